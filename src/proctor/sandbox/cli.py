"""``proctor sandbox run`` (a file or a snippet, as the tool env would) and ``proctor sandbox serve``."""

from __future__ import annotations

import json
import os
import signal
import sys
import threading
from pathlib import Path

import typer

from proctor.sandbox.bounds import (
    MAX_MEMORY_MB,
    MAX_OUTPUT_BYTES,
    MAX_SECONDS,
    MAX_WORKERS,
    ServiceLimits,
    number,
)
from proctor.sandbox.isolation import SandboxUnavailable
from proctor.sandbox.sandbox import UNSAFE_WARNING, Sandbox
from proctor.sandbox.service import TOKEN_ENV, SandboxService, ServiceError, check_token

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


@app.command("serve")
def serve(
    host: str = typer.Option("127.0.0.1", "--host", help="Address to listen on (no TLS: keep it private)."),
    port: int = typer.Option(
        8765,
        "--port",
        help="Port to listen on (0: any free port).",
        callback=_bounded(65535, minimum=0, whole=True),
    ),
    token_env: str = typer.Option(
        TOKEN_ENV, "--token-env", help="Name of the environment variable that holds the token."
    ),
    workers: int = typer.Option(
        8, "--workers", help="Sandbox worker processes.", callback=WHOLE[MAX_WORKERS]
    ),
    timeout: float = typer.Option(
        30.0, "--timeout", help="Wall-clock limit per call (default and maximum), seconds.", callback=SECONDS
    ),
    memory_mb: int = typer.Option(
        2048, "--memory-mb", help="Address-space limit per call in MiB.", callback=MEMORY_MB
    ),
    max_output_bytes: int = typer.Option(
        65536, "--max-output-bytes", help="Cap on stdout/stderr per call.", callback=WHOLE[MAX_OUTPUT_BYTES]
    ),
    max_connections: int = typer.Option(
        64, "--max-connections", help="Connections served at once (more: 503).", callback=WHOLE[65536]
    ),
    header_timeout: float = typer.Option(
        10.0,
        "--header-timeout",
        help="Seconds for a request's headers (and keep-alive idle).",
        callback=SECONDS,
    ),
    body_timeout: float = typer.Option(
        30.0, "--body-timeout", help="Seconds for a request's body.", callback=SECONDS
    ),
    max_body_bytes: int = typer.Option(
        4 << 20, "--max-body-bytes", help="Largest request body (more: 413).", callback=WHOLE[1 << 30]
    ),
    max_sessions: int = typer.Option(
        64, "--max-sessions", help="Open sessions per token (more: 429).", callback=WHOLE[1 << 20]
    ),
    session_idle: float = typer.Option(
        1800.0, "--session-idle", help="Seconds unused after which a session is closed.", callback=SECONDS
    ),
) -> None:
    """Serve the sandbox over HTTP for tool envs on other machines (--set env.sandbox_url=...)."""
    limits = ServiceLimits(
        timeout_s=timeout,
        memory_mb=memory_mb,
        max_output_bytes=max_output_bytes,
        max_connections=max_connections,
        header_timeout_s=header_timeout,
        body_timeout_s=body_timeout,
        max_body_bytes=max_body_bytes,
        max_sessions=max_sessions,
        session_idle_s=session_idle,
    )
    try:
        token = check_token(os.environ.get(token_env), token_env)
        sandbox = Sandbox(
            workers=workers, timeout_s=timeout, memory_mb=memory_mb, max_output_bytes=max_output_bytes
        )
    except (ServiceError, SandboxUnavailable, ValueError) as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from exc
    with sandbox:
        try:
            service = SandboxService((host, port), token, sandbox, limits)
        except OSError as exc:
            typer.echo(f"error: cannot listen on {host}:{port} ({exc})", err=True)
            raise typer.Exit(2) from exc
        if service.server_address[0] not in ("127.0.0.1", "::1"):
            typer.echo("WARNING: serving beyond loopback without TLS; put it behind a TLS proxy", err=True)
        typer.echo(f"sandbox service ({sandbox.mode} mode, {workers} workers) on {service.url}", err=True)
        typer.echo(service.url, err=False)
        sys.stdout.flush()
        signal.signal(signal.SIGTERM, lambda *_: threading.Thread(target=service.shutdown).start())
        try:
            service.serve_forever()
        except KeyboardInterrupt:
            pass
        finally:
            service.server_close()
