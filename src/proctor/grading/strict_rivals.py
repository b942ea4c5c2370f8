"""Strict: more shapes of another value stated before the final box (or ``####`` line), read by STRUCTURE.

:mod:`proctor.grading.prior_block` reads the paragraph right before a bare box: its last value must be the box's or
proven work. Some of its proofs of work were proofs of nothing, and each let a committed value through:

- a wrapper read as an operator or left on the value: emphasis ``**8**``, angle brackets ``<8>``, quotation marks
  of other scripts ``„8“``, ``‹8›``, ``「8」``, the danda ``8।`` (a sentence end), a leading point ``.7`` (read as
  ``7``): the paragraph is read again with the wrappers blanked (:func:`_normalized`, same length);
- a relation between an answer's NAME and the value (``Answer ≈ 8``): the name is no operand, the relation is read
  as the label's colon;
- a judging word after the value that does not PROVE a withdrawal (``8, no question.``, ``8. Sin error.``): only a
  clause that judges negatively or is a bare negation withdraws (:mod:`proctor.grading.withdrawal`'s judgement,
  stricter: a negator with a word that judges nothing, ``no question``, proves nothing);
- the words step, part, case in an idiom (``In any case, 8.``, ``Case closed: 8.``): only a LABEL of a step, part
  or case is work (:func:`proctor.grading.work_labels.labelled_work`), and not one that names itself final (``Step 5
  (final): 8.``);
- an arrow opening the line (``=> 8``): a mark that leads to the value, no operator; ``a dozen`` is 12;
- a number word of Chinese, Japanese or Korean glued to its copula (``きっと八だ。``, ``여덟이다.``), read as the
  digit it spells;
- where the box holds a choice letter, an option named by its number, ordinal or Roman numeral (``option 2``,
  ``2nd option``, ``the third option``, ``(ii)``) or an enclosed letter (``🅱``): read as its letter.

And, not in the paragraph's structure: a mixed number (``7 and a half``, ``7 einhalb``, ``7 y medio``) is another
value than its whole part (:func:`_mixed_other`), an option verdict (``A: no. B: yes.``, a table of verdicts, ``All
of A, C and D fail; B remains.``) marks its option (:func:`_verdict_other`); anywhere before the box, a code fence
that names its value the answer in a comment or a variable (``answer = 8  # final``, ``print(8)  # the answer``), an
element whose ``name`` attribute names the answer (``<input name="answer" value="8">``) and a brace that labels its
value the answer in math (``\\underbrace{8}_{\\text{answer}}``) are answers too (:func:`structured_rival`); an
inline tag or inline code right before the box must name the answer (``<b>Answer</b>``), never ``<small>decoy</small>``
(:func:`markup_label_before`, both modes); a box introduced as an example, a provisional answer or a recalled earlier
result is none (:func:`example_or_provisional`, both modes); one letter alone after a boxed letter is a unit or another
letter (:func:`lone_letter_after`, both modes, the ``mcq`` grader; :func:`unit_after_letter`, strict's closers); a
label line before a bare box that names the answer names it with naming words alone (:func:`qualified_label_line`).

Cost: the bare-box checks run only where prior_block read a bare box's paragraph and found no other value (a few
regex passes over at most 320 characters); the structural scans only where their trigger (a code fence, ``name=``,
``brace``, a ``<`` or a backtick right before the box) is present; the example and provisional readings only where
the box's sentence holds one of their stems (``in`` tests of a short tuple, no regex).
"""

from __future__ import annotations

import re
from fractions import Fraction

from proctor.grading.ascii_gate import Gate
from proctor.grading.labels import names_only
from proctor.grading.one_answer import _NAME, _other
from proctor.grading.plain_words import _REVISED, _STATING_WORDS
from proctor.grading.prior_block import _SENTENCE_END, _block, bare_hash_line, other_before_bare
from proctor.grading.proven_forms import spelled_value
from proctor.grading.rival import _STEM
from proctor.grading.unit_after import _AFTER, last_box_end
from proctor.grading.withdrawal import _CLAUSE, _NEGATORS, _sign
from proctor.grading.withdrawal import _WORD as _WORDS
from proctor.grading.work_labels import labelled_work

# -- the paragraph before a bare box, normalized (same length) ---------------------------------------------------

