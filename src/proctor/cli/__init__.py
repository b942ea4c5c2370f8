"""The ``proctor`` command line: one typer app, ``proctor.cli:app`` (and ``python -m proctor``).

Its commands, by what they act on: ``eval.py`` (eval), ``benchmarks.py`` (benchmarks),
``protocols.py`` (protocols), ``runs.py`` (regrade, merge, status, export, log, push: run directories
already written), ``report.py`` (compare, report), ``scale.py`` (slurm, launch), ``sweep.py``
(sweep), ``view.py`` (view), ``serve.py`` (serve), ``models.py`` (serve-model, the ``checkpoints``
sub-app), ``sandbox.py`` (the ``sandbox`` sub-app). This package is the top layer: it drives the rest
of proctor, and nothing else in proctor imports it.

A command's module is imported only when that command runs (or shows its own help): ``proctor
--help`` lists the commands from :data:`COMMANDS` without importing numpy, scipy or the runner.
"""

from __future__ import annotations

import importlib
from typing import Any

import typer
from typer.core import TyperCommand, TyperGroup

from proctor.lifetime import run_then_exit

__all__ = ["COMMANDS", "app", "main"]

# name -> (module, attribute, one-line help shown by `proctor --help`); the line is the command's
# own first docstring line (tests/test_cli_basics.py checks they agree)
COMMANDS: dict[str, tuple[str, str, str]] = {
    "eval": (
        "eval",
        "eval_cmd",
        "Evaluate a model on a benchmark; writes a run directory (config.toml, samples.jsonl, summary.json).",
    ),  # fmt: skip
    "benchmarks": (
        "benchmarks",
        "benchmarks_cmd",
        "List the benchmark registry: source, size, grader, and whether a published figure was reproduced.",
    ),  # fmt: skip
    "protocols": (
        "protocols",
        "protocols_cmd",
        "List the protocol presets: a peer's prompt, exemplars, stop and metric per benchmark, verified or not.",
    ),  # fmt: skip
    "regrade": (
        "runs",
        "regrade_cmd",
        "Grade a saved run again without calling the model; writes a new run directory, prints the flips.",
    ),  # fmt: skip
    "compare": (
        "report",
        "compare_cmd",
        "Per-run metrics with 95% intervals, and for each pair the paired difference with its p-value.",
    ),  # fmt: skip
    "report": (
        "report",
        "report_cmd",
        "A self-contained HTML report (opens offline): metrics with intervals, plots, per-problem table, transcripts.",
    ),  # fmt: skip
    "merge": (
        "runs",
        "merge_cmd",
        "Check the K shards of a run and merge them into RUN_DIR/samples.jsonl + summary.json.",
    ),  # fmt: skip
    "status": (
        "runs",
        "status_cmd",
        "Progress of a run: records per shard (done / running / stopped / missing), or of the whole run.",
    ),  # fmt: skip
    "export": (
        "runs",
        "export_cmd",
        "Write a run's per-sample table (one row per sample) for pandas, spreadsheets or a warehouse.",
    ),  # fmt: skip
    "log": (
        "runs",
        "log_cmd",
        "Log a finished run (config, summary, per-sample table) to Weights & Biases and/or MLflow.",
    ),  # fmt: skip
    "push": (
        "runs",
        "push_cmd",
        "Upload a finished run directory to the Hugging Face Hub as a dataset repo (token: HF_TOKEN).",
    ),  # fmt: skip
    "slurm": (
        "scale",
        "slurm_cmd",
        "Write (and with --submit submit) a Slurm array job of K shards plus a merge job.",
    ),  # fmt: skip
    "launch": (
        "scale",
        "launch_cmd",
        "Run the K shards of a run (here, or as Ray tasks) and merge them. Eval arguments after `--`:",
    ),  # fmt: skip
    "sweep": (
        "sweep",
        "sweep_cmd",
        "Run a sweep: one run directory per cell under SET_DIR, a manifest.json; run it again to resume.",
    ),  # fmt: skip
    "view": (
        "view",
        "view_cmd",
        "Browse runs and sets in a browser: samples table with filters and search, transcripts, A vs B.",
    ),  # fmt: skip
    "serve": (
        "serve",
        "serve_cmd",
        "Serve rewards (/grade, /openrlhf, /slime) and the sandbox (/run_code, /run, /sessions) to trainers.",
    ),  # fmt: skip
    "serve-model": (
        "models",
        "serve_model_cmd",
        "Serve a GGUF model (default: the embedded SmolLM2-135M) over the OpenAI API, until Ctrl-C.",
    ),  # fmt: skip
    "checkpoints": ("models", "app", "Test checkpoints of a GGUF model (for sweeps)."),
    "sandbox": ("sandbox", "app", "Run Python in the isolated sandbox used by tool envs."),
}
PASS_THROUGH_COMMANDS = ("slurm", "launch")  # eval arguments after `--` (scale.PASS_THROUGH)


def load_command(name: str) -> Any:
    """The click command ``name``, its module imported now."""
    module, attr, short = COMMANDS[name]
    target = getattr(importlib.import_module(f"proctor.cli.{module}"), attr)
    one = typer.Typer(add_completion=False)
    one.callback()(lambda: None)  # a group, so the command keeps its name
    if isinstance(target, typer.Typer):
        one.add_typer(target, name=name, help=short)
    else:
        settings = (
            importlib.import_module("proctor.cli.scale").PASS_THROUGH if name in PASS_THROUGH_COMMANDS else {}
        )
        one.command(name, context_settings=settings)(target)
    return typer.main.get_command(one).commands[name]  # type: ignore[attr-defined]


class LazyGroup(TyperGroup):
    """The top-level group: commands listed from :data:`COMMANDS`, each loaded when it is used."""

    _listing = False  # while the group's own help is written: commands as their one-line help only

    def list_commands(self, ctx: Any) -> list[str]:
        return list(COMMANDS)

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        if cmd_name not in COMMANDS:
            return None
        if self._listing:
            short = COMMANDS[cmd_name][2]
            return TyperCommand(cmd_name, help=short, short_help=short)
        if cmd_name not in self.commands:
            self.commands[cmd_name] = load_command(cmd_name)
        return self.commands[cmd_name]

    def format_help(self, ctx: Any, formatter: Any) -> None:
        self._listing = True
        try:
            super().format_help(ctx, formatter)
        finally:
            self._listing = False


app = typer.Typer(
    name="proctor",
    cls=LazyGroup,
    help="Evaluate language models on problems with verifiable answers (AIME, MATH-500, GSM8K, ...).",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


@app.callback()
def _proctor() -> None:
    pass


def main() -> None:  # pragma: no cover
    """The ``proctor`` script: the app's exit status, without the interpreter's teardown (as ``python -m
    proctor``: :func:`proctor.lifetime.run_then_exit`)."""
    run_then_exit(app)
