"""A session's kernel between calls: it stays the same process when a call leaves it one thread, and
is forked anew when a thread is left; nothing of a call acts after it, the code cannot put the
harness out of step by speaking on its kernel socket or stopping itself, and its CPU time counts."""

from __future__ import annotations

import time

import pytest
from nobody import BOXES, open_box

# code that finds the number of the call it runs in (a local of the harness's loop), as an attacker
# would, and writes the harness's "ended" message on the kernel socket (fd 3)
NUMBER = """
import sys, os, struct, signal
def current():
    frame = sys._getframe()
    while 'number' not in frame.f_locals:
        frame = frame.f_back
    return frame.f_locals['number']
def forge(n, status):
    os.write(3, struct.pack('>cIB', b'E', n, status))
"""

TICKER = """
import threading, time
def tick():
    while True:
        with open('ticks', 'a') as f:
            f.write('x')
        time.sleep(0.01)
threading.Thread(target=tick, daemon=True).start()
time.sleep(0.05)
kept = 'yes'
print(os.getpid())
"""


def test_a_single_threaded_kernel_stays_and_keeps_its_state(box):
    with box.session() as session:
        first = session.run("import os\ntotal = 1\nprint(os.getpid())")
        pids = {first.stdout}
        for _ in range(5):
            result = session.run("total += 1\nprint(os.getpid())")
            assert result.status == "ok", result
            pids.add(result.stdout)
        assert len(pids) == 1  # the same process ran every call
        assert session.run("print(total)").stdout == "6\n"


def test_a_call_that_leaves_a_thread_gets_a_fresh_kernel(box):
    with box.session() as session:
        assert session.run("import os\nprint(os.getpid())").status == "ok"
        ticked = session.run(TICKER)
        assert ticked.status == "ok", ticked
        size = "import os, threading\nprint(os.path.getsize('ticks'), threading.active_count(), kept)"
        before = session.run(size)
        assert before.status == "ok", before
        count, threads, kept = before.stdout.split()
        assert int(count) >= 1 and threads == "1" and kept == "yes"  # the state, not the thread
        time.sleep(0.3)  # stopped between calls; the thread is gone for good, not only stopped
        later = session.run(f"import time\ntime.sleep(0.2)\n{size}")
        assert later.status == "ok", later
        assert later.stdout.split()[0] == count, (before, later)
        moved = session.run("print(os.getpid())")
        assert moved.stdout != ticked.stdout.splitlines()[-1] + "\n"  # a fork took over


def test_an_alarm_or_timer_set_by_a_call_does_not_fire_in_a_later_one(box):
    with box.session() as session:
        armed = session.run(
            "import signal, time\nsignal.alarm(1)\nsignal.setitimer(signal.ITIMER_REAL, 0.8)\n"
            "signal.setitimer(signal.ITIMER_VIRTUAL, 0.05)\nprint('armed')"
        )
        assert armed.stdout == "armed\n", armed
        time.sleep(1.2)  # the alarm would be pending by now
        spin = "t = time.process_time()\nwhile time.process_time() - t < 0.1:\n    pass\n"
        later = session.run(f"time.sleep(1.2)\n{spin}print('still here')")
        assert later.status == "ok" and later.stdout == "still here\n", later
        assert "restarted" not in later.stderr


def test_a_forged_end_only_ends_its_own_call(box):
    with box.session() as session, box.session() as other:
        assert session.run(NUMBER).status == "ok"
        # forged ends of every number, then the call goes on: it ends when the harness says so
        forged = session.run("for n in range(0, 12):\n    forge(n, 0)\nprint('went on')\nraise SystemExit(3)")
        assert forged.status == "error" and forged.exit_code == 3, forged
        assert forged.stdout == "went on\n"
        assert other.run("print('other 1')").stdout == "other 1\n"
        # its own number, then a stop: the call ends early with what it chose, like an exit; resumed
        # by the next call, it claims that call's end too (its number is one more), and stops again
        early = session.run(
            "print('early')\nforge(current(), 0)\nos.kill(os.getpid(), signal.SIGSTOP)\n"
            "forge(current() + 1, 0)\nos.kill(os.getpid(), signal.SIGSTOP)\nprint('late')"
        )
        assert early.status == "ok" and early.stdout == "early\n", early
        # resumed by the next call, the stopped code neither answers it nor shifts it
        results = [session.run(f"print('call {i}')") for i in range(4)]
        assert all("late" not in r.stdout for r in results), results
        assert results[0].stdout in ("call 0\n", ""), results[0]
        if results[0].stdout != "call 0\n":
            assert "session was restarted" in results[0].stderr, results[0]
        for i, r in enumerate(results[1:], 1):
            assert r.status == "ok" and r.stdout == f"call {i}\n", results
        assert other.run("print('other 2')").stdout == "other 2\n"


def test_a_stop_with_threads_running_or_without_an_end_restarts_the_session(box):
    with box.session() as session, box.session() as other:
        session.run(NUMBER)
        threaded = session.run(
            "import threading, time\nthreading.Thread(target=time.sleep, args=(3,)).start()\n"
            "print('x')\nforge(current(), 0)\nos.kill(os.getpid(), signal.SIGSTOP)"
        )
        assert threaded.status == "killed" and "session was restarted" in threaded.stderr, threaded
        assert session.run("print('forge' in globals())").stdout == "False\n"
        assert other.run("print('other')").stdout == "other\n"
        session.run("import os, signal")
        silent = session.run("print('y')\nos.kill(os.getpid(), signal.SIGSTOP)")  # no end said
        assert silent.status == "killed" and "session was restarted" in silent.stderr, silent
        assert session.run("print(2)").stdout == "2\n"


@pytest.fixture(scope="module", params=BOXES)
def budgeted(request):
    with open_box(request.param, session_cpu_s=2) as sb:
        yield sb


def test_cpu_of_many_short_calls_counts_against_the_session_budget(budgeted):
    burn = "t = time.process_time()\nwhile time.process_time() - t < 0.25:\n    pass\nprint(os.getpid())"
    with budgeted.session() as session:
        assert session.run("import os, time").status == "ok"
        pids = set()
        for _ in range(16):
            result = session.run(burn)
            if result.status != "ok":
                break
            pids.add(result.stdout)
        else:
            raise AssertionError("16 calls of 0.25 s of CPU each stayed within a 2 s budget")
        assert "used up its CPU budget" in result.stderr, result
        assert len(pids) == 1  # one kernel, which stayed: no exit counted its time


def test_a_restarted_session_keeps_what_it_spent_of_its_budget(budgeted):
    with budgeted.session() as session:
        for _ in range(12):
            result = session.run("while True:\n    pass", timeout_s=2)
            if "used up its CPU budget" in result.stderr:
                break
            # timed out, or killed by the hard CPU limit (what is left of the budget)
            assert result.status in ("timeout", "killed"), result
            assert "session was restarted" in result.stderr, result
        else:
            raise AssertionError("12 timed-out calls of a session with a 2 s CPU budget all ran")


def test_cpu_of_a_call_that_stops_itself_still_counts(budgeted):
    burn = (
        "import os, signal, time\nt = time.process_time()\nwhile time.process_time() - t < 0.4:\n"
        "    pass\nos.kill(os.getpid(), signal.SIGSTOP)"
    )
    with budgeted.session() as session:
        for _ in range(12):
            result = session.run(burn)
            if "used up its CPU budget" in result.stderr:
                break
            assert result.status == "killed" and "session was restarted" in result.stderr, result
        else:
            raise AssertionError("12 calls of 0.4 s of CPU each, each stopping itself, stayed within 2 s")
