"""Strict: whether a value committed before the box is stated about ANOTHER named quantity than the box's sentence
names (:func:`other_quantity`), read by ``last_value``: then it is a step of the work, not a rival answer.

"Therefore the side is 3." then "The perimeter is $\\boxed{12}$.": the 3 is the side's, the 12 the perimeter's. Only
when both sentences name their subject as a noun in the shape "the N is <value>" (with an article or, in Russian and
Chinese, a bare noun before the copula: "Daher ist die Seite 3.", "Donc le côté vaut 3.", "Итак, сторона равна 3.",
"所以边长是3。") and the box's sentence opens on "the M is" ("The perimeter is", "So the area is", "Der Umfang ist", "周长是"), and the
two nouns differ with neither inside the other ("side" and "side length" are the same quantity) and neither is a
name of the answer ("answer", "result", "value", "total", "solution", "Antwort", "答案"...). Anything else is
unproven and stays a rival answer.
"""

from __future__ import annotations

import re

_ARTICLE = r"(?:the|die|der|das|le|la|l['’]|il|lo|el|de|het|o|a)"
_COPULA = r"(?:is|was|equals|are|ist|sind|beträgt|vaut|est|es|è|é|vale|equivale|равна|равен|равно|составляет)"
_NOUN = r"([^\W\d_]{2,}(?:\s+of\s+[^\W\d_]+(?:\s+[^\W\d_]+)?)?)"
# the value's sentence, up to the value: "... the side is", "... ist die Seite", "... сторона равна", "... 边长是"
_BEFORE_VALUE = re.compile(
    r"(?i)(?:(?<![^\W\d_])"
    + _ARTICLE
    + r"\s*"
    + _NOUN
    + r"\s+"
    + _COPULA
    + r"|(?<![^\W\d_])(?:ist|est|è|es)\s+"
    + _ARTICLE
    + r"\s*"
    + _NOUN
    + r"|(?<![^\W\d_])([а-яё]{3,})\s+(?:равна|равен|равно|составляет)"
    r"|([\u4e00-\u9fff]{1,4}?)(?:是|为|為|等于))[\s$]*$"
)
# the box's sentence, from its start: "The perimeter is", "Der Umfang ist", "Периметр равен", "周长是"
_BOX_SUBJECT = re.compile(
    r"(?i)^[\s*_#>]*(?:(?:so|thus|hence|then|and|also|donc|alors|also|dann|так|тогда|quindi|dus)\b[\s,]*)?(?:"
    + _ARTICLE
    + r"\s*"
    + _NOUN
    + r"\s+"
    + _COPULA
    + r"\b|([а-яё]{3,})\s+"
    r"(?:равна|равен|равно|составляет)\b|([\u4e00-\u9fff]{1,4}?)(?:是|为|為|等于))"
)
_ANSWER_NAMES = frozenset(
    "answer answers result results value values total totals solution solutions final number sum output it this "
    "that antwort ergebnis lösung wert réponse résultat solution valeur respuesta resultado solución valor risposta "
    "risultato soluzione valore antwoord resultaat oplossing waarde ответ результат решение значение итог 答案 结果 "
    "結果 答 解 值".split()
)
_CONCLUSION_CJK = re.compile(r"^(?:所以|因此|因而|于是|故|则|那么)")


def _noun(m: re.Match[str]) -> str | None:
    noun = next((g for g in m.groups() if g), None)
    if noun is None:
        return None
    noun = _CONCLUSION_CJK.sub("", noun.lower().strip())
    return noun or None


def other_quantity(text: str, start: int, at: int, used: str) -> bool:
    """Whether the value at ``text[at]`` (its sentence starts at ``start``) is stated as another named quantity
    than the one the box's sentence ``used`` (from its start to the box) names (see the module's doc)."""
    if not used:
        return False
    b = _BOX_SUBJECT.match(used)
    if b is None:
        return False
    v = _BEFORE_VALUE.search(text, start, at)
    if v is None:
        return False
    ours, theirs = _noun(v), _noun(b)
    if ours is None or theirs is None:
        return False
    if any(w in _ANSWER_NAMES for w in (*ours.split(), *theirs.split())) or ours in theirs or theirs in ours:
        return False
    return ours.rstrip("s") != theirs.rstrip("s")
