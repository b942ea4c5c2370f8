"""Runs labelled by what differs between them (``--label``, the checkpoint's step, the env, the
setting), never by a bare number; checkpoints in step order; the report's tables fit 1280 px."""

from __future__ import annotations

import json

import numpy as np
import pytest
from typer.testing import CliRunner

from proctor.cli import app
from proctor.report.compare import run_warnings
from proctor.report.runs import checkpoint_step, load_runs, ordered
from proctor.runs import RunDirError, read_config, write_config

runner = CliRunner()
P = np.linspace(0.2, 0.8, 10)


def edit(path, **sections):
    config = read_config(path)
    for section, values in sections.items():
        config.setdefault(section, {}).update(values)
    write_config(path, config)
    return path


def labels(paths, given=None):
    return [v.label for v in ordered(load_runs(paths, labels=given))]


def test_one_model_at_two_temperatures_is_labelled_by_the_temperature(make_run):
    a = make_run("a", P, seed=1, temperature=0.2)
    b = make_run("b", P, seed=2, temperature=1.0)
    assert labels([a, b]) == ["temperature=0.2", "temperature=1.0"]  # the seed is noise, not shown


def test_runs_that_differ_in_env_or_another_setting_say_so(make_run):
    a = make_run("a", P)
    b = edit(make_run("b", P), env={"name": "tool", "max_turns": 6, "workers": 4})
    assert labels([a, b]) == ["text-only", "tool"]  # the tool env's own options follow from it
    hot = edit(make_run("hot", P, temperature=1.0), env={"name": "tool", "max_turns": 6})
    assert labels([a, hot]) == ["text-only, temperature=0.6", "tool, temperature=1.0"]
    c = edit(make_run("c", P), sampling={"max_tokens": 2048})
    assert labels([a, c]) == ["max_tokens=256", "max_tokens=2048"]
    d = edit(make_run("d", P, model="openai:gpt-4o"), sampling={"top_p": 0.9})
    assert labels([a, d]) == ["llamacpp:smollm2 (top_p=1.0)", "openai:gpt-4o (top_p=0.9)"]
    # sampling settings are named before the others, at most three, then how many more
    e = edit(
        make_run("e", P),
        env={"x_opt": 1},
        prompt={"fewshot": 2},
        sampling={"top_p": 0.5, "top_k": 5, "max_tokens": 99},
    )
    assert labels([a, e])[1] == "max_tokens=99, top_k=5, top_p=0.5, +2 more"


def test_a_setting_unset_in_one_run_and_at_its_default_in_the_other_is_no_difference(make_run):
    a = make_run("a", P, seed=3)
    b = edit(make_run("b", P, seed=3), sampling={"stop": []}, prompt={"fewshot": 0})
    c = edit(make_run("c", P, seed=3), env={"keep_thinking": False})
    views = load_runs([a, b, c])
    assert [v.label for v in views] == ["a", "b", "c"]  # nothing differs: the directories' names
    assert not [w for w in run_warnings(views) if w.startswith("config")]


def test_identical_runs_are_named_by_directory_never_by_a_bare_number(make_run, tmp_path):
    a = make_run("x/run", P)
    b = make_run("y/run", P)
    got = labels([a, b])
    assert got == ["x/run", "y/run"] and not any("#" in g for g in got)


def test_label_given_per_run_wins_and_must_match_the_runs(make_run):
    a = make_run("a", P, temperature=0.2)
    b = make_run("b", P, temperature=1.0)
    assert labels([a, b], ["cold", "hot"]) == ["cold", "hot"]
    with pytest.raises(RunDirError, match="one per run"):
        load_runs([a, b], labels=["only-one"])
    out = a.parent / "cmp.json"
    res = runner.invoke(
        app,
        ["compare", str(a), str(b), "--label", "cold", "--label", "hot", "--json", str(out)],
        env={"COLUMNS": "200"},
    )
    assert res.exit_code == 0, res.output
    assert [r["label"] for r in json.loads(out.read_text())["runs"]] == ["cold", "hot"]
    assert "cold  llamacpp:smollm2" in res.output  # the legend names the model the label does not


def test_checkpoints_are_labelled_by_step_and_sorted_naturally(make_run):
    paths = [make_run(f"s{s}", P, model=f"hf:org/model-step-{s}") for s in (1000, 200, 50)]
    assert labels(paths) == ["step-50", "step-200", "step-1000"]
    assert checkpoint_step("hf:org/model-step-1000") == 1000
    assert checkpoint_step("llamacpp:smollm2 + /ckpts/checkpoint-500") == 500
    assert checkpoint_step("openai:gpt-4o") is None


def test_a_base_model_and_its_adapters_sort_base_first_then_by_step(make_run):
    base = make_run("base", P)
    paths = [base]
    for step in (1000, 200):
        paths.append(edit(make_run(f"a{step}", P), model={"adapter": f"/ckpts/checkpoint-{step}"}))
    assert labels(paths) == [
        "llamacpp:smollm2",
        "llamacpp:smollm2 + /ckpts/checkpoint-200",
        "llamacpp:smollm2 + /ckpts/checkpoint-1000",
    ]


def test_labels_given_as_steps_sort_naturally(make_run):
    a = make_run("a", P, seed=1)
    b = make_run("b", P, seed=2)
    assert labels([a, b], ["step-1000", "step-200"]) == ["step-200", "step-1000"]


def test_report_tables_wrap_to_the_page(make_run, tmp_path):
    from proctor.report.html import CSS

    assert "max-width:100%" in CSS.split("table{", 1)[1].split("}", 1)[0]
    assert "overflow-wrap:anywhere" in CSS  # long names (td.path) only: test_report_tools_and_changes.py
