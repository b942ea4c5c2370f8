"""The disk filling mid-write, for real (a small tmpfs): `eval`, `merge`, `regrade` and `export` each
stop with one clear error (no traceback), leave nothing torn and no leftover holding the space, and
once space is freed the same command (`--resume` for eval) completes to the undisturbed result."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from fault_table import tally
from proctor_cli import run_proctor
from runs_check import file_hashes, keyed, records, summary, summary_counts_an_error, untimed

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="tmpfs mounts")

EVAL = ["eval", "arith", "--model", "mock:\\boxed{7} " + "padding " * 40, "--limit", "20", "-n", "3", "-q"]


def proctor(*args: str) -> subprocess.CompletedProcess:
    return run_proctor(*args, check=False, timeout=300)


@pytest.fixture
def tmpfs(tmp_path):
    """mount(bytes) -> a fresh tmpfs folder of that size; grow(folder, bytes); unmounted after."""
    mounted: list[Path] = []

    def mount(size: int) -> Path:
        where = tmp_path / f"fs{len(mounted)}"
        where.mkdir()
        r = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
            capture_output=True,
            text=True,
        )
        if r.returncode != 0:
            pytest.skip(f"cannot mount a tmpfs here (needs root with CAP_SYS_ADMIN): {r.stderr.strip()}")
        mounted.append(where)
        return where

    yield mount
    for where in mounted:
        subprocess.run(["umount", str(where)], capture_output=True)


def grow(fs: Path, size: int = 16 << 20) -> None:
    subprocess.run(["mount", "-o", f"remount,size={size}", str(fs)], check=True)


def du(path: Path) -> int:
    return (
        sum(p.stat().st_size for p in path.rglob("*") if p.is_file())
        if path.is_dir()
        else path.stat().st_size
    )


def one_clear_error(r: subprocess.CompletedProcess, kind: str) -> list[str]:
    problems = []
    if r.returncode == 0:
        problems.append(f"{kind}: exited 0 on a full disk")
    if "Traceback" in r.stderr or "no space left on device" not in r.stderr:
        problems.append(f"{kind}: not one clear error on a full disk:\n{r.stderr[-1500:]}")
    return problems


@pytest.fixture(scope="module")
def clean(tmp_path_factory):
    root = tmp_path_factory.mktemp("clean")
    run_proctor(*EVAL, "--output", str(root / "run"), timeout=300)
    for i in range(2):
        run_proctor(*EVAL, "--output", str(root / "sharded"), "--shard", f"{i}/2", timeout=300)
    shutil.copytree(root / "sharded", root / "merged")
    run_proctor("merge", str(root / "merged"), timeout=300)
    run_proctor(
        "regrade", str(root / "run"), "--grader", "math", "--output", str(root / "regraded"), timeout=300
    )
    run_proctor(
        "export", str(root / "run"), "--format", "csv", "--output", str(root / "table.csv"), timeout=300
    )
    return root


def _finish(kind: str, problems: list[str], resumed: bool = True) -> None:
    tally(f"disk full: {kind}", faults=1, resumed=int(resumed), completed=int(not resumed))
    assert not problems, "\n".join(problems)


def test_eval(tmpfs, clean):
    fs = tmpfs(64 << 10)
    run = fs / "run"
    problems = one_clear_error(proctor(*EVAL, "--output", str(run)), "eval")
    saved = keyed(records(run))
    if (run / "summary.json").exists() or not 0 < len(saved) < 60:
        problems.append(
            f"eval: {len(saved)} records and a summary={summary(run) is not None} after a full disk"
        )
    grow(fs)
    done = proctor("eval", "--resume", str(run))
    final = keyed(records(run))
    lost = sum(1 for k, v in saved.items() if final.get(k) != v)
    tally("disk full: eval", records_lost=lost, summaries_with_errors=int(summary_counts_an_error(run)))
    if done.returncode != 0 or final != keyed(records(clean / "run")):
        problems.append(f"eval: the resume did not give the undisturbed records: {done.stderr[-500:]}")
    if untimed(summary(run)) != untimed(summary(clean / "run")):
        problems.append("eval: the resumed summary differs from the undisturbed one")
    _finish("eval", problems)


def test_merge(tmpfs, clean):
    shards = clean / "sharded"
    fs = tmpfs(du(shards) + du(shards) // 2)  # the shards fit, their merged copy does not
    run = fs / "run"
    shutil.copytree(shards, run)
    before = file_hashes(run / "shards")
    problems = one_clear_error(proctor("merge", str(run)), "merge")
    left = sorted(p.name for p in run.iterdir() if p.name.endswith(".tmp"))
    if left or (run / "summary.json").exists() or file_hashes(run / "shards") != before:
        problems.append(f"merge: a full disk left {left}, a summary, or changed shards")
    grow(fs)
    done = proctor("merge", str(run))
    if done.returncode != 0 or keyed(records(run)) != keyed(records(clean / "merged")):
        problems.append(f"merge: the rerun did not give the undisturbed records: {done.stderr[-500:]}")
    if untimed(summary(run)) != untimed(summary(clean / "merged")):
        problems.append("merge: the rerun's summary differs from the undisturbed one")
    _finish("merge", problems)


def test_regrade(tmpfs, clean):
    fs = tmpfs(du(clean / "run" / "samples.jsonl") // 2)
    dest = fs / "regraded"
    command = ["regrade", str(clean / "run"), "--grader", "math", "--output", str(dest)]
    problems = one_clear_error(proctor(*command), "regrade")
    if list(fs.iterdir()):
        problems.append(f"regrade: a full disk left {sorted(p.name for p in fs.iterdir())}")
    grow(fs)
    done = proctor(*command)
    if done.returncode != 0 or keyed(records(dest)) != keyed(records(clean / "regraded")):
        problems.append(f"regrade: the rerun did not give the undisturbed records: {done.stderr[-500:]}")
    _finish("regrade", problems)


def test_export(tmpfs, clean):
    want = (clean / "table.csv").read_bytes()
    fs = tmpfs(len(want) // 2)
    target = fs / "table.csv"
    command = ["export", str(clean / "run"), "--format", "csv", "--output", str(target)]
    problems = one_clear_error(proctor(*command), "export")
    if list(fs.iterdir()):
        problems.append(f"export: a full disk left {sorted(p.name for p in fs.iterdir())}")
    grow(fs)
    done = proctor(*command)
    if done.returncode != 0 or target.read_bytes() != want:
        problems.append(f"export: the rerun did not give the undisturbed table: {done.stderr[-500:]}")
    _finish("export", problems)
