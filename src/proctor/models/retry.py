"""The one retry mechanism of the project: exponential backoff with jitter around any Sampler.

Backends raise :class:`TransientError` for faults worth retrying (429, 5xx, timeouts, reset
connections, truncated bodies) and never retry on their own. The runner wraps every sampler in
:class:`RetryingSampler`, which retries each ``sample()`` call and writes what it spent on the
returned completions (``Completion.retries`` and ``retry_log``), so every retry is on the record.

Delay before retry ``k`` (1-based)::

    backoff = min(max_delay_s, base_delay_s * 2 ** (k - 1))
    delay   = backoff * (1 - jitter * U),  U uniform in [0, 1)
    delay   = max(delay, retry_after)       # the server's Retry-After wins when it asks for longer

A call gives up with :class:`SampleError` (recorded on the sample; a resumed run generates it again)
when ``max_retries`` are spent or when the next wait would end past ``budget_s`` seconds after the
call started. :class:`SampleError` and :class:`FatalError` from the backend pass through untouched.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Awaitable, Callable

from pydantic import BaseModel, ConfigDict, Field

from proctor.models.base import (
    Completion,
    Prompt,
    SampleError,
    Sampler,
    SamplingParams,
    TransientError,
    WrappedSampler,
)

Sleep = Callable[[float], Awaitable[None]]
Clock = Callable[[], float]


class RetryPolicy(BaseModel):
    """How long to keep trying one ``sample()`` call. See the module docstring for the formula."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    max_retries: int = Field(8, ge=0, description="retries of one call before it is recorded as failed")
    base_delay_s: float = Field(0.5, ge=0.0, description="wait before the first retry")
    max_delay_s: float = Field(30.0, ge=0.0, description="cap of the exponential backoff")
    jitter: float = Field(0.5, ge=0.0, le=1.0, description="fraction of the backoff randomised away")
    budget_s: float = Field(
        1800.0,
        gt=0.0,
        description="wall-clock budget of one call, first attempt included (by default at least 3 "
        "request timeouts, so a timed-out request is retried; set, it must exceed the timeout)",
    )

    def delay(self, retry: int, retry_after: float | None, rng: random.Random) -> float:
        """Seconds to wait before retry number ``retry`` (1-based)."""
        backoff = min(self.max_delay_s, self.base_delay_s * 2 ** (retry - 1))
        d = backoff * (1.0 - self.jitter * rng.random())
        if retry_after is not None and retry_after > d:
            d = retry_after
        return d


class RetryingSampler(WrappedSampler):
    """A Sampler that retries the wrapped sampler's ``sample()`` on :class:`TransientError`."""

    def __init__(
        self,
        inner: Sampler,
        policy: RetryPolicy | None = None,
        *,
        sleep: Sleep = asyncio.sleep,
        clock: Clock = time.monotonic,
        rng: random.Random | None = None,
    ):
        super().__init__(inner)
        self.policy = policy or RetryPolicy()
        self._sleep = sleep
        self._clock = clock
        self._rng = rng or random.Random()
        self.total_retries = 0  # over the sampler's life, for run statistics

    async def sample(
        self, prompt: Prompt, params: SamplingParams, n: int = 1, seed: int | None = None
    ) -> list[Completion]:
        policy = self.policy
        start = self._clock()
        log: list[str] = []
        while True:
            try:
                out = await self.inner.sample(prompt, params, n=n, seed=seed)
            except TransientError as e:
                retry = len(log) + 1
                reason = _short(e)
                if retry > policy.max_retries:
                    raise SampleError(
                        f"gave up after {len(log)} retries (max_retries={policy.max_retries}); "
                        f"last error: {reason}"
                    ) from e
                wait = policy.delay(retry, e.retry_after, self._rng)
                elapsed = self._clock() - start
                if elapsed + wait > policy.budget_s:
                    raise SampleError(
                        f"gave up after {len(log)} retries: retry budget of {policy.budget_s:g}s spent "
                        f"({elapsed:.1f}s elapsed, next wait {wait:.1f}s); last error: {reason}"
                    ) from e
                log.append(f"{reason}; waited {wait:.2f}s")
                self.total_retries += 1
                await self._sleep(wait)
                continue
            if log:
                out = [
                    c.model_copy(update={"retries": c.retries + len(log), "retry_log": [*c.retry_log, *log]})
                    for c in out
                ]
            return out


def _short(e: BaseException, limit: int = 160) -> str:
    text = " ".join(str(e).split()) or type(e).__name__
    return text if len(text) <= limit else text[: limit - 3] + "..."
