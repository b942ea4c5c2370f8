"""What a reader of a response sees: the text that is shown, and the letters it shows.

Three readings, each linear in the length of the text and free on text that has none of their marks:

- :func:`blank_hidden`: text that a rendered response does not show is blanked (same length, line breaks
  kept), as code is (:func:`proctor.grading.extract.blank_code`): HTML comments, markdown comments
  (``[//]: # (...)``), LaTeX comments (``%`` at a line start or after a sentence), ``\\iffalse ... \\fi`` and
  ``\\begin{comment}``, an HTML element with the ``hidden`` attribute or a style that hides it (``display:
  none``, ``visibility: hidden``, ``opacity: 0``, ``font-size: 0``, an invisible colour), a closed
  ``<details>`` (its ``<summary>`` is shown), a box in a ``\\phantom``, and text in a colour that is not
  known to show on a white page (``\\textcolor{white}{...}``, ``\\color{#fff}``, ``transparent``,
  ``background``, any colour this module cannot place). Tool calls and tool responses (``<tool_call>``,
  ``<tool_response>``, ...) are not the response's own words, and text struck out in ``<del>`` or
  ``<strike>`` is withdrawn: blanked too.
- :func:`cut_turns`: a response that has given an answer and then opens a new turn or a new problem
  (``User:``, ``Human:``, ``Q:``, ``Problem 2.``, ``### Instruction:``, ``<|im_start|>``, ``[USER]``, the
  same in other languages) ends there: what follows is not its answer to this problem (a harness's stop
  sequences cut it the same way).
- :func:`seen`: the letters of a prose view as a reader sees them (same length): zero-width and other
  invisible format characters are dropped from the word they sit in (the word closes up, spaces after it
  keep the length), a right-to-left override is read in the order it shows, full-width, mathematical and
  small-capital letters are their ASCII letters, and in a word that mixes Latin letters with Cyrillic or
  Greek ones each look-alike is its Latin letter (``nоt`` with a Cyrillic ``о`` is ``not``).
"""

from __future__ import annotations

import re
import unicodedata

from proctor.grading.lexicon import OPAQUE
from proctor.grading.markup import struck_spans, unmarked
from proctor.grading.seen_letters import enclosed_letters
from proctor.grading.spans import blank_spans, brace_matches
from proctor.grading.struck_boxes import struck_delimiters

# ---------------------------------------------------------------------------------------------------
# seen: the letters a reader sees

# Characters that show nothing: the format characters (category Cf) that are invisible, the combining
# grapheme joiner and the variation selectors.
_INVISIBLE_CLASS = (
    "\u00ad\u034f\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufe00-\ufe0f\ufeff"
    "\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f\U000e0100-\U000e01ef"
)
_INVISIBLE = re.compile("[" + _INVISIBLE_CLASS + "]")
_INVISIBLE_SET = frozenset(
    chr(c)
    for low, high in (
        (0x00AD, 0x00AD),
        (0x034F, 0x034F),
        (0x061C, 0x061C),
        (0x180E, 0x180E),
        (0x200B, 0x200F),
        (0x202A, 0x202E),
        (0x2060, 0x2064),
        (0x2066, 0x206F),
        (0xFE00, 0xFE0F),
        (0xFEFF, 0xFEFF),
        (0x1D173, 0x1D17A),
        (0xE0001, 0xE0001),
        (0xE0020, 0xE007F),
        (0xE0100, 0xE01EF),
    )
    for c in range(low, high + 1)
)
_RLO, _PDF = "\u202e", "\u202c"


def _fold_table() -> dict[int, str]:
    table: dict[int, str] = {}
    ranges = (
        (0xFF21, 0xFF3A),  # full-width capitals
        (0xFF41, 0xFF5A),  # full-width small letters
        (0x1D400, 0x1D6A3),  # mathematical alphanumeric letters (bold, italic, script, ..., monospace)
        (0x24B6, 0x24E9),  # circled letters
        (0x1D2C, 0x1D6A),  # modifier letters (superscript)
        (0x2071, 0x2071),
        (0x207F, 0x207F),
        (0x2090, 0x209C),
        (0x02B0, 0x02B8),
        (0x210A, 0x2134),  # letterlike symbols (script, double-struck, Planck's h)
    )
    for low, high in ranges:
        for cp in range(low, high + 1):
            folded = unicodedata.normalize("NFKC", chr(cp))
            if len(folded) == 1 and folded.isascii() and folded.isalpha():
                table[cp] = folded
    small_caps = "ᴀa ʙb ᴄc ᴅd ᴇe ꜰf ɢg ʜh ɪi ᴊj ᴋk ʟl ᴍm ɴn ᴏo ᴘp ʀr ꜱs ᴛt ᴜu ᴠv ᴡw ʏy ᴢz"
    for pair in small_caps.split():
        table[ord(pair[0])] = pair[1]
    return {**enclosed_letters(), **table}  # "🄽🄾🅃", "⒩⒪⒯" (proctor.grading.seen_letters)


