"""Writers killed at their worst moment, on purpose: a real process SIGKILLs itself at the exact step
(a patched function), and the same command must then run again to the undisturbed result."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from proctor_cli import run_proctor
from runs_check import keyed, records, summary, untimed

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux signals")

EVAL = ["eval", "arith", "--model", "mock:seeded", "--limit", "5", "-n", "2", "-q"]


def _die_at(module: str, name: str, argv: list[str]) -> subprocess.CompletedProcess:
    """Run ``proctor ARGV`` with ``module.name`` replaced by a SIGKILL of the process itself."""
    code = (
        "import os, signal, sys, importlib\n"
        f"m = importlib.import_module({module!r})\n"
        f"setattr(m, {name!r}, lambda *a, **k: os.kill(os.getpid(), signal.SIGKILL))\n"
        "from proctor.cli import app\n"
        f"app({argv!r}, prog_name='proctor')\n"
    )
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)


def test_a_regrade_killed_before_its_summary_leaves_no_run_and_runs_again(tmp_path):
    source = tmp_path / "run"
    run_proctor(*EVAL, "--output", str(source), timeout=300)
    clean = tmp_path / "clean"
    run_proctor("regrade", str(source), "--grader", "math", "--output", str(clean), timeout=300)
    dest = tmp_path / "regraded"
    command = ["regrade", str(source), "--grader", "math", "--output", str(dest)]
    r = _die_at("proctor.runs.regrade", "write_summary", command)
    assert r.returncode == -9, r.stderr
    assert not (dest / "config.toml").exists(), "a killed regrade left what looks like an unfinished run"
    run_proctor(*command, timeout=300)  # the same command again
    assert keyed(records(dest)) == keyed(records(clean))
    assert untimed(summary(dest)) == untimed(summary(clean))
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []  # nothing left over


def test_an_eval_killed_before_its_config_is_written_can_be_started_again(tmp_path):
    out = tmp_path / "run"
    command = [*EVAL, "--output", str(out)]
    r = _die_at("proctor.runner.start", "write_config", command)
    assert r.returncode == -9, r.stderr
    assert out.is_dir() and not (out / "config.toml").exists()  # claimed and locked, nothing more
    again = run_proctor(*command, check=False, timeout=300)
    assert again.returncode == 0, again.stderr
    assert len(records(out)) == 10 and summary(out) is not None


def test_a_folder_locked_by_a_live_start_is_still_refused(tmp_path):
    import fcntl

    out = tmp_path / "run"
    out.mkdir()
    with open(out / ".lock", "a") as held:
        fcntl.flock(held.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        r = run_proctor(*EVAL, "--output", str(out), check=False, timeout=300)
    # the live start holds the lock: this one is told to wait, and touches nothing
    assert r.returncode != 0 and "in use by another proctor process" in r.stderr + r.stdout
    assert sorted(p.name for p in Path(out).iterdir()) == [".lock"]
