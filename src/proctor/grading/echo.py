"""Text a response copied from its prompt is not the response's answer.

A model that repeats the problem (or an exemplar, or the instruction) has not answered it, yet the
copied text holds the problem's own numbers and expressions, which a fallback would read as an
answer. Before any extraction, :func:`mask_copies` blanks the response's copies of prompt text:

- **word runs**: every run of at least ``MIN_COPY_WORDS`` consecutive words that also occurs in the
  prompt (words compared without the punctuation around them, so a copy cut at "day," or "day." is
  one copy; in Chinese, Japanese and Korean each character is a word);
- **whole sentences**: a sentence (or line) of the response with at least ``MIN_SENTENCE_WORDS``
  words that is also a sentence of the prompt ("Simplify $\\sqrt{242}$."), unless it starts with a
  choice label ("(B) 14" names an option: a choice, not an echo) or states an answer ("The answer
  is 8." may be the model's own, the same as an exemplar's).

One exception: a choice label that starts a copy right after a stated-answer marker of the
response's own ("The answer is (C) <option C's text, copied>"), or that starts the response's last
line after text of its own, is the model's choice and is kept; the copied option text is not (an
echo of the options, one per line, is one copy: its last label is not a choice).

:func:`prompt_math` gives the prompt's math spans (``$...$``, ``\\(...\\)``, ...) in a canonical form;
the fallbacks use it to refuse a span of the response that only restates one of them (the math
of "Simplify $\\sqrt{242}$." is not the answer to it). A ``\\boxed{}`` the model wrote itself always
counts, whatever it holds.

Everything is linear in the lengths of the response and the prompt; the prompt's tables are cached,
so grading G completions of one prompt (an RL group) builds them once. A response is not read word by
word where it need not be: every copy holds one of a few anchor keys of the prompt, found by substring
searches in C, and only the words around them are read (:func:`_anchored_spans`; the same spans as the
pass over every word, :func:`_word_spans`, which reads the rest: Chinese, Japanese, Korean text, and
anchors too many or too frequent to pay).
"""

from __future__ import annotations

import bisect
import operator
import re
from collections.abc import Callable
from functools import lru_cache
from itertools import accumulate, compress, repeat

from proctor.grading.spans import math_spans

MIN_COPY_WORDS = 6  # a shorter run is a phrase two texts share by chance ("the answer is 12")
MIN_SENTENCE_WORDS = 2

# a word: a run of non-space characters, or one Chinese/Japanese/Korean character (those languages
# write words without spaces, so a copied sentence is a run of copied characters)
_CJK = "\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef\u3000-\u303f"
_WORD = re.compile(f"[{_CJK}]|[^\\s{_CJK}]+")
_CJK_CHAR = re.compile(f"[{_CJK}]")
_NON_SPACE = re.compile(r"\S+")
_EDGE_PUNCT = ".,;:!?\"'“”‘’«»。，；：！？、…"
# a sentence: up to a [.!?] before a space or the end ("3.5" is inside one), a CJK stop, or a newline
# (possessive: the same matches as plain repetition, since nothing after it can fail, without a step per character)
_SENTENCE = re.compile(r"(?:[^\n.!?。！？]++|[.!?](?![\s]|$))++[.!?。！？]*")
_SPACING = re.compile(r"\s+|\\[,;:! ]|\\q?quad\b|\\left\b|\\right\b|\\displaystyle\b")


# A choice label ("(C)", "C)", "**C.**") right after a stated-answer marker that is not itself copied:
# the model names an option by restating it, so the label is its choice (the option text stays blanked).
_LABEL = re.compile(r"\**(?:\([A-Z]\)|[A-Z]\)|\(?[A-Z][.:])\**")
_MARKER = re.compile(
    r"(?i:answer|option|choice|r[ée]ponse|respuesta|resposta|risposta|antwort|ответ|答案)"
    r"\W{0,3}(?i:is|would\s+be|will\s+be|est|es|ist|é|è|是|为)?\s*[:：]?\s*\**\s*$"
)


