"""Fixtures of the sweep tests: records compared apart from the clock's readings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

CLOCK_KEYS = ("wall_s", "latency_s", "duration_s")  # what differs between two runs of one command


def _mask(value):
    if isinstance(value, dict):
        return {k: (None if k in CLOCK_KEYS else _mask(v)) for k, v in value.items()}
    if isinstance(value, list):
        return [_mask(v) for v in value]
    return value


def masked_records(run_dir: Path) -> list[dict]:
    """A run's records apart from the clock's readings, in (problem, sample) order."""
    lines = (run_dir / "samples.jsonl").read_text(encoding="utf-8").splitlines()
    records = [_mask(json.loads(line)) for line in lines if line.strip()]
    return sorted(records, key=lambda r: (r["problem_id"], r["sample_index"]))


@pytest.fixture
def records():
    return masked_records
