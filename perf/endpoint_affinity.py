"""Prefix-cache affinity of the multi-endpoint balancer, against two real local llama.cpp servers.

    python perf/endpoint_affinity.py [--problems 6] [-n 4] [--concurrency 4] [--max-tokens 4]

Starts two ``python -m llama_cpp.server`` processes (the embedded SmolLM2 model, one thread each),
then sends the same workload twice through proctor's OpenAI backend with both URLs: PROBLEMS
problems x N samples, problem by problem, CONCURRENCY requests in flight (as the runner does).
First with plain least-outstanding balancing (the baseline), then with per-problem affinity (the
default). Each server reuses the KV cache of the prompt prefix it evaluated last, and logs the
prompt tokens it actually evaluated (``prompt eval time = ... / N tokens``); the script prints
prompt tokens evaluated per generation for both and their ratio (< 1: affinity saves prompt work).
The baseline runs first and again last; the better of its two runs is the one compared.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

from proctor.models import ModelOptions, load_sampler
from proctor.models.base import SamplingParams
from proctor.models.llamacpp import embedded_path

EVAL = re.compile(rb"prompt eval time\s*=\s*[\d.]+ ms /\s*(\d+) tokens")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(log: Path) -> tuple[subprocess.Popen, str]:
    port = free_port()
    cmd = [sys.executable, "-m", "llama_cpp.server", "--model", str(embedded_path()), "--host", "127.0.0.1",
           "--port", str(port), "--n_ctx", "1024", "--n_threads", "1", "--verbose", "true"]  # fmt: skip
    proc = subprocess.Popen(cmd, stdout=open(log, "wb"), stderr=subprocess.STDOUT)  # noqa: SIM115
    url = f"http://127.0.0.1:{port}/v1"
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"llama_cpp.server exited:\n{log.read_text()[-2000:]}")
        try:
            if httpx.get(f"{url}/models", timeout=2).status_code == 200:
                return proc, url
        except httpx.HTTPError:
            pass
        time.sleep(0.3)
    raise SystemExit("llama_cpp.server did not come up in 300 s")


def evaluated(logs: list[Path]) -> int:
    return sum(int(m) for log in logs for m in EVAL.findall(log.read_bytes()))


async def workload(urls: list[str], affinity: bool, problems: int, n: int, concurrency: int, max_tokens: int):
    sampler = load_sampler("openai:smollm2", ModelOptions(base_url=",".join(urls)))
    sampler.pool.affinity = affinity
    params = SamplingParams(temperature=0.8, max_tokens=max_tokens)
    system = (
        "You are a careful assistant. Solve the problem step by step and give the final answer in \\boxed{}."
    )
    pairs = iter([(p, i) for p in range(problems) for i in range(n)])

    async def worker() -> None:
        for p, i in pairs:
            msgs = [{"role": "system", "content": system},
                    {"role": "user", "content": f"Problem {p}: what is {17 * p + 3} times {p + 11}, minus {p}?"}]  # fmt: skip
            await sampler.sample(msgs, params, 1, seed=1000 * p + i)

    await asyncio.gather(*(worker() for _ in range(concurrency)))
    stats = sampler.pool.stats()
    await sampler.aclose()
    return stats


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--problems", type=int, default=6)
    ap.add_argument("-n", type=int, default=4)
    ap.add_argument("--concurrency", type=int, default=4)
    ap.add_argument("--max-tokens", type=int, default=4)
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        logs = [Path(tmp) / f"server-{i}.log" for i in range(2)]
        servers = [start_server(log) for log in logs]
        urls = [u for _, u in servers]
        try:
            gens = a.problems * a.n
            per = {}
            for affinity in (False, True, False):  # the baseline again last: order does not favour either
                before = evaluated(logs)
                t0 = time.perf_counter()
                stats = asyncio.run(workload(urls, affinity, a.problems, a.n, a.concurrency, a.max_tokens))
                wall = time.perf_counter() - t0
                per[affinity] = min(per.get(affinity, 1e18), (evaluated(logs) - before) / gens)
                split = "/".join(str(s["requests"]) for s in stats)
                name = "affinity (default)" if affinity else "least-outstanding "
                print(f"{name}: {(evaluated(logs) - before) / gens:6.1f} prompt tokens evaluated per generation, "
                      f"{gens} generations in {wall:5.1f}s, requests per server {split}", flush=True)  # fmt: skip
            print(
                "affinity / least-outstanding (its better run) prompt tokens evaluated: "
                f"{per[True] / max(per[False], 1e-9):.2f}x"
            )
        finally:
            for proc, _ in servers:
                proc.terminate()
                proc.wait(timeout=30)


if __name__ == "__main__":
    main()
