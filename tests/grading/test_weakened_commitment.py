"""A committed answer that the response weakens is not read, in either mode: a retraction or an admission
of an error after it ("Hold on, there is an error."), a qualifier standing beside it ("\\boxed{7}
(approximately)", "\\boxed{7}\\n(unconfirmed)", "Probably, \\boxed{7}.", "Maybe。\\boxed{7}。"). The cases are
families generated from phrasings, punctuation (ASCII and full-width), line breaks and positions, not the
few lines that found the gaps; the controls beside them are honest outputs that must still be read
(proctor.grading.commitment: the run of clauses a retraction is read in, _RETRACTION's admissions,
_QUALIFIER and the fragments and brackets it is read in)."""

from __future__ import annotations

import itertools
import random

import pytest

import proctor
from proctor.grading.commitment import committed

MODES = ("standard", "strict")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


# --- families that must be refused: a sample of each product, seeded ------------------------------
ANSWERS = [
    "The answer is $\\boxed{7}$.",
    "So the final answer is \\boxed{7}.",
    "\\boxed{7}",
    "Therefore $x = \\boxed{7}$.",
    "The answer is 7.",
]
BREAKS = [" ", "\n", "\n\n", "。"]
INTERJECTIONS = ["", "Hold on, ", "Hang on, ", "Wait, ", "Hmm, ", "Actually, ", "Oh no, ", "Hold on — "]
INTERJECTIONS += ["Hold on; ", "Hold on: ", "Wait。", "Hold on，"]
ADMISSIONS = [
    "there is an error.",
    "there's a mistake somewhere.",
    "there must be a typo in my work.",
    "there was an oversight.",
    "that was a miscalculation.",
    "this was an arithmetic error.",
    "that is a mistake.",
    "my calculation was wrong.",
    "the result above is incorrect.",
    "that seems off.",
    "something is off.",
    "that doesn't add up.",
    "I made a small error.",
    "I found a mistake in step 2.",
    "we made an error in the second line.",
    "I miscounted.",
    "I misread the problem.",
    "I messed up the sum.",
    "有错误。",
    "算错了。",
]


def retractions() -> list[str]:
    return [
        a + b + (i + m if i else _cap(m))
        for a, b, i, m in itertools.product(ANSWERS, BREAKS, INTERJECTIONS, ADMISSIONS)
    ]


HEDGES = ["Maybe", "Perhaps", "Probably", "Possibly", "Presumably", "Most likely", "I guess", "My guess"]
HEDGES += [
    "Not sure",
    "I'm not sure",
    "Roughly",
    "Approximately",
    "So, probably",
    "Hmm, maybe",
    "My best guess",
]
HEDGES += ["Quizás", "Vielleicht", "Peut-être", "也许", "大概", "可能"]
SEPARATORS = [", ", "。", "，", ". ", "! ", "... ", "\n", ": ", " — ", "; ", "！", ".\n\n", "："]
TARGETS = ["\\boxed{7}", "$\\boxed{7}$", "the answer is \\boxed{7}.", "\\(\\boxed{7}\\)", "$$\\boxed{7}$$"]
TARGETS += ["it is $7$.", "答案是 \\boxed{7}。", "the final answer is 7."]


def hedges_before() -> list[str]:
    out = []
    for hedge, sep, target in itertools.product(HEDGES, SEPARATORS, TARGETS):
        out.append(hedge + sep + (_cap(target) if sep.strip() in ".!。！" or "\n" in sep else target))
    return out


QUALIFIERS = ["approximately", "approx.", "unconfirmed", "unverified", "not verified", "not sure", "probably"]
QUALIFIERS += [
    "maybe",
    "I think",
    "estimated",
    "roughly",
    "tentative",
    "likely",
    "my best guess",
    "not 100% sure",
]
QUALIFIERS += ["to be verified", "I'm not sure", "if I'm right", "I could be wrong", "needs checking", "大约"]
QUALIFIERS += ["未验证", "aproximadamente", "ungefähr", "approximately, unverified"]
FORMS = [
    " ({})",
    " [{}]",
    "（{}）",
    "\n({})",
    " {}.",
    ", {}.",
    ". {}.",
    "\n\n{}.",
    " — {}",
    "。{}。",
    "\n*({})*",
]
FORMS += [" *({})*.", "，{}。", "! {}!"]
BEFORE_QUALIFIER = ["\\boxed{7}", "The answer is $\\boxed{7}$", "Final answer: \\boxed{7}", "$$\\boxed{7}$$"]
BEFORE_QUALIFIER += ["So $x = 7$", "The answer is 7"]


