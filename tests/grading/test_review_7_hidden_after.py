"""Seventh review, ``environments.hidden_after``: what a rendered response hides after its box.

The look for a hidden note after the box started only on a cue of its own (``<!--``, ``\\iffalse``, ``%``, a
tag), a copy of :func:`proctor.grading.surface.hidden_spans`' kinds that lacked some of them: a markdown comment
(``[//]: # (wrong)``, ``[comment]: <> (...)``) and text in an invisible colour (``\\textcolor{white}{wrong}``,
``\\color{white}``) after the box were never read, in either mode. ``hidden_spans`` now proves the tail empty
itself, so every kind it hides is read.
"""

from __future__ import annotations

from review_gaps import MODES, STD, correct, review_tests

B = "$\\boxed{7}$"

# a markdown comment after the box (no reader sees it) says the box is wrong, or holds another value
MARKDOWN_COMMENT_AFTER = [
    (f"The answer is {B}.\n\n[//]: # (wrong)", "7", MODES),
    (f"The answer is {B}.\n\n[comment]: <> (this is wrong)", "7", MODES),
    (f"The answer is {B}.\n\n[//]: # (the real answer is 8)", "7", MODES),
    (f"Die Antwort ist {B}.\n\n[//]: # (falsch)", "7", MODES),
    (f"The answer is {B}.\n[note]: # (not really)", "7", ("strict",)),
]
# text in a colour that does not show on a white page, after the box
INVISIBLE_COLOUR_AFTER = [
    (f"The answer is {B}.\\textcolor{{white}}{{wrong}}", "7", MODES),
    (f"The answer is {B}. \\color{{white}} It is wrong.", "7", MODES),
    (f"The answer is {B}. $\\textcolor{{white}}{{\\text{{actually 8}}}}$", "7", MODES),
]

CLOSED = MARKDOWN_COMMENT_AFTER + INVISIBLE_COLOUR_AFTER

CONTROLS = [
    (f"The answer is {B}.", "7", MODES),
    (f"The answer is {B}.\n\n[//]: # (7)", "7", MODES),  # (a hidden number of the answer's own, no word)
    (f"The answer is {B}. \\textcolor{{blue}}{{Done.}}", "7", STD),  # (a colour that shows; strict: a closer)
    (f"The answer is {B}.\n\n[1]: https://example.org", "7", STD),  # (a link reference, no comment)
    (f"The answer is {B}. The discount was 50% of the price.", "7", STD),  # (a percent, no LaTeX comment)
]

OPEN_WRONG: dict[str, list] = {}

review_tests(globals(), correct, open_wrong=OPEN_WRONG, controls=CONTROLS, honest_open=[], closed=CLOSED)
