"""Shared fixtures. Real benchmark files live in ../shared/data beside the checkout (never copied in)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))  # tests/proctor_cli.py, for every folder
pytest.register_assert_rewrite("review_gaps")  # its review tests' asserts report as a test file's do

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = REPO.parent / "shared" / "data"


@pytest.fixture(scope="session", autouse=True)
def _own_cache_dir(tmp_path_factory: pytest.TempPathFactory):
    """proctor's caches (the judge's verdicts, the gold checks) in a folder of this test session's,
    for the suite and every process it starts: never the user's ~/.cache, and no test reads what
    an earlier session (or another checkout) left there."""
    import os

    before = os.environ.get("PROCTOR_CACHE_DIR")
    os.environ["PROCTOR_CACHE_DIR"] = str(tmp_path_factory.mktemp("proctor-cache"))
    yield
    if before is None:
        os.environ.pop("PROCTOR_CACHE_DIR", None)
    else:
        os.environ["PROCTOR_CACHE_DIR"] = before


@pytest.fixture(scope="session")
def shared_data() -> Path:
    if not SHARED_DATA.is_dir():
        pytest.fail(
            f"real benchmark files expected in {SHARED_DATA} (the shared/ folder beside the checkout)"
        )
    return SHARED_DATA


def start_eval_then_signal(args: list[str], out: Path, lines: int, sig: int, timeout_s: float = 300):
    """Start ``proctor eval ARGS --output OUT`` in a real process; send ``sig`` once samples.jsonl holds
    ``lines`` complete records. Returns the finished Popen (stdout+stderr text in ``.output``)."""
    import signal
    import subprocess
    import sys
    import time

    cmd = [sys.executable, "-m", "proctor", "eval", *args, "--output", str(out)]
    # a suite started in the background by a shell without job control inherits SIGINT ignored, and
    # Python then keeps ignoring it: give the child the default disposition, as a terminal would
    proc = subprocess.Popen(
        cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )  # fmt: skip
    samples = out / "samples.jsonl"
    deadline = time.time() + timeout_s
    while time.time() < deadline and not (samples.exists() and samples.read_bytes().count(b"\n") >= lines):
        time.sleep(0.05)
    proc.send_signal(sig)
    proc.output, _ = proc.communicate(timeout=120)  # type: ignore[attr-defined]
    return proc


@pytest.fixture
def eval_then_signal():
    return start_eval_then_signal


def file_hashes(run_dir: Path) -> dict[str, str]:
    """Every file under a run directory and a hash of its bytes (what must not change)."""
    import hashlib

    return {
        str(p.relative_to(run_dir)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(run_dir.rglob("*"))
        if p.is_file()
    }


@pytest.fixture
def snapshot():
    return file_hashes


@pytest.fixture(scope="session")
def embedded_run(tmp_path_factory):
    """One ``proctor eval EMBEDDED_ARGS`` of the embedded model (tests/proctor_cli.py), run once for
    the whole session and shared by every test that only reads a finished run of those settings: its
    records and summary, a viewer's page, the run a killed-and-resumed one must equal. Read-only: a
    test that changes a run works on a ``shutil.copytree`` of it; at the end of the session the
    fixture checks that no file of it changed."""
    from proctor_cli import EMBEDDED_ARGS, run_proctor

    out = tmp_path_factory.mktemp("embedded") / "run"
    run_proctor("eval", *EMBEDDED_ARGS, "--output", str(out), timeout=600)
    before = file_hashes(out)
    yield out
    assert file_hashes(out) == before, f"a test changed the shared run {out}: copy it first (shutil.copytree)"
