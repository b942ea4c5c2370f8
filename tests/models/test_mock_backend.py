"""The mock backend keeps a bounded call log: a 100k-generation `mock:` run does not grow with it."""

from __future__ import annotations

import asyncio

from proctor.models.base import SamplingParams
from proctor.models.mock import MockSampler

CALLS = 5007


def test_the_call_log_is_bounded_and_keeps_the_latest_calls():
    sampler = MockSampler("42")
    params = SamplingParams(max_tokens=4)

    async def many() -> None:
        for i in range(CALLS):
            await sampler.sample([{"role": "user", "content": "q"}], params, seed=i)

    asyncio.run(many())
    assert 1000 <= len(sampler.calls) < 2000  # mock.CALL_LOG to twice that
    seeds = [c["seed"] for c in sampler.calls]
    assert seeds == list(range(CALLS - len(seeds), CALLS))  # the latest calls, in order
