"""httpx, aiohttp and proctor's lean client as the ``openai:`` backend's HTTP client: the same POSTs to
the same fake server.

    python perf/http_clients.py [--requests 3000] [--concurrency 64,256,1024] [--sizes 2048,102400]
                                [--clients httpx,aiohttp,lean,proctor]

Each pass (a fresh process) sends ``--requests`` chat requests, ``C`` in flight, through one client
(one pool for the run, the way the backend holds it): httpx.AsyncClient (no connection limit) or
aiohttp.ClientSession (a TCPConnector of C connections) or ``lean``
(:class:`proctor.models.openai.lean_http.LeanClient`, what the backend uses for ``http://``), each
body encoded once and each answer parsed with ``json.loads``; ``proctor``: the ``openai:`` backend
itself (``OpenAISampler.sample``: the request body built from the sampling parameters, its HTTP
client, the answer read into a Completion), no grading and no records. Every request carries a MATH-500-sized chat prompt (about 300 bytes). Printed: requests/s
and the client's CPU ms per request (start-up and imports not counted: the floor a Python client on
this HTTP library pays per request); the ratio aiohttp/httpx. The server is ``perf/fake_server.py``
in a process of its own; the machine may be shared, so only the ratios within one run count.
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


PROMPT = (
    "Convert the point $(0,3)$ in rectangular coordinates to polar coordinates.  Enter your answer in the "
    "form $(r,\\theta),$ where $r > 0$ and $0 \\le \\theta < 2 \\pi.$\n\nPlease reason step by step, "
    "and put your final answer within \\boxed{}."
)


async def one_pass(client: str, url: str, requests: int, c: int, model: str) -> None:
    messages = [{"role": "user", "content": PROMPT}]
    body = json.dumps({"model": model, "messages": messages, "max_tokens": 4096, "temperature": 0}).encode()
    headers = {"Content-Type": "application/json", "Authorization": "Bearer x"}
    left = iter(range(requests))
    if client == "proctor":
        from proctor.models import ModelOptions, load_sampler
        from proctor.models.base import SamplingParams

        base = url.removesuffix("/chat/completions")
        session = load_sampler(f"openai:{model}", ModelOptions(base_url=base))
        params = SamplingParams(max_tokens=4096, temperature=0.0)
        session.server  # noqa: B018 - told once, before the clock (as a run's start does)

        async def post() -> None:
            (done,) = await session.sample(messages, params, seed=7)
            assert done.text

    elif client == "httpx":
        import httpx

        session = httpx.AsyncClient(
            timeout=None, limits=httpx.Limits(max_connections=None, max_keepalive_connections=c)
        )

        async def post() -> None:
            r = await session.post(url, content=body, headers=headers)
            json.loads(r.content)

    elif client == "lean":
        from proctor.models.openai.lean_http import LeanClient

        session = LeanClient(10.0)

        async def post() -> None:
            json.loads((await session.post(url, body, headers))[2])

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
        if client == "lean":
            session.close()
        else:
            await session.close() if client == "aiohttp" else await session.aclose()


async def timed_pass(client: str, url: str, requests: int, c: int, model: str) -> dict[str, float]:
    """One pass, its clocks started after the imports (a first request warms them) and stopped at
    the last answer."""
    await one_pass(client, url, 1, 1, model)
    t0, cpu0 = time.perf_counter(), time.process_time()
    await one_pass(client, url, requests, c, model)
    return {"wall": time.perf_counter() - t0, "cpu": time.process_time() - cpu0}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--requests", type=int, default=3000)
    p.add_argument("--concurrency", default="64,256,1024")
    p.add_argument("--sizes", default="2048,102400")
    p.add_argument("--clients", default="httpx,aiohttp,lean,proctor")
    p.add_argument("--side", nargs=4, metavar=("CLIENT", "URL", "C", "MODEL"), help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.side:
        client, url, c, model = args.side
        print(json.dumps(asyncio.run(timed_pass(client, url, args.requests, int(c), model))))
        return
    from client_limit import Server

    with Server(2048, "0") as server:
        url = f"{server.url}/v1/chat/completions"
        for size in (int(s) for s in args.sizes.split(",")):
            print(f"reply {size} bytes, {args.requests} requests")
            for c in (int(x) for x in args.concurrency.split(",")):
                got = {}
                for client in args.clients.split(","):
                    cmd = [sys.executable, __file__, "--requests", str(args.requests), "--side", client, url,
                           str(c), f"fake-{size}"]  # fmt: skip
                    got[client] = json.loads(subprocess.run(cmd, capture_output=True, check=True).stdout)
                figs = "  ".join(
                    f"{k} {args.requests / v['wall']:7.0f} req/s {1000 * v['cpu'] / args.requests:5.2f} ms cpu/req"
                    for k, v in got.items()
                )
                ratio = (
                    f"   aiohttp/httpx rate {got['httpx']['wall'] / got['aiohttp']['wall']:.2f}x"
                    if {"httpx", "aiohttp"} <= set(got)
                    else ""
                )
                print(f"  C={c:5d}: {figs}{ratio}", flush=True)


if __name__ == "__main__":
    main()
