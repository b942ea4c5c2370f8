"""Patterns rewritten so that each character has one place to go (a nested or adjacent repeat over the same
characters backtracks 2^n or n^2 ways when the match fails): the same strings match as with the old patterns, and
replies built to make the old ones backtrack are graded in a fraction of a second, where the old patterns took
minutes (a grading thread that never returns, which no timeout of a thread can stop)."""

from __future__ import annotations

import itertools
import re
import subprocess
import sys
import textwrap

import pytest

from proctor.grading import count_tails, prior_block, surface

OLD_BARE_LEAD = re.compile(r"[ \t$*_]*(?:\\\[|\\\(|\$\$)?[ \t$*_]*")
OLD_GAP = r"[ \t]*,?[ \t]+"
NEW_GAP = r"(?:[ \t]*,)?[ \t]+"
OLD_TURN_LEAD = re.compile(r"\n[ \t]*(?:[#>*_]+[ \t]*)*")
NEW_TURN_LEAD = re.compile(r"\n[ \t#>*_]*")


def _strings(alphabet: str, up_to: int):
    for n in range(up_to + 1):
        yield from ("".join(p) for p in itertools.product(alphabet, repeat=n))


def test_the_bare_lead_matches_what_it_matched():
    for s in _strings(" $*\\[(x", 6):
        assert bool(OLD_BARE_LEAD.fullmatch(s)) == bool(prior_block._BARE_LEAD.fullmatch(s)), s


def test_the_gap_before_a_word_matches_what_it_matched():
    old, new = re.compile(f"(?:{OLD_GAP}a)+"), re.compile(f"(?:{NEW_GAP}a)+")
    assert count_tails._PLAIN_REST.pattern.count(NEW_GAP) == 1
    for s in _strings(" \t,a", 7):
        assert bool(old.fullmatch(s)) == bool(new.fullmatch(s)), s


def test_a_turn_s_lead_matches_what_it_matched():
    assert NEW_TURN_LEAD.pattern in surface._TURN.pattern
    for s in _strings(" #>*_x", 6):
        assert bool(OLD_TURN_LEAD.fullmatch("\n" + s)) == bool(NEW_TURN_LEAD.fullmatch("\n" + s)), s


HOSTILE = [
    # (reply, gold, mode): the old turn lead, the old gap before a word, the old bare lead
    ("Fill in the blank:\n" + "_" * 40 + " students passed.\n\nThe answer is \\boxed{8}.", "8", "standard"),
    ("So \\boxed{5} participants participate in" + "  the" * 28 + "  #.", "5", "standard"),
    ("We computed 7.\n\n" + "$" * 100_000 + "x \\boxed{8}", "8", "strict"),
    ("We first note that 3x + 7 = 22, so x = 5. Wait, let me reconsider the case n = 2k. " * 3000
     + "Therefore the answer is $\\boxed{5}$.", "5", "strict"),
]  # fmt: skip


@pytest.mark.parametrize("reply, gold, mode", HOSTILE, ids=["turn", "gap", "bare-lead", "long-lines"])
def test_replies_built_to_backtrack_are_graded_at_once(reply, gold, mode):
    code = textwrap.dedent(
        f"""
        import time
        from proctor.grading import get_grader
        from proctor.grading.base import grade_text
        g = get_grader("math", mode={mode!r})
        grade_text(g, "so \\\\boxed{{3}}", "3")
        t = time.process_time()
        r = grade_text(g, {reply!r}, {gold!r})
        print(r.status, round(time.process_time() - t, 3))
        """
    )
    proc = subprocess.run([sys.executable, "-"], input=code, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    status, seconds = proc.stdout.split()
    assert status in {"ok", "no_answer"} and float(seconds) < 5, proc.stdout  # (the old patterns: minutes)
