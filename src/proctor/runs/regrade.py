"""Regrade a saved run without calling the model under test.

``regrade(RUN_DIR, grader)`` reads the run's samples, grades each final text again with ``grader``
(a name, ``module:function``, or a Grader object), and writes a NEW run directory: config.toml with
the grader section changed (and ``resolved.regraded_from``), samples.jsonl with the new grades,
summary.json (when the source run was complete) and eval.log with the diff, all written in a hidden
sibling folder that becomes the new run directory only once complete (a regrade killed part way
leaves nothing that looks like a run; the same command runs again). The source directory is only read. The result lists every sample that flipped, in each direction, and the metric change.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from proctor.envs.base import Trajectory
from proctor.envs.grading import agrade_record, apply_grade
from proctor.grading.base import Grader
from proctor.runs import LOG, SAMPLES, RunDirError, SampleWriter, read_run, write_config, write_summary
from proctor.runs.rundir import RunData, path_slug
from proctor.runs.storage import writes_of_command
from proctor.textfile import write_atomic

Key = tuple[str, int]


@dataclass
class RegradeResult:
    source: Path
    run_dir: Path
    grader: str
    previous_grader: str | None
    to_correct: list[Key] = field(default_factory=list)  # incorrect -> correct
    to_incorrect: list[Key] = field(default_factory=list)  # correct -> incorrect
    regraded: int = 0
    skipped_errors: int = 0
    status_changes: dict[str, int] = field(default_factory=dict)  # "ok->unparsable": count
    metrics_before: dict[str, float] = field(default_factory=dict)
    metrics_after: dict[str, float] = field(default_factory=dict)

    def report(self, limit: int = 50) -> str:
        def ids(keys: list[Key]) -> str:
            shown = ", ".join(f"{p}#{i}" for p, i in keys[:limit])
            return shown + (f", ... (+{len(keys) - limit})" if len(keys) > limit else "")

        flips = len(self.to_correct) + len(self.to_incorrect)
        lines = [
            f"regraded {self.regraded} samples of {self.source} with {self.grader} "
            f"(was {self.previous_grader}): {flips} flipped"
            + (f", {self.skipped_errors} errored samples left as they were" if self.skipped_errors else ""),
            f"  incorrect -> correct: {len(self.to_correct)}"
            + (f"  [{ids(self.to_correct)}]" if self.to_correct else ""),
            f"  correct -> incorrect: {len(self.to_incorrect)}"
            + (f"  [{ids(self.to_incorrect)}]" if self.to_incorrect else ""),
        ]
        for change, n in sorted(self.status_changes.items()):
            lines.append(f"  grade status {change}: {n}")
        for name, after in self.metrics_after.items():
            before = self.metrics_before.get(name)
            if before is not None:
                lines.append(f"  {name}: {before:.4f} -> {after:.4f} ({after - before:+.4f})")
        lines.append(f"new run directory: {self.run_dir}")
        return "\n".join(lines)


def _metrics(records: list[Trajectory], n: int, seed: int) -> dict[str, Any]:
    from proctor.metrics.run_summary import summarize_run_records

    return summarize_run_records(records, n=n, seed=seed)


def _headline(summary: dict[str, Any]) -> dict[str, float]:
    keep = ("mean@n", "pass@n", "maj@n", "format_rate")
    out = {}
    for k in keep:
        v = summary.get(k)
        if isinstance(v, dict):  # metrics with intervals: {"value": ..., "ci": ...}
            v = v.get("value", v.get("mean"))
        if isinstance(v, int | float):
            out[k] = float(v)
    return out


def check_golds(grader: Grader, records: list[Trajectory]) -> None:
    """The check ``proctor eval`` applies at load time: every gold answer readable by ``grader``."""
    from proctor.benchmarks.errors import list_issues

    issues, seen = [], set()
    for rec in records:
        if rec.problem_id in seen or rec.answer is None:
            continue
        seen.add(rec.problem_id)
        reason = grader.check_gold(rec.answer)
        if reason is not None:
            issues.append(f"problem {rec.problem_id!r}: answer {rec.answer!r}: {reason}")
    if issues:
        error = list_issues(
            f"the {grader.name} grader cannot read this run's gold answers",
            issues,
            fix=(
                f"choose a grader for this data (the run was graded by {_saved_grader(records)}), "
                "or pass --force to regrade anyway: their samples would all grade as unparsable"
            ),
        )
        raise RunDirError(str(error))


def _saved_grader(records: list[Trajectory]) -> str:
    return next((r.grader for r in records if r.grader), "an unknown grader")


def _free_output(p: Path) -> Path:
    if p.exists() and (not p.is_dir() or any(p.iterdir())):
        raise RunDirError(f"--output {p} already exists and is not empty; choose a new folder")
    return p


@contextlib.contextmanager
def _building(final: Path) -> Iterator[Path]:
    """A hidden sibling folder to write the regraded run into, renamed to ``final`` once complete:
    a regrade killed part way leaves no folder that looks like an unfinished run (which `eval
    --resume` would complete by calling the model), and the same command runs again. A leftover
    of a killed regrade is removed; one in use (locked) is another regrade's, and refused."""
    import fcntl
    import shutil

    work = final.with_name(f".{final.name}.partial")
    work.parent.mkdir(parents=True, exist_ok=True)
    work.mkdir(exist_ok=True)
    fd = os.open(work, os.O_RDONLY)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise RunDirError(f"another regrade is writing {final}; wait for it to finish") from None
        for leftover in list(work.iterdir()):
            shutil.rmtree(leftover) if leftover.is_dir() else leftover.unlink()
        try:
            yield work
        except BaseException:
            shutil.rmtree(work, ignore_errors=True)
            raise
        os.replace(work, final)  # onto nothing, or an empty folder named by --output
    finally:
        os.close(fd)


