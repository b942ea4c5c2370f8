"""Fixtures for the sandbox tests: one small pool per module, and host-side views into a worker."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator

import psutil
import pytest

from proctor.sandbox import Sandbox, SandboxUnavailable

sys.path.insert(0, os.path.dirname(__file__))  # nobody.py (imported by test modules too)
from nobody import BOXES, open_box  # noqa: E402

# set in the test process BEFORE any sandbox starts: the code must never see it
CANARY_ENV = "PROCTOR_TEST_API_KEY"
CANARY_VALUE = "sk-canary-7f3a9d1e-do-not-leak"


# root mode needs proctor to run as root (CI does); user-namespace mode is what a normal user gets,
# and root can ask for it too, so CI exercises both
MODES = ("root", "userns")


@pytest.fixture(scope="module", params=MODES)
def sandbox(request) -> Iterator[Sandbox]:
    """One worker, so the call after an attack lands on the very worker that was attacked."""
    if request.param == "root" and os.geteuid() != 0:
        pytest.skip("root mode needs the tests to run as root (CI does)")
    mp = pytest.MonkeyPatch()
    mp.setenv(CANARY_ENV, CANARY_VALUE)
    try:
        sb = Sandbox(
            workers=1,
            timeout_s=10,
            memory_mb=768,
            max_output_bytes=4096,
            disk_mb=32,
            max_procs=32,
            mode=request.param,
        )
    except SandboxUnavailable as exc:  # the suite must show why, not silently pass
        mp.undo()
        pytest.fail(f"isolation unavailable on this machine: {exc}")
    assert sb.mode == request.param
    with sb:
        yield sb
    mp.undo()


class HostView:
    """What the host can see of a worker, without trusting anything the code reports."""

    # processes of an idle worker: the zygote (pid 1), the light and kernel templates, two spares and
    # the inits of their PID namespaces (light and heavy)
    IDLE = 7

    def __init__(self, sb: Sandbox):
        self.sb = sb

    def processes(self, index: int = 0) -> list[psutil.Process]:
        """Every process inside worker ``index`` (zygote, template, spares, kernels, leftovers)."""
        found = []
        for pid in self.sb._workers[index].namespace_pids():
            try:
                found.append(psutil.Process(pid))
            except psutil.NoSuchProcess:  # it ended between the listing and this look
                pass
        return found

    @staticmethod
    def ns_pid(proc: psutil.Process) -> int:
        """The pid a host process has in the worker's PID namespace (the numbers of the sandbox's
        /proc; a call's or a session's own namespace below it numbers it again)."""
        return HostView.ns_pids(proc)[1]

    @staticmethod
    def ns_pids(proc: psutil.Process) -> list[int]:
        """Its NSpid field: its pid on the host, in the worker's namespace, and below."""
        with open(f"/proc/{proc.pid}/status") as f:
            for line in f:
                if line.startswith("NSpid:"):
                    return [int(n) for n in line.split()[1:]]
        raise AssertionError(f"no NSpid for {proc.pid}")

    def settled(self, index: int = 0) -> list[psutil.Process]:
        """Processes of the worker once the cleanup after its last call has run.

        The zygote cleans up after sending a reply and before reading the next request, so the
        answer to a no-op request proves the cleanup is over (and the next spare is forked).
        """
        worker = self.sb._acquire(self.sb._workers[index])
        try:
            worker.request({"op": "ping"}, 30)
        finally:
            self.sb._release(worker)
        return self.processes(index)

    def zygote(self) -> psutil.Process:
        """The zygote: the sandbox's pid 1."""
        return next(p for p in self.processes() if self.ns_pid(p) == 1)

    def assert_next_call_works(self) -> None:
        result = self.sb.run("import numpy, sympy\nprint(int(numpy.int64(6) * 7), sympy.factorint(42))")
        assert result.status == "ok", result
        assert result.stdout == "42 {2: 1, 3: 1, 7: 1}\n"


@pytest.fixture
def canary() -> tuple[str, str]:
    """The secret exported in the parent's environment before the sandbox started."""
    return CANARY_ENV, CANARY_VALUE


@pytest.fixture
def host(sandbox: Sandbox) -> HostView:
    return HostView(sandbox)


@pytest.fixture(scope="module", params=BOXES)
def box(request):
    """The footprint tests' sandbox; they use only ``run``, ``session`` and ``mode``."""
    with open_box(request.param) as sb:
        yield sb
