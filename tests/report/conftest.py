"""Run directories for the compare/report tests, written with proctor.runs like the runner writes them."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from proctor.metrics import summarize
from proctor.metrics.estimators import exact_match
from proctor.metrics.simulate import simulate_records
from proctor.runs import SampleWriter, write_config, write_summary


def write_run(
    path: Path,
    solve_prob,
    n: int,
    seed: int,
    model: str = "llamacpp:smollm2",
    temperature: float = 0.6,
    complete: bool = True,
    ids=None,
) -> Path:
    path.mkdir(parents=True)
    config = {
        "run": {"seed": seed, "output": str(path.parent)},
        "benchmark": {"name": "arith", "fingerprint": "abc123", "limit": len(solve_prob)},
        "model": {"ref": model},
        "sampling": {"n": n, "temperature": temperature, "top_p": 1.0, "max_tokens": 256},
        "env": {"name": "text-only"},
        "grader": {"name": "integer", "version": "1"},
        "runner": {"concurrency": 4},
    }
    write_config(path, config)
    records = simulate_records(np.asarray(solve_prob), n=n, seed=seed, ids=ids, max_tokens=256)
    with SampleWriter(path / "samples.jsonl") as w:
        for r in records:
            w.write(r)
    if complete:
        write_summary(path, summarize(records, n, equivalent=exact_match))
    return path


@pytest.fixture
def make_run(tmp_path):
    def make(name: str, solve_prob, n: int = 4, seed: int = 0, **kw) -> Path:
        return write_run(tmp_path / name, solve_prob, n, seed, **kw)

    return make
