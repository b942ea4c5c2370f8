"""text-only: the total-token budget it shares with the tool env, and what it records."""

from __future__ import annotations

import asyncio

from proctor.benchmarks.problem import Problem
from proctor.envs import EnvContext, make_env
from proctor.envs.context import DEFAULT_MAX_TOTAL_TOKENS
from proctor.models.base import SamplingParams
from proctor.models.mock import MockSampler

PROBLEM = Problem(id="p", question="1+1?", prompt="What is 1+1?", answer="2")


class Tokenizing(MockSampler):
    """A mock that knows its prompt length (as a local backend does): one token per word."""

    def tokenize_chat(self, messages, add_generation_prompt=True):
        return [0] * sum(len(str(m["content"]).split()) for m in messages)


def build(options=None, max_tokens=50):
    ctx = EnvContext(system_prompt="Be exact.", sampling=SamplingParams(max_tokens=max_tokens))
    return make_env("text-only", options or {}, ctx)


def test_same_default_total_budget_as_the_tool_env():
    tool = make_env("tool", {}, EnvContext(system_prompt=None, sampling=SamplingParams()))
    assert build().options.max_total_tokens == tool.options.max_total_tokens == DEFAULT_MAX_TOTAL_TOKENS


def test_total_budget_caps_the_completion_where_the_prompt_length_is_known():
    sampler = Tokenizing(" ".join(["w"] * 40))
    traj = asyncio.run(build({"max_total_tokens": 10}).rollout(sampler, PROBLEM, seed=1))
    assert sampler.calls[0]["params"].max_tokens == 10 - 5  # 5 prompt words leave room for 5
    assert traj.finish_reason == "length" and traj.completion_tokens == 5


def test_prompt_over_the_budget_is_recorded_not_sent():
    sampler = Tokenizing("never")
    traj = asyncio.run(build({"max_total_tokens": 5}).rollout(sampler, PROBLEM, seed=1))
    assert traj.stop_reason == "prompt_too_long" and traj.error is None and not sampler.calls
    assert traj.prompt_tokens == 5 and "max_total_tokens=5" in traj.info["detail"]


def test_chat_backends_are_not_capped():
    sampler = MockSampler("ok")
    asyncio.run(build({"max_total_tokens": 3}).rollout(sampler, PROBLEM, seed=1))
    assert sampler.calls[0]["params"].max_tokens == 50
