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
    numbers,
    outer_brackets,
    replace_span,
    split_top,
    terms,
)

Mut = tuple[str, ...]
GREEK_UPPER = ("gamma", "delta", "theta", "lambda", "xi", "pi", "sigma", "upsilon", "phi", "psi", "omega")
LETTER_RE = re.compile(r"(?<![\\A-Za-z])([A-Za-z])(?![A-Za-z])")
COMMAND_RE = re.compile(r"\\[A-Za-z]+")
TEXT_RE = re.compile(r"\\(?:text|mathrm|mbox|operatorname|textbf)\{[^{}]*\}")


def _free_numbers(g: str) -> list[re.Match[str]]:
    """Number literals outside subscripts and exponents (those have their own mutations)."""
    return [
        m
        for m in numbers(g)
        if g[max(0, m.start() - 2) : m.start()] not in ("_{", "^{")
        and not re.search(r"\d[eE][+-]?$", g[: m.start()])
        and not g[m.end() :].startswith("_")
    ]


def _pick(rng: random.Random, items: list, k: int = 2) -> list:
    return items if len(items) <= k else rng.sample(items, k)


def pm_place(g: str, rng: random.Random) -> list[Mut]:
    """N -> N +- 10^k for every place k of one literal (``plus_minus_1`` is the units place)."""
    out: list[Mut] = []
    for m in _pick(rng, _free_numbers(g)):
        text = m.group(1)
        if "." in text:
            continue
        n = int(text)
        for k in range(len(text)):
            for step in (10**k, -(10**k)) if k == 0 else (rng.choice((1, -1)) * 10**k,):
                if n + step >= 0:
                    kind = "plus_minus_1" if k == 0 else "plus_minus_10^k"
                    out.append((kind, replace_span(g, m.start(1), m.end(1), str(n + step))))
    return out


def near_decimal(g: str, rng: random.Random) -> list[Mut]:
    """A decimal's last digit +-1; an integer N as N.5 and N.1."""
    out: list[Mut] = []
    for m in _pick(rng, _free_numbers(g)):
        text = m.group(1)
        if "." in text:
            places = len(text.split(".")[1])
            scaled = int(text.replace(".", ""))
            for step in (1, -1):
                v = scaled + step
                if v < 0:
                    continue
                digits = str(v).rjust(places + 1, "0")
                out.append(
                    (
                        "near_decimal",
                        replace_span(g, m.start(1), m.end(1), f"{digits[:-places]}.{digits[-places:]}"),
                    )
                )
        elif is_integer(g):
            out.append(
                ("near_decimal", replace_span(g, m.start(1), m.end(1), text + rng.choice((".5", ".1"))))
            )
    return out


def tiny(g: str, rng: random.Random) -> list[Mut]:
    """A 10^-12-sized change: ``G+10^{-12}``, ``10^{-12}`` against 0, ``N.000000000001``."""
    if g.strip() in ("0", "0.0"):
        return [("tiny_offset", "10^{-12}"), ("tiny_offset", "\\frac{1}{10^{12}}")]
    out: list[Mut] = [("tiny_offset", rng.choice((f"{g}+10^{{-12}}", f"{g}-\\frac{{1}}{{10^{{12}}}}")))]
    if is_integer(g):
        out.append(("tiny_decimal", g + ".000000000001"))
    return out


def big_int(g: str, rng: random.Random) -> list[Mut]:
    """Beyond 2^53 (pairs with a derived gold): N*10^k +- 1 as literals, N^k+1 against N^k,
    and the literal N^k+1 against the power N^k."""
    if not is_integer(g) or g.startswith("-"):
        return []
    n = int(g)
    big = g + "0" * max(1, 18 - len(g))
    out: list[Mut] = [("big_int_pm1", str(int(big) + 1), big), ("big_int_pm1", str(int(big) - 1), big)]
    if n >= 2:
        k = 1
        while n**k < 2**60:
            k += 1
        power = f"{n}^{{{k}}}"
        out += [("power_pm1", f"{power}+1", power), ("power_pm1", str(n**k + 1), power)]
    else:
        out.append(("power_pm1", "2^{40}+1", "2^{40}"))
    return out


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