_FOLD = _fold_table()
_FOLD_SET = frozenset(map(chr, _FOLD))
# Cyrillic, Greek and Armenian letters that look like a Latin one (read so only inside a word that has
# Latin letters too: a Russian or Greek word stays what it is)
_LOOKALIKES = {
    **dict(zip("аеорсухіјѕԁԛԝһӏɡ", "aeopcyxijsdqwhlg", strict=True)),
    **dict(zip("АВЕКМНОРСТХІЈЅҮԌ", "ABEKMHOPCTXIJSYG", strict=True)),
    **dict(zip("οανρτικυχ", "oavptikux", strict=True)),
    **dict(zip("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ", "ABEZHIKMNOPTYX", strict=True)),
    **dict(zip("օսհոց", "ouhng", strict=True)),
}
_LOOKALIKE_TABLE = str.maketrans(_LOOKALIKES)
_LOOKALIKE_CLASS = "".join(sorted(_LOOKALIKES))
_LOOKALIKE_SET = frozenset(_LOOKALIKES)
_MIXED = re.compile("[A-Za-z][" + _LOOKALIKE_CLASS + "]|[" + _LOOKALIKE_CLASS + "][A-Za-z]")
_WORD_CHAR = re.compile(r"[^\W_]")


def seen(view: str) -> str:
    """``view`` with its letters as a reader sees them (see the module docstring): same length. ASCII text
    is returned as it is, at the cost of one test; other text at the cost of the set of its characters."""
    view = unmarked(view)  # character references and emphasis markers as shown (proctor.grading.markup)
    if view.isascii() or _ascii_but_opaque(view):
        return view
    chars = set(view)
    if _RLO in chars:
        view = _overridden(view)
    if not _INVISIBLE_SET.isdisjoint(chars):
        view = _closed_up(view)
    if not _FOLD_SET.isdisjoint(chars):
        view = view.translate(_FOLD)
    if not _LOOKALIKE_SET.isdisjoint(chars) and _MIXED.search(view) is not None:
        view = _unmixed(view)
    return view


def _ascii_but_opaque(view: str) -> bool:
    """Whether ``view`` is ASCII but for the prose view's placeholder ``OPAQUE`` (a math span, a box): none of the
    tables of :func:`seen` holds either (test_prefilters_4), so such a view is seen as it is, as an ASCII one is,
    without the set of its characters (a C copy of its bytes instead of a set of 2,000 characters)."""
    try:
        return view.encode("latin-1").translate(None, _OPAQUE_BYTE).isascii()
    except UnicodeEncodeError:
        return False


_OPAQUE_BYTE = OPAQUE.encode("latin-1")


def _overridden(view: str) -> str:
    """A right-to-left override (U+202E) shows what follows it, to the pop (U+202C) or the line's end,
    in reverse: read it in the order it shows."""
    out, pos = [], 0
    while (start := view.find(_RLO, pos)) >= 0:
        end = view.find(_PDF, start)
        end = len(view) if end < 0 else end
        line_end = view.find("\n", start, end)
        end = end if line_end < 0 else line_end
        out.append(view[pos : start + 1])
        out.append(view[start + 1 : end][::-1])
        pos = end
    out.append(view[pos:])
    return "".join(out)


def _closed_up(view: str) -> str:
    """Each word with invisible characters in it closed up, the spaces that keep its length after it; an
    invisible character outside a word is a space."""
    out, pos, n = [], 0, len(view)
    for m in _INVISIBLE.finditer(view):
        if m.start() < pos:
            continue
        start = m.start()
        while start > pos and _is_word_or_invisible(view[start - 1]):
            start -= 1
        end = m.end()
        while end < n and _is_word_or_invisible(view[end]):
            end += 1
        run = view[start:end]
        letters = _INVISIBLE.sub("", run)
        out.append(view[pos:start])
        out.append(letters + " " * (len(run) - len(letters)))
        pos = end
    out.append(view[pos:])
    return "".join(out)


