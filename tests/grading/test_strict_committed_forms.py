"""Strict: a bare final box is refused where a sentence before it COMMITS to a value of any notation that the grader
cannot prove the box's value (``proctor.grading.committed_forms``), however much work or prose follows it.

The families are written in wordings and languages of their own (none of the review files' strings): a fraction,
ratio or mixed number, another notation (percent, power, Roman numeral, scientific), an arrow as the cue, markup
around the value (LaTeX commands, HTML, markdown emphasis, other digit forms, invisible characters), a commitment
followed by a sentence of work that holds a number, and one followed by long prose. Strict refuses each; standard
reads a later box as superseding (its documented design), so standard is checked only on the controls, which both
modes must keep reading: the same shapes with the box's own value (proved equal: ``14/2``, ``$\\dfrac{14}{2}$``,
``⑦``, ``7 apples``, ``7개입니다``), and work that commits to nothing (an equation, a named quantity, a variable).
"""

from __future__ import annotations

import time

import pytest
from review_gaps import correct

from proctor.grading import get_grader
from proctor.grading.base import grade_text
from proctor.grading.committed_forms import committed_form_before

_NUMBER = {m: get_grader("number", mode=m) for m in ("standard", "strict")}

_BOX = "\n\n$\\boxed{7}$"
_LEADS = (  # conclusion cues in other words and languages than the review's
    "Consequently, {}.",
    "Ergo {}.",
    "Folglich {}.",
    "Quindi {}.",
    "Dlatego {}.",
    "Следовательно, {}.",
    "Daarom {}.",
    "Dolayısıyla {}.",
    "因此是{}。",
    "It has to be {}.",
)


def _family(values: tuple[str, ...]) -> list[str]:
    return [lead.format(v) + _BOX for v in values for lead in _LEADS]


# a fraction, a ratio, a mixed number, a vulgar fraction (none is 7)
FRACTIONS = _family(
    ("9/2", "15 / 2", "3:4", "6¼", "¾", "7 and three quarters", "7 e mezzo", "$\\dfrac{13}{2}$")
)
# another notation: percent, power, Roman numeral, scientific, thousands, a square root
NOTATIONS = _family(("9%", "3^2", "IX", "9e0", "8k", "$\\sqrt{50}$", "2³"))
# markup around the value: LaTeX font and colour commands, delimiters, HTML, emphasis, digit forms, invisibles
MARKUP = _family(
    (
        "$\\textcolor{blue}{9}$",
        "$\\overline{9}$",
        "$\\displaystyle 9$",
        "$\\mathrm{9}^{}$",
        "\\(\\,9\\)",
        "<mark>9</mark>",
        "<u>9</u>",
        "__9__",
        "==9==",
        "⑨",
        "₉",
        "⁹",
        "9️⃣",
        "9\u2060",
        "9\u00ad",
        "nine apples",
    )
)
# an arrow as the cue, alone on its line
ARROWS = [f"{arrow} 9{_BOX}" for arrow in ("->", "-->", "==>", "⟹", "→", "⇒")]
# a commitment, then a sentence of work that holds a number (or an equation), then the bare box
SHADOWED = [
    "Thus, 9.\n\nWe checked this with 4 examples.\n\n$\\boxed{7}$",
    "Daher 9.\n\nSiehe Gleichung (2).\n\n$\\boxed{7}$",
    "Donc 9.\n\n(Voir la page 12.)\n\n$\\boxed{7}$",
    "所以是9。\n\n见第2页。\n\n$\\boxed{7}$",
    "Следовательно, 9.\n\nЗдесь $y = 2$.\n\n$\\boxed{7}$",
    "Quindi 9/2.\n\nIl passo 3 è fatto.\n\n$\\boxed{7}$",
    "Clearly $\\frac{9}{2}$.\n\nThe table has 5 rows.\n\n$\\boxed{7}$",
]
_PROSE = {
    "en": "We spell the reasoning out in words so that nobody has to take any part of it on trust, and we keep going "
    "until every claim has been read against the statement of the problem. ",
    "de": "Wir schreiben die Begründung ausführlich auf, damit jeder Gedankengang der Argumentation nachvollziehbar "
    "bleibt, und prüfen jede Zwischenbehauptung sorgfältig gegen die Aufgabenstellung. ",
    "es": "Escribimos el razonamiento con palabras para que cualquiera pueda seguirlo con calma, y revisamos cada "
    "afirmación intermedia frente al enunciado del problema original. ",
}
# a commitment, then more than 400 characters of prose with no number
WINDOW = [
    f"{lead} 9.\n\n{_PROSE[lang] * 4}{_BOX}"
    for lead, lang in (("Hence", "en"), ("Folglich", "de"), ("Por ende,", "es"))
]

