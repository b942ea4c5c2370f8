"""One multilingual lexicon of the words that keep a sentence from stating its answer: hedges, negators,
retractions and judgements, imperatives that disregard what came before, and labels that mark a value as
not the answer. :mod:`proctor.grading.commitment` and :mod:`proctor.grading.finality` carry the English
(and Chinese, Spanish, German, French, Portuguese, Russian) phrasings their rules grew from; this module
adds the languages models answer in beyond those, each word where it cannot misfire:

- **hedges** (:data:`HEDGES`: "misschien", "forse", "たぶん", "아마", "może", "belki", "kanske", "ίσως",
  "mungkin", "có lẽ", "शायद", "ربما", "אולי", "شاید", "อาจจะ", "I think" in each): a hedge with at most
  :data:`GAP_WORDS` words between it and a value (``Het antwoord is misschien $7$``, ``La risposta forse è
  $7$``, ``Penso che la risposta sia $7$``), or right after one (``$7$ denk ik``, ``$7$だと思います``)
  withdraws the value's clause and everything before it (commitment's hedge rule).
- **negators** (:data:`NEGATORS`): the short ones ("non", "niet", "nie", "inte", "ikke", "nu", "ne", "ei",
  "nem", "לא", "ليس") are common words or collide with English and maths, so a negator counts only right
  before a value, or before a copula (:data:`COPULAS`: "è", "is", "jest", "är", "ole", "είναι", "là", ...)
  that leads to one (``La risposta non è $7$``, ``Odpowiedź nie jest równa $7$``); the languages that put
  the negation after the value (:data:`NEGATORS_AFTER`: "ではない", "아니", "değil", "नहीं", "نیست") count
  it right after one (``答えは$7$ではありません``, ``Cevap $7$ değil``). The negated clause is blanked from
  the negator (or the value) on. Turkish negation by a verb's suffix ("-me", "-ma": ``olmaz``) has no
  word to find and is out of reach.
- **retractions** (:data:`RETRACTIONS`: "fout", "klopt niet", "sbagliato", "間違", "틀렸", "błąd",
  "yanlış", "fel", "väärin", "λάθος", "salah", "sai", "गलत", "خطأ", "טעות", "اشتباه", "ผิด", and "wait"
  in each), the imperatives that disregard what came before (:data:`DISREGARD`: "Ignore that", "Disregard
  the above", "Never mind", "Forget it", "Don't use this", "Lascia perdere", "Vergeet dat", "無視して",
  "Zignoruj to", ...; an object is required where the verb is a common word: "ignore the negative root"
  disregards nothing) and a bare "no" standing as a whole clause (:data:`NO_WORDS`: "Nee,", "Nie.",
  "Hayır,", "いいえ"; never English "no", which the English rules read): in a clause that holds no
  candidate, each withdraws everything before it (commitment's retraction rule).
- **non-answer labels** (:data:`NON_ANSWER`: "decoy", "distractor", "red herring", "wrong answer",
  "trap", "placeholder", "example", ...): as a label right before a value (``Distractor: $\\boxed{7}$``,
  ``Decoy answer: 7``) or a bracket right after one (``$\\boxed{7}$ (decoy)``) they blank that value's
  clause, so a labelled answer before it is what is read. Strict mode refuses them with the rest of its
  whitelist of names (:func:`proctor.grading.finality.named_plainly`) and reads this list too.

Words of scripts written without spaces (Japanese, Chinese, Thai) match anywhere; the others match as
whole words (Korean, Turkish, Finnish and Hungarian stems marked ``*`` take any ending). Everything is
compiled into a few patterns once. The lexicon reads the tail of a response and the text around each box
(:func:`regions`: where an answer stands); there a cheap test comes first (:func:`_cues_in`: one token of
each phrase looked up in the set of the text's tokens, a few substrings), and only the windows around
the cues it finds are scanned for the lexicon's words, so a text that holds none (most texts) costs a few
set operations.
"""

from __future__ import annotations

import re
from functools import lru_cache

from proctor.grading import regex_cache

# The languages: word lists by kind. A word is a phrase (spaces match any white space); "*" at its end
# lets any letters follow (a stem); words of ja/zh/th match anywhere (no word boundary).
HEDGES: dict[str, tuple[str, ...]] = {
    "nl": ("misschien", "waarschijnlijk", "wellicht", "mogelijk", "vermoedelijk", "ik denk", "denk ik", "ik gok",
           "ik vermoed", "volgens mij"),
    "it": ("forse", "probabilmente", "magari", "credo", "penso", "suppongo", "presumibilmente", "possibilmente", "direi",
           "immagino"),
    "ja": ("たぶん", "多分", "おそらく", "恐らく", "かもしれ", "かも知れ", "だろう", "でしょう", "と思", "気がします", "ようです", "みたいです", "らしい"),
    "ko": ("아마", "아마도", "것 같*", "일지도*", "인 듯*", "인듯*", "생각합니다", "생각해요", "생각한다", "생각해"),
    "pl": ("może", "być może", "chyba", "prawdopodobnie", "myślę", "sądzę", "przypuszczalnie", "zapewne"),
    "tr": ("belki", "muhtemelen", "galiba", "sanırım", "herhalde", "olabilir", "tahminimce", "bence"),
    "sv": ("kanske", "troligen", "förmodligen", "antagligen", "möjligen", "jag tror", "tror jag", "troligtvis"),
    "da": ("måske", "sandsynligvis", "formentlig", "muligvis", "jeg tror", "tror jeg", "vist nok"),
    "no": ("kanskje", "sannsynligvis", "antagelig", "trolig", "muligens", "jeg tror", "tror jeg"),
    "fi": ("ehkä", "luultavasti", "todennäköisesti", "mahdollisesti", "luulen", "arvelen", "kaiketi"),
    "cs": ("možná", "asi", "pravděpodobně", "myslím", "snad", "nejspíš", "nejspíše"),
    "sk": ("možno", "pravdepodobne", "azda", "hádam", "myslím si"),
    "hu": ("talán", "valószínűleg", "szerintem", "azt hiszem", "feltehetően", "lehet hogy", "esetleg"),
    "ro": ("poate fi", "poate că", "probabil", "cred", "posibil", "presupun", "pesemne", "bănuiesc"),
    "uk": ("можливо", "мабуть", "напевно", "ймовірно", "думаю", "здається", "певно"),
    "el": ("ίσως", "πιθανώς", "πιθανόν", "μάλλον", "νομίζω", "πιστεύω", "ενδεχομένως"),
    "id": ("mungkin", "barangkali", "sepertinya", "kayaknya", "saya kira", "saya rasa", "saya pikir", "kurasa",
           "agaknya", "rasanya"),
    "vi": ("có lẽ", "có thể là", "chắc là", "hình như", "tôi nghĩ", "tôi đoán", "có khả năng"),
    "hi": ("शायद", "संभवतः", "संभवत", "मुझे लगता", "लगता है", "मेरे ख्याल"),
    "ar": ("ربما", "لعل", "قد يكون", "على الأرجح", "أعتقد", "أظن", "يحتمل", "من المحتمل"),
    "he": ("אולי", "כנראה", "ייתכן", "יתכן", "אני חושב", "אני חושבת", "נראה לי", "אני מניח"),
    "fa": ("شاید", "احتمالاً", "احتمالا", "فکر می‌کنم", "فکر میکنم", "به نظرم", "گمان می‌کنم", "ممکن است"),
    "th": ("อาจจะ", "อาจเป็น", "น่าจะ", "บางที", "คิดว่า", "คงจะ"),
    # the languages of the other word lists, where they lack one (English: adverbs of stance)
    "en": ("seemingly", "apparently", "supposedly", "arguably", "conceivably", "plausibly", "presumably"),
    "pt": ("talvez", "provavelmente", "possivelmente", "acho que", "creio"),
    "es": ("posiblemente", "supongo", "creo que"),
    "de": ("vermutlich", "möglicherweise", "ich denke", "eventuell", "dürfte", "schätze ich", "ich schätze"),
    "fr": ("je pense", "sans doute", "possiblement"),
    "ru": ("наверное", "вероятно", "возможно", "может быть", "думаю", "пожалуй", "кажется", "скорее всего"),
}  # fmt: skip
NEGATORS: dict[str, tuple[str, ...]] = {
    "nl": ("niet", "geen"),
    "it": ("non",),
    "pl": ("nie",),
    "sv": ("inte", "ej"),
    "da": ("ikke",),
    "no": ("ikke", "ikkje"),
    "fi": ("ei", "eivät"),
    "cs": ("není", "nejsou", "ne", "nerovná"),
    "sk": ("nie", "nerovná"),
    "hu": ("nem", "nincs"),
    "ro": ("nu",),
    "uk": ("не", "ні"),
    "el": ("δεν", "όχι"),
    "id": ("bukan", "tidak"),
    "vi": ("không phải", "không"),
    "ar": ("ليس", "ليست", "لا", "لن"),
    "he": ("לא", "אינו", "אינה", "אין", "אינם"),
    "fa": ("نه",),
    "th": ("ไม่ใช่", "ไม่เท่ากับ"),
    "pt": ("não",),
    "en": ("hardly", "scarcely"),
}  # fmt: skip
# Languages that negate after the value ("答えは7ではない", "답은 7이 아니다", "Cevap 7 değil").
NEGATORS_AFTER: dict[str, tuple[str, ...]] = {
    "ja": ("ではない", "ではありません", "じゃない", "じゃありません", "ではなく", "ではなかった"),
    "ko": ("아니*", "아닌*", "아닙*", "아님*", "아냐"),
    "tr": ("değil*",),
    "hi": ("नहीं", "नही"),
    "fa": ("نیست", "نمی باشد", "نمی‌باشد"),
}  # fmt: skip
# Words that may stand between a negator and the value it negates: copulas, "equal to", articles.
COPULAS: dict[str, tuple[str, ...]] = {
    "en": ("be", "equal to", "equals", "the"),
    "nl": ("is", "gelijk aan", "de", "het", "zijn"),
    "it": ("è", "e'", "sia", "era", "sarà", "sarebbe", "fosse", "uguale a", "pari a", "la", "il"),
    "pl": ("jest", "wynosi", "to", "równa się", "równa", "równe", "równy"),
    "sv": ("är", "blir", "lika med"),
    "da": ("er", "bliver", "lig med"),
    "no": ("er", "blir", "lik"),
    "fi": ("ole", "yhtä", "kuin"),
    "cs": ("je", "jsou", "rovno", "roven", "se", "to"),
    "sk": ("je", "sú", "rovné", "sa", "to"),
    "hu": ("egyenlő", "a", "az"),
    "ro": ("este", "e", "egal cu", "egală cu"),
    "uk": ("є", "дорівнює", "рівне", "рівна", "це"),
    "el": ("είναι", "ισούται με", "το"),
    "id": ("sama dengan", "adalah"),
    "vi": ("là", "bằng", "phải là"),
    "ar": ("يساوي", "تساوي", "هو", "هي"),
    "he": ("שווה ל", "הוא", "היא"),
    "th": ("คือ", "เท่ากับ"),
    "pt": ("é", "igual a"),
}  # fmt: skip
RETRACTIONS: dict[str, tuple[str, ...]] = {
    "nl": ("fout", "onjuist", "klopt niet", "klopt dit niet", "verkeerd", "niet correct", "niet juist", "wacht"),
    "it": ("sbagliato", "sbagliata", "errato", "errata", "non è corretto", "non è corretta", "non è giusto",
           "non torna", "aspetta", "mi sono sbagliato"),
    "ja": ("~間違(?!い(?:は|が)?(?:な|あり))", "誤り", "待って", "違います", "正しくない", "正しくありません", "訂正"),
    "ko": ("틀렸*", "틀린*", "잘못*", "잠깐*", "맞지 않*", "옳지 않*"),
    "pl": ("błędn*", "źle", "niepoprawn*", "nieprawidłow*", "nieprawda", "chwila", "pomyłk*", "pomyliłem", "nie zgadza się",
           "nie jest poprawn*"),
    "tr": ("yanlış*", "hatalı", "bekle", "doğru değil"),
    "sv": ("är fel", "blev fel", "fel svar", "felaktig*", "vänta", "stämmer inte", "inte rätt", "inte korrekt"),
    "da": ("forkert", "fejl", "vent", "passer ikke", "ikke rigtigt", "ikke korrekt"),
    "no": ("feil", "galt", "vent", "stemmer ikke", "ikke riktig"),
    "fi": ("väärin", "virheellinen", "hetkinen", "odota", "ei pidä paikkaansa", "ei ole oikein"),
    "cs": ("špatně", "nesprávn*", "počkat", "počkej", "není správn*", "nesedí"),
    "sk": ("zle", "nesprávn*", "počkaj", "nie je správn*"),
    "hu": ("rossz", "hibás", "helytelen", "várj", "nem jó", "nem helyes", "tévedtem"),
    "ro": ("greșit*", "greşit*", "incorect*", "stai puțin", "nu e corect", "nu este corect", "nu e bine"),
    "uk": ("неправильн*", "хибн*", "помилков*", "зачекай", "не так", "я помилився"),
    "el": ("λάθος", "λανθασμέν*", "περίμενε", "δεν είναι σωστ*"),
    "id": ("salah", "keliru", "tunggu", "tidak benar", "tidak tepat", "bukan itu"),
    "vi": ("là sai", "sai rồi", "bị sai", "nhầm", "khoan", "không đúng", "chưa đúng"),
    "hi": ("गलत", "ग़लत", "रुको", "सही नहीं"),
    "ar": ("خطأ", "خاطئ", "خاطئة", "غلط", "انتظر", "غير صحيح"),
    "he": ("שגוי", "שגויה", "טעות", "טעיתי", "לא נכון", "רגע"),
    "fa": ("غلط", "اشتباه", "نادرست", "صبر کن", "درست نیست", "صحیح نیست"),
    "th": ("ผิด", "เดี๋ยวก่อน", "ไม่ถูก"),
    "pt": ("errado", "errada", "incorreto", "incorreta", "espera"),
}  # fmt: skip
# Imperatives that disregard what came before. A verb that is a common word takes an object that points
# back ("ignore that", not "ignore the negative root").
_BACK = (
    r"(?:that|this|it|the\s+above|everything(?:\s+(?:above|before|i\s+(?:said|wrote)))?|what\s+i\s+(?:said|wrote)|"
    r"all\s+(?:of\s+)?(?:that|this|the\s+above)|(?:my|the)\s+(?:previous|last|above|earlier)\s+\w+)"
)
DISREGARD: dict[str, tuple[str, ...]] = {
    "en": (r"~ignore\s+" + _BACK, r"~disregard\s+" + _BACK, "never mind", "nevermind", r"~forget\s+" + _BACK,
           r"~(?:don't|do\s+not)\s+use\s+(?:that|this|it)(?:\s+(?:answer|value|one))?", r"~strike\s+" + _BACK, r"~cancel\s+" + _BACK, r"~scrap\s+" + _BACK, r"~discard\s+" + _BACK,
           r"~delete\s+" + _BACK, r"~(?:please\s+)?disregard(?=\s*(?:[.!]|$))", r"~please\s+ignore(?=\s*(?:[.!]|$))"),
    "nl": ("negeer dat", "negeer dit", "vergeet dat", "vergeet dit", "vergeet het", "laat maar"),
    "it": ("ignora questo", "ignora quello", "ignora quanto", "ignorate", "lascia perdere", "lasciamo perdere",
           "dimentica questo", "dimentica quello", "dimentica quanto", "dimenticate", "non importa"),
    "es": ("olvida eso", "ignora eso", "olvídalo", "no importa"),
    "de": ("vergiss das", "vergiss es", "ignoriere das", "ignorier das", "schon gut"),
    "fr": ("oublie ça", "oubliez ça", "ignore ça", "ignorez ça", "laisse tomber", "peu importe"),
    "pt": ("esquece", "esqueça", "ignora isso", "ignore isso", "deixa pra lá", "deixa para lá"),
    "ru": ("забудь", "забудьте", "не обращай внимания", "неважно", "игнорируй"),
    "ja": ("無視して", "忘れて", "今のは無し", "取り消"),
    "ko": ("무시*", "잊어*", "취소*"),
    "pl": ("zignoruj", "zapomnij", "nieważne"),
    "tr": ("boşver", "bunu unut", "görmezden gel"),
    "sv": ("strunt i det", "glöm det", "ignorera det"),
    "da": ("glem det", "ignorer det"),
    "no": ("glem det", "ignorer det", "bry deg ikke"),
    "fi": ("unohda", "ei väliä"),
    "cs": ("zapomeň", "ignoruj", "nevadí"),
    "sk": ("zabudni", "ignoruj", "nevadí"),
    "hu": ("felejtsd el", "hagyjuk", "mindegy"),
    "ro": ("ignoră", "uită", "nu contează", "las-o baltă"),
    "uk": ("забудь", "не зважай", "неважливо", "ігноруй"),
    "el": ("ξέχνα", "ξεχάστε", "αγνόησε", "δεν πειράζει"),
    "id": ("abaikan", "lupakan", "tidak jadi"),
    "vi": ("bỏ qua", "quên đi"),
    "hi": ("भूल जाओ", "अनदेखा करें", "अनदेखा करो", "छोड़ो"),
    "ar": ("تجاهل", "انس ذلك", "لا يهم"),
    "he": ("תתעלם", "התעלם", "שכח מזה", "לא משנה"),
    "fa": ("نادیده بگیر", "فراموش کن", "مهم نیست"),
    "th": ("ช่างมัน", "ลืมมัน", "ไม่ต้องสนใจ"),
    "zh": ("忽略", "别管", "算了", "不算"),
}  # fmt: skip
# A bare "no" standing as a whole clause ("Nee, dat klopt niet."). English "no" is the English rules'.
NO_WORDS: dict[str, tuple[str, ...]] = {
    "nl": ("nee",), "pl": ("nie",), "sv": ("nej",), "da": ("nej",), "no": ("nei",), "fi": ("ei",),
    "cs": ("ne",), "sk": ("nie",), "hu": ("nem",), "ro": ("nu",), "uk": ("ні",), "ru": ("нет",),
    "el": ("όχι",), "id": ("tidak", "bukan"), "vi": ("không",), "hi": ("नहीं",), "ar": ("لا",),
    "he": ("לא",), "fa": ("نه",), "tr": ("hayır",), "ja": ("いや", "いいえ"), "ko": ("아니", "아니요", "아뇨"),
    "de": ("nein",), "fr": ("non",), "pt": ("não",),
}  # fmt: skip
# Labels that mark a value as not the answer.
NON_ANSWER: tuple[str, ...] = (
    "decoy", "distractor", "red herring", "wrong answer", "incorrect answer", "false answer", "trap", "trick answer",
    "placeholder", "example", "dummy", "fake", "fake answer", "bait", "wrong", "incorrect",
    "counterexample", "draft answer", "tentative answer", "provisional answer", "preliminary answer", "esempio", "voorbeeld", "beispiel", "ejemplo", "exemple", "exemplo", "przykład", "пример",
    "例", "例如", "干扰项", "错误答案", "誤答",
)  # fmt: skip

# Strict mode's whitelists (:mod:`proctor.grading.finality`): the copulas that state a value in these
# languages ("Vastaus on $7$", "Svaret är $7$") and the names of the answer ("Cevap: $7$", "답: $7$").
STATING: frozenset[str] = frozenset(
    "is zijn è sia jest wynosi to är blir er on ovat je jsou sú este e є дорівнює це είναι ισούται adalah ialah "
    "là bằng है هو هي הוא היא است คือ เท่ากับ olur eşittir egyenlő".split()
)
_NOUNS = (
    "antwoord risposta odpowiedź cevap cevabı yanıt svar svaret svaret vastaus odpověď odpoveď válasz "
    "răspuns răspunsul відповідь απάντηση jawaban jawabannya jawapan đáp án उत्तर الإجابة الجواب התשובה "
    "תשובה پاسخ جواب 답 정답 คำตอบ".split()
)
# (finality reads a label's last run of letters: "उत्तर" ends on "तर", past a combining mark)
ANSWER_NOUNS: frozenset[str] = frozenset(_NOUNS) | {re.findall(r"[^\W\d_]+", w)[-1] for w in _NOUNS}
# Scripts written without spaces: a word that ends on a copula states the value ("คำตอบคือ").
STATING_ENDINGS = ("คือ", "เท่ากับ", "ได้แก่")
GAP_WORDS = 4  # words between a hedge and the value it qualifies
_SPACELESS = frozenset(("ja", "zh", "th"))
# A word's edges: \w misses the combining marks of Devanagari, Thai, Arabic.
_MARKS = r"\u0300-\u036f\u064b-\u065f\u0900-\u0963\u0e31-\u0e3a\u0e47-\u0e4e"
_NB = r"(?<![\w" + _MARKS + r"'’])"
_NA = r"(?![\w" + _MARKS + r"])"
OPAQUE = "\u00a7"  # (commitment's: a box or a math span in the prose view)
_VALUE = r"(?:" + OPAQUE + r"|[-+−]?\$?\d)"


class _Lazy:
    """A pattern compiled at its first use. The lexicon's alternations (tens of KB of pattern) take about 0.3 s
    to compile; a process that never reads a cue word of the lexicon (most replies: ``_cues_in`` decides
    first) never pays it, and one that does pays it once."""

    __slots__ = ("_args", "_pattern")

    def __init__(self, *args: object) -> None:
        self._args = args
        self._pattern: re.Pattern[str] | None = None

    def __getattr__(self, name: str):
        pattern = self._pattern
        if pattern is None:
            pattern = self._pattern = regex_cache.compile(*self._args)  # type: ignore[arg-type]
        return getattr(pattern, name)


def _word(w: str, lang: str) -> str:
    raw = w.startswith("~")
    stem = w.endswith("*")
    w = w.strip("~*")
    body = w if raw else r"\s+".join(re.escape(p) for p in w.split(" "))
    if lang in _SPACELESS:
        return body
    return _NB + body + ("" if stem else _NA)


def _alternatives(table: dict[str, tuple[str, ...]]) -> str:
    # longest first; ties by text: the same pattern in every process, whatever the set's order
    words = sorted(
        {(w, lang) for lang, ws in table.items() for w in ws}, key=lambda x: (-len(x[0].strip("~*")), x)
    )
    return _shared_edges([_word(w, lang) for w, lang in words])


def _shared_edges(alternatives: list[str]) -> str:
    """``"|".join(alternatives)`` with the word edges of each run of neighbours that share them written once:
    ``NB a NA|NB b NA`` is ``NB(?:a|b)NA`` (the same matches: the edges are lookarounds, tried in the same
    order), a pattern a quarter as long, that ``re`` compiles about four times faster. An alternative with a
    ``|`` of its own is kept as it is."""
    out: list[str] = []
    run: list[str] = []
    edges: tuple[str, str] | None = None  # (the left edge and the right one of the run)
    for a in alternatives + [""]:
        body = a[len(_NB) :] if a.startswith(_NB) else None
        if body is not None and "|" not in body:
            key = (_NB, _NA if body.endswith(_NA) else "")
            body = body[: len(body) - len(key[1])]
        else:
            key = None
        if run and key != edges:
            out.append(_NB + "(?:" + "|".join(run) + ")" + edges[1])
            run = []
        if key is None:
            if a:
                out.append(a)
        else:
            run.append(body)
        edges = key
    return "|".join(out)


