"""Both modes: a final box (or ``####`` line) with no lead of its own is read by the line before it, as if written on
its line.

A box alone on its line (``Falsch:`` ⏎ ``$\\boxed{7}$``, ``> Mauvaise réponse :`` ⏎ ``> $\\boxed{7}$``, ``Psych!`` ⏎⏎
``$\\boxed{7}$``, ``Неверный ответ:`` ⏎ ``#### 7``) is led by the prose line before it exactly as the same words
on its own line lead it (``Falsch: $\\boxed{7}$``, ``Psych! $\\boxed{7}$``), which the lead and label rules read. A
line break, blank lines or a markdown quotation's ``>`` markers between them hid the lead from those rules, which read
the box's own line. :func:`joined_view` is the text with that gap written as spaces (the same length), so a rule
grader reads the box on the joined view too (``finality.stands`` both modes, ``finality.ends_on_box`` strict): what
the rules refuse on one line they refuse across the break. Only a line of prose is joined (no digit, no math: a line
that states a value is read by the value rules, :mod:`proctor.grading.prior_block`). For ``finality.stands``
(``titles``) a title over the box (``Wrong answer`` ⏎ ``$\\boxed{7}$``) is joined as its label, and so is a sentence
that is no plain work (``leads.plain_work``), its full stop read as a colon, also on the box's own line where the box
is a sentence of its own (``Wrong. $\\boxed{7}$``): the box has no lead of its own, the sentence before leads it.

:func:`unworked_lead`: where the box is the response's first value (nothing before it holds a digit or math) and the
words before it are one short paragraph, that paragraph is all that leads to it, and it must be plain by strict's
lead whitelist (:func:`proctor.grading.prior_block._plain_lead`: a label line, a heading, the answer's noun left
open, plain work: ``Done.``, ``Hence:``, ``Here you go.``; not ``Bazinga!``, ``Sure, whatever.``, ``😜``,
``*wink*``, ``This is satire.``), read as written (before the commitment pass blanks a withdrawal word: ``Psych!``
withdraws nothing when nothing comes before it; it frames what follows). Standard reads it too: a response of no
work has no reasoning that a frame could comment on.

Cost: nothing unless the box's line holds nothing but the box (a few character tests) or the response's start is
short; then one bounded look at one line.
"""

from __future__ import annotations

import re

from proctor.grading.leads import plain_work
from proctor.grading.plain_words import _STATING_WORDS
from proctor.grading.prior_block import _ITEM, _LETTER_RUN, _WORD, _plain_lead, other_before_bare
from proctor.grading.proven_forms import spelled_value
from proctor.grading.rival import _STEM

_GAP = 400  # (how far back the lead line is looked for, blank and quotation lines included)
_LEAD_LINE = 200  # (a longer line is a paragraph of work, read by the other rules)
_UNWORKED = 240  # (a longer start is work)
# what may stand before the box on its line: spaces, quotation markers, emphasis and math delimiters
_BARE = re.compile(r"[ \t>]*(?:(?:[-*+•]|\d{1,2}[.)])[ \t]+)?[$*_]*(?:\\\[|\\\(|\$\$)?[ \t$*_]*")
_ITEM_MARK = re.compile(r"^([ \t>]*)((?:[-*+•]|\d{1,2}[.)])[ \t]+)")  # (a list item's marker before the box)
_VALUE = re.compile(r"[\d$\\]")
_CJK_NUMERAL = re.compile(r"[一二三四五六七八九十百千零〇两]")
# an option or a value named by its place ("Therefore the third option."): a value, read by the value rules
_ORDINAL = re.compile(
    r"(?i)(?<![^\W\d_])(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|erste|zweite|"
    r"dritte|vierte|fünfte|letzte|primer|segund|tercer|cuart|quint|première?|deuxième|troisième|"
    r"quatrième|cinquième|dernier|dernière|перв|втор|трет|четв[её]рт|пят|последн)"
)
_ABBREVIATION = re.compile(
    r"(?<![^\W\d_])[^\W\d_]\.[ \t]?[^\W\d_]\."
)  # ("E.g.", "Z. B.", "i.e.": no option letter)
_CJK_ANSWER = re.compile(r"答案|答え|정답|답은|解答")
_PROSE_WORD = re.compile(r"[^\W\d_]")
_NOT_PROSE = re.compile(
    r"[ \t>]*(?:#|\||```|~~~)"
)  # (a heading, a table row, a fence: structure, read by its rules)
_SENTENCE_END = ".!?。！？…"
_LEAD_END = (
    _SENTENCE_END + ":："
)  # (a line that ends otherwise is a title, "**Final Answer**": the label rules read it)


