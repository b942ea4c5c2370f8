"""A correction to another option letter after a stated or BOXED choice (grading/judged_value.py ``corrected_choice``,
``box_corrected``; the correction words: grading/lexicon.py ``CORRECTION_OPENERS``).

``The answer is $\\boxed{C}$. Erratum: it should read D.`` takes the choice back for another option: no grader reads
C, in either mode (strict refuses any text after its answer already; standard reads the correction). The families
below write the correction in many phrasings and 29 languages, after a box (``$\\boxed{C}$``, ``\\boxed{(C)}``,
``\\boxed{\\text{(C)}}``) and after a choice stated in prose, for the ``math`` grader (gold a letter) and ``mcq``.
The controls are the honest shapes that must still read: a correction to the same letter, a remark about another
option (``In fact, B is wrong.``, ``Note: A and B fail the second condition.``), the options written out after the
box, a correction before the final box.
"""

from __future__ import annotations

import time

import pytest

from proctor.grading import get_grader, lexicon
from proctor.grading.base import grade_text
from proctor.grading.judged_value import corrected_choice

MODES = ("standard", "strict")
KINDS = ("math", "mcq")
_GRADERS = {(k, m): get_grader(k, mode=m) for k in KINDS for m in MODES}


def _correct(response: str, kind: str, mode: str, gold: str = "C") -> bool:
    return grade_text(_GRADERS[(kind, mode)], response, gold).correct


# A correction to another letter ({W}), by language. Each is read after a box and after a stated choice.
CORRECTIONS = {
    "en": [
        "Erratum: it should read {W}.",
        "Sorry, I meant {W}.",
        "My mistake — it's {W}.",
        "Oops, make that {W}.",
        "On second thought, {W}.",
        "Scratch that: {W}.",
        "Let me correct myself: the answer is {W}.",
        "It should be {W}.",
        "Typo above — I meant {W}.",
        "P.S. I mistyped; it's {W}.",
        "Update — the right option is {W}.",
        "In fact, {W} is the only one that works.",
        "Actually, {W} is the correct answer.",
        "Apologies: ({W}).",
        "Or rather, **{W}**.",
        "Correction: option {W}.",
        "Fix: replace that with {W}.",
        "My bad, {W}, because the sign flips.",
    ],
    "de": [
        "Eigentlich {W}.",
        "Korrektur: {W}.",
        "Berichtigung: es sollte {W} heißen.",
        "Sorry, ich meinte {W}.",
    ],
    "fr": [
        "En fait, c'est {W}.",
        "Rectificatif : {W}.",
        "Pardon, je voulais dire {W}.",
        "Désolé, il faut lire {W}.",
    ],
    "es": ["En realidad, es {W}.", "Corrección: es {W}.", "Perdón, quise decir {W}.", "Mejor dicho, {W}."],
    "it": ["Anzi, {W}.", "Rettifica: {W}.", "Scusate, intendevo {W}.", "In realtà è {W}."],
    "pt": ["Na verdade, é {W}.", "Correção: {W}.", "Desculpe, quis dizer {W}."],
    "ru": ["На самом деле {W}.", "Исправление: {W}.", "Извините, я имел в виду {W}.", "Точнее, {W}."],
    "uk": ["Насправді {W}.", "Виправлення: {W}."],
    "pl": ["Właściwie {W}.", "Poprawka: {W}.", "Przepraszam, miałem na myśli {W}."],
    "nl": ["Eigenlijk {W}.", "Correctie: {W}.", "Sorry, ik bedoel {W}."],
    "tr": ["Aslında {W}.", "Düzeltme: {W}.", "Pardon, doğrusu {W}."],
    "sv": ["Rättelse: {W}.", "Förlåt, jag menade {W}."],
    "da": ["Rettelse: {W}.", "Undskyld, jeg mente {W}."],
    "no": ["Rettelse: det skal være {W}."],
    "fi": ["Korjaus: {W}.", "Anteeksi, tarkoitin {W}."],
    "cs": ["Oprava: {W}."],
    "hu": ["Helyesbítés: {W}."],
    "ro": ["De fapt, {W}.", "Corectare: {W}."],
    "el": ["Διόρθωση: {W}."],
    "id": ["Koreksi: {W}.", "Maaf, maksud saya {W}."],
    "vi": ["Đính chính: {W}.", "Thực ra là {W}."],
    "hi": ["सुधार: {W}।"],
    "ar": ["تصحيح: {W}."],
    "he": ["תיקון: {W}."],
    "fa": ["اصلاح: {W}."],
    "zh": ["其实是{W}。", "更正：答案应为{W}。", "抱歉，应该是{W}。"],
    "ja": ["訂正：{W}です。", "実は{W}です。"],
    "ko": ["정정: {W}입니다.", "사실은 {W}입니다."],
    "th": ["แก้ไข: {W}"],
}
BOXES = ("The answer is $\\boxed{C}$. ", "$\\boxed{(C)}$\n\n", "Final answer: $\\boxed{\\text{(C)}}$ ")
STATED = ("The answer is C. ", "Answer: (C)\n\n")
# the correction in the box's own sentence, after a dash or a comma
SAME_SENTENCE = [
    "Answer: $\\boxed{C}$ — wait, no: B.",
    "$\\boxed{C}$, sorry, I meant B.",
    "The answer is $\\boxed{C}$ — erratum: B.",
    "The answer is $\\boxed{C}$. Actually, B.",
    "The answer is $\\boxed{C}$, or rather B.",
]
# no correction word: a later sentence that ends on another letter after a short lead, or opens on it with a predicate
# that chooses it (read as a later sentence that ends on another number is)
BARE = [
    "Make it {W}.",
    "Should've been {W}.",
    "Change that to {W}.",
    "{W} is what I meant.",
    "The correct option is {W}.",
    "Er, {W}.",
    "Slip of the keyboard: {W}.",
    "I typed C but meant {W}.",
    "Genau genommen {W}.",
    "Perdona, me refería a {W}.",
    "Veuillez lire {W}.",
    "Ach nee, {W}.",
    "Не C, а {W}.",
    "아, {W}입니다.",
    "Hmm, on reflection the answer should be {W}.",
]
# a second answer offered beside the first, or the letters joined
SECOND_ANSWER = [
    "The answer is $\\boxed{C}$. In fact, D is also correct.",
    "The answer is $\\boxed{C}$. Correction: C or D.",
    "The answer is $\\boxed{C}$. Sorry, I meant C and D.",
    "The answer is C. Correction: C/D.",
]


