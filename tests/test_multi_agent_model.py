"""Multi-agent envs, the judge and regrade end to end on the embedded model (SmolLM2-135M, llama.cpp),
playing every role. Weak play is expected; complete, well-formed records are the point."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from proctor.grading.cli import app as regrade_app
from proctor.runs import read_run

pytestmark = pytest.mark.model

WORDS = [("w-cat", "cat"), ("w-apple", "apple")]
FAST = ["--max-tokens", "48", "--temperature", "0.7", "--seed", "1", "--concurrency", "2", "-q"]


def proctor(*args: str) -> subprocess.CompletedProcess:
    r = subprocess.run(
        [sys.executable, "-m", "proctor", *args],
        capture_output=True,
        text=True,
        env={**os.environ, "COLUMNS": "200"},
    )
    if r.returncode != 0:
        raise AssertionError(f"proctor {' '.join(args)} exited {r.returncode}\n{r.stdout}\n{r.stderr}")
    return r


def check_turns(rec, roles: set[str], under_test: str) -> None:
    assert rec.error is None, rec.error
    assert rec.turns and {t.role for t in rec.turns} <= roles
    assert all(t.finish_reason in ("stop", "length") and t.seed is not None for t in rec.turns)
    assert rec.completion_tokens == sum(t.completion_tokens for t in rec.turns if t.role == under_test)
    assert rec.messages[-1] == {
        "role": "assistant",
        "content": [t for t in rec.turns if t.role == under_test][-1].text,
    }
    roles_seen = [m["role"] for m in rec.messages]
    assert all(a != b for a, b in zip(roles_seen, roles_seen[1:], strict=False))  # alternating chat


def test_twenty_questions_embedded_model_every_role(tmp_path):
    words = tmp_path / "words.jsonl"
    words.write_text(
        "".join(json.dumps({"id": i, "problem": "secret word", "answer": w}) + "\n" for i, w in WORDS)
    )
    out = tmp_path / "tq"
    proctor(
        "eval", "arith", "--data", str(words), "--env", "twenty-questions", "--system-prompt", "",
        "--grader", "proctor.envs.twenty_questions:guessed", *FAST, "--output", str(out),
        "--set", "env.max_questions=3", "--set", "env.max_replies=4",
        "--set", "env.roles.gamemaster.max_tokens=8", "--set", "env.roles.gamemaster.temperature=0.0",
    )  # fmt: skip
    run = read_run(out)
    assert run.summary is not None and len(run.records) == 2
    assert run.config["env"]["roles"]["gamemaster"]["max_tokens"] == 8
    for rec in run.records:
        check_turns(rec, {"player", "gamemaster"}, "player")
        info = rec.info
        assert 1 <= sum(t.role == "player" for t in rec.turns) <= 4 and info["questions_asked"] <= 3
        assert rec.stop_reason in ("done", "turn_budget") and rec.correct == info["guessed"]
        assert info["score"] == (3 - info["questions_asked"] if info["guessed"] else 0)
        speakers = [s["speaker"] for s in info["transcript"]]
        assert speakers[0] == "system" and set(speakers) <= {"system", "player", "gamemaster"}
        gm_lines = [s["content"] for s in info["transcript"] if s["speaker"] == "gamemaster"]
        assert all(line in ("Yes.", "No.", "Sometimes.") for line in gm_lines)
    env_stats = run.summary.get("env", {})
    assert env_stats.get("samples") == 2


def test_user_sim_embedded_model_every_role(tmp_path):
    out = tmp_path / "us"
    proctor(
        "eval", "arith", "--limit", "2", "--env", "user-sim", *FAST, "--output", str(out),
        "--set", "env.max_turns=2", "--set", "env.roles.user.max_tokens=32",
    )  # fmt: skip
    run = read_run(out)
    assert run.summary is not None and len(run.records) == 2
    for rec in run.records:
        check_turns(rec, {"assistant", "user"}, "assistant")
        transcript = rec.info["transcript"]
        assert transcript[0]["speaker"] == "user" and transcript[1]["speaker"] == "assistant"
        assert rec.final_text == [s["content"] for s in transcript if s["speaker"] == "assistant"][-1]
        assert rec.stop_reason in ("done", "turn_budget") and rec.grader == "number"


def test_judge_env_and_judge_regrade_of_a_math_run_then_integer_regrade(tmp_path):
    math_run = tmp_path / "math"
    proctor("eval", "arith", "--limit", "3", "--grader", "math", *FAST, "--output", str(math_run))
    original = read_run(math_run)
    assert {r.grader for r in original.records} == {"math"}

    # judge env: the judge's raw output is on every sample
    judged = tmp_path / "judge-env"
    proctor(
        "eval", "arith", "--limit", "2", "--env", "judge", *FAST, "--output", str(judged),
        "--set", "env.roles.judge.max_tokens=24",
    )  # fmt: skip
    for rec in read_run(judged).records:
        assert rec.error is None and rec.info["judge"]["judge_output"].strip()
        assert rec.info["judge"]["judge_model"] == "llamacpp:smollm2"  # the model under test, reused

    # judge grader through regrade: same samples, judge's output recorded, original untouched
    before = (math_run / "samples.jsonl").read_bytes()
    r = CliRunner().invoke(
        regrade_app,
        [
            str(math_run),
            "--grader",
            "judge",
            "--grader-option",
            "max_tokens=24",
            "--output",
            str(tmp_path / "j"),
        ],
    )
    assert r.exit_code == 0, r.output
    jrun = read_run(tmp_path / "j")
    assert all(x.info["grade_details"]["judge_output"].strip() for x in jrun.records)
    assert all(x.grader == "judge" and x.grade_status in ("ok", "unparsable") for x in jrun.records)

    # integer regrade of the math run: flips reported, item by item
    r = CliRunner().invoke(
        regrade_app, [str(math_run), "--grader", "integer", "--output", str(tmp_path / "i")]
    )
    assert r.exit_code == 0, r.output
    irun = read_run(tmp_path / "i")
    old = {(x.problem_id, x.sample_index): x.correct for x in original.records}
    up = [
        k for k in old if not old[k] and {(x.problem_id, x.sample_index): x.correct for x in irun.records}[k]
    ]
    assert f"incorrect -> correct: {len(up)}" in r.output and "mean@n:" in r.output
    assert (math_run / "samples.jsonl").read_bytes() == before
    print(r.output)
