"""Runner behaviour on faults: prompts over the context, grader bugs, concurrent use of a run directory."""

from __future__ import annotations

import asyncio
import json
import sys

import pytest
from typer.testing import CliRunner

from proctor.cli import app
from proctor.config import build_config
from proctor.grading import get_grader
from proctor.models.base import PromptTooLong
from proctor.models.mock import MockSampler
from proctor.runner import execute, prepare, resume_run, start_run
from proctor.runs import RunDirError, read_run


def test_grader_options_take_effect_without_a_grader_name():
    cfg = build_config(None, None, ["model.ref=mock:x", 'grader.options={fallbacks=["hashes"]}'])
    prep = prepare(cfg)
    assert prep.grader.version == get_grader("number", fallbacks=["hashes"]).version
    assert prep.grader.version != get_grader("number").version


class TooLong(MockSampler):
    async def sample(self, prompt, params, n=1, seed=None):
        if seed is not None and seed % 2:
            raise PromptTooLong("prompt of 5000 tokens does not fit the context of 4096")
        return await super().sample(prompt, params, n, seed)


def test_prompt_too_long_is_recorded_as_data_and_the_run_completes(tmp_path):
    cfg = build_config(None, None, ["model.ref=mock:x", "benchmark.limit=4", "sampling.n=2"])
    prep, run_dir, done = start_run(cfg, tmp_path / "run")
    prep.sampler = TooLong("\\boxed{1}")
    result = asyncio.run(execute(prep, run_dir, done))
    run = read_run(run_dir)
    too_long = [r for r in run.records if r.stop_reason == "prompt_too_long"]
    assert too_long and len(run.records) == 8 and result.summary is not None
    assert all(r.error is None and not r.correct and "5000 tokens" in r.info["detail"] for r in too_long)


def test_a_grader_bug_stops_the_run_with_a_clear_message(tmp_path, monkeypatch):
    mod = tmp_path / "badgrader.py"
    mod.write_text("def g(response, answer):\n    raise RuntimeError('oops')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    out = tmp_path / "run"
    r = CliRunner().invoke(
        app,
        [
            "eval",
            "arith",
            "--model",
            "mock:x",
            "--limit",
            "2",
            "--grader",
            "badgrader:g",
            "-q",
            "--output",
            str(out),
        ],
    )
    assert r.exit_code == 3, r.output
    assert "badgrader:g" in r.output and "oops" in r.output and "resume" in r.output
    assert not (out / "summary.json").exists()
    sys.modules.pop("badgrader", None)


def test_one_process_per_run_directory(tmp_path):
    cfg = build_config(None, None, ["model.ref=mock:x", "benchmark.limit=2"])
    prep, run_dir, done = start_run(cfg, tmp_path / "run")
    with pytest.raises(RunDirError, match="in use by another proctor process"):
        resume_run(run_dir)
    asyncio.run(execute(prep, run_dir, done))  # releases the lock
    prep2, _, done2 = resume_run(run_dir)
    assert len(done2) == 2
    asyncio.run(execute(prep2, run_dir, done2))


def test_non_record_lines_stop_the_resume_naming_their_line(tmp_path):
    cfg = build_config(None, None, ["model.ref=mock:x", "benchmark.limit=2"])
    prep, run_dir, done = start_run(cfg, tmp_path / "run")
    asyncio.run(execute(prep, run_dir, done))
    with open(run_dir / "samples.jsonl", "a") as f:
        f.write("[1, 2]\n" + json.dumps({"no": "keys"}) + "\n")
    before = (run_dir / "samples.jsonl").read_bytes()
    for _ in range(2):  # the second attempt meets the same refusal, not a held lock
        with pytest.raises(RunDirError, match=r"samples\.jsonl:3: not a valid sample record"):
            resume_run(run_dir)
    assert (run_dir / "samples.jsonl").read_bytes() == before  # nothing dropped


def test_resume_refuses_a_changed_grader_and_points_to_regrade(tmp_path):
    import tomllib

    import tomli_w

    cfg = build_config(None, None, ["model.ref=mock:x", "benchmark.limit=2"])
    prep, run_dir, done = start_run(cfg, tmp_path / "run")
    asyncio.run(execute(prep, run_dir, done))
    config = tomllib.loads((run_dir / "config.toml").read_text())
    config["resolved"]["grader_version"] = "number-0+000000"  # graded by another grader version
    (run_dir / "config.toml").write_text(tomli_w.dumps(config))
    from proctor.runner import ResumeError

    with pytest.raises(ResumeError, match=r"grader changed.*number-0\+000000.*proctor regrade"):
        resume_run(run_dir)


def test_fatal_backend_error_at_setup_is_a_message(tmp_path):
    r = CliRunner().invoke(
        app, ["eval", "arith", "--model", "llamacpp:/nope/model.gguf", "--output", str(tmp_path / "run")]
    )
    assert r.exit_code == 2 and "does not exist" in r.output and "Traceback" not in r.output


def test_a_refused_resume_releases_the_run_directory(tmp_path):
    data = tmp_path / "d.jsonl"
    data.write_text('{"id": "a", "question": "1+1?", "answer": "2"}\n')
    cfg = build_config(None, None, ["model.ref=mock:x", "benchmark.name=gsm8k", f"benchmark.data='{data}'"])
    prep, run_dir, done = start_run(cfg, tmp_path / "run")
    asyncio.run(execute(prep, run_dir, done))
    data.write_text('{"id": "a", "question": "1+1?", "answer": "3"}\n')
    from proctor.runner import ResumeError

    for _ in range(2):  # the second attempt meets the same refusal, not a held lock
        with pytest.raises(ResumeError, match="benchmark data changed"):
            resume_run(run_dir)


def test_resume_refuses_an_adapter_that_changed(tmp_path):
    adapter = tmp_path / "lora"
    adapter.mkdir()
    (adapter / "adapter_model.safetensors").write_bytes(b"step-400")
    cfg = build_config(
        None, None, ["model.ref=mock:seeded", "benchmark.limit=2", f"model.adapter='{adapter}'"]
    )
    prep, run_dir, done = start_run(cfg, tmp_path / "run")
    asyncio.run(execute(prep, run_dir, done))
    assert read_run(run_dir).config["resolved"]["model"]["adapter_sha256"]
    _, _, done2 = resume_run(run_dir)  # unchanged: resumes (nothing left to do)
    assert len(done2) == 2
    (adapter / "adapter_model.safetensors").write_bytes(b"step-500")
    from proctor.runner import ResumeError

    with pytest.raises(ResumeError, match="the adapter changed"):
        resume_run(run_dir)
