"""A data block of ``one_answer.fenced_field`` is a fenced block whose OPENING fence is a data one (```json,
```yaml, an untagged ```): the fences are paired as ``extract.blank_code`` pairs them, so a block's closing
fence ("```" on its own line) opens nothing. Read as an opening, it made the prose between one code block and
the next a "data block" whose fields (an "answer: 5" line of the reasoning) refused a box that stands, and each
such stretch of a long reply was read field by field (the cost of strict grading of long replies)."""

from __future__ import annotations

from proctor.grading import one_answer
from proctor.grading.extract import blank_code

PROSE_AFTER_CODE = (
    "We check it with code.\n```python\nprint(2 + 3)\n```\n"
    "So the first guess was\nanswer: 5\nwhich we revisit below.\n"
    "```output\n5\n```\n"
    "Counting again carefully gives $\\boxed{7}$."
)


def _fenced(raw: str, strict: bool) -> bool:
    return one_answer.fenced_field(raw, blank_code(raw), strict)


def test_the_prose_after_a_closing_fence_is_not_a_data_block():
    assert not _fenced(PROSE_AFTER_CODE, strict=True)


def test_a_data_block_after_a_code_block_is_read():
    # (paired from the closing fence, the json block's own opening fence was taken as the prose's end: missed)
    text = PROSE_AFTER_CODE + '\n```json\n{"answer": 5}\n```\n'
    assert _fenced(text, strict=True) and _fenced(text, strict=False)
    untagged = "```python\nx = 1\n```\nSo:\n```\nanswer: 5\n```\nThus $\\boxed{7}$."
    assert _fenced(untagged, strict=True)


def test_a_data_block_before_the_box_is_read_in_strict_mode_only():
    text = '```json\n{"answer": 5}\n```\nThus $\\boxed{7}$.'
    assert _fenced(text, strict=True) and not _fenced(text, strict=False)


def test_a_block_that_opens_before_the_box_is_not_read_from_its_closing_fence_in_standard_mode():
    # the box stands in an output block; its closing fence is not a data block's opening
    text = "```output\n$\\boxed{7}$\n```\nanswer: 5 was the first try."
    assert not _fenced(text, strict=False)
