"""Offline, a hub benchmark fails at once with the fix (one fast probe of the hub's host), instead
of after datasets' retries; with the hub reachable, the real hub code path runs."""

from __future__ import annotations

import socket
import time

import pytest
from proctor_cli import run_proctor

import proctor.benchmarks.loader as loader
from proctor.benchmarks import load_benchmark
from proctor.benchmarks.errors import BenchmarkError
from proctor.benchmarks.hub_probe import hub_unreachable


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]  # closed when the block ends: nothing listens there


@pytest.fixture
def hub_env(monkeypatch):
    for var in ("HF_HUB_OFFLINE", "HF_DATASETS_OFFLINE", "HTTPS_PROXY", "https_proxy", "HTTP_PROXY",
                "http_proxy", "ALL_PROXY", "all_proxy"):  # fmt: skip
        monkeypatch.delenv(var, raising=False)
    return monkeypatch


def test_a_closed_port_fails_at_once_with_the_fix_and_datasets_is_never_asked(hub_env):
    hub_env.setenv("HF_ENDPOINT", f"http://127.0.0.1:{closed_port()}")
    asked = []
    hub_env.setattr("datasets.load_dataset", lambda *a, **k: asked.append(a))
    with pytest.raises(BenchmarkError) as err:
        load_benchmark("gsm8k")
    msg = str(err.value)
    assert "cannot be reached" in msg and "127.0.0.1" in msg
    assert "--data" in msg and "HF_HUB_OFFLINE=1" in msg
    assert asked == []


def test_a_listening_hub_goes_on_to_the_real_hub_code_path(hub_env):
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        hub_env.setenv("HF_ENDPOINT", f"http://127.0.0.1:{server.getsockname()[1]}")
        assert hub_unreachable() is None
        asked = []

        def load(*args, **kwargs):
            asked.append(args)
            raise ConnectionError("stand-in hub")

        hub_env.setattr("datasets.load_dataset", load)
        with pytest.raises(BenchmarkError, match="could not load openai/gsm8k"):
            load_benchmark("gsm8k")
        assert asked == [("openai/gsm8k", "main")]


def test_offline_mode_and_proxies_skip_the_probe(hub_env):
    hub_env.setenv("HF_ENDPOINT", f"http://127.0.0.1:{closed_port()}")
    assert hub_unreachable() is not None
    hub_env.setenv("HF_HUB_OFFLINE", "1")
    assert hub_unreachable() is None  # datasets reads its cache at once
    hub_env.delenv("HF_HUB_OFFLINE")
    hub_env.setenv("HTTPS_PROXY", "http://proxy.invalid:3128")
    assert hub_unreachable() is None  # the connection would go through the proxy


def test_the_cli_fails_in_well_under_the_retry_time(tmp_path):
    """The README's own first hub example, offline: exit 2 with the fix, nothing written. (The
    CPU time of the process is what is bounded: datasets' retries sleep, so a wall-time figure
    is reported by the test name only.)"""
    env = {
        "HF_ENDPOINT": f"http://127.0.0.1:{closed_port()}",
        "HF_HUB_OFFLINE": "",
        "HF_DATASETS_OFFLINE": "",
    }
    out = tmp_path / "r"
    t0 = time.monotonic()
    r = run_proctor("eval", "aime24", "-n", "1", "--output", str(out), env=env, check=False)
    took = time.monotonic() - t0
    assert r.returncode == 2, r.stderr
    assert "cannot be reached" in r.stderr and "--data" in r.stderr
    assert not out.exists()
    print(f"failed after {took:.1f}s")  # informative only (-s): unit tests never assert wall time
    _ = loader  # the module under test
