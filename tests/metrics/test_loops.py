"""The loop detector on looping and non-looping model output."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from proctor.envs.base import Trajectory, Turn
from proctor.metrics.loops import (
    LOOP_MIN_CHARS,
    LOOP_ZLIB_RATIO,
    compression_ratio,
    is_loop,
    record_loops,
    tail_repeat,
)

ROOT = Path(__file__).resolve().parents[2]

PROOF = r"""We prove that for every integer $n \ge 1$, $\sum_{k=1}^{n} k^3 = \left(\frac{n(n+1)}{2}\right)^2$.

**Base case.** For $n = 1$ the left side is $1^3 = 1$ and the right side is $\left(\frac{1 \cdot 2}{2}\right)^2 = 1$, so the identity holds.

**Inductive step.** Suppose the identity holds for some $n \ge 1$, that is,
$$\sum_{k=1}^{n} k^3 = \frac{n^2 (n+1)^2}{4}.$$
Adding $(n+1)^3$ to both sides gives
$$\sum_{k=1}^{n+1} k^3 = \frac{n^2 (n+1)^2}{4} + (n+1)^3 = \frac{(n+1)^2 \left(n^2 + 4n + 4\right)}{4} = \frac{(n+1)^2 (n+2)^2}{4},$$
which is the claim for $n + 1$. By induction the identity holds for all $n \ge 1$.

Now we use it. The problem asks for the remainder when $S = 1^3 + 2^3 + \cdots + 2024^3$ is divided by $1000$.
By the identity, $S = \left(\frac{2024 \cdot 2025}{2}\right)^2 = (1012 \cdot 2025)^2$. First, $1012 \cdot 2025 = 2049300$.
Modulo $1000$ this is $300$, so $S \equiv 300^2 = 90000 \equiv 0 \pmod{1000}$.

Let us double-check the product another way. Write $2025 = 2000 + 25$; then $1012 \cdot 2000 = 2024000$ and
$1012 \cdot 25 = 25300$, and $2024000 + 25300 = 2049300$, as before. The last three digits of $2049300$ are $300$,
and $300^2 = 90000$ ends in $000$. An independent check by the Chinese remainder theorem: $S$ is divisible by $8$
because $1012 = 4 \cdot 253$ makes $1012^2$ divisible by $16$; and $S$ is divisible by $125$ because $2025 = 81 \cdot 25$
makes $2025^2$ divisible by $625$. Since $\gcd(8, 125) = 1$, $S$ is divisible by $1000$.

For completeness, consider the general question of when $\left(\frac{n(n+1)}{2}\right)^2$ is divisible by $1000$.
We need $\frac{n(n+1)}{2}$ to be divisible by $2^2 \cdot 5^2 \cdot$ (something) in a suitable sense: precisely,
$v_2\left(\frac{n(n+1)}{2}\right) \ge 2$ and $v_5\left(\frac{n(n+1)}{2}\right) \ge 2$. Since $n$ and $n+1$ are coprime,
all factors of $5$ lie in one of them, so we need $25 \mid n$ or $25 \mid n + 1$; for $n = 2024$, $n + 1 = 2025 = 81 \cdot 25$.
For the powers of two, $n(n+1)/2$ has $v_2 = v_2(n(n+1)) - 1$, and $v_2(2024) = 3$ (as $2024 = 8 \cdot 253$), giving $v_2 = 2$.
Both conditions hold, which confirms the computation once more.

Therefore the remainder is $\boxed{0}$."""

THINKING = """Okay, so I need to find how many positive integers below 1000 are divisible by 3 or 5 but not by 7.
Let me start with inclusion-exclusion. Multiples of 3 below 1000: floor(999/3) = 333. Multiples of 5: floor(999/5) = 199.
Multiples of 15: floor(999/15) = 66. So divisible by 3 or 5: 333 + 199 - 66 = 466.
Now I have to remove those divisible by 7 as well. Multiples of 21: floor(999/21) = 47. Multiples of 35: floor(999/35) = 28.
Multiples of 105: floor(999/105) = 9. So among numbers divisible by 7, those divisible by 3 or 5 number 47 + 28 - 9 = 66.
Hmm, interesting, that is 66 again, a coincidence. So the answer would be 466 - 66 = 400.
Wait, let me double check floor(999/21): 21 * 47 = 987, 21 * 48 = 1008 > 999, so 47 is right.
And 35 * 28 = 980, 35 * 29 = 1015, so 28 is right. 105 * 9 = 945, 105 * 10 = 1050, so 9 is right.
Let me also sanity check with a smaller bound, say below 30: multiples of 3 or 5 below 30 are 3, 5, 6, 9, 10, 12, 15, 18,
20, 21, 24, 25, 27, which is 13 numbers; removing 21 (divisible by 7) leaves 12. By the formula: floor(29/3) = 9,
floor(29/5) = 5, floor(29/15) = 1, giving 13; floor(29/21) = 1, floor(29/35) = 0, floor(29/105) = 0, giving 1; 13 - 1 = 12.
Good, the method works on the small case. So for 1000 the count is 400. Actually, the problem says "below 1000", so
999 is the largest candidate, which is what I used. I am fairly confident the answer is 400.
"""


def _corpus_windows() -> list[str]:
    """Windows of the project's own docs and sources: long, varied text (prose, tables, code)."""
    out = []
    for path in sorted([*ROOT.glob("docs/*.md"), *ROOT.glob("src/proctor/**/*.py")]):
        text = path.read_text()
        out += [text[max(0, end - 6000) : end] for end in range(1024, len(text) + 1, 1024)]
    return out


