"""Replies that degenerate into a run of one short unit after (or around) the answer: thousands of empty lines,
of ". ", of "- " bullets, of underscores, of one digit, of the boxed answer restated. A model that loops until its
token limit writes these. Each used to cost time quadratic in the run (one scan to the end of the reply per line or
per character: 5-110 s at 16 KB, hours at 100 KB), on the event loop for a short reply and past the reading workers'
CPU limit for a long one (an error on every resume); they are now read in time linear in the length."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

SIZE = 32_000

CASES = [
    # (grader, mode, unit, where): each took 5 s or more at 16 KB before
    ("math", "standard", "\n", "after"),
    ("math", "strict", "\n", "after"),
    ("mcq", "standard", "\n", "after"),
    ("number", "standard", "\n", "after"),
    ("math", "standard", "- \n", "after"),
    ("math", "standard", ". ", "after"),
    ("math", "standard", "_", "after"),
    ("mcq", "standard", "_", "middle"),
    ("number", "standard", "__", "after"),
    ("math", "standard", "7", "after"),
    ("mcq", "standard", "0", "middle"),
    ("number", "standard", "7", "middle"),
    ("math", "strict", "So the answer is $\\boxed{7}$.\n", "after"),
]

_BOX = {"math": ("\\boxed{7}", "7"), "mcq": ("\\boxed{A}", "A"), "number": ("#### 7", "7")}


def _reply(grader: str, unit: str, where: str, size: int) -> tuple[str, str]:
    box, gold = _BOX[grader]
    run = unit * (size // len(unit))
    stated = (
        f"We add 3 and 4.\n{box}\n" if grader == "number" else f"We add 3 and 4. So the answer is {box}.\n"
    )
    return (stated + run if where == "after" else run + "\n" + stated + run), gold


def test_a_run_is_read_in_linear_time():
    """All cases in one child process (a regression hangs it, not the suite): each graded under 5 CPU s at 32 KB,
    where the quadratic reads took minutes."""
    jobs = [(g, m, *_reply(g, u, w, SIZE)) for g, m, u, w in CASES]
    code = textwrap.dedent(
        f"""
        import time
        from proctor.grading import get_grader
        from proctor.grading.base import grade_text
        for grader, mode, reply, gold in {jobs!r}:
            g = get_grader(grader, mode=mode)
            grade_text(g, "So the answer is " + gold + ".", gold)
            t = time.process_time()
            grade_text(g, reply, gold)
            print(round(time.process_time() - t, 3), flush=True)
        """
    )
    proc = subprocess.run([sys.executable, "-"], input=code, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    seconds = [float(x) for x in proc.stdout.split()]
    assert len(seconds) == len(CASES)
    slow = [(case, s) for case, s in zip(CASES, seconds, strict=True) if s > 5]
    assert not slow, slow


@pytest.mark.parametrize("grader", ["math", "mcq", "number"])
@pytest.mark.parametrize("mode", ["standard", "strict"])
def test_empty_lines_after_the_answer_change_nothing(grader, mode):
    """The cut in how far each check scans changes no reading: the answer before thousands of empty lines is read
    as it is without them."""
    g = get_grader(grader, mode=mode)
    reply, gold = _reply(grader, "\n", "after", 8_000)
    alone = reply.rstrip("\n")
    assert grade_text(g, alone, gold).correct
    assert grade_text(g, reply, gold).correct
