"""Strict: a bare final box read only where no value COMMITTED before it, in ANY notation, may differ from it.

:mod:`proctor.grading.last_value` reads the last standalone NUMBER before the box and :mod:`proctor.grading.prior_block`
the last run of the paragraph right before a bare box; both leave a value in another notation as work (``Therefore
16/2.``, ``So it must be ½.``, ``Therefore $\\color{red}{8}$.``, ``Hence *8*.``, ``Итак, ⑧.``, ``I'm sure it's 8%.``,
``Donc 2^3.``, ``=> 8``), and last_value stops at the last number of its 400 characters, so a later number of work
(``Step 3: done.``, ``Note that $x = 3$ here.``) or long prose hides a commitment before it.

This rule reads, for a box that stands ALONE on its line (strict's bare box), every COMMITMENT in the text before
it (at most :data:`_LOOKBACK` characters, whole sentences): a sentence short enough to be one statement (at most
three words before its cue, three between the cue and the value, three after the value's head) with a cue of
commitment (last_value's tables, a conclusion connective of ~25 languages, an arrow ``=>``) that ends on a
VALUE-LIKE span: the first token after the cue's filler words that holds a digit or any numeric character (``½``,
``⑧``, ``₈``, ``Ⅷ``), a math span (``$...$``, ``\\(...\\)``), a number word of the grader's tables or a Roman
numeral, with whatever wraps it (emphasis, brackets, quotes, tags, invisible characters) and whatever follows it to
the sentence's end. That span must be PROVED the box's value by the grader's equivalence (strict, after the
wrapping, markup commands, check marks, copulas, counters and units are taken off: ``Therefore 14/2.``,
``Therefore $\\tfrac{14}{2}$.``, ``Therefore *7*.``, ``Therefore ⑦.``, ``따라서 7입니다.``, ``Therefore 7 km/h.``);
anything not proved equal (``16/2``, ``7 and a half``, ``7½``, ``2^3``, ``VIII``, ``$8^{}$``, ``8\u200b``) refuses:
the reader cannot tell which of two stated values is the answer.

Not a commitment (work, read as before): a sentence whose value is an equation or a relation (``Therefore $x =
5$.``), a named quantity (``Hence the radius is 3.``: an article and a noun before a copula, or a variable), a
labelled step (``Step 3``), a negated, supposed, struck-out or later withdrawn value, a question, a longer
sentence. A box with a lead of its own in its sentence is read by the other rules; a choice-letter box too.

Cost: nothing unless the box's line is bare; then one pass over the sentence ends of the window and a cue search
in each short sentence (each character read a bounded number of times).
"""

from __future__ import annotations

import re
import unicodedata

from proctor.grading.compare import fast_equivalent
from proctor.grading.last_value import _CUES
from proctor.grading.named_quantity import _ANSWER_NAMES, _BEFORE_VALUE, _noun
from proctor.grading.one_answer import _SUPPOSED
from proctor.grading.plain_closers import closer_at
from proctor.grading.plain_words import struck_out
from proctor.grading.prior_block import _BARE_LEAD
from proctor.grading.proven_forms import plain_count_noun, spelled_value
from proctor.grading.rival import _NEGATION
from proctor.grading.unit_words import unit_word
from proctor.grading.withdrawal import revised
from proctor.grading.work_labels import labelled_work

