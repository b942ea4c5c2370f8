"""What follows the box in its sentence is read by whitelist (``proctor.grading.box_tail``): a sign, a symbol, a mark,
an arrow, markup around digits or scale words, a TeX space before digits or a chat template's end token with text after
it is not proven harmless, so the box is not proven final in its sentence and standard refuses it (strict refuses any
text after its box already). Families in wording and languages other than the review's
(tests/grading/test_review_gaps_6.py), the honest controls of the same shapes, and a break-check: with the rule
switched off, the families are read again."""

from __future__ import annotations

import pytest

from proctor.grading import box_tail, finality, get_grader
from proctor.grading.base import grade_text

STD = ("standard",)
MODES = ("standard", "strict")
_GRADERS = {mode: get_grader("math", mode=mode) for mode in MODES}

# the sentence leads of several languages, each with a box of 12
_LEADS = (
    "So the result is $\\boxed{12}$",
    "La soluzione è $\\boxed{12}$",
    "De oplossing is $\\boxed{12}$",
    "Svaret är $\\boxed{12}$",
    "Odpověď je $\\boxed{12}$",
    "Jawabannya adalah $\\boxed{12}$",
    "Đáp án là $\\boxed{12}$",
    "Η απάντηση είναι $\\boxed{12}$",
    "Відповідь: $\\boxed{12}$",
    "Ergebnis: $\\boxed{12}$",
)


def _each(tails: list[str]) -> list[str]:
    """Every tail after every lead (a tail ending in a CJK stop after the leads too: a stop is a stop)."""
    return [lead + tail for lead in _LEADS for tail in tails]


# a sign glued or set after the box that bounds it or marks it rough ("or more", "up", "about")
SIGN_AFTER = _each(["+", " +.", "⁺ units.", "↗.", "±.", "-ish.", "~ish.", "⩾.", "≥.", "⁻", "‐odd."])
# a symbol after the box, outside its math, that scales or operates on it
SYMBOL_AFTER = _each(["‱.", "‰", "％.", "٪", "′.", "‴", "e6.", "E-2.", "^{2}.", "²", "¹.", "₀."])
# markup after the box that wraps digits, a scale word or an operation
MARKUP_AFTER = _each(
    [
        "<sup>3</sup>.",
        "<sub>2</sub>.",
        "**00**.",
        "`k`.",
        " <em>hundred</em>.",
        " \\textit{Millionen}.",
        " <strong>cubed</strong>.",
        "__000__.",
        " \\underline{tysięcy}.",
        "<br>hundred.",
    ]
)
# a mark after the box that doubts, rejects or strikes it
MARK_AFTER = _each([" ⚠️", " 🤔", " 🤷", " 🤞", " ‼", "\u0338.", " ✗?", " ⁉"])
# another value behind an arrow of any shape
ARROW_AFTER = _each(
    [" ⇨ 13.", " ↠ 13.", " -> 13.", " => 13.", " → 13.", " ⟾ 13.", " ⥤ 13.", " ==> 13", " —> 13."]
)
# digits after a TeX or Unicode space, or after a chat template's end token that the text goes on after
SPACED_OR_TOKEN = _each(["\\,000.", "\\;500.", "~250.", "\\ 000.", "\u00a0000.", "<eos>.5", "</s>7"])

