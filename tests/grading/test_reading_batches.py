"""Short replies read in batches by reading workers when the event loop falls behind
(``proctor.envs.reading_batches``): a trickle is read on the loop as before, a burst goes to a worker
in one request, and the records are those of reading every reply on the loop."""

from __future__ import annotations

import asyncio
import importlib.util
import json
import threading
import time
import weakref
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from proctor.envs import grading as grading_mod
from proctor.envs import reading_batches
from proctor.envs.reading_batches import ReadingBatches
from proctor.grading.pool import reading_pool

# the reading workers' test eval, its scripted replies and record comparison (loaded by path, as
# _labels loads the test files: the tests are not a package)
_spec = importlib.util.spec_from_file_location(
    "_eval_reading", Path(__file__).with_name("test_eval_reading_workers.py")
)
assert _spec is not None and _spec.loader is not None
_workers = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_workers)
PROBLEMS, N, _script, _timeless, _run = (
    _workers.PROBLEMS,
    _workers.N,
    _workers._script,
    _workers._timeless,
    _workers._eval,
)

SHORT = "Let me check each step. " * 20  # under READ_APART_CHARS with every scripted kind


def _short_script(rows):
    long_script = _script(rows)

    def script(prompt, seed):  # the scripted kinds without their ~3 KB pad: short replies
        return long_script(prompt, seed).replace(
            "Let me set up the problem carefully and check each step before going on. " * 40, SHORT
        )

    return script


def _eval(
    shared_data, out, monkeypatch, batch_min: int, concurrency: int = 64, delay_s: float = 0.0
) -> list[dict]:
    monkeypatch.setattr(reading_batches, "BATCH_MIN", batch_min)
    records = _run(
        shared_data, out, grading_mod.READ_APART_CHARS, monkeypatch, _short_script, concurrency, delay_s
    )
    assert all(len(r["final_text"]) < grading_mod.READ_APART_CHARS for r in records)
    return records


def _same(a: list[dict], b: list[dict]) -> None:
    assert len(a) == len(b) == PROBLEMS * N
    for x, y in zip(a, b, strict=True):
        assert json.dumps(_timeless(x), sort_keys=True) == json.dumps(_timeless(y), sort_keys=True)


def test_batched_readings_give_the_records_of_readings_on_the_loop(shared_data, monkeypatch, tmp_path):
    here = _eval(shared_data, tmp_path / "here", monkeypatch, batch_min=10**9)
    sent = reading_pool().stats["requests"]
    batched = _eval(shared_data, tmp_path / "batched", monkeypatch, batch_min=1)
    assert reading_pool().stats["requests"] > sent  # batches went to the workers
    _same(here, batched)
    # the comparison means something: verdicts of every kind, symbolic steps among them
    assert {True, False} <= {r["correct"] for r in here}
    assert {"ok", "no_answer"} <= {r["grade_status"] for r in here}


def test_a_burst_goes_to_a_worker_and_a_trickle_is_read_here(shared_data, monkeypatch, tmp_path):
    made: list[ReadingBatches] = []
    real = grading_mod.ReadingBatches

    def spy(*args, **kwargs):
        made.append(real(*args, **kwargs))
        return made[-1]

    monkeypatch.setattr(grading_mod, "ReadingBatches", spy)
    monkeypatch.setattr(grading_mod, "_batches", weakref.WeakKeyDictionary())
    _eval(shared_data, tmp_path / "burst", monkeypatch, batch_min=8, concurrency=64)
    assert len(made) == 1 and made[0].batched > 0  # the mock answers at once: readings pile up, batched
    monkeypatch.setattr(grading_mod, "_batches", weakref.WeakKeyDictionary())
    # a server that answers one at a time, slower than a reading: every one read on the loop
    _eval(shared_data, tmp_path / "trickle", monkeypatch, batch_min=8, concurrency=1, delay_s=0.002)
    assert len(made) == 2 and made[1].batches == 0


