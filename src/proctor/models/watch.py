"""The runner's error policy, enforced whatever an env does with a failed model call.

Every model call of a rollout (the model under test's, and by default every env-owned model's: a
game master, a simulated user, a judge) goes through a :class:`WatchedSampler`. A call that fails
(the retry layer's "gave up", any other :class:`SampleError`, or an unexpected exception from the
backend) is remembered on the rollout in progress before it reaches the env, so the runner records
the sample as an error even when the env caught the exception and returned a trajectory: a
backend failure is never graded, never counted in a summary, and ``--resume`` reruns the sample.

Two outcomes are not failures: :class:`PromptTooLong` (the prompt does not fit the context: data,
stop reason ``prompt_too_long``) and a successful call. A :class:`FatalError` is remembered too, so
the runner stops the run even if the env swallowed it.

An env that tolerates an env-owned model's failure (and documents it) asks for that model with
``ctx.extras["load_sampler"](ref, tolerate_failure=True)``; no built-in env does.
"""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from proctor.models.base import (
    Completion,
    FatalError,
    Prompt,
    PromptTooLong,
    Sampler,
    SamplingParams,
    WrappedSampler,
)


@dataclass
class Failures:
    """The failed model calls of one rollout, in the order they failed."""

    errors: list[str] = field(default_factory=list)
    fatal: FatalError | None = None

    def add(self, who: str, error: BaseException) -> None:
        if isinstance(error, FatalError):
            self.fatal = self.fatal or error
        self.errors.append(f"{who}: {type(error).__name__}: {error}")

    @property
    def first(self) -> str | None:
        return self.errors[0] if self.errors else None


_CURRENT: contextvars.ContextVar[Failures | None] = contextvars.ContextVar("proctor_failures", default=None)


@contextlib.contextmanager
def watching() -> Iterator[Failures]:
    """Collect the failed model calls made inside the block (tasks it starts included: asyncio
    copies the context into them)."""
    failures = Failures()
    token = _CURRENT.set(failures)
    try:
        yield failures
    finally:
        _CURRENT.reset(token)


class WatchedSampler(WrappedSampler):
    """Passes every call through; a failed one is remembered on the rollout in progress, then
    re-raised unchanged. Other attributes (thinking tags, ``keep_thinking``...) are the inner
    sampler's."""

    def __init__(self, inner: Sampler, who: str = "model under test"):
        super().__init__(inner)
        self.who = who

    def __getattr__(self, name: str) -> Any:  # only for what WrappedSampler does not define
        if name == "inner":
            raise AttributeError(name)
        return getattr(self.inner, name)

    async def sample(
        self, prompt: Prompt, params: SamplingParams, n: int = 1, seed: int | None = None
    ) -> list[Completion]:
        try:
            return await self.inner.sample(prompt, params, n=n, seed=seed)
        except PromptTooLong:
            raise
        except Exception as e:
            failures = _CURRENT.get()
            if failures is not None:
                failures.add(f"{self.who} {self.ref}", e)
            raise


def watched(sampler: Sampler, who: str = "model under test") -> Sampler:
    """``sampler`` behind a :class:`WatchedSampler` (once)."""
    return sampler if isinstance(sampler, WatchedSampler) else WatchedSampler(sampler, who)
