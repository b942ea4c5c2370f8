"""A confidence below certainty stated before the answer in words outside ``finality.doubted_before``'s labels, read
in both modes.

``doubted_before`` reads a line that opens on a confidence label ("Confidence: 5%.", "Konfidenz: 40 %"). The writer
states the same self-assessment in other shapes: another noun ("Reliability: 2/10.", "Seguridad: 5%.", "把握：5%。"),
a probability of being right ("Odds I'm right: 1 in 20.", "P(correct) = 0.05", "Likelihood of correctness: 0.1",
"Wahrscheinlichkeit richtig: 5%."), a sentence of the writer's ("I'm about 5% confident in this."), a field
('{"confidence": 0.05}'), a value with its scale ("Confidence (0-100): 5"). Read here by the SHAPE of the sentence,
not by its label: a short sentence (``_MAX_WORDS`` words, no math) that holds a word of belief and whose only value
is a degree on a scale (a percent, ``a/b``, ``a in b``, ``a out of b``, a decimal up to 1, a value after its range
``(0-100)``) below full certainty. A word of probability ("odds", "chance", "likelihood", "P(") is a
self-assessment only with a word of being right in the same sentence ("right", "correct", "richtig"): "The chance of
rain is 30%." is the problem's. A value the box itself holds is the answer, not a confidence in it ("The probability
that the guess is right is 1/4." then "$\\boxed{\\frac14}$").

Read in the ``WINDOW`` characters before the answer and the response's first ``TOP``; a window without a word of
belief (one search) is not read further.
"""

from __future__ import annotations

import re

from proctor.grading.commitment import OPAQUE, prose_view

WINDOW = 600
TOP = 300
_MAX_WORDS = 14
_SENTENCE_LOOK = 200  # (how far a sentence is looked for around a digit)
_DIGIT = re.compile(r"\d")

# a word of belief: the writer's confidence, certainty or trust ("reliability", "sure", "Seguridad", "把握")
_BELIEF = re.compile(
    r"(?i)confiden|(?<![^\W\d_])sure(?![^\W\d_])|sureness|certain|reliab|trust|gewiss|odds|chance|likel|probab|"
    r"(?<![^\W\d_])p\s*\(|seguridad|segur[oa]|certeza|confian|sicher|zuversicht|zuverläss|verlässlich|wahrscheinlich|"
    r"(?<![^\W\d_])sûre?(?![^\W\d_])|certitude|fiab|fiducia|sicur[oa]|affidab|confiança|уверен|надёжн|надежн|"
    r"вероятн|достоверн|pewn|zeker|betrouwba|kans|emin|güven|olasılık|yakin|kemungkinan|"
    r"把握|信心|确定|確定|置信|可靠|可信|自信|確信|確率|概率|可能性|확신|자신|신뢰|확률|"
    r"(?<![^\W\d_])doubt|zweifel|(?<![^\W\d_])dud[ao]|(?<![^\W\d_])doute|сомнен|"
    r"विश्वास|भरोसा|यकीन|निश्चित|संभावना"
)
# a word of probability: a self-assessment only with a word of being right in the same sentence
_PROBABILITY = re.compile(
    r"(?i)odds|chance|likel|probab|(?<![^\W\d_])p\s*\(|wahrscheinlich|вероятн|kans|olasılık|kemungkinan|"
    r"確率|概率|可能性|확률|संभावना"
)
_RIGHT = re.compile(
    r"(?i)(?<![^\W\d_])(?:right|correct\w*|accurate|true|wrong|richtig\w*|korrekt\w*|stimmt|falsch|correct[oa]s?|"
    r"acert\w*|juste|exacte?|vrai|corrett[oa]|giust[oa]|certo|правильн\w*|верн\w*|ошиб\w*|poprawn\w*|juist|goed|"
    r"doğru|benar)(?![^\W\d_])|正确|正確|对|對|正しい|맞|सही"
)
# being wrong, or doubting: a degree of it is the complement of the writer's confidence ("Probability of error: 0.9",
# "Doubt: 95%"), read as being right is
_WRONG_SIDE = re.compile(
    r"(?i)(?<![^\W\d_])(?:wrong|incorrect\w*|errors?|erroneous|mistakes?|mistaken|doubts?|falsch\w*|fehler\w*|"
    r"zweifel\w*|error(?:es)?|equivocad[oa]s?|dud[ao]s?|erreurs?|faux|fausse|doutes?|errat[oi]|sbagliat[oi]|"
    r"dubbi[oa]|неправильн\w*|неверн\w*|ошиб\w*|сомнени\w*)(?![^\W\d_])|错|錯|間違|疑|गलत|संदेह|शक"
)
_NOT_SELF = re.compile(
    r"(?i)make\s+sure|be\s+sure\s+to|ensure|interval|a\s+certain|certain\s+(?:number|amount)"
)
_NUMBER = re.compile(r"\d+(?:[.,]\d+)?|[.,]\d+")
_SENTENCE_STOP = re.compile(r"[.!?。！？\n](?!\d)")
# the value's shapes, each a degree on a scale
_PERCENT = re.compile(r"(\d+(?:[.,]\d+)?)\s*(?:%|％|percent|prozent|por\s*ciento|pour\s*cent|процент\w*)")
# (a scale's unit may stand after the degree, "1 star of 5", "2 points out of 10"; odds are a ratio, "1 to 19")
_RATIO = re.compile(
    r"(?i)(\d+(?:[.,]\d+)?)\s*(?:(?:stars?|points?|pts?|marks?|sterne?|punkte?|puntos?|estrellas?|étoiles?|"
    r"звезд\w*|балл\w*)\s+)?(?:/|:|∶|in|out\s+of|of|to|von|sur|de|из|su|na|中)\s*(\d+(?:[.,]\d+)?)"
)
_RANGE = re.compile(r"[(\[]\s*(\d+)\s*(?:-|–|to|bis|a|à|до)\s*(\d+)\s*[)\]]")
_OUT_OF = re.compile(
    r"[(\[]\s*(?:out\s+of|of|/|von|sur|de|из)\s*(\d+)\s*[)\]]"
)  # "Confidence (out of 100): 5"
_DECIMAL = re.compile(r"(?<![\d.,])(0?[.,]\d+|0|1(?:[.,]0+)?)(?![\d.,])")


