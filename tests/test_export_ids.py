"""Exported tables carry what identifies each row (run, model, step, env, benchmark, problem id and
text), so the tables of many runs concatenate and group; the trackers get the same columns and the
checkpoint's step."""

from __future__ import annotations

import subprocess
import sys

import pandas as pd
import pytest

import proctor
from proctor.config import checkpoint_step
from proctor.runs.load import IDENTITY, export_run, problem_text


def evaluate(tmp_path, name, model, **settings):
    out = tmp_path / name
    proctor.evaluate(
        "arith", settings={"model.ref": model, "benchmark.limit": 3, "sampling.n": 2, **settings}, output=out
    )
    return out


def test_exports_of_two_runs_concatenate_and_group_by_run_and_model(tmp_path):
    a = evaluate(tmp_path, "run-a", "mock:step-100")
    b = evaluate(tmp_path, "run-b", "mock:step-2000")
    frames = []
    for run in (a, b):
        path = tmp_path / f"{run.name}.csv"
        done = subprocess.run(
            [sys.executable, "-m", "proctor", "export", str(run), "--format", "csv", "-o", str(path)],
            capture_output=True,
            text=True,
        )
        assert done.returncode == 0, done.stderr
        frames.append(pd.read_csv(path))
    both = pd.concat(frames, ignore_index=True)
    assert list(both.columns[: len(IDENTITY)]) == list(IDENTITY)
    assert both.groupby("run").size().to_dict() == {"run-a": 6, "run-b": 6}
    assert both.groupby("model").size().to_dict() == {"mock:step-100": 6, "mock:step-2000": 6}
    assert both.groupby("run")["step"].first().to_dict() == {"run-a": 100, "run-b": 2000}
    assert set(both["env"]) == {"text-only"} and set(both["benchmark"]) == {"arith"}
    assert both.groupby(["run", "problem_id"]).size().eq(2).all()
    # the problem as asked, the prompt template's instructions taken off
    questions = {p.id: p.question for p in proctor.load_benchmark("arith").problems}
    for pid, text in zip(both["problem_id"], both["problem"], strict=True):
        assert text == questions[pid]


def test_the_frame_of_a_base_model_has_no_step_and_parquet_keeps_the_columns(tmp_path):
    pytest.importorskip("pyarrow")
    run = evaluate(tmp_path, "base", "mock:42")
    df = proctor.load_run(run, frame=True)
    assert df["run"].unique().tolist() == ["base"] and df["step"].isna().all()
    back = pd.read_parquet(export_run(run, "parquet"))
    assert list(back.columns[: len(IDENTITY)]) == list(IDENTITY)


def test_problem_text_skips_few_shot_chat_turns_and_keeps_a_prompt_it_cannot_undo():
    messages = [
        {"role": "system", "content": "s"},
        {"role": "user", "content": "Q: 1+1"},
        {"role": "assistant", "content": "2"},
        {"role": "user", "content": "Q: 2+3"},
        {"role": "assistant", "content": "5"},
    ]
    chat = {"prompt": {"fewshot": 1, "fewshot_as_chat": True}}
    assert problem_text({"messages": messages}, chat) == "Q: 2+3"
    templated = {"prompt": {"template": "Solve: {problem} Put it in \\\\boxed{{}}."}}
    asked = [{"role": "user", "content": "Solve: 7*6 Put it in \\\\boxed{}."}]
    assert problem_text({"messages": asked}, templated) == "7*6"
    other = [{"role": "user", "content": "something else"}]
    assert problem_text({"messages": other}, templated) == "something else"
    assert problem_text({}, templated) is None


@pytest.mark.parametrize(
    ("name", "step"),
    [
        ("hf:org/model-step-1000", 1000),
        ("llamacpp:base.gguf + /ckpts/checkpoint-500", 500),
        ("vllm:run/global_step300", 300),
        ("hf:org/model_ckpt_50", 50),
        ("openai:gpt-4o", None),
        ("hf:org/steps-model", None),
    ],
)
def test_checkpoint_step_from_a_model_or_adapter_name(name, step):
    assert checkpoint_step(name) == step
