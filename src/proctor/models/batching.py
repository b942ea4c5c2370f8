"""Gathers concurrent ``sample()`` calls into batches for engines that generate many prompts at once.

The runner calls ``sample()`` from many workers at the same time; a local engine (vLLM's ``LLM``,
transformers) is fastest when it gets all of them in one call. :class:`MicroBatcher` queues each
request and runs ``run_batch(items)`` in a worker thread on everything queued so far (at most
``max_batch``); requests that arrive meanwhile form the next batch. ``run_batch`` returns one result
per item, in order; an item whose result is an exception gets that exception raised in its caller.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from proctor.models.base import SamplingParams

T = TypeVar("T")
R = TypeVar("R")


@dataclass(frozen=True)
class GenerationRequest:
    """One ``sample()`` call queued for a batch engine (hf, vllm)."""

    prompt_ids: list[int]
    params: SamplingParams
    n: int
    seed: int | None


class MicroBatcher(Generic[T, R]):
    def __init__(self, run_batch: Callable[[list[T]], Sequence[R | BaseException]], max_batch: int = 256):
        if max_batch < 1:
            raise ValueError(f"max_batch={max_batch} must be >= 1")
        self._run = run_batch
        self.max_batch = max_batch
        self._pending: list[tuple[T, asyncio.Future[Any]]] = []
        self._task: asyncio.Task[None] | None = None
        self.batch_sizes: list[int] = []  # what was run, for tests and statistics

    async def submit(self, item: T) -> R:
        fut: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._pending.append((item, fut))
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._drain())
        return await fut

    async def _drain(self) -> None:
        while self._pending:
            await asyncio.sleep(0)  # let callers scheduled in the same tick join this batch
            batch, self._pending = self._pending[: self.max_batch], self._pending[self.max_batch :]
            self.batch_sizes.append(len(batch))
            try:
                results = await asyncio.to_thread(self._run, [item for item, _ in batch])
                if len(results) != len(batch):
                    raise RuntimeError(f"batch of {len(batch)} returned {len(results)} results")
            except BaseException as e:  # the whole batch failed: every caller sees it
                for _, fut in batch:
                    if not fut.done():
                        fut.set_exception(e)
                if isinstance(e, asyncio.CancelledError | KeyboardInterrupt | SystemExit):
                    raise
                continue
            for (_, fut), r in zip(batch, results, strict=True):
                if fut.done():
                    continue
                if isinstance(r, BaseException):
                    fut.set_exception(r)
                else:
                    fut.set_result(r)
