"""``proctor.load_run`` and ``proctor export``: any run read back without the code that wrote it."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pandas as pd
import pytest

import proctor
from proctor.config import build_config
from proctor.runner import execute, start_shard
from proctor.runs.shards import Shard

ENV_MODULE = """
from proctor.envs.single_turn import build as build_text_only


class Wrapped:
    name = "echo-notes"

    def __init__(self, inner):
        self.inner = inner

    async def rollout(self, sampler, problem, seed):
        traj = await self.inner.rollout(sampler, problem, seed)
        return traj.model_copy(update={"info": {"notes": ["checked", problem.id], "depth": 2}})


def build(options, ctx):
    return Wrapped(build_text_only(options, ctx))
"""

SETTINGS = {"model.ref": "mock:the answer is 7", "benchmark.limit": 3, "sampling.n": 2}


@pytest.fixture
def foreign_run(tmp_path, monkeypatch) -> Path:
    """A run written by an env from a module that exists only while the run is written."""
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "echo_notes_env.py").write_text(ENV_MODULE)
    monkeypatch.syspath_prepend(str(pkg))
    monkeypatch.setitem(proctor.envs.ENVS, "echo-notes", "echo_notes_env")
    out = tmp_path / "run"
    proctor.evaluate("arith", settings={**SETTINGS, "env.name": "echo-notes"}, output=out)
    samples = out / "samples.jsonl"
    lines = samples.read_text().splitlines()  # a field this version does not know (a newer writer)
    samples.write_text("".join(json.dumps({**json.loads(x), "judge_score": 0.5}) + "\n" for x in lines))
    return out


def test_load_run_without_the_env_module(foreign_run):
    code = textwrap.dedent(
        f"""
        import importlib.util, json, proctor
        assert importlib.util.find_spec("echo_notes_env") is None
        recs = proctor.load_run({str(foreign_run)!r})
        df = proctor.load_run({str(foreign_run)!r}, frame=True, transcripts=True)
        slim = proctor.load_run({str(foreign_run)!r}, frame=True)
        print(json.dumps({{
            "n": len(recs), "notes": recs[0]["info"]["notes"], "score": sorted(set(df["judge_score"])),
            "rows": len(df), "info": json.loads(df["info"][0]), "env": df.attrs["config"]["env"]["name"],
            "slim": sorted(slim.columns),
        }}))
        """
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)  # no pkg on its path
    assert r.returncode == 0, r.stderr
    got = json.loads(r.stdout)
    assert got["n"] == got["rows"] == 6 and got["env"] == "echo-notes"
    assert got["notes"][0] == "checked" and got["info"]["depth"] == 2
    assert got["score"] == [0.5]
    assert "messages" not in got["slim"] and "info" not in got["slim"]  # transcripts on request only
    assert {"problem_id", "sample_index", "seed", "correct", "final_text", "judge_score"} <= set(got["slim"])


def test_parquet_export_round_trips_through_pandas(foreign_run, tmp_path):
    path = tmp_path / "t.parquet"
    r = subprocess.run(
        [
            sys.executable,
            "-m",
            "proctor",
            "export",
            str(foreign_run),
            "--format",
            "parquet",
            "-o",
            str(path),
            "--transcripts",
        ],
        capture_output=True,
        text=True,
    )
    assert r.returncode == 0, r.stderr
    back = pd.read_parquet(path)
    expected = proctor.load_run(foreign_run, frame=True, transcripts=True)
    expected.attrs = {}
    pd.testing.assert_frame_equal(back, expected)
    assert json.loads(back["info"][0])["notes"][0] == "checked"
    csv = proctor.runs.load.export_run(foreign_run, "csv")
    assert csv == foreign_run / "table.csv" and len(pd.read_csv(csv)) == 6
    with pytest.raises(ValueError, match="choose one of parquet, csv, jsonl"):
        proctor.runs.load.export_run(foreign_run, "xlsx")


def test_load_run_reads_a_sharded_run_before_the_merge(tmp_path):
    out = tmp_path / "run"
    cfg = build_config(None, SETTINGS, [])
    for i in range(2):
        prep, shard_dir, done = start_shard(cfg, out, Shard(i, 2))
        asyncio.run(execute(prep, shard_dir, done))
    recs = proctor.load_run(out)
    assert sorted((r["problem_id"], r["sample_index"]) for r in recs) == sorted(
        (r.problem_id, r.sample_index)
        for i in range(2)
        for r in proctor.read_run(out / "shards" / f"{i}-of-2").records
    )
    assert len(recs) == 6
    with pytest.raises(ValueError, match="not a run directory"):
        proctor.load_run(tmp_path)


def test_export_to_an_fsspec_url(foreign_run):
    """An fsspec URL as the destination (memory:// here; s3://, gs:// the same way with their package)."""
    import fsspec
    from typer.testing import CliRunner

    from proctor.cli import app

    before = sorted(p.name for p in foreign_run.iterdir())
    r = CliRunner().invoke(app, ["export", str(foreign_run), "-o", "memory://exports/aime/t.parquet"])
    assert r.exit_code == 0, r.output
    fs = fsspec.filesystem("memory")
    with fs.open("/exports/aime/t.parquet", "rb") as f:
        back = pd.read_parquet(f)
    expected = proctor.load_run(foreign_run, frame=True)
    expected.attrs = {}
    pd.testing.assert_frame_equal(back, expected)
    where = proctor.runs.load.export_run(
        foreign_run, "jsonl", "memory://exports/aime/t.jsonl", transcripts=True
    )
    assert where == "memory://exports/aime/t.jsonl"
    with fs.open("/exports/aime/t.jsonl", "rt") as f:
        rows = [json.loads(line) for line in f]
    assert len(rows) == 6 and json.loads(rows[0]["info"])["depth"] == 2
    assert sorted(p.name for p in foreign_run.iterdir()) == before  # nothing written beside the run
    assert not fs.exists("/exports/aime/t.parquet.tmp")
    r = CliRunner().invoke(app, ["export", str(foreign_run), "-o", "nosuchfs://bucket/t.parquet"])
    assert r.exit_code == 2 and "nosuchfs" in r.output
