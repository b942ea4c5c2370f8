"""Bounded grading: pathological inputs return within the time limit, workers are replaced, model
text is never executed, and the pool starts lazily and ends with the interpreter."""

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from proctor.grading.mathgrader import MAX_ANSWER_CHARS, MathGrader
from proctor.grading.pool import WorkerPool, wall_backstop

LIMIT = 1.0
SRC = str(Path(__file__).resolve().parents[2] / "src")


@pytest.fixture(scope="module")
def grader():
    pool = WorkerPool(size=2, memory_mb=1024)
    pool.warm()  # the limit bounds a case's own work, not the pool's cold start
    yield MathGrader(timeout=LIMIT, pool=pool)
    pool.close()


def _timed(grader: MathGrader, response: str, gold: str):
    grader.pool.warm()  # replacements of workers killed by earlier cases are ready
    start = time.monotonic()
    result = grader.grade(response, gold)
    return result, time.monotonic() - start


@pytest.mark.parametrize(
    "response, status",
    [
        ("\\boxed{9^{9^{9^9}}+1}", "timeout"),
        ("\\boxed{10^{10^{10^{10}}} - 10^{10^{10^{10}}} + 2}", "ok"),
        # with gmpy2 a fast CPU decides this one (not equal) inside the 1 s of CPU; a slower or shared one
        # runs out of CPU first: either way it is not graded correct and it comes back in time
        ("\\boxed{(x+1)^{100000} - (x-1)^{100000}}", "ok|timeout"),
        ("\\boxed{" + "\\sqrt{" * 600 + "2" + "}" * 600 + "}", "unparsable"),
        ("\\boxed{" + "{" * 3000 + "x" + "}" * 3000 + "}", "unparsable"),
        ("\\boxed{" + "1+" * 60000 + "1}", "unparsable"),
        ("x" * 100_000 + "\\boxed{" * 5000, "no_answer"),
        ("\\frac{" * 20000 + " so \\boxed{2}", "ok"),
    ],
    ids=[
        "tower",
        "huge-cancel",
        "big-expand",
        "nested-sqrt",
        "nested-braces",
        "100kB-sum",
        "100kB-junk",
        "unbalanced",
    ],
)
def test_pathological_inputs_return_within_the_limit(grader: MathGrader, response: str, status: str) -> None:
    timeouts = grader.pool.stats["timeouts"]
    result, elapsed = _timed(grader, response, "1")
    assert result.status in status.split("|") and result.correct is False
    _assert_bounded(grader, elapsed, cut=result.status == "timeout", timeouts_before=timeouts)


def _assert_bounded(grader: MathGrader, elapsed: float, cut: bool, timeouts_before: int) -> None:
    """The limit is the worker's CPU time, read from the pool's statistics; the wall clock (``elapsed``),
    which load stretches, is not asserted on."""
    stats = grader.pool.stats
    assert stats["timeouts"] == timeouts_before + cut
    if cut:  # killed once it had used its CPU budget, not long after
        assert LIMIT <= stats["last_timeout_cpu_s"] < LIMIT + 0.25


def test_timeout_is_reported_and_the_pool_recovers(grader: MathGrader) -> None:
    timeouts = grader.pool.stats["timeouts"]
    result, elapsed = _timed(grader, "\\boxed{9^{9^{9^9}}+1}", "2")
    assert result.status == "timeout" and result.correct is False
    _assert_bounded(grader, elapsed, cut=True, timeouts_before=timeouts)
    # A replacement worker serves the next symbolic case.
    ok, _ = _timed(grader, "\\boxed{\\frac{\\sqrt{8}}{2}}", "\\sqrt{2}")
    assert ok.correct is True and ok.status == "ok"


def test_timeouts_work_off_the_main_thread(grader: MathGrader) -> None:
    timeouts = grader.pool.stats["timeouts"]
    results = []
    t = threading.Thread(target=lambda: results.append(_timed(grader, "\\boxed{9^{9^{9^9}}+1}", "3")))
    t.start()
    t.join(wall_backstop(LIMIT) + 5)
    ((result, elapsed),) = results
    assert result.status == "timeout"
    _assert_bounded(grader, elapsed, cut=True, timeouts_before=timeouts)


def test_overlong_answer_is_unparsable_without_work(grader: MathGrader) -> None:
    result = grader.grade("\\boxed{" + "1" * (MAX_ANSWER_CHARS + 1) + "}", "1")
    assert (result.status, result.correct) == ("unparsable", False)


def test_workers_run_under_the_memory_limit() -> None:
    import psutil

    pool = WorkerPool(size=1, memory_mb=700)
    try:
        pool.warm()
        reply = pool.run({"op": "ping"})
        assert reply is not None
        soft, _hard = psutil.Process(int(reply["pid"])).rlimit(psutil.RLIMIT_AS)
        assert soft == 700 * 1024 * 1024
    finally:
        pool.close()


