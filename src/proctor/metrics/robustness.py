"""Estimators of how reliably a model solves a problem, from its N samples: G-Pass@k, mG-Pass@k, pass^k.

pass@k asks whether *one* of k attempts is right; these ask whether *most* or *all* of them are. All
are exact (unbiased) for k attempts drawn without replacement from the n samples of a problem of
which c are correct: the number X of correct attempts among the k is hypergeometric,
``P(X = j) = C(c, j) C(n-c, k-j) / C(n, k)``. Run-level values are means over problems, as for
pass@k (``docs/metrics.md``).

- **G-Pass@k_τ** (Liu et al. 2024, "Are Your LLMs Capable of Stable Reasoning?", arXiv:2412.13147;
  as lighteval, OpenCompass and ``evaluate``'s ``gpassk`` compute it): ``P(X >= m)`` with
  ``m = max(ceil(τ k), 1)``: at least a share τ of the k attempts is right. τ = 1 is pass^k; τ
  small enough that m = 1 is pass@k.
- **mG-Pass@k** (same sources): ``(2 / k) * sum_{m = ceil(k/2)+1}^{k} P(X >= m)``, the area under
  G-Pass@k_τ for τ in (0.5, 1.0], taken at the thresholds i/k, as those implementations sum it (for
  odd k the part of the interval below the first i/k past 0.5 is left out, as there). k = 1 has an
  empty sum: mG-Pass@1 = 0 by that definition, so the summary reports it only for k > 1.
- **pass^k** (τ-bench, Yao et al. 2024; evalscope): ``C(c, k) / C(n, k)``, all k attempts right.

Probabilities are summed from the hypergeometric terms computed in log space (log-gamma), so
n in the thousands neither overflows nor loses the small tails; pass^k is the stable product
``prod_{i<k} (c-i)/(n-i)``.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from typing import Any

import numpy as np

G_PASS_THRESHOLDS = (0.25, 0.5, 0.75, 1.0)  # lighteval's and OpenCompass's defaults


def _check(n: int, c: int, k: int, name: str) -> None:
    if not (0 <= c <= n):
        raise ValueError(f"{name} needs 0 <= c <= n, got n={n}, c={c}")
    if not (1 <= k <= n):
        raise ValueError(
            f"{name} needs 1 <= k <= n, got n={n}, k={k}: a problem with n samples has no {name} for k > n"
        )


def min_correct(k: int, tau: float) -> int:
    """The correct attempts of k that G-Pass@k_τ asks for: ``max(ceil(τ k), 1)``. τ k is rounded to
    9 decimals first, so a τ such as 0.7 asks for what it says (0.7 * 10 is 7.000000000000001 in
    floats, which lighteval's ``np.ceil(k * t)`` reads as 8); the default thresholds are exact in
    binary, so there both agree."""
    if not (0.0 <= tau <= 1.0):
        raise ValueError(f"G-Pass@k needs a threshold 0 <= tau <= 1, got {tau}")
    return max(math.ceil(round(tau * k, 9)), 1)


def _pairs(n: np.ndarray, c: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The distinct (n, c) pairs of the problems, and where each problem's pair is."""
    n = np.asarray(n, dtype=np.int64)
    c = np.asarray(c, dtype=np.int64)
    if np.any(c < 0) or np.any(c > n):
        raise ValueError("needs 0 <= c <= n for every problem")
    pairs, inverse = np.unique(np.stack([n.ravel(), c.ravel()], axis=-1), axis=0, return_inverse=True)
    return pairs, inverse.reshape(-1), np.asarray(n.shape)


def _log_comb(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """log C(a, b), -inf where b < 0 or b > a."""
    valid = (b >= 0) & (b <= a)
    a_, b_ = np.where(valid, a, 0), np.where(valid, b, 0)
    table = _log_factorials(int(np.max(a_, initial=0)))
    out = table[a_.astype(np.int64)] - table[b_.astype(np.int64)] - table[(a_ - b_).astype(np.int64)]
    return np.where(valid, out, -np.inf)


@functools.lru_cache(maxsize=8)
def _log_factorials(m: int) -> np.ndarray:
    """log(i!) for i = 0..m (the counts are whole numbers): the stdlib's lgamma, where scipy's gammaln
    costs an eval 0.15 s to import."""
    out = np.fromiter((math.lgamma(i + 1.0) for i in range(m + 1)), dtype=np.float64, count=m + 1)
    out.flags.writeable = False
    return out


_CELLS = 1 << 12  # hypergeometric terms held at once (distinct (n, c) pairs x (k + 1)), whatever n and k


def _pmf(pn: np.ndarray, pc: np.ndarray, k: int) -> np.ndarray:
    """``P(X = j)`` for j = 0..k (rows: (n, c) pairs with n >= k), from log-gamma binomials."""
    pn, pc = pn.astype(np.float64)[:, None], pc.astype(np.float64)[:, None]
    j = np.arange(k + 1, dtype=np.float64)[None, :]
    log_p = _log_comb(pc, j)
    log_p += _log_comb(pn - pc, k - j)
    log_p -= _log_comb(pn, np.float64(k))
    return np.exp(log_p, out=log_p)  # exp(-inf) = 0 where j is impossible


def _by_pairs(n: np.ndarray, c: np.ndarray, k: int, width: int, fill: Any) -> np.ndarray:
    """``fill(pmf, pn, pc)`` (rows x width) over the distinct (n, c) pairs with n >= k, a few pairs at
    a time (at most ``_CELLS`` terms held), put back in the problems' order; NaN where n < k."""
    if k < 1:
        raise ValueError(f"k must be >= 1, got {k}")
    pairs, inverse, shape = _pairs(n, c)
    out = np.full((len(pairs), width), np.nan)
    ok = np.flatnonzero(pairs[:, 0] >= k)
    step = max(1, _CELLS // (k + 1))
    for first in range(0, len(ok), step):
        rows = ok[first : first + step]
        pn, pc = pairs[rows, 0], pairs[rows, 1]
        out[rows] = fill(_pmf(pn, pc, k), pn, pc)
    return out[inverse].reshape(*shape, width)


def _at_least(p: np.ndarray, pn: np.ndarray, pc: np.ndarray, k: int, ms: Sequence[int]) -> np.ndarray:
    """``P(X >= m)`` for each m of ``ms`` from the pmf rows ``p``; exactly 1 where m is at most the
    fewest correct attempts possible (k - (n - c)), 0 past the most (min(c, k))."""
    fewest = np.maximum(0, k - (pn - pc))[:, None]
    m = np.asarray(ms, dtype=np.int64)[None, :]
    # sums of the smallest terms first (the tail beyond m), then clipped: rounding can pass 1
    tails = np.stack([p[:, mi:].sum(axis=1) for mi in ms], axis=1) if len(ms) else np.zeros((len(p), 0))
    return np.where(m <= fewest, 1.0, np.minimum(tails, 1.0))


def at_least_array(n: np.ndarray, c: np.ndarray, k: int) -> np.ndarray:
    """``P(X >= m)`` for m = 0..k of each problem (shape ``n.shape + (k + 1,)``), X the correct
    attempts among k drawn without replacement from the problem's n samples; NaN rows where n < k."""
    return _by_pairs(n, c, k, k + 1, lambda p, pn, pc: _at_least(p, pn, pc, k, range(k + 1)))


def g_pass_columns(
    n: np.ndarray, c: np.ndarray, k: int, thresholds: Sequence[float] = G_PASS_THRESHOLDS
) -> tuple[np.ndarray, np.ndarray]:
    """G-Pass@k_τ of each problem for each τ of ``thresholds`` (shape ``n.shape + (len,)``) and
    mG-Pass@k of each problem, from one hypergeometric pmf per distinct (n, c); NaN where n < k."""
    ms = [min_correct(k, tau) for tau in thresholds]
    first = math.ceil(k / 2) + 1
    # mG-Pass@k = (2/k) sum_{m=first}^{k} P(X >= m) = (2/k) sum_j P(X = j) * #{m in [first, k]: m <= j}
    weights = np.maximum(0, np.arange(k + 1) - first + 1).astype(np.float64) * (2.0 / k)

    def fill(p: np.ndarray, pn: np.ndarray, pc: np.ndarray) -> np.ndarray:
        return np.concatenate([_at_least(p, pn, pc, k, ms), (p @ weights)[:, None]], axis=1)

    both = _by_pairs(n, c, k, len(ms) + 1, fill)
    return both[..., :-1], both[..., -1]


def g_pass_at_k_array(n: np.ndarray, c: np.ndarray, k: int, tau: float) -> np.ndarray:
    """G-Pass@k_τ of each problem (``n`` samples, ``c`` correct); NaN where n < k."""
    return g_pass_columns(n, c, k, (tau,))[0][..., 0]


def mg_pass_at_k_array(n: np.ndarray, c: np.ndarray, k: int) -> np.ndarray:
    """mG-Pass@k of each problem; NaN where n < k (0 for k = 1: an empty sum, see the module doc)."""
    return g_pass_columns(n, c, k, ())[1]


def pass_hat_k_array(n: np.ndarray, c: np.ndarray, k: int) -> np.ndarray:
    """pass^k of each problem, ``C(c, k) / C(n, k)``; NaN where n < k."""
    if k < 1:
        raise ValueError(f"k must be >= 1, got {k}")
    pairs, inverse, shape = _pairs(n, c)
    pn = pairs[:, 0].astype(np.float64)[:, None]
    pc = pairs[:, 1].astype(np.float64)[:, None]
    i = np.arange(k, dtype=np.float64)[None, :]
    with np.errstate(invalid="ignore", divide="ignore"):
        ratio = np.clip((pc - i) / (pn - i), 0.0, 1.0)  # a factor past c is 0: fewer than k correct
        values = np.prod(ratio, axis=1)
    values = np.where(pairs[:, 0] >= k, values, np.nan)
    return values[inverse].reshape(*shape)


def g_pass_at_k(n: int, c: int, k: int, tau: float) -> float:
    """G-Pass@k_τ of one problem with ``n`` samples of which ``c`` are correct: the probability that
    at least ``max(ceil(τ k), 1)`` of k samples drawn without replacement are correct."""
    _check(n, c, k, "G-Pass@k")
    return float(g_pass_at_k_array(np.array([n]), np.array([c]), k, tau)[0])


def mg_pass_at_k(n: int, c: int, k: int) -> float:
    """mG-Pass@k of one problem: ``(2/k) * sum_{m=ceil(k/2)+1}^{k} P(X >= m)`` (see the module doc)."""
    _check(n, c, k, "mG-Pass@k")
    return float(mg_pass_at_k_array(np.array([n]), np.array([c]), k)[0])


def pass_hat_k(n: int, c: int, k: int) -> float:
    """pass^k of one problem: the probability that all k samples drawn without replacement from its
    n samples (c correct) are correct, ``C(c, k) / C(n, k)``."""
    _check(n, c, k, "pass^k")
    return float(pass_hat_k_array(np.array([n]), np.array([c]), k)[0])
