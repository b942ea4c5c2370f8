"""Worker processes for the grader fuzzer: the oracle (and Math-Verify) on each pair, under a deadline.

Each worker handles one pair at a time in its main thread: the oracle runs under an interval
timer (``signal.setitimer`` in the worker's own main thread, never in a thread), then Math-Verify
with its own timeouts. The parent waits for each answer with a hard deadline; a worker that does
not answer in time is killed and replaced, and the pair is marked ``timeout``.
"""

from __future__ import annotations

import functools
import logging
import multiprocessing as mp
import signal
import time
from collections.abc import Iterator
from multiprocessing.connection import Connection, wait


class _Deadline(BaseException):  # not caught by the oracle's own `except Exception`
    pass


def _alarm(signum, frame):  # noqa: ARG001 - signal handler signature
    raise _Deadline


def judge(pred: str, gold: str, grader: str, time_limit: float, math_verify: bool) -> dict:
    """The oracle's label for one pair, and Math-Verify's verdict when asked for. Call it in a
    process's main thread (it arms SIGALRM)."""
    import fuzz_oracle

    signal.signal(signal.SIGALRM, _alarm)
    start = time.perf_counter()
    signal.setitimer(signal.ITIMER_REAL, time_limit)
    try:
        label, how = fuzz_oracle.label(pred, gold, grader)
    except _Deadline:
        label, how = None, "timeout"
    except Exception as exc:  # an oracle crash is an undecided pair, not a verdict
        label, how = None, f"oracle error: {type(exc).__name__}"
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    out = {"oracle": label, "how": how, "oracle_s": round(time.perf_counter() - start, 4)}
    if math_verify:
        out["math_verify"] = run_math_verify(pred, gold, time_limit)
    return out


def run_math_verify(pred: str, gold: str, time_limit: float) -> bool:
    """Math-Verify on the bare strings: ``verify(parse("$gold$"), parse("$pred$"))`` (gold first,
    as its README calls it); an exception is a "not equal"."""
    from math_verify import verify

    limit = max(1, round(time_limit))  # its timeouts are whole seconds
    try:
        return bool(verify(_mv_parse(gold, limit), _mv_parse(pred, limit), timeout_seconds=limit))
    except Exception:
        return False


@functools.lru_cache(maxsize=2048)
def _mv_parse(s: str, limit: int) -> list:
    """Math-Verify's parse of ``$s$`` (kept: a gold is compared with many mutations)."""
    from math_verify import parse

    return parse(f"${s}$", parsing_timeout=limit)


def _serve(conn: Connection, time_limit: float, math_verify: bool) -> None:
    import fuzz_oracle

    # the parser's and lambdify's first use costs seconds: paid here, outside any pair's deadline
    fuzz_oracle.label("(x+1)^2", "x^2+2x+1")
    fuzz_oracle.label("\\sqrt{2}", "2")

    if math_verify:
        import math_verify as _  # noqa: F401

        logging.getLogger("math_verify").setLevel(logging.CRITICAL)  # one line per parse timeout
        run_math_verify("(x+1)^2", "x^2+2x+1", time_limit)
    conn.send("ready")
    while True:
        task = conn.recv()
        if task is None:
            return
        n, pred, gold, grader = task
        conn.send((n, judge(pred, gold, grader, time_limit, math_verify)))


class JudgePool:
    """``size`` worker processes running ``judge``; ``run(tasks)`` yields (index, result) as
    answers arrive, a ``timeout`` result for a worker past ``hard_s``."""

    def __init__(self, size: int, time_limit: float, math_verify: bool) -> None:
        self.size = size
        self.time_limit = time_limit
        self.math_verify = math_verify
        self.hard_s = time_limit + (3 * max(1, round(time_limit)) if math_verify else 0) + 10
        self.ctx = mp.get_context("spawn")
        self.workers: list[tuple[mp.Process, Connection]] = []
        self.kills = 0

    def _start(self) -> tuple[mp.Process, Connection]:
        parent, child = self.ctx.Pipe()
        proc = self.ctx.Process(target=_serve, args=(child, self.time_limit, self.math_verify), daemon=True)
        proc.start()
        child.close()
        if not parent.poll(120) or parent.recv() != "ready":
            proc.kill()
            raise RuntimeError(
                "a fuzz worker did not start within 120 s (is latex2sympy2_extended installed?)"
            )
        return proc, parent

    def run(self, tasks: list[tuple[str, str, str]]) -> Iterator[tuple[int, dict]]:
        todo = list(enumerate(tasks))[::-1]
        busy: dict[Connection, tuple[mp.Process, int, float]] = {}
        idle = [self._start() for _ in range(self.size)]
        try:
            while todo or busy:
                while idle and todo:
                    proc, conn = idle.pop()
                    n, (pred, gold, grader) = todo.pop()
                    conn.send((n, pred, gold, grader))
                    busy[conn] = (proc, n, time.monotonic())
                now = time.monotonic()
                soonest = min(start for _, _, start in busy.values()) + self.hard_s
                for conn in wait(list(busy), timeout=max(0.0, soonest - now)):
                    proc, n, _ = busy.pop(conn)
                    try:
                        _, result = conn.recv()
                    except EOFError:
                        result = {"oracle": None, "how": "worker died"}
                        proc, conn = self._replace(proc, conn)
                    idle.append((proc, conn))
                    yield n, result
                for conn, (proc, n, start) in list(busy.items()):
                    if time.monotonic() - start > self.hard_s:
                        busy.pop(conn)
                        idle.append(self._replace(proc, conn))
                        yield n, {"oracle": None, "how": "timeout", "math_verify": False}
        finally:
            for proc, conn in idle + [(p, c) for c, (p, _, _) in busy.items()]:
                try:
                    conn.send(None)
                except OSError:
                    pass
                proc.join(2)
                if proc.is_alive():
                    proc.kill()
                    proc.join()

    def _replace(self, proc: mp.Process, conn: Connection) -> tuple[mp.Process, Connection]:
        self.kills += 1
        proc.kill()
        proc.join()
        conn.close()
        return self._start()