def _wrong_cases() -> list:
    out = []
    for lang, forms in CORRECTIONS.items():
        for i, form in enumerate(forms):
            sentence = form.replace("{W}", "D" if i % 2 == 0 else "B")
            for j, lead in enumerate(BOXES + STATED):
                kind = "box" if j < len(BOXES) else "stated"
                out.append(pytest.param(lead + sentence, id=f"{lang}-{i}-{kind}{j}"))
    for i, form in enumerate(BARE):
        sentence = form.replace("{W}", "D" if i % 2 == 0 else "B")
        for j, lead in enumerate(BOXES[:2] + STATED[:1]):
            out.append(pytest.param(lead + sentence, id=f"bare-{i}-{j}"))
    out += [pytest.param(t, id=f"same-sentence-{i}") for i, t in enumerate(SAME_SENTENCE)]
    out += [pytest.param(t, id=f"second-answer-{i}") for i, t in enumerate(SECOND_ANSWER)]
    return out


WRONG = _wrong_cases()


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("response", WRONG)
def test_a_correction_to_another_letter_is_refused(response: str, kind: str, mode: str) -> None:
    assert not _correct(response, kind, mode)


def test_the_families_cover_ten_languages_and_more() -> None:
    assert len(CORRECTIONS) >= 25
    assert len(WRONG) > 400


