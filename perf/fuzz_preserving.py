"""Value-preserving rewrites of a gold answer, for the grader fuzzer: the same value written
another way. Each generator returns ``(kind, pred)`` pairs; the oracle still labels every pair.
"""

from __future__ import annotations

import random
import re
from fractions import Fraction

from fuzz_changing import _fracs
from fuzz_latex import (
    FRAC_RE,
    brace_arg,
    flat,
    is_integer,
    join_terms,
    numbers,
    outer_brackets,
    replace_span,
    split_top,
    terms,
)

Mut = tuple[str, ...]
SPACES = ("\\,", "\\;", "\\!", "\\ ", " ", "\\:", "\\quad ")
UNITS = ("\\text{ cm}", "\\text{ units}", "\\ \\text{meters}", "\\mbox{ inches}", "\\text{ square units}")
DECIMAL_LITERAL = re.compile(r"-?(?:\d+\.\d+|\.\d+)")


def frac_style(g: str, rng: random.Random) -> list[Mut]:
    r"""``\frac`` as ``\dfrac`` / ``\tfrac``."""
    if not FRAC_RE.search(g):
        return []
    return [
        ("dfrac_tfrac", re.sub(r"\\[dt]?frac", lambda _, style=style: "\\" + style, g))
        for style in ("dfrac", "tfrac")
    ]


def reorder(g: str, rng: random.Random) -> list[Mut]:
    """A sum's terms in another order; a product's factors swapped (``2\\sqrt{3}`` as
    ``\\sqrt{3}\\cdot 2``); a set's or bare list's elements in another order."""
    out: list[Mut] = []
    parts = terms(g)
    if len(parts) > 1 and not outer_brackets(g) and flat(g):
        shuffled = parts[1:] + parts[:1]
        out.append(("reorder_sum", join_terms(shuffled)))
    for k, t in enumerate(parts):
        m = flat(g) and re.fullmatch(
            r"([+-]?)(\d+)\s*(\\sqrt\{[^{}]+\}|\\pi|[a-z](?:\^\{?\d+\}?)?)", t.strip()
        )
        if m:
            out.append(
                (
                    "reorder_product",
                    join_terms([*parts[:k], f"{m.group(1)}{m.group(3)}\\cdot {m.group(2)}", *parts[k + 1 :]]),
                )
            )
            break
    outer = outer_brackets(g)
    items = split_top(outer[1] if outer and outer[0] == "\\{" else g, ",")
    if len(items) > 1 and (outer is None or outer[0] == "\\{"):
        if not all(i.strip() == items[0].strip() for i in items):
            body = ",".join(items[1:] + items[:1])
            out.append(("list_reorder", f"\\{{{body}\\}}" if outer else body))
    return out


def decimals(g: str, rng: random.Random) -> list[Mut]:
    """``0.5`` vs ``\\frac12``: a decimal as a fraction and back; N as ``N.0`` and ``\\frac{2N}{2}``."""
    s = g.strip()
    out: list[Mut] = []
    if DECIMAL_LITERAL.fullmatch(s):
        q = Fraction(s)
        sign = "-" if q < 0 else ""
        out.append(("decimal_vs_fraction", f"{sign}\\frac{{{abs(q.numerator)}}}{{{q.denominator}}}"))
        if s.lstrip("-").startswith("0."):
            out.append(("decimal_vs_fraction", s.replace("0.", ".", 1)))
        out.append(("trailing_zero", s + "0"))
    elif is_integer(s):
        out.append(("trailing_zero", s + rng.choice((".0", ".00"))))
        out.append(("unreduced_fraction", f"\\frac{{{2 * int(s)}}}{{2}}"))
    m = re.fullmatch(r"(-?)\\[dt]?frac\{(\d+)\}\{(\d+)\}", s)
    if m and int(m.group(3)) > 0:
        den = int(m.group(3))
        while den % 2 == 0:
            den //= 2
        while den % 5 == 0:
            den //= 5
        if den == 1:
            out.append(
                ("decimal_vs_fraction", m.group(1) + _decimal(Fraction(int(m.group(2)), int(m.group(3)))))
            )
        out.append(
            ("unreduced_fraction", f"{m.group(1)}\\frac{{{3 * int(m.group(2))}}}{{{3 * int(m.group(3))}}}")
        )
    return out


