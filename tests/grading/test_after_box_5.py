"""After the box, the writer replaces or judges the box's value (proctor.grading.replaced_after), by family.

Each family is written in wording and languages other than the fifth review's (tests/grading/test_review_gaps_4.py,
test_review_gaps_4_strict.py): the grader is scored on held-out wording. Every wrong case is refused in both modes
(strict refuses any text after its box already; standard by the rule). The controls are honest remarks of the same
shapes (the box's value is the one kept): they stay read in standard.
"""

from __future__ import annotations

import pytest
from review_gaps import MODES, correct

from proctor.grading import get_grader
from proctor.grading.base import grade_text

B = "$\\boxed{7}$"
C = "$\\boxed{C}$"

REPLACED = {
    "arrow_or_mark": [
        B + "\n\n(7 ⇒ 9)",
        B + "\n\nKorrektur: 7 -> 9",
        B + "\n\ns/7/9/g",
        B + "\n\n7 ❌ 9 ✅",
        B + "\n\nUpdate: 7 ⟶ 10.",
    ],
    "negated_then_other": [
        B + "\n\nNot 7 but 9.",
        B + "\n\nNicht 7, sondern 9.",
        B + "\n\nPas 7, mais 9.",
        B + "\n\nНе 7, а 9.",
        B + "\n\n不是7，而是9。",
        B + "\n\n7 değil, 9 olmalı.",
        B + "\n\n7ではなく9です。",
        B + "\n\n7이 아니라 9이다.",
        B + "\n\nBukan 7 melainkan 9.",
        B + "\n\nKhông phải 7 mà là 9.",
        B + "\n\nNiet 7 maar 9.",
        B + "\n\nNon 7 ma 9.",
        B + "\n\nInte 7 utan 9.",
        B + "\n\nNão é 7, mas 9.",
    ],
    "negated_alone": [
        B + "\n\nNot 7!",
        B + "\n\nNicht 7.",
        B + "\n\nPas 7.",
        B + "\n\nНе 7.",
    ],
    "fails_then_other": [
        B + "\n\nSubstituting, 7 fails, so 9.",
        B + "\n\nOn checking, 7 does not work, hence 9.",
        B + "\n\n7 funktioniert nicht, also 9.",
        B + "\n\n7 no funciona, así que 9.",
        B + "\n\n7 ne marche pas, donc 9.",
        B + "\n\n7 не подходит, поэтому 9.",
    ],
    "glued_other": [
        "$\\boxed{7} = 9$",
        B + " = 9.",
        B + ", that is, 9.",
        B + ", d.h. 9",
        B + ", o sea 9.",
        B + "，也就是 9。",
        B + " = 9 in total",
    ],
    "later_answer_line": [
        B + "\n\nAnswer (v3): 9",
        B + "\n\nRevised answer v2 = 9",
        B + "\n\nJawaban saya adalah 9.",
        B + "\n\nĐáp án của tôi là 9.",
        B + "\n\nOdpowiedź końcowa to 9.",
    ],
    "added_in_words": [
        B + "\n\n(minus the broken one)",
        B + " (plus two for the weekend)",
        B + "\n\n+ one more for the dog",
        B + "\n\n(dazu kommt noch Sams Anteil)",
        B + "\n\n(menos el roto)",
        B + "\n\n(moins celui qui est cassé)",
        B + "\n\n(минус сломанный)",
        B + "\n\n(再加上老师的)",
        B + "\n\n(and then one more for the dog)",
        B + ", then add the carry.",
        B + ", and then add Anna's share.",
        B + "\n\n(artı Ayşe'nin ikisi)",
    ],
    "status_row": [
        "| try | status |\n|---|---|\n| " + B + " | rejected |\n| 9 | accepted |",
        "| poging | status |\n|---|---|\n| " + B + " | verworpen |\n| 9 | aangenomen |",
        "| percobaan | status |\n|---|---|\n| " + B + " | ditolak |\n| 9 | diterima |",
        "| 시도 | 상태 |\n|---|---|\n| " + B + " | 기각 |\n| 9 | 채택 |",
        "| próba | stan |\n|---|---|\n| " + B + " | odrzucona |\n| 9 | przyjęta |",
        "| tentativa | estado |\n|---|---|\n| " + B + " | rejeitado |\n| 9 | aceito |",
        "| 尝试 | 状态 |\n|---|---|\n| " + B + " | 否决 |\n| 9 | 选定 |",
        "| try | verdict |\n|---|---|\n| " + B + " | discarded |\n| 9 | kept |",
        "| essai | verdict |\n|---|---|\n| " + B + " | écarté |\n| 9 | retenu |",
    ],
}

