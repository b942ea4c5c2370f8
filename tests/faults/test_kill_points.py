"""SIGKILL at seeded random points of `proctor eval`, `eval --resume`, `merge`, `regrade` and `export`
on the mock model (each: a random delay, or once K records are on disk). The full sweep is 20
points each (PROCTOR_FULL_SWEEP=1); by default the first 6 of them, the same every run.

After every kill: a summary.json, if there is one, counts no error and covers the whole run; the
run is complete, or one `--resume` (a rerun of the same command, for merge, regrade and export)
completes it with the records and summary of an undisturbed run; no finished record is lost; and
no process the killed one started is alive. Commands run in children forked from tests/faults/
driver.py (a real process, killed for real, without paying the imports at every point)."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from fault_procs import new_mark, survivors, sweep_points
from fault_table import tally
from runs_check import (
    file_hashes,
    from_real_replies,
    keyed,
    lost,
    records,
    summary,
    summary_counts_an_error,
    untimed,
)

pytestmark = [
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fork and Linux signals"),
    pytest.mark.sweep,
]

POINTS = sweep_points(full=20, sample=6)
SEED = 23
EVAL = ["eval", "arith", "--model", "mock:seeded", "--limit", "30", "-n", "4", "-q"]
TOTAL = 30 * 4


class Driver:
    def __init__(self, workdir: Path):
        self.workdir = workdir
        self.proc = subprocess.Popen(
            [sys.executable, str(Path(__file__).with_name("driver.py"))],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=workdir,
        )
        self.count = 0

    def run(self, argv: list[str], plan: dict | None = None, mark: dict | None = None) -> dict:
        self.count += 1
        request = {"argv": argv, "log": str(self.workdir / f"{self.count}.log"), "env": mark or {}}
        request.update(plan or {})
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        assert line, "the fault driver died"
        result = json.loads(line)
        result["log"] = request["log"]
        assert not result["timed_out"], f"proctor {' '.join(argv)} hung; see {request['log']}"
        return result

    def output(self, result: dict) -> str:
        return Path(result["log"]).read_text(errors="replace")

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


@pytest.fixture(scope="module")
def driver(tmp_path_factory):
    d = Driver(tmp_path_factory.mktemp("driver"))
    yield d
    d.close()


@pytest.fixture(scope="module")
def base(driver, tmp_path_factory):
    """An undisturbed run, its sharded twin (merged and not), a regrade and an export of it."""
    root = tmp_path_factory.mktemp("base")
    out = {"root": root, "run": root / "run", "sharded": root / "sharded"}
    r = driver.run([*EVAL, "--output", str(out["run"])])
    assert r["rc"] == 0, driver.output(r)
    out["eval_s"] = r["wall_s"]
    for i in range(2):
        r = driver.run([*EVAL, "--output", str(out["sharded"]), "--shard", f"{i}/2"])
        assert r["rc"] == 0, driver.output(r)
    shutil.copytree(out["sharded"], root / "merged")
    r = driver.run(["merge", str(root / "merged")])
    assert r["rc"] == 0, driver.output(r)
    out["merge_s"] = r["wall_s"]
    r = driver.run(["regrade", str(out["run"]), "--grader", "math", "--output", str(root / "regraded")])
    assert r["rc"] == 0, driver.output(r)
    out["regrade_s"] = r["wall_s"]
    r = driver.run(["export", str(out["run"]), "--format", "csv", "--output", str(root / "table.csv")])
    assert r["rc"] == 0, driver.output(r)
    out["export_s"] = r["wall_s"]
    out["records"] = keyed(records(out["run"]))
    out["summary"] = untimed(summary(out["run"]))
    out["run_files"] = file_hashes(out["run"])
    assert len(out["records"]) == TOTAL and out["summary"] is not None
    assert keyed(records(root / "merged")) == out["records"]  # a sharded run gives the same records
    return out


def _plan(rng: random.Random, span_s: float, watch: Path | None = None, lines: tuple[int, int] = (0, 0)):
    """Kill after a random delay within ``span_s``, or (half the time) once ``watch`` has K lines."""
    if watch is not None and lines[1] > lines[0] and rng.random() < 0.5:
        return {"watch": str(watch), "kill_after_lines": rng.randint(*lines), "timeout_s": 120}
    return {"kill_after_s": rng.uniform(0.0, span_s), "timeout_s": 120}


class Point:
    """One fault and what is checked after it; problems go to ``self.problems``."""

    def __init__(self, kind: str, problems: list[str]):
        self.kind, self.problems = kind, problems
        self.row = {"faults": 0, "completed": 0, "resumed": 0, "records_lost": 0}
        self.row |= {"summaries_with_errors": 0, "orphans": 0}

    def killed(self, result: dict, mark: dict, where: Path) -> None:
        self.row["faults"] += 1
        left = survivors(mark, within_s=3)
        if left:
            self.row["orphans"] += len(left)
            self.problems.append(f"{self.kind}: {left} outlived the killed process")
        if result["rc"] not in (0, -9):
            self.problems.append(f"{self.kind}: exit {result['rc']} (neither done nor killed)")
        if where.is_dir() and summary_counts_an_error(where):
            self.row["summaries_with_errors"] += 1
            self.problems.append(f"{self.kind}: {where}/summary.json does not match its records")

    def finished(self, run_dir: Path, base: dict, saved: dict, resumed: bool) -> None:
        self.row["resumed" if resumed else "completed"] += 1
        recs = records(run_dir)
        final = keyed(recs)
        n_lost = lost(saved, final) + sum(1 for k in base["records"] if k not in final)
        self.row["records_lost"] += n_lost
        if summary_counts_an_error(run_dir):
            self.row["summaries_with_errors"] += 1
        if final != base["records"] or len(recs) != len(final) or not from_real_replies(recs):
            self.problems.append(f"{self.kind}: {run_dir} records differ from the undisturbed run")
        if untimed(summary(run_dir)) != base["summary"]:
            self.problems.append(f"{self.kind}: {run_dir} summary differs from the undisturbed run")

    def close(self) -> None:
        tally(f"SIGKILL {self.kind}", **self.row)


def _continue(driver: Driver, run_dir: Path, command: list[str], problems: list[str], kind: str) -> bool:
    """After a kill: resume a started run, rerun the same command when none had started. True when
    it had to resume."""
    if (run_dir / "summary.json").is_file():
        return False
    started = (run_dir / "config.toml").is_file()
    argv = ["eval", "--resume", str(run_dir)] if started else command
    r = driver.run(argv)
    if r["rc"] != 0:
        problems.append(
            f"{kind}: `proctor {' '.join(argv)}` after the kill exited {r['rc']}: {driver.output(r)[-400:]}"
        )
    return True


def test_sigkill_during_eval_and_resume(driver, base, tmp_path):
    """POINTS kills of a fresh eval; each run left partial is resumed under a kill too (more evals
    are killed after K records until POINTS resumes were), then resumed once more to completion."""
    rng = random.Random(SEED)
    problems: list[str] = []
    ev, res = Point("eval", problems), Point("eval --resume", problems)
    for i in range(3 * POINTS):  # bounded: stops once both kinds have their points
        if ev.row["faults"] >= POINTS and res.row["faults"] >= POINTS:
            break
        run_dir = tmp_path / f"e{i}"
        command = [*EVAL, "--output", str(run_dir)]
        mark = new_mark()
        samples = run_dir / "samples.jsonl"
        plan = (
            _plan(rng, base["eval_s"] * 1.1, samples, (1, TOTAL - 1))
            if ev.row["faults"] < POINTS
            else {"watch": str(samples), "kill_after_lines": rng.randint(1, TOTAL // 2), "timeout_s": 120}
        )
        r = driver.run(command, plan, mark)
        ev.killed(r, mark, run_dir)
        saved = keyed(records(run_dir)) if run_dir.is_dir() else {}
        if not (run_dir / "config.toml").is_file() or (run_dir / "summary.json").is_file():
            resumed = _continue(driver, run_dir, command, problems, "eval")
            ev.finished(run_dir, base, saved, resumed)
            continue
        # the run is partial: kill its resume at a random point too, then resume once more
        mark = new_mark()
        plan = _plan(rng, base["eval_s"] * 1.1, samples, (len(saved) + 1, TOTAL - 1))
        r = driver.run(["eval", "--resume", str(run_dir)], plan, mark)
        res.killed(r, mark, run_dir)
        saved_after = keyed(records(run_dir))
        resumed = _continue(driver, run_dir, command, problems, "eval --resume")
        res.finished(run_dir, base, {**saved, **saved_after}, resumed)
        ev.row["resumed"] += 1  # the eval's partial run was resumed (twice: once killed)
    ev.close()
    res.close()
    assert ev.row["faults"] >= POINTS and res.row["faults"] >= POINTS, (ev.row, res.row)
    assert not problems, "\n".join(problems)


def _rerun_until_done(driver, argv, target, problems, kind) -> None:
    r = driver.run(argv)
    if r["rc"] != 0:
        problems.append(
            f"{kind}: rerunning `proctor {' '.join(argv)}` exited {r['rc']}: {driver.output(r)[-400:]}"
        )


def test_sigkill_during_merge(driver, base, tmp_path):
    rng = random.Random(SEED + 1)
    problems: list[str] = []
    point = Point("merge", problems)
    want = {"records": base["records"], "summary": untimed(summary(base["root"] / "merged"))}
    shards_before = file_hashes(base["sharded"] / "shards")
    for i in range(POINTS):
        run_dir = tmp_path / f"m{i}"
        shutil.copytree(base["sharded"], run_dir)
        mark = new_mark()
        plan = _plan(rng, base["merge_s"] * 1.1, run_dir / "samples.jsonl.tmp", (1, TOTAL - 1))
        r = driver.run(["merge", str(run_dir)], plan, mark)
        point.killed(r, mark, run_dir)
        if file_hashes(run_dir / "shards") != shards_before:
            problems.append(f"merge: a killed merge changed the shards of {run_dir}")
        done = (run_dir / "summary.json").is_file()
        if not done:
            _rerun_until_done(driver, ["merge", str(run_dir)], run_dir, problems, "merge")
        point.finished(run_dir, want, {}, not done)
    point.close()
    assert not problems, "\n".join(problems)


def test_sigkill_during_regrade(driver, base, tmp_path):
    rng = random.Random(SEED + 2)
    problems: list[str] = []
    point = Point("regrade", problems)
    clean = base["root"] / "regraded"
    want = {"records": keyed(records(clean)), "summary": untimed(summary(clean))}
    for i in range(POINTS):
        dest = tmp_path / f"g{i}"
        command = ["regrade", str(base["run"]), "--grader", "math", "--output", str(dest)]
        mark = new_mark()
        r = driver.run(command, _plan(rng, base["regrade_s"] * 1.1), mark)
        point.killed(r, mark, dest)
        if file_hashes(base["run"]) != base["run_files"]:
            problems.append("regrade: a killed regrade changed its source run")
        if (
            r["rc"] != 0
            and dest.exists()
            and (dest / "config.toml").is_file()
            and not (dest / "summary.json").is_file()
        ):
            problems.append(
                f"regrade: the kill left {dest} looking like an unfinished run (`eval --resume` would call the model)"
            )
        # a kill after the finished folder was renamed into place (before the process exited)
        # leaves a whole run: a rerun would be refused as the folder exists, and need not run
        done = r["rc"] == 0 or (dest / "summary.json").is_file()
        if not done:
            _rerun_until_done(driver, command, dest, problems, "regrade")
        point.finished(dest, want, {}, not done)
    point.close()
    assert not problems, "\n".join(problems)


def test_sigkill_during_export(driver, base, tmp_path):
    rng = random.Random(SEED + 3)
    problems: list[str] = []
    point = Point("export", problems)
    want = (base["root"] / "table.csv").read_bytes()
    for i in range(POINTS):
        target = tmp_path / f"t{i}.csv"
        command = ["export", str(base["run"]), "--format", "csv", "--output", str(target)]
        mark = new_mark()
        r = driver.run(command, _plan(rng, base["export_s"] * 1.1), mark)
        point.killed(r, mark, base["run"])
        if target.exists() and target.read_bytes() != want:
            problems.append(f"export: the kill left a torn {target}")
        if file_hashes(base["run"]) != base["run_files"]:
            problems.append("export: a killed export changed its source run")
        done = target.exists()
        if not done:
            _rerun_until_done(driver, command, target, problems, "export")
        point.row["resumed" if not done else "completed"] += 1
        if target.read_bytes() != want:
            problems.append(f"export: {target} differs from an undisturbed export")
    point.close()
    assert not problems, "\n".join(problems)
