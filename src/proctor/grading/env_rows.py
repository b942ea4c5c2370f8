"""Standard mode: a box in a row, cell or item of a LaTeX structure is read only as its structure's last one
(:func:`later_part_unproven`).

A box inside an aligned display or a table (``aligned``, ``align``, ``gather``, ``eqnarray``, ``split``, ``tabular``,
``array``, ...) is read only where no later row follows it before the structure ends: a later row gives another value of
the same unknown or corrects the box (``x &= \\boxed{7} \\\\ x &= 8``, ``Antwort & 7 \\\\ Korrektur & 8``), whatever
its words. A box inside a list item (``itemize``, ``enumerate``, ``description``) is read only where no later item of
that list follows (``\\item[--] ... \\boxed{7}. \\item[\\checkmark] The answer is 8.``). The optional title of an
environment around the box (``\\begin{result}[for part (a)]``) is read only where it names the answer and nothing else
(words of :data:`_TITLE_WORDS`, numbers, punctuation); anything else scopes or disowns the box. A row break, item or
title is proven harmless by its place, never by its words.
"""

from __future__ import annotations

import re

_ENV = re.compile(r"\\(begin|end)\s*\{\s*([^{}\s]{1,40})\s*\}")
_ROWS = frozenset(
    "aligned align gather gathered eqnarray split multline alignat alignedat flalign tabular tabularx longtable "
    "array".split()
)
_LISTS = frozenset("itemize enumerate description".split())
_LOOK = 4000  # how far an environment's begin and end are looked for
# a row break, then something of a row (not only the structure's end, a rule or spaces)
_LATER_ROW = re.compile(
    r"\\\\(?:\s*\[[^\]\n]{0,12}\])?(?:\s|\\hline|\\midrule|\\bottomrule|\\toprule)*+(?=\S)"
)
_ITEM = re.compile(r"\\item(?![a-zA-Z])")
# an optional title right after \begin{NAME}
_TITLE = re.compile(r"\s*\[([^\[\]\n]{0,80})\]")
_TITLE_WORDS = frozenset(
    """answer final result solution conclusion summary the my our antwort endergebnis ergebnis lösung losung
    respuesta solución solucion resultado réponse reponse résultat resultat resposta solução solucao risposta
    soluzione risultato ответ решение результат odpowiedź rozwiązanie wynik cevap sonuç çözüm antwoord oplossing
    uitkomst""".split()
)
# the named blocks whose optional argument is a title (not a placement, "[t]", nor a list's options)
_BLOCKS = frozenset(
    """solution answer sol soln result final finalanswer proof theorem lemma proposition corollary claim remark note
    notes observation conclusion summary step steps tcolorbox mdframed framed quote quotation""".split()
)
_TITLE_WORD = re.compile(r"[^\W\d_]+")


def later_part_unproven(text: str, start: int, end: int) -> bool:
    """Whether the box at ``start:end`` of ``text`` is inside a row of an aligned display or a table that a later
    row follows, an item of a list that a later item follows, or an environment whose optional title says more
    than that it holds the answer (see the module)."""
    if text.find("\\begin", max(0, start - _LOOK), start) < 0:
        return False
    stack: list[tuple[str, int]] = []  # (name without a star, where its \begin ends)
    for m in _ENV.finditer(text, max(0, start - _LOOK), start):
        name = m.group(2).rstrip("*")
        if m.group(1) == "begin":
            stack.append((name, m.end()))
        elif any(n == name for n, _ in stack):
            while stack and stack.pop()[0] != name:
                pass
    if not stack:
        return False
    if any(n in _BLOCKS and _title_unproven(text, at) for n, at in stack):
        return True  # "\\begin{result}[for part (a)]"
    name = stack[-1][0]
    if name not in _ROWS and name not in _LISTS:
        return False
    rest = _own_rest(text, end, name)
    if rest is None:
        return False
    if name in _ROWS:
        return _LATER_ROW.search(rest) is not None  # "x &= \\boxed{7} \\\\ x &= 8"
    return _ITEM.search(rest) is not None  # "\\item ... \\boxed{7}. \\item[\\checkmark] The answer is 8."


def _own_rest(text: str, end: int, name: str) -> str | None:
    """The text from ``end`` to the ``\\end`` of the environment ``name`` open there, with the environments begun
    and ended inside it blanked; None where it does not end within reach."""
    depth = 0
    pieces: list[str] = []
    at = end
    for m in _ENV.finditer(text, end, end + _LOOK):
        if depth == 0:
            pieces.append(text[at : m.start()])
        if m.group(1) == "begin":
            depth += 1
        elif depth:
            depth -= 1
            at = m.end()
        elif m.group(2).rstrip("*") == name:
            return "".join(pieces)
        else:
            return None  # another environment closes first
    return None


def _title_unproven(text: str, at: int) -> bool:
    """Whether an optional title after a ``\\begin{NAME}`` that ends at ``at`` holds a word that does not name the
    answer (``[for part (a)]``, ``[draft]``); ``[Answer]``, ``[Final answer]``, ``[Solution 2]`` name it."""
    m = _TITLE.match(text, at)
    if m is None:
        return False
    return any(w.lower() not in _TITLE_WORDS for w in _TITLE_WORD.findall(m.group(1)))
