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
            pattern = self._pattern = re.compile(*self._args)  # type: ignore[call-overload]
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
    words = sorted(
        {(w, lang) for lang, ws in table.items() for w in ws}, key=lambda x: -len(x[0].strip("~*"))
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
        return sorted(out, key=lambda b: (b[:1], -len(b)))

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
    data = low.encode()
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
    return re.compile("|".join(re.escape(c) for c in sorted(cues, key=len, reverse=True)))


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
