"""Sandbox throughput and latency against like-for-like baselines, on the same stdlib snippets.

Every side runs the same snippets (stdlib only: no side pays a cold numpy/sympy import) with the
same concurrency, and every output is checked against the expected text:

- spawn-per-call: a fresh ``python -I -S -c CODE`` per call, no isolation (what most harnesses do);
- bubblewrap-per-call: a fresh ``bwrap ... python -I -S -c CODE`` per call with the sandbox's own
  isolation (the same namespaces, filesystem, environment, capabilities dropped, the same rlimits);
- fork server: one warm server per concurrent call that has imported what the sandbox preloads
  (numpy, sympy) and forks a fresh child per call, output through a pipe, no isolation;
- proctor's sandbox with every isolation rule on.

Prints calls/s, p50/p95 per snippet kind (under load) and of a serial ``print(1)``, and the ratios.
Exit status 0 only when the targets hold: >= 5x spawn-per-call, >= 20x bubblewrap-per-call,
serial ``print(1)`` p50 < 5 ms, and every output right.

    PYTHONPATH=src python benchmarks/sandbox.py [--calls 600] [--concurrency N] [--json]
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import queue
import resource
import struct
import subprocess
import sys
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from proctor.sandbox import Sandbox, isolation

SNIPPETS = {
    "print": ("print(1)", "1\n"),
    "arith": ("print(sum(i * i for i in range(10_000)) % 1_000_007)", "2033\n"),
    "fractions": (
        "from fractions import Fraction\nprint(sum(Fraction(1, k) for k in range(1, 30)))",
        "9227046511387/2329089562800\n",
    ),
    "text": ("import re\nprint(len(re.findall(r'7', ' '.join(map(str, range(5000))))))", "1500\n"),
}
TARGETS = {"spawn-per-call": 5.0, "bubblewrap-per-call": 20.0}
PRINT_P50_TARGET_S = 0.005
TIMEOUT_S = 30.0
MEMORY_MB, DISK_MB, MAX_PROCS, MAX_FILES = 2048, 256, 64, 256

Call = Callable[[str], str]


# ---------------------------------------------------------------- baselines
def spawn_call(code: str) -> str:
    done = subprocess.run(
        [sys.executable, "-I", "-S", "-c", code], capture_output=True, text=True, timeout=TIMEOUT_S
    )
    return done.stdout


def _limits() -> None:  # the sandbox's rlimits, applied in the child before bwrap starts
    mb = 1 << 20
    for res, value in (
        (resource.RLIMIT_AS, MEMORY_MB * mb),
        (resource.RLIMIT_FSIZE, DISK_MB * mb),
        (resource.RLIMIT_NOFILE, MAX_FILES),
        (resource.RLIMIT_CORE, 0),
        (resource.RLIMIT_CPU, int(TIMEOUT_S) + 1),
    ):
        resource.setrlimit(res, (value, value))


def bwrap_call_factory(mode: str) -> Call:
    env = isolation.sandbox_env([isolation.SITE])
    env["HOME"] = env["TMPDIR"] = "/tmp"
    prefix = isolation.bwrap_prefix(mode, env, DISK_MB, caps=())
    binary, _ = isolation.interpreter()

    def call(code: str) -> str:
        done = subprocess.run(
            [*prefix, "--", binary, "-I", "-S", "-c", code],
            capture_output=True,
            text=True,
            timeout=TIMEOUT_S,
            env={"PATH": env["PATH"]},
            preexec_fn=_limits,
        )
        return done.stdout

    return call


FORK_SERVER = """
import os, struct, sys
for name in sys.argv[1].split(","):
    __import__(name)
