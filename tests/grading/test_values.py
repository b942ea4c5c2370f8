"""Values that compare equal to the gold but are not it, and boxes that are operands of one expression.

(a) An equation's left side that is an operation on the unknown (its opposite, absolute value, conjugate,
derivative, real part, a function of it) states the value of that operation, not of the unknown:
``-x = 7``, ``|x| = 7``, ``\\overline{z} = 3+i``, ``\\frac{d}{dx} f = x^2+1``, ``\\Re(z) = 7`` are not 7
(answer._names, answer._VAR, compare._NAMED_QUANTITY). A plain name stays one: ``x = 7``, ``a_1 = 7``,
``f(x) = 7``, ``|AB| = 7``, ``\\overline{AB} = 7``, ``\\angle ABC``, ``\\frac{AB}{BC}``.
(b) An evaluation bar is read, not dropped: ``x^2+1\\big|_{x=2}`` is 5 (answer._without_bars), and a bar
it cannot read is no value.
(c) A difference past a float's range (``7 + e^{-1000}``) is not 0 (symbolic._magnitude).
(d) Several boxes are a list only across a separator (extract.boxes_are_operands).

The cases of test_review_gaps_2.py's EQUIVALENCE and BOX_OPERANDS families are here, with more phrasings.
"""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[mode], response, gold).correct


_LEADS = (
    "The answer is $\\boxed{%s}$.",
    "So $\\boxed{%s}$",
    "\\boxed{%s}",
    "La respuesta es $\\boxed{%s}$.",
    "Die Antwort ist $\\boxed{%s}$.",
    "答案是 $\\boxed{%s}$。",
)

OPERATED_UNKNOWN = [  # (boxed equation, gold): the right side is the value of an operation on the unknown
    ("-x = 7", "7"),
    ("-y = 7", "7"),
    ("-a = 7", "7"),
    ("-\\,x = 7", "7"),
    ("- x = -7", "-7"),
    ("|x| = 7", "7"),
    ("|z_1| = 5", "5"),
    ("\\left|x\\right| = 7", "7"),
    ("\\overline{z} = 3+i", "3+i"),
    ("\\overline{w} = 2", "2"),
    ("\\frac{d}{dx} f = x^2+1", "x^2+1"),
    ("\\frac{df}{dx} = x^2+1", "x^2+1"),
    ("\\frac{d}{dx}f(x) = x^2+1", "x^2+1"),
    ("\\frac{dy}{dx} = 3", "3"),
    ("\\frac{\\mathrm{d}y}{\\mathrm{d}x} = 3", "3"),
    ("\\Re(z) = 7", "7"),
    ("\\Im(z) = 7", "7"),
    ("\\mathrm{Re}(z) = 7", "7"),
    ("\\operatorname{Re}(z) = 7", "7"),
    ("\\text{Im}(z) = 7", "7"),
    ("\\text{Re}\\, z = 7", "7"),
    ("\\mathrm{Re}\\,z = 7", "7"),
    ("\\text{det}\\, A = 7", "7"),
    ("\\frac{\\mathrm d y}{\\mathrm d x} = 3", "3"),
    ("\\operatorname{Re} z = 7", "7"),
    ("\\lvert x \\rvert = 7", "7"),
    ("\\bar{z} = 7", "7"),
    ("\\ln(x) = 7", "7"),
    ("\\sin(x) = \\frac12", "\\frac12"),
    ("\\log(x) = 2", "2"),
    ("x^2 = 49", "7"),
    ("f'(x) = 2x", "2x"),
    ("f'(3) = 7", "7"),
]

EVALUATION_BAR = [  # (boxed answer, gold): the expression at a point is not the expression
    ("x^2+1\\big|_{x=2}", "x^2+1"),
    ("x^2+1\\Big|_{x=2}", "x^2+1"),
    ("x^2+1\\bigg|_{x=2}", "x^2+1"),
    ("x^2+1|_{x=2}", "x^2+1"),
    ("\\left.x^2+1\\right|_{x=1}", "x^2+1"),
    ("\\left. e^{t} \\right|_{t=0}", "e^{t}"),
    ("F(x)\\Big|_0^1", "F(x)"),
    ("x^3\\Big|_{0}^{2}", "x^3"),
]

