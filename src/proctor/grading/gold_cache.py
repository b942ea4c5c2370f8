"""Gold answers already found readable, remembered across runs: a benchmark's gold checks
(``Grader.check_gold``, run by :class:`proctor.benchmarks.loader.Validation`) need the math grader's
sympy worker for a few unusual golds, and starting that worker costs more than a second of CPU at
every run's start, beside the requests. A gold that passed under a grader version passes again under
the same version (the version covers every module and library that decides it), so it is not asked
again.

One JSON file per grader version, ``$PROCTOR_CACHE_DIR/gold-checks/<digest of the version>.json``
(default ``$XDG_CACHE_HOME/proctor``, else ``~/.cache/proctor``), holding the version and the digests
of the golds that passed. Only passes are kept: an error or a timeout is always asked again. Written
once per check of a benchmark, atomically (a temporary file renamed over it), merged with what the
file holds then; writers at once may each lose the other's new entries (a later miss, asked again),
never make a wrong one. A file that cannot be read, or holds another version, counts as empty; one
that cannot be written is left as it is: the cache is never an error. ``PROCTOR_GOLD_CACHE=0`` turns
it off. Only proctor's own graders are cached (a grader defined elsewhere may not version its checks)."""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any


def enabled() -> bool:
    return os.environ.get("PROCTOR_GOLD_CACHE", "1").strip().lower() not in ("0", "off", "false", "no")


def cache_dir() -> Path:
    from proctor.grading.cascade import cache_root

    return cache_root() / "gold-checks"


def digest(gold: str) -> str:
    return hashlib.sha256(gold.encode("utf-8", "surrogatepass")).hexdigest()[:32]


class GoldCache:
    """The golds that passed under one grader version: :meth:`passed`, :meth:`add`, :meth:`save`."""

    def __init__(self, version: str):
        self.version = version
        self.path = cache_dir() / f"{hashlib.sha256(version.encode()).hexdigest()[:32]}.json"
        self.known = self._read()
        self.new: set[str] = set()

    def _read(self) -> set[str]:
        try:
            data = json.loads(self.path.read_bytes())
            if not isinstance(data, dict) or data.get("version") != self.version:
                return set()
            passed = data.get("passed")
            return {p for p in passed if isinstance(p, str)} if isinstance(passed, list) else set()
        except (OSError, ValueError):
            return set()

    def passed(self, gold: str) -> bool:
        return digest(gold) in self.known

    def add(self, gold: str) -> None:
        d = digest(gold)
        if d not in self.known:
            self.known.add(d)
            self.new.add(d)

    def save(self) -> None:
        """Write the golds added (with what the file holds now, other runs' included), if any."""
        if not self.new:
            return
        passed = self._read() | self.known
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=".gold-", suffix=".tmp")
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as f:
                    json.dump({"version": self.version, "passed": sorted(passed)}, f)
                os.replace(tmp, self.path)
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
        except OSError:
            return  # a cache that cannot be written is no error: the golds are asked again next run
        self.new.clear()


def for_grader(grader: Any) -> GoldCache | None:
    """The cache of ``grader``'s version; None when it is off or the grader is not one of proctor's."""
    version = getattr(grader, "version", None)
    if not enabled() or not isinstance(version, str) or not version:
        return None
    if not type(grader).__module__.startswith("proctor.grading."):
        return None
    return GoldCache(version)
