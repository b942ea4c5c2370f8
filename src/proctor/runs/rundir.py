"""Where a run lives and how its files are named, created and read back."""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from itertools import chain
from pathlib import Path
from typing import Any

import tomli_w

from proctor.envs.base import Trajectory
from proctor.textfile import open_append, read_utf8, refuse_links, write_atomic

CONFIG, SAMPLES, SUMMARY, LOG = "config.toml", "samples.jsonl", "summary.json", "eval.log"
# what proctor writes in a run (or shard) folder: none of them may be a link when a run is read
WRITTEN = (CONFIG, SAMPLES, SUMMARY, LOG, ".lock", ".done", "table.csv", "table.jsonl", "table.parquet")
WRITTEN_NAMES = (*WRITTEN, *(name + ".tmp" for name in WRITTEN))


class RunDirError(ValueError):
    pass


def path_slug(text: str, limit: int = 80, fallback: str = "x") -> str:
    """``text`` made safe as one path component (run and regrade directory names)."""
    return re.sub(r"[^A-Za-z0-9._-]+", "-", text).strip("-")[:limit] or fallback


def new_run_dir(root: str | Path, benchmark: str, model: str, env: str) -> Path:
    """``root/<benchmark>--<model>--<env>/<timestamp>-<short id>/``, created empty."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    path = (
        Path(root)
        / f"{path_slug(benchmark)}--{path_slug(model)}--{path_slug(env)}"
        / f"{stamp}-{secrets.token_hex(3)}"
    )
    path.mkdir(parents=True, exist_ok=False)
    return path


# What a start killed between claiming its folder and writing config.toml leaves: not yet a run.
START_LEFTOVERS = frozenset({".lock", CONFIG + ".tmp"})


def _refuse_existing(p: Path) -> RunDirError:
    return RunDirError(
        f"--output {p} already exists and is not empty; choose a new folder, or continue that run "
        f"with --resume {p}"
    )


@dataclass
class Claim:
    """An explicit --output claimed for a new run: its lock is held, and it records what this
    process created there, so a failed start removes exactly that and nothing of another's."""

    path: Path
    lock: Any  # the open, locked .lock file
    made_dir: bool
    made_lock: bool

    def release(self) -> None:
        """Undo a failed start: remove what this process made (the config's temporary copy, its .lock
        file, its folder when it made it and it is empty) while it still holds the lock, then unlock."""
        try:
            (self.path / (CONFIG + ".tmp")).unlink(missing_ok=True)  # only a lock holder writes it
            if self.made_lock:
                self.path.joinpath(".lock").unlink(missing_ok=True)
            if self.made_dir:
                with contextlib.suppress(OSError):
                    self.path.rmdir()  # only when empty: nothing else is touched
        finally:
            if self.lock is not None:
                self.lock.close()


def claim_run_dir(path: str | Path) -> Claim:
    """Use ``path`` (an explicit --output) as a new run directory and lock it; never write over an
    existing run. A folder left by a start that was killed before it wrote config.toml is used again.
    Of two processes claiming one path, one gets it and the other is refused; the loser touches
    nothing (it did not get the lock)."""
    p = Path(path)
    for _ in range(8):  # a folder removed by a failed start under our feet: claim it afresh
        if p.exists() and not p.is_dir():
            raise _refuse_existing(p)
        if p.is_dir() and not {c.name for c in p.iterdir()} <= START_LEFTOVERS:
            raise _refuse_existing(p)  # a run (or anything else) is there: not even a .lock is made
        made_dir = False
        try:
            p.mkdir(parents=True)
            made_dir = True
        except FileExistsError:
            pass
        try:
            fd = os.open(
                p / ".lock", os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_APPEND | os.O_NOFOLLOW, 0o644
            )
            made_lock = True
        except FileExistsError:
            made_lock = False
            try:
                fd = os.open(p / ".lock", os.O_WRONLY | os.O_APPEND | os.O_NOFOLLOW)  # never through a link
            except FileNotFoundError:
                continue  # removed by its maker between the two opens
        except FileNotFoundError:
            continue  # the folder was removed by the start that made it
        f = os.fdopen(fd, "a")
        try:
            _take(f, p)
        except BaseException:
            f.close()
            raise
        if not _same_file(f, p / ".lock"):  # its maker removed it: not a lock anyone else sees
            f.close()
            continue
        # under the lock, nobody else writes here: what is in the folder now stays as seen
        if not {c.name for c in p.iterdir()} <= START_LEFTOVERS:
            f.close()
            raise _refuse_existing(p)
        return Claim(p, f, made_dir, made_lock)
    raise RunDirError(f"{p} is in use by another proctor process; wait for it to finish")


