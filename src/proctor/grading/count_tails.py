"""Standard mode: a whole number stated in a sentence and the words after it (:func:`count_tail_unproven`).

A whole number (bare in prose, in its own ``$...$``, or boxed) that the sentence goes on after is read as the
number only where what follows is **proven** harmless, by whitelist, never by a list of bad words:

- the next word opens another clause or judges nothing about the value (``is``, ``because``, ``which``,
  ``since``, ...: the rules of :mod:`proctor.grading.finality` read those sentences), or
- it is a plain count noun (:func:`proctor.grading.proven_forms.plain_count_noun`: plural, Latin script, none
  of the value tables' words, and not a misspelling of a scale or fraction word, ``thousnads``, ``hunderds``)
  or a unit word, and after that noun the sentence ends, or it goes on only with a restatement of the total
  (``in total``, ``altogether``, ``left``, ``en total``, ``insgesamt``, ``всего``, ...), a temperature scale
  after ``degrees``, or a verb of which the counted things are the subject (``7 students passed``).

Anything else (``7 and a half apples``, ``7 apples or more``, ``7 apples minus one``, ``7 pommes au moins``, ``7
degrees below zero``, ``7 orders of magnitude``, ``7 thousnads``) is not proven the number: the answer is
refused. A bounded window after the answer; nothing is read where no letter follows the number.
"""

from __future__ import annotations

import re

from proctor.grading.count_objects import use_plain_word
from proctor.grading.normalize import _NOT_COUNTED, UNIT_WORDS
from proctor.grading.proven_forms import (
    _NOT_COUNT_FORMS,
    _NOT_COUNT_NOUNS,
    _numeral_like,
    plain_count_noun,
)
from proctor.grading.unit_words import _NOT_UNITS, unit_word
from proctor.grading.value_tails import (
    _FRACTION_ENDINGS,
    _FRACTION_STEMS,
    _FRACTION_WORDS,
    _OPERATION_LEADS,
    _SCALE_STEMS,
    _SCALE_WORDS,
)
from proctor.grading.value_words import _NUMBER_WORD