_HEDGE_WORDS = _alternatives(HEDGES)
_NEGATOR_WORDS = _alternatives(NEGATORS)
_NEGATOR_AFTER_WORDS = _alternatives(NEGATORS_AFTER)
_COPULA_WORDS = _alternatives(COPULAS)
_RETRACTION_WORDS = _alternatives(RETRACTIONS) + "|" + _alternatives(DISREGARD)
_NON_ANSWER_WORDS = _shared_edges([_NB + r"\s+".join(map(re.escape, w.split(" "))) + _NA for w in NON_ANSWER])

_NO_WORDS = _alternatives(NO_WORDS)


def _body(w: str, lang: str) -> str:
    """A word's pattern without its left edge (see :func:`_word`)."""
    return _word(w, lang)[len(_NB) :] if lang not in _SPACELESS else _word(w, lang)


def _by_first(bodies: list[str]) -> str:
    """One alternation of ``bodies`` grouped by their first character (a plain one: the scan then tries
    one group per place rather than every word)."""
    groups: dict[str, list[str]] = {}
    rest: list[str] = []
    for b in bodies:
        if b[:1].isalnum() and b[1:2] not in ("?", "*", "+", "{"):
            groups.setdefault(b[0], []).append(b[1:])
        else:
            rest.append(b)  # a group or an escape first: as it is
    return "|".join([h + "(?:" + _shared_right_edge(t) + ")" for h, t in groups.items()] + rest)


def _shared_right_edge(alternatives: list[str]) -> str:
    """``"|".join(alternatives)`` with the right word edge of each run of neighbours that end on it written
    once (``a NA|b NA`` is ``(?:a|b)NA``: the same matches, see :func:`_shared_edges`)."""
    out: list[str] = []
    run: list[str] = []
    for a in alternatives + [""]:
        if a.endswith(_NA) and a != _NA and "|" not in a:
            run.append(a[: -len(_NA)])
            continue
        if run:
            out.append("(?:" + "|".join(run) + ")" + _NA)
            run = []
        if a:
            out.append(a)
    return "|".join(out)


def _prefilter_pattern(flags: int, ascii_only: bool = False) -> _Lazy:
    spaced: list[tuple[str, str]] = []
    spaceless: list[tuple[str, str]] = []
    for table in (RETRACTIONS, DISREGARD, HEDGES, NEGATORS, NEGATORS_AFTER, NO_WORDS):
        for lang, ws in table.items():
            for w in ws:
                (spaceless if lang in _SPACELESS else spaced).append((w, lang))
    spaced += [(w, "en") for w in NON_ANSWER]

    def bodies(words: list[tuple[str, str]]) -> list[str]:
        out = {_body(w, lang).lower() if not w.startswith("~") else _body(w, lang) for w, lang in words}
        if ascii_only:
            out = {b for b in out if b.isascii()}
        return sorted(out, key=lambda b: (b[:1], -len(b), b))  # (ties by text: the same in every process)

    heads = "".join(sorted({b[0] for b in bodies(spaced) if b[:1].isalnum()}))
    return _Lazy(
        _NB
        + "(?=[" + heads + "(])(?:" + _by_first(bodies(spaced)) + ")"
        + ("" if ascii_only else "|" + _by_first(bodies(spaceless))),
        flags,
    )  # fmt: skip


# Where a word of the lexicon may start: one scan of the lowercased text (the words grouped by their
# first character, the left edge tested once per place; an ASCII text only for the ASCII words); _ANY
# then reads each place it finds.
_PREFILTER = _prefilter_pattern(0)
_PREFILTER_ASCII = _prefilter_pattern(0, ascii_only=True)
_PREFILTER_ANY_CASE = _prefilter_pattern(re.IGNORECASE)
TAIL = 2000  # the lexicon reads the last TAIL characters of a response,
AROUND = 300  # and AROUND characters on either side of each box
_BOX = re.compile(r"\\(?:boxed|fbox)\s*\{")


def regions(text: str) -> list[tuple[int, int]]:
    """Where the lexicon reads ``text``: its tail and the text around each box, in order, merged."""
    n = len(text)
    spots = [
        (max(0, b.start() - AROUND), min(n, b.end() + AROUND))
        for b in _BOX.finditer(text, 0, max(0, n - TAIL))
    ]
    spots.append((max(0, n - TAIL), n))
    out: list[tuple[int, int]] = []
    for a, b in spots:
        if out and a <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out


_NO_SET = frozenset(w.lower() for ws in NO_WORDS.values() for w in ws)
# One scan for every word of the lexicon (the rules below run only around its hits). The longer phrases
# come first ("non è corretto" is a retraction, "non" alone a negator).
_ANY = _Lazy(
    r"(?i:(?P<retract>" + _RETRACTION_WORDS + r")|(?P<label>" + _NON_ANSWER_WORDS + r")|(?P<hedge>" + _HEDGE_WORDS
    + r")|(?P<neg>" + _NEGATOR_WORDS + r")|(?P<after>" + _NEGATOR_AFTER_WORDS + r")|(?P<no>" + _NO_WORDS + r"))"
)  # fmt: skip
# A clause that is only a bare "no" ("Nee,", "Hayır.").
_NO = _Lazy(r"(?i:[\s*_>#\"'“”«»¡¿]*(?:" + _NO_WORDS + r")[\s!.,;:。！，、…*_]*)")
# (words parted by white space only, so the gap never crosses a clause's end; each word taken whole,
# possessively: no backtracking into it)
_GAP = r"[,:]?(?:\s*[^\s\d" + OPAQUE + r".!?。！？,;:，；：]++){0,%d}[\s,:(*$]*"
# A hedge with at most GAP_WORDS words before a value (no value, no clause end between).
_HEDGE_BEFORE = _Lazy(_GAP % GAP_WORDS + r"(?=" + _VALUE + r")")
# A value right before a hedge: one word or a few particles at most ("7 denk ik", "7だと思います", "7일 것 같다").
_HEDGE_AFTER = re.compile(
    r"(?:" + OPAQUE + r"+|\d+(?:[.,]\d+)*)(?:[ \t,*$)]*[^\s\d" + OPAQUE + r".!?。！？;；]{0,3})?[ \t,*$)]*$"
)
# A negator, copulas (two at most), then the value.
_NEGATED = _Lazy(r"(?i:\s*(?:(?:" + _COPULA_WORDS + r")\s*){0,2})[\s(*$]*(?=" + _VALUE + r")")
# A value, then particles or white space, then the negator that follows it.
_NEGATED_AFTER = _Lazy(
    r"(?:" + OPAQUE + r"+|\d+(?:[.,]\d+)*)[ \t*$)'’]*[^\s\d" + OPAQUE + r".!?。！？,;:]{0,2}[ \t]*$"
)
# A non-answer label before a value: it opens its clause and a colon follows it ("Distractor: 7",
# "Decoy answer: 7"); a bracket right after a value ("\\boxed{7} (decoy)").
_LABEL_BEFORE = _Lazy(
    r"(?i:[\s*_]*(?:answers?|values?|options?|choices?)?[\s*_]*(?:[:：]|(?:is|was|would\s+be|will\s+be)\b)"
    r"[\s*_]*[$\\(\[]*)(?=" + _VALUE + r")"
)
_LABEL_AFTER = re.compile(
    r"(?:" + OPAQUE + r"+|\d+(?:[.,]\d+)*)[\s*$]*[(（][^()（）\n\d" + OPAQUE + r"]{0,30}$"
)
_LABEL_CLOSE = re.compile(r"[^()（）\n\d" + OPAQUE + r"]{0,30}[)）]")
_LABEL_OPENS = _Lazy(  # (and a possessive: "The problem's distractor value is 7")
    r"[\s*_#>]*(?i:(?:the|a|an|this|that|my|our|one)\s+)?(?:[^\W\d_]+['’]s?\s+)?"
)
_CLAUSE_END = re.compile(r"[.!?;](?=\s|$)|[,:](?=\s)|[。！？，；：、]|\n")
_VALUE_AT = re.compile(OPAQUE + r"|[-+−]?\$?\d")
# A negator right before a judgement (a word between at most) denies it: "geen fout", "non è sbagliato",
# "tidak salah", "không sai".
_NEGATED_JUDGEMENT = _Lazy(r"(?i:(?:" + _NEGATOR_WORDS + r")\s+(?:[^\W\d_]+\s+)?$)")
LOOK = 400  # how far a clause's bounds are looked for


def _clause_bounds(view: str, pos: int) -> tuple[int, int]:
    """The clause that holds ``pos``: from the last clause end before it to the next one (bounded looks)."""
    low = max(0, pos - LOOK)
    start = low
    for m in _CLAUSE_END.finditer(view, low, pos):
        start = m.end()
    m = _CLAUSE_END.search(view, pos, min(len(view), pos + LOOK))
    return start, (m.end() if m is not None else min(len(view), pos + LOOK))


def _holds_value(view: str, start: int, end: int) -> bool:
    return _VALUE_AT.search(view, start, end) is not None


def _reads(view: str, m: re.Match[str], start: int, end: int) -> tuple[str, int, int] | None:
    """What the hit ``m`` of :data:`_ANY` in ``view[start:end]`` does: ("prefix", a, b): everything
    through ``b`` is withdrawn; ("blank", a, b): ``view[a:b]`` is; None: nothing (it qualifies no value)."""
    kind, s, e = m.lastgroup, m.start(), m.end()
    if kind == "hedge":
        after = _HEDGE_BEFORE.match(view, e, min(end, e + 120))
        if after is not None:
            return "prefix", s, _clause_bounds(view, after.end())[1]
        if _HEDGE_AFTER.search(view, max(start, s - 12), s):
            return "prefix", s, max(e, _clause_bounds(view, s)[1])
    elif kind == "neg" or kind == "after":
        if kind == "neg" and _NEGATED.match(view, e, min(end, e + 60)):
            at = s
        elif kind == "after" and (value := _NEGATED_AFTER.search(view, max(start, s - 12), s)):
            at = value.start()
        elif m.group(0).lower() in _NO_SET:
            return _bare_no(view, m, start)
        else:
            return None
        c_start, c_end = _clause_bounds(view, s)
        return "blank", (c_start if not _holds_value(view, c_start, at) else at), c_end
    elif kind == "retract":
        c_start, c_end = _clause_bounds(view, s)
        if not _holds_value(view, c_start, c_end) and not _NEGATED_JUDGEMENT.search(
            view, max(c_start, s - 40), s
        ):
            return "prefix", s, c_end
    elif kind == "label":
        c_start, _ = _clause_bounds(view, s)
        if _LABEL_BEFORE.match(view, e, min(end, e + 40)) and _LABEL_OPENS.fullmatch(view, c_start, s):
            return "blank", s, _clause_bounds(view, _LABEL_BEFORE.match(view, e).end())[1]  # "Distractor: 7"
        close = _LABEL_CLOSE.match(view, e)
        if close is not None and (value := _LABEL_AFTER.search(view, max(start, s - 60), s)):
            return "blank", value.start(), close.end()  # "\\boxed{7} (decoy)"
    elif kind == "no":
        return _bare_no(view, m, start)
    return None


def _bare_no(view: str, m: re.Match[str], start: int) -> tuple[str, int, int] | None:
    c_start, c_end = _clause_bounds(view, m.start())
    if _NO.fullmatch(view, c_start, c_end) and _holds_value(view, max(start, c_start - LOOK), c_start):
        return "prefix", m.start(), c_end  # "7. Nee, dat klopt niet.": after a value
    return None


# A cheaper test first: whether the text holds one word (token) of each phrase's, as a whole token of the
# lowercased text split at white space and punctuation (set operations in C), or a stem's or a word of a
# script without spaces as a substring. Every match of the lexicon holds one, so a text without any
# (most texts) is not scanned. (A phrase is represented by its longest token; the verbs of the English
# imperatives, which are patterns, by their verbs.)
_SPLIT_AT = b'!"#$%&()*+,./:;<=>?@[\\]^_`{|}~\t\n\r'
_SPLIT = bytes.maketrans(_SPLIT_AT, b" " * len(_SPLIT_AT))
_PUNCT = tuple(p.encode() for p in "،؛।«»“”„—–…？！，。：；、（）")
_RAW_CUES = frozenset(b"ignore disregard forget use strike cancel scrap discard delete".split())


_COMMON = frozenset("answer correct never means the is do not no by".split())  # (a phrase's other token)


def _cues() -> tuple[frozenset[bytes], tuple[bytes, ...], tuple[bytes, ...]]:
    tokens: set[bytes] = set(_RAW_CUES)
    stems: set[bytes] = set()
    spaceless: set[bytes] = set()
    tables = (HEDGES, NEGATORS, NEGATORS_AFTER, RETRACTIONS, DISREGARD, NO_WORDS, {"en": NON_ANSWER})
    for table in tables:
        for lang, ws in table.items():
            for w in ws:
                if w.startswith("~"):
                    if lang in _SPACELESS:
                        spaceless.add(re.match(r"~([^\\(\[?*+]+)", w).group(1).encode())  # type: ignore[union-attr]
                    continue  # (English: _RAW_CUES)
                low = w.lower()
                if lang in _SPACELESS:
                    spaceless.add(low.strip("*").encode())
                    continue
                parts = low.split(" ")
                whole = parts[:-1] if low.endswith("*") else parts
                whole = [t for t in whole if t not in _COMMON] or whole
                if whole:
                    tokens.add(max(whole, key=len).encode())
                else:
                    stems.add(low.strip("*").encode())
    # (matching without case, dotless ı is also I, which lowercases to i: "SANIRIM" is "sanırım")
    tokens |= {t.replace("ı".encode(), b"i") for t in tokens}
    stems |= {t.replace("ı".encode(), b"i") for t in stems}
    return frozenset(tokens), tuple(sorted(stems)), tuple(sorted(spaceless))


_CUE_TOKENS, _CUE_STEMS, _CUE_SPACELESS = _cues()
_CUE_STEMS_ASCII = tuple(w for w in _CUE_STEMS if w.isascii())
_SPACELESS_SCRIPT = re.compile(r"[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff]")


def _cues_in(low: str) -> list[str]:
    """The cues (``_CUE_TOKENS``, stems, words of scripts without spaces) that the lowercased ``low`` holds:
    every word of the lexicon in it holds one (a necessary condition, tested by set operations in C)."""
    data = low.encode("utf-8", "surrogatepass")  # a lone surrogate (model text) encodes as no cue does
    found: list[str] = []
    if not low.isascii():
        for p in _PUNCT:
            if p in data:
                data = data.replace(p, b" ")
        if _SPACELESS_SCRIPT.search(low):
            found += [w.decode() for w in _CUE_SPACELESS if w in data]
    data = data.translate(_SPLIT)
    found += [w.decode() for w in _CUE_TOKENS.intersection(data.split())]
    found += [w.decode() for w in (_CUE_STEMS_ASCII if low.isascii() else _CUE_STEMS) if w in data]
    return found


def may_hold(part: str) -> bool:
    """Whether ``part`` may hold a word of the lexicon (a necessary condition: see ``_CUE_TOKENS``)."""
    return "ı" in part or "ſ" in part or "İ" in part or bool(_cues_in(part.replace(OPAQUE, " ").lower()))


@lru_cache(maxsize=256)
def _cue_pattern(cues: tuple[str, ...]) -> re.Pattern[str]:
    """Where ``cues`` stand in a lowercased text (one literal alternation: the scan skips to their first
    characters)."""
    return re.compile("|".join(re.escape(c) for c in sorted(cues, key=lambda c: (-len(c), c))))


WINDOW = 48  # characters on either side of a cue where the word that holds it may start


def _hits(view: str, start: int, end: int) -> list[re.Match[str]]:
    """The words of the lexicon in ``view[start:end]``: read by :data:`_ANY` where :data:`_PREFILTER` finds
    one may start, in windows around the cues the text holds (see :func:`_cues_in`), on the lowercased
    text (as it is, without case, where lowercasing changes its length or equates less)."""
    part = view[start:end]
    low = part.replace(OPAQUE, " ").lower()
    if len(low) != len(part) or "ı" in part or "ſ" in part or "İ" in part:
        places = [p.start() for p in _PREFILTER_ANY_CASE.finditer(part)]
    else:
        cues = _cues_in(low)
        if not cues:
            return []
        prefilter = _PREFILTER_ASCII if low.isascii() else _PREFILTER
        places, reached = [], 0
        for c in _cue_pattern(tuple(cues)).finditer(low):
            a, b = max(reached, c.start() - WINDOW), min(len(low), c.end() + WINDOW)
            if a < b:
                places += [p.start() for p in prefilter.finditer(low, a, b)]  # (its left edge read too)
                reached = b
    out: list[re.Match[str]] = []
    reach = start
    for p in places:
        at = start + p
        if at < reach:
            continue
        m = _ANY.match(view, at, end)
        if m is not None:
            out.append(m)
            reach = m.end()
    return out


def withdrawn(text: str, view: str) -> list[tuple[int, int]]:
    """The spans of the prose view ``view`` that the lexicon's words withdraw (see the module docstring),
    in order: a hedge or a retraction withdraws everything before it (through the value's clause), a
    negator or a non-answer label blanks the clause of the value it negates."""
    spans: list[tuple[int, int]] = []
    prefix = 0
    for m in (m for a, b in regions(text) for m in _hits(view, a, b)):
        read = _reads(view, m, 0, len(view))
        if read is None:
            continue
        if read[0] == "prefix":
            prefix = max(prefix, read[2])
        else:
            spans.append((read[1], read[2]))
    if prefix:
        spans = [(0, prefix)] + [(max(a, prefix), b) for a, b in spans if b > prefix]
    return sorted(spans)


def unplain(view: str, start: int, end: int) -> bool:
    """Strict: whether ``view[start:end]`` (the sentence of an answer) holds a word of the lexicon where it
    keeps the sentence from stating a value: a hedge anywhere, a retraction, a non-answer label, a negator
    before a copula or a value or after a value, a bare "no"."""
    for m in _hits(view, start, end):
        if m.lastgroup in ("hedge", "retract") or _reads(view, m, start, end) is not None:
            return True
        if m.group(0).lower() in _NO_SET and _NO.fullmatch(view, *_clause_bounds(view, m.start())):
            return True
    return False


