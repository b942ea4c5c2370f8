"""A run's summary is tallied as its records are written: the end of a run reads nothing back, and the
summary is the one the records on disk give (a fresh run, a resume after errors, a grown run, and a
tally that fails midway)."""

from __future__ import annotations

import asyncio
import random

import pytest

from proctor.config import build_config
from proctor.metrics.run_summary import RunSummary, summarize_run_records
from proctor.models import mock
from proctor.models.base import SampleError
from proctor.runner import execute, resume_run, start_run
from proctor.runner import execution as execution_mod
from proctor.runs import iter_dicts, iter_records
from proctor.seeds import sample_seed

GOLD: dict[str, str] = {}  # problem text -> its answer, for the problems of the test's run


def varied_text(prompt, seed):
    """Thinking, then the right answer, a wrong one, no answer, or a loop: every block of the summary
    has work (accuracy, majority votes, thinking, no-answer and loop rates)."""
    rng = random.Random(seed)
    think = "<think>" + " ".join(["hmm"] * rng.randint(1, 30)) + "</think>"
    kind = rng.random()
    if kind < 0.15:
        return think + " I am not sure."
    if kind < 0.25:
        return think + " " + "the same words again " * 120
    question = prompt[-1]["content"]
    gold = next((a for q, a in GOLD.items() if q in question), "0")
    return f"{think} The answer is \\boxed{{{gold if kind < 0.6 else rng.randint(0, 3)}}}"


@pytest.fixture
def varied(monkeypatch):
    from proctor.benchmarks import load_benchmark

    GOLD.clear()
    GOLD.update({p.question: p.answer for p in load_benchmark("arith", limit=12).problems})
    monkeypatch.setattr(mock, "seeded_text", varied_text)  # what mock:seeded answers


def settings(n: int = 4) -> list[str]:
    return [
        "model.ref=mock:seeded",
        "benchmark.limit=12",
        f"sampling.n={n}",
        "sampling.temperature=1.0",
        "runner.concurrency=8",
    ]


def from_disk(run_dir, n: int) -> dict:
    return summarize_run_records(iter_dicts(run_dir / "samples.jsonl"), n=n, seed=0)


def without_wall(summary: dict) -> dict:
    return {k: v for k, v in summary.items() if k != "wall_s"}


class FileReads:
    """Counts the times the runner reads samples.jsonl back (its one reader, iter_dicts)."""

    def __init__(self, monkeypatch):
        self.count = 0
        real = execution_mod.iter_dicts

        def counted(path):
            self.count += 1
            return real(path)

        monkeypatch.setattr(execution_mod, "iter_dicts", counted)


def test_a_fresh_runs_summary_is_tallied_without_reading_the_records_back(tmp_path, varied, monkeypatch):
    prep, run_dir, done = start_run(build_config(None, None, settings()), tmp_path / "run")
    reads = FileReads(monkeypatch)
    result = asyncio.run(execute(prep, run_dir, done))
    assert result.errored == 0 and result.summary is not None
    assert reads.count == 0  # the summary came from the tally, not from the file
    assert without_wall(result.summary) == from_disk(run_dir, 4)
    s = result.summary
    assert s["samples"] == 48 and "thinking" in s and 0 < s["metrics"]["loop_rate"]["value"] < 1
    assert 0 < s["mean@n"] < 1 and s["metrics"]["no_answer_rate"]["value"] > 0


class FailsSome(mock.MockSampler):
    """mock:seeded that gives up (as the retry layer does) for the seeds in ``bad``."""

    def __init__(self, bad: set[int]):
        super().__init__(varied_text, ref="mock:seeded")
        self.bad = bad

    async def sample(self, prompt, params, n=1, seed=None):
        if seed in self.bad:
            raise SampleError("gave up after 0 retries; last error: HTTP 500")
        return await super().sample(prompt, params, n, seed)


def test_a_resumed_runs_summary_counts_the_records_already_on_disk(tmp_path, varied, monkeypatch):
    prep, run_dir, done = start_run(build_config(None, None, settings()), tmp_path / "run")
    seeds = [sample_seed(0, "arith", p.id, i) for p in prep.bench.problems for i in range(4)]
    prep.sampler = FailsSome(set(seeds[::5]))
    first = asyncio.run(execute(prep, run_dir, done))
    assert first.summary is None and first.errored == len(seeds[::5])  # partial: no summary
    prep, run_dir, done = resume_run(run_dir)  # errored records dropped; the others stay
    assert len(done) == 48 - first.errored
    reads = FileReads(monkeypatch)
    result = asyncio.run(execute(prep, run_dir, done))
    assert result.generated == first.errored and result.errored == 0
    assert reads.count == 1  # once, at the start: the records already there fed the tally
    assert without_wall(result.summary) == from_disk(run_dir, 4)
    assert result.summary["samples"] == 48


def test_a_grown_runs_summary_is_the_one_of_every_record(tmp_path, varied):
    prep, run_dir, done = start_run(build_config(None, None, settings(n=2)), tmp_path / "run")
    asyncio.run(execute(prep, run_dir, done))
    prep, run_dir, done = resume_run(run_dir, 5)
    result = asyncio.run(execute(prep, run_dir, done))
    assert result.generated == 36
    assert without_wall(result.summary) == from_disk(run_dir, 5)
    assert result.summary["counts"]["samples_per_problem"] == {"min": 5, "max": 5}


def test_a_tally_that_fails_midway_falls_back_to_the_file(tmp_path, varied, monkeypatch):
    prep, run_dir, done = start_run(build_config(None, None, settings()), tmp_path / "run")
    real, calls = RunSummary.add, [0]

    def breaks(self, r):
        calls[0] += 1
        if calls[0] == 20:
            raise OSError(28, "No space left on device")
        real(self, r)

    monkeypatch.setattr(RunSummary, "add", breaks)
    reads = FileReads(monkeypatch)
    result = asyncio.run(execute(prep, run_dir, done))
    # no record offered to the tally once it broke; then the 48 of the file, read back at the end
    assert result.errored == 0 and calls[0] == 20 + 48
    assert reads.count == 1  # read back at the end instead
    assert without_wall(result.summary) == from_disk(run_dir, 4)
    assert "tallying the summary failed" in (run_dir / "eval.log").read_text()


def test_the_tally_equals_the_file_for_records_as_written(tmp_path, varied):
    """Fed Trajectories (as the runner does) or the dicts read back, one summary."""
    prep, run_dir, done = start_run(build_config(None, None, settings()), tmp_path / "run")
    asyncio.run(execute(prep, run_dir, done))
    with RunSummary(4) as tally:
        for r in iter_records(run_dir / "samples.jsonl"):
            tally.add(r)
        assert tally.count == 48
        assert tally.result() == from_disk(run_dir, 4)
    with pytest.raises(ValueError, match="n .samples per problem. must be >= 1"):
        RunSummary(0)