_WINDOW = 160
# the answer: a whole number, bare, in its own math, or boxed
_WHOLE = re.compile(r"[-+−]?\d{1,3}(?:,\d{3})+|[-+−]?\d+")
_BOXED_WHOLE = re.compile(r"\\(?:boxed|fbox)\s*\{\s*(?:[-+−]?\d{1,3}(?:,\d{3})+|[-+−]?\d+)\s*\}")
# what closes the answer's math and its emphasis
_CLOSERS = re.compile(r"(?:\$\$|\$|\\\)|\\\]|\*\*|__|[ \t])*")
_WORD = re.compile(r"[A-Za-zÀ-ɏͰ-ϿЀ-ӿ]+(?:[-'’][A-Za-zÀ-ɏͰ-ϿЀ-ӿ]+)*(?![^\W\d_])")
# a unit's modifier before it ("square meters", "sq. units", "metros cuadrados" reads the unit first)
_UNIT_MODIFIER = re.compile(r"(?i:(?:square|cubic|sq|cu|metric|quadrat\w*|kubik\w*)\.?\s+)")
_SENTENCE_END = re.compile(r"[.!?;](?=\s|$|[*_)\]])|[。！？；]|\n")
# words that open another clause or link the number to what is said about it: not a noun, not an operation on
# the number (the finality rules read the rest of these sentences)
_OPENERS = frozenset(
    (
        "is are was were be being been will would should could must may might can shall has have had "
        "then because since as so thus hence therefore which that who whom whose where when while whereas "
        "if unless though although but yet "
        "ist sind war waren weil da denn also welche welcher welches dass "
        "est sont était étaient car puisque donc qui que "
        "es son era eran porque pues cual cuales "
        "è sono erano perché poiché quindi che "
        "é são foi eram pois "
        "это потому поскольку так что который которая которое которые "
        "jest są był była było ponieważ bo więc który która które "
        "olduğu çünkü adalah karena yang là vì ni kwa sababu "
    ).split()
)
# words that bound, join, compare or operate: never a modifier of the counted noun
_CLOSED = frozenset(
    (
        "and or plus minus less more fewer twice thrice under at below above about around nearly almost "
        "roughly approximately some than not no nor per by "
        "et ou und oder y o e moins menos más mas mais più meno weniger mehr и или i lub albo ve veya dan atau và "
        "hoặc na au"
    ).split()
)
_DETERMINER = (
    r"(?:the|a|an|this|that|these|those|each|every|all|any|both|his|her|their|its|our|my|your|one|such|"
    r"la|le|les|el|los|las|il|lo|gli|die|der|das|den|dem|des|o|os|as|um|uma|un|una|une|ein|eine|einem|einer)\s"
    r"|\$|\\\(|\d|[A-Z][a-z]|\s{2,}|\s*\n|\s*$"
)
# (a determiner before a bound or an idiom of a sign is no description: "in the red", "to the nearest ten")
_NOT_DESCRIBED = r"(?!(?i:the|a)\s+(?:very\s+)?(?:least|most|best|worst|red|black|minimum|maximum|nearest|ballpark|vicinity|order|range|region)\b)"
_PREPOSITION = (
    r"of|for|in|on|to|from|with|between|among|inside|within|into|across|along|out\s+of|over|during|"
    r"de|del|du|da|do|di|dans|en|para|pour|für|mit|con|avec|von|vom|im|na|w|z|в|из|для"
)
_RELATIVE = (
    r"that|which|who|whom|whose|where|when|whereby|for\s+which|in\s+which|such\s+that|satisfying|namely|"
    r"i\.e\.|e\.g\.|of\s+which|because|since|as|so|when|while|after|before|until|left|remaining|away|"
    r"que|qui|die|der|das|который|которых|которые"
)
_VERB = (
    r"are|is|were|was|can|could|will|would|have|has|had|do|does|did|must|may|might|should|exist|existed|got|went|"
    r"came|saw|took|ate|gave|made|sold|bought|won|ran|wrote|said|found|spent|paid|kept|held|met|sat|stood|grew|drew|"
    r"brought|caught|chose|left|get|go|come|need|want|remain"
)
_COMPARATIVE = r"(?:more|fewer|less|longer|shorter|older|younger|taller|heavier|lighter|faster|slower)\s+than"
# what may follow the counted noun and opens a description of the counted things (the rest of the sentence
# is then the finality rules'): a preposition before a determiner, math or a name, a relative word, a verb
# of which they are the subject, a determiner (the word read as a noun was a verb), "per" and a unit, a
# comparative of a difference, an infinitive
_COMPLEMENT = re.compile(
    r"(?:[ \t]*\$[^$\n]{1,24}\$)?[ \t]*,?[ \t]*(?:"
    r"(?i:(?:" + _PREPOSITION + r"))[ \t]+" + _NOT_DESCRIBED + r"(?:" + _DETERMINER + r")"
    r"|(?i:at\s+the\s+(?:end|start|beginning|top|bottom|party|school|store|meeting|mixer))(?![\w])"
    r"|(?i:(?:" + _RELATIVE + r"|" + _VERB + r"))(?![\w])"
    r"|(?i:per)[ \t]+[^\W\d_]+|(?i:" + _COMPARATIVE + r")[ \t]+(?:" + _DETERMINER + r"|\w)"
    r"|(?i:to)[ \t]+[a-z]{2,}"
    r"|,?[ \t]*(?i:and|but)[ \t]+(?i:that|it|we|this|there|so|then|thus|hence|which|i|you|they|he|she|the|these|those)\s"
    r"|(?:" + _DETERMINER + r")"
    r"|(?i:(?![a-z]*(?:doubl|tripl|quadrupl|halv|squar|cub|multipli|divid|subtract|add|remov|round|estimat|"
    r"approximat)ed\b)[a-z]{3,}ed\b)"
    r")"
)
# a restatement of the total: the whole rest of the sentence
_TOTAL = (
    r"each|apiece|each\s+one|per\s+person|chacun|chacune|cada\s+uno|cada\s+una|jeweils|каждый|in\s+total|in\s+all|altogether|all\s+together|total|overall|in\s+the\s+end|left(?:\s+over)?|remaining|"
    r"in\s+decimal|en\s+total|au\s+total|en\s+tout|en\s+todo|insgesamt|im\s+ganzen|gesamt|in\s+totale|in\s+tutto|"
    r"em\s+total|no\s+total|ao\s+todo|всего|в\s+сумме|итого|łącznie|w\s+sumie|razem|toplam(?:da)?|in\s+totaal|"
    r"totaal|totalt|i\s+alt|yhteensä|secara\s+total|totalnya|tổng\s+cộng|jumla|kwa\s+jumla|restantes|qui\s+restent|"
    r"übrig|rimast[ei]|per\s*cent|percent|pour\s*cent|por\s*ciento|por\s*cento|prozent|per\s*cento|"
    r"(?:degrees?\s+)?(?:celsius|fahrenheit|kelvin|centigrade)"
)
_HARMLESS_TAIL = re.compile(
    r"(?i:[\s,]*(?:" + _TOTAL + r")?[\s,.!?;:…)*_。！？；]*)"
    r"(?:[\U0001F300-\U0001FAFF\u2600-\u27bf\ufe0f\s]|:\)|:-\))*"
)
_MATH_CHARS = re.compile(r"[=\\(){}^_+*/<>|]")
_ADVERB = re.compile(r"(?i:correctly|exactly|precisely|respectively|together|apiece|in\s+common)(?![\w])")
_DIMENSION = re.compile(
    r"(?i:[ \t]+(?:long|wide|tall|high|deep|thick|old|away|apart|later|earlier|ago|in\s+common|in\s+(?:length|width|"
    r"height|diameter|radius|area|volume)))"
)
_THAN = re.compile(r"(?i:" + _COMPARATIVE + r")[ \t]+(?:" + _DETERMINER + r"|\w)")
_INFINITIVE = re.compile(r"to[ \t]+(?!the\b|an?\b|power\b)[a-z]{2,}\b")  # "28 to compute this"
_AND_CLAUSE = re.compile(
    r"(?i:and|but)[ \t]+(?i:that|it|we|this|there|so|then|thus|hence|which|i|you|they|he|she|the|these|those)\s"
)
_OF_THE = re.compile(r"(?i:" + _PREPOSITION + r")[ \t]+" + _NOT_DESCRIBED + r"(?:" + _DETERMINER + r")")
_PREP_NOUN = re.compile(
    r"[ \t]*(?i:of|for|in|on|with|from|de|für|mit|von)[ \t]+(?:[^\W\d_]{3,}[ \t]+)?([^\W\d_]{3,})(?![\w])"
)
_IN_UNIT = re.compile(
    r"[ \t]*(?i:in|en|im|in\s+the|en\s+los|en\s+las)[ \t]+(?i:(?:square|cubic|sq|cu)\.?[ \t]+)?([^\W\d_]+)(?![\w])"
)  # ("in square units": the modifier of a unit)
_OF_NOUN = re.compile(
    r"[ \t]*(?i:of|de)[ \t]+([^\W\d_]{3,})(?![\w])"
)  # one word: "12 points of intersection"
_ROMANCE_OF = re.compile(r"[ \t]+(?:de|du|des|d['’]|del|dels|della|delle|di|do|da|dos|das)(?![^\W\d_])")
_LIST_NEXT = re.compile(r"[ \t]+(?:\$|\\|[-−]?\d)")


