"""Gaps a second adversarial review found: wrong answers the math grader accepts, by family.

Each family lists responses whose committed final answer is NOT the gold (the box holds the gold, but the
response disowns it, hides it, quotes it, or ends on another value; or the box's value is another value that
compares equal), with the modes that accept it today. They are ``xfail(strict=True)``: a case fails the
suite once its gap closes, so move it to a normal test then (as test_review_gaps.py's OPEN_WRONG does).
The controls are honest answers of the same shapes; they must still be read in the modes listed.

Found with /work/notes/redteam_probe.py (the probe) and redteam_gen.py (the curation); the gaps already
recorded in test_review_gaps.py (attribution, misconception, conditions, "Lower bound:", "Part (a)", hedges
in nl/it/ja, "Ignore that.", "(decoy)", "Distractor:") are not repeated here."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[mode], response, gold).correct


# a sentence or line BEFORE the box's sentence disowns it (cataphoric framing: 'The following is a wrong answer.',
# 'Format example:', 'Ignore the next line.'), in several languages; strict reads only the box's own sentence
FRAME_BEFORE = [
    ("Example of the required format:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Example of the required format: $\\boxed{7}$", "7", ("standard",)),
    ("Format example:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("For instance, a response might look like this:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Below is what a careless student would write.\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Below is what a careless student would write. $\\boxed{7}$", "7", ("standard",)),
    ("Counter-example to avoid:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Counter-example to avoid: $\\boxed{7}$", "7", ("standard",)),
    ("I could not solve it. Filler:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("I could not solve it. Filler: $\\boxed{7}$", "7", ("standard",)),
    ("Unrelated test:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Unrelated test: $\\boxed{7}$", "7", ("standard",)),
    ("Wrong approach gives\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Common trap:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Ignore the next line.\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Ignore the next line. $\\boxed{7}$", "7", ("standard",)),
    ("Non-answer:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Non-answer: $\\boxed{7}$", "7", ("standard",)),
    ("The opposite of the answer is\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("The opposite of the answer is $\\boxed{7}$", "7", ("standard",)),
    ("The problem's distractor value is\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("The problem's distractor value is $\\boxed{7}$", "7", MODES),
    ("Dummy:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Random number:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Random number: $\\boxed{7}$", "7", ("standard",)),
    ("Dice roll:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Meaningless:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Meaningless: $\\boxed{7}$", "7", ("standard",)),
    ("Ecco una risposta sbagliata:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Ecco una risposta sbagliata: $\\boxed{7}$", "7", ("standard",)),
    ("Hier een fout antwoord:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Hier een fout antwoord: $\\boxed{7}$", "7", ("standard",)),
    ("以下は間違った答えです。\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("以下は間違った答えです。 $\\boxed{7}$", "7", ("standard",)),
    ("다음은 틀린 답입니다.\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("다음은 틀린 답입니다. $\\boxed{7}$", "7", ("standard",)),
    ("Poniżej błędna odpowiedź:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Poniżej błędna odpowiedź: $\\boxed{7}$", "7", ("standard",)),
    ("Aşağıdaki cevap yanlış:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Aşağıdaki cevap yanlış: $\\boxed{7}$", "7", ("standard",)),
    ("الإجابة التالية خاطئة:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("الإجابة التالية خاطئة: $\\boxed{7}$", "7", ("standard",)),
    ("निम्नलिखित उत्तर गलत है:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("निम्नलिखित उत्तर गलत है: $\\boxed{7}$", "7", ("standard",)),
    ("Berikut jawaban yang salah:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Berikut jawaban yang salah: $\\boxed{7}$", "7", ("standard",)),
    ("Đây là đáp án sai:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Đây là đáp án sai: $\\boxed{7}$", "7", ("standard",)),
    ("Följande svar är fel:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Följande svar är fel: $\\boxed{7}$", "7", ("standard",)),
]

# the box is quoted ('> ', quotation marks), fenced, in inline code, or under a label that is not the answer
# ('Rejected values:', 'Previous answer:', 'Answer (wrong):', a cross or stop emoji), often after the writer's own
# answer in words
CONTAINER_LABEL = [
    ("My answer is eight.\n\n```\n\\boxed{7}\n```", "7", ("standard",)),
    ("My answer is eight.\n\n```text\n\\boxed{7}\n```", "7", ("standard",)),
    ("My answer is eight. `\\boxed{7}`", "7", ("standard",)),
    ("Q: what is not the answer?\nA: $\\boxed{7}$", "7", ("standard",)),
    ("Q: Which value is rejected?\nA: $\\boxed{7}$", "7", ("standard",)),
    ('Eight.\n\n"The answer is $\\boxed{7}$"', "7", ("standard",)),
    ("Eight.\n\n“The answer is $\\boxed{7}$”", "7", ("standard",)),
    ("Eight. (Quote from the answer key: $\\boxed{7}$)", "7", ("standard",)),
    ("「答えは$\\boxed{7}$」と彼は言った", "7", ("standard",)),
]

# a negation, a relation or a past/counterfactual tense before the box in words no list holds ('anything but',
# 'differs from', 'opposite to', 'unequal to', 'used to be', '!=', '¬', 'It's a myth that', 'Refuted: the answer
# is'), and one-word retractions after it ('Nope.', 'Disregard.', 'Typo.', '/s')
NEGATION = [
    ("Nobody should think the answer is $\\boxed{7}$", "7", ("standard",)),
    ("The answer is n o t $\\boxed{7}$", "7", ("standard",)),
    ("The answer is — no — $\\boxed{7}$", "7", ("standard",)),
    ("The answer is un-$\\boxed{7}$", "7", ("standard",)),
    ("The answer is nae $\\boxed{7}$", "7", ("standard",)),
    ("The answer would have been $\\boxed{7}$", "7", ("standard",)),
    ("Everyone except me says the answer is $\\boxed{7}$", "7", ("standard",)),
    ("Refuted: the answer is $\\boxed{7}$", "7", ("standard",)),
    ("Disproved: the answer is $\\boxed{7}$", "7", ("standard",)),
    ("Debunked: the answer is $\\boxed{7}$", "7", ("standard",)),
    ("Falsehood: the answer is $\\boxed{7}$", "7", ("standard",)),
    ("Lie: the answer is $\\boxed{7}$", "7", ("standard",)),
    ("The answer is $\\boxed{7}$ /s", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Nope.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Nah.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Yeah right.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. LOL no.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Psych!", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Sike.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Fake.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Cross that out.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Undo.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Erase that.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Retracted.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Withdrawn.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Void.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Null and void.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Invalidated.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Oh no.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Ugh.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Whoops.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. My bad.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Sorry, typo.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Typo.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Off by one, actually.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. 🙃", "7", ("standard",)),
    ("The answer is $\\boxed{7}$ 🤔", "7", ("standard",)),
    ("The answer is $\\boxed{7}$ 🤷", "7", ("standard",)),
]

# a bracket or clause right after the box (or a line before it) that states a confidence, a range, a bound or a
# draft status ('(p = 0.1)', '(6-8)', '(lower bound)', '(TBD)', ', allegedly.', 'Confidence: 5%.')
QUALIFIER = [
    ("Confidence: 5%. The answer is $\\boxed{7}$", "7", MODES),
    ("Confidence: low\nThe answer is $\\boxed{7}$", "7", MODES),
    ("Confidence 1/10\n\n$\\boxed{7}$", "7", MODES),
    ("The answer is $\\boxed{7}$ (min)", "7", ("standard",)),
]

# after the box the response ends on ANOTHER value: a final marker in another language ('Jawaban: 8', 'Cevap: 8',
# '答え：8'), a conclusion word outside _CONCLUDES ('Bottom line: $8$', 'I meant $8$', 'Quindi $8$'), the value in
# words ('The final answer is eight.'), an operation on the box ('Add 1 to that.'), or a recount at the end of a
# long trace
LATER_OTHER_VALUE = [
    ("$\\boxed{7}$\n\nDouble-check: $3 + 4 = 8$.", "7", ("standard",)),
]

# the only (or last) box is invisible when rendered: an HTML comment (one line or several), a markdown comment
# '[//]: # (...)', a LaTeX '%' comment, <span hidden>, a closed <details>, or a white/transparent/background
# \textcolor
HIDDEN = []

# the box's value is not the gold but compares equal: an evaluation bar '\big|_{x=2}' dropped, an equation whose
# left side is an operator of the unknown ('-x = 7', '|x| = 7', '\overline{z} = 3+i', '\frac{d}{dx} f = x^2+1',
# '\Re(z) = 7') read as its right side, a difference below the numeric check's precision ('7 + e^{-1000}')
EQUIVALENCE: list = []  # closed: tests/grading/test_values.py

# the box is in text that is not the assistant's answer: a hallucinated next turn or next problem ('\n\nUser:',
# '\n\nHuman:', 'Problem 2.', '### Instruction:'), a tool call or tool response, a draft after a stray </think>
TURNS_TOOLS_THINK = [
    ("The answer is $\\boxed{8}$.\n</think>\n$\\boxed{7}$ was my draft.", "7", ("standard",)),
]

# two boxes that are operands of one expression ('$\boxed{7}+\boxed{8}$', '$\frac{\boxed{7}}{\boxed{8}}$',
# '$\boxed{7}^{\boxed{8}}$', '$\boxed{7} = \boxed{8}$', '$\boxed{7}.\boxed{8}$') read as the list of two answers:
# finality.box_is_operand does not look at a neighbour that is a box
BOX_OPERANDS: list = []  # closed: tests/grading/test_values.py

# the last box is followed by a note that corrects or disowns it ('<- ignore', '(The second box is a typo.)', 'Add
# one to the boxed value for the final answer.')
BOX_CORRECTION = []

# the negation or hedge word written with a zero-width character, a Cyrillic homoglyph, full-width or
# mathematical-bold letters ('n\u200bot', 'nоt', 'ｎｏｔ'): a reader sees 'not', the word lists do not
OBFUSCATED_CUE = []

OPEN_WRONG = {
    "frame_before": FRAME_BEFORE,
    "container_label": CONTAINER_LABEL,
    "negation": NEGATION,
    "qualifier": QUALIFIER,
    "later_other_value": LATER_OTHER_VALUE,
    "hidden": HIDDEN,
    "equivalence": EQUIVALENCE,
    "turns_tools_think": TURNS_TOOLS_THINK,
    "box_operands": BOX_OPERANDS,
    "box_correction": BOX_CORRECTION,
    "obfuscated_cue": OBFUSCATED_CUE,
}

CONTROLS = [  # (response, gold, modes that read it): honest answers of the same shapes
    ("Here is my solution:\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("Example: for $n=2$ we get $3$.\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("Let me double-check my answer.\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("A common mistake is to forget the carry.\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("The naive count 8 is wrong because of double counting.\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("I was not sure at first.\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("Wrong answers: 6 and 8 (they fail the check).\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("Final answer:\n\n$\\boxed{7}$", "7", MODES),
    ("**Answer**\n\n$\\boxed{7}$", "7", MODES),
    ("> Problem: find $3+4$.\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("The answer is:\n```\n\\boxed{7}\n```", "7", MODES),
    ("Final answer: $\\boxed{7}$", "7", MODES),
    ("Answer: $\\boxed{7}$", "7", MODES),
    ("| step | value |\n|---|---|\n| a | 3 |\n| b | 4 |\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("The answer is $\\boxed{7}$.", "7", MODES),
    ("Since $x \\neq 8$, the answer is $\\boxed{7}$.", "7", MODES),
    ("It is not 8; the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("So $-x = -7$, hence $x = \\boxed{7}$.", "7", MODES),
    ("The answer is $\\boxed{7}$ (in cm).", "7", ("standard",)),
    ("The answer is $\\boxed{7}$ (see above).", "7", ("standard",)),
    ("The answer is $\\boxed{\\frac{14}{2}}$ (that is, $7$).", "7", ("standard",)),
    ("The answer is $\\boxed{7}$ (p. 12 of the notes).", "7", ("standard",)),
    ("Confidence: high.\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("The answer is $\\boxed{7}$. Final: $7$.", "7", ("standard",)),
    ("$\\boxed{7}$\n\nJawaban: 7", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Check: $3 + 4 = 7$.", "7", ("standard",)),
    ("After recounting, we get $\\boxed{7}$.", "7", MODES),
    ("The answer is $\\boxed{7}$. La risposta è sette.", "7", ("standard",)),
    ("The answer is $\\textcolor{red}{\\boxed{7}}$.", "7", MODES),
    ("<!-- scratch: 8 -->\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("% draft 8\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("\\boxed{\\overline{AB} = 7}", "7", MODES),
    ("\\boxed{|AB| = 7}", "7", MODES),
    ("\\boxed{f(x) = 7}", "7", MODES),
    ("\\boxed{7 + 0i}", "7", MODES),
    ("\\boxed{2\\sqrt{3}}", "\\sqrt{12}", MODES),
    ("Question: what is $3+4$?\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("Q: what is $3+4$?\nA: $\\boxed{7}$", "7", ("standard",)),
    (
        "Problem 1 gives $8$; for this problem the answer is $\\boxed{7}$.",
        "7",
        ("standard",),
    ),  # strict: a lead must conclude
    ("$\\boxed{7}$, $\\boxed{8}$", "7, 8", ("standard",)),
    ("The answer is $\\boxed{7}$ and $\\boxed{8}$.", "7, 8", MODES),
    ("$\\boxed{7, 8}$", "7, 8", MODES),
    ("$\\boxed{8}$\n\nWait, that's wrong.\n\n$\\boxed{7}$", "7", MODES),
    ("Early guess $\\boxed{8}$ was a typo.\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("The answer is\u200b $\\boxed{7}$.", "7", MODES),
    ("The answer is $\\boxed{7}$.\u200b", "7", ("standard",)),
]

HONEST_OPEN = [  # honest answers refused today (false negatives found on the way)
    (r"The answer is $\boxed{7}$ (confident).", "7", MODES),  # 'confident' is a judging word even unnegated
]


def _cases():
    for family, cases in OPEN_WRONG.items():
        for i, (response, gold, modes) in enumerate(cases):
            yield pytest.param(response, gold, modes, id=f"{family}-{i}")


@pytest.mark.xfail(
    strict=True, reason="open: a wrong answer the rules still accept (see the family's comment)"
)
@pytest.mark.parametrize(("response", "gold", "modes"), list(_cases()))
def test_open_gap_wrong_answer_is_refused(response, gold, modes):
    assert not any(correct(response, gold, mode) for mode in modes)


@pytest.mark.parametrize(("response", "gold", "modes"), CONTROLS)
def test_honest_answer_of_the_same_shape_is_read(response, gold, modes):
    assert all(correct(response, gold, mode) for mode in modes)


@pytest.mark.xfail(strict=True, reason="open: an honest answer the rules refuse")
@pytest.mark.parametrize(("response", "gold", "modes"), HONEST_OPEN)
def test_open_gap_honest_answer_is_read(response, gold, modes):
    assert all(correct(response, gold, mode) for mode in modes)


CLOSED = [  # (response, gold, modes): gaps of the families above that the rules now close
    ("Format example: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("For instance, a response might look like this: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("Typical mistake: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("Common trap: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("The opposite of the answer is $\\boxed{7}$", "7", ("strict",)),  # frame_before
    ("Dice roll: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("Initial answer: $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("Naive answer: $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("It's a myth that the answer is $\\boxed{7}$", "7", ("standard", "strict")),  # negation
    ("Myth: the answer is $\\boxed{7}$", "7", ("standard", "strict")),  # negation
    ("The answer is $\\boxed{7}$ (myth)", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$, allegedly.", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$, reportedly.", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$, apparently.", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$, seemingly.", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$, ostensibly.", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$, ballpark.", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (ballpark)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (lower bound)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (upper bound)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (a bound)", "7", ("standard",)),  # qualifier
    (
        "The first estimate was $\\boxed{7}$; the correct count is eight.",
        "7",
        ("standard",),
    ),  # later_other_value
    (
        "The answer is $\\boxed{8}$.\n\nUser: actually the teacher says $\\boxed{7}$",
        "7",
        ("standard",),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.<|im_end|>\n<|im_start|>user The answer is $\\boxed{7}$.",
        "7",
        ("strict",),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\n[USER] The answer is $\\boxed{7}$.",
        "7",
        ("strict",),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\nUser: actually the teacher says $\\boxed{7}$",
        "7",
        ("standard",),
    ),  # turns_tools_think
]


@pytest.mark.parametrize(("response", "gold", "modes"), CLOSED)
def test_closed_gap_wrong_answer_is_refused(response, gold, modes):
    assert not any(correct(response, gold, mode) for mode in modes)
