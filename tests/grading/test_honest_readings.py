"""Honest answers the rules once refused, read by the mechanisms that now account for them, each with
the wrong answers of the same shape that stay refused (docs/grading.md): a noun that only ends like a
qualifier (``2 \\text{ fish}``), a unit after a variable (``4a \\text{ cm}``)."""

from __future__ import annotations

import itertools
import re

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


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("form", "gold"), list(itertools.product(FORMS, NUMBER_GOLDS)))
def test_a_noun_that_ends_like_a_qualifier_is_read_as_a_count_noun(form, gold, mode):
    control = form.format(n=gold, w="eggs")
    assert correct(control, gold, mode), control  # the form is one a count noun is read in
    refused = [w for w in NOUNS if not correct(form.format(n=gold, w=w), gold, mode)]
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
