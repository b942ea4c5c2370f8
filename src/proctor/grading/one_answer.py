"""One answer: a value the writer commits to, or submits in a machine-readable field, other than the box's.

- **Strict, before the box** (:func:`committed_before`, read by :func:`proctor.grading.finality.answered_before`):
  a first-person commitment to a value ("I'll go with 8.", "Locking in 8.", "8 is my final answer.", "My pick:
  C.", "Ich nehme 8.", "Elijo 8.", "我选 8。", "Мой ответ: восемь.") or a structured answer field anywhere in the
  response (see below) that holds another value than the box: the response gives two answers. A commitment
  revised before the box (a judging or retracting word between the two, "I'll go with 8. Wait, ...") or crossed
  out is withdrawn. A commitment is read only where its value ends the clause ("I pick $n = 3$ to test" is a
  step of the work, not an answer: an equation and a value followed by more words are never read). Besides the
  phrases, a commitment is read by its structure (:data:`_DECIDED`): a first-person subject, a verb of choosing,
  deciding, betting, voting or settling by its stem per language, and a value ("We're betting on 8.", "Stawiamy
  na 8."), or a decision noun as a label ("Our final decision: 8.", "Mein Tipp: 8.").
- **Both modes, a structured answer field** (:func:`_fields`): a JSON or YAML key (``{"answer": 8}``,
  ``answer: 8`` on its own line, ``ANSWER = 8``), an answer tag (``<answer>8</answer>``, ``<final_answer>``,
  ``[ANSWER] 8``), a tool or function call that submits a value (``submit(8)``, ``submit_answer(answer=8)``,
  ``final_answer(8)``, ``Action Input: 8``, ``return 8`` and ``print(8)`` on a line of their own at its start),
  and a field named by the lexicon of answer and result names in the lexicon's languages in the shape of an XML
  element or attribute, a JSON key, an assignment, a macro, a call or an s-expression (:data:`_NAMED_FIELD`:
  ``<antwort>8</antwort>``, ``{"respuesta": 8}``, ``resultat <- 8``, ``\\Ergebnis{8}``, ``(answer 8)``).
- **Standard, after the box** (:func:`later_answer`, read by :func:`proctor.grading.after_box.disowned_after`):
  a later structured field, a later labelled answer whose label no other rule reads ("v2: 8", "PS: 8
  actually", "\\textbf{Answer: 8}", "Final choice: (C)", "My pick: C"), a later line that is only an operator and
  an operand in math ("$+1$", "$\\times 2$": it continues the box's expression), an arrow pointing back at the
  box with an instruction ("$\\uparrow$ add 1"), and a footnote marked on the box whose note judges it ("$\\boxed{7}$*
  ... *This is the answer to a different question.").
- **Standard, an operation in prose** (:func:`operated_in_prose`, read by
  :func:`proctor.grading.finality.stands`): the box is the argument of an operating word of a language
  the lexicon reads ("the negative of", "negative", "the next prime after", "'s successor", "das Doppelte von",
  "el doble de", "的两倍", "вдвое больше, чем", "uno más que", "Take ... and add one", "tens").

Every scan is anchored at trigger words a cheap lower-cased ``in`` test finds first: a reply with none of them
costs one pass of ``str.lower`` and a few substring tests.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from proctor.grading.commitment import OPAQUE, prose_view
from proctor.grading.plain_words import _BOX_WRAP, _TEXT_ARG, _box_edges, struck_out, trie_pattern
from proctor.grading.stated import _different, _inner
from proctor.grading.value_words import _BOX_NOTE, _CHANGES, _NUMBER_WORD, _cjk_value
from proctor.grading.withdrawal import revised

_NUM_WORDS = None


def _number_words() -> dict[str, int]:
    global _NUM_WORDS
    if _NUM_WORDS is None:
        _NUM_WORDS = {k: v for k, v in _NUMBER_WORD.items() if k not in ("hundred", "thousand", "dozen")}
    return _NUM_WORDS


# ---------------------------------------------------------------------------------------------------------
# the value a commitment or a field states, read in the prose view (math is OPAQUE there)
_VALUE = (
    r"(?P<v>[-−]?\d+(?:[.,]\d+)?(?![\d.,]*[^\W\d_])"
    r"|" + OPAQUE + r"+"
    r"|\(?[A-J]\)?(?![^\W_])"
    r"|[^\W\d_]{2,}(?:[-'][^\W\d_]+)?"
    r"|[〇零一二三四五六七八九十两兩](?![〇零一二三四五六七八九十两兩]))"
)
_CLAUSE_ENDS = (
    r"(?=[\s*_]*(?:[.!?。！？;；]|\n|$|[,，]\s*(?:and|so|but)\b|\s+(?:actually|then|instead|now|final)\b))"
)

# first-person commitments that lead to a value (in the languages the lexicon reads)
_COMMIT_LEAD = (
    r"(?:(?:i|we)(?:['’]ll|\s+will|['’]m|['’]re|\s+am|\s+are|['’]d|\s+would|\s+shall)?"
    r"(?:\s+(?:going\s+to|gonna|have\s+to|must|will|now|just|then|finally|still))*\s+(?:go(?:ing)?\s+with|stick(?:ing)?\s+with|pick(?:ing)?|choos(?:e|ing)|"
    r"select(?:ing)?|submit(?:ting)?|commit(?:ting)?\s+to|settl(?:e|ing)\s+on|lock(?:ing)?\s+in|opt(?:ing)?\s+for|"
    r"vot(?:e|ing)\s+for|land(?:ing)?\s+on|bet(?:ting)?\s+on|put\s+down|mark(?:ing)?|"
    r"circl(?:e|ing)|guess(?:ing)?)|"
    r"(?:going|sticking|settling|locking|landing)\s+(?:with|on|in)|lock\s+in|locked\s+in|"
    r"(?:committing\s+to|submitting|opting\s+for|voting\s+for|betting\s+on)|"
    r"my\s+(?:final\s+|official\s+|definitive\s+)?(?:answer|pick|choice|vote|guess|submission|selection|"
    r"response|bet|call)\s*(?:is|will\s+be|would\s+be|[:=：]|-|—)|"
    r"final(?:\s+(?:answer|pick|choice|call|submission|selection|verdict))?\s*(?:is|[:=：])|"
    # a label that submits: "Choice: C.", "Answer choice: C.", "Selected: 8.", "Submission: 8."
    r"(?:answer\s+|final\s+)?(?:choice|option\s+chosen|pick|vote|selection|selected|chosen|submission|submitted)"
    r"\s*(?:is|[:=：])|"
    # de, es, fr, it, pt, nl, pl, ru, tr, id
    r"ich\s+(?:nehme|wähle|sage|tippe\s+auf|entscheide\s+mich\s+für|bleibe\s+bei)|"
    r"meine\s+(?:endgültige\s+)?(?:antwort|wahl)\s*(?:ist|lautet|[:：])|"
    r"(?:yo\s+)?(?:elijo|escojo|me\s+quedo\s+con|voy\s+con|opto\s+por)|"
    r"mi\s+(?:respuesta|elección)(?:\s+final)?\s*(?:es|[:：])|"
    r"je\s+(?:choisis|prends|retiens|garde|pars\s+sur|opte\s+pour)|"
    r"ma\s+(?:réponse|choix)(?:\s+finale?)?\s*(?:est|[:：])|mon\s+choix\s*(?:est|[:：])|"
    r"(?:io\s+)?(?:scelgo|prendo|opto\s+per|vado\s+con)|"
    r"la\s+mia\s+(?:risposta|scelta)(?:\s+finale)?\s*(?:è|[:：])|"
    r"(?:eu\s+)?(?:escolho|fico\s+com)|(?:a\s+)?minha\s+(?:resposta|escolha)(?:\s+final)?\s*(?:é|[:：])|"
    r"ik\s+(?:kies|neem|ga\s+voor)|mijn\s+(?:antwoord|keuze)\s*(?:is|[:：])|"
    r"wybieram|moja\s+(?:odpowiedź|odpowiedz)\s*(?:to|[:：—-])|"
    r"(?:я\s+)?выбираю|мой\s+(?:окончательный\s+)?(?:ответ|выбор)\s*(?:это|[:：—-])|"
    r"cevabım\s*[:：]?|seçiyorum|jawaban\s+saya\s*(?:adalah|[:：])|saya\s+pilih"
    r")"
)
_COMMIT = re.compile(r"(?i)(?<![\w])" + _COMMIT_LEAD + r"[\s*_]*\(?[\s*_]*" + _VALUE + _CLAUSE_ENDS)
# a value, then the words that commit to it: "8 it is.", "8 is my final answer.", "8 is what I get."
_COMMIT_AFTER = re.compile(
    r"(?i)(?:^|(?<=[\n.!?:]))[\s*_>#-]*" + _VALUE + r"[\s*_]*(?:it\sis|is\smy\s(?:final\s)?"
    r"(?:answer|pick|choice|call|guess)|is\sthe\s(?:final\s)?answer|is\s(?:what|the\sone)\si\s"
    r"(?:get|got|pick|choose|go\swith)|is\sfinal|ist\smeine\santwort|es\smi\srespuesta|"
    r"est\sma\sréponse|è\sla\smia\srisposta)" + _CLAUSE_ENDS
)  # (one white space between its words: "8 it is." is read, "8 it  is." is not)
# a phrase one of which each match of _COMMIT_AFTER holds (white space read as a space)
_AFTER_PHRASES = ("it is", "is my", "is the final", "is the answer", "is the one", "is what", "is final",
                  "ist meine", "es mi", "est ma", "è la mia")  # fmt: skip
_CJK_COMMIT = re.compile(
    r"(?:我(?:选|選|选择|選擇|挑|决定选|決定選|的答案(?:是|为|為|：|:)|的选择(?:是|：|:)|最终选|最終選)"
    r"|最终答案(?:是|为|：|:)|私の答えは|私は|내\s*답은)\s*\(?\s*"
    + _VALUE
    + r"(?=\s*[)）]?\s*(?:[。！.，,]|\n|$|を選|です|입니다))"
)
# the words one of which each match holds, with how far before it the match may start (the scans run only there)
_COMMIT_TRIGGERS = (
    ("choice", 13), ("option", 13), ("pick", 13), ("vote", 13), ("select", 13), ("chosen", 13), ("submi", 13),
    ("i ", 0), ("i'", 0), ("i’", 0), ("we ", 0), ("we'", 0), ("we’", 0), ("committing", 0), ("submitting", 0),
    ("opting", 0), ("voting", 0), ("betting", 0), ("going", 0), ("sticking", 0), ("settling", 0), ("landing", 0), ("lock", 0),
    ("my", 0), ("final", 0), ("ich", 0), ("meine", 0), ("elijo", 3), ("escojo", 3), ("quedo", 3), ("voy", 3),
    ("opto", 3), ("mi ", 0), ("je ", 0), ("ma ", 0), ("mon ", 0), ("scelgo", 3), ("prendo", 3), ("vado", 3),
    ("mia", 3), ("escolho", 3), ("fico", 3), ("minha", 2), ("ik ", 0), ("mijn", 0), ("wybier", 0), ("moja", 0),
    ("cevab", 0), ("saya", 0), ("jawaban", 0),
)  # fmt: skip
_COMMIT_TRIGGERS_NON_ASCII = (("выбира", 2), ("мой", 0), ("seçi", 0))
_COMMIT_AFTER_TRIGGERS = None  # (it starts at the text's start or after a line break or a stop: read there)
_STOPS = re.compile(r"[\n.!?:]")
_CJK_TRIGGERS = (("我", 0), ("最终", 0), ("私", 0), ("내", 0))
_BOLD_TRIGGERS = (("**", 8), ("__", 8))


def _scan(pattern: re.Pattern[str], text: str, low: str | None, stop: int, triggers, lo: int = 0):
    """``pattern.finditer(text, lo, stop)``'s matches that start within its ``back`` characters before one of
    its trigger words in ``low`` (``text`` lower-cased, the same length; None: scan every place), in order
    (those are all of them where every match holds a trigger that far from its start). A place after a
    letter or a digit is tried only where the pattern may start inside a word (``_STARTS_IN_WORD``)."""
    if low is None:
        yield from pattern.finditer(text, lo, stop)
        return
    if triggers is None:  # (a pattern that starts at the text's start or right after a stop)
        after = 0
        for q in _stops_before_phrases(text, low, lo, stop):
            if q >= after and (m := pattern.match(text, q, stop)) is not None:
                after = max(m.end(), q + 1)
                yield m
        return
    starts = set()
    for i, back in _trigger_places(low, lo, stop, triggers):
        starts.update(range(max(lo, i - back), i + 1))
    inside = pattern in _STARTS_IN_WORD
    after = 0
    for q in sorted(starts):
        if q < after or (not inside and q > 0 and low[q - 1].isalnum()):
            continue
        m = pattern.match(text, q, stop)
        if m is not None:
            after = max(m.end(), q + 1)
            yield m


_TRIGGER_WORDS: dict[tuple, tuple[re.Pattern[str], dict[str, list[tuple[str, int]]]]] = {}


_AFTER_PHRASE = re.compile(trie_pattern(_AFTER_PHRASES).replace("\\ ", r"\s"))  # (white space of any kind)
_AFTER_PHRASE_SPACED = re.compile(
    trie_pattern(_AFTER_PHRASES)
)  # (one of them is in the text: its words parted by a space)


def _stops_before_phrases(text: str, low: str, lo: int, stop: int) -> list[int]:
    """The places where ``_COMMIT_AFTER`` may match in ``text[lo:stop]``: ``lo`` and the ends of its stops
    (where its scan tried it at every one), only those that may reach one of its phrases (``_AFTER_PHRASE``,
    found in ``low``) over what it reads before one: white space and ``*_>#-``, one run without white space
    (the value and what is glued to it: a value holds no white space), then white space and ``*_``.
    Every other place holds no match, so its scan finds the same matches (test_trigger_places)."""
    places: set[int] = set()
    m = _AFTER_PHRASE.search(low, lo, stop)
    while m is not None:
        j = p = m.start()
        while p > lo and (text[p - 1].isspace() or text[p - 1] in "*_"):
            p -= 1
        while p > lo and not text[p - 1].isspace():
            p -= 1
        while p > lo and (text[p - 1].isspace() or text[p - 1] in "*_>#-"):
            p -= 1
        if p == lo:
            places.add(lo)
        places.update(s.end() for s in _STOPS.finditer(text, max(lo, p - 1), j))
        m = _AFTER_PHRASE.search(low, j + 1, stop)
    return sorted(places)


def _trigger_places(low: str, lo: int, stop: int, triggers) -> list[tuple[int, int]]:
    """Every place in ``low[lo:stop]`` where one of ``triggers``' words (word, back) starts and ends by
    ``stop``, with the farthest ``back`` of the words that start there: the places the words' ``str.find``
    loops find, in order, read in one pass of a trie-shaped pattern of the words."""
    found = _TRIGGER_WORDS.get(triggers)
    if found is None:
        by_first: dict[str, list[tuple[str, int]]] = {}
        for word, back in sorted(triggers, key=lambda wb: -wb[1]):
            by_first.setdefault(word[0], []).append((word, back))
        found = _TRIGGER_WORDS[triggers] = (re.compile(trie_pattern(w for w, _ in triggers)), by_first)
    pattern, by_first = found
    places = []
    m = pattern.search(low, lo, stop)
    while m is not None:
        i = m.start()
        for word, back in by_first[low[i]]:  # (the farthest reach first)
            if low.startswith(word, i, stop):
                places.append((i, back))
                break
        m = pattern.search(low, i + 1, stop)
    return places


def _lower(text: str) -> str | None:
    """``text`` lower-cased where that keeps every offset (else None: the scans then read every place)."""
    low = text.lower()
    if len(low) != len(text) or not text.isascii() and any(c in text for c in _FOLDS):
        return None
    # (a trigger's space stands for any white space the pattern reads)
    if text.isascii():
        return (
            low.replace("\n", " ")
            .replace("\t", " ")
            .replace("\r", " ")
            .replace("\x0b", " ")
            .replace("\x0c", " ")
        )
    return _OTHER_SPACE.sub(" ", low)


_OTHER_SPACE = re.compile(r"[^\S ]")
_FOLDS = "\u017f\u0131\u212a"  # letters IGNORECASE matches to ASCII that str.lower keeps apart


# ---------------------------------------------------------------------------------------------------------
# structured answer fields, read in the raw text
_KEY = r"(?:final[_ -]?answer|answer|final[_ -]?result|result|solution|final|value|output|choice|submission)"
_FIELD = re.compile(
    # a JSON key in quotes, anywhere ({"answer": 8}, {"name": "submit", "arguments": {"answer": 8}})
    r"(?i)(?<![^\W_])(?:[\"'](?:"
    + _KEY
    + r")[\"']\s*:\s*[\"']?(?P<a>[^\"'{}\[\],\n]{1,40}?)[\"']?\s*(?=[,}\n])"
    # a YAML or assignment line: "answer: 8", "ANSWER = 8", "final_answer := 8"
    r"|(?:^|(?<=\n))[ \t]*(?:final[_ ]?answer|answer|final[_ ]?result)[ \t]*(?::=|=|:)[ \t]*(?P<b>[^\n]{1,40}?)"
    r"[ \t]*(?=\n|$)"
    # a tag: <answer>8</answer>, <final_answer>, [ANSWER] 8 [/ANSWER], <arg>8</arg>, <output>
    r"|<(?P<tag>(?:final[_ -]?)?(?:answer|ans|result|output|solution|arg|argument|submission)s?)\s*>\s*"
    r"(?P<c>[^<>\n]{1,40}?)\s*</(?P=tag)\s*>"
    r"|\[(?:final[_ ]?)?answer\]\s*(?P<d>[^\[\]\n]{1,40}?)\s*(?=\[/|\n|$)"
    # a call that submits a value: submit(8), submit_answer(answer=8), final_answer(8), answer(8), final(8)
    r"|(?<![\w.])(?:submit\w*|final\w*|answer|give_answer|return_answer|respond|finish)\s*\(\s*"
    r"(?:[\"']?(?:answer|value|result|x)[\"']?\s*[=:]\s*)?[\"']?(?P<e>[^()\"'\n,]{1,40}?)[\"']?\s*\)"
    # ReAct: "Action Input: 8"; a bare line "return 8", "print(8)"
    r"|(?:^|(?<=\n))(?:action[ _]input|final[ _]answer[ _]input)[ \t]*[:=][ \t]*(?P<f>[^\n]{1,40}?)[ \t]*(?=\n|$)"
    r"|(?:^|(?<=\n))(?:return[ \t]+(?P<g>[^\n#]{1,40}?)|print\((?P<h>[^()\n]{1,40})\))[ \t]*(?:#[^\n]*)?(?=\n|$)"
    r")"  # (a field never starts right after a letter or a digit)
)
_FIELD_TRIGGERS = (
    *((w, 12) for w in ("answer", "result", "solution", "final", "submi", "return", "print", "input", "respond",
                        "finish")),
    *((w, 1) for w in ('value"', "value'", 'output"', "output'", "<output", "<ans", "<final_ans", 'choice"', "choice'", "<arg",
                       'submission"', "submission'")),
)  # fmt: skip
_BARE = re.compile(r"[-−]?\d+(?:[.,]\d+)?|\(?[A-J]\)?|[^\W\d_]+|\$[^$\n]{1,30}\$")


def _field_value(raw: str) -> str | None:
    v = raw.strip().strip("\"'`*_ ").rstrip(".")
    if not v or not _BARE.fullmatch(v):
        return None
    if v.startswith("$"):
        v = v.strip("$ ")
    low = v.lower()
    words = _number_words()
    if low in words:
        return str(words[low])
    if v.isalpha() and not (len(v) == 1 and v.isupper()):
        return None  # "answer: none", "return x": a name or a word, no value
    return v


# a field named by the lexicon of answer and result names (in the lexicon's languages; case, underscores,
# hyphens and accents aside), in a structural shape: an XML element or attribute (<antwort>8</antwort>,
# <result value="8"/>, <response answer="8">), a JSON/YAML/TOML key ({"respuesta": 8}, "ответ: 8" on its own
# line), an assignment (answer <- 8, Réponse_finale = 8, $result := 8), a macro or a call named by it
# (\answer{8}, submit_resultado(8)) and an s-expression ((answer 8))
_ANSWER_NAME = (
    r"(?:answer|respuesta|antwort|r[ée]ponse|risposta|resposta|antwoord|odpowied[źz]|ответ|svar|jawaban|cevap|"
    r"yan[ıi]t|答案|答え|解答|정답)"
)
_RESULT_NAME = (
    r"(?:result|response|solution|resultado|soluci[óo]n|ergebnis|l(?:ö|oe?)sung|r[ée]sultat|risultato|"
    r"soluzione|solu[çc][ãa]o|результат|wynik|uitkomst|resultaat|oplossing|l[öo]sning|hasil|sonu[çc]|结果|結果|결과)"
)
_AFFIXED = (
    r"(?:(?:final|my|your|the|correct|submitted|endg(?:ü|ue?)ltige|finale?)[_ -]?)?(?:{})"
    r"(?:[_ -]?(?:finale?|finalna|definitiva|value|val))?"
)
_NAME = _AFFIXED.format(_ANSWER_NAME + "|" + _RESULT_NAME)
_ANSWER_ONLY = _AFFIXED.format(_ANSWER_NAME)
_NAMED_FIELD = re.compile(
    r"(?i)(?:"
    # a JSON key: {"respuesta": 8}, {'Ergebnis': "8"}
    r"[\"'](?:" + _NAME + r")[\"']\s*:\s*[\"']?(?P<j>[^\"'{}\[\],\n]{1,40}?)[\"']?\s*(?=[,}\n]|$)"
    # an assignment on its own line: "answer <- 8", "Réponse_finale = 8", "let result := 8", "$ergebnis = 8;"
    r"|(?:^|(?<=\n))[ \t]*(?:[-*][ \t]+)?(?:(?:let|const|var|val|set|local|my|our)[ \t]+)?[$@]?(?:self\.)?"
    r"(?:(?:" + _NAME + r")[ \t]*(?::=|<-|←|=(?!=))|(?:" + _ANSWER_ONLY + r")[ \t]*[:：])"
    r"[ \t]*(?P<a>[^\n;]{1,40}?)[ \t]*;?[ \t]*(?=\n|$)"
    # an XML element, or an element named by it with a value attribute: <antwort>8</antwort>, <result value="8"/>
    r"|<(?P<tag>" + _NAME + r")(?:\s[^<>\n]{0,80}?)?>\s*(?P<x>[^<>\n]{1,40}?)\s*</(?P=tag)\s*>"
    r"|<(?:" + _NAME + r")\s(?:[^<>\n]{0,80}?\s)?(?:value|val|v)\s*=\s*[\"'](?P<xv>[^\"'<>\n]{1,40})[\"']"
    r"(?=[^<>\n]{0,80}>)"
    # an attribute of another element: <response answer="8"> (read only inside a tag, see _named_fields)
    r"|(?<=\s)(?:" + _NAME + r")\s*=\s*[\"'](?P<xa>[^\"'<>\n]{1,40})[\"'](?=[^<>\n]{0,80}>)"
    # a macro or a call named by it: \answer{8}, \Ergebnis{8}, answer(8), submit_respuesta("8")
    r"|\\(?:" + _NAME + r")\s*\{\s*(?P<m>[^{}\n]{1,40}?)\s*\}"
    r"|(?<![\w.])(?:(?:submit|give|return|send|provide|set|report|record|print)_?)?(?:" + _NAME + r")\("
    r"(?:\s*[\"']?(?:" + _NAME + r"|value|x|v)[\"']?\s*[=:]\s*)?\s*[\"']?(?P<c>[^()\"'\n,]{1,40}?)[\"']?\s*\)"
    # an s-expression: (answer 8), (final-answer "8")
    r"|\(\s*(?:" + _ANSWER_ONLY + r")\s+[\"']?(?P<s>[^()\"'\s]{1,40})[\"']?\s*\)"
    r")"
)
_NAMED_GROUPS = ("j", "a", "x", "xv", "xa", "m", "c", "s")
# the stems one of which each match holds (ASCII ones, and those read only in a text that is not ASCII)
_NAMED_TRIGGERS = ("answer", "ponse", "respuest", "antw", "rispost", "respost", "odpowied", "svar", "jawab", "cevap",
              "result", "solu", "ergebnis", "sung", "sultat", "wynik", "uitkomst", "oplossing", "sning", "hasil",
              "sonuc", "yanit")  # fmt: skip
_NAMED_TRIGGERS_NON_ASCII = (
    "ответ",
    "результат",
    "yanıt",
    "sonuç",
    "答案",
    "答え",
    "解答",
    "정답",
    "结果",
    "結果",
    "결과",
)


_PRE = frozenset("<\"'\\(")  # a character a field's name may follow
_POST = frozenset("\"'>=:：({<←")  # a character that may follow a field's name (past white space)


def _run(low: str, i: int, hi: int) -> tuple[int, int]:
    """The word (letters, digits, underscores, hyphens) of ``low`` around ``i``."""
    ws = i
    while ws > 0 and (low[ws - 1].isalnum() or low[ws - 1] in "_-"):
        ws -= 1
    we = i
    while we < hi and (low[we].isalnum() or low[we] in "_-"):
        we += 1
    return ws, we


def _named_matches(text: str, low: str | None, lo: int, hi: int):
    """``_NAMED_FIELD.finditer(text, lo, hi)``'s matches (``low``: as ``_scan`` takes it). Each name found by its stem is tried only where a structural character stands next to it or to the word
    beside it (``_PRE``, ``_POST``): a name in prose ("the answer is", "absolute") costs a few tests."""
    if low is None:
        matches = _NAMED_FIELD.finditer(text, lo, hi)
    else:
        triggers = _NAMED_TRIGGERS if text.isascii() else _NAMED_TRIGGERS + _NAMED_TRIGGERS_NON_ASCII
        starts = set()
        for word in triggers:
            i = low.find(word, lo, hi)
            while i >= 0:
                ws, we = _run(low, i, hi)
                tries = [ws - 1, ws]
                p = ws
                while p > lo and low[p - 1] in " \t":
                    p -= 1
                pre = low[p - 1] if p > lo else "\n"
                if p < ws and pre.isalnum():  # the word before, one space away ("final answer")
                    pws, _ = _run(low, p - 1, hi)
                    tries += (pws - 1, pws)
                    pre2 = low[pws - 1] if pws > lo else "\n"
                else:
                    pre2 = pre
                    tries.append(p - 1)
                q = we
                while q < hi and low[q].isspace():
                    q += 1
                post = low[q] if q < hi else ""
                if post.isalnum() and q - we == 1:  # the word after, one space away ("respuesta final")
                    _, nwe = _run(low, q, hi)
                    while nwe < hi and low[nwe].isspace():
                        nwe += 1
                    post2 = low[nwe] if nwe < hi else ""
                else:
                    post2 = post
                if pre in _PRE or pre2 in _PRE or post in _POST or post2 in _POST:
                    line = text.rfind("\n", lo, ws) + 1 or lo  # (``low`` reads a line break as a space)
                    starts.update(t for t in (*tries, line) if lo <= t <= i)
                i = low.find(word, i + 1, hi)
        matches = []
        after = 0
        for q in sorted(starts):
            if q >= after and (m := _NAMED_FIELD.match(text, q, hi)) is not None:
                after = max(m.end(), q + 1)
                matches.append(m)
    return matches


def _named_fields(text: str, low: str | None, lo: int, hi: int):
    """The (start, end, value) of the lexicon-named fields of ``text[lo:hi]``."""
    for m in _named_matches(text, low, lo, hi):
        for g in _NAMED_GROUPS:
            if m.group(g) is not None:
                if g == "xa":  # an attribute: inside a tag that opens on its line
                    line = text.rfind("\n", 0, m.start()) + 1
                    lt = text.rfind("<", line, m.start())
                    if lt < 0 or text.rfind(">", line, m.start()) > lt or not text[lt + 1 : lt + 2].isalpha():
                        break
                value = _field_value(m.group(g))
                if value is not None:
                    yield m.start(), m.end(), value
                break


def _padded_lower(text: str, lo: int, hi: int) -> str | None:
    """``_lower(text[lo:hi])`` at the offsets of ``text`` (the part before ``lo`` spaces: only ``lo - 1`` of
    it is ever read), or None."""
    low = _lower(text[lo:hi])
    return None if low is None else " " * lo + low


_OWN = object()


def _fields(text: str, lo: int = 0, hi: int | None = None, low=_OWN):
    """The values of the structured answer fields of ``text[lo:hi]``, as (start, end, value); ``low``: what
    :func:`_padded_lower` gives for it (:func:`_part_lows` reads it from one copy of ``text``), else made here."""
    hi = len(text) if hi is None else hi
    if low is _OWN:
        low = _padded_lower(text, lo, hi)
    for m in _scan(_FIELD, text, low, hi, _FIELD_TRIGGERS, lo):
        for g in "abcdefgh":
            if m.group(g) is not None:
                value = _field_value(m.group(g))
                if value is not None:
                    yield m.start(), m.end(), value
                break
    yield from _named_fields(text, low, lo, hi)  # '<antwort>8</antwort>', '{"respuesta": 8}', "answer <- 8"


# the characters whose ``str.lower`` is longer ('İ': 'i̇'; test_fence_lows checks them all)
_LONGER_LOWER = "\u0130"
_NONE_LOWER = _LONGER_LOWER + _FOLDS  # (a part that holds one: ``_lower`` gives None)
_PART_ODD = "\u03a3\x1c\x1d\x1e\x1f"  # (a part that holds one is lower-cased on its own, see below)


def _part_lows(text: str):
    """A function ``(lo, hi) -> _padded_lower(text, lo, hi)`` for the parts of ``text`` that :func:`_fields`
    reads one by one (the data fences of :func:`fenced_field`), taken from ONE lower-cased copy of ``text``
    made here instead of one padded copy per part (a part's padding is as long as its offset: 232 fences of
    a 100 KB reply made 23 MB of strings). The copy equals each part's own one at the offsets the scans read
    (``lo - 1`` to ``hi``), where ``str.lower`` lower-cases each character on its own: a part that holds a
    character whose lowering is longer or folds (``_lower`` gives None for it) gets None, and a part read
    differently on its own is lower-cased on its own as before: a capital sigma (its lowering reads its
    neighbours), the white space ``\x1c``-``\x1f`` of an ASCII part (which ``_lower`` keeps there only), a part
    after a character that is not white space (``lo - 1`` is a space in a padded copy)."""
    if text.isascii():
        low = _lower(text) or ""
        return lambda lo, hi: low if lo == 0 or low[lo - 1] == " " else _padded_lower(text, lo, hi)
    bad = [i for i, c in enumerate(text) if c in _NONE_LOWER] if any(c in text for c in _NONE_LOWER) else []
    odd = [i for i, c in enumerate(text) if c in _PART_ODD] if any(c in text for c in _PART_ODD) else []
    same = text
    for c in _LONGER_LOWER:
        same = same.replace(c, "?")  # (a part that holds one reads None: any one character keeps the offsets)
    low = _OTHER_SPACE.sub(" ", same.lower())
    if len(low) != len(text):  # (a character whose lowering is longer that _LONGER_LOWER misses)
        return lambda lo, hi: _padded_lower(text, lo, hi)

    def part(lo: int, hi: int) -> str | None:
        if bad and (k := bisect_left(bad, lo)) < len(bad) and bad[k] < hi:
            return None
        if lo > 0 and low[lo - 1] != " " or odd and (k := bisect_left(odd, lo)) < len(odd) and odd[k] < hi:
            return _padded_lower(text, lo, hi)
        return low

    return part


def _letter(v: str) -> str | None:
    s = v.strip().strip("()*_ .")
    return s if len(s) == 1 and "A" <= s <= "J" else None


def _other(value: str, answer: str) -> bool:
    """Whether ``value`` is another value than the box's ``answer`` (letters of a choice compared as letters)."""
    a, b = _letter(value), _letter(answer)
    if a is not None or b is not None:
        return a is not None and b is not None and a != b
    return _different(value.strip("$ "), answer)