WRONG = FRACTIONS + NOTATIONS + MARKUP + ARROWS + SHADOWED + WINDOW

# honest: the same shapes with the box's own value, proved equal
HONEST_SAME_VALUE = [
    "Consequently, 14/2.",
    "Folglich $\\dfrac{14}{2}$.",
    "Quindi $\\textcolor{blue}{7}$.",
    "Thus $\\mathbf{7}$.",
    "Dlatego ⑦.",
    "Hence 7 apples.",
    "따라서 7개입니다.",
    "したがって7です。",
    "इसलिए 7 है।",
    "Daher 7 km.",
    "Ergo 7 ✓.",
    "It has to be ==7==.",
    "Therefore 7\u200b.",
    "Therefore seven.",
    "→ 7",
    "Therefore 「7」.",
    "所以答案是【7】。",
    "Thus 7 in total.",
    "Hence 7 (as expected).",
    "Therefore 7 again.",
    "So, 7 groups are needed.",
    "\\newcommand{\\answer}{7}",
]
HONEST = (
    [s + _BOX for s in HONEST_SAME_VALUE]
    + [f"Hence 7.\n\n{_PROSE['en'] * 4}{_BOX}", "Folglich 7.\n\nHier ist $y = 2$.\n\n$\\boxed{7}$"]
    + [
        # work that commits to nothing: an equation, a named quantity, a variable, a question, a withdrawn value
        "Therefore, $x = 5$.\n\nWe substitute it back.\n\n$\\boxed{12}$",
        "Hence the radius is 3.\n\nSo the area is $9\\pi$:\n\n$\\boxed{9\\pi}$",
        "Donc le rayon vaut 3.\n\nL'aire est donc $9\\pi$ :\n\n$\\boxed{9\\pi}$",
        "Thus 7.5.\n\n$\\boxed{7.5}$",
        "Donc 7,5.\n\n$\\boxed{7.5}$",
        "Hence $\\frac{3}{4}$.\n\n$\\boxed{0.75}$",
        "So it must be 9/2? Let me recount the pairs.\n\n$\\boxed{7}$",
        "Certainty: 10/10\n\n$\\boxed{7}$",  # (a self-assessment, no value)
        "Sicherheit: 100 %\n\nDaher 7.\n\n$\\boxed{7}$",
        "Therefore 9/2. Wait, that's wrong: I halved twice.\n\n$\\boxed{7}$",
    ]
)


def _gold(response: str) -> str:
    return response.rsplit("\\boxed{", 1)[1].rsplit("}$", 1)[0]


# forms whose reading must not be proved the box's by dropping what changes the value: a repeating decimal's bar,
# a power written in superscript after a digit, two circled digits (two numbers), a scale word, a hedge
NOT_PROVED = [
    ("Therefore $0.\\overline{7}$.\n\n$\\boxed{0.7}$", "0.7"),
    ("Daher 7⁸.\n\n$\\boxed{78}$", "78"),
    ("Donc ⑦⑧.\n\n$\\boxed{78}$", "78"),
    ("Hence 7 hundred.\n\n$\\boxed{7}$", "7"),
    ("Folglich 7 ungefähr.\n\n$\\boxed{7}$", "7"),
    ("Therefore 7 or so.\n\n$\\boxed{7}$", "7"),
    ("因此7左右。\n\n$\\boxed{7}$", "7"),
]


@pytest.mark.parametrize(("response", "gold"), NOT_PROVED)
def test_a_form_that_changes_the_value_is_not_proved_the_box(response, gold):
    assert committed_form_before(response, response, response.rindex("$\\boxed") + 1, gold)


