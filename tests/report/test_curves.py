"""Learning curves of a set directory: ordering, paired tests, the best checkpoint, the terminal table,
the JSON and the HTML page (headless Chromium: test_curves_chromium.py)."""

from __future__ import annotations

import json

import numpy as np
import pytest
from set_dirs import SET_ACCURACY, solved, write_cell, write_set
from typer.testing import CliRunner

from proctor.cli import app
from proctor.metrics import paired_compare, paired_difference
from proctor.report.curves import build_curves, compare_points, curves_json
from proctor.report.sets import is_set_dir, load_set

PROBLEMS = 40


@pytest.fixture
def set_dir(tmp_path):
    return write_set(tmp_path / "set")


@pytest.fixture
def curves(set_dir):
    runset = load_set(set_dir)
    return runset, {c.benchmark: c for c in build_curves(runset)}


def test_set_dir_is_detected_and_read_tolerantly(set_dir, make_run):
    assert is_set_dir(set_dir)
    assert not is_set_dir(make_run("plain", np.full(5, 0.5)))  # a run directory is not a set
    runset = load_set(set_dir)
    assert len(runset.cells) == 9 and len(runset.done) == 8
    (failed,) = runset.not_plotted
    assert failed.status == "failed" and failed.view is None and "checkpoint-400" in failed.error
    assert runset.done[0].raw["extra_key_from_a_later_schema"] == {"kept": True}  # unknown keys kept


def test_points_are_in_step_order_with_the_known_accuracies(curves):
    _, by_benchmark = curves
    assert sorted(by_benchmark) == ["arith", "gsm"]
    for benchmark, counts in SET_ACCURACY.items():
        curve = by_benchmark[benchmark]
        assert [p.label for p in curve.points] == ["base", "step 100", "step 200", "step 300"]
        assert [p.step for p in curve.points] == [None, 100, 200, 300]
        assert [p.values["mean@N"]["value"] for p in curve.points] == [c / PROBLEMS for c in counts]
        for p in curve.points:  # the summary's own interval, as summary.json has it
            saved = json.loads((p.cells[0].path / "summary.json").read_text())
            assert p.values["mean@N"]["ci"] == saved["metrics"]["mean@4"]["ci"]
            assert p.values["maj@N"]["value"] == saved["metrics"]["maj@4"]["value"]
            assert p.values["tokens"]["value"] == saved["tokens"]["completion"]["value"]
            assert {"pass@2", "pass@4", "format_rate", "truncation_rate"} <= set(p.values)


def _same_as_paired_compare(comparison, a, b):
    va, vb = a.cells[0].view, b.cells[0].view
    expected = paired_compare(va.table, vb.table, va.n, vb.n, seed=0)  # as `proctor compare A B` does
    renamed = {("maj@N" if k.startswith("maj@") else k): v for k, v in expected["metrics"].items()}
    assert comparison["metrics"] == renamed
    assert comparison["problems"] == expected["problems"] == PROBLEMS


def test_paired_differences_equal_paired_compare_of_the_same_cells(curves):
    _, by_benchmark = curves
    for curve in by_benchmark.values():
        base, *checkpoints = curve.points
        assert base.vs_base is None and checkpoints[0].vs_prev is None  # its previous point is the base
        for i, p in enumerate(checkpoints):
            _same_as_paired_compare(p.vs_base, base, p)
            if i:
                _same_as_paired_compare(p.vs_prev, checkpoints[i - 1], p)
    arith = by_benchmark["arith"].points
    m = arith[3].vs_prev["metrics"]["mean@N"]  # 36 -> 28 problems solved: a significant drop
    assert m["diff"] == pytest.approx(-8 / PROBLEMS) and m["p_value"] < 0.05 and "McNemar" in m["test"]


def test_the_best_checkpoint_and_an_indistinguishable_one(curves):
    _, by_benchmark = curves
    best = by_benchmark["arith"].best
    assert best["label"] == "step 200" and best["value"] == 36 / PROBLEMS
    assert best["runner_up"] == "step 300" and best["distinguishable"]
    assert best["vs_runner_up"]["metrics"]["mean@N"]["p_value"] < 0.05
    assert "best by mean@N: step 200, 90.0% [" in best["sentence"] and "better than" in best["sentence"]
    tie = by_benchmark["gsm"].best
    assert tie["label"] == "step 300" and tie["runner_up"] == "step 200" and not tie["distinguishable"]
    assert tie["vs_runner_up"]["metrics"]["mean@N"]["p_value"] >= 0.05
    assert "not distinguishable from the runner-up step 200 (paired test p ≥ 0.05)" in tie["sentence"]


