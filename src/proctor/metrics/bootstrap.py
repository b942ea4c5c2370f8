"""Confidence intervals by the bootstrap over problems, and the paired tests between runs.

The unit of resampling is the problem: a resample draws P problems with replacement and keeps each
problem's N samples together (its per-problem value is reused as is). Every function takes a seed
and gives the same answer for the same seed.
"""

from __future__ import annotations

import math
import warnings

import numpy as np

from proctor.metrics.permutation import CONFIDENCE, PERMUTATIONS, sign_flip_tests
from proctor.metrics.proportion import rate_interval

RESAMPLES = 2000


# Bootstrap weights held at once (4 MB, whatever the number of problems). The chunking decides how
# BLAS blocks ``weights @ values``: like BLAS's thread count, it can move a resample mean by an ulp.
_WEIGHT_CELLS = 1 << 19
_DRAW_CELLS = 250_000  # problem draws made at once while a chunk of weights is filled


def resample_weights(n_problems: int, resamples: int, rng: np.random.Generator):
    """Yield chunks of bootstrap weights: row b counts how often each problem was drawn in resample b.

    A chunk holds up to ``_WEIGHT_CELLS`` weights; its draws are made a few rows at a time (the
    generator gives the same numbers however a run of draws is split), so drawing needs little
    memory beside the chunk itself."""
    chunk = max(1, min(resamples, _WEIGHT_CELLS // max(n_problems, 1)))
    step = max(1, min(chunk, _DRAW_CELLS // max(n_problems, 1)))
    done = 0
    while done < resamples:
        rows = min(chunk, resamples - done)
        weights = np.empty((rows, n_problems), dtype=np.float64)
        for first in range(0, rows, step):
            block = min(step, rows - first)
            idx = rng.integers(0, n_problems, size=(block, n_problems), dtype=np.int64)
            idx += (np.arange(block, dtype=np.int64) * n_problems)[:, None]
            counts = np.bincount(idx.ravel(), minlength=block * n_problems)
            weights[first : first + block] = counts.reshape(block, n_problems)
        yield weights
        del weights
        done += rows


def bootstrap_means(values: np.ndarray, resamples: int = RESAMPLES, seed: int = 0) -> np.ndarray:
    """Bootstrap distribution of the column means of ``values`` (problems x metrics; NaN = not defined).

    Returns an array (resamples x metrics). A NaN cell leaves that problem out of that metric's mean
    (e.g. pass@k of a problem with fewer than k samples). All metrics share the same resamples.
    """
    values = np.asarray(values, dtype=np.float64)
    if values.ndim == 1:
        values = values[:, None]
    p = values.shape[0]
    if p == 0:
        return np.full((resamples, values.shape[1]), np.nan)
    defined = ~np.isnan(values)
    filled = np.where(defined, values, 0.0)
    mask = defined.astype(np.float64)
    rng = np.random.default_rng(seed)
    out = []
    for w in resample_weights(p, resamples, rng):
        with np.errstate(invalid="ignore", divide="ignore"):
            out.append((w @ filled) / (w @ mask))
        del w  # not held while the next chunk is drawn
    return np.concatenate(out, axis=0)


def interval(boot: np.ndarray, confidence: float = CONFIDENCE) -> tuple[np.ndarray, np.ndarray]:
    """Percentile interval of each column of a bootstrap distribution."""
    alpha = (1.0 - confidence) / 2.0
    lo = np.nanquantile(boot, alpha, axis=0)
    hi = np.nanquantile(boot, 1.0 - alpha, axis=0)
    return lo, hi


def standard_error(values: np.ndarray) -> np.ndarray:
    """Standard error of the mean over problems of each column (sample sd / sqrt(P)); NaN cells skipped."""
    values = np.asarray(values, dtype=np.float64)
    if values.ndim == 1:
        values = values[:, None]
    count = np.sum(~np.isnan(values), axis=0)
    with np.errstate(invalid="ignore", divide="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # columns with < 2 defined problems: NaN
        sd = np.nanstd(values, axis=0, ddof=1) if values.shape[0] > 1 else np.full(values.shape[1], np.nan)
        return sd / np.sqrt(count)


def mean_ci(
    values: np.ndarray,
    resamples: int = RESAMPLES,
    seed: int = 0,
    confidence: float = CONFIDENCE,
    rate_caps: np.ndarray | None = None,
) -> list[dict]:
    """For each column: ``{"value", "ci": [lo, hi], "se", "problems"}`` (JSON-ready; None for undefined).

    ``rate_caps`` marks the columns that are rates (values in [0, 1]) with the most trials each rests
    on (NaN: not a rate): those get the Wilson interval of :mod:`proctor.metrics.proportion`, which
    keeps its coverage near 0% and 100%; the other columns the percentile bootstrap over problems.
    """
    values = np.asarray(values, dtype=np.float64)
    if values.ndim == 1:
        values = values[:, None]
    caps = np.full(values.shape[1], np.nan) if rate_caps is None else np.asarray(rate_caps, dtype=np.float64)
    with np.errstate(invalid="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # all-NaN columns: undefined metric
        point = np.nanmean(values, axis=0) if values.shape[0] else np.full(values.shape[1], np.nan)
        boot = bootstrap_means(values, resamples, seed)
        lo, hi = interval(boot, confidence) if values.shape[0] else (point, point)
        rates = ~np.isnan(caps)
        if rates.any() and values.shape[0]:
            rlo, rhi = rate_interval(values[:, rates], caps[rates], confidence)
            lo, hi = lo.copy(), hi.copy()
            lo[rates], hi[rates] = rlo, rhi
    se = standard_error(values)
    count = np.sum(~np.isnan(values), axis=0)
    return [
        {
            "value": _num(point[j]),
            "ci": [_num(lo[j]), _num(hi[j])],
            "se": _num(se[j]),
            "problems": int(count[j]),
        }
        for j in range(values.shape[1])
    ]


def sign_flip_pvalue(diffs: np.ndarray, permutations: int = PERMUTATIONS, seed: int = 0) -> float:
    """Two-sided paired permutation test over problems: flips the sign of each problem's difference.

    Under the null (the two runs are exchangeable on every problem) each per-problem difference is
    as likely to be positive as negative. See :mod:`proctor.metrics.permutation` (exact for few problems).
    """
    return float(sign_flip_pvalues(np.asarray(diffs, dtype=np.float64)[:, None], permutations, seed)[0])


def sign_flip_pvalues(diffs: np.ndarray, permutations: int = PERMUTATIONS, seed: int = 0) -> np.ndarray:
    """:func:`sign_flip_pvalue` of each column (problems x metrics; NaN cells skipped), same flips."""
    return np.array([t.p_value for t in sign_flip_tests(diffs, permutations, seed)])


def mcnemar_pvalue(a_correct: np.ndarray, b_correct: np.ndarray) -> float:
    """Exact McNemar test (binomial on the discordant problems) for one sample per problem."""
    a = np.asarray(a_correct, dtype=bool)
    b = np.asarray(b_correct, dtype=bool)
    only_a = int(np.sum(a & ~b))
    only_b = int(np.sum(~a & b))
    if only_a + only_b == 0:
        return 1.0
    from scipy import stats  # imported on use: it is slow to import

    return float(stats.binomtest(only_b, only_a + only_b, 0.5).pvalue)


def _num(x: float) -> float | None:
    x = float(x)
    return None if math.isnan(x) else x
