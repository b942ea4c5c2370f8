"""Harness overhead: the same generations driven directly through the backend library and through
proctor's runner, for the embedded llama.cpp backend and for the openai backend against a local server.

    python perf/overhead.py [--problems 16] [--max-tokens 48] [--repeats 2] [--backends llamacpp,openai]

For each backend, in one run, alternating (proctor, direct, proctor, direct, ...), each pass in a
fresh process of its own, timed the same way: ``perf_counter`` from after the model is loaded to the
end of the last generation (proctor: the last record written, grading included), one generation at a
time (``runner.concurrency = 1``, as the direct loop runs):
- proctor: ``runner.start_run`` + ``runner.execute`` on ``arith --limit P -n 1 --temperature 0``;
- direct: the prompts and seeds of proctor's own records (samples.jsonl), replayed in a plain loop
  through the library: ``llama_cpp.Llama.create_chat_completion`` (the n_ctx and thread counts
  proctor's backend used; the library's default KV-prefix reuse left on, as a plain loop has it), or
  the ``openai`` SDK's ``chat.completions.create`` against the same server.
The figure compared is completion **tokens/s** (generations differ in length). Greedy decoding, so
both sides must generate the same tokens: the per-generation completion-token counts are compared,
and the script exits 1 (after printing every figure) if any side's differ from proctor's, since its
ratio would then compare different work. The ratio is proctor / direct on the best pass of each
(target >= 0.95). For llama.cpp a third loop, ``direct-reset``, clears the KV cache before each
generation (no prefix reuse at all). The backend sits between the two: it reuses a shared prefix only
in whole 16-token chunks, the price of a seed giving the same text whatever ran before (the library's
own reuse can change the text, which the token check then reports).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from llama_server import gguf_path, llama_server

from proctor.models.openai import LLAMA_NEUTRAL as NEUTRAL


# -- one pass, in its own process (``--side``): prints {"seconds", "tokens", "run_dir"} as JSON ----------
def side_proctor(args: argparse.Namespace) -> dict:
    from proctor import runner
    from proctor.config import RunConfig

    model = {"ref": args.model} | ({"base_url": args.base_url} if args.base_url else {})
    cfg = RunConfig.model_validate(
        {
            "run": {"output": args.out},
            "benchmark": {"name": "arith", "limit": args.problems},
            "model": model,
            "sampling": {"n": 1, "temperature": 0.0, "max_tokens": args.max_tokens},
            "runner": {"concurrency": 1},
        }
    )
    prep, run_dir, done = runner.start_run(cfg)  # loads the model (not timed, as for the direct loop)
    last = [0.0]
    t0 = time.perf_counter()
    asyncio.run(runner.execute(prep, run_dir, done, lambda _r: last.__setitem__(0, time.perf_counter())))
    records = sorted(_records(run_dir), key=lambda r: r["problem_id"])
    return {
        "seconds": last[0] - t0,
        "tokens": [r["completion_tokens"] for r in records],
        "run_dir": str(run_dir),
    }


def _records(run_dir: Path | str) -> list[dict]:
    text = (Path(run_dir) / "samples.jsonl").read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def side_direct(args: argparse.Namespace) -> dict:
    records = sorted(_records(args.records), key=lambda r: r["problem_id"])
    prompts = [(r["messages"][:-1], r["seed"]) for r in records]
    tokens: list[int] = []
    if args.side.startswith("direct-llamacpp"):
        import llama_cpp

        from proctor.models import ModelOptions, load_sampler

        ref = load_sampler("llamacpp:smollm2", ModelOptions())  # the thread counts proctor's backend uses
        inner = getattr(ref, "inner", ref)._llm
        settings = {
            "n_ctx": inner.n_ctx(),
            "n_threads": inner.n_threads,
            "n_threads_batch": inner.n_threads_batch,
        }
        asyncio.run(ref.aclose())
        llm = llama_cpp.Llama(str(gguf_path()), verbose=False, **settings)
        reset = args.side == "direct-llamacpp-reset"
        t0 = time.perf_counter()
        for messages, seed in prompts:
            if reset:  # no KV-cache reuse at all
                llm.reset()
            r = llm.create_chat_completion(messages, max_tokens=args.max_tokens, temperature=0.0, seed=seed)
            tokens.append(r["usage"]["completion_tokens"])
    else:
        import openai

        client = openai.OpenAI(base_url=args.base_url, api_key="none", max_retries=0)
        t0 = time.perf_counter()
        for messages, seed in prompts:
            r = client.chat.completions.create(
                model="smollm2", messages=messages, max_tokens=args.max_tokens, temperature=0.0, seed=seed,
                extra_body=NEUTRAL,  # the server's own samplers off, as proctor's backend sends them
            )  # fmt: skip
            tokens.append(r.usage.completion_tokens)
    return {"seconds": time.perf_counter() - t0, "tokens": tokens}


def run_side(side: str, args: argparse.Namespace, **extra: str) -> dict:
    cmd = [sys.executable, __file__, "--side", side, "--problems", str(args.problems),
           "--max-tokens", str(args.max_tokens)]  # fmt: skip
    for key, value in extra.items():
        cmd += [f"--{key.replace('_', '-')}", value]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    lines = proc.stdout.strip().splitlines()
    if proc.returncode != 0 or not lines:
        raise SystemExit(f"{side} pass failed ({proc.returncode}):\n{(proc.stdout + proc.stderr)[-2000:]}")
    return json.loads(lines[-1])


# -- the comparison ----------------------------------------------------------------------------------
Pass = tuple[str, float, list[int]]  # kind, tokens/s, per-generation completion tokens


def report(name: str, passes: list[Pass]) -> bool:
    """Print every pass and the ratios; False when a side generated other token counts than proctor."""
    for kind, rate, tokens in passes:
        print(f"  {name:8s} {kind:13s} {rate:7.1f} tokens/s  ({sum(tokens)} completion tokens)")
    reference = next(t for k, _, t in passes if k == "proctor")
    same = True
    for kind, _, tokens in passes:
        if tokens != reference:
            diff = [i for i, (a, b) in enumerate(zip(tokens, reference, strict=True)) if a != b]
            print(
                f"  {name}: MISMATCH: {kind} generated {sum(tokens)} tokens, proctor {sum(reference)} "
                f"(generations {diff[:10]} differ): the ratio below compares different work"
            )
            same = False
    best_p = max(r for k, r, _ in passes if k == "proctor")
    for kind in sorted({k for k, _, _ in passes} - {"proctor"}):
        best_d = max(r for k, r, _ in passes if k == kind)
        print(
            f"  {name}: proctor {best_p:.1f} tokens/s vs {kind} {best_d:.1f} tokens/s -> "
            f"ratio {best_p / best_d:.3f} (target >= 0.95)"
        )
    return same


def tokens_per_s(result: dict) -> tuple[float, list[int]]:
    return sum(result["tokens"]) / result["seconds"], list(result["tokens"])


def bench_llamacpp(args: argparse.Namespace, tmp: Path) -> bool:
    passes: list[Pass] = []
    for i in range(args.repeats):
        p = run_side("proctor", args, model="llamacpp:smollm2", out=str(tmp / f"llamacpp-{i}"))
        passes.append(("proctor", *tokens_per_s(p)))
        for side in ("direct", "direct-reset"):
            d = run_side(f"direct-llamacpp{side[6:]}", args, records=p["run_dir"])
            passes.append((side, *tokens_per_s(d)))
    return report("llamacpp", passes)


def bench_openai(args: argparse.Namespace, tmp: Path) -> bool:
    with llama_server() as url:
        passes: list[Pass] = []
        for i in range(args.repeats):
            p = run_side("proctor", args, model="openai:smollm2", base_url=url, out=str(tmp / f"openai-{i}"))
            passes.append(("proctor", *tokens_per_s(p)))
            d = run_side("direct-openai", args, records=p["run_dir"], base_url=url)
            passes.append(("direct", *tokens_per_s(d)))
        return report("openai", passes)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--problems", type=int, default=16)
    ap.add_argument("--max-tokens", type=int, default=48)
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--backends", default="llamacpp,openai")
    ap.add_argument("--side", help=argparse.SUPPRESS)  # one pass in this process (used by the script itself)
    ap.add_argument("--model", help=argparse.SUPPRESS)
    ap.add_argument("--base-url", help=argparse.SUPPRESS)
    ap.add_argument("--out", help=argparse.SUPPRESS)
    ap.add_argument("--records", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.side:
        print(json.dumps(side_proctor(args) if args.side == "proctor" else side_direct(args)))
        return
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}; "
          f"{args.problems} generations per pass, greedy, max_tokens {args.max_tokens}")  # fmt: skip
    with tempfile.TemporaryDirectory(prefix="proctor-overhead-") as d:
        same = [
            {"llamacpp": bench_llamacpp, "openai": bench_openai}[name](args, Path(d))
            for name in args.backends.split(",")
        ]
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")
    if not all(same):
        sys.exit("FAIL: a side generated other tokens than proctor (see MISMATCH above); the ratios are void")


if __name__ == "__main__":
    main()
