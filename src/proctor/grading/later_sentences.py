"""Standard mode: the sentences after the box, whatever their length, proven harmless (:func:`later_unproven`).

:func:`proctor.grading.after_sentence.unproven_sentence` reads a later sentence of at most four words by a
whitelist and leaves a longer one, or one with a number, to the rules that read bad words; a sentence those
rules hold no word for went through (``Man muss noch eins für die Null dazuzählen.``, ``Ich würde nicht darauf
wetten, ehrlich gesagt.``, ``Before subtracting the overlap of the two sets.``, ``The teacher later changed the
key to eight.``, ``8, I mean.``, ``Version 2: 8.``). Two shapes are read here the same way round, on the first
later sentences near the box (those that start within ``_NEAR`` characters of the box's sentence's end, at most
``_PIECES``):

- **a later sentence of five words or more** with no math and no number is read only when it is proven
  harmless: a closing or affirmation of the short whitelist, a long closing (``I hope this explanation helps you
  understand the problem.``, ``Let me know if you have any other questions.``), an explanation opened by a
  because-type connective (``(Since the denominators are nonzero, ...)``), a sentence about the answer by a
  demonstrative and a copula whose predicate the tails whitelist reads as harmless (``This is the number of ways
  to seat them.``), a heading or a label, or a line that leads into math (no closing punctuation, math right
  after it: ``Note that equality occurs for`` ⏎ ``$$x = 1$$``). Anything else (an operation, a doubt, a
  condition, a revision, in any language) cannot be proven harmless: standard refuses.
- **a later short sentence that offers another value**: at most six words besides its values, no operator
  and no computation, whose last value the fast rules prove different from the box's (``8, I mean.``, ``8
  quise decir.``, ``我是说8。``, ``8のつもりでした。``, ``Version 2: 8.``, ``v2: 8``, ``第2版：8。``). A sentence
  that repeats the box's value (``7 apples.``, ``Version 2: 7.``) offers no other one.

A later sentence of any length opened by a hearsay phrase of :mod:`proctor.grading.provenance` and then nothing, the
answer taken up again or a source (``Or so I was told.``, ``I heard it from a friend.``) hands the answer to someone
else: refused. A plain fraction (``50/50``, ``3/4``) is one value, not a computation: ``I'd say 50/50.`` offers it.

A sentence that states an answer, announces a check, names an option letter or holds a part the rules before
blanked is left to their rules, as the short whitelist leaves it. Each scan reads a bounded window.
"""

from __future__ import annotations

import re

from proctor.grading.after_box import _ANSWER_NOUN, _SUBJECT
from proctor.grading.after_sentence import (
    _ABOUT_ANSWER,
    _BECAUSE,
    _CHECK_WORD,
    _DIGIT,
    _INITIAL,
    _LATEX,
    _LETTER,
    _SHORT,
    _STATES_ANSWER,
    _WORD,
    _harmless,
    _hedged_hearsay,
    _words,
)
from proctor.grading.commitment import OPAQUE
from proctor.grading.provenance import _HEARSAY_AFTER_WORDS
from proctor.grading.stated import _different, _inner, _value
from proctor.grading.tails import judges
from proctor.grading.value_words import _NUMBER_WORD

_NEAR = 300  # a later sentence is read when it starts within this many characters of the box's sentence's end
_PIECES = 3  # the later sentences read at most
_MAX_PIECE = 400  # a longer later sentence is a paragraph of work: the other rules read it
_OFFER_WORDS = 6  # the words besides its values of a sentence that offers another value

