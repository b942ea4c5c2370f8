"""``env.tool_format=native``: each family's round trip against the real chat template it serves.

Per family: the vendored template (tests/envs/templates, see its README) renders the tools; a call
written in the family's syntax is parsed to code; the assistant turn with ``tool_calls`` and the
``tool`` message are built; and the template's own rendering of that conversation must be exactly
the prompt + the generated call + the observation suffix the env computed. The renderer is checked
against llama-cpp-python's and transformers' own (the backends' Jinja).
"""

from __future__ import annotations

import json

import pytest
from tool_fakes import SPECIAL, TEMPLATES, TextSampler

from proctor.envs import tool_protocol as tp
from proctor.envs.tool_families import FAMILIES, NativeTools, detect_family
from proctor.models.base import FatalError

SCHEMA = tp.tool_schema(stateful=False)
CODE = "print(6 * 7)"
QUESTION = [{"role": "user", "content": "What is 6 * 7? Use the tool."}]


# family -> template, how the template shows the tool, a call as the model writes it, the observation
# turn the template renders for the result "42"
CASES = {
    "hermes": (
        "Qwen-Qwen3-0.6B.jinja",
        "<tools>\n" + json.dumps(SCHEMA) + "\n</tools>",
        '<tool_call>\n{"name": "code_interpreter", "arguments": {"code": "print(6 * 7)"}}\n</tool_call>',
        "<|im_end|>\n<|im_start|>user\n<tool_response>\n42\n</tool_response><|im_end|>\n<|im_start|>assistant\n",
    ),
    "llama3": (
        "meta-llama-Llama-3.1-8B-Instruct.jinja",
        json.dumps(SCHEMA, indent=4),
        '{"name": "code_interpreter", "parameters": {"code": "print(6 * 7)"}}',
        '<|eot_id|><|start_header_id|>ipython<|end_header_id|>\n\n"42"<|eot_id|>'
        "<|start_header_id|>assistant<|end_header_id|>\n\n",
    ),
    "mistral": (
        "mistralai-Mistral-Nemo-Instruct-2407.jinja",
        "[AVAILABLE_TOOLS][" + json.dumps(SCHEMA) + "][/AVAILABLE_TOOLS]",
        '[TOOL_CALLS][{"name": "code_interpreter", "arguments": {"code": "print(6 * 7)"}, "id": "a1b2c3d4e"}]',
        '</s>[TOOL_RESULTS]{"content": "42", "call_id": "a1b2c3d4e"}[/TOOL_RESULTS]',
    ),
    "mistral-small-3.2": (
        "Mistral-Small-3.2-24B-Instruct-2506.jinja",
        "[AVAILABLE_TOOLS]" + json.dumps([SCHEMA]) + "[/AVAILABLE_TOOLS]",
        '[TOOL_CALLS]code_interpreter[CALL_ID]a1b2c3d4e[ARGS]{"code": "print(6 * 7)"}',
        "</s>[TOOL_RESULTS]a1b2c3d4e[TOOL_CONTENT]42[/TOOL_RESULTS]",
    ),
    "harmony": (
        "openai-gpt-oss-120b.jinja",
        "namespace functions {\n\n// "
        + SCHEMA["function"]["description"]
        + "\ntype code_interpreter = (_: {",
        ' to=functions.code_interpreter<|channel|>commentary json<|message|>{"code": "print(6 * 7)"}',
        '<|call|><|start|>functions.code_interpreter to=assistant<|channel|>commentary<|message|>"42"<|end|>'
        "<|start|>assistant",
    ),
    "deepseek": (
        "sglang-tool_chat_template_deepseekv3.jinja",
        "\n```json\n" + json.dumps(SCHEMA) + "\n```\n",
        "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>code_interpreter\n```json\n"
        '{"code": "print(6 * 7)"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
        "<｜end▁of▁sentence｜>Use the results below to formulate an answer to the user question unless "
        "additional information is needed.<｜tool▁outputs▁begin｜><｜tool▁output▁begin｜>42<｜tool▁output▁end｜>"
        "<｜tool▁outputs▁end｜>\n",
    ),
}


def native_for(name: str, reminders: bool = True) -> NativeTools:
    source = (TEMPLATES / CASES[name][0]).read_text()
    native = NativeTools.check(TextSampler(source), stateful=False, system_prompt=None, reminders=reminders)
    assert native.family.name == name.split("-")[0]
    return native


@pytest.mark.parametrize("name", list(CASES))
def test_round_trip_against_the_template(name):
    _, shown, generated, observation = CASES[name]
    native = native_for(name, reminders=not name.startswith("mistral"))
    prompt = native.render(QUESTION)
    assert shown in prompt and shown not in native.render(QUESTION, tools=False)
    (call,) = native.family.parse(generated)
    assert call.code == CODE and call.error is None
    obs = native.tool_turn(QUESTION, [call], ["42"], turn=0)
    assert obs.text == observation
    assert native.render(QUESTION + obs.messages) == prompt + generated + obs.text
    # ids (one a character here; SmolLM2's real tokenizer: test_tool_native_model): prompt + call + observation
    assert native.prompt_ids(QUESTION) + native.tokens(generated) + native.tokens(obs.text) == native.tokens(
        native.render(QUESTION + obs.messages)
    )


