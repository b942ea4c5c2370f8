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
    r"|qui\s+est\s+(?:un\s+)?(?:premier|nombre\s+premier|entier|pair|impair|positif)"
    r"|que\s+es\s+(?:un\s+)?(?:primo|número\s+primo|entero|par|impar|positivo)"
    r"|che\s+è\s+(?:un\s+)?(?:primo|numero\s+primo|intero|pari|dispari|positivo)"
    r"|(?:которое|что)\s+(?:является\s+)?(?:простым|простое|целое|чётное|четное|нечётное|нечетное))\s*"
)


def names_a_property(clause: str) -> bool:
    """Whether the short clause after the box's comma (its words, without the comma and the closing stop)
    only names a mathematical property of the answer (see the module's doc)."""
    return _PROPERTY_CLAUSE.fullmatch(clause) is not None
