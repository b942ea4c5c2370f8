"""`proctor serve-model` serves the embedded GGUF over the OpenAI API (llama-cpp-python's server, a
real process on 127.0.0.1) and `proctor eval --model openai:smollm2` evaluates it; `--print-path`
names the file; `proctor checkpoints make` writes test checkpoints that load and differ."""

from __future__ import annotations

import hashlib
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request

import pytest
from proctor_cli import run_proctor

from proctor.models.llamacpp import embedded_path

pytestmark = [pytest.mark.model, pytest.mark.server]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_print_path_names_the_embedded_gguf():
    r = run_proctor("serve-model", "--print-path")
    assert r.stdout.strip() == str(embedded_path())
    r = run_proctor("serve-model", "llamacpp:smolm2", "--print-path", check=False)
    assert r.returncode == 2 and "(did you mean llamacpp:smollm2?)" in r.stderr


def test_the_served_model_is_evaluated_through_the_openai_backend(tmp_path):
    port = free_port()
    log = tmp_path / "server.log"  # a file, not a pipe: llama.cpp's load log would fill a pipe nobody reads
    server = subprocess.Popen(
        [sys.executable, "-m", "proctor", "serve-model", "--port", str(port)],
        stdout=log.open("w"),
        stderr=subprocess.STDOUT,
        env={**os.environ, "COLUMNS": "200"},
    )
    try:
        deadline = time.monotonic() + 240
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/v1/models", timeout=5) as resp:
                    models = json.load(resp)
                break
            except OSError:
                assert server.poll() is None, log.read_text()
                assert time.monotonic() < deadline, "the server did not start"
                time.sleep(0.5)
        assert [m["id"] for m in models["data"]] == ["smollm2"]
        out = tmp_path / "run"
        run_proctor("eval", "arith", "--model", "openai:smollm2", "--base-url", f"http://127.0.0.1:{port}/v1",
                    "--limit", "2", "--max-tokens", "24", "-q", "--output", str(out))  # fmt: skip
        records = [json.loads(line) for line in (out / "samples.jsonl").read_text().splitlines()]
        assert len(records) == 2 and all(r["completion_tokens"] > 0 and r["error"] is None for r in records)
        assert (out / "summary.json").is_file()
    finally:
        server.terminate()
        server.wait(timeout=60)


def test_checkpoints_make_writes_gguf_copies_that_differ(tmp_path):
    r = run_proctor("checkpoints", "make", str(tmp_path / "ck"), "--steps", "100,300")
    files = [tmp_path / "ck" / f"step-{k}" / "model.gguf" for k in (100, 300)]
    digests = {hashlib.sha256(f.read_bytes()).hexdigest() for f in [*files, embedded_path()]}
    assert len(digests) == 3  # each a different model
    assert all(f.stat().st_size == embedded_path().stat().st_size for f in files)
    assert "--checkpoints" in r.stderr + r.stdout
    r = run_proctor("checkpoints", "make", str(tmp_path / "bad"), "--steps", "a,b", check=False)
    assert r.returncode == 2 and "--steps" in r.stderr
