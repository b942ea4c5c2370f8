"""``SET_DIR/manifest.json``: the cells of a sweep and where each stands.

The schema (``schema: 1``) is read by other tools (learning curves, ``proctor report SET_DIR``):
``{"schema": 1, "created": ISO time, "config": <the sweep config as given>, "cells": [Cell...]}``
with each cell's fields exactly those of :class:`Cell`. It is written whole and atomically
(a temporary file renamed over it) after every change, so a reader never sees half of one.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field, fields
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from proctor.textfile import write_atomic

MANIFEST = "manifest.json"
SCHEMA = 1
STATUSES = ("pending", "running", "done", "partial", "failed")
Status = Literal["pending", "running", "done", "partial", "failed"]


class ManifestError(ValueError):
    pass


@dataclass
class Cell:
    """One run directory of a sweep: a model point x benchmark x env x axis values x repeat."""

    name: str
    dir: str  # relative to SET_DIR
    model: str
    adapter: str | None
    step: int | None
    base: bool
    benchmark: str
    env: str
    set: dict[str, Any]
    repeat: int
    seed: int
    config_hash: str | None = None  # sha256 of the cell's config.toml once written
    status: Status = "pending"
    error: str | None = None

    def path(self, set_dir: str | Path) -> Path:
        return Path(set_dir) / self.dir


@dataclass
class Manifest:
    config: dict[str, Any]
    cells: list[Cell] = field(default_factory=list)
    created: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))
    schema: int = SCHEMA

    def cell(self, name: str) -> Cell | None:
        return next((c for c in self.cells if c.name == name), None)

    def to_json(self) -> dict[str, Any]:
        return {
            "schema": self.schema,
            "created": self.created,
            "config": self.config,
            "cells": [asdict(c) for c in self.cells],
        }


CELL_FIELDS = tuple(f.name for f in fields(Cell))


def read_manifest(set_dir: str | Path, strict: bool = True) -> Manifest:
    """``SET_DIR/manifest.json`` as a :class:`Manifest` (a clear error when missing or malformed).

    ``strict`` (the sweep itself, which will write the file again): every cell has exactly the
    fields of :class:`Cell`. Not strict (readers such as the report): a cell needs only its ``dir``;
    a key it lacks takes its default and a key this version does not know is ignored, so a
    manifest of a later schema revision or one written by hand still reads."""
    path = Path(set_dir) / MANIFEST
    if not path.is_file():
        raise ManifestError(f"{path} does not exist: {set_dir} is not a sweep set (proctor sweep makes one)")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise ManifestError(f"{path} is not valid JSON: {e}") from None
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        raise ManifestError(
            f"{path}: schema {data.get('schema') if isinstance(data, dict) else '?'!r}, expected {SCHEMA}"
        )
    if not isinstance(data.get("cells", []), list):
        raise ManifestError(f"{path} has no list of cells")
    cells = [_read_cell(path, i, raw, strict) for i, raw in enumerate(data.get("cells", []))]
    return Manifest(
        config=data.get("config", {}), cells=cells, created=data.get("created", ""), schema=SCHEMA
    )


def _read_cell(path: Path, i: int, raw: Any, strict: bool) -> Cell:
    if strict and (not isinstance(raw, dict) or set(raw) != set(CELL_FIELDS)):
        got = sorted(raw) if isinstance(raw, dict) else type(raw).__name__
        raise ManifestError(f"{path}: cell {i} has fields {got}, expected {list(CELL_FIELDS)}")
    if not isinstance(raw, dict) or "dir" not in raw:
        raise ManifestError(f"{path}: cell {i} is not an object with a 'dir'")
    if not strict:
        step = raw.get("step")
        raw = {
            **_LENIENT_DEFAULTS,
            "name": str(raw.get("name") or raw["dir"]),
            **{k: raw[k] for k in CELL_FIELDS if raw.get(k) is not None},
            "step": int(step) if step is not None else None,
        }
        raw["repeat"] = int(raw["repeat"])
    if raw["status"] not in STATUSES:
        raise ManifestError(f"{path}: cell {raw['name']!r} has status {raw['status']!r}")
    return Cell(**raw)


# what a lenient reader assumes of a cell that leaves a field out
_LENIENT_DEFAULTS: dict[str, Any] = {
    "model": "",
    "adapter": None,
    "step": None,
    "base": False,
    "benchmark": "",
    "env": "",
    "set": {},
    "repeat": 0,
    "seed": None,
    "config_hash": None,
    "status": "pending",
    "error": None,
}


def write_manifest(set_dir: str | Path, manifest: Manifest) -> None:
    """Write the manifest atomically (temporary file, fsync, rename)."""
    path = Path(set_dir) / MANIFEST
    text = json.dumps(manifest.to_json(), indent=1, ensure_ascii=False) + "\n"
    write_atomic(path, text.encode("utf-8"))  # follows no link planted in the sweep's folder


def file_sha256(path: Path) -> str | None:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else None
