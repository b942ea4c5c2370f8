"""Strict: the LAST value the writer states before the final answer, read by whitelist rather than by its shape.

:mod:`proctor.grading.rival` finds an earlier answer by the shapes it knows (an answer word, a separator, a value);
a writer commits to a value in many more ("She has 8 left. That's my answer.", "It must be 8.", "QED: 8.",
"Correction: 8.", "It's 8, not 7."). This rule reads the text before the final box (or ``####`` line) in the
writer's committed view and takes its last STANDALONE value: a number that ends its clause in prose (at most a few
words, none a digit, after it before the sentence's end), not an operand of work (an ``=``, an operator or a
``<<...>>`` calculation on either side), not a value the writer rejects ("not 7", "rather than 7") and not a
number of the final answer's own sentence (``12 \\cdot 5 = \\boxed{60}`` uses the 12 it follows). Where that value
is proved different from the final one (the grader's equivalence, as in :mod:`~proctor.grading.rival`) and its
sentence, or a sentence between it and the answer, COMMITS (a label before a colon, a conclusion mark, an answer,
certainty, correction or reporting word in ~20 languages, a pronoun that points back: "That's my answer"), strict
refuses: the reader cannot tell which of two stated values is the answer.

The commitment cue narrows the rule (the honest cost: human solutions end work sentences on values — "There are
5 choices for the first digit." — and then box the product). What stays open: a last value stated with no cue in
any table below, a value in words that more follows or that another word precedes (``Eight is my answer``, ``twenty
one``: a number word is read only at its sentence's end after a whitelisted word), other forms (``7k``, ``√7``) and
a value the box's sentence computes from elsewhere. A choice letter is read only where the box holds one.
"""

from __future__ import annotations

import re

from proctor.grading.named_quantity import other_quantity
from proctor.grading.one_answer import _SUPPOSED, _other
from proctor.grading.plain_words import struck_out
from proctor.grading.proven_forms import spelled_value
from proctor.grading.rival import _NEGATION, _STEM, _normal
from proctor.grading.stated import _inner
from proctor.grading.withdrawal import revised
from proctor.grading.work_labels import labelled_work

