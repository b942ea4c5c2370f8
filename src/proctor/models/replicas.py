"""Several ``proctor serve`` replicas from one client: the endpoint list of
``proctor.models.endpoints`` (``a,b,c`` or ``@FILE``; least-outstanding choice; cool-down), made
thread-safe, with failover.

Each request goes to the replica with the fewest requests in flight from this client (ties in
turn). It is sent again, to another replica where there is one, when:

- the connection cannot be made, or breaks before a reply comes (a replica killed, restarting or
  unreachable): that replica cools down for ``cooldown_s`` (then gets one request to prove itself);
- the replica answers 429 or 503 (its reward queue or connection limit is full; nothing ran): it
  is passed over for its ``Retry-After``; when every replica is, the request waits for the first.

Any other reply is final: a 4xx names the caller's problem and would be the same on every replica.
Sending again is safe for what this module sends: a reward is a pure function of its item (the
other replica grades it the same), and a ``/run`` or ``/run_code`` call keeps no state outside the
replica's sandbox, which died with it. Only the first reply is kept, so an item never gets two
results. A request that fails ``max_failures`` times, or is refused as busy for ``busy_s``, raises
:class:`ReplicaError`: never a silent result. A sandbox session lives on one replica and is never
moved (``pinned``).
"""

from __future__ import annotations

import asyncio
import random
import threading
import time
from collections.abc import Callable
from typing import Any

import httpx

from proctor.models.endpoints import Endpoint, EndpointConfigError, EndpointPool, parse_base_urls

BUSY = (429, 503)
RETRIED = (httpx.TransportError,)  # connect, read, write, protocol errors and timeouts: no reply


class ReplicaError(RuntimeError):
    """No replica gave a reply: every try failed, or all stayed busy too long."""


def replica_urls(spec: str | list[str], option: str = "replica URLs") -> list[str]:
    """The URLs of ``a,b,c``, ``@FILE`` (one per line) or a list; ReplicaError naming the problem."""
    try:
        return parse_base_urls(",".join(spec) if isinstance(spec, list) else spec, option=option)
    except EndpointConfigError as exc:
        raise ReplicaError(str(exc)) from None