def _decimal(q: Fraction) -> str:
    whole, rest = divmod(q.numerator, q.denominator)
    digits = ""
    while rest:
        rest *= 10
        digits += str(rest // q.denominator)
        rest %= q.denominator
    return f"{whole}.{digits}" if digits else str(whole)


def left_right(g: str, rng: random.Random) -> list[Mut]:
    r"""Brackets as ``\left(`` ... ``\right)``."""
    if not re.search(r"[()\[\]]", g) or "\\left" in g:
        return []
    s = re.sub(r"(?<!\\left)(?<!\\)([(\[])", r"\\left\1", g)
    s = re.sub(r"(?<!\\right)(?<!\\)([)\]])", r"\\right\1", s)
    return [("left_right", s)]


def spacing(g: str, rng: random.Random) -> list[Mut]:
    """Thin spaces and other spacing at token boundaries; a thousands thin space in a big integer."""
    bounds = [i for i in range(1, len(g)) if _boundary(g, i)]
    out: list[Mut] = []
    if bounds and rng.random() < 0.5:
        s = g
        for i in sorted(rng.sample(bounds, min(2, len(bounds))), reverse=True):
            s = s[:i] + rng.choice(SPACES) + s[i:]
        out.append(("spacing", s))
    else:
        out.append(("spacing", f" {rng.choice(SPACES)}{g} "))
    if re.fullmatch(r"-?\d{4,}", g.strip()):
        out.append(("thousands_separator", _group(g.strip(), "\\,")))
        out.append(("thousands_separator", _group(g.strip(), "{,}")))
    return out


def _boundary(s: str, i: int) -> bool:
    a, b = s[i - 1], s[i]
    if a.isalnum() and b.isalnum() or a == "\\" or b in "_^'" or a == "," and b.isdigit():
        return False
    if b.isalpha() and re.search(r"\\[A-Za-z]*$", s[:i]):
        return False
    return a not in "_^" and not s[i:].startswith(("{", "}")) or a in "+-=,"


def _group(n: str, sep: str) -> str:
    sign, n = ("-", n[1:]) if n.startswith("-") else ("", n)
    head = len(n) % 3 or 3
    return sign + n[:head] + "".join(sep + n[k : k + 3] for k in range(head, len(n), 3))


def units(g: str, rng: random.Random) -> list[Mut]:
    r"""A unit in ``\text{}`` after the answer."""
    if outer_brackets(g) or "," in g or "=" in g or "\\text" in g:
        return []
    return [("text_units", g + rng.choice(UNITS))]


def braces(g: str, rng: random.Random) -> list[Mut]:
    """Braces that do not change the value: ``{G}``, ``\\frac12`` vs ``\\frac{1}{2}``, ``x^2`` vs ``x^{2}``."""
    out: list[Mut] = [("braces_noop", "{" + g + "}")]
    s = re.sub(r"\\([dt]?frac)(\d)(\d)", r"\\\1{\2}{\3}", g)
    s = re.sub(r"\\([dt]?frac)\{(\d)\}\{(\d)\}", r"\\\1\2\3", s) if s == g else s
    if s != g:
        out.append(("braces_noop", s))
    s = re.sub(r"\^(\d)(?!\d)", r"^{\1}", g)
    s = re.sub(r"\^\{(\w)\}", r"^\1", g) if s == g else s
    if s != g:
        out.append(("braces_noop", s))
    s = re.sub(r"\\sqrt\{(\d)\}", r"\\sqrt\1", g)
    if s != g:
        out.append(("braces_noop", s))
    return out


def products(g: str, rng: random.Random) -> list[Mut]:
    r"""``\cdot`` vs ``\times``; ``2\sqrt{3}`` as ``2\cdot\sqrt{3}``."""
    out: list[Mut] = []
    if "\\cdot" in g:
        out.append(("cdot_times", g.replace("\\cdot", "\\times")))
    if "\\times" in g:
        out.append(("cdot_times", g.replace("\\times", "\\cdot")))
    m = re.search(r"(?<![\d.^_{\\A-Za-z])(\d+)\s*(\\sqrt|\\pi)", g)  # not \frac: 1\frac45 is mixed
    if m:
        op = rng.choice(("\\cdot ", "\\times "))
        out.append(("cdot_times", replace_span(g, m.end(1), m.start(2), op)))
    return out


def radicals(g: str, rng: random.Random) -> list[Mut]:
    r"""``\sqrt{N}`` as ``N^{\frac{1}{2}}``; ``\frac{A}{\sqrt{B}}`` vs ``\frac{A\sqrt{B}}{B}``."""
    out: list[Mut] = []
    m = re.search(r"\\sqrt\{(\d+)\}", g)
    if m and not re.search(r"[\d}]\s*$", g[: m.start()]):
        out.append(
            ("sqrt_as_power", replace_span(g, m.start(), m.end(), f"{m.group(1)}^{{\\frac{{1}}{{2}}}}"))
        )
    for start, end, a, b, _ in _fracs(g):
        r = re.fullmatch(r"\\sqrt\{(\d+)\}", b)
        if r:
            out.append(
                (
                    "rationalize",
                    replace_span(g, start, end, f"\\frac{{{a}\\sqrt{{{r.group(1)}}}}}{{{r.group(1)}}}"),
                )
            )
        r = re.fullmatch(r"(\d*)\s*\\sqrt\{(\d+)\}", a)
        if r and r.group(2) == b:
            out.append(
                ("rationalize", replace_span(g, start, end, f"\\frac{{{r.group(1) or 1}}}{{\\sqrt{{{b}}}}}"))
            )
    return out


def negatives(g: str, rng: random.Random) -> list[Mut]:
    r"""``-\frac{a}{b}`` as ``\frac{-a}{b}``."""
    m = re.match(r"-\s*\\([dt]?frac)\{", g.strip())
    if not m:
        return []
    s = g.strip()
    arg = brace_arg(s, m.end() - 1)
    if arg is None or len(terms(arg[0])) != 1:
        return []
    return [("negative_placement", f"\\{m.group(1)}{{-{arg[0]}}}{s[arg[1] :]}")]


def scientific(g: str, rng: random.Random) -> list[Mut]:
    r"""``4.4e7`` as ``4.4\times 10^{7}``; a round integer as ``N\times 10^{k}``."""
    s = g.strip()
    m = re.fullmatch(r"(-?\d+(?:\.\d+)?)[eE]([+-]?\d+)", s)
    if m:
        return [
            ("scientific", f"{m.group(1)}\\times 10^{{{int(m.group(2))}}}"),
            ("scientific", f"{m.group(1)}\\cdot10^{{{int(m.group(2))}}}"),
        ]
    m = re.fullmatch(r"(-?[1-9]\d*?)(0{3,})", s)
    if m:
        return [("scientific", f"{m.group(1)}\\times 10^{{{len(m.group(2))}}}")]
    return []


def literals(g: str, rng: random.Random) -> list[Mut]:
    """A fraction's numbers inside an expression as the decimal they are (``\\frac{1}{2}x`` as ``0.5x``)."""
    out: list[Mut] = []
    if not numbers(g) or is_integer(g):
        return out
    for start, end, a, b, _ in _fracs(g):
        before = g[:start].rstrip()[-1:]
        glued = before.isalnum() or before in "}."  # 137\frac12 is a mixed number
        if a.isdigit() and b in ("2", "4", "5", "8", "10", "20", "25") and not glued:
            out.append(
                ("decimal_vs_fraction", replace_span(g, start, end, _decimal(Fraction(int(a), int(b)))))
            )
            break
    return out


PRESERVING = (
    frac_style,
    reorder,
    decimals,
    left_right,
    spacing,
    units,
    braces,
    products,
    radicals,
    negatives,
    scientific,
    literals,
)
