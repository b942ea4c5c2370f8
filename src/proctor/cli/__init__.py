"""The ``proctor`` command line: one typer app, ``proctor.cli:app`` (and ``python -m proctor``).

Its commands, by what they act on: ``eval.py`` (eval), ``benchmarks.py`` (benchmarks),
``protocols.py`` (protocols), ``runs.py`` (regrade, merge, status, export, log, push: run directories
already written), ``report.py`` (compare, report), ``scale.py`` (slurm, launch), ``sweep.py``
(sweep), ``view.py`` (view), ``serve.py`` (serve), ``models.py`` (serve-model, the ``checkpoints`` sub-app), ``sandbox.py``
(the ``sandbox`` sub-app). This package is the top layer: it drives the rest
of proctor, and nothing else in proctor imports it.
"""

from __future__ import annotations

import sys

import typer

from proctor.cli.benchmarks import benchmarks_cmd
from proctor.cli.eval import eval_cmd
from proctor.cli.models import app as checkpoints_app
from proctor.cli.models import serve_model_cmd
from proctor.cli.protocols import protocols_cmd
from proctor.cli.report import compare_cmd, report_cmd
from proctor.cli.runs import export_cmd, log_cmd, merge_cmd, push_cmd, regrade_cmd, status_cmd
from proctor.cli.sandbox import app as sandbox_app
from proctor.cli.scale import PASS_THROUGH, launch_cmd, slurm_cmd
from proctor.cli.serve import serve_cmd
from proctor.cli.sweep import sweep_cmd
from proctor.cli.view import view_cmd

__all__ = ["app", "main"]

app = typer.Typer(
    name="proctor",
    help="Evaluate language models on problems with verifiable answers (AIME, MATH-500, GSM8K, ...).",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

app.command("eval")(eval_cmd)
app.command("benchmarks")(benchmarks_cmd)
app.command("protocols")(protocols_cmd)
app.command("regrade")(regrade_cmd)
app.command("compare")(compare_cmd)
app.command("report")(report_cmd)
app.command("merge")(merge_cmd)
app.command("status")(status_cmd)
app.command("export")(export_cmd)
app.command("log")(log_cmd)
app.command("push")(push_cmd)
app.command("slurm", context_settings=PASS_THROUGH)(slurm_cmd)
app.command("launch", context_settings=PASS_THROUGH)(launch_cmd)
app.command("sweep")(sweep_cmd)
app.command("view")(view_cmd)
app.command("serve")(serve_cmd)
app.command("serve-model")(serve_model_cmd)
app.add_typer(checkpoints_app, name="checkpoints", help="Test checkpoints of a GGUF model (for sweeps).")

app.add_typer(sandbox_app, name="sandbox", help="Run Python in the isolated sandbox used by tool envs.")


def main() -> None:  # pragma: no cover
    sys.exit(app())
