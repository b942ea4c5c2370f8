"""What a response says about the answers it writes: the text of withdrawn answers is blanked
before anything is read, so extraction reads what the response commits to, not what comes last.

A *candidate* is anything a reader could take for an answer: a ``\\boxed{}``, a math span
(``$...$``, ``\\(...\\)``, ...), a number, a choice (``(B)``, ``option B``). The response is read
clause by clause (sentences split at ``. ! ? 。`` and line ends; clauses at ``, ; :``, "but", dashes),
on a *prose view* in which every box and math span is one opaque word, so punctuation inside math
never splits a clause. Four kinds of statement withdraw candidates:

- **a negated candidate**: a negator right before it ("not 18", "not option B", "instead of
  \\boxed{10}", "rather than 4", "other than 3"), or a predicate right after it that rejects it
  ("x = 3 does not work", "3 is extraneous", "B is incorrect", "x = 2 (rejected)", "the other root,
  $-2$, is extraneous"; a copula
  followed by a judgement is read with the judge parser's :func:`proctor.grading.verdicts.polarity`).
  Its clause is blanked from the negator (or from the candidate, when nothing before it in the
  clause is a candidate); the other clauses stand ("The answer is C, not option B." reads C).
- **a question**: a sentence that ends in "?" and holds a candidate ("Is the answer 3?") states
  nothing; it is blanked.
- **a hedge**: a hedge word right before a candidate ("maybe 5", "possibly $\\frac12$", "either 4
  or 5", "probably about 6", "I guess 7"; "5 or so") offers answers without choosing: its clause and
  everything before it are withdrawn ("4, or maybe 5" reads nothing). A hedge word that does not
  qualify a value ("Perhaps a simpler way is ...") withdraws nothing.
- **a retraction**: a clause with no candidate that says the work before it is wrong ("Wait,
  that's wrong", "Actually, this is incorrect", "I made a mistake", "Scratch that", "Correction:")
  withdraws everything before it; only what follows can be the answer.

When a statement cannot be told apart from an answer, the answer is not read (a false negative is
better than a false positive). Everything is linear in the length of the response: one pass over
the math spans and boxes, one over the clauses, and every look around a candidate is bounded.
"""

from __future__ import annotations

import bisect
import re
from functools import lru_cache

from proctor.grading.spans import brace_closes, math_spans
from proctor.grading.verdicts import polarity

OPAQUE = "\u00a7"  # a box or a math span in the prose view: one word, no punctuation inside
WINDOW = 80  # characters looked at before and after a candidate

