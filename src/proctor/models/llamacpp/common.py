"""What the sequential (:mod:`proctor.models.llamacpp.engine`) and the batched
(:mod:`proctor.models.llamacpp.batch`) llama.cpp paths share, so neither imports the other."""

from __future__ import annotations

from typing import Any

PROMPT_CHUNK = 16  # llama.cpp batch size: prompts are evaluated, and reused, in aligned chunks of this size


def token_logprob(ctx: Any, row: int, token: int, n_vocab: int) -> float:
    """log softmax of the logits row ``row`` of a llama.cpp context (``-1``: the last one computed),
    at ``token``: the model's own log-probability of it, at temperature 1 and before any sampler
    (the chain works on a copy, so the row is what the token was drawn from). Only reads the row,
    so decoding is the same with or without it."""
    import llama_cpp
    import numpy as np

    ptr = llama_cpp.llama_get_logits_ith(ctx, row)
    logits = np.ctypeslib.as_array(ptr, shape=(n_vocab,)).astype(np.float64)
    top = logits.max()
    return float(logits[token] - top - np.log(np.exp(logits - top).sum()))
