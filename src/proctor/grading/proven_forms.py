"""Honest answers whose form differs from the gold's but whose value a rule can prove the same.

:func:`proven_reading` rewrites a prediction into the gold's form only where the two are provably one answer,
and returns it unchanged otherwise (the usual comparison then decides):

- standard, a gold that is a number: a **spelled number** that is the whole answer (``seven``, ``Seven``,
  ``\\text{seven}``, ``twenty-one``, ``sieben``, ``siete``, ``семь``, ``七``) is its value, in the languages of
  :mod:`proctor.grading.value_words` (words that are also common words elsewhere are left out: ``null``, ``hat``,
  ``opt``, ``due``); anything else in the answer (``not seven``, ``seven thousand``, ``seven-eighths``,
  ``seventy``) keeps it from being read so.
- standard, a gold that is a number: a **whole number and one plural noun** (``7 apples``, ``7 manzanas``,
  ``seven apples``) is the number, where the noun is provably a count noun: written in the Latin script, plural
  (``-s`` and not ``-ss``/``-us``/``-is``/``-ous``..., or an irregular English plural), and none of the words
  that scale, divide, multiply, bound, hedge, judge or measure a value in the multilingual tables
  (:mod:`proctor.grading.value_tails`' scale and fraction words, ``normalize``'s magnitude and hedge words, the
  units, the number words) nor of a short list of collective and multiplying nouns and adverbs in ``-s``
  (``decenas``, ``dizaines``, ``pairs``, ``times``, ``fois``, ``quizás``). ``7 thousand``, ``7 dozen``, ``7
  percent``, ``7 hundredths``, ``7 eighths``, ``7 millones``, ``7 decenas``, a singular after a number other than
  1 (``7 guess``) and a number that is not whole stay unread.
- both modes: a **word in** ``\\text{}`` and the same word written bare (``\\boxed{Monday}`` against
  ``\\text{Monday}``, and the other way round) or in another text wrapper (``\\mathrm{Monday}``, ``\\text{Monday.}``
  with a full stop inside): letters of the Latin alphabet only, the same case, the same words.
- both modes: a **matrix in brackets** and the same matrix in parentheses (``bmatrix`` and ``pmatrix``): the
  environment is renamed to the gold's, so the entries and the shape are then compared as the gold's; no other
  environment (``vmatrix`` is a determinant, ``Vmatrix`` a norm, ``Bmatrix`` braces) and no product of two
  matrices.

:func:`named_value` reads a short response that is a one-word name of the answer and its value (``Result: 7``,
``Final result: 7``, ``Ergebnis: 7``, ``Результат: 7``) as the value; a name with a qualifier (``Intermediate
result: 7``, ``Expected result: 7``, ``Result of step 1: 7``) is not one of these names.
"""

from __future__ import annotations

import re

from proctor.grading.normalize import (
    _IRREGULAR_PLURALS,
    _NOT_COUNTED,
    _NOT_PLURAL,
    UNIT_WORDS,
    normalize,
    parse_rational,
)
from proctor.grading.value_tails import (
    _FRACTION_ENDINGS,
    _FRACTION_STEMS,
    _FRACTION_WORDS,
    _OPERATION_LEADS,
    _SCALE_STEMS,
    _SCALE_WORDS,
)
from proctor.grading.value_words import _NUMBER_WORD, _cjk_value
from proctor.grading.verdicts import polarity

# ---------------------------------------------------------------------------------------------------------
# spelled numbers: the value words of value_words, but the scale words ("thousand", "dozen" alone name no count
# a writer answers with) and the words that are common words in another language the answer may be written in
_NOT_SPELLED = frozenset("hundred thousand dozen null nul nulla hat opt due lima fem tio moja sept".split())
_SPELLED = {w: n for w, n in _NUMBER_WORD.items() if w not in _NOT_SPELLED}
_UNITS_EN = dict(zip("one two three four five six seven eight nine".split(), range(1, 10), strict=True))
_TENS_EN = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
_COMPOUND_EN = re.compile(r"(" + "|".join(_TENS_EN) + r")[- ](" + "|".join(_UNITS_EN) + r")")
_TEXT_WRAP = re.compile(r"\s*\\(?:text|textrm|textnormal|textbf|textit|mathrm|mbox)\s*\{([^{}]*)\}\s*")
_CJK_NUMERAL = re.compile(r"[〇零一二两兩三四五六七八九十]{1,3}")


