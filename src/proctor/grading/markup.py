"""Markup that changes what a rendered response shows, beyond what :mod:`proctor.grading.surface` reads.

Three readings, each linear in the length of the text and free on text without their marks:

- :func:`struck_spans`: text shown struck out is withdrawn, as ``<del>`` is: the argument of a LaTeX
  strike-out macro (ulem's ``\\sout`` and ``\\xout``, soul's ``\\st``, the cancel package's ``\\cancel``,
  ``\\bcancel``, ``\\xcancel``, ``\\cancelto``, and the strike macros of other packages and common definitions:
  ``\\strike``, ``\\strikeout``, ``\\soutthick``, ``\\hcancel``, ``\\crossout``), an HTML element ``<s>`` or one whose style
  or class strikes it (``text-decoration: line-through``, ``class="strike"``, ``class="line-through"``), and
  letters overlaid by a combining stroke (U+0335, U+0336; U+0337, U+0338 over a letter or digit).
- :func:`unmarked`: the letters of a prose view as a page shows them (same length): an HTML character
  reference is its character (``n&#111;t``, ``&#110;&#111;&#116;``, ``n&oacute;t`` are ``not``: a letter written
  as a reference is read without its accent), a word with emphasis markers, inline tags or text styles inside
  it closes up (``n*o*t``, ``n<b>o</b>t``, ``\\textit{n}ot``), and emphasis markers at a word's edges
  (``_not_``, ``__not__``, ``*_not_*``) are spaces.
- :func:`redefines`: a response that (re)defines a macro the rendered answer depends on shows something
  other than what it spells: ``\\def\\boxed#1{8}``, ``\\renewcommand{\\boxed}``, ``\\let\\boxed``, a MathJax
  ``macros`` configuration, a ``\\catcode`` (digits made macros), or a definition of a macro its answer or the
  math around its box uses. Such a response has no readable answer.
"""

from __future__ import annotations

import html
import re
import unicodedata
from functools import lru_cache

from proctor.grading.spans import brace_closes, brace_matches, span_holding

# ---------------------------------------------------------------------------------------------------
# struck_spans: text shown struck out

_STRIKES = "\u0335\u0336\u0337\u0338"
_STRIKE_NAMES = (
    "sout st xout hout stkout soutthick strike strikeout strikethrough hstrike cancel bcancel xcancel cancelto "
    "hcancel Cancel crossout crossedout StrikeOut StrikeThrough"
)
_STRIKE_MACRO = re.compile(
    r"\\(?P<name>" + "|".join(sorted(_STRIKE_NAMES.split(), key=len, reverse=True)) + r")"
    r"(?![a-zA-Z])\s*(?:\[[^\[\]\n]{0,40}\]\s*)?\{"
)
_ATTRS = r"(?:\s+[\w:-]+(?:\s*=\s*(?:\"[^\"<>]*\"|'[^'<>]*'|[^\s\"'<>=`]+))?){0,20}\s*/?"
_TAG = re.compile(r"<(?P<tag>[a-zA-Z][\w-]*)(?P<attrs>" + _ATTRS + ")>")
_STRIKING_ATTRS = re.compile(
    r"line-?through|(?<![\w-])(?:strike\w*|struck|crossed-?out|cross-?out|strikethrough)(?![\w])",
    re.IGNORECASE,
)
_TAG_HINT = re.compile(r"<s[\s>/]|through|strike|struck|cross")


def _hinted(low: str) -> bool:
    return "<s" in low or "through" in low or "strike" in low or "struck" in low or "cross" in low


# a letter or digit overlaid by a stroke, and what follows it overlaid too (spaces between struck words)
_COMBINED = re.compile(
    r"[^\W_][" + _STRIKES + r"]+(?:[^\n" + _STRIKES + r"][" + _STRIKES + r"]+)*"
    r"|(?:[^\s\W_]|[^\w\s" + _STRIKES + r"=<>≤≥∈∋⊂⊃⊆⊇≡∼~|/\\-])[\u0335\u0336]+"
)