# an option letter (the pronoun "I" before a word is none: "8, I mean.")
_OPTION = re.compile(_LETTER.pattern + r"(?<!I(?=[ \t]+[a-z']|'))")
# an abbreviation's period ("p. 12", "Fig. 3", "no. 5"): it ends no sentence
_ABBREVIATION = re.compile(
    r"(?<![^\W\d_])(?i:p|pp|no|nr|eq|eqs|ch|chap|sec|vol|fig|cf|vs|ex|approx|resp|e\.g|i\.e|S|Bd|Abb|Kap|pág|str)\.[ \t]*\Z"
)
_OPAQUE_RUN = re.compile("[" + OPAQUE + "]+")
# a value outside math: a number (digits glued to letters count: "v2", "8이라는", "第2版")
_NUMBER = re.compile(r"(?<![\d.,])[-−]?\d+(?:[.,]\d+)?(?![\d])")
# a plain fraction (``50/50``, ``3/4``): one value the sentence offers, not a computation (no operator besides its
# slash, no "=")
_FRACTION = re.compile(r"(?<![\d.,/])\d+(?:[.,]\d+)?/\d+(?:[.,]\d+)?(?![\d/])")
# what follows a hearsay phrase that opens a later sentence ("Or so I was told.", "I heard it from a friend."):
# nothing, or the answer taken up again or a source ("it", "so", "that", "from", "by", "online"): the sentence
# hands the answer to someone else (a hearsay phrase before a clause of its own, "I heard the problem is old.", is
# the other rules' to read)
_HEARSAY_OBJECT = re.compile(
    r"[\s,.!…]*(?:$|(?i:it|so|this|that|the\s+same|as\s+much|from|by|via|online|somewhere|once|before|too|"
    r"anyway|lo|es|das|ça|cela|это|так|eso|esto|isso)(?![^\W\d_]))"
)
# a later sentence that opens on "or so" takes the statement before it back to what someone says, seems or roughly
# is, whatever its clause ("Or so they told me.", "Or so rumour has it."), unless the clause is the writer's own
# work ("Or so I calculated twice.")
_OR_SO = re.compile(r"(?i)[\s*_,;:(—–-]*or\s+so(?![^\W\d_])")
_OWN_WORK = re.compile(
    r"(?i)[\s*_]+(?:i|we)\s+(?:\w+ly\s+|have\s+|had\s+|just\s+)?(?:calculated|computed|found|got|derived|checked|"
    r"double-checked|verified|worked\s+(?:it\s+)?out|counted|solved|figured|showed|shown|proved|proven|obtained|"
    r"determined|confirmed)(?![^\W\d_])"
)
# what may follow the writer's own work after "or so" ("Or so I calculated twice.", "Or so we computed above."): how
# often, how carefully or where it was done; anything else may take it back ("Or so I calculated before finding my
# error.", "Or so I verified, I hope.", "Or so I computed in my dream.")
_OWN_WORK_REST = frozenset(
    "twice thrice again once more several times carefully above earlier before it this that myself ourselves "
    "independently explicitly too as well by hand both ways in detail".split()
)


def _own_work_plain(rest: str) -> bool:
    """Whether ``rest`` (what follows the writer's work verb after "or so") holds only ``_OWN_WORK_REST``'s words."""
    return all(w.lower() in _OWN_WORK_REST for w in re.findall(r"[^\W\d_]+", rest))


