"""A bounded pool of worker processes for the symbolic steps (parsing, simplification).

Each worker is a plain subprocess (``python -m proctor.grading.worker``) that reads one JSON request
per line on stdin and answers one JSON line on stdout. A caller checks out an idle worker (waiting as
long as it takes: every request is bounded, so a worker always comes free), sends its request and
waits on the pipe. The limit is the worker's **CPU time** spent on the request, read from the kernel
while waiting, so the same case gets the same verdict on an idle machine and on one where llama.cpp
keeps every core busy; a generous wall-clock backstop (``wall_backstop``) catches a worker that makes
no progress at all. If the CPU limit passes (or the worker dies, e.g. at its memory limit) the worker is
killed, a replacement is started in the background, and the caller gets ``None`` (a timeout). An idle
worker that dies (killed from outside) is noticed by a watch thread within ``WATCH_S``, counted and
replaced then, not when it would next be checked out. The
backstop passing first says nothing about the case (load decided): the case is asked once more of a
fresh worker, then :class:`GraderInfrastructureError` is raised, never a verdict. So it
works from any thread and from asyncio (via ``asyncio.to_thread``), and never uses signals. Nothing is
started until the first request, which starts one worker; a request that finds every worker busy
starts one more, up to ``size``; workers end at interpreter exit, and when this process dies any
other way (SIGKILL included) they die with it (``proctor.lifetime``: a parent-death signal, a
parent watch, and a per-request ``RLIMIT_CPU`` in the worker as the last backstop).

Why not ``pebble``: its task timeout is wall-clock; CPU-time accounting would need ``RLIMIT_CPU`` in
the worker, whose one-second granularity makes the effective limit depend on the worker's history.
"""

from __future__ import annotations

import atexit
import json
import math
import os
import queue
import select
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import orjson
import psutil
from pydantic_core import PydanticSerializationError, to_json

from proctor.lifetime import spawn

DEFAULT_TIMEOUT_S = 2.0  # CPU seconds a worker may spend on one request
DEFAULT_MEMORY_MB = 2048
READY = "ready"
ROLES = ("compare", "read")  # sympy comparisons; whole gradings of rule graders (no sympy loaded)
POLL_S = 0.02  # how often a waiting caller reads the worker's CPU time
START_ATTEMPTS = 8  # workers started in turn, each given twice the time of the last, before giving up
WATCH_S = 0.2  # how often the idle workers are checked for a death (a reaped exit: one waitpid each)


def wall_backstop(cpu_s: float) -> float:
    """The wall-clock limit behind a CPU-time limit: generous, so load alone never reaches it."""
    return max(30.0, 10.0 * cpu_s)


class GraderInfrastructureError(RuntimeError):
    """A case was ended by something other than its own work: the wall-clock backstop passed before
    the case had used its CPU time (a machine too loaded, a stalled worker) twice in a row. That says
    nothing about the answer, so it is never a verdict: a run records the sample as an error and
    reruns it on resume."""


class PoolClosed(RuntimeError):
    """The pool was closed (interpreter exit); a grader reports the case as a timeout."""


class WorkerStartError(RuntimeError):
    """A worker process exited while starting: the installation is broken, every case would fail."""


