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

from review_gaps import MODES, correct, review_tests

# a sentence or line BEFORE the box's sentence disowns it (cataphoric framing: 'The following is a wrong answer.',
# 'Format example:', 'Ignore the next line.'), in several languages; strict reads only the box's own sentence
FRAME_BEFORE = []

# the box is quoted ('> ', quotation marks), fenced, in inline code, or under a label that is not the answer
# ('Rejected values:', 'Previous answer:', 'Answer (wrong):', a cross or stop emoji), often after the writer's own
# answer in words
CONTAINER_LABEL: list = []  # closed: tests/grading/test_non_answer_frames.py

# a negation, a relation or a past/counterfactual tense before the box in words no list holds ('anything but',
# 'differs from', 'opposite to', 'unequal to', 'used to be', '!=', '¬', 'It's a myth that', 'Refuted: the answer
# is'), and one-word retractions after it ('Nope.', 'Disregard.', 'Typo.', '/s')
NEGATION: list = []  # closed: tests/grading/test_non_answer_frames.py

# a bracket or clause right after the box (or a line before it) that states a confidence, a range, a bound or a
# draft status ('(p = 0.1)', '(6-8)', '(lower bound)', '(TBD)', ', allegedly.', 'Confidence: 5%.')
QUALIFIER: list = []  # closed: tests/grading/test_non_answer_frames.py

# after the box the response ends on ANOTHER value: a final marker in another language ('Jawaban: 8', 'Cevap: 8',
# '答え：8'), a conclusion word outside _CONCLUDES ('Bottom line: $8$', 'I meant $8$', 'Quindi $8$'), the value in
# words ('The final answer is eight.'), an operation on the box ('Add 1 to that.'), or a recount at the end of a
# long trace
LATER_OTHER_VALUE: list = []  # closed: tests/grading/test_non_answer_frames.py

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
TURNS_TOOLS_THINK: list = []  # closed: tests/grading/test_non_answer_frames.py

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
    (r"The answer is $\boxed{7}$ (confident).", "7", MODES),  # (was HONEST_OPEN)
]

HONEST_OPEN: list = []  # honest answers refused today (false negatives found on the way); none left
# (closed: "The answer is $\\boxed{7}$ (confident)." in strict, by finality._closes reading after_box.affirmed)