def qualifiers_after() -> list[str]:
    out = []
    for answer, form, qualifier in itertools.product(BEFORE_QUALIFIER, FORMS, QUALIFIERS):
        out.append(
            answer + form.format(_cap(qualifier) if form.startswith((". ", "\n\n", "。", "!")) else qualifier)
        )
    return out


FAMILIES = {
    "retraction after": retractions,
    "hedge before": hedges_before,
    "qualifier after": qualifiers_after,
}
SAMPLE = 250  # of each family (thousands in all: perf-free, but the suite stays short)


@pytest.mark.parametrize("family", FAMILIES)
@pytest.mark.parametrize("mode", MODES)
def test_a_weakened_answer_is_refused_in_every_family(family: str, mode: str) -> None:
    cases = FAMILIES[family]()
    assert len(cases) > SAMPLE
    sample = random.Random(f"{family}/46").sample(cases, SAMPLE)
    accepted = [c for c in sample if proctor.grade(c, "7", "math", mode=mode).correct]
    assert accepted == [], f"{len(accepted)} of {SAMPLE} accepted, e.g. {accepted[:5]}"


# The lines that found the gaps (each accepted before), and their nearest neighbours.
GAPS = [
    "The answer is $\\boxed{7}$. Hold on, there is an error.",
    "The answer is \\boxed{7}. That was a miscalculation.",
    "\\boxed{7} (approximately)",
    "\\boxed{7}\n(unconfirmed)",
    "Probably, \\boxed{7}.",
    "Maybe。\\boxed{7}。",
    "The answer is \\boxed{7}. Hold on, I see an error.",
    # a retraction split by a comma: its interjection and its judgement are read together
    "The answer is \\boxed{7}. Hold on, my mistake.",
    "The answer is \\boxed{7}. Hang on, wrong sign.",
    "So \\boxed{7}. Hold on, an error in line 2.",
    "\\boxed{7} I miscounted.",  # no sentence end: the admission follows the box in its clause
    "\\boxed{7}-ish",
    "\\boxed{7} or so.",
    "\\boxed{7}. Probably.",
    "The answer is \\boxed{7}, I think.",
    "\\boxed{7}\n\n*(not 100% sure)*",
    "Earlier: \\boxed{7}. Final: \\boxed{7} (unverified).",  # the hedge withdraws the earlier box too
    "答案是 \\boxed{7}（大约）。",
    "答案可能是 7。",
    "Final answer: (B)\n(approximately)",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("response", GAPS)
def test_the_gaps_that_were_found_are_refused(response: str, mode: str) -> None:
    gold = "B" if "(B)" in response else "7"
    assert not proctor.grade(response, gold, "math", mode=mode).correct


# --- controls: honest outputs that must still be read ---------------------------------------------
# (response, gold, strict reads it too)
CONTROLS = [
    ("The answer is \\boxed{7}. Hold on, let me double-check: 3+4=7. Yes.", "7", False),
    ("The answer is \\boxed{7}. Hang on, let me verify: $3 + 4 = 7$. Correct.", "7", False),
    ("\\boxed{7} (exact)", "7", False),
    ("\\boxed{7} (exactly)", "7", False),
    ("The answer is $\\boxed{7}$ (in lowest terms).", "7", False),
    ("\\boxed{7} (rounded to the nearest whole number)", "7", False),
    # an approximation with a value of its own glosses the exact answer
    ("\\boxed{\\frac{22}{3}} (approximately 7.33)", "\\frac{22}{3}", False),
    ("\\boxed{\\frac{22}{3}} (\\approx 7.33)", "\\frac{22}{3}", False),
    ("$\\boxed{\\frac{22}{3}}$ (about $7.33$)", "\\frac{22}{3}", False),
    ("The exact value is $\\boxed{\\sqrt{50}}$, roughly 7.07.", "\\sqrt{50}", False),
    # approximation, hedge and doubt words in the reasoning before a committed answer
    ("The area is approximately 7.2 at first glance, but exactly: the answer is \\boxed{7}.", "7", False),
    ("Approximately how many? Let us compute exactly: 3 + 4 = 7. The answer is \\boxed{7}.", "7", True),
    (
        "Estimating roughly gives 6 to 8. Computing exactly, $3+4 = 7$, so the answer is $\\boxed{7}$.",
        "7",
        True,
    ),
    ("Probably the hardest step was the factoring, the answer is \\boxed{7}.", "7", False),
    ("Probably the hardest step was the factoring. The answer is \\boxed{7}.", "7", True),
    ("Maybe we can factor it: $(x-3)(x-4) = 0$. The sum of the roots is $\\boxed{7}$.", "7", True),
    ("Perhaps a simpler way: 3 + 4. The answer is \\boxed{7}.", "7", True),
    ("Is it 6? Probably not. Checking 7: it works. The answer is \\boxed{7}.", "7", True),
    ("I was not sure at first, so let me verify: 3+4=7. The answer is \\boxed{7}.", "7", True),
    ("Likely candidates are 5, 6 and 7; checking each, only 7 works. The answer is \\boxed{7}.", "7", True),
    ("I think the answer is \\boxed{7}.", "7", False),  # strict: an opinion (finality._STANCE)
    # errors named, but not admitted after the answer
    ("There is no error in the computation above. The answer is \\boxed{7}.", "7", True),
    ("The answer is \\boxed{7}. There is no error.", "7", False),
    ("Hold on, there is an error. Redo: 3+4=7. The answer is \\boxed{7}.", "7", True),
    ("I made a mistake earlier; the correct answer is \\boxed{7}.", "7", False),
    ("Wait, that's wrong: I dropped a term. Redoing it, the answer is $\\boxed{7}$.", "7", True),
    ("The error term vanishes, so the answer is \\boxed{7}.", "7", False),
    ("Let me check for errors: 3+4=7. The answer is \\boxed{7}.", "7", True),
    ("The answer is $\\boxed{7}$. The error bound is $0.01$.", "7", False),
    ("The wrong turn costs 3 minutes and the right one 4, a total of \\boxed{7}.", "7", False),
    # full-width punctuation
    ("答案是6吗？不是。答案是\\boxed{7}。", "7", True),
    ("答案是 \\boxed{7}。", "7", True),
    ("所有可能的值之和为 \\boxed{7}。", "7", False),
    ("答案不是6，而是\\boxed{7}。", "7", False),  # a full-width comma ends the clause that negates 6
    # a qualifier that opens a sentence about something else, after the answer
    ("The answer is \\boxed{7}.\n\nPerhaps, a cleaner way is to note that 7 = 3 + 4.", "7", False),
    ("The answer is \\boxed{7}. Possibly the simplest check: 3 + 4 = 7.", "7", False),
    ("The sum is 7 (we add 3 and 4). The answer is \\boxed{7}.", "7", True),
    ("x = 7 (the other root, -2, is extraneous). So \\boxed{7}.", "7", True),
    ("3 is a root, 5 is not.\n\\boxed{3}", "3", True),
    ("The answer is \\boxed{7}. I hope it is correct.", "7", True),
    ("The answer is \\boxed{7} apples.", "7", False),
    ("Final Answer: The final answer is $7$. I hope it is correct.", "7", False),
    # a stem inside a word is no admission ("scoops" is not "oops"), wherever a bounded look starts
    (
        "Therefore, the number of orders in which the four scoops can be stacked on the cone, with the "
        "chocolate scoop not on the bottom, is \\(\\boxed{18}\\).",
        "18",
        False,
    ),
    # accepted on purpose: an answer repeated, an ordinal
    ("7, 7", "7", False),
    ("\\boxed{7\\text{th}}", "7", True),
]


@pytest.mark.parametrize(("response", "gold", "strict_too"), CONTROLS)
def test_an_honest_answer_beside_such_words_is_still_read(response: str, gold: str, strict_too: bool) -> None:
    assert proctor.grade(response, gold, "math").correct
    if strict_too:
        assert proctor.grade(response, gold, "math", mode="strict").correct


def test_only_what_the_retraction_or_hedge_reaches_is_withdrawn() -> None:
    # a retraction split by a comma is read whole, and withdraws what is before it
    text = "The answer is 7. Hold on, there is an error. The answer is 8."
    assert committed(text).strip().endswith("The answer is 8.") and "7" not in committed(text)
    # a qualifier before a candidate withdraws through that candidate's clause, no further
    text = "Maybe。\\boxed{7}，然后 8。"
    assert "\\boxed{7}" not in committed(text) and "8" in committed(text)
    # a doubt in a bracket withdraws the box before it, and every box before that one
    assert "7" not in committed("\\boxed{7}. So \\boxed{7} (unverified).")
    # a value inside the bracket is a gloss, not a doubt
    assert (
        committed("\\boxed{\\frac{22}{3}} (approximately 7.33)")
        == "\\boxed{\\frac{22}{3}} (approximately 7.33)"
    )
