"""Sandbox throughput and latency against like-for-like baselines, on the same stdlib snippets.

Every side runs the same snippets (stdlib only: no side pays a cold numpy/sympy import) with the
same concurrency, and every output is checked against the expected text:

- spawn-per-call: a fresh ``python -I -S -c CODE`` per call, no isolation (what most harnesses do);
- bubblewrap-per-call: a fresh ``bwrap ... python -I -S -c CODE`` per call with the sandbox's own
  isolation (the same namespaces, filesystem, environment, capabilities dropped, the same rlimits);
- fork server: one warm server per concurrent call that has imported what the sandbox preloads
  (numpy, sympy) and forks a fresh child per call, output through a pipe, no isolation;
- light fork server: the same with only the stdlib modules the sandbox's light template imports:
  no isolation and nothing but a fork, the code and a pipe per call, so it is about the most a
  design that gives every call a fresh process can do here (the floor under the ratios);
- proctor's sandbox with every isolation rule on, stateless calls and session calls (a session's
  kernel stays the kernel after a call that leaves it one thread, and is forked anew after a call
  that leaves threads, so that no thread of a call outlives it), in sessions
  whose first call names no heavy package (a light kernel) and in sessions that start with
  ``import sympy`` (a kernel with numpy and sympy mapped).

The sides take turns in interleaved rounds, so a change of machine load hits all of them. Prints
calls/s, p50/p95 per snippet kind (under load) and of a serial ``print(1)``, and the ratios.
Exit status 0 only when the targets hold: >= 5x spawn-per-call, >= 20x bubblewrap-per-call,
serial ``print(1)`` p50 < 5 ms, and every output right.

    PYTHONPATH=src python perf/sandbox.py [--calls 600] [--rounds 3] [--concurrency N] [--mode M] [--json]
    PYTHONPATH=src python perf/sandbox.py --pid-namespaces 500 [--rounds 3]   # the PID namespace designs (root)
    PYTHONPATH=src python perf/sandbox.py --cpu 300 [--rounds 3] [--mode M]   # CPU and page faults per call
"""

from __future__ import annotations

