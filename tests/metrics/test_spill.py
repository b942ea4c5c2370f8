"""The summary spills per-sample fields to a scratch database: same bytes as before, flat memory,
nothing left behind."""

from __future__ import annotations

import json
import math
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import tracemalloc
from pathlib import Path

import pytest

from proctor.metrics import problem_table, summarize, summarize_table
from proctor.metrics.run_summary import summarize_run_records
from proctor.metrics.spill import LOCK, PREFIX, Spill, SpillError
from proctor.metrics.thinking import thinking_summary

DATA = Path(__file__).parent / "data"
ANSWERS = ["1/2", "0.5", "\\frac{1}{2}", "3", "3.0", "x", None, "  ", "7"]


def _record(rng: random.Random, pid: str, s: int, grader: str | None, **kw) -> dict:
    ans = rng.choice(ANSWERS)
    r = {
        "problem_id": pid,
        "sample_index": s,
        "seed": rng.randrange(1 << 30),
        "completion_tokens": rng.randrange(0, 5000),
        "prompt_tokens": rng.randrange(10, 300),
        "latency_s": rng.random() * 30,
        "extracted": ans,
        "correct": ans in ("1/2", "0.5", "3"),
        "formatted": ans is not None,
        "grade_status": rng.choice(["ok", "ok", "ok", "timeout", "parse_error", None]),
        "grader": grader,
        "stop_reason": rng.choice(["stop", "stop", "length", "max_turns"]),
        "finish_reason": rng.choice(["stop", "length", None]),
    }
    return {**r, **kw}


def varied(seed: int, graders: list, n: int, problems: int = 40, extras: bool = False) -> list[dict]:
    """Records in shuffled order with what a summary must get right: duplicates (errored and
    finished, either order), errored records, a problem whose samples all errored, sample indices
    past 32 bits and below zero, float latencies, equivalent answers, grade timeouts; with
    ``extras`` thinking turns, judge details and tool calls."""
    rng = random.Random(seed)
    recs = []
    for p in range(problems):
        pid = f"q{p}" if p % 7 else f"item-{p}-b"
        for s in range(n):
            kw: dict = {}
            if extras:
                calls = rng.randrange(0, 4)
                turn = {"text": "x", "finish_reason": "stop", "reasoning_tokens": rng.randrange(0, 3000)}
                turn["think_state"] = rng.choice(["closed", "unclosed", "forced", "none"])
                kw.update(
                    tool_calls=calls, tool_errors=rng.randrange(0, calls + 1), turns=[turn] * (calls + 1)
                )
                kw["info"] = {
                    "grade_details": {"judge_called": rng.random() < 0.5, "judge_cached": rng.random() < 0.2}
                }
            recs.append(_record(rng, pid, s, rng.choice(graders), **kw))
            if rng.random() < 0.08:
                recs.append(_record(rng, pid, s, graders[0], error="boom"))
            if rng.random() < 0.05:
                recs.append(_record(rng, pid, s, graders[0]))
        if p % 13 == 5:
            recs += [_record(rng, f"dead{p}", s, graders[0], error="x") for s in range(n)]
    recs += [_record(rng, "big", 2**40, graders[0]), _record(rng, "big", -3, graders[0])]
    rng.shuffle(recs)
    return recs


CASES = {  # name: (records, n); their summaries in data/ were written by the in-memory summary (their
    # maj@N fields, and those alone, written again when "no answer" became a class of its own in the vote)
    "math_extras_n8": (lambda: varied(4, ["math"], n=8, extras=True), 8),
    "exact_n4": (lambda: varied(2, [None], n=4), 4),
    "mixed_graders_n4": (lambda: varied(3, ["math", "integer"], n=4), 4),
}


def _bytes(summary: dict) -> str:
    return json.dumps(summary, indent=2) + "\n"


@pytest.mark.parametrize("name", sorted(CASES))
def test_summary_is_byte_identical_to_the_in_memory_summary(name):
    """The summaries in data/ were written by the summary that kept every sample's fields in memory
    (before the spill); the spilled one must give the same summary for the same records (floats to
    the last bits: see ``_differences``)."""
    make, n = CASES[name]
    got = json.loads(_bytes(summarize_run_records(iter(make()), n=n, seed=3)))
    want = json.loads((DATA / f"summary_{name}.json").read_text())
    assert _differences(got, want) == []


