"""The judge's reply read as a verdict or score: explicit final lines, negations, hedges, no verdict.

Each row is a judge reply of the kind small and large judge models write. True: the response
passes; False: it fails; None: no clear verdict (graded ``no_answer``, never a pass).
"""

from __future__ import annotations

import pytest

from proctor.grading.judge import JudgeGrader, parse_score
from proctor.models.mock import MockSampler

VERDICTS = [
    # explicit final verdict lines (what the verdict prompt asks for)
    ("The response computes 6*7 = 42, matching the reference.\nVerdict: CORRECT", True),
    ("The response says 41; the reference is 42.\nVerdict: INCORRECT", False),
    ("**Verdict:** INCORRECT", False),
    ("**Verdict**: CORRECT", True),
    ("Final verdict: correct", True),
    ("Verdict: NOT CORRECT", False),
    ("The response is correct in spirit.\nVerdict: INCORRECT", False),
    ("The answer is wrong.\nVerdict: CORRECT", True),
    ("Verdict: INCORRECT — the reference answer is correct and the response differs.", False),
    ("Verdict: CORRECT or INCORRECT, hard to say.", None),
    ("Verdict: partially correct", None),
    ("Verdict: ", None),
    ('{"verdict": "incorrect", "reason": "off by one"}', False),
    ('Here is my judgement:\n{"verdict": "correct"}', True),
    ('{"correct": false}', False),
    ('{"is_correct": true, "explanation": "same value"}', True),
    # no verdict line: the last clause that judges the response decides
    ("The response is not correct.", False),
    ("The response's final answer is wrong; the reference is right.", False),
    ("The response is correct.", True),
    ("The response isn't correct.", False),
    ("This is incorrect.", False),
    ("The student's answer is not wrong: 1/2 and 0.5 are the same number.", True),
    ("The response gives 12. The correct answer is 14. So the response is wrong.", False),
    ("The final answer 12 is wrong. The correct answer is 14.", False),
    ("The response is correct, but the reasoning is not rigorous.", True),
    ("The reasoning is right, but the final answer is wrong.", False),
    ("The approach looks valid, however the final answer does not match the reference.", False),
    ("The response's answer of 0.5 is equivalent to the reference 1/2.", True),
    ("The response's 12 doesn't match the reference's 14.", False),
    ("The model's answer matches the reference answer exactly.", True),
    ("The response fails to give the right value.", False),
    ("Is the response correct? No.", False),
    ("Is the response correct? Yes.", True),
    ("The response never arrives at the correct result.", False),
    ("I agree with the response: it is right.", True),
    ("The reference answer is 42 and the response says 42, so it is correct.", True),
    ("The response has no errors and is correct.", True),
    ("The response is right. Actually, on closer inspection, it is wrong.", False),
    ("Verdict: The response is incorrect because it says 41.", False),
    # hedges and no verdict at all: never a pass
    ("The response is partially correct.", None),
    ("The response might be correct, but I cannot verify the last step.", None),
    ("It is unclear whether the response is correct.", None),
    ("I cannot determine if the response is right.", None),
    ("The response is probably correct.", None),
    ("The response is almost correct.", None),
    ("The reference answer is 42.", None),
    ("The correct answer is 14.", None),
    ("Let me check the arithmetic: 6 * 7 = 42.", None),
    ("", None),
    ("I cannot decide.", None),
]

SCORES = [
    ("The response is right.\nScore: 8", 0.8),
    ("Score: 3 ... on reflection **Score: 10**", 1.0),
    ("The answer matches.\nScore: 10/10", 1.0),
    ("Score: 8 out of 10", 0.8),
    ("Score: 0. The response gives 6*7=41.", 0.0),
    ("Score: 7 or 8", None),
    ("Score: 6-8", None),
    ("Score: probably 6", None),
    ("score = 11", None),  # out of scale: unreadable, not clipped
    ("no number here", None),
    ('{"score": 9, "reason": "same value"}', 0.9),
    ("I would give it a score of 4.", 0.4),
]


@pytest.mark.parametrize(("text", "expected"), VERDICTS)
def test_verdict_table(text, expected):
    value = parse_score(text, "verdict", 10.0)
    assert value == (None if expected is None else float(expected)), text


@pytest.mark.parametrize(("text", "expected"), SCORES)
def test_score_table(text, expected):
    assert parse_score(text, "score", 10.0) == expected


def test_table_is_large_and_covers_negations_and_hedges():
    assert len(VERDICTS) + len(SCORES) >= 40
    assert sum(expected is None for _, expected in VERDICTS) >= 10
    assert sum(" not " in f" {t.lower()} " or "n't" in t for t, _ in VERDICTS) >= 6


def test_no_verdict_is_no_answer_never_a_pass():
    g = JudgeGrader(sampler=MockSampler("The response might be correct."), parser="verdict")
    grade = g.grade("It is 42.", "42")
    assert grade.status == "no_answer" and not grade.correct and grade.extracted is None


def test_negated_verdict_fails_the_response():
    g = JudgeGrader(sampler=MockSampler("The response is not correct."), parser="verdict")
    grade = g.grade("It is 41.", "42")
    assert grade.status == "ok" and not grade.correct


def test_verdict_prompt_asks_for_the_verdict_line():
    judge_model = MockSampler("Verdict: CORRECT")
    JudgeGrader(sampler=judge_model, parser="verdict").grade("It is 42.", "42")
    prompt = judge_model.calls[0]["prompt"][0]["content"]
    assert '"Verdict: CORRECT" or "Verdict: INCORRECT"' in prompt and "Score: N" not in prompt