_LOOKBACK = 1600  # (how far before the box's line commitments are read: whole sentences)
_MAX_SENTENCE = 160  # (a longer sentence is no bare commitment)
_WITHDRAWN_WITHIN = 300  # (a withdrawal of the value is read this far after it; a later one is the box's work)
_MAX_WORDS = 3  # (words before the cue, between the cue and the value, after the value's head)
# a sentence's end: a stop not before a digit (a decimal), a line break
_END = re.compile(r"[.!?。！？;；।](?!\d)|\n")
# conclusion connectives last_value's tables lack (whole words; CJK and arrows as written)
_CONCLUDE = re.compile(
    r"(?i)(?<![^\W\d_])(?:so|consequently|accordingly|ergo|evidently|obviously|surely|undoubtedly"
    r"|daher|deshalb|darum|folglich|somit|demnach|por lo tanto|por tanto|por consiguiente|así que|por ende"
    r"|alors|ainsi|par conséquent|d['’]où|dunque|pertanto|perciò|allora|logo|assim|então|por isso"
    r"|следовательно|значит|поэтому|таким образом|отже|тому|dolayısıyla|bu yüzden|bu nedenle|o halde"
    r"|zatem|stąd|dlatego|daarom|derhalve|vì vậy|do đó|maka|oleh karena itu|dengan demikian|därför|alltså"
    r"|derfor|altså|tehát|proto|tedy|επομένως|άρα|لذلك|إذن|इसलिए|अतः)(?![^\W\d_])"
    r"|因此|因而|于是|從而|从而|由此|可见|可見|したがって|従って|よって|ゆえに|だから|つまり|따라서|그러므로|그래서"
    r"|(?<!\S)(?:=+>|-+>|⟹|⇒|→|⟶|↦)(?=\s)"
)
# the tokens of a sentence's body: a math span whole, a CJK numeral run, one CJK character, a run of other
# non-space characters (each character read once: the spans are bounded by the sentence)
_CJK = "\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff01-\uff0f\uff1a-\uff20"
_TOKEN = re.compile(
    r"\$\$[^$]*\$\$|\$[^$]*\$|\\\((?:[^\\]|\\(?!\)))*\\\)|\\\[(?:[^\\]|\\(?!\]))*\\\]"
    r"|[〇零一二两兩三四五六七八九十百千万萬]+"
    f"|[{_CJK}]|[^\\s{_CJK}]+"
)
_WORDLIKE = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?[,:：、，]?")
_SEPARATORS = " \t,:：、，—–-"
_ROMAN = re.compile(r"[IVXLCDM]{2,}|[VXLCDM]")
_RELATION = re.compile(r"(?<![=<>!-])=(?![=>])|[<>≤≥≈≠]|\\(?:[lg]eq?|neq|approx|sim|lt|gt)(?![A-Za-z])")
_VARIABLE = re.compile(r"\$?\s*[A-Za-z](?:_\{?\w{1,3}\}?)?'*\s*\$?")
_VARIABLE_WORD = re.compile(r"(?<![^\W\d_]|[\\'’])[A-Za-z](?![^\W\d_]|['’])")  # ("x is", "$n$ equals")
_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u200e\u200f\u2060\ufeff\u00ad\ufe0e\ufe0f\u20e3"))
_TAG = re.compile(r"</?[A-Za-z][^<>\n]{0,40}>")
_WRAPS = (
    ("$$", "$$"),
    ("$", "$"),
    ("\\(", "\\)"),
    ("\\[", "\\]"),
    ("**", "**"),
    ("__", "__"),
    ("==", "=="),
    ("*", "*"),
    ("_", "_"),
    ("`", "`"),
    ("(", ")"),
    ("[", "]"),
    ("«", "»"),
    ("“", "”"),
    ("„", "“"),
    ('"', '"'),
    ("'", "'"),
    ("「", "」"),
    ("『", "』"),
    ("‹", "›"),
    ("<", ">"),
)
_CLOSERS = " \t.,;:!。，；：！…✓✔✅☑∎□■—–-"
_MARKUP = re.compile(
    r"\\(?:textcolor|color)\s*\{[^{}]*\}|\\(?:underline|overline|mathbf|boldsymbol|bm|textbf|mathrm|text|mathit"
    r"|textit|emph|mathsf|textsf|displaystyle|textstyle|left|right|checkmark|quad|qquad|,|;|!|:)(?![A-Za-z])"
    r"|[\^_]\{\s*\}"
)
_DECIMAL_COMMA = re.compile(r"[-−]?\d+,\d{1,2}")
_HEAD_SUFFIX = re.compile(r"(\S*\d)(\S+)")