def struck_spans(text: str) -> list[tuple[int, int]]:
    """The (start, end) spans of ``text`` shown struck out (see the module docstring), in order."""
    spans: list[tuple[int, int]] = []
    if "\\" in text:
        hits = list(_STRIKE_MACRO.finditer(text))
        if hits:
            opens = [m.end() - 1 for m in hits]
            closes = brace_closes(text, opens) if len(opens) < 64 else brace_matches(text)  # (one pass)
            for m in hits:
                end = closes.get(m.end() - 1)
                if end is None:
                    continue
                if m.group("name") == "cancelto" and text.startswith("{", end):  # \cancelto{0}{x}
                    end = brace_closes(text, [end]).get(end, end)
                spans.append((m.start(), end))
    if "<" in text and _hinted(low := text.lower()) and _TAG_HINT.search(low) is not None:
        spans.extend(_struck_elements(text))
    if not text.isascii() and any(c in text for c in _STRIKES):
        spans.extend(m.span() for m in _COMBINED.finditer(text))
    spans.sort()
    return spans


_ANY_TAG = re.compile(r"<(/?)([a-zA-Z][\w-]*)\b[^<>]*>")


def _struck_elements(text: str) -> list[tuple[int, int]]:
    """The elements shown struck out: ``<s>`` (not a ``<s>`` that opens the text: a tokenizer's
    start-of-sequence token) and any element whose style or class strikes it, each to its closing tag
    (one that is never closed is a token, not markup). One pass pairs every tag with its closing tag."""
    struck = set()
    first = len(text) - len(text.lstrip())  # where the text's first character is
    for m in _TAG.finditer(text):
        if m.group(0).endswith("/>"):
            continue
        if m.group("tag").lower() == "s":
            if not m.group("attrs").strip() and m.start() == first:
                continue
        elif _STRIKING_ATTRS.search(m.group("attrs")) is None:
            continue
        struck.add(m.start())
    if not struck:
        return []
    out = []
    stacks: dict[str, list[int]] = {}
    for m in _ANY_TAG.finditer(text):
        name = m.group(2).lower()
        if not m.group(1):
            if not m.group(0).endswith("/>"):
                stacks.setdefault(name, []).append(m.start())
        elif stacks.get(name):
            start = stacks[name].pop()
            if start in struck:
                out.append((start, m.end()))
    return out


# ---------------------------------------------------------------------------------------------------
# unmarked: character references and emphasis markers read as the page shows them

_ENTITY = r"&(?:#[0-9]{1,7};?|#[xX][0-9a-fA-F]{1,6};?|[a-zA-Z][a-zA-Z0-9]{1,31};)"
_REFERENCE = re.compile(_ENTITY)
# a word with character references in it (each decoded, the word closed up)
_REFERENCED_WORD = re.compile(r"(?<![^\W_])[^\W_]*+(?:" + _ENTITY + r"[^\W_]*+)+")
# a word of letters with emphasis markers inside it ("n*o*t"; not "2*3", not after a command: "\\n**Final")
_STARRED_WORD = re.compile(r"(?<![\\\w])[^\W\d_]++(?:\*++[^\W\d_]++)+")
# an emphasis marker at a word's edge, or an underscore inside one (one character at a time, so that a
# constant replacement does it at the regex engine's speed: most long texts have many "**")
_EDGE_MARKER = re.compile(
    r"[*_](?:(?<![\\][*_])(?=[*_]{0,3}[^\W_])|(?<=[^\W_][*_])|(?<=[^\W_][*_]{2})|(?<=[^\W_][*_]{3})|(?<=[^\W_][*_]{4}))"
)
_STAR_INSIDE = re.compile(r"\*(?<=[^\W\d_]\*)\**[^\W\d_]")  # a star between letters (a search by its "*")


