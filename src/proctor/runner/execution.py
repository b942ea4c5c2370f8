"""Executing a prepared run: a bounded pool of workers turns the pending pairs into records in
samples.jsonl, with progress lines in eval.log, then the summary (or a shard's ``.done`` marker)."""

from __future__ import annotations

import asyncio
import collections
import contextlib
import contextvars
import json
import logging
import os
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from proctor.benchmarks.problem import Problem
from proctor.envs import Trajectory
from proctor.envs.grading import reads_apart, reads_here
from proctor.models.base import FatalError
from proctor.runner.prepared import Prepared
from proctor.runner.records import generate, grade
from proctor.runs import LOG, SAMPLES, SUMMARY, SampleWriter, iter_dicts, storage, write_summary
from proctor.runs.progress import PROGRESS_LOGGER, ProgressLog, estimate, rate_from_log
from proctor.runs.shards import finish_shard

log = logging.getLogger("proctor")
progress_log = logging.getLogger(PROGRESS_LOGGER)


@dataclass
class RunResult:
    run_dir: Path
    summary: dict[str, Any] | None  # None when samples errored (the run is partial: --resume it)
    generated: int  # trajectories produced by this invocation
    errored: int
    wall_s: float


def _pending(prep: Prepared, done: dict[tuple[str, int], bool]) -> Iterator[tuple[Problem, int]]:
    for p in prep.bench.problems:
        for i in range(prep.cfg.sampling.n):
            if (p.id, i) not in done and prep.owns(p, i):
                yield p, i


class BatchWriter:
    """Records finished in the same turn of the event loop go to samples.jsonl in one write (thousands
    in flight against a fast server finish many at a time): a worker hands its record over and waits
    until the write that holds it has returned, so a record is in the file before it is counted. A
    failed write fails every worker of its batch (none of those records is in the file)."""

    def __init__(self, writer: SampleWriter, written: Callable[[list[Trajectory]], None] | None = None):
        self.writer = writer
        self.written = written  # told each batch once it is in the file, in the file's order
        self.batch: list[Trajectory] = []
        self.done: asyncio.Future[None] | None = None
        self.writes = 0  # write calls, for tests: fewer than the records when they finish together

    async def write(self, traj: Trajectory) -> None:
        if self.done is None:
            self.done = asyncio.get_running_loop().create_future()
            asyncio.get_running_loop().call_soon(self._flush)
        self.batch.append(traj)
        done = self.done
        await asyncio.shield(done)  # a cancelled worker leaves the batch's write to the others

    def _flush(self) -> None:
        batch, done = self.batch, self.done
        self.batch, self.done = [], None
        assert done is not None
        try:
            self.writer.write_many(batch)
            self.writes += 1
        except BaseException as e:  # noqa: BLE001 - handed to every waiting worker
            done.set_exception(e)
            done.exception()  # retrieved: no "never retrieved" warning when every waiter is gone
        else:
            done.set_result(None)
            if self.written is not None:
                self.written(batch)


# Generated samples waiting for their grade and write: at most this many, and this many characters
# of text (the memory they hold). Within it a worker sends its next request while grading catches up.
GRADING_BACKLOG = 4096
GRADING_BACKLOG_CHARS = 256 << 20
# Samples graded at once: grading is Python, and each thread grading is one more thread the event loop
# (every request's I/O) waits behind for the GIL; more would not grade faster. Graders that wait on
# processes (sympy's workers) or on judges still overlap this many.
GRADING_THREADS = max(2, os.cpu_count() or 2)
# Workers started per turn of the event loop. Each one's first step (building its request, opening
# its connection) runs before the loop turns again, so starting all ``concurrency`` at once put the
# whole start-up of 1,024 slots before the first request reached the server; started this many a turn,
# the first requests go out (and are answered) while the rest start.
RAMP_STEP = 16


