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
has such gauges the runner falls back to a fixed concurrency (``FALLBACK``), and says so in eval.log.

``auto`` is the default for ``openai:`` models (:func:`resolve_concurrency`): a run that does not set
``runner.concurrency`` (``--concurrency N``, ``--set runner.concurrency=...``, a config file) gets it;
local backends keep their fixed default (their batch size is the concurrency). config.toml records
the setting, who chose it and what the servers' gauges were at the start (``[resolved.concurrency]``);
``proctor compare`` ignores it, as it ignores ``runner.concurrency``: seeds are per sample, so how many
requests were in flight changes no result.
"""

from __future__ import annotations

import logging
import re
from typing import Any

import httpx

from proctor.models.openai.wire import server_root

log = logging.getLogger("proctor")

FALLBACK = 4  # runner.concurrency=auto where the servers have no gauges to read (the fixed default)
MAX_LIMIT = 1024
INTERVAL_S = 0.5

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


def endpoint_urls(sampler: Any) -> list[str] | None:
    """The base URLs of an openai: model (the servers whose load auto reads), through its wrappers
    (retry, thinking); None for any other backend."""
    base: Any = sampler
    while hasattr(base, "inner"):
        base = base.inner
    pool = getattr(base, "pool", None)
    return [e.url for e in pool.endpoints] if pool is not None else None


def probe(urls: list[str], timeout_s: float = 5.0) -> str | None:
    """Which server's gauges the endpoints' ``/metrics`` have at the start (``vllm``, ``sglang``,
    ``llamacpp``), from the first that answers with any; None when none does."""
    with httpx.Client() as client:
        for url in urls:
            try:
                r = client.get(f"{server_root(url)}/metrics", timeout=timeout_s)
            except httpx.HTTPError:
                continue
            if r.status_code == 200 and parse_gauges(r.text) is not None:
                names = {name for name, _ in _LINE.findall(r.text)}
                return next(g[0].split(":")[0] for g in GAUGES if g[0] in names or g[1] in names)
    return None


def resolve_concurrency(
    ref: str, setting: int | str, explicit: bool, urls: list[str] | None
) -> tuple[int | str, dict[str, Any]]:
    """``runner.concurrency`` as the run uses it, and what config.toml records of how it was chosen
    (``[resolved.concurrency]``). Unset, it is ``auto`` for an ``openai:`` model, else ``setting``
    (the fixed default); an explicit value always wins. With ``auto`` the servers' ``/metrics`` are
    read once here, to record which gauges there are; the runner reads them again as it starts and,
    where none has any, runs at :data:`FALLBACK` (and says so in eval.log)."""
    chosen: int | str = setting if explicit or not ref.startswith("openai:") else "auto"
    by = "runner.concurrency" if explicit else "default for openai: models" if chosen == "auto" else "default"
    record: dict[str, Any] = {"setting": chosen, "chosen_by": by}
    if chosen != "auto":
        return chosen, record
    gauges = probe(urls) if urls else None
    if gauges is None:
        return "auto", {**record, "gauges": "none", "fixed": FALLBACK}
    return "auto", {**record, "gauges": gauges, "start": FALLBACK, "max": MAX_LIMIT, "interval_s": INTERVAL_S}
