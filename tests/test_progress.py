"""A run nobody watches still reports: an up-front estimate, then periodic progress lines in eval.log and,
off a terminal, on stderr (done/total, rate, ETA, accuracy so far)."""

from __future__ import annotations

import asyncio
import re
import subprocess
import sys

from proctor.config import build_config
from proctor.models.base import SampleError
from proctor.models.mock import MockSampler
from proctor.runner import execute, resume_run, start_run, work_estimate
from proctor.runs.progress import ProgressLog, duration, estimate

LINE = re.compile(
    r"progress: (\d+)/(\d+) \((\d+)%\) in \S+(?: \S+)?, ([\d.]+)/s, ETA [^,]+, accuracy so far "
)


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class Lines:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def info(self, fmt: str, *args: object) -> None:
        self.lines.append(fmt % args)


def test_a_progress_line_has_done_total_rate_eta_and_accuracy():
    clock, sink = Clock(), Lines()
    p = ProgressLog(total=40, every_s=30, log=sink, clock=clock)
    from proctor.envs.base import Trajectory

    for i in range(10):
        p.record(Trajectory(problem_id=str(i), sample_index=0, seed=0, correct=i < 3))
    p.record(Trajectory(problem_id="x", sample_index=0, seed=0, stop_reason="error", error="boom"))
    clock.now = 110.0
    p.emit()
    assert sink.lines == [
        "progress: 11/40 (28%) in 1m 50s, 0.10/s, ETA 4m 50s, accuracy so far 30.0%, 1 errored"
    ]


def test_durations_and_the_up_front_estimate():
    assert [duration(s) for s in (5, 65, 7322)] == ["5s", "1m 05s", "2h 02m"]
    assert estimate(600, 1024) == (
        "estimate: 600 generations to run, up to 1024 completion tokens each (614,400 at most)"
    )
    assert estimate(600, 1024, rate=0.5).endswith("; at 0.50/s about 20m 00s")
    assert "per model call" in estimate(10, 512, multi_turn=True)


def _log(run_dir) -> str:
    return (run_dir / "eval.log").read_text()


def test_eval_log_gets_the_estimate_and_periodic_progress_lines(tmp_path):
    cfg = build_config(
        None,
        None,
        [
            "model.ref=mock:x",
            "benchmark.limit=5",
            "sampling.n=2",
            "runner.concurrency=1",
            "runner.progress_every_s=0.05",
            "sampling.max_tokens=64",
        ],
    )
    prep, run_dir, done = start_run(cfg, tmp_path / "run")
    prep.sampler = MockSampler("\\boxed{1}", delay_s=0.04)
    asyncio.run(execute(prep, run_dir, done))
    log = _log(run_dir)
    assert "estimate: 10 generations to run, up to 64 completion tokens each (640 at most)" in log
    found = [tuple(int(g) for g in m.groups()[:3]) for m in LINE.finditer(log)]
    assert len(found) >= 3, log
    assert [d for d, _, _ in found] == sorted(d for d, _, _ in found)  # done never goes back
    assert found[-1] == (10, 10, 100)
    assert all(total == 10 for _, total, _ in found)


class FailsOddSeeds(MockSampler):
    async def sample(self, prompt, params, n=1, seed=None):
        if seed is not None and seed % 2:
            raise SampleError("backend hiccup")
        return await super().sample(prompt, params, n, seed)


def test_a_resumed_run_estimates_its_duration_from_the_rate_it_measured(tmp_path):
    cfg = build_config(None, None, ["model.ref=mock:x", "benchmark.limit=6", "sampling.n=2"])
    prep, run_dir, done = start_run(cfg, tmp_path / "run")
    prep.sampler = FailsOddSeeds("\\boxed{1}")
    result = asyncio.run(execute(prep, run_dir, done))
    assert result.errored == 6 and result.summary is None
    measured = float(LINE.findall(_log(run_dir))[-1][3])
    prep2, _, done2 = resume_run(run_dir)
    line = work_estimate(prep2, run_dir, done2)
    prep2.lock.close()
    assert line.startswith("estimate: 6 generations to run")
    assert line.endswith(f"; at {measured:.2f}/s about {duration(6 / measured)}")


def test_a_background_run_prints_progress_lines_on_stderr(tmp_path):
    """The real embedded model, output redirected to pipes (not a terminal)."""
    out = tmp_path / "run"
    r = subprocess.run(
        [
            sys.executable,
            "-m",
            "proctor",
            "eval",
            "arith",
            "--limit",
            "1",
            "-n",
            "2",
            "--max-tokens",
            "8",
            "--set",
            "runner.progress_every_s=0.2",
            "--output",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert r.returncode == 0, r.stderr
    assert "estimate: 2 generations to run, up to 8 completion tokens each (16 at most)" in r.stderr
    lines = LINE.findall(r.stderr)
    assert len(lines) >= 2 and lines[-1][:3] == ("2", "2", "100"), r.stderr
    assert len(LINE.findall(_log(out))) == len(lines)  # the same lines as eval.log
    assert "━" not in r.stderr  # no progress bar off a terminal


def test_the_bar_shows_every_record_at_the_end_and_updates_at_its_own_pace(monkeypatch):
    """The terminal bar is handed its count and accuracy at most every BarCounts.every_s and once at
    the end (not once a record); a disabled bar (--quiet, off a terminal) is handed nothing."""
    from types import SimpleNamespace

    from proctor.cli import eval as eval_cli

    class Bar:
        def __init__(self, disable: bool) -> None:
            self.disable, self.updates = disable, []

        def update(self, task, **kw):
            self.updates.append(kw)

    now = [0.0]
    monkeypatch.setattr(eval_cli.time, "monotonic", lambda: now[0])
    bar = Bar(disable=False)
    counts = eval_cli.BarCounts(bar, 0)
    for i in range(1000):
        now[0] = i * 0.001  # a record a millisecond: 1,000 in one second
        counts.record(SimpleNamespace(correct=i % 4 == 0))
    counts.show()
    assert 15 <= len(bar.updates) <= 25  # every 50 ms, not 1,000 times
    assert bar.updates[-1] == {"completed": 1000, "rate": "acc 25.0%"}
    counts.show()  # nothing new: nothing handed again
    assert len(bar.updates) <= 25 and bar.updates[-1]["completed"] == 1000

    quiet = Bar(disable=True)
    counts = eval_cli.BarCounts(quiet, 0)
    for _ in range(10):
        counts.record(SimpleNamespace(correct=True))
    counts.show()
    assert quiet.updates == [] and counts.done == counts.correct == 10
