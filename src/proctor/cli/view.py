"""``proctor view``: the local web viewer of runs and sweep sets (``proctor.view``)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from proctor.cli.console import fail


def view_cmd(
    folders: Annotated[
        list[Path] | None,
        typer.Argument(help="folders holding run directories and sweep sets (default: runs/)"),
    ] = None,
    host: Annotated[
        str, typer.Option("--host", help="address to listen on; off loopback a token is required")
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", min=0, max=65535, help="port (0: a free one)")] = 8765,
    token: Annotated[
        str | None,
        typer.Option(
            "--token", help="require this token (?token=...); default: none on loopback, a new one otherwise"
        ),
    ] = None,
) -> None:
    """Browse runs and sets in a browser: samples table with filters and search, transcripts, A vs B."""
    import importlib.util

    if importlib.util.find_spec("starlette") is None or importlib.util.find_spec("uvicorn") is None:
        fail("proctor view needs starlette and uvicorn: pip install 'proctor[view]'")
    from proctor.runs import RunDirError
    from proctor.view.server import serve

    try:
        serve(list(folders or [Path("runs")]), host, port, token)
    except (RunDirError, OSError) as e:
        fail(str(e))
