"""What may close a strict answer after its box besides punctuation, units and the closing sentences of finality.

:func:`closer_at` reads, at one place after the marked answer, one of a few whitelisted forms that say nothing
about the answer but end the sentence that states it, and returns where it ends (its position when none):

- a **sentence-final copula** glued to the box or after a space, in the languages whose copula follows the
  predicate: Korean ``입니다``, ``이다``, ``이에요``, ``예요``, ``임``; Japanese ``です``, ``である``, ``だ``,
  ``となります``, ``になります``; Hindi ``है``, ``हैं``, Nepali ``हो``, Marathi ``आहे`` (and the danda ``।``, ``॥``); Persian
  ``است``, Urdu ``ہے``, Tamil ``ஆகும்``; Turkish's copula suffix after
  an apostrophe (``'dir``, ``'dır``, ``'dur``, ``'dür``, ``'tir``, ... and ``'tır``'s forms with ``’``);
- a **counter** of East Asian languages (``个``, ``개``, ``個``, ``人``, ``명``, ``つ``, ...), alone or before a
  copula (``7개입니다``): it says what was counted, as a unit does;
- a **compound unit** (``m²``, ``cm^3``, ``km/h``, ``m/s``, ``μm``, ``ms``, ``kg·m/s^2``): units of normalize's
  unit list, or an SI prefix and a base symbol, each with an optional power 2 or 3, joined by ``/``, ``·`` or
  ``\\cdot``;
- a **check mark** (``✓``, ``✔``, ``✅``, ``☑``): an affirmation (a cross is not one);
- a **property gloss** after a comma: ``, which is prime``, ``, an even number``, ``, qui est premier``, ``, que es
  primo``, ``, eine Primzahl``: a relative clause (or an apposition) whose predicate is one of a few properties of
  a number (prime, even, odd, positive, negative, whole, a perfect square), nothing else (no negation, no
  comparison, no "hence ..." after it: the caller refuses what follows unless it is another closer).

Each form must END where it stops: a space, the sentence's punctuation or the text's end (or another closer of
the caller) follows, never a letter: ``입니다만 8`` (but 8), ``ですが``, ``m² short`` are not read (what follows
is left to the caller, which refuses anything it does not know). Nothing here reads a value, a negation or a
judgement: a whitelist of forms that end a plain statement, so a wording no list holds stays refused.
"""

from __future__ import annotations

import re

from proctor.grading.unit_words import unit_word

