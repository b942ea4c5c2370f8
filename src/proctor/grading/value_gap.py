"""Standard mode: the words between the answer's noun and its value (:func:`gap_unproven`).

``The answer is $\\boxed{7}$``, ``Die Antwort ist $\\boxed{7}$``, ``答案是 7``: the answer's noun, its copula or a
colon, the value. A word standing between them (``Die Antwort ist knapp``, ``La respuesta es casi``, ``Ответ:
почти``, ``Cevap neredeyse``, ``答案将近``, ``答えはほぼ``, ``답은 거의``, ``답은 약 7``, ``答案是公元前``) qualifies the
value: it bounds, approximates or shifts it, in words no list of every language holds. So the gap is read by
whitelist, never against a list of bad words: where the answer's noun (:data:`proctor.grading.lexicon`'s
``LEAD_ANSWER_NOUNS``, in the languages models answer in) is followed, after an optional copula, colon or topic
particle, by at most two words and then the value, each word must be

- a connective or an adverb of conclusion or sincerity (``therefore``, ``thus``, ``clearly``, ``indeed``,
  ``simply``, ``donc``, ``daher``, ``поэтому``; ``LEAD_CONNECTIVES``, ``TAIL_FILLERS``), a copula, ``equal to``,
  ``given by``, ``exactly``;
- for a **boxed** value, also a word of approximation (``about``, ``approximately``, ``etwa``, ``environ``,
  ``примерно``, ``约``, ``약``): standard reads a boxed rounded value (``The answer is about $\\boxed{7}$
  hours.``), and refuses an approximation before an unboxed one (its own rules, and this one).

In a script without spaces the gap's characters after the noun must be, once its copulas, particles and
connectives are taken out, nothing at all. A longer gap, or one that ends on a copula (``The answer we get is``),
is no gap: other rules read that clause. Nothing is read unless an answer's noun stands within the few words
before the value.
"""

from __future__ import annotations

import re
from functools import lru_cache

from proctor.grading import lexicon
from proctor.grading.commitment import OPAQUE
from proctor.grading.leads import _NOUN, _TAG, _TOKEN, _WORK_VERB

_LOOK = 60  # the characters before the value read for its noun
# copulas and their forms right after the noun (and a colon, a dash): the gap starts after them
_COPULA = re.compile(
    r"(?i)[\s*_]*(?:(?<![^\W\d_])(?:is|was|are|will\s+be|would\s+be|equals|ist|lautet|war|es|est|sera|era|è|é|será|"
    r"sono|são|zijn|is|to|jest|är|er|on|je|este|є|е|yra|resulta|wynosi|равен|равна|равно|это|составляет|adalah|ialah|là|bằng|είναι|ήταν|इस|है|"
    r"هي|هو|olur|olarak|dır|dir)(?![^\W\d_])|[:：=—–-])?[\s*_:：]*"
)
_COPULA_WORDS = frozenset(
    "is was are be will would equals ist lautet war es est sera era è é será sono são zijn to jest wynosi "
    "равен равна равно это составляет adalah ialah là bằng είναι ήταν är er on je este є е yra ir van olan "
    "resulta results comes turns out vaut valent vale valen beträgt ergibt gibt bedraagt fa dà dá dão donne da "
    "equivale corresponde дорівнює є получается выходит будет составит равняется yaitu yakni merupakan".split()
)
_GAP_WORDS = (
    lexicon.LEAD_CONNECTIVES
    | lexicon.TAIL_FILLERS
    | _COPULA_WORDS
    | frozenset(
        "exactly precisely equal to given by just only still actually really definitely certainly as of als comme "
        "como come "
        "genau exakt gleich exactement précisément égal exactamente precisamente igual esattamente uguale "
        "exatamente точно ровно именно persis tamamen "
        "dokładnie tam tepat chính xác".split()
    )
)
_APPROX_WORDS = frozenset(
    "about around approximately approx roughly circa ca etwa ungefähr rund circa environ à peu près "
    "aproximadamente alrededor cerca circa approssimativamente circa cerca aproximadamente примерно около "
    "приблизительно około mniej więcej sekitar kira kira-kira khoảng yaklaşık ongeveer περίπου".split()
)
_APPROX_SPACELESS = ("大约", "大約", "约", "約", "およそ", "約", "약", "대략", "ประมาณ")
# a script written without spaces: the noun's copulas, particles and connectives, taken out of the gap
_SPACELESS_FILLERS = (
    (
        "就是",
        "也是",
        "便是",
        "即是",
        "应该是",
        "應該是",
        "等于",
        "等於",
        "最终",
        "最終",
        "一共",
        "总共",
        "總共",
    )
    + lexicon.LEAD_CONNECTIVES_CJK
    + tuple("是 为 為 は が も 은 는 이 가 就 便 即 也 都 共 应 應 则 則 바로 곧 :： 、".split())
    + ("คือ", "เท่ากับ", "ได้แก่", "เป็น")
)
_THAI_NOUN = re.compile("คำตอบ|ผลลัพธ์")
# nouns of result the lead lexicon lacks (Dutch, Polish, Romanian, Finnish, Hungarian, Czech)
_MORE_NOUNS = re.compile(
    r"(?i)(?<![^\W\d_])(?:resultaat|rezultat|rezultatul|tulos|vastaus|eredmény|výsledek|výsledkem)(?![^\W\d_])"
)
_SPACELESS = re.compile(r"[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")
_VALUE_START = re.compile(r"[\d" + OPAQUE + r"\\]")
_BREAK = re.compile(r"[.!?;\n。！？；]|\s-\s|(?<![A-Za-z])\\n(?![A-Za-z])")  # (and an escaped "\\n")
_VALUE_RUN = re.compile(r"[\d" + OPAQUE + r".,]*")
# (one pass each: the last break of the lead, the last answer's noun in it)
_LAST_BREAK = re.compile(r"(?s:.*)(?:" + _BREAK.pattern + r")")
_LAST_NOUN = re.compile(
    r"(?i)(?s:.*)(?=("
    + "|".join(p.pattern.removeprefix("(?i)") for p in (_NOUN, _MORE_NOUNS, _THAI_NOUN))
    + r"))"
)
_TIE_SPACED = re.compile(r"[\s:：]~(?!~)")  # (a tilde glued to a word is a LaTeX tie: "is~$12$")
_LATIN_WORD = re.compile(r"[A-Za-zÀ-ɏͰ-ϿЀ-ӿ]{2}")