def test_repeats_are_averaged_with_their_spread(tmp_path):
    root = tmp_path / "set"
    cells = []
    for step, repeat, count in [(None, 0, 8), (None, 1, 8), (100, 0, 20), (100, 1, 24)]:
        name = f"{step}-{repeat}"
        write_cell(root / name, solved(count), 4, len(cells) + 1, "arith", step and f"ckpt-{step}")
        cells.append(
            {"name": name, "dir": name, "step": step, "base": step is None, "benchmark": "arith"}
            | {"env": "text-only", "set": {}, "repeat": repeat, "status": "done"}
        )
    (root / "manifest.json").write_text(json.dumps({"schema": 1, "cells": cells}))
    (curve,) = build_curves(load_set(root))
    base, ckpt = curve.points
    assert len(base.cells) == len(ckpt.cells) == 2
    entry = ckpt.values["mean@N"]
    assert entry["value"] == pytest.approx(0.55)
    assert entry["spread"]["runs"] == 2
    assert entry["spread"]["std_dev_across_runs"] == pytest.approx(np.std([0.5, 0.6], ddof=1))
    # the paired test reads each problem's solve rate averaged over the repeats
    rates = [[c.view.table.correct / c.view.table.n for c in p.cells] for p in (base, ckpt)]
    expected = paired_difference(np.mean(rates[0], axis=0), np.mean(rates[1], axis=0), seed=0)
    got = dict(ckpt.vs_base["metrics"]["mean@N"])
    assert got.pop("se") == pytest.approx(expected.pop("se"))  # 2-D vs 1-D: the last bit may differ
    assert got == expected
    assert compare_points(base, ckpt)["metrics"]["mean@N"]["diff"] == pytest.approx(0.35)


def test_compare_set_fits_100_columns_and_writes_the_same_as_json(set_dir, tmp_path):
    out = tmp_path / "curves.json"
    res = CliRunner().invoke(app, ["compare", str(set_dir), "--json", str(out)], env={"COLUMNS": "100"})
    assert res.exit_code == 0, res.output
    lines = res.output.splitlines()
    assert max(len(line) for line in lines) <= 100, max(lines, key=len)
    text = " ".join(res.output.split())
    for needed in ("arith · env=text-only", "gsm · env=text-only", "step 300", "Δ vs base", "McNemar"):
        assert needed in text, needed
    assert "▲ p=" in text and "▼ p=" in text  # marks, up and down
    assert text.index("base") < text.index("step 100") < text.index("step 200") < text.index("step 300")
    assert "better than the runner-up step 300" in text
    assert "not distinguishable from the runner-up step 200" in text
    assert "arith--step400--r0" in text and "adapter file not found" in text
    data = json.loads(out.read_text())
    runset = load_set(set_dir)
    assert data == json.loads(json.dumps(curves_json(runset, build_curves(runset))))
    assert [c["benchmark"] for c in data["curves"]] == ["arith", "gsm"]
    assert data["curves"][1]["best"]["distinguishable"] is False
    assert data["not_plotted"][0]["error"] == "adapter file not found: /ckpt/checkpoint-400"


def test_report_set_writes_one_offline_page(set_dir, tmp_path):
    out = tmp_path / "curves.html"
    res = CliRunner().invoke(app, ["report", str(set_dir), "-o", str(out)])
    assert res.exit_code == 0, res.output
    page = out.read_text()
    assert "http" not in page and "<script" not in page and "src=" not in page  # nothing to fetch
    assert (
        page.count("class='curve-chart'") == 2 * 7
    )  # 2 curves x (mean, pass@2, pass@4, maj, 2 rates, tokens)
    assert "id='unplotted'" in page and "adapter file not found" in page
    assert "not distinguishable from the runner-up step 200" in page