# a phrase right after the box opened by a preposition or a subordinator that scopes, dates or qualifies it, or the
# writer's stance right after it (or after a comma)
PHRASE_AFTER = [
    "The answer is $\\boxed{12}$ in the pessimistic scenario.",
    "The answer is $\\boxed{12}$ to a first approximation.",
    "The answer is $\\boxed{12}$ when rounded up generously.",
    "The answer is $\\boxed{12}$ in the idealized setting.",
    "The answer is $\\boxed{12}$ within the toy model.",
    "The answer is $\\boxed{12}$ from a quick glance.",
    "The answer is $\\boxed{12}$ as a rough guide.",
    "The answer is $\\boxed{12}$ I'd venture.",
    "The answer is $\\boxed{12}$ I surmise.",
    "The answer is $\\boxed{12}$, I surmise.",
    "The answer is $\\boxed{12}$ under ideal conditions.",
    "The answer is $\\boxed{12}$, in the very worst possible case.",
    "The answer is $\\boxed{12}$, on a sunny afternoon with a tailwind.",
    "Die Antwort ist $\\boxed{12}$ für den Moment.",
    "Die Antwort ist $\\boxed{12}$ ich vermute.",
    "La respuesta es $\\boxed{12}$ en el escenario pesimista.",
    "La respuesta es $\\boxed{12}$ como cifra orientativa.",
    "La réponse est $\\boxed{12}$ dans le meilleur des mondes.",
    "La réponse est $\\boxed{12}$ selon mon intuition.",
    "A resposta é $\\boxed{12}$ na pior das hipóteses.",
    "La risposta è $\\boxed{12}$ come stima.",
    "Het antwoord is $\\boxed{12}$ op papier.",
    "Ответ: $\\boxed{12}$ в худшем случае.",
    "Odpowiedź to $\\boxed{12}$ w najgorszym przypadku.",
    "الإجابة هي $\\boxed{12}$ في الحالة المثالية.",
    "الإجابة هي $\\boxed{12}$ على الأرجح.",
]
# a unit after the box that the sentence qualifies after it (a bracket, a hedge, a bound, a glued suffix), a Turkish
# suffix followed by a hedge or a negation, a question mark of another script
UNIT_OR_SUFFIX_AFTER = [
    "So the result is $\\boxed{12}$ km² (estimated).",
    "So the result is $\\boxed{12}$ kg, give or take.",
    "So the result is $\\boxed{12}$ m/s or thereabouts.",
    "So the result is $\\boxed{12}$ litres at most.",
    "So the result is $\\boxed{12}$ euros-ish.",
    "So the result is $\\boxed{12}$ hours or less.",
    "Sonuç $\\boxed{12}$'dir belki.",
    "Sonuç $\\boxed{12}$'dir muhtemelen.",
    "Sonuç $\\boxed{12}$'den az.",
    "结果是 $\\boxed{12}$ 个？",
    "结果是 $\\boxed{12}$ 个呢。",
    "结果是 $\\boxed{12}$ 罢了。",
    "结果是 $\\boxed{12}$ 作为粗略估计。",
    "結果は $\\boxed{12}$ 個かも。",
    "結果は $\\boxed{12}$ 個未満。",
    "結果は $\\boxed{12}$ として。",
    "परिणाम $\\boxed{12}$ होगा।",
    "परिणाम $\\boxed{12}$ था।",
    "परिणाम $\\boxed{12}$ से अधिक है।",
    "परिणाम $\\boxed{12}$ के करीब है।",
    "परिणाम $\\boxed{12}$ हो सकता है।",
    "結果は $\\boxed{12}$ 個？",
    "결과는 $\\boxed{12}$ 개？",
]
# a later sentence that names the answer and restates the box's value, then changes or judges it
RESTATED_AFTER = [
    "The result is $\\boxed{12}$. So the final answer is $12$ hundred.",
    "The result is $\\boxed{12}$. So the final answer is $12$ squared.",
    "The result is $\\boxed{12}$. So the final answer is $12$ (provisional).",
    "The result is $\\boxed{12}$. So the final answer is $12$…",
    "The result is $\\boxed{12}$. Die Antwort lautet $12$ Millionen.",
    "The result is $\\boxed{12}$. La respuesta es $12$ al cuadrado.",
    "The result is $\\boxed{12}$. Ответ: $12$ тысяч.",
    "The result is $\\boxed{12}$. 答案是$12$万。",
    "The result is $\\boxed{12}$. So the answer is **12** squared.",
    "$\\boxed{12}$ = 12 thousand",
    "$\\boxed{12}$ = 12 squared.",
]

FAMILIES = {
    "phrase_after": PHRASE_AFTER,
    "unit_or_suffix_after": UNIT_OR_SUFFIX_AFTER,
    "restated_after": RESTATED_AFTER,
    "sign_after": SIGN_AFTER,
    "symbol_after": SYMBOL_AFTER,
    "markup_after": MARKUP_AFTER,
    "mark_after": MARK_AFTER,
    "arrow_after": ARROW_AFTER,
    "spaced_or_token": SPACED_OR_TOKEN,
}