def _differences(got, want, path: str = "") -> list[str]:
    """Where two summaries differ: structure, keys, strings and integers exactly; a float within a
    few units in the last place, since the written summaries came from another build of numpy and
    scipy (whose vectorised exp and log-gamma may round the last bit differently), while a wrong
    count, a reordered table or a dropped sample moves a value far more than that."""
    if isinstance(want, dict) and isinstance(got, dict):
        if list(got) != list(want):
            return [f"{path}: keys {list(got)} != {list(want)}"]
        return [d for k in want for d in _differences(got[k], want[k], f"{path}.{k}")]
    if isinstance(want, list) and isinstance(got, list):
        if len(got) != len(want):
            return [f"{path}: {len(got)} items != {len(want)}"]
        return [
            d
            for i, (g, w) in enumerate(zip(got, want, strict=True))
            for d in _differences(g, w, f"{path}[{i}]")
        ]
    if isinstance(want, float) and isinstance(got, float):
        return (
            [] if math.isclose(got, want, rel_tol=1e-14, abs_tol=1e-300) else [f"{path}: {got!r} != {want!r}"]
        )
    return [] if (type(got), got) == (type(want), want) else [f"{path}: {got!r} != {want!r}"]


@pytest.mark.parametrize("name", sorted(CASES))
def test_summary_from_a_loaded_table_equals_the_spilled_summary(name):
    """Both paths: summarize reads its columns from the open spill (percentiles taken in place),
    summarize_table of problem_table from columns loaded into memory (report, compare)."""
    make, n = CASES[name]
    recs = make()
    table = problem_table(recs)
    assert isinstance(table.samples, dict)  # loaded, usable after the spill is gone
    loaded = summarize_table(table, n, seed=1, resamples=300)
    before = {k: v.copy() for k, v in table.samples.items()}
    assert _bytes(summarize(recs, n=n, seed=1, resamples=300)) == _bytes(loaded)
    assert all((table.samples[k] == before[k]).all() for k in before)  # never reordered in place


@pytest.fixture
def scratch(tmp_path, monkeypatch) -> Path:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    return tmp_path


