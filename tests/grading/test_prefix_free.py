"""rival's ``_prefix_free`` (the stems whose places its trie finds) in one sorted pass: the same words, in the
same order, as the pairwise test it replaced, on the real stems and on random lists (prefixes, duplicates,
the empty word, scripts other than Latin)."""

from __future__ import annotations

import random

from proctor.grading import rival


def pairwise(words: list[str]) -> list[str]:
    return [w for w in words if not any(o != w and w.startswith(o) for o in words)]


def test_the_real_stems_are_those_of_the_pairwise_test():
    for words in (rival._ASCII_STEMS, rival._ALL_STEMS):
        assert rival._prefix_free(words) == pairwise(words)
    assert rival._ALL_FIRST == pairwise(rival._ALL_STEMS) and rival._ASCII_FIRST == pairwise(
        rival._ASCII_STEMS
    )


def test_random_lists_are_those_of_the_pairwise_test():
    rng = random.Random(7)
    alphabet = "abé答"
    for _ in range(3000):
        words = [
            "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 4))) for _ in range(rng.randint(0, 12))
        ]
        if rng.random() < 0.3:
            words += rng.sample(words, k=min(len(words), 2))  # duplicates
        rng.shuffle(words)
        assert rival._prefix_free(words) == pairwise(words), words
