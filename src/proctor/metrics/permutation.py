"""The paired sign-flip test over problems and the confidence interval that inverts it.

Under the null hypothesis that two runs are exchangeable on every problem, each per-problem
difference ``d_i`` is as likely to be ``-d_i``. For a shift ``δ`` the test of "the mean difference is
δ" flips the signs of ``d_i - δ``. The interval is every δ that this test does not reject at the
level, so **the interval excludes 0 exactly when p < 1 - confidence**: the two cannot disagree.

For one sign vector s, ``|Σ s_i (d_i - δ)| >= |Σ (d_i - δ)|`` holds exactly for δ between the mean of
d over the problems s flips and the mean over those it keeps (Hartigan's subset means), so the
p-value as a function of δ is a count of intervals: it rises to 1 at the mean difference and falls
on both sides. The interval's ends are order statistics of those subset means, found without a search.

With at most ``log2(permutations)`` problems every sign vector is enumerated (the exact test);
otherwise ``permutations`` random sign vectors (seeded), p = (1 + hits) / (1 + R). On one sample per
problem (binary d) the test is McNemar's exact test (a binomial on the discordant problems).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import numpy as np

CONFIDENCE = 0.95
PERMUTATIONS = 10000
_CHUNK_CELLS = 4_000_000  # sign vectors x problems held in memory at once
_DIGITS = 12  # subset means rounded here, so ties (common with rates) compare exactly


@dataclass(frozen=True)
class SignFlip:
    """One column's test: p-value of "no difference", and the interval that inverts the same test."""

    p_value: float
    ci: tuple[float, float]  # clipped to ``bounds`` where the test cannot reject any shift
    exact: bool  # every sign vector enumerated
    flips: int  # sign vectors used
    min_p: float  # the smallest p-value this test can give on these problems


def _sign_chunks(p: int, permutations: int, rng: np.random.Generator, exact: bool):
    """Chunks of sign vectors: all 2^p of them when ``exact``, else ``permutations`` random ones."""
    chunk = max(1, _CHUNK_CELLS // max(p, 1))
    if exact:
        rows = np.array(list(itertools.product((1.0, -1.0), repeat=p)), dtype=np.float64).reshape(-1, p)
        for start in range(0, len(rows), chunk):
            yield rows[start : start + chunk]
        return
    done = 0
    while done < permutations:
        n = min(chunk, permutations - done)
        bits = np.unpackbits(rng.integers(0, 256, size=(n, (p + 7) // 8), dtype=np.uint8), axis=1)[:, :p]
        yield bits.astype(np.float64) * 2.0 - 1.0
        done += n


def sign_flip_tests(
    diffs: np.ndarray,
    permutations: int = PERMUTATIONS,
    seed: int = 0,
    confidence: float = CONFIDENCE,
    bounds: tuple[float, float] = (-1.0, 1.0),
) -> list[SignFlip]:
    """The test and its inverted interval for each column of ``diffs`` (problems x metrics; NaN = skip).

    All columns share the same sign vectors. ``bounds`` are the most extreme mean differences
    possible (rates: [-1, 1]); an interval end the test cannot pin down is clipped to them.
    """
    d = np.asarray(diffs, dtype=np.float64)
    if d.ndim == 1:
        d = d[:, None]
    p, cols = d.shape
    mask = ~np.isnan(d)
    filled = np.where(mask, d, 0.0)
    m = mask.sum(axis=0).astype(np.float64)
    total = filled.sum(axis=0)
    rng = np.random.default_rng(seed)
    exact = p <= math.log2(max(permutations, 1))
    lows, highs = [], []
    for signs in _sign_chunks(p, permutations, rng, exact):
        a = signs @ filled  # Σ s_i d_i over defined cells
        b = signs @ mask.astype(np.float64)  # Σ s_i over defined cells
        with np.errstate(invalid="ignore", divide="ignore"):
            kept = (total + a) / (m + b)  # mean of d over the problems s keeps
            flipped = (total - a) / (m - b)  # mean of d over the problems s flips
        # a sign vector that keeps (or flips) every defined problem ties with the observed at every δ
        always = (m + b == 0) | (m - b == 0)
        lows.append(np.where(always, -np.inf, np.round(np.minimum(kept, flipped), _DIGITS)))
        highs.append(np.where(always, np.inf, np.round(np.maximum(kept, flipped), _DIGITS)))
    if not lows:
        return [SignFlip(1.0, bounds, True, 0, 1.0) for _ in range(cols)]
    low = np.concatenate(lows, axis=0)
    high = np.concatenate(highs, axis=0)
    r = low.shape[0]
    alpha = 1.0 - confidence
    if exact:  # p = hits / R; p > alpha  <=>  hits >= floor(alpha R) + 1
        need = math.floor(alpha * r) + 1
        min_p = 2.0 / r if r > 1 else 1.0
    else:  # p = (1 + hits) / (1 + R)
        need = math.floor(alpha * (1 + r) - 1) + 1
        min_p = 1.0 / (1 + r)
    need = max(1, min(need, r))
    out = []
    for j in range(cols):
        if m[j] == 0:
            out.append(SignFlip(1.0, bounds, exact, r, min_p))
            continue
        hits = int(np.sum((low[:, j] <= 0.0) & (high[:, j] >= 0.0)))
        pval = hits / r if exact else (1 + hits) / (1 + r)
        if np.all(filled[:, j] == 0):
            pval = 1.0
        ci_lo = float(np.sort(low[:, j])[need - 1])
        ci_hi = float(np.sort(high[:, j])[::-1][need - 1])
        ci = (max(ci_lo, bounds[0]), min(ci_hi, bounds[1]))
        out.append(SignFlip(float(min(pval, 1.0)), ci, exact, r, min_p))
    return out
