"""``proctor log`` / ``--log-to``: a finished run in W&B (offline mode) and MLflow (a file store),
read back the way each tracker keeps it: MLflow through its client, W&B from the run's transaction
log (``run-<id>.wandb``, what ``wandb sync`` uploads) and the table files beside it."""

from __future__ import annotations

import asyncio
import json
import struct
import subprocess
import sys
from pathlib import Path

import mlflow
import pytest
from typer.testing import CliRunner
from wandb.proto import wandb_internal_pb2

import proctor
from proctor.cli import app
from proctor.config import build_config
from proctor.runner import execute, start_shard
from proctor.runs.merge import merge_run
from proctor.runs.shards import Shard
from proctor.runs.tracking import TrackingError, log_run, mlflow_key, summary_metrics

EVAL_ARGS = ["eval", "arith", "--model", "mock:seeded", "--limit", "2", "-q"]
SETTINGS = {"model.ref": "mock:seeded", "benchmark.limit": 6, "sampling.n": 4}  # 1 of 24 correct


@pytest.fixture
def run(tmp_path) -> Path:
    out = tmp_path / "run"
    proctor.evaluate("arith", settings=SETTINGS, output=out)
    return out


@pytest.fixture
def trackers_here(tmp_path, monkeypatch):
    """W&B offline into tmp, MLflow's file store allowed (MLflow 3 asks for it), cwd in tmp."""
    monkeypatch.setenv("WANDB_MODE", "offline")
    monkeypatch.setenv("WANDB_DIR", str(tmp_path / "wandb-dir"))
    monkeypatch.setenv("WANDB_SILENT", "true")
    monkeypatch.setenv("MLFLOW_ALLOW_FILE_STORE", "true")
    monkeypatch.delenv("MLFLOW_TRACKING_URI", raising=False)
    (tmp_path / "wandb-dir").mkdir()
    monkeypatch.chdir(tmp_path)
    return tmp_path


def wandb_records(offline_dir: Path) -> dict[str, list]:
    """The records of an offline run's transaction log (LevelDB log format: 7-byte file header,
    32 KiB blocks of chunks each with a 7-byte header), grouped by record type."""
    (path,) = offline_dir.glob("run-*.wandb")
    data = path.read_bytes()
    assert data[:4] == b":W&B"
    block, i, buf, out = 32768, 7, b"", {}
    while i + 7 <= len(data):
        if block - i % block < 7:
            i += block - i % block
            continue
        _crc, length, kind = struct.unpack("<IHB", data[i : i + 7])
        if kind == 0 and length == 0:
            break
        buf += data[i + 7 : i + 7 + length]
        i += 7 + length
        if kind in (1, 4):  # a full record, or the last chunk of one
            rec = wandb_internal_pb2.Record()
            rec.ParseFromString(buf)
            kind = rec.WhichOneof("record_type")
            out.setdefault(kind, []).append(getattr(rec, kind))
            buf = b""
    return out


def test_mlflow_run_holds_config_summary_and_table(run, trackers_here, snapshot):
    before = snapshot(run)
    uri = f"file:{trackers_here / 'mlruns'}"
    where = log_run(run, ["mlflow"], project="aime-evals", mlflow_uri=uri)
    assert snapshot(run) == before

    client = mlflow.MlflowClient(uri)
    (got,) = client.search_runs([client.get_experiment_by_name("aime-evals").experiment_id])
    assert got.info.run_id == where["mlflow"] and got.info.status == "FINISHED"
    assert got.data.tags["proctor.run_dir"] == str(run.resolve())
    assert got.data.tags["mlflow.runName"] == "run"
    params = got.data.params
    assert params["sampling.n"] == "4" and params["benchmark.name"] == "arith"
    assert params["model.ref"] == "mock:seeded"
    assert (
        params["resolved.dataset.fingerprint"]
        == proctor.read_run(run).config["resolved"]["dataset"]["fingerprint"]
    )
    summary = json.loads((run / "summary.json").read_text())
    pass1 = summary["metrics"]["pass@1"]
    assert 0 < pass1["value"] < 1  # the seeded mock gets some right: a value that could be mislogged
    assert got.data.metrics["pass_at_1"] == pytest.approx(pass1["value"])
    assert got.data.metrics["pass_at_1.ci_high"] == pytest.approx(pass1["ci"][1])
    assert got.data.metrics["tokens.completion.total"] == summary["tokens"]["completion"]["total"]

    arts = {a.path for a in client.list_artifacts(got.info.run_id)}
    assert arts == {"config.toml", "summary.json", "samples.json", "per_problem.json"}
    local = Path(client.download_artifacts(got.info.run_id, "samples.json", str(trackers_here / "dl")))
    table = json.loads(local.read_text())
    rows = [dict(zip(table["columns"], row, strict=True)) for row in table["data"]]
    records = proctor.load_run(run)
    assert len(rows) == 24 and "messages" not in table["columns"]
    assert sorted((r["problem_id"], r["sample_index"], r["correct"]) for r in rows) == sorted(
        (r["problem_id"], r["sample_index"], r["correct"]) for r in records
    )
    cfg = client.download_artifacts(got.info.run_id, "config.toml", str(trackers_here / "dl"))
    assert Path(cfg).read_bytes() == (run / "config.toml").read_bytes()


