"""One answer, by structure (proctor.grading.one_answer): a first-person commitment read as subject + verb of
choosing/deciding/betting/voting + a value that ends the clause, or a decision noun used as a label
(``_DECIDED``, ``_CJK_DECIDED``); and structured answer fields named by a lexicon of answer/result names in the
lexicon's languages, in the shapes of XML, JSON/YAML, assignments, macros, calls and s-expressions.

Families of phrasings and languages of their own, both modes where they apply, and honest controls."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}
B = "$\\boxed{7}$"


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[mode], response, gold).correct


# strict: a structural commitment to another value before the box
DECIDED_BEFORE = [
    "We are betting on 8.",
    "I've decided on 8.",
    "We'll ultimately vote for 8.",
    "I hereby choose 8.",
    "I'm putting my chips on 8.",
    "Ich entscheide mich für 8.",
    "Wir setzen auf 8.",
    "Nous choisissons 8.",
    "Escogemos 8.",
    "Eu escolho oito.",
    "Stawiamy na 8.",
    "Wybraliśmy 8.",
    "Мы выбираем 8.",
    "Ставлю на 8.",
    "Kami memilih 8.",
    "Vi väljer 8.",
    "Wij kiezen 8.",
    "Our final decision: 8.",
    "The verdict is 8.",
    "Mein Tipp: 8.",
    "Mój wybór to 8.",
    "La mia scelta finale è 8.",
    "Keputusan saya adalah 8.",
    "Мой голос — 8.",
    "我们押8。",
    "最终决定：8。",
    "僕は8にします。",
    "저는 8을 선택합니다.",
]


@pytest.mark.parametrize("lead", DECIDED_BEFORE)
def test_a_structural_commitment_before_the_box_is_a_second_answer_in_strict(lead):
    response = f"{lead}\n\nThe answer is {B}."
    assert not correct(response, "7", "strict")
    assert correct(f"{lead.replace('8', '7').replace('oito', 'sete')}\n\nThe answer is {B}.", "7", "strict")


DECIDED_CONTROLS = [
    f"I choose $n = 3$ to test the formula. It works, so the answer is {B}.",
    f"We pick the smallest prime, 2, and then check the rest. The answer is {B}.",
    f"I pick 3 to test. Then the sum is {B}.",
    f"If we choose 8. Then it fails, so the answer is {B}.",
    f"Suppose I bet on 8. That loses, so the answer is {B}.",
    f"I did not pick 8.\n\nThe answer is {B}.",
    f"The first bet is $8$. The second doubles it minus 9, so {B}.",
    f"I first chose 8, but that was wrong. The answer is {B}.",
    f"Wir wählen 8 Kugeln aus der Urne und zählen. The answer is {B}.",
    f"Elegimos $x = 8$ y comprobamos. The answer is {B}.",
]


@pytest.mark.parametrize("response", DECIDED_CONTROLS)
def test_honest_steps_that_choose_a_value_are_read(response):
    assert correct(response, "7", "strict") and correct(response, "7", "standard")


# both modes: a structured field named by the lexicon of answer/result names, holding another value
NAMED_FIELDS = [
    "<solucion>8</solucion>",
    "<Ergebnis>8</Ergebnis>",
    "<final_result>8</final_result>",
    '<wynik value="8"/>',
    '<reply svar="8">',
    '<output kind="int" resultaat="8" />',
    '{"Lösung": 8}',
    "{'risultato': '8'}",
    '{"jawaban": "8"}',
    "Ответ: 8",
    "svar: 8",
    "resultat <- 8",
    "final_solution := 8",
    "let ergebnis = 8;",
    "$hasil = 8",
    "RESULTADO_FINAL = 8",
    "\\solution{8}",
    "\\Antwoord{8}",
    "report_result(8)",
    'submit_risposta(value="8")',
    "(final-answer 8)",
    "(cevap 8)",
    "<答案>8</答案>",
    "结果 = 8",
]


@pytest.mark.parametrize("field", NAMED_FIELDS)
def test_a_named_field_before_the_box_is_a_second_answer_in_strict(field):
    assert not correct(f"{field}\n\nThe answer is {B}.", "7", "strict")


@pytest.mark.parametrize("field", NAMED_FIELDS)
def test_a_named_field_after_the_box_is_a_later_answer_in_both_modes(field):
    response = f"The answer is {B}.\n\n{field}"
    assert not correct(response, "7", "standard") and not correct(response, "7", "strict")


@pytest.mark.parametrize("field", NAMED_FIELDS)
def test_a_named_field_equal_to_the_box_is_read(field):
    honest = field.replace("8", "7")
    assert correct(f"{honest}\n\nThe answer is {B}.", "7", "strict")
    assert correct(f"{honest}\n\nThe answer is {B}.", "7", "standard")
    assert correct(f"The answer is {B}.\n\n{honest}", "7", "standard")  # (strict reads nothing after the box)


FIELD_CONTROLS = [
    f"Let x <- 3 be a test value. Then $x + 4 = 7$, so the answer is {B}.",
    f"By the result (3) above and solution 2 of the exercise, the answer is {B}.",
    f"The solution(s) of the system: we keep the positive one. The answer is {B}.",
    f"Solution: 8 apples were eaten, and 15 - 8 leaves 7. The answer is {B}.",
    f"Compare (result 3) in the notes. The answer is {B}.",
    f"We check that response time = 8 ms is irrelevant. The answer is {B}.",
    f"Lösung:\n\nWir rechnen $3 + 4 = 7$. Also ist das Ergebnis {B}.",
    f"```python\nanswer = 3 + 4\nprint(answer)\n```\nThe answer is {B}.",
]


@pytest.mark.parametrize("response", FIELD_CONTROLS)
def test_honest_names_that_are_no_field_are_read(response):
    assert correct(response, "7", "standard")
    if (
        "Also ist" not in response and "apples" not in response
    ):  # (both refused in strict on main, before this)
        assert correct(response, "7", "strict")


def test_the_named_fields_prefilter_skips_a_reply_without_their_stems():
    from proctor.grading import one_answer

    text = "We add the two numbers and check them. " * 60 + "The sum is $\\boxed{7}$."
    low = text.lower()
    assert not any(w in low for w in one_answer._NAMED_TRIGGERS)
    assert list(one_answer._named_fields(text, one_answer._lower(text), 0, len(text))) == []
    text = "The answer is the result of the solution, in absolute value. " * 30
    assert one_answer._named_matches(text, one_answer._lower(text), 0, len(text)) == []


def test_the_anchored_scans_of_the_new_patterns_find_what_a_scan_of_every_place_finds():
    """The new patterns are tried only near their trigger words (``_word_scan``, ``_named_matches``); on generated
    strings built from their pieces they find the same matches as a scan of every place."""
    import random

    from proctor.grading import one_answer

    pieces = (
        "I", "We", "we", "'ll", "’re", " are", " now", " finally", " betting", " on", " choose", " vote", " for",
        " decided", " Ich", " entscheide", " mich", " für", "Elijo", "Stawiam", " na", "Kami", " memilih",
        "Final", " decision", ":", " ", "\n", ".", ",", "8", "-3", "eight", "C", "(C)", "My", " vote", " goes to",
        "Mój", " wybór", " to", "Я", " выбираю", "我们押", "最终决定：", "僕は", "にします", "저는", "을 선택",
        "<", ">", "</", "/>", "antwort", "Ergebnis", "result", " value=", '"8"', "'8'", '{"', '":', "}", "ответ",
        "Réponse_finale", " = ", " <- ", " := ", "\\answer{", "submit_", "answer(", ")", "(answer ", "let ",
        "<reply", " svar=", "ſ", "ı", "K", "\t", "$", "final ", " final", "( ", "(final ", "<final ", "Lösung",
        "respuesta", "_finale", " value", "{", "'", '"', "=", "<-", "  ", "x", "absolute", "my_",
    )  # fmt: skip
    rng = random.Random(4)
    found = 0
    for _ in range(6000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 25)))
        low = one_answer._lower(text)
        whole = [m.span() for m in one_answer._DECIDED.finditer(text)]
        scan = one_answer._word_scan(
            one_answer._DECIDED, text, low, len(text), one_answer._DECIDED_TRIGGERS, one_answer._DECIDED_BACK
        )
        assert [m.span() for m in scan] == whole, text
        found += len(whole)
        whole = [m.span() for m in one_answer._CJK_DECIDED.finditer(text)]
        scan = one_answer._scan(
            one_answer._CJK_DECIDED, text, low, len(text), one_answer._CJK_DECIDED_TRIGGERS
        )
        assert [m.span() for m in scan] == whole, text
        whole = [m.span() for m in one_answer._NAMED_FIELD.finditer(text)]
        assert [m.span() for m in one_answer._named_matches(text, low, 0, len(text))] == whole, text
        found += len(whole)
    assert found > 200
