"""A scratch sqlite3 database on disk, where a summary keeps the per-sample fields it reads.

Exact percentiles and maj@N need every sample's values, and the records of one problem arrive in any
order (interleaved across shards), so a summary cannot reduce them as they pass. Held as Python
objects they would make memory grow with the run; spilled here, a summary's memory stays flat (the
database's page cache is bounded) and its columns are read back one at a time.

The database lives in a fresh folder under the temporary directory (``$TMPDIR``), removed when the
spill closes, also on error.
"""

from __future__ import annotations

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

PREFIX = "proctor-spill-"
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


class Spill:
    """A temporary sqlite3 database (one connection); use as a context manager. A sqlite3 error
    inside the ``with`` block becomes a :class:`SpillError` saying where and what to do."""

    def __init__(self) -> None:
        try:
            self.folder = Path(tempfile.mkdtemp(prefix=PREFIX))
        except OSError as e:
            raise _failed(e) from e
        try:
            self.db = sqlite3.connect(self.folder / "spill.sqlite3")
            # scratch data: no journal, no fsync; a small page cache (the file's pages stay in the
            # OS cache anyway): 512 KB instead of sqlite's 2 MB, which its sorter uses as much again
            self.db.execute("PRAGMA journal_mode=OFF")
            self.db.execute("PRAGMA synchronous=OFF")
            self.db.execute("PRAGMA cache_size=-512")
        except BaseException as e:
            shutil.rmtree(self.folder, ignore_errors=True)
            if isinstance(e, sqlite3.Error):
                raise _failed(e) from e
            raise

    def close(self) -> None:
        try:
            self.db.close()
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)

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
