"""A bounded pool of worker processes for the symbolic steps (parsing, simplification).

Each worker is a plain subprocess (``python -m proctor.grading.worker``) that reads one JSON request
per line on stdin and answers one JSON line on stdout. A caller checks out an idle worker, sends its
request and waits on the pipe with a deadline; if the deadline passes (or the worker dies, e.g. at
its memory limit) the worker is killed, a replacement is started in the background, and the caller
gets ``None`` (a timeout). So it works from any thread and from asyncio (via ``asyncio.to_thread``),
and never uses signals. Nothing is started until the first request; workers end at interpreter exit.
"""

from __future__ import annotations

import atexit
import json
import os
import queue
import select
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

DEFAULT_TIMEOUT_S = 2.0
DEFAULT_MEMORY_MB = 2048
READY = "ready"


class PoolClosed(RuntimeError):
    """The pool was closed (interpreter exit)."""


@dataclass(eq=False)
class _Worker:
    proc: subprocess.Popen[bytes]
    buffer: bytes = b""
    served: int = 0

    def alive(self) -> bool:
        return self.proc.poll() is None

    def kill(self) -> None:
        if self.proc.poll() is None:
            try:
                self.proc.kill()
            except ProcessLookupError:
                pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        for stream in (self.proc.stdin, self.proc.stdout):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass

    def read_line(self, deadline: float) -> bytes | None:
        """One line from the worker before ``deadline`` (monotonic), or None (timeout or death)."""
        fd = self.proc.stdout.fileno()  # type: ignore[union-attr]
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                return None
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                return None  # the worker died
            self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        return line


