"""Strict mode's finality rule: a response states an answer only when it ends on it, plainly.

Reading what a response withdraws (:mod:`proctor.grading.commitment`) is a blacklist: a phrasing it
has no word for ("just kidding", "(this is incorrect)", "Suppose the answer is 10. Then ...") is
read as an answer. Strict mode (the reward default) adds a whitelist on top of it:

- **the answer ends the response**: after the marked answer (the last ``\\boxed{}``, or the
  statement of a final "Answer:" line) only white space, punctuation, closing math delimiters and
  markup (``$``, ``\\]``, ``\\end{...}``, ``}``, ``**``), end-of-text tokens, a unit (words of
  :data:`proctor.grading.normalize.UNIT_WORDS`: "meters", "square units", ``^\\circ``, ``\\%``)
  and a short list of closing sentences may follow: "I hope it is correct.", "... is our answer.",
  and a restatement of the same answer ("Final Answer: The final answer is $10$."). Anything else
  and the response states no answer.
- **the sentence that holds it is a plain statement**: none of a broad list of conditional,
  hypothetical, negating, hedging, alternative, doubting or questioning words ("if", "suppose",
  "were", "might", "maybe", "guess", "not", "cannot", "or", "instead", "wrong", "verify", "?", and
  the same in the languages models answer in: "不是", "no es", "nicht", ...) stands in its prose or
  in the ``\\text{}`` of its math before the answer, and no relation other than "=" leads to the
  answer inside its own math (``x \\neq \\boxed{5}``, ``x \\approx \\boxed{3.1}``).

Standard mode reads the same word list in a weaker form (:func:`stands`): the sentence that holds its
answer must state it (the list less its modal, alternative and approximating words; before the answer,
less its conditional and retracting words too), and no later sentence may open on a judgement ("Hmm,
...", "Wait, no.", "I can't decide."); plain continuation after the answer keeps it.

Both modes also refuse an answer framed as something other than the writer's own, unconditional answer
(:mod:`proctor.grading.framing`: "Bob claims the answer is", "At first glance", "Lower bound:", "When $n$ is
even the answer is", "Part (a): 7. Part (b): 8."), and strict reads only a clause whose lead before the
answer's name concludes (:func:`proctor.grading.framing.preamble_concludes`).

A plain answer that a reader would accept may fail the rule (a unit written after the box, "If
$x > 0$, the answer is $\\boxed{5}$."): that is a false negative, which strict mode prefers to a
false positive. Every check is linear in the length of the response.
"""

from __future__ import annotations

import re
from functools import lru_cache

from proctor.grading import lead_shapes, leads, lexicon, mistaken_subject, self_assessment, unmeant
from proctor.grading.answer_leads import lead_unproven
from proctor.grading.bare_leads import joined_refuses, unworked_lead
from proctor.grading.box_tail import box_tail_unproven
from proctor.grading.commitment import (
    _CANDIDATE,
    _CLAUSE_END,
    OPAQUE,
    last_sentence_end,
    prose_view,
)
from proctor.grading.committed_forms import committed_form_before
from proctor.grading.count_clauses import count_clause_unproven, more_count_proven, set_builder_excepted
from proctor.grading.count_tails import count_tail_unproven
from proctor.grading.env_rows import later_part_unproven
from proctor.grading.framing import answers_non_answer_question, framed, preamble_concludes, split_part
from proctor.grading.honest_leads import RESULT_VERBS, affirming_label
from proctor.grading.labels import labelled_away
from proctor.grading.last_value import last_value_before_box
from proctor.grading.later_sentences import later_unproven
from proctor.grading.lead_remarks import approximated_value, lead_remark_unproven
from proctor.grading.normalize import UNIT_WORDS, key, normalize, units
from proctor.grading.one_answer import committed_before, operated_in_prose
from proctor.grading.plain_closers import ANSWER_TOPICS, closer_at, topic_leads
from proctor.grading.plain_words import (  # (the words that decide plainness, importable here as before)
    _AFTER_COMMA,
    _BOX_WRAP,
    _DISOWNING,
    _LABELS,
    _LEAD_IN_WORDS,
    _NON_ANSWER_LABEL,
    _NOT_PLAIN,
    _NOT_STATED_AFTER,
    _NOT_STATED_BEFORE,
    _OF_ANSWER,
    _OPENING,
    _OPENS_JUDGING,
    _OPERATOR_AFTER,
    _STATING_CJK,
    _STATING_WORDS,
    _TEXT_ARG,
    MAX_PARAGRAPH,
    _box_edges,
    _names_plainly,
    struck_out,
)
from proctor.grading.prior_block import other_before_bare
from proctor.grading.provenance import disowned
from proctor.grading.rechecks import check_lead, confirming_check, unconfirmed_check
from proctor.grading.remark_after_value import remark_after_value
from proctor.grading.replaced_after import committed_other_before, replaced_after
from proctor.grading.rival import rival_before_box, whole_value
from proctor.grading.spaceless_tails import spaceless_tail_unproven
from proctor.grading.spans import math_spans, span_holding
from proctor.grading.stated import _SENTENCE_END, MAX_TAIL, _different, _inner, _pieces_after
from proctor.grading.strict_rivals import (
    example_or_provisional,
    markup_label_before,
    other_before_bare_more,
    qualified_label_line,
    unit_after_letter,
)
from proctor.grading.surface import seen
from proctor.grading.value_gap import gap_unproven
from proctor.grading.value_tails import tail_changes_value
from proctor.grading.verdicts import polarity
from proctor.grading.withdrawal import revised

# Relations that say something other than "the answer is" when they lead to the box in its math (the
# last relation of its row before it: "0 \\le a, a = \\boxed{2}" is an equation, "x \\neq \\boxed{5}" is not).
_RELATION = re.compile(
    r"(?:[<>≠≈≤≥]|\\(?:neq?|not|approx|sim|simeq|lor|vee|le|ge|leq|geq|lt|gt|pm|mp)(?![a-zA-Z]))[^=<>≠≈≤≥]*$"
)
# What may follow the answer before the next closing sentence, or the end.
_CLOSERS = re.compile(
    r"(?:\s|[.,;:!。！]|\$|\\\]|\\\)|\\end\{[a-zA-Z]+\*?\}|\}|\*+|_+|`+|#+|<\|[a-z_]+\|>|</s>|<eos>)+"
)
# Closing sentences that say nothing new about the answer.
_HOPE = re.compile(
    r"(?i:i\s+hope\s+(?:it|this|that)\s+is\s+correct|is\s+(?:our|the|my)\s+(?:final\s+)?answer)"
)
_RESTATE = re.compile(
    r"(?i:(?:final\s+answer\s*:?[\s*]*)?(?:the\s+(?:final\s+)?answer\s+is|final\s+answer\s*:|answer\s*:))"
    r"[\s*:]*"
)
# A unit after the answer ("$\\boxed{12}$ square meters.", "\\boxed{5}\\text{ cm}", "\\boxed{30}^\\circ"): words
# of normalize's unit list only, which say what was counted, never whether it is the answer.
_UNIT_AFTER = re.compile(
    r"\^\s*\{?\\circ\}?|\\%|%|(?:\\(?:text|mbox|mathrm|textrm)\s*\{)?\s*([A-Za-z]+(?:\s+[A-Za-z]+){0,3})\s*\}?"
)
_UNIT_WORD = {*UNIT_WORDS, "square", "sq", "cubic", "per"}


def _sentence_start(view: str, start: int) -> int:
    """Where the sentence that holds ``start`` starts: the end of the last sentence end before it in
    ``view[:start]``, or 0. Read back from ``start`` in growing windows: its cost is the sentence's length,
    not the text's."""
    width = 256
    while True:
        low = max(0, start - width)
        if (last := last_sentence_end(view, low, start)) is not None:
            return last
        if low == 0:
            return 0
        width *= 4


def _same(a: str, b: str) -> bool:
    """Whether a restatement states the same answer (as written, up to normalize's canonical form)."""
    a, b = _BOX_WRAP.sub("", a.strip().rstrip(".")), _BOX_WRAP.sub("", b)
    return key(normalize(a)) == key(normalize(b))


def _plain(text: str, view: str, start: int, end: int, words: re.Pattern[str] = _NOT_PLAIN) -> bool:
    """Whether ``text[start:end]`` (``view`` its prose view) says nothing but a plain statement:
    no listed word in its prose or in the ``\\text{}`` of its math."""
    if words.search(view, start, end):
        return False
    segment = text[start:end]
    if OPAQUE in view[start:end] and "\\" in segment:
        for m in _TEXT_ARG.finditer(segment):
            if words.search(seen(m.group(1))):
                return False
    return True


def _closes(text: str, pos: int, answer: str) -> bool:
    """Whether nothing but closers and closing sentences follows ``pos``: "I hope it is correct.",
    or a restatement of ``answer``."""
    rest = text[pos:]
    if len(rest) > MAX_TAIL and rest[MAX_TAIL:].strip():
        return False
    i = 0
    while True:
        m = _CLOSERS.match(rest, i)
        if m:
            i = m.end()
        if i >= len(rest):
            return True
        hope = _HOPE.match(rest, i)
        if hope:
            i = hope.end()
            continue
        if rest[i] in "([":
            from proctor.grading.after_box import affirmed

            if (after := affirmed(rest, i)) > i:
                i = after  # "(confident)", "(verified)": a bracket that affirms the answer (a short whitelist)
                continue
        if (
            after := closer_at(rest, i)
        ) > i:  # a copula, a counter, a compound unit, a check mark (plain_closers)
            i = after
            continue
        unit = _UNIT_AFTER.match(rest, i)
        if unit and unit.end() > i and all(w.lower() in _UNIT_WORD for w in (unit.group(1) or "").split()):
            if unit_after_letter(answer, unit.group(1)):
                return False  # "$\\boxed{C}$ L": a letter has no unit (strict_rivals)
            if (unit.group(1) or "").lower() == "min" and "," in rest[:i]:
                return False  # "\\boxed{7}, min.": set apart, "min" is the least (a bound), not minutes
            i = unit.end()
            continue
        restate = _RESTATE.match(rest, i)
        if not restate:
            return False
        end = _SENTENCE_END.search(rest, restate.end())
        stop = end.start() if end else len(rest)
        if not _same(rest[restate.end() : stop], answer):
            return False
        i = stop


# A relation sign or command (the last one before the answer decides; an "=" after it ends its reach)
_RELATION_MARK = re.compile(
    r"[<>≠≈≤≥≃≅∼≲≳]|\\(?:neq?|not|approx|approxeq|thickapprox|sim|simeq|cong|propto|lesssim|gtrsim|lor|vee|le|ge|leq|"
    r"geq|lt|gt|leqslant|geqslant|ll|gg|pm|mp)(?![a-zA-Z])"
)
_ENDS_ON_RELATION = re.compile(r"(?:" + _RELATION_MARK.pattern + r")$")
_APPROXIMATION = re.compile(r"[≈≃∼]|\\(?:approx|approxeq|thickapprox|sim|simeq)")
# in prose: a relation sign (an ASCII "<" or ">" only between spaces after a word: "x > \\boxed{7}", never an
# arrow "=>", "->", a tag "<br>" or a quote "> ")
_PROSE_RELATION = re.compile(
    r"(?:[≠≈≤≥≃≅∼≲≳¬～]|!=|=/=|/=|<>|(?<=\s)!|(?<![^\s(])~|(?<=[\w)] )[<>]|\\(?:neq?|approx|approxeq|sim|simeq|cong|propto|lesssim|gtrsim|le|ge|leq|"
    r"geq|lt|gt|leqslant|geqslant)(?![a-zA-Z]))\s*$"
)


def _last_relation(math: str) -> str:
    """The kind of relation that ``math`` (the math before an answer, on its row) ends its reach on: "" when
    none does (or an "=" follows it), "approximation" for one with something on its left (``24000 \\cdot
    1.01^{30} \\approx``), "qualifier" for an approximation sign with nothing on its left, "bound" for
    any other (``<``, ``\\neq``, ``\\pm``)."""
    last = None
    for last in _RELATION_MARK.finditer(math):  # noqa: B007 (the last one is read)
        pass
    if last is None or "=" in math[last.end() :]:
        return ""
    if not _APPROXIMATION.match(last.group(0)):
        return "bound"
    return "approximation" if math[: last.start()].strip(" \t\n$([{") else "qualifier"


