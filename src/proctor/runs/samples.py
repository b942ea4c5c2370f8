"""samples.jsonl: one Trajectory per line, appended and flushed as each finishes.

A crash can leave at most one torn last line (a write cut before its newline). Every reader goes
through one loop (:func:`_records`): it skips that torn last line, and any other line that is not
a valid record (bad JSON, or not a Trajectory) is a :class:`SamplesError` naming the file and the
line number, so the report, the comparison, regrade and the run's summary all see the same run or
stop. ``compact_samples`` removes the torn line (with the errored records that a resume reruns)
before anything is appended again.
"""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Iterator
from pathlib import Path

import orjson
from pydantic import TypeAdapter, ValidationError
from pydantic_core import PydanticSerializationError

from proctor.envs.base import Trajectory
from proctor.runs.rundir import RunDirError
from proctor.textfile import atomic_file, open_append

_RECORD = TypeAdapter(Trajectory)  # a record's JSON line, the bytes of Trajectory.model_dump_json()


class SamplesError(RunDirError):
    """A line of samples.jsonl, other than a torn last line, is not a valid record."""


def _records(path: str | Path) -> Iterator[tuple[int, int, bytes, dict, Trajectory]]:
    """(line number, byte offset, raw line, parsed dict, record) of every record, in file order.

    Blank lines are skipped; a last line without its newline is torn (a kill mid-write) and skipped.
    """
    p = Path(path)
    if not p.is_file():
        return
    offset = 0
    with open(p, "rb") as f:
        for number, raw in enumerate(f, start=1):
            start, offset = offset, offset + len(raw)
            if not raw.endswith(b"\n"):
                return  # only the last line can lack its newline: the torn write of a crash
            if not raw.strip():
                continue
            try:
                data = json.loads(raw)
                record = Trajectory.model_validate(data)
            except (ValueError, ValidationError) as e:
                reason = str(e).splitlines()[0] if str(e) else type(e).__name__
                raise SamplesError(
                    f"{p}:{number}: not a valid sample record ({reason}). Only a torn last line is "
                    "tolerated; remove or repair this line (the other records are intact), then rerun"
                ) from None
            yield number, start, raw, data, record


def iter_records(path: str | Path) -> Iterator[Trajectory]:
    """Valid records in file order; a torn last line is skipped, any other bad line raises SamplesError."""
    return (record for *_, record in _records(path))


def iter_lines(path: str | Path) -> Iterator[tuple[bytes, dict, Trajectory]]:
    """(raw line, parsed dict, record) of the same records as :func:`iter_records`."""
    return ((raw, data, record) for _, _, raw, data, record in _records(path))


def iter_dicts(path: str | Path) -> Iterator[dict]:
    """The same records as :func:`iter_records` (validated the same way), as the plain dicts read."""
    return (data for _, _, _, data, _ in _records(path))


def compact_samples(path: str | Path) -> dict[tuple[str, int], bool]:
    """Rewrite ``path`` keeping one finished record per (problem, sample); return the kept keys.

    A torn last line and errored records go (a resume reruns them); of duplicates the last finished
    wins; a bad line elsewhere raises SamplesError before anything is rewritten. A file with nothing
    to drop is left untouched; otherwise the rewrite is atomic, so a crash during it loses nothing.
    Only line offsets are held in memory, never the records.
    """
    p = Path(path)
    kept: dict[tuple[str, int], tuple[int, int]] = {}
    for _, start, raw, _, record in _records(p):
        if record.error is None:
            kept[(record.problem_id, record.sample_index)] = (start, len(raw))
    if p.is_file() and sum(length for _, length in kept.values()) != p.stat().st_size:
        with open(p, "rb") as src, atomic_file(p) as f:
            for start, length in sorted(kept.values()):
                src.seek(start)
                f.write(src.read(length))
    return dict.fromkeys(kept, True)


_IOV_MAX = 1024  # buffers one writev takes (Linux's IOV_MAX)


def _write_all(fd: int, parts: list[bytes]) -> None:
    """Every byte of ``parts``, in order, by ``writev`` (not joined first: at 100 KB a reply, a batch's
    join copied megabytes once more before the write copied them again); a short write goes on
    from where it stopped, an error is raised."""
    views = [memoryview(p) for p in parts if p]
    i = 0
    while i < len(views):
        n = os.writev(fd, views[i : i + _IOV_MAX])
        if n <= 0:  # a regular file writes something or raises: never loop on nothing
            raise OSError(errno.EIO, "writev wrote nothing")
        while n > 0:
            size = len(views[i])
            if n < size:
                views[i] = views[i][n:]
                break
            n -= size
            i += 1


def _line(record: Trajectory) -> bytes:
    """A record's JSON line: the bytes of pydantic-core's serializer (``model_dump_json``), written by
    orjson from the record's Python form: the same bytes (tests/test_record_bytes.py) in a tenth of
    the time on a 100 KB reply (0.2 against 1.4 ms for a record holding it three times). What orjson
    will not write (an integer past 64 bits, a value of a type of its own in ``info``) goes through
    pydantic-core; a text UTF-8 cannot hold (a lone surrogate: a served model's JSON may carry
    ``\\ud800``) through ``json.dumps``, whose ``\\u`` escapes keep it, so the line is JSON every
    reader reads back to the same text."""
    try:
        return orjson.dumps(_RECORD.dump_python(record))
    except orjson.JSONEncodeError:
        pass
    try:
        return _RECORD.dump_json(record)
    except PydanticSerializationError:
        return json.dumps(_RECORD.dump_python(record, mode="json")).encode()


class SampleWriter:
    """Append-only JSONL writer; each record is one unbuffered write, so a kill tears at most one line.

    A write that fails (full disk, I/O error) is cut back off the file before the error propagates,
    so the file ends with the last complete record and a resume appends after it.
    """

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self._f = open_append(self.path, "ab", buffering=0)  # closed in close(); follows no link

    def write(self, record: Trajectory) -> None:
        self.write_many([record])

    def write_many(self, records: list[Trajectory]) -> None:
        """Several records in one write: all of them are in the file when it returns, or none is."""
        lines: list[bytes] = []
        for r in records:  # the serializer's bytes as they are (model_dump_json decodes them to a str)
            lines += (_line(r), b"\n")
        fd = self._f.fileno()
        start = os.fstat(fd).st_size
        try:
            _write_all(fd, lines)
        except OSError:
            os.ftruncate(fd, start)  # needs no space: the partial lines go
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
