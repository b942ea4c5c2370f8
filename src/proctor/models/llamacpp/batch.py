"""Batched decoding for the llama.cpp backend (``model.batch_decode = true``), on the low-level API.

The sequences of one group (concurrent requests: the N samples of a problem, and other problems
in flight) share one llama.cpp context with a unified KV cache. Each distinct prompt is evaluated
once, in the same aligned ``PROMPT_CHUNK``-token chunks as the sequential path, and its cells are
shared with every sequence that has that prompt (``llama_memory_seq_cp``, no copy of the data). Then
every live sequence's last token goes into one ``llama_batch`` per step, and each sequence samples
from its own row with its own sampler chain and seed.

What changes against the sequential path (docs/backends.md "Batched decoding"): a row's logits are
computed in a batch whose size is the number of live sequences, and llama.cpp's numbers for a row
depend on that size (perf/batch_logits_probe.py), so a seed's text can differ from the
sequential path's, and from another run's where different requests happened to share a step.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from proctor.models.base import SamplingParams
from proctor.models.llamacpp.common import PROMPT_CHUNK, token_logprob


def batch_context(llm: Any, n_seq: int, n_ctx: int) -> Any:
    """A second context on ``llm``'s weights for ``n_seq`` sequences that share one KV cache."""
    from llama_cpp import _internals as internals

    params = type(llm.context_params).from_buffer_copy(llm.context_params)
    params.n_ctx = n_ctx
    params.n_seq_max = n_seq
    params.kv_unified = True  # one cell pool: a shared prompt's cells are referenced, not copied
    params.n_batch = params.n_ubatch = max(PROMPT_CHUNK, n_seq)
    return internals.LlamaContext(model=llm._model, params=params, verbose=False)


class SeqBatch:
    """A ``llama_batch`` of at most ``capacity`` tokens, each in one sequence."""

    def __init__(self, capacity: int):
        import llama_cpp

        self.capacity = capacity
        self._b = llama_cpp.llama_batch_init(capacity, 0, 1)

    def clear(self) -> None:
        self._b.n_tokens = 0

    def add(self, token: int, pos: int, seq: int, logits: bool = True) -> int:
        """Append a token; returns its row (the ``idx`` its logits are read with)."""
        i = self._b.n_tokens
        if i >= self.capacity:
            raise ValueError(f"batch of {self.capacity} tokens is full")
        self._b.token[i] = token
        self._b.pos[i] = pos
        self._b.seq_id[i][0] = seq
        self._b.n_seq_id[i] = 1
        self._b.logits[i] = logits
        self._b.n_tokens = i + 1
        return i

    def swap(self, i: int, j: int) -> None:
        b = self._b
        for arr in (b.token, b.pos, b.n_seq_id, b.logits):
            arr[i], arr[j] = arr[j], arr[i]
        b.seq_id[i][0], b.seq_id[j][0] = b.seq_id[j][0], b.seq_id[i][0]

    def decode(self, ctx: Any) -> None:
        import llama_cpp

        rc = llama_cpp.llama_decode(ctx.ctx, self._b)
        if rc != 0:
            raise RuntimeError(f"llama_decode returned {rc} (batch of {self._b.n_tokens} tokens)")

    def close(self) -> None:
        import llama_cpp

        if self._b is not None:
            llama_cpp.llama_batch_free(self._b)
            self._b = None


def eval_prompt(ctx: Any, ids: list[int], seq: int, start: int = 0) -> None:
    """Evaluate ``ids[start:]`` into sequence ``seq`` in aligned chunks; logits of the last token only."""
    batch = SeqBatch(PROMPT_CHUNK)
    try:
        for c0 in range(start, len(ids), PROMPT_CHUNK):
            batch.clear()
            chunk = ids[c0 : c0 + PROMPT_CHUNK]
            for j, tok in enumerate(chunk):
                batch.add(tok, c0 + j, seq, logits=c0 + j == len(ids) - 1)
            batch.decode(ctx)
    finally:
        batch.close()


