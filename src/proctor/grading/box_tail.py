"""Standard mode: what follows the box in its sentence must be proven harmless (:func:`box_tail_unproven`).

The other rules after the box read WORDS (count tails, glosses, qualifiers, dismissals) and left every other
character to lists of bad marks: a sign, a mark, markup, an arrow or a token glued after the box that no list
held (``$\\boxed{7}$+``, ``⁺``, ``‰``, ``％``, ``′``, ``E3``, ``^{-1}``, ``<sup>2</sup>``, ``**000**``, ``\\textbf{
thousand}``, ``⟶ 8``, ``~> 8``, ``⃠``, ``🎲``, ``~000``, ``</s>000``) was read as if the sentence had ended.
Here the characters after the box are read by **whitelist**, up to the first word or the end of its sentence:
the box is read only where each thing between them is proven harmless:

- white space and the spaces TeX writes (``~``, ``\\,``, ``\\;``, ``\\ ``, ``\\quad``), which are read as a space;
- the end of the box's sentence: the text's end, a line break (``<br>``, ``\\\\``), ``.``, ``!``, ``?``, ``。``,
  ``！``, ``？`` (a stop glued to a digit, ``.5``, ``.000``, goes on), or an end-of-sequence token of a chat
  template with nothing but white space after it (``</s>``, ``<|im_end|>``: a model's stop, not text);
- a clause's end (``,``, ``;``, ``:``, ``，``, a dash between spaces), a bracket or a table cell's edge, and a word
  of any script: the rules that read clauses, brackets and words read what follows (a comma glued to digits,
  ``,000``, is no clause's end);
- the math that closes around the box, emphasis that closes what opened right before it (``**$\\boxed{7}$**``,
  ``<b>$\\boxed{7}$</b>``, ``\\(\\boxed{7}\\)``), closing brackets and quotation marks, the end of an environment;
- a unit sign (``%``, ``\\%``, ``°``, ``℃``, a currency sign) and a closing mark that affirms (``✓``, ``✅``,
  ``👍``, ``😊``, ``∎``, ``\\checkmark``, ``\\blacksquare``);
- markup that wraps words after the box (``**apples**``, ``<b>cm</b>``, ``\\textbf{apples}``): only where every
  word it wraps is a plain count noun or a unit (:func:`proctor.grading.proven_forms.plain_count_noun`), not a
  scale, an operation or a hedge (``**thousand**``, ``<i>squared</i>``, ``\\emph{Tausend}``).

Anything else (a sign, an arrow, a mark, a combining character, an emoji of doubt, digits, a tag, a command, a
letter and digits glued, ``-odd``) is not proven harmless: the box is not proven final in its sentence, and
standard refuses it (strict refuses any text after its box already). One bounded scan after the box; a reply
whose box is followed by a stop or the text's end costs a few character tests.
"""

from __future__ import annotations

import re

from proctor.grading.proven_forms import plain_count_noun
from proctor.grading.spans import span_holding
from proctor.grading.unit_words import unit_word
from proctor.grading.value_tails import _SCALE_WORDS