_BOX = re.compile(r"\\(?:boxed|fbox)\s*\{")
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|[。！？]|\n")
# (one space around the words: "\s+" there would rescan a long run of spaces from each of its spaces)
_CLAUSE_END = re.compile(
    r"[,;:，；：](?=\s|$)|[ \t](?:but|however|whereas|then)[ \t]|[ \t][—–-]+[ \t]", re.IGNORECASE
)
# A candidate in the prose view: an opaque box or span, a number, a choice label.
# Patterns read at every place of a clause start with a lookahead on the characters a match can start
# with (one set test where most places fail), which changes no match: about three times faster.
_CANDIDATE = re.compile(
    r"(?=[\d"
    + OPAQUE
    + r"+\-−$(A-ZocOC])(?:"  # "option", "choice": o, c in either case
    + OPAQUE
    + r"+|(?<![\w.])[-+−]?\$?\d+(?:,\d{3})*(?:\.\d+)?(?![\w])|\(\s*[A-Z]\s*\)"
    r"|(?i:\b(?:option|choice)\s+)\(?[A-Z]\)?(?![\w])"
    # a bare choice letter that a predicate or punctuation follows ("B is incorrect", "Answer: B."); not "I"
    r"|(?<![\w.'])[A-HJ](?![\w'])(?=\s+(?i:is|was|isn't|wasn't|seems|looks|appears|does|doesn't|cannot|can't|"
    r"must|should|fails)\b|\s*[.,;:)!?]|\s*$))"
)
# A negator right before a candidate: "not 18", "not option B", "instead of", "rather than".
_NEGATED_BEFORE = re.compile(
    r"(?i:\b(?:not|never|nor|cannot|instead\s+of|rather\s+than|other\s+than|except(?:\s+for)?|excluding|"
    r"in\s+place\s+of|nicht|no\s+es|no\s+son|n'est\s+pas|não\s+é|не)|n't|不是|并非|並非|不等于|不等於|不为|不為)"
    r"\s*(?i:(?:be|equal(?:s)?(?:\s+to)?|exactly|just|simply|the\s+answer|answer|option|choice|"
    r"the\s+value|value|x|=|is|:)\s*){0,3}[\s(*]*$"
)
# A predicate right after a candidate that rejects it.
_REJECTED_AFTER = re.compile(
    r"^[\s)*\]]*(?:\((?i:rejected|extraneous|invalid|discarded|impossible|not\s+valid|no)\)"
    r"|(?i:(?:which\s+|that\s+)?(?:does\s+not|doesn't|do\s+not|don't|did\s+not|didn't|cannot|can't|"
    r"fails?\s+to|is\s+not|isn't|was\s+not|wasn't|are\s+not|aren't|would\s+not|wouldn't|will\s+not|"
    r"won't|must\s+be\s+(?:rejected|discarded|excluded)|should\s+be\s+(?:rejected|discarded|excluded)|"
    r"is\s+(?:extraneous|rejected|excluded|discarded|impossible|inadmissible|spurious|not\s+allowed|"
    r"out\s+of\s+range|too\s+(?:large|small|big))|fails|violates|contradicts|"
    r"leads?\s+to\s+a\s+contradiction|gives?\s+a\s+contradiction)\b))"
)
_COPULA = re.compile(
    r"^[\s)*\]]*(?i:(?:which\s+|that\s+)?(?:is|was|are|were|would\s+be|will\s+be|seems|looks|appears|"
    r"turns\s+out\s+to\s+be)\b)"
)
# A hedge word right before a candidate (three words at most between): "maybe 5", "possibly $\\frac12$",
# "either 4 or 5", "is probably about 6"; "or so" right after one. A hedge word elsewhere in the clause
# ("Perhaps a simpler way is ...", "we might also have recognized that ...") offers no answer.
_HEDGE = re.compile(
    r"(?i:\b(?:maybe|perhaps|possibly|probably|guess(?:ing)?|not\s+sure(?:\s+(?:if|whether))?|either|"
    r"(?:might|could|may)(?=\s+(?:be|equal|have))|my\s+guess)\b)"
    r"(?:[\s,:]+(?:it|is|it's|the|answer|be|about|around|roughly|equal|to|value|option|choice|[a-z]\s*=)\b)"
    r"{0,3}[\s,:(*$]*(?=" + OPAQUE + r"|[-+−]?\$?\d|\(?[A-Z]\)?(?!\w))"
)
_OR_SO = re.compile(r"(?i:^[\s,]*(?:or\s+so|or\s+thereabouts|give\s+or\s+take)\b)")


# A retraction: the work before it is wrong (said of "that", "this", "it", "my answer", ...).
_RETRACTION = re.compile(
    r"(?i:\b(?:i\s+(?:have\s+)?made\s+(?:a|an)\s+(?:mistake|error|miscalculation|typo)|"
    r"(?:that|this|it|my\s+\w+|the\s+above|the\s+previous\s+\w+|the\s+earlier\s+\w+)\s*(?:'s|is|was)\s+"
    r"(?:\w+\s+)?(?:wrong|incorrect|a\s+mistake|an\s+error|not\s+right|not\s+correct|invalid)|"
    r"(?:that|this|it)\s+(?:can't|cannot|couldn't)\s+be\s+(?:right|correct)|"
    r"let\s+me\s+(?:correct|fix|redo)\b|scratch\s+that|correction\s*:|oops|i\s+was\s+wrong|kidding|joking|"
    r"(?:that|this)\s+doesn't\s+(?:work|make\s+sense)|miscalculated|"
    r"(?:wait|actually|hmm|hold\s+on|no)\b\W{0,3}(?:\w+\W+){0,4}?(?:wrong|incorrect|mistake|error)))"
)


