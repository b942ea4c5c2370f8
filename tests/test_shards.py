"""Shards of one run (``eval --shard i/K``), ``proctor merge`` and ``proctor status``, as real processes.

The fast tests use the scripted mock model; the ``model`` tests run the embedded SmolLM2 model and
show that a run split into K separately started processes merges to the records of one process.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from proctor_cli import run_proctor as proctor

from proctor.runs import read_run
from proctor.runs.rundir import lock_run_dir
from proctor.runs.shards import Shard, ShardError, owner_of

MOCK = ["arith", "--limit", "4", "-n", "3", "--model", "mock:the answer is 7", "-q"]


def start(*args: str) -> subprocess.Popen:
    env = {**os.environ, "COLUMNS": "200"}
    cmd = [sys.executable, "-m", "proctor", *args]
    return subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)


def run_shards(args: list[str], out: Path, k: int) -> None:
    """K shards as K processes started together (they race to publish config.toml)."""
    procs = [start("eval", *args, "--output", str(out), "--shard", f"{i}/{k}") for i in range(k)]
    for p in procs:
        output, _ = p.communicate(timeout=900)
        assert p.returncode == 0, output


def key(r) -> tuple[str, int]:
    return (r.problem_id, r.sample_index)


def stable(obj):
    """A record without its wall-clock facts (latency, per turn too); everything else must be identical."""
    if isinstance(obj, dict):
        return {k: stable(v) for k, v in obj.items() if k != "latency_s"}
    if isinstance(obj, list):
        return [stable(v) for v in obj]
    return obj


def records(run_dir: Path) -> dict[tuple[str, int], dict]:
    return {key(r): stable(r.model_dump()) for r in read_run(run_dir).records}


def summary_of(run_dir: Path) -> dict:
    s = json.loads((run_dir / "summary.json").read_text())
    for k in ("wall_s", "shards", "latency_s", "latency"):
        s.pop(k, None)
    return s


def test_shard_parse_rejects_bad_values():
    assert Shard.parse("2/4") == Shard(2, 4) and Shard(2, 4).name == "2-of-4"
    for bad in ("4/4", "1", "a/3", "-1/3", "0/0"):
        with pytest.raises(ShardError, match="--shard"):
            Shard.parse(bad)


def test_shards_partition_the_pairs_and_merge(tmp_path):
    out = tmp_path / "run"
    run_shards(MOCK, out, 3)
    r = proctor("status", str(out))
    assert "every shard done" in r.stdout and "12/12" in r.stdout
    proctor("merge", str(out))
    run = read_run(out)
    keys = [key(r) for r in run.records]
    assert len(keys) == len(set(keys)) == 12
    cfg = run.config
    for i in range(3):  # each shard holds exactly the pairs it owns
        shard_keys = {key(r) for r in read_run(out / "shards" / f"{i}-of-3").records}
        assert shard_keys == {k for k in keys if owner_of(cfg, k[0], k[1], 3) == i}
    assert run.summary["samples"] == 12 and run.summary["shards"]["count"] == 3
    # the merged run is an ordinary run: compare and regrade read it unchanged
    single = tmp_path / "single"
    proctor("eval", *MOCK, "--output", str(single))
    assert records(out) == records(single)
    assert summary_of(out) == summary_of(single)
    r = proctor("compare", str(single), str(out))
    assert "mean@3" in r.stdout
    proctor("regrade", str(out), "--grader", "integer", "--output", str(tmp_path / "regraded"))
    assert len(read_run(tmp_path / "regraded").records) == 12


def test_shard_with_other_settings_is_refused_at_start(tmp_path):
    out = tmp_path / "run"
    proctor("eval", *MOCK, "--output", str(out), "--shard", "0/2")
    r = proctor("eval", *MOCK, "--temperature", "0.1", "--output", str(out), "--shard", "1/2", check=False)
    assert r.returncode == 2
    assert "sampling.temperature: 0.6 -> 0.1" in r.stderr and "same options" in r.stderr
    assert not (out / "shards" / "1-of-2").exists()
    # settings local to a node may differ
    proctor("eval", *MOCK, "--concurrency", "1", "--output", str(out), "--shard", "1/2")
    r = proctor("eval", *MOCK, "--output", str(out), "--shard", "0/3", check=False)
    assert r.returncode == 2 and "holds shards of K=2" in r.stderr


def test_merge_refuses_mismatched_unfinished_or_missing_shards(tmp_path):
    out, other = tmp_path / "run", tmp_path / "other"
    proctor("eval", *MOCK, "--output", str(out), "--shard", "0/2")
    r = proctor("merge", str(out), check=False)
    assert r.returncode == 2 and "shard 1/2 never started" in r.stderr
    # a shard folder produced by another run (other seed) is moved in: merge names the difference
    proctor("eval", *MOCK, "--seed", "5", "--output", str(other), "--shard", "1/2")
    (other / "shards" / "1-of-2").rename(out / "shards" / "1-of-2")
    r = proctor("merge", str(out), check=False)
    assert r.returncode == 2
    assert "shard 1/2" in r.stderr and "run.seed: 0 -> 5" in r.stderr
    assert not (out / "samples.jsonl").exists() and not (out / "summary.json").exists()
    # an unfinished shard
    (out / "shards" / "1-of-2" / ".done").unlink()
    r = proctor("merge", str(out), check=False)
    assert r.returncode == 2 and "shard 1/2 is not done" in r.stderr and "--shard I/2" in r.stderr


def test_merge_refuses_other_grader_version(tmp_path):
    out = tmp_path / "run"
    run_shards(MOCK, out, 2)
    cfg = out / "shards" / "1-of-2" / "config.toml"
    text = cfg.read_text()
    assert "grader_version" in text
    cfg.write_text(text.replace('grader_version = "', 'grader_version = "old-'))
    r = proctor("merge", str(out), check=False)
    assert r.returncode == 2 and "resolved.grader_version" in r.stderr


def test_two_processes_on_one_shard_and_plain_resume_are_refused(tmp_path):
    out = tmp_path / "run"
    proctor("eval", *MOCK, "--output", str(out), "--shard", "0/2")
    held = lock_run_dir(out / "shards" / "0-of-2")  # a live process holds the shard
    try:
        r = proctor("eval", "--resume", str(out), "--shard", "0/2", check=False)
        assert r.returncode == 2 and "in use by another proctor process" in r.stderr
    finally:
        held.close()
    r = proctor("eval", "--resume", str(out), check=False)
    assert r.returncode == 2 and "sharded run (K=2)" in r.stderr and "--shard I/2" in r.stderr
    r = proctor("eval", "--resume", str(out / "shards" / "0-of-2"), check=False)
    assert r.returncode == 2 and f"--resume {out} --shard 0/2" in r.stderr
    r = proctor("eval", *MOCK, "--shard", "0/2", check=False)
    assert r.returncode == 2 and "--shard needs --output" in r.stderr


# --- the embedded model: one process vs K separately started processes --------------------------------

MODEL = ["arith", "--limit", "3", "-n", "2", "--max-tokens", "24", "--temperature", "0.8", "--seed", "3"]
MODEL += ["--concurrency", "1", "--set", "model.n_threads=1", "-q"]


@pytest.fixture(scope="module")
def single_run(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("single") / "run"
    proctor("eval", *MODEL, "--output", str(out))
    return out


@pytest.mark.model
def test_three_shard_processes_merge_to_the_one_process_run(single_run, tmp_path):
    out = tmp_path / "sharded"
    run_shards(MODEL, out, 3)
    proctor("merge", str(out))
    merged, single = records(out), records(single_run)
    assert merged == single  # text, grades, seeds, tokens: everything but latency
    assert len({r["final_text"] for r in merged.values()}) > 1
    assert summary_of(out) == summary_of(single_run)


@pytest.mark.model
def test_sigkilled_shard_is_rerun_and_merges_exactly_once(single_run, tmp_path):
    out = tmp_path / "killed"
    cfg = read_run(single_run).config
    counts = [sum(owner_of(cfg, *k, 2) == i for k in records(single_run)) for i in range(2)]
    victim = counts.index(max(counts))
    assert counts[victim] >= 2, "the killed shard needs a pair left after the first"
    other = start("eval", *MODEL, "--output", str(out), "--shard", f"{1 - victim}/2")
    proc = start("eval", *MODEL, "--output", str(out), "--shard", f"{victim}/2")
    samples = out / "shards" / f"{victim}-of-2" / "samples.jsonl"
    deadline = time.time() + 600
    while time.time() < deadline and not (samples.exists() and samples.read_bytes().count(b"\n") >= 1):
        time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    proc.communicate(timeout=60)
    other.communicate(timeout=900)
    assert other.returncode == 0
    n_before = samples.read_bytes().count(b"\n")
    assert 1 <= n_before < counts[victim], "the kill should land mid-shard"
    with open(samples, "ab") as f:  # what a kill during a write leaves behind
        f.write(b'{"problem_id": "arith-L1-0000", "sample_')
    r = proctor("merge", str(out), check=False)
    assert r.returncode == 2 and f"shard {victim}/2 is not done" in r.stderr
    r = proctor("status", str(out))
    assert "stopped" in r.stdout
    proctor("eval", *MODEL, "--output", str(out), "--shard", f"{victim}/2")  # the same command again
    proctor("merge", str(out))
    lines = [json.loads(x) for x in (out / "samples.jsonl").read_text().splitlines()]
    assert len(lines) == len({(x["problem_id"], x["sample_index"]) for x in lines}) == 6
    assert records(out) == records(single_run)


@pytest.mark.parametrize("hard_links", [True, False])
def test_config_is_published_once_and_compared(tmp_path, monkeypatch, hard_links):
    from proctor.runs import shards

    if not hard_links:  # e.g. some network or FUSE filesystems: exclusive create instead

        def no_link(src, dst):
            raise PermissionError("no hard links here")

        monkeypatch.setattr(shards.os, "link", no_link)
    cfg = {"run": {"seed": 0}, "sampling": {"n": 2}, "runner": {"concurrency": 4}, "resolved": {"x": 1}}
    shards.publish_config(tmp_path, cfg, "shard 0/2")
    first = (tmp_path / "config.toml").read_bytes()
    shards.publish_config(tmp_path, {**cfg, "runner": {"concurrency": 1}}, "shard 1/2")  # local: allowed
    assert (tmp_path / "config.toml").read_bytes() == first
    with pytest.raises(ShardError, match=r"sampling.n: 2 -> 3"):
        shards.publish_config(tmp_path, {**cfg, "sampling": {"n": 3}}, "shard 1/2")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["config.toml"]  # no temporary left behind


def test_merged_summary_has_the_judge_and_thinking_blocks_of_one_process(tmp_path):
    """The run-level blocks only some runs have (a RULES+judge grader, a reasoning model) are computed
    by the same pass for a merged sharded run as for one process."""
    args = [
        "arith", "--limit", "3", "-n", "2", "-q", "--model", "mock:<think>it is 7</think>maybe seven",
        "--grader", "number+judge", "--set", "grader.options.judge.model='mock:Score: 10'",
        "--set", "grader.options.cache=''",
    ]  # fmt: skip
    out, single = tmp_path / "run", tmp_path / "single"
    run_shards(args, out, 2)
    proctor("merge", str(out))
    proctor("eval", *args, "--output", str(single))
    merged, alone = summary_of(out), summary_of(single)
    assert merged["judge"] == alone["judge"] and merged["judge"]["judge_calls"] == 6
    assert merged["thinking"] == alone["thinking"] and merged["thinking"]["turns_by_state"]["closed"] == 6
    assert merged == alone


def test_merge_refuses_stray_errored_repeated_or_missing_records_and_writes_nothing(tmp_path):
    """merge checks each record as it copies and summarizes it (one pass, no key held in memory):
    a record of another shard, an errored or repeated record, a missing pair each stop it, and
    neither samples.jsonl nor summary.json (nor a temporary) is left behind."""
    from proctor.runs.merge import MergeError, merge_run

    out = tmp_path / "run"
    run_shards(MOCK, out, 2)
    files = [out / "shards" / f"{i}-of-2" / "samples.jsonl" for i in range(2)]
    original = [f.read_bytes() for f in files]
    lines = [text.splitlines(keepends=True) for text in original]
    errored = json.dumps({**json.loads(lines[0][0]), "error": "boom"}).encode() + b"\n"
    cases = {
        "holds records of other shards": [b"".join(lines[0] + lines[1][:1]), b"".join(lines[1][1:])],
        "holds an errored record": [b"".join([errored, *lines[0][1:]]), original[1]],
        "(1 of them repeat a pair)": [original[0] + lines[0][0], original[1]],
        "hold 11 records": [b"".join(lines[0][:-1]), original[1]],
    }
    for message, contents in cases.items():
        for f, data in zip(files, contents, strict=True):
            f.write_bytes(data)
        with pytest.raises(MergeError) as e:
            merge_run(out)
        assert message in str(e.value) and "--shard" in str(e.value)
        assert not {"samples.jsonl", "samples.jsonl.tmp", "summary.json"} & {p.name for p in out.iterdir()}
    for f, data in zip(files, original, strict=True):
        f.write_bytes(data)
    assert merge_run(out).records == 12
    assert (out / "samples.jsonl").read_bytes() == original[0] + original[1]