def test_a_failed_batch_gives_each_reading_to_the_one_item_path(shared_data, monkeypatch, tmp_path):
    here = _eval(shared_data, tmp_path / "here", monkeypatch, batch_min=10**9)
    failed = [0]

    def dead(grader, items):  # a worker killed twice on the batch, or past its CPU limit
        failed[0] += 1
        return None

    monkeypatch.setattr(grading_mod, "_read_batch", dead)
    monkeypatch.setattr(grading_mod, "_batches", weakref.WeakKeyDictionary())
    apart = [0]
    real_apart = grading_mod._read_apart

    def one(*args):
        apart[0] += 1
        return real_apart(*args)

    monkeypatch.setattr(grading_mod, "_read_apart", one)
    batched = _eval(shared_data, tmp_path / "failed", monkeypatch, batch_min=1)
    assert failed[0] > 0 and apart[0] > 0
    _same(here, batched)


# --- the batcher alone ---------------------------------------------------------------------------


def _batcher(answers=None, cap: int = 1, monkeypatch=None):
    log: dict[str, list] = {"here": [], "batches": []}
    gate = threading.Event()
    gate.set()

    def here(response, answer, prompt, truncated):
        if response == "boom":
            raise ValueError("a grader bug")
        log["here"].append(response)
        return "grade", f"here:{response}"

    def batch(items):
        gate.wait(5)
        log["batches"].append([i["response"] for i in items])
        if answers is not None:
            return answers(items)
        return [{"grade": f"worker:{i['response']}"} for i in items]

    pool = ThreadPoolExecutor(4)
    monkeypatch.setattr(reading_batches, "batches_in_flight", lambda: cap)
    return ReadingBatches(here, batch, lambda: pool), log, gate


async def _read_all(b: ReadingBatches, texts: list[str]):
    async def one(t):
        if b.inline():
            return b._read_here(t, "", "", False)
        return await b.read(t, "", "", False)

    return await asyncio.gather(*(one(t) for t in texts), return_exceptions=True)


def test_the_first_readings_of_a_turn_are_read_at_once_and_a_burst_is_batched(monkeypatch):
    b, log, _ = _batcher(monkeypatch=monkeypatch)
    texts = [f"t{i}" for i in range(100)]
    out = asyncio.run(_read_all(b, texts))
    inline = reading_batches.READ_EACH_TURN
    assert out[:inline] == [("grade", f"here:t{i}") for i in range(inline)]
    assert log["batches"] and log["batches"][0] == texts[inline : inline + reading_batches.BATCH_MAX]
    for t, got in zip(texts, out, strict=True):  # each reading answered once, by here or a worker
        assert got in (("grade", f"here:{t}"), ("reply", {"grade": f"worker:{t}"}))
    assert b.batched == sum(map(len, log["batches"])) == sum(1 for o in out if o[0] == "reply")


def test_no_more_batches_read_at_once_than_the_spare_cores_and_the_loop_reads_meanwhile(monkeypatch):
    b, log, gate = _batcher(cap=1, monkeypatch=monkeypatch)
    reading = [0, 0]  # batches read now, the most at once
    real = b._read_batch

    def counted(items):
        reading[0] += 1
        reading[1] = max(reading)
        try:
            return real(items)
        finally:
            reading[0] -= 1

    b._read_batch = counted
    gate.clear()  # the worker holds its first batch

    async def main():
        texts = [f"t{i}" for i in range(300)]
        task = asyncio.ensure_future(_read_all(b, texts))
        for _ in range(50):
            await asyncio.sleep(0)
        out_while_held = (b.batches, len(log["here"]))
        gate.set()
        return out_while_held, await task

    (batches_held, read_here), out = asyncio.run(main())
    # one batch read at a time (one spare core), one more queued behind it
    assert batches_held == reading_batches.QUEUED_PER_LANE == 2
    assert reading[1] == 1
    assert read_here > reading_batches.READ_EACH_TURN  # the loop read the rest, turn after turn
    assert len(out) == 300 and all(not isinstance(o, BaseException) for o in out)


