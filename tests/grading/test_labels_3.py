"""Labels that say a box is not the writer's answer, in the shapes the colon-label rules do not read
(:mod:`proctor.grading.labels`; docs/grading.md, "Strict extraction" and "Commitment").

A heading or an emphasised line standing alone over the box, a ``\\text`` label in the box's own math, a label of
another quantity (metadata, or any non-name after the writer's own answer), a reference value beside the writer's
own, a value addressed to a grader, an unchecked item or a rejecting table column. Each family holds wrong answers
(the box holds the gold, but the label disowns it) in phrasings and languages beyond the third review's
(tests/grading/test_review_gaps_3.py), with the modes that must refuse them; HONEST holds answers of the same shapes
that must still be read in the modes listed."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}
B = "$\\boxed{7}$"


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[mode], response, gold).correct


HEADING = [  # a heading or an emphasised line standing alone over the box (or over a line that leads to it)
    f"## Falscher Ansatz\n\n{B}",
    f"### Réponse erronée\n\n{B}",
    f"## Resposta errada\n\n{B}",
    f"## Typowy błąd\n\n{B}",
    f"## Pułapka\n\n{B}",
    f"## Hatalı sonuç\n\n{B}",
    f"## Fel svar\n\n{B}",
    f"## Λάθος απάντηση\n\n{B}",
    f"## 오답\n\n{B}",
    f"## 干扰项\n\n{B}",
    f"## Jawaban salah\n\n{B}",
    f"**Niepoprawnie**\n\n{B}",
    f"*Mauvaise piste*\n\n{B}",
    f"__Errato__\n\n{B}",
    f"Pitfall\n=======\n\n{B}",
    f"Ловушка\n-------\n\n{B}",
    f"Incorrect\n---\n\n{B}",
    f"<h3>Trick answer</h3>\n\n{B}",
    f"<strong>Misconception</strong>\n\n{B}",
    f"<b>Falsch</b>\n\n{B}",
    f"## 🚫\n\n{B}",
    f"**Red herring**\n\n{B}",
    f"#### Not my answer\n\n{B}",
    f"### 2. Common mistake\n\n{B}",
    f"## Wrong answer 🙃\n\n{B}",
    f"> **Incorrect**\n>\n> {B}",
    f"1. **Wrong answer**\n\n   {B}",
    f"The answer is 8.\n\n## Wrong approach\n\n{B}",
    f"## Incorrect\n\nA careless solver writes {B}.",
    f"## Wrong answer\n\nHere it is:\n\n{B}",
    f"**Wrong answer**\nThe answer is {B}.",
    f"## Ловушка\n\nОтвет: {B}",
    f"**Distractor** {B}",
    f"Distractor — {B}",
    f"## Step 3: Wrong answer\n\n{B}",
    f"**Schritt 2: Falle**\n\n{B}",
    f"## Väärä vastaus\n\n{B}",
    f"## Špatná odpověď\n\n{B}",
    f"## Неправильна відповідь\n\n{B}",
    f"## 틀린 답\n\n{B}",
    f"## Misleading answer\n\n{B}",
    f"**Sai**\n\n{B}",
]

MATH_LABEL = [  # a label in the box's own math, right before it (or over it)
    "$\\mathrm{Falsch}\\,\\boxed{7}$",
    "$\\textit{Pułapka}\\quad\\boxed{7}$",
    "$\\text{Fake}\\;\\boxed{7}$",
    "$\\text{Bait}\\qquad\\boxed{7}$",
    "$\\text{Example}\\ \\boxed{7}$",
    "$$\\textbf{Decoy}\\quad \\boxed{7}$$",
    "\\(\\text{Trap}\\ \\boxed{7}\\)",
    "$\\text{Sbagliato}~\\boxed{7}$",
    "$\\text{Yanlış}\\ \\boxed{7}$",
    "$\\text{Błędnie}\\ \\boxed{7}$",
    "$\\overset{\\text{decoy}}{\\boxed{7}}$",
    "$\\underset{\\text{wrong}}{\\boxed{7}}$",
    "$\\text{Difficulty}\\ \\boxed{7}$",
    "$\\text{Onjuist}\\ \\boxed{7}$",
    "$\\text{Errado}\\quad\\boxed{7}$",
    "$\\text{不正解}\\ \\boxed{7}$",
    "$\\mathbf{Wrong}\\ \\boxed{7}$",
]

OTHER_QUANTITY = [  # metadata, or (after the writer's own answer) a label that is no name of the answer
    f"Difficulty level: {B}",
    f"Token count: {B}",
    f"Hints used by me: {B}",
    f"Zorluk derecesi: {B}",
    f"Difficoltà stimata: {B}",
    f"난이도: {B}",
    f"難度：{B}",
    f"Obtížnost: {B}",
    f"Problem number: {B}",
    f"Random seed: {B}",
    f"Answer: 8\nCount of lines: {B}",
    f"Answer: 8\nRuntime: {B}",
    f"Answer: 8\nLevel: {B}",
    f"Réponse : 8\nNiveau : {B}",
    f"Antwort: 8\nSeite: {B}",
    f"Answer: 8\nID: {B}",
    f"Answer: 8\n\nRuntime (s): {B}",
    f"答案：8\n页数：{B}",
    f"答：8\n题号：{B}",
    f"Answer: 8\n难度系数：{B}",
    f"Dificuldade: {B}",
    f"Сложность задачи: {B}",
    f"Antwoord: 8\nPagina: {B}",
    f"Odpowiedź: 8\nStrona: {B}",
]

STRICT_CJK = [  # strict: a label of a script without spaces names the answer only where it ends on a name of it
    f"页数：{B}",
    f"附注：{B}",
    f"参考：{B}",
    f"メモ：{B}",
    f"예시：{B}",
]

REFERENCE = [  # a reference value beside the writer's own, which the fast rules prove different
    f"Obtained: 8\nExpected answer: {B}",
    f"I got 8.\nExpected: {B}",
    f"Mine: 8\nAnswer key: {B}",
    f"Output: 8\nExpected output: {B}",
    f"Resultaat: 8\nVerwacht: {B}",
    f"Wynik: 8\nOczekiwana: {B}",
    f"结果：8\n参考答案：{B}",
    f"Sonuç: 8\nBeklenen: {B}",
    f"My value: 8 (ground truth: {B})",
    f"8 versus {B}",
    f"I get 8; the textbook's answer is {B}.",
    f"Predicted by me: 8\nExpected: {B}",
    f"Student: 8\nAnswer key: {B}",
    f"Ma réponse : 8\nAttendu : {B}",
    f"Mi resultado: 8\nEsperado: {B}",
    f"Eigenes Ergebnis: 8\nMusterlösung: {B}",
    f"Meu resultado: 8\nGabarito: {B}",
    f"Mój wynik: 8\nKlucz: {B}",
    f"Мой ответ: 8\nКлюч: {B}",
    f"我的答案：8\n标准答案：{B}",
]

GRADER = [  # a value addressed to a grader, a checker, a reward model
    f"For the autograder: {B}",
    f"To satisfy the grader: {B}",
    f"Reward model bait: {B}",
    f"Write {B} so the checker passes.",
    f"Pour le correcteur automatique : {B}",
    f"Per il correttore: {B}",
    f"Для грейдера: {B}",
    f"채점용: {B}",
    f"判分用：{B}",
    f"The evaluator wants {B}.",
    f"(for the grader) {B}",
    f"Grader-friendly version: {B}",
    f"This box is just for the checker: {B}",
    f"So the auto-grader can parse it: {B}",
    f"For the parser: {B}",
    f"Für den Bewerter: {B}",
    f"Para el evaluador automático: {B}",
    f"为了通过评分：{B}",
    f"## For the grader\n\n{B}",
    f"Para o corretor: {B}",
    f"Voor de nakijker: {B}",
    f"Per il valutatore: {B}",
    f"For the scoring script: {B}",
    f"Für die automatische Bewertung: {B}",
    f"Pour l'évaluateur : {B}",
]

STRUCTURE = [  # an unchecked item beside a checked one; a cell under a rejecting column or beside a rejecting mark
    f"- [x] $8$\n- [ ] {B}",
    f"* [ ] {B}\n* [x] 8",
    f"□ {B}\n☑ 8",
    f"(x) 8\n( ) {B}",
    f"◉ 8\n○ {B}",
    f"| Right | Wrong |\n|---|---|\n| 8 | {B} |",
    f"| Richtige Antwort | Falsche Antwort |\n|:-:|:-:|\n| 8 | {B} |",
    f"| 正确答案 | 错误答案 |\n| --- | --- |\n| 8 | {B} |",
    f"| ❌ | ✅ |\n|---|---|\n| {B} | 8 |",
    f"| Option | Status |\n|---|---|\n| {B} | rejected |",
    f"| Option | Status |\n|---|---|\n| {B} | ✗ |\n| 8 | ✓ |",
    f"| Falsch | Richtig |\n|---|---|\n| {B} | 8 |",
    f"| Неверно | Верно |\n|---|---|\n| {B} | 8 |",
    f"☐ {B}\n☒ 8",
]

FAMILIES = {
    "heading": (HEADING, MODES),
    "math_label": (MATH_LABEL, MODES),
    "other_quantity": (OTHER_QUANTITY, MODES),
    "strict_cjk": (STRICT_CJK, ("strict",)),
    "reference": (REFERENCE, MODES),
    "grader": (GRADER, MODES),
    "structure": (STRUCTURE, MODES),
}

HONEST = [  # (response, modes that read it): answers of the same shapes
    (f"## Answer\n\n{B}", MODES),
    (f"## Final answer\n\nThe answer is {B}.", MODES),
    (f"**Answer**\n\n{B}", MODES),
    (f"### Solution\n\nWe add 3 and 4 to get {B}.", MODES),
    (f"## Step 3\n\n{B}", MODES),
    (f"## Step 3: Add the numbers\n\nThe final answer is {B}.", MODES),
    (f"## Step 2: Verify the result\n\nSo the answer is {B}.", MODES),
    (f"## Conclusion\n\n{B}", MODES),
    (f"## Fälle\n\n{B}", ("standard",)),
    (f"## Step 4: Determine the number of apples\n\n{B}", MODES),
    (f"## Step 7: Identify the mistake in the previous step\n\nThe final answer is: {B}", MODES),
    (f"## Step 4: Avoid the common mistake\n\n{B}", MODES),
    (f"## Step 3: Rule out the wrong options\n\nTherefore, the answer is {B}.", MODES),
    (f"### Step 3 — Subtract\n\n{B}", MODES),
    (f"## Putting it together\n\n{B}", MODES),
    (f"### Final Calculation\n\n{B}", MODES),
    (f"**Final Answer**\n{B}", MODES),
    (f"## Antwort\n\n{B}", MODES),
    (f"## Lösung\n\n{B}", MODES),
    (f"## Solución\n\n{B}", MODES),
    (f"**Réponse finale**\n\n{B}", MODES),
    (f"## Ответ\n\n{B}", MODES),
    (f"## 答案\n\n{B}", MODES),
    (f"## 最终答案\n\n{B}", MODES),
    (f"Answer\n======\n\n{B}", MODES),
    (f"<h2>Answer</h2>\n\n{B}", MODES),
    (f"## Common mistakes\n\nSome get $8$.\n\n## Answer\n\n{B}", MODES),
    (f"## Checking the work\n\nThe answer is {B}.", MODES),
    (f"## Verification\n\n$3+4=7$, so {B}.", MODES),
    (f"## Sanity check\n\nThe answer is {B}.", MODES),
    (f"## Error analysis\n\nThe error is small; the answer is {B}.", ("standard",)),
    (f"**Answer** {B}", MODES),
    (f"Result — {B}", MODES),
    ("$\\text{Total}\\ \\boxed{7}$", MODES),
    ("$\\text{Answer: } \\boxed{7}$", MODES),
    ("$\\text{so } \\boxed{7}$", MODES),
    ("$\\text{Area} = \\boxed{7}$", MODES),
    (f"Number of apples: {B}", ("standard",)),
    (f"Expected value: {B}", MODES),
    (f"The expected value is {B}.", MODES),
    (f"Each roll gives 3.5 on average, so the expected sum is {B}.", MODES),
    (f"Got: 7\nExpected: {B}", ("standard",)),
    (f"Target: {B}", ("standard",)),
    (f"There were 8 books; the book has {B} chapters.", ("standard",)),
    (f"A fifth grader has 3 apples and gets 4 more: {B}", ("standard",)),
    (f"The teacher spent 3 hours grading and 4 hours teaching, so {B} hours.", MODES),
    (f"A judge scored 3 and 4 points, so {B}.", MODES),
    (f"The total number of tokens is {B}.", MODES),
    (f"Difficulty of the problem aside, the answer is {B}.", MODES),
    (f"Answer: 7\n\nTotal: {B}", MODES),
    (f"Answer: 8\nWait, I made an error. Answer: {B}", MODES),
    (f"答案：{B}", MODES),
    (f"结果：{B}", MODES),
    (f"难度不大。答案：{B}", MODES),
    (f"- [x] {B}", MODES),
    (f"( ) 8\n(x) {B}", MODES),
    (f"- [ ] check units\n- [x] {B}", MODES),
    (f"| step | value |\n|---|---|\n| result | {B} |", ("standard",)),
    (f"| a | b | sum |\n|---|---|---|\n| 3 | 4 | {B} |", ("standard",)),
    (f"| x | status |\n|---|---|\n| {B} | ✓ |\n| 8 | ✗ |", ("standard",)),
]


def _wrong():
    for family, (cases, modes) in FAMILIES.items():
        for i, response in enumerate(cases):
            for mode in modes:
                yield pytest.param(response, mode, id=f"{family}-{i}-{mode}")


@pytest.mark.parametrize(("response", "mode"), list(_wrong()))
def test_a_label_that_disowns_the_box_refuses_it(response, mode):
    assert not correct(response, "7", mode)


@pytest.mark.parametrize(("response", "modes"), HONEST)
def test_an_honest_answer_of_the_same_shape_is_read(response, modes):
    assert all(correct(response, "7", mode) for mode in modes)


TOPICS = [  # standard: a heading that names a topic or a quantity, not a verdict, over the box
    f"## Random walk\n\n{B}",
    f"## Sample space\n\n{B}",
    f"## A tricky step\n\n{B}",
    f"## The trick\n\nUse symmetry: {B}",
    f"## Erreur relative\n\n{B}",
    f"## Rolling the dice\n\n{B}",
    f"Distance walked by me: {B}",
]


@pytest.mark.parametrize("response", TOPICS)
def test_a_heading_that_names_a_topic_is_no_label(response):
    assert correct(response, "7", "standard")
