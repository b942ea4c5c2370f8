"""Markup that changes what a rendered response shows, beyond what :mod:`proctor.grading.surface` reads.

Three readings, each linear in the length of the text and free on text without their marks:

- :func:`struck_spans`: text shown struck out is withdrawn, as ``<del>`` is: the argument of a LaTeX
  strike-out macro (ulem's ``\\sout`` and ``\\xout``, soul's ``\\st``, the cancel package's ``\\cancel``,
  ``\\bcancel``, ``\\xcancel``, ``\\cancelto``, and any macro whose name says it strikes: ``\\strike``,
  ``\\strikeout``, ``\\soutthick``, ``\\hcancel``, ``\\crossout``), an HTML element ``<s>`` or one whose style
  or class strikes it (``text-decoration: line-through``, ``class="strike"``, ``class="line-through"``), and
  letters overlaid by a combining stroke (U+0335, U+0336; U+0337, U+0338 over a letter or digit).
- :func:`unmarked`: the letters of a prose view as a page shows them (same length): an HTML character
  reference is its character (``n&#111;t``, ``&#110;&#111;&#116;``, ``n&oacute;t`` are ``not``: a letter written
  as a reference is read without its accent), a word with emphasis markers inside it closes up (``n*o*t``),
  and emphasis markers at a word's edges (``_not_``, ``__not__``, ``*_not_*``) are spaces.
- :func:`redefines`: a response that (re)defines a macro the rendered answer depends on shows something
  other than what it spells: ``\\def\\boxed#1{8}``, ``\\renewcommand{\\boxed}``, ``\\let\\boxed``, a MathJax
  ``macros`` configuration, a ``\\catcode`` (digits made macros), or a definition of a macro its answer or the
  math around its box uses. Such a response has no readable answer.
"""

from __future__ import annotations

import html
import re
import unicodedata

from proctor.grading.spans import brace_closes, span_holding

# ---------------------------------------------------------------------------------------------------
# struck_spans: text shown struck out

_STRIKES = "\u0335\u0336\u0337\u0338"
_STRIKE_MACRO = re.compile(
    r"\\(?P<name>st|hout|[a-zA-Z]*(?i:strike|sout|cancel|xout|crossout|crossedout)[a-zA-Z]*)"
    r"(?![a-zA-Z])\s*(?:\[[^\[\]\n]{0,40}\]\s*)?\{"
)
_ATTRS = r"(?:\s+[\w:-]+(?:\s*=\s*(?:\"[^\"<>]*\"|'[^'<>]*'|[^\s\"'<>=`]+))?){0,20}\s*/?"
_TAG = re.compile(r"<(?P<tag>[a-zA-Z][\w-]*)(?P<attrs>" + _ATTRS + ")>")
_STRIKING_ATTRS = re.compile(
    r"line-?through|(?<![\w-])(?:strike\w*|struck|crossed-?out|cross-?out|strikethrough)(?![\w])", re.IGNORECASE
)
_TAG_HINT = re.compile(r"<s[\s>/]|line-?through|strike|struck|cross", re.IGNORECASE)
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
            closes = brace_closes(text, [m.end() - 1 for m in hits])
            for m in hits:
                end = closes.get(m.end() - 1)
                if end is None:
                    continue
                if m.group("name") == "cancelto" and text.startswith("{", end):  # \cancelto{0}{x}
                    end = brace_closes(text, [end]).get(end, end)
                spans.append((m.start(), end))
    if "<" in text and _TAG_HINT.search(text) is not None:
        spans.extend(_struck_elements(text))
    if not text.isascii() and any(c in text for c in _STRIKES):
        spans.extend(m.span() for m in _COMBINED.finditer(text))
    spans.sort()
    return spans


def _struck_elements(text: str) -> list[tuple[int, int]]:
    out = []
    pos = 0
    while (m := _TAG.search(text, pos)) is not None:
        tag, attrs = m.group("tag"), m.group("attrs")
        pos = m.end()
        if tag.lower() == "s":
            if not attrs.strip() and not text[: m.start()].strip():
                continue  # "<s>" opening the text: a tokenizer's start-of-sequence token
        elif _STRIKING_ATTRS.search(attrs) is None:
            continue
        if m.group(0).endswith("/>"):
            continue
        end = _element_end(text, tag, m.end())
        if end is None:
            continue  # never closed: "<s>" here is a token, not markup
        out.append((m.start(), end))
        pos = end
    return out


def _element_end(text: str, tag: str, pos: int) -> int | None:
    """Where the element ``tag`` opened before ``pos`` ends (after its closing tag), counting the same
    elements opened inside it; None when it is not closed."""
    pattern = re.compile(r"<(/?)" + re.escape(tag) + r"\b[^<>]*>", re.IGNORECASE)
    depth = 1
    for m in pattern.finditer(text, pos):
        if m.group(0).endswith("/>"):
            continue
        depth += -1 if m.group(1) else 1
        if depth == 0:
            return m.end()
    return None


# ---------------------------------------------------------------------------------------------------
# unmarked: character references and emphasis markers read as the page shows them

