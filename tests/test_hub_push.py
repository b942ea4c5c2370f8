"""``proctor push`` / ``--push-to-hub``: a run directory uploaded as a Hugging Face dataset repo.

The hub is out of reach here, so a stand-in of its upload API runs on 127.0.0.1 (``HF_ENDPOINT``
points huggingface_hub at it): repo creation, the pre-upload check (every file answered "regular",
so its bytes come inline in the commit) and the commit, whose NDJSON body the test decodes to see
exactly which files, with which bytes, were sent."""

from __future__ import annotations

import asyncio
import base64
import json
import os
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

import proctor
from proctor.config import build_config
from proctor.runner import execute, start_shard
from proctor.runs.hub import files_to_push
from proctor.runs.merge import merge_run
from proctor.runs.shards import Shard

SETTINGS = {"model.ref": "mock:seeded", "benchmark.limit": 3, "sampling.n": 2}


class FakeHub:
    """Records each request; ``refuse_commits`` answers the commit with 403 (a token without write)."""

    def __init__(self) -> None:
        self.requests: list[tuple[str, str, dict, bytes]] = []
        self.refuse_commits = False
        hub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def _send(self, code: int, obj: dict) -> None:
                body = json.dumps(obj).encode()
                self.send_response(code)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_GET(self):
                hub.requests.append(("GET", self.path, dict(self.headers), b""))
                self._send(404, {"error": "not here"})

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("content-length") or 0))
                hub.requests.append(("POST", self.path, dict(self.headers), body))
                base = f"http://127.0.0.1:{self.server.server_port}"
                if self.path == "/api/repos/create":
                    req = json.loads(body)
                    return self._send(200, {"url": f"{base}/datasets/{req['organization']}/{req['name']}"})
                if "/preupload/" in self.path:
                    files = json.loads(body)["files"]
                    modes = [
                        {"path": f["path"], "uploadMode": "regular", "shouldIgnore": False} for f in files
                    ]
                    return self._send(200, {"files": modes})
                if "/commit/" in self.path:
                    if hub.refuse_commits:
                        return self._send(403, {"error": "You don't have the rights to create a commit"})
                    repo = self.path.split("/api/datasets/")[1].split("/commit/")[0]
                    return self._send(
                        200, {"commitUrl": f"{base}/datasets/{repo}/commit/{'a' * 40}", "commitOid": "a" * 40}
                    )
                self._send(404, {"error": "not here"})

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def created(self) -> list[dict]:
        return [json.loads(b) for m, p, _, b in self.requests if p == "/api/repos/create"]

    def committed(self) -> dict[str, bytes]:
        """path in repo -> bytes, from every commit's NDJSON lines."""
        files = {}
        for _, path, _, body in self.requests:
            if "/commit/" not in path:
                continue
            for line in body.decode().splitlines():
                op = json.loads(line)
                if op["key"] == "file":
                    files[op["value"]["path"]] = base64.b64decode(op["value"]["content"])
        return files


@pytest.fixture
def hub():
    fake = FakeHub()
    yield fake
    fake.server.shutdown()


def proctor_cli(hub: FakeHub, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "HF_ENDPOINT": hub.url, "HF_TOKEN": "hf_test_token", "HF_HUB_DISABLE_TELEMETRY": "1"}
    env.pop("HF_HUB_OFFLINE", None)
    return subprocess.run(
        [sys.executable, "-m", "proctor", *args], capture_output=True, text=True, env=env, timeout=300
    )


def sharded_run(out: Path, settings: dict) -> Path:
    cfg = build_config(None, settings, [])
    for i in range(2):
        prep, shard_dir, done = start_shard(cfg, out, Shard(i, 2))
        asyncio.run(execute(prep, shard_dir, done))
    return out


def test_merge_pushes_the_merged_run_without_locks_or_shards(tmp_path, hub):
    """--push-to-hub given to the shards: `proctor merge` uploads the finished run."""
    run = sharded_run(tmp_path / "run", {**SETTINGS, "tracking.push_to_hub": "team/aime-evals"})
    assert proctor.read_run(run).config["tracking"]["push_to_hub"] == "team/aime-evals"
    (run / "table.csv.tmp").write_text("half written")
    r = proctor_cli(hub, "merge", str(run))
    assert r.returncode == 0, r.stderr
    assert "pushed to team/aime-evals:" in r.stderr
    assert hub.created() == [
        {"name": "aime-evals", "organization": "team", "visibility": "public", "type": "dataset"}
    ]
    sent = hub.committed()
    assert sorted(sent) == ["config.toml", "eval.log", "samples.jsonl", "summary.json"]
    assert set(sent) == set(files_to_push(run))
    for name, data in sent.items():
        assert data == (run / name).read_bytes()
    assert len(sent["samples.jsonl"].splitlines()) == 6
    auth = {h.get("authorization") or h.get("Authorization") for m, p, h, _ in hub.requests if m == "POST"}
    assert auth == {"Bearer hf_test_token"}


def test_push_with_shards_private_into_a_folder(tmp_path, hub, snapshot):
    run = sharded_run(tmp_path / "run", SETTINGS)
    merge_run(run)
    before = snapshot(run)
    r = proctor_cli(
        hub, "push", str(run), "me/evals", "--private", "--path-in-repo", "aime/step-400", "--with-shards"
    )
    assert r.returncode == 0, r.stderr
    assert hub.created()[0]["visibility"] == "private"
    sent = hub.committed()
    assert all(p.startswith("aime/step-400/") for p in sent)
    names = {p.removeprefix("aime/step-400/") for p in sent}
    assert {"shards/0-of-2/samples.jsonl", "shards/1-of-2/.done", "shards/1-of-2/config.toml"} <= names
    assert not any(n.endswith(".lock") for n in names) and ".lock" in {p.name for p in run.rglob(".lock")}
    assert (
        sent["aime/step-400/shards/0-of-2/samples.jsonl"]
        == (run / "shards/0-of-2/samples.jsonl").read_bytes()
    )
    assert snapshot(run) == before


def test_a_refused_upload_leaves_the_run_untouched(tmp_path, hub, snapshot):
    run = tmp_path / "run"
    proctor.evaluate("arith", settings=SETTINGS, output=run)
    before = snapshot(run)
    hub.refuse_commits = True
    r = proctor_cli(hub, "push", str(run), "me/evals")
    assert r.returncode == 1
    assert "uploading" in r.stderr and "failed (the run directory is unchanged)" in r.stderr
    assert "403" in r.stderr and f"retry with: proctor push {run} me/evals" in r.stderr
    assert snapshot(run) == before


def test_eval_pushes_at_its_end_and_an_unfinished_run_is_refused(tmp_path, hub):
    out = tmp_path / "run"
    args = ["eval", "arith", "--model", "mock:seeded", "--limit", "2", "-q", "--output", str(out)]
    r = proctor_cli(hub, *args, "--push-to-hub", "me/evals")
    assert r.returncode == 0, r.stderr
    assert sorted(hub.committed()) == ["config.toml", "eval.log", "samples.jsonl", "summary.json"]

    unfinished = sharded_run(tmp_path / "sharded", SETTINGS)
    hub.requests.clear()
    r = proctor_cli(hub, "push", str(unfinished), "me/evals")
    assert r.returncode == 1 and "not finished" in r.stderr and f"proctor merge {unfinished}" in r.stderr
    assert [p for m, p, _, _ in hub.requests if m == "POST"] == []  # refused before any request
