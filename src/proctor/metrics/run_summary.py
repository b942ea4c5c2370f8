"""The summary of a whole run: :func:`summarize` plus the blocks only some runs have, computed in one
pass over the records, the same way for a run, a merged sharded run and a regrade.

- ``judge``: a ``RULES+judge`` grader's calls, flips, cache hits and tokens (:func:`judge_summary`);
- ``thinking``: a reasoning model's thinking and answer tokens (:mod:`proctor.metrics.thinking`);
- ``budget_shrunk``: samples whose completion budget was shrunk to fit the model's context
  (:class:`BudgetTally`);
- ``peer``: under a ``--protocol`` with peer metrics, each metric's accuracy on the same samples and
  the samples where it and proctor's grade disagree (:class:`PeerTally`).

Each block is a tally fed one record at a time, so a run's records are streamed, never held.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from proctor.metrics.spill import Spill
from proctor.metrics.summary import summarize_spilled
from proctor.metrics.table import SpilledRecords
from proctor.metrics.thinking import ThinkingTally, record_field


def summarize_run_records(records: Iterable[Any], n: int, seed: int = 0) -> dict[str, Any]:
    """``summarize(records)`` with the ``judge``, ``thinking`` and ``budget_shrunk`` blocks where they
    apply. Records are samples.jsonl dicts or Trajectories, streamed: the extra blocks are tallied
    as they pass (the thinking block spills its per-sample numbers to a scratch database)."""
    with RunSummary(n, seed) as tally:
        for r in records:
            tally.add(r)
        return tally.result()


class RunSummary:
    """:func:`summarize_run_records` fed one record at a time: a run feeds each record as it is
    written to samples.jsonl (in the file's order), so its summary at the end reads nothing back.
    The summary is the one the same records give read from the file. Holds a scratch database
    (:class:`Spill`) until closed; use as a context manager."""

    def __init__(self, n: int, seed: int = 0) -> None:
        if n < 1:
            raise ValueError(f"n (samples per problem) must be >= 1, got {n}")
        self.n, self.seed = n, seed
        self.spill = Spill()
        try:
            self.blocks = _Blocks(self.spill)
            self.records = SpilledRecords(self.spill)
        except BaseException:
            self.spill.close()
            raise

    @property
    def count(self) -> int:
        """The records fed so far."""
        return self.records.total

    def add(self, r: Any) -> None:
        self.blocks.add(r)
        self.records.add(r)

    def result(self) -> dict[str, Any]:
        summary = summarize_spilled(self.records, n=self.n, seed=self.seed)
        summary.update(self.blocks.result())
        return summary

    def close(self) -> None:
        self.spill.close()

    def __enter__(self) -> RunSummary:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def summary_blocks(records: Iterable[Any]) -> dict[str, Any]:
    """The blocks only some runs have (``judge``, ``thinking``, ``budget_shrunk``), those that apply.
    Records are samples.jsonl dicts or Trajectories (``proctor compare`` / ``report`` pass these)."""
    with Spill() as spill:
        blocks = _Blocks(spill)
        for r in records:
            blocks.add(r)
        return blocks.result()


class _Blocks:
    def __init__(self, spill: Spill) -> None:
        self.tallies = {
            "judge": JudgeTally(),
            "thinking": ThinkingTally(spill),
            "budget_shrunk": BudgetTally(),
            "peer": PeerTally(),
        }

    def add(self, r: Any) -> None:
        for tally in self.tallies.values():
            tally.add(r)

    def result(self) -> dict[str, Any]:
        results = {name: tally.result() for name, tally in self.tallies.items()}
        return {name: block for name, block in results.items() if block is not None}


class JudgeTally:
    """:func:`judge_summary` fed one record at a time."""

    def __init__(self) -> None:
        self.graded = self.called = self.flipped = self.cached = 0
        self.prompt_tokens = self.completion_tokens = 0

    def add(self, r: Any) -> None:
        details = (record_field(r, "info") or {}).get("grade_details") or {}
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


class BudgetTally:
    """How many finished samples (and model calls) had their completion budget shrunk to fit the
    model's context, and the smallest budget one was left with; None when none was. Fed one record
    at a time."""

    def __init__(self) -> None:
        self.samples = self.turns = 0
        self.smallest: int | None = None

    def add(self, r: Any) -> None:
        if record_field(r, "error") is not None:
            return
        shrunk = [
            b
            for t in record_field(r, "turns") or []
            if (b := record_field(t, "max_tokens_effective")) is not None
        ]
        if shrunk:
            self.samples += 1
            self.turns += len(shrunk)
            self.smallest = min(shrunk if self.smallest is None else [*shrunk, self.smallest])

    def result(self) -> dict[str, Any] | None:
        if not self.samples:
            return None
        return {"samples": self.samples, "turns": self.turns, "smallest_budget": self.smallest}


def judge_summary(records: Iterable[Any]) -> dict[str, Any] | None:
    """The ``judge`` block of a cascade run's summary: how often the judge was asked, how often it
    turned a rule-negative into a pass, how many of its answers came from the cache, and its tokens.
    None for runs without a cascade grader. Records are samples.jsonl dicts or Trajectories."""
    tally = JudgeTally()
    for r in records:
        tally.add(r)
    return tally.result()


class PeerTally:
    """A protocol's peer metrics (``info.peer`` of each record) beside proctor's grade: per metric,
    samples scored, correct, accuracy and disagreements with proctor; and the disagreeing samples
    (the first ``shown``, with every metric's answer and verdict, and proctor's). None without any."""

    def __init__(self, shown: int = 100) -> None:
        self.protocol: str | None = None
        self.samples = 0
        self.correct: dict[str, int] = {}
        self.disagree: dict[str, int] = {}
        self.listed: list[dict[str, Any]] = []
        self.total_disagreeing = 0
        self.shown = shown

    def add(self, r: Any) -> None:
        peer = (record_field(r, "info") or {}).get("peer")
        if not peer or record_field(r, "error") is not None:
            return
        self.protocol = peer.get("protocol")
        self.samples += 1
        ours = bool(record_field(r, "correct"))
        metrics = {k: v for k, v in peer.items() if isinstance(v, dict)}
        for name, score in metrics.items():
            self.correct[name] = self.correct.get(name, 0) + bool(score.get("correct"))
            self.disagree[name] = self.disagree.get(name, 0) + (bool(score.get("correct")) != ours)
        if any(bool(score.get("correct")) != ours for score in metrics.values()):
            self.total_disagreeing += 1
            if len(self.listed) < self.shown:
                self.listed.append(
                    {
                        "problem_id": record_field(r, "problem_id"),
                        "sample_index": record_field(r, "sample_index"),
                        "proctor": {"extracted": record_field(r, "extracted"), "correct": ours},
                        **metrics,
                    }
                )

    def result(self) -> dict[str, Any] | None:
        if not self.samples:
            return None
        return {
            "protocol": self.protocol,
            "samples": self.samples,
            "metrics": {
                name: {
                    "correct": c,
                    "accuracy": c / self.samples,
                    "disagree_with_proctor": self.disagree[name],
                }
                for name, c in self.correct.items()
            },
            "disagreeing_samples": self.total_disagreeing,
            "disagreements": self.listed,
        }