_COPULA = (
    r"입니다|이다|이에요|예요|임|です|である|だ|となります|になります|となる|になる|है|हैं|हो|आहे|است|ہے|ஆகும்|"
    r"['’](?:d|t)[ıiuü]r"
)
_COUNTER = r"[个個개명人つ只本枚台件种種]"
# an SI prefix and a base symbol ("ms", "μm", "kHz", "mL", "GeV"); a bare symbol of normalize's list reads too
_SI = r"(?:[munμµckMG]?(?:m|s|g|L|Hz|W|J|N|V|A|Pa|eV|mol)|K)"
_POWER = r"(?:\^\s*\{?\s*[23]\s*\}?|[²³])"
_UNIT_PART = r"(?:[A-Za-zμµ]+)" + _POWER + r"?"
_UNIT_JOIN = r"\s*(?:/|·|\\cdot(?![a-zA-Z])|\*)\s*"
_COMPOUND = re.compile(
    r"[ \t]*(?:\\(?:text|mathrm|mbox|textrm)\s*\{\s*)?("
    + _UNIT_PART
    + r"(?:"
    + _UNIT_JOIN
    + _UNIT_PART
    + r")*)"
    r"\s*\}?"
)
_PART = re.compile(r"([A-Za-zμµ]+)(" + _POWER + r")?")
_SI_RE = re.compile(_SI + r"\Z")
_FORMS = re.compile(
    r"[ \t]*(?:" + _COUNTER + r"[ \t]*(?:" + _COPULA + r")?|(?:" + _COPULA + r")|[।॥]|[✓✔✅☑])"
)
_PROPERTY = (
    r"(?:prime|even|odd|positive|negative|(?:an?\s+)?(?:integer|whole\s+number|perfect\s+square|prime\s+number|"
    r"even\s+number|odd\s+number|positive\s+integer)|premier|pair|impair|positif|un\s+(?:entier|nombre\s+premier)|"
    r"primo|par|impar|positivo|un\s+(?:entero|número\s+primo)|eine\s+(?:Primzahl|gerade\s+Zahl|ungerade\s+Zahl)|"
    r"prim|gerade|ungerade|positiv|ganzzahlig)"
)
_GLOSS = re.compile(
    r"(?i)(?:(?:which|that)[ \t]+is[ \t]+(?:(?:indeed|also)[ \t]+)?|(?:qui|que|che)[ \t]+(?:est|es|é|è)[ \t]+|"
    r"(?:die|was)[ \t]+(?:ist[ \t]+)?|(?=an?[ \t]|eine[ \t]))" + _PROPERTY + r"(?:[ \t]+ist)?"
)
# what a closer must be followed by: a space, punctuation, a closing delimiter, the end
_ENDS = re.compile(r"(?=\s|[.,;:!。！．、।॥$*_)}\]]|\\[\])]|\Z)")
# Korean: the answer's noun (or the result's, the value's) with a topic particle, as a whole word: the lead of a
# statement whose copula follows the box ("정답은 $\\boxed{7}$입니다"); "오답은" (the wrong answer) is another word
ANSWER_TOPICS = frozenset("답은 정답은 해답은 답안은 결과는 결괏값은 값은 답이 정답이".split())
# what may open that sentence before the noun: a connective of conclusion, a whitelisted qualifier, "of the problem"
_TOPIC_OPENERS = frozenset(
    "따라서 그러므로 그래서 결국 즉 결론적으로 그러면 그럼 최종 최종적인 최종적으로 올바른 이 문제의 구하는 구하려는".split()
)
# normalize: an SI symbol in \\text{} after a number ("7\\,\\text{N}", "7\\text{ eV}", "7\\text{ kJ}"), case as written;
# no lone "A" or "C" (a choice's letter), and none outside \\text{} ("7N" is a product)
_SI_TEXT = re.compile(r"(?:[kMGmμµn]?(?:N|J|W|V|Pa|eV|Hz|mol|Wh)|[kMGmμµn](?:A|C|s|g|L)|K)\Z")


def si_unit(token: str) -> str | None:
    """The SI symbol ``token`` (a word of a ``\\text{}`` after a number) as its unit's name, or None."""
    return token if _SI_TEXT.match(token) else None


def closer_at(rest: str, i: int) -> int:
    """Where a whitelisted closer that starts at ``rest[i]`` ends (a copula, a counter, a compound unit, a check
    mark, followed by a space, punctuation or the end); ``i`` when none does."""
    m = _FORMS.match(rest, i)
    if m and m.end() > i and _ENDS.match(rest, m.end()):
        return m.end()
    if rest[:i].rstrip().endswith(",") and (m := _GLOSS.match(rest, i)) and _ENDS.match(rest, m.end()):
        return m.end()
    m = _COMPOUND.match(rest, i)
    if m is None or not _ENDS.match(rest, m.end()):
        return i
    parts = _PART.findall(m.group(1))
    if len(parts) == 1 and not parts[0][1] and (len(parts[0][0]) < 2 or not _SI_RE.match(parts[0][0])):
        return i  # one plain word or letter ("A" may be a choice): finality's own unit list reads it or refuses it
    return m.end() if parts and all(unit_word(w, symbols=_SI_RE) for w, _p in parts) else i


def topic_leads(before: str) -> bool:
    """Whether the sentence's prose ``before`` a box, which ends on a word of :data:`ANSWER_TOPICS`, is only that
    word after whitelisted openers (``따라서 정답은``, ``최종 답은``; not ``순진한 답은``, ``이전 답은``, ``흔한 오답: 답은``)."""
    words = before.split()
    return (
        bool(words)
        and words[-1] in ANSWER_TOPICS
        and all(w.rstrip(",") in _TOPIC_OPENERS for w in words[:-1])
    )