def committed_form_before(text: str, committed: str, start: int, answer: str) -> bool:
    """Strict: whether the box at ``text[start:]`` (holding ``answer``) stands alone on its line after a sentence
    that commits to a value-like span not proved the box's value (see the module's doc). Values and cues are read
    in ``committed`` (what the writer withdrew blanked), supposition and strikes in ``text``."""
    answer = answer.strip()
    if not answer or re.fullmatch(r"\(?[A-J]\)?", answer):
        return False  # (a choice letter: the letter rules read it)
    line = committed.rfind("\n", 0, start) + 1
    if line == 0 or _BARE_LEAD.fullmatch(committed, line, start) is None:
        return False
    lo = max(0, line - _LOOKBACK)
    if lo:
        lo = committed.find("\n", lo, line) + 1 or line  # (whole lines)
    begin = lo
    for end in _END.finditer(committed, lo, line):
        if _other_commitment(text, committed, begin, end.start(), end.group(), line, answer):
            return True
        begin = end.end()
    return False


def _other_commitment(text: str, view: str, begin: int, end: int, mark: str, stop: int, answer: str) -> bool:
    """Whether the sentence ``view[begin:end]`` (ended by ``mark``) commits to a value not proved ``answer``."""
    while begin < end and (view[begin] in " \t>#" or view[begin] in "*-+•" and view[begin + 1 : begin + 2] in " \t"):
        begin += 1  # (a quote mark, a heading, a list bullet; not an arrow "-> 8")
    if end - begin > _MAX_SENTENCE or end - begin < 2 or mark in "?？":
        return False
    cue = _CUES.search(view, begin, end) or _CONCLUDE.search(view, begin, end)
    if cue is None or len(_WORDLIKE.findall(view, begin, cue.start())) > _MAX_WORDS:
        return False
    if re.search(r"\d", view[begin : cue.start()]):
        return False  # (a value before the cue: the cue is that value's, or the sentence is work)
    at, words = cue.end(), 0
    for tok in _TOKEN.finditer(view, cue.end(), end):
        if _value_like(tok.group()):
            at = tok.start()
            break
        if not _WORDLIKE.fullmatch(tok.group()) and tok.group().strip(_SEPARATORS):
            return False  # (a mark, a code span, a symbol: no plain lead to a value)
        words += 1
        if words > _MAX_WORDS:
            return False
    else:
        return False
    span = view[at:end]
    if _RELATION.search(span) or "\\boxed" in span or "\\fbox" in span:
        return False  # "Therefore $x = 5$.": an equation or a relation (work, or read by the other rules)
    lead = view[begin:at]
    if _named(lead) or _NEGATION.search(lead) or labelled_work(view, begin, at):
        return False  # "Hence the radius is 3.", "Therefore not 8.", "Step 3: therefore 8."
    if _VARIABLE_WORD.search(lead.replace("I'm", "").replace("I ", "")):
        return False  # "Therefore x is 5.": a variable's value
    if struck_out(text, at) or _SUPPOSED.search(text, max(0, at - 40), at):
        return False  # "~~Therefore 8.~~", "Suppose it must be 8; then ..."
    if revised(text, end, min(stop, end + _WITHDRAWN_WITHIN)):
        return False  # "Therefore 8. Wait, that's wrong." (withdrawn after it)
    return not _proved(span, answer)


def _named(lead: str) -> bool:
    """Whether the words before the value name a quantity other than the answer ("the radius is", "半径是")."""
    m = _BEFORE_VALUE.search(lead.rstrip(" \t$*_("))
    noun = None if m is None else _noun(m)
    return noun is not None and not any(w in _ANSWER_NAMES for w in noun.split())


