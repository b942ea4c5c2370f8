"""The label rules read the lexicon's multilingual label tables (grading/lexicon.py ``LABEL_*``): a label in any of
its languages, by stem, refuses a wrong answer in the modes its rule works in; honest headings, labels and checks of
the same shapes are still read. (Own phrasings: the held-out probe perf/grader_redteam.py ``holdout3.*`` is a
measurement, not copied here.)"""

from __future__ import annotations

import time

import pytest

from proctor.grading import get_grader, lexicon

_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}
B = "$\\boxed{7}$"
BOTH = ("standard", "strict")
STD = ("standard",)


def correct(response: str, mode: str) -> bool:
    return _GRADERS[mode].grade(response, "7").correct


HEADING = [  # a heading or a math label that rejects the value (labels.py: _REJECTING)
    f"## Błędne rozwiązanie\n\n{B}",
    f"## Zła odpowiedź\n\n{B}",
    f"### Fehlansatz\n\n{B}",
    f"**Fehlschluss**\n\n{B}",
    f"## Foutieve aanpak\n\n{B}",
    f"## Felaktigt svar\n\n{B}",
    f"## Hatalı çözüm\n\n{B}",
    f"## Respuesta descartada\n\n{B}",
    f"## Soluzione scartata\n\n{B}",
    f"## Отброшенный вариант\n\n{B}",
    f"## Невірна відповідь\n\n{B}",
    f"## Väärä vastaus\n\n{B}",
    f"## Răspuns eronat\n\n{B}",
    f"## Εσφαλμένη απάντηση\n\n{B}",
    f"## Distracteur\n\n{B}",
    f"## Flawed approach\n\n{B}",
    "Hence $\\text{Błędna odpowiedź}\\ \\boxed{7}$.",
    "Hence $\\text{Fehllösung}\\ \\boxed{7}$.",
    "Hence $\\text{respuesta rechazada}\\ \\boxed{7}$.",
]
METADATA = [  # metadata of the response or the problem (labels.py: _METADATA)
    f"Poziom trudności: {B}",
    f"Czas rozwiązania: {B} min",
    f"Время решения: {B}",
    f"Zorluk: {B}",
    f"Svårighetsgrad: {B}",
    f"Moeilijkheidsgraad: {B}",
    f"Words in this response: {B}",
    f"Lösungszeit: {B}",
    f"Tiempo de resolución: {B}",
    f"Kelime sayısı: {B}",
]
REFERENCE = [  # a reference value after the writer's own (labels.py: _reference_away)
    f"Mój wynik: $8$\nKlucz odpowiedzi: {B}",
    f"Mi resultado: $8$. Solucionario: {B}",
    f"Il mio risultato: $8$\nSoluzione ufficiale: {B}",
    f"Mijn uitkomst: $8$\nAntwoordmodel: {B}",
    f"Benim sonucum: $8$\nCevap anahtarı: {B}",
    f"Mitt svar: $8$\nFacit: {B}",
    f"Мой ответ: $8$\nЭталон: {B}",
    f"My result: $8$\nOfficial solution: {B}",
]
GRADER = [  # a value written for a grader (labels.py: _grader_away)
    f"Dla weryfikatora: {B}",
    f"Voor de beoordelaar: {B}",
    f"Para el calificador: {B}",
    f"Per il verificatore: {B}",
    f"Für den Auswerter: {B}",
    f"Değerlendirici için: {B}",
    f"För rättaren: {B}",
    f"Pro hodnotitele: {B}",
    f"So that the verifier accepts it: {B}.",
]
STRUCTURE = [  # a table column headed with a rejecting label (labels.py: _structure_away)
    f"| Odrzucone | Przyjęte |\n|---|---|\n| {B} | $8$ |",
    f"| Verworfen | Bestätigt |\n|---|---|\n| {B} | $8$ |",
    f"| Descartado | Aceptado |\n|---|---|\n| {B} | $8$ |",
]
DRAFT = [  # a draft or provisional label (framing.py: _DRAFT_LABEL)
    f"Preliminary answer: {B}",
    f"Wstępny wynik: {B}",
    f"Vorläufiges Ergebnis: {B}",
    f"Risultato provvisorio: {B}",
    f"Resultado provisional: {B}",
    f"Taslak cevap: {B}",
    f"Utkast: {B}",
    f"Черновой ответ: {B}",
    f"暂定答案：{B}",
    f"仮の答え：{B}",
]
NEG_SUBJECT = [  # a negative quantifier as the subject (framing.py: the attributions)
    f"Few would accept {B} here.",
    f"Hardly anyone agrees that the answer is {B}.",
    f"Mało kto uważa, że odpowiedź to {B}.",
    f"Bijna niemand denkt dat het antwoord {B} is.",
    f"Nästan ingen tror att svaret är {B}.",
    f"Quasi nessuno pensa che la risposta sia {B}.",
]
EXCLUDE_QUESTION = [  # a question asking which value to exclude, answered by the box (framing.py)
    f"Which value do we rule out? {B}",
    f"Welche Zahl schließen wir aus? {B}",
    f"Którą liczbę odrzucamy? {B}",
    f"¿Qué valor descartamos? {B}",
    f"Quale valore escludiamo? {B}",
    f"Какое значение исключаем? {B}",
]
FAMILIES = {
    "heading": (HEADING, BOTH),
    "metadata": (METADATA, STD),
    "reference": (REFERENCE, STD),
    "grader": (GRADER, STD),
    "structure": (STRUCTURE, STD),
    "draft": (DRAFT, BOTH),
    "neg_subject": (NEG_SUBJECT, BOTH),
    "exclude_question": (EXCLUDE_QUESTION, BOTH),
}
LABEL_CASES = [
    pytest.param(text, mode, id=f"{name}-{i}-{mode}")
    for name, (texts, modes) in FAMILIES.items()
    for i, text in enumerate(texts)
    for mode in modes
]


