"""Value-changing mutations of a gold answer, for the grader fuzzer.

Each generator takes the gold (a LaTeX string) and a seeded ``random.Random`` and returns
``(kind, pred)`` pairs, or ``(kind, pred, gold)`` where the pair uses a gold derived from the real
one (the big-integer cases). The kind names the mechanism; the oracle, not this intent, labels
the pair (``|3|`` is 3, ``\\sqrt{1}`` is 1: such pairs are relabelled value-preserving).
"""

from __future__ import annotations

import random
import re

from fuzz_latex import (
    FRAC_RE,
    brace_arg,
    flat,
    is_integer,
    join_terms,
    outer_brackets,
    replace_span,
    split_top,
    terms,
)
from fuzz_numbers import big_int, digits, near_decimal, pick, pm_place, tiny, wrappers

Mut = tuple[str, ...]
GREEK_UPPER = ("gamma", "delta", "theta", "lambda", "xi", "pi", "sigma", "upsilon", "phi", "psi", "omega")
LETTER_RE = re.compile(r"(?<![\\A-Za-z])([A-Za-z])(?![A-Za-z])")
COMMAND_RE = re.compile(r"\\[A-Za-z]+")
TEXT_RE = re.compile(r"\\(?:text|mathrm|mbox|operatorname|textbf)\{[^{}]*\}")


def sign_flip(g: str, rng: random.Random) -> list[Mut]:
    """The first term's sign toggled; one top-level + / - swapped."""
    if g.strip() in ("0", "0.0") or not flat(g) or g.lstrip().startswith(("(", "[", "\\{")):
        return []
    parts = terms(g)
    first = parts[0].strip()
    out: list[Mut] = [
        ("sign_flip", join_terms([first[1:] if first.startswith("-") else "-" + first, *parts[1:]]))
    ]
    if len(parts) > 1:
        k = rng.randrange(1, len(parts))
        t = parts[k].strip()
        flipped = ("-" if t[0] == "+" else "+") + t[1:] if t[0] in "+-" else "-" + t
        out.append(("sign_flip", join_terms(parts[:k] + [flipped] + parts[k + 1 :])))
    return out


def exponent(g: str, rng: random.Random) -> list[Mut]:
    """An integer exponent +-1, or its sign flipped."""
    out: list[Mut] = []
    for m in pick(rng, list(re.finditer(r"\^(?:\{(-?\d+)\}|(\d))", g))):
        k = int(m.group(1) or m.group(2))
        for new in {k + 1, k - 1, -k} - {k, 0}:
            out.append(("exponent_change", replace_span(g, m.start(), m.end(), f"^{{{new}}}")))
    return out


def _fracs(g: str) -> list[tuple[int, int, str, str, int]]:
    """Every ``\\frac{A}{B}``: (start, end, A, B, index where B's group starts)."""
    found = []
    for m in FRAC_RE.finditer(g):
        a = brace_arg(g, m.end())
        if a is None:
            continue
        b = brace_arg(g, a[1])
        if b is not None:
            found.append((m.start(), b[1], a[0], b[0], a[1]))
    return found


def fractions(g: str, rng: random.Random) -> list[Mut]:
    """Numerator and denominator swapped; the fraction's scope moved (``\\frac{1}{2}3`` vs
    ``\\frac{1}{23}``, ``\\frac{A}{B}+C`` vs ``\\frac{A}{B+C}``, ``\\frac{A+B}{C}`` vs
    ``A+\\frac{B}{C}``); the denominator dropped."""
    out: list[Mut] = []
    for start, end, a, b, _ in pick(rng, _fracs(g)):
        head = g[start : g.index("{", start)]
        out.append(("num_den_swap", replace_span(g, start, end, f"{head}{{{b}}}{{{a}}}")))
        out.append(("drop_factor", replace_span(g, start, end, a if len(terms(a)) == 1 else f"({a})")))
        tail = re.match(r"\d+|[a-z](?![A-Za-z])|[+-]\d+", g[end:])
        if tail:
            out.append(
                (
                    "fraction_scope",
                    replace_span(g, start, end + tail.end(), f"{head}{{{a}}}{{{b}{tail.group(0)}}}"),
                )
            )
        if re.fullmatch(r"\d{2,}", b):
            out.append(("fraction_scope", replace_span(g, start, end, f"{head}{{{a}}}{{{b[:-1]}}}{b[-1]}")))
        parts = terms(a)
        if len(parts) > 1:
            out.append(
                (
                    "fraction_scope",
                    replace_span(g, start, end, f"{parts[0]}+{head}{{{join_terms(parts[1:])}}}{{{b}}}"),
                )
            )
    slash = re.fullmatch(r"(-?)(\d+)/(\d+)", g.strip())
    if slash:
        out.append(("num_den_swap", f"{slash.group(1)}{slash.group(3)}/{slash.group(2)}"))
    return out


