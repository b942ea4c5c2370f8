"""A strict fake of a served reasoning model that speaks token ids (uvicorn + starlette, 127.0.0.1), for
the budget-forcing tests: it plays vLLM (``/tokenize`` with a prompt or messages, ``return_token_ids``)
or llama.cpp's llama-server (``GET /props`` with its chat template, ``/tokenize`` with ``content``,
``return_tokens`` read back from ``__verbose.tokens``), and refuses with 400 any request field the
server it plays would not take, a prompt that is not a list of token ids, or a ``max_tokens`` that is
not a positive integer. Imported by test modules in any folder (tests/conftest.py puts this folder
on ``sys.path``).

Its tokenizer is one token a character, except a few special strings (``<think>``, ``</think>``, the
ChatML markers, BOS/EOS) that are one token each. Its "model" is a pure function of the prompt's tokens
and the seed: after the opening tag it thinks ``THINK_CHARS`` characters (4 for a prompt that says
``quick``), closes the thinking, answers ``ANSWER`` and ends with EOS; a prompt whose thinking was
closed for it with the cue ``Final answer: `` gets ``\\boxed{42}``. A continuation (the prompt plus what
was generated) carries on exactly where the first request stopped, as a real model's tokens do.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from typing import Any

SPECIALS = {"<think>": 1, "</think>": 2, "<|im_start|>": 3, "<|im_end|>": 4, "<s>": 5, "</s>": 6}
OPEN, CLOSE, BOS, EOS = 1, 2, 5, 6
PIECES = {v: k for k, v in SPECIALS.items()}
ANSWER = "\n\nThe answer is \\boxed{42}."
THINK_CHARS = 120
TEMPLATE = (
    "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n<think>\n{% endif %}"
)
VLLM_FIELDS = {
    "model", "prompt", "temperature", "top_p", "top_k", "min_p", "max_tokens", "n", "seed", "stop",
    "logprobs", "return_token_ids",
}  # fmt: skip
LLAMA_FIELDS = {
    "model", "prompt", "temperature", "top_p", "top_k", "min_p", "repeat_penalty", "max_tokens", "seed",
    "stop", "cache_prompt", "return_tokens", "verbose", "logprobs",
}  # fmt: skip


def tokenize(text: str) -> list[int]:
    out: list[int] = []
    i = 0
    while i < len(text):
        for s, t in SPECIALS.items():
            if text.startswith(s, i):
                out.append(t)
                i += len(s)
                break
        else:
            out.append(100 + ord(text[i]))
            i += 1
    return out


def detokenize(ids: list[int]) -> str:
    return "".join(PIECES.get(t, "") if t < 100 else chr(t - 100) for t in ids if t not in (BOS, EOS))


def render(messages: list[dict[str, Any]], add_generation_prompt: bool = True) -> str:
    import jinja2

    return jinja2.Template(TEMPLATE).render(messages=messages, add_generation_prompt=add_generation_prompt)


def thinking(prompt: list[int], seed: int | None) -> str:
    if "quick" in detokenize(prompt):
        return "\nok."
    base = f"\n{seed}: let me think. "
    return (base * (THINK_CHARS // len(base) + 1))[:THINK_CHARS]


def continuation(prompt: list[int], seed: int | None) -> list[int]:
    """Everything the model still writes after ``prompt``, EOS last."""
    if CLOSE in prompt:
        tail = detokenize(prompt[len(prompt) - prompt[::-1].index(CLOSE) :])
        if tail.endswith("Final answer: "):
            return [*tokenize("\\boxed{42}"), EOS]
        return [*(tokenize(ANSWER[len(tail) :]) if ANSWER.startswith(tail) else []), EOS]
    if OPEN in prompt:
        done = prompt[::-1].index(OPEN)  # tokens since <think>
        return [*tokenize(thinking(prompt, seed))[done:], CLOSE, *tokenize(ANSWER), EOS]
    return [*tokenize(ANSWER), EOS]


class FakeTokenServer:
    """The server in a thread of this process; ``bodies`` keeps every sampling request's body."""

    def __init__(self, kind: str = "vllm"):
        assert kind in ("vllm", "llama.cpp")
        self.kind = kind
        self.bodies: list[dict[str, Any]] = []
        self.tokenize_calls = 0
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}/v1"
        self._server: Any = None
        self._thread: threading.Thread | None = None

    def refuse(self, body: dict[str, Any]) -> str | None:
        fields = VLLM_FIELDS if self.kind == "vllm" else LLAMA_FIELDS
        unknown = sorted(set(body) - fields)
        if unknown:
            return f"unknown request fields {unknown}"
        prompt = body.get("prompt")
        if not isinstance(prompt, list) or not prompt or not all(type(t) is int for t in prompt):
            return "prompt must be a non-empty list of token ids"
        m = body.get("max_tokens")
        if type(m) is not int or m < 1:
            return f"max_tokens must be an integer >= 1, got {m!r}"
        if self.kind == "vllm" and body.get("return_token_ids") is not True:
            return "this test server answers token-id requests with return_token_ids only"
        if self.kind == "llama.cpp" and not (body.get("return_tokens") and body.get("verbose")):
            return "the completion's tokens come back with return_tokens and verbose only"
        return None

    def app(self) -> Any:
        from starlette.applications import Starlette
        from starlette.requests import Request
        from starlette.responses import JSONResponse
        from starlette.routing import Route

        owned = {"vllm": "vllm", "llama.cpp": "llamacpp"}[self.kind]

        async def models(request: Request) -> JSONResponse:
            return JSONResponse(
                {"object": "list", "data": [{"id": "fake", "object": "model", "owned_by": owned}]}
            )

        async def props(request: Request) -> JSONResponse:
            if self.kind != "llama.cpp":
                return JSONResponse({"error": "not found"}, 404)
            return JSONResponse({"chat_template": TEMPLATE, "bos_token": "<s>", "eos_token": "</s>"})

        async def tokenize_route(request: Request) -> JSONResponse:
            self.tokenize_calls += 1
            body = json.loads(await request.body())
            if self.kind == "llama.cpp":
                ids = tokenize(body["content"])
                return JSONResponse({"tokens": ([BOS] if body.get("add_special") else []) + ids})
            if "messages" in body:
                ids = tokenize(render(body["messages"], body.get("add_generation_prompt", True)))
            else:
                ids = ([BOS] if body.get("add_special_tokens", True) else []) + tokenize(body["prompt"])
            return JSONResponse({"count": len(ids), "max_model_len": 4096, "tokens": ids})

        async def completions(request: Request) -> JSONResponse:
            body = json.loads(await request.body())
            self.bodies.append(body)
            why = self.refuse(body)
            if why:
                return JSONResponse({"object": "error", "message": why, "code": 400}, 400)
            prompt = body["prompt"]
            rest = continuation(prompt, body.get("seed"))
            out = rest[: body["max_tokens"]]
            finish = "stop" if out and out[-1] == EOS else "length"
            ids = [t for t in out if t != EOS]
            choice: dict[str, Any] = {"index": 0, "text": detokenize(ids), "finish_reason": finish}
            data: dict[str, Any] = {
                "id": "cmpl-fake",
                "object": "text_completion",
                "created": int(time.time()),
                "model": "fake",
                "choices": [choice],
                "usage": {"prompt_tokens": len(prompt), "completion_tokens": len(ids)},
            }
            if self.kind == "vllm":
                choice["token_ids"] = ids
                choice["prompt_token_ids"] = prompt
            else:
                data["__verbose"] = {"content": choice["text"], "tokens": ids, "prompt": detokenize(prompt)}
            return JSONResponse(data)

        return Starlette(
            routes=[
                Route("/v1/models", models),
                Route("/props", props),
                Route("/tokenize", tokenize_route, methods=["POST"]),
                Route("/v1/completions", completions, methods=["POST"]),
            ]
        )

    def __enter__(self) -> FakeTokenServer:
        import uvicorn

        config = uvicorn.Config(self.app(), host="127.0.0.1", port=self.port, log_level="warning")
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, daemon=True)
        self._thread.start()
        deadline = time.monotonic() + 30
        while not self._server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError("the fake token server did not start")
            time.sleep(0.02)
        return self

    def __exit__(self, *exc: Any) -> None:
        self._server.should_exit = True
        assert self._thread is not None
        self._thread.join(10)
