"""Runs ``proctor`` commands in real child processes and SIGKILLs them at chosen points, fast.

``python driver.py`` imports the CLI once, then answers one JSON request per stdin line: it forks a
child that runs the command (the same code ``python -m proctor`` runs, without paying the imports
again), kills it with SIGKILL after ``kill_after_s`` seconds or once ``watch`` (a file) holds
``kill_after_lines`` lines, and answers ``{"rc": exit code or -9, "killed": bool, "wall_s": ...}``.
The child's output goes to ``log``; ``env`` is added to its environment (the tests' marker). The
driver starts no thread, so forking it is safe; each child is a fresh copy of the imported state.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import threading
import time

from proctor.cli import app

TICK_S = 0.002  # how often the driver looks at the clock and the watched file


def _lines(path: str) -> int:
    try:
        with open(path, "rb") as f:
            return f.read().count(b"\n")
    except OSError:
        return 0


def _child(argv: list[str], log: str, env: dict[str, str]) -> None:
    code = 70
    try:
        os.environ.update(env)
        fd = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        os.dup2(fd, 1)
        os.dup2(fd, 2)
        sys.argv = ["proctor", *argv]
        try:
            app(argv, prog_name="proctor")
            code = 0
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
            import atexit

            atexit._run_exitfuncs()  # as an interpreter exit would (the grader pool is closed)
        finally:
            os._exit(code)


def run(request: dict) -> dict:
    assert threading.active_count() == 1, "the driver must not fork with threads running"
    t0 = time.monotonic()
    pid = os.fork()
    if pid == 0:
        _child(request["argv"], request["log"], request.get("env", {}))
    after_s = request.get("kill_after_s")
    watch, after_lines = request.get("watch"), request.get("kill_after_lines")
    limit = t0 + float(request.get("timeout_s", 120))
    status = None
    now = t0
    while status is None:
        done, raw = os.waitpid(pid, os.WNOHANG)
        if done:
            status = raw
            break
        now = time.monotonic()
        due = (after_s is not None and now - t0 >= after_s) or (
            watch is not None and after_lines is not None and _lines(watch) >= after_lines
        )
        if due or now > limit:
            os.kill(pid, signal.SIGKILL)  # a child that exited just now keeps its own status
            _, status = os.waitpid(pid, 0)
            break
        time.sleep(TICK_S)
    rc = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
    return {
        "rc": rc,
        "killed": rc == -signal.SIGKILL,
        "wall_s": time.monotonic() - t0,
        "timed_out": now > limit,
    }


def main() -> None:
    out = os.fdopen(os.dup(1), "w")
    for line in sys.stdin:
        out.write(json.dumps(run(json.loads(line))) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
