"""Throughput of the embedded llama.cpp backend: sequential vs batched decoding vs llama.cpp's own batch loop.

    PYTHONPATH=src python perf/local_throughput.py [--problems 4] [--ns 2,4,8,16] [--max-tokens 160]
        [--repeats 2]

``make demo``'s workload: arith problems, N samples each, temperature 0.7, 160 tokens at most, each
sample's seed as proctor derives it. In one run, on one loaded model file:

- ``sequential``  today's default backend (one sequence at a time; the N samples of a problem are
                  submitted together, as the runner's workers do, and serialized by the backend);
- ``batched N``   the same backend with ``model.batch_decode = true``: each problem's N samples are
                  decoded together (one prompt evaluation, shared cells, one batch per step);
- ``batched+fa N`` the same with ``model.flash_attn = true`` (flash attention, as llama.cpp's own
                  defaults choose on this CPU);
- ``direct N``    llama.cpp's own batched decoding driven through the library's low-level API with no
                  proctor code: the prompt decoded once, ``llama_memory_seq_cp`` to N sequences, one
                  ``llama_batch`` of the live sequences per step, a sampler chain per sequence (the
                  ceiling batched proctor is measured against).

The paths sample different tokens (a batch changes the logits), so tokens/s is the like-for-like
figure; generations/s and the token totals are printed beside it. Ratios: batched / sequential
(target >= 2x at N=8, in generations/s) and batched / direct at the same N (target >= 0.9x); the
direct loop keeps llama.cpp's default context settings (flash attention on where llama.cpp picks
it), so only ``batched+fa`` runs the same kernels. The batched sides and direct alternate ``--repeats`` times per N and the fastest pass of each is kept. The machine's
load average is printed first and last: other work on the cores lowers every figure. The sequential
baseline runs once (it is the long one).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import time

from proctor.benchmarks.loader import load_benchmark
from proctor.models import ModelOptions, load_sampler
from proctor.models.base import SamplingParams
from proctor.seeds import sample_seed


def workload(sampler, problems: int):
    bench = load_benchmark("arith", limit=problems)
    return [(p.id, sampler.tokenize_chat([{"role": "user", "content": p.prompt}])) for p in bench.problems]


def via_proctor(sampler, jobs, n: int, params: SamplingParams) -> tuple[float, int, int]:
    async def go():
        gens = toks = 0
        for pid, ids in jobs:
            seeds = [sample_seed(0, "arith", pid, i) for i in range(n)]
            outs = await asyncio.gather(*(sampler.sample(ids, params, seed=s) for s in seeds))
            gens += len(outs)
            toks += sum(c.completion_tokens for (c,) in outs)
        return gens, toks

    t0 = time.perf_counter()
    gens, toks = asyncio.run(go())
    return time.perf_counter() - t0, gens, toks


def via_library(llm, jobs, n: int, params: SamplingParams) -> tuple[float, int, int]:
    """llama.cpp's batched decoding, written against llama_cpp's low-level bindings only."""
    import llama_cpp

    cp = llama_cpp.llama_context_default_params()
    cp.n_ctx = 4096
    cp.n_batch = cp.n_ubatch = 512
    cp.n_seq_max = n
    cp.kv_unified = True
    cp.n_threads = llm.context_params.n_threads
    cp.n_threads_batch = llm.context_params.n_threads_batch
    ctx = llama_cpp.llama_init_from_model(llm.model, cp)
    mem = llama_cpp.llama_get_memory(ctx)
    vocab = llama_cpp.llama_model_get_vocab(llm.model)
    batch = llama_cpp.llama_batch_init(512, 0, 1)

    def put(i: int, tok: int, pos: int, seq: int, logits: bool) -> None:
        batch.token[i], batch.pos[i], batch.n_seq_id[i], batch.logits[i] = tok, pos, 1, logits
        batch.seq_id[i][0] = seq

    gens = toks = 0
    t0 = time.perf_counter()
    for pid, ids in jobs:
        llama_cpp.llama_memory_clear(mem, True)
        for i, tok in enumerate(ids):
            put(i, tok, i, 0, i == len(ids) - 1)
        batch.n_tokens = len(ids)
        assert llama_cpp.llama_decode(ctx, batch) == 0
        chains = []
        for s in range(n):
            if s:
                llama_cpp.llama_memory_seq_cp(mem, 0, s, -1, -1)
            ch = llama_cpp.llama_sampler_chain_init(llama_cpp.llama_sampler_chain_default_params())
            llama_cpp.llama_sampler_chain_add(ch, llama_cpp.llama_sampler_init_top_p(params.top_p, 1))
            llama_cpp.llama_sampler_chain_add(ch, llama_cpp.llama_sampler_init_temp(params.temperature))
            llama_cpp.llama_sampler_chain_add(
                ch, llama_cpp.llama_sampler_init_dist(sample_seed(0, "arith", pid, s))
            )
            chains.append(ch)
        last = {s: llama_cpp.llama_sampler_sample(chains[s], ctx, -1) for s in range(n)}
        outs = {s: [] for s in range(n)}
        live = [s for s in range(n) if not llama_cpp.llama_vocab_is_eog(vocab, last[s])]
        while live:
            for i, s in enumerate(live):
                outs[s].append(last[s])
                put(i, last[s], len(ids) + len(outs[s]) - 1, s, True)
            batch.n_tokens = len(live)
            assert llama_cpp.llama_decode(ctx, batch) == 0
            nxt = []
            for i, s in enumerate(live):
                last[s] = llama_cpp.llama_sampler_sample(chains[s], ctx, i)
                if len(outs[s]) < params.max_tokens and not llama_cpp.llama_vocab_is_eog(vocab, last[s]):
                    nxt.append(s)
            live = nxt
        for ch in chains:
            llama_cpp.llama_sampler_free(ch)
        gens += n
        toks += sum(len(o) for o in outs.values())
    wall = time.perf_counter() - t0
    llama_cpp.llama_batch_free(batch)
    llama_cpp.llama_free(ctx)
    return wall, gens, toks


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--problems", type=int, default=4)
    ap.add_argument("--ns", default="2,4,8,16")
    ap.add_argument("--max-tokens", type=int, default=160)
    ap.add_argument("--repeats", type=int, default=2, help="alternating passes of batched and direct per N")
    args = ap.parse_args()
    ns = [int(x) for x in args.ns.split(",")]
    params = SamplingParams(temperature=0.7, max_tokens=args.max_tokens)
    print(f"load average {os.getloadavg()}, {os.cpu_count()} cores")

    seq = load_sampler("llamacpp:smollm2")
    bat = load_sampler("llamacpp:smollm2", ModelOptions(batch_decode=True))
    fa = load_sampler("llamacpp:smollm2", ModelOptions(batch_decode=True, flash_attn=True))
    jobs = workload(seq, args.problems)
    rows = []

    def show(name: str, n: int, wall: float, gens: int, toks: int) -> None:
        rows.append((name, n, wall, gens, toks))
        print(f"{name:<12} N={n:<3} {gens:>4} gens {toks:>6} tokens {wall:7.1f} s  "
              f"{gens / wall:6.2f} gen/s {toks / wall:7.1f} tok/s", flush=True)  # fmt: skip

    via_proctor(seq, jobs[:1], 1, params.model_copy(update={"max_tokens": 8}))  # warm-up
    show("sequential", 8, *via_proctor(seq, jobs, 8, params))  # N only sets how many run (one at a time)
    base = rows[-1]
    for n in ns:  # alternating, the fastest pass of each side kept (other work on the cores only slows)
        passes = {"batched": [], "batched+fa": [], "direct": []}
        for _ in range(args.repeats):
            passes["batched"].append(via_proctor(bat, jobs, n, params))
            passes["batched+fa"].append(via_proctor(fa, jobs, n, params))
            passes["direct"].append(via_library(seq._llm, jobs, n, params))
        for name, runs in passes.items():
            show(name, n, *min(runs))
    print("\nratios (batched proctor vs sequential proctor, and vs llama.cpp's own batch loop at the same N)")
    for n in ns:
        dw, dg, dt = next(r[2:] for r in rows if r[1] == n and r[0] == "direct")
        for name in ("batched", "batched+fa"):
            bw, bg, bt = next(r[2:] for r in rows if r[1] == n and r[0] == name)
            print(f"N={n:<3} {name:<10} vs sequential: {bg / bw / (base[3] / base[2]):5.2f}x gen/s "
                  f"{bt / bw / (base[4] / base[2]):5.2f}x tok/s   vs direct: {bg / bw / (dg / dw):5.2f}x gen/s "
                  f"{bt / bw / (dt / dw):5.2f}x tok/s")  # fmt: skip
    print(f"load average {os.getloadavg()}")
    for s in (seq, bat, fa):
        asyncio.run(s.aclose())


if __name__ == "__main__":
    main()
