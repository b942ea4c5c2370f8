"""The pooled sandbox: ``Sandbox.run/arun`` (stateless), ``Sandbox.session()`` (stateful), ``stats()``."""

from __future__ import annotations

import asyncio
import functools
import itertools
import json
import logging
import math
import os
import random
import tempfile
import threading
import time
import weakref
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from proctor.sandbox import cgroup, isolation, syscall_filter
from proctor.sandbox.bounds import check_options, positive
from proctor.sandbox.result import BACKSTOP_S, STATUSES, ClosedOnExit, ExecResult
from proctor.sandbox.worker import Worker, WorkerLost

log = logging.getLogger("proctor.sandbox")

UNSAFE_WARNING = (
    "sandbox running WITHOUT isolation (unsafe mode): the code can reach the network, files and environment"
)
SESSION_CPU_CALLS = 20  # a session's CPU budget, by default: this many calls' timeouts
INODES = 16384  # files and folders a call (or a session) may have in its scratch at once


class Sandbox(ClosedOnExit):
    """A pool of warm isolated Python workers. Use as a context manager (or call ``close()``)."""

    def __init__(
        self,
        workers: int = 8,
        timeout_s: float = 30,
        memory_mb: int = 2048,
        max_output_bytes: int = 65536,
        *,
        disk_mb: int = 256,
        max_procs: int = 64,
        max_files: int = 256,
        unsafe: bool = False,
        mode: str = "auto",
        session_cpu_s: float | None = None,
    ):
        check_options(
            workers, timeout_s, memory_mb, max_output_bytes, disk_mb, max_procs, max_files, session_cpu_s
        )
        self.timeout_s = float(timeout_s)
        self.unsafe = bool(unsafe)
        self.mode = "unsafe" if unsafe else isolation.detect_mode(mode)
        if unsafe:
            log.warning(UNSAFE_WARNING)
        paths, env, uid_base = self._set_up_isolation(int(workers))
        configs = self._worker_configs(
            int(workers),
            paths,
            env,
            uid_base,
            disk_mb=int(disk_mb),
            memory_mb=int(memory_mb),
            max_files=int(max_files),
            max_procs=int(max_procs),
            max_output_bytes=int(max_output_bytes),
            # the hard RLIMIT_CPU of a session: its whole budget, over all its calls
            session_cpu_s=float(session_cpu_s or SESSION_CPU_CALLS * timeout_s),
        )
        self._workers: list[Worker] = [
            self._new_worker(i, config, env, int(disk_mb)) for i, config in enumerate(configs)
        ]
        self._set_up_pool(int(workers))
        self._start_workers()

    def _set_up_isolation(self, workers: int) -> tuple[list[str], dict[str, str], int]:
        """The scratch (unsafe mode), the code's import paths and environment, a block of uids and
        the memory cgroups; return the paths, the environment and the first uid of the block."""
        self._tmp = tempfile.TemporaryDirectory(prefix="proctor-sandbox-") if self.unsafe else None
        paths = (
            [isolation.SITE]
            if not self.unsafe
            else sorted({os.path.dirname(p) for p in isolation.package_dirs().values()})
        )
        env = isolation.sandbox_env(paths, isolated=not self.unsafe)
        # a random uid block per sandbox: per-uid process caps never collide with another pool
        uid_base = random.randrange(1 << 20, 1 << 30, 1 << 16)
        # a memory cgroup per worker where the host lets root make one (root mode only)
        self._cgroups = cgroup.WorkerCgroups(workers, enabled=self.mode == "root")
        self.memory_cgroup = self._cgroups.root is not None
        return paths, env, uid_base

    def _worker_configs(
        self,
        workers: int,
        paths: list[str],
        env: dict[str, str],
        uid_base: int,
        *,
        disk_mb: int,
        memory_mb: int,
        max_files: int,
        max_procs: int,
        max_output_bytes: int,
        session_cpu_s: float,
    ) -> list[dict[str, Any]]:
        """What each zygote is told (``_zygote.py``'s ``CFG``): isolation, limits, uids, environment."""
        return [
            {
                "isolated": not self.unsafe,
                "scratch": self._tmp.name if self._tmp else "/tmp",
                "disk_mb": disk_mb,
                "inodes": INODES,
                "cgroup": self._cgroups.folders[i] is not None,
                "cgroup_dir": isolation.CGROUP_DIR,
                "cgroup_version": self._cgroups.version,
                "memory_mb": memory_mb,
                "max_files": max_files,
                "max_procs": max_procs,
                "max_output_bytes": max_output_bytes,
                "session_cpu_s": session_cpu_s,
                "uid_base": uid_base + i * 1024,
                "setuid": self.mode == "root",  # in a user namespace only one uid exists
                "env": env,
                "paths": paths,
                "preload": list(isolation.PRELOAD),
                "light_preload": list(isolation.LIGHT_PRELOAD),
                "heavy_names": list(isolation.ALLOWED_PACKAGES),
                "parts": isolation.zygote_parts(),
                # the seccomp filter each child installs before its code runs (none when unsafe)
                "seccomp": "" if self.unsafe else syscall_filter.compiled().hex(),
            }
            for i in range(workers)
        ]

    def _new_worker(self, i: int, config: dict[str, Any], env: dict[str, str], disk_mb: int) -> Worker:
        """Worker ``i`` (not started): its zygote under bubblewrap, or bare in unsafe mode."""
        if self.unsafe:
            command = isolation.unsafe_command()
        else:
            command = isolation.bwrap_command(self.mode, env, disk_mb, cgroup=self._cgroups.folders[i])
        frames = [isolation.zygote_source(), json.dumps(config).encode()]
        worker = Worker(i, command, {"PATH": env["PATH"], "LANG": "C.UTF-8"}, frames)
        worker.on_kill = functools.partial(self._cgroups.clear, i)
        return worker

    def _set_up_pool(self, workers: int) -> None:
        """The pool's state, its thread pool, and the finalizer that takes the workers down."""
        self._cond = threading.Condition()
        self._closed = False
        self._session_ids = itertools.count(1)
        self._durations: list[float] = []
        self._counts: Counter[str] = Counter()
        self._restarts = 0
        self._executor = ThreadPoolExecutor(max_workers=max(64, 4 * workers), thread_name_prefix="sandbox")
        # a forgotten Sandbox still takes its workers down when it is garbage-collected
        self._finalizer = weakref.finalize(
            self, _shutdown, self._workers, self._executor, self._tmp, self._cgroups
        )

    def _start_workers(self) -> None:
        try:
            for w in self._workers:  # start them all, then wait: they import numpy/sympy in parallel
                w.spawn()
            for w in self._workers:
                w.wait_ready()
        except BaseException:
            self.close()
            raise

    # ------------------------------------------------------------ public API
    def run(self, code: str, timeout_s: float | None = None) -> ExecResult:
        """Run ``code`` in a fresh process (nothing persists between calls)."""
        return self._call({"op": "run", "code": code}, timeout_s, worker=None)

    async def arun(self, code: str, timeout_s: float | None = None) -> ExecResult:
        """``run`` without blocking the event loop (the wait happens on a dedicated thread pool)."""
        self._check_open()
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, self.run, code, timeout_s)

    def session(self) -> Session:
        """A stateful session: variables persist between its calls; it lives on one worker."""
        self._check_open()
        with self._cond:
            worker = min(self._workers, key=lambda w: w.sessions)
            worker.sessions += 1
        return Session(self, worker, next(self._session_ids))

    def stats(self) -> dict[str, Any]:
        with self._cond:
            durations = sorted(self._durations)
            counts = dict(self._counts)
            restarts = self._restarts
        calls = len(durations)
        out: dict[str, Any] = {"calls": calls, "isolation": self.mode, "workers": len(self._workers)}
        for status in STATUSES:
            out[status] = counts.get(status, 0)
            out[f"{status}_rate"] = counts.get(status, 0) / calls if calls else 0.0
        out["latency_p50_s"] = _percentile(durations, 50)
        out["latency_p95_s"] = _percentile(durations, 95)
        out["latency_max_s"] = durations[-1] if durations else 0.0
        out["worker_restarts"] = restarts
        return out

    def close(self) -> None:
        self._closed = True
        self._finalizer()

    async def aclose(self) -> None:
        self.close()  # kills the workers: nothing to wait for

    # ------------------------------------------------------------ internals
    def _check_open(self) -> None:
        if self._closed:
            raise RuntimeError("this Sandbox is closed; create a new one")

    def _acquire(self, worker: Worker | None, wait: bool = True) -> Worker | None:
        with self._cond:
            while True:
                self._check_open()
                if worker is not None:
                    if not worker.busy:
                        worker.busy = True
                        return worker
                else:
                    idle = [w for w in self._workers if not w.busy]
                    if idle:
                        # least recently used: its previous child has been reaped and the next pre-forked
                        chosen = min(idle, key=lambda w: w.last_used)
                        chosen.busy = True
                        return chosen
                if not wait:
                    return None
                self._cond.wait()

    def _release(self, worker: Worker) -> None:
        with self._cond:
            worker.busy = False
            worker.last_used = time.monotonic()
            self._cond.notify_all()

    def _call(self, req: dict[str, Any], timeout_s: float | None, worker: Worker | None) -> ExecResult:
        if not isinstance(req["code"], str):
            raise TypeError(f"code must be a str, got {type(req['code']).__name__}")
        timeout = self.timeout_s if timeout_s is None else timeout_s
        positive("timeout_s", timeout, float)
        if self.unsafe:
            log.warning(UNSAFE_WARNING)
        req["timeout_s"] = float(timeout)
        w = self._acquire(worker)
        try:
            start = time.monotonic()
            try:
                if not w.alive:
                    self._restart(w)
                reply = w.request(req, timeout + BACKSTOP_S)
                if reply.get("restart"):  # the worker hit a fault of its own and exits
                    self._restart(w)
                result = ExecResult(
                    status=reply["status"],
                    stdout=reply["stdout"],
                    stderr=reply["stderr"],
                    exit_code=reply["exit_code"],
                    duration_s=time.monotonic() - start,
                    truncated=reply["truncated"],
                )
            except WorkerLost as exc:
                result = ExecResult(
                    status="killed",
                    stdout="",
                    stderr=f"[sandbox: the worker was lost and restarted: {exc}]",
                    exit_code=None,
                    duration_s=time.monotonic() - start,
                )
                self._restart(w)
        finally:
            self._release(w)
        with self._cond:
            self._durations.append(result.duration_s)
            self._counts[result.status] += 1
        return result

    def _restart(self, worker: Worker) -> None:
        if self._closed:  # a call in flight when close() killed the workers
            return
        with self._cond:
            self._restarts += 1
        worker.restart()