@dataclass(eq=False)
class _Worker:
    proc: subprocess.Popen[bytes]
    buffer: bytes = b""
    served: int = 0
    taught: bool = False  # has answered {"op": "warm"}
    died: bool = False  # its answer pipe closed: it exited (was killed) instead of answering
    _ps: psutil.Process | None = None  # made once: psutil.Process() reads /proc more than cpu_times()

    def alive(self) -> bool:
        return self.proc.poll() is None

    def cpu_s(self) -> float:
        """CPU seconds (user + system) the worker has used so far; inf once it is gone."""
        try:
            if self._ps is None:
                self._ps = psutil.Process(self.proc.pid)
            t = self._ps.cpu_times()
        except psutil.Error:  # the worker is gone
            return math.inf
        return float(t.user + t.system)

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

    def read_line(self, deadline: float, cpu_limit: float = math.inf) -> bytes | None:
        """One line from the worker before ``deadline`` (monotonic) and before its CPU time passes
        ``cpu_limit`` (seconds, as :meth:`cpu_s` counts), or None (a limit passed, or it died)."""
        fd = self.proc.stdout.fileno()  # type: ignore[union-attr]
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            wait = left if cpu_limit == math.inf else min(left, POLL_S)
            ready, _, _ = select.select([fd], [], [], wait)
            if not ready:
                if self.cpu_s() > cpu_limit:
                    return None
                continue
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                self.died = True
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
        role: str = "compare",
    ) -> None:
        if size is not None and size < 1:
            raise ValueError(f"worker pool size must be >= 1, got {size}")
        if role not in ROLES:
            raise ValueError(f"worker pool role must be one of {', '.join(ROLES)}, got {role!r}")
        self.size = size or max(2, min(8, os.cpu_count() or 2))
        self.role = role
        self.memory_mb = memory_mb
        self.start_timeout_s = start_timeout_s
        self.max_tasks = max_tasks_per_worker
        self._idle: queue.Queue[_Worker] = queue.Queue()
        self._lock = threading.Lock()
        self._started = False
        self._target = 0  # workers the pool keeps (started or starting): 1 at first use, up to size
        self._closed = False
        self._all: set[_Worker] = set()
        self.stats: dict[str, float] = {"requests": 0, "timeouts": 0, "restarts": 0}
        self._pending = 0
        self._spawn_error: str | None = None
        self._teach = False  # set by warm(): every worker, replacements too, is taught the parser first
        self.pid = os.getpid()  # a forked child must not share these workers

    # -- lifecycle ---------------------------------------------------------------------------
    def _spawn(self) -> None:
        """Start one worker and put it on the idle queue when it says it is ready. A worker slow to
        start (a loaded machine) is replaced by another, given twice the time, a few times over; a
        worker that fails in any way is never left in the pool's books (a waiting caller would wait
        for it forever)."""
        timeout = self.start_timeout_s
        for _ in range(START_ATTEMPTS):
            worker = self._start_one()
            if worker is None:  # the pool closed meanwhile
                return
            try:
                ready = self._ready(worker, timeout)
            except BaseException:
                self._discard(worker)
                raise
            if ready:
                self._idle.put(worker)
                return
            self._discard(worker)
            with self._lock:
                self.stats["restarts"] += 1
            timeout *= 2
        raise WorkerStartError(
            f"a grader worker ({sys.executable} -m proctor.grading.worker) did not become ready in "
            f"{START_ATTEMPTS} tries (the last waited {timeout / 2:g} s); is the machine overloaded?"
        )

    def _start_one(self) -> _Worker | None:
        src = str(Path(__file__).resolve().parents[2])
        env = dict(os.environ)
        env["PYTHONPATH"] = src + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
        env["PROCTOR_GRADER_MEMORY_MB"] = str(self.memory_mb)
        env["PROCTOR_GRADER_ROLE"] = self.role
        proc = spawn(  # from the long-lived spawner thread: the worker dies with this process
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
                return None
            self._all.add(worker)
        return worker

    def _ready(self, worker: _Worker, timeout: float) -> bool:
        """Whether ``worker`` said it is ready within ``timeout`` (and, after warm(), was taught);
        False when it was slow; a worker that exited instead raises WorkerStartError."""
        line = worker.read_line(time.monotonic() + timeout)
        if line is None and worker.alive():  # slow to start (a loaded machine)
            return False
        if line is None or line.decode(errors="replace").strip() != READY:
            raise WorkerStartError(
                f"a grader worker ({sys.executable} -m proctor.grading.worker) did not start: "
                f"exit code {worker.proc.returncode}; run that command to see its error"
            )
        return not self._teach or self._taught(worker, timeout)

    def _taught(self, worker: _Worker, timeout: float | None = None) -> bool:
        """Teach a ready worker the parser's warm-up shapes (about 1 s); False if it failed to answer."""
        try:
            worker.proc.stdin.write(b'{"op": "warm"}\n')  # type: ignore[union-attr]
            worker.proc.stdin.flush()  # type: ignore[union-attr]
        except OSError:
            return False
        line = worker.read_line(time.monotonic() + (timeout or self.start_timeout_s))
        worker.taught = line is not None and b"taught" in line
        return worker.taught

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
        """An idle worker. No deadline: every request in flight is bounded, so one comes free.
        A request that waits (50 ms) with none idle and none starting, while the pool is below
        ``size``, starts one more worker (and takes whichever comes free first): a run whose few
        symbolic cases one worker keeps up with never pays for the others' start (a sympy import
        each, over a second of CPU)."""
        while True:
            try:
                return self._idle.get(timeout=0.05)
            except queue.Empty:
                pass
            with self._lock:
                dead = self._pending == 0 and not self._all and self._idle.empty()
                error = self._spawn_error
                closed = self._closed
                starting = self._pending > 0
            if not (starting or closed or dead or error):
                self.grow(1)
            if closed:
                raise PoolClosed("the grader worker pool is closed")
            if dead:
                if error is None:
                    self._spawn_async()  # every worker was lost at once; start one again
                else:
                    raise WorkerStartError(error)

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
        self.grow(1)
        threading.Thread(target=self._watch, name="proctor-grader-watch", daemon=True).start()

    def start(self, workers: int = 1) -> None:
        """Start the pool ahead of its first request (its first worker, its watch, its close at exit,
        as a first request would), with ``workers`` workers in all (never more than ``size``), in the
        background."""
        self._ensure_started()
        with self._lock:
            more = workers - self._target
        self.grow(max(0, more))

    def grow(self, n: int | None = None) -> None:
        """Start ``n`` more workers (every one up to ``size`` by default) in the background; the
        pool never keeps more than ``size``. Requests grow it one at a time as they find none idle."""
        with self._lock:
            if self._closed:
                return
            k = min(self.size - self._target, self.size if n is None else n)
            self._target += max(0, k)
        for _ in range(k):
            self._spawn_async()

    def _watch(self) -> None:
        """Every :data:`WATCH_S`, reap the idle workers that died (killed from outside, the OOM
        killer): each is taken off the idle ones, counted (``restarts``, ``deaths``) and replaced at
        once, instead of when it would next be checked out (a pool that stays idle would keep a dead
        worker, and its count, for ever). A checked-out worker's death is its caller's to handle."""
        while True:
            time.sleep(WATCH_S)
            with self._idle.mutex:
                idle = list(self._idle.queue)
            for worker in idle:
                if worker.alive():
                    continue
                with self._lock, self._idle.mutex:
                    if self._closed:  # close() killed it
                        return
                    try:
                        self._idle.queue.remove(worker)  # not checked out meanwhile: ours to replace
                    except ValueError:
                        continue
                    self.stats["deaths"] = self.stats.get("deaths", 0) + 1
                self._replace(worker)
            if self._closed:
                return

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
        """Start the workers, teach each one the LaTeX parser's common shapes (sums, matrices, trig,
        roots, relations: about 1 s of CPU a worker, and every later replacement is taught too), and
        wait until all are ready. For a long-lived pool where latency counts (an RL reward function,
        a benchmark); without it a worker pays 0.05-0.5 s the first time it meets each shape."""
        self._teach = True
        self._ensure_started()
        self.grow()
        deadline = time.monotonic() + timeout_s
        while self._idle.qsize() < self.size and time.monotonic() < deadline:
            time.sleep(0.02)
        held = []
        while True:
            try:
                held.append(self._idle.get_nowait())
            except queue.Empty:
                break
        for worker in held:  # those started before warm() was called are taught now
            if worker.taught or self._taught(worker):
                self._idle.put(worker)
            else:
                self._replace(worker)

    def close(self) -> None:
        """Kill every worker; later requests answer None (graded as a timeout)."""
        with self._lock:
            self._closed = True
            workers = list(self._all)
            self._all.clear()
        for w in workers:
            w.kill()

    # -- requests ----------------------------------------------------------------------------
    def run(
        self,
        request: dict[str, object],
        timeout_s: float = DEFAULT_TIMEOUT_S,
        wall_s: float | None = None,
        _retry: bool = True,
        on_checkout: Callable[[], None] | None = None,
    ) -> dict[str, object] | None:
        """Send ``request`` to a worker; its JSON answer, or None when the worker spent more than
        ``timeout_s`` seconds of CPU time on it or exceeded its memory limit; the worker is then
        killed and replaced. A case that runs ``wall_s`` seconds of wall-clock time (default
        :func:`wall_backstop`) before its CPU time is spent was ended by load, not by its own work:
        it is asked once more of a fresh worker and, if that happens again, raises
        :class:`GraderInfrastructureError` (never a verdict).
        A worker that dies before answering (killed from outside) is replaced and the request is
        sent once more, to the fresh worker: only a case that kills its worker twice answers None.
        A closed pool (interpreter exit) also answers None: waiting for a worker never stops a run.
        ``on_checkout()`` is called once a worker has been checked out for the request (a caller's
        deadline can run from then, not while it waits for a free worker)."""
        try:
            self._ensure_started()
            worker = self._checkout()
        except PoolClosed:
            return None
        if on_checkout is not None:
            on_checkout()
        with self._lock:
            self.stats["requests"] += 1
        if self._closed:
            worker.kill()
            return None
        cpu_limit = worker.cpu_s() + timeout_s
        try:
            sent = {**request, "cpu_s": timeout_s}  # the worker's own backstop (RLIMIT_CPU) follows it
            worker.proc.stdin.write(request_line(sent))  # type: ignore[union-attr]
            worker.proc.stdin.flush()  # type: ignore[union-attr]
        except (BrokenPipeError, OSError):
            self._replace(worker)
            if not _retry:
                return None
            return self.run(request, timeout_s, wall_s, _retry=False, on_checkout=on_checkout)
        wall = wall_backstop(timeout_s) if wall_s is None else wall_s
        line = worker.read_line(time.monotonic() + wall, cpu_limit)
        if line is None and worker.died and _retry:
            # killed from outside (the OOM killer, a signal) before it could answer: that says
            # nothing about the case, so it is asked once more of a fresh worker; a case that
            # kills its worker again is reported as a timeout below
            with self._lock:
                self.stats["crashes"] = self.stats.get("crashes", 0) + 1
            self._replace(worker)
            return self.run(request, timeout_s, wall_s, _retry=False, on_checkout=on_checkout)
        if line is None and not worker.died and worker.cpu_s() < cpu_limit:
            # the wall-clock backstop ended it before it had used its CPU time: load (or a stalled
            # worker) decided, not the case; asked once more of a fresh worker, then an error
            with self._lock:
                self.stats["backstops"] = self.stats.get("backstops", 0) + 1
            self._replace(worker)
            if _retry:
                return self.run(request, timeout_s, wall_s, _retry=False, on_checkout=on_checkout)
            raise GraderInfrastructureError(
                f"a grader worker made too little progress on a case: twice the wall-clock backstop "
                f"({wall:g} s) passed before its CPU limit ({timeout_s:g} s); the machine is overloaded "
                "or the worker stalled. No verdict was recorded; rerun (proctor eval --resume) when "
                "the machine is less loaded"
            )
        if line is None:
            self._timed_out(worker, worker.cpu_s() - (cpu_limit - timeout_s))
            return None
        return self._answered(worker, line)

    def _timed_out(self, worker: _Worker, spent: float) -> None:
        """Count a cut request (``spent``: the CPU seconds it had used) and replace its worker."""
        with self._lock:
            self.stats["timeouts"] += 1
            self.stats["last_timeout_cpu_s"] = spent
        self._replace(worker)

    def _answered(self, worker: _Worker, line: bytes) -> dict[str, object] | None:
        """The worker's answer, and the worker back to the idle ones (or replaced after
        ``max_tasks`` requests); None when the line is not JSON (the protocol is broken)."""
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


def request_line(request: dict[str, object]) -> bytes:
    """A request as the line a worker reads (:func:`proctor.grading.worker.read_request`): JSON by orjson
    (0.03 ms for a 100 KB response, against 0.3 for pydantic-core's serializer and 1.0 for ``json.dumps``;
    UTF-8 written as it is, not as ``\\u`` escapes). A request holding a float that is not finite goes
    through pydantic-core, which writes ``Infinity`` and ``NaN`` as ``json.dumps`` does (orjson writes
    ``null``), as does one orjson will not write (an integer past 64 bits); a text UTF-8 cannot encode
    (a lone surrogate, which a model's JSON may carry) through ``json.dumps``, whose escapes keep it."""
    if _finite(request):
        try:
            return orjson.dumps(request) + b"\n"
        except orjson.JSONEncodeError:
            pass
    try:
        return to_json(request, inf_nan_mode="constants") + b"\n"
    except PydanticSerializationError:
        return json.dumps(request).encode() + b"\n"


def _finite(value: object) -> bool:
    """Whether no float in ``value`` (dicts and lists walked, a text not read) is infinite or NaN."""
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, dict):
        return all(map(_finite, value.values()))
    if isinstance(value, list | tuple):
        return all(map(_finite, value))
    return True