def radicals(g: str, rng: random.Random) -> list[Mut]:
    """``\\sqrt{A}B`` vs ``\\sqrt{AB}``, ``C\\sqrt{B}`` vs ``\\sqrt{CB}``, ``\\sqrt[3]{x}`` vs ``\\sqrt{x}``."""
    out: list[Mut] = []
    for m in pick(rng, list(re.finditer(r"\\sqrt(\[\d+\])?", g))):
        arg = brace_arg(g, m.end())
        if arg is None:
            continue
        inner, end = arg
        if m.group(1):
            out.append(("radical_index", replace_span(g, m.start(), end, f"\\sqrt{{{inner}}}")))
        else:
            out.append(("radical_index", replace_span(g, m.start(), end, f"\\sqrt[3]{{{inner}}}")))
        tail = re.match(r"\d+|[a-z](?![A-Za-z])", g[end:])
        if tail:
            out.append(
                (
                    "radical_scope",
                    replace_span(g, m.start(), end + tail.end(), f"\\sqrt{{{inner}{tail.group(0)}}}"),
                )
            )
        if re.fullmatch(r"\d{2,}", inner):
            out.append(
                ("radical_scope", replace_span(g, m.start(), end, f"\\sqrt{{{inner[:-1]}}}{inner[-1]}"))
            )
        coef = re.search(r"(?<![\d.^_{])(\d+)\s*$", g[: m.start()])
        if coef:
            out.append(
                ("radical_scope", replace_span(g, coef.start(1), end, f"\\sqrt{{{coef.group(1)}{inner}}}"))
            )
            out.append(("drop_factor", replace_span(g, coef.start(1), m.start(), "")))
    return out


def braces(g: str, rng: random.Random) -> list[Mut]:
    """Braces moved: ``2^{x}+1`` vs ``2^{x+1}``, ``2^{10}`` vs ``2^{1}0``."""
    out: list[Mut] = []
    for m in pick(rng, list(re.finditer(r"\^\{", g))):
        arg = brace_arg(g, m.end() - 1)
        if arg is None:
            continue
        inner, end = arg
        tail = re.match(r"[+-](?:\d+|[a-z](?![A-Za-z]))", g[end:])
        if tail:
            out.append(
                ("brace_move", replace_span(g, m.start(), end + tail.end(), f"^{{{inner}{tail.group(0)}}}"))
            )
        parts = terms(inner)
        if len(parts) > 1:
            out.append(
                ("brace_move", replace_span(g, m.start(), end, f"^{{{parts[0]}}}{join_terms(parts[1:])}"))
            )
        elif len(inner) >= 2 and inner.isdigit():
            out.append(("brace_move", replace_span(g, m.start(), end, f"^{{{inner[:-1]}}}{inner[-1]}")))
    return out


def drop_term(g: str, rng: random.Random) -> list[Mut]:
    """One top-level term of a sum left out."""
    parts = terms(g)
    if len(parts) < 2 or outer_brackets(g) or not flat(g):
        return []
    k = rng.randrange(len(parts))
    return [("drop_term", join_terms(parts[:k] + parts[k + 1 :]))]


def symbols(g: str, rng: random.Random) -> list[Mut]:
    """A letter's case swapped everywhere (``e``/``E``, ``x``/``X``), ``\\omega``/``\\Omega``."""
    out: list[Mut] = []
    bare = TEXT_RE.sub(lambda m: "#" * len(m.group(0)), g)
    letters = {m.group(1) for m in LETTER_RE.finditer(bare) if not _sci_e(bare, m.start())}
    for letter in pick(rng, sorted(letters)):
        swapped = letter.swapcase()
        chars = list(g)
        for m in LETTER_RE.finditer(bare):
            if m.group(1) == letter and not _sci_e(bare, m.start()):
                chars[m.start()] = swapped
        out.append(("symbol_case", "".join(chars)))
    for name in GREEK_UPPER:
        for m in re.finditer(rf"\\({name}|{name.capitalize()})(?![A-Za-z])", g):
            new = m.group(1).capitalize() if m.group(1) == name else name
            out.append(("symbol_case", replace_span(g, m.start(1), m.end(1), new)))
            break
    return out


