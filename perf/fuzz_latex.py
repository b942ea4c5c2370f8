"""Small LaTeX string helpers for the grader fuzzer (``fuzz_mutations``, ``fuzz_oracle``).

Pure string code, no sympy and nothing from ``proctor``: brace matching, top-level splitting on a
separator, number literals, and the parts of an answer (terms of a sum, elements of a tuple).
"""

from __future__ import annotations

import re

OPEN = "([{"
CLOSE = ")]}"
# a number literal not glued to a command name, a subscript/superscript or another number
NUMBER_RE = re.compile(r"(?<![A-Za-z\d.\\^_])(\d+(?:\.\d+)?)(?![\d.])")
INT_RE = re.compile(r"-?\d+")
DECIMAL_RE = re.compile(r"-?(?:\d+\.\d*|\.\d+)")
FRAC_RE = re.compile(r"\\[dt]?frac")


def match_brace(s: str, i: int) -> int:
    """Index of the bracket closing the one at ``s[i]`` (any of ``([{``), or -1."""
    depth = 0
    for j in range(i, len(s)):
        c = s[j]
        if c in OPEN and (j == 0 or s[j - 1] != "\\" or c != "{"):
            depth += 1
        elif c in CLOSE and (j == 0 or s[j - 1] != "\\" or c != "}"):
            depth -= 1
            if depth == 0:
                return j
    return -1


def brace_arg(s: str, i: int) -> tuple[str, int] | None:
    """The ``{...}`` group starting at ``s[i]``: (content, index after it), or None."""
    if i >= len(s) or s[i] != "{":
        return None
    depth = 0
    for j in range(i, len(s)):
        if s[j] == "{" and s[j - 1 : j] != "\\":
            depth += 1
        elif s[j] == "}" and s[j - 1 : j] != "\\":
            depth -= 1
            if depth == 0:
                return s[i + 1 : j], j + 1
    return None


def depth_map(s: str) -> list[int]:
    """Nesting depth of every character (brackets and ``\\left``/``\\right`` pairs alike)."""
    depths, depth = [], 0
    for j, c in enumerate(s):
        escaped = j > 0 and s[j - 1] == "\\"
        if c in OPEN and not (escaped and c == "{"):
            depth += 1
            depths.append(depth)
            continue
        if c in CLOSE and not (escaped and c == "}"):
            depths.append(depth)
            depth = max(0, depth - 1)
            continue
        depths.append(depth)
    return depths


def split_top(s: str, sep: str) -> list[str]:
    """``s`` split on ``sep`` where it is at nesting depth 0 (``\\{`` counts as a bracket)."""
    parts, depth, start, j = [], 0, 0, 0
    while j < len(s):
        c = s[j]
        if c == "\\":
            if s[j + 1 : j + 2] in ("{", "}"):
                depth += 1 if s[j + 1] == "{" else -1
                j += 2
                continue
            m = re.match(r"\\[A-Za-z]+|\\.?", s[j:])
            if depth == 0 and s.startswith(sep, j) and m and m.group(0) == sep:
                parts.append(s[start:j])
                start = j = j + len(sep)
                continue
            j += len(m.group(0)) if m else 1
            continue
        if c in OPEN:
            depth += 1
        elif c in CLOSE:
            depth -= 1
        elif depth == 0 and s.startswith(sep, j):
            parts.append(s[start:j])
            start = j = j + len(sep)
            continue
        j += 1
    parts.append(s[start:])
    return parts


def terms(s: str) -> list[str]:
    """Top-level additive terms with their signs: ``a-b+c`` -> ``['a', '-b', '+c']``."""
    out, depth, start = [], 0, 0
    for j, c in enumerate(s):
        if c in OPEN and s[j - 1 : j] != "\\":
            depth += 1
        elif c in CLOSE and s[j - 1 : j] != "\\":
            depth -= 1
        elif c in "+-" and depth == 0 and j > start:
            prev = s[:j].rstrip()
            if prev and prev[-1] not in "^_{(,=" and not prev.endswith(("\\cdot", "\\times", "e", "E")):
                out.append(s[start:j])
                start = j
    out.append(s[start:])
    return [t for t in out if t.strip()]


def join_terms(parts: list[str]) -> str:
    """Terms back into a sum: a leading ``+`` is dropped, a signless later term gets one."""
    out = ""
    for k, t in enumerate(parts):
        t = t.strip()
        if k == 0:
            out = t[1:] if t.startswith("+") else t
        else:
            out += t if t[0] in "+-" else "+" + t
    return out


def outer_brackets(s: str) -> tuple[str, str, str] | None:
    """(opening, inside, closing) when one bracket pair spans all of ``s`` (``(``, ``[``, ``\\{``,
    and the mixed pairs of intervals such as ``(a,b]``), else None."""
    s = s.strip()
    if s.startswith("\\{") and s.endswith("\\}"):
        inner = s[2:-2]
        return ("\\{", inner, "\\}") if _balanced(inner) else None
    if len(s) >= 2 and s[0] in "([" and s[-1] in ")]":
        inner = s[1:-1]
        return (s[0], inner, s[-1]) if _balanced(inner) else None
    return None


def _balanced(s: str) -> bool:
    depth = 0
    for j, c in enumerate(s):
        escaped = j > 0 and s[j - 1] == "\\"
        if c in OPEN and not (escaped and c == "{"):
            depth += 1
        elif c in CLOSE and not (escaped and c == "}"):
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def numbers(s: str) -> list[re.Match[str]]:
    """Number literals of ``s`` that stand alone (not a command's bare argument such as ``\\frac12``,
    not a subscript, not inside a superscript written without braces)."""
    return list(NUMBER_RE.finditer(s))


def replace_span(s: str, start: int, end: int, new: str) -> str:
    return s[:start] + new + s[end:]


NOT_FLAT = re.compile(r"[=,<>]|\\(?:begin|le|ge|leq|geq|pm|mp|cup|cap|text|mbox|neq|approx)(?![A-Za-z])|\\\\")


def flat(s: str) -> bool:
    """Whether ``s`` is one expression (no relation, list, matrix, set operation or text), so that
    its top-level terms are the terms of a sum."""
    return NOT_FLAT.search(s) is None


def is_integer(s: str) -> bool:
    return INT_RE.fullmatch(s.strip()) is not None
