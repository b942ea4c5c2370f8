"""The ``tool`` env's sandbox, made from its options: a local :class:`proctor.sandbox.Sandbox`, or a
``proctor sandbox serve`` service (``env.sandbox_url``). A sandbox that cannot start stops the run
(FatalError) instead of failing every sample."""

from __future__ import annotations

import os

from proctor.envs.tool_options import ToolOptions
from proctor.models.base import FatalError


def make_sandbox(o: ToolOptions):
    from proctor.sandbox import Sandbox, SandboxUnavailable

    if o.sandbox_url:
        return _remote_sandbox(o)
    try:
        return Sandbox(
            workers=o.workers,
            timeout_s=o.timeout_s,
            memory_mb=o.memory_mb,
            max_output_bytes=o.max_output_bytes,
        )
    except SandboxUnavailable as e:  # no tool call can run: stop the run, do not fail every sample
        raise FatalError(f"the tool env cannot start its sandbox: {e}") from e


def _remote_sandbox(o: ToolOptions):
    from proctor.sandbox.service import RemoteSandbox, ServiceError

    try:
        token = os.environ.get(o.sandbox_token_env, "")
        return RemoteSandbox(o.sandbox_url, token, o.timeout_s, token_env=o.sandbox_token_env)
    except ServiceError as e:
        raise FatalError(f"the tool env cannot use its sandbox service: {e}") from e
