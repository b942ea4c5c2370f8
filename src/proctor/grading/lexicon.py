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