def test_spill_is_on_disk_while_streaming_and_removed_after(scratch):
    recs, seen = varied(1, ["math"], n=4, extras=True), []

    def stream():
        for i, r in enumerate(recs):
            if i == len(recs) - 1:  # the records so far are in the spill's database on disk
                for p in scratch.glob(f"{PREFIX}*/*.sqlite3"):
                    with sqlite3.connect(p) as db:
                        tables = sorted(
                            t for (t,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
                        )
                    seen.append((p.name, tables))
                    db.close()
            yield r

    summary = summarize_run_records(stream(), n=4)
    assert summary["counts"]["records"] == len(recs) and "thinking" in summary
    # one scratch database holds the summary's rows and the thinking tally's
    assert seen == [("spill.sqlite3", ["samples", "thinking"])]
    assert list(scratch.iterdir()) == []
    assert thinking_summary(recs) is not None and list(scratch.iterdir()) == []


def test_spill_is_removed_when_the_records_fail(scratch):
    recs = varied(1, ["math"], n=4)

    def stream():
        yield from recs[:50]
        raise ValueError("samples.jsonl:51: not a valid sample record")

    with pytest.raises(ValueError, match="not a valid sample record"):
        summarize_run_records(stream(), n=4)
    with pytest.raises(ValueError, match="not a valid sample record"):
        problem_table(stream())
    with pytest.raises(ZeroDivisionError), Spill() as spill:
        assert spill.folder.is_dir()
        raise ZeroDivisionError
    assert list(scratch.iterdir()) == []


OWNER = """
import sys
from proctor.metrics.spill import Spill
with Spill() as spill:
    spill.execute("CREATE TABLE t (x)")
    print(spill.folder, flush=True)
    sys.stdin.read()  # holds the spill open until the test closes stdin or kills it
"""


def _owner(scratch: Path) -> tuple[subprocess.Popen, Path]:
    """A real process that opened a spill under ``scratch`` and holds it."""
    proc = subprocess.Popen(
        [sys.executable, "-c", OWNER],
        env={**os.environ, "TMPDIR": str(scratch)},
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    folder = Path(proc.stdout.readline().strip())
    assert folder.parent == scratch and (folder / LOCK).is_file() and (folder / "spill.sqlite3").is_file()
    return proc, folder


def test_a_killed_owners_spill_is_removed_by_the_next_one_and_a_live_owners_is_kept(scratch):
    """SIGKILL leaves a folder behind (no cleanup can run); the next spill anywhere removes it, and
    only it: a live process's spill, and a folder without a lock (an older proctor's, or one being
    set up), stay."""
    killed, gone = _owner(scratch)
    live, kept = _owner(scratch)
    older = scratch / f"{PREFIX}older"
    older.mkdir()
    (older / "spill.sqlite3").write_bytes(b"")
    try:
        killed.send_signal(signal.SIGKILL)
        killed.wait(timeout=30)
        assert gone.is_dir()  # nothing could remove it
        with Spill() as spill:
            assert not gone.exists() and kept.is_dir() and (kept / "spill.sqlite3").is_file()
            assert older.is_dir() and spill.folder.is_dir()
        assert sorted(scratch.iterdir()) == sorted([kept, older])
        assert live.poll() is None  # its spill is still its own
    finally:
        live.stdin.close()  # a clean exit leaves nothing
        live.wait(timeout=30)
        killed.stdout.close(), live.stdout.close()
    assert sorted(scratch.iterdir()) == [older]


def test_sample_index_past_64_bits():
    """sqlite's integers stop at 64 bits: such an index is kept as text, still one pair, still voting
    in index order (the in-memory summary's int64 column raised OverflowError)."""
    recs = [
        {"problem_id": "a", "sample_index": 2**70, "seed": 0, "extracted": "5", "correct": True},
        {"problem_id": "a", "sample_index": 2**70, "seed": 0, "extracted": "6", "correct": False},
        {"problem_id": "a", "sample_index": 3, "seed": 0, "extracted": "7", "correct": False},
    ]
    s = summarize(recs, n=2)
    assert s["counts"]["duplicates"] == 1 and s["samples"] == 2
    assert s["per_problem"][0]["majority"] == "7"  # a tie goes to the lower index: 3 < 2**70


def test_answers_with_lone_surrogates_and_nul_vote_as_themselves():
    """A model's text can hold anything (a stream cut inside a surrogate pair): maj@N still sees it."""
    odd = "\ud83d 4\x00"
    recs = [
        {"problem_id": "a", "sample_index": i, "seed": 0, "extracted": x}
        for i, x in enumerate([odd, "5", odd])
    ]
    s = summarize(recs, n=3)
    assert s["per_problem"][0]["majority"] == odd.strip() and s["per_problem"][0]["majority_votes"] == 2


def test_thinking_of_one_length_has_one_edge():
    """Every sample thought as long: no length bins (one edge), the rest of the block as usual."""
    turn = {"text": "x", "finish_reason": "stop", "reasoning_tokens": 5, "think_state": "closed"}
    recs = [
        {"problem_id": "a", "sample_index": i, "seed": 0, "turns": [turn], "completion_tokens": 9}
        for i in range(3)
    ]
    block = thinking_summary(recs)
    assert block["accuracy_by_thinking_tokens"] == [] and block["samples"] == 3
    assert (
        block["thinking_tokens"] == {"mean": 5.0, "p50": 5.0, "p95": 5.0}
        and block["answer_tokens"]["mean"] == 4.0
    )


def test_a_full_or_missing_temporary_directory_is_one_clear_error(scratch, monkeypatch):
    with pytest.raises(SpillError, match="no space|disk is full") as e, Spill() as spill:
        spill.execute("PRAGMA max_page_count=4")  # what a full $TMPDIR does to its writes
        summarize(varied(1, ["math"], n=4), n=4)  # a spill of its own: fine
        spill.execute("CREATE TABLE t (x)")
        spill.insert("INSERT INTO t VALUES (?)", [("x" * 4000,)] * 50)
    assert "set TMPDIR to a folder with room" in str(e.value) and str(scratch) in str(e.value)
    assert list(scratch.iterdir()) == []
    monkeypatch.setattr(tempfile, "tempdir", str(scratch / "gone"))
    with pytest.raises(SpillError, match="gone.*set TMPDIR"):
        summarize(varied(1, ["math"], n=4), n=4)


def _peak_bytes(records: int, problems: int = 50) -> int:
    """Peak traced memory of summarizing ``records`` records of ``problems`` problems, streamed."""

    def stream():
        for i in range(records):
            yield {
                "problem_id": f"p{i % problems}",
                "sample_index": i // problems,
                "seed": i,
                "completion_tokens": i % 977,
                "latency_s": (i % 101) / 7,
                "extracted": str(i % 5),
                "correct": i % 3 == 0,
                "grader": "integer",
                "grade_status": "ok",
            }

    tracemalloc.start()
    try:
        summarize(stream(), n=records // problems, resamples=200)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_memory_does_not_grow_with_the_records():
    """5x the samples of the same problems: the peak grows at most by the one numeric column held
    while its percentiles are taken (8 bytes a sample), not by Python objects per sample (the
    in-memory summary grew ~300 bytes a sample: ~4.6 MB here)."""
    _peak_bytes(500)  # once first: the grader's import and other one-time allocations
    small, big = _peak_bytes(4_000), _peak_bytes(20_000)
    assert big - small < 500_000, (small, big)