_REPEATS = frozenset("times veces vezes fois volte mal keer razy kez".split())  # (how often: then the end)
_DIGIT_NOUNS = frozenset("zeros zeroes ones".split())  # ("which has 9 zeros": what is counted)


def _forms(low: str) -> tuple[str, ...]:
    """The word and its forms without a plural ending ("tents": "tent", never "ten")."""
    forms = [low]
    if low.endswith("s") and len(low) > 3:
        forms.append(low[:-1])
        if low.endswith("es"):
            forms.append(low[:-2])
    return tuple(forms)


def _numeric(low: str) -> bool:
    """Whether ``low`` is a word that scales, divides, groups, repeats or operates on a value (the tables of
    proven_forms and value_tails, a numeral noun or a misspelled scale word): never a modifier or the noun."""
    if low in _DIGIT_NOUNS:
        return False
    return (
        any(
            f in _FRACTION_WORDS
            or f in _SCALE_WORDS
            or f in _NUMBER_WORD
            or f in _NOT_COUNT_NOUNS
            or f in _OPERATION_LEADS
            or _NOT_COUNT_FORMS.fullmatch(f) is not None
            for f in _forms(low)
        )
        or (len(low) > 6 and low.endswith(_FRACTION_ENDINGS))
        or low.startswith(_FRACTION_STEMS + _SCALE_STEMS)
        or _numeral_like(low)
    )