def test_a_worker_that_dies_mid_case_is_a_timeout_and_is_replaced() -> None:
    import os
    import signal

    pool = WorkerPool(size=1)
    try:
        pool.warm()
        g = MathGrader(timeout=5.0, pool=pool)
        pid = int(pool.run({"op": "ping"})["pid"])  # type: ignore[index]
        threading.Timer(0.3, lambda: os.kill(pid, signal.SIGKILL)).start()  # as the kernel does at OOM
        result = g.grade("\\boxed{9^{9^{9^9}}+1}", "1")
        # a worker killed from outside is not the case's fault: the case is asked once more, of a fresh
        # worker, and this one then runs out of its own 5 s of CPU (a timeout, bounded: asserted on
        # the pool's CPU accounting, not on wall time, which load stretches)
        assert result.status == "timeout"
        assert pool.stats["crashes"] == 1 and pool.stats["timeouts"] == 1
        assert 5.0 <= pool.stats["last_timeout_cpu_s"] < 5.0 + 0.25
        assert g.grade("\\boxed{\\frac{\\sqrt{8}}{2}}", "\\sqrt{2}").correct is True
        assert pool.stats["restarts"] == 2
    finally:
        pool.close()


def test_model_text_is_never_executed(grader: MathGrader, tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    for payload in (
        f"__import__('os').system('touch {marker}')",
        f"eval(\"open('{marker}', 'w')\")",
        f"exec(open('{marker}','w'))",
    ):
        result = grader.grade("\\boxed{" + payload + "}", "1")
        assert result.correct is False
    assert not marker.exists()


def _run(code: str) -> str:
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env={"PYTHONPATH": SRC}
    ).stdout


def test_no_process_at_import_and_none_left_after_exit() -> None:
    out = _run(
        "import psutil, proctor.grading as g\n"
        "print(len(psutil.Process().children()))\n"
        "assert g.is_equivalent('\\\\arcsin(1)', '\\\\frac{\\\\pi}{2}')\n"
        "print(' '.join(str(c.pid) for c in psutil.Process().children()))\n"
    )
    lines = out.split("\n")
    assert lines[0] == "0"
    pids = [int(p) for p in lines[1].split()]
    assert pids
    import psutil

    deadline = time.monotonic() + 5
    while time.monotonic() < deadline and any(
        psutil.pid_exists(p) and psutil.Process(p).status() != "zombie" for p in pids
    ):
        time.sleep(0.1)
    assert not any(psutil.pid_exists(p) and psutil.Process(p).status() != "zombie" for p in pids)


def test_no_signal_alarm_in_the_package() -> None:
    package = Path(SRC) / "proctor" / "grading"
    for path in package.glob("*.py"):
        text = path.read_text()
        assert "signal.alarm" not in text and "SIGALRM" not in text, path.name
        assert "eval(" not in text.replace("evalf(", "").replace("literal_eval(", ""), path.name


def test_a_worker_that_answers_garbage_is_replaced() -> None:
    pool = WorkerPool(size=1)
    try:
        pool.warm()
        worker = pool._idle.get()
        worker.buffer = b"this is not json\n"  # as if a library had printed to the protocol stream
        pool._idle.put(worker)
        assert pool.run({"op": "ping"}) is None
        assert pool.stats["restarts"] == 1
        reply = pool.run({"op": "equiv", "pred": "\\cot x", "gold": "\\frac{1}{\\tan x}"})
        assert reply == {"result": True, "status": "ok"}
    finally:
        pool.close()


def test_a_forked_child_gets_its_own_pool() -> None:
    out = _run(
        "import os, proctor.grading as g\n"
        "from proctor.grading.pool import default_pool\n"
        "assert g.is_equivalent('\\\\arcsin(1)', '\\\\frac{\\\\pi}{2}')\n"
        "parent = default_pool()\n"
        "pid = os.fork()\n"
        "if pid == 0:\n"
        "    ok = g.is_equivalent('\\\\arcsin(1)', '\\\\frac{\\\\pi}{2}') and default_pool() is not parent\n"
        "    os._exit(0 if ok else 1)\n"
        "_, status = os.waitpid(pid, 0)\n"
        "print(os.waitstatus_to_exitcode(status))\n"
    )
    assert out.strip() == "0"


def test_every_warm_up_sample_parses() -> None:
    """The worker teaches the LaTeX parser these shapes at start; one that fails to parse teaches
    it nothing (the worker swallows the error), so each must convert."""
    from proctor.grading.symbolic import to_sympy
    from proctor.grading.worker import PARSER_WARM_UP, WARM_UP

    for sample in (*WARM_UP, *PARSER_WARM_UP):
        assert to_sympy(sample) is not None, sample


def test_warm_teaches_every_worker_and_its_replacements() -> None:
    from proctor.grading.worker import PARSER_WARM_UP, handle

    assert handle({"op": "warm"}) == {"taught": len(PARSER_WARM_UP)}
    pool = WorkerPool(size=2)
    try:
        pool.run({"op": "ping"})  # started before warm(): taught by warm()
        pool.warm()
        workers = list(pool._all)
        assert len(workers) == 2 and all(w.taught for w in workers)
        victim = workers[0]
        os.kill(victim.proc.pid, signal.SIGKILL)  # its replacement is taught before it serves
        victim.proc.wait()
        assert pool.run({"op": "equiv", "pred": "\\frac{2}{4}", "gold": "\\frac12"}) is not None
        deadline = time.monotonic() + 60
        # the replacement starts in the background (on the pool's spawning thread): wait for it too
        while time.monotonic() < deadline and (
            victim in pool._all or len(pool._all) < 2 or not all(w.taught for w in pool._all)
        ):
            pool.run({"op": "ping"})
            time.sleep(0.05)
        assert victim not in pool._all and len(pool._all) == 2 and all(w.taught for w in pool._all)
    finally:
        pool.close()
