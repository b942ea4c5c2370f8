"""Gold checks that passed are remembered across runs (``proctor.grading.gold_cache``), keyed by the
grader's version: a second load of a benchmark asks the sympy worker nothing for them; another version,
a broken file, concurrent writers or the off switch never change what a check says, and never raise."""

from __future__ import annotations

import json
import multiprocessing
import os

import pytest

from proctor.benchmarks import BenchmarkError, get_spec
from proctor.benchmarks.loader import validate_rows
from proctor.grading import gold_cache
from proctor.grading.mathgrader import MathGrader

GOLDS = ["(2,\\infty)", "(-\\infty, 2) \\cup (3, \\infty)", "52_8"]  # MATH-500's, not plain: the worker


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("PROCTOR_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("PROCTOR_GOLD_CACHE", raising=False)
    return tmp_path / "cache" / "gold-checks"


def _load(grader: MathGrader, golds: list[str]) -> tuple[int, float]:
    """Validate MATH-500 rows with these golds: (problems, requests sent to the worker pool)."""
    rows = [{"id": f"p{i}", "problem": f"Problem {i}?", "answer": g} for i, g in enumerate(golds)]
    before = grader.pool.stats["requests"]
    problems = validate_rows(get_spec("math500"), rows, ["id", "problem", "answer"], grader, "test.jsonl")
    return len(problems), grader.pool.stats["requests"] - before


def test_a_second_load_asks_the_worker_nothing(cache) -> None:
    g = MathGrader()
    assert _load(g, GOLDS) == (3, 3)
    (path,) = cache.iterdir()
    data = json.loads(path.read_text())
    assert data["version"] == g.version and len(data["passed"]) == 3
    assert _load(g, GOLDS) == (3, 0)
    assert _load(g, [*GOLDS, "4210_{5}"]) == (4, 1)  # only the new one
    assert len(json.loads(path.read_text())["passed"]) == 4


def test_a_gold_that_fails_or_times_out_is_asked_every_time(cache, monkeypatch) -> None:
    g = MathGrader()
    sent = []

    def run(request, timeout_s, **_):
        sent.append(request["gold"])
        return {"error": "cannot read it"} if request["gold"] == GOLDS[0] else None

    monkeypatch.setattr(g.pool, "run", run)
    messages = []
    for _ in range(2):
        with pytest.raises(BenchmarkError) as err:
            _load(g, GOLDS[:2])
        messages.append(str(err.value))
    assert "cannot read it" in messages[0] and "took longer than" in messages[0]
    assert messages[0] == messages[1]  # the same texts, asked again
    assert sent == GOLDS[:2] * 2 and not cache.exists()


def test_another_grader_version_asks_again(cache, monkeypatch) -> None:
    g = MathGrader()
    _load(g, GOLDS)
    monkeypatch.setattr(g, "version", g.version + "-changed")
    assert _load(g, GOLDS) == (3, 3)
    assert len(list(cache.iterdir())) == 2


def test_a_file_of_another_version_is_not_read(cache) -> None:
    g = MathGrader()
    _load(g, GOLDS)
    (path,) = cache.iterdir()
    data = json.loads(path.read_text())
    path.write_text(json.dumps({**data, "version": "math-0+0"}))  # the right name, another version inside
    assert _load(g, GOLDS) == (3, 3)


@pytest.mark.parametrize(
    "content", [b"", b"{not json", b"[1, 2]", b'{"version": 3, "passed": "x"}', b"\xff\xfe"]
)
def test_a_broken_file_is_ignored_and_replaced(cache, content) -> None:
    g = MathGrader()
    _load(g, GOLDS[:1])
    (path,) = cache.iterdir()
    path.write_bytes(content)
    assert _load(g, GOLDS) == (3, 3)
    assert _load(g, GOLDS) == (3, 0)  # rewritten whole


def test_an_unwritable_cache_is_no_error(tmp_path, monkeypatch) -> None:
    (tmp_path / "file").write_text("")
    monkeypatch.setenv("PROCTOR_CACHE_DIR", str(tmp_path / "file"))  # its folder cannot be made
    g = MathGrader()
    assert _load(g, GOLDS[:1]) == (1, 1)
    assert _load(g, GOLDS[:1]) == (1, 1)


def test_the_off_switch(cache, monkeypatch) -> None:
    monkeypatch.setenv("PROCTOR_GOLD_CACHE", "0")
    g = MathGrader()
    assert _load(g, GOLDS) == (3, 3)
    assert _load(g, GOLDS) == (3, 3)
    assert not cache.exists()


def test_a_grader_from_elsewhere_is_not_cached(cache) -> None:
    class Outside:
        version = "outside-1"

    assert gold_cache.for_grader(Outside()) is None
    assert gold_cache.for_grader(MathGrader()) is not None


def _writer(version: str, golds: list[str]) -> None:
    c = gold_cache.GoldCache(version)
    for gold in golds:  # a save per gold: many renames racing with the other writers'
        c.add(gold)
        c.save()


def test_concurrent_writers_leave_a_valid_file_with_no_wrong_entry(cache) -> None:
    version = "math-test+0"
    per = {i: [f"gold-{i}-{k}" for k in range(40)] for i in range(4)}
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=_writer, args=(version, golds)) for golds in per.values()]
    for p in procs:
        p.start()
    for p in procs:
        p.join(120)
        assert p.exitcode == 0
    names = os.listdir(cache)
    assert len(names) == 1 and not any(n.endswith(".tmp") for n in names)  # no temporary file left
    data = json.loads((cache / names[0]).read_text())
    written = {gold_cache.digest(g) for golds in per.values() for g in golds}
    assert data["version"] == version and set(data["passed"]) <= written  # nothing it was not told
    # each save holds all of its writer's golds so far: the last rename of all holds its writer's 40
    assert any({gold_cache.digest(g) for g in golds} <= set(data["passed"]) for golds in per.values())
    c = gold_cache.GoldCache(version)
    assert all(c.passed(g) == (gold_cache.digest(g) in data["passed"]) for g in per[0])
    assert not c.passed("gold-never-written")
