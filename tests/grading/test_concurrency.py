"""Grading from many threads (and from asyncio) gives the same results as grading sequentially, and
the same results on a machine whose every core is busy."""

import asyncio
import importlib.util
import math
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path

import pytest

from proctor.grading import Grade, grade
from proctor.grading.mathgrader import MathGrader
from proctor.grading.pool import WorkerPool

_spec = importlib.util.spec_from_file_location("_labels", Path(__file__).with_name("_labels.py"))
assert _spec is not None and _spec.loader is not None
_labels = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_labels)


def _workload(n: int = 200) -> list[tuple[str, str, str, bool]]:
    cases = [(r, g, grader, e) for _cat, r, g, e, grader in _labels.labelled_cases()]
    # Spread over every category, symbolic ones included.
    step = max(1, len(cases) // n)
    picked = cases[::step][:n]
    assert len(picked) == n
    return picked


def _one(case: tuple[str, str, str, bool]) -> Grade:
    response, gold, grader, _ = case
    return grade(response, gold, grader)


def test_200_cases_from_8_threads_match_sequential() -> None:
    cases = _workload(200)
    sequential = [_one(c) for c in cases]
    with ThreadPoolExecutor(max_workers=8) as pool:
        threaded = list(pool.map(_one, cases))
    assert threaded == sequential
    assert all(s.status == "ok" or s.status == "no_answer" for s in sequential)
    assert [s.correct for s in sequential] == [c[3] for c in cases]


def test_asyncio_callers_get_the_same_results() -> None:
    cases = _workload(200)[:60]

    async def main() -> list[Grade]:
        return await asyncio.gather(*(asyncio.to_thread(_one, c) for c in cases))

    assert asyncio.run(main()) == [_one(c) for c in cases]


# -- the limit is CPU time, so load does not change a verdict ------------------------------------------

# ~0.7 s of CPU in a fresh worker (sympy evaluates a 30 000-digit binomial); well under the 2 s limit.
HEAVY = ("\\boxed{\\binom{100000}{50000}}", "\\frac{100000!}{(50000!)^2}")


def _spin() -> None:
    # a session of its own, as a separate program has: with the kernel's autogroup scheduling, spinners
    # sharing the test's session would split one group's share and leave the grader's worker (its own
    # session) half the machine, loading nothing
    os.setsid()
    while True:
        pass


@contextmanager
def _cpu_hog(per_core: int = 6) -> Iterator[None]:
    """Processes spinning on every core, as llama.cpp's threads do beside the grader."""
    ctx = multiprocessing.get_context("fork")
    procs = [ctx.Process(target=_spin, daemon=True) for _ in range(per_core * (os.cpu_count() or 1))]
    for p in procs:
        p.start()
    try:
        yield
    finally:
        for p in procs:
            p.kill()
        for p in procs:
            p.join()


def _fresh_grader(**kw: float) -> tuple[WorkerPool, MathGrader]:
    pool = WorkerPool(size=1)
    pool.warm()
    return pool, MathGrader(pool=pool, **kw)


def test_a_case_gets_the_same_verdict_beside_a_cpu_hog() -> None:
    pool, g = _fresh_grader()
    try:
        start = time.monotonic()
        idle = g.grade(*HEAVY)
        idle_s = time.monotonic() - start
    finally:
        pool.close()
    assert (idle.status, idle.correct) == ("ok", True)

    # enough spinners that the case's wall time is several times the CPU limit, however fast this CPU
    # is (with gmpy2 the case takes a fraction of a second alone); each spinner has a session of its
    # own, so the worker gets about 1 / (spinners + 1) of the machine
    per_core = min(60, max(6, math.ceil(3 * g.timeout / max(idle_s, 0.05))))
    pool, g = _fresh_grader()
    try:
        with _cpu_hog(per_core):
            start = time.monotonic()
            loaded = g.grade(*HEAVY)
            wall = time.monotonic() - start
    finally:
        pool.close()
    assert wall > g.timeout, (
        f"the hog ({per_core} spinners a core) did not load the machine ({wall:.2f} s against {idle_s:.2f} s "
        "alone): the test proves nothing"
    )
    assert loaded == idle  # a wall-clock limit gave `timeout` here


def test_a_worker_that_makes_no_progress_meets_the_wall_clock_backstop() -> None:
    pool = WorkerPool(size=1)
    try:
        pool.warm()
        pid = int(pool.run({"op": "ping"})["pid"])  # type: ignore[index]
        os.kill(pid, signal.SIGSTOP)  # spends no CPU time at all: only the backstop can end it
        # the backstop says nothing about the case: a fresh worker answers it (test_load_verdicts.py)
        assert pool.run({"op": "equiv", "pred": "x", "gold": "x"}, timeout_s=1.0, wall_s=1.5) is not None
        assert pool.stats["timeouts"] == 0 and pool.stats["backstops"] == 1
        assert pool.run({"op": "ping"}) is not None  # its replacement serves the next request
    finally:
        pool.close()


def test_waiting_for_a_busy_worker_never_fails_the_request() -> None:
    pool, g = _fresh_grader()
    try:
        pool.start_timeout_s = 0.2  # shorter than the busy worker's case: waiting must not time out
        results: list[Grade] = []
        busy = threading.Thread(target=lambda: results.append(g.grade(*HEAVY)))
        busy.start()
        time.sleep(0.05)
        second = g.grade("\\boxed{\\arcsin(1)}", "\\frac{\\pi}{2}")
        busy.join()
        assert (second.status, second.correct) == ("ok", True)
        assert results[0].status == "ok"
    finally:
        pool.close()


def test_a_closed_pool_grades_as_a_timeout_not_an_error() -> None:
    pool, g = _fresh_grader()
    pool.close()  # as at interpreter exit, while a run is still grading
    result = g.grade("\\boxed{\\arcsin(1)}", "\\frac{\\pi}{2}")
    assert (result.status, result.correct) == ("timeout", False)


def test_workers_slow_to_start_get_more_time_instead_of_a_restart_loop() -> None:
    """A start timeout shorter than a worker's start (a loaded machine): each replacement gets twice
    the time, so the pool starts and answers; a fixed timeout restarted workers forever."""
    pool = WorkerPool(size=1, start_timeout_s=0.05)
    try:
        assert pool.run({"op": "equiv", "pred": "x", "gold": "x"}) is not None
        assert pool.stats["restarts"] >= 1  # 0.05 s is less than any worker's start
        assert len(pool._all) == 1  # the slow ones were killed, not kept
    finally:
        pool.close()


def test_a_pool_whose_workers_never_get_ready_fails_instead_of_waiting_forever(monkeypatch) -> None:
    """Every start too slow: the caller gets WorkerStartError (the runner reports it), and no worker
    is left in the pool's books, where a caller would wait for it forever."""
    from proctor.grading import pool as pool_module
    from proctor.grading.pool import WorkerStartError

    monkeypatch.setattr(pool_module, "START_ATTEMPTS", 2)
    pool = WorkerPool(size=1, start_timeout_s=0.001)
    try:
        start = time.monotonic()
        with pytest.raises(WorkerStartError, match="did not become ready in 2 tries"):
            pool.run({"op": "ping"})
        assert time.monotonic() - start < 10
        assert not pool._all and pool.stats["restarts"] == 2
    finally:
        pool.close()
