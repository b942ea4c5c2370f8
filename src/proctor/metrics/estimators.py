"""Point estimators: unbiased pass@k, the k values a run reports, and maj@N over equivalence classes.

All estimators work per problem; run-level metrics are means over problems (see ``docs/metrics.md``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

Equivalence = Callable[[str, str], bool]


def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased pass@k of one problem with ``n`` samples of which ``c`` are correct (Chen et al. 2021).

    It is the probability that a k-subset drawn without replacement from the n samples holds at
    least one correct sample: ``1 - C(n-c, k) / C(n, k)``, computed as a stable product.
    """
    if not (0 <= c <= n):
        raise ValueError(f"pass_at_k needs 0 <= c <= n, got n={n}, c={c}")
    if not (1 <= k <= n):
        raise ValueError(
            f"pass_at_k needs 1 <= k <= n, got n={n}, k={k}: a problem with n samples has no pass@k for k > n"
        )
    if n - c < k:
        return 1.0
    return float(1.0 - np.prod(1.0 - k / np.arange(n - c + 1, n + 1, dtype=np.float64)))


def pass_at_k_array(n: np.ndarray, c: np.ndarray, k: int) -> np.ndarray:
    """Vectorised :func:`pass_at_k` over problems; NaN where ``n < k`` (undefined there)."""
    n = np.asarray(n, dtype=np.int64)
    c = np.asarray(c, dtype=np.int64)
    out = np.full(n.shape, np.nan, dtype=np.float64)
    pairs, inverse = np.unique(np.stack([n, c], axis=-1).reshape(-1, 2), axis=0, return_inverse=True)
    values = np.array([pass_at_k(int(ni), int(ci), k) if ni >= k else np.nan for ni, ci in pairs])
    if len(pairs):
        out = values[inverse.reshape(-1)].reshape(n.shape)
    return out


def k_values(n: int) -> list[int]:
    """The k a run with N samples per problem reports: 1, 2, 4, ... <= N, and N itself."""
    if n < 1:
        raise ValueError(f"n must be >= 1, got {n}")
    ks = []
    k = 1
    while k <= n:
        ks.append(k)
        k *= 2
    if ks[-1] != n:
        ks.append(n)
    return ks


def exact_match(a: str, b: str) -> bool:
    """The fallback equivalence: equal strings after stripping surrounding whitespace."""
    return a.strip() == b.strip()


def default_equivalence() -> Equivalence:
    """The math grader's equivalence (``proctor.grading.is_equivalent``) when it exists, else exact match."""
    try:
        from proctor.grading import is_equivalent  # type: ignore[attr-defined]
    except ImportError:
        return exact_match
    return is_equivalent


@dataclass(frozen=True)
class Vote:
    """The outcome of a majority vote on one problem."""

    answer: str | None  # the winning class's representative (its earliest answer); None: no votes
    votes: int  # size of the winning class
    classes: int  # number of distinct equivalence classes
    correct: bool  # the winning class is correct (its earliest member was graded correct)


def majority_vote(
    answers: Sequence[tuple[int, str | None, bool]], equivalent: Equivalence | None = None
) -> Vote:
    """maj@N of one problem from ``(sample_index, extracted, correct)`` triples.

    Answers are grouped into equivalence classes (``equivalent`` compares a new answer with each
    class's representative, the earliest answer of the class). Samples without an extracted answer
    do not vote. The largest class wins; a tie goes to the class whose earliest member has the
    lowest sample index. The vote is correct when that earliest member was graded correct.
    """
    same = equivalent or exact_match
    ordered = sorted((i, a.strip(), ok) for i, a, ok in answers if a is not None and a.strip())
    # Identical strings never need the (possibly slow) equivalence call: group them first.
    by_text: dict[str, list[int]] = {}  # text -> [count, first index, first correct]
    for i, a, ok in ordered:
        if a in by_text:
            by_text[a][0] += 1
        else:
            by_text[a] = [1, i, int(ok)]
    classes: list[list] = []  # [representative, count, first index, first correct]
    for text, (count, first, ok) in sorted(by_text.items(), key=lambda kv: kv[1][1]):
        for cls in classes:
            if same is exact_match or not _safe_equivalent(same, cls[0], text):
                continue
            cls[1] += count
            break
        else:
            classes.append([text, count, first, bool(ok)])
    if not classes:
        return Vote(answer=None, votes=0, classes=0, correct=False)
    best = min(classes, key=lambda cls: (-cls[1], cls[2]))
    return Vote(answer=best[0], votes=best[1], classes=len(classes), correct=best[3])


def _safe_equivalent(same: Equivalence, a: str, b: str) -> bool:
    try:
        return bool(same(a, b))
    except Exception:  # an equivalence that cannot decide keeps the answers apart
        return False