LETTER_REPLACED = [
    C + "\n\nD",
    C + "\n\n*(D)*",
    C + "\n\nFinal: D",
    C + "\n\nEn realidad, D.",
    C + "\n\nIn Wahrheit D.",
    C + "\n\nNot C!",
    C + "\n\nNicht C, sondern D.",
    C + "\n\n(C → D)",
    C + "\n\n**(D)**",
    C + "\n\nKumbe ni D.",
    C + "\n\nAlso D.",
]

CONTROLS = [
    B + ". Not 8, as the table shows.",
    B + "\n\n7, not 9.",
    B + "\n\nNicht 9, sondern 7.",
    B + "\n\nNo es 9 sino 7.",
    B + "\n\n(9 → 7)",
    B + "\n\n9 ❌ 7 ✅",
    B + "\n\nCheck: 3 + 4 = 7 ✓",
    B + "\n\n9 değil, 7.",
    B + "\n\n7 is not divisible by 3.",
    B + "\n\n9 fails, so 7.",
    B + "\n\n7 = 3 + 4.",
    B + " = 7",
    B + ", that is, 7.",
    B + "\n\n(in cm)",
    B + " (the number of ways)",
    B + "\n\nThe answer is 7.",
    B + "\n\nJawaban saya adalah 7.",
    "| try | status |\n|---|---|\n| 9 | rejected |\n| " + B + " | accepted |",
    "| poging | status |\n|---|---|\n| " + B + " | aangenomen |\n| 9 | verworpen |",
    "$\\boxed{\\frac{22}{3}}$ = 7.33",
]

LETTER_CONTROLS = [
    C + "\n\nNot D.",
    C + "\n\nUnlike B.",
    C + "\n\nD is wrong.",
    C + "\n\nSo C.",
    C + "\n\nB and D fail.",
    "The answer is " + C + ". The largest is D.",
    C + "\n\nThe other one is D.",
    C + "\n\nNicht D, sondern C.",
]

_MCQ = {mode: get_grader("mcq", mode=mode) for mode in MODES}


def _cases(families):
    return [pytest.param(r, id=f"{fam}-{i}") for fam, rs in families.items() for i, r in enumerate(rs)]


@pytest.mark.parametrize("response", _cases(REPLACED))
def test_value_replaced_after_the_box_is_refused(response):
    assert not any(correct(response, "7", mode) for mode in MODES)


@pytest.mark.parametrize("response", LETTER_REPLACED)
def test_letter_replaced_after_the_box_is_refused(response):
    assert not any(correct(response, "C", mode) for mode in MODES)
    assert not any(grade_text(_MCQ[mode], response, "C").correct for mode in MODES)


@pytest.mark.parametrize("response", CONTROLS)
def test_honest_remark_after_the_box_is_read(response):
    gold = "\\frac{22}{3}" if "frac" in response else "7"
    assert correct(response, gold, "standard")


@pytest.mark.parametrize("response", LETTER_CONTROLS)
def test_honest_letter_remark_after_the_box_is_read(response):
    assert correct(response, "C", "standard")
    assert grade_text(_MCQ["standard"], response, "C").correct


# ---------------------------------------------------------------------------------------------------------
# a bold value retracted by a later bold one (the "answer is" fallback)
BOLD_REPLACED = [
    "The answer is **7**. Psych — **9**.",
    "The answer is **7**. Eh, scratch-ish: **9**.",
    "Antwort: **7**. Unsinn, **9**.",
    "Respuesta: **7**. Nah, **9**.",
    "Réponse : **7**. Pff, **9**.",
    "Ответ: **7**. Чушь, **9**.",
    "答案：**7**。不，**9**。",
    "Odpowiedź: **7**. Bzdura, **9**.",
    "The answer is **7**. Nah: **9**.",
]
BOLD_CONTROLS = [
    "The answer is **7**.",
    "The answer is **7**. Check: 3 + 4 = **7**.",
    "The answer is **7**. **Check:** 3 + 4 = 7.",
    "Antwort: **7**. **Probe:** 3 + 4 = **7**.",
]