def test_a_workers_next_batch_starts_while_the_loop_is_busy(monkeypatch):
    """The batch queued behind a worker's batch is read the moment that one is answered, by the
    waiting thread, with no turn of the loop in between: the spare core does not idle while the loop
    is busy (a turn of hundreds of responses, the records of the last batch)."""
    b, log, gate = _batcher(cap=1, monkeypatch=monkeypatch)
    gate.clear()
    started: list[float] = []
    real = b._read_batch

    def timed(items):
        started.append(time.monotonic())
        return real(items)

    b._read_batch = timed

    async def main():
        task = asyncio.ensure_future(_read_all(b, [f"t{i}" for i in range(300)]))
        for _ in range(50):
            await asyncio.sleep(0)
        assert b.batches == 2 and len(started) == 1  # the first held, the second queued
        threading.Timer(0.05, gate.set).start()
        busy_from = time.monotonic()
        time.sleep(1.0)  # the loop busy: no turn for a second
        busy_until = time.monotonic()
        return busy_from, busy_until, await task

    busy_from, busy_until, out = asyncio.run(main())
    assert len(started) >= 2 and busy_from < started[1] < busy_until
    assert len(out) == 300 and all(not isinstance(o, BaseException) for o in out)


@pytest.mark.parametrize("broken", ["none", "short"])
def test_a_batch_without_its_answers_sends_each_reading_apart(monkeypatch, broken):
    def answers(items):
        return None if broken == "none" else [{"grade": "x"}] * (len(items) - 1)

    b, log, _ = _batcher(answers=answers, monkeypatch=monkeypatch)
    out = asyncio.run(_read_all(b, [f"t{i}" for i in range(40)]))
    sent = {t for batch in log["batches"] for t in batch}
    assert sent and all(out[int(t[1:])] == ("apart", None) for t in sent)


def test_a_reading_that_raises_raises_to_its_caller_only(monkeypatch):
    b, _, _ = _batcher(monkeypatch=monkeypatch)
    monkeypatch.setattr(reading_batches, "BATCH_MIN", 10**9)  # all read here
    texts = [f"t{i}" for i in range(20)]
    texts[12] = "boom"
    out = asyncio.run(_read_all(b, texts))
    assert isinstance(out[12], ValueError)
    assert all(o == ("grade", f"here:{t}") for t, o in zip(texts, out, strict=True) if t != "boom")


def test_a_run_that_ends_between_two_turns_leaves_nothing_to_the_next_runs_loop():
    """The batches are the event loop's own: a loop closed with a turn due and its readings' budget
    spent (a run that ended between two turns) does not leave the next run's readings waiting for a
    turn that never comes (one batcher per grader hung the next eval on the same grader)."""
    from proctor.envs.base import Trajectory
    from proctor.grading import get_grader

    grader = get_grader("math")
    records = [
        Trajectory(
            problem_id=f"p{i}",
            seed=i,
            messages=[{"role": "user", "content": "Find x."}],
            final_text=f"So $x = \\boxed{{{i}}}$.",
            answer="3",
        )
        for i in range(40)
    ]
    twin = grading_mod._reader_here(grader, records[0])
    assert twin is not None

    async def first_run_ends_between_turns():
        b = grading_mod._batches_of(grader, twin)
        b._inline, b._turn_due = reading_batches.READ_EACH_TURN, True

    asyncio.run(first_run_ends_between_turns())

    async def next_run():
        grades = [grading_mod.agrade_record(grader, r) for r in records]
        return await asyncio.wait_for(asyncio.gather(*grades), 30)

    grades = asyncio.run(next_run())
    assert [g.correct for g in grades] == [i == 3 for i in range(40)]


def test_while_a_burst_is_batched_the_next_readings_wait_for_a_batch(monkeypatch):
    """With a batch out and room in its lane (the readings come faster than the loop reads them), a
    reading is not done at once on the loop, which is the run's limit, but goes to the next batch;
    with no batch out (a trickle) the first readings of a turn still are."""
    b, log, gate = _batcher(cap=1, monkeypatch=monkeypatch)
    gate.clear()

    async def main():
        assert b.inline()  # nothing out: read at once
        task = asyncio.ensure_future(_read_all(b, [f"t{i}" for i in range(100)]))
        for _ in range(20):
            await asyncio.sleep(0)
        assert b._out == 1  # one batch read, room for one queued behind it
        inline_then = b.inline()
        gate.set()
        await task
        return inline_then

    assert asyncio.run(main()) is False