def _take(f: Any, path: Path) -> None:
    import fcntl

    try:
        fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise RunDirError(f"{path} is in use by another proctor process; wait for it to finish") from None


def _same_file(f: Any, path: Path) -> bool:
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return False
    own = os.fstat(f.fileno())
    return (st.st_dev, st.st_ino) == (own.st_dev, own.st_ino)


def lock_run_dir(path: Path) -> Any:
    """An exclusive lock on a run directory (released when the returned file is closed or the process ends)."""
    f = open_append(path / ".lock", "a")  # the open file is the lock; never through a link
    try:
        _take(f, path)
        if not _same_file(f, path / ".lock"):  # unlinked by a failed start that held it: not the lock
            raise RunDirError(f"{path} is in use by another proctor process; wait for it to finish")
    except BaseException:
        f.close()
        raise
    return f


def _atomic_write(path: Path, data: bytes | Iterable[bytes]) -> None:
    """Write ``data`` (bytes, or chunks of them written as they come) to ``path`` atomically,
    through no link (``textfile.write_atomic``)."""
    write_atomic(path, data)


def _drop_none(obj: Any) -> Any:
    """TOML has no null: leave unset values out (they did not take effect)."""
    if isinstance(obj, dict):
        return {k: _drop_none(v) for k, v in obj.items() if v is not None}
    if isinstance(obj, list | tuple):
        return [_drop_none(v) for v in obj if v is not None]
    return obj


def write_config(run_dir: Path, config: dict[str, Any]) -> None:
    _atomic_write(run_dir / CONFIG, tomli_w.dumps(_drop_none(config)).encode("utf-8"))


def read_config(run_dir: str | Path) -> dict[str, Any]:
    """The run's config; RunDirError when it is missing, not TOML, or when any file proctor writes
    in the run folder is a symbolic link (a run read from elsewhere must not make a later write
    land outside it)."""
    p = Path(run_dir) / CONFIG
    if Path(run_dir).is_dir():
        try:
            refuse_links(run_dir, WRITTEN_NAMES)
        except ValueError as e:
            raise RunDirError(f"refusing to read the run {run_dir}: {e}") from None
    if not p.is_file():
        raise RunDirError(f"{run_dir} is not a run directory: {CONFIG} is missing")
    try:
        return tomllib.loads(read_utf8(p, RunDirError))
    except tomllib.TOMLDecodeError as e:
        raise RunDirError(f"{p} is not valid TOML ({e}); repair it, or start a new run") from None


def write_summary(run_dir: Path, summary: dict[str, Any]) -> None:
    # streamed: a big run's summary (a row per problem) is never held as one string
    chunks = json.JSONEncoder(indent=2, sort_keys=False).iterencode(summary)
    _atomic_write(run_dir / SUMMARY, (chunk.encode("utf-8") for chunk in chain(chunks, ["\n"])))


@dataclass
class RunData:
    path: Path
    config: dict[str, Any]
    records: list[Trajectory]
    summary: dict[str, Any] | None

    @property
    def complete(self) -> bool:
        return self.summary is not None
