"""`proctor compare` and `proctor report` through typer's CliRunner on run directories."""

from __future__ import annotations

import json
import re

import numpy as np
import pytest
from typer.testing import CliRunner

from proctor.cli import app
from proctor.report import table
from proctor.report.runs import checkpoint_order

runner = CliRunner()


def invoke(*args: str):
    return runner.invoke(app, list(args), env={"COLUMNS": "200"})


def test_compare_prints_runs_pairs_and_config_warnings(make_run, tmp_path):
    p = np.linspace(0.1, 0.9, 40)
    a = make_run("a", p, seed=1, temperature=0.2)
    b = make_run("b", np.clip(p + 0.3, 0, 1), seed=2, temperature=1.0)
    out = tmp_path / "cmp.json"
    res = invoke("compare", str(a), str(b), "--json", str(out))
    assert res.exit_code == 0, res.output
    assert "mean@4" in res.output and "pass@2" in res.output and "maj@4" in res.output
    assert "sign-flip" in res.output
    assert "sampling.temperature differs" in res.output and "run.seed differs" in res.output
    data = json.loads(out.read_text())
    m = data["comparisons"][0]["metrics"]["mean@N"]
    assert m["diff"] > 0.15 and m["p_value"] < 0.01
    assert data["runs"][0]["label"] == "temperature=0.2"
    # the per-run metrics match what each run's summary.json says (same records, same seed)
    saved = json.loads((a / "summary.json").read_text())
    assert data["runs"][0]["summary"]["metrics"]["mean@4"] == saved["metrics"]["mean@4"]


def test_compare_refuses_different_problem_sets_unless_intersect(make_run):
    a = make_run("a", np.full(10, 0.5), seed=1)
    b = make_run("b", np.full(12, 0.5), seed=2, model="llamacpp:other")
    res = invoke("compare", str(a), str(b))
    assert res.exit_code == 2
    assert "different problems" in res.output and "--intersect" in res.output
    res = invoke("compare", str(a), str(b), "--intersect")
    assert res.exit_code == 0, res.output
    assert "10 problems all runs share" in res.output
    assert re.search(r"problems\s*│\s*10\s*│\s*10", res.output)
    # the report never refuses: it says so and compares on the shared problems
    res = invoke("report", str(a), str(b), "-o", str(a.parent / "r.html"))
    assert res.exit_code == 0, res.output
    page = (a.parent / "r.html").read_text()
    assert "The paired comparisons use the 10 problems all runs share." in page
    assert "(10 shared problems)" in page


def test_compare_with_one_sample_uses_mcnemar_and_flags_partial_runs(make_run):
    a = make_run("a", np.full(30, 0.5), n=1, seed=1, model="m:a")
    b = make_run("b", np.full(30, 0.5), n=1, seed=2, model="m:b", complete=False)
    res = invoke("compare", str(a), str(b))
    assert res.exit_code == 0, res.output
    assert "McNemar" in res.output and "partial run, 30 of 30 samples" in res.output


def test_compare_names_the_incomplete_run_and_hints_intersect(make_run):
    a = make_run("a", np.full(10, 0.5), n=4, seed=1, model="m:a")
    b = make_run("b", np.full(10, 0.5), n=4, seed=2, model="m:b", complete=False)
    lines = (b / "samples.jsonl").read_text().splitlines()
    (b / "samples.jsonl").write_text("\n".join(lines[:13]) + "\n")  # still running: 13 of 40 samples
    res = invoke("compare", str(a), str(b))
    assert res.exit_code == 2
    assert "intersect=True" not in res.output and "--intersect" in res.output
    flat = " ".join(res.output.split())
    assert "m:b: partial run, 13 of 40 samples" in flat and "--resume" in flat, res.output


def test_compare_labels_stay_readable_at_80_columns(make_run):
    long = "llamacpp:/models/SmolLM2-135M-Instruct-Q4_1-finetuned-step"
    a = make_run("a", np.full(30, 0.5), seed=1, model=long + "1000.gguf")
    b = make_run("b", np.full(30, 0.6), seed=2, model=long + "2000.gguf")
    res = runner.invoke(app, ["compare", str(a), str(b)], env={"COLUMNS": "80"})
    assert res.exit_code == 0, res.output
    assert all(len(line) <= 80 for line in res.output.splitlines())
    flat = res.output.replace("\n", "")
    assert long + "1000.gguf" in flat and long + "2000.gguf" in flat  # the legend folds, never truncates
    assert "…" not in res.output


def test_compare_of_two_ns_never_puts_maj8_and_maj4_in_one_row(make_run, tmp_path):
    a = make_run("a", np.full(30, 0.5), n=8, seed=1, model="m:a")
    b = make_run("b", np.full(30, 0.5), n=4, seed=2, model="m:b")
    out = tmp_path / "cmp.json"
    res = invoke("compare", str(a), str(b), "--json", str(out))
    assert res.exit_code == 0, res.output
    metrics = json.loads(out.read_text())["comparisons"][0]["metrics"]
    assert not any(name.startswith("maj") for name in metrics)
    assert "maj@8 and maj@4 are different metrics" in res.output


def test_unequal_n_and_errored_samples_are_warned(make_run, tmp_path):
    import json as _json

    a = make_run("a", np.full(6, 0.5), n=4, seed=1, complete=False)
    lines = (a / "samples.jsonl").read_text().splitlines()
    kept = lines[:-3]  # the last problem lost 3 of its 4 samples
    broken = _json.loads(lines[0])
    broken.update(sample_index=9, error="backend died", stop_reason="error", problem_id="p1")
    (a / "samples.jsonl").write_text("\n".join([*kept, _json.dumps(broken)]) + "\n")
    b = make_run("b", np.full(6, 0.5), n=4, seed=2, model="m:b")
    out = tmp_path / "r.html"
    res = invoke("report", str(a), str(b), "-o", str(out))
    assert res.exit_code == 0, res.output
    page = out.read_text()
    assert "unequal samples per problem (1-4, N=4)" in page
    assert "<td>1–4</td>" in page
    assert "1 errored sample(s) left out" in page