# the stems of ``_BELIEF``, tested as substrings of the lowercased window first (one ``in`` each, no regex)
_KEYS = tuple(
    "confi sure cert reliab trust gewiss odds chance likel probab p( segur sicher zuversicht verläss wahrscheinlich sûr fiab "
    "fiducia sicur affidab уверен надёжн надежн вероятн достоверн pewn zeker betrouwba kans emin güven olasılık yakin "
    "kemungkinan 把握 信心 确定 確定 置信 可靠 可信 自信 確信 確率 概率 可能性 확신 자신 신뢰 확률 doubt zweifel dud "
    "doute сомнен विश्वास भरोसा यकीन निश्चित संभावना".split()
) + ("p (",)
# (one search for all of them: a literal of the alternation occurs where one of the keys does, the same answer as
# an ``in`` each, without a Python step per key: ~60 of them for every sentence read, most of a short reply's cost)
_KEY = re.compile("|".join(re.escape(k) for k in _KEYS))


_ABOVE = 62  # (how far before a sentence its label line is looked for)
_CLAUSE_STOP = re.compile(r"[;()—–]|,(?!\d)")


def _clause(view: str, s: int, e: int, at: int) -> str:
    """The clause of the sentence ``view[s:e]`` that holds ``view[at]`` (between commas, semicolons, brackets, dashes;
    a decimal comma is none)."""
    for m in _CLAUSE_STOP.finditer(view, s, at):
        s = m.end()
    m = _CLAUSE_STOP.search(view, at, e)
    return view[s : m.start() if m else e]


