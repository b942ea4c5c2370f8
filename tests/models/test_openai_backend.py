"""openai backend against an in-process fake server (httpx.MockTransport): bodies, parsing, errors, balancing.

The real-server tests (llama-cpp-python's server, and the fault-injecting proxy) are in
test_openai_server.py.
"""

from __future__ import annotations

import asyncio
import json

import httpx
import pytest

from proctor.models import ModelOptions, load_sampler
from proctor.models.base import FatalError, SampleError, SamplingParams, TransientError
from proctor.models.endpoints import EndpointConfigError, EndpointPool, parse_base_urls
from proctor.models.openai import OpenAISampler

MSGS = [{"role": "user", "content": "What is 2+3?"}]
PARAMS = SamplingParams(temperature=0.7, top_p=0.9, top_k=20, max_tokens=16, stop=("\n\n",))


class FakeServer:
    """Answers chat/completions like an OpenAI-compatible server and records every request body."""

    def __init__(self, owned_by="vllm", fail=None, delay_s=0.0):
        self.owned_by = owned_by
        self.requests: list[tuple[str, dict]] = []
        self.fail = fail  # callable(url, body) -> httpx.Response | None
        self.delay_s = delay_s

    def sync(self, request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/models"):
            return httpx.Response(200, json={"data": [{"id": "m", "owned_by": self.owned_by}]})
        return self.answer(request)

    async def handler(self, request: httpx.Request) -> httpx.Response:
        if self.delay_s:
            await asyncio.sleep(self.delay_s)
        return self.answer(request)

    def answer(self, request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        self.requests.append((str(request.url), body))
        if self.fail is not None:
            r = self.fail(str(request.url), body)
            if r is not None:
                return r
        path = request.url.path
        if path.endswith("/tokenize"):
            return httpx.Response(200, json={"tokens": [7, 8, 9]})
        n = body.get("n", 1)
        chat = path.endswith("/chat/completions")
        choices = []
        for i in range(n):
            text = f"seed={body.get('seed')} i={i}"
            c = {"index": i, "finish_reason": "length" if i == 1 else "stop"}
            c.update({"message": {"role": "assistant", "content": text}} if chat else {"text": text})
            if body.get("return_token_ids"):
                c["token_ids"] = list(range(i + 3))
            if body.get("logprobs"):  # one per token: -0.5, -1.0, ... (chat and completions shapes)
                values = [-0.5 * (j + 1) for j in range(i + 3)]
                content = [{"token": f"t{j}", "logprob": v, "top_logprobs": []} for j, v in enumerate(values)]
                c["logprobs"] = (
                    {"content": content}
                    if chat
                    else {"tokens": [f"t{j}" for j in range(len(values))], "token_logprobs": values}
                )
            choices.append(c)
        data = {"choices": choices, "usage": {"prompt_tokens": 11, "completion_tokens": 5 * n}}
        if body.get("return_token_ids") and chat:
            data["prompt_token_ids"] = [5, 6, 7]  # vLLM: the prompt as its template rendered it
        return httpx.Response(200, json=data)


def make(server: FakeServer, urls=("http://a:1/v1",), kind="auto", **kw) -> OpenAISampler:
    s = OpenAISampler(
        "m", EndpointPool(list(urls), **kw), server=kind, transport=httpx.MockTransport(server.handler)
    )
    s._sync_transport = httpx.MockTransport(server.sync)
    return s


def run(coro):
    return asyncio.run(coro)


def test_vllm_chat_sends_everything_in_one_request_and_reads_token_ids():
    srv = FakeServer("vllm")
    s = make(srv)
    out = run(s.sample(MSGS, PARAMS, n=3, seed=42))
    assert s.server == "vllm"
    assert len(srv.requests) == 1
    url, body = srv.requests[0]
    assert url == "http://a:1/v1/chat/completions"
    assert body == {
        "model": "m",
        "temperature": 0.7,
        "top_p": 0.9,
        "max_tokens": 16,
        "stop": ["\n\n"],
        "top_k": 20,
        "seed": 42,
        "n": 3,
        "return_token_ids": True,
        "messages": MSGS,
    }
    assert [c.text for c in out] == ["seed=42 i=0", "seed=42 i=1", "seed=42 i=2"]
    assert [c.finish_reason for c in out] == ["stop", "length", "stop"]
    assert [c.token_ids for c in out] == [[0, 1, 2], [0, 1, 2, 3], [0, 1, 2, 3, 4]]
    assert [c.completion_tokens for c in out] == [3, 4, 5]
    assert all(c.prompt_tokens == 11 and c.latency_s > 0 for c in out)


def test_token_id_prompt_goes_to_completions_as_ids():
    srv = FakeServer("sglang")
    s = make(srv)
    out = run(s.sample([1, 2, 3], PARAMS, seed=5))
    url, body = srv.requests[0]
    assert (
        url == "http://a:1/v1/completions" and body["prompt"] == [1, 2, 3] and "return_token_ids" not in body
    )
    assert out[0].prompt_token_ids == [1, 2, 3] and out[0].token_ids is None and out[0].completion_tokens == 5


def test_server_without_n_gets_one_request_per_sample_with_consecutive_seeds():
    srv = FakeServer("llamacpp")  # llama.cpp's llama-server
    s = make(srv)
    out = run(s.sample(MSGS, PARAMS, n=3, seed=100))
    assert s.server == "llama.cpp" and not s.n_per_request()
    assert sorted(b["seed"] for _, b in srv.requests) == [100, 101, 102]
    assert all("n" not in b and b["cache_prompt"] is False for _, b in srv.requests)
    assert [c.text for c in out] == ["seed=100 i=0", "seed=101 i=0", "seed=102 i=0"]


@pytest.mark.parametrize("owned_by", ["me", "llamacpp"])
def test_llama_servers_get_their_own_samplers_turned_off(owned_by):
    # llama-cpp-python's server applies repeat_penalty 1.1, min_p 0.05 and top_k 40 to a request that
    # does not name them (llama-server top_k 40 and min_p 0.05): each must be sent as "off"
    srv = FakeServer(owned_by)
    s = make(srv)
    run(s.sample(MSGS, SamplingParams(temperature=0.0, max_tokens=8)))
    body = srv.requests[-1][1]
    assert (body["top_k"], body["min_p"], body["repeat_penalty"]) == (0, 0.0, 1.0)
    run(s.sample(MSGS, PARAMS))  # a top_k the user gave is sent as given
    assert srv.requests[-1][1]["top_k"] == 20 and srv.requests[-1][1]["repeat_penalty"] == 1.0
    other = FakeServer("vllm")
    run(make(other).sample(MSGS, PARAMS))
    assert "repeat_penalty" not in other.requests[-1][1] and "min_p" not in other.requests[-1][1]


def test_hosted_openai_drops_top_k_and_uses_max_completion_tokens():
    srv = FakeServer("openai")
    s = make(srv)
    assert "top_k" not in s.effective(PARAMS) and s.effective(PARAMS)["temperature"] == 0.7
    run(s.sample(MSGS, PARAMS))
    body = srv.requests[0][1]
    assert "top_k" not in body and body["max_completion_tokens"] == 16 and "max_tokens" not in body
    assert make(FakeServer("vllm")).effective(PARAMS)["top_k"] == 20


def test_n_split_of_usage_when_the_server_gives_no_token_ids():
    srv = FakeServer("sglang")
    out = run(make(srv).sample(MSGS, PARAMS, n=2, seed=1))
    assert sum(c.completion_tokens for c in out) == 10


def test_vllm_tokenize_routes_to_the_server_root():
    srv = FakeServer("vllm")
    s = make(srv)
    assert s.tokenize_chat(MSGS) == [7, 8, 9]
    assert srv.requests[-1][0] == "http://a:1/tokenize"
    assert srv.requests[-1][1]["add_generation_prompt"] is True
    assert make(FakeServer("openai")).tokenize("x") is None


def _status(code, message="nope", headers=None):
    return lambda url, body: httpx.Response(code, json={"error": {"message": message}}, headers=headers or {})


@pytest.mark.parametrize(
    "code, headers, retry_after",
    [
        (429, {"Retry-After": "3"}, 3.0),
        (429, {"retry-after-ms": "250"}, 0.25),
        (429, {"Retry-After": "Wed, 21 Oct 2015 07:28:00 GMT"}, 0.0),  # a date in the past: no wait
        (503, {"Retry-After": "soon"}, None),  # unreadable: still retryable, the backoff applies
        (500, {}, None),
        (503, {}, None),
    ],
)
def test_retryable_statuses_raise_transient_with_retry_after(code, headers, retry_after):
    s = make(FakeServer(fail=_status(code, headers=headers)))
    with pytest.raises(TransientError, match=f"HTTP {code}") as e:
        run(s.sample(MSGS, PARAMS))
    assert e.value.retry_after == retry_after


def test_context_length_is_a_sample_error():
    msg = "This model's maximum context length is 2048 tokens. However, you requested 5000 tokens"
    s = make(FakeServer(fail=_status(400, msg)))
    with pytest.raises(SampleError, match="prompt too long"):
        run(s.sample(MSGS, PARAMS))


def test_401_is_fatal_names_the_env_var_and_never_shows_the_key(monkeypatch):
    monkeypatch.setenv("MY_KEY", "sk-secret-123")
    srv = FakeServer(fail=_status(401, "invalid api key"))
    s = make(srv)
    s.api_key_env = "MY_KEY"
    with pytest.raises(FatalError) as e:
        run(s.sample(MSGS, PARAMS))
    assert "MY_KEY" in str(e.value) and "is set" in str(e.value) and "sk-secret" not in str(e.value)
    assert "sk-secret" not in json.dumps(s.info())


def test_404_is_fatal_and_says_what_to_check():
    s = make(FakeServer(fail=_status(404, "The model `m` does not exist.")))
    with pytest.raises(FatalError, match=r"--model openai:NAME.*--base-url"):
        run(s.sample(MSGS, PARAMS))


def test_other_400_is_fatal():
    s = make(FakeServer(fail=_status(400, "top_p must be in (0, 1]")))
    with pytest.raises(FatalError, match="top_p must be"):
        run(s.sample(MSGS, PARAMS))


def test_truncated_json_is_transient():
    s = make(FakeServer(fail=lambda url, body: httpx.Response(200, content=b'{"choices": [{"mess')))
    with pytest.raises(TransientError, match="unreadable response body"):
        run(s.sample(MSGS, PARAMS))


def test_connection_error_and_timeout_are_transient():
    def refuse(request):
        raise httpx.ConnectError("connection refused", request=request)

    s = OpenAISampler("m", ["http://a:1/v1"], server="vllm", transport=httpx.MockTransport(refuse))
    with pytest.raises(TransientError, match="connection error"):
        run(s.sample(MSGS, PARAMS))
    slow = FakeServer(delay_s=1.0)
    s = OpenAISampler(
        "m",
        ["http://a:1/v1"],
        server="vllm",
        request_timeout_s=0.05,
        transport=httpx.MockTransport(slow.handler),
    )
    with pytest.raises(TransientError, match="timeout after 0.05s"):
        run(s.sample(MSGS, PARAMS))


def test_least_outstanding_balancing_spreads_concurrent_requests():
    srv = FakeServer(delay_s=0.02)
    s = make(srv, urls=("http://a:1/v1", "http://b:2/v1", "http://c:3/v1"), affinity=False)

    async def many():
        await asyncio.gather(*(s.sample(MSGS, PARAMS, seed=i) for i in range(30)))

    run(many())
    hosts = [u.split("/")[2] for u, _ in srv.requests]
    assert {h: hosts.count(h) for h in set(hosts)} == {"a:1": 10, "b:2": 10, "c:3": 10}


def test_failing_endpoint_cools_down_and_traffic_moves_to_the_others():
    clock = [0.0]
    srv = FakeServer(fail=lambda url, body: _status(500)(url, body) if "//a:1" in url else None)
    s = OpenAISampler(
        "m",
        EndpointPool(
            ["http://a:1/v1", "http://b:2/v1"],
            fail_threshold=2,
            cooldown_s=10,
            clock=lambda: clock[0],
            affinity=False,
        ),
        server="vllm",
        transport=httpx.MockTransport(srv.handler),
    )

    async def go(k):
        ok = 0
        for i in range(k):
            try:
                await s.sample(MSGS, PARAMS, seed=i)
                ok += 1
            except TransientError:
                pass
        return ok

    assert run(go(8)) == 6  # two failures on a, then a is out: b serves the rest
    a, b = s.pool.stats()
    assert a["requests"] == 2 and a["cooldowns"] == 1 and b["requests"] == 6
    clock[0] = 11.0  # cool-down over: a gets traffic again
    run(go(2))
    assert s.pool.stats()[0]["requests"] == 3


def test_parse_base_urls(tmp_path):
    assert parse_base_urls("http://a:1/v1/, http://b:2/v1") == ["http://a:1/v1", "http://b:2/v1"]
    f = tmp_path / "urls.txt"
    f.write_text("# servers\nhttp://a:1/v1\n\nhttp://b:2/v1  # second\n")
    assert parse_base_urls(f"@{f}") == ["http://a:1/v1", "http://b:2/v1"]
    with pytest.raises(EndpointConfigError, match="no such file"):
        parse_base_urls(f"@{tmp_path}/missing")
    with pytest.raises(EndpointConfigError, match="not an http"):
        parse_base_urls("localhost:8000")
    with pytest.raises(EndpointConfigError, match="twice"):
        parse_base_urls("http://a:1/v1,http://a:1/v1")


def test_from_ref_reads_model_options_and_rejects_unknown_extras():
    opts = ModelOptions(
        base_url="http://a:1/v1,http://b:2/v1", request_timeout_s=5, extra={"server": "sglang"}
    )
    s = load_sampler("openai:Qwen/Qwen2.5-0.5B", opts)
    assert isinstance(s, OpenAISampler) and s.ref == "openai:Qwen/Qwen2.5-0.5B"
    assert s.info()["base_urls"] == ["http://a:1/v1", "http://b:2/v1"]
    # credentials in a URL would land in config.toml: refused, pointing at --api-key-env
    with pytest.raises(ValueError, match="carries credentials.*--api-key-env") as e:
        load_sampler("openai:m", ModelOptions(base_url="http://u:p@a:1/v1,http://b:2/v1"))
    assert "p@" not in str(e.value)
    assert s.request_timeout_s == 5 and s.server == "sglang"
    with pytest.raises(FatalError, match="unknown model.extra"):
        load_sampler("openai:m", ModelOptions(base_url="http://a:1/v1", extra={"sevrer": "vllm"}))
    with pytest.raises(FatalError, match="model.extra.server"):
        load_sampler("openai:m", ModelOptions(base_url="http://a:1/v1", extra={"server": "tgi"}))


LOGPROBS = PARAMS.model_copy(update={"logprobs": True})


def test_chat_logprobs_are_asked_for_and_read_with_vllm_s_token_ids():
    srv = FakeServer("vllm")
    out = run(make(srv).sample(MSGS, LOGPROBS, n=2, seed=1))
    _, body = srv.requests[0]
    assert body["logprobs"] is True and body["top_logprobs"] == 0 and body["return_token_ids"] is True
    assert [c.token_ids for c in out] == [[0, 1, 2], [0, 1, 2, 3]]
    assert [c.logprobs for c in out] == [[-0.5, -1.0, -1.5], [-0.5, -1.0, -1.5, -2.0]]
    assert all(c.prompt_token_ids == [5, 6, 7] for c in out)
    (plain,) = run(make(FakeServer("vllm")).sample(MSGS, PARAMS, seed=1))
    assert plain.logprobs is None


def test_completions_logprobs_are_the_sampled_tokens_of_a_top_one_request():
    srv = FakeServer("sglang")
    (c,) = run(make(srv).sample([1, 2, 3], LOGPROBS, seed=5))
    _, body = srv.requests[0]
    assert body["logprobs"] == 1 and "top_logprobs" not in body  # llama-server sends none for 0
    assert c.logprobs == [-0.5, -1.0, -1.5] and c.token_ids is None


def test_logprobs_that_do_not_match_the_token_ids_are_not_kept():
    def fewer(url, body):
        return httpx.Response(200, json={"choices": [{"index": 0, "finish_reason": "stop", "token_ids": [1, 2],
            "message": {"content": "x"}, "logprobs": {"content": [{"token": "x", "logprob": -1.0}]}}]})  # fmt: skip

    (c,) = run(make(FakeServer("vllm", fail=fewer)).sample(MSGS, LOGPROBS, seed=1))
    assert c.token_ids == [1, 2] and c.logprobs is None


def test_logprobs_over_real_http_from_the_fake_server():
    from fake_openai import FakeOpenAI

    server = FakeOpenAI()
    try:
        s = OpenAISampler("fake", [server.url])
        (on,) = run(s.sample(MSGS, LOGPROBS, seed=3))
        (off,) = run(s.sample(MSGS, PARAMS, seed=3))
        run(s.aclose())
    finally:
        server.close()
    assert on.text == off.text and off.logprobs is None
    assert on.logprobs is not None and len(on.logprobs) == len(on.text.split()) and max(on.logprobs) < 0


def _ca_certs(sampler) -> int:
    return sampler._sync_http()._transport._pool._ssl_context.cert_store_stats()["x509_ca"]


def test_the_blocking_client_loads_ca_certificates_only_where_tls_can_be_used(monkeypatch):
    for name in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "all_proxy"):
        monkeypatch.delenv(name, raising=False)
    plain = OpenAISampler("x", ["http://127.0.0.1:1/v1", "http://127.0.0.1:2/v1"])
    assert _ca_certs(plain) == 0  # the run's start does not load them: no endpoint speaks TLS
    assert _ca_certs(OpenAISampler("x", ["http://127.0.0.1:1/v1", "https://api.example.com/v1"])) > 0
    monkeypatch.setenv("HTTPS_PROXY", "https://proxy.example.com:3128")  # a proxy may: verified
    assert _ca_certs(OpenAISampler("x", ["http://127.0.0.1:1/v1"])) > 0
