"""Isolated, pooled, fast execution of model-written Python code (see docs/sandbox.md)."""

from proctor.sandbox.isolation import SandboxUnavailable
from proctor.sandbox.result import ExecResult
from proctor.sandbox.sandbox import Sandbox, Session

__all__ = ["ExecResult", "Sandbox", "SandboxUnavailable", "Session"]
