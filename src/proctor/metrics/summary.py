"""``summarize``: the run-level metrics written to ``summary.json`` (JSON-ready, with intervals).

Conventions (``docs/metrics.md`` explains them):

- Every rate is a mean over problems of a per-problem value, so each problem weighs the same
  whatever its number of samples. With equal N per problem this equals the mean over samples.
- Errored samples (``error`` set: no model response to grade; the runner reruns them on resume)
  are left out of every metric and counted apart. A problem whose samples all errored has no
  value and is listed in ``counts.problems_without_samples``.
- Duplicate records of one (problem, sample) pair keep one: a finished record wins over an
  errored one, otherwise the later one wins.
"""

from __future__ import annotations

import math
import re
from array import array
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from proctor.envs.base import Trajectory
from proctor.metrics.answers import answer_equivalence
from proctor.metrics.bootstrap import CONFIDENCE, RESAMPLES, mean_ci
from proctor.metrics.estimators import (
    Equivalence,
    Vote,
    exact_match,
    k_values,
    majority_vote,
    pass_at_k_array,
)

SCHEMA = 1
RATES = ("format_rate", "truncation_rate", "no_answer_rate", "grader_timeout_rate")


@dataclass
class ProblemTable:
    """Per-problem aggregates of a run, in problem order (arrays aligned with ``ids``)."""

    ids: list[str]
    n: np.ndarray  # finished (non-errored) samples
    correct: np.ndarray
    formatted: np.ndarray
    truncated: np.ndarray
    no_answer: np.ndarray
    timeouts: np.ndarray
    errored: np.ndarray
    tokens_mean: np.ndarray  # mean completion tokens over finished samples (NaN when none)
    votes: list  # proctor.metrics.estimators.Vote per problem
    maj_undefined: str | None  # why maj@N is undefined for this run (None: it is defined)
    samples: dict[str, np.ndarray]  # sample-level arrays of finished samples (tokens, latency, ...)
    stop_reasons: Counter
    records: int
    duplicates: int

    def index(self) -> dict[str, int]:
        return {pid: i for i, pid in enumerate(self.ids)}


def natural_key(text: str) -> list:
    """Sort key that orders ``p2`` before ``p10``."""
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", text)]


def dedupe(records: Iterable[Trajectory | Mapping[str, Any]]) -> tuple[list[Trajectory], int, int]:
    """One record per (problem, sample): finished beats errored, then later beats earlier."""
    kept: dict[tuple[str, int], Trajectory] = {}
    total = 0
    for raw in records:
        rec = raw if isinstance(raw, Trajectory) else Trajectory.model_validate(raw)
        total += 1
        key = (rec.problem_id, rec.sample_index)
        old = kept.get(key)
        if old is None or not (old.error is None and rec.error is not None):
            kept[key] = rec
    return list(kept.values()), total, total - len(kept)


_COLUMNS = 12  # the numeric fields of a record that metrics read, in ``_numbers`` order
_SAMPLE_COLUMNS = (
    "completion_tokens",
    "prompt_tokens",
    "latency_s",
    "tool_calls",
    "tool_errors",
    "tool_timeouts",
    "turns",
)


def _number(value: Any) -> float:
    return math.nan if value is None else float(value)


def _numbers(r: Mapping[str, Any]) -> tuple[float, ...]:
    extracted, finish = r.get("extracted"), r.get("finish_reason")
    stop = r.get("stop_reason", "stop")
    return (
        float(bool(r.get("correct"))),
        float(bool(r.get("formatted"))),
        float(stop == "length" or finish == "length"),
        float(extracted is None or not str(extracted).strip()),
        float(r.get("grade_status") == "timeout"),
        _number(r.get("completion_tokens", 0)),
        _number(r.get("prompt_tokens", 0)),
        _number(r.get("latency_s", 0.0)),
        _number(r.get("tool_calls", 0)),
        _number(r.get("tool_errors", 0)),
        _number(r.get("tool_timeouts", 0)),
        float(len(r.get("turns") or [])),
    )


