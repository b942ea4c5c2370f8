"""Standard mode: what follows an answer in its own math, glued to it, or in the words right after it, may change
its value (:func:`tail_changes_value`); a choice letter may be decorated or followed by another option's text
(:func:`choice_decorated`, :func:`other_option_text`).

The prose rules after a box (:mod:`proctor.grading.after_box`, ``operates_on_box`` of
:mod:`proctor.grading.finality`) read the words after the box's math closes. The same value can be changed
inside the box's own math span or in bare LaTeX glued to a box: ``$\\boxed{7},000$``, ``$\\boxed{7}\\text{
million}$``, ``$\\boxed{7}\\text{ or } 8$``, ``$\\boxed{7}\\text{ (typo)}$``, ``\\boxed{7}\\text{e}3``; and an unboxed
answer read from its math span alone (the ``answer is`` and ``expression`` fallbacks) is changed by the words
after the span: ``The answer is $7$ million.``, ``The answer is $\\sqrt{2}$ squared.``. Strict mode refuses all
of these already (nothing but closers and a unit may follow its answer); here the tail is read by the same
rules in both places:

- **the rest of the math**: a digit group after a separator (``,000``, ``\\,000``, ``, 8``), an operator
  (``\\times 10^3``, ``+ 1``), an e-notation exponent (``\\text{e}3``), then its ``\\text{}`` words as prose;
- **the words**: an operation or bound (``squared``, ``or more``, ``at least``, ``thousand``, ``k``; the
  list of ``operates_on_box``), a fraction or scale word in the languages models answer in (``halves``,
  ``eighths``, ``Achtel``, ``millones``, ``lakhs``, ``mln``, ``万``), an operation on a value (``less one``, ``x
  10``, ``-fold``), another value offered (``or 8``, ``and 8``, ``o 8``), a bracket the after-box whitelist
  does not read as a gloss (``(approx.)``, ``(typo)``; ``(in cm)`` is one), a short dismissal (``nope``).

A count noun or a unit is read as today (``$\\boxed{7}\\text{ cm}$``, ``The answer is $7$ apples.``). Each
read is a bounded window right after the answer.
"""

from __future__ import annotations

import re

from proctor.grading.normalize import UNIT_WORDS
from proctor.grading.spans import span_holding

_WINDOW = 120  # the characters read after the answer (the rest of its span, then its sentence)

# LaTeX that states words or spacing: unwrapped to the words, to read the tail as prose
_TEXT_CMD = re.compile(
    r"\\(?:text|textrm|textnormal|textup|textit|textbf|textsf|texttt|mathrm|mathit|mathbf|mathsf|mbox|"
    r"operatorname|hbox)\s*\{([^{}]*)\}"
)
_SPACING = re.compile(r"\\(?:[,;:! ]|quad|qquad|enspace|thinspace|medspace|thickspace)(?![a-zA-Z])|~")
_LAYOUT = re.compile(r"\\(?:left|right|displaystyle|textstyle)(?![a-zA-Z])|\\[()\[\]]|\$")
# where the box's row ends in its math: a row break, a column, an environment's end, a tag
_ROW_END = re.compile(r"\\\\|&|\\end\s*\{|\\tag\b|\\label\b|\\(?:boxed|fbox)\b")
# bare LaTeX glued to a box written without math delimiters: commands (and their groups), spacing, scripts,
# a digit group
_GLUED = re.compile(
    r"(?:\\[a-zA-Z]+\*?\s*(?:\{[^{}\n]*\})?|\\[,;:! ]|~|[\^_]\s*(?:\{[^{}\n]*\}|\\?\w+)|\{,\}\s*\d+|,\d{3}(?!\d))+"
)
# a digit right after a separator (or glued) in the box's math: "$\\boxed{7},000$", "\\boxed{7}\\,000", "$\\boxed{7}, 8$"
_DIGITS_AFTER = re.compile(r"\s*(?:\{,\}|[,;.'’]|\\[,;:! ]|~)?\s*\d")
_PERCENT_OR_DEGREE = re.compile(r"\s*(?:\^\s*\{?\s*\\circ\s*\}?|°|\\%|%)")
_OPERATOR = re.compile(
    r"\s*(?:[-+*/×÷·^−]|\\(?:times|cdot|div|pm|mp|cup|cap|setminus|oplus|otimes|ast|star|circ|wedge|vee)"
    r"(?![a-zA-Z]))"
)
_WORD_THEN_NUMBER = re.compile(r"(?<![\\\w])([^\W\d_]+)\s+[-−]?\d")  # (a word, not a command: "\\pmod 9")
_BRACKETED = re.compile(r"\([^()]*\)|\[[^\[\]]*\]|\{[^{}]*\}")
_E_NOTATION = re.compile(r"\s*[eE]\s*[-+−]?\s*\d")

