"""A trailing end-of-sequence token ``</s>`` (Llama's, Mistral's) is no part of the answer; an ``</s>`` that
closes a struck-out ``<s>`` is (surface.cut_turns)."""

from __future__ import annotations

import pytest
from review_gaps import MODES, correct

HONEST = [
    "Answer: $\\boxed{9}$ </s>",
    "The answer is $\\boxed{9}$.</s>",
    "So the total is $\\boxed{9}$.\n</s>\n",
    "Die Antwort ist $\\boxed{9}$. </s>",
]
WRONG = [  # the struck text is withdrawn: what it holds is no answer, and the answer left is another
    "<s>The answer is $\\boxed{9}$.</s>",
    "The answer is $\\boxed{4}$. <s>No, it is $\\boxed{9}$.</s>",
    "<s> Final answer: $\\boxed{9}$</s>",
]


@pytest.mark.parametrize("response", HONEST)
def test_answer_before_a_trailing_end_of_sequence_token_is_read(response):
    assert all(correct(response, "9", mode) for mode in MODES)


@pytest.mark.parametrize("response", WRONG)
def test_struck_answer_closed_by_the_same_tag_is_not_read(response):
    assert not any(correct(response, "9", mode) for mode in MODES)
