"""Strict: a bare final box (or ``####`` line) read only where the paragraph right before it ends on its value.

:mod:`proctor.grading.last_value` refuses a box when a value stated before it is COMMITTED by a cue word of its
tables (``It must be 8.``, ``That's my answer.``); a writer commits in more words than any table holds (``Grand
total: 8.``, ``मारो जवाब 8 छे.``, ``B wins.``, ``选B。``, ``$\\text{Answer: } 8$``, ``[answer]`` / ``value = 8``,
``+---+`` / ``| 8 |``, ``The answer is 7k.``). This rule is structural instead: where the final box stands ALONE
(its line holds nothing but the box and math delimiters, after the writer's text), the paragraph right before it
is what the box answers, so its LAST value must be the box's own (proved equal by the grader's equivalence) or
proven work; otherwise strict refuses: the reader cannot tell which of two stated values is the answer.

What the paragraph's last value is: the last run of non-space characters holding a digit (``8``, ``7k``, ``.7``,
``√7``, ``7²``, ``1/2``, ``8-dir``; the part after its last ``=`` or ``:``), or a number word of the grader's
tables ending it (``seven hundred``: a compound is another value unless proved equal), or, where the box holds a
choice letter, an option letter (Latin ``A``-``J`` or Cyrillic ``А``-``К`` by position) when the paragraph names
exactly one option letter. Proven work, read as no value: an operand (an operator or a relation other than
``=`` and ``:`` on either side: ``2^8 > 200``), a value with more than three words or a digit after it before
the paragraph's end (``There are 5 choices for each of the 4 digits, so we multiply.``), a paragraph longer than
the rule's window (long work: :mod:`~proctor.grading.last_value` reads it), a list item or a table row of several
values (``(D) 8``: the options quoted). Only a box on a line of its own is read by this rule: a box with a lead
in its sentence (``So the answer is $\\boxed{7}$.``) has its own words (the other rules read them).

Cost: nothing unless the box's line is bare (a few character tests); then one bounded regex over at most
:data:`_WINDOW` characters.
"""

from __future__ import annotations

import re
import unicodedata

from proctor.grading.last_value import _BEFORE_WORDS, _COMPARED, _CUES, _RELATIVE_AFTER
from proctor.grading.leads import plain_work
from proctor.grading.lexicon import LEAD_WORK_VERBS
from proctor.grading.one_answer import _other
from proctor.grading.plain_words import _NON_ANSWER_LABEL, _REVISED
from proctor.grading.proven_forms import spelled_value
from proctor.grading.rival import _STEM