@lru_cache(maxsize=8)
def prose_view(text: str) -> str:
    """``text`` with every balanced ``\\boxed{...}`` and math span replaced by ``OPAQUE`` characters
    (same length), so that their insides never split a clause or read as prose. (The last few texts'
    views are kept: commitment and finality read the same text's view.)"""
    covered = [(start, end) for start, end, _content in math_spans(text)]
    boxes = [(m.start(), m.end() - 1) for m in _BOX.finditer(text)]
    closes = brace_closes(text, [brace for _start, brace in boxes])
    for start, brace in boxes:
        end = closes.get(brace)
        if end is not None:
            covered.append((start, end))
    if not covered:
        return text
    covered.sort()
    out, pos = [], 0
    for start, end in covered:  # their union, in order
        if end <= pos:
            continue
        start = max(start, pos)
        out.append(text[pos:start])
        out.append(OPAQUE * (end - start))
        pos = end
    out.append(text[pos:])
    return "".join(out)


def _lower(view: str) -> str:
    """``view.lower()``. A view is often ASCII but for its ``OPAQUE`` characters, and lowercasing an ASCII
    text is several times faster than lowercasing any other: such a view is lowercased as ASCII."""
    if OPAQUE in view and "\x7f" not in view:
        ascii_view = view.replace(OPAQUE, "\x7f")
        if ascii_view.isascii():
            return ascii_view.lower().replace("\x7f", OPAQUE)
    return view.lower()


def _pieces(view: str, pattern: re.Pattern[str], start: int, end: int) -> list[tuple[int, int]]:
    out, pos = [], start
    for m in pattern.finditer(view, start, end):
        out.append((pos, m.end()))
        pos = m.end()
    if pos < end:
        out.append((pos, end))
    return out


# Every word any rule above needs (one pass over the text): a sentence without one withdraws nothing.
_TRIGGER_WORDS = (
    r"n't|\b(?:not|never|nor|neither|hardly|without|longer|instead|rather|other|except|excluding|"
    r"place|maybe|perhaps|possibly|probably|guess|sure|unsure|either|so|thereabouts|take|wrong|incorrect|"
    r"mistakes?|errors?|miscalculat\w*|typo|redo|correct|fix|scratch|correction|oops|invalid|extraneous|"
    r"rejected|excluded|discarded|impossible|inadmissible|spurious|allowed|range|too|fails?|violates|"
    r"contradicts|contradiction|false|inaccurate|mismatch|inequivalent|cannot|wait|actually|hmm|hold|"
    r"no|rejected|might|could|may|kidding|joking|if|suppose|supposing|assume|assuming|hypothetically|imagine|"
    r"unverified|unconfirmed|unsure|tentative|nicht|n'est|não|не)\b|不是|并非|並非|不等|不为|不為"
)
_TRIGGER = re.compile(r"\?|(?i:" + _TRIGGER_WORDS + ")")
# The same words read on the lowercased text, which is about three times faster than matching without
# case at every position. Lowercasing finds the same matches except where a character lowercases to two
# (the text is then no longer aligned) or where matching without case equates a character with a letter
# that lowercasing does not (dotless ı with i, long ſ with s): such a text is read as it is.
_TRIGGER_LOWERED = re.compile(r"\?|" + _TRIGGER_WORDS)
# Cues: a sentence with a trigger word withdraws something only where a rule above matches in it, and
# every match of a rule holds one of these (a part of the rule's words: a plain substring, or a word
# whose bounds read the same in a clause as in the whole text). ``near``: inside the sentence (a question
# mark; a retraction; a judgement read by ``polarity``; a supposition; a hedge; a negator; a predicate
# that rejects the candidate before it). ``far``: what the "or so" rule and :func:`_negation` read right
# after a candidate, up to ``WINDOW`` characters past the sentence's end (an appositive, a parenthesis).
# Every alternative starts with a literal character and consumes no space (the rest is a lookahead or
# a lookbehind: "i(?<!\\wi)f" is "\\bif"), so the scan skips to the characters that can start one and a
# match never crosses a sentence's end.
_CUE_NEAR_WORDS = (
    r"\?", "n't", r"n(?<!\wn)ot", r"n(?<!\wn)or\b", "never", "nicht", "n'est", "não", r"no(?=\s+(?:es|son)\b)",
    "не", "cannot", "instead", "than", "except", "exclud", "place",  # negators
    "mistake", "error", "miscalculat", "typo", "wrong", "correct", "valid", "right", "fix", "redo", "scratch",
    "oops", "kidding", "joking",  # retractions
    "accurate", "pass", "true", "match", "equivalent", "fail", "false",  # polarity's words
    "reject", "discard", "extraneous", "impossible", "inadmissible", "spurious", "range", "too", "violat",
    "contradict",  # predicates
    r"i(?<!\wi)f\b", "suppos", "assum", "hypothetical", "imagine", r"s(?<!\ws)ay\b",  # suppositions
    "maybe", "perhaps", "possibly", "probably", "guess", "either", "might", "could", r"m(?<!\wm)ay\b",  # hedges
    "不是", "并非", "並非", "不等", "不为", "不為",
)  # fmt: skip