_WINDOW = 200  # the characters read after the box (a longer run of marks is not proven)
_BOX = re.compile(r"\\(?:boxed|fbox)\s*\{")
# white space, and the spaces of TeX and Unicode
_SPACE = re.compile(
    r"(?:[ \t\u00a0\u2000-\u200a\u202f\u205f\u3000]|~(?![~>])|\\[,;: !](?![a-zA-Z])|\\(?:quad|qquad|enspace|"
    r"thinspace|medspace|thickspace|hfill|hspace\*?\s*\{[^{}\n]{0,12}\})(?![a-zA-Z]))+"
)
# the end of the box's sentence: a run of stops not glued to digits after it (".5", ".000", ".</s>8" go on)
_STOP = re.compile(r"[.!?…]+(?![\d,]|<[^<>\s]{1,20}>\S*\d)|[。！？．।॥؟۔]")
_LINE_BREAK = re.compile(
    r"[\n\r\u2028\u2029\u0085]|<br\s*/?>|</?p>|\\\\(?![a-zA-Z])|\\(?:newline|par)(?![a-zA-Z])", re.IGNORECASE
)
# a model's end-of-sequence token, with nothing but white space after it
_EOS = re.compile(r"(?:</s>|<eos>|<\|(?:im_end|endoftext|eot_id|end)\|>|<end_of_turn>)\s*\Z")
# a clause's end (the rules that read clauses read what follows): not a comma glued to digits (",000"); a dash
# between spaces before a word
_CLAUSE = re.compile(r"[,;:](?!\d)|[，；：、]")
_DASH = re.compile(r"[-–—]{1,2}[ \t]+(?=[^\W\d_])")
# an arrow: what follows it must be the box's own value again ("$\\boxed{B}$ → (B) 42")
_ARROW = re.compile(r"(?:[\u2190-\u21ff\u27f0-\u27ff\u2900-\u297f\u2b00-\u2b4f➔-➾]|[-=~]+>)[\ufe0f]?")
_RESTATED = re.compile(r"[ \t]*(?:\$|\\\(|\*\*|\()?[ \t]*")
# a bracket (after_box.qualified reads it by whitelist), a table cell's edge
_OPENS_READ = re.compile(r"[(\[（【&|]")
# closing punctuation, quotation marks and brackets (not one glued to a letter: "'dir")
_CLOSING = re.compile(r"[)\]}）】」』\"'”’»›]+(?![^\W\d_])")
# the math that closes around the box, the end of an environment
_MATH_CLOSE = re.compile(r"\$\$|\$|\\\)|\\\]|\\end\s*\{[a-zA-Z]+\*?\}")
# a unit sign, a currency sign, a closing mark that affirms (and the variation selector an emoji may carry)
_UNIT_SIGN = re.compile(r"(?:\\%|%|°[CF]?|℃|℉|[€£¥₹₩₽₺₫¢₴₦₱₪])")
_AFFIRMING = re.compile(
    r"(?:[✓✔☑✅∎□■◻◼▪⬛👍👌👏🙌🎉🥳✨💯🏆⭐🌟😊🙂😀😃😄😁☺🤓]"
    r"|\\(?:checkmark|blacksquare|square|Box|qed|surd)(?![a-zA-Z]))[\ufe0f\U0001f3fb-\U0001f3ff]*"
)
# emphasis and markup: a run of marks, an HTML tag, a text command
_MARKS = re.compile(r"\*{1,3}|_{1,3}|`+|~~|==")
_TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9]*)(?:\s[^<>\n]{0,80})?\s*/?>")
_OPEN_TAG_AT_END = re.compile(r"<([a-zA-Z][a-zA-Z0-9]*)(?:\s[^<>\n]{0,80})?>$")
_COMMAND_WRAP = re.compile(r"\\(?:textbf|textit|emph|text|textrm|textsf|mathrm|mathbf|mbox|underline)\s*\{")
_WRAPPING_TAGS = frozenset("b strong i em u span mark small big".split())
_WRAPPED_WORDS = re.compile(r"\s*([^\W\d_]+(?:[ \t]+[^\W\d_]+){0,3})\.?\s*")
_WORD = re.compile(r"[^\W\d_]")
_LOWER_NEXT = re.compile(r"[ \t]*[a-zà-ÿα-ωа-я]")
# a letter glued to the box with digits in its run ("E3", "e-3"): a notation, not a word
_GLUED_NOTATION = re.compile(r"[^\W\d_]{1,3}[-+]?\d")
_BEFORE = 60  # the characters read before the box for the markup that opens around it
# a math span lost: its closer on the box's line, what math holds (commands and braces), a prose word
_LOST_CLOSER = re.compile(r"\$\$|\$|\\\)|\\\]")
_COMMANDS = re.compile(r"\\[a-zA-Z]+|\{[^{}\n]*\}")
_PROSE_WORD = re.compile(r"[^\W\d_]{2,}")
_DISPLAY_CLOSES = re.compile(r"\s*(?:\\end\s*\{|\\\]|\$\$|\\\\)")


def _plain_words(words: str) -> bool:
    """Whether every word of ``words`` (the content of markup after the box) is a plain count noun or a unit."""
    for word in words.split():
        low = word.lower()
        if low in _SCALE_WORDS:
            return False
        if not (plain_count_noun(word) or unit_word(low, plurals=True)):
            return False
    return True


def _wrapped_end(text: str, at: int, close: str, limit: int) -> int | None:
    """Where the markup opened before ``at`` closes with ``close``, when what it wraps is plain words (else None)."""
    stop = text.find(close, at, limit)
    if stop < 0:
        return None
    inner = _WRAPPED_WORDS.fullmatch(text, at, stop)
    if inner is None or not _plain_words(inner.group(1)):
        return None
    return stop + len(close)


def _box_content(text: str, start: int, end: int) -> str:
    """The text the box holds (its braces' content, stripped)."""
    return text[_BOX.match(text, start).end() : end - 1].strip()


def _opens_span(text: str, at: int) -> bool:
    """Whether a math span starts at ``at`` (a ``$`` that opens math after the box, not a stray closer)."""
    span = span_holding(text, at)
    return span is not None and span[0] == at