def _is_word_or_invisible(ch: str) -> bool:
    return _WORD_CHAR.match(ch) is not None or _INVISIBLE.match(ch) is not None


def _unmixed(view: str) -> str:
    """Each word that mixes Latin letters with look-alike Cyrillic, Greek or Armenian ones, read with
    their Latin letters."""
    out, pos, n = [], 0, len(view)
    for m in _MIXED.finditer(view):
        if m.start() < pos:
            continue
        start, end = m.start(), m.end()
        while start > pos and view[start - 1].isalpha():
            start -= 1
        while end < n and view[end].isalpha():
            end += 1
        out.append(view[pos:start])
        out.append(view[start:end].translate(_LOOKALIKE_TABLE))
        pos = end
    out.append(view[pos:])
    return "".join(out)


# ---------------------------------------------------------------------------------------------------
# colours: which ones show on a white page

# RGB (0-1) of the colour names models write (xcolor's base names, the common dvipsnames and CSS names)
_NAMED = {
    "black": (0, 0, 0),
    "white": (1, 1, 1),
    "red": (1, 0, 0),
    "green": (0, 1, 0),
    "blue": (0, 0, 1),
    "cyan": (0, 1, 1),
    "magenta": (1, 0, 1),
    "yellow": (1, 1, 0),
    "gray": (0.5, 0.5, 0.5),
    "grey": (0.5, 0.5, 0.5),
    "darkgray": (0.25, 0.25, 0.25),
    "darkgrey": (0.25, 0.25, 0.25),
    "lightgray": (0.75, 0.75, 0.75),
    "lightgrey": (0.75, 0.75, 0.75),
    "brown": (0.75, 0.5, 0.25),
    "lime": (0.75, 1, 0),
    "olive": (0.5, 0.5, 0),
    "orange": (1, 0.5, 0),
    "pink": (1, 0.75, 0.75),
    "purple": (0.75, 0, 0.25),
    "teal": (0, 0.5, 0.5),
    "violet": (0.5, 0, 0.5),
    "navy": (0, 0, 0.5),
    "navyblue": (0.06, 0.46, 0.74),
    "maroon": (0.5, 0, 0),
    "darkred": (0.55, 0, 0),
    "darkgreen": (0, 0.39, 0),
    "darkblue": (0, 0, 0.55),
    "darkorange": (1, 0.55, 0),
    "royalblue": (0.25, 0.41, 0.88),
    "forestgreen": (0.13, 0.55, 0.13),
    "brickred": (0.72, 0.08, 0),
    "crimson": (0.86, 0.08, 0.24),
    "indigo": (0.29, 0, 0.51),
    "gold": (1, 0.84, 0),
    "silver": (0.75, 0.75, 0.75),
    "turquoise": (0.25, 0.88, 0.82),
    "emerald": (0, 0.66, 0.42),
    "cerulean": (0.06, 0.89, 1),
    "mahogany": (0.65, 0, 0),
    "plum": (0.5, 0, 1),
    "orchid": (0.68, 0.36, 1),
    "tan": (0.86, 0.58, 0.44),
    "salmon": (1, 0.47, 0.62),
    "skyblue": (0.38, 1, 0.88),
    "seagreen": (0.31, 1, 0.5),
    "ivory": (1, 1, 0.94),
    "snow": (1, 0.98, 0.98),
    "whitesmoke": (0.96, 0.96, 0.96),
    "ghostwhite": (0.97, 0.97, 1),
}
MAX_TEXT_LUMINANCE = 0.75  # a text colour lighter than this hardly shows on white (cyan, yellow, white)
MIN_BACKGROUND_LUMINANCE = 0.1  # a background darker than this hides black text (black, navy, blue)


def _luminance(rgb: tuple[float, float, float]) -> float:
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _hex(spec: str) -> tuple[float, float, float] | None:
    spec = spec.strip().lstrip("#")
    if re.fullmatch(r"[0-9a-fA-F]{3}", spec):
        spec = "".join(c * 2 for c in spec)
    if not re.fullmatch(r"[0-9a-fA-F]{6}", spec):
        return None
    r, g, b = (int(spec[i : i + 2], 16) / 255 for i in (0, 2, 4))
    return (r, g, b)