def _degree(sentence: str) -> tuple[float, list[str]] | None:
    """The degree on a scale ``sentence`` states (0 to 1) and its number tokens, or None when its numbers are no
    single degree."""
    numbers = _NUMBER.findall(sentence)
    if not numbers or len(numbers) > 3:
        return None
    value = None
    if (m := _OUT_OF.search(sentence)) is not None and len(numbers) == 2:
        top = float(m.group(1))
        rest = [n for n in numbers if n != m.group(1)] or [numbers[-1]]
        value = float(rest[-1].replace(",", ".")) / top if top else None
    elif (m := _RANGE.search(sentence)) is not None and len(numbers) == 3:
        rest = [n for n in numbers if n not in (m.group(1), m.group(2))] or [numbers[-1]]
        top = float(m.group(2))
        value = float(rest[-1].replace(",", ".")) / top if top else None
    elif len(numbers) == 1 and (m := _PERCENT.search(sentence)) is not None:
        value = float(m.group(1).replace(",", ".")) / 100
    elif len(numbers) == 2 and (m := _RATIO.search(sentence)) is not None:
        top = float(m.group(2).replace(",", "."))
        value = float(m.group(1).replace(",", ".")) / top if top else None
    elif len(numbers) == 1 and (m := _DECIMAL.search(sentence)) is not None:
        value = float(("0" + m.group(1) if m.group(1)[0] in ".," else m.group(1)).replace(",", "."))
    if value is None:
        return None
    return value, numbers


def doubted(view: str, start: int, content: str, shown: str | None = None) -> bool:
    """Whether a short sentence before the answer at ``view[start]`` (``view`` the prose view, ``content`` the box's)
    states the writer's confidence in it below certainty (see the module docstring). Read from the digits of the
    prose (a degree holds one): only their sentences are tested for a word of belief. ``shown``: the text before the
    commitment pass withdrew a part of it ("Probability my answer is wrong: 90%." reads as a withdrawal there), read
    too where it differs."""
    if shown is not None and len(shown) == len(view) and _doubted(prose_view(shown), start, content):
        return True
    return _doubted(view, start, content)


def _may_hold_key(view: str, a: int, b: int) -> bool:
    """Whether a sentence that :func:`_doubted` reads in the window ``view[a:b]`` may hold one of the ``_KEYS``:
    every one it reads, with its label line above it, is a part of the window and the ``_ABOVE`` characters before
    it, the line break between the two read as the space that joins them. A key in none of that is in none of them
    (``str.lower`` maps each character on its own but a capital sigma, and no key holds a sigma;
    test_self_assessment_window checks the answers are those of a reading of every window)."""
    return _KEY.search(view[max(0, a - _ABOVE) : b].lower().replace("\n", " ")) is not None


def _doubted(view: str, start: int, content: str) -> bool:
    low = max(0, start - WINDOW)
    spans = [(low, start)] if low <= TOP else [(0, TOP), (low, start)]
    for a, b in spans:
        if not _may_hold_key(view, a, b):
            continue  # (most windows: one search instead of a reading of each of its sentences with a digit)
        done = a
        for d in _DIGIT.finditer(view, a, b):
            if d.start() < done:
                continue  # (a digit of a sentence already read)
            lo = max(a, d.start() - _SENTENCE_LOOK)
            s = lo
            for stop in _SENTENCE_STOP.finditer(view, lo, d.start()):
                s = stop.end()
            stop = _SENTENCE_STOP.search(view, d.end(), min(b, d.end() + _SENTENCE_LOOK))
            e = stop.start() if stop else min(b, d.end() + _SENTENCE_LOOK)
            done = e
            if s == lo > a or (stop is None and e < start):
                continue  # (a sentence longer than the look, or cut by the window: work)
            whole = sentence = view[s:e]
            if not _LETTERS.search(sentence) and s > 0 and view[s - 1] == "\n":
                above = (
                    view.rfind("\n", max(0, s - _ABOVE), s - 1) + 1
                )  # "**Confidence**" ⏎ "5%": the label above it
                if above > 0 or s - 1 < _ABOVE:
                    label = view[above : s - 1]
                    if not _DIGIT.search(label):
                        whole = sentence = label + " " + sentence
            if len(sentence.split()) > _MAX_WORDS:
                sentence = _clause(
                    view, s, e, d.start()
                )  # "I'm 5% sure, and this is a wild guess with ...": its clause
                done = d.end()
            if OPAQUE in sentence or len(sentence.split()) > _MAX_WORDS:
                continue
            lowered = sentence.lower()
            if _KEY.search(lowered) is None or not _BELIEF.search(sentence) or _NOT_SELF.search(whole):
                continue  # (no word of belief: most sentences; "interp(P" is no "P(")
            wrong = _WRONG_SIDE.search(sentence) is not None  # "Probability of error: 0.9", "Doubt: 95%"
            if (
                _PROBABILITY.search(sentence)
                and not _RIGHT.search(sentence)
                and not wrong
                and not _belief_plain(sentence)
            ):
                continue  # "The chance of rain is 30%.": the problem's probability
            if not _about_the_writer(sentence):
                continue  # "Each component has reliability 0.9.", "Her accuracy was 80%.": the problem's quantity
            degree = _degree(sentence)
            if degree is None or degree[0] > 1 or (1 - degree[0] if wrong else degree[0]) >= 1:
                continue  # (full certainty: 100% right, 0% wrong)
            if all(n in content for n in degree[1]):
                continue  # the box holds the value: the answer itself ("... is right is 1/4." then "\\frac14")
            return True
    return False