def _default_output(source: Path, grader: str) -> Path:
    slug = path_slug(grader, 40, "grader")
    base = source.parent / f"{source.name}--regrade-{slug}"
    out, k = base, 1
    while out.exists():
        k += 1
        out = base.with_name(f"{base.name}-{k}")
    return out


def _resolve_grader(
    spec: str | Grader | None, options: dict[str, Any] | None, config: dict[str, Any]
) -> tuple[Grader, dict[str, Any]]:
    from proctor.grading import get_grader

    if spec is not None and not isinstance(spec, str):
        return spec, dict(options or {})
    saved = config.get("grader", {})
    name = spec or saved.get("name")
    if not name:
        raise RunDirError("the run's config.toml names no grader; pass one: --grader NAME (e.g. integer)")
    opts = dict(options) if options is not None else (dict(saved.get("options", {})) if not spec else {})
    return get_grader(name, **opts), opts


def regrade(
    run_dir: str | Path,
    grader: str | Grader | None = None,
    options: dict[str, Any] | None = None,
    output: str | Path | None = None,
    concurrency: int = 8,
    force: bool = False,
) -> RegradeResult:
    """Grade a saved run again (no model under test call) into a new run directory; see module doc.
    Refuses (before writing anything) a grader that cannot read the run's gold answers, as
    ``proctor eval`` does at load time, unless ``force``."""
    source = Path(run_dir)
    data = read_run(source)
    g, opts = _resolve_grader(grader, options, data.config)
    if not force:
        check_golds(g, data.records)
    final = _free_output(Path(output)) if output else _default_output(source, g.name)
    result = RegradeResult(source=source, run_dir=final, grader=g.name, previous_grader=None)
    with writes_of_command(final), _building(final) as dest:
        _regrade_into(dest, data, g, opts, concurrency, result)
    return result


def _regrade_into(
    dest: Path, data: RunData, g: Grader, opts: dict[str, Any], concurrency: int, result: RegradeResult
) -> None:
    source = result.source
    old = data.records
    new = asyncio.run(_grade_all(g, old, concurrency))

    config = copy.deepcopy(data.config)
    previous = config.get("grader", {}).get("name")
    config["grader"] = {"name": g.name, "options": opts}
    resolved = config.setdefault("resolved", {})
    resolved["regraded_from"] = {
        "run": str(source.resolve()),
        "grader": previous,
        "grader_version": resolved.get("grader_version"),
    }
    resolved["grader_version"] = g.version
    write_config(dest, config)
    with SampleWriter(dest / SAMPLES) as writer:
        for rec in new:
            writer.write(rec)

    n = int(config.get("sampling", {}).get("n", 1))
    seed = int(config.get("run", {}).get("seed", 0))
    result.previous_grader = previous
    for a, b in zip(old, new, strict=True):
        if a.error is not None:
            result.skipped_errors += 1
            continue
        result.regraded += 1
        key = (a.problem_id, a.sample_index)
        if b.correct and not a.correct:
            result.to_correct.append(key)
        elif a.correct and not b.correct:
            result.to_incorrect.append(key)
        if a.grade_status != b.grade_status:
            change = f"{a.grade_status}->{b.grade_status}"
            result.status_changes[change] = result.status_changes.get(change, 0) + 1
    before, after = _metrics(old, n, seed), _metrics(new, n, seed)
    result.metrics_before, result.metrics_after = _headline(before), _headline(after)
    if data.complete:
        after["regraded_from"] = str(source.resolve())
        write_summary(dest, after)
    write_atomic(dest / LOG, (result.report(limit=10**9) + "\n").encode("utf-8"))


async def _grade_all(grader: Grader, records: list[Trajectory], concurrency: int) -> list[Trajectory]:
    gate = asyncio.Semaphore(max(1, concurrency))

    async def one(rec: Trajectory) -> Trajectory:
        if rec.error is not None:
            return rec
        async with gate:
            return apply_grade(rec, await agrade_record(grader, rec))

    return list(await asyncio.gather(*(one(r) for r in records)))
