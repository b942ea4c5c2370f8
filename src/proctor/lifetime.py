"""Child processes that never outlive their owner, however the owner dies (SIGKILL included).

Every long-lived child proctor starts (grader workers, the shard processes of ``proctor launch``)
is started with :func:`spawn` and calls :func:`die_with_parent` first thing. Two lines of defence:

1. ``PR_SET_PDEATHSIG`` (Linux): the kernel sends the child SIGKILL the moment its parent dies. The
   "parent" is the *thread* that forked the child, not the process: a child started from a
   short-lived thread would be killed when that thread ends. So :func:`spawn` starts every child
   from one thread that lives as long as the process (``proctor-spawner``).
2. A watch thread in the child that exits it when its parent process changes (``getppid``), on any
   platform. It needs the GIL, so a child stuck in one long C call (a huge integer power in sympy)
   is left to the kernel's signal, and a grader worker also has a CPU-time limit per case
   (``RLIMIT_CPU``, see ``proctor.grading.worker``) as the last backstop.

The owner's pid travels in ``PROCTOR_PARENT_PID``; the child removes it from its environment, so
its own children are not told the wrong owner.
"""

from __future__ import annotations

import atexit
import ctypes
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, NoReturn

PARENT_ENV = "PROCTOR_PARENT_PID"
PR_SET_PDEATHSIG = 1
WATCH_S = 0.5  # how often the watch thread reads getppid()


def set_parent_death_signal(sig: int = signal.SIGKILL) -> bool:
    """Ask the kernel to send ``sig`` to this process when its parent (thread) dies; Linux only."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_PDEATHSIG, int(sig), 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def die_with_parent(parent: int | None = None) -> bool:
    """In a child: end this process when ``parent`` (default: ``$PROCTOR_PARENT_PID``) dies.

    Arms the parent-death signal, exits at once if the parent already died (before the signal was
    armed), and starts the watch thread. Returns False when no parent was named (nothing to do)."""
    named = os.environ.pop(PARENT_ENV, "")
    if parent is None:
        parent = int(named) if named.isdigit() else 0
    if not parent:
        return False
    set_parent_death_signal()
    if os.getppid() != parent:
        os._exit(1)  # the owner is already gone: reparented before the signal was armed

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(WATCH_S)
        os._exit(1)

    threading.Thread(target=watch, name="proctor-parent-watch", daemon=True).start()
    return True


def child_env(env: dict[str, str] | None = None) -> dict[str, str]:
    """``env`` (default: this process's environment) naming this process as the child's owner."""
    out = dict(os.environ if env is None else env)
    out[PARENT_ENV] = str(os.getpid())
    return out


class _Spawner:
    """One daemon thread that runs every ``Popen`` of this process, so that the thread a child's
    parent-death signal is tied to lives exactly as long as the process."""

    def __init__(self) -> None:
        self.pid = os.getpid()
        self.jobs: queue.Queue[tuple[list[str], dict[str, Any], Future]] = queue.Queue()
        threading.Thread(target=self._serve, name="proctor-spawner", daemon=True).start()

    def _serve(self) -> None:
        while True:  # blocks on the queue; ends with the process (daemon thread)
            args, kwargs, done = self.jobs.get()
            try:
                done.set_result(subprocess.Popen(args, **kwargs))
            except BaseException as exc:  # the caller raises it
                done.set_exception(exc)


_spawner: _Spawner | None = None
_spawner_lock = threading.Lock()


def spawn(args: list[str], **kwargs: Any) -> subprocess.Popen:
    """``subprocess.Popen(args, **kwargs)`` started from the process's long-lived spawner thread,
    with ``env`` (default: this environment) naming this process as the owner. The child must call
    :func:`die_with_parent` to take part (``python -m proctor`` and the grader worker do)."""
    global _spawner
    kwargs["env"] = child_env(kwargs.get("env"))
    with _spawner_lock:
        if _spawner is None or _spawner.pid != os.getpid():  # none yet, or a forked copy of one
            _spawner = _Spawner()
        spawner = _spawner
    done: Future = Future()
    spawner.jobs.put((args, kwargs, done))
    return done.result()


def run_then_exit(main: Callable[[], object]) -> NoReturn:
    """Run a command line's entry point (``python -m proctor``, the ``proctor`` script) and end the
    process with its exit status, as ``sys.exit`` would, less the interpreter's teardown: once the
    command has returned, every file it wrote is closed, and what the teardown adds is freeing every
    object and module one at a time (0.3-0.6 s of CPU after a run of the grading rules, spent while
    the user waits for the prompt). What an ordinary exit runs still runs: the ``atexit`` handlers
    (the grader workers killed, the logs flushed and closed, temporary folders removed) and the
    flush of stdout and stderr. A thread the interpreter would wait for (not a daemon) or an
    exception other than ``SystemExit`` (its traceback, ``KeyboardInterrupt``'s signal status) takes
    the ordinary exit instead."""
    try:
        main()
    except SystemExit as e:
        code = e.code
    else:
        code = None
    exit_promptly(code)


def exit_promptly(code: object = None) -> NoReturn:
    """``sys.exit(code)`` without the interpreter's teardown (see :func:`run_then_exit`); the ordinary
    exit while a thread that is not a daemon still runs (the interpreter would wait for it)."""
    main = threading.main_thread()
    if any(t is not main and not t.daemon and t.is_alive() for t in threading.enumerate()):
        sys.exit(code)
    if code is None:
        status = 0
    elif isinstance(code, int):
        status = code
    else:  # sys.exit("message"): the message on stderr, status 1
        status = 1
        try:
            print(code, file=sys.stderr)
        except (OSError, ValueError):
            pass
    atexit._run_exitfuncs()  # (as the interpreter's exit runs them: each one's error printed, the rest run)
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):  # a closed pipe (`proctor ... | head`): 120 for stdout, as Python's
            status = status or (120 if stream is sys.stdout else 0)
    os._exit(status & 0xFF)


def run_module_owned(argv: list[str]) -> None:
    """``python -m proctor.lifetime MODULE ARGS...``: run ``python -m MODULE ARGS...`` as a child
    that dies with its owner, for programs that do not call :func:`die_with_parent` themselves
    (a local ``llama_cpp.server`` started with :func:`spawn`)."""
    import runpy

    if not argv:
        raise SystemExit("usage: python -m proctor.lifetime MODULE [ARGS...]")
    die_with_parent()
    sys.argv = list(argv)
    runpy.run_module(argv[0], run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    run_module_owned(sys.argv[1:])
