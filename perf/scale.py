"""Harness throughput and memory at scale: 100,000 generations with the mock backend (instant answers).

    python perf/scale.py [--generations 100000] [--concurrency 64] [--out DIR]

Prints, in one run:
- the baseline: the same number of mock generations called directly in a plain loop (no harness);
- proctor's run (runner.start_run + execute: env, grading, samples.jsonl, summary): generations/s and the
  ratio to the baseline;
- RSS at marks through the run, the RSS slope from the 10,000th record to the last (kB per 1,000
  records; least squares over the marks), and the peak RSS of the process;
- the time to resume the complete run (``proctor eval --resume DIR`` in a fresh process, nothing to do).
Targets: >= 2,000 generations/s, peak RSS < 500 MB, resume in < 5 s, and RSS not growing with the
number of samples: a slope over ``--max-slope-kb`` (default 100 kB per 1,000 records, i.e. 100 bytes
a record, a tenth of what keeping one small dict per generation costs) exits 1. The run is proctor as
a user runs it: the mock backend is not patched (its call log is bounded in the library).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psutil

from proctor import runner
from proctor.config import RunConfig
from proctor.models.base import SamplingParams
from proctor.models.mock import from_ref as mock_from_ref

MB = 1024 * 1024


def rss_mb() -> float:
    return psutil.Process().memory_info().rss / MB


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: KiB


def baseline(generations: int) -> float:
    """Mock generations per second called directly, one after another (the backend alone)."""
    sampler = mock_from_ref("seeded", None)
    params = SamplingParams(max_tokens=64)
    messages = [{"role": "user", "content": "What is 2+3?"}]

    async def loop() -> None:
        for i in range(generations):
            await sampler.sample(messages, params, n=1, seed=i)

    t0 = time.perf_counter()
    asyncio.run(loop())
    return generations / (time.perf_counter() - t0)


def slope_kb_per_1000(marks: dict[int, float]) -> float:
    """Least-squares slope of RSS (MB) over records, in kB per 1,000 records."""
    xs, ys = list(marks), list(marks.values())
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    var = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / var * 1024 * 1000


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--generations", type=int, default=100_000)
    ap.add_argument("--concurrency", type=int, default=64)
    ap.add_argument("--out", type=Path, default=None, help="run directory root (default: a temporary folder)")
    ap.add_argument(
        "--max-slope-kb", type=float, default=100.0, help="fail above this RSS kB / 1,000 records"
    )
    args = ap.parse_args()

    problems = 300  # the built-in offline benchmark 'arith'
    n = -(-args.generations // problems)
    total = problems * n
    out = args.out or Path(tempfile.mkdtemp(prefix="proctor-scale-"))
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}")

    base = baseline(total)
    print(f"baseline (mock called directly, plain loop): {total} generations, {base:,.0f} generations/s")

    cfg = RunConfig.model_validate(
        {
            "run": {"output": str(out)},
            "benchmark": {"name": "arith"},
            "model": {"ref": "mock:seeded"},
            "sampling": {"n": n, "max_tokens": 64},
            "runner": {"concurrency": args.concurrency},
        }
    )
    if total < 20_000:
        ap.error("--generations must be at least 20000: the slope is measured from the 10,000th record")
    prep, run_dir, done = runner.start_run(cfg)
    marks: dict[int, float] = {}
    count = [0]
    step = (total - 10_000) // 8

    def on_record(_traj: object) -> None:
        count[0] += 1
        if count[0] == 1_000 or (count[0] >= 10_000 and (count[0] - 10_000) % step == 0) or count[0] == total:
            marks[count[0]] = rss_mb()

    rss_start = rss_mb()
    t0 = time.perf_counter()
    result = asyncio.run(runner.execute(prep, run_dir, done, on_record))
    wall = time.perf_counter() - t0
    rate = result.generated / wall
    print(
        f"proctor run: {result.generated} generations in {wall:.1f}s = {rate:,.0f} generations/s "
        f"(target >= 2,000; {rate / base:.2f}x the direct loop), errored={result.errored}, "
        f"summary={'yes' if result.summary else 'NO'}"
    )
    print(
        f"RSS: start {rss_start:.0f} MB, "
        + ", ".join(f"after {k:,}: {v:.0f} MB" for k, v in sorted(marks.items()))
    )
    slope = slope_kb_per_1000({k: v for k, v in marks.items() if k >= 10_000})
    print(
        f"RSS slope from record 10,000 to {total:,}: {slope:+.1f} kB per 1,000 records "
        f"(limit {args.max_slope_kb:g}; {slope * total / 1000 / 1024:+.1f} MB over the whole run)"
    )
    print(f"peak RSS of the process: {peak_rss_mb():.0f} MB (target < 500 MB)")
    size = (run_dir / "samples.jsonl").stat().st_size / MB
    print(f"samples.jsonl: {size:.0f} MB")

    t0 = time.perf_counter()
    proc = subprocess.run(
        [
            sys.executable,
            "-c",
            "from proctor.cli import app; app()",
            "eval",
            "--resume",
            str(run_dir),
            "--quiet",
        ],
        capture_output=True,
        text=True,
    )
    resume_s = time.perf_counter() - t0
    tail = (proc.stdout + proc.stderr).strip().splitlines()[-3:]
    print(
        f"resume of the complete run (fresh process, CLI): {resume_s:.2f}s (target < 5 s), exit {proc.returncode}"
    )
    for line in tail:
        print(f"  | {line}")
    print(f"run directory: {run_dir}")
    if slope > args.max_slope_kb:
        sys.exit(
            f"FAIL: RSS grows {slope:.1f} kB per 1,000 records (limit {args.max_slope_kb:g}): something keeps "
            "every generation in memory"
        )


if __name__ == "__main__":
    main()
