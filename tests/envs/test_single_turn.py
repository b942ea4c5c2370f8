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


class CompletionTokenizing(MockSampler):
    """A local backend's view of a raw completion: one token per word, and a BOS (id 7) in front."""

    def tokenize_chat(self, messages, add_generation_prompt=True):
        raise AssertionError("a raw prompt never goes through the chat template")

    def tokenize_completion(self, text):
        return [7] + [0] * len(text.split())


def build_raw(options=None, max_tokens=50):
    ctx = EnvContext(system_prompt=None, sampling=SamplingParams(max_tokens=max_tokens), raw_prompt=True)
    return make_env("text-only", options or {}, ctx)


def test_raw_prompt_is_the_prompt_text_alone():
    sampler = MockSampler("ok")  # a chat API: no tokens, so the text itself goes to /completions
    traj = asyncio.run(build_raw().rollout(sampler, PROBLEM, seed=3))
    assert sampler.calls[0]["prompt"] == "What is 1+1?"
    assert traj.messages == [
        {"role": "user", "content": "What is 1+1?"},
        {"role": "assistant", "content": "ok"},
    ]
    chat = MockSampler("ok")
    asyncio.run(build().rollout(chat, PROBLEM, seed=3))
    assert chat.calls[0]["prompt"][0] == {"role": "system", "content": "Be exact."}


def test_raw_prompt_tokens_count_against_the_total_budget():
    sampler = CompletionTokenizing(" ".join(["w"] * 40))
    traj = asyncio.run(build_raw({"max_total_tokens": 10}).rollout(sampler, PROBLEM, seed=1))
    assert sampler.calls[0]["prompt"] == [7, 0, 0, 0]  # the ids the backend said, BOS included
    assert sampler.calls[0]["params"].max_tokens == 10 - 4
    assert traj.completion_tokens == 6


def test_raw_prompt_refuses_what_one_text_cannot_hold():
    import pytest

    from proctor.envs.context import EnvError

    env = make_env(
        "text-only", {}, EnvContext(system_prompt="Be exact.", sampling=SamplingParams(), raw_prompt=True)
    )
    with pytest.raises(EnvError, match="no system prompt or chat turns"):
        asyncio.run(env.rollout(MockSampler("ok"), PROBLEM, seed=1))
