"""Reward workers as a Ray actor pool, for trainers that already run Ray (verl, OpenRLHF).

``RayRewardPool(size)`` starts ``size`` actors, each holding a :class:`~proctor.rewards.core.Rewarder`
(with its own grader worker pool, so the pool's CPU limit and hard kill hold on every node).
``grade(items)`` splits a batch across the actors and returns the outcomes in order; ``agrade`` awaits
the same object refs. An actor that dies (its node lost, killed) is restarted by Ray and its part of
the batch is retried (``max_restarts``, ``max_task_retries``): a reward is never lost, and a part that
fails for good comes back as ``error`` outcomes, never as scores.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from typing import Any

from proctor.rewards.core import Item, Outcome, Rewarder


class _Actor:
    def __init__(
        self, grader: str, options: Mapping[str, Any] | None, deadline_s: float, num_cpus: float = 1
    ):
        import os

        # its reading workers: two per CPU of its share, not two per core of the node (many actors)
        os.environ.setdefault("PROCTOR_READING_WORKERS", str(max(2, round(2 * num_cpus))))
        self.rewarder = Rewarder(grader, options, deadline_s=deadline_s)

    def grade(self, items: list[Item]) -> list[Outcome]:
        return self.rewarder.grade(items)

    def pid(self) -> int:
        import os

        return os.getpid()

    def reading_workers(self) -> int:
        from proctor.grading.pool import reading_workers

        return reading_workers()


class RayRewardPool:
    def __init__(
        self,
        size: int = 2,
        grader: str = "math",
        options: Mapping[str, Any] | None = None,
        *,
        deadline_s: float = 10.0,
        num_cpus: float = 1,
        max_restarts: int = 3,
    ):
        import ray

        if size < 1:
            raise ValueError(f"RayRewardPool size must be >= 1, got {size}")
        Rewarder(
            grader, options, deadline_s=deadline_s
        ).close()  # a bad grader is refused here, not on a node
        remote = ray.remote(num_cpus=num_cpus, max_restarts=max_restarts, max_task_retries=max_restarts)(
            _Actor
        )
        self.actors = [remote.remote(grader, dict(options or {}), deadline_s, num_cpus) for _ in range(size)]

    def _refs(self, items: Sequence[Item]) -> list[tuple[Any, int]]:
        n = len(self.actors)
        chunks = [list(items[i::n]) for i in range(n)]  # round robin: slow items spread out
        return [
            (actor.grade.remote(chunk), len(chunk))
            for actor, chunk in zip(self.actors, chunks, strict=True)
            if chunk
        ]

    @staticmethod
    def _merge(parts: list[list[Outcome]], n_actors: int, total: int) -> list[Outcome]:
        out: list[Outcome | None] = [None] * total
        for a, part in enumerate(parts):
            for j, outcome in enumerate(part):
                out[a + j * n_actors] = outcome
        return [
            o if o is not None else Outcome(None, None, "error", error="lost by the actor pool") for o in out
        ]

    def _collect(self, refs: list[tuple[Any, int]], results: list[Any]) -> list[list[Outcome]]:
        parts = []
        for (_, size), result in zip(refs, results, strict=True):
            if isinstance(result, BaseException):
                why = f"reward actor failed: {type(result).__name__}: {result}"[:500]
                parts.append([Outcome(None, None, "error", error=why)] * size)
            else:
                parts.append(result)
        return parts

    def grade(self, items: Sequence[Item]) -> list[Outcome]:
        import ray

        refs = self._refs(items)
        results: list[Any] = []
        for ref, _ in refs:
            try:
                results.append(ray.get(ref))
            except Exception as exc:  # the actor died for good: its items are errors, not scores
                results.append(exc)
        return self._merge(self._collect(refs, results), len(self.actors), len(items))

    async def agrade(self, items: Sequence[Item]) -> list[Outcome]:
        refs = self._refs(items)
        results = await asyncio.gather(*(ref for ref, _ in refs), return_exceptions=True)
        return self._merge(self._collect(refs, list(results)), len(self.actors), len(items))

    def close(self) -> None:
        import ray

        for actor in self.actors:
            ray.kill(actor)