def _hedge(low: str) -> bool:
    return any(_NOT_COUNTED.fullmatch(f) is not None for f in _forms(low))


def _rest_of_sentence(text: str, at: int) -> str | None:
    """The sentence from ``at`` to its end, or None when it runs past the window."""
    window = text[at : at + _WINDOW]
    stop = _SENTENCE_END.search(window)
    if stop is None and len(window) == _WINDOW:
        return None
    return window[: stop.start() if stop else len(window)]


def _tail_proven(text: str, at: int) -> bool:
    """Whether the sentence from ``at`` (right after the counted noun) is proven harmless: it ends, restates
    the total, or goes on with a description of the counted things (``_COMPLEMENT``)."""
    rest = _rest_of_sentence(text, at)
    if rest is None:
        return False
    if _HARMLESS_TAIL.fullmatch(rest) or _COMPLEMENT.match(rest):
        return True
    if (m := _ADVERB.match(rest.lstrip(" \t,"))) or (m := _DIMENSION.match(rest)):
        return (
            _HARMLESS_TAIL.fullmatch(rest.lstrip(" \t,")[m.end() :] if m.re is _ADVERB else rest[m.end() :])
            is not None
        )
    prep = _PREP_NOUN.match(rest)
    if prep is not None and plain_count_noun(prep.group(1)):
        return True  # "combinations of meals"
    of = _OF_NOUN.match(rest)
    return of is not None and _plain_singular(of.group(1), of.end(), rest)  # "points of intersection"


def _plain_singular(noun: str, end: int, rest: str) -> bool:
    """Whether ``noun`` after a preposition is a plain singular word that names what was counted ("160 m of
    rope", "12 points of intersection"): lower-case letters, no word of the numeric, hedge or unit tables in
    any of its forms ("7 orders of magnitude": "orders" is a scale noun, refused before this), and the
    sentence ends after it or goes on with a verb or relative word (``_COMPLEMENT``)."""
    low = noun.lower()
    if (
        noun != low
        or _numeric(low)
        or _hedge(low)
        or unit_word(low, plurals=True)
        or low in _CLOSED
        or low in _OPENERS
    ):
        return False
    after = rest[end:]
    return _HARMLESS_TAIL.fullmatch(after) is not None or (
        _COMPLEMENT.match(after) is not None and _WORD.match(after.lstrip(" \t")) is not None
    )