class _Columns:
    """The fields of each kept record that metrics read, column by column in compact arrays (about
    300 bytes a record with the index of pairs, whatever its transcript), one row per (problem,
    sample): a duplicate that wins overwrites its pair's row, so rows stay in first-seen order."""

    def __init__(self) -> None:
        self.codes: dict[str, int] = {}  # problem id -> code, in first-seen order
        self.rows: dict[Any, int] = {}  # (code, sample), packed in one int -> row
        self.code, self.sample = array("q"), array("q")
        self.errored = bytearray()
        self.numbers = array("d")
        self.extracted: list[str | None] = []  # strings interned: answers repeat across samples
        self.status: list[str | None] = []
        self.grader: list[str | None] = []
        self.stop: list[str] = []
        self.total = 0
        self._strings: dict[str, str] = {}

    def _intern(self, text: Any) -> Any:
        return self._strings.setdefault(text, text) if isinstance(text, str) else text

    def add(self, raw: Trajectory | Mapping[str, Any]) -> None:
        r = vars(raw) if isinstance(raw, Trajectory) else raw  # the fields as they are: no deep copy
        self.total += 1
        pid, index = str(r["problem_id"]), int(r["sample_index"])
        code = self.codes.setdefault(pid, len(self.codes))
        key = (code << 32) | index if 0 <= index < 1 << 32 else (code, index)
        errored = r.get("error") is not None
        row = self.rows.get(key)
        if row is None:
            self.rows[key] = row = len(self.code)
            self.code.append(code)
            self.sample.append(index)
            self.errored.append(errored)
            self.numbers.extend(_numbers(r))
            self.extracted.append(None)
            self.status.append(None)
            self.grader.append(None)
            self.stop.append("stop")
        elif not self.errored[row] and errored:  # a finished record beats an errored one
            return
        else:  # then the later one wins
            self.errored[row] = errored
            self.numbers[row * _COLUMNS : (row + 1) * _COLUMNS] = array("d", _numbers(r))
        self.extracted[row] = self._intern(r.get("extracted"))
        self.status[row] = self._intern(r.get("grade_status"))
        self.grader[row] = self._intern(r.get("grader"))
        self.stop[row] = self._intern(r.get("stop_reason", "stop"))


def problem_table(
    records: Iterable[Trajectory | Mapping[str, Any]], equivalent: Equivalence | None = None
) -> ProblemTable:
    """Aggregate records per problem (the input of every metric, the comparison and the report).

    Streams: each record is reduced to the few fields metrics read, kept in compact columns,
    before the next is parsed, so memory grows with the number of samples by ~300 bytes each, not
    by their transcripts. One record per (problem, sample): finished beats errored, then later
    beats earlier.
    """
    cols = _Columns()
    for raw in records:
        cols.add(raw)
    cols.rows.clear()  # the pairs' index is done with: free it before the arrays are built
    kept = len(cols.code)
    ids = sorted(cols.codes, key=natural_key)
    p = len(ids)
    position = np.empty(p, dtype=np.int64)  # first-seen code -> index in ``ids``
    for i, pid in enumerate(ids):
        position[cols.codes[pid]] = i
    code = position[np.frombuffer(cols.code, dtype=np.int64)] if kept else np.zeros(0, dtype=np.int64)
    err = np.frombuffer(bytes(cols.errored), dtype=np.uint8).astype(bool)
    ok = ~err

    # Each column comes out of one array.
    rows = np.frombuffer(cols.numbers, dtype=np.float64).reshape(kept, _COLUMNS)
    correct, formatted, truncated, no_answer, timeout = (rows[:, j] > 0 for j in range(5))
    tokens = rows[:, 5]

    def per_problem(flags: np.ndarray) -> np.ndarray:
        return np.bincount(code[ok], weights=flags[ok].astype(np.float64), minlength=p)

    n = np.bincount(code[ok], minlength=p)
    with np.errstate(invalid="ignore", divide="ignore"):
        tokens_mean = per_problem(tokens) / n
    finished = np.flatnonzero(ok)
    rule = answer_equivalence(cols.grader[row] for row in finished.tolist())
    same = equivalent if equivalent is not None else rule.same
    undefined = None if same is not None else rule.reason
    cached = _cached(same) if same is not None else None
    votes = [_NO_VOTE] * p
    if cached is not None:
        # one problem's answers at a time (rows of a problem in first-seen order: a stable sort)
        grouped = finished[np.argsort(code[finished], kind="stable")].tolist()
        ends = np.cumsum(n)
        for i, (start, end) in enumerate(zip((ends - n).tolist(), ends.tolist(), strict=True)):
            answers = [
                (cols.sample[row], cols.extracted[row], bool(correct[row]), cols.status[row])
                for row in grouped[start:end]
            ]
            votes[i] = majority_vote(answers, cached)
    samples = {name: rows[ok, 5 + j] for j, name in enumerate(_SAMPLE_COLUMNS)}
    return ProblemTable(
        ids=ids,
        n=n,
        correct=per_problem(correct),
        formatted=per_problem(formatted),
        truncated=per_problem(truncated),
        no_answer=per_problem(no_answer),
        timeouts=per_problem(timeout),
        errored=np.bincount(code[err], minlength=p),
        tokens_mean=tokens_mean,
        votes=votes,
        maj_undefined=undefined,
        samples=samples,
        stop_reasons=Counter(cols.stop),
        records=cols.total,
        duplicates=cols.total - kept,
    )


