"""The sandbox as a small HTTP service (``proctor sandbox serve``) and its client (``RemoteSandbox``).

For clusters whose nodes forbid user namespaces: run the service where bubblewrap works, and point
tool envs at it with ``--set env.sandbox_url=http://HOST:PORT``. Inside, it is the same
``Sandbox`` (same isolation, same limits); every request needs ``Authorization: Bearer TOKEN``
(compared in constant time), and the service refuses to start without a token.

Routes (JSON in, JSON out): ``POST /run`` ``{code, timeout_s?}`` -> ``ExecResult`` fields;
``POST /sessions`` -> ``{id}``; ``POST /sessions/ID/run``; ``DELETE /sessions/ID``;
``GET /stats``. Errors: 401 (token), 404, 400 (bad body), 413 (body over ``MAX_BODY``).
"""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
import secrets
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx

from proctor.sandbox.sandbox import BACKSTOP_S, ClosedOnExit, ExecResult, Sandbox, Session

log = logging.getLogger("proctor.sandbox")

TOKEN_ENV = "PROCTOR_SANDBOX_TOKEN"
MIN_TOKEN_CHARS = 16
MAX_BODY = 4 << 20  # code larger than this is refused (413)


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


class SandboxService(ThreadingHTTPServer):
    """A threading HTTP server in front of one ``Sandbox``; ``serve_forever()`` / ``shutdown()``."""

    daemon_threads = True

    def __init__(self, address: tuple[str, int], token: str, sandbox: Sandbox):
        self.token = check_token(token, TOKEN_ENV).encode()
        self.sandbox = sandbox
        self.sessions: dict[str, Session] = {}
        self.lock = threading.Lock()
        super().__init__(address, _Handler)

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}"

    def server_close(self) -> None:
        super().server_close()
        with self.lock:
            sessions, self.sessions = list(self.sessions.values()), {}
        for session in sessions:
            session.close()


class _Handler(BaseHTTPRequestHandler):
    server: SandboxService
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (the base class's name)
        log.debug("sandbox service: " + format, *args)

    def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
        self._dispatch("GET")

    def do_POST(self) -> None:  # noqa: N802
        self._dispatch("POST")

    def do_DELETE(self) -> None:  # noqa: N802
        self._dispatch("DELETE")

    def _dispatch(self, method: str) -> None:
        size = int(self.headers.get("Content-Length") or 0)
        if size > MAX_BODY:
            self.close_connection = True  # the body is not read
            return self._reply(413, {"error": f"request body over {MAX_BODY} bytes"})
        body = self.rfile.read(size) if size else b""
        given = self.headers.get("Authorization", "")
        scheme, _, token = given.partition(" ")
        if scheme != "Bearer" or not hmac.compare_digest(token.encode(), self.server.token):
            return self._reply(401, {"error": "missing or wrong token (Authorization: Bearer TOKEN)"})
        try:
            req = json.loads(body) if body else {}
            if not isinstance(req, dict):
                raise ValueError("the body must be a JSON object")
            status, reply = self._route(method, self.path.rstrip("/").split("/")[1:], req)
        except (ValueError, TypeError, KeyError) as exc:
            status, reply = 400, {"error": str(exc)}
        self._reply(status, reply)

    def _route(self, method: str, parts: list[str], req: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        srv = self.server
        if method == "POST" and parts == ["run"]:
            return 200, srv.sandbox.run(_code(req), _timeout(req)).to_dict()
        if method == "GET" and parts == ["stats"]:
            return 200, srv.sandbox.stats()
        if method == "POST" and parts == ["sessions"]:
            sid = secrets.token_hex(16)
            with srv.lock:
                srv.sessions[sid] = srv.sandbox.session()
            return 200, {"id": sid}
        if len(parts) >= 2 and parts[0] == "sessions":
            with srv.lock:
                session = srv.sessions.get(parts[1])
                if session is not None and method == "DELETE" and len(parts) == 2:
                    del srv.sessions[parts[1]]
            if session is None:
                return 404, {"error": f"no session {parts[1]!r} (closed, or the service restarted)"}
            if method == "DELETE" and len(parts) == 2:
                session.close()
                return 200, {"closed": True}
            if method == "POST" and parts[2:] == ["run"]:
                return 200, session.run(_code(req), _timeout(req)).to_dict()
        return 404, {"error": f"no route {method} {self.path}"}

    def _reply(self, status: int, payload: dict[str, Any]) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


def _code(req: dict[str, Any]) -> str:
    code = req["code"]
    if not isinstance(code, str):
        raise TypeError(f"code must be a string, got {type(code).__name__}")
    return code


def _timeout(req: dict[str, Any]) -> float | None:
    value = req.get("timeout_s")
    if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0):
        raise ValueError(f"timeout_s must be a positive number, got {value!r}")
    return value


# ---------------------------------------------------------------- client
class RemoteSandbox:
    """``Sandbox``'s interface (``run``/``arun``/``session``/``stats``/``close``) over the service."""

    def __init__(self, url: str, token: str, timeout_s: float = 30, *, token_env: str = TOKEN_ENV):
        self.url = url.rstrip("/")
        self.timeout_s = float(timeout_s)
        headers = {"Authorization": f"Bearer {check_token(token, token_env)}"}
        # one thread-safe client; the async methods wait for it on a thread (no event-loop binding)
        self._client = httpx.Client(
            base_url=self.url, headers=headers, timeout=None, limits=httpx.Limits(max_connections=256)
        )
        self.mode = "remote"
        self.stats()  # refuse now, with the reason, rather than on every tool call

    def _wait(self, timeout_s: float | None) -> float:
        return (self.timeout_s if timeout_s is None else timeout_s) + BACKSTOP_S + 10

    def _request(self, method: str, path: str, body: dict | None = None, wait: float = 30) -> dict[str, Any]:
        try:
            r = self._client.request(method, path, json=body, timeout=wait)
        except httpx.HTTPError as exc:
            raise ServiceError(f"sandbox service {self.url} unreachable: {exc}") from exc
        return _checked(r, self.url)

    def run(self, code: str, timeout_s: float | None = None) -> ExecResult:
        body = {"code": code, "timeout_s": timeout_s}
        return ExecResult(**self._request("POST", "/run", body, self._wait(timeout_s)))

    async def arun(self, code: str, timeout_s: float | None = None) -> ExecResult:
        return await asyncio.to_thread(self.run, code, timeout_s)

    def session(self) -> RemoteSession:
        return RemoteSession(self, self._request("POST", "/sessions")["id"])

    def stats(self) -> dict[str, Any]:
        return self._request("GET", "/stats")

    def close(self) -> None:
        self._client.close()

    def __enter__(self) -> RemoteSandbox:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class RemoteSession(ClosedOnExit):
    """A stateful session on the service (``Session``'s interface)."""

    def __init__(self, remote: RemoteSandbox, sid: str):
        self._remote, self.id, self.closed = remote, sid, False

    def run(self, code: str, timeout_s: float | None = None) -> ExecResult:
        body, wait = {"code": code, "timeout_s": timeout_s}, self._remote._wait(timeout_s)
        return ExecResult(**self._remote._request("POST", f"/sessions/{self.id}/run", body, wait))

    async def arun(self, code: str, timeout_s: float | None = None) -> ExecResult:
        return await asyncio.to_thread(self.run, code, timeout_s)

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self._remote._request("DELETE", f"/sessions/{self.id}")

    async def aclose(self) -> None:
        await asyncio.to_thread(self.close)


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