def make_sampler(llm: Any, params: SamplingParams, seed: int) -> Any:
    """The sampler chain ``Llama.generate`` builds for the sequential path, with this seed."""
    from llama_cpp import _internals as internals

    s = internals.LlamaSampler()
    s.add_penalties(
        n_vocab=llm.n_vocab(),
        penalty_last_n=llm.last_n_tokens_size,
        penalty_repeat=1.0,
        penalty_freq=0.0,
        penalty_present=0.0,
    )
    if params.temperature == 0:
        s.add_greedy()
    else:
        s.add_top_k(params.top_k or 0)
        s.add_typical(1.0, 1)
        s.add_top_p(params.top_p, 1)
        s.add_min_p(0.0, 1)
        s.add_temp(params.temperature)
        s.add_dist(seed)
    return s


@dataclass
class Sequence:
    """One generation of a group: its prompt, budget and sampler, and what came out so far."""

    prompt: list[int]
    params: SamplingParams
    seed: int
    budget: int
    seq: int = -1
    out: list[int] = field(default_factory=list)
    finish: str | None = None  # "stop" / "length" once done
    sampler: Any = None
    stop_scan: Any = None  # engine.StopScan: its stop strings watched token by token
    # params.logprobs: each sampled token's log-probability (``out`` is always a prefix of those tokens)
    logprobs: list[float] = field(default_factory=list)

    @property
    def cells(self) -> int:
        return len(self.prompt) + self.budget


def groups_that_fit(seqs: list[Sequence], slots: int, n_ctx: int) -> list[list[Sequence]]:
    """Split into groups of at most ``slots`` sequences whose cells (each distinct prompt once, plus
    every budget) fit the context; order is kept."""
    groups: list[list[Sequence]] = []
    cur: list[Sequence] = []
    used, prompts = 0, set()
    for s in seqs:
        key = tuple(s.prompt)
        need = s.budget + (0 if key in prompts else len(s.prompt))
        if cur and (len(cur) == slots or used + need > n_ctx):
            groups.append(cur)
            cur, used, prompts = [], 0, set()
            need = s.cells
        cur.append(s)
        used += need
        prompts.add(key)
    if cur:
        groups.append(cur)
    return groups


def decode_groups(
    llm: Any,
    ctx: Any,
    seqs: list[Sequence],
    slots: int,
    finished: Callable[[Sequence, int], bool],
) -> None:
    """Generate every sequence, group by group. ``finished(seq, token)`` records the sampled token on
    the sequence and says whether it is done (end of generation, stop string, budget); it raises to
    abandon the whole call (shutdown)."""
    import llama_cpp

    mem = llama_cpp.llama_get_memory(ctx.ctx)
    batch = SeqBatch(slots)
    try:
        for group in groups_that_fit(seqs, slots, ctx.n_ctx()):
            llama_cpp.llama_memory_clear(mem, True)
            by_prompt: dict[tuple[int, ...], list[Sequence]] = {}
            for i, s in enumerate(group):
                s.seq = i
                s.sampler = make_sampler(llm, s.params, s.seed)
                by_prompt.setdefault(tuple(s.prompt), []).append(s)
            for members in by_prompt.values():  # each prompt once; its cells shared, not copied
                first = members[0]
                eval_prompt(ctx, first.prompt, first.seq)
                for m in members[1:]:
                    llama_cpp.llama_memory_seq_cp(mem, first.seq, m.seq, -1, -1)
                for m in members:
                    _advance(ctx, mem, m, -1, finished)
            while live := [s for s in group if s.finish is None]:
                batch.clear()
                rows = [batch.add(s.out[-1], len(s.prompt) + len(s.out) - 1, s.seq) for s in live]
                batch.decode(ctx)
                for s, row in zip(live, rows, strict=True):
                    _advance(ctx, mem, s, row, finished)
            for s in group:
                s.sampler = None
    finally:
        batch.close()


def _advance(ctx: Any, mem: Any, s: Sequence, row: int, finished: Callable[[Sequence, int], bool]) -> None:
    """Sample ``s``'s next token from logits row ``row`` (its log-probability read from the same row
    when asked: a read only, the draw is the same) and record it."""
    import llama_cpp

    token = s.sampler.sample(ctx, row)
    if s.params.logprobs:
        s.logprobs.append(token_logprob(ctx.ctx, row, token, ctx.model.n_vocab()))
    if finished(s, token):
        llama_cpp.llama_memory_seq_rm(mem, s.seq, -1, -1)  # its own cells go back to the pool
