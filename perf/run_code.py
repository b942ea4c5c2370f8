"""``/run_code`` (SandboxFusion's API on proctor's isolated pooled sandbox), driven by SandboxFusion's
own client package, against SandboxFusion's own server (from its public source), spawn-per-call
(``python -c`` in a fresh subprocess, no isolation: what SkyRL-gym's code tool does) and the
no-isolation fork floor (a fork of this process, the snippets' modules imported, the code exec'd in
the child: what any process-per-call design pays at least), on the same snippets, at the same
concurrency; ratios of proctor's calls/s to each.

    PYTHONPATH=src python perf/run_code.py [--calls 200] [--concurrency 8] [--workers 4] \
        [--fusion-src DIR --fusion-python PYTHON]

SandboxFusion's server is not on PyPI (its image is a docker service). It runs here from its source
(github.com/bytedance/SandboxFusion) in a venv of its own: ``pip install "pydantic>=2.4,<2.7"
"fastapi>=0.103.1,<0.104" "uvicorn[standard]==0.25.0" "structlog>=23.1,<24" "psutil>=5.9.8,<6"
"aiofiles>=23.2.1,<24" "aiohttp>=3.9.5,<4" "tenacity>=8.4.2,<9" "databases[aiosqlite,aiomysql]>=0.9,<0.10"
"transformers>=4.44,<5" sympy`` (its pyproject's bounds), its config ``sandbox/configs/local.yaml``
as shipped (isolation ``none``: its ``lite`` isolation is overlayfs + chroot + cgroups inside its
docker image), and two stand-ins for what its image provides: an empty ``docs/build`` (the
documentation site it mounts) and a ``condabin`` folder in the venv, so that its
``find_conda_root()`` takes the venv for the conda root and ``source VENV/bin/activate
sandbox-runtime`` (the venv's activate ignores the name) puts the venv's python on PATH for the
snippets. This script makes both when they are missing. Without ``--fusion-src`` that row is left out.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import select
import socket
import subprocess
import sys
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SNIPPETS = (
    "print(sum(i * i for i in range(1000)))",
    "import math\nprint(math.comb(30, 12))",
    "from fractions import Fraction\nprint(Fraction(3, 7) + Fraction(2, 9))",
    "import sympy\nprint(sympy.factorint(2024))",
    "print(input()[::-1])",
)


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q / 100 * len(s)))]


def run(label: str, fn, calls: int, concurrency: int) -> float:
    latencies: list[float] = []

    def one(i: int) -> bool:
        t0 = time.monotonic()
        ok = fn(SNIPPETS[i % len(SNIPPETS)])
        latencies.append(time.monotonic() - t0)
        return ok

    start = time.monotonic()
    with ThreadPoolExecutor(concurrency) as ex:
        oks = list(ex.map(one, range(calls)))
    took = time.monotonic() - start
    print(f"{label:40} {calls / took:8.1f} calls/s  p50 {1000 * pct(latencies, 50):7.1f} ms  "
          f"p99 {1000 * pct(latencies, 99):7.1f} ms  ok {sum(oks)}/{calls}")  # fmt: skip
    return calls / took


def fork_floor(code: str) -> bool:
    """The code exec'd in a fork of this process (modules already imported), no isolation."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns
        os.close(r)
        status = 0
        out = io.StringIO()
        try:
            sys.stdin = io.StringIO("olleh\n")
            with contextlib.redirect_stdout(out):
                exec(compile(code, "<snippet>", "exec"), {"__name__": "__main__"})
        except BaseException:
            status = 1
        os.write(w, out.getvalue().encode())
        os._exit(status)
    os.close(w)
    with os.fdopen(r, "rb") as f:
        f.read()
    return os.waitpid(pid, 0)[1] == 0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_fusion(src: Path, python: Path) -> tuple[subprocess.Popen[bytes], str]:
    """SandboxFusion's server from its source, as its Makefile's ``run`` target starts it."""
    if not (src / "sandbox" / "server" / "server.py").is_file():
        raise SystemExit(
            f"--fusion-src {src}: no sandbox/server/server.py (a SandboxFusion checkout expected)"
        )
    venv = python.parent.parent
    (src / "docs" / "build").mkdir(parents=True, exist_ok=True)
    (venv / "condabin").mkdir(exist_ok=True)
    if not (venv / "bin" / "activate").is_file():
        raise SystemExit(f"--fusion-python {python}: not a venv's python (no {venv}/bin/activate)")
    port = free_port()
    cmd = [
        str(python),
        "-m",
        "uvicorn",
        "sandbox.server.server:app",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
    ]
    proc = subprocess.Popen(cmd, cwd=src, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(url + "/", timeout=5).read()
            return proc, url
        except OSError:
            if proc.poll() is not None:
                raise SystemExit(f"SandboxFusion's server exited with {proc.returncode}") from None
            time.sleep(0.5)
    proc.kill()
    raise SystemExit("SandboxFusion's server did not start in 180 s")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--calls", type=int, default=200)
    ap.add_argument("--concurrency", type=int, default=8)
    ap.add_argument("--workers", type=int, default=4)
    ap.add_argument("--fusion-src", type=Path, help="a SandboxFusion source tree (its server is run from it)")
    ap.add_argument(
        "--fusion-python", type=Path, help="the python of the venv with SandboxFusion's dependencies"
    )
    args = ap.parse_args()
    if (args.fusion_src is None) != (args.fusion_python is None):
        raise SystemExit("give --fusion-src and --fusion-python together (or neither)")
    from sandbox_fusion import RunCodeRequest, RunStatus, run_code

    for module in ("math", "fractions", "sympy"):  # the fork floor's children find them imported
        __import__(module)

    env = {**os.environ, "PYTHONPATH": str(REPO / "src") + os.pathsep + os.environ.get("PYTHONPATH", "")}
    cmd = [sys.executable, "-m", "proctor", "serve", "--port", "0", "--sandbox-workers", str(args.workers)]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    fusion_proc = None
    try:
        ready, _, _ = select.select([proc.stdout], [], [], 120)
        url = proc.stdout.readline().strip() if ready else ""
        if not url:
            raise SystemExit("proctor serve did not start")
        if args.fusion_src is not None:
            fusion_proc, fusion_url = start_fusion(args.fusion_src.resolve(), args.fusion_python.absolute())

        def client(endpoint: str):
            def call(code: str) -> bool:
                req = RunCodeRequest(code=code, language="python", stdin="olleh", run_timeout=30)
                r = run_code(req, endpoint=endpoint, max_attempts=1)
                return r.status == RunStatus.Success

            return call

        fusion = client(url)

        def spawn(code: str) -> bool:
            r = subprocess.run(
                [sys.executable, "-c", code], input="olleh", capture_output=True, text=True, timeout=30
            )
            return r.returncode == 0

        for _ in range(2):  # warm: the light and heavy spares of every worker
            fusion(SNIPPETS[0])
            fusion(SNIPPETS[3])
        isolation = json.loads(urllib.request.urlopen(url + "/stats").read())["isolation"]
        print(f"{args.calls} calls, concurrency {args.concurrency}, {args.workers} sandbox workers "
              f"(proctor's isolation: {isolation})")  # fmt: skip
        ours = run("proctor /run_code (sandbox-fusion client)", fusion, args.calls, args.concurrency)
        rows = {}
        if fusion_proc is not None:
            theirs = client(fusion_url)
            for code in SNIPPETS:  # warm, and check it answers every snippet
                if not theirs(code):
                    raise SystemExit(f"SandboxFusion's server failed the snippet {code!r}")
            rows["SandboxFusion's server (isolation none)"] = run(
                "SandboxFusion server /run_code (same client)", theirs, args.calls, args.concurrency
            )
        rows["spawn per call"] = run(
            "spawn per call (python -c, no isolation)", spawn, args.calls, args.concurrency
        )
        rows["fork floor"] = run(
            "fork floor (no exec, no isolation)", fork_floor, args.calls, args.concurrency
        )
        for label, rate in rows.items():
            print(f"proctor / {label}: {ours / rate:.2f}x")
    finally:
        for p in (proc, fusion_proc):
            if p is None:
                continue
            p.terminate()
            try:
                p.wait(30)
            except subprocess.TimeoutExpired:
                p.kill()


if __name__ == "__main__":
    main()