def _unwrapped(pred: str) -> str:
    """The answer without one ``\\text{}`` around it, emphasis, and a full stop at its end."""
    m = _TEXT_WRAP.fullmatch(pred)
    text = m.group(1) if m else pred
    return text.strip().strip("*_").strip().rstrip(".。").strip()


def spelled_value(word: str) -> int | None:
    """The value of ``word`` when it is one spelled number (``seven``, ``twenty-one``, ``sieben``, ``七``), else None."""
    low = word.lower()
    if low in _SPELLED:
        return _SPELLED[low]
    if m := _COMPOUND_EN.fullmatch(low):
        return _TENS_EN[m.group(1)] + _UNITS_EN[m.group(2)]
    if _CJK_NUMERAL.fullmatch(word):
        return _cjk_value(word)
    return None


# an English cardinal or fraction written out in several words, the whole answer ("one hundred", "two hundred and
# fifty", "one thousand", "two thirds", "three quarters", "one half"): each word is a number word of its place, so
# the phrase states one value and nothing else (a word it does not know, a bound, an operation: no reading)
_TEENS_EN = dict(
    zip(
        "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(),
        range(10, 20),
        strict=True,
    )
)
_BELOW_100 = (
    r"(?:(?:" + "|".join(_TENS_EN) + r")(?:[- ](?:" + "|".join(_UNITS_EN) + r"))?"
    r"|" + "|".join(_TEENS_EN) + r"|" + "|".join(_UNITS_EN) + r")"
)
_BELOW_1000 = (
    r"(?:(?:"
    + "|".join(_UNITS_EN)
    + r")\s+hundred(?:\s+(?:and\s+)?"
    + _BELOW_100
    + r")?|"
    + _BELOW_100
    + r")"
)
_CARDINAL_EN = re.compile(
    r"(?P<thousands>" + _BELOW_1000 + r")\s+thousand(?:,?\s+(?:and\s+)?(?P<rest>" + _BELOW_1000 + r"))?"
    r"|(?P<whole>" + _BELOW_1000 + r")"
)
_DENOMINATORS_EN = {
    "half": 2,
    "third": 3,
    "quarter": 4,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
}
_FRACTION_EN = re.compile(
    r"(?P<num>"
    + _BELOW_100
    + r"|a|an)[- ](?P<den>"
    + "|".join(_DENOMINATORS_EN)
    + r"|halves|(?:"
    + "|".join(d for d in _DENOMINATORS_EN if d != "half")
    + r")s)"
)


def _below_1000(words: str) -> int:
    """The value of a phrase ``_BELOW_1000`` matched (lower case)."""
    parts = words.replace("-", " ").split()
    total = 0
    for i, w in enumerate(parts):
        if w == "hundred":
            total *= 100
        elif w != "and":
            total += _UNITS_EN.get(w) or _TEENS_EN.get(w) or _TENS_EN.get(w, 0)
        if i == 0 and w not in _UNITS_EN and w not in _TEENS_EN and w not in _TENS_EN:
            return 0
    return total


def spelled_phrase(text: str) -> str | None:
    """The value of ``text`` when it is one English cardinal or fraction written out in more than one word
    (``one hundred``: "100", ``two hundred fifty``: "250", ``two thirds``: "2/3", ``one half``: "1/2"), else
    None. A single word is :func:`spelled_value`'s."""
    low = " ".join(text.lower().split())
    if " " not in low and "-" not in low:
        return None
    if m := _CARDINAL_EN.fullmatch(low):
        if m.group("whole") is not None:
            return str(_below_1000(m.group("whole"))) if " " in low else None
        return str(
            _below_1000(m.group("thousands")) * 1000
            + (_below_1000(m.group("rest")) if m.group("rest") else 0)
        )
    if m := _FRACTION_EN.fullmatch(low):
        num = 1 if m.group("num") in ("a", "an") else _below_1000(m.group("num"))
        den_word = m.group("den")
        plural = den_word.endswith("s") and den_word != "halves" or den_word == "halves"
        if plural != (num != 1):
            return None  # "one thirds", "two third": not one written-out fraction
        den = 2 if den_word == "halves" else _DENOMINATORS_EN[den_word.removesuffix("s")]
        return f"{num}/{den}"
    return None