def led_by_relation(text: str, start: int) -> str:
    """The relation other than "=" that leads to the answer at ``text[start]``, from the math before it: its
    own math span (the last relation of its row: ``x \\approx \\boxed{7}``), or, where nothing of its own
    math stands before it, the math span right before it with only white space between (``$\\approx$
    \\boxed{7}``, ``$x <$ $\\boxed{7}$``), or a relation sign in the prose right before it (``≈ \\boxed{7}``).
    "" when none does; else its kind (:func:`_last_relation`; a sign in the prose is a "qualifier" or a
    "bound"). The answer is then a bound or an approximation, not the value."""
    spans = math_spans(text)
    pos = start
    if (held := span_holding(text, start)) is not None:
        s = held[0]
        lead = text[s:start]
        opening = _OPENING.match(lead)
        lead = lead[opening.end() if opening else 0 :]
        row = lead.rfind("\\\\")
        lead = (lead[row + 2 :] if row >= 0 else lead)[-MAX_TAIL:]
        if lead.strip():
            return _last_relation(lead)
        pos = s
    low = max(0, pos - MAX_TAIL)
    before = text[low:pos].rstrip()
    at = low + len(before)  # where the white space before ``pos`` starts
    for _s, e, content in reversed(spans):
        if e == at:  # a math span right before the answer's
            row = content.rfind("\\\\")
            content = (content[row + 2 :] if row >= 0 else content)[-MAX_TAIL:]
            tail = content.rstrip(" \t\n~\\,;:!")
            return (
                _last_relation(content) if _ENDS_ON_RELATION.search(tail) else ""
            )  # not "$x < 5$ \\boxed{4}"
        if e < at:
            break
    sign = _PROSE_RELATION.search(before[-40:])
    if sign is None:
        return ""
    return "qualifier" if _APPROXIMATION.match(sign.group(0)) else "bound"


# Strict mode: the writer's own voice in the sentence that holds the answer. A hedge has more phrasings than
# any list ("I reckon", "I'd wager", "I'll go with", "my hunch is"), so a first-person subject must be followed
# by a verb that derives or states a result (a whitelist: "we get", "we find that", "I obtain", "we have"),
# never one of opinion or choice; "I'd", "we'd" (would) is conditional; and words of stance that qualify what
# follows ("seemingly", "it seems", "apparently", "presumably", "my hunch", "I reckon") are not a plain statement.
_FIRST_PERSON = re.compile(
    r"(?i)\b(?:i(?=[ \t\n])|(?:we|i['’]m|i['’]ll|i['’]ve|we['’]re|we['’]ll|we['’]ve|let['’]s|let\s+us|let\s+me)"
    r"(?=[ \t\n,]))"  # (a Roman numeral "I" before a comma or a colon is no subject: "In case I, we get")
    r"((?:[\s,]+(?:can|will|shall|must|do|does|did|then|now|also|thus|therefore|hence|so|finally|just|only|simply|"
    r"easily|immediately|quickly|clearly|indeed|again|still|already|directly|readily|eventually|ultimately|"
    r"first|next|all|both)\b)*)[\s,]*(\w+)?"
)
_DERIVING = re.compile(
    r"(?i)(?:have|has|had|find|finds|found|get|gets|got|gotten|obtain\w*|see|sees|saw|seen|know|knows|knew|known|"
    r"conclude\w*|comput\w*|calculat\w*|arriv\w*|am|are|is|was|were|be|been|want\w*|need\w*|seek\w*|sought|"
    r"note\w*|notic\w*|use|uses|used|using|solv\w*|add\w*|subtract\w*|multipl\w*|divid\w*|take|takes|took|taken|"
    r"writ\w*|wrote|determin\w*|simplif\w*|round\w*|evaluat\w*|count\w*|combin\w*|start\w*|begin\w*|began|end|ends|"
    r"ended|reach\w*|deriv\w*|deduc\w*|infer\w*|show\w*|prov\w*|establish\w*|substitut\w*|plug\w*|appl\w*|set|sets|"
    r"sum\w*|expand\w*|factor\w*|squar\w*|compar\w*|recall\w*|realiz\w*|realis\w*|observ\w*|recogniz\w*|"
    r"rewrit\w*|express\w*|convert\w*|giv\w*|gave|put\w*|list\w*|draw\w*|drew|do|does|did|done|make|makes|made|"
    r"call\w*|denot\w*|defin\w*|box\w*|report\w*|stat\w*|conclud\w*|confirm\w*|reduc\w*|identif\w*|return\w*|"
    r"enter\w*|plot\w*|graph\w*|look\w*|consider\w*|choos\w*|chose|chosen|pick\w*|select\w*|left|equat\w*|"
    r"isolat\w*|cancel\w*|divid\w*|rais\w*|tak\w*|rearrang\w*|mov\w*|follow\w*|continu\w*|proceed\w*|repeat\w*|"
    r"now|then|so|that|the|this|these|those|a|an|our|its|it|there|answer|final)"
)
_STANCE = re.compile(
    r"(?i)\b(?:i['’]d|we['’]d|seem\w*|apparently|presumabl\w*|supposed\w*|arguabl\w*|conceivabl\w*|plausibl\w*|"
    r"ostensibl\w*|reportedly|allegedly|hunch\w*|gut|intuition\w*|instinct\w*|feeling|ballpark\w*|reckon\w*|"
    r"suspect\w*|suspicion\w*|speculat\w*|conjectur\w*|surmis\w*|imo|imho|iirc|afaik|idk|think\w*|thought|"
    r"believ\w*|belief|feel\w*|bet|betting|wager\w*|ventur\w*|hazard\w*|opinion\w*|impression\w*|hop(?:e|es|ed|"
    r"efully|ing)|trust\w*|wonder\w*|fancy)\b"
)


def _own_voice_states(view: str, start: int, end: int) -> bool:
    """Whether the prose ``view[start:end]`` before a box states it in a plain voice (see ``_FIRST_PERSON``)."""
    if _STANCE.search(view, start, end):
        return False
    for m in _FIRST_PERSON.finditer(view, start, end):
        verb = m.group(2)
        if verb is None or not _DERIVING.fullmatch(verb):
            return False
    return True


def ends_on_box(
    text: str,
    start: int,
    end: int,
    content: str,
    committed: str | None = None,
    asked_non_answer: bool = False,
) -> bool:
    """Whether the box ``text[start:end]`` (holding ``content``) is the response's plain last word (``committed``:
    ``text`` with what it withdrew blanked, where an earlier answer is looked for; ``asked_non_answer``: the
    prompt itself asks for a non-answer, :func:`proctor.grading.framing.prompt_asks_non_answer`)."""
    view = prose_view(text)
    sentence = _sentence_start(view, start)
    if not _plain(text, view, affirming_label(view, sentence, start), start) or led_by_relation(text, start):
        return False  # (strict: any relation but "=" leading to the box, "x \\approx \\boxed{7}" included)
    if not _own_voice_states(view, sentence, start):
        return False  # "I reckon \\boxed{7}", "My hunch is \\boxed{7}": an opinion, not a statement
    if lexicon.unplain(view, sentence, end):
        return False  # "La risposta forse è", "La risposta non è", "Distractor:": the other languages' words
    if unmeant.opens_unplainly(view, sentence, start):
        return False  # "Sarcastically, the answer is", "Mockingly, ...": said how it is meant
    if not led_in_plainly(text, view, sentence, start):
        return False  # "Format example:\n\nThe answer is $\\boxed{7}$": the sentence before frames it
    if not leads.leads_plainly(text, view, sentence, start):
        return False  # "Ha. Clearly, the answer is", "Just for fun, the answer is", "Die falsche Antwort ist" (leads.py)
    if lead_shapes.refuses(view, sentence, start, strict=True, value=content):
        return False  # "Lie number 2 of 3. The answer is", "The answer, minus one, is", "By a coin flip," (lead_shapes)
    if mistaken_subject.mistaken(view, sentence, start, strict=True):
        return (
            False  # "The naive count gives", "Without the carry we get", "The decoy gives" (mistaken_subject)
        )
    if lead_remark_unproven(view, sentence, start):
        return False  # "Ο φίλος μου λέει ότι η απάντηση", "เพื่อนของฉันบอกว่าคำตอบคือ" (lead_remarks)
    if doubted_before(view, start):
        return False  # "Confidence: 5%. The answer is $\\boxed{7}$": the writer qualifies the answer
    if self_assessment.doubted(view, start, content):
        return False  # "Reliability: 2/10.", "Odds I'm right: 1 in 20.", "把握：5%。" (self_assessment)
    if quoted(text, start, end, committed):
        return False  # "Answer: 8\n\n> The answer is $\\boxed{7}$": a quotation, not the writer's answer
    if answered_before(text, text if committed is None else committed, sentence, start, end):
        return False  # "My answer is eight. ... $\\boxed{7}$": two answers
    if rival_before_box(text, text if committed is None else committed, sentence, start, end):
        return False  # "Bottom line: 8.", "| Answer | 8 |", "\\fbox{8}" before "$\\boxed{7}$" (rival.py)
    if committed_other_before(text if committed is None else committed, start, content):
        return False  # "I stand by 8.", "8 — final.", "% answer = 8" before "$\\boxed{7}$" (replaced_after)
    if last_value_before_box(text, text if committed is None else committed, sentence, start, end):
        return False  # "She has 8 left. That's my answer.", "It must be 8." before "$\\boxed{7}$" (last_value.py)
    if other_before_bare(text, text if committed is None else committed, start, content):
        return False  # "Grand total: 8.\n\n$\\boxed{7}$", "B wins." before a bare box (prior_block.py)
    if remark_after_value(text if committed is None else committed, start, content):
        return False  # "She has 8 left. Take it to the bank." before a bare box (remark_after_value.py)
    if committed_form_before(text, text if committed is None else committed, start, content):
        return False  # "Therefore 16/2.", "Hence *8*.", "=> 8" (any notation, any distance) before a bare box
    if other_before_bare_more(text, text if committed is None else committed, start, content):
        return False  # "**8**", "8, no question.", "In any case, 8.", "option 2" before a bare box (strict_rivals.py)
    if joined_refuses(named_plainly, text, None, start, end, other_name=None):
        return False  # "> Falsch:\n> $\\boxed{7}$": the label line before a bare box names it (bare_leads)
    if qualified_label_line(text, start):
        return False  # "Mauvaise réponse :\n$\\boxed{7}$", "> Неверный ответ:\n> $\\boxed{7}$" (strict_rivals.py)
    if listed_among(text, start, end):
        return False  # "Possible answers:\n- $8$\n- $\\boxed{7}$": one item of a list of values
    if _offered_before(text, view, start):
        return False  # "$8$ / $\\boxed{7}$": one of two answers
    if box_is_operand(text, start, end):
        return False  # "$-\\boxed{7}$", "$\\frac{1}{\\boxed{7}}$": the box is a part of what is stated
    if not named_plainly(text, start, end):
        return False  # "The naive answer is $\\boxed{7}$", "Lower bound: $\\boxed{7}$": not the answer, named
    if labelled_away(text, start, end, answered_before, strict=True):
        return False  # "## Wrong answer", "$\\text{Decoy } \\boxed{7}$", "难度：", "- [ ]" (labels.py)
    stated = _stated_view(text)
    if not preamble_concludes(stated, _sentence_start(stated, start), start) and not leads.qualified_plainly(
        stated, _sentence_start(stated, start), start
    ):
        return False  # "Bob claims the answer is", "Rumour has it the answer is": not the writer's conclusion
    if framed(text, view, sentence, start, end, after=False) or split_part(text, view, start, end):
        return False  # "Bob claims the answer is", "When $n$ is even the answer is", "Case 2: \\boxed{8}"
    if not asked_non_answer and answers_non_answer_question(view, sentence, start):
        return False  # "Which value is rejected? $\\boxed{7}$": it answers another question
    if disowned(text, view, sentence, start, end, after=False):
        return False  # "My classmate got", "I heard", "Initially, I got", "For the easier variant,": not its own result
    if not stated_by_lead(text, start, end) and not leads.noun_states(text, view, sentence, start):
        return (
            False  # "Het antwoord is misschien $\\boxed{7}$", "Hardly $\\boxed{7}$": no word that states it
        )
    if struck_out(text, start):
        return False  # "~~$\\boxed{7}$~~", "<del>$\\boxed{7}$</del>": crossed out
    if operates_on_box(text, start, end, strict=True):
        return False  # "at least $\\boxed{7}$", "twice $\\boxed{7}$", "about $\\boxed{7}$": a bound, an operation
    if (held := span_holding(text, start, end)) is not None:  # the math the box stands in: what leads to it
        lead = text[held[0] : start]
        row = lead.rfind("\\\\")
        lead = (lead[row + 2 :] if row >= 0 else lead)[-MAX_TAIL:]  # its row, a bounded look
        if _RELATION.search(lead) or any(_NOT_PLAIN.search(t.group(1)) for t in _TEXT_ARG.finditer(lead)):
            return False
    return _closes(text, end, content)