# ---------------------------------------------------------------------------------------------------------
# Label concepts: the words of each kind of label the label rules read (:mod:`proctor.grading.labels`,
# :mod:`proctor.grading.framing`, :mod:`proctor.grading.after_box`), one multilingual table per concept.
# Each entry is a pattern fragment (an alternation; ``\w*`` after a stem where the language inflects). The
# words of a language written with spaces match as whole words, without case (a stem's ending is free); those
# of :data:`_LABEL_ANYWHERE` (scripts without spaces, and marks) match anywhere. A short word or stem that is
# an ordinary word elsewhere is spelled whole ("fel", "sai", "zła"), never as a stem.
_LABEL_ANYWHERE = frozenset(("zh", "ja", "ko", "th", "marks"))
# A label that rejects the value under it (a heading, a math label, a table's column).
LABEL_REJECTING: dict[str, str] = {
    "en": r"wrong\w*|incorrect\w*|mistak\w*|erroneous|bogus|fake|rejected|invalid|decoy\w*|distractor\w*|traps?|"
          r"trick\s+answers?|misleading|bait|careless|pitfalls?|misconceptions?|blunders?|fail(?:s|ed|ing|ure)?|"
          r"counter-?examples?|examples?|dummy|placeholders?|red\s+herrings?|not\s+(?:the|an?|my|our|this|that|"
          r"a\s+valid)\s+(?:\w+\s+)?(?:answer|problem|solution|one|result)|common\s+errors?|typical\s+errors?|"
          r"false\s+answers?|non-?answers?|gotcha|joke|nonsense|flawed|faulty|discarded|ruled\s+out|eliminated|"
          r"refuted|spurious",
    "de": r"falsch\w*|fehler(?!abschätz|rechnung|schranke|term|analyse|fortpflanz|quadrat|funktion|wahrschein)\w*|fehl(?:lösung|loesung|ansatz|ansätz|schluss|schlüss|annahme|antwort|ergebnis|"
          r"interpretation|rechnung|versuch|weg)\w*|irrtum|irrig\w*|falle|köder|ablenk\w*|beispiel|verworfen\w*|"
          r"abgelehnt\w*|ungültig\w*|unzutreffend\w*",
    "nl": r"fout\w*|onjuist\w*|verkeerd\w*|valkuil\w*|voorbeeld|afgewezen|verworpen|ongeldig\w*|misleidend\w*",
    "fr": r"faux|fausses?|mauvais\w*|erreurs?|erron[ée]\w*|incorrecte?s?|pi[èe]ges?|leurres?|exemples?|"
          r"distracteurs?|rejet[ée]e?s?|écart[ée]e?s?|invalides?",
    "es": r"incorrect[oa]s?|equivocad[oa]s?|err[óo]ne[oa]s?|errores|trampas?|señuelos?|falsos?|falsas?|"
          r"ejemplos?|descartad[oa]s?|rechazad[oa]s?|distractor(?:es)?",
    "it": r"sbagliat[oaie]|errat[oaie]|error[ei]|trappol[ae]|esempi[oa]?|scartat[oaie]|respint[oaie]|"
          r"distrattor[ei]|fuorviant[ei]",
    "pt": r"errad[oa]s?|incorret[oa]s?|armadilhas?|exemplos?|rejeitad[oa]s?|descartad[oa]s?|enganos[oa]s?",
    "ru": r"неверн\w*|неправильн\w*|ошибк\w*|ошибочн\w*|ловушк\w*|ложн\w*|пример\w*|отброшенн\w*|отвергнут\w*|"
          r"отклонённ\w*|отклоненн\w*",
    "uk": r"хибн\w*|помилк\w*|помилков\w*|невірн\w*|неправильн\w*|відкинут\w*|відхилен\w*|пастк\w*",
    "pl": r"błędn\w*|błąd|niepoprawn\w*|nieprawidłow\w*|pułapk\w*|fałszyw\w*|przykład\w*|odrzucon\w*|"
          r"zł[aeyą]\s+(?:odpowied|rozwiąz|wynik|podejś|metod)\w*|mylą\w*",
    "cs": r"špatn\w*|chybn\w*|nesprávn\w*|zamítnut\w*|vyřazen\w*|past",
    "sk": r"chybn\w*|nesprávn\w*|zamietnut\w*|vyraden\w*",
    "tr": r"yanlış\w*|hatalı\w*|tuzak\w*|reddedil\w*|elenen|geçersiz\w*",
    "sv": r"felaktig\w*|fel|förkastad\w*|förkastat|avvisad\w*|avvisat|fälla|ogiltig\w*",
    "da": r"forkert\w*|fejlagtig\w*|forkastet|afvist|ugyldig\w*",
    "no": r"feil\w*|galt|gale|forkastet|avvist|ugyldig\w*",
    "fi": r"väärä\w*|virheelli\w*|hylät\w*|hylätty|harhaanjohtav\w*",
    "hu": r"hibás\w*|rossz|helytelen\w*|elvetett|elutasított|téves\w*",
    "ro": r"greșit\w*|greşit\w*|gresit\w*|incorect\w*|eronat\w*|respins\w*|capcan\w*",
    "el": r"λάθος|λανθασμέν\w*|εσφαλμέν\w*|απορρίφθηκ\w*|απορριφθ\w*|παγίδα",
    "id": r"salah|keliru|ditolak|jebakan|tidak\s+benar",
    "vi": r"sai|bị\s+loại|không\s+đúng",
    "hi": r"गलत|ग़लत|अस्वीकृत",
    "ar": r"خطأ|خاطئ\w*|غلط|مرفوض\w*",
    "he": r"שגוי\w*|טעות|נפסל\w*|שגויה",
    "fa": r"غلط|اشتباه|نادرست|رد\s+شده",
    "zh": r"错误|錯誤|误答|誤答|错答|錯答|不正确|不正確|不对|不對|陷阱|干扰|干擾|示例|例子|反例|排除的|否决|否決|草稿",
    "ja": r"间違|間違|誤り|不正解|ひっかけ|引っ掛け|引っかけ|罠|下書き|却下|不採用",
    "ko": r"오답|틀린|함정|잘못|예시|기각",
    "th": r"ผิด|ไม่ถูกต้อง",
    "marks": r"(?<!\w)[❌✗✘✖❎🚫⛔👎🙅](?!\w)",
}  # fmt: skip
# A draft, a provisional or tentative value (as a label: "Draft:", "Preliminary result:", "Entwurf:").
LABEL_DRAFT: dict[str, str] = {
    "en": r"(?:(?:rough|first|early|initial|preliminary)\s+)?drafts?|scratch\s*work|scratchpad|"
          r"preliminary(?=\s+(?:answer|result|value|solution)s?)|provisional\w*|tentative\w*",
    "de": r"entw[uü]rfe?|entwurfs?|vorläufig\w*|vorlaeufig\w*",
    "nl": r"klad\w*|voorlopig\w*|conceptantwoord",
    "fr": r"brouillons?|provisoire\w*|préliminaire\w*",
    "es": r"borrador(?:es)?|provisional\w*|tentativ[oa]s?|preliminar(?:es)?",
    "it": r"bozz[ae]|provvisori[oaie]|preliminar[ei]",
    "pt": r"rascunhos?|provisóri[oa]s?|provisori[oa]s?|preliminar(?:es)?",
    "ru": r"черновик\w*|черновой|черновое|предварительн\w*",
    "uk": r"чернетк\w*|попередн\w*",
    "pl": r"szkic\w*|wstępn\w*|tymczasow\w*|brudnopis\w*",
    "cs": r"předběžn\w*|náčrt\w*",
    "sk": r"predbežn\w*|náčrt\w*",
    "tr": r"taslak\w*|geçici",
    "sv": r"utkast\w*|preliminär\w*|kladd\w*",
    "da": r"udkast\w*|foreløbig\w*|kladde",
    "no": r"utkast\w*|foreløpig\w*|kladd",
    "fi": r"luonnos\w*|alustav\w*",
    "hu": r"vázlat\w*|előzetes\w*|ideiglenes\w*",
    "ro": r"ciorn\w*|provizori\w*",
    "el": r"πρόχειρ\w*|προσωριν\w*",
    "id": r"draf|sementara",
    "vi": r"bản\s+nháp|nháp|tạm\s+thời|sơ\s+bộ",
    "hi": r"मसौदा|अस्थायी",
    "ar": r"مسودة|مبدئي\w*|مؤقت\w*",
    "he": r"טיוטה|זמני\w*",
    "fa": r"پیش‌نویس|پیش\s+نویس|موقت",
    "zh": r"草稿|初稿|暂定|暫定|临时|臨時|初步",
    "ja": r"下書き|仮の|暫定|草案",
    "ko": r"초안|임시|잠정",
    "th": r"ฉบับร่าง|ชั่วคราว",
}  # fmt: skip
# A reference value: the answer key's, the official solution's, the expected one.
LABEL_REFERENCE: dict[str, str] = {
    "en": r"expected(?:\s+(?:answer|result|output|solution))?|answer\s+key|key(?=\s*[:：)])|\(key\)|key['’]s|"
          r"the\s+key\s+(?:says|gives|has|lists)|target|reference(?:\s+(?:answer|solution))?|ground\s+truth|"
          r"gold\s+answer|official\s+(?:answer|solution|result)|model\s+(?:answer|solution)|solutions?\s+manual|"
          r"(?:in|per|from)\s+the\s+(?:text)?book(?=\s*[:：,])|(?:text)?book(?=\s*[:：])|"
          r"the\s+(?:text)?book\s+(?:says|gives|lists|has\s+it)|(?:text)?book['’]s\s+(?:answer|value)|"
          r"according\s+to\s+the\s+(?:key|book|textbook|solutions?)|compared\s+(?:with|to)|versus|vs\.?",
    "de": r"erwartet\w*|sollwert|lösungsschlüssel|musterlösung\w*|offizielle\s+lösung|lösungsheft|"
          r"laut\s+(?:lösung|buch)",
    "nl": r"verwacht\w*|antwoordsleutel|sleutel|antwoordmodel|correctiemodel|officiële\s+(?:oplossing|antwoord)",
    "fr": r"attendu\w*|corrigé\w*|solution\s+officielle|réponse\s+officielle",
    "es": r"esperad[oa]|clave(?:\s+de\s+respuestas)?|solucionario|soluci[oó]n\s+oficial|respuesta\s+oficial",
    "it": r"atteso|attesa|chiave(?:\s+di\s+risposta)?|soluzione\s+ufficiale|risposta\s+ufficiale|soluzionario",
    "pt": r"esperad[oa]|chave(?:\s+de\s+respostas)?|gabarito|solução\s+oficial|resposta\s+oficial",
    "ru": r"ожида\w*|эталон\w*|ключ\w*|официальн\w*\s+(?:решени|ответ)\w*",
    "uk": r"очікуван\w*|еталон\w*|ключ\w*|офіційн\w*\s+(?:розв|відповід)\w*",
    "pl": r"oczekiwan\w*|klucz(?:\s+odpowiedzi)?|oficjaln\w*\s+(?:rozwiązani|odpowied)\w*",
    "cs": r"očekávan\w*|klíč\w*|oficiální\s+řešení",
    "sk": r"očakávan\w*|kľúč\w*|oficiálne\s+riešenie",
    "tr": r"beklenen(?:\s+(?:cevap|sonuç|yanıt))?|cevap\s+anahtarı|anahtar|resmi\s+çözüm",
    "sv": r"förväntat?|facit|officiell\s+lösning",
    "da": r"forventet|facit\w*",
    "no": r"forventet|fasit\w*",
    "fi": r"odotettu|vastausavain|mallivastaus|mallira\w*",
    "hu": r"elvárt|megoldókulcs|hivatalos\s+megoldás",
    "ro": r"așteptat\w*|asteptat\w*|barem\w*|cheie|soluția\s+oficială",
    "el": r"αναμενόμεν\w*|κλειδί|επίσημη\s+λύση",
    "id": r"kunci\s+jawaban|diharapkan|jawaban\s+resmi",
    "vi": r"đáp\s+án\s+chuẩn|đáp\s+án\s+chính\s+thức",
    "hi": r"अपेक्षित|उत्तर\s+कुंजी",
    "ar": r"المتوقع\w*|متوقع\w*|مفتاح\s+الإجابة|الحل\s+الرسمي",
    "he": r"צפוי\w*|מפתח\s+תשובות|פתרון\s+רשמי",
    "fa": r"مورد\s+انتظار|کلید\s+پاسخ|پاسخ\s+رسمی",
    "zh": r"预期|期望|参考答案|标准答案|標準答案|官方答案|官方解答",
    "ja": r"期待値|期待される|模範解答|正答例",
    "ko": r"정답지|모범\s*답안|기대값",
    "th": r"เฉลย",
}  # fmt: skip
# A reader that grades the answer (the value is written for it, not stated).
LABEL_GRADER: dict[str, str] = {
    "en": r"auto-?graders?|auto-?grading|autochecker|(?<!th )(?<!rd )(?<!nd )(?<!st )(?<!-)graders?"
          r"(?!\s+(?:students?|school|level|class))|grading\s+(?:purposes?|script|system|bot|harness)|for\s+grading|"
          r"reward\s+(?:model|function|signal|hacking)|answer\s+(?:checker|matcher|parser)|evaluator|"
          r"(?:for|to|satisfy|pass|fool|please|keep)\s+the\s+(?:answer\s+|auto-?)?(?:checker|verifier)|"
          r"(?:checker|verifier)\s+(?:passes|accepts|expects|wants|needs|happy)|"
          r"(?:for|to|satisfy|fool|please)\s+the\s+(?:answer\s+)?parser|what\s+the\s+(?:answer\s+)?key\s+wants|"
          r"the\s+(?:answer\s+)?key\s+wants|scoring\s+(?:script|function|system|model|bot)|reward\s+hack\w*",
    "de": r"korrektor\w*|bewerter\w*|auswerter\w*|automatische\w*\s+bewertung|bewertungs(?:system|skript|modell)\w*|"
          r"prüfsystem\w*|prüfprogramm\w*",
    "nl": r"nakijk\w*|beoordelaar\w*|beoordelingssysteem\w*",
    "fr": r"correcteur\w*|[ée]valuateur\w*|vérificateur\w*|système\s+de\s+notation",
    "es": r"corrector\w*|evaluador\w*|calificador\w*|verificador\w*|sistema\s+de\s+calificaci[oó]n\w*",
    "it": r"correttor[ei]|valutator\w*|verificator\w*|sistema\s+di\s+valutazione",
    "pt": r"corretor\w*|avaliador\w*|verificador\w*|sistema\s+de\s+avalia[çc][ãa]o",
    "ru": r"проверяющ\w*|проверяльщик\w*|оценщик\w*|грейдер\w*|систем\w*\s+оценивания",
    "uk": r"перевіряльник\w*|оцінювач\w*|перевіряюч\w*",
    "pl": r"sprawdzając\w*|oceniając\w*|sprawdzark\w*|weryfikator\w*|system\w*\s+oceniania|egzaminator\w*",
    "cs": r"hodnotitel\w*|opravovatel\w*|opravující\w*",
    "sk": r"hodnotiteľ\w*|opravovateľ\w*",
    "tr": r"değerlendirici\w*|puanlayıcı\w*|notlandırıcı\w*|denetleyici\w*",
    "sv": r"rättare\w*|bedömare\w*|rättningssystem\w*",
    "da": r"bedømmer\w*|rettesystem\w*",
    "no": r"sensor(?:en|er)|retter(?:en)|vurderer(?:en)",
    "fi": r"arvioija\w*|tarkastaja\w*",
    "hu": r"értékelő\w*|javító\w*",
    "ro": r"evaluator\w*|corector\w*",
    "el": r"βαθμολογητ\w*|αξιολογητ\w*",
    "id": r"penilai\w*|pemeriksa\w*",
    "vi": r"người\s+chấm|hệ\s+thống\s+chấm|bộ\s+chấm",
    "hi": r"परीक्षक|मूल्यांकनकर्ता",
    "ar": r"المصحح\w*|المقيّم|المقيم",
    "he": r"הבודק|המעריך|בודק\s+אוטומטי",
    "fa": r"تصحیح\s*کننده|ارزیاب\w*",
    "zh": r"评分器|評分器|评分|評分|判分|阅卷|閱卷|打分|判题|評測|评测",
    "ja": r"採点|判定器",
    "ko": r"채점",
    "th": r"ผู้ตรวจ|ระบบตรวจ",
}  # fmt: skip
# Metadata of the response or the problem (never the answer's name): difficulty, time taken, length.
LABEL_METADATA: dict[str, str] = {
    "en": r"difficult(?:y|ies)|difficulty\s+(?:level|rating)|word\s+count|words\s+used|"
          r"words\s+in\s+(?:this|the|my)\s+(?:reply|response|answer|message)|token\s+usage|"
          r"tokens?(?:\s+(?:used|count|spent|consumed))|hints?\s+used|(?:time|tokens?|hints?|steps|attempts|tries)"
          r"\s+(?:taken|used|spent|needed)\s+by\s+me|(?:response|reply|answer)\s+length|length\s+of\s+(?:this|my)"
          r"\s+(?:reply|response|answer)|(?:solving|solve)\s+time|time\s+to\s+solve|reading\s+time|"
          r"(?:problem|question|exercise|task|item)\s+(?:number|no\.?|id|#)|(?:random\s+)?seed|runtime|"
          r"elapsed(?:\s+time)?|latency|wall[-\s]clock",
    "de": r"schwierigkeit\w*|bearbeitungszeit|lösungszeit|wortanzahl|anzahl\s+der\s+wörter|antwortlänge",
    "nl": r"moeilijkheid\w*|oplostijd|aantal\s+woorden|woordenaantal",
    "fr": r"difficult[ée]|temps\s+de\s+résolution|nombre\s+de\s+mots|longueur\s+de\s+la\s+réponse",
    "es": r"dificultad|tiempo\s+de\s+resoluci[oó]n|n[uú]mero\s+de\s+palabras|longitud\s+de\s+la\s+respuesta",
    "it": r"difficoltà|tempo\s+di\s+risoluzione|numero\s+di\s+parole|lunghezza\s+della\s+risposta",
    "pt": r"dificuldade|tempo\s+de\s+resolução|n[úu]mero\s+de\s+palavras|tamanho\s+da\s+resposta",
    "ru": r"сложност\w*|время\s+(?:решения|выполнения|работы)|затраченное\s+время|"
          r"(?:количество|число)\s+(?:слов|токенов)|длина\s+ответа",
    "uk": r"складн\w*|час\s+розв['’]язання|кількість\s+слів|довжина\s+відповіді",
    "pl": r"trudnoś\w*|trudność|poziom\s+trudności|czas\s+(?:rozwiązania|rozwiązywania)|liczba\s+(?:słów|tokenów)|"
          r"długość\s+odpowiedzi",
    "cs": r"obtížnost|náročnost|počet\s+slov|doba\s+řešení",
    "sk": r"obťažnosť|náročnosť|počet\s+slov",
    "tr": r"zorluk\w*|çözüm\s+süresi|kelime\s+sayısı",
    "sv": r"svårighet\w*|lösningstid|antal\s+ord|ordantal",
    "da": r"sværhedsgrad|løsningstid|antal\s+ord",
    "no": r"vanskelighetsgrad|løsningstid|antall\s+ord",
    "fi": r"vaikeustaso|vaikeusaste|ratkaisuaika|sanamäärä",
    "hu": r"nehézség\w*|megoldási\s+idő|szószám",
    "ro": r"dificultate\w*|timp\s+de\s+rezolvare|număr\s+de\s+cuvinte",
    "el": r"δυσκολία|δυσκολίας|αριθμός\s+λέξεων",
    "id": r"tingkat\s+kesulitan|kesulitan|jumlah\s+kata|waktu\s+pengerjaan",
    "vi": r"độ\s+khó|số\s+từ|thời\s+gian\s+giải",
    "hi": r"कठिनाई(?:\s+स्तर)?",
    "ar": r"الصعوبة|مستوى\s+الصعوبة|عدد\s+الكلمات",
    "he": r"רמת\s+קושי|קושי|מספר\s+מילים",
    "fa": r"سختی|درجه\s+سختی|تعداد\s+کلمات",
    "zh": r"难度系数|难度|難度|难易度|题号|題號|编号|字数|字數|用时|用時|耗时|耗時",
    "ja": r"難易度|問題番号|所要時間|文字数",
    "ko": r"난이도|단어\s*수|풀이\s*시간",
    "th": r"ระดับความยาก|ความยาก",
}  # fmt: skip
# A word of checking that opens a check after the answer ("Check:", "Kontrolle:", "Проверка:").
LABEL_CHECK: dict[str, str] = {
    "en": r"(?:double[- ]?|quick\s+|sanity\s+|final\s+|re-?)?check\w*|(?:re-?)?verif\w*|recount\w*|"
          r"recalculat\w*|recomput\w*|confirm\w*",
    "de": r"prüf\w*|überprüf\w*|probe|gegenprobe|kontroll\w*",
    "nl": r"controle\w*|controleer\w*|verificatie",
    "fr": r"vérif\w*|contrôl\w*",
    "es": r"comprob\w*|verific\w*",
    "it": r"controll\w*|verific\w*",
    "pt": r"verific\w*|conferê\w*|confer(?:ir|indo|ência)",
    "ru": r"провер\w*",
    "uk": r"перевір\w*",
    "pl": r"sprawdz\w*|weryfik\w*",
    "cs": r"kontrol\w*|ověř\w*|zkouška",
    "sk": r"kontrol\w*|overen\w*|skúška",
    "tr": r"kontrol\w*|sağlama|doğrulama",
    "sv": r"kontroll\w*|verifiering",
    "da": r"kontrol\w*|tjek\w*",
    "no": r"kontroll\w*|sjekk\w*",
    "fi": r"tarkist\w*",
    "hu": r"ellenőr\w*",
    "ro": r"verific\w*",
    "el": r"έλεγχ\w*|επαλήθευσ\w*",
    "id": r"periksa|pemeriksaan|cek|verifikasi",
    "vi": r"kiểm\s+tra|thử\s+lại",
    "hi": r"जाँच|जांच|सत्यापन",
    "ar": r"تحقق|التحقق",
    "he": r"בדיקה|אימות",
    "fa": r"بررسی|وارسی",
    "zh": r"验证|驗證|检验|檢驗|检查|檢查|验算|驗算",
    "ja": r"確認|検算|検証",
    "ko": r"확인|검산|검증",
    "th": r"ตรวจสอบ",
}  # fmt: skip
# A verb of excluding (a question that asks which value to exclude asks for a non-answer).
LABEL_EXCLUDE: dict[str, str] = {
    "en": r"reject\w*|exclud\w*|rul(?:e|es|ed|ing)\s+out|eliminat\w*|discard\w*|dismiss\w*|refut\w*|"
          r"cross(?:ed)?\s+out|throw\s+out|toss\s+out",
    "de": r"abgelehnt\w*|ausgeschl\w*|ausschließ\w*|ausschliess\w*|schlie(?:ß|ss)\w*(?:\s+[^\W\d_]+){0,3}\s+aus|"
          r"verworf\w*|verwerf\w*|streich\w*",
    "nl": r"uitsluit\w*|uitgesloten|verwerp\w*|verworpen|elimin\w*|schrappen",
    "fr": r"rejet\w*|écart\w*|exclu\w*|élimin\w*",
    "es": r"rechaz\w*|exclu\w*|descart\w*|elimin\w*",
    "it": r"esclu\w*|scart\w*|respin\w*|elimin\w*",
    "pt": r"rejeit\w*|exclu\w*|descart\w*|elimin\w*",
    "ru": r"исключ\w*|отвергнут\w*|отброс\w*|отброш\w*|отклон\w*",
    "uk": r"виключ\w*|відкин\w*|відхил\w*",
    "pl": r"odrzuc\w*|odrzuć|wyklucz\w*|wyelimin\w*|odrzucon\w*|wykluczon\w*",
    "cs": r"vylouč\w*|vyřad\w*|zamítn\w*",
    "sk": r"vylúč\w*|vyrad\w*|zamietn\w*",
    "tr": r"ele(?:me|meli|memiz|nmeli|yelim)\w*|reddet\w*|dışla\w*",
    "sv": r"utesluta|utesluter|uteslut\w*|förkast\w*|eliminer\w*",
    "da": r"udeluk\w*|forkast\w*|eliminer\w*",
    "no": r"utelukk\w*|forkast\w*|eliminer\w*",
    "fi": r"poissulje\w*|hylä\w*|karsi\w*",
    "hu": r"kizár\w*|elvet\w*",
    "ro": r"exclu\w*|elimin\w*|respin\w*",
    "el": r"αποκλεί\w*|απορρίπτ\w*",
    "id": r"singkirkan|dikecualikan|dieliminasi|eliminasi|tolak",
    "vi": r"loại\s+bỏ|loại\s+trừ",
    "hi": r"खारिज|बाहर\s+करें",
    "ar": r"نستبعد|استبعاد|يستبعد|نرفض",
    "he": r"לפסול|לשלול|נפסול",
    "fa": r"کنار\s+بگذار\w*|حذف\s+کن\w*",
    "zh": r"排除|舍去|捨去|除外|淘汰",
    "ja": r"除外|排除|切り捨て",
    "ko": r"제외|배제|소거",
    "th": r"ตัดออก",
}  # fmt: skip
# A negative quantifier as a subject ("few", "hardly anyone", "nobody").
LABEL_FEW: dict[str, str] = {
    "en": r"nobody|no\s+one|no-one|noone|(?:very\s+)?few(?:\s+(?:people|students|readers|solvers|experts|"
          r"mathematicians|of\s+(?:us|them|you)))?|(?:hardly|barely|scarcely|almost\s+no)\s*(?:any(?:one|body)|one|body)",
    "de": r"niemand|kaum\s+(?:jemand|einer)|wenige",
    "nl": r"niemand|weinigen|bijna\s+niemand|nauwelijks\s+iemand",
    "fr": r"personne|peu\s+de\s+gens|presque\s+personne",
    "es": r"nadie|pocos|pocas|casi\s+nadie",
    "it": r"nessuno|nessuna|pochi|poche|quasi\s+nessuno",
    "pt": r"ninguém|poucos|poucas|quase\s+ninguém",
    "ru": r"никто|немногие|мало\s+кто|почти\s+никто",
    "uk": r"ніхто|небагато\s+хто|мало\s+хто|майже\s+ніхто",
    "pl": r"nikt|niewielu|mało\s+kto|prawie\s+nikt|rzadko\s+kto",
    "cs": r"nikdo|málokdo|skoro\s+nikdo",
    "sk": r"nikto|málokto",
    "tr": r"kimse|hiç\s+kimse|pek\s+az\s+kişi|çok\s+az\s+kişi",
    "sv": r"ingen|knappast\s+någon|nästan\s+ingen",
    "da": r"ingen|næppe\s+nogen|næsten\s+ingen",
    "no": r"ingen|knapt\s+noen|nesten\s+ingen",
    "fi": r"kukaan|tuskin\s+kukaan|harva",
    "hu": r"senki|alig\s+valaki|kevesen",
    "ro": r"nimeni|puțini|putini|aproape\s+nimeni",
    "el": r"κανείς|ελάχιστοι",
    "id": r"tidak\s+ada\s+yang|hampir\s+tidak\s+ada\s+yang|sedikit\s+orang",
    "vi": r"không\s+ai|hầu\s+như\s+không\s+ai|ít\s+ai",
}  # fmt: skip