# A short sentence that states an answer ("The answer is 8.", "\\boxed{8}") is the model's own even
# when an exemplar has the same one; a longer copy of the exemplar is caught as a word run.
_STATES_ANSWER = re.compile(
    r"\\boxed|\\fbox|####|答案|(?i:answer|r[ée]ponse|respuesta|resposta|risposta|antwort|ответ)"
)


def _key(word: str) -> str:
    return word.strip(_EDGE_PUNCT) or word


def _words(text: str) -> list[tuple[int, int, str]]:
    return [(m.start(), m.end(), _key(m.group(0))) for m in _WORD.finditer(text)]


@lru_cache(maxsize=4096)  # a long trace restates the same few spans ("$x$", "$n$") many times
def canonical_math(content: str) -> str:
    """A math span's content without spacing, ``\\left``/``\\right``, ``\\dfrac``/``\\tfrac``, end
    punctuation: two spans that are the same text up to layout have the same canonical form."""
    s = _SPACING.sub("", content)
    s = re.sub(r"\\[dt]frac", r"\\frac", s)
    return s.rstrip(".,;:")


@lru_cache(maxsize=256)
def _tables(
    prompt: str,
) -> tuple[frozenset[tuple[str, ...]], frozenset[tuple[str, ...]], frozenset[str]]:
    """The prompt's word runs of ``MIN_COPY_WORDS``, its shorter sentences (as word keys), and its words."""
    keys = [w[2] for w in _words(prompt)]
    grams = frozenset(tuple(keys[i : i + MIN_COPY_WORDS]) for i in range(len(keys) - MIN_COPY_WORDS + 1))
    sentences = set()
    for m in _SENTENCE.finditer(prompt):
        words = tuple(_key(w.group(0)) for w in _WORD.finditer(m.group(0)))
        if MIN_SENTENCE_WORDS <= len(words) < MIN_COPY_WORDS and not _LABEL.fullmatch(words[0]):
            sentences.add(words)
    return grams, frozenset(sentences), frozenset(keys)


@lru_cache(maxsize=256)
def prompt_math(prompt: str) -> frozenset[str]:
    """The canonical contents of the prompt's math spans (see :func:`canonical_math`)."""
    return frozenset(canonical_math(content) for _s, _e, content in math_spans(prompt))


_RUN = re.compile(b"\x01+")


def _places(text: str, words: list[str], cjk: bool) -> tuple[list[int], list[int]]:
    """Where each of ``words`` (``_WORD.findall(text)``) starts and ends in ``text`` (``cjk``: whether
    it holds a character of those languages; without one a word is a run of non-space characters)."""
    starts = [m.start() for m in (_WORD if cjk else _NON_SPACE).finditer(text)]
    return starts, list(map(operator.add, starts, map(len, words)))


class _LinePlaces:
    """Where word ``i`` of ``text.split()`` starts and ends, found on demand line by line: a text without
    those languages' characters has words that never cross a line break, so counting each line's words
    (in C) places a word, and only the lines that hold a copy are read word by word. (:func:`_places`
    reads every word; a copy is a few of them.)"""

    def __init__(self, text: str) -> None:
        self.text = text
        self.lines = text.split("\n")
        self.line_starts = list(accumulate(map(len, self.lines), lambda a, n: a + n + 1, initial=0))
        self.first_words = list(accumulate(map(len, map(str.split, self.lines)), initial=0))
        self.read: dict[int, list[int]] = {}

    def _line(self, i: int) -> tuple[int, list[int]]:
        k = bisect.bisect_right(self.first_words, i) - 1
        starts = self.read.get(k)
        if starts is None:
            base = self.line_starts[k]
            starts = self.read[k] = [base + m.start() for m in _NON_SPACE.finditer(self.lines[k])]
        return k, starts

    def start(self, i: int) -> int:
        k, starts = self._line(i)
        return starts[i - self.first_words[k]]