_BACK = 400  # (how far before the answer's sentence the last value is looked for)
# a number as prose states it (not a part of a word, an index or a decimal's tail)
_NUMBER = re.compile(r"(?<![A-Za-z0-9.^_{}\\/])[-−]?\d(?:,?\d)*(?:\.\d+)?(?![A-Za-z0-9^_]|[.,]\d)")
# an operand: an operator, a relation or a calculation mark next to the number (markup and spaces between)
_TAGS_BEFORE = re.compile(r"(?:</?[A-Za-z][^<>\n]{0,20}>|\*\*|__)+\s*$")  # (markup, no operator)
_TAGS_AFTER = re.compile(r"^\s*(?:</?[A-Za-z][^<>\n]{0,20}>|\*\*|__)+")
_COMPARED = re.compile(
    r"(?i)(?:less|greater|more|fewer|larger|smaller|at least|at most|up to|between|than|close to|near|about|around|approximately|twice|half|double|triple|thrice)\s*[$*_(]*$"
)
_REFERENCE_BEFORE = re.compile(
    r"(?i)(?<![^\W\d_])(?:the|a|an|this|that|these|those|its|of|each|every|per|by|from|for|in|on|at)[\s$*_(]+$"
)
_RELATIVE_AFTER = re.compile(
    r"(?i)^[\s,]*(?:to|at first|more|less|fewer|times|too|extra|of|out of|per|each)(?![^\W\d_])"
)
# a label or sentence of an intermediate step ("Result of the first step: 9", "Case 2: 9")
_INTERMEDIATE = re.compile(r"(?i)(?<![^\W\d_])(?:step|part|case|stage|round|phase|subtotal|lemma|claim)")
_OPERATOR_BEFORE = re.compile(
    r"(?:[=+*/×·÷^<>≤≥≈−-]|\\pm|\\mp|\\cdot|\\times|\\div|\\le|\\ge|\\approx|>>|<<|\{)[\s$*_(]*$"
)
_OPERATOR_AFTER = re.compile(
    r"^[\s$*_)]*(?:[=+*/×·÷^<>≤≥≈%]|[−-]\s*\d|\\cdot|\\times|\\div|\\le|\\ge|<<|>>|\})"
)
# what may follow the value to its clause's end: a few words, a digit-free aside, markup
_LEADING_LINE = re.compile(r"(?m)^[ \t]*(?:#.*|[^\n\d]{0,40}[:：][ \t*_]*)$")
_CLAUSE_TAIL = re.compile(r"[(（—–,，-]([^\d\n()（）.!?。！？]{0,80})")
_TAIL = re.compile(
    r"[\s$*_]*(?:(?:[^\W\d_]|[\u0300-\u036f\u0900-\u0dff\u0e00-\u0eff]|['’])+[\s]*){0,3}(?:[(（—–,，-][^\d\n()（）.!?。！？]{0,80}[)）]?)?[\s$*_]*"
    r"(?:$|[.!?。！？;；।](?!\d)|\n)"
)
# a rejected value after the stated one, to the clause's end ("8, not 7.", "8 rather than 7.")
_REJECTED_TAIL = re.compile(
    r"(?i)[\s$*_]*[,，]?[\s]*(?:[^\W\d_]+[\s]+){0,2}?(?:not|no|nicht|pas|bukan|không|не|а не|不是|rather than"
    r"|instead of|statt|en lugar de|au lieu de)[\s]*[-−]?\d[\d.,]*[\s$*_]*(?:$|[.!?。！？;；](?!\d)|\n)"
)
# a value in words ("eight", "seventy", "twenty-one", "acht", "sekiz", "八"): a word of the grader's number-word
# tables (proven_forms.spelled_value), read where a digit would be; "one" (a pronoun: "that one") is left out
# (found from the sentence ends back: a number word is read only where it ends its sentence, so a reply with few
# ends costs a few short matches)
_ENDS = re.compile(r"[.!?。！？;；।\n]")
_WORD_BEFORE_END = re.compile(r"(?<![^\W\d_])([^\W\d_]+(?:-[^\W\d_]+)?)(?=[ \t*_]*$)")
_CJK_WORD = re.compile(
    r"[〇零一二两兩三四五六七八九十]{1,3}(?=[ \t]*(?:[。！？.!?]|\n|$))"
)  # (at its clause's end)
# a number word is read only where it ends its sentence ("seven hundred", "seven and a half", "7 point five" state
# other values) and no number word, sign or decimal word comes right before it ("twenty one", "minus seven")
_WORD_END = re.compile(r"[ \t*_]*(?:[.!?。！？;；।]|\n|$)")
_WORD_BEFORE = re.compile(r"([^\W\d_]+)[\s-]+$")
# (by whitelist: a copula, a verb of having or totalling, or a word of commitment; not a number word of another
# table's reach: "двадцать один", "vingt et un")
_BEFORE_WORDS = frozenset(
    (
        "is was be are were equals makes gives has have had got get gets left remain remains total es son era ist"
        " sind lautet beträgt est fait vaut è sono fa é são fica to je jest wynosi ni là bằng adalah ialah yaitu"
        " равно равен будет это olur eder eşit dir het zijn"
    ).split()
)
_ASIDE_AFTER = re.compile(
    r"[ \t*_)]*[,，—–(]"
)  # ("Option B, definitely.": the aside is read by _tail_commits)
_NOT_VALUE_WORDS = frozenset(("one", "uno", "eins", "une", "ein"))
# a choice letter the writer states (read only where the box holds a letter): a capital A-J alone, not an article
# or a pronoun ("A car ...", "I think ...")
_LETTER = re.compile(r"(?<![A-Za-z0-9\\])\(?([A-J])\)?(?![A-Za-z0-9'’])")
_ARTICLE_AFTER = re.compile(r"[ \t]+[a-z]")
_RESULT = re.compile(r"=\s*[$*_(<>]*\s*[-−]?\d|>>\s*\$?\d")
_SENTENCE_END = re.compile(r"[.!?。！？।](?=\s|$)|[。！？]|\n")
# a value the writer rejects: "not 7", "rather than 7", "instead of 7", "7 değil"
_REJECT_BEFORE = re.compile(
    r"(?i)(?:"
    + _NEGATION.pattern.removeprefix("(?i)")
    + r"|rather than|instead of|statt|anstatt|en lugar de|en vez de|au lieu de"
    r"|invece di|em vez de|不是|а не)[\s:：—–-]*$"
)
_REJECT_AFTER = re.compile(r"(?i)^\s*(?:değil|degil|不对|は違う|아니)")