def _names_answer(text: str, begin: int, end: int) -> bool:
    """Whether a word of ``text[begin:end]`` is a name of the answer (``réponse``, ``Antwort``, ``答案``)."""
    return any(_STEM.fullmatch(w.group()) for w in _WORD.finditer(text, begin, end)) or bool(
        _CJK_ANSWER.search(text, begin, end)
    )


def _states_value(text: str, begin: int, end: int) -> bool:
    """Whether ``text[begin:end]`` holds a value: a digit, math, an option letter standing alone (``B is wrong.``,
    ``Circle C.``; not ``A car``, ``I think``), a number word (``sieben``, ``七``): the value rules read it."""
    if (
        _VALUE.search(text, begin, end)
        or _CJK_NUMERAL.search(text, begin, end)
        or _ORDINAL.search(text, begin, end)
    ):
        return True
    dotted = [a.span() for a in _ABBREVIATION.finditer(text, begin, end)]
    for m in _LETTER_RUN.finditer(text, begin, end):
        if m.group() in ("A", "I") and re.match(r"[ \t]+[a-z]", text[m.end() : m.end() + 3]):
            continue  # ("A car", "I think")
        if not any(a <= m.start() < b for a, b in dotted):
            return True
    return any(spelled_value(w.group()) is not None for w in _WORD.finditer(text, begin, end))


# a line that shows no words between the lead line and the box: blank, a quotation's markers, a rule or a line
# break of markdown, LaTeX or HTML ("---", "***", "\\\\", "<br>", "&nbsp;", "."): the reader sees the lead line
# right over the box as across blank lines
_SHOWS_NO_WORD = re.compile(
    r"[ \t>]*(?:(?:[-*_=~.·•…–—]|\\\\(?:\[[^\]\n]*\])?|\\(?:newline|medskip|bigskip|smallskip|noindent|par|"
    r"hrule|hline|vspace\s*\{[^{}\n]*\})(?![a-zA-Z])|<(?:br|hr|p|/p)\s*/?>|&nbsp;|\u00a0)[ \t>]*)*"
)
_QUOTE_MARK = re.compile(r"^[ \t]*(?:>[ \t]*)+", re.M)


def _lead_line(text: str, start: int) -> tuple[int, int, int] | None:
    """Where the box (or ``####``) at ``start`` stands alone on its line after a line of prose: (the prose line's
    start, its end, the box's line start); else None."""
    line = text.rfind("\n", 0, start) + 1
    if line == 0 or _BARE.fullmatch(text, line, start) is None:
        return None
    j = line - 1
    floor = max(0, line - _GAP)
    while True:
        k = text.rfind("\n", floor, j)
        if _SHOWS_NO_WORD.fullmatch(text, k + 1, j) is None:
            break
        if k < floor or k < 0:
            return None
        j = k
    begin = k + 1
    if (
        j - begin > _LEAD_LINE
        or _NOT_PROSE.match(text, begin, j)
        or not _PROSE_WORD.search(text, begin, j)
        or _states_value(text, begin, j)
        or (text[begin:j].rstrip(" \t*_")[-1:] in _SENTENCE_END and _names_answer(text, begin, j))
    ):
        return None  # (no line of prose: a value, math, a table, a fence; a sentence that names the answer states
        # it, "La réponse est sept.": the value rules read it)
    return begin, j, line


