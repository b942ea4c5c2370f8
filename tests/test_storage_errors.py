"""A full disk, a read-only folder and missing permissions, tried for real: a small tmpfs, a read-only
mount and a process without CAP_DAC_OVERRIDE. Each gives one clear error (no traceback), and a run cut
short by a full disk resumes to the same records once space is freed."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from proctor_cli import run_proctor

ARGS = ["eval", "arith", "--model", "mock:\\boxed{7} " + "padding " * 40, "--limit", "30", "-n", "4"]


def proctor(*args: str, prefix: tuple[str, ...] = ()) -> subprocess.CompletedProcess:
    return run_proctor(*args, prefix=prefix, timeout=300, check=False)


def _mount(where: Path, options: str) -> None:
    where.mkdir(parents=True, exist_ok=True)
    r = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(where)], capture_output=True, text=True
    )
    if r.returncode != 0:
        pytest.skip(
            f"cannot mount a tmpfs here (needs root with CAP_SYS_ADMIN, e.g. not in an unprivileged "
            f"container): {r.stderr.strip() or r.returncode}"
        )


@pytest.fixture
def tmpfs(tmp_path):
    """mount(options) -> a fresh tmpfs folder; unmounted after the test."""
    mounted: list[Path] = []

    def mount(options: str) -> Path:
        where = tmp_path / f"fs{len(mounted)}"
        _mount(where, options)
        mounted.append(where)
        return where

    yield mount
    for where in mounted:
        subprocess.run(["umount", str(where)], capture_output=True)


def assert_one_clear_error(r: subprocess.CompletedProcess, code: int, *fragments: str) -> None:
    assert r.returncode == code, r.stdout + r.stderr
    assert "Traceback" not in r.stderr and "Errno" not in r.stderr, r.stderr
    for fragment in fragments:
        assert fragment in r.stderr, (fragment, r.stderr)


def test_a_full_disk_mid_run_stops_with_one_clear_error_and_the_run_resumes(tmpfs):
    fs = tmpfs("size=64k")
    run = fs / "run"
    r = proctor(*ARGS, "--output", str(run))
    assert_one_clear_error(
        r, 3, f"no space left on device writing {run}/samples.jsonl", f"proctor eval --resume {run}"
    )
    assert not (run / "summary.json").exists()
    raw = (run / "samples.jsonl").read_bytes()
    assert raw.endswith(b"\n"), "a torn record was left behind"
    saved = [json.loads(line) for line in raw.splitlines()]
    assert 0 < len(saved) < 120
    assert "no space left on device" in (run / "eval.log").read_text()

    still_full = proctor("eval", "--resume", str(run))  # refused before any work, nothing lost
    assert_one_clear_error(still_full, 2, "no space left on device", "run the same command again")
    assert (run / "samples.jsonl").read_bytes() == raw

    subprocess.run(["mount", "-o", "remount,size=8m", str(fs)], check=True)
    done = proctor("eval", "--resume", str(run))
    assert done.returncode == 0, done.stderr
    records = [json.loads(line) for line in (run / "samples.jsonl").read_text().splitlines()]
    assert len({(r["problem_id"], r["sample_index"]) for r in records}) == len(records) == 120
    assert records[: len(saved)] == saved  # what survived the full disk is kept as it was
    assert json.loads((run / "summary.json").read_text())["samples"] == 120


def test_a_full_disk_refuses_a_new_run_before_the_model_loads(tmpfs):
    fs = tmpfs("size=64k")
    with open(fs / "filler", "wb") as f, pytest.raises(OSError):
        f.write(b"x" * 128 * 1024)
        f.flush()
    r = proctor(*ARGS, "--output", str(fs / "run"))
    assert_one_clear_error(r, 2, "no space left on device writing", "--output DIR")
    assert not (fs / "run").exists()


def test_a_read_only_output_folder_is_refused_before_the_model_loads(tmpfs):
    fs = tmpfs("size=1m,ro")
    r = proctor(*ARGS, "--output", str(fs / "run"))
    assert_one_clear_error(r, 2, f"read-only file system writing {fs}/run", "--output DIR")
    r = proctor(*ARGS, "--set", f"run.output={fs}/runs")
    assert_one_clear_error(r, 2, f"read-only file system writing {fs}/runs")


def test_a_folder_without_write_permission_is_refused(tmp_path):
    setpriv = shutil.which("setpriv")
    if os.geteuid() != 0 or setpriv is None:
        pytest.skip("needs root and setpriv (util-linux) to drop CAP_DAC_OVERRIDE for the child")
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o555)
    caps = "-dac_override,-dac_read_search,-fowner"
    r = proctor(
        *ARGS, "--output", str(locked / "run"), prefix=(setpriv, "--bounding-set", caps, "--inh-caps", caps)
    )
    assert_one_clear_error(r, 2, f"permission denied writing {locked}/run", "--output DIR")
    assert not (locked / "run").exists()


def test_export_from_a_read_only_run_folder_suggests_writing_elsewhere(tmpfs):
    fs = tmpfs("size=4m")
    run = fs / "run"
    assert (
        proctor(
            "eval", "arith", "--model", "mock:seeded", "--limit", "3", "-q", "--output", str(run)
        ).returncode
        == 0
    )
    subprocess.run(["mount", "-o", "remount,ro", str(fs)], check=True)
    r = proctor("export", str(run), "--format", "jsonl")
    assert_one_clear_error(
        r, 2, f"read-only file system writing {run}/table.jsonl", "-o /some/writable/table.jsonl"
    )
    elsewhere = fs.parent / "table.jsonl"
    r = proctor("export", str(run), "--format", "jsonl", "-o", str(elsewhere))
    assert r.returncode == 0 and len(elsewhere.read_text().splitlines()) == 3