_WINDOW = 320  # (a paragraph longer than this is work; the cue rules read it)
# a paragraph of layout alone: rules, breaks, tags, entities, empty math, invisible characters
_LAYOUT = re.compile(
    r"(?:[\s\-*_=~.·•…⋯$\\|]|<[^<>\n]{0,40}>|&[A-Za-z]{2,8};|&#\d{1,6};|[\u200b-\u200d\u2060\ufeff\u2800\u3164])+"
)
# what may stand before the box on its line: marks and spaces, quote marks and one list bullet (``> $\\boxed{7}$``,
# ``- $\\boxed{7}$``: the box's line holds nothing else), at most one opening of display math (``$$`` is two of the
# marks already); each character has one place to go, so a long line is read in linear time
_BARE_LEAD = re.compile(r"[ \t]*(?:>[ \t]*)*(?:[-+•][ \t]+)?[ \t$*_]*(?:(?:\\\[|\\\()[ \t$*_]*)?")
# a run of non-space characters that holds a digit (a value as written, glued forms included)
_SPLIT = "\\s\u3000-\u30ff\u3400-\u9fff\uac00-\ud7af\uff01-\uff0f\uff1a-\uff20"
_RUN = re.compile(f"[^{_SPLIT}]*\\d[^{_SPLIT}]*")  # (matched only where a run starts: see _last_run)
_SPLIT_CHAR = re.compile(f"[{_SPLIT}]")
_DIGIT = re.compile(r"\d")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
# a self-assessment ("Confidence: 100%."): doubted_before refuses one below full certainty
_SELF_ASSESSED = re.compile(
    r"(?i)confiden|certaint|\bsure\b|konfidenz|sicherheit|confianza|certeza|confiance|certitude|fiducia|уверенн"
    r"|güven|keyakinan|tin cậy|信心|置信|确信|確信|自信|신뢰|확신"
)
_OPERATOR = re.compile(r"(?:[+*/×·÷^<>≤≥≈≠−-]|\\(?:cdot|times|div|le|ge|leq|geq|approx|neq|pm|mp|lt|gt))$")
_OPERATOR_AFTER = re.compile(
    r"^\s*(?:[+*/×·÷^<>≤≥≈≠=]|[−-]\s*[\d(\\]|\\(?:cdot|times|div|le|ge|leq|geq|approx|neq|pm|mp))"
)
_WORD = re.compile(r"[^\W\d_]+")
_TAG = re.compile(r"</?[A-Za-z][^<>\n]{0,80}>")
_SHORT = 7  # (a sentence of at most this many words states its last value)
_LONG = 12  # (one of at most this many states a value at most three words end)
_CONTROL = re.compile(r"\\[A-Za-z]+")
_GROUPS = re.compile(r"(?:[ \u00a0\u202f]\d{3}(?!\d))+")
_COMPUTED = re.compile(r"\d\s*(?:[-+*/×·÷^−]|\\cdot|\\times|\\div)\s*[\d($\\]|<<")
_RESULT_MARK = re.compile(r"=|>>")
_REFERENCE = re.compile(r"(?i)(?<![^\W\d_])(?:the|this|that|these|those|each|every|per|of|its)[\s$*_(]+$")
_LEAD_END = re.compile(r"[.!?。！？।](?=\s)|\n")
_RIGHT = "✓✔✅☑"
_MARK_CHARS = re.compile(r"[✓✔✅☑✗✘❌☒]|\[[ xX]\]")
_CHECKBOX = re.compile(r"(?m)^[ \t>]*(?:[-*+][ \t]*)?\[([ xX✓✔])\][ \t]*\*{0,2}\(?([A-J])\)?(?![A-Za-z])")
_MARK_AFTER = re.compile(r"(?<![A-Za-z0-9\\])\(?([A-J])\)?[ \t*_:)]*([✓✔✅☑✗✘❌☒])")
_MARK_BEFORE = re.compile(
    r"([✓✔✅☑✗✘❌☒])\ufe0f?[ \t*_:]*\(?([A-J])\)?(?![A-Za-z0-9])(?![ \t*_:)]*[✓✔✅☑✗✘❌☒])"
)
# a label of an intermediate result (whitelist: what such a label names is work, not the answer)
_INTERMEDIATE = re.compile(
    r"(?i)(?<![^\W\d_])(?:step|part|case|stage|round|phase|subtotal|lemma|claim|intermediate|interim|partial"
    r"|zwischen|teil|schritt|intermédiaire|étape|partiel|intermedi|paso|parcial|passo|tussen|stap|pośredni|krok"
    r"|промежуточн|шаг|частичн|ara sonuç|adım|trung gian|bước|langkah|sementara|中间|中間|步骤|途中|중간|단계)"
)
_VARIABLE = re.compile(r"(?<![\w\\])[A-Za-z](?:_\{?\w{1,3}\}?)?'*[ \t$]*=[ \t$]*$")
_HEADING = re.compile(r"#{1,6}[ \t]|\*\*[^*\n]+\*\*$|__[^_\n]+__$")
_SENTENCE_END = re.compile(r"[.!?。！？।](?=\s|$)|[。！？]")
_NOT_VALUE_WORDS = frozenset(("one", "uno", "eins", "une", "ein", "un", "una"))
_EDGE = "$*_`\"'“”‘’«»()[]{}<>|.,;:!?。，；：！？、"
_LETTER_RUN = re.compile(r"(?<![A-Za-zА-Яа-яЁё0-9\\])\(?([A-JА-ЕЖЗИК])\)?(?![A-Za-zА-Яа-яЁё0-9'’])")
_CYRILLIC = "АБВГДЕЖЗИК"
_ARTICLE_AFTER = re.compile(r"[ \t]+[a-z]")
# the paragraph's last sentence a label and a math span that holds no digit (a constant, a variable, an expression
# in letters: its value, which the digit rules do not read): "Grand total: $\\pi$.", "Net result: $x$."
_MATH_LABEL = re.compile(
    r"(?:^|(?<=[.!?。！？\n]))[ \t*_#>]*([^\W\d_][^\n:：$.!?。！？]{0,60})[:：][ \t*_]*(?:\$\$?|\\\()(?P<m>[^$\d\n]{1,60})"
    r"(?:\$\$?|\\\))[ \t*_]*[.!。！]?[ \t*_]*\Z"
)
# a verb of work other than a copula in such a label makes it work ("Then we need: $x$.")
_WORK_VERB = re.compile(r"(?!(?:is|are|was|were|be|been|being|am)$)(?:" + LEAD_WORK_VERBS + r")")
_ITEM = re.compile(r"(?m)^[ \t>]*(?:[-*+•]|\(?[A-Ja-j0-9]{1,2}[).:]|\|)[ \t]")


