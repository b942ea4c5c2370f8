"""Honest answers the rules once refused, read by the mechanisms that now account for them, each with
the wrong answers of the same shape that stay refused (docs/grading.md): a noun that only ends like a
qualifier (``2 \\text{ fish}``), a unit after a variable (``4a \\text{ cm}``), a percent in a computation
(``10\\% = 0.1``), a last step that rounds (``\\frac13 = 0.333``), the same value offered again
(``\\boxed{7}, or $7.0$ in decimal``)."""

from __future__ import annotations

import itertools
import re
from fractions import Fraction

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text
from proctor.grading.normalize import _NOT_COUNT_NOUN, _NOT_UNITS
from proctor.grading.suffix_nouns import SUFFIX_NOUNS

MODES = ("standard", "strict")
GRADERS = {mode: get_grader("math", mode=mode) for mode in MODES}


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(GRADERS[mode], response, gold).correct


# --- a noun that ends like a qualifier (-ed, -ly, -ish, -est) is a count noun -------------------------

NOUNS = (
    "fish family ally fly supply assembly jelly butterfly dish radish relish finish wish forest interest "
    "chest nest test quest harvest contest request bed shed sled seed speed breed reed weed"
).split()
QUALIFIERS = (
    "roughly nearly approximately exactly doubled halved tripled rounded estimated reduced largest "
    "smallest biggest best latest reddish smallish fortyish hundred red daily limited"
).split()
NUMBER_GOLDS = ("2", "7", "12", "150")
FORMS = (
    "\\boxed{{{n} \\text{{ {w}}}}}",
    "\\boxed{{{n}\\text{{ {w}}}}}",
    "\\boxed{{{n}\\ \\text{{{w}}}}}",
    "\\boxed{{{n} \\mbox{{ {w}}}}}",
)


def counted(noun: str, n: str) -> str:
    """``noun`` as a count of ``n`` is written: singular after 1, plural otherwise (a singular after 7 is
    no count noun: ``normalize.uncounted_word``)."""
    if n == "1" or noun == "fish":
        return noun
    if re.search(r"[^aeiou]y$", noun):
        return noun[:-1] + "ies"
    return noun + "es" if re.search(r"(?:sh|ch|s|x)$", noun) else noun + "s"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("form", "gold"), list(itertools.product(FORMS, ("1", *NUMBER_GOLDS))))
def test_a_noun_that_ends_like_a_qualifier_is_read_as_a_count_noun(form, gold, mode):
    control = form.format(n=gold, w=counted("egg", gold))
    assert correct(control, gold, mode), control  # the form is one a count noun is read in
    refused = [w for w in NOUNS if not correct(form.format(n=gold, w=counted(w, gold)), gold, mode)]
    assert refused == []


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("form", "gold"), list(itertools.product(FORMS, NUMBER_GOLDS)))
def test_a_qualifier_that_ends_in_a_suffix_is_still_not_a_unit(form, gold, mode):
    accepted = [w for w in QUALIFIERS if correct(form.format(n=gold, w=w), gold, mode)]
    assert accepted == []


def test_the_suffix_nouns_only_lift_the_suffix_rule():
    """Every word of the list ends in a suffix the rule refuses (the list widens nothing else), none is a
    word that changes or hedges the number, and none is a qualifier of the tests above."""
    assert all(_NOT_COUNT_NOUN.search(w) for w in SUFFIX_NOUNS)
    assert not [w for w in SUFFIX_NOUNS if _NOT_UNITS.search(w)]
    assert not set(QUALIFIERS) & SUFFIX_NOUNS
    assert all(re.fullmatch(r"[a-z]{3,}", w) for w in SUFFIX_NOUNS)


def test_two_different_count_nouns_are_different_answers():
    assert not correct(r"\boxed{2 \text{ fish}}", r"2 \text{ dishes}", "standard")
    assert correct(r"\boxed{2 \text{ fish}}", r"2 \text{ fish}", "strict")


# --- a known unit after a variable is its unit ---------------------------------------------------------

LETTER_GOLDS = ("4a", "x", "2\\pi r", "3n", "\\frac{1}{2}h", "x^2 + 2x")
UNITS = ("\\text{ cm}", "\\text{cm}", "\\text{ meters}", "\\text{ cm}^2", "\\text{ dollars}", "\\mbox{ s}")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("gold", LETTER_GOLDS)
def test_a_unit_after_a_variable_is_its_unit(gold, mode):
    refused = [u for u in UNITS if not correct(f"\\boxed{{{gold} {u}}}", gold, mode)]
    assert refused == []
    assert correct(f"\\boxed{{{gold}\\text{{ cm}}}}", f"{gold} \\text{{ cm}}", mode)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("gold", LETTER_GOLDS)
