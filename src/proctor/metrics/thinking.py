"""The ``thinking`` block of a reasoning model's summary: how much it thought, how much it answered,
how often the budget ran out inside the thinking, and accuracy by thinking length."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import numpy as np

THINKING_STATES = ("closed", "unclosed", "forced")


def record_field(record: Any, name: str) -> Any:
    """A field of a samples.jsonl dict or of a Trajectory / Turn."""
    return record.get(name) if isinstance(record, Mapping) else getattr(record, name, None)


def _spread(values: np.ndarray) -> dict[str, float]:
    return {
        "mean": float(values.mean()),
        "p50": float(np.percentile(values, 50)),
        "p95": float(np.percentile(values, 95)),
    }


def thinking_summary(records: Iterable[Any], bins: int = 4) -> dict[str, Any] | None:
    """None when no finished sample thought (no thinking tags, no reasoning_content). Records are
    samples.jsonl dicts or Trajectories; errored samples are left out, as everywhere in the summary.
    Thinking tokens are the model's own (a forced closing tag and cue are answer tokens)."""
    thinking, answer, correct = [], [], []
    states = {s: 0 for s in THINKING_STATES}
    truncated = 0
    for r in records:
        if record_field(r, "error") is not None:
            continue
        truncated += record_field(r, "stop_reason") == "truncated_in_thinking"
        turns = record_field(r, "turns") or []
        spent = sum(int(record_field(t, "reasoning_tokens") or 0) for t in turns)
        for t in turns:
            if record_field(t, "think_state") in states:
                states[record_field(t, "think_state")] += 1
        thinking.append(spent)
        answer.append(max(0, int(record_field(r, "completion_tokens") or 0) - spent))
        correct.append(bool(record_field(r, "correct")))
    if not thinking or not any(states.values()):
        return None
    think, ans, ok = np.array(thinking, float), np.array(answer, float), np.array(correct, float)
    edges = np.unique(np.percentile(think, np.linspace(0, 100, bins + 1)))
    by_length = []
    for i, (lo, hi) in enumerate(zip(edges[:-1], edges[1:], strict=True)):
        last = i == len(edges) - 2
        inside = (think >= lo) & ((think <= hi) if last else (think < hi))
        if inside.any():
            by_length.append(
                {
                    "thinking_tokens": [float(lo), float(hi)],
                    "samples": int(inside.sum()),
                    "accuracy": float(ok[inside].mean()),
                }
            )
    return {
        "samples": len(thinking),
        "turns_by_state": states,
        "truncated_in_thinking": truncated,  # samples whose token budget ran out inside the thinking
        "thinking_tokens": _spread(think),
        "answer_tokens": _spread(ans),
        "accuracy_by_thinking_tokens": by_length,
    }
