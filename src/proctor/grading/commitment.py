"""What a response says about the answers it writes: the text of withdrawn answers is blanked
before anything is read, so extraction reads what the response commits to, not what comes last.

A *candidate* is anything a reader could take for an answer: a ``\\boxed{}``, a math span
(``$...$``, ``\\(...\\)``, ...), a number, a choice (``(B)``, ``option B``). The response is read
clause by clause (sentences split at ``. ! ? 。 ！ ？`` and line ends; clauses at ``, ; :`` before a space,
at ``，；：`` always, at "but", dashes), on a *prose view* in which every box and math span is one opaque
word, so punctuation inside math never splits a clause. Four kinds of statement withdraw candidates:

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
  qualify a value ("Perhaps a simpler way is ...") withdraws nothing. So does a *qualifier* (a doubt, a
  hedge, an approximation: :data:`_QUALIFIER`) that stands on its own beside a candidate, as the whole of
  a clause, a sentence or a bracket, whatever punctuation (ASCII or full-width) or line break parts them:
  after it ("\\boxed{7} (approximately)", "\\boxed{7}\\n(unconfirmed)", "7, probably.", "\\boxed{7}. Not
  sure though.") it withdraws the candidate and everything before; before it ("Probably, \\boxed{7}.",
  "Maybe。\\boxed{7}。", "Maybe. The answer is 7.") everything through the candidate's clause. A bracket or
  a clause with more in it does not qualify the value: "(approximately 7.33)" glosses an exact answer,
  "Perhaps, a simpler way is ..." opens a new statement.
- **a retraction**: a clause with no candidate that says the work before it is wrong ("Wait,
  that's wrong", "Actually, this is incorrect", "Scratch that", "Correction:"), admits an error ("I made
  a mistake", "There is an error.", "That was a miscalculation.", "I miscounted.", "有错误") or doubts the
  work ("I might be wrong.", "This is just an estimate.", "It has not been verified.") withdraws
  everything before it; only what follows can be the answer. It is read across the commas that split
  its clause ("Hold on, there is an error."); next to a candidate of its clause, it withdraws what is
  before it ("I found a mistake in step 2.", "\\boxed{7} I miscounted."). An error named but not admitted
  is none ("There is no error.", "Let me check for errors.", "the error term", "It is a common mistake
  to ...").

When a statement cannot be told apart from an answer, the answer is not read (a false negative is
better than a false positive). Everything is linear in the length of the response: one pass over
the math spans and boxes, one over the clauses, and every look around a candidate is bounded.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator
from functools import lru_cache

from proctor.grading import lexicon, unmeant
from proctor.grading.spans import SENTENCE_END, blank_spans, brace_closes, math_spans
from proctor.grading.surface import seen
from proctor.grading.verdicts import polarity

OPAQUE = "\u00a7"  # a box or a math span in the prose view: one word, no punctuation inside
WINDOW = 80  # characters looked at before and after a candidate

_BOX = re.compile(r"\\(?:boxed|fbox)\s*\{")
_SENTENCE_END = SENTENCE_END
# (one space around the words: "\s+" there would rescan a long run of spaces from each of its spaces)
# (a full-width comma, semicolon or colon ends a clause with or without a space after it: CJK text puts
# none there; an ASCII one ends a clause before a space only, so "1,000" and "3:4" split nothing)
_CLAUSE_END = re.compile(
    r"[,;:](?=\s|$)|[，；：]|[ \t](?:but|however|whereas|then)[ \t]|[ \t][—–-]+[ \t]", re.IGNORECASE
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
    r"(?:might|could|may)(?=\s+(?:be|equal|have))|my\s+guess|(?:i'd|i\s+would|i|we)\s+estimate|"
    r"quiz[aá]s?|tal\s+vez|probablemente|vielleicht|wahrscheinlich|peut-être|probablement)\b"
    r"(?:[\s,:]+(?:it|is|it's|the|answer|be|about|around|roughly|equal|to|value|option|choice|[a-z]\s*=|"
    r"es|sea|la|respuesta|ist|die|antwort|est|c'est|réponse)\b){0,3}"
    # the same in Chinese ("答案可能是 7", "也许是 7"; "不可能是 7" negates, it does not hedge)
    r"|(?<!不)(?:也许|或许|大概|可能|大约|估计|我猜)(?:是|为|為|等于|等於|答案|结果|[\s,:，：])*)"
    r"[\s,:(*$]*(?=" + OPAQUE + r"|[-+−]?\$?\d|\(?[A-Z]\)?(?!\w))"
)
_OR_SO = re.compile(r"(?i:^[\s,]*(?:or\s+so|or\s+thereabouts|give\s+or\s+take)\b)")

# A qualifier that leaves the value it stands beside open: a doubt ("unverified", "not sure", "I think"),
# a hedge ("probably", "maybe") or an approximation ("approximately", "roughly"), standing on its own
# (the whole of a clause, or of a bracket) rather than inside a statement: "\\boxed{7} (approximately)",
# "\\boxed{7}\n(unconfirmed)", "Probably, \\boxed{7}.", "Maybe。\\boxed{7}。", "\\boxed{7}. Not sure though."
_QUALIFIER = (
    r"(?:(?:maybe|perhaps|possibly|probably|likely|most\s+likely|presumably|hopefully|"
    r"approx(?:imately|imate|imation)?|roughly(?:\s+speaking)?|estimated|more\s+or\s+less|give\s+or\s+take|"
    r"or\s+so|(?:or\s+)?thereabouts|ish|unverified|unconfirmed|unchecked|uncertain|unsure|tentative(?:ly)?|"
    r"not\s+(?:yet\s+|fully\s+|entirely\s+|completely\s+|100%\s+|totally\s+)?(?:verified|confirmed|checked|sure|"
    r"certain|confident)(?:\s+(?:though|yet|about\s+(?:this|that|it)))?|"
    r"(?:i'm|i’m|i\s+am)\s+not\s+(?:[\w%]+\s+)?(?:sure|certain|confident)(?:\s+(?:though|about\s+(?:this|that|it)))?|"
    r"to\s+be\s+(?:verified|confirmed|checked)|needs?\s+(?:checking|verification|(?:to\s+be\s+)?(?:verified|checked|"
    r"confirmed))|(?:i|we)\s+(?:guess|think|believe|suppose)(?:\s+so)?|glaube\s+ich|ich\s+glaube|creo|je\s+crois|i'd\s+(?:guess|say)|(?:(?:my|a|best|an|educated|rough|wild|first)\s+)*"
    r"(?:guess(?:ed)?|estimate)|if\s+(?:i'm|i’m|i\s+am)\s+(?:right|correct)|(?:i\s+)?could\s+be\s+wrong|"
    r"quiz[aá]s?|tal\s+vez|aproximadamente|probablemente|vielleicht|ungefähr|etwa|wahrscheinlich|peut-être|"
    r"environ|probablement|approximativement)\b|approx\.|"
    r"也许|或许|大概|大约|可能|约|估计|未验证|未經驗證|未经验证|未确认|未確認|不确定|不確定|我猜)"
)
_QUALIFIERS = _QUALIFIER + r"(?:[\s,;/]+(?:and\s+|but\s+)?" + _QUALIFIER + r")*[吧吗嗎呢]?"
_OPEN, _CLOSE = r"[(\[（【]", r"[)\]）】]"
_LEAD_IN = (
    r"(?:(?:so|well|hmm+|but|and|ok(?:ay)?|though|although|yet|still|then|then\s+again|at\s+least|honestly|"
    r"admittedly|on\s+second\s+thought|on\s+reflection|answer|final\s+answer|不过|但是|但)\b[^\w"
    + OPAQUE
    + r"]*)*"
)
# A clause that is only a qualifier (the text around it is punctuation, markup, brackets).
_FRAGMENT = re.compile(r"(?i:[^\w" + OPAQUE + r"]*" + _LEAD_IN + _QUALIFIERS + r"[^\w" + OPAQUE + r"]*)")
# A qualifier right after a candidate, ending its clause or its bracket: "7 (approximately)", "\\boxed{7}
# approximately.", "7, probably", "\\boxed{7}.\n(unverified)". Not "(approximately 7.33)" (a value of its own: a
# gloss of the exact answer), not "approximately equal to ..." (a statement goes on).
_BRACKETED = _OPEN + r"[\s*_]*" + _QUALIFIERS + r"[^\w" + OPAQUE + r"()\[\]（）【】]*" + _CLOSE
_QUALIFIED_AFTER = re.compile(
    r"(?i:[ \t*_]*(?:(?:[,;:，；：—–-]+[\s*_]*)?|((?:[.!。！\n][\s*_]*)+))"  # group 1: after a sentence's end
    + _LEAD_IN
    + r"(?:"
    + _BRACKETED
    + r"|"
    + _QUALIFIERS
    # in its own sentence, or set off by a comma, a bracket; after a sentence's end, only a qualifier that is
    # a sentence of its own (not "7. Perhaps, a simpler way")
    + r"(?(1)(?=[ \t*_]*(?:[.!?。！？\n]|$))|(?=[\s*_]*(?:[.!?。！？,;:，；：\n]|$)))))"
)  # (the two leads share what follows them, written once: the pattern compiles in half the time)
# From a qualifier to the candidate it stands before: "Maybe。\\boxed{7}", "Probably, the answer is 7".
_TO_CANDIDATE = re.compile(
    r"(?i:[\s*_.!。！,;:，；：—–-]*(?:(?:it|is|it's|the|final|answer|be|equal|to|value|result|so|then)\b"
    r"[\s*_,:]*|(?:答案|结果|是|为|為)[\s,:，：]*){0,4}[(*$]*)"
)
_SEPARATORS = " \t\n*_.!。！,;:，；：—–-(（[【"


_BRACKET_NEXT = re.compile(r"[ \t*_]*+(?:\n[ \t*_]*+)?[(\[（【]")
# A noun that names an error, unless it is negated or searched for ("no error", "not a mistake", "check
# for errors") or names a quantity ("the error term", "the error bound").
_ERROR_NOUN = (
    r"(?<!\bno\s)(?<!\bnot\s)(?<!\bany\s)(?<!\bfor\s)(?<!\bwithout\s)(?<!\bnot\sa\s)(?<!\bnot\san\s)"
    r"(?<!\bfor\sa\s)(?<!\bfor\san\s)(?:mistakes?|errors?|miscalculations?|miscounts?|typos?|blunders?|"
    r"flaws?|oversights?|discrepanc(?:y|ies)|inconsistenc(?:y|ies))\b"
    r"(?!\s+(?:terms?|bounds?|functions?|estimates?|analysis|rates?|margins?|tolerances?|propagation|bars?))"
)
_NOT_NEGATED = r"(?!(?:not|never|no|hardly|nothing)\b)"
# A retraction: the work before it is wrong (said of "that", "this", "it", "my answer", ...), or the writer
# admits an error ("There is an error.", "I found a mistake.", "That was a miscalculation.", "I miscounted.").
_RETRACTION = re.compile(
    r"(?i:\b(?:(?:i|we)\s+(?:(?:must|may|might|probably|clearly|definitely|just|actually)\s+)?(?:have\s+|'ve\s+)?"
    r"(?:made|found|spotted|noticed|notice|see|caught|committed|introduced)\s+(?:(?:a|an|some|one|another|the|my|"
    r"a\s+few)\s+)?(?:" + _NOT_NEGATED + r"\w+\s+){0,2}" + _ERROR_NOUN + r"|"
    r"there\s*(?:'s|’s|is|was|are|were|must\s+be|might\s+be|may\s+be|could\s+be|seems\s+to\s+be|"
    r"appears\s+to\s+be)\s+(?:(?:a|an|some|one|another|still\s+an?)\s+)?(?:"
    + _NOT_NEGATED
    + r"\w+\s+){0,2}"
    + _ERROR_NOUN
    + r"|"
    r"(?:i|we)\s+(?:\w+\s+){0,2}(?:miscalculated|miscounted|misread|misunderstood|misinterpreted|messed\s+up|"
    r"screwed\s+up|slipped\s+up|got\s+(?:it|this|that|something)\s+wrong|dropped\s+(?:a|the)\s+(?:sign|term|factor|minus|negative)|mixed\s+up\s+the)|"
    r"(?:(?:that|this|the|my)\s+(?:\w+\s+)?(?:step|calculation|computation|work|reasoning|solution|answer|"
    r"result|arithmetic|sum|count)|that|this|it)\s+(?:has|had|contains|contained|includes)\s+(?:a|an|some|one)\s+(?:\w+\s+)?"
    + _ERROR_NOUN
    + r"|"
    r"(?:this|that|it|the\s+answer|my\s+answer)\s+(?:still\s+)?needs?\s+(?:to\s+be\s+)?(?:checking|verification|"
    r"verified|checked|confirmed|double-checking|double-checked)|"
    # the same in Spanish, German, French
    r"hay\s+un\s+(?:error|fallo)|me\s+equivoqu[ée]|(?:da\s+ist|es\s+gibt)\s+ein(?:en?)?\s+fehler|"
    r"ich\s+habe\s+mich\s+(?:verrechnet|geirrt)|il\s+y\s+a\s+une\s+erreur|je\s+me\s+suis\s+tromp[ée]e?|"
    r"(?:that|this|it|my\s+\w+|the\s+above|the\s+previous\s+\w+|the\s+earlier\s+\w+|(?:that|this)\s+(?:step|"
    r"answer|result|calculation|computation|value|sum)|the\s+(?:answer|result|calculation|computation)\s+above)"
    r"\s*(?:'s|’s|is|was|seems|looks|appears|must\s+be|seems\s+to\s+be)\s+(?:" + _NOT_NEGATED + r"\w+\s+)?"
    r"(?:wrong|incorrect|erroneous|mistaken|flawed|invalid|not\s+right|not\s+correct|off\s+by|"
    # (not a remark on mistakes in general: "It is a common mistake to count ...")
    r"an?\s+(?!(?:common|typical|frequent|classic|easy|natural|tempting|usual)\b)(?:\w+\s+)?"
    r"(?:mistake|error|miscalculation|typo|blunder|oversight)\b(?!\s+to\b))|"
    r"(?:that|this|it|something)\s+(?:seems|looks|appears|feels)\s+(?:\w+\s+)?off\b|"
    r"something\s*(?:'s|’s|is|was|went|must\s+be|seems)\s+(?:\w+\s+)?(?:wrong|off\b)|"
    r"(?:that|this|it|something)\s+(?:can't|cannot|couldn't)\s+be\s+(?:right|correct)|"
    r"let\s+me\s+(?:correct|fix|redo|reconsider|rethink)\b|scratch\s+that|correction\s*:|oops|i\s+was\s+wrong|"
    r"(?<!not\s)(?<!n't\s)(?<!never\s)(?:kidding|joking)|on\s+second\s+thought|grain\s+of\s+salt|(?:don't|do\s+not)\s+quote\s+me|"
    # doubt about the work: "I might be wrong", "This is just an estimate", "It has not been verified"
    r"(?:i|this|that|it|the\s+answer|my\s+answer)\s+(?:might|may|could)\s+(?:well\s+|also\s+)?(?:be|have\s+been)\s+"
    r"(?:wrong|incorrect|mistaken|off|in\s+error)|"
    r"(?:this|that|it)\s*(?:'s|’s|is|was)\s+(?:just\s+|only\s+|merely\s+|simply\s+)?(?:(?:my|a|an)\s+)?"
    r"(?:best\s+|rough\s+|educated\s+|wild\s+|initial\s+|first\s+)?(?:guess|estimate)\b|"
    r"(?:has|have|had|was|were|is)\s*(?:not|n't)\s+(?:yet\s+)?(?:been\s+)?(?:verified|checked|confirmed|double-checked)|"
    r"(?:i|we)\s*(?:have\s+|'ve\s+)?(?:not|never|haven't|didn't|did\s+not|could\s+not|couldn't|cannot|can't)\s+"
    r"(?:yet\s+)?(?:verif(?:y|ied)|check(?:ed)?|confirm(?:ed)?)\s+(?:this|that|it|the\s+answer|my\s+answer)\b|"
    r"(?:that|this)\s+(?:doesn't|does\s+not|didn't|did\s+not)\s+(?:work|make\s+sense|add\s+up|check\s+out)|"
    r"(?:it|something)\s+(?:doesn't|does\s+not|didn't|did\s+not)\s+(?:add\s+up|check\s+out)|miscalculated|"
    r"(?:wait|actually|hmm|hold\s+on|hang\s+on|no)\b\W{0,3}(?:\w+\W+){0,4}?"
    r"(?<!\bno\s)(?<!\bnot\s)(?<!\bany\s)(?<!\bfor\s)(?<!\bwithout\s)(?<!\bfor\sa\s)(?<!\bfor\san\s)"
    r"(?:wrong|incorrect|mistake|error))"
    # the same in Chinese: "有错误" (there is an error), "算错了" (miscalculated), "不对" (not right)
    r"|(?<![没沒])有(?:一个|个|一处|处)?错误?|(?<![没沒不])错了|不对(?=[\s。，！!,.]|$)|可能有(?:误|错)|"
    r"我(?:还|並|并)?不(?:太|是很|完全)?(?:确定|確定|肯定))"
)


@lru_cache(maxsize=8)
def prose_view(text: str) -> str:
    """``text`` with every balanced ``\\boxed{...}`` and math span replaced by ``OPAQUE`` characters
    (same length), so that their insides never split a clause or read as prose; its letters as a reader
    sees them (:func:`proctor.grading.surface.seen`: "n\u200bot", "nоt" with a Cyrillic "о", "ｎｏｔ" read
    "not"). (The last few texts' views are kept: commitment and finality read the same text's view.)"""
    return seen(_opaque_view(text))


def _opaque_view(text: str) -> str:
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
_TRIGGER_BOUNDED = (  # (the words read between word bounds)
    r"not|never|nor|neither|hardly|without|longer|instead|rather|other|except|excluding|"
    r"place|maybe|perhaps|possibly|probably|guess|sure|unsure|either|so|thereabouts|take|wrong|incorrect|"
    r"mistakes?|errors?|miscalculat\w*|typo|redo|correct|fix|scratch|correction|oops|invalid|extraneous|"
    r"rejected|excluded|discarded|impossible|inadmissible|spurious|allowed|range|too|fails?|violates|"
    r"contradicts|contradiction|false|inaccurate|mismatch|inequivalent|cannot|wait|actually|hmm|hold|"
    r"no|rejected|might|could|may|kidding|joking|if|suppose|supposing|assume|assuming|hypothetically|imagine|"
    r"unverified|unconfirmed|unsure|tentative|nicht|n'est|não|не|"
    # qualifiers (_QUALIFIER) and admissions of an error (_RETRACTION)
    r"likely|presumably|hopefully|approx\w*|roughly|estimat\w*|uncertain|unchecked|confident|certain|verified|"
    r"tentative\w*|thereabouts|thought|grain|quote|reconsider|rethink|glaube|creo|crois|more\s+or\s+less|"
    r"dropped|mixed|needs?|fallo|equivoqu\w*|fehler|verrechnet|geirrt|"
    r"erreur|tromp\w*|"
    r"confirmed|checked|checking|verification|think|believe|ish|typos?|miscount\w*|misread|misunderstood|"
    r"misinterpreted|messed|screwed|slipped|blunders?|flaws?|flawed|erroneous|mistaken|oversights?|"
    r"discrepanc\w*|inconsistenc\w*|off|quiz[aá]s?|vez|probablemente|vielleicht|ungefähr|etwa|wahrscheinlich|"
    r"peut-être|environ|probablement|aproximadamente"
)
_TRIGGER_WORDS = r"n't|\b(?:" + _TRIGGER_BOUNDED + r")\b|不是|并非|並非|不等|不为|不為"
# Chinese qualifiers and admissions: read only in a text that holds one of their characters (each Chinese
# alternative slows the scan of every text, Chinese or not).
_CJK_WORDS = (
    "也许", "或许", "大概", "大约", "可能", "约", "估计", "未验证", "未經驗證", "未经验证", "未确认", "未確認", "不确定",
    "不確定", "我猜", "有错", "错了", "不对", "确定", "確定", "肯定",
)  # fmt: skip
_CJK = re.compile("[" + "".join(sorted({w[0] for w in _CJK_WORDS})) + "]")
# (_TRIGGER, _TRIGGER_LOWERED and _TRIGGER_LOWERED_CJK, the patterns of these words: below _by_first_character)
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
    "maybe", "perhaps", "possibly", "probabl", "guess", "either", "might", "could", r"m(?<!\wm)ay\b",  # hedges
    "不是", "并非", "並非", "不等", "不为", "不為",
    "likely", "presumabl", "hopefully", "approx", "aprox", "roughly", "estimat", "unverified", "unconfirmed",
    "unchecked", "uncertain", "unsure", "tentative", "think", "believe", r"i(?<!\wi)sh\b", "quiz", r"v(?<!\wv)ez\b",
    "vielleicht", "ungefähr", r"e(?<!\we)twa\b", "wahrscheinlich", "peut", "environ",  # qualifiers
    "miscount", "misread", "misunderst", "misinterpret", "messed", "screwed", "slipped", "blunder", "flaw",
    "erroneous", "mistaken", "oversight", "discrepanc", "inconsisten", r"o(?<!\wo)ff\b",  # admissions of an error
    r"t(?<!\wt)(?=o\s+be\s+(?:verified|confirmed|checked))", r"n(?<!\wn)(?=eeds?\s+(?:check|verif|to\s+be|confirm))",
    "thereabouts", r"s(?<!\ws)(?=econd\s+thought)", "grain", "quote", "reconsider", "rethink", "glaube", r"c(?<!\wc)reo\b",
    "crois", "guess", r"m(?<!\wm)(?=ore\s+or\s+less)", "dropped",
    r"m(?<!\wm)(?=ixed\s+up)", "fallo", "equivoqu", "fehler", "verrechnet", "geirrt",
    "erreur", "tromp",
)  # fmt: skip


def _by_first_character(alternatives: tuple[str, ...], depth: int = 0) -> str:
    """One pattern for ``alternatives`` (each starting with one literal character), grouped by that
    character, and within a group by the next ones (a trie three characters deep): the scan then tries
    one branch per character instead of every alternative (about three times faster over a long text).
    The same alternatives match at the same places."""
    groups: dict[str, list[str]] = {}
    rest: list[str] = []
    for a in alternatives:
        head = a[:2] if a.startswith("\\") else a[:1]
        literal = head.startswith("\\") or (head.isalnum() or head in ("'", "’"))
        if not head or not literal or a[len(head) : len(head) + 1] in ("?", "*", "+", "{"):
            rest.append(a)  # a lookaround, a group, or a character that a quantifier follows: as it is
            continue
        groups.setdefault(head, []).append(a[len(head) :])
    parts = []
    for h, tails in groups.items():
        if len(tails) == 1:
            parts.append(h + tails[0])
        elif depth < 2:
            parts.append(h + "(?:" + _by_first_character(tuple(tails), depth + 1) + ")")
        else:
            parts.append(h + "(?:" + "|".join(tails) + ")")
    return "|".join(parts + rest)


# The trigger words, grouped by their first characters (_by_first_character: the same words, so a sentence holds
# one where the list finds one; its search is about a third faster than the list's).
_TRIGGER_TRIE = (
    r"n't|\b(?:"
    + _by_first_character(tuple(_TRIGGER_BOUNDED.split("|")))
    + r")\b|不是|并非|並非|不等|不为|不為"
)
_TRIGGER = re.compile(r"\?|(?i:" + _TRIGGER_TRIE + "|" + "|".join(_CJK_WORDS) + ")")
# The same words read on the lowercased text, which is about three times faster than matching without
# case at every position. Lowercasing finds the same matches except where a character lowercases to two
# (the text is then no longer aligned) or where matching without case equates a character with a letter
# that lowercasing does not (dotless ı with i, long ſ with s): such a text is read as it is.
_TRIGGER_LOWERED = re.compile(r"\?|" + _TRIGGER_TRIE)
_TRIGGER_LOWERED_CJK = re.compile(r"\?|" + _TRIGGER_TRIE + "|" + "|".join(_CJK_WORDS))


# Stems one of which every admission of _RETRACTION holds, and every qualifier (_QUALIFIER, a doubt in a
# bracket): a sentence without one is not read for them (cheap tests on the lowercased sentence).
_ADMISSION_STEMS = (
    "mistake", "error", "miscal", "miscount", "misread", "misunderst", "misinterpret", "typo", "blunder", "flaw",
    "oversight", "discrepanc", "inconsisten", "wrong", "incorrect", "erroneous", "invalid", r"o(?<!\wo)ff\b",
    "messed", "screwed", "slipped", "dropped", "mixed", "correct", "fix", "redo", "reconsider", "rethink", "scratch",
    "oops", "kidding", "joking", "thought", "salt", "quote", "guess", "estimate", "verif", "check", "confirm", "n't",
    r"n(?<!\wn)ot\b", "cannot", "sense", "fehler", "erreur", "tromp", "equivoqu", "fallo", "verrechnet", "geirrt",
    "错", "误", "不对", "确定", "確定", "肯定",
)  # fmt: skip
_QUALIFIER_STEMS = (
    "maybe", "perhaps", "possibl", "probabl", "likely", "presumabl", "hopeful", "approx", "rough", "estimat", "less",
    "take", r"o(?=r\s+so\b)", "thereabout", r"i(?<!\wi)sh\b", "unverif", "unconfirm", "unchecked", "uncertain", "sure",
    "tentativ", "verif", "confirm", "check", "certain", "confiden", "guess", "think", "believe", "suppose", "i'd",
    "either", "might", r"m(?<!\wm)ay\b",  # (and _HEDGE's words)
    r"i(?<!\wi)f\s+i", "could", "quiz", "vez", "aprox", "vielleicht", "ungef", "etwa", "wahrscheinlich", "peut",
    "environ", "glaube", "creo", "crois", "也许", "或许", "大概", "大约", "可能", "约", "估计", "未", "不确定", "不確定",
    "我猜", r"\?", "？",
)  # fmt: skip
_ADMISSION_CUE = re.compile(_by_first_character(tuple(w for w in _ADMISSION_STEMS if w.isascii())))
_QUALIFIER_CUE = re.compile(_by_first_character(tuple(w for w in _QUALIFIER_STEMS if w.isascii())))
# (with the Chinese stems: only for a text that holds one of their characters, see _CJK_WORDS)
_ADMISSION_CUE_CJK = re.compile(_by_first_character(_ADMISSION_STEMS))
_QUALIFIER_CUE_CJK = re.compile(_by_first_character(_QUALIFIER_STEMS))
_CJK_STEM = re.compile(
    "[" + "".join(sorted({w[0] for w in _ADMISSION_STEMS + _QUALIFIER_STEMS if not w.isascii()})) + "]"
)


def _cued(view: str, start: int, end: int) -> tuple[list[int] | None, bool]:
    """Where in ``view[start:end]`` an admission of an error may be (the places of its stems; None: anywhere),
    and whether a qualifier or a hedge word may be there (see the stems above). Read on the lowercased text;
    where lowercasing does not keep it aligned or equates less than matching without case does (see
    _TRIGGER_LOWERED), both are taken to be anywhere."""
    text = view[start:end]
    low = text.lower()
    if len(low) != len(text) or "ı" in text or "ſ" in text:
        return None, True
    admission, qualifier = (
        (_ADMISSION_CUE_CJK, _QUALIFIER_CUE_CJK)
        if _CJK_STEM.search(low)
        else (_ADMISSION_CUE, _QUALIFIER_CUE)
    )
    return [start + m.start() for m in admission.finditer(low)], qualifier.search(low) is not None


def _admits(stems: list[int] | None, start: int, end: int) -> bool:
    """Whether a stem of an admission starts in ``[start, end)`` (``stems`` from :func:`_cued`)."""
    if stems is None:
        return True
    k = bisect.bisect_left(stems, start)
    return k < len(stems) and stems[k] < end


_CUE_FAR_WORDS = (
    r"\(|or(?=\s+(?:so|thereabouts))|give(?=\s+or\s+take)|,(?=\s*(?:is|was|are|does|doesn't|do|don't)\s)"
)
_CUE_NEAR = re.compile(r"(?i:" + _by_first_character(_CUE_NEAR_WORDS + _CJK_WORDS) + ")")
_CUE_NEAR_LOWERED = re.compile(_by_first_character(_CUE_NEAR_WORDS))
_CUE_NEAR_LOWERED_CJK = re.compile(_by_first_character(_CUE_NEAR_WORDS + _CJK_WORDS))
_CUE_FAR = re.compile(r"(?i:" + _CUE_FAR_WORDS + ")")
_CUE_FAR_LOWERED = re.compile(_CUE_FAR_WORDS)


# A conditional or hypothetical shortly before a marked answer ("Suppose the answer is $\\boxed{10}$", "If
# the answer were 10, ...", "If $x = 3$, then ..."): the clause states a supposition, not an answer.
_HYPOTHETICAL = re.compile(
    r"(?i:\b(?:(?<!only\s)if(?!\s+and\s+only\s+if)|suppose|supposing|assume|assuming|hypothetically|imagine|let's\s+say|"
    r"say)\b)"
)
_ANSWER_WORD = re.compile(r"(?i:\b(?:answer|result|solution)s?\b)")
# A judgement in parentheses right after a candidate: "\\boxed{10} (this is incorrect)" rejects it (its clause is
# blanked); "10 (unverified)", "10 (I'm not confident)" doubt it (a hedge: it and all before it are withdrawn).
_PAREN_AFTER = re.compile(r"^[\s*]*[(（]([^()（）\n]{1,80})[)）]")
_DOUBT = re.compile(
    r"[?？]|(?i:\b(?:unverified|unconfirmed|unsure|not\s+sure|uncertain|tentative|guess\w*|maybe|perhaps|"
    r"probably|possibly|doubtful|not\s+(?:\w+\s+)?(?:confident|certain|verified|confirmed|checked))\b)"
)
_REJECTING = re.compile(r"(?i:\b(?:wrong|incorrect|false|invalid|rejected|extraneous)\b)")
# A clause without a candidate that judges what came before it ("Hmm, that doesn't seem right.",
# "Well, this is incorrect."): read with the judge parser's polarity; False withdraws it all.
_BACK_REFERENCE = re.compile(
    r"^[\s\W]*(?:(?:hmm+|wait|well|actually|no|oh|ok(?:ay)?|but|so)\b[\s\W]*)*(?:that|this|it|which)\b", re.I
)


def _judged_in_parentheses(after: str) -> bool:
    """Whether a bracket right at the start of ``after`` rejects the candidate before it."""
    m = _PAREN_AFTER.match(after)
    return m is not None and (_REJECTING.search(m.group(1)) is not None or polarity(m.group(1)) is False)


def _doubted_after(view: str, end: int) -> int:
    """Where a qualifier that leaves the candidate ending at ``end`` open ends (a doubt in a bracket right
    after it, or :data:`_QUALIFIED_AFTER`), or 0 when none does."""
    m = _QUALIFIED_AFTER.match(view, end, min(len(view), end + WINDOW))
    if m is not None:
        return m.end()
    paren = _PAREN_AFTER.match(view[end : end + WINDOW])
    if paren is not None and _DOUBT.search(paren.group(1)):
        return end + paren.end()
    return 0


def _candidate_ending_at(view: str, pos: int) -> re.Match[str] | None:
    """The candidate that ends right before ``pos``, past separators (punctuation, brackets, markup, line
    ends: a few characters at most), or None."""
    low = max(0, pos - 8)
    while pos > low and view[pos - 1] in _SEPARATORS:
        pos -= 1
    last = None
    for last in _CANDIDATE.finditer(view, max(0, pos - WINDOW), pos):  # noqa: B007 (the last one is read)
        pass
    return last if last is not None and last.end() == pos else None


def _fragment_reach(view: str, c_start: int, c_end: int) -> int:
    """A clause that is only a qualifier (:data:`_FRAGMENT`) withdraws the candidate it stands beside: the
    one right before it ("\\boxed{7}\\n(unconfirmed)", "7. Probably.": through the qualifier), else the one
    right after it ("Probably, \\boxed{7}.", "Maybe。\\boxed{7}。": through that candidate's clause). The end
    of what it withdraws with everything before it, or 0."""
    if not _FRAGMENT.fullmatch(view, c_start, c_end):
        return 0
    before = _candidate_ending_at(view, c_start)
    if before is not None and (reach := _doubted_after(view, before.end())) > c_start:
        return max(reach, c_end)
    lead = _TO_CANDIDATE.match(view, c_end, min(len(view), c_end + WINDOW))
    after = _CANDIDATE.match(view, lead.end()) if lead is not None else None
    if after is None:
        return 0
    ends = [
        m.end()
        for pattern in (_CLAUSE_END, _SENTENCE_END_SCAN)
        if (m := pattern.search(view, after.end(), min(len(view), after.end() + 4 * WINDOW))) is not None
    ]
    return min(ends, default=after.end())


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
        # (an ASCII text but for its OPAQUE characters holds none of those words: a copy is cheaper than the scan)
        if not lowered.replace(OPAQUE, "").isascii() and _CJK.search(lowered):
            trigger, near = _TRIGGER_LOWERED_CJK, _CUE_NEAR_LOWERED_CJK
    found: list[tuple[int, int]] = []  # from the last sentence back
    prefix = 0  # everything before this is withdrawn (by a hedge or a retraction)
    end, size = len(view), _FIRST_BLOCK
    while end > 0 and not prefix:  # blocks of whole sentences from the end back, each twice the last
        start = _block_start(view, end, size)
        for s_start, s_end in _sentences_back(view, lowered, trigger, near, far, start, end):
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
# The last of _SENTENCE_END_SCAN's matches in a window: a greedy run to the window's end read back to the first
# place where one matches. Its matches are one character each, so every place where it matches is a match of
# finditer and the last is the rightmost: what ``[m.end() for m in finditer(view, low, high)][-1]`` gives, without
# a match object (and a Python step) for every sentence end before it (about four times faster a look;
# tests/grading/test_gradespeed.py checks the two agree).
_LAST_SENTENCE_END = re.compile(r"(?s:.*)" + _SENTENCE_END_SCAN.pattern)


def last_sentence_end(view: str, low: int, high: int) -> int | None:
    """Where the last sentence end (:data:`_SENTENCE_END_SCAN`) in ``view[low:high]`` ends, or None."""
    m = _LAST_SENTENCE_END.match(view, low, high)
    return None if m is None else m.end()


def _block_start(view: str, end: int, size: int, low: int = 0) -> int:
    """A sentence's start about ``size`` characters before ``end`` (a sentence's end) and after ``low`` (a
    sentence's start); ``low`` when none is."""
    if end - low <= size:
        return low
    m = _SENTENCE_END_SCAN.search(view, end - size, end)
    return m.end() if m is not None and m.end() < end else low


_FIRST_PART = 512
# A near cue reads fewer characters that are not white space than this (its letters, what its lookahead reads
# after them, the one its \b looks at; the white space between its words is unbounded; test_prefilters checks
# the bound on the patterns): the scan of a part for the cues that start in it need not read past that many
# after its end (the scan of the part after it has read them), however far the block goes on.
_NEAR_REACH = re.compile(r"(?:\s*\S){32}")


def _sentences_back(
    view: str,
    lowered: str,
    trigger: re.Pattern[str],
    near: re.Pattern[str],
    far: re.Pattern[str],
    start: int,
    end: int,
) -> Iterator[tuple[int, int]]:
    """The sentences (start, end) of ``view[start:end]`` (whole sentences, a block) that :func:`_sentence` must
    read, from the last back: those with a trigger word (``trigger`` finds one in the sentence) that hold a cue
    of some rule. A sentence without a cue withdraws nothing, so reading only these gives what reading every
    sentence with a trigger word gives; a scan for each kind of cue finds them all, and no sentence without
    one costs Python work.

    They are found a part of the block at a time from its end back (its last ``_FIRST_PART`` characters of
    whole sentences, then the rest), a sentence's trigger word looked for only when it is reached:
    :func:`withdrawn` stops at its last hedge or retraction, most often near the end, and the scans of the
    text before it are not made. Each part's scans read as the block's would (none of their matches crosses a
    sentence's end, a match's lookbehinds see the text before the part, and the scan reads on past the part's
    end as far as a cue can read): the same sentences as scans of the whole block (test_prefilters)."""
    far_at = [m.start() for m in far.finditer(lowered, start, min(len(view), end + WINDOW))]  # (few: once)
    hi, size = end, _FIRST_PART
    while hi > start:
        lo = _block_start(view, hi, size, start)
        for s_start, s_end in reversed(_cued_sentences(view, lowered, near, lo, hi, end, far_at)):
            if trigger.search(lowered, s_start, s_end) is not None:  # (looked for only in those read)
                yield s_start, s_end
        hi, size = lo, hi - start  # (then the rest of the block: a part's scan of cues may read on into the
        # part after it, up to its first cue, and a text without one there is read there once again)


def _cued_sentences(
    view: str, lowered: str, near: re.Pattern[str], start: int, end: int, stop: int, far_at: list[int]
) -> list[tuple[int, int]]:
    """The sentences (start, end) of ``view[start:end]`` (whole sentences, a part of the block that ends at
    ``stop``) that hold a cue: a ``near`` one (the scan reads up to ``stop``, as the block's would), or one
    of the block's ``far`` cues (``far_at``, where they start) within ``WINDOW`` after their end."""
    ends = [m.end() for m in _SENTENCE_END_SCAN.finditer(view, start, end)]
    if not ends or ends[-1] < end:
        ends.append(end)
    cued = bytearray(len(ends))
    if end < stop and (reach := _NEAR_REACH.match(lowered, end)) is not None:
        stop = min(stop, reach.end())  # (a cue before ``end`` is decided there: see _NEAR_REACH)
    for m in near.finditer(lowered, start, stop):
        if m.start() >= end:
            break
        cued[bisect.bisect_right(ends, m.start())] = 1
    last = len(ends) - 1
    # (one before these sentences or WINDOW past their end marks none of them)
    for at in far_at[bisect.bisect_left(far_at, start) : bisect.bisect_left(far_at, end + WINDOW)]:
        # the sentence that holds it (if it is one of these), and those before it that end within WINDOW of it
        k = min(bisect.bisect_right(ends, at), last)
        while k >= 0 and ends[k] + WINDOW > at:
            cued[k] = 1
            k -= 1
    out: list[tuple[int, int]] = []
    k = cued.find(1)
    while k >= 0:
        out.append((ends[k - 1] if k else start, ends[k]))
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
    run = s_start  # where the clauses without a candidate that end at this one start
    stems, qualifies = _cued(view, s_start, min(len(view), s_end + WINDOW))
    for c_start, c_end in _pieces(view, _CLAUSE_END, s_start, s_end):
        clause = view[c_start:c_end]
        candidates = list(_CANDIDATE.finditer(view, c_start, c_end))
        if candidates and qualifies and _FRAGMENT.fullmatch(view, c_start, c_end):
            candidates = []  # "Not 100% sure.": its number is part of the qualifier
        if not candidates:
            # a retraction split by a comma is read whole: "Hold on, there is an error."
            said = max(run, c_start - WINDOW)
            if (_admits(stems, said, c_end) and _RETRACTION.search(view, said, c_end)) or (
                _BACK_REFERENCE.match(clause) and polarity(clause) is False
            ):
                prefix = max(prefix, c_end)
            elif qualifies and (
                (c_end - run <= WINDOW and (reach := _fragment_reach(view, run, c_end)))
                or (reach := _fragment_reach(view, c_start, c_end))
            ):
                prefix = max(prefix, reach)  # (from the run: "At least, I think so.", " But I'm not sure.")
            continue
        # beside a candidate: "I made an error in step 2.", "\\boxed{7} I miscounted." (each look bounded)
        first, after = candidates[0].start(), candidates[-1].end()
        said = max(run, first - WINDOW)
        admitted = _RETRACTION.search(view, said, first) if _admits(stems, said, first) else None
        if admitted is not None:  # what comes before it is withdrawn
            prefix = max(prefix, admitted.end())
        said = min(c_end, after + WINDOW)
        if _admits(stems, after, said) and _RETRACTION.search(view, after, said):
            prefix = max(prefix, c_end)
            run = c_end
            continue
        run = c_end
        last = candidates[-1].start()
        hypothesis = _HYPOTHETICAL.search(view, max(c_start, last - WINDOW), last)
        if hypothesis is not None and (
            _ANSWER_WORD.search(view, c_start, c_end) or any(OPAQUE in c.group(0) for c in candidates)
        ):
            spans.append((c_start, c_end))  # a supposition states no answer
            continue
        if (qualifies and _HEDGE.search(view, c_start, c_end)) or any(
            _OR_SO.match(view[c.end() : c.end() + 30]) for c in candidates
        ):
            prefix = max(prefix, c_end)
            continue
        # (a qualifier that is not in a bracket ends its clause: only the last candidate can stand before it,
        # or the one before that when the last is the qualifier's own number, "\\boxed{7} not 100% sure")
        doubted = qualifies and max(
            _doubted_after(view, c.end())
            for c in candidates
            if c in candidates[-2:] or _BRACKET_NEXT.match(view, c.end())
        )
        if doubted:  # "\\boxed{7} (approximately)", "7, probably.": a hedge after the value
            prefix = max(prefix, c_end, doubted)
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
            return _negated_from(view, candidates, k, c_start)
        if _judged_in_parentheses(view[cand.end() : cand.end() + WINDOW]):
            return _negated_from(view, candidates, k, c_start)
        if _PREDICATE.match(view, cand.end(), c_end):
            after = view[cand.end() : min(c_end, cand.end() + WINDOW)]
            if _REJECTED_AFTER.match(after) or (_COPULA.match(after) and polarity(after) is False):
                return _negated_from(view, candidates, k, c_start)
    return None


# What joins two numbers into one plain-text expression: "12/5", "12 / 5", "2^3", "3*4", "7 - 2".
_OPERATOR_GAP = re.compile(r"[ \t]*[/*×÷^+\-−][ \t]*")
_PLAIN_NUMBER = re.compile(r"[-+−]?\$?\d")


def _negated_from(view: str, candidates: list[re.Match[str]], k: int, c_start: int) -> int:
    """Where the negated part of a clause starts when ``candidates[k]`` is rejected by what follows it: at the
    first number of the expression it ends ("12/5 is not an integer": about 12/5, not about 5), or at the
    clause's start when nothing before that in the clause is a candidate."""
    first = _operand_of(view, candidates, k)
    return candidates[first].start() if first else c_start


def _operand_of(view: str, candidates: list[re.Match[str]], k: int) -> int:
    """The index of the first candidate of the plain-text expression that ``candidates[k]`` ends
    (``k`` itself when it ends none): in "12/5 is not an integer" the candidates are 12 and 5, and what
    is negated is 12/5, so its negated part starts at the 12. (Cut from the 5, the clause left "12/"
    standing: a dangling operand that later rules read as another value offered, "12/ ... \\boxed{7}",
    12 or 7.) Only numbers are joined (a box or a math span stays its own candidate)."""
    while (
        k
        and _PLAIN_NUMBER.match(candidates[k].group(0))
        and _PLAIN_NUMBER.match(candidates[k - 1].group(0))
        and _OPERATOR_GAP.fullmatch(view, candidates[k - 1].end(), candidates[k].start())
    ):
        k -= 1
    return k


@lru_cache(maxsize=16)
def committed(text: str) -> str:
    """``text`` with its withdrawn answers blanked (spaces, line breaks kept; same length)."""
    spans = withdrawn(text) + lexicon.withdrawn(text, prose_view(text))  # (and the other languages' words)
    spans += unmeant.withdrawn(text, prose_view(text))  # (jokes, sarcasm, open questions, unproven claims)
    spans = equated_left(text, spans) if spans else spans  # ("14/2 = $\\boxed{7}$ is wrong.": equated_left)
    return blank_spans(text, sorted(spans)) if spans else text  # (their union, in order)


# ---------------------------------------------------------------------------------------------------------
# the left side of a withdrawn value's equation: "14/2 = $\\boxed{7}$ is wrong." withdraws the box (commitment's
# judgement); the "14/2" it equates to the box states the same value, so it is withdrawn with it
_EQUATED = re.compile(r"[ \t$]*=[ \t$]*$")
_LEFT_BOUND = re.compile(r".*(?:[.!?;:。！？；：](?=\s)|\n|^)", re.DOTALL)
_MAX_LEFT = 80


def equated_left(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """``spans`` (withdrawn spans of ``text``), each that starts on the right side of an ``=`` reaching back
    over the equation's left side to its clause's start (at most :data:`_MAX_LEFT` characters)."""
    out = []
    for a, b in spans:
        if a > 0 and "=" in text[max(0, a - 6) : a]:
            eq = _EQUATED.search(text, max(0, a - 6), a)
            if eq is not None:
                lo = max(0, eq.start() - _MAX_LEFT)
                bound = _LEFT_BOUND.match(text, lo, eq.start())
                left = bound.end() if bound else lo
                if left < eq.start() and re.search(r"\d", text[left : eq.start()]):
                    a = left
        out.append((a, b))
    return out
