"""The per-problem table every metric reads: records reduced to the few fields metrics use, one per
(problem, sample) (a finished record beats an errored one, then later beats earlier), spilled to a
scratch database (:mod:`proctor.metrics.spill`) one record at a time, then aggregated per problem.
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

from proctor.envs.base import Trajectory, is_truncated
from proctor.metrics.answers import answer_equivalence
from proctor.metrics.estimators import Equivalence, Vote, exact_match, majority_vote
from proctor.metrics.loops import record_loops
from proctor.metrics.spill import BATCH, Spill, float_bits, floats


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
    # finished samples whose generation ends in a degenerate loop (proctor.metrics.loops); None: not counted
    loops: np.ndarray | None = None

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
        float(is_truncated(stop, finish)),
        # nothing extracted, or a grader that found no final answer (a cut completion without a
        # final-answer marker, a copy of the prompt, a hedged choice; a judge with no verdict)
        float(extracted is None or not str(extracted).strip() or r.get("grade_status") == "no_answer"),
        float(r.get("grade_status") == "timeout"),
        # the one flag that reads the generated texts: computed here, once per record (errored: no text)
        float(r.get("error") is None and record_loops(r)),
        _number(r.get("completion_tokens", 0)),
        _number(r.get("prompt_tokens", 0)),
        _number(r.get("latency_s", 0.0)),
        _number(r.get("tool_calls", 0)),
        _number(r.get("tool_errors", 0)),
        _number(r.get("tool_timeouts", 0)),
        float(len(r.get("turns") or [])),
    )


_FLAGS = ("correct", "formatted", "truncated", "no_answer", "timeout", "loop")  # _numbers()[:6]
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


class SpilledRecords:
    """The fields metrics read of each record, written to ``spill`` (table ``samples``) one record at
    a time as :meth:`add` is called: nothing per record stays in memory but the batch of the next
    insert. A run feeds its records as they are written (so its summary reads no file back);
    :func:`spilled_problem_table` aggregates them."""

    def __init__(self, spill: Spill) -> None:
        spill.execute(_CREATE)
        self.spill = spill
        self.codes: dict[str, int] = {}  # problem id -> code, in first-seen order
        self.total = 0  # records read
        self.batch: list[tuple] = []

    def add(self, raw: Trajectory | Mapping[str, Any]) -> None:
        r = vars(raw) if isinstance(raw, Trajectory) else raw  # the fields as they are: no deep copy
        self.total += 1
        code = self.codes.setdefault(str(r["problem_id"]), len(self.codes))
        index = int(r["sample_index"])
        numbers = _numbers(r)
        self.batch.append(
            (
                code,
                index if -_INT64 <= index < _INT64 else str(index),  # beyond sqlite's integers: as text
                int(r.get("error") is not None),
                *(int(x) for x in numbers[: len(_FLAGS)]),
                *float_bits(numbers[len(_FLAGS) :]),
                _text_in(r.get("extracted")),
                r.get("grade_status"),
                r.get("grader"),
                r.get("stop_reason", "stop"),
            )
        )
        if len(self.batch) >= BATCH:
            self.spill.insert(_UPSERT, self.batch)

    def flush(self) -> None:
        self.spill.insert(_UPSERT, self.batch)


def _spill_records(records: Iterable[Trajectory | Mapping[str, Any]], spill: Spill) -> SpilledRecords:
    """Write the fields metrics read of each record to ``spill`` (table ``samples``), one record at
    a time: nothing per record stays in memory."""
    spilled = SpilledRecords(spill)
    for raw in records:
        spilled.add(raw)
    return spilled


def _text_in(text: Any) -> Any:
    """A model's answer as UTF-8 bytes, lone surrogates included (sqlite's text would refuse them)."""
    return text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text


def _text_out(data: Any) -> Any:
    return data.decode("utf-8", "surrogatepass") if isinstance(data, bytes) else data


class SpilledSamples(Mapping):
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
    return aggregate(_spill_records(records, spill), equivalent)


def aggregate(spilled: SpilledRecords, equivalent: Equivalence | None = None) -> ProblemTable:
    """The :class:`ProblemTable` of the records fed to ``spilled`` so far (its ``samples`` stay in
    the spill, read while it is open)."""
    spilled.flush()
    spill, codes, total = spilled.spill, dict(spilled.codes), spilled.total
    kept = spill.execute("SELECT count(*) FROM samples").fetchone()[0]
    ids = sorted(codes, key=natural_key)
    position = np.empty(len(ids), dtype=np.int64)  # first-seen code -> index in ``ids``
    for i, pid in enumerate(ids):
        position[codes[pid]] = i
    del codes
    n, errored, flags = _flag_counts(spill, position)
    graders = (g for (g,) in spill.execute("SELECT DISTINCT grader FROM samples WHERE errored = 0"))
    rule = answer_equivalence(graders)
    same = equivalent if equivalent is not None else rule.same
    votes, tokens = _votes_and_tokens(spill, position, _cached(same) if same is not None else None)
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
        samples=SpilledSamples(spill, int(n.sum())),
        stop_reasons=Counter(dict(stops.fetchall())),
        records=total,
        duplicates=total - kept,
        loops=flags[5],
    )


def _flag_counts(spill: Spill, position: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per problem: finished samples, errored samples, and the sums of each of ``_FLAGS``."""
    p = len(position)
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
    return n, errored, flags


def _votes_and_tokens(
    spill: Spill, position: np.ndarray, same: Equivalence | None
) -> tuple[list[Vote], np.ndarray]:
    """Per problem: its majority vote (``same`` None: no vote) and its finished samples' completion
    tokens summed, one problem's samples at a time, each in first-seen order."""
    p = len(position)
    votes = [_NO_VOTE] * p
    tokens = np.zeros(p, dtype=np.float64)
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
        if same is not None:
            votes[i] = majority_vote(answers, same)
    return votes, tokens


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