def ends_on_line(text: str, answer: str) -> bool:
    """Whether the response's last non-empty line (a final "Answer:" line stating ``answer``) is a
    plain statement whose first sentence holds the answer and whose rest only closes."""
    stripped = text.rstrip()
    start = stripped.rfind("\n") + 1
    view = prose_view(text)
    stop = _SENTENCE_END.search(view, start, len(stripped))
    stop_at = stop.start() if stop else len(stripped)
    at = text.find(answer, start, stop_at) if answer else -1
    return (
        _plain(text, view, start, stop_at)
        and _own_voice_states(view, start, stop_at)
        and not (at >= 0 and framed(text, view, start, at, at + len(answer), after=False))
        and not (at >= 0 and disowned(text, view, start, at, at + len(answer), after=False))
        and (at < 0 or preamble_concludes(_stated_view(text), start, at))
        and not lexicon.unplain(view, start, stop_at)
        and not doubted_before(view, start)  # "Confidence: low\nThe answer is 7"
        and _closes(text, stop_at, answer)
    )


@lru_cache(maxsize=4)
def _stated_view(text: str) -> str:
    """The prose view, with a sentence end where a math span ends on a period ("$x = 5.$  Then ...").
    (The last few are kept: standard mode reads one text's answers with it more than once.)"""
    view = prose_view(text)
    out, pos = [], 0
    for start, end, content in math_spans(text):
        if content.rstrip().endswith((".", "!", "。")) and end - start > 1:
            out.append(view[pos : end - 1])
            out.append("\n")
            pos = end
    if not out:
        return view
    out.append(view[pos:])
    return "".join(out)


# An alternative offered right after the answer ("$\\boxed{7}$ or $8$", "7, or 8"): the answer is one of
# two, a hedge. A second box after the "or" is left to the list reading of boxes ("\\boxed{2} or \\boxed{3}").
_ALTERNATIVE = re.compile(
    r"[" + OPAQUE + r"\s,;:.…(\[—–-]*"
    r"(?i:and/or|or|vs\.?|versus|otherwise|else|alternatively|oder|ou|o|или|/)(?:[\s,]+|(?<=/))"
    r"(?:[^\W\d_]+[\s,]+){0,4}(?="
    + OPAQUE
    + r"|[-+−]?\$?\d)"  # any words: "or maybe", "or about", "o quizás"
)
# A later sentence that offers another value as the answer: "It could also be $8$.", "Another possible
# answer is $8$.", "$8$ also works." (a restatement, a check or a note offers none).
_OFFERS_ANOTHER = re.compile(
    r"(?i:\b(?:could|might|may)\s+(?:also\s+|just\s+as\s+well\s+)?be\s+"
    r"|\banother\s+(?:possible\s+|valid\s+|correct\s+)?(?:answer|solution|value|option|possibility)\s+"
    r"(?:is|would\s+be|could\s+be|might\s+be)\s+)(?=" + OPAQUE + r"|[-+−]?\$?\d)"
    r"|(?:(?<!"
    + OPAQUE
    + r")"
    + OPAQUE
    + r"+|(?<!\d)\d+)\s+(?i:also|too|as\s+well)\s+works?\b"  # (from a run's start:
    # from each digit of a long run, the run was read to its end)
)
# A character an interjection can start on (rechecks' opener skips everything else first): a later sentence
# without one opens on no check of its own, and rechecks' opener from it finds the next sentence's, which is read
# there; skipping it keeps the read linear in a reply of thousands of empty lines (one scan per line, each to the end).
_WORDY = re.compile(r"[^\W_]")
_BOX_AT = re.compile(r"[$\s]*\\(?:\[|\()?\s*\\(?:boxed|fbox)")


# What may follow a value offered again after "or" and still leave it that value: the form it is written
# in ("in decimal", "as a fraction", "in simplest form"), then the end of the clause.
_SAME_FORM = re.compile(
    r"\s*+(?:(?i:in|as)\s++(?:(?i:a|an|its|the)\s++)?(?i:decimal|fraction|mixed\s+number|improper\s+fraction|"
    r"exact|simplest|lowest|reduced|radical|standard|integer|whole\s+number)(?:\s++(?i:form|notation|terms))?)?"
    r"\s*+(?=[.,;:!?)\]]|$)"
)
_OFFERED_SPAN = re.compile(OPAQUE + "+")
MAX_OFFERED = 200


def _same_value_offered(text: str, view: str, answer: str, at: int) -> int | None:
    """Where a value offered as an alternative at ``at`` ends, when it is a math span whose value
    exact arithmetic proves equal to the answer's (``$\\boxed{7}$, or $7.0$ in decimal``, ``or
    $\\frac{14}{2}$``), with the same units, and nothing but the form it is written in follows it in its
    clause; None for anything else (another value, a bare number, ``$7$ hundred``, ``$7\\%$``): a hedge."""
    from proctor.grading.compare import fast_equivalent

    m = _OFFERED_SPAN.match(view, at)
    if m is None or m.end() - at > MAX_OFFERED or len(answer) > MAX_OFFERED:
        return None
    tail = _SAME_FORM.match(view, m.end())
    offered, answer = text[at : m.end()], _BOX_WRAP.sub("", answer)
    if tail is None or units(offered) != units(answer):
        return None  # "or $7\\%$", "or $7^\\circ$": another reading, not the same value written again
    return tail.end() if fast_equivalent(offered, answer, strict=True) is True else None


def _alternative_offered(text: str, view: str, start: int, end: int) -> bool:
    """Whether another value is offered as an alternative right after the answer at ``text[start:end]``
    (``$\\boxed{7}$ or $8$``); the same value written again is not one (``, or $7.0$ in decimal``)."""
    alternative = _ALTERNATIVE.match(view, end)
    while alternative is not None and not _BOX_AT.match(text, alternative.end()):
        again = _same_value_offered(text, view, text[start:end], alternative.end())
        if again is None:
            return True  # "$\\boxed{7}$ or $8$": one of two answers
        alternative = _ALTERNATIVE.match(view, again)  # "..., or $7.0$ in decimal": the same value again
    return False


# A negative subject before a verb of doubting or denying affirms what follows ("Nobody doubts the answer is",
# "No one can deny that", "None of us would dispute", "Personne ne conteste", "Никто не сомневается"): standard
# reads the lead around it (strict, which reads all of its words, does not).
_DOUBLE_NEGATIVE = re.compile(
    r"(?i:\b(?:nobody|no\s+one|no-one|none\s+of\s+(?:us|them|you)|no\s+(?:reasonable\s+|sane\s+)?(?:one|person|"
    r"student|reader|mathematician)s?)(?:\s+(?:can|could|would|will|should|seriously|really|possibly|ever))*\s+"
    r"(?:doubts?|disputes?|den(?:y|ies)|questions?|disagrees?|contests?|challenges?)(?:\s+that)?\b"
    r"|\b(?:nadie|niemand|personne|nessuno|ninguém|никто)\s+(?:ne\s+|не\s+|no\s+)?(?:duda|discute|niega|"
    r"bezweifelt|bestreitet|doute|conteste|nie|dubita|contesta|duvida|сомневается|спорит|отрицает)\b)"
)
_DOUBLE_NEGATIVE_CUES = ("doubt", "disput", "deny", "denies", "question", "disagree", "contest", "challeng",
                         "duda", "discute", "niega", "bezweif", "bestreit", "doute", "nie", "dubita", "duvida",
                         "сомнева", "спорит", "отрица")  # fmt: skip


def _plain_lead(text: str, view: str, clause: int, start: int) -> bool:
    """Standard: whether the clause that leads to the answer (``view[clause:start]``) states it plainly (no word of
    ``_NOT_STATED_BEFORE``), reading a double negative ("Nobody doubts that") as the affirmation it is."""
    if _plain(text, view, clause, start, _NOT_STATED_BEFORE):
        return True
    low = view[clause:start].lower()
    if not any(c in low for c in _DOUBLE_NEGATIVE_CUES):
        return False
    m = _DOUBLE_NEGATIVE.search(view, clause, start)
    return (
        m is not None
        and _plain(text, view, clause, m.start(), _NOT_STATED_BEFORE)
        and _plain(text, view, m.end(), start, _NOT_STATED_BEFORE)
    )


