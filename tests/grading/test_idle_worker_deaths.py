"""A grader worker that dies while idle (killed from outside, the OOM killer) is noticed by the pool's
watch within a fraction of a second, counted as a restart and replaced, without waiting for the next
request to find it dead (``proctor.grading.pool.WorkerPool._watch``)."""

from __future__ import annotations

import os
import signal
import time

import pytest

from proctor.grading.pool import WATCH_S, WorkerPool


@pytest.fixture(params=["read", "compare"])
def pool(request):
    pool = WorkerPool(size=2, role=request.param)
    yield pool
    pool.close()


def _idle(pool: WorkerPool, n: int) -> list:
    deadline = time.monotonic() + 60
    while pool._idle.qsize() < n and time.monotonic() < deadline:
        time.sleep(0.01)
    assert pool._idle.qsize() == n
    return list(pool._idle.queue)


def test_a_worker_killed_while_idle_is_counted_and_replaced_without_a_request(pool) -> None:
    assert pool.run({"op": "ping"}, 30) is not None
    pool.grow()  # both workers (a request alone starts one)
    before = {w.proc.pid for w in _idle(pool, 2)}
    requests = pool.stats["requests"]
    victim = next(iter(before))
    os.kill(victim, signal.SIGKILL)
    deadline = time.monotonic() + 20 * WATCH_S + 30
    while pool.stats["restarts"] < 1 and time.monotonic() < deadline:
        time.sleep(0.01)
    assert pool.stats["restarts"] == 1 and pool.stats["deaths"] == 1
    assert pool.stats["requests"] == requests  # noticed by the watch, not by a request
    now = _idle(pool, 2)  # the replacement is up and idle
    pids = {w.proc.pid for w in now}
    assert victim not in pids and len(pids & before) == 1
    assert all(w.alive() for w in now)
    assert all(pool.run({"op": "ping"}, 30) is not None for _ in range(4))
    assert pool.stats["restarts"] == 1  # nothing else was replaced


def test_a_closed_pool_stops_watching(pool) -> None:
    pool.run({"op": "ping"}, 30)
    pool.grow()
    _idle(pool, 2)
    pool.close()
    time.sleep(3 * WATCH_S)
    assert pool.stats["restarts"] == 0 and "deaths" not in pool.stats  # its own kills are not deaths