def _sci_e(s: str, i: int) -> bool:
    return s[i] in "eE" and i > 0 and s[i - 1].isdigit() and re.match(r"[+-]?\d", s[i + 1 :]) is not None


def subscripts(g: str, rng: random.Random) -> list[Mut]:
    """A subscript changed (``a_1`` vs ``a_2``, ``x_{n}`` vs ``x_{m}``); a base numeral's base
    changed (``1011_2`` vs ``1011_3``); an integer gold given a base (``N_8``)."""
    out: list[Mut] = []
    base = re.fullmatch(r"(\d+)_\{?(\d+)\}?", g.strip())
    if base:
        for b in (int(base.group(2)) + 1, int(base.group(2)) + 2):
            out.append(("base_change", f"{base.group(1)}_{{{b}}}"))
        return out
    if is_integer(g) and not g.startswith("-"):
        b = rng.choice([b for b in (8, 9, 16) if all(int(d) < b for d in g)] or [16])
        out.append(("base_change", f"{g}_{{{b}}}"))
    for m in pick(rng, list(re.finditer(r"(?<=[A-Za-z}])_(?:\{([^{}]+)\}|([0-9A-Za-z]))", g))):
        sub = m.group(1) or m.group(2)
        new = str(int(sub) + 1) if sub.isdigit() else ("m" if sub != "m" else "k")
        out.append(("subscript_change", replace_span(g, m.start(), m.end(), f"_{{{new}}}")))
    return out


def absolute(g: str, rng: random.Random) -> list[Mut]:
    """``|.|`` put around the answer (when it is negative or has a variable) or one term of it."""
    if not flat(g):
        return []
    bare = TEXT_RE.sub("", COMMAND_RE.sub("", g))
    out: list[Mut] = []
    if g.lstrip().startswith("-") or LETTER_RE.search(bare):
        out.append(("abs_insert", f"\\left|{g}\\right|"))
    parts = terms(g)
    if len(parts) > 1:
        k = rng.randrange(len(parts))
        t = parts[k].strip()
        sign = t[0] if t[0] in "+-" else ""
        out.append(
            (
                "abs_insert",
                join_terms(
                    parts[:k] + [f"{sign}|{t.lstrip('+-')}|" if sign == "+" else f"+|{t}|"] + parts[k + 1 :]
                ),
            )
        )
    return out


def structures(g: str, rng: random.Random) -> list[Mut]:
    """An interval's endpoint opened or closed; two elements of a tuple swapped."""
    outer = outer_brackets(g)
    if outer is None or outer[0] == "\\{":
        return []
    left, inner, right = outer
    items = split_top(inner, ",")
    if len(items) < 2:
        return []
    out: list[Mut] = []
    if len(items) > 2:
        left = right = ""  # a tuple, not an interval: only its order
    flip = {"(": "[", "[": "(", ")": "]", "]": ")"}
    if left and "infty" not in items[0]:
        out.append(("interval_endpoint", flip[left] + inner + right))
    if right and "infty" not in items[-1]:
        out.append(("interval_endpoint", left + inner + flip[right]))
    pairs = [
        (i, j)
        for i in range(len(items))
        for j in range(i + 1, len(items))
        if items[i].strip() != items[j].strip()
    ]
    if pairs:
        i, j = rng.choice(pairs)
        items = list(items)
        items[i], items[j] = items[j], items[i]
        out.append(("tuple_order", outer[0] + ",".join(items) + outer[2]))
    return out


CHANGING = (
    pm_place,
    near_decimal,
    tiny,
    big_int,
    sign_flip,
    digits,
    exponent,
    fractions,
    radicals,
    braces,
    drop_term,
    symbols,
    subscripts,
    absolute,
    structures,
    wrappers,
)
