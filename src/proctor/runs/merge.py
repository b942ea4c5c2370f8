"""``proctor merge RUN``: the K finished shards of a run become one ordinary run directory.

Refuses, before writing anything, when a shard is missing, unfinished or running, when the shards
disagree with ``RUN/config.toml`` (data fingerprint, model digest, grader version, any setting but
the local ones in ``shards.LOCAL_KEYS``), or when a record sits in the wrong shard, errored, or a
pair is missing or repeated. One pass reads each shard's records, checks each, copies its line to
the merged ``samples.jsonl`` (the shards' lines in shard order) and feeds it to the summary,
computed exactly as a one-process run computes its own; nothing per record is held (the summary
spills to disk), so memory does not grow with the records.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Iterator
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from proctor.runs.rundir import LOG, SAMPLES, RunDirError, lock_run_dir, read_config, write_summary
from proctor.runs.samples import iter_lines
from proctor.runs.shards import (
    DONE,
    SHARDS,
    Shard,
    ShardError,
    owner_of,
    setting_differences,
    shard_dirs,
)
from proctor.runs.storage import writes_of_command
from proctor.textfile import atomic_file, open_append

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


def _checked_records(config: dict[str, Any], found: dict[Shard, Path], out: BinaryIO) -> Iterator[dict]:
    """The shards' records in shard order, each written to ``out`` as read (the merged samples.jsonl)
    after checking that its shard owns its pair and that it finished."""
    for shard, sdir in sorted(found.items(), key=lambda kv: kv[0].index):
        k = shard.count
        for raw, data, record in iter_lines(sdir / SAMPLES):
            if owner_of(config, record.problem_id, record.sample_index, k) != shard.index:
                raise MergeError(
                    f"shard {shard.index}/{k} holds records of other shards (first: "
                    f"{record.problem_id}#{record.sample_index}); its folder was not written by this run: "
                    f"remove {sdir} and run the shard again with the run's command and `--shard {shard.index}/{k}`"
                )
            if record.error is not None:
                raise MergeError(
                    f"shard {shard.index}/{k} holds an errored record ({record.problem_id}#"
                    f"{record.sample_index}) although it is done; run `proctor eval --resume "
                    f"{sdir.parent.parent} --shard {shard.index}/{k}` to rerun it, then merge"
                )
            out.write(raw)
            yield data


def merge_run(run_dir: str | Path) -> MergeResult:
    """Check and merge the shards of ``run_dir``; returns the merged summary."""
    t0 = time.perf_counter()
    root = Path(run_dir)
    config = read_config(root)
    k, found = _check_complete(root)
    shards = sorted(found.items(), key=lambda kv: kv[0].index)
    with ExitStack() as locks, writes_of_command(root):
        locks.enter_context(lock_run_dir(root))  # one merge at a time
        for shard, sdir in shards:
            try:
                locks.enter_context(lock_run_dir(sdir))
            except RunDirError:
                raise MergeError(f"shard {shard.index}/{k} is running; merge when it has finished") from None
        _check_settings(root, config, shards, k)
        summary = _merge_records(root, config, found, k)
        records = summary["counts"]["records"]
        markers = {sdir.name: json.loads((sdir / DONE).read_text(encoding="utf-8")) for _, sdir in shards}
        summary["wall_s"] = max(m.get("wall_s", 0.0) for m in markers.values())
        summary["shards"] = {
            "count": k,
            "wall_s": {name: m.get("wall_s") for name, m in markers.items()},
            "env": {name: m["env"] for name, m in markers.items() if m.get("env") is not None},
        }
        write_summary(root, summary)
        wall = time.perf_counter() - t0
        with open_append(root / LOG, "a", encoding="utf-8") as f:
            f.write(f"{time.strftime('%Y-%m-%d %H:%M:%S')} INFO merged {k} shards: {records} records\n")
    return MergeResult(root, k, records, summary, wall)


def _check_settings(root: Path, config: dict, shards: list, k: int) -> None:
    """Every shard ran with the run's own settings, or :class:`MergeError` names the differences."""
    mismatched = []
    for shard, sdir in shards:
        diff = setting_differences(config, read_config(sdir))
        if diff:
            mismatched.append(f"shard {shard.index}/{k}:\n    " + "\n    ".join(diff))
    if mismatched:
        raise MergeError(
            f"cannot merge {root}: shards ran with other settings than {root}/config.toml "
            "(data, model, grader or options differ):\n  "
            + "\n  ".join(mismatched)
            + "\nrerun those shards with the run's settings (delete their folders first)"
        )


def _merge_records(root: Path, config: dict, found: dict, k: int) -> dict:
    """The shards' records, checked, copied to the run's samples file (written whole or not at all)
    and summarized in one pass; every (problem, sample) pair exactly once, or :class:`MergeError`."""
    from proctor.metrics.run_summary import summarize_run_records

    expected = int(config["resolved"]["dataset"]["problems"]) * int(config["sampling"]["n"])
    target = root / SAMPLES
    with atomic_file(target) as out:  # replaced only when complete; follows no link
        # one pass: each record is checked, copied and summarized, none is held
        summary = summarize_run_records(
            _checked_records(config, found, out),
            n=int(config["sampling"]["n"]),
            seed=int(config["run"]["seed"]),
        )
        counts = summary["counts"]
        records = counts["records"]
        if records != expected or counts["duplicates"]:
            raise MergeError(
                f"cannot merge {root}: the shards hold {records} records "
                f"({counts['duplicates']} of them repeat a pair), the run has {expected} pairs "
                f"({config['resolved']['dataset']['problems']} problems x n={config['sampling']['n']}); "
                f"rerun each shard with `proctor eval --resume {root} --shard I/{k}` (a rerun keeps "
                "one record per pair and runs the missing ones), then merge"
            )
    return summary
