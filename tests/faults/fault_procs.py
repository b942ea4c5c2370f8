"""Finding the processes a test started, by a marker in their environment (every descendant inherits
it, whoever its parent is now), and waiting, bounded, for them to be gone."""

from __future__ import annotations

import os
import time
import uuid

import psutil

MARK = "PROCTOR_FAULT_MARK"


def new_mark() -> dict[str, str]:
    """An environment addition that tags a process and all its descendants."""
    return {MARK: uuid.uuid4().hex}


def marked(mark: dict[str, str], exclude: tuple[int, ...] = ()) -> list[psutil.Process]:
    """Live processes carrying ``mark`` (zombies excluded: they use nothing and are being reaped)."""
    value = mark[MARK]
    found = []
    for proc in psutil.process_iter():
        if proc.pid in exclude or proc.pid == os.getpid():
            continue
        try:
            if proc.environ().get(MARK) == value and proc.status() != psutil.STATUS_ZOMBIE:
                found.append(proc)
        except psutil.Error:
            pass
    return found


def wait_until(predicate, timeout_s: float, step_s: float = 0.05):
    """``predicate()`` polled until truthy or ``timeout_s`` passes; its last value."""
    deadline = time.monotonic() + timeout_s
    value = predicate()
    while not value and time.monotonic() < deadline:
        time.sleep(step_s)
        value = predicate()
    return value


def survivors(mark: dict[str, str], within_s: float = 5.0) -> list[str]:
    """The marked processes still alive ``within_s`` seconds from now (then killed, so a failing
    test leaves nothing behind), described for the assertion message."""
    left = wait_until(lambda: not marked(mark), within_s) or marked(mark)
    if left is True:
        return []
    described = []
    for proc in left:
        try:
            described.append(f"pid {proc.pid} ppid {proc.ppid()} {' '.join(proc.cmdline())[:120]}")
            proc.kill()
        except psutil.Error:
            pass
    return described


def cpu_s(proc: psutil.Process) -> float:
    try:
        t = proc.cpu_times()
        return t.user + t.system
    except psutil.Error:
        return 0.0


def cmdline(proc: psutil.Process) -> str:
    try:
        return " ".join(proc.cmdline())
    except psutil.Error:
        return ""


FULL_SWEEP_ENV = "PROCTOR_FULL_SWEEP"


def sweep_points(full: int, sample: int) -> int:
    """How many kill points a seeded sweep (``@pytest.mark.sweep``) visits: by default a fixed
    sample, its first ``sample`` points (the seed makes them the same every run); all ``full`` with
    PROCTOR_FULL_SWEEP=1 (e.g. ``PROCTOR_FULL_SWEEP=1 pytest -m sweep tests/faults``)."""
    import os

    return full if os.environ.get(FULL_SWEEP_ENV, "") not in ("", "0") else sample