def test_after_a_variable_only_a_known_unit_is_dropped(gold, mode):
    wrong = [
        (f"\\boxed{{{gold} \\text{{ cm}}}}", f"{gold}y"),  # another value
        (f"\\boxed{{{gold} \\text{{ cm}}}}", f"{gold} \\text{{ m}}"),  # another unit
        (f"\\boxed{{{gold} \\text{{ apples}}}}", gold),  # a count noun after a letter is prose
        (f"\\boxed{{{gold} \\text{{ percent}}}}", gold),  # x% is not x
        (f"\\boxed{{{gold}\\%}}", gold),
        (f"\\boxed{{{gold} \\text{{ degrees}}}}", gold),
        (f"\\boxed{{{gold} \\text{{ squared}}}}", gold),
        (f"\\boxed{{{gold} \\text{{ or more}}}}", gold),
        (f"\\boxed{{{gold} \\text{{ roughly}}}}", gold),
    ]
    assert [pair for pair in wrong if correct(*pair, mode)] == []


@pytest.mark.parametrize("mode", MODES)
def test_a_word_or_a_command_before_the_unit_is_not_a_variable(mode):
    assert not correct(r"\boxed{ab \text{ cm}}", "ab", mode)  # "ab" may be a word
    assert not correct(r"\boxed{\text{east} \text{ cm}}", r"\text{east}", mode)


# --- a percent in a computation is its fraction; a last step that rounds is true at its digits --------

# (chain, golds it states): every percent of the computation read as its fraction makes the step true
PERCENT_CHAINS = [
    (r"10\% = 0.1", ("0.1", r"10\%", r"\frac{1}{10}")),
    (r"0.1 = 10\%", ("0.1", r"10\%")),
    (r"50\% = \frac{1}{2}", ("0.5", r"50\%", r"\frac12")),
    (r"12.5\% = 0.125", ("0.125", r"\frac18", r"12.5\%")),
    (r"25\% \times 80 = 20", ("20",)),
    (r"x = 10\% = 0.1", ("0.1",)),
    (r"\frac{30}{120} \times 100 = 25\%", ("25", r"25\%")),  # the percent as its number, as before
]
FALSE_PERCENT_CHAINS = [
    (r"10\% = 0.2", ("0.2", r"10\%", r"20\%")),
    (r"20\% = 0.1", ("0.1", r"20\%", r"10\%")),
    (r"10\% = 0.1", ("10", "1")),  # it ends on 0.1, which is not 10
    (r"25\% \times 80 = 25", ("25",)),
    (r"25\% = 0.25\%", (r"0.25\%", r"25\%", "0.25")),
    (r"x = 10\% = 0.2", ("0.2",)),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("chain", "golds"), PERCENT_CHAINS)
def test_a_percent_in_a_computation_is_its_fraction(chain, golds, mode):
    assert [g for g in golds if not correct(f"\\boxed{{{chain}}}", g, mode)] == []


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("chain", "golds"), FALSE_PERCENT_CHAINS)
def test_a_false_percent_step_states_no_value(chain, golds, mode):
    assert [g for g in golds if correct(f"\\boxed{{{chain}}}", g, mode)] == []


def test_the_number_grader_reads_a_percent_computation_by_its_fractions():
    number = get_grader("number")
    assert grade_text(number, r"\boxed{25\% \times 80 = 20}", "20").correct
    assert grade_text(number, r"#### 10\% \cdot 50 = 5", "5").correct
    assert not grade_text(number, r"\boxed{25\% \times 80 = 25}", "25").correct
    assert not grade_text(number, r"\boxed{20\% = 0.1}", "0.1").correct


def _rounded(value: Fraction, places: int) -> str:
    q = round(value * 10**places)  # half to even: a correct rounding either way at a tie
    sign = "-" if q < 0 else ""
    digits = str(abs(q)).rjust(places + 1, "0")
    return f"{sign}{digits[:-places]}.{digits[-places:]}"


EXACT_VALUES = [  # (LaTeX, value)
    (r"\frac13", Fraction(1, 3)),
    (r"\frac{2}{3}", Fraction(2, 3)),
    (r"\frac{22}{7}", Fraction(22, 7)),
    (r"\frac{100}{7}", Fraction(100, 7)),
    (r"-\frac{5}{6}", Fraction(-5, 6)),
    (r"\frac{1}{12}", Fraction(1, 12)),
    (r"2^{-5} \cdot 3", Fraction(3, 32)),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("latex", "value"), EXACT_VALUES)
def test_a_last_step_that_rounds_at_its_stated_digits_is_true(latex, value, mode):
    for places in (1, 2, 3, 4, 6):
        shown = _rounded(value, places)
        if Fraction(shown) == value or Fraction(shown) == 0:
            continue
        assert correct(f"\\boxed{{{latex} = {shown}}}", shown, mode), (latex, shown)
        assert correct(f"\\boxed{{x = {latex} = {shown}}}", f"x = {shown}", mode), (latex, shown)
        # a wrong rounding (one unit off in its last digit) is a false step: no value
        off = _rounded(Fraction(shown) + Fraction(1, 10**places), places)
        assert not correct(f"\\boxed{{{latex} = {off}}}", off, mode), (latex, off)
        # the rounding states its decimal at its places: not the exact value, nor other digits
        assert not correct(f"\\boxed{{{latex} = {shown}}}", latex, mode), (latex, shown)
        longer = _rounded(value, places + 2)
        assert not correct(f"\\boxed{{{latex} = {shown}}}", longer, mode), (latex, shown, longer)


