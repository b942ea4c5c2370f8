"""``python -m proctor`` ends as ``sys.exit`` would, less the interpreter's teardown
(``proctor.lifetime.run_then_exit``): the same exit status and stderr message, every ``atexit``
handler run, stdout and stderr flushed, a thread that is not a daemon waited for, and the children a
run started (its reading workers) gone when it has exited."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "faults"))

from fake_openai import FakeOpenAI  # noqa: E402
from fault_procs import marked, new_mark, survivors  # noqa: E402

SRC = str(Path(__file__).resolve().parent.parent / "src")

# An entry point run by run_then_exit; the marker file says which exit steps ran.
PROGRAM = """
import atexit, os, sys, threading, time
from proctor.lifetime import run_then_exit

out = sys.argv[1]
kind = sys.argv[2]


def note(word):
    with open(out, "a") as f:
        f.write(word + "\\n")


class Torn:
    def __init__(self):
        self.fd, self.write = os.open(out, os.O_WRONLY | os.O_APPEND | os.O_CREAT), os.write

    def __del__(self):  # runs in the interpreter's teardown only
        self.write(self.fd, b"teardown\\n")


KEEP = Torn()
atexit.register(note, "atexit")


def main():
    sys.stdout.write("x" * 100000)  # buffered: written only by the flush at exit
    print("to stderr", file=sys.stderr, end="")
    if kind == "thread":
        def late():
            time.sleep(0.5)
            note("thread")
        threading.Thread(target=late).start()
    if kind == "code":
        sys.exit(3)
    if kind == "message":
        sys.exit("a message")
    if kind == "error":
        raise RuntimeError("boom")


run_then_exit(main)
"""


def _run(tmp_path: Path, kind: str) -> tuple[subprocess.CompletedProcess, list[str]]:
    out = tmp_path / f"{kind}.txt"
    r = subprocess.run(
        [sys.executable, "-c", PROGRAM, str(out), kind],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PYTHONPATH": SRC},
    )
    return r, out.read_text().split() if out.exists() else []


@pytest.mark.parametrize(("kind", "status"), [("none", 0), ("code", 3), ("message", 1)])
def test_the_exit_status_and_output_are_those_of_sys_exit(tmp_path, kind, status):
    r, steps = _run(tmp_path, kind)
    assert r.returncode == status, r.stderr
    assert r.stdout == "x" * 100000  # flushed
    assert r.stderr.startswith("to stderr")
    if kind == "message":
        assert r.stderr.endswith("a message\n")
    assert steps == ["atexit"]  # the handlers ran, the teardown did not


def test_a_thread_the_interpreter_would_wait_for_is_waited_for(tmp_path):
    r, steps = _run(tmp_path, "thread")
    assert r.returncode == 0, r.stderr
    assert steps[0] == "thread" and "atexit" in steps  # the ordinary exit: the thread ended first


def test_an_exception_takes_the_ordinary_exit(tmp_path):
    r, steps = _run(tmp_path, "error")
    assert r.returncode == 1
    assert "RuntimeError: boom" in r.stderr  # its traceback
    assert "atexit" in steps


def test_an_eval_leaves_no_reading_worker_and_exits_as_before(tmp_path):
    """A run at a concurrency that starts the reading workers (a burst of short replies): once
    ``python -m proctor eval`` has exited 0 with its summary written, none of its workers is alive."""
    rows = [{"id": f"p{i}", "problem": f"What is {i} + {i}?", "answer": str(2 * i)} for i in range(40)]
    data = tmp_path / "problems.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in rows))
    server = FakeOpenAI()
    mark = new_mark()
    try:
        r = subprocess.run(
            [
                sys.executable,
                "-m",
                "proctor",
                "eval",
                "math500",
                "--data",
                str(data),
                "-m",
                "openai:fake",
                "--base-url",
                f"http://127.0.0.1:{server.port}/v1",
                "-n",
                "2",
                "--concurrency",
                "64",
                "--output",
                str(tmp_path / "run"),
                "-q",
            ],  # fmt: skip
            capture_output=True,
            text=True,
            timeout=300,
            env={**os.environ, **mark, "OPENAI_API_KEY": "x", "PYTHONPATH": SRC, "COLUMNS": "200"},
        )
    finally:
        server.close()
    assert r.returncode == 0, r.stdout + r.stderr
    assert "mean@2" in r.stdout  # the summary table, flushed
    assert (tmp_path / "run" / "summary.json").is_file()
    assert not marked(mark), f"processes outlived `proctor eval`: {survivors(mark, within_s=0)}"
