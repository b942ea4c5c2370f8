"""Labelled cases: relations (``a \\le b`` is ``b \\ge a``, chains), inequalities and their interval
forms, assignments against a bare right-hand side."""

import pytest

from proctor.grading import grade
from proctor.grading.answer import parse

GRADER = "math"
CASES = [
    # An assignment is its right-hand side; a different variable or value is not.
    ("\\boxed{x = 1}", "1", True),
    ("\\boxed{x = 1}", "x = 2", False),
    ("\\boxed{y = 2x + 1}", "2x + 1", True),
    ("\\boxed{2x + 1}", "y = 2x + 1", True),
    ("\\boxed{f(x) = 2x + 1}", "1 + 2x", True),
    ("\\boxed{y = 2x + 1}", "2x - 1", False),
    # A relation reads the same from either side; its kind (strict or not) matters.
    ("\\boxed{a \\le b}", "b \\ge a", True),
    ("\\boxed{a \\leq b}", "a \\le b", True),
    ("\\boxed{a < b}", "b > a", True),
    ("\\boxed{a \\le b}", "a < b", False),
    ("\\boxed{a < b}", "a > b", False),
    ("\\boxed{a \\le b}", "a \\ge b", False),
    ("\\boxed{a < b < c}", "c > b > a", True),
    ("\\boxed{a < b \\le c}", "c \\ge b > a", True),
    ("\\boxed{a < b < c}", "c > b \\ge a", False),
    ("\\boxed{a < b < c}", "a < c < b", False),
    ("\\boxed{2x + 1 > 3}", "3 < 1 + 2x", True),
    # One variable against a number is an interval.
    ("\\boxed{x > 2}", "(2, \\infty)", True),
    ("\\boxed{x > 2}", "[2, \\infty)", False),
    ("\\boxed{x \\ge 2}", "[2, \\infty)", True),
    ("\\boxed{2 < x}", "(2, \\infty)", True),
    ("\\boxed{x < 2}", "x \\le 2", False),
    ("\\boxed{1 < x < 2}", "(1, 2)", True),
    ("\\boxed{2 > x > 1}", "(1, 2)", True),
    ("\\boxed{1 \\le x < 2}", "(1, 2)", False),
    ("\\boxed{1 \\le x < 2}", "[1, 2)", True),
    ("\\boxed{x \\in (2, \\infty)}", "x > 2", True),
    ("\\boxed{-\\infty < x < 3}", "(-\\infty, 3)", True),
    ("\\boxed{x < -1 \\text{ or } x > 1}", "(-\\infty, -1) \\cup (1, \\infty)", True),
    ("\\boxed{x < -1 \\text{ or } x > 2}", "(-\\infty, -1) \\cup (1, \\infty)", False),
    # A left side that only names the answer ("AB", "(p, q)", "|AB|", a ratio of names) is a label.
    ("\\boxed{(3, 2)}", "(p, q) = (3, 2)", True),
    ("\\boxed{(2, 3)}", "(p, q) = (3, 2)", False),
    ("\\boxed{4, 5}", "AB = 4, CD = 5", True),
    ("\\boxed{4, 6}", "AB = 4, CD = 5", False),
    ("\\boxed{1}", "|AB| = 1", True),
    ("\\boxed{\\frac{1}{\\sqrt{6}}}", "\\frac{NO}{BO} = \\frac{1}{\\sqrt{6}}", True),
    ("\\boxed{11:21}", "V_{1}:V_{2} = 11:21", True),
    ("\\boxed{1}", "x + y = 1", False),  # a real equation is not its right side
    # Ratios and times compare part by part.
    ("\\boxed{7 : 32}", "7:32", True),
    ("\\boxed{1:00}", "12:00", False),
    ("\\boxed{14:64}", "7:32", False),
    # Not equal: \neq, !=, \ne; a negated variable flips the inequality.
    ("\\boxed{x \\neq 3}", "x != 3", True),
    ("\\boxed{x \\ne 3}", "x \\neq 4", False),
    ("\\boxed{-x > -1}", "x < 1", True),
    ("\\boxed{-x \\ge -1}", "x \\le 1", True),
    ("\\boxed{-x > -1}", "x > 1", False),
    # |x| against a bound: the two mirrored intervals.
    ("\\boxed{(-2, 2)}", "|x| < 2", True),
    ("\\boxed{[-2, 2]}", "|x| < 2", False),
    ("\\boxed{(-\\infty, -1] \\cup [1, \\infty)}", "|x| \\ge 1", True),
    ("\\boxed{(-\\infty, -1) \\cup (1, \\infty)}", "|x| \\ge 1", False),
    ("\\boxed{[-\\frac{3}{2}, -1] \\cup [1, \\frac{3}{2}]}", "1 \\le |z| \\le \\frac{3}{2}", True),
    ("\\boxed{[1, \\frac{3}{2}]}", "1 \\le |z| \\le \\frac{3}{2}", False),
    # Semicolons separate answers that are lists themselves.
    ("\\boxed{(5, 2), (7, 2)}", "p=5, q=2; p=7, q=2", True),
    ("\\boxed{(2, 5), (7, 2)}", "p=5, q=2; p=7, q=2", False),
    # A computation (no variable on the left) is its final value.
    ("\\boxed{96 + 48 = 144}", "144", True),
    ("\\boxed{3^3 = 27}", "27", True),
    ("\\boxed{\\binom{5}{4} \\cdot \\binom{10}{8} = 225}", "225", True),
    ("\\boxed{96 + 48 = 144}", "96", False),
    ("\\boxed{2x = 144}", "72", False),  # the value stated is 2x, not x
    ("\\boxed{11a + c}", "7 = 11a + c", False),  # a gold equation, not a computation
    # An equation the prediction states is read by its value against a gold that is not an equation.
    ("\\boxed{a + b = -1}", "-1", True),
    ("\\boxed{2y_1 + 2y_2 = 40.}", "40", False),  # a coefficient: not a named quantity (2x = 40 is not 40)
    ("\\boxed{y_1 + y_2 = 40.}", "40", True),
    ("\\boxed{a + b = -1}", "1", False),
    ("\\boxed{-1}", "a + b = -1", False),  # ... never the other way round
]


@pytest.mark.parametrize("response,gold,expected", CASES)
def test_label(response: str, gold: str, expected: bool) -> None:
    assert grade(response, gold, GRADER).correct is expected


def test_a_relation_is_read_left_to_right_as_less_than() -> None:
    node = parse("b \\ge a")
    assert node.kind == "rel" and node.text == "<="
    assert [n.text for n in node.items] == ["a", "b"]
    node = parse("c > b + 1 \\ge a")
    assert node.kind == "rel" and node.text == "<= <"
    assert [n.text for n in node.items] == ["a", "b + 1", "c"]
    assert parse("a < b > c").kind == "scalar"  # mixed directions: not a chain
