"""A client of ``proctor serve`` over one or several replicas: ``/grade`` and ``/run_code``.

    client = ServeClient("http://10.0.0.1:8765,http://10.0.0.2:8765")   # or @FILE, or a list
    results = client.grade([{"response": "so \\boxed{4}", "answer": "4"}])   # or await client.agrade(...)

Requests are spread over the replicas and sent again to another when one dies or is busy
(``proctor.models.replicas``). ``grade`` returns one result per item, in order, each ``/grade``'s
``{reward, correct, status, extracted, grader_version, error?}``; a batch that no replica could
grade comes back as ``status: "error"`` results with ``reward: null`` (never a score), and a batch
the server refuses (a bad item, a bad token) raises :class:`ReplicaError` with the server's reason.
The token (``PROCTOR_SERVE_TOKEN``) is sent as ``Authorization: Bearer``.
"""

from __future__ import annotations

import asyncio
import json
import os
import weakref
from collections.abc import Mapping, Sequence
from dataclasses import asdict, is_dataclass
from typing import Any

import httpx

from proctor.models.replicas import ReplicaError, Replicas, json_of

TOKEN_ENV = "PROCTOR_SERVE_TOKEN"
BATCH = 256  # items per /grade request (the server's --max-items is larger)

__all__ = ["ReplicaError", "ServeClient"]


class ServeClient:
    def __init__(
        self,
        urls: str | list[str],
        token: str | None = None,
        *,
        timeout_s: float = 600.0,
        batch: int = BATCH,
        cooldown_s: float = 5.0,
        busy_s: float = 300.0,
        max_connections: int = 64,
    ):
        self.replicas = Replicas(urls, cooldown_s=cooldown_s, busy_s=busy_s)
        token = token if token is not None else os.environ.get(TOKEN_ENV) or None
        self._headers = {"Content-Type": "application/json"}
        if token:
            self._headers["Authorization"] = f"Bearer {token}"
        self.timeout_s, self.batch = float(timeout_s), int(batch)
        self._limits = httpx.Limits(max_connections=max_connections, keepalive_expiry=5.0)
        self._client = httpx.Client(headers=self._headers, timeout=None, limits=self._limits)
        # one per event loop (a loop that ends takes its client with it)
        self._aclients: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, httpx.AsyncClient] = (
            weakref.WeakKeyDictionary()
        )

    @property
    def urls(self) -> list[str]:
        return self.replicas.urls

    def _aclient(self) -> httpx.AsyncClient:
        loop = asyncio.get_running_loop()
        if loop not in self._aclients:
            self._aclients[loop] = httpx.AsyncClient(headers=self._headers, timeout=None, limits=self._limits)
        return self._aclients[loop]

    def _chunks(self, items: Sequence[Any]) -> list[tuple[int, bytes]]:
        rows = [_row(it) for it in items]
        parts = [rows[i : i + self.batch] for i in range(0, len(rows), self.batch)]
        return [(len(p), json.dumps({"items": p}).encode()) for p in parts]

    def grade(self, items: Sequence[Mapping[str, Any] | Any]) -> list[dict[str, Any]]:
        """One result per item, in order (items: ``/grade``'s dicts, or ``proctor.rewards.Item``)."""
        out: list[dict[str, Any]] = []
        for n, body in self._chunks(items):
            try:
                reply, url = self.replicas.request(
                    self._client, "POST", "/grade", content=body, timeout=self.timeout_s
                )
            except ReplicaError as exc:
                out += _failed(n, exc)
                continue
            out += _results(reply, url, n)
        return out

    async def agrade(self, items: Sequence[Mapping[str, Any] | Any]) -> list[dict[str, Any]]:
        """``grade`` on an event loop (the batches of a large list go out at once)."""
        client = self._aclient()

        async def one(n: int, body: bytes) -> list[dict[str, Any]]:
            try:
                reply, url = await self.replicas.arequest(
                    client, "POST", "/grade", content=body, timeout=self.timeout_s
                )
            except ReplicaError as exc:
                return _failed(n, exc)
            return _results(reply, url, n)

        parts = await asyncio.gather(*(one(n, b) for n, b in self._chunks(items)))
        return [r for part in parts for r in part]

    def run_code(self, request: Mapping[str, Any]) -> dict[str, Any]:
        """SandboxFusion's ``/run_code`` request -> its reply (ReplicaError when no replica answers)."""
        body = json.dumps(dict(request)).encode()
        wait = float(request.get("run_timeout") or 10) + 60
        reply, url = self.replicas.request(self._client, "POST", "/run_code", content=body, timeout=wait)
        return json_of(reply, url, "/run_code")

    def stats(self) -> dict[str, Any]:
        """Requests, failures and cool-downs per replica; requests sent again; busy replies waited out."""
        return {"replicas": self.replicas.stats(), "resent": self.replicas.resent, "busy": self.replicas.busy}

    def close(self) -> None:
        self._client.close()
        self._aclients.clear()  # an async client closes on its own loop (aclose); the others are dropped

    async def aclose(self) -> None:
        client = self._aclients.pop(asyncio.get_running_loop(), None)
        if client is not None:
            await client.aclose()
        self.close()

    def __enter__(self) -> ServeClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    async def __aenter__(self) -> ServeClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()


def _row(item: Mapping[str, Any] | Any) -> dict[str, Any]:
    if is_dataclass(item) and not isinstance(item, type):
        return {k: v for k, v in asdict(item).items() if v is not None and v != "" and v is not False}
    if isinstance(item, Mapping):
        return dict(item)
    raise ReplicaError(f"a /grade item is a dict or a proctor.rewards.Item, not {type(item).__name__}")


def _results(reply: httpx.Response, url: str, sent: int) -> list[dict[str, Any]]:
    results = json_of(reply, url, "/grade")["results"]
    if len(results) != sent:  # a server that answers another count is broken: no result is trusted
        raise ReplicaError(f"/grade on {url} answered {len(results)} results for {sent} items")
    return results


def _failed(n: int, exc: ReplicaError) -> list[dict[str, Any]]:
    error = {"reward": None, "correct": None, "status": "error", "extracted": None, "grader_version": None,
             "error": f"no proctor serve replica graded it: {exc}"}  # fmt: skip
    return [dict(error) for _ in range(n)]
