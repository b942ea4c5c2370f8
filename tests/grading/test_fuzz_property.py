"""A fixed, seeded sample of the grader fuzzer (perf/grader_fuzz.py): proctor accepts no
value-changing mutation of a real gold answer and rejects at most 1% of the value-preserving
rewrites. The labels are the fuzzer's independent oracle's (sympy/mpmath, no proctor code); pairs
it cannot decide are left out. The full run over all ~40,000 pairs is a measurement, not this test.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "perf"))

from fuzz_mutations import generate, load_golds, sample  # noqa: E402
from fuzz_workers import JudgePool  # noqa: E402
from grader_fuzz import proctor_verdict  # noqa: E402

SEED = 0
SAMPLE = 320
FN_RATE = 0.01


def test_no_false_positive_on_a_seeded_fuzz_sample(shared_data: Path):
    pairs = sample(generate(load_golds(shared_data), SEED), SAMPLE, SEED)
    assert len(pairs) >= 250, f"the sample has {len(pairs)} pairs; the generator lost mutations"
    pool = JudgePool(1, time_limit=3.0, math_verify=False)
    labels = dict(pool.run([(p.pred, p.gold, p.grader) for p in pairs]))
    decided = [(p, labels[n]) for n, p in enumerate(pairs) if labels[n]["oracle"] is not None]
    different = [(p, r) for p, r in decided if r["oracle"] == "different"]
    equal = [(p, r) for p, r in decided if r["oracle"] == "equal"]
    assert len(different) >= 150 and len(equal) >= 50, (len(different), len(equal))

    false_pos = [(p, r) for p, r in different if proctor_verdict(p)]
    false_neg = [(p, r) for p, r in equal if not proctor_verdict(p)]
    report = [
        f"{len(false_pos)} false positive(s) of {len(different)}, {len(false_neg)} false negative(s) of {len(equal)}"
    ]
    for what, rows in (("FP", false_pos), ("FN", false_neg)):
        for p, r in rows:
            report.append(
                f"  {what} {p.kind:22} grader={p.grader:7} pred={p.pred!r} gold={p.gold!r} ({r['how']})"
            )
    if false_pos or len(false_neg) > FN_RATE * len(equal):
        pytest.fail("\n".join(report), pytrace=False)


ORACLE_CASES = [
    # the issue's examples: the oracle must tell them apart without proctor's code
    ("2^{x}+1", "2^{x+1}", "different"),
    ("\\frac{11}{2}", "\\frac{1}{12}", "different"),
    ("E", "e", "different"),
    ("\\Omega", "\\omega", "different"),
    ("\\sqrt{2}", "2", "different"),
    ("-2i", "-2", "different"),
    ("2^{40}+1", "2^{40}", "different"),
    ("10^{-12}", "0", "different"),
    ("|x|", "x", "different"),
    ("a_1", "a_2", "different"),
    ("1011_2", "1011_3", "different"),
    ("(1,2]", "(1,2)", "different"),
    ("(x+1)^2", "x^2+2x+1", "equal"),
    ("\\dfrac{1}{2}", "0.5", "equal"),
    ("\\sqrt{3}\\cdot 2", "2\\sqrt{3}", "equal"),
    ("\\frac{\\sqrt{3}}{3}", "\\frac{1}{\\sqrt{3}}", "equal"),
    ("\\{3,1,2\\}", "\\{1,2,3\\}", "equal"),
    ("4.4\\times 10^{7}", "4.4e7", "equal"),
    ("300\\text{ cm}", "300", "equal"),
    ("\\sqrt{x^2}", "|x|", None),  # equal on the reals, not on the complex plane: undecided
]


def test_oracle_labels_the_issue_examples():
    pool = JudgePool(1, time_limit=3.0, math_verify=False)
    got = dict(pool.run([(pred, gold, "math") for pred, gold, _ in ORACLE_CASES]))
    wrong = [(c, got[n]) for n, c in enumerate(ORACLE_CASES) if got[n]["oracle"] != c[2]]
    assert not wrong, wrong


def test_fuzz_pairs_are_reproducible(shared_data: Path):
    golds = load_golds(shared_data, ("aime_2024", "math500"))
    first, again, other = generate(golds, SEED), generate(golds, SEED), generate(golds, SEED + 1)
    assert first == again
    assert first != other  # the seed picks which places, digits and forms are mutated
    assert sample(first, 200, SEED) == sample(again, 200, SEED)


MECHANISM_KINDS = {"units_both_sides", "trailing_text", "tiny_summand", "non_rational", "assignment_order"}


@pytest.mark.parametrize("mode", ["standard", "strict"])
def test_no_false_positive_on_the_mechanism_kinds(shared_data: Path, mode: str):
    """The kinds aimed at a grader's mechanisms (fuzz_mechanisms.py): units on both sides, text that is
    not a unit, tiny summands, non-rational functions, assignments out of order. Each is value-changing
    by construction, and the oracle labels them so; proctor accepts none, in either mode."""
    pairs = sample(generate(load_golds(shared_data), SEED, MECHANISM_KINDS), 150, SEED)
    assert {p.kind for p in pairs} == MECHANISM_KINDS
    pool = JudgePool(1, time_limit=3.0, math_verify=False)
    labels = dict(pool.run([(p.pred, p.gold, p.grader) for p in pairs]))
    different = [p for n, p in enumerate(pairs) if labels[n]["oracle"] == "different"]
    assert len(different) >= 0.9 * len(pairs), [(p.pred, p.gold, labels[n]) for n, p in enumerate(pairs)][:5]
    false_pos = [(p.kind, p.pred, p.gold) for p in different if proctor_verdict(p, mode)]
    assert not false_pos, false_pos


MECHANISM_ORACLE_CASES = [
    ("5\\text{ m}", "5\\text{ cm}", "different"),
    ("45 \\text{ radians}", "45^\\circ", "different"),
    ("5\\text{, possibly 6}", "5", "different"),
    ("12\\cos(10^{-31})", "12", "different"),
    ("\\gcd(n, 6)", "6", "different"),
    ("b = 2, a = 3", "(2, 3)", "different"),
    ("a = 2, b = 3", "(2, 3)", "equal"),
    ("5\\text{ cm}", "5", "equal"),
]


def test_oracle_labels_the_mechanism_examples():
    pool = JudgePool(1, time_limit=3.0, math_verify=False)
    got = dict(pool.run([(pred, gold, "math") for pred, gold, _ in MECHANISM_ORACLE_CASES]))
    wrong = [(c, got[n]) for n, c in enumerate(MECHANISM_ORACLE_CASES) if got[n]["oracle"] != c[2]]
    assert not wrong, wrong
