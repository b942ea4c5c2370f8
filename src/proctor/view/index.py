"""The offset index of a samples file: where each record's line starts, and the few fields a table,
a filter and a sort need, so a page of a 32,000-sample run is answered without reading the file.

Kept next to the run in ``RUN/.view/`` (``<name>.index.json``, ``<name>.text``): built once, then
extended with the lines appended since (a running run), rebuilt when the file was rewritten (a
resume's compaction) — the indexed prefix is recognised by its size, its first bytes and its last
indexed line. A last line without its newline (a write in progress, or torn by a kill) is not
indexed until it is complete. ``.text`` holds each record's generated text (answer, turns, thinking)
lowercased, one line per record, so a full-text search is one regular-expression pass over a file
mapped in memory, never a parse of the samples. A run directory that cannot be written keeps its
index in memory only.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import orjson

from proctor.metrics.loops import record_loops
from proctor.metrics.table import natural_key

VERSION = 1
VIEW_DIR = ".view"
CHUNK = 8 << 20  # bytes of the search file read at a time
HEAD = 4096  # bytes of the file's start that identify it (a rewrite changes them)
TICK = 50  # records indexed between two looks at whether a build publishes what it has

# one bit per filter a record can match
CORRECT, ERRORED, NO_ANSWER, TRUNCATED, LOOPED, TOOL_ERRORS, WRONG = (1 << i for i in range(7))
FILTERS = {
    "correct": CORRECT,
    "wrong": WRONG,
    "no_answer": NO_ANSWER,
    "truncated": TRUNCATED,
    "looped": LOOPED,
    "errored": ERRORED,
    "tool_errors": TOOL_ERRORS,
}
TRUNCATED_STOPS = {"length", "truncated_in_thinking", "token_budget"}


def flags_of(rec: dict[str, Any]) -> int:
    """The filter bits of one record, by the same definitions as the run's metrics
    (``proctor.metrics.table``): no answer = nothing extracted or a grader that found none."""
    if rec.get("error") is not None:
        return ERRORED | (TOOL_ERRORS if rec.get("tool_errors") or rec.get("tool_timeouts") else 0)
    extracted = rec.get("extracted")
    stop = rec.get("stop_reason", "stop")
    bits = 0
    if rec.get("correct"):
        bits |= CORRECT
    no_answer = extracted is None or not str(extracted).strip() or rec.get("grade_status") == "no_answer"
    if no_answer:
        bits |= NO_ANSWER
    elif not rec.get("correct"):
        bits |= WRONG
    if stop in TRUNCATED_STOPS or rec.get("finish_reason") == "length":
        bits |= TRUNCATED
    if record_loops(rec):
        bits |= LOOPED
    if rec.get("tool_errors") or rec.get("tool_timeouts"):
        bits |= TOOL_ERRORS
    return bits


def response_text(rec: dict[str, Any]) -> str:
    """What a search looks in: the final answer text, then each turn's text and thinking."""
    final = str(rec.get("final_text") or "")
    parts = [final]
    for turn in rec.get("turns") or []:
        if isinstance(turn, dict):
            text = str(turn.get("text") or "")
            parts += [text if text != final else "", str(turn.get("reasoning") or "")]
    return " ".join(p for p in parts if p)


# every character str.split() splits on, but the space
OTHER_SPACES = "".join(c for c in map(chr, range(0x110000)) if c.isspace() and c != " ")


def search_form(text: str) -> bytes:
    """Text as the search file holds it: lowercased, whitespace runs as one space, UTF-8 (the same
    as ``" ".join(text.lower().split())``, without making an object of every word)."""
    text = text.lower()
    for c in OTHER_SPACES:
        if c in text:
            text = text.replace(c, " ")
    while "  " in text:
        text = text.replace("  ", " ")
    return text.strip(" ").encode("utf-8")


def parse(raw: bytes) -> Any:
    """One JSON line: by orjson (the index parses every record of a run), by json where orjson
    refuses what json reads (NaN, integers past 64 bits, lone surrogates)."""
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError:
        return json.loads(raw)


