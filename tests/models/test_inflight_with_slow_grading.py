"""The concurrency is what the server has in flight: a sample waiting for its grade does not hold a
request slot. Against a real server process (perf/fake_server.py, 0.1-0.3 s a request, no slot limit) with
grading slower than the server (two grades at a time, 0.1 s each), the server counts the requests in
flight on every arrival; the backlog of samples waiting for their grade is bounded, and a grading
failure stops the run."""

from __future__ import annotations

import asyncio
import json
import statistics
import time
import urllib.request

import pytest
from processes import serving

from proctor.config import build_config
from proctor.models.base import FatalError
from proctor.runner import execute, start_run
from proctor.runner import execution as execution_mod
from proctor.runner import records as records_mod
from proctor.runs import read_run

pytestmark = pytest.mark.server

CONCURRENCY = 16
PROBLEMS, N = 24, 4  # 96 requests: six times the concurrency


@pytest.fixture
def slow_server():
    with serving("--size", "200", "--sleep", "0.1-0.3") as url:
        yield url


@pytest.fixture
def slow_grading(monkeypatch):
    """Grading that keeps up with a fifth of what the server answers: two grades at a time, 0.1 s each
    in a thread (a machine busy grading long replies)."""
    real = records_mod.agrade_record
    gate: list[asyncio.Semaphore] = []

    async def slow(grader, record):
        if not gate:
            gate.append(asyncio.Semaphore(2))
        async with gate[0]:
            await asyncio.to_thread(time.sleep, 0.1)
        return await real(grader, record)

    monkeypatch.setattr(records_mod, "agrade_record", slow)


def backlogs(monkeypatch) -> list[execution_mod.Backlog]:
    made: list[execution_mod.Backlog] = []
    real = execution_mod.Backlog

    def spy(*args, **kwargs):
        made.append(real(*args, **kwargs))
        return made[-1]

    monkeypatch.setattr(execution_mod, "Backlog", spy)
    return made


def run(url: str, tmp_path) -> list[int]:
    """The eval against ``url``; the in-flight count each request saw on arrival (itself included)."""
    cfg = build_config(
        None,
        None,
        [
            "model.ref=openai:fake",
            f"model.base_url={url}/v1",
            "benchmark.name=arith",
            f"benchmark.limit={PROBLEMS}",
            f"sampling.n={N}",
            f"runner.concurrency={CONCURRENCY}",
        ],
    )
    prep, run_dir, done = start_run(cfg, tmp_path / "run")
    result = asyncio.run(execute(prep, run_dir, done))
    assert result.generated == PROBLEMS * N and result.errored == 0
    records = read_run(run_dir).records
    assert len({(r.problem_id, r.sample_index) for r in records}) == PROBLEMS * N
    assert all(r.grader is not None for r in records)  # every sample graded and written
    with urllib.request.urlopen(f"{url}/stats?arrivals=1", timeout=30) as r:
        stats = json.loads(r.read())
    assert stats["requests"] == PROBLEMS * N
    return stats["arrivals"]


def test_slow_grading_does_not_empty_the_servers_queue(slow_server, slow_grading, monkeypatch, tmp_path):
    made = backlogs(monkeypatch)
    arrivals = run(slow_server, tmp_path)
    # every request after the first wave is sent when one is answered; until the pairs run out the
    # server sees (nearly) the whole concurrency. Before grading moved off the workers, a worker held
    # its slot while its sample waited for its grade: the median was 5 of 16
    steady = arrivals[CONCURRENCY : PROBLEMS * N - CONCURRENCY]
    assert max(arrivals) == CONCURRENCY
    assert statistics.median(steady) >= 0.75 * CONCURRENCY, str(arrivals)
    (backlog,) = made
    assert backlog.peak > CONCURRENCY  # graded behind the server, as far as the bound allows
    assert backlog.records == 0 and backlog.chars == 0


def test_the_backlog_is_bounded_and_then_grading_paces_the_requests(
    slow_server, slow_grading, monkeypatch, tmp_path
):
    monkeypatch.setattr(execution_mod, "GRADING_BACKLOG", 6)
    made = backlogs(monkeypatch)
    arrivals = run(slow_server, tmp_path)
    (backlog,) = made
    assert backlog.peak == 6  # full, never past its bound
    steady = arrivals[CONCURRENCY : PROBLEMS * N - CONCURRENCY]
    assert statistics.median(steady) < 0.75 * CONCURRENCY, str(arrivals)  # workers waited for room


def test_a_grader_failure_behind_the_workers_stops_the_run(monkeypatch, tmp_path):
    calls = [0]
    real = records_mod.agrade_record

    async def broken(grader, record):
        calls[0] += 1
        if calls[0] == 10:
            raise ValueError("grader bug")
        return await real(grader, record)

    monkeypatch.setattr(records_mod, "agrade_record", broken)
    cfg = build_config(
        None, None, ["model.ref=mock:\\boxed{7}", "benchmark.limit=200", "runner.concurrency=8"]
    )
    prep, run_dir, done = start_run(cfg, tmp_path / "run")
    with pytest.raises(FatalError, match="grader .* failed on .*grader bug"):
        asyncio.run(execute(prep, run_dir, done))
    lines = (run_dir / "samples.jsonl").read_text(encoding="utf-8").splitlines()
    assert all(json.loads(line)["grader"] for line in lines)  # complete, graded records only
    assert len(lines) < 200  # it stopped; it did not grade on to the end
