"""Thinking rows in the printed tables (the end-of-eval table, `proctor compare`, the HTML report): only
for runs with thinking data; an ordinary run's tables are unchanged."""

from __future__ import annotations

import asyncio

from rich.console import Console
from typer.testing import CliRunner

from proctor.cli import app
from proctor.config import build_config
from proctor.models.mock import MockSampler
from proctor.models.thinking import ThinkingSampler
from proctor.report import runs_table, table
from proctor.runner import execute, start_run

THINK_ROWS = (
    "thinking tokens mean / p50 / p95",
    "answer tokens mean / p50 / p95",
    "truncated in thinking",
    "accuracy, thinking bin 1",
)


class WordMock(MockSampler):
    """The mock with whitespace tokens, so the thinking's tokens can be counted."""

    def tokenize(self, text):
        return [0] * len(text.split())


def script(prompt, seed):
    """Pencils (answer 20): 30 words of thinking, then the right answer. The product: 6 words, then a
    wrong one. The third problem thinks past the 50-token budget, never closing its thinking."""
    q = prompt[-1]["content"]
    if "pencils" in q:
        return "<think>" + " ".join(["w"] * 30) + "</think>The answer is \\boxed{20}."
    if "Compute" in q:
        return "<think>" + " ".join(["w"] * 6) + "</think>The answer is \\boxed{20}."
    return "<think>" + " ".join(["w"] * 100)


def run(tmp_path, name, sampler):
    cfg = build_config(
        None, None, ["model.ref=mock:x", "benchmark.limit=3", "sampling.n=2", "sampling.max_tokens=50"]
    )
    prep, run_dir, done = start_run(cfg, tmp_path / name)
    prep.sampler = sampler
    return run_dir, asyncio.run(execute(prep, run_dir, done)).summary


def rendered(t) -> str:
    console = Console(record=True, width=240)
    console.print(t)
    return console.export_text()


def rows_of(text: str) -> dict[str, str]:
    out = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip("│┃ ").split("│")]
        if len(cells) >= 2 and cells[0]:
            out[cells[0]] = cells[1]
    return out


def test_end_of_eval_table_shows_thinking_rows_with_the_runs_figures(tmp_path):
    _, summary = run(tmp_path, "think", ThinkingSampler(WordMock(script)))
    rows = rows_of(rendered(table(summary)))
    # thinking tokens per sample: 30, 30, 6, 6, 50, 50 (the unclosed ones: the whole completion)
    assert rows["thinking tokens mean / p50 / p95"] == "28.7 / 30 / 50"
    assert rows["answer tokens mean / p50 / p95"] == "2.0 / 3 / 3"
    assert rows["truncated in thinking"] == "2 of 6 samples"
    assert rows["accuracy, thinking bin 1"] == "0.0% (6–12 tok, n=2)"
    assert rows["accuracy, thinking bin 2"] == "100.0% (30–45 tok, n=2)"
    assert rows["accuracy, thinking bin 3"] == "0.0% (45–50 tok, n=2)"
    assert "budget shrunk to fit context" not in rows


def test_an_ordinary_run_gets_no_new_rows(tmp_path):
    _, summary = run(tmp_path, "plain", MockSampler("The answer is \\boxed{20}."))
    text = rendered(table(summary))
    assert "thinking" not in text and "answer tokens" not in text and "budget shrunk" not in text
    assert "mean@2" in text
    labels = list(rows_of(rendered(runs_table(["A"], [summary]))))
    assert labels[-2:] == ["problems", "samples"] and not any(
        "thinking" in x or "budget" in x for x in labels
    )


def test_eval_prints_the_rows_and_a_shrunk_budget(tmp_path):
    res = CliRunner().invoke(
        app,
        ["eval", "arith", "--model", "mock:<think>a b c</think>\\boxed{4}", "--limit", "2", "--set", "model.n_ctx=256",
         "--output", str(tmp_path / "cli")],
        env={"COLUMNS": "200"},
    )  # fmt: skip
    assert res.exit_code == 0, res.output
    rows = rows_of(res.output)
    assert rows["truncated in thinking"] == "0 of 2 samples" and "thinking tokens mean / p50 / p95" in rows
    assert rows["budget shrunk to fit context"] == "2 of 2 samples"  # n_ctx 256 < prompt + 1024


def test_compare_and_report_put_thinking_rows_beside_an_ordinary_run(tmp_path):
    think, _ = run(tmp_path, "think", ThinkingSampler(WordMock(script)))
    plain, _ = run(tmp_path, "plain", MockSampler("The answer is \\boxed{20}."))
    res = CliRunner().invoke(app, ["compare", str(think), str(plain)], env={"COLUMNS": "200"})
    assert res.exit_code == 0, res.output
    line = next(x for x in res.output.splitlines() if "thinking tokens mean" in x)
    assert "28.7 / 30 / 50" in line and line.rstrip(" │").endswith("–")  # B, the ordinary run: none
    assert "2 of 6 samples" in next(x for x in res.output.splitlines() if "truncated in thinking" in x)
    html = tmp_path / "r.html"
    res = CliRunner().invoke(app, ["report", str(think), str(plain), "-o", str(html)])
    assert res.exit_code == 0, res.output
    page = html.read_text()
    assert "accuracy, thinking bin 2</td><td>100.0% (30–45 tok, n=2)</td><td>–</td>" in page
    for label in THINK_ROWS:
        assert label in page
    # the transcripts show each turn's thinking apart from the answer
    assert page.count("assistant thinking, turn 0 · closed · 30 tokens</div>") == 2
    assert page.count("assistant thinking, turn 0 · unclosed · 50 tokens</div>") == 2
