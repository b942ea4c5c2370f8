"""A mistyped key or name gets the closest valid one: --set keys (env options included), --env,
--grader and benchmark names."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from proctor.cli import app


@pytest.mark.parametrize(
    ("args", "hint"),
    [
        (
            ["--set", "sampling.temprature=0.3"],
            "sampling.temprature: Extra inputs are not permitted (did you mean sampling.temperature?)",
        ),
        (["--set", "samplng.n=2"], "(did you mean sampling?)"),
        (["--set", "model.retry.max_retires=2"], "(did you mean model.retry.max_retries?)"),
        (
            ["--env", "tool", "--set", "env.max_tool_cals=2"],
            "env.max_tool_cals: Extra inputs are not permitted (did you mean env.max_tool_calls?)",
        ),
        (["--env", "tol"], "unknown env 'tol' (did you mean tool?)"),
        (["--env", "twenty-question"], "(did you mean twenty-questions?)"),
        (["--grader", "integr"], "unknown grader 'integr' (did you mean integer?)"),
    ],
)
def test_a_mistyped_setting_suggests_the_closest_valid_one(tmp_path, args, hint):
    out = tmp_path / "run"
    r = CliRunner().invoke(app, ["eval", "arith", "--model", "mock:x", *args, "--output", str(out)])
    assert r.exit_code == 2, r.output
    assert hint in " ".join(r.output.split()), r.output
    assert not out.exists()


def test_a_mistyped_benchmark_name_suggests_the_closest_one(tmp_path):
    r = CliRunner().invoke(app, ["eval", "math50", "--model", "mock:x", "--output", str(tmp_path / "r")])
    assert r.exit_code == 2 and "unknown benchmark 'math50' (did you mean math500?)" in r.output, r.output


def test_no_suggestion_when_nothing_is_close(tmp_path):
    r = CliRunner().invoke(app, ["eval", "arith", "--model", "mock:x", "--set", "sampling.zzzzqqq=1"])
    assert r.exit_code == 2 and "sampling.zzzzqqq" in r.output and "did you mean" not in r.output


def test_a_mistyped_embedded_model_suggests_the_embedded_name(tmp_path):
    out = tmp_path / "r"
    r = CliRunner().invoke(app, ["eval", "arith", "--model", "llamacpp:smolm2", "--output", str(out)])
    assert r.exit_code == 2, r.output
    flat = " ".join(r.output.split())
    assert "no embedded model 'smolm2'" in flat and "(did you mean llamacpp:smollm2?)" in flat, r.output
    assert not out.exists()
    # a path that does not exist is still named as a missing file
    r = CliRunner().invoke(app, ["eval", "arith", "--model", f"llamacpp:{tmp_path}/m.gguf"])
    assert r.exit_code == 2 and "does not exist" in " ".join(r.output.split()), r.output
