"""The client of ``proctor sandbox serve`` (and ``proctor serve``'s sandbox routes): ``RemoteSandbox``
(``Sandbox``'s interface over HTTP), on one replica or several (``http://a:1,http://b:2`` or ``@FILE``):
each ``run`` goes to the least busy replica and is sent again to another when one dies before it
answers or is busy (``proctor.models.replicas``); a session stays on the replica that opened it."""

from __future__ import annotations

import asyncio
import dataclasses
import json
from typing import Any

import httpx

from proctor.models.replicas import ReplicaError, Replicas
from proctor.sandbox.result import BACKSTOP_S, STATUSES, ClosedOnExit, ExecResult

TOKEN_ENV = "PROCTOR_SANDBOX_TOKEN"
MIN_TOKEN_CHARS = 16
BUSY_S = 60.0  # a 503 (the service's connection limit) is waited out this long, by its Retry-After
_FIELDS = [f.name for f in dataclasses.fields(ExecResult)]


class ServiceError(RuntimeError):
    """The sandbox service refused a request or could not be reached."""


def check_token(token: str | None, env_name: str) -> str:
    if not token:
        raise ServiceError(
            f"no sandbox service token: export {env_name}=<a secret of at least {MIN_TOKEN_CHARS} characters> "
            "(e.g. `python -c 'import secrets; print(secrets.token_urlsafe(32))'`) on both sides"
        )
    if len(token) < MIN_TOKEN_CHARS:
        raise ServiceError(f"the token in {env_name} is too short: use at least {MIN_TOKEN_CHARS} characters")
    return token


class RemoteSandbox(ClosedOnExit):
    """``Sandbox``'s interface (``run``/``arun``/``session``/``stats``/``close``) over the service."""

    def __init__(self, url: str, token: str, timeout_s: float = 30, *, token_env: str = TOKEN_ENV):
        try:
            self.replicas = Replicas(url, busy_s=BUSY_S, option="sandbox service URL")
        except ReplicaError as exc:
            raise ServiceError(str(exc)) from None
        self.url = ",".join(self.replicas.urls)
        self.timeout_s = float(timeout_s)
        headers = {
            "Authorization": f"Bearer {check_token(token, token_env)}",
            "Content-Type": "application/json",
        }
        # one thread-safe client; the async methods wait for it on a thread (no event-loop binding).
        # Idle connections are dropped after 5 s, before the service's keep-alive limit closes them.
        self._client = httpx.Client(
            headers=headers,
            timeout=None,
            limits=httpx.Limits(max_connections=32 * len(self.replicas.urls), keepalive_expiry=5.0),
        )
        self.mode = "remote"
        self.stats()  # refuse now, with the reason (every replica), rather than on every tool call

    def _wait(self, timeout_s: float | None) -> float:
        return (self.timeout_s if timeout_s is None else timeout_s) + BACKSTOP_S + 10

    def _request(
        self,
        method: str,
        path: str,
        body: dict | None = None,
        wait: float = 30,
        *,
        gone_ok: bool = False,
        pinned: str | None = None,
    ) -> tuple[dict[str, Any], str]:
        """The reply's JSON and the replica that gave it (``pinned``: that replica only)."""
        content = json.dumps(body).encode() if body is not None else None
        try:
            r, url = self.replicas.request(
                self._client, method, path, content=content, timeout=wait, pinned=pinned
            )
        except ReplicaError as exc:
            raise ServiceError(f"sandbox service {pinned or self.url} unreachable: {exc}") from exc
        if gone_ok and r.status_code == 404:
            return {}, url
        return _checked(r, url), url

    def run(self, code: str, timeout_s: float | None = None) -> ExecResult:
        body = {"code": code, "timeout_s": timeout_s}
        return _result(self._request("POST", "/run", body, self._wait(timeout_s))[0])

    async def arun(self, code: str, timeout_s: float | None = None) -> ExecResult:
        return await asyncio.to_thread(self.run, code, timeout_s)

    def session(self) -> RemoteSession:
        reply, url = self._request("POST", "/sessions")
        return RemoteSession(self, reply["id"], url)

    def stats(self) -> dict[str, Any]:
        """The service's stats; over several replicas, their counts summed (latencies: the highest)
        and each replica's own under ``replicas``."""
        each = [self._request("GET", "/stats", pinned=u)[0] for u in self.replicas.urls]
        return each[0] if len(each) == 1 else _summed(each)

    def close(self) -> None:
        self._client.close()

    async def aclose(self) -> None:
        self.close()


class RemoteSession(ClosedOnExit):
    """A stateful session on the service (``Session``'s interface)."""

    def __init__(self, remote: RemoteSandbox, sid: str, url: str | None = None):
        """``url``: the replica that opened the session (default: the first one)."""
        self._remote, self.id, self.closed = remote, sid, False
        self.url = url or remote.replicas.urls[0]

    def run(self, code: str, timeout_s: float | None = None) -> ExecResult:
        body, wait = {"code": code, "timeout_s": timeout_s}, self._remote._wait(timeout_s)
        path = f"/sessions/{self.id}/run"
        return _result(self._remote._request("POST", path, body, wait, pinned=self.url)[0])

    async def arun(self, code: str, timeout_s: float | None = None) -> ExecResult:
        return await asyncio.to_thread(self.run, code, timeout_s)

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            # a session the service already closed (expired when idle, or restarted) is closed
            self._remote._request("DELETE", f"/sessions/{self.id}", gone_ok=True, pinned=self.url)

    async def aclose(self) -> None:
        await asyncio.to_thread(self.close)


def _result(reply: dict[str, Any]) -> ExecResult:
    """The ``ExecResult`` of a reply (which also says, under ``limits``, what the call ran under)."""
    return ExecResult(**{k: reply[k] for k in _FIELDS if k in reply})


def _summed(each: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {"isolation": each[0].get("isolation"), "replicas": each}
    for key in ("calls", "workers", "worker_restarts", *STATUSES):
        out[key] = sum(int(s.get(key, 0) or 0) for s in each)
    for status in STATUSES:
        out[f"{status}_rate"] = out[status] / out["calls"] if out["calls"] else 0.0
    for key in ("latency_p50_s", "latency_p95_s", "latency_max_s"):
        out[key] = max(float(s.get(key, 0.0) or 0.0) for s in each)
    return out


def _checked(r: httpx.Response, url: str) -> dict[str, Any]:
    if r.status_code == 401:
        raise ServiceError(f"sandbox service {url} refused the token (check the token env var on both sides)")
    if r.status_code != 200:
        try:
            detail = r.json().get("error", r.text)
        except ValueError:
            detail = r.text
        raise ServiceError(f"sandbox service {url} answered {r.status_code}: {detail}")
    return r.json()