# the cues of a commitment (a label before a colon is none by itself: "Score: 85"; "Correction: 8",
# "更正：8"), a conclusion mark, or a word of answering, certainty, concluding, correcting or reporting
_CUES = re.compile(
    r"(?i)(?<![^\W\d_])(?:"
    # answer, submit, report, final (stems: a suffix may follow)
    r"(?:answer|final|submit|report|hand(?:ing)? in|putting down|go(?:ing)? with|output|reply"
    r"|antwort|respuest|répons|rispost|respost|antwoord|odpowied|ответ|відповід|cevap|cevab|jawab|jibu|đáp án"
    r"|entrego|abgebe|rends|sure|certain|confident|definite|clear|honest|serious|correct|revis|korrig|исправ"
    r"|düzelt|koreksi|уверен|kesin|sicher|eindeutig|segur|sinceramente|ehrlich|submitt)[^\W\d_]{0,6}"
    # certainty, concluding, correcting (whole words)
    r"|stand by|stick(?:ing)? (?:with|to)|settle on|lock(?:ed)? in|must|muss|muß|debe|deve|doit|должно|moet|musi|has to|have to|no doubt|really|tiene que|sûr|doit|точно|pasti|chắc"
    r"|therefore|hence|thus|qed|done|that'?s it|fertig|listo|voilà|voila|итого|итак|donc|entonces|quindi"
    r"|portanto|dus|więc|yani|jadi|vậy"
    r"|edit|update|fixed|actually|wait|scratch|make that|change to|should be|never mind|oops|second thought"
    r"|corrección|sửa"
    r")(?![^\W\d_])"
    r"|∴|∎|□|■|QED|→|⇒|⟶|~~|所以|因此|综上|總之|总之|确定|一定|肯定|说实话|答案|答え|答|정답|답|확실|きっと"
    r"|更正|修正|उत्तर|सुधार|إجاب|جواب|交的"
)


def _tail_commits(view: str, m: re.Match, stop: int) -> bool:
    """Whether the value ends its clause: a digit-free aside after it must itself commit (", which is my final
    answer", "(my answer)"), not go on ("at first, but ...", ", and then check the rest")."""
    t = _TAIL.match(view, m.end(), stop)
    if t is None:
        return False
    aside = _CLAUSE_TAIL.search(view, m.end(), t.end())
    return (
        aside is None or _CUES.search(aside.group(1)) is not None or _STEM.search(aside.group(1)) is not None
    )


def _standalone(text: str, view: str, m: re.Match, stop: int) -> bool:
    """Whether the number ``m`` ends its clause in prose: no operand (as written: the committed view blanks "4 is
    not" of "10 - 4 is not ..."), no reference ("the 2"), no digit after it before the clause's end."""
    before = _TAGS_BEFORE.sub("", text[max(0, m.start() - 24) : m.start()])
    after = _TAGS_AFTER.sub("", text[m.end() : m.end() + 24])
    if _OPERATOR_BEFORE.search(before) or _OPERATOR_AFTER.match(after) or _COMPARED.search(before):
        return False
    if _REFERENCE_BEFORE.search(before) or _RELATIVE_AFTER.match(after):
        return False  # "I forgot the 2", "we need 9 more", "9 times larger", "12, too many": no value stated
    line = view.rfind("\n", 0, m.start()) + 1
    line_end = view.find("\n", m.end())
    row = view[line : len(view) if line_end < 0 else line_end]
    if "\\\\" in row or "&" in row or view.rfind("\\[", 0, m.start()) > view.rfind("\\]", 0, m.start()):
        return False  # (a row of a display or an alignment: work)
    if view.count("$", line, m.start()) % 2 and not re.fullmatch(
        r"\$\s*", view[m.start() - 2 : m.start()].lstrip()
    ):
        return False  # (inside a math span that holds more than the number: work)
    return _tail_commits(view, m, stop) or _REJECTED_TAIL.match(text, m.end(), stop) is not None


