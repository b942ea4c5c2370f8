"""Several server endpoints behind one backend: parsing, least-outstanding-requests choice, cool-down.

``--base-url`` takes one URL, several separated by commas, or ``@FILE`` naming a file with one URL
per line (blank lines and ``#`` comments ignored). Each request goes to the endpoint with the fewest
requests in flight (ties in turn), except that requests of one problem go to one endpoint: a request
carries an affinity key (its system + first user message, or the start of a raw prompt), and the
endpoint is chosen by rendezvous hashing of that key, so the N samples and the turns of a problem
meet the prefix cache that their first request filled. Load stays bounded: an endpoint already
holding ``load_factor`` x its fair share of the requests in flight, and at least ``affinity_floor``
of them, is passed over for the key's next endpoint (consistent hashing with bounded loads; the
floor keeps the samples of one problem together on an idle pool). An endpoint that fails ``fail_threshold`` times in a row with a
transient fault is left out for ``cooldown_s`` seconds; when every endpoint is cooling down, the one
that comes back first is used anyway (the retry layer, not the pool, decides when to give up).
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from proctor.seeds import stable_hash
from proctor.textfile import read_utf8

AFFINITY_PROMPT_CHARS = 2048  # of a raw prompt (or its token ids): the problem's shared prefix


class EndpointConfigError(ValueError):
    pass


def parse_base_urls(spec: str | None, default: str | None = None, option: str = "--base-url") -> list[str]:
    """URLs from ``a,b,c`` or ``@file``; each without a trailing slash. ``option`` names the setting
    in the errors (``--base-url``, or the replica list of a ``proctor serve`` client)."""
    if not spec:
        if default is None:
            raise EndpointConfigError(
                "no server URL: pass --base-url http://HOST:PORT/v1 (several: comma-separated, or @FILE)"
            )
        spec = default
    if spec.startswith("@"):
        path = Path(spec[1:]).expanduser()
        if not path.is_file():
            raise EndpointConfigError(f"{option} {spec}: no such file {path} (one URL per line expected)")
        items = [ln.split("#", 1)[0].strip() for ln in read_utf8(path, EndpointConfigError).splitlines()]
    else:
        items = [s.strip() for s in spec.split(",")]
    urls = [u.rstrip("/") for u in items if u]
    if not urls:
        raise EndpointConfigError(f"{option} {spec!r} names no URL")
    for u in urls:
        parts = urlsplit(u)
        if parts.username or parts.password:
            raise EndpointConfigError(
                f"{option} entry {redact(u)!r} carries credentials, which would be written to config.toml; "
                "remove them and put the key in an environment variable named by --api-key-env"
            )
        if parts.scheme not in ("http", "https") or not parts.netloc:
            raise EndpointConfigError(
                f"{option} entry {redact(u)!r} is not an http(s) URL; expected e.g. http://127.0.0.1:8000/v1"
            )
    if len(set(urls)) != len(urls):
        raise EndpointConfigError(f"{option} lists the same URL twice: {[redact(u) for u in urls]}")
    return urls


def redact(url: str) -> str:
    """The URL without user:password, for logs and config files."""
    parts = urlsplit(url)
    if "@" not in parts.netloc:
        return url
    return urlunsplit(parts._replace(netloc=parts.netloc.rsplit("@", 1)[1]))


@dataclass
class Endpoint:
    url: str
    outstanding: int = 0
    consecutive_failures: int = 0
    cooled_until: float = 0.0
    requests: int = 0
    failures: int = 0
    cooldowns: int = 0


class EndpointPool:
    """Chooses an endpoint per request and tracks its health. Not thread-safe: one event loop."""

    def __init__(
        self,
        urls: list[str],
        fail_threshold: int = 3,
        cooldown_s: float = 30.0,
        clock: Callable[[], float] = time.monotonic,
        load_factor: float = 1.25,
        affinity: bool = True,
        affinity_floor: int = 8,
    ):
        if not urls:
            raise EndpointConfigError("an endpoint pool needs at least one URL")
        self.endpoints = [Endpoint(u) for u in urls]
        self.fail_threshold = fail_threshold
        self.cooldown_s = cooldown_s
        self._clock = clock
        self._turn = 0
        self.load_factor = load_factor
        self.affinity = affinity  # False: every request by least-outstanding alone
        self.affinity_floor = affinity_floor

    def choose(self, key: str | None = None) -> Endpoint:
        now = self._clock()
        ready = [e for e in self.endpoints if e.cooled_until <= now]
        if not ready:
            return min(self.endpoints, key=lambda e: e.cooled_until)
        if key is not None and self.affinity and len(ready) > 1:
            share = math.ceil(self.load_factor * (sum(e.outstanding for e in ready) + 1) / len(ready))
            cap = max(share, self.affinity_floor)
            for e in sorted(ready, key=lambda e: stable_hash("proctor-endpoint", key, e.url), reverse=True):
                if e.outstanding < cap:
                    return e
        least = min(e.outstanding for e in ready)
        tied = [e for e in ready if e.outstanding == least]
        self._turn += 1
        return tied[self._turn % len(tied)]

    def keyed(self) -> bool:
        """Whether :meth:`choose` reads a request's affinity key (several endpoints, affinity on):
        where it does not, the caller need not build one (a JSON dump of the prompt per request)."""
        return self.affinity and len(self.endpoints) > 1

    @contextmanager
    def use(self, key: str | None = None) -> Iterator[Endpoint]:
        """Hold an endpoint for one request; the caller reports the outcome with ok()/failed()."""
        ep = self.choose(key)
        ep.outstanding += 1
        ep.requests += 1
        try:
            yield ep
        finally:
            ep.outstanding -= 1

    def ok(self, ep: Endpoint) -> None:
        ep.consecutive_failures = 0

    def failed(self, ep: Endpoint) -> bool:
        """Record a transient failure; True when this one sent the endpoint into cool-down."""
        ep.failures += 1
        ep.consecutive_failures += 1
        if ep.consecutive_failures >= self.fail_threshold:
            ep.consecutive_failures = 0
            ep.cooled_until = self._clock() + self.cooldown_s
            ep.cooldowns += 1
            return True
        return False

    def stats(self) -> list[dict[str, object]]:
        return [
            {"url": redact(e.url), "requests": e.requests, "failures": e.failures, "cooldowns": e.cooldowns}
            for e in self.endpoints
        ]


def affinity_key(body: dict[str, Any]) -> str | None:
    """What the requests of one problem share: the system and first user message of a chat request,
    the start of a raw prompt; None (plain least-outstanding choice) for anything else."""
    if isinstance(body.get("messages"), list):
        head = [m for m in body["messages"] if isinstance(m, dict) and m.get("role") in ("system", "user")][
            :2
        ]
        return json.dumps(head, sort_keys=True, ensure_ascii=False) if head else None
    prompt = body.get("prompt")
    if isinstance(prompt, str):
        return prompt[:AFFINITY_PROMPT_CHARS]
    if isinstance(prompt, list):
        return json.dumps(prompt[: AFFINITY_PROMPT_CHARS // 4])
    return None
