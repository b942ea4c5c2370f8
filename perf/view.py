"""``proctor view`` on a generated 32,000-sample run (500 problems x 64): the first visit to the run
(never indexed: its first page and a filter while the index is built in the background, and the
build to its end, which a first page waited for before builds ran in the background), then the
first page, a filter, a search and the server's memory once indexed, against a baseline that
answers the same first page the way a viewer without an index would: read the run with proctor's
own reader (``iter_run``).

    PYTHONPATH=src python perf/view.py [--problems 500] [--n 64] [--pad 3000]

Every figure is wall time on this machine (shared machines vary: the ratios are what count).
"""

from __future__ import annotations

import argparse
import shutil
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


def serve(root: Path) -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "proctor", "view", str(root), "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip
    return proc, proc.stdout.readline().split(" at ")[1].strip().rstrip("/")


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    proc.wait(timeout=30)


def indexed(url: str) -> None:
    """Wait for the run's index to be complete."""
    while httpx.get(url + "/api/run", params={"run": "big"}, timeout=120).json()["indexing"]["partial"]:
        time.sleep(0.05)


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

        def samples(url: str, **p):
            return httpx.get(url + "/api/samples", params={"run": "big", **p}, timeout=120).json()

        # first visit, filter first: a new server, no index on disk
        proc, url = serve(root)
        try:
            t0 = time.perf_counter()
            cold_wrong = samples(url, filter="wrong", limit=100)
            cold_filter = time.perf_counter() - t0
        finally:
            stop(proc)  # stops its build
        shutil.rmtree(run / ".view", ignore_errors=True)

        proc, url = serve(root)
        try:
            rss0 = psutil.Process(proc.pid).memory_info().rss / 2**20
            get = lambda **p: samples(url, **p)  # noqa: E731
            # first visit, first page: answered once its records are indexed
            t0 = time.perf_counter()
            cold = get(limit=100)
            cold_page = time.perf_counter() - t0
            indexed(url)
            build = time.perf_counter() - t0
            first = get(limit=100)
            assert first["total"] == args.problems * args.n and not first["partial"], first["total"]
            page = timed(lambda: get(limit=100))
            last = timed(lambda: get(limit=100, offset=first["total"] - 100))
            wrong = timed(lambda: get(filter="wrong", limit=100))
            combo = timed(lambda: get(filter=["no_answer", "truncated"], sort="tokens", desc="1", limit=100))
            search = timed(lambda: get(q=RARE, limit=100))
            flips = timed(lambda: get(flipped="1", limit=100))
            hits = get(q=RARE, limit=1)["total"]
            rss = psutil.Process(proc.pid).memory_info().rss / 2**20
            # a new server on the same run: the saved index is loaded, not rebuilt
            stop(proc)
            proc, url = serve(root)
            t0 = time.perf_counter()
            samples(url, limit=100)
            reload = time.perf_counter() - t0
        finally:
            stop(proc)
        index_mb = sum(p.stat().st_size for p in (run / ".view").glob("*")) / 2**20
        out = subprocess.run(
            [sys.executable, "-c", BASELINE, str(run)], capture_output=True, text=True, check=True
        )
        base_s, base_rss = map(float, out.stdout.split())

    n_all = args.problems * args.n
    print(
        f"first visit, first page (100 rows, index being built):    {cold_page * 1000:.0f} ms"
        f" (answered with {cold['indexed']} of {n_all} records indexed, partial={cold['partial']})"
    )
    print(
        f"first visit, filter wrong (index being built):            {cold_filter * 1000:.0f} ms"
        f" ({cold_wrong['total']} rows among {cold_wrong['indexed']} indexed, partial={cold_wrong['partial']})"
    )
    print(f"index build to its end (in the background; a first page used to wait for it): {build:.2f} s")
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
    print(
        f"ratio, first visit: first page {build / cold_page:.0f}x sooner than the whole build it waited for;"
        f" {base_s / cold_page:.0f}x sooner than the baseline"
    )
    print(f"index on disk (RUN/.view): {index_mb:.1f} MiB")


if __name__ == "__main__":
    main()