# a value after a conjunction or a separator: a number, a number word, math, a coordinate, an assignment
_NUMBER_WORDS = (
    r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|hundred|uno|dos|tres|cuatro|cinco|"
    r"seis|siete|ocho|nueve|diez|un|une|deux|trois|quatre|huit|neuf|dix|eins|zwei|drei|vier|fünf|sechs|sieben|"
    r"acht|neun|zehn|due|tre|otto|dieci|dois|três|oito|один|два|три|четыре|пять|восемь|десять"
)
_VALUE = (
    r"(?:[-+−(\[{\d]|\\(?!text|mathrm|mbox|boxed|fbox)[a-zA-Z(\[{]|(?P<name>[A-Za-z])\s*=|(?i:(?:"
    + _NUMBER_WORDS
    + r")\b))"
)
_ALTERNATIVE = re.compile(
    r"\s*(?:[,;/]|(?i:or|and|vs\.?|versus|nor|o|u|y|e|ou|et|oder|und|of|en|или|и|eller|och|veya|atau|dan))"
    r"(?:\s+|(?<=[,;/]))\s*(?:(?i:maybe|perhaps|possibly|also|even|else|rather)\s+)?(?=" + _VALUE + r")"
)
_ALTERNATIVE_CJK = re.compile(r"\s*(?:或者|或是|或|还是|還是|和|または|か|또는|혹은)\s*\d")
# the same, in prose: the value ends the clause ("The answer is $7$ and 8.", not "... and $7$ is prime.")
_ALTERNATIVE_ENDS = re.compile(_ALTERNATIVE.pattern + r"(?=[^\s.,;!?]{0,40}\s*(?:[.;!?。]|$))")

