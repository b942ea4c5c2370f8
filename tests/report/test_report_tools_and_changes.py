"""The HTML report shows the tool metrics the terminal shows, the tool env's observations labelled as
tool output, the problems whose accuracy changed first (two runs), and breaks only long names."""

from __future__ import annotations

import json
import re

from proctor_cli import run_proctor

from proctor.report.html import CSS


def _correct(run) -> dict[str, bool]:
    lines = (run / "samples.jsonl").read_text(encoding="utf-8").splitlines()
    return {r["problem_id"]: bool(r["correct"]) for r in map(json.loads, lines)}


def test_tool_metrics_changed_problems_first_and_tool_output_labels(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    tool_text = "mock:```python\nprint(3)\n```\nSo \\boxed{3}"
    run_proctor("eval", "arith", "--model", tool_text, "--env", "tool", "--set", "env.max_tool_calls=1",
                "--limit", "12", "-q", "--output", str(a))  # fmt: skip
    run_proctor("eval", "arith", "--model", "mock:seeded", "--limit", "12", "-q", "--output", str(b))
    out = tmp_path / "report.html"
    run_proctor("report", str(a), str(b), "-o", str(out))
    page = out.read_text(encoding="utf-8")

    summary = json.loads((a / "summary.json").read_text(encoding="utf-8"))
    assert summary["tools"]["mean_tool_calls"] == 1.0
    assert "<td class='l'>tool calls / sample</td><td>1.00</td><td>–</td>" in page
    assert "tool error rate" in page and "turns / sample" in page
    assert "<div class='role'>tool output (user turn)</div>" in page  # fenced: sent as a user turn

    ca, cb = _correct(a), _correct(b)
    changed = {pid for pid in ca if ca[pid] != cb[pid]}
    assert changed and len(changed) < 12
    table = page.split("<table id='problems'>", 1)[1].split("</table>", 1)[0]
    order = re.findall(r"<tr><td class='l'>([^<]+?)(?: <span|</td>)", table)
    assert len(order) == 12
    assert set(order[: len(changed)]) == changed  # the changed ones first
    assert table.count("⇄") == len(changed)


def test_only_long_names_break_mid_word():
    cell = CSS.split("th,td{", 1)[1].split("}", 1)[0]
    assert "overflow-wrap:normal" in cell and "anywhere" not in cell
    assert "td.path,th.path{overflow-wrap:anywhere}" in CSS
    body = CSS.split("body{", 1)[1].split("}", 1)[0]
    assert "anywhere" not in body