def _holds_any(keys: list[str], sentences: frozenset[tuple[str, ...]]) -> bool:
    """Whether one of ``sentences`` occurs in ``keys`` as consecutive keys: what a copied sentence's
    words must be, so without one no sentence is a copy and the sentences' places are never read (a
    long trace has thousands). One substring search a sentence, in C, over the keys joined by NUL (a
    key holding a NUL can only add a false candidate, never hide a real one)."""
    hay = "\0" + "\0".join(keys) + "\0"
    return any("\0" + "\0".join(sentence) + "\0" in hay for sentence in sentences)


def _kept_label(text: str, start: int, end: int, content_end: int) -> bool:
    """Whether the copied word ``text[start:end]`` is a choice label the model chose: after a stated-answer
    marker of its own, or starting the response's last line (``content_end``: where its last word ends)."""
    if not _LABEL.fullmatch(text, start, end):
        return False
    line_start = text.rfind("\n", 0, start) + 1
    before = text[max(line_start, start - 60) : start]
    own_last_line = not text[line_start:start].strip() and text.find("\n", start, content_end) < 0
    return bool(_MARKER.search(before) or own_last_line)


# Anchors. Every word run of the prompt's ``grams`` and every sentence of its ``sentences`` holds a key of a
# short list, the anchors: a copy of it in the response holds a word whose key is that anchor, so the
# anchor's text is in the response there. A few substring searches (in C) find every place a copy can
# start from, and only the words around those places are read. Which key anchors a run changes the cost,
# never the spans: the one least frequent in the text (in a long text, counted on a few samples of it;
# otherwise the longest key that is not one of the commonest words).
_MAX_ANCHORS = 32  # more searches than this cost more than the pass over the words
_SAMPLED = 16384  # a text this long picks its anchors by their counts in samples of it
_SAMPLE = 1024  # (characters a sample)
_COMMON = frozenset(
    "a an and are as at be by for from if in is it of on or that the then this to we with".split()
)
# the next few words, forwards (or backwards on the reversed text)
_AROUND = re.compile(rf"(?:\s+\S+){{0,{MIN_COPY_WORDS - 1}}}")


def _read_budget(n: int) -> int:
    """How many occurrences of anchors (a few Python steps each) reading a text of ``n`` characters around
    them may cost before it gives up for the pass over all its words (which costs about ``n // 40``: the
    reading of a long text, planned on samples of it, stops only where they misled it: see :func:`_anchors`)."""
    return n // 32 + 64 if n < _SAMPLED else n // 16


def _word_pass_cost(n: int) -> int:
    """What the pass over all the words of a text of ``n`` characters costs, in occurrences of anchors."""
    return n // 40


def _rarity(key: str) -> int:
    if not key.strip(_EDGE_PUNCT):
        return -1  # a word of punctuation only: its key is not delimited by what it holds (no anchor)
    return 0 if key.lower() in _COMMON else len(key)


@lru_cache(maxsize=256)
def _groups(prompt: str) -> tuple[tuple[str, ...], ...] | None:
    """The keys a copy holds, one group a word run of :func:`_tables` and one a sentence (only the keys that
    can anchor); None when a group holds none (only words of punctuation: the word pass reads those)."""
    _grams, sentences, _vocabulary = _tables(prompt)
    keys = [w[2] for w in _words(prompt)]
    runs = [tuple(keys[i : i + MIN_COPY_WORDS]) for i in range(len(keys) - MIN_COPY_WORDS + 1)]
    groups = []
    for group in [*runs, *sorted(sentences)]:
        anchoring = tuple(dict.fromkeys(key for key in group if _rarity(key) >= 0))
        if not anchoring:
            return None
        groups.append(anchoring)
    return tuple(groups)


def _cover(groups: tuple[tuple[str, ...], ...], cost: Callable[[str], tuple[int, int]]) -> tuple[str, ...]:
    """A key of each group, the cheapest (``cost``) of a group that none chosen so far covers."""
    chosen: dict[str, None] = {}  # (in order: the same searches for the same prompt)
    for group in groups:
        if not any(key in chosen for key in group):
            chosen[min(group, key=cost)] = None
    return tuple(chosen)


