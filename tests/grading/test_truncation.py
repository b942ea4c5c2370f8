"""A completion cut at the token limit has no final answer unless it states one with a final-answer
marker (``\\boxed{}``, "the answer is", ``####``); its last number is where the cut fell, not an
answer. ``truncated_fallbacks=True`` restores the fallbacks, and the summary counts the rest as
no-answers."""

from __future__ import annotations

import json

import pytest
from proctor_cli import run_proctor

from proctor.grading import GraderError, get_grader, grade
from proctor.rewards import GraderReward

CUT = "9 * 2 = 18 so she makes $18 and then she also"


STANDARD = {"mode": "standard"}  # rewards default to strict, which reads no fallback at all


def test_the_issue_example_a_cut_completion_gets_no_reward() -> None:
    assert GraderReward("number", **STANDARD)(completions=[CUT], answer=["18"], truncated=[True]) == [0.0]
    assert GraderReward("number", **STANDARD)(completions=[CUT], answer=["18"]) == [1.0]  # the last number
    assert GraderReward("number", truncated_fallbacks=True, **STANDARD)(
        completions=[CUT], answer=["18"], truncated=[True]
    ) == [1.0]
    assert GraderReward("number")(completions=[CUT], answer=["18"]) == [0.0]  # strict: no marked answer


@pytest.mark.parametrize("grader", ["number", "math"])
def test_without_a_marker_a_cut_completion_is_no_answer(grader: str) -> None:
    g = grade(CUT, "18", grader, truncated=True)
    assert (g.correct, g.status, g.extracted) == (False, "no_answer", None)
    assert grade("$x = 18$", "18", grader, truncated=True).status == "no_answer"  # the expression fallback


@pytest.mark.parametrize(
    "response",
    [
        "9 * 2 = 18, so \\boxed{18}. Let me check this once more: 9 times",
        "9 * 2 = 18\n#### 18\nQ: Another",
        "9 * 2 = 18, so the answer is 18. Let me also",
        "9 * 2 = 18 and the answer is 18\n",
        "Ответ: 18. Проверим",
    ],
)
def test_a_final_answer_marker_states_the_answer(response: str) -> None:
    assert grade(response, "18", "number", truncated=True).correct


@pytest.mark.parametrize("response", ["so the answer is 1", "so \\boxed 1", "#### 1"])
def test_a_marked_answer_that_runs_into_the_cut_may_be_cut_itself(response: str) -> None:
    """ "the answer is 1" could be the start of "the answer is 12": the last word is not read."""
    for gold in ("1", "12"):
        assert grade(response, gold, "number", truncated=True).status == "no_answer"
    assert grade(response, "1", "number").correct  # finished where it stops: read as before


def test_the_option_is_part_of_the_version_and_checked() -> None:
    assert get_grader("number").version != get_grader("number", truncated_fallbacks=True).version
    assert get_grader("math").version != get_grader("math", truncated_fallbacks=True).version
    with pytest.raises(GraderError, match="truncated_fallbacks must be true or false"):
        get_grader("number", truncated_fallbacks="yes")


def test_mcq_reads_only_a_stated_choice_when_cut() -> None:
    assert grade("The answer is (B). Now the other options: (A) is", "B", "mcq", truncated=True).correct
    assert grade("Let us check each option.\n(B)", "B", "mcq", truncated=True).status == "no_answer"
    assert grade("Let us check each option.\n(B)", "B", "mcq").correct


def _run(tmp_path, name: str, *extra: str) -> tuple[dict, list[dict]]:
    out = tmp_path / name
    run_proctor(
        "eval", "arith", "--model", f"mock:{CUT}", "--max-tokens", "8", "--limit", "8", "-q",
        "--output", str(out), *extra, timeout=300,
    )  # fmt: skip
    records = [json.loads(line) for line in (out / "samples.jsonl").read_text().splitlines()]
    return json.loads((out / "summary.json").read_text()), records


def test_a_run_of_cut_completions_reports_them_as_no_answers(tmp_path) -> None:
    summary, records = _run(tmp_path, "default")
    assert {r["stop_reason"] for r in records} == {"length"}
    assert summary["truncation_rate"] == 1.0
    assert summary["metrics"]["no_answer_rate"]["value"] == 1.0
    assert {r["grade_status"] for r in records} == {"no_answer"}
    # the option through the config: the cut text's last number is read again
    summary, records = _run(tmp_path, "restored", "--set", "grader.options.truncated_fallbacks=true")
    assert summary["metrics"]["no_answer_rate"]["value"] == 0.0
    assert {r["extracted"] for r in records} == {"18"}


def test_truncated_is_one_flag_per_completion() -> None:
    reward = GraderReward("number", **STANDARD)
    with pytest.raises(ValueError, match="`truncated` must be a list with one entry per completion"):
        reward(completions=[CUT, CUT], answer=["18", "18"], truncated=[True])
    assert reward(completions=[CUT, CUT], answer=["18", "18"], truncated=[True, False]) == [0.0, 1.0]
