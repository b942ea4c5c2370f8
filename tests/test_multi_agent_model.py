"""Multi-agent envs, the judge and regrade end to end on the embedded model (SmolLM2-135M, llama.cpp),
playing every role, through the real runner. Weak play is expected; complete, well-formed records
are the point. Token limits are small so the whole file takes about a minute on 2 cores."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from proctor import runner
from proctor.cli.runs import regrade_cmd
from proctor.config import build_config
from proctor.runs import RunData, read_run

pytestmark = pytest.mark.model

regrade_app = typer.Typer(add_completion=False, pretty_exceptions_enable=False)  # `proctor regrade` alone
regrade_app.command("regrade")(regrade_cmd)

BASE = {
    "model.n_threads": 1,
    "sampling.max_tokens": 24,
    "sampling.temperature": 0.7,
    "run.seed": 1,
    "runner.concurrency": 2,
}


def run_eval(out: Path, flags: dict, sets: list[str] = ()) -> RunData:
    cfg = build_config(flags={**BASE, **flags}, sets=list(sets))
    prep, run_dir, done = runner.start_run(cfg, out)
    result = asyncio.run(runner.execute(prep, run_dir, done))
    assert result.errored == 0
    return read_run(run_dir)


def check_turns(rec, roles: set[str], under_test: str) -> None:
    assert rec.error is None, rec.error
    assert rec.turns and {t.role for t in rec.turns} <= roles
    assert all(t.finish_reason in ("stop", "length") and t.seed is not None for t in rec.turns)
    mine = [t for t in rec.turns if t.role == under_test]
    assert rec.completion_tokens == sum(t.completion_tokens for t in mine) > 0
    assert rec.messages[-1] == {"role": "assistant", "content": mine[-1].text}
    roles_seen = [m["role"] for m in rec.messages if m["role"] != "system"]
    assert roles_seen[0] == "user"
    assert all(a != b for a, b in zip(roles_seen, roles_seen[1:], strict=False))  # alternating chat


def test_twenty_questions_embedded_model_every_role(tmp_path):
    words = tmp_path / "words.jsonl"
    rows = [("w-cat", "cat"), ("w-apple", "apple")]
    words.write_text(
        "".join(json.dumps({"id": i, "problem": "secret word", "answer": w}) + "\n" for i, w in rows)
    )
    flags = {
        "benchmark.data": str(words),
        "env.name": "twenty-questions",
        "prompt.system": "",
        "grader.name": "proctor.envs.twenty_questions:guessed",
    }
    sets = [
        "env.max_questions=2",
        "env.max_replies=3",
        "env.gamemaster_retries=0",
        "env.roles.gamemaster.max_tokens=4",
        "env.roles.gamemaster.temperature=0.0",
    ]
    run = run_eval(tmp_path / "tq", flags, sets)
    assert run.summary is not None and len(run.records) == 2
    assert run.config["env"]["roles"]["gamemaster"]["max_tokens"] == 4
    for rec in run.records:
        check_turns(rec, {"player", "gamemaster"}, "player")
        info = rec.info
        assert 1 <= sum(t.role == "player" for t in rec.turns) <= 3 and info["questions_asked"] <= 2
        assert rec.stop_reason in ("done", "turn_budget") and rec.correct == info["guessed"]
        assert info["score"] == (2 - info["questions_asked"] if info["guessed"] else 0)
        speakers = [s["speaker"] for s in info["transcript"]]
        assert speakers[0] == "system" and set(speakers) <= {"system", "player", "gamemaster"}
        gm_lines = [s["content"] for s in info["transcript"] if s["speaker"] == "gamemaster"]
        assert all(line in ("Yes.", "No.", "Sometimes.") for line in gm_lines)
        gm_calls = sum(t.role == "gamemaster" for t in rec.turns)
        assert gm_calls == len(gm_lines) + info["role_failures"].get("gamemaster", 0)
    assert run.summary["env"]["samples"] == 2


def test_user_sim_embedded_model_every_role(tmp_path):
    flags = {"benchmark.name": "arith", "benchmark.limit": 2, "env.name": "user-sim"}
    run = run_eval(tmp_path / "us", flags, ["env.max_turns=2", "env.roles.user.max_tokens=16"])
    assert run.summary is not None and len(run.records) == 2
    for rec in run.records:
        check_turns(rec, {"assistant", "user"}, "assistant")
        transcript = rec.info["transcript"]
        assert transcript[0] == {"speaker": "user", "content": rec.messages[1]["content"]}
        assert transcript[1]["speaker"] == "assistant"
        assert rec.final_text == [s["content"] for s in transcript if s["speaker"] == "assistant"][-1]
        assert rec.stop_reason in ("done", "turn_budget") and rec.grader == "number"


def test_judge_env_and_judge_and_integer_regrades_of_a_math_run(tmp_path):
    judged = run_eval(
        tmp_path / "judge-env",
        {"benchmark.name": "arith", "benchmark.limit": 2, "env.name": "judge"},
        ["env.roles.judge.max_tokens=16"],
    )
    for rec in judged.records:
        assert rec.error is None and rec.info["judge"]["judge_output"].strip()
        assert rec.info["judge"]["judge_model"] == "llamacpp:smollm2"  # the model under test, reused
        assert [t.role for t in rec.turns] == ["player"]

    math_run = run_eval(
        tmp_path / "math", {"benchmark.name": "arith", "benchmark.limit": 3, "grader.name": "math"}
    )
    assert {r.grader for r in math_run.records} == {"math"}
    before = (math_run.path / "samples.jsonl").read_bytes()

    r = CliRunner().invoke(
        regrade_app,
        [
            str(math_run.path),
            "--grader",
            "judge",
            "--grader-option",
            "max_tokens=16",
            "--output",
            str(tmp_path / "j"),
        ],
    )
    assert r.exit_code == 0, r.output
    jrun = read_run(tmp_path / "j")
    assert all(x.info["grade_details"]["judge_output"].strip() for x in jrun.records)
    # a judge reply without a readable verdict is no_answer, never a pass
    assert all(x.grader == "judge" and x.grade_status in ("ok", "no_answer") for x in jrun.records)

    r = CliRunner().invoke(
        regrade_app, [str(math_run.path), "--grader", "integer", "--output", str(tmp_path / "i")]
    )
    assert r.exit_code == 0, r.output
    now = {(x.problem_id, x.sample_index): x.correct for x in read_run(tmp_path / "i").records}
    up = [k for k, x in ((k, r) for k, r in now.items()) if x and not _old(math_run)[k]]
    assert f"incorrect -> correct: {len(up)}" in r.output and "mean@n:" in r.output
    assert (math_run.path / "samples.jsonl").read_bytes() == before
    print(r.output)


def _old(run: RunData) -> dict:
    return {(x.problem_id, x.sample_index): x.correct for x in run.records}


def test_step_api_with_the_embedded_models_own_tokens():
    """Token in, token out: the policy samples from the observation's token ids; the reward is the
    benchmark grader's verdict on the detokenized text, as `proctor eval` would give it."""
    from proctor.benchmarks import load_benchmark
    from proctor.models import ModelOptions, load_sampler
    from proctor.models.base import SamplingParams
    from proctor.rewards import StepEnv

    cfg = build_config(flags={**BASE, "benchmark.name": "arith", "benchmark.limit": 2})
    prep = runner.prepare(cfg)
    policy = load_sampler("llamacpp:smollm2", ModelOptions(n_threads=1))
    env = StepEnv.from_prepared(prep, policy)  # the llama.cpp sampler is its own tokenizer
    grader = env.grader  # the eval's grader in strict mode, the reward default
    assert grader.name == prep.grader.name and getattr(grader, "mode", None) == "strict"
    try:
        for problem in load_benchmark("arith", limit=2).problems:
            obs = env.reset(problem, seed=5)
            msgs = [
                {"role": "system", "content": prep.system_prompt},
                {"role": "user", "content": problem.prompt},
            ]
            assert obs == policy.tokenize_chat(msgs)
            (c,) = asyncio.run(policy.sample(obs, SamplingParams(max_tokens=24, temperature=0.7), seed=5))
            out = env.step(c.token_ids)
            assert out.done and out.reward == float(grader.grade(c.text, problem.answer).correct)
            assert out.info["trajectory"].final_text == policy.detokenize(c.token_ids)
    finally:
        env.close()