# fraction words: the value counts parts ("7 eighths" is 7/8); singular and plural, in the languages models
# answer in (never "second", "th": "the $\\boxed{7}$th term"). Read as the first word after the answer: a set
# lookup, then a few endings and stems.
_FRACTION_WORDS = frozenset(
    (
        "half halves third thirds quarter quarters fourth fourths fifth fifths sixth sixths seventh sevenths "
        "eighth eighths ninth ninths tenth tenths eleventh elevenths twelfth twelfths hundredth hundredths "
        "thousandth thousandths millionth millionths billionth billionths trillionth trillionths "
        "medios tercio tercios cuartos quintos sextos séptimos septimos octavo octavos novenos décimos decimos "
        "centésimos centesimos milésimos milesimos demis tiers quarts "
        "halbe drittel viertel fünftel funftel sechstel siebtel achtel neuntel zehntel elftel zwölftel zwolftel "
        "hundertstel tausendstel mezzi terzi quarti quinti sesti settimi ottavi noni decimi centesimi millesimi "
        "meios terços tercos oitavos nonos трети третей треть пятых шестых седьмых восьмых девятых десятых сотых "
        "achtste achtsten derde derden kwart helften trzecich czwartych"
    ).split()
)
_FRACTION_ENDINGS = ("teenth", "teenths", "ieth", "ieths", "ièmes")
_FRACTION_STEMS = ("половин", "четверт", "тысячн", "ósm", "połów")
# scale words: the value is a count of them ("7 millones" is 7,000,000); the English singulars are also read by
# operates_on_box's list
_SCALE_WORDS = frozenset(
    (
        "thousand thousands hundred hundreds million millions billion billions trillion trillions dozen dozens "
        "gross grosses lakh lakhs lac lacs crore crores thou thous bn mln mld mrd mio tys "
        "millones millón millon billones billón billon trillones cientos centenas centenares mille millier "
        "milliers milliard milliards centaines mila migliaia milioni milione miliardi miliardo centinaia "
        "milhão milhao milhões milhoes bilhão bilhao bilhões bilhoes milhares tausend hundert millionen milliarde milliarden duizend miljoen "
        "miljard honderd milyon milyar ribu juta miliar тыс млн млрд "
        "сотен сотни"
    ).split()
)
_SCALE_STEMS = ("tysięc", "tysiąc", "milion", "miliard", "тысяч", "миллион", "миллиард")
_SCALE_CASED = frozenset({"MM"})
# the hundreds, thousands, millions and billions of the other languages models answer in, read at the start of
# the words after the answer (any inflection by stem; scripts whose vowel signs are no word characters and
# scripts written without spaces are matched as written, not as a first token)
_SCALE_PHRASE = re.compile(
    r"(?i:"
    # Turkish, Swahili, Indonesian/Malay, Tagalog, Vietnamese
    r"bin|milyon\w*|milyar\w*|yüz|elfu|milioni|bilioni|mia|ratus|ribu|juta|libo|daan|"
    r"nghìn|ngàn|triệu|tỷ|tỉ|trăm|"
    # Czech, Slovak, Slovenian, Croatian, Serbian, Hungarian, Romanian, Finnish, Estonian, Lithuanian, Latvian
    r"tisíc\w*|tisoč\w*|tisuć\w*|hiljad\w*|milij\w*|miliard\w*|milion\w*|stotin\w*|ezer\w*|milli[óo]\w*|"
    r"milliárd\w*|száz\w*|mii|mie|milioane|miliarde|sute|tuha\w*|miljoon\w*|miljard\w*|tuhat|sataa|"
    r"tūkst\w*|tūkstanč\w*|"
    # Scandinavian, Dutch, German, Greek, Bulgarian, Ukrainian, Belarusian, Serbian Cyrillic
    r"tusen\w*|tusind\w*|miljon\w*|hundra|hundre|hundrede|"
    r"χιλιάδ\w*|χίλι\w*|εκατομμύρι\w*|δισεκατομμύρι\w*|εκατό|"
    r"хиляд\w*|милион\w*|милиард\w*|тисяч\w*|мільйон\w*|мільярд\w*|тысяч\w*|мільён\w*|хиљад\w*"
    r")(?![\w-])|"
    # Arabic, Persian, Urdu, Hebrew, Hindi, Bengali, Thai, Korean (matched as written)
    r"(?:ألف|آلاف|الاف|مليون|ملايين|مليار|مئة|مائة|هزار|میلیون|میلیارد|ہزار|لاکھ|کروڑ|"
    r"אלף|אלפים|מיליון|מיליארד|מאות|"
    r"हज़ार|हजार|लाख|करोड़|करोड|सौ|मिलियन|अरब|হাজার|লাখ|কোটি|"
    r"พัน|หมื่น|แสน|ล้าน|ร้อย|백만|천만|십만|백)"
)
# "mil" then a word is Spanish's or Portuguese's thousand ("mil millones", "7 mil euros", "7 mil personas"); alone it
# may be the thousandth of an inch, read by the other rules
_MIL_SCALE = re.compile(r"[ \t]+[^\W\d_]")
_OPERATION_LEADS = frozenset(
    "less fewer minus plus times over more menos más mas moins fois meno più mal weniger mehr минус плюс".split()
)
_OPERATION_VALUE = re.compile(r"\s+" + _VALUE)
_PHRASE_LEADS = frozenset("al au zum quadriert hoch ao в kare karesi and y et und e fold x".split())
_OPERATION_PHRASE = re.compile(
    r"(?i:al\s+(?:cuadrado|cubo|quadrato)|au\s+(?:carr[ée]|cube)|zum\s+quadrat|quadriert|hoch\s+\d|"
    r"ao\s+(?:quadrado|cubo)|в\s+(?:квадрате|кубе)|kare(?:si)?\b|and\s+(?:a\s+)?half|y\s+medio|et\s+demi|"
    r"und\s+ein\s+halb|e\s+mezzo|e\s+meio|fold\b|x\s*\d)"
)
_GLUED_OPERATION = re.compile(r"-\s*fold\b|[×]\s*\d")
# (a scale or power word that starts a unit is the unit: "平方米" square metres, "千米" kilometres, "제곱미터")
_CJK_VALUE = re.compile(
    r"(?:[万萬亿億千百兆]|만|억|천)(?![米克瓦焦帕赫秒公厘毫])|(?:平方|立方)(?![米公厘千分毫英码尺寸a-zA-Z])|"
    r"の?\d+乗|제곱(?!미터|센티|킬로|m)|分之"
)
_ALTERNATIVE_CUT = re.compile(r"[.;!?。](?:\s|$)|\n|\\quad|\\\\")
_FIRST_WORD = re.compile(r"[^\W\d_]+")
# the first words of finality's _OPERATOR_AFTER (its match is tried only after one of them)
_OPERATOR_FIRST = frozenset(
    (
        "squared cubed factorial inverse inverted reciprocal negated halved doubled tripled plus minus times over "
        "divided multiplied raised to or and at give more up modulo mod in thousand hundred million billion "
        "trillion dozen gross lakh crore k th"
    ).split()
)
_ALTERNATIVE_FIRST = frozenset(
    "or and vs versus nor o u y e ou et oder und of en или и eller och veya atau dan".split()
)


