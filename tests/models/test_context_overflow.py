"""Prompt + max_tokens beyond the model's context: every backend shrinks the budget to fit and records
it (``max_tokens_effective``, the summary's ``budget_shrunk``); only a prompt that alone does not fit
is refused (``PromptTooLong``, the sample's stop reason ``prompt_too_long``)."""

from __future__ import annotations

import asyncio
import json

import httpx
import pytest

from proctor.api import evaluate
from proctor.metrics.run_summary import summarize_run_records
from proctor.models import ModelOptions, load_sampler
from proctor.models.base import Completion, PromptTooLong, SamplingParams
from proctor.models.endpoints import EndpointPool
from proctor.models.mock import MockSampler
from proctor.models.openai import OpenAISampler
from proctor.models.thinking import FORCE_CUE, ThinkingSampler
from proctor.runs import read_run

MSGS = [{"role": "user", "content": "What is 2+3?"}]


def _one(sampler, prompt, params, seed=1):
    (c,) = asyncio.run(sampler.sample(prompt, params, n=1, seed=seed))
    return c


# -- the mock model ---------------------------------------------------------------------------------


def test_mock_shrinks_the_budget_to_the_context_and_refuses_a_prompt_that_alone_overflows():
    sampler = MockSampler(" ".join(["w"] * 50), n_ctx=20)
    prompt = [{"role": "user", "content": "one two three four"}]
    c = _one(sampler, prompt, SamplingParams(max_tokens=100))
    assert c.max_tokens_effective == 16 and c.completion_tokens == 16 and c.finish_reason == "length"
    assert _one(sampler, prompt, SamplingParams(max_tokens=16)).max_tokens_effective is None  # fits
    with pytest.raises(PromptTooLong, match="prompt of 20 tokens does not fit the model's context of 20"):
        _one(sampler, [{"role": "user", "content": " ".join(["x"] * 20)}], SamplingParams())


def test_a_run_records_each_shrunk_budget_and_the_summary_counts_them(tmp_path):
    settings = {"model.ref": "mock:", "model.n_ctx": 256, "benchmark.limit": 3, "sampling.n": 2}
    result = evaluate("arith", settings=settings, output=tmp_path / "shrunk")
    run = read_run(tmp_path / "shrunk")
    assert len(run.records) == 6
    for r in run.records:
        (turn,) = r.turns
        assert turn.max_tokens_effective == 256 - r.prompt_tokens < 1024  # the default max_tokens
    raw = [json.loads(line) for line in (tmp_path / "shrunk" / "samples.jsonl").read_text().splitlines()]
    assert all(rec["turns"][0]["max_tokens_effective"] for rec in raw)
    assert result.summary["budget_shrunk"]["samples"] == 6
    assert json.loads((tmp_path / "shrunk" / "summary.json").read_text())["budget_shrunk"]["turns"] == 6

    fits = evaluate("arith", settings={**settings, "sampling.max_tokens": 64}, output=tmp_path / "fits")
    assert "budget_shrunk" not in fits.summary
    assert all(t.max_tokens_effective is None for r in read_run(tmp_path / "fits").records for t in r.turns)


def test_the_summary_block_reads_records_and_leaves_errored_samples_out():
    def rec(budgets, error=None):
        turns = [{"text": "", "finish_reason": "length", "max_tokens_effective": b} for b in budgets]
        return {"problem_id": "p", "sample_index": len(budgets), "seed": 0, "turns": turns, "error": error}

    summary = summarize_run_records([rec([None]), rec([30, None]), rec([7, 12, 9]), rec([5], "boom")], n=1)
    assert summary["budget_shrunk"] == {"samples": 2, "turns": 4, "smallest_budget": 7}


# -- budget forcing at the end of the context --------------------------------------------------------


