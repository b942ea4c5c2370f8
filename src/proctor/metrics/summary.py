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
import struct
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from itertools import groupby
from operator import itemgetter
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
from proctor.metrics.spill import BATCH, Spill, float_bits, floats

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
    samples: Mapping[str, np.ndarray]  # sample-level arrays of finished samples (tokens, latency, ...)
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
        # nothing extracted, or a grader that found no final answer (a cut completion without a
        # final-answer marker, a copy of the prompt, a hedged choice; a judge with no verdict)
        float(extracted is None or not str(extracted).strip() or r.get("grade_status") == "no_answer"),
        float(r.get("grade_status") == "timeout"),
        _number(r.get("completion_tokens", 0)),
        _number(r.get("prompt_tokens", 0)),
        _number(r.get("latency_s", 0.0)),
        _number(r.get("tool_calls", 0)),
        _number(r.get("tool_errors", 0)),
        _number(r.get("tool_timeouts", 0)),
        float(len(r.get("turns") or [])),
    )


_FLAGS = ("correct", "formatted", "truncated", "no_answer", "timeout")  # _numbers()[:5]
_FIELDS = ("code", "sample", "errored", *_FLAGS, *_SAMPLE_COLUMNS, "extracted", "status", "grader", "stop")
# One row per (problem, sample), ``row`` in first-seen order; the sample columns hold float bits.
_CREATE = (
    "CREATE TABLE samples (row INTEGER PRIMARY KEY, code INTEGER NOT NULL, sample NOT NULL, "
    + ", ".join(f"{name} INTEGER" for name in ("errored", *_FLAGS, *_SAMPLE_COLUMNS))
    + ", extracted, status, grader, stop, UNIQUE (code, sample))"
)
# A duplicate overwrites its pair's row (keeping the row's place), unless it errored and the row did not.
_UPSERT = (
    f"INSERT INTO samples ({', '.join(_FIELDS)}) VALUES ({', '.join('?' for _ in _FIELDS)}) "
    "ON CONFLICT (code, sample) DO UPDATE SET "
    + ", ".join(f"{name} = excluded.{name}" for name in _FIELDS[2:])
    + " WHERE NOT (samples.errored = 0 AND excluded.errored = 1)"
)
_INT64 = 1 << 63


def _spill_records(
    records: Iterable[Trajectory | Mapping[str, Any]], spill: Spill
) -> tuple[dict[str, int], int]:
    """Write the fields metrics read of each record to ``spill`` (table ``samples``), one record at
    a time: nothing per record stays in memory. Returns problem id -> code (first-seen order) and
    the number of records read."""
    spill.execute(_CREATE)
    codes: dict[str, int] = {}
    total = 0
    batch: list[tuple] = []
    for raw in records:
        r = vars(raw) if isinstance(raw, Trajectory) else raw  # the fields as they are: no deep copy
        total += 1
        code = codes.setdefault(str(r["problem_id"]), len(codes))
        index = int(r["sample_index"])
        numbers = _numbers(r)
        batch.append(
            (
                code,
                index if -_INT64 <= index < _INT64 else str(index),  # beyond sqlite's integers: as text
                int(r.get("error") is not None),
                *(int(x) for x in numbers[:5]),
                *float_bits(numbers[5:]),
                _text_in(r.get("extracted")),
                r.get("grade_status"),
                r.get("grader"),
                r.get("stop_reason", "stop"),
            )
        )
        if len(batch) >= BATCH:
            spill.insert(_UPSERT, batch)
    spill.insert(_UPSERT, batch)
    return codes, total


def _text_in(text: Any) -> Any:
    """A model's answer as UTF-8 bytes, lone surrogates included (sqlite's text would refuse them)."""
    return text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text


def _text_out(data: Any) -> Any:
    return data.decode("utf-8", "surrogatepass") if isinstance(data, bytes) else data


