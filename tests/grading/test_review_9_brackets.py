"""Review 9 of what follows the box on its sentence (after_box.qualified, _gloss, _other_value, _condition_words,
_words_gloss): responses whose box holds the gold (6) but whose bracket, or what follows a glossing bracket, states
another value or disowns it. Each was accepted in standard mode before; strict refused them all."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

GRADERS = {mode: get_grader("math", mode=mode) for mode in ("standard", "strict")}
LEAD = "The product is $\\boxed{6}$ "

# a reason or a reference whose math computes another value from numbers alone (the lead's rule read only a number
# alone: "$7$", "$\\frac{7}{1}$")
COMPUTED_OTHER_VALUE = [
    LEAD + "(from the key $7/1$).",
    LEAD + "(from the key $14/2$).",
    LEAD + "(from the key $3.5 \\cdot 2$).",
    LEAD + "(from the key $7 \\times 10^0$).",
    LEAD + "(from the key $\\sqrt{49}$).",
    LEAD + "(since truly $2+5$).",
    LEAD + "(by Vieta, $2+5$).",
    LEAD + "(from step 3, $14/2$).",
    LEAD + "(by the key $\\mathbf{7}$).",
    LEAD + "(by the key $\\text{7}$).",
    LEAD + "(by the key $7\\%$).",
    "The answer is $6$ (from the key $7/1$).",
    "Final answer: $6$ (by the key $14/2$)",
]
# a bracket that glosses the box, then another value: only the first bracket was read, and the later rules read the
# value after a bracket as the bracket's
AFTER_A_GLOSS = [
    LEAD + "(see step 3) (really 7).",
    LEAD + "(see step 3) [7].",
    LEAD + "(by Vieta) 7.",
    LEAD + "(by Vieta) (7).",
    LEAD + "(by Vieta)(7).",
    LEAD + "(by Vieta) [7].",
    LEAD + "(by Vieta) $=7$.",
    LEAD + "(by Vieta) → 7.",
    LEAD + "(by Vieta) ± 1.",
    LEAD + "(by Vieta)... 7.",
    LEAD + "(independent of $T$) 7.",
    LEAD + "(independent of $T$), 7.",
    "The answer is $\\boxed{6}$ (by Vieta) ❨7❩.",
    "The answer is $\\boxed{6}$ (by Vieta) <7>.",
    "The answer is $\\boxed{6}$ (by Vieta) {7}.",
    "The answer is $\\boxed{6}$ (by Vieta) 「7」.",
    "Answer: $\\boxed{6}$ (see step 3)(7)",
]
# a condition whose value stands apart from its words: a value, not a bound of the condition
CONDITION_VALUE_APART = [
    LEAD + "(for any $k$: 7).",
    LEAD + "(for any $k$, 7).",
]
# a word of another time or of someone's claim, with no word of where the value was found
HEARSAY = [
    LEAD + "(claimed).",
    LEAD + "(the claimed answer).",
    LEAD + "(as claimed).",
    LEAD + "(previously).",
    LEAD + "(the previous answer).",
    LEAD + "(the earlier value).",
    LEAD + ", as claimed.",
    LEAD + ", previously.",
    LEAD + ", the earlier answer.",
]
# no box: the expression fallback read the last math of the sentence, in an aside it did not see as one (a square, a
# full-width or a look-alike bracket; a clause after a dash or a semicolon): the condition's value, not the stated 7
ASIDE_KINDS = [
    "The product is 7 [where $T = 6$].",
    "The product is $7$ [where $T = 6$].",
    "The product is 7 （where $T = 6$）.",
    "The product is 7 【where $T = 6$】.",
    "The product is 7 ❨where $T = 6$❩.",
    "The product is 7 {where $T = 6$}.",
    "The product is 7 [$6$].",
    "The product is 7; with $T = 6$.",
    "The product is 7 — with $T = 6$.",
    "The product is 7 (independent of $T$) — $6$.",  # (closed with the merged rounds: a dash after the aside)
]
# still accepted: a clause opened by a word alone ("while", "for", "and") is read as the sentence's own statement;
# telling it from "There are 2 cases where $x = 6$." (the answer 6) needs more than the word
OPEN_UNMARKED_CLAUSE = [
    "The product is 7 and $T = 6$.",  # ('where', 'while' without a comma: closed, test_asides.py)
    # 'when' without a comma: the answer often follows it ('$f(x)=4$ exactly when $x = 8$', OlympiadBench)
    "So the product is 7 when $T = 6$.",
]
# still accepted: a bound in a comma clause after a glossing bracket (the clause whitelist read there refused the
# honest "(since $5+7=12$), so we are done."; the reason-tail whitelist reads "at most" as harmless)
OPEN_BOUND_AFTER_GLOSS = [LEAD + "(by Vieta), at most.", LEAD + "(by Vieta), at least."]
# still accepted: the unboxed statement's bracket is read by framing's hearsay words, which lack these
OPEN_UNBOXED_HEARSAY = [
    "So $P = 6$ (previously).",
    "So $P = 6$ (claimed).",
]
# still accepted: a complex number's imaginary unit is read as a variable, so the math is no computation of numbers
OPEN_COMPLEX = [LEAD + "(by the key $7+0i$)."]

HONEST = [
    LEAD + "(by Vieta).",
    LEAD + "(by Vieta), as required.",
    LEAD + "(by Vieta), as desired.",
    LEAD + "(by Vieta), which is prime.",
    LEAD + "(by Vieta), the number of ways.",
    "The total is $\\boxed{6}$ (since $2+4=6$), so we are done.",
    LEAD + "(by Vieta) $\\blacksquare$",
    LEAD + "(by Vieta) $\\text{cm}^2$.",
    LEAD + "(by Vieta) $6$.",
    LEAD + "(by Vieta), i.e. 6.",
    LEAD + "(in cm) (exact).",
    LEAD + "(by Vieta, $2 \\cdot 3$).",
    LEAD + "(from step 3, $12/2$).",
    LEAD + "(since $\\sqrt{36}$).",
    LEAD + "(using $1+2+3$).",
    LEAD + "(for $n$ from 1 to 9).",
    LEAD + "(for all $n \\ge 3$).",
    LEAD + "(independent of $T$).",
    LEAD + "(see Eq. (2)) and (3).",
    LEAD + "(found earlier).",
    LEAD + "(see earlier).",
    LEAD + "(as shown earlier).",
    LEAD + "(as computed previously).",
    LEAD + "(see the previous step).",
    LEAD + "(from the previous part).",
    "$\\boxed{6}$ (cm) (exact)",
    "The answer is $\\boxed{6}$ (approximately $6.0$) — done.",
    "The product is 6 [independent of $T$].",
    "The product is 6 （independent of $T$）.",
    "The product is 6; with $T$ any real.",
    "The product is $6$ (where $T$ is the time).",
]


@pytest.mark.parametrize("mode", ["standard", "strict"])
@pytest.mark.parametrize(
    "text", COMPUTED_OTHER_VALUE + AFTER_A_GLOSS + CONDITION_VALUE_APART + HEARSAY + ASIDE_KINDS
)
def test_a_disowned_box_is_refused(mode: str, text: str) -> None:
    grade = grade_text(GRADERS[mode], text, "6")
    assert grade.correct is False, (mode, grade.status, grade.extracted)


@pytest.mark.xfail(
    strict=True,
    reason="open: framing reads no 'claimed'/'previously'; a complex constant is no number; an unmarked clause",
)
@pytest.mark.parametrize(
    "text", OPEN_UNBOXED_HEARSAY + OPEN_COMPLEX + OPEN_UNMARKED_CLAUSE + OPEN_BOUND_AFTER_GLOSS
)
def test_open_disowned_is_refused(text: str) -> None:
    assert grade_text(GRADERS["standard"], text, "6").correct is False


@pytest.mark.parametrize("text", HONEST)
def test_honest_glosses_stay_accepted(text: str) -> None:
    grade = grade_text(GRADERS["standard"], text, "6")
    assert (grade.correct, grade.extracted) == (True, "6"), grade.status