TINY_DIFFERENCE = [  # standard's points and digits agree; the difference is a non-zero constant
    ("7 + e^{-10^{6}}", "7"),
    ("7 + e^{-1000}", "7"),
    ("7 + \\sin(10^{-1000})", "7"),
    ("7 + \\exp(-e^{10})", "7"),
    ("\\frac{3}{4} + e^{-1000}", "\\frac34"),
    ("x^2+1+e^{-1000}x", "x^2+1"),
    ("(3 + e^{-1000}, -1)", "(3, -1)"),
    ("2\\sqrt{3} + e^{-1000}", "2\\sqrt3"),
    ("\\pi - e^{-2000}", "\\pi"),
    ("7 - \\tan(10^{-500})", "7"),
    ("7 + e^{-e^{7}}", "7"),  # no large literal: e^{-1096} only underflows a float
    ("7 - e^{-e^{7}}", "7"),
    ("7 + \\sin(2^{-2^{11}})", "7"),
]

BOX_OPERANDS = [  # two boxes joined by math: operands of one expression, not the list "7, 8"
    "$\\boxed{7}^{\\boxed{8}}$",
    "$\\boxed{7}_{\\boxed{8}}$",
    "$\\boxed{7}\\cdot\\boxed{8}$",
    "$\\boxed{7}+\\boxed{8}$",
    "$\\frac{\\boxed{7}}{\\boxed{8}}$",
    "$\\boxed{7} - \\boxed{8}$",
    "$\\boxed{7}^\\boxed{8}$",
    "$\\sqrt[\\boxed{7}]{\\boxed{8}}$",
    "$\\boxed{7} = \\boxed{8}$",
    "$\\boxed{7}\\%\\boxed{8}$",
    "$\\boxed{7}.\\boxed{8}$",
    "$\\boxed{7}$ + $\\boxed{8}$",
    "$\\boxed{7}\\times\\boxed{8}$",
    "$\\boxed{7}:\\boxed{8}$",
    "$\\boxed{7}/\\boxed{8}$",
    "$\\boxed{7}\\div\\boxed{8}$",
    "$\\boxed{7} > \\boxed{8}$",
    "The answers are $\\boxed{7}+\\boxed{8}$.",
    "Las respuestas son $\\boxed{7} \\cdot \\boxed{8}$.",
    "答案是 $\\boxed{7}^{\\boxed{8}}$。",
    "\\boxed{7}+\\boxed{8}",
    "$\\boxed{7}$ plus $\\boxed{8}$",
    "$\\boxed{7} \\text{ times } \\boxed{8}$",
    "$\\boxed{7}$ más $\\boxed{8}$",
    "$\\boxed{7}$ mal $\\boxed{8}$",
    "$\\boxed{7}$ moins $\\boxed{8}$",
    "$\\boxed{7}$ 加 $\\boxed{8}$",
    "$\\boxed{7}$ минус $\\boxed{8}$",
]


@pytest.mark.parametrize("lead", _LEADS)
@pytest.mark.parametrize(("answer", "gold"), OPERATED_UNKNOWN)
@pytest.mark.parametrize("mode", MODES)
def test_operation_on_the_unknown_is_not_its_value(answer, gold, lead, mode):
    assert not correct(lead % answer, gold, mode)


@pytest.mark.parametrize(("answer", "gold"), EVALUATION_BAR)
@pytest.mark.parametrize("mode", MODES)
def test_evaluation_bar_is_not_dropped(answer, gold, mode):
    assert not correct(f"The answer is $\\boxed{{{answer}}}$.", gold, mode)


@pytest.mark.parametrize("mode", MODES)
def test_box_followed_by_an_evaluation_subscript_is_no_value(mode):
    assert not correct("\\boxed{x^2+1}_{x=0}", "x^2+1", mode)


@pytest.mark.parametrize(("answer", "gold"), TINY_DIFFERENCE)
@pytest.mark.parametrize("mode", MODES)
def test_difference_past_float_range_is_not_zero(answer, gold, mode):
    assert not correct(f"\\boxed{{{answer}}}", gold, mode)


@pytest.mark.parametrize("response", BOX_OPERANDS)
@pytest.mark.parametrize("mode", MODES)
def test_boxes_joined_by_math_are_not_a_list(response, mode):
    assert not correct(response, "7, 8", mode)
    assert not correct(response, "7", mode) and not correct(response, "8", mode)