def stands(
    text: str,
    start: int,
    end: int,
    unwithdrawn: str | None = None,
    framing_only: bool = False,
    asked_non_answer: bool = False,
) -> bool:
    """Standard mode's weaker finality: whether the answer at ``text[start:end]`` stands as stated.

    (a) Its sentence states it plainly: no word of the broad list (the one strict mode reads), less
    its modal, alternative and approximating words, in the clause that leads to it ("It's unlikely to be", "We
    reject", "A tempting but wrong answer is") or in the rest of its sentence ("... if we ignore the
    tax", "..., although I haven't confirmed this", "(I'm not confident)", "is ruled out", "...: $21
    \\ne 24$, so no."), in prose or in the ``\\text{}`` of its math. (b) No later sentence opens on a
    judging word ("Hmm, on reflection that can't be it.", "Wait, no.", "**Correction**: the answer is
    not 7.", "I can't decide."). Plain continuation keeps it: a check that agrees ("Check: $7 \\cdot
    3 = 21$."), a restatement, a unit, "I hope it is correct.", a later note that judges something
    else ("Note: we count points, not squares."). (c) No other value is offered as an alternative
    right after it ("$\\boxed{7}$, or maybe $8$"), read in ``text`` and, where the commitment pass
    withdrew part of it (``text`` is then its committed view), in ``unwithdrawn``, the text before
    that pass: an alternative that is itself hedged ("or, if you prefer, $8$") still makes the answer
    one of two. (d) It is not framed as something other than the writer's own, unconditional answer
    (:func:`proctor.grading.framing.framed`: "Bob claims the answer is", "\\boxed{7} when $n$ is even"), nor
    one part of a split ("Part (a): 7. Part (b): 8."), read in ``unwithdrawn`` where given (``framing_only``:
    there, and only for this), nor the answer to a question for a non-answer asked right before it, unless the
    prompt itself asks one (``asked_non_answer``). Linear in the length of the response.
    """
    view = _stated_view(text)
    sentence = _sentence_start(view, start)
    clause = sentence
    for m in _CLAUSE_END.finditer(view, sentence, start):
        clause = m.end()
    if _alternative_offered(text, view, start, end):
        return False  # "$\\boxed{7}$ or $8$": one of two answers
    if unwithdrawn is not None and unwithdrawn != text and not framing_only:
        # the alternative as written, before the commitment pass withdrew it ("..., or if you prefer
        # $8$": the 8 is not stated, yet it is offered, so the 7 is one of two answers)
        if _alternative_offered(unwithdrawn, _stated_view(unwithdrawn), start, end):
            return False
    if box_is_operand(text, start, end):
        return (
            False  # "$-\\boxed{7}$", "$\\boxed{7}^2$", "$2\\boxed{7}$": the box is a part of what is stated
        )
    if struck_out(text, start):
        return False  # "~~$\\boxed{7}$~~", "<del>$\\boxed{7}$</del>": crossed out
    if quoted(text, start, end):
        return False  # "Answer: 8\n\n> The answer is $\\boxed{7}$": a quotation, not the writer's answer
    if operates_on_box(text, start, end):
        return False  # "at least $\\boxed{7}$", "$\\boxed{7}$ squared": a bound or an operation on the box
    if operated_in_prose(text, start, end):
        return False  # "the negative of $\\boxed{7}$", "das Doppelte von", "的两倍" (one_answer)
    if approximated_value(text, start, end):
        return False  # "So Tom has almost 7 apples.", "roughly 7", "casi 7": an unboxed value bounded (lead_remarks)
    if led_by_relation(text, start) in ("bound", "qualifier"):
        # "$x < \\boxed{7}$", "$x \\neq$ \\boxed{7}": a bound; "$\\approx$ \\boxed{7}", "≈ \\boxed{7}": an
        # approximation sign standing on its own qualifies it, as "Approximately, \\boxed{7}." does. (An
        # approximation of what stands on its left, "24000 \\cdot 1.01^{30} \\approx \\boxed{32348}", states a
        # rounded value: standard reads it, as it reads "approximately \\boxed{16386.16} dollars".)
        return False
    if not _led_in_stated(text, view, sentence, start):
        return False  # "The following is a wrong answer.\n\nThe answer is $\\boxed{7}$"
    if leads.unmeant_before(view, sentence, start, unwithdrawn) or leads.judged_noun(view, sentence, start):
        return False  # "Just kidding. The answer is", "In my dreams, the answer is", "Ojalá la respuesta" (leads.py)
    if gap_unproven(view, sentence, start, end, _BOX_WRAP.match(text, start) is not None):
        return False  # "Die Antwort ist knapp $\\boxed{7}$", "答案将近 7": a word between the noun and the value (value_gap)
    if lead_shapes.refuses(view, sentence, start, shown=unwithdrawn):
        return False  # "The answer, minus one, is", "By a coin flip, the answer is" (lead_shapes)
    if mistaken_subject.mistaken(view, sentence, start):
        return False  # "The sloppy total gives", "Skipping the last step we get" (mistaken_subject)
    if lead_unproven(text, view, sentence, start, end):
        return False  # "Bob: the answer is", "The answer's last digit is", "We can rule out C" (answer_leads)
    if not _label_states(text, view, sentence, clause, start):
        return False  # "Rejected values: $\\boxed{7}$", "Previous answer: $\\boxed{7}$", "🚫 $\\boxed{7}$"
    if _JUDGING_LABEL.match(view, affirming_label(view, sentence, start), start):
        return False  # "Refuted: the answer is $\\boxed{7}$", "Myth: ...": a label that judges what its sentence states
    if doubted_before(view, start):
        return (
            False  # "Confidence: 5%. The answer is $\\boxed{7}$": a confidence below certainty qualifies it
        )
    if self_assessment.doubted(view, start, text[start:end], unwithdrawn if unwithdrawn != text else None):
        return False  # "I'm about 5% confident in this.", "P(correct) = 0.05" (self_assessment)
    if any(m.group(1).lower() not in ("value", "form") for m in _OF_ANSWER.finditer(view, clause, start)):
        return False  # "The opposite of the answer is $\\boxed{7}$": something of the answer, not the answer
    stop = _SENTENCE_END.search(view, end)
    stop_at = stop.start() if stop else len(view)
    from proctor.grading.after_box import affirmed

    if not (
        _plain_lead(text, view, clause, start)
        and _plain(text, view, affirmed(view, end), stop_at, _NOT_STATED_AFTER)  # "(confident)" affirms it
    ):
        return False
    if _offered_before(text, view, start):
        return False  # "The answer is 8, or \\boxed{7}.": one of two answers
    # (read as written: the commitment pass blanks a supposition's clause, "If $n$ is even, then ...")
    source = unwithdrawn if unwithdrawn is not None and len(unwithdrawn) == len(text) else text
    source_view = _stated_view(source)
    if labelled_away(source, start, end, answered_before):
        return False  # "## Wrong answer", "Difficulty: $\\boxed{7}$", "- [ ]" (labels.py)
    if markup_label_before(source, start) or example_or_provisional(source, start):
        return False  # "<small>decoy</small> $\\boxed{7}$", "E.g. $\\boxed{7}$", "As a first pass," (strict_rivals.py)
    if unworked_lead(source, start) or joined_refuses(
        stands,
        text,
        unwithdrawn,
        start,
        end,
        framing_only=framing_only,
        asked_non_answer=asked_non_answer,
        sentences=False,
        titles=True,
    ):
        return False  # "Bazinga!\n\n$\\boxed{7}$", "Falsch:\n$\\boxed{7}$": the line before leads it (bare_leads)
    at = _sentence_start(source_view, start)
    if lead_remark_unproven(source_view, at, start):
        return False  # "Phew, that was made up:", "No lie (jk):", "가짜 정답은", "Teman saya bilang jawabannya" (lead_remarks)
    if check_lead(source, source_view, at, start, end):
        return False  # "Aspetta, ricontrollo: $3+4=7$": a value of a check after the answer (rechecks)
    if source is not text and not (
        _led_in_stated(source, source_view, at, start, frames_only=True)
        and _label_states(
            source, source_view, at, _clause_start(source_view, at, start), start, frames_only=True
        )
    ):
        return False  # "Hier een fout antwoord:\n\nThe answer is $\\boxed{7}$" (the pass blanked the frame)
    if framed(source, source_view, at, start, end) or split_part(source, source_view, start, end):
        return False  # "Bob claims the answer is", "\\boxed{7} when $n$ is even", "Part (a): 7. Part (b): 8."
    if not asked_non_answer and answers_non_answer_question(source_view, at, start):
        return False  # "Q: What is not the answer?\nA: $\\boxed{7}$": it answers another question
    if disowned(source, source_view, at, start, end):
        return False  # "My classmate got", "I heard", "Initially, I got", "For the easier variant,": not its own result
    if (
        tail_changes_value(text, start, end)
        or (count_tail_unproven(text, start, end) and not more_count_proven(text, start, end))
        or count_clause_unproven(text, start, end)
        or later_part_unproven(text, start, end)
        or set_builder_excepted(source, start, end)
        or spaceless_tail_unproven(text, start, end)
        or box_tail_unproven(text, start, end, source)  # "$\\boxed{7}$+", "‰", "⟶ 8" (box_tail)
    ):
        return False  # "$\\boxed{7}\\text{ million}$", "$\\boxed{7},000$", "The answer is $7$ squared." (value_tails)
    pieces = list(_pieces_after(view, stop_at))
    if _BOX_WRAP.match(text, start):
        from proctor.grading.after_box import disowned_after
        from proctor.grading.judged_value import value_judged

        if disowned_after(text, view, start, end, stop_at, pieces):
            return False  # "$\\boxed{7}$ (6-8)", "$\\boxed{7}$. Jawaban: 8", "Add 1 to that." (after_box)
        if later_unproven(text, view, start, end, stop_at, pieces):
            return False  # "$\\boxed{7}$. Ich würde nicht darauf wetten.", "8, I mean." (later_sentences)
        if value_judged(source, start, end, stop_at) or replaced_after(source, start, end, stop_at, pieces):
            return False  # "$\\boxed{7}$. 7 is wrong.", "Seven is not correct." (judged_value)
    for _s, e in pieces:
        if (
            _OPENS_JUDGING.match(view, _s, e)
            or (_WORDY.search(view, _s, e) and unconfirmed_check(text, view, _s, start, end))
        ) and not confirming_check(text, view, _s, start, end):
            return False  # "Wait, no." (not "Wait, let me double-check: $3+4=7$.": proctor.grading.rechecks)
        if _OFFERS_ANOTHER.search(view, _s, e):
            return False
        if _offers_value(text, view, _s, e, start, end):
            return False  # "\\boxed{7}. 8 is also correct.": another value offered as an answer
        if _concludes_other(text, view, _s, e, start, end):
            return False  # "\\boxed{7}. The true answer is $8$.", "Therefore $8$.": it ends on another value
    return not _disowned_later(view, stop_at, pieces)


def _disowned_later(view: str, stop_at: int, pieces: list[tuple[int, int]]) -> bool:
    """Whether a later sentence near the answer disowns it as a whole (:func:`proctor.grading.lexicon.disowning_sentence`:
    "Hardly.", "Laut Lösungsheft.", "I hope it is correct — it isn't."), not as the reply to a question before it."""
    before = view[max(0, stop_at - 2) : stop_at + 1]
    for s, e in pieces[:4]:
        if not before.rstrip().endswith(("?", "？")) and lexicon.disowning_sentence(view[s:e]):
            return True
        before = view[s:e]
    return False


# Another value offered right before the answer: "The answer is 8, or \\boxed{7}.", "8 or maybe \\boxed{7}".
# (A restatement in another form, "$AB = \\frac54$, or $\\boxed{1.25}$", "$360 + 2x = 600$, or $x = \\boxed{120}$",
# offers no other value: the two must differ.)
_OR_SEPARATORS = r"\s,;:.…(\[—–-"  # (a character class's body)
_OR_WORDS = ("and/or", "or", r"vs\.?", "versus", "otherwise", "alternatively", "oder", "ou", "o", "или", "/")
_OR_BEFORE = (
    r"[" + _OR_SEPARATORS + r"]*(?i:" + "|".join(_OR_WORDS) + r")(?:[\s,]+|(?<=/))"
    r"(?:(?i:maybe|perhaps|possibly|even|alternatively|also|it|could|might|may|be|is|would|the|answer|else|"
    r"equivalently|rather)[\s,:]+){0,4}[\s(*]*$"
)
_ALTERNATIVE_BEFORE = re.compile(r"(" + _CANDIDATE.pattern + r")" + _OR_BEFORE)
# A necessary condition of ``_ALTERNATIVE_BEFORE``, searched first: the character a candidate ends on (an
# opaque span, a digit, a capital, a choice's closing parenthesis), then a separator or the first letter of
# an "or" word, then the same "or" to the end of the window. The full pattern tries a candidate at every
# place of the window and rescans each run of opaque characters from each of them; this one stops at the
# second character nearly everywhere. (Same matches: tests/grading/test_prefilters.py.)
_OR_FIRST = "".join(sorted({c for w in _OR_WORDS for c in (w[0].lower(), w[0].upper())}))
_OR_ENDS_WINDOW = re.compile(
    r"[" + OPAQUE + r"\d)A-Z](?=[" + re.escape(_OR_FIRST) + _OR_SEPARATORS + r"])" + _OR_BEFORE
)
_NAME_LEAD = re.compile(r"^(?:\$\$|\$|\\\(|\\\[)?\s*+(?:[A-Za-z](?:_\{?\w++\}?)?\s*+=)?\s*+$")


def _offered_before(text: str, view: str, start: int) -> bool:
    """Whether a different value is offered as an alternative right before the answer at ``text[start]``
    (``8, or \\boxed{7}``; ``8 or $x = \\boxed{7}$``)."""
    pos = start
    if (held := span_holding(text, start)) is not None:
        if not _NAME_LEAD.match(text[held[0] : start]):
            return False  # "or $729 - 189 = \\boxed{540}$": the math restates a computation
        pos = held[0]
    low = max(0, pos - 160)
    m = _ALTERNATIVE_BEFORE.search(view, low, pos) if _OR_ENDS_WINDOW.search(view, low, pos) else None
    if m is None:
        return False
    before = text[m.start(1) : m.end(1)]
    if _BOX_WRAP.search(before):
        return False  # "$\\boxed{2}$ or $\\boxed{3}$": boxes are read as a list (hedging fails there)
    return _different(before, _inner(text[start : start + 4000]))