def _by_first_character(alternatives: tuple[str, ...]) -> str:
    """One pattern for ``alternatives`` (each starting with one literal character), grouped by that
    character: the scan then tries one branch per character instead of every alternative (about
    three times faster over a long text)."""
    groups: dict[str, list[str]] = {}
    for a in alternatives:
        head = a[:2] if a.startswith("\\") else a[0]
        groups.setdefault(head, []).append(a[len(head) :])
    return "|".join(h + (f"(?:{'|'.join(t)})" if len(t) > 1 else t[0]) for h, t in groups.items())


_CUE_FAR_WORDS = (
    r"\(|or(?=\s+(?:so|thereabouts))|give(?=\s+or\s+take)|,(?=\s*(?:is|was|are|does|doesn't|do|don't)\s)"
)
_CUE_NEAR = re.compile(r"(?i:" + _by_first_character(_CUE_NEAR_WORDS) + ")")
_CUE_NEAR_LOWERED = re.compile(_by_first_character(_CUE_NEAR_WORDS))
_CUE_FAR = re.compile(r"(?i:" + _CUE_FAR_WORDS + ")")
_CUE_FAR_LOWERED = re.compile(_CUE_FAR_WORDS)


# A conditional or hypothetical shortly before a marked answer ("Suppose the answer is $\\boxed{10}$", "If
# the answer were 10, ...", "If $x = 3$, then ..."): the clause states a supposition, not an answer.
_HYPOTHETICAL = re.compile(
    r"(?i:\b(?:(?<!only\s)if(?!\s+and\s+only\s+if)|suppose|supposing|assume|assuming|hypothetically|imagine|let's\s+say|"
    r"say)\b)"
)
_ANSWER_WORD = re.compile(r"(?i:\b(?:answer|result|solution)s?\b)")
# A judgement in parentheses right after a candidate: "\\boxed{10} (this is incorrect)", "10 (unverified)".
_PAREN_AFTER = re.compile(r"^[\s*]*\(([^()\n]{1,80})\)")
_DOUBT = re.compile(
    r"\?|(?i:\b(?:unverified|unconfirmed|unsure|not\s+sure|uncertain|tentative|guess\w*|maybe|perhaps|"
    r"probably|possibly|approx\w*|wrong|incorrect|false|invalid|rejected|extraneous|doubtful)\b)"
)
# A clause without a candidate that judges what came before it ("Hmm, that doesn't seem right.",
# "Well, this is incorrect."): read with the judge parser's polarity; False withdraws it all.
_BACK_REFERENCE = re.compile(
    r"^[\s\W]*(?:(?:hmm+|wait|well|actually|no|oh|ok(?:ay)?|but|so)\b[\s\W]*)*(?:that|this|it|which)\b", re.I
)


def _judged_in_parentheses(after: str) -> bool:
    m = _PAREN_AFTER.match(after)
    return m is not None and (_DOUBT.search(m.group(1)) is not None or polarity(m.group(1)) is False)