# markup that shows nothing between two letters of a word: an inline HTML tag ("n<b>o</b>t"), a LaTeX text
# style's opening or a closing brace ("\\textit{n}ot", "n\\textbf{o}t")
_INLINE_TAGS = (
    "b|i|em|strong|u|span|mark|small|big|font|ins|sub|sup|code|tt|kbd|var|abbr|a|q|cite|dfn|samp|bdi|bdo|wbr"
)
_INNER = (
    r"(?:</?(?i:" + _INLINE_TAGS + r")\b[^<>\n]{0,200}>"
    r"|\\(?:text(?:bf|it|rm|sf|tt|up|sl|sc|md|normal)?|emph)\s*\{|\})"
)
# markup right after a letter that a letter may follow (a search by its first character)
_INSIDE_AT = re.compile(
    r"[<\\}](?<=[^\W\d_].)"
    r"(?:(?<=<)(?=/?[a-zA-Z])|(?<=\\)(?=text|emph)|(?<=\})(?=[^\W\d_]|\\|<))"
)
_INSIDE_RUN = re.compile(r"(?:" + _INNER + r")++[^\W\d_]++")


def unmarked(view: str) -> str:
    """``view`` with its character references and emphasis markers read as a page shows them (see the
    module docstring): same length. A text without ``&``, ``*`` or ``_`` is returned as it is."""
    if "&" in view and _REFERENCE.search(view) is not None:
        view = _REFERENCED_WORD.sub(_decoded_word, view)
    if _may_close(view) and _INSIDE_AT.search(view) is not None:
        view = _closed_markup(view)
    if "*" in view and _STAR_INSIDE.search(view) is not None:
        view = _STARRED_WORD.sub(_closed_word, view)
    if "*" in view or "_" in view:
        view = _EDGE_MARKER.sub(" ", view)
    return view


_TAG_AFTER_LETTER = re.compile(r"<(?<=[^\W\d_]<)/?[a-zA-Z]")


def _may_close(view: str) -> bool:
    """Whether ``view`` may have markup inside a word: a text style, or a tag right after a letter (a few
    substring tests: LaTeX's many backslashes and braces are not each looked at)."""
    if "\\" in view and ("\\text" in view or "\\emph" in view):
        return True
    return "<" in view and _TAG_AFTER_LETTER.search(view) is not None


def _closed_markup(view: str) -> str:
    """Each word with markup between its letters closed up (the markup taken out, spaces after the word)."""
    out, pos = [], 0
    for m in _INSIDE_AT.finditer(view):
        if m.start() < pos:
            continue
        end = m.start()
        while (run := _INSIDE_RUN.match(view, end)) is not None:
            end = run.end()
        if end == m.start():
            continue
        start = m.start()
        while start > pos and _WORD_CHAR.match(view, start - 1):
            start -= 1
        word = view[start:end]
        shown = _INNER_MARKUP.sub("", word)
        out.append(view[pos:start])
        out.append(shown + " " * (len(word) - len(shown)))
        pos = end
    if not out:
        return view
    out.append(view[pos:])
    return "".join(out)


_INNER_MARKUP = re.compile(_INNER)
_WORD_CHAR = re.compile(r"[^\W_]")


def _decoded_word(m: re.Match[str]) -> str:
    return _decoded(m.group(0))


@lru_cache(maxsize=1024)  # (the same few words recur)
def _decoded(word: str) -> str:
    if "&" not in word:
        return word
    shown = _REFERENCE.sub(lambda r: _character(r.group(0)), word)
    return shown + " " * (len(word) - len(shown)) if len(shown) <= len(word) else word


def _closed_word(m: re.Match[str]) -> str:
    word = m.group(0)
    shown = word.replace("*", "")
    return shown + " " * (len(word) - len(shown))


def _character(reference: str) -> str:
    """What a character reference shows: a letter without its accent (a letter written as a reference is
    a look-alike of the plain one), a space for a space, nothing for an invisible character."""
    ref = reference if reference.endswith(";") else reference + ";"
    ch = html.unescape(ref)
    if ch == ref or len(ch) != 1:
        return reference
    if ch.isspace():
        return " "
    if unicodedata.category(ch) == "Cf":
        return ""
    if ch.isalpha() and not ch.isascii():
        base = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))
        if len(base) == 1:
            return base
    return ch


# ---------------------------------------------------------------------------------------------------
# redefines: a macro the rendered answer depends on (re)defined

