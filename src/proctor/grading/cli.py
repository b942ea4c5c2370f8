"""``proctor regrade RUN_DIR [--grader NAME|module:func] [--output NEW_DIR]``: grade a saved run again.

Mounted by the main CLI with ``app.command("regrade")(regrade_cmd)``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

app = typer.Typer(add_completion=False, pretty_exceptions_enable=False)
console = Console(stderr=True)


def _options(pairs: list[str]) -> dict[str, object]:
    from proctor.config import parse_value

    out: dict[str, object] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise typer.BadParameter(f"{pair!r}: expected KEY=VALUE, e.g. --grader-option threshold=0.7")
        out[key.strip()] = parse_value(value.strip())
    return out


@app.command("regrade")
def regrade_cmd(
    run_dir: Annotated[Path, typer.Argument(help="a run directory written by `proctor eval`")],
    grader: Annotated[
        str | None, typer.Option(help="grader name (math, integer, number, mcq, judge) or module:function")
    ] = None,
    grader_option: Annotated[
        list[str] | None, typer.Option(help="grader option KEY=VALUE, repeatable (e.g. threshold=0.7)")
    ] = None,
    output: Annotated[
        Path | None, typer.Option(help="new run directory [default: RUN_DIR--regrade-GRADER beside it]")
    ] = None,
    concurrency: Annotated[int, typer.Option(min=1, help="grades in flight (judge calls)")] = 8,
    force: Annotated[
        bool, typer.Option("--force", help="regrade even if the grader cannot read the run's gold answers")
    ] = False,
) -> None:
    """Grade a saved run again without calling the model; writes a new run directory, prints the flips."""
    from proctor.runs.regrade import regrade

    opts = _options(grader_option or []) if grader_option else None
    try:
        result = regrade(run_dir, grader, opts, output, concurrency, force=force)
    except (ValueError, FileNotFoundError) as e:
        console.print(f"[bold red]error:[/] {e}", highlight=False)
        raise typer.Exit(2) from None
    typer.echo(result.report())
