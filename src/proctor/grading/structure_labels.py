"""Labels that LaTeX and markdown structure puts before the answer, read by whitelist.

The label rules (:mod:`proctor.grading.labels`) read a label on the box's line or the line above; a structure can put
one where they do not look:

- the mark of the box's list item, ``\\item[MARK]``: ``\\item[\\texttimes]``, ``\\item[$\\times$]``, ``\\item[\\xmark]``,
  ``\\item[\\ding{55}]``, ``\\item[(draft)]``, ``\\item[(Entwurf)]``;
- the cells before the box's cell in its table row (``Falsch & $\\boxed{7}$``, ``| Faux | $\\boxed{7}$ |``,
  ``\\text{Falsch} & \\boxed{7}``);
- a label glued after ``\\begin{NAME}`` or ``\\item`` and closed by a colon (``\\begin{quote}Wrong: the answer is``,
  ``\\item Falsch: Die Antwort ist``, ``\\begin{quote}Bob: ...``);
- the title of an environment around the box, its optional argument or a ``title=`` key (``\\begin{answer}[draft]``,
  ``[v1]``, ``[Bob]``, ``\\begin{tcolorbox}[title=Falsch]``).

Such a label is read only if it is proven harmless: made of naming words alone (the answer's names, "final",
"correct", a part's letter: :func:`proctor.grading.labels.names_only`), or, for a mark, of a bullet, a dash, a
check mark, a number or a part's letter. Anything else refuses in strict mode. Standard mode refuses a label that
holds a word of the lexicon's rejecting, provisional or disowning tables (any language,
:func:`proctor.grading.labels.rejects`), or a name of the answer qualified by other words (``Old answer``, ``Alte
Antwort``); and a mark, a glued label or a title whose words are not naming words (a list mark, a speaker's label
before a colon, an environment's title are not the prose of a table's row header, which names a quantity: ``Total &
$\\boxed{7}$`` is read in standard mode).

Cost: nothing is read unless the 400 characters before the box hold ``\\item``, ``\\begin``, ``&`` or a ``|``.
"""

from __future__ import annotations

import re

from proctor.grading.labels import names_answer, names_only, rejects

_CUE = re.compile(r"\\item|\\begin|&|\|")
_ITEM = re.compile(r"\\item(?![a-zA-Z])\s*(?:\[(?P<mark>[^\[\]\n]{0,60})\])?")
_BEGIN = re.compile(
    r"\\begin\s*\{(?P<name>[^{}\s]{1,40})\}(?:\s*\{[^{}\n]{0,40}\})?\s*(?:\[(?P<title>[^\[\]\n]{0,80})\])?"
)
_TITLE_KEY = re.compile(r"(?:^|,)\s*title\s*=\s*(?:\{(?P<braced>[^{}]*)\}|(?P<plain>[^,\]]*))")
# where a table row starts: a TeX row break, a rule, the table's start, a line's start (markdown)
_ROW_START = re.compile(
    r"\\\\|\\hline|\\toprule|\\midrule|\\begin\s*\{(?:tabular|array|tabularx|longtable)\}(?:\s*\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\})?|\n"
)
_ENTITY = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});")
_TABLE_EDGE = re.compile(r"\\(begin|end)\s*\{(?:tabular|tabularx|tabu|longtable|array)\*?\}")
_MATH = re.compile(r"\$[^$]*\$|\\\(.*?\\\)")
_TEXT_ARG = re.compile(r"\\(?:text(?:bf|it|rm|sf|tt|normal)?|mathrm|mathbf|emph)\s*\{([^{}]*)\}")
_COMMAND = re.compile(r"\\([a-zA-Z]+)(?:\s*\{([^{}]*)\})?")
_WORD = re.compile(r"[^\W\d_]+")
_VERSION = re.compile(r"(?<![^\W_])[^\W\d_]+\d+(?![^\W_])")
_LETTER_OR_NUMERAL = re.compile(r"\(?(?:[a-zA-Z]|[ivxIVX]{1,4}|\d{1,3})[.)]?\)?")
# a list mark's commands and symbols that state an item as it is: bullets, dashes, check marks, arrows, stars
_PLAIN_MARK_COMMANDS = frozenset(
    """checkmark cmark bullet textbullet circ star ast cdot diamond textendash textemdash rightarrow to
    triangleright blacktriangleright smallblacktriangleright square blacksquare textasteriskcentered
    ensuremath bigstar heartsuit clubsuit spadesuit diamondsuit surd textopenbullet""".split()
)
_PLAIN_DINGS = frozenset(
    ("51", "52", "43", "108", "110", "115", "117", "118", "172", "182", "192", "202", "212", "222", "223")
)
_PLAIN_MARK_CHARS = frozenset("-–—*•·◦▪▫■□►▸▶➤➔→✓✔☑✅+>.:#)(\"' \t$")


def _plain_mark(mark: str) -> bool:
    """Whether a list mark without words is a bullet, a dash, a check mark, an arrow (see the module)."""
    for m in _COMMAND.finditer(mark):
        name, arg = m.group(1), m.group(2)
        if name == "ding":
            if arg is None or arg.strip() not in _PLAIN_DINGS:
                return False
        elif name not in _PLAIN_MARK_COMMANDS:
            return False  # \\times, \\texttimes, \\xmark, \\dag
    rest = _COMMAND.sub("", mark).replace("{", "").replace("}", "")
    return all(c in _PLAIN_MARK_CHARS or c.isdigit() for c in rest)


