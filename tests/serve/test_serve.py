"""`proctor serve` as trainers call it: a real server process on 127.0.0.1, driven by the clients the
trainers use (SandboxFusion's `sandbox-fusion` package; OpenRLHF's and slime's remote-reward requests
as their source sends them), with its backpressure, metrics and failure accounting."""

from __future__ import annotations

import asyncio
import base64
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

import httpx
import psutil
import pytest
from processes import stop

SLOW = "so \\boxed{9^{9^{9^9}}+1}"  # ends at the grader pool's CPU limit (2 s): a timeout


def _start(*args: str, env: dict[str, str] | None = None) -> tuple[subprocess.Popen[str], str]:
    cmd = [sys.executable, "-m", "proctor", "serve", "--port", "0", *args]
    proc = subprocess.Popen(
        cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env or dict(os.environ)
    )
    ready, _, _ = select.select([proc.stdout], [], [], 90)
    url = proc.stdout.readline().strip() if ready else ""
    if not url.startswith("http://127.0.0.1:"):
        proc.kill()
        pytest.fail(f"proctor serve did not start: {url!r} {proc.communicate(timeout=10)[1]}")
    return proc, url


@pytest.fixture(scope="module")
def server() -> Iterator[tuple[subprocess.Popen[str], str]]:
    proc, url = _start("--sandbox-workers", "1", "--timeout", "5", "--memory-mb", "512", "--max-queue", "12",
                       "--deadline", "8", "--body-timeout", "2", "--header-timeout", "2")  # fmt: skip
    try:
        yield proc, url
    finally:
        stop(proc)


def _metric(url: str, name: str, **labels: str) -> float:
    text = httpx.get(f"{url}/metrics").text
    want = name + ("{" + ",".join(f'{k}="{v}"' for k, v in sorted(labels.items())) + "}" if labels else "")
    for line in text.splitlines():
        if line.startswith(want + " "):
            return float(line.split()[-1])
    raise AssertionError(f"{want} not in /metrics:\n{text}")


def test_grade_tells_statuses_apart_and_passes_grader_options(server):
    _, url = server
    items = [
        {"response": "so \\boxed{\\frac{1}{2}}", "answer": "0.5"},
        {"response": "so \\boxed{3}", "answer": "4"},
        {"response": "", "answer": "4"},
        {"response": SLOW, "answer": "1"},
        # a reward grades in strict mode unless the options name another: only a marked answer counts
        {"response": "the answer is 5", "answer": "5"},
        {"response": "the answer is 5", "answer": "5", "options": {"mode": "standard"}},
    ]
    r = httpx.post(f"{url}/grade", json={"items": items}, timeout=60)
    assert r.status_code == 200, r.text
    res = r.json()["results"]
    assert [x["status"] for x in res] == ["graded", "graded", "no_answer", "timeout", "no_answer", "graded"]
    assert [x["reward"] for x in res] == [1.0, 0.0, 0.0, None, 0.0, 1.0]
    assert res[5]["grader_version"] != res[4]["grader_version"]
    assert res[3]["correct"] is None and res[3]["error"] and res[0]["grader_version"].startswith("math-")
    for bad, words in (
        ({"items": [{"answer": "1"}]}, "'response' is missing"),
        ({"items": [{"response": 1, "answer": "1"}]}, "'response' must be a string"),
        ({"items": [{"response": "x", "answer": "1", "grader": "nope"}]}, "unknown grader 'nope'"),
        ({"items": [{"response": "x", "answer": "1", "colour": 1}]}, "unknown field"),
        ({"things": []}, "items"),
    ):
        r = httpx.post(f"{url}/grade", json=bad)
        assert r.status_code == 400 and words in r.json()["error"], (bad, r.text)


