"""Strict: a bare box after a paragraph that states another value, then ends on a remark that points back at it
(``grading/remark_after_value.py``), and a label that joins several parts (``work_labels``): new wordings of the
sixth strict review's ``anaphoric_commitment_idioms`` and ``case_or_step_idiom_exemption`` families in several
languages, and honest paragraphs of the same shape that are read."""

from __future__ import annotations

import pytest
from review_gaps import MODES, correct

B = "$\\boxed{7}$"

COMMITTED = [
    "She has 8 left. Lock it in.",
    "She has 8 left. Write that down for good.",
    "Sie hat 8 übrig. Dabei bleibt es.",
    "Le quedan 8. Me quedo con eso.",
    "Il lui en reste 8. On garde ça.",
    "У неё осталось 8. На этом и остановимся.",
    "Zostało jej 8. Zostaję przy tym.",
    "她还剩8个。就这样吧。",
    "彼女は8個残っている。これで決まり。",
    "그녀는 8개가 남았다. 그걸로 끝.",
    "Part (a) and (b) together: 8.",
    "Part (a) and (b) combined give 8.",
]

HONEST = [
    "She has 7 left. Lock it in.",
    "Sie hat 7 übrig. Dabei bleibt es.",
    "她还剩7个。就这样吧。",
    "彼女は7個残っている。これで決まり。",
    "So $x = 3$. This completes the proof.",
    "She has 8 left. Subtract the one she ate from it.",
    "Part (a): 8.",
    "Part (a) and (b) together: 7.",
    "Case 2: 8.",
]


@pytest.mark.parametrize("paragraph", COMMITTED)
def test_remark_on_another_value_before_a_bare_box_is_refused(paragraph):
    assert not correct(f"{paragraph}\n\n{B}", "7", "strict")


@pytest.mark.parametrize("paragraph", HONEST)
@pytest.mark.parametrize("mode", MODES)
def test_honest_paragraph_of_the_same_shape_is_read(paragraph, mode):
    assert correct(f"{paragraph}\n\n{B}", "7", mode)