def _words(label: str) -> str:
    """The label's prose: math dropped, text commands unwrapped, other commands dropped."""
    label = _TEXT_ARG.sub(lambda m: " " + m.group(1) + " ", label)
    label = _MATH.sub(" ", label)
    return _COMMAND.sub(" ", label).replace("{", " ").replace("}", " ")


def _away(label: str, strict: bool, named_quantity: bool, mark: bool = False) -> bool:
    """Whether the label ``label`` (a mark's, a cell's, a title's words) says the box is not the answer (see the
    module); ``named_quantity``: a table's row header, which standard mode reads when it is prose; ``mark``: a list
    item's mark, read without words only if it is a bullet, a dash or a check mark (a cell of math is read)."""
    words = _words(label)
    if not _WORD.search(words):
        return mark and not _plain_mark(label)
    if _VERSION.search(words):
        return True  # "[v1]", "[draft2]": a version of the answer
    if _LETTER_OR_NUMERAL.fullmatch(words.strip()) or names_only(words):
        return False
    if strict:
        return True
    if (
        rejects(words)
        or names_answer(words)
        or any(len(w) > 2 and names_only(w) for w in _WORD.findall(words))
    ):
        return True  # "Falsch", "Distractor"; a name of the answer qualified: "Old answer", "Alte Antwort"
    return not named_quantity


def _item_mark(text: str, low: int, start: int) -> str | None:
    last = None
    for m in _ITEM.finditer(text, low, start):
        last = m
    if last is None or last.group("mark") is None:
        return None
    return last.group("mark")


def _row_cells(text: str, low: int, start: int) -> str | None:
    """The cells before the box's cell in its row, or None: the box is in a ``tabular`` or ``array`` (``&`` between
    the row's start and the box), on a line of prose with ``&`` and no display open, or on a markdown table's line (it
    starts with ``|``)."""
    line = text.rfind("\n", 0, start) + 1
    if text[line:start].lstrip().startswith("|"):
        cells = text[line:start].lstrip()[1:]
        cut = cells.rfind("|")
        return None if cut < 0 else cells[:cut].replace("|", " ")
    table = None
    for m in _TABLE_EDGE.finditer(text, low, start):
        table = m if m.group(1) == "begin" else None
    if table is None:
        if "&" not in text[line:start] or any(t in text[low:start] for t in ("\\begin", "\\[", "$$")):
            return None
        low = line  # "Falsch & $\\boxed{7}$": a row written in prose, no math display open
    else:
        low = table.start()
    row = low
    for m in _ROW_START.finditer(text, low, start):
        row = m.end()
    before = _ENTITY.sub(" ", text[row:start])  # "3 &amp; 4", "&lt;answer&gt;": characters, not cells
    cut = before.rfind("&")
    if cut < 0:
        return None
    return before[:cut].replace("&", " ")


def _glued_label(text: str, low: int, start: int) -> str | None:
    """A label between ``\\begin{NAME}`` (its title) or ``\\item`` (its mark) and a colon, before the box."""
    last = None
    for m in re.finditer(
        r"\\begin\s*\{[^{}\s]{1,40}\}(?:\s*\[[^\[\]\n]*\])?|\\item(?![a-zA-Z])(?:\s*\[[^\[\]\n]*\])?",
        text[low:start],
    ):
        last = m
    if last is None:
        return None
    after = text[low + last.end() : start]
    colon = max(after.find(":"), after.find("："))
    colon = after.find(":") if after.find(":") >= 0 else after.find("：")
    if colon < 0 or "\n" in after[:colon] or len(after[:colon]) > 40:
        return None
    return after[:colon]


def _titles(text: str, low: int, start: int) -> list[str]:
    """The titles of the environments begun before the box (their optional argument, a ``title=`` key)."""
    titles = []
    for m in _BEGIN.finditer(text, low, start):
        if f"\\end{{{m.group('name')}}}" in text[m.end() : start]:
            continue
        title = m.group("title")
        if title is None:
            continue
        key = _TITLE_KEY.search(title)
        if key is not None:
            titles.append(key.group("braced") or key.group("plain") or "")
        elif "=" not in title:
            titles.append(title)
    return titles


def structure_label_away(text: str, start: int, strict: bool) -> str:
    """The label a structure puts before the answer at ``start`` of ``text`` that the mode reads against it (see
    the module), or ""."""
    low = max(0, start - 400)
    para = text.rfind("\n\n", low, start)
    low = low if para < 0 else para + 2
    if not _CUE.search(text, low, start):
        return ""
    mark = _item_mark(text, low, start)
    if mark is not None and _away(mark, strict, False, mark=True):
        return mark
    cells = _row_cells(text, low, start)
    if cells is not None and _away(cells, strict, True):
        return cells
    glued = _glued_label(text, low, start)
    if glued is not None and _away(glued, strict, False):
        return glued
    for title in _titles(text, low, start):
        if _away(title, strict, False):
            return title
    return ""
