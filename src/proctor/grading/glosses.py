"""Glosses right after the box that standard mode's reading of what follows it (:mod:`proctor.grading.after_box`)
would otherwise take for a qualifier: they say something true of the answer, never whether it is the answer.

- :func:`computes_answer`: a bracket that gives the computation the answer comes from, in plain text, and
  ends on the answer's own value: "$\\boxed{7}$ [since 3+4=7]", "(because 21/3 = 7)", "(as 2 × 3.5 = 7)". A
  computation that ends on another value ("(since 3+4=8)"), or holds anything but numbers and operators
  after its reason word ("(since about 3+4=7)"), is not one.
- :func:`names_a_property`: a short clause after a comma that names a property of the answer from a closed
  list of mathematical ones: ", which is prime.", ", which is an integer.", ", a perfect square.",
  ", die eine Primzahl ist.", ", qui est premier." (not ", which is wrong.", ", which is a guess.",
  ", which is a lower bound."; those keep qualifying it).
"""

from __future__ import annotations

import re

from proctor.grading import tails

_COMPUTATION = re.compile(
    r"\s*(?i:since|because|as|for|from|by|via|using|weil|da|denn|car|puisque|porque|ya\s+que|poiché|perché|"
    r"так\s+как|поскольку|因为|因為)[\s:,]*"
    r"((?:[-+−]?\d+(?:\.\d+)?[ \t]*(?:[-+−*/×÷·^][ \t]*\(?[ \t]*[-+−]?\d+(?:\.\d+)?[ \t]*\)?[ \t]*)+)"
    r"(?:=[ \t]*[-+−]?\d+(?:\.\d+)?[ \t]*(?:[-+−*/×÷·^][ \t]*[-+−]?\d+(?:\.\d+)?[ \t]*)*)*)"
    r"=[ \t]*([-+−]?\d+(?:\.\d+)?)[ \t.]*$"
)


def computes_answer(inner: str, answer: str) -> bool:
    """Whether the bracket's content ``inner`` is a reason word and a plain-text computation that ends on
    ``answer``'s value (proved equal by the fast rules), see the module's doc."""
    m = _COMPUTATION.match(inner)
    if m is None:
        return False
    from proctor.grading.compare import fast_equivalent

    return fast_equivalent(m.group(2).replace("−", "-"), answer.strip(), strict=True) is True


_PROPERTY = (
    r"(?:prime|odd|even|positive|negative|nonnegative|non-negative|nonzero|non-zero|composite|rational|irrational|"
    r"real|natural|whole|integral|square-?free|an?\s+integer|an?\s+(?:prime|odd|even|positive|negative|natural|"
    r"whole|rational|irrational|real|composite|square-?free)(?:\s+(?:number|integer))?|"
    r"an?\s+perfect\s+(?:square|cube|power)|an?\s+(?:triangular|square|cube)\s+number)"
)
_PROPERTY_CLAUSE = re.compile(
    r"\s*(?i:(?:which|that|and\s+it|and|it)\s+(?:is|'s)\s+(?:(?:indeed|also|itself|clearly)\s+)?"
    + _PROPERTY
    + r"|(?:a|an)\s+(?:perfect\s+(?:square|cube)|prime(?:\s+number)?|integer|odd\s+number|even\s+number)"
    r"|die\s+(?:eine\s+)?(?:primzahl|ganze\s+zahl|gerade|ungerade|positiv)\s+ist|eine\s+primzahl"
    r"|eine\s+(?:gerade|ungerade|ganze|positive|natürliche|negative)\s+zahl|eine\s+quadratzahl"
    r"|qui\s+est\s+(?:un\s+)?(?:premier|nombre\s+premier|entier|pair|impair|positif)"
    r"|que\s+es\s+(?:un\s+)?(?:primo|número\s+primo|entero|par|impar|positivo)"
    r"|che\s+è\s+(?:un\s+)?(?:primo|numero\s+primo|intero|pari|dispari|positivo)"
    r"|(?:которое|что)\s+(?:является\s+)?(?:простым|простое|целое|чётное|четное|нечётное|нечетное))\s*"
)


def names_a_property(clause: str) -> bool:
    """Whether the short clause after the box's comma (its words, without the comma and the closing stop)
    only names a mathematical property of the answer (see the module's doc)."""
    return _PROPERTY_CLAUSE.fullmatch(clause) is not None