@pytest.mark.parametrize(("text", "mode"), LABEL_CASES)
def test_a_label_of_the_lexicon_refuses_the_wrong_answer(text: str, mode: str) -> None:
    assert not correct(text, mode)


CONTROLS = [  # honest answers of the same shapes, in the same languages
    (f"## Endergebnis\n\n{B}", BOTH),
    (f"Resultado final: {B}", STD),
    (f"Wynik końcowy: {B}", STD),
    (f"## Ostateczna odpowiedź\n\n{B}", BOTH),
    (f"The answer is {B}. Kontrola: $3+4=7$ ✓", STD),
    (f"The answer is {B}. Kontrolle: $3 + 4 = 7$ ✓", STD),
    (f"The answer is {B}. Sprawdzenie: $7 \\cdot 2 = 14$, zgadza się.", STD),
    (f"Few steps remain; the answer is {B}.", BOTH),
    (f"## Fehlerabschätzung\n\nDer Fehler ist klein, also ist die Antwort {B}.", STD),
    (f"## Eliminating the variable\n\n{B}", STD),
    (f"## Rachunek prawdopodobieństwa\n\n{B}", STD),
    (f"Nobody doubts it: we have $3+4$, so the answer is {B}.", STD),
    (f"Solving time is irrelevant. The answer is {B}.", BOTH),
    (f"Ingen av talen är negativa, så svaret är {B}.", STD),
    (f"Pocos pasos más: la respuesta es {B}.", STD),
    (f"Wir schließen den Fall $x=0$ aus. Die Antwort ist {B}.", STD),
    (f"Which value satisfies the equation? {B}", STD),
    (f"Felet är litet, så svaret är {B}.", STD),
    (f"The expected value of the die is 3.5; the answer is {B}.", STD),
    (f"Prove the draft rule aside: $3+4 = 7$, so {B}.", STD),
    (f"The draft pick was 3rd; the answer is {B}.", STD),
    (f"Mi resultado: {B}", STD),
    (f"Hatalı değil: the answer is {B}.", STD),
]


@pytest.mark.parametrize(("text", "modes"), CONTROLS, ids=[f"control-{i}" for i in range(len(CONTROLS))])
def test_an_honest_answer_of_the_same_shape_is_read(text: str, modes: tuple[str, ...]) -> None:
    assert all(correct(text, mode) for mode in modes)


def test_each_concept_is_one_table_of_the_lexicon_in_all_its_languages() -> None:
    langs = {"en", "es", "de", "fr", "pt", "ru", "nl", "it", "pl", "tr", "sv", "da", "no", "fi", "cs", "hu", "ro",
             "uk", "el", "id", "vi", "hi", "ar", "he", "fa", "zh", "ja", "ko", "th"}  # fmt: skip
    for table in (lexicon.LABEL_REJECTING, lexicon.LABEL_REFERENCE, lexicon.LABEL_GRADER, lexicon.LABEL_METADATA,
                  lexicon.LABEL_CHECK, lexicon.LABEL_EXCLUDE, lexicon.LABEL_DRAFT):  # fmt: skip
        assert langs <= set(table), langs - set(table)


def test_the_tables_compile_quickly() -> None:
    start = time.perf_counter()
    for concept in (lexicon.REJECTING, lexicon.DRAFT, lexicon.REFERENCE, lexicon.GRADER, lexicon.METADATA,
                    lexicon.CHECK, lexicon.EXCLUDE, lexicon.FEW):  # fmt: skip
        concept.search("")
    assert time.perf_counter() - start < 1.0
