"""Runs as the comparison and the report see them: loaded, aggregated per problem, labelled, ordered."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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


def model_name(config: dict[str, Any]) -> str:
    """The model under test: its reference, plus the LoRA adapter when one was loaded on the base."""
    model = config.get("model", {})
    ref = str(model.get("ref", "?"))
    return f"{ref} + {model['adapter']}" if model.get("adapter") else ref


def run_n(config: dict[str, Any], table: ProblemTable) -> int:
    n = config.get("sampling", {}).get("n")
    return int(n) if n else int(table.n.max(initial=1))


def load_runs(
    paths: Sequence[str | Path], equivalent: Equivalence | None = None, seed: int = 0
) -> list[RunView]:
    """Read each run directory (``proctor.runs.read_run``) and aggregate it; labels are unique."""
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
                label=model_name(run.config) if run.config.get("model", {}).get("ref") else p.name,
                config=run.config,
                records=run.records,
                table=table,
                n=n,
                summary=summarize_table(table, n, seed=seed) | summary_blocks(run.records),
                complete=run.complete,
            )
        )
    _unique_labels(views)
    return views


def _unique_labels(views: list[RunView]) -> None:
    labels = [v.label for v in views]
    for v in views:
        if labels.count(v.label) > 1:
            extra = [
                f"{k}={v.config.get('sampling', {}).get(k)}"
                for k in ("temperature", "n")
                if _differs(views, k)
            ]
            v.label = f"{v.label} ({', '.join(extra) if extra else v.path.name})"
    current = [v.label for v in views]
    dup = {label for label in current if current.count(label) > 1}
    seen: dict[str, int] = {}
    for v in views:  # still equal (same model and sampling): number them
        if v.label in dup:
            seen[v.label] = seen.get(v.label, 0) + 1
            v.label = f"{v.label} #{seen[v.label]}"


def _differs(views: list[RunView], key: str) -> bool:
    values = {str(v.config.get("sampling", {}).get(key)) for v in views}
    return len(values) > 1


def checkpoint_order(labels: Sequence[str]) -> list[int] | None:
    """Indices in checkpoint order when the labels differ only in numbers (``ckpt-100``, ``step_2000``).

    Returns None when the labels are not checkpoints of one model (then the given order is kept).
    """
    if len(labels) < 2:
        return None
    shapes = {re.sub(r"\d+", "#", label) for label in labels}
    if len(shapes) != 1:
        return None
    keys = [tuple(int(x) for x in re.findall(r"\d+", label)) for label in labels]
    if len(set(keys)) != len(keys):
        return None
    return sorted(range(len(labels)), key=lambda i: keys[i])


def ordered(views: list[RunView]) -> list[RunView]:
    order = checkpoint_order([v.model for v in views])
    return [views[i] for i in order] if order else list(views)