_EMPHASIS = re.compile(r"(\*\*|__|==)(?=[^\s*_=])([^\n*_=]{1,40}?)(?<=[^\s*_=])\1")
_ANGLE = re.compile(r"(?<![<>])<(?=[^\s<>=]*\d)([^\s<>=]{1,20})>(?![<>])")  # (not a "<<4*2=8>>" calculation)
_WRAPPERS = re.compile("[„“”‹›«»「」『』〈〉《》〝〞‚‘’]")
_DANDA = re.compile("[।॥]")
_LEADING_POINT = re.compile(r"(?<=\s)\.(?=\d)|^\.(?=\d)")
_LEAD_ARROW = re.compile(r"(?m)^[ \t>*_]*(?:=+>|-+>|⇒|⟹|⟶)(?=[ \t]*[$*_(]*[-−]?\d)")
_NAMED_RELATION = re.compile(r"[ \t]*[≈~≃≅][ \t]*(?=[$*_(]*[-−]?\d)")
_IDIOM_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:step|part|case|stage|round|phase)(?![^\W\d_])")
# after a label's word: its numeral, then a bracket or words that name it final, then its colon
_FINAL_LABEL = re.compile(
    r"(?i)[ \t]*(?:#|no\.?[ \t]*)?\w{1,4}[ \t]*[(\[—–-]?[ \t]*(final|last|answer)\b[^:\n]{0,12}:"
)
_DOZEN = re.compile(r"(?i)(?<![^\W\d_])(half[ \t]+a|a|one|two|three)[ \t]+dozen(?![^\W\d_])")
_DOZENS = {"half a": "6", "a": "12", "one": "12", "two": "24", "three": "36"}
_CJK_NUMBER = re.compile(
    r"(?<![〇零一二三四五六七八九十百千万])([〇零一二三四五六七八九十百千万]{1,4})"
    r"(?=だ|です|である|でした|이다|입니다|예요|이에요|[。．.!！]|\s*$)"
    r"|(?<![\uac00-\ud7af])(하나|둘|셋|넷|다섯|여섯|일곱|여덟|아홉|열)(?=이다|입니다|이에요|예요|다[.!。]|\s*[.!。]|\s*$)"
)
_DIGIT = re.compile(r"\d")
_ENCLOSED = {chr(0x1F170 + i): "ABCDEFGHIJ"[i] for i in range(10)}  # 🅰 ... 🅹
_ENCLOSED.update({chr(0x24B6 + i): "ABCDEFGHIJ"[i] for i in range(10)})  # Ⓐ ... Ⓙ
_ORDINALS = "first second third fourth fifth sixth seventh eighth ninth tenth".split()
_ROMAN = "i ii iii iv v vi vii viii ix x".split()
_OPTION_NOUN = r"(?:option|choice|alternative|answer choice)"
_OPTION_NUMBER = re.compile(
    r"(?i)(?<![^\W\d_])"
    + _OPTION_NOUN
    + r"[ \t]*(?:#|(?:no\.?|nr\.?|nº|n°|number)[ \t]*)?(10|[1-9])(?![\d.,]\d)(?![^\W\d_])"
    r"|(?<![\w])(10|[1-9])(?:st|nd|rd|th)[ \t]+" + _OPTION_NOUN + r"(?![^\W\d_])"
    r"|(?<![^\W\d_])(" + "|".join(_ORDINALS) + r")[ \t]+" + _OPTION_NOUN + r"(?![^\W\d_])"
    r"|(?<![\w(])\((" + "|".join(_ROMAN) + r")\)(?![\w)])"
)


def _blank(chars: list[str], a: int, b: int) -> None:
    for i in range(a, b):
        if chars[i] != "\n":
            chars[i] = " "


def _put(chars: list[str], a: int, b: int, s: str) -> None:
    """``s`` in place of ``chars[a:b]`` padded with spaces (``s`` no longer than the span)."""
    chars[a:b] = list(s.ljust(b - a))


def _strictly_judged(clause: str) -> int:
    """A clause's judgement, proven: -1 where it judges negatively (``wrong``, ``not right``) or is a bare negation
    (``No.``), +1 where it reaffirms (``No doubt``, ``Sin error``), 0 where it proves neither (``no question``)."""
    negators, product, judged, other = 0, 1, False, False
    for w in _WORDS.findall(clause.lower()):
        if w in _NEGATORS or w.endswith(("n't", "n’t")):
            negators += 1
        elif s := _sign(w):
            product *= s
            judged = True
        else:
            other = True
    if judged:
        return product * (-1) ** negators
    if negators and not other:
        return -1
    return 0


