"""An answer the response frames as something other than its own, unconditional answer
(:mod:`proctor.grading.framing`): attributed to someone else, a misconception or a first impression, a
value labelled as a bound or an estimate, an answer under a condition that names a class of cases, one
part of a split. Each family over several phrasings, languages and golds, in both modes, beside honest
controls (conditions and leads that are steps of a derivation) that must still be read."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
GOLDS = ("7", r"\frac{3}{4}", "-2")


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(get_grader("math", mode=mode), response, gold).correct


def box(gold: str) -> str:
    return rf"$\boxed{{{gold}}}$"


# The review's cases (tests/grading/test_review_gaps.py listed them open).
REVIEW_CLOSED = [
    (r"Bob claims the answer is $\boxed{7}$.", MODES),
    (r"A common misconception is that the answer is $\boxed{7}$.", MODES),
    (r"At first glance the answer appears to be $\boxed{7}$.", MODES),
    (r"Lower bound: $\boxed{7}$", MODES),
    (r"When $n$ is even the answer is $\boxed{7}$.", MODES),
    (r"$\boxed{7}$ when $n$ is even.", MODES),
    (r"Part (a): $\boxed{7}$. Part (b): $8$.", MODES),
]


@pytest.mark.parametrize(("response", "modes"), REVIEW_CLOSED)
def test_the_reviews_framings_and_conditions_are_refused(response, modes):
    assert not any(correct(response, "7", mode) for mode in modes)


# 1. Attributed to someone else (before the answer: both modes).
ATTRIBUTED = [
    "Bob claims the answer is {b}.",
    "Alice says that the answer is {b}.",
    "The teacher believes the answer is {b}.",
    "Many students answer {b}.",
    "One might think the answer is {b}.",
    "It is tempting to say the answer is {b}.",
    "According to Bob, the answer is {b}.",
    "Bob's answer is {b}.",
    "Maria guessed {b}.",
    "Most people would say {b}.",
    "My friend argues that the answer is {b}.",
    "Someone suggested {b}.",
    "Según Bob, la respuesta es {b}.",
    "Bob behauptet, dass die Antwort {b} ist.",
    "Selon Alice, la réponse est {b}.",
    "Selon mon professeur, la réponse est {b}.",
    "Según mi amigo, la respuesta es {b}.",
    "Bob acha que a resposta é {b}.",
    "Боб утверждает, что ответ {b}.",
    "Bob 认为答案是 {b}。",
    "The teacher's answer is {b}.",
    "It's tempting to conclude the answer is {b}.",
    "Muchos estudiantes responden {b}.",
    "Viele Schüler antworten {b}.",
    "Beaucoup d'élèves répondent {b}.",
    "Многие студенты отвечают {b}.",
    "很多学生回答 {b}。",
    "Common sense says {b}.",
    "It is often said that the answer is {b}.",
    "Rumor has it that the answer is {b}.",
    "Some claim the answer is {b}.",
    "Textbooks often state the answer is {b}.",
]
# 2. A misconception, a trap, a first impression, an appearance (both modes).
FRAMED = [
    "A common misconception is that the answer is {b}.",
    "It is a myth that the answer is {b}.",
    "The naive answer is {b}.",
    "A tempting answer is {b}.",
    "A classic trap: the answer is {b}.",
    "At first glance the answer appears to be {b}.",
    "At first sight, the answer is {b}.",
    "On the surface, the answer looks like {b}.",
    "Initially, it seems the answer is {b}.",
    "Intuitively, the answer is {b}.",
    "My first impression is {b}.",
    "Apparently the answer is {b}.",
    "A primera vista, la respuesta es {b}.",
    "Auf den ersten Blick ist die Antwort {b}.",
    "À première vue, la réponse est {b}.",
    "À primeira vista, a resposta é {b}.",
    "На первый взгляд ответ {b}.",
    "乍一看，答案是 {b}。",
    "Scheinbar ist die Antwort {b}.",
    "Apparemment, la réponse est {b}.",
    "A widely held belief is that the answer is {b}.",
    "Aparentemente, a resposta é {b}.",
    "По-видимому, ответ {b}.",
]
# 3. A value labelled as something other than the answer (both modes).
LABELLED = [
    "Lower bound: {b}",
    "Upper bound: {b}",
    "An upper bound for $n$ is {b}.",
    "Estimate: {b}",
    "One example is {b}.",
    "A counterexample is {b}.",
    "Conjecture: {b}",
    "Hypothesis: {b}",
    "Cota inferior: {b}",
    "Untere Schranke: {b}",
    "Borne inférieure : {b}",
    "Нижняя оценка: {b}",
    "A sample value is {b}.",
    "For instance, {b}.",
    "Por ejemplo, {b}.",
]
# 4. A condition that names a class of cases, before the answer (both modes).
CONDITIONED = [
    "When $n$ is even the answer is {b}.",
    "When $n$ is even, the answer is {b}.",
    "Whenever $n$ is odd, the answer is {b}.",
    "If $n$ is even, then the answer is {b}.",
    "If $n > 2$, the answer is {b}.",
    r"If $x \geq 0$, the answer is {b}.",
    "For $n$ odd, the answer is {b}.",
    "For even $n$ the answer is {b}.",
    "In the case that $n$ is prime, the answer is {b}.",
    "Assuming $x > 0$, the answer is {b}.",
    "Provided $n$ is positive, the answer is {b}.",
    "for $n$ even: {b}",
    "Cuando $n$ es par, la respuesta es {b}.",
    "Wenn $n$ gerade ist, ist die Antwort {b}.",
    "Quand $n$ est pair, la réponse est {b}.",
    "Quando $n$ é par, a resposta é {b}.",
    "Когда $n$ чётно, ответ {b}.",
    "当 $n$ 为偶数时，答案是 {b}。",
    "In the case $n$ even, the answer is {b}.",
    "Assume $n$ is even. Then the answer is {b}.",
    "Suppose $n$ is odd. In this case, the answer is {b}.",
    "Si $n$ es par. Entonces la respuesta es {b}.",
]
# 5. After the answer: a condition, an attribution, a label, a sentence that frames it (standard: strict
# refuses any text after its answer).
AFTER = [
    "{b} when $n$ is even.",
    "The answer is {b} for even $n$.",
    "The answer is {b} if $n > 2$.",
    "The answer is {b} whenever $n$ is odd.",
    "The answer is {b}, according to Bob.",
    "The answer is {b}, as Bob claims.",
    "The answer is {b}, a lower bound.",
    "The answer is {b}, at first glance.",
    "The answer is {b}. That is a common misconception.",
    "The answer is {b}. This is only a lower bound.",
    "The answer is {b}. This holds only when $n$ is even.",
    "La respuesta es {b} cuando $n$ es par.",
    "Die Antwort ist {b}, wenn $n$ gerade ist.",
    "The answer is {b} (for even $n$).",
    "The answer is {b}. But that's only an upper bound.",
]
# 6. One part or case of several.
SPLIT = [
    ("Part (a): {b}. Part (b): $99$.", MODES),
    ("Case 1: {b}. Case 2: $99$.", MODES),
    ("Case 1: $99$.\nCase 2: {b}.", MODES),
    ("(a) {b} (b) $99$", MODES),
    ("(i) $99$\n(ii) {b}", MODES),
    ("for $n$ even: {b}; for $n$ odd: $99$.", MODES),
    ("Teil (a): {b}. Teil (b): $99$.", MODES),
    ("Even $n$: {b}. Odd $n$: $99$.", MODES),
    ("In case 1 the answer is {b}; in case 2 it is $99$.", MODES),
]
# 7. Strict: a sentence whose answer is named after a lead that does not conclude ("Rumour has it the answer
# is"): whatever framing it words, the answer is not the writer's conclusion.
STRICT_LEADS = [
    "Rumour has it the answer is {b}.",
    "Legend says the answer is {b}.",
    "The textbook lists the answer as {b}.",
    "Everybody knows the answer is {b}.",
    "Our rival's notes put the answer at {b}.",
    "In an alternate universe the answer is {b}.",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("form", ATTRIBUTED + FRAMED + LABELLED + CONDITIONED)
def test_a_framed_or_conditioned_answer_is_refused(form, gold, mode):
    assert not correct(form.format(b=box(gold)), gold, mode)


@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("form", AFTER)
def test_a_condition_or_framing_after_the_answer_is_refused(form, gold):
    assert not correct(form.format(b=box(gold)), gold, "standard")


@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize(("form", "modes"), SPLIT)
def test_one_part_of_a_split_is_refused(form, modes, gold):
    assert not any(correct(form.format(b=box(gold)), gold, mode) for mode in modes)


@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("form", STRICT_LEADS)
def test_strict_reads_only_a_lead_that_concludes(form, gold):
    assert not correct(form.format(b=box(gold)), gold, "strict")


# Honest controls: a condition that is a step of the derivation (a value substituted, a fact established, a
# conclusion drawn), a contrast that reaffirms the writer's answer, words that only look like a framing.
# (Standard only where strict's word list refuses the sentence already: "if", "say", "estimate".)
HONEST = [
    ("When $x=2$, we get $f(2)={g}$.", MODES),
    ("The minimum occurs when $x = 3$, so the answer is {b}.", MODES),
    ("The minimum occurs when $x > 3$, so the answer is {b}.", MODES),
    ("If we add these, we get {b}.", ("standard",)),
    ("Since $n$ is even, the answer is {b}.", MODES),
    ("Therefore, the final answer is {b}.", MODES),
    ("This means that the answer is {b}.", MODES),
    ("It follows that the answer is {b}.", MODES),
    ("So the least upper bound is {b}.", MODES),
    ("The limit is {b}.", MODES),
    ("If we take the positive root, we get $x = {g}$.", ("standard",)),
    ("Bob has {b} apples.", ("standard",)),
    ("Vieta's formulas give the sum as {b}.", MODES),
    ("By the induction hypothesis, $a_n = {g}$.", MODES),
    ("Bob claims $99$, but the answer is {b}.", MODES),
    ("Many students answer {b}, which is right.", ("standard",)),
    ("Assume $x = 2$. Then the answer is {b}.", ("standard",)),
    ("Let $n = 5$. Then $f(n) = {g}$.", MODES),
    (r"The expression simplifies to $\frac{{6T}}{{2T}} = {g}$ (as long as $T \neq 0$).", ("standard",)),
    ("At first glance the answer appears to be $99$, but it is actually {b}.", ("standard",)),
    ("也就是说，答案是 {b}。", ("standard",)),
    ("所以答案是 {b}。", MODES),
    ("Also ist die Antwort {b}.", ("standard",)),
    ("Case 1: $n$ even gives a contradiction. Case 2: $n$ odd. Then the answer is {b}.", MODES),
    ("The answer is {b} for all $n$.", ("standard",)),
    ("The answer is {b} when rounded to the nearest integer.", ("standard",)),
    ("The answer is {b}, as expected.", ("standard",)),
    ("The answer is {b}. This seems reasonable.", ("standard",)),
    ("The answer is {b}. This avoids the common mistake of double counting.", ("standard",)),
    ("Using this estimate, the answer is {b}.", ("standard",)),
    ("For example, $n = 3$ works. The answer is {b}.", MODES),
    # MATH-500's human solutions: a name in a word problem, a condition on what the answer counts, a
    # definition ("if and only if") in the answer's own math, a word that holds a framing noun ("trapezoid")
    ("Thus, Frank answered {b} questions correctly.", ("standard",)),
    ("So the teacher saw that Frank answered {b} questions correctly.", ("standard",)),
    (r"This gives us a total of {b} values of $f(x)$ when $x\ge0$.", ("standard",)),
    (r"Which is true if and only if $x\ge \frac{{a}}{{b}} = {g}$.", ("standard",)),
    ("We find that the area of the trapezoid is {b} square centimeters.", MODES),
    (
        "Since the question calls for the nearest whole number, we round 6.8 to the final answer of {b}.",
        MODES,
    ),
    (r"Then the sum of the two possible values of $c$ is \[a + b = {g}.\]", MODES),
    ("We write the answer as {b}.", MODES),
]


@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize(("form", "modes"), HONEST)
def test_honest_conditions_and_leads_are_still_read(form, modes, gold):
    response = form.format(b=box(gold), g=rf"\boxed{{{gold}}}")
    for mode in modes:
        assert correct(response, gold, mode), (response, mode)