def test_wandb_offline_run_holds_config_summary_and_table(run, trackers_here, snapshot):
    before = snapshot(run)
    where = log_run(run, ["wandb"], project="aime-evals", transcripts=True)
    assert snapshot(run) == before
    offline = Path(where["wandb"])
    assert offline.parent == trackers_here / "wandb-dir" / "wandb"
    assert offline.name.startswith("offline-run-")
    recs = wandb_records(offline)
    assert "exit" in recs  # the log is complete when log_run returns (W&B writes it in the background)

    (head,) = recs["run"]
    assert head.project == "aime-evals" and head.display_name == "run"
    config = {u.key: json.loads(u.value_json) for u in head.config.update}
    assert config["sampling"]["n"] == 4 and config["benchmark"]["name"] == "arith"
    assert config["resolved"]["dataset"]["problems"] == 6

    summary = {}
    for rec in recs["summary"]:
        for u in rec.update:
            summary["/".join(u.nested_key) if u.nested_key else u.key] = json.loads(u.value_json)
    expected = summary_metrics(json.loads((run / "summary.json").read_text()))
    assert 0 < expected["pass@1"] < 1
    assert summary["pass@1"] == pytest.approx(expected["pass@1"])
    assert summary["mean@4/ci_low"] == pytest.approx(expected["mean@4/ci_low"])
    assert summary["proctor_run_dir"] == str(run.resolve())

    (samples,) = (offline / "files" / "media" / "table").glob("samples_*.table.json")
    table = json.loads(samples.read_text())
    assert len(table["data"]) == 24 and "messages" in table["columns"]  # transcripts asked for
    col = table["columns"].index
    records = {(r["problem_id"], r["sample_index"]): r for r in proctor.load_run(run)}
    for row in table["data"]:
        rec = records[(row[col("problem_id")], row[col("sample_index")])]
        assert row[col("final_text")] == rec["final_text"] and row[col("correct")] == rec["correct"]
        assert json.loads(row[col("messages")]) == rec["messages"]
    (per_problem,) = (offline / "files" / "media" / "table").glob("per_problem_*.table.json")
    assert len(json.loads(per_problem.read_text())["data"]) == 6


def test_a_merged_sharded_run_logs_like_any_other(tmp_path, trackers_here):
    out = tmp_path / "sharded"
    cfg = build_config(None, SETTINGS, [])
    for i in range(2):
        prep, shard_dir, done = start_shard(cfg, out, Shard(i, 2))
        asyncio.run(execute(prep, shard_dir, done))
    with pytest.raises(TrackingError, match=f"not finished.*proctor merge {out}"):
        log_run(out, ["mlflow"], mlflow_uri=f"file:{tmp_path / 'mlruns'}")
    assert not (tmp_path / "mlruns").exists()  # refused before MLflow was asked anything
    merged = merge_run(out).summary
    r = CliRunner().invoke(
        app, ["log", str(out), "--to", "mlflow", "--mlflow-uri", f"file:{tmp_path / 'mlruns'}"]
    )
    assert r.exit_code == 0, r.output
    client = mlflow.MlflowClient(f"file:{tmp_path / 'mlruns'}")
    (got,) = client.search_runs([client.get_experiment_by_name("proctor").experiment_id])
    assert got.data.metrics["pass_at_1"] == pytest.approx(merged["metrics"]["pass@1"]["value"])
    assert got.data.metrics["samples"] == 24


def test_a_missing_tracker_package_is_named_before_the_run_starts(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "wandb", None)  # find_spec then says: not installed
    out = tmp_path / "run"
    r = CliRunner().invoke(app, [*EVAL_ARGS, "--log-to", "wandb", "--output", str(out)])
    assert r.exit_code == 2 and "pip install 'proctor[wandb]'" in r.output
    assert not out.exists()  # nothing was started
    r = CliRunner().invoke(app, ["eval", "arith", "--log-to", "neptune", "--output", str(out)])
    assert r.exit_code == 2 and "tracking.to" in r.output and "'wandb' or 'mlflow'" in r.output
    r = CliRunner().invoke(app, ["log", str(tmp_path), "--to", "mlflow,neptune"])
    assert r.exit_code == 2 and "unknown tracker 'neptune': choose from wandb, mlflow" in r.output
    r = CliRunner().invoke(app, ["log", str(tmp_path), "--to", "wandb"])
    assert (
        r.exit_code == 2
        and "wandb needs wandb, which is not installed: pip install 'proctor[wandb]'" in r.output
    )


def test_a_failing_tracker_leaves_the_run_whole_and_exits_nonzero(run, trackers_here, snapshot):
    before = snapshot(run)
    blocker = trackers_here / "not-a-dir"
    blocker.write_text("a file where the MLflow store should be")
    r = CliRunner().invoke(app, ["log", str(run), "--to", "mlflow", "--mlflow-uri", f"file:{blocker}"])
    assert r.exit_code == 1
    assert "logging the run failed (the run directory is unchanged)" in r.output
    assert f"retry with: proctor log {run} --to mlflow" in r.output
    assert snapshot(run) == before


