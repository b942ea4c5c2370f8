"""``proctor sandbox run`` (a file or a snippet, as the tool env would) and ``proctor sandbox serve``
(``proctor serve``'s server with a token always required, until SIGTERM or Ctrl-C)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer

from proctor.sandbox.bounds import MAX_MEMORY_MB, MAX_OUTPUT_BYTES, MAX_SECONDS, MAX_WORKERS, number
from proctor.sandbox.isolation import SandboxUnavailable
from proctor.sandbox.remote import TOKEN_ENV
from proctor.sandbox.sandbox import UNSAFE_WARNING, Sandbox

app = typer.Typer(help="Run Python code in proctor's isolated sandbox.", no_args_is_help=True)


def _bounded(high: float, *, minimum: float | None = None, whole: bool = False, unit: str = ""):
    """A typer callback: the flag's value by ``bounds.number``'s rule, else a usage error naming it."""

    def check(value: float | None) -> float | int | None:
        if value is None:
            return None
        try:
            return number(value, high=high, minimum=minimum, whole=whole, unit=unit)
        except ValueError as exc:
            raise typer.BadParameter(str(exc)) from None

    return check


SECONDS = _bounded(MAX_SECONDS, unit="seconds")
MEMORY_MB = _bounded(MAX_MEMORY_MB, minimum=256, whole=True, unit="MiB")  # numpy and sympy are preloaded
WHOLE = {n: _bounded(n, minimum=1, whole=True) for n in (MAX_WORKERS, 65536, 1 << 20, 1 << 30)}


@app.callback()
def _group() -> None:
    """Isolated, pooled execution of model-written Python."""


@app.command("run")
def run(
    file: Path | None = typer.Argument(None, help="Python file to run (or use -c CODE)."),
    code: str | None = typer.Option(None, "-c", "--code", help="Python code to run instead of a FILE."),
    as_json: bool = typer.Option(False, "--json", help="Print exactly one JSON object with the result."),
    timeout: float = typer.Option(30.0, "--timeout", help="Wall-clock limit in seconds.", callback=SECONDS),
    memory_mb: int = typer.Option(
        2048, "--memory-mb", help="Address-space limit in MiB.", callback=MEMORY_MB
    ),
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
        from proctor.textfile import read_utf8

        try:
            code = read_utf8(file)
        except ValueError as e:
            raise typer.BadParameter(str(e), param_hint="FILE") from None
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


Host = Annotated[str, typer.Option("--host", help="Address to listen on (no TLS: keep it private).")]
Port = Annotated[
    int,
    typer.Option(
        "--port",
        help="Port to listen on (0: any free port).",
        callback=_bounded(65535, minimum=0, whole=True),
    ),
]
TokenEnv = Annotated[
    str, typer.Option("--token-env", help="Name of the environment variable that holds the token.")
]
Workers = Annotated[
    int, typer.Option("--workers", help="Sandbox worker processes.", callback=WHOLE[MAX_WORKERS])
]
Timeout = Annotated[
    float,
    typer.Option(
        "--timeout", help="Wall-clock limit per call (default and maximum), seconds.", callback=SECONDS
    ),
]
MemoryMb = Annotated[
    int, typer.Option("--memory-mb", help="Address-space limit per call in MiB.", callback=MEMORY_MB)
]
MaxOutputBytes = Annotated[
    int,
    typer.Option(
        "--max-output-bytes", help="Cap on stdout/stderr per call.", callback=WHOLE[MAX_OUTPUT_BYTES]
    ),
]
MaxConnections = Annotated[
    int,
    typer.Option("--max-connections", help="Connections served at once (more: 503).", callback=WHOLE[65536]),
]
HeaderTimeout = Annotated[
    float,
    typer.Option(
        "--header-timeout", help="Seconds for a request's headers (and keep-alive idle).", callback=SECONDS
    ),
]
BodyTimeout = Annotated[
    float, typer.Option("--body-timeout", help="Seconds for a request's body.", callback=SECONDS)
]
MaxBodyBytes = Annotated[
    int,
    typer.Option("--max-body-bytes", help="Largest request body (more: 413).", callback=WHOLE[1 << 30]),
]
MaxSessions = Annotated[
    int, typer.Option("--max-sessions", help="Open sessions per token (more: 429).", callback=WHOLE[1 << 20])
]
SessionIdle = Annotated[
    float,
    typer.Option("--session-idle", help="Seconds unused after which a session is closed.", callback=SECONDS),
]


@app.command("serve")
def serve(
    host: Host = "127.0.0.1",
    port: Port = 8765,
    token_env: TokenEnv = TOKEN_ENV,
    workers: Workers = 8,
    timeout: Timeout = 30.0,
    memory_mb: MemoryMb = 2048,
    max_output_bytes: MaxOutputBytes = 65536,
    max_connections: MaxConnections = 64,
    header_timeout: HeaderTimeout = 10.0,
    body_timeout: BodyTimeout = 30.0,
    max_body_bytes: MaxBodyBytes = 4 << 20,
    max_sessions: MaxSessions = 64,
    session_idle: SessionIdle = 1800.0,
) -> None:
    """Serve the sandbox over HTTP for tool envs on other machines (--set env.sandbox_url=...).

    The same server as ``proctor serve`` (its reward routes included), with a token always required."""
    from proctor.serve.limits import ServeLimits
    from proctor.serve.run import StartError, start

    limits = ServeLimits(
        timeout_s=timeout, memory_mb=memory_mb, max_output_bytes=max_output_bytes,
        max_connections=max_connections, header_timeout_s=header_timeout, body_timeout_s=body_timeout,
        max_body_bytes=max_body_bytes, max_sessions=max_sessions, session_idle_s=session_idle,
    )  # fmt: skip
    try:
        start(host=host, port=port, token_env=token_env, token_required=True, sandbox_workers=workers,
              limits=limits, label="sandbox service")  # fmt: skip
    except StartError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from exc