def count_tail_unproven(text: str, start: int, end: int) -> bool:
    """Standard mode: whether the whole number at the start of ``text[start:end]`` (a box, a number, or a
    statement that opens on a number: "7 and a half apples") is followed in its sentence by words not proven
    harmless (see the module): then it is not read as the number."""
    if end <= start or start >= len(text):
        return False
    if text[start] == "\\":
        box = _BOXED_WHOLE.match(text, start, end)
        if box is None or box.end() != end:
            return False
        at = _CLOSERS.match(text, end).end()
        one = box.group(0).rstrip("} ").endswith(("{1", " 1"))
    else:
        if _MATH_CHARS.search(text, start, end):
            return False  # "2 f(2) g(2)=-84": an expression (its own rules read it)
        number = _WHOLE.match(text, start, end)
        if number is None or (number.end() < len(text) and text[number.end()] not in " \t$*_"):
            return False  # "7x", "7.5", "7+3": not a whole number then words
        if end > number.end() and len(text[number.end() : end].split()) == 1:
            return False  # "7 chiliads", "2 million": read whole, by proven_forms and normalize
        at = _CLOSERS.match(text, number.end()).end()
        if at == number.end():
            return False
        one = number.group(0).lstrip("+-−") == "1"
    if modifier := _UNIT_MODIFIER.match(text, at):
        at = modifier.end()
    rest = _rest_of_sentence(text, at)
    if rest is not None and _HARMLESS_TAIL.fullmatch(rest):
        return False  # "7 in total", "7 altogether"
    if (
        (per := _IN_UNIT.match(text, at))
        and unit_word(per.group(1), plurals=True)
        and _tail_proven(text, per.end())
    ):
        return False  # "$\\boxed{7}$ in dollars.", "7 in cm": the unit it is counted in
    if (
        _COMPLEMENT.match(text, at)
        and not _WORD.match(text, at)
        or _OF_THE.match(text, at)
        or _THAN.match(text, at)
        or _INFINITIVE.match(text, at)
        or _AND_CLAUSE.match(text, at)
    ):
        return False  # "7 of the integers", "7 $x$ for which"
    for i in range(3):  # up to two modifiers, then the noun ("2 distinct possible values")
        word = _WORD.match(text, at)
        if word is None:
            return (
                i > 0
            )  # (the first: punctuation, a bracket, math, a script without spaces: other rules read these)
        first = word.group(0)
        low = first.lower()
        if low in _OPENERS or (
            i == 0 and text[start] == "\\" and first[0].isupper() and low not in UNIT_WORDS
        ):
            return i > 0  # (a capital after a box: another sentence, after_box's to read: "Great question!")
        if i == 0 and low in _REPEATS:
            rest = _rest_of_sentence(text, word.end())
            return (rest is None or _HARMLESS_TAIL.fullmatch(rest) is None) and not _times_that_of(
                rest
            )  # "rolled 7 times", "7 times in all", "7 times that of the Sun"
        if low in _CLOSED and _LIST_NEXT.match(text, word.end()):
            return False  # "3 or 4", "7 and $8$": a list or alternatives (other rules read them)
        if (
            i == 0
            and len(low) == 1
            and first == low
            and unit_word(low, plurals=True)
            and _unit_of_noun(text, word.end())
        ):
            return False  # "160 m of rope.": a one-letter unit of one plain noun, then the sentence ends
        unit = (
            unit_word(low, plurals=True)
            and low not in _SCALE_WORDS
            and len(low) > 1
            and not (low in _FRACTION_WORDS and _ROMANCE_OF.match(text, word.end()))
        )  # ("7 quarts de tarte": before a Romance "de" the English unit is the French fraction)
        if (
            word.end() < len(text)
            and text[word.end()] in "/^²³·⋅"
            and unit_word(low, plurals=True)
            and low not in _SCALE_WORDS
        ):
            return False  # "7 m/s", "7 m^2": a unit's own notation, one-letter units too (the unit rules read it)
        if low in _CLOSED or (_numeric(low) and not unit) or len(low) == 1:
            return True  # "7 and a half", "7 or more", "7 thousnads", "7 powers of ten": not a noun proven to count
        after = word.end()
        if after < len(text) and text[after] in "/^²³":
            return False  # "7 km/h", "7 m²": a unit's own notation (the unit rules read it)
        if low in _DIGIT_NOUNS or unit or (not _hedge(low) and plain_count_noun(first)):
            return not _tail_proven(text, after) and not (
                not unit
                and low not in _DIGIT_NOUNS
                and first.isascii()
                and _subject_of_plain_verb(text, after)
            )  # ("7 participants participate in the club.": what was counted does something)
        if one and _tail_proven(text, after):
            return False  # "only 1 such number", "1 dollar per bushel"
        at = _CLOSERS.match(text, after).end()
        rest = _rest_of_sentence(text, after)
        if i == 0 and rest is not None and _HARMLESS_TAIL.fullmatch(rest):
            return False  # "12 Murmeln insgesamt": one plain word, then a restatement of the total
        if i == 0 and _tail_proven(text, after) and not _WORD.match(text, at):
            return False  # "\\boxed{10} Gyr.", "\\boxed{100} parsecs away": one plain word, then the sentence ends
    return True