def _value_word(words: str, at: int, token: str) -> bool:
    """Whether the word ``token`` at ``words[at]`` (the first after the answer) scales, divides or operates on
    it (see ``_FRACTION_WORDS``, ``_SCALE_WORDS``, ``_OPERATION_LEADS``)."""
    end = at + len(token)
    if end < len(words) and (words[end] == "-" or words[end].isalnum()):
        return False  # "half-life"
    low = token.lower()
    if low in _FRACTION_WORDS or low in _SCALE_WORDS or token in _SCALE_CASED:
        return True  # "halves", "millones", "lakhs", "MM"
    if (len(low) > 6 and low.endswith(_FRACTION_ENDINGS)) or low.startswith(_FRACTION_STEMS + _SCALE_STEMS):
        return True  # "sixteenths", "twentieths", "huitièmes", "тысяч"
    if low == "mil" and _MIL_SCALE.match(words, end):
        return True  # "mil millones", "mil euros"
    if low in _OPERATION_LEADS and _OPERATION_VALUE.match(words, end):
        return True  # "less one", "minus 2", "menos 1"
    return low in _PHRASE_LEADS and _OPERATION_PHRASE.match(words, at) is not None  # "al cuadrado", "x 10"


_ENDS_HERE = re.compile(r"(?:\$\$?|\\[\])])?[ \t]*(?:[.!?。]?[ \t]*(?:\n|$)|[.!?。][ \t]+)")
_BOX_INNER = re.compile(r"\\(?:boxed|fbox)\s*\{(.*)\}", re.DOTALL)
_CHOICE_BOX = re.compile(r"\\(?:boxed|fbox)\s*\{\s*(?:\\text\w*\s*\{)?\s*\(?[A-Z]\)?\s*\}?\s*\}")
_BRACKET = {"(": ")", "[": "]", "（": "）"}
_SENTENCE_END = re.compile(r"[.!?。！？](?=\s|$)|\n")


def _plain(math: str) -> str:
    """The words a math tail states: its ``\\text{}`` unwrapped, spacing as spaces, layout dropped."""
    for _ in range(2):  # (a group inside a group: "\\text{\\textbf{or}}")
        math = _TEXT_CMD.sub(lambda m: " " + m.group(1) + " ", math)
    return _LAYOUT.sub("", _SPACING.sub(" ", math))


