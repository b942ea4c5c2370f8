"""``python -m proctor ...`` in a real process, as a user runs it: the end-to-end tests' one way in.

Imported by test modules in any folder (tests/conftest.py puts this folder on ``sys.path``).
"""

from __future__ import annotations

import os
import subprocess
import sys

# The one small run of the embedded model (SmolLM2 through llama.cpp) that the suite shares:
# tests/conftest.py's session fixture ``embedded_run`` runs ``proctor eval EMBEDDED_ARGS`` once, and
# a test that needs a run of these settings reads it instead of running the model again (a test that
# runs the model itself, to kill or resume it, uses these arguments so that its run must equal it).
EMBEDDED_SETTINGS = (
    "arith", "--limit", "2", "-n", "2", "--max-tokens", "16", "--temperature", "0.8", "--seed", "3", "-q",
)  # fmt: skip
EMBEDDED_ARGS = (*EMBEDDED_SETTINGS, "--concurrency", "1")  # the same text at any concurrency
EMBEDDED_SAMPLES = 4  # 2 problems x 2 samples


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
