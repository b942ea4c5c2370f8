"""The pool: 64 concurrent async calls, a free event loop, stats, refusals and the unsafe mode."""

from __future__ import annotations

import asyncio
import logging
import time

import pytest

from proctor.sandbox import ExecResult, Sandbox, SandboxUnavailable, isolation


@pytest.fixture(scope="module")
def pool():
    with Sandbox(workers=4, timeout_s=20, memory_mb=1024) as sb:
        yield sb


def _snippet(i: int) -> str:
    return (
        "import time, numpy as np\n"
        f"for k in range(3):\n    print('call-{i}', k, flush=True)\n    time.sleep(0.003)\n"
        f"print(int(np.arange({i} + 1).sum()))\n"
    )


def _expected(i: int) -> str:
    return "".join(f"call-{i} {k}\n" for k in range(3)) + f"{i * (i + 1) // 2}\n"


def test_64_concurrent_aruns_return_their_own_output(pool):
    ticks: list[float] = []

    async def ticker(stop: asyncio.Event):
        while not stop.is_set():
            ticks.append(time.monotonic())
            await asyncio.sleep(0.01)

    async def main():
        stop = asyncio.Event()
        tick_task = asyncio.create_task(ticker(stop))
        results = await asyncio.gather(*(pool.arun(_snippet(i)) for i in range(64)))
        stop.set()
        await tick_task
        return results

    results = asyncio.run(main())
    assert [r.status for r in results] == ["ok"] * 64
    for i, result in enumerate(results):
        assert result.stdout == _expected(i), (i, result)
    gaps = [b - a for a, b in zip(ticks, ticks[1:], strict=False)]
    assert len(ticks) > 5 and max(gaps) < 0.5  # the event loop kept running while the calls waited


def test_concurrent_sessions_keep_their_own_state(pool):
    async def trajectory(i: int) -> list[ExecResult]:
        async with pool.session() as session:
            out = [await session.arun(f"acc = {i}")]
            for _ in range(2):
                out.append(await session.arun("acc = acc * 2\nprint(acc)"))
            return out

    async def main():
        return await asyncio.gather(*(trajectory(i) for i in range(24)))

    for i, calls in enumerate(asyncio.run(main())):
        assert [c.stdout for c in calls] == ["", f"{2 * i}\n", f"{4 * i}\n"], (i, calls)


def test_stats_count_and_summarize_calls():
    with Sandbox(workers=1, timeout_s=5, memory_mb=512) as sb:
        assert sb.stats()["calls"] == 0
        sb.run("print(1)")
        sb.run("raise SystemExit(3)")
        sb.run("1/0")
        sb.run("while True: pass", timeout_s=0.5)
        stats = sb.stats()
    assert stats["calls"] == 4
    assert (stats["ok"], stats["error"], stats["timeout"], stats["memory"], stats["killed"]) == (
        1,
        2,
        1,
        0,
        0,
    )
    assert stats["error_rate"] == 0.5 and stats["timeout_rate"] == 0.25
    assert 0 < stats["latency_p50_s"] <= stats["latency_p95_s"] <= stats["latency_max_s"]
    assert stats["latency_max_s"] >= 0.5
    assert stats["isolation"] in ("root", "userns")


def test_exit_codes_and_statuses():
    with Sandbox(workers=1, timeout_s=5, memory_mb=512) as sb:
        assert sb.run("import sys\nsys.exit(0)").status == "ok"
        failed = sb.run("import sys\nsys.exit(4)")
        assert (failed.status, failed.exit_code) == ("error", 4)
        syntax = sb.run("def (")
        assert syntax.status == "error" and "SyntaxError" in syntax.stderr


def test_bad_arguments_are_named():
    with pytest.raises(ValueError, match="workers"):
        Sandbox(workers=0)
    with pytest.raises(ValueError, match="memory_mb"):
        Sandbox(memory_mb=16)
    with Sandbox(workers=1, memory_mb=512) as sb:
        with pytest.raises(TypeError, match="code must be a str"):
            sb.run(b"print(1)")
        with pytest.raises(ValueError, match="timeout_s"):
            sb.run("print(1)", timeout_s=-1)
    with pytest.raises(RuntimeError, match="closed"):
        sb.run("print(1)")


def test_refuses_without_isolation_and_says_how_to_enable(monkeypatch):
    monkeypatch.setattr(isolation.shutil, "which", lambda name: None)
    with pytest.raises(SandboxUnavailable) as info:
        Sandbox(workers=1)
    message = str(info.value)
    assert "apt-get install -y bubblewrap" in message and "unsafe" in message


def test_refuses_when_namespaces_are_blocked(monkeypatch):
    class Failed:
        returncode, stderr = 1, "bwrap: No permissions to creating new namespace"

    monkeypatch.setattr(isolation.subprocess, "run", lambda *a, **k: Failed())
    with pytest.raises(SandboxUnavailable, match="unprivileged_userns_clone"):
        Sandbox(workers=1)


def test_unsafe_mode_runs_and_warns_on_every_run(caplog):
    with caplog.at_level(logging.WARNING, logger="proctor.sandbox"):
        with Sandbox(workers=1, memory_mb=512, unsafe=True) as sb:
            caplog.clear()
            first = sb.run("import numpy\nprint(numpy.int64(2) + 3)")
            second = sb.run("print('again')")
    assert (first.stdout, second.stdout) == ("5\n", "again\n")
    warnings = [r for r in caplog.records if "WITHOUT isolation" in r.getMessage()]
    assert len(warnings) == 2


def test_code_naming_no_heavy_library_runs_in_a_light_child_and_may_still_import_it(pool):
    light = pool.run("import sys\nprint('num' 'py' in sys.modules, 'sym' 'py' in sys.modules)")
    heavy = pool.run("import sys, numpy\nprint('numpy' in sys.modules, 'sympy' in sys.modules)")
    assert (light.stdout, heavy.stdout) == ("False False\n", "True True\n"), (light, heavy)
    cold = pool.run("mod = __import__('num' + 'py')\nprint(int(mod.arange(5).sum()))")
    assert cold.status == "ok" and cold.stdout == "10\n", cold  # a cold import, slower but the same result
    draws = {pool.run("import random\nprint(random.random())").stdout for _ in range(4)}
    assert len(draws) == 4  # every light child is reseeded
    code = "import random, numpy\nprint(random.random(), numpy.random.random())"
    draws = [pool.run(code).stdout.split() for _ in range(4)]
    assert all(len({d[k] for d in draws}) == 4 for k in (0, 1)), draws  # and every heavy one


def test_mode_is_checked(monkeypatch):
    with pytest.raises(ValueError, match="mode must be one of auto, root, userns, got 'vm'"):
        Sandbox(workers=1, mode="vm")
    monkeypatch.setattr(isolation.os, "geteuid", lambda: 1000)
    with pytest.raises(SandboxUnavailable, match="root mode needs proctor to run as root"):
        Sandbox(workers=1, mode="root")