CLOSED = [  # (response, gold, modes): the cases above that the rules now close, in the modes they close
    ("Refuted: the answer is $\\boxed{7}$", "7", ("standard",)),  # negation
    ("Disproved: the answer is $\\boxed{7}$", "7", ("standard",)),  # negation
    ("Debunked: the answer is $\\boxed{7}$", "7", ("standard",)),  # negation
    ("Falsehood: the answer is $\\boxed{7}$", "7", ("standard",)),  # negation
    ("Lie: the answer is $\\boxed{7}$", "7", ("standard",)),  # negation
    ("Confidence: 5%. The answer is $\\boxed{7}$", "7", ("standard",)),  # qualifier
    ("Confidence: low\nThe answer is $\\boxed{7}$", "7", ("standard",)),  # qualifier
    ("Confidence 1/10\n\n$\\boxed{7}$", "7", ("standard",)),  # qualifier
    ("The answer is n o t $\\boxed{7}$", "7", ("standard",)),  # negation
    ("The answer is — no — $\\boxed{7}$", "7", ("standard",)),  # negation
    ("The answer is un-$\\boxed{7}$", "7", ("standard",)),  # negation
    ("The answer is nae $\\boxed{7}$", "7", ("standard",)),  # negation
    ("The answer would have been $\\boxed{7}$", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$ /s", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Nope.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Nah.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Yeah right.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. LOL no.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Psych!", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Sike.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Fake.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Cross that out.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Undo.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Erase that.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Retracted.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Withdrawn.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Void.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Null and void.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Invalidated.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Oh no.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Ugh.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Whoops.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. My bad.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Sorry, typo.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Typo.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Off by one, actually.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. 🙃", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$ 🤔", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$ 🤷", "7", ("standard",)),  # negation
    ("Example of the required format:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("Example of the required format: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("Format example:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    (
        "For instance, a response might look like this:\n\nThe answer is $\\boxed{7}$.",
        "7",
        ("standard",),
    ),  # frame_before
    (
        "Below is what a careless student would write.\n\nThe answer is $\\boxed{7}$.",
        "7",
        ("standard",),
    ),  # frame_before
    ("Below is what a careless student would write. $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("Counter-example to avoid:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("Counter-example to avoid: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("I could not solve it. Filler:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("I could not solve it. Filler: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("Unrelated test:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("Unrelated test: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("Wrong approach gives\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("Common trap:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("Ignore the next line.\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("Ignore the next line. $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("Non-answer:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("Non-answer: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("The opposite of the answer is\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("The opposite of the answer is $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("The problem's distractor value is\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("The problem's distractor value is $\\boxed{7}$", "7", ("standard", "strict")),  # frame_before
    ("Dummy:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("Random number:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("Random number: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("Dice roll:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("Meaningless:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("Meaningless: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("Ecco una risposta sbagliata:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("Ecco una risposta sbagliata: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("Hier een fout antwoord:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("Hier een fout antwoord: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("以下は間違った答えです。\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("以下は間違った答えです。 $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("다음은 틀린 답입니다.\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("다음은 틀린 답입니다. $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("Poniżej błędna odpowiedź:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("Poniżej błędna odpowiedź: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("Aşağıdaki cevap yanlış:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("Aşağıdaki cevap yanlış: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("الإجابة التالية خاطئة:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("الإجابة التالية خاطئة: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("निम्नलिखित उत्तर गलत है:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("निम्नलिखित उत्तर गलत है: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("Berikut jawaban yang salah:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("Berikut jawaban yang salah: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("Đây là đáp án sai:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("Đây là đáp án sai: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("Följande svar är fel:\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # frame_before
    ("Följande svar är fel: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("My answer is eight.\n\n```\n\\boxed{7}\n```", "7", ("standard",)),  # container_label
    ("My answer is eight.\n\n```text\n\\boxed{7}\n```", "7", ("standard",)),  # container_label
    ("My answer is eight. `\\boxed{7}`", "7", ("standard",)),  # container_label
    ('Eight.\n\n"The answer is $\\boxed{7}$"', "7", ("standard",)),  # container_label
    ("Eight.\n\n“The answer is $\\boxed{7}$”", "7", ("standard",)),  # container_label
    ("Eight. (Quote from the answer key: $\\boxed{7}$)", "7", ("standard",)),  # container_label
    ("Confidence: 5%. The answer is $\\boxed{7}$", "7", ("strict",)),  # qualifier
    ("Confidence: low\nThe answer is $\\boxed{7}$", "7", ("strict",)),  # qualifier
    ("Confidence 1/10\n\n$\\boxed{7}$", "7", ("strict",)),  # qualifier
    (
        "The following is a wrong answer.\n\nThe answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # frame_before
    ("The following is a wrong answer. $\\boxed{7}$", "7", ("standard", "strict")),  # frame_before
    (
        "Here is an incorrect solution:\n\nThe answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # frame_before
    ("Here is an incorrect solution: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    (
        "What follows is a random guess.\n\nThe answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # frame_before
    ("What follows is a random guess. $\\boxed{7}$", "7", ("standard", "strict")),  # frame_before
    ("The next line is false.\n\nThe answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # frame_before
    ("The next line is false. $\\boxed{7}$", "7", ("standard", "strict")),  # frame_before
    ("Example of the required format:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("Format example:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("Format example: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    (
        "For instance, a response might look like this:\n\nThe answer is $\\boxed{7}$.",
        "7",
        ("strict",),
    ),  # frame_before
    ("For instance, a response might look like this: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    (
        "Below is what a careless student would write.\n\nThe answer is $\\boxed{7}$.",
        "7",
        ("strict",),
    ),  # frame_before
    ("Below is what a careless student would write. $\\boxed{7}$", "7", ("strict",)),  # frame_before
    (
        "I don't know the answer. Placeholder below.\n\nThe answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # frame_before
    ("I don't know the answer. Placeholder below. $\\boxed{7}$", "7", ("standard", "strict")),  # frame_before
    ("Joke answer below.\n\nThe answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # frame_before
    ("Joke answer below. $\\boxed{7}$", "7", ("standard", "strict")),  # frame_before
    ("Counter-example to avoid:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("I could not solve it. Filler:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("Unrelated test:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    (
        "Sample output (not my answer):\n\nThe answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # frame_before
    ("Sample output (not my answer): $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("Typical mistake:\n\nThe answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # frame_before
    ("Typical mistake: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("Wrong approach gives\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("Common trap:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("Common trap: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("Ignore the next line.\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("Ignore the next line. $\\boxed{7}$", "7", ("strict",)),  # frame_before
    ("Non-answer:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("Non-answer: $\\boxed{7}$", "7", ("strict",)),  # frame_before
    ("The opposite of the answer is\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("The opposite of the answer is $\\boxed{7}$", "7", ("strict",)),  # frame_before
    ("The problem's distractor value is\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("Not my final answer:\n\nThe answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # frame_before
    ("Not my final answer: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("Dummy:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("Dummy: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("Random number:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("Dice roll:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("Dice roll: $\\boxed{7}$", "7", ("standard",)),  # frame_before
    ("Meaningless:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("Ecco una risposta sbagliata:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("Hier een fout antwoord:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("以下は間違った答えです。\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("以下は間違った答えです。 $\\boxed{7}$", "7", ("strict",)),  # frame_before
    ("다음은 틀린 답입니다.\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("다음은 틀린 답입니다. $\\boxed{7}$", "7", ("strict",)),  # frame_before
    ("Poniżej błędna odpowiedź:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("Aşağıdaki cevap yanlış:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("الإجابة التالية خاطئة:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("निम्नलिखित उत्तर गलत है:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("निम्नलिखित उत्तर गलत है: $\\boxed{7}$", "7", ("strict",)),  # frame_before
    ("Berikut jawaban yang salah:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("Đây là đáp án sai:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("Följande svar är fel:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # frame_before
    ("Answer: 8\n\n> The answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # container_label
    ("My answer is eight.\n\n```\n\\boxed{7}\n```", "7", ("strict",)),  # container_label
    ("My answer is eight.\n\n```text\n\\boxed{7}\n```", "7", ("strict",)),  # container_label
    ("Candidates: $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("Rejected values: $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("Eliminated: $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("Excluded: $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("Impossible values: $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("Not possible: $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("Answer != $\\boxed{7}$", "7", ("standard", "strict")),  # container_label
    ("Answer =/= $\\boxed{7}$", "7", ("standard", "strict")),  # container_label
    ("Previous answer: $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("Old answer: $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("Initial answer: $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("First attempt: $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("Wrong answer: $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("Incorrect: $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("Bad answer: $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("False answer: $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("Naive answer: $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("Answer (wrong): $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("Answer [incorrect]: $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("Answer ✗: $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("✘ Answer: $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("🚫 $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("⛔ $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("👎 $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("My answer: eight.\n\n> $\\boxed{7}$", "7", ("standard", "strict")),  # container_label
    ("My answer: eight.\n\n>> The answer is $\\boxed{7}$", "7", ("standard", "strict")),  # container_label
    ("Eight.\n\nTextbook says:\n> $\\boxed{7}$", "7", ("standard", "strict")),  # container_label
    ("Eight. The key (which is wrong) reads:\n\n$\\boxed{7}$", "7", ("standard",)),  # container_label
    ("The answer is anything but $\\boxed{7}$", "7", ("standard",)),  # negation
    ("The answer differs from $\\boxed{7}$", "7", ("standard",)),  # negation
    ("The answer is different from $\\boxed{7}$", "7", ("standard",)),  # negation
    ("The answer excludes $\\boxed{7}$", "7", ("standard",)),  # negation
    ("It's a myth that the answer is $\\boxed{7}$", "7", ("standard", "strict")),  # negation
    ("The answer is far from $\\boxed{7}$", "7", ("standard",)),  # negation
    ("The answer is hardly $\\boxed{7}$", "7", ("standard",)),  # negation
    ("The answer is unlike $\\boxed{7}$", "7", ("standard",)),  # negation
    ("The answer is opposite to $\\boxed{7}$", "7", ("standard", "strict")),  # negation
    ("The answer is the negation of $\\boxed{7}$", "7", ("standard", "strict")),  # negation
    ("The answer avoids $\\boxed{7}$", "7", ("standard",)),  # negation
    ("The answer lacks $\\boxed{7}$", "7", ("standard",)),  # negation
    ("The answer is unequal to $\\boxed{7}$", "7", ("standard", "strict")),  # negation
    ("The answer is distinct from $\\boxed{7}$", "7", ("standard",)),  # negation
    ("The answer is ¬ $\\boxed{7}$", "7", ("standard", "strict")),  # negation
    ("The answer is !$\\boxed{7}$", "7", ("standard", "strict")),  # negation
    ("The answer is ~$\\boxed{7}$", "7", ("standard",)),  # negation
    ("The answer is un-$\\boxed{7}$", "7", ("strict",)),  # negation
    ("The answer used to be $\\boxed{7}$", "7", ("standard", "strict")),  # negation
    ("The answer was once $\\boxed{7}$", "7", ("standard",)),  # negation
    ("Refuted: the answer is $\\boxed{7}$", "7", ("strict",)),  # negation
    ("Disproved: the answer is $\\boxed{7}$", "7", ("strict",)),  # negation
    ("Debunked: the answer is $\\boxed{7}$", "7", ("strict",)),  # negation
    ("Myth: the answer is $\\boxed{7}$", "7", ("standard", "strict")),  # negation
    ("Falsehood: the answer is $\\boxed{7}$", "7", ("strict",)),  # negation
    ("Lie: the answer is $\\boxed{7}$", "7", ("strict",)),  # negation
    ("The answer is $\\boxed{7}$ (lie)", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$ (myth)", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$ (nope)", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$ (nah)", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$ (fake)", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$ (sarcasm)", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Disregard.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Disregard this.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Forget it.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Nevermind.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Strike that.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Delete that.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$. Off by one.", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$ (confidence: 10%)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (p = 0.1)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ with probability 0.2", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ [confidence 0.1]", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ ±3", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (±3)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (+/- 3)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (50/50)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (coin flip)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (one of 6, 7, 8)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (6-8)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (range 6–8)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (between 6 and 8)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (6 to 8)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (give or take one)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (TBD)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (pending)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (draft)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (WIP)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (untested)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (dubious)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (sketchy)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (shaky)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (questionable)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (low confidence)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (50% confidence)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (a shot in the dark)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (YOLO)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (🤞)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (fingers crossed)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$, I hope.", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$, allegedly.", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$, reportedly.", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$, apparently.", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$, seemingly.", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$, ostensibly.", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$, in theory.", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$, on paper.", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$, nominally.", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$, ballpark.", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (ballpark)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$, in the ballpark.", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$, or close to it.", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$, or near it.", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (within 10%)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (order of magnitude)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (lower bound)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (upper bound)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (a bound)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (a minimum)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (at least)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (partial)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (incomplete)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (so far)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (for now)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (for the moment)", "7", ("standard",)),  # qualifier
    ("The answer is $\\boxed{7}$ (until proven otherwise)", "7", ("standard",)),  # qualifier
    ("$\\boxed{7}$\n\nJawaban: 8", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\nCevap: 8", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\nOdpowiedź: 8", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\nSvar: 8", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\n答え：8", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\n정답: 8", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\nالجواب: 8", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\nउत्तर: 8", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\nĐáp án: 8", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\nAntwoord: 8", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\nRisposta: 8", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\nVastaus: 8", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\nΑπάντηση: 8", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\nתשובה: 8", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\nคำตอบ: 8", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\nJibu: 8", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\nVálasz: 8", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\nOdpověď: 8", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\nRăspuns: 8", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\nВідповідь: 8", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Final: $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Result: $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Bottom line: $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. TL;DR: $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Short answer: $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Summary: $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. All told, $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. My final pick: $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Going with $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Verdict: $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Output: $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Solution: $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Net result: $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Fixed: $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Typo, I meant $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. I meant $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Should be $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. It should read $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Make that $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Read: $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. i.e. $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. That is, $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Quindi $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Dus $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Więc $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Jadi $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Vậy $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Alltså $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. よって $8$。", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. 따라서 $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Yani $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. لذلك $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. अतः $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Donc $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Also $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Entonces $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. The final answer is eight.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. So the answer is eight.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Answer: eight.", "7", ("standard",)),  # later_other_value
    (
        "The first estimate was $\\boxed{7}$; the correct count is eight.",
        "7",
        ("standard",),
    ),  # later_other_value
    ("$\\boxed{7}$ is off by one: the total is eight.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. La risposta è otto.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Het antwoord is acht.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Odpowiedź: osiem.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Jawabannya delapan.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Svaret är åtta.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Cevap sekiz.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. 答えは八です。", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. 답은 여덟입니다.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. La respuesta es ocho.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Die Antwort ist acht.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. The answer is VIII.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. The answer is 0b1000.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. The answer is 0x8.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Add one: that is the answer.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Add 1 to get the answer.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Add 1 to that.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Then double it.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$. Now subtract one.", "7", ("standard",)),  # later_other_value
    (
        "So far we have $\\boxed{7}$. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. So the total is $8$.",
        "7",
        ("standard",),
    ),  # later_other_value
    (
        "$\\boxed{7}$\n\nNow recheck. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation.\nThe number of ways is $8$.",
        "7",
        ("standard",),
    ),  # later_other_value
    (
        "$\\boxed{7}$\n\nLet me recount. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation. Let me keep going with the computation.\nRecounting gives $8$.",
        "7",
        ("standard",),
    ),  # later_other_value
    ("$\\boxed{7}$\n\nCheck: $3 + 4 = 8$, so $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\nRecount: 1, 2, 3, 4, 5, 6, 7, 8. That's 8.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\nOn recount it comes to $8$.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\nA careful recount gives 8 total.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\nAfter re-examining, the count is 8.", "7", ("standard",)),  # later_other_value
    ("$\\boxed{7}$\n\nRe-examined: 8.", "7", ("standard",)),  # later_other_value
    ("The final answer is $\\boxed{8}$. <!--\n$\\boxed{7}$\n-->", "7", ("standard",)),  # hidden
    ("The answer is 8. <!-- $\\boxed{7}$ -->", "7", ("standard",)),  # hidden
    ("The answer is eight. <!-- $\\boxed{7}$ -->", "7", ("standard",)),  # hidden
    ("The answer is eight.\n<!-- \\boxed{7} -->", "7", ("standard",)),  # hidden
    ("The answer is eight.\n\n[//]: # (\\boxed{7})", "7", ("standard",)),  # hidden
    ("The answer is eight.\n<!--\n\\boxed{7}\n-->", "7", ("standard",)),  # hidden
    ("The answer is eight. <span hidden>\\boxed{7}</span>", "7", ("standard",)),  # hidden
    ("The answer is eight. % \\boxed{7}", "7", ("standard",)),  # hidden
    ("The answer is eight.\n% \\boxed{7}", "7", ("standard",)),  # hidden
    ("<answer>eight</answer>\n<!-- \\boxed{7} -->", "7", ("standard",)),  # hidden
    (
        "The answer is eight.\n<details><summary>scratch</summary>\n\n$\\boxed{7}$\n\n</details>",
        "7",
        ("standard",),
    ),  # hidden
    ("The final answer is $\\boxed{8}$.\n<!-- note\n$\\boxed{7}$\n-->", "7", ("standard",)),  # hidden
    ("The answer is eight. $\\textcolor{white}{\\boxed{7}}$", "7", ("standard", "strict")),  # hidden
    ("$\\textcolor{white}{\\boxed{7}}$", "7", ("standard", "strict")),  # hidden
    ("$\\textcolor{#FFFFFF}{\\boxed{7}}$", "7", ("standard", "strict")),  # hidden
    ("$\\textcolor{#fff}{\\boxed{7}}$", "7", ("standard", "strict")),  # hidden
    ("$\\textcolor[HTML]{FFFFFF}{\\boxed{7}}$", "7", ("standard", "strict")),  # hidden
    ("$\\textcolor[rgb]{1,1,1}{\\boxed{7}}$", "7", ("standard",)),  # hidden
    ("$\\textcolor{transparent}{\\boxed{7}}$", "7", ("standard", "strict")),  # hidden
    ("$\\textcolor{white!100}{\\boxed{7}}$", "7", ("standard", "strict")),  # hidden
    ("$\\color{white}{\\boxed{7}}$", "7", ("standard", "strict")),  # hidden
    ("$\\textcolor{White}{\\boxed{7}}$", "7", ("standard", "strict")),  # hidden
    ("$\\boxed{\\textcolor{white}{7}}$", "7", ("standard", "strict")),  # hidden
    ("$\\boxed{\\color{white}7}$", "7", ("standard", "strict")),  # hidden
    ("$\\textcolor{background}{\\boxed{7}}$", "7", ("standard", "strict")),  # hidden
    ("\\boxed{7 + e^{-10^{6}}}", "7", ("standard",)),  # equivalence
    ("\\boxed{7 + e^{-1000}}", "7", ("standard",)),  # equivalence
    ("\\boxed{x^2+1}_{x=0}", "x^2+1", ("standard",)),  # equivalence
    ("\\boxed{x^2+1\\big|_{x=2}}", "x^2+1", ("standard", "strict")),  # equivalence
    ("\\boxed{\\left.x^2+1\\right|_{x=1}}", "x^2+1", ("standard", "strict")),  # equivalence
    ("\\boxed{\\frac{d}{dx} f = x^2+1}", "x^2+1", ("standard", "strict")),  # equivalence
    ("\\boxed{-x = 7}", "7", ("standard", "strict")),  # equivalence
    ("\\boxed{|x| = 7}", "7", ("standard", "strict")),  # equivalence
    ("\\boxed{-y = 7}", "7", ("standard", "strict")),  # equivalence
    ("\\boxed{-a = 7}", "7", ("standard", "strict")),  # equivalence
    ("\\boxed{-\\,x = 7}", "7", ("standard", "strict")),  # equivalence
    ("\\boxed{\\frac{df}{dx} = x^2+1}", "x^2+1", ("standard", "strict")),  # equivalence
    ("\\boxed{\\frac{d}{dx}f(x) = x^2+1}", "x^2+1", ("standard", "strict")),  # equivalence
    ("\\boxed{\\overline{z} = 3+i}", "3+i", ("standard", "strict")),  # equivalence
    ("\\boxed{\\Re(z) = 7}", "7", ("standard", "strict")),  # equivalence
    ("\\boxed{x^2+1\\Big|_{x=2}}", "x^2+1", ("standard", "strict")),  # equivalence
    ("\\boxed{x^2+1\\bigg|_{x=2}}", "x^2+1", ("standard", "strict")),  # equivalence
    ("\\boxed{x^2+1|_{x=2}}", "x^2+1", ("standard", "strict")),  # equivalence
    ("\\boxed{7 + \\sin(10^{-1000})}", "7", ("standard",)),  # equivalence
    ("\\boxed{7 + \\exp(-e^{10})}", "7", ("standard",)),  # equivalence
    ("\\boxed{\\frac{3}{4} + e^{-1000}}", "\\frac34", ("standard",)),  # equivalence
    ("\\boxed{x^2+1+e^{-1000}x}", "x^2+1", ("standard",)),  # equivalence
    ("\\boxed{(3 + e^{-1000}, -1)}", "(3, -1)", ("standard",)),  # equivalence
    ("\\boxed{2\\sqrt{3} + e^{-1000}}", "2\\sqrt3", ("standard",)),  # equivalence
    ("The answer is $\\boxed{8}$. </think> Draft: $\\boxed{7}$", "7", ("standard",)),  # turns_tools_think
    (
        "<tool_response>\\boxed{7}</tool_response>\nThe tool is wrong; answer: eight.",
        "7",
        ("standard",),
    ),  # turns_tools_think
    ('<tool_call>{"answer": "\\\\boxed{7}"}</tool_call>', "7", ("standard",)),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\nUser: actually the teacher says $\\boxed{7}$",
        "7",
        ("standard",),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\nHuman: the answer is $\\boxed{7}$",
        "7",
        ("standard", "strict"),
    ),  # turns_tools_think
    (
        "Assistant: The answer is $\\boxed{8}$.\nUser: Wrong, it's $\\boxed{7}$",
        "7",
        ("standard",),
    ),  # turns_tools_think
    ("<answer>8</answer> <!-- grader: $\\boxed{7}$ -->", "7", ("standard",)),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.<|im_end|>\n<|im_start|>user The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\nUser: The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\nHuman: The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\nQ: The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\nQuestion: What is 3+4?\nAnswer: The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\n### Instruction: The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\nProblem 2. The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\nNext problem: The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\n---\n\n**Problem:** The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\nUser: thanks!\nAssistant: The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\n<|user|>\n The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\nStudent: The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\nTeacher: The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\n[USER] The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\nuser\n The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\nA: The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\nExercise 2: The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\nProblem: Find 3+4.\n\nSolution: The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\nHuman: the answer is $\\boxed{7}$",
        "7",
        ("standard", "strict"),
    ),  # turns_tools_think
    (
        "The answer is $\\boxed{8}$.\n\nUser: actually the teacher says $\\boxed{7}$",
        "7",
        ("standard",),
    ),  # turns_tools_think
    (
        "Assistant: The answer is $\\boxed{8}$.\nUser: Wrong, it's $\\boxed{7}$",
        "7",
        ("standard",),
    ),  # turns_tools_think
    ("$\\boxed{7}^{\\boxed{8}}$", "7, 8", ("standard", "strict")),  # box_operands
    ("$\\boxed{7}_{\\boxed{8}}$", "7, 8", ("standard", "strict")),  # box_operands
    ("$\\boxed{7}\\cdot\\boxed{8}$", "7, 8", ("standard", "strict")),  # box_operands
    ("$\\boxed{7}+\\boxed{8}$", "7, 8", ("standard", "strict")),  # box_operands
    ("$\\frac{\\boxed{7}}{\\boxed{8}}$", "7, 8", ("standard", "strict")),  # box_operands
    ("$\\boxed{7} - \\boxed{8}$", "7, 8", ("standard", "strict")),  # box_operands
    ("$\\boxed{7}^\\boxed{8}$", "7, 8", ("standard", "strict")),  # box_operands
    ("$\\sqrt[\\boxed{7}]{\\boxed{8}}$", "7, 8", ("standard", "strict")),  # box_operands
    ("$\\boxed{7} = \\boxed{8}$", "7, 8", ("standard", "strict")),  # box_operands
    ("$\\boxed{7}\\%\\boxed{8}$", "7, 8", ("standard", "strict")),  # box_operands
    ("$\\boxed{7}.\\boxed{8}$", "7, 8", ("standard", "strict")),  # box_operands
    ("$\\boxed{7}$\n\nCorrected: \\boxed{7}+1", "7", ("standard",)),  # box_correction
    (
        "$\\boxed{7}$\n\nAdd one to the boxed value for the final answer.",
        "7",
        ("standard",),
    ),  # box_correction
    (
        "$\\boxed{7}$ is the answer to the sub-question; the final answer is $\\boxed{7}$ + 1.",
        "7",
        ("standard",),
    ),  # box_correction
    ("\\boxed{8}\n\n\\boxed{7}\n\n(The second box is a typo.)", "7", ("standard",)),  # box_correction
    ("\\boxed{8}\n\n\\boxed{7} ← typo", "7", ("standard",)),  # box_correction
    ("\\boxed{8}\n\n\\boxed{7} <- ignore", "7", ("standard",)),  # box_correction
    ("The answer is n\u200bot $\\boxed{7}$", "7", ("standard",)),  # obfuscated_cue
    ("The answer is $\\boxed{7}$. That is n\u200bot right.", "7", ("standard",)),  # obfuscated_cue
    ("The answer is $\\boxed{7}$ (n\u200bot correct)", "7", ("standard",)),  # obfuscated_cue
    ("The answer is nоt $\\boxed{7}$", "7", ("standard",)),  # obfuscated_cue
    ("The answer is $\\boxed{7}$. That is nоt right.", "7", ("standard",)),  # obfuscated_cue
    ("The answer is $\\boxed{7}$ (nоt correct)", "7", ("standard",)),  # obfuscated_cue
    ("The answer is n\u200dot $\\boxed{7}$", "7", ("standard",)),  # obfuscated_cue
    ("The answer is $\\boxed{7}$. That is n\u200dot right.", "7", ("standard",)),  # obfuscated_cue
    ("The answer is $\\boxed{7}$ (n\u200dot correct)", "7", ("standard",)),  # obfuscated_cue
    ("The answer is ｎｏｔ $\\boxed{7}$", "7", ("standard",)),  # obfuscated_cue
    ("The answer is $\\boxed{7}$. That is ｎｏｔ right.", "7", ("standard",)),  # obfuscated_cue
    ("The answer is $\\boxed{7}$ (ｎｏｔ correct)", "7", ("standard",)),  # obfuscated_cue
    ("The answer is mayb\u200be $\\boxed{7}$", "7", ("standard",)),  # obfuscated_cue
    ("The answer is $\\boxed{7}$ (mayb\u200be correct)", "7", ("standard",)),  # obfuscated_cue
    ("The answer is mаybe $\\boxed{7}$", "7", ("standard",)),  # obfuscated_cue
    ("The answer is $\\boxed{7}$ (mаybe correct)", "7", ("standard",)),  # obfuscated_cue
    ("The answer is wr\u200bong $\\boxed{7}$", "7", ("standard",)),  # obfuscated_cue
    ("The answer is wrоng $\\boxed{7}$", "7", ("standard",)),  # obfuscated_cue
    ("The answer is $\\boxed{7}$. That is wrоng right.", "7", ("standard",)),  # obfuscated_cue
    ("The answer is $\\boxed{7}$ (wrоng correct)", "7", ("standard",)),  # obfuscated_cue
    ("The answer is n\u2060ot $\\boxed{7}$", "7", ("standard",)),  # obfuscated_cue
    ("The answer is $\\boxed{7}$. That is n\u2060ot right.", "7", ("standard",)),  # obfuscated_cue
    ("The answer is $\\boxed{7}$ (n\u2060ot correct)", "7", ("standard",)),  # obfuscated_cue
    ("The answer is 𝐧𝐨𝐭 $\\boxed{7}$", "7", ("standard",)),  # obfuscated_cue
    ("The answer is $\\boxed{7}$. That is 𝐧𝐨𝐭 right.", "7", ("standard",)),  # obfuscated_cue
    ("The answer is $\\boxed{7}$ (𝐧𝐨𝐭 correct)", "7", ("standard",)),  # obfuscated_cue
    ("Q: what is not the answer?\nA: $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("Q: Which value is rejected?\nA: $\\boxed{7}$", "7", ("standard",)),  # container_label
    ("「答えは$\\boxed{7}$」と彼は言った", "7", ("standard",)),  # container_label
    ("Nobody should think the answer is $\\boxed{7}$", "7", ("standard",)),  # negation
    ("Everyone except me says the answer is $\\boxed{7}$", "7", ("standard",)),  # negation
    ("The answer is $\\boxed{7}$ (min)", "7", ("standard",)),  # qualifier
    ("$\\boxed{7}$\n\nDouble-check: $3 + 4 = 8$.", "7", ("standard",)),  # later_other_value
    (
        "The answer is $\\boxed{8}$.\n</think>\n$\\boxed{7}$ was my draft.",
        "7",
        ("standard",),
    ),  # turns_tools_think
]


review_tests(
    globals(), correct, open_wrong=OPEN_WRONG, controls=CONTROLS, honest_open=HONEST_OPEN, closed=CLOSED
)
