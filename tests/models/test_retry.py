"""RetryingSampler: deterministic, with a scripted inner sampler, a fake clock and a fake sleep."""

from __future__ import annotations

import asyncio
import random

import pytest

from proctor.models.base import Completion, FatalError, SampleError, SamplingParams, TransientError
from proctor.models.retry import RetryingSampler, RetryPolicy

PARAMS = SamplingParams(max_tokens=8)


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0
        self.sleeps: list[float] = []

    def __call__(self) -> float:
        return self.now

    async def sleep(self, s: float) -> None:
        self.sleeps.append(s)
        self.now += s


class Scripted:
    """Raises the scripted errors in order, then answers."""

    ref = "fake:scripted"

    def __init__(self, errors: list[BaseException], n_text: str = "ok"):
        self.errors = list(errors)
        self.calls = 0
        self.text = n_text

    async def sample(self, prompt, params, n=1, seed=None):
        self.calls += 1
        if self.errors:
            raise self.errors.pop(0)
        return [
            Completion(text=f"{self.text}{i}", finish_reason="stop", retries=1, retry_log=["inner"])
            for i in range(n)
        ]

    def effective(self, params):
        return {"temperature": params.temperature}

    def info(self):
        return {"ref": self.ref}

    def tokenize_chat(self, messages, add_generation_prompt=True):
        return [1, 2]

    def tokenize(self, text):
        return [3]

    async def aclose(self):
        self.closed = True


def wrap(inner, **policy):
    clock = FakeClock()
    s = RetryingSampler(inner, RetryPolicy(**policy), sleep=clock.sleep, clock=clock, rng=random.Random(0))
    return s, clock


def run(coro):
    return asyncio.run(coro)


def test_retries_then_succeeds_and_records_every_retry_on_each_completion():
    inner = Scripted(
        [TransientError("HTTP 500"), TransientError("connection reset"), TransientError("HTTP 429")]
    )
    s, clock = wrap(inner, base_delay_s=1.0, jitter=0.0, max_delay_s=100)
    out = run(s.sample([{"role": "user", "content": "q"}], PARAMS, n=2, seed=7))
    assert inner.calls == 4
    assert clock.sleeps == [1.0, 2.0, 4.0]  # exponential backoff without jitter
    assert [c.text for c in out] == ["ok0", "ok1"]
    for c in out:
        assert c.retries == 1 + 3  # the backend's own count plus ours
        assert c.retry_log[0] == "inner"
        assert c.retry_log[1:] == [
            "HTTP 500; waited 1.00s",
            "connection reset; waited 2.00s",
            "HTTP 429; waited 4.00s",
        ]
    assert s.total_retries == 3


def test_no_retry_leaves_completions_untouched():
    inner = Scripted([])
    s, clock = wrap(inner)
    out = run(s.sample([1, 2, 3], PARAMS))
    assert clock.sleeps == [] and out[0].retries == 1 and out[0].retry_log == ["inner"]


def test_retry_after_wins_when_longer_than_backoff_and_backoff_is_capped():
    inner = Scripted(
        [
            TransientError("429", retry_after=7.5),
            TransientError("500"),
            TransientError("500"),
            TransientError("500"),
        ]
    )
    s, clock = wrap(inner, base_delay_s=1.0, max_delay_s=3.0, jitter=0.0)
    run(s.sample([1], PARAMS))
    assert clock.sleeps == [7.5, 2.0, 3.0, 3.0]


def test_jitter_stays_within_bounds():
    policy = RetryPolicy(base_delay_s=2.0, max_delay_s=100, jitter=0.5)
    rng = random.Random(1)
    delays = [policy.delay(3, None, rng) for _ in range(200)]
    assert all(4.0 <= d <= 8.0 for d in delays)
    assert max(delays) - min(delays) > 1.0  # it does vary


def test_gives_up_after_max_retries_with_sample_error():
    inner = Scripted([TransientError(f"HTTP 503 #{i}") for i in range(10)])
    s, clock = wrap(inner, max_retries=3, base_delay_s=0.1, jitter=0.0)
    with pytest.raises(SampleError, match=r"after 3 retries.*HTTP 503 #3"):
        run(s.sample([1], PARAMS))
    assert inner.calls == 4 and len(clock.sleeps) == 3