def test_eval_logs_at_its_end_and_records_it_in_config(tmp_path, trackers_here):
    """A real ``proctor eval`` process with --log-to and tracking settings through --set."""
    out = tmp_path / "run"
    uri = f"file:{tmp_path / 'mlruns'}"
    args = ["eval", "arith", "--model", "mock:seeded", "--limit", "3", "-n", "2", "-q", "--output", str(out)]
    args += ["--log-to", "mlflow,wandb", "--set", f'tracking.mlflow_uri="{uri}"']
    r = subprocess.run([sys.executable, "-m", "proctor", *args], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    saved = proctor.read_run(out).config["tracking"]
    assert saved["to"] == ["mlflow", "wandb"] and saved["mlflow_uri"] == uri
    assert "logged to mlflow:" in r.stderr and "logged to wandb:" in r.stderr
    client = mlflow.MlflowClient(uri)
    (got,) = client.search_runs([client.get_experiment_by_name("proctor").experiment_id])
    assert got.data.metrics["samples"] == 6
    assert len(list((tmp_path / "wandb-dir" / "wandb").glob("offline-run-*"))) == 1

    # the same run again, now with a tracker that fails: the run is complete, the exit code says 4
    bad = tmp_path / "bad-store"
    bad.write_text("x")
    args = [*EVAL_ARGS, "--output", str(tmp_path / "run2")]
    args += ["--log-to", "mlflow", "--set", f'tracking.mlflow_uri="file:{bad}"']
    r = subprocess.run([sys.executable, "-m", "proctor", *args], capture_output=True, text=True, timeout=300)
    assert r.returncode == 4, r.stderr
    assert "the run is complete, but logging the run failed" in r.stderr
    assert proctor.read_run(tmp_path / "run2").summary["samples"] == 2


def test_mlflow_names_are_made_valid():
    assert mlflow_key("pass@1/ci_low") == "pass_at_1.ci_low"
    assert mlflow_key("prompt.per_model.openai:gpt-4o") == "prompt.per_model.openai:gpt-4o"
    assert mlflow_key("stop_reasons/<|im_end|>") == "stop_reasons.__im_end__"


def test_wandb_gets_every_row_of_a_large_run(run, trackers_here):
    """W&B cuts a logged table to 10,000 rows by default; a run's table must arrive whole."""
    lines = (run / "samples.jsonl").read_text().splitlines()
    big = [json.loads(lines[i % len(lines)]) | {"sample_index": 100 + i} for i in range(10_500)]
    (run / "samples.jsonl").write_text("".join(json.dumps(r) + "\n" for r in big))
    where = log_run(run, ["wandb"])
    (samples,) = (Path(where["wandb"]) / "files" / "media" / "table").glob("samples_*.table.json")
    rows = json.loads(samples.read_text())["data"]
    assert len(rows) == 10_500
    import wandb

    assert wandb.Table.MAX_ROWS == 10_000  # the library's limit is left as it was


def test_trackers_get_the_identity_columns_and_the_checkpoint_step(tmp_path, trackers_here):
    run = tmp_path / "ckpt"
    proctor.evaluate("arith", settings=SETTINGS | {"model.ref": "mock:step-300"}, output=run)
    uri = f"file:{trackers_here / 'mlruns'}"
    log_run(run, ["mlflow", "wandb"], mlflow_uri=uri)

    client = mlflow.MlflowClient(uri)
    (got,) = client.search_runs([client.get_experiment_by_name("proctor").experiment_id])
    assert got.data.tags["proctor.step"] == "300" and got.data.tags["proctor.env"] == "text-only"
    assert got.data.tags["proctor.run"] == "ckpt"
    (point,) = client.get_metric_history(got.info.run_id, "pass_at_1")
    assert point.step == 300  # MLflow draws pass@1 against the checkpoint's step
    local = Path(client.download_artifacts(got.info.run_id, "samples.json", str(trackers_here / "dl")))
    columns = json.loads(local.read_text())["columns"]
    assert columns[:8] == [
        "run",
        "model",
        "step",
        "env",
        "benchmark",
        "problem_id",
        "problem",
        "sample_index",
    ]

    (offline,) = (trackers_here / "wandb-dir" / "wandb").glob("offline-run-*")
    recs = wandb_records(offline)
    (head,) = recs["run"]
    config = {u.key: json.loads(u.value_json) for u in head.config.update}
    assert config["proctor"]["step"] == 300 and config["proctor"]["model"] == "mock:step-300"
    logged = [
        {"/".join(i.nested_key) if i.nested_key else i.key: json.loads(i.value_json) for i in h.item}
        for h in recs.get("history", [])
    ]
    assert any(row.get("checkpoint_step") == 300 and "pass@1" in row for row in logged), logged
    (samples,) = (offline / "files" / "media" / "table").glob("samples_*.table.json")
    assert json.loads(samples.read_text())["columns"][:3] == ["run", "model", "step"]
