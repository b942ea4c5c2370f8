"""The printed summary table: health warnings under it, and of the robustness metrics only pass^N and
mG-Pass@N (every k stays in summary.json)."""

from __future__ import annotations

from rich.console import Console

from proctor.envs.base import Trajectory
from proctor.metrics import summarize
from proctor.report import runs_table, table

LOOP = "Let me check once more. " + "the answer is 5. " * 40


def _summary(loops: int, truncated: int, n: int = 1) -> dict:
    recs = [
        Trajectory(
            problem_id=f"p{i}",
            sample_index=s,
            seed=s,
            final_text=LOOP if i < loops else "\\boxed{5}",
            stop_reason="length" if i < truncated else "stop",
            extracted="5",
            correct=s % 2 == 0,
        )
        for i in range(10)
        for s in range(n)
    ]
    return summarize(recs, n=n, resamples=50)


def _text(renderable) -> str:
    console = Console(width=200, record=True)
    console.print(renderable)
    return " ".join(console.export_text().split())  # the caption wraps at the table's width


def test_the_table_shows_each_health_warning_with_its_fix():
    text = _text(table(_summary(loops=3, truncated=4)))
    assert "warning: 40.0% of samples were cut by the token budget (threshold 10%)" in text
    assert "raise --max-tokens" in text
    assert "warning: 30.0% of samples end in a degenerate repetition loop" in text
    assert "loop rate" in text and "30.0%" in text


def test_a_healthy_run_prints_no_warning():
    text = _text(table(_summary(loops=0, truncated=0)))
    assert "warning" not in text and "loop rate" in text


def test_robustness_metrics_in_tables_are_those_at_k_equal_n():
    s = _summary(loops=0, truncated=0, n=4)
    assert {"pass^2", "G-Pass@4_0.5", "mG-Pass@2"} <= set(s["metrics"])
    for text in (_text(table(s)), _text(runs_table(["a"], [s]))):
        assert "pass^4" in text and "mG-Pass@4" in text
        assert "pass^2" not in text and "G-Pass@4_" not in text and "mG-Pass@2" not in text