# honest answers of the same shapes: still read (in the modes listed)
NAMED_CONTROLS = [
    ("x = 7", "7"),
    ("a_1 = 7", "7"),
    ("f(x) = 7", "7"),
    ("|AB| = 7", "7"),
    ("|A_1B_1| = 7", "7"),
    ("\\overline{AB} = 7", "7"),
    ("\\frac{AB}{BC} = 7", "7"),
    ("\\alpha = 7", "7"),
    ("\\theta_1 = 7", "7"),
    ("a + b = 7", "7"),
    ("x - y = 7", "7"),
    ("\\Delta x = 7", "7"),
    ("x = -7", "-7"),
    ("AB = 7", "7"),
]


@pytest.mark.parametrize(("answer", "gold"), NAMED_CONTROLS)
@pytest.mark.parametrize("mode", MODES)
def test_named_unknown_still_states_its_value(answer, gold, mode):
    assert correct(f"The answer is $\\boxed{{{answer}}}$.", gold, mode)


@pytest.mark.parametrize("mode", MODES)
def test_angle_name_and_equations_still_read(mode):
    assert correct("\\boxed{\\angle ABC = 30^\\circ}", "30^\\circ", "standard")
    # a derivative equated to an expression, against a gold that is that equation: compared as equations
    assert correct("\\boxed{\\frac{dM}{dt} = -kM}", "\\frac{dM}{dt} = -kM", mode)
    assert correct("\\boxed{\\frac{dy}{dx} = 2x}", "\\frac{dy}{dx} = 2x", mode)
    assert correct("So $-x = -7$, hence $x = \\boxed{7}$.", "7", mode)
    assert correct("\\boxed{|x| < 2}", "(-2, 2)", mode)


@pytest.mark.parametrize(
    ("answer", "gold"),
    [
        ("x^2+1\\big|_{x=2} = 5", "5"),
        ("x^2+1\\big|_{x=2}", "5"),
        ("\\left.x^2+1\\right|_{x=1}", "2"),
        ("\\left. e^{t} \\right|_{t=0}", "1"),
        ("x^2+1", "x^2+1"),
    ],
)
@pytest.mark.parametrize("mode", MODES)
def test_evaluation_bar_is_read_at_its_point(answer, gold, mode):
    assert correct(f"The answer is $\\boxed{{{answer}}}$.", gold, mode)


@pytest.mark.parametrize(
    ("answer", "gold", "modes"),
    [
        ("7", "7", MODES),
        ("\\frac{14}{2}", "7", MODES),
        ("2\\sqrt{3}", "\\sqrt{12}", MODES),
        ("e^{-1000}", "e^{-1000}", MODES),
        ("7 + e^{-1000} - e^{-1000}", "7", ("standard",)),
        ("\\sin^2(10^{-3}) + \\cos^2(10^{-3})", "1", ("standard",)),
        ("\\ln 6 - \\ln 2", "\\ln 3", ("standard",)),
    ],
)
def test_equal_values_still_equal(answer, gold, modes):
    assert all(correct(f"\\boxed{{{answer}}}", gold, mode) for mode in modes)


@pytest.mark.parametrize(
    ("response", "gold", "modes"),
    [
        ("\\boxed{1}, \\boxed{2}", "1, 2", MODES),
        ("$\\boxed{1}$, $\\boxed{2}$", "1, 2", ("standard",)),
        ("The answers are $\\boxed{1}$ and $\\boxed{2}$.", "1, 2", MODES),
        ("$\\boxed{1} \\quad \\boxed{2}$", "1, 2", MODES),
        ("$\\boxed{1}\\boxed{2}$", "1, 2", MODES),
        ("$\\boxed{1}$ $\\boxed{2}$", "1, 2", MODES),
        ("$x = \\boxed{1}$, $y = \\boxed{2}$", "1, 2", MODES),
        ("$\\boxed{1} \\text{ and } \\boxed{2}$", "1, 2", MODES),
        ("$\\boxed{1}$; $\\boxed{2}$", "1, 2", MODES),
        ("$\\boxed{1} \\\\ \\boxed{2}$", "1, 2", MODES),
        ("$\\boxed{1}$ y $\\boxed{2}$", "1, 2", ("standard",)),
        ("$\\boxed{1}$ und $\\boxed{2}$", "1, 2", ("standard",)),
        ("$\\boxed{1}$ 和 $\\boxed{2}$", "1, 2", ("standard",)),
        ("$\\boxed{1}$. $\\boxed{2}$", "1, 2", ("standard",)),
        ("$\\boxed{-1}$ or $\\boxed{2}$", "-1, 2", ("standard",)),
    ],
)
def test_boxes_parted_by_a_separator_are_a_list(response, gold, modes):
    assert all(correct(response, gold, mode) for mode in modes)