def _sentence_over(text: str, start: int) -> int | None:
    """Where the box at ``start`` is a sentence of its own on its line after a sentence of prose there (``Wrong.
    $\\boxed{7}$``, ``This is a draft. $\\boxed{7}$``): the index of that sentence's full stop, which the box's
    reading takes for a colon (the sentence leads the box as its label); None otherwise (a value or math in the
    sentence, a box alone on its line: :func:`_lead_line`)."""
    line = text.rfind("\n", 0, start) + 1
    j = start
    while j > line and text[j - 1] in " \t$*_[(>":
        j -= 1
    if j <= line or text[j - 1] not in ".。" or j == start:
        return None
    mark = j - 1
    begin = line
    for k in range(mark - 1, max(line, mark - _LEAD_LINE) - 1, -1):
        if text[k] in _SENTENCE_END and (k + 1 >= mark or text[k + 1] in " \t"):
            begin = k + 1
            break
    else:
        if mark - line > _LEAD_LINE:
            return None
    if (
        not _PROSE_WORD.search(text, begin, mark)
        or _NOT_PROSE.match(text, begin, mark)
        or _states_value(text, begin, mark)
        or _names_answer(text, begin, mark)  # ("La réponse est sept. $\\boxed{7}$": the value rules read it)
        or _ABBREVIATION.search(text, max(begin, mark - 3), mark + 1)
        or plain_work(text[begin : mark + 1].strip(" \t*_>"), sentence=True)
    ):
        return None  # (plain work leads nothing: "Great, that checks out. $\\boxed{7}$" reads as it did)
    return mark


def _continued(text: str, begin: int, stop: int) -> bool:
    """Whether the line ``text[begin:stop]`` is a sentence the box completes: it ends on a verb that states a value
    before its colon (``... is:``, ``... ist:``, ``... gives:``), a statement, not a label."""
    line = text[begin:stop].rstrip(" \t*_")
    if line[-1:] not in ":：":
        return False
    words = _WORD.findall(line)
    return bool(words) and words[-1].lower() in _STATING_WORDS and not _STEM.fullmatch(words[-1])


def joined_view(text: str, start: int, sentences: bool = True, titles: bool = False) -> str | None:
    """``text`` with the gap between the box at ``start`` (alone on its line) and the prose line before it written as
    spaces (and the quotation markers of both lines), the same length; None where the box has words on its line or
    no prose line comes right before it (see the module's doc). ``titles``: a line with no end of a sentence or a
    label ("Wrong answer", "Answer ⬇") is joined too, as a label (a colon written in the gap); else not."""
    if start <= 0 or text[start - 1] not in "\n \t$*_[(>":
        return None  # (a box with words before it on its line: its own lead)
    if titles and (mark := _sentence_over(text, start)) is not None:
        return text[:mark] + ":" + text[mark + 1 :]  # "Wrong. $\\boxed{7}$", "This is a draft. $\\boxed{7}$"
    found = _lead_line(text, start)
    if found is None:
        return None
    begin, stop, line = found
    if not sentences and _continued(text, begin, stop):
        return None  # (a sentence the box completes, "Thus, the solution in interval notation is:": its own rules')
    gap = " " * (line - stop)
    if text[begin:stop].rstrip(" \t*_")[-1:] not in _LEAD_END:
        if not titles or ":" in text[begin:stop] or "：" in text[begin:stop]:
            return None  # (a label with words after its colon states them, "Answer: VII": the value rules read it)
        words = _WORD.findall(text, begin, stop)
        if words and words[-1].lower() in _STATING_WORDS and not _STEM.fullmatch(words[-1]):
            return None  # (a sentence the box completes, "So the total is" ⏎ "$\\boxed{7}$": its own rules')
        gap = ":" + gap[1:]  # a title over the box is its label ("Wrong answer" ⏎ "$\\boxed{7}$", "Answer ⬇")
    lead = _QUOTE_MARK.sub(lambda m: " " * len(m.group()), text[begin:stop])
    if titles:
        mark = len(lead.rstrip(" \t*_")) - 1
        if mark >= 0 and lead[mark] in ".。" and not plain_work(lead.strip(" \t*_>"), sentence=True):
            lead = lead[:mark] + ":" + lead[mark + 1 :]  # a sentence over the box leads it as its label
    prefix = _ITEM_MARK.sub(lambda m: m.group(1) + " " * len(m.group(2)), text[line:start]).replace(">", " ")
    return text[:begin] + lead + gap + prefix + text[start:]


def joined_views(
    text: str, other: str | None, start: int, sentences: bool = True, titles: bool = False
) -> tuple[str, str | None] | None:
    """:func:`joined_view` of ``text`` and of ``other`` (the same text before or after the commitment pass, the same
    length), or None where ``text`` has none."""
    joined = joined_view(text, start, sentences, titles)
    if joined is None:
        return None
    if other is None or len(other) != len(text):
        return joined, other
    other_joined = joined_view(other, start, sentences, titles)
    return joined, (other_joined if other_joined is not None else _same_gap(other, joined, text))


