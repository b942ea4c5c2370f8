"""Stable seeds: a generation's seed is a hash of what identifies it, nothing else.

The seed of one generation depends only on (run seed, benchmark, problem id, sample index, turn),
so it is the same whatever the concurrency, ordering, ``--limit``, chunking or resume.
"""

from __future__ import annotations

import hashlib

SEED_BITS = 31  # llama.cpp, vLLM and the OpenAI API all accept a non-negative 31-bit int


def stable_hash(*parts: object) -> int:
    """A 31-bit integer from the parts' string forms, stable across processes and platforms."""
    text = "\x1f".join(str(p) for p in parts)
    digest = hashlib.blake2b(text.encode("utf-8"), digest_size=8).digest()
    return int.from_bytes(digest, "big") & ((1 << SEED_BITS) - 1)


def sample_seed(run_seed: int, benchmark: str, problem_id: str, sample_index: int) -> int:
    """The seed of sample ``sample_index`` of a problem (its first turn)."""
    return stable_hash("proctor-sample", run_seed, benchmark, problem_id, sample_index)


def turn_seed(seed: int, turn: int) -> int:
    """The seed of turn ``turn`` of a trajectory whose sample seed is ``seed`` (turn 0 is ``seed``)."""
    return seed if turn == 0 else stable_hash("proctor-turn", seed, turn)