def withdrawn(text: str) -> list[tuple[int, int]]:
    """The (start, end) spans of ``text`` whose candidate answers are withdrawn (see the module
    docstring), in order, not overlapping.

    The sentences are read from the last one back: a hedge or a retraction withdraws everything before
    it, so once one is found, no earlier sentence can add anything (the answer of a long reasoning
    trace with a false start costs only what follows its last false start)."""
    view = prose_view(text)
    lowered = _lower(view)
    if len(lowered) != len(view) or "ı" in view or "ſ" in view:
        lowered, trigger, near, far = view, _TRIGGER, _CUE_NEAR, _CUE_FAR  # see _TRIGGER_LOWERED
    else:
        trigger, near, far = _TRIGGER_LOWERED, _CUE_NEAR_LOWERED, _CUE_FAR_LOWERED
    found: list[tuple[int, int]] = []  # from the last sentence back
    prefix = 0  # everything before this is withdrawn (by a hedge or a retraction)
    end, size = len(view), _FIRST_BLOCK
    while end > 0 and not prefix:  # blocks of whole sentences from the end back, each twice the last
        start = _block_start(view, end, size)
        for s_start, s_end in reversed(_sentences_to_read(view, lowered, trigger, near, far, start, end)):
            spans, prefix = _sentence(view, s_start, s_end)
            found.extend(reversed(spans))
            if prefix:
                break
        end, size = start, 2 * size
    found.reverse()
    if prefix:
        return [(0, prefix)] + [(max(a, prefix), b) for a, b in found if b > prefix]
    return found


_FIRST_BLOCK = 4096
# _SENTENCE_END, in a form that starts with a set of characters (the scan skips to them: several times faster)
_SENTENCE_END_SCAN = re.compile(r"[.!?。！？\n](?:(?<=[.!?])(?=\s|$)|(?<=[。！？\n]))")


def _block_start(view: str, end: int, size: int) -> int:
    """A sentence's start about ``size`` characters before ``end`` (a sentence's end); 0 when none is."""
    if end <= size:
        return 0
    m = _SENTENCE_END_SCAN.search(view, end - size, end)
    return m.end() if m is not None and m.end() < end else 0


def _sentences_to_read(
    view: str,
    lowered: str,
    trigger: re.Pattern[str],
    near: re.Pattern[str],
    far: re.Pattern[str],
    start: int,
    end: int,
) -> list[tuple[int, int]]:
    """The sentences (start, end) of ``view[start:end]`` (whole sentences) that :func:`_sentence` must
    read, in order: those with a trigger word (``trigger`` finds one in the sentence) that hold a cue of
    some rule. A sentence without a cue withdraws nothing, so reading only these gives what reading
    every sentence with a trigger word gives; a scan for each kind of cue finds them all, and no
    sentence without one costs Python work."""
    ends = [m.end() for m in _SENTENCE_END_SCAN.finditer(view, start, end)]
    if not ends or ends[-1] < end:
        ends.append(end)
    cued = bytearray(len(ends))
    for m in near.finditer(lowered, start, end):
        cued[bisect.bisect_right(ends, m.start())] = 1
    last = len(ends) - 1
    for m in far.finditer(lowered, start, min(len(view), end + WINDOW)):
        # the sentence that holds it (if it is one of these), and those before it that end within WINDOW of it
        k = min(bisect.bisect_right(ends, m.start()), last)
        while k >= 0 and ends[k] + WINDOW > m.start():
            cued[k] = 1
            k -= 1
    out: list[tuple[int, int]] = []
    k = cued.find(1)
    while k >= 0:
        s_start = ends[k - 1] if k else start
        if trigger.search(lowered, s_start, ends[k]) is not None:
            out.append((s_start, ends[k]))
        k = cued.find(1, k + 1)
    return out


