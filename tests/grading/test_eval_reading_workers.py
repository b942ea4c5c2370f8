"""``proctor eval`` grades long responses of the rule graders in reading worker processes
(``proctor.envs.grading.reads_apart``): the records are those of grading in-process, a worker killed
on an item leaves an error sample (rerun on resume) and never a verdict, and the workers die with
the eval."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import psutil
import pytest
from processes import serving

from proctor.config import build_config
from proctor.envs import grading as grading_mod
from proctor.grading.pool import reading_pool
from proctor.models.base import FatalError
from proctor.models.mock import MockSampler
from proctor.runner import execute, start_run
from proctor.runs import read_run

GRADING_FIELDS = ("extracted", "correct", "formatted", "grade_status", "grader", "grader_version", "error")
PAD = "Let me set up the problem carefully and check each step before going on. " * 40  # ~3 KB
PROBLEMS, N = 30, 7


def _rows(data: Path) -> list[dict]:
    return [json.loads(line) for line in (data / "math500.jsonl").read_text(encoding="utf-8").splitlines()]


def _script(rows: list[dict]):
    """Responses of every kind a grader reads, by the sample's seed: the reference solution, a wrong
    final answer, a retraction, an echo of the problem with no answer, a hedge, forms
    sympy decides, and a short one (under the size a worker is sent)."""
    by_head = {row["problem"][:80]: row for row in rows}

    def script(prompt, seed: int) -> str:
        user = next(m["content"] for m in reversed(prompt) if m.get("role") == "user")
        row = next(r for head, r in by_head.items() if head in user)
        gold, solution = row["answer"], row["solution"]
        kind = seed % 7
        if kind == 0:
            return PAD + solution
        if kind == 1:
            return PAD + f"{solution}\n\nSo the final answer is $\\boxed{{17}}$."
        if kind == 2:
            return PAD + f"I get $\\boxed{{3}}$. Wait, that is wrong: the answer is $\\boxed{{{gold}}}$."
        if kind == 3:
            return PAD + row["problem"]
        if kind == 4:
            return PAD + f"The answer is $\\boxed{{{gold}}}$ or $\\boxed{{0}}$."
        if kind == 5:
            return (
                PAD
                + "Hence $\\boxed{\\sqrt{8}}$ and also $\\boxed{2\\sqrt{2}}$ is the answer: $\\boxed{\\sqrt{8}}$."
                + ("\n\nIn other words, $\\boxed{\\log_2 32}$." if seed % 2 else "")  # sympy's to decide
            )
        return f"The answer is $\\boxed{{{gold}}}$."

    return script


def _eval(
    shared_data: Path,
    out: Path,
    threshold: int,
    monkeypatch,
    script=None,
    concurrency: int = 16,
    delay_s: float = 0.0,
) -> list[dict]:
    monkeypatch.setattr(grading_mod, "READ_APART_CHARS", threshold)
    cfg = build_config(
        None,
        None,
        [
            "benchmark.name=math500",
            f"benchmark.data={shared_data / 'math500.jsonl'}",
            f"benchmark.limit={PROBLEMS}",
            f"sampling.n={N}",
            "model.ref=mock:",
            f"runner.concurrency={concurrency}",
        ],
    )
    prep, run_dir, done = start_run(cfg, out)
    prep.sampler = MockSampler((script or _script)(_rows(shared_data)), delay_s=delay_s)
    result = asyncio.run(execute(prep, run_dir, done))
    assert result.generated == PROBLEMS * N and result.errored == 0
    lines = (run_dir / "samples.jsonl").read_text(encoding="utf-8").splitlines()
    return sorted((json.loads(line) for line in lines), key=lambda r: (r["problem_id"], r["sample_index"]))


def _timeless(value):
    """A record without its wall-clock times (the one thing two runs of the same samples differ in)."""
    if isinstance(value, dict):
        return {k: _timeless(v) for k, v in value.items() if k not in ("latency_s", "wall_s")}
    if isinstance(value, list):
        return [_timeless(v) for v in value]
    return value


def test_records_graded_in_reading_workers_are_those_graded_here(shared_data, monkeypatch, tmp_path):
    from proctor.envs import reading_batches

    monkeypatch.setattr(reading_batches, "BATCH_MIN", 10**9)  # "here": in this process, no batch
    pool = reading_pool()
    sent = pool.stats["requests"]
    apart = _eval(shared_data, tmp_path / "apart", 0, monkeypatch)  # every response to a worker
    assert pool.stats["requests"] - sent == PROBLEMS * N
    sent = pool.stats["requests"]
    here = _eval(shared_data, tmp_path / "here", 10**12, monkeypatch)  # none
    assert pool.stats["requests"] == sent
    assert len(apart) == len(here) == PROBLEMS * N
    for a, h in zip(apart, here, strict=True):
        assert (a["problem_id"], a["sample_index"]) == (h["problem_id"], h["sample_index"])
        assert {k: a.get(k) for k in GRADING_FIELDS} == {k: h.get(k) for k in GRADING_FIELDS}, a["problem_id"]
        assert a["info"].get("grade_details") == h["info"].get("grade_details")
        assert json.dumps(_timeless(a), sort_keys=True) == json.dumps(_timeless(h), sort_keys=True)
    # the comparison means something: every kind of verdict is among them
    statuses = {r["grade_status"] for r in apart}
    assert {"ok", "no_answer"} <= statuses
    assert {True, False} <= {r["correct"] for r in apart}


def test_short_responses_are_read_on_the_event_loop_with_the_grades_of_a_thread(
    shared_data, monkeypatch, tmp_path
):
    """A short response is read on the event loop by the grader's reading twin (a thread would only
    add GIL hand-offs), its symbolic step finished by the grader in a thread: the records are those
    of the grader reading every response in a thread, as before."""
    from proctor.envs import reading_batches
    from proctor.grading.mathgrader import DeferringPool, MathGrader

    monkeypatch.setattr(reading_batches, "BATCH_MIN", 10**9)  # no batch to a worker: all read here
    real_here = grading_mod._reader_here
    monkeypatch.setattr(grading_mod, "_reader_here", lambda grader, record: None)
    threaded = _eval(shared_data, tmp_path / "thread", 10**12, monkeypatch)
    monkeypatch.setattr(grading_mod, "_reader_here", real_here)

    read_on: list[bool] = []  # whether each reading ran on the event loop's thread
    real_grade_text = grading_mod.grade_text

    def spy_read(*args, **kwargs):
        read_on.append(threading.current_thread() is threading.main_thread())
        return real_grade_text(*args, **kwargs)

    finished_on: list[bool] = []  # the grader's own finishing steps (not its twin's, inside the reading)
    real_finish = MathGrader.finish

    def spy_finish(self, *args, **kwargs):
        if not isinstance(self._pool, DeferringPool):
            finished_on.append(threading.current_thread() is threading.main_thread())
        return real_finish(self, *args, **kwargs)

    monkeypatch.setattr(grading_mod, "grade_text", spy_read)
    monkeypatch.setattr(MathGrader, "finish", spy_finish)
    here = _eval(shared_data, tmp_path / "here", 10**12, monkeypatch)
    assert len(read_on) == PROBLEMS * N and all(read_on)  # every response read on the loop
    # the symbolic steps (the sqrt(8) of kind 5 among them) were finished off the loop, and only they
    assert 0 < len(finished_on) < PROBLEMS * N and not any(finished_on)
    for a, b in zip(threaded, here, strict=True):
        assert json.dumps(_timeless(a), sort_keys=True) == json.dumps(_timeless(b), sort_keys=True)
    assert {True, False} <= {r["correct"] for r in here}


def test_a_symbolic_step_of_a_short_response_never_blocks_the_event_loop(monkeypatch):
    """The comparison a short response's answer needs waits on the comparison pool: in a thread, so
    the loop goes on with other samples meanwhile."""
    from proctor.grading import get_grader
    from proctor.grading.mathgrader import MathGrader

    real_finish = MathGrader.finish

    def slow_finish(self, *args, **kwargs):
        time.sleep(0.5)  # a comparison pool busy with other items
        return real_finish(self, *args, **kwargs)

    monkeypatch.setattr(MathGrader, "finish", slow_finish)
    grader = get_grader("math")
    record = _record("So $x = \\boxed{\\log_2 32}$.")  # the fast paths cannot decide it: sympy does

    async def main():
        ticks = 0

        async def ticker():
            nonlocal ticks
            while True:
                await asyncio.sleep(0.01)
                ticks += 1

        task = asyncio.create_task(ticker())
        grade = await grading_mod.agrade_record(grader, record)
        task.cancel()
        return grade, ticks

    grade, ticks = asyncio.run(main())
    assert grade.correct is True
    assert ticks >= 20  # the loop ran on through the 0.5 s step (blocked, it would not have ticked)


class _Killer:
    """Kills (SIGKILL, from outside) a reading worker that has an item: ``times`` of them."""

    def __init__(self, times: int):
        self.times, self.killed = times, 0
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        pool = reading_pool()
        while not self.stop.is_set() and self.killed < self.times:
            with pool._lock:
                workers = list(pool._all)
            idle = set(pool._idle.queue)
            for worker in workers:  # started (taught: warm() was called), not idle: it has an item
                if worker.taught and worker not in idle and worker.alive():
                    worker.proc.kill()
                    self.killed += 1
                    break
            time.sleep(0.002)

    def __enter__(self) -> _Killer:
        reading_pool().warm(60)  # every worker, replacements too, is taught (ready) before it is idle
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        self.thread.join(10)


def _record(text: str):
    from proctor.envs import Trajectory

    return Trajectory(
        problem_id="p",
        sample_index=0,
        seed=0,
        answer="5",
        messages=[{"role": "user", "content": "Find x."}, {"role": "assistant", "content": text}],
        turns=[{"text": text, "finish_reason": "stop"}],
        final_text=text,
        stop_reason="stop",
        finish_reason="stop",
    )


LONG = "We note that 3x + 7 = 22, so x = 5. Wait, let me reconsider the case n = 2k. " * 60_000  # ~5 MB


def test_a_worker_killed_once_mid_item_is_replaced_and_the_item_graded_as_here() -> None:
    from proctor.grading import get_grader

    grader = get_grader("math")
    record = _record(LONG + "Therefore $\\boxed{5}$.")
    restarts = reading_pool().stats["restarts"]
    with _Killer(1) as killer:
        grade = asyncio.run(grading_mod.agrade_record(grader, record))
    assert grading_mod.reads_apart(grader, record)
    assert killer.killed == 1
    assert reading_pool().stats["restarts"] == restarts + 1  # replaced; the item asked again of another
    assert grade.correct is True
    from proctor.grading.base import grade_text

    assert grade == grade_text(grader, record.final_text, "5", prompt="Find x.")


def test_a_worker_killed_on_an_item_each_time_leaves_an_error_rerun_on_resume(
    shared_data, monkeypatch, tmp_path
) -> None:
    from proctor.runner import resume_run

    long = LONG[: len(LONG) // 5]
    monkeypatch.setattr(grading_mod, "READ_APART_CHARS", 1000)
    cfg = build_config(
        None,
        None,
        [
            "benchmark.name=arith",
            "benchmark.limit=4",
            "model.ref=mock:",
            "runner.concurrency=1",
            "sampling.max_tokens=1000000",
        ],
    )
    prep, run_dir, done = start_run(cfg, tmp_path / "run")
    prep.sampler = MockSampler(long + "so the answer is 4")  # about 1 MB: read in a worker for ~20 ms
    with _Killer(10**6):
        result = asyncio.run(execute(prep, run_dir, done))
    assert result.errored == 4 and result.summary is None  # partial: no verdict from a killed worker
    records = read_run(run_dir).records
    assert all(r.stop_reason == "error" and r.grader is None and r.grade_status is None for r in records)
    assert all("reading worker" in (r.error or "") for r in records)
    prep, run_dir, done = resume_run(run_dir)  # no killer now: the errors are rerun and graded
    prep.sampler = MockSampler(long + "so the answer is 4")
    result = asyncio.run(execute(prep, run_dir, done))
    assert result.summary is not None
    records = read_run(run_dir).records
    assert len(records) == 4 and all(
        r.grader == "number" and r.grade_status == "ok" and r.error is None for r in records
    )


def test_a_grading_failure_in_the_worker_path_stops_the_run(monkeypatch, tmp_path) -> None:
    calls = [0]
    real = grading_mod._read_apart

    def broken(*args):
        calls[0] += 1
        if calls[0] == 10:
            raise ValueError("grader bug")
        return real(*args)

    monkeypatch.setattr(grading_mod, "_read_apart", broken)
    monkeypatch.setattr(grading_mod, "READ_APART_CHARS", 10)
    cfg = build_config(
        None,
        None,
        [
            "model.ref=mock:" + "I think it over. " * 80 + "\\boxed{7}",
            "benchmark.limit=200",
            "runner.concurrency=8",
        ],
    )
    prep, run_dir, done = start_run(cfg, tmp_path / "run")
    with pytest.raises(FatalError, match="grader .* failed on .*grader bug"):
        asyncio.run(execute(prep, run_dir, done))
    lines = (run_dir / "samples.jsonl").read_text(encoding="utf-8").splitlines()
    assert all(json.loads(line)["grader"] for line in lines)  # complete, graded records only
    assert len(lines) < 200  # it stopped; it did not grade on to the end


@pytest.fixture
def long_replies():
    with serving("--size", "102400", "--sleep", "0") as url:
        yield url


@pytest.mark.server
@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_reading_workers_die_with_an_interrupted_eval(long_replies, shared_data, sig, tmp_path) -> None:
    cmd = [sys.executable, "-m", "proctor", "eval", "math500", "--data", str(shared_data / "math500.jsonl"),
           "-m", "openai:fake", "--base-url", f"{long_replies}/v1", "-n", "16", "--limit", "200",
           "--concurrency", "64", "--output", str(tmp_path / "run"), "-q"]  # fmt: skip
    env = {**os.environ, "OPENAI_API_KEY": "none", "PROCTOR_READING_WORKERS": "3"}  # the count asked
    proc = subprocess.Popen(
        cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )  # fmt: skip
    try:
        eval_proc = psutil.Process(proc.pid)
        workers: list[psutil.Process] = []
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and len(workers) < 3:
            workers = []
            for child in eval_proc.children(recursive=True):
                try:
                    if (
                        "proctor.grading.worker" in child.cmdline()
                        and child.environ().get("PROCTOR_GRADER_ROLE") == "read"
                    ):
                        workers.append(child)
                except psutil.Error:
                    pass
            time.sleep(0.05)
        assert len(workers) == 3, f"{len(workers)} reading workers; PROCTOR_READING_WORKERS=3 asked"
        samples = tmp_path / "run" / "samples.jsonl"
        while time.monotonic() < deadline and not (samples.exists() and samples.stat().st_size > 0):
            time.sleep(0.05)  # grading under way
        proc.send_signal(sig)
        out, _ = proc.communicate(timeout=60)
        assert proc.returncode != 0, out.decode(errors="replace")[-2000:]
        assert b"interrupted" in out, out.decode(errors="replace")[-2000:]
        _, alive = psutil.wait_procs(workers, timeout=10)
        assert not alive, [p.pid for p in alive]
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
