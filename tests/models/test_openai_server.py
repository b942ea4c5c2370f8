"""The openai backend against a real server: llama-cpp-python's, serving the embedded SmolLM2 GGUF on
127.0.0.1, directly and through a fault-injecting proxy (fixtures in conftest.py).

About seeds on this server: it keeps one KV cache and reuses the longest prompt prefix shared with
the previous request, and has no per-request switch to turn that off (llama.cpp's llama-server has
``cache_prompt``, which the backend sets to false). Reuse changes the logits slightly, and with them
the sampled text: measured here, the same seed gave another text after a request that shared only
the chat template's prefix. So the seed test compares requests that start from the same state (an
empty cache), which is what the same seed can promise on this server.
"""

from __future__ import annotations

import asyncio

import pytest

from proctor.models import ModelOptions, RetryingSampler, RetryPolicy, load_sampler
from proctor.models.base import FatalError, SampleError, SamplingParams
from proctor.models.openai import OpenAISampler

pytestmark = [pytest.mark.server, pytest.mark.slow]

SYSTEM = "You are a helpful AI assistant named SmolLM, trained by Hugging Face"
Q = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": "What is 2+3?"}]
STORY = [{"role": "user", "content": "Write a story about a brave knight and a dragon."}]
GREEDY = SamplingParams(temperature=0.0, max_tokens=12)
SAMPLED = SamplingParams(temperature=1.0, max_tokens=12)


def sampler(url: str, **kw) -> OpenAISampler:
    s = load_sampler("openai:smollm2", ModelOptions(base_url=url, **kw))
    assert isinstance(s, OpenAISampler)
    return s


def run(coro):
    return asyncio.run(coro)


def test_chat_and_token_id_completions(llama_server):
    s = sampler(llama_server)
    assert s.server == "llama-cpp-python" and not s.n_per_request()
    (chat,) = run(s.sample(Q, GREEDY, seed=1))
    assert chat.text.strip() and chat.finish_reason in ("stop", "length")
    assert chat.prompt_tokens > 10 and 0 < chat.completion_tokens <= 12 and chat.latency_s > 0

    ids = s.tokenize("The three primary colors are")
    assert ids and len(ids) >= 5
    (comp,) = run(s.sample(ids, GREEDY, seed=1))
    # the server counted the tokens it saw itself: the same number we sent
    assert comp.prompt_token_ids == ids and comp.prompt_tokens == len(ids)
    assert comp.text.strip() and 0 < comp.completion_tokens <= 12
    assert run(s.sample(ids, GREEDY, seed=2))[0].text == comp.text  # greedy: the seed does not matter


def test_token_ids_this_server_cannot_take_fail_that_sample_only(llama_server):
    s = sampler(llama_server)
    # llama-cpp-python's /extras/detokenize drops special tokens, so a chat-templated prompt cannot be
    # sent as text without changing its tokens: the sample fails with a message instead of silently
    rendered = "<|im_start|>user\nWhat is 2+3?<|im_end|>\n<|im_start|>assistant\n"
    ids = s.tokenize(rendered)
    assert ids[0] == 1  # <|im_start|> is the special token
    with pytest.raises(SampleError, match="round trip"):
        run(s.sample(ids, GREEDY, seed=1))


def test_same_seed_same_text_from_the_same_server_state(llama_server):
    s = sampler(llama_server)

    def one(prompt, seed):
        return run(s.sample(prompt, SAMPLED, seed=seed))[0].text

    # A prompt that shares no first token with the chat template makes the server drop its whole KV
    # cache, so the request after it starts from scratch, as the first request of a server does.
    clear = s.tokenize("Zebras")
    one(clear, 0)
    first = one(STORY, 11)
    one(clear, 0)
    again = one(STORY, 11)
    assert first == again
    one(clear, 0)
    assert one(STORY, 12) != first


def test_n_samples_are_one_request_each_with_consecutive_seeds(llama_server):
    s = sampler(llama_server)
    three = run(s.sample(STORY, SAMPLED, n=3, seed=40))
    assert len(three) == 3 and len({c.text for c in three}) == 3
    assert three[1].text == run(s.sample(STORY, SAMPLED, seed=41))[0].text


def test_faults_are_retried_and_every_retry_is_on_the_record(fault_proxy):
    fault_proxy.stall_s = 16.0
    s = RetryingSampler(
        sampler(fault_proxy.url, request_timeout_s=15.0, extra={"fail_threshold": 1000}),
        RetryPolicy(base_delay_s=0.05, max_delay_s=0.5, budget_s=300),
    )
    params = SamplingParams(temperature=1.0, max_tokens=4)
    seeds = list(range(100, 113))  # 13 samples: >= 17 requests, so all 5 fault kinds occur

    async def all_samples():
        gate = asyncio.Semaphore(1)  # the server generates one at a time: no queueing toward the timeout

        async def one(seed):
            async with gate:
                return seed, (await s.sample(STORY, params, seed=seed))[0]

        return await asyncio.gather(*(one(x) for x in seeds))

    results = dict(run(all_samples()))
    assert sorted(results) == seeds  # every sample present
    for seed, c in results.items():
        assert c.retries == fault_proxy.faults_by_seed[seed], (seed, c.retry_log)
        assert len(c.retry_log) == c.retries
    assert sum(c.retries for c in results.values()) == sum(fault_proxy.kinds.values()) >= 5
    assert set(fault_proxy.kinds) == {"429", "500", "reset", "stall", "truncated"}
    logs = " | ".join(line for c in results.values() for line in c.retry_log)
    for text in ("HTTP 429", "HTTP 500", "connection error", "timeout after 15s", "unreadable response body"):
        assert text in logs
    waited_429 = [ln for c in results.values() for ln in c.retry_log if "HTTP 429" in ln]
    assert all("waited 1.00s" in ln for ln in waited_429)  # Retry-After: 1 honoured


def test_a_refused_key_stops_at_once_with_what_to_fix(fault_proxy, monkeypatch):
    monkeypatch.delenv("PROCTOR_TEST_KEY", raising=False)
    fault_proxy.always = 401
    s = RetryingSampler(
        sampler(fault_proxy.url, api_key_env="PROCTOR_TEST_KEY"), RetryPolicy(base_delay_s=0.01)
    )
    with pytest.raises(FatalError, match=r"PROCTOR_TEST_KEY \(it is NOT set\)"):
        run(s.sample(Q, GREEDY, seed=1))
    assert fault_proxy.seen == 1 and s.total_retries == 0  # one request, no retry
