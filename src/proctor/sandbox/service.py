"""The sandbox as a small HTTP service (``proctor sandbox serve``); its client is in ``remote.py``.

For clusters whose nodes forbid user namespaces: run the service where bubblewrap works, and point
tool envs at it with ``--set env.sandbox_url=http://HOST:PORT``. Inside, it is the same
``Sandbox`` (same isolation, same limits); every request needs ``Authorization: Bearer TOKEN``
(compared in constant time), and the service refuses to start without a token.

Routes (JSON in, JSON out): ``POST /run`` ``{code, timeout_s?, max_output_bytes?, memory_mb?}`` ->
``ExecResult`` fields and ``limits`` (what the call ran under); ``POST /sessions`` -> ``{id}``;
``POST /sessions/ID/run``; ``DELETE /sessions/ID``; ``GET /stats``.

It is bounded before it trusts anyone (``ServiceLimits``): the token is checked on the headers,
before any byte of the body is read; the body is capped whatever the headers say; the headers and
the body each have a deadline; at most ``max_connections`` connections are served at once (one
more gets a 503 with Retry-After) behind a real listen backlog; every request limit is clamped to
the server's; sessions are capped per token and closed when idle. Errors: 400 (bad body or
number, the field named), 401 (token), 404, 408 (too slow), 411 (no Content-Length for chunked),
413 (body too large), 429 (too many sessions), 431 (headers too large), 503 (busy).
"""

from __future__ import annotations

import hashlib
import hmac
import io
import json
import logging
import signal
import threading
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from proctor.sandbox._http import (
    DeadlineReader,
    OverBudget,
    Refuser,
    content_length,
    error_response,
    linger_close,
)
from proctor.sandbox.bounds import MAX_MEMORY_MB, MAX_OUTPUT_BYTES, MAX_SECONDS, ServiceLimits, number
from proctor.sandbox.remote import TOKEN_ENV, RemoteSandbox, RemoteSession, ServiceError, check_token
from proctor.sandbox.result import ExecResult
from proctor.sandbox.sandbox import Sandbox
from proctor.sandbox.sessions import HTTPError, Sessions

__all__ = ["TOKEN_ENV", "RemoteSandbox", "RemoteSession", "SandboxService", "ServiceError", "check_token"]

log = logging.getLogger("proctor.sandbox")

BACKLOG = 1024  # listen(2) backlog (the kernel caps it at net.core.somaxconn)
MAX_HEADER_BYTES = 64 << 10


class SandboxService(ThreadingHTTPServer):
    """A bounded threading HTTP server in front of one ``Sandbox``; ``serve_forever()`` / ``shutdown()``.

    ``limits`` must carry the sandbox's own ``timeout_s``, ``memory_mb`` and ``max_output_bytes``
    (the CLI builds both from the same flags): requests are clamped to them and replies report them.
    """

    daemon_threads = True
    request_queue_size = BACKLOG

    def __init__(
        self, address: tuple[str, int], token: str, sandbox: Sandbox, limits: ServiceLimits | None = None
    ):
        self.token = check_token(token, TOKEN_ENV).encode()
        self.owner = hashlib.sha256(self.token).hexdigest()[:16]  # sessions are counted per token
        self.sandbox = sandbox
        self.limits = limits or ServiceLimits(timeout_s=sandbox.timeout_s)
        self.counts: Counter[str] = Counter()
        self._count_lock = threading.Lock()
        self._slots = threading.BoundedSemaphore(self.limits.max_connections)
        super().__init__(address, _Handler)
        self.sessions = Sessions(sandbox, self.limits.max_sessions, self.limits.session_idle_s)
        self.refuser = Refuser()

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}"

    def count(self, what: str) -> None:
        with self._count_lock:
            self.counts[what] += 1

    def process_request(self, request, client_address) -> None:  # noqa: ANN001 (socketserver's signature)
        if not self._slots.acquire(blocking=False):
            self.count("refused_busy")
            n = self.limits.max_connections
            msg = f"the service is serving its limit of {n} connections (--max-connections); retry"
            self.refuser.refuse(
                request, error_response(503, "Service Unavailable", msg, "Retry-After: 1\r\n")
            )
            return
        try:
            super().process_request(request, client_address)  # a thread per connection
        except BaseException:
            self._slots.release()
            raise

    def process_request_thread(self, request, client_address) -> None:  # noqa: ANN001
        try:
            super().process_request_thread(request, client_address)
        finally:
            self._slots.release()

    def stats(self) -> dict[str, int]:
        with self._count_lock:
            counts = dict(self.counts)
        return {**counts, **self.sessions.stats()}

    def server_close(self) -> None:
        super().server_close()  # also called by __init__ when the address cannot be bound
        if hasattr(self, "refuser"):
            self.refuser.close()
            self.sessions.close_all()

    def serve_until_stopped(self) -> None:
        """``serve_forever()`` until SIGTERM or Ctrl-C (from the main thread), then close the socket."""
        signal.signal(signal.SIGTERM, lambda *_: threading.Thread(target=self.shutdown).start())
        try:
            self.serve_forever()
        except KeyboardInterrupt:
            pass
        finally:
            self.server_close()