class CharModel:
    """One character is one token, with a context of ``n_ctx`` characters: thinks in a's until the
    prompt ends with the forced close, then answers 42."""

    ref = "fake:chars"

    def __init__(self, n_ctx):
        self.n_ctx = n_ctx
        self.asked: list[int] = []

    def tokenize(self, text):
        return [ord(ch) for ch in text]

    def tokenize_chat(self, messages, add_generation_prompt=True):
        return self.tokenize("".join(m["content"] for m in messages) + "|")

    async def sample(self, prompt, params, n=1, seed=None):
        from proctor.models.base import fit_context, mark_shrunk

        fit = fit_context(len(prompt), params, self.n_ctx)
        self.asked.append(fit.max_tokens)
        stream = "42" if "".join(map(chr, prompt)).endswith("</think>" + FORCE_CUE) else "<think>" + "a" * 500
        out = stream[: fit.max_tokens]
        c = Completion(
            text=out,
            finish_reason="stop" if out == stream else "length",
            prompt_tokens=len(prompt),
            completion_tokens=len(out),
            token_ids=self.tokenize(out),
        )
        return mark_shrunk([c], params, fit)


def test_budget_forcing_records_the_shrunk_answer_budget():
    model = CharModel(n_ctx=100)
    sampler = ThinkingSampler(model, max_thinking_tokens=40)
    c = _one(sampler, model.tokenize("q|"), SamplingParams(max_tokens=500))
    forced = len(model.tokenize("</think>" + FORCE_CUE))
    # 2 prompt + 40 thinking + the forced close: the answer's budget is what the context has left
    assert model.asked == [40, 100 - 2 - 40 - forced]
    assert c.think_state == "forced" and c.text.endswith("42")
    assert c.max_tokens_effective == 100 - 2


def test_thinking_that_fills_the_context_is_truncated_in_thinking_not_an_error():
    model = CharModel(n_ctx=30)
    c = _one(
        ThinkingSampler(model, max_thinking_tokens=40), model.tokenize("q|"), SamplingParams(max_tokens=500)
    )
    assert c.think_state == "unclosed" and c.text == "" and c.max_tokens_effective == 28
    assert model.asked == [28]  # no continuation was tried


# -- the openai backend (a fake server in process) ---------------------------------------------------


class Server:
    """Answers like a server with a context of ``n_ctx``: counts the prompt as ``prompt_len`` tokens,
    refuses prompt + max_tokens beyond the context with ``style``'s error, else completes in full."""

    def __init__(self, n_ctx=100, prompt_len=30, style="vllm", list_len=False):
        self.n_ctx, self.prompt_len, self.style, self.list_len = n_ctx, prompt_len, style, list_len
        self.bodies: list[dict] = []

    def models(self, request):
        entry = {"id": "m", "owned_by": "vllm"}
        if self.list_len:
            entry["max_model_len"] = self.n_ctx
        return httpx.Response(200, json={"data": [entry]})

    async def handle(self, request):
        body = json.loads(request.content)
        self.bodies.append(body)
        p = len(body["prompt"]) if "prompt" in body else self.prompt_len
        m = body.get("max_tokens") or body.get("max_completion_tokens")
        if p + m > self.n_ctx:
            return httpx.Response(400, json={"error": self.error(p, m)})
        choice = {"index": 0, "finish_reason": "length", "text": "a " * m, "message": {"content": "a " * m}}
        return httpx.Response(
            200, json={"choices": [choice], "usage": {"prompt_tokens": p, "completion_tokens": m}}
        )

    def error(self, p, m):
        if self.style == "vllm":
            return {
                "message": f"'max_tokens' or 'max_completion_tokens' is too large: {m}. This model's maximum "
                f"context length is {self.n_ctx} tokens and your request has {p} input tokens "
                f"({m} > {self.n_ctx} - {p})."
            }
        if self.style == "llama-server":  # the numbers are fields of the error, not in the message
            return {
                "code": 400,
                "message": "the request exceeds the available context size, try increasing it",
                "type": "exceed_context_size_error",
                "n_prompt_tokens": p,
                "n_ctx": self.n_ctx,
            }
        return {"message": f"This model's maximum context length is {self.n_ctx} tokens. Please reduce it."}