class _SpilledSamples(Mapping):
    """``ProblemTable.samples`` read from the spill: each access loads one column of the finished
    samples (in first-seen order) as a fresh array, so at most the columns in use are held."""

    def __init__(self, spill: Spill, finished: int) -> None:
        self.spill, self.finished = spill, finished

    def __getitem__(self, name: str) -> np.ndarray:
        if name not in _SAMPLE_COLUMNS:
            raise KeyError(name)
        sql = f"SELECT {name} FROM samples WHERE errored = 0 ORDER BY row"
        return floats(self.spill.column(sql, count=self.finished))

    def __iter__(self) -> Iterator[str]:
        return iter(_SAMPLE_COLUMNS)

    def __len__(self) -> int:
        return len(_SAMPLE_COLUMNS)


def problem_table(
    records: Iterable[Trajectory | Mapping[str, Any]], equivalent: Equivalence | None = None
) -> ProblemTable:
    """Aggregate records per problem (the input of every metric, the comparison and the report).

    Streams: each record is reduced to the few fields metrics read, spilled to a temporary
    database (:mod:`proctor.metrics.spill`) before the next is parsed. One record per (problem,
    sample): finished beats errored, then later beats earlier. The table's ``samples`` are loaded
    into memory; :func:`summarize` reads them from the spill instead, a column at a time.
    """
    with Spill() as spill:
        table = spilled_problem_table(records, spill, equivalent)
        table.samples = {name: table.samples[name] for name in _SAMPLE_COLUMNS}
    return table


def spilled_problem_table(
    records: Iterable[Trajectory | Mapping[str, Any]], spill: Spill, equivalent: Equivalence | None = None
) -> ProblemTable:
    """:func:`problem_table` whose ``samples`` stay in ``spill`` (read while it is open)."""
    codes, total = _spill_records(records, spill)
    kept = spill.execute("SELECT count(*) FROM samples").fetchone()[0]
    ids = sorted(codes, key=natural_key)
    p = len(ids)
    position = np.empty(p, dtype=np.int64)  # first-seen code -> index in ``ids``
    for i, pid in enumerate(ids):
        position[codes[pid]] = i
    del codes
    n, errored = np.zeros(p, dtype=np.int64), np.zeros(p, dtype=np.int64)
    flags = np.zeros((len(_FLAGS), p), dtype=np.float64)
    sums = ", ".join(f"sum({name})" for name in _FLAGS)
    for code, err, count, *counts in spill.execute(
        f"SELECT code, errored, count(*), {sums} FROM samples GROUP BY code, errored"
    ):
        i = position[code]
        if err:
            errored[i] = count
        else:
            n[i] = count
            flags[:, i] = counts
    graders = (g for (g,) in spill.execute("SELECT DISTINCT grader FROM samples WHERE errored = 0"))
    rule = answer_equivalence(graders)
    same = equivalent if equivalent is not None else rule.same
    cached = _cached(same) if same is not None else None
    votes = [_NO_VOTE] * p
    tokens = np.zeros(p, dtype=np.float64)
    # one problem's samples at a time, each in first-seen order (its tokens are summed in that order)
    rows = spill.execute(
        "SELECT code, sample, extracted, correct, status, completion_tokens FROM samples "
        "WHERE errored = 0 ORDER BY code, row"
    )
    for code, group in groupby(rows, key=itemgetter(0)):
        i = position[code]
        answers, total_tokens = [], 0.0
        for _, sample, extracted, correct, status, bits in group:
            total_tokens += _DOUBLE.unpack(_INT.pack(bits))[0]
            answers.append((int(sample), _text_out(extracted), bool(correct), status))
        tokens[i] = total_tokens
        if cached is not None:
            votes[i] = majority_vote(answers, cached)
    with np.errstate(invalid="ignore", divide="ignore"):
        tokens_mean = tokens / n
    stops = spill.execute("SELECT stop, count(*) FROM samples GROUP BY stop ORDER BY min(row)")
    return ProblemTable(
        ids=ids,
        n=n,
        correct=flags[0],
        formatted=flags[1],
        truncated=flags[2],
        no_answer=flags[3],
        timeouts=flags[4],
        errored=errored,
        tokens_mean=tokens_mean,
        votes=votes,
        maj_undefined=None if same is not None else rule.reason,
        samples=_SpilledSamples(spill, int(n.sum())),
        stop_reasons=Counter(dict(stops.fetchall())),
        records=total,
        duplicates=total - kept,
    )


