"""Labels, headings and tags around the answer that do not say it is final: whitelists (called by
:mod:`proctor.grading.labels`).

- **a qualified answer label** before the colon (``Answer (for now):``, ``Antwort (vorerst):``, ``答え（仮）：``,
  ``Answer, subject to change:``, ``Answer so far:``): strict reads a label that names the answer only when every
  word of it is a naming word (the answer's names, "final", "correct", articles, a part's letter; a unit note);
  standard refuses a label naming the answer with a qualifier in brackets, after a comma or after the name whose
  words are not naming words or harmless notes (``(rounded)``, ``(in cm)``, ``for part (b)``), and a negation
  before the name (``Non-final answer``).
- **a heading right above the answer's paragraph** (both modes) holding a negation (the lexicon's negator tables, ~25 languages, and a glued negation ``Nieostateczne``) or a
  provisional word.
- **a bracketed tag opening the answer's line** (``**[draft]**``, ``**(scratch)**``, ``**【草稿】**``): both
  modes refuse a tag whose words are not all naming words (``**(a)**``, ``**[Answer]**`` are read).

The label's own helpers (which word names the answer) live in labels.py and are passed in, so this module does
not import it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from proctor.grading import lexicon

_WORD = re.compile(r"(?:[^\W\d_]|[\u0300-\u036f\u0900-\u0dff\u0e00-\u0e7f])+")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_CJK_ANSWER = ("答案", "答え", "解答", "结果", "結果", "答", "解", "こたえ", "정답", "답", "결과")
_NAMES = (
    frozenset(
        "answer answers solution solutions result results ответ ответы respuesta respuestas réponse réponses antwort "
        "resposta respostas risposta risposte lösung ergebnis endergebnis solución resultado résultat resultat "
        "risultato soluzione rozwiązanie wynik решение результат итог oplossing uitkomst çözüm sonuç lösning "
        "jibu majibu sagot kasagutan odgovor odgovora rješenje rešenje".split()
    )
    | lexicon.ANSWER_NOUNS
)
# words a qualifier of the answer's label may hold and stay harmless: a part, a form, rounding, units
_HARMLESS = frozenset(
    (
        "to for of the a an in part parts question questions item problem exercise task rounded simplified "
        "simplest exact form forms decimal decimals fraction fractions nearest tenth hundredth thousandth whole "
        "number numbers integer units unit numeric numerical value values both each all this that above below "
        "und and y et e i и"
    ).split()
)
_NEGATORS = (
    lexicon.TAIL_NEGATORS
    | frozenset(w for ws in lexicon.NEGATORS.values() for w in ws if " " not in w)
    | frozenset(w.rstrip("*") for ws in lexicon.NEGATORS_AFTER.values() for w in ws if " " not in w)
    | frozenset("non si belum chưa sio hapana nicht kein keine ikke niet geen nej nein ليست".split())
)
_SPACELESS_NEGATORS = tuple(lexicon.TAIL_SPACELESS_NEGATORS) + ("非", "未", "아님", "아닌", "ไม่", "ยังไม่")
_PROVISIONAL = frozenset(
    (
        "wip todo tbd tbc draft drafts scratch rough provisional tentative preliminary interim pending unfinished "
        "incomplete unverified unchecked unconfirmed temporary temp partial continued progress sketch guess "
        "vorläufig vorerst entwurf unfertig unvollständig provisorisch borrador provisional provisionales "
        "tentativo tentativa preliminar incompleto incompleta pendiente brouillon provisoire incomplet incomplète "
        "bozza provvisorio provvisoria incompleto rascunho provisório provisória черновик предварительно "
        "предварительный предварительная временно временный незавершено szkic wstępny wstępna tymczasowy "
        "tymczasowa taslak geçici eksik sementara draf tạm nháp rasimu "
        # preliminary (Swahili: "Matokeo ya awali")
        "awali"
    ).split()
)
_PROVISIONAL_PHRASE = re.compile(
    r"(?<![^\W\d_])(?:for now|so far|as of now|at this point|for the (?:moment|time being)|at the moment|up to now|"
    r"to be (?:revised|checked|confirmed|continued|verified)|in progress|subject to change|may change|"
    r"back[- ]of[- ](?:the[- ])?envelope|fürs erste|bis jetzt|por ahora|por el momento|hasta ahora|pour l['’]instant|"
    r"pour le moment|jusqu['’]ici|per ora|per il momento|finora|por enquanto|por agora|até agora|na razie|"
    r"jak dotąd|пока|до сих пор|на данный момент|şimdilik|şu an için|kwa sasa|untuk sementara|sejauh ini|"
    r"tạm thời|cho đến nay|voorlopig|tot nu toe|at this (?:stage|step)|at (?:this|the current) stage|at present|"
    r"as it stands|as things stand|in diesem (?:stadium|schritt)|an diesem punkt|en este punto|en esta etapa|"
    r"à ce stade|à cette étape|a questo punto|in questa fase|neste ponto|nesta etapa|на данном этапе|на этом этапе|"
    r"na tym etapie|bu aşamada|pada tahap ini|ở giai đoạn này|kwa hatua hii|hadi sasa|ya muda|trung gian|ara sonuç)"
    r"(?![^\W\d_])"
)
_SPACELESS_PROVISIONAL = (
    "草稿",
    "暂定",
    "暫定",
    "临时",
    "臨時",
    "暂时",
    "暫時",
    "仮",
    "下書き",
    "未完",
    "초안",
    "임시",
    "ร่าง",
)
_QUALIFIER = re.compile(
    r"[(\[（【]([^()\[\]（）【】\n]{1,40})[)\]）】]|(?:[,，]|\s[—–-])\s*([^,，—–\n]{1,40})$"
)
# a qualifier right after the answer's name in the sentence that leads to it: "The answer (for now) is",
# "The answer, for now, is"
_UNIT_NOTE = re.compile(r"(?i)\s*(?:in|en|em|im|w|в|cinsinden|dalam|i\.\s?e\.|that is)\s")
_NAME_NOTE = re.compile(r"[ \t]*(?:[(（]([^()（）\n]{1,40})[)）]|[,，][ \t]*([^,，\n$\\]{1,30})[,，])")
_EMPHASIS_LEAD = re.compile(r"[ \t]*(\*\*|__)([^*_\n]{1,30}?)[:：]?\1[ \t]*[:：]?(?=[ \t])")
_TAG = re.compile(
    r"[ \t]*(\*\*|__|\*|_)?[ \t]*[\[(【]([^\[\]()【】\n/\\]{1,30})[\])】][ \t]*(\*\*|__|\*|_)?(?=[ \t])"
)


def _answer_name(word: str) -> bool:
    low = word.lower()
    if _CJK.search(low):
        return any(n in low for n in _CJK_ANSWER)
    return low in _NAMES


def _negated(text: str) -> bool:
    for w in _WORD.findall(text.lower()):
        if w in _NEGATORS or (w.startswith("nie") and len(w) > 6) or w.startswith(("non-", "un-")):
            return True
        if _CJK.search(w) or "\u0e00" <= w[:1] <= "\u0e7f":
            if any(n in w for n in _SPACELESS_NEGATORS):
                return True
    return bool(re.search(r"(?i)\bnon-|\bnot-", text))


def _provisional(text: str) -> bool:
    low = text.lower()
    if any(w in _PROVISIONAL for w in _WORD.findall(low)):
        return True
    if _PROVISIONAL_PHRASE.search(low):
        return True
    return any(w in low for w in _SPACELESS_PROVISIONAL)


def _cjk_single(word: str) -> bool:
    """A one-character word of a script written without spaces that is no name of the answer ("仮")."""
    return len(word) == 1 and bool(_CJK.search(word)) and word not in _CJK_ANSWER


def qualified_label_away(label: str, strict: bool, names_only: Callable[[str], bool]) -> bool:
    """Whether the label ``label`` before the colon right before the answer names the answer with a qualifier
    that is not proven harmless (see the module's doc). ``names_only`` is labels._names_only."""
    words = _WORD.findall(label)
    if not words or len(words) > 8 or re.search(r"\d", label):
        return False
    if _provisional(label):
        return True  # "Answer (WIP)", "Answer for now", "Pending review", "Back-of-envelope"
    named = [i for i, w in enumerate(words) if _answer_name(w)]
    if not named:
        return False
    if _negated(label):
        return True  # "Non-final answer"
    if names_only(label) and not any(_cjk_single(w) for w in words):
        return False
    if strict:
        return True  # every word of an answer's label names it
    qualifier = _QUALIFIER.search(label)
    if qualifier is None:
        return False
    note = (
        qualifier.group(1) or qualifier.group(2) or ""
    )  # "Answer (to be revised)", "Answer, subject to change"
    return not all(w.lower() in _HARMLESS or len(w) == 1 for w in _WORD.findall(note)) or any(
        _CJK.search(w) for w in _WORD.findall(note)
    )


def heading_away(title: str, strict: bool, whitelisted: bool) -> bool:
    """Whether the heading ``title`` right above the answer's paragraph says it is not final: a negation or a
    provisional word (``whitelisted``, labels' whitelist of headings, is not asked: ``## Sanity check`` reads)."""
    bare = title.strip(" \t*_#>:：.!?。！？()（）[]")
    if not bare or re.search(r"\d", bare):
        return False  # ("#### 8  scratch that": a value's line, not a heading over the answer)
    return _negated(bare) or _provisional(bare)


def tag_away(text: str, line: int, start: int, names_only: Callable[[str], bool]) -> bool:
    """Whether the answer's line (from ``line`` to the answer at ``start``) opens on a bracketed tag whose
    words are not all naming words ("**[draft]** The answer is", "**【草稿】**")."""
    lead = text[line:start]
    if "*" in lead[:4] or "_" in lead[:4]:
        emphasis = _EMPHASIS_LEAD.match(text, line, start)
        if emphasis is not None and (_provisional(emphasis.group(2)) or _negated(emphasis.group(2))):
            return True  # "**Draft:** The answer is", "**WIP** The answer is"
    if "[" not in lead and "(" not in lead and "【" not in lead:
        return False
    m = _TAG.match(text, line, start)
    if m is None:
        return False
    tag = m.group(2)
    words = _WORD.findall(tag)
    if not words:
        return False
    if _provisional(tag):
        return True  # "[draft] The answer is", "(WIP)"
    # an emphasised tag must name the answer ("**[Answer]**", "**(a)**"); a plain one is read ("[1]", "(i)")
    emphasised = m.group(1) is not None and m.group(3) is not None
    return emphasised and (not names_only(tag) or any(_cjk_single(w) for w in words))


def lead_qualified_away(text: str, line: int, start: int) -> bool:
    """Whether the answer's name in the sentence on its line before ``start`` carries a qualifier in brackets or
    between commas that is not a harmless note ("The answer (for now) is", "The answer, so far, is"; not "The
    answer (in cm) is", "The answer, therefore, is")."""
    lead = text[max(line, start - 160) : start]
    if "(" not in lead and "（" not in lead and "," not in lead and "，" not in lead:
        return False
    for w in _WORD.finditer(lead):
        if not _answer_name(w.group()):
            continue
        m = _NAME_NOTE.match(lead, w.end())
        if m is None:
            continue
        note = m.group(1) or m.group(2) or ""
        if re.search(r"\d", note) or _UNIT_NOTE.match(note):
            continue  # "The answer (in cm) is"
        if _provisional(note) or _negated(note):
            return True
        words = _WORD.findall(note)
        if m.group(1) and words and not all(x.lower() in _HARMLESS or len(x) == 1 for x in words):
            return True  # "The answer (tentative) is"
    return False