def _rejected(view: str, m: re.Match) -> bool:
    return bool(_REJECT_BEFORE.search(view, max(0, m.start() - 24), m.start())) or bool(
        _REJECT_AFTER.match(view, m.end(), m.end() + 10)
    )


def _sentence_start(view: str, at: int, lo: int) -> int:
    start = lo
    for m in _SENTENCE_END.finditer(view, lo, at):
        start = m.end()
    return start


def _committing(text: str, start: int, stop: int, value_at: int, lo: int) -> bool:
    """Whether the sentence from ``start`` to the answer's sentence (at ``stop``) commits: a cue in its words (as
    written: the committed view blanks "Correction:"), or a rejected value. A sentence that is only the value
    ("Honestly? 8.") is read with the sentence before it."""
    if not re.search(r"[^\W\d_]", text[start:value_at]) and not re.search(r"\d", text[start - 1 : start]):
        start = _sentence_start(text, max(lo, start - 1), lo)
    # (a heading or a label line that leads to the box is the box's: "## Answer", "Final answer:")
    region = _LEADING_LINE.sub(lambda m: " " * len(m.group()), text[start:stop])
    for neg in _NEGATION.finditer(region, 0, value_at - start):
        if not re.search(r"\d|[,?!—–-]", region[neg.end() : value_at - start]):
            return False  # "I did not pick 8": the value is negated, not stated
    if _CUES.search(region) or _STEM.search(region):  # (rival's answer words in ~50 languages)
        return True
    for neg in _NEGATION.finditer(region):  # "8, not 7", "7? No, 8", not "I did not pick 8"
        if neg.start() > value_at - start or re.search(r"\d|[,?!—–-]", region[neg.end() : value_at - start]):
            return True
    return False


_LETTER_CHAR = re.compile(r"[^\W\d_]")  # (the character a word of _WORD_BEFORE_END ends on)


def _word_may_end(view: str, end: int) -> bool:
    """A necessary condition of ``_WORD_BEFORE_END.search(view, lo, end)``: a letter before ``end`` past what its
    lookahead reads (``[ \t*_]``), before ``end`` or, where ``view[end - 1]`` is a line break (its ``$`` matches
    there too), before that."""
    for stop in (end, end - 1) if end and view[end - 1] == "\n" else (end,):
        k = stop
        while k > 0 and view[k - 1] in " \t*_":
            k -= 1
        if k > 0 and _LETTER_CHAR.match(view, k - 1):
            return True
    return False


def _word_values(view: str, lo: int, stop: int) -> re.Match | None:
    """The last number word of ``view[lo:stop]`` (a match, its value read by :func:`_value`)."""
    last = None
    ends = [e.start() for e in _ENDS.finditer(view, lo, stop)]
    for end in reversed([*ends, stop]):
        if not _word_may_end(view, end):
            continue  # (no letter right before the end: the search below finds no word there)
        m = _WORD_BEFORE_END.search(view, max(lo, end - 30), end)
        if (
            m is not None
            and m.group(1).lower() not in _NOT_VALUE_WORDS
            and spelled_value(m.group(1)) is not None
        ):
            last = m
            break
    for m in _CJK_WORD.finditer(view, lo, stop) if not view[lo:stop].isascii() else ():  # (none in ASCII)
        if spelled_value(m.group()) is not None and (last is None or m.start() > last.start()):
            last = m
    return last


def _letters(view: str, lo: int, stop: int) -> re.Match | None:
    """The last choice letter of ``view[lo:stop]`` that is no article or pronoun ("A car", "I think")."""
    last = None
    for m in _LETTER.finditer(view, lo, stop):
        if m.group(1) in "AI" and m.group() == m.group(1) and _ARTICLE_AFTER.match(view, m.end()):
            continue
        last = m
    return last


