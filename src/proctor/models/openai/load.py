"""``runner.concurrency = "auto"``: as many requests in flight as keep the servers busy, read from
their own gauges.

Every ``interval_s`` the endpoints' Prometheus ``/metrics`` (at the server root) are read: vLLM's
``vllm:num_requests_running`` / ``vllm:num_requests_waiting``, SGLang's ``sglang:num_running_reqs`` /
``sglang:num_queue_reqs``, llama.cpp's llama-server's ``llamacpp:requests_processing`` /
``llamacpp:requests_deferred`` (started with ``--metrics``), summed over the endpoints. The limit
grows while nothing waits and the client is using all of it (doubling until a queue is first seen,
then by an eighth), and shrinks to what runs and a small
waiting queue (``max(1, running / 8)``) when more wait: the servers stay saturated without a queue
that only adds latency. It stays within ``[1, max_limit]``; every change is logged. Where no endpoint
has such gauges the runner falls back to a fixed concurrency.
"""

from __future__ import annotations

import logging
import re

import httpx

from proctor.models.openai.wire import server_root

log = logging.getLogger("proctor")

# (running, waiting) gauge names per server
GAUGES = (
    ("vllm:num_requests_running", "vllm:num_requests_waiting"),
    ("sglang:num_running_reqs", "sglang:num_queue_reqs"),
    ("llamacpp:requests_processing", "llamacpp:requests_deferred"),
)
_LINE = re.compile(r"^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{[^}]*\})?\s+([-+0-9.eE]+|NaN)\s*$", re.MULTILINE)


def parse_gauges(text: str) -> tuple[float, float] | None:
    """(running, waiting) from a Prometheus text page (summed over label sets); None when the page
    has neither gauge of any known server."""
    values: dict[str, float] = {}
    for name, value in _LINE.findall(text):
        try:
            values[name] = values.get(name, 0.0) + float(value)
        except ValueError:
            continue
    for running, waiting in GAUGES:
        if running in values or waiting in values:
            return values.get(running, 0.0), values.get(waiting, 0.0)
    return None


class AdaptiveLimit:
    """The in-flight limit, moved by what the servers say (see the module doc)."""

    def __init__(self, start: int = 8, max_limit: int = 1024):
        self.max_limit = max(1, max_limit)
        self.limit = max(1, min(start, self.max_limit))
        self.queued = False  # a queue has been seen: the servers' capacity is near, grow in small steps
        self.history: list[tuple[int, float, float]] = []  # (limit, running, waiting) per reading

    def update(self, running: float, waiting: float, in_flight: int) -> int:
        target = max(1.0, running / 8)
        old = self.limit
        if waiting < 1 and in_flight >= self.limit:  # the servers take all we send: send more
            step = self.limit if not self.queued else max(1, self.limit // 8)  # doubling until a queue
            self.limit = min(self.max_limit, self.limit + step)
        elif waiting > 2 * target:  # a queue beyond a small buffer only adds latency
            self.limit = max(1, min(self.limit, round(running + target)))  # what runs, and a small queue
        self.queued = self.queued or waiting >= 1
        self.history.append((self.limit, running, waiting))
        if self.limit != old:
            log.info(
                "concurrency auto: %d -> %d (servers: %g running, %g waiting)",
                old,
                self.limit,
                running,
                waiting,
            )
        return self.limit


async def read_load(urls: list[str], client: httpx.AsyncClient) -> tuple[float, float] | None:
    """The servers' (running, waiting), summed; None when no endpoint answers with known gauges."""
    total: tuple[float, float] | None = None
    for url in urls:
        try:
            r = await client.get(f"{server_root(url)}/metrics", timeout=5.0)
        except httpx.HTTPError:
            continue
        if r.status_code != 200:
            continue
        got = parse_gauges(r.text)
        if got is not None:
            total = got if total is None else (total[0] + got[0], total[1] + got[1])
    return total
