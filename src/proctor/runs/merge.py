"""``proctor merge RUN``: the K finished shards of a run become one ordinary run directory.

Refuses, before writing anything, when a shard is missing, unfinished or running, when the shards
disagree with ``RUN/config.toml`` (data fingerprint, model digest, grader version, any setting but
the local ones in ``shards.LOCAL_KEYS``), or when a record sits in the wrong shard or a pair is
missing. The merged ``samples.jsonl`` is the shards' files concatenated byte for byte (streamed:
memory does not grow with the records), one record per (problem, sample); ``summary.json`` is
computed from it exactly as a one-process run computes its own.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import time
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from proctor.runs.rundir import LOG, SAMPLES, RunDirError, lock_run_dir, read_config, write_summary
from proctor.runs.samples import compact_samples, iter_dicts
from proctor.runs.shards import (
    DONE,
    SHARDS,
    Shard,
    ShardError,
    config_differences,
    owner_of,
    shard_dirs,
)

log = logging.getLogger("proctor")


class MergeError(ShardError):
    pass


@dataclass
class MergeResult:
    run_dir: Path
    shards: int
    records: int
    summary: dict[str, Any]
    wall_s: float


def _check_complete(run_dir: Path) -> tuple[int, dict[Shard, Path]]:
    found = shard_dirs(run_dir)
    if not found:
        raise MergeError(f"{run_dir} has no {SHARDS}/<i>-of-<K> folders: it is not a sharded run")
    counts = sorted({s.count for s in found})
    if len(counts) > 1:
        raise MergeError(
            f"{run_dir}/{SHARDS} mixes shard counts K={counts}; keep the shards of one K and remove the rest"
        )
    k = counts[0]
    problems = []
    for i in range(k):
        sdir = found.get(Shard(i, k))
        if sdir is None:
            problems.append(f"shard {i}/{k} never started")
        elif not (sdir / DONE).is_file():
            problems.append(f"shard {i}/{k} is not done")
    if problems:
        raise MergeError(
            f"cannot merge {run_dir}: "
            + "; ".join(problems)
            + f". Run each unfinished shard (again) with `proctor eval --resume {run_dir} --shard I/{k}`; "
            "a rerun continues from what the shard saved"
        )
    return k, found


def merge_run(run_dir: str | Path) -> MergeResult:
    """Check and merge the shards of ``run_dir``; returns the merged summary."""
    from proctor.metrics.run_summary import summarize_run_records

    t0 = time.perf_counter()
    root = Path(run_dir)
    config = read_config(root)
    k, found = _check_complete(root)
    with ExitStack() as locks:
        locks.enter_context(lock_run_dir(root))  # one merge at a time
        for shard, sdir in sorted(found.items(), key=lambda kv: kv[0].index):
            try:
                locks.enter_context(lock_run_dir(sdir))
            except RunDirError:
                raise MergeError(f"shard {shard.index}/{k} is running; merge when it has finished") from None
        mismatched = []
        for shard, sdir in sorted(found.items(), key=lambda kv: kv[0].index):
            diff = config_differences(config, read_config(sdir))
            if diff:
                mismatched.append(f"shard {shard.index}/{k}:\n    " + "\n    ".join(diff))
        if mismatched:
            raise MergeError(
                f"cannot merge {root}: shards ran with other settings than {root}/config.toml "
                "(data, model, grader or options differ):\n  "
                + "\n  ".join(mismatched)
                + "\nrerun those shards with the run's settings (delete their folders first)"
            )
        expected = int(config["resolved"]["dataset"]["problems"]) * int(config["sampling"]["n"])
        records = 0
        for shard, sdir in found.items():
            keys = compact_samples(sdir / SAMPLES)  # a finished shard has nothing to drop: read only
            stray = [key for key in keys if owner_of(config, key[0], key[1], k) != shard.index]
            if stray:
                raise MergeError(
                    f"shard {shard.index}/{k} holds {len(stray)} records of other shards "
                    f"(e.g. {stray[0][0]}#{stray[0][1]}); its folder was not written by this run"
                )
            records += len(keys)
        if records != expected:
            raise MergeError(
                f"cannot merge {root}: the shards hold {records} records, the run has {expected} "
                f"pairs ({config['resolved']['dataset']['problems']} problems x n={config['sampling']['n']})"
            )
        target = root / SAMPLES
        tmp = target.with_name(SAMPLES + ".tmp")
        with open(tmp, "wb") as out:
            for _, sdir in sorted(found.items(), key=lambda kv: kv[0].index):
                with open(sdir / SAMPLES, "rb") as src:
                    shutil.copyfileobj(src, out, 1 << 20)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, target)
        summary = summarize_run_records(
            iter_dicts(target), n=int(config["sampling"]["n"]), seed=int(config["run"]["seed"])
        )
        markers = {
            sdir.name: json.loads((sdir / DONE).read_text(encoding="utf-8"))
            for _, sdir in sorted(found.items(), key=lambda kv: kv[0].index)
        }
        summary["wall_s"] = max(m.get("wall_s", 0.0) for m in markers.values())
        summary["shards"] = {
            "count": k,
            "wall_s": {name: m.get("wall_s") for name, m in markers.items()},
            "env": {name: m["env"] for name, m in markers.items() if m.get("env") is not None},
        }
        write_summary(root, summary)
        wall = time.perf_counter() - t0
        with open(root / LOG, "a", encoding="utf-8") as f:
            f.write(f"{time.strftime('%Y-%m-%d %H:%M:%S')} INFO merged {k} shards: {records} records\n")
    return MergeResult(root, k, records, summary, wall)
