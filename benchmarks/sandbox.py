"""Sandbox throughput and latency against spawn-per-call ``python -c`` (the common baseline).

Both sides run the same workload of small snippets (arithmetic, sympy, numpy) with the same
concurrency; the baseline is a fresh ``subprocess.run([python, "-c", code], timeout=...)`` per call,
as common harnesses do. Prints calls/s of each and the ratio, plus ``print(1)`` latency p50/p95.

    PYTHONPATH=src python benchmarks/sandbox.py [--calls 300] [--baseline-calls 60] [--concurrency N]
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

from proctor.sandbox import Sandbox

WORKLOAD = [
    "print(sum(i * i for i in range(10_000)) % 1_000_007)",
    "import sympy as sp\nx = sp.Symbol('x')\nprint(sp.factor(x**4 - 1))",
    "import numpy as np\nprint(round(float(np.linalg.det(np.eye(3) * 2)), 6))",
    "from fractions import Fraction\nprint(sum(Fraction(1, k) for k in range(1, 30)))",
    "import sympy as sp\nprint(sp.nsimplify(sp.Rational(3, 4) + sp.sqrt(2) ** 2))",
    "import numpy as np\nprint(int(np.arange(1, 101).sum()))",
]


def spawn_call(code: str, timeout_s: float) -> bool:
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=timeout_s)
    return done.returncode == 0


def throughput(call, n: int, concurrency: int) -> tuple[float, int]:
    snippets = list(itertools.islice(itertools.cycle(WORKLOAD), n))
    start = time.perf_counter()
    with ThreadPoolExecutor(max_workers=concurrency) as pool:
        ok = sum(bool(r) for r in pool.map(call, snippets))
    return n / (time.perf_counter() - start), ok


def latencies(call, n: int) -> list[float]:
    out = []
    for _ in range(n):
        t = time.perf_counter()
        call("print(1)")
        out.append(time.perf_counter() - t)
    return sorted(out)


def pct(values: list[float], q: float) -> float:
    return values[min(len(values) - 1, int(q / 100 * len(values)))]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--calls", type=int, default=300, help="sandbox calls for the throughput run")
    ap.add_argument("--baseline-calls", type=int, default=60, help="python -c calls for the throughput run")
    ap.add_argument(
        "--concurrency", type=int, default=os.cpu_count() or 2, help="parallel calls (both sides)"
    )
    ap.add_argument("--latency-calls", type=int, default=300)
    ap.add_argument("--json", action="store_true", help="also print the figures as one JSON line")
    args = ap.parse_args()

    t0 = time.perf_counter()
    with Sandbox(workers=args.concurrency, timeout_s=30) as sb:
        startup_s = time.perf_counter() - t0
        assert sb.mode != "unsafe"
        sb.run("print(1)")
        sb_rate, sb_ok = throughput(lambda c: sb.run(c).ok, args.calls, args.concurrency)
        sb_lat = latencies(sb.run, args.latency_calls)
        isolation = sb.mode
    base_rate, base_ok = throughput(lambda c: spawn_call(c, 30), args.baseline_calls, args.concurrency)
    base_lat = latencies(lambda c: spawn_call(c, 30), max(10, args.latency_calls // 15))

    ratio = sb_rate / base_rate
    print(f"machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}; concurrency {args.concurrency}")
    print(f"workload: {len(WORKLOAD)} snippets (arithmetic, sympy, numpy), cycled")
    print(f"{'':28}{'calls/s':>10}{'ok':>8}{'print(1) p50':>15}{'p95':>10}")
    print(
        f"{'spawn-per-call python -c':28}{base_rate:10.1f}{base_ok:>5}/{args.baseline_calls:<3}"
        f"{pct(base_lat, 50) * 1e3:12.1f} ms{pct(base_lat, 95) * 1e3:7.1f} ms"
    )
    print(
        f"{'proctor sandbox (' + isolation + ')':28}{sb_rate:10.1f}{sb_ok:>5}/{args.calls:<3}"
        f"{pct(sb_lat, 50) * 1e3:12.1f} ms{pct(sb_lat, 95) * 1e3:7.1f} ms"
    )
    print(f"ratio (sandbox / spawn): {ratio:.1f}x calls/s   [target >= 5x]")
    print(f"sandbox print(1) p50: {pct(sb_lat, 50) * 1e3:.1f} ms   [target < 10 ms]")
    print(f"sandbox pool start-up ({args.concurrency} workers): {startup_s:.2f} s (once per run)")
    print(f"mean of the sandbox latencies: {statistics.mean(sb_lat) * 1e3:.1f} ms")
    if args.json:
        print(
            json.dumps(
                {
                    "sandbox_calls_per_s": sb_rate,
                    "spawn_calls_per_s": base_rate,
                    "ratio": ratio,
                    "sandbox_print1_p50_ms": pct(sb_lat, 50) * 1e3,
                    "sandbox_print1_p95_ms": pct(sb_lat, 95) * 1e3,
                    "spawn_print1_p50_ms": pct(base_lat, 50) * 1e3,
                    "startup_s": startup_s,
                }
            )
        )
    return 0 if ratio >= 5 and pct(sb_lat, 50) < 0.010 and sb_ok == args.calls else 1


if __name__ == "__main__":
    sys.exit(main())
