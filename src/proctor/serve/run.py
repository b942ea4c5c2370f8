"""Starting ``proctor serve``: the token rules, the grader check, the sandbox, the socket, then serving."""

from __future__ import annotations

import os
import sys
from collections import Counter
from typing import Any

from proctor.rewards.core import ItemError, Rewarder
from proctor.sandbox.remote import ServiceError, check_token
from proctor.serve.app import build_app
from proctor.serve.limits import ServeLimits
from proctor.serve.server import LOOPBACK, bind, serve, url_of


class StartError(RuntimeError):
    """The server cannot start (no token off loopback, a bad grader, no sandbox, a busy port)."""


def _token(host: str, token_env: str, required: bool) -> str | None:
    raw = os.environ.get(token_env) or None
    if raw is None and not required and host in LOOPBACK:
        return None
    if raw is None and not required:
        raise StartError(
            f"serving on {host} (beyond loopback) needs a token: export {token_env}=<a secret of at least 16 "
            "characters> (clients send it as Authorization: Bearer TOKEN, or ?token=TOKEN)"
        )
    try:
        return check_token(raw, token_env)
    except ServiceError as exc:
        raise StartError(str(exc)) from None


def _sandbox(workers: int, limits: ServeLimits) -> Any:
    if workers <= 0:
        return None
    from proctor.sandbox.isolation import SandboxUnavailable
    from proctor.sandbox.sandbox import Sandbox

    try:
        return Sandbox(
            workers=workers,
            timeout_s=limits.timeout_s,
            memory_mb=limits.memory_mb,
            max_output_bytes=limits.max_output_bytes,
        )
    except (SandboxUnavailable, ValueError) as exc:
        raise StartError(f"{exc} (or run with --sandbox-workers 0 to serve rewards only)") from None


def start(
    *,
    host: str,
    port: int,
    token_env: str,
    token_required: bool,
    sandbox_workers: int,
    limits: ServeLimits,
    grader: str = "math",
    grader_options: dict[str, Any] | None = None,
    fallback: float = 0.0,
    label: str = "proctor serve",
) -> None:
    """Check everything, bind, print the URL on stdout (its only line), serve until SIGTERM."""
    token = _token(host, token_env, token_required)
    try:
        rewarder = Rewarder(grader, grader_options, deadline_s=limits.deadline_s)
    except (ItemError, ValueError) as exc:
        raise StartError(str(exc)) from None
    sandbox = _sandbox(sandbox_workers, limits)
    try:
        try:
            sock = bind(host, port)
        except OSError as exc:
            raise StartError(f"cannot listen on {host}:{port} ({exc})") from None
        counts: Counter[str] = Counter()
        app = build_app(
            limits, token=token, rewarder=rewarder, sandbox=sandbox, fallback=fallback, counts=counts
        )
        url = url_of(sock)

        def ready() -> None:
            if host not in LOOPBACK:
                print(
                    "WARNING: serving beyond loopback without TLS; put it behind a TLS proxy", file=sys.stderr
                )
            what = f"sandbox ({sandbox.mode} mode, {sandbox_workers} workers)" if sandbox else "no sandbox"
            print(f"{label}: rewards ({grader}) and {what} on {url}", file=sys.stderr)
            print(url, flush=True)

        serve(app, sock, limits, counts, ready)
    finally:
        if sandbox is not None:
            sandbox.close()
