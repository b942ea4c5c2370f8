"""The sandbox service's sessions: at most ``max_per_token`` open per token, closed once idle."""

from __future__ import annotations

import logging
import secrets
import threading
import time
from collections import Counter, OrderedDict
from dataclasses import dataclass

from proctor.sandbox.result import ExecResult
from proctor.sandbox.sandbox import Sandbox, Session

log = logging.getLogger("proctor.sandbox")

REMEMBERED = 4096  # ids of closed and expired sessions kept, so a late call learns why it is gone


class HTTPError(Exception):
    """A request the service answers with ``status`` and ``{"error": message}``."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status, self.message = status, message


@dataclass
class _Held:
    session: Session
    owner: str
    last_used: float
    busy: int = 0  # calls in flight: a session is never idle while one runs


class Sessions:
    """Open sessions by id; a janitor thread closes those idle for more than ``idle_s``."""

    def __init__(self, sandbox: Sandbox, max_per_token: int, idle_s: float):
        self.sandbox, self.max_per_token, self.idle_s = sandbox, max_per_token, idle_s
        self._lock = threading.Lock()
        self._held: dict[str, _Held] = {}
        self._gone: OrderedDict[str, str] = OrderedDict()
        self.counts: Counter[str] = Counter()
        self._stop = threading.Event()
        self._janitor = threading.Thread(target=self._sweep, name="sandbox-service-sessions", daemon=True)
        self._janitor.start()

    def open(self, owner: str) -> str:
        self.expire()
        with self._lock:
            held = sum(1 for h in self._held.values() if h.owner == owner)
            if held >= self.max_per_token:
                self.counts["sessions_refused"] += 1
                raise HTTPError(
                    429,
                    f"this token already holds {held} open sessions, the service's limit (--max-sessions): "
                    f"close one (DELETE /sessions/ID) or let an idle one expire ({self.idle_s:g} s)",
                )
            sid = secrets.token_hex(16)
            self._held[sid] = _Held(self.sandbox.session(), owner, time.monotonic())
            self.counts["sessions_opened"] += 1
        return sid

    def run(self, sid: str, owner: str, code: str, timeout_s: float) -> ExecResult:
        with self._lock:
            held = self._get(sid, owner)
            held.busy += 1
        try:
            return held.session.run(code, timeout_s)
        finally:
            with self._lock:
                held.busy -= 1
                held.last_used = time.monotonic()

    def close(self, sid: str, owner: str) -> None:
        with self._lock:
            held = self._get(sid, owner)
            del self._held[sid]
            self._forget(sid, "closed")
        held.session.close()  # never waits for a busy worker

    def expire(self) -> int:
        now, stale = time.monotonic(), []
        with self._lock:
            for sid, held in list(self._held.items()):
                if held.busy == 0 and now - held.last_used > self.idle_s:
                    stale.append(self._held.pop(sid))
                    self._forget(sid, f"expired after {self.idle_s:g} s idle")
            self.counts["sessions_expired"] += len(stale)
        for held in stale:
            held.session.close()
        return len(stale)

    def stats(self) -> dict[str, int]:
        with self._lock:
            return {"sessions_open": len(self._held), **self.counts}

    def close_all(self) -> None:
        self._stop.set()
        self._janitor.join(10)
        with self._lock:
            held, self._held = list(self._held.values()), {}
        for h in held:
            h.session.close()

    def _get(self, sid: str, owner: str) -> _Held:
        held = self._held.get(sid)
        if held is None or not secrets.compare_digest(held.owner, owner):
            why = self._gone.get(sid, "closed, or the service restarted")
            raise HTTPError(404, f"no session {sid[:64]!r} ({why})")
        return held

    def _forget(self, sid: str, why: str) -> None:
        self._gone[sid] = why
        while len(self._gone) > REMEMBERED:
            self._gone.popitem(last=False)

    def _sweep(self) -> None:
        interval = min(max(self.idle_s / 4, 0.05), 5.0)
        while not self._stop.wait(interval):
            try:
                self.expire()
            except Exception:  # a sweep that fails must not end the sweeping
                log.exception("sandbox service: expiring idle sessions failed")