def _unproven_withdrawals(text: str, chars: list[str], begin: int, end: int) -> None:
    """Blank each clause of ``text[begin:end]`` without a digit that holds a judging or retracting word but proves no
    withdrawal (see :func:`_strictly_judged`), in sentences that ask nothing; a sentence with a clause that withdraws
    stays, and so does a clause that holds a value ("8 is not possible": the value judged, prior_block's work)."""
    if _REVISED.search(text, begin, end) is None:
        return
    s = begin
    bounds = []
    for m in _SENTENCE_END.finditer(text, begin, end):
        bounds.append((s, m.end()))
        s = m.end()
    if s < end:
        bounds.append((s, end))
    for a, b in bounds:
        sentence = text[a:b]
        if "?" in sentence or "？" in sentence or _REVISED.search(text, a, b) is None:
            continue
        clauses, at = [], a
        for m in _CLAUSE.finditer(text, a, b):
            clauses.append((at, m.start()))
            at = m.end()
        clauses.append((at, b))
        judged = [(ca, cb, _strictly_judged(text[ca:cb])) for ca, cb in clauses]
        if any(j < 0 for *_x, j in judged):
            continue  # a withdrawal proven: "8 — wrong.", "Wait, no."
        if text[a:b].lstrip().lower().startswith(
            ("actually", "wait", "hmm", "oops", "eigentlich", "en fait")
        ) and not any(j > 0 for *_x, j in judged):
            continue  # a retracting interjection alone ("Wait.", "Actually, the answer is 7."): a correction
        for ca, cb, j in judged:
            if j >= 0 and _REVISED.search(text, ca, cb) is not None and not _DIGIT.search(text, ca, cb):
                _blank(chars, ca, cb)


def _letter_forms(text: str, chars: list[str], begin: int, end: int) -> None:
    """An option named by number, ordinal or Roman numeral, or an enclosed letter, written as its letter."""
    for i in range(begin, end):
        if text[i] in _ENCLOSED:
            chars[i] = _ENCLOSED[text[i]]
    for m in _OPTION_NUMBER.finditer(text, begin, end):
        if m.group(1) or m.group(2):
            g = 1 if m.group(1) else 2
            n = int(m.group(g))
        elif m.group(3):
            g, n = 3, _ORDINALS.index(m.group(3).lower()) + 1
        else:
            g, n = 4, _ROMAN.index(m.group(4).lower()) + 1
        _put(chars, m.start(g), m.end(g), "ABCDEFGHIJ"[n - 1])


def _normalized(text: str, begin: int, end: int, answer: str) -> str:
    """``text`` with the paragraph ``text[begin:end]`` read as prior_block should (see the module's doc)."""
    chars = list(text)
    for m in _EMPHASIS.finditer(text, begin, end):
        _blank(chars, m.start(), m.start() + len(m.group(1)))
        _blank(chars, m.end() - len(m.group(1)), m.end())
    for m in _ANGLE.finditer(text, begin, end):
        chars[m.start()] = chars[m.end() - 1] = " "
    for m in _WRAPPERS.finditer(text, begin, end):
        chars[m.start()] = " "
    for m in _DANDA.finditer(text, begin, end):
        chars[m.start()] = "."
    for m in _LEADING_POINT.finditer(text, begin, end):
        if m.start() > begin and text[m.start() - 1] in " \t":
            chars[m.start() - 1] = "0"
    for m in _LEAD_ARROW.finditer(text, begin, end):
        _put(
            chars, m.start(), m.end(), ":"
        )  # "=> 8" opening its line: a mark that leads to the value, no operator
    for m in _NAMED_RELATION.finditer(text, begin, end):
        name = text[max(begin, m.start() - 24) : m.start()].split()
        if name and _STEM.fullmatch(name[-1].strip("*_:")):
            _put(chars, m.start(), m.end(), ": ")
    for m in _DOZEN.finditer(text, begin, end):
        _put(chars, m.start(), m.end(), _DOZENS[re.sub(r"\s+", " ", m.group(1).lower())])  # "a dozen" is 12
    for m in _CJK_NUMBER.finditer(text, begin, end):
        g = 1 if m.group(1) else 2
        n = spelled_value(m.group(g))
        if n is not None and len(str(n)) <= m.end(g) - m.start(g):
            _put(chars, m.start(g), m.end(g), str(n))
    for m in _IDIOM_WORD.finditer(text, begin, end):
        s = begin
        for e in _SENTENCE_END.finditer(text, begin, m.start()):
            s = e.end()
        stop = _SENTENCE_END.search(text, m.end(), end)
        if not labelled_work(text, s, stop.start() if stop else end):
            _blank(chars, m.start(), m.end())  # "In any case, 8.", "Case closed: 8.": an idiom, no label
        elif (label := _FINAL_LABEL.match(text, m.end(), end)) is not None:
            _blank(chars, m.start(), label.start(1))  # "Step 5 (final): 8.": the label of the final step
    _unproven_withdrawals(text, chars, begin, end)
    if re.fullmatch(r"\(?[A-J]\)?", answer.strip()):
        _letter_forms(text, chars, begin, end)
    return "".join(chars)


# -- a mixed number ("7 and a half") ----------------------------------------------------------------------------