@lru_cache(maxsize=256)
def _static_anchors(prompt: str) -> tuple[str, ...] | None:
    groups = _groups(prompt)
    return None if groups is None else _cover(groups, lambda key: (0, -_rarity(key)))


def _anchors(prompt: str, text: str) -> tuple[str, ...] | None:
    """Keys of ``prompt`` such that each of :func:`_tables`' word runs and sentences holds one, the most
    frequent in ``text`` first (None: see :func:`_groups`)."""
    n = len(text)
    if n < _SAMPLED:
        return _static_anchors(prompt)
    groups = _groups(prompt)
    if groups is None:
        return None
    middle = (n - _SAMPLE) // 2
    samples = (text[:_SAMPLE], text[middle : middle + _SAMPLE], text[-_SAMPLE:])
    counts: dict[str, int] = {}

    def cost(key: str) -> tuple[int, int]:
        count = counts.get(key)
        if count is None:
            count = counts[key] = sum(sample.count(key) for sample in samples)
        return count, -_rarity(key)

    anchors = _cover(groups, cost)
    expected = (
        sum(counts[anchor] for anchor in anchors) * n // (3 * _SAMPLE)
    )  # occurrences, from the samples'
    if expected * 6 > _word_pass_cost(n):  # (a word read costs about six occurrences)
        return None  # too frequent to pay: the word pass
    return tuple(sorted(anchors, key=counts.__getitem__, reverse=True))


def _keyed_word(text: str, at: int, key: str) -> tuple[int, int] | None:
    """The word (start, end) around ``text[at : at + len(key)]`` when its key (:func:`_key`) is ``key``:
    nothing but edge punctuation between the key and the spaces around it (``key``'s own first and last
    characters are not punctuation, so the strip stops at them)."""
    start = at
    while start > 0 and not text[start - 1].isspace():
        if text[start - 1] not in _EDGE_PUNCT:
            return None
        start -= 1
    end, n = at + len(key), len(text)
    while end < n and not text[end].isspace():
        if text[end] not in _EDGE_PUNCT:
            return None
        end += 1
    return start, end


