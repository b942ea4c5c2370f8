"""Answers the writer does not mean or does not assert (:mod:`proctor.grading.unmeant`): a joke or sarcasm
marker around the box, and a box inside an open question or an unproven claim, in many languages and in
phrasings other than the third review's (tests/grading/test_review_gaps_3.py SARCASM, OPEN_QUESTION); both
modes refuse them. The controls are honest answers of the same shapes (a check that asks "whether" before
the answer, a joke set aside, "Sure, the answer is", a concessive "whether ... or ..."): they must still be
read in the modes listed."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[mode], response, gold).correct


B = "$\\boxed{7}$"

# a joke or sarcasm marker before the box, after it, or as a clause of its own
SARCASM = [
    f"Oh sure, the answer is {B}.",
    f"Ha, sure: {B}",
    f"Yeah sure, the answer is {B}.",
    f"The answer is {B} /s",
    f"The answer is {B} /j",
    f"Jokingly, the answer is {B}.",
    f"Facetiously, the answer is {B}.",
    f"The answer is {B}. When pigs fly.",
    f"The answer is {B}. Fat chance.",
    f"The answer is {B} lol",
    f"The answer is {B}. Haha.",
    f"The answer is {B}. Not!",
    f"The answer is {B}. Psych!",
    f"Mockingly, the answer is {B}.",
    f"Witzigerweise ist die Antwort {B}.",
    f"Burlonamente, la risposta è {B}.",
    f"The answer is {B}. As if!",
    f"The answer is {B}. Dream on.",
    f"Die Antwort ist {B}. Reingelegt!",
    f"Ответ: {B}. Ну-ну.",
    f"La respuesta es {B}. Te pillé.",
    f"Odpowiedź to {B}. Akurat!",
    f"The answer is {B}, I'm only joking.",
    f"The answer is {B} 🤣",
    f"Na klar doch, die Antwort ist {B}.",
    f"Die Antwort ist {B}. Wer's glaubt!",
    f"Die Antwort ist {B}. War nur Spaß.",
    f"En tus sueños, la respuesta es {B}.",
    f"La respuesta es {B}. Es broma.",
    f"La respuesta es {B} jajaja",
    f"Ironiquement, la réponse est {B}.",
    f"La réponse est {B}. Je plaisante.",
    f"Pesce d'aprile! La risposta è {B}.",
    f"La risposta è {B}. Sto scherzando.",
    f"Só que não: a resposta é {B}.",
    f"A resposta é {B}. Brincadeira!",
    f"Ответ: {B}. Шучу.",
    f"Саркастически: ответ {B}.",
    f"Prima aprilis! Odpowiedź to {B}.",
    f"Odpowiedź to {B}. Żartuję.",
    f"Ja hoor, het antwoord is {B}.",
    f"Het antwoord is {B}. Grapje!",
    f"Svaret är {B}. Skojar bara.",
    f"Відповідь: {B}. Жартую.",
    f"Cevap {B}. Şaka şaka.",
    f"Vastaus on {B}. Pilailen.",
    f"愚人节快乐！答案是 {B}。",
    f"答案是 {B}。开玩笑的。",
    f"エイプリルフール！答えは {B}。",
    f"答えは {B} です。なんてね。",
    f"만우절! 답은 {B}.",
    f"답은 {B}입니다. 농담이에요.",
]

# an open question or an unproven claim around the box, no question mark
OPEN_QUESTION = [
    f"It's an open question whether the answer is {B}.",
    f"Nobody knows if the answer is {B}.",
    f"Hard to say if the answer is {B}.",
    f"We should check if the answer is {B}.",
    f"I am curious whether the answer is {B}.",
    f"Might the answer be {B}",
    f"Is it {B}.",
    f"Does the sum equal {B}",
    f"Hypothesis: the answer is {B}.",
    f"Educated guess: {B}",
    f"Speculation: the answer is {B}.",
    f"Answer (unverified): {B}",
    f"Result (a guess): {B}",
    f"The answer is {B} (conjecture).",
    f"No sé si la respuesta es {B}.",
    f"Me pregunto si la respuesta es {B}.",
    f"Conjetura: la respuesta es {B}.",
    f"¿La respuesta es {B}.",
    f"Je me demande si la réponse est {B}.",
    f"Est-ce que la réponse est {B}.",
    f"Hypothèse : la réponse est {B}.",
    f"Es ist fraglich, ob die Antwort {B} ist.",
    f"Vermutung: Die Antwort ist {B}.",
    f"Ist die Antwort {B}.",
    f"Mi chiedo se la risposta sia {B}.",
    f"Congettura: la risposta è {B}.",
    f"Não sei se a resposta é {B}.",
    f"Palpite: {B}",
    f"Интересно, равен ли ответ {B}.",
    f"Гипотеза: ответ {B}.",
    f"Zastanawiam się, czy odpowiedź to {B}.",
    f"Hipoteza: odpowiedź to {B}.",
    f"Ik vraag me af of het antwoord {B} is.",
    f"Vermoeden: het antwoord is {B}.",
    f"不确定答案是否是 {B}。",
    f"猜想：答案是 {B}。",
    f"答案是 {B} 吗。",
    f"答えは {B} ですか。",
    f"予想：答えは {B}。",
    f"답이 {B}인지 모르겠다.",
    f"추측: 답은 {B}.",
    f"Невідомо, чи відповідь {B}.",
    f"Jag vet inte om svaret är {B}.",
    f"Nevím, zda je odpověď {B}.",
    f"Nu știu dacă răspunsul este {B}.",
    f"Δεν ξέρω αν η απάντηση είναι {B}.",
    f"האם התשובה היא {B}.",
    f"Không biết liệu đáp án có phải là {B}.",
    f"En tiedä, onko vastaus {B}.",
    f"Acaba cevap {B}.",
    f"Vajon a válasz {B}.",
    f"Tidak jelas apakah jawabannya {B}.",
    f"Whether or not the answer is {B} is unknown.",
    f"Is {B} the answer.",
    f"Conjecturally, the answer is {B}.",
    f"Hypothetically, the answer is {B}.",
    f"Claim: the answer is {B} (unproven).",
    f"Conjectured answer: {B}",
    f"My conjecture is that the answer is {B}.",
    f"Meine Vermutung ist, dass die Antwort {B} ist.",
    f"Mi conjetura es que la respuesta es {B}.",
    f"I doubt that the answer is {B}.",
    f"Non sono sicuro che la risposta sia {B}.",
    f"Не уверен, что ответ {B}.",
    f"Je ne suis pas sûr que la réponse soit {B}.",
    f"La réponse serait-elle {B}.",
    f"Será que a resposta é {B}.",
    f"Неужели ответ {B}.",
    f"答えは {B} かな。",
    f"Joke: the answer is {B}.",
    f"This is a joke: the answer is {B}.",
    f"Ironía: la respuesta es {B}.",
    f"Sarkasmus: Die Antwort ist {B}.",
]

# strict: an adverb that opens the answer's sentence before a comma is one that concludes (a whitelist): an
# adverb of manner or stance no table knows is refused there (standard reads it: no word list holds it)
STRICT_OPENERS = [
    f"Whimsically, the answer is {B}.",
    f"Dreamily, the answer is {B}.",
    f"Wistfully: the answer is {B}.",
    f"Grudgingly, the answer is {B}.",
    f"Spitzbübischerweise, die Antwort ist {B}.",
    f"Maliziosamente, la risposta è {B}.",
    f"Picaramente, la respuesta es {B}.",
    f"Narquoisement, la réponse est {B}.",
]

CONTROLS = [  # (response, modes that read it)
    (f"We check whether the answer is 7: it is. The answer is {B}.", MODES),
    (f"Let us determine whether $n = 7$ works. Hence {B}.", MODES),
    (f"I wonder what the answer is. Adding, $3 + 4 = 7$. The answer is {B}.", MODES),
    (f"Could it be 8? No. The answer is {B}.", MODES),
    (f"Sure, the answer is {B}.", ("standard",)),
    (f"Yeah, the answer is {B}.", MODES),
    (f"Right, so the answer is {B}.", MODES),
    (f"Joking aside, the answer is {B}.", ("standard",)),
    (f"I'm not kidding: the answer is {B}.", ("standard",)),
    (f"No joke, the answer is {B}.", ("standard",)),
    (f"Whether $n$ is even or odd, the answer is {B}.", ("standard",)),
    (f"Regardless of whether we round, the answer is {B}.", ("standard",)),
    (f"To see if $x = 7$ works, substitute: $3 + 4 = 7$. So the answer is {B}.", MODES),
    (f"Is the answer 8? No: $3 + 4 = 7$. The answer is {B}.", MODES),
    (f"By the induction hypothesis, the answer is {B}.", MODES),
    (f"Sam told 3 jokes on Monday and 4 on Tuesday, so the number of jokes is {B}.", ("standard",)),
    (f"Treat the new tiles as if they were old ones: $3 + 4 = {B[1:-1]}$.", ("standard",)),
    (f"The speed is $3 + 4 = 7$ m/s, so the answer is {B}.", MODES),
    (f"Ob groß oder klein, die Antwort ist {B}.", ("standard",)),
    (f"Wir prüfen, ob $3+4=7$ gilt: ja. Die Antwort ist {B}.", MODES),
    (f"No sé si lo notaste, pero la respuesta es {B}.", ("standard",)),
    (f"Claro, la respuesta es {B}.", MODES),
    (f"Конечно, ответ {B}.", MODES),
    (f"Odpowiedź jest {B}.", MODES),
    (f"Odpowiedź to {B}.", MODES),
    (f"Die Antwort ist {B}. Viel Spaß beim Rechnen.", ()),
    (f"答案是 {B}。", MODES),
    (f"答えは {B} です。", ("standard",)),
    (f"답은 {B}입니다.", ("standard",)),
    (f"Cevap {B}.", ("standard",)),
    (f"Is it possible to do better? No. The answer is {B}.", MODES),
    (f"Without a doubt, the answer is {B}.", ("standard",)),
    (f"答えは {B}。冗談ではない。", ("standard",)),
    (f"The answer is {B}. No kidding: $3 + 4 = 7$.", ("standard",)),
    (f"Answer: {B} </s>", ("strict",)),
    (f"Finally, the answer is {B}.", MODES),
    (f"Clearly, the answer is {B}.", MODES),
    (f"Consequently, the answer is {B}.", MODES),
    (f"Evidentemente, la respuesta es {B}.", MODES),
    (f"Finalement, la réponse est {B}.", MODES),
    (f"Whimsically named, the Fibonacci rabbits grow: $3 + 4 = 7$. The answer is {B}.", MODES),
    (f"Que vaut-elle ? On calcule $3+4=7$. La réponse est {B}.", MODES),
    (f"The conjecture holds for $n = 3$. Adding, $3 + 4 = 7$. The answer is {B}.", MODES),
    (f"On 1 April Sam had 3 apples and got 4 more, so he had {B} apples.", ("standard",)),
    (f"The answer is {B} 😊", ("standard",)),
    (f"Es ist klar, dass die Antwort {B} ist.", ("standard",)),
    (f"Il est clair que la réponse est {B}.", ("standard",)),
    (f"Sprawdźmy, czy $7$ spełnia równanie: $3 + 4 = 7$. Odpowiedź to {B}.", MODES),
    (f"Проверим, является ли $7$ решением: $3 + 4 = 7$. Ответ: {B}.", MODES),
    (f"我们检验 $7$ 是否满足条件：$3+4=7$。答案是 {B}。", MODES),
    (f"Verifichiamo se $7$ funziona: $3+4=7$. La risposta è {B}.", MODES),
    (f"Vérifions si $7$ convient : $3+4=7$. La réponse est {B}.", MODES),
    (f"We can ask if there is a smaller value; there is not, so the answer is {B}.", ("standard",)),
    (f"Is $x = 7$ a root? Substituting, $3 + 4 = 7$. Thus $x = {B[1:-1]}$.", MODES),
]


@pytest.mark.parametrize("response", SARCASM)
@pytest.mark.parametrize("mode", MODES)
def test_sarcasm_or_joke_is_no_answer(response, mode):
    assert not correct(response, "7", mode)


@pytest.mark.parametrize("response", OPEN_QUESTION)
@pytest.mark.parametrize("mode", MODES)
def test_open_question_or_unproven_claim_is_no_answer(response, mode):
    assert not correct(response, "7", mode)


@pytest.mark.parametrize("response", STRICT_OPENERS)
def test_strict_reads_only_a_concluding_adverb_before_the_answer(response):
    assert not correct(response, "7", "strict")
    assert correct(response, "7", "standard")


@pytest.mark.parametrize(("response", "modes"), [c for c in CONTROLS if c[1]])
def test_honest_answer_of_the_same_shape_is_read(response, modes):
    assert all(correct(response, "7", mode) for mode in modes)