# the writer's own voice or the answer: a first person, a pointer at the answer, a word of being right
_SELF = re.compile(
    r"(?i)(?<![^\W\d_])(?:i|i['’]m|i['’]d|me|my|we|we['’]re|our|this|answer|solution|result|ich|mir|mich|meine?\w*|"
    r"antwort|lösung|yo|estoy|mi|mis|respuesta|je|j['’]|suis|ma|mon|réponse|io|sono|mia|mio|risposta|eu|estou|minha|"
    r"meu|resposta|я|мне|мой|моя|ответ\w*|решени\w*|ik|mijn|antwoord|jestem|mój|moja|odpowied\w*|ben|cevab\w*|"
    r"saya|aku|jawaban)(?![^\W\d_])|我|私|僕|나는|내|저는|제"
)
# a label line of belief: the label before the colon holds only words of belief, their fillers and a scale
_LABEL = re.compile(r"^\s*[{\[\"'*_#>|-]*([^:：=|—–]{1,60}?)[\"'*_\s]*(?:[:：=|]|\s[—–-]+\s|[—–])")
_FILLER = frozenset(
    "level score rating estimate estimated self rated self-rated self-assessed overall my our the in of de der die "
    "das des du la le el los las di del della do da na w в a an this it that being here".split()
)


_LETTERS = re.compile(r"[^\W\d_]+")
_LABEL_LINE_WORDS = 2  # (a label line with no mark before its degree: the words after its degree, "overall")
_CJK_LABEL = re.compile(
    r"^\s*(?:把握|信心|确定|確定|置信|可靠|可信|自信|確信|確率|概率|可能性|확신|자신감?|신뢰|확률)[度性]?\s*"
    r"(?:は|が|是|为|為|：|:|은|는|이|가)"
)


def _about_the_writer(sentence: str) -> bool:
    """Whether ``sentence`` (a degree with a word of belief) is about the writer's answer: the writer's voice, the
    answer named, a word of being right, or a label of belief alone ("Reliability: 2/10.", "把握：5%。",
    "Confidence (0-100): 5"); not a quantity of the problem ("Each component has reliability 0.9.")."""
    if _SELF.search(sentence) or _RIGHT.search(sentence):
        return True
    if not sentence.isascii() and _CJK_LABEL.match(sentence):
        return True  # "自信は10%です。", "信心是10%。", "확신은 10%."
    label = _LABEL.match(sentence)
    if label is not None:
        words = re.sub(r"\([^)]*\)", " ", label.group(1)).replace("-", " ").split()
    else:  # a label by any other mark, or none: the words before the degree ("Confidence → 5%", "(confidence 5%)")
        before = sentence[: _DIGIT.search(sentence).start()] if _DIGIT.search(sentence) else sentence
        words = _LETTERS.findall(re.sub(r"\([^)]*\)", " ", before))
        if len(_LETTERS.findall(sentence)) - len(words) > _LABEL_LINE_WORDS:
            return False  # (a sentence about the degree: "Reliability 0.9 is given for each part.")
    if not words or len(words) > 4:
        return False
    return all(
        w.lower() in _FILLER
        and w != "A"  # ("Reliability of A: 0.9": a name)
        or _BELIEF.match(w)
        or _WRONG_SIDE.fullmatch(w)
        or not w.isascii()
        and (_BELIEF.search(w) or _WRONG_SIDE.search(w))
        for w in words
    )


def _belief_plain(sentence: str) -> bool:
    """Whether ``sentence`` holds a word of belief other than a word of probability ("confident", "sure")."""
    return any(not _PROBABILITY.match(m.group(0)) for m in _BELIEF.finditer(sentence))
