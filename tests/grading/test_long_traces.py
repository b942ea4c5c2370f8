"""Grading a long reasoning trace stays linear in its length (issue: a 32k-token response graded fast).

CPU time (``time.process_time``), never wall time: the same shape of response at 10 KB and at 100 KB,
graded in the same test, the way ``proctor eval`` grades it (with the prompt, in standard and strict
mode, and the loop check). Ten times the text may cost at most ``MAX_RATIO`` times the CPU: a rule
that rescans the text from each word or sentence (quadratic) costs about a hundred times.
"""

from __future__ import annotations

import random
import time

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text
from proctor.grading.commitment import committed
from proctor.metrics.loops import is_loop

MAX_RATIO = 20  # for 10x the length; linear is about 10
PROMPT = (
    "Solve the following math problem. Put your final answer within \\boxed{}.\n\n"
    "Let $f(x) = x^3 - 6x^2 + 11x - 6$. Find the sum of the squares of the roots of $f$."
)
STEPS = (
    "By Vieta's formulas $r_1 + r_2 + r_3 = {a}$ and $r_1 r_2 + r_2 r_3 + r_3 r_1 = {b}$, so "
    "$\\sum r_i^2 = {a}^2 - 2 \\cdot {b}$.\n\n",
    "We compute {a} + {b} = {c}, then {c} \\times 2 = {d}; so the second basket holds {d} apples.\n\n",
    "Consider \\[ \\frac{{{a}}}{{{b}}} + \\sqrt{{{c}}} \\] which does not simplify since {c} is not a square.\n\n",
    "Restating the problem: Find the sum of the squares of the roots of $f$, with $a = {a}$.\n\n",
    "Is the total {d}? It is not {b}, since {b} is too small, if we count twice.\n\n",
)


def _reasoning(rng: random.Random, size: int) -> str:
    out, n = [], 0
    while n < size:
        a, b = rng.randint(2, 99), rng.randint(2, 99)
        step = rng.choice(STEPS).format(a=a, b=b, c=a + b, d=2 * (a + b))
        out.append(step)
        n += len(step)
    return "".join(out)[:size]


def _responses(size: int, seed: int) -> list[tuple[str, bool]]:
    """(text, cut) of each shape, about ``size`` characters, none like another (no cache answers)."""
    rng = random.Random(f"{size}-{seed}")
    final = "\n\nTherefore, the final answer is $\\boxed{14}$."
    loop = "Wait, let me check the sum of squares again. It is 14. "
    head = _reasoning(rng, size * 2 // 3)
    return [
        (_reasoning(rng, size - len(final)) + final, False),  # no false start: every sentence is read
        (_reasoning(rng, size), False),  # no answer: the fallbacks read it all
        (_reasoning(rng, size), True),  # cut at the token limit
        (head + (loop * (size // len(loop) + 1))[: size - len(head)], True),  # a degenerate loop
    ]


def _cpu(size: int, graders: list) -> float:
    texts = [r for seed in range(3) for r in _responses(size, seed)]
    start = time.process_time()
    for text, cut in texts:
        is_loop(text)
        for grader in graders:
            committed.cache_clear()
            grade_text(grader, text, "14", prompt=PROMPT, truncated=cut)
    return time.process_time() - start


def test_grading_a_long_trace_costs_time_linear_in_its_length():
    graders = [get_grader("math"), get_grader("math", mode="strict"), get_grader("integer")]
    text, _cut = _responses(100_000, 0)[0]
    assert grade_text(graders[0], text, "14", prompt=PROMPT).correct  # the whole path ran, and read it
    assert grade_text(graders[1], text, "14", prompt=PROMPT).correct
    _cpu(10_000, graders)  # warm: compiled patterns, the prompt's tables
    small = min(_cpu(10_000, graders) for _ in range(3))
    large = min(_cpu(100_000, graders) for _ in range(2))
    assert large / small < MAX_RATIO, (
        f"grading 10x the text cost {large / small:.1f}x the CPU ({small:.3f} s -> {large:.3f} s): superlinear"
    )


@pytest.mark.parametrize("shape", range(4))
def test_each_long_shape_gets_the_verdict_its_short_twin_gets(shape: int):
    """The long texts get the verdict their short twins get (the check above measures real grading): the
    answer is read, a text with no marked answer is read by the fallbacks, a cut or looping one has none."""
    grader = get_grader("math")
    (short, cut_s), (long, cut_l) = _responses(3_000, 9)[shape], _responses(100_000, 9)[shape]
    a = grade_text(grader, short, "14", prompt=PROMPT, truncated=cut_s)
    b = grade_text(grader, long, "14", prompt=PROMPT, truncated=cut_l)
    assert (
        (a.correct, a.status)
        == (b.correct, b.status)
        == [(True, "ok"), (False, "ok"), (False, "no_answer")][min(shape, 2)]
    )
    assert is_loop(long) == (shape == 3)
