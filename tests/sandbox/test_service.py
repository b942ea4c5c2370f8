"""``proctor sandbox serve`` on loopback: the token, the same isolation inside, and a tool env through it."""

from __future__ import annotations

import os
import secrets
import select
import socket
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from proctor.runs import read_run
from proctor.sandbox import Sandbox
from proctor.sandbox.service import RemoteSandbox, ServiceError

CANARY_ENV, CANARY_VALUE = "PROCTOR_TEST_API_KEY", "sk-canary-service-do-not-leak"
LIMITS = ["--workers", "2", "--timeout", "10", "--memory-mb", "768", "--max-output-bytes", "4096"]


def _serve(env: dict[str, str], *extra: str) -> subprocess.Popen[str]:
    cmd = [sys.executable, "-m", "proctor", "sandbox", "serve", "--port", "0", *LIMITS, *extra]
    return subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


@pytest.fixture(scope="module")
def service() -> Iterator[tuple[str, str]]:
    token = secrets.token_urlsafe(24)
    env = {**os.environ, "PROCTOR_SANDBOX_TOKEN": token, CANARY_ENV: CANARY_VALUE}
    proc = _serve(env)
    try:
        ready, _, _ = select.select([proc.stdout], [], [], 60)
        url = proc.stdout.readline().strip() if ready else ""
        if not url.startswith("http://127.0.0.1:"):
            proc.kill()
            pytest.fail(f"the service did not start: {url!r} {proc.stderr.read()}")
        yield url, token
    finally:
        proc.terminate()
        proc.wait(30)


@pytest.fixture(scope="module")
def remote(service) -> Iterator[RemoteSandbox]:
    url, token = service
    with RemoteSandbox(url, token, timeout_s=10) as rs:
        yield rs


def test_requests_without_the_right_token_are_refused(service):
    url, token = service
    wrong = token[:-1] + ("A" if token[-1] != "A" else "B")  # same length, one character off
    for headers in ({}, {"Authorization": f"Bearer {wrong}"}, {"Authorization": token}):
        r = httpx.post(f"{url}/run", json={"code": "print(1)"}, headers=headers)
        assert r.status_code == 401 and "token" in r.json()["error"], (headers, r.text)
        assert httpx.get(f"{url}/stats", headers=headers).status_code == 401
    with pytest.raises(ServiceError, match="refused the token"):
        RemoteSandbox(url, wrong)
    with pytest.raises(ServiceError, match="PROCTOR_SANDBOX_TOKEN"):
        RemoteSandbox(url, "")
    ok = httpx.post(f"{url}/run", json={"code": "print(1)"}, headers={"Authorization": f"Bearer {token}"})
    assert ok.status_code == 200 and ok.json()["stdout"] == "1\n"


def test_serve_refuses_to_start_without_a_token():
    env = {k: v for k, v in os.environ.items() if k != "PROCTOR_SANDBOX_TOKEN"}
    proc = _serve(env)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 2 and out == ""
    assert "PROCTOR_SANDBOX_TOKEN" in err
    short = _serve({**env, "MY_TOKEN": "short"}, "--token-env", "MY_TOKEN")
    _, err = short.communicate(timeout=60)
    assert short.returncode == 2 and "MY_TOKEN is too short" in " ".join(err.split())


def test_bad_requests_are_named(service, remote):
    url, token = service
    auth = {"Authorization": f"Bearer {token}"}
    assert httpx.post(f"{url}/run", json={"code": 3}, headers=auth).status_code == 400
    assert httpx.post(f"{url}/run", json={"code": "1", "timeout_s": -1}, headers=auth).status_code == 400
    assert httpx.post(f"{url}/nowhere", json={}, headers=auth).status_code == 404
    with pytest.raises(ServiceError, match="400"):
        remote.run("print(1)", timeout_s=-1)


def _attacks(port: int, planted: Path) -> list[str]:
    """Hostile snippets of tests/sandbox/test_isolation.py, each printing what it reached."""
    return [
        f"""
import socket
for addr in [("127.0.0.1", {port}), ("1.1.1.1", 53)]:
    s = socket.socket()
    s.settimeout(2)
    try:
        s.connect(addr)
        print("CONNECTED", addr)
    except OSError as exc:
        print("blocked", addr, type(exc).__name__)
print([name for _, name in socket.if_nameindex()])
""",
        f"""
import os
for p in [{str(planted)!r}, {str(Path.cwd() / "pyproject.toml")!r}]:
    try:
        print("READ", open(p).read()[:100])
    except OSError as exc:
        print("denied", type(exc).__name__)
""",
        f"import os\nprint({CANARY_ENV!r} in os.environ, sorted(os.environ))",
        "import os\nprint(os.getuid() != 0 or open('/proc/self/status').read().count('CapEff:\\t0000000000000000'))",
        "while True:\n    pass",
        "blocks = []\nwhile True:\n    blocks.append(bytearray(64 * 1024 * 1024))",
        "while True:\n    print('x' * 1000)",
        "import os, signal\nprint(os.getppid())\ntry:\n    os.kill(1, signal.SIGKILL)\n"
        "except PermissionError:\n    pass\nprint('alive')",
        "import numpy, sympy\nprint(int(numpy.int64(6) * 7), sympy.factorint(42))",
    ]


