"""runner.concurrency is ``auto`` by default for openai: models (a real server process, perf/fake_server.py,
that runs 4 requests at a time and queues the rest): with /metrics it sizes itself, without it is fixed
at 4 and says so; an explicit --concurrency wins; local backends keep their fixed 4. config.toml
records how it was chosen, and `proctor compare` does not count it as a difference."""

from __future__ import annotations

import json
import tomllib
import urllib.request
from pathlib import Path

import pytest
from processes import fake_server as serve
from proctor_cli import run_proctor as proctor

from proctor.config import setting_values
from proctor.runs.shards import setting_differences

pytestmark = pytest.mark.server


def run(out: Path, *args: str, metrics: bool = True) -> tuple[dict, dict, str]:
    proc, url = serve(*(["--metrics"] if metrics else []))
    try:
        proctor("eval", "arith", "--limit", "40", "-m", "openai:fake", "--base-url", f"{url}/v1",
                "--output", str(out), "-q", *args)  # fmt: skip
        with urllib.request.urlopen(f"{url}/stats", timeout=30) as r:
            stats = json.loads(r.read())
    finally:
        proc.terminate()
        proc.wait(10)
    config = tomllib.loads((out / "config.toml").read_text())
    return stats, config, (out / "eval.log").read_text(encoding="utf-8")


def test_openai_models_default_to_auto_and_config_says_how_it_was_chosen(tmp_path):
    stats, config, log = run(tmp_path / "run")
    assert stats["requests"] == 40
    assert config["runner"]["concurrency"] == "auto"
    chosen = config["resolved"]["concurrency"]
    assert chosen["setting"] == "auto" and chosen["chosen_by"] == "default for openai: models"
    assert chosen["gauges"] == "vllm" and chosen["start"] == 4
    assert "concurrency auto: 4 -> 8" in log  # it grew past the old fixed default
    assert 5 <= stats["peak_inflight"] <= 16


def test_without_metrics_the_default_is_a_fixed_four_and_the_log_says_so(tmp_path):
    stats, config, log = run(tmp_path / "run", metrics=False)
    assert config["resolved"]["concurrency"] == {
        "setting": "auto", "chosen_by": "default for openai: models", "gauges": "none", "fixed": 4,
    }  # fmt: skip
    assert "no server metrics" in log and stats["peak_inflight"] <= 4


def test_an_explicit_concurrency_wins(tmp_path):
    stats, config, log = run(tmp_path / "run", "--concurrency", "2")
    assert config["runner"]["concurrency"] == 2
    assert config["resolved"]["concurrency"] == {"setting": 2, "chosen_by": "runner.concurrency"}
    assert "concurrency auto" not in log and stats["peak_inflight"] <= 2


def test_local_backends_keep_their_fixed_default(tmp_path):
    out = tmp_path / "run"
    proctor("eval", "arith", "--limit", "2", "-m", "mock:x", "--output", str(out), "-q")
    config = tomllib.loads((out / "config.toml").read_text())
    assert config["runner"]["concurrency"] == 4
    assert config["resolved"]["concurrency"] == {"setting": 4, "chosen_by": "default"}


def test_compare_and_shards_ignore_how_many_were_in_flight():
    a = {
        "runner": {"concurrency": "auto"},
        "resolved": {"concurrency": {"setting": "auto", "gauges": "vllm"}},
    }
    b = {
        "runner": {"concurrency": 4},
        "resolved": {"concurrency": {"setting": "auto", "gauges": "none", "fixed": 4}},
    }
    assert setting_values([a, b]) == {}
    assert setting_differences(a, b) == []
    c = {**b, "sampling": {"temperature": 0.1}}  # a real difference is still one
    assert "sampling.temperature" in setting_values([a, c])
