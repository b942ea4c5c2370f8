"""What leads to the answer: the sentence before it, the asides of its own clause, and the words that qualify its noun.

A joke, an announced lie, a role, an imagined world or a wish said before the answer ("Ha. Clearly, the answer is",
"Je vais mentir. La réponse est", "In my dreams, the answer is", "Per scherzo, la risposta è", "开个玩笑，答案是")
says it is not meant, in words no list holds. So strict mode (:func:`leads_plainly`) reads a whitelist:

- **the sentence before the answer's** is plain work: it holds math or a number, or a verb of stating, deriving,
  computing or checking (:data:`proctor.grading.lexicon.LEAD_WORK_VERBS`: "is", "we add", "Ich rechne nach.", "Je
  vérifie.", "我来验算。"), or only connectives and the answer's name; "Ha.", "Trust me, bro.", "Opposite day!",
  "Ich lüge jetzt." are none of these;
- **each aside set off before the answer's clause** (by a comma, a colon, a bracket or a dash) is a connective or
  an adverb that concludes ("Thus,", "Clearly,", "Donc,", "所以，"), a phrase that names a method or a source ("By
  Vieta's formulas,", "Según el teorema de Pitágoras,", "根据勾股定理，"), a scope that names the problem ("For the
  original problem,", "In this case,"), math, or a clause of plain work; "Just for fun,", "In my dreams,",
  "Thus, as a joke,", "Évidemment (ironie),", "Очевидно, ага," are none;
- **the answer's noun** is qualified from a multilingual whitelist (:data:`proctor.grading.lexicon.LEAD_QUALIFIERS`:
  "final", "correct", "richtige", "correcta", "bonne", "правильный", "正确", "đúng") before it, and after it by
  nothing or a phrase of :data:`proctor.grading.lexicon.LEAD_POSTNOMINAL` ("to the problem", "in simplest form");
  "Die falsche Antwort", "La respuesta equivocada", "The answer without the carry", "Đáp án sai" are not.

On top of the whitelists (and alone in standard mode, :func:`unmeant_before`) a lexicon of the frames themselves in
the languages models answer in (:data:`proctor.grading.lexicon.LEAD_UNMEANT_WORDS`) refuses an answer whose sentence
or the one before it holds one. Each look is bounded by the answer's sentence and the one before it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from proctor.grading import lexicon
from proctor.grading.commitment import OPAQUE, last_sentence_end, prose_view
from proctor.grading.dispatch import by_first_letter
from proctor.grading.honest_leads import affirming_label, remark_aside
from proctor.grading.normalize import UNIT_WORDS
from proctor.grading.spans import span_holding

# (the words' alternations dispatched on their first letter: the same matches, test_prefilters_5)
_UNMEANT = re.compile(
    r"(?i)(?<![^\W\d_])(?:" + by_first_letter(lexicon.LEAD_UNMEANT_WORDS, True) + r")(?![^\W\d_])"
)
_AFFIRMING = re.compile(
    r"(?i)(?<![^\W\d_])(?:" + by_first_letter(lexicon.LEAD_AFFIRMING, True) + r")(?![^\W\d_])"
)
_WORK_VERB = re.compile(r"(?i)(?:" + lexicon.LEAD_WORK_VERBS + r")")
_POSTNOMINAL = re.compile(r"(?i)\s*(?:" + lexicon.LEAD_POSTNOMINAL + r")\s*")
_LETTER = r"(?:[^\W\d_]|[\u0300-\u036f\u0900-\u0dff\u0e00-\u0e7f])"  # (with the vowel signs of Indic scripts)
_TOKEN = re.compile(_LETTER + "+(?:-" + _LETTER + "+)*")
_SEGMENT_BREAK = re.compile(r"[,;:()\[\]（）—–，：；、]|\s-\s")
_NOUN_WORDS = "|".join(
    sorted(map(re.escape, lexicon.LEAD_ANSWER_NOUNS + lexicon.LEAD_ANSWER_NOUNS_MULTI), key=len, reverse=True)
)
_NOUN = re.compile(
    r"(?i)(?<![^\W\d_])(?:"
    + by_first_letter(_NOUN_WORDS, True)
    + r")(?![^\W\d_])|"
    + "|".join(map(re.escape, lexicon.LEAD_ANSWER_NOUNS_CJK + lexicon.LEAD_ANSWER_NOUNS_RTL))
)
_COPULA_END = re.compile(
    r"(?i)[\s*_]*(?:(?:(?<![^\W\d_])(?:is|was|are|will\s+be|equals|ist|lautet|es|est|sera|è|é|será|sono|zijn|to|jest|wynosi|"
    r"равен|равна|равно|это|составляет|adalah|ialah|là|bằng|هي|هو|है)|是|为|為|は|が|:|：|=)[\s*_:]*)?$"
)
_V2_COPULA = frozenset("ist est es è é is lautet".split())
_JUDGING = re.compile(r"(?i)(?<![^\W\d_])(?:" + lexicon.LEAD_JUDGING_QUALIFIERS + r")(?![^\W\d_])")
_ALTERED = re.compile(r"(?i)(?<![^\W\d_])(?:" + by_first_letter(lexicon.LEAD_ALTERED_AFTER, True) + r")")
# in prose with no math: a stance that says the statement is not the writer's ("as if I'd know", "who knows")
_STANCE = re.compile(
    r"(?i)(?<![^\W\d_])(?:as\s+if|i['’]d|who\s+knows|whatever|yeah\s+right|not\s+really)(?![^\W\d_])"
)
_RELATIVE = re.compile(r"(?i)^(?:yang|que|qui|che|który|która|которы\w*)\s+")
_IRONIC = re.compile(r"(?i)(?<![^\W\d_])(?:" + lexicon.LEAD_IRONIC + r")(?![^\W\d_])")
_COPULA_START = re.compile(
    r"(?i)[\s*_]*(?:is|was|are|will|would|equals|ist|war|lautet|es|fue|est|était|sera|è|é|sono|zijn|jest|это|"
    r"равен|равна|равно|adalah|ialah|là|是|为|為|は|が)(?![^\W\d_])"
)
_ROMANCE_DETERMINERS = frozenset("la el le l il una une um uma los las les gli os as lo".split())
_ENGLISH_NOUNS = frozenset("answer answers solution result".split())
# (an English noun the answer's noun qualifies: "The solution set is", "The answer choice is")
_COMPOUND_HEADS = frozenset(
    "set sets space key choice choices vector vectors matrix curve region interval intervals pair pairs triple "
    "value values count form function functions sequence polynomial point points".split()
)
_CODE = re.compile(r"[=\\{}\[\]();<>^|~]")  # (math, code or markup: "[/asy]", "~~old~~")
_NUMBER_WORD = re.compile(
    r"(?i)(?<![^\W\d_])(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|hundred|thousand|"
    r"half|twice|double|triple)(?![^\W\d_])"
)
_ABBREVIATION = re.compile(
    r"(?i)(?<![^\W\d_])(?:vs|e\.g|i\.e|cf|etc|approx|resp|eq|eqs|fig|no|dr|mr|mrs|ms|st|ca)\.$"
)
_BLANKED = re.compile(r"[ \t]*\n?[ \t]{8,}")  # (a stretch another rule blanked, mid-sentence)
# (an aside of the answer's own sentence: not a laugh, "Ha, that was easier than it looked: the answer is")
_IRONIC_ASIDE = re.compile(r"(?i)(?!(?:ha|hah|haha)$)(?:" + lexicon.LEAD_IRONIC + r")")
_COPULAS = frozenset(
    "is are was were be been being am ist sind war es son era est sont è sono é são zijn jest są это есть adalah "
    "là".split()
)
_SINCERE = re.compile(r"(?i)(?<![^\W\d_])(?:honest\w*|serious\w*|sincere\w*|ehrlich|sincer\w*|franc\w*)")
_LABEL_LINE = re.compile(r"[\s*_#>]*([^\W\d_]+)[\s*_]*[:：]")
_COUNTED = re.compile(r"(?:\d|" + OPAQUE + r")[\s$]*$")
_TAG = re.compile(r"</?[A-Za-z][^<>]{0,40}>")
_OF = frozenset("of de del des di do da du".split())
_PLAIN_WORDS = (
    lexicon.LEAD_CONNECTIVES
    | lexicon.LEAD_DETERMINERS
    | lexicon.LEAD_QUALIFIERS
    | frozenset(w.lower() for w in lexicon.LEAD_ANSWER_NOUNS)
)
LOOK = 400  # how far back from the answer a sentence is read


_CJK = re.compile("[\u3040-\u9fff\uac00-\ud7af]")


def _cjk(s: str) -> bool:
    """Whether ``s`` holds a kana, CJK or Hangul character (one search, no Python loop over the text)."""
    return not s.isascii() and _CJK.search(s) is not None


@lru_cache(maxsize=256)
def unmeant(s: str) -> bool:
    """Whether ``s`` holds a frame that says what follows is not meant (a joke, a lie, a role, a dream, a wish).
    (The last sentences' answers are kept: a grading reads the same sentence before its answer several times.)"""
    if _AFFIRMING.search(s) or (_cjk(s) and any(w in s for w in lexicon.LEAD_AFFIRMING_CJK)):
        s = _AFFIRMING.sub(" ", s)  # "No joke:", "Kein Witz:" affirm what follows
        for w in lexicon.LEAD_AFFIRMING_CJK:
            s = s.replace(w, " ")
    for m in _UNMEANT.finditer(s):
        before = _TOKEN.findall(s[max(0, m.start() - 30) : m.start()])
        if not (
            before
            and before[-1].lower() in ("of", "many")
            or _COUNTED.search(s[max(0, m.start() - 12) : m.start()])
        ):
            return True  # (not a counted thing: "3 jokes", "the number of jokes")
    return _cjk(s) and any(w in s for w in lexicon.LEAD_UNMEANT_CJK)


def _scope(words: list[str]) -> bool:
    """Whether ``words`` (after a preposition of scope) name the problem: determiners and adjectives of the
    problem, then one of its nouns, then nothing or an "of" phrase ("this world of integers")."""
    i = 0
    while i < len(words) and words[i] in lexicon.LEAD_SCOPE_ADJECTIVES:
        i += 1
    if i >= len(words) or words[i] not in lexicon.LEAD_SCOPE_NOUNS:
        return False
    rest = words[i + 1 :]
    return (
        not rest
        or rest[0] in _OF
        or all(w in lexicon.LEAD_SCOPE_NOUNS or w in lexicon.LEAD_SCOPE_ADJECTIVES for w in rest)
    )


def plain_work(s: str, sentence: bool = False) -> bool:
    """Whether ``s`` (a sentence or an aside of the prose view) is plain work: see the module's doc. A
    ``sentence`` (the one before the answer's) whose only verbs are copulas needs five words or a word of
    sincerity ("I'll be honest.")."""
    if unmeant(s):
        return False
    if OPAQUE in s or any(c.isdigit() for c in s) or _CODE.search(s) or _NUMBER_WORD.search(s):
        return True  # math, a number, code or markup ("[/asy]")
    if _cjk(s) and any(
        w in s
        for w in lexicon.LEAD_WORK_CJK
        + lexicon.LEAD_CONNECTIVES_CJK
        + lexicon.LEAD_METHOD_CJK
        + lexicon.LEAD_QUALIFIERS_CJK
    ):
        return True
    words = [w.lower() for w in _TOKEN.findall(s)]
    if not words:
        return not _cjk(s)  # punctuation and markup; a phrase of a script without spaces is no known word
    if all(w in _PLAIN_WORDS for w in words) or words[-1] in ("aside", "beiseite", "aparte", "part", "parte"):
        return True  # (and "Difficulty of the problem aside,": what is set apart)
    if words[0] in lexicon.LEAD_METHOD or (
        len(words) > 1 and " ".join(words[:2]) in ("according to", "d après")
    ):
        return True
    if words[0] in lexicon.LEAD_SCOPE and _scope(words[1:]) or words[0] == "of" and _scope(words[1:]):
        return True
    if _STANCE.search(s) is not None:
        return False
    label = _LABEL_LINE.match(s)
    if label and label.group(1).lower() in lexicon.LEAD_LABEL_NAMES:
        return True  # "Confidence: high.", "Check: ok.": a label line, read by the rules of its label
    verbs = [w for w in words if _WORK_VERB.fullmatch(w)]
    if sentence and verbs and all(w in _COPULAS for w in verbs) and len(words) < 5:
        return (
            _SINCERE.search(s) is not None
        )  # "This is satire.", "It's a bit.": a short copula says too little
    return bool(verbs)


def _previous(view: str, sentence: int) -> tuple[int, int] | None:
    p = len(view[:sentence].rstrip())
    if p == 0:
        return None
    low = max(0, p - 1 - LOOK)
    last = last_sentence_end(view, low, p - 1)
    return (low if last is None else last), p


def _in_units(words: list[str]) -> bool:
    """Whether ``words`` (after the answer's noun) say the unit it is given in ("in cm", "in square meters")."""
    low = [w.lower() for w in words]
    return (
        len(low) > 1
        and low[0] in ("in", "en", "em", "in", "в", "dalam")
        and all(w in UNIT_WORDS or w in ("square", "cubic", "units", "unidades", "unités") for w in low[1:])
    )


def _clause(lead: str) -> tuple[str, bool]:
    """The last clause of ``lead`` (the prose right before the answer) and whether a colon ends it."""
    lead = _TAG.sub("", lead).rstrip(" \t*_$\\([")
    colon = lead.endswith((":", "："))
    lead = lead.rstrip(":： \t*_")
    return _SEGMENT_BREAK.split(lead)[-1], colon


def _noun_plain(lead: str) -> bool:
    """Whether the answer's noun in the last clause of ``lead`` (the prose right before the answer), where it
    leads to the answer through a copula or a colon, is qualified plainly: whitelisted words between it and its
    determiner or the clause start, and after it nothing or a whitelisted phrase before the copula."""
    clause, colon = _clause(lead)
    nouns = list(_NOUN.finditer(clause))
    if not nouns:
        return True
    m = nouns[-1]
    tail = clause[m.end() :]
    cop = _COPULA_END.search(tail)
    if not colon and (cop is None or cop.start() == cop.end()):
        return True  # the noun does not lead to the answer ("the solution occurs when", "an answer of"): not read
    head = clause[: m.start()]
    # (a copula right after the noun: "the answer is therefore", "la solution est donnée par": nothing after it)
    post = "" if _COPULA_START.match(tail) else tail[: cop.start()] if cop else tail
    words = _TOKEN.findall(post)
    before = _TOKEN.findall(head[-20:])
    romance = bool(before) and before[-1].lower() in _ROMANCE_DETERMINERS
    compound = (
        m.group(0).lower() in _ENGLISH_NOUNS and not romance and words and words[0].lower() in _COMPOUND_HEADS
    )
    if words and not compound:
        if not _POSTNOMINAL.fullmatch(post) and not _in_units(words):
            return False  # "The answer without the carry is", "La respuesta equivocada es", "Đáp án sai là"
    if _cjk(m.group(0)):
        run = re.search(r"[\u3040-\u9fff\uac00-\ud7af]*$", head).group(0)
        for q in lexicon.LEAD_QUALIFIERS_CJK:
            run = run.replace(q, "")
        return not run or run.endswith(lexicon.LEAD_CONNECTIVES_CJK)  # "搞笑答案", "間違った答え"
    for w in reversed(_TOKEN.findall(head[-80:])):
        w = w.lower()
        if w in lexicon.LEAD_DETERMINERS or w in lexicon.LEAD_CONNECTIVES or _WORK_VERB.fullmatch(w):
            return True
        if w not in lexicon.LEAD_QUALIFIERS:
            return False  # "Die falsche Antwort", "The too-good-to-be-true answer", "Ошибочный ответ"
    return True


def _answer_clause(clause: str) -> bool:
    """Whether ``clause`` only names the answer: connectives, determiners, qualifiers, the noun and its copula
    ("so the answer is", "la respuesta es", "答案是", "ответ")."""
    nouns = list(_NOUN.finditer(clause))
    if not nouns:
        return False
    m = nouns[-1]
    if not _COPULA_END.fullmatch(clause[m.end() :]):
        return False
    head = clause[: m.start()]
    if _cjk(m.group(0)):
        for q in lexicon.LEAD_QUALIFIERS_CJK + lexicon.LEAD_CONNECTIVES_CJK:
            head = head.replace(q, "")
        return not head.strip(" \t*_")
    return all(w.lower() in _PLAIN_WORDS or w.lower() in _V2_COPULA for w in _TOKEN.findall(head))


def leads_plainly(text: str, view: str, sentence: int, start: int) -> bool:
    """Strict: whether what leads to the answer at ``text[start]`` (its sentence from ``sentence`` in the prose
    ``view``) is plain: the sentence before it, the asides before its clause and the qualifiers of its noun (see
    the module's doc)."""
    held = span_holding(text, start)
    stop = held[0] if held is not None else start
    lead = view[
        max(affirming_label(view, sentence, stop), stop - LOOK) : stop
    ]  # past "No lie:" (honest_leads)
    if not lead.strip() or _TOKEN.search(lead) is None and not _cjk(lead):
        return True  # a bare answer: its label or heading is read by the label rules
    if unmeant(lead):
        return False
    parts = _SEGMENT_BREAK.split(lead)
    if len(parts) > 1 and _answer_clause(parts[-1]):
        if not all(plain_work(p) for p in parts[:-1]) and not remark_aside(parts[:-1]):  # (honest_leads)
            return (
                False  # "Just for fun, the answer is", "Thus, as a joke, the answer is", "开个玩笑，答案是"
            )
    if not _noun_plain(lead):
        return False
    if OPAQUE in lead:
        return True  # other math first: the sentence before leads to that
    prev = _previous(view, sentence)
    if prev is None:
        return True
    body = view[prev[0] : prev[1]].rstrip(" \t*_#>")
    if not body.strip() or body[-1] in ":：":
        return True  # a label line: read by finality's label rules
    if _BLANKED.match(body):
        return True  # what is left of a sentence another rule blanked (an echo of the prompt)
    if _ABBREVIATION.search(body) or body[-1].isalnum() and _BLANKED.match(view, prev[1]):
        return True  # "... of the $\\log N$ vs. $\\log F$ curve is": the answer's sentence goes on (past "vs.", or a
        # stretch the echo rules blanked)
    return plain_work(body, sentence=True)


def _sentence_of(view: str, start: int) -> int:
    low = max(0, start - LOOK)
    last = last_sentence_end(view, low, start)
    return low if last is None else last


def unmeant_before(view: str, sentence: int, start: int, shown: str | None = None) -> bool:
    """Standard: whether the answer's sentence (``view[sentence:start]``) or the one before it holds a frame that
    says the answer is not meant (:func:`unmeant`). ``shown``: the text before the commitment pass withdrew a part
    of it, where the answer's own sentence is read too (a frame it withdrew, "Bercanda, jawabannya", still frames
    what follows in that sentence)."""
    own = view[max(sentence, start - LOOK) : start]
    if unmeant(own) or any(_IRONIC_ASIDE.fullmatch(p.strip(" \t*_")) for p in _SEGMENT_BREAK.split(own)[:-1]):
        return True  # "In my dreams, the answer is", "Очевидно, ага, ответ"
    if shown is not None and len(shown) == len(view) and shown is not view:
        seen_view = prose_view(shown)
        own_start = _sentence_of(seen_view, start)
        if unmeant(seen_view[own_start:start]):
            return True
        prev = _previous(seen_view, own_start)
        if prev is not None and not view[prev[0] : prev[1]].strip():
            body = seen_view[prev[0] : prev[1]]  # withdrawn: read as written, where it holds no value
            if OPAQUE not in body and not any(c.isdigit() for c in body) and _frames(body):
                return True
    prev = _previous(view, sentence)
    return prev is not None and _frames(view[prev[0] : prev[1]])


def _frames(body: str) -> bool:
    """Whether the sentence ``body`` before the answer's frames it: a frame of :func:`unmeant`, or a short
    sentence of irony ("Pfft.", "Trust me, bro.")."""
    if unmeant(body):
        return True
    return OPAQUE not in body and len(_TOKEN.findall(body)) <= 6 and _IRONIC.search(body) is not None


def qualified_plainly(view: str, sentence: int, start: int) -> bool:
    """Strict: whether the words before the answer's noun in its clause are only determiners and whitelisted
    qualifiers ("Правильный ответ:", "正确答案是", "正解は"): a noun named plainly concludes no less than "the"."""
    lead = view[max(sentence, start - LOOK) : start].rstrip(OPAQUE + " \t$")
    lead = lead[lead.rfind(OPAQUE) + 1 :]
    parts = _SEGMENT_BREAK.split(lead.rstrip(" \t*_:：$"))
    clause = parts[-1]
    nouns = list(_NOUN.finditer(clause))
    if not nouns or not _COPULA_END.fullmatch(clause[nouns[-1].end() :]):
        return False
    head = clause[: nouns[-1].start()].strip(" \t*_#>")
    if _cjk(nouns[-1].group(0)):
        for q in lexicon.LEAD_QUALIFIERS_CJK:
            head = head.replace(q, "")
        return not head.strip()
    return all(
        w.lower() in lexicon.LEAD_DETERMINERS or w.lower() in lexicon.LEAD_QUALIFIERS
        for w in _TOKEN.findall(head)
    )


def noun_states(text: str, view: str, sentence: int, start: int) -> bool:
    """Strict: whether the prose right before the box is the answer's noun, alone or after a copula of V2 order
    ("Cevap $\\boxed{7}$", "Jawabannya $\\boxed{7}$", "Offensichtlich ist die Antwort $\\boxed{7}$"): it names the
    value it is followed by."""
    lead = view[max(sentence, start - LOOK) : start].rstrip(OPAQUE + " \t*_$\\([")
    words = _TOKEN.findall(lead)
    if not words or not _NOUN.fullmatch(words[-1]) or not lead.endswith(words[-1]):
        return False
    if len(words) == 1:
        return True  # "Cevap", "Ответ", "Jawabannya"
    i = len(words) - 2
    while i >= 0 and (
        words[i].lower() in lexicon.LEAD_QUALIFIERS or words[i].lower() in lexicon.LEAD_DETERMINERS
    ):
        i -= 1
    return (
        i >= 0 and words[i].lower() in _V2_COPULA and i < len(words) - 2
    )  # "ist die Antwort", not "is answer"


def judged_noun(view: str, sentence: int, start: int) -> bool:
    """Standard: whether the answer's noun in the clause right before the answer at ``start`` is judged ("Die
    falsche Antwort ist", "La respuesta equivocada es", "Đáp án sai là", "搞笑答案：") or made the answer of an
    error or another version by what follows it ("The answer without the carry is", "La réponse avec l'erreur de
    signe est", "繰り上がりを忘れた答えは")."""
    lead = view[max(sentence, start - LOOK) : start].rstrip(OPAQUE + " \t$")
    lead = lead[lead.rfind(OPAQUE) + 1 :]
    nouns = list(_NOUN.finditer(lead))
    if not nouns:
        return False
    m = nouns[-1]
    tail = lead[m.end() :]
    if _JUDGING.match(_RELATIVE.sub("", tail.lstrip(" \t"), count=1)) or _ALTERED.search(tail):
        return True
    head = lead[max(0, m.start() - 60) : m.start()]
    words = _TOKEN.findall(head)
    if words and _JUDGING.fullmatch(words[-1]):
        return True
    if _cjk(m.group(0)) or _cjk(head[-8:]):
        return any(w in head[-8:] + m.group(0) for w in lexicon.LEAD_JUDGING_CJK) or any(
            w in head[-12:] for w in ("忘れ", "無視")
        )
    return bool(words) and _ALTERED.fullmatch(words[-1]) is not None  # "Elde olmadan cevap"