def _sentence(view: str, s_start: int, s_end: int) -> tuple[list[tuple[int, int]], int]:
    """What one sentence withdraws (:func:`withdrawn`): its spans, and where its last hedge or retraction
    ends (0 when it has none)."""
    spans: list[tuple[int, int]] = []
    prefix = 0
    sentence = view[s_start:s_end]
    if sentence.rstrip().endswith("?") and _CANDIDATE.search(sentence):
        spans.append((s_start, s_end))  # "Is the answer 3?"
        return spans, prefix
    for c_start, c_end in _pieces(view, _CLAUSE_END, s_start, s_end):
        clause = view[c_start:c_end]
        candidates = list(_CANDIDATE.finditer(view, c_start, c_end))
        if not candidates:
            if _RETRACTION.search(clause) or (_BACK_REFERENCE.match(clause) and polarity(clause) is False):
                prefix = c_end
            continue
        last = candidates[-1].start()
        hypothesis = _HYPOTHETICAL.search(view, max(c_start, last - WINDOW), last)
        if hypothesis is not None and (
            _ANSWER_WORD.search(view, c_start, c_end) or any(OPAQUE in c.group(0) for c in candidates)
        ):
            spans.append((c_start, c_end))  # a supposition states no answer
            continue
        if _HEDGE.search(view, c_start, c_end) or any(
            _OR_SO.match(view[c.end() : c.end() + 30]) for c in candidates
        ):
            prefix = c_end
            continue
        cut = _negation(view, candidates, c_start, c_end, s_end)
        if cut is not None:
            if cut == c_start:  # the whole clause: the separator before it goes too ("4, not 5")
                while cut > s_start and view[cut - 1] in " \t,;:，；：":
                    cut -= 1
            spans.append((cut, c_end))
    return spans, prefix


# Cheap triggers: the full negation patterns run only where one of these stands next to a candidate.
_NEGATOR = re.compile(
    # (matching without case, i is also İ and ı)
    r"(?=[nNcCiIİırRoOeEнН不并並])(?i:\b(?:not|never|nor|cannot|instead\s+of|rather\s+than|other\s+than|except|excluding|in\s+place\s+of|"
    r"nicht|no\s+es|no\s+son|n'est\s+pas|não\s+é|не)\b|n't|不是|并非|並非|不等于|不等於|不为|不為)"
)
_PREDICATE = re.compile(
    r"[\s)*\]]*(?:\(|(?i:which|that|is|was|are|were|would|will|seems|looks|appears|turns|does|do|did|"
    r"doesn't|don't|didn't|cannot|can't|fails?|isn't|wasn't|aren't|wouldn't|won't|must|should|violates|"
    r"contradicts|leads?|gives?)\b)"
)


# A candidate set off by commas, then rejected: "The other root, $x = 3$, is extraneous."
_APPOSITIVE_REJECTED = re.compile(
    r"^\s*,\s*(?i:(?:is|was|are)\s+(?:extraneous|rejected|excluded|discarded|impossible|invalid|spurious|"
    r"not\s+(?:valid|a\s+(?:valid\s+)?solution|allowed|possible))|(?:does\s+not|doesn't|do\s+not|don't)\s+"
    r"(?:work|satisfy|check\s+out))\b"
)


def _negation(view: str, candidates: list[re.Match[str]], c_start: int, c_end: int, s_end: int) -> int | None:
    """Where the clause's negated part starts (a negated candidate), or None. Linear in the clause:
    the patterns run only next to a negator or a predicate, each within ``WINDOW`` characters."""
    negators = [m.end() for m in _NEGATOR.finditer(view, c_start, c_end)]
    for k, cand in enumerate(candidates):
        near = bisect.bisect_right(negators, cand.start())
        if near and cand.start() - negators[near - 1] <= WINDOW:
            before = _NEGATED_BEFORE.search(view, max(c_start, cand.start() - WINDOW), cand.start())
            if before is not None:
                return before.start() if k else c_start
        if k == len(candidates) - 1 and _APPOSITIVE_REJECTED.match(view[cand.end() : cand.end() + WINDOW]):
            return cand.start() if k else c_start
        if _judged_in_parentheses(view[cand.end() : cand.end() + WINDOW]):
            return cand.start() if k else c_start
        if _PREDICATE.match(view, cand.end(), c_end):
            after = view[cand.end() : min(c_end, cand.end() + WINDOW)]
            if _REJECTED_AFTER.match(after) or (_COPULA.match(after) and polarity(after) is False):
                return cand.start() if k else c_start
    return None


@lru_cache(maxsize=16)
def committed(text: str) -> str:
    """``text`` with its withdrawn answers blanked (spaces, line breaks kept; same length)."""
    spans = withdrawn(text)
    if not spans:
        return text
    out, pos = [], 0
    for start, end in sorted(spans):  # their union, in order
        if end <= pos:
            continue
        start = max(start, pos)
        out.append(text[pos:start])
        out.append("\n".join(" " * len(line) for line in text[start:end].split("\n")))
        pos = end
    out.append(text[pos:])
    return "".join(out)
