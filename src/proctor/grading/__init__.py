"""Graders: pure, deterministic, thread-safe functions of (response, answer) -> Grade.

``get_grader(name)`` gives ``math`` (symbolic), ``integer`` (AIME), ``number`` (GSM8K), ``mcq``, or a
custom ``package.module:function``. ``grade()`` and ``is_equivalent()`` are the one-call forms.
"""

from __future__ import annotations

from proctor.grading import regex_cache

with regex_cache.cached():  # the rule modules' ~640 patterns, built from the cached code where it is on disk
    from proctor.grading.base import Grade, Grader, GradeStatus
    from proctor.grading.graders import GraderError
    from proctor.grading.registry import GRADER_NAMES, get_grader, grade, is_equivalent

__all__ = [
    "GRADER_NAMES",
    "Grade",
    "GradeStatus",
    "Grader",
    "GraderError",
    "get_grader",
    "grade",
    "is_equivalent",
]