def test_a_set_of_mock_evals_end_to_end(tmp_path):
    """Cells made by `proctor eval` itself (mock models that box one answer each, on problems whose
    answers are 1, 2 or 3): the curve and the table follow the manifest's steps; a failed and a
    pending cell are listed, not plotted."""
    answers = [1] * 6 + [2] * 14 + [3] * 10
    data = tmp_path / "d.jsonl"
    data.write_text(
        "".join(
            json.dumps({"id": f"q{i}", "problem": f"What is {a}?", "answer": str(a)}) + "\n"
            for i, a in enumerate(answers)
        )
    )
    root = tmp_path / "set"
    cells = []
    for step, boxed in [(None, 1), (100, 3), (200, 2)]:
        name = "base" if step is None else f"step{step}"
        args = ["eval", "gsm8k", "--data", str(data), "--grader", "integer", "-n", "2"]
        args += ["--model", f"mock:\\boxed{{{boxed}}}", "--output", str(root / name)]
        res = CliRunner().invoke(app, args)
        assert res.exit_code == 0, res.output
        cells.append({"name": name, "dir": name, "step": step, "base": step is None, "status": "done"})
    cells.append({"name": "step300", "dir": "step300", "step": 300, "status": "failed", "error": "OOM"})
    cells.append({"name": "step400", "dir": "step400", "step": 400, "status": "pending"})
    common = {"benchmark": "gsm8k", "env": "text-only", "set": {}, "repeat": 0, "model": "mock"}
    manifest = {"schema": 1, "created": "now", "config": {}, "cells": [common | c for c in cells]}
    (root / "manifest.json").write_text(json.dumps(manifest))
    (curve,) = build_curves(load_set(root))
    assert [p.label for p in curve.points] == ["base", "step 100", "step 200"]
    assert [p.values["mean@N"]["value"] for p in curve.points] == pytest.approx([6 / 30, 10 / 30, 14 / 30])
    assert curve.best["label"] == "step 200"
    res = CliRunner().invoke(app, ["compare", str(root)], env={"COLUMNS": "100"})
    assert res.exit_code == 0, res.output
    assert max(len(line) for line in res.output.splitlines()) <= 100
    assert "OOM" in res.output and "pending" in res.output


def test_modes_tool_calls_and_problem_sets_that_differ(tmp_path):
    """Two envs are two curves (modes); a tool env's curve plots tool calls; a checkpoint run on fewer
    problems is compared on the shared ones, with a warning saying so."""
    root = tmp_path / "set"
    cells = []
    for env, calls in [("text-only", 0), ("tool", 2)]:
        for step, count, problems in [(None, 10, 40), (100, 20, 40), (200, 25, 30)]:
            name = f"{env}-{step}"
            prob = solved(count, problems)
            write_cell(root / name, prob, 2, len(cells), "arith", step and f"c{step}", env, tool_calls=calls)
            cells.append({"name": name, "dir": name, "step": step, "base": step is None, "status": "done"})
    manifest = {"schema": 1, "cells": [c | {"set": {"sampling.temperature": 0.6}} for c in cells]}
    (root / "manifest.json").write_text(json.dumps(manifest))  # no benchmark nor env: read from the runs
    text, tool = build_curves(load_set(root))
    assert (text.benchmark, text.mode) == ("arith", "env=text-only, sampling.temperature=0.6")
    assert tool.mode == "env=tool, sampling.temperature=0.6"
    assert "tool_calls" not in text.metrics() and tool.metrics()[-1] == "tool_calls"
    assert [p.values["tool_calls"]["value"] for p in tool.points] == [2.0, 2.0, 2.0]
    last = text.points[-1]
    assert last.vs_base["problems"] == 30
    assert "compared on the 30 problems both finished (base: 40, step 200: 30)" in last.vs_base["warnings"]
    res = CliRunner().invoke(app, ["report", str(root), "-o", str(tmp_path / "r.html")])
    assert res.exit_code == 0, res.output
    page = (tmp_path / "r.html").read_text()
    assert "data-metric='tool_calls'" in page
    assert "step 200 vs base: compared on the 30 problems both finished" in page
    res = CliRunner().invoke(app, ["compare", str(root)], env={"COLUMNS": "100"})
    assert "step 200 vs base: compared on the 30 problems" in " ".join(res.output.split())


def test_a_set_dir_must_come_alone(set_dir, make_run):
    other = make_run("plain", np.full(5, 0.5))
    res = CliRunner().invoke(app, ["compare", str(set_dir), str(other)], env={"COLUMNS": "300"})
    assert res.exit_code == 2 and "is a set directory" in " ".join(res.output.split())
