"""Sweeps: many ordinary runs (cells) over models or checkpoints x benchmarks x envs x settings.

``plan`` (sweep.toml and flags -> validated cells), ``manifest`` (``SET_DIR/manifest.json``:
:class:`Cell`, :func:`read_manifest`), ``run`` (the cells as ``proctor eval`` processes in a pool,
resumable as a whole; the watch of a checkpoint folder). docs/sweep.md describes the format.
"""

from proctor.sweep.manifest import MANIFEST, Cell, Manifest, ManifestError, read_manifest, write_manifest
from proctor.sweep.plan import SweepConfig, SweepError, SweepSection, load_sweep_config, plan
from proctor.sweep.run import Sweep, SweepOptions, SweepResult, run_sweep

__all__ = [
    "MANIFEST",
    "Cell",
    "Manifest",
    "ManifestError",
    "Sweep",
    "SweepConfig",
    "SweepError",
    "SweepOptions",
    "SweepResult",
    "SweepSection",
    "load_sweep_config",
    "plan",
    "read_manifest",
    "run_sweep",
    "write_manifest",
]
