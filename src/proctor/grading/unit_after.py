"""Both modes: a unit written right AFTER the final box is compared with the gold's unit like a unit inside it
(:func:`contradicts_gold`).

Gold ``7 \\text{ hours}`` and ``$\\boxed{7}$ minutes.``: the box holds 7, the response says 7 minutes. A unit inside
the box is compared with the gold's (``$\\boxed{7 \\text{ min}}$`` is refused); after the box it was dropped as a
closer. Now, when the gold has a unit and the box none, the rest of the box's clause (up to its stop, comma or line
end, math delimiters dropped) is read as a unit of the box's value: when ALL of it reads as a unit
(``minutes``, ``\\text{ kg}``, ``$\\mathrm{kg}$``, ``m/s``, ``cents``, ``radians``) and that unit differs from the
gold's, the answer is wrong. Words that are not a unit as a whole ("in total", "hours of work", "Minuten") prove no
unit and change nothing, and a gold without a unit leaves the text after the box harmless as before.
"""

from __future__ import annotations

import re

from proctor.grading.normalize import UNIT_WORDS, units
from proctor.grading.plain_closers import si_unit

_KNOWN = frozenset(UNIT_WORDS.values()) | {"%", "degree"}

_AFTER = re.compile(r"(?:\s*(?:\$\$|\$|\\\)|\\\]))?([^.,;:!?\n]{1,40}?)[ \t]*(?:[.,;:!?](?=\s|$)|\n|$)")
_BOX = re.compile(r"\\(?:boxed|fbox)\s*\{")


def _box_end(text: str, start: int) -> int | None:
    """The index past the ``}`` that closes the box whose ``{`` ends at ``start``, or None."""
    depth = 1
    i = start
    n = len(text)
    while i < n:
        c = text[i]
        if c == "\\":
            i += 2
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return None


def contradicts_gold(response: str, pred: str, gold: str) -> bool:
    """Whether the unit written right after the response's last box (holding ``pred``) differs from the unit of
    ``gold`` (see the module's doc); False where the gold has no unit, the box has one, or no unit follows."""
    at = response.rfind("\\boxed")
    if at < 0:
        at = response.rfind("\\fbox")
        if at < 0:
            return False
    ug = units(gold)
    if not ug or units(pred):
        return False
    m = _BOX.match(response, at)
    if m is None:
        return False
    end = _box_end(response, m.end())
    if end is None or response[m.end() : end - 1].strip() != pred.strip():
        return False
    t = _AFTER.match(response, end)
    if t is None:
        return False
    tail = t.group(1).replace("$", "").strip()
    if not tail or any(c.isdigit() for c in tail):
        return False
    if "\\" not in tail:
        tail = "\\text{ " + tail + "}"
    up = units(pred + " " + tail)
    return bool(up) and up != ug


# a gloss after a letter's box that gives it a property of a number ("$\\boxed{C}$, which is prime.", ", an odd
# number.", ", eine Primzahl.", ", qui est premier."): a letter has no parity, sign or primality
_NUMBER_GLOSS = re.compile(
    r"(?i)(?:\s*(?:\$\$|\$|\\\)|\\\]))?\s*,\s*(?:which|that|it|qui|die|der|das|che|que)?\s*(?:is|ist|est|es|è|é)?\s*(?:an?|eine?|un|une|una|uno)?\s*"
    r"(?:prime|even|odd|positive|negative|integer|whole|(?:prime|odd|even|positive|negative|whole)\s+number|"
    r"primzahl|gerade|ungerade|premier|pair|impair|primo|par|impar|positiv\w*|negativ\w*)\b"
)


def last_box_end(text: str, boxed: str) -> int | None:
    """Where the last box of ``text`` ends, where it holds ``boxed``; None where there is none, or it holds another."""
    at = text.rfind("\\boxed")
    m = _BOX.match(text, at) if at >= 0 else None
    if m is None:
        return None
    end = _box_end(text, m.end())
    return end if end is not None and text[m.end() : end - 1].strip() == boxed.strip() else None


def letter_measured(text: str, boxed: str) -> bool:
    """Whether the last box of ``text`` (holding the option letter ``boxed``) is followed, in its clause, by a
    unit as a whole ("$\\boxed{C}$ km/h", "$\\boxed{C}$ dollars", "$\\boxed{C}$ %") or by a gloss that gives it a
    property of a number (", which is prime."): the box then names a quantity, not an option."""
    end = last_box_end(text, boxed)
    if end is None:
        return False
    if _NUMBER_GLOSS.match(text, end):
        return True
    t = _AFTER.match(text, end)
    if t is None:
        return False
    tail = t.group(1).replace("$", "").strip()
    if not tail or any(c.isdigit() for c in tail):
        return False
    if si_unit(tail):
        return True  # "ms", "mol", "Hz", "Pa", "mA"
    found = units("7 " + tail) or units("7 \\text{ " + tail + "}")
    return any(u in _KNOWN or "/" in u or "^" in u for u in found)  # a unit, not a count noun ("wins", "aus")
