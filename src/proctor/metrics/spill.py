"""A scratch sqlite3 database on disk, where a summary keeps the per-sample fields it reads.

Exact percentiles and maj@N need every sample's values, and the records of one problem arrive in any
order (interleaved across shards), so a summary cannot reduce them as they pass. Held as Python
objects they would make memory grow with the run; spilled here, a summary's memory stays flat (the
database's page cache is bounded) and its columns are read back one at a time.

The database lives in a fresh folder under the temporary directory (``$TMPDIR``), removed when the
spill closes, also on error. A process killed outright (SIGKILL, the OOM killer, a preempted job)
cannot remove its folder, so each folder holds a lock file its owner keeps locked while it lives:
a new spill removes every folder whose lock it can take, which is exactly those whose owner is gone
(the kernel drops a dead process's locks), and leaves a folder it cannot prove abandoned.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import struct
import tempfile
from collections.abc import Sequence
from itertools import chain
from pathlib import Path
from typing import Any

import numpy as np

from proctor.models.base import FatalError

try:
    import fcntl
except ImportError:  # no flock (Windows): folders are still removed on close, stale ones stay
    fcntl = None  # type: ignore[assignment]

PREFIX = "proctor-spill-"
LOCK = "owner.lock"
BATCH = 1024  # rows inserted per executemany (a batch is held as Python tuples)


class SpillError(FatalError, ValueError):
    """The scratch database could not be created or written (a full or missing ``$TMPDIR``). A
    FatalError for a run (stopped, records kept, ``--resume`` summarizes), a ValueError (a usage
    error) for the commands that read runs."""


def _failed(e: BaseException) -> SpillError:
    return SpillError(
        f"the summary's scratch database under {tempfile.gettempdir()} failed ({e}); it needs about "
        "100 bytes of free space a sample there: free space, or set TMPDIR to a folder with room, "
        "and run the command again (the records on disk are untouched)"
    )


def _claim(folder: Path) -> int | None:
    """Lock a new lock file, then give it its name, so a sweeper never finds ``LOCK`` unlocked while
    its owner lives (the lock belongs to the open file, which the rename keeps). The descriptor is
    not inherited across exec; None where locks are unavailable."""
    if fcntl is None:
        return None
    fresh = folder / (LOCK + ".new")
    try:
        fd = os.open(fresh, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
    except OSError:
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        os.rename(fresh, folder / LOCK)
    except OSError:  # a file system without flock: no lock, the folder is not swept either
        os.close(fd)
        return None
    return fd


def sweep_abandoned(root: str | Path) -> list[Path]:
    """Remove the spill folders under ``root`` whose owner died without closing them, and return
    them. A folder is removed only when its lock can be taken: one still being set up (no ``LOCK``
    yet), one of a live process, one of another user (unreadable) or of an older proctor (no lock
    file) is left alone. Never raises: a sweep is housekeeping, not the summary's work."""
    removed = []
    if fcntl is None:
        return removed
    try:
        folders = list(Path(root).glob(PREFIX + "*"))
    except OSError:
        return removed
    for folder in folders:
        try:
            fd = os.open(folder / LOCK, os.O_RDWR | os.O_CLOEXEC)
        except OSError:
            continue
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:  # held: its owner lives
            os.close(fd)
            continue
        try:
            shutil.rmtree(folder, ignore_errors=True)
            removed.append(folder)
        finally:
            os.close(fd)
    return removed


class Spill:
    """A temporary sqlite3 database (one connection); use as a context manager. A sqlite3 error
    inside the ``with`` block becomes a :class:`SpillError` saying where and what to do."""

    def __init__(self) -> None:
        sweep_abandoned(tempfile.gettempdir())
        try:
            self.folder = Path(tempfile.mkdtemp(prefix=PREFIX))
        except OSError as e:
            raise _failed(e) from e
        self._lock = _claim(self.folder)
        try:
            self.db = sqlite3.connect(self.folder / "spill.sqlite3")
            # scratch data: no journal, no fsync; a small page cache (the file's pages stay in the
            # OS cache anyway): 512 KB instead of sqlite's 2 MB, which its sorter uses as much again
            self.db.execute("PRAGMA journal_mode=OFF")
            self.db.execute("PRAGMA synchronous=OFF")
            self.db.execute("PRAGMA cache_size=-512")
        except BaseException as e:
            self._remove()
            if isinstance(e, sqlite3.Error):
                raise _failed(e) from e
            raise

    def _remove(self) -> None:
        try:
            shutil.rmtree(self.folder, ignore_errors=True)
        finally:
            if self._lock is not None:
                os.close(self._lock)
                self._lock = None

    def close(self) -> None:
        try:
            self.db.close()
        finally:
            self._remove()

    def __enter__(self) -> Spill:
        return self

    def __exit__(self, kind: type[BaseException] | None, e: BaseException | None, tb: object) -> None:
        self.close()
        if isinstance(e, sqlite3.Error):
            raise _failed(e) from e

    def execute(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Cursor:
        return self.db.execute(sql, params)

    def insert(self, sql: str, rows: list[tuple]) -> None:
        """Run ``sql`` for each of ``rows`` and empty the list (the caller's batch)."""
        if rows:
            self.db.executemany(sql, rows)
            rows.clear()

    def column(
        self, sql: str, params: Sequence[Any] = (), dtype: Any = np.int64, count: int = -1
    ) -> np.ndarray:
        """The one column a query selects, as a numpy array (never as a list of Python objects);
        ``count``, the number of rows when known, spares the array's regrowth."""
        cursor = self.db.execute(sql, params)
        return np.fromiter(chain.from_iterable(cursor), dtype=dtype, count=count)


def float_bits(values: Sequence[float]) -> tuple[int, ...]:
    """Floats as the int64 of their bits: sqlite keeps them exactly (NaN and -0.0 included)."""
    return struct.unpack(f"<{len(values)}q", struct.pack(f"<{len(values)}d", *values))


def floats(bits: np.ndarray) -> np.ndarray:
    """The float64 values of a column stored with :func:`float_bits`."""
    return bits.astype(np.int64, copy=False).view(np.float64)
