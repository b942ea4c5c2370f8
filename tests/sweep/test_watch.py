"""``proctor sweep --watch``: checkpoints that appear while it runs are evaluated once complete (a
marker file, or unchanged for --settle-s), a broken one is a failed cell, a STOP file ends it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from proctor.sweep import Sweep, SweepError, SweepOptions, load_sweep_config, read_manifest


def _wait(predicate, timeout_s: float = 90) -> None:
    deadline = time.time() + timeout_s
    while not predicate():
        assert time.time() < deadline, "timed out"
        time.sleep(0.05)


def _statuses(s: Path) -> dict[str, str]:
    try:
        return {c.name: c.status for c in read_manifest(s).cells}
    except Exception:  # not written yet
        return {}


def _start(s: Path, config: Path, *extra: str) -> subprocess.Popen:
    cmd = [sys.executable, "-m", "proctor", "sweep", str(s), "--config", str(config), "--watch", "--poll-s", "0.1", *extra]  # fmt: skip
    return subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def test_watch_takes_each_new_complete_checkpoint_and_stops_on_the_stop_file(tmp_path):
    ck, s = tmp_path / "ckpt", tmp_path / "set"
    ck.mkdir()
    config = tmp_path / "sweep.toml"
    config.write_text(
        f'[sweep]\nbase = "mock:seeded"\ncheckpoints = "{ck}/step-*"\ncheckpoint_backend = "mock"\n'
        "[shared]\nbenchmark.limit = 2\nsampling.n = 2\n"
    )
    proc = _start(s, config, "--settle-s", "0.5")
    try:
        _wait(lambda: _statuses(s).get("arith--text-only--base") == "done")
        (ck / "step-100").mkdir()
        (ck / "step-100" / "weights.bin").write_text("half")  # no marker yet: not complete
        time.sleep(0.3)
        assert "arith--text-only--step-0100" not in _statuses(s)
        (ck / "step-100" / ".complete").write_text("")
        _wait(lambda: _statuses(s).get("arith--text-only--step-0100") == "done")
        (ck / "step-20").mkdir()  # no marker ever: complete once unchanged for --settle-s
        (ck / "step-20" / "weights.bin").write_text("all")
        _wait(lambda: _statuses(s).get("arith--text-only--step-0020") == "done")
        assert proc.poll() is None  # still watching
        (s / "STOP").write_text("")
        out, _ = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert proc.returncode == 0, out
    cells = read_manifest(s).cells
    assert [(c.step, c.base, c.status) for c in cells] == [
        (0, True, "done"),
        (100, False, "done"),
        (20, False, "done"),
    ]
    assert cells[1].model == f"mock:{ck / 'step-100'}"
    assert "STOP exists" in out


def test_a_broken_checkpoint_is_a_failed_cell_and_the_watch_goes_on_until_idle(tmp_path):
    ck, s = tmp_path / "ckpt", tmp_path / "set"
    ck.mkdir()
    config = tmp_path / "sweep.toml"
    config.write_text(f'[sweep]\ncheckpoints = "{ck}/step-*"\n[shared]\nbenchmark.limit = 2\n')
    proc = _start(s, config, "--idle-timeout-s", "4")
    try:
        time.sleep(0.5)
        (ck / "step-7").mkdir()
        (ck / "step-7" / "model.gguf").write_bytes(b"not a gguf")
        (ck / "step-7" / "COMPLETE").write_text("")
        _wait(lambda: _statuses(s).get("arith--text-only--step-0007") == "failed")
        assert proc.poll() is None  # the watch goes on
        out, _ = proc.communicate(timeout=60)  # then stops: no new checkpoint for 4 s
    finally:
        proc.kill()
    assert proc.returncode == 1, out
    assert "no new checkpoint for" in out and "1 failed" in out
    cell = read_manifest(s).cells[0]
    assert cell.model == f"llamacpp:{ck / 'step-7' / 'model.gguf'}" and cell.error.startswith("exit 2")
    assert os.path.isfile(s / "logs" / f"{cell.name}.log")


def test_watch_needs_checkpoints(tmp_path):
    with pytest.raises(SweepError, match="--watch needs"):
        Sweep(tmp_path / "set", load_sweep_config(None, {"models": ["mock:a"]}), SweepOptions(watch=True))
    assert not (tmp_path / "set").exists()


def test_sigterm_stops_the_sweep_and_records_where_it_stands(tmp_path):
    ck, s = tmp_path / "ckpt", tmp_path / "set"
    ck.mkdir()
    config = tmp_path / "sweep.toml"
    config.write_text(f'[sweep]\nbase = "mock:seeded"\ncheckpoints = "{ck}/step-*"\n')
    proc = _start(s, config)
    try:
        _wait(lambda: _statuses(s).get("arith--text-only--base") == "done")
        proc.send_signal(signal.SIGTERM)
        out, _ = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert proc.returncode == 130, out
    assert "interrupted" in out and _statuses(s) == {"arith--text-only--base": "done"}
