"""Commitment mutations for the grader fuzzer: whole responses in which the gold answer is written
but withdrawn (retracted, negated, hedged, asked, left in code that never ran), and controls in
which it is the committed answer beside a withdrawn wrong one.

    PYTHONPATH=src python perf/fuzz_commitment.py [--limit 300] [--seed 0] [--data-dir ../shared/data]
        [--no-math-verify] [--failures FILE]

Each generator takes the gold (bare LaTeX), a wrong answer of the same benchmark (a different value)
and a seeded ``random.Random``, and returns ``(kind, response)`` pairs. The label is the construction's:
a ``withdrawn`` kind states no answer equal to the gold, so grading it correct is a false positive;
a ``committed`` kind states the gold as its final answer, so grading it wrong is a false negative.
No oracle is needed: the gold's text is only ever written where the response withdraws it. Every
response is graded through ``proctor.grade`` with the benchmark's grader, and, with Math-Verify
installed, by ``verify(parse(gold), parse(response))`` for comparison. Nothing here imports
``proctor`` but :func:`main`.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
Mut = tuple[str, str]


def _m(answer: str, grader: str) -> str:
    """The answer as a model writes it in prose: math in dollars, a GSM8K number bare."""
    return answer if grader != "math" else f"${answer}$"


def retractions(g: str, w: str, grader: str, rng: random.Random) -> list[Mut]:
    """The gold given, then withdrawn: with nothing after it, or with a wrong answer after it."""
    g_, w_ = _m(g, grader), _m(w, grader)
    opener = rng.choice(["Wait, that's wrong.", "Actually, that is incorrect.", "Hmm, I made a mistake."])
    return [
        ("retract-alone", f"So the answer is {g_}. {opener}"),
        ("retract-boxed-alone", f"So the answer is $\\boxed{{{g}}}$. {opener} Let me redo the last step."),
        ("retract-then-wrong", f"The answer is {g_}. {opener} The correct answer is {w_}."),
        (
            "retract-box-then-wrong",
            f"$\\boxed{{{g}}}$\n\nWait, that's wrong: I dropped a term. The answer is $\\boxed{{{w}}}$.",
        ),
        ("instead-of", f"So we get $\\boxed{{{w}}}$ instead of $\\boxed{{{g}}}$."),
    ]


def negations(g: str, w: str, grader: str, rng: random.Random) -> list[Mut]:
    """The gold written as a value the response rejects."""
    g_, w_ = _m(g, grader), _m(w, grader)
    return [
        ("negated-not", f"The answer is {w_}, not {g_}."),
        ("negated-does-not-work", f"Therefore the answer is {w_}. Note that {g_} does not work."),
        ("negated-extraneous", f"So the value is {w_}. The other candidate, {g_}, is extraneous."),
        ("negated-incorrect", f"The final answer is {w_}. The value {g_} is incorrect."),
        ("negated-alone", f"It is not {g_}."),
    ]


def hedges(g: str, w: str, grader: str, rng: random.Random) -> list[Mut]:
    """The gold offered beside another answer, or without commitment."""
    g_, w_ = _m(g, grader), _m(w, grader)
    return [
        ("hedge-or-maybe", f"{w_}, or maybe {g_}"),
        ("hedge-or-maybe-first", f"The answer is {g_}, or maybe {w_}."),
        ("hedge-possibly", f"The answer is possibly {g_}."),
        ("hedge-either", f"The answer is either {g_} or {w_}."),
        ("hedge-probably", f"I computed it twice. It is probably {g_}, but it might be {w_}."),
    ]


def questions(g: str, w: str, grader: str, rng: random.Random) -> list[Mut]:
    """The gold only asked about."""
    g_ = _m(g, grader)
    return [
        ("question", f"Is the answer {g_}?"),
        ("question-boxed", f"Could the answer be $\\boxed{{{g}}}$?"),
        ("code-unrun", f"Let me compute it:\n```python\nprint({g})\n```"),
    ]


def controls(g: str, w: str, grader: str, rng: random.Random) -> list[Mut]:
    """The gold committed beside a withdrawn wrong answer: these must stay correct (recall)."""
    g_, w_ = _m(g, grader), _m(w, grader)
    return [
        (
            "commit-after-retraction",
            f"The answer is {w_}. Wait, that's wrong. The correct answer is $\\boxed{{{g}}}$.",
        ),
        ("commit-instead-of", f"So we get $\\boxed{{{g}}}$ instead of $\\boxed{{{w}}}$."),
        ("commit-not", f"The answer is {g_}, not {w_}."),
        ("commit-boxed-note", f"Therefore $\\boxed{{{g}}}$. Note that {w_} does not work."),
        ("commit-question-then-answer", f"Is the answer {w_}? No. The answer is $\\boxed{{{g}}}$."),
    ]


WITHDRAWN = (retractions, negations, hedges, questions)
COMMITTED = (controls,)


def responses(golds: list, seed: int = 0) -> list[dict]:
    """Every (kind, intent, grader, gold, response) for ``golds`` (``fuzz_mutations.Gold``), with a
    wrong answer drawn from the same benchmark's other golds (a different text and, for numbers, a
    different value)."""
    by_source: dict[str, list[str]] = defaultdict(list)
    for gold in golds:
        by_source[gold.source].append(gold.answer)
    out = []
    for gold in golds:
        rng = random.Random(f"{seed}:{gold.source}:{gold.id}:commitment")
        wrong = _wrong(gold.answer, by_source[gold.source], rng)
        if wrong is None:
            continue
        for intent, generators in (("withdrawn", WITHDRAWN), ("committed", COMMITTED)):
            for gen in generators:
                for kind, response in gen(gold.answer, wrong, gold.grader, rng):
                    out.append(
                        {
                            "id": f"{gold.source}:{gold.id}:{kind}",
                            "kind": kind,
                            "intent": intent,
                            "grader": gold.grader,
                            "gold": gold.answer,
                            "response": response,
                        }
                    )
    return out


def _number(s: str) -> float | None:
    try:
        return float(s.replace(",", ""))
    except ValueError:
        return None


def _wrong(gold: str, others: list[str], rng: random.Random) -> str | None:
    value = _number(gold)
    if value is not None and value == int(value):
        return str(int(value) + rng.choice([1, 2, 3, 7, 10]))  # a near miss
    for _ in range(20):
        other = rng.choice(others)
        if (
            other.strip() != gold.strip()
            and _number(other) != value
            and gold not in other
            and other not in gold
        ):
            return other
    return None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data-dir", type=Path, default=REPO.parent / "shared" / "data")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--limit", type=int, default=300, help="golds sampled (seeded), spread over the files")
    ap.add_argument("--no-math-verify", action="store_true")
    ap.add_argument("--failures", type=Path, help="write proctor's false positives and negatives here")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(REPO / "perf"))
    from fuzz_mutations import FILES, commitment_responses, load_golds

    import proctor

    mv = None
    if not args.no_math_verify:
        try:
            from math_verify import parse, verify

            mv = (parse, verify)
        except ImportError:
            ap.error("Math-Verify is not installed: pip install 'math-verify>=0.7', or pass --no-math-verify")
    golds = load_golds(args.data_dir, tuple(FILES))
    rng = random.Random(f"sample:{args.seed}")
    golds = rng.sample(golds, min(args.limit, len(golds)))
    cases = commitment_responses(golds, args.seed)
    rows: dict[str, Counter] = defaultdict(Counter)
    bad: list[str] = []
    t0 = time.perf_counter()
    for c in cases:
        row = rows[c["kind"]]
        row["pairs"] += 1
        row["intent"] = c["intent"]  # type: ignore[assignment]
        grade = proctor.grade(c["response"], c["gold"], grader=c["grader"])
        wrong_verdict = grade.correct if c["intent"] == "withdrawn" else not grade.correct
        row["P_FP" if c["intent"] == "withdrawn" else "P_FN"] += wrong_verdict
        if wrong_verdict:
            bad.append(
                f"{c['kind']}: {c['response']!r} gold={c['gold']!r} -> {grade.status} {grade.extracted!r}"
            )
        if mv is not None:
            try:
                said = bool(mv[1](mv[0](f"${c['gold']}$"), mv[0](c["response"])))
            except Exception:
                said = False
            row["MV_FP" if c["intent"] == "withdrawn" else "MV_FN"] += (
                said if c["intent"] == "withdrawn" else not said
            )
    head = f"{'kind':30} {'intent':10} {'pairs':>6} {'P_FP':>6} {'P_FN':>6}" + (" MV_FP  MV_FN" if mv else "")
    print(head)
    print("-" * len(head))
    totals: dict[str, Counter] = defaultdict(Counter)
    for intent in ("withdrawn", "committed"):
        for kind in sorted(k for k, r in rows.items() if r["intent"] == intent):
            r = rows[kind]
            line = f"{kind:30} {intent:10} {r['pairs']:>6} {r['P_FP']:>6} {r['P_FN']:>6}"
            print(line + (f" {r['MV_FP']:>5} {r['MV_FN']:>6}" if mv else ""))
            for col in ("pairs", "P_FP", "P_FN", "MV_FP", "MV_FN"):
                totals[intent][col] += r[col]
    for intent, t in totals.items():
        print(
            f"TOTAL {intent}: {t['pairs']} responses; proctor FP {t['P_FP']} FN {t['P_FN']}"
            + (f"; Math-Verify FP {t['MV_FP']} FN {t['MV_FN']}" if mv else "")
        )
    print(f"{len(golds)} golds, {len(cases)} responses, {time.perf_counter() - t0:.1f} s")
    if args.failures:
        args.failures.write_text("\n".join(bad) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