def _value(m: re.Match) -> str | None:
    """The value a candidate states: a numeral as written, a number word's value, a letter."""
    raw = m.group()
    if raw[-1].isdigit():
        return _normal(raw)
    if m.re is _LETTER:  # (a letter ends its sentence, like a word: "Thus B is eliminated." states no answer)
        ends = _WORD_END.match(m.string, m.end()) or _ASIDE_AFTER.match(m.string, m.end())
        return m.group(1) if ends else None  # (an aside after it must commit: _standalone's _tail_commits)
    before = _WORD_BEFORE.search(m.string, max(0, m.start() - 24), m.start())
    if before is not None and not (
        before.group(1).lower() in _BEFORE_WORDS
        or _CUES.fullmatch(before.group(1))
        or _STEM.fullmatch(before.group(1))
    ):
        return None  # "twenty one", "minus seven", "vingt et un": a part of a value
    if not _WORD_END.match(m.string, m.end()):
        return None  # "seven hundred", "eight and a half": more follows
    n = spelled_value(raw)
    return None if n is None else str(n)


def _last_candidate(view: str, lo: int, stop: int, answer: str) -> re.Match | None:
    """The last value of ``view[lo:stop]`` not rejected: a numeral or a number word; a letter for a letter box."""
    last = None
    # (the last one not rejected: read from the end, each tested until one is kept)
    for m in reversed(list(_NUMBER.finditer(view, lo, stop))):
        if not _rejected(view, m):
            last = m
            break
    word = _word_values(view, lo, stop)
    if word is not None and not _rejected(view, word) and (last is None or word.start() > last.start()):
        last = word
    if re.fullmatch(r"\(?[A-J]\)?", answer.strip()):
        letter = _letters(view, lo, stop)
        if (
            letter is not None
            and not _rejected(view, letter)
            and (last is None or letter.start() > last.start())
        ):
            last = letter
    return last


def last_value_before(text: str, committed: str, stop: int, answer: str, used: str = "") -> bool:
    """Strict: whether the last standalone value of ``committed`` before ``stop`` (the final answer's sentence)
    is proved different from ``answer`` in a committing sentence (``used``: the answer's sentence, whose numbers
    are its operands)."""
    lo = max(0, stop - _BACK)
    view = committed
    operands = set(re.findall(r"\d[\d,]*(?:\.\d+)?", used))
    last = _last_candidate(view, lo, stop, answer)
    if last is not None and (
        struck_out(text, last.start()) or _SUPPOSED.search(text, max(0, last.start() - 40), last.start())
    ):
        return False  # "~~The answer is $8$.~~", "Suppose I choose 8; then ...": no commitment
    if (
        last is not None
        and revised(text, last.end(), stop)
        and not _REJECTED_TAIL.match(text, last.end(), stop)
    ):
        return False  # "Answer: 8\n\nActually no.", "#### 8 — scratch that": withdrawn after it
    if last is None or last.group() in operands or not _standalone(text, view, last, stop):
        return False
    value = _value(last)
    if value is None or not _other(value, answer):
        return False
    start = _sentence_start(view, last.start(), lo)
    if other_quantity(text, start, last.start(), used):
        return False  # "Therefore the side is 3." before "The perimeter is $\\boxed{12}$.": another quantity, work
    if _RESULT.search(view, start, last.start()) or labelled_work(text, start, last.start()):
        return False  # "So he will be 5+3=<<5+3=8>>8 in 3 years": the sentence states a computed result, work
    previous = None
    for m in _NUMBER.finditer(text, start, last.start()):
        previous = m  # (a cue before an earlier number of the sentence is that number's: "We choose 9 and discard 2")
    return (
        _committing(text, start if previous is None else previous.end(), stop, last.start(), lo)
        or _REJECTED_TAIL.match(text, last.end(), stop) is not None
    )


def last_value_before_box(text: str, committed: str, sentence: int, start: int, end: int) -> bool:
    """Strict, math grader: a committed last value before the sentence of the box ``text[start:end]``."""
    return last_value_before(text, committed, sentence, _inner(text[start:end]), text[sentence:start])


def last_value_before_hashes(shown: str, answer: str) -> bool:
    """Strict, number grader: a committed last value before the final ``####`` line that states ``answer``."""
    last = shown.rstrip().rfind("####")
    if last < 0:
        return False
    line = shown.rfind("\n", 0, last) + 1
    return last_value_before(shown, shown, line, answer)