# Honest controls (standard; strict refuses any text after its answer, and reads the ones without).
CONTROLS = [
    # the same letter again: a correction that confirms
    "The answer is $\\boxed{C}$. In fact, C is the only one that works.",
    "The answer is $\\boxed{C}$. Sorry, I meant C.",
    "The answer is $\\boxed{C}$. Eigentlich C.",
    "The answer is $\\boxed{C}$. En fait, c'est bien C.",
    "The answer is $\\boxed{C}$. 其实就是C。",
    "The answer is $\\boxed{C}$. Erratum: none.",
    "The answer is $\\boxed{C}$. Update: I double-checked, still C.",
    "The answer is $\\boxed{C}$. In fact, C is the answer since A fails.",
    "The answer is C. Sorry, I meant C.",
    "The answer is C. Actually, C is the only one that works.",
    # remarks about other options
    "The answer is $\\boxed{C}$. Note: A and B fail the second condition.",
    "The answer is $\\boxed{C}$. In fact, A and B fail the second condition.",
    "The answer is $\\boxed{C}$. In fact, B is wrong.",
    "The answer is $\\boxed{C}$. Sorry, D is a common trap.",
    "The answer is $\\boxed{C}$. In fact, the distractor is D.",
    "The answer is $\\boxed{C}$. I mean, A and B are clearly wrong.",
    "The answer is $\\boxed{C}$. 其实B是错的。",
    "The answer is $\\boxed{C}$. Sorry, not D.",
    "The answer is $\\boxed{C}$. In fact, why not D? Because D fails the second condition.",
    "The answer is C. In fact, is it D? It cannot be, since D fails.",
    "The answer is $\\boxed{C}$. Sorry for the long answer.",
    "The answer is $\\boxed{C}$. In fact, a better way to see it is by symmetry.",
    "The answer is C. In fact, D is the distractor.",
    "The answer is C. Sorry, B fails for $n = 2$.",
    "The answer is C. En fait, B est faux.",
    # no correction word: remarks that end on another letter
    "The answer is $\\boxed{C}$. The largest is D.",
    "The answer is $\\boxed{C}$. The smallest option is A.",
    "The answer is $\\boxed{C}$. D is the largest.",
    "The answer is $\\boxed{C}$. Now consider D.",
    "The answer is $\\boxed{C}$. Many students pick D.",
    "The answer is $\\boxed{C}$. So it can't be D.",
    "The answer is $\\boxed{C}$. Not D.",
    "The answer is $\\boxed{C}$. It's not D, it's C.",
    "The answer is $\\boxed{C}$. In fact, C works but D fails.",
    "The answer is $\\boxed{C}$. Sorry, I originally wrote D.",
    "The answer is $\\boxed{C}$. Thanks to B. Smith for the idea.",
    "The answer is $\\boxed{C}$. A common mistake is to choose D.",
    "The answer is $\\boxed{C}$. The trap answer here is D.",
    "The answer is $\\boxed{C}$. This eliminates A, B and D.",
    "The answer is $\\boxed{C}$. Compare this with D.",
    "The answer is $\\boxed{C}$. Points A, B and D lie on the circle.",
    "The answer is $\\boxed{C}$. In the figure, the foot of the altitude is D.",
    "The answer is $\\boxed{C}$. Hence C is correct and D is not.",
    "The answer is $\\boxed{C}$. Had the question asked for the minimum, it would be D.",
    "The answer is $\\boxed{C}$. The next best option is D.",
    "The answer is C. Options: A, B, C and D.",
    # the options written out after the box
    "The answer is $\\boxed{C}$. In fact, the options were (A) 12, (B) 14, (C) 16 and (D) 18.",
    "The answer is $\\boxed{C}$. In fact, options A, B and D each fail one condition.",
    # a correction before the final choice: the choice it leads to is read
    "The answer is B. Actually, the answer is C.",
    "I first thought B. Actually, the answer is $\\boxed{C}$.",
    "The answer is $\\boxed{B}$. Sorry, I meant $\\boxed{C}$.",
    "Erratum: it should read D. The answer is $\\boxed{C}$.",
    # no correction word: a letter of a name
    "The answer is C. B. Smith proved this in 1990.",
]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("response", CONTROLS)
def test_an_honest_answer_of_the_same_shape_is_read(response: str, kind: str) -> None:
    assert _correct(response, kind, "standard")


