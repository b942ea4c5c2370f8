"""samples.jsonl: one Trajectory per line, appended and flushed as each finishes.

A crash can leave at most one torn last line; readers ignore it and ``compact_samples`` removes it
(with the errored records that a resume reruns) before anything is appended again.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TypeVar

from proctor.envs.base import Trajectory

T = TypeVar("T")


def _lines(path: Path) -> Iterator[tuple[bytes, bool]]:
    """(line, complete) pairs; a last line without newline or not valid JSON is torn."""
    if not path.is_file():
        return
    with open(path, "rb") as f:
        for raw in f:
            yield raw, raw.endswith(b"\n")


def _parsed(path: str | Path, parse: Callable[[bytes], T]) -> Iterator[T]:
    """Every complete, non-blank line that ``parse`` accepts; a torn (partial) line is skipped."""
    for raw, complete in _lines(Path(path)):
        if not complete or not raw.strip():
            continue
        try:
            yield parse(raw)
        except ValueError:
            continue


def iter_records(path: str | Path) -> Iterator[Trajectory]:
    """Valid records in file order; a torn (partial) line is skipped."""
    return _parsed(path, Trajectory.model_validate_json)


def iter_dicts(path: str | Path) -> Iterator[dict]:
    """Valid records as plain dicts (no model validation: the fast path for metrics over big runs)."""
    return _parsed(path, json.loads)


def compact_samples(path: str | Path) -> dict[tuple[str, int], bool]:
    """Rewrite ``path`` keeping one finished record per (problem, sample); return the kept keys.

    Torn lines and errored records go (a resume reruns them); of duplicates the last finished wins.
    A file with nothing to drop is left untouched; otherwise the rewrite is atomic, so a crash during
    it loses nothing. Only line offsets are held in memory, never the records.
    """
    p = Path(path)
    kept: dict[tuple[str, int], tuple[int, int]] = {}
    offset, lines = 0, 0
    for raw, complete in _lines(p):
        start, offset = offset, offset + len(raw)
        lines += 1
        if not complete:
            continue
        try:
            rec = json.loads(raw)
            key = (str(rec["problem_id"]), int(rec["sample_index"]))
        except (ValueError, TypeError, KeyError):
            continue  # not a record: dropped like a torn line
        if rec.get("error") is None:
            kept[key] = (start, len(raw))
    if p.is_file() and len(kept) != lines:
        tmp = p.with_name(p.name + ".tmp")
        with open(p, "rb") as src, open(tmp, "wb") as f:
            for start, length in sorted(kept.values()):
                src.seek(start)
                f.write(src.read(length))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, p)
    return dict.fromkeys(kept, True)


class SampleWriter:
    """Append-only JSONL writer; each record is one unbuffered write, so a kill tears at most one line.

    A write that fails (full disk, I/O error) is cut back off the file before the error propagates,
    so the file ends with the last complete record and a resume appends after it.
    """

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self._f = open(self.path, "ab", buffering=0)  # noqa: SIM115 - closed in close()

    def write(self, record: Trajectory) -> None:
        data = memoryview(record.model_dump_json().encode("utf-8") + b"\n")
        start = os.fstat(self._f.fileno()).st_size
        try:
            while data:
                data = data[self._f.write(data) :]
        except OSError:
            os.ftruncate(self._f.fileno(), start)  # needs no space: the partial line goes
            raise

    def close(self) -> None:
        if not self._f.closed:
            try:
                os.fsync(self._f.fileno())
            finally:
                self._f.close()

    def __enter__(self) -> SampleWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
