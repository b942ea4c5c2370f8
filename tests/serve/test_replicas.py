"""`proctor serve` behind several replicas: three real server processes on 127.0.0.1, driven by
`ServeClient` (and `RemoteSandbox`) with the replica list; one replica SIGKILLed mid-run."""

from __future__ import annotations

import asyncio
import json
import os
import secrets
import select
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest
from processes import stop

from proctor.models.replicas import ReplicaError
from proctor.rewards.core import Item, Rewarder
from proctor.sandbox.remote import RemoteSandbox, ServiceError
from proctor.serve.client import ServeClient

TOKEN = secrets.token_urlsafe(24)
AUTH = {"Authorization": f"Bearer {TOKEN}"}


def _start_all(n: int) -> tuple[list[subprocess.Popen[str]], list[str]]:
    env = {**os.environ, "PROCTOR_SERVE_TOKEN": TOKEN}
    cmd = [sys.executable, "-m", "proctor", "serve", "--port", "0", "--sandbox-workers", "1", "--timeout", "5",
           "--memory-mb", "512", "--deadline", "60"]  # fmt: skip
    procs = [subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
             for _ in range(n)]  # fmt: skip
    urls = []
    for proc in procs:
        ready, _, _ = select.select([proc.stdout], [], [], 120)
        url = proc.stdout.readline().strip() if ready else ""
        if not url.startswith("http://127.0.0.1:"):
            for p in procs:
                p.kill()
            pytest.fail(f"proctor serve did not start: {url!r} {proc.communicate(timeout=10)[1]}")
        urls.append(url)
    warm = {"items": [{"response": "\\boxed{\\int_0^{2} x dx}", "answer": "2"}]}  # starts each grader pool
    for url in urls:
        assert (
            httpx.post(f"{url}/grade", json=warm, headers=AUTH, timeout=120).json()["results"][0]["reward"]
            == 1
        )
    return procs, urls


@pytest.fixture(scope="module")
def replicas() -> Iterator[tuple[list[subprocess.Popen[str]], list[str]]]:
    procs, urls = _start_all(3)
    try:
        yield procs, urls
    finally:
        for p in procs:
            stop(p)


def _dead_url() -> str:
    """A loopback port nobody listens on (connection refused)."""
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return f"http://127.0.0.1:{port}"


def _items(n: int) -> list[dict]:
    """Distinct items with every kind of verdict, so a lost, swapped or defaulted result shows."""
    out = []
    for i in range(n):
        kind = i % 5
        if kind == 0:
            out.append({"response": f"so \\boxed{{\\frac{{{i}}}{{7}}}}", "answer": f"{i}/7", "id": str(i)})
        elif kind == 1:
            out.append({"response": f"so \\boxed{{{i + 1}}}", "answer": str(i), "id": str(i)})
        elif kind == 2:
            out.append(
                {"response": f"so \\boxed{{\\int_0^{{{i % 9 + 1}}} x dx}}", "answer": f"{(i % 9 + 1) ** 2}/2"}
            )
        elif kind == 3:
            out.append({"response": f"I think it is {i}", "answer": str(i)})  # strict: no marked answer
        else:
            out.append({"response": f"\\boxed{{{i}}}", "answer": str(i), "options": {"mode": "standard"}})
    return out


def _rewards_total(url: str) -> float:
    text = httpx.get(f"{url}/metrics", headers=AUTH, timeout=30).text
    return sum(float(ln.split()[-1]) for ln in text.splitlines() if ln.startswith("proctor_rewards_total{"))


