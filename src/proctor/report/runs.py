"""Runs as the comparison and the report see them: loaded, aggregated per problem, labelled, ordered."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from proctor.config import STEP_PATTERN, UNSET, checkpoint_step, fair_to_differ, model_name, setting_values
from proctor.envs.base import Trajectory
from proctor.metrics import ProblemTable, problem_table, summarize_table
from proctor.metrics.estimators import Equivalence
from proctor.metrics.run_summary import summary_blocks
from proctor.runs import RunDirError, read_run


@dataclass
class RunView:
    path: Path
    label: str
    config: dict[str, Any]
    records: list[Trajectory]
    table: ProblemTable
    n: int
    summary: dict  # recomputed from the records, blocks included (as summary.json for a complete run)
    complete: bool

    @property
    def model(self) -> str:
        return model_name(self.config)

    def progress(self) -> str:
        """``k of n samples`` finished (n from the dataset size and N the run recorded, when known)."""
        done = int(self.table.n.sum())
        problems = self.config.get("resolved", {}).get("dataset", {}).get("problems")
        problems = problems or self.config.get("benchmark", {}).get("limit")
        return f"{done} of {int(problems) * self.n} samples" if problems else f"{done} samples"


def run_n(config: dict[str, Any], table: ProblemTable) -> int:
    n = config.get("sampling", {}).get("n")
    return int(n) if n else int(table.n.max(initial=1))


def load_runs(
    paths: Sequence[str | Path],
    equivalent: Equivalence | None = None,
    seed: int = 0,
    labels: Sequence[str] | None = None,
) -> list[RunView]:
    """Read each run directory (``proctor.runs.read_run``) and aggregate it; each is labelled by
    ``labels`` (``--label``, one per run) or else by what differs between them (:func:`label_runs`)."""
    if labels is not None and len(labels) != len(paths):
        raise RunDirError(
            f"--label given {len(labels)} time(s) for {len(paths)} run(s); give one per run, in order"
        )
    views = []
    for path in paths:
        p = Path(path)
        if not p.is_dir():
            raise RunDirError(
                f"{p} does not exist or is not a directory; pass run directories (runs/.../<id>)"
            )
        run = read_run(p)
        if not run.records:
            raise RunDirError(f"{p} has no finished samples in samples.jsonl; nothing to compare or report")
        table = problem_table(run.records, equivalent)
        n = run_n(run.config, table)
        views.append(
            RunView(
                path=p,
                label="",
                config=run.config,
                records=run.records,
                table=table,
                n=n,
                summary=summarize_table(table, n, seed=seed) | summary_blocks(run.records),
                complete=run.complete,
            )
        )
    for view, label in zip(views, label_runs(views, labels), strict=True):
        view.label = label
    return views


def _step_token(name: str) -> str | None:
    found = list(STEP_PATTERN.finditer(name))
    return found[-1].group(0) if found else None


# Settings never shown in a label: bookkeeping, and the seed (noise, not a treatment) unless it is
# all that tells two runs apart
_NOT_IN_LABELS = ("resolved.", "runner.", "benchmark.fingerprint")
MAX_SETTINGS = 3  # settings named in one label, then "+k more" (the legend and warnings have all)


def label_runs(views: Sequence[RunView], given: Sequence[str] | None = None) -> list[str]:
    """One label per run, by what tells the runs apart, never a bare number:

    ``given`` (``--label``) when set; else the model when models differ (the checkpoint's step,
    ``step-200``, when the models are checkpoints of one model), then the env when envs differ, then
    the other settings that differ (``temperature=0.2``; a setting one run leaves unset and another
    has at its default is no difference: ``config.setting_values``). Runs that differ in nothing
    shown are told apart by their directory's name.
    """
    if given is not None:
        return _distinct(list(given), views)
    models = [v.model for v in views]
    steps = [_step_token(m) for m in models]
    if len(set(models)) == 1 and len(views) > 1:
        base = ["" for _ in views]
    elif all(steps) and len(set(steps)) == len(steps) and _one_model(models):
        base = [str(s) for s in steps]
    else:
        base = models
    differ = setting_values([v.config for v in views], ignore=_label_ignores)
    env = differ.pop("env.name", None)
    seed = differ.pop("run.seed", None)
    if env:  # each env has its own options: they follow from the env, the env's name says it
        differ = {k: vals for k, vals in differ.items() if not k.startswith("env.")}
    differ = dict(sorted(differ.items(), key=lambda kv: _priority(kv[0])))
    labels = []
    for i, b in enumerate(base):
        parts = [env[i]] if env else []
        parts += [f"{_short_key(k, differ)}={_value(vals[i])}" for k, vals in differ.items()]
        if len(parts) > MAX_SETTINGS + 1:
            parts = [*parts[:MAX_SETTINGS], f"+{len(parts) - MAX_SETTINGS} more"]
        if not b and not parts and seed:
            parts = [f"seed={_value(seed[i])}"]
        labels.append(f"{b} ({', '.join(parts)})" if b and parts else b or ", ".join(parts))
    if seed and len(set(labels)) < len(labels):
        labels = [
            f"{label} (seed={_value(seed[i])})" if labels.count(label) > 1 else label
            for i, label in enumerate(labels)
        ]
    return _distinct(labels, views)


LABEL_ORDER = ("sampling.", "prompt.", "grader.", "benchmark.", "env.")  # what a label names first


def _priority(key: str) -> tuple[int, str]:
    return next((i for i, p in enumerate(LABEL_ORDER) if key.startswith(p)), len(LABEL_ORDER)), key


def _label_ignores(key: str) -> bool:
    return fair_to_differ(key) or key.startswith(_NOT_IN_LABELS) or key.endswith(".version")


def _one_model(models: Sequence[str]) -> bool:
    """Whether the names differ only in their checkpoint step (one model's checkpoints)."""
    return len({STEP_PATTERN.sub("#", m) for m in models}) == 1


def _short_key(key: str, keys: Mapping[str, Any]) -> str:
    leaf = key.rsplit(".", 1)[-1]
    return key if sum(k.rsplit(".", 1)[-1] == leaf for k in keys) > 1 else leaf


def _value(v: Any) -> str:
    text = "unset" if v is None or v is UNSET else str(v)
    return text if len(text) <= 24 else text[:23] + "…"


def _distinct(labels: list[str], views: Sequence[RunView]) -> list[str]:
    """Labels made unique: an empty or repeated one gets its run directory's name (then its parent's)."""
    out = list(labels)
    for depth in (1, 2):
        dup = {x for x in out if out.count(x) > 1 or not x}
        if not dup:
            break
        for i, v in enumerate(views):
            if out[i] in dup:
                where = "/".join(v.path.resolve().parts[-depth:])
                out[i] = f"{labels[i]} ({where})" if labels[i] else where
    seen: dict[str, int] = {}
    for i, x in enumerate(out):  # the same directory given twice: then, only then, a number
        seen[x] = seen.get(x, 0) + 1
        if out.count(x) > 1 and seen[x] > 1:
            out[i] = f"{x} #{seen[x]}"
    return out


def checkpoint_order(labels: Sequence[str]) -> list[int] | None:
    """Indices in checkpoint order when the labels differ only in numbers (``ckpt-100``, ``step_2000``),
    or each names a checkpoint step (a base model without one first).

    Returns None when the labels are not checkpoints of one model (then the given order is kept).
    """
    if len(labels) < 2:
        return None
    shapes = {re.sub(r"\d+", "#", label) for label in labels}
    if len(shapes) == 1:
        keys = [tuple(int(x) for x in re.findall(r"\d+", label)) for label in labels]
        if len(set(keys)) == len(keys):
            return sorted(range(len(labels)), key=lambda i: keys[i])
    steps = [checkpoint_step(label) for label in labels]
    known = [s for s in steps if s is not None]
    if len(known) >= max(2, len(labels) - 1) and len(set(known)) == len(known):
        return sorted(range(len(labels)), key=lambda i: -1 if steps[i] is None else steps[i])
    return None


def ordered(views: list[RunView]) -> list[RunView]:
    """Checkpoints of one model in step order (``step-200`` before ``step-1000``), by model or by label."""
    order = checkpoint_order([v.model for v in views]) or checkpoint_order([v.label for v in views])
    return [views[i] for i in order] if order else list(views)