_FRACTION_WORDS = {
    "half": Fraction(1, 2),
    "a half": Fraction(1, 2),
    "one half": Fraction(1, 2),
    "quarter": Fraction(1, 4),
    "a quarter": Fraction(1, 4),
    "one quarter": Fraction(1, 4),
    "three quarters": Fraction(3, 4),
    "a third": Fraction(1, 3),
    "one third": Fraction(1, 3),
    "two thirds": Fraction(2, 3),
    "medio": Fraction(1, 2),
    "media": Fraction(1, 2),
    "un medio": Fraction(1, 2),
    "demi": Fraction(1, 2),
    "demie": Fraction(1, 2),
    "un demi": Fraction(1, 2),
    "mezzo": Fraction(1, 2),
    "meio": Fraction(1, 2),
    "halb": Fraction(1, 2),
    "einhalb": Fraction(1, 2),
    "ein halb": Fraction(1, 2),
    "половина": Fraction(1, 2),
    "un quart": Fraction(1, 4),
    "trois quarts": Fraction(3, 4),
    "tres cuartos": Fraction(3, 4),
    "un cuarto": Fraction(1, 4),
    "dreiviertel": Fraction(3, 4),
    "ein viertel": Fraction(1, 4),
}
_MIXED = re.compile(
    r"(?i)(?<![\d.,/])(\d+)(?:[ \t]+(?:(?:and|und|y|et|e|и|en|i|ve|và|dan)[ \t]+)?"
    r"(?:(\d+)[ \t]*/[ \t]*(\d+)|("
    + "|".join(sorted((re.escape(k) for k in _FRACTION_WORDS), key=len, reverse=True))
    + r"))|[ \t]*([½¼¾⅓⅔]))(?![^\W\d_])"
)
_GLYPHS = {
    "½": Fraction(1, 2),
    "¼": Fraction(1, 4),
    "¾": Fraction(3, 4),
    "⅓": Fraction(1, 3),
    "⅔": Fraction(2, 3),
}


def _mixed_other(text: str, begin: int, end: int, answer: str) -> bool:
    """Whether the paragraph's last sentence ends on a mixed number (``7 and a half``, ``7 1/2``, ``7 einhalb``)
    that is another value than the box's."""
    s = begin
    body_end = len(text[begin:end].rstrip(" \t.!。।"))
    for e in _SENTENCE_END.finditer(text, begin, begin + body_end):
        s = e.end()
    m = None
    for found in _MIXED.finditer(text, s, end):
        m = found
    if m is None or text[m.end() : end].strip(" \t.!。।*_$") or re.search(r"\d", text[s : m.start()]):
        return False
    whole = Fraction(int(m.group(1)))
    if m.group(2):
        if int(m.group(3)) == 0:
            return False
        part = Fraction(int(m.group(2)), int(m.group(3)))
    elif m.group(4):
        part = _FRACTION_WORDS[re.sub(r"\s+", " ", m.group(4).lower())]
    else:
        part = _GLYPHS[m.group(5)]
    if part >= 1:
        return False
    value = whole + part
    return _other(f"{value.numerator}/{value.denominator}", answer) and _other(str(float(value)), answer)


# -- an option verdict ("A: no. B: yes.", "| B | true |", "A, C and D fail; B remains.") -----------------------

_OPTION = re.compile(r"(?<![A-Za-z0-9\\])\(?([A-J])\)?(?![A-Za-z0-9'’])")
_VERDICT_NEG = re.compile(
    r"(?i)(?<![^\W\d_])(?:no|false|wrong|incorrect|fails?|failed|out|eliminated|excluded|ruled out|invalid|nein|"
    r"falsch|non|faux|fausse|falso|falsa|нет|неверно|неверный|否|错|錯|誤|✗|✘|❌)(?![^\W\d_])|[✗✘❌×]"
)
_VERDICT_POS = re.compile(
    r"(?i)(?<![^\W\d_])(?:yes|true|right|correct|valid|remains?|works?|ja|richtig|oui|vrai|sí|si|"
    r"verdadero|correcto|correcta|да|верно|верный|是|对|對|正しい)(?![^\W\d_])|[✓✔✅☑]|←"
)


_NEGATOR = re.compile(
    r"(?i)(?<![^\W\d_])(?:not|never|nicht|kein\w*|pas|ne|не|нет|no\s+es|non\s+è|não)(?![^\W\d_])|n['’]t\b"
)
_VERDICT_SPLIT = re.compile(r"[.;!?。；\n](?=\s|$)|\n")