_DEFINING = re.compile(
    # (the lookahead: the alternatives' first letters, one set test at each backslash of the math, where
    # most commands, \\sqrt, \\frac, \\cdot, are dropped before the alternatives are tried one by one)
    r"\\(?=[nrpDNRPdgexlfmcua])(?:(?:re)?newcommand|providecommand|DeclareRobustCommand|(?:New|Renew|Provide|Declare)(?:Document|Expandable\w*)Command"
    r"|DeclareMathOperator|DeclarePairedDelimiter\w*|def|gdef|edef|xdef|let|futurelet|mathchardef|chardef|"
    r"countdef|catcode|mathcode|uccode|lccode|active)(?![a-zA-Z])"
)
_MACROS = re.compile(r"\b(?i:macros)\b")
_DEFINED = re.compile(
    r"\\(?:(?:re)?newcommand|providecommand|DeclareRobustCommand|(?:New|Renew|Provide|Declare)(?:Document|Expandable\w*)Command"
    r"|DeclareMathOperator|DeclarePairedDelimiter\w*)\s*\*?\s*\{?\s*\\(?P<a>[a-zA-Z]+|.)"
    r"|\\(?:def|gdef|edef|xdef|let|futurelet|mathchardef|chardef|countdef)(?![a-zA-Z])\s*"
    r"\\(?P<b>[a-zA-Z]+|.)"
)
_CSNAME = re.compile(r"\\csname\s*(?P<name>[^\\]{1,40}?)\s*\\endcsname")
_RENDERER = re.compile(r"(?i:mathjax|katex|<script)")
# macros the answer is shown through wherever it is: a box, text in math, fonts, styles, fractions, groups
_FRAMING = frozenset(
    "boxed fbox framebox fcolorbox colorbox mbox hbox makebox text textbf textit textrm textsf texttt textup "
    "textnormal mathrm mathbf mathit mathsf mathtt mathnormal operatorname boldsymbol bm displaystyle "
    "textstyle ensuremath frac dfrac tfrac left right sqrt begin end relax color textcolor".split()
)
_BOX = re.compile(r"\\(?:boxed|fbox|framebox)(?![a-zA-Z])")


def may_redefine(text: str) -> bool:
    """Whether ``text`` has a mark :func:`redefines` reads (a search by a backslash or by "acros"; most
    responses have none)."""
    if "\\" in text and _DEFINING.search(text) is not None:
        return True
    return (text.rfind("acros") >= 0 or text.rfind("ACROS") >= 0) and _MACROS.search(text) is not None


def redefines(text: str, answer: str) -> bool:
    """Whether ``text`` (a response, its reasoning and code taken away) defines or redefines a macro its
    answer ``answer`` is shown through (see the module docstring)."""
    if ("acros" in text or "ACROS" in text) and _MACROS.search(text) and _RENDERER.search(text):
        return True  # a MathJax configuration of macros: what any math shows is its own
    hits = list(_DEFINING.finditer(text)) if "\\" in text else []
    if not hits:
        return False
    names = set()
    for hit in hits:
        if hit.group(0)[1:] in ("catcode", "mathcode", "uccode", "lccode", "active"):
            return True  # characters made macros: "7" may show anything
        m = _DEFINED.match(text, hit.start())
        if m is None:
            continue
        name = m.group("a") or m.group("b")
        if name == "csname":  # "\\expandafter\\def\\csname boxed\\endcsname"
            csname = _CSNAME.match(text, m.start("b") - 1)
            if csname is None:
                return True  # a name built by expansion: which one is not read
            name = csname.group("name").strip()
        names.add(name)
    if not names:
        return False
    if names & _FRAMING:
        return True
    used = _used_names(answer)
    for box in _BOX.finditer(text):
        span = span_holding(text, box.start())
        if span is not None:
            used |= _used_names(text[span[0] : span[1]])
    return not names.isdisjoint(used)


_COMMAND = re.compile(r"\\([a-zA-Z]+|.)")


def _used_names(math: str) -> set[str]:
    return set(_COMMAND.findall(math)) if "\\" in math else set()
