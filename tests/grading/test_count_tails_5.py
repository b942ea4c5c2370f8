"""What follows a whole number stated in a sentence (proctor.grading.count_tails), the count nouns proven_forms reads
(misspelled and numeral nouns are none), a matrix between bars (a determinant), and the dots that render like the
middle dot between digits: families in new wording and several languages, both modes, with honest controls of the
same shapes. (The fifth review's cases are in test_review_gaps_5.py.)"""

from __future__ import annotations

import pytest
from review_gaps import MODES, STD, correct

# a whole number, a count noun, then words that change the value: refused (standard reads these shapes; strict
# refuses prose after its answer already)
WRONG_TAILS = [
    ("So the baker sold 12 and a third cakes.", "12"),
    ("The final count is 12 cakes and a third.", "12"),
    ("She ends up with 12 pencils minus the two she lost.", "12"),
    ("The result is 12 pencils plus two.", "12"),
    ("Hence 12 marbles at the very least.", "12"),
    ("The answer is 12 marbles or so.", "12"),
    ("The answer is 12 marbles give or take.", "12"),
    ("Die Antwort ist 12 Murmeln oder mehr.", "12"),
    ("Die Antwort ist 12 Murmeln und eine halbe.", "12"),
    ("La respuesta es 12 canicas más o menos.", "12"),
    ("La respuesta es 12 canicas y media.", "12"),
    ("La réponse est 12 billes environ.", "12"),
    ("La réponse est 12 billes et quart.", "12"),
    ("La risposta è 12 biglie più o meno.", "12"),
    ("A resposta é 12 bolinhas no máximo.", "12"),
    ("Ответ: 12 шариков или больше.", "12"),
    ("So Ana keeps $\\boxed{12}$ cakes and a third.", "12"),
    ("So Ana keeps $\\boxed{12}$ cakes at the very most.", "12"),
    ("So Ana keeps $\\boxed{12}$ cakes minus the burnt one.", "12"),
    ("The answer is 12 degrees under zero.", "12"),
    ("The answer is 12 metres below the surface.", "12"),
    ("The answer is 12 euros in the red.", "12"),
    ("La respuesta es 12 grados bajo cero.", "12"),
    ("The answer is 12 orders of ten.", "12"),
]

# a numeral noun or a misspelled scale or fraction word after the number: not a count noun
WRONG_NOUNS = [
    ("The answer is 12 thosuands.", "12"),
    ("The answer is 12 hundrets.", "12"),
    ("The answer is 12 milions.", "12"),
    ("The answer is 12 dozends.", "12"),
    ("The answer is 12 thousandts.", "12"),
    ("The answer is 12 hundreds.", "12"),
    ("The answer is 12 myriads.", "12"),
    ("The answer is 12 decades.", "12"),
    ("La respuesta es 12 docenas.", "12"),
    ("La respuesta es 12 milllones.", "12"),
    ("Die Antwort ist 12 Tausende.", "12"),
    ("The answer is $\\boxed{12}$ thousnds.", "12"),
    ("The answer is $\\boxed{12}$ hundrds.", "12"),
]

# honest answers of the same shapes: a count noun or unit, then the end, a restatement of the total or a
# description of what is counted
HONEST = [
    ("The answer is 12 cakes.", "12"),
    ("So the baker sold 12 cakes in total.", "12"),
    ("So the baker sold 12 cakes altogether.", "12"),
    ("So Ana has 12 marbles left.", "12"),
    ("La respuesta es 12 canicas en total.", "12"),
    ("So there are $\\boxed{12}$ marbles in the jar.", "12"),
    ("So there are $\\boxed{12}$ distinct possible values of $n$.", "12"),
    ("Thus there are $\\boxed{12}$ integers for which the sum is even.", "12"),
    ("Thus $\\boxed{12}$ students passed the test.", "12"),
    ("Thus $\\boxed{12}$ students are taller than Bob.", "12"),
    ("The train is $\\boxed{12}$ meters long.", "12"),
    ("The car drives $\\boxed{12}$ miles per hour.", "12"),
    ("Sam paid $\\boxed{12}$ dollars more than Kim.", "12"),
    ("The number has $\\boxed{12}$ zeros at the end.", "12"),
    ("There are $\\boxed{12}$ ways to choose them.", "12"),
    ("The answer is $\\boxed{12}$ because $3 \\cdot 4 = 12$.", "12"),
    ("The answer is $\\boxed{12}$ in total.", "12"),
    ("The answer is $\\boxed{1}$ such number.", "1"),
    ("The answer is $\\boxed{12}$ tents.", "12"),
    ("The answer is 12 pears.", "12"),
    ("The answer is 3 or 4.", "3, 4"),
]

