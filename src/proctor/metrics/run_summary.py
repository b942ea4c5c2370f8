"""The summary of a whole run: :func:`summarize` plus the blocks only some runs have, computed in one
pass over the records, the same way for a run, a merged sharded run and a regrade.

- ``judge``: a ``RULES+judge`` grader's calls, flips, cache hits and tokens (:func:`judge_summary`);
- ``thinking``: a reasoning model's thinking and answer tokens (:mod:`proctor.metrics.thinking`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from proctor.metrics.spill import Spill
from proctor.metrics.summary import summarize
from proctor.metrics.thinking import ThinkingTally


def summarize_run_records(records: Iterable[Any], n: int, seed: int = 0) -> dict[str, Any]:
    """``summarize(records)`` with the ``judge`` and ``thinking`` blocks where they apply. Records are
    samples.jsonl dicts or Trajectories, streamed: the extra blocks are tallied as they pass."""
    with Spill() as spill:
        judge, thinking = JudgeTally(), ThinkingTally(spill)

        def tee() -> Iterator[Any]:
            for r in records:
                judge.add(r)
                thinking.add(r)
                yield r

        summary = summarize(tee(), n=n, seed=seed)
        for name, block in (("judge", judge.result()), ("thinking", thinking.result())):
            if block is not None:
                summary[name] = block
        return summary


class JudgeTally:
    """:func:`judge_summary` fed one record at a time."""

    def __init__(self) -> None:
        self.graded = self.called = self.flipped = self.cached = 0
        self.prompt_tokens = self.completion_tokens = 0

    def add(self, r: Any) -> None:
        info = r.get("info") if isinstance(r, Mapping) else getattr(r, "info", None)
        details = (info or {}).get("grade_details") or {}
        if "judge_called" not in details:
            return
        self.graded += 1
        if details["judge_called"]:
            self.called += 1
            self.flipped += bool(details.get("judge_flipped"))
            if details.get("judge_cached"):
                self.cached += 1
            else:
                self.prompt_tokens += int(details.get("judge_prompt_tokens") or 0)
                self.completion_tokens += int(details.get("judge_completion_tokens") or 0)

    def result(self) -> dict[str, Any] | None:
        if not self.graded:
            return None
        return {
            "graded": self.graded,
            "judge_calls": self.called,
            "judge_flipped": self.flipped,
            "judge_cached": self.cached,
            "judge_prompt_tokens": self.prompt_tokens,
            "judge_completion_tokens": self.completion_tokens,
        }


def judge_summary(records: Iterable[Any]) -> dict[str, Any] | None:
    """The ``judge`` block of a cascade run's summary: how often the judge was asked, how often it
    turned a rule-negative into a pass, how many of its answers came from the cache, and its tokens.
    None for runs without a cascade grader. Records are samples.jsonl dicts or Trajectories."""
    tally = JudgeTally()
    for r in records:
        tally.add(r)
    return tally.result()
