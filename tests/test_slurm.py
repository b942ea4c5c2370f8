"""``proctor slurm``: the generated array script's body run locally for each SLURM_ARRAY_TASK_ID (Slurm
is not installed here), then the merge script; ``--submit`` against a stand-in ``sbatch`` on PATH."""

from __future__ import annotations

import os
import stat
import subprocess

from proctor_cli import run_proctor

from proctor.runs import read_run

EVAL = ["arith", "--limit", "4", "-n", "3", "--model", "mock:the answer is 7"]


def proctor(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return run_proctor(*args, env=env, check=False)


def test_array_script_run_per_task_then_merge(tmp_path):
    run = tmp_path / "run"
    r = proctor(
        "slurm", str(run), "--shards", "3", "--sbatch-args", "--partition=gpu --time=2:00:00", "--", *EVAL
    )
    assert r.returncode == 0, r.stderr
    shards, merge = run / "slurm" / "shards.sbatch", run / "slurm" / "merge.sbatch"
    text = shards.read_text()
    assert (
        "#SBATCH --array=0-2" in text
        and "#SBATCH --partition=gpu" in text
        and "#SBATCH --time=2:00:00" in text
    )
    assert "'mock:the answer is 7'" in text  # quoted for the shell
    for i in range(3):  # what each array task runs (#SBATCH lines are comments to bash)
        t = subprocess.run(["bash", str(shards)], env={**os.environ, "SLURM_ARRAY_TASK_ID": str(i)})
        assert t.returncode == 0
    m = subprocess.run(["bash", str(merge)], capture_output=True, text=True)
    assert m.returncode == 0, m.stderr
    merged = read_run(run)
    assert merged.complete and len(merged.records) == 12
    assert len({(x.problem_id, x.sample_index) for x in merged.records}) == 12


def test_merge_script_fails_while_a_task_has_not_run(tmp_path):
    run = tmp_path / "run"
    assert proctor("slurm", str(run), "--shards", "2", "--", *EVAL).returncode == 0
    subprocess.run(
        ["bash", str(run / "slurm" / "shards.sbatch")], env={**os.environ, "SLURM_ARRAY_TASK_ID": "0"}
    )
    m = subprocess.run(["bash", str(run / "slurm" / "merge.sbatch")], capture_output=True, text=True)
    assert m.returncode == 2 and "shard 1/2 never started" in m.stderr


def test_submit_chains_the_merge_after_the_array(tmp_path):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    calls = tmp_path / "calls"
    fake = bin_dir / "sbatch"  # a stand-in for sbatch: records its arguments, prints a job id
    fake.write_text(f'#!/bin/sh\necho "$@" >> {calls}\necho "$(wc -l < {calls})00;cluster"\n')
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    run = tmp_path / "run"
    env = {"PATH": f"{bin_dir}:{os.environ['PATH']}"}
    r = proctor("slurm", str(run), "--shards", "4", "--submit", "--", *EVAL, env=env)
    assert r.returncode == 0, r.stderr
    first, second = calls.read_text().splitlines()
    assert first == f"--parsable {run / 'slurm' / 'shards.sbatch'}"
    assert second == f"--parsable --dependency=afterok:100 {run / 'slurm' / 'merge.sbatch'}"
    assert "array job 100" in r.stderr and "merge job 200" in r.stderr


def test_bad_eval_arguments_are_refused_before_writing(tmp_path):
    run = tmp_path / "run"
    r = proctor("slurm", str(run), "--shards", "2", "--", "arith", "--bogus", "1")
    assert r.returncode == 2 and "--bogus" in r.stdout + r.stderr and not run.exists()
    r = proctor("slurm", str(run), "--shards", "2", "--", "arith", "--shard", "0/2")
    assert r.returncode == 2 and "set --output RUN_DIR and --shard themselves" in r.stderr
    assert not (run / "slurm").exists()