def _value_like(tok: str) -> bool:
    """Whether a token holds a value: a digit or numeric character, a math span holding one, a number word of
    the tables, a Roman numeral."""
    if any(unicodedata.category(c)[0] == "N" for c in tok):
        return True
    bare = tok.strip("$*_=`()[]«»“”„\"'「」『』‹›<>.,;:!。，；：！…")
    if tok.startswith(("$", "\\(", "\\[")):
        return bool(bare) and not _VARIABLE.fullmatch(tok.strip("$\\()[]"))
    return bool(bare) and (
        (bare.lower() not in ("one", "uno", "une", "un", "ein", "eins") and spelled_value(bare) is not None)
        or _ROMAN.fullmatch(bare) is not None
    )


def _unwrap(s: str) -> str:
    """``s`` without what wraps it: emphasis, brackets, quotes, math delimiters, tags, closing marks."""
    s = _TAG.sub("", s.translate(_INVISIBLE))
    for _ in range(8):
        before = s
        s = s.strip(_CLOSERS)
        if s.endswith("\\checkmark"):
            s = s[: -len("\\checkmark")]
        for left, right in _WRAPS:
            if len(s) > len(left) + len(right) and s.startswith(left) and s.endswith(right):
                s = s[len(left) : -len(right)]
                break
        if s == before:
            break
    return s


def _canonical(s: str) -> str:
    """A value-like span as the grader's equivalence reads it: unwrapped, markup commands off, numeric characters
    of other forms as digits, a number word as its value."""
    s = _unwrap(s)
    if "\\" in s or "^" in s or "_" in s:
        s = _unwrap(_MARKUP.sub("", s))
    out = []
    for c in s:
        if not c.isascii() and unicodedata.category(c) == "Nd" or c in "⓪①②③④⑤⑥⑦⑧⑨⁰¹²³⁴⁵⁶⁷⁸⁹₀₁₂₃₄₅₆₇₈₉":
            out.append(str(unicodedata.digit(c)))
        else:
            out.append(c)
    s = "".join(out).strip()
    n = spelled_value(s) if s and not any(ch.isdigit() for ch in s) else None
    return str(n) if n is not None else s


def _equal(value: str, answer: str) -> bool:
    """Whether the grader's strict fast equivalence proves ``value`` the box's ``answer`` (a decimal comma ``7,5``
    read as ``7.5`` too). What only sympy could decide is not proved: sympy runs in the grader's worker pool, never
    on the reading path."""
    if not value or len(value) > 80:
        return False
    verdict = fast_equivalent(value, answer, strict=True)
    if verdict is not True and _DECIMAL_COMMA.fullmatch(value):
        return _equal(value.replace(",", "."), answer)
    return verdict is True


def _proved(span: str, answer: str) -> bool:
    """Whether the value-like ``span`` (to its sentence's end) is proved the box's ``answer``: whole, or its head
    with only closers (a copula, a counter, a unit, a check mark), a unit word or a plain count noun after it."""
    whole = _canonical(span)
    if _equal(whole, answer):
        return True
    tok = _TOKEN.match(span)
    if tok is None:
        return False
    head, rest = tok.group(), span[tok.end() :]
    glued = _HEAD_SUFFIX.fullmatch(head) if not head.startswith(("$", "\\")) else None
    if glued is not None and closer_at(head, glued.end(1)) == len(head):
        head = glued.group(1)  # "7입니다", "7'dir", "7m²"
    i = 0
    while i < len(rest):
        if rest[i] in _CLOSERS or rest[i] in "\u200b\u00ad\ufe0f":
            i += 1
            continue
        j = closer_at(rest, i)
        if j == i:
            break
        i = j
    tail = rest[i:].strip(_CLOSERS + "$*_")
    value = _canonical(head)
    if not tail:
        return _equal(value, answer)
    if re.fullmatch(r"[^\W\d_]+", tail) and (unit_word(tail, plurals=True) or plain_count_noun(tail)):
        return _equal(value, answer)  # "Therefore 7 apples."
    return False
