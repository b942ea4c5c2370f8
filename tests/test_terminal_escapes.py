"""Text from data reaches the terminal without its control characters: a dataset's problem ids
holding OSC 0 (window title), OSC 52 (clipboard write), a CSI and a bare BEL are printed by
`proctor regrade` as visible escapes, never as the bytes a terminal would obey."""

from __future__ import annotations

import subprocess
import sys

from test_regrade import make_run

from proctor.envs.base import Trajectory
from proctor.runs import SampleWriter
from proctor.terminal import printable

OSC_TITLE = "\x1b]0;pwned\x07"
OSC_CLIPBOARD = "\x1b]52;c;ZWNobyBwd25lZA==\x1b\\"
CSI = "\x1b[2J\x9b2J"


def test_printable_shows_every_control_character_as_an_escape():
    assert printable(f"a{OSC_TITLE}b\nc\td\re") == "a\\x1b]0;pwned\\x07b\nc\td\\x0de"
    assert printable("x\ny", one_line=True) == "x\\x0ay"
    assert printable(CSI) == "\\x1b[2J\\x9b2J"
    assert printable("ünïcode ✓ 12") == "ünïcode ✓ 12"


def test_regrade_prints_problem_ids_without_their_escape_sequences(tmp_path):
    run = make_run(tmp_path)
    hostile = f"id{OSC_TITLE}{OSC_CLIPBOARD}{CSI}\x07"
    with SampleWriter(run / "samples.jsonl") as w:  # a flip (math said no, integer reads 7)
        w.write(
            Trajectory(
                problem_id=hostile, seed=1, final_text="The answer is 7", answer="7", correct=False,
                grade_status="ok", grader="math", messages=[{"role": "user", "content": "q"}],
            )
        )  # fmt: skip
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "proctor",
            "regrade",
            str(run),
            "--grader",
            "integer",
            "--output",
            str(tmp_path / "n"),
        ],
        capture_output=True,
    )
    assert done.returncode == 0, done.stderr
    for stream in (done.stdout, done.stderr):
        assert b"\x1b" not in stream and b"\x07" not in stream and "\x9b".encode() not in stream
    assert b"id\\x1b]0;pwned\\x07\\x1b]52;c;" in done.stdout  # shown, not obeyed
