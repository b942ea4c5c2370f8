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

FAMILIES = {
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
    """With the rule switched off, most of each family is read again in standard mode: the rule closes them."""
    monkeypatch.setattr(finality, "box_tail_unproven", lambda text, start, end: False)
    read = sum(_correct(r, "standard") for r in FAMILIES[family])
    assert read >= len(FAMILIES[family]) // 2, (family, read)


def test_linear_and_bounded() -> None:
    """A long run of marks after the box is read in a bounded window (no scan to the text's end)."""
    text = "The answer is $\\boxed{12}$" + "+" * 100_000
    assert box_tail.box_tail_unproven(text, 15, 25)
    text = "The answer is $\\boxed{12}$" + " " * 100_000 + "."
    assert box_tail.box_tail_unproven(text, 15, 25)  # (the window ran out before the sentence ended)
