"""httpx against aiohttp as the ``openai:`` backend's HTTP client: the same POSTs to the same fake server.

    python perf/http_clients.py [--requests 3000] [--concurrency 64,256,1024] [--sizes 2048,102400]

Each pass (a fresh process) sends ``--requests`` chat requests, ``C`` in flight, through one client
(one pool for the run, the way the backend holds it): httpx.AsyncClient (no connection limit) or
aiohttp.ClientSession (a TCPConnector of C connections), each body encoded once and each answer parsed
with ``json.loads``. Printed: requests/s and the client's CPU ms per request; the ratio aiohttp/httpx.
The server is ``perf/fake_server.py`` in a process of its own; the machine may be shared, so only the
ratio within one run counts.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))


async def one_pass(client: str, url: str, requests: int, c: int, model: str) -> None:
    body = json.dumps(
        {"model": model, "messages": [{"role": "user", "content": "What is 6 x 7?"}], "max_tokens": 64}
    ).encode()
    headers = {"Content-Type": "application/json", "Authorization": "Bearer x"}
    left = iter(range(requests))
    if client == "httpx":
        import httpx

        session = httpx.AsyncClient(
            timeout=None, limits=httpx.Limits(max_connections=None, max_keepalive_connections=c)
        )

        async def post() -> None:
            r = await session.post(url, content=body, headers=headers)
            json.loads(r.content)

    else:
        import aiohttp

        session = aiohttp.ClientSession(
            connector=aiohttp.TCPConnector(limit=c), timeout=aiohttp.ClientTimeout(total=None)
        )

        async def post() -> None:
            async with session.post(url, data=body, headers=headers) as r:
                json.loads(await r.read())

    async def worker() -> None:
        for _ in left:
            await post()

    try:
        await asyncio.gather(*(worker() for _ in range(c)))
    finally:
        await session.close() if client == "aiohttp" else await session.aclose()


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--requests", type=int, default=3000)
    p.add_argument("--concurrency", default="64,256,1024")
    p.add_argument("--sizes", default="2048,102400")
    p.add_argument("--side", nargs=4, metavar=("CLIENT", "URL", "C", "MODEL"), help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.side:
        client, url, c, model = args.side
        t0, cpu0 = time.perf_counter(), time.process_time()
        asyncio.run(one_pass(client, url, args.requests, int(c), model))
        print(json.dumps({"wall": time.perf_counter() - t0, "cpu": time.process_time() - cpu0}))
        return
    from client_limit import Server

    with Server(2048, "0") as server:
        url = f"{server.url}/v1/chat/completions"
        for size in (int(s) for s in args.sizes.split(",")):
            print(f"reply {size} bytes, {args.requests} requests")
            for c in (int(x) for x in args.concurrency.split(",")):
                got = {}
                for client in ("httpx", "aiohttp"):
                    cmd = [sys.executable, __file__, "--requests", str(args.requests), "--side", client, url,
                           str(c), f"fake-{size}"]  # fmt: skip
                    got[client] = json.loads(subprocess.run(cmd, capture_output=True, check=True).stdout)
                figs = "  ".join(
                    f"{k} {args.requests / v['wall']:7.0f} req/s {1000 * v['cpu'] / args.requests:5.2f} ms cpu/req"
                    for k, v in got.items()
                )
                ratio = got["httpx"]["wall"] / got["aiohttp"]["wall"]
                print(f"  C={c:5d}: {figs}   aiohttp/httpx rate {ratio:.2f}x", flush=True)


if __name__ == "__main__":
    main()
