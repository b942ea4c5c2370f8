"""SIGKILL points on the embedded model (llama.cpp, SmolLM2-135M) through the real CLI: `proctor eval`
killed once K records are on disk, its `--resume` killed likewise, and a last `--resume` gives the
records and summary of an undisturbed run (seeded sampling: the same text whatever the cut)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from fault_procs import new_mark, survivors
from fault_table import tally
from proctor_cli import EMBEDDED_ARGS, EMBEDDED_SAMPLES, run_proctor
from runs_check import from_real_replies, keyed, lost, records, summary, summary_counts_an_error, untimed

pytestmark = [pytest.mark.model, pytest.mark.skipif(not sys.platform.startswith("linux"), reason="signals")]

ARGS = list(EMBEDDED_ARGS)  # the settings of the session's shared run, the undisturbed one
TOTAL = EMBEDDED_SAMPLES
POINTS = 2  # each: the eval killed, its resume killed, a last resume (the embedded model is slow to load)


def _killed_after(argv: list[str], samples: Path, lines: int, mark: dict) -> int:
    """Run ``proctor ARGV``; SIGKILL it once ``samples`` holds ``lines`` lines (bounded wait)."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "proctor", *argv],
        env={**os.environ, **mark},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 300
    while proc.poll() is None and time.monotonic() < deadline:
        if samples.is_file() and samples.read_bytes().count(b"\n") >= lines:
            proc.send_signal(signal.SIGKILL)
            break
        time.sleep(0.01)
    try:
        return proc.wait(timeout=60)
    finally:
        proc.kill()


def test_sigkill_points_on_the_embedded_model(tmp_path, embedded_run):
    clean = embedded_run  # read only
    want, want_summary = keyed(records(clean)), untimed(summary(clean))
    assert len(want) == TOTAL and from_real_replies(records(clean))
    rng = random.Random(23)
    row = dict(faults=0, completed=0, resumed=0, records_lost=0, summaries_with_errors=0, orphans=0)
    problems = []
    for i in range(POINTS):
        run = tmp_path / f"p{i}"
        samples = run / "samples.jsonl"
        k = rng.randint(1, TOTAL - 2)
        steps = [["eval", *ARGS, "--output", str(run)], ["eval", "--resume", str(run)]]
        cuts = [k, rng.randint(k + 1, TOTAL - 1)]
        saved: dict = {}
        for argv, cut in zip(steps, cuts, strict=True):  # the eval, then its resume, each killed
            mark = new_mark()
            rc = _killed_after(argv, samples, cut, mark)
            row["faults"] += 1
            left = survivors(mark, within_s=5)
            row["orphans"] += len(left)
            row["summaries_with_errors"] += int(summary_counts_an_error(run))
            saved |= keyed(records(run))
            if rc not in (0, -9) or left:
                problems.append(f"point {i} {argv[:2]}: exit {rc}, survivors {left}")
        done = run_proctor("eval", "--resume", str(run), check=False, timeout=600)
        row["resumed"] += 1
        final = keyed(records(run))
        row["records_lost"] += lost(saved, final)
        row["summaries_with_errors"] += int(summary_counts_an_error(run))
        if done.returncode != 0 or final != want or untimed(summary(run)) != want_summary:
            problems.append(
                f"point {i}: the resumed run differs from the undisturbed one: {done.stderr[-300:]}"
            )
    tally("SIGKILL eval/resume (llamacpp)", **row)
    assert not problems, "\n".join(problems)
