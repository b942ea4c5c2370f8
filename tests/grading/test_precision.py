"""A wrong answer is never graded correct: one test per mechanism that used to let a near miss through.

Each case differs from the gold by a small change of form that changes the value; each of these was
graded correct before the mechanism named in the test was fixed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import proctor
from proctor.grading.exact import exact_equal, exact_value
from proctor.grading.normalize import key
from proctor.grading.rules import SCALAR_RULES, decide_scalar


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("2^{x}+1", "2^{x+1}"),  # braces are structure
        (r"\frac{11}{2}", r"\frac{1}{12}"),
        ("E", "e"),  # case is a different symbol
        (r"\Omega", r"\omega"),
        ("X", "x"),
        ("a_1", "a_2"),  # subscripts are names
    ],
)
def test_the_comparison_key_keeps_the_value(a, b):
    assert key(a) != key(b)
    assert proctor.is_equivalent(a, b) is False


def test_the_key_still_ignores_spacing_that_means_nothing():
    assert key(r"\frac{1}{ 2 }") == key(r"\frac{1}{2}")
    assert key(r"\pi r") != key(r"\pir")  # a command followed by a letter keeps its space
    assert key("8 21") != key("821")


@pytest.mark.parametrize(
    ("response", "gold", "grader"),
    [
        (r"\boxed{\sqrt{2}}", "2", "integer"),
        (r"\boxed{2\pi}", "2", "integer"),
        (r"\boxed{x+2}", "2", "integer"),
        (r"\boxed{10!}", "10", "integer"),
        (r"\boxed{-2i}", "-2", "number"),
        (r"\boxed{\sqrt{18}}", "18", "number"),
        (r"\boxed{18 \text{ or } 19}", "18", "number"),
    ],
)
def test_number_graders_read_a_number_not_text_that_contains_one(response, gold, grader):
    assert proctor.grade(response, gold, grader=grader).correct is False


@pytest.mark.parametrize(
    ("response", "gold", "grader"),
    [
        (r"\boxed{\$1,234.50}", "1234.5", "number"),
        (r"\boxed{18 \text{ dollars}}", "18", "number"),
        (r"\boxed{x = 18}", "18", "number"),
        (r"\boxed{\frac{7}{2}}", "3.5", "number"),
        (r"\boxed{2^{5}}", "32", "integer"),
        (r"\boxed{3 \cdot 11}", "33", "integer"),
        (r"\boxed{\sqrt{49}}", "7", "integer"),
        (r"\boxed{\binom{6}{2}}", "15", "integer"),
    ],
)
def test_number_graders_keep_the_legitimate_forms(response, gold, grader):
    assert proctor.grade(response, gold, grader=grader).correct is True


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("2^{40}+1", "2^{40}"),
        ("10^{-12}", "0"),
        ("2^{100}-1", "2^{100}"),
        ("9007199254740993", "9007199254740992"),  # 2^53 + 1
        (r"\frac{10^{20}+1}{3}", r"\frac{10^{20}}{3}"),
        ("20!+1", "20!"),
        (r"\pi + 10^{-30}", r"\pi"),
        (r"\sqrt{2} + 10^{-15}", r"\sqrt{2}"),
    ],
)
def test_exact_inputs_compare_exactly_at_any_magnitude(a, b):
    assert proctor.is_equivalent(a, b) is False


def test_exact_values_are_rationals():
    assert exact_value("2^{40}+1") == 2**40 + 1
    assert exact_value(r"\frac{10!}{3}") == 1209600
    assert exact_value(r"\sqrt{2}") is None
    assert exact_value("x+1") is None


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("|x|", "x"),
        (r"\sqrt{x^2}", "x"),
        ("x^2", "|x|x"),
        (r"\frac{|x|}{x}", "1"),
        (r"\ln(x^2)", r"2\ln x"),
    ],
)
def test_symbolic_equality_tells_values_apart_at_negative_points(a, b):
    assert proctor.is_equivalent(a, b) is False


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("(x+1)^2", "x^2+2x+1"),
        (r"\frac{x^2-1}{x-1}", "x+1"),
        ("(a+b)(a-b)", "a^2-b^2"),
        (r"x\pi", r"\pi x"),
        (r"\frac{\sqrt{8}}{2}", r"\sqrt{2}"),
        (r"2^{10}", "1024"),
        ("y = 2x + 1", "2x - y + 1 = 0"),
    ],
)
def test_equal_values_are_still_equal(a, b):
    assert proctor.is_equivalent(a, b) is True


def test_a_grid_proof_decides_rational_functions_and_a_point_refutes():
    assert exact_equal("(x+y)^3", "x^3+3x^2y+3xy^2+y^3") is True
    assert exact_equal("(x+y)^3", "x^3+3x^2y+3xy^2+y^3+1") is False
    assert exact_equal("|x|", "x") is False
    assert exact_equal(r"\sin x", "x") is None  # not rational: the next rule decides


@pytest.mark.parametrize(
    ("a", "b", "equal"),
    [
        ("1011_2", "1011_3", False),
        ("1011_2", "1011_2", True),
        ("1011", "1011_2", True),  # the digits, the base named by the question
        ("11", "1011_2", True),  # its value
        ("1012", "1011_2", False),
        ("2516_8", "2516", False),  # against a plain number, a numeral is its value (1358)
        ("101_2", "5", True),
        ("52_{10}", "52_8", False),  # 52_8 is 42: its digits read bare, never its value's
        ("42_{10}", "52_8", True),
        ("42", "52_8", True),
        ("a_2", "a", False),  # a subscript on a letter is a name
    ],
)
def test_base_numerals(a, b, equal):
    assert proctor.is_equivalent(a, b) is equal


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("½", r"\frac12"),
        ("√3", r"\sqrt{3}"),
        ("2√3", r"2\sqrt{3}"),
        ("√(x+1)", r"\sqrt{x+1}"),
        ("3×4", "12"),
        ("−5", "-5"),
        ("2π", r"2\pi"),
        ("x²", "x^2"),
        ("2*pi", r"2\pi"),
        ("sqrt(3)", r"\sqrt{3}"),
        ("13/28", r"\frac{13}{28}"),
        ("x**2", "x^2"),
    ],
)
def test_unicode_and_ascii_math_read_as_latex(a, b):
    assert proctor.is_equivalent(a, b) is True
    assert proctor.is_equivalent(b, a) is True


@pytest.mark.parametrize(("a", "b"), [("√12", r"2\sqrt{2}"), ("½", r"\frac13"), ("2*pi", "2p")])
def test_unicode_and_ascii_math_keep_their_value(a, b):
    assert proctor.is_equivalent(a, b) is False


def test_number_graders_read_a_base_numeral_by_its_value():
    assert proctor.grade(r"\boxed{101_2}", "5", grader="integer").correct is True
    assert proctor.grade(r"\boxed{197_{16}}", "197", grader="integer").correct is False


def test_scientific_notation_is_one_number_anywhere():
    assert proctor.is_equivalent(r"\left|1.77e-6\right|", "1.77e-6") is True
    assert proctor.is_equivalent("3e", "3e1") is False  # 3 times e is not 30


def test_agreement_at_points_proves_nothing_for_step_functions():
    assert proctor.is_equivalent(r"\lfloor\frac{2 n-2}{5}\rfloor", r"\lfloor\frac{2 n-1}{5}\rfloor") is False
    assert proctor.is_equivalent(r"\lfloor\frac{2 n-1}{5}\rfloor", r"\lfloor\frac{2 n-1}{5}\rfloor") is True


def test_capital_i_is_a_symbol_and_a_function_value_is_not_a_product():
    assert proctor.is_equivalent("6 - 5I", "6 - 5i") is False
    assert proctor.is_equivalent("2i+1", "1+2i") is True
    assert proctor.is_equivalent("-I(0)", "I(0)") is False  # I(0) is a value, not I times 0
    assert proctor.is_equivalent("x(x+1)", "x^2+x") is True


def test_an_equation_plus_a_tiny_constant_is_another_equation():
    gold = r"\frac{d^{2} v_{o}}{d t^{2}}+\frac{v_{o}}{L C}=\frac{v_{i}}{L C}"
    assert proctor.is_equivalent(gold + "+10^{-12}", gold) is False
    assert (
        proctor.is_equivalent(r"\frac{v_{o}}{L C} + \frac{d^{2} v_{o}}{d t^{2}}=\frac{v_{i}}{L C}", gold)
        is True
    )


def test_braces_around_the_whole_answer_only_group_it():
    assert proctor.is_equivalent("{30^\\circ}", "30^\\circ") is True
    assert proctor.is_equivalent("{10,\\!080}", "10080") is True
    assert proctor.is_equivalent("{(6,31,-1)}", "(6,31,-1)") is True
    assert proctor.is_equivalent("{(6,31,-1)}", "(6,-1,31)") is False
    assert proctor.is_equivalent(r"5.47\cdot10^{5}", "5.47e5") is True


def test_a_root_takes_one_token_as_latex_does():
    assert proctor.is_equivalent(r"\sqrt23", r"3\sqrt{2}") is True
    assert proctor.is_equivalent(r"\sqrt23", r"\sqrt{23}") is False


def test_a_decimal_is_the_number_it_writes_however_long():
    # A finite decimal is a rational: it is provably not an irrational or a repeating value, however
    # many digits agree (no tolerance in either mode).
    assert proctor.is_equivalent("1.4142135624", r"\sqrt{2}") is False
    assert proctor.is_equivalent("1.4142135", r"\sqrt{2}") is False
    assert proctor.is_equivalent("0.3333333333", r"\frac13") is False
    assert proctor.is_equivalent("0.333", r"\frac13") is False
    assert proctor.is_equivalent("0.6666666667", r"\frac23") is False
    assert proctor.is_equivalent("9.000000000001", "9") is False
    assert proctor.is_equivalent("3.14159265358979", r"\pi") is False
    # a decimal equal to the value stays equal
    assert proctor.is_equivalent("0.0625", r"\frac{1}{16}") is True
    assert proctor.is_equivalent("1.4142135624", "1.41421356240") is True
    assert proctor.is_equivalent("0.5", r"\sin 30^\circ") is True


def test_every_rule_is_documented_with_examples():
    from proctor.grading.compare import TREE_RULES

    text = (Path(__file__).resolve().parents[2] / "docs" / "grading.md").read_text(encoding="utf-8")

    for rule in (*SCALAR_RULES, *TREE_RULES):
        assert f"`{rule.name}`" in text, f"docs/grading.md does not describe the rule {rule.name!r}"


def test_the_first_deciding_rule_is_named():
    assert decide_scalar("2^{40}+1", "2^{40}") == (False, "exact")
    assert decide_scalar("5", "5") == (True, "same_text")
    assert decide_scalar(r"\sin x", r"\cos x") == (False, "high_precision")


# Near misses found by an adversarial review of the rules above, one per mechanism.
@pytest.mark.parametrize(
    ("a", "b"),
    [
        (r"\sqrt{2}+10^{-50}", r"\sqrt{2}"),  # a term below 60 digits: no verdict from the digits
        (r"\pi+\frac{1}{70!}", r"\pi"),
        (r"10^{50}\sqrt2+1", r"10^{50}\sqrt2"),
        (r"\ln 2+\ln 3+10^{-100}", r"\ln 6"),  # nor from sympy's 100 digits
        (r"\sqrt{x^2y^2}", "xy"),  # variables of opposite signs at one point
        (r"\sqrt{x^2/y^2}", "x/y"),
        (r"x+(x-1)(x-2)(x-3)(x-4)(x-5)(x-6)(x-7)(x-8)(x-9)(x-10)", "x"),  # degree past a small grid
        (r"2\frac{4}{3}", r"\frac{10}{3}"),  # not a mixed number: 2 times 4/3
        ("-2.1", "-2,1"),  # a gold list is never read with a decimal comma
        ("a_{16}", "10"),  # a lone letter with a subscript is a name, not a numeral
        ("XYZ", "xyz"),  # capitals are symbols, not a word in another case
        (r"\text{AB}", "ab"),
        ("x+1=17", "17"),  # an equation states the value of its left side
        ("2x=18", "18"),
        ("f'(x)=20", "20"),
        ("f'(x)", "f(x)"),  # notation the parser would drop
        ("19_{8}", "19"),
        (r"\phantom{5}", "5"),
        (r"\frac{\pi}{6}^\circ", r"\frac{\pi}{6}"),  # a degree mark only counts after a number
        (r"x\%", "x"),
        (r"(A) (D)", "A"),  # two choices are a hedge
        (r"(A) \text{ or } (D)", "A"),
        (r"\lfloor\frac{2 n-2}{5}\rfloor", r"\lfloor\frac{2 n-1}{5}\rfloor"),
    ],
)
def test_review_near_misses_are_not_equal(a, b):
    assert proctor.is_equivalent(a, b) is False


@pytest.mark.parametrize(
    ("response", "gold", "grader"),
    [
        (r"\boxed{x^2 = 4}", "4", "integer"),
        (r"\boxed{2x = 18}", "18", "number"),
        (r"\boxed{x \ge 18}", "18", "number"),
        (r"\boxed{x = 18 \text{ or } x = 20}", "20", "number"),
        (r"\boxed{2 \text{ hundred}}", "2", "number"),
        (r"\boxed{3 \text{ squared}}", "3", "integer"),
        (r"\boxed{18 \text{ or more}}", "18", "number"),
        (r"\boxed{5 \text{ BC}}", "5", "integer"),
        (r"\boxed{1e9999999}", "1", "integer"),  # and it returns at once
    ],
)
def test_review_number_near_misses(response, gold, grader):
    assert proctor.grade(response, gold, grader=grader).correct is False


def test_review_forms_that_stay_correct():
    assert proctor.grade(r"\boxed{3 \times 6 = 18}", "18", grader="number").correct
    # a chain ends on its value (as Math-Verify's tests and a retraction's last value read it)
    assert proctor.is_equivalent("x = 5+5+1 = 11", "11") and proctor.is_equivalent("12 \\mathrm{th}", "12")
    # ... unless its last step is false: "7 = 11" states no value, after a name as after a number
    # (Math-Verify reads "x = 5+5+1 = 7 = 11" as 11; perf/grader_data/conformance/DISAGREEMENTS.md)
    assert not proctor.is_equivalent("x = 5+5+1 = 7 = 11", "11")
    assert not proctor.is_equivalent("5+5+1 = 7 = 11", "11")
    assert proctor.grade(r"\boxed{n_1 = 5}", "5", grader="integer").correct
    assert proctor.grade(r"\boxed{1.2345 \text{ thousand}}", "1234.5", grader="number").correct
    assert proctor.grade(r"\boxed{30 \text{ degrees}}", "30").correct
    assert proctor.is_equivalent("a+b=-1", "-1") and proctor.is_equivalent(r"\theta = 30", "30")
    assert proctor.is_equivalent(r"\ln 2+\ln 3", r"\ln 6") and proctor.is_equivalent(r"\sin\pi", "0")


@pytest.mark.parametrize(
    ("response", "prompt"),
    [
        ("It is not 18.", ""),
        ("18 is wrong.", ""),
        ("Either 17 or 18.", ""),
        ("So a box holds 18 eggs and Tom buys a box", "A box holds 18 eggs. Tom buys a box. How many eggs?"),
    ],
)
def test_the_last_number_fallback_reads_no_denial_hedge_or_copy(response, prompt):
    grade = proctor.grading.get_grader("number").grade(response, "18", prompt=prompt)
    assert grade.correct is False and grade.status == "no_answer"


def test_the_last_number_fallback_still_reads_a_conclusion():
    grader = proctor.grading.get_grader("number")
    assert grader.grade("So she makes 18 dollars.", "18").correct
    assert grader.grade("So the total is 42", "42", prompt="A box holds 18 eggs.").correct
    assert grader.grade("The answer is 18.", "18", prompt="A box holds 18 eggs.").correct  # a marker


@pytest.mark.parametrize(
    "response",
    [
        "The answer is A (or B).",
        "The answer is A, or possibly B.",
        "The answer is A & B",
        "The answer is A vs D",
        r"\boxed{(A)(D)}",
        r"\boxed{A) or D)}",
        r"\boxed{(A) or (D)}",
    ],
)
def test_a_second_choice_anywhere_in_the_statement_is_a_hedge(response):
    assert proctor.grade(response, "A", grader="mcq").correct is False


def test_a_single_stated_choice_still_counts():
    for response in ("The answer is A.", "The answer is (A) 12.", r"\boxed{A}", "Answer: A"):
        assert proctor.grade(response, "A", grader="mcq").correct, response


def test_a_capital_e_with_a_subscript_is_a_name():
    assert proctor.is_equivalent(
        r"\frac{2}{3} E_{2}+\frac{1}{3} E_{1}", r"\frac{1}{3} E_{1}+\frac{2}{3} E_{2}"
    )
    assert proctor.is_equivalent(r"\frac{2}{3} E_{2}", r"\frac{2}{3} E_{1}") is False
