"""config.toml records --data as the user named it (typed text, and absolute with symlinks kept) beside
the resolved source, and a resume finds the data from any folder."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib


def _env() -> dict[str, str]:
    """This process's environment with PYTHONPATH made absolute (the children run in other folders)."""
    paths = [os.path.abspath(p) for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    return {**os.environ, "PYTHONPATH": os.pathsep.join(paths)}


def _proctor(cwd, *args: str) -> None:
    r = subprocess.run(
        [sys.executable, "-m", "proctor", *args],
        cwd=cwd,
        capture_output=True,
        env=_env(),
        text=True,
        timeout=300,
    )
    assert r.returncode == 0, r.stderr


def test_the_typed_and_the_resolved_dataset_paths_are_both_recorded(tmp_path):
    real = tmp_path / "store" / "v2"
    real.mkdir(parents=True)
    rows = [{"id": f"p{i}", "problem": f"What is {i}+1?", "answer": str(i + 1)} for i in range(3)]
    (real / "probs.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    work = tmp_path / "work"
    work.mkdir()
    (work / "data").symlink_to(real)
    run = tmp_path / "run"
    _proctor(
        work,
        "eval",
        "aime24",
        "--model",
        "mock:\\boxed{2}",
        "-q",
        "--data",
        "data/probs.jsonl",
        "--output",
        str(run),
    )
    config = tomllib.loads((run / "config.toml").read_text())
    assert config["benchmark"]["data"] == str(work / "data" / "probs.jsonl")  # the user's path, absolute
    dataset = config["resolved"]["dataset"]
    assert dataset["data_given"] == "data/probs.jsonl"  # exactly as typed
    assert dataset["source"] == f"file:{os.path.realpath(real / 'probs.jsonl')}"  # symlinks resolved

    (run / "summary.json").unlink()  # make the run resumable from another folder
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    _proctor(elsewhere, "eval", "--resume", str(run), "-q")
    assert (run / "summary.json").is_file()