# a computation or a relation between values: the sentence does work, it offers no value
_OPERATOR = re.compile(
    r"[=+*/×÷^<>≤≥≠≈±%]|\d\s*[-−–]\s*\d|\\(?:times|cdot|div|pm|mp|neq?|[lg]eq?|approx|sim|begin|over)(?![a-zA-Z])"
)
# a label of a step or a part of the work before the value ("Step 2: 8"): the work's own numbering
_WORK_LABEL = re.compile(
    r"(?i:\b(?:steps?|parts?|cases?|examples?|problems?|questions?|exercises?|items?|schritt|teil|fall|aufgabe|"
    r"paso|parte|caso|ejercicio|étape|partie|cas|exercice|шаг|часть|случай|задача|passo|krok|część|przypadek|"
    r"adım|kısım|durum)\b)|步骤|第.步|ステップ|단계|部分|情况|場合"
)
# a number word that opens the sentence or follows a colon
_LEADING = " \t\n.!?。！？*_>#-"
_WORD_VALUE = re.compile(r"(?:^|[:：]|(?<=[\s.!?。！？*_>#-]))[ \t]*([^\W\d_]+)(?![^\W\d_])", re.M)
_ITEM = re.compile(r"(?:\d{1,2}[.)]|[-*+•])(?:\s|$)")
_COMPARED = re.compile(r"(?i:\b(?:than|als|que|чем|niż|di)\b)|より|보다|से")
# a label before the value ("Version 2: 8"): read as an offer only where it numbers or names a revision
_COLON_LABEL = re.compile(r"[\s*_>#.!?。！？-]*([^:：\n]{1,40})[:：]\s*[^:：\n]*$")
_REVISION_LABEL = re.compile(
    r"\d|(?i:\b(?:second|third|new|newer|latest|revised|revision|correct(?:ed|ion)?|update[d]?|final|fix(?:ed)?|"
    r"zweite|neue|korrigiert|korrektur|berichtigt|segunda|nueva|corregid[oa]|corrección|deuxième|nouvelle|corrigé\w*|"
    r"вторая|новая|исправлен\w*|segunda|nova|corrigid[oa]|seconda|nuova|corrett[oa]|druga|nowa|poprawion\w*|"
    r"ikinci|yeni|düzelt\w*|tweede|nieuwe|draft|entwurf|borrador|brouillon)\b)|改訂|修正|更正|第.版|版|버전|수정"
)
# an item left unchecked ("- [ ] $8$"): a value not chosen
_UNCHECKED = re.compile(r"\s*(?:[-*+]\s*)?\[ \]")
# code of a figure or a program after the answer ("draw((0,0)--(1,1));", "[asy]"): no sentence
_CODE = re.compile(r"\w\(|--|;\s*$|\[/?asy\]", re.M)
_MATH_OPEN = re.compile(r"^\s*(?:\$\$?|\\[(\[])")
_MATH_CLOSE = re.compile(r"(?:\$\$?|\\[)\]])?[\s.,;:]*$")
# long closings: the whole sentence, lowercased, its closing punctuation stripped
_LONG_CLOSING = re.compile(
    r"(?:i\s+)?(?:hope|trust)\s+(?:this|that|it|my\s+(?:answer|explanation|solution|work))\s+(?:explanation\s+|"
    r"solution\s+|answer\s+)?(?:helps|is\s+helpful|was\s+helpful|clarifies(?:\s+things)?|makes\s+(?:things\s+)?sense|"
    r"is\s+clear)(?:\s+(?:you|a\s+lot))?(?:\s+(?:to\s+)?understand\s+(?:the|this)\s+(?:problem|question|solution|"
    r"answer|steps?|process|concept|reasoning))?|"
    r"(?:please\s+)?(?:let\s+me\s+know|feel\s+free\s+to\s+ask|don't\s+hesitate\s+to\s+ask)(?:\s+if\s+you\s+have\s+any\s+"
    r"(?:other\s+|more\s+|further\s+|additional\s+)?questions?)?(?:\s+or\s+need\s+(?:further|more)\s+(?:help|"
    r"clarification))?|"
    r"if\s+you\s+have\s+any\s+(?:other\s+|more\s+|further\s+|additional\s+)?questions?,?\s+(?:please\s+)?(?:feel\s+"
    r"free\s+to\s+ask|let\s+me\s+know|just\s+ask)|"
    r"i\s+apologi[sz]e\s+for\s+(?:the|any)\s+(?:repetition|inconvenience)(?:\s+in\s+my\s+(?:previous\s+)?responses?)?|"
    r"(?:or|alternatively,?)\s+(?:we|you|one)\s+(?:could|can|may|might)\s+(?:also\s+)?(?:compute|calculate|solve|find|"
    r"derive|do|check|verify|get)\s+(?:it|this|that|the\s+(?:answer|result))\s+(?:in\s+)?(?:another|a\s+different|an\s+"
    r"alternative|a\s+similar)\s+(?:way|method|approach)|"
    r"(?:(?:thanks?(?:\s+you)?\s+for\s+(?:reading|your\s+(?:attention|patience|time))|good\s+luck(?:\s+with\s+"
    r"(?:your|the)\s+(?:studies|exams?|homework|tests?|problems?))?|happy\s+(?:studying|learning|solving))"
    r"(?:,?\s+(?:and\s+)?(?=\S))?){2,3}|"
    r"(?:this|that|it)\s+(?:matches|agrees\s+with|confirms|is\s+consistent\s+with)\s+(?:the|our|my)\s+(?:earlier\s+|"
    r"previous\s+|first\s+|above\s+)?(?:count|result|calculation|computation|answer|work|value|total|estimate)"
    r"(?:\s+(?:we|i)\s+(?:found|got|computed|obtained|had)(?:\s+(?:in|at)\s+(?:step\s+[a-z]+|the\s+(?:start|"
    r"beginning)))?(?:\s+(?:above|earlier|before))?)?|"
    r"thank\s+you\s+for\s+(?:the|this|your)\s+(?:question|problem|patience|attention)|"
    r"(?:ich\s+hoffe|hoffentlich),?\s+(?:das|dies)\s+hilft(?:\s+(?:dir|ihnen|weiter))?|"
    r"espero\s+que\s+(?:esto|esta\s+explicación)\s+(?:te|le|les)?\s*(?:ayude|sirva|haya\s+ayudado)|"
    r"j'espère\s+que\s+(?:cela|ça|cette\s+explication)\s+(?:t'|vous\s+)?(?:aide|a\s+aidé|est\s+clair[e]?)|"
    r"надеюсь,?\s+(?:это|мое\s+объяснение|моё\s+объяснение)\s+(?:поможет|помогло|понятно)"
)
_LONG_CLOSING_CJK = re.compile(
    r"希望(?:这个|這個)?(?:解答|回答|解释|解釋)?(?:对你|對你)?有(?:所)?(?:帮助|幫助)|お役に立てれば(?:幸いです)?"
)
# what is still to be done to the value: an obligation, "still", "one more" ("Man muss noch eins ... dazuzählen.")
_OBLIGATION = re.compile(
    r"(?i:\b(?:must|have\s+to|has\s+to|need(?:s)?\s+to|needed|still|yet\s+to|remains?\s+to|one\s+more|hay\s+que|"
    r"tiene\s+que|tenemos\s+que|falta|todav[íi]a|il\s+faut|doit|devons|reste\s+[àa]|encore|muss|müssen|noch|"
    r"zu\s+(?:zählen|addieren|verdoppeln|halbieren|subtrahieren)|нужно|надо|ещё|еще|следует|необходимо|trzeba|"
    r"jeszcze|należy|musi|gerek\w*|lazım|bisogna|ancora|deve|dobbiamo|è\s+necessario|é\s+preciso|precisa|ainda|"
    r"temos\s+que|moet|moeten|nog|erbij)\b)|还要|還要|还得|還得|需要|必须|必須|再加|再乘|しなければ|必要があ|さらに|해야|"
    r"더\s*더해|होगा|होगी|जोड़ना|يجب|لا\s+بد"
)
# a reference or a key that holds another value ("The book has a different number", "El libro dice otra cosa")
_REFERENCE_OTHER = re.compile(
    r"(?i:\b(?:key|book|textbook|sheet|manual|teacher|official|reference|l[öo]sung\w*|buch|lehrer\w*|libro|"
    r"profesor\w*|clave|solucionario|soluciones|corrig[ée]|livre|professeur|cl[ée]|ключ\w*|книг\w*|учител\w*|"
    r"ответах|gabarito|livro|professor\w*|anahtar\w*|kitap\w*|öğretmen\w*|klucz\w*|odpowiedziach|książ\w*|"
    r"nauczyciel\w*)\b.*\b(?:different|other|another|changed?|revised?|disagrees?|otherwise|andere\w*|anders|"
    r"geändert|otr[oa]s?|cambi\w*|autre\w*|corrig\w*|друг\w*|исправил\w*|outr[oa]s?|başka|inn\w+|"
    r"zmieni\w*)\b)|(?:另一|其他|别的|別の|다른|しかし解答)"
)
# confidence, negated; or a word of doubt ("I would not bet on it", "Results may vary")
_CERTAINTY = re.compile(
    r"(?i:\b(?:sure|certain|confident|convinced|bet|wager|money|trust|überzeugt|confi\w*|convaincu\w*|sicher|wetten|setzen|vertrau\w*|seguro|segura|apost\w*|"
    r"confianza|confiance|fío|fiar|sûr|sûre|pari\w*|уверен\w*|став\w*|довер\w*|pewien|pewna|pewny|emin|"
    r"güven\w*|sicuro|sicura|fido|certo|certa|zeker)\b)|把握|打包票|保证|保證|确定|確定|自信|確信|자신|확신|भरोसा|यकीन|"
    r"निश्चित|متأكد|واثق|ثقة"
)
_NEGATED = re.compile(
    r"(?i:\b(?:not|no|never|far\s+from|hardly|barely|nicht|kaum|kein\w*|nada|nunca|apenas|ne|pas|aucun\w*|jamais|"
    r"не|нет|ни|едва|nie|wcale|değil\w*|hiç|non|"
    r"niente|nulla|não|nem|niet|geen)\b|n't|n['’])|不|没|沒|ない|ません|없|못|नहीं|لست|لا|ليس"
)
_DOUBT = re.compile(
    r"(?i:\b(?:may\s+vary|doubt\w*|guess\w*|zweifel\w*|dud\w*|doute\w*|сомнева\w*|wątpi\w*)\b)"
)
# a condition that opens the sentence, or a word of one inside it ("Assuming ...", "Before subtracting ...")
_CONDITION_OPENS = re.compile(
    r"(?i:(?:(?:well|of\s+course|oh|but|also|and|only|bueno|bon|na|ну|tabii)[,\s]+)?(?:assuming|assume|if|unless|"
    r"provided|given|before|without|counting|under|for\s+the\s+(?:version|case|variant)|vorausgesetzt|angenommen|"
    r"wenn|falls|bevor|vor\s+dem|ohne|suponiendo|si|antes|sin|en\s+supposant|avant|sans|если|до|без|при\s+условии|"
    r"przed|zakładając|jeśli|jeżeli|bez|sem|prima|senza|se|supponendo|eğer|als|zonder|voor)\b)|前提|假设|假設|如果|除非"
)
_CONDITION_WORD = re.compile(
    r"(?i:\b(?:only\s+(?:if|when|for)|nur,?\s+(?:wenn|falls|für)|s[óo]lo\s+si|seulement\s+si|только\s+если|"
    r"tylko\s+(?:jeśli|gdy)|solo\s+se|só\s+se|alleen\s+als|ignor\w*|assum\w*|suppos\w*|versions?|versión|versione|versão|wersj\w*|верси\w*|fassung|"
    r"vorausgesetzt|annahme|suposición|hypothèse|предполож\w*|önce(?:si)?|kesişim\w*)\b)|前の|之前|以前|前提|전에"
)
_REASON_INSIDE = re.compile(r"(?i:\b(?:since|because|as|weil|da|porque|puisque|car|потому|так\s+как)\b)")
# the answer placed in a class: a pronoun, a verb of lying in a class, a class ("It falls on a weekday.")
_CLASSIFIES = re.compile(
    r"(?i:(?:it|this|that)\s+(?:falls|lies|belongs|lands|occurs|is)\s+(?:on|in|to|among|within)?\s*(?:a|an|the)\s+"
    r"[^\W\d_]+(?:\s+[^\W\d_]+)?)[.!]?"
)
# a sentence that points at the display after it ("shown in the table below", "as follows")
_POINTS_TO = re.compile(
    r"(?i:\b(?:below|as\s+follows|the\s+following|unten|folgende\w*|abajo|siguiente|ci-dessous|suivant\w*|ниже)\b)"
)
_CLOSING_PUNCT = (".", "!", "?", "。", "！", "？", ":", "：", ";")