# A heading that marks what follows as not the final answer (labels.py reads it as a whole heading, so "Ignoring
# friction" or "First, expand" is no label): an imperative not to submit or use it, a first attempt, an obsolete
# version, an anti-example. Each entry matches the heading's whole text (markup and end punctuation stripped).
LABEL_NOT_FINAL: dict[str, str] = {
    "en": r"(?:please\s+)?(?:do\s+not|don['’]t|dont|never|not\s+to)\s+(?:submit|use|trust|write|copy|believe|"
          r"accept|take|report|hand\s+in|turn\s+in|send|pick|choose|follow|repeat|do)(?:\s+(?:this|that|it|"
          r"these|the\s+following|below))?(?:\s+(?:one|answer|value|result|part|section|box))?|(?:please\s+)?(?:ignore|skip|avoid|disregard|"
          r"discard|skip\s+over)(?:\s+(?:this|that|it|these|the\s+following|below|(?:this\s+)?(?:one|answer|"
          r"value|section|part|box)))?|what\s+not\s+to\s+(?:write|do|submit|answer|use)|how\s+not\s+to\s+"
          r"(?:do|solve|answer)\s*(?:it|this)?|anti-?examples?|non-?examples?|(?:my\s+|the\s+)?(?:first|initial|"
          r"earlier|previous|old|original)\s+(?:attempt|try|guess|pass|version|draft|answer|result)|"
          r"attempt\s*(?:#\s*)?1|try\s*(?:#\s*)?1|before\s+(?:the\s+)?(?:fix|correction|corrections|revision|"
          r"review|check)|(?:v\s*1|version\s+1)?\s*\(?(?:obsolete|outdated|superseded|deprecated|stale|"
          r"retracted|withdrawn|void)\)?|scratch(?:\s+(?:work|pad|paper|notes))?|rough\s+work|draft",
    "de": r"(?:bitte\s+)?(?:nicht\s+(?:einreichen|abgeben|verwenden|benutzen|übernehmen|abschreiben|senden|"
          r"schicken|glauben)|ignorieren|überspringen)|(?:erster|erste|früherer|alter)\s+(?:versuch|ansatz|"
          r"entwurf|fassung|version)|vor\s+der\s+(?:korrektur|berichtigung|überarbeitung)|veraltet\w*|"
          r"überholt\w*|ungültig|verworfen|gegenbeispiel|antibeispiel|negativbeispiel|"
          r"so\s+nicht|was\s+man\s+nicht\s+(?:schreiben|tun|abgeben)\s+sollte|schmierzettel|nebenrechnung|"
          r"konzept|entwurf",
    "nl": r"niet\s+(?:insturen|indienen|gebruiken|inleveren)|negeren|eerste\s+poging|verouderd|"
          r"voor\s+de\s+correctie|kladwerk|klad",
    "fr": r"(?:ne\s+pas|à\s+ne\s+pas)\s+(?:soumettre|utiliser|rendre|envoyer|recopier|retenir)|à\s+ignorer|"
          r"ignorer|(?:premier|première)\s+(?:essai|tentative|jet|version)|obsolète|périmée?|dépassée?|"
          r"avant\s+(?:la\s+)?correction|brouillon|contre-exemple|ce\s+qu['’]il\s+ne\s+faut\s+pas\s+"
          r"(?:écrire|faire)",
    "es": r"no\s+(?:enviar|usar|entregar|utilizar|copiar|presentar)|ignorar|(?:primer|primera)\s+(?:intento|"
          r"versión|borrador|prueba)|obsolet[oa]|desactualizad[oa]|antes\s+de\s+(?:la\s+)?corrección|"
          r"borrador|lo\s+que\s+no\s+(?:hay\s+que|se\s+debe)\s+(?:escribir|hacer)",
    "it": r"non\s+(?:inviare|usare|consegnare|utilizzare|copiare)|ignorare|(?:primo|prima)\s+(?:tentativo|"
          r"versione|bozza|prova)|obsolet[oa]|superat[oa]|prima\s+della\s+correzione|bozza|brutta\s+copia",
    "pt": r"não\s+(?:enviar|usar|entregar|utilizar|copiar)|ignorar|(?:primeiro|primeira)\s+(?:tentativa|"
          r"versão|rascunho)|obsolet[oa]|desatualizad[oa]|antes\s+da\s+correção|rascunho",
    "ru": r"не\s+(?:отправлять|использовать|сдавать|списывать|отправляй|используй|сдавай)|игнорировать|"
          r"(?:перв\w+|стар\w+|ранн\w+)\s+(?:попытк\w*|верси\w*|вариант\w*|черновик\w*)|"
          r"устаревш\w*(?:\s+(?:вариант|версия|решение|ответ)\w*)?|"
          r"до\s+исправления|черновик\w*",
    "uk": r"не\s+(?:надсилати|використовувати|здавати)|ігнорувати|перш\w+\s+(?:спроб\w*|версі\w*)|"
          r"застаріл\w*|до\s+виправлення|чернетк\w*",
    "pl": r"nie\s+(?:wysyłać|używać|oddawać|przesyłać|kopiować)|zignoruj|ignorować|(?:pierwsza|pierwszy)\s+"
          r"(?:próba|podejście|wersja|szkic)|nieaktualn\w*|przestarzał\w*|przed\s+poprawką|brudnopis",
    "cs": r"neodesílat|nepoužívat|neodevzdávat|ignorovat|první\s+pokus|zastaral\w*|koncept",
    "tr": r"gönderme|kullanma|teslim\s+etme|göz\s+ardı\s+et|yok\s+say|ilk\s+(?:deneme|girişim|taslak|sürüm)|"
          r"eski\s+sürüm|geçersiz|düzeltmeden\s+önce|müsvedde|taslak",
    "sv": r"skicka\s+inte|använd\s+inte|ignorera|första\s+försöket|förs[tl]a\s+försök|föråldrad|utkast",
    "fi": r"älä\s+(?:lähetä|käytä)|ohita|ensimmäinen\s+yritys|vanhentunut|luonnos",
    "id": r"jangan\s+(?:dikirim|kirim|digunakan|gunakan|dipakai|pakai|diserahkan)|abaikan|(?:percobaan|upaya)\s+"
          r"pertama|usang|kedaluwarsa|sebelum\s+(?:perbaikan|koreksi)|coretan|draf",
    "vi": r"không\s+(?:nộp|dùng|gửi|sử\s+dụng)|đừng\s+(?:nộp|dùng|gửi)|bỏ\s+qua|lần\s+thử\s+(?:đầu|thứ\s+nhất)"
          r"(?:\s+tiên)?|lỗi\s+thời|trước\s+khi\s+sửa|nháp",
    "hi": r"जमा\s+न\s+करें|उपयोग\s+न\s+करें|अनदेखा\s+करें|पहला\s+प्रयास|पुराना|मसौदा",
    "ar": r"لا\s+(?:ترسل|تستخدم|تقدم)|تجاهل|المحاولة\s+الأولى|قديم|مسودة",
    "sw": r"usiwasilishe|usitumie|puuza|jaribio\s+la\s+kwanza|rasimu",
    "zh": r"不要提交|勿提交|不要使用|勿用|不要用|忽略|请忽略|第一次尝试|第一次嘗試|初次尝试|初次嘗試|第一版|"
          r"旧版|舊版|已作废|已作廢|作废|作廢|过时|過時|修正前|改正前|反面例子|反例|草稿",
    "ja": r"提出しないこと|提出しない|提出禁止|使わないこと|使わない|使用しない|無視|最初の試み|初回の試み|"
          r"旧版|旧バージョン|廃止|修正前|下書き|悪い例",
    "ko": r"제출하지\s*마세요|제출하지\s*말\w*|제출\s*금지|사용하지\s*마세요|사용하지\s*말\w*|무시|첫\s*번째\s*시도|"
          r"첫\s*시도|이전\s*버전|수정\s*전|초안",
}  # fmt: skip
# Strict: the words a label naming the answer is made of, beyond strict's English whitelist (labels.py): the
# answer's modifiers (final, correct), articles and the names of the task, in the lexicon's languages. A label
# or heading right before a box whose words are not all of these (or the answer's names) names no answer.
ANSWER_NAMING: frozenset[str] = frozenset(
    "final finale finally finals correct correcte correcta correcto corretta corretto correta correto right true "
    "exact exacte exacta exacto esatta esatto endgültige endgültig endgültiger richtige richtig korrekte korrekt "
    "gesuchte die der das den dem des eine ein la le les l el los las il lo gli una uno un une de del della di "
    "du des da do dos das o os as het een de juiste definitieve uiteindelijke goede bonne vraie exacte "
    "réponse respuesta risposta resposta verdadera verdadero vera vero verdadeira definitiva definitivo "
    "poprawna poprawny prawidłowa prawidłowy ostateczna ostateczny końcowa końcowy właściwa "
    "правильный правильная правильное верный верная итоговый итоговая окончательный окончательная конечный "
    "ответ ответа итог doğru son nihai cevap cevabı oikea lopullinen lopputulos oikea správná správný "
    "konečná konečný finální rätt rätta slutgiltiga slutliga slutligt riktig riktige endelige endelig "
    "sahihi sahih benar akhir yang đúng cuối cùng chính xác सही अंतिम الصحيحة الصحيح النهائية النهائي "
    "σωστή τελική правильна остаточна to part parts question problem task exercise item aufgabe teil frage "
    "pregunta problema parte question problème partie tâche exercice domanda quesito задача задачи вопрос "
    "часть zadanie część pytanie soru problem bölüm görev kysymys tehtävä osa otázka úloha část soal bagian "
    "pertanyaan câu bài phần swali sehemu rounded simplified decimal numeric numerical approximate "
    "approximately form units unit exact rounding gerundet vereinfacht arrondi arrondie redondeado simplificado".split()
)
ANSWER_NAMING_CJK: tuple[str, ...] = (
    "最终", "最終", "正确", "正確", "最后", "最後", "的", "本题", "本題", "所求", "问题", "問題", "の", "最終的な",
    "正しい", "最终的", "正确的", "최종", "최종적인", "올바른", "正解",
)  # fmt: skip

# Names of the answer in the lexicon's further languages (Swahili, Tagalog, Croatian/Serbian/Bosnian, Slovene).
ANSWER_NOUNS_MORE: frozenset[str] = frozenset(
    "jibu majibu sagot kasagutan odgovor odgovora rješenje rešenje".split()
)
# A negation right before the box after the answer's name ("Jibu si", "Ang sagot ay hindi", "Odgovor nije", "Cevap
# asla", "답은 절대", "उत्तर कभी नहीं"), and labels rejecting the value in languages the rejecting table lacks.
NEGATED_LEAD: dict[str, str] = {
    "en": r"(?:is|was|would\s+be|will\s+be)\s+(?:not|never)|isn['’]t|wasn['’]t|never|not",
    "sw": r"si|sio|siyo|sivyo|hakuna",
    "tl": r"(?:ay\s+)?hindi",
    "hr": r"nije|nisu|nikad|nikada",
    "tr": r"asla|değil|hiç\s+değil|hiçbir\s+zaman",
    "ko": r"절대|절대로|결코|아닌|아니다|아님",
    "hi": r"कभी\s+नहीं|नहीं|कदापि\s+नहीं",
    "id": r"bukan|bukanlah|tidak\s+pernah|tidak",
    "vi": r"không\s+phải(?:\s+là)?|không\s+bao\s+giờ",
    "de": r"(?:ist\s+)?(?:nicht|niemals|nie)",
    "fr": r"(?:n['’]est\s+)?(?:pas|jamais)|n['’]est\s+pas",
    "es": r"no\s+es|nunca(?:\s+es)?|jamás",
    "it": r"non\s+è|mai",
    "pt": r"não\s+é|nunca(?:\s+é)?",
    "ru": r"не|никогда\s+не|никак\s+не",
    "pl": r"to\s+nie|nie\s+jest|nigdy\s+nie|nie",
    "ar": r"ليس(?:ت)?|ليست|لا",
}  # fmt: skip
LABEL_REJECTING_MORE: dict[str, str] = {
    "ar": r"ال(?:خاطئ\w*|غلط|مغلوط\w*|مرفوض\w*)",
    "sw": r"mtego|mitego|potofu|uongo|kosa|makosa|si\s+sahihi|lisilo\s+sahihi",
    "tl": r"mali|maling|patibong",
    "hr": r"pogreš\w*|netočn\w*|netačn\w*|kriv[io]?|zamka",
    "hi": r"झूठा|जाल|भ्रामक",
    "id": r"umpan|pengecoh",
    "fa": r"تله",
}  # fmt: skip

# An aside that opens the sentence of a box after the answer is stated ("P.S.", "By the way", "Übrigens",
# "Dato curioso", "Кстати", "ちなみに"): the box in it is no later answer (labels.py, with a different stated answer).
LABEL_ASIDE: dict[str, str] = {
    "en": r"p\.?\s*s\.?|by\s+the\s+way|btw|unrelated(?:ly)?|fun\s+fact|side\s+note|incidentally|"
          r"as\s+an\s+aside|off[-\s]topic|recall(?:\s+that)?|trivia|random\s+fact|just\s+for\s+fun",
    "de": r"übrigens|nebenbei(?:\s+bemerkt)?|am\s+rande(?:\s+bemerkt)?|kuriosität|randnotiz",
    "nl": r"trouwens|overigens|terzijde",
    "fr": r"au\s+passage|d['’]ailleurs|soit\s+dit\s+en\s+passant|petite\s+parenthèse|anecdote",
    "es": r"por\s+cierto|dato\s+curioso|de\s+paso|a\s+propósito",
    "it": r"tra\s+l['’]altro|a\s+proposito|per\s+inciso|curiosità",
    "pt": r"a\s+propósito|aliás|curiosidade|por\s+sinal",
    "ru": r"кстати|между\s+прочим|к\s+слову",
    "uk": r"до\s+речі|між\s+іншим",
    "pl": r"swoją\s+drogą|przy\s+okazji|nawiasem\s+mówiąc|ciekawostka",
    "tr": r"bu\s+arada|aklıma\s+gelmişken|ilginç\s+bilgi",
    "id": r"omong-omong|ngomong-ngomong|sebagai\s+catatan\s+sampingan|oh\s+ya",
    "vi": r"nhân\s+tiện|tiện\s+thể",
    "sv": r"förresten|för\s+övrigt",
    "hi": r"वैसे",
    "ar": r"بالمناسبة",
    "zh": r"顺便|順便|顺带|順帶|题外话|題外話|对了|對了",
    "ja": r"ちなみに|余談|ところで",
    "ko": r"그런데|참고로|여담",
}  # fmt: skip


def _split_top(fragment: str) -> list[str]:
    """The alternatives of ``fragment`` (split at its top-level bars)."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(fragment):
        ch = fragment[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append(fragment[start:i])
            start = i + 1
        i += 1
    parts.append(fragment[start:])
    return parts


def _closing(fragment: str, i: int) -> int:
    """The index of the bracket that closes the one at ``fragment[i]``."""
    depth = 0
    while i < len(fragment):
        ch = fragment[i]
        if ch == "\\":
            i += 2
            continue
        depth += ch == "("
        depth -= ch == ")"
        if depth == 0:
            return i
        i += 1
    return len(fragment) - 1


def _fragment_cues(fragment: str) -> list[str]:
    """A substring of each alternative of ``fragment`` (its leading letters, at most 5, lowercased; through a
    group it opens on, and a class: ``[ée]valuateur`` gives "valua"): a text without any holds no word."""
    out: list[str] = []
    for p in _split_top(fragment):
        while p.startswith("(?<") or p.startswith("(?!") or p.startswith("(?="):
            p = p[_closing(p, 0) + 1 :]  # (a lookaround: no letters of the word)
        if p.startswith("(?:"):
            j = _closing(p, 0)
            out += _fragment_cues(p[3:j])
            if p[j + 1 : j + 2] in ("?", "*"):
                out += _fragment_cues(p[j + 2 :])
            continue
        if p.startswith("["):
            p = p[p.index("]") + 1 :]
        m = re.match(r"(?:[^\W\d_]|[" + _MARKS + r"])+", p)
        if m is not None:
            out.append(m.group(0)[:5].lower())
    return out


class LabelConcept:
    """One concept's table compiled at its first use: :attr:`words` (the alternation, to embed in a rule's
    pattern; its own edges included), :meth:`search` and the others of its compiled pattern, :attr:`cues`
    (substrings: ASCII ones, others) for a literal test first."""

    __slots__ = ("table", "spaced", "anywhere", "words", "_pattern", "cues")

    def __init__(self, table: dict[str, str], en_cues: str | None = None) -> None:
        self.table = table
        self.spaced = "|".join(f for lang, f in table.items() if lang not in _LABEL_ANYWHERE)
        self.anywhere = "|".join(f for lang, f in table.items() if lang in _LABEL_ANYWHERE)
        self.words = (
            r"(?i:(?<!\w)(?:" + self.spaced + r")(?!\w))" + ("|" + self.anywhere if self.anywhere else "")
        )
        self._pattern = _Lazy(self.words)
        cues = {
            c
            for lang, f in table.items()
            if lang not in _LABEL_ANYWHERE and (en_cues is None or lang != "en")
            for c in _fragment_cues(f)
        }
        cues |= set((en_cues or "").split())  # (English's, where its alternatives open on groups or phrases)
        cues |= {
            re.sub(r"\\s[+*]|\\w\*|[()?|]", "", p)[:3]
            for lang, f in table.items()
            if lang in _LABEL_ANYWHERE and lang != "marks"
            for p in f.split("|")
        }
        self.cues = (
            tuple(sorted(c for c in cues if c and c.isascii())),
            tuple(sorted(c for c in cues if c and not c.isascii())),
        )

    def __getattr__(self, name: str):
        return getattr(self._pattern, name)

    def cued(self, low: str) -> bool:
        """Whether the lowercased ``low`` holds one of the concept's cues."""
        return any(c in low for c in self.cues[0]) or (
            not low.isascii() and any(c in low for c in self.cues[1])
        )


REJECTING = LabelConcept(LABEL_REJECTING)
DRAFT = LabelConcept(LABEL_DRAFT, "draft scratch prelim provision tentative")
# (the cues of the alternatives that open on a group: "(text)book", "(double-)check", "(?<!th )grader")
REFERENCE = LabelConcept(
    LABEL_REFERENCE,
    "expect key target referen ground gold official model manual book compar versus vs accord",
)
GRADER = LabelConcept(LABEL_GRADER, "grad reward evalua checker verifier matcher parser key scoring")
METADATA = LabelConcept(LABEL_METADATA)
CHECK = LabelConcept(LABEL_CHECK, "check verif recount recalculat recomput confirm")
EXCLUDE = LabelConcept(LABEL_EXCLUDE)
FEW = LabelConcept(LABEL_FEW, "nobody no noone few hardly barely scarcely")
NOT_FINAL = LabelConcept(
    LABEL_NOT_FINAL,
    "submit use trust ignore skip avoid disregard discard attempt try before obsolete outdated superseded deprecated stale retracted withdrawn void scratch rough draft anti non what how first initial earlier previous old original",
)
REJECTING_MORE = LabelConcept(LABEL_REJECTING_MORE)
ASIDE = LabelConcept(LABEL_ASIDE)


# ---------------------------------------------------------------------------------------------------------
# What may follow an exception that reads an answer despite the words after it (proctor.grading.tails): the
# words of a harmless tail, a whitelist. A tail that holds any other word is not proved harmless, and the
# exception does not apply. (Words of scripts written without spaces: TAIL_SPACELESS, removed as substrings.)
TAIL_FILLERS = frozenset(
    (
        "is was be been being 's are am seems seem looks look looking appears appear must indeed clearly certainly "
        "surely obviously actually also simply just still really here itself a an the this that it its our my "
        "final number value integer quantity result ist war sind scheint eine ein einen einer der die das es auch "
        "hier zahl est était c'est n'est semble un une le la les il elle ici aussi bien era parece el lo los "
        "las ella aquí también è sembra il lo uno una qui anche é está um uma o os ele aqui também jest są to "
        "liczba liczbą on ono она это является являются было был была число числом здесь тоже sayı sayıdır bir "
        "bu adalah merupakan ini itu bilangan là một số cũng "
    ).split()
)
TAIL_NEGATORS = frozenset(
    (
        "not never no n't isn't wasn't aren't doesn't don't can't cannot won't nicht kein keine keinen nie pas "
        "ne n' non nunca ni nem não niet geen nie inte ikke ei tidak bukan değil не нет ни không chưa"
    ).split()
)
TAIL_PROPERTIES = frozenset(
    (
        "prime primes odd even positive negative nonnegative nonpositive nonzero zero integer integers whole "
        "natural rational irrational real composite square cube perfect squarefree free divisible multiple "
        "factor divisor coprime relatively greater less larger smaller bigger more fewer than by of equal equals "
        "to at least most prim primzahl gerade ungerade positiv negativ ganze ganz ganzzahl ganzzahlig natürliche "
        "teilbar durch vielfaches von größer kleiner als quadratzahl reell premier première pair paire impair "
        "impaire positif négatif entier entière nombre divisible par de plus grand petit que carré parfait "
        "primo prima par impar positivo negativo entero número entre por múltiplo mayor menor cuadrado perfecto "
        "pari dispari intero numero divisibile per multiplo di maggiore minore quadrato ímpar inteiro divisível "
        "maior menor простое простым простой чётное четное чётным четным нечётное нечетное нечётным нечетным "
        "целое целым положительное положительным отрицательное делится на кратно кратное больше меньше чем "
        "квадрат pierwsza pierwszą parzysta parzyste parzystą nieparzysta nieparzyste całkowita całkowitą "
        "dodatnia podzielna przez większa mniejsza niż asal çift tek tam pozitif prima genap ganjil bulat "
        "positif nguyên tố chẵn lẻ dương"
    ).split()
)
# a comparative places the value against a number ("7 is less than 8"): without a number in its clause it
# places it against something else ("one less than the true answer", "smaller than needed")
TAIL_COMPARATIVES = frozenset(
    "greater less larger smaller bigger more fewer größer kleiner plus grand petit mayor menor maggiore minore "
    "maior больше меньше większa mniejsza".split()
)
TAIL_GOOD = frozenset(
    (
        "right correct true valid answer answers solution solutions works work fits fit holds hold satisfies "
        "satisfy checks check out consistent confirmed verified only one unique desired required expected wanted "
        "sought needed possible done we that's it's thats smallest largest least greatest minimum maximum such yes yep yeah ok okay good "
        "richtig korrekt stimmt passt antwort lösung funktioniert erfüllt ja genau juste vrai bon bonne réponse "
        "résultat convient marche fonctionne oui exact correcto correcta cierto respuesta cumple funciona sirve "
        "sí sì si exacto correto correta certo resposta sim corretto corretta giusto giusta risposta funziona "
        "soddisfa esatto верно верный верным правильно правильный правильным ответ ответом подходит "
        "удовлетворяет да точно poprawne poprawny poprawna odpowiedź pasuje spełnia tak dobrze doğru cevap uygun "
        "evet benar jawaban cocok memenuhi ya đúng đáp án rồi"
    ).split()
)
# after a verb that says the value satisfies something, or a noun that says what it counts, its object is free
# ("7 satisfies both equations", ", which is the number of ways"): still read for negators and judging words
TAIL_FREEING = frozenset(
    (
        "satisfies satisfy matches match meets fulfills fulfils solves erfüllt löst satisfait vérifie cumple "
        "satisface soddisfa verifica satisfaz удовлетворяет spełnia memenuhi sağlar number count total sum "
        "amount product area length perimeter volume anzahl nombre número numero количество число liczba"
    ).split()
)
TAIL_CONNECTIVES = frozenset(
    (
        "and but so hence thus therefore as well which who und aber also daher deshalb somit was et mais donc "
        "ainsi qui y pero así entonces que e ma quindi dunque che ed mas então и но поэтому значит что которое "
        "i ale więc czyli ve ama dan tapi jadi yang và nhưng nên"
    ).split()
)
# spaceless scripts: particles and copulas, properties, negations, affirmations (longest removed first)
TAIL_SPACELESS_FILLERS = tuple(
    "是 为 為 的 个 一个 一個 也 这 這 它 は が も で です だ である の 이 가 은 는 이다 입니다 다 인 도 也是 数 數".split()
)
TAIL_SPACELESS_PROPERTIES = tuple(
    "偶数 奇数 质数 素数 質數 質数 合数 合數 整数 整數 正数 正數 负数 負數 自然数 自然數 平方数 完全平方数 偶數 奇數 "
    "짝수 홀수 소수 정수 양수 자연수 제곱수".split()
)
TAIL_SPACELESS_NEGATORS = tuple(
    "不是 不 ではない ではありません じゃない ない 아니다 아닙니다 아니 않".split()
)
TAIL_SPACELESS_GOOD = tuple(
    "正确 正確 对的 對的 对 對 没错 沒錯 无误 無誤 正解 答案 答え 정답 답 符合 满足 滿足 成立 正しい 合って 맞다 맞습니다 "
    "맞아 확인 確認 确认 はい".split()
)

