"""``/run_code`` (SandboxFusion's API on proctor's isolated pooled sandbox), driven by SandboxFusion's
own client package, against spawn-per-call (``python -c`` in a fresh subprocess, no isolation: what
SkyRL-gym's code tool does) on the same snippets, at the same concurrency.

    PYTHONPATH=src python perf/run_code.py [--calls 200] [--concurrency 8] [--workers 4]

SandboxFusion's own server is not on PyPI (its image is a docker service) and does not run here, so
the baseline is the spawn-per-call floor every tool env without a service falls back to.
"""

from __future__ import annotations

import argparse
import os
import select
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SNIPPETS = (
    "print(sum(i * i for i in range(1000)))",
    "import math\nprint(math.comb(30, 12))",
    "from fractions import Fraction\nprint(Fraction(3, 7) + Fraction(2, 9))",
    "import sympy\nprint(sympy.factorint(2024))",
    "print(input()[::-1])",
)


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q / 100 * len(s)))]


def run(label: str, fn, calls: int, concurrency: int) -> None:
    latencies: list[float] = []

    def one(i: int) -> bool:
        t0 = time.monotonic()
        ok = fn(SNIPPETS[i % len(SNIPPETS)])
        latencies.append(time.monotonic() - t0)
        return ok

    start = time.monotonic()
    with ThreadPoolExecutor(concurrency) as ex:
        oks = list(ex.map(one, range(calls)))
    took = time.monotonic() - start
    print(f"{label:40} {calls / took:8.1f} calls/s  p50 {1000 * pct(latencies, 50):7.1f} ms  "
          f"p99 {1000 * pct(latencies, 99):7.1f} ms  ok {sum(oks)}/{calls}")  # fmt: skip


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--calls", type=int, default=200)
    ap.add_argument("--concurrency", type=int, default=8)
    ap.add_argument("--workers", type=int, default=4)
    args = ap.parse_args()
    from sandbox_fusion import RunCodeRequest, RunStatus, run_code

    env = {**os.environ, "PYTHONPATH": str(REPO / "src") + os.pathsep + os.environ.get("PYTHONPATH", "")}
    cmd = [sys.executable, "-m", "proctor", "serve", "--port", "0", "--sandbox-workers", str(args.workers)]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    try:
        ready, _, _ = select.select([proc.stdout], [], [], 120)
        url = proc.stdout.readline().strip() if ready else ""
        if not url:
            raise SystemExit("proctor serve did not start")

        def fusion(code: str) -> bool:
            r = run_code(RunCodeRequest(code=code, language="python", stdin="olleh"), endpoint=url)
            return r.status == RunStatus.Success

        def spawn(code: str) -> bool:
            r = subprocess.run(
                [sys.executable, "-c", code], input="olleh", capture_output=True, text=True, timeout=30
            )
            return r.returncode == 0

        for _ in range(2):  # warm: the light and heavy spares of every worker
            fusion(SNIPPETS[0])
            fusion(SNIPPETS[3])
        print(f"{args.calls} calls, concurrency {args.concurrency}, {args.workers} sandbox workers")
        run("/run_code (sandbox-fusion client, isolated)", fusion, args.calls, args.concurrency)
        run("spawn per call (python -c, no isolation)", spawn, args.calls, args.concurrency)
    finally:
        proc.terminate()
        try:
            proc.wait(30)
        except subprocess.TimeoutExpired:
            proc.kill()


if __name__ == "__main__":
    main()