def _block(text: str, start: int) -> tuple[int, int] | None:
    """The paragraph right before the bare box at ``start`` (its bounds in ``text``), None where the box's line
    holds more than the box or no paragraph precedes it."""
    line = text.rfind("\n", 0, start) + 1
    if line == 0 or _BARE_LEAD.fullmatch(text, line, start) is None:
        return None
    end = line - 1
    while end > 0 and text[end - 1] in " \t\n":
        end -= 1
    if end <= 0:
        return None
    para = text.rfind("\n\n", 0, end)
    begin = 0 if para < 0 else para + 2
    for _ in range(
        3
    ):  # a paragraph of layout alone ("---", "<br>", "&nbsp;", "$$ $$") is no paragraph of text
        if para < 0 or _LAYOUT.fullmatch(text, begin, end) is None:
            break
        end = para
        while end > 0 and text[end - 1] in " \t\n":
            end -= 1
        para = text.rfind("\n\n", 0, end)
        begin = 0 if para < 0 else para + 2
    if end <= begin:
        return None
    if end - begin > _WINDOW:
        return None  # (long work: read by the cue rules)
    return begin, end


def _run_value(run: str) -> str:
    """The value a run states: after its last ``=`` or ``:``, without its edges and a copula suffix (``8-dir``)."""
    for sep in ("=", ":"):
        if sep in run:
            run = run.rsplit(sep, 1)[1] or run
    run = run.strip(_EDGE)
    while run and ord(run[-1]) > 127 and run[-1] not in "‰‱٪" and unicodedata.category(run[-1]) == "Po":
        run = run[:-1]  # (a sentence's end in any script: "8។", "8።", "8။")
    run = re.sub(r"^\\text\{[^{}]*\}", "", run)
    m = re.fullmatch(r"([-−]?\d+(?:[.,]\d+)?)(?:[-'’][^\W\d_]{1,5})", run)
    return m.group(1) if m else run.strip(_EDGE)


def _plain_number(v: str) -> bool:
    return re.fullmatch(r"[-−]?\d+(?:\.\d+)?", v) is not None


def _blank_tags(text: str, begin: int, end: int) -> str:
    """``text`` with the HTML tags of ``text[begin:end]`` blanked (same length): ``<p>8</p>`` states 8."""
    if "<" not in text[begin:end]:
        return text
    return text[:begin] + _TAG.sub(lambda m: " " * len(m.group()), text[begin:end]) + text[end:]


def _operand_before(text: str, begin: int, at: int) -> bool:
    """Whether an operator right before ``at`` has an operand before it on its line ("2^8 > 200"; not the
    frame of "* 8 *" or a bullet "- 8")."""
    line = max(begin, text.rfind("\n", 0, at) + 1)
    before = text[max(line, at - 16) : at].rstrip()
    m = _OPERATOR.search(before)
    return m is not None and bool(before[: m.start()].strip(" \t$*_#|+"))


def _operand_after(after: str) -> bool:
    """Whether an operator right after the value has an operand after it on its line."""
    m = _OPERATOR_AFTER.match(after)
    return m is not None and bool(after[m.end() :].split("\n", 1)[0].strip(" \t$*_#|+.!?"))


def _last_run(text: str, a: int, b: int) -> re.Match | None:
    """The last run of non-space characters holding a digit in ``text[a:b]`` (found from its last digit: a scan of
    every start would cost the square of a word's length)."""
    d = max(text.rfind(c, a, b) for c in "0123456789")
    if d < 0:
        return None
    start = d
    while start > a and not _SPLIT_CHAR.match(text, start - 1):
        start -= 1
    return _RUN.match(text, start, b)


