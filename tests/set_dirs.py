"""Set directories for the learning-curve tests, as ``proctor sweep`` writes them: manifest.json and one
run directory per cell, each written with proctor.runs like the runner writes a run."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from proctor.metrics import summarize
from proctor.metrics.estimators import exact_match
from proctor.metrics.simulate import simulate_records
from proctor.runs import SampleWriter, write_config, write_summary


def write_cell(
    path: Path,
    solve_prob,
    n: int,
    seed: int,
    benchmark: str,
    adapter: str | None,
    env: str = "text-only",
    tool_calls: int = 0,
) -> Path:
    """One cell of a set directory: a complete run of the base model or of one adapter (checkpoint)."""
    path.mkdir(parents=True)
    config = {
        "run": {"seed": seed, "output": str(path.parent)},
        "benchmark": {"name": benchmark, "fingerprint": "abc123", "limit": len(solve_prob)},
        "model": {"ref": "llamacpp:smollm2", **({"adapter": adapter} if adapter else {})},
        "sampling": {"n": n, "temperature": 0.6, "top_p": 1.0, "max_tokens": 100000},
        "env": {"name": env},
        "grader": {"name": "integer", "version": "1"},
    }
    write_config(path, config)
    # max_tokens high: no sample is cut, so a problem of solve probability 0 or 1 is never or always solved
    records = simulate_records(np.asarray(solve_prob), n=n, seed=seed, max_tokens=100000)
    for r in records:
        r.tool_calls = tool_calls
    with SampleWriter(path / "samples.jsonl") as w:
        for r in records:
            w.write(r)
    write_summary(path, summarize(records, n, equivalent=exact_match))
    return path


def solved(count: int, problems: int = 40) -> np.ndarray:
    """Solve probabilities of a run with known accuracy: the first ``count`` problems always solved."""
    return (np.arange(problems) < count).astype(float)


# accuracy (of 40 problems) of the base and the checkpoints at steps 100, 200, 300 per benchmark:
# on arith the best (step 200) is clearly better than the runner-up; on gsm the best (step 300, 24)
# is one problem above the runner-up (step 200, 23): not distinguishable
SET_ACCURACY = {"arith": [8, 20, 36, 28], "gsm": [8, 16, 23, 24]}


def write_set(root: Path, accuracy=None, n: int = 4, failed: bool = True, repeats: int = 1) -> Path:
    """A set directory as ``proctor sweep`` writes it: manifest.json and one run directory per cell."""
    import json

    accuracy = accuracy or SET_ACCURACY
    root.mkdir(parents=True)
    cells = []
    seed = 0
    for benchmark, counts in accuracy.items():
        for i, count in enumerate(counts):
            step = None if i == 0 else 100 * i
            for repeat in range(repeats):
                seed += 1
                name = f"{benchmark}--{'base' if step is None else f'step{step}'}--r{repeat}"
                adapter = None if step is None else f"/ckpt/checkpoint-{step}"
                write_cell(root / "cells" / name, solved(count), n, seed, benchmark, adapter)
                cells.append(
                    {
                        "name": name,
                        "dir": f"cells/{name}",
                        "model": "llamacpp:smollm2",
                        "adapter": adapter,
                        "step": step,
                        "base": step is None,
                        "benchmark": benchmark,
                        "env": "text-only",
                        "set": {},
                        "repeat": repeat,
                        "seed": seed,
                        "config_hash": None,
                        "status": "done",
                        "error": None,
                        "extra_key_from_a_later_schema": {"kept": True},
                    }
                )
    if failed:
        cells.append(
            {
                "name": "arith--step400--r0",
                "dir": "cells/arith--step400--r0",
                "model": "llamacpp:smollm2",
                "adapter": "/ckpt/checkpoint-400",
                "step": 400,
                "base": False,
                "benchmark": "arith",
                "env": "text-only",
                "set": {},
                "repeat": 0,
                "seed": seed + 1,
                "config_hash": None,
                "status": "failed",
                "error": "adapter file not found: /ckpt/checkpoint-400",
            }
        )
    manifest = {"schema": 1, "created": "2026-12-02T14:00:00Z", "config": {}, "cells": cells}
    (root / "manifest.json").write_text(json.dumps(manifest, indent=1), encoding="utf-8")
    return root
