"""Running a sweep on the mock model: cells are ordinary run directories, a rerun resumes the whole
set, a changed cell is refused, a failed cell is recorded while the others run, the pool never
waits for a straggler."""

from __future__ import annotations

import hashlib
import json
import signal
import subprocess
import sys
import time
from pathlib import Path

from proctor_cli import run_proctor

from proctor.runs import read_run
from proctor.sweep import Sweep, SweepOptions, load_sweep_config, read_manifest

MOCKS = ("-m", "mock:seeded", "-m", "mock:the answer is 4")
SMALL = ("-b", "arith", "--limit", "3", "-n", "2")


def test_cells_are_run_directories_paired_and_a_rerun_skips_them(tmp_path, snapshot):
    s = tmp_path / "set"
    axis = ("--axis", "sampling.temperature=[0.2, 0.6]")
    r = run_proctor("sweep", str(s), *MOCKS, *SMALL, *axis, "--parallel", "2", "--seed", "5")
    assert "4 cells done now, 0 done before, 0 failed" in r.stderr
    m = read_manifest(s)
    assert [c.status for c in m.cells] == ["done"] * 4
    assert m.config["sweep"]["axes"] == {"sampling.temperature": [0.2, 0.6]}
    seeds = []
    for cell in m.cells:
        run = read_run(s / cell.dir)
        assert run.complete and len(run.records) == 6
        assert cell.config_hash == hashlib.sha256((s / cell.dir / "config.toml").read_bytes()).hexdigest()
        assert run.config["model"]["ref"] == cell.model
        assert run.config["sampling"]["temperature"] == cell.set["sampling.temperature"]
        assert run.config["run"]["seed"] == cell.seed == 5
        seeds.append(sorted((t.problem_id, t.sample_index, t.seed) for t in run.records))
    assert all(x == seeds[0] for x in seeds)  # the same problems and seeds: comparisons are paired
    r = run_proctor("compare", str(s / m.cells[0].dir), str(s / m.cells[2].dir))
    assert "seeded" in r.stdout

    before = snapshot(s)
    r = run_proctor("sweep", str(s), *MOCKS, *SMALL, *axis, "--seed", "5")
    assert "0 cells done now, 4 done before, 0 failed" in r.stderr
    assert {k: v for k, v in snapshot(s).items() if not k.startswith("logs/") and k != "manifest.json"} == {
        k: v for k, v in before.items() if not k.startswith("logs/") and k != "manifest.json"
    }

    r = run_proctor("sweep", str(s), *MOCKS, *SMALL, *axis, "--seed", "5", "-n", "3", check=False)
    assert r.returncode == 2
    assert (
        "changed cell arith--text-only--seeded--temperature-0.2" in r.stderr
        and "sampling.n: 2 -> 3" in r.stderr
    )
    assert snapshot(s) == {**before, **{k: v for k, v in snapshot(s).items() if k.startswith("logs/") or k == "manifest.json"}}  # fmt: skip

    r = run_proctor(
        "sweep", str(s), *MOCKS, "-m", "mock:7", *SMALL, *axis, "--seed", "5"
    )  # a new model: new cells only
    assert "2 cells done now, 4 done before, 0 failed" in r.stderr
    assert [c.name for c in read_manifest(s).cells][4:] == ["arith--text-only--7--temperature-0.2", "arith--text-only--7--temperature-0.6"]  # fmt: skip


def test_a_failed_cell_is_recorded_and_the_others_run(tmp_path):
    s = tmp_path / "set"
    r = run_proctor("sweep", str(s), "-m", "mock:seeded", "-m", f"llamacpp:{tmp_path}/missing.gguf", "-m", "mock:4", *SMALL, check=False)  # fmt: skip
    assert r.returncode == 1, r.stderr
    assert "2 cells done now, 0 done before, 1 failed" in r.stderr
    cells = read_manifest(s).cells
    assert [c.status for c in cells] == ["done", "failed", "done"]
    assert cells[1].error.startswith("exit 2: ") and "missing.gguf" in cells[1].error
    assert cells[1].config_hash is None and not (s / cells[1].dir).exists()  # a failed start leaves nothing
    assert (s / "logs" / f"{cells[1].name}.log").is_file()


