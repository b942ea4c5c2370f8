"""Value-changing mutations aimed at a grader's mechanisms rather than at the gold's digits: what a rule
that throws text away, merges units, samples at points or reads structure loosely would call equal.

Each generator takes the gold and a seeded ``random.Random`` and returns ``(kind, pred)`` or
``(kind, pred, gold)`` (a gold derived from the real one, as the unit pairs need). The oracle
(``fuzz_oracle``) labels every pair; its rules for these shapes (units on both sides, text that is
not a unit, functions that are not rational, assignments against a tuple) are written there.
"""

from __future__ import annotations

import random
import re

from fuzz_latex import is_integer, outer_brackets, split_top

Mut = tuple[str, ...]
# pairs of different units (the same value written with each is a different quantity)
UNIT_PAIRS = (
    ("m", "cm"),
    ("cm", "mm"),
    ("km", "m"),
    ("minutes", "hours"),
    ("seconds", "minutes"),
    ("days", "weeks"),
    ("kg", "g"),
    ("dollars", "cents"),
    ("feet", "inches"),
    ("radians", "degrees"),
)
PLAIN_NUMBER = re.compile(r"^-?\d+(?:\.\d+)?$|^\\frac\{\d+\}\{\d+\}$")


def units_both_sides(g: str, rng: random.Random) -> list[Mut]:
    """The gold's number with one unit against the same number with another (``5 m`` vs ``5 cm``,
    ``45 radians`` vs ``45^\\circ``)."""
    if not PLAIN_NUMBER.match(g.strip()):
        return []
    a, b = rng.choice(UNIT_PAIRS)
    if rng.random() < 0.5:
        a, b = b, a
    out: list[Mut] = [("units_both_sides", f"{g}\\text{{ {a}}}", f"{g}\\text{{ {b}}}")]
    out.append(("units_both_sides", f"{g} \\text{{ radians}}", f"{g}^\\circ"))
    return out


def trailing_text(g: str, rng: random.Random) -> list[Mut]:
    """Text after the answer that is not a unit: a hedge, a digit, a factorial sign, the unit i."""
    if "\\text" in g or len(g) > 60:
        return []
    other = str(int(g) + 1) if is_integer(g) else "7919"  # not an element of a list gold
    forms = [f"{g}\\text{{, possibly {other}}}", f"{g}\\text{{ or {other}}}"]
    if is_integer(g) and abs(int(g)) > 2:  # 2! is 2, -2! is -2
        forms += [f"{g}\\text{{!}}", f"{g}\\text{{0}}", f"{g}+2\\text{{i}}"]
    return [("trailing_text", f) for f in rng.sample(forms, min(3, len(forms)))]


def tiny_summand(g: str, rng: random.Random) -> list[Mut]:
    """The gold times or plus a function of a value below the digits a float or 60-digit check keeps
    (``e^{10^{-50}}``, ``\\cos(10^{-30})``): different from the gold, equal to it at every digit kept."""
    if not PLAIN_NUMBER.match(g.strip()) or g.strip() in ("0", "0.0"):
        return []
    k = rng.randint(30, 120)
    forms = [
        f"{g}e^{{10^{{-{k}}}}}",
        f"{g}\\cos(10^{{-{k // 2}}})",
        f"{g}+\\sin(10^{{-{k}}})",
        f"{g}\\cdot 2^{{10^{{-{k}}}}}",
    ]
    return [("tiny_summand", f) for f in rng.sample(forms, 2)]


def non_rational(g: str, rng: random.Random) -> list[Mut]:
    """For an integer gold N: a function of a variable that is not a rational function, whose value at a
    few points could be N (``\\gcd(n, N)``, ``\\max(x, N)``, ``\\lfloor N + x \\rfloor``, ``N \\bmod n``)."""
    if not is_integer(g) or g.startswith("-") or int(g) == 0 or len(g) > 6:
        return []
    n = g.strip()
    forms = [
        f"\\gcd(n, {n})",
        f"\\gcd({2 * int(n)}n, {n}k)",
        f"\\operatorname{{lcm}}(n, {n})",
        f"\\max(x, {n})",
        f"\\min(x, {n})",
        f"\\lfloor {n} + x \\rfloor",
        f"{n} \\bmod n",
    ]
    return [("non_rational", f) for f in rng.sample(forms, 3)]


def assignment_order(g: str, rng: random.Random) -> list[Mut]:
    """A tuple gold ``(p, q)`` answered as ``b = p, a = q``: the names say the pair is (q, p)."""
    outer = outer_brackets(g)
    if not outer or outer[0] != "(" or outer[2] != ")":
        return []
    items = [i.strip() for i in split_top(outer[1], ",")]
    if len(items) != 2 or items[0] == items[1] or "=" in outer[1]:
        return []
    x, y = rng.choice((("a", "b"), ("x", "y"), ("m", "n")))
    return [("assignment_order", f"{y} = {items[0]}, {x} = {items[1]}")]


MECHANISMS = (units_both_sides, trailing_text, tiny_summand, non_rational, assignment_order)