def test_compare_bad_input_errors(make_run, tmp_path):
    a = make_run("a", np.full(5, 0.5))
    res = invoke("compare", str(a))
    assert res.exit_code != 0 and "at least two run directories" in res.output
    res = invoke("compare", str(a), str(tmp_path / "nope"))
    assert res.exit_code != 0 and "does not exist" in res.output
    (tmp_path / "empty").mkdir()
    res = invoke("compare", str(a), str(tmp_path / "empty"))
    assert res.exit_code != 0 and "config.toml is missing" in res.output


def test_table_renders_the_headline_metrics(make_run):
    a = make_run("a", np.full(8, 0.5))
    summary = json.loads((a / "summary.json").read_text())
    from rich.console import Console

    console = Console(width=150, record=True)
    console.print(table(summary))
    text = console.export_text()
    for label in (
        "mean@4",
        "pass@2",
        "pass@4",
        "maj@4",
        "format rate",
        "truncation rate",
        "grader timeout rate",
    ):
        assert label in text
    v = summary["metrics"]["mean@4"]
    assert f"{100 * v['value']:.1f}%" in text and f"[{100 * v['ci'][0]:.1f}, {100 * v['ci'][1]:.1f}]" in text


def test_checkpoints_given_as_adapters_are_ordered(make_run, tmp_path):
    from proctor.report.runs import load_runs, ordered
    from proctor.runs import read_config, write_config

    paths = []
    for step in (1500, 500, 1000):
        path = make_run(f"ckpt{step}", np.full(5, 0.5), seed=step)
        config = read_config(path)
        config["model"]["adapter"] = f"/ckpts/checkpoint-{step}"
        write_config(path, config)
        paths.append(path)
    labels = [v.label for v in ordered(load_runs(paths))]
    assert labels == [f"checkpoint-{s}" for s in (500, 1000, 1500)]


def test_checkpoint_order_sorts_numbered_checkpoints_only():
    assert checkpoint_order(
        ["llamacpp:m.gguf@ckpt-200", "llamacpp:m.gguf@ckpt-50", "llamacpp:m.gguf@ckpt-1000"]
    ) == [1, 0, 2]
    assert checkpoint_order(["openai:gpt", "llamacpp:smollm2"]) is None


@pytest.mark.parametrize("n_runs", [1, 3])
def test_report_writes_one_self_contained_file(make_run, tmp_path, n_runs):
    runs = [
        make_run(
            f"r{i}",
            np.linspace(0.1, 0.9, 12) * (0.5 + 0.25 * i),
            seed=i,
            model=f"llamacpp:m@step-{(3 - i) * 100}",
        )
        for i in range(n_runs)
    ]
    out = tmp_path / "out" / "report.html"
    res = invoke("report", *map(str, runs), "-o", str(out), "--transcripts", "2")
    assert res.exit_code == 0, res.output
    page = out.read_text()
    assert page.count("data:image/png;base64,") == 5
    assert "http://" not in page and "https://" not in page  # nothing fetched from the network
    assert page.count("<details id=") == n_runs * 12 * 2  # 2 transcripts per problem and run
    assert "href='#s0-0-0'" in page and "id='s0-0-0'" in page
    if n_runs == 3:  # checkpoint order: step-100, step-200, step-300
        labels = re.findall(r"<tr><td class='l path'>(step-\d+)</td>", page)
        assert labels[:3] == ["step-100", "step-200", "step-300"]
        assert page.count("<table class='compare'>") == 3


def test_paired_compare_takes_run_directories_read_back(make_run):
    from proctor.metrics import paired_compare
    from proctor.runs import read_run

    p = np.linspace(0.2, 0.8, 25)
    a = read_run(make_run("a", p, n=2, seed=1))
    b = read_run(make_run("b", p, n=2, seed=2, model="m:b"))
    res = paired_compare(a, b, resamples=200, permutations=500)
    assert res["n_a"] == res["n_b"] == 2 and res["problems"] == 25
    ca = sum(r.correct for r in a.records) / 50
    cb = sum(r.correct for r in b.records) / 50
    assert res["metrics"]["mean@N"]["diff"] == pytest.approx(cb - ca)


def test_public_api_is_pinned():
    import proctor.metrics
    import proctor.report

    assert {"summarize", "pass_at_k", "paired_compare", "mean_ci", "majority_vote"} <= set(
        proctor.metrics.__all__
    )
    assert proctor.report.__all__ == ["compare_table", "runs_table", "table"]
    assert callable(proctor.report.table)


def test_undefined_maj_is_shown_as_undefined_not_as_a_number():
    from rich.console import Console

    from proctor.envs.base import Trajectory
    from proctor.metrics import summarize
    from proctor.report.tables import runs_table

    recs = [
        Trajectory(
            problem_id="p", sample_index=i, seed=i, extracted=e, correct=ok, grader="judge", grade_status="ok"
        )
        for i, (e, ok) in enumerate([("10/10", True), ("0/10", False)])
    ]
    summary = summarize(recs, n=2)
    console = Console(width=150, record=True)
    console.print(table(summary))
    console.print(runs_table(["A"], [summary]))
    text = console.export_text()
    assert "maj@2" in text and text.count("undefined") >= 2 and "judge grader scores responses" in text
