"""runner.concurrency=auto against fixed concurrencies on a server with S slots and vLLM's /metrics.

    python perf/concurrency_auto.py [--samples 120] [--slots 4] [--sleep 0.5] [--fixed 1,4,64]

The server is ``perf/fake_server.py --slots S --sleep X --metrics`` (S requests run at a time for X
seconds each, the rest wait in its queue). Each pass is ``proctor eval`` on the same generated
problems; printed: the wall time, the in-flight count the server saw (peak, time-weighted mean), how
long until the server was first saturated (all S slots busy), the in-flight count over time (each
0.5 s), and auto's wall time against each fixed setting's.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from client_limit import BENCH, Server, write_data  # noqa: E402


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--samples", type=int, default=120)
    p.add_argument("--slots", type=int, default=4)
    p.add_argument("--sleep", default="0.5")
    p.add_argument("--fixed", default="1,4,64")
    args = p.parse_args()
    import subprocess

    settings = ["auto", *args.fixed.split(",")]
    walls: dict[str, float] = {}
    with (
        tempfile.TemporaryDirectory() as tmp,
        Server(512, args.sleep, ["--slots", str(args.slots), "--metrics"]) as srv,
    ):
        data = Path(tmp) / "p.jsonl"
        write_data(data, args.samples)
        print(
            f"load average {os.getloadavg()[0]:.2f}; {args.samples} samples, {args.slots} slots x {args.sleep}s"
        )
        for c in settings:
            srv.reset()
            cmd = [sys.executable, "-m", "proctor", "eval", BENCH, "--data", str(data), "-m", "openai:fake",
                   "--base-url", f"{srv.url}/v1", "--output", str(Path(tmp) / f"run-{c}"), "-q",
                   "--set", f"runner.concurrency={c}", "--set", "runner.progress_every_s=0"]  # fmt: skip
            t0 = time.perf_counter()
            subprocess.run(cmd, check=True, capture_output=True)
            walls[c] = time.perf_counter() - t0
            st = srv.get("/stats")
            line = st["timeline"]
            sat = next((i * 0.5 for i, n in enumerate(line) if n >= args.slots), None)
            print(
                f"  {c:>5}: wall {walls[c]:6.1f}s  server busy {st['window_s']:6.1f}s  peak {st['peak_inflight']:4d}  "
                f"mean {st['mean_inflight'] or 0:6.1f}  saturated after {sat}s  in flight/0.5s {line[:24]}"
            )
        print(
            "  " + "; ".join(f"auto / fixed {c} wall = {walls['auto'] / walls[c]:.2f}" for c in settings[1:])
        )


if __name__ == "__main__":
    main()