_NO_VOTE = Vote(answer=None, votes=0, classes=0, correct=False)


def _cached(same: Equivalence) -> Equivalence:
    """The same equivalence, asked once per pair of answers (pairs such as ("42", "7") recur across problems)."""
    if same is exact_match:
        return same
    seen: dict[tuple[str, str], bool] = {}

    def cached(a: str, b: str) -> bool:
        key = (a, b)
        if key not in seen:
            seen[key] = bool(same(a, b))
        return seen[key]

    return cached


def metric_columns(table: ProblemTable, n: int) -> tuple[list[str], np.ndarray]:
    """Names and per-problem values (problems x metrics, NaN = undefined) of the headline metrics."""
    names: list[str] = [f"mean@{n}"]
    with np.errstate(invalid="ignore", divide="ignore"):
        cols = [table.correct / table.n]
        for k in k_values(n):
            names.append(f"pass@{k}")
            cols.append(pass_at_k_array(table.n, table.correct, k))
        names.append(f"maj@{n}")
        maj = np.array([float(v.correct) for v in table.votes])
        cols.append(np.where((table.n > 0) & (table.maj_undefined is None), maj, np.nan))
        for name, count in zip(
            RATES, (table.formatted, table.truncated, table.no_answer, table.timeouts), strict=True
        ):
            names.append(name)
            cols.append(count / table.n)
    values = np.stack(cols, axis=1) if table.ids else np.zeros((0, len(names)))
    values[table.n == 0] = np.nan
    return names, values


def rate_caps(names: list[str], table: ProblemTable, values: np.ndarray) -> np.ndarray:
    """The trials each headline rate rests on (see :mod:`proctor.metrics.proportion`): samples over
    the problems where it is defined, divided by k for pass@k; problems for maj@N (one vote each)."""
    caps = np.full(len(names), np.nan)
    n = table.n.astype(np.float64)
    for j, name in enumerate(names):
        defined = ~np.isnan(values[:, j])
        if name.startswith("maj@"):
            caps[j] = float(defined.sum())
        elif name.startswith("pass@"):
            caps[j] = float(n[defined].sum()) / int(name.split("@")[1])
        else:  # mean@N and the per-sample rates
            caps[j] = float(n[defined].sum())
    return caps


def summarize(
    records: Iterable[Trajectory | Mapping[str, Any]],
    n: int,
    seed: int = 0,
    equivalent: Equivalence | None = None,
    resamples: int = RESAMPLES,
) -> dict:
    """Run-level metrics with 95% bootstrap intervals over problems; JSON-ready.

    ``n`` is the number of samples per problem the run asked for. ``equivalent`` decides whether
    two extracted answers are the same for maj@N (default: the ``same_answer`` of the grader named
    on the records, see :mod:`proctor.metrics.answers`; maj@N is undefined for a grader without
    one). ``seed`` seeds the bootstrap.
    """
    if n < 1:
        raise ValueError(f"n (samples per problem) must be >= 1, got {n}")
    table = problem_table(records, equivalent)
    return summarize_table(table, n, seed=seed, resamples=resamples)


