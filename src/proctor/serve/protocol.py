"""uvicorn's h11 protocol, bounded before it trusts anyone.

h11 already refuses malformed requests (white space before a header's colon, conflicting
Content-Length values, oversized headers: 400) and uvicorn serves every connection from one event
loop (an idle or slow client costs a coroutine's state, never a thread). On top of it:

- a **header deadline**: the request line and headers of each request must arrive within
  ``header_timeout_s`` of its first byte (of the connection's start for a new connection), however
  slowly they trickle; past it the request gets a 408 (a connection that sent nothing is closed
  quietly). uvicorn's own keep-alive timeout (set to the same value) closes idle connections;
- a **connection cap**: past ``max_connections`` open connections a new one is answered 503 with
  Retry-After at once and closed;
- a **send deadline**: a peer that stops reading while a reply waits to be sent (the transport's
  buffer past its high-water mark) for ``body_timeout_s`` loses its connection;
- a **lingering close**: a connection closed while the peer may still be sending (an early 401,
  413 or 408) is shut for writing, the peer's bytes are discarded for at most ``LINGER_S`` and
  ``LINGER_BYTES``, then it is closed, so the reply is not lost to a reset.

The body deadline and body caps are the app's (``proctor.serve.app.Guard``).
"""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

from proctor.serve.limits import MAX_HEADER_BYTES, ServeLimits

LINGER_S = 1.0  # after an early reply, unread bytes are discarded for at most this long...
LINGER_BYTES = 8 << 20  # ...and at most this many, then the socket is closed


def error_response(status: int, reason: str, message: str, extra: str = "") -> bytes:
    """A whole HTTP/1.1 error reply, JSON ``{"error": message}``, that closes the connection."""
    body = json.dumps({"error": message}).encode()
    head = (
        f"HTTP/1.1 {status} {reason}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\nConnection: close\r\n{extra}\r\n"
    )
    return head.encode() + body


class _Lingering:
    """The transport uvicorn sees: ``close()`` becomes a lingering close; everything else passes."""

    def __init__(self, raw: asyncio.Transport, protocol: BoundedH11Protocol):
        self._raw, self._protocol = raw, protocol

    def __getattr__(self, name: str) -> Any:
        return getattr(self._raw, name)

    def close(self) -> None:
        self._protocol.linger()


class BoundedH11Protocol(H11Protocol):
    limits: ServeLimits  # set on the subclass :func:`protocol_class` makes
    counts: Counter[str]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._malformed: h11.RemoteProtocolError | None = None
        parse = self.conn.next_event

        def next_event() -> Any:  # keeps h11's reason for a malformed request (uvicorn drops it)
            try:
                return parse()
            except h11.RemoteProtocolError as exc:
                self._malformed = exc
                raise

        self.conn.next_event = next_event  # type: ignore[method-assign]

    def send_400_response(self, msg: str) -> None:
        """A malformed request (h11's verdict): 400 naming the problem (431 for oversized headers)."""
        exc = self._malformed
        status = getattr(exc, "error_status_hint", 400) if exc is not None else 400
        self.counts["malformed"] += 1
        why = f"malformed HTTP request: {exc}" if exc is not None else msg
        if status == 431:
            why = f"request headers over {MAX_HEADER_BYTES} bytes"
        reason = "Request Header Fields Too Large" if status == 431 else "Bad Request"
        self._raw.write(error_response(status, reason, why))
        self.linger()

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        self._raw = transport
        self._refused = self._lingering = False
        self._linger_left = LINGER_BYTES
        self._timers: dict[str, asyncio.TimerHandle] = {}
        self._head_bytes = 0
        if len(self.server_state.connections) >= self.limits.max_connections:
            self._refused = True
            self.counts["refused_busy"] += 1
            n = self.limits.max_connections
            msg = f"the server is serving its limit of {n} connections (--max-connections); retry"
            transport.write(error_response(503, "Service Unavailable", msg, "Retry-After: 1\r\n"))
            self.linger()
            return
        super().connection_made(_Lingering(transport, self))  # type: ignore[arg-type]
        self._arm_head()

    def connection_lost(self, exc: Exception | None) -> None:
        for timer in self._timers.values():
            timer.cancel()
        self._timers.clear()
        if not self._refused:
            super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self._refused or self._lingering:  # discarded, within the linger budget
            self._linger_left -= len(data)
            if self._linger_left <= 0:
                self._raw.abort()
            return
        waiting = self.conn.their_state is h11.IDLE
        if waiting:
            self._head_bytes += len(data)
            if "head" not in self._timers:
                self._arm_head()
        super().data_received(data)
        if self.conn.their_state is not h11.IDLE and "head" in self._timers:
            self._timers.pop("head").cancel()  # the headers are in
            self._head_bytes = 0

    def _arm_head(self) -> None:
        self._timers["head"] = self.loop.call_later(self.limits.header_timeout_s, self._head_late)

    def _head_late(self) -> None:
        self._timers.pop("head", None)
        if self._lingering or self._raw.is_closing() or self.conn.their_state is not h11.IDLE:
            return
        if self.cycle is not None and not self.cycle.response_complete:
            return  # a request is being answered (pipelined bytes wait for it)
        if self._head_bytes == 0:
            self._raw.close()  # nothing of a request came: close quietly
            return
        self.counts["too_slow"] += 1
        msg = f"the request line and headers took over {self.limits.header_timeout_s:g} s"
        self._raw.write(error_response(408, "Request Timeout", msg))
        self.linger()

    def linger(self) -> None:
        """Shut the writing side (after what is queued is sent), discard what the peer still sends
        (bounded), then close."""
        raw = self._raw
        if self._lingering or raw.is_closing():
            return
        self._lingering = True
        timer = self._timers.pop("head", None)
        if timer is not None:
            timer.cancel()
        try:
            if not raw.can_write_eof():
                raw.close()
                return
            raw.write_eof()
            raw.resume_reading()
        except (OSError, RuntimeError):
            raw.close()
            return
        # then drop it, whatever is still queued for a peer that does not read (close() would wait for it)
        self._timers["linger"] = asyncio.get_running_loop().call_later(LINGER_S, raw.abort)

    def pause_writing(self) -> None:
        """The peer is not reading what we send: it has ``body_timeout_s`` to start again."""
        super().pause_writing()
        if "stall" not in self._timers:
            self._timers["stall"] = self.loop.call_later(self.limits.body_timeout_s, self._stalled)

    def resume_writing(self) -> None:
        timer = self._timers.pop("stall", None)
        if timer is not None:
            timer.cancel()
        super().resume_writing()

    def _stalled(self) -> None:
        self._timers.pop("stall", None)
        self.counts["stalled_reader"] += 1
        self._raw.abort()  # connection_lost releases the request waiting to send

    def eof_received(self) -> bool | None:
        if self._lingering or self._refused:
            return None  # the peer is done: close now
        return super().eof_received()  # type: ignore[func-returns-value]


def protocol_class(limits: ServeLimits, counts: Counter[str]) -> type[BoundedH11Protocol]:
    """The protocol uvicorn instantiates per connection, bound to these limits and counters."""
    return type("BoundedH11", (BoundedH11Protocol,), {"limits": limits, "counts": counts})