def _verdict_other(text: str, begin: int, end: int, answer: str) -> bool:
    """Where the box holds a letter: whether the paragraph gives options verdicts and the options judged right are
    not exactly the box's. Each option's verdict is read from its letter up to the next letter or the end of its
    sentence or line (``A: no. B: yes.``, ``A) false B) true``, ``| B | true |``, ``(B) 7 ← correct``, ``D fail; B
    remains``); a negation flips the verdict (``B is not right``, ``D is not wrong``), a segment judged both ways is unread."""
    box = answer.strip().strip("()")
    if not re.fullmatch(r"[A-J]", box) or not (
        _VERDICT_POS.search(text, begin, end) or _NEGATOR.search(text, begin, end)
    ):
        return False
    right = set()
    for piece in _VERDICT_SPLIT.split(text[begin:end]):
        marks = [
            m
            for m in _OPTION.finditer(piece)
            if not (m.group(1) in "AI" and m.group() == m.group(1) and re.match(r" [a-z]", piece[m.end() :]))
        ]
        for k, m in enumerate(marks):
            seg = piece[m.end() : marks[k + 1].start() if k + 1 < len(marks) else len(piece)]
            pos, neg = _VERDICT_POS.search(seg), _VERDICT_NEG.search(seg)
            if (pos or neg) and _NEGATOR.search(seg):
                pos, neg = neg, pos  # "B is not right", "D is not wrong"
            if pos and neg:
                continue
            if pos:
                right.add(m.group(1))
    return bool(right) and right != {box}


# -- the entry points ---------------------------------------------------------------------------------------------


def other_before_bare_more(shown: str, committed: str, start: int, answer: str) -> bool:
    """Strict: whether the bare box at ``shown[start:]`` (holding ``answer``) follows a paragraph that states another
    value in a shape prior_block reads as work (see the module's doc)."""
    if not answer:
        return False
    block = _block(committed, start)
    if block is None:
        return False
    begin, end = block
    normal = _normalized(committed, begin, end, answer)
    if normal != committed:
        plain = _normalized(shown, begin, end, answer) if shown != committed else normal
        if other_before_bare(plain, normal, start, answer):
            return True
    if _mixed_other(committed, begin, end, answer):
        return True
    written = (
        _block(shown, start) if shown is not committed else block
    )  # (verdicts as written: "D is not wrong")
    return written is not None and _verdict_other(shown, *written, answer)


def other_before_hashes_more(shown: str, answer: str) -> bool:
    """Strict, number grader: the same, before the final ``####`` line."""
    last = bare_hash_line(shown)
    return last is not None and other_before_bare_more(shown, shown, last, answer)


# -- structured answers anywhere before the box -----------------------------------------------------------------

_REACH = 4000
_FENCE = re.compile(r"(?m)^[ \t]*```[^\n]*\n(.*?)^[ \t]*```", re.S)
_ANSWER_WORD = re.compile(
    r"(?i)(?<![a-z])(?:answer|ans|final|result|solution|antwort|respuesta|réponse|ответ)"
)
_LITERAL = re.compile(r"(?<![\w.])[-−]?\d+(?:\.\d+)?(?![\w.])")
_COMMENT = re.compile(r"\s(?:#|//|/\*|--|%)(?=\s|<|$)")
_ASSIGNED = re.compile(
    r"^[ \t]*(?:(?:const|let|var|val|int|long|double|float|auto|final)[ \t]+)*(?P<name>[A-Za-z_]\w*)[ \t]*(?::[^=\n]+)?"
    r"=(?!=)[ \t]*(?P<v>[-−]?\d+(?:\.\d+)?)[ \t]*+;?[ \t]*+$"
)
# (The tails are possessive: what they give back no later part can take, and backtracking through them for each
# length of the lazy value took seconds on a line of spaces.)
_SHOWN = re.compile(
    r"^[ \t]*(?:print|return|console\.log|printf|echo|puts|cout[ \t]*<<)[ \t(]*(?P<v>[^()\n;]{1,40}?)[ \t)]*+;?[ \t]*+$"
)
_NAME_ATTR = re.compile(
    r"(?i)<[A-Za-z][\w:-]*\s(?=[^<>\n]{0,160}\bname\s*=\s*[\"'](?:" + _NAME + r")[\"'])"
    r"(?=[^<>\n]{0,160}\b(?:value|content|data-value)\s*=\s*[\"'](?P<v>[^\"'<>\n]{1,40})[\"'])[^<>\n]{0,320}>"
)
_BRACED = re.compile(
    r"\\(?:underbrace|overbrace)\s*\{(?P<v>[^{}\n]{1,40})\}\s*[_^]\s*\{\s*\\(?:text|mathrm|textbf)\s*\{(?P<l>[^{}\n]{1,40})\}\s*\}"
    r"|\\(?:underset|overset)\s*\{\s*\\(?:text|mathrm|textbf)\s*\{(?P<l2>[^{}\n]{1,40})\}\s*\}\s*\{(?P<v2>[^{}\n]{1,40})\}"
)


def _fence_values(code: str):
    """The values a fenced block of code names the answer: a line whose comment or variable holds an answer word
    and that assigns, prints or returns one literal (or a variable the block assigned one)."""
    assigned = {}
    for line in code.split("\n"):
        c = _COMMENT.search(line)
        body, comment = (line[: c.start()], line[c.end() :]) if c else (line, "")
        a = _ASSIGNED.match(body)
        if a:
            assigned[a.group("name")] = a.group("v")
        if not _ANSWER_WORD.search(line):
            continue
        if a and (_ANSWER_WORD.search(a.group("name")) or _ANSWER_WORD.search(comment)):
            yield a.group("v")
            continue
        s = _SHOWN.match(body)
        if s and _ANSWER_WORD.search(comment):
            v = s.group("v").strip()
            if _LITERAL.fullmatch(v):
                yield v
            elif v in assigned:
                yield assigned[v]