@pytest.mark.parametrize("name", list(CASES))
def test_a_second_call_continues_the_first(name):
    _, _, generated, _ = CASES[name]
    native = native_for(name, reminders=False)
    first = native.tool_turn(QUESTION, native.family.parse(generated), ["42"], turn=0)
    history = QUESTION + first.messages
    second_code = 'print("a\\tb", {"k": [1, 2]})'  # quotes, a tab, braces: JSON escapes in every family
    call = native.family.parse(generated.replace(json.dumps(CODE), json.dumps(second_code)))[0]
    assert call.code == second_code
    second = native.tool_turn(history, [call], ["a\tb {'k': [1, 2]}"], turn=1)
    rendered = native.render(history + second.messages)
    assert rendered.startswith(native.render(history, add_generation_prompt=False).rstrip())
    assert rendered.endswith(second.text)
    assert "a\tb" in second.text or "a\\tb" in second.text  # as it is, or JSON-encoded by the template


@pytest.mark.parametrize("name", ["hermes", "llama3", "harmony", "deepseek"])
def test_a_reminder_is_the_templates_user_turn(name):
    native = native_for(name)
    obs = native.reminder_turn(QUESTION, "I am not sure.", "Continue.")
    assert "Continue." in obs.text and obs.messages[1] == {"role": "user", "content": "Continue."}
    assert native.render(QUESTION + obs.messages).endswith(obs.text)


def test_mistral_with_a_system_prompt_is_refused_before_the_run():
    source = (TEMPLATES / CASES["mistral"][0]).read_text()
    with pytest.raises(
        FatalError, match="mistral chat template .* renders the earlier turns differently"
    ) as e:
        NativeTools.check(TextSampler(source), stateful=False, system_prompt="Be brief.", reminders=False)
    assert "prompt.system=''" in str(e.value)
    with pytest.raises(FatalError, match="env.max_reminders=0"):
        NativeTools.check(TextSampler(source), stateful=False, system_prompt=None, reminders=True)


def test_unknown_template_is_refused_with_the_families():
    chatml = (
        "{% for m in messages %}<|im_start|>{{ m.role }}\n{{ m.content }}<|im_end|>\n{% endfor %}"
        "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
    )
    with pytest.raises(FatalError, match="no tool-call syntax proctor can read") as e:
        NativeTools.check(TextSampler(chatml), stateful=False, system_prompt=None, reminders=True)
    for family in FAMILIES.values():
        assert f"{family.name} ({family.models})" in str(e.value)


def test_a_template_that_never_renders_the_tools_is_refused():
    source = (TEMPLATES / "deepseek-ai-DeepSeek-R1-Distill-Qwen-32B.jinja").read_text()
    assert detect_family(source).name == "deepseek"  # it renders tool calls, but never the tools
    with pytest.raises(FatalError, match="does not render the `tools`"):
        NativeTools.check(TextSampler(source), stateful=False, system_prompt=None, reminders=True)


def test_a_backend_rendering_differently_is_refused():
    source = (TEMPLATES / CASES["hermes"][0]).read_text()
    sampler = TextSampler(source)
    sampler.tokenize_chat = lambda m, add_generation_prompt=True: sampler.tokenize("<|im_start|>x")
    with pytest.raises(FatalError, match="does not give the backend's own prompt tokens"):
        NativeTools.check(sampler, stateful=False, system_prompt=None, reminders=True)


@pytest.mark.parametrize("name", list(CASES))
def test_the_renderer_is_the_backends(name):
    """Same text as llama-cpp-python's Jinja2ChatFormatter and transformers' apply_chat_template
    renderer, tools included."""
    source = (TEMPLATES / CASES[name][0]).read_text()
    native = native_for(name, reminders=False)
    messages = QUESTION + native.tool_turn(QUESTION, native.family.parse(CASES[name][2]), ["42"], 0).messages
    ours = native.render(messages)
    chat_format = pytest.importorskip("llama_cpp.llama_chat_format")
    formatter = chat_format.Jinja2ChatFormatter(source, **SPECIAL)
    assert formatter(messages=messages, tools=[SCHEMA]).prompt == ours
    hf = pytest.importorskip("transformers.utils.chat_template_utils")
    if not hasattr(hf, "render_jinja_template"):
        pytest.skip("this transformers has no render_jinja_template")
    rendered, _ = hf.render_jinja_template(
        [messages], tools=[SCHEMA], chat_template=source, add_generation_prompt=True, **SPECIAL
    )
    assert rendered == [ours]