def test_varied_long_text_is_not_a_loop():
    assert len(PROOF) > LOOP_MIN_CHARS and not is_loop(PROOF) and tail_repeat(PROOF) is None
    assert not is_loop(THINKING * 1) and not is_loop(THINKING + PROOF)
    # a templated case-by-case enumeration compresses well (5.1) but is not a loop
    cases = "".join(
        f"Case {i}: x = {i}, y = {i * i % 17}, so x + y = {i + i * i % 17}, which is "
        f"{'even' if (i + i * i % 17) % 2 == 0 else 'odd'}.\n"
        for i in range(1, 300)
    )
    assert 5.0 < compression_ratio(cases) < LOOP_ZLIB_RATIO and not is_loop(THINKING + cases)
    windows = _corpus_windows()
    assert len(windows) > 200
    flagged = [w[-80:] for w in windows if is_loop(w)]
    assert flagged == []


def test_labelled_small_model_outputs_are_not_loops():
    """Real completions of a small model (perf/grader_data/outputs), several cut by the token budget."""
    path = ROOT / "perf/grader_data/outputs/gsm8k-temp0.8-max256.jsonl"
    responses = [json.loads(line)["response"] for line in path.read_text().splitlines()]
    assert responses and not any(is_loop(r) for r in responses)


@pytest.mark.parametrize(
    "text",
    [
        "\\boxed{5}",
        "The answer is 5.",
        "5 5 5",
        "\\boxed{5}\n\\boxed{5}\n\\boxed{5}\n\\boxed{5}",  # repeated, but a few characters
        "So x = 2. So x = 2. So x = 2.",
        "| a | b |\n| 0 | 0 |\n| 0 | 0 |\n| 0 | 0 |\n",
        "",
    ],
)
def test_short_answers_are_not_loops(text):
    assert not is_loop(text)


def test_the_answer_is_5_repeated_is_a_loop():
    text = "Let me compute. 2 + 3 = 5. " + "the answer is 5. " * 40
    assert is_loop(text)
    assert tail_repeat(text) == (17, 40)


def test_a_truncated_paragraph_loop_after_real_reasoning_is_a_loop():
    unit = (
        "Wait, let me double-check the computation. 17 times 23 is 391, because 17 times 20 is 340 "
        "and 17 times 3 is 51, and 340 plus 51 is 391. So the total is 391.\n\n"
    )
    text = THINKING + unit * 12 + unit[:57]  # cut mid-sentence by the token budget
    p, repeats = tail_repeat(text)
    assert p == len(unit) and repeats >= 12 and is_loop(text)


def test_a_long_chunk_repeated_a_few_times_is_a_loop():
    """A 1,700-character chunk four times over: too long for the compression window, caught exactly."""
    chunk = PROOF[300:2000]
    text = THINKING + chunk * 4
    assert compression_ratio(text) < LOOP_ZLIB_RATIO
    assert tail_repeat(text) == (len(chunk), 4) and is_loop(text)
    assert not is_loop(THINKING + chunk * 2)  # twice is not yet a loop


def test_loops_that_are_not_exact_are_caught_by_the_compression_ratio():
    counting = "".join(f"Step {i}: add 3 to get {3 * i + 3}. " for i in range(100, 400))
    reworded = "".join(
        f"Wait, maybe I made a mistake. Let me check again: {a} times {a + 1} is {a * (a + 1)}. Hmm, that seems right. "
        for a in range(10, 120)
    )
    for text in (counting, reworded):
        assert tail_repeat(text) is None
        assert compression_ratio(text) >= LOOP_ZLIB_RATIO and is_loop(THINKING + text)


def test_record_loops_reads_the_answer_and_the_thinking():
    looping_thought = THINKING + "Hmm, let me reconsider the problem from the start. " * 30
    as_dict = {
        "problem_id": "p",
        "seed": 0,
        "final_text": "\\boxed{400}",
        "turns": [{"text": "\\boxed{400}", "finish_reason": "stop", "reasoning": looping_thought}],
    }
    assert record_loops(as_dict)
    traj = Trajectory.model_validate(as_dict)
    assert record_loops(traj) and record_loops(vars(traj))  # the spill reads a Trajectory's vars
    clean = Trajectory(
        problem_id="p",
        seed=0,
        final_text=PROOF,
        turns=[Turn(text=PROOF, finish_reason="stop", reasoning=THINKING)],
    )
    assert not record_loops(clean)
    assert record_loops({"final_text": "x " + "the answer is 5. " * 40})
    assert not record_loops({"final_text": None, "turns": None}) and not record_loops({})