def _view_value(text: str, view: str, m: re.Match) -> str | None:
    v = m.group("v")
    if v[0] == OPAQUE:
        math = text[m.start("v") : m.end("v")]
        if "=" in math or "\\boxed" in math or "\\fbox" in math or not re.search(r"\d", math):
            return None  # "I pick $n = 3$": an equation names its own unknown
        return math
    if v[0].isdigit() or v[0] in "-−":
        return v.replace(",", ".") if v.count(",") == 1 and len(v.split(",")[1]) != 3 else v.replace(",", "")
    if len(v) <= 3 and _letter(v) is not None:
        return _letter(v)
    if len(v) == 1 and not v.isalpha():
        n = _cjk_value(v)
        return str(n) if n is not None else None
    n = _number_words().get(v.lower())
    return str(n) if n is not None else None


# ---------------------------------------------------------------------------------------------------------
def committed_before(text: str, committed: str, sentence: int, start: int, end: int) -> bool:
    """Strict: whether the committed view ``committed`` of ``text`` commits, before the box's sentence (that
    starts at ``sentence``), to another value than the box ``text[start:end]``, or the response holds a
    structured answer field with another value anywhere outside the box (see the module's doc)."""
    answer = _inner(text[start:end])

    view = prose_view(committed)
    written = None
    for s, e, value in _fields(text):  # (as written: a field in a code fence is still submitted)
        if s <= start < e or not _other(value, answer) or struck_out(text, s):
            continue
        if written is None:  # (the revision is looked for as written too: the commitment pass blanks it)
            written = prose_view(text)
        if e <= sentence and (revised(view, e, sentence) or revised(written, e, sentence)):
            continue  # "Answer: 8\n\nActually no. The answer is $\\boxed{7}$.": revised before the box
        return True  # '{"answer": 8}', "<answer>8</answer>", "submit(8)" beside the box
    ascii_text = committed.isascii()
    # (the triggers are looked for in the text as written where it is ASCII: outside math it is the view)
    low = _lower(committed) if ascii_text else _lower(view)

    for pattern, triggers in _COMMITMENTS:
        if pattern is _COMMIT and not ascii_text:
            triggers = triggers + _COMMIT_TRIGGERS_NON_ASCII
        elif pattern is _CJK_COMMIT and ascii_text:
            continue
        elif pattern is _COMMIT_AFTER and low is not None and not _AFTER_PHRASE_SPACED.search(low):
            continue
        for m in _scan(pattern, view, low, sentence, triggers):
            value = _view_value(committed, view, m)
            if value is None or not _other(value, answer):
                continue
            if struck_out(committed, m.start()) or revised(view, m.end(), sentence):
                continue  # crossed out, or revised before the box ("I'll go with 8. Wait, ...")
            if _SUPPOSED.search(view, max(0, m.start() - 40), m.start()):
                continue  # "Suppose I pick 3.", "For example, I choose 3.": a test value, no answer
            if _WITHDRAWN.search(view, m.end(), sentence):
                continue  # "I first picked 8, but ... so 7": the writer moved on from it
            return True
    return _decided(
        committed, view, low, sentence, answer, ascii_text
    )  # "We're betting on 8.", "Mój wybór: 8."


