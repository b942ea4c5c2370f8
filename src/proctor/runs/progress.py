"""What a run tells a user who is not watching a terminal: an up-front estimate of the work, then a
progress line every ``runner.progress_every_s`` seconds (done/total, rate, ETA, accuracy so far).

Lines go to the ``proctor.progress`` logger: the run's ``eval.log`` always receives them, and the CLI
also sends them to stderr when stderr is not a terminal (a terminal gets the progress bar instead).
"""

from __future__ import annotations

import asyncio
import math
import re
import time
from pathlib import Path
from typing import Any

from proctor.envs.base import Trajectory

PROGRESS_LOGGER = "proctor.progress"


def duration(seconds: float) -> str:
    """``45s``, ``12m 05s``, ``3h 20m``: short and unambiguous."""
    if not math.isfinite(seconds):
        return "unknown"
    s = max(0, round(seconds))
    if s < 60:
        return f"{s}s"
    if s < 3600:
        return f"{s // 60}m {s % 60:02d}s"
    return f"{s // 3600}h {s % 3600 // 60:02d}m"


_RATE = re.compile(rb"progress: \d+/\d+ .*?, ([\d.]+)/s, ")


def rate_from_log(path: Path) -> float | None:
    """The generation rate the last progress line of an earlier invocation measured (eval.log), or
    None when there is none to go by."""
    try:
        with open(path, "rb") as f:
            f.seek(max(0, f.seek(0, 2) - 65536))
            rates = _RATE.findall(f.read())
    except OSError:
        return None
    rate = float(rates[-1]) if rates else 0.0
    return rate or None


def estimate(todo: int, max_tokens: int, multi_turn: bool = False, rate: float | None = None) -> str:
    """One line sizing the work before it starts: generations, the token ceiling, and a duration when
    a rate is known (what an earlier invocation of a resumed run measured)."""
    if multi_turn:
        tokens = f"up to {max_tokens} completion tokens per model call, several calls per sample"
    else:
        tokens = f"up to {max_tokens} completion tokens each ({todo * max_tokens:,} at most)"
    line = f"estimate: {todo} generations to run, {tokens}"
    if rate:
        line += f"; at {rate:.2f}/s about {duration(todo / rate)}"
    return line


class ProgressLog:
    """Counts finished samples and writes a progress line every ``every_s`` seconds (and at the end)."""

    def __init__(self, total: int, every_s: float, log: Any, clock: Any = time.monotonic):
        self.total = total
        self.every_s = every_s
        self.log = log
        self.clock = clock
        self.t0 = clock()
        self.done = self.correct = self.errored = 0

    def record(self, traj: Trajectory) -> None:
        self.done += 1
        self.errored += traj.error is not None
        self.correct += bool(traj.correct)

    def line(self) -> str:
        elapsed = self.clock() - self.t0
        rate = self.done / elapsed if elapsed > 0 else 0.0
        eta = duration((self.total - self.done) / rate) if rate > 0 else "unknown"
        graded = self.done - self.errored
        acc = f"{self.correct / graded:.1%}" if graded else "n/a"
        pct = self.done / self.total if self.total else 1.0
        line = (
            f"progress: {self.done}/{self.total} ({pct:.0%}) in {duration(elapsed)}, {rate:.2f}/s, "
            f"ETA {eta}, accuracy so far {acc}"
        )
        return line + (f", {self.errored} errored" if self.errored else "")

    def emit(self) -> None:
        self.log.info("%s", self.line())

    async def tick(self) -> None:
        """Emit a line every ``every_s`` seconds until cancelled (``every_s`` <= 0: never)."""
        if self.every_s <= 0:
            return
        while True:
            await asyncio.sleep(self.every_s)
            self.emit()
