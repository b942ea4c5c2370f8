"""The rule graders' readings in reading workers (``proctor.grading.pool.reading_pool``): the same
outcomes as reading on the Rewarder's own threads, each under a CPU limit with a hard kill, the
symbolic step still in the comparison pool, and no sympy in a reading worker."""

import asyncio
import os
import time

import pytest

from proctor.grading.pool import WorkerPool, default_pool, reading_pool
from proctor.rewards.core import Item, Rewarder

LONG = "We first note that 3x + 7 = 22, so x = 5. Wait, let me reconsider the case n = 2k. " * 12_000

ITEMS = [
    Item("so \\boxed{3}", "3"),
    Item("Hence $\\boxed{\\sqrt{8}}$.", "2\\sqrt{2}"),  # decided by sympy, in the comparison pool
    Item("Hence $\\boxed{\\tan x}$.", "\\frac{\\sin x}{\\cos x}"),  # sympy too
    Item("Hence $\\boxed{\\frac{1}{3}}$.", "0.333"),
    Item("I am not sure what it is.", "7"),  # no answer
    Item("The answer is (B).", "B"),  # a choice gold, read as mcq reads it
    Item("The answer is $\\boxed{5}$ or $\\boxed{6}$.", "5"),  # hedging
    Item("Compute $2+3$.\n\nThe answer is \\boxed{5}", "5", prompt="Compute $2+3$."),
    Item("... so the total is 12, and", "12", truncated=True),  # truncated: no marker, no answer
    Item("#### 18", "18", grader="number"),
    Item("\\boxed{042}", "42", grader="integer"),
    Item("The answer is C", "C", grader="mcq"),
    Item("so \\boxed{9^{9^{9^{9}}}}", "5"),  # refused before any sympy (unparsable)
    Item("so \\boxed{3}", "3", options={"mode": "standard"}),
    Item("so \\boxed{3}", "3", options={"fallbacks": ("answer_is",)}),  # a tuple: graded in-process
    Item(LONG + "Therefore the answer is $\\boxed{5}$.", "5"),
]


def _outcomes(read_apart: bool) -> list[tuple]:
    r = Rewarder("math", read_apart=read_apart)
    try:
        return [(o.reward, o.status, o.extracted, o.grader_version) for o in r.grade(ITEMS)]
    finally:
        r.close()


def test_reading_workers_grade_as_this_process_does() -> None:
    read, compared = reading_pool().stats["requests"], default_pool().stats["requests"]
    apart = _outcomes(True)
    assert reading_pool().stats["requests"] - read == len(ITEMS) - 1  # all but the tuple-options item
    assert default_pool().stats["requests"] - compared >= 2  # the symbolic steps came back here
    here = _outcomes(False)
    assert apart == here
    assert [o[1] for o in apart[:5]] == ["graded", "graded", "graded", "graded", "no_answer"]
    assert [o[0] for o in apart[:4]] == [1.0, 1.0, 1.0, 0.0]
    assert apart[12][1] == "unparsable" and apart[12][0] is None
    assert apart[-1][0] == 1.0


def test_the_async_form_reads_in_the_workers_too() -> None:
    r = Rewarder("math")
    try:
        read = reading_pool().stats["requests"]
        out = asyncio.run(r.agrade(ITEMS[:4]))
        assert [o.reward for o in out] == [1.0, 1.0, 1.0, 0.0]
        assert reading_pool().stats["requests"] - read == 4
    finally:
        r.close()


@pytest.fixture
def readers():
    pool = WorkerPool(size=1, role="read")
    yield pool
    pool.close()


def _request(response: str, version: str | None = None, answer: str = "5") -> dict[str, object]:
    from proctor.grading import get_grader

    return {
        "op": "grade",
        "grader": "math",
        "options": {"mode": "strict"},
        "version": version or get_grader("math", mode="strict").version,
        "response": response,
        "answer": answer,
        "memory_mb": 2048,
    }


def test_a_reading_past_its_cpu_limit_is_killed_and_its_worker_replaced(readers: WorkerPool) -> None:
    long = LONG * 8 + "so \\boxed{5}"  # about 0.05 s of reading
    assert readers.run(_request(long), timeout_s=0.005) is None
    assert readers.stats["timeouts"] == 1 and readers.stats["restarts"] == 1
    assert readers.run(_request("so \\boxed{5}"), timeout_s=5)["grade"]["correct"] is True  # type: ignore[index]


def test_a_reading_worker_loads_no_sympy_and_leaves_the_symbolic_step(readers: WorkerPool) -> None:
    reply = readers.run(_request("so \\boxed{\\sqrt{8}}", answer="2\\sqrt{2}"), timeout_s=5)
    assert reply is not None and "grade" not in reply
    assert reply["pending"] == {"pred": "\\sqrt{8}", "gold": "2\\sqrt{2}", "formatted": True}
    assert reply["request"]["op"] == "equiv"  # type: ignore[index]
    assert readers.run({"op": "ping"}, timeout_s=5)["sympy"] is False  # type: ignore[index]


def test_a_worker_of_another_grader_version_is_not_trusted(readers: WorkerPool) -> None:
    assert "mismatch" in (readers.run(_request("so \\boxed{5}", version="math-0+0"), timeout_s=5) or {})


def test_a_rewarder_deadline_is_the_reading_cpu_limit() -> None:
    """An item whose reading passes the deadline is a timeout (no reward), and its reading worker is
    killed at that CPU limit rather than left running."""
    pool = reading_pool()
    killed = pool.stats["timeouts"]
    r = Rewarder("math", deadline_s=0.005)
    try:
        [out] = r.grade([Item(LONG * 8 + "so \\boxed{5}", "5")])
        assert (out.status, out.reward) == ("timeout", None)
        for _ in range(500):
            if pool.stats["timeouts"] > killed:
                break
            time.sleep(0.02)
        assert pool.stats["timeouts"] == killed + 1
    finally:
        r.close()


def test_the_number_of_reading_workers_can_be_set_and_a_bad_one_is_refused(monkeypatch) -> None:
    from proctor.grading.pool import reading_workers

    monkeypatch.delenv("PROCTOR_READING_WORKERS", raising=False)
    assert reading_workers() == max(2, min(32, 2 * len(os.sched_getaffinity(0))))
    monkeypatch.setenv("PROCTOR_READING_WORKERS", "3")
    assert reading_workers() == 3
    for bad in ("0", "many", "1000"):
        monkeypatch.setenv("PROCTOR_READING_WORKERS", bad)
        with pytest.raises(ValueError, match="PROCTOR_READING_WORKERS"):
            reading_workers()
