"""Hostile inputs through ``proctor.grade``, as a user calls it: the wall time of each, against the
grader's time limit + 0.5 s.

Each case is a (name, grader, response, gold) built to make one code path slow: huge values read by
the in-process fast path (``\\sin(1e99999999)``, power towers), nesting that a recursive parser would
follow (nested braces, sets in sets, unclosed ``\\sqrt(``), and text that a quadratic regex or loop
would scan once per match (repeated statements, a 40,000-space line, a 330-item set).

    PYTHONPATH=src python perf/grader_hostile.py [--limit 2] [--repeat 1]

prints one line per case (wall seconds; CPU seconds in the calling process; for a case the pool cut,
the worker's CPU seconds when it was cut; status) and the max, and exits 1 when a case runs past
limit + 0.5 s. On a loaded machine the wall time of a case that runs in the pool stretches with the
load while its CPU time does not: read the CPU columns there. tests/grading/test_hostile_inputs.py grades the same cases with a CPU-time rlimit.
"""

from __future__ import annotations

import argparse
import sys
import time

NESTED = 500


def _set_of(n: int, offset: int = 0) -> str:
    return "\\{" + ", ".join(f"\\sin({k + offset}x) + x^{{{k}}}" for k in range(n)) + "\\}"


def _set_of_logs(n: int, offset: int = 0) -> str:
    return "\\{" + ", ".join(f"\\log_{{{k + offset}}} 7" for k in range(1, n)) + "\\}"


CASES: list[tuple[str, str, str, str]] = [
    ("sin-1e99999999", "math", "\\boxed{\\sin(1e99999999)}", "0"),
    ("sin-tower", "math", "\\boxed{\\sin((10^{10^{4}})^{10^{4}})}", "0"),
    ("exp-1e9999999", "math", "\\boxed{\\exp(1e9999999)}", "1"),
    ("cos-1e400-minus", "math", "\\boxed{\\cos(10^{400}) - \\cos(10^{400})}", "0"),
    ("tower-9999", "math", "\\boxed{9^{9^{9^9}}}", "1"),
    ("e-99999999", "math", "\\boxed{1e99999999}", "1"),
    ("number-1e99999999", "number", "#### 1e99999999", "1"),
    ("integer-1e99999999", "integer", "\\boxed{1e99999999}", "1"),
    ("integer-tower", "integer", "\\boxed{10^{10^{10^{10}}}}", "1"),
    ("nested-set-500", "math", "\\boxed{" + "\\{" * NESTED + "1" + "\\}" * NESTED + "}", "1"),
    ("nested-braces-500", "math", "\\boxed{" + "{" * NESTED + "1" + "}" * NESTED + "}", "1"),
    ("nested-tuple-500", "math", "\\boxed{" + "(1, " * NESTED + "1" + ")" * NESTED + "}", "1"),
    ("nested-braces-3000", "math", "\\boxed{" + "{" * 3000 + "x" + "}" * 3000 + "}", "1"),
    ("integer-nested-braces", "integer", "\\boxed{" + "{" * 3000 + "1" + "}" * 3000 + "}", "1"),
    ("number-nested-braces", "number", "\\boxed{" + "{" * 3000 + "1" + "}" * 3000 + "}", "1"),
    ("integer-8000-sqrt(", "integer", "\\boxed{" + "√(" * 8000 + "1}", "1"),
    ("number-8000-sqrt(", "number", "The answer is " + "√(" * 8000 + "1", "1"),
    ("number-8000-sqrt(-bare", "number", "√(" * 8000 + "1", "1"),
    ("mcq-2000-statements", "mcq", "The answer is (A) " * 2000, "A"),
    ("mcq-2000-statements-dot", "mcq", "The answer is (A). " * 2000, "A"),
    ("mcq-40000-spaces", "mcq", "Let me think.\n" + " " * 40000 + "B", "B"),
    ("mcq-40000-spaces-x", "mcq", "Let me think.\n" + " " * 40000 + "x", "B"),
    ("math-40000-spaces", "math", "So we get\n" + " " * 40000 + "x", "1"),
    ("number-40000-spaces", "number", "So we get\n" + " " * 40000 + "1", "1"),
    ("math-set-330", "math", "\\boxed{" + _set_of(330) + "}", _set_of(330, 1)),
    ("math-set-250-logs", "math", "\\boxed{" + _set_of_logs(250) + "}", _set_of_logs(250, 1)),
    (
        "math-set-330-numbers",
        "math",
        "\\boxed{\\{" + ", ".join(map(str, range(330))) + "\\}}",
        "\\{" + ", ".join(map(str, range(1, 331))) + "\\}",
    ),
    ("math-100kB-sum", "math", "\\boxed{" + "1+" * 50000 + "1}", "1"),
    ("math-100kB-junk", "math", "x" * 100_000 + "\\boxed{" * 5000, "1"),
    ("math-100kB-prose", "math", "Maybe 3 is not 4, or is it? " * 4000, "1"),
    ("number-100kB-chain", "number", "1+" * 50000 + "1 = 2 " * 100, "1"),
    ("math-20000-either", "math", "either " * 20000 + "or 5", "5"),
    ("math-100kB-dollars", "math", "$1$ and " * 12000, "1"),
    ("mcq-100kB-options", "mcq", "(A) 1\n(B) 2\n" * 8000, "A"),
]


def run(limit: float, repeat: int = 1, names: set[str] | None = None) -> float:
    import proctor
    from proctor.grading.pool import default_pool

    worst = 0.0
    pool = default_pool()
    print(f"hostile inputs through proctor.grade (time limit {limit:g} s; max of {repeat} run(s)):")
    print(f"  {'case':26} {'grader':8} {'wall':>9} {'caller CPU':>11} {'pool cut at':>12}  status")
    for name, grader, response, gold in CASES:
        if names and name not in names:
            continue
        options = {"timeout": limit} if grader == "math" else {}
        elapsed = cpu = 0.0
        status, cut = "", ""
        for _ in range(repeat):
            pool.warm()  # a worker killed by the previous case is replaced first
            timeouts = pool.stats["timeouts"]
            start, start_cpu = time.perf_counter(), time.process_time()
            grade = proctor.grade(response, gold, grader=grader, **options)
            elapsed = max(elapsed, time.perf_counter() - start)
            cpu = max(cpu, time.process_time() - start_cpu)
            status = grade.status
            if pool.stats["timeouts"] > timeouts:  # the CPU the worker had used when it was cut
                cut = f"{pool.stats['last_timeout_cpu_s']:.2f} s CPU"
        worst = max(worst, elapsed)
        mark = "" if elapsed <= limit + 0.5 else "  PAST THE LIMIT"
        print(f"  {name:26} {grader:8} {elapsed:7.3f} s {cpu:9.3f} s {cut:>12}  {status}{mark}")
    print(f"max {worst:.3f} s (limit + 0.5 s = {limit + 0.5:g} s)")
    return worst


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--limit", type=float, default=2.0, help="the math grader's time limit (s)")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("names", nargs="*", help="only these cases")
    args = ap.parse_args(argv)
    worst = run(args.limit, args.repeat, set(args.names) or None)
    return 0 if worst <= args.limit + 0.5 else 1


if __name__ == "__main__":
    sys.exit(main())