def _words_change(words: str, answer: str, in_math: bool, prose_after_box: bool, name: str = "") -> bool:
    """Whether the words right after an answer change its value (see the module's doc). ``in_math``: they
    are the rest of its own math (any value after a conjunction is another one); ``prose_after_box``: the
    after-box rules read them already (only the value words and the alternatives are read here); ``name``: what
    the answer is assigned to (``x =`` of ``\\boxed{x = 7}`` or ``$x = \\boxed{7}$``), where known."""
    words = words.lstrip(" \t*_")
    if not words:
        return False
    first = _FIRST_WORD.match(words)
    token = first.group(0) if first else ""
    low = token.lower()
    c = words[0]
    if token and _value_word(words, 0, token):
        return True  # "halves", "millones", "less one", "x 10", "al cuadrado"
    if _SCALE_PHRASE.match(words):
        return True  # "elfu", "nghìn", "χιλιάδες", "हज़ार", "ألف", "พัน"
    if not token and (_GLUED_OPERATION.match(words) or _CJK_VALUE.match(words)):
        return True  # "-fold", "× 10"
    if not c.isascii() and _CJK_VALUE.match(words):
        return True  # "万", "千" (a run of CJK is one token)
    if c in ",;/" or low in _ALTERNATIVE_FIRST or not c.isascii():
        if _alternative(words, answer, in_math, name):
            return True  # "or 8", "and 8", ", 8"
    if prose_after_box:
        return False  # (the operators, brackets and dismissals after a box: after_box, operates_on_box)
    if low in _OPERATOR_FIRST and token != "K":  # ("K" alone is read as kelvin, as before; "k" is a thousand)
        from proctor.grading.plain_words import _OPERATOR_AFTER

        if _OPERATOR_AFTER.match(words):
            return True  # "squared", "or more", "at least", "thousand", "k", "times ten"
    if in_math and c in _BRACKET:  # (after a fallback's span, a bracket is the sentence rule's to read)
        from proctor.grading.after_box import _gloss

        close = words.find(_BRACKET[c], 1, 1 + 160)
        if close > 0 and not _gloss(words, words, 1, close, answer):
            return True  # "(approx.)", "(typo)", "(lower bound)"
    if low in UNIT_WORDS:
        return False  # "cm", "dollars": what the value counts
    from proctor.grading.after_box import _dismisses

    stop = _SENTENCE_END.search(words)
    return _dismisses(words[: stop.start() if stop else len(words)])  # "nope", "jk"


def _alternative(words: str, answer: str, in_math: bool, name: str) -> bool:
    """Whether ``words`` open on another value offered as the answer ("or 8", ", 8"; in prose it ends the
    clause), proved different from ``answer``; an assignment only to the answer's own name
    ("\\boxed{x = 7}\\text{ or } x = 8", not "$x = \\boxed{7}, \\quad y = 3$": another unknown's value)."""
    from proctor.grading.stated import _different

    if _ALTERNATIVE_CJK.match(words):
        return True
    alt = (_ALTERNATIVE if in_math else _ALTERNATIVE_ENDS).match(words)
    if alt is None:
        return False
    other = words[alt.end() : alt.end() + 80]
    cut = _ALTERNATIVE_CUT.search(other)
    other = other[: cut.start() if cut else len(other)].strip(" \t$,")
    same_name = alt.group("name") is None or name == alt.group("name") + "="
    return bool(same_name) and _different(other, answer)


_NAME_FIRST = re.compile(r"\s*([A-Za-z])\s*=")
_NAME_LAST = re.compile(r"([A-Za-z])\s*=\s*$")


def _name(answer: str, lead: str) -> str:
    """What the answer is assigned to: ``x =`` in the answer, or right before it in its math."""
    m = _NAME_FIRST.match(answer) or _NAME_LAST.search(lead[-20:])
    return m.group(1) + "=" if m else ""