def _numbers(spec: str) -> list[float] | None:
    try:
        return [float(p) for p in re.split(r"[\s,]+", spec.strip()) if p]
    except ValueError:
        return None


def color_rgb(spec: str, model: str | None = None) -> tuple[float, float, float] | None:
    """The RGB (0-1) of a LaTeX, xcolor or CSS colour: a name (``red``, ``White``), a mix (``red!50``,
    ``blue!60!black``), ``#fff``, ``#FFFFFF``, ``rgb(255, 255, 255)``, or a model's values
    (``[HTML]{FFFFFF}``, ``[rgb]{1,1,1}``, ``[RGB]{255,255,255}``, ``[gray]{1}``, ``[cmyk]{0,0,0,0}``);
    None for a colour it cannot place (``transparent``, ``background``, an unknown name)."""
    spec = spec.strip()
    if model:
        model = model.strip()
        values = _numbers(spec) if model.lower() != "html" else None
        if model.lower() == "html":
            return _hex(spec)
        if values is None:
            return None
        if model == "rgb" and len(values) == 3 and all(0 <= v <= 1 for v in values):
            return (values[0], values[1], values[2])
        if model == "RGB" and len(values) == 3 and all(0 <= v <= 255 for v in values):
            return (values[0] / 255, values[1] / 255, values[2] / 255)
        if model == "gray" and len(values) == 1 and 0 <= values[0] <= 1:
            return (values[0], values[0], values[0])
        if model == "cmyk" and len(values) == 4 and all(0 <= v <= 1 for v in values):
            c, m, y, k = values
            return ((1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k))
        return None
    if spec.startswith("#"):
        return _hex(spec)
    css = re.fullmatch(r"rgba?\(([^()]*)\)", spec, re.IGNORECASE)
    if css:
        values = _numbers(css.group(1).replace("%", ""))
        if values is None or len(values) not in (3, 4) or not all(0 <= v <= 255 for v in values[:3]):
            return None
        if len(values) == 4 and values[3] < 1:
            return None  # see-through: where it shows is not known
        return (values[0] / 255, values[1] / 255, values[2] / 255)
    parts = spec.split("!")
    rgb = _NAMED.get(parts[0].lower().replace(" ", ""))
    if rgb is None:
        return None
    i = 1
    while i < len(parts):  # xcolor's mix: "red!30" is 30% red, 70% white; "red!30!black" 70% black
        try:
            share = float(parts[i]) / 100
        except ValueError:
            return None
        other = _NAMED.get(parts[i + 1].lower()) if i + 1 < len(parts) else (1, 1, 1)
        if other is None or not 0 <= share <= 1:
            return None
        rgb = tuple(share * a + (1 - share) * b for a, b in zip(rgb, other, strict=True))  # type: ignore[assignment]
        i += 2
    return rgb


def visible_text_color(spec: str, model: str | None = None) -> bool:
    """Whether text in this colour shows on a white page (a colour it cannot place does not)."""
    rgb = color_rgb(spec, model)
    return rgb is not None and _luminance(rgb) <= MAX_TEXT_LUMINANCE


def visible_background(spec: str, model: str | None = None) -> bool:
    """Whether black text shows on a background of this colour (``\\colorbox``)."""
    rgb = color_rgb(spec, model)
    return rgb is not None and _luminance(rgb) >= MIN_BACKGROUND_LUMINANCE


# ---------------------------------------------------------------------------------------------------
# blank_hidden: text a rendered response does not show

