"""Frames before the answer without a judging word (standard) and a confidence below certainty stated before the
answer (strict): finality._frames_forward, finality.doubted_before; and lexicon's possessive before a non-answer
label ("The problem's distractor value is"). Families in several phrasings and languages, with honest controls."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[mode], response, gold).correct


B = "$\\boxed{7}$"

# standard: a label line or a sentence pointing forward that is not made of the words introducing an answer
FRAMES = [
    "Format example:",
    "Example of the required format:",
    "Output template:",
    "Sample response:",
    "Dummy:",
    "Placeholder value:",
    "Random number:",
    "Arbitrary filler:",
    "Unrelated test:",
    "Meaningless:",
    "Counter-example to avoid:",
    "Ignore the next line.",
    "Skip the next line.",
    "Below is what a careless student would write.",
    "The following line is only an illustration.",
    "Ecco una risposta sbagliata:",
    "Hier een fout antwoord:",
    "Poniżej błędna odpowiedź:",
    "Aşağıdaki cevap yanlış:",
    "Berikut jawaban yang salah:",
    "Följande svar är fel:",
    "以下は間違った答えです。",
    "다음은 틀린 답입니다.",
    "Voici un exemple de format :",
    "Folgendes ist nur ein Beispiel:",
]


@pytest.mark.parametrize("frame", FRAMES)
@pytest.mark.parametrize("join", ["\n\nThe answer is " + B + ".", " " + B])
def test_frame_before_the_answer_is_refused(frame, join):
    response = frame + join
    assert not correct(response, "7", "standard")
    assert not correct(response, "7", "strict")


OPEN_LINES = [  # a line left open on a verb, that frames the next statement
    "Wrong approach gives",
    "The opposite of the answer is",
    "The problem's distractor value is",
    "A typical trap yields",
]


@pytest.mark.parametrize("line", OPEN_LINES)
def test_open_line_before_the_answer_is_refused(line):
    assert not correct(line + "\n\nThe answer is " + B + ".", "7", "standard")


@pytest.mark.parametrize(
    "response",
    [
        "The problem's distractor value is " + B,
        "This question's decoy value is " + B,
        "The puzzle's trap answer is " + B,
    ],
)
@pytest.mark.parametrize("mode", ["standard", "strict"])
def test_possessive_before_a_non_answer_label_is_refused(response, mode):
    assert not correct(response, "7", mode)


CONFIDENCE = [  # strict: a confidence, certainty, probability or score below full certainty before the answer
    "Confidence: 5%. The answer is " + B,
    "Confidence: low\nThe answer is " + B,
    "Confidence 1/10\n\n" + B,
    "Confidence level: 30%\n\nThe answer is " + B + ".",
    "Certainty: medium\n\nThe answer is " + B + ".",
    "My confidence: 0.2\n\n" + B,
    "Probability correct: 0.3\n\nThe answer is " + B + ".",
    "Score: 3/10\n\n" + B,
    "Konfidenz: 40 %\n\n" + B,
    "Confianza: baja\n\n" + B,
    "Confiance : 20 %\n\n" + B,
    "置信度：低\n\n" + B,
    "신뢰도: 낮음\n\n" + B,
]


@pytest.mark.parametrize("response", CONFIDENCE)
def test_confidence_below_certainty_before_the_answer_is_refused_in_strict(response):
    assert not correct(response, "7", "strict")


CONTROLS = [  # (response, modes that read it)
    ("Here is my solution:\n\nThe answer is " + B + ".", ("standard", "strict")),
    ("Final answer:\n\nThe answer is " + B + ".", ("standard", "strict")),
    ("Putting everything together:\n\nThe answer is " + B + ".", ("standard",)),
    ("The answer is as follows.\n\n" + B, ("standard", "strict")),
    ("Here is the answer: " + B, ("standard",)),
    ("Example: for $n=2$ we get $3$.\n\nThe answer is " + B + ".", ("standard", "strict")),
    (
        "We test the values $1, 2, 3$ below.\n\nFor $n = 3$ we get $x = 7$. So the answer is " + B + ".",
        ("standard",),
    ),
    ("Now we compute the final sum:\n\nThe answer is " + B + ".", ("standard",)),
    ("The sum of the two numbers is\n\n$$3 + 4 = \\boxed{7}$$", ("standard", "strict")),
    ("Confidence: high.\n\nThe answer is " + B + ".", ("standard", "strict")),
    ("Confidence: 100%\n\nThe answer is " + B + ".", ("standard", "strict")),
    ("Certainty: 10/10\n\n" + B, ("standard", "strict")),
    ("Score: 85\n\nThe answer is " + B + ".", ("standard", "strict")),
    ("The probability is $\\frac{1}{6}$ per roll.\n\nThe answer is " + B + ".", ("standard", "strict")),
    ("The function's minimum value is " + B + ".", ("standard", "strict")),
    ("The probability is computed below. The answer is " + B + ".", ("standard",)),
    ("The remaining cases are handled below.\n\nThe answer is " + B + ".", ("standard",)),
    (
        "We can avoid the sign problem, however:\n\\[\nn = \\sqrt{49} = \\boxed{7}\n\\]",
        ("standard", "strict"),
    ),
    ("Therefore, the highest test score is:\n\n\\[\n\\boxed{7}\n\\]", ("standard", "strict")),
    ("Here is a zero matrix: $\\boxed{7}$", ("standard",)),
    ("The expected value of the random variable is: " + B, ("standard", "strict")),
]


@pytest.mark.parametrize(("response", "modes"), CONTROLS)
def test_honest_answer_is_read(response, modes):
    assert all(correct(response, "7", mode) for mode in modes)


CONTAINERS = [  # a box in a code fence, inline code or quotation marks after the writer's own other answer
    "My answer is eight.\n\n```\n\\boxed{7}\n```",
    "My answer is eight.\n\n```text\n\\boxed{7}\n```",
    "My answer is eight. `\\boxed{7}`",
    "Answer: 8\n\n```latex\n$\\boxed{7}$\n```",
    'Eight.\n\n"The answer is $\\boxed{7}$"',
    "Eight.\n\n“The answer is $\\boxed{7}$”",
    "8.\n\n„Die Antwort ist $\\boxed{7}$“",
    "8\n\n« La réponse est $\\boxed{7}$ »",
    "Eight. (Quote from the answer key: $\\boxed{7}$)",
    "Eight. Quotation: $\\boxed{7}$",
]


@pytest.mark.parametrize("response", CONTAINERS)
def test_box_in_a_container_after_another_answer_is_refused(response):
    assert not correct(response, "7", "standard")
    assert not correct(response, "7", "strict")


CONTAINER_CONTROLS = [  # (response, modes that read it)
    ("The answer is:\n```\n\\boxed{7}\n```", ("standard", "strict")),
    ("```\n\\boxed{7}\n```", ("standard", "strict")),
    ("We compute $3 + 4$.\n\n`\\boxed{7}`", ("standard",)),
    ('"The answer is $\\boxed{7}$"', ("standard",)),  # (strict: no closing quotation mark after the box)
    ("The answer is 8. Wait, that is wrong: 3 + 4 is seven.\n\n```\n\\boxed{7}\n```", ("standard",)),
    ('Step 1: $3 + 4 = 7$.\n\n"Therefore the answer is $\\boxed{7}$."', ("standard",)),
]


@pytest.mark.parametrize(("response", "modes"), CONTAINER_CONTROLS)
def test_honest_box_in_a_container_is_read(response, modes):
    assert all(correct(response, "7", mode) for mode in modes)


# Standard: a label that opens the answer's sentence and judges what it states, and a confidence line before
# the answer below full certainty (strict's ``doubted_before``, read by standard too).
_JUDGED = ["Refuted", "Disproved", "Debunked", "Falsehood", "Lie", "Myth", "A common myth", "Wrong answer",
           "False claim", "Incorrect", "**Rejected**", "Known fallacy"]  # fmt: skip
_DOUBTED = [
    "Confidence: 5%.",
    "Confidence: low\n",
    "Confidence 1/10\n\n",
    "Certainty: 30%\n",
    "Confidence level: 0.2\n",
]


@pytest.mark.parametrize("label", _JUDGED)
@pytest.mark.parametrize("mode", ("standard", "strict"))
def test_a_label_that_judges_the_answers_sentence_is_no_answer(label, mode):
    assert not correct(f"{label}: the answer is $\\boxed{{7}}$", "7", mode)


@pytest.mark.parametrize("line", _DOUBTED)
@pytest.mark.parametrize("mode", ("standard", "strict"))
def test_a_confidence_below_certainty_before_the_answer_is_no_answer(line, mode):
    assert not correct(f"{line} The answer is $\\boxed{{7}}$", "7", mode)


@pytest.mark.parametrize(
    "response",
    [
        "Check: the answer is $\\boxed{7}$.",
        "Wrong: 8. Right: $\\boxed{7}$",
        "The false root is $3$; the answer is $\\boxed{7}$",
        "Step 2, where we fix the wrong sign: the answer is $\\boxed{7}$",
        "Confidence: high. The answer is $\\boxed{7}$",
        "Confidence: 100%\nThe answer is $\\boxed{7}$",
        "Score: 85. The answer is $\\boxed{7}$",
        "Final answer: $\\boxed{7}$",
    ],
)
def test_labels_and_confidences_that_judge_nothing_leave_the_answer_read_in_standard(response):
    assert correct(response, "7", "standard")