# a line that is only a bold value: "**C**", "**8**" (a bare answer of its own)
_BOLD_LINE = re.compile(
    r"(?:^|(?<=\n))[ \t>]*(?:\*\*|__)[ \t]*" + _VALUE + r"[ \t]*(?:\*\*|__)[ \t.]*(?=\n|$)"
)
_STARTS_IN_WORD = {_CJK_COMMIT}  # (a CJK commitment follows a CJK character; the rest start after none)
_COMMITMENTS = (
    (_COMMIT, _COMMIT_TRIGGERS),
    (_COMMIT_AFTER, _COMMIT_AFTER_TRIGGERS),
    (_CJK_COMMIT, _CJK_TRIGGERS),
    (_BOLD_LINE, _BOLD_TRIGGERS),
)
# a word of supposition or example right before the commitment, in its sentence
_SUPPOSED = re.compile(
    r"(?i)\b(?:suppose|supposing|say|let|if|when|whenever|assume|assuming|imagine|example|e\.g|try|trying|test|"
    r"testing|instance|angenommen|wenn|falls|supongamos|si|supposons|supponiamo|se|stel|jeśli|если|допустим)\b"
    r"[^.!?\n。]*$"
)
# a word between the commitment and the box that moves on from it ("but", "however", "instead", "rather")
_WITHDRAWN = re.compile(
    r"(?i)\b(?:but|however|instead|rather|although|though|yet|aber|jedoch|pero|sin\s+embargo|mais|cependant|"
    r"però|tuttavia|maar|ale|jednak|но|однако)\b|但|可是|不过|不過"
)


