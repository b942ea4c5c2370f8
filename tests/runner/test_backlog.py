"""The grading backlog: workers wait for room first come first served, and a sample graded wakes only
the workers that now fit, not every waiting worker (at concurrency 256 a woken-all backlog checked 256
predicates a sample)."""

from __future__ import annotations

import asyncio

import pytest

from proctor.runner.execution import Backlog


def _counting(backlog: Backlog) -> list[int]:
    """Counts the backlog's room checks (each woken waiter of a condition variable makes one)."""
    calls = [0]
    real = backlog._full

    def full(chars: int) -> bool:
        calls[0] += 1
        return real(chars)

    backlog._full = full  # type: ignore[method-assign]
    return calls


async def _fill(backlog: Backlog, k: int, chars: int = 1) -> None:
    for _ in range(k):
        await backlog.enter(chars)


def test_a_leave_wakes_only_the_waiters_that_fit_in_order():
    async def main():
        backlog = Backlog(max_records=4)
        await _fill(backlog, 4)
        calls = _counting(backlog)
        order: list[int] = []

        async def waiter(i: int) -> None:
            await backlog.enter(1)
            order.append(i)

        waiters = [asyncio.create_task(waiter(i)) for i in range(200)]
        await asyncio.sleep(0)
        assert order == [] and backlog.records == 4
        for _ in range(200):
            await backlog.leave(1)
            await asyncio.sleep(0)
        await asyncio.gather(*waiters)
        return order, calls[0], backlog

    order, checks, backlog = asyncio.run(main())
    assert order == list(range(200))  # first come, first served
    assert backlog.records == 4 and backlog.peak == 4
    # a few checks a sample, not one for every waiting worker (a woken-all backlog made ~20,000 here)
    assert checks <= 3 * 200 + 10


def test_a_new_worker_does_not_jump_the_queue():
    async def main():
        backlog = Backlog(max_records=2, max_chars=10)
        await backlog.enter(5)
        await backlog.enter(5)
        got: list[str] = []

        async def enter(name: str, chars: int) -> None:
            await backlog.enter(chars)
            got.append(name)

        big = asyncio.create_task(enter("big", 8))
        await asyncio.sleep(0)
        await backlog.leave(5)  # room for a small one, not for the big one at the head
        small = asyncio.create_task(enter("small", 1))
        await asyncio.sleep(0)
        assert got == []
        await backlog.leave(5)
        await asyncio.gather(big, small)
        return got

    assert asyncio.run(main()) == ["big", "small"]


@pytest.mark.parametrize("when", ["waiting", "woken"])
def test_a_cancelled_waiter_leaves_no_room_taken(when):
    async def main():
        backlog = Backlog(max_records=1)
        await backlog.enter(3)
        task = asyncio.create_task(backlog.enter(7))
        behind = asyncio.create_task(backlog.enter(2))
        await asyncio.sleep(0)
        if when == "woken":  # its room is taken for it, then it is cancelled before it runs
            await backlog.leave(3)
            task.cancel()
        else:
            task.cancel()
            await asyncio.sleep(0)
            await backlog.leave(3)
        with pytest.raises(asyncio.CancelledError):
            await task
        await behind  # the one behind gets the room
        return backlog.records, backlog.chars

    assert asyncio.run(main()) == (1, 2)
