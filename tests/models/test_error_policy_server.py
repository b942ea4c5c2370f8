"""The error policy against a real server: llama-cpp-python's, serving the embedded GGUF, behind the
fault-injecting proxy (429 / 500 / reset / stall / truncated JSON in turn on half the requests).
With no retries every fault fails its sample: the run exits non-zero with no summary and the
errors recorded; once the proxy is healthy, one ``--resume`` completes it, every sample graded
from a real reply and none counted as an error. (Records are not compared with a clean run here:
this server reuses its KV cache across requests, so the same seed need not give the same text —
tests/test_error_policy.py compares records on a deterministic loopback server.)"""

from __future__ import annotations

import json

import pytest
from proctor_cli import run_proctor

pytestmark = [pytest.mark.server, pytest.mark.slow]
LIMIT = 6


@pytest.mark.parametrize("bench", ["arith", "twenty-questions"])
def test_faults_mid_run_leave_it_partial_and_one_resume_completes_it(fault_proxy, tmp_path, bench):
    proxy = fault_proxy
    proxy.rate, proxy.stall_s = 0.5, 62.0  # a stall outlasts the 60 s request timeout
    out = tmp_path / "run"
    args = [
        "eval", bench, "--limit", str(LIMIT), "--model", "openai:smollm2", "--base-url", proxy.url,
        "--max-tokens", "24", "--temperature", "0", "--concurrency", "1", "-q", "--output", str(out),
        "--set", "model.retry.max_retries=0", "--set", "model.request_timeout_s=60",  # slack for a loaded machine
    ]  # fmt: skip
    if bench == "twenty-questions":
        args += ["--set", "env.max_questions=2", "--set", "env.gamemaster_retries=0"]
    r = run_proctor(*args, check=False, timeout=900)
    assert r.returncode == 1, r.stdout + r.stderr
    assert not (out / "summary.json").exists()
    first = [json.loads(x) for x in (out / "samples.jsonl").read_text().splitlines()]
    errored = [x for x in first if x["error"]]
    assert errored and all(x["stop_reason"] == "error" and x["grade_status"] is None for x in errored)
    assert sum(proxy.kinds.values()) >= len(errored)
    proxy.rate = 0.0
    r = run_proctor("eval", "--resume", str(out), "-q", check=False, timeout=900)
    assert r.returncode == 0, r.stdout + r.stderr
    final = [json.loads(x) for x in (out / "samples.jsonl").read_text().splitlines()]
    summary = json.loads((out / "summary.json").read_text())
    assert len(final) == LIMIT and all(x["error"] is None and x["grade_status"] for x in final)
    assert summary["counts"]["errored"] == 0 and summary["samples"] == LIMIT
    kept = {(x["problem_id"], x["sample_index"]): x for x in first if not x["error"]}
    for x in final:  # a sample finished before the faults is kept as it was, not run again
        if (x["problem_id"], x["sample_index"]) in kept:
            assert x == kept[(x["problem_id"], x["sample_index"])]
    print(f"\n{bench}: faults injected {dict(proxy.kinds)}, errored then resumed {len(errored)}")