# Shapes of the rest of the sentence that state the number and cannot carry another value: a present-tense verb of
# which the counted things are the subject, a one-letter unit of a plain noun, "times that of": each is read only
# where the rest of its sentence is plain words (``_plain_rest``).
_NEGATION = frozenset(
    (
        "not no never none nothing neither nor nobody cannot kein keine keinen keiner nicht nie niemals pas ne "
        "jamais aucun aucune non nunca nada ningún ninguna ninguno nessun nessuna nessuno mai não nem nenhum "
        "nenhuma не нет ни никогда nie żaden żadna żadne değil yok tidak bukan không hakuna si"
    ).split()
)
# stems of verbs that move a value (any inflection): never the verb, never a word of the rest
_MOVES_VALUE = re.compile(
    r"(?i:doubl|tripl|quadrupl|halv|squar|cub|multipl|divid|subtract|add|remov|round|estimat|approximat|increas|"
    r"decreas|reduc|exceed|excess|rais|lower|shift|offset|negat|invert|revers|convert|scal|shrink|grow|gain|los[est]|"
    r"drop|fall|fell|plus|minus)"
)
_PLAIN_REST = re.compile(  # (the gap before a word: one way to read it, or a failing fullmatch backtracks 2^n ways)
    r"((?:(?:[ \t]*,)?[ \t]+[A-Za-zÀ-ɏͰ-ϿЀ-ӿ]+(?:[-'’][A-Za-zÀ-ɏͰ-ϿЀ-ӿ]+)*)+)[ \t]*[.!?;)*_。！？；]*[ \t]*"
)
# English only: a plural noun of ASCII letters, the bare verb, then an English preposition or determiner and a space
# (never a bare word after the verb: "7 apples tops", "give or take"; the other languages' hedges the tables lack,
# "7 manzanas aproximadamente en total", "7 Autos ungefähr im Hof", are never read as verbs)
_PRESENT_VERB = re.compile(r"[ \t]+([a-z]{3,})(?![\w'’-])")
_VERB_OBJECT = re.compile(
    r"[ \t]+(?:in|on|to|for|with|from|into|onto|of|across|along|during|inside|within|among|between|through|"
    r"throughout|the|a|an|this|these|those|their|his|her|its|our|my|your|each|every|all|both)(?=[ \t])"
)
_TIMES_OF = re.compile(
    r"[ \t]+(?i:(?:that|those)[ \t]+of|the[ \t]+[a-z]{3,}[ \t]+of|as[ \t]+[a-z]{3,}[ \t]+as|"
    r"(?:celle|celui|celles|ceux)[ \t]+(?:de|du|des)|(?:la|el|lo|los|las)[ \t]+(?:[a-zá-ú]{3,}[ \t]+)?del?|"
    r"(?:a|o|as|os)[ \t]+(?:[a-zá-ú]{3,}[ \t]+)?d[oa]s?|quell[oaie][ \t]+d[ei]\w*|so[ \t]+[a-zäöüß]{3,}[ \t]+wie)"
    r"(?=[ \t])"
)


# what a multiplying word multiplies: a determiner, then one word ("the Sun", "die Sonne", "Soleil", "the Earth's")
_NAMED_THING = re.compile(
    r"[ \t]+(?:(?i:the|a|an|la|el|le|les|los|las|il|lo|die|der|das|den|dem|o|os|as)[ \t]+)?"
    r"([A-Za-zÀ-ɏͰ-ϿЀ-ӿ]+(?:['’][A-Za-z]+)?)(?![\w'’-])"
)


def _value_word(low: str) -> bool:
    """Whether ``low`` as written (no plural ending taken off: "mass" is no "mas") is a word of the value tables,
    a bound, a negation or a verb stem that moves a value."""
    return (
        low in _CLOSED
        or low in _NEGATION
        or low in _REPEATS
        or low in _FRACTION_WORDS
        or low in _SCALE_WORDS
        or low in _NUMBER_WORD
        or low in _NOT_COUNT_NOUNS
        or low in _OPERATION_LEADS
        or _NOT_COUNT_FORMS.fullmatch(low) is not None
        or low.startswith(_FRACTION_STEMS + _SCALE_STEMS)
        or _numeral_like(low)
        or _hedge(low)
        or _MOVES_VALUE.match(low) is not None
    )