# A later sentence that opens on another value and offers it: "8 is also correct.", "Also, $x = 8$ works.",
# "8 is a valid answer too." (a check of a computation, "$7 \\cdot 3 = 21$ is correct.", offers no value).
_OFFER_LEAD = re.compile(
    r"(?:[\s*_>#.!?。！？:;,]|-(?=\s))*(?:(?i:but|however|also|and|note\s+that|actually|alternatively|equally|similarly|likewise|so|"
    r"then|though|yet|well|of\s+course|in\s+fact|besides|moreover|furthermore|additionally|plus|both|either)\b"
    r"[\s,:*_]*)*"
    # a noun phrase that names the value: "The answer 8 ...", "the value $x = 8$ ...", "A second solution, 8, ..."
    r"(?:(?i:the|a|an|another|one|our|my)\s+(?:[a-z]+[\s,]+){0,2}?(?=[\d" + OPAQUE + r"+\-−$]))?"
)
_APPOSITIVE_END = re.compile(r"\s*,\s*(?=[A-Za-z])")
_AND_CANDIDATE = re.compile(r"\s*(?:,|&|(?i:and|or|as\s+well\s+as))\s*(?:(?i:also)\s+)?")
_OFFER_WORDS = re.compile(
    r"(?i:\b(?:works?|answers?|solutions?|options?|possib\w*|acceptable|admissible|allowed|fine|okay|legit\w*|"
    r"satisf\w*|valid|correct|right|true|fits?|qualif\w*)\b)"
)
_NEGATING = re.compile(r"(?i:\b(?:not|no|never|neither|nor|cannot|none)\b|n['’]t\b)")


def _offers_value(text: str, view: str, s: int, e: int, start: int, end: int) -> bool:
    """Whether the later sentence ``view[s:e]`` opens on a value other than the answer ``text[start:end]`` and
    says it answers too (a predicate that judges it right or names it an answer, not negated)."""
    lead = _OFFER_LEAD.match(view, s, e)
    c = _CANDIDATE.match(view, lead.end() if lead else s, e)
    if c is None:
        return False
    values = [c]  # "Both 7 and 8 are correct.": each value the predicate is said of
    while (joint := _AND_CANDIDATE.match(view, values[-1].end(), e)) and (
        more := _CANDIDATE.match(view, joint.end(), e)
    ):
        values.append(more)
    after = values[-1].end()
    if appositive := _APPOSITIVE_END.match(view, after, e):
        after = appositive.end()  # "Another solution, 8, is valid too."
    clause_end = _CLAUSE_END.search(view, after, e)
    rest = view[after : clause_end.start() if clause_end else e]
    if not re.match(r"\s*(?:[A-Za-z(]|$)", rest) or not rest.strip():
        return False  # "4 + 3 = 7 is correct": the value is part of a computation
    offered = polarity(rest) is True or (_OFFER_WORDS.search(rest) is not None and not _NEGATING.search(rest))
    if not offered:
        return False
    answer = _inner(text[start:end])
    return any(_different(text[v.start() : v.end()], answer) for v in values)


# A later sentence that concludes on another value: a conclusion word or an answer's name, then (with only
# pronouns and verbs of stating between, never a noun that names something else: "Thus the other root is $-2$.")
# a value other than the answer: "The true answer is $8$.", "Correct answer: $8$.", "Therefore $8$.", "Edit:
# it's $8$.", "So we actually get $8$." The response then ends on two answers.
_CONCLUDES = re.compile(
    r"(?:[\s*_>#.!?。！？:;,(]|-(?=\s))*(?i:(?:but|and|so|well|no|ok|okay|oh|hmm+|wait|oops)[\s,:;.!*_-]+)*"
    r"(?i:therefore|thus|hence|so|consequently|in\s+fact|actually|indeed|ultimately|finally|in\s+the\s+end|"
    r"update[sd]?|edit(?:ed)?|revised?|revision|corrected|correction|instead|rather|"
    r"(?:the\s+|my\s+|our\s+)?(?:(?:true|real|correct|actual|right|final|corrected|revised|new|updated|proper|"
    r"genuine)\s+)+(?:answer|value|result|total|solution|one)s?|answer)\b"
    r"(?:[\s,:;*_-]+(?i:it['’]s|that['’]s|it|we|i|this|that|is|are|was|answer|value|result|get|gets|got|have|has|obtain|find|"
    r"actually|really|must|be|should|equals?|gives?|yields?|comes?|to|then|now|becomes?)\b)*[\s,:;*_-]*"
)


def _concludes_other(text: str, view: str, s: int, e: int, start: int, end: int) -> bool:
    """Whether the later sentence ``view[s:e]`` concludes on a value other than the answer ``text[start:end]``
    (see ``_CONCLUDES``)."""
    lead = _CONCLUDES.match(view, s, e)
    if lead is None:
        return False
    c = _CANDIDATE.match(view, lead.end(), e)
    if c is None or re.search(r"\w", view[c.end() : e]):
        return False  # "Thus $\\frac{3}{a}$ must be less than 1.": the value is not what the sentence ends on
    return _different(text[c.start() : c.end()], _inner(text[start:end]))


# The box as an operand: "$-\\boxed{7}$", "$\\boxed{7}^2$", "$\\frac{1}{\\boxed{7}}$", "$2\\boxed{7}$" state the
# value of the whole expression, not the box's. The math around the box on its row (after the last "=", ":"
# or arrow that leads to it, before the next "=", punctuation or row end) must be nothing but spacing,
# layout that wraps the box ("\\textcolor{red}{\\boxed{7}}", "{\\boxed{7}}"), a ``\\text{}`` before it, and
# after it a unit ("\\text{ cm}", "^\\circ", "\\%"). Anything else makes the box a part of what is stated.
_SPACING = r"(?:\s|~|\\[,;:! ]|\\q?quad(?![a-zA-Z]))*"
_LEAD_STOP = re.compile(
    r"(?:^|=|:|,|;|&|\\\\|\\\$|\\begin\{[^{}]*\}|\\(?:Rightarrow|Longrightarrow|implies|iff|Leftrightarrow|"
    r"rightarrow|longrightarrow|to|therefore|because|quad|qquad|in|equiv)(?![a-zA-Z])|\\(?:text\w*|mbox|mathrm|operatorname)\s*\{[^{}]*\}|"
    + _RELATION_MARK.pattern
    + r")"
    + _SPACING
    + r"$"
)
_LAYOUT_OPEN = re.compile(
    r"(?:\\(?:textbf|mathbf|boldsymbol|bm|mathbb|underline|text|mbox|(?:text)?color\s*\{[^{}]*\})\s*)?\{"
    + _SPACING
    + r"$"
)
_TAIL_STOP = re.compile(
    _SPACING
    + r"(?:$|\$|\.(?!\d)|,|;|:|=|&|\\\\|\\(?:end|quad|qquad|text\w*|mbox|mathrm|pmod|bmod|mod|pod|%|,|;|\)|\])(?![a-zA-Z])|%|\^\s*\\circ|"
    r"\^\s*\{\s*\\circ\s*\}|\\circ|°)"
)
_LAYOUT_CLOSE = re.compile(_SPACING + r"\}")
_TEXT_BOX = re.compile(r"\\(?:boxed|fbox)\s*\{\s*\\(?:text\w*|mbox|mathrm)\s*\{[^{}]*\}\s*\}$")
_GLUED_BEFORE = re.compile(r"[-+*/^×·−\d]$")
# (a subscript after the box, "\\boxed{x^2+1}_{x=0}", is glued to it; a "_" of markdown italics is not)
_GLUED_AFTER = re.compile(r"[\^!\d/]|_(?=[{A-Za-z0-9\\])")


_ROW_BREAK = re.compile(r"\\\\(?![a-zA-Z])")  # (not "\\\\boxed" in text escaped twice)


def box_is_operand(text: str, start: int, end: int) -> bool:
    """Whether the box at ``text[start:end]`` is an operand of the math around it (see ``_LEAD_STOP``)."""
    if not _BOX_WRAP.match(text, start):
        return False
    if _TEXT_BOX.match(text, start, end):
        return False  # a word or a choice in a box ("\\boxed{\\text{(B)}} 3(1 + r/10)^x"): no operand of math
    if (held := span_holding(text, start, end)) is not None:
        s, e, _content = held
        lead = text[s:start]
        opening = _OPENING.match(lead)
        lead = lead[opening.end() if opening else 0 :][-MAX_TAIL:]
        rows = list(_ROW_BREAK.finditer(lead))
        lead = lead[rows[-1].end() :] if rows else lead  # its row
        tail = text[end:e][:MAX_TAIL]
        if _BOX_WRAP.search(lead) or _BOX_WRAP.search(tail):
            return False  # several boxes in one span ("$\\boxed{1}\\boxed{2}$"): the list reading of boxes
        if lead.endswith("\\"):
            lead = lead[:-1]  # text escaped twice ("\\\\boxed{...}"): the first backslash is the escape
        while (wrap := _LAYOUT_OPEN.search(lead)) is not None:
            close = _LAYOUT_CLOSE.match(tail)
            if close is None:
                return True  # "\\frac{1}{\\boxed{7}}", "\\sqrt{\\boxed{7}}", "x^{\\boxed{7}}"
            lead, tail = lead[: wrap.start()], tail[close.end() :]
        if not _LEAD_STOP.search(lead):
            return True  # "-\\boxed{7}", "2\\boxed{7}", "(\\boxed{7}"
        return not _TAIL_STOP.match(tail)  # "\\boxed{7}^2", "\\boxed{7} + 1", "\\boxed{7}!"
    # a box in prose: only what is glued to it ("-\\boxed{7}", "\\boxed{7}^2")
    return bool(_GLUED_BEFORE.search(text, max(0, start - 1), start)) or bool(_GLUED_AFTER.match(text, end))


# Words right before or after the answer that make it the argument of a bound, a comparison or an operation,
# not the value: "at least $\\boxed{7}$", "more than $\\boxed{7}$", "twice $\\boxed{7}$", "the square of
# $\\boxed{7}$", "divisible by $\\boxed{7}$", "$\\boxed{7}$ squared", "$\\boxed{7}$ or more", "$\\boxed{7}$ to the
# nearest ten", "$\\boxed{7}$ thousand". (Nouns of which the answer is an attribute, "a total of", "a remainder
# of", "decreased by", are no operation: the value is the answer.)
_OPERATOR_LEAD = re.compile(
    r"(?i)\b(?:than|up\s+to|down\s+to|close\s+to|closer\s+to|next\s+to|near|"
    r"nearly|almost|just\s+(?:over|under|above|below|shy\s+of)|over|under|above|below|beyond|within|"
    r"exceed\w*|surpass\w*|upwards\s+of|north\s+of|south\s+of|shy\s+of|short\s+of|outside|"
    r"twice|thrice|double|triple|quadruple|half|halve|times|plus|minus|"
    r"(?:divided|multiplied|divisible|bounded|scaled|raised|offset|shifted)\s+by|"
    r"(?:squares?|cubes?|roots?|powers?|multiples?|divisors?|factors?|reciprocals?|inverses?|negatives?|"
    r"opposites?|complements?|logarithms?|logs?|exponentials?|sines?|cosines?|tangents?|fractions?|percent|"
    r"percentage|portions?|half|halves|thirds?|quarters?|fifths?|tenths?|digits?|numerators?|denominators?|floor|"
    r"ceiling|neighbou?rhoods?|vicinity|approximations?|estimates?|bounds?|order|magnitude|form|kind|sort|variant|"
    r"version|analogue|cousin|neighbou?rs?|successor|predecessor|rounding|truncation|permutations?|anagrams?|"
    r"reverse|reversal|transpose|conjugate|dual|image|preimage)\s+of|of\s+the\s+form|something\s+like|"
    r"plus\s+or\s+minus|give\s+or\s+take)\s*$"
)
# Words right before the answer that set it apart from the answer, in either mode: "differs from", "distinct
# from", "unlike", "anything but", "opposite to", "the negation of", "used to be" (the answer is some other value).
_NEGATING_LEAD = re.compile(
    r"(?i)(?:[—–]|\s-{1,2})\s*(?:no|not|nope)\s*(?:[—–]|-{1,2})\s*$|"  # "— no —" set off by dashes
    r"\b(?:differs?\s+from|differ\w*\s+from|different\s+from|distinct\s+from|far\s+from|apart\s+from|"
    r"aside\s+from|away\s+from|unlike|other\s+than|rather\s+than|instead\s+of|anything\s+but|everything\s+but|"
    r"nothing\s+like|(?:opposite|contrary|unequal|inequivalent|dissimilar)\s+(?:to|of|from)|"
    r"(?:negation|denial|antithesis)\s+of|excludes?|excluding|avoids?|avoiding|lacks?|lacking|hardly|scarcely|"
    r"barely|used\s+to\s+be|was\s+once|once\s+was|no\s+longer|"
    # a negating prefix glued to the box ("un-", "non-"), a negation spelled out letter by letter ("n o t",
    # "n.o.t"), Scots "nae"
    r"(?:un|non|not)-|n[\s._*-]+o[\s._*-]+t|nae)\s*$"
)
# the answer itself as a counterfactual: "The answer would have been" (it was not; "The total would have been" is
# how a solution answers "What would the total have been?", and stays read)
_COUNTERFACTUAL_ANSWER = re.compile(
    r"(?i)\b(?:answer|result|solution|response)\s+(?:would|could|should|might)(?:\s+have|['’]ve)\s+been\s*$"
)
_OPERATOR_LEAD_WORDS = 3  # the most words of one of them ("of the form", "plus or minus", "just shy of")
_OPERATOR_LEAD_STRICT = re.compile(
    r"(?i)\b(?:at\s+(?:least|most|best|worst)|about|around|circa|ca\.|approx\.?|some|like|roughly|approximately|"
    r"somewhere|ish)\s*$"
)


