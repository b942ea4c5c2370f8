"""A grader worker SIGKILLed in the middle of a case (the OOM killer, an operator): the case is asked
again of a fresh worker, so the verdict is the one an undisturbed worker gives, never a timeout
that a summary would count as a wrong answer."""

from __future__ import annotations

import json
import os
import random
import signal
import sys
import threading

import psutil
import pytest
from fault_procs import cpu_s, wait_until
from fault_table import tally
from proctor_cli import run_proctor

from proctor.grading.pool import WorkerPool
from proctor.runs import read_run

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux process semantics")

CASE = r"(1+10^{-4})^{3 \cdot 10^{5}}"  # about 0.7 s of CPU in sympy, well inside a 10 s limit
LONG = r"(1+10^{-4})^{6 \cdot 10^{5}}"  # about 2 s of CPU, inside a 20 s limit


def _kill_when_busy(pool: WorkerPool, after_cpu_s: float, killed: list[int]) -> None:
    """Kill the first worker that has spent ``after_cpu_s`` CPU seconds since it was seen idle."""
    workers = wait_until(lambda: list(pool._all), 30)
    start = {w.proc.pid: cpu_s(psutil.Process(w.proc.pid)) for w in workers}

    def busy():
        for pid, before in start.items():
            try:
                if cpu_s(psutil.Process(pid)) - before > after_cpu_s:
                    return pid
            except psutil.Error:
                pass
        return None

    pid = wait_until(busy, 30, step_s=0.01)
    if pid:
        os.kill(pid, signal.SIGKILL)
        killed.append(pid)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_worker_killed_mid_case_gives_the_undisturbed_verdict(seed):
    pool = WorkerPool(size=1)
    try:
        assert pool.run({"op": "ping"}) is not None
        killed: list[int] = []
        after = random.Random(seed).uniform(0.05, 0.4)
        killer = threading.Thread(target=_kill_when_busy, args=(pool, after, killed))
        killer.start()
        answer = pool.run({"op": "equiv", "pred": CASE, "gold": "e"}, 10.0)
        killer.join(timeout=60)
        assert killed, "the worker was not killed mid-case"
        assert answer == {"result": False, "status": "ok"}, answer
        assert pool.stats["crashes"] == 1 and pool.stats["timeouts"] == 0
        tally("grader worker killed", faults=1, completed=1)
    finally:
        pool.close()


def test_an_eval_whose_grader_worker_is_killed_grades_as_an_undisturbed_one(tmp_path):
    """The same through `proctor eval`: a worker of the run's pool is killed while it grades."""
    args = ["eval", "arith", "--limit", "3", "-n", "2", "--grader", "math", "-q"]
    args += ["--model", f"mock:The answer is \\boxed{{{LONG}}}", "--set", "grader.options={timeout=20}"]
    probe = WorkerPool(size=1)  # what a worker's start costs here, to tell a start from a case
    try:
        assert probe.run({"op": "ping"}) is not None
        ready_cpu = cpu_s(psutil.Process(next(iter(probe._all)).proc.pid))
    finally:
        probe.close()
    clean = tmp_path / "clean"
    run_proctor(*args, "--output", str(clean), timeout=300)
    hit = tmp_path / "hit"
    env = {"COLUMNS": "200"}
    import subprocess

    proc = subprocess.Popen(
        [sys.executable, "-m", "proctor", *args, "--output", str(hit)],
        env={**os.environ, **env},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:

        def busy_worker():
            try:
                kids = psutil.Process(proc.pid).children()
            except psutil.Error:
                return None
            return next((k for k in kids if cpu_s(k) > ready_cpu + 0.7), None)  # into a case

        worker = wait_until(busy_worker, 120, step_s=0.01)
        assert worker is not None, "no grader worker took up a case"
        worker.kill()
        assert proc.wait(timeout=300) == 0
    finally:
        proc.kill()
        proc.wait(timeout=30)

    def key(r):
        return (r.problem_id, r.sample_index)

    want = {key(r): (r.correct, r.grade_status) for r in read_run(clean).records}
    got = {key(r): (r.correct, r.grade_status) for r in read_run(hit).records}
    assert got == want and {s for _, s in got.values()} == {"ok"}
    summary = json.loads((hit / "summary.json").read_text())
    assert summary == json.loads((clean / "summary.json").read_text()) | {
        k: summary[k] for k in summary if "latency" in k or "wall" in k
    }
    tally("grader worker killed", faults=1, completed=1)