def _lost_close(text: str, end: int) -> int | None:
    """Where the math that holds a box closes when no span was found for it (the committed view blanks an opening
    ``$`` with a withdrawn clause; an inline span opened on an earlier line): the first math closer on its line
    after a stretch of math only (commands, braces, signs: no prose word), or -1 where the line ends in a display
    (the next line closes it: ``\\end{aligned}``, ``\\]``); None where the box stands in prose."""
    line_end = text.find("\n", end, end + _WINDOW)
    if line_end < 0:
        line_end = min(len(text), end + _WINDOW)
    m = _LOST_CLOSER.search(text, end, line_end)
    stretch = text[end : m.start() if m is not None else line_end]
    if _PROSE_WORD.search(_COMMANDS.sub(" ", stretch)) is not None:
        return None
    if m is not None:
        return m.end()
    return -1 if _DISPLAY_CLOSES.match(text, line_end) is not None else None


def box_tail_unproven(text: str, start: int, end: int) -> bool:
    """Standard mode: whether what follows the box ``text[start:end]`` in its sentence, up to its first word or the
    sentence's end, holds anything not proven harmless (see the module): then the box is not read."""
    if end <= start or end > len(text) or text[end - 1] != "}" or _BOX.match(text, start) is None:
        return False
    at = end
    opened = start
    span = span_holding(text, start, end)
    close = span[1] if span is not None else _lost_close(text, end)
    if close is not None:
        inner = text[end:close]
        if close < 0 or "\n" in inner or _STOP.search(inner):
            return False  # "$\\boxed{7}.$": its sentence ends in its own math (box_is_operand reads the rest)
        at = close
        opened = span[0] if span is not None else start
    # the markup that opens right before the box (or its math), innermost last: what may close after it
    before = text[max(0, opened - _BEFORE) : opened].rstrip(" \t")
    limit = min(len(text), at + _WINDOW)
    glued = True
    while at < limit:
        if (m := _SPACE.match(text, at, limit)) is not None:
            at, glued = m.end(), False
            continue
        if (m := _LINE_BREAK.match(text, at)) is not None:
            # a line ends; the markup of a break that a lower-case word goes on after ("<br>thousand") hides the
            # word from the rules that read words
            return text[at] not in "\n\r" and _LOWER_NEXT.match(text, m.end()) is not None
        if _EOS.match(text, at) or _STOP.match(text, at):
            return False  # the sentence ends
        if _CLAUSE.match(text, at) or _OPENS_READ.match(text, at) or (not glued and _DASH.match(text, at)):
            return False  # a clause, a bracket, a cell: the rules that read those read it
        if text[at] in "'’" and _WORD.match(text, at + 1):
            return (
                False  # "$\\boxed{7}$'dir": a suffix glued to the value (the rules that read words read it)
            )
        if (m := _ARROW.match(text, at)) is not None:
            value = _box_content(text, start, end)
            again = _RESTATED.match(text, m.end()).end()
            return not (
                value
                and text.startswith(value, again)
                and not text[again + len(value) : again + len(value) + 1].isalnum()
            )
        if _WORD.match(text, at):
            # a word: the rules that read words read it, unless it is glued to the box with digits ("E3")
            return glued and _GLUED_NOTATION.match(text, at) is not None
        if (m := _CLOSING.match(text, at)) is not None:
            at = m.end()
            continue
        if (m := _MATH_CLOSE.match(text, at)) is not None and (
            m.group(0)[0] != "$" or not _opens_span(text, at)
        ):
            at = m.end()
            continue
        if (m := _UNIT_SIGN.match(text, at) or _AFFIRMING.match(text, at)) is not None:
            at = m.end()
            continue
        if (m := _MARKS.match(text, at)) is not None:
            mark = m.group(0)
            if before.endswith(mark):
                before = before[: -len(mark)].rstrip(
                    " \t"
                )  # "**$\\boxed{7}$**": it closes what wrapped the box
                at = m.end()
                continue
            close = _wrapped_end(text, m.end(), mark, limit)
            if close is None:
                return True  # "**000**", "`thousand`", "_000_": what the markup wraps is not proven
            at = close
            continue
        if (m := _TAG.match(text, at)) is not None:
            name = m.group(2).lower()
            if m.group(1):
                opening = _OPEN_TAG_AT_END.search(before)
                if opening is not None and opening.group(1).lower() == name:
                    before = before[: opening.start()].rstrip(" \t")  # "<b>$\\boxed{7}$</b>"
                    at = m.end()
                    continue
            elif name in _WRAPPING_TAGS:
                close = _wrapped_end(text, m.end(), f"</{m.group(2)}>", limit)
                if close is not None:
                    at = close  # "<b>cm</b>"
                    continue
            return True  # "<sup>2</sup>", "<b>thousand</b>", "</s>000": a tag not proven harmless
        if (m := _COMMAND_WRAP.match(text, at)) is not None:
            close = _wrapped_end(text, m.end(), "}", limit)
            if close is None:
                return True  # "\\textbf{thousand}", "\\emph{Tausend}"
            at = close
            continue
        return True  # a sign, an arrow, a mark, digits, a command: not proven harmless
    return limit < len(text)  # (the window ran out before the sentence ended)