def _row(rec: dict[str, Any], offset: int, length: int, text_off: int) -> list[Any]:
    extracted = rec.get("extracted")
    return [
        offset,
        length,
        text_off,
        str(rec.get("problem_id")),
        int(rec.get("sample_index") or 0),
        flags_of(rec),
        int(rec.get("completion_tokens") or 0),
        len(rec.get("turns") or []),
        int(rec.get("tool_calls") or 0),
        str(rec.get("stop_reason") or ""),
        None if extracted is None else str(extracted)[:200],
    ]


@dataclass
class FileIndex:
    """The index of one samples file; ``refresh()`` brings it up to date with the file."""

    path: Path
    rows: list[list[Any]] = field(default_factory=list)
    size: int = 0  # bytes indexed (every complete line before it)
    text_size: int = 0
    head: str = ""
    tail: str = ""  # hash of the last indexed line
    persistent: bool = True
    _memory: bytearray = field(default_factory=bytearray, repr=False)  # the texts, when not persistent
    builds: int = 0  # full builds (for tests: a growth extends, it does not rebuild)
    parsed: int = 0  # lines parsed over this object's life

    @property
    def store(self) -> Path:
        return self.path.parent / VIEW_DIR

    @property
    def index_path(self) -> Path:
        return self.store / (self.path.name + ".index.json")

    @property
    def text_path(self) -> Path:
        return self.store / (self.path.name + ".text")

    def _digest(self, f, start: int, length: int) -> str:
        f.seek(start)
        return hashlib.sha1(f.read(length)).hexdigest()

    def _matches(self, f, size: int) -> bool:
        """Whether the file still begins with what was indexed (it grew, or is unchanged)."""
        if size < self.size:
            return False
        if self._digest(f, 0, min(self.size, HEAD)) != self.head:
            return False
        if self.rows:
            off, length = self.rows[-1][0], self.rows[-1][1]
            if off + length > size or self._digest(f, off, length) != self.tail:
                return False
        return True

    def load(self) -> None:
        """Read the saved index, if there is one of this version (else the next refresh builds it)."""
        try:
            data = json.loads(self.index_path.read_text(encoding="utf-8"))
            if data.get("version") != VERSION:
                return
            text_size = self.text_path.stat().st_size
        except (OSError, ValueError):
            return
        if text_size < data["text_size"]:
            return  # the text file lost lines: rebuild
        self.rows, self.size, self.text_size = data["rows"], data["size"], data["text_size"]
        self.head, self.tail = data["head"], data["tail"]

    def _reset(self) -> None:
        self.rows, self.size, self.text_size, self.head, self.tail = [], 0, 0, "", ""
        self._memory = bytearray()

    def refresh(self, tick: Callable[[Callable[[], None]], None] | None = None) -> bool:
        """Index what the file gained since the last call; True when anything changed. ``tick`` is
        called every ``TICK`` records added, with a function that makes the search texts written so
        far readable (a build in progress publishes what it has: :class:`RunIndex`)."""
        try:
            f = open(self.path, "rb")  # noqa: SIM115 - closed below
        except FileNotFoundError:
            changed = bool(self.rows)
            self._reset()
            return changed
        with f:
            size = os.fstat(f.fileno()).st_size
            if self.size and size == self.size and self._matches(f, size):
                return False
            reset = not self._matches(f, size)
            if reset:
                self._reset()
                self.builds += 1
            try:
                with self._text_writer() as (write, flush):
                    f.seek(self.size)
                    added = self._read_lines(f, write, flush, tick)
                    if not added and not reset:
                        return False
                    self.head = self._digest(f, 0, min(self.size, HEAD))
                    self.tail = self._digest(f, self.rows[-1][0], self.rows[-1][1]) if self.rows else ""
                self._save()
            except OSError:
                if not self.persistent:
                    raise
                self.persistent = False  # a run directory we cannot write: the index lives in memory
                self._reset()
                return self.refresh(tick) or True
        return True

    @contextmanager
    def _text_writer(self) -> Iterator[tuple[Callable[[bytes], Any], Callable[[], None]]]:
        """Where the new records' search texts go, and how to make them readable: appended to the
        text file (after what the index counts: a crash's extra bytes are cut), or kept in memory."""
        if not self.persistent:
            yield self._memory.extend, lambda: None
            return
        self.store.mkdir(exist_ok=True)
        append = self.text_size > 0 and self.text_path.is_file()
        with open(self.text_path, "r+b" if append else "wb") as t:
            t.truncate(self.text_size)
            t.seek(self.text_size)
            yield t.write, t.flush

    def _read_lines(self, f, write, flush, tick=None) -> int:
        """Index the complete lines from the current position; the number of records added."""
        offset, added = self.size, 0
        for raw in f:
            if not raw.endswith(b"\n"):
                break  # a line still being written, or torn: indexed once it is complete
            line_start, offset = offset, offset + len(raw)
            self.size = offset
            if raw.isspace():
                continue
            try:
                rec = parse(raw)
            except ValueError:
                continue  # a bad line: the run's readers name it; the viewer shows the others
            if not isinstance(rec, dict) or "problem_id" not in rec:
                continue
            self.parsed += 1
            added += 1
            text = search_form(response_text(rec)) + b"\n"
            self.rows.append(_row(rec, line_start, len(raw), self.text_size))
            write(text)
            self.text_size += len(text)
            if tick is not None and added % TICK == 0:
                tick(flush)
        return added

    def _save(self) -> None:
        if not self.persistent:
            return
        data = {
            "version": VERSION,
            "size": self.size,
            "text_size": self.text_size,
            "head": self.head,
            "tail": self.tail,
            "rows": self.rows,
        }
        tmp = self.index_path.with_name(self.index_path.name + ".tmp")
        tmp.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
        os.replace(tmp, self.index_path)

    def read_record(self, row: int) -> dict[str, Any]:
        off, length = self.rows[row][0], self.rows[row][1]
        with open(self.path, "rb") as f:
            f.seek(off)
            return json.loads(f.read(length))

    def search(self, needle: str, upto: tuple[list, int, int] | None = None) -> set[int]:
        """Rows whose generated text contains ``needle`` (case-insensitive); ``upto``: (rows, their
        number, text bytes) of a prefix (what a build in progress had published), else all indexed."""
        pattern = search_form(needle)
        rows, n_rows, text_size = upto if upto is not None else (self.rows, len(self.rows), self.text_size)
        if not pattern or not n_rows:
            return set()
        starts = np.fromiter((rows[i][2] for i in range(n_rows)), dtype=np.int64, count=n_rows)
        hits: set[int] = set()
        if text_size == 0:
            return hits

        def scan(chunk: bytes, base: int) -> None:
            pos = chunk.find(pattern)
            while pos != -1:
                row = int(np.searchsorted(starts, base + pos, side="right") - 1)
                hits.add(row)
                nxt = int(starts[row + 1]) - base if row + 1 < len(starts) else len(chunk)
                pos = chunk.find(pattern, max(nxt, pos + 1))  # one hit per row is enough

        if not self.persistent:
            scan(bytes(self._memory[:text_size]), 0)
            return hits
        # read in blocks that end on a record's newline: memory stays one block, whatever the run's size
        with open(self.text_path, "rb") as t:
            base, rest = 0, b""
            while base + len(rest) < text_size:
                more = t.read(min(CHUNK, text_size - base - len(rest)))
                if not more:
                    break
                block = rest + more
                cut = block.rfind(b"\n") + 1
                if cut == 0:  # one record longer than a block: read on
                    rest = block
                    continue
                scan(block[:cut], base)
                base, rest = base + cut, block[cut:]
        return hits


COLS = ("off", "len", "text", "pid", "sample", "flags", "tokens", "turns", "tools", "stop", "extracted")
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