def _anchored_spans(text: str, prompt: str, anchors: tuple[str, ...]) -> list[tuple[int, int]] | None:
    """:func:`copied_spans` of a text without Chinese, Japanese or Korean characters (its words: ``text.split()``),
    read only around the words whose key is an anchor (:func:`_anchors`); None where those are so many that
    the pass over all the words (:func:`_word_spans`) is cheaper."""
    grams, sentences, _vocabulary = _tables(prompt)
    n = len(text)
    budget = _read_budget(n)
    sentence_keys = {key for sentence in sentences for key in sentence}
    ends: dict[int, int] = {}  # start -> end of each word whose key is an anchor
    in_sentences: list[int] = []  # (the starts of those whose key is a short sentence's)
    for anchor in anchors:  # (from the end: rfind skips ahead three times faster than find)
        at = text.rfind(anchor)
        while at >= 0:
            word = _keyed_word(text, at, anchor)
            if word is None:
                budget -= 1
                at = text.rfind(anchor, 0, at - 1 + len(anchor))
            else:
                budget -= 2
                ends[word[0]] = word[1]
                if anchor in sentence_keys:
                    in_sentences.append(word[0])
                at = text.rfind(anchor, 0, word[0])
            if budget < 0:
                return None
    if not ends:
        return []
    copies: list[tuple[int, int]] = []
    starts = sorted(ends)
    if grams:  # the runs of MIN_COPY_WORDS that hold these words, read a stretch of words at a time
        reversed_text = text[::-1]
        i = 0
        while i < len(starts):
            first = n - _AROUND.match(reversed_text, n - starts[i]).end()
            last = _AROUND.match(text, ends[starts[i]]).end()
            i += 1
            while i < len(starts) and starts[i] < last:  # a word of the stretch: its runs end in it or after
                last = max(last, _AROUND.match(text, ends[starts[i]]).end())
                i += 1
            budget -= 5  # (reading a stretch costs about five occurrences)
            if budget < 0:
                return None
            keys = [key.strip(_EDGE_PUNCT) or key for key in text[first:last].split()]
            places = None
            for k in range(len(keys) - MIN_COPY_WORDS + 1):
                if tuple(keys[k : k + MIN_COPY_WORDS]) in grams:
                    places = places or [m.span() for m in _NON_SPACE.finditer(text, first, last)]
                    copies.append((places[k][0], places[k + MIN_COPY_WORDS - 1][1]))
    sentence = None
    sentences_from = -1  # where the sentence iterator stands (-1: none started)
    sentence_iter = iter(())
    read_sentences: set[int] = set()
    for start in sorted(in_sentences):  # the sentence (_SENTENCE) that holds each word of a short sentence's
        # A sentence never holds a line break, and the scan from a line's start finds the same sentences
        # there as the scan from the text's start: the iterator starts at the line, or goes on.
        line_start = text.rfind("\n", 0, start) + 1
        if sentences_from < line_start:
            sentence_iter = _SENTENCE.finditer(text, line_start)
            sentence, sentences_from = None, line_start
        while sentence is None or sentence.end() <= start:
            sentence = next(sentence_iter, None)
            if sentence is None:
                sentences_from = n
                break
            sentences_from = sentence.end()
        if sentence is None or sentence.start() > start or sentence.start() in read_sentences:
            continue
        read_sentences.add(sentence.start())
        a, b = sentence.span()
        inside = [
            (m.start(), m.end())
            for m in _NON_SPACE.finditer(text, a, b)
            if (m.start() > a or a == 0 or text[a - 1].isspace())
            and (m.end() < b or b == n or text[b].isspace())
        ]  # the words wholly inside it
        if (
            MIN_SENTENCE_WORDS <= len(inside) < MIN_COPY_WORDS
            and tuple(_key(text[p:q]) for p, q in inside) in sentences
            and not _STATES_ANSWER.search(sentence.group(0))
        ):
            copies.append((inside[0][0], inside[-1][1]))
    if not copies:
        return []
    copies.sort()
    runs: list[list[int]] = []  # copied words in a row: runs that overlap or only spaces part are one
    for a, b in copies:
        if runs and (a <= runs[-1][1] or not text[runs[-1][1] : a].strip()):
            runs[-1][1] = max(runs[-1][1], b)
        else:
            runs.append([a, b])
    content_end = len(text.rstrip())
    spans: list[tuple[int, int]] = []
    for a, b in runs:  # "The answer is (C) <the option, copied>": a choice
        word = _NON_SPACE.match(text, a)
        while word is not None and _kept_label(text, a, word.end(), content_end):
            word = _NON_SPACE.search(text, word.end(), b)  # the word after a kept label starts the copy
            a = word.start() if word is not None else b
        if a >= b:
            continue
        if spans and not text[spans[-1][1] : a].strip():
            spans[-1] = (spans[-1][0], b)
        else:
            spans.append((a, b))
    return spans


def copied_spans(text: str, prompt: str) -> list[tuple[int, int]]:
    """The (start, end) character spans of ``text`` that are copies of ``prompt`` text, merged.

    A text without Chinese, Japanese or Korean characters is searched for the prompt's few anchor keys
    (:func:`_anchored_spans`), and only the words around them are read; otherwise, or where the anchors
    are too many or too frequent for that to pay, one pass over all the words (:func:`_word_spans`).
    Both give the same spans."""
    if not prompt or not text:
        return []
    cjk = not text.isascii() and _CJK_CHAR.search(text) is not None  # (an ASCII text holds none: no scan)
    if not cjk:
        anchors = _anchors(prompt, text)
        if anchors is not None and len(anchors) <= _MAX_ANCHORS:
            spans = _anchored_spans(text, prompt, anchors)
            if spans is not None:
                return spans
    return _word_spans(text, prompt, cjk)


