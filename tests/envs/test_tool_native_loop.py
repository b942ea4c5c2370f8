"""``env.tool_format=native`` through the tool env's loop, and each family's call parser on the forms
models write (fast: a scripted model that speaks one character per token, the real templates)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from tool_fakes import TEMPLATES, FakeRunner, ScriptedTextSampler

from proctor.benchmarks.problem import Problem
from proctor.envs import EnvContext, make_env
from proctor.envs.tool_families import FAMILIES
from proctor.models.base import FatalError, SamplingParams
from proctor.models.thinking import ThinkingSampler


def rollout(template: str, script: list[str], **options):
    sampler = ScriptedTextSampler((TEMPLATES / template).read_text(), script)
    ctx = EnvContext(
        None, SamplingParams(max_tokens=64), model_ref=sampler.ref, extras={"sandbox": FakeRunner()}
    )
    env = make_env("tool", {"tool_format": "native", **options}, ctx)
    return sampler, asyncio.run(
        env.rollout(sampler, Problem(id="p", question="", prompt="6 * 7?", answer="42"), 1)
    )


def test_llama3_loop_feeds_malformed_calls_back_and_continues_token_for_token():
    script = [
        '<|python_tag|>{"name": "code_interpreter", "parameters": {"code": "print(6 * 7)"}}',
        '{"name": "code_interpreter", "parameters": {"code": "print(1"',  # broken JSON
        '{"name": "shell", "parameters": {"code": "ls"}}',  # not the tool
    ]
    sampler, t = rollout("meta-llama-Llama-3.1-8B-Instruct.jinja", script, max_tool_calls=4)
    steps = t.info["steps"]
    assert [c["status"] for s in steps[:3] for c in s["calls"]] == ["ok", "malformed", "malformed"]
    assert steps[0]["observation_text"].startswith(
        '<|eot_id|><|start_header_id|>ipython<|end_header_id|>\n\n"42"'
    )
    assert (
        "not valid JSON" in steps[1]["calls"][0]["output"]
        and "unknown tool 'shell'" in steps[2]["calls"][0]["output"]
    )
    assert t.stop_reason == "stop" and t.final_text == "\\boxed{42}" and t.info["tool_family"] == "llama3"
    for k in range(1, len(sampler.prompts)):
        prev = sampler.prompts[k - 1] + t.turns[k - 1].token_ids + steps[k - 1]["observation_token_ids"]
        assert sampler.prompts[k] == prev
    assert sampler.token_text(sampler.prompts[0]).count('"name": "code_interpreter"') == 1  # the tools, once


def test_hermes_loop_runs_every_call_of_a_turn():
    call = '<tool_call>\n{{"name": "code_interpreter", "arguments": {{"code": "print({})"}}}}\n</tool_call>'
    sampler, t = rollout(
        "Qwen-Qwen3-0.6B.jinja", ["<think>\nTwo.\n</think>\n\n" + call.format(1) + "\n" + call.format(2)]
    )
    (step, _) = t.info["steps"]
    assert [c["output"] for c in step["calls"]] == ["1", "2"]
    assert step["observation_text"] == (
        "<|im_end|>\n<|im_start|>user\n<tool_response>\n1\n</tool_response>\n<tool_response>\n2\n</tool_response>"
        "<|im_end|>\n<|im_start|>assistant\n"
    )
    assert [m["role"] for m in t.messages] == ["user", "assistant", "tool", "tool", "assistant"]


def test_dropped_thinking_keeps_the_calls_special_tokens():
    """A reasoning model's thinking is left out of what it sees next; the tokens continued are the
    answer part with its special tokens, which the backend's ``text`` has lost."""
    call = '<tool_call>\n{"name": "code_interpreter", "arguments": {"code": "print(6 * 7)"}}\n</tool_call>'
    inner = ScriptedTextSampler(
        (TEMPLATES / "Qwen-Qwen3-0.6B.jinja").read_text(),
        ["<think>\nsix sevens\n</think>\n\n" + call],
        ("<tool_call>", "</tool_call>"),
    )
    sampler = ThinkingSampler(inner)
    ctx = EnvContext(
        None, SamplingParams(max_tokens=64), model_ref=inner.ref, extras={"sandbox": FakeRunner()}
    )
    env = make_env("tool", {"tool_format": "native"}, ctx)
    t = asyncio.run(env.rollout(sampler, Problem(id="p", question="", prompt="6 * 7?", answer="42"), 1))
    step = t.info["steps"][0]
    assert [c["output"] for c in step["calls"]] == ["42"] and "<tool_call>" not in t.turns[0].text
    assert inner.token_text(step["continued_token_ids"]) == call
    assert inner.prompts[1] == inner.prompts[0] + step["continued_token_ids"] + step["observation_token_ids"]