_TOOL_TAGS = (
    r"tool_calls?|tool_responses?|tool_results?|tool_outputs?|tool_use|function_calls?|function_responses?|"
    r"function_results?|function_outputs?|script|style|template|del|strike"
)
_ATTRS = r"(?:\s+[\w:-]+(?:\s*=\s*(?:\"[^\"<>]*\"|'[^'<>]*'|[^\s\"'<>=`]+))?){0,20}\s*/?"
_HIDDEN_OPEN = re.compile(
    r"(?P<comment><!--)"
    r"|<(?P<tool>" + _TOOL_TAGS + r")\b" + _ATTRS + ">"
    r"|<(?P<details>details)\b(?P<dattrs>" + _ATTRS + ")>"
    r"|<(?P<tag>[a-zA-Z][\w-]*)(?P<attrs>" + _ATTRS + ")>"
    r"|(?P<mdcomment>\[[^\[\]\n]*\]:[ \t]*(?:#|<>)(?=[ \t]|$)[^\n]*)"  # at a line's start (checked)
    r"|(?P<percent>%)"  # "% note" at a line's start or after a sentence: a LaTeX comment (checked)
    r"|(?P<iffalse>\\iffalse(?![a-zA-Z]))"
    r"|(?P<commentenv>\\begin\s*\{comment\})"
    r"|(?P<phantom>\\[hv]?phantom\s*\{)"
    r"|(?P<textcolor>\\textcolor\s*(?:\[(?P<tmodel>\w+)\])?\s*\{(?P<tcolor>[^{}\n]*)\}\s*\{)"
    r"|(?P<colorbox>\\colorbox\s*(?:\[(?P<bmodel>\w+)\])?\s*\{(?P<bcolor>[^{}\n]*)\}\s*\{)"
    r"|(?P<fcolorbox>\\fcolorbox\s*(?:\[(?P<fmodel>\w+)\])?\s*\{[^{}\n]*\}\s*\{(?P<fcolor>[^{}\n]*)\}\s*\{)"
    r"|(?P<color>\\color\s*(?:\[(?P<cmodel>\w+)\])?\s*\{(?P<ccolor>[^{}\n]*)\})",
    re.MULTILINE | re.IGNORECASE,
)
_FIRST = re.compile(r"[<\[%\\]")  # a text without any of these has nothing hidden
# where one of _HIDDEN_OPEN's alternatives may start (a search for these skips through math quickly)
_HIDDEN_START = re.compile(
    r"<!--|<[a-zA-Z][^<>\n]{0,400}>|\[[^\[\]\n]*\]:|%|\\(?:iffalse|begin|[hv]?phantom|textcolor|colorbox|fcolorbox|color)(?![a-zA-Z])"
)
_HIDING_STYLE = re.compile(
    r"display\s*:\s*none|visibility\s*:\s*(?:hidden|collapse)|opacity\s*:\s*0*(?:\.0*)?\s*(?:;|$|[\"'])"
    r"|font-size\s*:\s*0+(?:\.0*)?(?:px|pt|em|rem|%)?\s*(?:;|$|[\"'])",
    re.IGNORECASE,
)
_HIDDEN_ATTR = re.compile(r"(?:^|\s)hidden(?=\s|=|/|$)", re.IGNORECASE)
_STYLE_COLOR = re.compile(r"(?<![-\w])color\s*:\s*([^;\"']+)", re.IGNORECASE)
_FONT_COLOR = re.compile(r"(?:^|\s)color\s*=\s*[\"']?([^\"'\s>]+)", re.IGNORECASE)
_OPEN_ATTR = re.compile(r"(?:^|\s)open(?=\s|=|/|$)", re.IGNORECASE)
_SUMMARY = re.compile(r"<summary\b[^<>]*>(.*?)</summary\s*>", re.IGNORECASE | re.DOTALL)
_COLOR_SCOPE = re.compile(r"[{}$\n]|\\[)\]]|\\end\s*\{")
_BOX_IN = re.compile(r"\\(?:boxed|fbox)\b")


def _hides(tag: str, attrs: str) -> bool:
    """Whether an HTML element with these attributes is not shown."""
    if _HIDDEN_ATTR.search(attrs) or _HIDING_STYLE.search(attrs):
        return True
    color = _STYLE_COLOR.search(attrs) or (_FONT_COLOR.search(attrs) if tag.lower() == "font" else None)
    return color is not None and not visible_text_color(color.group(1).strip())


def _element_end(text: str, tag: str, pos: int) -> int:
    """Where the element ``tag`` opened before ``pos`` ends (after its closing tag; the text's end when it
    is not closed), counting the same elements opened inside it."""
    pattern = re.compile(r"<(/?)" + re.escape(tag) + r"\b[^<>]*>", re.IGNORECASE)
    depth = 1
    for m in pattern.finditer(text, pos):
        if m.group(0).endswith("/>"):
            continue
        depth += -1 if m.group(1) else 1
        if depth == 0:
            return m.end()
    return len(text)


