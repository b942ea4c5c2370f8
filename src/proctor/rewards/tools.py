"""The code tool the adapters' tool envs share: one process-wide sandbox (proctor's isolated pool),
or the sandbox service named by ``PROCTOR_SANDBOX_URL`` (token in ``PROCTOR_SANDBOX_TOKEN``)."""

from __future__ import annotations

import os
import re
import threading
from typing import Any

CODE_BLOCK = re.compile(r"```(?:python|py)\s*\n(.*?)```", re.DOTALL)
MAX_FEEDBACK_CHARS = 2000

_sandbox: Any = None
_lock = threading.Lock()


def shared_sandbox() -> Any:
    """The sandbox every tool env of this process uses (started on first use, closed at exit)."""
    global _sandbox
    with _lock:
        if _sandbox is None:
            url = os.environ.get("PROCTOR_SANDBOX_URL")
            if url:
                from proctor.sandbox.remote import TOKEN_ENV, RemoteSandbox

                _sandbox = RemoteSandbox(url, os.environ.get(TOKEN_ENV, ""), timeout_s=10)
            else:
                from proctor.sandbox import Sandbox

                workers = int(os.environ.get("PROCTOR_SANDBOX_WORKERS", "2"))
                _sandbox = Sandbox(workers=workers, timeout_s=10, memory_mb=1024, max_output_bytes=8192)
        return _sandbox


def last_code(text: str) -> str | None:
    """The last fenced Python block of a model's turn, or None."""
    blocks = CODE_BLOCK.findall(text)
    return blocks[-1] if blocks else None


def feedback(result: Any) -> str:
    """What the model reads back: the output (cut), and the status when it did not end cleanly."""
    out = (result.stdout or "") + (result.stderr or "")
    if len(out) > MAX_FEEDBACK_CHARS:
        out = out[:MAX_FEEDBACK_CHARS] + "\n[output cut]"
    note = "" if result.status == "ok" else f"[{result.status}]\n"
    return f"\n```output\n{note}{out}```\n"
