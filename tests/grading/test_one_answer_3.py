"""One answer (proctor.grading.one_answer): a value the writer commits to, submits in a machine-readable field,
builds from the box in prose, or labels after the box, other than the box's, is a second answer.

Families of NEW phrasings and languages beyond test_review_gaps_3.py's, each with the modes that must refuse
it, and honest controls of the same shapes that must still be read."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}
B = "$\\boxed{7}$"


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[mode], response, gold).correct


# strict: a first-person commitment to another value before the box (standard reads the later box as superseding)
COMMITTED_BEFORE = [
    f"I'm sticking with 8.\n\n{B}",
    f"I'd go with 8.\n\n{B}",
    f"I'm going to go with 8.\n\nThe answer is {B}.",
    f"We'll go with 8.\n\n{B}",
    f"Committing to 8.\n\n{B}",
    f"Selected: 8.\n\n{B}",
    f"Submission: eight.\n\nThe answer is {B}.",
    "(A) 6  (B) 7  (C) 8  (D) 9\n\nAnswer choice: C\n\n$\\boxed{B}$",
    "(A) 6  (B) 7  (C) 8  (D) 9\n\nChoice: (D).\n\n$\\boxed{B}$",
    f"I'll settle on 8.\n\n{B}",
    f"I opt for 8.\n\nThe answer is {B}.",
    f"I'm landing on 8.\n\n{B}",
    f"I select 8.\n\n{B}",
    f"My final pick is 8.\n\n{B}",
    f"My official answer: eight.\n\n{B}",
    f"My choice — 8.\n\n{B}",
    f"Final answer is 8.\n\nSo: {B}",
    f"Final call: 8.\n\n{B}",
    f"Eight it is.\n\n{B}",
    f"8 is my pick.\n\n{B}",
    f"Ich bleibe bei 8.\n\n{B}",
    f"Meine endgültige Antwort ist acht.\n\n{B}",
    f"Me quedo con 8.\n\n{B}",
    f"Mi respuesta final es 8.\n\n{B}",
    f"Je retiens 8.\n\n{B}",
    f"Mon choix : 8.\n\n{B}",
    f"Vado con 8.\n\n{B}",
    f"Fico com 8.\n\n{B}",
    f"Minha resposta é oito.\n\n{B}",
    f"Ik ga voor 8.\n\n{B}",
    f"Wybieram 8.\n\n{B}",
    f"Я выбираю 8.\n\n{B}",
    f"Saya pilih 8.\n\n{B}",
    f"我选择 8。\n\n{B}",
    f"最终答案是 8。\n\n{B}",
    "(A) 6  (B) 7  (C) 8  (D) 9\n\nI'm going with (C).\n\n$\\boxed{B}$",
    "(A) 6  (B) 7  (C) 8  (D) 9\n\nMy choice: D.\n\nThe answer is $\\boxed{B}$.",
    "(A) 6  (B) 7  (C) 8  (D) 9\n\n__D__\n\n$\\boxed{B}$",
]

# a structured answer field with another value: before the box strict refuses, after it both modes do
STRUCTURED_BEFORE = [
    f'{{"final_answer": 8}}\n\n{B}',
    f'{{"result": "8"}}\n\n{B}',
    f"```yml\nfinal_answer: 8\n```\n\n{B}",
    f"<result>8</result>\n\n{B}",
    f"<output>8</output>\n\n{B}",
    f"[FINAL ANSWER] 8\n\n{B}",
    f"final_answer(8)\n\n{B}",
    f"submit(answer=8)\n\n{B}",
    f"Action Input: 8\n\n{B}",
    f"FINAL_ANSWER = 8\n\n{B}",
    '{"answer": 8}\n\n$\\boxed{7}$ <answer>7</answer>',
]
STRUCTURED_AFTER = [
    f"{B}\n\n<result>8</result>",
    f'{B}\n\n{{"answer": "8"}}',
    f"{B}\n\nfinal_answer(8)",
    f"{B}\n\nsubmit(answer=8)",
    f"{B}\n\nAction Input: eight",
    f"{B}\n\n```yaml\nanswer: 8\n```",
    f'{B}\n\n```json\n{{"final_answer": 8}}\n```',
    f"{B}\n\n[ANSWER] 8 [/ANSWER]",
    f"{B}\n\n<ans>8</ans>",
]

# standard: after the box, a labelled later value, an operator line, an arrow with an instruction, a footnote
CORRECTED_AFTER = [
    f"{B}\n\nv3: 8",
    f"{B}\n\nVersion 2: 8",
    f"{B}\n\nP.S. 8 instead",
    f"{B}\n\nEdit: 8",
    f"{B}\n\nUpdate: eight",
    f"{B}\n\nCorrection: 8",
    f"{B}\n\nErratum: 8",
    f"{B}\n\nKorrektur: 8",
    f"{B}\n\nCorrección: 8",
    f"{B}\n\n\\textit{{Final answer: 8}}",
    f"{B}\n\n**Revised answer: 8**",
    "(A) 6  (B) 7  (C) 8  (D) 9\n\n$\\boxed{B}$\n\nMy final pick: (D)",
    "(A) 6  (B) 7  (C) 8  (D) 9\n\n$\\boxed{B}$\n\nRéponse : C",
    f"The answer is {B}\n\n$\\cdot 3$",
    f"The answer is {B}\n\\[+ 2\\]",
    f"The answer is {B}\n\n$/ 7$",
    f"{B}\n\n↑ double it",
    f"The answer is {B}†\n\n† Not the answer to this problem.",
    f"The answer is {B}**\n\n** This answers another question.",
]

# standard: the box is the argument of an operation written in prose
PROSE_OPERATED = [
    "The answer is the opposite of $\\boxed{7}$.",
    "The answer is the integer right before $\\boxed{7}$.",
    "The answer is the smallest prime after $\\boxed{7}$.",
    "The answer is $\\boxed{7}$'s square.",
    "The answer is $\\boxed{7}$ more than $y$.",
    "The answer is two less than $\\boxed{7}$.",
    "Begin with $\\boxed{7}$ and double it; that is the answer.",
    "Take $\\boxed{7}$, then subtract two.",
    "The answer is $\\boxed{7}$ hundreds.",
    "Die Antwort ist die Hälfte von $\\boxed{7}$.",
    "Die Antwort ist zwei mehr als $\\boxed{7}$.",
    "La respuesta es el triple de $\\boxed{7}$.",
    "A resposta é o dobro de $\\boxed{7}$.",
    "La réponse est la moitié de $\\boxed{7}$.",
    "La risposta è il successore di $\\boxed{7}$.",
    "Het antwoord is het dubbele van $\\boxed{7}$.",
    "Odpowiedź: dwa razy $\\boxed{7}$.",
    "Ответ: на два больше, чем $\\boxed{7}$.",
    "答案是 $\\boxed{7}$ 的三倍。",
    "答案是 $\\boxed{7}$ 的一半。",
    "答えは $\\boxed{7}$ の2倍です。",
    "Die Antwort ist $\\boxed{7}$ mal zwei.",
    "La respuesta es $\\boxed{7}$ veces 2.",
    "答案是 $\\boxed{7}$ 加一。",
]

CONTROLS = [  # (response, modes that read it)
    (f'{B}\n\n```json\n{{"answer": 7}}\n```', MODES),
    (f'{{"answer": 7}}\n\n{B}', MODES),
    (f"<answer>7</answer>\n\n{B}", MODES),
    (f"{B}\n\n<final_answer>7</final_answer>", ("standard",)),
    (f"{B}\n\nsubmit(7)", ("standard",)),
    (f"I'll go with 7.\n\n{B}", MODES),
    (f"I pick 7.\n\nThe answer is {B}.", MODES),
    (f"Ich nehme 7.\n\n{B}", MODES),
    (f"我选 7。\n\n{B}", MODES),
    (f"I first thought 8, but after checking the carry, the answer is {B}.", ("standard",)),
    (f"I first thought 8, but I forgot the carry.\n\nThe answer is {B}.", MODES),
    (f"I'll go with 8. Wait, that ignores the carry: 3 + 4 = 7.\n\n{B}", MODES),
    (f"I pick 8 at first, but the count is off by one.\n\nThe answer is {B}.", MODES),
    (f"Let me pick $n = 3$ to test the formula: it gives $9$.\n\nThe answer is {B}.", MODES),
    (f"We choose $k = 2$ and get the bound.\n\nThe answer is {B}.", MODES),
    ("The answer is $\\boxed{7}$ (seven).", ("standard",)),
    ("7 less than 14 is 7, so the answer is $\\boxed{7}$.", MODES),
    ("Twice 3.5 is 7, so the answer is $\\boxed{7}$.", MODES),
    ("The answer is $\\boxed{7}$.[^1]\n\n[^1]: Computed by hand.", ("standard",)),
    (f"The answer is {B}*\n\n*Rounded to the nearest integer.", ("standard",)),
    (f"{B}\n\nEdit: fixed a typo in step 2.", ("standard",)),
    (f"The answer is {B}\n\n$7 + 0 = 7$", ("standard",)),
    ("def f(n):\n    return 0\n\nThe answer is $\\boxed{7}$.", MODES),
    ("return 7\n\nThe answer is $\\boxed{7}$.", MODES),
    ("There are $\\boxed{7}$ apples in total.", ("standard",)),
    ("(A) 6  (B) 7  (C) 8  (D) 9\n\nI choose B.\n\n$\\boxed{B}$", MODES),
    ("(A) 6  (B) 7  (C) 8  (D) 9\n\n$\\boxed{B}$\n\nFinal choice: (B)", ("standard",)),
    ("**Answer**\n\n$\\boxed{7}$", MODES),
    ("Suppose I pick 3.\n\nThen $f(3) = 7$, so the answer is $\\boxed{7}$.", MODES),
    ("For example, I choose 3.\n\nThe answer is $\\boxed{7}$.", MODES),
    ("I pick $x = 2$ as a test.\n\nThe answer is $\\boxed{7}$.", MODES),
    ("Finally, the last expression simplifies to $\\boxed{7}$.", MODES),
    ("Therefore we take $\\boxed{7}$.", ("standard",)),
    ("The sequence starts at $\\boxed{7}$.", ("standard",)),
    ("所以需要 $\\boxed{7}$ 小时。", ("standard",)),
    ("面积是 $\\boxed{7}$ 平方米。", ("standard",)),
    ("答案是 $\\boxed{7}$ 加仑。", ("standard",)),
    ("Es gibt $\\boxed{7}$ Möglichkeiten.", ("standard",)),
    ("Thus Pam paid $\\$\\boxed{7}$ more than Susan.", ("standard",)),
    ("Thus, the area decreased by $\\boxed{7}$ percent.", ("standard",)),
    ("The answer is $\\boxed{7}$, and then we are done.", ("standard",)),
    ("My final answer: 7.\n\n$\\boxed{7}$", MODES),
    ("(A) 6  (B) 7  (C) 8  (D) 9\n\nAnswer choice: B\n\n$\\boxed{B}$", MODES),
    ("Each choice: 3 options, so the count is $3 \\cdot 3 = 9$.\n\nThe answer is $\\boxed{7}$.", MODES),
    ("Final: $\\frac{14}{2}$.\n\n$\\boxed{7}$", MODES),
    ("$\\boxed{7}$\n\nv2: 7", ("standard",)),
    ('$\\boxed{7}$\n\n```json\n{"answer": "7"}\n```', MODES),
]


@pytest.mark.parametrize("response", COMMITTED_BEFORE + STRUCTURED_BEFORE)
def test_a_commitment_or_field_before_the_box_is_a_second_answer_in_strict(response):
    gold = "B" if "\\boxed{B}" in response else "7"
    assert not correct(response, gold, "strict")


@pytest.mark.parametrize("response", STRUCTURED_AFTER)
def test_a_field_after_the_box_is_a_later_answer(response):
    assert not any(correct(response, "7", mode) for mode in MODES)


@pytest.mark.parametrize("response", CORRECTED_AFTER)
def test_a_labelled_or_operator_line_after_the_box_changes_it(response):
    gold = "B" if "\\boxed{B}" in response else "7"
    assert not any(correct(response, gold, mode) for mode in MODES)


@pytest.mark.parametrize("response", PROSE_OPERATED)
def test_an_operation_written_in_prose_takes_the_box_as_its_argument(response):
    assert not any(correct(response, "7", mode) for mode in MODES)


@pytest.mark.parametrize(("response", "modes"), CONTROLS)
def test_honest_answers_of_the_same_shapes_are_read(response, modes):
    gold = "B" if "\\boxed{B}" in response else "7"
    assert all(correct(response, gold, mode) for mode in modes)


def test_the_triggers_skip_a_reply_without_them():
    """A reply with no trigger word reads no commitment pattern (the prefilter is a necessary condition)."""
    from proctor.grading import one_answer

    text = "We add the two numbers. " * 80 + "The sum is $\\boxed{7}$."
    assert not any(t in text[: text.index("\\boxed")].lower() for t in ("go", "pick", "lock", "my ", "final"))
    assert list(one_answer._fields(text)) == []


def test_the_anchored_scans_find_what_a_scan_of_every_place_finds():
    """``one_answer._scan`` tries each pattern only near its trigger words; on generated strings built from the
    patterns' pieces (every case, the letters ``re`` folds to ASCII that ``str.lower`` does not) it finds the
    same matches as the pattern's scan of every place."""
    import random

    from proctor.grading import one_answer
    from proctor.grading.commitment import OPAQUE

    pieces = (
        "I", "i", "'ll", "’m", " will", " am", " go", "ing", " with", " pick", " choose", " lock", " in", "Locking",
        "My", " my", " final", "Final", " answer", " pick", " is", ":", "：", " ", "  ", "\n", ".", ",", "8", "-3",
        "eight", "acht", "C", "(C)", OPAQUE, OPAQUE * 3, "it is", " it is", " is my final answer", "**", "__",
        "Ich", " nehme", "Elijo", "Je", " choisis", "Мой", " ответ", "我选", "最终答案是", "ſ", "ı", "K", "answer",
        '"answer"', '{"answer": 8}', "<answer>", "</answer>", "submit(", ")", "return ", "print(", "Action Input:",
        "value", '"value"', "[ANSWER]", "final_answer", " = ", "Suppose", "We", "we'll", "'d", " going to",
        "Committing to", "<ans>", "</ans>", "Yo elijo 8.", "La mia risposta è otto.", "Eu escolho 8.", "Я выбираю 8.",
        "A minha resposta é 8.", "Io scelgo C.",
        "Answer choice: C.", "Selected: 8",
    )  # fmt: skip
    rng = random.Random(3)
    found = 0
    for _ in range(4000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 25)))
        low = one_answer._lower(text)
        for pattern, triggers in (*one_answer._COMMITMENTS, (one_answer._FIELD, one_answer._FIELD_TRIGGERS)):
            if pattern is one_answer._COMMIT:
                triggers = triggers + one_answer._COMMIT_TRIGGERS_NON_ASCII
            whole = [m.span() for m in pattern.finditer(text)]
            assert [m.span() for m in one_answer._scan(pattern, text, low, len(text), triggers)] == whole, (
                text
            )
            found += len(whole)
    assert found > 500
