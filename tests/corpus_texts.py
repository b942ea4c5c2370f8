"""Texts the grading equivalence tests read (a fast path must find what its slow reference finds on
them): the string constants of the review and honest-answer files, and the real benchmark files in
``../shared/data`` beside the checkout (never copied in)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent
SHARED_DATA = TESTS.parent.parent / "shared" / "data"


def _strings(value: object, out: list[str]) -> None:
    if isinstance(value, str):
        if len(value) > 12:
            out.append(value)
    elif isinstance(value, list | tuple | set | frozenset):
        for v in value:
            _strings(v, out)
    elif isinstance(value, dict):
        for v in value.values():
            _strings(v, out)


def review_texts(prefix: str) -> list[str]:
    """The strings (over 12 characters) of every upper-case name of tests/grading/test_review_gaps*.py and
    test_honest_*.py, each file imported as a module named ``prefix`` + its stem."""
    out: list[str] = []
    here = TESTS / "grading"
    for path in sorted(here.glob("test_review_gaps*.py")) + sorted(here.glob("test_honest_*.py")):
        spec = importlib.util.spec_from_file_location(f"{prefix}{path.stem}", path)
        module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
        sys.path.insert(0, str(here))
        try:
            spec.loader.exec_module(module)  # type: ignore[union-attr]
        except Exception:  # (a file this check cannot import reads nothing: the others still do)
            continue
        finally:
            sys.path.remove(str(here))
        for name, value in vars(module).items():
            if name.isupper():
                _strings(value, out)
    return out
