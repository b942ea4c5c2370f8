"""A check after the answer that confirms it: "The answer is $\\boxed{7}$.\\n\\nWait, let me double-check:
$3+4=7$. Yes." Standard mode refuses an answer that a later sentence opening on a judging or retracting
word follows ("Wait, no.", "Hmm, that can't be it."); an interjection that only announces a check is no
judgement when the check confirms the answer. :func:`confirming_check` tells the two apart: the sentence
opens on the interjection and, right after it, a check the writer announces ("let me double-check", "let's
verify", "ich prüfe nochmal", "验算一下"); everything from there to the end of the response is a plain
statement (no judging, hedging, retracting or conditional word, no question: the broad list strict mode
reads, and the lexicon's words in the other languages); and the last value it states is the answer's own
(proved equal by the fast rules): "$3+4=7$" confirms 7, "$3+4=8$" and "$3+4$ is 8" do not. Anything
else keeps the refusal ("Wait, let me double-check: $3+4=8$.", "Wait, let me recheck. Hmm, 8.").

Read only where the later sentence opens on a judging word (rare): it costs nothing elsewhere."""

from __future__ import annotations

import re

from proctor.grading import lexicon
from proctor.grading.compare import fast_equivalent
from proctor.grading.plain_words import _NOT_PLAIN
from proctor.grading.spans import math_spans
from proctor.grading.stated import _inner
from proctor.grading.tails import check_is_plain

_INTERJECTION = (
    r"(?i:wait|hmm+|hold\s+on|one\s+moment|actually|warte|moment|attends|attendez|espera|aspetta|подожди|погоди|"
    r"chwila|chwileczkę|zaraz|tunggu|sebentar|bekle|dur|khoan|đợi|wacht|vänta|vent)"
    r"|等等|等一下|稍等|ちょっと待って|待って|잠깐"
)
_ANNOUNCED = (
    r"(?i:(?:let\s+me|let['’]s|let\s+us|i['’]ll|i\s+will|i\s+should|i\s+need\s+to|we\s+should|we\s+can|to|"
    r"ich|wir|je|on|vamos\s+a|voy\s+a|vou|vamos|verifichiamo|controlliamo|давай(?:те)?|saya|coba)\s+)?"
    r"(?i:(?:quickly|just|also|now|quickly|once\s+more|again|nochmal|noch\s+einmal|kurz)\s+)*"
    r"(?i:double[-\s]?check\w*|re-?check\w*|verif\w*|check\w*|confirm\w*|make\s+sure|sanity[-\s]check\w*|"
    r"prüf\w*|überprüf\w*|kontrollier\w*|nachrechn\w*|rechnen?\s+(?:wir\s+)?nach|vérifi\w*|verific\w*|comprob\w*|controll\w*|ricontroll\w*|"
    r"revis\w*|confer\w*|провер\w*|sprawdz\w*|cek\w*|periksa\w*|kontrol\w*|kiểm\s+tra)"
    r"|验算|验证|检查|核对|確認|確かめ|検算|検証|검산|확인"
)
_CHECK_OPENER = re.compile(
    r"[\s\W_]*(?:(?:" + _INTERJECTION + r")[\s,.!…:;—–\-，、：！。]*){1,2}(?:" + _ANNOUNCED + r")\w*"
)
_NUMBER = re.compile(r"(?<![\w.])[-+−]?\d+(?:,\d{3})*(?:\.\d+)?(?![\w]|\.\d)")
MAX_CHECK = 400  # a longer tail after the answer is more than a check


def check_lead(text: str, view: str, sentence: int, start: int, end: int) -> bool:
    """Whether the sentence at ``view[sentence:]`` opens on an interjection that announces a check before the
    value at ``text[start:end]``, and the check does not confirm that value to the response's end: the value
    is one step of a check that goes on ("Aspetta, ricontrollo: $3+4=7$, e va aggiunto Sam."), not an answer
    stated. (A check whose answer before it was withdrawn, and that confirms its own value, is read.)"""
    opener = _CHECK_OPENER.match(view, sentence, start)
    if opener is None or opener.end() > start:
        return False
    value = _inner(text[start:end]).rsplit("=", 1)[-1].strip()
    return not check_is_plain(
        text, view, opener.end(), lambda v: fast_equivalent(v.strip(), value) is True, value
    )


def unconfirmed_check(text: str, view: str, s: int, start: int, end: int) -> bool:
    """Whether the later sentence at ``view[s:]`` opens on an interjection that announces a check (in any of
    the languages above, where the judging words of :mod:`proctor.grading.plain_words` are English) and the
    rest of the response is not a check confirming the answer at ``text[start:end]``: "Warte, ich prüfe
    nochmal: $3+4=7$, dazu kommt noch Sam." revises what it checked."""
    return _CHECK_OPENER.match(view, s) is not None and not confirming_check(text, view, s, start, end)


def confirming_check(text: str, view: str, s: int, start: int, end: int) -> bool:
    """Whether the later sentence at ``view[s:]`` (``view``: the prose view of ``text``, same length) opens on an
    interjection that announces a check, and the rest of the response is that check confirming the answer at
    ``text[start:end]`` (see the module's docstring)."""
    opener = _CHECK_OPENER.match(view, s)
    if opener is None or len(view) - opener.end() > MAX_CHECK:
        return False
    at = opener.end()
    if _NOT_PLAIN.search(view, at) or lexicon.unplain(view, at, len(view)):
        return False  # "Wait, let me check: 3+4 is not 7.", "..., or maybe 8": not a plain confirmation
    value, where = None, -1
    for m_start, m_end, content in math_spans(text):
        if m_start >= at and m_end > where:
            value, where = content.rsplit("=", 1)[-1], m_end
    for m in _NUMBER.finditer(view, at):
        if m.end() > where:
            value, where = m.group(0), m.end()
    answer = _inner(text[start:end]).strip()
    if value is None or fast_equivalent(value.strip(), answer) is not True:
        return False
    return check_is_plain(
        text, view, at, lambda v: fast_equivalent(v.strip(), answer) is True, answer
    )  # (tails)
