"""Wrong answers a review found accepted, closed by mechanisms; each family is generated over several
forms, both modes and several golds, beside honest controls that must still be read.

- a false equation between sets, tuples and numbers (``\\{8\\} = \\{7\\}``): compared element by element;
- a definition (``8 := 7``) or a named constant on the left of ``=`` (``\\pi = 7``): no value;
- a relation that leads to the answer from outside its box (``$\\approx$ \\boxed{7}``);
- a word after the number that is no count noun (``7\\text{ quintillion}``, ``7\\text{ guess}``): a
  magnitude, a hedge, a bound, a judgement, or a singular after a whole number other than 1;
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


# 3. A relation that leads to the box from outside it: a bound, or an approximation sign standing on its own,
# in both modes; an approximation of what stands on its left (a rounded value) in strict mode only.
LEADS = [
    r"$\approx$ \boxed{{{g}}}",
    r"So $\approx$ $\boxed{{{g}}}$.",
    r"$\approx \boxed{{{g}}}$",
    r"\approx \boxed{{{g}}}",
    r"≈ \boxed{{{g}}}",
    r"Hence x ≈ \boxed{{{g}}}.",
    r"$\sim$ \boxed{{{g}}}",
    r"$x \neq$ \boxed{{{g}}}",
    r"$x <$ \boxed{{{g}}}",
    r"\(x \ge\) \boxed{{{g}}}",
    r"Hence x > \boxed{{{g}}}.",
    r"$x \leq \boxed{{{g}}}$",
    r"$$x \neq \boxed{{{g}}}$$",
    r"$3 \pm \boxed{{{g}}}$",
]
ROUNDED = [
    r"$x \approx$ \boxed{{{g}}}",
    r"$x\approx$\boxed{{{g}}}",
    r"$x \approx \boxed{{{g}}}$",
    r"$\sqrt{{50}} \approx \boxed{{{g}}}$",
    r"$x \sim$ \boxed{{{g}}}",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("form", LEADS)
def test_a_relation_leading_to_the_box_qualifies_it(form, gold, mode):
    assert not correct(form.format(g=gold), gold, mode)


@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("form", ROUNDED)
def test_an_approximation_of_a_quantity_is_its_rounded_value_in_standard_mode_only(form, gold):
    response = form.format(g=gold)
    assert correct(response, gold, "standard")  # as "x is approximately 7" is read
    assert not correct(response, gold, "strict")


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
    r"$x<5$ $\boxed{{{g}}}$",
    r"Since $a \le b$ and $x \approx 3.5$, we get $x = \boxed{{{g}}}$",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("form", HONEST_LEADS)
def test_an_equation_arrow_or_earlier_bound_leading_to_the_box_keeps_it(form, gold, mode):
    assert correct(form.format(g=gold), gold, mode)


# 4. A word in \text{} after the number is dropped as a count noun only where it is one.
NOT_COUNT_NOUNS = [
    "quintillion",  # magnitude words: the -illion names, number names
    "zillion",
    "gazillion",
    "milliard",
    "googol",
    "seven",
    "guess",  # hedges, approximations, doubt
    "guesses",
    "estimate",
    "ballpark",
    "reckon",
    "approx",
    "thereabouts",
    "perhaps",
    "tentatively",
    "unverified",
    "max",  # bounds
    "tops",
    "minimum",
    "wrong",  # judgements and withdrawals
    "placeholder",
    "typo",
    "undefined",
    "maybes",
    "tens",
    "apple",  # a singular noun after a whole number other than 1: not what 7 things are called
    "volcano",
]
WRAPPERS = [
    r"{n}\text{{ {w}}}",
    r"{n} \text{{{w}}}",
    r"{n}\,\textbf{{{w}}}",
    r"{n}~\mbox{{{w}}}",
    r"{n}\textrm{{ {w}}}",
]


@pytest.mark.parametrize("grader", ["math", "number"])
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("gold", ["7", "12", "-2", "250"])
@pytest.mark.parametrize("word", NOT_COUNT_NOUNS)
def test_a_word_that_is_not_what_the_number_counts_is_not_dropped(word, gold, mode, grader):
    for wrapper in WRAPPERS:
        answer = wrapper.format(n=gold, w=word)
        assert not correct(rf"The answer is $\boxed{{{answer}}}$.", gold, mode, grader), answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("word", ["guess", "quintillion", "approx", "wrong"])
def test_after_one_a_hedge_or_a_magnitude_word_is_still_not_a_count_noun(word, mode):
    assert not correct(rf"$\boxed{{1\text{{ {word}}}}}$", "1", mode)


COUNT_NOUNS = [
    ("2", "apples"),
    ("18", "eggs"),
    ("7", "children"),
    ("7", "sheep"),
    ("7", "people"),
    ("7", "boxes"),
    ("7", "classes"),
    ("7", "ways"),
    ("250", "students"),
    ("1", "apple"),
    ("1", "way"),
    (r"\frac{1}{2}", "pie"),
    ("2.5", "pies"),
    ("7", "cm"),
    ("7", "dollars"),
    ("12", "inches"),
]


@pytest.mark.parametrize("grader", ["math", "number"])
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("number", "word"), COUNT_NOUNS)
def test_a_count_noun_or_a_unit_after_the_number_is_dropped(number, word, mode, grader):
    if grader == "number" and "frac" in number:
        pytest.skip("the number grader's gold is a plain number")
    for wrapper in WRAPPERS:
        answer = wrapper.format(n=number, w=word)
        assert correct(rf"The answer is $\boxed{{{answer}}}$.", number, mode, grader), answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("answer", "gold"),
    [
        (r"7 \text{ million}", "7000000"),
        (r"7 \text{ million}", r"7 \text{ million}"),
        ("7 million", "7000000"),
        (r"7 \text{ quintillion}", "7000000000000000000"),
        (r"3 \text{ quadrillion}", "3 \\times 10^{15}"),
        (r"7 \text{ guess}", r"7 \text{ guess}"),  # the gold has the same word
        (r"7 \text{ apple}", r"7 \text{ apple}"),
    ],
)
def test_a_scale_word_multiplies_and_a_word_the_gold_has_is_compared(answer, gold, mode):
    assert correct(rf"$\boxed{{{answer}}}$", gold, mode)


@pytest.mark.parametrize("mode", MODES)
def test_a_scale_word_is_never_the_bare_number(mode):
    assert not correct(r"$\boxed{7 \text{ quintillion}}$", "7", mode)
    assert not correct(r"$\boxed{7 \text{ quadrillion}}$", "7000000000000", mode)


# 5. Strict: the sentence holding the box states it in a plain voice (a first-person subject takes a verb that
# derives or states a result; no word of stance); standard reads these as before.
OPINIONS = [
    r"I reckon \boxed{{{g}}}",
    r"I reckon the answer is $\boxed{{{g}}}$.",
    r"I think the answer is $\boxed{{{g}}}$.",
    r"We believe the answer is $\boxed{{{g}}}$.",
    r"I suspect it is $\boxed{{{g}}}$.",
    r"I'd wager $\boxed{{{g}}}$.",
    r"I'd venture $\boxed{{{g}}}$.",
    r"I'll go with $\boxed{{{g}}}$.",
    r"I'm going with $\boxed{{{g}}}$.",
    r"I feel like it's $\boxed{{{g}}}$.",
    r"My hunch is $\boxed{{{g}}}$.",
    r"My gut says $\boxed{{{g}}}$.",
    r"Seemingly, the answer is $\boxed{{{g}}}$.",
    r"It seems the answer is $\boxed{{{g}}}$.",
    r"Apparently the answer is $\boxed{{{g}}}$.",
    r"Presumably $\boxed{{{g}}}$.",
]
PLAIN_VOICES = [
    r"So we get $\boxed{{{g}}}$.",
    r"We find that $x = \boxed{{{g}}}$.",
    r"Therefore, we have $x = \boxed{{{g}}}$.",
    r"I get $\boxed{{{g}}}$.",
    r"We can now see that the answer is $\boxed{{{g}}}$.",
    r"Thus, our answer is $\boxed{{{g}}}$.",
    r"Adding these, we obtain $\boxed{{{g}}}$.",
    r"Let's box it: $\boxed{{{g}}}$.",
    r"We conclude that the answer is $\boxed{{{g}}}$.",
    r"The answer is $\boxed{{{g}}}$.",
    r"$x = {g}$, i.e. $\boxed{{{g}}}$.",
    r"In case I, we get $\boxed{{{g}}}$.",
    r"Case I: $x = \boxed{{{g}}}$.",
]


@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("form", OPINIONS)
def test_strict_refuses_an_answer_stated_as_an_opinion(form, gold):
    assert not correct(form.format(g=gold), gold, "strict")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("form", PLAIN_VOICES)
def test_an_answer_derived_in_the_writers_voice_is_read(form, gold, mode):
    assert correct(form.format(g=gold), gold, mode)


# 6. A later sentence that opens on another value and offers it as an answer.
OFFERED_AFTER = [
    r"The answer is $\boxed{{{g}}}$. {w} is also correct.",
    r"$\boxed{{{g}}}$. {w} is correct too.",
    r"$\boxed{{{g}}}$. Also, $x = {w}$ works.",
    r"$\boxed{{{g}}}$. {w} is a valid answer as well.",
    r"$\boxed{{{g}}}$. But ${w}$ is right as well.",
    r"$\boxed{{{g}}}$. However, {w} is equally valid.",
    r"$\boxed{{{g}}}$." "\n\n" r"${w}$ is also a solution.",
    r"$\boxed{{{g}}}$. {w} also satisfies the equation.",
    r"$\boxed{{{g}}}$. The answer {w} is also correct.",
    r"$\boxed{{{g}}}$. Both ${g}$ and ${w}$ are correct.",
    r"$\boxed{{{g}}}$. Another solution, {w}, is valid too.",
]
# 7. Another value offered as an alternative right before the box.
OFFERED_BEFORE = [
    r"The answer is {w}, or \boxed{{{g}}}.",
    r"The answer is {w} or \boxed{{{g}}}.",
    r"The answer is ${w}$, or $\boxed{{{g}}}$.",
    r"The answer is ${w}$ or $x = \boxed{{{g}}}$.",
    r"The answer is ${w}$ / $\boxed{{{g}}}$.",
    r"It is {w}, or alternatively \boxed{{{g}}}.",
    r"We get {w} or else \boxed{{{g}}}.",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("form", OFFERED_AFTER + OFFERED_BEFORE)
def test_another_value_offered_beside_the_answer_makes_it_one_of_two(form, gold, mode):
    w = other(gold)
    if "\\" in w and form.split("{w}")[0].count("$") % 2 == 0:
        w = f"${w}$"  # LaTeX in prose is written in math (a bare \\frac in prose is no value to read)
    assert not correct(form.format(g=gold, w=w), gold, mode)


RESTATED = [
    r"The answer is $\boxed{{{g}}}$. {g} is correct.",
    r"The answer is $\boxed{{{g}}}$. Check: $3 \cdot 4 = 12$ is correct.",
    r"The answer is $\boxed{{{g}}}$. 21 is divisible by 3.",
    r"The answer is $\boxed{{{g}}}$. {w} is not correct.",
    r"The answer is $\boxed{{{g}}}$. 4 + 3 = 7 is right.",
    r"So $y = {g}$, or $\boxed{{{g}}}$.",
    r"We get $\frac{{{g2}}}{{2}}$, or $\boxed{{{g}}}$.",
    r"So $360 + 2x = 600$, or $x = \boxed{{{g}}}$.",
    r"It leaves $3 \cdot 2^6 - 3 = 189$ ways, or $189 - 189 + {g} = \boxed{{{g}}}$.",
    r"The answer is \boxed{{{g}}}. Or we could compute it another way.",
    r"The answer is $\boxed{{{g}}}$. Both ${g}$ and $\frac{{{g2}}}{{2}}$ are correct.",
    r"The answer is $\boxed{{{g}}}$. The number 3 and the number 4 are smaller.",
]


@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("form", RESTATED)
def test_a_restatement_a_check_or_a_rejected_value_keeps_the_answer(form, gold):
    g2 = {"7": "14", "12": "24", r"\frac{3}{4}": r"\frac{3}{2}", "-2": "-4"}[gold]
    assert correct(form.format(g=gold, w=other(gold), g2=g2), gold, "standard")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "response",
    [
        r"The answer is $\boxed{x^2+1}$. $x^2-1$ is also correct.",
        r"The answer is $x^2-1$, or $\boxed{x^2+1}$.",
        r"It is $x^2-1$ / $\boxed{x^2+1}$.",
        r"The answer is $\boxed{(3, -1)}$. $(-1, 3)$ is a valid answer too.",
    ],
)
def test_an_offered_expression_or_tuple_is_another_value_too(response, mode):
    gold = "(3, -1)" if "(3, -1)" in response else "x^2+1"
    assert not correct(response, gold, mode)


@pytest.mark.parametrize(
    "response",
    [
        r"The answer is $\boxed{x^2+1}$. $1 + x^2$ is also correct.",
        r"So $y = 1 + x^2$, or $\boxed{x^2+1}$.",
    ],
)
def test_the_same_expression_offered_again_keeps_the_answer(response):
    assert correct(response, "x^2+1", "standard")
