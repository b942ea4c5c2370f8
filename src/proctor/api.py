"""``proctor.evaluate``: the Python entry point, the same path as ``proctor eval``."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from proctor.config import build_config
from proctor.runner import RunResult, execute, resume_run, start_run


def evaluate(
    benchmark: str | None = None,
    *,
    config: str | Path | None = None,
    settings: dict[str, Any] | None = None,
    output: str | Path | None = None,
    resume: str | Path | None = None,
) -> RunResult:
    """Run (or resume) an evaluation and return its result.

    ``settings`` maps dotted keys to values, e.g. ``{"model.ref": "llamacpp:smollm2", "sampling.n": 4}``.
    """
    if resume is not None:
        grow_to = (settings or {}).get("sampling.n")
        if benchmark or config or output or set(settings or {}) - {"sampling.n"}:
            raise ValueError(
                "resume reloads the run's config.toml and takes no other setting "
                "(but sampling.n, which grows the run)"
            )
        prep, run_dir, done = resume_run(resume, grow_to)
    else:
        flags = dict(settings or {})
        if benchmark:
            flags["benchmark.name"] = benchmark
        prep, run_dir, done = start_run(build_config(config, flags), output)
    return asyncio.run(execute(prep, run_dir, done))
