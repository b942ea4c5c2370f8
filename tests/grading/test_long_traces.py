"""Grading a long reasoning trace stays linear in its length (issue: a 32k-token response graded fast).

CPU time (``time.process_time``), never wall time: the same shape of response at 10 KB and at 100 KB,
graded in the same test, the way ``proctor eval`` grades it (with the prompt, in standard and strict
mode, and the loop check). Ten times the text may cost at most ``MAX_RATIO`` times the CPU: a rule
that rescans the text from each word or sentence (quadratic) costs about a hundred times.
"""

from __future__ import annotations

import gc
import random
import time

import pytest

from proctor.grading import commitment, get_grader
from proctor.grading.base import grade_text
from proctor.grading.commitment import committed
from proctor.grading.echo import mask_copies
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
    if shape == 1:  # no marked answer: each twin ends mid-sentence where its random steps stop, and the
        # fallbacks may read a stated value there ("= 196") or refuse what follows it ("; so the second baske")
        assert not a.correct and not b.correct and {a.status, b.status} <= {"ok", "no_answer"}
    else:
        assert (
            (a.correct, a.status)
            == (b.correct, b.status)
            == [(True, "ok"), None, (False, "no_answer")][min(shape, 2)]
        )
    assert is_loop(long) == (shape == 3)


def _reference_withdrawn(text: str) -> list[tuple[int, int]]:
    """What commitment.withdrawn read before it looked for cues: every sentence with a trigger word, from
    the last one back to the last hedge or retraction (the rules themselves are the same functions)."""
    view = commitment.prose_view(text)
    lowered = view.lower()
    if len(lowered) != len(view) or "ı" in view or "ſ" in view:
        lowered, trigger = view, commitment._TRIGGER
    else:
        trigger = commitment._TRIGGER_LOWERED
    found: list[tuple[int, int]] = []
    prefix = 0
    for s_start, s_end in reversed(commitment._pieces(view, commitment._SENTENCE_END, 0, len(view))):
        if trigger.search(lowered, s_start, s_end) is None:
            continue
        spans, prefix = commitment._sentence(view, s_start, s_end)
        found.extend(reversed(spans))
        if prefix:
            break
    found.reverse()
    if prefix:
        return [(0, prefix)] + [(max(a, prefix), b) for a, b in found if b > prefix]
    return found


_PHRASES = (
    "The answer is 5", "It is not 7", "x = 3 is extraneous", "option B is incorrect", "maybe 4",
    "either 4 or 5", "about 6 or so", "Wait, that's wrong", "I made a mistake", "Is it 3?", "If the answer were 10",
    "Suppose the answer is $\\boxed{10}$", "so we get $x = 2$", "then 12 (unverified)", "the other root, $-2$, is extraneous",
    "Actually, this is slower", "rather than 4", "which is not a perfect square", "So far we have 12 apples",
    "That is not correct", "hmm", "give or take 3", "Hmm, that doesn't seem right", "NOT 9", "no es 4",
    "$$y = 1$$", "\\(z\\)", "\\boxed{8}", "the sum is 14, not 15", "We compute 3 + 4 = 7",
)  # fmt: skip
_SEPARATORS = (". ", ". ", ". ", "\n", "\n", ", ", "; ", ": ", "? ", "! ", " but ", " - ", " ", ".\n\n")


@pytest.mark.parametrize("block", [commitment._FIRST_BLOCK, 48])
def test_reading_only_the_cued_sentences_withdraws_what_reading_every_sentence_did(monkeypatch, block: int):
    """The cue scan and the blocks read back from the end change no result: on many generated traces,
    long and short, with and without a late retraction (blocks of 48 characters: a boundary everywhere)."""
    monkeypatch.setattr(commitment, "_FIRST_BLOCK", block)
    rng = random.Random(42)
    for n in [5, 30, 200, 2000] * 12:
        quiet = rng.random() < 0.5  # without hedges and retractions: every sentence is read to the start
        phrases = [
            p
            for p in _PHRASES
            if not quiet
            or not any(
                w in p.lower()
                for w in (
                    "wait",
                    "mistake",
                    "maybe",
                    "either",
                    "or so",
                    "give or",
                    "hmm",
                    "actually",
                    "wrong",
                )
            )
        ]  # noqa: E501
        text = "".join(rng.choice(phrases) + rng.choice(_SEPARATORS) for _ in range(n))
        commitment.prose_view.cache_clear()
        assert commitment.withdrawn(text) == _reference_withdrawn(text), text[:300]


def test_a_clean_trace_reads_only_its_cued_sentences_and_a_retracted_one_only_its_end(monkeypatch):
    """Counts, not time: a 100 KB trace without false starts reads (with the clause rules) only the few
    sentences that hold a cue of some rule, not every one with a trigger word; a trace whose last
    retraction is near its end scans one part of a block, not the whole text."""
    calls = {"sentence": 0, "blocks": 0}
    sentence, to_read = commitment._sentence, commitment._cued_sentences

    def count_sentence(*args):
        calls["sentence"] += 1
        return sentence(*args)

    def count_blocks(*args):
        calls["blocks"] += 1
        return to_read(*args)

    monkeypatch.setattr(commitment, "_sentence", count_sentence)
    monkeypatch.setattr(commitment, "_cued_sentences", count_blocks)  # (a part of a block: one scan for cues)
    rng = random.Random(7)
    clean = "".join(
        f"We compute {a} + {a + 1} = {2 * a + 1}, so far so good. Then we have {a} apples, so the total is {a}.\n"
        for a in (rng.randint(2, 99) for _ in range(1500))
    )
    view = commitment.prose_view(clean)
    with_trigger = sum(
        commitment._TRIGGER_LOWERED.search(view.lower(), a, b) is not None
        for a, b in commitment._pieces(view, commitment._SENTENCE_END, 0, len(view))
    )
    assert with_trigger > 2000  # "so" in every sentence: the old reading read them all
    assert commitment.withdrawn(clean) == []
    assert calls["sentence"] == 0
    assert _reference_withdrawn(clean) == []
    retracted = clean + "So the answer is 24. Wait, that's wrong: it is 26.\n"
    calls.update(sentence=0, blocks=0)
    assert commitment.withdrawn(retracted) == [
        (0, len(clean) + len("So the answer is 24. Wait, that's wrong:"))
    ]
    assert calls["blocks"] == 1 and calls["sentence"] <= 2
    assert commitment.withdrawn(retracted) == _reference_withdrawn(retracted)


def test_masking_the_echoes_of_a_long_trace_leaves_no_garbage_for_the_collector():
    """Counts: masking the copies in a 100 KB trace that restates its problem every few KB keeps the words'
    places as numbers, so it triggers (almost) no collection of the young generation; a match object per
    word (20k objects alive at once) triggered about 30, and their survivors full collections of the heap."""
    rng = random.Random(3)
    text = "".join(f"Restating the problem: {PROMPT}\n\n" + _reasoning(rng, 3000) for _ in range(33))
    runs = []
    gc.callbacks.append(lambda phase, info: phase == "start" and runs.append(info["generation"]))
    try:
        gc.collect()
        runs.clear()
        masked = mask_copies(text, PROMPT)
    finally:
        gc.callbacks.pop()
    assert masked != text and len(masked) == len(text)  # the copies were found and blanked
    assert len(runs) <= 3, runs
