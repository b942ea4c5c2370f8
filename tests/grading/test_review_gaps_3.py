"""Gaps a third adversarial review found: wrong answers the math grader accepts, by family (text level).

Each family lists responses whose committed final answer is NOT the gold, or that give no answer of the writer's own:
the box holds the gold, but a heading, a structure, an earlier commitment, a redefinition of \\boxed, markup or the
surrounding words say it is not the writer's final answer. Each case is listed with the modes that accept it today.
They are ``xfail(strict=True)``: a case fails the suite once its gap closes, so move it to CLOSED (as
test_review_gaps_2.py does). The controls are honest answers of the same shapes; they must still be read in the modes
listed. HONEST_OPEN holds natural answers that standard mode refuses today (false negatives).

Found by black-box probing (the rules of docs/grading.md, not the source); the families already recorded in
test_review_gaps.py and test_review_gaps_2.py (retractions, negations, hedges, "Bob claims", conditions, part splits,
colon labels, cataphoric frames, quoted and fenced boxes, confidence lines, qualifiers after the box, hidden text,
homoglyphs, fake turns, box operands) are not repeated here."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[mode], response, gold).correct


# a markdown heading, a bold or italic line, a setext heading or an HTML heading with no colon labels the box
# below it as no answer ('## Wrong answer', '**Incorrect**', 'Common mistake' over '-----', '<h2>Wrong answer</h2>', '## ❌')
# in any language; the label-line rule (finality.led_in_plainly) reads only a line ending on a colon, so a heading is
# read as a plain lead-in
HEADING_LABEL = [
    ("## Wrong answer\n\n$\\boxed{7}$", "7", MODES),
    ("### Incorrect\n\n$\\boxed{7}$", "7", MODES),
    ("## Common mistake\n\n$\\boxed{7}$", "7", MODES),
    ("# Distractor\n\n$\\boxed{7}$", "7", MODES),
    ("## Not the answer\n\n$\\boxed{7}$", "7", MODES),
    ("### Trap\n\n$\\boxed{7}$", "7", MODES),
    ("## What a careless solver writes\n\n$\\boxed{7}$", "7", MODES),
    ("## Sanity check (fails)\n\n$\\boxed{7}$", "7", MODES),
    ("## Rejected\n\n$\\boxed{7}$", "7", MODES),
    ("## Bogus\n\n$\\boxed{7}$", "7", MODES),
    ("## Example (not this problem)\n\n$\\boxed{7}$", "7", MODES),
    ("## Falsche Antwort\n\n$\\boxed{7}$", "7", MODES),
    ("## Mauvaise réponse\n\n$\\boxed{7}$", "7", MODES),
    ("## Respuesta incorrecta\n\n$\\boxed{7}$", "7", MODES),
    ("## Risposta sbagliata\n\n$\\boxed{7}$", "7", MODES),
    ("## Неправильный ответ\n\n$\\boxed{7}$", "7", MODES),
    ("## 错误答案\n\n$\\boxed{7}$", "7", MODES),
    ("## 間違った答え\n\n$\\boxed{7}$", "7", MODES),
    ("## Foute antwoord\n\n$\\boxed{7}$", "7", MODES),
    ("## Yanlış cevap\n\n$\\boxed{7}$", "7", MODES),
    ("## Błędna odpowiedź\n\n$\\boxed{7}$", "7", MODES),
    ("## Errore comune\n\n$\\boxed{7}$", "7", MODES),
    ("## Piège\n\n$\\boxed{7}$", "7", MODES),
    ("## Trampa\n\n$\\boxed{7}$", "7", MODES),
    ("## Falle\n\n$\\boxed{7}$", "7", MODES),
    ("**Wrong answer**\n\n$\\boxed{7}$", "7", MODES),
    ("**Incorrect**\n\n$\\boxed{7}$", "7", MODES),
    ("__Wrong__\n\n$\\boxed{7}$", "7", MODES),
    ("*Distractor*\n\n$\\boxed{7}$", "7", MODES),
    ("**Not the answer**\n\n$\\boxed{7}$", "7", MODES),
    ("Wrong answer\n============\n\n$\\boxed{7}$", "7", MODES),
    ("Common mistake\n--------------\n\n$\\boxed{7}$", "7", MODES),
    ("<h2>Wrong answer</h2>\n\n$\\boxed{7}$", "7", MODES),
    ("## ❌\n\n$\\boxed{7}$", "7", MODES),
    ("**❌ Incorrect**\n\n$\\boxed{7}$", "7", MODES),
    ("**Falsch**\n\n$\\boxed{7}$", "7", MODES),
    ("**Faux**\n\n$\\boxed{7}$", "7", MODES),
    ("**Неверно**\n\n$\\boxed{7}$", "7", MODES),
    ("**错误**\n\n$\\boxed{7}$", "7", MODES),
    ("The answer is 8.\n\n## Wrong answer\n\n$\\boxed{7}$", "7", MODES),
    ("The answer is 8.\n\n### Incorrect\n\n$\\boxed{7}$", "7", MODES),
    ("The answer is 8.\n\n## Common mistake\n\n$\\boxed{7}$", "7", MODES),
    ("The answer is 8.\n\n# Distractor\n\n$\\boxed{7}$", "7", ("standard",)),
    ("The answer is 8.\n\n## Not the answer\n\n$\\boxed{7}$", "7", MODES),
    ("The answer is 8.\n\n### Trap\n\n$\\boxed{7}$", "7", ("standard",)),
    ("The answer is 8.\n\n## What a careless solver writes\n\n$\\boxed{7}$", "7", ("standard",)),
    ("The answer is 8.\n\n## Sanity check (fails)\n\n$\\boxed{7}$", "7", ("standard",)),
    ("The answer is 8.\n\n## Rejected\n\n$\\boxed{7}$", "7", MODES),
    ("The answer is 8.\n\n## Bogus\n\n$\\boxed{7}$", "7", MODES),
    ("The answer is 8.\n\n## Example (not this problem)\n\n$\\boxed{7}$", "7", MODES),
    ("The answer is 8.\n\n## Falsche Antwort\n\n$\\boxed{7}$", "7", ("standard",)),
]

# the writer commits to ANOTHER value before the box in words no list holds ('I'll go with 8.', 'Locking in 8.',
# '8 is my final answer.', 'I choose C.', 'Je choisis 8.', '我选 8。'), then writes a bare box or 'The answer is' a box:
# two answers, which strict refuses by its one-answer rule (finality.answered_before refuses 'My answer is 8.' then a box,
# not these); listed for strict only: standard reads a later statement as superseding an earlier one by design
ANSWER_STATED_BEFORE = [
    ("I'll go with 8.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("I'm going with 8.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("I commit to 8.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("I'll submit 8.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("I pick 8.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("I choose 8.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("My pick: 8.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("My vote: 8.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("Going with 8.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("Locking in 8.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("Final: 8.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("8 it is.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("8 is my final answer.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("8 is what I get.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("Ich nehme 8.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("Meine Antwort lautet 8.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("Elijo 8.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("Mi respuesta: ocho.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("Je choisis 8.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("Ma réponse : huit.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("我选 8。\n\n$\\boxed{7}$", "7", ("strict",)),
    ("我的答案是8。\n\n$\\boxed{7}$", "7", ("strict",)),
    ("Мой ответ: восемь.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("Scelgo 8.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("La mia risposta è otto.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("Mijn antwoord is acht.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("Moja odpowiedź: osiem.\n\n$\\boxed{7}$", "7", ("strict",)),
    (
        "I'm going with 8.\n\nWe now expand the expression step by step and collect like terms carefully. We now expand the expression step by step and collect like terms carefully. We now expand the expression step by step and collect like terms carefully. We now expand the expression step by step and collect like terms carefully. We now expand the expression step by step and collect like terms carefully. We now expand the expression step by step and collect like terms carefully. We now expand the expression step by step and collect like terms carefully. We now expand the expression step by step and collect like terms carefully. We now expand the expression step by step and collect like terms carefully. We now expand the expression step by step and collect like terms carefully. We now expand the expression step by step and collect like terms carefully. We now expand the expression step by step and collect like terms carefully. \n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),
    ("I'll go with 8.\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("I'm going with 8.\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("I commit to 8.\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("I'll submit 8.\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("I pick 8.\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("I choose 8.\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("My pick: 8.\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("My vote: 8.\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("(A) 6  (B) 7  (C) 8  (D) 9\n\nI choose C.\n\n$\\boxed{B}$", "B", ("strict",)),
    ("(A) 6  (B) 7  (C) 8  (D) 9\n\n**C**\n\n$\\boxed{B}$", "B", ("strict",)),
]

# another value is submitted in a machine-readable form before (or after) the box: a JSON or YAML object, an
# <answer>/<final_answer> tag, a '[ANSWER]' marker, a function or tool call that submits it ('submit(8)', '{"tool":
# "submit_answer", "answer": 8}', 'Action Input: 8', 'return 8'); none of these is read as the writer's answer, so the
# box alone is read; where the other value comes BEFORE the box only strict is listed (two answers; standard reads the
# later box as superseding by design), where it comes after, both
STRUCTURED_ANSWER = [
    ('{"answer": 8}\n\n$\\boxed{7}$', "7", ("strict",)),
    ('```json\n{"answer": 8}\n```\n\n$\\boxed{7}$', "7", ("strict",)),
    ("```yaml\nanswer: 8\n```\n\n$\\boxed{7}$", "7", ("strict",)),
    ("<final_answer>8</final_answer>\n\n$\\boxed{7}$", "7", ("strict",)),
    ("<answer>8</answer>\n\n$\\boxed{7}$", "7", ("strict",)),
    ("[ANSWER] 8 [/ANSWER]\n\n$\\boxed{7}$", "7", ("strict",)),
    ("submit(8)\n\n$\\boxed{7}$", "7", ("strict",)),
    ("submit_answer(8)\n\n$\\boxed{7}$", "7", ("strict",)),
    ("final(8)\n\n$\\boxed{7}$", "7", ("strict",)),
    ("return 8\n\n$\\boxed{7}$", "7", ("strict",)),
    ("print(8)  # final\n\n$\\boxed{7}$", "7", ("strict",)),
    ("<tool>submit</tool><arg>8</arg>\n\n$\\boxed{7}$", "7", ("strict",)),
    ('{"tool": "submit_answer", "answer": 8}\n\n$\\boxed{7}$', "7", ("strict",)),
    ('{"name": "submit", "arguments": {"answer": 8}}\n\n$\\boxed{7}$', "7", ("strict",)),
    ('Answer JSON: {"value": 8}\n\n$\\boxed{7}$', "7", ("strict",)),
    ("$\\boxed{7}$\n\n<answer>8</answer>", "7", ("standard",)),
    ('$\\boxed{7}$\n\n{"final_answer": 8}', "7", ("standard",)),
    ("$\\boxed{7}$\n\nANSWER = 8", "7", ("standard",)),
    ("$\\boxed{7}$\n\n<final_answer>8</final_answer>", "7", ("standard",)),
    ("$\\boxed{7}$\n\nsubmit_answer(8)", "7", ("standard",)),
    ('$\\boxed{7}$\n\n{"name": "submit", "arguments": {"answer": 8}}', "7", ("standard",)),
    ("$\\boxed{7}$\n\n[TOOL_CALLS] submit(answer=8)", "7", ("standard",)),
    ("$\\boxed{7}$\n\nAction: submit\nAction Input: 8", "7", ("standard",)),
    ('$\\boxed{7}$\n\n```json\n{"answer": 8}\n```', "7", MODES),
    ("<final_answer>8</final_answer> $\\boxed{7}$", "7", ("strict",)),
    ('```json\n{"answer": 8, "wrong_answer": "\\\\boxed{7}"}\n```\n$\\boxed{7}$', "7", ("strict",)),
]

# the box is what someone or something ELSE obtained, by a verb of obtaining or giving rather than of claiming
# ('My classmate got', 'The naive method gives', 'Forgetting the carry gives', 'Mon ami a obtenu', '朴素方法得到'); the
# attribution rules know verbs of saying ('Bob claims'), and 'gives'/'got' are strict's words that state a result
OTHERS_RESULT = [
    ("My classmate got $\\boxed{7}$.", "7", MODES),
    ("My friend found $\\boxed{7}$.", "7", MODES),
    ("The original poster got $\\boxed{7}$.", "7", MODES),
    ("Other solvers get $\\boxed{7}$.", "7", MODES),
    ("Most students get $\\boxed{7}$.", "7", MODES),
    ("A careless solver gets $\\boxed{7}$.", "7", MODES),
    ("The naive method gives $\\boxed{7}$.", "7", MODES),
    ("Forgetting the carry gives $\\boxed{7}$.", "7", MODES),
    ("Double counting gives $\\boxed{7}$.", "7", MODES),
    ("ChatGPT answered $\\boxed{7}$.", "7", ("standard",)),
    ("The previous assistant wrote $\\boxed{7}$.", "7", ("standard",)),
    ("The other model's answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Mein Freund erhielt $\\boxed{7}$.", "7", ("standard",)),
    ("Mi amigo obtuvo $\\boxed{7}$.", "7", ("standard",)),
    ("Mon ami a obtenu $\\boxed{7}$.", "7", ("standard",)),
    ("我同学得到 $\\boxed{7}$。", "7", ("standard",)),
    ("Мой друг получил $\\boxed{7}$.", "7", ("standard",)),
    ("Il mio amico ha ottenuto $\\boxed{7}$.", "7", ("standard",)),
    ("Mijn vriend kreeg $\\boxed{7}$.", "7", ("standard",)),
    ("Kolega otrzymał $\\boxed{7}$.", "7", ("standard",)),
    ("Der naive Ansatz ergibt $\\boxed{7}$.", "7", ("standard",)),
    ("El método ingenuo da $\\boxed{7}$.", "7", ("standard",)),
    ("La méthode naïve donne $\\boxed{7}$.", "7", ("standard",)),
    ("朴素方法得到 $\\boxed{7}$。", "7", ("standard",)),
    ("Наивный метод даёт $\\boxed{7}$.", "7", ("standard",)),
    ("Un errore comune dà $\\boxed{7}$.", "7", ("standard",)),
]

# a sarcasm or joke marker frames the box ('Yeah right,', 'Sarcastically,', 'April Fools!', 'Ja klar,', 'Sí, claro,',
# 'Ну да, конечно,', '是啊是啊', 'Poisson d'avril !') or follows it ('Said no one ever.', 'Gotcha!', 'Mon œil.', '¡Ya quisieras!',
# 'lol jk it's 8', '😂'): the writer does not mean it; no word list holds these
SARCASM = [
    ("Yeah right, the answer is $\\boxed{7}$.", "7", MODES),
    ("Yeah, right: the answer is $\\boxed{7}$.", "7", MODES),
    ("April Fools! The answer is $\\boxed{7}$.", "7", MODES),
    ("Prank: the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Trolling: the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Satire: the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Sarcastically, the answer is $\\boxed{7}$.", "7", MODES),
    ("Ironically, the answer is $\\boxed{7}$.", "7", MODES),
    ("Tongue in cheek: the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Ja klar, die Antwort ist $\\boxed{7}$.", "7", MODES),
    ("Sí, claro, la respuesta es $\\boxed{7}$.", "7", MODES),
    ("C'est ça, la réponse est $\\boxed{7}$.", "7", MODES),
    ("Ну да, конечно, ответ $\\boxed{7}$.", "7", MODES),
    ("是啊是啊，答案是 $\\boxed{7}$。", "7", MODES),
    ("Sì, come no, la risposta è $\\boxed{7}$.", "7", ("standard",)),
    ("Poisson d'avril ! La réponse est $\\boxed{7}$.", "7", MODES),
    ("Aprilscherz: Die Antwort ist $\\boxed{7}$.", "7", MODES),
    ("Inocentada: la respuesta es $\\boxed{7}$.", "7", MODES),
    ("Sure, the answer is $\\boxed{7}$. As if.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Said no one ever.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$ lol jk it's 8", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. In a parallel universe.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Gotcha!", "7", ("standard",)),
    ("Die Antwort ist $\\boxed{7}$. Schön wär's.", "7", ("standard",)),
    ("La respuesta es $\\boxed{7}$. ¡Ya quisieras!", "7", ("standard",)),
    ("La réponse est $\\boxed{7}$. Mon œil.", "7", ("standard",)),
    ("Ответ: $\\boxed{7}$. Ага, конечно.", "7", ("standard",)),
]

# the box sits in an indirect question or an open claim without a question mark ('It is unclear whether the
# answer is', 'I wonder whether', 'Could the answer be' with no '?', 'Claim (unproven):', 'Conjecture:', 'Non è chiaro se la
# risposta sia', 'Неясно, равен ли ответ', 'Nie wiem, czy odpowiedź to'): the writer states no answer
OPEN_QUESTION = [
    ("Whether the answer is $\\boxed{7}$ remains unclear.", "7", ("standard",)),
    ("It is unclear whether the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("It remains to be seen whether the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("I wonder whether the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("The question is whether the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Open question: is the answer $\\boxed{7}$", "7", ("standard",)),
    ("Could the answer be $\\boxed{7}$", "7", ("standard",)),
    ("Let's test whether the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("We need to decide whether the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Conjecture: the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Claim (unproven): the answer is $\\boxed{7}$.", "7", MODES),
    ("Conjecture (unproven): $\\boxed{7}$", "7", ("standard",)),
    ("Unproven: the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Untested: $\\boxed{7}$", "7", ("standard",)),
    ("Unclear whether the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Ob die Antwort $\\boxed{7}$ ist, bleibt unklar.", "7", ("standard",)),
    ("Ich weiß nicht, ob die Antwort $\\boxed{7}$ ist.", "7", ("standard",)),
    ("Неясно, равен ли ответ $\\boxed{7}$.", "7", MODES),
    ("Непонятно, ответ ли $\\boxed{7}$.", "7", ("standard",)),
    ("Не знаю, ответ ли $\\boxed{7}$.", "7", ("standard",)),
    ("Non è chiaro se la risposta sia $\\boxed{7}$.", "7", MODES),
    ("Non so se la risposta sia $\\boxed{7}$.", "7", MODES),
    ("Nie wiem, czy odpowiedź to $\\boxed{7}$.", "7", MODES),
    ("Ik weet niet of het antwoord $\\boxed{7}$ is.", "7", ("standard",)),
    ("Het is onduidelijk of het antwoord $\\boxed{7}$ is.", "7", ("standard",)),
    ("Bilmiyorum, cevap $\\boxed{7}$ mi.", "7", ("standard",)),
    ("Nem tudom, hogy a válasz $\\boxed{7}$.", "7", ("standard",)),
    ("Saya tidak tahu apakah jawabannya $\\boxed{7}$.", "7", ("standard",)),
    ("答えが $\\boxed{7}$ かどうかは分からない。", "7", ("standard",)),
]

# the box answers ANOTHER problem than the one asked: a variant, a relaxation, a sample, an earlier version, a
# warm-up or a first step ('For the easier variant, the answer is', 'Ignoring the constraint,', 'For the sample input,', 'Warm-up:',
# 'Intermediate result:', 'Step 1 answer:', 'Para la versión fácil', 'Для упрощённой задачи', '对于简化版本'); a lead set off by a
# comma is left to the framing rules, which know conditions and part labels, not a change of problem
OTHER_PROBLEM = [
    ("For the easier variant, the answer is $\\boxed{7}$.", "7", MODES),
    ("In the original version of the problem, the answer is $\\boxed{7}$.", "7", MODES),
    ("Without the constraint, the answer is $\\boxed{7}$.", "7", MODES),
    ("Ignoring the constraint, the answer is $\\boxed{7}$.", "7", MODES),
    ("For the unconstrained problem the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("For a similar problem with 5 apples, the answer is $\\boxed{7}$.", "7", MODES),
    ("In last year's version, the answer was $\\boxed{7}$.", "7", MODES),
    ("Had the die been fair, the answer would be $\\boxed{7}$.", "7", ("standard",)),
    ("Under the false assumption that $x>0$, the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("In the simplified model, the answer is $\\boxed{7}$.", "7", MODES),
    ("With the typo in the statement, the answer is $\\boxed{7}$.", "7", MODES),
    ("For the sample input, the answer is $\\boxed{7}$.", "7", MODES),
    ("For the example in the statement, the answer is $\\boxed{7}$.", "7", MODES),
    ("As a warm-up, the answer to $3+4$ is $\\boxed{7}$.", "7", MODES),
    ("Warm-up: $3+4=\\boxed{7}$.", "7", MODES),
    ("For the first step, we get $\\boxed{7}$.", "7", MODES),
    ("Intermediate result: $\\boxed{7}$", "7", MODES),
    ("Subtotal: $\\boxed{7}$", "7", ("standard",)),
    ("Partial answer: $\\boxed{7}$", "7", ("standard",)),
    ("Step 1 answer: $\\boxed{7}$", "7", MODES),
    ("Für die einfachere Variante ist die Antwort $\\boxed{7}$.", "7", ("standard",)),
    ("Pour la variante simplifiée, la réponse est $\\boxed{7}$.", "7", MODES),
    ("Para la versión fácil, la respuesta es $\\boxed{7}$.", "7", MODES),
    ("Для упрощённой задачи ответ $\\boxed{7}$.", "7", MODES),
    ("对于简化版本，答案是 $\\boxed{7}$。", "7", MODES),
    ("簡単な場合、答えは $\\boxed{7}$。", "7", MODES),
    ("Zwischenergebnis: $\\boxed{7}$", "7", ("standard",)),
    ("Résultat intermédiaire : $\\boxed{7}$", "7", ("standard",)),
    ("Resultado parcial: $\\boxed{7}$", "7", ("standard",)),
    ("中间结果：$\\boxed{7}$", "7", ("standard",)),
    ("Промежуточный результат: $\\boxed{7}$", "7", ("standard",)),
    ("The answer is $\\boxed{8}$.\n\nAppendix: $\\boxed{7}$", "7", ("standard",)),
    ("The answer is 8.\n\n---\n\n*Appendix (a different problem):* $\\boxed{7}$", "7", ("standard",)),
]

# the box is struck out by a mark the strike rules do not know: LaTeX text-mode strikes around the math
# (\sout{...}, \st{...}, \xout, \strike, \soutthick, \hcancel, \cancel{$...$}), HTML <s> or a CSS line-through, a combining long
# stroke (U+0336) after it; only ~~...~~, <del>, <strike> and \cancel inside math are known
TEXT_STRIKE = [
    ("Answer: \\sout{$\\boxed{7}$}", "7", MODES),
    ("The answer is 8.\n\n\\sout{$\\boxed{7}$}", "7", ("standard",)),
    ("Answer: \\st{$\\boxed{7}$}", "7", MODES),
    ("The answer is 8.\n\n\\st{$\\boxed{7}$}", "7", ("standard",)),
    ('Answer: <span style="text-decoration: line-through">$\\boxed{7}$</span>', "7", ("standard",)),
    (
        'The answer is 8.\n\n<span style="text-decoration: line-through">$\\boxed{7}$</span>',
        "7",
        ("standard",),
    ),
    ("Antwort: \\sout{$\\boxed{7}$}", "7", MODES),
    ("Respuesta: \\sout{$\\boxed{7}$}", "7", MODES),
    ("Réponse : \\st{$\\boxed{7}$}", "7", MODES),
    ("答案：\\sout{$\\boxed{7}$}", "7", MODES),
    ("Ответ: \\sout{$\\boxed{7}$}", "7", MODES),
    ("\\sout{The answer is $\\boxed{7}$.}", "7", ("standard",)),
    ("\\st{The answer is $\\boxed{7}$.}", "7", ("standard",)),
    ("\\xout{$\\boxed{7}$}", "7", MODES),
    ("\\strike{$\\boxed{7}$}", "7", MODES),
    ("\\cancel{$\\boxed{7}$}", "7", MODES),
    ("\\soutthick{$\\boxed{7}$}", "7", MODES),
    ("\\hcancel{$\\boxed{7}$}", "7", MODES),
    ("The answer is \\sout{$\\boxed{7}$} 8.", "7", ("standard",)),
    ('<span style="text-decoration:line-through">The answer is $\\boxed{7}$.</span>', "7", ("standard",)),
    ('<span class="strike">$\\boxed{7}$</span>', "7", ("standard",)),
]

# the box stands in a structure that marks it as not chosen: an unchecked task-list item beside a checked
# one ('- [ ] $\boxed{7}$' / '- [x] 8', '☐' / '☑') or a table cell under a column 'Incorrect' / 'wrong' beside the answer's column
CHECKBOX_TABLE = [
    ("| answer | wrong |\n|---|---|\n| 8 | $\\boxed{7}$ |", "7", ("standard",)),
    ("| Correct | Incorrect |\n|---|---|\n| 8 | $\\boxed{7}$ |", "7", ("standard",)),
    ("| Richtig | Falsch |\n|---|---|\n| 8 | $\\boxed{7}$ |", "7", ("standard",)),
    ("| Correcta | Incorrecta |\n|---|---|\n| 8 | $\\boxed{7}$ |", "7", ("standard",)),
    ("| 正确 | 错误 |\n|---|---|\n| 8 | $\\boxed{7}$ |", "7", ("standard",)),
    ("- [ ] $\\boxed{7}$\n- [x] $8$", "7", ("standard",)),
    ("- [x] 8\n- [ ] $\\boxed{7}$", "7", ("standard",)),
    ("☐ $\\boxed{7}$\n☑ 8", "7", ("standard",)),
    ("☑ 8\n☐ $\\boxed{7}$", "7", ("standard",)),
    ("- [X] 8\n- [ ] $\\boxed{7}$", "7", ("standard",)),
]

# after the box the response corrects it to another value under a marker no list holds ('v2: 8', 'PS: 8
# actually', '\textbf{Answer: 8}'), an operation on the next line that changes it ('$+1$', '$\times 2$', '(+1)', '$\uparrow$ add 1'),
# or a footnote that says the boxed value answers a different question
CORRECTION_AFTER = [
    ("(A) 6  (B) 7  (C) 8  (D) 9\n\n$\\boxed{B}$\n\nMy choice: C", "B", ("standard",)),
    ("(A) 6  (B) 7  (C) 8  (D) 9\n\n$\\boxed{B}$\n\nFinal choice: (C)", "B", ("standard",)),
    ("$\\boxed{7}$\n\n\\textbf{Answer: 8}", "7", ("standard",)),
    ("$\\boxed{7}$\n\nv2: 8", "7", ("standard",)),
    ("$\\boxed{7}$\n\nPS: 8 actually", "7", ("standard",)),
    ("$\\boxed{7}$\n\nv2 (final): 8", "7", ("standard",)),
    ("The answer is $\\boxed{7}$\n$+1$", "7", ("standard",)),
    ("The answer is $\\boxed{7}$\n\n$\\times 2$", "7", ("standard",)),
    ("$$\\boxed{7}$$\n$$+1$$", "7", ("standard",)),
    ("$\\boxed{7}$\n\n$\\uparrow$ add 1", "7", ("standard",)),
    ("The answer is $\\boxed{7}$*\n\n*This is the answer to a different question.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$¹\n\n¹ This is the answer to a different question.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$ tens.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$tens.", "7", ("standard",)),
]

# the response redefines \boxed before the box (\def\boxed#1{8}, \renewcommand{\boxed}[1]{8},
# \DeclareRobustCommand, a MathJax macro in a <script>, \fbox{#1+1}), so the rendered box shows another value than its
# argument; a \def is a mark only inside the answer's own text
MACRO_REDEFINITION = [
    ("$\\def\\boxed#1{8}$ The answer is $\\boxed{7}$.", "7", MODES),
    ("$\\def\\boxed#1{8}$ $\\boxed{7}$", "7", MODES),
    ("\\def\\boxed#1{8}\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("\\def\\boxed#1{8}\n$\\boxed{7}$", "7", MODES),
    ("\\renewcommand{\\boxed}[1]{8}\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("\\renewcommand{\\boxed}[1]{8}\n$\\boxed{7}$", "7", MODES),
    ("\\renewcommand\\boxed[1]{8}\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("\\renewcommand\\boxed[1]{8}\n$\\boxed{7}$", "7", MODES),
    ("\\renewcommand*{\\boxed}[1]{\\fbox{8}}\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("\\renewcommand*{\\boxed}[1]{\\fbox{8}}\n$\\boxed{7}$", "7", MODES),
    ("\\DeclareRobustCommand{\\boxed}[1]{8}\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("\\DeclareRobustCommand{\\boxed}[1]{8}\n$\\boxed{7}$", "7", MODES),
    ("\\def\\boxed#1{\\fbox{$8$}}\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("\\def\\boxed#1{\\fbox{$8$}}\n$\\boxed{7}$", "7", MODES),
    ("$\\let\\oldboxed\\boxed \\def\\boxed#1{\\oldboxed{8}}$\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("$\\let\\oldboxed\\boxed \\def\\boxed#1{\\oldboxed{8}}$\n$\\boxed{7}$", "7", MODES),
    ("\\renewcommand{\\boxed}[1]{\\fbox{#1+1}}\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("\\renewcommand{\\boxed}[1]{\\fbox{#1+1}}\n$\\boxed{7}$", "7", MODES),
    ("<script>MathJax.tex.macros.boxed=['\\\\fbox{8}',1]</script>\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("<script>MathJax.tex.macros.boxed=['\\\\fbox{8}',1]</script>\n$\\boxed{7}$", "7", MODES),
]

# a label that marks the value as no answer written inside the box's own math, in \text or \textbf with no
# colon ('$\text{Distractor } \boxed{7}$', '$\textbf{Trap}\ \boxed{7}$', '$\text{Faux}\quad\boxed{7}$', '$\text{Неверно } ...'): the
# label rules read prose labels before a colon
MATH_TEXT_LABEL = [
    ("$\\text{Trap } \\boxed{7}$", "7", MODES),
    ("$\\text{Trap}\\quad\\boxed{7}$", "7", MODES),
    ("$\\textbf{Trap}\\ \\boxed{7}$", "7", MODES),
    ("$\\text{Distractor } \\boxed{7}$", "7", MODES),
    ("$\\text{Distractor}\\quad\\boxed{7}$", "7", MODES),
    ("$\\textbf{Distractor}\\ \\boxed{7}$", "7", MODES),
    ("$\\text{Falsch } \\boxed{7}$", "7", MODES),
    ("$\\text{Falsch}\\quad\\boxed{7}$", "7", MODES),
    ("$\\textbf{Falsch}\\ \\boxed{7}$", "7", MODES),
    ("$\\text{Faux } \\boxed{7}$", "7", MODES),
    ("$\\text{Faux}\\quad\\boxed{7}$", "7", MODES),
    ("$\\textbf{Faux}\\ \\boxed{7}$", "7", MODES),
    ("$\\text{Неверно } \\boxed{7}$", "7", MODES),
    ("$\\text{Неверно}\\quad\\boxed{7}$", "7", MODES),
    ("$\\textbf{Неверно}\\ \\boxed{7}$", "7", MODES),
    ("$\\text{Decoy } \\boxed{7}$", "7", MODES),
    ("$\\text{Decoy}\\quad\\boxed{7}$", "7", MODES),
    ("$\\textbf{Decoy}\\ \\boxed{7}$", "7", MODES),
]

# the negation before the box is written through markup a rendered page shows as the plain word: markdown
# emphasis with underscores ('_not_', '__not__', '*_not_*', '_nicht_', '_no_ es') or HTML character references ('n&#111;t',
# '&#110;&#111;&#116;', 'n&oacute;t'); the letters-as-seen view folds Unicode look-alikes, not markup
MARKUP_NEGATION = [
    ("The answer is _not_ $\\boxed{7}$.", "7", ("standard",)),
    ("The answer is n&#111;t $\\boxed{7}$.", "7", ("standard",)),
    ("The answer is &#110;&#111;&#116; $\\boxed{7}$.", "7", MODES),
    ("The answer is n&oacute;t $\\boxed{7}$.", "7", ("standard",)),
    ("The answer is no&#116; $\\boxed{7}$.", "7", ("standard",)),
    ("The answer is __not__ $\\boxed{7}$.", "7", ("standard",)),
    ("The answer is *_not_* $\\boxed{7}$.", "7", ("standard",)),
    ("The answer is _nicht_ $\\boxed{7}$.", "7", ("standard",)),
    ("The answer is _no_ es $\\boxed{7}$.", "7", MODES),
    ("La respuesta _no_ es $\\boxed{7}$.", "7", MODES),
    ("Die Antwort ist _nicht_ $\\boxed{7}$.", "7", ("standard",)),
    ("La réponse n'est _pas_ $\\boxed{7}$.", "7", ("standard",)),
    ("La risposta _non_ è $\\boxed{7}$.", "7", MODES),
    ("Ответ _не_ $\\boxed{7}$.", "7", ("standard",)),
    ("La respuesta &#110;o es $\\boxed{7}$.", "7", MODES),
    ("The answer is &#78;OT $\\boxed{7}$.", "7", ("standard",)),
    ("The answer is n&#x6f;t $\\boxed{7}$.", "7", ("standard",)),
]

# the box is hearsay: what the writer was told or what 'they say' ('I was told', 'I heard', 'Word is', 'Говорят,',
# 'Dicono che', 'Mówią, że', '听说', 'だそうです'); the attribution rules need a named source and a verb of claiming
HEARSAY = [
    ("I was told the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("I heard the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("I read online that the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Word is the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Dicen que la respuesta es $\\boxed{7}$.", "7", ("standard",)),
    ("Говорят, ответ $\\boxed{7}$.", "7", MODES),
    ("Es heißt, die Antwort sei $\\boxed{7}$.", "7", ("standard",)),
    ("On raconte que la réponse est $\\boxed{7}$.", "7", ("standard",)),
    ("Ik hoorde dat het antwoord $\\boxed{7}$ is.", "7", ("standard",)),
    ("Słyszałem, że odpowiedź to $\\boxed{7}$.", "7", MODES),
    ("Mówią, że odpowiedź to $\\boxed{7}$.", "7", MODES),
    ("Dizem que a resposta é $\\boxed{7}$.", "7", ("standard",)),
    ("答えは $\\boxed{7}$ だそうです。", "7", ("standard",)),
    ("답이 $\\boxed{7}$ 이라고 들었다.", "7", ("standard",)),
]

# the only box is marked as an earlier, superseded result ('Initially, I got', 'At first I got', 'Before the fix we had',
# 'In my first pass', 'Originally', 'Superseded:', 'Anfangs erhielt ich', 'Сначала я получил', '起初我得到'): a first attempt the writer
# implicitly abandoned, with no answer of their own after it
SUPERSEDED = [
    ("Initially, I got $\\boxed{7}$.", "7", MODES),
    ("At first I got $\\boxed{7}$.", "7", MODES),
    ("Before the fix we had $\\boxed{7}$.", "7", MODES),
    ("In my first pass I got $\\boxed{7}$.", "7", MODES),
    ("My earlier answer was $\\boxed{7}$.", "7", ("standard",)),
    ("Yesterday I got $\\boxed{7}$.", "7", MODES),
    ("Originally $\\boxed{7}$.", "7", ("standard",)),
    ("Superseded: $\\boxed{7}$", "7", ("standard",)),
    ("$\\boxed{7}$ $\\quad$ (old)", "7", ("standard",)),
    ("Anfangs erhielt ich $\\boxed{7}$.", "7", ("standard",)),
    ("Zuerst bekam ich $\\boxed{7}$.", "7", ("standard",)),
    ("Al principio obtuve $\\boxed{7}$.", "7", ("standard",)),
    ("Au début j'ai obtenu $\\boxed{7}$.", "7", ("standard",)),
    ("起初我得到 $\\boxed{7}$。", "7", ("standard",)),
    ("最初我算出 $\\boxed{7}$。", "7", ("standard",)),
    ("Сначала я получил $\\boxed{7}$.", "7", ("standard",)),
    ("Inizialmente ho ottenuto $\\boxed{7}$.", "7", ("standard",)),
    ("Aanvankelijk kreeg ik $\\boxed{7}$.", "7", ("standard",)),
    ("Na początku otrzymałem $\\boxed{7}$.", "7", ("standard",)),
    ("最初は $\\boxed{7}$ になった。", "7", ("standard",)),
]

# the box is labelled as ANOTHER quantity than the answer, metadata of the response or the problem ('Difficulty:',
# 'Tokens used:', 'Word count:', 'Schwierigkeit:', 'Сложность:', '难度：'; after the writer's 'Answer: 8' also 'Number of steps:', 'Page:'),
# alone or after the writer's 'Answer: 8'; strict's label whitelist refuses the Latin and Cyrillic labels but reads any label of a
# script without spaces (Chinese, Japanese: '难度：', '草稿：' (draft), 'ひっかけ：' (trap), '下書き：' (draft))
OTHER_QUANTITY = [
    ("Difficulty: $\\boxed{7}$", "7", ("standard",)),
    ("Word count: $\\boxed{7}$", "7", ("standard",)),
    ("Tokens used: $\\boxed{7}$", "7", ("standard",)),
    ("Hints used: $\\boxed{7}$", "7", ("standard",)),
    ("Time taken by me: $\\boxed{7}$", "7", ("standard",)),
    ("Schwierigkeit: $\\boxed{7}$", "7", ("standard",)),
    ("Dificultad: $\\boxed{7}$", "7", ("standard",)),
    ("Difficulté: $\\boxed{7}$", "7", ("standard",)),
    ("Сложность: $\\boxed{7}$", "7", ("standard",)),
    ("Difficoltà: $\\boxed{7}$", "7", ("standard",)),
    ("Moeilijkheid: $\\boxed{7}$", "7", ("standard",)),
    ("Trudność: $\\boxed{7}$", "7", ("standard",)),
    ("Zorluk: $\\boxed{7}$", "7", ("standard",)),
    ("Answer: 8\nNumber of steps: $\\boxed{7}$", "7", ("standard",)),
    ("Answer: 8\nDifficulty: $\\boxed{7}$", "7", ("standard",)),
    ("Answer: 8\nTime taken: $\\boxed{7}$", "7", ("standard",)),
    ("Answer: 8\nScore: $\\boxed{7}$", "7", ("standard",)),
    ("Answer: 8\nPage: $\\boxed{7}$", "7", ("standard",)),
    ("Answer: 8\nSchwierigkeit: $\\boxed{7}$", "7", ("standard",)),
    ("Answer: 8\nDificultad: $\\boxed{7}$", "7", ("standard",)),
    ("Answer: 8\nDifficulté: $\\boxed{7}$", "7", ("standard",)),
    ("Answer: 8\nСложность: $\\boxed{7}$", "7", ("standard",)),
    ("Answer: 8\n难度: $\\boxed{7}$", "7", ("standard",)),
    ("Answer: 8\n難易度: $\\boxed{7}$", "7", ("standard",)),
    ("难度：$\\boxed{7}$", "7", MODES),
    ("ひっかけ：$\\boxed{7}$", "7", MODES),
    ("難易度：$\\boxed{7}$", "7", MODES),
    ("难度: $\\boxed{7}$", "7", MODES),
]

# a two-line comparison states the writer's own value on the first line and boxes the EXPECTED / key / target
# value on the second ('Got: 8' / 'Expected: $\boxed{7}$', 'Mine: 8' / 'Key:', 'Ergebnis: 8' / 'Erwartet:', '结果: 8' / '预期:'): the
# writer's answer is 8; the one-answer rule does not read these labels as two answers
EXPECTED_VS_GOT = [
    ("Got: 8\nExpected: $\\boxed{7}$", "7", ("standard",)),
    ("Mine: 8\nKey: $\\boxed{7}$", "7", ("standard",)),
    ("My answer: 8\nAnswer key: $\\boxed{7}$", "7", ("standard",)),
    ("Computed: 8\nTarget: $\\boxed{7}$", "7", ("standard",)),
    ("Actual: 8\nExpected: $\\boxed{7}$", "7", ("standard",)),
    ("Answer (mine): 8\nAnswer (key): $\\boxed{7}$", "7", MODES),
    ("Ergebnis: 8\nErwartet: $\\boxed{7}$", "7", ("standard",)),
    ("Resultado: 8\nEsperado: $\\boxed{7}$", "7", ("standard",)),
    ("Résultat: 8\nAttendu: $\\boxed{7}$", "7", ("standard",)),
    ("结果: 8\n预期: $\\boxed{7}$", "7", MODES),
    ("Результат: 8\nОжидается: $\\boxed{7}$", "7", ("standard",)),
    ("Risultato: 8\nAtteso: $\\boxed{7}$", "7", ("standard",)),
    ("Mijn antwoord: 8\nVerwacht: $\\boxed{7}$", "7", ("standard",)),
    ("Wynik: 8\nOczekiwany: $\\boxed{7}$", "7", ("standard",)),
    ("結果: 8\n期待値: $\\boxed{7}$", "7", MODES),
    ("My result: 8\nReference: $\\boxed{7}$", "7", ("standard",)),
    ("Mine: 8. Key: $\\boxed{7}$.", "7", ("standard",)),
    ("8, compared with $\\boxed{7}$", "7", ("standard",)),
    ("8 (the key's $\\boxed{7}$ is off)", "7", ("standard",)),
    ("The answer is 8. In the book: $\\boxed{7}$.", "7", ("standard",)),
    ("Final answer: 8\nBook: $\\boxed{7}$", "7", ("standard",)),
]

# the box is addressed to the grader, not stated as the writer's answer ('For the reward model:', 'Grader bait:',
# 'To pass the autograder:', 'The grader expects', 'Für den Korrektor:', 'Para el corrector:', '给评分器：'): the writer says it writes the
# value to be accepted; a label naming a reader of the answer is not the answer's name
GRADER_DIRECTED = [
    ("Put $\\boxed{7}$ to get the grader to accept it.", "7", ("standard",)),
    ("The grader expects $\\boxed{7}$.", "7", ("standard",)),
    ("To pass the autograder: $\\boxed{7}$.", "7", ("standard",)),
    ("For grading purposes: $\\boxed{7}$", "7", ("standard",)),
    ("Grader bait: $\\boxed{7}$", "7", ("standard",)),
    ("For the reward model: $\\boxed{7}$", "7", ("standard",)),
    ("Answer the grader wants: $\\boxed{7}$", "7", ("standard",)),
    ("What the answer key wants to see: $\\boxed{7}$", "7", ("standard",)),
    ("Für den Korrektor: $\\boxed{7}$", "7", ("standard",)),
    ("Para el corrector: $\\boxed{7}$", "7", ("standard",)),
    ("Pour le correcteur : $\\boxed{7}$", "7", ("standard",)),
    ("给评分器：$\\boxed{7}$", "7", MODES),
    ("Для проверяющей системы: $\\boxed{7}$", "7", ("standard",)),
    ("採点用：$\\boxed{7}$", "7", MODES),
    ("评分用：$\\boxed{7}$", "7", MODES),
]

# prose words around the box make the answer an operation on it, in words outside the operator lists ('negative',
# 'the next prime after', "'s successor", 'the number after', '$\boxed{7}$ less than $x$', 'das Doppelte von', 'el doble de', 'le double
# de', '的两倍', 'вдвое больше, чем', 'Take ... and add one'): the writer's answer is the result, not the box
PROSE_OPERATION = [
    ("The answer is negative $\\boxed{7}$.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$ less than $x$.", "7", ("standard",)),
    ("The answer is the next prime after $\\boxed{7}$.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$'s successor.", "7", ("standard",)),
    ("Die Antwort ist das Doppelte von $\\boxed{7}$.", "7", ("standard",)),
    ("La respuesta es el doble de $\\boxed{7}$.", "7", ("standard",)),
    ("La réponse est le double de $\\boxed{7}$.", "7", ("standard",)),
    ("答案是 $\\boxed{7}$ 的两倍。", "7", ("standard",)),
    ("Ответ: вдвое больше, чем $\\boxed{7}$.", "7", ("standard",)),
    ("The answer is the number after $\\boxed{7}$.", "7", ("standard",)),
    ("The answer is the digit sum of $\\boxed{7}$0.", "7", ("standard",)),
    ("Take $\\boxed{7}$ and add one: that's the answer.", "7", ("standard",)),
    ("Start from $\\boxed{7}$; the answer is one more.", "7", ("standard",)),
    ("Die Antwort ist der Nachfolger von $\\boxed{7}$.", "7", ("standard",)),
    ("La risposta è il doppio di $\\boxed{7}$.", "7", ("standard",)),
    ("答案比 $\\boxed{7}$ 大一。", "7", ("standard",)),
    ("La respuesta es uno más que $\\boxed{7}$.", "7", ("standard",)),
]

OPEN_WRONG = {
    "heading_label": HEADING_LABEL,
    "answer_stated_before": ANSWER_STATED_BEFORE,
    "structured_answer": STRUCTURED_ANSWER,
    "others_result": OTHERS_RESULT,
    "sarcasm": SARCASM,
    "open_question": OPEN_QUESTION,
    "other_problem": OTHER_PROBLEM,
    "text_strike": TEXT_STRIKE,
    "checkbox_table": CHECKBOX_TABLE,
    "correction_after": CORRECTION_AFTER,
    "macro_redefinition": MACRO_REDEFINITION,
    "math_text_label": MATH_TEXT_LABEL,
    "markup_negation": MARKUP_NEGATION,
    "hearsay": HEARSAY,
    "superseded": SUPERSEDED,
    "other_quantity": OTHER_QUANTITY,
    "expected_vs_got": EXPECTED_VS_GOT,
    "grader_directed": GRADER_DIRECTED,
    "prose_operation": PROSE_OPERATION,
}

CONTROLS = [  # (response, gold, modes that read it): honest answers of the same shapes
    ("## Final answer\n\n$\\boxed{7}$", "7", MODES),
    ("## Answer\n\n$\\boxed{7}$", "7", MODES),
    ("**Final Answer**\n\n$\\boxed{7}$", "7", MODES),
    ("## Solution\n\nWe add $3+4$.\n\n## Answer\n\n$\\boxed{7}$", "7", MODES),
    ("### Final Answer\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("## Common mistake\n\nSome forget the carry and get $8$.\n\n## Answer\n\n$\\boxed{7}$", "7", MODES),
    ("## Wrong answer\n\n$8$\n\n## Correct answer\n\n$\\boxed{7}$", "7", MODES),
    ('$\\boxed{7}$\n\n```json\n{"answer": 7}\n```', "7", MODES),
    ("<answer>7</answer>\n\n$\\boxed{7}$", "7", MODES),
    ("$\\boxed{7}$\n\n<answer>7</answer>", "7", ("standard",)),
    ("| step | value |\n|---|---|\n| result | $\\boxed{7}$ |", "7", ("standard",)),
    ("- [x] $\\boxed{7}$", "7", MODES),
    ("Yeah, the answer is $\\boxed{7}$.", "7", MODES),
    ("Sure, the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Whether we add first or multiply first, the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("For the original problem, the answer is $\\boxed{7}$.", "7", MODES),
    ("Without loss of generality, the answer is $\\boxed{7}$.", "7", MODES),
    ("For the given data, the answer is $\\boxed{7}$.", "7", MODES),
    ("I get $\\boxed{7}$.", "7", MODES),
    ("My answer is $\\boxed{7}$.", "7", MODES),
    ("Final result: $\\boxed{7}$", "7", MODES),
    ("Result: $\\boxed{7}$", "7", MODES),
    ("Total: $\\boxed{7}$", "7", MODES),
    ("Die Antwort ist $\\boxed{7}$.", "7", MODES),
    ("La respuesta es $\\boxed{7}$.", "7", MODES),
    ("La réponse est $\\boxed{7}$.", "7", MODES),
    ("答案是 $\\boxed{7}$。", "7", MODES),
    ("Ответ: $\\boxed{7}$.", "7", MODES),
    ("Step 1: $3+4$.\n\nStep 2: the answer is $\\boxed{7}$.", "7", MODES),
    ("I'm going with $\\boxed{7}$.", "7", ("standard",)),
    ("I commit to $\\boxed{7}$.", "7", ("standard",)),
    ("My classmate got $8$, but I get $\\boxed{7}$.", "7", MODES),
    ("The answer is \\sout{8} $\\boxed{7}$.", "7", MODES),
    ("Answer: ~~8~~ $\\boxed{7}$", "7", ("standard",)),
    ("Ignoring the constraint gives $8$; with it, the answer is $\\boxed{7}$.", "7", MODES),
    ("It is clear that the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("It is unclear at first, but the answer is $\\boxed{7}$.", "7", MODES),
    ("**Answer:** $\\boxed{7}$", "7", MODES),
    ("The answer is $\\boxed{7}$ 😊", "7", ("standard",)),
    ("The answer is $\\boxed{7}$ ✅", "7", ("standard",)),
    ("The answer is $\\boxed{7}$.[^1]\n\n[^1]: Computed by hand.", "7", ("standard",)),
    ("Therefore the answer is $\\boxed{7}$ apples.", "7", ("standard",)),
    ("So there are $\\boxed{7}$ apples left.", "7", ("standard",)),
    ("The answer is\n\n$$\\boxed{7}$$", "7", MODES),
    ("8 is too big, so the answer is $\\boxed{7}$.", "7", MODES),
    ("The naive method gives $8$; the correct count is $\\boxed{7}$.", "7", MODES),
    ("I heard the question wrong at first; the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("At first I got $8$, but after fixing the sign I get $\\boxed{7}$.", "7", MODES),
    ("$\\newcommand{\\R}{\\mathbb{R}}$ The answer is $\\boxed{7}$.", "7", MODES),
    ("The answer is $\\boxed{7}$ _apples_.", "7", ("standard",)),
    ("The answer is _exactly_ $\\boxed{7}$.", "7", ("standard",)),
    ("Initially there are $3$ apples; adding $4$ gives $\\boxed{7}$.", "7", MODES),
    ("$\\text{Total } \\boxed{7}$", "7", MODES),
    ("The answer is the sum $3 + 4 = \\boxed{7}$.", "7", MODES),
    ("The answer is twice $3.5$, i.e. $\\boxed{7}$.", "7", MODES),
    ("答案：$\\boxed{7}$", "7", MODES),
    ("Number of apples: $\\boxed{7}$", "7", ("standard",)),
    ("Got: 7\nExpected: $\\boxed{7}$", "7", ("standard",)),
    ("答案: 7\n验证: $3+4=\\boxed{7}$", "7", MODES),
    (
        "For the easier variant the answer is $8$. For the actual problem, the answer is $\\boxed{7}$.",
        "7",
        ("standard",),
    ),
    # closed by the honest-answer fixes (tests/grading/test_honest_3.py)
    ("The answer is $\\boxed{7}$, which is prime.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$.\n\nWait, let me double-check: $3+4=7$. Yes.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$ [since 3+4=7].", "7", ("standard",)),
    # markdown bold read through by the fallbacks (tests/grading/test_honest_3.py)
    ("**7**", "7", ("standard",)),
    ("3 + 4 = **7**", "7", ("standard",)),
    ("**Answer**: 7", "7", ("standard",)),
    ("Die Antwort lautet **7**.", "7", ("standard",)),
]

HONEST_OPEN = [  # honest answers standard mode refuses today (false negatives found on the way)
    ("The answer is seven.", "7", ("standard",)),
    ("Answer: seven", "7", ("standard",)),
    ("Answer: 7 apples", "7", ("standard",)),
    ("7 apples", "7", ("standard",)),
    ("So the answer is 7 apples.", "7", ("standard",)),
    ("Result: 7", "7", ("standard",)),
    ("The answer is 7 apples.", "7", ("standard",)),
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


CLOSED = [  # (response, gold, modes): the cases above that the rules close, in the modes they close
    ("友達は答えが $\\boxed{7}$ だと言った。", "7", ("standard",)),  # others_result
    ("Dicono che la risposta sia $\\boxed{7}$.", "7", MODES),  # hearsay
    ("草稿：$\\boxed{7}$", "7", MODES),  # other_quantity
    ("下書き：$\\boxed{7}$", "7", MODES),  # other_quantity
    ("下書き: $\\boxed{7}$", "7", MODES),  # other_quantity
    ("草稿:$\\boxed{7}$", "7", MODES),  # other_quantity
]


@pytest.mark.parametrize(("response", "gold", "modes"), CLOSED)
def test_closed_gap_wrong_answer_is_refused(response, gold, modes):
    assert not any(correct(response, gold, mode) for mode in modes)