def digits(g: str, rng: random.Random) -> list[Mut]:
    """Adjacent digits swapped; a digit dropped or doubled; the decimal point moved."""
    out: list[Mut] = []
    for m in _pick(rng, [m for m in _free_numbers(g) if len(m.group(1).replace(".", "")) >= 2]):
        text = m.group(1)
        spots = [i for i in range(len(text) - 1) if text[i] != text[i + 1] and "." not in text[i : i + 2]]
        if spots:
            i = rng.choice(spots)
            swapped = text[:i] + text[i + 1] + text[i] + text[i + 2 :]
            if not (swapped.startswith("0") and swapped[1:2].isdigit()):
                out.append(("digit_transpose", replace_span(g, m.start(1), m.end(1), swapped)))
        regroup: list[Mut] = []
        i = rng.randrange(len(text))
        if text[i] != ".":
            dropped = text[:i] + text[i + 1 :]
            if dropped and dropped[0] != "." and not (dropped.startswith("0") and dropped[1:2].isdigit()):
                regroup.append(("digit_regroup", replace_span(g, m.start(1), m.end(1), dropped)))
            regroup.append(("digit_regroup", replace_span(g, m.start(1), m.end(1), text[: i + 1] + text[i:])))
        bare = text.replace(".", "")
        point = text.index(".") if "." in text else len(text)
        new_point = point - 1 if point > 1 else point + 1
        if 0 < new_point < len(bare):
            regroup.append(
                (
                    "digit_regroup",
                    replace_span(g, m.start(1), m.end(1), bare[:new_point] + "." + bare[new_point:]),
                )
            )
        out += _pick(rng, regroup)
    return out


def exponent(g: str, rng: random.Random) -> list[Mut]:
    """An integer exponent +-1, or its sign flipped."""
    out: list[Mut] = []
    for m in _pick(rng, list(re.finditer(r"\^(?:\{(-?\d+)\}|(\d))", g))):
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
    for start, end, a, b, _ in _pick(rng, _fracs(g)):
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
    for m in _pick(rng, list(re.finditer(r"\\sqrt(\[\d+\])?", g))):
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
    for m in _pick(rng, list(re.finditer(r"\^\{", g))):
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
    for letter in _pick(rng, sorted(letters)):
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
    for m in _pick(rng, list(re.finditer(r"(?<=[A-Za-z}])_(?:\{([^{}]+)\}|([0-9A-Za-z]))", g))):
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


WRAPPERS = {
    "wrap_sqrt": "\\sqrt{{{n}}}",
    "wrap_pi": "{n}\\pi",
    "wrap_x_plus": "x+{n}",
    "wrap_factorial": "{n}!",
    "wrap_imaginary": "{n}i",
    "wrap_neg_imaginary": "-{a}i",
    "wrap_square": "{n}^{{2}}",
    "wrap_times_sqrt2": "{n}\\sqrt{{2}}",
    "wrap_reciprocal": "\\frac{{1}}{{{n}}}",
    "wrap_plus_i": "{n}+i",
    "wrap_power_of_10": "10^{{{n}}}",
}


def wrappers(g: str, rng: random.Random) -> list[Mut]:
    """For an integer gold N: an expression that contains N but is not N (``\\sqrt{N}``, ``N\\pi``,
    ``x+N``, ``N!``, ``Ni``, ``-Ni``...)."""
    if not is_integer(g):
        return []
    n = g.strip()
    a = n.lstrip("-")
    out: list[Mut] = []
    for kind, form in WRAPPERS.items():
        if kind == "wrap_factorial" and (n.startswith("-") or int(n) > 300):
            continue
        if kind == "wrap_power_of_10" and abs(int(n)) > 5000:
            continue
        out.append((kind, form.format(n=n, a=a)))
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
