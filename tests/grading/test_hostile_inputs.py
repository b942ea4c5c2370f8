"""Hostile inputs (perf/grader_hostile.py's cases) graded through ``proctor.grade`` as a user calls
it: every case finishes, and the work it costs is bounded. The cases run in a child process under an
``RLIMIT_CPU``, so a case that hangs fails the test instead of hanging it; each case's CPU time in
the calling process (the in-process fast path, extraction, normalization) is asserted, and the
pool's own statistics bound the symbolic work (a case cut there used its limit and no more).
Never wall time."""

import json
import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
LIMIT = 1.0  # the math grader's CPU limit in the worker pool
IN_PROCESS_CPU_S = 0.5  # what a case may cost in the calling process (limit + 0.5 s in all)
RLIMIT_S = 120  # the child's whole CPU budget: a hang is killed (SIGXCPU) and the test fails

CHILD = """
import json, sys, time
sys.path.insert(0, {perf!r})
import proctor
from grader_hostile import CASES
from proctor.grading.pool import default_pool
pool = default_pool()
for name, grader, response, gold in CASES:
    options = {{"timeout": {limit!r}}} if grader == "math" else {{}}
    before = dict(pool.stats)
    start = time.process_time()
    grade = proctor.grade(response, gold, grader=grader, **options)
    cpu = time.process_time() - start
    print(json.dumps({{"name": name, "status": grade.status, "correct": grade.correct, "cpu": cpu,
        "timeouts": pool.stats["timeouts"] - before["timeouts"],
        "backstops": pool.stats.get("backstops", 0) - before.get("backstops", 0),
        "cut_cpu": pool.stats.get("last_timeout_cpu_s")}}), flush=True)
"""


def _limit_cpu() -> None:
    resource.setrlimit(resource.RLIMIT_CPU, (RLIMIT_S, RLIMIT_S))


@pytest.fixture(scope="module")
def results() -> dict[str, dict[str, object]]:
    code = CHILD.format(perf=str(REPO / "perf"), limit=LIMIT)
    env = {**os.environ, "PYTHONPATH": str(REPO / "src") + os.pathsep + os.environ.get("PYTHONPATH", "")}
    proc = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=env,
        preexec_fn=_limit_cpu,
        timeout=1200,
    )
    rows = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    assert proc.returncode == 0, (
        f"the child died (rc {proc.returncode}) after {len(rows)} cases:\n{proc.stderr[-3000:]}"
    )
    return {str(r["name"]): r for r in rows}


def _cases() -> list[str]:
    sys.path.insert(0, str(REPO / "perf"))
    from grader_hostile import CASES

    return [name for name, *_ in CASES]


@pytest.mark.parametrize("name", _cases())
def test_a_hostile_input_is_bounded(results: dict[str, dict[str, object]], name: str) -> None:
    row = results[name]
    assert row["status"] in ("ok", "no_answer", "unparsable", "timeout")
    assert float(row["cpu"]) < IN_PROCESS_CPU_S, f"{name}: {row['cpu']:.2f} s of CPU in the calling process"
    assert row["backstops"] == 0
    if row["timeouts"]:
        assert row["status"] == "timeout" and LIMIT <= float(row["cut_cpu"]) < LIMIT + 0.25  # type: ignore[arg-type]


def test_no_recursion_error_escapes_on_deep_nesting() -> None:
    import proctor

    for opener, closer in (("\\{", "\\}"), ("{", "}"), ("(", ")"), ("[", "]"), ("\\sqrt{", "}")):
        for grader in ("math", "integer", "number", "mcq"):
            response = "\\boxed{" + opener * 500 + "1" + closer * 500 + "}"
            assert proctor.grade(response, "1" if grader != "mcq" else "A", grader=grader).correct is False
