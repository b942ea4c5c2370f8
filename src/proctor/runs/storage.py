"""Disk problems around a run directory (full disk, read-only folder, permissions) as one clear message.

Before a run starts, :func:`check_writable` refuses an output folder that cannot be written, before
any model is loaded. During a run, a failed write to the run directory becomes a :class:`StorageError`
that says what failed, where, and how to continue: every finished sample is already on disk and
``proctor eval --resume DIR`` picks the run up once the cause is fixed.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

from proctor.models.base import FatalError
from proctor.runs.rundir import RunDirError

# Below this much free space a new run is refused up front: config.toml and a few records need more.
MIN_FREE_BYTES = 16 * 1024

_REASONS = {
    errno.ENOSPC: ("no space left on device", "free space"),
    errno.EDQUOT: ("disk quota exceeded", "free space or raise the quota"),
    errno.EROFS: ("read-only file system", "make it writable"),
    errno.EACCES: ("permission denied", "fix the folder's permissions"),
    errno.EPERM: ("operation not permitted", "fix the folder's permissions"),
}


class StorageError(FatalError):
    """A write to the run directory failed; what is already written stays, and a resume continues."""


def reason(e: OSError) -> tuple[str, str]:
    """(what went wrong, what the user should do) for an OSError."""
    if e.errno in _REASONS:
        return _REASONS[e.errno]
    return (e.strerror or str(e)).lower(), "fix the cause"


def is_storage_error(e: BaseException) -> bool:
    """An OSError that says the disk or folder refused a write (not a bug, not a missing file)."""
    return isinstance(e, OSError) and e.errno in _REASONS


def during_run(e: OSError, path: Path, run_dir: Path, saved: int | None = None) -> StorageError:
    """The error for a write to ``path`` that failed while ``run_dir`` was running."""
    what, fix = reason(e)
    kept = f" ({saved} samples are saved)" if saved is not None else ""
    return StorageError(
        f"{what} writing {path}{kept}; {fix}, then continue with: proctor eval --resume {run_dir}"
    )


NEW_RUN_FIX = "or choose another folder with --output DIR (or --set run.output=ROOT)"


def before_run(e: OSError, path: Path | str, alternative: str = NEW_RUN_FIX) -> RunDirError:
    """The error for a run directory that could not be created, claimed or reopened (nothing ran)."""
    what, fix = reason(e)
    return RunDirError(f"{what} writing {path}; {fix}, {alternative}")


@contextlib.contextmanager
def writes_during_run(path: Path, run_dir: Path, saved: Callable[[], int] | None = None) -> Iterator[None]:
    """A refused write to ``path`` while ``run_dir`` runs becomes one :class:`StorageError` that says
    how to continue; other OSErrors pass unchanged."""
    try:
        yield
    except OSError as e:
        if not is_storage_error(e):
            raise
        raise during_run(e, path, run_dir, saved() if saved else None) from None


@contextlib.contextmanager
def writes_before_run(
    path: Path | str, alternative: str = NEW_RUN_FIX, undo: Callable[[], None] | None = None
) -> Iterator[None]:
    """A refused write while a run is being set up becomes one RunDirError; ``undo`` removes what the
    failed step made, whatever the error."""
    try:
        yield
    except OSError as e:
        if undo is not None:
            undo()
        if not is_storage_error(e):
            raise
        raise before_run(e, path, alternative) from None


AGAIN = "then run the same command again"


@contextlib.contextmanager
def writes_of_command(path: Path | str) -> Iterator[None]:
    """A refused write by a command that makes its output in one go (merge, regrade, export)
    becomes one RunDirError naming the file and the fix; that command leaves nothing half-written,
    so running it again once the cause is fixed completes it."""
    with writes_before_run(path, AGAIN):
        yield


def _nearest_existing(path: Path) -> Path:
    p = path.absolute()
    while not p.exists() and p != p.parent:
        p = p.parent
    return p


def check_writable(path: str | Path, alternative: str = NEW_RUN_FIX) -> None:
    """Refuse, before any work, an output location that is read-only, not writable or (nearly) full.

    ``alternative`` ends the message: what else the user can do (choose another folder, or retry).
    """
    target = Path(path)
    folder = _nearest_existing(target)
    if not folder.is_dir():
        return  # a file in the way: claim_run_dir says so with its own message
    if not os.access(folder, os.W_OK | os.X_OK):
        code = errno.EROFS if _read_only(folder) else errno.EACCES
        raise before_run(OSError(code, os.strerror(code)), target, alternative)
    free = shutil.disk_usage(folder).free
    if free < MIN_FREE_BYTES:
        raise RunDirError(
            f"no space left on device writing {target} ({free} bytes free in {folder}); free space, "
            + alternative
        )


def _read_only(folder: Path) -> bool:
    return bool(os.statvfs(folder).f_flag & os.ST_RDONLY)


class QuietFileHandler(logging.FileHandler):
    """eval.log's handler: a line that cannot be written (full disk) is dropped without a traceback;
    the error that matters reaches the user through the run's own message."""

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 - logging's name
        pass

    def _open(self):  # noqa: ANN202 - logging's hook: eval.log is appended to through no link
        from proctor.textfile import open_append

        return open_append(self.baseFilename, "a", encoding=self.encoding, errors=self.errors)
