"""What every command prints with: stderr for messages, stdout for results, and the one error form."""

from __future__ import annotations

from typing import NoReturn

import typer
from rich.console import Console
from rich.markup import escape

from proctor.terminal import printable

console = Console(stderr=True)
out = Console()


def fail(message: str, code: int = 2) -> NoReturn:
    """``error: MESSAGE`` on stderr, then exit ``code`` (2: a usage or input error)."""
    console.print(f"[bold red]error:[/] {escape(printable(message))}", highlight=False, soft_wrap=True)
    raise typer.Exit(code)
