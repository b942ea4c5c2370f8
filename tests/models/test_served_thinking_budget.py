"""sampling.max_thinking_tokens on openai: goes to a vLLM server as its own budget field, checked by a
strict fake vLLM (a real uvicorn process, perf/fake_server.py) that refuses fields it does not know;
a server that ignores the field stops the run before anything is graded."""

from __future__ import annotations

import json
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest
from proctor_cli import run_proctor as proctor

from proctor.models.base import SamplingParams
from proctor.models.openai.wire import request_body, thinking_budget_fields
from proctor.runs import read_run

pytestmark = pytest.mark.server

FAKE = Path(__file__).resolve().parents[2] / "perf" / "fake_server.py"


def start(*flags: str):
    proc = subprocess.Popen(
        [sys.executable, str(FAKE), "--owned-by", "vllm", "--keep-bodies", "100", *flags],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    )
    line = proc.stdout.readline().decode()
    assert line.startswith("PORT "), line
    return proc, f"http://127.0.0.1:{int(line.split()[1])}"


@pytest.fixture
def strict_vllm():
    proc, url = start("--strict-vllm", "--size", "300")
    yield url
    proc.terminate()
    proc.wait(10)


def bodies(url: str) -> list[dict]:
    with urllib.request.urlopen(f"{url}/stats?bodies=1", timeout=30) as r:
        return json.loads(r.read())["bodies"]


ARGS = ["arith", "--limit", "3", "-n", "2", "--max-tokens", "512", "--concurrency", "4", "-q"]


def test_the_budget_goes_to_vllm_as_its_own_field_and_the_record_says_so(strict_vllm, tmp_path):
    out = tmp_path / "run"
    proctor("eval", *ARGS, "-m", "openai:fake", "--base-url", f"{strict_vllm}/v1", "--output", str(out),
            "--set", "sampling.max_thinking_tokens=64")  # fmt: skip
    sent = [b for b in bodies(strict_vllm) if "messages" in b]
    assert sent and all(b["thinking_token_budget"] == 64 for b in sent)
    assert all(b["max_tokens"] == 512 for b in sent)  # the whole budget: the server stops the thinking
    run = read_run(out)
    assert len(run.records) == 6
    for r in run.records:
        turn = r.turns[-1]
        assert turn.reasoning_tokens == 64 and turn.think_state == "closed"
        assert r.final_text.endswith("\\boxed{42}$.") and "re-examine" not in r.final_text
    assert run.config["sampling"]["max_thinking_tokens"] == 64
    assert run.config["resolved"]["model"]["thinking_budget_fields"] == {"thinking_token_budget": 64}


def test_a_server_that_ignores_the_budget_stops_the_run_naming_the_fix(tmp_path):
    proc, url = start("--ignore-budget", "300", "--size", "300")
    try:
        r = proctor("eval", *ARGS, "-m", "openai:fake", "--base-url", f"{url}/v1", "--output",
                    str(tmp_path / "run"), "--set", "sampling.max_thinking_tokens=64", check=False)  # fmt: skip
    finally:
        proc.terminate()
        proc.wait(10)
    assert r.returncode != 0
    assert "300 reasoning tokens" in r.stderr and "--reasoning-config" in r.stderr
    samples = tmp_path / "run" / "samples.jsonl"
    assert not samples.exists() or not samples.read_text().strip()  # nothing graded


def test_force_mode_and_other_servers_send_no_budget_field():
    params = SamplingParams(max_tokens=100)
    kw = {"template_kwargs": {}, "reasoning_effort": None}
    assert "thinking_token_budget" not in request_body("m", "vllm", params, 1, None, True, **kw)
    assert (
        request_body("m", "vllm", params, 1, None, False, thinking_budget=9, **kw)["thinking_token_budget"]
        == 9
    )
    sglang = request_body("m", "sglang", params, 1, None, True, thinking_budget=9, **kw)
    assert sglang["custom_params"] == {"thinking_budget": 9}
    assert thinking_budget_fields("llama.cpp", 9) is None and thinking_budget_fields("openai", 9) is None
