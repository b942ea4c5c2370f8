"""RL rewards agree with `proctor eval`: same graders, same env code paths."""

from __future__ import annotations

import asyncio

import pytest

from proctor import runner
from proctor.benchmarks.problem import Problem
from proctor.config import build_config
from proctor.envs import EnvContext, make_env
from proctor.models.base import SamplingParams
from proctor.models.mock import MockSampler
from proctor.rewards import (
    FormattedReward,
    GraderReward,
    RegexReward,
    StepEnv,
    boxed_format_reward,
    completion_text,
    math_reward,
)
from proctor.runs import read_run


class CharTokenizer:
    """A toy tokenizer: one token per character; chat rendered as 'role: content' lines."""

    def tokenize_chat(self, messages, add_generation_prompt=True):
        text = "".join(f"{m['role']}: {m['content']}\n" for m in messages)
        return [ord(c) for c in text + ("assistant: " if add_generation_prompt else "")]

    def detokenize(self, tokens):
        return "".join(map(chr, tokens))


@pytest.fixture(scope="module")
def eval_run(tmp_path_factory):
    """A real `proctor eval` run (runner + benchmark + grader) with the seeded mock model."""
    cfg = build_config(
        flags={"model.ref": "mock:seeded", "benchmark.name": "arith", "benchmark.limit": 24, "sampling.n": 3}
    )
    prep, run_dir, done = runner.start_run(cfg, tmp_path_factory.mktemp("rl") / "run")
    asyncio.run(runner.execute(prep, run_dir, done))
    run = read_run(run_dir)
    return run, cfg


def test_trl_reward_equals_eval_correct_plain_and_conversational(eval_run):
    run, _ = eval_run
    recs = run.records
    correct = [float(r.correct) for r in recs]
    assert 0 < sum(correct) < len(correct)  # both outcomes present, so equality means something
    reward = GraderReward(run.config["grader"]["name"])
    plain = reward(completions=[r.final_text for r in recs], answer=[r.answer for r in recs], prompts=None)
    conv = reward(
        completions=[[{"role": "assistant", "content": r.final_text}] for r in recs],
        answer=[r.answer for r in recs],
    )
    assert plain == correct and conv == correct
    fmt = FormattedReward(run.config["grader"]["name"])([r.final_text for r in recs])
    assert fmt == [float(r.formatted) for r in recs]


def test_step_api_gives_the_eval_prompt_and_reward(eval_run):
    run, cfg = eval_run
    assert StepEnv.from_prepared(runner.prepare(cfg), CharTokenizer()).grader.mode == "strict"  # the default
    cfg = cfg.model_copy(deep=True)
    cfg.grader.options["mode"] = "standard"  # the eval's mode: the eval's rewards
    prep = runner.prepare(cfg)
    problems = {p.id: p for p in prep.bench.problems}
    tok = CharTokenizer()
    env = StepEnv.from_prepared(prep, tok)
    try:
        for r in run.records[:12]:
            obs = env.reset(problems[r.problem_id], r.seed)
            assert obs == tok.tokenize_chat(r.messages[:-1])  # the same prompt `proctor eval` sent
            out = env.step([ord(c) for c in r.final_text])
            assert out.done and out.observation == []
            assert out.reward == float(r.correct)
            assert out.info["trajectory"].grader_version == r.grader_version
    finally:
        env.close()


def test_step_api_multi_turn_twenty_questions():
    ctx = EnvContext(system_prompt=None, sampling=SamplingParams(max_tokens=16), model_ref="external")
    env = make_env("twenty-questions", {"max_questions": 5}, ctx)
    env.gm_sampler = MockSampler("Yes.")
    from proctor.envs.twenty_questions import guessed
    from proctor.grading.graders import CustomGrader

    tok = CharTokenizer()
    step_env = StepEnv(env, CustomGrader("guessed", guessed), tok, reward_fn=lambda t: t.info["score"])
    obs = step_env.reset(Problem(id="w", question="", prompt="", answer="cat"), seed=1)
    assert "Twenty Questions" in tok.detokenize(obs)
    out = step_env.step([ord(c) for c in "Is it alive?"])
    assert not out.done and tok.detokenize(out.observation).endswith("user: Yes.\nassistant: ")
    out = step_env.step([ord(c) for c in "Guess: cat"])
    assert out.done and out.reward == 4  # 5 questions, 1 asked before the winning guess
    assert out.info["trajectory"].correct
    with pytest.raises(RuntimeError, match="reset"):
        step_env.step([1])
    step_env.close()


def test_format_and_regex_rewards_and_errors():
    assert boxed_format_reward(["so \\boxed{3}", "3"]) == [1.0, 0.0]
    assert math_reward(["\\boxed{()}", "\\boxed{( )}"], answer=["5", "5"]) == [0.0, 0.0]  # no crash
    assert math_reward(["\\boxed{\\frac{1}{2}}", "\\boxed{0.5}", "no"], answer=["0.5"] * 3) == [1.0, 1.0, 0.0]
    think = RegexReward(r"^<think>.*</think>", name="think")
    assert think([[{"role": "assistant", "content": "<think>hm</think> 4"}], "4"]) == [1.0, 0.0]
    assert completion_text([{"role": "user", "content": "q"}, {"role": "assistant", "content": "a"}]) == "a"
    with pytest.raises(ValueError, match="'answer' column"):
        GraderReward("math")(["x"])
    with pytest.raises(ValueError, match="2 completions but 1 answers"):
        GraderReward("math")(["x", "y"], answer=["1"])