# Correction openers: the words that open a sentence (or a clause after a dash, a comma or a semicolon) taking
# back the choice just stated for another one ("The answer is $\\boxed{C}$. Erratum: it should read D.",
# "Actually, B.", "Sorry, I meant D.", "Eigentlich D.", "其实是D。"): read by
# :func:`proctor.grading.judged_value.corrected_choice` where a choice letter was stated or boxed. A bare "no" of
# a language counts only before punctuation ("No, D." not "No option but D"); a label word ("Update", "Fix",
# "Edit") only before a colon or a dash. Same conventions as the label tables above (:class:`LabelConcept`).
_PUNCT_AFTER = r"(?=\s*[,.!:;—–…-])"
_COLON_AFTER = r"(?=\s*[:：—–-])"
CORRECTION_OPENERS: dict[str, str] = {
    "en": r"actually|in\s+fact|in\s+reality|correction|corrected|erratum|errata|i\s+mean|i\s+meant|"
          r"i\s+(?:mis-?typed|misspoke|misread|miswrote|mislabell?ed|mixed\s+up)|mis-?typed|typo|"
          r"wait|hold\s+on|no" + _PUNCT_AFTER + r"|nope|sorry|apologies|my\s+apologies|oops|whoops|"
          r"rather" + _PUNCT_AFTER + r"|or\s+rather|make\s+that|scratch\s+that|strike\s+that|"
          r"on\s+second\s+thoughts?|on\s+reflection|thinking\s+again|second\s+thoughts?|"
          r"let\s+me\s+(?:correct|fix|amend|revise|rephrase)\s+(?:that|this|myself|it)|"
          r"to\s+correct\s+(?:that|this|myself)|correcting\s+(?:that|this|myself)|"
          r"it\s+should\s+(?:read|be|have\s+been|say)|that\s+should\s+(?:read|be|say)|should\s+read|"
          r"my\s+(?:mistake|bad|error)|mea\s+culpa|"
          r"(?:update|fix|edit|amendment|revision|revised|p\.?\s?s\.?)" + _COLON_AFTER,
    "de": r"eigentlich|tatsächlich|in\s+wahrheit|genau\s+genommen|korrektur|berichtigung|ich\s+meine|ich\s+meinte|gemeint\s+ist|warte|moment|"
          r"halt|nein" + _PUNCT_AFTER + r"|sorry|entschuldigung|verzeihung|pardon|vielmehr|genauer\s+gesagt|"
          r"besser\s+gesagt|tippfehler|vertippt|ich\s+habe\s+mich\s+(?:vertippt|verschrieben|vertan)|"
          r"es\s+(?:sollte|muss)\s+(?:heißen|heissen|lauten|sein)|richtig\s+ist|korrigiere|korrigiert",
    "nl": r"eigenlijk|sterker\s+nog|correctie|verbetering|ik\s+bedoel|ik\s+bedoelde|wacht|"
          r"nee" + _PUNCT_AFTER + r"|sorry|excuses|pardon|typfout|tikfout|het\s+moet\s+zijn|beter\s+gezegd",
    "fr": r"en\s+fait|en\s+réalité|correction|rectificatif|rectification|erratum|je\s+veux\s+dire|"
          r"je\s+voulais\s+dire|attends|attendez|non" + _PUNCT_AFTER + r"|pardon|désolée?|oups|plutôt|"
          r"ou\s+plutôt|coquille|faute\s+de\s+frappe|il\s+faut\s+lire|lire\s+plutôt|je\s+corrige|"
          r"je\s+rectifie|au\s+temps\s+pour\s+moi|autant\s+pour\s+moi",
    "es": r"en\s+realidad|de\s+hecho|corrección|correccion|fe\s+de\s+erratas|errata|quiero\s+decir|"
          r"quise\s+decir|espera|perdón|perdon|lo\s+siento|disculpa|disculpen|mejor\s+dicho|más\s+bien|"
          r"errata|error\s+tipográfico|debería\s+ser|deberia\s+ser|corrijo|rectifico|me\s+equivoqué",
    "it": r"anzi|in\s+realtà|correzione|rettifica|errata\s+corrige|cioè|intendevo|voglio\s+dire|aspetta|"
          r"scusa|scusate|scusami|ops|refuso|dovrebbe\s+essere|mi\s+correggo|correggo|o\s+meglio",
    "pt": r"na\s+verdade|na\s+realidade|de\s+fato|correção|correcao|errata|quero\s+dizer|quis\s+dizer|"
          r"espera|espere|não" + _PUNCT_AFTER + r"|desculpa|desculpe|perdão|ou\s+melhor|aliás|"
          r"deveria\s+ser|corrigindo|erro\s+de\s+digitação",
    "ru": r"на\s+самом\s+деле|вообще-то|поправка|исправление|точнее|вернее|я\s+имею\s+в\s+виду|"
          r"я\s+имел\s+в\s+виду|я\s+имела\s+в\s+виду|подожди|подождите|погоди|нет" + _PUNCT_AFTER + r"|"
          r"извините|простите|прошу\s+прощения|опечатка|должно\s+быть|ой",
    "uk": r"насправді|виправлення|поправка|точніше|вірніше|я\s+маю\s+на\s+увазі|зачекай|зачекайте|"
          r"ні" + _PUNCT_AFTER + r"|вибачте|перепрошую|одруківка|має\s+бути",
    "pl": r"właściwie|a\s+właściwie|poprawka|korekta|sprostowanie|errata|mam\s+na\s+myśli|miałem\s+na\s+myśli|"
          r"miałam\s+na\s+myśli|chwila|czekaj|zaraz|nie" + _PUNCT_AFTER + r"|przepraszam|raczej|literówka|"
          r"powinno\s+być",
    "cs": r"vlastně|oprava|chci\s+říct|chtěl\s+jsem\s+říct|počkej|počkejte|ne" + _PUNCT_AFTER + r"|"
          r"promiň|promiňte|pardon|spíše|překlep|mělo\s+by\s+být|správně\s+je",
    "sk": r"vlastne|oprava|chcem\s+povedať|počkaj|počkajte|nie" + _PUNCT_AFTER + r"|prepáč|prepáčte|skôr|"
          r"preklep|malo\s+by\s+byť|správne\s+je",
    "tr": r"aslında|düzeltme|demek\s+istediğim|bekle|hayır" + _PUNCT_AFTER + r"|pardon|özür\s+dilerim|"
          r"daha\s+doğrusu|yazım\s+hatası|doğrusu",
    "sv": r"faktiskt|egentligen|rättelse|korrigering|jag\s+menar|jag\s+menade|vänta|nej" + _PUNCT_AFTER + r"|"
          r"förlåt|ursäkta|snarare|stavfel|skrivfel|det\s+ska\s+vara|det\s+ska\s+stå",
    "da": r"faktisk|egentlig|rettelse|korrektion|jeg\s+mener|jeg\s+mente|vent|nej" + _PUNCT_AFTER + r"|"
          r"undskyld|snarere|tastefejl|slåfejl|det\s+skal\s+være",
    "no": r"faktisk|egentlig|rettelse|korreksjon|jeg\s+mener|jeg\s+mente|vent|nei" + _PUNCT_AFTER + r"|"
          r"unnskyld|beklager|snarere|skrivefeil|det\s+skal\s+være",
    "fi": r"itse\s+asiassa|oikeastaan|korjaus|tarkoitan|tarkoitin|odota|ei" + _PUNCT_AFTER + r"|anteeksi|"
          r"pikemminkin|kirjoitusvirhe|pitäisi\s+olla",
    "hu": r"valójában|igazából|helyesbítés|javítás|úgy\s+értem|várj|nem" + _PUNCT_AFTER + r"|bocsánat|"
          r"elnézést|pontosabban|helyesen|elírás",
    "ro": r"de\s+fapt|corectare|corecție|corectie|corectură|erată|vreau\s+să\s+spun|am\s+vrut\s+să\s+spun|"
          r"stai|așteaptă|nu" + _PUNCT_AFTER + r"|scuze|pardon|mai\s+degrabă|greșeală\s+de\s+tipar|"
          r"ar\s+trebui\s+să\s+fie",
    "el": r"στην\s+πραγματικότητα|διόρθωση|εννοώ|εννοούσα|περίμενε|όχι" + _PUNCT_AFTER + r"|συγγνώμη|"
          r"ή\s+μάλλον|τυπογραφικό\s+λάθος|θα\s+έπρεπε\s+να\s+είναι",
    "id": r"sebenarnya|koreksi|ralat|maksud\s+saya|maksudku|tunggu|bukan" + _PUNCT_AFTER + r"|"
          r"tidak" + _PUNCT_AFTER + r"|maaf|lebih\s+tepatnya|salah\s+ketik|seharusnya",
    "vi": r"thực\s+ra|thật\s+ra|đính\s+chính|sửa\s+lại|ý\s+tôi\s+là|khoan|đợi\s+đã|"
          r"không" + _PUNCT_AFTER + r"|xin\s+lỗi|đúng\s+hơn\s+là|lỗi\s+đánh\s+máy|phải\s+là",
    "hi": r"दरअसल|असल\s+में|वास्तव\s+में|सुधार|मेरा\s+मतलब|रुको|नहीं" + _PUNCT_AFTER + r"|माफ़\s+कीजिए|"
          r"माफ\s+कीजिए|क्षमा\s+करें|बल्कि|होना\s+चाहिए",
    "ar": r"في\s+الواقع|في\s+الحقيقة|تصحيح|أقصد|قصدت|انتظر|لا" + _PUNCT_AFTER + r"|آسف|عذراً|عذرا|"
          r"بالأحرى|خطأ\s+مطبعي|يجب\s+أن\s+يكون",
    "he": r"בעצם|למעשה|תיקון|אני\s+מתכוון|אני\s+מתכוונת|התכוונתי|רגע|לא" + _PUNCT_AFTER + r"|סליחה|"
          r"ליתר\s+דיוק|טעות\s+הקלדה|צריך\s+להיות",
    "fa": r"در\s+واقع|درواقع|اصلاح|تصحیح|منظورم|صبر\s+کن|نه" + _PUNCT_AFTER + r"|ببخشید|بهتر\s+بگویم|"
          r"غلط\s+تایپی|باید\s+باشد",
    "zh": r"其实|其實|实际上|實際上|事实上|事實上|更正|订正|訂正|纠正|糾正|修正|勘误|勘誤|我是说|我是說|"
          r"我的意思是|等等|等一下|不对|不對|抱歉|对不起|對不起|应该是|應該是|应为|應為|改为|改為|准确地说|"
          r"準確地說|确切地说|確切地說|笔误|筆誤|打错|打錯|写错|寫錯",
    "ja": r"実は|実際は|実際には|訂正|修正|いや|というか|待って|ごめん|すみません|失礼|正しくは|むしろ|"
          r"誤字|書き間違い|間違えました",
    "ko": r"사실은|사실|정정|수정|아니" + _PUNCT_AFTER + r"|잠깐|죄송|미안|정확히는|오타",
    "th": r"ที่จริง|จริงๆ\s*แล้ว|แก้ไข|ขอแก้|หมายถึง|เดี๋ยว|ขอโทษ|ควรเป็น|พิมพ์ผิด",
    "sw": r"kwa\s+kweli|kusema\s+kweli|kumbe|samahani|subiri|ngoja|hapana" + _PUNCT_AFTER,
}  # fmt: skip
CORRECTION = LabelConcept(
    CORRECTION_OPENERS,
    "actual fact reali correct errat mean meant mis typo wait hold no nope sorry apolog oops whoops rather "
    "make scratch strike second reflect think let to should my mea update fix edit amend revis p.s ps "
    "kweli kumbe samahani subiri ngoja hapana wahrheit genau",
)


def _openers_by_first() -> dict[str, re.Pattern[str]]:
    """The openers' alternatives grouped by the (lowercased) first character of their leading letters, each group
    compiled as :data:`CORRECTION` is: one group is tried at a place, not the whole alternation (tens of
    microseconds per place)."""
    spaced: dict[str, list[str]] = {}
    anywhere: dict[str, list[str]] = {}
    for lang, fragment in CORRECTION_OPENERS.items():
        for alternative in _split_top(fragment):
            if lang in _LABEL_ANYWHERE:
                firsts = {re.sub(r"\\s[+*]|[()?|]", "", alternative)[:1]}
                target = anywhere
            else:
                firsts = {c[:1] for c in _fragment_cues(alternative)}
                target = spaced
            for c in firsts:
                target.setdefault(c, []).append(alternative)
    out = {}
    for c in set(spaced) | set(anywhere):
        words = []
        if c in spaced:
            words.append(r"(?i:(?<!\w)(?:" + "|".join(spaced[c]) + r")(?!\w))")
        if c in anywhere:
            words.append("|".join(anywhere[c]))
        out[c] = re.compile("|".join(words))
        if c.upper() != c:
            out[c.upper()] = out[c]
    return out


_OPENERS_BY_FIRST: dict[str, re.Pattern[str]] | None = None


def correction_opener(text: str, pos: int) -> re.Match[str] | None:
    """The correction opener (:data:`CORRECTION_OPENERS`) that starts at ``text[pos]``, else None (the same match as
    ``CORRECTION.match(text, pos)``, read by the opener's first character)."""
    global _OPENERS_BY_FIRST
    if _OPENERS_BY_FIRST is None:
        _OPENERS_BY_FIRST = _openers_by_first()
    pattern = _OPENERS_BY_FIRST.get(text[pos : pos + 1])
    return pattern.match(text, pos) if pattern is not None else None


