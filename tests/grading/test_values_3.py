"""Value-level marks and words read where the general rules dropped them (grading/value_marks.py): a choice
label's tail in a box, the words of an assignment's name, fraction, magnitude and operator words after a
number, a degree mark after what is not a plain number, braced mixed numbers, double factorials and a
percent against a fraction gold. Phrasings beyond the third review's (test_review_gaps_3_values.py), in
several languages and both modes, with honest answers of the same shapes that must still be read."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
STD = ("standard",)
STRICT = ("strict",)
_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[mode], response, gold).correct


CHOICE_TAIL = [  # a boxed label, then something that is not the option's text
    ("\\boxed{\\text{(C) is false}}", "C", MODES),
    ("\\boxed{\\text{(C) --- incorrect}}", "C", MODES),
    ("\\boxed{\\text{(A) (not this one)}}", "A", MODES),
    ("\\boxed{\\text{(D) falsch}}", "D", MODES),
    ("\\boxed{\\text{(B) неверно}}", "B", MODES),
    ("\\boxed{\\text{(E) 誤り}}", "E", MODES),
    ("\\boxed{\\text{(E) 아님}}", "E", MODES),
    ("\\boxed{(C)^2}", "C", MODES),
    ("\\boxed{(C)''}", "C", MODES),
    ("\\boxed{(C)^{c}}", "C", MODES),
    ("\\boxed{(C)_{2}}", "C", MODES),
    ("\\boxed{(C)!}", "C", MODES),
    ("\\boxed{\\text{(C)??}}", "C", MODES),
    ("\\boxed{(C) ✘}", "C", MODES),
    ("\\boxed{\\textbf{(D)}\\ \\text{just a guess}}", "D", MODES),
    ("\\boxed{\\text{C) wrong}}", "C", MODES),
    ("\\boxed{\\text{C. incorrect}}", "C", MODES),
    ("The final answer is $\\boxed{\\text{(A) -- nope}}$.", "(A)", MODES),
    ("\\boxed{(C)\\ 10}", "(C) 9", MODES),  # another option text
    ("\\boxed{(C)\\ 9\\text{ sixteenths}}", "(C) 9", MODES),
    ("\\boxed{\\text{(C) 9 or 10}}", "(C) 9", MODES),
    ("\\boxed{(C)\\ 9?}", "C", MODES),
    ("\\boxed{(C)\\prime}", "C", MODES),
    ("\\boxed{(C) \\neg}", "C", MODES),
]
CHOICE_CONTROLS = [
    ("\\boxed{(C)}", "C", MODES),
    ("\\boxed{C}", "C", MODES),
    ("\\boxed{\\text{(C)}}", "(C)", MODES),
    ("\\boxed{\\mathrm{(B)}}", "B", MODES),
    ("\\boxed{\\text{(C) } 9}", "(C) 9", MODES),
    ("\\boxed{\\textbf{(C)}\\ 9}", "C", MODES),
    ("\\boxed{(C)\\ \\frac{1}{2}}", "C", MODES),
    ("\\boxed{\\text{(C) }2\\sqrt{3}}", "C", MODES),
    ("\\boxed{(C)}.", "(C) 9", MODES),
]

DISOWNING_NAME = [  # the name on the left of an assignment disowns its value
    ("\\boxed{n_{\\text{guessed}} = 7}", "7", MODES),
    ("\\boxed{x_{\\text{est}} = 7}", "7", MODES),
    ("\\boxed{x_{\\text{falsch}} = 7}", "7", MODES),
    ("\\boxed{x_{\\text{faux}} = 7}", "7", MODES),
    ("\\boxed{x_{\\text{erróneo}} = 7}", "7", MODES),
    ("\\boxed{x_{\\text{неправильно}} = 7}", "7", MODES),
    ("\\boxed{x_{\\text{近似}} = 7}", "7", MODES),
    ("\\boxed{x_{\\text{下限}} = 7}", "7", MODES),
    ("\\boxed{x_{\\text{오류}} = 7}", "7", MODES),
    ("\\boxed{x_{\\text{✘}} = 7}", "7", MODES),
    ("\\boxed{x_{\\mathrm{UB}} = 7}", "7", MODES),
    ("\\boxed{k_{\\mathrm{lb}} = 7}", "7", MODES),
    ("\\boxed{\\text{upper bound} = 7}", "7", MODES),
    ("\\boxed{\\text{rough estimate} = 7}", "7", MODES),
    ("\\boxed{x_{\\text{tentative}} = 7}", "7", MODES),
    ("\\boxed{N_{\\text{bad}} = 7}", "7", MODES),
    ("\\boxed{v_{\\text{approximate}} = \\frac{3}{4}}", "\\frac34", MODES),
    ("\\boxed{(x, y)_{\\text{UB}} = (1, 2)}", "(1,2)", MODES),
    ("\\boxed{x_{LB} = 7}", "7", MODES),
    ("\\boxed{x_{\\text{falso}} = 7}", "7", MODES),
    ("\\boxed{x_{\\text{ungefähr}} = 7}", "7", MODES),
    ("\\boxed{x_{\\text{примерно}} = 7}", "7", MODES),
    ("\\boxed{x_{\\text{Untergrenze}} = 7}", "7", MODES),
    ("\\boxed{x_{ub} = 7}", "7", MODES),
    ("\\boxed{\\underset{\\text{wrong}}{x} = 7}", "7", MODES),
    ("\\boxed{x^{(\\text{est})} = 7}", "7", MODES),
    # strict: any word of a name the gold does not have, of any script or length
    ("\\boxed{x_{\\text{ab}} = 7}", "7", STRICT),
    ("\\boxed{x_{\\text{ζω}} = 7}", "7", STRICT),
    ("\\boxed{x_{\\text{总}} = 7}", "7", STRICT),
    ("\\boxed{\\mathrm{Xy} = 7}", "7", STRICT),
]
NAME_CONTROLS = [
    ("\\boxed{x_{1} = 7}", "7", MODES),
    ("\\boxed{x_{\\max} = 7}", "7", MODES),
    ("\\boxed{x_0 = 7}", "7", MODES),
    ("\\boxed{a_{ij} = 7}", "7", MODES),
    ("\\boxed{AB = 7}", "7", MODES),
    ("\\boxed{\\theta = 7}", "7", MODES),
    ("\\boxed{θ = 7}", "7", MODES),
    ("\\boxed{x_{n} = \\frac{1}{2}}", "\\frac12", MODES),
    ("\\boxed{x_{\\text{total}} = 7}", "7", STD),
    ("\\boxed{v_{\\text{avg}} = 7}", "7", STD),
    ("\\boxed{\\text{answer} = 7}", "7", STD),
    ("\\boxed{m_{AB} = 7}", "7", MODES),
]

VALUE_WORDS = [  # a word after the number divides, scales or operates on it
    ("\\boxed{7 \\text{ fifths}}", "7", MODES),
    ("\\boxed{7 \\text{ thirtieths}}", "7", MODES),
    ("\\boxed{2 \\text{ thousandths}}", "2", MODES),
    ("\\boxed{7 \\text{ octavos}}", "7", MODES),
    ("\\boxed{7 \\text{ quintos}}", "7", MODES),
    ("\\boxed{7 \\text{ dieciseisavos}}", "7", MODES),
    ("\\boxed{7 \\text{ ottavi}}", "7", MODES),
    ("\\boxed{7 \\text{ achtel}}", "7", MODES),
    ("\\boxed{7 \\text{ huitiemes}}", "7", MODES),
    ("\\boxed{7 \\text{ achtsten}}", "7", MODES),
    ("\\boxed{7 \\text{ milioni}}", "7", MODES),
    ("\\boxed{7 \\text{ miliardi}}", "7", MODES),
    ("\\boxed{7 \\text{ milliards}}", "7", MODES),
    ("\\boxed{7 \\text{ millionen}}", "7", MODES),
    ("\\boxed{7 \\text{ tausende}}", "7", MODES),
    ("\\boxed{7 \\text{ centinaia}}", "7", MODES),
    ("\\boxed{7 \\text{ mlrd.}}", "7", MODES),
    ("\\boxed{7 \\text{ bln}}", "7", MODES),
    ("\\boxed{7 \\text{ zillions}}", "7", MODES),
    ("\\boxed{\\$3\\text{ crores}}", "3", MODES),
    ("\\boxed{\\frac{1}{2}\\text{ milliers}}", "\\frac12", MODES),
    ("\\boxed{7 \\text{ negatives}}", "7", MODES),
    ("\\boxed{7 \\text{ opposites}}", "7", MODES),
    ("\\boxed{7 \\text{ maximums}}", "7", MODES),
]
VALUE_WORD_CONTROLS = [
    ("\\boxed{7 \\text{ apples}}", "7", MODES),
    ("\\boxed{7 \\text{ eggs}}", "7", MODES),
    ("\\boxed{7 \\text{ paths}}", "7", MODES),
    ("\\boxed{7 \\text{ teeth}}", "7", MODES),
    ("\\boxed{7 \\text{ squares}}", "7", MODES),
    ("\\boxed{7 \\text{ months}}", "7", MODES),
    ("\\boxed{7 \\text{ miles}}", "7", MODES),
    ("\\boxed{7\\text{ mm}}", "7", MODES),
    ("\\boxed{7 \\text{ seconds}}", "7", MODES),
    ("\\boxed{7 \\text{ quarts}}", "7", MODES),
    ("\\boxed{7 \\text{ million}}", "7000000", MODES),
    ("\\boxed{7 \\text{ eighths}}", "7 \\text{ eighths}", MODES),  # the gold's own word
    ("\\boxed{7 \\text{ eighths}}", "\\frac78", MODES),  # parts named by an ordinal: a fraction
    ("\\boxed{3 \\text{ halves}}", "1.5", MODES),
    ("\\boxed{1\\text{ twelfth}}", "\\frac{1}{12}", MODES),
    ("\\boxed{-5 \\mbox{ sixths}}", "-\\frac56", MODES),
]

DEGREE_AFTER_NON_NUMBER = [
    ("\\boxed{\\pi/5^\\circ}", "\\frac{\\pi}{5}", MODES),
    ("\\boxed{3\\pi/4°}", "\\frac{3\\pi}{4}", MODES),
    ("\\boxed{\\pi/8 \\text{ degrees}}", "\\frac{\\pi}{8}", MODES),
    ("\\boxed{\\pi/6 \\degree}", "\\frac{\\pi}{6}", MODES),
    ("\\boxed{2^5°}", "32", MODES),
    ("\\boxed{\\sqrt{3}/3^{\\circ}}", "\\frac{\\sqrt3}{3}", MODES),
    ("\\boxed{x = \\pi/4^\\circ}", "\\frac\\pi4", MODES),
]
DEGREE_CONTROLS = [
    ("\\boxed{30^\\circ}", "\\frac{\\pi}{6}", MODES),
    ("\\boxed{30°}", "30", MODES),
    ("\\boxed{-45^\\circ}", "-45", MODES),
    ("\\boxed{12.5^\\circ}", "12.5", MODES),
    ("\\boxed{\\frac{270}{7}^\\circ}", "\\frac{270}{7}", MODES),
    ("\\boxed{x = 60^\\circ}", "60", MODES),
    ("\\boxed{\\pi/6^\\circ}", "\\pi/6^\\circ", MODES),  # the gold's own notation
]

BRACED_MIXED = [  # read as the mixed number it renders as, never as a product
    ("\\boxed{7{\\frac{1}{8}}}", "\\frac78", MODES),
    ("\\boxed{{2}{\\frac34}}", "\\frac32", MODES),
    ("\\boxed{2 {\\dfrac{3}{4}}}", "\\frac32", MODES),
    ("\\boxed{{5}\\tfrac{1}{5}}", "1", MODES),
    ("\\boxed{3{{\\frac12}}}", "\\frac32", MODES),
    ("\\boxed{3{}\\frac12}", "\\frac32", MODES),
    ("\\boxed{3\\frac{{1}}{{2}}}", "\\frac32", MODES),
]
BRACED_CONTROLS = [
    ("\\boxed{2{\\frac{3}{4}}}", "2.75", MODES),
    ("\\boxed{{2}\\frac{3}{4}}", "\\frac{11}{4}", MODES),
    ("\\boxed{3{\\frac12}}", "3.5", MODES),
    ("\\boxed{3\\frac12}", "3.5", MODES),
    ("\\boxed{2{\\frac{\\sqrt3}{2}}}", "\\sqrt3", MODES),  # a product
    ("\\boxed{x{\\frac12}}", "\\frac{x}{2}", MODES),
    ("\\boxed{2^{3}{\\frac12}}", "4", MODES),
    ("\\boxed{\\frac{3}{\\frac12}}", "6", MODES),
]

DOUBLE_FACTORIAL = [
    ("\\boxed{7!!}", "5040!", MODES),
    ("\\boxed{(2n-1)!!}", "((2n-1)!)!", MODES),
    ("\\boxed{k!!}", "(k!)!", MODES),
    ("\\boxed{4!!}", "40320", MODES),
    ("\\boxed{5!\\,!}", "120!", MODES),
    ("\\boxed{(5)!!}", "120!", MODES),
]
DOUBLE_FACTORIAL_CONTROLS = [
    ("\\boxed{7!!}", "105", MODES),
    ("\\boxed{8!!}", "384", MODES),
    ("\\boxed{5!!}", "15", MODES),
    ("\\boxed{2 \\cdot 5!!}", "30", MODES),
    ("\\boxed{5!!}", "5!!", MODES),
    ("\\boxed{(2n)!!}", "(2n)!!", MODES),
    ("\\boxed{3!}", "6", MODES),
    ("\\boxed{(3!)!}", "720", MODES),
]

PERCENT_OF_FRACTION = [
    ("\\boxed{0.25\\%}", "\\frac14", MODES),
    ("\\boxed{0.2\\%}", "0.2", MODES),
    ("\\boxed{\\frac{1}{3}\\%}", "\\frac13", MODES),
    ("\\boxed{0.9 \\text{ percent}}", "0.9", MODES),
    ("\\boxed{0.75 \\text{ pct}}", "3/4", MODES),
    ("The probability is $\\boxed{0.125\\%}$.", "\\dfrac{1}{8}", MODES),
]
PERCENT_CONTROLS = [
    ("\\boxed{75\\%}", "\\frac34", MODES),
    ("\\boxed{50\\%}", "50", MODES),
    ("\\boxed{12.5\\%}", "12.5", MODES),
    ("\\boxed{0\\%}", "0", MODES),
    ("\\boxed{150\\%}", "1.5", MODES),
    ("\\boxed{0.5\\%}", "0.005", MODES),
    ("\\boxed{7\\%}", "7", MODES),
]

WRONG = {
    "choice_tail": CHOICE_TAIL,
    "disowning_name": DISOWNING_NAME,
    "value_words": VALUE_WORDS,
    "degree_after_non_number": DEGREE_AFTER_NON_NUMBER,
    "braced_mixed": BRACED_MIXED,
    "double_factorial": DOUBLE_FACTORIAL,
    "percent_of_fraction": PERCENT_OF_FRACTION,
}
HONEST = {
    "choice": CHOICE_CONTROLS,
    "name": NAME_CONTROLS,
    "value_word": VALUE_WORD_CONTROLS,
    "degree": DEGREE_CONTROLS,
    "braced": BRACED_CONTROLS,
    "double_factorial": DOUBLE_FACTORIAL_CONTROLS,
    "percent": PERCENT_CONTROLS,
}


def _params(table: dict[str, list]) -> list:
    return [
        pytest.param(r, g, m, id=f"{family}-{i}")
        for family, cases in table.items()
        for i, (r, g, m) in enumerate(cases)
    ]


@pytest.mark.parametrize(("response", "gold", "modes"), _params(WRONG))
def test_wrong_value_is_refused(response, gold, modes):
    assert not any(correct(response, gold, mode) for mode in modes)


@pytest.mark.parametrize(("response", "gold", "modes"), _params(HONEST))
def test_honest_answer_is_read(response, gold, modes):
    assert all(correct(response, gold, mode) for mode in modes)