def _last_words_at(text: str, k: int) -> int:
    """Where the white space before the last ``k`` words of ``text`` (runs of non-space characters)
    begins; 0 when it has no more words than that."""
    parts = text.rsplit(None, k)
    return len(parts[0]) if len(parts) > k else 0


def operates_on_box(text: str, start: int, end: int, strict: bool = False) -> bool:
    """Whether prose words right before or after the box ``text[start:end]`` make it the argument of a
    bound, a comparison or an operation (``_OPERATOR_LEAD``, ``_OPERATOR_AFTER``); ``strict`` also reads the
    words of approximation before it ("about", "around"), which standard reads as a rounded value."""
    if not _BOX_WRAP.match(text, start):
        return False
    s, e = _box_edges(text, start, end)
    before = text[max(0, s - 60) : s]
    before = _TEXT_ARG.sub(lambda m: m.group(1), before).rstrip(" \t*_$")
    # (a match ends the text and is a few words apart only by white space: it starts in one of its last
    # _OPERATOR_LEAD_WORDS words, so the search starts there rather than at each place of the 60 characters)
    if (
        _OPERATOR_LEAD.search(before, _last_words_at(before, _OPERATOR_LEAD_WORDS))
        or _NEGATING_LEAD.search(before, _last_words_at(before, _OPERATOR_LEAD_WORDS))
        or _COUNTERFACTUAL_ANSWER.search(before, _last_words_at(before, _OPERATOR_LEAD_WORDS + 2))
        or (strict and _OPERATOR_LEAD_STRICT.search(before))
    ):
        return True
    if e < 0:
        return False
    after = text[e : e + 60].lstrip(" \t*_$")
    return bool(_OPERATOR_AFTER.match(after))


_WORD = re.compile(r"[^\W\d_]+")
_ESCAPED_BREAK = re.compile(r"\\n(?![a-zA-Z])")
# Signs between the last word and the box that negate it: "!=", "=/=", "/=", "<>", "¬", "~", a "!" standing
# apart ("is !$\\boxed{7}$"), a prefix glued by a hyphen ("un-$\\boxed{7}$").
_NEGATING_MARK = re.compile(
    r"!=|=/=|/=|<>|¬|\s[!~]\s*$|^-$"
)  # (not LaTeX's tie "is~$\\boxed{7}$", nor "Done!")
# "to", "of" and "be" state a value only after the words that make them a copula or a verb of becoming: "is
# equal to", "simplifies to", "rounds to"; "a total of" (any noun but one that names another value: "the
# negation of", "the opposite of"); "must be", "turns out to be" (not "used to be", "supposed to be").
_TO_STATES = frozenset(
    "equal equals equivalent congruent identical amounts amount comes come came simplifies simplify simplified "
    "reduces reduce reduced evaluates evaluate evaluated rounds round rounded rounding corresponds correspond "
    "set sets up out sums sum adds totals total converges tends goes go increases increased decreases decreased "
    "rises rose falls fell drops dropped changes changed grows grew shrinks leads lead boils translates factors "
    "expands converts converted returns back due answer answers solution solutions key equates works".split()
)
_OF_NOT_STATED = frozenset(
    "negation negations negative opposite opposites contrary inverse converse reverse complement denial "
    "antithesis refutation absence lack instead exclusion none neither everything anything something "
    "multiple multiples fraction fractions part parts".split()
)
_BE_STATES = frozenset("must will shall always then therefore thus hence indeed clearly also".split())
_TO_BE_STATES = frozenset(
    "out has have had needs need needed proves proved proven shown found known happens is are was were be "
    "computed calculated determined evaluated deduced derived confirmed seen".split()
)


def _small_word_states(word: str, before: str) -> bool:
    """Strict: whether "to", "of" or "be" ending the prose ``before`` a box states its value (see ``_TO_STATES``)."""
    words = [w.lower() for w in _WORD.findall(before[-80:])]
    prev = words[-2] if len(words) > 1 else ""
    if word == "to":
        return prev in _TO_STATES or prev in _LABELS  # (and Polish's copula: "Odpowiedź to $\\boxed{7}$")
    if word == "of":
        return prev not in _OF_NOT_STATED
    if prev == "to":
        return (words[-3] if len(words) > 2 else "") in _TO_BE_STATES
    return prev in _BE_STATES


_LAST_WORD = re.compile(r"([^\W\d_]+)([^\w$\\]*)$")


def stated_by_lead(text: str, start: int, end: int) -> bool:
    """Strict: whether the prose right before the box ``text[start:end]`` (when the box opens its math or
    stands in prose) ends on a word that states a value (see ``_STATING_WORDS``)."""
    if not _BOX_WRAP.match(text, start):
        return True
    s, _e = _box_edges(text, start, end)
    if s == start and any(a < start < b for a, b, _c in math_spans(text)):
        return True  # math leads to it ("$x = \\boxed{7}$"): the relation rules read that
    low = max(0, s - 80)
    before = seen(_TEXT_ARG.sub(lambda m: m.group(1), text[low:s]))  # its letters as a reader sees them
    before = _ESCAPED_BREAK.sub("\n", before).rstrip(" \t*_\\")  # (text escaped twice: "\\n")
    if before.rstrip(" ,;").endswith("}"):
        return True  # a box or a group before it: "\\boxed{1}, \\boxed{2}" is the list reading of boxes
    sentence = max(before.rfind(". "), before.rfind("\n"), before.rfind(".\n"))
    if sentence >= 0:
        before = before[sentence + 1 :]
    if not before.strip() or before.endswith(("$", "\\)", "\\]")):
        return True  # the sentence opens on it, or a math span leads to it
    if before.rstrip().endswith(lexicon.STATING_ENDINGS):
        return True  # "คำตอบคือ $\\boxed{7}$" (a script without spaces)
    m = _LAST_WORD.search(before)
    if m is None:
        return before.rstrip()[-1:] in ":;([-—–>#=" and before.rstrip()[-1:] != ""
    word, punct = m.group(1).lower(), m.group(2).strip()
    if _NEGATING_MARK.search(m.group(2)):
        return (
            False  # "Answer != $\\boxed{7}$", "is ¬ $\\boxed{7}$", "is !$\\boxed{7}$", "is un-$\\boxed{7}$"
        )
    if word in ("to", "of", "be") and not punct and not _small_word_states(word, before):
        return False  # "is opposite to", "the negation of", "used to be": a relation or another time
    if not punct and word in ANSWER_TOPICS:
        return topic_leads(
            before
        )  # "정답은 $\\boxed{7}$": the answer's noun and a topic particle (plain_closers; not "오답은")
    if word[-1] in _STATING_CJK or (
        word[-1] not in _STATING_CJK and "\u3040" <= word[-1] <= "\u9fff" and punct
    ):
        return True  # "答案是 $\\boxed{7}$", "答案：$\\boxed{7}$"
    if punct in ("", ":", "：", "*", "**", ":**", "**:"):
        if word in _STATING_WORDS or word in RESULT_VERBS:  # (honest_leads: "juntos tenemos")
            return True
        # "has length $\\boxed{7}$", "with area $\\boxed{7}$": a noun after "has"
        prev = re.search(r"([^\W\d_]+)\s+" + re.escape(m.group(1)) + r"\W*$", before)
        return bool(punct) or (prev is not None and prev.group(1).lower() in {"has", "have", "had", "with"})
    if punct == ",":
        return word in _AFTER_COMMA
    return True  # other punctuation ends what leads to it ("(", ")", "."): read by the sentence rules


_LETTERS = (
    r"(?:[^\W\d_]|[\u0300-\u036f\u0900-\u0dff\u0e00-\u0e7f])+"  # (with the vowel signs of Indic scripts)
)
_COLON_LABEL = re.compile(r"((?:" + _LETTERS + r"-)*" + _LETTERS + r")[\s*_]*[:：][\s*_]*$")


def _colon_label(before: str) -> re.Match[str] | None:
    """``_COLON_LABEL.search(before)``, looked for only where ``before`` holds a colon (every label does): its
    search tries the word runs of the whole window, each from every letter."""
    return _COLON_LABEL.search(before) if ":" in before or "：" in before else None


def named_plainly(text: str, start: int, end: int) -> bool:
    """Strict: whether the sentence that holds the box ``text[start:end]`` names the answer plainly (see
    ``_ANSWER_MODIFIERS``)."""
    view = prose_view(text)
    sentence = _sentence_start(view, start)
    if not _names_plainly(
        view[affirming_label(view, sentence, start) : start]
    ):  # (past "No lie:": honest_leads)
        return False  # "The naive answer is", "Refuted: the answer is", "It's a myth that the answer is"
    s, _e = _box_edges(text, start, end)
    before = text[max(0, s - 80) : s].rstrip(" \t\n$\\[(")
    label = _colon_label(before)
    if label is not None:
        word = label.group(1).lower()
        return word in _STATING_WORDS or word in _LABELS or "\u3040" <= word[-1] <= "\u9fff"
    return True


# Strict mode: a line before the answer that states the writer's confidence, certainty or score in it
# ("Confidence: 5%.", "Confidence: low", "Confidence 1/10", "Probability correct: 0.3", "Score: 3/10",
# "Konfidenz: 40 %", "置信度：低") qualifies the answer unless its value is full certainty (a whitelist: "100%",
# "10/10", "1.0", "high", "certain"). A score is read as one only with a scale ("3/10", "40%").
_CONFIDENCE = re.compile(
    r"(?im)(?:^|(?<=[.!?。！？]\s))[ \t*_#>]*(?:(?:my|our|self[- ]assessed|overall)\s+)?"
    r"(?:(?:confidence|certainty|sureness)(?:\s+(?:level|score|rating|in\s+(?:this|the|my)\s+answer))?|"
    r"probability(?:\s+(?:that\s+)?(?:this|it|the\s+answer|my\s+answer|i\s+am|i['’]m)(?:\s+is)?)?\s+(?:correct|right)|"
    r"likelihood(?:\s+of\s+being)?\s+correct|(?P<score>(?:self[- ])?score|rating)|"
    r"konfidenz|sicherheit|zuversicht|confianza|certeza|confiance|certitude|fiducia|certezza|confiança|zekerheid|"
    r"pewność|уверенность|güven|keyakinan|độ\s+tin\s+cậy|信心|置信度|确信度|確信度|自信度|신뢰도|확신도?)"
    r"[ \t*_]*(?:[:=：][ \t*_]*|[ \t]+(?=\d))(?P<value>[^\n]{0,40})"
)
_CONFIDENCE_KEYS = (
    "confiden", "certaint", "sureness", "probabilit", "likelihood", "score", "rating", "konfidenz", "sicherheit",
    "zuversicht", "confianza", "certeza", "confiance", "certitude", "fiducia", "confiança", "zekerheid",
    "pewność", "уверенность", "güven", "keyakinan", "tin cậy", "信心", "置信", "确信", "確信", "自信", "신뢰도", "확신",
)  # fmt: skip
_FULL_CERTAINTY = re.compile(
    r"(?i)(?:100(?:[.,]0+)?\s*%|10\s*/\s*10|5\s*/\s*5|100\s*/\s*100|1(?:\.0+)?(?![\d/.,])|"
    r"(?:very\s+|extremely\s+)?high|full|complete|certain|absolute|total|maximum|max|sure|hoch|alta|alto|élevée|"
    r"haute|hoog|wysoka|высокая|yüksek|tinggi|cao|高|높음)(?![^\W\d_])"
)
_SCALED = re.compile(r"[-−]?\d+(?:[.,]\d+)?\s*(?:%|/\s*\d+)")


