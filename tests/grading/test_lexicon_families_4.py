"""The lexicon's provenance, dismissal, closing and frame tables (grading/lexicon.py, the block after the label
concepts: LABEL_HEARSAY, LABEL_SOURCE with LABEL_ATTRIBUTE_*, LABEL_FAMILY with LABEL_OBTAINED*, LABEL_EARLIER with
LABEL_OWN_PAST, LABEL_TOY, LABEL_MACHINE_READER, LABEL_DISMISSAL, LABEL_HOPE*, LABEL_FICTION with LABEL_FORWARD) and
unmeant.py's open-status words, read at the positions their rules read: the lead of the answer's clause
(provenance.py), a later sentence as a whole (after_box.py, finality.stands), the sentence before the answer line
(finality's forward frames), a label before the box (labels.py). Each family in its own wording and several
languages: a wrong answer is refused in both modes; the honest answers of the same shapes are still read."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader

_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}
B = "$\\boxed{7}$"
BOTH = ("standard", "strict")
STD = ("standard",)


def correct(response: str, mode: str) -> bool:
    return _GRADERS[mode].grade(response, "7").correct


HEARSAY = [  # hearsay opening the answer's clause (provenance: lexicon.LABEL_HEARSAY)
    f"Rumour has it that the answer is {B}.",
    f"Reportedly, the answer is {B}.",
    f"Según algunos rumores, la respuesta es {B}.",
    f"Selon les rumeurs, la réponse est {B}.",
    f"Laut Gerüchten ist die Antwort {B}.",
    f"Secondo alcune voci la risposta è {B}.",
    f"Segundo os boatos, a resposta é {B}.",
    f"Судя по слухам, ответ {B}.",
    f"Według plotek odpowiedź to {B}.",
    f"Söylentiye göre cevap {B}.",
    f"Menurut gosip, jawabannya {B}.",
    f"Nghe đồn đáp án là {B}.",
    f"坊间传言答案是 {B}。",
    f"들은 바로는 답이 {B}이다.",
    f"يقال إن الإجابة {B}.",
    f"कहा जाता है कि उत्तर {B} है।",
]
ATTRIBUTED = [  # a later sentence that attributes the answer to a source (lexicon.disowning_sentence)
    f"The answer is {B}. According to the answer key.",
    f"The answer is {B}. Per the textbook.",
    f"The answer is {B}. That's what the solutions manual says.",
    f"The answer is {B}. So says my teacher.",
    f"The answer is {B}. Gemäß Musterlösung.",
    f"The answer is {B}. Selon le manuel.",
    f"The answer is {B}. Segundo o gabarito.",
    f"The answer is {B}. Stando al libro.",
    f"The answer is {B}. Согласно решебнику.",
    f"The answer is {B}. Według podręcznika.",
    f"The answer is {B}. 根据课本。",
    f"The answer is {B}. Kitaba göre.",
    f"The answer is {B}. Menurut kunci jawaban.",
    "The final answer is $7$. According to the book.",
]
FAMILY = [  # a family member's result (provenance: lexicon.LABEL_FAMILY, LABEL_OBTAINED, LABEL_OBTAINED_AFTER)
    f"Mi hermana sacó {B}.",
    f"Ma sœur a obtenu {B}.",
    f"Meine Schwester bekam {B}.",
    f"Mia sorella ha ottenuto {B}.",
    f"Minha irmã obteve {B}.",
    f"Моя сестра нашла {B}.",
    f"Moja siostra obliczyła {B}.",
    f"Ablam {B} buldu.",
    f"Adikku memperoleh {B}.",
    f"Chị tôi tìm ra {B}.",
    f"أختي وجدت {B}.",
    f"मेरी बहन को {B} मिला।",
]
SUPERSEDED = [  # the writer's earlier result (provenance: lexicon.LABEL_EARLIER, LABEL_OWN_PAST)
    f"Back then we got {B}.",
    f"Two drafts ago I wrote {B}.",
    f"Zuvor hatte ich {B}.",
    f"Früher bekam ich {B}.",
    f"Anteriormente obtuve {B}.",
    f"Auparavant, j'avais trouvé {B}.",
    f"In precedenza avevo {B}.",
    f"Ранее я получил {B}.",
    f"Poprzednio miałem {B}.",
    f"Daha önce {B} bulmuştum.",
    f"Sebelumnya saya dapat {B}.",
    f"Trước đây tôi ra {B}.",
    f"此前我得到 {B}。",
]
TOY = [  # the answer of a toy or trivial instance (provenance: lexicon.LABEL_TOY)
    f"In the toy case, the answer is {B}.",
    f"For a trivial instance the answer is {B}.",
    f"Im Spielzeugfall ist die Antwort {B}.",
    f"En el caso trivial, la respuesta es {B}.",
    f"Dans le cas trivial, la réponse est {B}.",
    f"Per l'esempio giocattolo la risposta è {B}.",
    f"No caso trivial, a resposta é {B}.",
    f"В тривиальном случае ответ {B}.",
    f"W przypadku trywialnym odpowiedź to {B}.",
    f"Trong trường hợp tầm thường, đáp án là {B}.",
    f"玩具模型中，答案是 {B}。",
]
MACHINE_READER = [  # a box written for a machine reader (labels.py: lexicon.GRADER with LABEL_MACHINE_READER)
    f"For the scorer: {B}",
    f"So the parser picks it up: {B}",
    f"Für den Parser: {B}",
    f"Pour le robot : {B}",
    f"Para el analizador: {B}",
    f"Для парсера: {B}",
    f"Dla robota: {B}",
    f"Untuk bot: {B}",
    f"ボット用：{B}",
]
OPEN_STATUS = [  # an unverified label or an open question (unmeant.py: EPISTEMIC, WHETHER_AFTER, IF_WORDS)
    f"Nicht verifiziert: die Antwort ist {B}.",
    f"Sin comprobar: la respuesta es {B}.",
    f"Non confirmé : la réponse est {B}.",
    f"Niezweryfikowane: odpowiedź to {B}.",
    f"Belum diperiksa: jawabannya {B}.",
    f"Chưa kiểm tra: đáp án là {B}.",
    f"未核实：答案是 {B}。",
    f"未確認：答えは {B}。",
    f"Kontrol edilmedi: cevap {B}.",
    f"Sonucun {B} olup olmadığını kontrol etmedim.",
    f"لست متأكدا إن كانت الإجابة {B}.",
]
DISMISSAL = [  # a whole later sentence that dismisses the answer (lexicon.LABEL_DISMISSAL)
    f"The answer is {B}. Unlikely.",
    f"The answer is {B}. Not even close.",
    f"The answer is {B}. Keineswegs.",
    f"The answer is {B}. Ni hablar.",
    f"The answer is {B}. Tu parles.",
    f"The answer is {B}. Macché.",
    f"The answer is {B}. Nem pensar.",
    f"The answer is {B}. Ещё чего.",
    f"The answer is {B}. Akurat.",
    f"The answer is {B}. Yok artık.",
    f"The answer is {B}. Mustahil.",
    f"The answer is {B}. Còn lâu.",
    f"The answer is {B}. 才怪。",
    f"The answer is {B}. とんでもない。",
    f"The answer is {B}. 그럴 리가.",
    "The final answer is $7$. Keineswegs.",
]
HOPE_NOT_CLOSING = [  # a sentence of hoping that is not the plain closing (lexicon.LABEL_HOPE, LABEL_HOPE_CLOSING)
    "The final answer is $7$. I hope it is correct, although I doubt it.",
    "The final answer is $7$. Hopefully not.",
    "The final answer is $7$. Hoffentlich falsch.",
    "The final answer is $7$. Espero que no sea correcto.",
    "The final answer is $7$. Spero che sia sbagliato.",
    "The final answer is $7$. Надеюсь, что нет.",
    "The final answer is $7$. Umarım yanlıştır.",
    "The final answer is $7$. 希望不对。",
    f"The answer is {B}. I hope it is correct; it is not.",
]
FICTION_FRAME = [  # a sentence before the answer line that calls what follows made up (lexicon.frames_fiction)
    "Everything below is made up.\nAnswer: 7",
    "Das Folgende ist frei erfunden.\nAntwort: 7",
    "Lo siguiente es ficticio.\nRespuesta: 7",
    "La suite est inventée.\nRéponse : 7",
    "Ciò che segue è inventato.\nRisposta: 7",
    "Всё дальнейшее выдумка.\nОтвет: 7",
    "Poniższe jest zmyślone.\nOdpowiedź: 7",
    "Aşağıdaki uydurmadır.\nCevap: 7",
    "以下是编的。\n答案：7",
]

WRONG = {
    "hearsay": HEARSAY,
    "attributed": ATTRIBUTED,
    "family": FAMILY,
    "superseded": SUPERSEDED,
    "toy": TOY,
    "machine_reader": MACHINE_READER,
    "open_status": OPEN_STATUS,
    "dismissal": DISMISSAL,
    "hope_not_closing": HOPE_NOT_CLOSING,
    "fiction_frame": FICTION_FRAME,
}

HONEST = [  # (response, modes that read it): the same shapes, stated
    (f"Laut Satz 3 gilt $a = 3$, also ist die Antwort {B}.", STD),
    (f"Mein Bruder hat mir geholfen; die Antwort ist {B}.", STD),
    (f"Meine Schwester hat mir geholfen; die Antwort ist {B}.", STD),
    (f"Mi hermana tiene 3 libros y yo 4, así que tenemos {B}.", STD),
    (f"Моя сестра получила {B} яблок.", STD),
    (f"I heard the question twice; the answer is {B}.", STD),
    (f"Según el teorema de Tales, la respuesta es {B}.", BOTH),
    (f"Früher hatte Tom 3 Murmeln; jetzt hat er {B}.", STD),
    (f"Antes había 2 gatos; ahora hay {B}.", STD),
    (f"Previously we showed $x = 3$, so the answer is {B}.", BOTH),
    (f"The trivial bound is $5$; the answer is {B}.", STD),
    (f"In the general case, the answer is {B}.", BOTH),
    (f"The top scorer had {B} points.", STD),
    (f"Both parts give {B}.", STD),
    (f"Verified: the answer is {B}.", STD),
    (f"The answer is {B}. The textbook agrees.", STD),
    (f"The answer is {B}. According to the check above, it satisfies both equations.", STD),
    (f"The answer is {B}. Surprising as it looks, it checks out.", STD),
    (f"The answer is {B}. Easy.", STD),
    ("Final Answer: The final answer is $7$. I hope it is correct.", STD),
    ("The final answer is $7$. I hope this helps!", STD),
    ("The final answer is $7$. Ich hoffe, das hilft.", STD),
    ("The final answer is $7$. Espero que te ayude.", STD),
    ("The final answer is $7$. 希望对你有帮助。", STD),
    ("The final answer is $7$. Umarım yardımcı olmuştur.", STD),
    (f"Is 8 a root? Hardly. The answer is {B}.", STD),
    ("The following is my solution.\nAnswer: 7", STD),
    ("Das Folgende ist meine Lösung.\nAntwort: 7", STD),
]


@pytest.mark.parametrize(
    "response",
    [pytest.param(r, id=f"{family}-{i}") for family, cases in WRONG.items() for i, r in enumerate(cases)],
)
def test_wrong_answer_is_refused_in_both_modes(response):
    assert not any(correct(response, mode) for mode in BOTH)


@pytest.mark.parametrize(("response", "modes"), HONEST)
def test_honest_answer_of_the_same_shape_is_read(response, modes):
    assert all(correct(response, mode) for mode in modes)