def structured_rival(text: str, start: int, answer: str) -> bool:
    """Strict: whether before the box at ``text[start:]`` a code fence, an element named by the answer or a labelled
    brace in math states another value than ``answer`` as the answer (see the module's doc)."""
    if not answer:
        return False
    lo = max(0, start - _REACH)
    if "```" in text[lo:start]:
        for m in _FENCE.finditer(text, lo, start):
            if any(_other(v, answer) for v in _fence_values(m.group(1))):
                return True
    if "name" in text[lo:start]:
        for m in _NAME_ATTR.finditer(text, lo, start):
            if _other(m.group("v").strip(), answer):
                return True
    if "brace" in text[lo:start] or "set{" in text[lo:start]:
        for m in _BRACED.finditer(text, lo, start):
            label, value = (m.group("l"), m.group("v")) if m.group("l") else (m.group("l2"), m.group("v2"))
            if _STEM.search(label) and _other(value.strip(), answer):
                return True
    return False


def structured_before(raw: str, answer: str, marker: str) -> bool:
    """Strict: :func:`structured_rival` before the last ``marker`` (``\\boxed`` or ``####``) of the response as
    written (``raw``: its code fences not blanked)."""
    if "```" not in raw and "name" not in raw and "brace" not in raw and "set{" not in raw:
        return False
    at = raw.rstrip().rfind(marker)
    return at >= 0 and structured_rival(raw, at, answer)


# -- a label in markup right before the box ---------------------------------------------------------------------

_INLINE_BEFORE = re.compile(
    r"(?:<(?P<tag>[A-Za-z][\w-]*)[^<>\n]{0,80}>(?P<inner>[^<>\n]{1,60})</(?P=tag)\s*>|`(?P<code>[^`\n]{1,60})`)[ \t]*$"
)


def markup_label_before(text: str, start: int) -> bool:
    """Both modes: whether an inline tag or inline code right before the box (``<small>decoy</small> $\\boxed{7}$``,
    ```decoy` $\\boxed{7}$``) labels it with words that do not all name the answer (``<b>Answer</b>``,
    ``<b>Final answer:</b>`` do): an emphasised tag must name the answer, as ``labels``' ``**[draft]**`` must."""
    s = start
    while s > 0 and text[s - 1] in " \t$":
        s -= 1
    if s == 0 or text[s - 1] not in ">`":
        return False
    m = _INLINE_BEFORE.search(text, max(0, s - 240), s)
    if m is None or m.end() != s:
        return False
    inner = (m.group("inner") or m.group("code") or "").strip(" \t*_:：")
    if not re.search(r"[^\W\d_]", inner) or re.search(r"\d|[=+*/^]", inner):
        return False  # math or code, not a label
    return not names_only(inner)


def unit_after_letter(answer: str, unit: str | None) -> bool:
    """Strict: whether a unit read after the box follows a box that holds a choice letter (``$\\boxed{C}$ L``,
    ``$\\boxed{C}$ km``): a letter has no unit; the text makes the box a quantity named C."""
    return bool(unit and unit.strip()) and re.fullmatch(r"\(?[A-J]\)?", answer.strip()) is not None


# -- a box introduced as an example, a provisional answer or a recalled earlier result --------------------------

