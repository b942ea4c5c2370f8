"""The ``thinking`` block of a reasoning model's summary: how much it thought, how much it answered,
how often the budget ran out inside the thinking, and accuracy by thinking length."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import numpy as np

from proctor.metrics.spill import BATCH, Spill

THINKING_STATES = ("closed", "unclosed", "forced")


def record_field(record: Any, name: str) -> Any:
    """A field of a samples.jsonl dict or of a Trajectory / Turn."""
    if type(record) is dict:  # the common case first: a Mapping check is an ABC's, slow per field
        return record.get(name)
    return record.get(name) if isinstance(record, Mapping) else getattr(record, name, None)


def _spread(values: np.ndarray) -> dict[str, float]:
    return {
        "mean": float(values.mean()),
        "p50": float(np.percentile(values, 50)),
        "p95": float(np.percentile(values, 95)),
    }


class ThinkingTally:
    """:func:`thinking_summary` fed one record at a time; spills three numbers per finished sample
    to ``spill`` (a table of its own), so memory does not grow with the run."""

    def __init__(self, spill: Spill) -> None:
        self.spill = spill
        self.spill.execute("CREATE TABLE thinking (thinking INTEGER, answer INTEGER, correct INTEGER)")
        self.batch: list[tuple[int, int, int]] = []
        self.samples = 0
        self.states = {s: 0 for s in THINKING_STATES}
        self.truncated = 0  # samples whose token budget ran out inside the thinking

    def add(self, r: Any) -> None:
        if record_field(r, "error") is not None:
            return
        self.truncated += record_field(r, "stop_reason") == "truncated_in_thinking"
        turns = record_field(r, "turns") or []
        spent = sum(int(record_field(t, "reasoning_tokens") or 0) for t in turns)
        for t in turns:
            if record_field(t, "think_state") in self.states:
                self.states[record_field(t, "think_state")] += 1
        answer = max(0, int(record_field(r, "completion_tokens") or 0) - spent)
        self.batch.append((spent, answer, int(bool(record_field(r, "correct")))))
        self.samples += 1
        if len(self.batch) >= BATCH:
            self.spill.insert(_INSERT, self.batch)

    def _column(self, name: str, dtype: Any = np.float64) -> np.ndarray:
        return self.spill.column(
            f"SELECT {name} FROM thinking ORDER BY rowid", dtype=dtype, count=self.samples
        )

    def result(self, bins: int = 4) -> dict[str, Any] | None:
        self.spill.insert(_INSERT, self.batch)
        if not self.samples or not any(self.states.values()):
            return None
        think, ok = self._column("thinking"), self._column("correct", np.bool_)
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
                        "accuracy": float(ok[inside].astype(np.float64).mean()),
                    }
                )
        del ok
        thinking = _spread(think)
        del think
        return {
            "samples": self.samples,
            "turns_by_state": self.states,
            "truncated_in_thinking": self.truncated,
            "thinking_tokens": thinking,
            "answer_tokens": _spread(self._column("answer")),
            "accuracy_by_thinking_tokens": by_length,
        }


_INSERT = "INSERT INTO thinking VALUES (?, ?, ?)"


def thinking_summary(records: Iterable[Any], bins: int = 4) -> dict[str, Any] | None:
    """None when no finished sample thought (no thinking tags, no reasoning_content). Records are
    samples.jsonl dicts or Trajectories; errored samples are left out, as everywhere in the summary.
    Thinking tokens are the model's own (a forced closing tag and cue are answer tokens)."""
    with Spill() as spill:
        tally = ThinkingTally(spill)
        for r in records:
            tally.add(r)
        return tally.result(bins)