class _Handler(BaseHTTPRequestHandler):
    server: SandboxService
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (the base class's name)
        log.debug("sandbox service: " + format, *args)

    def setup(self) -> None:
        super().setup()
        self.rfile.close()
        self.reader = DeadlineReader(self.connection)
        self.rfile = io.BufferedReader(self.reader)
        self.linger = False  # unread bytes may follow: close with linger_close

    def finish(self) -> None:
        try:
            super().finish()
        finally:
            if self.linger:
                linger_close(self.connection)

    def handle_expect_100(self) -> bool:
        self.expect_continue = True  # sent only once the token and the size are accepted
        return True

    def handle_one_request(self) -> None:
        lim, self.expect_continue = self.server.limits, False
        # what an answer before parse_request (a request line too slow or too long) needs
        self.requestline, self.request_version, self.command = "", "HTTP/1.1", ""
        self.reader.start(lim.header_timeout_s, MAX_HEADER_BYTES + 8192)
        try:
            self.raw_requestline = self.rfile.readline(65537)
            if not self.raw_requestline:
                self.close_connection = True
                return
            if len(self.raw_requestline) > 65536:
                return self._fail(414, "request line too long")
            if not self.parse_request():  # it answered (400, 431, 505)
                return
        except TimeoutError:
            if self.reader.got == 0:  # an idle keep-alive connection: close it quietly
                self.close_connection = True
                return
            return self._fail(408, f"the request line and headers took over {lim.header_timeout_s:g} s")
        except OverBudget:
            return self._fail(431, f"request headers over {MAX_HEADER_BYTES} bytes")
        except OSError:
            self.close_connection = True
            return
        self.server.count("requests")
        if self.command not in ("GET", "POST", "DELETE"):
            return self._fail(405, f"method {self.command} not allowed (GET, POST, DELETE)")
        self._dispatch(self.command)

    def _dispatch(self, method: str) -> None:
        srv, lim = self.server, self.server.limits
        scheme, _, token = self.headers.get("Authorization", "").partition(" ")
        if scheme != "Bearer" or not hmac.compare_digest(token.encode(), srv.token):
            srv.count("refused_token")
            return self._fail(401, "missing or wrong token (Authorization: Bearer TOKEN)")
        if self.headers.get_all("Transfer-Encoding"):
            return self._fail(
                411, f"send the body with a Content-Length (at most {lim.max_body_bytes} bytes)"
            )
        try:
            size = content_length(self.headers.get_all("Content-Length"))
        except ValueError as exc:
            return self._fail(400, str(exc))
        if size > lim.max_body_bytes:
            return self._fail(413, f"request body of {size} bytes is over the limit of {lim.max_body_bytes}")
        if self.expect_continue:
            self.wfile.write(b"HTTP/1.1 100 Continue\r\n\r\n")
        self.reader.start(lim.body_timeout_s, size + 8192)
        try:
            body = self.rfile.read(size) if size else b""
        except TimeoutError:
            return self._fail(408, f"the request body ({size} bytes) took over {lim.body_timeout_s:g} s")
        except OverBudget:  # cannot happen with read(size); a guard, not a path
            return self._fail(413, f"request body over its Content-Length of {size}")
        except OSError:
            self.close_connection = True
            return
        if len(body) < size:  # the peer closed mid-body
            self.close_connection = True
            return
        try:
            status, reply = self._route(method, self.path.rstrip("/").split("/")[1:], _parse(body))
        except HTTPError as exc:
            status, reply = exc.status, {"error": exc.message}
        except Exception as exc:  # never close without an answer
            log.exception("sandbox service: %s %s failed", method, self.path)
            status, reply = 500, {"error": f"internal error: {type(exc).__name__}: {exc}"}
        self._reply(status, reply)

    def _route(self, method: str, parts: list[str], req: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        srv = self.server
        if method == "POST" and parts == ["run"]:
            code, limits = _code(req), _limits(req, srv.limits)
            return 200, _answer(srv.sandbox.run(code, limits["timeout_s"]), limits, srv.limits)
        if method == "GET" and parts == ["stats"]:
            return 200, {**srv.sandbox.stats(), "service": srv.stats()}
        if method == "POST" and parts == ["sessions"]:
            return 200, {"id": srv.sessions.open(srv.owner)}
        if len(parts) == 2 and parts[0] == "sessions" and method == "DELETE":
            srv.sessions.close(parts[1], srv.owner)
            return 200, {"closed": True}
        if len(parts) == 3 and parts[0] == "sessions" and parts[2] == "run" and method == "POST":
            code, limits = _code(req), _limits(req, srv.limits)
            result = srv.sessions.run(parts[1], srv.owner, code, limits["timeout_s"])
            return 200, _answer(result, limits, srv.limits)
        return 404, {"error": f"no route {method} {self.path}"}

    def _fail(self, status: int, message: str) -> None:
        """Answer an error before (or instead of) reading the body, then close the connection."""
        self.close_connection, self.linger = True, True
        self._reply(status, {"error": message}, close=True)

    def _reply(self, status: int, payload: dict[str, Any], close: bool = False) -> None:
        data = json.dumps(payload).encode()
        try:
            self.connection.settimeout(self.server.limits.body_timeout_s)  # a peer that never reads
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            if close:
                self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(data)
        except OSError:
            self.close_connection, self.linger = True, False


def _parse(body: bytes) -> dict[str, Any]:
    try:
        req = json.loads(body) if body else {}
    except (ValueError, RecursionError) as exc:
        raise HTTPError(400, f"the body is not valid JSON: {str(exc)[:200]}") from None
    if not isinstance(req, dict):
        raise HTTPError(400, f"the body must be a JSON object, got {type(req).__name__}")
    return req


def _code(req: dict[str, Any]) -> str:
    if "code" not in req:
        raise HTTPError(400, "the body needs a 'code' field (the Python source, a string)")
    if not isinstance(req["code"], str):
        raise HTTPError(400, f"code must be a string, got {type(req['code']).__name__}")
    return req["code"]


def _limits(req: dict[str, Any], lim: ServiceLimits) -> dict[str, Any]:
    """The request's limits, each checked and clamped to the server's (absent: the server's)."""
    out: dict[str, Any] = {}
    for field, server, high, whole, unit, flag in (
        ("timeout_s", lim.timeout_s, MAX_SECONDS, False, "seconds", "--timeout"),
        ("max_output_bytes", lim.max_output_bytes, MAX_OUTPUT_BYTES, True, "bytes", "--max-output-bytes"),
        ("memory_mb", lim.memory_mb, MAX_MEMORY_MB, True, "MiB", "--memory-mb"),
    ):
        value = req.get(field)
        if value is None:
            out[field] = server
            continue
        try:
            asked = number(value, high=high, whole=whole, unit=unit)
        except ValueError as exc:
            raise HTTPError(400, f"{field} {exc} (the service caps it at its {flag} of {server:g})") from None
        out[field] = min(asked, server)
    # the pool has one address-space limit: a smaller memory_mb is not applied, and the reply says so
    out["memory_mb"] = lim.memory_mb
    return out


def _answer(result: ExecResult, limits: dict[str, Any], lim: ServiceLimits) -> dict[str, Any]:
    """The reply: the result with its output cut to the request's cap, and the limits it ran under."""
    out, cap = result.to_dict(), limits["max_output_bytes"]
    for key in ("stdout", "stderr") if cap < lim.max_output_bytes else ():  # the sandbox caps at its own
        data = out[key].encode("utf-8", "replace")
        if len(data) > cap:
            out[key] = data[:cap].decode("utf-8", "ignore") + f"\n[output truncated: more than {cap} bytes]"
            out["truncated"] = True
    return {**out, "limits": limits}