def summarize_table(table: ProblemTable, n: int, seed: int = 0, resamples: int = RESAMPLES) -> dict:
    """:func:`summarize` from an already aggregated :class:`ProblemTable`."""
    names, values = metric_columns(table, n)
    caps = np.append(rate_caps(names, table, values), np.nan)  # tokens: bootstrap
    names.append("completion_tokens")
    values = np.concatenate([values, table.tokens_mean[:, None]], axis=1)
    stats = mean_ci(values, resamples=resamples, seed=seed, rate_caps=caps)
    metrics = dict(zip(names[:-1], stats[:-1], strict=True))
    if table.maj_undefined:
        metrics[f"maj@{n}"]["undefined"] = table.maj_undefined
    finished = table.n[table.n > 0]
    s = table.samples
    total_records = sum(table.stop_reasons.values())
    value = {name: entry["value"] for name, entry in metrics.items()}
    summary: dict[str, Any] = {
        "schema": SCHEMA,
        "n": n,
        # headline: plain values under N-agnostic names (the first-cut summary's keys) for scripts
        "problems": len(table.ids),
        "samples": int(table.n.sum()),
        "mean@n": value[f"mean@{n}"],
        "pass@n": value[f"pass@{n}"],
        "maj@n": value[f"maj@{n}"],
        "format_rate": value["format_rate"],
        "truncation_rate": value["truncation_rate"],
        "mean_completion_tokens": stats[-1]["value"],
        "counts": {
            "problems": len(table.ids),
            "problems_with_samples": int(np.sum(table.n > 0)),
            "problems_without_samples": [pid for pid, m in zip(table.ids, table.n, strict=True) if m == 0],
            "samples": int(table.n.sum()),
            "errored": int(table.errored.sum()),
            "records": table.records,
            "duplicates": table.duplicates,
            "samples_per_problem": {
                "min": int(finished.min()) if finished.size else 0,
                "max": int(finished.max()) if finished.size else 0,
            },
            "unequal_n": bool(finished.size and (finished.min() != n or finished.max() != n)),
        },
        "weighting": "per_problem",
        "intervals": {"rates": "wilson_effective_n", "other": "bootstrap", "confidence": CONFIDENCE},
        "bootstrap": {"unit": "problem", "resamples": resamples, "seed": seed, "confidence": CONFIDENCE},
        "metrics": metrics,
        "tokens": {
            "completion": {
                **stats[-1],
                "p50": _quantile(s["completion_tokens"], 0.5),
                "p95": _quantile(s["completion_tokens"], 0.95),
                "total": int(s["completion_tokens"].sum()),
            },
            # every call's prompt, summed per sample (a multi-turn sample pays its context each turn)
            "prompt": {"mean": _mean(s["prompt_tokens"]), "total": int(s["prompt_tokens"].sum())},
        },
        # per sample: how long it waited for its model calls. No total: samples of one n > 1 request
        # (or one batched engine call) share that request's time, and concurrent requests overlap.
        "latency_s": {
            "per": "sample",
            "mean": _mean(s["latency_s"]),
            "p50": _quantile(s["latency_s"], 0.5),
            "p95": _quantile(s["latency_s"], 0.95),
        },
        "stop_reasons": {
            reason: count / total_records for reason, count in sorted(table.stop_reasons.items())
        },
        "per_problem": [
            {
                "problem_id": pid,
                "samples": int(table.n[i]),
                "correct": int(table.correct[i]),
                "formatted": int(table.formatted[i]),
                "truncated": int(table.truncated[i]),
                "no_answer": int(table.no_answer[i]),
                "errored": int(table.errored[i]),
                "majority": table.votes[i].answer,
                "majority_votes": table.votes[i].votes,
                "majority_correct": table.votes[i].correct,
            }
            for i, pid in enumerate(table.ids)
        ],
    }
    if s["tool_calls"].size and s["tool_calls"].sum() > 0:
        calls = float(s["tool_calls"].sum())
        summary["tools"] = {
            "mean_tool_calls": _mean(s["tool_calls"]),
            "mean_turns": _mean(s["turns"]),
            "samples_with_tool_calls": float(np.mean(s["tool_calls"] > 0)),
            "tool_calls": int(calls),
            "tool_success_rate": float(calls - s["tool_errors"].sum() - s["tool_timeouts"].sum()) / calls,
            "tool_error_rate": float(s["tool_errors"].sum()) / calls,
            "tool_timeout_rate": float(s["tool_timeouts"].sum()) / calls,
        }
    return summary


def _mean(x: np.ndarray) -> float | None:
    return float(np.mean(x)) if x.size else None


def _quantile(x: np.ndarray, q: float) -> float | None:
    return float(np.quantile(x, q)) if x.size else None