def test_mistral_is_refused_with_reminders_on():
    with pytest.raises(FatalError, match="env.max_reminders=0"):
        rollout("mistralai-Mistral-Nemo-Instruct-2407.jinja", [])


def test_mistral_loop_keeps_the_models_call_ids():
    script = [
        '[TOOL_CALLS][{"name": "code_interpreter", "arguments": {"code": "print(6 * 7)"}, "id": "Xy12Ab34c"}]'
    ]
    _, t = rollout("mistralai-Mistral-Nemo-Instruct-2407.jinja", script, max_reminders=0)
    assert (
        t.info["steps"][0]["observation_text"]
        == '</s>[TOOL_RESULTS]{"content": "42", "call_id": "Xy12Ab34c"}[/TOOL_RESULTS]'
    )
    assert t.final_text == "\\boxed{42}"


@pytest.mark.parametrize(
    ("family", "text", "code", "error"),
    [
        ("llama3", "<|python_tag|>print(6 * 7)", "print(6 * 7)", None),  # Llama's built-in interpreter form
        ("llama3", "The answer is 42.", None, "none"),
        ("mistral", '[TOOL_CALLS]code_interpreter[ARGS]{"code": "print(6 * 7)"}', "print(6 * 7)", None),
        ("mistral", '[TOOL_CALLS]code_interpreter[CALL_ID]a1b2c3d4e[ARGS]{"code": "x"}', "x", None),
        ("mistral", "[TOOL_CALLS][{]", None, "not a valid JSON list"),
        (
            "harmony",
            "<|channel|>analysis<|message|>Compute.<|end|><|start|>assistant<|channel|>commentary "
            'to=functions.code_interpreter <|constrain|>json<|message|>{"code": "print(6 * 7)"}',
            "print(6 * 7)",
            None,
        ),
        ("harmony", "<|channel|>final<|message|>42", None, "none"),
        (
            "harmony",
            '<|channel|>commentary to=functions.code_interpreter<|message|>{"code": ',
            None,
            "not valid JSON",
        ),
        (
            "deepseek",
            '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>code_interpreter\n```json\n{"code"',
            None,
            "not closed",
        ),
        (
            "hermes",
            '<tool_call>\n{"name": "code_interpreter", "arguments": "{\\"code\\": \\"x\\"}"}\n</tool_call>',
            "x",
            None,
        ),
        (
            "hermes",
            '<tool_call>\n{"name": "code_interpreter", "arguments": {"code": 1}}\n</tool_call>',
            None,
            'string "code"',
        ),
    ],
)
def test_parsers_read_the_forms_models_write(family, text, code, error):
    calls = FAMILIES[family].parse(text)
    if error == "none":
        assert calls == []
        return
    (call,) = calls
    assert call.code == code
    assert (call.error is None) if error is None else (error in call.error)


def test_every_vendored_template_has_a_readme_entry():
    readme = (TEMPLATES / "README.md").read_text()
    for path in Path(TEMPLATES).glob("*.jinja"):
        assert path.name in readme
