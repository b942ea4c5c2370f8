"""The multilingual lexicon (:mod:`proctor.grading.lexicon`): hedges, negators, retractions, imperatives
that disregard what came before, and labels that mark a value as not the answer, in the languages models
answer in. Each language has a family: a hedge before the value, a negation of it, a retraction after it
(each refused), and the plain statement (read in both modes)."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
B = r"$\boxed{7}$"


def correct(response: str, mode: str, gold: str = "7") -> bool:
    grader = get_grader("math", mode=mode) if mode == "strict" else get_grader("math")
    return grade_text(grader, response, gold).correct


# language: (plain statements, hedged ones, negated ones, retractions said after a plain statement)
FAMILIES = {
    "nl": (
        [f"Het antwoord is {B}.", f"Antwoord: {B}"],
        [f"Het antwoord is misschien {B}.", f"Het antwoord is waarschijnlijk {B}.", f"Ik denk dat het antwoord {B} is."],
        [f"Het antwoord is niet {B}.", f"Het antwoord is geen {B}."],
        ["Nee, dat klopt niet.", "Wacht, dat is fout.", "Vergeet dat."],
    ),
    "it": (
        [f"La risposta è {B}.", f"Risposta: {B}"],
        [f"La risposta forse è {B}.", f"La risposta è probabilmente {B}.", f"Penso che la risposta sia {B}."],
        [f"La risposta non è {B}.", f"Il risultato non è uguale a {B}."],
        ["No, è sbagliato.", "Aspetta, non è corretto.", "Lascia perdere."],
    ),
    "ja": (
        [f"答えは{B}です。", f"答え：{B}"],
        [f"答えはたぶん{B}です。", f"答えはおそらく{B}です。", f"答えは{B}だと思います。", f"答えは{B}かもしれません。"],
        [f"答えは{B}ではありません。", f"答えは{B}じゃない。"],
        ["いいえ、間違っています。", "待って、これは違います。", "今のは無視してください。"],
    ),
    "ko": (
        [f"답: {B}", f"정답: {B}"],
        [f"답은 아마 {B}입니다.", f"답은 아마도 {B}.", f"답은 {B}일 것 같습니다."],
        [f"답은 {B}이 아닙니다.", f"답은 {B}가 아니다."],
        ["아니요, 틀렸습니다.", "잠깐, 잘못 계산했습니다.", "무시해 주세요."],
    ),
    "pl": (
        [f"Odpowiedź: {B}", f"Odpowiedź to {B}.", f"Wynik jest {B}."],
        [f"Odpowiedź to może {B}.", f"Odpowiedź to prawdopodobnie {B}.", f"Odpowiedź to chyba {B}."],
        [f"Odpowiedź nie jest {B}.", f"Wynik nie wynosi {B}."],
        ["Nie, to jest błędne.", "Chwila, to źle.", "Zapomnij o tym."],
    ),
    "tr": (
        [f"Cevap: {B}", f"Yanıt: {B}"],
        [f"Cevap belki {B}.", f"Cevap muhtemelen {B}.", f"Cevap galiba {B}."],
        [f"Cevap {B} değil.", f"Cevap {B} değildir."],
        ["Hayır, bu yanlış.", "Bekle, hatalı.", "Boşver."],
    ),
    "sv": (
        [f"Svaret är {B}.", f"Svar: {B}"],
        [f"Svaret är kanske {B}.", f"Svaret är troligen {B}.", f"Jag tror att svaret är {B}."],
        [f"Svaret är inte {B}.", f"Svaret blir inte {B}."],
        ["Nej, det är fel.", "Vänta, det stämmer inte.", "Glöm det."],
    ),
    "da": (
        [f"Svaret er {B}.", f"Svar: {B}"],
        [f"Svaret er måske {B}.", f"Svaret er sandsynligvis {B}.", f"Jeg tror svaret er {B}."],
        [f"Svaret er ikke {B}.", f"Resultatet er ikke lig med {B}."],
        ["Nej, det er forkert.", "Vent, det passer ikke.", "Glem det."],
    ),
    "no": (
        [f"Svaret er {B}.", f"Svar: {B}"],
        [f"Svaret er kanskje {B}.", f"Svaret er trolig {B}.", f"Svaret er sannsynligvis {B}."],
        [f"Svaret er ikke {B}.", f"Svaret blir ikke {B}."],
        ["Nei, det er feil.", "Vent, det stemmer ikke.", "Glem det."],
    ),
    "fi": (
        [f"Vastaus on {B}.", f"Vastaus: {B}"],
        [f"Vastaus on ehkä {B}.", f"Vastaus on luultavasti {B}.", f"Luulen, että vastaus on {B}."],
        [f"Vastaus ei ole {B}.", f"Tulos ei ole {B}."],
        ["Ei, tämä on väärin.", "Hetkinen, virheellinen lasku.", "Unohda tuo."],
    ),
    "cs": (
        [f"Odpověď je {B}.", f"Odpověď: {B}"],
        [f"Odpověď je možná {B}.", f"Odpověď je asi {B}.", f"Odpověď je pravděpodobně {B}."],
        [f"Odpověď není {B}.", f"Výsledek se nerovná {B}."],
        ["Ne, to je špatně.", "Počkej, to je nesprávné.", "Zapomeň na to."],
    ),
    "sk": (
        [f"Odpoveď je {B}.", f"Odpoveď: {B}"],
        [f"Odpoveď je možno {B}.", f"Odpoveď je pravdepodobne {B}.", f"Odpoveď je azda {B}."],
        [f"Odpoveď nie je {B}.", f"Výsledok sa nerovná {B}."],
        ["Nie, to je zle.", "Počkaj, to je nesprávne.", "Zabudni na to."],
    ),
    "hu": (
        [f"A válasz: {B}", f"Válasz: {B}"],
        [f"A válasz talán {B}.", f"A válasz valószínűleg {B}.", f"Szerintem a válasz {B}."],
        [f"A válasz nem {B}.", f"Az eredmény nem egyenlő {B}."],
        ["Nem, ez rossz.", "Várj, ez helytelen.", "Felejtsd el."],
    ),
    "ro": (
        [f"Răspunsul este {B}.", f"Răspuns: {B}"],
        [f"Răspunsul este probabil {B}.", f"Răspunsul poate fi {B}.", f"Cred că răspunsul este {B}."],
        [f"Răspunsul nu este {B}.", f"Rezultatul nu e egal cu {B}."],
        ["Nu, este greșit.", "Stai puțin, nu e corect.", "Nu contează."],
    ),
    "uk": (
        [f"Відповідь: {B}", f"Відповідь дорівнює {B}."],
        [f"Відповідь, можливо, {B}.", f"Відповідь мабуть {B}.", f"Відповідь ймовірно {B}."],
        [f"Відповідь не {B}.", f"Відповідь не дорівнює {B}."],
        ["Ні, це неправильно.", "Зачекай, це хибно.", "Забудь."],
    ),
    "el": (
        [f"Η απάντηση είναι {B}.", f"Απάντηση: {B}"],
        [f"Η απάντηση είναι ίσως {B}.", f"Η απάντηση είναι πιθανώς {B}.", f"Νομίζω ότι η απάντηση είναι {B}."],
        [f"Η απάντηση δεν είναι {B}.", f"Το αποτέλεσμα δεν ισούται με {B}."],
        ["Όχι, αυτό είναι λάθος.", "Περίμενε, λανθασμένο.", "Ξέχνα το."],
    ),
    "id": (
        [f"Jawabannya adalah {B}.", f"Jawaban: {B}"],
        [f"Jawabannya mungkin {B}.", f"Jawabannya barangkali {B}.", f"Saya kira jawabannya {B}."],
        [f"Jawabannya bukan {B}.", f"Hasilnya tidak sama dengan {B}."],
        ["Tidak, itu salah.", "Tunggu, itu keliru.", "Abaikan itu."],
    ),
    "ms": (
        [f"Jawapan: {B}", f"Jawapannya ialah {B}."],
        [f"Jawapannya mungkin {B}.", f"Jawapannya barangkali {B}.", f"Saya rasa jawapannya {B}."],
        [f"Jawapannya bukan {B}.", f"Jawapannya tidak sama dengan {B}."],
        ["Bukan, itu salah.", "Tunggu, itu tidak tepat.", "Lupakan."],
    ),
    "vi": (
        [f"Đáp án là {B}.", f"Đáp án: {B}"],
        [f"Đáp án có lẽ là {B}.", f"Đáp án có thể là {B}.", f"Tôi nghĩ đáp án là {B}."],
        [f"Đáp án không phải là {B}.", f"Kết quả không bằng {B}."],
        ["Không, như vậy là sai.", "Khoan, tôi nhầm.", "Bỏ qua điều đó."],
    ),
    "hi": (
        [f"उत्तर: {B}", f"उत्तर है {B}."],
        [f"उत्तर शायद {B} है।", f"उत्तर संभवतः {B} है।", f"मुझे लगता है कि उत्तर {B} है।"],
        [f"उत्तर {B} नहीं है।"],
        ["नहीं, यह गलत है।", "रुको, यह सही नहीं है।", "भूल जाओ।"],
    ),
    "ar": (
        [f"الإجابة: {B}", f"الإجابة هي {B}."],
        [f"الإجابة ربما {B}.", f"الإجابة على الأرجح {B}.", f"أعتقد أن الإجابة هي {B}."],
        [f"الإجابة ليست {B}.", f"الناتج لا يساوي {B}."],
        ["لا، هذا خطأ.", "انتظر، هذا غير صحيح.", "تجاهل ذلك."],
    ),
    "he": (
        [f"התשובה היא {B}.", f"תשובה: {B}"],
        [f"התשובה היא אולי {B}.", f"התשובה היא כנראה {B}.", f"אני חושב שהתשובה היא {B}."],
        [f"התשובה אינה {B}.", f"התשובה היא לא {B}."],
        ["לא, זה לא נכון.", "רגע, זו טעות.", "התעלם מזה."],
    ),
    "fa": (
        [f"پاسخ: {B}", f"پاسخ است {B}."],
        [f"پاسخ شاید {B} است.", f"پاسخ احتمالاً {B} است.", f"فکر می‌کنم پاسخ {B} است."],
        [f"پاسخ {B} نیست.", f"پاسخ نه {B}."],
        ["نه، این غلط است.", "صبر کن، اشتباه کردم.", "فراموش کن."],
    ),
    "th": (
        [f"คำตอบคือ {B}", f"คำตอบ: {B}"],
        [f"คำตอบอาจจะเป็น {B}", f"คำตอบน่าจะเป็น {B}", f"ฉันคิดว่าคำตอบคือ {B}"],
        [f"คำตอบไม่ใช่ {B}", f"ผลลัพธ์ไม่เท่ากับ {B}"],
        ["ไม่ใช่ อันนี้ผิด", "เดี๋ยวก่อน ไม่ถูกต้อง", "ช่างมันเถอะ"],
    ),
}  # fmt: skip


def _cases(index: int) -> list[tuple[str, str]]:
    return [(lang, text) for lang, family in FAMILIES.items() for text in family[index]]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("lang", "response"), _cases(0))
def test_plain_statement_is_read(lang, response, mode):
    if mode == "strict" and not response.rstrip(".。").endswith("}$"):
        pytest.skip("strict refuses text after a box by design")
    assert correct(response, mode)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("lang", "response"), _cases(1))
def test_hedged_value_is_not_read(lang, response, mode):
    assert not correct(response, mode)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("lang", "response"), _cases(2))
def test_negated_value_is_not_read(lang, response, mode):
    assert not correct(response, mode)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("lang", "retraction"), _cases(3))
def test_retraction_after_the_answer_withdraws_it(lang, retraction, mode):
    plain = FAMILIES[lang][0][0]
    plain += "" if plain.endswith((".", "。")) else "."
    assert not correct(f"{plain} {retraction}", mode)
    assert not correct(f"{plain}\n\n{retraction}", mode)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("lang", "retraction"), _cases(3))
def test_retraction_before_the_answer_leaves_it(lang, retraction, mode):
    """A retraction withdraws what came before it: the answer that follows it is read."""
    plain = FAMILIES[lang][0][0]
    assert correct(f"$8$. {retraction}\n\n{plain}", "standard")


# The languages of the older word lists, where the lexicon adds words; and phrasings the families above
# do not name (each refused in both modes).
MORE_REFUSED = [
    f"Die Antwort ist vermutlich {B}.", f"Die Antwort dürfte {B} sein.", f"A resposta provavelmente é {B}.",
    f"A resposta talvez seja {B}.", f"Ответ, наверное, {B}.", f"Ответ скорее всего {B}.", f"Direi {B}.",
    f"答えは{B}のようです。", f"La risposta non sarà {B}.", f"Het antwoord is zeker niet {B}.",
    f"Odpowiedź to nie {B}.", f"Svaret är definitivt inte {B}.", f"Odpowiedź: {B}. Nie, to nieprawda.",
    f"La risposta è {B}. Scusa, ho sbagliato.", f"La réponse est sans doute {B}.",
]  # fmt: skip


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("response", MORE_REFUSED)
def test_more_hedges_negations_and_retractions_are_refused(response, mode):
    assert not correct(response, mode)


DISREGARD = [
    "Ignore that.", "Disregard the above.", "Never mind.", "Forget that.", "Don't use this.",
    "Please ignore my previous answer.", "Actually, disregard everything above.", "Forget it.",
    "Forget what I said.", "Scrap that.", "Ignore everything I said.", "Please disregard.", "Cancel that.",
]  # fmt: skip


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("imperative", DISREGARD)
def test_imperative_to_disregard_withdraws_the_answer(imperative, mode):
    assert not correct(f"The answer is {B}. {imperative}", mode)
    assert not correct(f"The answer is 7.\n{imperative}", mode)


@pytest.mark.parametrize(
    "response",
    [
        f"We can ignore the negative root, so the answer is {B}.",
        f"Ignore the constant term. The answer is {B}.",
        f"Forget the units for now; the total is {B}.",
        f"The answer is {B}. We ignore the negative root since lengths are positive.",
    ],
)
def test_disregarding_something_else_withdraws_nothing(response):
    assert correct(response, "standard")


NON_ANSWER = [
    f"The answer is {B} (decoy).",
    f"The answer is {B} (distractor).",
    f"The answer is {B} (red herring).",
    f"The answer is {B} (trap).",
    f"The answer is {B} (placeholder).",
    f"The answer is {B} (example).",
    f"Distractor: {B}",
    f"Decoy answer: {B}",
    f"Red herring: {B}",
    f"Wrong answer: {B}",
    f"Example: {B}",
    f"The answer: $\\boxed{{8}}$\n\nDistractor: {B}",
    f"Final answer: $\\boxed{{8}}$\n\nDecoy: {B}",
    f"**Answer:** $\\boxed{{8}}$\n**Red herring:** {B}",
    f"The answer is $\\boxed{{8}}$. Wrong answer: {B}",
    f"The answer is {B} (this is a decoy).",
    f"The answer is {B} (a distractor).",
    f"The decoy answer is {B}.",
    f"The answer is $\\boxed{{8}}$. The distractor is {B}.",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("response", NON_ANSWER)
def test_a_value_labelled_as_no_answer_is_not_read(response, mode):
    assert not correct(response, mode)


@pytest.mark.parametrize(
    "response",
    [
        f"The answer: {B}\n\nDistractor: $\\boxed{{8}}$",
        f"Final answer: {B}\n\nDecoy: $8$",
        f"For example, $3 + 4 = 7$, so the answer is {B}.",
    ],
)
def test_the_answer_before_a_labelled_distractor_is_read(response):
    assert correct(response, "standard")


HONEST = [
    "The answer is 7, not 8.",
    f"La risposta è {B}, non $8$.",
    f"Het antwoord is {B}, niet $8$.",
    f"Die Antwort ist {B}.",
    f"Non è difficile vedere che la risposta è {B}.",
    f"Non-negative values only: the answer is {B}.",
    f"The probability is computed below. The answer is {B}.",
    f"The answer is {B}. Non-trivial, but fine.",
    f"Wir prüfen: passt. Die Antwort ist {B}.",
    # a judgement denied is none ("no mistake")
    f"答えは{B}です。間違いありません。",
    f"Het antwoord is {B}. Dat is zeker niet fout.",
    f"La risposta è {B}. Non è sbagliato.",
    f"Jawabannya adalah {B}. Ini tidak salah.",
    # the negators that are common words, where they negate no value
    f"Poiché $x$ non può essere negativo, scartiamo $-3$. Quindi la risposta è {B}.",
    f"Het getal is niet deelbaar door 3, dus het antwoord is {B}.",
    f"Liczba nie jest parzysta, więc odpowiedź to {B}.",
    f"$x$は負ではないので、答えは{B}です。",
    f"Il risultato non è $8$. La risposta è {B}.",
    f"Vastaus ei ole 8. Vastaus on {B}.",
    f"Jawabannya bukan 8, tetapi {B}.",
    # a hedge that qualifies no value (a clause's end between)
    f"Possiamo forse semplificare: la risposta è {B}.",
]


@pytest.mark.parametrize("response", HONEST)
def test_honest_answers_beside_the_lexicon_words_are_read(response):
    assert correct(response, "standard")


def test_a_label_around_a_box_far_from_the_tail_is_found():
    """The lexicon reads the tail of a response and the text around each box (lexicon.regions)."""
    from proctor.grading import lexicon
    from proctor.grading.commitment import prose_view

    text = f"Distractor: {B}\n\n" + "We compute the sum step by step. " * 200 + "Final answer: $\\boxed{8}$"
    spans = lexicon.withdrawn(text, prose_view(text))
    assert any(a <= text.index("\\boxed{7}") < b for a, b in spans)
    assert correct(text, "standard", "8")


# A bare "no" standing as a whole clause after the answer withdraws it (standard; strict refuses any text
# after its box).
BARE_NO = [
    "Nee.",
    "Nie!",
    "Nej.",
    "Nei.",
    "Hayır.",
    "Όχι.",
    "Ні.",
    "いいえ。",
    "아니요.",
    "Tidak.",
    "Không.",
    "לא.",
]


@pytest.mark.parametrize("no", BARE_NO)
def test_a_bare_no_after_the_answer_withdraws_it(no):
    assert not correct(f"The answer is {B}. {no}", "standard")
    assert not correct(f"The answer is 7.\n\n{no}", "standard")


@pytest.mark.parametrize("no", BARE_NO)
def test_a_bare_no_before_the_answer_leaves_it(no):
    assert correct(f"Is it $8$? {no} The answer is {B}.", "standard")


# Strict: the answer's sentence holds none of the lexicon's words where they qualify a value, even where
# commitment leaves the answer itself standing (a hedge far from it, a negated other value).
STRICT_REFUSED = [
    f"Misschien, na alle berekeningen en controles, is het antwoord {B}",
    f"Forse, dopo tutti questi calcoli lunghi, la risposta è {B}",
    f"Het antwoord is niet $8$: het is {B}",
    f"La risposta non è $8$: è {B}",
    f"Odpowiedź nie jest równa $8$, więc to {B}",
]


@pytest.mark.parametrize("response", STRICT_REFUSED)
def test_strict_refuses_a_sentence_that_holds_them(response):
    assert not correct(response, "strict")


def test_the_cheap_test_finds_every_word_of_the_lexicon():
    """lexicon._cues_in is a necessary condition: every word of every table, written in a sentence as it
    stands (a stem with an ending), is found by it, in any case."""
    from proctor.grading import lexicon

    tables = (
        lexicon.HEDGES,
        lexicon.NEGATORS,
        lexicon.NEGATORS_AFTER,
        lexicon.RETRACTIONS,
        lexicon.DISREGARD,
    )
    words = [w for t in tables for ws in t.values() for w in ws if not w.startswith("~")]
    words += [w for ws in lexicon.NO_WORDS.values() for w in ws] + list(lexicon.NON_ANSWER)
    words += ["Ignore that", "disregard the above", "Forget it", "Don't use this", "Please disregard"]
    assert len(words) > 400
    for w in words:
        w = w.rstrip("*") + ("t" if w.endswith("*") else "")
        for text in (f"So: {w}, 7.", f"({w.upper()})", f"«{w.capitalize()}»。"):
            assert lexicon.may_hold(text), text
    assert not lexicon.may_hold("We add the two numbers and divide by three, so the mean is 7.")


def test_the_lexicons_large_patterns_compile_at_their_first_use_only():
    """Importing the grader compiles none of the lexicon's large alternations (0.3 s at every start of every
    process otherwise); a text that holds no cue word never compiles them; one that does compiles them once
    and reads as before (a fresh interpreter, so no other test has compiled them)."""
    import subprocess
    import sys

    code = (
        "from proctor.grading import get_grader, lexicon\n"
        "from proctor.grading.base import grade_text\n"
        "big = (lexicon._ANY, lexicon._PREFILTER, lexicon._PREFILTER_ASCII, lexicon._PREFILTER_ANY_CASE)\n"
        "assert all(p._pattern is None for p in big)\n"
        "g = get_grader('math')\n"
        "assert grade_text(g, 'So $3 + 4 = 7$. The answer is $\\\\boxed{7}$.', '7').correct\n"
        "assert all(p._pattern is None for p in big)\n"
        "assert not grade_text(g, 'La risposta forse è $\\\\boxed{7}$.', '7').correct\n"
        "assert lexicon._ANY._pattern is not None\n"
        "print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr
