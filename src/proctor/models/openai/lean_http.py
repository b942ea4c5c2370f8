"""A lean HTTP/1.1 client for the sampling requests to a plain ``http://`` endpoint: keep-alive
connections, one request at a time on each, on asyncio's protocol layer (no streams, no per-request
objects beyond one future).

Against a zero-latency server at 256 requests in flight, aiohttp's request path costs this process
about 0.25 ms of CPU a request (its request and response objects, tracing hooks, timers, the
connector's bookkeeping); this one costs about a third of that (``perf/client_limit.py``). What it
does not do, aiohttp still does: ``https://`` endpoints (TLS), credentials in the URL
(``http://user:pass@host``: Basic authorization), and a redirect (a 301, 302, 303, 307 or 308 answer
is sent again through aiohttp, which follows it). Like aiohttp's session here, it reads no proxy
settings. A header with a CR, LF or NUL in it is refused (a ValueError naming the header, as aiohttp's).

A response is read to its end: by ``Content-Length``, chunked, or to the close of the connection;
a ``Content-Encoding`` of gzip or deflate is decoded (none is asked for). Every failure of the
connection (refused, reset, closed before the whole response came) is :class:`HTTPConnectionError`;
a request on a kept connection that the server closed in the meantime (before a byte of the answer)
is sent once more on a new one. The caller's timeout cancels the request and closes its connection.
"""

from __future__ import annotations

import asyncio
import collections
import re
import zlib
from typing import Any
from urllib.parse import quote, urlsplit

_MAX_HEAD = 64 * 1024  # a status line and headers longer than this are refused
_IDLE_PER_HOST = 4096  # kept connections per host (the runner's concurrency bounds them anyway)
_CHUNK_SIZE = re.compile(rb"[0-9A-Fa-f]+")  # all a chunk size may be (no sign, ``_``, ``0x``)
_BAD_HEADER = re.compile(r"[\r\n\0]")  # header injection: refused, as aiohttp refuses it
_SAFE_PATH = "/%:@!$&'()*+,;=-._~"  # what a path keeps as it is; the rest is percent-encoded


class HTTPConnectionError(ConnectionError):
    """The connection failed before the whole response was read."""


class ServerClosed(HTTPConnectionError):
    """A kept connection closed before the first byte of its answer: safe to send again."""


class _Response:
    __slots__ = ("status", "headers", "body", "keep_alive")

    def __init__(self, status: int, headers: list[tuple[str, str]], body: bytes, keep_alive: bool):
        self.status, self.headers, self.body, self.keep_alive = status, headers, body, keep_alive


