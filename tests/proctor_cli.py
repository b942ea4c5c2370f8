"""``python -m proctor ...`` in a real process, as a user runs it: the end-to-end tests' one way in.

Imported by test modules in any folder (tests/conftest.py puts this folder on ``sys.path``).
"""

from __future__ import annotations

import os
import subprocess
import sys


def run_proctor(
    *args: str,
    check: bool = True,
    env: dict[str, str] | None = None,
    prefix: tuple[str, ...] = (),
    timeout: float | None = None,
) -> subprocess.CompletedProcess:
    """Run the CLI with ``args`` (stdout and stderr captured as text, 200 columns so rich does not
    wrap what tests read). ``check``: an AssertionError with both streams when it exits non-zero.
    ``env`` is added to this process's environment; ``prefix`` goes before the interpreter (a
    wrapper such as ``unshare``)."""
    full_env = {**os.environ, "COLUMNS": "200", **(env or {})}
    r = subprocess.run(
        [*prefix, sys.executable, "-m", "proctor", *args],
        capture_output=True,
        text=True,
        env=full_env,
        timeout=timeout,
    )
    if check and r.returncode != 0:
        raise AssertionError(f"proctor {' '.join(args)} exited {r.returncode}\n{r.stdout}\n{r.stderr}")
    return r
