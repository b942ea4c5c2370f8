"""`proctor serve` under load: many concurrent clients on loopback, one grader worker killed midway,
one client that stops reading; every reward checked.

    PYTHONPATH=src python perf/serve_load.py [--clients 1000] [--items 4]

Each client opens its own connection (one event loop here, so the clients are cheap), posts one
``/grade`` batch of distinct items (``\\boxed{\\frac{k}{7}}`` against ``k/7``, and one ``\\int_0^{m} x dx`` against
``m^2/2`` that sympy decides in a grader worker: each answer is right, so a lost, duplicated or
swapped reward shows) and retries on 429/503 after Retry-After. Reported:
replies by status (429s and 503s, each retried), rewards lost / wrong / duplicated, the server's RSS and
thread count over time (sampled every 0.1 s), the worker restarts, and whether the stalled client
was dropped. The clients share one TLS context (httpx builds one per client otherwise: 28 ms of CPU
and ~0.5 MiB each, which at 2,000 clients starved the run before a request went out); the process's
open-file limit is raised to two descriptors per client.
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
import ssl
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import psutil

REPO = Path(__file__).resolve().parents[1]
TLS = ssl.create_default_context()  # shared: the clients speak plain HTTP, httpx builds one anyway
JSON = {"Content-Type": "application/json"}


def start(args: argparse.Namespace) -> tuple[subprocess.Popen[str], str]:
    env = {**os.environ, "PYTHONPATH": str(REPO / "src") + os.pathsep + os.environ.get("PYTHONPATH", "")}
    cmd = [sys.executable, "-m", "proctor", "serve", "--port", "0", "--sandbox-workers", "0",
           "--max-connections", str(args.clients + 64), "--max-queue", str(args.queue), "--body-timeout", "5",
           "--header-timeout", str(args.header_timeout)]  # fmt: skip
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
    body = json.dumps({"items": items}).encode()  # once: a retry sends the same bytes
    async with httpx.AsyncClient(timeout=300, limits=httpx.Limits(max_connections=1), verify=TLS) as http:
        for _ in range(200):
            try:
                r = await http.post(f"{url}/grade", content=body, headers=JSON)
            except httpx.HTTPError as exc:
                out["transport_errors"] = out.get("transport_errors", 0) + 1
                kind = f"{type(exc).__name__}: {str(exc)[:60]}"
                out.setdefault("errors", {}).setdefault(kind, 0)
                out["errors"][kind] += 1
                await asyncio.sleep(0.5)
                continue
            out.setdefault("statuses", {}).setdefault(r.status_code, 0)
            out["statuses"][r.status_code] += 1
            if r.status_code in (429, 503):
                out.setdefault("retried_clients", set()).add(c)
                await asyncio.sleep(float(r.headers.get("Retry-After", "1")) * (0.5 + (c % 10) / 10))
                continue
            results = r.json()["results"]
            out["answered"] = out.get("answered", 0) + min(n, len(results))
            # every answer is right: a number other than 1.0 is a wrong reward; None is a failure, marked
            out["wrong"] = out.get("wrong", 0) + sum(
                x["reward"] is not None and x["reward"] != 1.0 for x in results
            )
            for x in results:
                out.setdefault("by_status", {}).setdefault(x["status"], 0)
                out["by_status"][x["status"]] += 1
            out["lost"] = out.get("lost", 0) + max(0, n - len(results))
            out["duplicated"] = out.get("duplicated", 0) + max(0, len(results) - n)
            return
        out["gave_up"] = out.get("gave_up", 0) + 1
        out.setdefault("failed_clients", set()).add(c)


def stalled_client(port: int, seconds: float, result: dict) -> None:
    """Pipelines requests whose replies it never reads."""
    body = json.dumps({"items": [{"response": "x" * 3000 + "\\boxed{1}", "answer": "1"}] * 4}).encode()
    one = (b"POST /grade HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
           + f"Content-Length: {len(body)}\r\n\r\n".encode() + body)  # fmt: skip
    s = socket.socket()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    s.connect(("127.0.0.1", port))
    s.settimeout(1)
    result["sent"] = 0
    try:
        for _ in range(300):
            s.sendall(one)
            result["sent"] += 1
    except OSError:
        pass
    time.sleep(seconds)
    result["stalled_socket"] = s


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--clients", type=int, default=1000)
    ap.add_argument("--items", type=int, default=4)
    ap.add_argument("--queue", type=int, default=2048)
    ap.add_argument("--header-timeout", type=float, default=10.0, help="proctor serve's (its default: 10)")
    args = ap.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 2 * args.clients + 256)), hard))
    proc, url = start(args)
    ps = psutil.Process(proc.pid)
    port = int(url.rsplit(":", 1)[1])
    out: dict = {}
    peak = {"rss": 0, "threads": 0, "conns": 0}
    series: list[tuple[float, int, int, int]] = []  # (s since the load began, RSS, threads, connections)
    stop = threading.Event()

    def sample() -> None:
        t0 = time.monotonic()
        while not stop.wait(0.1):
            try:
                rss, threads = ps.memory_info().rss, ps.num_threads()
                # connections: counted each second (a scan of the server's sockets), carried between
                conns = len(ps.net_connections("tcp")) if len(series) % 10 == 0 else series[-1][3]
            except psutil.Error:
                return
            peak["rss"], peak["threads"] = max(peak["rss"], rss), max(peak["threads"], threads)
            peak["conns"] = max(peak["conns"], conns)
            series.append((time.monotonic() - t0, rss, threads, conns))

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
        graded = sum(
            float(x.split()[-1]) for x in metrics.splitlines() if x.startswith("proctor_rewards_total{")
        )
        restarts = [
            line for line in metrics.splitlines() if line.startswith("proctor_grader_worker_restarts_total")
        ]
        stop.set()
        want = args.clients * args.items
        print(f"{args.clients} clients x {args.items} items in {took:.1f} s ({want / took:.0f} rewards/s)")
        print(
            f"replies by HTTP status: {out.get('statuses')}; transport errors {out.get('transport_errors', 0)} "
            f"(each retried): {out.get('errors', {})}"
        )
        busy = {k: v for k, v in (out.get("statuses") or {}).items() if k in (429, 503)}
        print(f"busy replies {busy}, each retried after Retry-After; {len(out.get('retried_clients', ()))} "
              f"clients were refused at least once, and all of them got their rewards: "
              f"{not (out.get('retried_clients', set()) & out.get('failed_clients', set()))}")  # fmt: skip
        print(f"rewards answered {out.get('answered', 0)} of {want}; wrong {out.get('wrong', 0)}; lost "
              f"{want - out.get('answered', 0)}; duplicated {out.get('duplicated', 0)}; clients that gave up "
              f"{out.get('gave_up', 0)}; by status {out.get('by_status')} (a timeout or error has reward null, "
              f"never a number)")  # fmt: skip
        stalled_items = 4 * stalled.get("sent", 0)
        late = (out.get("by_status") or {}).get("timeout", 0)  # counted at the deadline and when it ends
        print(f"the server counted {graded:.0f} rewards: {out.get('answered', 0)} answered + 1 warm-up + "
              f"{stalled_items} of the stalled client's {stalled.get('sent', 0)} requests + {late} late "
              f"gradings of timed-out items; graded twice or never answered: "
              f"{graded - out.get('answered', 0) - 1 - stalled_items - late:.0f}")  # fmt: skip
        print(f"killed grader worker {out.get('killed_worker')}; {restarts}")
        events = [
            x.split("{", 1)[1] for x in metrics.splitlines() if x.startswith("proctor_http_events_total{")
        ]
        print(f"server HTTP events: {', '.join(events)}")
        print(f"server RSS {base['rss'] / 2**20:.0f} MiB -> peak {peak['rss'] / 2**20:.0f} MiB; threads "
              f"{base['threads']} -> peak {peak['threads']}; TCP connections peak {peak['conns']}")  # fmt: skip
        step = max(1, len(series) // 12)
        print("over time (s: RSS MiB / threads / connections): " + ", ".join(
            f"{t:.0f}: {rss / 2**20:.0f}/{th}/{cn}" for t, rss, th, cn in series[::step]))  # fmt: skip
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
