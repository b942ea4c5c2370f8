"""A later choice letter after a boxed letter that moves the answer (called by
:func:`proctor.grading.judged_value.box_corrected`, standard mode).

After ``$\\boxed{C}$``, another option letter that stands bare is a correction unless it is proven a harmless
remark: the letter after an arrow (``$\\boxed{C}$ → D``, ``⇒ D``), alone in brackets (``(D)``), or in a short
sentence or clause of its own (``D!``, ``D, rather.``, ``I'd change it to D.``, ``D'yi seçiyorum.``,
``Dにします。``) whose other words are few (at most :data:`MAX_WORDS`) and hold no negation, no rejection and
no word of analysis (``Not D.``, ``D is wrong.``, ``Options A, B and D fail.``, ``Now consider D.`` stay read);
and a short clause that points at another option by its position from the box (``The letter after it.``,
``or rather the option after it``, ``Choose the option below it.``, ``Shift it one letter down.``).
"""

from __future__ import annotations

import re

from proctor.grading import lexicon

MAX_WORDS = 5
_CLAUSE = re.compile(r"[^.!?。！？;；\n]+")
_ARROW = re.compile(r"(?:→|⇒|⟹|⟶|->|=>|\\to\b|\\Rightarrow\b|\\implies\b)[\s$*_(]*([A-Z])(?![A-Za-z0-9])")
_BRACKET = re.compile(r"[(\[]\s*([A-Z])\s*[)\]]")
_LONE = re.compile(r"(?<![A-Za-z0-9\\{])([A-Z])(?![A-Za-z0-9}])")
_WORDS = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
# a remark about another letter, not a choice of it: a negation, a rejection, an analysis, another party
_HARMLESS = (
    lexicon.TAIL_NEGATORS
    | frozenset(w for ws in lexicon.NEGATORS.values() for w in ws if " " not in w)
    | frozenset(
        (
            "wrong incorrect false fail fails failed invalid eliminate eliminated eliminates excluded exclude rule "
            "ruled reject rejected distractor distractors decoy trap also too both either neither nor except unlike "
            "than versus vs between if whether unless suppose assume when while although though because since "
            "consider considering check checking verify test try look examine compare note recall see cf like "
            "similarly other another second next alternative students people many some others they he she key book "
            "textbook source point points vertex angle line segment side triangle circle figure diagram set matrix "
            "label call denote let name named case cases part question problem step example options letters each "
            "every any all largest smallest greatest least highest lowest gives give yields means works is are was "
            "thought considered originally initially first earlier previously before wrote written said had "
            "falsch auch faux fausse aussi falso falsa también sbagliato неверно тоже yanlış salah sai"
        ).split()
    )
)
_HARMLESS_CJK = re.compile(r"[不没沒非别別错錯误誤也或如若假]|ではな|じゃな|아니|않|틀|만약|違")
_RELATIVE = re.compile(
    r"(?i)\b(?:letter|option|choice|one|answer)s?\s+(?:after|before|below|above|following|next\s+to)\s+(?:it|that|this)\b"
    r"|\b(?:next|following|previous|preceding)\s+(?:letter|option|choice)\b"
    r"|\b(?:one|a)\s+(?:letter|option|choice)\s+(?:down|up|later|earlier|further|back)\b"
)
_INITIAL = re.compile(r"\.[ \t]+[A-Z][a-z]+[ \t]+[a-z]")
_PRONOUN_WORD = re.compile(r"[ \t]+([a-z]+)")
_VERBS = frozenset(
    "is was would should must could can might will works work fails fail seems looks and or".split()
)


def _letters(clause: str, letter: str, highest: str) -> list[re.Match]:
    found = []
    for m in _LONE.finditer(clause):
        x = m.group(1)
        if x == letter or x > highest:
            continue
        after = clause[m.end() : m.end() + 1]
        if x in "AI":
            w = _PRONOUN_WORD.match(clause, m.end())
            if (w is not None and w.group(1) not in _VERBS) or (x == "I" and after in "'’"):
                continue  # "I'd change it", "A good choice": the pronoun, the article
        found.append(m)
    return found


def _short_choice(clause: str, m: re.Match) -> bool:
    """Whether ``clause`` (holding another letter at ``m``) is a short clause that chooses it: few other words,
    none of a remark."""
    rest = clause[: m.start()] + " " + clause[m.end() :]
    if _HARMLESS_CJK.search(rest):
        return False
    words = _WORDS.findall(rest.lower())
    count = 0
    for w in words:
        if _CJK.search(w):
            count += max(1, len(w) // 4)
            continue
        if w in _HARMLESS or w.endswith(("n't", "n’t")):
            return False
        count += 1
    return count <= MAX_WORDS and not rest.rstrip().endswith(("?", "？"))


def letter_moved(text: str, end: int, letter: str) -> bool:
    """Whether a bare other option letter, or a pointer to another option, after the boxed ``letter`` that ends
    at ``end`` takes it back (see the module's doc)."""
    rest = text[end : end + 400]
    highest = max("J", letter)
    arrow = _ARROW.search(rest)
    if arrow is not None and arrow.group(1) != letter and arrow.group(1) <= highest:
        return True  # "$\\boxed{C}$ → D"
    relative = _RELATIVE.search(rest)
    if relative is not None:
        clause_start = max(rest.rfind(c, 0, relative.start()) for c in ".!?。！？\n,;")
        clause = rest[clause_start + 1 : _CLAUSE.match(rest, relative.start()).end()]
        words = _WORDS.findall(clause.lower())
        if len(words) <= 8 and not any(w in lexicon.TAIL_NEGATORS for w in words):
            return True  # "The letter after it.", "or rather the option after it"
    for c in _CLAUSE.finditer(rest):
        clause = c.group()
        for m in _letters(clause, letter, highest):
            if _INITIAL.match(rest, c.start() + m.end()):
                continue  # "Thanks to B. Smith for the idea.": an initial
            inner = _BRACKET.fullmatch(clause.strip(" \t*_"))
            if inner is not None:
                return True  # "(D)"
            if _short_choice(clause, m):
                return True  # "D!", "D, rather.", "I'd change it to D.", "Dにします。"
    return False
