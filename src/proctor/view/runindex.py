"""A run's index while it is built: every samples file of a run (:class:`FileIndex`), brought up to
date in a thread of the run's own, and the :class:`Snapshot` of the records indexed so far that
requests read (never changed once made), with its :class:`Progress` (a partial answer says so).
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from proctor.metrics.table import natural_key
from proctor.view.index import CORRECT, ERRORED, FILTERS, FileIndex

FIRST = 100  # records indexed before a build first publishes them (an unfiltered first page)
PUBLISH_EVERY = 1.0  # seconds between two publications of a build in progress, at least
GRACE = 0.3  # seconds a request waits for a build to end before it answers from what is indexed


@dataclass(frozen=True)
class Progress:
    """How far a run's index is: records and bytes indexed, bytes in its files (when the build
    began), and whether a build is still going (then every answer is partial)."""

    building: bool = False
    records: int = 0
    indexed_bytes: int = 0
    total_bytes: int = 0

    @property
    def expected(self) -> int:
        """The records the files hold, estimated from the bytes per record indexed so far."""
        if not self.building or not self.indexed_bytes:
            return self.records
        return max(self.records, round(self.records * self.total_bytes / self.indexed_bytes))

    def json(self) -> dict[str, Any]:
        return {
            "partial": self.building,
            "indexed": self.records,
            "expected": self.expected,
            "indexed_bytes": self.indexed_bytes,
            "total_bytes": self.total_bytes,
        }


class Snapshot:
    """The kept record of each (problem, sample) pair (a finished one beats an errored one, then the
    later one: as ``proctor.runs.load``) among the records indexed when it was made, as numpy
    columns a filter and a sort work on. Never changed once made: a request reads one snapshot while
    a build goes on and publishes the next."""

    def __init__(self, files: list[FileIndex], progress: Progress):
        self.progress = progress
        self.files = files
        # what each file had indexed: its rows (the list itself: a rebuild starts a new one), how
        # many of them, and the bytes of search text written for them
        self.upto = [(fi.rows, len(fi.rows), fi.text_size) for fi in files]
        kept: dict[tuple[str, int], tuple[int, int]] = {}
        for f, (rows_f, n, _) in enumerate(self.upto):
            for r in range(n):
                row = rows_f[r]
                key = (row[3], row[4])
                old = kept.get(key)
                if old is None or not (row[5] & ERRORED) or self.upto[old[0]][0][old[1]][5] & ERRORED:
                    kept[key] = (f, r)
        where = sorted(kept.values())
        self.where = where  # (file, row) of each kept record, in file order
        rows = [self.upto[f][0][r] for f, r in where]
        self.pids = [row[3] for row in rows]
        problems = sorted(set(self.pids), key=natural_key)
        rank = {pid: i for i, pid in enumerate(problems)}
        self.problems = problems
        self.pcode = np.array([rank[p] for p in self.pids], dtype=np.int64)
        self.sample = np.array([row[4] for row in rows], dtype=np.int64)
        self.flags = np.array([row[5] for row in rows], dtype=np.int64)
        self.tokens = np.array([row[6] for row in rows], dtype=np.int64)
        self.turns = np.array([row[7] for row in rows], dtype=np.int64)
        self.tools = np.array([row[8] for row in rows], dtype=np.int64)
        self.stop = [row[9] for row in rows]
        self.extracted = [row[10] for row in rows]
        self.located = [(f, rows[i][0], rows[i][1]) for i, (f, _) in enumerate(where)]
        p = len(self.problems)
        finished = (self.flags & ERRORED) == 0
        self.p_n = np.bincount(self.pcode[finished], minlength=p) if p else np.zeros(0, np.int64)
        correct = (self.flags & CORRECT) != 0
        self.p_k = np.bincount(self.pcode[correct], minlength=p) if p else np.zeros(0, np.int64)
        self.p_err = np.bincount(self.pcode[~finished], minlength=p) if p else np.zeros(0, np.int64)
        self.p_flip = (self.p_k > 0) & (self.p_k < self.p_n)

    @property
    def partial(self) -> bool:
        return self.progress.building

    def __len__(self) -> int:
        return len(self.where)

    def counts(self) -> dict[str, int]:
        out = {name: int(np.count_nonzero(self.flags & bit)) for name, bit in FILTERS.items()}
        out["all"] = len(self)
        out["flipped_problems"] = int(np.count_nonzero(self.p_flip))
        out["problems"] = len(self.problems)
        return out

    def select(
        self,
        filters: list[str] | None = None,
        problem: str | None = None,
        query: str | None = None,
        flipped: bool = False,
        sort: str = "problem",
        descending: bool = False,
    ) -> np.ndarray:
        """Positions of the kept records that pass every filter, sorted."""
        mask = np.ones(len(self), dtype=bool)
        for name in filters or []:
            mask &= (self.flags & FILTERS[name]) != 0
        if problem is not None:
            code = self.problems.index(problem) if problem in self.problems else -1
            mask &= self.pcode == code
        if flipped and len(self.problems):
            mask &= self.p_flip[self.pcode]
        if query:
            hit = np.zeros(len(self), dtype=bool)
            position = {fr: i for i, fr in enumerate(self.where)}
            for f, fi in enumerate(self.files):
                for r in fi.search(query, self.upto[f]):
                    i = position.get((f, r))
                    if i is not None:
                        hit[i] = True
            mask &= hit
        picked = np.flatnonzero(mask)
        keys = {
            "problem": (self.sample[picked], self.pcode[picked]),
            "sample": (self.pcode[picked], self.sample[picked]),
            "verdict": (self.sample[picked], self.pcode[picked], (self.flags[picked] & CORRECT) != 0),
            "tokens": (self.sample[picked], self.pcode[picked], self.tokens[picked]),
            "turns": (self.sample[picked], self.pcode[picked], self.turns[picked]),
            "tools": (self.sample[picked], self.pcode[picked], self.tools[picked]),
        }
        if sort not in keys:
            raise ValueError(f"sort {sort!r}: choose one of {', '.join(keys)}")
        order = np.lexsort(keys[sort])
        if descending:
            order = order[::-1]
        return picked[order]

    def row(self, i: int) -> dict[str, Any]:
        f = int(self.flags[i])
        return {
            "problem_id": self.pids[i],
            "sample_index": int(self.sample[i]),
            "verdict": "error" if f & ERRORED else "correct" if f & CORRECT else "wrong",
            "flags": [name for name, bit in FILTERS.items() if f & bit],
            "extracted": self.extracted[i],
            "tokens": int(self.tokens[i]),
            "turns": int(self.turns[i]),
            "tool_calls": int(self.tools[i]),
            "stop_reason": self.stop[i],
            "flipped": bool(self.p_flip[self.pcode[i]]),
        }

    def find(self, problem: str, sample: int) -> int | None:
        if problem not in self.problems:
            return None
        hits = np.flatnonzero((self.pcode == self.problems.index(problem)) & (self.sample == sample))
        return int(hits[0]) if len(hits) else None

    def record(self, i: int) -> dict[str, Any]:
        f, off, length = self.located[i]
        with open(self.files[f].path, "rb") as fh:
            fh.seek(off)
            return json.loads(fh.read(length))

    def problem_rows(self) -> list[dict[str, Any]]:
        return [
            {
                "problem_id": pid,
                "n": int(self.p_n[i]),
                "correct": int(self.p_k[i]),
                "errored": int(self.p_err[i]),
                "flipped": bool(self.p_flip[i]),
            }
            for i, pid in enumerate(self.problems)
        ]


class RunIndex:
    """A run's samples (one file, or one per shard of a run not merged yet), indexed, and the
    :class:`Snapshot` of them that requests read.

    ``start()`` brings the index up to date in a thread of its own (one build per run at a time;
    other runs never wait for it); while it goes, it publishes a snapshot of what it has indexed
    after the first ``FIRST`` records, then at most every ``PUBLISH_EVERY`` seconds (sooner when a
    request waits for more records than published), and a last one when done. ``wait()`` gives a
    request the newest snapshot as soon as it holds what the request needs. ``refresh()`` is the
    same, in the calling thread, to the end."""

    def __init__(self, files: list[Path], on_publish: Callable[[Snapshot], None] | None = None):
        self.files = [FileIndex(p) for p in files]
        for fi in self.files:
            fi.load()
        self.on_publish = on_publish  # called by the build after each publication (tests pause it)
        self.version = 0
        self._cond = threading.Condition()
        self._thread: threading.Thread | None = None
        self._running = False
        self._need = 0  # the most records a waiting request needs
        self._stop = False
        self.error: BaseException | None = None
        self._snap = Snapshot(list(self.files), self._progress(False, 0))
        self.version = 1

    # -- the current snapshot, read by requests
    def snapshot(self) -> Snapshot:
        return self._snap

    @property
    def building(self) -> bool:
        """Whether an update of the index is going on (set before its thread starts, cleared with
        its last publication)."""
        return self._running

    def _progress(self, building: bool, total: int) -> Progress:
        records = sum(len(fi.rows) for fi in self.files)
        done = sum(fi.size for fi in self.files)
        return Progress(building, records, done, max(total, done))

    def _publish(self, building: bool, total: int = 0) -> None:
        snap = Snapshot(list(self.files), self._progress(building, total))
        with self._cond:
            self._snap = snap
            self.version += 1
            self._cond.notify_all()
        if self.on_publish is not None and building:
            self.on_publish(snap)

    # -- building
    def start(self, files: list[Path] | None = None) -> None:
        """Bring the index up to date with its files in the background (no-op while a build runs)."""
        with self._cond:
            if self._running:
                return
            self._running = True
            self._thread = threading.Thread(
                target=self._build, args=(files,), name="proctor-view-index", daemon=True
            )
            self._thread.start()

    def refresh(self, files: list[Path] | None = None) -> None:
        """Bring the index up to date, in this thread."""
        with self._cond:
            running = self._thread
        if running is not None:
            running.join()
        with self._cond:
            self._running = True
        self._build(files)

    def close(self) -> None:
        """Stop a build in progress at its next record (what it indexed is kept in memory only)."""
        self._stop = True
        t = self._thread
        if t is not None:
            t.join()

    def _build(self, files: list[Path] | None) -> None:
        try:
            replaced = files is not None and [f.path for f in self.files] != files
            if replaced:
                self.files = [FileIndex(p) for p in files]
                for fi in self.files:
                    fi.load()
            total = sum(_size(fi.path) for fi in self.files)
            state = {"at": time.monotonic(), "first": True}

            def tick(flush: Callable[[], None]) -> None:
                if self._stop:
                    raise _Stopped
                records = sum(len(fi.rows) for fi in self.files)
                now = time.monotonic()
                due = state["first"] and records >= FIRST
                due = due or now - state["at"] >= PUBLISH_EVERY or (self._need and records >= self._need)
                if due:
                    flush()
                    t0 = time.monotonic()
                    self._publish(building=True, total=total)
                    # publishing re-sorts every record: keep its cost a small part of the build
                    state["at"] = time.monotonic() + 10 * (time.monotonic() - t0)
                    state["first"] = False
                    self._need = 0

            changed = [fi.refresh(tick) for fi in self.files]
            final = any(changed) or replaced or self._snap.partial
            snap = Snapshot(list(self.files), self._progress(False, 0)) if final else None
            with self._cond:
                if snap is not None:
                    self._snap = snap
                    self.version += 1
                self._running = False
                self._cond.notify_all()
        except _Stopped:
            with self._cond:
                self._running = False
                self._cond.notify_all()
        except BaseException as e:  # a failure is told to the request that waits for the build
            background = threading.current_thread() is self._thread
            with self._cond:
                self.error = e if background else None  # refresh() raises it itself
                self._running = False
                self._cond.notify_all()
            if not background:
                raise

    def wait(self, need: int = 0, grace: float = GRACE) -> Snapshot:
        """The newest snapshot once the build in progress is over, or — if it is not over within
        ``grace`` seconds — as soon as it holds ``need`` records (what a page shows)."""
        deadline = time.monotonic() + grace
        with self._cond:
            while self.building:
                snap = self._snap
                left = deadline - time.monotonic()
                if left <= 0 and len(snap) >= need:
                    break
                if left <= 0:
                    self._need = max(self._need, need)
                self._cond.wait(left if left > 0 else 0.5)
            if self.error is not None:
                error, self.error = self.error, None
                raise error
            return self._snap

    def wait_until(self, found: Callable[[Snapshot], bool]) -> Snapshot:
        """The first snapshot for which ``found`` holds, or the last one of the build."""
        with self._cond:
            while self.building and not found(self._snap):
                self._cond.wait(0.5)
            return self._snap

    # -- the current snapshot's answers (a caller that pairs a select with rows holds one snapshot)
    def __len__(self) -> int:
        return len(self._snap)

    @property
    def problems(self) -> list[str]:
        return self._snap.problems

    def counts(self) -> dict[str, int]:
        return self._snap.counts()

    def select(self, *args: Any, **kwargs: Any) -> np.ndarray:
        return self._snap.select(*args, **kwargs)

    def row(self, i: int) -> dict[str, Any]:
        return self._snap.row(i)

    def find(self, problem: str, sample: int) -> int | None:
        return self._snap.find(problem, sample)

    def record(self, i: int) -> dict[str, Any]:
        return self._snap.record(i)

    def problem_rows(self) -> list[dict[str, Any]]:
        return self._snap.problem_rows()


class _Stopped(Exception):
    """A build told to stop (the server is closing)."""


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0
