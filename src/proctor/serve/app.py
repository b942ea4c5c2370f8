"""The ``proctor serve`` application (starlette): the reward routes, the sandbox routes, health and
metrics, behind the :class:`Guard`.

The Guard checks everything it can from the headers before it reads a byte of the body: the token
(``Authorization: Bearer TOKEN``, compared in constant time; or ``?token=`` for a client that cannot
set headers), a chunked body (411: a Content-Length is required), the announced size (413 over
``max_body_bytes``). It then reads the body under one deadline for all its bytes (408) and a byte
cap (a client that stops reading its reply is the protocol's: ``protocol.py``). Every error is JSON ``{"error": ...}`` naming the problem.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
from collections import Counter
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any
from urllib.parse import parse_qs

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import Route

from proctor.grading.pool import pool_stats
from proctor.rewards.core import Item, ItemError, Outcome, Rewarder
from proctor.rewards.payloads import openrlhf_items, slime_item
from proctor.sandbox.sandbox import Sandbox
from proctor.sandbox.sessions import HTTPError
from proctor.serve import metrics
from proctor.serve.limits import ServeLimits
from proctor.serve.sandbox_routes import SandboxRoutes, json_body, owner_of

log = logging.getLogger("proctor.serve")

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
OPEN = frozenset({"/health"})  # answered without a token


class Guard:
    """Pure ASGI middleware: token, body size and time, send deadline (see the module docstring)."""

    def __init__(self, app: Any, token: str | None, limits: ServeLimits, counts: Counter[str]):
        self.app, self.limits, self.counts = app, limits, counts
        self.token = token.encode() if token else None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        self.counts["requests"] += 1
        lim = self.limits
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        if self.token is not None and scope["path"] not in OPEN and not self._authorized(scope, headers):
            self.counts["refused_token"] += 1
            return await _error(send, 401, "missing or wrong token (Authorization: Bearer TOKEN)")
        if "transfer-encoding" in headers:
            return await _error(
                send, 411, f"send the body with a Content-Length (at most {lim.max_body_bytes} bytes)"
            )
        size = int(headers.get("content-length", "0") or 0)  # h11 has checked it is one whole number
        if size > lim.max_body_bytes:
            self.counts["refused_size"] += 1
            msg = f"request body of {size} bytes is over the limit of {lim.max_body_bytes} (--max-body-bytes)"
            return await _error(send, 413, msg)
        try:
            body = await asyncio.wait_for(_read(receive, size), lim.body_timeout_s)
        except TimeoutError:
            self.counts["too_slow"] += 1
            return await _error(
                send, 408, f"the request body ({size} bytes) took over {lim.body_timeout_s:g} s"
            )
        except _Disconnected:
            return None
        delivered = False

        async def replay() -> Message:
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()  # the disconnect, when it comes

        await self.app(scope, replay, send)  # a peer that stops reading: the protocol's send deadline

    def _authorized(self, scope: Scope, headers: dict[str, str]) -> bool:
        assert self.token is not None
        scheme, _, given = headers.get("authorization", "").partition(" ")
        if scheme != "Bearer":
            given = (parse_qs(scope.get("query_string", b"").decode("latin-1")).get("token") or [""])[0]
        return hmac.compare_digest(given.encode(), self.token)


class _Disconnected(Exception):
    pass


async def _read(receive: Receive, size: int) -> bytes:
    chunks, got = [], 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            raise _Disconnected
        chunk = message.get("body", b"")
        got += len(chunk)
        if got > size:  # h11 never delivers more than Content-Length; a guard, not a path
            raise _Disconnected
        chunks.append(chunk)
        if not message.get("more_body", False):
            return b"".join(chunks)


async def _error(
    send: Send, status: int, message: str, extra: list[tuple[bytes, bytes]] | None = None
) -> None:
    body = json.dumps({"error": message}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
               (b"connection", b"close"), *(extra or [])]  # fmt: skip
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


class Admission:
    """The bounded queue of reward items: admitted items (graded or waiting) never pass ``limit``."""

    def __init__(self, limit: int):
        self.limit, self.queued = limit, 0

    def admit(self, n: int) -> None:
        if n > self.limit:
            raise HTTPError(
                413, f"{n} items is over the queue's limit of {self.limit} (--max-queue); send fewer"
            )
        if self.queued + n > self.limit:
            raise _Busy(f"{self.queued} reward items are queued (limit {self.limit}, --max-queue); retry")
        self.queued += n

    def release(self, n: int) -> None:
        self.queued -= n


class _Busy(Exception):
    pass


class RewardRoutes:
    def __init__(self, rewarder: Rewarder, limits: ServeLimits, fallback: float):
        self.rewarder, self.limits, self.fallback = rewarder, limits, fallback
        self.admission = Admission(limits.max_queue)
        self.meter = metrics.Meter()
        self.fallbacks: Counter[str] = Counter()

    def routes(self) -> list[Route]:
        return [
            Route("/grade", self.grade, methods=["POST"]),
            Route("/openrlhf", self.openrlhf, methods=["POST"]),
            Route("/slime", self.slime, methods=["POST"]),
            Route("/slime/dict", self.slime_dict, methods=["POST"]),
        ]

    async def _grade(self, items: list[Item]) -> list[Outcome]:
        for item in items:  # a grader that cannot be made is refused before any work
            if item.grader is not None or item.options is not None:
                self.rewarder.check_grader(item.grader, item.options)
        self.admission.admit(len(items))
        try:
            outcomes = await self.rewarder.agrade(items)
        finally:
            self.admission.release(len(items))
        self.meter.add(len(outcomes))
        return outcomes

    def _fallback(self, route: str, outcome: Outcome, item: Item) -> float:
        if outcome.reward is None:
            self.fallbacks[route] += 1
        return self.rewarder.fallback(outcome, self.fallback, item, f"/{route}")

    async def grade(self, request: Request) -> JSONResponse:
        """``{"items": [...]}`` (or a bare list) -> ``{"results": [...]}``, in order."""
        req = await _any_json(request)
        raw = req.get("items") if isinstance(req, dict) else req
        if not isinstance(raw, list):
            raise ItemError('the body must be {"items": [{"response": ..., "answer": ...}, ...]}')
        if len(raw) > self.limits.max_items:
            raise ItemError(f"{len(raw)} items is over the limit of {self.limits.max_items} (--max-items)")
        items = [Item.from_dict(r, f"items[{i}]") for i, r in enumerate(raw)]
        outcomes = await self._grade(items)
        return JSONResponse({"results": [o.to_dict() for o in outcomes]})

    async def openrlhf(self, request: Request) -> JSONResponse:
        items = openrlhf_items(await json_body(request), self.limits.max_items)
        outcomes = await self._grade(items)
        rewards = [self._fallback("openrlhf", o, it) for o, it in zip(outcomes, items, strict=True)]
        extra = {
            "proctor_failed": [float(o.failed) for o in outcomes],
            "proctor_no_answer": [float(o.status == "no_answer") for o in outcomes],
            "proctor_truncated": [float(it.truncated) for it in items],
        }
        return JSONResponse({"rewards": rewards, "scores": rewards, "extra_logs": extra})

    async def _slime(self, request: Request) -> tuple[Outcome, Item]:
        item = slime_item(await json_body(request))
        (outcome,) = await self._grade([item])
        return outcome, item

    async def slime(self, request: Request) -> JSONResponse:
        """The reward alone (a JSON number: slime's ``remote_rm`` returns the body as the reward)."""
        outcome, item = await self._slime(request)
        return JSONResponse(self._fallback("slime", outcome, item))

    async def slime_dict(self, request: Request) -> JSONResponse:
        """The reward and its status (``--reward-key reward``)."""
        outcome, item = await self._slime(request)
        return JSONResponse({**outcome.to_dict(), "reward": self._fallback("slime", outcome, item)})


async def _any_json(request: Request) -> Any:
    body = await request.body()
    try:
        return json.loads(body) if body else {}
    except (ValueError, RecursionError) as exc:
        raise HTTPError(400, f"the body is not valid JSON: {str(exc)[:200]}") from None


def build_app(
    limits: ServeLimits,
    *,
    token: str | None,
    rewarder: Rewarder | None,
    sandbox: Sandbox | None,
    fallback: float = 0.0,
    counts: Counter[str] | None = None,
) -> Guard:
    """The app: reward routes when ``rewarder`` is given, sandbox routes when ``sandbox`` is given."""
    counts = counts if counts is not None else Counter()
    routes: list[Route] = []
    reward_routes = RewardRoutes(rewarder, limits, fallback) if rewarder is not None else None
    sandbox_routes = SandboxRoutes(sandbox, limits, owner_of(token)) if sandbox is not None else None
    if reward_routes is not None:
        routes += reward_routes.routes()
    if sandbox_routes is not None:
        routes += sandbox_routes.routes()

    async def health(request: Request) -> JSONResponse:
        return JSONResponse(
            {"ok": True, "rewards": reward_routes is not None, "sandbox": sandbox_routes is not None}
        )

    async def metrics_page(request: Request) -> Response:
        snap = rewarder.counts.snapshot() if rewarder is not None else {"statuses": {}, "in_flight": 0}
        pool = pool_stats() if rewarder is not None else {}
        text = metrics.render(
            in_flight=snap["in_flight"],
            queued=reward_routes.admission.queued if reward_routes else 0,
            queue_limit=limits.max_queue,
            rate=reward_routes.meter.rate() if reward_routes else 0.0,
            statuses=snap["statuses"],
            fallbacks=dict(reward_routes.fallbacks) if reward_routes else {},
            http=counts,
            pool=pool,
            sandbox=sandbox.stats() if sandbox is not None else None,
        )
        return PlainTextResponse(text, media_type="text/plain; version=0.0.4")

    routes += [Route("/health", health, methods=["GET"]), Route("/metrics", metrics_page, methods=["GET"])]

    async def http_error(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, HTTPError)
        return JSONResponse({"error": exc.message}, status_code=exc.status)

    async def item_error(request: Request, exc: Exception) -> JSONResponse:
        return JSONResponse({"error": str(exc)}, status_code=400)

    async def busy(request: Request, exc: Exception) -> JSONResponse:
        counts["refused_queue"] += 1
        return JSONResponse({"error": str(exc)}, status_code=429, headers={"Retry-After": "1"})

    async def starlette_error(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, HTTPException)
        if exc.status_code == 404:
            message = f"no route {request.method} {request.url.path}"
        elif exc.status_code == 405:
            message = f"method {request.method} not allowed on {request.url.path}"
        else:
            message = str(exc.detail)
        return JSONResponse({"error": message}, status_code=exc.status_code)

    async def internal(request: Request, exc: Exception) -> JSONResponse:
        log.exception("proctor serve: %s %s failed", request.method, request.url.path, exc_info=exc)
        return JSONResponse({"error": f"internal error: {type(exc).__name__}: {exc}"}, status_code=500)

    def shutdown() -> None:
        if sandbox_routes is not None:
            sandbox_routes.close()
        if rewarder is not None:
            rewarder.close()

    app = Starlette(
        routes=routes,
        exception_handlers={
            HTTPError: http_error,
            ItemError: item_error,
            _Busy: busy,
            HTTPException: starlette_error,
            Exception: internal,
        },
    )
    app.state.http_counts = counts
    guard = Guard(app, token, limits, counts)
    guard.close = shutdown  # type: ignore[attr-defined]
    return guard  # type: ignore[return-value]
