"""``proctor view`` on a generated 32,000-sample run (500 problems x 64): index build, first page,
a filter, a search and the server's memory, against a baseline that answers the same first page
the way a viewer without an index would: read the run with proctor's own reader (``iter_run``).

    PYTHONPATH=src python perf/view.py [--problems 500] [--n 64] [--pad 3000]

Every figure is wall time on this machine (shared machines vary: the ratios are what count).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "view"))

import httpx  # noqa: E402
import psutil  # noqa: E402
from view_runs import RARE, big_run  # noqa: E402


def timed(fn, repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


BASELINE = """
import resource, sys, time
t0 = time.perf_counter()
from proctor.runs.load import iter_run
rows = sorted(iter_run(sys.argv[1]), key=lambda r: (r["problem_id"], r["sample_index"]))
page = rows[:100]
wrong = [r for r in rows if r.get("error") is None and not r["correct"] and r.get("extracted") is not None]
print(time.perf_counter() - t0, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
"""


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--problems", type=int, default=500)
    ap.add_argument("--n", type=int, default=64)
    ap.add_argument("--pad", type=int, default=3000, help="characters of reasoning per response")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        t0 = time.perf_counter()
        run = big_run(root / "big", args.problems, args.n, pad=args.pad)
        size = (run / "samples.jsonl").stat().st_size
        print(
            f"generated {args.problems * args.n} samples ({size / 2**20:.1f} MiB) in {time.perf_counter() - t0:.1f} s"
        )

        proc = subprocess.Popen(
            [sys.executable, "-m", "proctor", "view", str(root), "--port", "0"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )  # fmt: skip
        try:
            url = proc.stdout.readline().split(" at ")[1].strip().rstrip("/")
            rss0 = psutil.Process(proc.pid).memory_info().rss / 2**20
            get = lambda **p: httpx.get(url + "/api/samples", params={"run": "big", **p}, timeout=120).json()  # noqa: E731
            t0 = time.perf_counter()
            first = get(limit=100)
            build = time.perf_counter() - t0
            assert first["total"] == args.problems * args.n, first["total"]
            page = timed(lambda: get(limit=100))
            last = timed(lambda: get(limit=100, offset=first["total"] - 100))
            wrong = timed(lambda: get(filter="wrong", limit=100))
            combo = timed(lambda: get(filter=["no_answer", "truncated"], sort="tokens", desc="1", limit=100))
            search = timed(lambda: get(q=RARE, limit=100))
            flips = timed(lambda: get(flipped="1", limit=100))
            hits = get(q=RARE, limit=1)["total"]
            rss = psutil.Process(proc.pid).memory_info().rss / 2**20
            # a new server on the same run: the saved index is loaded, not rebuilt
            proc.terminate()
            proc.wait(timeout=30)
            proc = subprocess.Popen(
                [sys.executable, "-m", "proctor", "view", str(root), "--port", "0"],
                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            )  # fmt: skip
            url = proc.stdout.readline().split(" at ")[1].strip().rstrip("/")
            t0 = time.perf_counter()
            get(limit=100)
            reload = time.perf_counter() - t0
        finally:
            proc.terminate()
            proc.wait(timeout=30)
        index_mb = sum(p.stat().st_size for p in (run / ".view").glob("*")) / 2**20
        out = subprocess.run(
            [sys.executable, "-c", BASELINE, str(run)], capture_output=True, text=True, check=True
        )
        base_s, base_rss = map(float, out.stdout.split())

    print(f"index build (first request, cold: parse every line once): {build:.2f} s")
    print(f"first request of a new server (saved index loaded):      {reload:.2f} s")
    print(f"first page (100 rows), index built:                        {page * 1000:.0f} ms")
    print(f"last page:                                                 {last * 1000:.0f} ms")
    print(f"filter wrong:                                              {wrong * 1000:.0f} ms")
    print(f"filter no_answer AND truncated, sorted by tokens:          {combo * 1000:.0f} ms")
    print(f"search {RARE!r} over the responses ({hits} hits):         {search * 1000:.0f} ms")
    print(f"problems that flip:                                        {flips * 1000:.0f} ms")
    print(
        f"server RSS: {rss0:.0f} MiB at start, {rss:.0f} MiB after the requests (samples file {size / 2**20:.0f} MiB)"
    )
    print(
        f"baseline (proctor's reader, whole file, sort, filter): {base_s:.2f} s, peak RSS {base_rss:.0f} MiB"
    )
    print(f"ratio: first page {base_s / page:.0f}x faster than the baseline; filter {base_s / wrong:.0f}x")
    print(f"index on disk (RUN/.view): {index_mb:.1f} MiB")


if __name__ == "__main__":
    main()