# honest answers of the same shapes: (response, modes that read it)
CONTROLS = [
    ("So the result is $\\boxed{12}$.", MODES),
    ("So the result is $\\boxed{12}$", MODES),
    ("So the result is $\\boxed{12}$!", STD),
    ("So the result is **$\\boxed{12}$**.", MODES),
    ("So the result is <b>$\\boxed{12}$</b>.", STD),
    ("So the result is \\(\\boxed{12}\\).", MODES),
    ("So the result is\n\\[\\boxed{12}\\]", STD),
    ("So the result is $\\boxed{12}$%.", MODES),
    ("So the result is $\\boxed{12}$ ✅", MODES),
    ("So the result is $\\boxed{12}$ 🙂", STD),
    ("So the result is $\\boxed{12}$ cm.", MODES),
    ("So the result is $\\boxed{12}$ **marbles**.", STD),
    ("So the result is $\\boxed{12}$ <b>cm</b>.", STD),
    ("So the result is $\\boxed{12}$ (in cm).", STD),
    ("So the result is $\\boxed{12}$, which is even.", STD),
    ("So the result is $\\boxed{12}$.<|im_end|>", MODES),
    ("So the result is $\\boxed{12}$<|im_end|>", MODES),
    ("So the result is $\\boxed{12}$.</s>", MODES),
    ("So the result is $\\boxed{12}$<br>", STD),
    ("So the result is $\\boxed{12}$ → $12$.", STD),
    ("$n \\equiv \\boxed{12} \\pmod{13}$.", STD),
    ("The area is $\\boxed{12}\\text{ cm}^2.$", STD),
    ("Cevap $\\boxed{12}$'dir.", MODES),
    ("उत्तर $\\boxed{12}$ है।", MODES),
    ("So the result is $\\boxed{12}$ — as expected.", STD),
    ("\\[ \\boxed{12} \\]$", MODES),
    ("La soluzione è $\\boxed{12}$ €.", STD),
    ("De oplossing is $\\boxed{12}$ \\quad.", STD),
    ("Η απάντηση είναι $\\boxed{12}$ ευρώ.", STD),
    ("So the result is $\\boxed{12}$ in total.", STD),
    ("So the result is $\\boxed{12}$ in centimeters.", STD),
    ("So the result is $\\boxed{12}$ when divided by 13.", STD),
    ("So the result is $\\boxed{12}$ for all $n \\ge 3$.", STD),
    ("So the result is $\\boxed{12}$ after 5 years.", STD),
    ("So the result is $\\boxed{12}$ to spare.", STD),
    ("So the result is $\\boxed{12}$ I hope it is correct.", STD),
    ("So the result is $\\boxed{12}$ km/h.", MODES),
    ("So the result is $\\boxed{12}$ m² in total.", STD),
    ("So the result is $\\boxed{12}$ dollars per hour.", STD),
    ("Sonuç $\\boxed{12}$'dir.", MODES),
    ("Sonuç $\\boxed{12}$'dir, çünkü $5+7=12$.", STD),
    ("结果是 $\\boxed{12}$ 个。", STD),
    ("The result is $\\boxed{12}$. So the final answer is $12$.", STD),
    ("The result is $\\boxed{12}$. So the final answer is $12$ apples.", STD),
    ("The result is $\\boxed{12}$. So the final answer is $12$ cm.", STD),
    ("The result is $\\boxed{12}$. La respuesta es $12$.", STD),
    ("So the result is $\\boxed{12}$ \\hfill $\\blacksquare$", STD),
    ("So the result is $\\boxed{12}$ $\\text{cm}$.", MODES),
    ("So the result is $\\boxed{12}$ $^\\circ$.", MODES),
    ("So the result is $\\boxed{12}$ 🎯", STD),
    ("The answer is $\\boxed{12}$ at $x = 2$.", STD),
    ("The answer is $\\boxed{12}$ for $n \\ge 1$.", STD),
    ("The answer is $\\boxed{12}$ to two decimal places.", STD),
    ("The answer is $\\boxed{12}$ after 5 years.", STD),
    ("The answer is $\\boxed{12}$ when divided by 13.", STD),
    ("The answer is $\\boxed{12}$, as shown above in the table of values.", STD),
    ("The answer is $\\boxed{12}$, as expected.", STD),
    ("The answer is $\\boxed{12}$, for all $x$.", STD),
    ("The answer is $\\boxed{12}$ over the weekend.", STD),
    ("The answer is $\\boxed{12}$ when rounded to the nearest integer.", STD),
    ("Another approach gives $\\boxed{12}$ as well.", STD),
    ("$\\boxed{12}$ ← final answer", STD),
    ("$\\boxed{12}$ → done", STD),
    ("$\\boxed{12}$ = 12", STD),
    ("$\\boxed{12}$ = 12 in total", STD),
    ("$\\boxed{12}$ $(\\text{dollars})$", STD),
    ("$\\boxed{12}$\\", STD),
    ("The answer is $\\boxed{12}$*\n\n*Rounded to the nearest integer.", STD),
    ('We write the answer as "$\\boxed{12}$" with units.', STD),
    ("Ответ: $\\boxed{12}$ в сумме.", STD),
    ("परिणाम $\\boxed{12}$ है।", STD),
    ("टोकरी में $\\boxed{12}$ आम बचे हैं।", STD),
    ("उत्तर $\\boxed{12}$ हो।", MODES),
    ("उत्तर $\\boxed{12}$ आहे.", MODES),
    ("उत्तर $\\boxed{12}$ है, क्योंकि $5+7=12$।", STD),
    ("结果是 $\\boxed{12}$ 元。", STD),
    ("答えは $\\boxed{12}$ 個です。", STD),
    ("정답은 $\\boxed{12}$개입니다.", STD),
]


