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

import math

import numpy as np
from scipy.special import gammaln

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
    out = gammaln(a_ + 1.0) - gammaln(b_ + 1.0) - gammaln(a_ - b_ + 1.0)
    return np.where(valid, out, -np.inf)


def at_least_array(n: np.ndarray, c: np.ndarray, k: int) -> np.ndarray:
    """``P(X >= m)`` for m = 0..k of each problem (shape ``n.shape + (k + 1,)``), X the correct
    attempts among k drawn without replacement from the problem's n samples; NaN rows where n < k."""
    if k < 1:
        raise ValueError(f"k must be >= 1, got {k}")
    pairs, inverse, shape = _pairs(n, c)
    out = np.full((len(pairs), k + 1), np.nan)
    ok = pairs[:, 0] >= k
    if ok.any():
        pn = pairs[ok, 0].astype(np.float64)[:, None]
        pc = pairs[ok, 1].astype(np.float64)[:, None]
        j = np.arange(k + 1, dtype=np.float64)[None, :]
        log_p = _log_comb(pc, j) + _log_comb(pn - pc, k - j) - _log_comb(pn, np.float64(k))
        p = np.exp(log_p)  # P(X = j); exp(-inf) = 0 where j is impossible
        tail = np.cumsum(p[:, ::-1], axis=1)[:, ::-1]  # P(X >= m), smallest terms summed first
        # the certain outcomes exactly: P(X >= 0) = 1; P(X >= m) = 1 for m <= the fewest possible
        fewest = np.maximum(0.0, k - (pn - pc))
        tail = np.where(j <= fewest, 1.0, np.minimum(tail, 1.0))
        out[ok] = tail
    return out[inverse].reshape(*shape, k + 1)


def g_pass_at_k_array(n: np.ndarray, c: np.ndarray, k: int, tau: float) -> np.ndarray:
    """G-Pass@k_τ of each problem (``n`` samples, ``c`` correct); NaN where n < k."""
    return at_least_array(n, c, k)[..., min_correct(k, tau)]


def mg_pass_at_k_array(n: np.ndarray, c: np.ndarray, k: int) -> np.ndarray:
    """mG-Pass@k of each problem; NaN where n < k (0 for k = 1: an empty sum, see the module doc)."""
    return mg_pass_from_tails(at_least_array(n, c, k), k)


def mg_pass_from_tails(tails: np.ndarray, k: int) -> np.ndarray:
    """mG-Pass@k from :func:`at_least_array`'s ``P(X >= m)`` (one pmf serves every threshold)."""
    first = math.ceil(k / 2) + 1
    return 2.0 * tails[..., first : k + 1].sum(axis=-1) / k


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