def _mentions_confidence(low: str) -> bool:
    return any(k in low for k in _CONFIDENCE_KEYS)


CONFIDENCE_BEFORE = 600  # how far before the answer a confidence line is looked for,
CONFIDENCE_TOP = 300  # and how far into the response's start


def doubted_before(view: str, start: int) -> bool:
    """Strict: whether a line of the prose ``view`` before the answer at ``start`` (in the ``CONFIDENCE_BEFORE``
    characters before it or the response's first ``CONFIDENCE_TOP``) states a confidence in it below full
    certainty (see ``_CONFIDENCE``)."""
    low = max(0, start - CONFIDENCE_BEFORE)
    spans = [(low, start)] if low <= CONFIDENCE_TOP else [(0, CONFIDENCE_TOP), (low, start)]
    spans = [(a, b) for a, b in spans if _mentions_confidence(view[a:b].lower())]  # (a cheap test first)
    for m in (m for a, b in spans for m in _CONFIDENCE.finditer(view, a, b)):
        value = m.group("value").strip(" \t*_$")
        if m.group("score") is not None and not _SCALED.match(value):
            continue  # "Score: 85" (a value of the problem's), not a self-assessment
        if not _FULL_CERTAINTY.match(value):
            return True
    return False


# Strict mode: what leads into the answer's sentence. The sentence right before it may frame it: a label
# line ("Format example:", "Typical mistake:", "Here is an incorrect solution:"), a sentence that points at
# what follows ("The following is a wrong answer.", "Ignore the next line.", "以下は間違った答えです。"), or a
# line left open on a verb ("Wrong approach gives") that the answer's sentence then continues. Strict reads
# that sentence as a part of what leads to the answer:
# - a label line (ending on a colon) is a plain statement (strict's word list, the writer's own voice, the
#   answer named plainly) whose last word names the answer (``named_plainly``'s label whitelist);
# - a sentence that points forward (``_POINTER``, in the languages models answer in) is a plain statement
#   made only of the words that introduce an answer (``_LEAD_IN_WORDS``: "Here is my solution:", "The answer
#   is as follows."); any other word, in any script, frames what follows as something else;
# - a line left open on a verb of stating, followed by a sentence with its own lead ("The opposite of the
#   answer is\n\nThe answer is $\\boxed{7}$"), states no answer of its own.
_POINTER = re.compile(
    r"(?i:\b(?:following|follows(?![ \t]+(?:that|from|by|since|because|immediately|directly|easily|readily)\b)|below|beneath|underneath|hereafter|here(?:['’]s|\s+is|\s+are|\s+goes|\s+comes)|"
    r"like\s+this|as\s+such|next\s+(?:line|lines|sentence|statement|answer|value|box|one|part|paragraph|output)|"
    r"ecco|hier|hieronder|volgende?|folgende?\w*|unten|siguientes?|continuación|abajo|suivante?s?|ci-dessous|"
    r"voici|seguintes?|abaixo|segue|seguente|seguito|sotto|ниже|следующ\w*|вот|poniż\w*|następując\w*|"
    r"aşağıda\w*|berikut\w*|bawah|đây|följande|nedan|nedenfor|følgende|alla)\b)"
    r"|以下|下面|下記|次の|如下|下列|다음|아래|التالي|التالية|يلي|أدناه|निम्नलिखित|नीचे"
)
_OPEN_VERBS = frozenset(
    "is are was were be equals equal gives give yields get gets becomes makes leaves remains totals reaches of "
    "to by as than".split()
)
_MARKUP_END = " \t*_#>"


def _previous_sentence(view: str, sentence: int) -> tuple[int, int] | None:
    """The sentence of ``view`` before the one that starts at ``sentence``, as (start, end) without its trailing
    white space; None when there is none."""
    p = len(view[:sentence].rstrip())  # (a withdrawn stretch is blank: no loop over its characters)
    if p == 0:
        return None
    return _sentence_start(view, p - 1), p


def led_in_plainly(text: str, view: str, sentence: int, start: int) -> bool:
    """Strict: whether the sentence before the answer's (``view[sentence:start]`` leads to the answer at
    ``text[start]``) leaves the answer plainly stated (see ``_POINTER``). It frames the answer only where the
    answer's sentence opens on its lead: no other math stands between them ("...the distance formula:
    \\[...\\] Therefore $d = \\boxed{5}$" frames the formula, not the answer)."""
    held = span_holding(text, start)
    lead = view[sentence : held[0] if held is not None else start]
    if OPAQUE in lead:
        return True  # other math first: the sentence before leads to that
    prev = _previous_sentence(view, sentence)
    if prev is None:
        return True
    ps, pe = prev
    body = view[ps:pe].rstrip(_MARKUP_END)
    if not body.strip():
        return True
    if body[-1] in ":：":
        if not _WORD.search(lead):
            return (
                True  # "...the energy levels:\n\\[E = \\boxed{7}\\]": the label leads to the math (a bare box
            )
            # after a label is read by ``named_plainly``)
        label = _COLON_LABEL.search(body)
        if label is None:
            return False  # "Answer ✗:", "(not my answer):": no word names the answer
        word = label.group(1).lower()
        if not (word in _STATING_WORDS or word in _LABELS or word in _AFTER_COMMA):
            return False  # "Format example:", "Typical mistake:", "Ecco una risposta sbagliata:"
        return (
            _plain(text, view, ps, pe)
            and not lexicon.unplain(view, ps, pe)
            and _own_voice_states(view, ps, pe)
            and _names_plainly(view[ps:pe])
        )
    if _POINTER.search(body) and OPAQUE not in body:  # (with math of its own it points at that math)
        if not (_plain(text, view, ps, pe) and _own_voice_states(view, ps, pe)):
            return False  # "What follows is a random guess.", "The next line is false."
        return all(w.lower() in _LEAD_IN_WORDS for w in _WORD.findall(body))  # "Ignore the next line."
    if body[-1].isalpha() and "\n" in view[pe:sentence]:
        words = _WORD.findall(body[-40:])
        if words and words[-1].lower() in _OPEN_VERBS and view[sentence:start].strip(" \t*_#>" + OPAQUE):
            return False  # "Wrong approach gives\n\nThe answer is $\\boxed{7}$": the line is left open
    return True


_QUOTE_LINE = re.compile(r"[ \t]*>")
_NUMBER_WORDS_LIST = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty".split()
)
_BARE_VALUE_LINE = re.compile(
    r"(?im)^[\s*_#]*((?:[-−]?\d+(?:\.\d+)?|" + "|".join(_NUMBER_WORDS_LIST) + r"))[\s*_.!]*$"
)


# Other containers read as a quotation: a code fence or inline code around the box, and a line that opens on a
# quotation mark closed after the box ('"The answer is $\\boxed{7}$"'), read as the '>' lines are.
_FENCE = re.compile(r"(?m)^[ \t]*```")
_OPEN_QUOTES = {'"': '"', "“": "”", "«": "»", "„": "“"}
MAX_FENCE = 2000  # how far back an open fence is looked for


def _container_start(text: str, line: int, start: int, end: int) -> int:
    """Where the code fence, inline code or quotation around the box ``text[start:end]`` (on the line that
    starts at ``line``) opens; -1 when none holds it."""
    low = max(0, start - MAX_FENCE)
    # (every fence holds "```": without one there, none is looked for line by line)
    fences = (
        [m.start() for m in _FENCE.finditer(text, low, start)] if text.find("```", low, start) >= 0 else []
    )
    if len(fences) % 2 == 1 and _FENCE.search(text, end) is not None:
        return fences[-1]  # "```\n\\boxed{7}\n```"
    stop = text.find("\n", end)
    rest = text[end : stop if stop >= 0 else len(text)]  # the rest of the box's line
    if text.count("`", line, start) % 2 == 1 and "`" in rest:
        return text.rfind("`", line, start)  # "`\\boxed{7}`"
    head = text[line:start].lstrip(" \t*_")
    close = _OPEN_QUOTES.get(head[:1])
    if close is not None and close in rest:
        return line  # '"The answer is $\\boxed{7}$"'
    return -1


def quoted(text: str, start: int, end: int, committed: str | None = None) -> bool:
    """Whether the answer ``text[start:end]`` stands in a markdown quotation (``> ...``, ``>> ...``) that is not the
    writer's answer (both modes): the writer's own text before the quotation states another value ("Answer: 8",
    "My answer: eight.", a line "Eight."), or attributes what follows to someone else with a label that is not
    the answer's name ("Textbook says:"). A quotation that is all the response says, or that follows the
    writer's work, is formatting ("> **Final answer:** $\\boxed{7}$")."""
    line = text.rfind("\n", 0, start) + 1
    if _QUOTE_LINE.match(text, line, start) is None:
        block = _container_start(text, line, start, end)
        if block < 0:
            return False
    else:
        block = line
        while block > 0:
            above = text.rfind("\n", 0, block - 1) + 1
            if _QUOTE_LINE.match(text, above, block - 1) is None:
                break
            block = above
    own = text[:block].rstrip()
    if not own:
        return False
    last = own[own.rfind("\n") + 1 :].rstrip(" \t*_")
    if last.endswith((":", "：")):
        label = _COLON_LABEL.search(last)
        word = label.group(1).lower() if label else ""
        if not (word in _STATING_WORDS or word in _LABELS or word in _AFTER_COMMA):
            return True  # "Textbook says:\n> $\\boxed{7}$"
    answer = _inner(text[start:end])
    values = _BARE_VALUE_LINE.findall(own[-MAX_PARAGRAPH:])
    if values:
        value = _NUMBER_WORDS.get(values[-1].lower(), values[-1])
        if _different(value, answer):
            return True  # "Eight.\n\n> $\\boxed{7}$"
    return answered_before(text, text if committed is None else committed, block, start, end)


# Strict mode: an answer stated earlier and not withdrawn, with another value than the box ("My answer is
# eight.\n\n```\n\\boxed{7}\n```", "Answer: 8 ... $\\boxed{7}$"): the response gives two answers. Read in the
# committed view, where what the response withdrew ("The answer is 8. Wait, that's wrong.") is blank.
_NUMBER_WORDS = {w: str(i) for i, w in enumerate(_NUMBER_WORDS_LIST)}
_EARLIER_ANSWER = re.compile(
    r"(?i)\b(?:answer|solution|result)[\s*_]*(?:is|was|equals|[:=：])[\s*_:]*(?:(?:"
    + "|".join(_NUMBER_WORDS)
    + r")\b|(?="
    + OPAQUE
    + r"|[-−]?\d))"
)
_EARLIER_VALUE = re.compile(r"[-−]?\d+(?:\.\d+)?|" + OPAQUE + "+")


_EARLIER_NOUNS = ("answer", "solution", "result")
_FOLDS_TO_ASCII = re.compile("[ſı]")  # letters IGNORECASE matches to s and i that str.lower keeps apart


def _earlier_answers(view: str, stop: int):
    """``_EARLIER_ANSWER.finditer(view, 0, stop)``, the same matches, found from the places where one of its
    nouns stands in the lower-cased text (a scan of every place of a 100 KB trace costs 2.3 ms; this, 0.1)."""
    low = view[:stop].lower()
    if len(low) != stop or _FOLDS_TO_ASCII.search(view, 0, stop):
        yield from _EARLIER_ANSWER.finditer(view, 0, stop)  # (the lower-cased text would not line up)
        return
    places = sorted(i for noun in _EARLIER_NOUNS for i in _places_of(low, noun))
    after = 0
    for i in places:
        if i < after:
            continue
        m = _EARLIER_ANSWER.match(view, i, stop)
        if m is not None:
            after = m.end()
            yield m


