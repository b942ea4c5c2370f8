"""Socket-level bounds of the sandbox service: read deadlines and byte budgets, and closes that keep
the reply (a peer still sending when we close would get a reset, which can discard our answer)."""

from __future__ import annotations

import io
import json
import re
import select
import socket
import threading
import time
from collections import deque

LINGER_S = 1.0  # after an early reply, unread bytes are discarded for at most this long...
LINGER_BYTES = 8 << 20  # ...and at most this many, then the socket is closed
_DIGITS = re.compile(r"[0-9]{1,40}")


class OverBudget(Exception):
    """More bytes arrived in one phase of a request than that phase may take."""


class DeadlineReader(io.RawIOBase):
    """The raw side of a connection's ``rfile``: each phase has a deadline for all its bytes (not per
    ``recv``, so a peer that trickles one byte at a time is cut off too) and a byte budget."""

    def __init__(self, sock: socket.socket):
        self.sock = sock
        self.deadline = time.monotonic()
        self.budget = 0
        self.got = 0  # bytes read in this phase

    def start(self, seconds: float, budget: int) -> None:
        self.deadline, self.budget, self.got = time.monotonic() + seconds, budget, 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:  # noqa: ANN001 (a writable buffer)
        if self.budget <= 0:
            raise OverBudget
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError("read deadline passed")
        self.sock.settimeout(left)
        n = self.sock.recv_into(memoryview(buffer)[: self.budget])
        self.budget -= n
        self.got += n
        return n


def content_length(values: list[str] | None) -> int:
    """The body size a request announces (0 without a Content-Length), or ValueError naming the header."""
    if not values:
        return 0
    sizes = {v.strip() for v in values}
    if len(sizes) > 1:
        raise ValueError(f"Content-Length given {len(values)} times with different values")
    (size,) = sizes
    if not _DIGITS.fullmatch(size):
        shown = size if len(size) <= 30 else size[:30] + "..."
        raise ValueError(f"Content-Length must be a whole number of bytes, got {shown!r}")
    return int(size)


def error_response(status: int, reason: str, message: str, extra: str = "") -> bytes:
    body = json.dumps({"error": message}).encode()
    head = (
        f"HTTP/1.1 {status} {reason}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\nConnection: close\r\n{extra}\r\n"
    )
    return head.encode() + body


def linger_close(sock: socket.socket, seconds: float = LINGER_S, limit: int = LINGER_BYTES) -> None:
    """Send FIN, discard what the peer still sends (bounded by time and bytes), then close."""
    try:
        sock.shutdown(socket.SHUT_WR)
        end, left = time.monotonic() + seconds, limit
        while left > 0 and (wait := end - time.monotonic()) > 0:
            sock.settimeout(wait)
            chunk = sock.recv(min(65536, left))
            if not chunk:
                break
            left -= len(chunk)
    except OSError:  # reset, timeout: nothing more to keep
        pass
    finally:
        sock.close()


class Refuser:
    """Answers connections over the limit with a 503 from one thread, each lingering as above.

    At most ``capacity`` refused sockets linger at once; past that they are closed at once.
    """

    def __init__(self, capacity: int = 256):
        self.capacity = capacity
        self._pending: deque[tuple[socket.socket, float, int]] = deque()
        self._lock = threading.Lock()
        self._wake_r, self._wake_w = socket.socketpair()
        self._stop = False
        self._thread = threading.Thread(target=self._loop, name="sandbox-service-refuser", daemon=True)
        self._thread.start()

    def refuse(self, sock: socket.socket, response: bytes) -> None:
        try:
            sock.setblocking(False)
            sock.send(response)  # a few hundred bytes into an empty send buffer
            sock.shutdown(socket.SHUT_WR)
        except OSError:
            sock.close()
            return
        with self._lock:
            if len(self._pending) >= self.capacity:
                sock.close()
                return
            self._pending.append((sock, time.monotonic() + LINGER_S, LINGER_BYTES))
        self._wake_w.send(b"x")

    def close(self) -> None:
        self._stop = True
        self._wake_w.send(b"x")
        self._thread.join(5)
        with self._lock:
            for sock, _, _ in self._pending:
                sock.close()
            self._pending.clear()
        self._wake_r.close()
        self._wake_w.close()

    def _loop(self) -> None:
        while not self._stop:
            with self._lock:
                socks = [s for s, _, _ in self._pending]
            poller = select.poll()
            for sock in (self._wake_r, *socks):
                poller.register(sock, select.POLLIN)
            readable = {fd for fd, _ in poller.poll(200)}
            if self._wake_r.fileno() in readable:
                self._wake_r.recv(4096)
            now, keep = time.monotonic(), deque()
            with self._lock:
                for sock, end, left in self._pending:
                    if sock.fileno() in readable:
                        left = _drain(sock, left)
                    if left <= 0 or now >= end:
                        sock.close()
                    else:
                        keep.append((sock, end, left))
                self._pending = keep


def _drain(sock: socket.socket, left: int) -> int:
    """Discard what is there; 0 when the peer is done (EOF, reset) or the byte budget is spent."""
    try:
        chunk = sock.recv(min(65536, left))
    except BlockingIOError:
        return left
    except OSError:
        return 0
    return left - len(chunk) if chunk else 0