class WorkerPool:
    """``size`` worker processes; ``run(request, timeout)`` returns the worker's answer or None."""

    def __init__(
        self,
        size: int | None = None,
        memory_mb: int = DEFAULT_MEMORY_MB,
        start_timeout_s: float = 60.0,
        max_tasks_per_worker: int = 20000,
    ) -> None:
        if size is not None and size < 1:
            raise ValueError(f"worker pool size must be >= 1, got {size}")
        self.size = size or max(2, min(8, os.cpu_count() or 2))
        self.memory_mb = memory_mb
        self.start_timeout_s = start_timeout_s
        self.max_tasks = max_tasks_per_worker
        self._idle: queue.Queue[_Worker] = queue.Queue()
        self._lock = threading.Lock()
        self._started = False
        self._closed = False
        self._all: set[_Worker] = set()
        self.stats = {"requests": 0, "timeouts": 0, "restarts": 0}
        self._pending = 0
        self._spawn_error: str | None = None
        self.pid = os.getpid()  # a forked child must not share these workers

    # -- lifecycle ---------------------------------------------------------------------------
    def _spawn(self) -> None:
        """Start one worker and put it on the idle queue when it says it is ready."""
        src = str(Path(__file__).resolve().parents[2])
        env = dict(os.environ)
        env["PYTHONPATH"] = src + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
        env["PROCTOR_GRADER_MEMORY_MB"] = str(self.memory_mb)
        env["PROCTOR_GRADER_PARENT"] = str(os.getpid())
        proc = subprocess.Popen(
            [sys.executable, "-m", "proctor.grading.worker"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=env,
            start_new_session=True,
        )
        worker = _Worker(proc)
        with self._lock:
            if self._closed:
                worker.kill()
                return
            self._all.add(worker)
        line = worker.read_line(time.monotonic() + self.start_timeout_s)
        if line is None or line.decode(errors="replace").strip() != READY:
            self._discard(worker)
            raise RuntimeError(
                f"a grader worker ({sys.executable} -m proctor.grading.worker) did not start: "
                f"exit code {worker.proc.returncode}; run that command to see its error"
            )
        self._idle.put(worker)

    def _spawn_guarded(self) -> None:
        try:
            self._spawn()
        except Exception as exc:  # reported to the callers waiting for a worker
            with self._lock:
                self._spawn_error = str(exc)
        finally:
            with self._lock:
                self._pending -= 1

    def _spawn_async(self) -> None:
        with self._lock:
            self._pending += 1
        threading.Thread(target=self._spawn_guarded, name="proctor-grader-spawn", daemon=True).start()

    def _checkout(self) -> _Worker:
        deadline = time.monotonic() + self.start_timeout_s
        while True:
            try:
                return self._idle.get(timeout=0.05)
            except queue.Empty:
                pass
            with self._lock:
                dead = self._pending == 0 and not self._all and self._idle.empty()
                error = self._spawn_error
                closed = self._closed
            if closed:
                raise PoolClosed("the grader worker pool is closed")
            if dead:
                if error is None:
                    self._spawn_async()  # every worker was lost at once; start one again
                else:
                    raise PoolClosed(error)
            if time.monotonic() > deadline:
                raise PoolClosed(f"no grader worker became free within {self.start_timeout_s:g} s")

    def _ensure_started(self) -> None:
        if self._started:
            return
        with self._lock:
            if self._started:
                return
            if self._closed:
                raise PoolClosed("the grader worker pool is closed")
            self._started = True
        atexit.register(self.close)
        for _ in range(self.size):
            self._spawn_async()

    def _discard(self, worker: _Worker) -> None:
        worker.kill()
        with self._lock:
            self._all.discard(worker)

    def _replace(self, worker: _Worker) -> None:
        self._discard(worker)
        with self._lock:
            self.stats["restarts"] += 1
            closed = self._closed
        if not closed:
            self._spawn_async()

    def warm(self, timeout_s: float = 60.0) -> None:
        """Start the workers and wait until all are ready (for benchmarks; never needed for use)."""
        self._ensure_started()
        deadline = time.monotonic() + timeout_s
        while self._idle.qsize() < self.size and time.monotonic() < deadline:
            time.sleep(0.02)

    def close(self) -> None:
        """Kill every worker; later requests raise PoolClosed."""
        with self._lock:
            self._closed = True
            workers = list(self._all)
            self._all.clear()
        for w in workers:
            w.kill()

    # -- requests ----------------------------------------------------------------------------
    def run(
        self, request: dict[str, object], timeout_s: float = DEFAULT_TIMEOUT_S, _retry: bool = True
    ) -> dict[str, object] | None:
        """Send ``request`` to a worker; its JSON answer, or None when it took longer than ``timeout_s``
        (or exceeded its memory limit); the worker is then killed and replaced."""
        self._ensure_started()
        worker = self._checkout()
        with self._lock:
            self.stats["requests"] += 1
        if self._closed:
            worker.kill()
            raise PoolClosed("the grader worker pool is closed")
        try:
            worker.proc.stdin.write(json.dumps(request).encode() + b"\n")  # type: ignore[union-attr]
            worker.proc.stdin.flush()  # type: ignore[union-attr]
        except (BrokenPipeError, OSError):
            self._replace(worker)
            if not _retry:
                return None
            return self.run(request, timeout_s, _retry=False)
        line = worker.read_line(time.monotonic() + timeout_s)
        if line is None:
            with self._lock:
                self.stats["timeouts"] += 1
            self._replace(worker)
            return None
        try:
            answer = json.loads(line)
        except ValueError:
            self._replace(worker)  # the protocol is broken: start afresh
            return None
        worker.served += 1
        if worker.served >= self.max_tasks:
            self._replace(worker)  # bound the growth of the worker's caches
        else:
            self._idle.put(worker)
        return answer


_default: WorkerPool | None = None
_default_lock = threading.Lock()


def default_pool() -> WorkerPool:
    """The process-wide pool (created on first use, never at import)."""
    global _default
    with _default_lock:
        if _default is None or _default._closed or _default.pid != os.getpid():
            _default = WorkerPool()
        return _default