def _color_scope_end(text: str, pos: int) -> int:
    """Where a ``\\color`` at ``pos`` stops colouring: its group's closing brace, the end of its math, a
    blank line or the text's end."""
    depth = 0
    for m in _COLOR_SCOPE.finditer(text, pos):
        token = m.group(0)
        if token == "{":
            depth += 1
        elif token == "}":
            if depth == 0:
                return m.start()
            depth -= 1
        elif token == "\n":
            if text.startswith("\n\n", m.start()) or text.startswith("\n\r\n", m.start()):
                return m.start()
        elif depth == 0:
            return m.start()
    return len(text)


def _nothing_hidden(text: str) -> bool:
    """Whether ``_HIDDEN_START`` has no match in ``text``, proved by what the text lacks: none of its
    alternatives' first characters but the backslash (memchr), and none of the words its commands hold (a
    substring search, where the regex search stops at every backslash of the math)."""
    if "<" in text or "[" in text or "%" in text:
        return False
    return all(text.rfind(word) < 0 for word in ("\\iffalse", "\\begin", "phantom", "color"))


def hidden_spans(text: str) -> list[tuple[int, int]]:
    """The (start, end) spans of ``text`` that a rendered response does not show (the module docstring)."""
    if _FIRST.search(text) is None or _nothing_hidden(text):
        return []
    spans: list[tuple[int, int]] = []
    pos, n = 0, len(text)
    braces: dict[int, int] | None = None
    while (hit := _HIDDEN_START.search(text, pos)) is not None:
        m = _HIDDEN_OPEN.match(text, hit.start())
        if m is None:
            pos = hit.end()
            continue
        kind = m.lastgroup if m.lastgroup in ("mdcomment", "percent") else _kind(m)
        start, end = m.start(), m.end()
        if kind in ("mdcomment", "percent") and not _comment_starts(text, start, kind):
            pos = start + 1
            continue
        if kind == "comment":
            close = text.find("-->", end)
            end = n if close < 0 else close + 3
        elif kind == "tool":
            end = _element_end(text, m.group("tool"), end)
        elif kind == "details":
            if _OPEN_ATTR.search(m.group("dattrs")):
                pos = end
                continue
            end = _element_end(text, "details", end)
            summary = _SUMMARY.search(text, m.end(), end)
            if summary is not None and not text[m.end() : summary.start()].strip():
                spans.append((start, summary.start(1)))  # the summary shows
                start = summary.end(1)
        elif kind == "tag":
            if not _hides(m.group("tag"), m.group("attrs")):
                pos = end
                continue
            end = end if m.group(0).endswith("/>") else _element_end(text, m.group("tag"), end)
        elif kind in ("mdcomment", "percent"):
            line_end = text.find("\n", start)
            end = n if line_end < 0 else line_end
        elif kind == "iffalse":
            close = re.compile(r"\\fi(?![a-zA-Z])").search(text, end)
            end = n if close is None else close.end()
        elif kind == "commentenv":
            close = re.compile(r"\\end\s*\{comment\}").search(text, end)
            end = n if close is None else close.end()
        elif kind in ("phantom", "textcolor", "colorbox", "fcolorbox"):
            if braces is None:
                braces = brace_matches(text)
            arg_end = braces.get(end - 1)
            if arg_end is None:
                pos = end
                continue
            if kind == "phantom":
                shows = _BOX_IN.search(text, end, arg_end) is None  # a box in a phantom is not shown
            elif kind == "textcolor":
                shows = visible_text_color(m.group("tcolor"), m.group("tmodel"))
            elif kind == "colorbox":
                shows = visible_background(m.group("bcolor"), m.group("bmodel"))
            else:
                shows = visible_background(m.group("fcolor"), m.group("fmodel"))
            if shows:
                pos = end  # read on inside it
                continue
            end = arg_end
        elif kind == "color":
            if visible_text_color(m.group("ccolor"), m.group("cmodel")):
                pos = end
                continue
            end = _color_scope_end(text, end)
        spans.append((start, end))
        pos = max(end, m.end(), pos + 1)
    return _whole_boxes(text, spans, braces) if spans else spans


_BOX_OPEN = re.compile(r"\\(?:boxed|fbox)\s*\{")