_EXAMPLE_ABBREV = re.compile(
    r"(?i)(?<![^\W\d_])(?:e\.\s?g|z\.\s?b|p\.\s?ej|p\.\s?ex|par\s+ex|bspw|bijv|ad\s+es|np|ör|напр)\.?[\s,:;]*$"
    r"|(?:比如|例えば|예를\s?들어)[\s,，、:：]*$"
)
_EXAMPLE_SCOPE = re.compile(
    r"(?i)(?:(?<![^\W\d_])(?<!as\s)(?<!wie\s)(?<!como\s)(?<!comme\s)(?<!как\s)"
    r"(?:in|from|im|in\s+dem|beim|en|dans|nel|nello|no|na|w|в|на)\s+(?:l['’]|(?:the|dem|el|"
    r"le|il|lo|o|a|un|une|an?|ein|einem|our|my)\s+)?|(?<![^\W\d_])(?:nell|dell)['’])(?:[^\W\d_]+\s+){0,2}?(?:examples?|beispiel\w*|ejemplo|exemple|esempio|exemplo|"
    r"voorbeeld|przykład\w*|пример\w*)(?![^\W\d_])(?P<after>[^.!?\n]{0,40})$"
    r"|(?:上面|上述|前面|之前|示例|这个例子以外)的?(?:例子|例题|示例)中?|(?:例子|示例)中"
)
_THIS = re.compile(
    r"(?i)(?<![^\W\d_])(?:this|diesem|diesen|este|esta|ce|cet|cette|questo|questa|deze|dit|tym|этом|этого|"
    r"este|neste|nesta)\s+(?:[^\W\d_]+\s+)?(?:examples?|beispiel|ejemplo|exemple|esempio|exemplo|voorbeeld|"
    r"przykładzie|примере)"
)
_PROVISIONAL = re.compile(
    r"(?i)(?<![^\W\d_])(?:(?:as\s+a|on\s+a|at\s+a|in\s+a)\s+)?(?:first|initial|rough|preliminary)\s+"
    r"(?:pass|approximation|reading|glance|attempt|try|guess|estimate|cut|draft)(?![^\W\d_])"
    r"|(?<![^\W\d_])(?:until\s+proven\s+otherwise|for\s+now|for\s+the\s+time\s+being|tentatively|provisionally|"
    r"vorläufig|vorerst|por\s+ahora|por\s+el\s+momento|provisionalmente|pour\s+l['’]instant|provisoirement|"
    r"per\s+ora|provvisoriamente|voorlopig|пока\s+что|предварительно)(?![^\W\d_])|暂定|暫定|暂时|暫時|とりあえず|일단"
)
_RECALLED = re.compile(
    r"(?i)^[\s*_>]*(?:recall\s+that|remember\s+that|earlier\s*,?\s*(?:we|I)|previously\s*,?\s*(?:we|I)|"
    r"before\s*,\s*(?:we|I)|as\s+(?:we|I)\s+(?:found|saw|showed|computed)\s+(?:earlier|before|above)|"
    r"erinnern\s+wir\s+uns|recordemos\s+que|rappelons\s+que|ricordiamo\s+che|вспомним|напомним)(?![^\W\d_])"
)
# a word one of the readings below needs (a prefilter: most answers' sentences hold none; ``in`` tests, no regex)
_TRIGGERS = (
    "exam",
    "beisp",
    "ejempl",
    "exempl",
    "esempi",
    "voorbeeld",
    "przyk",
    "пример",
    "例",
    "first",
    "initial",
    "rough",
    "prelim",
    "until",
    "for now",
    "time being",
    "tentativ",
    "provis",
    "vorl",
    "vorerst",
    "ahora",
    "momento",
    "instant",
    "per ora",
    "voorlopig",
    "пока",
    "предвар",
    "暂",
    "暫",
    "とりあえず",
    "일단",
    "recall",
    "remember",
    "earlier",
    "previous",
    "before",
    "as we",
    "as i ",
    "erinnern",
    "recordemos",
    "rappelons",
    "ricordiamo",
    "вспомн",
    "напомн",
    "上面",
    "上述",
    "前面",
    "之前",
    "示例",
)
# the ASCII triggers by their first four letters (a word that starts so), and three short words
_ASCII_STEMS = frozenset(
    "exam beis ejem exem esem voor firs init roug prel unti tent prov vore ahor mome inst reca reme earl prev befo "
    "erin reco rapp rico".split()
)
_ASCII_WORDS = frozenset(("now", "being", "ora"))
_PUNCT = ",.;:!?()[]\"'*_`"
# after a recalled result: a clause break, or a conclusion that states the answer itself ("As we found earlier, the
# answer is", "Previously we showed $x = 3$, so the answer is")
_CLAUSE_BREAK = re.compile(r"[,;:]|(?i:(?<![^\W\d_])(?:so|thus|therefore|hence|then)(?![^\W\d_]))")
# after a provisional word or an example's scope: another clause, a contrast or a conclusion revises or ends it
_REVISING = re.compile(
    r"[;]|(?i:(?<![^\W\d_])(?:but|however|yet|actually|so|thus|therefore|hence|aber|doch|pero|sin\s+embargo|mais|"
    r"ma|però|maar|ale|но|однако)(?![^\W\d_]))|但|不过|しかし|하지만"
)
_ABBREVIATED = re.compile(r"(?i)(?:e\.\s?g|z\.\s?b|p\.\s?ej|p\.\s?ex|par\s+ex|i\.\s?e)\.?$")
_SENTENCE_START = re.compile(r"(?:[.!?。！？](?=\s+[^\W\d_a-z])|\n)")


# (their words tested as substrings first: proctor.grading.ascii_gate)
_RECALLED_GATED, _PROVISIONAL_GATED, _EXAMPLE_SCOPE_GATED = (
    Gate(_RECALLED),
    Gate(_PROVISIONAL),
    Gate(_EXAMPLE_SCOPE),
)


