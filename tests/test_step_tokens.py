"""The RL step API on the embedded model: observation k+1 == observation k + action k + new tokens,
token for token, over multi-turn rollouts (the tool env's token path and a chat-message env)."""

from __future__ import annotations

import asyncio

import pytest

from proctor.benchmarks.problem import Problem
from proctor.envs import EnvContext, make_env
from proctor.grading.graders import CustomGrader
from proctor.models import ModelOptions, load_sampler
from proctor.models.base import SamplingParams
from proctor.models.mock import MockSampler
from proctor.rewards import StepEnv

pytestmark = pytest.mark.model


@pytest.fixture(scope="module")
def smollm2():
    sampler = load_sampler("llamacpp:smollm2", ModelOptions(n_ctx=2048))
    yield sampler
    asyncio.run(sampler.aclose())


def spelled(sampler, text: str) -> list[int]:
    """``text`` one character per token: a tokenization a policy can sample, but not the canonical one
    (re-tokenizing its text gives other ids, which is what an exact observation must not do)."""
    ids = [t for ch in text for t in sampler.tokenize(ch)]
    assert ids != sampler.tokenize(text)
    return ids


def run_episode(
    step_env: StepEnv, problem: Problem, actions
) -> tuple[list[list[int]], list[list[int]], object]:
    """Drive one episode; ``actions(k, observation)`` gives the tokens of step k."""
    observations, sent = [step_env.reset(problem, seed=5)], []
    for k in range(10):
        tokens = actions(k, observations[-1])
        sent.append(tokens)
        out = step_env.step(tokens)
        if out.done:
            return observations, sent, out
        observations.append(out.observation)
    raise AssertionError("the episode did not end")


def assert_extends(observations: list[list[int]], sent: list[list[int]]) -> None:
    for k, (obs, nxt) in enumerate(zip(observations, observations[1:], strict=False)):
        head = obs + sent[k]
        assert nxt[: len(head)] == head, f"observation {k + 1} is not observation {k} + action {k} + new"
        assert len(nxt) > len(head)


def test_tool_rollout_observations_extend_exactly(smollm2):
    from proctor.sandbox import Sandbox

    ctx = EnvContext(system_prompt=None, sampling=SamplingParams(max_tokens=24), model_ref="external")
    im_end = smollm2.tokenize("<|im_end|>")
    call = spelled(smollm2, "```python\nprint(12 * 34)\n```")

    def policy(k: int, obs: list[int]) -> list[int]:
        if k == 0:
            return call + im_end  # a tool call, ending with the end-of-turn token a policy emits
        (c,) = asyncio.run(smollm2.sample(obs, SamplingParams(temperature=0.8, max_tokens=24), 1, 100 + k))
        return list(c.token_ids)  # the embedded model's own sampled tokens

    with Sandbox(workers=1, timeout_s=5) as box:
        ctx.extras["sandbox"] = box
        env = make_env("tool", {"max_turns": 4, "max_reminders": 3, "final_answer_pattern": "(?!)"}, ctx)
        step_env = StepEnv(env, CustomGrader("never", lambda r, a: False), smollm2)
        problem = Problem(id="t", question="", prompt="Compute 12 * 34 with Python.", answer="408")
        try:
            observations, sent, out = run_episode(step_env, problem, policy)
        finally:
            step_env.close()
    assert len(observations) == 4 and out.done
    assert_extends(observations, sent)
    traj = out.info["trajectory"]
    assert observations[0] == smollm2.tokenize_chat(traj.messages[:2])  # system (tool use) + question
    new = smollm2.detokenize(observations[1][len(observations[0]) + len(sent[0]) :])
    assert "408" in new  # the sandbox's output, in the tokens that follow the call
    assert [t.token_ids for t in traj.turns] == sent
    assert traj.tool_calls == 1 and traj.stop_reason == "turn_budget"


