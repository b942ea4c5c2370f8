"""The Rewarder's grading processes: a ``math`` item's extraction runs in one of them (another core)
and comes back with the verdict in-process grading gives; an item that needs a symbolic step, or finds
no idle process, is graded in-process as before."""

import pytest

from proctor.rewards.core import Item, Rewarder

REASONING = (
    "We first note that 3x + 7 = 22, so x = 5. Wait, let me reconsider the case where n is even: then "
    "n = 2k and the sum is \\frac{k(k+1)}{2}. Hmm, 4 \\times 3 = 12 confirms it. "
) * 120  # about 20 KB, as RL completions are


def _items() -> list[Item]:
    return [
        Item(
            REASONING + "Therefore, the final answer is $\\boxed{\\frac{3}{8}}$.", "\\frac{3}{8}", id="right"
        ),
        Item(REASONING + "Therefore, the final answer is $\\boxed{12}$.", "13", id="wrong"),
        Item(REASONING + "So it is \\boxed{0.5}.", "\\frac{1}{2}", id="equivalent"),
        Item(REASONING + "So it is \\boxed{\\frac{\\sqrt{8}}{2}}.", "\\sqrt{2}", id="symbolic"),
        Item(REASONING, "5", id="no answer"),
        Item(REASONING + "So the final answer is \\boxed{C}.", "C", id="choice"),
        Item("so the answer is \\boxed{9^{9^{9^{9}}}}", "5", id="tower"),
        Item(REASONING + "\\boxed{x^2+2x+1}", "(x+1)^2", id="expression"),
    ]


def _key(outcomes):
    return [(o.status, o.reward, o.extracted, o.grader_version) for o in outcomes]


@pytest.fixture(scope="module")
def in_process():
    r = Rewarder("math", processes=0)
    yield _key(r.grade(_items()))
    r.close()


def test_the_processes_give_the_in_process_verdicts(in_process) -> None:
    r = Rewarder("math", processes=1, threads=1)  # one item at a time: the one process is always idle
    try:
        r.warm()
        got = _key(r.grade(_items()))
        assert r._workers is not None
        served = r._workers.stats["requests"]
    finally:
        r.close()
    assert got == in_process
    assert [s for s, *_ in in_process] == ["graded"] * 4 + ["no_answer", "graded", "unparsable", "graded"]
    assert served == len(_items())  # every item was sent to the process (the symbolic ones came back)


def test_without_processes_nothing_is_sent() -> None:
    r = Rewarder("math", processes=0)
    try:
        r.grade(_items()[:2])
        assert r._workers is None
    finally:
        r.close()


def test_an_item_past_its_cpu_in_the_process_is_a_timeout_and_the_process_is_replaced() -> None:
    """The process's CPU limit is the item's deadline: cut there, the item is a timeout (no reward)."""
    r = Rewarder("math", processes=1, threads=1, deadline_s=0.05)
    try:
        r.warm()
        huge = Item("So \\boxed{4}. " * 60_000 + "So the answer is \\boxed{5}.", "5", id="huge")
        out = r.grade_one(huge)  # no deadline of its own: the process's CPU limit is what ends it
        assert (out.status, out.reward) == ("timeout", None)
        assert r._workers is not None and r._workers.stats["timeouts"] == 1
        r.warm()
        assert r.grade_one(Item("so \\boxed{4}", "4")).reward == 1.0
    finally:
        r.close()


def test_processes_must_be_a_count() -> None:
    with pytest.raises(ValueError, match="processes"):
        Rewarder(processes=-1)
