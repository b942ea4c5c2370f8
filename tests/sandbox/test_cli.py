"""The ``proctor sandbox`` typer app, through CliRunner."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from proctor.cli.sandbox import app

runner = CliRunner()


def test_run_code_json_prints_exactly_one_object():
    result = runner.invoke(
        app, ["run", "--json", "--timeout", "5", "-c", "import os\nprint(6 * 7, os.getcwd())"]
    )
    assert result.exit_code == 0, result.output
    payload = json.loads(result.stdout)  # fails if anything else was printed
    assert payload["status"] == "ok" and payload["stdout"] == "42 /tmp\n"
    assert {"status", "stdout", "stderr", "exit_code", "duration_s", "truncated"} <= set(payload)


def test_run_file_passes_through_output_and_exit_code(tmp_path):
    script = tmp_path / "prog.py"
    script.write_text("import sys\nprint('hello')\nprint('oops', file=sys.stderr)\nsys.exit(3)\n")
    result = runner.invoke(app, ["run", "--memory-mb", "512", str(script)])
    assert result.exit_code == 3
    assert result.stdout == "hello\n"
    assert "oops" in result.stderr and "[sandbox: error, exit code 3]" in result.stderr


def _flat(text: str) -> str:
    """The error box of typer wraps long lines; compare words only."""
    return " ".join(text.replace("│", " ").split())


def test_run_rejects_bad_input_with_the_fix(tmp_path):
    both = runner.invoke(app, ["run", "-c", "print(1)", str(tmp_path / "x.py")])
    assert both.exit_code == 2 and "exactly one of FILE or -c CODE" in _flat(both.stderr)
    missing = runner.invoke(app, ["run", "absent.py"])
    assert missing.exit_code == 2 and "absent.py is not a readable file" in _flat(missing.stderr)


NUMERIC_FLAGS = [("run", flag) for flag in ("--timeout", "--memory-mb")] + [
    ("serve", flag)
    for flag in (
        "--port", "--workers", "--timeout", "--memory-mb", "--max-output-bytes", "--max-connections",
        "--header-timeout", "--body-timeout", "--max-body-bytes", "--max-sessions", "--session-idle",
    )
]  # fmt: skip
BAD_VALUES = ["inf", "nan", "1e300", "-1", "0", "abc", "1" + "0" * 30]


@pytest.mark.parametrize(("command", "flag"), NUMERIC_FLAGS, ids=[" ".join(f) for f in NUMERIC_FLAGS])
def test_every_numeric_flag_rejects_bad_numbers_as_a_usage_error(command, flag):
    """inf, nan, 1e300, negative, zero, words, huge: exit 2 naming the flag, nothing on stdout, no traceback."""
    for value in BAD_VALUES:
        if flag == "--port" and value == "0":  # any free port
            continue
        args = (
            ["run", "--json", flag, value, "-c", "print(1)"] if command == "run" else ["serve", flag, value]
        )
        result = runner.invoke(app, args, env={"PROCTOR_SANDBOX_TOKEN": None})  # serve could never start
        assert result.exit_code == 2, (args, result.output, result.exception)
        assert result.stdout == "" and "Traceback" not in result.output, (args, result.output)
        assert f"Invalid value for '{flag}'" in _flat(result.stderr), (args, result.stderr)


def test_run_timeout_error_says_what_is_allowed():
    result = runner.invoke(app, ["run", "--json", "--timeout", "inf", "-c", "print(1)"])
    assert result.exit_code == 2 and "greater than 0 and at most 1000000, got inf" in _flat(result.stderr)
    fine = runner.invoke(app, ["run", "--json", "--timeout", "2.5", "--memory-mb", "256", "-c", "print(1)"])
    assert fine.exit_code == 0 and json.loads(fine.stdout)["stdout"] == "1\n", fine.output