def _sweep(s: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "proctor", "sweep", str(s), "-m", "mock:seeded", "--repeats", "3", "-b", "arith", "--limit", "6", "-n", "3", *extra]  # fmt: skip


def _first_done(s: Path) -> bool:
    try:
        return read_manifest(s).cells[0].status == "done"
    except Exception:  # not written yet
        return False


def test_a_killed_sweep_resumes_to_the_records_of_an_undisturbed_one(tmp_path, records):
    calm, hurt = tmp_path / "calm", tmp_path / "hurt"
    subprocess.run(_sweep(calm), check=True, capture_output=True)
    proc = subprocess.Popen(_sweep(hurt), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 120
    while time.time() < deadline and not _first_done(hurt):
        time.sleep(0.02)
    proc.send_signal(signal.SIGKILL)  # the sweep dies; its running cell with it
    proc.wait()
    cells = read_manifest(hurt).cells
    assert cells[0].status == "done" and cells[-1].status != "done"
    # the first cell made partial as a killed eval leaves it: no summary, the last records missing
    cell = hurt / cells[0].dir
    (cell / "summary.json").unlink()
    lines = (cell / "samples.jsonl").read_text().splitlines(keepends=True)
    (cell / "samples.jsonl").write_text("".join(lines[:-5]) + lines[-5][:20])  # a torn line too
    sweep = Sweep(hurt, load_sweep_config(None, {"models": ["mock:seeded"], "repeats": 3, "benchmarks": ["arith"]}, ["benchmark.limit=6", "sampling.n=3"]))  # fmt: skip
    assert sweep.open().cells[0].status == "partial"
    assert [c.seed for c in sweep.manifest.cells] == [0, 1, 2]
    subprocess.run(_sweep(hurt), check=True, capture_output=True)
    assert "--resume" in (hurt / "logs" / f"{cells[0].name}.log").read_text()
    for c in read_manifest(hurt).cells:
        assert c.status == "done"
        assert records(hurt / c.dir) == records(calm / c.dir)
    assert records(calm / cells[0].dir) != records(calm / cells[1].dir)  # seed + 1: other samples


def test_the_pool_never_waits_for_a_straggler(tmp_path, monkeypatch):
    """Cell 0 finishes only after cell 3 has: in waves of two it would wait forever (here: 60 s)."""
    s = tmp_path / "set"
    cfg = load_sweep_config(None, {"models": ["mock:a", "mock:b", "mock:c", "mock:d"]})
    sweep = Sweep(s, cfg, SweepOptions(parallel=2))
    last = s / "arith--text-only--d"
    make = "import pathlib, sys, time; p = pathlib.Path(sys.argv[1]); "
    finish = "p.mkdir(); (p / 'summary.json').write_text('{}')"

    def command(cell):
        d = str(cell.path(s))
        if cell.name.endswith("--a"):
            wait = f"w = pathlib.Path({str(last)!r}) / 'summary.json'; t = time.time() + 60\nwhile not w.exists() and time.time() < t: time.sleep(0.02)\n"  # fmt: skip
            return [sys.executable, "-c", make + "\n" + wait + finish, d]
        return [sys.executable, "-c", make + finish, d]

    monkeypatch.setattr(sweep, "command", command)
    said: list[str] = []
    sweep.say = said.append
    started = time.time()
    result = sweep.run()
    assert (result.done, result.failed) == (4, 0) and time.time() - started < 50
    assert said.index("started arith--text-only--d") < said.index("done arith--text-only--a")
    assert json.loads((s / "manifest.json").read_text())["cells"][0]["status"] == "done"