def _disowns(piece: str) -> bool:
    """Whether the long later sentence ``piece`` holds the shape of a sentence that changes, doubts, conditions or
    revises the answer (see the module's doc); a remark of any other kind (``Ringo had counted them twice
    before.``, ``Note: we count points, not squares.``) is read."""
    plain = piece.strip(" \t\n*_>#¡¿([\"'“«")
    if _OBLIGATION.search(plain) or _REFERENCE_OTHER.search(plain):
        return True
    if _CERTAINTY.search(plain) and _NEGATED.search(plain) or _DOUBT.search(plain):
        return True
    if _CONDITION_OPENS.match(plain) or _CONDITION_WORD.search(plain):
        return not _REASON_INSIDE.search(plain)  # "We ignore the negative root since lengths are positive."
    return False


def _long_harmless(view: str, s: int, e: int, piece: str) -> bool:
    """Whether the long later sentence ``piece`` (``view[s:e]``) is proven harmless (see the module's doc)."""
    if _harmless(piece) or _hedged_hearsay(piece.replace("’", "'")) is False:
        return True  # (and "At least, that's what I got twice.": the writer's own work)
    if _CLASSIFIES.fullmatch(piece.strip(" \t\n*_")):
        return True  # "It falls on a weekday.": a class of the answer
    plain = piece.strip(" \t\n*_>#¡¿([\"'“«").replace("’", "'")
    if _BECAUSE.match(plain):
        return True  # "(Since the denominators are nonzero, ...)": an explanation
    core = re.sub(r"\s+", " ", plain.rstrip(" \t\n.!?。！？…*_)]\"'”»").lower())
    if _LONG_CLOSING.fullmatch(core) or _LONG_CLOSING_CJK.fullmatch(core.replace(" ", "")):
        return True  # "I hope this explanation helps you understand the problem."
    m = _ABOUT_ANSWER.match(plain)
    if m is not None:
        predicate = plain[m.end() :].strip(" \t\n.!。！")
        if not predicate or _BECAUSE.match(predicate):
            return True  # "This is because ..."
        predicate = re.sub(r"(?:です|だ|である|이다|입니다)$", "", predicate)
        if not judges(predicate):
            return True  # "This is the number of ways to seat the guests around the table."
    raw = view[s:e]
    after = view[e : e + 200].lstrip()
    into_math = after[:1] == OPAQUE or after.startswith(("$", "\\[", "\\begin"))
    if into_math and _POINTS_TO.search(piece):
        return True  # "They are enumerated in the table below." before the table
    if not raw.rstrip(" \t").endswith("\n") or raw.rstrip().endswith(_CLOSING_PUNCT):
        return False
    return into_math  # a lead into math: "Note that equality occurs for" before the display