inp, out = sys.stdin.buffer, sys.stdout.buffer
while head := inp.read(4):
    code = inp.read(struct.unpack(">I", head)[0]).decode()
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        os.dup2(w, 1)
        sys.stdout = open(1, "w", closefd=False)
        exec(compile(code, "<code>", "exec"), {"__name__": "__main__"})
        sys.stdout.flush()
        os._exit(0)
    os.close(w)
    chunks = []
    while chunk := os.read(r, 65536):
        chunks.append(chunk)
    os.close(r)
    os.waitpid(pid, 0)
    data = b"".join(chunks)
    out.write(struct.pack(">I", len(data)) + data)
    out.flush()
"""


class ForkServers:
    """``n`` warm fork servers; a call takes a free one (a thread per concurrent call)."""

    def __init__(self, n: int):
        paths = sorted({os.path.dirname(p) for p in isolation.package_dirs().values()})
        env = {"PATH": os.environ.get("PATH", ""), "PYTHONPATH": os.pathsep.join(paths)}
        cmd = [sys.executable, "-S", "-c", FORK_SERVER, ",".join(isolation.PRELOAD)]
        self.free: queue.Queue[subprocess.Popen[bytes]] = queue.Queue()
        for _ in range(n):
            self.free.put(subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env))

    def __call__(self, code: str) -> str:
        proc = self.free.get()
        try:
            data = code.encode()
            proc.stdin.write(struct.pack(">I", len(data)) + data)
            proc.stdin.flush()
            (size,) = struct.unpack(">I", proc.stdout.read(4))
            return proc.stdout.read(size).decode()
        finally:
            self.free.put(proc)

    def close(self) -> None:
        while not self.free.empty():
            proc = self.free.get()
            proc.stdin.close()
            proc.wait()


# ---------------------------------------------------------------- measurement
def measure(call: Call, n: int, concurrency: int) -> dict:
    """Run ``n`` snippets (kinds cycled) ``concurrency`` at a time; per-kind latencies and wrong outputs."""
    kinds = list(itertools.islice(itertools.cycle(SNIPPETS), n))

    def one(kind: str) -> tuple[str, float, bool]:
        code, expected = SNIPPETS[kind]
        t = time.perf_counter()
        try:
            right = call(code) == expected
        except Exception:  # a crashed call is counted as wrong, not hidden
            right = False
        return kind, time.perf_counter() - t, right

    start = time.perf_counter()
    with ThreadPoolExecutor(max_workers=concurrency) as pool:
        done = list(pool.map(one, kinds))
    wall = time.perf_counter() - start
    per_kind = {k: sorted(d for kind, d, _ in done if kind == k) for k in SNIPPETS}
    return {
        "calls": n,
        "calls_per_s": n / wall,
        "wrong": sum(not right for *_, right in done),
        "kinds": {k: (pct(v, 50), pct(v, 95)) for k, v in per_kind.items()},
    }


def serial_print(call: Call, n: int) -> tuple[float, float]:
    out = []
    for _ in range(n):
        t = time.perf_counter()
        call("print(1)")
        out.append(time.perf_counter() - t)
    out.sort()
    return pct(out, 50), pct(out, 95)


def pct(values: list[float], q: float) -> float:
    return values[min(len(values) - 1, int(q / 100 * len(values)))] if values else float("nan")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--calls", type=int, default=600, help="sandbox calls (baselines: a fraction)")
    ap.add_argument("--concurrency", type=int, default=os.cpu_count() or 2, help="parallel calls, every side")
    ap.add_argument("--latency-calls", type=int, default=200, help="serial print(1) calls for the p50")
    ap.add_argument("--json", action="store_true", help="also print the figures as one JSON line")
    args = ap.parse_args()
    conc, n = args.concurrency, args.calls
    load_before = os.getloadavg()[0]

    rows: dict[str, dict] = {}
    serial: dict[str, tuple[float, float]] = {}
    t0 = time.perf_counter()
    with Sandbox(
        workers=conc,
        timeout_s=TIMEOUT_S,
        memory_mb=MEMORY_MB,
        disk_mb=DISK_MB,
        max_procs=MAX_PROCS,
        max_files=MAX_FILES,
    ) as sb:
        startup_s = time.perf_counter() - t0
        mode = sb.mode
        assert mode != "unsafe"

        def sandbox_call(code: str) -> str:
            result = sb.run(code)
            return result.stdout if result.ok else f"[{result.status}] {result.stderr}"

        for _ in range(2 * conc):
            sandbox_call("print(1)")  # every worker has served a call
        rows["proctor sandbox"] = measure(sandbox_call, n, conc)
        serial["proctor sandbox"] = serial_print(sandbox_call, args.latency_calls)

    forked = ForkServers(conc)
    try:
        for _ in range(2 * conc):
            forked("print(1)")
        rows["fork server"] = measure(forked, max(40, n // 3), conc)
        serial["fork server"] = serial_print(forked, max(20, args.latency_calls // 4))
    finally:
        forked.close()

    rows["spawn-per-call"] = measure(spawn_call, max(20, n // 10), conc)
    serial["spawn-per-call"] = serial_print(spawn_call, max(10, args.latency_calls // 10))
    bwrap_call = bwrap_call_factory(mode)
    rows["bubblewrap-per-call"] = measure(bwrap_call, max(12, n // 30), conc)
    serial["bubblewrap-per-call"] = serial_print(bwrap_call, max(10, args.latency_calls // 20))

    sb_rate = rows["proctor sandbox"]["calls_per_s"]
    ratios = {name: sb_rate / row["calls_per_s"] for name, row in rows.items()}
    load_after = os.getloadavg()[0]
    print(
        f"machine: {os.cpu_count()} cores, load {load_before:.1f} -> {load_after:.1f}; "
        f"concurrency {conc}; isolation {mode}"
    )
    print(f"snippets (stdlib only, cycled): {', '.join(SNIPPETS)}; outputs checked on every side")
    head = "".join(f"{k + ' p50/p95':>20}" for k in SNIPPETS)
    print(f"{'':22}{'calls/s':>9}{'wrong':>7}{'sandbox is':>12}{'print(1) serial':>19}{head}")
    for name in ("spawn-per-call", "bubblewrap-per-call", "fork server", "proctor sandbox"):
        row, (s50, s95) = rows[name], serial[name]
        cells = "".join(f"{p50 * 1e3:11.1f}/{p95 * 1e3:6.1f} ms" for p50, p95 in row["kinds"].values())
        print(
            f"{name:22}{row['calls_per_s']:9.1f}{row['wrong']:>4}/{row['calls']:<4}"
            f"{ratios[name]:10.1f}x{s50 * 1e3:11.2f}/{s95 * 1e3:5.1f} ms{cells}"
        )
    sb_p50 = serial["proctor sandbox"][0]
    checks = [
        (f"vs {name}", ratios[name] >= want, f"{ratios[name]:.1f}x >= {want}x")
        for name, want in TARGETS.items()
    ]
    checks.append(("print(1) p50", sb_p50 < PRINT_P50_TARGET_S, f"{sb_p50 * 1e3:.2f} ms < 5 ms"))
    checks.append(("outputs", all(r["wrong"] == 0 for r in rows.values()), "every output as expected"))
    for what, ok, detail in checks:
        print(f"  [{'met' if ok else 'MISSED'}] {what}: {detail}")
    print(f"sandbox pool start-up ({conc} workers): {startup_s:.2f} s (once per run)")
    if args.json:
        print(
            json.dumps(
                {
                    "load": [load_before, load_after],
                    "calls_per_s": {k: r["calls_per_s"] for k, r in rows.items()},
                    "ratios": ratios,
                    "print1_serial_p50_ms": {k: v[0] * 1e3 for k, v in serial.items()},
                    "startup_s": startup_s,
                }
            )
        )
    return 0 if all(ok for _, ok, _ in checks) else 1


if __name__ == "__main__":
    sys.exit(main())
