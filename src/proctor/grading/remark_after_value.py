"""Strict: a bare final box after a paragraph that states another value and then ends on a REMARK.

:mod:`proctor.grading.prior_block` reads the last value of the paragraph right before a box that stands alone on
its line; a value that more than three words follow is work there ("She has 8 left. Take it to the bank."), and a
commitment to it by a pronoun or an idiom in the sentence after it is read only by the cue tables of
:mod:`proctor.grading.last_value` ("That's my final answer.", "Done deal."): a writer commits in more idioms than
any table holds ("Take it to the bank.", "Daar blijf ik bij.", "이걸로 하겠다.", "यही पक्का है।"). Read here by
whitelist instead: where the paragraph's last sentence holds no value (no digit, no math) and a sentence before it
states another value than the box's, that last sentence must be plain work (:func:`proctor.grading.leads.plain_work`:
"Done.", "We add the two counts.", "Great, that checks out."); a sentence that is not points back at the value.

Cost: nothing unless the box's line is bare and the paragraph before it holds a digit; then a few bounded scans.
"""

from __future__ import annotations

import re

from proctor.grading.leads import plain_work
from proctor.grading.one_answer import _other
from proctor.grading.prior_block import _blank_tags, _block, _grouped, _last_run, _run_value

# the end of a sentence, or of a clause that a remark may follow ("She has 8 left; take it to the bank.", "... 8 left —
# bank on it."): a full stop of CJK needs no space after it
_LEAD_END = re.compile(r"[.!?।;](?=\s)|[。！？；]|\n|\s[—–]\s")
_MATH = re.compile(r"\d|\$|\\[A-Za-z]")
_WORD = re.compile(r"[^\W\d_]")
# a pronoun that points back at the stated value ("it", "that", "daar", "이걸로", "यही"): a sentence whose object is
# the value itself commits to it unless it operates on it ("Double it.", "Subtract that from 10.")
_ANAPHOR = re.compile(
    r"(?i)(?<![^\W\d_])(?:it|that|this|those|them|das|dies|dabei|damit|dabei|darauf|es|eso|esto|ello|lo|cela|ça|"
    r"ceci|это|этом|этим|то|том|isso|isto|nisso|daar|dat|dit|het|tym|tego|to|bu|bununla|buna|ini|itu)"
    r"(?![^\W\d_])|这|這|那个|那個|これ|それ|이걸|이것|그걸|그것|यही|यह|वही|वह"
)
_OPERATION = re.compile(
    r"(?i)(?<![^\W\d_])(?:add\w*|subtract\w*|multipl\w*|divid\w*|doubl\w*|halv\w*|tripl\w*|squar\w*|cub\w*|"
    r"round\w*|convert\w*|negat\w*|increas\w*|decreas\w*|reduc\w*|split\w*|shar\w*|combin\w*|sum\w*|"
    r"remov\w*|minus|plus|times|take\s+away|takes\s+away|taking\s+away|subtrah\w*|addier\w*|multiplizier\w*|"
    r"dividier\w*|verdoppel\w*|halbier\w*|rund\w*|rest\w*|sum\w*|dupli\w*|additionn\w*|soustr\w*|arrondi\w*|"
    r"retir\w*|sottra\w*|moltiplic\w*|arrotond\w*|вычит\w*|умнож\w*|дел\w*|удво\w*|округл\w*|прибав\w*|"
    r"optell\w*|aftrek\w*|vermenigvuldig\w*|del\w*)(?![^\W\d_])|加|减|減|乘|除|倍|足す|引く|더하|빼|곱하|나누"
)
_SHORT = 8  # (the sentence that states the value: a short statement, "She has 8 left.")
_PARAGRAPH = 400  # (the paragraph before a remark of its own: longer is work)


def remark_after_value(committed: str, start: int, answer: str) -> bool:
    """Whether the box at ``committed[start:]`` (holding ``answer``) stands alone on its line after a paragraph whose
    last sentence is a remark (not plain work, no value) on another value stated before it (see the module doc)."""
    if not answer:
        return False
    block = _block(committed, start)
    if block is None:
        return False
    begin, end = block
    text = _blank_tags(committed, begin, end)
    body = text[begin:end].rstrip(" \t*_#>")
    if not body:
        return False
    stop = begin + len(body)
    sentence = begin
    if not _MATH.search(body):
        # a remark as a paragraph of its own ("She has 8 left." ⏎⏎ "Take it to the bank." ⏎⏎ the box): the value is
        # read in the paragraph before it
        if _LEAD_END.search(text, begin, stop - 1) or len(body.split()) > _SHORT or begin < 2:
            return False
        before = text.rfind("\n\n", 0, begin - 1)
        first = before + 2 if before >= 0 else 0
        if not _MATH.search(text, first, begin) or begin - first > _PARAGRAPH:
            return False
        begin = first
    else:
        for s in _LEAD_END.finditer(text, begin, stop - 1):
            sentence = s.end()
    last = text[sentence:stop].strip(" \t*_#>")
    if sentence == begin or not _WORD.search(last) or _MATH.search(last):
        return False  # (one sentence, or a last sentence that holds a value: prior_block reads it)
    run = _last_run(text, begin, sentence)
    if run is None:
        return False
    first = begin
    for s in _LEAD_END.finditer(text, begin, run.start()):
        first = s.end()
    said = text[first:sentence]
    if "$" in said or "\\" in said or len(said.split()) > _SHORT:
        return False  # (a value in math, "So $x = 3$.", or in a long sentence of work: prior_block's reading)
    value = _run_value(_grouped(text, run, sentence))
    if not value or not _other(value, answer):
        return False  # the value stated before the remark is the box's
    if not plain_work(last, sentence=True):
        return True  # "Daar blijf ik bij.", "यही पक्का है।": a remark, no work
    return _ANAPHOR.search(last) is not None and _OPERATION.search(last) is None  # "Take it to the bank."
