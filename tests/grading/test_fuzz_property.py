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
