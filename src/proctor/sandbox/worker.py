"""Host side of one warm worker: start it, send a request, read the reply, kill and restart it."""

from __future__ import annotations

import json
import os
import select
import signal
import struct
import subprocess
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

STARTUP_TIMEOUT_S = 120.0
# Workers are started from this one thread, which lives as long as proctor: bubblewrap's
# --die-with-parent (PR_SET_PDEATHSIG) fires when the *thread* that started it ends, so a worker
# (re)started from a short-lived caller's thread would die with that thread.
_SPAWNER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sandbox-spawn")


class WorkerLost(RuntimeError):
    """The worker died or stopped answering; it has been killed and must be restarted."""


class Worker:
    """One isolated zygote process (bwrap + python), serving one request at a time."""

    def __init__(self, index: int, command: list[str], env: dict[str, str], frames: list[bytes]):
        self.index = index
        self.command = command
        self.env = env
        # the zygote's source and config: its first frames (no host path on its command line or in
        # the sandbox's mounts, which /proc shows the code)
        self.frames = frames
        self.proc: subprocess.Popen[bytes] | None = None
        self.generation = 0  # bumped on every (re)start: sessions on an older generation are gone
        self.busy = False
        self.sessions = 0
        self.last_used = 0.0
        self.on_kill: Callable[[], None] | None = None  # run once the worker's processes are gone

    # ------------------------------------------------------------ lifecycle
    def spawn(self) -> None:
        self.proc = _SPAWNER.submit(self._popen).result()
        self.generation += 1
        data = b"".join(struct.pack(">I", len(frame)) + frame for frame in self.frames)
        self._write(data, time.monotonic() + STARTUP_TIMEOUT_S)

    def _popen(self) -> subprocess.Popen[bytes]:
        return subprocess.Popen(
            self.command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=None if os.environ.get("PROCTOR_SANDBOX_DEBUG") else subprocess.DEVNULL,
            env=self.env,
            start_new_session=True,
            close_fds=True,
            bufsize=0,
        )

    def wait_ready(self) -> None:
        reply = self._read(time.monotonic() + STARTUP_TIMEOUT_S)
        if not reply.get("ready"):
            self.kill()
            raise WorkerLost(f"sandbox worker {self.index} failed to start: {reply}")

    def start(self) -> None:
        self.spawn()
        self.wait_ready()

    def kill(self) -> None:
        proc, self.proc = self.proc, None
        if proc is None:
            return
        try:
            os.killpg(proc.pid, signal.SIGKILL)  # bwrap and everything in its namespaces
        except ProcessLookupError:
            pass
        for stream in (proc.stdin, proc.stdout):
            try:
                stream.close()
            except OSError:
                pass
        proc.wait()
        if self.on_kill is not None:
            self.on_kill()

    def restart(self) -> None:
        self.kill()
        self.start()

    @property
    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def namespace_pids(self) -> list[int]:
        """Host pids of every process inside this worker (the zygote, its children, any leftover)."""
        import psutil  # only the host-side checks need it

        if self.proc is None:
            return []
        try:
            return [p.pid for p in psutil.Process(self.proc.pid).children(recursive=True)]
        except psutil.NoSuchProcess:
            return []

    # ------------------------------------------------------------ protocol
    def request(self, req: dict[str, Any], wait_s: float) -> dict[str, Any]:
        """Send one request and wait up to ``wait_s`` for the reply; WorkerLost on death or silence."""
        if self.proc is None:
            raise WorkerLost("worker is not running")
        data = json.dumps(req).encode()
        deadline = time.monotonic() + wait_s
        self._write(struct.pack(">I", len(data)) + data, deadline)
        return self._read(deadline)

    def _write(self, data: bytes, deadline: float) -> None:
        assert self.proc is not None and self.proc.stdin is not None
        fd = self.proc.stdin.fileno()
        view = memoryview(data)
        while view:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([], [fd], [], remaining)[1]:
                self.kill()
                raise WorkerLost("worker did not take the request in time")
            try:
                view = view[os.write(fd, view[: 1 << 16]) :]
            except OSError as exc:
                self.kill()
                raise WorkerLost(f"worker died before the request was sent ({exc})") from exc

    def _read(self, deadline: float) -> dict[str, Any]:
        """One reply frame. The zygote writes a frame with one ``write`` and sends nothing unasked,
        so one read usually brings all of it; what a read brings beyond the frame is an error."""
        buf = self._read_more(bytearray(), deadline)
        while len(buf) < 4:
            buf = self._read_more(buf, deadline)
        end = 4 + struct.unpack(">I", buf[:4])[0]
        while len(buf) < end:
            buf = self._read_more(buf, deadline)
        if len(buf) > end:
            self.kill()
            raise WorkerLost("worker sent more than its reply")
        return json.loads(buf[4:])

    def _read_more(self, buf: bytearray, deadline: float) -> bytearray:
        assert self.proc is not None and self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        remaining = deadline - time.monotonic()
        ready = remaining > 0 and select.select([fd], [], [], remaining)[0]
        if not ready:
            self.kill()
            raise WorkerLost("worker did not answer in time")
        chunk = os.read(fd, 1 << 16)
        if not chunk:
            self.kill()
            raise WorkerLost("worker exited")
        buf += chunk
        return buf
