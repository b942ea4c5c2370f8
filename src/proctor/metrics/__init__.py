"""Run metrics (interim first cut; replaced by the full metrics package)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from proctor.envs.base import Trajectory


def summarize(records: Iterable[Trajectory], n: int, seed: int = 0) -> dict[str, Any]:
    per: dict[str, list[Trajectory]] = defaultdict(list)
    for r in records:
        per[r.problem_id].append(r)
    samples = [r for rs in per.values() for r in rs]
    total = max(len(samples), 1)
    return {
        "problems": len(per),
        "samples": len(samples),
        "mean@n": sum(r.correct for r in samples) / total,
        "pass@n": sum(any(r.correct for r in rs) for rs in per.values()) / max(len(per), 1),
        "format_rate": sum(r.formatted for r in samples) / total,
        "truncation_rate": sum(r.finish_reason == "length" for r in samples) / total,
        "mean_completion_tokens": sum(r.completion_tokens for r in samples) / total,
    }