@pytest.mark.parametrize("response", WRONG)
def test_committed_other_value_of_any_notation_refuses_the_bare_box(response):
    assert not correct(response, "7", "strict")


@pytest.mark.parametrize("response", HONEST)
@pytest.mark.parametrize("mode", ["standard", "strict"])
def test_honest_commitment_or_work_before_the_box_is_read(response, mode):
    assert correct(response, _gold(response), mode)


@pytest.mark.parametrize(
    "response",
    [
        "Therefore 9/2.\n\nThe answer is $\\boxed{7}$.",  # (a box with a lead of its own: the other rules read it)
        "Therefore 9/2.\n\n$\\boxed{B}$",  # (a choice letter: the letter rules read it)
    ],
)
def test_rule_reads_only_bare_value_boxes(response):
    start = response.index("$\\boxed")
    assert not committed_form_before(response, response, start, _gold(response))


@pytest.mark.parametrize("unit", ["Therefore 7. ", "So it is 7 and 7. ", "Hence $7$ ", "Thus 7.\n", "= 7 "])
def test_rule_reads_a_bounded_window_in_linear_time(unit):
    """However long the reply, only the window before the box is read, each character a bounded number of times;
    past a bound of commitments proved equal, strict refuses (each proof costs a comparison)."""
    text = unit * 50000 + _BOX
    start = text.index("$\\boxed")
    t0 = time.process_time()
    committed_form_before(text, text, start, "7")
    assert time.process_time() - t0 < 0.5
    few = "Therefore 7.\n\n" * 3 + _BOX
    assert not committed_form_before(few, few, few.index("$\\boxed"), "7")


# the number grader: the same commitments before the final '#### 7' line
HASH_WRONG = [
    "Consequently, 9/2.\n#### 7",
    "因此《9》。\n#### 7",
    "As a result, viii.\n#### 7",
    "Folglich 7 e mezzo.\n#### 7",
    "Dlatego ⑨.\n#### 7",
    "Hence $\\textcolor{blue}{9}$.\n#### 7",
    "⟹ 9\n#### 7",
    "Daher 9.\n\nSiehe Gleichung (2).\n#### 7",
    f"Hence 9.\n\n{_PROSE['en'] * 4}\n#### 7",
]
HASH_HONEST = [
    "Consequently, 14/2.\n#### 7",
    "Dlatego ⑦.\n#### 7",
    "Hence 7 apples.\n#### 7",
    "She sold 48/2 = <<48/2=24>>24 clips in May.\nSo 24 + 48 = <<24+48=72>>72 clips.\n#### 72",
]


@pytest.mark.parametrize("response", HASH_WRONG)
def test_number_grader_committed_other_value_refuses_the_hash_line(response):
    assert not grade_text(_NUMBER["strict"], response, "7").correct


@pytest.mark.parametrize("response", HASH_HONEST)
@pytest.mark.parametrize("mode", ["standard", "strict"])
def test_number_grader_honest_commitment_is_read(response, mode):
    assert grade_text(_NUMBER[mode], response, response.rsplit("#### ", 1)[1]).correct


@pytest.mark.parametrize(
    "response, gold",
    [
        ("So $\\sqrt{2}$.\n\n$\\boxed{\\sqrt2}$", "\\sqrt2"),
        ("Hence $\\frac{\\sqrt{3}}{2}$.\n\n$\\boxed{\\frac{\\sqrt3}{2}}$", "\\frac{\\sqrt3}{2}"),
        ("Therefore $2\\sqrt5$.\n\n$\\boxed{2\\sqrt{5}}$", "2\\sqrt{5}"),
    ],
)
def test_a_root_written_with_or_without_braces_is_the_same_value(response, gold):
    """``\\sqrt2`` is ``\\sqrt{2}`` (strict's fast rules leave the pair to sympy, which the reading path never runs):
    the commitment is proved the box's value, and strict reads the box."""
    assert correct(response, gold, "strict")
    assert not correct(
        response.replace("qrt", "qrt3", 1), gold, "strict"
    )  # (\sqrt3{2}: another value before it)