def _offers_other(text: str, view: str, s: int, e: int, box: str) -> bool:
    """Whether the short later sentence ``view[s:e]`` offers a value other than ``box`` (see the module's doc)."""
    fractions = list(_FRACTION.finditer(view, s, e))
    if _OPERATOR.search(_FRACTION.sub(lambda m: " " * len(m.group()), view[s:e])):
        return False  # "3 + 4 = 7.", "Step 2 - 1": a computation (a plain fraction "50/50" is none: a value)
    head = view[s:e].lstrip(_LEADING)
    if (
        _ITEM.match(head)
        or head.startswith("|")
        or _NEGATED.search(view, s, e)
        or _COMPARED.search(view, s, e)
    ):
        return False  # "1. First case", "| 9 | verworpen |", "8 is not correct.", "less than 1"
    if "\\" in view[s:e] or _UNCHECKED.match(view, s):
        return False  # "Proof that $279/99999 = 0.\\overline{00279}$:", "- [ ] $8$"
    if _OPERATOR.search(_FRACTION.sub(lambda m: " " * len(m.group()), text[s:e])):
        return False  # a computation in its math
    values: list[tuple[int, str]] = []
    for m in _OPAQUE_RUN.finditer(view, s, e):
        values.append((m.start(), _MATH_CLOSE.sub("", _MATH_OPEN.sub("", text[m.start() : m.end()]))))
    for m in fractions:
        values.append((m.start(), m.group().replace(",", ".")))  # "I'd say 50/50.": one value
    for m in _NUMBER.finditer(view, s, e):
        if not any(f.start() <= m.start() < f.end() for f in fractions):
            values.append((m.start(), m.group().replace("−", "-").replace(",", ".")))
    for m in _WORD_VALUE.finditer(view, s, e):
        value = _NUMBER_WORD.get(m.group(1).lower())
        if value is not None and (
            m.start(1) == s + len(view[s:e]) - len(view[s:e].lstrip(_LEADING))
            or m.group(0).lstrip()[:1] in ":："
        ):
            values.append((m.start(1), str(value)))  # "Nine, I mean.", "Version 2: nine."
    if not values:
        return False
    words = _words(_NUMBER.sub(" ", _FRACTION.sub(" ", _OPAQUE_RUN.sub(" ", view[s:e])))) - sum(
        1 for at, _ in values if view[at : at + 1].isalpha()
    )
    if words > _OFFER_WORDS:
        return False
    at, last = max(values)
    label = _COLON_LABEL.match(view, s, at)
    if label is not None and not _REVISION_LABEL.search(label.group(1)):
        return False  # "- Speed: 2.5", "Time in shop: 24": a value of another quantity, labelled
    if label is None and len(values) > 1:
        return False  # "21 is divisible by 3.", "12 is greater than 10.": a relation between values
    if _WORK_LABEL.search(view, s, at):
        return False  # "Step 2: 8", "Part (b): 8": a value of a step or a part of the work
    subject = _SUBJECT.match(view[s:at].lstrip(" \t\n.!?。！？"))
    if subject and not _ANSWER_NOUN.search(subject.group(1)):
        return False  # "Thus the other root is $-2$.": a value of another quantity (after_box reads the answer's)
    if _value(last) is None:
        return False  # a computation in math
    return _different(last, box)