def test_grades_spread_over_replicas_and_survive_a_killed_one(replicas):
    procs, urls = replicas
    items = _items(300)
    want = [o.to_dict() for o in Rewarder().grade([Item.from_dict(r) for r in items])]
    assert {w["status"] for w in want} == {"graded", "no_answer"} and {w["reward"] for w in want} == {
        0.0,
        1.0,
    }
    before = [_rewards_total(u) for u in urls]
    client = ServeClient(urls, token=TOKEN, batch=1, cooldown_s=120)
    victim = client.replicas.pool.endpoints[0]
    assert victim.url == urls[0]
    got: list[list[dict] | None] = [None] * len(items)
    calls = [0] * len(items)
    done = threading.Semaphore(0)

    def one(i: int) -> None:
        calls[i] += 1
        got[i] = client.grade([items[i]])
        done.release()

    with ThreadPoolExecutor(12) as pool:
        futures = [pool.submit(one, i) for i in range(len(items))]
        for _ in range(len(items) // 3):
            done.acquire()
        victim_load = _rewards_total(urls[0]) - before[0]  # what reached it, read before it dies
        deadline = time.monotonic() + 30
        while victim.outstanding == 0 and time.monotonic() < deadline:  # kill it with a request in flight
            time.sleep(0.001)
        os.kill(procs[0].pid, signal.SIGKILL)
        for f in futures:
            f.result()
    procs[0].wait(10)

    assert calls == [1] * len(items)
    assert all(g is not None and len(g) == 1 for g in got), "an item got no result, or more than one"
    assert [g[0] for g in got] == want  # every reward equals in-process grading: none lost, none defaulted
    stats = client.stats()
    assert stats["resent"] >= 1, stats  # the request in flight on the killed replica went to another
    per = {s["url"]: s for s in stats["replicas"]}
    assert per[urls[0]]["failures"] >= 1 and per[urls[0]]["cooldowns"] >= 1
    assert victim_load > 0, "no load reached the first replica before it was killed"
    for u, b in zip(urls[1:], before[1:], strict=True):
        assert _rewards_total(u) - b > len(items) / 6, f"{u} took little of the load: {stats}"
    client.close()


def test_run_code_and_sandbox_pass_over_a_dead_replica(replicas):
    procs, urls = replicas
    live = [u for p, u in zip(procs, urls, strict=True) if p.poll() is None]
    dead = _dead_url()
    client = ServeClient([dead, *live], token=TOKEN, cooldown_s=120)
    for i in range(6):
        reply = client.run_code({"code": f"print({i} * 7)", "language": "python"})
        assert reply["status"] == "Success" and reply["run_result"]["stdout"] == f"{i * 7}\n", reply
    per = {s["url"]: s for s in client.stats()["replicas"]}
    assert per[dead]["failures"] == 1 and per[dead]["cooldowns"] == 1  # tried once, then passed over
    assert all(per[u]["requests"] >= 2 for u in live), per

    async def graded() -> list[dict]:  # the async path spreads batches too
        async with ServeClient(live, token=TOKEN, batch=10) as c:
            return await c.agrade(_items(40))

    assert asyncio.run(graded()) == [
        o.to_dict() for o in Rewarder().grade([Item.from_dict(r) for r in _items(40)])
    ]

    with pytest.raises(ServiceError, match=dead.rsplit(":", 1)[1]):  # every replica checked at start
        RemoteSandbox(f"{dead},{live[0]}", TOKEN)
    sandbox = RemoteSandbox(",".join(live), TOKEN, timeout_s=5)
    assert [sandbox.run(f"print({i})").stdout for i in range(6)] == [f"{i}\n" for i in range(6)]
    assert len(sandbox.stats()["replicas"]) == len(live) and sandbox.stats()["calls"] >= 6
    with sandbox.session() as session:  # a session stays on its replica
        session.run("x = 41")
        for _ in range(4):
            assert session.run("x += 1; print(x)").stdout.strip() in {"42", "43", "44", "45"}
    sandbox.close()
    client.close()


def test_no_replica_is_an_error_never_a_score(replicas):
    _, urls = replicas
    with pytest.raises(ReplicaError, match="replica URLs entry 'localhost:1' is not an http"):
        ServeClient("localhost:1")
    client = ServeClient([_dead_url(), _dead_url()], cooldown_s=0.05)
    (res,) = client.grade([{"response": "\\boxed{1}", "answer": "1"}])
    assert res["status"] == "error" and res["reward"] is None and "no proctor serve replica" in res["error"]
    live = ServeClient(urls[1:], token=TOKEN)
    with pytest.raises(ReplicaError, match="'response' is missing"):  # the caller's mistake: not retried
        live.grade([{"answer": "1"}])
    with pytest.raises(ReplicaError, match="401"):
        ServeClient(urls[1:], token="wrong-" + TOKEN).grade([{"response": "\\boxed{1}", "answer": "1"}])


def test_a_busy_replica_is_passed_over_for_its_retry_after():
    """429 (a full queue: nothing ran) passes a replica over for Retry-After; when all are busy the
    request waits, and past busy_s it is an error result, never a score (scripted replies)."""
    seen: list[str] = []
    busy = {"http://a:1"}

    def reply(request: httpx.Request) -> httpx.Response:
        host = f"http://{request.url.host}:{request.url.port}"
        seen.append(host)
        if host in busy:
            return httpx.Response(429, headers={"Retry-After": "0.3"}, json={"error": "queue full"})
        n = len(json.loads(request.content)["items"])
        return httpx.Response(200, json={"results": [{"reward": 1.0, "status": "graded"}] * n})

    client = ServeClient("http://a:1,http://b:2", batch=1, busy_s=1.0)
    client._client = httpx.Client(transport=httpx.MockTransport(reply))
    items = [{"response": "\\boxed{1}", "answer": "1"}] * 6
    assert [r["reward"] for r in client.grade(items)] == [1.0] * 6
    assert seen.count("http://a:1") == 1 and seen.count("http://b:2") == 6  # refused once, then passed over
    assert client.stats()["busy"] == 1 and client.stats()["resent"] == 0
    busy.add("http://b:2")
    t0 = time.monotonic()
    (res,) = client.grade(items[:1])
    assert res["reward"] is None and res["status"] == "error" and "stayed busy" in res["error"]
    assert 1.0 <= time.monotonic() - t0 < 5  # it waited out Retry-After until busy_s, then gave up