# ---------------------------------------------------------------------------------------------------------
# a commitment read by its structure (committed_before): a first-person subject (or a verb inflected in the
# first person, where the language drops its subject), a few auxiliary words, a verb of choosing, deciding,
# betting, voting or settling (by its stem, per language), its preposition, and a value that ends the clause
# ("We're betting on 8.", "Ich entscheide mich für 8.", "Stawiamy na 8.", "Kami memilih 8."); or a decision
# noun used as a label ("Our final decision: 8.", "My vote goes to 8.", "Meine Entscheidung lautet 8.",
# "Mój wybór to 8."). A negated verb is never read (no negation is among the auxiliary words).
_SUBJECT = (
    r"(?:i|we|ich|wir|je|nous|yo|nosotros|nosotras|io|noi|eu|nós|ik|wij|jag|vi|jeg|ja|my|я|мы|saya|aku|kami|"
    r"kita|ben|biz)(?:['’](?:ll|d|m|ve|re))?"
)
_AUX = (
    r"(?:\s+(?:will|would|shall|am|are|have|has|had|just|now|then|still|also|finally|ultimately|eventually|"
    r"gonna|going\s+to|want\s+to|have\s+to|must|can|do|hereby|officially|werde|werden|habe|haben|mich|uns|"
    r"letztlich|schließlich|me|nos|finalmente|voy\s+a|vamos\s+a|vais|allons|vou|vamos|ga|gaan|zal|zullen|ska|"
    r"kommer\s+att|vil|się|sie|в\s+итоге|всё-таки|все-таки|akhirnya|akan)\b)"
)
_CHOOSE = (
    # en
    r"choos(?:e|es|ing)|chose|chosen|pick(?:s|ed|ing)?|select(?:s|ed|ing)?|decid(?:e|es|ed|ing)(?:\s+on)?|"
    r"vot(?:e|es|ed|ing)(?:\s+for)?|bet(?:s|ting)?(?:\s+on)?|wager(?:s|ed|ing)?(?:\s+on)?|"
    r"settl(?:e|es|ed|ing)\s+(?:on|for)|opt(?:s|ed|ing)?\s+for|plump(?:s|ed|ing)?\s+for|"
    r"put(?:s|ting)?\s+(?:my|our)\s+(?:money|bet|chips?|vote)\s+on|"
    # de
    r"wähl\w*|entscheid\w*(?:\s+(?:mich|uns))?\s+für|entschieden\s+für|tipp\w*\s+auf|setz\w*\s+auf|"
    r"stimm\w*\s+für|bleib\w*\s+bei|leg\w*\s+(?:mich|uns)\s+(?:fest\s+)?auf|"
    # es, pt, it, fr
    r"elig\w*|eleg\w*|escog\w*|escoj\w*|escolh\w*|decid\w*\s+(?:por|pelo|pela|per|pour)|"
    r"apost\w*\s+(?:por|en|no|na|em)|apuest\w*\s+(?:por|a)|opt\w*\s+(?:por|pelo|pela|per|pour)|"
    r"vot\w*\s+(?:por|per|pour|para|em|no|na)|scelg\w*|scegli\w*|punt\w*\s+su|scommett\w*\s+su|"
    r"chois\w*|pari\w*\s+sur|mis\w*\s+sur|"
    # nl, sv, da, no
    r"kies|kiezen|koos|kozen|gekozen|ga\s+voor|gaan\s+voor|wed\w*\s+op|stem\w*\s+(?:voor|op)|"
    r"välj\w*|valde|vald|väljer|satsa\w*\s+på|röstar\s+på|vælg\w*|velg\w*|satser\s+på|stemmer\s+på|"
    # pl, ru
    r"wybier\w*|wybra\w*|wybior\w*|stawia\w*\s+na|obstawia\w*|typuj\w*|głosuj\w*\s+na|decyduj\w*\s+się\s+na|"
    r"zdecydowa\w*\s+się\s+na|выбира\w*|выбрал\w*|выберу|выберем|ставл\w*\s+на|ставим\s+на|ставлю|"
    r"голосу\w*\s+за|останавлива\w*\s+на|останов\w*\s+на|"
    # id, ms
    r"pilih|memilih|putuskan|memutuskan|bertaruh\s+(?:pada|di)|pegang"
)
# a verb inflected in the first person, whose subject the language drops ("Elijo 8.", "Stawiam na 8.")
_CHOOSE_1P = (
    r"elijo|elegimos|escojo|escogemos|escolho|escolhemos|scelgo|scegliamo|choisis|choisissons|"
    r"apuesto\s+(?:por|a)|apostamos\s+(?:por|en|no|na|em)|aposto\s+(?:no|na|em)|scommetto\s+su|"
    r"opto\s+(?:por|per|pelo|pela)|optamos\s+(?:por|per)|voto\s+(?:por|per|pelo|pela)|votamos\s+por|"
    r"wybieram|wybieramy|wybrałem|wybrałam|wybraliśmy|stawiam\s+na|stawiamy\s+na|obstawiam|typuję|"
    r"głosuję\s+na|выбираю|выбираем|выберу|выберем|ставлю\s+на|ставим\s+на|голосую\s+за"
)
_POSSESSIVE = (
    r"(?:my|our|final|official|definitive|ultimate|meine?|unsere?|endgültige|mi|nuestra|nuestro|minha|nossa|"
    r"la\s+mia|il\s+mio|ma|mon|notre|mijn|onze|min|mitt|vårt|mój|moja|nasz|nasza|мой|моё|мое|наш|наше)"
)
_LINK = r"(?:\s+(?:is|goes\s+to|falls\s+on|would\s+be|will\s+be|remains|ist|lautet|fällt\s+auf|geht\s+an|es|é|è|est|va\s+(?:para|a|à|por)|vai\s+para|är|to|это|adalah|ialah)|\s*[:：—–-])"
_DECISION = (
    # a noun of deciding or choosing, bare or owned ("Final decision: 8.", "Meine Entscheidung lautet 8.")
    r"(?:(?:"
    + _POSSESSIVE
    + r"|the|die|la|el|a|o|le)\s+){0,3}(?:decision|verdict|entscheidung|wahl|decisión|"
    r"elección|decisão|escolha|decisione|scelta|décision|choix|beslissing|keuze|beslut|decyzja|wybór|выбор|"
    r"keputusan|pilihan)(?:\s+(?:final|finale|definitiva|définitive|definitivo|saya|kami|akhir))?"
    + _LINK
    + r"|"
    # a vote or a bet, owned ("My vote goes to 8.", "Mój typ: 8.")
    r"(?:"
    + _POSSESSIVE
    + r"\s+)+(?:(?:final|official)\s+)?(?:vote|bet|wager|stimme|tipp|voto|apuesta|aposta|"
    r"scommessa|pari|stem|gok|röst|głos|typ|голос|ставка)" + _LINK + r"|"
    r"(?:kararım|seçimim|tercihim|oyum)\s*[:：—–-]?"
)
_DECIDED = re.compile(
    r"(?i)(?<![\w'’-])(?:"
    + _SUBJECT
    + _AUX
    + r"{0,3}\s+(?:"
    + _CHOOSE
    + r")|(?:"
    + _CHOOSE_1P
    + r")|(?:"
    + _DECISION
    + r"))[\s*_]*(?:(?:the\s+)?(?:number|value|answer|option|choice)\s+)?\(?[\s*_]*"
    + _VALUE
    + _CLAUSE_ENDS
)
# the stems one of which each match of _DECIDED holds, with how far before it the match may start
# the stems one of which each match of _DECIDED holds, each at the start of a word (see _word_scan)
_DECIDED_TRIGGERS = (
    "choos", "chose", "pick", "select", "decid", "decis", "décis", "vot", "bet", "wager", "settl", "opt", "plump",
    "money", "chip", "verdict", "wähl", "entscheid", "entschied", "tipp", "setz", "stimm", "bleib", "leg", "wahl",
    "elig", "eleg", "elij", "elecc", "escog", "escoj", "escolh", "apost", "apuest", "scelg", "scegli", "scelt",
    "punt", "scommess", "scommett", "choi", "pari", "mis", "kies", "kiez", "koos", "koz", "gekoz", "ga", "gaan",
    "wed", "stem", "gok", "keuze", "beslis", "välj", "vald", "satsa", "röst", "vælg", "velg", "satser", "beslut",
    "wybier", "wybra", "wybior", "wybór", "stawia", "obstawia", "typ", "głos", "decyz", "decyd", "zdecyd",
    "выбира", "выбрал", "выбер", "выбор", "став", "голос", "останов", "останав", "pilih", "memilih", "putus",
    "memutus", "bertaruh", "pegang", "keputusan", "kararım", "seçimim", "tercihim", "oyum",
)  # fmt: skip
_DECIDED_TRIGGERS_ASCII = tuple(w for w in _DECIDED_TRIGGERS if w.isascii())  # (those an ASCII text may hold)
_DECIDED_BACK = 60  # (how far before its stem a match may start: a subject and three auxiliary words)


