"""Collects the labelled cases of the category files (used by the concurrency test and the benchmark)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

HERE = Path(__file__).resolve().parent


def labelled_cases() -> list[tuple[str, str, str, bool, str]]:
    """(category, response, gold, expected, grader) for every CASES list in tests/grading/test_*.py."""
    cases = []
    for path in sorted(HERE.glob("test_*.py")):
        spec = importlib.util.spec_from_file_location(f"_labels_{path.stem}", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for response, gold, expected in getattr(module, "CASES", []):
            cases.append((path.stem.removeprefix("test_"), response, gold, expected, module.GRADER))
    return cases
