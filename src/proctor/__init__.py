"""proctor: evaluate language models on problems with verifiable answers.

Public API (imported lazily, so ``import proctor`` stays cheap):
``evaluate``, ``load_benchmark``, ``grade``, ``is_equivalent``, ``get_grader``, ``load_sampler``, ``Problem``,
``Trajectory``, ``Grade``, ``RunConfig``, ``SamplingParams``, ``read_run``, ``load_run``.
"""

from __future__ import annotations

import importlib
from typing import Any

__version__ = "0.1.0"

_EXPORTS = {
    "evaluate": "proctor.api",
    "load_benchmark": "proctor.benchmarks",
    "grade": "proctor.grading",
    "get_grader": "proctor.grading",
    "is_equivalent": "proctor.grading",
    "load_sampler": "proctor.models",
    "Problem": "proctor.benchmarks.problem",
    "Trajectory": "proctor.envs.base",
    "Grade": "proctor.grading.base",
    "RunConfig": "proctor.config",
    "SamplingParams": "proctor.models.base",
    "read_run": "proctor.runs",
    "load_run": "proctor.runs.load",
}

__all__ = ["__version__", *_EXPORTS]


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        return getattr(importlib.import_module(_EXPORTS[name]), name)
    raise AttributeError(f"module 'proctor' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(__all__)
