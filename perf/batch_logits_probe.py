"""Are a sequence's logits in a llama.cpp batch the same as decoding it alone? (issue 16's first question)

Decodes one sequence token by token (teacher-forced with the same tokens everywhere, so only the
arithmetic differs) in these settings, on the embedded GGUF, and compares its logits bit for bit:

- ``llama``   today's backend path: ``Llama.eval`` (one context, one sequence, 16-token prompt chunks)
- ``alone``   a multi-sequence context (unified KV cache) with only this sequence live, batch of 1
- ``bN``      the same context, this sequence plus N-1 others in one ``llama_batch`` per step,
              the others fed the same tokens (``same``) or other tokens (``other``); our row first
- ``bN last row``  the same, our row last
- ``K + pad row``  K live sequences plus one throw-away row in another sequence (its cell freed
              after each step): the cost-free padding a constant-shape scheme would use

Then every batched setting is compared with ``b2 same``: a scheme that keeps a sequence's text
independent of its company needs these to be bit-identical (docs/backends.md has the results).

The prompt is evaluated in aligned 16-token chunks in sequence 0 and its cells shared with the other
sequences (``llama_memory_seq_cp``). Prints, per setting, the largest absolute logit difference from
``llama`` and whether any step differs at all (``bit-identical``), and whether the greedy token differs.

    PYTHONPATH=src python perf/batch_logits_probe.py [--steps 24] [--threads 2]
"""

from __future__ import annotations

import argparse
import random

import numpy as np

from proctor.models import ModelOptions, load_sampler
from proctor.models.llamacpp import PROMPT_CHUNK
from proctor.models.llamacpp.batch import SeqBatch, batch_context, eval_prompt


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=24)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--slots", type=int, default=8)
    args = ap.parse_args()

    import llama_cpp

    sampler = load_sampler("llamacpp:smollm2", ModelOptions(n_ctx=2048, n_threads=args.threads))
    llm = sampler._llm
    n_vocab = llm.n_vocab()
    prompt = sampler.tokenize_chat([{"role": "user", "content": "What is 17 * 23? Think step by step."}])
    # the forced continuation: a greedy generation from today's path
    llm.reset()
    forced = []
    for tok in llm.generate(prompt, temp=0.0, top_k=0, top_p=1.0, min_p=0.0, repeat_penalty=1.0, reset=False):
        forced.append(tok)
        if len(forced) == args.steps:
            break
    rng = random.Random(0)
    others = [[rng.randrange(200, 40000) for _ in range(args.steps)] for _ in range(args.slots)]

    def via_llama() -> list[np.ndarray]:
        llm.reset()
        llm.eval(prompt)
        rows = []
        for tok in forced:
            rows.append(
                np.ctypeslib.as_array(llama_cpp.llama_get_logits_ith(llm._ctx.ctx, -1), (n_vocab,)).copy()
            )
            llm.eval([tok])
        return rows

    def via_batch(
        n_live: int, other_tokens: bool, slots: int, row: int = 0, pad: bool = False
    ) -> list[np.ndarray]:
        ctx = batch_context(llm, slots, 2048)
        try:
            eval_prompt(ctx, prompt, seq=0)
            mem = llama_cpp.llama_get_memory(ctx.ctx)
            for s in range(1, slots - 1 if pad else slots):  # the pad sequence holds no prompt
                llama_cpp.llama_memory_seq_cp(mem, 0, s, -1, -1)
            batch = SeqBatch(slots)
            # the prompt's last logits belong to sequence 0's last prompt token
            rows = [np.ctypeslib.as_array(llama_cpp.llama_get_logits_ith(ctx.ctx, -1), (n_vocab,)).copy()]
            for step, tok in enumerate(forced[:-1]):
                batch.clear()
                for s in range(1, n_live):
                    t = others[s][step] if other_tokens else tok
                    batch.add(t, len(prompt) + step, s)
                mine = batch.add(tok, len(prompt) + step, 0)
                if row == 0:  # move our row to the front
                    batch.swap(0, mine)
                    mine = 0
                if pad:  # a throw-away row in the last sequence, at position 0, its cell freed after the step
                    batch.add(others[0][step], 0, slots - 1)
                batch.decode(ctx)
                if pad:
                    llama_cpp.llama_memory_seq_rm(mem, slots - 1, -1, -1)
                rows.append(
                    np.ctypeslib.as_array(llama_cpp.llama_get_logits_ith(ctx.ctx, mine), (n_vocab,)).copy()
                )
            batch.close()
            return rows
        finally:
            ctx.close()

    ref = via_llama()
    settings = {"llama (again)": via_llama(), "alone": via_batch(1, False, args.slots)}
    for n in (2, 4, args.slots):
        settings[f"b{n} same"] = via_batch(n, False, args.slots)
        settings[f"b{n} other"] = via_batch(n, True, args.slots)
    settings[f"b{args.slots} last row"] = via_batch(args.slots, True, args.slots, row=-1)
    settings["1 + pad row"] = via_batch(1, True, args.slots, pad=True)
    settings["3 + pad row"] = via_batch(3, True, args.slots, pad=True)

    print(
        f"prompt {len(prompt)} tokens (chunk {PROMPT_CHUNK}), {args.steps} forced steps, threads {args.threads}"
    )
    print(f"{'setting':<18} {'max |dlogit| vs llama':>22} {'bit-identical':>14} {'argmax differs':>15}")
    for name, rows in settings.items():
        diff = max(float(np.max(np.abs(a - b))) for a, b in zip(ref, rows, strict=True))
        same = all(np.array_equal(a, b) for a, b in zip(ref, rows, strict=True))
        flips = sum(int(np.argmax(a) != np.argmax(b)) for a, b in zip(ref, rows, strict=True))
        print(f"{name:<18} {diff:>22.3g} {str(same):>14} {flips:>15}")
    # does a sequence in a batch of 2+ rows depend on the batch's size, rows, row order or cell layout?
    base = settings["b2 same"]
    for name, rows in settings.items():
        if name.startswith(("llama", "alone")) or name == "b2 same":
            continue
        same = all(np.array_equal(x, y) for x, y in zip(base, rows, strict=True))
        print(f"b2 same vs {name}: bit-identical {same}")
    llm.close()


if __name__ == "__main__":
    main()