def _words(text: str, a: int, b: int) -> int:
    """How many words ``text[a:b]`` holds (a CJK word counted per two characters; control words left out)."""
    part = text[a:b]
    if "\\" in part:
        part = _CONTROL.sub(" ", part)
    return len(_WORD.findall(part)) + len(_CJK.findall(part)) // 2


def _grouped(text: str, m: re.Match, end: int) -> str:
    """The run of ``m`` with the digit groups a space separates after it ("$118 000")."""
    g = _GROUPS.match(text, m.end(), end)
    return m.group() + (g.group().replace(" ", "").replace("\u00a0", "").replace("\u202f", "") if g else "")


def _number_other(text: str, begin: int, end: int, answer: str, last: re.Match | None) -> bool | None:
    """Whether the paragraph's last numeral run states another value than ``answer`` (None: no such run; False:
    work or the box's value). In a sentence that computes (an operation between digits, a ``<<...>>``
    calculation) is work; in one that does not, the last value of a short
    sentence (a statement: ``Grand total: 8.``, ``8 is the value we want.``) or one that at most three words
    follow; a longer sentence is work ("Svetlana needed 132 tablespoons to make 16 muffins.")."""
    if last is None:
        return None
    after = text[last.end() : end]
    if _operand_after(after) or re.search(r"\d", after):
        return False
    sentence = begin
    for s in _SENTENCE_END.finditer(text, begin, last.start()):
        sentence = s.end()
    if _COMPUTED.search(text, sentence, last.end()) or _DIGIT.search(text, sentence, last.start()):
        return (
            False  # (a sentence that computes, or holds other values, states a result of work: "Step 1: 8",
        )
        # "Total: 8 apples, minus 1.", "She has 8 apples and eats 1."; the cue rules read it)
    if (
        _INTERMEDIATE.search(text, sentence, last.start())
        or _NON_ANSWER_LABEL.search(text, sentence, last.start())
        or _VARIABLE.search(text, sentence, last.start())
    ):
        return False  # (an intermediate result, a variable's value: "Kết quả trung gian: 8.", "n = 8")
    if _REVISED.search(text, last.end(), end):
        return False  # (withdrawn after it: "8 — scratch that")
    size = _words(text, sentence, end)
    if not (size <= _SHORT or (_words(text, last.end(), end) <= 3 and size <= _LONG)):
        return False  # (the clause goes on, or a long sentence of work)
    window = text[max(begin, last.start() - 24) : last.start()]
    if (
        _operand_before(text, begin, last.start())
        or _REFERENCE.search(window)
        or _COMPARED.search(window)
        or _RELATIVE_AFTER.match(text[last.end() : end])
    ):
        return False  # (an operand "2^8 > 200", a reference "in the 40 minutes", a bound "less than 9", "9 more")
    run = _grouped(text, last, end)
    if re.search(r"[-+*/×·÷^=<>−]$", run.rstrip("$.,;!?)]}")):
        return False  # (an operand: "3*" of a blanked "3*4 is not prime")
    if re.search(r"\d\s*[<>≤≥≈≠]|[<>≤≥≈≠]\s*\d|\\(?:le|ge|leq|geq|approx|neq|lt|gt)\b", run):
        return False  # (a relation inside the run: "65>64")
    value = _run_value(run)
    if not value:
        return None
    if re.search(r"%|/\s*\d", value) and _SELF_ASSESSED.search(text, begin, end):
        return False  # "Confidence: 100%.": a self-assessment (doubted_before refuses one below certainty)
    return _other(value, answer)