class Backlog:
    """The generated samples not yet graded and written. Grading is not the server's work: a worker
    hands its sample over and sends its next request at once, so the server keeps ``concurrency``
    requests in flight while grading lags behind (long replies, a slow grader, a loaded machine).
    Bounded: past ``max_records`` or ``max_chars`` a worker waits for room (then grading is the
    run's limit, and nothing is gained by generating further ahead)."""

    def __init__(self, max_records: int | None = None, max_chars: int | None = None):
        self.max_records = max(1, max_records or GRADING_BACKLOG)
        self.max_chars = max(1, max_chars or GRADING_BACKLOG_CHARS)
        self.records = self.chars = 0
        self.peak = 0  # the most samples that waited at once (tests, perf)
        # the workers waiting for room, first come first served: a leave wakes only those that now fit
        # (a condition's notify_all woke every waiter on every leave to find the backlog full again,
        # 256 wake-ups a sample at concurrency 256)
        self._waiting: collections.deque[tuple[int, asyncio.Future[None]]] = collections.deque()

    def _full(self, chars: int) -> bool:  # one sample always fits an empty backlog, however long
        return self.records > 0 and (self.records >= self.max_records or self.chars + chars > self.max_chars)

    def _take(self, chars: int) -> None:
        self.records += 1
        self.chars += chars
        self.peak = max(self.peak, self.records)

    async def enter(self, chars: int) -> None:
        if not self._waiting and not self._full(chars):
            self._take(chars)
            return
        room = asyncio.get_running_loop().create_future()
        self._waiting.append((chars, room))
        try:
            await room  # its room is taken for it (``_wake``) before it resumes
        except asyncio.CancelledError:
            if room.done() and not room.cancelled():  # woken and cancelled before it resumed
                self._give_back(chars)
            else:
                self._waiting.remove((chars, room))
                self._wake()  # those behind it may fit now
            raise

    async def leave(self, chars: int) -> None:
        self._give_back(chars)

    def _give_back(self, chars: int) -> None:
        self.records -= 1
        self.chars -= chars
        self._wake()

    def _wake(self) -> None:
        while self._waiting and not self._full(self._waiting[0][0]):
            chars, room = self._waiting.popleft()
            self._take(chars)
            room.set_result(None)


