"""A verdict depends on the inputs and the settings only, never on machine load: a case that the
wall-clock backstop (the only limit load can reach) ends is asked once more of a fresh worker, and
then is an infrastructure error (never a ``timeout`` verdict); the same symbolic cases graded calm and
beside CPU hogs get the same statuses and verdicts. Asserts statuses and pool counts, never times."""

import importlib.util
import os
import signal
from pathlib import Path

import pytest

import proctor.grading.pool as pool_module
from proctor.grading.mathgrader import MathGrader
from proctor.grading.pool import GraderInfrastructureError, WorkerPool

_spec = importlib.util.spec_from_file_location(
    "_concurrency", Path(__file__).with_name("test_concurrency.py")
)
assert _spec is not None and _spec.loader is not None
_concurrency = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_concurrency)
_cpu_hog = _concurrency._cpu_hog

# Symbolic cases (each needs sympy in a worker: the fast path cannot decide them), right and wrong.
SYMBOLIC = [
    ("\\boxed{\\binom{100000}{50000}}", "\\frac{100000!}{(50000!)^2}", True),
    ("\\boxed{\\frac{\\sin 2x}{2}}", "\\sin x \\cos x", True),
    ("\\boxed{\\tan^{-1}(1)}", "\\frac{\\pi}{4}", True),
    ("\\boxed{\\log_2 8}", "3", True),
    ("\\boxed{\\int_0^1 x\\,dx}", "\\frac12", True),
    ("\\boxed{\\sum_{k=1}^{10} k}", "55", True),
    ("\\boxed{\\frac{\\sin 2x}{2}}", "\\sin x", False),
    ("\\boxed{\\log_2 9}", "3", False),
    ("\\boxed{\\sum_{k=1}^{10} k^2}", "55", False),
    ("\\boxed{e^{i\\pi}}", "-1", True),
]


def test_a_stalled_worker_is_asked_again_not_graded() -> None:
    """A worker that makes no progress (stopped) meets the backstop: that is load, not the case; the
    case is asked of a fresh worker and gets that worker's answer, and no timeout is counted."""
    pool = WorkerPool(size=1)
    try:
        pool.warm()
        pid = int(pool.run({"op": "ping"})["pid"])  # type: ignore[index]
        os.kill(pid, signal.SIGSTOP)  # spends no CPU time at all: only the backstop can end it
        answer = pool.run({"op": "equiv", "pred": "x", "gold": "x"}, timeout_s=1.0, wall_s=1.5)
        assert answer is not None and answer["result"] is True
        assert pool.stats.get("backstops") == 1 and pool.stats["timeouts"] == 0
    finally:
        pool.close()


def test_a_case_the_backstop_ends_twice_is_an_error_not_a_verdict(monkeypatch: pytest.MonkeyPatch) -> None:
    """With a backstop no case can meet, grading raises GraderInfrastructureError: never a verdict."""
    pool = WorkerPool(size=1)
    try:
        pool.warm()
        monkeypatch.setattr(pool_module, "wall_backstop", lambda cpu_s: 0.0)
        grader = MathGrader(pool=pool)
        with pytest.raises(GraderInfrastructureError, match="rerun"):
            grader.grade(*SYMBOLIC[0][:2])
        assert pool.stats.get("backstops") == 2 and pool.stats["timeouts"] == 0
        monkeypatch.undo()
        assert grader.grade(*SYMBOLIC[0][:2]).correct is True  # the pool recovered
    finally:
        pool.close()


def _verdicts(per_core: int | None) -> tuple[list[tuple[str, bool]], dict[str, float]]:
    pool = WorkerPool(size=2)
    pool.warm()
    grader = MathGrader(pool=pool)
    try:
        if per_core is None:
            return [(g.status, g.correct) for g in (grader.grade(r, a) for r, a, _ in SYMBOLIC)], pool.stats
        with _cpu_hog(per_core):
            return [(g.status, g.correct) for g in (grader.grade(r, a) for r, a, _ in SYMBOLIC)], pool.stats
    finally:
        pool.close()


def test_the_same_symbolic_cases_get_the_same_verdicts_beside_cpu_hogs() -> None:
    calm, calm_stats = _verdicts(None)
    assert calm == [("ok", expected) for _r, _a, expected in SYMBOLIC]
    loaded, stats = _verdicts(per_core=4)
    assert loaded == calm
    assert stats["timeouts"] == 0 and stats.get("backstops", 0) == 0


def test_a_run_records_an_infrastructure_error_as_an_error_sample(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``proctor.evaluate`` (the path of ``proctor eval``) records a sample whose grading ended in a
    GraderInfrastructureError as an error (rerun on resume), not as graded and not as a fatal stop."""
    from proctor import evaluate
    from proctor.runs.load import read_run

    (tmp_path / "stalling_grader.py").write_text(
        "from proctor.grading.pool import GraderInfrastructureError\n\n\n"
        "def grade(response, answer):\n"
        "    raise GraderInfrastructureError('the wall-clock backstop passed twice')\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    out = tmp_path / "run"
    settings = {"model.ref": "mock:", "benchmark.limit": 2, "grader.name": "stalling_grader:grade"}
    evaluate("arith", settings=settings, output=out)
    records = read_run(out).records
    assert len(records) == 2
    assert all(r.stop_reason == "error" and "backstop" in (r.error or "") for r in records)