class Session(ClosedOnExit):
    """A notebook-like kernel on one worker. Close it (or use ``with``) to destroy it."""

    def __init__(self, sandbox: Sandbox, worker: Worker, sid: int):
        self._sandbox, self._worker, self.id = sandbox, worker, sid
        self._generation = worker.generation
        self.closed = False

    def run(self, code: str, timeout_s: float | None = None) -> ExecResult:
        if self.closed:
            raise RuntimeError("this sandbox session is closed; open a new one with sandbox.session()")
        result = self._sandbox._call(
            {"op": "exec", "code": code, "session": self.id}, timeout_s, self._worker
        )
        if self._generation != self._worker.generation:  # the worker restarted: the old state is gone
            self._generation = self._worker.generation
            if result.status != "killed":
                note = "\n[sandbox: the session was restarted; variables from earlier calls are lost]"
                result = ExecResult(**{**result.to_dict(), "stderr": result.stderr + note})
        return result

    async def arun(self, code: str, timeout_s: float | None = None) -> ExecResult:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._sandbox._executor, self.run, code, timeout_s)

    def close(self) -> None:
        """Destroy the kernel. Never waits for a busy worker (safe to call from async code)."""
        if self.closed:
            return
        self.closed = True
        sandbox, worker = self._sandbox, self._worker
        with sandbox._cond:
            worker.sessions -= 1
        if sandbox._closed or self._generation != worker.generation:
            return
        w = sandbox._acquire(worker, wait=False)
        if w is None:  # the worker is busy: destroy the kernel as soon as it is free
            try:
                sandbox._executor.submit(self._destroy, None)
            except RuntimeError:  # the sandbox is closing: the kernel dies with its worker
                pass
            return
        self._destroy(w)

    def _destroy(self, w: Worker | None) -> None:
        sandbox = self._sandbox
        if w is None:
            try:
                w = sandbox._acquire(self._worker)
            except RuntimeError:  # the sandbox was closed meanwhile: the kernel died with it
                return
        try:
            if self._generation == w.generation:
                w.request({"op": "close", "session": self.id}, BACKSTOP_S)
        except WorkerLost:
            sandbox._restart(w)
        finally:
            sandbox._release(w)

    async def aclose(self) -> None:
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(self._sandbox._executor, self.close)


def _shutdown(
    workers: list[Worker],
    executor: ThreadPoolExecutor,
    tmp: tempfile.TemporaryDirectory | None,
    cgroups: cgroup.WorkerCgroups,
) -> None:
    for w in workers:
        w.kill()
    executor.shutdown(wait=False, cancel_futures=True)
    if tmp is not None:
        tmp.cleanup()
    cgroups.close()


def _percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    k = max(0, math.ceil(q / 100 * len(sorted_values)) - 1)
    return sorted_values[k]