@pytest.mark.parametrize("mode", MODES)
def test_a_rounding_states_its_digits_only(mode):
    assert not correct(r"\boxed{6.96 = 7.0}", "7", mode)  # an exact gold at other places
    assert correct(r"\boxed{6.96 = 7.0}", "7.0", mode)
    assert not correct(r"\boxed{\frac13 = 0.5}", "0.5", mode)
    assert not correct(r"\boxed{0.04 = 0.0}", "0", mode)  # zero states no digit
    assert not correct(r"\boxed{0.04 = 0.0}", "0.0", mode)
    assert not correct(r"\boxed{\frac{22}{7} = 3}", "3", mode)  # an integer is no rounding
    assert not correct(r"\boxed{x = 8 = 7}", "7", mode)
    assert not correct(r"\boxed{x = 8 = 7.0}", "7.0", mode)
    assert not correct(r"\boxed{8 = 7.0}", "7.0", mode)


def test_a_rounding_of_an_irrational_is_proved_at_60_digits_in_standard_only():
    for latex, shown in ((r"\sqrt{2}", "1.414"), (r"\sqrt{3}", "1.73"), (r"\frac{\sqrt{2}}{2}", "0.7071")):
        assert correct(f"\\boxed{{{latex} = {shown}}}", shown, "standard")
        assert not correct(f"\\boxed{{{latex} = {shown}}}", shown, "strict")  # no exact proof
    assert not correct(r"\boxed{\sqrt{2} = 1.415}", "1.415", "standard")
    assert not correct(r"\boxed{\sqrt{2} = 1.41}", "1.414", "standard")


# --- the same value offered again is not an alternative ------------------------------------------------

SAME_AGAIN = [  # (answer in a box, the same value as another math span, gold)
    ("7", "7.0", "7"),
    ("7", r"\frac{14}{2}", "7"),
    (r"\frac12", "0.5", r"\frac12"),
    (r"\frac12", "0.5", "0.5"),
    ("0.25", r"\frac{1}{4}", "0.25"),
    ("-3", "-3.0", "-3"),
]
AGAIN_FORMS = (
    "The answer is $\\boxed{{{a}}}$, or ${b}$ in decimal.",
    "The answer is $\\boxed{{{a}}}$, or ${b}$.",
    "The answer is $\\boxed{{{a}}}$ (or ${b}$).",
    "So the answer is $\\boxed{{{a}}}$, or ${b}$ as a fraction.",
    "The answer is $\\boxed{{{a}}}$, or ${b}$ in simplest form.",
)


@pytest.mark.parametrize(("answer", "again", "gold"), SAME_AGAIN)
def test_the_same_value_offered_again_is_not_a_hedge(answer, again, gold):
    for form in AGAIN_FORMS:
        response = form.format(a=answer, b=again)
        assert correct(response, gold, "standard"), response
        assert not correct(response, gold, "strict")  # strict: nothing may follow the box


@pytest.mark.parametrize(("answer", "again", "gold"), SAME_AGAIN)
def test_another_value_offered_after_the_answer_is_still_a_hedge(answer, again, gold):
    other = [
        "The answer is $\\boxed{{{a}}}$, or $8$.",
        "The answer is $\\boxed{{{a}}}$, or $8$ in decimal.",
        "The answer is $\\boxed{{{a}}}$, or ${b}$, or $8$.",
        "The answer is $\\boxed{{{a}}}$, or ${b}$ or $8$.",
        "The answer is $\\boxed{{{a}}}$ or ${b}$ hundred.",  # a word that changes the value after it
        "The answer is $\\boxed{{{a}}}$ or ${b}$ squared.",
        "The answer is $\\boxed{{{a}}}$, or ${b}\\%$.",  # another reading of the number, not the same value
        "The answer is $\\boxed{{{a}}}$, or ${b}^\\circ$.",
        "The answer is $\\boxed{{{a}}}$, or ${b}$ in base 8.",
        "The answer is $\\boxed{{{a}}}$, or maybe ${b}$, or maybe $8$.",
        "The answer is $\\boxed{{{a}}}$, or ${b}$. It could also be $8$.",
        "The answer is $\\boxed{{{a}}}$, or 8.",
    ]
    if re.fullmatch(r"[-\d.]+", again):
        other.append("The answer is $\\boxed{{{a}}}$, or {b}.")  # a bare number is not compared (7 hundred)
    accepted = [f for f in other if correct(f.format(a=answer, b=again), gold, "standard")]
    assert accepted == []
