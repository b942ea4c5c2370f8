"""`proctor eval twenty-questions` works with no word list of the user's, and the reply budget follows
max_questions."""

from __future__ import annotations

import asyncio
import tomllib

import pytest
from typer.testing import CliRunner

from proctor.benchmarks import REGISTRY, load_benchmark
from proctor.benchmarks.problem import Problem
from proctor.cli import app
from proctor.envs import EnvContext, make_env
from proctor.envs.twenty_questions import guessed
from proctor.models.base import SamplingParams
from proctor.models.mock import MockSampler
from proctor.runs import read_run


def test_the_built_in_word_list_is_a_registry_benchmark_its_grader_reads():
    bench = load_benchmark("twenty-questions")
    assert len(bench.problems) == REGISTRY["twenty-questions"].size >= 30
    assert len({p.id for p in bench.problems}) == len(bench.problems)
    cat = next(p for p in bench.problems if p.id == "w-cat")
    assert guessed("Guess: cat", cat.answer) and not guessed("Guess: dog", cat.answer)
    plane = next(p for p in bench.problems if p.id == "w-airplane")
    assert guessed("Guess: aeroplane", plane.answer)


def _eval_words(out, *extra: str) -> dict:
    """`proctor eval twenty-questions` on the first 3 words with a player that always guesses cat."""
    args = ["eval", "twenty-questions", "--model", "mock:Guess: cat", "--limit", "3", "-q", *extra]
    r = CliRunner().invoke(app, [*args, "--output", str(out)])
    assert r.exit_code == 0, r.output
    return tomllib.loads((out / "config.toml").read_text())


def test_proctor_eval_twenty_questions_just_works(tmp_path):
    config = _eval_words(tmp_path / "run")
    assert config["env"]["name"] == "twenty-questions"
    assert config["grader"]["name"] == "proctor.envs.twenty_questions:guessed"
    assert config["env"]["max_replies"] == 25  # recorded as it took effect
    won = {rec.problem_id: rec.correct for rec in read_run(tmp_path / "run").records}
    assert won == {"w-cat": True, "w-dog": False, "w-horse": False}


def test_an_explicit_env_still_wins_over_the_benchmark_s_own(tmp_path):
    assert _eval_words(tmp_path / "run", "--env", "text-only")["env"]["name"] == "text-only"


def _ctx() -> EnvContext:
    return EnvContext(system_prompt=None, sampling=SamplingParams(max_tokens=8), model_ref="mock:")


@pytest.mark.parametrize(("questions", "replies"), [(20, 25), (10, 13), (4, 6), (1, 3)])
def test_the_default_reply_budget_follows_max_questions(questions, replies):
    env = make_env("twenty-questions", {"max_questions": questions}, _ctx())
    assert env.options.max_replies == replies
    env.gm_sampler = MockSampler("No.")
    t = asyncio.run(
        env.rollout(MockSampler(""), Problem(id="w", question="", prompt="", answer="cat"), seed=1)
    )
    assert sum(1 for turn in t.turns if turn.role == "player") == replies  # a silent player stops there


def test_an_explicit_reply_budget_is_kept():
    assert (
        make_env("twenty-questions", {"max_questions": 10, "max_replies": 40}, _ctx()).options.max_replies
        == 40
    )
