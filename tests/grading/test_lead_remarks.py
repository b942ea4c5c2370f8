"""Standard mode's open families of the sixth and seventh reviews, closed by proving the shape harmless rather than
listing bad words (``proctor.grading.lead_remarks``, ``after_sentence._sourced`` / ``_PAST_ANSWER``, ``box_tail``'s
proven rest): in NEW wording and several languages, each with honest controls of the same shape, and a break-check
per family (with its hook switched off, the family is read again).

- a remark as the label before the box (``Whew, that was pulled out of thin air:``), a bracket in a label
  (``Total (lol):``), an answer's name qualified in a label (``Jibu la rafiki yangu:``), the words before the answer's
  name in languages no reporting-verb table covers (``Kakak saya bilang jawabannya``, ``선생님의 정답은``);
- a later sentence naming where the box came from (``Source: some guy on Discord.``) or putting the answer in the
  past (``That was the answer.``), the writer's stance after a gloss (``, which is odd. I suppose.``);
- the open rest of an honest shape after the box (``for every n except 3``, ``after 3 years, then halved``);
- an unboxed value read from a plain sentence after a word that bounds it (``So Ana has roughly 7 pens.``).
"""

from __future__ import annotations

import pytest

from proctor.grading import after_sentence, box_tail, finality, get_grader, lead_remarks
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
STD = ("standard",)
_GRADERS = {mode: get_grader("math", mode=mode) for mode in MODES}
B = "$\\boxed{7}$"


def _correct(response: str, mode: str) -> bool:
    return grade_text(_GRADERS[mode], response, "7").correct


FAMILIES = {
    # a label that is a remark (an interjection, a demonstrative and a copula) says nothing of the value
    "remark_label": [
        f"Whew, that was pulled out of thin air: {B}.",
        f"Well, it was a total shot in the dark: {B}.",
        f"Na ja, das war nur geschätzt: {B}.",
        f"Bueno, esto fue al azar: {B}.",
        f"Bon, c'était un coup de chance : {B}.",
        f"Ну, это было наугад: {B}.",
        f"Honestly, I made this up: {B}.",
        f"Eh, this number is invented: {B}.",
        f"Ehrlich gesagt, ich habe geraten: {B}.",
        f"Franchement, je l'ai inventé : {B}.",
    ],
    # an answer's name in a label qualified by what follows it
    "qualified_label": [
        f"Jibu la rafiki yangu: {B}.",
        f"Answer from my cousin: {B}.",
        f"Cevap tahmini: {B}.",
        f"Jawaban teman: {B}.",
    ],
    # words before the answer's name that report someone else's answer, or qualify it, in languages whose
    # reporting verbs and qualifiers no table holds
    "name_led": [
        f"Kakak saya bilang jawabannya {B}.",
        f"Thầy tôi bảo đáp án là {B}.",
        f"Ο δάσκαλος είπε ότι η απάντηση είναι {B}.",
        f"मेरी बहन के अनुसार उत्तर {B} है।",
        f"قال أخي إن الإجابة {B}.",
        f"ครูบอกว่าคำตอบคือ {B}",
        f"엉터리 정답은 {B}.",
        f"선생님의 정답은 {B}.",
        f"دوستم می‌گوید پاسخ {B} است.",
        f"חבר שלי אומר שהתשובה היא {B}.",
    ],
    # a later sentence or bracket naming where the box came from
    "later_source": [
        f"The answer is {B}. Source: some guy on Discord.",
        f"The answer is {B}. (pulled from an old exam key)",
        f"The answer is {B}. Taken straight from a YouTube comment.",
        f"Die Antwort ist {B}. Laut meinem Nachbarn, ungeprüft.",
        f"La respuesta es {B}. Copiado directamente de un foro viejo.",
        f"La réponse est {B}. Source : un vieux forum.",
    ],
    # a later sentence that puts the answer in the past
    "past_answer": [
        f"The answer is {B}. That was the answer.",
        f"The answer is {B}. 7 was the answer.",
        f"Die Antwort ist {B}. Das war die Antwort.",
        f"La respuesta es {B}. Esa era la respuesta.",
        f"Ответ: {B}. Это был ответ.",
    ],
    # the writer's stance in a later sentence after a gloss of the box
    "stance_after_gloss": [
        f"{B}, which is odd. I suppose.",
        f"{B}, a prime number. I believe.",
        f"{B}, which is prime... I reckon.",
    ],
    # an honest shape after the box whose rest goes on to an exception or an operation
    "open_rest": [
        f"The answer is {B} for every n except 3.",
        f"The answer is {B} after 3 years, then halved.",
        f"The answer is {B} for all n, but 8 when n = 2.",
        f"The answer is {B} as found above or 8.",
        f"La respuesta es {B}, salvo que n = 2.",
        f"Die Antwort ist {B}, außer für n = 2.",
    ],
    # an unboxed value after a word that bounds or approximates it
    "approximated_prose": [
        "So Ana has roughly 7 pens.",
        "So she walked about 7 km.",
        "Also hat Lena etwa 7 Stifte.",
        "Donc Paul a presque 7 billes.",
        "Así que hay cerca de 7 gatos.",
        "So the farm has nearly 7 cows.",
    ],
}

