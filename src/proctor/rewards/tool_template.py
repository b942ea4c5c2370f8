"""A tool-calling chat template for ChatML models whose own template has none (SmolLM2, the embedded
model), so TRL's ``GRPOTrainer(environment_factory=...)`` and ``tools=`` can train them.

TRL (1.16) refuses a template that cannot render a whole tool conversation
(``trl.chat_template_utils.supports_tool_calling``: a user turn, an assistant turn with
``tool_calls``, a ``tool`` message; the tool's name, its arguments and the tool message must all
appear in the text). SmolLM2's template renders ``message['content']`` only, so it drops the call.
TRL then reads the calls from the sampled tokens with ``tokenizer.parse_response`` and the
tokenizer's ``response_template`` (transformers >= 5.13), which it sets itself only for templates it
knows (Qwen, Llama 3, ...), and it needs the template to be prefix-preserving (an earlier turn renders
the same whatever follows) to splice the tool's answer after the model's own tokens.

:data:`CHATML_TOOLS_TEMPLATE` is SmolLM2's template with the Hermes / Qwen2.5 tool syntax, the one
SmolLM2's function-calling data used and proctor's ``tool`` env reads as the ``hermes`` family:
the tools are listed as JSON inside ``<tools>`` in the system turn; a call is
``<tool_call>\\n{"name": ..., "arguments": {...}}\\n</tool_call>``; results come back as
``<tool_response>`` blocks in one user turn. A conversation without tools renders exactly as
SmolLM2's own template does (same default system prompt). :data:`CHATML_TOOLS_RESPONSE` is the
matching ``response_template``. :func:`use_tool_template` puts both on a tokenizer.
"""

from __future__ import annotations

from typing import Any

DEFAULT_SYSTEM = "You are a helpful AI assistant named SmolLM, trained by Hugging Face"

TOOLS_PREAMBLE = (
    "\n\n# Tools\n\nYou may call one or more functions to assist with the user query.\n\n"
    "You are provided with function signatures within <tools></tools> XML tags:\n<tools>"
)
CALL_INSTRUCTION = (
    "\n</tools>\n\nFor each function call, return a json object with function name and arguments "
    "within <tool_call></tool_call> XML tags:\n<tool_call>\n"
    '{"name": <function-name>, "arguments": <args-json-object>}\n</tool_call>'
)

CHATML_TOOLS_TEMPLATE = (
    "{%- if messages[0]['role'] == 'system' %}"
    "{%- set system = messages[0]['content'] %}{%- set rest = messages[1:] %}"
    "{%- else %}"
    "{%- set system = '" + DEFAULT_SYSTEM + "' %}{%- set rest = messages %}"
    "{%- endif %}"
    "{{- '<|im_start|>system\\n' + system }}"
    "{%- if tools %}"
    "{{- " + repr(TOOLS_PREAMBLE) + " }}"
    "{%- for tool in tools %}{{- '\\n' }}{{- tool | tojson }}{%- endfor %}"
    "{{- " + repr(CALL_INSTRUCTION) + " }}"
    "{%- endif %}"
    "{{- '<|im_end|>\\n' }}"
    "{%- for message in rest %}"
    "{%- if message['role'] == 'assistant' and message.get('tool_calls') %}"
    "{{- '<|im_start|>assistant' }}"
    "{%- if message['content'] %}{{- '\\n' + message['content'] }}{%- endif %}"
    "{%- for call in message['tool_calls'] %}"
    "{%- if call.get('function') %}{%- set call = call['function'] %}{%- endif %}"
    "{{- '\\n<tool_call>\\n{\"name\": \"' + call['name'] + '\", \"arguments\": ' }}"
    "{%- if call['arguments'] is string %}{{- call['arguments'] }}"
    "{%- else %}{{- call['arguments'] | tojson }}{%- endif %}"
    "{{- '}\\n</tool_call>' }}"
    "{%- endfor %}"
    "{{- '<|im_end|>\\n' }}"
    "{%- elif message['role'] == 'tool' %}"
    "{%- if loop.first or loop.previtem['role'] != 'tool' %}{{- '<|im_start|>user' }}{%- endif %}"
    "{{- '\\n<tool_response>\\n' + message['content'] + '\\n</tool_response>' }}"
    "{%- if loop.last or loop.nextitem['role'] != 'tool' %}{{- '<|im_end|>\\n' }}{%- endif %}"
    "{%- else %}"
    "{{- '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>\\n' }}"
    "{%- endif %}"
    "{%- endfor %}"
    "{%- if add_generation_prompt %}{{- '<|im_start|>assistant\\n' }}{%- endif %}"
)

# transformers' response_template (utils/chat_parsing): what follows "<|im_start|>assistant\n" is text,
# then any number of <tool_call> JSON objects, up to <|im_end|>
CHATML_TOOLS_RESPONSE: dict[str, Any] = {
    "defaults": {"role": "assistant"},
    "start_anchor": "<|im_start|>assistant\n",
    "fields": {
        "tool_calls": {
            "open": "<tool_call>",
            "close_pattern": r"</tool_call>\s*",
            "repeats": True,
            "content": "json",
            "transform": {"type": "function", "function": "{content}"},
        },
        "content": {"close_pattern": r"<\|im_end\|>\s*", "content": "text"},
    },
}

CHATML_TOKENS = ("<|im_start|>", "<|im_end|>")


def use_tool_template(tokenizer: Any) -> Any:
    """Give a ChatML tokenizer (SmolLM2's) :data:`CHATML_TOOLS_TEMPLATE` and its ``response_template``;
    returns the tokenizer. Refuses a tokenizer without ChatML's turn tokens (the template would render
    turns the model never learned), and a transformers that cannot parse with a ``response_template``."""
    import transformers
    from packaging.version import Version

    if Version(transformers.__version__) < Version("5.13"):
        raise RuntimeError(
            f"use_tool_template: transformers {transformers.__version__} cannot parse tool calls with a "
            "response_template (added in 5.13); upgrade transformers (pip install 'transformers>=5.13')"
        )
    missing = [t for t in CHATML_TOKENS if t not in tokenizer.get_vocab()]
    if missing:
        raise ValueError(
            f"use_tool_template: the tokenizer has no {', '.join(missing)} token: the template is for "
            "ChatML models (SmolLM2); give this model a tool-calling template of its own family instead"
        )
    tokenizer.chat_template = CHATML_TOOLS_TEMPLATE
    tokenizer.response_template = CHATML_TOOLS_RESPONSE
    return tokenizer
