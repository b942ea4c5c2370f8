"""--fewshot K: fixed published exemplars, never an evaluated problem, as one prompt or as chat turns,
recorded in config.toml, and part of the data fingerprint."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import tomllib

import pytest

from proctor.benchmarks import REGISTRY, BenchmarkError, load_benchmark
from proctor.benchmarks.fewshot import FEWSHOT_SETS, render_prompt
from proctor.envs.single_turn import initial_messages

from .test_registry import SHARED_FILES


@pytest.mark.parametrize("name", [*SHARED_FILES, "arith"])
def test_no_exemplar_is_an_evaluated_problem(name, shared_data, grader_for):
    """Over every real offline copy: the full exemplar set shares no id and no question with the data."""
    spec = REGISTRY[name]
    fs = FEWSHOT_SETS[spec.fewshot]
    data = shared_data / SHARED_FILES[name][0] if name in SHARED_FILES else None
    loaded = load_benchmark(name, data=data, grader=grader_for(spec.grader), fewshot=len(fs.exemplars))
    ids = {p.id for p in loaded.problems}
    questions = {" ".join(p.question.split()) for p in loaded.problems}
    for e in fs.exemplars:
        assert e.id not in ids
        assert " ".join(e.question.split()) not in questions
    for p in loaded.problems:  # every prompt holds all K exemplars, solved, then the problem
        assert all(fs.solved(e) in p.prompt for e in fs.exemplars)
        assert p.prompt.endswith(fs.query(p.question))


def test_gsm8k_8shot_prompt_shape(shared_data, grader_for):
    loaded = load_benchmark(
        "gsm8k", data=shared_data / "gsm8k_test.jsonl", limit=2, grader=grader_for("number"), fewshot=8
    )
    prompt = loaded.problems[0].prompt
    assert prompt.count("\nA: ") == 8 and prompt.count("The answer is") == 8
    assert prompt.startswith("Q: There are 15 trees in the grove.")
    assert prompt.endswith("Q: " + loaded.problems[0].question + "\nA:")
    assert "Please reason step by step" not in prompt  # the set's format replaces the template


def test_an_exemplar_in_the_data_is_refused(tmp_path, grader_for):
    fs = FEWSHOT_SETS["gsm8k-cot"]
    rows = [
        {"id": "a", "problem": "What is 2 + 2?", "answer": "4"},
        {"id": "b", "problem": "  " + fs.exemplars[2].question.upper() + " ", "answer": "39"},
    ]
    path = tmp_path / "leak.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    with pytest.raises(BenchmarkError, match="exemplar fewshot-gsm8k-cot-3 is problem 'b'"):
        load_benchmark("gsm8k", data=path, grader=grader_for("number"), fewshot=8)
    # the first two exemplars do not clash: K=2 is fine
    assert len(load_benchmark("gsm8k", data=path, grader=grader_for("number"), fewshot=2).problems) == 2


def test_too_many_and_no_set_are_clear_errors(grader_for):
    with pytest.raises(
        BenchmarkError, match=r"(?s)the minerva-math set has 4 exemplars.*--fewshot 4 or fewer"
    ):
        load_benchmark("math500", data=None, grader=grader_for("math"), fewshot=5, limit=1)
    from proctor.benchmarks import load_spec

    bare = REGISTRY["arith"].model_copy(update={"fewshot": None})
    with pytest.raises(BenchmarkError, match="has no few-shot exemplars"):
        load_spec(bare, fewshot=1, limit=1)


def test_chat_form_and_fingerprints(grader_for):
    zero = load_benchmark("arith", limit=3)
    single = load_benchmark("arith", limit=3, fewshot=2)
    chat = load_benchmark("arith", limit=3, fewshot=2, fewshot_as_chat=True)
    # zero-shot fingerprints are what they always were: sha256 over [id, prompt, answer]
    payload = json.dumps([[p.id, p.prompt, p.answer] for p in zero.problems], ensure_ascii=False)
    assert zero.fingerprint == hashlib.sha256(payload.encode()).hexdigest()
    assert len({zero.fingerprint, single.fingerprint, chat.fingerprint}) == 3
    fs = FEWSHOT_SETS["arith"]
    p = chat.problems[0]
    assert p.prompt == "Q: " + p.question
    messages = initial_messages("sys", p)
    assert [m["role"] for m in messages] == ["system", "user", "assistant", "user", "assistant", "user"]
    assert messages[2]["content"] == fs.exemplars[0].solution
    assert messages[-1]["content"] == p.prompt
    assert single.problems[0].prompt == render_prompt(fs, 2, single.problems[0].question)
    assert initial_messages(None, single.problems[0])[0]["content"] == single.problems[0].prompt


def _eval(args, tmp_path):
    return subprocess.run(
        [sys.executable, "-m", "proctor", "eval", *args, "-q"], capture_output=True, text=True, cwd=tmp_path
    )


def test_cli_records_exemplars_and_resumes(tmp_path):
    out = tmp_path / "run"
    r = _eval(
        ["arith", "--model", "mock:The answer is 3.", "--limit", "2", "--fewshot", "3", "--output", str(out)],
        tmp_path,
    )
    assert r.returncode == 0, r.stderr
    cfg = tomllib.loads((out / "config.toml").read_text())
    assert cfg["prompt"]["fewshot"] == 3 and cfg["prompt"]["fewshot_as_chat"] is False
    assert cfg["prompt"]["fewshot_ids"] == ["fewshot-arith-1", "fewshot-arith-2", "fewshot-arith-3"]
    assert "template" not in cfg["prompt"]
    assert cfg["sampling"]["stop"] == list(FEWSHOT_SETS["arith"].stop)  # a base model stops at the next "Q:"
    record = json.loads((out / "samples.jsonl").read_text().splitlines()[0])
    assert record["messages"][-2]["content"].count("\nA: ") == 3
    # resume reloads the same few-shot prompts (same fingerprint) and adds no stop twice
    (out / "summary.json").unlink()
    r = _eval(["--resume", str(out)], tmp_path)
    assert r.returncode == 0, r.stderr
    assert tomllib.loads((out / "config.toml").read_text()) == cfg


def test_cli_refuses_contradictory_prompt_options(tmp_path):
    r = _eval(["arith", "--model", "mock:x", "--fewshot-as-chat", "--output", str(tmp_path / "a")], tmp_path)
    assert r.returncode == 2 and "--fewshot-as-chat needs --fewshot K" in r.stderr + r.stdout
    r = _eval(
        [
            "arith",
            "--model",
            "mock:x",
            "--fewshot",
            "2",
            "--set",
            "prompt.template='{problem} go'",
            "--output",
            str(tmp_path / "b"),
        ],
        tmp_path,
    )
    assert r.returncode == 2 and "prompt.template and --fewshot" in r.stderr + r.stdout
    assert not (tmp_path / "a").exists() and not (tmp_path / "b").exists()


@pytest.mark.model
def test_embedded_model_stops_before_the_next_exemplar(tmp_path):
    """A real model continuing a few-shot prompt writes the next "Q:" itself; the set's stop ends the
    completion there, so the graded text is this problem's answer alone."""
    out = tmp_path / "run"
    r = _eval(
        [
            "arith",
            "--limit",
            "2",
            "--fewshot",
            "4",
            "--max-tokens",
            "96",
            "--temperature",
            "0",
            "--output",
            str(out),
        ],
        tmp_path,
    )
    assert r.returncode == 0, r.stderr
    for line in (out / "samples.jsonl").read_text().splitlines():
        text = json.loads(line)["final_text"]
        assert "\nQ:" not in text
