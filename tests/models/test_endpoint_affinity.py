"""The balancer keeps the requests of one problem on one endpoint (prefix-cache affinity), within a
bounded share of the load, and still spreads different problems over every endpoint."""

from __future__ import annotations

import asyncio
import json
from collections import Counter

import httpx

from proctor.models.base import SamplingParams
from proctor.models.endpoints import EndpointPool, affinity_key
from proctor.models.openai import OpenAISampler

URLS = [f"http://h{i}:8000/v1" for i in range(4)]
PARAMS = SamplingParams(temperature=0.7, max_tokens=8)


def problem(i: int) -> list[dict]:
    return [{"role": "system", "content": "Be brief."}, {"role": "user", "content": f"What is {i}+{i}?"}]


def test_affinity_key_is_the_problem_not_the_later_turns():
    a = problem(1)
    later = [*a, {"role": "assistant", "content": "2"}, {"role": "user", "content": "sure?"}]
    assert affinity_key({"messages": a}) == affinity_key({"messages": later})
    assert affinity_key({"messages": a}) != affinity_key({"messages": problem(2)})
    assert affinity_key({"prompt": "x" * 5000}) == "x" * 2048
    assert affinity_key({"input": "tokenize me"}) is None


def test_one_problem_one_endpoint_when_requests_come_one_at_a_time():
    pool = EndpointPool(URLS)
    for i in range(20):
        key = affinity_key({"messages": problem(i)})
        chosen = set()
        for _ in range(8):  # N=8 samples, sequential (nothing in flight)
            with pool.use(key) as ep:
                chosen.add(ep.url)
        assert len(chosen) == 1
    spread = Counter(s["requests"] for s in pool.stats())
    assert all(s["requests"] > 0 for s in pool.stats()), spread  # different problems land everywhere


def test_bounded_load_spills_a_hot_problem_but_keeps_most_on_its_endpoint():
    pool = EndpointPool(URLS, load_factor=1.25, affinity_floor=8)
    key = affinity_key({"messages": problem(0)})
    held = [pool.use(key) for _ in range(40)]  # 40 concurrent samples of one problem
    eps = [h.__enter__() for h in held]
    counts = sorted(Counter(e.url for e in eps).values(), reverse=True)
    # the key's endpoint fills up to its bound (max(8, ceil(1.25 * in flight / 4))), then the next one
    assert counts[0] == 13 and sum(counts) == 40 and counts[0] > counts[-1]
    assert eps[0].url == eps[7].url  # the first 8 (a typical N) stay together
    for h in held:
        h.__exit__(None, None, None)
    assert all(e.outstanding == 0 for e in pool.endpoints)


def test_sampler_sends_every_sample_of_a_problem_to_one_server():
    seen: list[tuple[str, str]] = []

    async def handler(request: httpx.Request) -> httpx.Response:
        await asyncio.sleep(0.01)  # the N requests of a problem are in flight together
        body = json.loads(request.content)
        seen.append((request.url.host, body["messages"][1]["content"]))
        msg = {"role": "assistant", "content": "ok"}
        return httpx.Response(200, json={"choices": [{"index": 0, "message": msg, "finish_reason": "stop"}]})

    s = OpenAISampler(
        "m", EndpointPool(URLS), server="llama-cpp-python", transport=httpx.MockTransport(handler)
    )

    async def go():
        for i in range(12):  # problem by problem, N=4 split into 4 requests (no n on this server)
            await s.sample(problem(i), PARAMS, n=4, seed=10 * i)

    asyncio.run(go())
    hosts_per_problem: dict[str, set[str]] = {}
    for host, question in seen:
        hosts_per_problem.setdefault(question, set()).add(host)
    assert len(seen) == 48 and all(len(h) == 1 for h in hosts_per_problem.values())
    assert len({h for hs in hosts_per_problem.values() for h in hs}) >= 3
