"""Fixtures of the sweep tests: records compared apart from the clock's readings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from proctor.runs.clock import without_clock


def masked_records(run_dir: Path) -> list[dict]:
    """A run's records apart from the clock's readings, in (problem, sample) order."""
    lines = (run_dir / "samples.jsonl").read_text(encoding="utf-8").splitlines()
    records = [without_clock(json.loads(line)) for line in lines if line.strip()]
    return sorted(records, key=lambda r: (r["problem_id"], r["sample_index"]))


@pytest.fixture
def records():
    return masked_records
