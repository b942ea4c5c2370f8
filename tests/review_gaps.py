"""What the adversarial reviews' files share (grading/test_review_gaps_2.py, test_review_gaps_3.py,
test_review_gaps_3_values.py, test_review_gaps_4.py, test_review_gaps_4_strict.py): the math grader in both modes,
one case's verdict, a review's open families as pytest params named by family, and the review's tests
(``review_tests``). Each file keeps its own lists (the families, OPEN_WRONG, CONTROLS, HONEST_OPEN, CLOSED and the
other graders' OTHER_* lists) and hands them to ``review_tests`` at its end; a case a rule closes moves from its
family to CLOSED."""

from __future__ import annotations

import inspect
from collections.abc import Callable

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
STD = ("standard",)
STRICT = ("strict",)
_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}


def correct(response: str, gold: str, mode: str) -> bool:
    """Whether the math grader in ``mode`` reads ``response`` as the gold ``gold``."""
    return grade_text(_GRADERS[mode], response, gold).correct


def family_cases(open_wrong: dict[str, list]) -> list:
    """The cases of every family of ``open_wrong`` (family -> [(response, gold, modes)]), ids ``family-i``."""
    return [
        pytest.param(response, gold, modes, id=f"{family}-{i}")
        for family, cases in open_wrong.items()
        for i, (response, gold, modes) in enumerate(cases)
    ]


def other_family_cases(open_wrong: dict[str, dict[str, list]]) -> list:
    """The cases of every family of every grader of ``open_wrong`` (grader -> family -> [(response, gold, modes)]),
    ids ``grader-family-i``."""
    return [
        pytest.param(grader, response, gold, modes, id=f"{grader}-{family}-{i}")
        for grader, families in open_wrong.items()
        for family, cases in families.items()
        for i, (response, gold, modes) in enumerate(cases)
    ]


OPEN_WRONG_REASON = "open: a wrong answer the rules still accept (see the family's comment)"
HONEST_OPEN_REASON = "open: an honest answer the rules refuse"


def review_tests(
    namespace: dict,
    grade: Callable[[str, str, str], bool],
    *,
    open_wrong: dict[str, list],
    controls: list,
    honest_open: list,
    closed: list,
    other_grade: Callable[[str, str, str, str], bool] | None = None,
    other_open_wrong: dict[str, dict[str, list]] | None = None,
    other_controls: list | None = None,
    other_honest_open: list | None = None,
    other_closed: list | None = None,
) -> None:
    """Define a review file's tests in its ``namespace`` (its ``globals()``), from its lists.

    ``grade(response, gold, mode)`` is the math grader's verdict (``correct``): ``open_wrong`` (family -> cases) are
    wrong answers it still accepts (``xfail(strict=True)``: one fails the suite once its gap closes), ``closed`` the
    ones it refuses now in the modes listed, ``controls`` honest answers it reads in the modes listed and
    ``honest_open`` honest ones it still refuses (``xfail(strict=True)``). The ``other_*`` lists are the same for the
    ``mcq`` and ``number`` graders, each case led by the grader's name, read by ``other_grade(grader, response, gold,
    mode)``; a list left out defines no test. The tests are named as each file named its own, so their ids stay."""

    others = (other_open_wrong, other_controls, other_honest_open, other_closed)
    open_mark = pytest.mark.xfail(strict=True, reason=OPEN_WRONG_REASON)
    honest_mark = pytest.mark.xfail(strict=True, reason=HONEST_OPEN_REASON)
    if other_grade is None and any(cases is not None for cases in others):
        raise TypeError("the other graders' lists need other_grade")
    open_other = None if other_open_wrong is None else other_family_cases(other_open_wrong)
    tests = [  # (name, the math grader's test and the other graders', their cases, the xfail mark or None)
        ("test_open_gap_wrong_answer_is_refused", _REFUSED, family_cases(open_wrong), open_other, open_mark),
        ("test_honest_answer_of_the_same_shape_is_read", _READ, controls, other_controls, None),
        ("test_open_gap_honest_answer_is_read", _READ, honest_open, other_honest_open, honest_mark),
        ("test_closed_gap_wrong_answer_is_refused", _REFUSED, closed, other_closed, None),
    ]
    for name, (test, other_test), cases, other_cases, mark in tests:  # the order the files defined them in
        _define(namespace, name, test(grade), cases, mark)
        _define(namespace, name + "_other_graders", other_test(other_grade), other_cases, mark)


def _define(namespace: dict, name: str, test: Callable, cases: list | None, mark) -> None:
    """``test`` as ``name`` in ``namespace``, parametrized by ``cases`` (its parameters name their fields) and marked
    ``mark``; nothing where ``cases`` is None (a list the file does not have)."""
    if cases is None:
        return
    test.__name__ = test.__qualname__ = name
    test.__module__ = namespace["__name__"]
    test = pytest.mark.parametrize(tuple(inspect.signature(test).parameters), cases)(test)
    namespace[name] = mark(test) if mark else test


# each call makes a new function: a test's marks are its own


def _refused(grade: Callable | None) -> Callable:
    def test(response, gold, modes):
        assert not any(grade(response, gold, mode) for mode in modes)

    return test


def _read(grade: Callable | None) -> Callable:
    def test(response, gold, modes):
        assert all(grade(response, gold, mode) for mode in modes)

    return test


def _other_refused(grade: Callable | None) -> Callable:
    def test(grader, response, gold, modes):
        assert not any(grade(grader, response, gold, mode) for mode in modes)

    return test


def _other_read(grade: Callable | None) -> Callable:
    def test(grader, response, gold, modes):
        assert all(grade(grader, response, gold, mode) for mode in modes)

    return test


_REFUSED = (_refused, _other_refused)  # no listed mode accepts the wrong answer
_READ = (_read, _other_read)  # every listed mode reads the honest answer
