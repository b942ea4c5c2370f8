"""Wrong answers a review found accepted, closed by mechanisms; each family is generated over several
forms, both modes and several golds, beside honest controls that must still be read.

- a false equation between sets, tuples and numbers (``\\{8\\} = \\{7\\}``): compared element by element;
- a definition (``8 := 7``) or a named constant on the left of ``=`` (``\\pi = 7``): no value;
- a relation that leads to the answer from outside its box (``$\\approx$ \\boxed{7}``);
"""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
GOLDS = ("7", "12", r"\frac{3}{4}", "-2")


def correct(response: str, gold: str, mode: str, grader: str = "math") -> bool:
    return grade_text(get_grader(grader, mode=mode), response, gold).correct


def other(gold: str) -> str:
    """A value different from ``gold``."""
    return {"7": "8", "12": "13", r"\frac{3}{4}": r"\frac{4}{3}", "-2": "2"}[gold]


# 1. Sets compared by their elements, not their sizes; a set or a tuple is never a number.
SET_EQUATIONS = [
    r"\{{{w}\}} = \{{{g}\}}",
    r"\{{{w}, 1\}} = \{{{g}, 1\}}",
    r"\{{1, {w}\}} = \{{{g}, 1\}}",
    r"\{{{w}\}} = {g}",
    r"({w}, 1) = {g}",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("form", SET_EQUATIONS)
def test_a_false_equation_of_sets_states_no_value(form, gold, mode):
    answer = form.format(w=other(gold), g=gold)
    for target in (gold, rf"\{{{gold}\}}", rf"\{{{gold}, 1\}}"):
        assert not correct(rf"The answer is $\boxed{{{answer}}}$.", target, mode), (answer, target)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("answer", "gold"),
    [
        (r"\{2, 1\} = \{1, 2\}", r"\{1, 2\}"),
        (r"\{\frac{1}{2}\} = \{0.5\}", r"\{0.5\}"),
        (r"\{1, 2\}", r"\{2, 1\}"),
        (r"A = \{1, 2\}", r"\{1, 2\}"),
        (r"x = 3 + 4 = 7", "7"),
    ],
)
def test_a_true_equation_of_sets_is_its_value(answer, gold, mode):
    assert correct(rf"The answer is $\boxed{{{answer}}}$.", gold, mode)


# 2. A definition defines a name; a constant is not a name.
DEFINITIONS = [
    r"{w} := {g}",
    r"{w} \coloneqq {g}",
    r"{w} ≔ {g}",
    r"{w} + 0 := {g}",
    r"{g} =: {w}",
    r"\pi = {g}",
    r"\pi := {g}",
    r"\pi = {g} = {g}",
    r"\infty = {g}",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("form", DEFINITIONS)
def test_a_definition_of_a_value_or_a_constant_states_no_value(form, gold, mode):
    answer = form.format(w=other(gold), g=gold)
    for grader in ("math", "number"):
        if grader == "number" and "frac" in gold:
            continue
        assert not correct(rf"$\boxed{{{answer}}}$", gold, mode, grader), (answer, grader)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize(
    "form", [r"x := {g}", r"x \coloneqq {g}", r"{g} =: x", r"x = {g}", r"e = {g}", r"k_1 := {g}"]
)
def test_a_definition_of_a_name_is_an_assignment(form, gold, mode):
    assert correct(rf"$\boxed{{{form.format(g=gold)}}}$", gold, mode)


# 3. A relation that leads to the box from outside it: a bound or an approximation, not the value.
LEADS = [
    r"$\approx$ \boxed{{{g}}}",
    r"$x \approx$ \boxed{{{g}}}",
    r"$x\approx$\boxed{{{g}}}",
    r"So $x \approx$ $\boxed{{{g}}}$.",
    r"$x \neq$ \boxed{{{g}}}",
    r"$x <$ \boxed{{{g}}}",
    r"\(x \ge\) \boxed{{{g}}}",
    r"$x \sim$ \boxed{{{g}}}",
    r"Hence x ≈ \boxed{{{g}}}.",
    r"Hence x > \boxed{{{g}}}.",
    r"x \approx \boxed{{{g}}}",
    r"$x \approx \boxed{{{g}}}$",
    r"$$x \leq \boxed{{{g}}}$$",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("form", LEADS)
def test_a_relation_leading_to_the_box_qualifies_it(form, gold, mode):
    assert not correct(form.format(g=gold), gold, mode)


HONEST_LEADS = [
    r"The answer is $\boxed{{{g}}}$.",
    r"$x = $ \boxed{{{g}}}",
    r"$x$ = \boxed{{{g}}}",
    r"$x = \boxed{{{g}}}$",
    r"Since $0 < a$, we get $a = \boxed{{{g}}}$.",
    r"$0 < a, a = \boxed{{{g}}}$",
    r"So => \boxed{{{g}}}",
    r"So -> \boxed{{{g}}}",
    r"> \boxed{{{g}}}",
    r"is~$\boxed{{{g}}}$",
    r"$x < 5$ so \boxed{{{g}}}",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("form", HONEST_LEADS)
def test_an_equation_arrow_or_earlier_bound_leading_to_the_box_keeps_it(form, gold, mode):
    assert correct(form.format(g=gold), gold, mode)