async def run_samples(
    prep: Prepared,
    run_dir: Path,
    done: dict[tuple[str, int], bool],
    on_record: Callable[[Trajectory], None] | None = None,
    backlog: Backlog | None = None,
    written: Callable[[list[Trajectory]], None] | None = None,
) -> tuple[int, int]:
    """Generate every pending (problem, sample) pair; returns (generated, errored).

    Workers (``runner.concurrency`` of them, not one task per pair) pull pairs from one shared
    iterator, so the memory in use does not grow with the number of pairs. With ``auto`` their
    number follows the servers' load (:mod:`proctor.models.openai.load`): a worker above the limit
    stops after its sample, and new ones start when the limit grows. A worker's sample is graded and
    written by a task of its own (:class:`Backlog`) while the worker goes on to its next pair: the
    concurrency is what the servers have in flight, not what the client is still grading.
    ``written`` is told the records of each write once they are in samples.jsonl, in the file's order
    (the run's summary is tallied from them)."""
    pending = _pending(prep, done)
    counts = [0, 0]
    concurrency = prep.cfg.runner.concurrency
    if concurrency == "auto":  # it starts at the fixed fallback, and _auto moves it
        from proctor.models.openai.load import FALLBACK

        limit = [FALLBACK]
    else:
        limit = [int(concurrency)]
    live = [0]
    exhausted = [False]
    tasks: list[asyncio.Task[None]] = []
    finishing: set[asyncio.Task[None]] = set()
    backlog = backlog or Backlog()
    failed: asyncio.Future[None] = asyncio.get_running_loop().create_future()
    with (
        storage.writes_during_run(run_dir / SAMPLES, run_dir, lambda: len(done) + counts[0]),
        SampleWriter(run_dir / SAMPLES) as writer,
    ):
        batches = BatchWriter(writer, written)

        # a grader that grades in a thread, a few at a time (the event loop keeps its share of the GIL);
        # an async one (a judge: HTTP) as many as there are; a long response that a reading worker
        # process grades (reads_apart) waits its turn for a worker, not here; a short one that the
        # grader's twin reads (reads_here) takes no thread: the readings waiting at a turn of the loop
        # are batched to the reading workers (envs/reading_batches.py)
        threaded = not (getattr(prep.grader, "needs_question", False) and hasattr(prep.grader, "agrade"))
        grading = asyncio.Semaphore(GRADING_THREADS) if threaded else contextlib.nullcontext()
        apart = contextlib.nullcontext()

        async def finish(traj: Trajectory, problem: Problem, chars: int) -> None:
            try:
                async with (
                    apart if reads_apart(prep.grader, traj) or reads_here(prep.grader, traj) else grading
                ):
                    traj = await grade(prep, traj, problem)
                await batches.write(traj)  # on disk before it is counted
            finally:
                await backlog.leave(chars)
            counts[0] += 1
            counts[1] += traj.error is not None
            if on_record:
                on_record(traj)

        def finished(task: asyncio.Task[None]) -> None:
            finishing.discard(task)
            if not task.cancelled() and task.exception() is not None and not failed.done():
                failed.set_exception(task.exception())  # type: ignore[arg-type]

        async def worker() -> None:
            try:
                while live[0] <= limit[0]:
                    pair = next(pending, None)  # a shared iterator: each pair goes to exactly one worker
                    if pair is None:
                        exhausted[0] = True
                        return
                    traj = await generate(prep, *pair)
                    chars = len(traj.final_text or "")
                    await backlog.enter(chars)  # waits only while grading is far behind
                    task = asyncio.create_task(finish(traj, pair[0], chars))
                    finishing.add(task)
                    task.add_done_callback(finished)
            finally:
                live[0] -= 1

        owed = [0]  # workers counted in ``live`` but not started yet (the ramp starts them)

        async def ramp() -> None:
            while owed[0] > 0:
                if exhausted[0]:  # no pair left for them
                    live[0] -= owed[0]
                    owed[0] = 0
                    return
                k = min(RAMP_STEP, owed[0])
                owed[0] -= k
                tasks.extend(asyncio.create_task(worker()) for _ in range(k))
                await asyncio.sleep(0)  # their first requests go out while the next ones start

        def spawn(k: int) -> None:
            """Start ``k`` more workers, :data:`RAMP_STEP` per turn of the event loop."""
            live[0] += k
            owed[0] += k
            if owed[0] == k:  # no ramp running: start one (a running one takes the new ones)
                tasks.append(asyncio.create_task(ramp()))

        control = None
        if concurrency == "auto":
            control = asyncio.create_task(_auto(prep, limit, live, exhausted, spawn))
        spawn(limit[0])
        try:
            while True:  # auto may start workers, and workers gradings, while these run
                current = set(tasks) | finishing
                if not current:
                    break
                # every task done, or one failed, or a grading started since (not in ``current``) failed
                waiter = asyncio.ensure_future(asyncio.wait(current, return_when=asyncio.FIRST_EXCEPTION))
                try:
                    await asyncio.wait({waiter, failed}, return_when=asyncio.FIRST_COMPLETED)
                finally:
                    waiter.cancel()
                if failed.done():
                    failed.result()  # a grading or write failed: the run stops with its error
                for t in current:
                    if t.done() and not t.cancelled() and t.exception() is not None:
                        raise t.exception()  # type: ignore[misc]
                tasks[:] = [t for t in tasks if not (t in current and t.done())]  # checked: let go
        finally:
            for t in [*tasks, *finishing, *([control] if control else [])]:
                t.cancel()
            await asyncio.gather(*tasks, *finishing, *([control] if control else []), return_exceptions=True)
            if not failed.done():
                failed.cancel()
            elif not failed.cancelled():
                failed.exception()  # retrieved: raised above, or moot after another error
    return counts[0], counts[1]


async def _auto(
    prep: Prepared,
    limit: list[int],
    live: list[int],
    exhausted: list[bool],
    spawn: Callable[[int], None],
) -> None:
    """runner.concurrency=auto: read the servers' gauges, move the limit, start workers up to it."""
    import httpx

    from proctor.models.openai.load import INTERVAL_S, MAX_LIMIT, AdaptiveLimit, endpoint_urls, read_load

    urls = endpoint_urls(prep.sampler)
    if not urls:
        log.info("concurrency auto: %s is not a served model; fixed at %d", prep.cfg.model.ref, limit[0])
        return
    adaptive = AdaptiveLimit(start=limit[0], max_limit=MAX_LIMIT)
    async with httpx.AsyncClient() as client:
        first = True
        while not exhausted[0]:
            got = await read_load(urls, client)
            if got is None:
                if first:
                    log.info("concurrency auto: no server metrics at %s; fixed at %d", urls[0], limit[0])
                    return
            else:
                limit[0] = adaptive.update(got[0], got[1], live[0])
                if live[0] < limit[0] and not exhausted[0]:
                    spawn(limit[0] - live[0])
            first = False
            await asyncio.sleep(INTERVAL_S)