def test_openrlhf_remote_reward_request(server):
    """OpenRLHF's remote_rm_fn (openrlhf/utils/remote_rm_utils.py, read at OpenRLHF 0.8): requests.post
    of {query, prompts, labels}, the rewards read from the reply. OpenRLHF (vllm, deepspeed, flash-attn)
    does not install on this CPU machine, so its request is made as its source makes it."""
    import requests

    _, url = server
    before = _metric(url, "proctor_reward_fallbacks_total", route="openrlhf")
    prompts = ["<|im_start|>user\nWhat is 2+2?<|im_end|>\n<|im_start|>assistant\n"] * 3
    responses = ["It is \\boxed{4}.<|im_end|><|endoftext|><|endoftext|>", "It is \\boxed{5}.<|im_end|>", SLOW]
    data = {"query": [f"<pad><pad>{p}{r}" for p, r in zip(prompts, responses, strict=True)], "prompts": prompts,
            "labels": ["4", "4", "1"]}  # fmt: skip
    reply = requests.post(
        url=f"{url}/openrlhf", json=data, headers={"Content-Type": "application/json"}, timeout=180
    )
    reply.raise_for_status()
    body = reply.json()
    assert body["rewards"] == [1.0, 0.0, 0.0] and body["scores"] == body["rewards"]
    assert body["extra_logs"]["proctor_failed"] == [0.0, 0.0, 1.0]  # the fallback 0 is marked as such
    assert body["extra_logs"]["proctor_truncated"] == [0.0, 0.0, 1.0]  # no end token: cut
    assert _metric(url, "proctor_reward_fallbacks_total", route="openrlhf") == before + 1
    bad = requests.post(f"{url}/openrlhf", json={**data, "prompts": ["not in the query"] * 3})
    assert bad.status_code == 400 and "sample 0" in bad.json()["error"]


def test_slime_remote_rm_request(server):
    """slime's remote_rm (slime/rollout/rm_hub/__init__.py): aiohttp post of {prompt, response, label},
    the JSON reply is the reward. slime is not on PyPI; its request is made as its source makes it."""
    import aiohttp

    _, url = server

    async def remote_rm(rm_url: str, payload: dict):
        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=120)) as session:
            async with session.post(rm_url, json=payload) as resp:
                resp.raise_for_status()
                return await resp.json()

    sample = {"prompt": "What is 3+4?", "response": "So \\boxed{7}", "label": 7}
    assert asyncio.run(remote_rm(f"{url}/slime", sample)) == 1.0
    detail = asyncio.run(remote_rm(f"{url}/slime/dict", {**sample, "response": SLOW}))
    assert detail["reward"] == 0.0 and detail["status"] == "timeout" and detail["correct"] is None


def test_run_code_with_sandbox_fusions_own_client(server):
    from sandbox_fusion import RunCodeRequest, RunStatus, run_code

    _, url = server
    ok = run_code(RunCodeRequest(code="print(input()[::-1])", language="python", stdin="olleh"), endpoint=url)
    assert (
        ok.status == RunStatus.Success
        and ok.run_result.stdout == "hello\n"
        and ok.run_result.return_code == 0
    )
    files = {"data/in.txt": base64.b64encode(b"41").decode()}
    code = "n = int(open('data/in.txt').read())\nopen('out.txt', 'w').write(str(n + 1))\nprint('done')"
    res = run_code(
        RunCodeRequest(code=code, language="python", files=files, fetch_files=["out.txt"]), endpoint=url
    )
    assert res.status == RunStatus.Success and res.run_result.stdout == "done\n", res
    assert base64.b64decode(res.files["out.txt"]) == b"42"
    err = run_code(RunCodeRequest(code="raise SystemExit(3)", language="python"), endpoint=url)
    assert err.status == RunStatus.Failed and err.run_result.return_code == 3
    slow = run_code(RunCodeRequest(code="while True: pass", language="python", run_timeout=1), endpoint=url)
    assert slow.run_result.status == "TimeLimitExceeded"
    # isolation is on: no network, no host files
    probe = "import socket\ntry:\n    socket.create_connection(('1.1.1.1', 53), 2); print('NET')\nexcept OSError:\n    print('no net')"
    assert (
        run_code(RunCodeRequest(code=probe, language="python"), endpoint=url).run_result.stdout == "no net\n"
    )
    r = httpx.post(f"{url}/run_code", json={"code": "x", "language": "cpp"})
    assert (
        r.status_code == 200 and r.json()["status"] == "SandboxError" and "python only" in r.json()["message"]
    )


