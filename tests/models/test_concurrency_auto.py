"""runner.concurrency=auto against a real server process (perf/fake_server.py) that runs 4 requests at a
time and queues the rest, with vLLM's /metrics gauges: the client keeps it saturated with a small
queue; without gauges it falls back to a fixed concurrency."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path

import pytest
from processes import fake_server as serve
from proctor_cli import run_proctor as proctor

from proctor.models.openai.load import AdaptiveLimit, parse_gauges

pytestmark = pytest.mark.server


def run(url: str, out: Path) -> dict:
    proctor("eval", "arith", "--limit", "60", "-m", "openai:fake", "--base-url", f"{url}/v1", "--output",
            str(out), "-q", "--set", "runner.concurrency=auto")  # fmt: skip
    with urllib.request.urlopen(f"{url}/stats", timeout=30) as r:
        return json.loads(r.read())


@pytest.mark.parametrize("metrics", [True, False])
def test_auto_keeps_a_four_slot_server_saturated_or_falls_back(tmp_path, metrics):
    proc, url = serve(*(["--metrics"] if metrics else []))
    try:
        stats = run(url, tmp_path / "run")
    finally:
        proc.terminate()
        proc.wait(10)
    assert stats["requests"] == 60
    log = (tmp_path / "run" / "eval.log").read_text(encoding="utf-8")
    if metrics:
        assert "concurrency auto: 4 -> 8" in log  # grew while nothing waited
        assert 5 <= stats["peak_inflight"] <= 16  # the 4 slots busy, a small queue, no flood
    else:
        assert "no server metrics" in log
        assert stats["peak_inflight"] <= 4


def test_the_limit_grows_while_nothing_waits_and_shrinks_toward_a_small_queue():
    a = AdaptiveLimit(start=4, max_limit=64)
    assert a.update(4, 0, in_flight=4) == 8
    assert a.update(4, 0, in_flight=3) == 8  # not using what it has: no growth
    assert a.update(3, 5, in_flight=8) == 4  # 5 waiting: what runs and a queue of 1
    assert a.update(3, 4, in_flight=6) == 4  # still draining: no lower
    assert a.update(4, 0, in_flight=4) == 5  # a queue was seen: small steps from now on
    assert a.update(0, 30, in_flight=8) == 1  # never below one
    assert AdaptiveLimit(start=64, max_limit=64).update(64, 0, 64) == 64
    text = 'vllm:num_requests_running{model_name="a"} 3.0\nvllm:num_requests_waiting{model_name="a"} 2.0\n'
    assert parse_gauges(text) == (3.0, 2.0)
    assert parse_gauges("llamacpp:requests_processing 4\nllamacpp:requests_deferred 1\n") == (4.0, 1.0)
    assert parse_gauges("# nothing here\nother_metric 1\n") is None