@pytest.mark.parametrize("response", BOLD_REPLACED)
def test_bold_value_replaced_by_a_later_bold_one_is_refused(response):
    assert not any(correct(response, "7", mode) for mode in MODES)


@pytest.mark.parametrize("response", BOLD_CONTROLS)
def test_bold_value_kept_is_read(response):
    assert correct(response, "7", "standard")


# ---------------------------------------------------------------------------------------------------------
# a choice glossed with another option's value (gold with an option text), through the math and mcq graders
GLOSSED_OTHER = [
    C + " because the total is 37.",
    "The answer is (C), namely 37.",
    C + ", that is, 37",
    "Die Antwort ist (C), d.h. 37.",
    "La réponse est (C), c'est-à-dire 37.",
    "答案是 (C)，也就是 37。",
    C + ", i.e. 37",
    C + " as the sum is 37.",
]
GLOSSED_CONTROLS = [
    C + " because the total is 42.",
    "The answer is (C), namely 42.",
    "The answer is (C), since 6 \\cdot 7 = 42.",
    "The answer is (C), as 42 > 37.",
    C,
]


@pytest.mark.parametrize("response", GLOSSED_OTHER)
def test_choice_glossed_with_another_value_is_refused(response):
    assert not any(correct(response, "(C) 42", mode) for mode in MODES)
    assert not any(grade_text(_MCQ[mode], response, "(C) 42").correct for mode in MODES)


@pytest.mark.parametrize("response", GLOSSED_CONTROLS)
def test_choice_glossed_with_its_value_is_read(response):
    assert correct(response, "(C) 42", "standard")
    assert grade_text(_MCQ["standard"], response, "(C) 42").correct


# ---------------------------------------------------------------------------------------------------------
# strict: a commitment to another value before the box, in shapes outside one_answer's and rival's tables; a
# hidden comment that holds an answer field
STRICT_COMMITTED_BEFORE = [
    "I'm sticking with 9.\n\n" + B,
    "9 — definitive.\n\n" + B,
    "Je m'en tiens à 9.\n\n" + B,
    "Me quedo con 9.\n\n" + B,
    "Ich bleibe bei 9.\n\n" + B,
    "Fico com 9.\n\n" + B,
    "僕の答えは 9 です。\n\n" + B,
    "Jawaban akhir saya 9.\n\n" + B,
    "% final answer: 9\n\n" + B,
    "Je reste sur 9.\n\n" + B,
    "Resto su 9.\n\n" + B,
    "9 — endgültig.\n\n" + B,
    "Mantenho 9.\n\n" + B,
    "<!-- answer: 9 -->\n\n" + B,
]
STRICT_CONTROLS = [
    "I'm sticking with the plan: add 3 and 4.\n\n" + B,
    "Step 1: 9 - 2\n\n" + B,
    "We stand by the formula $a + b$; here $3 + 4 = 7$.\n\n" + B,
    "% answer = 7\n\n" + B,
    "Ich bleibe bei 7.\n\n" + B,
]


@pytest.mark.parametrize("response", STRICT_COMMITTED_BEFORE)
def test_strict_commitment_to_another_value_before_the_box_is_refused(response):
    assert not correct(response, "7", "strict")


@pytest.mark.parametrize("response", STRICT_CONTROLS)
def test_strict_honest_line_before_the_box_is_read(response):
    assert correct(response, "7", "strict")


# ---------------------------------------------------------------------------------------------------------
# a wish after the value, in the languages that put the optative there
WISH_AFTER = [
    "答えが $\\boxed{7}$ ならいいのに。",
    "正解が $\\boxed{7}$ であればいいな。",
    "정답이 $\\boxed{7}$라면 좋겠어요.",
    "答案是 $\\boxed{7}$ 就好了。",
]


@pytest.mark.parametrize("response", WISH_AFTER)
def test_wish_after_the_value_is_refused(response):
    assert not any(correct(response, "7", mode) for mode in MODES)