def test_the_queue_is_bounded_429_with_retry_after(server):
    """--max-queue 12: a request over it is refused (413); while 10 items (one slow) are queued, a
    request of 4 more gets 429 with Retry-After; afterwards it is served."""
    _, url = server
    r = httpx.post(f"{url}/grade", json={"items": [{"response": "1", "answer": "1"}] * 13})
    assert r.status_code == 413 and "--max-queue" in r.json()["error"]
    held = [{"response": SLOW, "answer": "1"}] + [
        {"response": f"\\boxed{{{i}}}", "answer": str(i)} for i in range(9)
    ]
    out: list[httpx.Response] = []
    t = threading.Thread(
        target=lambda: out.append(httpx.post(f"{url}/grade", json={"items": held}, timeout=60))
    )
    t.start()
    for _ in range(100):
        if _metric(url, "proctor_rewards_queued") >= 10:
            break
        time.sleep(0.02)
    more = [{"response": "\\boxed{1}", "answer": "1"}] * 4
    r = httpx.post(f"{url}/grade", json={"items": more})
    assert r.status_code == 429 and r.headers["Retry-After"] == "1" and "--max-queue" in r.json()["error"]
    t.join(60)
    assert out[0].status_code == 200 and len(out[0].json()["results"]) == 10
    assert httpx.post(f"{url}/grade", json={"items": more}).status_code == 200
    assert _metric(url, "proctor_http_events_total", kind="refused_queue") >= 1


def test_a_killed_grader_worker_loses_and_duplicates_no_reward(server):
    proc, url = server
    # symbolic: each one is decided by sympy in a grader worker
    items = [
        {"response": f"so \\boxed{{\\int_0^{{{i}}} x dx}}", "answer": f"{i * i}/2", "id": str(i)}
        for i in range(1, 13)
    ]
    httpx.post(f"{url}/grade", json={"items": items[:2]}, timeout=60)  # the pool is up
    # a comparison worker (the symbolic steps run there, so the batch uses it); a reading worker
    # (PROCTOR_GRADER_ROLE=read) killed while idle may not be taken again before the batch ends
    workers = [
        p
        for p in psutil.Process(proc.pid).children(recursive=True)
        if "proctor.grading.worker" in " ".join(p.cmdline())
        and p.environ().get("PROCTOR_GRADER_ROLE") != "read"
    ]
    assert workers, "no grader worker found"
    restarts = _metric(url, "proctor_grader_worker_restarts_total")
    out: list[httpx.Response] = []
    t = threading.Thread(
        target=lambda: out.append(httpx.post(f"{url}/grade", json={"items": items}, timeout=60))
    )
    t.start()
    time.sleep(0.05)
    killed = 0
    for w in workers:  # one that is alive (a replaced one may have just gone)
        try:
            os.kill(w.pid, signal.SIGKILL)
            killed += 1
            break
        except ProcessLookupError:
            continue
    t.join(60)
    assert killed == 1
    res = out[0].json()["results"]
    assert len(res) == 12 and [x["reward"] for x in res] == [1.0] * 12  # each answered once, in order
    assert _metric(url, "proctor_grader_worker_restarts_total") >= restarts + 1


