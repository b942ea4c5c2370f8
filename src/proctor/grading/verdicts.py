"""Reading a judge model's reply: its score or its CORRECT / INCORRECT verdict, or None when it gives none.

The judge prompt asks for an explicit final line (``Score: N`` or ``Verdict: CORRECT``/``INCORRECT``,
or a JSON field ``"verdict"``/``"score"``); that line decides when it is there. Without one, the
verdict parser reads the reply's clauses from the end and takes the last one that judges the
response, with negations ("not correct", "isn't right") flipping it and clauses about the
reference ("the reference is right", "the correct answer is 12") skipped. A hedged verdict
("partially correct", "may be right", "CORRECT or INCORRECT") or none at all is None: the sample
has no verdict (``no_answer``), never a pass.
"""

from __future__ import annotations

import json
import re

_POSITIVE = {"correct", "right", "accurate", "valid", "pass", "passes", "true", "matches", "match", "equivalent"}  # fmt: skip
_NEGATIVE = {"incorrect", "wrong", "inaccurate", "invalid", "fail", "fails", "false", "mismatch", "inequivalent"}  # fmt: skip
_BARE = {"yes": True, "no": False}  # only as a whole clause ("Is it correct? No.")
# (longest first; ties by text: the same pattern in every process, whatever the sets' order)
_WORD = re.compile(
    r"\b(" + "|".join(sorted(_POSITIVE | _NEGATIVE, key=lambda w: (-len(w), w))) + r")\b", re.I
)
_NEGATOR = re.compile(
    r"\b(?:not|never|no\s+longer|hardly|neither|nor|without|fail(?:s|ed)?\s+to|"
    r"isn'?t|aren'?t|wasn'?t|doesn'?t|don'?t|didn'?t|cannot|can'?t)\b(?:\s+\w+){0,3}\s*$",
    re.I,
)
_HEDGE = re.compile(
    r"\b(?:partially|partly|mostly|somewhat|largely|almost|nearly|maybe|perhaps|possibly|probably|might|"
    r"may\s+be|could\s+be|unclear|uncertain|not\s+sure|unsure|ambiguous|debatable|arguably|hard\s+to\s+say|"
    r"cannot\s+(?:determine|tell|decide|verify)|can'?t\s+(?:determine|tell|decide|verify)|unable\s+to|"
    r"either\s+correct)\b",
    re.I,
)
# Clauses that state the reference rather than judge the response: skipped.
_ABOUT_REFERENCE = re.compile(
    r"\b(?:reference|gold|ground[\s-]truth|expected|official)(?:\s+(?:answer|solution|value))?(?:'s)?\s+"
    r"(?:is|was|seems|looks|appears)\b"
    r"|\b(?:correct|right|true|expected)\s+(?:answer|solution|value|result)\s+(?:is|was|would\s+be|should\s+be|equals|=)",
    re.I,
)
_ABOUT_RESPONSE = re.compile(
    r"\b(?:response|student|candidate|model|submission|it|its|their|this\s+answer)\b", re.I
)
_CLAUSES = re.compile(
    r"[.;!?\n]+(?!\d)|\s[—–-]+\s|,\s*(?:but|however|whereas|while|although|though)\b|\s+but\s+", re.I
)
_LABEL = r"(?:final\s+)?(?:verdict|judg(?:e)?ment|decision|grade|evaluation|conclusion)"
_VERDICT_LINE = re.compile(rf"(?im)^[\s*#>_`-]*{_LABEL}\s*\**\s*[:=\-]\s*(.*)$")
_SCORE_LINE = re.compile(r"(?im)^[\s*#>_`-]*(?:final\s+)?score\s*\**\s*[:=]\s*(.*)$")
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")
_SCORE_LABEL = re.compile(r"score\s*\**\s*[:=]\s*", re.I)
_RANGE = re.compile(r"\s*(?:or|to|and|-|–)\s*-?\d")
_SCORE_ANYWHERE = re.compile(r"score\s*(?:is|of)?\s*[:=]?\s*\**\s*(-?\d+(?:\.\d+)?)", re.I)


def polarity(clause: str) -> bool | None:
    """True/False for a clause that judges the response one way, None when it does not (or hedges)."""
    bare = clause.strip(" \t*_`'\"():").lower()
    if bare in _BARE:
        return _BARE[bare]
    if _HEDGE.search(clause):
        return None
    seen: set[bool] = set()
    for m in _WORD.finditer(clause):
        word = m.group(1).lower()
        positive = word in _POSITIVE
        if _NEGATOR.search(clause[: m.start()]):
            positive = not positive
        seen.add(positive)
    return seen.pop() if len(seen) == 1 else None


def _judges_response(clause: str) -> bool:
    return not (_ABOUT_REFERENCE.search(clause) and not _ABOUT_RESPONSE.search(clause))


def _json_field(text: str, *names: str) -> object:
    for m in reversed(list(re.finditer(r"\{[^{}]*\}", text))):
        try:
            obj = json.loads(m.group(0))
        except ValueError:
            continue
        if isinstance(obj, dict):
            for name in names:
                if name in obj:
                    return obj[name]
    return None


def _last_judging(clauses: list[str]) -> bool | None:
    """The verdict of the last clause that judges the response; None if it hedges or none does."""
    for clause in reversed(clauses):
        if not clause.strip() or not _judges_response(clause):
            continue
        if _HEDGE.search(clause) and _WORD.search(clause):
            return None  # the deciding clause hedges: no verdict
        verdict = polarity(clause)
        if verdict is not None:
            return verdict
    return None


def parse_verdict(text: str) -> bool | None:
    """The judge's verdict on the response: True (correct), False (incorrect), None (no clear verdict)."""
    field = _json_field(text, "verdict", "correct", "is_correct")
    if isinstance(field, bool):
        return field
    if isinstance(field, str):
        return polarity(field)
    lines = _VERDICT_LINE.findall(text)
    if lines:  # the explicit verdict line decides; its first judging clause is the verdict
        clauses = [c for c in _CLAUSES.split(lines[-1]) if c.strip()]
        return _last_judging(clauses[:1]) if clauses else None
    return _last_judging(_CLAUSES.split(text))


def parse_score_value(text: str) -> float | None:
    """The judge's score (not yet scaled): from the last ``Score:`` line, else the last "score ... N".

    A hedged score ("Score: 7 or 8", "Score: probably 6") is None.
    """
    field = _json_field(text, "score")
    if isinstance(field, int | float) and not isinstance(field, bool):
        return float(field)
    lines = _SCORE_LINE.findall(text)
    if lines:
        line = "score: " + lines[-1]
        label = list(_SCORE_LABEL.finditer(line))[-1]
        m = _NUMBER.search(line, label.end())
        if m is None or _HEDGE.search(line[label.end() : m.start()]) or _RANGE.match(line, m.end()):
            return None
        return float(m.group(0))
    hits = _SCORE_ANYWHERE.findall(text)
    return float(hits[-1]) if hits else None
