"""What the clock puts in a run's files, and a run's data without it.

Two runs of one seeded command write the same records and the same summary except the clock's
readings: ``wall_s`` (the summary's, a shard's), ``latency_s`` (a record's, a turn's, the summary's
block), ``duration_s`` (a tool call's) and the sandbox's call latencies (``latency_p50_s``,
``latency_p95_s``, ``latency_max_s``: any ``latency_*_s``). Comparing runs for reproducibility (a resumed run
against an undisturbed one, a grown run against a fresh one, the same command before and after a
refactor: ``scripts/golden_run.py``) compares them without those keys."""

from __future__ import annotations

from typing import Any

CLOCK_KEYS = ("wall_s", "latency_s", "duration_s")


def is_clock(key: str) -> bool:
    """Whether a key holds a clock reading: one of ``CLOCK_KEYS`` or a ``latency_*_s``."""
    return key in CLOCK_KEYS or (key.startswith("latency_") and key.endswith("_s"))


def without_clock(value: Any) -> Any:
    """``value`` (JSON data: a record, a summary) with every clock reading removed, at any depth."""
    if isinstance(value, dict):
        return {k: without_clock(v) for k, v in value.items() if not is_clock(k)}
    if isinstance(value, list):
        return [without_clock(v) for v in value]
    return value