def test_a_reading_worker_killed_while_idle_is_counted_at_once(server):
    """/metrics counts a restart when an idle reading worker dies, not when it would next be taken."""
    proc, url = server
    httpx.post(f"{url}/grade", json={"items": [{"response": "\\boxed{2}", "answer": "2"}] * 8}, timeout=60)
    readers: list[psutil.Process] = []
    for _ in range(500):  # every reading worker started
        readers = [
            p
            for p in psutil.Process(proc.pid).children(recursive=True)
            if "proctor.grading.worker" in " ".join(p.cmdline())
            and p.environ().get("PROCTOR_GRADER_ROLE") == "read"
        ]
        if len(readers) >= 2:
            break
        time.sleep(0.02)
    time.sleep(0.5)  # idle
    restarts = _metric(url, "proctor_grader_worker_restarts_total")
    os.kill(readers[0].pid, signal.SIGKILL)
    for _ in range(250):  # no request meanwhile: the pool's watch notices the death
        if _metric(url, "proctor_grader_worker_restarts_total") >= restarts + 1:
            break
        time.sleep(0.02)
    assert _metric(url, "proctor_grader_worker_restarts_total") == restarts + 1


def test_a_client_that_stops_reading_holds_nothing(server):
    """A client pipelines 80 requests whose replies (60 KB each) it never reads: once the socket
    buffers are full the server's send waits, then gives up after the send deadline (2 s) and drops
    the connection; others are served meanwhile, and no thread or memory is left behind."""
    proc, url = server
    ps = psutil.Process(proc.pid)
    port = int(url.rsplit(":", 1)[1])
    body = json.dumps({"code": "print('x' * 60000)", "language": "python"}).encode()
    one = (b"POST /run_code HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
           + f"Content-Length: {len(body)}\r\n\r\n".encode() + body)  # fmt: skip
    base_threads, base_rss = ps.num_threads(), ps.memory_info().rss
    s = socket.socket()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    s.connect(("127.0.0.1", port))
    s.settimeout(10)
    closed = False
    try:
        s.sendall(one * 80)
        start = time.monotonic()
        for _ in range(5):
            r = httpx.post(
                f"{url}/grade", json={"items": [{"response": "\\boxed{2}", "answer": "2"}]}, timeout=30
            )
            assert r.json()["results"][0]["reward"] == 1.0
        for _ in range(300):  # at most 30 s: is the connection gone (without reading its replies)?
            mine = s.getsockname()[1]
            if not any(
                c.raddr and c.raddr.port == mine and c.status == "ESTABLISHED"
                for c in ps.net_connections("tcp")
            ):
                closed = True
                break
            time.sleep(0.1)
        took = time.monotonic() - start
    finally:
        s.close()
    assert closed, "the server still holds the connection of a client that stopped reading"
    assert took < 25, took
    assert ps.num_threads() <= base_threads + 2
    assert ps.memory_info().rss - base_rss < 100 << 20


def test_token_rules():
    token = secrets.token_urlsafe(24)
    env = {k: v for k, v in os.environ.items() if k != "PROCTOR_SERVE_TOKEN"}
    far = subprocess.run([sys.executable, "-m", "proctor", "serve", "--host", "0.0.0.0", "--port", "0",
                          "--sandbox-workers", "0"], capture_output=True, text=True, env=env, timeout=90)  # fmt: skip
    assert far.returncode == 2 and "PROCTOR_SERVE_TOKEN" in " ".join(far.stderr.split())
    proc, url = _start("--sandbox-workers", "0", env={**env, "PROCTOR_SERVE_TOKEN": token})
    try:
        item = {"items": [{"response": "\\boxed{1}", "answer": "1"}]}
        assert httpx.post(f"{url}/grade", json=item).status_code == 401
        assert httpx.get(f"{url}/health").json()["ok"] is True  # open: probes carry no token
        assert httpx.get(f"{url}/metrics").status_code == 401
        assert (
            httpx.post(f"{url}/grade", json=item, headers={"Authorization": f"Bearer {token}"}).status_code
            == 200
        )
        assert (
            httpx.post(f"{url}/grade?token={token}", json=item).status_code == 200
        )  # OpenRLHF sets no headers
        assert (
            httpx.post(
                f"{url}/run_code", json={"code": "1"}, headers={"Authorization": f"Bearer {token}"}
            ).status_code
            == 404
        )
    finally:
        stop(proc)