_default: WorkerPool | None = None
_default_lock = threading.Lock()


def default_pool() -> WorkerPool:
    """The process-wide pool (created on first use, never at import)."""
    global _default
    with _default_lock:
        if _default is None or _default._closed or _default.pid != os.getpid():
            _default = WorkerPool()
        return _default


_reading: WorkerPool | None = None


def reading_workers() -> int:
    """Two reading workers per core this process may run on (at most 32): while one waits for its
    next item to come through the parent (a round trip that a loaded machine can stretch to
    milliseconds), the other reads, so the cores stay busy. Each is small (no sympy: about 35 MB).
    ``PROCTOR_READING_WORKERS`` sets the number (a Ray reward actor sets it from its CPU share, so
    many actors on one node do not each start two per core of the node)."""
    told = os.environ.get("PROCTOR_READING_WORKERS", "").strip()
    if told:
        try:
            n = int(told)
        except ValueError:
            n = 0
        if not 1 <= n <= 256:
            raise ValueError(f"PROCTOR_READING_WORKERS must be a whole number from 1 to 256, got {told!r}")
        return n
    return max(2, min(32, 2 * usable_cores()))


def usable_cores() -> int:
    """The cores this process may run on (its CPU affinity; the machine's count where it has none)."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def reading_pool() -> WorkerPool:
    """The process-wide pool of reading workers (created on first use, never at import):
    :func:`reading_workers` of them, each grading whole items of the rule graders
    (``{"op": "grade"}``) under a CPU-time limit and a hard kill, so reading long responses runs on
    every core instead of on one interpreter's threads. Their symbolic steps are not done there: they
    come back to the caller, who asks :func:`default_pool`."""
    global _reading
    with _default_lock:
        if _reading is None or _reading._closed or _reading.pid != os.getpid():
            _reading = WorkerPool(size=reading_workers(), role="read")
        return _reading


def pool_stats() -> dict[str, float]:
    """The counts of this process's grader pools together (the comparison pool and, once started,
    the reading pool): requests, timeouts, restarts... as ``/metrics`` reports them."""
    total: dict[str, float] = dict(default_pool().stats)
    with _default_lock:
        reading = _reading if _reading is not None and _reading.pid == os.getpid() else None
    for key, value in (reading.stats if reading is not None else {}).items():
        if key.startswith("last_"):
            continue
        total[key] = total.get(key, 0) + value
    return total
