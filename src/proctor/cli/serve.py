"""``proctor serve``: the reward and sandbox server for training clusters (``proctor.serve``).

``proctor sandbox serve`` starts the same server with the sandbox service's defaults (a token always
required, 64 connections, 4 MiB bodies)."""

from __future__ import annotations

import json
import os
import sys
from collections import Counter
from typing import Annotated, Any

import typer

from proctor.cli.sandbox import (
    SECONDS,
    WHOLE,
    BodyTimeout,
    HeaderTimeout,
    Host,
    MaxBodyBytes,
    MaxConnections,
    MaxOutputBytes,
    MaxSessions,
    MemoryMb,
    Port,
    SessionIdle,
    Timeout,
)
from proctor.sandbox.bounds import MAX_WORKERS
from proctor.sandbox.remote import ServiceError, check_token

SERVE_TOKEN_ENV = "PROCTOR_SERVE_TOKEN"


def start(
    *,
    host: str,
    port: int,
    token_env: str,
    token_required: bool,
    sandbox_workers: int,
    limits: Any,
    grader: str = "math",
    grader_options: dict[str, Any] | None = None,
    fallback: float = 0.0,
    label: str = "proctor serve",
) -> None:
    """Check the token and the grader, open the sandbox, bind, print the URL on stdout, serve."""
    from proctor.rewards.core import ItemError, Rewarder
    from proctor.sandbox.isolation import SandboxUnavailable
    from proctor.sandbox.sandbox import Sandbox
    from proctor.serve.app import build_app
    from proctor.serve.server import LOOPBACK, bind, serve, url_of

    raw = os.environ.get(token_env) or None
    try:
        if raw is not None or token_required or host not in LOOPBACK:
            if raw is None and not token_required:
                raise ServiceError(
                    f"serving on {host} (beyond loopback) needs a token: export {token_env}=<a secret of at "
                    "least 16 characters> (clients send it as Authorization: Bearer TOKEN or ?token=)"
                )
            check_token(raw, token_env)
        rewarder = Rewarder(grader, grader_options, deadline_s=limits.deadline_s)
    except (ServiceError, ItemError, ValueError) as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from exc
    sandbox = None
    if sandbox_workers > 0:
        try:
            sandbox = Sandbox(
                workers=sandbox_workers,
                timeout_s=limits.timeout_s,
                memory_mb=limits.memory_mb,
                max_output_bytes=limits.max_output_bytes,
            )
        except (SandboxUnavailable, ValueError) as exc:
            typer.echo(f"error: {exc} (or run with --sandbox-workers 0 to serve rewards only)", err=True)
            raise typer.Exit(2) from exc
    try:
        try:
            sock = bind(host, port)
        except OSError as exc:
            typer.echo(f"error: cannot listen on {host}:{port} ({exc})", err=True)
            raise typer.Exit(2) from exc
        counts: Counter[str] = Counter()
        app = build_app(
            limits, token=raw, rewarder=rewarder, sandbox=sandbox, fallback=fallback, counts=counts
        )
        url = url_of(sock)

        def ready() -> None:
            if host not in LOOPBACK:
                typer.echo(
                    "WARNING: serving beyond loopback without TLS; put it behind a TLS proxy", err=True
                )
            what = f"sandbox ({sandbox.mode} mode, {sandbox_workers} workers)" if sandbox else "no sandbox"
            typer.echo(f"{label}: rewards ({grader}) and {what} on {url}", err=True)
            print(url, flush=True)

        serve(app, sock, limits, counts, ready)
    finally:
        if sandbox is not None:
            sandbox.close()


def _options(value: str | None) -> dict[str, Any] | None:
    if value is None:
        return None
    try:
        options = json.loads(value)
    except ValueError as exc:
        raise typer.BadParameter(f'must be a JSON object such as \'{{"mode": "strict"}}\' ({exc})') from None
    if not isinstance(options, dict):
        raise typer.BadParameter('must be a JSON object such as \'{"mode": "strict"}\'')
    return options


def serve_cmd(
    host: Host = "127.0.0.1",
    port: Port = 8765,
    token_env: Annotated[
        str,
        typer.Option(
            "--token-env", help="Env var holding the token (required off loopback; if set, always)."
        ),
    ] = SERVE_TOKEN_ENV,
    grader: Annotated[
        str, typer.Option("--grader", help="Default grader of an item that names none.")
    ] = "math",
    grader_options: Annotated[
        str | None,
        typer.Option(
            "--grader-options",
            help='JSON object of the default grader\'s options, e.g. \'{"mode": "strict"}\'.',
        ),
    ] = None,
    deadline: Annotated[
        float,
        typer.Option(
            "--deadline",
            help="Wall-clock seconds one reward item may take (then: timeout).",
            callback=SECONDS,
        ),
    ] = 10.0,
    max_queue: Annotated[
        int,
        typer.Option(
            "--max-queue", help="Reward items admitted at once (more: 429).", callback=WHOLE[1 << 20]
        ),
    ] = 4096,
    max_items: Annotated[
        int, typer.Option("--max-items", help="Reward items per request.", callback=WHOLE[1 << 20])
    ] = 4096,
    fallback: Annotated[
        float,
        typer.Option(
            "--fallback-reward", help="Reward of a failed item where a route must give a number (counted)."
        ),
    ] = 0.0,
    sandbox_workers: Annotated[
        int,
        typer.Option(
            "--sandbox-workers", help="Sandbox workers (0: no sandbox routes).", min=0, max=MAX_WORKERS
        ),
    ] = 4,
    timeout: Timeout = 30.0,
    memory_mb: MemoryMb = 2048,
    max_output_bytes: MaxOutputBytes = 65536,
    max_connections: MaxConnections = 1024,
    header_timeout: HeaderTimeout = 10.0,
    body_timeout: BodyTimeout = 30.0,
    max_body_bytes: MaxBodyBytes = 64 << 20,
    max_sessions: MaxSessions = 64,
    session_idle: SessionIdle = 1800.0,
) -> None:
    """Serve rewards (/grade, /openrlhf, /slime) and the sandbox (/run_code, /run, /sessions) to trainers."""
    from proctor.serve.limits import ServeLimits

    limits = ServeLimits(
        timeout_s=timeout,
        memory_mb=memory_mb,
        max_output_bytes=max_output_bytes,
        max_connections=max_connections,
        header_timeout_s=header_timeout,
        body_timeout_s=body_timeout,
        max_body_bytes=max_body_bytes,
        max_sessions=max_sessions,
        session_idle_s=session_idle,
        max_queue=max_queue,
        max_items=max_items,
        deadline_s=deadline,
    )
    start(
        host=host,
        port=port,
        token_env=token_env,
        token_required=False,
        sandbox_workers=sandbox_workers,
        limits=limits,
        grader=grader,
        grader_options=_options(grader_options),
        fallback=fallback,
    )
    sys.exit(0)