def _sampler(server):
    s = OpenAISampler("m", EndpointPool(["http://x:1/v1"]), transport=httpx.MockTransport(server.handle))
    s._sync_transport = httpx.MockTransport(server.models)
    return s


@pytest.mark.parametrize("style", ["vllm", "llama-server"])
def test_openai_retries_once_with_the_budget_the_error_leaves(style):
    server = Server(n_ctx=100, prompt_len=30, style=style)
    s = _sampler(server)
    c = _one(s, MSGS, SamplingParams(max_tokens=500))
    assert [b["max_tokens"] for b in server.bodies] == [500, 70]
    assert c.max_tokens_effective == 70 and c.completion_tokens == 70
    assert s.context_length == 100


def test_openai_refuses_a_prompt_that_alone_does_not_fit_without_a_second_request():
    server = Server(n_ctx=100, prompt_len=120)
    with pytest.raises(PromptTooLong, match="prompt of 120 tokens does not fit the model's context of 100"):
        _one(_sampler(server), MSGS, SamplingParams(max_tokens=10))
    assert len(server.bodies) == 1


def test_openai_error_without_the_prompt_size_is_refused_clearly():
    server = Server(n_ctx=100, prompt_len=30, style="openai")
    with pytest.raises(PromptTooLong, match="names no context length and prompt size"):
        _one(_sampler(server), MSGS, SamplingParams(max_tokens=500))


def test_openai_listed_context_shrinks_token_prompts_before_sending_and_refuses_before_sending():
    server = Server(n_ctx=100, list_len=True)
    s = _sampler(server)
    c = _one(s, list(range(40)), SamplingParams(max_tokens=500))
    assert [b["max_tokens"] for b in server.bodies] == [60] and c.max_tokens_effective == 60
    with pytest.raises(PromptTooLong, match="prompt of 100 tokens"):
        _one(s, list(range(100)), SamplingParams(max_tokens=5))
    assert len(server.bodies) == 1  # the prompt alone did not fit: nothing was sent


# -- real models: the embedded llama.cpp model and llama-cpp-python's server --------------------------


@pytest.mark.model
@pytest.mark.parametrize("batch_decode", [False, True])
def test_embedded_model_with_a_small_context_shrinks_and_refuses(batch_decode):
    model = load_sampler("llamacpp:smollm2", ModelOptions(n_ctx=256, batch_decode=batch_decode))
    try:
        prompt = model.tokenize_chat([{"role": "user", "content": "Count: " + "one two three " * 65}])
        assert 200 < len(prompt) < 256
        c = _one(model, prompt, SamplingParams(max_tokens=1024, temperature=0))
        too_long = model.tokenize("word " * 300)
        with pytest.raises(PromptTooLong, match=f"prompt of {len(too_long)} tokens .* context of 256"):
            _one(model, too_long, SamplingParams(max_tokens=8))
    finally:
        asyncio.run(model.aclose())
    assert c.max_tokens_effective == 256 - len(prompt)
    assert c.completion_tokens <= 256 - len(prompt)


@pytest.mark.server
@pytest.mark.model
def test_real_server_that_shrinks_on_its_own_is_recorded_and_an_overlong_prompt_refused(
    llama_server_small_ctx,
):
    s = load_sampler("openai:smollm2", ModelOptions(base_url=llama_server_small_ctx))
    long_prompt = [{"role": "user", "content": "Continue counting: " + "one two three " * 65}]
    try:
        c = _one(s, long_prompt, SamplingParams(max_tokens=1000, temperature=0))
        with pytest.raises(PromptTooLong, match="does not fit the model's context of 256"):
            _one(s, [{"role": "user", "content": "word " * 400}], SamplingParams(max_tokens=8))
    finally:
        asyncio.run(s.aclose())
    assert c.finish_reason == "length" and c.prompt_tokens + c.completion_tokens == 256
    assert c.max_tokens_effective == 256 - c.prompt_tokens