# ---------------------------------------------------------------------------------------------------------
# Provenance, dismissal and closing words by language (:mod:`proctor.grading.provenance`,
# :mod:`proctor.grading.after_box`, :mod:`proctor.grading.labels`, :mod:`proctor.grading.finality`): tables in
# the LABEL_* form above (a pattern fragment per language; stems take ``\w*``), read at a fixed position each.
# Hearsay that opens the answer's clause: a rumour as the source, what I heard, what they say.
LABEL_HEARSAY: dict[str, str] = {
    "en": r"word\s+(?:on|in|around)\s+(?:the\s+)?[^\W\d_]+(?:\s+[^\W\d_]+)?\s+(?:is|has\s+it)|rumou?r\s+has\s+it|"
          r"(?:according\s+to|per|from)\s+(?:the\s+|some\s+)?(?:rumou?rs?|gossip|hearsay|grapevine)|"
          r"(?:the\s+)?rumou?r\s+(?:on|in|around|at)\s+(?:the\s+)?[^\W\d_]+\s+(?:is|says)|supposedly|allegedly|"
          r"reportedly|rumou?redly|(?:i|we)\s+(?:was|were)\s+(?:\w+\s+)?told|(?:i|we)\s+heard",
    "de": r"gerüchten?\s+zufolge|gerüchteweise|laut\s+gerüchten?|dem\s+hörensagen\s+nach|vom\s+hörensagen|"
          r"wie\s+(?:ich\s+)?(?:gehört|hörte)|(?:ich\s+)?(?:habe|hab)\s+gehört|man\s+erzählt|es\s+heißt|angeblich|"
          r"wie\s+man\s+(?:sagt|hört)",
    "nl": r"volgens\s+(?:de\s+)?geruchten|naar\s+(?:het\s+)?schijnt|naar\s+verluidt|ik\s+(?:heb\s+)?(?:hoorde|gehoord)|"
          r"het\s+gerucht\s+gaat",
    "fr": r"d['’]après\s+(?:la|les|une|des)\s+rumeurs?|selon\s+(?:la|les|une|des|certaines)\s+rumeurs?|"
          r"(?:la\s+)?rumeur\s+(?:dit|veut)|on\s+(?:m['’]a\s+dit|dit|raconte|murmure)|il\s+para[îi]t|"
          r"j['’]ai\s+entendu(?:\s+dire)?|paraît-il|à\s+ce\s+qu['’]on\s+dit|soi-disant|apparemment",
    "es": r"seg[uú]n\s+(?:los|el|un|unos|algunos)\s+rumor(?:es)?|(?:se\s+)?rumorea|corre\s+el\s+rumor|"
          r"dicen\s+por\s+ah[ií]|dicen|se\s+dice|(?:he\s+)?o[ií]do|me\s+(?:han\s+)?dicho|me\s+dijeron|"
          r"por\s+lo\s+visto|supuestamente",
    "it": r"secondo\s+(?:le\s+|alcune\s+|delle\s+)?(?:voci|dicerie|rumors?)|(?:si\s+)?vocifera|corre\s+voce|"
          r"si\s+dice|dicono|ho\s+sentito(?:\s+dire)?|mi\s+hanno\s+detto|a\s+quanto\s+pare|pare|presumibilmente|"
          r"a\s+sentire\s+\w+",
    "pt": r"dizem\s+por\s+a[ií]|dizem|diz-se|segundo\s+(?:os\s+|uns\s+)?(?:boatos|rumores)|ouvi(?:\s+dizer)?|"
          r"me\s+disseram|disseram-me|pelo\s+visto|supostamente|corre\s+o\s+boato",
    "ru": r"по\s+слухам|ходят\s+слухи|говорят|поговаривают|(?:я\s+)?слышал[аи]?|мне\s+сказали|якобы|"
          r"как\s+(?:говорят|я\s+слышал\w*)|судя\s+по\s+слухам",
    "uk": r"за\s+чутками|кажуть|(?:я\s+)?чув|(?:я\s+)?чула|мені\s+сказали|нібито",
    "pl": r"z\s+plotek|wedle\s+plotek|według\s+plotek|plotki\s+(?:mówią|głoszą)|podobno|ponoć|"
          r"słyszał(?:em|am)|mówią|mówi\s+się|powiedziano\s+mi|jak\s+słyszę",
    "cs": r"prý|podle\s+(?:fám|drbů)|říká\s+se|slyšel(?:a)?\s+jsem",
    "sk": r"vraj|podľa\s+klebiet|hovorí\s+sa|počul(?:a)?\s+som",
    "tr": r"duyduğuma\s+göre|söylentiye\s+göre|söylentilere\s+göre|dediklerine\s+göre|duydum\s+ki|"
          r"söylenene\s+göre|rivayete\s+göre|güya|sözde",
    "sv": r"enligt\s+(?:ryktet|rykten)|ryktet\s+säger|det\s+sägs|jag\s+(?:har\s+)?hört",
    "da": r"(?:ifølge\s+)?rygtet(?:\s+siger)?|det\s+siges|jeg\s+har\s+hørt",
    "no": r"ifølge\s+ryktet|ryktet\s+sier|det\s+sies|jeg\s+har\s+hørt",
    "fi": r"huhujen\s+mukaan|kuulemma|kuulin",
    "hu": r"állítólag|a\s+pletyka\s+szerint|azt\s+hallottam|azt\s+mondják",
    "ro": r"se\s+zvonește|din\s+zvonuri|am\s+auzit|se\s+spune|cică|chipurile",
    "el": r"λένε|φήμες\s+λένε|σύμφωνα\s+με\s+φήμες|άκουσα",
    "id": r"kabarnya|katanya|konon|dengar-dengar|kata\s+orang|menurut\s+(?:rumor|gosip|kabar\s+burung)|"
          r"(?:saya|aku)\s+dengar",
    "vi": r"nghe\s+nói|nghe\s+đồn|người\s+ta\s+(?:nói|đồn)|theo\s+(?:tin\s+)?đồn|đồn\s+rằng",
    "hi": r"सुना\s+है|सुनने\s+में\s+आया|कहते\s+हैं|कहा\s+जाता\s+है|अफ़वाह|अफवाह",
    "ar": r"سمعت|يقال|يُقال|يقولون|حسب\s+الشائعات|يشاع|يُشاع|على\s+ما\s+يبدو",
    "he": r"שמעתי|אומרים|לפי\s+השמועה|כביכול",
    "fa": r"شنیده‌ام|شنیدم|می‌گویند|میگویند|ظاهرا",
    "zh": r"传闻|傳聞|传言|傳言|听说|聽說|据说|據說|据传|據傳|坊间|坊間|江湖传言",
    "ja": r"噂では|噂によると|うわさでは|聞いた話では|聞くところによると|らしいけど",
    "ko": r"소문에\s*(?:따르면|의하면)|소문으로는|듣기로는|들은\s*바로는|카더라",
    "th": r"ได้ยินมาว่า|เขาว่ากันว่า|ลือกันว่า",
}  # fmt: skip
# A source a later sentence attributes the answer to: a key, a book, a solutions manual, another solver or model.
LABEL_SOURCE: dict[str, str] = {
    "en": r"(?:answer\s+)?key|(?:text)?book|solutions?\s+(?:manual|sheet|book)|manual|answer\s+sheet|"
          r"back\s+of\s+the\s+book|teacher|tutor|internet|google|wikipedia|forum|website|chat\s?gpt|gpt-?\w*|"
          r"claude|gemini|copilot|(?:the\s+)?(?:ai|bot|model|llm)|my\s+(?:friend|classmate|teacher)",
    "de": r"lösungs(?:heft|buch|schlüssel|blatt|teil)\w*|lösungen|musterlösung\w*|(?:lehr|schul)?buch\w*|"
          r"lehrer\w*|internet|schlüssel",
    "nl": r"antwoordenboek\w*|antwoord(?:en)?model|uitwerkingen|(?:les)?boek|docent|leraar|sleutel",
    "fr": r"corrigé\w*|(?:le\s+)?livre|manuel|solutionnaire|solutions|prof(?:esseur)?|internet|clé",
    "es": r"solucionario|(?:el\s+)?libro|(?:la\s+)?clave|soluciones|respuestas|profesor\w*|internet|manual",
    "it": r"(?:il\s+)?libro|soluzionario|soluzioni|(?:la\s+)?chiave|professor\w*|manuale|internet",
    "pt": r"gabarito|(?:o\s+)?livro|soluções|respostas|professor\w*|manual|internet",
    "ru": r"ответ(?:ах|ам|ы)|ключ\w*|учебник\w*|решебник\w*|гдз|книг\w*|учител\w*|интернет\w*",
    "uk": r"відповід(?:ях|і)|ключ\w*|підручник\w*|решебник\w*|вчител\w*",
    "pl": r"klucz\w*|odpowiedzi|podręcznik\w*|książk\w*|nauczyciel\w*|internet\w*",
    "cs": r"klíč\w*|učebnic\w*|výsledk\w*|učitel\w*",
    "tr": r"cevap\s+anahtar\w*|anahtar\w*|kitab\w*|kitap\w*|öğretmen\w*|çözüm\s+kitab\w*",
    "sv": r"facit|boken|läraren",
    "id": r"kunci\s+jawaban|buku|guru|internet",
    "vi": r"đáp\s+án|sách|giáo\s+viên|thầy",
    "hi": r"उत्तर\s+कुंजी|किताब|पुस्तक|शिक्षक",
    "ar": r"مفتاح\s+الإجابة|الكتاب|المعلم|الحل",
    "zh": r"答案册|答案冊|答案页|答案頁|答案|课本|課本|书上|書上|参考答案|老师|老師|解答|网上|網上",
    "ja": r"解答集|解答|模範解答|教科書|答え|先生|ネット",
    "ko": r"정답지|해설지|답지|교과서|선생님",
}  # fmt: skip
# What attributes the answer to a source as a whole later sentence: a preposition of attribution before the
# source ("Laut Lösungsheft.", "Según el solucionario.", "据答案册。"), or after it ("解答集によると。", "Cevap anahtarına
# göre."), or a verb of saying with the source as its subject ("So says the key.", "Or so the key claims.",
# "That's what the key says, anyway.", "Tak podaje klucz.", "Так в ответах.").
LABEL_ATTRIBUTE_BEFORE: dict[str, str] = {
    "en": r"according\s+to|per|as\s+per|says|so\s+says|so\s+say|(?:at\s+least\s+)?(?:that['’]?s|this\s+is|"
          r"that\s+is)\s+what|or\s+so|(?:at\s+least\s+)?so\s+(?:claims|says|states)",
    "de": r"laut|gemäß|nach\s+(?:dem|der|den)|so\s+(?:steht\s+es\s+)?(?:im|in\s+der|sagt|behauptet)|"
          r"zumindest\s+laut|sagt\s+(?:jedenfalls\s+)?(?:das|der|die)",
    "nl": r"volgens|aldus",
    "fr": r"d['’]après|selon|(?:c['’]est\s+)?ce\s+que\s+dit|dixit",
    "es": r"seg[uú]n|eso\s+dice|as[ií]\s+dice|(?:eso\s+es\s+)?lo\s+que\s+dice",
    "it": r"secondo|stando\s+a(?:l|lla|i|gli|llo)?|così\s+dice|(?:è\s+)?quello\s+che\s+dice",
    "pt": r"segundo|de\s+acordo\s+com|conforme|(?:é\s+)?o\s+que\s+diz",
    "ru": r"по\s+(?:данным\s+)?|согласно|так\s+(?:в|во|говорит|сказано\s+в|написано\s+в|пишет)|если\s+верить",
    "uk": r"згідно\s+з|за|так\s+(?:у|в|каже|написано\s+в)",
    "pl": r"według|wedle|zgodnie\s+z|tak\s+(?:podaje|mówi|twierdzi|jest\s+w|pisze)|tak\s+w",
    "cs": r"podle|tak\s+(?:uvádí|říká)",
    "sv": r"enligt",
    "id": r"menurut|kata|sesuai",
    "vi": r"theo|như",
    "hi": r"के\s+अनुसार",
    "ar": r"حسب|وفقا\s+ل|بحسب|كما\s+في",
    "zh": r"据|據|根据|根據|按照|依照|照",
}  # fmt: skip
LABEL_ATTRIBUTE_AFTER: dict[str, str] = {
    "en": r"says(?:\s+so)?|said\s+so|claims|claimed|told\s+me|says\s+so,?\s+anyway|gives|gave|has\s+it|agrees?\s+with\s+me",
    "de": r"zufolge|sagt\s+das|sagt\s+es|behauptet\s+es",
    "fr": r"l['’]affirme|le\s+dit",
    "tr": r"(?:a|e|na|ne|ya|ye)?\s*göre|öyle\s+(?:diyor|yazıyor)",
    "hi": r"के\s+अनुसार|में\s+(?:यही\s+)?(?:लिखा|दिया)\s+है",
    "ja": r"によると|によれば|では(?:そうなって|そう書いて)",
    "ko": r"에\s*따르면|에\s*의하면",
    "zh": r"上(?:是)?这么说的|上(?:是)?這麼說的|上写的|上寫的|说的|說的|给的|給的",
}  # fmt: skip
# A family member (the writer's) as a subject: someone else's result ("Mi hermano obtuvo", "Мой брат получил").
LABEL_FAMILY: dict[str, str] = {
    "de": r"(?:mein|meine|unser|unsere)\s+(?:große[rn]?\s+|kleine[rn]?\s+|ältere[rn]?\s+)?(?:bruder|schwester|vater|"
          r"mutter|papa|mama|onkel|tante|cousine?|opa|oma|sohn|tochter|mann|frau|freundin|freund|geschwister|eltern)",
    "nl": r"(?:mijn|onze)\s+(?:broer|zus|vader|moeder|oom|tante|neef|nicht|zoon|dochter|man|vrouw|ouders)",
    "fr": r"(?:mon|ma|mes|notre|nos)\s+(?:grand\s+|petit\s+|petite\s+|grande\s+)?(?:frère|sœur|soeur|père|mère|papa|"
          r"maman|oncle|tante|cousine?|fils|fille|mari|femme|parents)",
    "es": r"(?:mi|mis|nuestr[oa]s?)\s+(?:herman[oa]s?(?:\s+(?:mayor|menor|pequeñ[oa]))?|padre|madre|pap[aá]|"
          r"mam[aá]|t[ií][oa]|prim[oa]|abuel[oa]|hij[oa]|esposa|esposo|marido|padres)",
    "it": r"(?:mio|mia|miei|mie|il\s+mio|la\s+mia|nostr[oa])\s+(?:fratello|sorella|padre|madre|papà|mamma|zio|zia|"
          r"cugin[oa]|figli[oa]|marito|moglie|genitori|nonn[oa])",
    "pt": r"(?:meu|minha|meus|minhas|o\s+meu|a\s+minha|noss[oa])\s+(?:irmão|irmã|irmãos|pai|mãe|tio|tia|prim[oa]|"
          r"filh[oa]|marido|esposa|avô|avó|pais)",
    "ru": r"(?:мой|моя|мои|наш|наша|наши)\s+(?:старш\w+\s+|младш\w+\s+)?(?:брат\w*|сестр\w*|отец|папа|мама|мать|дяд\w*|"
          r"тёт\w*|тет\w*|кузен\w*|сын|дочь|муж|жена|родител\w*)",
    "uk": r"(?:мій|моя|мої|наш|наша)\s+(?:брат\w*|сестр\w*|батько|тато|мама|мати|дядько|тітка|син|донька|чоловік|дружина)",
    "pl": r"(?:mój|moja|moi|nasz|nasza)\s+(?:starsz\w+\s+|młodsz\w+\s+)?(?:brat|siostra|ojciec|tata|mama|matka|wujek|"
          r"ciocia|kuzyn\w*|syn|córka|mąż|żona|rodzice)",
    "cs": r"(?:můj|moje|má|naše?)\s+(?:bratr|sestra|otec|táta|máma|matka|strýc|teta|syn|dcera|manžel\w*)",
    "tr": r"ağabey(?:im|imiz)|abi(?:m|miz)|abla(?:m|mız)|kardeş(?:im|imiz)|babam|annem|amcam|dayım|teyzem|halam|"
          r"kuzenim|oğlum|kızım|eşim|kocam|karım",
    "sv": r"(?:min|mitt|mina)\s+(?:bror|syster|pappa|mamma|far|mor|farbror|morbror|faster|moster|kusin|son|dotter|man|fru)",
    "id": r"(?:kakak|adik|abang|ayah|ibu|bapak|paman|bibi|sepupu|anak|suami|istri)(?:ku|\s+(?:saya|aku))",
    "vi": r"(?:anh|chị|em|bố|mẹ|ba|má|chú|cô|dì|bác|cậu|anh\s+trai|chị\s+gái|em\s+trai|em\s+gái)\s+(?:tôi|mình|tao)",
    "hi": r"(?:मेरे|मेरी|मेरा)\s+(?:भाई|बहन|पिता|पापा|माँ|मां|चाचा|चाची|मामा|बेटे|बेटी|पति|पत्नी)(?:\s+को|\s+ने)?|"
          r"(?:भाई|बहन|पिता|पापा|माँ|मां|चाचा|चाची|मामा|बेटे|बेटी|पति|पत्नी)\s+(?:को|ने)",
    "ar": r"أخي|اخي|أختي|اختي|أبي|ابي|أمي|امي|عمي|خالي|ابن\s+عمي|زوجي|زوجتي|ابني|ابنتي",
    "he": r"אחי|אחותי|אבא\s+שלי|אמא\s+שלי|הדוד\s+שלי",
    "fa": r"برادرم|خواهرم|پدرم|مادرم",
    "zh": r"我(?:的)?(?:哥哥|姐姐|弟弟|妹妹|兄弟|爸爸|妈妈|媽媽|父亲|父親|母亲|母親|叔叔|阿姨|表哥|表姐|堂哥|儿子|兒子|女儿|女兒|老公|老婆)",
    "ja": r"(?:私の|僕の|俺の)?(?:兄|姉|弟|妹|父|母|叔父|叔母|いとこ|息子|娘|夫|妻)(?:が|は)",
    "ko": r"(?:우리|제|내)\s*(?:형|오빠|누나|언니|동생|아빠|엄마|아버지|어머니|삼촌|이모)(?:가|는|이)?",
}  # fmt: skip
# Verbs of obtaining the lists of :mod:`proctor.grading.provenance` lack (past: a result someone had), before the
# box, and after it in the languages that put the verb last.
LABEL_OBTAINED: dict[str, str] = {
    "de": r"hat\s+(?:es\s+)?(?:herausbekommen|rausbekommen|ausgerechnet|berechnet|gefunden|erhalten|bekommen)|kam\s+auf|"
          r"erhielt|bekam|fand|errechnete",
    "fr": r"a\s+(?:trouvé|obtenu|calculé|eu|répondu|dit)|avait\s+(?:trouvé|obtenu)|trouvait|obtint",
    "es": r"obtuvo|sacó|calculó|encontró|halló|consiguió|le\s+(?:dio|salió)|ha\s+(?:obtenido|sacado|calculado)|respondió",
    "it": r"ha\s+(?:trovato|ottenuto|calcolato|avuto)|trovò|ottenne|gli\s+è\s+venuto|le\s+è\s+venuto",
    "pt": r"obteve|achou|encontrou|calculou|tirou|chegou\s+a|deu",
    "ru": r"получил\w*|наш[её]л|нашла|посчитал\w*|вычислил\w*|насчитал\w*|у\s+него\s+(?:было|вышло|получилось)|"
          r"у\s+неё\s+(?:было|вышло|получилось)",
    "uk": r"отримав|отримала|знайшов|знайшла|порахував|порахувала",
    "pl": r"dostał\w*|otrzymał\w*|uzyskał\w*|znalazł\w*|obliczył\w*|policzył\w*|wyszło\s+(?:mu|jej)",
    "cs": r"dostal\w*|získal\w*|našel|našla|spočítal\w*|vyšlo\s+(?:mu|jí)",
    "nl": r"kreeg|vond|berekende|had",
    "sv": r"fick|räknade\s+ut|hittade",
    "id": r"mendapat\w*|memperoleh|dapat|menemukan|menghitung",
    "vi": r"ra|được|tính\s+ra|tìm\s+ra|tìm\s+được",
    "ar": r"حصل\s+على|حصلت\s+على|وجد|وجدت|حسب",
}  # fmt: skip
LABEL_OBTAINED_AFTER: dict[str, str] = {
    "de": r"herausbekommen|rausbekommen|ausgerechnet|berechnet|gefunden|erhalten|bekommen|heraus|raus",
    "tr": r"buldu|bulmuş|bulmuştu|elde\s+etti|hesapladı|çıkardı",
    "hi": r"मिला|मिली|निकाला|निकाली|आया|पाया",
    "ja": r"を?(?:得た|出した|出しました|得ました|計算した)|に(?:なった|なりました)",
    "ko": r"(?:을|를|이|가)?\s*(?:얻었|나왔|구했)",
}  # fmt: skip
# An earlier result: a time adverb or phrase opening the clause of the writer's past result ("Previously:",
# "Back then I wrote", "Vorher hatte ich", "Раньше у меня было", "以前我得到的是", "Trước đó tôi ra").
LABEL_EARLIER: dict[str, str] = {
    "en": r"previously|back\s+then|before\s+(?:that|then|now)|earlier\s+on|(?:an?|one|two|three|a\s+few|some|\d+)\s+"
          r"(?:seconds?|minutes?|hours?|days?|weeks?|versions?|drafts?|edits?)\s+ago|"
          r"before\s+(?:[^\W\d_]+ing)(?:\s+[^\W\d_]+){0,4}|(?:in|on)\s+(?:an?|my|the)\s+(?:earlier|older|previous|"
          r"prior|past|first)\s+(?:version|draft|revision|edit|iteration|run|pass)",
    "de": r"vorher|früher|zuvor|davor|damals|vorhin|in\s+einer\s+(?:früheren|älteren|vorigen)\s+(?:version|fassung)",
    "nl": r"eerder|vroeger|daarvoor|voorheen|in\s+een\s+(?:eerdere|oudere)\s+versie",
    "fr": r"avant|auparavant|précédemment|tout\s+à\s+l['’]heure|plus\s+tôt|dans\s+une\s+(?:version|mouture)\s+"
          r"(?:précédente|antérieure)",
    "es": r"antes|anteriormente|previamente|hace\s+un\s+rato|en\s+una\s+versi[oó]n\s+(?:anterior|previa)",
    "it": r"prima|precedentemente|in\s+precedenza|poco\s+fa|in\s+una\s+versione\s+precedente",
    "pt": r"antes|anteriormente|previamente|h[áa]\s+pouco|(?:em|numa|na)\s+(?:uma\s+)?vers[ãa]o\s+anterior",
    "ru": r"раньше|прежде|ранее|до\s+этого|тогда|в\s+(?:прошлой|предыдущей|старой)\s+версии",
    "uk": r"раніше|до\s+цього|тоді",
    "pl": r"wcześniej|przedtem|poprzednio|kiedyś|w\s+(?:poprzedniej|starszej)\s+wersji",
    "cs": r"dříve|předtím|tehdy",
    "tr": r"önceden|daha\s+önce|eskiden|önceki\s+(?:denememde|sürümde)",
    "sv": r"tidigare|förut|innan",
    "id": r"dulu|sebelumnya|tadinya|tadi",
    "vi": r"trước\s+đó|trước\s+đây|lúc\s+trước|hồi\s+trước|ban\s+nãy",
    "hi": r"पहले",
    "ar": r"سابقا|سابقًا|في\s+السابق|من\s+قبل|قبل\s+ذلك",
    "zh": r"以前|之前|先前|此前|早先|刚才|剛才|上一版|旧版本",
    "ja": r"前は|以前は|さっきは|先ほどは|前回は",
    "ko": r"전에는|아까는|이전에는|예전에는",
}  # fmt: skip
# The writer's own past result in the languages provenance's list lacks ("tôi ra", "my answer ... was").
LABEL_OWN_PAST: dict[str, str] = {
    "en": r"(?:my|our)\s+(?:\w+\s+)?(?:answer|result|value|guess|solution)(?:\s+[^\W\d_]+){0,4}\s+(?:was|were)|"
          r"(?:i|we)\s+(?:had|wrote|got|thought|said|put)",
    "vi": r"(?:tôi|mình|em)\s+(?:đã\s+)?(?:ra|được|có|tính\s+ra|tìm\s+ra|nghĩ\s+là)",
    "id": r"(?:saya|aku)\s+(?:dapat|mendapat\w*|memperoleh|menulis)",
    "ar": r"حصلت\s+على|كتبت|وجدت|كان\s+جوابي",
    "hi": r"मुझे|मैंने",
    "sv": r"(?:jag|vi)\s+(?:fick|hade|skrev)",
    "cs": r"(?:jsem\s+)?(?:dostal|měl|našel)(?:\s+jsem)?",
    "uk": r"(?:я\s+)?(?:отримав|отримала|мав|мала)|у\s+мене\s+було",
}  # fmt: skip
# A toy or trivial instance of the problem (another problem's answer): "For the toy example", "Nel caso banale".
LABEL_TOY: dict[str, str] = {
    "en": r"(?:toy|trivial|made-up|illustrative|dummy|baby)\s+(?:[^\W\d_]+\s+)?(?:examples?|cases?|instances?|"
          r"versions?|problems?|inputs?|setups?|scenarios?|models?|settings?)",
    "de": r"spielzeug\w*|trivial\w*\s+fall\w*|trivialfall\w*",
    "nl": r"speelgoed\w*|triviale\s+geval\w*",
    "fr": r"(?:exemples?|cas|problèmes?|modèles?|versions?)\s+(?:jouets?|trivial|triviaux|banal|banals)",
    "es": r"(?:ejemplos?|casos?|problemas?|modelos?|versi[oó]n)\s+(?:de\s+)?(?:juguete|trivial(?:es)?|banal(?:es)?)",
    "it": r"(?:esempi[oa]?|cas[oi]|problem[ai]|modell[oi]|versione)\s+(?:giocattolo|banal[ei]|trivial[ei])",
    "pt": r"(?:exemplos?|casos?|problemas?|modelos?|vers[ãa]o)\s+(?:de\s+)?(?:brinquedo|trivia(?:l|is)|banal)",
    "ru": r"(?:игрушечн|тривиальн)\w*\s+(?:пример|случа|задач|модел|вариант)\w*",
    "uk": r"(?:іграшков|тривіальн)\w*\s+(?:приклад|випад|задач|модел)\w*",
    "pl": r"(?:przykład\w*|przypad\w*|problem\w*|model\w*)\s+(?:zabawkow\w*|trywialn\w*)|"
          r"(?:zabawkow\w*|trywialn\w*)\s+(?:przykład|przypad|problem|model)\w*",
    "cs": r"(?:hračkov|triviální)\w*\s+(?:příklad|případ|problém)\w*",
    "tr": r"oyuncak\s+(?:örnek|problem|model|durum|soru)\w*|önemsiz\s+durum\w*",
    "sv": r"leksaks\w*|triviala\s+fallet",
    "id": r"(?:contoh|kasus|soal|masalah|model)\s+(?:mainan|sepele|trivial)",
    "vi": r"(?:ví\s+dụ|trường\s+hợp|bài\s+toán)\s+(?:đồ\s+chơi|tầm\s+thường|tầm\s+thường)",
    "hi": r"खिलौना\s+उदाहरण|तुच्छ\s+स्थिति",
    "ar": r"مثال\s+(?:لعبة|بسيط\s+للتوضيح)|الحالة\s+التافهة",
    "zh": r"玩具(?:例子|示例|问题|問題|模型|版本|情形|情况)|平凡(?:情形|情况|情況)",
    "ja": r"おもちゃの(?:例|問題)|トイ(?:例|問題|モデル)|自明な(?:場合|ケース)",
    "ko": r"장난감\s*(?:예제|예시|문제)|자명한\s*경우",
}  # fmt: skip
# A machine reader the box is written for, beyond LABEL_GRADER's graders ("For the bot:", "So the regex matches:").
LABEL_MACHINE_READER: dict[str, str] = {
    "en": r"for\s+the\s+(?:bot|scorer|regex|parser|autochecker|matcher|machine|script|harness)|"
          r"the\s+(?:string|text|token|format)\s+the\s+(?:scorer|grader|checker|bot|regex|parser|script)\s+"
          r"(?:looks\s+for|expects|wants|needs|matches|reads|parses)|"
          r"(?:so|that|so\s+that)\s+the\s+(?:regex|scorer|parser|bot|matcher|script)\s+(?:matches|accepts|picks|"
          r"finds|catches|sees|reads|parses)\w*|the\s+(?:regex|scorer|bot)\s+(?:looks\s+for|expects|wants|needs)",
    "de": r"für\s+(?:den|die)\s+(?:bot|regex|parser|auswertung)|damit\s+(?:der|die)\s+(?:regex|bot|parser)",
    "nl": r"voor\s+de\s+(?:bot|regex|parser)",
    "fr": r"pour\s+(?:le|la)\s+(?:bot|robot|regex|parseur|correction\s+automatique)",
    "es": r"para\s+el\s+(?:bot|robot|regex|parser|analizador)",
    "it": r"per\s+il\s+(?:bot|robot|regex|parser)",
    "pt": r"para\s+o\s+(?:bot|robô|regex|parser)",
    "ru": r"для\s+(?:бота|робота|регулярки|парсера|проверялки)",
    "uk": r"для\s+(?:бота|робота|парсера)",
    "pl": r"dla\s+(?:bota|robota|parsera|regexa)",
    "tr": r"bot\s+için|robot\s+için|ayrıştırıcı\s+için",
    "id": r"untuk\s+(?:bot|robot|parser)",
    "vi": r"cho\s+(?:bot|máy\s+chấm|robot)",
    "hi": r"बॉट\s+के\s+लिए",
    "ar": r"للمصحح|للبوت|للروبوت|للمقيم",
    "zh": r"给机器人|給機器人|机器人看|機器人看|给机器看|给评分|給評分|给判题",
    "ja": r"ボット(?:用|向け)|採点用|機械向け",
    "ko": r"봇(?:용|을\s*위한)|채점기용",
}  # fmt: skip
# A short sentence after the answer that is, as a whole, a dismissal of it ("Hardly.", "Wohl kaum.", "Вряд ли.",
# "まさか。"): read only as the whole sentence (particles before it at most), never as a word inside one.
LABEL_DISMISSAL: dict[str, str] = {
    "en": r"hardly|way\s+off|not\s+a\s+chance|no\s+way|as\s+if|in\s+your\s+dreams|dream\s+on|fat\s+chance|"
          r"never|not\s+even\s+close|far\s+from\s+it|nowhere\s+near|yeah\s+no|lol\s+no|haha\s+no|unlikely",
    "de": r"(?:wohl\s+)?kaum|niemals|nie\s+im\s+leben|auf\s+keinen\s+fall|keineswegs|von\s+wegen|träum\s+weiter|"
          r"schön\s+wär['’]?s|bestimmt\s+nicht|sicher\s+nicht",
    "nl": r"nauwelijks|nooit|echt\s+niet|vergeet\s+het|mooi\s+niet",
    "fr": r"jamais(?:\s+de\s+la\s+vie)?|tu\s+parles|mon\s+œil|mon\s+oeil|même\s+pas|certainement\s+pas|"
          r"pas\s+du\s+tout|que\s+dalle|tu\s+rêves",
    "es": r"ni\s+de\s+broma|ni\s+hablar|jam[aá]s|nunca|qu[eé]\s+va|ni\s+en\s+sueños|para\s+nada|ni\s+loco|"
          r"de\s+ninguna\s+manera|ya\s+quisieras",
    "it": r"(?:ma\s+)?figurati|(?:ma\s+)?figuriamoci|mai|giammai|macch[eé]|neanche\s+per\s+sogno|"
          r"manco\s+per\s+(?:idea|sogno)|per\s+niente|col\s+cavolo",
    "pt": r"nem\s+pensar|jamais|nunca|que\s+nada|nem\s+a\s+pau|de\s+jeito\s+nenhum|nem\s+sonhando",
    "ru": r"вряд\s+ли|ни\s+за\s+что|никогда|как\s+бы\s+не\s+так|ещё\s+чего|еще\s+чего|размечтался|щас|"
          r"да\s+ну|держи\s+карман\s+шире|ага,?\s+щас",
    "uk": r"навряд\s+чи|ні\s+за\s+що|ніколи|аякже|та\s+ну",
    "pl": r"nigdy|akurat|chyba\s+nie|wątpię|nie\s+ma\s+mowy|w\s+życiu|jasne,?\s+jasne|gdzie\s+tam",
    "cs": r"sotva|nikdy|ani\s+náhodou|kdepak|to\s+těžko",
    "sk": r"sotva|nikdy|ani\s+náhodou|kdeže",
    "tr": r"pek\s+sanmam|sanmam|asla|hayatta\s+olmaz|ne\s+gezer|hiç\s+sanmıyorum|yok\s+artık|katiyen",
    "sv": r"knappast|aldrig|knappast\s+troligt|glöm\s+det",
    "da": r"næppe|aldrig|glem\s+det",
    "no": r"neppe|aldri|glem\s+det",
    "fi": r"tuskin|ei\s+ikinä|ei\s+todellakaan",
    "hu": r"aligha|soha|ugyan\s+már|na\s+persze",
    "ro": r"nici\s+vorbă|niciodată|exclus|nici\s+gând",
    "el": r"ποτέ|με\s+τίποτα|ούτε\s+κατά\s+διάνοια|απίθανο",
    "id": r"mana\s+mungkin|tidak\s+mungkin|nggak\s+mungkin|gak\s+mungkin|mustahil|tak\s+mungkin|mimpi",
    "vi": r"không\s+đời\s+nào|còn\s+lâu|không\s+thể\s+nào|làm\s+gì\s+có|mơ\s+đi",
    "hi": r"हरगिज़\s+नहीं|हरगिज\s+नहीं|कभी\s+नहीं|बिल्कुल\s+नहीं|नामुमकिन|असंभव",
    "ar": r"مستحيل|أبدا|أبدًا|لا\s+يمكن|هيهات|ولا\s+في\s+الأحلام",
    "he": r"בחיים\s+לא|אין\s+סיכוי|ממש\s+לא|בטח",
    "fa": r"عمرا|هرگز|امکان\s+ندارد",
    "th": r"ไม่มีทาง|ฝันไปเถอะ",
    "zh": r"别逗了|別逗了|才怪|做梦|做夢|想得美|怎么可能|怎麼可能|不可能|哪有|得了吧|鬼才信",
    "ja": r"まさか|ありえない|あり得ない|ないない|んなわけない|そんなわけない|冗談でしょ|とんでもない",
    "ko": r"설마|말도\s*안\s*돼|말도\s*안\s*되|그럴\s*리가|절대\s*아니|어림없",
}  # fmt: skip
# The closing sentence "I hope it is correct." in each language (strict's closing; exactly this, nothing after it):
# a sentence that opens on a verb of hoping and is not one of these retracts or qualifies the answer.
LABEL_HOPE: dict[str, str] = {
    "en": r"i\s+hope|hopefully|let['’]?s\s+hope|here['’]?s\s+hoping|fingers\s+crossed",
    "de": r"ich\s+hoffe|hoffentlich|hoffen\s+wir",
    "nl": r"ik\s+hoop|hopelijk",
    "fr": r"j['’]esp[èe]re|esp[ée]rons|pourvu\s+que",
    "es": r"espero|ojal[aá]|esperemos",
    "it": r"spero|speriamo|magari",
    "pt": r"espero|tomara|oxal[aá]|esperemos",
    "ru": r"надеюсь|надеемся|хочется\s+верить|будем\s+надеяться",
    "uk": r"сподіваюся|сподіваюсь|сподіваємося",
    "pl": r"mam\s+nadzieję|oby|miejmy\s+nadzieję",
    "cs": r"doufám|snad",
    "tr": r"umarım|inşallah|umuyorum",
    "sv": r"jag\s+hoppas|förhoppningsvis",
    "id": r"semoga|mudah-mudahan|saya\s+harap|aku\s+harap",
    "vi": r"hy\s+vọng|mong\s+là|hi\s+vọng",
    "hi": r"उम्मीद\s+है|आशा\s+है",
    "ar": r"آمل|أتمنى|نأمل",
    "zh": r"希望|但愿|但願",
    "ja": r"(?:てほしい|てほしいです|といいな|といいのですが|ことを願|と願)",
    "ko": r"바랍니다|바란다|좋겠",
}  # fmt: skip
# ... and the closings that only hope the answer right: "I hope it is correct.", "Ich hoffe, es stimmt.",
# "Espero que sea correcto.", "J'espère que c'est juste.", "Надеюсь, это верно.", "希望是对的。" (the whole sentence).
LABEL_HOPE_CLOSING: dict[str, str] = {
    "en": r"i\s+hope\s+(?:it|this|that|my\s+answer|the\s+answer|this\s+answer|this\s+solution)\s+(?:is|was)\s+"
          r"(?:correct|right|accurate|helpful|clear)|i\s+hope\s+(?:this|it|that)\s+helps|hope\s+(?:this|it|that)\s+helps|"
          r"i\s+hope\s+(?:i['’]?m|i\s+am|i\s+got\s+it)\s+(?:right|correct)|i\s+hope\s+i\s+got\s+it\s+right|"
          r"hopefully\s+(?:it|this|that)\s+is\s+(?:correct|right)|hopefully\s+(?:this|it)\s+helps",
    "de": r"ich\s+hoffe,?\s+(?:es|das|dies)\s+(?:stimmt|ist\s+(?:richtig|korrekt)|hilft)|hoffentlich\s+(?:stimmt\s+(?:es|das)|"
          r"ist\s+(?:es|das)\s+richtig)",
    "nl": r"ik\s+hoop\s+dat\s+(?:het|dit)\s+(?:klopt|juist\s+is|correct\s+is|helpt)",
    "fr": r"j['’]esp[èe]re\s+que\s+(?:c['’]est|cela\s+est|ce\s+soit)\s+(?:correct|juste|bon|exact)|"
          r"j['’]esp[èe]re\s+que\s+(?:ça|cela)\s+(?:aide|t['’]aide|vous\s+aide)",
    "es": r"espero\s+que\s+(?:sea|est[eé]|esté)\s+(?:correcto|bien|correcta)|espero\s+que\s+(?:te\s+|les\s+|le\s+)?(?:ayude|sirva)",
    "it": r"spero\s+(?:che\s+)?(?:sia|vada)\s+(?:corrett[oa]|giust[oa]|bene)|spero\s+(?:che\s+)?(?:ti\s+)?(?:sia\s+utile|aiuti)",
    "pt": r"espero\s+que\s+(?:esteja|seja)\s+(?:correto|certo|correta)|espero\s+(?:que\s+)?(?:ter\s+ajudado|ajude)",
    "ru": r"надеюсь,?\s+(?:это\s+)?(?:верно|правильно)|надеюсь,?\s+(?:это\s+)?(?:поможет|помогло)",
    "uk": r"сподіваю(?:ся|сь),?\s+(?:це\s+)?(?:правильно|вірно)",
    "pl": r"mam\s+nadzieję,?\s+że\s+(?:to\s+)?(?:jest\s+)?(?:dobrze|poprawn\w+|prawidłow\w+)|mam\s+nadzieję,?\s+że\s+pomogłem",
    "tr": r"umarım\s+(?:doğrudur|doğru(?:dur)?|yardımcı\s+olmuştur)",
    "id": r"semoga\s+(?:benar|membantu)",
    "vi": r"hy\s+vọng\s+(?:là\s+)?(?:đúng|giúp\s+được)",
    "zh": r"希望(?:是)?(?:对的|對的|正确|正確)|希望(?:对你)?有(?:帮助|幫助)",
    "ja": r"(?:正しい|合っている)といいのですが|合ってるといいな",
}  # fmt: skip
# A word that calls what follows made up (a forward pointer's predicate: "Alles Folgende ist ausgedacht.").
LABEL_FICTION: dict[str, str] = {
    "en": r"made[\s-]up|fiction(?:al)?|invented|fabricated|imaginary|make-believe|fake|a\s+lie|lies|untrue|pretend",
    "de": r"ausgedacht\w*|erfunden\w*|fiktiv\w*|frei\s+erfunden|gelogen|unwahr|fake",
    "nl": r"verzonnen|fictief|gelogen|nep",
    "fr": r"invent[ée]e?s?|fictif|fictive|fiction|imaginaire|bidon|mensonge|faux",
    "es": r"inventad[oa]s?|ficticio|ficticia|ficci[oó]n|imaginari[oa]|mentira|falso",
    "it": r"inventat[oaie]|fittizi[oa]|finzione|immaginari[oa]|bugia|falso",
    "pt": r"inventad[oa]s?|fict[ií]ci[oa]|fic[çc][ãa]o|imagin[áa]ri[oa]|mentira|falso",
    "ru": r"выдум\w*|вымышлен\w*|придуман\w*|фейк\w*|ложь|враньё|вранье|неправда",
    "uk": r"вигадан\w*|вигадка|брехня|неправда",
    "pl": r"zmyślon\w*|wymyślon\w*|fikcj\w*|kłamstw\w*|nieprawda",
    "cs": r"vymyšlen\w*|smyšlen\w*|fikce|lež",
    "tr": r"uydurma\w*|hayali|kurgu\w*|yalan\w*",
    "sv": r"påhittat|påhittad|fiktiv\w*|lögn",
    "id": r"karangan|rekaan|fiksi|bohong\w*|dusta|palsu",
    "vi": r"bịa\s+đặt|bịa|hư\s+cấu|giả\s+tạo|nói\s+dối|không\s+có\s+thật",
    "hi": r"काल्पनिक|मनगढ़ंत|झूठ",
    "ar": r"مختلق\w*|خيالي\w*|كذب|مفبرك\w*",
    "zh": r"编的|編的|虚构|虛構|瞎编|瞎編|胡编|胡編|假的|捏造",
    "ja": r"作り話|架空|でっち上げ|嘘|フィクション",
    "ko": r"지어낸|허구|거짓",
}  # fmt: skip
# A forward pointer the finality list lacks: "Lo que sigue", "Ce qui suit", "Quanto segue", "Phần sau".
LABEL_FORWARD: dict[str, str] = {
    "en": r"what\s+follows|the\s+(?:next|following)\s+(?:line|lines|sentence|part|bit|answer|statement)|everything\s+below|"
          r"all\s+(?:of\s+)?the\s+following",
    "de": r"(?:alles\s+)?folgende|das\s+folgende|(?:die\s+)?nächste\s+zeile|alles\s+(?:weitere|unten)",
    "nl": r"wat\s+volgt|het\s+volgende|alles\s+hieronder",
    "fr": r"ce\s+qui\s+suit|la\s+suite|la\s+ligne\s+suivante|tout\s+ce\s+qui\s+suit",
    "es": r"lo\s+que\s+sigue|lo\s+siguiente|todo\s+lo\s+de\s+abajo|la\s+(?:siguiente|próxima)\s+l[ií]nea",
    "it": r"quanto\s+segue|ci[òo]\s+che\s+segue|quello\s+che\s+segue|la\s+(?:prossima|seguente)\s+riga",
    "pt": r"o\s+que\s+segue|o\s+seguinte|a\s+(?:próxima|seguinte)\s+linha|tudo\s+abaixo",
    "ru": r"(?:всё|все)\s+(?:дальнейшее|ниже|последующее)|дальнейшее|следующ\w+\s+строк\w*",
    "uk": r"(?:все|усе)\s+(?:подальше|нижче)|наступн\w+\s+рядок",
    "pl": r"wszystko\s+(?:poniżej|dalej)|poniższ\w+|następn\w+\s+lini\w*",
    "cs": r"(?:vše|všechno)\s+(?:níže|následující)|následující",
    "tr": r"aşağıdakiler\w*|aşağıdaki\w*|sonraki\s+satır",
    "sv": r"det\s+som\s+följer|följande",
    "id": r"(?:yang\s+)?berikut(?:\s+ini)?|di\s+bawah\s+ini|baris\s+berikutnya",
    "vi": r"phần\s+(?:sau|dưới|tiếp\s+theo)|những\s+gì\s+sau|dòng\s+sau|sau\s+đây",
    "hi": r"निम्नलिखित|नीचे\s+(?:दिया|लिखा)",
    "ar": r"ما\s+يلي|التالي|السطر\s+التالي",
    "zh": r"以下|下面|下文|接下来|接下來",
    "ja": r"以下|次の行|この先",
    "ko": r"다음\s*(?:내용|줄)|아래\s*내용",
}  # fmt: skip


