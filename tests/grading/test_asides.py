"""A value in an aside to a sentence (a bracket, or a clause of a condition, a parameter or a reason) is not
what the sentence states: "The product is 7 (where $T = 6$)." states 7, and the unmarked fallbacks read 7, not
the parameter's 6 (extract._aside_start). A bracket that only says the answer holds for every value of a
variable ("(independent of $T$)") glosses the answer before it (after_box._UNIVERSAL)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

GRADERS = {mode: get_grader("math", mode=mode) for mode in ("standard", "strict")}

# (response, gold): the sentence states another value; the gold is only a parameter's value in its aside
PARAMETER_IN_ASIDE = [
    ("The product is 7 (where $T = 6$).", "6"),
    ("The product is 7 (here $k = 6$).", "6"),
    ("So the total comes to 7 (taking $n = 6$).", "6"),
    ("The product is 7, with $T=6$.", "6"),
    ("The count is 7, where $m = 6$.", "6"),
    ("Hence the sum equals 7, assuming $x = 6$.", "6"),
    ("The product is 7 (independent of $T = 6$).", "6"),
    ("Thus the number of tiles is 15, since $w = 4$.", "4"),
    ("So the final count is 9 (for $n = 12$).", "12"),
    # a condition's or a contrast's conjunction without a comma (review 9's open 'unmarked clause')
    ("The product is $7$ where $T = 6$.", "6"),
    ("The product is 7 while $T = 6$.", "6"),
    ("The product is 7 whereas $T = 6$.", "6"),
]

# (response, gold): honest answers around asides, accepted in standard mode
HONEST_ASIDES = [
    ("Either way, the product of the last two digits of $N$ is 6 (independent of $T$ ).", "6"),
    ("So the product is 6 (for all $T$).", "6"),
    ("So the product is 6 (regardless of $n$).", "6"),
    ("So, with $x = 3$, the product is $9$.", "9"),
    ("The valid integers are $2,6,10,14,18$, and 22 , for a total of 6 values.", "6"),
    ("So it takes 43 minutes to flip each switch once, for a total of 76 minutes, as desired.", "76"),
    ("The product is $\\boxed{6}$ (independent of $T$).", "6"),
    ("The answer is $\\boxed{6}$ (regardless of $n$).", "6"),
    ("The answer is $\\boxed{6}$ (independent of $a$ and $b$).", "6"),
    ("The answer is $\\boxed{6}$ (irrespective of $\\theta$).", "6"),
    ("The area is largest when $x = 6$.", "6"),
    ("Therefore, $f(x)=4$ exactly when $\\frac{1}{2} \\leq x \\leq 8$.", "\\frac{1}{2} \\leq x \\leq 8"),
    ("Thus a solution $(X, Y)$ exists unless $Y=4$.", "4"),
]

# a value in the sentence, another in its aside: the aside's variable may name what the sentence states (T may be
# the product), so neither is read: no answer, whichever value is the gold (it read the aside's before)
TWO_VALUES = [
    ("Thus the number of tiles is 15, since $w = 4$.", ("15", "4")),
    ("The product is 7 (where $T = 6$).", ("7", "6")),
    ("The product is 7, with $T=6$.", ("7", "6")),
    ("So the final count is 9 (for $n = 12$).", ("9", "12")),
    ("There are 2 cases where $x = 6$.", ("2", "6")),
]

# a universality bracket holding more than a variable's name is not proven a gloss
NOT_UNIVERSAL = [
    ("The answer is $\\boxed{6}$ (regardless of $n = 3$).", "6"),
    ("The answer is $\\boxed{6}$ (independent of $T$ for now).", "6"),
    ("The answer is $\\boxed{6}$ (regardless of what the key says).", "6"),
    ("The answer is $\\boxed{6}$ (independent of $T$, I guess).", "6"),
]


@pytest.mark.parametrize("mode", ["standard", "strict"])
@pytest.mark.parametrize(("response", "gold"), PARAMETER_IN_ASIDE)
def test_a_parameter_in_an_aside_is_not_the_answer(mode: str, response: str, gold: str) -> None:
    grade = grade_text(GRADERS[mode], response, gold)
    assert grade.correct is False, (mode, grade.extracted)


@pytest.mark.parametrize(("response", "gold"), HONEST_ASIDES)
def test_honest_answers_around_asides_stand(response: str, gold: str) -> None:
    grade = grade_text(GRADERS["standard"], response, gold)
    assert grade.correct is True, (grade.status, grade.extracted)


@pytest.mark.parametrize(("response", "golds"), TWO_VALUES)
def test_a_value_beside_another_in_its_aside_is_not_decided(response: str, golds: tuple[str, str]) -> None:
    for gold in golds:
        grade = grade_text(GRADERS["standard"], response, gold)
        assert (grade.correct, grade.status) == (False, "no_answer"), (gold, grade.extracted)


@pytest.mark.parametrize("mode", ["standard", "strict"])
@pytest.mark.parametrize(("response", "gold"), NOT_UNIVERSAL)
def test_a_bracket_saying_more_than_universality_is_refused(mode: str, response: str, gold: str) -> None:
    assert grade_text(GRADERS[mode], response, gold).correct is False


OLYMPIADBENCH = Path(__file__).resolve().parents[3] / "shared" / "data" / "olympiadbench.jsonl"


@pytest.mark.skipif(not OLYMPIADBENCH.is_file(), reason="needs ../shared/data/olympiadbench.jsonl")
def test_olympiadbench_universality_gloss() -> None:
    """OlympiadBench id 2832's solution ends "... is 6 (independent of $T$ )." (no box): it states 6."""
    rows = [json.loads(line) for line in OLYMPIADBENCH.read_text(encoding="utf-8").splitlines()]
    row = next(r for r in rows if r["id"] == 2832)
    grade = grade_text(GRADERS["standard"], row["solution"], row["final_answer"][0], prompt=row["problem"])
    assert (grade.correct, grade.extracted) == (True, "6")
