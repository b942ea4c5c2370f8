"""Shards: one run split over K processes that share its directory (``proctor eval ... --shard i/K``).

Shard ``i`` of ``K`` owns the (problem, sample) pairs whose generation seed is ``i`` modulo ``K``
(``seeds.sample_seed``, so a sample's text never depends on K). Layout::

    RUN/config.toml                    written once, by whichever shard starts first
    RUN/shards/<i>-of-<K>/config.toml  the shard's own effective config (must equal RUN/config.toml)
    RUN/shards/<i>-of-<K>/samples.jsonl, eval.log, .lock
    RUN/shards/<i>-of-<K>/.done        JSON: written when every owned pair finished without error

A shard that dies is started again with the same command: it resumes from its own samples file.
``proctor merge RUN`` (``runs/merge.py``) then writes ``RUN/samples.jsonl`` and ``RUN/summary.json``.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import tomli_w

from proctor.config import config_differences
from proctor.runs.rundir import CONFIG, SAMPLES, SUMMARY, RunDirError, lock_run_dir, read_config
from proctor.runs.samples import compact_samples, iter_dicts
from proctor.seeds import sample_seed

if TYPE_CHECKING:
    from proctor.runner import Prepared

SHARDS, DONE = "shards", ".done"
_NAME = re.compile(r"^(\d+)-of-(\d+)$")
# Settings that may differ between shards without changing any record: where the model is served
# (each node may run its own server), how many generations are in flight, the run-directory root.
LOCAL_KEYS = frozenset({"runner.concurrency", "model.base_url", "run.output", "resolved.model.base_url"})
LOCAL_PREFIXES = ("resolved.concurrency.",)  # how each shard's concurrency was chosen (its servers' gauges)


def setting_differences(expected: dict[str, Any], found: dict[str, Any]) -> list[str]:
    """``key: expected -> found`` for each setting two config.toml dicts of one run disagree on
    (local keys aside): what a shard or a merge refuses."""
    return config_differences(
        [expected, found], ignore=lambda k: k in LOCAL_KEYS or k.startswith(LOCAL_PREFIXES)
    )


class ShardError(RunDirError):
    pass


@dataclass(frozen=True)
class Shard:
    index: int
    count: int

    @classmethod
    def parse(cls, text: str) -> Shard:
        """``"i/K"`` (0 <= i < K), e.g. ``--shard 0/4``; ``"$SLURM_ARRAY_TASK_ID/4"`` after expansion."""
        m = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*", text)
        if not m:
            raise ShardError(f"--shard {text!r}: expected I/K with 0 <= I < K, e.g. --shard 0/4")
        shard = cls(int(m[1]), int(m[2]))
        if shard.count < 1 or shard.index >= shard.count:
            raise ShardError(f"--shard {text!r}: the index must be in 0..K-1 (K = {shard.count})")
        return shard

    @property
    def name(self) -> str:
        return f"{self.index}-of-{self.count}"

    def owns(self, seed: int) -> bool:
        return seed % self.count == self.index


def owner_of(cfg: dict[str, Any], problem_id: str, sample_index: int, count: int) -> int:
    """Which shard of ``count`` owns a pair, from a saved config.toml's run seed and benchmark."""
    seed = sample_seed(cfg["run"]["seed"], cfg["benchmark"]["name"], problem_id, sample_index)
    return seed % count


def shard_dirs(run_dir: Path) -> dict[Shard, Path]:
    """The shard folders under ``RUN/shards`` (ignoring anything not named ``<i>-of-<K>``)."""
    root = run_dir / SHARDS
    out: dict[Shard, Path] = {}
    if root.is_dir():
        for p in sorted(root.iterdir()):
            m = _NAME.match(p.name)
            if m and p.is_dir():
                out[Shard(int(m[1]), int(m[2]))] = p
    return out


def _as_saved(config: dict[str, Any]) -> tuple[bytes, dict[str, Any]]:
    from proctor.runs.rundir import _drop_none

    data = tomli_w.dumps(_drop_none(config)).encode("utf-8")
    return data, tomllib.loads(data.decode("utf-8"))


def publish_config(run_dir: Path, config: dict[str, Any], what: str) -> None:
    """Write ``run_dir/config.toml`` if no shard did yet, else refuse unless it says the same.

    Race-safe: the file is written under a unique name and hard-linked into place, which fails
    when another process got there first (then that file, complete, is compared).
    """
    data, ours = _as_saved(config)
    target = run_dir / CONFIG
    tmp = run_dir / f".{CONFIG}.{os.getpid()}.{secrets.token_hex(4)}"
    tmp.write_bytes(data)
    try:
        os.link(tmp, target)
        return
    except FileExistsError:
        theirs = read_config(run_dir)
    except OSError:  # a filesystem without hard links: exclusive create, then wait for the writer
        theirs = _create_or_read(target, data)
        if theirs is None:
            return
    finally:
        tmp.unlink()
    diff = setting_differences(theirs, ours)
    if diff:
        raise ShardError(
            f"{what} was started with other settings than {target} (written by the first shard):\n  "
            + "\n  ".join(diff)
            + "\nrun every shard of a run with the same options (only --concurrency and --base-url may "
            "differ), or give this run a new --output"
        )