def _whole_boxes(
    text: str, spans: list[tuple[int, int]], braces: dict[int, int] | None
) -> list[tuple[int, int]]:
    """``spans``, each one inside a box widened to the whole box: a box with a hidden part is not read at
    all (``\\boxed{\\textcolor{white}{8}7}`` shows 7 beside a blank: neither is its answer)."""
    boxes = []
    for m in _BOX_OPEN.finditer(text):
        if braces is None:
            braces = brace_matches(text)
        end = braces.get(m.end() - 1)
        if end is not None:
            boxes.append((m.start(), end))
    if not boxes:
        return spans
    out = []
    for start, end in spans:
        for b_start, b_end in boxes:  # few boxes hold a hidden part: a plain scan
            if b_start < start and end <= b_end:
                start, end = b_start, b_end
                break
        out.append((start, end))
    return sorted(out)


def _comment_starts(text: str, at: int, kind: str) -> bool:
    """Whether a markdown comment (``[//]: # (...)``) or a ``%`` opens a comment at ``at``: the first
    starts a line (up to three spaces before it); a ``%`` starts a line, or follows a sentence's end or a
    closing tag and a space ("50%", "50 %", "\\%" are percents). Looks back over spaces only."""
    i = at
    while i > 0 and text[i - 1] in " \t":
        i -= 1
    if i == 0 or text[i - 1] in "\r\n":
        return kind == "percent" or at - i <= 3
    return kind == "percent" and i < at and text[i - 1] in ".!?;:>"


def _kind(m: re.Match[str]) -> str:
    for name in (
        "comment",
        "tool",
        "details",
        "tag",
        "iffalse",
        "commentenv",
        "phantom",
        "textcolor",
        "colorbox",
        "fcolorbox",
        "color",
    ):
        if m.group(name) is not None:
            return name
    return ""


def blank_hidden(text: str) -> str:
    """``text`` with what a rendered response does not show blanked (spaces, line breaks kept; same length)."""
    spans = hidden_spans(text)
    if struck := struck_spans(text):  # struck out: withdrawn (proctor.grading.markup)
        struck = struck_delimiters(text, struck)  # "$\\boxed{7}$̶": its closing $ struck (struck_boxes)
        spans = _whole_boxes(text, sorted(spans + struck), None)
    return blank_spans(text, spans) if spans else text


# ---------------------------------------------------------------------------------------------------
# cut_turns: a new turn or a new problem after the answer

# An answer given: a box, a "####" line, an "answer is" / "Answer:" in the languages models answer in.
_GIVEN = re.compile(
    r"(?=[\\#<aArRoOjJcCоО答정])"  # the characters a match starts with (one set test where most places fail)
    r"(?:\\(?:boxed|fbox)\b|####|<answer>"
    r"|(?i:\banswers?\s*(?:is|was|are|were|[:=：])"
    r"|(?<!\w)(?:r[ée]ponse|respuesta|resposta|risposta|antwort|ответ|jawaban|cevap|odpowied[zź]|antwoord)"
    r"(?!\w)\s*(?:est|es|ist|é|è|ist|adalah|is)?\s*[:：]?"
    r"|答案|答え|정답))"
)
_ROLE = (
    r"user|human|assistant|system|student|teacher|tutor|instructor|customer|ai|bot|model|instruction|"
    r"input|prompt|response|usuario|usuária|usuário|utilisateur|benutzer|nutzer|utente|gebruiker|"
    r"użytkownik|kullanıcı|пользователь|pengguna|người dùng|المستخدم|उपयोगकर्ता|asistente|assistente|"
    r"assistent|ассистент|asisten|estudiante|élève|étudiant|schüler|studente|студент|profesor|professeur|"
    r"lehrer|insegnante|учитель|guru|用户|用戶|助手|学生|老师|老師|ユーザー|アシスタント|生徒|先生|사용자|"
    r"어시스턴트|학생|선생님"
)
_PROBLEM = (
    r"question|problem|exercise|task|next\s+(?:question|problem|exercise|task)|new\s+(?:question|problem)|"
    r"another\s+(?:question|problem)|pregunta|frage|domanda|pergunta|vraag|pytanie|soru|вопрос|pertanyaan|"
    r"câu hỏi|سؤال|प्रश्न|fråga|problema|problème|aufgabe|esercizio|exercice|ejercicio|übung|opgave|zadanie|"
    r"задача|soal|bài|مسألة|समस्या|uppgift|问题|問題|题目|題目|질문|문제|問|问"
)
# the characters a line's opener starts with (one set test after each line break where most lines fail)
_TURN_FIRST = "".join(
    sorted({w.strip()[0] for w in (_ROLE + "|" + _PROBLEM).split("|")} | set("qa["))
).replace("[", "\\[")
_TURN_FIRST += _TURN_FIRST.upper()
_TURN = re.compile(
    r"(?=[\n<])"  # the characters a match starts with (one set test where most places fail)
    r"(?:\n[ \t#>*_]*(?=["
    + _TURN_FIRST
    + r"])(?:"  # (marks and spaces: one class, no nested repeat to backtrack)
    r"(?:" + _ROLE + r")[ \t]*[*_]*[ \t]*(?:[:：]|(?=\r?\n|$))"  # "User:", "**Human:**", "assistant" alone
    r"|[qa][ \t]*[*_]*[:：]"  # "Q:", "A:"
    r"|(?:" + _PROBLEM + r")(?:[ \t]*(?:\d+|[ivx]+|[a-z])\b)?[ \t]*[*_]*[ \t]*(?:[:：.)]|(?=\r?\n|$))"
    r"|\[/?(?:user|human|assistant|system|inst)\]"  # "[USER]", "[INST]"
    r")"
    # a chat template's own tokens, anywhere: "<|im_end|>", "<|im_start|>user", "<|user|>", "<|eot_id|>"
    r"|<\|(?:im_start|im_end|user|assistant|system|eot_id|start_header_id|end_header_id|endoftext|end)\|>"
    r"|<(?:start|end)_of_turn>)",
    re.IGNORECASE,
)


