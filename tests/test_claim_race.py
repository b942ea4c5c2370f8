"""Two starts with one --output: real processes racing at many interleavings. One wins; a loser
removes nothing of the winner's (its folder, its .lock, its config.toml), and a start refused or
failed loads no model it leaves open."""

from __future__ import annotations

import multiprocessing
import os
import random
import time
from pathlib import Path

import pytest

from proctor.config import build_config
from proctor.runs import RunDirError
from proctor.runs.rundir import claim_run_dir, lock_run_dir

ROUNDS = 60
RACERS = 3


def _racer(root: str, me: int, barrier, results) -> None:
    """One process: in every round, start a run in the round's folder at the same moment as the
    others (a random delay of up to 3 ms apart); the winner checks, while it holds the run, that its
    folder, config.toml and lock are still its own."""
    from proctor.runner import start_run

    rng = random.Random(me * 7919 + 1)
    cfg = build_config(None, None, ["model.ref=mock:x", "benchmark.limit=1"])
    for i in range(ROUNDS):
        out = Path(root) / f"round-{i}"
        barrier.wait()
        time.sleep(rng.random() * 0.003)
        try:
            prep, run_dir, _ = start_run(cfg, out)
        except RunDirError:
            results.put((i, me, "lost", ""))
        except Exception as e:  # anything else is a start broken by another's cleanup
            results.put((i, me, "crashed", f"{type(e).__name__}: {e}"))
        else:
            time.sleep(0.01)  # the run goes on while the losers fail and clean up
            lock = Path(run_dir) / ".lock"
            own = os.fstat(prep.lock.fileno())
            problems = []
            if not (Path(run_dir) / "config.toml").is_file():
                problems.append("config.toml gone")
            if not lock.exists():
                problems.append(".lock gone")
            elif (os.stat(lock).st_dev, os.stat(lock).st_ino) != (own.st_dev, own.st_ino):
                problems.append(".lock replaced: another process can lock the run")
            else:
                try:  # the lock is what every other process sees: a second lock is refused
                    lock_run_dir(Path(run_dir)).close()
                    problems.append("a second lock was granted")
                except RunDirError:
                    pass
            prep.lock.close()
            results.put((i, me, "won", "; ".join(problems)))
        barrier.wait()


def test_concurrent_starts_on_one_output_never_destroy_the_winner(tmp_path):
    ctx = multiprocessing.get_context("fork")
    barrier, results = ctx.Barrier(RACERS), ctx.Queue()
    procs = [ctx.Process(target=_racer, args=(str(tmp_path), me, barrier, results)) for me in range(RACERS)]
    for p in procs:
        p.start()
    got = [results.get(timeout=120) for _ in range(ROUNDS * RACERS)]
    for p in procs:
        p.join(timeout=60)
        assert p.exitcode == 0
    for i in range(ROUNDS):
        outcome = [r for r in got if r[0] == i]
        assert not [r for r in outcome if r[2] == "crashed"], f"round {i}: {outcome}"
        winners = [r for r in outcome if r[2] == "won"]
        assert len(winners) == 1, f"round {i}: {outcome}"
        assert winners[0][3] == "", f"round {i}: {winners[0][3]}"
        assert (tmp_path / f"round-{i}" / "config.toml").is_file(), f"round {i}: the winner's run is gone"


def test_a_refused_claim_leaves_the_holders_folder_untouched(tmp_path):
    out = tmp_path / "run"
    held = claim_run_dir(out)  # another start holds the folder, before it writes config.toml
    with pytest.raises(RunDirError, match="in use by another proctor process"):
        claim_run_dir(out)
    assert (out / ".lock").exists()
    held.release()
    assert not out.exists()  # its maker removed what it made
    again = claim_run_dir(out)  # and the path can be used again
    again.lock.close()


def test_a_failed_start_removes_only_what_it_made(tmp_path):
    out = tmp_path / "mine"
    out.mkdir()  # made by the user: a failed start leaves it as it was
    claim = claim_run_dir(out)
    (out / "config.toml.tmp").write_text("half")
    claim.release()
    assert out.is_dir() and not any(out.iterdir())


def test_start_refused_at_output_loads_no_model(tmp_path, monkeypatch):
    from proctor.runner import prepared, start_run

    loaded = []
    real = prepared.load_sampler
    monkeypatch.setattr(prepared, "load_sampler", lambda *a, **k: loaded.append(a) or real(*a, **k))
    out = tmp_path / "run"
    out.mkdir()
    (out / "config.toml").write_text("")
    cfg = build_config(None, None, ["model.ref=mock:x", "benchmark.limit=1"])
    with pytest.raises(RunDirError, match="already exists"):
        start_run(cfg, out)
    assert loaded == []  # refused before the model loaded


def test_start_failing_after_the_model_loaded_closes_it_and_frees_the_output(tmp_path, monkeypatch):
    from proctor.models.mock import MockSampler
    from proctor.runner import start
    from proctor.runs import rundir

    closed = []

    async def aclose(self):
        closed.append(self)

    monkeypatch.setattr(MockSampler, "aclose", aclose)

    def refuse(run_dir, config):
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(start, "write_config", refuse)
    cfg = build_config(None, None, ["model.ref=mock:x", "benchmark.limit=1"])
    with pytest.raises(RunDirError):
        start.start_run(cfg, tmp_path / "run")
    assert closed, "the loaded model was left open"
    assert not (tmp_path / "run").exists()
    rundir.claim_run_dir(tmp_path / "run").release()
