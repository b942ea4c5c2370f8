"""No process outlives its owner: the owner is SIGKILLed in the middle of a pathological grading case
and in the middle of a `proctor launch`, and a few seconds later none of its children is alive.
Children are found by a marker in their environment, whoever their parent is by then."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import psutil
import pytest
from fault_procs import cmdline, cpu_s, marked, new_mark, survivors, wait_until

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux process semantics")

SLOW = r"\boxed{(1+10^{-30})^{10^{30}}}"  # sympy spends its whole CPU limit on it: a timeout
OWNER = f"""
import proctor
from proctor.grading.pool import default_pool
print("ok" if default_pool().run({{"op": "ping"}}) else "no worker", flush=True)  # the pool is up
for _ in range(2):  # each: 1 s of CPU in a worker, then a timeout and a replacement worker
    print(proctor.grade(r"{SLOW}", "e", timeout=1.0).status, flush=True)
"""


def _owner(mark: dict[str, str]) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-c", OWNER],
        env={**os.environ, **mark},
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )


@pytest.mark.parametrize("moment", ["mid-case", "after-a-timeout"])
def test_grader_workers_die_with_an_owner_killed_during_a_pathological_case(moment):
    mark = new_mark()
    owner = _owner(mark)
    try:
        assert owner.stdout.readline().strip() == "ok"
        workers = {p.pid: p for p in marked(mark, exclude=(owner.pid,))}
        assert workers, "the pool started no worker"
        start = {pid: cpu_s(p) for pid, p in workers.items()}
        if moment == "mid-case":  # a worker has spent half its 1 s limit on the case
            busy = wait_until(lambda: any(cpu_s(p) - start[i] > 0.5 for i, p in workers.items()), 60)
            assert busy, "no worker took up the case"
        else:  # the pool cut the first case; a replacement starts while the second case runs
            assert owner.stdout.readline().strip() == "timeout"
            time.sleep(0.2)
        owner.send_signal(signal.SIGKILL)
        owner.wait(timeout=10)
        left = survivors(mark, within_s=5)
        assert not left, f"grader workers outlived their owner: {left}"
    finally:
        owner.kill()
        owner.wait(timeout=10)
        survivors(mark, within_s=0)


def test_a_worker_whose_owner_is_gone_is_stopped_by_its_cpu_limit():
    """The last backstop, alone: a worker started without an owner to watch (so neither the death
    signal nor the watch applies) is ended by RLIMIT_CPU partway into a case it cannot finish."""
    env = {k: v for k, v in os.environ.items() if k != "PROCTOR_PARENT_PID"}
    src = os.path.join(os.path.dirname(__file__), "..", "..", "src")
    env["PYTHONPATH"] = os.path.abspath(src)
    worker = subprocess.Popen(
        [sys.executable, "-m", "proctor.grading.worker"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
    )
    try:
        assert worker.stdout.readline().strip() == b"ready"
        before = cpu_s(psutil.Process(worker.pid))
        case = {"op": "equiv", "pred": "(1+10^{-30})^{10^{30}}", "gold": "e", "cpu_s": 0.5}
        worker.stdin.write(json.dumps(case).encode() + b"\n")
        worker.stdin.flush()
        proc = psutil.Process(worker.pid)
        used = before
        deadline = time.monotonic() + 60
        while worker.poll() is None and time.monotonic() < deadline:
            used = max(used, cpu_s(proc))
            time.sleep(0.05)
        assert worker.returncode == -signal.SIGXCPU, f"still running after {used - before:.1f} s of CPU"
        assert used - before <= 1 + 2 + 0.5  # at most the backstop: 2 x 0.5 s + 1 s, rounded up
    finally:
        worker.kill()
        worker.wait(timeout=10)


def parent_pid(proc: psutil.Process) -> int | None:
    try:
        return proc.ppid()
    except psutil.Error:  # a transient child that has exited since it was listed
        return None


def test_shards_and_their_workers_die_with_a_launch_killed_mid_run(tmp_path):
    mark = new_mark()
    run = tmp_path / "run"
    cmd = [sys.executable, "-m", "proctor", "launch", str(run), "--shards", "2", "--"]
    cmd += ["arith", "--limit", "6", "--model", f"mock:{SLOW}", "--grader", "math"]  # each sample: 2 s CPU
    launcher = subprocess.Popen(
        cmd, env={**os.environ, **mark}, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        grading = wait_until(
            lambda: sum("proctor.grading.worker" in cmdline(p) for p in marked(mark)) >= 2, 90
        )
        assert grading, "the shards never started grading"
        # A shard's child between fork and exec still shows the shard's command line, so a shard
        # is an `eval` process whose parent is the launcher; any other `eval` is a shard's child.
        evals = [p for p in marked(mark) if " eval " in cmdline(p)]
        shards = [p for p in evals if parent_pid(p) == launcher.pid]
        assert len(shards) == 2, f"expected 2 shards under the launcher, got {shards}"
        others = [p for p in evals if p not in shards and parent_pid(p) is not None]
        assert all(parent_pid(p) in {s.pid for s in shards} for p in others), others
        launcher.send_signal(signal.SIGKILL)
        launcher.wait(timeout=10)
        left = survivors(mark, within_s=5)
        assert not left, f"shard processes or their grader workers outlived `proctor launch`: {left}"
    finally:
        launcher.kill()
        launcher.wait(timeout=10)
        survivors(mark, within_s=0)


SERVER_OWNER = """
import sys, time
from proctor.lifetime import spawn
server = spawn([sys.executable, "-m", "proctor.lifetime", "http.server", "0", "--bind", "127.0.0.1"])
print(server.pid, flush=True)
time.sleep(600)
"""


def test_a_local_server_started_owned_dies_with_its_owner():
    """A program that knows nothing of proctor (here http.server; llama_cpp.server in
    perf/llama_server.py) run as ``python -m proctor.lifetime MODULE`` dies with its owner."""
    mark = new_mark()
    owner = subprocess.Popen(
        [sys.executable, "-c", SERVER_OWNER], env={**os.environ, **mark}, stdout=subprocess.PIPE, text=True
    )
    try:
        server = psutil.Process(int(owner.stdout.readline()))
        sockets = getattr(server, "net_connections", None) or server.connections  # psutil < 6: connections
        assert wait_until(lambda: sockets(kind="tcp"), 60), "the server never listened"
        owner.send_signal(signal.SIGKILL)
        owner.wait(timeout=10)
        left = survivors(mark, within_s=5)
        assert not left, f"the server outlived its owner: {left}"
    finally:
        owner.kill()
        owner.wait(timeout=10)
        survivors(mark, within_s=0)
