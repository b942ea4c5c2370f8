"""The summary of a whole run: :func:`summarize` plus the blocks only some runs have, computed in one
pass over the records, the same way for a run, a merged sharded run and a regrade.

- ``judge``: a ``RULES+judge`` grader's calls, flips, cache hits and tokens (:func:`judge_summary`);
- ``thinking``: a reasoning model's thinking and answer tokens (:mod:`proctor.metrics.thinking`);
- ``budget_shrunk``: samples whose completion budget was shrunk to fit the model's context
  (:func:`budget_shrunk_summary`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any

from proctor.metrics.summary import summarize
from proctor.metrics.thinking import record_field, thinking_summary


def summarize_run_records(records: Iterable[Any], n: int, seed: int = 0) -> dict[str, Any]:
    """``summarize(records)`` with the ``judge`` and ``thinking`` blocks where they apply. Records are
    samples.jsonl dicts (streamed: only the few fields the extra blocks read are kept) or Trajectories."""
    kept: list[Any] = []

    def tee() -> Iterator[Any]:
        for r in records:
            kept.append(_slim(r) if isinstance(r, Mapping) else r)
            yield r

    summary = summarize(tee(), n=n, seed=seed)
    summary.update(summary_blocks(kept))
    return summary


def summary_blocks(records: Sequence[Any]) -> dict[str, Any]:
    """The blocks only some runs have (``judge``, ``thinking``, ``budget_shrunk``), those that apply.
    Records are samples.jsonl dicts or Trajectories (``proctor compare`` / ``report`` pass these)."""
    blocks = (
        ("judge", judge_summary(records)),
        ("thinking", thinking_summary(records)),
        ("budget_shrunk", budget_shrunk_summary(records)),
    )
    return {name: block for name, block in blocks if block is not None}


def _slim(record: Mapping[str, Any]) -> dict[str, Any]:
    details = (record.get("info") or {}).get("grade_details") or {}
    return {
        "error": record.get("error"),
        "correct": record.get("correct"),
        "stop_reason": record.get("stop_reason"),
        "completion_tokens": record.get("completion_tokens"),
        "turns": [
            {
                "reasoning_tokens": t.get("reasoning_tokens"),
                "think_state": t.get("think_state"),
                "max_tokens_effective": t.get("max_tokens_effective"),
            }
            for t in record.get("turns") or []
        ],
        "info": {"grade_details": {k: v for k, v in details.items() if k.startswith("judge_")}},
    }


def budget_shrunk_summary(records: Iterable[Any]) -> dict[str, Any] | None:
    """How many finished samples (and model calls) had their completion budget shrunk to fit the
    model's context, and the smallest budget one was left with; None when none was."""
    samples = turns = 0
    smallest: int | None = None
    for r in records:
        if record_field(r, "error") is not None:
            continue
        shrunk = [
            b
            for t in record_field(r, "turns") or []
            if (b := record_field(t, "max_tokens_effective")) is not None
        ]
        if shrunk:
            samples += 1
            turns += len(shrunk)
            smallest = min([*shrunk, *([smallest] if smallest is not None else [])])
    if not samples:
        return None
    return {"samples": samples, "turns": turns, "smallest_budget": smallest}


def judge_summary(records: Iterable[Any]) -> dict[str, Any] | None:
    """The ``judge`` block of a cascade run's summary: how often the judge was asked, how often it
    turned a rule-negative into a pass, how many of its answers came from the cache, and its tokens.
    None for runs without a cascade grader. Records are samples.jsonl dicts or Trajectories."""
    graded = called = flipped = cached = 0
    prompt_tokens = completion_tokens = 0
    for r in records:
        info = r.get("info") if isinstance(r, Mapping) else getattr(r, "info", None)
        details = (info or {}).get("grade_details") or {}
        if "judge_called" not in details:
            continue
        graded += 1
        if details["judge_called"]:
            called += 1
            flipped += bool(details.get("judge_flipped"))
            if details.get("judge_cached"):
                cached += 1
            else:
                prompt_tokens += int(details.get("judge_prompt_tokens") or 0)
                completion_tokens += int(details.get("judge_completion_tokens") or 0)
    if not graded:
        return None
    return {
        "graded": graded,
        "judge_calls": called,
        "judge_flipped": flipped,
        "judge_cached": cached,
        "judge_prompt_tokens": prompt_tokens,
        "judge_completion_tokens": completion_tokens,
    }
