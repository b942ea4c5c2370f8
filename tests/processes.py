"""Starting and stopping the helper server processes tests run on 127.0.0.1."""

from __future__ import annotations

import contextlib
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

FAKE_SERVER = Path(__file__).resolve().parents[1] / "perf" / "fake_server.py"


def stop(proc: subprocess.Popen) -> None:
    """Terminate ``proc`` (if it still runs) and reap it; kill it when it ignores that for 30 s."""
    if proc.poll() is None:
        proc.terminate()
    try:
        proc.wait(30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(10)


def start_fake_server(*flags: str) -> tuple[subprocess.Popen, str]:
    """perf/fake_server.py with ``flags`` (its own defaults otherwise): the process and its base URL."""
    proc = subprocess.Popen(
        [sys.executable, str(FAKE_SERVER), *flags], stdin=subprocess.PIPE, stdout=subprocess.PIPE
    )
    line = proc.stdout.readline().decode()
    assert line.startswith("PORT "), line
    return proc, f"http://127.0.0.1:{int(line.split()[1])}"


def fake_server(*flags: str) -> tuple[subprocess.Popen, str]:
    """perf/fake_server.py with 4 slots of 0.3 s (and ``flags``): the process and its base URL."""
    return start_fake_server("--size", "200", "--slots", "4", "--sleep", "0.3", *flags)


@contextlib.contextmanager
def serving(*flags: str) -> Iterator[str]:
    """perf/fake_server.py with ``flags`` for the ``with`` block: its base URL; stopped after."""
    proc, url = start_fake_server(*flags)
    try:
        yield url
    finally:
        stop(proc)


def llama_server_binary() -> str | None:
    """llama.cpp's ``llama-server`` as the perf scripts find it (``perf/llama_server.py``):
    ``PROCTOR_LLAMA_SERVER``, the ``llama-server`` extra, or ``PATH``; None where there is none."""
    perf = str(Path(__file__).resolve().parents[1] / "perf")
    if perf not in sys.path:
        sys.path.insert(0, perf)
    from llama_server import find_llama_server

    return find_llama_server()
