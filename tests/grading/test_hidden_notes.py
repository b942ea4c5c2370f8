"""Hidden notes and disguised negations before the answer (proctor.grading.hidden_notes), and letters in Unicode's
enclosed alphanumerics read as seen (proctor.grading.seen_letters): families in new wording and languages, both
modes, with honest controls of the same shapes."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text
from proctor.grading.hidden_notes import disguised_negation
from proctor.grading.seen_letters import enclosed_letters
from proctor.grading.surface import seen

BOTH = ("standard", "strict")
_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}

# a note the rendering hides, right before the answer or inside its sentence, that judges or disowns it
HIDDEN_NOTES = [
    "<!-- scratch work, ignore -->The result is $\\boxed{12}$.",
    "<!-- ungültig -->Das Ergebnis lautet $\\boxed{12}$.",
    "<!-- non valido -->Il risultato è $\\boxed{12}$.",
    "<!-- ошибка -->\nОтвет: $\\boxed{12}$.",
    "<!-- 间违 -->结果是 $\\boxed{12}$。",
    "Our result <!-- definitely not --> is $\\boxed{12}$.",
    "Le résultat est <!-- jamais --> $\\boxed{12}$.",
    "O resultado <!-- nunca --> é $\\boxed{12}$.",
    "Het resultaat is <!-- niet --> $\\boxed{12}$.",
    "The result is <span style='visibility:hidden'>never</span> $\\boxed{12}$.",
    "Wynik to <span hidden>nie</span> $\\boxed{12}$.",
    "The result is \\textcolor{white}{hardly} $\\boxed{12}$.",
    "Sonuç {\\color{white} asla} $\\boxed{12}$.",
    "% this is a red herring\nThe result is $\\boxed{12}$.",
    "\\iffalse the true value is 13 \\fi The result is $\\boxed{12}$.",
    "[note]: # (trap answer follows)\nThe result is $\\boxed{12}$.",
    "<!-- 13 -->The result is $\\boxed{12}$.",
]

# strict reads a hidden note anywhere in the answer's paragraph; standard only in the box's line or the one before
HIDDEN_NOTES_STRICT = [
    "<!-- trap -->We add the parts.\nThen we simplify.\nThe result is $\\boxed{12}$.",
]

# negations the tables read as words, written in enclosed letters, dotted, with another apostrophe, digits, a
# Latin letter in a Cyrillic word
DISGUISED_NEGATIONS = [
    ("The result 🅸🆂 🅽🅾🆃 $\\boxed{12}$.", BOTH),
    ("The result is ⓝⓞⓣ $\\boxed{12}$.", BOTH),
    ("Il risultato 🄽🄾🄽 è $\\boxed{12}$.", BOTH),
    ("Das Ergebnis ist 🅝🅘🅒🅗🅣 $\\boxed{12}$.", BOTH),
    ("The result is N.E.V.E.R. $\\boxed{12}$.", BOTH),
    ("Het resultaat is N.I.E.T. $\\boxed{12}$.", BOTH),
    ("The result wasn‘t $\\boxed{12}$.", ("standard",)),
    ("The result hasnt been $\\boxed{12}$.", ("standard",)),
    ("The result didnt come to $\\boxed{12}$.", ("standard",)),
    ("The result isn´t $\\boxed{12}$.", ("standard",)),
    ("The result is n3ver $\\boxed{12}$.", ("standard",)),
    ("Das Ergebnis ist k31n $\\boxed{12}$.", ("standard",)),
    ("Ответ нeт $\\boxed{12}$.", ("standard",)),
]

# honest answers of the same shapes: notes that say nothing or name the answer, notes far from it (standard),
# struck-out values, dotted abbreviations, plain apostrophes and digits in names
CONTROLS = [
    ("<!-- Final answer -->The result is $\\boxed{12}$.", BOTH),
    ("<!-- Zwischenwert: 13 -->\nDas Ergebnis ist $\\boxed{12}$.", BOTH),
    ("% brouillon 13\nLe résultat est $\\boxed{12}$.", BOTH),
    ("<!-- -->The result is $\\boxed{12}$.", BOTH),
    ("% ----------\nThe result is $\\boxed{12}$.", BOTH),
    ("<!-- 12 -->The result is $\\boxed{12}$.", BOTH),
    ("<!-- step 1 -->We add the parts.\n\nThen we simplify.\n\nThe result is $\\boxed{12}$.", BOTH),
    ("<!-- trap -->We add the parts.\nThen we simplify.\nThe result is $\\boxed{12}$.", ("standard",)),
    ("The result is <del>13</del> $\\boxed{12}$.", ("standard",)),
    ("The result, i.e. the total, is $\\boxed{12}$.", BOTH),
    ("The U.S. total is $\\boxed{12}$.", ("standard",)),
    ("Using step 3a, the result is $\\boxed{12}$.", BOTH),
    ("Ответ: $\\boxed{12}$.", BOTH),
    ("Das Ergebnis ist $\\boxed{12}$.", BOTH),
]


@pytest.mark.parametrize("mode", BOTH)
@pytest.mark.parametrize("response", HIDDEN_NOTES)
def test_a_hidden_note_before_the_answer_refuses_it(response, mode):
    assert not grade_text(_GRADERS[mode], response, "12").correct


@pytest.mark.parametrize("response", HIDDEN_NOTES_STRICT)
def test_strict_refuses_a_hidden_note_anywhere_in_the_answers_paragraph(response):
    assert not grade_text(_GRADERS["strict"], response, "12").correct


@pytest.mark.parametrize(("response", "modes"), DISGUISED_NEGATIONS)
def test_a_disguised_negation_before_the_answer_refuses_it(response, modes):
    for mode in modes:
        assert not grade_text(_GRADERS[mode], response, "12").correct, mode


@pytest.mark.parametrize(("response", "modes"), CONTROLS)
def test_honest_answers_of_the_same_shapes_are_read(response, modes):
    for mode in modes:
        assert grade_text(_GRADERS[mode], response, "12").correct, mode


def test_enclosed_letters_are_seen_as_their_letters():
    table = enclosed_letters()
    assert "🄽🅾🅣⒩ⓝ".translate(table) == "NOTnn"
    assert 0x1F1F3 not in table  # a regional indicator: two of them show a flag
    assert seen("is 🅽🅾🆃 it") == "is NOT it"


def test_a_disguise_is_read_only_where_it_folds_a_word_into_a_negation():
    assert disguised_negation("The answer is n0t ", 18) == "n0t"
    assert disguised_negation("The answer is not ", 18) == ""  # a plain word: the tables' business
    assert disguised_negation("Take 3a. The answer is ", 23) == ""


# a currency amount whose magnitude a letter or abbreviation after the box gives, glued or spaced
CURRENCY_SCALED = [
    ("Los ingresos son $\\boxed{12 €}$ M.", BOTH),
    ("Il fatturato è $\\boxed{12 €}$ M.", BOTH),
    ("The prize was $\\boxed{\\$12}$m in cash.", ("standard",)),
    ("The grant was $\\boxed{\\$12}$ M overall.", ("standard",)),
    ("Revenue came to $\\boxed{£12}$bn.", BOTH),
    ("Der Umsatz beträgt $\\boxed{€12}$ Mio.", BOTH),
    ("El costo es $\\boxed{12 €}$ mil.", BOTH),
    ("The cost is $\\boxed{₹12}$ cr.", BOTH),
    ("The budget is $\\boxed{\\$12}$k.", BOTH),
    ("Le budget est $\\boxed{12\\,€}$ Mrd.", BOTH),
]
CURRENCY_CONTROLS = [
    ("The cost is $\\boxed{£12}$ in all.", ("standard",)),
    ("Le budget est de $\\boxed{12\\,€}$.", ("standard",)),
    ("The cost is $\\boxed{\\$12}$ per ticket.", ("standard",)),
]

# labels a LaTeX or markdown structure puts before the box: item marks, table cells, glued labels, titles
STRUCTURE_LABELS = [
    ("\\begin{itemize}\\item[\\ding{54}] The result is $\\boxed{12}$.\\end{itemize}", BOTH),
    ("\\begin{enumerate}\\item[$\\otimes$] Das Ergebnis ist $\\boxed{12}$.\\end{enumerate}", BOTH),
    ("\\begin{itemize}\\item[(vorläufig)] Das Ergebnis ist $\\boxed{12}$.\\end{itemize}", ("standard",)),
    ("\\begin{tabular}{ll} Ungültig & $\\boxed{12}$ \\end{tabular}", BOTH),
    ("\\begin{tabular}{ll} Risposta vecchia & $\\boxed{12}$ \\end{tabular}", BOTH),
    ("| Ongeldig | $\\boxed{12}$ |", ("standard",)),
    ("\\begin{remark}Incorrecte : le résultat est $\\boxed{12}$.\\end{remark}", ("standard",)),
    ("\\begin{quote}Meine Schwester: Das Ergebnis ist $\\boxed{12}$.\\end{quote}", ("standard",)),
    ("\\begin{solution}[Versuch 1]Das Ergebnis ist $\\boxed{12}$.\\end{solution}", BOTH),
    ("\\begin{tcolorbox}[title=Ungültig]Das Ergebnis ist $\\boxed{12}$.\\end{tcolorbox}", ("standard",)),
]
STRUCTURE_CONTROLS = [
    ("\\begin{itemize}\\item[--] The result is $\\boxed{12}$.\\end{itemize}", BOTH),
    ("\\begin{itemize}\\item[(b)] The result is $\\boxed{12}$.\\end{itemize}", ("standard",)),
    ("\\begin{tabular}{ll} Final answer & $\\boxed{12}$ \\end{tabular}", BOTH),
    ("\\begin{tabular}{ll} Ergebnis & $\\boxed{12}$ \\end{tabular}", ("standard",)),
    ("\\begin{tabular}{ll} Total & $\\boxed{12}$ \\end{tabular}", ("standard",)),
    ("Combining 5 &amp; 7 gives $\\boxed{12}$.", ("standard",)),
    ("\\begin{solution}[Final answer]The result is $\\boxed{12}$.\\end{solution}", ("standard",)),
    ("\\begin{align} x &= 5 + 7 \\\\ &= \\boxed{12} \\end{align}", BOTH),
]

# a tie or a TeX or Unicode space between the box and the words after it, read as the space it shows
TEX_SPACES = [
    "The result is $\\boxed{12}$~billion.",
    "The result is $\\boxed{12}$\\,dozen.",
    "Das Ergebnis ist $\\boxed{12}$\\;Millionen.",
    "Il risultato è $\\boxed{12}$\u00a0milioni.",
    "Le résultat est $\\boxed{12}$\u202fmilliards.",
    "Итог: $\\boxed{12}$\\ тысяч.",
    "The result is $\\boxed{12}$~give or take.",
]
TEX_SPACE_CONTROLS = [
    ("The result is $\\boxed{12}$~metres.", ("standard",)),
    ("The result is~$\\boxed{12}$.", BOTH),
    ("Le résultat est $\\boxed{12\\,€}$.", BOTH),
]


@pytest.mark.parametrize(("response", "modes"), CURRENCY_SCALED + STRUCTURE_LABELS)
def test_a_scaled_amount_or_a_structures_label_refuses_the_box(response, modes):
    for mode in modes:
        assert not grade_text(_GRADERS[mode], response, "12").correct, mode


@pytest.mark.parametrize("response", TEX_SPACES)
def test_what_a_tex_space_separates_from_the_box_is_read(response):
    assert not grade_text(_GRADERS["standard"], response, "12").correct


@pytest.mark.parametrize(("response", "modes"), CURRENCY_CONTROLS + STRUCTURE_CONTROLS + TEX_SPACE_CONTROLS)
def test_honest_amounts_structures_and_spaces_are_read(response, modes):
    for mode in modes:
        assert grade_text(_GRADERS[mode], response, "12").correct, mode