def _create_or_read(target: Path, data: bytes) -> dict[str, Any] | None:
    """Write ``target`` if it does not exist (None), else its contents once its writer finished."""
    try:
        fd = os.open(target, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
    except FileExistsError:
        for _ in range(100):  # the first shard writes a few hundred bytes: wait until they are there
            try:
                theirs = tomllib.loads(target.read_text(encoding="utf-8"))
            except tomllib.TOMLDecodeError:  # half written
                theirs = {}
            if theirs.get("resolved"):
                return theirs
            time.sleep(0.1)
        raise ShardError(f"{target} stays incomplete; remove it and start the shards again") from None
    with os.fdopen(fd, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    return None


def open_shard(prep: Prepared, root: Path, shard: Shard) -> tuple[Prepared, Path, dict]:
    from proctor.runs.rundir import write_config

    if root.exists() and not root.is_dir():
        raise ShardError(f"--output {root} is a file; give a directory")
    root.mkdir(parents=True, exist_ok=True)
    if (root / SAMPLES).exists():
        raise ShardError(
            f"{root} already holds a merged or unsharded run ({SAMPLES}); shards cannot be added to it. "
            "Give the sharded run a new --output"
        )
    others = {s.count for s in shard_dirs(root)} - {shard.count}
    if others:
        raise ShardError(
            f"{root} holds shards of K={sorted(others)[0]}; run this shard as --shard "
            f"{shard.index}/{sorted(others)[0]}, or give a new --output"
        )
    config = prep.effective_config()
    publish_config(root, config, f"shard {shard.index}/{shard.count}")
    sdir = root / SHARDS / shard.name
    sdir.mkdir(parents=True, exist_ok=True)
    lock = lock_run_dir(sdir)  # two processes on one shard: the second is refused here
    try:
        if (sdir / CONFIG).is_file():
            diff = setting_differences(read_config(sdir), _as_saved(config)[1])
            if diff:
                raise ShardError(
                    f"shard {shard.name} was started with other settings:\n  " + "\n  ".join(diff)
                )
        write_config(sdir, config)
        done = compact_samples(sdir / SAMPLES)  # exactly what --resume does: torn/errored lines go
    except BaseException:
        lock.close()
        raise
    prep.lock, prep.shard = lock, shard
    return prep, sdir, done


def finish_shard(prep: Prepared, shard_dir: Path, wall_s: float) -> None:
    """Write the shard's ``.done`` marker: its record count, wall time and the env's statistics."""
    from proctor.runs.rundir import _atomic_write

    stats = getattr(prep.env, "stats", None)
    marker = {
        "shard": shard_dir.name,
        "records": sum(1 for _ in iter_dicts(shard_dir / SAMPLES)),
        "wall_s": wall_s,
        "env": stats() if callable(stats) else None,
    }
    _atomic_write(shard_dir / DONE, (json.dumps(marker) + "\n").encode("utf-8"))


def refuse_unmerged(run_dir: Path) -> None:
    """A plain ``--resume`` of a sharded run that is not merged would run every pair again in one process."""
    m = _NAME.match(run_dir.resolve().name)
    if m and run_dir.resolve().parent.name == SHARDS:
        root = run_dir.resolve().parent.parent
        raise ShardError(
            f"{run_dir} is one shard of {root}: rerun it with "
            f"`proctor eval --resume {root} --shard {m[1]}/{m[2]}`"
        )
    shards = shard_dirs(run_dir)
    if shards and not (run_dir / SUMMARY).exists() and not _grown(run_dir):
        k = next(iter(shards)).count
        raise ShardError(
            f"{run_dir} is a sharded run (K={k}): rerun an unfinished shard with "
            f"`proctor eval --resume {run_dir} --shard I/{k}`, then `proctor merge {run_dir}`"
        )


def _grown(run_dir: Path) -> bool:
    """A merged run being grown (``--set sampling.n=M``): one process, its summary gone until done."""
    return "grown_from_n" in read_config(run_dir).get("resolved", {})


@dataclass
class ShardStatus:
    shard: Shard
    state: str  # done | running | stopped | missing
    records: int
    errored: int


def shard_status(run_dir: Path) -> tuple[int, list[ShardStatus]]:
    """(K, one status per shard 0..K-1) of a sharded run; records counted without changing any file."""
    found = shard_dirs(run_dir)
    counts = {s.count for s in found}
    if not found:
        return 0, []
    if len(counts) > 1:
        raise ShardError(f"{run_dir}/{SHARDS} mixes shard counts K={sorted(counts)}; remove the strays")
    k = counts.pop()
    out = []
    for i in range(k):
        shard = Shard(i, k)
        sdir = found.get(shard)
        if sdir is None:
            out.append(ShardStatus(shard, "missing", 0, 0))
            continue
        latest: dict[tuple[str, int], bool] = {}
        for rec in iter_dicts(sdir / SAMPLES):
            latest[(str(rec.get("problem_id")), int(rec.get("sample_index", -1)))] = rec.get("error") is None
        if (sdir / DONE).is_file():
            state = "done"
        else:
            state = "running" if _is_locked(sdir) else "stopped"
        ok = sum(latest.values())
        out.append(ShardStatus(shard, state, ok, len(latest) - ok))
    return k, out


def _is_locked(sdir: Path) -> bool:
    try:
        lock_run_dir(sdir).close()
    except RunDirError:
        return True
    return False


@dataclass
class RunStatus:
    """How far a run is (``proctor status``): its K shards' statuses, or (K=0, no shards) the records
    of its one samples file."""

    total: int  # records the finished run has: problems x samples per problem
    merged: bool  # summary.json is written
    k: int
    shards: list[ShardStatus]
    done: int  # records without error, of a run that has no shards


def run_status(run_dir: Path) -> RunStatus:
    """The status of ``run_dir``, read without changing any file; a bad line: ValueError naming it."""
    config = read_config(run_dir)
    k, shards = shard_status(run_dir)
    done = 0 if shards else sum(1 for r in iter_dicts(run_dir / SAMPLES) if r.get("error") is None)
    total = int(config["resolved"]["dataset"]["problems"]) * int(config["sampling"]["n"])
    return RunStatus(total, (run_dir / SUMMARY).is_file(), k, shards, done)