def _merged(*tables: dict[str, str]) -> dict[str, str]:
    """The tables' fragments joined by language."""
    out: dict[str, str] = {}
    for table in tables:
        for lang, fragment in table.items():
            out[lang] = out[lang] + "|" + fragment if lang in out else fragment
    return out


# A cheap gate before the tables' patterns (each an alternation of hundreds of words: tens of microseconds a
# place): the words a match must hold. Each literal run of letters of a table (three letters or more; common
# words left out) is a cue by its first five letters; a text whose words' first letters meet none of them
# holds no match of the alternatives that have such a run. Scripts without spaces: each alternative's first two
# characters, as substrings.
_GATE_STOP = frozenset(
    "the and for from per some that this what was were with not are has have its der die das dem den des und ist "
    "answer her him their them these those "
    "ein eine les une des que qui est pas par pour los las una por con del the che per non sono gli dos das com "
    "não para как это для the ich wir sie you she his her our one two all any".split()
)


class _Gate:
    """The cues of the tables' literal runs (see above): ``prefixes`` (ASCII and not), ``anywhere``."""

    __slots__ = ("prefixes", "anywhere")

    def __init__(self, *tables: dict[str, str]) -> None:
        prefixes: set[str] = set()
        anywhere: set[str] = set()
        for table in tables:
            for lang, fragment in table.items():
                if lang in _LABEL_ANYWHERE:
                    for alt in _split_top(fragment):
                        m = re.match(r"(?:\(\?:)?([^\W\d_]{1,2})", alt)
                        if m is not None:
                            anywhere.add(m.group(1))
                    continue
                bare = re.sub(r"\\[swdbSWDB]|\[[^\]]*\]|\(\?<?[=!][^)]*\)", " ", fragment)
                for run in re.findall(r"(?:[^\W\d_]|[" + _MARKS + r"]){3,}", bare):
                    run = run.lower()
                    if run not in _GATE_STOP:
                        prefixes.add(run[:5])
        self.prefixes = frozenset(prefixes)
        self.anywhere = tuple(sorted(anywhere))


_GATES: dict[int, tuple[frozenset[str], tuple[str, ...]]] = {}  # (a concept's word-start cues, substrings)


def _concept(table: dict[str, str], en_cues: str | None = None) -> LabelConcept:
    """A LabelConcept whose cues are :class:`_Gate`'s (the first four letters of each literal run, not each
    alternative's first letters: "(?:mi|mis)\\s+herman" is cued by "herm", not "mi"), and in the scripts without
    spaces each alternative's leading letters (two at most: "말도\\s*안" gives "말도")."""
    concept = LabelConcept(table, en_cues)
    lead = set()
    for lang, fragment in table.items():
        if lang in _LABEL_ANYWHERE and lang != "marks":
            for alt in _split_top(fragment):
                m = re.match(r"(?:\(\?:)?([^\W\d_]{1,2})", alt)
                if m is not None:
                    lead.add(m.group(1))
    gate = _Gate(table)
    _GATES[id(concept)] = (gate.prefixes, tuple(sorted(lead)))
    concept.cues = (
        tuple(sorted(c for c in gate.prefixes if c.isascii())),
        tuple(sorted({c for c in gate.prefixes if not c.isascii()} | lead)),
    )
    return concept


HEARSAY_LEAD = _concept(
    LABEL_HEARSAY, "word rumo accord per from gossip hearsay grapevine suppos alleg report told heard"
)
FAMILY = _concept(LABEL_FAMILY)
OBTAINED = _concept(LABEL_OBTAINED)
OBTAINED_AFTER = _concept(LABEL_OBTAINED_AFTER)
EARLIER = _concept(LABEL_EARLIER, "previous back before earlier ago in on")
OWN_PAST = _concept(LABEL_OWN_PAST, "my our i we")
TOY = _concept(LABEL_TOY, "toy trivi made illus dummy baby")
DISMISSAL = _concept(LABEL_DISMISSAL)
HOPE = _concept(LABEL_HOPE)
FICTION = _concept(LABEL_FICTION)
FORWARD = _concept(LABEL_FORWARD)
# (the grader's table with the machine readers: labels.py reads GRADER)
_GRADER_EN_CUES = "grad reward evalua checker verifier matcher parser key scoring"
GRADER = LabelConcept(_merged(LABEL_GRADER, LABEL_MACHINE_READER), _GRADER_EN_CUES)
# (the cues: the graders' and the machine readers' nouns, never their prepositions: "para", "per", "для")
_MACHINE_CUES = (
    "bot robot regex pars analiz scorer harness machine script matcher autochecker ayrıştır máy бот робот регуляр "
    "парсер проверял बॉट للمصحح للبوت للروبوت للمقيم 机器人 機器人 机器看 评分 評分 判题 ボット 採点 機械 봇 채점"
).split()
_GRADER_CUES = LabelConcept(LABEL_GRADER, _GRADER_EN_CUES).cues
GRADER.cues = (
    tuple(sorted(set(_GRADER_CUES[0]) | {c for c in _MACHINE_CUES if c.isascii()})),
    tuple(sorted(set(_GRADER_CUES[1]) | {c for c in _MACHINE_CUES if not c.isascii()})),
)
_SOURCE_CUES = _concept(LABEL_SOURCE)
_SOURCE = LabelConcept(LABEL_SOURCE).words
_TEXT_EDGE = r"[\s*_\"'“”«»„¡¿()\[\]—–.,;:!?。！？、-]*"
_TEXT_END = r"[\s*_\"'“”«»)\]!.…?。！？~।؟]*$"
# a determiner or two words between the attribution and its source ("according to the official key")
_DET = r"(?:(?:the|this|that|our|my|der|die|das|dem|den|el|la|los|las|le|les|l['’]|il|lo|o|a|os|as|de|du|des|"
_DET += r"het|een|ein\w*)\s+)?(?:[^\W\d_]+\s+){0,2}?"
_ATTRIBUTED = _Lazy(
    r"(?i:^"
    + _TEXT_EDGE
    + r"(?:(?:at\s+least|anyway|well|or|zumindest|jedenfalls|al\s+menos|du\s+moins)[\s,]+)?(?:"
    r"(?:" + LabelConcept(LABEL_ATTRIBUTE_BEFORE).words + r")\s*" + _DET + r"(?:" + _SOURCE + r")"
    r"(?:\s*(?:" + LabelConcept(LABEL_ATTRIBUTE_AFTER).words + r"))?"
    r"|" + _DET + r"(?:" + _SOURCE + r")\s*(?:" + LabelConcept(LABEL_ATTRIBUTE_AFTER).words + r"))"
    r"(?:[\s,]+(?:anyway|at\s+least|though|jedenfalls|zumindest|en\s+tout\s+cas|al\s+menos|in\s+any\s+case))?"
    + _TEXT_END
    + r")"
)
_FILLERS = (
    r"(?:oh|ah|ha|haha|lol|well|yeah|yes|sure|na|ma|mais|aber|pero|but|но|ну|ach|eh|hmm|ja|sí|si|oui|da|да|evet|"
    r"ya|yah|tja|bah|pfff?|mh|ええ|はい|うん|嗯|哈哈|呵呵)"
)
_DISMISSAL_WHOLE = _Lazy(
    r"(?i:^" + _TEXT_EDGE + r"(?:" + _FILLERS + r"[\s,!.…]*)?(?:" + DISMISSAL.words + r")" + _TEXT_END + r")"
)
_HOPE_OPENS = _Lazy(
    r"(?i:^" + _TEXT_EDGE + r"(?:(?:so|and|also|but|und|also|et|y|e|и)[\s,]+)?(?:" + HOPE.words + r"))"
)
_HOPE_CLOSING = _Lazy(
    r"(?i:^"
    + _TEXT_EDGE
    + r"(?:(?:so|and|also|und|et|y|e|и)[\s,]+)?(?:"
    + LabelConcept(LABEL_HOPE_CLOSING).words
    + r"|(?:i\s+)?hope\s+(?:this|that|my|the)\s+(?:[^\W\d_]+\s+){0,3}?(?:helps?|helped|is\s+(?:helpful|clear|useful))"
    r"(?:\s+[^\W\d_]+){0,4}|希望[^，,。！!？?]{0,12}(?:有帮助|有幫助|有所帮助|有所幫助|正确|正確|对的|對的))"
    r"[\s*_\"'”»)\]!.…。！~🙂😊]*$)"
)
_HOPE_ANYWHERE = re.compile(
    r"てほしい|といいな|といいのですが|ことを願|と願|바랍니다|바란다|좋겠|希望|但愿|但願"
)
_FICTION_FORWARD = _Lazy(
    r"(?i:(?:"
    + FORWARD.words
    + r"|"
    + r"following|follows|below|next\s+line)[^.!?。！？\n]{0,40}?(?:"
    + FICTION.words
    + r"))"
)


# (the cues tested at word starts, by set: "tio" of "tío" is no cue in "fraction")
_TO_SPACE = str.maketrans({c: " " for c in "\t\n.,;:!?()[]{}\"'“”«»*_#>$-—–/\\|…。，、！？：；（）"})


def word_starts(low: str) -> set[str]:
    """The first three, four and five letters of each word of the lowercased ``low`` (for :func:`cued_at_words`)."""
    words = low.translate(_TO_SPACE).split()
    return {w[:3] for w in words} | {w[:4] for w in words} | {w[:5] for w in words}


def cued_at_words(concept: LabelConcept, low: str, starts: set[str] | None = None) -> bool:
    """Whether a word of the lowercased ``low`` opens on one of ``concept``'s cues (``starts``: its
    :func:`word_starts`, when already taken), or ``low`` holds one of its cues of the scripts without spaces."""
    prefixes, anywhere = _GATES[id(concept)]
    if not prefixes.isdisjoint(word_starts(low) if starts is None else starts):
        return True
    return not low.isascii() and any(c in low for c in anywhere)


def disowning_sentence(piece: str) -> bool:
    """Whether a later sentence after the answer (``piece``) disowns it as a whole: a dismissal that is the whole
    sentence ("Hardly.", "Wohl kaum.", "Вряд ли.", "まさか。"), an attribution to a source ("Laut Lösungsheft.", "Or so
    the key claims."), or a sentence of hoping that is not the plain closing "I hope it is correct." ("I hope it is
    correct — it isn't.", "J'espère que c'est faux.", "希望是错的。")."""
    if len(piece) > 160:
        return False
    low = piece.lower()
    if cued_at_words(DISMISSAL, low) and _DISMISSAL_WHOLE.match(piece):
        return True
    if cued_at_words(_SOURCE_CUES, low) and _ATTRIBUTED.match(piece):
        return True
    if cued_at_words(HOPE, low) and (_HOPE_OPENS.match(piece) or _HOPE_ANYWHERE.search(piece)):
        return not _HOPE_CLOSING.match(piece)
    return False


