"""Every reader reads the same run: ``regrade``, ``report``/``compare``, ``export``, ``load_run``,
``status`` and ``merge`` see the same records in a run directory, a sharded run not merged yet
included (read from its shards), and ``compare`` of runs with different N compares every k both
report."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import proctor
from proctor.config import build_config
from proctor.metrics import paired_compare
from proctor.report.compare import partial_runs
from proctor.report.runs import load_runs
from proctor.runner import execute, start_shard
from proctor.runs import read_run
from proctor.runs.load import export_run, load_run
from proctor.runs.merge import merge_run
from proctor.runs.regrade import regrade
from proctor.runs.shards import Shard

SETTINGS = {"model.ref": "mock:seeded", "benchmark.limit": 3, "sampling.n": 2}


def sharded_run(out: Path) -> Path:
    cfg = build_config(None, SETTINGS, [])
    for i in range(2):
        prep, shard_dir, done = start_shard(cfg, out, Shard(i, 2))
        asyncio.run(execute(prep, shard_dir, done))
    return out


def keys(recs) -> list[tuple[str, int]]:
    get = (
        (lambda r: (r["problem_id"], r["sample_index"]))
        if recs and isinstance(recs[0], dict)
        else (lambda r: (r.problem_id, r.sample_index))
    )
    return sorted(get(r) for r in recs)


def test_an_unmerged_sharded_run_is_read_as_its_shards_by_every_reader(tmp_path):
    run = sharded_run(tmp_path / "sharded")
    want = sorted((p, i) for p in {r["problem_id"] for r in load_run(run)} for i in range(2))
    assert len(want) == 6 and keys(load_run(run)) == want
    assert keys(read_run(run).records) == want
    (view,) = load_runs([run])
    assert keys(view.records) == want and not view.complete
    assert "proctor merge" in partial_runs([view])[0]
    exported = export_run(run, "jsonl", tmp_path / "t.jsonl")
    assert keys([json.loads(x) for x in Path(exported).read_text().splitlines()]) == want
    result = regrade(run, output=tmp_path / "regraded")
    assert result.regraded == 6  # was 0: the regrade read RUN/samples.jsonl only
    assert keys(read_run(tmp_path / "regraded").records) == want
    merge_run(run)
    assert keys(load_run(run)) == want and keys(read_run(run).records) == want


def test_regrade_cli_of_an_unmerged_sharded_run_regrades_every_sample(tmp_path):
    from typer.testing import CliRunner

    from proctor.cli import app

    run = sharded_run(tmp_path / "sharded")
    r = CliRunner().invoke(app, ["regrade", str(run), "--output", str(tmp_path / "new")])
    assert r.exit_code == 0, r.output
    assert "regraded 6 samples" in r.output
    assert len(read_run(tmp_path / "new").records) == 6


def test_compare_of_runs_with_different_n_compares_every_k_both_report(tmp_path):
    a = tmp_path / "a"
    b = tmp_path / "b"
    proctor.evaluate(
        "arith", settings={"model.ref": "mock:seeded", "benchmark.limit": 6, "sampling.n": 4}, output=a
    )
    proctor.evaluate(
        "arith", settings={"model.ref": "mock:seeded", "benchmark.limit": 6, "sampling.n": 8}, output=b
    )
    res = paired_compare(read_run(a), read_run(b))
    assert set(res["metrics"]) == {"mean@N", "pass@2", "pass@4"}  # pass@4 was left out
    assert "pass@8" in res["skipped"] and "run B only" in res["skipped"]["pass@8"]
    assert "maj" in res["skipped"]
    res = paired_compare(read_run(b), read_run(a))  # the other way round: the same k
    assert set(res["metrics"]) == {"mean@N", "pass@2", "pass@4"} and "run A only" in res["skipped"]["pass@8"]