# ---------------------------------------------------------------------------------------------------------
# count nouns: a plural noun after a whole number, none of the words that change or qualify the value
_NUMBER = re.compile(r"[-+−]?\d{1,3}(?:,\d{3})+|[-+−]?\d+")
_COUNTED = re.compile(r"(\S+)\s+([^\W\d_]{3,}|[^\W\d_]+(?:-[^\W\d_]+){1,2})")
# nouns and adverbs in -s the tables do not hold: collective and multiplying nouns (the value counts groups), a
# repetition (a product), percents, hedges and adverbs of the Romance languages, verbs that state or judge
_NOT_COUNT_NOUNS = frozenset(
    (
        "decenas docenas dizaines douzaines dezenas dúzias duzias veintenas vintenas vintaines quincenas quinzaines "
        "centenares centenas centaines millares miles milles milhares quintales grosas "
        "pairs paires pares parejas couples casais dozens scores grosses trios quartets quintets sextets octets "
        "twins triplets doubles triples quadruples halves quarters powers multiples factorials folds orders "
        "times veces vezes vez fois volte keer keren mal kez kere razy raz percents pourcents porcientos porcentos "
        "procents pcts percento porcento procento prozent procent "
        "quizás quizas apenas además ademas después despues antes menos más mas plus moins près pres après apres "
        "jamais très tres ambos ambas todos todas tous toutes alors puis mais alias aliás cerca environs "
        "pas des les mes tes ses nos vos los las unos unas "
        "ours yours hers theirs anyways sideways always towards otherwise "
        "equals means gives yields makes becomes exceeds approaches implies fails breaks violates contradicts "
        "loses overflows diverges decreases increases"
    ).split()
)
_LATIN = re.compile(r"[A-Za-zÀ-ÖØ-öø-ɏ]+")
_COMPOUND_NOUN = re.compile(r"[A-Za-zÀ-ÖØ-öø-ɏ]+(?:-[A-Za-zÀ-ÖØ-öø-ɏ]+){1,2}")
# the same kinds of words by their endings and stems: the French and Spanish/Portuguese collective numerals
# ("vingtaines", "veintenas", "cuarentenas"), the plural of a tens word ("twenties"), the Spanish, Portuguese and
# French fraction words outside value_tails' table ("décimas", "octavas", "mitades", "metades", "moitiés")
_NOT_COUNT_FORMS = re.compile(
    r".*(?:aines|enas|enares)|(?:twent|thirt|fort|fift|sixt|sevent|eight|ninet)ies|"
    r"(?:d[ée]cim|centésim|centesim|milésim|milesim|quint|sext|s[ée]ptim|s[ée]tim|setim|octav|oitav|noven|non|"
    r"terc|terç|cuart|quart|vig[ée]sim)(?:o|a|os|as)|mitades|metades|moiti[ée]s|demies|tiers"
)


def _value_word(form: str) -> bool:
    """Whether ``form`` (a lowercased word, or the word without its plural ending) is one of the words that scale,
    divide, group, repeat, bound, hedge, judge or measure a value (the tables of the module's doc)."""
    return (
        form in UNIT_WORDS
        or form in _NOT_COUNT_NOUNS
        or form in _FRACTION_WORDS
        or form in _SCALE_WORDS
        or form in _OPERATION_LEADS
        or form in _NUMBER_WORD
        or _NOT_COUNTED.fullmatch(form) is not None
        or _NOT_COUNT_FORMS.fullmatch(form) is not None
        or (len(form) > 6 and form.endswith(_FRACTION_ENDINGS))
        or form.startswith(_FRACTION_STEMS + _SCALE_STEMS)
    )


def _count_noun(word: str) -> bool:
    """Whether ``word`` after a whole number other than 1 is provably what the number counts (see the module)."""
    low = word.lower()
    if _COMPOUND_NOUN.fullmatch(
        word
    ):  # "T-shirts", "ice-creams": the last part is the noun, the others plain
        head, _, last = low.rpartition("-")
        return not any(_value_word(part) for part in head.split("-")) and _count_noun(last)
    if not _LATIN.fullmatch(word) or polarity(low) is not None:
        return False  # "7 fails", "7 wrong"
    # the word and its forms without a plural ending: "7 thousands", "7 guesses", "7 Achtels", "7 milas", "7 kgs"
    # (an irregular plural is read as it is: "mice" is no "mi")
    forms = (low,) if low in _IRREGULAR_PLURALS else (low, low[:-1], low[:-2])
    if any(_value_word(form) for form in forms if len(form) >= 2):
        return False
    return low in _IRREGULAR_PLURALS or (low.endswith("s") and not _NOT_PLURAL.fullmatch(low))