# Where a match of _TURN may start: a line break before an opener's first character, or a template token's
# "<". Case-sensitive, so the search skips ahead by its first character, where _TURN (IGNORECASE) tries every
# place (2 ms on a 100 KB trace); a match of _TURN is tried only here.
_TURN_AT = re.compile(r"\n[ \t#>*_]*[" + _TURN_FIRST + r"]|<[|sSeE]")
# _TURN_AT's two alternatives, searched apart: a search for a line break is one character compared a place,
# where the search for either one tests a set (0.27 ms on a 100 KB trace against 0.05), and a text without
# a "<" (found by memchr) has no template token. No match of one holds a place where the other starts.
_TURN_AT_LINE = re.compile(r"\n[ \t#>*_]*[" + _TURN_FIRST + r"]")
_TURN_AT_TOKEN = re.compile(r"<[|sSeE]")


def _turn_places(text: str) -> list[int]:
    """Where the matches of ``_TURN_AT`` start, in order."""
    places = [m.start() for m in _TURN_AT_LINE.finditer(text)]
    if "<" in text:
        places = sorted(places + [m.start() for m in _TURN_AT_TOKEN.finditer(text)])
    return places


def _turns(text: str):
    """``_TURN.finditer(text)``: the same matches, tried only where ``_TURN_AT`` finds a place."""
    after = 0
    for at in _turn_places(text):
        if at < after:
            continue
        m = _TURN.match(text, at)
        if m is not None:
            after = max(m.end(), at + 1)
            yield m


def turn_cut(text: str) -> int | None:
    """Where ``text`` opens a new turn or a new problem after it has given an answer (see the module
    docstring), or None."""
    given = None
    for turn in _turns(text):
        if given is None:
            given = _GIVEN.search(text, 0, turn.start())
            if given is None:
                given = _GIVEN.search(text, turn.start())
                if given is None:
                    return None  # no answer anywhere: nothing to cut after
                continue
        if turn.start() >= given.end():
            return turn.start() + 1 if text[turn.start()] == "\n" else turn.start()
    return None


_EOS_TAIL = re.compile(r"[ \t]*</s>\s*\Z")
_STRIKE_OPEN = re.compile(r"<s[\s>]", re.IGNORECASE)


def _eos_cut(text: str) -> str:
    """``text`` without a trailing end-of-sequence token ``</s>`` (Llama's, Mistral's), where no ``<s>`` opens
    before it: an ``</s>`` that closes a struck-out ``<s>`` is the strike rules' (blanked with what it holds)."""
    end = _EOS_TAIL.search(text)
    if end is None or _STRIKE_OPEN.search(text, 0, end.start()):
        return text
    return text[: end.start()]


def cut_turns(text: str) -> str:
    """``text`` up to a new turn or problem opened after its answer (:func:`turn_cut`), and without a trailing
    end-of-sequence token (:func:`_eos_cut`)."""
    text = _eos_cut(text) if "<" in text and text.rfind("</s>") >= 0 else text  # (memchr, then rfind: fast)
    at = turn_cut(text)
    return text if at is None else text[:at]
