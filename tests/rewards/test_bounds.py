"""Exact bounds before sympy: a prediction that is a tower of powers of whole numbers too large for a
grader worker's memory is refused in-process (``unparsable``, no reward, no worker's CPU spent), while
large-but-fine answers (2^{100}, 10^{18}, 9^{9^9}) are compared as before."""

import math

import pytest

from proctor.grading.mathgrader import MathGrader, beyond_memory, tower_log2
from proctor.grading.pool import WorkerPool
from proctor.rewards.core import Item, Rewarder

BITS_2GB = 2048 * 8 * 2**20


@pytest.mark.parametrize(
    "text, log2",
    [
        ("7", math.log2(7)),
        ("2^{100}", 100.0),
        ("10^{18}", 18 * math.log2(10)),
        ("2^5", 5.0),
        (" 2 ^ { 3 ^ { 2 } } ", 9.0),
        ("2^{0}", 0.0),
        ("9^{9^9}", 9**9 * math.log2(9)),
        ("2^{2^{70}}", 2.0**70),
        ("9^{9^{9^{9}}}", math.inf),
    ],
)
def test_tower_log2_is_the_log_of_the_value(text: str, log2: float) -> None:
    got = tower_log2(text)
    assert got == pytest.approx(log2, rel=1e-12) if math.isfinite(log2) else got == math.inf


@pytest.mark.parametrize(
    "text",
    [
        "x",
        "2^x",
        "9^99",
        "9^{9^{9^{9}}}+1",
        "1^{9^{9^{9}}}",
        "0^{9^{9}}",
        "2^{-1}",
        "2.5^{9^{9}}",
        "2^{9",
        "{2}^{9}",
    ],
)
def test_anything_but_a_whole_number_tower_is_not_read(text: str) -> None:
    assert tower_log2(text) is None


def test_towers_beyond_memory_are_refused_and_fine_values_are_not() -> None:
    assert "too large to evaluate" in (beyond_memory("9^{9^{9^{9}}}", "5", 2048) or "")
    assert "too large to evaluate" in (beyond_memory("2^{2^{40}}", "\\frac{1}{2}", 2048) or "")
    for fine in ("2^{100}", "10^{18}", "9^{9^9}", "2^{2^{30}}", "7"):  # 2^{30} bits fit in 2 GiB
        assert beyond_memory(fine, "5", 2048) is None, fine
    # a gold that is such a tower too: left to the symbolic step, which may see the same structure
    assert beyond_memory("9^{9^{9^{9}}}", "3^{2 \\cdot 9^{9^{9}}}", 2048) is not None
    assert beyond_memory("9^{9^{9^{9}}}", "9^{9^{9^{9}}}", 2048) is None
    # the limit is the worker's memory: 2^{2^{33}} has 8 Gi bits: more than 512 MiB hold, less than 2 GiB
    assert (
        beyond_memory("2^{2^{33}}", "1", 512) is not None and beyond_memory("2^{2^{33}}", "1", 2048) is None
    )


@pytest.fixture(scope="module")
def pool():
    p = WorkerPool(size=1, memory_mb=1024)
    yield p
    p.close()


def test_a_refused_tower_takes_no_worker(pool: WorkerPool) -> None:
    g = MathGrader(pool=pool, mode="strict")
    grade = g.grade("so the answer is \\boxed{9^{9^{9^{9}}}}", "5")
    assert (grade.status, grade.correct) == ("unparsable", False)
    assert pool.stats["requests"] == 0  # decided before any worker was asked (none was even started)


def test_large_but_fine_answers_are_still_graded(pool: WorkerPool) -> None:
    g = MathGrader(pool=pool, mode="strict")
    assert g.grade("\\boxed{2^{100}}", str(2**100)).correct is True
    assert g.grade("\\boxed{10^{18}}", "1000000000000000000").correct is True
    wrong = g.grade("\\boxed{10^{18}}", "1000000000000000001")
    assert (wrong.status, wrong.correct) == ("ok", False)


def test_a_batch_with_a_refused_tower_spends_no_worker_cpu_on_it() -> None:
    """The Rewarder's view: the tower is ``unparsable`` (no reward, never a silent 0), the others are
    graded, and no worker was cut at its CPU limit for it."""
    from proctor.grading.pool import default_pool

    rewarder = Rewarder("math")
    try:
        items = [Item(f"so \\boxed{{{i}}}", str(i)) for i in range(20)]
        items.insert(7, Item("so the answer is \\boxed{9^{9^{9^{9}}}}", "5", id="tower"))
        timeouts = default_pool().stats["timeouts"]
        out = rewarder.grade(items)
        assert (out[7].status, out[7].reward) == ("unparsable", None)
        assert [o.reward for i, o in enumerate(out) if i != 7] == [1.0] * 20
        assert default_pool().stats["timeouts"] == timeouts
    finally:
        rewarder.close()
