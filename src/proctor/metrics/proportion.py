"""Intervals for rates (values in [0, 1]) that keep their coverage near 0% and 100%.

The percentile bootstrap of a rate collapses to [0, 0] when every problem scored 0 (on 30 problems
at a true 3% that happens 40% of the time with one sample each), so it misses the truth exactly
where it matters. A rate's interval is instead the **Wilson score interval** at an effective
number of trials: ``n_eff = p̂(1 - p̂) / SE²`` (Kish's design effect; SE is the standard error of the
mean over problems, population form), capped by the trials the metric rests on (``cap``: the
samples, or the problems for a per-problem 0/1 value such as maj@N). For one 0/1 value per problem
``n_eff`` is the number of problems, so this is Wilson's interval itself; when every problem
scored the same (SE = 0) it uses the cap. Since a value in [0, 1] with mean p has variance at
most p(1 - p), ``n_eff`` is at least the number of problems.
"""

from __future__ import annotations

from statistics import NormalDist

import numpy as np

from proctor.metrics.permutation import CONFIDENCE

# Correctly rounded quantiles of the levels used (the stdlib's may be one unit in the last place off,
# and a summary's intervals are compared to the last bit across versions)
_QUANTILES = {0.975: 1.959963984540054, 0.95: 1.6448536269514722, 0.995: 2.5758293035489004}


def normal_quantile(q: float) -> float:
    """The standard normal's ``q`` quantile: scipy's ``ndtri`` without its import (0.15 s an eval)."""
    return _QUANTILES.get(q) or NormalDist().inv_cdf(q)


def wilson(p: np.ndarray, n: np.ndarray, confidence: float = CONFIDENCE) -> tuple[np.ndarray, np.ndarray]:
    """Wilson score interval of a proportion ``p`` observed over ``n`` trials (elementwise)."""
    p = np.asarray(p, dtype=np.float64)
    n = np.asarray(n, dtype=np.float64)
    z = normal_quantile(1.0 - (1.0 - confidence) / 2.0)
    with np.errstate(invalid="ignore", divide="ignore"):
        denom = 1.0 + z * z / n
        centre = (p + z * z / (2.0 * n)) / denom
        half = z * np.sqrt(p * (1.0 - p) / n + z * z / (4.0 * n * n)) / denom
    # the interval always holds p̂ (rounding could put p̂ = 0 a hair outside it)
    return np.clip(np.minimum(centre - half, p), 0.0, 1.0), np.clip(np.maximum(centre + half, p), 0.0, 1.0)


def rate_interval(
    values: np.ndarray, cap: np.ndarray, confidence: float = CONFIDENCE
) -> tuple[np.ndarray, np.ndarray]:
    """Wilson interval at the effective number of trials of each column (problems x rates; NaN = skip)."""
    values = np.asarray(values, dtype=np.float64)
    if values.ndim == 1:
        values = values[:, None]
    count = np.sum(~np.isnan(values), axis=0).astype(np.float64)
    with np.errstate(invalid="ignore", divide="ignore"):
        p = np.nansum(values, axis=0) / count
        var = np.nansum((values - p) ** 2, axis=0) / count  # population form: n_eff = P for 0/1 values
        n_eff = np.where(var > 0, p * (1.0 - p) * count / var, np.inf)
    n_eff = np.clip(n_eff, count, np.maximum(cap, count))
    lo, hi = wilson(p, n_eff, confidence)
    undefined = count == 0
    return np.where(undefined, np.nan, lo), np.where(undefined, np.nan, hi)
