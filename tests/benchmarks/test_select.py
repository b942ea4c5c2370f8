"""Choosing problems: --problems ID,.../@FILE, --sample K --sample-seed S, with --limit; the choice is
recorded in config.toml, so a resumed run and every shard take the same problems; `proctor compare
--flipped-out FILE` writes the changed ids in the form --problems @FILE reads."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from proctor_cli import run_proctor

from proctor.benchmarks import load_benchmark
from proctor.benchmarks.errors import BenchmarkError
from proctor.benchmarks.problem import Problem
from proctor.benchmarks.protocol_presets import get_protocol
from proctor.benchmarks.protocols import with_protocol
from proctor.benchmarks.select import Selection, parse_ids, select_problems


def _problems(k: int) -> list[Problem]:
    return [Problem(id=f"p{i}", question="q", prompt="q", answer="1") for i in range(k)]


def test_ids_keep_source_order_and_unknown_ids_are_named_with_close_ones():
    chosen = select_problems(_problems(20), ["p7", "p2", "p7"])
    assert [p.id for p in chosen] == ["p2", "p7"]
    with pytest.raises(BenchmarkError) as err:
        select_problems(_problems(20), ["p2", "p71", "zzz"], benchmark="mybench")
    msg = str(err.value)
    assert "2 id(s) not in mybench" in msg and "'p71' (did you mean p7" in msg and "'zzz'" in msg
    assert "Fix:" in msg


def test_a_sample_is_seeded_stable_and_independent_of_order():
    probs = _problems(50)
    a = select_problems(probs, sample=10, sample_seed=1)
    assert [p.id for p in a] == [p.id for p in select_problems(probs, sample=10, sample_seed=1)]
    assert [p.id for p in a] != [p.id for p in select_problems(probs, sample=10, sample_seed=2)]
    assert [p.id for p in a] == [p.id for p in probs if p in a]  # source order kept
    # membership is per problem: the same draw from the reversed list
    assert {p.id for p in select_problems(probs[::-1], sample=10, sample_seed=1)} == {p.id for p in a}
    # ids, then limit, then sample
    chosen = select_problems(probs, ids=[f"p{i}" for i in range(0, 50, 2)], limit=6, sample=3)
    assert len(chosen) == 3 and {p.id for p in chosen} <= {"p0", "p2", "p4", "p6", "p8", "p10"}
    with pytest.raises(BenchmarkError, match=r"--sample 7: only 6 problems to draw from \(after"):
        select_problems(probs, limit=6, sample=7)


def test_id_files_skip_comments_and_blank_lines(tmp_path):
    f = tmp_path / "ids.txt"
    f.write_text("# flipped\narith-L1-0003\n\n  arith-L2-0001 \narith-L1-0003\n", encoding="utf-8")
    assert parse_ids(f"@{f}") == ["arith-L1-0003", "arith-L2-0001"]
    assert parse_ids("a, b,,c") == ["a", "b", "c"]
    with pytest.raises(ValueError, match="no such file"):
        parse_ids(f"@{tmp_path / 'missing.txt'}")
    (tmp_path / "empty.txt").write_text("# nothing\n", encoding="utf-8")
    with pytest.raises(ValueError, match="names no problem id"):
        parse_ids(f"@{tmp_path / 'empty.txt'}")


def test_a_protocol_run_selects_after_its_exemplar_draws(shared_data, grader_for):
    """lm-eval's gsm8k draws each problem's exemplars by its index: a chosen problem gets the same
    prompt as in the whole run."""
    data, train = shared_data / "gsm8k_test.jsonl", shared_data / "gsm8k_train.jsonl"
    full = load_benchmark("gsm8k", data=data, grader=grader_for("number"))
    protocol = get_protocol("lm-eval", "gsm8k")
    whole = with_protocol(full, protocol, train, None)
    ids = [whole.problems[5].id, whole.problems[700].id]
    some = with_protocol(full, protocol, train, None, Selection(problems=ids))
    assert [p.id for p in some.problems] == ids
    assert [p.prompt for p in some.problems] == [whole.problems[5].prompt, whole.problems[700].prompt]


def _ids(run: Path) -> list[str]:
    lines = (run / "samples.jsonl").read_text(encoding="utf-8").splitlines()
    return sorted({json.loads(line)["problem_id"] for line in lines})


def test_cli_subset_is_recorded_resumed_sharded_and_rerun_from_a_flipped_file(tmp_path):
    common = ["--model", "mock:seeded", "-q"]
    a = tmp_path / "a"
    run_proctor(
        "eval", "arith", *common, "--limit", "40", "--sample", "6", "--sample-seed", "4", "--output", str(a)
    )
    cfg = tomllib.loads((a / "config.toml").read_text(encoding="utf-8"))
    assert cfg["benchmark"]["limit"] == 40 and cfg["benchmark"]["sample"] == 6
    assert cfg["benchmark"]["sample_seed"] == 4
    chosen = _ids(a)
    assert len(chosen) == 6 and chosen != sorted(_ids_of_first(6))
    # a resume keeps the subset: nothing to generate
    r = run_proctor("eval", "--resume", str(a))
    assert "(6 problems x 1 samples, 0 to generate)" in r.stderr + r.stdout
    # two shards of the same command take the same six problems
    s = tmp_path / "s"
    flags = ["arith", *common, "--limit", "40", "--sample", "6", "--sample-seed", "4", "--output", str(s)]
    run_proctor("eval", *flags, "--shard", "0/2")
    run_proctor("eval", *flags, "--shard", "1/2")
    run_proctor("merge", str(s))
    assert _ids(s) == chosen

    # two runs that differ on some problems; compare writes the changed ids
    b = tmp_path / "b"
    run_proctor("eval", "arith", "--model", r"mock:The answer is \boxed{3}", "-q", "--limit", "40",
                "--sample", "6", "--sample-seed", "4", "--output", str(b))  # fmt: skip
    flipped, js = tmp_path / "flipped.txt", tmp_path / "c.json"
    r = run_proctor("compare", str(a), str(b), "--flipped-out", str(flipped), "--json", str(js))
    data = json.loads(js.read_text(encoding="utf-8"))
    changed = [c["id"] for c in data["comparisons"][0]["changed"]]
    ta, tb = _correct(a), _correct(b)
    assert changed and sorted(changed) == sorted(pid for pid in chosen if ta[pid] != tb[pid])
    assert parse_ids(f"@{flipped}") == changed
    assert f"problems changed A -> B ({len(changed)}" in r.stdout
    # the next run takes exactly those
    c = tmp_path / "c"
    run_proctor("eval", "arith", *common, "--problems", f"@{flipped}", "--output", str(c))
    assert _ids(c) == sorted(changed)
    cfg = tomllib.loads((c / "config.toml").read_text(encoding="utf-8"))
    assert cfg["benchmark"]["problems"] == changed  # the list itself, not the file's name


def _ids_of_first(k: int) -> list[str]:
    from proctor.benchmarks.arith import generate_arith

    return [row["id"] for row in generate_arith(0)[:k]]


def _correct(run: Path) -> dict[str, bool]:
    lines = (run / "samples.jsonl").read_text(encoding="utf-8").splitlines()
    return {r["problem_id"]: bool(r["correct"]) for r in map(json.loads, lines)}


def test_cli_unknown_id_fails_before_any_work(tmp_path):
    out = tmp_path / "r"
    r = run_proctor("eval", "arith", "--model", "mock:seeded", "--problems", "arith-L1-0003,arith-L7-0001",
                    "--output", str(out), check=False)  # fmt: skip
    assert r.returncode == 2
    assert "'arith-L7-0001' (did you mean" in r.stderr and "Fix:" in r.stderr
    assert not out.exists()  # nothing written