def test_chat_message_env_observations_extend_exactly(smollm2):
    ctx = EnvContext(system_prompt=None, sampling=SamplingParams(max_tokens=16), model_ref="external")
    env = make_env("twenty-questions", {"max_questions": 5}, ctx)
    env.gm_sampler = MockSampler("Yes.")
    from proctor.envs.twenty_questions import guessed

    step_env = StepEnv(env, CustomGrader("guessed", guessed), smollm2, reward_fn=lambda t: t.info["score"])
    turns = [
        spelled(smollm2, "Is it alive?"),
        smollm2.tokenize("Is it a pet?<|im_end|>"),
        spelled(smollm2, "Guess: cat"),
    ]
    try:
        observations, sent, out = run_episode(
            step_env, Problem(id="w", question="", prompt="", answer="cat"), lambda k, obs: turns[k]
        )
    finally:
        step_env.close()
    assert_extends(observations, sent)
    # the new tokens: the end of the policy's turn (once, though the policy emitted it in turn 2), the
    # game master's reply, the start of the next assistant turn, as the chat template renders them
    reply = "<|im_start|>user\nYes.<|im_end|>\n<|im_start|>assistant\n"
    assert observations[1][len(observations[0]) + len(sent[0]) :] == smollm2.tokenize("<|im_end|>\n" + reply)
    assert observations[2][len(observations[1]) + len(sent[1]) :] == smollm2.tokenize("\n" + reply)
    assert out.done and out.reward == 3 and out.info["trajectory"].correct


def test_tool_rollout_trace_feeds_an_eval_record_and_a_policy_update(smollm2):
    from proctor.sandbox import Sandbox

    ctx = EnvContext(system_prompt=None, sampling=SamplingParams(max_tokens=24), model_ref="external")
    call = smollm2.tokenize("```python\nprint(12 * 34)\n```<|im_end|>")
    given: list[list[float] | None] = []

    def policy(k: int, obs: list[int]) -> list[int]:
        if k == 0:
            given.append(None)  # a scripted action: the trainer has no logprobs for it
            return call
        params = SamplingParams(temperature=0.8, max_tokens=24, logprobs=True)
        (c,) = asyncio.run(smollm2.sample(obs, params, 1, 100 + k))
        given.append(c.logprobs)
        return list(c.token_ids)

    with Sandbox(workers=1, timeout_s=5) as box:
        ctx.extras["sandbox"] = box
        env = make_env("tool", {"max_turns": 3, "max_reminders": 3, "final_answer_pattern": "(?!)"}, ctx)
        step_env = StepEnv(env, CustomGrader("always", lambda r, a: True), smollm2)
        problem = Problem(id="t", question="", prompt="Compute 12 * 34 with Python.", answer="408")
        try:
            observations, sent, results = [step_env.reset(problem, seed=5)], [], []
            with pytest.raises(ValueError, match="1 logprobs for"):
                step_env.step(call, logprobs=[-0.5])  # not one per token: refused before the env sees it
            for k in range(3):
                sent.append(policy(k, observations[-1]))
                results.append(step_env.step(sent[-1], logprobs=given[-1]))
                if results[-1].done:
                    break
                observations.append(results[-1].observation)
            trace = step_env.trace()
        finally:
            step_env.close()
    out = results[-1]
    assert out.done and out.reward == 1.0 and len(sent) == 3
    for k, r in enumerate(results):  # each step says what it was: prompt, action, logprobs, what followed
        assert r.info["prompt_ids"] == observations[k] and r.info["action_ids"] == sent[k]
        assert r.info["logprobs"] == given[k]
        if not r.done:
            assert observations[k + 1] == observations[k] + sent[k] + r.info["appended_ids"]
    assert results[-1].info["appended_ids"] is None
    assert [t.prompt_ids for t in trace] == observations and [t.completion_ids for t in trace] == sent
    assert [t.logprobs for t in trace] == given and given[1] is not None
    assert [t.reward for t in trace] == [0.0, 0.0, 1.0]
    traj = out.info["trajectory"]  # the eval record of the same rollout: the same trace
    assert traj.trace() == trace and [t.logprobs for t in traj.turns] == given
    assert traj.info["tools"][0]["function"]["name"] == "code_interpreter"
