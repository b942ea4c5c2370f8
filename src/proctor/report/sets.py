"""A set directory (``proctor sweep``'s output) as the report reads it: ``manifest.json`` and its cells.

``SET_DIR/manifest.json`` holds ``{"schema": 1, "created", "config", "cells": [...]}``; each cell
names its run directory (``dir``, relative to SET_DIR), the model, adapter and checkpoint ``step``
(``base`` for the base model), the benchmark, the env, its other ``set`` overrides, the ``repeat``
index and seed, and its ``status`` (pending, running, done, partial, failed) with its ``error``.
Every cell is an ordinary run directory. The reader is tolerant: keys it does not know are kept in
``Cell.raw`` and otherwise ignored, and a missing optional key takes its default.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from proctor.report.runs import RunView, load_runs
from proctor.runs import RunDirError
from proctor.sweep import manifest
from proctor.sweep.manifest import MANIFEST


@dataclass
class Cell(manifest.Cell):
    """A cell of the manifest (:class:`proctor.sweep.manifest.Cell`) with what the report adds: where
    its run directory is, the manifest's own entry (``raw``: keys a later schema adds are kept), and
    its run once loaded."""

    root: Path = Path(".")  # the set directory
    raw: dict[str, Any] = field(default_factory=dict, repr=False)
    view: RunView | None = None  # loaded when the cell is done (and readable)
    problem: str | None = None  # why a done cell could not be read

    @property
    def path(self) -> Path:
        return self.root / self.dir


@dataclass
class RunSet:
    path: Path
    manifest: dict[str, Any]
    cells: list[Cell]

    @property
    def done(self) -> list[Cell]:
        return [c for c in self.cells if c.view is not None]

    @property
    def not_plotted(self) -> list[Cell]:
        return [c for c in self.cells if c.view is None]


def is_set_dir(path: str | Path) -> bool:
    """Whether ``path`` is a set directory: it holds a ``manifest.json`` with a list of cells."""
    p = Path(path) / MANIFEST
    if not p.is_file():
        return False
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return isinstance(data, dict) and isinstance(data.get("cells"), list)


def _cell(root: Path, cell: manifest.Cell, raw: dict[str, Any]) -> Cell:
    return Cell(**{f.name: getattr(cell, f.name) for f in fields(manifest.Cell)}, root=root, raw=raw)


def load_set(path: str | Path, seed: int = 0) -> RunSet:
    """Read the manifest (``proctor.sweep.manifest``, leniently) and load the run of every cell whose
    status is ``done``.

    A done cell whose directory cannot be read keeps ``view`` None and says why in ``problem``;
    other cells (failed, partial, pending, running) are listed, never plotted.
    """
    root = Path(path)
    try:
        data = json.loads((root / MANIFEST).read_text(encoding="utf-8"))
        read = manifest.read_manifest(root, strict=False)
    except (OSError, ValueError) as e:  # ManifestError is a ValueError
        raise RunDirError(f"{root / MANIFEST} cannot be read as a set manifest: {e}") from e
    cells = [_cell(root, c, raw) for c, raw in zip(read.cells, data["cells"], strict=True)]
    for c in cells:
        if c.status != "done":
            continue
        try:
            (view,) = load_runs([c.path], seed=seed)
        except (RunDirError, OSError, ValueError) as e:
            c.problem = str(e)
            continue
        if not view.complete:
            c.problem = f"{c.path} has no summary.json: the run is not complete"
            continue
        view.label = c.name
        c.view = view
        # a manifest without them: the run's own config says which benchmark and env it ran
        c.benchmark = c.benchmark or str(view.config.get("benchmark", {}).get("name", ""))
        c.env = c.env or str(view.config.get("env", {}).get("name", ""))
    return RunSet(path=root, manifest=data, cells=cells)