_DOUBLE, _INT = struct.Struct("<d"), struct.Struct("<q")


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
    spill: Spill | None = None,
) -> dict:
    """Run-level metrics with 95% bootstrap intervals over problems; JSON-ready.

    ``n`` is the number of samples per problem the run asked for. ``equivalent`` decides whether
    two extracted answers are the same for maj@N (default: the ``same_answer`` of the grader named
    on the records, see :mod:`proctor.metrics.answers`; maj@N is undefined for a grader without
    one). ``seed`` seeds the bootstrap. ``spill`` is a scratch database the caller already holds
    (its ``samples`` table is this summary's); by default one is made and removed here.
    """
    if n < 1:
        raise ValueError(f"n (samples per problem) must be >= 1, got {n}")
    if spill is None:
        with Spill() as own:
            return summarize(records, n, seed, equivalent, resamples, own)
    table = spilled_problem_table(records, spill, equivalent)
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
    blocks = _sample_blocks(table.samples)
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
            "completion": {**stats[-1], **blocks["completion"]},
            "prompt": blocks["prompt"],
        },
        "latency_s": blocks["latency_s"],
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
    if "tools" in blocks:
        summary["tools"] = blocks["tools"]
    return summary


def _sample_blocks(s: Mapping[str, np.ndarray]) -> dict[str, dict]:
    """The summary's blocks over samples; reads each column of ``s`` once and holds one at a time.
    A spilled table's columns are loaded on access, fresh each time: their percentiles are then
    taken in place (sums and means first, in the samples' order)."""
    fresh = isinstance(s, _SpilledSamples)
    x = s["completion_tokens"]
    total = int(x.sum())
    p50, p95 = _percentiles(x, fresh)
    completion = {"p50": p50, "p95": p95, "total": total}
    del x  # before the next column is loaded
    x = s["prompt_tokens"]
    # every call's prompt, summed per sample (a multi-turn sample pays its context each turn)
    prompt = {"mean": _mean(x), "total": int(x.sum())}
    del x
    x = s["latency_s"]
    # per sample: how long it waited for its model calls. No total: samples of one n > 1 request
    # (or one batched engine call) share that request's time, and concurrent requests overlap.
    mean = _mean(x)
    p50, p95 = _percentiles(x, fresh)
    latency = {"per": "sample", "mean": mean, "p50": p50, "p95": p95}
    blocks = {"completion": completion, "prompt": prompt, "latency_s": latency}
    del x
    x = s["tool_calls"]
    if x.size and x.sum() > 0:
        calls = float(x.sum())
        mean_calls, with_calls = _mean(x), float(np.mean(x > 0))
        del x
        errors, timeouts = float(s["tool_errors"].sum()), float(s["tool_timeouts"].sum())
        blocks["tools"] = {
            "mean_tool_calls": mean_calls,
            "mean_turns": _mean(s["turns"]),
            "samples_with_tool_calls": with_calls,
            "tool_calls": int(calls),
            "tool_success_rate": float(calls - errors - timeouts) / calls,
            "tool_error_rate": errors / calls,
            "tool_timeout_rate": timeouts / calls,
        }
    return blocks


def _mean(x: np.ndarray) -> float | None:
    return float(np.mean(x)) if x.size else None


def _percentiles(x: np.ndarray, in_place: bool) -> tuple[float | None, float | None]:
    """p50 and p95 (``in_place``: ``x`` may be reordered instead of copied)."""
    if not x.size:
        return None, None
    p50, p95 = np.quantile(x, [0.5, 0.95], overwrite_input=in_place).tolist()
    return p50, p95