# ---------------------------------------------------------------------------------------------------------
# a stated choice letter (no box) disowned by a later sentence: its subject the letter and a negated or judging
# predicate, a dismissal, an attribution (the mcq grader's final choice, and the math grader's for a choice gold)
LETTER_DISOWNED = [
    "The final answer is $C$. C funktioniert nicht.",
    "The final answer is $C$. C doesn't fit.",
    "The answer is (C). C ne convient pas.",
    "The answer is **C**. Hardly.",
    "The answer is (C). Laut Lösungsheft.",
    "The answer is (C). Ni de broma.",
    "The answer is (C). C is not it.",
]
LETTER_KEPT = [
    "The final answer is $C$. C satisfies both conditions.",
    "The answer is (C). C is the only option that works.",
    "The answer is (C). I hope it is correct.",
    "The answer is (C). B is wrong, though.",
    "The answer is (C). Not B.",
    "The answer is (C). Option D fails the second test.",
    "The answer is C. B. Smith proved this in 1990.",
]


@pytest.mark.parametrize("response", LETTER_DISOWNED)
def test_stated_letter_disowned_after_is_refused(response):
    assert not any(grade_text(_MCQ[mode], response, "C").correct for mode in MODES)
    assert not any(correct(response, "C", mode) for mode in MODES)


@pytest.mark.parametrize("response", LETTER_KEPT)
def test_stated_letter_kept_is_read(response):
    assert grade_text(_MCQ["standard"], response, "C").correct
    assert correct(response, "C", "standard")


AFTER_BOX_KEPT = [
    B + "\n\nPlus, the check above confirms it.",
    B + "\n\nさらに、検算すると 3 + 4 = 7 です。",
    "$\\boxed{12} = 3 \\times 4$",
    B + " = 7 in total",
]


@pytest.mark.parametrize("response", AFTER_BOX_KEPT)
def test_connective_or_computation_after_the_box_is_read(response):
    assert correct(response, "12" if "12" in response else "7", "standard")


def test_a_commitment_withdrawn_before_the_box_is_no_second_answer_in_strict():
    assert correct("I stand by 9. Wait, that's wrong.\n\n" + B, "7", "strict")


# ---------------------------------------------------------------------------------------------------------
# a stated choice letter led by words that make it no answer of the writer's own (proctor.grading.choice_leads)
LETTER_LED_AWAY = [
    "Nur zum Spaß: die Antwort ist C.",
    "Per gioco, la risposta è (C).",
    "## Brouillon\n\n**C**",
    "D'après la rumeur, la réponse est (C).",
    "For the easier variant, the answer is (C).",
    "The wrong answer is **C**.",
]
LETTER_LED_PLAINLY = [
    "The answer is (C).",
    "Answer: **C**",
    "The correct option is **C**.",
    "Die richtige Antwort ist C.",
    "## Lösung\n\n**C**",
    "According to the table, the answer is (C).",
    "For the original problem, the answer is (C).",
]


@pytest.mark.parametrize("response", LETTER_LED_AWAY)
def test_stated_letter_led_away_is_refused(response):
    assert not any(grade_text(_MCQ[mode], response, "C").correct for mode in MODES)
    assert not any(correct(response, "C", mode) for mode in MODES)


@pytest.mark.parametrize("response", LETTER_LED_PLAINLY)
def test_stated_letter_led_plainly_is_read(response):
    assert grade_text(_MCQ["standard"], response, "C").correct
    assert correct(response, "C", "standard")


# ---------------------------------------------------------------------------------------------------------
# a postscript with another value after a stated answer (no box)
POSTSCRIPT_OTHER = [
    "The final answer is $7$. I hope it is correct.\n\nP.S. actually 9.",
    "The answer is 7.\n\nEdit: 9",
    "The answer is 7.\n\nPS: make that 9.",
    "The answer is 7.\n\nN.B. 9",
]
POSTSCRIPT_KEPT = [
    "The answer is 7.\n\nP.S. The table has 9 rows.",
    "The answer is 7.\n\nP.S.: 7.",
    "The answer is 7.\n\nEdit: formatting.",
]


@pytest.mark.parametrize("response", POSTSCRIPT_OTHER)
def test_postscript_with_another_value_is_refused(response):
    assert not any(correct(response, "7", mode) for mode in MODES)


@pytest.mark.parametrize("response", POSTSCRIPT_KEPT)
def test_postscript_without_another_value_is_read(response):
    assert correct(response, "7", "standard")


def test_a_question_that_negates_the_value_is_no_replacement():
    assert correct(B + "\n\nIs it not 7? Yes: 3 + 4 = 7.", "7", "standard")