class _Noun:
    """The answer's noun in the lead: where it starts and ends, and its text."""

    __slots__ = ("a", "b", "text")

    def __init__(self, a: int, b: int, text: str) -> None:
        self.a, self.b, self.text = a, b, text


def gap_unproven(view: str, sentence: int, start: int, end: int, boxed: bool) -> bool:
    """Standard: whether the words between the answer's noun and the value at ``view[start:end]`` (in the prose
    view, from its sentence at ``sentence``) are not proven harmless (see the module): then the value is not read.
    (A fallback's answer may open on words, "Answer: 将近 7": the value starts at its first digit or math.)"""
    if (value := _VALUE_START.search(view, start, end)) is not None:
        after = _VALUE_RUN.match(view, value.start()).end()
        if _LATIN_WORD.search(view, start, value.start()) and _LATIN_WORD.search(view, after, end):
            return False  # "Final Answer: The largest $n$ is 34": a statement, read by its own rules
        start = value.start()
    low = max(sentence, start - _LOOK)
    lead = view[low:start].rstrip(OPAQUE)
    lead = lead.rstrip(" \t\n*_$\\([{")  # (what opens the value: math, markup, a bracket)
    lead = lead[lead.rfind(OPAQUE) + 1 :]  # (after other math: what leads to this value)
    if not lead:
        return False
    return _lead_unproven(lead, boxed)


@lru_cache(maxsize=512)
def _lead_unproven(lead: str, boxed: bool) -> bool:
    """:func:`gap_unproven` on the prose ``lead`` right before the value (a grading reads the same lead several
    times: the last ones are kept)."""
    if (b := _LAST_BREAK.match(lead)) is not None:
        lead = lead[b.end() :]
    if (last := _LAST_NOUN.match(lead)) is None:
        return False
    noun = _Noun(last.start(1), last.end(1), last.group(1))
    copula = _COPULA.match(lead, noun.b)
    at = copula.end()
    gap = _TAG.sub(" ", lead[at:])  # ("<b>Answer</b> $\\boxed{7}$": markup)
    if re.search(r"[—–\d，,]|\s-\s", gap):
        return False  # "The answer is — as computed —", "答案不是6，而是": a clause of its own
    if ":" in gap or "：" in gap:
        return False  # "Jibu sahihi:", "Final answer (corrected):": a label, read by the label rules
    if "~" in gap and not boxed and "~~" not in gap and _TIE_SPACED.search(lead, noun.b):
        return True  # "The answer is ~$7$": a tilde of approximation before an unboxed value
    if not gap.strip(" \t*_~"):
        return False
    if _SPACELESS.search(gap) or _SPACELESS.match(noun.text):
        rest = gap.strip()
        for w in _SPACELESS_FILLERS + (_APPROX_SPACELESS if boxed else ()):
            rest = rest.replace(w, "")
        return bool(_SPACELESS.search(rest)) or bool(_TOKEN.search(rest))
    words = [w.lower() for w in _TOKEN.findall(gap)]
    if not words or len(words) > 2 or re.search(r"[\d,()\[\]]", gap):
        return False  # no gap, or a clause of its own (other rules read it)
    if len(words) > 1 and not copula.group(0).strip(" \t*_"):
        return False  # "The straight line solution occurs when": no copula, a clause of its own
    if words[-1] in _COPULA_WORDS and len(words) > 1:
        return False  # "The answer we get is": no gap
    allowed = _GAP_WORDS | _APPROX_WORDS if boxed else _GAP_WORDS
    if len(words) == 1 and not copula.group(0).strip(" \t*_") and _WORK_VERB.fullmatch(words[0]):
        return False  # "The answer becomes", "The solution yields": a verb of work
    return not all(w in allowed for w in words)
