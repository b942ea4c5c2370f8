"""Labelled cases: ordered tuples (order matters), sets (order does not), intervals (ends matter),
matrices and vectors, and ``\\pm`` answers."""

import pytest

from proctor.grading import grade

GRADER = "math"
CASES = [
    ("\\boxed{(1,2)}", "(1,2)", True),
    ("\\boxed{(2,1)}", "(1,2)", False),
    ("\\boxed{\\left( 3, \\frac{\\pi}{2} \\right)}", "\\left( 3, \\frac{\\pi}{2} \\right)", True),
    ("\\boxed{(3, \\pi/2)}", "\\left( 3, \\frac{\\pi}{2} \\right)", True),
    ("\\boxed{(3, 90^\\circ)}", "\\left( 3, \\frac{\\pi}{2} \\right)", False),
    ("\\boxed{(\\frac{\\pi}{2}, 3)}", "\\left( 3, \\frac{\\pi}{2} \\right)", False),
    ("\\boxed{(1,-16,-4,43)}", "(1,-16,-4,43)", True),
    ("\\boxed{(1,-16,-4,42)}", "(1,-16,-4,43)", False),
    ("\\boxed{(1,-16,-4)}", "(1,-16,-4,43)", False),
    ("\\boxed{(1.5, -13)}", "\\left( \\frac{3}{2}, -13 \\right)", True),
    ("\\boxed{(-13, 1.5)}", "\\left( \\frac{3}{2}, -13 \\right)", False),
    ("\\boxed{\\{1, 2\\}}", "\\{2, 1\\}", True),
    ("\\boxed{\\{1, 3\\}}", "\\{2, 1\\}", False),
    ("\\boxed{\\{1, 2, 3\\}}", "\\{2, 1\\}", False),
    ("\\boxed{3, 5, 7}", "3, 5, 7", True),
    ("\\boxed{7, 5, 3}", "3, 5, 7", True),
    ("\\boxed{3, 5}", "3, 5, 7", False),
    ("\\boxed{1,-2}", "1,-2", True),
    ("\\boxed{-2,1}", "1,-2", True),
    ("\\boxed{-2, 1}", "-2,1", True),
    ("\\boxed{2, -1}", "-2,1", False),
    ("\\boxed{\\{3,5,7\\}}", "3, 5, 7", True),
    ("\\boxed{(2,4)}", "(2,4)", True),
    ("\\boxed{[2,4]}", "(2,4)", False),
    ("\\boxed{(2,4]}", "(2,4)", False),
    ("\\boxed{(3,4]}", "(3,4]", True),
    ("\\boxed{(3,4)}", "(3,4]", False),
    ("\\boxed{[3,4]}", "(3,4]", False),
    ("\\boxed{(-\\infty, 0]}", "(-\\infty, 0]", True),
    ("\\boxed{(-\\infty, 0)}", "(-\\infty, 0]", False),
    ("\\boxed{\\left(\\frac{3}{5},\\frac{8}{3}\\right]}", "\\left(\\frac{3}{5},\\frac{8}{3}\\right]", True),
    ("\\boxed{(0.6, 8/3]}", "\\left(\\frac{3}{5},\\frac{8}{3}\\right]", True),
    ("\\boxed{(-\\infty, 2) \\cup (3, \\infty)}", "(-\\infty, 2) \\cup (3, \\infty)", True),
    ("\\boxed{(3, \\infty) \\cup (-\\infty, 2)}", "(-\\infty, 2) \\cup (3, \\infty)", True),
    ("\\boxed{(-\\infty, 2] \\cup (3, \\infty)}", "(-\\infty, 2) \\cup (3, \\infty)", False),
    ("\\boxed{(-\\infty, 2)}", "(-\\infty, 2) \\cup (3, \\infty)", False),
    ("\\boxed{(0,9) \\cup (9,36)}", "(0,9) \\cup (9,36)", True),
    ("\\boxed{(0,36)}", "(0,9) \\cup (9,36)", False),
    ("\\boxed{[-2,7]}", "x \\in [-2,7]", True),
    ("\\boxed{x \\in [-2, 7]}", "[-2,7]", True),
    ("\\boxed{(-2,7)}", "x \\in [-2,7]", False),
    ("\\boxed{(-\\sqrt{3}, \\sqrt{3})}", "(-\\sqrt{3}, \\sqrt{3})", True),
    ("\\boxed{(-\\sqrt{3}, \\sqrt{2})}", "(-\\sqrt{3}, \\sqrt{3})", False),
    (
        "\\boxed{\\begin{pmatrix} -1 & 0 \\\\ 0 & -1 \\end{pmatrix}}",
        "\\begin{pmatrix} -1 & 0 \\\\ 0 & -1 \\end{pmatrix}",
        True,
    ),
    (
        "\\boxed{\\begin{bmatrix} -1 & 0 \\\\ 0 & -1 \\end{bmatrix}}",
        "\\begin{pmatrix} -1 & 0 \\\\ 0 & -1 \\end{pmatrix}",
        True,
    ),
    (
        "\\boxed{\\begin{pmatrix} -1 & 0 \\\\ 0 & 1 \\end{pmatrix}}",
        "\\begin{pmatrix} -1 & 0 \\\\ 0 & -1 \\end{pmatrix}",
        False,
    ),
    (
        "\\boxed{\\begin{pmatrix} 0 & -1 \\\\ -1 & 0 \\end{pmatrix}}",
        "\\begin{pmatrix} -1 & 0 \\\\ 0 & -1 \\end{pmatrix}",
        False,
    ),
    (
        "\\boxed{\\begin{pmatrix} -1/3 \\\\ 2/3 \\\\ 5/3 \\end{pmatrix}}",
        "\\begin{pmatrix} -1/3 \\\\ 2/3 \\\\ 5/3 \\end{pmatrix}",
        True,
    ),
    (
        "\\boxed{\\begin{pmatrix} -\\frac{1}{3} \\\\ \\frac{2}{3} \\\\ \\frac{5}{3} \\end{pmatrix}}",
        "\\begin{pmatrix} -1/3 \\\\ 2/3 \\\\ 5/3 \\end{pmatrix}",
        True,
    ),
    (
        "\\boxed{\\begin{pmatrix} 2/3 \\\\ -1/3 \\\\ 5/3 \\end{pmatrix}}",
        "\\begin{pmatrix} -1/3 \\\\ 2/3 \\\\ 5/3 \\end{pmatrix}",
        False,
    ),
    ("\\boxed{(-18, -49, 96)}", "\\begin{pmatrix} -18 \\\\ -49 \\\\ 96 \\end{pmatrix}", True),
    ("\\boxed{(-18, 49, 96)}", "\\begin{pmatrix} -18 \\\\ -49 \\\\ 96 \\end{pmatrix}", False),
    (
        "\\boxed{\\begin{pmatrix} 1/5 \\\\ -18/5 \\end{pmatrix}}",
        "\\begin{pmatrix} 0.2 \\\\ -3.6 \\end{pmatrix}",
        True,
    ),
    ("\\boxed{1 \\pm \\sqrt{19}}", "1 \\pm \\sqrt{19}", True),
    ("\\boxed{1 + \\sqrt{19}, 1 - \\sqrt{19}}", "1 \\pm \\sqrt{19}", True),
    ("\\boxed{1 - \\sqrt{19}, 1 + \\sqrt{19}}", "1 \\pm \\sqrt{19}", True),
    ("\\boxed{1 + \\sqrt{19}}", "1 \\pm \\sqrt{19}", False),
    ("\\boxed{3 \\pm 2\\sqrt{2}}", "3 \\pm 2 \\sqrt{2}", True),
    ("\\boxed{3 \\pm \\sqrt{8}}", "3 \\pm 2 \\sqrt{2}", True),
    ("\\boxed{3 \\pm \\sqrt{2}}", "3 \\pm 2 \\sqrt{2}", False),
    ("\\boxed{\\{1\\pm\\sqrt{5},-2\\}}", "\\{1\\pm\\sqrt{5},-2\\}", True),
    ("\\boxed{-2, 1+\\sqrt{5}, 1-\\sqrt{5}}", "\\{1\\pm\\sqrt{5},-2\\}", True),
    ("\\boxed{-2, 1+\\sqrt{5}}", "\\{1\\pm\\sqrt{5},-2\\}", False),
    # A list of equal-length lists is a matrix (row by row).
    ("\\boxed{[[1, 2], [3, 4]]}", "\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}", True),
    ("\\boxed{\\begin{bmatrix} 1 & 2 \\\\ 3 & 4 \\end{bmatrix}}", "[[1, 2], [3, 4]]", True),
    ("\\boxed{[[1, 3], [2, 4]]}", "\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}", False),
    ("\\boxed{[[1, 2], [3, 5]]}", "\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}", False),
    ("\\boxed{[1, 2]}", "\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}", False),
    # A comma is a separator unless it groups thousands: 12 is not the pair 1, 2.
    ("\\boxed{12}", "1, 2", False),
    ("\\boxed{1, 2}", "12", False),
    ("\\boxed{1,000}", "(1, 0)", False),
    # Sets written with plain braces, tuples with semicolons, "or" between tuples.
    ("\\boxed{2, 3, 5}", "{2, 3, 5}", True),
    ("\\boxed{2, 3}", "{2, 3, 5}", False),
    ("\\boxed{\\{-2021, 2021\\}}", "\\pm 2021", True),
    ("\\boxed{(0, -2, 6)}", "(0; -2; 6)", True),
    ("\\boxed{(0, 2, 6)}", "(0; -2; 6)", False),
    ("\\boxed{(7,11), (11,7)}", "(11,7)or(7,11)", True),
    ("\\boxed{(7,11)}", "(11,7)or(7,11)", False),
    (
        "\\boxed{\\left[\\begin{array}{cc}1 & 2 \\\\ 3 & 4\\end{array}\\right]}",
        "\\begin{pmatrix}1 & 2 \\\\ 3 & 4\\end{pmatrix}",
        True,
    ),
]


@pytest.mark.parametrize("response,gold,expected", CASES)
def test_label(response: str, gold: str, expected: bool) -> None:
    assert grade(response, gold, GRADER).correct is expected