def test_step_api_self_play_keeps_one_exact_sequence_per_role():
    """With no game-master model the policy plays both roles: two conversations, each extending."""
    ctx = EnvContext(system_prompt=None, sampling=SamplingParams(max_tokens=16), model_ref="external")
    env = make_env("twenty-questions", {"max_questions": 5}, ctx)
    env.gm_sampler = None  # the model under test (the trainer's policy) plays the game master too
    from proctor.envs.twenty_questions import guessed
    from proctor.grading.graders import CustomGrader

    tok = CharTokenizer()
    step_env = StepEnv(env, CustomGrader("guessed", guessed), tok, reward_fn=lambda t: t.info["score"])
    obs = step_env.reset(Problem(id="w", question="", prompt="", answer="cat"), seed=1)
    last = {0: obs}
    sent: dict[int, list[int]] = {}
    seen = [0]
    out = None
    for text in ["Is it alive?", "Yes.", "Is it a pet?", "Yes.", "Guess: cat"]:
        conv = seen[-1]
        sent[conv] = [ord(c) for c in text]
        out = step_env.step(sent[conv])
        if out.done:
            break
        k = out.info["conversation"]
        if k in last:  # observation k+1 of this conversation = its observation k + action + new tokens
            head = last[k] + sent[k]
            assert out.observation[: len(head)] == head and len(out.observation) > len(head)
        last[k] = out.observation
        seen.append(k)
    assert seen[:4] == [0, 1, 0, 1]  # player, game master, player, game master
    assert out is not None and out.done and out.info["trajectory"].correct
    step_env.close()


class RewritingEnv:
    """An env that edits the question once the model has answered: its history is re-written."""

    name = "rewriting"
    options = None

    async def rollout(self, sampler, problem, seed):
        from proctor.envs.base import Trajectory

        msgs = [{"role": "user", "content": "What is 2+2?"}]
        (c,) = await sampler.sample(msgs, SamplingParams(max_tokens=8), 1, seed)
        msgs = [{"role": "user", "content": "What is 2 + 2?"}, {"role": "assistant", "content": c.text}]
        msgs.append({"role": "user", "content": "Sure?"})
        (c,) = await sampler.sample(msgs, SamplingParams(max_tokens=8), 1, seed)
        return Trajectory(problem_id=problem.id, seed=seed, messages=msgs, final_text=c.text)


def test_step_api_refuses_an_env_that_rewrites_its_history():
    from proctor.grading.graders import CustomGrader
    from proctor.rewards.step import ObservationMismatch

    step_env = StepEnv(RewritingEnv(), CustomGrader("never", lambda r, a: False), CharTokenizer())
    step_env.reset(Problem(id="p", question="", prompt="", answer="4"), seed=0)
    with pytest.raises(ObservationMismatch, match="does not extend"):
        step_env.step([ord(c) for c in "4"])
    step_env.close()


@pytest.mark.parametrize("reward", [GraderReward("math"), FormattedReward("math"), math_reward])
def test_a_single_answer_string_is_refused_not_applied_to_every_completion(reward):
    completions = ["\\boxed{4}", "\\boxed{5}"]
    with pytest.raises(ValueError, match=r"one gold answer per completion, got str '4' for 2 completions"):
        reward(completions, answer="4")
    with pytest.raises(ValueError, match="2 completions but 1 answers"):
        reward(completions, answer=["4"])
    assert reward(completions, answer=("4", "5")) == [1.0, 1.0]


def test_trl_completion_ids_say_which_completions_were_cut():
    """TRL passes ``completion_ids`` but no finish reason: with ``eos_token_ids`` a completion whose ids
    do not end in one was cut, and is graded as ``proctor eval`` grades a ``length`` finish (only a
    marked answer counts), never for the number it stopped at."""
    text = "She sells 16 - 3 - 4 = 9 eggs for 9 * 2 = 18"
    kw = {"completions": [text, text], "answer": ["18", "18"], "completion_ids": [[5, 7, 2], [5, 7, 9]]}
    assert GraderReward("number")(**kw) == [0.0, 0.0]  # strict, the reward default: no marked answer
    std = {"mode": "standard"}  # the last-number fallback of `proctor eval`
    assert GraderReward("number", **std)(**kw) == [1.0, 1.0]  # without the ids' ending: both finished
    assert GraderReward("number", eos_token_ids=2, **std)(**kw) == [1.0, 0.0]
    given = GraderReward("number", eos_token_ids=[2], **std)(**kw, truncated=[True, False])
    assert given == [0.0, 1.0]  # a given `truncated` wins over the ids
    marked = {**kw, "completions": [text + ", so the answer is $\\boxed{18}$ dollars."] * 2}
    assert GraderReward("number", eos_token_ids=2)(**marked) == [1.0, 1.0]  # a closed box is an answer
    assert FormattedReward("number", eos_token_ids=2)(**marked) == [1.0, 1.0]
    # strict: a response that goes on past its box does not end on it (grading/finality.py), cut or not
    on = {**kw, "completions": [text + ", so the answer is $\\boxed{18}$ dollars, which she keeps"] * 2}
    assert GraderReward("number", eos_token_ids=2)(**on) == [0.0, 0.0]
    assert GraderReward("number", eos_token_ids=2, mode="standard")(**on) == [1.0, 1.0]
    # standard too refuses words after the counted unit that it cannot prove harmless (grading/count_tails.py)
    cut = {**kw, "completions": [text + ", so the answer is $\\boxed{18}$ dollars and"] * 2}
    assert GraderReward("number", eos_token_ids=2, mode="standard")(**cut) == [0.0, 0.0]