def _math_tail_changes(tail: str, answer: str, name: str = "") -> bool:
    """Whether the rest of the answer's own math (``tail``, up to its row's end) changes its value."""
    if _DIGITS_AFTER.match(tail) or _E_NOTATION.match(_plain(tail)):
        return True  # "$\\boxed{7},000$", "\\boxed{7}\\,000", "$\\boxed{7}, 8$", "\\text{e}3"
    if pd := _PERCENT_OR_DEGREE.match(tail):
        tail = tail[pd.end() :]  # "$\\boxed{7}^\\circ$", "$\\boxed{7}\\%$": what follows is read
    plain = _plain(tail)
    if not plain.strip(" \t\n.,;:!"):
        return False
    if _OPERATOR.match(plain):
        return True  # "\\text{ \\times 10^3}", "+ 1"
    if any(
        m.group(1).lower() not in _ALTERNATIVE_FIRST
        for m in _WORD_THEN_NUMBER.finditer(_BRACKETED.sub(" ", plain))
    ):
        return True  # "\\boxed{7}\\ \\text{hours}\\ 30\\ \\text{minutes}": a compound value, not 7
    return _words_change(plain, answer, in_math=True, prose_after_box=False, name=name)


def tail_changes_value(text: str, start: int, end: int) -> bool:
    """Standard mode: whether what follows the answer at ``text[start:end]`` (a box, or the math an unboxed
    answer was read from) changes its value: the rest of its math span (or the bare LaTeX glued to a box),
    then the words after it (see the module's doc)."""
    boxed = text.startswith(("\\boxed", "\\fbox"), start)
    if boxed and _CHOICE_BOX.fullmatch(text, start, end):
        return False  # "\\boxed{\\text{(B)}} 3(1 + r/10)^x": a choice, then its option text
    if end <= start or _ENDS_HERE.match(text, end):
        return False  # (most answers: the math, then the sentence or the line, ends right after it)
    held = span_holding(text, start, end) if boxed else span_holding(text, end - 1)
    inner = _BOX_INNER.match(text, start, end) if boxed else None
    answer = (inner.group(1) if inner else "") if boxed else (held[2] if held else "")
    if held is not None:
        s, e, _content = held
        name = _name(answer, text[s:start])
        math_end = e
        for closer in ("$$", "$", "\\]", "\\)"):
            if text.endswith(closer, s, e):
                math_end = e - len(closer)
                break
        tail = text[end:math_end][:_WINDOW]
        row = _ROW_END.search(tail)
        if row is not None:
            tail = tail[: row.start()]
            if row.group(0).startswith("\\") and row.group(0)[1:].startswith(("boxed", "fbox")):
                return False  # several boxes in one span: the list reading of boxes
            if tail.strip():
                return _math_tail_changes(tail, answer, name)
            return False  # the box ends its row: the rows after it are other rules' to read
        if tail.strip(" \t\n.,;:!") and _math_tail_changes(tail, answer, name):
            return True
        after = e
    elif boxed:
        name = _name(answer, "")
        glued = _GLUED.match(text, end, end + _WINDOW)
        if glued is not None:
            if _math_tail_changes(text[glued.start() : glued.end()], answer, name):
                return True  # "\\boxed{7}\\text{ billion}", "\\boxed{7}\\,000"
            after = glued.end()
        else:
            after = end
    else:
        return False  # an answer read from prose: its words were read with it
    prose = text[after : after + _WINDOW].lstrip(" \t*_")
    if not prose or prose[0] in ".!?:)]}\n。！？":
        return False  # (most answers: the sentence or the line ends)
    stop = _SENTENCE_END.search(prose)
    prose = prose[: stop.start() + 1 if stop else len(prose)]
    return _words_change(prose, answer, in_math=False, prose_after_box=boxed, name=name)


