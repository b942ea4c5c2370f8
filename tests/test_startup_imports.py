"""``proctor eval`` against a served model imports nothing heavy it does not need before its first
request: no sympy (the grader's symbolic steps run in worker processes), no numpy/scipy (the
summary's tally starts at the first record written), no datasets/pandas/pyarrow (a .jsonl is read
without them), no local backends, no server stack, no plotting. A module that
creeps into the start-up makes every run start later; this says which."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from fake_openai import FakeOpenAI

NOT_BEFORE_FIRST_REQUEST = (
    "numpy",
    "scipy",
    "proctor.metrics",
    "sympy",
    "mpmath",
    "latex2sympy2_extended",
    "datasets",
    "pandas",
    "pyarrow",
    "transformers",
    "tokenizers",
    "torch",
    "llama_cpp",
    "vllm",
    "uvicorn",
    "starlette",
    "matplotlib",
    "jinja2",
)
# At a fixed concurrency the server's detection is one GET of the standard library's: no httpcore (httpx's
# transport), nor the trio and anyio it loads where they are installed. (With runner.concurrency=auto, the
# default, the runner's reading of the servers' /metrics makes an httpx client as it starts.)
NOT_AT_A_FIXED_CONCURRENCY = ("httpcore", "trio", "anyio", "h11")

# Runs `proctor ARGS...` in this process and writes sys.modules as they are when the first sampling
# request is about to be sent (the openai: backend's one sending method).
HOOK = """
import json, runpy, sys
from proctor.models.openai import client
out, sys.argv = sys.argv[1], ["proctor", *sys.argv[2:]]
send = client.ServerClient._send
async def first(self, *a, **k):
    if out:
        with open(out, "w") as f:
            json.dump(sorted(list(sys.modules)), f)
        globals()["out"] = ""
    return await send(self, *a, **k)
client.ServerClient._send = first
runpy.run_module("proctor", run_name="__main__", alter_sys=True)
"""


@pytest.mark.parametrize("concurrency", [None, "8"])
def test_an_openai_eval_imports_nothing_heavy_before_its_first_request(tmp_path, concurrency):
    data = tmp_path / "problems.jsonl"
    rows = [
        {"id": "a", "problem": "What is $6 \\times 7$?", "answer": "42"},
        {"id": "b", "problem": "1+1?", "answer": "2"},
    ]
    data.write_text("".join(json.dumps(r) + "\n" for r in rows))
    server = FakeOpenAI()
    modules = tmp_path / "modules.json"
    try:
        args = ["eval", "math500", "--data", str(data), "-m", "openai:fake", "--base-url",
                f"http://127.0.0.1:{server.port}/v1", "--output", str(tmp_path / "run"), "-q"]  # fmt: skip
        args += ["--concurrency", concurrency] if concurrency else []
        res = subprocess.run(
            [sys.executable, "-c", HOOK, str(modules), *args],
            capture_output=True,
            text=True,
            timeout=300,
            env={**os.environ, "OPENAI_API_KEY": "x"},
        )
    finally:
        server.close()
    assert res.returncode == 0, res.stdout + res.stderr
    loaded = set(json.loads(modules.read_text()))
    assert {"aiohttp", "proctor.models.openai.sampler"} <= loaded  # the hook saw the real start-up
    unwanted = NOT_BEFORE_FIRST_REQUEST + (NOT_AT_A_FIXED_CONCURRENCY if concurrency else ())
    heavy = sorted(m for m in unwanted if m in loaded)
    assert heavy == [], f"imported before the first request: {heavy}"
    assert (tmp_path / "run" / "summary.json").is_file()