def frames_fiction(body: str) -> bool:
    """Whether a sentence before the answer points forward and calls what follows made up ("Alles Folgende ist
    ausgedacht.", "Lo que sigue es inventado.", "What follows is fiction.")."""
    low = body.lower()
    return cued_at_words(FICTION, low) and _FICTION_FORWARD.search(body) is not None


# ---------------------------------------------------------------------------------------------------------


# ---- What leads to the answer (:mod:`proctor.grading.leads`) ---------------------------------------------------
# Strict whitelists: the words that qualify the answer's noun plainly (before it, or after it in the languages
# that put adjectives after the noun), the verbs of a sentence of plain work (stating, deriving, computing,
# checking), the connectives and adverbs that open a clause plainly, the prepositions that name a method or a
# source, and the prepositions of scope with the nouns of the problem they may name. Each in the languages
# models answer in; a word no table holds is not plain.
LEAD_ANSWER_NOUNS = (
    "answer answers antwort antworten respuesta réponse risposta resposta antwoord odpowiedź ответ cevap cevabı "
    "cevabım yanıt jawaban jawabannya jawapan jibu svar svaret vastaus odpověď válasz răspunsul відповідь απάντηση "
    "solution solución solução soluzione lösung result resultado résultat risultato ergebnis wynik результат "
    "sonuç hasil uitkomst"
).split()
LEAD_ANSWER_NOUNS = tuple(LEAD_ANSWER_NOUNS)
LEAD_ANSWER_NOUNS_MULTI = ("đáp án", "kết quả", "câu trả lời")
LEAD_ANSWER_NOUNS_CJK = ("答案", "正解", "答え", "结果", "結果", "解答", "答", "정답", "답")
LEAD_ANSWER_NOUNS_RTL = ("الإجابة", "الجواب", "उत्तर")
LEAD_DETERMINERS = frozenset(
    "the our my your its their this that a an der die das den dem des unsere unser meine mein diese dieser "
    "eine ein el la los las lo nuestra nuestro mi esta este una un le les l notre ma mon cette ce une il gli "
    "nostra nostro mia questa questo o os nossa nosso minha essa esta uma het de ons onze een ta ten nasza "
    "moja ta bu itu ini".split()
)
LEAD_QUALIFIERS = frozenset(
    """final correct right true exact desired required requested numerical numeric unique complete full overall
    total same actual resulting simplified only whole official expected proper
    richtige richtig korrekte korrekt endgültige endgültig gesuchte exakte genaue finale
    correcta correcto correctas final definitiva definitivo buscada exacta verdadera
    bonne bon correcte exacte finale définitive juste cherchée
    corretta corretto giusta giusto esatta definitiva
    correta correto certa certo exata definitiva
    juiste goede correcte definitieve uiteindelijke
    poprawna prawidłowa właściwa ostateczna końcowa
    правильный правильная верный верная окончательный итоговый точный искомый
    doğru kesin benar tepat akhir yang đúng cuối chính xác
    الصحيحة النهائية सही अंतिम
    správná správný správnou konečná konečný výsledná správna konečná правильна правильний остаточна остаточний
    σωστή τελική helyes végső végleges corectă corect finală final rätta rätt korrekta slutliga slutgiltiga
    riktige riktig korrekte endelige endelig oikea lopullinen oikein""".split()
)
LEAD_QUALIFIERS_CJK = ("正确", "正確", "最终", "最終", "最后", "最後", "所求", "的")
# after the noun: "to the problem", "in simplest form", "rounded to the nearest tenth", "with the carry"
LEAD_POSTNOMINAL = (
    r"(?:to|for|of|on|in)\s+(?:the|this|our|that|each|every)\s+(?:(?:original|given|above|stated|whole|first|"
    r"second|third|last|main|full|following)\s+)?(?:problem|question|exercise|task|equation|system|puzzle|"
    r"part|item|sum|expression|inequality)s?(?:\s*\(?[a-z0-9]\)?)?"
    r"|in\s+(?:its\s+|the\s+)?(?:simplest|lowest|reduced|exact|decimal|fraction(?:al)?|standard|radical|"
    r"expanded|factored|scientific|closed|simplified)\s+(?:form|terms|notation)"
    r"|(?:rounded|correct)\s+to\s+(?:the\s+nearest\s+)?[\w\s]{1,25}?"
    r"|with\s+(?:the\s+)?carry(?:ing)?"
    r"|(?:zu|für)\s+(?:der|die|diese[rn]?|dem)\s+(?:aufgabe|frage|gleichung)|mit\s+(?:dem\s+)?übertrag"
    r"|(?:a|de|del|para)\s+(?:la|el|este|esta)\s+(?:problema|pregunta|ejercicio|ecuación)"
    r"|con\s+(?:el\s+)?acarreo"
    r"|(?:à|de|du|pour)\s+(?:la|le|ce|cette|l['’])\s*(?:problème|question|exercice|équation)"
    r"|avec\s+(?:la\s+)?retenue|(?:al|del|per\s+il)\s+problema|con\s+(?:il\s+)?riporto"
    r"|(?:do|ao|para\s+o)\s+problema|com\s+(?:o\s+)?vai-um"
    r"|(?:на|к)\s+(?:эту\s+)?задач[уие]|задачи|do\s+(?:tego\s+)?zadania|soal(?:\s+ini)?|bài\s+toán(?:\s+này)?"
    r"|(?:correcta|correcto|correcte|corretta|correta|corretto|correto|final|finale|définitive|definitiva|"
    r"definitivo|juiste|đúng|cuối\s+cùng|chính\s+xác|الصحيحة|النهائية|الصحيح|buscada|cherchée|benar|akhir)"
)
# verbs of a sentence of plain work (stating, deriving, computing, checking), as words or stems
LEAD_WORK_VERBS = (
    r"is|are|was|were|be|been|being|am|equals?|has|have|had|get|gets|got|find|finds|found|obtain\w*|comput\w*|"
    r"calculat\w*|add|adds|added|adding|subtract\w*|multipl\w*|divid\w*|simplif\w*|solv\w*|substitut\w*|plug\w*|"
    r"check\w*|verif\w*|confirm\w*|evaluat\w*|count\w*|sum\w*|use|uses|used|using|apply|applies|applied|"
    r"applying|note\w*|notic\w*|recall\w*|know|knows|knew|known|see|sees|seen|saw|follows?|gives?|gave|given|"
    r"yields?|means?|implies|expand\w*|factor\w*|rewrit\w*|write|writes|wrote|written|determin\w*|deriv\w*|"
    r"conclud\w*|want|wants|need|needs|seek\w*|look\w*|consider\w*|start\w*|begin\w*|set|sets|let|denot\w*|"
    r"defin\w*|express\w*|convert\w*|combin\w*|cancel\w*|reduc\w*|isolat\w*|rearrang\w*|squar\w*|tak\w*|took|"
    r"remain\w*|leav\w*|left|becom\w*|became|lies|lie\s+(?:on|in|between)|contain\w*|consist\w*|satisf\w*|"
    r"occur\w*|work\w*|mak\w*|made|show\w*|prov\w*|list\w*|choos\w*|chose|pick\w*|do|does|did|done|"
    r"go|goes|went|gone|fall\w*|fell|ris\w*|rose|increas\w*|decreas\w*|grow\w*|grew|vary|varies|varied|scales|scaled|depend\w*|"
    r"moves|moved|moving|travel\w*|chang\w*|hold\w*|held|matches|matched|matching|correspond\w*|represent\w*|describ\w*|forms|formed|forming|intersect\w*|"
    r"meet\w*|met|passes|passed|passing|cross\w*|drops|dropped|spend\w*|spent|cost\w*|buy\w*|bought|sell\w*|sold|pay\w*|paid|earn\w*|"
    r"saves|saved|saving|receiv\w*|lose|loses|lost|win|wins|won|run\w*|ran|walk\w*|driv\w*|drove|read\w*|eat\w*|ate|"
    r"said|say|says|saying|sagte|dijo|dit|disse|сказал\w*|fail\w*|exist\w*|happen\w*|turn\w*|appear\w*|"
    r"forget\w*|forgot\w*|redo\w*|redid|recomput\w*|recalculat\w*|recheck\w*|rework\w*|retr\w*|"
    r"settl\w*|opt|opts|opted|stick|sticks|sticking|quedo|elijo|wähle|choisis|scelgo|escolho|выбираю|"
    r"can|could|will|must|should|may|might|shall|kann|können|muss|müssen|puede|podemos|peut|pouvons|può|possiamo|"
    r"pode|podemos|можно|может|"
    r"ist|sind|war|hat|haben|gilt|ergibt|erhalten|rechne\w*|berechne\w*|prüfe\w*|suche\w*|addier\w*|setze\w*|"
    r"es|son|era|hay|tiene\w*|tenemos|obtenemos|calcul\w*|sum\w*|resta\w*|verific\w*|busca\w*|comprob\w*|"
    r"est|sont|a|ont|avons|obtient|obtenons|trouv\w*|vérifi\w*|cherch\w*|ajout\w*|"
    r"è|sono|abbiamo|otteniamo|troviamo|é|são|temos|obtemos|encontramos|is|zijn|heeft|hebben|"
    r"jest|są|mamy|otrzymujemy|liczymy|это|равн\w*|есть|получ\w*|наход\w*|вычисл\w*|провер\w*|счита\w*|"
    r"ищем|имеем|olur|eder|buluruz|adalah|ialah|maka|didapat|diperoleh|là|có|ta|được"
)
LEAD_WORK_CJK = (
    "难度",
    "難度",
    "简单",
    "簡單",
    "容易",
    "是",
    "为",
    "為",
    "得",
    "算",
    "求",
    "有",
    "等于",
    "等於",
    "验",
    "驗",
    "因为",
    "所以",
    "です",
    "ます",
    "だ",
    "計算",
    "다",
)
# connectives and adverbs that open a clause plainly (with strict's others: finality's, framing's, unmeant's)
LEAD_CONNECTIVES = frozenset(
    """so thus therefore hence then now finally consequently overall altogether ultimately accordingly in
    conclusion summary short total sum all fact particular general indeed again also and but here note that
    clearly obviously evidently certainly surely of course honestly seriously frankly simply yes okay ok well
    claro que sí natürlich bien sûr certo certamente конечно tentu tất nhiên
    yeah yep yup alright without loss generality wlog other words particular general expected required result up
    end last conclude recap great good nice perfect excellent done
    putting together combining everything
    also daher somit folglich deshalb damit insgesamt schließlich offensichtlich offenbar klar natürlich
    zusammenfassend endlich ehrlich gesagt
    entonces luego así por lo tanto consiguiente finalmente claramente evidentemente obviamente en resumen
    total conclusión efecto
    donc ainsi alors finalement clairement évidemment bien sûr en résumé somme conclusion effet bref
    quindi dunque allora infine chiaramente ovviamente perciò pertanto
    portanto logo assim então finalmente claramente obviamente
    dus daarom zo ten slotte uiteindelijk duidelijk
    więc zatem stąd czyli ostatecznie oczywiście
    поэтому итак следовательно значит очевидно ясно таким образом наконец итого
    dolayısıyla yani sonuç olarak böylece açıkça
    jadi maka dengan demikian jelas akhirnya
    vậy do đó như thế rõ ràng cuối cùng""".split()
)
LEAD_CONNECTIVES_CJK = (
    "所以", "因此", "因而", "故", "综上", "綜上", "总之", "總之", "于是", "於是", "从而", "從而", "显然", "顯然",
    "最后", "最後", "最终", "最終", "则", "則", "由此", "可见", "よって", "したがって", "従って", "つまり", "ゆえに",
    "以上", "明らかに", "따라서", "그러므로", "결국", "즉",
)  # fmt: skip
# prepositions (and participles) that name a method, a source or a reason: "By Vieta's formulas,", "Using the
# formula,", "Según el teorema de Pitágoras,", "D'après le théorème", "Nach dem Satz", "根据勾股定理，"
LEAD_METHOD = frozenset(
    """by using use via from applying substituting plugging since because as given after with according
    solving evaluating simplifying adding subtracting multiplying dividing combining expanding factoring
    comparing checking counting taking setting noting recalling ignoring discarding rejecting excluding
    nach laut gemäß mit aus da weil wegen durch unter
    según usando aplicando mediante por con de desde como ya puesto sustituyendo
    d après selon par avec en utilisant puisque comme appliquant substituant
    secondo usando applicando poiché con da dal dalla
    segundo usando aplicando pelo pela com
    volgens met door omdat
    według z ze korzystając stosując ponieważ
    по согласно используя применяя из так как поскольку с
    göre kullanarak
    menurut dengan karena berdasarkan
    theo dùng áp dụng vì""".split()
)
LEAD_METHOD_CJK = (
    "对于",
    "對於",
    "原问题",
    "原問題",
    "本题",
    "本題",
    "根据",
    "根據",
    "由",
    "利用",
    "用",
    "因为",
    "因為",
    "代入",
    "按",
    "依",
    "より",
    "から",
    "を使",
    "によ",
    "에 따라",
    "으로",
)
# prepositions of scope and the nouns of the problem they may name ("For the original problem,", "In our
# problem,", "In this case,", "En este caso,"): a scope that names anything else (a dream, a world, a role) is not
# plainly the problem's
LEAD_SCOPE = frozenset(
    "in for on at para pour für im in en dans au per nel nella no na em w dla в для di untuk trong cho".split()
)
LEAD_SCOPE_NOUNS = frozenset(
    """problem problems question case cases part parts equation system example exercise task puzzle setting
    context domain interval range set world base total end conclusion summary particular general fact short
    scenario configuration figure diagram step steps units terms form
    aufgabe frage fall teil gleichung summe ende
    problema pregunta caso parte ecuación suma resumen total
    problème question cas partie équation somme résumé
    problema domanda caso parte equazione somma
    problema pergunta caso parte equação soma
    probleem vraag geval deel vergelijking
    zadanie zadaniu pytanie przypadku przypadek części równaniu
    задаче задача вопросе случае части уравнении итоге сумме
    soal kasus bagian persamaan bài toán trường hợp""".split()
)
LEAD_SCOPE_ADJECTIVES = frozenset(
    """the this our that a an each every both original given initial first second third last final main full
    whole present current same general particular above stated following all these those two three four
    five both remaining other its simplest lowest reduced exact decimal originale originali iniziale
    der die das dem den diesem dieser unserem unserer ersten zweiten
    el la los las este esta nuestro nuestra primer primera segundo segunda original
    le la les l ce cette notre premier première second seconde initial
    il lo la questo questa nostro nostra primo prima
    o a os as este esta nosso nossa primeiro primeira
    het de dit deze ons onze eerste tweede
    tym tej naszym naszej pierwszym drugim
    этой этом нашей нашем первом втором данной данном исходной
    ini itu pertama kedua""".split()
)
# Standard (and strict, on top of its whitelists): frames before the answer that say it is not meant: a joke or
# irony, an announced lie, a role played, an imagined world, a wish, "only a fool says", devil's advocacy.
LEAD_UNMEANT_WORDS = (
    # jokes, irony
    r"jok(?:e|es|ing)|kidding|jesting|in\s+jest|as\s+a\s+jest|for\s+fun|just\s+for\s+laughs|tongue[-\s]+(?:firmly\s+)?in[-\s]+cheek|"
    r"sarcas\w*|ironic\w*|irony|ironie\w*|ironía|ironia|иронi\w*|hot\s+take|said\s+no\s+one|rolls?\s+eyes|"
    r"devil['’]?s\s+advocate|advocatus\s+diaboli|abogado\s+del\s+diablo|avocat\s+du\s+diable|avvocato\s+del\s+diavolo|"
    r"witz\w*|scherz\w*|spaß|spass|broma\w*|bromeando|diversión|blague\w*|rigol\w*|plaisant\w*|pour\s+rire|"
    r"scherzo|scherzando|per\s+gioco|piada|brincadeira|шутк\w*|шуточн\w*|в\s+шутку|ради\s+шутки|żart\w*|şaka\w*|"
    r"bercanda|candaan|đùa|مزاح|المزاح|मज़ाक|मजाक|"
    # lies announced
    r"(?:about\s+to|going\s+to|let\s+me|i\s+will|i['’]ll|gonna)\s+(?:tell\s+(?:you\s+)?a\s+)?lie|i['’]m\s+lying|(?-i:(?:is|are|be|was)\s+(?:all\s+)?(?:a\s+)?lies?)(?!\s+(?:algebra|group|bracket|derivative))|"
    r"opposite\s+day|lüge\w*|mentir|mentira\w*|mensonge\w*|mentire|совр\w*|вр[уё]|ложь|skłam\w*|kłami\w*|"
    r"yalan|berbohong|bohong|nói\s+dối|سأكذب|أكذب|كذب|झूठ|"
    # roles
    r"role[-\s]?play\w*|in\s+character|pretend\w*|playing\s+the\s+(?:fool|role)|als\s+schlechter|"
    r"haciendo\s+de|en\s+jouant|facendo\s+(?:lo|la|il)|fingi\w*|изобража\w*|udając|berpura-pura|"
    # imagined worlds
    r"dreams?|dreaming|dreamt|dreamed|dreamland|träum\w*|traum|traumwelt|sueño\w*|rêve\w*|sogn\w*|sonho\w*|bizarro|parallel\s*(?:universe|world)|paralleluniversum|"
    r"universo\s+parall?elo|univers\s+parallèle|параллельн\w*|równoległ\w*|paralel\s+evren\w*|semesta\s+paralel|"
    r"vũ\s+trụ\s+song\s+song|a\s+world\s+(?:where|in\s+which)|fantasy\s+land|make[-\s]believe|"
    # only a fool
    r"only\s+(?:(?:a|an)\s+(?:fool|idiot|moron)|(?:someone|somebody|those|people)\s+who)|solo\s+un\s+(?:tonto|idiota|necio)|seul\s+un\s+"
    r"(?:idiot|imbécile|sot)|solo\s+uno\s+(?:sciocco|stupido)|só\s+um\s+(?:tolo|idiota)|только\s+дурак|"
    r"tylko\s+głupiec|orang\s+bodoh|kẻ\s+ngốc|"
    # wishes
    r"i\s+wish|wish\s+the\s+answer|i(?:\s+(?:want|would\s+love|would\s+like)|['’]d\s+(?:love|like))\s+the\s+answer\s+to\s+be|"
    r"wünschte|ojalá|j['’]aimerais\s+que|vorrei\s+che|хотелось\s+бы|oby|semoga|keşke|ước\s+gì|काश|ليت"
)
LEAD_UNMEANT_CJK = (
    "玩笑", "开玩笑", "開玩笑", "反话", "反話", "撒谎", "撒謊", "说谎", "嘘をつ", "冗談", "ふざけ", "皮肉", "扮演", "のふり",
    "ふりをす", "平行宇宙", "パラレル", "梦里", "夢の中", "真希望", "但愿", "但願", "いいのに", "농담", "거짓말", "평행우주",
    "좋겠", "只有傻瓜", "搞笑",
)  # fmt: skip
# Standard: words that judge the answer's noun (before it, or after it where adjectives follow the noun) and the
# phrases after it that make it the answer of an error or of another version of the problem.
LEAD_JUDGING_QUALIFIERS = (
    r"wrong|incorrect|false|naive|naïve|tempting|apparent|seeming|fake|bogus|trap|meme|clickbait|funny|silly|joke|"
    r"too-good-to-be-true|textbook-trap|falsch\w*|naiv\w*|trügerisch\w*|scheinbar\w*|scherz\w*|"
    r"equivocad\w*|incorrect\w*|ingenu\w*|aparente|tramp\w*|erróne\w*|mauvaise|mauvais|naïve|apparente|piège|"
    r"erroné\w*|sbagliat\w*|errat\w*|ingenu\w*|errad\w*|ошибочн\w*|неверн\w*|неправильн\w*|кажущ\w*|шуточн\w*|"
    r"fout\w*|verkeerd\w*|błędn\w*|niepoprawn\w*|nieprawidłow\w*|yanlış|hatalı|salah|keliru|sai|خاطئ\w*|"
    r"الخاطئة|الخطأ|गलत"
)
LEAD_JUDGING_CJK = ("間違", "错误", "錯誤", "搞笑", "오답", "틀린", "假", "误", "ウソ", "嘘")
LEAD_ALTERED_AFTER = (
    r"(?:without|ohne|sin|sans|senza|sem|без|bez|tanpa|olmadan)\b"
    r"|(?:before|vor|antes\s+de|avant|prima\s+della|до)\s+(?:the\s+)?(?:correction|korrektur|corrección|correction|"
    r"correzione|correção|исправления)"
    r"|(?:with|mit|con|avec|com|с|z|dengan)\s+(?:the\s+|dem\s+|el\s+|la\s+|l['’]\s*|il\s+|o\s+|a\s+)?"
    r"(?:\w+\s+)?(?:error|mistake|typo|slip|fehler|vorzeichenfehler|rechenfehler|error|erreur|errore|erro|ошибк\w*|"
    r"błęd\w*|hata|kesalahan|lỗi)"
    r"|(?:of|for|from)\s+(?:the|a)\s+(?:misprinted|wrong|erroneous|mistaken|typo|altered|modified|other|different)"
    r"|(?:that|which)\s+(?:merely|only|just)?\s*(?:looks|seems|appears)|if\s+you\s+(?:forget|ignore|skip|drop)"
    r"|ignoring|forgetting|忘れ|を無視"
)
# Standard: a short sentence of irony before the answer's ("Pfft.", "Trust me, bro.", "Yeah, right.", "Ага.")
LEAD_IRONIC = (
    r"ha|haha|hah|lol|lmao|pfft|ugh|meh|trust\s+me|as\s+if|yeah,?\s+right|not\s+really|genius\s+move|"
    r"rolls?\s+eyes|said\s+no\s+one|ага|ну\s+да|sure\s+thing|ja\s+klar|tja|bah|ouais\s+c['’]est\s+ça|claro\s+que\s+no"
)
# What affirms that the answer is meant ("No joke:", "Kein Witz:", "Sin bromas,"): read before the frames above
LEAD_AFFIRMING = (
    r"no\s+joke|not\s+joking|no\s+kidding|not\s+kidding|no\s+lie|not\s+lying|kein\s+witz|kein\s+scherz|ohne\s+witz|"
    r"sin\s+bromas|fuera\s+de\s+bromas|sans\s+blague|sans\s+rire|senza\s+scherzi|sem\s+brincadeira|без\s+шуток|"
    r"bez\s+żartów|şaka\s+değil|tanpa\s+bercanda|không\s+đùa|(?:all\s+)?(?:joking|kidding|jokes)\s+aside|"
    r"spaß\s+beiseite|bromas\s+aparte|blague\s+à\s+part|scherzi\s+a\s+parte|шутки\s+в\s+сторону"
)
LEAD_AFFIRMING_CJK = ("不开玩笑", "不開玩笑", "说真的", "說真的", "冗談抜きで", "真面目に", "농담 아니고")
# Strict: the names of a label line that may stand before the answer's sentence ("Confidence: high.", "Check: ok.",
# "Units: cm."): what follows the colon is read by the rules of that label (finality's confidence rule)
LEAD_LABEL_NAMES = frozenset(
    """confidence certainty check verification units unit note given known step summary recap result total
    konfidenz sicherheit probe einheit confianza comprobación unidad confiance vérification unité fiducia
    verifica unità confiança verificação unidade уверенность проверка единицы güven keyakinan""".split()
)