class Replicas:
    """The replica list one client shares across threads (and one event loop)."""

    def __init__(
        self,
        spec: str | list[str],
        *,
        cooldown_s: float = 5.0,
        max_failures: int | None = None,
        busy_s: float = 300.0,
        option: str = "replica URLs",
        clock: Callable[[], float] = time.monotonic,
    ):
        self.urls = replica_urls(spec, option)
        self.pool = EndpointPool(
            self.urls, fail_threshold=1, cooldown_s=cooldown_s, clock=clock, affinity=False
        )
        self.max_failures = max_failures if max_failures is not None else 2 * len(self.urls) - 1
        self.busy_s = busy_s
        self._clock = clock
        self._lock = threading.Lock()
        self.resent = 0  # requests sent again after a replica failed them
        self.busy = 0  # 429/503 replies waited out

    def _take(self, pinned: str | None) -> tuple[Endpoint, float]:
        """A replica and how long to wait before using it (it is busy or cooling down)."""
        with self._lock:
            if pinned is not None:
                ep = next(e for e in self.pool.endpoints if e.url == pinned)
            else:
                ep = self.pool.choose()
            ep.outstanding += 1
            ep.requests += 1
            return ep, max(0.0, ep.cooled_until - self._clock())

    def _give(self, ep: Endpoint, reply: httpx.Response | Exception, tries: _Tries) -> bool:
        """Record the reply; True when it is final."""
        with self._lock:
            ep.outstanding -= 1
            if isinstance(reply, httpx.Response) and reply.status_code in BUSY:
                tries.busy(ep, reply)
                self.busy += 1
                ep.cooled_until = max(ep.cooled_until, self._clock() + _retry_after(reply))
                return False
            if isinstance(reply, httpx.Response):
                self.pool.ok(ep)
                return True
            self.pool.failed(ep)
            self.resent += 1
            tries.failed(ep, reply)
            return False

    def request(
        self,
        client: httpx.Client,
        method: str,
        path: str,
        *,
        content: bytes | None = None,
        timeout: float | None = None,
        pinned: str | None = None,
    ) -> tuple[httpx.Response, str]:
        """The first reply that is not 'busy', and the URL of the replica that gave it."""
        tries = _Tries(self, pinned)
        while True:
            ep, wait = self._take(pinned)
            reply: httpx.Response | Exception
            try:
                if wait:
                    time.sleep(tries.jittered(wait))
                reply = client.request(method, ep.url + path, content=content, timeout=timeout)
            except RETRIED as exc:
                reply = exc
            except BaseException:
                with self._lock:
                    ep.outstanding -= 1
                raise
            if self._give(ep, reply, tries):
                assert isinstance(reply, httpx.Response)
                return reply, ep.url

    async def arequest(
        self,
        client: httpx.AsyncClient,
        method: str,
        path: str,
        *,
        content: bytes | None = None,
        timeout: float | None = None,
        pinned: str | None = None,
    ) -> tuple[httpx.Response, str]:
        """``request`` on an event loop."""
        tries = _Tries(self, pinned)
        while True:
            ep, wait = self._take(pinned)
            reply: httpx.Response | Exception
            try:
                if wait:
                    await asyncio.sleep(tries.jittered(wait))
                reply = await client.request(method, ep.url + path, content=content, timeout=timeout)
            except RETRIED as exc:
                reply = exc
            except BaseException:  # cancelled: the slot is given back
                with self._lock:
                    ep.outstanding -= 1
                raise
            if self._give(ep, reply, tries):
                assert isinstance(reply, httpx.Response)
                return reply, ep.url

    def stats(self) -> list[dict[str, object]]:
        with self._lock:
            return self.pool.stats()


class _Tries:
    """One request's failures and busy time; raises ReplicaError when they run out."""

    def __init__(self, replicas: Replicas, pinned: str | None):
        self.replicas, self.pinned = replicas, pinned
        self.failures: list[str] = []
        self.busy_since: float | None = None

    def jittered(self, wait: float) -> float:
        return wait * random.uniform(1.0, 1.3)

    def failed(self, ep: Endpoint, exc: Exception) -> None:
        self.failures.append(f"{ep.url}: {type(exc).__name__}: {exc}")
        if self.pinned is not None:
            raise ReplicaError(
                f"the replica {ep.url} holding this session failed: {type(exc).__name__}: {exc}"
            )
        if len(self.failures) >= self.replicas.max_failures:
            raise ReplicaError(
                f"no replica answered after {len(self.failures)} tries: " + "; ".join(self.failures[-3:])
            )

    def busy(self, ep: Endpoint, reply: httpx.Response) -> None:
        now = self.replicas._clock()
        if self.busy_since is None:
            self.busy_since = now
        elif now - self.busy_since > self.replicas.busy_s:
            raise ReplicaError(
                f"every replica stayed busy for over {self.replicas.busy_s:g} s (last: {ep.url} answered "
                f"{reply.status_code}: {reply.text[:200]})"
            )


def _retry_after(r: httpx.Response) -> float:
    try:
        return min(30.0, max(0.05, float(r.headers.get("Retry-After", "1"))))
    except ValueError:
        return 1.0


def json_of(reply: httpx.Response, url: str, what: str) -> Any:
    """The reply's JSON; ReplicaError naming the replica and its error otherwise."""
    if reply.status_code != 200:
        try:
            detail = reply.json().get("error", reply.text)
        except (ValueError, AttributeError):
            detail = reply.text
        raise ReplicaError(f"{what} on {url} answered {reply.status_code}: {str(detail)[:500]}")
    return reply.json()