def test_gives_up_when_the_budget_would_be_exceeded():
    inner = Scripted([TransientError("429", retry_after=4.0) for _ in range(10)])
    s, clock = wrap(inner, max_retries=100, base_delay_s=0.1, jitter=0.0, budget_s=10.0)
    with pytest.raises(SampleError, match="retry budget of 10s spent"):
        run(s.sample([1], PARAMS))
    assert clock.sleeps == [4.0, 4.0]  # a third wait would end at 12s > 10s
    assert inner.calls == 3


@pytest.mark.parametrize("err", [SampleError("prompt too long"), FatalError("bad key")])
def test_sample_and_fatal_errors_pass_through_without_retry(err):
    inner = Scripted([err])
    s, clock = wrap(inner)
    with pytest.raises(type(err), match=str(err)):
        run(s.sample([1], PARAMS))
    assert inner.calls == 1 and clock.sleeps == []


def test_forwards_the_rest_of_the_protocol():
    inner = Scripted([])
    s, _ = wrap(inner)
    assert s.ref == "fake:scripted"
    assert s.effective(PARAMS) == {"temperature": 0.6}
    assert s.info() == {"ref": "fake:scripted"}
    assert s.tokenize_chat([]) == [1, 2] and s.tokenize("x") == [3]
    run(s.aclose())
    assert inner.closed


@pytest.mark.parametrize(
    "kwargs, word",
    [({"max_retries": -1}, "max_retries"), ({"jitter": 2}, "jitter"), ({"budget_s": 0}, "budget_s")],
)
def test_bad_policy_is_rejected_with_the_field_named(kwargs, word):
    with pytest.raises(ValueError, match=word):
        RetryPolicy(**kwargs)


class TimesOut(Scripted):
    """Each scripted error comes after the request ran its whole timeout (the fake clock moves)."""

    def __init__(self, errors, clock, timeout_s):
        super().__init__(errors)
        self.clock, self.timeout_s = clock, timeout_s

    async def sample(self, prompt, params, n=1, seed=None):
        if self.errors:
            self.clock.now += self.timeout_s
        return await super().sample(prompt, params, n, seed)


def test_a_timed_out_request_is_retried_at_the_defaults():
    from proctor.models import ModelOptions

    timeout_s = ModelOptions().request_timeout_s  # the defaults a run gets
    # a sampler wrapped with the default policy (env roles, the judge)
    clock = FakeClock()
    inner = TimesOut([TransientError(f"timeout after {timeout_s:g}s")], clock, timeout_s)
    s = RetryingSampler(inner, sleep=clock.sleep, clock=clock, rng=random.Random(0))
    out = run(s.sample("q", PARAMS))
    assert inner.calls == 2 and out[0].retries == 2  # the inner's own 1, and the timeout retried
    # the model under test, retried by its options' policy
    options = ModelOptions()
    clock = FakeClock()
    inner = TimesOut([TransientError(f"timeout after {timeout_s:g}s")], clock, timeout_s)
    s = RetryingSampler(inner, options.retry_policy, sleep=clock.sleep, clock=clock, rng=random.Random(0))
    assert run(s.sample("q", PARAMS))[0].retries == 2
    # a longer timeout moves the default budget with it
    assert ModelOptions(request_timeout_s=3600).retry_policy.budget_s > 3600


def test_a_budget_that_cannot_outlast_a_timeout_is_refused_naming_both_settings():
    from proctor.models import ModelOptions

    with pytest.raises(ValueError, match="model.retry.budget_s.*model.request_timeout_s"):
        ModelOptions(request_timeout_s=600, retry={"budget_s": 600})
    assert ModelOptions(request_timeout_s=60, retry={"budget_s": 300}).retry_policy.budget_s == 300
    assert (
        ModelOptions(retry={"budget_s": 10, "max_retries": 0}).retry_policy.budget_s == 10
    )  # no retries asked
