"""A zero-latency OpenAI-compatible server on 127.0.0.1 (uvicorn + starlette), for measuring clients.

    python perf/fake_server.py [--port 0] [--size 2048] [--sleep 0 | 2-20] [--slots 0]
                               [--owned-by fake] [--metrics] [--strict-vllm]

Prints ``PORT <n>`` on stdout once it listens, and exits when its stdin closes (its owner gone). Every ``POST /v1/chat/completions`` or ``/v1/completions``
answers the same realistic reply: ``--size`` bytes of step-by-step reasoning ending in ``\\boxed{42}``,
``n`` choices, with ``usage`` (prompt tokens counted from the request, completion tokens about one per
4 bytes). A model name ending in ``-<bytes>`` (``fake-102400``) picks another size per request, and a
further ``-think`` (``fake-102400-think``) a reasoning model's reply: ``<think>`` all but the last 2 KB ``</think>``.

- ``--sleep A-B``: each request waits a uniform A..B seconds (a fixed seed) before it answers, as a
  slow server would; ``--sleep 0`` answers at once.
- ``--slots S``: at most S requests "run" at a time (the sleep is spent in a slot), the rest wait in a
  queue, as vLLM's scheduler or llama-server's slots; 0: no limit.
- ``--metrics``: ``GET /metrics`` in vLLM's Prometheus format (``vllm:num_requests_running``,
  ``vllm:num_requests_waiting``), so a client can size its concurrency from it.
- ``--strict-vllm``: ``thinking_token_budget`` is checked as vLLM checks it (an int >= 1; on chat with
  ``chat_template_kwargs`` and without, on completions), and when set the reply's reasoning is cut to that
  many tokens (one a word) and returned as ``reasoning_content`` with ``usage.completion_tokens_details``.
  An unknown top-level field is refused with 400 (a field the server does not know would otherwise be
  ignored without a word). ``--ignore-budget K``: every reply thinks K tokens whatever the budget (a
  build that ignores the field).

What it saw: ``GET /stats`` answers the requests served, the in-flight count (peak, and its time-weighted
mean between the first request's arrival and the last one's, the window in which a client decides how
many to keep in flight), the server's own CPU seconds, the first arrival and the last answer on
``time.perf_counter()``'s clock (CLOCK_MONOTONIC, one clock for every process on Linux), and the last
bodies (``?bodies=1``); the in-flight count each request saw on its arrival, itself included
(``?arrivals=1``); the seconds until the in-flight count first reached 50/90/100% of its peak (``ramp_s``).
``POST /reset`` zeroes them. ``GET /v1/models`` lists the model with ``owned_by`` = ``--owned-by``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import sys
import threading
import time
from typing import Any

PARAGRAPH = (
    "We need to find the value of $x$ such that $x^2 - 5x + 6 = 0$. Factoring, we get "
    "$(x-2)(x-3) = 0$, so $x = 2$ or $x = 3$. Let us check each case carefully: substituting $x=2$ gives "
    "$4 - 10 + 6 = 0$, and $x = 3$ gives $9 - 15 + 6 = 0$. Both satisfy the equation. Now consider the "
    "sum $\\frac{a}{b} + \\sqrt{c}$ where the constraint $a + b = 7$ holds; wait, let me re-examine the "
    "problem statement before going further.\n\n"
)

# request fields a vLLM OpenAI server accepts (the subset proctor and the peers send); --strict-vllm
# refuses any other, as a server that would otherwise ignore it silently is exactly what it tests for
VLLM_FIELDS = {
    "model", "messages", "prompt", "temperature", "top_p", "top_k", "min_p", "max_tokens",
    "max_completion_tokens", "n", "seed", "stop", "stream", "logprobs", "top_logprobs",
    "return_token_ids", "chat_template_kwargs", "reasoning_effort", "tools", "tool_choice",
    "thinking_token_budget", "repetition_penalty", "presence_penalty", "frequency_penalty",
    "skip_special_tokens", "include_stop_str_in_output", "stream_options", "user",
    "add_generation_prompt", "echo",
}  # fmt: skip


ANSWER_PART = 2048  # a thinking reply's answer after ``</think>``: the written-out solution


def reply_text(size: int, think: bool = False) -> str:
    """``size`` bytes of step-by-step reasoning ending in ``\\boxed{42}``; with ``think``, the reply of a
    reasoning model served without a reasoning parser (vLLM without ``--reasoning-parser``, DeepSeek-R1's
    format): a ``<think>`` block holding all but :data:`ANSWER_PART` bytes, then the answer."""
    if think and size > 2 * ANSWER_PART:
        answer = reply_text(ANSWER_PART)
        head, close = "<think>\n", "\n</think>\n\n"
        return head + reply_text(size - ANSWER_PART - len(head) - len(close)) + close + answer
    tail = "Therefore, the final answer is $\\boxed{42}$."
    body = (PARAGRAPH * (size // len(PARAGRAPH) + 1))[: max(0, size - len(tail))]
    return body + tail


class State:
    def __init__(self, args: argparse.Namespace):
        self.args = args
        self.sleep = parse_sleep(args.sleep)
        self.rng = random.Random(0)
        self.slots = asyncio.Semaphore(args.slots) if args.slots > 0 else None
        self.cache: dict[tuple[int, int, bool, int | None, bool], bytes] = {}
        self.reset()

    def reset(self) -> None:
        self.requests = 0
        self.inflight = 0
        self.running = 0
        self.peak = 0
        self.events: list[tuple[float, int]] = []  # (time, in-flight after the change)
        self.first_arrival: float | None = None
        self.last_arrival: float | None = None
        self.last_done: float | None = None
        self.cpu0 = time.process_time()
        self.bodies: list[dict[str, Any]] = []
        self.arrivals: list[int] = []  # the in-flight count each request saw on arrival (itself included)

    def enter(self) -> None:
        now = time.perf_counter()
        self.requests += 1
        self.inflight += 1
        self.peak = max(self.peak, self.inflight)
        self.events.append((now, self.inflight))
        self.arrivals.append(self.inflight)
        if self.first_arrival is None:
            self.first_arrival = now
        self.last_arrival = now

    def leave(self) -> None:
        now = time.perf_counter()
        self.inflight -= 1
        self.events.append((now, self.inflight))
        self.last_done = now

    def stats(self, bodies: bool, arrivals: bool = False) -> dict[str, Any]:
        mean = None
        if self.first_arrival is not None and self.last_arrival is not None:
            t0, t1 = self.first_arrival, self.last_arrival
            area, prev_t, prev_n = 0.0, t0, 0
            for t, n in self.events:
                if t > t1:
                    break
                area += prev_n * (t - prev_t)
                prev_t, prev_n = t, n
            mean = area / (t1 - t0) if t1 > t0 else float(prev_n)
        out = {
            "requests": self.requests,
            "inflight": self.inflight,
            "peak_inflight": self.peak,
            "mean_inflight": mean,
            "window_s": None if self.first_arrival is None else (self.last_done or 0) - self.first_arrival,
            # time.perf_counter() is CLOCK_MONOTONIC on Linux, one clock for every process: a client
            # places its own spawn and exit on the same line (start-up until the first request)
            "first_arrival_t": self.first_arrival,
            "last_done_t": self.last_done,
            "cpu_s": time.process_time() - self.cpu0,
            "timeline": self.timeline(),
            "ramp_s": self.ramp(),
        }
        if bodies:
            out["bodies"] = self.bodies
        if arrivals:
            out["arrivals"] = self.arrivals
        return out

    def ramp(self) -> dict[str, float]:
        """Seconds from the first arrival until the in-flight count first reached 50%, 90% and 100% of
        its peak: how fast a client fills its concurrency (the start of a run, not its steady state)."""
        out: dict[str, float] = {}
        if self.first_arrival is None or not self.peak:
            return out
        marks = [(k, k * self.peak / 100) for k in (50, 90, 100)]
        for t, n in self.events:
            while marks and n >= marks[0][1]:
                out[f"{marks.pop(0)[0]}%"] = t - self.first_arrival
            if not marks:
                break
        return out

    def timeline(self, step: float = 0.5) -> list[int]:
        """The in-flight count every ``step`` seconds from the first arrival (its max in each step)."""
        if self.first_arrival is None:
            return []
        out: list[int] = []
        last = 0
        for t, n in self.events:
            i = int((t - self.first_arrival) / step)
            while len(out) <= i:
                out.append(last)  # a step without events holds the count the last one left
            out[i] = max(out[i], n)
            last = n
        return out


def parse_sleep(spec: str) -> tuple[float, float]:
    if "-" in spec:
        a, b = spec.split("-", 1)
        return float(a), float(b)
    return float(spec), float(spec)


def size_of(model: str, default: int) -> int:
    tail = model.removesuffix("-think").rsplit("-", 1)[-1]
    return int(tail) if tail.isdigit() else default


def vllm_error(message: str) -> Any:
    from starlette.responses import JSONResponse

    return JSONResponse({"object": "error", "message": message, "type": "BadRequestError", "code": 400}, 400)


def check_vllm(body: dict[str, Any], chat: bool) -> str | None:
    """What a strict vLLM would refuse in this body; None when it takes it."""
    unknown = sorted(set(body) - VLLM_FIELDS)
    if unknown:
        return f"unknown request fields {unknown}"
    budget = body.get("thinking_token_budget")
    if budget is not None and (not isinstance(budget, int) or isinstance(budget, bool) or budget < 1):
        return f"thinking_token_budget must be an integer >= 1, got {budget!r}"
    if chat and not isinstance(body.get("messages"), list):
        return "messages must be a list"
    if not chat and not isinstance(body.get("prompt"), str | list):
        return "prompt must be a string or a list of token ids"
    return None


def make_app(state: State) -> Any:
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import JSONResponse, PlainTextResponse, Response
    from starlette.routing import Route

    args = state.args

    def payload(size: int, n: int, chat: bool, prompt_tokens: int, budget: int | None, think: bool) -> bytes:
        key = (size, n, chat, budget, think)
        cached = state.cache.get(key)
        if cached is not None:
            return cached.replace(b'"prompt_tokens": 0', f'"prompt_tokens": {prompt_tokens}'.encode())
        text = reply_text(size, think)
        reasoning = None
        details: dict[str, Any] = {}
        if budget is not None:  # the thinking cut at the budget (one token a word), then the answer
            words = (PARAGRAPH * (budget // 20 + 2)).split()
            reasoning = " ".join(words[:budget])
            details = {"reasoning_tokens": budget}
            text = "The final answer is $\\boxed{42}$."
        if chat:
            message: dict[str, Any] = {"role": "assistant", "content": text}
            if reasoning is not None:
                message["reasoning_content"] = reasoning
            choices = [{"index": i, "message": message, "finish_reason": "stop"} for i in range(n)]
        else:
            choices = [{"index": i, "text": text, "finish_reason": "stop"} for i in range(n)]
        completion = n * (len(text) // 4 + (budget or 0))
        data = {
            "id": "cmpl-fake",
            "object": "chat.completion" if chat else "text_completion",
            "created": 0,
            "model": "fake",
            "choices": choices,
            "usage": {
                "prompt_tokens": 0,
                "completion_tokens": completion,
                "total_tokens": completion,
                **({"completion_tokens_details": details} if details else {}),
            },
        }
        raw = json.dumps(data).encode()
        state.cache[key] = raw
        return raw.replace(b'"prompt_tokens": 0', f'"prompt_tokens": {prompt_tokens}'.encode())

    async def generate(request: Request, chat: bool) -> Response:
        state.enter()  # in flight from its arrival to its answer
        try:
            raw = await request.body()
            try:
                body = json.loads(raw)
            except ValueError:
                return vllm_error("body is not JSON")
            if args.keep_bodies:
                state.bodies.append(body)
                del state.bodies[: -args.keep_bodies]
            if args.strict_vllm:
                err = check_vllm(body, chat)
                if err:
                    return vllm_error(err)
            lo, hi = state.sleep
            wait = state.rng.uniform(lo, hi) if hi > 0 else 0.0
            if state.slots is not None:
                async with state.slots:
                    state.running += 1
                    try:
                        await asyncio.sleep(wait)
                    finally:
                        state.running -= 1
            elif wait:
                await asyncio.sleep(wait)
            n = int(body.get("n") or 1)
            prompt = body.get("messages") if chat else body.get("prompt")
            prompt_tokens = len(json.dumps(prompt)) // 4 if prompt is not None else 0
            model = str(body.get("model", ""))
            size, think = size_of(model, args.size), model.endswith("-think")
            budget = body.get("thinking_token_budget")
            if args.ignore_budget:  # an older vLLM: the field is taken, and the thinking runs on
                budget = args.ignore_budget
            out = payload(size, n, chat, prompt_tokens, budget, think)
            return Response(out, media_type="application/json")
        finally:
            state.leave()

    async def chat(request: Request) -> Response:
        return await generate(request, True)

    async def completions(request: Request) -> Response:
        return await generate(request, False)

    async def models(request: Request) -> Response:
        return JSONResponse(
            {"object": "list", "data": [{"id": "fake", "object": "model", "owned_by": args.owned_by}]}
        )

    async def metrics(request: Request) -> Response:
        if not args.metrics:
            return PlainTextResponse("not found", 404)
        running = state.running if state.slots is not None else state.inflight
        waiting = state.inflight - running
        text = (
            "# TYPE vllm:num_requests_running gauge\n"
            f'vllm:num_requests_running{{model_name="fake"}} {float(running)}\n'
            "# TYPE vllm:num_requests_waiting gauge\n"
            f'vllm:num_requests_waiting{{model_name="fake"}} {float(waiting)}\n'
        )
        return PlainTextResponse(text)

    async def stats(request: Request) -> Response:
        q = request.query_params
        return JSONResponse(state.stats(bool(q.get("bodies")), bool(q.get("arrivals"))))

    async def reset(request: Request) -> Response:
        state.reset()
        return JSONResponse({"ok": True})

    return Starlette(
        routes=[
            Route("/v1/chat/completions", chat, methods=["POST"]),
            Route("/v1/completions", completions, methods=["POST"]),
            Route("/v1/models", models),
            Route("/metrics", metrics),
            Route("/stats", stats),
            Route("/reset", reset, methods=["POST"]),
        ]
    )


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--port", type=int, default=0)
    p.add_argument("--size", type=int, default=2048, help="reply bytes (a model name -<bytes> overrides)")
    p.add_argument("--sleep", default="0", help="seconds per request: 0, or A-B for uniform A..B")
    p.add_argument("--slots", type=int, default=0, help="requests running at once (0: no limit)")
    p.add_argument("--owned-by", default="fake", help="GET /v1/models' owned_by (vllm: a vLLM server)")
    p.add_argument("--metrics", action="store_true", help="serve vLLM's /metrics gauges")
    p.add_argument("--strict-vllm", action="store_true", help="refuse what vLLM refuses")
    p.add_argument(
        "--ignore-budget", type=int, default=0, help="think this many tokens whatever the budget asked"
    )
    p.add_argument("--keep-bodies", type=int, default=0, help="keep the last K request bodies")
    args = p.parse_args(argv)

    import uvicorn

    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", args.port))
    sock.listen(8192)  # connections queue from now on, before uvicorn serves them
    port = sock.getsockname()[1]

    def orphaned() -> None:  # the owner keeps our stdin open; its end (the owner gone) ends us
        while sys.stdin.buffer.read(1 << 16):
            pass
        os._exit(0)

    if not sys.stdin.isatty():
        threading.Thread(target=orphaned, daemon=True).start()

    async def serve() -> None:
        state = State(args)
        config = uvicorn.Config(
            make_app(state), log_level="warning", backlog=8192, access_log=False, timeout_keep_alive=600
        )
        server = uvicorn.Server(config)
        sys.stdout.write(f"PORT {port}\n")
        sys.stdout.flush()
        await server.serve(sockets=[sock])

    asyncio.run(serve())


if __name__ == "__main__":
    main()