def _word_scan(pattern: re.Pattern[str], text: str, low: str | None, stop: int, triggers, back: int):
    """``pattern.finditer(text, 0, stop)``'s matches, tried only at the starts of words within ``back``
    characters before a trigger that starts a word of ``low`` (as ``_scan`` takes it; every match of
    ``pattern`` starts a word and holds such a trigger): a stem inside a word ("system", "pivot") costs one test."""
    if low is None:
        yield from pattern.finditer(text, 0, stop)
        return
    starts = set()
    for i in _word_starts(low, stop, triggers):
        for q in range(max(0, i - back), i + 1):
            if low[q].isalnum() and (q == 0 or not low[q - 1].isalnum()):
                starts.add(q)
    after = 0
    for q in sorted(starts):
        if q >= after and (m := pattern.match(text, q, stop)) is not None:
            after = max(m.end(), q + 1)
            yield m


_WORD_TRIGGERS: dict[tuple[str, ...], re.Pattern[str]] = {}


def _word_starts(low: str, stop: int, triggers: tuple[str, ...]) -> list[int]:
    """The places in ``low[:stop]`` where one of ``triggers`` starts a word (and ends by ``stop``), in order: by a
    ``str.find`` loop per stem in a short text, by one pass of a trie-shaped pattern of them in a long one (a
    loop per stem read a 100 KB reply a hundred times: 5 ms; the pass 1.5 ms, but 0.19 ms against 0.11 ms on
    2 KB measured then; measured again, the pass costs less at every length, 0.04 ms against 0.1 at 2 KB, 2.5 to
    5x less from 100 characters: ``_ONE_PASS_FROM`` is 0). test_prefilters_4 checks the two agree."""
    if stop < _ONE_PASS_FROM:
        places = set()
        for word in triggers:
            i = low.find(word, 0, stop)
            while i >= 0:
                if i == 0 or not low[i - 1].isalnum():
                    places.add(i)
                i = low.find(word, i + 1, stop)
        return sorted(places)
    return _word_starts_in_one_pass(low, stop, triggers)