import argparse
import contextlib
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
    seal = getattr(isolation, "SEAL", [])  # read-only root and /dev (absent before they were)
    # the interpreter's path inside the sandbox (bound elsewhere when installed outside /usr)
    where = getattr(isolation, "sandbox_python", None)
    binary = where() if where is not None else isolation.interpreter()[0]

    def call(code: str) -> str:
        done = subprocess.run(
            [*prefix, *seal, "--", binary, "-I", "-S", "-c", code],
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
compile("", "<warm>", "exec")  # the ast types, built once here, not in every child (3 ms)
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
    """``n`` warm fork servers that have imported ``preload``; a call takes a free one (a thread per
    concurrent call)."""

    def __init__(self, n: int, preload: tuple[str, ...]):
        paths = sorted({os.path.dirname(p) for p in isolation.package_dirs().values()})
        env = {"PATH": os.environ.get("PATH", ""), "PYTHONPATH": os.pathsep.join(paths)}
        cmd = [sys.executable, "-S", "-c", FORK_SERVER, ",".join(preload)]
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
class Side:
    """One side's calls, gathered over the interleaved rounds."""

    def __init__(self, call: Call, calls: int, serial: int):
        self.call, self.calls, self.serial = call, calls, serial
        self.wall = 0.0
        self.done: list[tuple[str, float, bool]] = []
        self.print_serial: list[float] = []

    def round(self, concurrency: int) -> None:
        """``calls`` snippets (kinds cycled), ``concurrency`` at a time, then ``serial`` lone print(1)s."""
        kinds = list(itertools.islice(itertools.cycle(SNIPPETS), self.calls))
        start = time.perf_counter()
        with ThreadPoolExecutor(max_workers=concurrency) as pool:
            self.done += pool.map(self.one, kinds)
        self.wall += time.perf_counter() - start
        for _ in range(self.serial):
            t = time.perf_counter()
            self.call("print(1)")
            self.print_serial.append(time.perf_counter() - t)

    def one(self, kind: str) -> tuple[str, float, bool]:
        code, expected = SNIPPETS[kind]
        t = time.perf_counter()
        try:
            right = self.call(code) == expected
        except Exception:  # a crashed call is counted as wrong, not hidden
            right = False
        return kind, time.perf_counter() - t, right

    @property
    def rate(self) -> float:
        return len(self.done) / self.wall

    @property
    def wrong(self) -> int:
        return sum(not right for *_, right in self.done)

    def kind_pcts(self) -> list[tuple[float, float]]:
        out = []
        for k in SNIPPETS:
            values = sorted(d for kind, d, _ in self.done if kind == k)
            out.append((pct(values, 50), pct(values, 95)))
        return out

    def serial_pcts(self) -> tuple[float, float]:
        values = sorted(self.print_serial)
        return pct(values, 50), pct(values, 95)


def pct(values: list[float], q: float) -> float:
    return values[min(len(values) - 1, int(q / 100 * len(values)))] if values else float("nan")


ORDER = (
    "spawn-per-call", "bubblewrap-per-call", "fork server", "light fork server", "proctor sandbox",
    "proctor session", "proctor session, heavy",
)  # fmt: skip


class Sessions:
    """One sandbox session per concurrent call: a session call runs in the session's kernel, which
    (since each call must end with every thread it started) is a fresh fork of the last one.

    A session's first call decides its kernel: ``first`` naming sympy gives a heavy one (numpy and
    sympy preloaded), the default a light one (a bare interpreter, like a light spare)."""

    def __init__(self, sb: Sandbox, n: int, first: str = "pass"):
        self.free: queue.Queue = queue.Queue()
        self.all = [sb.session() for _ in range(n)]
        for session in self.all:
            result = session.run(first)
            assert result.ok, result
            self.free.put(session)

    def __call__(self, code: str) -> str:
        session = self.free.get()
        try:
            result = session.run(code)
            return result.stdout if result.ok else f"[{result.status}] {result.stderr}"
        finally:
            self.free.put(session)


# ---------------------------------------------------------------- CPU per call
def _tree_usage(roots: list[int]) -> tuple[float, int]:
    """CPU seconds and minor page faults of the processes under ``roots`` (each one's own and its
    reaped children's: a session's init reaps the kernels that ran its calls, a template its
    spares), plus this process's own CPU (the host's side of every call)."""
    import psutil

    tick = os.sysconf("SC_CLK_TCK")
    cpu, faults = 0.0, 0
    pids = set(roots)
    for root in roots:
        with contextlib.suppress(psutil.NoSuchProcess):
            pids |= {p.pid for p in psutil.Process(root).children(recursive=True)}
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat", "rb") as f:
                v = f.read().rsplit(b")", 1)[1].split()
        except OSError:
            continue
        faults += int(v[7]) + int(v[8])  # minflt, cminflt
        cpu += sum(int(x) for x in v[11:15]) / tick  # utime, stime, cutime, cstime
    me = resource.getrusage(resource.RUSAGE_SELF)
    return cpu + me.ru_utime + me.ru_stime, faults + me.ru_minflt


def cpu_per_call(n: int, rounds: int, mode: str) -> int:
    """CPU and page faults per serial ``print(1)`` of each kind of call, all the processes of each
    side together (the load moves CPU time much less than wall time, and page faults not at all),
    against the light fork server measured in the same interleaved rounds."""
    sb = Sandbox(workers=1, timeout_s=TIMEOUT_S, memory_mb=MEMORY_MB, disk_mb=DISK_MB,
                 max_procs=MAX_PROCS, max_files=MAX_FILES, mode=mode)  # fmt: skip
    light = ForkServers(1, isolation.LIGHT_PRELOAD)
    try:
        heavy, session = sb.session(), sb.session()
        assert heavy.run("import sympy").ok and session.run("pass").ok
        worker = sb._workers[0].proc
        assert worker is not None
        fork_root = [light.free.queue[0].pid]
        sides: dict[str, tuple[Callable[[], object], list[int]]] = {
            "light fork server": (lambda: light("print(1)"), fork_root),
            "proctor sandbox": (lambda: sb.run("print(1)"), [worker.pid]),
            "proctor session": (lambda: session.run("print(1)"), [worker.pid]),
            "proctor session, heavy": (lambda: heavy.run("print(1)"), [worker.pid]),
        }
        got: dict[str, list[tuple[float, float]]] = {name: [] for name in sides}
        for call, _roots in sides.values():
            for _ in range(20):
                call()
        for _ in range(rounds):
            for name, (call, roots) in sides.items():
                c0, f0 = _tree_usage(roots)
                for _ in range(n):
                    call()
                c1, f1 = _tree_usage(roots)
                got[name].append((1e3 * (c1 - c0) / n, (f1 - f0) / n))
    finally:
        sb.close()
        light.close()
    med = {
        name: (sorted(c for c, _ in v)[len(v) // 2], sorted(f for _, f in v)[len(v) // 2])
        for name, v in got.items()
    }
    base = med["light fork server"][0]
    print(f"machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}; isolation {mode}; "
          f"{n} serial print(1) calls x {rounds} interleaved rounds (medians)")  # fmt: skip
    for name, (c, f) in med.items():
        print(
            f"{name:24}{c:7.2f} CPU-ms/call ({c / base:.2f}x the light fork server){f:8.0f} page faults/call"
        )
    return 0


# ---------------------------------------------------------------- PID namespace designs
CLONE_NEWPID = 0x20000000


def pid_namespace_costs(n: int, rounds: int) -> int:
    """The designs weighed for keeping a call's code from numbering the harness's processes, as
    the sandbox's forkers would pay them, on a light interpreter (the light template's imports):
    a plain fork and exit (the baseline), a fork into a namespace kept for every call of a kind
    (two ``setns`` per fork: the design kept), and a namespace per call (an init forked for each
    call, which forks the call). CPU of this process and its reaped children, and wall time."""
    import ctypes

    if os.geteuid() != 0:
        print("--pid-namespaces needs root (CAP_SYS_ADMIN for unshare(CLONE_NEWPID))")
        return 2
    for name in isolation.LIGHT_PRELOAD:
        __import__(name)
    libc = ctypes.CDLL(None, use_errno=True)
    own = os.open("/proc/self/ns/pid", os.O_RDONLY)

    def check(rc: int) -> None:
        if rc != 0:
            raise OSError(ctypes.get_errno(), "unshare/setns")

    def reap_one(pid: int) -> None:
        if pid == 0:
            os._exit(0)
        os.waitpid(pid, 0)

    kept: dict[str, int] = {}

    def plain() -> None:
        reap_one(os.fork())

    def kept_namespace() -> None:
        if not kept:
            check(libc.unshare(CLONE_NEWPID))
            init = os.fork()
            if init == 0:
                import signal

                signal.signal(signal.SIGCHLD, signal.SIG_IGN)
                while True:
                    signal.pause()
            kept["init"], kept["ns"] = init, os.open("/proc/self/ns/pid_for_children", os.O_RDONLY)
            check(libc.setns(own, CLONE_NEWPID))
        check(libc.setns(kept["ns"], CLONE_NEWPID))
        pid = os.fork()
        if pid:
            check(libc.setns(own, CLONE_NEWPID))
        reap_one(pid)

    def per_call() -> None:
        check(libc.unshare(CLONE_NEWPID))
        init = os.fork()
        if init == 0:
            reap_one(os.fork())
            os._exit(0)
        check(libc.setns(own, CLONE_NEWPID))
        os.waitpid(init, 0)

    def cpu() -> float:
        me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
        return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime

    designs = {
        "fork, no namespace": plain,
        "namespace of the kind, kept": kept_namespace,
        "namespace per call": per_call,
    }
    cpu_us: dict[str, list[float]] = {name: [] for name in designs}
    wall_us: dict[str, list[float]] = {name: [] for name in designs}
    try:
        for _ in range(rounds):  # interleaved
            for name, fork in designs.items():
                c0, t0 = cpu(), time.perf_counter()
                for _ in range(n):
                    fork()
                cpu_us[name].append(1e6 * (cpu() - c0) / n)
                wall_us[name].append(1e6 * (time.perf_counter() - t0) / n)
    finally:
        if kept:
            os.kill(kept["init"], 9)
            os.waitpid(kept["init"], 0)
    base = sum(cpu_us["fork, no namespace"]) / rounds
    print(f"machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}; {n} forks x {rounds} rounds")
    for name in designs:
        c, w = sum(cpu_us[name]) / rounds, sum(wall_us[name]) / rounds
        print(f"{name:30}{c:8.0f} us CPU ({c / base:.2f}x){w:9.0f} us wall")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--calls", type=int, default=600, help="sandbox calls in all (baselines: a fraction)")
    ap.add_argument("--rounds", type=int, default=3, help="the sides take turns this many times")
    ap.add_argument("--concurrency", type=int, default=os.cpu_count() or 2, help="parallel calls, every side")
    ap.add_argument("--latency-calls", type=int, default=150, help="serial print(1) calls for the p50")
    ap.add_argument("--json", action="store_true", help="also print the figures as one JSON line")
    ap.add_argument("--mode", default="auto", choices=("auto", "root", "userns"), help="isolation mode")
    ap.add_argument(
        "--pid-namespaces", type=int, metavar="N", help="only compare the PID namespace designs, N forks each"
    )
    ap.add_argument(
        "--cpu",
        type=int,
        metavar="N",
        help="only the CPU and page faults per call of each kind, N serial calls each",
    )
    args = ap.parse_args()
    if args.cpu:
        return cpu_per_call(args.cpu, args.rounds, args.mode)
    if args.pid_namespaces:
        return pid_namespace_costs(args.pid_namespaces, args.rounds)
    conc, rounds = args.concurrency, args.rounds
    n, lat = max(1, args.calls // rounds), max(1, args.latency_calls // rounds)
    load_before = os.getloadavg()[0]

    t0 = time.perf_counter()
    sb = Sandbox(
        workers=conc,
        timeout_s=TIMEOUT_S,
        memory_mb=MEMORY_MB,
        disk_mb=DISK_MB,
        max_procs=MAX_PROCS,
        max_files=MAX_FILES,
        mode=args.mode,
    )
    startup_s = time.perf_counter() - t0
    mode = sb.mode
    assert mode != "unsafe"
    forked = ForkServers(conc, isolation.PRELOAD)
    light = ForkServers(conc, isolation.LIGHT_PRELOAD)

    def sandbox_call(code: str) -> str:
        result = sb.run(code)
        return result.stdout if result.ok else f"[{result.status}] {result.stderr}"

    sides = {
        "spawn-per-call": Side(spawn_call, max(8, n // 10), max(4, lat // 10)),
        "bubblewrap-per-call": Side(bwrap_call_factory(mode), max(6, n // 30), max(4, lat // 20)),
        "fork server": Side(forked, max(20, n // 3), max(10, lat // 4)),
        "light fork server": Side(light, max(20, n // 2), max(10, lat // 4)),
        "proctor sandbox": Side(sandbox_call, n, lat),
        "proctor session": Side(Sessions(sb, conc), max(20, n // 3), max(10, lat // 4)),
        "proctor session, heavy": Side(
            Sessions(sb, conc, "import sympy"), max(20, n // 3), max(10, lat // 4)
        ),
    }
    try:
        for _ in range(2 * conc):  # every warm worker has served a call
            sandbox_call("print(1)")
            forked("print(1)")
            light("print(1)")
        for _ in range(rounds):  # interleaved, so a change of machine load hits every side
            for name in ORDER:
                sides[name].round(conc)
    finally:
        sb.close()
        forked.close()
        light.close()

    sb_rate = sides["proctor sandbox"].rate
    ratios = {name: sb_rate / side.rate for name, side in sides.items()}
    load_after = os.getloadavg()[0]
    print(
        f"machine: {os.cpu_count()} cores, load {load_before:.1f} -> {load_after:.1f}; "
        f"concurrency {conc}; {rounds} interleaved rounds; isolation {mode}"
    )
    print(f"snippets (stdlib only, cycled): {', '.join(SNIPPETS)}; outputs checked on every side")
    head = "".join(f"{k + ' p50/p95':>20}" for k in SNIPPETS)
    print(f"{'':24}{'calls/s':>9}{'wrong':>9}{'sandbox is':>12}{'print(1) serial':>19}{head}")
    for name in ORDER:
        side = sides[name]
        s50, s95 = side.serial_pcts()
        cells = "".join(f"{p50 * 1e3:11.1f}/{p95 * 1e3:6.1f} ms" for p50, p95 in side.kind_pcts())
        print(
            f"{name:24}{side.rate:9.1f}{side.wrong:>4}/{len(side.done):<4}"
            f"{ratios[name]:10.1f}x{s50 * 1e3:11.2f}/{s95 * 1e3:5.1f} ms{cells}"
        )
    sb_p50 = sides["proctor sandbox"].serial_pcts()[0]
    checks = [
        (f"vs {name}", ratios[name] >= want, f"{ratios[name]:.1f}x >= {want}x")
        for name, want in TARGETS.items()
    ]
    checks.append(("print(1) p50", sb_p50 < PRINT_P50_TARGET_S, f"{sb_p50 * 1e3:.2f} ms < 5 ms"))
    checks.append(("outputs", all(side.wrong == 0 for side in sides.values()), "every output as expected"))
    for what, ok, detail in checks:
        print(f"  [{'met' if ok else 'MISSED'}] {what}: {detail}")
    print(f"sandbox pool start-up ({conc} workers): {startup_s:.2f} s (once per run)")
    if args.json:
        print(
            json.dumps(
                {
                    "load": [load_before, load_after],
                    "calls_per_s": {k: side.rate for k, side in sides.items()},
                    "ratios": ratios,
                    "print1_serial_p50_ms": {k: side.serial_pcts()[0] * 1e3 for k, side in sides.items()},
                    "startup_s": startup_s,
                }
            )
        )
    return 0 if all(ok for _, ok, _ in checks) else 1


if __name__ == "__main__":
    sys.exit(main())
