"""A start that fails leaves nothing behind, so the same command is accepted again; every "retry
with" hint repeats every flag the user gave, checked by running the hint itself."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys

import pytest
from fake_openai import FakeOpenAI
from proctor_cli import run_proctor


def dead_url() -> tuple[str, int]:
    probe = FakeOpenAI()  # a free port, then nothing listening on it
    port = probe.port
    probe.close()
    return f"http://127.0.0.1:{port}/v1", port


def test_a_start_against_a_server_that_is_down_leaves_no_folder_and_reruns(tmp_path):
    url, port = dead_url()
    out = tmp_path / "runs" / "r"
    args = ["eval", "arith", "--limit", "1", "--model", "openai:x", "--base-url", url, "--output", str(out)]
    first = run_proctor(*args, check=False, timeout=300)
    assert first.returncode != 0 and "Traceback" not in first.stderr
    assert not out.exists() or not any(out.iterdir()), sorted(out.iterdir())  # no .lock left
    again = run_proctor(*args, check=False, timeout=300)  # the same refusal, not "not empty"
    assert again.returncode == first.returncode and "not empty" not in again.stdout + again.stderr
    server = FakeOpenAI(port=port)
    try:
        done = run_proctor(*args, "-q", check=False, timeout=300)  # once the server is up: it runs
    finally:
        server.close()
    assert done.returncode == 0, done.stdout + done.stderr
    assert (out / "summary.json").is_file()


def test_a_model_that_does_not_exist_leaves_no_folder(tmp_path):
    pytest.importorskip("transformers")
    out = tmp_path / "r"
    args = ["eval", "arith", "--limit", "1", "--model", "hf:/nope", "--output", str(out)]
    first = run_proctor(*args, check=False, timeout=300)
    assert first.returncode != 0 and "Traceback" not in first.stderr
    assert not out.exists() or not any(out.iterdir()), sorted(out.iterdir())
    again = run_proctor(*args, check=False, timeout=300)
    assert again.returncode == first.returncode and "not empty" not in again.stdout + again.stderr


def hint_of(text: str) -> list[str]:
    (line,) = [x for x in text.splitlines() if x.startswith("retry with: ")]
    words = shlex.split(line.removeprefix("retry with: "))
    assert words[0] == "proctor"
    return words[1:]


def test_the_push_hint_repeats_private_and_path_in_repo(tmp_path):
    from test_hub_push import FakeHub

    import proctor

    run = tmp_path / "run"
    proctor.evaluate("arith", settings={"model.ref": "mock:seeded", "benchmark.limit": 2}, output=run)
    hub = FakeHub()
    hub.refuse_commits = True
    env = {**os.environ, "HF_ENDPOINT": hub.url, "HF_TOKEN": "hf_test_token", "HF_HUB_DISABLE_TELEMETRY": "1"}
    env.pop("HF_HUB_OFFLINE", None)

    def push(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, "-m", "proctor", *args], capture_output=True, text=True, env=env, timeout=300
        )

    try:
        given = ["push", str(run), "me/evals", "--private", "--path-in-repo", "x", "--with-shards"]
        r = push(*given)
        assert r.returncode == 1
        hint = hint_of(r.stderr)
        assert sorted(hint) == sorted(given)
        hub.requests.clear()
        again = push(*hint)  # the hint itself: the same upload, private, into the same folder
        assert again.returncode == 1 and hint_of(again.stderr) == hint
        assert [c["visibility"] for c in hub.created()] == ["private"]
        sent = hub.committed()  # the same upload tried again (and refused again), into x/
        assert sent and all(path.startswith("x/") for path in sent)
    finally:
        hub.server.shutdown()


def test_the_log_hint_repeats_project_uri_and_transcripts(tmp_path, monkeypatch):
    from typer.testing import CliRunner

    import proctor
    from proctor.cli import app

    monkeypatch.setenv("MLFLOW_ALLOW_FILE_STORE", "true")
    run = tmp_path / "run"
    proctor.evaluate("arith", settings={"model.ref": "mock:seeded", "benchmark.limit": 2}, output=run)
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("a file where the MLflow store should be")
    given = [
        "log",
        str(run),
        "--to",
        "mlflow",
        "--project",
        "P",
        "--mlflow-uri",
        f"file:{blocker}",
        "--transcripts",
    ]
    r = CliRunner().invoke(app, given)
    assert r.exit_code == 1
    hint = hint_of(r.output)
    assert hint == given
    again = CliRunner().invoke(app, hint)
    assert again.exit_code == 1 and hint_of(again.output) == hint
