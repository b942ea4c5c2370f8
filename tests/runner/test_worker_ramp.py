"""Start-up does not grow with the concurrency: the runner's workers start a few per turn of the event
loop, so the first requests go out (and come back) while the rest of the slots start, instead of every
slot's first step (its request built, its connection opened) running before any request leaves.
Against a real server process (perf/fake_server.py, answering at once), counted: the samples whose
generation had begun when the first one came back."""

from __future__ import annotations

import asyncio

import pytest
from processes import serving

from proctor.config import build_config
from proctor.runner import execute, start_run
from proctor.runner import execution as execution_mod

pytestmark = pytest.mark.server

PROBLEMS, N = 200, 8  # 1,600 requests: more than the largest concurrency asked


def serve(*flags: str):
    with serving("--size", "200", *flags) as url:
        yield url


@pytest.fixture
def server():
    yield from serve()


@pytest.fixture
def slow_server():
    yield from serve("--sleep", "2")


def started_before_first_answer(
    url: str, concurrency: int, tmp_path, monkeypatch, problems: int = PROBLEMS
) -> tuple[int, int]:
    """(generations begun when the first one returned, the most in progress at once) for one eval."""
    begun, returned, running, peak = [0], [None], [0], [0]
    real = execution_mod.generate

    async def counted(prep, problem, index):
        begun[0] += 1
        running[0] += 1
        peak[0] = max(peak[0], running[0])
        try:
            return await real(prep, problem, index)
        finally:
            running[0] -= 1
            if returned[0] is None:
                returned[0] = begun[0]

    monkeypatch.setattr(execution_mod, "generate", counted)
    cfg = build_config(
        None,
        None,
        [
            "model.ref=openai:fake",
            f"model.base_url={url}/v1",
            "benchmark.name=arith",
            f"benchmark.limit={problems}",
            f"sampling.n={N}",
            f"runner.concurrency={concurrency}",
        ],
    )
    prep, run_dir, done = start_run(cfg, tmp_path / f"run-{concurrency}")
    result = asyncio.run(execute(prep, run_dir, done))
    assert result.generated == problems * N and result.errored == 0
    return returned[0], peak[0]


def test_the_first_answer_does_not_wait_for_every_slot_to_start(server, tmp_path, monkeypatch):
    small, small_peak = started_before_first_answer(server, 64, tmp_path, monkeypatch)
    large, _ = started_before_first_answer(server, 1024, tmp_path, monkeypatch)
    assert small_peak == 64
    # before, all 1,024 slots had begun before the first answer came back; now a few steps of the ramp
    assert large <= 256, (small, large)
    assert large <= small + 6 * execution_mod.RAMP_STEP, (small, large)


def test_every_slot_is_still_used(slow_server, tmp_path, monkeypatch):
    # a server that takes 2 s a request: all 1,024 slots are in flight at once
    begun, peak = started_before_first_answer(slow_server, 1024, tmp_path, monkeypatch, problems=128)
    assert peak == 1024 and begun == 1024
