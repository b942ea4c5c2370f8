"""Where a run lives and how its files are named, created and read back."""

from __future__ import annotations

import json
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


def _only_start_leftovers(p: Path) -> bool:
    """``p`` holds nothing, or only what a killed start left (its lock no longer held)."""
    import fcntl

    names = {child.name for child in p.iterdir()}
    if not names <= START_LEFTOVERS:
        return False
    if ".lock" not in names:
        return True
    with open_append(p / ".lock", "a") as f:
        try:
            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False  # a start in progress
    return True


def claim_run_dir(path: str | Path) -> Path:
    """Use ``path`` (an explicit --output) as a new run directory; never write over an existing run.
    A folder left by a start that was killed before it wrote config.toml is used again."""
    p = Path(path)
    if p.exists() and (not p.is_dir() or not _only_start_leftovers(p)):
        raise RunDirError(
            f"--output {p} already exists and is not empty; choose a new folder, or continue that run "
            f"with --resume {p}"
        )
    p.mkdir(parents=True, exist_ok=True)
    return p


def lock_run_dir(path: Path) -> Any:
    """An exclusive lock on a run directory (released when the returned file is closed or the process ends)."""
    import fcntl

    f = open_append(path / ".lock", "a")  # the open file is the lock
    try:
        fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        f.close()
        raise RunDirError(f"{path} is in use by another proctor process; wait for it to finish") from None
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