_ONE_PASS_FROM = 0  # (every text by the pass: see above)


def _word_starts_in_one_pass(low: str, stop: int, triggers: tuple[str, ...]) -> list[int]:
    pattern = _WORD_TRIGGERS.get(triggers)
    if pattern is None:
        pattern = _WORD_TRIGGERS[triggers] = re.compile(trie_pattern(triggers))
    places = []
    m = pattern.search(low, 0, stop)
    while m is not None:
        i = m.start()
        if i == 0 or not low[i - 1].isalnum():
            places.append(i)
        m = pattern.search(low, i + 1, stop)
    return places


# the same in Chinese, Japanese and Korean: "我们押8。", "最终决定：8。", "私は8にします。", "저는 8을 선택합니다."
_CJK_DECIDED = re.compile(
    r"(?:(?:我们|我們|我|俺)(?:最终|最終|就|还是|還是)?(?:投|押|赌|賭|定|选定|選定|决定选?|決定選?|选择|選擇|挑选|挑選)"
    r"|(?:我的|我们的|我們的|最终|最終)?(?:决定|決定|选择|選擇|選択|决策|決策)(?:是|为|為|は|：|:)"
    r")\s*\(?\s*" + _VALUE + r"(?=\s*[)）]?\s*(?:[。！.，,]|\n|$|です|입니다))"
    r"|(?:私|僕|俺|わたし|我々)(?:は|も|たちは)\s*(?P<w>[-−]?\d+(?:[.,]\d+)?|[A-J]|[〇零一二三四五六七八九十])\s*"
    r"(?:に(?:します|する|しよう|決め|決定)|を(?:選び|選ぶ|選択|選ん)|で(?:行き|いき))"
    r"|(?:저는|나는|제가|내가|우리는)\s*(?P<k>[-−]?\d+(?:[.,]\d+)?|[A-J])\s*(?:을|를|로|으로|에)\s*"
    r"(?:선택|고르|고릅|골랐|하겠|정했|정합|택|걸)"
)
_STARTS_IN_WORD.add(_CJK_DECIDED)
_CJK_DECIDED_TRIGGERS = (
    ("我", 0), ("俺", 0), ("决定", 4), ("決定", 4), ("选择", 4), ("選擇", 4), ("選択", 4), ("决策", 4), ("決策", 4),
    ("私", 0), ("僕", 0), ("わたし", 0), ("我々", 0), ("저는", 0), ("나는", 0), ("제가", 0), ("내가", 0),
    ("우리는", 0),
)  # fmt: skip


def _decided(
    committed: str, view: str, low: str | None, sentence: int, answer: str, ascii_text: bool
) -> bool:
    """Strict: whether ``view`` commits before ``sentence`` by a structural commitment (``_DECIDED``,
    ``_CJK_DECIDED``) to another value than ``answer``, not supposed, revised, struck out or withdrawn."""
    for pattern in (_DECIDED, _CJK_DECIDED):
        if pattern is _CJK_DECIDED and ascii_text:
            continue
        scan = (
            _word_scan(
                _DECIDED,
                view,
                low,
                sentence,
                _DECIDED_TRIGGERS_ASCII if ascii_text else _DECIDED_TRIGGERS,
                _DECIDED_BACK,
            )
            if pattern is _DECIDED
            else _scan(pattern, view, low, sentence, _CJK_DECIDED_TRIGGERS)
        )
        for m in scan:
            if m.group("v") is not None:
                value = _view_value(committed, view, m)
            else:
                raw = m.group("w") or m.group("k")
                value = _cjk_number(raw)
            if value is None or not _other(value, answer):
                continue
            if struck_out(committed, m.start()) or revised(view, m.end(), sentence):
                continue
            if _SUPPOSED.search(view, max(0, m.start() - 40), m.start()):
                continue  # "Suppose we pick 3.", "If I choose 3.": a test value, no answer
            if _WITHDRAWN.search(view, m.end(), sentence):
                continue
            return True
    return False


