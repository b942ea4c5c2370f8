"""Reasoning models: the thinking is kept but never graded, an unclosed thinking is its own stop reason,
budget forcing closes the thinking token-in/token-out, and a server's reasoning_content is read apart."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from proctor.grading import get_grader
from proctor.models import ModelOptions, load_sampler
from proctor.models.base import Completion, SamplingParams
from proctor.models.mock import MockSampler
from proctor.models.thinking import FORCE_CUE, ThinkingSampler, split_thinking


@pytest.mark.parametrize(
    ("text", "reasoning", "answer", "state"),
    [
        ("<think>2+2 is 4</think>The answer is 4.", "2+2 is 4", "The answer is 4.", "closed"),
        ("  <think>\nhmm\n</think>\n\n\\boxed{4}", "hmm", "\\boxed{4}", "closed"),
        # the chat template opened the thinking (R1): only the closing tag is in the text
        ("so x = 3\n</think>\nx = 3", "so x = 3", "x = 3", "closed"),
        ("<think>still going, maybe \\boxed{7}", "still going, maybe \\boxed{7}", "", "unclosed"),
        ("The answer is 5.", None, "The answer is 5.", "none"),
        ("I write <think> mid-answer", None, "I write <think> mid-answer", "none"),
    ],
)
def test_split_thinking(text, reasoning, answer, state):
    assert split_thinking(text) == (reasoning, answer, state)


def _run(sampler, prompt, params):
    return asyncio.run(sampler.sample(prompt, params, n=1, seed=1))


def test_an_answer_inside_the_thinking_is_not_graded():
    inner = MockSampler("<think>It is \\boxed{12}.</think>I am not sure.")
    (c,) = _run(ThinkingSampler(inner), [{"role": "user", "content": "q"}], SamplingParams())
    assert c.text == "I am not sure." and c.reasoning == "It is \\boxed{12}." and c.think_state == "closed"
    grade = get_grader("math").grade(c.text, "12")
    assert not grade.correct and grade.status == "no_answer"


class CharModel:
    """A token-level fake: one character is one token. It thinks in a's forever, unless the prompt ends
    with the forced closing tag and cue, after which it answers 42."""

    ref = "fake:chars"

    def __init__(self):
        self.prompts: list[list[int]] = []

    def tokenize(self, text):
        return [ord(ch) for ch in text]

    def tokenize_chat(self, messages, add_generation_prompt=True):
        return self.tokenize("".join(m["content"] for m in messages) + "|")

    async def sample(self, prompt, params, n=1, seed=None):
        if prompt and isinstance(prompt[0], dict):
            prompt = self.tokenize_chat(prompt)
        self.prompts.append(list(prompt))
        text_in = "".join(map(chr, prompt))
        stream = "42" if text_in.endswith("</think>" + FORCE_CUE) else "<think>" + "a" * 500
        out = stream[: params.max_tokens]
        finish = "stop" if len(out) == len(stream) else "length"
        return [
            Completion(
                text=out,
                finish_reason=finish,
                prompt_tokens=len(prompt),
                completion_tokens=len(out),
                token_ids=self.tokenize(out),
                prompt_token_ids=list(prompt),
                logprobs=[-0.25] * len(out) if params.logprobs else None,
            )
        ]

    def effective(self, params):
        return {}

    def info(self):
        return {"ref": self.ref}

    async def aclose(self):
        return None


def test_budget_forcing_closes_the_thinking_token_in_token_out():
    model = CharModel()
    sampler = ThinkingSampler(model, max_thinking_tokens=64)
    (c,) = _run(sampler, [{"role": "user", "content": "q"}], SamplingParams(max_tokens=200))
    forced = model.tokenize("</think>" + FORCE_CUE)
    assert c.think_state == "forced" and c.text == FORCE_CUE.strip() + " 42"
    assert c.reasoning_tokens == 64 and c.reasoning == "a" * 57  # 64 tokens = "<think>" + 57 a's
    assert c.token_ids[64 : 64 + len(forced)] == forced  # the forced continuation starts with the tag
    assert c.completion_tokens == 64 + len(forced) + 2 == len(c.token_ids)
    # the second call continued from the exact tokens: prompt + the 64 thought tokens + the forced ones
    assert model.prompts[1] == model.prompts[0] + c.token_ids[: 64 + len(forced)]


def test_logprobs_survive_the_split_but_not_forced_tokens_nobody_sampled():
    model = CharModel()
    asked = SamplingParams(max_tokens=200, logprobs=True)
    (forced,) = _run(
        ThinkingSampler(model, max_thinking_tokens=64), [{"role": "user", "content": "q"}], asked
    )
    assert forced.think_state == "forced" and forced.logprobs is None
    (split,) = _run(ThinkingSampler(model), [{"role": "user", "content": "q"}], asked)
    assert split.think_state == "unclosed" and split.logprobs == [-0.25] * len(split.token_ids)


def test_no_forcing_within_budget_or_when_the_budget_is_the_whole_completion():
    model = CharModel()
    (c,) = _run(
        ThinkingSampler(model, max_thinking_tokens=300),
        [{"role": "user", "content": "q"}],
        SamplingParams(max_tokens=100),
    )
    assert c.think_state == "unclosed" and c.text == "" and len(model.prompts) == 1


def _proctor(args, tmp_path):
    return subprocess.run(
        [sys.executable, "-m", "proctor", *args], capture_output=True, text=True, cwd=tmp_path
    )


def test_unclosed_thinking_is_its_own_stop_reason_and_summary_counts(tmp_path):
    out = tmp_path / "run"
    script = "<think>" + " step" * 50 + " so the answer is \\boxed{4}"
    r = _proctor(
        [
            "eval",
            "arith",
            "--limit",
            "2",
            "--model",
            f"mock:{script}",
            "--max-tokens",
            "20",
            "--output",
            str(out),
            "-q",
        ],
        tmp_path,
    )
    assert r.returncode == 0, r.stderr
    records = [json.loads(line) for line in (out / "samples.jsonl").read_text().splitlines()]
    assert {rec["stop_reason"] for rec in records} == {"truncated_in_thinking"}
    assert all(rec["final_text"] == "" and rec["grade_status"] == "no_answer" for rec in records)
    assert (
        records[0]["turns"][0]["think_state"] == "unclosed" and "step" in records[0]["turns"][0]["reasoning"]
    )
    summary = json.loads((out / "summary.json").read_text())
    assert summary["stop_reasons"] == {"truncated_in_thinking": 1.0}
    assert summary["thinking"]["turns_by_state"]["unclosed"] == 2


def test_budget_needs_token_ids_and_tags(tmp_path):
    r = _proctor(
        [
            "eval",
            "arith",
            "--model",
            "mock:x",
            "--set",
            "sampling.max_thinking_tokens=8",
            "--output",
            str(tmp_path / "a"),
        ],
        tmp_path,
    )
    assert r.returncode == 2 and "needs token ids" in r.stdout + r.stderr
    r = _proctor(
        [
            "eval",
            "arith",
            "--model",
            "mock:x",
            "--set",
            "sampling.max_thinking_tokens=8",
            "--set",
            "model.think_tags=[]",
            "--output",
            str(tmp_path / "b"),
        ],
        tmp_path,
    )
    assert r.returncode == 2 and "needs thinking tags" in r.stdout + r.stderr


class _Server(BaseHTTPRequestHandler):
    bodies: list[dict] = []

    def log_message(self, *args):
        pass

    def _send(self, payload):
        data = json.dumps(payload).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):  # /v1/models: a vLLM-like server
        self._send({"object": "list", "data": [{"id": "r1", "owned_by": "vllm"}]})

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        _Server.bodies.append(body)
        self._send(
            {
                "choices": [
                    {
                        "index": 0,
                        "finish_reason": "stop",
                        "message": {
                            "role": "assistant",
                            "content": "The answer is $\\boxed{4}$.",
                            "reasoning_content": "2 + 2: count, 4. But the answer is \\boxed{5}?",
                        },
                    }
                ],
                "usage": {
                    "prompt_tokens": 9,
                    "completion_tokens": 30,
                    "completion_tokens_details": {"reasoning_tokens": 21},
                },
            }
        )


def test_reasoning_content_from_a_local_server_is_kept_apart():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Server)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        options = ModelOptions(
            base_url=f"http://127.0.0.1:{server.server_port}/v1",
            chat_template_kwargs={"enable_thinking": True},
            reasoning_effort="high",
        )
        sampler = ThinkingSampler(load_sampler("openai:r1", options))
        (c,) = _run(sampler, [{"role": "user", "content": "2+2?"}], SamplingParams(max_tokens=64))
    finally:
        server.shutdown()
    assert c.text == "The answer is $\\boxed{4}$." and c.think_state == "closed"
    assert c.reasoning.startswith("2 + 2") and c.reasoning_tokens == 21
    assert get_grader("math").grade(c.text, "4").correct
    sent = _Server.bodies[-1]
    assert sent["chat_template_kwargs"] == {"enable_thinking": True} and sent["reasoning_effort"] == "high"


@pytest.mark.model
def test_embedded_model_with_a_thinking_budget(tmp_path):
    """The embedded model with a 64-token thinking budget. Directly, with the thinking opened in the
    prompt (as R1's chat template does): the forced continuation starts exactly with the closing tag's
    tokens. Through `proctor eval` with a system prompt asking for <think> tags: samples that reached the
    budget record the forced close, and the summary splits thinking from answer tokens."""
    system = "Think step by step inside <think> </think> tags, then give the final answer in \\boxed{}."
    messages = [
        {"role": "system", "content": system},
        {"role": "user", "content": "Explain step by step how to compute 17 times 25, then give the result."},
    ]
    model = load_sampler("llamacpp:smollm2", ModelOptions(n_ctx=1024))
    try:
        prompt = model.tokenize_chat(messages) + model.tokenize("<think>\n")
        sampler = ThinkingSampler(model, max_thinking_tokens=64)
        (c,) = _run(sampler, prompt, SamplingParams(max_tokens=128, temperature=0))
        close = model.tokenize("</think>" + FORCE_CUE)
    finally:
        asyncio.run(model.aclose())
    assert c.think_state == "forced" and c.reasoning_tokens == 64
    assert c.token_ids[64 : 64 + len(close)] == close
    assert c.text.startswith("Final answer:") and "</think>" not in c.text

    out = tmp_path / "run"
    r = _proctor(
        [
            "eval",
            "arith",
            "--limit",
            "2",
            "-n",
            "2",
            "--max-tokens",
            "160",
            "--temperature",
            "0.7",
            "--system-prompt",
            system,
            "--set",
            "sampling.max_thinking_tokens=64",
            "--output",
            str(out),
            "-q",
        ],
        tmp_path,
    )
    assert r.returncode == 0, r.stderr
    records = [json.loads(line) for line in (out / "samples.jsonl").read_text().splitlines()]
    forced = [rec for rec in records if rec["turns"][0]["think_state"] == "forced"]
    assert forced, [rec["turns"][0]["think_state"] for rec in records]
    for rec in forced:
        assert rec["turns"][0]["reasoning_tokens"] == 64
        assert rec["messages"][-1]["content"].startswith("Final answer:")  # the answer part alone
    summary = json.loads((out / "summary.json").read_text())
    assert summary["thinking"]["turns_by_state"]["forced"] == len(forced)
    assert summary["thinking"]["thinking_tokens"]["p95"] <= 64
    config = (out / "config.toml").read_text()
    assert "max_thinking_tokens = 64" in config and 'think_tags = [\n    "<think>",' in config


class Scripted(CharModel):
    """Char tokens; writes ``text`` whatever the prompt."""

    def __init__(self, text):
        super().__init__()
        self.text = text

    async def sample(self, prompt, params, n=1, seed=None):
        out = self.text[: params.max_tokens]
        finish = "stop" if out == self.text else "length"
        ids = self.tokenize(out)
        return [Completion(text=out, finish_reason=finish, completion_tokens=len(ids), token_ids=ids)]


@pytest.mark.parametrize(
    ("tail", "text", "state", "answer"),
    [
        ("<think>\n", "so it is \\boxed{7}", "unclosed", ""),  # R1's template opened it: never an answer
        ("<think>", "so it is \\boxed{7}", "unclosed", ""),
        ("<think>\n", "hmm</think>It is \\boxed{7}", "closed", "It is \\boxed{7}"),
        ("assistant\n", "It is \\boxed{7}", "none", "It is \\boxed{7}"),
    ],
)
def test_a_prompt_that_opens_the_thinking_makes_an_unclosed_completion_thinking(tail, text, state, answer):
    model = Scripted(text)
    (c,) = _run(ThinkingSampler(model), model.tokenize("q|" + tail), SamplingParams(max_tokens=100))
    assert (c.think_state, c.text) == (state, answer)
    if state == "unclosed":
        assert c.reasoning == text and c.reasoning_tokens == len(text)
        assert not get_grader("math").grade(c.text, "7").correct


@pytest.mark.model
def test_embedded_model_unclosed_thinking_after_an_opened_prompt_is_never_graded():
    """The embedded model continues a prompt that ends with ``<think>\\n`` (as R1's template does) and
    never writes the closing tag in 24 tokens: the whole completion is thinking, nothing is graded."""
    model = load_sampler("llamacpp:smollm2", ModelOptions(n_ctx=1024))
    messages = [{"role": "user", "content": "What is 6 times 7? Think first."}]
    try:
        prompt = model.tokenize_chat(messages) + model.tokenize("<think>\n")
        params = SamplingParams(max_tokens=24, temperature=0)
        (raw,) = _run(model, prompt, params)
        (c,) = _run(ThinkingSampler(model), prompt, params)
    finally:
        asyncio.run(model.aclose())
    assert "</think>" not in raw.text and raw.text.strip()
    assert c.think_state == "unclosed" and c.text == "" and c.reasoning == raw.text.strip()
    assert c.reasoning_tokens == raw.completion_tokens
    grade = get_grader("math").grade(c.text, "42")
    assert not grade.correct and grade.status == "no_answer"


class RawCharModel(CharModel):
    """CharModel with raw completion prompts: a BOS (0) then one token per character."""

    def tokenize_completion(self, text):
        return [0, *self.tokenize(text)]


def test_budget_forcing_continues_a_raw_completion_prompt_from_its_tokens():
    model = RawCharModel()
    sampler = ThinkingSampler(model, max_thinking_tokens=32)
    (c,) = _run(sampler, "Question: q\nAnswer:", SamplingParams(max_tokens=100))
    assert c.think_state == "forced" and c.text == FORCE_CUE.strip() + " 42"
    assert model.prompts[0] == [0, *model.tokenize("Question: q\nAnswer:")]  # its tokens, BOS included
    assert model.prompts[1][: len(model.prompts[0])] == model.prompts[0]
    # a raw text that ends with the opening tag starts the completion inside the thinking
    assert sampler.opened_by("Answer: <think>\n") and not sampler.opened_by("Answer:")