_ENTITY = r"&(?:#[0-9]{1,7};?|#[xX][0-9a-fA-F]{1,6};?|[a-zA-Z][a-zA-Z0-9]{1,31};)"
# a character reference, or a run of emphasis markers that no backslash escapes
_MARK = re.compile(_ENTITY + r"|(?<!\\)[*_]+")
# the rest of a word from a mark on: letters and digits, references and markers
_WORD_REST = re.compile(r"(?:[^\W_]|" + _ENTITY + r"|(?<!\\)[*_]+)*")
_PIECE = re.compile(_ENTITY + r"|[*_]+|[^*_&]+|&")
_WORDY = re.compile(r"[^\W_]")


def unmarked(view: str) -> str:
    """``view`` with its character references and emphasis markers read as a page shows them (see the
    module docstring): same length. A text without ``&``, ``*`` or ``_`` is returned as it is."""
    if "&" not in view and "*" not in view and "_" not in view:
        return view
    out, pos, n = [], 0, len(view)
    for m in _MARK.finditer(view):
        if m.start() < pos:
            continue
        start = m.start()
        while start > pos and _WORDY.match(view, start - 1):
            start -= 1
        end = _WORD_REST.match(view, m.end()).end()  # type: ignore[union-attr]  (it matches "")
        word = view[start:end]
        if word[0] not in "&*_" or word[-1] not in "*_" or _WORDY.search(word) or "&" in word:
            shown = _shown_word(word)
            if shown != word:
                out.append(view[pos:start])
                out.append(shown)
                pos = end
                continue
        out.append(view[pos:end])
        pos = end
    if pos == 0:
        return view
    out.append(view[pos:n])
    return "".join(out)


def _shown_word(word: str) -> str:
    """A word with references and emphasis markers (same length): markers at its edges are spaces, the
    letters inside close up, the spaces that keep its length after them."""
    lead = len(word) - len(word.lstrip("*_"))
    core = word[lead:].rstrip("*_")
    trail = len(word) - lead - len(core)
    if not core:
        return word  # markers alone ("**", "* " of a bullet)
    letters = []
    for piece in _PIECE.findall(core):
        if piece[0] == "&" and len(piece) > 1:
            letters.append(_character(piece))
        elif piece[0] == "_":
            letters.append(" ")  # "is_not_valid": an underscore inside a word shows, parting it
        elif piece[0] == "*":
            continue  # "n*o*t": emphasis inside a word, shown as the word
        else:
            letters.append(piece)
    shown = "".join(letters)
    return " " * lead + shown + " " * (len(core) - len(shown)) + " " * trail


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
    r"\\(?:(?:re|provide)?newcommand|DeclareRobustCommand|(?:New|Renew|Provide|Declare)(?:Document|Expandable\w*)Command"
    r"|DeclareMathOperator|DeclarePairedDelimiter\w*|def|gdef|edef|xdef|let|futurelet|mathchardef|chardef|"
    r"countdef|catcode|mathcode|uccode|lccode|active)(?![a-zA-Z])"
    r"|\bmacros\b"
)
_DEFINED = re.compile(
    r"\\(?:(?:re|provide)?newcommand|DeclareRobustCommand|(?:New|Renew|Provide|Declare)(?:Document|Expandable\w*)Command"
    r"|DeclareMathOperator|DeclarePairedDelimiter\w*)\s*\*?\s*\{?\s*\\(?P<a>[a-zA-Z]+|.)"
    r"|\\(?:def|gdef|edef|xdef|let|futurelet|mathchardef|chardef|countdef)(?![a-zA-Z])\s*"
    r"\\(?P<b>[a-zA-Z]+|.)"
)
_CSNAME = re.compile(r"\\csname\s*(?P<name>[^\\]{1,40}?)\s*\\endcsname")
_RENDERER = re.compile(r"(?i:mathjax|<script)")
# macros the answer is shown through wherever it is: a box, text in math, fonts, styles, fractions, groups
_FRAMING = frozenset(
    "boxed fbox framebox fcolorbox colorbox mbox hbox makebox text textbf textit textrm textsf texttt textup "
    "textnormal mathrm mathbf mathit mathsf mathtt mathnormal operatorname boldsymbol bm displaystyle "
    "textstyle ensuremath frac dfrac tfrac left right sqrt begin end relax color textcolor".split()
)
_BOX = re.compile(r"\\(?:boxed|fbox|framebox)(?![a-zA-Z])")


def may_redefine(text: str) -> bool:
    """Whether ``text`` has a mark :func:`redefines` reads (one search; most responses have none)."""
    return ("\\" in text or "macros" in text) and _DEFINING.search(text) is not None


def redefines(text: str, answer: str) -> bool:
    """Whether ``text`` (a response, its reasoning and code taken away) defines or redefines a macro its
    answer ``answer`` is shown through (see the module docstring)."""
    if "\\" not in text and "macros" not in text:
        return False
    hits = list(_DEFINING.finditer(text))
    if not hits:
        return False
    names = set()
    for hit in hits:
        if hit.group(0) == "macros":
            if _RENDERER.search(text) is not None:
                return True  # a MathJax configuration of macros: what any math shows is its own
            continue
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