def _cjk_number(raw: str) -> str | None:
    if raw[0].isdigit() or raw[0] in "-−" or _letter(raw) is not None:
        return raw

    n = _cjk_value(raw)
    return str(n) if n is not None else None


# ---------------------------------------------------------------------------------------------------------
# standard, after the box
_LATER_LABEL = re.compile(
    r"(?i)[\s*_>#]*(?:\\text(?:bf|it)?\s*\{\s*)?[\s*_]*(?P<label>(?:my\s+|the\s+|final\s+|official\s+|real\s+|"
    r"true\s+|revised\s+|updated\s+|corrected\s+|new\s+)*(?:answer|choice|pick|vote|selection|submission|"
    r"option|result|solution|antwort|respuesta|réponse|risposta|resposta|antwoord|odpowiedź|ответ|wahl|"
    r"elección|choix|scelta|escolha)|v\d+(?:\.\d+)?|version\s*\d+|p\.?\s*s\.?|edit(?:ed)?|update[d]?|"
    r"correction|erratum|errata|revision|revised|nachtrag|korrektur|corrección|rectificatif|correzione)"
    r"(?:[\s*_]*\((?:final|revised|updated|corrected|new)\))?(?:[\s*_]*[:：=]|(?<=\.))[\s*_]*\(?[\s*_]*"
    + _VALUE
    + r"[\s*_]*\)?[\s*_]*(?:\}[\s*_]*)?(?:(?:actually|instead|then|now|final|really|indeed)[\s*_]*)?"
    r"[.!。]?[\s*_]*$"
)
MAX_ENDING = 3000  # the later lines read: those in the response's last 3000 characters
MAX_LINE = 200
# a later line that is only math opening on an operator: "$+1$", "$\\times 2$", "$$\\cdot 3$$"
_OPERATOR_LINE = re.compile(
    r"(?:^|(?<=\n))[ \t>]*(?:\$\$?|\\\(|\\\[)[ \t]*(?:[+×÷*/·]|\\(?:times|cdot|div)(?![a-zA-Z]))[^\n$]{0,40}?"
    r"(?:\$\$?|\\\)|\\\])[ \t.]*(?=\n|$)"
)
# an arrow pointing back at the box, then an instruction: "$\\uparrow$ add 1", "↑ double it"
_POINTER = re.compile(r"[\s*_>#]*(?:" + OPAQUE + r"+|[↑⬆︎^]+)[\s,:*_-]*")
_POINTER_MATH = re.compile(r"\$\s*\\(?:uparrow|Uparrow|nwarrow|nearrow|hookleftarrow)\s*\$")
# a footnote mark glued to the box, and its note
_FOOTNOTE_MARK = re.compile(r"[ \t]*(\*{1,3}|[†‡§¹²³⁴⁵⁶⁷⁸⁹]|\^\{?[*†‡\d]\}?)")
_DIFFERENT_THING = re.compile(
    r"(?i)\b(?:different|other|another|unrelated|wrong|separate|earlier|previous|original|variant)\s+"
    r"(?:question|problem|exercise|task|part|version|prompt)\b|\b(?:not|isn['’]t|is\s+not)\s+(?:the\s+)?"
    r"(?:answer|final|correct|real|actual)\b"
)


def later_answer(
    text: str, view: str, after_box: int, stop_at: int, pieces: list[tuple[int, int]], answer: str
) -> bool:
    """Standard: whether what follows the box (whose math ends at ``after_box``; ``pieces``: the later
    sentences in ``view``) submits, labels or builds another value (see the module's doc)."""
    for _s, _e, value in _fields(text, after_box):
        if _other(value, answer):
            return True  # '$\\boxed{7}$\n\n<answer>8</answer>', "submit_answer(8)", "Action Input: 8"
    rest = text[after_box:]
    if "$" in rest or "\\(" in rest or "\\[" in rest:
        if _OPERATOR_LINE.search(text, after_box):
            return True  # "The answer is $\\boxed{7}$\n$+1$": the line continues the box's expression
    if (mark := _FOOTNOTE_MARK.match(text, after_box)) is not None and mark.group(1):
        sign = mark.group(1)
        note = text.find("\n" + sign, after_box)
        if note < 0:
            note = text.find("\n" + sign.strip("^{}"), after_box)
        if note >= 0:
            line_end = text.find("\n", note + 1)
            line = text[note : line_end if line_end >= 0 else len(text)]

            if _DIFFERENT_THING.search(line) or _BOX_NOTE.search(line):
                return True  # "$\\boxed{7}$*\n\n*This is the answer to a different question."
    labelled = ":" in rest or "：" in rest or "=" in rest or "p.s" in rest.lower()

    if (
        labelled
    ):  # each later line (from the line after the box's), in the response's last MAX_ENDING characters
        lo = max(view.find("\n", after_box) + 1 or len(view), len(view) - MAX_ENDING)
        while lo < len(view):
            hi = view.find("\n", lo)
            hi = len(view) if hi < 0 else hi
            if hi - lo <= MAX_LINE and (m := _LATER_LABEL.match(view[lo:hi])) is not None:
                value = _view_value(text[lo:hi], view[lo:hi], m)
                if value is not None and _other(value, answer):
                    return True  # "v2: 8", "PS: 8 actually", "\\textbf{Answer: 8}", "Final choice: (C)"
            lo = hi + 1
    for s, e in pieces:
        if (
            (p := _POINTER.match(view, s, e)) is not None
            and p.end() > s
            and (
                "↑" in view[s:e]
                or "⬆" in view[s:e]
                or _POINTER_MATH.match(text, s + len(text[s:e]) - len(text[s:e].lstrip()))
            )
        ):
            if _CHANGES.match(view, p.end(), e):
                return True  # "$\\uparrow$ add 1": an instruction about the box above
    return False


