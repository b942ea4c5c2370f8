"""Value-changing mutations of the numbers in a gold answer, for the grader fuzzer (see
``fuzz_changing``): +-10^k at every place, near-miss decimals, 10^-12 offsets, integers beyond
2^53, digits swapped or regrouped, and for an integer gold an expression that contains it.
"""

from __future__ import annotations

import random
import re

from fuzz_latex import is_integer, numbers, replace_span

Mut = tuple[str, ...]


def _free_numbers(g: str) -> list[re.Match[str]]:
    """Number literals outside subscripts and exponents (those have their own mutations)."""
    return [
        m
        for m in numbers(g)
        if g[max(0, m.start() - 2) : m.start()] not in ("_{", "^{")
        and not re.search(r"\d[eE][+-]?$", g[: m.start()])
        and not g[m.end() :].startswith("_")
    ]


def pick(rng: random.Random, items: list, k: int = 2) -> list:
    return items if len(items) <= k else rng.sample(items, k)


def pm_place(g: str, rng: random.Random) -> list[Mut]:
    """N -> N +- 10^k for every place k of one literal (``plus_minus_1`` is the units place)."""
    out: list[Mut] = []
    for m in pick(rng, _free_numbers(g)):
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
    for m in pick(rng, _free_numbers(g)):
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


def digits(g: str, rng: random.Random) -> list[Mut]:
    """Adjacent digits swapped; a digit dropped or doubled; the decimal point moved."""
    out: list[Mut] = []
    for m in pick(rng, [m for m in _free_numbers(g) if len(m.group(1).replace(".", "")) >= 2]):
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
            if re.fullmatch(r"(?:0|[1-9]\d*)(?:\.\d+)?", dropped):
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
        out += pick(rng, regroup)
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
