"""Growing a finished run: ``proctor eval --resume RUN --set sampling.n=M`` adds samples N..M-1
with the seeds a fresh M-sample run gives them, records the growth and replaces the summary."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

import proctor
from proctor.cli import app
from proctor.config import build_config
from proctor.runner import execute, start_shard
from proctor.runs import read_config
from proctor.runs.clock import without_clock
from proctor.runs.merge import merge_run
from proctor.runs.shards import Shard

SETTINGS = {"model.ref": "mock:seeded", "benchmark.limit": 5, "sampling.temperature": 1.0}
runner = CliRunner()


def records(run: Path) -> dict[tuple[str, int], dict]:
    return {(r["problem_id"], r["sample_index"]): without_clock(r) for r in proctor.load_run(run)}


def summary(run: Path) -> dict:
    return without_clock(json.loads((run / "summary.json").read_text()))


def fresh(tmp_path: Path, name: str, n: int) -> Path:
    proctor.evaluate("arith", settings=SETTINGS | {"sampling.n": n}, output=tmp_path / name)
    return tmp_path / name


def test_a_grown_run_equals_a_fresh_run_of_the_larger_n(tmp_path):
    small, big = fresh(tmp_path, "small", 2), fresh(tmp_path, "big", 4)
    assert len(records(small)) == 10
    res = runner.invoke(app, ["eval", "--resume", str(small), "--set", "sampling.n=4", "-q"])
    assert res.exit_code == 0, res.output
    assert "10 to generate" in res.output  # samples 2 and 3 of each of the 5 problems, no more
    grown = records(small)
    assert grown == records(big)  # the same records, seeds included, apart from the clock
    assert {r["seed"] for r in grown.values()} == {r["seed"] for r in records(big).values()}
    assert summary(small) == summary(big)  # pass@4 needs no rerun
    assert "pass@4" in summary(small)["metrics"]
    config, other = read_config(small), read_config(big)
    assert config["sampling"]["n"] == 4 and config["resolved"].pop("grown_from_n") == 2
    assert config == other
    assert "grown: sampling.n 2 -> 4" in (small / "eval.log").read_text()


def test_growing_again_keeps_the_first_n_and_the_python_api_grows_too(tmp_path):
    run = fresh(tmp_path, "run", 1)
    proctor.evaluate(resume=run, settings={"sampling.n": 2})
    proctor.evaluate(resume=run, settings={"sampling.n": 3})
    assert read_config(run)["resolved"]["grown_from_n"] == 1
    assert summary(run) == summary(fresh(tmp_path, "three", 3))
    log = (run / "eval.log").read_text()
    assert "grown: sampling.n 1 -> 2" in log and "grown: sampling.n 2 -> 3" in log


def test_an_interrupted_growth_is_a_partial_run_that_a_plain_resume_finishes(tmp_path):
    run = fresh(tmp_path, "run", 2)
    prep, _, done = proctor.runner.resume_run(run, 4)  # grown, then stopped before any sample
    prep.lock.close()
    assert not (run / "summary.json").exists()  # the summary of 2 samples is gone: none of 4 yet
    assert read_config(run)["sampling"]["n"] == 4
    res = runner.invoke(app, ["eval", "--resume", str(run), "-q"])
    assert res.exit_code == 0, res.output
    assert summary(run) == summary(fresh(tmp_path, "four", 4))


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--set", "sampling.temperature=0.2"], "--set sampling.temperature=0.2"),
        (["--temperature", "0.2", "--set", "sampling.n=4"], "--temperature"),
        (["--set", "sampling.n=1"], "can only grow it"),
        (["--set", "sampling.n=two"], "whole number"),
    ],
)
def test_only_sampling_n_may_change_on_a_resume_and_only_up(tmp_path, args, message):
    run = fresh(tmp_path, "run", 2)
    before = (run / "config.toml").read_text(), (run / "summary.json").read_text()
    res = runner.invoke(app, ["eval", "--resume", str(run), *args, "-q"])
    assert res.exit_code == 2, res.output
    flat = " ".join(res.output.split())
    assert message in flat, flat
    if "can only" not in message and "whole" not in message:
        assert "start one with it" in flat and "sampling.n=M" in flat  # the message names the fix
    assert ((run / "config.toml").read_text(), (run / "summary.json").read_text()) == before


def test_a_sharded_run_grows_once_merged_never_shard_by_shard(tmp_path):
    out = tmp_path / "sharded"
    cfg = build_config(None, SETTINGS | {"sampling.n": 2}, [])
    for i in range(2):
        prep, shard_dir, done = start_shard(cfg, out, Shard(i, 2))
        asyncio.run(execute(prep, shard_dir, done))
    res = runner.invoke(app, ["eval", "--resume", str(out), "--shard", "0/2", "--set", "sampling.n=4"])
    assert res.exit_code == 2 and "merge the shards first" in " ".join(res.output.split())
    merge_run(out)
    res = runner.invoke(app, ["eval", "--resume", str(out), "--set", "sampling.n=4", "-q"])
    assert res.exit_code == 0, res.output
    assert records(out) == records(fresh(tmp_path, "four", 4))
    assert summary(out)["metrics"] == summary(tmp_path / "four")["metrics"]
