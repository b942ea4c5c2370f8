"""Shards: the throughput of K=2 shard processes against one process, and the cost of `proctor merge`.

    python perf/shards.py merge [--records 10000,100000[,300000]] [--shards 4]
    python perf/shards.py throughput [--limit 4] [-n 2] [--max-tokens 32]

merge: for each size, a sharded run of that many records (real Trajectory lines from a mock run,
replicated over RECORDS/32 problems x n=32) is merged in a fresh process; the baseline, in a fresh
process too, is what a one-process run does with the same records at its end (copy the file,
summarize it). Prints both times, their ratio, and the peak RSS of each; then each size's merge peak
against the smallest's. Targets: the merge of 100k records < 10 s wall, and flat memory: every
size's peak within 10% of the smallest's (the summary spills per-sample fields to disk).

throughput: the embedded model (llamacpp:smollm2, one thread per process) on the same eval as one
process, then as K=2 shard processes at once (`proctor launch --executor local`, merge included);
prints generations/s of each and the ratio. On a machine with 2 free cores the ratio approaches 2;
on a busy machine it shows what the shards really get.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

import tomli_w

ROOT = Path(__file__).resolve().parents[1]
ENV = {**os.environ, "PYTHONPATH": str(ROOT / "src") + os.pathsep + os.environ.get("PYTHONPATH", "")}
N = 32


def proctor(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "proctor", *args], check=True, env=ENV, capture_output=True)


def make_sharded_run(out: Path, records: int, shards: int) -> None:
    """A finished sharded run of ``records`` records, every line a real record of a mock run."""
    from proctor.runs.shards import DONE, owner_of

    seed_run = out.parent / f"seed-{out.name}"
    proctor("eval", "arith", "--limit", "1", "-n", "1", "--model", "mock:so the answer is \\boxed{7}",
            "--output", str(seed_run), "-q")  # fmt: skip
    template = json.loads((seed_run / "samples.jsonl").read_text().split("\n")[0])
    config = tomllib.loads((seed_run / "config.toml").read_text())
    problems = records // N
    config["resolved"]["dataset"]["problems"] = problems
    config["sampling"]["n"] = N
    text = tomli_w.dumps(config)
    out.mkdir(parents=True)
    (out / "config.toml").write_text(text)
    files = []
    for i in range(shards):
        d = out / "shards" / f"{i}-of-{shards}"
        d.mkdir(parents=True)
        (d / "config.toml").write_text(text)
        (d / DONE).write_text(json.dumps({"records": 0, "wall_s": 1.0, "env": None}))
        files.append(open(d / "samples.jsonl", "w"))  # noqa: SIM115 - closed below
    for p in range(problems):
        pid = f"p{p:06d}"
        for s in range(N):
            rec = {**template, "problem_id": pid, "sample_index": s, "correct": (p + s) % 3 == 0}
            files[owner_of(config, pid, s, shards)].write(json.dumps(rec) + "\n")
    for f in files:
        f.close()


MERGE = """
import resource, sys, time
from proctor.runs.merge import merge_run
t0 = time.perf_counter(); merge_run(sys.argv[1]); wall = time.perf_counter() - t0
u = resource.getrusage(resource.RUSAGE_SELF)
print(wall, u.ru_utime + u.ru_stime, u.ru_maxrss / 1024)
"""

BASELINE = """
import resource, shutil, sys, time
from pathlib import Path
from proctor.metrics import summarize
from proctor.runs.samples import iter_dicts
run = Path(sys.argv[1]); target = run / "one-process.jsonl"
t0 = time.perf_counter()
with open(target, "wb") as out:
    for f in sorted((run / "shards").glob("*/samples.jsonl")):
        with open(f, "rb") as src:
            shutil.copyfileobj(src, out, 1 << 20)
summarize(iter_dicts(target), n=32, seed=0)
wall = time.perf_counter() - t0
u = resource.getrusage(resource.RUSAGE_SELF)
print(wall, u.ru_utime + u.ru_stime, u.ru_maxrss / 1024)
"""


def timed(script: str, run: Path) -> tuple[float, float, float]:
    r = subprocess.run([sys.executable, "-c", script, str(run)], env=ENV, capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit(r.stderr)
    wall, cpu, peak = r.stdout.split()
    return float(wall), float(cpu), float(peak)


def bench_merge(sizes: list[int], shards: int) -> None:
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs", flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        rows = []
        for size in sizes:
            run = Path(tmp) / f"run-{size}"
            make_sharded_run(run, size, shards)
            base_s, base_cpu, base_mb = timed(BASELINE, run)
            merge_s, merge_cpu, merge_mb = timed(MERGE, run)
            rows.append((size, merge_s, merge_cpu, merge_mb))
            print(
                f"{size:>7} records, K={shards}: one-process copy+summarize {base_s:6.2f}s wall "
                f"{base_cpu:6.2f}s CPU (peak {base_mb:4.0f} MB) | merge {merge_s:6.2f}s wall {merge_cpu:6.2f}s "
                f"CPU (peak {merge_mb:4.1f} MB) | merge/baseline CPU {merge_cpu / base_cpu:4.2f}x",
                flush=True,
            )
            shutil.rmtree(run)
    small, _, _, m_small = rows[0]
    flat = True
    for size, _, _, mb in rows[1:]:
        ratio = mb / m_small
        flat &= ratio <= 1.10
        print(
            f"peak memory at {size // small}x the records ({size}): {ratio:.2f}x the memory ({mb:.1f} / {m_small:.1f} MB)"
        )
    print(f"target flat memory (each peak within 10% of {small} records'): {'met' if flat else 'MISSED'}")
    for size, wall, cpu, _ in rows:
        if size == 100_000:
            ok = "met" if wall < 10 else "MISSED"
            print(f"target merge of {size} records < 10 s wall: {ok} ({wall:.2f}s wall, {cpu:.2f}s CPU)")


def bench_throughput(limit: int, n: int, max_tokens: int) -> None:
    args = ["arith", "--limit", str(limit), "-n", str(n), "--max-tokens", str(max_tokens),
            "--temperature", "0.8", "--concurrency", "1", "--set", "model.n_threads=1"]  # fmt: skip
    total = limit * n
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        proctor("eval", *args, "--output", f"{tmp}/one", "-q")
        one = time.perf_counter() - t0
        t0 = time.perf_counter()
        proctor("launch", f"{tmp}/sharded", "--shards", "2", "--executor", "local", "--", *args)
        two = time.perf_counter() - t0
    print(f"one process : {total} generations in {one:6.1f}s = {total / one:.3f}/s (model load included)")
    print(f"K=2 shards  : {total} generations in {two:6.1f}s = {total / two:.3f}/s (both loads + merge)")
    print(f"K=2 / one process throughput: {one / two:.2f}x (ideal on 2 free cores: ~2x)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="what", required=True)
    m = sub.add_parser("merge")
    m.add_argument("--records", default="10000,100000", help="comma-separated sizes, smallest first")
    m.add_argument("--shards", type=int, default=4)
    t = sub.add_parser("throughput")
    t.add_argument("--limit", type=int, default=4)
    t.add_argument("-n", type=int, default=2)
    t.add_argument("--max-tokens", type=int, default=32)
    a = ap.parse_args()
    if a.what == "merge":
        bench_merge(sorted(int(x) for x in a.records.split(",")), a.shards)
    else:
        bench_throughput(a.limit, a.n, a.max_tokens)


if __name__ == "__main__":
    main()
