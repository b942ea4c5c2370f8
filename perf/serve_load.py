"""`proctor serve` under load: many concurrent clients on loopback, one grader worker killed midway,
one client that stops reading; every reward checked.

    PYTHONPATH=src python perf/serve_load.py [--clients 1000] [--items 4]

Each client opens its own connection (one event loop here, so the clients are cheap), posts one
``/grade`` batch of distinct items (``\\boxed{\\frac{k}{7}}`` against ``k/7``, and one ``\\int_0^{m} x dx`` against
``m^2/2`` that sympy decides in a grader worker: each answer is right, so a lost, duplicated or
swapped reward shows) and retries on 429/503 after Retry-After. Reported:
replies by status, rewards lost / wrong, the server's peak RSS and thread count (sampled), the
worker restarts, and whether the stalled client was dropped.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import resource
import select
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import psutil

REPO = Path(__file__).resolve().parents[1]


def start(args: argparse.Namespace) -> tuple[subprocess.Popen[str], str]:
    env = {**os.environ, "PYTHONPATH": str(REPO / "src") + os.pathsep + os.environ.get("PYTHONPATH", "")}
    cmd = [sys.executable, "-m", "proctor", "serve", "--port", "0", "--sandbox-workers", "0",
           "--max-connections", str(args.clients + 64), "--max-queue", str(args.queue), "--body-timeout", "5"]  # fmt: skip
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    ready, _, _ = select.select([proc.stdout], [], [], 120)
    url = proc.stdout.readline().strip() if ready else ""
    if not url:
        proc.kill()
        raise SystemExit("proctor serve did not start")
    return proc, url


async def client(url: str, c: int, n: int, out: dict) -> None:
    items = []
    for k in range(n):
        v = c * n + k
        if k == 0:  # one item in each batch is decided by sympy in a grader worker
            items.append(
                {
                    "response": f"so \\boxed{{\\int_0^{{{v % 50 + 1}}} x dx}}",
                    "answer": f"{(v % 50 + 1) ** 2}/2",
                }
            )
        else:
            items.append({"response": f"so \\boxed{{\\frac{{{v}}}{{7}}}}", "answer": f"{v}/7"})
    async with httpx.AsyncClient(timeout=300, limits=httpx.Limits(max_connections=1)) as http:
        for _ in range(200):
            try:
                r = await http.post(f"{url}/grade", json={"items": items})
            except httpx.HTTPError as exc:
                out["transport_errors"] = out.get("transport_errors", 0) + 1
                out.setdefault("errors", []).append(repr(exc)[:100])
                await asyncio.sleep(0.5)
                continue
            out.setdefault("statuses", {}).setdefault(r.status_code, 0)
            out["statuses"][r.status_code] += 1
            if r.status_code in (429, 503):
                await asyncio.sleep(float(r.headers.get("Retry-After", "1")) * (0.5 + (c % 10) / 10))
                continue
            results = r.json()["results"]
            out["answered"] = out.get("answered", 0) + len(results)
            out["wrong"] = out.get("wrong", 0) + sum(x["reward"] != 1.0 for x in results)
            out["lost"] = out.get("lost", 0) + n - len(results)
            return
        out["gave_up"] = out.get("gave_up", 0) + 1


def stalled_client(port: int, seconds: float, result: dict) -> None:
    """Pipelines requests whose replies it never reads."""
    body = json.dumps({"items": [{"response": "x" * 3000 + "\\boxed{1}", "answer": "1"}] * 4}).encode()
    one = (b"POST /grade HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
           + f"Content-Length: {len(body)}\r\n\r\n".encode() + body)  # fmt: skip
    s = socket.socket()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    s.connect(("127.0.0.1", port))
    s.settimeout(1)
    try:
        for _ in range(300):
            s.sendall(one)
    except OSError:
        pass
    time.sleep(seconds)
    result["stalled_socket"] = s


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--clients", type=int, default=1000)
    ap.add_argument("--items", type=int, default=4)
    ap.add_argument("--queue", type=int, default=2048)
    args = ap.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 2 * args.clients + 256)), hard))
    proc, url = start(args)
    ps = psutil.Process(proc.pid)
    port = int(url.rsplit(":", 1)[1])
    out: dict = {}
    peak = {"rss": 0, "threads": 0, "conns": 0}
    stop = threading.Event()

    def sample() -> None:
        while not stop.wait(0.1):
            try:
                peak["rss"] = max(peak["rss"], ps.memory_info().rss)
                peak["threads"] = max(peak["threads"], ps.num_threads())
            except psutil.Error:
                return

    def kill_a_worker(pid: int) -> None:
        time.sleep(3)
        try:
            os.kill(pid, signal.SIGKILL)
            out["killed_worker"] = pid
        except ProcessLookupError:
            out["killed_worker"] = f"{pid} had already gone"

    try:
        warm = {"response": "\\boxed{\\int_0^{2} x dx}", "answer": "2"}  # starts the grader pool
        httpx.post(f"{url}/grade", json={"items": [warm]}, timeout=120)
        workers = [
            p.pid for p in ps.children(recursive=True) if "proctor.grading.worker" in " ".join(p.cmdline())
        ]
        base = {"rss": ps.memory_info().rss, "threads": ps.num_threads()}
        threading.Thread(target=sample, daemon=True).start()
        threading.Thread(target=kill_a_worker, args=(workers[0],), daemon=True).start()
        stalled: dict = {}
        stall = threading.Thread(target=stalled_client, args=(port, 8, stalled), daemon=True)
        stall.start()
        start_t = time.monotonic()

        async def everyone() -> None:
            await asyncio.gather(*(client(url, c, args.items, out) for c in range(args.clients)))

        asyncio.run(everyone())
        took = time.monotonic() - start_t
        stall.join(30)
        mine = stalled["stalled_socket"].getsockname()[1] if "stalled_socket" in stalled else None
        dropped = mine is not None and not any(
            c.raddr and c.raddr.port == mine and c.status == "ESTABLISHED" for c in ps.net_connections("tcp")
        )
        metrics = httpx.get(f"{url}/metrics").text
        restarts = [
            line for line in metrics.splitlines() if line.startswith("proctor_grader_worker_restarts_total")
        ]
        stop.set()
        want = args.clients * args.items
        print(f"{args.clients} clients x {args.items} items in {took:.1f} s ({want / took:.0f} rewards/s)")
        print(
            f"replies by HTTP status: {out.get('statuses')}; transport errors {out.get('transport_errors', 0)}"
        )
        print(f"rewards answered {out.get('answered', 0)} of {want}; wrong {out.get('wrong', 0)}; lost "
              f"{want - out.get('answered', 0)}; clients that gave up {out.get('gave_up', 0)}")  # fmt: skip
        print(f"killed grader worker {out.get('killed_worker')}; {restarts}")
        print(f"server RSS {base['rss'] / 2**20:.0f} MiB -> peak {peak['rss'] / 2**20:.0f} MiB; threads "
              f"{base['threads']} -> peak {peak['threads']}")  # fmt: skip
        print(f"the client that stopped reading was dropped: {dropped}")
    finally:
        stop.set()
        proc.terminate()
        try:
            proc.wait(30)
        except subprocess.TimeoutExpired:
            proc.kill()


if __name__ == "__main__":
    main()