def _places_of(text: str, word: str):
    i = text.find(word)
    while i >= 0:
        yield i
        i = text.find(word, i + 1)


def answered_before(text: str, committed: str, sentence: int, start: int, end: int) -> bool:
    """Strict: whether the committed view ``committed`` of ``text`` states, before the sentence that starts at
    ``sentence`` (the box's ``text[start:end]``), an answer whose value the fast rules prove different from the
    box's (a number, a number word, or a math span that is no box)."""
    view = prose_view(committed)
    answer = _inner(text[start:end])
    for m in _earlier_answers(view, sentence):
        if struck_out(committed, m.start()):
            continue  # "~~The answer is $8$.~~": crossed out, withdrawn
        if revised(view, m.end(), sentence):
            continue  # "Answer: 8. Actually no. The answer is $\\boxed{7}$.": the writer revised it
        said = m.group(0)
        word = _WORD.findall(said)[-1].lower() if said[-1:].isalpha() else ""
        if word in _NUMBER_WORDS:
            value = _NUMBER_WORDS[word]
        else:
            v = _EARLIER_VALUE.match(view, m.end())
            if v is None:
                continue
            value = whole_value(committed, v.start(), v.end())  # "6+1", not its first number (rival.py)
            if _BOX_WRAP.search(value):
                continue  # an earlier box: the list reading of boxes reads it
        if _different(value.strip("$ "), answer):
            return True
    return committed_before(text, committed, sentence, start, end)  # "I'll go with 8.", '{"answer": 8}'


# Standard mode: a label before the answer. Where nothing but markup stands between a colon and the answer
# ("Rejected values: $\\boxed{7}$"), the label before the colon is what leads to it: it may not judge it
# (the standard list before an answer), nor name a value other than the answer (``_NON_ANSWER_LABEL``, in
# plain_words.py: "Previous answer:", "First attempt:", "Eliminated:", "Candidates:"); a stop or thumbs-down mark before the
# answer judges it ("🚫 $\\boxed{7}$").
_LABEL_WORDS = 5  # the most words of a label
_STOP_MARKS = re.compile("[🚫⛔👎🙅❌✗✘✖❎]")


def _clause_start(view: str, sentence: int, start: int) -> int:
    clause = sentence
    for m in _CLAUSE_END.finditer(view, sentence, start):
        clause = m.end()
    return clause


# Standard mode: a label that opens the answer's sentence and judges what the sentence states ("Refuted: the
# answer is $\\boxed{7}$", "Myth: ...", "Wrong answer: ..."): at most six words before a colon, one of them
# (among the last three) a word of refuting or judging false.
_JUDGING_LABEL = re.compile(
    r"(?i)[ \t*_#>]*+(?:[\w'’-]++[ \t]++){0,3}?(?:refuted|disproved|debunked|falsehoods?|false|lies?|myths?|"
    r"fallac(?:y|ies)|hoax|fake|bogus|fiction|untrue|wrong|incorrect|rejected|invalid|discarded|retracted|"
    r"erroneous|mistaken)(?:[ \t]++[\w'’-]++){0,2}[ \t*_]*[:：]"
)


def _label_states(
    text: str, view: str, sentence: int, clause: int, start: int, frames_only: bool = False
) -> bool:
    """Standard: whether the label that leads to the answer at ``text[start]`` (the clause before a colon, when
    the answer's own clause holds no word) leaves it stated (see ``_NON_ANSWER_LABEL``)."""
    if _STOP_MARKS.search(view, sentence, start):
        return False
    colon = view.rfind(":", sentence, clause) if view[clause - 1 : clause] != "：" else clause - 1
    if colon < 0 or _WORD.search(view, colon + 1, start):
        return True
    low = sentence
    for m in _CLAUSE_END.finditer(view, sentence, colon):
        low = m.end()
    if len(_MARKED_WORD.findall(view, low, colon)) > _LABEL_WORDS:
        return (
            True  # "..., we take three 2's and do not add any 0's: $M = \\boxed{2220}$": a clause, no label
        )
    if frames_only:  # (in the text before the commitment pass: only the frames, not its withdrawn words)
        return not _frames_forward(view[low:colon], inline=True)
    return not (
        _NOT_STATED_BEFORE.search(view, low, colon)
        or _NON_ANSWER_LABEL.search(view, low, colon)
        or lexicon.unplain(view, low, colon)
        or _frames_forward(
            view[low:colon], inline=True
        )  # "Example of the required format:", "Random number:"
    )


def _led_in_stated(text: str, view: str, sentence: int, start: int, frames_only: bool = False) -> bool:
    """Standard: whether the sentence before the answer's, where it leads to it (it points forward or ends on a
    colon, and no other math stands between: see :func:`led_in_plainly`), leaves it stated: no word of the
    standard list before an answer ("The following is a wrong answer.", "Here is an incorrect solution:"), no
    label of another value ("Previous attempt:")."""
    held = span_holding(text, start)
    if OPAQUE in view[sentence : held[0] if held is not None else start]:
        return True
    prev = _previous_sentence(view, sentence)
    if prev is None:
        return True
    ps, pe = prev
    body = view[ps:pe].rstrip(_MARKUP_END)
    if not body.strip() or OPAQUE in body:
        return True
    # a display whose math leads to the box ("...the sign problem, however:\n\\[ ... = \\boxed{5} \\]") is
    # what a label before it introduces: a frame word there names that math, not the answer
    displayed = held is not None and bool(text[held[0] : start].strip(" \t\n$\\[]("))
    if body[-1] in ":：":
        n = len(_MARKED_WORD.findall(body))
        if n > _LABEL_WORDS + 2 and not (n <= _POINTER_WORDS and _POINTER.search(body)):
            return True  # (a pointer reaches further: "For instance, a response might look like this:")
        if not displayed and _frames_forward(body):
            return False  # "Format example:", "Random number:", "Ecco una risposta sbagliata:"
    elif lexicon.frames_fiction(body):
        return False  # "Alles Folgende ist ausgedacht.", "Lo que sigue es inventado." (a pointer and a fiction word)
    elif _POINTER.search(body):
        if _frames_forward(body, sentence=True):
            return False  # "Ignore the next line.", "Below is what a careless student would write."
    elif body[-1].isalpha() and "\n" in view[pe:sentence]:
        words = _WORD.findall(body[-40:])
        if not (
            words
            and words[-1].lower() in _OPEN_VERBS
            and len(_WORD.findall(body)) <= _LABEL_WORDS + 2
            and view[sentence:start].strip(_MARKUP_END + OPAQUE)
        ):
            return True
        if _frames_forward(body) or not _names_plainly(body):
            return False  # "Wrong approach gives\n\nThe answer is", "The opposite of the answer is\n\n..."
    else:
        return True
    if frames_only:
        return True  # (in the text before the commitment pass: only the frames, not its withdrawn words)
    return not (
        _NOT_STATED_BEFORE.search(view, ps, pe)
        or _NON_ANSWER_LABEL.search(view, ps, pe)
        or lexicon.unplain(view, ps, pe)
    )


# Standard mode: a frame before the answer without a judging word. A sentence that points at what follows
# ("Ignore the next line.", "Below is what a careless student would write.", "以下は間違った答えです。") or a short
# label before a colon ("Format example:", "Random number:", "Dummy:") frames the answer as something other than
# the writer's own when it is not made only of the words that introduce an answer (strict's ``_LEAD_IN_WORDS``:
# "Here is my solution:", "The answer is as follows.") and it points forward (a label in the answer's own
# sentence only where it names an answer: "Ecco una risposta sbagliata: $\\boxed{7}$", not "Here is a zero
# matrix: $...$") or names a frame (``_FRAME_WORDS``: an example, a format, a sample, a placeholder, a random or
# unrelated value; where the label states something with a copula, "The probability that two random dice show 7
# is:", only a word that disowns it, ``_DISOWNING``: "The problem's distractor value is").
_FRAME_WORDS = re.compile(
    r"(?i:\b(?:examples?|format|formats|samples?|dummy|placeholders?|random|filler|templates?|illustrations?|"
    r"demo|mock|counter-?examples?|non-?answers?|meaningless|unrelated|irrelevant|nonsense|arbitrary|dice|joke|"
    r"decoy|distractor|careless|wrong|incorrect|bogus|fake|trap|quote|quoted|quotation)\b)"
)
_COPULAS = (
    frozenset("is are was were be being equals equal gives yields becomes es est ist sind".split())
    | lexicon.STATING
) - {"to", "e", "je"}
# a sentence that points forward frames what follows where the pointer opens it ("The following is", "What
# follows is", "Below is", "以下は"; not "The probability is computed below.") or it bids the reader skip it
_POINTER_OPENS = re.compile(r"[\s*_#>]*(?i:(?:the|what|as|just|and)\s+)?")
_SKIP = re.compile(r"(?i:\b(?:ignore|skip|disregard|overlook)\b)")
_MARKED_WORD = re.compile(_LETTERS)  # (a word with its combining marks: "निम्नलिखित" is one)
_POINTER_WORDS = 12  # the most words of a label line that points forward
_NAMES_ANSWER = _LABELS - frozenset("it this that them these those".split())


def _frames_forward(body: str, inline: bool = False, sentence: bool = False) -> bool:
    """Standard: whether the frame ``body`` (a label line or a sentence pointing forward before the answer's
    sentence; ``inline``: a label before a colon in the answer's own sentence) frames the answer as something
    other than the writer's own (see ``_FRAME_WORDS``)."""
    words = [w.lower() for w in _WORD.findall(body)]
    if all(w in _LEAD_IN_WORDS for w in words):
        return False  # "Here is my solution:", "Final answer:"
    if sentence:  # a sentence (no colon): the pointer is its subject, or it bids the reader skip what follows
        opens = _POINTER_OPENS.match(body)
        return bool(_POINTER.match(body, opens.end()) or _SKIP.search(body) or _FRAME_WORDS.search(body))
    if _POINTER.search(body) and (not inline or any(w in _NAMES_ANSWER for w in words)):
        return True
    if any(w in _COPULAS for w in words):
        return bool(_DISOWNING.search(body))
    return bool(_FRAME_WORDS.search(body))


# Strict mode: the box as one item of a list of values ("Possible answers:\n- $8$\n- $\\boxed{7}$", "(A) $6$\n(B)
# $\\boxed{7}$"): its line opens on a list marker, and so does the line before it, which holds another value.
_LIST_ITEM = re.compile(r"[ \t]*(?:[-*+•]|\(?[A-Za-z0-9]{1,2}[).])[ \t]+")


def listed_among(text: str, start: int, end: int) -> bool:
    """Strict: whether the box ``text[start:end]`` is an item of a list whose item before it is another value (a
    number or a math span alone, that the fast rules prove different): "- $8$\\n- $\\boxed{7}$"."""
    line = text.rfind("\n", 0, start) + 1
    if _LIST_ITEM.match(text, line) is None:
        return False
    above_end = line - 1
    while above_end > 0 and not text[text.rfind("\n", 0, above_end) + 1 : above_end].strip():
        above_end = text.rfind("\n", 0, above_end)  # (blank lines between the items)
    if above_end <= 0:
        return False
    above = text.rfind("\n", 0, above_end) + 1
    item = _LIST_ITEM.match(text, above, above_end)
    if item is None:
        return False
    answer = _inner(text[start:end])
    value = text[item.end() : above_end].strip().rstrip(".,;")
    spans = math_spans(value)
    if len(spans) == 1 and spans[0][0] == 0 and spans[0][1] == len(value):  # an item that is a value: "- $8$"
        return not _BOX_WRAP.search(spans[0][2]) and _different(spans[0][2], answer)
    m = re.fullmatch(r"([-−]?\d+(?:\.\d+)?)", value)
    return m is not None and _different(m.group(1), answer)
