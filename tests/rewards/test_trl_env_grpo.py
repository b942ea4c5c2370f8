"""TRL (1.16) on the embedded SmolLM2-135M with proctor's tool chat template
(:func:`proctor.rewards.tool_template.use_tool_template`): SmolLM2's own template cannot render tools
and TRL's ``GRPOTrainer(environment_factory=...)`` refuses it ("does not support tool calling").
TRL's own checks (``supports_tool_calling``, ``is_chat_template_prefix_preserving``) and its parser of
sampled tool calls (``trl.chat_template_utils.parse_response`` with the tokenizer's
``response_template``) are run on the tokenizer the template is put on.
"""

from __future__ import annotations

import copy

import pytest

trl = pytest.importorskip("trl")

from proctor.rewards.tool_template import use_tool_template  # noqa: E402
from proctor.rewards.trl_env import MathToolEnv  # noqa: E402

pytestmark = [pytest.mark.model, pytest.mark.slow]


def test_tool_template_is_what_trl_asks_of_a_tokenizer(smollm2):
    """TRL's own checks refuse SmolLM2's template and accept proctor's; a call the model writes in the
    template's syntax parses back to the call the template renders; without tools the text is exactly
    SmolLM2's own; proctor's tool env reads the syntax as the hermes family."""
    from trl.chat_template_utils import (
        is_chat_template_prefix_preserving,
        parse_response,
        supports_tool_calling,
    )

    from proctor.envs.tool_families.registry import detect_family
    from proctor.rewards.tool_template import CHATML_TOOLS_TEMPLATE

    _, original = smollm2
    tok = use_tool_template(copy.deepcopy(original))
    assert not supports_tool_calling(original) and supports_tool_calling(tok)
    assert is_chat_template_prefix_preserving(tok)
    for convo in (
        [{"role": "user", "content": "hi"}],
        [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "hi"},
         {"role": "assistant", "content": "Hello."}, {"role": "user", "content": "2+2?"}],
    ):  # fmt: skip
        assert tok.apply_chat_template(convo, tokenize=False, add_generation_prompt=True) == (
            original.apply_chat_template(convo, tokenize=False, add_generation_prompt=True)
        )
    env = MathToolEnv()
    tools = [env.run_python, env.submit_answer]
    calls = [
        {"type": "function", "function": {"name": "run_python", "arguments": {"code": "print(6 * 7)"}}},
        {"type": "function", "function": {"name": "submit_answer", "arguments": {"answer": "42"}}},
    ]
    asked = [{"role": "user", "content": "What is 6 * 7?"}]
    prompt = tok.apply_chat_template(asked, tools=tools, tokenize=False, add_generation_prompt=True)
    assert "<tools>" in prompt and '"name": "submit_answer"' in prompt
    turn = tok.apply_chat_template(
        [*asked, {"role": "assistant", "content": "", "tool_calls": calls}], tools=tools, tokenize=False
    )
    assert turn.startswith(prompt)
    written = turn[len(prompt) :].rstrip("\n")  # what the model would sample, up to <|im_end|>
    prefix = tok(prompt, add_special_tokens=False)["input_ids"]
    parsed = parse_response(
        tok, tok(written, add_special_tokens=False)["input_ids"], prefix=prefix, tools=tools
    )
    assert parsed["tool_calls"] == calls and parsed["content"] == ""
    plain = parse_response(
        tok, tok("It is 42.<|im_end|>", add_special_tokens=False)["input_ids"], prefix=prefix
    )
    assert plain == {"role": "assistant", "content": "It is 42."}
    assert detect_family(CHATML_TOOLS_TEMPLATE).name == "hermes"

    class NotChatML:
        def get_vocab(self):
            return {"<s>": 1}

    with pytest.raises(ValueError, match="no <\\|im_start\\|>"):
        use_tool_template(NotChatML())
