"""`proctor benchmarks`, `--help`, and system prompt resolution (recorded with its source)."""

from __future__ import annotations

import tomllib

from typer.testing import CliRunner

from proctor.benchmarks import REGISTRY
from proctor.cli import app
from proctor.config import build_config
from proctor.runner import resolve_system_prompt

runner = CliRunner()


def test_benchmarks_lists_every_registry_entry_with_source_size_grader():
    r = runner.invoke(app, ["benchmarks"], env={"COLUMNS": "250"})
    assert r.exit_code == 0
    for name, spec in REGISTRY.items():
        line = next(line for line in r.output.splitlines() if f" {name} " in line)
        assert spec.grader in line and str(spec.size) in line
        assert (spec.hub_id or "built-in") in line


def test_eval_help_explains_every_option():
    r = runner.invoke(app, ["eval", "--help"], env={"COLUMNS": "250"})
    assert r.exit_code == 0
    for opt in [
        "--model",
        "-n",
        "--limit",
        "--seed",
        "--temperature",
        "--top-p",
        "--top-k",
        "--max-tokens",
        "--concurrency",
        "--config",
        "--set",
        "--output",
        "--resume",
        "--data",
        "--env",
        "--grader",
    ]:
        assert opt in r.output, opt


def test_system_prompt_resolution_order():
    cfg = build_config(None, None, ['prompt.per_model = {"mock:x" = "per model"}', "model.ref=mock:x"])
    assert resolve_system_prompt(cfg, "bench") == ("per model", "per_model")
    cfg = build_config(
        None, None, ['prompt.system="explicit"', 'prompt.per_model = {"mock:x" = "p"}', "model.ref=mock:x"]
    )
    assert resolve_system_prompt(cfg, "bench") == ("explicit", "config")
    cfg = build_config(None, None, ["model.ref=mock:y"])
    assert resolve_system_prompt(cfg, "bench") == ("bench", "benchmark")
    assert resolve_system_prompt(cfg, None) == (None, "none")
    cfg = build_config(None, None, ['prompt.system=""'])
    assert resolve_system_prompt(cfg, "bench") == (None, "config")  # '' means: no system prompt


def test_config_records_only_effective_sampling_and_the_prompt_source(tmp_path):
    out = tmp_path / "run"
    r = runner.invoke(
        app,
        [
            "eval",
            "arith",
            "--model",
            "mock:seeded",
            "--limit",
            "2",
            "--temperature",
            "0",
            "--top-k",
            "5",
            "-q",
            "--output",
            str(out),
        ],
    )
    assert r.exit_code == 0, r.output
    cfg = tomllib.loads((out / "config.toml").read_text())
    # the mock backend honours everything it is given; temperature 0 is recorded as given
    assert cfg["sampling"]["temperature"] == 0 and cfg["sampling"]["top_k"] == 5
    assert cfg["resolved"]["system_prompt_source"] == "benchmark"
    assert cfg["prompt"]["system"] == REGISTRY["arith"].system_prompt
    assert "api_key" not in (out / "config.toml").read_text().replace("api_key_env", "")


def test_llamacpp_records_only_what_takes_effect():
    from proctor.models.base import SamplingParams
    from proctor.models.llamacpp import LlamaCppSampler

    greedy = LlamaCppSampler.effective(None, SamplingParams(temperature=0, top_p=0.9, top_k=5))  # type: ignore[arg-type]
    assert greedy == {"temperature": 0, "max_tokens": 1024}  # greedy ignores top_p / top_k
    sampled = LlamaCppSampler.effective(None, SamplingParams(temperature=0.7, top_k=5, stop=("\n\n",)))  # type: ignore[arg-type]
    assert sampled == {"temperature": 0.7, "max_tokens": 1024, "top_p": 1.0, "top_k": 5, "stop": ["\n\n"]}


def test_help_imports_no_command_and_lists_each_with_its_own_first_line():
    """`proctor --help` lists the commands without importing them (numpy, scipy, the runner); the
    line it shows for each is the command's own first docstring line."""
    import importlib
    import subprocess
    import sys

    from proctor.cli import COMMANDS

    probe = (
        "import sys\nsys.argv = ['proctor', '--help']\nfrom proctor.cli import app\n"
        "try:\n    app()\nexcept SystemExit:\n    pass\n"
        "heavy = sorted({m.split('.')[0] for m in sys.modules} & {'numpy', 'scipy', 'httpx', 'sympy'})\n"
        "heavy += sorted(m for m in sys.modules if m.startswith(('proctor.runner', 'proctor.metrics')))\n"
        "print('HEAVY', heavy)\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert "HEAVY []" in out, out
    assert all(name in out for name in COMMANDS)
    for name, (module, attr, short) in COMMANDS.items():
        target = getattr(importlib.import_module(f"proctor.cli.{module}"), attr)
        if not type(target).__name__ == "Typer":  # a sub-app: its line is the one COMMANDS gives it
            assert short == target.__doc__.strip().splitlines()[0], name
    r = runner.invoke(app, ["--help"], env={"COLUMNS": "250"})
    assert r.exit_code == 0 and all(f" {name} " in r.output for name in COMMANDS)