class SummaryTally:
    """The run's summary tallied as its records are written (:class:`RunSummary`, fed the records
    already in samples.jsonl first on a resume, then each batch as it is written), so the end of a
    run reads nothing back: the summary is the one of the same records read from the file. A fresh
    run's is made at its first write, not before its first request (the metrics' imports wait
    behind the requests in flight). Should tallying fail (the scratch database's folder full), the run goes on and its
    summary is read back from the file at the end, as without a tally."""

    def __init__(self, prep: Prepared, run_dir: Path, done: dict[tuple[str, int], bool]):
        self.prep, self.run_dir, self.resumed = prep, run_dir, bool(done)
        self.tally: Any = None  # a RunSummary from the first write on
        self.broken = False
        if self.resumed:  # the records already in the file are read now, before this run appends any
            self.written(())

    def _start(self) -> None:
        from proctor.metrics.run_summary import RunSummary

        self.tally = RunSummary(self.prep.cfg.sampling.n, seed=self.prep.cfg.run.seed)
        if self.resumed:  # a resume: the records already in the file come first, in the file's order
            for r in iter_dicts(self.run_dir / SAMPLES):
                self.tally.add(r)

    def written(self, records: Iterable[Trajectory | dict[str, Any]]) -> None:
        if self.broken:
            return
        try:
            if self.tally is None:
                self._start()
            for r in records:
                self.tally.add(r)
        except Exception as e:  # noqa: BLE001 - the summary is then read back from the file
            log.warning("tallying the summary failed (%s); it is read back from %s at the end", e, SAMPLES)
            self.close()
            self.broken = True

    def summary(self) -> dict[str, Any] | None:
        """The summary of every record written, or None where the tally does not hold them all."""
        return None if self.broken or self.tally is None else self.tally.result()

    def close(self) -> None:
        if self.tally is not None:
            tally, self.tally = self.tally, None
            tally.close()


def summarize_run(prep: Prepared, run_dir: Path, tally: SummaryTally | None = None) -> dict[str, Any]:
    """The run's summary: from ``tally`` (the records as they were written) where it holds them all,
    else from the records read back from samples.jsonl; the same summary either way."""
    from proctor.metrics.run_summary import summarize_run_records

    summary = tally.summary() if tally is not None else None
    if summary is None:
        summary = summarize_run_records(
            iter_dicts(run_dir / SAMPLES), n=prep.cfg.sampling.n, seed=prep.cfg.run.seed
        )
    stats = getattr(prep.env, "stats", None)  # e.g. sandbox or role-model statistics
    if callable(stats):
        summary["env"] = stats()
    return summary


# The run whose code is logging: set by execute() and inherited by its tasks and worker threads
# (asyncio copies the context), so each run's eval.log takes only its own run's lines.
_current_run: contextvars.ContextVar[Path | None] = contextvars.ContextVar("proctor_run", default=None)
_open_logs: set[Path] = set()  # the runs executing now in this process


class _OwnRun(logging.Filter):
    def __init__(self, run_dir: Path):
        super().__init__()
        self.run_dir = run_dir

    def filter(self, record: logging.LogRecord) -> bool:
        run = _current_run.get()
        # a line from outside any run's context (a thread of its own) goes to the one run there is
        return run == self.run_dir if run is not None else _open_logs == {self.run_dir}