# ---------------------------------------------------------------------------------------------------------
# what follows a gloss: the rest of the box's sentence after it must be proved harmless (proctor.grading.tails)
_GLOSS_START = re.compile(
    r"[ \t]*(?:[,;，；、]|[ \t]*[—–]|[ \t]-{1,2}[ \t])[ \t]*(?="
    r"(?i:which|that|and\s+it|it|qui|que|che|die|das|was|der|который|которое|что|który|która|które|yang)\b"
    r"|(?i:(?:a|an|eine?|un|une|uno|una|um|uma)\s+)?(?:(?i:" + _PROPERTY + r")\b"
    r"|(?i:primzahl|ganze\s+zahl|gerade|ungerade|quadratzahl|nombre\s+premier|número\s+primo|numero\s+primo|простое|простым|чётное|четное|"
    r"нечётное|нечетное|целое|liczba|bilangan|số)"
    r"|素数|质数|質数|偶数|奇数|整数|소수|짝수|홀수))"
)
_CONTRAST = re.compile(
    r"(?i:\b(?:but|though|although|however|yet|aber|jedoch|doch|mais|pourtant|pero|sin\s+embargo|ma|però|mas|"
    r"porém|но|однако|ale|jednak|ama|tapi|namun|nhưng)\b)|但|可是|然而|けど|しかし|が、|지만"
)
# (a dot after a lone lower-case letter is an abbreviation's, "i.e.", "e.g.", "d.h.": the sentence goes on)
_SENTENCE_END = re.compile(r"(?<!\b[a-z])\.(?![\d])|[!?。！？\n]|$")
_RECALLS_PROPERTY = re.compile(
    r"(?i:\b(?:prime|primes|composite|even|odd|parity|primzahl\w*|gerade|ungerade|premiers?|pairs?|impairs?|"
    r"primos?|pares|impares?|pari|dispari|простое|простых|чётн\w*|четн\w*|нечётн\w*|нечетн\w*|pierwsz\w*|"
    r"parzyst\w*|nieparzyst\w*|asal|genap|ganjil)\b)|素数|质数|質数|偶数|奇数|合数|소수|짝수|홀수"
)
_RECALL_REACH = 300


def gloss_tail_judges(view: str, pos: int) -> bool:
    """Standard mode: whether a clause right after the box at ``view[pos]`` (after a comma or a dash) glosses it
    (a relative clause, ``, which is prime``, ``, eine Primzahl``, ``、素数``) and the rest of the box's sentence
    from there is not proved harmless by :func:`proctor.grading.tails.judges` (``, which is prime, hence
    excluded``, ``, which is one less than the true answer``, ``, qui est premier mais faux``, ``、素数なので除外``),
    or a later sentence near it takes up the property again (``, which is prime. Primes are excluded here.``):
    the gloss said something true of the answer only to set it aside."""
    if cjk_clause_judges(view, pos):
        return True  # "$\\boxed{7}$、これは素数ですが、さらに1を足します。"
    m = _GLOSS_START.match(view, pos)
    if m is None:
        return False
    stop = _SENTENCE_END.search(view, m.end())
    if tails.judges(view[m.end() : stop.start()]) or _CONTRAST.search(view, m.end(), stop.start()):
        return True
    if not _RECALLS_PROPERTY.search(view, m.end(), stop.start()):
        return False  # (", which is the answer.": no property to take up again)
    later = view[stop.end() : stop.end() + _RECALL_REACH]
    return _RECALLS_PROPERTY.search(later) is not None


def reason_tail_judges(view: str, close: int) -> bool:
    """Standard mode: whether the rest of the box's sentence after a reason bracket that glosses it (``(since
    3+4=7)``, closing at ``view[close]``) is not proved harmless (``(since 3+4=7), one short.``, ``— off by one
    though``, ``, eins zu wenig``): the bracket does not shield what follows it."""
    stop = _SENTENCE_END.search(view, close + 1)
    rest = view[close + 1 : stop.start()]
    return bool(rest.strip(" \t,;:")) and tails.judges(rest)


# a clause of a script written without spaces after the box's comma (、，): the whole rest of its sentence must be
# proved harmless by the tails whitelist (a demonstrative subject first: "これは", "这是", "即")
_CJK_CLAUSE = re.compile(r"[ \t]*[、，,][ \t]*(?=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])")
_CJK_SUBJECT = re.compile(r"(?:これは|これが|それは|つまり|即|也就是|这是|這是|这|這|它是|它|이것은|이는|즉)")


def cjk_clause_judges(view: str, pos: int) -> bool:
    """Standard mode: whether a clause in a script written without spaces right after the box at ``view[pos]``
    holds anything the tails whitelist does not prove harmless (``、さらに1を足します``, ``、答えの半分です``, a
    property then ``ですが、...``); ``、これは素数です`` is read."""
    m = _CJK_CLAUSE.match(view, pos)
    if m is None:
        return False
    stop = _SENTENCE_END.search(view, m.end())
    tail = view[m.end() : stop.start()]
    subject = _CJK_SUBJECT.match(tail)
    return tails.judges(tail[subject.end() :] if subject else tail) or bool(_CONTRAST.search(tail))
