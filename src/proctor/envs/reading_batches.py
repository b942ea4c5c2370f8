"""Short replies read in batches by reading workers when the event loop falls behind.

A short reply (under ``READ_APART_CHARS``) is read on the event loop by its grader's reading twin
(:func:`proctor.envs.grading.agrade_record`): a worker costs more CPU per item than the reading it
saves (0.3 ms of JSON, pipes and thread hand-offs against a 0.3 ms reading at 2 KB). But when the
replies come faster than one core reads them (a fast server, many requests in flight), the loop
becomes the run's limit while the other cores idle. Then the readings waiting at a turn of the loop
go, :data:`BATCH_MAX` at a time, to a reading worker in one request (``{"op": "grade_many"}``): one
round trip for 64 readings costs this process about 0.02 ms a reading instead of 0.3 ms.

At each turn of the loop (:meth:`ReadingBatches._turn`), and as soon as a batch is answered: while at
least :data:`BATCH_MIN` readings wait and one of the :func:`batches_in_flight` lanes (a worker
reading one batch at a time) is idle, a batch goes to it; while a full batch more waits, one is
queued behind a lane's batch and its waiting thread sends it the moment the first is answered (no
turn of the loop in between). Of the rest, :data:`READ_EACH_TURN` are read here and the loop gets
a turn before the next ones. So a
trickle of replies (a slow server) is read on the loop as before, no worker started for it, and a
burst keeps the spare cores reading while the loop reads what they cannot take.

The grades are those of a reading here: the worker builds the same twin (``proctor.grading.worker``),
a symbolic step comes back as ``pending`` for the grader to finish, and a batch the worker could not
answer (killed, past its CPU limit, a pool closed) gives each of its readings to the one-item path,
whose own retries and errors apply (a failure is never a verdict).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import Executor, Future
from concurrent.futures import wait as wait_for_futures
from dataclasses import dataclass
from typing import Any

from proctor.grading.pool import usable_cores

BATCH_MIN = 8  # fewer readings waiting at a turn of the loop are read here
BATCH_MAX = 64  # readings sent to a worker in one request
READ_EACH_TURN = 8  # readings done here between two turns given to the loop's other tasks
# Batches out per lane: the one a worker reads and a full one queued behind it, which its thread
# sends the moment the first is answered. Sent from the loop instead, the next batch waited for the
# loop to get to the answer: behind a turn of hundreds of responses and the records of the last
# batch, about as much of this process's CPU as the worker spent reading the batch (perf/
# client_limit.py, 2 KB at concurrency 1,024: the spare core read half the time).
QUEUED_PER_LANE = 2

# What a reading resolves to: ("grade", Grade), ("pending", the symbolic step's arguments),
# ("reply", a worker's answer for the item to be read as the one-item path reads it),
# ("apart", None): the batch failed, the item goes to the one-item path.
Outcome = tuple[str, Any]


def batches_in_flight() -> int:
    """Batches out at once: one per core beyond the one the event loop runs on (at least one). (One per
    core measured 8-15% less CPU in the loop's process on 2 loaded cores, no wall-clock gain shown, and
    larger bursts of records: kept as it was.)"""
    return max(1, usable_cores() - 1)


@dataclass
class _Reading:
    response: str
    answer: str
    prompt: str
    truncated: bool
    future: asyncio.Future[Outcome]


def _after(before: Future[Any] | None, read_batch: Callable[[Any], Any], items: Any) -> Any:
    """``read_batch(items)`` once ``before`` (the batch ahead of it in its lane) has ended, whatever
    its outcome: run in a waiting thread, so the lane's worker gets the batch with no turn of the loop
    in between."""
    if before is not None:
        wait_for_futures([before])
    return read_batch(items)


class ReadingBatches:
    """The readings of one grader waiting for a turn of the loop, read here or batched to workers.

    ``read_here(response, answer, prompt, truncated)`` reads one on the loop (the twin: a Grade, or
    ``Deferred``); ``read_batch(items)`` sends a batch to a worker and returns one answer per item, or
    None when the batch failed; ``executor`` runs ``read_batch`` (threads that wait on workers)."""

    def __init__(
        self,
        read_here: Callable[[str, str, str, bool], Outcome],
        read_batch: Callable[[list[dict[str, Any]]], list[dict[str, Any]] | None],
        executor: Callable[[], Executor],
    ) -> None:
        self._read_here = read_here
        self._read_batch = read_batch
        self._executor = executor
        self._waiting: list[_Reading] = []
        self._out = 0  # batches sent and not yet answered
        self._cap = batches_in_flight()  # (read once, not at every turn of the loop)
        # a lane is one worker reading one batch at a time: its batches out (the one read, the one
        # queued behind it) and the last one handed to it (the next one starts when that one ends)
        self._lane_out = [0] * self._cap
        self._lane_last: list[Future[Any] | None] = [None] * self._cap
        self._turn_due = False
        self._inline = 0  # readings done at once by their callers since the loop's last turn
        self.batches = self.batched = 0  # batches sent, and the readings in them (tests, perf)

    def inline(self) -> bool:
        """Whether the next reading is done at once by its caller, on the loop: the first
        :data:`READ_EACH_TURN` since the loop's last turn are (a slow server's trickle always is);
        the ones after them wait for the turn (:meth:`read`), where a burst is batched. While a burst
        is being batched and a lane has room, none is: the loop does the rest of every sample (HTTP,
        records, the summary's tally), at 2 KB about as much as a reading, so it is the run's limit
        and the worker should read what it can (2 KB at concurrency 256, with the batch queued
        behind each lane's: the loop process's CPU 3.6 -> 3.2 s, the worker's share of the readings
        48% -> 69%)."""
        if 0 < self._out < self._cap * QUEUED_PER_LANE:  # a burst the workers take: to the next batch
            return False
        if self._inline == 0:
            asyncio.get_running_loop().call_soon(self._new_turn)
        if self._inline < READ_EACH_TURN:
            self._inline += 1
            return True
        return False

    def _new_turn(self) -> None:
        self._inline = 0

    def read(self, response: str, answer: str, prompt: str, truncated: bool) -> asyncio.Future[Outcome]:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Outcome] = loop.create_future()
        self._waiting.append(_Reading(response, answer, prompt, truncated, future))
        self._schedule(loop)
        return future

    def _schedule(self, loop: asyncio.AbstractEventLoop) -> None:
        if not self._turn_due and self._waiting:
            self._turn_due = True
            loop.call_soon(self._turn, loop)

    def _turn(self, loop: asyncio.AbstractEventLoop) -> None:
        self._turn_due = False
        self._send_due(loop)
        here, self._waiting = self._waiting[:READ_EACH_TURN], self._waiting[READ_EACH_TURN:]
        for r in here:
            if r.future.done():  # its caller was cancelled
                continue
            try:
                r.future.set_result(self._read_here(r.response, r.answer, r.prompt, r.truncated))
            except Exception as exc:  # raised to its caller, as a reading in its own task raises
                r.future.set_exception(exc)
        self._schedule(loop)

    def _send_due(self, loop: asyncio.AbstractEventLoop) -> None:
        """Batches to the workers while :data:`BATCH_MIN` readings wait: one to each idle lane (a
        worker), and a full one queued behind a lane's batch while :data:`BATCH_MAX` more wait."""
        while len(self._waiting) >= BATCH_MIN:
            lane = self._lane_for(len(self._waiting))
            if lane is None:
                return
            batch, self._waiting = self._waiting[:BATCH_MAX], self._waiting[BATCH_MAX:]
            self._send(loop, batch, lane)

    def _lane_for(self, waiting: int) -> int | None:
        idle = [i for i, n in enumerate(self._lane_out) if n == 0]
        if idle:
            return idle[0]
        if waiting >= BATCH_MAX:
            busy = [i for i, n in enumerate(self._lane_out) if n < QUEUED_PER_LANE]
            if busy:
                return busy[0]
        return None

    def _send(self, loop: asyncio.AbstractEventLoop, batch: list[_Reading], lane: int) -> None:
        self._out += 1
        self._lane_out[lane] += 1
        self.batches += 1
        self.batched += len(batch)
        items = [
            {"response": r.response, "answer": r.answer, "prompt": r.prompt, "truncated": r.truncated}
            for r in batch
        ]
        before = self._lane_last[lane] if self._lane_out[lane] > 1 else None
        handed = self._executor().submit(_after, before, self._read_batch, items)
        self._lane_last[lane] = handed
        sent = asyncio.wrap_future(handed, loop=loop)

        def answered(done: asyncio.Future[list[dict[str, Any]] | None]) -> None:
            self._out -= 1
            self._lane_out[lane] -= 1
            # the lane's next batch goes out now, before this one's readings resume their tasks
            self._send_due(loop)
            replies = None if done.cancelled() or done.exception() is not None else done.result()
            if replies is not None and len(replies) != len(batch):
                replies = None  # a broken answer: each reading goes to the one-item path
            for i, r in enumerate(batch):
                if not r.future.done():
                    r.future.set_result(("apart", None) if replies is None else ("reply", replies[i]))
            self._schedule(loop)

        sent.add_done_callback(answered)
