"""The seventh review of the rules merged last and never attacked: ``prior_block``, ``lead_shapes``, ``lead_remarks``,
``after_sentence`` (its ``_sourced`` and ``_PAST_ANSWER``) and the approximated unboxed value. Each family is a
shape the rule's author did not foresee, in which the box equals the gold but the text says it is not the writer's
answer; closed families are plain tests (with honest controls of the same shapes that must stay read), the families
that no safe mechanism closes yet are ``xfail(strict=True)``.
"""

from __future__ import annotations

import pytest
from review_gaps import MODES, correct

B = "$\\boxed{7}$"

# ---------------------------------------------------------------------------------------------------------------
# closed: strict, a bare box after a paragraph whose last value is written in the decimal digits of another script
# (prior_block reads them as the value they are: full-width, Arabic-Indic, Devanagari, Thai, mathematical bold)
OTHER_SCRIPT_DIGITS = [
    f"Grand total: ８.\n\n{B}",
    f"Grand total: ٨.\n\n{B}",
    f"Summe: ८.\n\n{B}",
    f"รวมทั้งหมด: ๘.\n\n{B}",
    f"Net result: 𝟖.\n\n{B}",
    f"Итого: ８ яблок.\n\n{B}",
]

# closed: strict, a bare box in a blockquote or after one list bullet is still a box on a line of its own
BARE_BOX_MARKED_LINE = [
    f"Grand total: 8.\n\n> {B}",
    f"Grand total: 8.\n\n  > {B}",
    f"Net result: 8.\n\n- {B}",
    f"Bilan : 8.\n\n> **{B}**",
]

# closed: strict, a numbered heading before the answer's sentence that names no part of the work (a try, a draft,
# an example, a test) is a frame: lead_shapes.numbered_heading, a whitelist of the nouns a heading of work has
NUMBERED_HEADING = [
    f"Draft 2 of 3. The answer is {B}.",
    f"Attempt 3 of 5. The answer is {B}.",
    f"Version 2 of 3. The answer is {B}.",
    f"Guess 2 of 5. The answer is {B}.",
    f"Distractor 3. The answer is {B}.",
    f"Hypothesis 2. The answer is {B}.",
    f"Test case 4. The answer is {B}.",
    f"Sample 2 of 4. The answer is {B}.",
    f"Example 3. The answer is {B}.",
    f"Versuch Nr. 2. Die Antwort ist {B}.",
    f"Intento 3 de 5. La respuesta es {B}.",
]

# honest answers of the same shapes: (response, gold, modes that must read it)
CLOSED_CONTROLS = [
    (f"Grand total: ７.\n\n{B}", "7", MODES),
    (f"Grand total: ٧.\n\n{B}", "7", MODES),
    ("The area is 16 m².\n\n$\\boxed{16}$", "16", MODES),
    (f"So she has 7 left.\n\n> {B}", "7", MODES),
    (f"So she has 7 left.\n\n- {B}", "7", MODES),
    (f"Step 2 of 3. The answer is {B}.", "7", MODES),
    (f"Case 2. The answer is {B}.", "7", MODES),
    (f"Part 3. The answer is {B}.", "7", MODES),
    (f"It must be 7.\n\n{B}", "7", MODES),
]


@pytest.mark.parametrize(
    "response",
    OTHER_SCRIPT_DIGITS + BARE_BOX_MARKED_LINE + NUMBERED_HEADING,
)
def test_closed_family_refused_in_strict(response: str) -> None:
    assert not correct(response, "7", "strict")


@pytest.mark.parametrize("response,gold,modes", CLOSED_CONTROLS)
def test_honest_control_read(response: str, gold: str, modes: tuple[str, ...]) -> None:
    for mode in modes:
        assert correct(response, gold, mode), mode