class _Connection(asyncio.Protocol):
    """One keep-alive connection; :meth:`request` sends a request and returns the future of its answer."""

    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None
        self.closed = False
        self.buf = bytearray()
        self.waiter: asyncio.Future[_Response] | None = None
        self.got_bytes = False
        self._head: tuple[int, list[tuple[str, str]], bool] | None = None  # status, headers, keep-alive
        self._length: int | None = None  # body bytes expected (Content-Length)
        self._chunked = False
        self._to_close = False  # body read until the connection closes
        self._pos = 0  # where the body starts in buf
        self._chunks: list[bytes] = []
        self.loop: asyncio.AbstractEventLoop | None = None  # the event loop its transport runs on

    # --- asyncio.Protocol
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def data_received(self, data: bytes) -> None:
        if self.waiter is None or self.waiter.done():  # unasked bytes: this connection cannot be trusted
            self._abort()
            return
        self.got_bytes = True
        self.buf += data
        try:
            self._parse()
        except HTTPConnectionError as e:
            self._fail(e)

    def eof_received(self) -> bool:
        return False  # close the transport: connection_lost follows

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True
        w = self.waiter
        if w is None or w.done():
            return
        if self._to_close and self._head is not None:  # the body ran to the close
            status, headers, _ = self._head
            self._done(_Response(status, headers, self._take(self._pos, len(self.buf)), False))
            return
        detail = f": {exc}" if exc else ""
        if not self.got_bytes:
            w.set_exception(ServerClosed(f"the server closed the connection before answering{detail}"))
        else:
            w.set_exception(
                HTTPConnectionError(f"the connection closed in the middle of the response{detail}")
            )

    # --- one request
    def request(self, data: bytes) -> asyncio.Future[_Response]:
        assert self.transport is not None
        self.waiter = asyncio.get_running_loop().create_future()
        self.got_bytes = False
        self.transport.write(data)
        return self.waiter

    def _parse(self) -> None:
        while self._head is None:
            end = self.buf.find(b"\r\n\r\n")
            if end < 0:
                if len(self.buf) > _MAX_HEAD:
                    raise HTTPConnectionError("response headers too long")
                return
            head = bytes(self.buf[:end]).decode("latin-1")
            del self.buf[: end + 4]
            lines = head.split("\r\n")
            parts = lines[0].split(" ", 2)
            if len(parts) < 2 or not parts[0].startswith("HTTP/1.") or not parts[1].isdigit():
                raise HTTPConnectionError(f"not an HTTP/1.x response: {lines[0][:80]!r}")
            status = int(parts[1])
            if 100 <= status < 200:  # 100 Continue and other interim answers: the real one follows
                continue
            headers: list[tuple[str, str]] = []
            keep = parts[0] != "HTTP/1.0"
            self._length, self._chunked, self._to_close = None, False, False
            for line in lines[1:]:
                name, sep, value = line.partition(":")
                if not sep:
                    continue
                name, value = name.strip(), value.strip()
                headers.append((name, value))
                low = name.lower()
                if low == "content-length":
                    if not value.isdigit():
                        raise HTTPConnectionError(f"bad Content-Length {value[:40]!r}")
                    self._length = int(value)
                elif low == "transfer-encoding" and "chunked" in value.lower():
                    self._chunked = True
                elif low == "connection":
                    v = value.lower()
                    keep = False if "close" in v else (True if "keep-alive" in v else keep)
            self._head = (status, headers, keep)
            self._pos = 0
            self._chunks = []
            if status in (204, 304):
                self._length, self._chunked = 0, False
            elif self._chunked:
                self._length = None
            elif self._length is None:
                self._to_close = True
        status, headers, keep = self._head
        if self._chunked:
            self._read_chunks()
            return
        if self._to_close:
            return
        assert self._length is not None
        if len(self.buf) - self._pos >= self._length:
            body = self._take(self._pos, self._pos + self._length)
            extra = len(self.buf) - self._pos - self._length
            self._done(_Response(status, headers, body, keep and extra == 0))

    def _read_chunks(self) -> None:
        assert self._head is not None
        while True:
            eol = self.buf.find(b"\r\n", self._pos)
            if eol < 0:
                return
            size_text = bytes(self.buf[self._pos : eol]).split(b";", 1)[0].strip()
            if _CHUNK_SIZE.fullmatch(size_text) is None:  # int(, 16) would take -2, +5, 1_0, 0x10
                raise HTTPConnectionError(f"bad chunk size {size_text[:20]!r}")
            size = int(size_text, 16)
            if size == 0:  # the last chunk; then trailers (if any), ended by an empty line
                end = self.buf.find(b"\r\n\r\n", eol)
                if end < 0:
                    return
                end += 4
                status, headers, keep = self._head
                self._done(_Response(status, headers, b"".join(self._chunks), keep and end == len(self.buf)))
                return
            if len(self.buf) < eol + 2 + size + 2:
                return
            self._chunks.append(self._take(eol + 2, eol + 2 + size))
            self._pos = eol + 2 + size + 2

    def _take(self, start: int, end: int) -> bytes:
        """``buf[start:end]`` copied once (a slice of the bytearray would copy it twice)."""
        with memoryview(self.buf) as view:
            return bytes(view[start:end])

    def _done(self, response: _Response) -> None:
        self.buf.clear()
        self._head = None
        self._pos = 0
        self._chunks = []
        w, self.waiter = self.waiter, None
        if not response.keep_alive:
            self._abort()
        if w is not None and not w.done():
            w.set_result(response)

    def _fail(self, e: Exception) -> None:
        w = self.waiter
        self._abort()
        if w is not None and not w.done():
            w.set_exception(e)

    def _abort(self) -> None:
        self.closed = True
        if self.transport is not None:
            if self.loop is not None and self.loop.is_closed():  # nothing left to abort: just dropped
                self.transport = None
                return
            self.transport.abort()


def _decoded(body: bytes, headers: list[tuple[str, str]]) -> bytes:
    encoding = next((v.lower() for k, v in headers if k.lower() == "content-encoding"), "")
    if encoding in ("", "identity"):
        return body
    if encoding in ("gzip", "x-gzip"):
        return zlib.decompress(body, 16 + zlib.MAX_WBITS)
    if encoding == "deflate":
        try:
            return zlib.decompress(body)
        except zlib.error:
            return zlib.decompress(body, -zlib.MAX_WBITS)  # raw deflate, as some servers send it
    raise HTTPConnectionError(f"response in an encoding this client does not read: {encoding}")


