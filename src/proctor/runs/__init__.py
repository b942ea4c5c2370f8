"""The run directory: config.toml, samples.jsonl (append-only, crash-safe), summary.json, eval.log."""

from proctor.runs.load import read_run
from proctor.runs.rundir import (
    CONFIG,
    LOG,
    SAMPLES,
    SUMMARY,
    RunData,
    RunDirError,
    new_run_dir,
    read_config,
    write_config,
    write_summary,
)
from proctor.runs.samples import SampleWriter, compact_samples, iter_dicts, iter_records

__all__ = [
    "CONFIG",
    "LOG",
    "SAMPLES",
    "SUMMARY",
    "RunData",
    "RunDirError",
    "SampleWriter",
    "compact_samples",
    "iter_dicts",
    "iter_records",
    "new_run_dir",
    "read_config",
    "read_run",
    "write_config",
    "write_summary",
]
