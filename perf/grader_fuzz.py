"""Grader fuzzer: near-miss and same-value rewrites of every gold answer, labelled by an independent oracle.

    PYTHONPATH=src python perf/grader_fuzz.py [--seed 0] [--limit N] [--kinds K1,K2]
        [--data-dir ../shared/data] [--out pairs.jsonl] [--failures FILE] [--no-math-verify]

From every gold answer of the offline benchmark files (AIME 2024/2025, AMC 23, GSM8K test, MATH-500,
Minerva Math, OlympiadBench) it generates value-changing mutations (``fuzz_changing``: braces moved,
digits regrouped, signs flipped, +-10^k at every place, integers beyond 2^53, 10^-12 offsets,
exponents, fractions and radicals rescoped, a term or factor dropped, letter case, subscripts,
``|.|``, interval endpoints, tuple order, bases, near-miss decimals, and for integer golds
``\\sqrt{N}``, ``N\\pi``, ``x+N``, ``N!``, ``Ni``...) and value-preserving rewrites
(``fuzz_preserving``: ``\\dfrac``, reordered sums and products, ``0.5`` vs ``\\frac12``,
``\\left(``, spacing, ``\\text{}`` units, braces, ``\\cdot`` vs ``\\times``...). Every pair is labelled
by ``fuzz_oracle`` (sympy/mpmath, no proctor code), in 2 worker processes with a deadline per pair;
pairs it cannot decide are dropped and counted per kind, and the label is the oracle's even where
it contradicts the mutation's intent (counted as "relab"). Then proctor
(``is_equivalent(pred, gold)``, or ``grade("\\boxed{pred}", gold, grader=...)`` for the golds of the
integer and number benchmarks) and Math-Verify (``verify(parse("$gold$"), parse("$pred$"))``) grade
the same pairs. Printed per kind: pairs, dropped, relabelled, false positives (the oracle says
different, the system says equal) and false negatives of each system, then totals and wall time.
The same seed gives the same pairs; ``--limit`` takes a seeded sample stratified by kind.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(REPO / "perf"))

from fuzz_mutations import FILES, Pair, all_kinds, generate, load_golds, sample  # noqa: E402
from fuzz_workers import JudgePool  # noqa: E402

TIME_LIMIT_S = 3.0
MAX_WORKERS = 2


def proctor_verdict(pair: Pair, mode: str = "standard") -> bool:
    """proctor's verdict on one pair: the ``math`` rules on bare answers, or the benchmark's own
    grader on a boxed response for the integer and number benchmarks; in grader mode ``mode``."""
    import proctor
    from proctor.grading import get_grader

    if pair.grader == "math":
        return bool(get_grader("math", mode=mode).equivalent(pair.pred, pair.gold).correct)  # type: ignore[attr-defined]
    return bool(proctor.grade("\\boxed{" + pair.pred + "}", pair.gold, grader=pair.grader, mode=mode).correct)


def label_pairs(pairs: list[Pair], workers: int, time_limit: float, math_verify: bool) -> list[dict]:
    """The oracle's label (and Math-Verify's verdict) for every pair, in order."""
    results: list[dict] = [{} for _ in pairs]
    pool = JudgePool(min(workers, MAX_WORKERS), time_limit, math_verify)
    start = time.perf_counter()
    for done, (n, result) in enumerate(pool.run([(p.pred, p.gold, p.grader) for p in pairs]), 1):
        results[n] = result
        if done % 2000 == 0:
            print(f"  oracle: {done}/{len(pairs)} pairs, {time.perf_counter() - start:.0f} s", flush=True)
    if pool.kills:
        print(f"  oracle: {pool.kills} worker(s) killed past the hard deadline")
    return results


def grade_with_proctor(pairs: list[Pair], results: list[dict], mode: str = "standard") -> None:
    """proctor on every pair the oracle decided, from 2 threads (its own worker pool does the sympy)."""
    from proctor.grading.pool import default_pool

    default_pool().warm()
    todo = [i for i, r in enumerate(results) if r.get("oracle") is not None]

    def one(i: int) -> tuple[int, bool | None, str]:
        try:
            return i, proctor_verdict(pairs[i], mode), ""
        except Exception as exc:  # a crash is a verdict of "not equal", recorded
            return i, False, f"{type(exc).__name__}: {exc}"

    with ThreadPoolExecutor(max_workers=MAX_WORKERS) as ex:
        for i, verdict, error in ex.map(one, todo):
            results[i]["proctor"] = verdict
            if error:
                results[i]["proctor_error"] = error


def tally(pairs: list[Pair], results: list[dict]) -> dict[str, Counter]:
    rows: dict[str, Counter] = defaultdict(Counter)
    for p, r in zip(pairs, results, strict=True):
        row = rows[p.kind]
        row["pairs"] += 1
        row["intent_" + p.intent] += 1
        label = r.get("oracle")
        if label is None:
            row["dropped"] += 1
            continue
        row[label] += 1
        row["relab"] += (label == "equal") == (p.intent == "changing")
        for system, key in (("proctor", "P"), ("math_verify", "MV")):
            if system not in r:
                continue
            said_equal = bool(r[system])
            row[f"{key}_FP"] += label == "different" and said_equal
            row[f"{key}_FN"] += label == "equal" and not said_equal
    return rows


COLUMNS = ("pairs", "dropped", "relab", "different", "equal", "P_FP", "P_FN", "MV_FP", "MV_FN")


def table(rows: dict[str, Counter], math_verify: bool) -> list[str]:
    cols = [c for c in COLUMNS if math_verify or not c.startswith("MV")]
    head = f"{'kind':26} {'intent':10} " + " ".join(f"{c:>9}" for c in cols)
    lines = [head, "-" * len(head)]
    totals: dict[str, Counter] = defaultdict(Counter)
    for intent in ("changing", "preserving"):
        for kind in sorted(k for k, r in rows.items() if r["intent_" + intent] >= r["pairs"] / 2):
            lines.append(f"{kind:26} {intent:10} " + " ".join(f"{rows[kind][c]:>9}" for c in cols))
            totals[intent].update(rows[kind])
            totals["all"].update(rows[kind])
    lines.append("-" * len(head))
    for name in ("changing", "preserving", "all"):
        lines.append(f"{'TOTAL ' + name:26} {'':10} " + " ".join(f"{totals[name][c]:>9}" for c in cols))
    t = totals["all"]
    lines.append(
        f"oracle 'different': {t['different']} pairs; proctor FP {t['P_FP']}"
        + (f", Math-Verify FP {t['MV_FP']}" if math_verify else "")
    )
    lines.append(
        f"oracle 'equal': {t['equal']} pairs; proctor FN {t['P_FN']} ({100 * t['P_FN'] / max(1, t['equal']):.2f}%)"
        + (
            f", Math-Verify FN {t['MV_FN']} ({100 * t['MV_FN'] / max(1, t['equal']):.2f}%)"
            if math_verify
            else ""
        )
    )
    return lines


def failures(pairs: list[Pair], results: list[dict], per_kind: int = 3) -> list[str]:
    """proctor's false positives and false negatives, grouped by kind, with examples."""
    groups: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, (p, r) in enumerate(zip(pairs, results, strict=True)):
        if r.get("oracle") is None or "proctor" not in r:
            continue
        if r["oracle"] == "different" and r["proctor"]:
            groups[("FP", p.kind)].append(i)
        elif r["oracle"] == "equal" and not r["proctor"]:
            groups[("FN", p.kind)].append(i)
    lines = []
    for (what, kind), idx in sorted(groups.items(), key=lambda kv: (kv[0][0], -len(kv[1]))):
        lines.append(f"== proctor {what} in {kind}: {len(idx)}")
        for i in idx[:per_kind]:
            p, r = pairs[i], results[i]
            lines.append(
                f"   grader={p.grader} pred={p.pred!r} gold={p.gold!r} (oracle: {r['oracle']}, {r['how']};"
                f" Math-Verify: {r.get('math_verify')}) [{p.id}]"
            )
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data-dir", type=Path, default=REPO.parent / "shared" / "data")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--limit", type=int, help="a seeded sample of N pairs, stratified by kind")
    ap.add_argument("--kinds", help="comma-separated mutation kinds to keep (default: all)")
    ap.add_argument("--out", type=Path, help="write every pair with its label and verdicts here (JSONL)")
    ap.add_argument("--failures", type=Path, help="write proctor's FPs and FNs grouped by kind here")
    ap.add_argument("--no-math-verify", action="store_true", help="grade with proctor only")
    ap.add_argument(
        "--mode", choices=("standard", "strict"), default="standard", help="proctor's grader mode"
    )
    ap.add_argument("--time-limit", type=float, default=TIME_LIMIT_S, help="oracle seconds per pair")
    ap.add_argument(
        "--workers", type=int, default=MAX_WORKERS, help=f"oracle processes (at most {MAX_WORKERS})"
    )
    args = ap.parse_args(argv)
    known = all_kinds()
    kinds = None
    if args.kinds:
        kinds = {k.strip() for k in args.kinds.split(",") if k.strip()}
        unknown = sorted(kinds - set(known))
        if unknown:
            ap.error(f"unknown kind(s) {', '.join(unknown)}; choose from: {', '.join(known)}")
    if not 1 <= args.workers <= MAX_WORKERS:
        ap.error(f"--workers must be 1..{MAX_WORKERS}")
    math_verify = not args.no_math_verify
    if math_verify:
        try:
            import math_verify as _  # noqa: F401
        except ImportError:
            ap.error("Math-Verify is not installed: pip install 'math-verify>=0.7', or pass --no-math-verify")

    t0 = time.perf_counter()
    golds = load_golds(args.data_dir, tuple(FILES))
    pairs = generate(golds, args.seed, kinds)
    generated = len(pairs)
    if args.limit is not None:
        pairs = sample(pairs, args.limit, args.seed)
    by_intent = Counter(p.intent for p in pairs)
    print(
        f"{len(golds)} golds from {len(FILES)} files -> {generated} pairs; grading {len(pairs)} "
        f"({by_intent['changing']} value-changing, {by_intent['preserving']} value-preserving), seed {args.seed}, "
        f"proctor mode {args.mode}"
    )
    t1 = time.perf_counter()
    results = label_pairs(pairs, args.workers, args.time_limit, math_verify)
    t2 = time.perf_counter()
    grade_with_proctor(pairs, results, args.mode)
    t3 = time.perf_counter()

    rows = tally(pairs, results)
    print("\n".join(table(rows, math_verify)))
    reasons = Counter(r["how"].split(":")[0] for r in results if r.get("oracle") is None)
    print("dropped, by the oracle's reason: " + ", ".join(f"{why} {n}" for why, n in reasons.most_common()))
    print(
        f"wall time {t3 - t0:.1f} s: generate {t1 - t0:.1f} s, oracle"
        + (" + Math-Verify" if math_verify else "")
        + f" {t2 - t1:.1f} s ({args.workers} processes), proctor {t3 - t2:.1f} s"
    )
    if args.out:
        with args.out.open("w", encoding="utf-8") as f:
            for p, r in zip(pairs, results, strict=True):
                f.write(json.dumps({**p.to_dict(), **r}, ensure_ascii=False) + "\n")
    if args.failures:
        args.failures.write_text("\n".join(failures(pairs, results)) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
