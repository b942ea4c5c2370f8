"""The runs and sweep sets under the served folders: found by walking them, named by their path
relative to the served folder (the ``/runs/<run>`` of the viewer's links), each with its status.

A name from a request is looked up among the names found, never joined onto a path: a run or set id
that is not one of them (``../``, an absolute path, a symlink leading out) is simply not found.
"""

from __future__ import annotations

import json
import os
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from proctor.config import model_name
from proctor.runs.load import sample_files
from proctor.runs.rundir import CONFIG, SUMMARY, RunDirError, read_config
from proctor.sweep.manifest import MANIFEST
from proctor.view.index import FileIndex, RunIndex


class NotServed(LookupError):
    """A run or set id that names nothing inside the served folders."""


@dataclass
class Root:
    name: str  # "" for the one served folder; its folder name when several are served
    path: Path  # resolved


def roots_of(folders: list[Path]) -> list[Root]:
    """The served folders; each must exist. One folder's runs are named relative to it; with several,
    each name starts with its folder's name (made unique)."""
    missing = [str(f) for f in folders if not Path(f).is_dir()]
    if missing:
        raise RunDirError(
            f"{', '.join(missing)}: not a folder; pass folders that hold run directories (default runs/)"
        )
    resolved = [Path(f).resolve() for f in folders]
    if len(resolved) == 1 and not (resolved[0] / CONFIG).is_file():
        return [Root("", resolved[0])]
    names: list[str] = []
    for p in resolved:
        name = p.name or "root"
        while name in names:
            name += "_"
        names.append(name)
    return [Root(n, p) for n, p in zip(names, resolved, strict=True)]


def _inside(path: Path, root: Path) -> bool:
    try:
        return path.resolve().is_relative_to(root)
    except OSError:
        return False


def _locked(path: Path) -> bool | None:
    """Whether a process holds the run's lock (``/proc/locks``: read, never taken); None when unknown."""
    try:
        st = os.stat(path)
        text = Path("/proc/locks").read_text()
    except OSError:
        return None
    dev = f"{os.major(st.st_dev):02x}:{os.minor(st.st_dev):02x}:{st.st_ino}"
    return any(line.split()[5] == dev for line in text.splitlines() if len(line.split()) > 5)


class Catalog:
    """The served folders, their runs and sets, and each run's offset index (kept while served)."""

    def __init__(self, folders: list[Path]):
        self.roots = roots_of(folders)
        self.runs: dict[str, tuple[Root, Path]] = {}
        self.sets: dict[str, tuple[Root, Path]] = {}
        self._indexes: dict[Path, RunIndex] = {}
        self._summaries: dict[Path, tuple[tuple[int, int], dict | None]] = {}
        self.lock = threading.RLock()
        self.scan()

    def _name(self, root: Root, path: Path) -> str:
        rel = path.relative_to(root.path).as_posix()
        parts = [p for p in (root.name, "" if rel == "." else rel) if p]
        return "/".join(parts) or path.name

    def scan(self) -> None:
        runs: dict[str, tuple[Root, Path]] = {}
        sets: dict[str, tuple[Root, Path]] = {}
        for root in self.roots:
            for here, dirs, files in os.walk(root.path):  # symlinked folders are listed, not entered
                p = Path(here)
                dirs[:] = sorted(d for d in dirs if not d.startswith(".") and not (p / d).is_symlink())
                if MANIFEST in files:
                    sets[self._name(root, p)] = (root, p)
                if CONFIG in files:
                    runs[self._name(root, p)] = (root, p)
                    dirs[:] = []  # a run's shards are part of the run
        self.runs, self.sets = runs, sets

    def run_dir(self, name: str) -> tuple[Root, Path]:
        if name not in self.runs:
            self.scan()  # a run started since
        if name not in self.runs:
            raise NotServed(f"no run named {name!r} in the served folders")
        return self.runs[name]

    def set_dir(self, name: str) -> Path:
        if name not in self.sets:
            self.scan()
        if name not in self.sets:
            raise NotServed(f"no sweep set named {name!r} in the served folders")
        return self.sets[name][1]

    def files(self, name: str) -> list[Path]:
        root, path = self.run_dir(name)
        return [f for f in sample_files(path) if _inside(f, root.path)]

    def index(self, name: str) -> RunIndex:
        """The run's offset index, brought up to date with its samples file(s)."""
        files = self.files(name)
        _, path = self.runs[name]
        with self.lock:
            idx = self._indexes.get(path)
            if idx is None:
                idx = self._indexes[path] = RunIndex(files)
            idx.refresh(files)
            return idx

    def summary(self, path: Path) -> dict | None:
        p = path / SUMMARY
        try:
            st = p.stat()
        except OSError:
            return None
        key = (st.st_mtime_ns, st.st_size)
        cached = self._summaries.get(p)
        if cached and cached[0] == key:
            return cached[1]
        try:
            data = json.loads(p.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            data = None
        self._summaries[p] = (key, data)
        return data

    def indexed(self, name: str) -> bool:
        """Whether the run's index is at hand (in memory, or saved beside every samples file)."""
        _, path = self.run_dir(name)
        if path in self._indexes:
            return True
        return all(FileIndex(f).index_path.is_file() for f in self.files(name))

    def run_info(self, name: str, build: bool = True) -> dict[str, Any]:
        """What the runs list shows of a run: what it ran, how far it is, its headline metrics.

        ``build=False``: a complete run not indexed yet is described by its summary.json (its
        index is built when its samples are first opened), so a first look at a folder of many
        large runs does not wait for all their indexes."""
        _, path = self.run_dir(name)
        config = read_config(path)
        summary = self.summary(path)
        if build or summary is None or self.indexed(name):
            counts = self.index(name).counts()
        else:
            c = summary.get("counts") or {}
            counts = {
                "all": int(c.get("samples", 0)) + int(c.get("errored", 0)),
                "errored": int(c.get("errored", 0)),
            }
            counts["correct"] = round(float(summary.get("mean@n") or 0) * int(c.get("samples", 0)))
        n = int(config.get("sampling", {}).get("n") or 1)
        problems = config.get("resolved", {}).get("dataset", {}).get("problems")
        problems = problems or config.get("benchmark", {}).get("limit")
        finished = counts["all"] - counts["errored"]
        locked = _locked(path / ".lock")
        if locked:
            status = "running"
        elif summary is not None:
            status = "errored" if counts["errored"] else "complete"
        else:
            status = "errored" if counts["errored"] else "partial"
        metrics = {}
        if summary is not None:
            for key, m in (summary.get("metrics") or {}).items():
                if key == f"mean@{n}" or key.startswith("pass@") or key == f"maj@{n}":
                    if isinstance(m, dict) and m.get("value") is not None:
                        metrics[key] = {"value": m["value"], "ci": m.get("ci")}
        grader = config.get("grader", {})
        return {
            "name": name,
            "benchmark": config.get("benchmark", {}).get("name"),
            "model": model_name(config),
            "env": config.get("env", {}).get("name"),
            "grader": grader.get("name"),
            "grader_version": grader.get("version"),
            "n": n,
            "expected": int(problems) * n if problems else None,
            "samples": counts["all"],
            "finished": finished,
            "correct_so_far": counts["correct"] / finished if finished else None,
            "status": status,
            "metrics": metrics,
            "counts": counts,
        }