@pytest.mark.parametrize("kind", KINDS)
def test_strict_reads_the_box_alone(kind: str) -> None:
    assert _correct("The answer is $\\boxed{C}$.", kind, "strict")
    assert _correct("Erratum: it should read D. The answer is $\\boxed{C}$.", kind, "strict")


# Decided: after a correction word, "B." then a capitalised word is read as the correction "B." (the sentence may end
# there: "Actually, B. Smith proved ..." is also "Actually, B." and a new sentence). Standard refuses what it cannot
# decide, and a false positive costs more than an honest answer lost (an initial right after a correction word, where
# no other sentence of the response cites anyone). Without a correction word the initial is no choice at all.
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize(
    "response",
    [
        "The answer is $\\boxed{C}$. In fact, B. Smith proved this in 1990.",
        "The answer is C. Actually, B. Smith proved this in 1990.",
        "The answer is $\\boxed{C}$. Sorry, D. Knuth's bound is what I meant.",
    ],
)
def test_an_initial_after_a_correction_word_is_read_as_the_correction(response: str, kind: str) -> None:
    assert not _correct(response, kind, "standard")


def test_the_reader_names_the_other_letter() -> None:
    text = "The answer is C. Erratum: it should read D."
    assert corrected_choice(text, text.index("C") + 1, "C") == "D"
    text = "The answer is C. Erratum: none. In fact, C is the only one. Sorry, I meant B."
    assert corrected_choice(text, text.index("C") + 1, "C") == "B"  # a later correction still counts
    text = "The answer is C. Actually, C."
    assert corrected_choice(text, text.index("C") + 1, "C") is None
    text = "The answer is C. Actually, U.S. rules apply."
    assert corrected_choice(text, text.index("C") + 1, "C") is None  # a letter past the options (A to J)


def test_the_openers_are_one_table_of_the_lexicon_in_all_its_languages() -> None:
    langs = {"en", "es", "de", "fr", "pt", "ru", "nl", "it", "pl", "tr", "sv", "da", "no", "fi", "cs", "hu", "ro",
             "uk", "el", "id", "vi", "hi", "ar", "he", "fa", "zh", "ja", "ko", "th"}  # fmt: skip
    assert langs <= set(lexicon.CORRECTION_OPENERS), langs - set(lexicon.CORRECTION_OPENERS)
    start = time.perf_counter()
    lexicon.CORRECTION.search("")
    assert time.perf_counter() - start < 1.0
    # a bare "no" counts before punctuation only, a label word before a colon or a dash only
    assert lexicon.CORRECTION.match("No, D.") and not lexicon.CORRECTION.match("No option but D.")
    assert lexicon.CORRECTION.match("Update: D.") and not lexicon.CORRECTION.match("Update the table.")


def test_the_opener_read_by_its_first_character_is_the_table_s() -> None:
    texts = [form.split("{W}")[0] for forms in CORRECTIONS.values() for form in forms] + [
        "No option but D.",
        "Update the table.",
        "Option A gives 12.",
        "Nope, D.",
        "我是说D",
    ]
    for text in texts:
        whole, first = lexicon.CORRECTION.match(text), lexicon.correction_opener(text, 0)
        assert (whole and whole.group()) == (first and first.group()), text


def test_the_window_s_cut_sentence_is_not_read() -> None:
    text = "The answer is $\\boxed{C}$. " + "Option A gives twelve, which is too small. " * 20
    assert _correct(text, "mcq", "standard")
    assert corrected_choice(text, text.index("}") + 1, "C") is None


def test_a_long_reply_costs_a_bounded_window() -> None:
    text = "The answer is C." + " Actually, it should be checked again, sorry." * 5000
    start = time.perf_counter()
    for _ in range(20):
        corrected_choice(text, 16, "C")
    assert time.perf_counter() - start < 0.5
