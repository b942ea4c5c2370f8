"""Find the final answer in a model response.

Order: reasoning blocks are removed, then the last balanced ``\\boxed{...}`` / ``\\fbox{...}`` is taken
(the primary format); when there is none, the configured fallbacks are tried in order. Everything here
is linear in the length of the response (no backtracking regexes over model text).

The ``expression`` fallback reads a response the way a careful human grader does when nothing marks
the answer: a response that is one math expression (``-5``, ``$x=1$``, ``\\[...\\]``, ``7,425,000``)
is the answer; otherwise the answer is the last math of the last sentence that has any (a ``$...$``,
``\\(...\\)``, ``\\[...\\]`` or ``$$...$$`` span before a bare number or arithmetic expression).
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from proctor.grading.bare_leads import spoiler_before
from proctor.grading.commitment import committed
from proctor.grading.committed_forms import committed_form_before_hashes
from proctor.grading.display_marks import untied
from proctor.grading.echo import blank, canonical_math, mask_copies, prompt_math
from proctor.grading.environments import markup_disowns
from proctor.grading.finality import ends_on_box, ends_on_line, stands
from proctor.grading.framing import prompt_asks_non_answer
from proctor.grading.last_value import last_value_before_hashes
from proctor.grading.markup import may_redefine, redefines
from proctor.grading.one_answer import fenced_field
from proctor.grading.prior_block import other_before_hashes
from proctor.grading.proven_forms import named_value, spelled_phrase
from proctor.grading.replaced_after import bold_replaced, commented_answer, postscript_other
from proctor.grading.rival import rival_before_hashes
from proctor.grading.spans import (
    _COMMAND_ARG,
    _MATH_SPANS,
    SENTENCE_END,
    brace_closes,
    brace_matches,
    math_spans,
)
from proctor.grading.strict_rivals import other_before_hashes_more, structured_before
from proctor.grading.struck_lead import struck_lead
from proctor.grading.surface import blank_hidden, cut_turns, visible_background, visible_text_color
from proctor.grading.tex_spaces import tex_spaced
from proctor.grading.variable_names import NAME

FALLBACKS = ("hashes", "answer_is", "expression", "last_number")
# Fallbacks that read a final-answer marker ("####", "the answer is"); the others read unmarked text,
# so they do not apply to a completion cut at the token limit (its last number is not a final answer).
MARKED = ("boxed", "hashes", "answer_is")

_THINK_OPEN = re.compile(r"<(think|thinking|reasoning)>", re.IGNORECASE)
_BOX_RE = re.compile(r"\\(?:boxed|fbox)\b")
_HASHES_RE = re.compile(r"####[ \t]*([^\n]*)")
_EMPTY_BOX = re.compile(r"\\(?:boxed|fbox)\s*\{\s*\}")
_ANSWER_IS_RE = re.compile(
    # the characters a match starts with, without case as the rest (one set test where most places
    # fail: about three times faster over a long response, and no match changes)
    r"(?=[ftarо最答])"
    r"(?:(?:final\s+answers?|the\s+answers?|answers?)\s*(?:is|are|was|were|=|:)?\s*:?\s*"
    # the same marker in the languages models answer in: "Réponse : 220", "La respuesta es 12",
    # "Antwort: 7", "Ответ: 5", "A resposta é 3", "La risposta è 4", "答案是 858", "最终答案：858"
    r"|(?<!\w)(?:r[ée]ponse(?:\s+finale)?|respuesta(?:\s+final)?|resposta(?:\s+final)?|risposta(?:\s+finale)?"
    r"|antwort|ответ)(?!\w)\s*(?:(?:est|es|ist|lautet|é|è)(?!\w)|—|-)?\s*:?\s*"
    r"|(?:最终答案|答案)\s*(?:是|为|為)?\s*[:：]?\s*)",
    re.IGNORECASE,
)
# _ANSWER_IS_RE without IGNORECASE, read on an ASCII text lowercased: the same matches at the same places (its
# letters are all lowercase, an ASCII letter matches without case only the two ASCII forms of itself, and none of
# its other characters matches an ASCII one without case: test_fast2k checks all three), and a scan that is not
# under IGNORECASE skips in C to the characters its alternatives start with (about a third faster on a reply).
_ANSWER_IS_LOWERED = re.compile(_ANSWER_IS_RE.pattern)


def answer_markers(text: str) -> Iterator[re.Match[str]]:
    """``_ANSWER_IS_RE.finditer(text)``: the same places (a match's text is lowercased where ``text`` is ASCII)."""
    if text.isascii():
        return _ANSWER_IS_LOWERED.finditer(text.lower())
    return _ANSWER_IS_RE.finditer(text)


_NUM = r"(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.\d+)?|\.\d+"
_NUMBER_RE = re.compile(r"(?<![\w.])[-+−]?\$?(?:" + _NUM + ")")
# A bare number or arithmetic expression in prose: "-5", "\$1,000", "3/4", "2^{10}", "1.2e3", "50%".
_BARE_EXPR_RE = re.compile(
    r"(?<![\w.])[-+−]?\\?\$?(?:" + _NUM + r")(?:[eE][-+]?\d+)?"
    r"(?:[ \t]*(?:[-+*/^×÷]|\\times|\\cdot)[ \t]*\{?[-+−]?(?:" + _NUM + r")\}?)*(?:[ \t]*\\?%)?"
)
_SENTENCE_END = SENTENCE_END
# a separator is required: "$a$ $b$" is not a list (possessive blanks: one match stays linear on a run of them)
_JOINER = re.compile(r"\s*+(?:,\s*+|(?:,\s*+)?(?:and|or)\s*+)")
# Words that withdraw an answer just given; boxes before them are not part of the final answer.
_RETRACTION = re.compile(
    r"(?<![\w\\])(?:no|wait|actually|instead|sorry|oops|correction)(?!\w)", re.IGNORECASE
)
_FINAL_ANSWER_RE = re.compile(r"final\s+answer", re.IGNORECASE)
_PROSE_WORD = re.compile(r"(?<![\\a-zA-Z])[a-zA-Z]{2,}")
MAX_EXPRESSION_RESPONSE = 300  # a longer response is prose, never "a single expression"
MAX_ANSWER_CHARS = 4000  # a longer extracted answer is not read (it is not an answer; it could be an attack)
# Only the end of a longer response is read (after its reasoning blocks are removed): the final answer
# is there, and every reading step stays within the time limit whatever the model wrote.
MAX_RESPONSE_CHARS = 100_000


@dataclass(frozen=True)
class Extraction:
    """An answer found in a response.

    ``formatted`` is True when the primary format was used (``\\boxed{}``, or ``####`` where the
    grader names it as primary); ``alternatives`` holds more than one entry when the response hedged
    (several different boxed answers on its final line).
    """

    text: str
    formatted: bool
    method: str
    alternatives: tuple[str, ...] = ()


def strip_reasoning(response: str) -> str:
    """Remove ``<think>...</think>`` blocks; an unclosed block hides everything after it."""
    if "<" not in response:  # (memchr) every tag opens with one
        return response
    text = response
    # A closing tag without an opening one (templates that open the block in the prompt).
    low = text.lower()
    for tag in ("think", "thinking", "reasoning"):
        close = f"</{tag}>"
        if low.rfind(close) >= 0 and low.rfind(f"<{tag}>") < 0:  # (rfind: 3x faster than find, "in")
            text = text[low.rfind(close) + len(close) :]
            low = text.lower()
    out = []
    pos = 0
    while True:
        m = _THINK_OPEN.search(text, pos)
        if m is None:
            out.append(text[pos:])
            break
        out.append(text[pos : m.start()])
        close = f"</{m.group(1).lower()}>"
        end = low.find(close, m.end())
        if end < 0:  # unclosed: the rest is unfinished reasoning
            break
        pos = end + len(close)
    return "".join(out)


def tail(text: str) -> str:
    """The last ``MAX_RESPONSE_CHARS`` characters of a longer text, from a line start when there is
    one near the cut (a box cut in half at the start is then not read)."""
    if len(text) <= MAX_RESPONSE_CHARS:
        return text
    cut = len(text) - MAX_RESPONSE_CHARS
    line = text.find("\n", cut)
    return text[line + 1 :] if 0 <= line < cut + 1000 else text[cut:]


def find_boxed(text: str) -> list[tuple[int, int, str]]:
    """All balanced ``\\boxed{...}`` / ``\\fbox{...}`` (and ``\\boxed 5``) as (start, end, content). (The
    last few texts' boxes are kept: extraction and its finality check read the same text's boxes.)"""
    return list(_find_boxed(text))


@lru_cache(maxsize=4)
def _find_boxed(text: str) -> tuple[tuple[int, int, str], ...]:
    found: list[tuple[int, int, str]] = []
    n = len(text)
    marks = []  # (start of the box, where its argument starts)
    for m in _BOX_RE.finditer(text):
        i = m.end()
        while i < n and text[i] == " ":
            i += 1
        marks.append((m.start(), m.end(), i))
    matches = brace_closes(text, [i for _s, _e, i in marks if i < n and text[i] == "{"])
    for start, word_end, i in marks:
        if i < n and text[i] == "{":
            end = matches.get(i)
            if end is None:
                continue  # unbalanced: an earlier balanced box is used instead
            found.append((start, end, text[i + 1 : end - 1].strip()))
        elif i > word_end:  # "\boxed 5": one token
            j = i
            while j < n and not text[j].isspace() and text[j] not in "$.,;":
                j += 1
            if j > i:
                found.append((start, j, text[i:j]))
    # A box nested in a box is part of the outer answer.
    outer: list[tuple[int, int, str]] = []
    for box in found:  # sorted by start; drop boxes inside the previous outer one
        if outer and box[0] < outer[-1][1]:
            continue
        outer.append(box)
    return tuple(outer)


def _final_line_alternatives(text: str, boxes: list[tuple[int, int, str]]) -> tuple[str, ...]:
    """Distinct boxed answers on the line (paragraph) of the last box; a box followed by a retraction
    ("\\boxed{1} no, wait: \\boxed{2}") is withdrawn, with every box before it."""
    last_start = boxes[-1][0]
    line_start = text.rfind("\n", 0, last_start) + 1
    contents: list[str] = []
    previous_end = -1
    for start, end, content in boxes:
        if start < line_start:
            continue
        if previous_end >= 0 and _RETRACTION.search(text, previous_end, start):
            contents = []
        if content not in contents:
            contents.append(content)
        previous_end = end
    return tuple(contents)


# Several boxes are a list of answers only when what parts two of them is a separator: a comma or a
# semicolon, a word ("and", "or", "y", "und", "和", "(b)", "for part b"), a sentence end, a row or column
# break, a filler run of one sign ("++++++", "---"), or nothing but spacing and math delimiters. Anything
# else (an operator, a brace, a bracket, a point) makes them operands of one expression: "$\\boxed{7}+\\boxed{8}$", "$\\frac{\\boxed{7}}{\\boxed{8}}$",
# "$\\boxed{7}^{\\boxed{8}}$", "$\\boxed{7} = \\boxed{8}$", "$\\boxed{7}.\\boxed{8}$": no answer is read.
_BOX_GAP_NEUTRAL = re.compile(
    r"(?:\s|\$|\\[()\[\]]|~|\\[,;:! ]|\\(?:q?quad|enspace|hfill)(?![a-zA-Z])|\\[hv]space\*?\s*\{[^{}]*\}|"
    r"\\(?:text\w*|mbox)\s*\{\s*\})+"
)
_BOX_GAP_SEPARATOR = re.compile(
    r"[,;，；、&\n]|([-+*=#_~])\1\1|\\\\|\\(?:newline|hline|item|begin|end|q?quad)(?![a-zA-Z])|\.(?=\s|\$|\\[)\]])|"
    r"(?<![\\A-Za-z])[A-Za-z]{2,}|(?<=[\s$])[A-Za-z](?=[\s$])|[^\x00-\x7f](?<=[^\W\d_])|"
    r"\\(?:text\w*|mbox|mathrm|operatorname)\s*\{[^{}]*[A-Za-z][^{}]*\}|\(\s*(?:[A-Za-z]|[ivxIVX]+|\d+)\s*\)"
)


# Words of arithmetic between two boxes join them as a sign does ("$\\boxed{7}$ más $\\boxed{8}$", "mal",
# "加"), unless a comma, a semicolon or a line break parts them too (English ones: finality._OPERATOR_LEAD).
_BOX_GAP_OPERATOR_WORD = re.compile(
    r"(?i)(?<![^\W\d_])(?:plus|minus|times|over|divided|multiplied|power|modulo|mod|más|menos|mal|geteilt|hoch|"
    r"fois|moins|più|meno|diviso|elevato|mais|vezes|dividido|плюс|минус|умнож\w*|раздел\w*|делён\w*|делен\w*|"
    r"artı|eksi|çarpı|bölü)(?![^\W\d_])|[加减乘除]"
)
_BOX_GAP_PARTS = re.compile(r"[,;，；\n]|\\\\")


def boxes_are_operands(text: str, boxes: list[tuple[int, int, str]]) -> bool:
    """Whether two neighbouring boxes on the line of the last box are joined by math (an operator, a
    brace, a point) rather than parted by a separator (see ``_BOX_GAP_SEPARATOR``)."""
    line_start = text.rfind("\n", 0, boxes[-1][0]) + 1
    on_line = [b for b in boxes if b[0] >= line_start]
    for (_s, end, _c), (start, _e, _d) in zip(on_line, on_line[1:], strict=False):
        gap = text[end:start]
        if _BOX_GAP_OPERATOR_WORD.search(gap) and not _BOX_GAP_PARTS.search(gap):
            return True
        if _BOX_GAP_SEPARATOR.search(gap):
            continue
        if _BOX_GAP_NEUTRAL.sub("", gap):
            return True
    return False


def _bare(answer: str) -> str:
    """An answer without spaces, quotes, dollars, braces and backslashes: to see a restatement."""
    return re.sub(r"[\s$\"\\{}]", "", answer)


def _stated_after(text: str, end: int) -> str | None:
    """A "final answer is ..." stated after the last box (position ``end``) with math in it: the
    response's last word on the answer ("... \\boxed{255}. Final Answer: The final answer is $10,455$")."""
    tail = text[end:]
    if not _FINAL_ANSWER_RE.search(tail):
        return None
    found = _answer_is(tail)
    if found and not _is_prose(found) and re.search(r"[\d\\]", found):
        return found
    return None


def _answer_is(text: str) -> str | None:
    """What the last "answer is" states. One that only echoes the prompt's instruction ("The final
    answer is within \\boxed{}.") states nothing: the one before it is read (up to 8 back)."""
    return _answer_is_at(text)[0]


def _answer_is_at(text: str) -> tuple[str | None, int]:
    """:func:`_answer_is`, with where its marker ends (-1 when nothing is stated)."""
    for m in reversed(deque(answer_markers(text), maxlen=8)):
        found = _stated(text[m.end() :])
        if found is None or not _EMPTY_BOX.search(found):
            return found, (m.end() if found is not None else -1)
    return None, -1


def _stated(after: str) -> str | None:
    """The answer at the start of ``after`` (the text right after an "answer is")."""
    rest = after.lstrip()
    if not rest:
        return None
    if rest[0] in "$\\":
        line_end = rest.find("\n\n")
        paragraph = rest if line_end < 0 else rest[:line_end]
        spans = math_spans(paragraph)
        if spans and spans[0][0] == 0:  # "is $\\$18.90$": delimited math (an escaped dollar inside)
            return untied(spans[0][2])  # "$~7$": a tie in math is a space, not "about" (display_marks.untied)
        opened = _lone_opener(paragraph)
        if opened:  # "Answer $\n 9 \n$": the delimiter is alone on its line, the math below it
            return opened
    # Up to the end of the sentence or line.
    line = rest.split("\n", 1)[0]
    m = re.search(r"\.(?:\s|$)|[。！？]", line)
    if m:
        line = line[: m.start()]
    line = _tidy(line.strip().rstrip(".").strip())
    if not line.strip("$\\()[]{} "):  # nothing but delimiters ("is $"): no answer stated here
        return None
    return line.strip("*").strip()


_UNESCAPED_DOLLAR = re.compile(r"(?<!\\)\$")


def _tidy(answer: str) -> str:
    """An answer without a stray backslash at its end ("12\\") or a currency sign written after
    the number ("220 $"): a single dollar sign there opens no math."""
    answer = re.sub(r"(?<!\\)\\$", "", answer).rstrip()
    if len(_UNESCAPED_DOLLAR.findall(answer)) == 1:
        answer = re.sub(r"(?<=\d)\s*\$$", "", answer)
    return answer


def _lone_opener(paragraph: str) -> str | None:
    """The math of a paragraph that opens with a delimiter alone on its line and closes it on a
    later line ("$\\n 9 \\n$"): inline math may cross lines there, and nowhere else (elsewhere a
    dollar sign on one line and one on the next are two prices)."""
    first, _, below = paragraph.partition("\n")
    for opener, closer, _multiline in _MATH_SPANS:
        if first.strip() == opener and below:
            end = below.rfind(closer)
            content = below[:end].strip() if end >= 0 else ""
            if content and not below[end + len(closer) :].strip().strip(".") and not _is_prose(content):
                return content
    return None


# A sentence that denies or hedges its number states no answer: "It is not 18.", "18 is wrong.",
# "Either 17 or 18."
_DENIED = re.compile(r"(?i)\b(?:not|isn't|no|never|wrong|incorrect|false|or|either|maybe|perhaps)\b|n't\b")


def _last_number(text: str, prompt: str = "") -> str | None:
    """The response's last number, unless it cannot be told from a copy or a denial: a number the
    prompt also holds (without a marker, a restated "18 eggs" reads like a conclusion), or one whose
    sentence says it is not the answer, or offers it as one of several."""
    last = None
    for m in _NUMBER_RE.finditer(text):
        last = m
    if last is None:
        return None
    number = last.group(0).replace("−", "-").replace("$", "")
    start = max(text.rfind(stop, 0, last.start()) for stop in (".", "!", "?", "\n"))
    end = min(
        (i for i in (text.find(stop, last.end()) for stop in (". ", "!", "?", "\n")) if i >= 0),
        default=len(text),
    )
    if _DENIED.search(text[start + 1 : end]):
        return None
    if prompt and any(m.group(0).replace("$", "") == number for m in _NUMBER_RE.finditer(prompt)):
        return None
    return number


# A number the response uses as an input of its arithmetic ("15 - 3 = 12": 15 and 3) and one it gets as
# a result (12): the chain "a op b ... = c" read around each "=" within a bounded window (linear).
_OPERAND = re.compile(_NUM)
_LEFT_CHAIN = re.compile(
    r"(?:" + _NUM + r")(?:[ \t]*(?:[-+*/×÷·]|\\times|\\cdot|\\div)[ \t]*\(?(?:" + _NUM + r")\)?)+[ \t]*$"
)
_RIGHT_NUMBER = re.compile(r"[ \t]*\$?(" + _NUM + ")")
CHAIN_WINDOW = 60
MAX_CHAINS = 300  # the last computations read (each costs at most CHAIN_WINDOW² steps)
_PLAIN_NUMBER = re.compile(r"[-+−]?\$?(?:" + _NUM + ")")


def _key_number(text: str) -> str:
    return text.replace("$", "").replace(",", "").replace("−", "-").lstrip("+")


def _given(found: str, text: str, prompt: str) -> bool:
    """Whether a plain number read without a marker is a given rather than a conclusion: a number of
    the prompt (the problem states it), or one the response only uses as an input of its arithmetic
    ("15 - 3 = 12 apples remain, since 3 were eaten": 3 is not what it concluded)."""
    found = found.strip().rstrip(".")
    if not _PLAIN_NUMBER.fullmatch(found):
        return False
    number = _key_number(found)
    if prompt and any(_key_number(m.group(0)) == number for m in _NUMBER_RE.finditer(prompt)):
        return True
    inputs, results = set(), set()
    pos = text.rfind("=")
    for _ in range(MAX_CHAINS):
        if pos < 0:
            break
        left = _LEFT_CHAIN.search(text, max(0, pos - CHAIN_WINDOW), pos)
        right = _RIGHT_NUMBER.match(text, pos + 1)
        if left is not None and right is not None:
            inputs.update(_key_number(n.group(0)) for n in _OPERAND.finditer(left.group(0)))
            results.add(_key_number(right.group(1)))
        pos = text.rfind("=", 0, pos)
    return number in inputs and number not in results


# A fenced code block: ```lang ... ```. Code is never an answer; its output block (```output) is.
_FENCE = re.compile(r"^[ \t]*```[ \t]*([\w+#.-]*)[^\n]*\n", re.MULTILINE)
_OUTPUT_LANGS = {"output", "stdout", "result", "text", "plaintext", "txt", "console", ""}
_LOOKS_LIKE_CODE = re.compile(
    r"^\s*(?:print\(|def |import |from \w+ import|return |for .* in |#include)", re.M
)


def blank_code(text: str) -> str:
    """``text`` with its fenced code blocks blanked (an untagged block only when it looks like code):
    a number or a box in code that was never run is not an answer, and the output a run printed
    (an ``output`` block) is kept. One pass over the fences."""
    if "`" not in text or text.rfind("```") < 0:  # (memchr, then rfind: 3x faster than find, "in")
        return text
    spans: list[tuple[int, int]] = []
    pos = 0
    while (m := _FENCE.search(text, pos)) is not None:
        close = text.find("```", m.end())
        end = len(text) if close < 0 else close + 3
        lang = m.group(1).lower()
        body = text[m.end() : end]
        if lang not in _OUTPUT_LANGS or (not lang and _LOOKS_LIKE_CODE.search(body)):
            spans.append((m.start(), end))
        pos = end
    return blank(text, spans)


_ANSWER_LINE = re.compile(r"^[\W_]*(?:" + _ANSWER_IS_RE.pattern + r")", re.IGNORECASE)


def _answer_line(text: str) -> str | None:
    """Strict mode's "answer is": the response's last non-empty line, when it starts with a
    final-answer marker ("Answer: 7", "**Final Answer:** $7$", "Final Answer: The final answer is $7$.
    I hope it is correct."); what it states must be math, not a sentence."""
    lines = [line for line in text.split("\n") if line.strip()]
    if not lines or not _ANSWER_LINE.match(lines[-1]):
        return None
    found = _answer_is(lines[-1])
    if not found or _is_prose(found) or _EMPTY_BOX.search(found):
        return None
    return found


_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def _is_prose(text: str) -> bool:
    """More than two words outside LaTeX commands and their word arguments; any Chinese, Japanese or
    Korean character there (those languages write words without spaces)."""
    outside = _COMMAND_ARG.sub(" ", text)
    return len(_PROSE_WORD.findall(outside)) > 2 or _CJK.search(outside) is not None


def _is_expression(text: str) -> bool:
    """Whether a whole (short) response is one math expression rather than prose."""
    if not text or len(text) > MAX_EXPRESSION_RESPONSE or "\n" in text:
        return False
    return not _is_prose(text) and not re.search(r"[.!?]\s+[A-Za-z]", text)


# what opens an aside to a sentence's statement: a bracket (a look-alike of one too: "【", "❨", full-width "（"), or a
# clause of a condition, a parameter or a reason (not "for" nor "as": ", for a total of 6 values.", ", as required"
# conclude the sentence's own statement)
_ASIDE_BRACKETS = tuple(zip("([{（【❨⦅﹙〔［", ")]}）】❩⦆﹚〕］", strict=True))
_ASIDE_CLAUSE = re.compile(
    r"(?:[,;，；]|\s*[—–]|\s+--?(?=\s))\s*(?:with|where|when|whenever|if|taking|assuming|given|here|since|because|using|via|"
    r"independent(?:ly)?\s+of|regardless\s+of|irrespective\s+of)(?![\w'’-])"
    # a contrast's or a place's conjunction needs no comma: "The product is 7 where $T = 6$.", "7 while $T = 6$" (not
    # "when" nor "if": "$f(x)=4$ exactly when $\\frac12 \\le x \\le 8$" states its answer after the conjunction)
    r"|(?<=\s)(?:where|whereas|while)(?![\w'’-])",
    re.IGNORECASE,
)


# math that names variables and holds no value: "T", "a, b", "\\theta", "x_1 and y" (a Greek letter but pi, a constant)
_NAMES_ONLY = re.compile(r"\s*" + NAME + r"(?:\s*(?:,|,?\s*and)\s*" + NAME + r")*\s*")


def _aside_start(prose: str, sentence_start: int, at: int) -> int | None:
    """Where the aside holding ``prose[at]`` opens, in its sentence from ``sentence_start``: a bracket not
    closed before ``at`` ("7 (where $T = 6$)"), or a clause of a condition, a parameter or a reason that no
    comma ends before ``at`` ("7, with $T = 6$"); None where ``at`` is in the sentence's own statement. (The
    math is blanked in ``prose``: a bracket of the math's own is not read.)"""
    unclosed = [
        opened
        for opener, closer in _ASIDE_BRACKETS
        if (opened := prose.rfind(opener, sentence_start, at)) >= 0 and prose.find(closer, opened, at) < 0
    ]
    if unclosed:
        return max(unclosed)  # "7 (where $T = 6$)", "7 [where $T = 6$]", "7 （where $T = 6$）"
    clause = None
    for m in _ASIDE_CLAUSE.finditer(prose, sentence_start, at):
        clause = m.start()
    if clause is not None and not re.search(r"[,;]", prose[clause + 1 : at]):
        return clause
    return None


def _expression(text: str, whole_ok: bool = True) -> str | None:
    """The ``expression`` fallback (see the module docstring). ``whole_ok``: a short response may be
    read as one expression (not when part of it was withdrawn: what is left is not the response)."""
    whole = _tidy(text.strip())
    while whole.endswith((".", "!", "。")) and not whole.endswith("\\!"):
        whole = _tidy(whole[:-1].rstrip())
    whole = named_value(whole)  # "Result: 7": a one-word name of the answer, then its value (proven_forms.py)
    spans = math_spans(whole)
    if len(spans) == 1 and spans[0][0] == 0 and spans[0][1] == len(whole):
        return spans[0][2]  # "$x = 1$", "\\[ \\frac12 \\]"
    if whole_ok and _is_expression(whole) and not spans:
        return whole  # "-5", "7,425,000", "x = 1"
    # The last sentence that holds math: its last delimited span, else its last bare expression.
    masked = list(whole)
    for start, end, _content in spans:
        masked[start:end] = " " * (end - start)
    prose = "".join(masked)
    bare = [(m.start(), m.end(), m.group(0)) for m in _BARE_EXPR_RE.finditer(prose)]
    last = max(spans[-1:] + bare[-1:], default=None, key=lambda s: s[1])
    if last is None:
        return None
    sentence_start = 0
    for m in _SENTENCE_END.finditer(prose, 0, last[0]):
        sentence_start = m.end()
    aside = _aside_start(prose, sentence_start, last[0])
    if aside is not None:
        stated = [c for c in spans + bare if sentence_start <= c[0] and c[1] <= aside]
        if stated:
            if any(not _NAMES_ONLY.fullmatch(c[2]) for c in spans + bare if c[0] >= aside):
                return (
                    None  # "The product is 7 (where $T = 6$).": 7, or 6 if T names the product? Not decided
                )
            # "... is 6 (independent of $T$).": the aside names a variable, no value: the sentence states 6
            last = max(stated, key=lambda c: c[1])
            spans = [c for c in spans if c[1] <= aside]
    in_sentence = [s for s in spans if s[0] >= sentence_start]
    if in_sentence and in_sentence[-1] is last:
        # "$x = 1$ or $x = 2$": spans joined only by commas, "and", "or" are one list answer.
        first = len(in_sentence) - 1
        while first > 0 and _JOINER.fullmatch(whole, in_sentence[first - 1][1], in_sentence[first][0]):
            first -= 1
        return ", ".join(content for _s, _e, content in in_sentence[first:])
    return last[2].replace("−", "-")


def extract_answer(
    response: str,
    fallbacks: tuple[str, ...] = ("answer_is",),
    primary: tuple[str, ...] = ("boxed",),
    *,
    prompt: str = "",
    truncated: bool = False,
    strict: bool = False,
    question: str = "",
) -> Extraction | None:
    """The final answer of ``response``, or None when it gives none.

    ``primary`` are the formats that count as ``formatted`` (``boxed``, and ``hashes`` for GSM8K);
    ``fallbacks`` are tried afterwards in order, among ``hashes``, ``answer_is``, ``expression``,
    ``last_number``; an answer found by a fallback is never ``formatted``.

    ``prompt``: the text the model saw. Copies of it in the response are blanked before anything
    is read (:mod:`proctor.grading.echo`), and no fallback reads a math span that restates one of
    the prompt's. ``truncated``: the response was cut at the token limit, so only a final-answer
    marker (``\\boxed{}``, ``####``, "the answer is") states an answer, and a marked answer that runs
    into the cut (the response's last word) may be cut itself: it is not read. ``question``: the prompt,
    read only for the question it asks (a grader that masks the prompt's copies itself passes it here):
    where ``prompt`` or ``question`` asks for a non-answer ("Which of the following is not prime?"),
    the response's own restatement of that question before its answer does not make the answer one to
    another question (:func:`proctor.grading.framing.prompt_asks_non_answer`).

    Before anything is read, code that was never run is blanked (:func:`blank_code`) and so are the
    answers the response withdraws: negated, hedged, questioned or retracted ones
    (:mod:`proctor.grading.commitment`). ``strict``: only an explicitly marked final answer is read:
    the ``primary`` formats and, when ``answer_is`` is among the fallbacks, a last line that starts
    with a final-answer marker ("Answer: 7", "Final Answer: The final answer is $7$."); no other
    fallback, and nothing when the response's last word on its answer is withdrawn, or when the
    response does not end on that answer in a plain sentence (:mod:`proctor.grading.finality`).
    """
    found = _extract(response, fallbacks, primary, prompt, truncated, strict, question)
    if found is None or _redefined(response, found.text):
        return None
    if _approximated(found):
        return None  # "The answer is ~7.", "#### 7~", "\\boxed{～7}": about 7, no exact answer
    text = unwrap_color(found.text)
    if text != found.text:
        alternatives = tuple(unwrap_color(a) for a in found.alternatives)
        return Extraction(text, found.formatted, found.method, alternatives)
    return found


# a tilde glued to the answer's number (its first or last mark, past brackets, signs and currency): "~7", "(~7)",
# "7~"; in a "####" line (plain text, "$" a currency) also "$~7" and "~$7". In prose a tilde is "about", but "~$"
# is LaTeX's tie before math ("is~$7$"), and in a box's LaTeX every "~" is a tie (a space), except the
# full-width "～", which no LaTeX writes. A doubled tilde around it ("~~7~~") is a Markdown strike-out: no answer
_APPROX_TILDE = {
    "hashes": re.compile(r"^[\s($]*[~～]{1,2}[\s$]*[-+−]?[€£¥₹]?\d|\d[\s$)]*[~～]{1,2}[\s)$.]*$"),
    "prose": re.compile(r"^[\s(]*(?:~~?(?![\s$]*\$)|～)[\s$]*[-+−]?[€£¥₹]?\d|\d[\s)]*[~～]{1,2}[\s)$.]*$"),
    "boxed": re.compile(r"^[\s($]*～|～[\s)$.]*$"),
}


def _approximated(found: Extraction) -> bool:
    """Whether the answer found is marked as approximate by a tilde (see ``_APPROX_TILDE``)."""
    if "~" not in found.text and "～" not in found.text:
        return False
    kind = found.method if found.method in ("hashes", "boxed") else "prose"
    return _APPROX_TILDE[kind].search(found.text) is not None


def _extract(
    response: str,
    fallbacks: tuple[str, ...],
    primary: tuple[str, ...],
    prompt: str,
    truncated: bool,
    strict: bool,
    question: str = "",
) -> Extraction | None:
    for name in (*primary, *fallbacks):
        if name != "boxed" and name not in FALLBACKS:
            raise ValueError(
                f"unknown extraction method {name!r}; use 'boxed' or one of {', '.join(FALLBACKS)}"
            )
    text = tail(strip_reasoning(response))
    if prompt:
        text = mask_copies(text, prompt)
    # what the reader is shown: no code that was never run, nothing a rendered response hides, and
    # nothing after a new turn or problem the response opens once it has answered (proctor.grading.surface)
    raw = text  # (before code is blanked: a fenced JSON answer field is read, proctor.grading.one_answer)
    shown = tex_spaced(cut_turns(blank_hidden(blank_code(text))))  # "$\\boxed{7}$~thousand" (tex_spaces)
    text = committed(shown)
    whole_ok = text == shown
    methods = list(primary) + [f for f in fallbacks if f not in primary]
    read_statement = "expression" in methods  # "Final Answer: The largest $n$ is 34" -> 34
    if truncated or strict:
        methods = [m for m in methods if m in MARKED]
    if strict and "answer_is" in methods:
        methods[methods.index("answer_is")] = "answer_line"
    restated = prompt_math(prompt) if prompt else frozenset()
    asked = bool(prompt or question) and prompt_asks_non_answer(prompt or question)
    unmarked = _without_emphasis(_without_restated(text, restated))  # what the fallbacks read
    marked = before_cut(unmarked) if truncated else unmarked
    for method in methods:
        formatted = method in primary
        if method == "boxed":
            found = _boxed(text, "answer_is" in methods and not strict, formatted, truncated)
            if (
                found
                and found.method == "boxed"
                and boxes_are_operands(text, [b for b in find_boxed(text) if b[2]])
            ):
                return None  # "$\\boxed{7}+\\boxed{8}$": the boxes are operands of one expression, no answer
            if found and strict and not _box_is_final(shown, text, truncated, asked):
                return None  # strict: the response does not end on its box (proctor.grading.finality)
            if found and strict and found.method == "boxed" and commented_answer(raw, found.text):
                return None  # strict: "% answer = 8" before "$\\boxed{7}$": a hidden second answer (replaced_after)
            if found and strict and found.method == "boxed" and spoiler_before(raw, "\\boxed", found.text):
                return None  # strict: "<details><summary>Answer</summary>8</details>" before the box (bare_leads)
            if found and strict and found.method == "boxed" and structured_before(raw, found.text, "\\boxed"):
                return None  # strict: "answer = 8  # final" in a code fence before the box (strict_rivals)
            if found and not _box_stands(text, found, truncated, shown, asked):
                return None  # its sentence hedges it, or a later one judges it (finality.stands); strict too:
                # strict never reads what standard refuses (docs/grading.md "Modes")
            if found and found.method == "boxed" and struck_lead(raw, _read_boxes(text, truncated)[-1][0]):
                return None  # "~~Final answer:~~ $\\boxed{7}$": the lead to the box struck out (struck_lead)
            if found and found.method == "boxed" and fenced_field(raw, shown, strict):
                return None  # '```json\n{"answer": 8}\n```': another value submitted in a data block
            if found and markup_disowns(raw, text, find_boxed(text), None, strict):
                return None  # "\\begin{wrong}...", "$\\boxed{7}$ <!-- actually 8 -->" (environments.py)
            if found:
                return found
        elif method == "hashes":
            hits = list(_HASHES_RE.finditer(marked))
            if hits and hits[-1].group(1).strip():
                last = hits[-1]
                if strict and not _hashes_are_final(shown, last.group(1).strip()):
                    return None
                if strict and structured_before(raw, last.group(1).strip(), "####"):
                    return (
                        None  # "answer = 8  # final" in a code fence before the '####' line (strict_rivals)
                    )
                if not stands(text, last.start(), last.end(), shown, True, asked):  # strict too (as a box)
                    return None
                if markup_disowns(raw, text, [], last, strict):  # "\\begin{draft}\n#### 7" (environments.py)
                    return None
                return Extraction(last.group(1).strip(), formatted, "hashes")
        elif method == "answer_line":
            found = _answer_line(marked)
            if found and canonical_math(found) not in restated and ends_on_line(shown, found):
                return Extraction(found, formatted, "answer_is")
        elif method == "answer_is":
            found, at = _answer_is_at(marked)
            if found and not _states_at(text, marked, found, at, shown, asked):
                return None  # its sentence hedges it, or a later one judges it (finality.stands)
            if found and (bold_replaced(text, at, found) or postscript_other(text, at, found)):
                return None  # "The answer is **7**. Sike! It's **8**.", a later "P.S.: 8." (replaced_after)
            if (
                found and _is_prose(found) and spelled_phrase(found) is None
            ):  # ("two hundred fifty": a number)
                # "Final Answer: The largest $n$ is 34" -> 34; "to get your final answer, we need to
                # add..." states no answer: the next fallback reads the response.
                found = _expression(found) if read_statement else None
            if found and canonical_math(found) in restated:
                return None  # "the answer is $\\sqrt{242}$" for "Simplify $\\sqrt{242}$": nothing stated
            if found:
                return Extraction(found, formatted, "answer_is")
        elif method == "expression":
            found = _expression(unmarked, whole_ok)
            if found and not _states_at(text, unmarked, found, unmarked.rfind(found), shown, asked):
                return None
            if found and canonical_math(found) not in restated and not _given(found, unmarked, prompt):
                return Extraction(found, formatted, "expression")
        elif method == "last_number":
            found = _last_number(unmarked, prompt)
            if found and not _states_at(text, unmarked, found, unmarked.rfind(found), shown, asked):
                return None
            if found and _given(found, unmarked, prompt):
                found = None
            if found:
                return Extraction(found, formatted, "last_number")
    return None


def _redefined(response: str, answer: str) -> bool:
    """Whether the response (re)defines a macro its answer is shown through (:func:`markup.redefines`):
    its rendered answer is not what it spells. Read on what is rendered: no reasoning, no code."""
    if not may_redefine(response):
        return False
    return redefines(blank_code(strip_reasoning(response)), answer)


_COLOR = re.compile(
    r"\\(?P<command>textcolor|colorbox)\s*(?:\[(?P<model>\w+)\])?\s*\{(?P<color>[^{}]*)\}\s*\{"
    r"|\{\s*\\color\s*(?:\[(?P<cmodel>\w+)\])?\s*\{(?P<ccolor>[^{}]*)\}"
)


def unwrap_color(answer: str) -> str:
    """An answer without a colour around the whole of it: ``\\textcolor{red}{12}``, ``\\colorbox{yellow}{12}``
    and ``{\\color{red} 12}`` are ``12`` (the colour is layout). Only a colour known to show on a white page
    is unwrapped (:mod:`proctor.grading.surface`): ``\\textcolor{white}{12}`` stays, and is not read as 12.
    One wrapper, read without recursion."""
    s = answer.strip()
    for _ in range(4):  # a few wrappers at most: \\textcolor{red}{\\colorbox{yellow}{12}}
        m = _COLOR.match(s)
        if m is None or not s.endswith("}"):
            break
        if m.group("command") == "colorbox":
            shows = visible_background(m.group("color"), m.group("model"))
        elif m.group("command"):
            shows = visible_text_color(m.group("color"), m.group("model"))
        else:
            shows = visible_text_color(m.group("ccolor"), m.group("cmodel"))
        if not shows:
            break
        opened = m.end() - 1 if s[m.end() - 1] == "{" else m.start()
        if brace_matches(s).get(opened) != len(s):
            break
        s = s[m.end() : -1].strip()
    return s


def _read_boxes(text: str, truncated: bool) -> list[tuple[int, int, str]]:
    """The boxes of ``text`` extraction reads (those with content), less a last one at the cut of a truncated
    response ("\\boxed 1" at the cut: the token may be cut, "\\boxed 12")."""
    boxes = [b for b in find_boxed(text) if b[2]]
    if truncated and boxes and boxes[-1][1] == len(text) and not text.endswith("}"):
        boxes.pop()
    return boxes


def _boxed(text: str, answer_is: bool, formatted: bool, truncated: bool) -> Extraction | None:
    """The last box (with the boxes on its line, for hedging), or a "final answer is" after it."""
    boxes = _read_boxes(text, truncated)
    stated = _stated_after(text, boxes[-1][1]) if boxes and answer_is else None
    if stated and _bare(stated) != _bare(boxes[-1][2]):
        return Extraction(stated, False, "answer_is")
    if boxes:
        alts = _final_line_alternatives(text, boxes)
        return Extraction(boxes[-1][2], formatted, "boxed", alts if len(alts) > 1 else ())
    return None


def _box_is_final(shown: str, text: str, truncated: bool, asked: bool = False) -> bool:
    """Strict mode: whether the box read from ``text`` (the committed view of ``shown``, same length)
    is the plain last word of ``shown`` (:func:`proctor.grading.finality.ends_on_box`)."""
    boxes = _read_boxes(text, truncated)
    return bool(boxes) and ends_on_box(shown, *boxes[-1], committed=text, asked_non_answer=asked)


def _box_stands(text: str, found: Extraction, truncated: bool, shown: str, asked: bool = False) -> bool:
    """Standard mode: whether the box read from ``text`` (the committed view: what commitment withdrew,
    "..., not $12$", is blank there) stands (:func:`proctor.grading.finality.stands`; ``shown``, the same
    text before the commitment pass, for the alternatives offered after it); a "final answer is" stated
    after it is read where it is."""
    boxes = _read_boxes(text, truncated)
    if not boxes:
        return True
    if found.method == "answer_is":
        at = text.rfind(found.text)
        return at < 0 or stands(text, at, at + len(found.text), shown, True, asked)
    return stands(text, boxes[-1][0], boxes[-1][1], shown, asked_non_answer=asked)


def _states_at(
    committed_text: str, text: str, found: str, at: int, shown: str | None = None, asked: bool = False
) -> bool:
    """Standard mode: whether the answer ``found``, read in ``text`` (a view of ``committed_text``, same
    length) at or after ``at``, stands there (:func:`proctor.grading.finality.stands`). Where it
    cannot be placed (a list joined from several spans), nothing is said against it."""
    if at < 0:
        return True
    where = text.find(found, at)
    end = where + len(found) if where >= 0 else at
    return stands(committed_text, at, end, shown, True, asked)


def _hashes_are_final(shown: str, answer: str) -> bool:
    """Strict mode: whether the response's last line is its ``####`` line, a plain statement."""
    lines = [line for line in shown.split("\n") if line.strip()]
    return (
        bool(lines)
        and lines[-1].lstrip().startswith("####")
        and ends_on_line(shown, answer)
        and not rival_before_hashes(shown, answer)  # "Answer: 8\n#### 7": another answer before (rival.py)
        and not last_value_before_hashes(shown, answer)  # "It must be 8.\n#### 7" (last_value.py)
        and not other_before_hashes(shown, answer)  # "Grand total: 8.\n#### 7" (prior_block.py)
        and not committed_form_before_hashes(shown, answer)  # "Therefore 16/2.\n#### 7" (committed_forms.py)
        and not other_before_hashes_more(shown, answer)  # "**8**\n#### 7", a code fence (strict_rivals.py)
    )


# Markdown bold around a word or a value: "**7**", "**Answer**: 7", "3 + 4 = **7**" (not "2**3", an exponent in code).
_EMPHASIS = re.compile(r"(?<![\w*\\])\*\*(?=[^\s*])[^\n*]{1,200}?(?<=[^\s*\\])\*\*(?![\w*])")


def _without_emphasis(text: str) -> str:
    """``text`` with the markers of its markdown bold blanked (same length): layout, which the fallbacks read
    through as a reader does ("**Answer**: 7" states 7; "**7**" is 7)."""
    if "*" not in text or text.rfind("**") < 0:  # (memchr, then rfind: 3x faster than find, "in")
        return text
    return _EMPHASIS.sub(lambda m: "  " + m.group(0)[2:-2] + "  ", text)


def _without_restated(text: str, restated: frozenset[str]) -> str:
    """``text`` with each math span that restates one of the prompt's (``restated``) blanked."""
    if not restated:
        return text
    spans = math_spans(text)
    # each distinct content made canonical once (a long trace restates "$x$" hundreds of times)
    hits = {
        content for content in {content for _a, _b, content in spans} if canonical_math(content) in restated
    }
    return blank(text, [(a, b) for a, b, content in spans if content in hits]) if hits else text


def before_cut(text: str) -> str:
    """A truncated response without its last word, unless a space ends it: the cut may have fallen
    inside that word ("the answer is 1" of "the answer is 12")."""
    if not text or text[-1].isspace():
        return text
    cut = max(text.rfind(" "), text.rfind("\n"), text.rfind("\t"))
    return text[: cut + 1] if cut >= 0 else ""