def _attach_log(run_dir: Path) -> logging.Handler:
    handler = storage.QuietFileHandler(run_dir / LOG, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    handler.addFilter(_OwnRun(run_dir))
    _current_run.set(run_dir)
    _open_logs.add(run_dir)
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    return handler


def _detach_log(run_dir: Path, handler: logging.Handler) -> None:
    log.removeHandler(handler)
    handler.close()
    _open_logs.discard(run_dir)


def pending_count(prep: Prepared, done: dict[tuple[str, int], bool]) -> int:
    if prep.shard is None:
        return len(prep.bench.problems) * prep.cfg.sampling.n - len(done)
    return sum(1 for _ in _pending(prep, done))


def work_estimate(prep: Prepared, run_dir: Path, done: dict[tuple[str, int], bool]) -> str:
    """The up-front size of the work (with a duration when a resumed run's eval.log gives a rate)."""
    rate = rate_from_log(run_dir / LOG) if done else None
    multi_turn = prep.cfg.env.name != "text-only"
    return estimate(pending_count(prep, done), prep.params.max_tokens, multi_turn, rate)


async def _with_progress(
    prep: Prepared,
    run_dir: Path,
    done: dict[tuple[str, int], bool],
    on_record: Callable[[Trajectory], None] | None,
    written: Callable[[list[Trajectory]], None] | None = None,
) -> tuple[int, int]:
    """run_samples with periodic progress lines in eval.log (see runs/progress.py)."""
    progress = ProgressLog(pending_count(prep, done), prep.cfg.runner.progress_every_s, progress_log)
    log.info("%s", work_estimate(prep, run_dir, done))  # eval.log only: the CLI prints its own

    def record(traj: Trajectory) -> None:
        progress.record(traj)
        if on_record:
            on_record(traj)

    ticker = asyncio.create_task(progress.tick())
    try:
        return await run_samples(prep, run_dir, done, record, written=written)
    finally:
        ticker.cancel()
        if progress.done:
            progress.emit()


async def execute(
    prep: Prepared,
    run_dir: Path,
    done: dict[tuple[str, int], bool],
    on_record: Callable[[Trajectory], None] | None = None,
) -> RunResult:
    t0 = time.perf_counter()
    handler = _attach_log(run_dir)
    tally: SummaryTally | None = None
    try:
        if prep.grown_from_n is not None:
            log.info(
                "grown: sampling.n %d -> %d; samples %d-%d of each problem added, the summary made again",
                prep.grown_from_n,
                prep.cfg.sampling.n,
                prep.grown_from_n,
                prep.cfg.sampling.n - 1,
            )
        log.info(
            "run %s: %d problems x %d samples, %d already done",
            run_dir,
            len(prep.bench.problems),
            prep.cfg.sampling.n,
            len(done),
        )
        try:
            if prep.shard is None and pending_count(prep, done):  # a shard is summarized by `proctor merge`
                tally = SummaryTally(prep, run_dir, done)
            written = tally.written if tally is not None else None
            generated, errored = await _with_progress(prep, run_dir, done, on_record, written)
        except FatalError as e:
            log.error("stopped: %s", e)
            raise
        except (KeyboardInterrupt, asyncio.CancelledError):  # Ctrl-C, or SIGTERM under `proctor eval`
            log.warning(
                "interrupted (Ctrl-C or SIGTERM); every finished sample is saved; continue with: "
                "proctor eval --resume %s",
                run_dir,
            )
            raise
        finally:
            close = getattr(prep.env, "close", None)
            if callable(close):
                res = close()
                if asyncio.iscoroutine(res):
                    await res
            await prep.samplers.aclose()
        summary = None
        if prep.shard is not None:  # a shard marks itself done; `proctor merge` writes the summary
            if errored == 0:
                finish_shard(prep, run_dir, time.perf_counter() - t0)
        elif generated == 0 and (run_dir / SUMMARY).is_file():  # resuming a complete run: nothing changed
            summary = json.loads((run_dir / SUMMARY).read_text(encoding="utf-8"))
        elif errored == 0:
            summary = summarize_run(prep, run_dir, tally)
            summary["wall_s"] = time.perf_counter() - t0
            with storage.writes_during_run(run_dir / SUMMARY, run_dir):
                write_summary(run_dir, summary)
            log.info("complete: %s", {k: v for k, v in summary.items() if isinstance(v, int | float)})
        else:
            log.warning("%d samples errored; rerun them with: proctor eval --resume %s", errored, run_dir)
        return RunResult(run_dir, summary, generated, errored, time.perf_counter() - t0)
    finally:
        if tally is not None:
            tally.close()
        _detach_log(run_dir, handler)
        if prep.lock is not None:
            prep.lock.close()