def _word_spans(text: str, prompt: str, cjk: bool) -> list[tuple[int, int]]:
    """:func:`copied_spans` in one pass over the words: a run of ``MIN_COPY_WORDS`` can only be a copy
    where that many words in a row are words of the prompt, so only there are runs looked up."""
    grams, sentences, vocabulary = _tables(prompt)
    words = _WORD.findall(text) if cjk else text.split()  # (the same without those characters: faster)
    # each distinct word's key (_key), made once: a long trace repeats a few thousand words
    distinct = list(set(words))
    stripped = list(map(str.strip, distinct, repeat(_EDGE_PUNCT, len(distinct))))
    if "" in stripped:  # a word of nothing but punctuation is its own key
        stripped = [k or w for w, k in zip(distinct, stripped, strict=True)]
    # (the words whose key the prompt holds, picked in C; the map of keys is made only where it is read)
    prompt_words = set(compress(distinct, map(vocabulary.__contains__, stripped)))
    key_of: dict[str, str] = {}
    copied = bytearray(len(words))
    in_prompt = bytes(map(prompt_words.__contains__, words))
    for run in re.finditer(b"\x01{%d,}" % MIN_COPY_WORDS, in_prompt):
        key_of = key_of or dict(zip(distinct, stripped, strict=True))
        for i in range(run.start(), run.end() - MIN_COPY_WORDS + 1):
            if tuple(map(key_of.__getitem__, words[i : i + MIN_COPY_WORDS])) in grams:
                copied[i : i + MIN_COPY_WORDS] = b"\x01" * MIN_COPY_WORDS
    if sentences:
        key_of = key_of or dict(zip(distinct, stripped, strict=True))
    keys = list(map(key_of.__getitem__, words)) if sentences else []
    # The words' places, found only where a copy may be: as plain numbers (a list of match objects, one
    # a word, would outlive the collector's young generations and make it sweep the whole heap).
    starts: list[int] = []
    ends: list[int] = []
    if sentences and _holds_any(keys, sentences):
        starts, ends = _places(text, words, cjk)
        for m in _SENTENCE.finditer(text):
            first = bisect.bisect_left(starts, m.start())
            last = max(first, bisect.bisect_right(ends, m.end()))
            if (
                MIN_SENTENCE_WORDS <= last - first < MIN_COPY_WORDS
                and tuple(keys[first:last]) in sentences
                and not _STATES_ANSWER.search(m.group(0))
            ):
                copied[first:last] = b"\x01" * (last - first)
    if copied.find(1) < 0:
        return []
    if starts:
        start_of = starts.__getitem__
    elif cjk:
        starts, _ends = _places(text, words, cjk)
        start_of = starts.__getitem__
    else:  # only the copies' words are placed
        start_of = _LinePlaces(text).start
    content_end = len(text.rstrip())
    for run in list(_RUN.finditer(copied)):  # "The answer is (C) <the option, copied>": a choice
        i = run.start()
        while i < run.end():  # a label kept as a choice: the word after it starts the copy
            start = start_of(i)
            if not _kept_label(text, start, start + len(words[i]), content_end):
                break
            copied[i] = 0
            i += 1
    spans: list[tuple[int, int]] = []
    for run in _RUN.finditer(copied):
        start, end = start_of(run.start()), start_of(run.end() - 1) + len(words[run.end() - 1])
        if spans and not text[spans[-1][1] : start].strip():
            spans[-1] = (spans[-1][0], end)
        else:
            spans.append((start, end))
    return spans


def blank(text: str, spans: list[tuple[int, int]]) -> str:
    """``text`` with each span replaced by a line break and spaces (same length): the text around a
    copy does not join into one sentence across it."""
    if not spans:
        return text
    out, pos = [], 0
    for start, end in spans:
        out.append(text[pos:start])
        out.append("\n" + " " * (end - start - 1) if end - start > 1 else "\n")
        pos = end
    out.append(text[pos:])
    return "".join(out)


def mask_copies(text: str, prompt: str) -> str:
    """``text`` with its copies of ``prompt`` text blanked (see the module docstring)."""
    return blank(text, copied_spans(text, prompt))
