"""What must hold of a run directory after a fault, and the comparison with an undisturbed run.

Records are compared as samples.jsonl dicts without their timing fields (``latency_s``,
``wall_s``); summaries likewise. A summary "counts an error" when it exists beside an errored
record, when its counts say errored != 0, or when it covers other records than the file holds.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from proctor.runs.samples import iter_dicts

TIMING = ("latency", "wall")

Key = tuple[str, int]


def untimed(obj: Any) -> Any:
    if isinstance(obj, dict):
        return {k: untimed(v) for k, v in obj.items() if not any(t in k for t in TIMING)}
    if isinstance(obj, list):
        return [untimed(v) for v in obj]
    return obj


def records(run_dir: Path) -> list[dict]:
    return list(iter_dicts(run_dir / "samples.jsonl"))


def keyed(recs: list[dict]) -> dict[Key, dict]:
    return {(r["problem_id"], r["sample_index"]): untimed(r) for r in recs}


def summary(run_dir: Path) -> dict | None:
    p = run_dir / "summary.json"
    return json.loads(p.read_text(encoding="utf-8")) if p.is_file() else None


def summary_counts_an_error(run_dir: Path) -> bool:
    s = summary(run_dir)
    if s is None:
        return False
    recs = records(run_dir)
    counts = s.get("counts", {})
    return (
        any(r["error"] is not None for r in recs)
        or counts.get("errored", 0) != 0
        or s.get("samples") != len(recs)
        or counts.get("records") != len(recs)
    )


def from_real_replies(recs: list[dict]) -> bool:
    """Every graded record holds the model's reply it was graded on."""
    for r in recs:
        if r["error"] is not None:
            continue
        turns = r.get("turns") or []
        if not turns or r["final_text"] != turns[-1]["text"] or r["grader"] is None:
            return False
    return True


def lost(saved: dict[Key, dict], final: dict[Key, dict]) -> int:
    """Finished records present after the fault that the completed run no longer holds as they were."""
    return sum(1 for k, r in saved.items() if r["error"] is None and final.get(k) != r)


def file_hashes(run_dir: Path) -> dict[str, str]:
    """Every file under a folder and a hash of its bytes (as tests/conftest.py's ``snapshot``)."""
    return {
        str(p.relative_to(run_dir)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(run_dir.rglob("*"))
        if p.is_file()
    }
