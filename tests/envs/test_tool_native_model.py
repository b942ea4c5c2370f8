"""``env.tool_format=native`` on the embedded model (SmolLM2-135M-Instruct, llama.cpp).

SmolLM2's own chat template is ChatML without a ``tools`` section, so native tool calls are refused
for it before the run; with Qwen3's template given as ``model.chat_template`` (SmolLM2 has ChatML's
special tokens) the hermes family runs on it: the backend's own rendering is checked, the tools are
in the prompt, and every turn continues the previous one token for token.
"""

from __future__ import annotations

import asyncio
import json

import pytest
from proctor_cli import run_proctor as proctor

from proctor.benchmarks.problem import Problem
from proctor.envs import EnvContext, make_env
from proctor.envs import tool_protocol as tp
from proctor.models.base import Completion, SamplingParams

pytestmark = pytest.mark.model

CALL = '<tool_call>\n{"name": "code_interpreter", "arguments": {"code": "print(12 * 34)"}}\n</tool_call>'


class Scripted:
    """The real sampler, except that the first turns "generate" the texts of ``script`` (their real
    tokens), so the tool and the reminder branches run on every seed (the 135M model rarely calls);
    the later turns are the model's own. Keeps every (prompt, completion) it saw."""

    def __init__(self, sampler, script: list[str]):
        self.inner = sampler
        self.ref = sampler.ref
        self.script = script
        self.calls: list[tuple[list[int], Completion]] = []

    def __getattr__(self, name):
        return getattr(self.inner, name)

    async def sample(self, prompt, params, n=1, seed=None):
        if len(self.calls) < len(self.script):
            text = self.script[len(self.calls)]
            ids = self.inner.tokenize(text)
            out = [Completion(text=text, finish_reason="stop", completion_tokens=len(ids), token_ids=ids)]
        else:
            out = await self.inner.sample(prompt, params, n, seed)
        self.calls.append((list(prompt), out[0]))
        return out


def test_the_embedded_template_is_refused_before_the_run(tmp_path):
    out = tmp_path / "run"
    r = proctor(
        "eval", "arith", "--limit", "1", "--env", "tool", "--set", "env.tool_format=native",
        "--output", str(out), "-q", check=False,
    )  # fmt: skip
    assert r.returncode != 0 and not (out / "samples.jsonl").exists()
    assert "no tool-call syntax proctor can read" in r.stderr and "hermes (Qwen2.5" in r.stderr
    assert "model.chat_template=PATH" in r.stderr


def test_hermes_tokens_on_a_real_tokenizer(smollm2_qwen3):
    env = make_env("tool", {"tool_format": "native"}, EnvContext(None, SamplingParams(), model_ref="x"))
    native = env.check_model(smollm2_qwen3)  # the backend's own rendering agrees with proctor's
    assert len(smollm2_qwen3.info()["chat_template_sha256"]) == 64  # recorded: a resume finds the same one
    question = [{"role": "user", "content": "What is 12 * 34?"}]
    assert native.family.name == "hermes" and native.prompt_ids(
        question
    ) == native.lead + smollm2_qwen3.tokenize(native.render(question))
    obs = native.tool_turn(
        question,
        native.parse(Completion(text="", finish_reason="stop", token_ids=smollm2_qwen3.tokenize(CALL))),
        ["408"],
        0,
    )
    whole = native.lead + native.tokens(native.render(question + obs.messages))
    assert native.prompt_ids(question) + native.tokens(CALL) + native.tokens(obs.text) == whole


@pytest.mark.slow
def test_native_rollout_continues_token_for_token(smollm2_qwen3, sandbox):
    rec = Scripted(smollm2_qwen3, [CALL, "I have the result."])  # a call, then a turn that needs a reminder
    ctx = EnvContext(
        system_prompt="Be brief.",
        sampling=SamplingParams(temperature=0.7, max_tokens=4),
        model_ref=rec.ref,
        extras={"sandbox": sandbox},
    )
    options = {"tool_format": "native", "max_turns": 3, "max_reminders": 3, "final_answer_pattern": "(?!)"}
    env = make_env("tool", options, ctx)
    env.check_model(rec)
    problem = Problem(
        id="t", question="", prompt="Compute 12 * 34 with the code_interpreter tool.", answer="408"
    )
    t = asyncio.run(env.rollout(rec, problem, seed=5))
    info = t.info
    assert info["tool_family"] == "hermes" and info["tools"] == [tp.tool_schema(False)]
    assert info["continuation"] == "tokens" and "turn_markers" not in info
    assert len(rec.calls) == t.n_turns == 3 and t.stop_reason == "turn_budget"
    prompt0 = smollm2_qwen3.token_text(rec.calls[0][0])
    assert json.dumps(tp.tool_schema(False)) in prompt0 and prompt0.startswith(
        "<|im_start|>system\nBe brief."
    )
    step0 = info["steps"][0]
    assert [c["status"] for c in step0["calls"]] == ["ok"] and step0["calls"][0]["output"] == "408"
    assert step0["observation_text"].startswith("<|im_end|>\n<|im_start|>user\n<tool_response>\n408\n")
    assert t.messages[2]["tool_calls"][0]["function"]["arguments"] == {"code": "print(12 * 34)"}
    assert t.messages[3] == {
        "role": "tool",
        "tool_call_id": "c00000000",
        "name": "code_interpreter",
        "content": "408",
    }
    step1 = info["steps"][1]
    assert step1["observation_kind"] == "reminder" and step1["observation_text"] == (
        "<|im_end|>\n<|im_start|>user\n" + env.options.reminder + "<|im_end|>\n<|im_start|>assistant\n"
    )
    assert t.messages[4:] == [
        {"role": "assistant", "content": "I have the result."},
        {"role": "user", "content": env.options.reminder},
        {"role": "assistant", "content": t.turns[2].text},
    ]
    for k in range(1, len(rec.calls)):  # prompt_k == prompt_{k-1} + generated_{k-1} + observation_{k-1}
        prompt, c = rec.calls[k - 1]
        assert rec.calls[k][0] == prompt + c.token_ids + info["steps"][k - 1]["observation_token_ids"]
        assert t.turns[k].token_ids == rec.calls[k][1].token_ids
    assert info["prompt_token_ids"] == rec.calls[0][0]