# the scale, fraction and collective words a misspelling of which is refused too ("thousnads", "hunderds",
# "hundreths", "dosens", "milliions"): words of the tables of six letters or more, and the collective and
# numeral nouns of other languages the tables lack
_NUMERAL_NOUNS = frozenset(
    (
        "chiliads myriads myriades miríades miriadas miríadas lustros lustres lustra quinquenios quinquennia "
        "pentads triads hexads decads decades dyads reams tenners fivers sixpacks centenars desenes dotzenes "
        "parells milers milheiros milleiros dezenas decenas docenas dozijn dutzende dutzend grosses "
        "hundredths thousandths millionths billionths "
        # orders of magnitude and the magnitude itself ("7 órdenes de magnitud", "7 ordres de grandeur")
        "órdenes ordenes ordres ordens ordini größenordnungen grootteordes magnitud magnitude magnitudes grandeur "
        "grandeurs grandezza grandezze grandeza grandezas"
    ).split()
)
_FUZZY = tuple(
    sorted(
        {w for w in _SCALE_WORDS | _FRACTION_WORDS | _NUMERAL_NOUNS if len(w) >= 6 and _LATIN.fullmatch(w)}
    )
)


def _near(a: str, b: str, limit: int) -> bool:
    """Whether ``a`` and ``b`` are at most ``limit`` edits apart (insertions, deletions, substitutions and swaps
    of neighbours: the optimal string alignment distance)."""
    if abs(len(a) - len(b)) > limit:
        return False
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = a[i - 1] != b[j - 1]
            row[j] = min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], prev2[j - 2] + 1)
        if min(row) > limit:
            return False
        prev2, prev = prev, row
    return prev[-1] <= limit


def _numeral_like(low: str) -> bool:
    """Whether ``low`` is a numeral noun of ``_NUMERAL_NOUNS`` or within one edit (two for words of ten letters
    or more) of a scale, fraction or numeral noun beginning with the same letter."""
    if low in _NUMERAL_NOUNS or low.rstrip("s") in _NUMERAL_NOUNS:
        return True
    if len(low) < 6:
        return False  # ("tents" is no "tenths")
    for w in _FUZZY:
        if w[0] == low[0] and _near(low, w, 2 if min(len(w), len(low)) >= 10 else 1):
            return True
    return False


def value_like(word: str) -> bool:
    """Whether ``word`` (any case) is one of the value tables' words, a form of one without its plural ending, or a
    numeral noun or misspelled scale or fraction word (``_numeral_like``): not a plain noun."""
    low = word.lower()
    return any(_value_word(form) for form in (low, low[:-1], low[:-2]) if len(form) >= 2) or _numeral_like(
        low
    )


def plain_count_noun(word: str) -> bool:
    """Whether ``word`` after a whole number other than 1 is provably what the number counts: a count noun of
    the module's doc that is no numeral noun nor a misspelling of a scale or fraction word."""
    return _count_noun(word) and not _numeral_like(word.lower())


def _counted_number(text: str) -> str | None:
    """The number of ``text`` when it is a whole number (digits or spelled) and one count noun, else None."""
    m = _COUNTED.fullmatch(text)
    if m is None:
        return None
    number, word = m.group(1), m.group(2)
    if _NUMBER.fullmatch(number):
        value = int(number.replace(",", "").replace("−", "-"))
    elif (spelled := spelled_value(number)) is not None:
        value = spelled
    else:
        return None
    if abs(value) == 1 or not plain_count_noun(word):
        return None
    # and the reading of an English word in \text{} after a number reads it as the number too (its operator and
    # fraction words: "7 \text{ reciprocals}", "7 \text{ eighths}" are not 7)
    if word.isascii() and "-" not in word and normalize(f"{value} \\text{{ {word}}}") != str(value):
        return None
    return str(value)


# ---------------------------------------------------------------------------------------------------------
# a word in \text{} and the same word bare; a matrix in brackets and in parentheses
_TEXT_WORDS = re.compile(
    r"\s*\\(?:text|textrm|textnormal|mathrm|mbox)\s*\{\s*([A-Za-z]{2,}(?: [A-Za-z]+)*)\.?\s*\}\s*"
)
_BARE_WORDS = re.compile(r"\s*([A-Za-z]{2,}(?: [A-Za-z]+)*)\s*")
_MATRIX = re.compile(r"\s*\\begin\{([pb])matrix\}((?:(?!\\begin|\\end).)*)\\end\{\1matrix\}\s*", re.DOTALL)