# ---------------------------------------------------------------------------------------------------------
# standard: an operation on the box written in prose, by language
_OPERATION_BEFORE = re.compile(
    r"(?i)(?:"
    # en
    r"\b(?:negative|minus|the\s+negative|the\s+opposite|the\s+successor|the\s+predecessor|the\s+double|"
    r"(?:digit|digits)\s+sum\s+of|sum\s+of\s+(?:the\s+)?digits\s+of|product\s+of\s+(?:the\s+)?digits\s+of|"
    r"the\s+(?:next|previous|following|preceding|first|last|nearest|closest|smallest|largest)\s+"
    r"(?:[^\W\d_]+\s+){0,2}(?:after|before|above|below|following|preceding|past|beyond|than)|"
    r"(?:number|integer|prime|value|term|one|letter|digit|square|multiple)\s+(?:right\s+|just\s+|immediately\s+)?"
    r"(?:after|before|following|preceding)|"
    r"increment|decrement|"
    r"(?:one|two|three|[\d]+)\s+(?:more|less|fewer|greater|smaller|bigger|larger|higher|lower)\s+than|"
    # de
    r"(?:das|dem)\s+(?:doppelte|dreifache|vierfache|halbe|negative|quadrat|gegenteil)n?\s+von|"
    r"(?:der|dem)\s+(?:nachfolger|vorgänger|kehrwert|betrag)\s+von|die\s+hälfte\s+von|"
    r"(?:mehr|weniger|größer|kleiner)\s+als|doppelt\s+so\s+(?:viel|groß|hoch)\s+wie|"
    # es, pt
    r"(?:el|al|del|o|ao|do)\s+(?:doble|triple|dobro|triplo|cuadrado|quadrado|cubo|sucesor|sucessor|predecesor|"
    r"antecessor|opuesto|oposto|inverso|negativo)\s+(?:de|del|da|do)|la\s+mitad\s+de|a\s+metade\s+de|"
    r"(?:más|menos|mais)\s+(?:que|de|do\s+que)|"
    # fr
    r"(?:le|au|du)\s+(?:double|triple|carré|cube|successeur|prédécesseur|négatif|opposé|inverse)\s+(?:de|du)|"
    r"la\s+moitié\s+de|(?:plus|moins)\s+que|de\s+(?:plus|moins)\s+que|"
    # it
    r"(?:il|al|del)\s+(?:doppio|triplo|quadrato|cubo|successore|predecessore|negativo|opposto|reciproco)\s+"
    r"(?:di|del)|la\s+metà\s+di|(?:più|meno)\s+(?:di|che)|"
    # nl, pl, ru, tr
    r"(?:het|de)\s+(?:dubbele|helft|opvolger|voorganger|kwadraat|tegengestelde)\s+van|(?:meer|minder)\s+dan|"
    r"(?:więcej|mniej)\s+niż|podwojon\w*|dwa\s+razy|połowa|"
    r"(?:вдвое|втрое|в\s+\w+\s+раза?)\s+(?:больше|меньше)(?:\s*,?\s*чем)?|(?:больше|меньше)\s*,?\s*чем|"
    r"удвоенн\w*|половин\w*|следующ\w*\s+(?:\w+\s+)?после"
    r"))\s*$"
    # an instruction that opens its sentence: "Start from $\\boxed{7}$; ...", "Begin with $\\boxed{7}$ and ..."
    r"|(?i:(?:^|[.!?:;\n])[\s*_>#]*(?:start|begin)\s+(?:from|with|at))\s*$"
    r"|比\s*$|の次の?\s*$"
)
_OPERATION_AFTER = re.compile(
    r"(?i)(?:['’]s\s+(?:successor|predecessor|square|cube|double|half|negative|opposite|reciprocal|neighbou?r|"
    r"complement|inverse|next)|"
    # "$\\boxed{7}$ less than $x$", "... more than 5": an expression in another value ("$\\boxed{10}$ more than
    # Susan" states a difference, the answer: a word after "than" is read as one)
    r"(?:less|more|fewer|greater|smaller|bigger|larger|higher|lower)\s+than\s+(?=[$\\\d(−-])|"
    r"(?:tens|dozens|hundreds|thousands|millions|billions|scores|tenths|hundredths|thousandths)\b|"
    r",?\s*(?:and|then)\s+(?:add|subtract|multiply|divide|double|triple|halve|square|cube|negate|increment|"
    r"decrement|take\s+away|addiere|verdopple|suma|resta|duplica|ajoute|double|aggiungi|raddoppia|"
    r"tel\s+op|dodaj|прибавь|удвой)\b|"
    # "$\\boxed{7}$ mal zwei", "... veces 2", "... fois deux": a product written in words
    r"(?:mal|veces|fois|volte|keer|razy|раза?)\s+(?=\d|\$|(?:zwei|drei|dos|tres|deux|trois|due|tre|twee|drie|dwa|"
    r"trzy|два|три)\b)|"
    r"(?:mehr|weniger|más|menos|plus|moins|più|meno|meer|minder|больше|меньше)\s*,?\s+(?:als|que|di|dan|чем)\s+"
    r"(?=[$\\\d(−-])"
    r")|^\s*(?:的\s*(?:两倍|兩倍|\d+倍|[二三四五六七八九十]倍|一半|平方|立方|相反数|相反數|倒数|倒數|后一个|後一個|下一个|"
    r"下一個)|(?:两倍|兩倍|\d+倍|[二三四五六七八九十]倍)(?![\u4e00-\u9fff])|(?:加上?|减去?|減去?|乘以?|除以)\s*"
    r"[一二两三四五六七八九十\d]|之后|之後|の(?:倍|二倍|2倍|半分|二乗|次))"
)
_OPERATION_TRIGGERS = (
    'negative', 'minus', 'opposite', 'success', 'predecess', 'double', 'sum', 'product', 'next', 'previous', 'following', 'preceding', 'after', 'before', 'start', 'begin', 'take', 'taking', 'increment', 'decrement', 'than', 'doppel', 'dreifach', 'vierfach', 'halbe', 'hälfte', 'quadrat', 'gegenteil', 'nachfolger', 'vorgänger', 'kehrwert', 'betrag', 'mehr', 'weniger', 'größer', 'kleiner', 'wie', 'doble', 'triple', 'dobro', 'triplo', 'cuadrado', 'cubo', 'sucesor', 'sucessor', 'antecessor', 'opuesto', 'oposto', 'inverso', 'negativo', 'mitad', 'metade', 'más', 'menos', 'mais', 'carré', 'cube', 'successeur', 'prédécesseur', 'négatif', 'opposé', 'inverse', 'moitié', 'plus', 'moins', 'doppio', 'quadrato', 'successore', 'predecessore', 'opposto', 'reciproco', 'metà', 'più', 'meno', 'dubbele', 'helft', 'opvolger', 'voorganger', 'kwadraat', 'tegengestelde', 'meer', 'minder', 'więcej', 'mniej', 'podwojon', 'razy', 'połow', 'вдвое', 'втрое', 'раз', 'больше', 'меньше', 'удвоенн', 'половин', 'следующ', '比', 'の', 'tens', 'dozens', 'hundreds', 'thousands', 'millions', 'billions', 'scores', 'tenths', 'hundredths', 'thousandths', 'percent', "'s", 'and', 'then', '的', '倍', '一半', '平方', '立方', '相反', '倒', '一个', '一個', '之后', '之後', '大', '小', '多', '少', '加', '减', '減', '乘', '除',
    "’s", "mal", "veces", "fois", "volte", "keer", "раз",
)  # fmt: skip
_CJK_OPERATION = frozenset(c for w in _OPERATION_TRIGGERS if not w.isascii() and "\u3000" <= w[0] for c in w)
_OPERATION_PREFIXES = frozenset(
    w.strip(" '’")[:4] for w in _OPERATION_TRIGGERS if w.strip(" '’")[:1] < "\u3000"
)
_TOKEN = re.compile(r"[^\W\d_]+")


def _may_operate(low: str) -> bool:
    """A necessary condition of the operation patterns: a word of ``low`` starts as one of their words does,
    or it holds one of their CJK characters, or an apostrophe's "s"."""
    return any(t[:4] in _OPERATION_PREFIXES for t in _TOKEN.findall(low)) or any(
        c in low for c in _CJK_OPERATION
    )


def operated_in_prose(text: str, start: int, end: int) -> bool:
    """Standard: whether prose words right before or right after the box ``text[start:end]`` make it the
    argument of an operation (see ``_OPERATION_BEFORE``, ``_OPERATION_AFTER``), or digits glued after its math
    span make it a part of a longer numeral ("$\\boxed{7}$0")."""
    if not _BOX_WRAP.match(text, start):
        return False
    s, e = _box_edges(text, start, end)
    around = text[max(0, s - 60) : s] + " " + (text[e : e + 40] if e >= 0 else "")
    low = around.lower()
    if not _may_operate(low) and not (e >= 0 and text[e : e + 1].isdigit()):
        return False
    before = _TEXT_ARG.sub(lambda m: m.group(1), text[max(0, s - 60) : s]).rstrip(" \t*_$")
    if _OPERATION_BEFORE.search(before):
        return True
    if e < 0:
        return False
    if text[e : e + 1].isdigit() and text[e - 1 : e] == "$":
        return True  # "the digit sum of $\\boxed{7}$0": the box is the first digit of a numeral
    after = text[e : e + 60].lstrip(" \t*_$")
    return bool(_OPERATION_AFTER.match(after))


# ---------------------------------------------------------------------------------------------------------
# a field in a fenced data block (```json, ```yaml, ```xml), which extraction blanks as code before the rules read
_DATA_FENCE = re.compile(
    r"^[ \t]*```[ \t]*(json|jsonc|json5|yaml|yml|xml|toml)?[ \t]*\n", re.MULTILINE | re.IGNORECASE
)
# any opening fence (extract.blank_code's: its tag is read by _DATA_FENCE at the same place, where both end)
_ANY_FENCE = re.compile(r"^[ \t]*```[^\n]*\n", re.MULTILINE)
_LAST_BOX = re.compile(r"\\(?:boxed|fbox)\s*\{")
_SHORTEST_FIELD = 2  # (every field's pattern reads a name of two characters or more: test_fence_lows)


def fenced_field(raw: str, shown: str, strict: bool) -> bool:
    """Whether a fenced data block of ``raw`` (the response before its code was blanked into ``shown``) holds
    an answer field with another value than the last box of ``shown``: anywhere in strict mode, after the box
    in standard mode (which reads a later box as superseding what came before)."""
    if "`" not in raw or raw.rfind("```") < 0:  # (memchr, then rfind: 3x faster than find, "in")
        return False
    at = max(shown.rfind("\\boxed"), shown.rfind("\\fbox"))
    box = _LAST_BOX.match(shown, at) if at >= 0 else None
    if box is None:
        return False

    answer = _inner(shown[box.start() : box.start() + 4000])
    first = 0 if strict else box.start()
    lows = None
    pos = 0
    # The fences are paired as blank_code pairs them: a block's closing fence opens nothing (the prose between
    # one block and the next is not a data block), and only a block whose opening fence is a data one is read.
    while (m := _ANY_FENCE.search(raw, pos, len(shown))) is not None:
        close = raw.find("```", m.end())
        stop = len(shown) if close < 0 else min(close, len(shown))
        # (a part shorter than a field, the empty one between "```" and "```output", is skipped)
        if m.start() >= first and stop - m.end() >= _SHORTEST_FIELD and _DATA_FENCE.match(raw, m.start()):
            lows = lows or _part_lows(raw)  # (one lower-cased copy for all the fences)
            if any(
                _other(value, answer) for _s, _e, value in _fields(raw, m.end(), stop, lows(m.end(), stop))
            ):
                return True
        pos = stop + 3
    return False