def later_unproven(
    text: str, view: str, start: int, end: int, stop_at: int, pieces: list[tuple[int, int]]
) -> bool:
    """Whether a later sentence near the box ``text[start:end]`` (its sentence ends at ``stop_at``; ``pieces``: the
    later sentences of ``view``, the stated view) is not proven harmless (see the module's doc)."""
    read = 0
    box: str | None = None
    danda = view.find("।", end, stop_at)
    if danda >= 0:  # "उत्तर $\\boxed{7}$ है। 8, मेरा मतलब।": a danda ends a sentence (SENTENCE_END has none)
        pieces = [(danda + 1, stop_at), *pieces]
        stop_at = danda + 1
    for s, e in pieces:
        if s - stop_at > _NEAR or read >= _PIECES:
            break
        raw = view[s:e]
        if _INITIAL.search(view, max(0, s - 3), s + 1) or _ABBREVIATION.search(view, max(0, s - 6), s + 1):
            continue  # "Thanks to B. Smith ...": an initial's period ends no sentence
        piece = _LATEX.sub(" ", raw).lstrip(" \t\n.!?。！？")
        if not piece.strip(" \t\n.!?。！？"):
            continue  # layout
        read += 1
        if raw.count(")") > raw.count("(") or raw.count("）") > raw.count("（"):
            continue  # the rest of a bracket opened before ("(p. 12 of the notes)"): the bracket rules read it
        if "[asy]" in raw:
            break  # a figure's code follows
        if _CODE.search(raw):
            continue  # code
        if "    " in raw.strip("\n") or raw.rstrip("\n").endswith("   ") or _OPTION.search(piece):
            continue  # a part the rules before blanked, an option letter: theirs to read
        # (read before the check words' exemption: "Or so I verified, I hope." hedges the answer, it checks nothing)
        if (so := _OR_SO.match(piece)) and not (
            (work := _OWN_WORK.match(piece, so.end())) and _own_work_plain(piece[work.end() :])
        ):
            return True  # "Or so they told me.", "Or so rumour has it.", "Or so it seems.": the answer hedged again
        if _CHECK_WORD.search(piece):
            continue  # a check: the check rules read it
        if (hearsay := _HEARSAY_AFTER_WORDS.match(piece)) and _HEARSAY_OBJECT.match(piece, hearsay.end()):
            return True  # "Or so I was told.", "I heard it from a friend.", "Dicen.": the answer is someone else's
        if len(raw) <= _MAX_PIECE:
            if box is None:
                box = _inner(text[start:end])
            if _offers_other(text, view, s, e, box):
                return True  # "8, I mean.", "Version 2: 8.", "Nine, I mean."
        if OPAQUE in piece:
            continue  # math: the other rules read it
        if _DIGIT.search(piece) and (_OPERATOR.search(text, s, e) or _STATES_ANSWER.search(piece)):
            continue  # a computation, an answer stated again: the later-value and check rules read it
        if _words(piece) <= _SHORT or len(raw) > _MAX_PIECE or not _WORD.search(piece):
            continue  # a short sentence: after_sentence's whitelist reads it
        if _disowns(piece) and not _long_harmless(view, s, e, piece):
            return True
    return False
