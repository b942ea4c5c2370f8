"""``proctor launch --executor ray``: K=3 shards of the embedded model as Ray tasks on a local Ray
cluster; the test kills one shard's process mid-way and Ray retries the task, which resumes it."""

from __future__ import annotations

import signal
import threading
import time
from pathlib import Path

import psutil
import pytest

from proctor.runs import read_run
from proctor.runs.merge import merge_run
from proctor.scale.launch import run_ray

ray = pytest.importorskip("ray")
pytestmark = [pytest.mark.model, pytest.mark.slow, pytest.mark.timeout(1800)]  # Ray starts slowly

SRC = Path(__file__).resolve().parents[1] / "src"
ARGS = ["arith", "--limit", "2", "-n", "2", "--max-tokens", "8", "--temperature", "0.8", "--seed", "3"]
ARGS += ["--concurrency", "1", "--set", "model.n_threads=1"]


def shard_pids(run_dir: Path, shard: str) -> list[int]:
    found = []
    for p in psutil.process_iter(["pid", "cmdline"]):
        cmd = p.info["cmdline"] or []
        if "eval" in cmd and str(run_dir) in cmd and shard in cmd:
            found.append(p.info["pid"])
    return found


@pytest.fixture
def local_ray(monkeypatch):
    monkeypatch.setenv("PYTHONPATH", str(SRC))  # the workers start `python -m proctor` from elsewhere
    ray.init(num_cpus=3, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def test_ray_runs_shards_and_retries_a_killed_one(local_ray, tmp_path):
    run = tmp_path / "run"
    seen: set[int] = set()
    killed: list[int] = []

    def killer() -> None:  # SIGKILL shard 0's process once, as soon as it runs
        deadline = time.time() + 600
        while time.time() < deadline and not killed:
            for pid in shard_pids(run, "0/3"):
                seen.add(pid)
                time.sleep(1.0)
                psutil.Process(pid).send_signal(signal.SIGKILL)
                killed.append(pid)
                break
            time.sleep(0.05)
        while time.time() < deadline:  # then watch for the retry
            seen.update(shard_pids(run, "0/3"))
            if len(seen) > 1:
                return
            time.sleep(0.05)

    watcher = threading.Thread(target=killer, daemon=True)
    watcher.start()
    run_ray(ARGS, run, 3, max_retries=2)
    watcher.join(timeout=5)
    assert killed, "the test never saw shard 0 running"
    assert len(seen) >= 2, "Ray did not start shard 0 again after the kill"
    result = merge_run(run)
    merged = read_run(run)
    keys = [(r.problem_id, r.sample_index) for r in merged.records]
    assert result.shards == 3 and len(keys) == len(set(keys)) == 4
    assert all(r.final_text and r.completion_tokens > 0 for r in merged.records)