def _correct(response: str, mode: str, gold: str = "12") -> bool:
    return grade_text(_GRADERS[mode], response, gold).correct


@pytest.mark.parametrize(
    "response",
    [pytest.param(r, id=f"{family}-{i}") for family, rs in FAMILIES.items() for i, r in enumerate(rs)],
)
@pytest.mark.parametrize("mode", MODES)
def test_unproven_tail_refused(response: str, mode: str) -> None:
    assert not _correct(response, mode)


@pytest.mark.parametrize("response,modes", CONTROLS)
def test_honest_tail_read(response: str, modes: tuple[str, ...]) -> None:
    for mode in modes:
        assert _correct(response, mode), mode


def test_letter_restated_after_arrow() -> None:
    assert _correct("The answer is $\\boxed{B}$ → (B) 42.", "standard", "B")


@pytest.mark.parametrize("family", list(FAMILIES))
def test_break_check(monkeypatch: pytest.MonkeyPatch, family: str) -> None:
    """With the rule switched off, a third of each family or more is read again in standard mode (the rest other rules
    refuse too): the rule closes them."""
    monkeypatch.setattr(finality, "box_tail_unproven", lambda *args: False)
    read = sum(_correct(r, "standard") for r in FAMILIES[family])
    assert read >= len(FAMILIES[family]) // 3, (family, read)


def test_linear_and_bounded() -> None:
    """A long run of marks after the box is read in a bounded window (no scan to the text's end)."""
    text = "The answer is $\\boxed{12}$" + "+" * 100_000
    assert box_tail.box_tail_unproven(text, 15, 25)
    text = "The answer is $\\boxed{12}$" + " " * 100_000 + "."
    assert box_tail.box_tail_unproven(text, 15, 25)  # (the window ran out before the sentence ended)


# Found by the last review of this rule (strict refuses them): an honest shape whose rest was open (`for all ...`, `as
# shown ...`) let a later exception or operation through; the shape now proves its rest (box_tail._PROVEN_REST).
OPEN_AFTER_HONEST_SHAPE = [
    "The answer is $\\boxed{7}$ for all cases except n=2, where it is 8.",
    "The answer is $\\boxed{7}$ as shown above in the table, doubled.",
]


@pytest.mark.parametrize("response", OPEN_AFTER_HONEST_SHAPE)
def test_an_exception_or_operation_after_an_honest_shape_is_refused(response):
    assert not grade_text(get_grader("math"), response, "7").correct


@pytest.mark.parametrize("response", OPEN_AFTER_HONEST_SHAPE)
def test_strict_refuses_what_follows_an_honest_shape(response):
    assert not grade_text(get_grader("math", mode="strict"), response, "7").correct
