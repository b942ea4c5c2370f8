"""How much of the short replies' reading the spare cores take, in CPU seconds (load-proof).

    python perf/reading_share.py [--src SRC ...] [--size 2048] [--concurrency 64,256,1024] [--samples 3200]

Against ``perf/fake_server.py`` (zero latency), ``proctor eval math500`` runs in a process of its own
per source tree (``--src``: a checkout's ``src``; default this checkout's), with the reading workers'
batches timed in this process's CPU clock (``time.process_time``, every thread): a machine shared with
other work slows every clock on the wall, not the CPU each process spends. Printed per run:

- ``loop CPU s``: the CPU of the event loop's process (HTTP, records, the summary's tally, the
  readings it does itself), which at 2 KB is the run's limit on 2 cores;
- ``batched``: the readings a reading worker did (of ``--samples``);
- ``CPU idle-worker s`` / ``CPU busy-worker s``: the loop process's CPU spent while no batch was
  being read, and while one was; ``share`` = busy / (busy + idle): on 2 cores, 1.0 is the spare core
  reading all the time the loop works.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent

CHILD = r"""
import atexit, json, os, runpy, sys, time
src, data, port, size, c, out = sys.argv[1:7]
sys.path.insert(0, src)
from proctor.envs import grading as g
spans = []
real = g._read_batch


def timed(grader, items):
    s = time.process_time()
    try:
        return real(grader, items)
    finally:
        spans.append((s, time.process_time(), len(items)))


g._read_batch = timed
c0 = time.process_time()


def report():
    spans.sort()
    gaps = sum(b[0] - a[1] for a, b in zip(spans, spans[1:]) if b[0] > a[1])
    busy = sum(e - s for s, e, _ in spans)
    print("RESULT " + json.dumps({"cpu": time.process_time() - c0, "batched": sum(n for *_, n in spans),
          "batches": len(spans), "idle": gaps, "busy": busy}), file=sys.stderr)


atexit.register(report)
os.environ["OPENAI_API_KEY"] = "none"
sys.argv = ["proctor", "eval", "math500", "--data", data, "-m", f"openai:fake-{size}",
            "--base-url", f"http://127.0.0.1:{port}/v1", "-n", "16", "--temperature", "0",
            "--max-tokens", "4096", "--concurrency", c, "--output", out, "-q",
            "--set", "runner.progress_every_s=0"]
runpy.run_module("proctor", run_name="__main__", alter_sys=True)
"""


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--src", action="append", default=None, help="a checkout's src (repeat: one run each)")
    p.add_argument("--size", type=int, default=2048)
    p.add_argument("--concurrency", default="64,256,1024")
    p.add_argument("--samples", type=int, default=3200)
    p.add_argument("--data", type=Path, default=HERE.parent.parent / "shared" / "data" / "math500.jsonl")
    args = p.parse_args()
    srcs = args.src or [str(HERE.parent / "src")]
    sys.path.insert(0, str(HERE))
    from client_limit import Server, write_data

    with tempfile.TemporaryDirectory(prefix="reading_share-") as tmp, Server(args.size, "0") as server:
        data = Path(tmp) / "problems.jsonl"
        write_data(data, args.samples // 16, args.data)
        child = Path(tmp) / "child.py"
        child.write_text(CHILD, encoding="utf-8")
        print(f"{'concurrency':>11}  {'src':40} {'loop CPU s':>10} {'batched':>8} {'idle-worker':>11} "
              f"{'busy-worker':>11} {'share':>6}")  # fmt: skip
        for c in args.concurrency.split(","):
            for i, src in enumerate(srcs):
                out = Path(tmp) / f"run-{c}-{i}"
                r = subprocess.run(
                    [
                        sys.executable,
                        str(child),
                        src,
                        str(data),
                        str(server.port),
                        str(args.size),
                        c,
                        str(out),
                    ],
                    capture_output=True,
                    text=True,
                    env={**os.environ, "PYTHONPATH": src},
                )
                lines = [x for x in r.stderr.splitlines() if x.startswith("RESULT ")]
                if r.returncode != 0 or not lines:
                    raise SystemExit(f"proctor eval failed ({r.returncode}):\n{r.stderr[-3000:]}")
                m = json.loads(lines[-1][len("RESULT ") :])
                share = m["busy"] / max(m["busy"] + m["idle"], 1e-9)
                print(f"{c:>11}  {src[-40:]:40} {m['cpu']:10.2f} {m['batched']:8d} {m['idle']:11.2f} "
                      f"{m['busy']:11.2f} {share:6.2f}")  # fmt: skip


if __name__ == "__main__":
    main()
