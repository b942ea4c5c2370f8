"""What follows an answer may change its value (proctor.grading.value_tails): the rest of the box's own math
span or the bare LaTeX glued to it, the words after an unboxed answer's span, and what is glued to or follows a
choice letter stated in prose. Families in new phrasings and languages (not the review's own wording,
tests/grading/test_review_gaps_3_values.py), each refused in both modes; honest answers of the same shapes that
must still be read."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
STD = ("standard",)
_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[mode], response, gold).correct


# the rest of the box's math, or LaTeX glued to a bare box: a digit group, an operator, a scale or fraction
# word, another value offered, a bracket that is no gloss, a dismissal
BOX_MATH_TAIL = [
    ("Total: $\\boxed{12}\\,500$ people.", "12"),
    ("So $N = \\boxed{3}{,}200$.", "3"),
    ("$\\boxed{4}'000$ Franken", "4"),
    ("$$\\boxed{5}.25$$", "5"),
    ("Hence $\\boxed{9}\\text{ millones}$ de pesos.", "9"),
    ("$\\boxed{9}\\ \\text{Millionen}$", "9"),
    ("$\\boxed{9}\\mathrm{ lakhs}$", "9"),
    ("$\\boxed{9}\\text{ mln.}$", "9"),
    ("$\\boxed{9}\\text{万}$", "9"),
    ("$\\boxed{9}\\text{ thousands}$", "9"),
    ("$\\boxed{9}\\text{ E}4$", "9"),
    ("$\\boxed{9} \\cdot 10^{2}$", "9"),
    ("$\\boxed{9}\\text{ cubed}$", "9"),
    ("$\\boxed{9}\\text{ al cuadrado}$", "9"),
    ("$\\boxed{9}\\text{ Achtel}$", "9"),
    ("$\\boxed{9}\\text{ sixteenths}$", "9"),
    ("$\\boxed{9}\\text{ o } 10$", "9"),
    ("$\\boxed{9} \\text{ oder } 10$", "9"),
    ("$\\boxed{9}\\text{ or maybe } 10$", "9"),
    ("$\\boxed{9} \\; ; \\; 10$", "9"),
    ("$\\boxed{9}\\text{ or fewer}$", "9"),
    ("$\\boxed{9}\\text{ (rough guess)}$", "9"),
    ("$\\boxed{9}\\text{ (estimate)}$", "9"),
    ("$\\boxed{9}\\text{ jk}$", "9"),
    ("\\boxed{9}\\text{ hundreds}", "9"),
    ("\\boxed{9}\\,\\text{mil millones}", "9"),
    ("\\boxed{9} eighths of the cake", "9"),
    ("\\boxed{9} minus two", "9"),
    ("\\boxed{9} × 100", "9"),
    ("\\boxed{9}-fold increase", "9"),
    ("$\\boxed{9}$ quarters", "9"),
    ("$\\boxed{9}$ Drittel", "9"),
    ("$\\boxed{9}$ y medio", "9"),
]

# an unboxed answer (the "answer is" and expression fallbacks): words after its span
SPAN_TAIL = [
    "The answer is $9$ thousands.",
    "The final answer is $9$ millones.",
    "La respuesta es $9$ mil millones.",
    "Die Antwort ist $9$ Millionen.",
    "Answer: $9$ lakhs",
    "The answer is $9$ hundredths.",
    "So we obtain $9$ quarters.",
    "The answer is $9$ cubed.",
    "The answer is $9$ less two.",
    "The answer is $9$ or fewer.",
    "The answer is $9$ at least.",
    "The answer is $9$ plus 1.",
    "The answer is $9$ x 10.",
    "The answer is $9$ or 10.",
    "The answer is $9$ and 10.",
    "Answer: $9$ jk",
    "The answer is $\\frac{9}{2}$ dozen.",
    "The answer is $9$万.",
    "Odpowiedź: $9$ tysięcy.",
    "Jawaban: $9$ juta.",
    "Cevap: $9$ milyon.",
]

# a choice letter in prose (gold C or (C) Alina): decorated, paired, judged, or followed by another option's text
CHOICE_DECORATED = [
    ("The final answer is C''.", "C"),
    ("The correct choice is C^T.", "C"),
    ("Answer: C_{2}", "C"),
    ("The answer is C × 2.", "C"),
    ("The answer is C ∪ D.", "C"),
    ("I choose C \\cap B.", "C"),
    ("The answer is C B.", "C"),
    ("The correct option is C?", "C"),
    ("The answer is C (probably).", "C"),
    ("The answer is C (incorrect).", "C"),
    ("La respuesta es C (incorrecta).", "C"),
    ("Die Antwort ist C (geraten).", "C"),
    ("Final answer: C (50% sure)", "C"),
    ("The answer is (C) Bob.", "(C) Alina"),
    ("Answer: (C) Carlos", "(C) Alina"),
    ("The answer is C — Bob.", "(C) Alina"),
    ("The answer is (C) 41.", "(C) 42"),
    ("答案是 C（错）", "C"),
    ("答案是 C？", "C"),
    ("Ответ: C (неверно).", "C"),
    ("Réponse : C (peut-être).", "C"),
]

CONTROLS = [  # (response, gold, modes that read it): honest answers of the same shapes
    ("$\\boxed{7}$ cm", "7", MODES),
    ("$\\boxed{7}$.", "7", MODES),
    ("$\\boxed{7}\\text{ cm}$", "7", MODES),
    ("$\\boxed{7}\\text{ apples}$", "7", STD),
    ("$\\boxed{7}\\ \\text{dollars}$", "7", STD),
    ("$\\boxed{12}\\text{ square units}$", "12", MODES),
    ("$\\boxed{7} \\text{ (in cm)}$", "7", STD),
    ("$\\boxed{7}^\\circ$", "7", MODES),
    ("$\\boxed{7}\\%$", "7", MODES),
    ("$$\\boxed{7}.$$", "7", MODES),
    ("$x = \\boxed{7}, \\quad y = 3$", "7", STD),
    ("$x = \\boxed{7}\\text{ and } y = 2$", "7", STD),
    ("$\\boxed{7}\\text{ or } 7.0$", "7", STD),
    ("$9\\cdot4=\\boxed{36}$ miles.", "36", STD),
    ("$\\boxed{7}$th", "7", MODES),
    ("$x \\equiv \\boxed{3}\\pmod 9.$", "3", STD),
    ("\\[L \\simeq \\boxed{4.5e33} \\mathrm{ergs} \\mathrm{s}^{-1} \\simeq 1 L_{\\odot}\\]", "4.5e33", STD),
    ("\\[\\boxed{m a = F} \\quad \\text{or} \\quad a = \\frac{F}{m}\\]", "ma=F", STD),
    ("Thus the answer is $\\boxed{\\text{(B)}} 3(1 + r/10)^x = 7$.", "\\text{(B)}", STD),
    ("\\boxed{7} and that is final.", "7", STD),
    ("The answer is $7$.", "7", STD),
    ("The answer is $7$ apples.", "7", STD),
    ("The answer is $7$ cm.", "7", STD),
    ("The answer is $7$ and we are done.", "7", STD),
    ("The answer is $7$, since $3 + 4 = 7$.", "7", STD),
    ("So we get $x = 7$ as the answer.", "7", STD),
    ("The answer is $\\frac{7}{2}$ hours.", "\\frac72", STD),
    ("The answer is $7$ (rounded).", "7", STD),
    ("$d=\\frac{1+\\sqrt{5}}{2}$ (ignoring the negative root).", "\\frac{1+\\sqrt5}{2}", STD),
    ("The answer is C.", "C", STD),
    ("The answer is (C).", "C", STD),
    ("Answer: C", "C", STD),
    ("**C**", "C", STD),
    ("The answer is **C**.", "C", STD),
    ("The answer is (C) Alina.", "(C) Alina", STD),
    ("The answer is (C) alina.", "(C) Alina", STD),
    ("The answer is C — Alina.", "(C) Alina", STD),
    ("The correct option is C: Alina.", "(C) Alina", STD),
    ("Answer: (C) 42", "(C) 42", STD),
    ("The answer is C because the sum is 9.", "C", STD),
    ("The answer is (C), since 3+4=7.", "C", STD),
    ("The answer is C (9).", "C", STD),
    ("The answer is C (final answer).", "C", STD),
    ("The answer is C!", "C", STD),
    ("The answer is C; it works.", "C", STD),
    ("答案是 C。", "C", STD),
    ("答案是 C（正确）", "C", STD),
    ("$\\boxed{300}\\,\\mathrm{K}$", "300", STD),
    ("The answer is $300$ K.", "300", STD),
    ("面积是 $\\boxed{7}$ 平方米。", "7", STD),
    ("距离是 $\\boxed{7}$ 千米。", "7", STD),
]


@pytest.mark.parametrize(("response", "gold"), BOX_MATH_TAIL)
def test_a_box_math_tail_that_changes_the_value_is_refused(response, gold):
    assert not any(correct(response, gold, mode) for mode in MODES)


@pytest.mark.parametrize("response", SPAN_TAIL)
def test_words_after_an_unboxed_answer_that_change_its_value_are_read(response):
    gold = "\\frac92" if "frac" in response else "9"
    assert not any(correct(response, gold, mode) for mode in MODES)


@pytest.mark.parametrize(("response", "gold"), CHOICE_DECORATED)
def test_a_decorated_choice_letter_is_no_choice(response, gold):
    assert not any(correct(response, gold, mode) for mode in MODES)


@pytest.mark.parametrize(("response", "gold", "modes"), CONTROLS)
def test_honest_answer_of_the_same_shape_is_read(response, gold, modes):
    assert all(correct(response, gold, mode) for mode in modes)
