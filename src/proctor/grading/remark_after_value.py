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
from proctor.grading.prior_block import _LEAD_END, _block, _blank_tags, _grouped, _last_run, _run_value

_MATH = re.compile(r"\d|\$|\\[A-Za-z]")
_WORD = re.compile(r"[^\W\d_]")
_SHORT = 8  # (the sentence that states the value: a short statement, "She has 8 left.")


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
    if not body or not _MATH.search(body):
        return False
    stop = begin + len(body)
    sentence = begin
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
    return not plain_work(last, sentence=True)
