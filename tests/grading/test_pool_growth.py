"""The comparison pool starts one worker on first use and grows only when a request finds every worker
busy (``WorkerPool._checkout``), up to its ``size``: a run with a few symbolic cases (MATH-500's gold
checks) pays for one sympy import, not ``size`` of them, and a loaded pool still gets every worker."""

from __future__ import annotations

import threading
import time

import psutil

from proctor.grading.pool import WorkerPool


def _workers(pool: WorkerPool) -> int:
    """Worker processes this pool started (alive, children of this process)."""
    with pool._lock:
        pids = {w.proc.pid for w in pool._all}
    return sum(1 for c in psutil.Process().children() if c.pid in pids and c.is_running())


def test_one_request_at_a_time_starts_one_worker() -> None:
    pool = WorkerPool(size=4, role="read")
    try:
        for _ in range(5):
            assert pool.run({"op": "ping"}, 30) is not None
        assert len(pool._all) == 1 and _workers(pool) == 1
        assert pool.stats["requests"] == 5 and pool.stats["restarts"] == 0
    finally:
        pool.close()


def test_requests_that_find_every_worker_busy_grow_the_pool_up_to_its_size() -> None:
    pool = WorkerPool(size=3, role="read")
    try:
        answers: list[object] = []

        # each request holds its worker a while (its caller sleeps once it has checked one out):
        # requests from 8 threads find them all busy
        def ask() -> None:
            for _ in range(6):
                answers.append(pool.run({"op": "ping"}, 30, on_checkout=lambda: time.sleep(0.2)))

        threads = [threading.Thread(target=ask) for _ in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(120)
        assert len(answers) == 48 and all(a is not None for a in answers)
        assert len(pool._all) == 3 and pool._target == 3  # every worker, never more than size
        assert _workers(pool) == 3
    finally:
        pool.close()


def test_warm_starts_every_worker() -> None:
    pool = WorkerPool(size=2, role="read")
    try:
        pool.warm(60)
        assert pool._idle.qsize() == 2 and len(pool._all) == 2
    finally:
        pool.close()


def test_start_ahead_of_the_first_request_starts_the_workers_asked_never_more_than_size() -> None:
    pool = WorkerPool(size=3, role="read")
    try:
        pool.start(2)
        deadline = time.monotonic() + 60
        while pool._idle.qsize() < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert pool._target == 2 and pool._idle.qsize() == 2 and _workers(pool) == 2
        assert pool.run({"op": "ping"}, 30) is not None and pool._target == 2  # an idle worker serves it
        pool.start(10)  # workers in all, never more than the pool's size
        assert pool._target == 3
    finally:
        pool.close()