def example_or_provisional(text: str, start: int) -> bool:
    """Both modes: whether the box at ``text[start:]`` is introduced as an example (``E.g. $\\boxed{7}$``, ``Z. B.``,
    ``In the example above, the answer is``, ``En el ejemplo anterior``), a provisional answer (``As a first pass,``,
    ``The answer, until proven otherwise, is``, ``Die Antwort (vorläufig) ist``) or a recalled earlier result
    (``Recall that in part (a) we found``, ``Earlier we had``): not the final answer of this problem. ``this
    example`` names the problem and is read."""
    line = text.rfind("\n", 0, start) + 1
    lead = text[max(line, start - 200) : start].rstrip(" \t$\\[(")
    if not lead:
        return False
    tail = lead[-40:].rstrip(" \t,:;，、：")
    if tail.endswith((".", "比如", "例えば", "들어")) and _EXAMPLE_ABBREV.search(tail):
        return True  # "E.g. $\\boxed{7}$", "Z. B. $\\boxed{7}$"
    low = lead.lower()
    if low.isascii():  # (the common case: one split, a set lookup per word)
        words = [w.strip(_PUNCT) for w in low.split()]
        if not any(w[:4] in _ASCII_STEMS or w in _ASCII_WORDS for w in words):
            return False
    elif not any(w in low for w in _TRIGGERS):
        return False  # (none of the words below)
    s = 0
    for m in _SENTENCE_START.finditer(lead):
        if _ABBREVIATED.search(lead[max(0, m.end() - 8) : m.end()]) is None:
            s = m.end()  # (not the dot of "e.g.", "z. B.", "i.e.")
    sentence = lead[s:]
    if (m := _RECALLED_GATED.match(sentence)) is not None and not (
        _CLAUSE_BREAK.search(sentence, m.end()) or _STEM.search(sentence, m.end())
    ):
        return True  # "Earlier we had $\\boxed{7}$"; not "As we found earlier, the answer is", "..., so"
    if (m := _PROVISIONAL_GATED.search(sentence)) is not None and not _REVISING.search(sentence, m.end()):
        return True  # "As a first pass, the answer is"; not "At first glance ..., but it is actually"
    m = _EXAMPLE_SCOPE_GATED.search(sentence)
    return m is not None and not _THIS.search(sentence) and not _REVISING.search(sentence, m.end())


def lone_letter_after(text: str, boxed: str) -> bool:
    """Both modes, a boxed choice letter: whether the box's clause goes on with one letter alone (``$\\boxed{C}$ L``,
    ``S``, ``T``, ``d``: a unit symbol, or another letter), which :func:`proctor.grading.unit_after.letter_measured`
    leaves to the unit tables (one letter is no unit of theirs)."""
    end = last_box_end(text, boxed)
    if end is None:
        return False
    t = _AFTER.match(text, end)
    return t is not None and re.fullmatch(r"[A-Za-z]", t.group(1).replace("$", "").strip()) is not None


_LABEL_WORD = re.compile(r"[^\W\d_]+")
_POSTNOMINAL = re.compile(
    r"(?i)[ \t]+(?:in|en|im|for|para|pour|per|für|of|de|del|du|di|в|для|na|w|as|als|como|comme)\b"
)


def qualified_label_line(text: str, start: int) -> bool:
    """Strict: whether a bare box (its line holds only the box, quotation marks of markdown and math delimiters) comes
    right after a label line that names the answer with words that do not all name it (``Mauvaise réponse :``,
    ``Неверный ответ:``, ``Non è la risposta:``, ``> Geen antwoord:``): strict's label rule read only the label's
    last word. A label line with no answer's name is left to the label rules (``Hence:``, ``Putting it together:``)."""
    line = text.rfind("\n", 0, start) + 1
    if line == 0 or text[line:start].strip(" \t>$*_\\[("):
        return False
    j = line - 1
    while True:
        k = text.rfind("\n", 0, j)
        prev = text[k + 1 : j]
        if prev.strip(" \t>"):
            break
        if k < 0 or j - k > 400:
            return False
        j = k
    label = prev.strip(" \t>*_#")
    if not label.endswith((":", "：")):
        return False
    label = label[:-1].strip(" \t*_")
    if not label or len(label) > 60 or re.search(r"[\d$\\=]", label) or not _STEM.search(label):
        return False
    words = _LABEL_WORD.findall(label)
    if not words or (words[-1].lower() in _STATING_WORDS and not _STEM.fullmatch(words[-1])):
        return False  # "Thus, the area of the triangle is:": a statement that leads to the box, no label
    noun = None
    for found in _STEM.finditer(label):
        noun = found
    after = _POSTNOMINAL.match(label, noun.end()) if noun is not None else None
    if after is not None:
        label = label[: noun.end()]  # "Solution in interval notation:": a phrase after the noun says its form
    return not names_only(label) and not all(names_only(w) or w.lower() in _STATING_WORDS for w in words)
