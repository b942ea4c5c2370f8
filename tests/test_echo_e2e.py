"""A model that only repeats its prompt (``mock:``, which echoes the last user message) answers
nothing: on every registered benchmark, through the runner and its grading call, it scores 0% correct
and every sample is a no-answer. The problems' own numbers and expressions are in the echo, so a
fallback that read them would score it (12% on the first 100 MATH-500 problems before the echo rule).

Benchmarks with a local copy in ../shared/data run on it; those without one run their spec (prompt
template, grader) on a local file of the same kind (``--data``), as docs/benchmarks.md describes."""

from __future__ import annotations

import json

import pytest
from proctor_cli import run_proctor

from proctor import evaluate
from proctor.benchmarks import REGISTRY

LIMIT = 100  # at least the first 100 problems of every benchmark that has as many
LOCAL = {
    "aime24": "aime_2024.jsonl",
    "aime25": "aime_2025.jsonl",
    "aime25_i": "aime_2025.jsonl",
    "aime25_ii": "aime_2025.jsonl",
    "math500": "math500.jsonl",
    "gsm8k": "gsm8k_test.jsonl",
    "amc23": "amc23.jsonl",
    "minerva_math": "minerva_math.jsonl",
    "olympiadbench": "olympiadbench.jsonl",
    # no offline copy: the spec on a local file of the same kind
    "hmmt_feb25": "math500.jsonl",
    "brumo25": "math500.jsonl",
    "omni_math": "olympiadbench.jsonl",
    "olymmath_en_easy": "math500.jsonl",
    "olymmath_en_hard": "olympiadbench.jsonl",
    # built in: no file
    "arith": None,
    "twenty-questions": None,
}


def test_every_registered_benchmark_is_covered() -> None:
    missing = sorted(set(REGISTRY) - set(LOCAL))
    assert not missing, f"add the local data of {missing} to LOCAL so the echo check covers them"


def _echo_run(name: str, tmp_path, shared_data, **settings) -> dict:
    flags = {"model.ref": "mock:", "benchmark.limit": LIMIT, "runner.concurrency": 16, **settings}
    if LOCAL[name] is not None:
        flags["benchmark.data"] = str(shared_data / LOCAL[name])
    result = evaluate(name, settings=flags, output=tmp_path / name)
    return json.loads((result.run_dir / "summary.json").read_text())


@pytest.mark.parametrize("name", sorted(LOCAL))
def test_an_echo_of_the_prompt_scores_zero(name: str, tmp_path, shared_data) -> None:
    summary = _echo_run(name, tmp_path, shared_data)
    assert summary["samples"] == min(LIMIT, summary["problems"]) > 0
    assert summary["mean@n"] == 0.0, f"{name}: the echo scored {summary['mean@n']:.1%}"
    assert summary["metrics"]["no_answer_rate"]["value"] == 1.0


@pytest.mark.parametrize("name, shots", [("gsm8k", 8), ("math500", 4)])
def test_an_echo_of_a_few_shot_prompt_scores_zero(name: str, shots: int, tmp_path, shared_data) -> None:
    """The echo holds the exemplars' worked answers ("The answer is 72.", "The final answer is $X$")."""
    summary = _echo_run(name, tmp_path, shared_data, **{"prompt.fewshot": shots})
    assert summary["mean@n"] == 0.0
    assert summary["metrics"]["no_answer_rate"]["value"] == 1.0


def test_proctor_eval_math500_with_the_echo_model(tmp_path, shared_data) -> None:
    """The issue's command, in a real process."""
    out = tmp_path / "run"
    run_proctor(
        "eval", "math500", "--model", "mock:", "--data", str(shared_data / "math500.jsonl"),
        "--limit", str(LIMIT), "--concurrency", "16", "-q", "--output", str(out), timeout=600,
    )  # fmt: skip
    summary = json.loads((out / "summary.json").read_text())
    assert summary["samples"] == LIMIT
    assert summary["mean@n"] == 0.0
    records = [json.loads(line) for line in (out / "samples.jsonl").read_text().splitlines()]
    assert {r["grade_status"] for r in records} == {"no_answer"}
