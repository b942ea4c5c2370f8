"""The client of ``proctor sandbox serve``: ``RemoteSandbox`` (``Sandbox``'s interface over HTTP)."""

from __future__ import annotations

import asyncio
import dataclasses
import random
import time
from typing import Any

import httpx

from proctor.sandbox.result import BACKSTOP_S, ClosedOnExit, ExecResult

TOKEN_ENV = "PROCTOR_SANDBOX_TOKEN"
MIN_TOKEN_CHARS = 16
BUSY_TRIES = 8  # a 503 (the service's connection limit) is retried this often, waiting its Retry-After
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
        self.url = url.rstrip("/")
        self.timeout_s = float(timeout_s)
        headers = {"Authorization": f"Bearer {check_token(token, token_env)}"}
        # one thread-safe client; the async methods wait for it on a thread (no event-loop binding).
        # Idle connections are dropped after 5 s, before the service's keep-alive limit closes them.
        self._client = httpx.Client(
            base_url=self.url,
            headers=headers,
            timeout=None,
            limits=httpx.Limits(max_connections=32, keepalive_expiry=5.0),
        )
        self.mode = "remote"
        self.stats()  # refuse now, with the reason, rather than on every tool call

    def _wait(self, timeout_s: float | None) -> float:
        return (self.timeout_s if timeout_s is None else timeout_s) + BACKSTOP_S + 10

    def _request(
        self, method: str, path: str, body: dict | None = None, wait: float = 30, *, gone_ok: bool = False
    ) -> dict[str, Any]:
        for attempt in range(BUSY_TRIES):
            try:
                r = self._client.request(method, path, json=body, timeout=wait)
            except httpx.HTTPError as exc:
                raise ServiceError(f"sandbox service {self.url} unreachable: {exc}") from exc
            if gone_ok and r.status_code == 404:
                return {}
            # a 503 comes before the request is read (the connection limit): nothing ran, so retry
            if r.status_code != 503 or attempt == BUSY_TRIES - 1:
                return _checked(r, self.url)
            time.sleep(min(_retry_after(r), 5.0) * random.uniform(1.0, 1.5))
        raise AssertionError("unreachable")

    def run(self, code: str, timeout_s: float | None = None) -> ExecResult:
        body = {"code": code, "timeout_s": timeout_s}
        return _result(self._request("POST", "/run", body, self._wait(timeout_s)))

    async def arun(self, code: str, timeout_s: float | None = None) -> ExecResult:
        return await asyncio.to_thread(self.run, code, timeout_s)

    def session(self) -> RemoteSession:
        return RemoteSession(self, self._request("POST", "/sessions")["id"])

    def stats(self) -> dict[str, Any]:
        return self._request("GET", "/stats")

    def close(self) -> None:
        self._client.close()

    async def aclose(self) -> None:
        self.close()


class RemoteSession(ClosedOnExit):
    """A stateful session on the service (``Session``'s interface)."""

    def __init__(self, remote: RemoteSandbox, sid: str):
        self._remote, self.id, self.closed = remote, sid, False

    def run(self, code: str, timeout_s: float | None = None) -> ExecResult:
        body, wait = {"code": code, "timeout_s": timeout_s}, self._remote._wait(timeout_s)
        return _result(self._remote._request("POST", f"/sessions/{self.id}/run", body, wait))

    async def arun(self, code: str, timeout_s: float | None = None) -> ExecResult:
        return await asyncio.to_thread(self.run, code, timeout_s)

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            # a session the service already closed (expired when idle, or restarted) is closed
            self._remote._request("DELETE", f"/sessions/{self.id}", gone_ok=True)

    async def aclose(self) -> None:
        await asyncio.to_thread(self.close)


def _result(reply: dict[str, Any]) -> ExecResult:
    """The ``ExecResult`` of a reply (which also says, under ``limits``, what the call ran under)."""
    return ExecResult(**{k: reply[k] for k in _FIELDS if k in reply})


def _retry_after(r: httpx.Response) -> float:
    try:
        return max(0.05, float(r.headers.get("Retry-After", "1")))
    except ValueError:
        return 1.0


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
