"""Graders for the benchmark tests: the project's own, by name."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader


@pytest.fixture
def grader_for():
    return get_grader