def _same_gap(other: str, joined: str, text: str) -> str:
    """``other`` with the characters ``joined`` blanked in ``text`` blanked too (where the commitment pass blanked the
    lead line, ``other`` has no prose line of its own to join)."""
    chars = list(other)
    for i, (a, b) in enumerate(zip(text, joined, strict=True)):
        if a != b:
            chars[i] = " "
    return "".join(chars)


def unworked_lead(shown: str, start: int) -> bool:
    """Whether the box (or ``####``) at ``start`` of ``shown`` (the text as written) has no lead of its own (alone on
    its line, or right after a sentence's end), is the response's first value, and the one short paragraph before
    it is not a plain lead (see the module's doc)."""
    if start > _UNWORKED + 16:
        return False
    before = shown[:start].rstrip(" \t\n>$*_\\[(")
    if not before.strip() or len(before) > _UNWORKED:
        return False
    if "\n" not in shown[len(before) : start] and before[-1] not in _SENTENCE_END:
        return False  # (the box's own sentence leads it: the lead rules read it)
    written = shown[:start].rstrip(" \t\n>$\\[(")
    if written[-1:].isalnum() and "\n\n" not in shown[len(written) : start]:
        return False  # ("So the result is" ⏎ "\\[\\boxed{12}\\]": the box ends the sentence, the lead rules read it)
    begin = len(before) - len(before.lstrip())
    if "\n\n" in before[begin:] or len(_ITEM.findall(before, begin)) > 1:
        return False  # (several paragraphs or items: work, read by the other rules)
    if _states_value(before, begin, len(before)) or (
        before[-1] not in ":：" and _names_answer(before, begin, len(before))
    ):
        return False  # (a value before the box, or an answer named: the value rules read it, prior_block)
    return not _plain_lead(
        shown, begin, len(shown[:start].rstrip(" \t\n>$\\[("))
    )  # ("**Respuesta final**": a heading)


def joined_refuses(
    read,
    text: str,
    other: str | None,
    start: int,
    end: int,
    *args,
    other_name: str | None = "unwithdrawn",
    sentences: bool = True,
    titles: bool = False,
    **kwargs,
) -> bool:
    """Whether the rule reader ``read`` (``finality.stands``; strict's ``finality.named_plainly``), called as
    ``read(text, start, end, *args, **kwargs)`` with ``other``'s view under ``other_name`` (none where None), refuses
    the box at ``text[start:end]`` on the joined view (:func:`joined_views`; ``sentences``: a sentence the box completes
    is joined too; ``titles``: a title line too, as a label); False where there is none."""
    views = joined_views(text, other, start, sentences, titles)
    if views is None:
        return False
    if other_name is not None:
        kwargs[other_name] = views[1]
    return not read(views[0], start, end, *args, **kwargs)


_DETAILS_TAG = re.compile(r"</?(?:details|summary)\b[^<>]{0,200}>", re.IGNORECASE)


def spoiler_before(raw: str, marker: str, answer: str) -> bool:
    """Strict: whether a collapsed ``<details>`` block (a spoiler) right before the last ``marker`` (``\\boxed`` or
    ``####``) of ``raw`` (the response as written: what it hides not blanked) holds another value as the paragraph
    before a bare box would (:func:`proctor.grading.prior_block.other_before_bare` on ``raw`` with the block's tags
    written as spaces): ``<details><summary>Answer</summary>8</details>`` ⏎⏎ ``$\\boxed{7}$`` hides the writer's
    answer 8 from the reader, who is shown ``Answer`` over the box."""
    if "</details" not in raw and "</DETAILS" not in raw:
        return False
    at = raw.rstrip().rfind(marker)
    close = raw.rfind("</", 0, at)
    if at < 0 or close < 0 or at - close > 400 or raw[close : close + 10].lower() != "</details>":
        return False
    opened = raw.lower().rfind("<details", 0, close)
    if opened < 0 or close - opened > 400:
        return False
    view = raw[:opened] + _DETAILS_TAG.sub(lambda m: " " * len(m.group()), raw[opened:at]) + raw[at:]
    return other_before_bare(view, view, at, answer)
