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
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import orjson

from proctor.metrics.loops import record_loops
from proctor.runs.load import utf8_text

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
    text = text.strip(" ")
    try:
        return text.encode()
    except UnicodeEncodeError:  # a lone surrogate (model text): U+FFFD, as the export writes it
        return utf8_text(text).encode()


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
        far readable (a build in progress publishes what it has: ``runindex.RunIndex``)."""
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
