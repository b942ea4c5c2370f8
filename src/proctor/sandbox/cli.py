"""``proctor sandbox run``: run a file or a snippet in the sandbox, as the tool env would."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import typer

from proctor.sandbox.isolation import SandboxUnavailable
from proctor.sandbox.sandbox import UNSAFE_WARNING, Sandbox

app = typer.Typer(help="Run Python code in proctor's isolated sandbox.", no_args_is_help=True)


@app.callback()
def _group() -> None:
    """Isolated, pooled execution of model-written Python."""


@app.command("run")
def run(
    file: Path | None = typer.Argument(None, help="Python file to run (or use -c CODE)."),
    code: str | None = typer.Option(None, "-c", "--code", help="Python code to run instead of a FILE."),
    as_json: bool = typer.Option(False, "--json", help="Print exactly one JSON object with the result."),
    timeout: float = typer.Option(30.0, "--timeout", help="Wall-clock limit in seconds."),
    memory_mb: int = typer.Option(2048, "--memory-mb", help="Address-space limit in MiB."),
    unsafe_sandbox: bool = typer.Option(
        False, "--unsafe-sandbox", help="Run WITHOUT isolation (trusted code only); warns on every run."
    ),
) -> None:
    """Run FILE (or -c CODE) once in a fresh sandboxed process and report the result."""
    if (file is None) == (code is None):
        raise typer.BadParameter("give exactly one of FILE or -c CODE", param_hint="FILE / -c")
    if file is not None:
        if not file.is_file():
            raise typer.BadParameter(f"{file} is not a readable file", param_hint="FILE")
        code = file.read_text(encoding="utf-8")
    if timeout <= 0:
        raise typer.BadParameter(f"must be positive, got {timeout}", param_hint="--timeout")
    try:
        sandbox = Sandbox(workers=1, timeout_s=timeout, memory_mb=memory_mb, unsafe=unsafe_sandbox)
    except (SandboxUnavailable, ValueError) as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from exc
    with sandbox:
        if unsafe_sandbox:
            typer.echo(f"WARNING: {UNSAFE_WARNING}", err=True)
        result = sandbox.run(code)
    if as_json:
        typer.echo(json.dumps(result.to_dict()))
        return
    sys.stdout.write(result.stdout)
    sys.stderr.write(result.stderr)
    if result.status != "ok":
        typer.echo(f"[sandbox: {result.status}, exit code {result.exit_code}]", err=True)
    code_out = result.exit_code if result.exit_code is not None else 1
    raise typer.Exit(128 - code_out if code_out < 0 else code_out)
