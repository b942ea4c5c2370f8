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
    """Equal strings after stripping surrounding whitespace (maj@N of records that name no grader)."""
    return a.strip() == b.strip()


def default_equivalence() -> Equivalence:
    """The math grader's equivalence (``proctor.grading.is_equivalent``).

    An import failure is raised, never replaced by exact match: maj@N would silently change meaning.
    """
    from proctor.grading import is_equivalent

    return is_equivalent


@dataclass(frozen=True)
class Vote:
    """The outcome of a majority vote on one problem."""

    answer: str | None  # the winning class's representative (its earliest answer); None: no answer won
    votes: int  # size of the winning class
    classes: int  # number of distinct equivalence classes
    correct: bool  # most of the winning class's ``ok``-graded members were graded correct


Answer = tuple[int, str | None, bool] | tuple[int, str | None, bool, str | None]


def majority_vote(answers: Sequence[Answer], equivalent: Equivalence | None = None) -> Vote:
    """maj@N of one problem from ``(sample_index, extracted, correct[, grade_status])`` tuples.

    Answers are grouped into equivalence classes (``equivalent`` compares a new answer with each
    class's representative, the earliest answer of the class; default exact match). Samples without
    an answer (nothing extracted, or graded ``no_answer``) are one class of their own, as in
    lm-eval's vote, whose win is never correct: a run that truncates most samples cannot win a vote
    with its one answer. The largest class wins; a tie goes to the class whose earliest member has
    the lowest sample index. The vote is correct when more than half of the winning
    class's members graded with status ``ok`` were graded correct (a member whose grading timed
    out or could not parse has no verdict to count; a class with none is not correct).
    """
    same = equivalent or exact_match
    ordered, unanswered = [], []
    for a in answers:
        status = a[3] if len(a) > 3 else "ok"  # type: ignore[misc]
        if a[1] is None or not a[1].strip() or status == "no_answer":
            unanswered.append(a[0])
        else:
            ordered.append((a[0], a[1].strip(), bool(a[2]), status))
    ordered.sort()
    # Identical strings never need the (possibly slow) equivalence call: group them first.
    by_text: dict[str, list[int]] = {}  # text -> [count, first index, ok-graded, ok-graded correct]
    for i, a, ok, status in ordered:
        entry = by_text.setdefault(a, [0, i, 0, 0])
        entry[0] += 1
        if status in (None, "ok"):
            entry[2] += 1
            entry[3] += int(ok)
    classes: list[list] = []  # [representative, count, first index, ok-graded, ok-graded correct]
    for text, (count, first, graded, right) in sorted(by_text.items(), key=lambda kv: kv[1][1]):
        for cls in classes:
            if same is exact_match or not _safe_equivalent(same, cls[0], text):
                continue
            cls[1] += count
            cls[3] += graded
            cls[4] += right
            break
        else:
            classes.append([text, count, first, graded, right])
    if unanswered:  # no answer: a class of its own, never correct (representative None)
        classes.append([None, len(unanswered), min(unanswered), 0, 0])
    if not classes:
        return Vote(answer=None, votes=0, classes=0, correct=False)
    best = min(classes, key=lambda cls: (-cls[1], cls[2]))
    return Vote(answer=best[0], votes=best[1], classes=len(classes), correct=2 * best[4] > best[3])


def _safe_equivalent(same: Equivalence, a: str, b: str) -> bool:
    try:
        return bool(same(a, b))
    except Exception:  # an equivalence that cannot decide keeps the answers apart
        return False