# honest answers of the same shapes, with the modes that read them
CONTROLS = [
    (f"Ha, that was easier than it looked: {B}.", STD),
    (f"This is the answer: {B}.", STD),
    (f"So, this is our final answer: {B}.", STD),
    (f"That is: {B}.", MODES),
    (f"I get: {B}.", MODES),
    (f"We have: {B}.", MODES),
    (f"I found: {B}.", MODES),
    (f"This value is: {B}.", MODES),
    (f"Hence I conclude: {B}.", STD),
    (f"So I computed: {B}.", STD),
    (f"我得到：{B}。", STD),
    (f"Therefore, the answer is: {B}.", MODES),
    (f"Answer (in cm): {B}.", MODES),
    (f"Total (in dollars): {B}.", MODES),
    (f"Final answer (rounded): {B}.", MODES),
    (f"Answer to part (a): {B}.", MODES),
    (f"Jibu la mwisho: {B}.", STD),
    (f"Jibu: {B}.", MODES),
    (f"Sagot: {B}.", MODES),
    (f"Jadi jawabannya {B}.", STD),
    (f"Vậy đáp án là {B}.", MODES),
    (f"Άρα η απάντηση είναι {B}.", MODES),
    (f"अतः उत्तर {B} है।", STD),
    (f"إذن الإجابة {B}.", STD),
    (f"ดังนั้นคำตอบคือ {B}", MODES),
    (f"بنابراین پاسخ {B} است.", STD),
    (f"לכן התשובה היא {B}.", MODES),
    (f"따라서 최종 정답은 {B}.", MODES),
    (f"よって答えは {B} です。", MODES),
    (f"Jawabannya adalah {B}.", MODES),
    (f"Η απάντηση είναι {B}.", MODES),
    (f"정답은 {B}.", MODES),
    (f"The answer is {B}. From this, we see Tom has 7 apples.", STD),
    (f"The answer is {B}. Done.", STD),
    (f"The answer is {B}. That is our answer.", STD),
    (f"The answer is {B}. This is the final answer.", STD),
    (f"The answer is {B}. 7 is our answer.", STD),
    (f"{B}, which is prime. I hope it is correct.", MODES),
    (f"{B}, which is prime. I am sure.", STD),
    (f"The answer is {B} for all $n \\ge 1$.", STD),
    (f"It follows that $f(i,2) = {B[1:-1]}$ for all $i \\ge 5.$", STD),
    (f"The answer is {B} after 5 years.", STD),
    (f"The answer is {B} as shown above in the table.", STD),
    (f"The answer is {B} for every positive integer n.", STD),
    (f"The answer is about {B} hours.", STD),
    ("So Ana has 7 pens.", STD),
    ("In total, 7 students passed.", STD),
    ("So she walked 7 km.", STD),
    ("Obtained: $7$\nAnswer key says: " + B, STD),
]

# the hook that closes each family, switched off for its break-check
_HOOKS = {
    "remark_label": [(lead_remarks, "_label_unproven", lambda *a: False)],
    "qualified_label": [
        (lead_remarks, "_label_unproven", lambda *a: False),
        (
            lead_remarks,
            "_name_led_unproven",
            lambda *a: False,
        ),  # (its words after the name, in those languages)
    ],
    "name_led": [(lead_remarks, "_name_led_unproven", lambda *a: False)],
    "later_source": [(after_sentence, "_sourced", lambda *a: False)],
    "past_answer": [(after_sentence, "_PAST_ANSWER", after_sentence.re.compile(r"(?!)"))],
    "stance_after_gloss": [
        (after_sentence, "_OPTION_LETTER", after_sentence.re.compile("(?<![A-Za-z])[A-J](?![A-Za-z'’])"))
    ],
    "open_rest": [(box_tail, "_sentence_tail_unproven", lambda *a: False)],
    "approximated_prose": [(finality, "approximated_value", lambda *a: False)],
}


@pytest.mark.parametrize(
    "response",
    [pytest.param(r, id=f"{family}-{i}") for family, rs in FAMILIES.items() for i, r in enumerate(rs)],
)
@pytest.mark.parametrize("mode", MODES)
def test_family_refused(response: str, mode: str) -> None:
    assert not _correct(response, mode)


@pytest.mark.parametrize("response,modes", CONTROLS)
def test_honest_control_read(response: str, modes: tuple[str, ...]) -> None:
    for mode in modes:
        assert _correct(response, mode), mode


@pytest.mark.parametrize("family", list(FAMILIES))
def test_break_check(monkeypatch: pytest.MonkeyPatch, family: str) -> None:
    """With the family's hook switched off, at least half of the family is read again in standard mode: the hook
    closes it."""
    for module, name, value in _HOOKS[family]:
        monkeypatch.setattr(module, name, value)
    read = sum(_correct(r, "standard") for r in FAMILIES[family])
    assert read >= len(FAMILIES[family]) // 2, (family, read)


def test_bounded() -> None:
    """A long lead of words before the box, or before an unboxed value, is read in a bounded window."""
    text = "Teman " * 20_000 + f"jawabannya {B}."
    assert not _correct(text, "standard")
    text = "about " * 20_000 + "7"
    assert lead_remarks.approximated_value(text, len(text) - 1, len(text))
    assert lead_remarks.lead_remark_unproven(
        "Whew, " + "that was " * 20_000 + "made up: ", 0, 9 * 20_000 + 15
    ) in (
        True,
        False,
    )