def _word_other(text: str, begin: int, end: int, answer: str) -> bool | None:
    """Whether the number words among the paragraph's last words state another value than ``answer``: one word
    that ends the sentence is compared (``seven`` is 7); any other number word near the end is a part of a
    phrase not proved equal (``seven hundred``, ``minus seven``, ``seven squared``, ``vingt et un``); a number
    word that opens a one-sentence paragraph as its subject is compared too (``Eight is what I'd submit.``)."""
    tail = list(_WORD.finditer(text, max(begin, end - 80), end))[-4:]
    found = [
        (i, m, n)
        for i, m in enumerate(tail)
        if (m.group().lower() not in _NOT_VALUE_WORDS or _joined_last(tail, i))
        and (n := spelled_value(m.group())) is not None
    ]
    if not found:
        first = _WORD.search(text, begin, end)
        if (
            first is None
            or text[begin : first.start()].strip(" \t*_$>#")
            or first.group().lower() in _NOT_VALUE_WORDS
            or (n := spelled_value(first.group())) is None
            or any(text[e.end() : end].strip() for e in _SENTENCE_END.finditer(text, first.end(), end))
            or re.search(r"\d", text[begin:end])
        ):
            return None
        return _other(str(n), answer)
    i, m, n = found[-1]
    sentence = begin
    for s in _SENTENCE_END.finditer(text, begin, m.start()):
        sentence = s.end()
    short = _words(text, sentence, end) <= _SHORT and not re.search(r"\d", text[sentence:end])
    if len(found) == 1 and i == len(tail) - 1:
        before = tail[i - 1].group() if i else ""
        if (
            not before
            or before.lower() in _BEFORE_WORDS
            or _CUES.fullmatch(before)
            or _STEM.fullmatch(before)
        ):
            return _other(str(n), answer) if _plain_number(answer.strip()) else True
        return (
            short or None
        )  # "minus seven", "negative seven": a word that is no copula or cue makes another value
    if short and i >= len(tail) - 2:
        return True
    if short and len(found) == 1 and _STATED_SUBJECT.match(text, m.end()):
        lead = text[max(begin, sentence) : m.start()]
        if not lead.strip(" \t*_>#") or re.search(r"[,;:，；：—–][ \t*_]*$", lead):
            return _other(str(n), answer)  # "Bottom line, eight is it.", "So, eight is our pick."
    return None


# a copula right after a number word that opens its clause: the number is the subject stated ("Bottom line, eight is
# it.")
_STATED_SUBJECT = re.compile(
    r"[ \t*_]+(?i:is|was|ist|war|es|est|è|é|era|fue|это|jest|wird|sera|será)(?![^\W\d_])"
)


# the conjunctions that join the number words of one number phrase ("vingt et un", "ciento y uno", "twenty and one")
_NUMBER_AND = frozenset(("et", "y", "e", "i", "und", "and", "en", "и", "і", "és", "ve", "og", "och"))


def _joined_last(tail: list[re.Match], i: int) -> bool:
    """Whether ``tail[i]`` (a word that may be an article: ``un``, ``one``) ends the paragraph right after a
    conjunction: the last number word of a phrase (``vingt et un``), no article (an article is followed by its noun)."""
    return i == len(tail) - 1 and i > 0 and tail[i - 1].group().lower() in _NUMBER_AND


def _letter_other(text: str, begin: int, end: int, answer: str) -> bool | None:
    """Where the box holds a letter: whether the paragraph names exactly one option letter, another one."""
    box = answer.strip().strip("()")
    if not re.fullmatch(r"[A-J]", box):
        return None
    found = set()
    for m in _LETTER_RUN.finditer(text, begin, end):
        letter = m.group(1)
        if letter in "AI" and m.group() == letter and _ARTICLE_AFTER.match(text, m.end()):
            continue  # "A car", "I think"
        if letter in _CYRILLIC:
            letter = "ABCDEFGHIJ"[_CYRILLIC.index(letter)]
        found.add(letter)
    if len(found) != 1:
        return None  # (none, or options compared: "A fails, B fails, D fails.")
    return found.pop() != box


def other_before_bare(shown: str, committed: str, start: int, answer: str) -> bool:
    """Strict: whether the box at ``shown[start:]`` (holding ``answer``) stands alone on its line after a paragraph
    whose last value is another one, that marks another option, or that is no plain statement (see the module's
    doc). Values are read in ``committed`` (the same text with what the writer withdrew blanked: "8, not 7"), the
    lead as written."""
    if not answer:
        return False
    block = _block(committed, start)
    if block is None:
        return False
    begin, end = block
    text = _ascii_digits(_blank_tags(committed, begin, end), begin, end)
    marked = _marked_other(text, begin, end, answer)
    if marked is not None:
        return marked
    if len(_ITEM.findall(text, begin, end)) > 1:
        return False  # (a list or a table of several items: the options, quoted)
    letter = _letter_other(text, begin, end, answer)
    if letter is not None:
        return letter
    last = _last_run(text, begin, end)
    number = _number_other(text, begin, end, answer, last)
    if number is None or last is None or _WORD.search(text, last.end(), end):
        word = _word_other(text, begin, end, answer)
        if word is not None:
            return word
    if number is not None:
        return number
    math = _MATH_LABEL.search(text, begin, end)
    if (
        math is not None
        and _words(text, math.start(), math.start("m")) <= _SHORT
        and not _INTERMEDIATE.search(math.group(1))
        and not any(_WORK_VERB.fullmatch(w) for w in _WORD.findall(math.group(1).lower()))
    ):
        return _other(math.group("m").strip(), answer)  # "Grand total: $\\pi$.", "Net result: $x$."
    return not _plain_lead(_ascii_digits(_blank_tags(shown, begin, end), begin, end), begin, end)