def _plain_word(low: str) -> bool:
    """Whether ``low`` is a word that neither states, scales, bounds, hedges, negates nor operates on a value."""
    return not (
        low in _CLOSED
        or low in _NEGATION
        or low.endswith(("n't", "n’t"))
        or low in _REPEATS
        or _numeric(low)
        or _hedge(low)
        or _MOVES_VALUE.match(low)
    )


use_plain_word(_plain_word)  # (count_objects reads the words after a counting noun with it)


def _bound_word(low: str) -> bool:
    """Whether ``low`` is a word that bounds, joins or operates (``_CLOSED``, unit_words' words that are never a unit)."""
    return low in _CLOSED or _NOT_UNITS.fullmatch(low) is not None


def _plain_rest(rest: str) -> bool:
    """Whether ``rest`` (the rest of a sentence, after a space) is one or more plain words and then the sentence's
    end: letters only (no digit, no math, no symbol), none of them a word of a value (``_plain_word``)."""
    m = _PLAIN_REST.fullmatch(rest)
    return m is not None and all(_plain_word(w.lower()) for w in _WORD.findall(m.group(1)))


def _subject_of_plain_verb(text: str, at: int) -> bool:
    """Whether the counted noun (English: the caller checks its letters) that ends at ``at`` is the subject of a
    plain present-tense verb (a lower-case word that is none of the tables', no past form, no form in -s or -ly)
    that goes on with an English preposition or determiner and then plain words to the end of the sentence: "5
    participants participate in MATHCOUNTS as well."; not "7 apples minus one", "7 apples double in size", "7
    apples, tops", "7 apples give or take a few"."""
    rest = _rest_of_sentence(text, at)
    if rest is None or (verb := _PRESENT_VERB.match(rest)) is None:
        return False
    low = verb.group(1)
    if (
        low.endswith(("ed", "ly", "s"))
        or low in _OPENERS
        or unit_word(low, plurals=True)
        or not _plain_word(low)
        or any(_bound_word(low[:k]) and _bound_word(low[k:]) for k in range(2, len(low) - 1))
    ):
        return False  # ("atmost", "atleast", "ormore": two words of a bound glued)
    after = rest[verb.end() :]
    return (
        _VERB_OBJECT.match(rest, verb.end()) is not None
        and after.isascii()
        and _plain_rest(after)
        and not any(w.lower().endswith("ly") for w in _WORD.findall(after))
    )


def _unit_of_noun(text: str, at: int) -> bool:
    """Whether a one-letter unit that ends at ``at`` is a measure of one plain lower-case noun and the sentence
    ends after it (or restates the total): "160 m of rope."; not "7 m of 8 m", "7 m of it", "250 g de farine environ"."""
    rest = _rest_of_sentence(text, at)
    if rest is None or (of := _OF_NOUN.match(rest)) is None:
        return False
    noun = of.group(1)
    low = noun.lower()
    if noun != low or unit_word(low, plurals=True) or low in _OPENERS or not _plain_word(low):
        return False
    return _HARMLESS_TAIL.fullmatch(rest, of.end()) is not None


def _times_that_of(rest: str | None) -> bool:
    """Whether ``rest``, after a multiplying word, names what is multiplied (a determiner and one plain word) and
    then the sentence ends: "15625 times that of the Sun.", "7 fois celle du Soleil."; not "7 times that of 8", "7
    times two", "7 veces la del Sol aproximadamente" (a word after the name is no name)."""
    if rest is None or (m := _TIMES_OF.match(rest)) is None:
        return False
    if any(_value_word(w.lower()) for w in _WORD.findall(m.group(0))):
        return False  # "7 times the square of the Sun's radius": what is multiplied is another value
    name = _NAMED_THING.match(rest, m.end())
    return (
        name is not None
        and _plain_word(name.group(1).lower())
        and _HARMLESS_TAIL.fullmatch(rest, name.end()) is not None
    )