# ---------------------------------------------------------------------------------------------------------
# a choice letter stated in prose ("The answer is C"): it must end its statement, or be followed by its own
# option text, a value, punctuation or a bracket that glosses it (the boxed reader asks the same of a bare
# letter). Glued to it, a prime, a script, an operator or a question mark makes it something else ("C'",
# "C^c", "C_1", "C + 1", "C?"); a second letter makes it a pair ("C D"); a bracket that judges it qualifies it
# ("C (wrong)", "C (guess)").
_CHOICE_GLUED = re.compile(
    r"\s*(?:['’′`^?？]|_(?=[\w{\\])|[+*/×÷<>≤≥≠∪∩]|(?<=\S)-\d|\\(?:prime|cup|cap|setminus|times|cdot|circ|complement|"
    r"bar|overline|neg|lnot)(?![a-zA-Z]))"
)
_SECOND_LETTER = re.compile(r"[ \t]+\**\(?([A-Z])\)?\**(?![\w'’(])")
_CHOICE_BRACKET = re.compile(r"[ \t]*[(\[（【]([^()\[\]（）【】\n]{0,80})[)\]）】]")
_CHOICE_VALUE = re.compile(r"[\s$\\\d.,/+\-−{}()^a-z]*\d[\s$\\\d.,/+\-−{}()^a-z]*")
_CHOICE_AFFIRMS = re.compile(
    r"(?i:\s*(?:i['’]?m\s+|i\s+am\s+|very\s+|fully\s+)?(?:confident|certain|sure|verified|checked|correct|right|"
    r"final(?:\s+answer)?|the\s+(?:final\s+)?answer|answer|correct[oa]|richtig|juste|верно|правильно|正确|正確|"
    r"对|對|正しい|정답)\s*)"
)


def choice_decorated(text: str, pos: int, option_text: str = "") -> bool:
    """Whether the choice letter a statement names, ending at ``pos`` in ``text``, is decorated (see above)."""
    if pos >= len(text):
        return False
    if _CHOICE_GLUED.match(text, pos):
        return True  # "C'", "C^c", "C_1", "C + 1", "C/2", "C?", "C \\cup D"
    if _SECOND_LETTER.match(text, pos):
        return True  # "C D"
    if bracket := _CHOICE_BRACKET.match(text, pos):
        inner = bracket.group(1).strip()
        if not inner or _CHOICE_VALUE.fullmatch(inner) or _CHOICE_AFFIRMS.fullmatch(inner):
            return False  # "C (9)", "C ($\\frac12$)", "C (final answer)"
        if option_text and _same_text(inner, option_text):
            return False  # "C (Alina)" for "(C) Alina"
        from proctor.grading.after_box import _words_gloss

        return not _words_gloss(inner)  # "(wrong)", "(maybe)", "(guess)", "(not sure)"; not "(in cm)"
    return False


def _same_text(a: str, b: str) -> bool:
    from proctor.grading.normalize import key, normalize

    a, b = a.strip(" \t*_.$"), b.strip(" \t*_.$")
    return key(normalize(a)) == key(normalize(b)) or a.lower().startswith(b.lower())


_OPTION_TEXT = re.compile(r"[ \t]*(?:[:\-—–]+[ \t]*)?(?:\\text\w*\{)?[ \t*_]*([^\n]{1,80})")


def other_option_text(text: str, pos: int, option_text: str) -> bool:
    """Whether the words right after a choice letter (ending at ``pos``) are an option text other than the
    gold's ``option_text`` (``The answer is (C) Bob.`` for ``(C) Alina``): they open on a capital, a digit or
    math, and neither are nor begin with the gold's option text (words in lower case are prose: "(C) because
    ...")."""
    m = _OPTION_TEXT.match(text, pos)
    if m is None or not option_text:
        return False
    rest = m.group(1)
    stop = _SENTENCE_END.search(rest)
    rest = rest[: stop.start() if stop else len(rest)].rstrip(" \t*_.}$,;")
    if not rest or not (rest[0].isupper() or rest[0].isdigit() or rest[0] in "$\\-−"):
        return False
    if rest.split()[0] in ("I", "I'm", "It", "It's", "This", "That", "Because", "Since", "As", "So"):
        return False  # prose, not an option text
    return not _same_text(rest, option_text)
