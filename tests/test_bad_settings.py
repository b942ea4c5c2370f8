"""Bad settings are refused before any work, naming the key and what is valid; a byte that is not
UTF-8 is named by its file and line in every reader; a CSV export is safe to open in a spreadsheet."""

from __future__ import annotations

import csv
import json

import pytest
from proctor_cli import run_proctor
from typer.testing import CliRunner

import proctor
from proctor.cli import app
from proctor.config import ConfigError, build_config
from proctor.envs import EnvError
from proctor.runner import prepare
from proctor.runs import RunDirError, read_config, read_run


@pytest.mark.parametrize(
    ("setting", "key"),
    [
        ("run.seed=-5", "run.seed"),
        ("sampling.temperature=inf", "sampling.temperature"),
        ("sampling.temperature=nan", "sampling.temperature"),
        ("sampling.top_p=nan", "sampling.top_p"),
        ('sampling.stop=[""]', "sampling.stop"),
        ('sampling.stop=["ok", ""]', "sampling.stop"),
        ("sampling.max_tokens=0", "sampling.max_tokens"),
        ("model.request_timeout_s=inf", "model.request_timeout_s"),
        ("model.request_timeout_s=0", "model.request_timeout_s"),
        ("model.retry.budget_s=inf", "model.retry.budget_s"),
        ("model.retry.max_delay_s=nan", "model.retry.max_delay_s"),
        ("runner.progress_every_s=inf", "runner.progress_every_s"),
    ],
)
def test_a_setting_out_of_its_range_is_refused_with_its_key(setting, key):
    with pytest.raises(ConfigError) as e:
        build_config(None, None, ["model.ref=mock:x", setting])
    assert f"  {key}" in str(e.value) and "got" in str(e.value)


@pytest.mark.parametrize(
    "setting",
    ["env.timeout_s=inf", 'env.roles.judge.stop=[""]', "env.roles.judge.temperature=inf", "env.scale=nan"],
)
def test_an_env_option_out_of_its_range_is_refused_before_any_call(setting):
    env = "tool" if "timeout_s" in setting else "judge"
    cfg = build_config(None, None, ["model.ref=mock:x", f"env.name={env}", setting])
    with pytest.raises(EnvError, match=setting.split("=")[0]):
        prepare(cfg)


def test_a_grader_timeout_that_is_not_finite_is_refused():
    cfg = build_config(None, None, ["model.ref=mock:x", "grader.name=math", "grader.options={timeout=inf}"])
    with pytest.raises(ValueError, match="timeout must be a finite, positive number"):
        prepare(cfg)


def test_a_negative_seed_is_refused_before_any_generation(tmp_path):
    out = tmp_path / "r"
    r = run_proctor(
        "eval", "arith", "--model", "mock:x", "--set", "run.seed=-5", "--output", str(out), check=False
    )
    assert r.returncode == 2 and "run.seed" in r.stderr + r.stdout and "Traceback" not in r.stderr
    assert not out.exists()
    r = run_proctor("eval", "arith", "--model", "mock:x", "--seed", "-5", "--output", str(out), check=False)
    assert r.returncode == 2 and "run.seed" in r.stderr + r.stdout and not out.exists()


def test_an_empty_stop_string_never_reaches_a_backend():
    from pydantic import ValidationError

    from proctor.models.base import SamplingParams

    with pytest.raises(ValidationError, match="stop string is empty"):
        SamplingParams(stop=("",))
    with pytest.raises(ValidationError):
        SamplingParams(temperature=float("inf"))


@pytest.fixture
def finished(tmp_path):
    run = tmp_path / "run"
    proctor.evaluate("arith", settings={"model.ref": "mock:seeded", "benchmark.limit": 3}, output=run)
    return run


def test_status_of_a_run_with_a_corrupt_line_names_the_line(finished):
    lines = (finished / "samples.jsonl").read_bytes().splitlines(keepends=True)
    (finished / "samples.jsonl").write_bytes(lines[0] + b'{"torn": \n' + b"".join(lines[1:]))
    r = run_proctor("status", str(finished), check=False)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert f"{finished / 'samples.jsonl'}:2" in r.stderr + r.stdout


def test_a_bad_byte_in_samples_names_file_and_line(finished):
    lines = (finished / "samples.jsonl").read_bytes().splitlines(keepends=True)
    (finished / "samples.jsonl").write_bytes(lines[0] + lines[1].replace(b'"', b'"\xff', 1) + lines[2])
    with pytest.raises(RunDirError, match=r"samples\.jsonl:2"):
        read_run(finished)
    r = run_proctor("status", str(finished), check=False)
    assert r.returncode == 2 and "samples.jsonl:2" in r.stderr + r.stdout and "Traceback" not in r.stderr


def test_a_bad_byte_in_config_toml_names_file_and_line(finished):
    text = (finished / "config.toml").read_bytes()
    (finished / "config.toml").write_bytes(text.replace(b"\n", b"\n# \xff\n", 1))
    with pytest.raises(RunDirError, match=r"config\.toml:2: byte 0xff at column 3 is not UTF-8"):
        read_config(finished)


@pytest.mark.parametrize("suffix", [".jsonl", ".csv"])
def test_a_bad_byte_in_data_names_file_and_line(tmp_path, suffix):
    data = tmp_path / f"d{suffix}"
    if suffix == ".jsonl":
        data.write_bytes(
            b'{"id": "a", "question": "1+1?", "answer": "2"}\n{"id": "b", "question": "\xff", "answer": "3"}\n'
        )
    else:
        data.write_bytes(b"id,question,answer\na,1+1?,2\nb,\xff,3\n")
    line = 2 if suffix == ".jsonl" else 3
    r = run_proctor(
        "eval",
        "gsm8k",
        "--model",
        "mock:x",
        "--data",
        str(data),
        "--output",
        str(tmp_path / "r"),
        check=False,
    )
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert f"{data}:{line}: byte 0xff" in r.stderr + r.stdout and "UTF-8" in r.stderr + r.stdout


def test_a_bad_byte_in_a_config_file_names_file_and_line(tmp_path):
    cfg = tmp_path / "c.toml"
    cfg.write_bytes(b"[sampling]\nn = 1\n# caf\xe9\n")
    with pytest.raises(ConfigError, match=r"c\.toml:3: byte 0xe9 at column 6"):
        build_config(cfg)


def test_csv_export_escapes_cells_a_spreadsheet_would_run(tmp_path):
    formula = '=HYPERLINK("http://example.invalid","click")'
    run = tmp_path / "run"
    proctor.evaluate("arith", settings={"model.ref": f"mock:{formula}", "benchmark.limit": 2}, output=run)
    r = CliRunner().invoke(app, ["export", str(run), "--format", "csv", "-o", str(tmp_path / "t.csv")])
    assert r.exit_code == 0, r.output
    with open(tmp_path / "t.csv", newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert rows and all(row["final_text"] == "'" + formula for row in rows)
    for row in rows:  # no cell left that starts like a formula
        assert not any(str(v).startswith(("=", "+", "@", "\t", "\r")) for v in row.values())
    jsonl = CliRunner().invoke(
        app, ["export", str(run), "--format", "jsonl", "-o", str(tmp_path / "t.jsonl")]
    )
    assert jsonl.exit_code == 0
    first = json.loads((tmp_path / "t.jsonl").read_text().splitlines()[0])
    assert first["final_text"] == formula  # the other formats keep the text as it is
