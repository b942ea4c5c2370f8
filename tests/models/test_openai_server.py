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

import httpx
import pytest

from proctor import runner
from proctor.config import RunConfig
from proctor.models import ModelOptions, RetryingSampler, RetryPolicy, load_sampler
from proctor.models.base import FatalError, SampleError, SamplingParams
from proctor.models.openai import OpenAISampler
from proctor.runs import iter_records

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


def test_greedy_text_is_the_model_s_own_not_the_server_s_repeat_penalty(llama_server):
    # the server's default repeat_penalty (1.1) changes this story's greedy text within 48 tokens.
    # Each request starts from an empty KV cache (see the module's docstring): a prompt sharing no
    # first token with the chat template makes the server drop its cache.
    def clear():
        httpx.post(f"{llama_server}/completions", json={"prompt": "Zebras", "max_tokens": 1}, timeout=300)

    def text(body):
        clear()
        r = httpx.post(f"{llama_server}/chat/completions", json=body, timeout=300)
        return r.json()["choices"][0]["message"]["content"]

    raw = {"messages": STORY, "max_tokens": 48, "temperature": 0.0}
    plain = {**raw, "top_k": 0, "min_p": 0.0, "repeat_penalty": 1.0}
    clear()
    (ours,) = run(sampler(llama_server).sample(STORY, SamplingParams(temperature=0.0, max_tokens=48)))

    assert text(raw) != text(plain)  # the penalty matters here, so the check below can fail
    assert ours.text == text(plain)


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


def run_config(tmp_path, url: str, limit: int, **model) -> RunConfig:
    return RunConfig.model_validate(
        {
            "run": {"output": str(tmp_path)},
            "benchmark": {"name": "arith", "limit": limit},
            "model": {"ref": "openai:smollm2", "base_url": url, **model},
            "sampling": {"n": 1, "temperature": 1.0, "max_tokens": 4},
            "runner": {
                "concurrency": 1
            },  # the server generates one at a time: no queueing toward the timeout
        }
    )


def test_a_run_through_faults_completes_with_every_retry_on_its_record(fault_proxy, tmp_path):
    fault_proxy.stall_s = 16.0
    cfg = run_config(
        tmp_path,
        fault_proxy.url,
        limit=13,  # 13 samples: >= 17 requests, so all 5 fault kinds occur
        request_timeout_s=15.0,
        retry={"base_delay_s": 0.05, "max_delay_s": 0.5, "budget_s": 300},
        extra={"fail_threshold": 1000},
    )
    prep, run_dir, done = runner.start_run(cfg)
    result = asyncio.run(runner.execute(prep, run_dir, done))
    assert result.errored == 0 and result.summary is not None and (run_dir / "summary.json").is_file()
    records = list(iter_records(run_dir / "samples.jsonl"))
    assert sorted(r.problem_id for r in records) == sorted(p.id for p in prep.bench.problems)  # all present
    for r in records:
        assert r.retries == fault_proxy.faults_by_seed[r.seed], (r.problem_id, r.retry_log)
        assert len(r.retry_log) == r.retries
    assert sum(r.retries for r in records) == sum(fault_proxy.kinds.values()) >= 5
    assert set(fault_proxy.kinds) == {"429", "500", "reset", "stall", "truncated"}
    logs = " | ".join(line for r in records for line in r.retry_log)
    for text in ("HTTP 429", "HTTP 500", "connection error", "timeout after 15s", "unreadable response body"):
        assert text in logs
    waited_429 = [ln for r in records for ln in r.retry_log if "HTTP 429" in ln]
    assert waited_429 and all("waited 1.00s" in ln for ln in waited_429)  # Retry-After: 1 honoured


def test_a_refused_key_stops_the_run_at_once_without_a_summary(fault_proxy, tmp_path, monkeypatch):
    monkeypatch.delenv("PROCTOR_TEST_KEY", raising=False)
    cfg = run_config(
        tmp_path,
        fault_proxy.url,
        limit=5,
        api_key_env="PROCTOR_TEST_KEY",
        extra={"server": "llama-cpp-python"},
    )
    prep, run_dir, done = runner.start_run(cfg)
    fault_proxy.always = 401
    with pytest.raises(FatalError, match=r"PROCTOR_TEST_KEY \(it is NOT set\)"):
        asyncio.run(runner.execute(prep, run_dir, done))
    assert fault_proxy.seen == 1  # one request, no retry
    assert not (run_dir / "summary.json").exists()
    assert list(iter_records(run_dir / "samples.jsonl")) == []


def test_a_refused_key_at_the_sampler(fault_proxy, monkeypatch):
    monkeypatch.delenv("PROCTOR_TEST_KEY", raising=False)
    fault_proxy.always = 401
    s = RetryingSampler(
        sampler(fault_proxy.url, api_key_env="PROCTOR_TEST_KEY"), RetryPolicy(base_delay_s=0.01)
    )
    with pytest.raises(FatalError, match=r"PROCTOR_TEST_KEY \(it is NOT set\)"):
        run(s.sample(Q, GREEDY, seed=1))
    assert fault_proxy.seen == 1 and s.total_retries == 0


def test_chat_logprobs_from_the_real_server_leave_its_text_alone(llama_server):
    s = sampler(llama_server)
    clear = s.tokenize("Zebras")  # each request from an empty KV cache (the module's docstring)
    on_params = GREEDY.model_copy(update={"logprobs": True})
    run(s.sample(clear, GREEDY, seed=0))
    (on,) = run(s.sample(Q, on_params, seed=1))
    run(s.sample(clear, GREEDY, seed=0))
    (off,) = run(s.sample(Q, GREEDY, seed=1))
    assert on.text == off.text and off.logprobs is None
    assert on.logprobs is not None and len(on.logprobs) == on.completion_tokens > 0
    assert all(lp <= 0 for lp in on.logprobs) and min(on.logprobs) < 0
    (comp,) = run(s.sample(s.tokenize("The three primary colors are"), on_params, seed=1))
    assert comp.logprobs is not None and len(comp.logprobs) == comp.completion_tokens > 0


def test_a_raw_prompt_is_the_servers_own_text_completion(llama_server):
    """prompt.raw: the text goes to /completions as it is (the server tokenizes it), never through
    the chat template."""
    s = sampler(llama_server)
    text = "Question: Tom has 3 apples and buys 4 more. How many apples does he have?\nAnswer:"
    assert s.tokenize_completion(text) is None  # the server adds its own special tokens

    def clear():  # each request from an empty KV cache (see the module's docstring)
        httpx.post(f"{llama_server}/completions", json={"prompt": "Zebras", "max_tokens": 1}, timeout=300)

    clear()
    (ours,) = run(s.sample(text, GREEDY, seed=1))
    clear()
    body = {
        "prompt": text,
        "max_tokens": 12,
        "temperature": 0.0,
        "top_k": 0,
        "min_p": 0.0,
        "repeat_penalty": 1.0,
    }
    theirs = httpx.post(f"{llama_server}/completions", json=body, timeout=300).json()
    assert ours.text == theirs["choices"][0]["text"] and ours.text.strip()
    assert ours.prompt_tokens == theirs["usage"]["prompt_tokens"]
    clear()
    (chat,) = run(s.sample([{"role": "user", "content": text}], GREEDY, seed=1))
    assert chat.prompt_tokens > ours.prompt_tokens  # the template's tokens: this one was not a chat