def test_hostile_code_gets_the_same_outcome_as_in_the_local_sandbox(remote, tmp_path):
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    listener.settimeout(0.5)
    planted = Path.home() / f".proctor-service-canary-{uuid.uuid4().hex}"
    secret = f"canary-{uuid.uuid4()}"
    planted.write_text(secret)
    try:
        attacks = _attacks(listener.getsockname()[1], planted)
        waits = [1 if code.startswith("while True:\n    pass") else 10 for code in attacks]
        far = [remote.run(code, timeout_s=t) for code, t in zip(attacks, waits, strict=True)]
        with Sandbox(workers=1, timeout_s=10, memory_mb=768, max_output_bytes=4096) as local:
            near = [local.run(code, timeout_s=t) for code, t in zip(attacks, waits, strict=True)]
        with pytest.raises(TimeoutError):
            listener.accept()
    finally:
        planted.unlink()
        listener.close()
    assert [(r.status, r.stdout) for r in far] == [(r.status, r.stdout) for r in near]
    text = "".join(r.stdout for r in far)
    assert (
        "CONNECTED (" not in text and "READ " not in text and secret not in text and CANARY_VALUE not in text
    )
    assert [r.status for r in far] == ["ok", "ok", "ok", "ok", "timeout", "memory", "killed", "ok", "ok"]
    # its parent is outside its PID namespace (no number there), whose pid 1 ignores what it sends
    # (or, of another uid in root mode, refuses it)
    assert far[7].stdout == "0\nalive\n"
    # not uid 0 (root mode: "True"), or uid 0 of its user namespace with no capability ("1": a real
    # non-root user's service runs user-namespace mode)
    assert far[2].stdout.startswith("False") and far[3].stdout in ("True\n", "1\n")
    assert far[-1].stdout == "42 {2: 1, 3: 1, 7: 1}\n"  # the worker that was attacked still works


def test_sessions_keep_state_and_close(remote):
    with remote.session() as session:
        session.run("x = 41")
        assert session.run("print(x + 1)").stdout == "42\n"
        sid = session.id
    with pytest.raises(ServiceError, match="no session"):
        type(session)(remote, sid).run("print(x)")


ALWAYS_CALLS = (
    "mock:```python\nimport os, sympy\nprint(sympy.factorint(2024), os.getcwd())\nprint(1 / 0)\n```"
)


def _eval(out: Path, env: dict[str, str], *extra: str) -> subprocess.CompletedProcess[str]:
    cmd = [
        sys.executable, "-m", "proctor", "eval", "arith", "--limit", "2", "-n", "2", "--env", "tool",
        "--model", ALWAYS_CALLS, "-q", "--set", "env.max_tool_calls=2", "--set", "env.workers=1",
        "--output", str(out), *extra,
    ]  # fmt: skip
    return subprocess.run(cmd, capture_output=True, text=True, env=env)


def _tool_outputs(run_dir: Path) -> list:
    return [
        [(c["status"], c["stdout"], c["stderr"], c["output"]) for s in r.info["steps"] for c in s["calls"]]
        for r in sorted(read_run(run_dir).records, key=lambda r: (r.problem_id, r.sample_index))
    ]


def test_tool_env_through_the_service_matches_the_local_sandbox(service, tmp_path):
    url, token = service
    env = {**os.environ, "SERVICE_TOKEN": token}
    local = _eval(tmp_path / "local", env)
    far = _eval(
        tmp_path / "far",
        env,
        "--set",
        f"env.sandbox_url={url}",
        "--set",
        "env.sandbox_token_env=SERVICE_TOKEN",
    )
    assert local.returncode == 0 and far.returncode == 0, (local.stderr, far.stderr)
    outputs = _tool_outputs(tmp_path / "far")
    assert outputs == _tool_outputs(tmp_path / "local")
    assert len(outputs) == 4 and all(len(calls) == 2 for calls in outputs)
    status, stdout, stderr, _ = outputs[0][0]
    assert (status, stdout) == ("error", "{2: 3, 11: 1, 23: 1} /tmp\n") and "ZeroDivisionError" in stderr
    config = (tmp_path / "far" / "config.toml").read_text()
    assert token not in config and url in config and "SERVICE_TOKEN" in config
    assert read_run(tmp_path / "far").summary["env"]["calls"] >= 8  # the service's own counts


def test_tool_env_without_the_token_stops_before_any_call(service, tmp_path):
    url, _ = service
    env = {k: v for k, v in os.environ.items() if k != "PROCTOR_SANDBOX_TOKEN"}
    done = _eval(tmp_path / "run", env, "--set", f"env.sandbox_url={url}")
    assert done.returncode != 0
    assert "PROCTOR_SANDBOX_TOKEN" in " ".join(done.stderr.split())
