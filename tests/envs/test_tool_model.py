"""The tool env on the real embedded model (SmolLM2-135M-Instruct, llama.cpp): token-in/token-out."""

from __future__ import annotations

import asyncio

import pytest

from proctor.benchmarks.problem import Problem
from proctor.envs import EnvContext, make_env
from proctor.models.base import SamplingParams

pytestmark = pytest.mark.model


class Recording:
    """Delegates to a real sampler and keeps every (prompt, completion) pair it saw."""

    def __init__(self, sampler):
        self.inner = sampler
        self.ref = sampler.ref
        self.calls: list[tuple[list[int], object]] = []

    def __getattr__(self, name):
        return getattr(self.inner, name)

    async def sample(self, prompt, params, n=1, seed=None):
        out = await self.inner.sample(prompt, params, n, seed)
        self.calls.append((list(prompt), out[0]))
        return out


@pytest.fixture(scope="module")
def tool_runner():
    try:
        from proctor.sandbox import Sandbox
    except ImportError:  # before the sandbox lands
        from tool_fakes import FakeRunner

        yield FakeRunner()
        return
    with Sandbox(workers=1, timeout_s=5) as box:
        yield box


def test_token_continuity_on_the_embedded_model(smollm2, tool_runner):
    rec = Recording(smollm2)
    ctx = EnvContext(
        system_prompt=None,
        sampling=SamplingParams(temperature=0.7, max_tokens=16),
        model_ref=rec.ref,
        extras={"sandbox": tool_runner},
    )
    # an answer pattern that never matches: every turn gets a tool result or a reminder
    env = make_env("tool", {"max_turns": 3, "max_reminders": 3, "final_answer_pattern": "(?!)"}, ctx)
    problem = Problem(
        id="t",
        question="",
        prompt="Write Python code in a ```python block that prints 12 * 34, then say the result.",
        answer="408",
    )
    t = asyncio.run(env.rollout(rec, problem, seed=11))
    assert t.info["continuation"] == "tokens" and t.info["turn_markers"] == "chatml"
    assert len(rec.calls) == t.n_turns == 3 and t.stop_reason == "turn_budget"
    first_prompt, _ = rec.calls[0]
    assert first_prompt == smollm2.tokenize_chat(t.messages[:2]) == t.info["prompt_token_ids"]
    for k, ((prompt, c), (next_prompt, next_c)) in enumerate(zip(rec.calls, rec.calls[1:], strict=False)):
        head = prompt + c.token_ids
        assert next_prompt[: len(head)] == head, f"turn {k + 1} does not continue turn {k} token for token"
        assert next_c.prompt_token_ids == next_prompt
        assert next_prompt[len(head) :] == t.info["steps"][k]["observation_token_ids"]
        assert t.turns[k].token_ids == c.token_ids
    # where the model's own tokens are the canonical tokenization of its text, the continued prompt
    # is what the chat template renders for the transcript: the observation turns are rendered right
    checked = 0
    for k in range(1, len(rec.calls)):
        earlier = [c for _, c in rec.calls[:k]]
        if all(smollm2.tokenize(c.text) == c.token_ids for c in earlier):
            assert rec.calls[k][0] == smollm2.tokenize_chat(t.messages[: 2 + 2 * k])
            checked += 1
    assert checked >= 1