# count nouns the tables read now (test_review_gaps_5.py's HONEST_OPEN: "7 mice", "7 T-shirts", "7 ice-creams", "7
# apples altogether"), in other wording: an irregular plural is read as it is, a hyphenated noun by its parts, a
# restatement of the total after the noun is dropped; the nearest wrong shapes stay refused
HONEST_NOUNS = [
    ("The answer is 7 mice.", "7"),
    ("The answer is 7 T-shirts.", "7"),
    ("The answer is 7 ice-creams.", "7"),
    ("The answer is 7 apples altogether.", "7"),
    ("The answer is 9 geese.", "9"),
    ("The answer is 9 X-rays.", "9"),
    ("The answer is 9 semi-circles.", "9"),
    ("The answer is 9 oranges in all.", "9"),
    ("La respuesta es 9 naranjas en total.", "9"),
]
WRONG_NOUN_FORMS = [
    ("The answer is 9 half-dozens.", "9"),
    ("The answer is 9 two-thirds.", "9"),
    ("The answer is 9 one-sixths.", "9"),
    ("The answer is 9 thousand-fold.", "9"),
    ("The answer is 9 oranges altogether or more.", "9"),
]

# a matrix between bars, double bars or angle brackets, or an array with column rules, is not the gold's matrix
PM = "\\begin{pmatrix}5&6\\\\7&8\\end{pmatrix}"
WRONG_MATRICES = [
    "$\\boxed{\\left|\\begin{matrix}5&6\\\\7&8\\end{matrix}\\right|}$",
    "$\\boxed{\\left\\|\\begin{matrix}5&6\\\\7&8\\end{matrix}\\right\\|}$",
    "$\\boxed{\\left\\Vert\\begin{matrix}5&6\\\\7&8\\end{matrix}\\right\\Vert}$",
    "$\\boxed{\\big|\\begin{matrix}5&6\\\\7&8\\end{matrix}\\big|}$",
    "$\\boxed{\\begin{array}{c|c}5&6\\\\7&8\\end{array}}$",
    "$\\boxed{\\left\\{\\begin{matrix}5&6\\\\7&8\\end{matrix}\\right\\}}$",
]
HONEST_MATRICES = [
    ("$\\boxed{\\begin{bmatrix}5&6\\\\7&8\\end{bmatrix}}$", MODES),
    ("$\\boxed{\\begin{pmatrix}5&6\\\\7&8\\end{pmatrix}}$", MODES),
    ("$\\boxed{\\left(\\begin{matrix}5&6\\\\7&8\\end{matrix}\\right)}$", STD),
]

# the dots that render like the middle dot between two digits: no value in either mode (2⋅5 may be 2.5)
DOTS = ["∙", "•", "・", "‧", "･"]


@pytest.mark.parametrize(("response", "gold"), WRONG_TAILS + WRONG_NOUNS + WRONG_NOUN_FORMS)
def test_number_then_words_that_change_it_is_refused(response, gold):
    assert not any(correct(response, gold, mode) for mode in MODES)


@pytest.mark.parametrize(("response", "gold"), HONEST + HONEST_NOUNS)
def test_count_noun_and_harmless_rest_is_read(response, gold):
    assert correct(response, gold, "standard")


@pytest.mark.parametrize("response", WRONG_MATRICES)
def test_matrix_between_bars_is_not_the_matrix(response):
    assert not any(correct(response, PM, mode) for mode in MODES)


@pytest.mark.parametrize(("response", "modes"), HONEST_MATRICES)
def test_matrix_in_brackets_is_read(response, modes):
    assert all(correct(response, PM, mode) for mode in modes)


@pytest.mark.parametrize("dot", DOTS)
@pytest.mark.parametrize("shape", ["$\\boxed{{2{}5}}$", "The answer is 2{}5.", "Answer: $2{}5$"])
def test_dot_between_digits_has_no_value(dot, shape):
    response = shape.format(dot)
    for gold in ("10", "2.5"):
        assert not any(correct(response, gold, mode) for mode in MODES)


@pytest.mark.parametrize(
    "response", ["$\\boxed{2 \\cdot 5}$", "$\\boxed{2\\times5}$", "The answer is 2 · 5."]
)
def test_product_written_as_product_is_read(response):
    assert correct(response, "10", "standard")


OF_NOUN_HONEST = [  # a counted noun, then "of" and one plain singular word that names what was counted
    "So there are $\\boxed{9}$ points of contact.",
    "Hence $\\boxed{9}$ slices of bread are left over.",
    "We get $\\boxed{9}$ degrees of freedom.",
    "Il faut $\\boxed{9}$ tasses de farine.",
]
OF_NOUN_WRONG = [  # the word after "of" scales, hedges or is followed by words that change the value
    "So there are $\\boxed{9}$ orders of magnitude.",
    "So there are $\\boxed{9}$ slices of bread fewer.",
    "So there are $\\boxed{9}$ slices of doubt.",
    "So there are $\\boxed{9}$ packs of twelve.",
    "So there are $\\boxed{9}$ cups of flour, plus one.",
    "So there are $\\boxed{9}$ cups of flour too many.",
]


@pytest.mark.parametrize("response", OF_NOUN_HONEST)
def test_count_noun_of_a_plain_singular_word_is_read(response):
    assert correct(response, "9", "standard")


@pytest.mark.parametrize("response", OF_NOUN_WRONG)
def test_count_noun_of_a_word_that_changes_it_is_refused(response):
    assert not any(correct(response, "9", mode) for mode in MODES)
