"""End to end on the real embedded model (SmolLM2-135M-Instruct, llama.cpp), through the real CLI."""

from __future__ import annotations

import json
import signal
from pathlib import Path

import pytest
from proctor_cli import EMBEDDED_SAMPLES, EMBEDDED_SETTINGS
from proctor_cli import run_proctor as proctor

from proctor.runs import read_run

pytestmark = pytest.mark.model

# the session's shared run (tests/conftest.py ``embedded_run``) is this file's uninterrupted run: each
# test below runs the same settings again (another concurrency, killed, interrupted) and must equal it
TOTAL = EMBEDDED_SAMPLES


def texts(run_dir: Path) -> dict[tuple[str, int], str]:
    return {(r.problem_id, r.sample_index): r.final_text for r in read_run(run_dir).records}


@pytest.fixture
def base_run(embedded_run) -> Path:
    return embedded_run


def test_end_to_end_records_and_summary(base_run):
    run = read_run(base_run)
    assert len(run.records) == TOTAL
    assert {(r.problem_id, r.sample_index) for r in run.records} == {
        (pid, i) for pid in {r.problem_id for r in run.records} for i in range(2)
    }
    assert run.summary is not None
    correct = sum(r.correct for r in run.records)
    assert run.summary["mean@n"] == pytest.approx(correct / TOTAL)
    for r in run.records:
        assert r.final_text and r.completion_tokens > 0 and r.prompt_tokens > 0
        assert r.messages[-1] == {"role": "assistant", "content": r.final_text}
        assert r.grader and r.grader_version and r.grade_status in {"ok", "no_answer", "unparsable"}
        assert r.finish_reason in {"stop", "length"}
        assert r.latency_s > 0
    cfg = run.config
    assert cfg["sampling"]["temperature"] == 0.8 and cfg["sampling"]["n"] == 2
    assert cfg["resolved"]["model"]["sha256"] and cfg["resolved"]["dataset"]["fingerprint"]
    assert cfg["resolved"]["grader_version"] == run.records[0].grader_version
    assert (base_run / "eval.log").read_text().strip()


def test_same_seed_same_completions_whatever_the_concurrency(base_run, tmp_path):
    again = tmp_path / "again"
    proctor("eval", *EMBEDDED_SETTINGS, "--concurrency", "3", "--output", str(again))
    first = texts(base_run)
    assert texts(again) == first
    assert len(set(first.values())) > 1  # sampled, not one constant text


def test_sigkill_then_resume_matches_uninterrupted(base_run, tmp_path, eval_then_signal):
    out = tmp_path / "killed"
    args = [*EMBEDDED_SETTINGS, "--concurrency", "2"]
    eval_then_signal(args, out, lines=2, sig=signal.SIGKILL)
    samples = out / "samples.jsonl"
    n_before = samples.read_bytes().count(b"\n")
    assert 2 <= n_before < TOTAL, "the kill should land mid-run"
    assert not (out / "summary.json").exists()
    with open(samples, "ab") as f:  # what a kill during a write leaves behind
        f.write(b'{"problem_id": "arith-L1-0000", "sample_')
    r = proctor("eval", "--resume", str(out))
    assert "to generate" in r.stderr
    lines = samples.read_bytes().splitlines()
    keys = [(json.loads(x)["problem_id"], json.loads(x)["sample_index"]) for x in lines]
    assert len(keys) == len(set(keys)) == TOTAL
    assert texts(out) == texts(base_run)
    assert (out / "summary.json").exists()
    # resuming a complete run generates nothing and changes nothing
    before = samples.read_bytes()
    proctor("eval", "--resume", str(out))
    assert samples.read_bytes() == before


def test_ctrl_c_stops_cleanly_and_resume_finishes(base_run, tmp_path, eval_then_signal):
    out = tmp_path / "interrupted"
    args = [*EMBEDDED_SETTINGS, "--concurrency", "2"]
    proc = eval_then_signal(args, out, lines=1, sig=signal.SIGINT)
    output = proc.output
    assert proc.returncode == 130, output  # not a segfault: the model is freed only after its generation
    assert "proctor eval --resume" in output
    assert (
        f"interrupted (Ctrl-C or SIGTERM); every finished sample is saved; continue with: proctor eval --resume {out}"
        in (out / "eval.log").read_text()
    )
    proctor("eval", "--resume", str(out))
    assert texts(out) == texts(base_run)


@pytest.mark.parametrize("sig", [signal.SIGTERM])
def test_sigterm_stops_as_ctrl_c_does_and_eval_log_says_so(base_run, tmp_path, eval_then_signal, sig):
    """`kill PID` (a scheduler's stop): the same clean stop as Ctrl-C, recorded in eval.log."""
    out = tmp_path / "terminated"
    args = [*EMBEDDED_SETTINGS, "--concurrency", "2"]
    proc = eval_then_signal(args, out, lines=1, sig=sig)
    assert proc.returncode == 130, proc.output
    log = (out / "eval.log").read_text()
    assert "interrupted (Ctrl-C or SIGTERM)" in log and not (out / "summary.json").exists()
    proctor("eval", "--resume", str(out))
    assert texts(out) == texts(base_run)
