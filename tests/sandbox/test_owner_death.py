"""No sandbox process outlives its owner: SIGKILL the Python process that owns a Sandbox in the
middle of its calls, and every worker, zygote, spare, session kernel and the calls' daemons are
gone a few seconds later (the zygote watches the host's end of its request pipe; bubblewrap's
--die-with-parent; its children's PR_SET_PDEATHSIG)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest
from nobody import as_nobody, nobody_env, unavailable

SCRIPT = Path(__file__).with_name("owner_script.py")


def _alive(pids: list[int]) -> list[int]:
    out = []
    for pid in pids:
        try:
            if psutil.Process(pid).status() != psutil.STATUS_ZOMBIE:
                out.append(pid)
        except psutil.NoSuchProcess:
            pass
    return out


@pytest.mark.parametrize("kind", ["root", "userns", "userns-nobody", "unsafe"])
def test_no_sandbox_process_outlives_its_owner(kind):
    if kind in ("root", "userns-nobody") and os.geteuid() != 0:
        pytest.skip("needs root")
    if kind == "userns-nobody" and (why := unavailable()):
        pytest.skip(why)
    argv = [sys.executable, str(SCRIPT), "userns" if kind == "userns-nobody" else kind]
    env = (
        nobody_env() if kind == "userns-nobody" else {**os.environ, "PYTHONPATH": nobody_env()["PYTHONPATH"]}
    )
    owner = subprocess.Popen(
        as_nobody(argv) if kind == "userns-nobody" else argv,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd="/",
    )
    pids: list[int] = []
    try:
        line = owner.stdout.readline()  # type: ignore[union-attr]
        pids = json.loads(line)
        assert len(pids) >= 8, pids  # two workers' processes, the calls and their daemons
        assert _alive(pids) == pids
        os.kill(owner.pid, signal.SIGKILL)
        owner.wait()
        deadline = time.monotonic() + 5
        while _alive(pids) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert _alive(pids) == [], f"still alive after their owner died: {_alive(pids)}"
    finally:
        owner.kill()
        for pid in _alive(pids):
            os.kill(pid, signal.SIGKILL)
