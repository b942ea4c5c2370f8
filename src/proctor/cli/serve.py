"""``proctor serve``: the reward and sandbox server for training clusters (``proctor.serve``)."""

from __future__ import annotations

import json
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

SERVE_TOKEN_ENV = "PROCTOR_SERVE_TOKEN"

TokenEnv = Annotated[
    str, typer.Option("--token-env", help="Env var of the token (needed off loopback; if set, always asked).")
]
Grader = Annotated[str, typer.Option("--grader", help="Default grader of an item that names none.")]
GraderOptions = Annotated[
    str | None,
    typer.Option("--grader-options", help='JSON object of its options, e.g. \'{"mode": "strict"}\'.'),
]
Deadline = Annotated[
    float,
    typer.Option(
        "--deadline", help="Wall seconds one reward item may take (then: timeout).", callback=SECONDS
    ),
]
MaxQueue = Annotated[
    int,
    typer.Option("--max-queue", help="Reward items admitted at once (more: 429).", callback=WHOLE[1 << 20]),
]
MaxItems = Annotated[
    int, typer.Option("--max-items", help="Reward items per request.", callback=WHOLE[1 << 20])
]
Fallback = Annotated[
    float,
    typer.Option("--fallback-reward", help="Reward of a failed item where a route needs a number (counted)."),
]
SandboxWorkers = Annotated[
    int,
    typer.Option("--sandbox-workers", help="Sandbox workers (0: no sandbox routes).", min=0, max=MAX_WORKERS),
]


def _options(value: str | None) -> dict[str, Any] | None:
    if value is None:
        return None
    try:
        options = json.loads(value)
    except ValueError:
        options = None
    if not isinstance(options, dict):
        raise typer.BadParameter(
            'must be a JSON object such as \'{"mode": "strict"}\'', param_hint="--grader-options"
        )
    return options


def run_server(**kwargs: Any) -> None:
    """``proctor.serve.run.start``; a reason it cannot start: exit 2 with the reason."""
    from proctor.serve.run import StartError, start

    try:
        start(**kwargs)
    except StartError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from exc


def serve_cmd(
    host: Host = "127.0.0.1",
    port: Port = 8765,
    token_env: TokenEnv = SERVE_TOKEN_ENV,
    grader: Grader = "math",
    grader_options: GraderOptions = None,
    deadline: Deadline = 10.0,
    max_queue: MaxQueue = 4096,
    max_items: MaxItems = 4096,
    fallback: Fallback = 0.0,
    sandbox_workers: SandboxWorkers = 4,
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
        timeout_s=timeout, memory_mb=memory_mb, max_output_bytes=max_output_bytes,
        max_connections=max_connections, header_timeout_s=header_timeout, body_timeout_s=body_timeout,
        max_body_bytes=max_body_bytes, max_sessions=max_sessions, session_idle_s=session_idle,
        max_queue=max_queue, max_items=max_items, deadline_s=deadline,
    )  # fmt: skip
    run_server(host=host, port=port, token_env=token_env, token_required=False, sandbox_workers=sandbox_workers,
               limits=limits, grader=grader, grader_options=_options(grader_options), fallback=fallback)  # fmt: skip