def _same_words(pred: str, gold: str) -> bool:
    """Whether one of ``pred`` and ``gold`` is words in ``\\text{}`` and the other the same words bare."""
    for a, b in ((pred, gold), (gold, pred)):
        wrapped, bare = _TEXT_WORDS.fullmatch(a), _BARE_WORDS.fullmatch(b) or _TEXT_WORDS.fullmatch(b)
        if wrapped and bare and wrapped.group(1).split() == bare.group(1).split():
            return True  # (both wrapped: "\\mathrm{Monday}", "\\text{Monday.}" for "\\text{Monday}")
    return False


# a matrix written between bars, double bars, angle brackets or braces (a determinant, a norm, a set: ``\\left|
# \\begin{matrix}..\\end{matrix}\\right|``, ``\\lvert..\\rvert``, ``\\Bigg|``) or an ``array`` whose column rules
# close it (``{|cc|}``): not the matrix the gold writes in parentheses or brackets
_DELIMITED_MATRIX = re.compile(
    r"(?:\\(?:left|[bB]igg?l?|middle)\s*)?(?:\||\\[lr]?[vV]ert(?![a-zA-Z])|\\\||\\langle|\\\{|\\lbrace|⟨|‖)\s*"
    r"\\begin\{(?:[a-zA-Z]*matrix|array)\*?\}|\\begin\{array\}\{[^{}]*\|"
)


def matrix_delimited(pred: str, gold: str) -> str:
    """The delimiter that makes ``pred`` a determinant, a norm or a set of a matrix the gold writes without one
    (see ``_DELIMITED_MATRIX``), or ""."""
    if (
        "\\begin" not in pred
        or (m := _DELIMITED_MATRIX.search(pred)) is None
        or _DELIMITED_MATRIX.search(gold)
    ):
        return ""
    return m.group(0)


_TOTAL_TAIL = re.compile(
    r"(?<=[^\W\d_])\s+(?i:in\s+total|in\s+all|altogether|all\s+together|en\s+total|au\s+total|en\s+tout|insgesamt|"
    r"in\s+totale|in\s+tutto|em\s+total|no\s+total|всего|в\s+сумме|łącznie|w\s+sumie)$"
)


def proven_reading(pred: str, gold: str, strict: bool) -> str:
    """``pred`` in the gold's form where a rule proves it the same answer (see the module), else ``pred``."""
    if "matrix" in pred:
        p, g = _MATRIX.fullmatch(pred), _MATRIX.fullmatch(gold)
        if p and g and p.group(1) != g.group(1):
            return f"\\begin{{{g.group(1)}matrix}}{p.group(2)}\\end{{{g.group(1)}matrix}}"
        return pred
    if _same_words(pred, gold):
        return gold
    if strict or len(pred) > 60 or pred.isdigit():
        return pred
    text = _TOTAL_TAIL.sub("", _unwrapped(pred))  # "7 apples altogether": a restatement of the total
    found = spelled_value(text)
    number = str(found) if found is not None else spelled_phrase(text) or _counted_number(text)
    return number if number is not None and parse_rational(normalize(gold)) is not None else pred


# ---------------------------------------------------------------------------------------------------------
# a one-word name of the answer before a colon, as the whole (short) response
_NAMES = (
    r"result|solution|resultado|résultat|resultat|ergebnis|endergebnis|risultato|resultaat|uitkomst|wynik|"
    r"результат|итог|ответ|sonuç|cevap|tulos|vastaus|hasil|jawaban|svar|resposta|respuesta|réponse|risposta|"
    r"antwort|antwoord|odpowiedź|lösung|solución|solução|soluzione|oplossing|rozwiązanie|решение|"
    r"rezultat|kết\s+quả|đáp\s+án|matokeo|jibu|αποτέλεσμα|απάντηση|परिणाम|उत्तर|النتيجة|الإجابة|ผลลัพธ์|คำตอบ"
)
_NAMED = re.compile(
    r"(?i:(?:final\s+)?(?:" + _NAMES + r")(?:\s+final[e]?)?)\s*[:：]\s*(?P<value>[^\n:：]+)"
    r"|(?:结果|結果|答案|答え|결과|정답)\s*[:：]\s*(?P<cjk>[^\n:：]+)"
)


def named_value(whole: str) -> str:
    """The value of a short one-line response that names it (``Result: 7``), else ``whole`` unchanged."""
    if len(whole) > 80 or "\n" in whole or ":" not in whole and "：" not in whole:
        return whole
    m = _NAMED.fullmatch(whole.strip())
    if m is None:
        return whole
    value = (m.group("value") or m.group("cjk")).strip()
    return value if value and len(value.split()) <= 3 else whole