def _ascii_digits(text: str, begin: int, end: int) -> str:
    """``text`` with the decimal digits of other scripts in ``text[begin:end]`` written as ASCII digits (same length:
    ``８``, ``٨``, ``८``, ``๘``, ``𝟖`` are the value 8, as every rule here reads it); a superscript or a circled
    number is no decimal digit (``m²`` is a unit)."""
    part = text[begin:end]
    if part.isascii():
        return text
    return text[:begin] + "".join(_ascii_digit(c) for c in part) + text[end:]


def _ascii_digit(c: str) -> str:
    d = None if c.isascii() else unicodedata.decimal(c, None)
    return c if d is None else str(d)


def _plain_lead(text: str, begin: int, end: int) -> bool:
    """Whether the paragraph before a bare box, where it states no value, leads to it plainly: its last sentence
    is a label line (read by the label rules), holds math or a value, or is plain work by the strict lead
    whitelist (:func:`proctor.grading.leads.plain_work`: "Done.", "Great, that checks out."; not "Bazinga!",
    "Sure, whatever.", "This is satire.", "E.g."); a paragraph of symbols alone is plain where it holds no
    pictograph ("---", "***"; not "😜")."""
    line = text[text.rfind("\n", begin, end) + 1 : end].strip()
    if _HEADING.match(line):
        return True  # a heading over the box: read by the label rules ("### Endergebnis", "**Final answer**")
    body = text[begin:end].rstrip(" \t*_#>")
    if not body or body[-1] in ":：?？" or re.search(r"\d|\$|\\[A-Za-z]", body):
        return True
    sentence = begin
    for s in _LEAD_END.finditer(text, begin, begin + len(body) - 1):
        sentence = s.end()
    last = text[sentence : begin + len(body)].strip(" \t*_#>")
    if not _WORD.search(last):
        return not any(unicodedata.category(c) == "So" for c in last)
    if last[-1].isalpha() and _STEM.search(last):
        return True  # "The answer is" left open: the box's own sentence (the lead rules read it)
    return plain_work(last, sentence=True)


def _marked_other(text: str, begin: int, end: int, answer: str) -> bool | None:
    """Where the box holds a letter and the paragraph marks options (a checked box ``- [x] B``, a tick ``B ✓``,
    ``✅ B``, a cross ``C ✗``): whether the options it marks right are not exactly the box's (None: no mark)."""
    box = answer.strip().strip("()")
    if not re.fullmatch(r"[A-J]", box) or not _MARK_CHARS.search(text, begin, end):
        return None
    right, wrong = set(), set()
    for m in _CHECKBOX.finditer(text, begin, end):
        (right if m.group(1) in "xX✓✔" else wrong).add(m.group(2))
    for m in _MARK_AFTER.finditer(text, begin, end):
        (right if m.group(2) in _RIGHT else wrong).add(m.group(1))
    for m in _MARK_BEFORE.finditer(text, begin, end):
        (right if m.group(1) in _RIGHT else wrong).add(m.group(2))
    if not right and not wrong:
        return None
    return right != {box} or box in wrong


def bare_hash_line(shown: str) -> int | None:
    """Where the final ``####`` of ``shown`` is, where it opens its line (nothing but spaces before it); else None."""
    last = shown.rstrip().rfind("####")
    if last < 0:
        return None
    line = shown.rfind("\n", 0, last) + 1
    return None if shown[line:last].strip() else last


def other_before_hashes(shown: str, answer: str) -> bool:
    """Strict, number grader: the same, before the final ``####`` line."""
    last = bare_hash_line(shown)
    return last is not None and other_before_bare(shown, shown, last, answer)
