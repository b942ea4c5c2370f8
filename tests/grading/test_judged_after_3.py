"""Standard mode: the box's own value judged after it, a check whose result follows a copula, and a correction
to another option letter withdraw the answer (proctor.grading.judged_value); strict refuses them all already."""

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")


def _grader(kind: str, mode: str):
    return get_grader(kind) if mode == "standard" else get_grader(kind, mode="strict")


JUDGED_VALUE = [
    "The answer is $\\boxed{7}$. 7 is wrong.",
    "The answer is $\\boxed{7}$. 7 is not right.",
    "The answer is $\\boxed{7}$. Seven is not correct.",
    "The answer is $\\boxed{7}$. But $7$ is definitely incorrect.",
    "So we get $\\boxed{7}$.\n\nHmm, 7 is a mistake.",
    "$\\boxed{7}$\n\nActually 7 is not the answer.",
    "The answer is $\\boxed{7}$. 7 isn't correct.",
    "Die Antwort ist $\\boxed{7}$. 7 ist falsch.",
    "Die Antwort ist $\\boxed{7}$. Sieben ist nicht richtig.",
    "La réponse est $\\boxed{7}$. 7 n'est pas correct.",
    "La respuesta es $\\boxed{7}$. Siete es incorrecto.",
    "La risposta è $\\boxed{7}$. 7 è sbagliato.",
    "Ответ: $\\boxed{7}$. 7 неверно.",
    "答案是 $\\boxed{7}$。7是错的。",
    # the box as its own sentence's subject
    "14/2 = $\\boxed{7}$ is wrong.",
    "So $x = \\boxed{7}$, which is incorrect.",
    "Thus 3 + 4 = $\\boxed{7}$ is not right.",
]

CHECK_COPULA = [
    "$\\boxed{7}$\n\nLet me double-check: $3+4$ is 8.",
    "$\\boxed{7}$\n\nDouble-check: $3 + 4$ equals 8.",
    "The answer is $\\boxed{7}$.\n\nVerify: 3 + 4 gives 8.",
    "$\\boxed{7}$\n\nProbe: $3+4$ ist 8.",
    "$\\boxed{7}$\n\nComprobación: $3+4$ es 8.",
    "$\\boxed{7}$\n\nLet me double-check: $3+4$ = 8.",
]

CORRECTED_CHOICE = [
    "The answer is C. Actually, B.",
    "The answer is $C$. Actually, $B$.",
    "The answer is C. Correction: B.",
    "The answer is C. I mean B.",
    "The answer is C. Wait, B.",
    "The answer is (C). No — (B).",
    "Die Antwort ist C. Eigentlich B.",
    "La réponse est C. En fait, B.",
    "The answer is C. Actually, B is correct.",
    "The answer is C. Wait, B instead.",
    "The answer is (C). Correction: (D).",
    "答案是 C。其实是 B。",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("response", JUDGED_VALUE + CHECK_COPULA)
def test_math_withdrawn(response: str, mode: str) -> None:
    assert not grade_text(_grader("math", mode), response, "7").correct


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("kind", ["mcq", "math"])
@pytest.mark.parametrize("response", CORRECTED_CHOICE)
def test_choice_corrected(response: str, kind: str, mode: str) -> None:
    assert not grade_text(_grader(kind, mode), response, "C").correct


HONEST_MATH = [
    "The answer is $\\boxed{7}$. 7 is prime.",
    "The answer is $\\boxed{7}$. 7 is not prime.",
    "The answer is $\\boxed{7}$. 7 is not divisible by 2.",
    "The answer is $\\boxed{7}$. 7 is not a multiple of 3.",
    "The answer is $\\boxed{7}$. 7 is correct.",
    "The answer is $\\boxed{7}$. 7 is not wrong.",
    "The answer is $\\boxed{7}$. 8 is wrong.",
    "$\\boxed{7}$\n\nLet me double-check: $3+4$ is 7.",
    "$\\boxed{7}$\n\nCheck: $7 \\cdot 3$ is 21.",
    "$\\boxed{7}$\n\nVerify: $x = 7$ gives $3 \\cdot 7 = 21$.",
    "Die Antwort ist $\\boxed{7}$. 7 ist richtig.",
    "14/2 = $\\boxed{7}$ is the answer.",
    "The answer is $\\boxed{7}$. -7 is wrong.",
    "The answer is $\\boxed{7}$. Seven is right.",
    "The answer is $\\boxed{7}$. 7 is not the only solution, but it is the smallest.",
    "$\\boxed{7}$\n\nCheck: $2 \\cdot 7$ is 14.",
]


@pytest.mark.parametrize("response", HONEST_MATH)
def test_math_honest(response: str) -> None:
    assert grade_text(get_grader("math"), response, "7").correct


HONEST_CHOICE = [
    "The answer is C.",
    "The answer is C. Actually, C is the only one that works.",
    "The answer is C. Actually, B is wrong because it ignores the sign.",
    "The answer is C. Wait, let me check: yes, C.",
    "The answer is C. No. B is a trap.",
    "The answer is C. I mean, A and B are clearly wrong.",
    "The answer is C. Actually, B is wrong.",
]


@pytest.mark.parametrize("kind", ["mcq", "math"])
@pytest.mark.parametrize("response", HONEST_CHOICE)
def test_choice_honest(response: str, kind: str) -> None:
    assert grade_text(get_grader(kind), response, "C").correct
