"""runner.concurrency=auto (the default for openai: models) against fixed concurrencies on a server with S
slots and Prometheus gauges.

    python perf/concurrency_auto.py [--samples 120] [--slots 4] [--sleep 0.5] [--fixed 1,4,64]
    python perf/concurrency_auto.py --server llama-server [--slots 4] [--samples 40] [--max-tokens 64]

The server is ``perf/fake_server.py --slots S --sleep X --metrics`` (S requests run at a time for X
seconds each, the rest wait in its queue), or with ``--server`` llama.cpp's own ``llama-server``
serving the embedded SmolLM2 with ``--parallel S`` and ``--metrics`` (its slots do the waiting):
``--server PATH``, or ``--server llama-server`` for ``PROCTOR_LLAMA_SERVER``, the ``llama-server``
extra's binary, or one on ``PATH``.
Each pass is ``proctor eval`` on the same generated problems: ``auto`` with no concurrency setting at
all (the default), then each fixed one. Printed per pass: the wall time, what config.toml recorded of
the choice, the in-flight count the server saw (peak and time-weighted mean), how long until the server
was first saturated (all S slots busy), the in-flight count over time (each 0.5 s), and auto's wall
time against each fixed setting's.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from client_limit import BENCH, MATH500, Server, write_data  # noqa: E402


def chosen(run_dir: Path) -> str:
    config = tomllib.loads((run_dir / "config.toml").read_text())
    r = config.get("resolved", {}).get("concurrency", {})
    return f"{config['runner']['concurrency']} ({r.get('chosen_by', '?')}, gauges {r.get('gauges', '-')})"


def fake_passes(args: argparse.Namespace, settings: list[str], data: Path, tmp: Path) -> dict[str, float]:
    walls: dict[str, float] = {}
    with Server(512, args.sleep, ["--slots", str(args.slots), "--metrics"]) as srv:
        print(f"fake server: {args.samples} samples, {args.slots} slots x {args.sleep}s")
        for c in settings:
            srv.reset()
            out = tmp / f"run-{c}"
            t0 = time.perf_counter()
            subprocess.run(command(args, srv.url + "/v1", data, out, c), check=True, capture_output=True)
            walls[c] = time.perf_counter() - t0
            st = srv.get("/stats")
            line = st["timeline"]
            sat = next((i * 0.5 for i, n in enumerate(line) if n >= args.slots), None)
            print(
                f"  {c:>5}: wall {walls[c]:6.1f}s  peak {st['peak_inflight']:4d}  mean {st['mean_inflight'] or 0:6.1f}  "
                f"saturated after {sat}s  [{chosen(out)}]\n         in flight/0.5s {line[:32]}"
            )
    return walls


def llama_passes(args: argparse.Namespace, settings: list[str], data: Path, tmp: Path) -> dict[str, float]:
    from llama_server import cpp_llama_server, slot_poller

    walls: dict[str, float] = {}
    with (
        cpp_llama_server(args.server, parallel=args.slots, n_ctx_per_slot=1024) as url,
        slot_poller(url) as polls,
    ):
        print(f"llama-server --parallel {args.slots}: {args.samples} samples, --max-tokens {args.max_tokens}")
        for c in settings:
            out = tmp / f"run-{c}"
            t0 = time.perf_counter()
            start = time.monotonic()
            subprocess.run(command(args, url, data, out, c), check=True, capture_output=True)
            walls[c] = time.perf_counter() - t0
            span = [(t - start, busy, waiting) for t, busy, waiting, _ in polls if t >= start]
            inflight = [busy + waiting for _, busy, waiting in span]
            sat = next((round(t, 1) for t, busy, _ in span if busy >= args.slots), None)
            line = [inflight[i] for i in range(0, len(inflight), 5)]  # polls every 0.1 s: each 0.5 s
            mean_busy = sum(b for _, b, _ in span) / len(span) if span else float("nan")
            print(
                f"  {c:>5}: wall {walls[c]:6.1f}s  peak {max(inflight, default=0):4d}  mean busy slots "
                f"{mean_busy:4.2f}  saturated after {sat}s  [{chosen(out)}]\n         in flight/0.5s {line[:32]}"
            )
    return walls


def command(args: argparse.Namespace, url: str, data: Path, out: Path, c: str) -> list[str]:
    return [sys.executable, "-m", "proctor", "eval", BENCH, "--data", str(data), "-m", "openai:fake",
            "--base-url", url, "--output", str(out), "-q", "--max-tokens", str(args.max_tokens),
            "--set", "runner.progress_every_s=0",
            *([] if c == "auto" else ["--concurrency", c])]  # fmt: skip


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--samples", type=int, default=120)
    p.add_argument("--slots", type=int, default=4)
    p.add_argument("--sleep", default="0.5", help="the fake server's seconds per request")
    p.add_argument("--fixed", default="1,4,64")
    p.add_argument("--server", help="llama.cpp's llama-server binary (default: the fake server)")
    p.add_argument("--max-tokens", type=int, default=64)
    args = p.parse_args()
    settings = ["auto", *args.fixed.split(",")]
    if args.server == "llama-server":
        from llama_server import find_llama_server

        args.server = find_llama_server()
        if not args.server:
            raise SystemExit(
                "no llama-server: set PROCTOR_LLAMA_SERVER, pip install 'proctor[llama-server]', or put it on PATH"
            )
    print(f"load average {os.getloadavg()[0]:.2f}")
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "p.jsonl"
        write_data(data, args.samples, MATH500)  # MATH-500's first problems (generated where missing)
        passes = llama_passes if args.server else fake_passes
        walls = passes(args, settings, data, Path(tmp))
    print("  " + "; ".join(f"auto / fixed {c} wall = {walls['auto'] / walls[c]:.2f}" for c in settings[1:]))


if __name__ == "__main__":
    main()
