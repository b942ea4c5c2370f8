"""Grader benchmark: proctor's graders against Math-Verify on the same workload, in one run.

    PYTHONPATH=src python benchmarks/grader.py [--data ../shared/data/math500.jsonl] [--show-errors]

Workload: every labelled case of tests/grading/test_*.py, plus, for each MATH-500 row, its gold answer
graded against itself and against its own solution text (both must be correct) and against the gold
answer of a shuffled other problem (must be incorrect). Each system grades the same (response, gold)
pairs sequentially in the main thread (Math-Verify's timeouts need it). Prints accuracy, cases/s,
p50/p99/max latency and the ratios, then the load-time gold checks of the real benchmark files.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))

from proctor.grading import get_grader  # noqa: E402
from proctor.grading.pool import default_pool  # noqa: E402

TIME_LIMIT_S = 2.0
PATHOLOGICAL = [
    ("tower", "\\boxed{9^{9^{9^9}}}"),
    ("huge-cancel", "\\boxed{10^{10^{10^{10}}} - 10^{10^{10^{10}}} + 2}"),
    ("big-expand", "\\boxed{(x+1)^{100000} - (x-1)^{100000}}"),
    ("nested-sqrt", "\\boxed{" + "\\sqrt{" * 600 + "2" + "}" * 600 + "}"),
    ("nested-braces", "\\boxed{" + "{" * 3000 + "x" + "}" * 3000 + "}"),
    ("100kB-sum", "\\boxed{" + "1+" * 50000 + "1}"),
    ("100kB-junk", "x" * 100_000 + "\\boxed{" * 5000),
]


def labelled_cases() -> list[tuple[str, str, str, bool, str]]:
    spec = importlib.util.spec_from_file_location("_labels", REPO / "tests" / "grading" / "_labels.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.labelled_cases()


def math500_cases(path: Path, seed: int = 0) -> list[tuple[str, str, str, bool, str]]:
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    cases = []
    for r in rows:
        cases.append(
            ("math500-gold", f"The answer is $\\boxed{{{r['answer']}}}$.", r["answer"], True, "math")
        )
        cases.append(("math500-solution", r["solution"], r["answer"], True, "math"))
    rng = random.Random(seed)
    order = list(range(len(rows)))
    rng.shuffle(order)
    for i, r in enumerate(rows):
        other = rows[order[i]]
        if order[i] == i or other["answer"].strip() == r["answer"].strip():
            other = rows[(order[i] + 1) % len(rows)]
        cases.append(("math500-shuffled", f"\\boxed{{{other['answer']}}}", r["answer"], False, "math"))
    return cases


def proctor_grade() -> Callable[[str, str, str], bool]:
    graders = {
        name: get_grader(name, timeout=TIME_LIMIT_S) if name == "math" else get_grader(name)
        for name in ("math", "integer", "number", "mcq")
    }

    def run(response: str, gold: str, grader: str) -> bool:
        return graders[grader].grade(response, gold).correct

    return run


def math_verify_grade() -> Callable[[str, str, str], bool]:
    from math_verify import parse, verify

    def run(response: str, gold: str, grader: str) -> bool:
        try:
            g = parse(f"\\boxed{{{gold}}}")
            p = parse(response)
            return bool(verify(g, p))
        except Exception:
            return False

    return run


def measure(
    fn: Callable[[str, str, str], bool], cases: list[tuple[str, str, str, bool, str]]
) -> tuple[list[bool], list[float]]:
    results, latencies = [], []
    for _cat, response, gold, _expected, grader in cases:
        start = time.perf_counter()
        results.append(fn(response, gold, grader))
        latencies.append(time.perf_counter() - start)
    return results, latencies


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def summary(name: str, cases, results, latencies) -> dict[str, object]:
    by_cat: dict[str, list[bool]] = {}
    for (
        (cat, *_rest),
        ok,
    ) in zip(cases, (r == c[3] for r, c in zip(results, cases, strict=True)), strict=True):
        by_cat.setdefault(cat, []).append(ok)
    labelled = [
        ok
        for (cat, *_r), ok in zip(
            cases, (r == c[3] for r, c in zip(results, cases, strict=True)), strict=True
        )
        if not cat.startswith("math500")
    ]
    total = sum(latencies)
    return {
        "name": name,
        "labelled_accuracy": sum(labelled) / len(labelled),
        "labelled_right": sum(labelled),
        "labelled_total": len(labelled),
        "by_category": {k: (sum(v), len(v)) for k, v in sorted(by_cat.items())},
        "cases_per_s": len(cases) / total,
        "p50_ms": 1000 * statistics.median(latencies),
        "p99_ms": 1000 * pct(latencies, 0.99),
        "max_ms": 1000 * max(latencies),
        "total_s": total,
    }


def gold_check_times(data_dir: Path) -> list[tuple[str, str, int, float, int]]:
    out = []
    for file, grader in (
        ("aime_2024.jsonl", "integer"),
        ("aime_2025.jsonl", "integer"),
        ("gsm8k_test.jsonl", "number"),
        ("math500.jsonl", "math"),
    ):
        path = data_dir / file
        if not path.exists():
            continue
        rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        g = get_grader(grader)
        start = time.perf_counter()
        bad = sum(g.check_gold(str(r["answer"])) is not None for r in rows)
        out.append((file, grader, len(rows), time.perf_counter() - start, bad))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument(
        "--data",
        type=Path,
        default=REPO.parent / "shared" / "data" / "math500.jsonl",
        help="MATH-500 jsonl (default: ../shared/data/math500.jsonl beside the repo root)",
    )
    ap.add_argument("--show-errors", action="store_true", help="list the cases each system got wrong")
    ap.add_argument("--json", type=Path, help="also write the figures to this file")
    args = ap.parse_args()
    if not args.data.exists():
        ap.error(f"MATH-500 file not found: {args.data}; pass --data PATH/TO/math500.jsonl")

    cases = labelled_cases() + math500_cases(args.data)
    print(
        f"workload: {len(cases)} cases ({len(labelled_cases())} labelled, "
        f"{len(cases) - len(labelled_cases())} from MATH-500)"
    )

    # Warm both: proctor's worker processes, Math-Verify's parser.
    default_pool().warm()
    mine, theirs = proctor_grade(), math_verify_grade()
    for fn in (mine, theirs):
        fn("\\boxed{\\frac{\\sqrt{8}}{2}}", "\\sqrt{2}", "math")

    p_res, p_lat = measure(mine, cases)
    m_res, m_lat = measure(theirs, cases)
    p, m = summary("proctor", cases, p_res, p_lat), summary("math-verify", cases, m_res, m_lat)

    print(f"\n{'':24}{'proctor':>14}{'math-verify':>14}{'ratio':>10}")
    print(
        f"{'labelled accuracy':24}{p['labelled_accuracy']:>14.2%}{m['labelled_accuracy']:>14.2%}"
        f"{p['labelled_accuracy'] - m['labelled_accuracy']:>+10.2%}"
    )
    print(
        f"{'  right / total':24}{p['labelled_right']:>9}/{p['labelled_total']:<4}{m['labelled_right']:>9}/{m['labelled_total']:<4}"
    )
    print(
        f"{'cases/s':24}{p['cases_per_s']:>14.1f}{m['cases_per_s']:>14.1f}{p['cases_per_s'] / m['cases_per_s']:>9.2f}x"
    )
    for k in ("p50_ms", "p99_ms", "max_ms"):
        print(
            f"{k.replace('_ms', ' latency (ms)'):24}{p[k]:>14.2f}{m[k]:>14.2f}{m[k] / max(p[k], 1e-9):>9.2f}x"
        )
    print("\nper category (right/total):")
    for cat in p["by_category"]:
        pr, n = p["by_category"][cat]
        mr, _ = m["by_category"][cat]
        print(f"  {cat:24}{pr:>8}/{n:<6}{mr:>8}/{n:<6}")

    def count(res, cat, want):
        return sum(r == want for r, c in zip(res, cases, strict=True) if c[0] == cat)

    print("\nMATH-500 self-consistency (must all hold):")
    for name, res in (("proctor", p_res), ("math-verify", m_res)):
        g, s, f = (
            count(res, "math500-gold", True),
            count(res, "math500-solution", True),
            count(res, "math500-shuffled", True),
        )
        print(
            f"  {name:12} gold vs gold {g}/500, gold vs own solution {s}/500, "
            f"self-consistency {(g + s) / 10:.1f}%, shuffled false positives {f}"
        )
    print(
        f"\ntargets: accuracy >= math-verify: {p['labelled_accuracy'] >= m['labelled_accuracy']}; "
        f"throughput >= 2x: {p['cases_per_s'] / m['cases_per_s'] >= 2}; p99 < 50 ms: {p['p99_ms'] < 50}; "
        f"max <= limit + 0.5 s: {p['max_ms'] <= (TIME_LIMIT_S + 0.5) * 1000}"
    )
    stats = default_pool().stats
    print(f"proctor worker pool: {stats}")

    print(f"\npathological inputs (proctor, time limit {TIME_LIMIT_S:g} s):")
    worst = 0.0
    g = get_grader("math", timeout=TIME_LIMIT_S)
    for name, response in PATHOLOGICAL:
        default_pool().warm()  # workers killed by the previous input are replaced first
        start = time.perf_counter()
        result = g.grade(response, "1")
        elapsed = time.perf_counter() - start
        worst = max(worst, elapsed)
        print(f"  {name:16} {elapsed * 1000:8.1f} ms  status={result.status:10} correct={result.correct}")
    print(f"  max {worst:.3f} s (limit + 0.5 s = {TIME_LIMIT_S + 0.5:g} s): {worst <= TIME_LIMIT_S + 0.5}")

    print("\nload-time gold checks (check_gold over every row):")
    for file, grader, n, secs, bad in gold_check_times(args.data.parent):
        print(f"  {file:20} {grader:8} {n:5} rows  {secs:6.3f} s  unreadable: {bad}")

    if args.show_errors:
        for name, res in (("proctor", p_res), ("math-verify", m_res)):
            wrong = [(c[0], c[1][-120:], c[2], c[3]) for r, c in zip(res, cases, strict=True) if r != c[3]]
            print(f"\n{name} wrong on {len(wrong)}:")
            for w in wrong:
                print("  ", w)
    if args.json:
        args.json.write_text(json.dumps({"proctor": p, "math_verify": m}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