class LeanClient:
    """Keep-alive HTTP/1.1 connections per host of one event loop, for ``POST`` requests."""

    def __init__(self, connect_timeout_s: float) -> None:
        self.connect_timeout_s = connect_timeout_s
        self._idle: dict[tuple[str, int], collections.deque[_Connection]] = {}
        self._targets: dict[str, tuple[str, int, str, bytes]] = {}  # url -> host, port, path, head start
        self._closed = False

    @staticmethod
    def serves(url: str) -> bool:
        """Whether a request to ``url`` goes through this client: plain ``http://`` with no credentials
        in it (``http://user:pass@host``: aiohttp sends them as Basic authorization)."""
        return url[:7].lower() == "http://" and not has_userinfo(url)

    def _target(self, url: str) -> tuple[str, int, str, bytes]:
        t = self._targets.get(url)
        if t is None:
            u = urlsplit(url)
            if u.scheme.lower() != "http" or not u.hostname or "@" in u.netloc:
                raise HTTPConnectionError(f"not a plain http URL without credentials: {u.hostname}")
            port = u.port or 80
            path = quote(u.path or "/", safe=_SAFE_PATH)
            if u.query:
                path += "?" + quote(u.query, safe=_SAFE_PATH + "?")
            host = u.hostname if ":" not in u.hostname else f"[{u.hostname}]"
            host_header = host if port == 80 else f"{host}:{port}"
            if not host_header.isascii():  # an international domain name: its ASCII form
                try:
                    host_header = host_header.encode("idna").decode("ascii")
                except UnicodeError:
                    raise HTTPConnectionError(f"a host name that cannot be sent: {u.hostname!r}") from None
            head = f"POST {path} HTTP/1.1\r\nHost: {host_header}\r\n".encode("latin-1")
            t = (u.hostname, port, path, head)
            if len(self._targets) < 1024:
                self._targets[url] = t
        return t

    async def _connect(self, host: str, port: int) -> _Connection:
        loop = asyncio.get_running_loop()
        async with asyncio.timeout(self.connect_timeout_s):
            _, conn = await loop.create_connection(_Connection, host, port)
        conn.loop = loop
        return conn

    async def post(
        self, url: str, data: bytes, headers: dict[str, str]
    ) -> tuple[int, list[tuple[str, str]], bytes]:
        """POST ``data``; (status, headers as (name, value) pairs, body bytes)."""
        if self._closed:
            raise HTTPConnectionError("the client is closed")
        host, port, _, head = self._target(url)
        lines = [head]
        for k, v in headers.items():
            lines.append(header_line(k, v))
        lines.append(f"Content-Length: {len(data)}\r\n\r\n".encode("latin-1"))
        lines.append(data)
        request = b"".join(lines)
        idle = self._idle.get((host, port))
        for attempt in (0, 1):
            conn = None
            while idle:
                c = idle.pop()
                if not c.closed and c.transport is not None and not c.transport.is_closing():
                    conn = c
                    break
            reused = conn is not None
            if conn is None:
                conn = await self._connect(host, port)
            try:
                response = await conn.request(request)
            except ServerClosed:
                conn._abort()
                if reused and attempt == 0:  # the server closed a kept connection: once more on a new one
                    continue
                raise
            except BaseException:  # cancelled (the caller's timeout) or failed: the connection goes
                conn._abort()
                raise
            if response.keep_alive and not conn.closed and not self._closed:
                if idle is None:
                    idle = self._idle.setdefault((host, port), collections.deque())
                if len(idle) < _IDLE_PER_HOST:
                    idle.append(conn)
                else:
                    conn._abort()
            return response.status, response.headers, _decoded(response.body, response.headers)
        raise AssertionError("unreachable")

    def close(self) -> None:
        self._closed = True
        for idle in self._idle.values():
            while idle:
                idle.pop()._abort()
        self._idle.clear()


def has_userinfo(url: str) -> bool:
    """Whether ``url`` carries credentials (``scheme://user:pass@host/...``)."""
    rest = url.split("://", 1)[-1]
    authority = rest.split("/", 1)[0].split("?", 1)[0].split("#", 1)[0]
    return "@" in authority


def header_line(name: str, value: str) -> bytes:
    """``name: value\\r\\n`` in Latin-1; a CR, LF or NUL in either (a header injection: an API key read
    with the line end of its ``.env`` file) or a character Latin-1 lacks is a ValueError that names the
    header, never its value (an API key)."""
    if _BAD_HEADER.search(name) or _BAD_HEADER.search(value):
        raise ValueError(f"header {name!r}: a CR, LF or NUL character in its name or value is refused")
    try:
        return f"{name}: {value}\r\n".encode("latin-1")
    except UnicodeEncodeError:
        raise ValueError(
            f"header {name!r}: a character outside Latin-1 in its name or value cannot be sent"
        ) from None


def header(headers: Any, name: str) -> str | None:
    """A header's value from (name, value) pairs, by name in any case."""
    low = name.lower()
    return next((v for k, v in headers if k.lower() == low), None)
