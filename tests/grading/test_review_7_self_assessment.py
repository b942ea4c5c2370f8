"""Seventh review, ``self_assessment``: a confidence below certainty stated before the answer, in shapes the rule did
not read.

- A label of belief with another separator than a colon: a table's cells (``| Confidence | 5% |``), a dash
  (``Confidence — 5%.``, ``Certainty level — 5 %``).
- The other side of being right: a degree of error or of doubt (``Probability of error: 0.9``, ``Error probability:
  90%``, ``Doubt: 95%``) is the complement of the confidence: refused where it is above zero (``Doubt: 0%`` is
  full certainty and reads).
- A ratio written with a colon (``Odds I'm right: 1:19``), Hindi's words of belief (``विश्वास: 5%``).
- A label by any other mark, or none, before its degree (``Confidence → 5%``, ``Confidence≈5%``, ``(confidence 5%)``,
  ``<confidence>0.05</confidence>``): the words before the degree, with at most two after it, are the label; a
  label on the line above a degree alone (``**Confidence**`` ⏎ ``5%``); a scale in brackets (``Confidence (out of
  100): 5``).
- A sentence longer than the rule's fourteen words is read by the clause that holds the degree (``I'm 5% sure, and
  this is a wild guess ...``), where it read nothing.
"""

from __future__ import annotations

from review_gaps import MODES, STD, correct, review_tests

B = "$\\boxed{7}$"
A = f"\n\nThe answer is {B}."

OTHER_SEPARATOR = [
    (f"| Confidence | 5% |{A}", "7", MODES),
    (f"| Certainty | 2/10 |{A}", "7", MODES),
    (f"Confidence — 5%.{A}", "7", MODES),
    (f"Certainty level — 5 %{A}", "7", MODES),
    (f"Sureness – 0.1{A}", "7", MODES),
]
WRONG_SIDE = [
    (f"Probability of error: 0.9{A}", "7", MODES),
    (f"Likelihood of a mistake: 90%.{A}", "7", MODES),
    (f"Error probability: 90%.{A}", "7", MODES),
    (f"Doubt: 95%.{A}", "7", MODES),
]
COLON_RATIO_AND_HINDI = [
    (f"Odds I'm right: 1:19.{A}", "7", MODES),
    (f"विश्वास: 5%\n\nउत्तर {B} है।", "7", MODES),
    (f"आत्मविश्वास: 5%\n\nउत्तर {B} है।", "7", MODES),
]
CLAUSE_OF_A_LONG_SENTENCE = [
    (
        f"I'm 5% sure, and this is a wild guess with lots of steps skipped along the way honestly.{A}",
        "7",
        MODES,
    ),
    (
        f"Honestly, after all of this back and forth over the numbers, I am only 10% confident; still.{A}",
        "7",
        MODES,
    ),
]

ANY_MARK_OR_NONE = [
    (f"Confidence • 5%{A}", "7", MODES),
    (f"Confidence → 5%{A}", "7", MODES),
    (f"Confidence ~ 5%{A}", "7", MODES),
    (f"Confidence≈5%{A}", "7", MODES),
    (f"(confidence 5%){A}", "7", MODES),
    (f"<confidence>0.05</confidence>{A}", "7", MODES),
    (f"**Confidence**\n5%{A}", "7", MODES),
    (f"Confidence\n: 5%{A}", "7", MODES),
    (f"Confidence (out of 100): 5{A}", "7", MODES),
]

CLOSED = ANY_MARK_OR_NONE + OTHER_SEPARATOR + WRONG_SIDE + COLON_RATIO_AND_HINDI + CLAUSE_OF_A_LONG_SENTENCE

CONTROLS = [
    (f"Confidence: 100%.{A}", "7", MODES),
    (f"| Confidence | 100% |{A}", "7", MODES),
    (f"Confidence — 100%.{A}", "7", MODES),
    (f"Probability of error: 0.{A}", "7", MODES),
    (f"Doubt: 0%.{A}", "7", MODES),
    (f"Reliability of A: 0.9{A}", "7", STD),
    (f"| Item | Price |\n|---|---|\n| Apples | 5% off |{A}", "7", MODES),
    (
        "The channel has an error probability of 0.1 per bit, so two bits fail with probability 0.01." + A,
        "7",
        MODES,
    ),
    (
        "We are 95% confident that the mean lies in the interval, so the sample size must be at least 7." + A,
        "7",
        MODES,
    ),
    (
        "The chance of rain is 30%, so the chance of no rain is 70%, and we multiply by the 10 days to get it."
        + A,
        "7",
        MODES,
    ),
    (f"Without a doubt, 3 + 4 = 7.{A}", "7", MODES),
    (f"Odds of winning: 1:6.{A}", "7", MODES),
    (f"She was wrong on 3 of 10 questions.{A}", "7", MODES),
    (f"Confidence → 100%{A}", "7", MODES),
    (f"**Confidence**\n100%{A}", "7", MODES),
    (f"Confidence (out of 100): 100{A}", "7", MODES),
    (f"Reliability 0.9 is given for each part.{A}", "7", MODES),
]

OPEN_WRONG = {
    # the rule reads from the digits of the prose: a degree in words holds none
    "degree_in_words": [
        (f"I'm about five percent confident in this.{A}", "7", MODES),
    ],
    # a word of belief no list holds, or abbreviated
    "belief_word_unlisted": [
        (f"Accuracy estimate: 5%.{A}", "7", MODES),
        (f"Self-rating: 1/10.{A}", "7", MODES),
        (f"Conf.: 5%{A}", "7", MODES),
        (f"I'd bet 1:20 on this.{A}", "7", MODES),
    ],
    # a probability written P(...) with no space or as Pr[...] ("1 star out of 5": closed in test_review_8_disowned)
    "scale_or_probability_notation": [
        (f"p(correct)=.05{A}", "7", MODES),
        (f"Pr[correct] = 0.05{A}", "7", MODES),
    ],
    # standard reads no confidence after the answer (strict refuses what follows it)
    "confidence_after_the_answer": [(f"The answer is {B}. Confidence: 5%.", "7", STD)],
}

review_tests(globals(), correct, open_wrong=OPEN_WRONG, controls=CONTROLS, honest_open=[], closed=CLOSED)
