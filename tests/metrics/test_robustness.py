"""G-Pass@k, mG-Pass@k and pass^k against brute-force enumeration of every k-subset of the samples."""

from __future__ import annotations

import math
import random
from fractions import Fraction
from itertools import combinations

import numpy as np
import pytest

from proctor.metrics import (
    G_PASS_THRESHOLDS,
    g_pass_at_k,
    g_pass_at_k_array,
    mg_pass_at_k,
    mg_pass_at_k_array,
    pass_at_k,
    pass_hat_k,
    pass_hat_k_array,
)
from proctor.metrics.robustness import at_least_array, min_correct


def _subset_counts(n: int, c: int, k: int) -> list[int]:
    """Correct samples in each k-subset of n samples of which the first c are correct."""
    outcomes = [1] * c + [0] * (n - c)
    return [sum(s) for s in combinations(outcomes, k)]


def brute_g_pass(n: int, c: int, k: int, tau: float) -> Fraction:
    need = max(math.ceil(Fraction(str(tau)) * k), 1)  # tau as written
    counts = _subset_counts(n, c, k)
    return Fraction(sum(x >= need for x in counts), len(counts))


def brute_mg_pass(n: int, c: int, k: int) -> Fraction:
    # lighteval / OpenCompass: (2/k) * sum over i = ceil(k/2)+1 .. k of P(at least i of k correct)
    counts = _subset_counts(n, c, k)
    total = sum(
        Fraction(sum(x >= i for x in counts), len(counts)) for i in range(math.ceil(k / 2) + 1, k + 1)
    )
    return 2 * total / k


def brute_pass_hat(n: int, c: int, k: int) -> Fraction:
    counts = _subset_counts(n, c, k)
    return Fraction(sum(x == k for x in counts), len(counts))


CASES = [(n, c, k) for n in range(1, 11) for c in range(n + 1) for k in range(1, n + 1)]


@pytest.mark.parametrize("tau", [0.0, *G_PASS_THRESHOLDS, 0.1, 0.3, 0.7, 0.9])
def test_g_pass_matches_brute_force_on_every_small_case(tau):
    for n, c, k in CASES:
        want = float(brute_g_pass(n, c, k, tau))
        assert g_pass_at_k(n, c, k, tau) == pytest.approx(want, rel=1e-12, abs=1e-14), (n, c, k)


def test_mg_pass_and_pass_hat_match_brute_force_on_every_small_case():
    for n, c, k in CASES:
        assert mg_pass_at_k(n, c, k) == pytest.approx(float(brute_mg_pass(n, c, k)), rel=1e-12, abs=1e-14)
        assert pass_hat_k(n, c, k) == pytest.approx(float(brute_pass_hat(n, c, k)), rel=1e-12, abs=1e-14)


@pytest.mark.parametrize("seed", range(20))
def test_arrays_match_brute_force_on_random_runs(seed):
    """Random problems with unequal n (some below k: NaN there), each k of a run."""
    rng = random.Random(seed)
    n = np.array([rng.randint(1, 10) for _ in range(25)])
    c = np.array([rng.randint(0, int(m)) for m in n])
    for k in range(1, 11):
        hat, mg = pass_hat_k_array(n, c, k), mg_pass_at_k_array(n, c, k)
        g = {tau: g_pass_at_k_array(n, c, k, tau) for tau in G_PASS_THRESHOLDS}
        for i, (ni, ci) in enumerate(zip(n.tolist(), c.tolist(), strict=True)):
            if ni < k:
                assert np.isnan(hat[i]) and np.isnan(mg[i]) and all(np.isnan(v[i]) for v in g.values())
                continue
            assert hat[i] == pytest.approx(float(brute_pass_hat(ni, ci, k)), rel=1e-12, abs=1e-14)
            assert mg[i] == pytest.approx(float(brute_mg_pass(ni, ci, k)), rel=1e-12, abs=1e-14)
            for tau, v in g.items():
                assert v[i] == pytest.approx(float(brute_g_pass(ni, ci, k, tau)), rel=1e-12, abs=1e-14)


def test_edge_cases():
    for n in range(1, 12):
        for k in range(1, n + 1):
            # no correct sample: nothing passes; all correct: everything does
            assert pass_hat_k(n, 0, k) == 0.0 and mg_pass_at_k(n, 0, k) == 0.0
            assert all(g_pass_at_k(n, 0, k, t) == 0.0 for t in G_PASS_THRESHOLDS)
            assert pass_hat_k(n, n, k) == 1.0
            assert all(g_pass_at_k(n, n, k, t) == 1.0 for t in G_PASS_THRESHOLDS)
            assert mg_pass_at_k(n, n, k) == pytest.approx(2 * (k - math.ceil(k / 2)) / k)
        for c in range(n + 1):
            # k = n: the one subset is all the samples
            assert pass_hat_k(n, c, n) == float(c == n)
            assert g_pass_at_k(n, c, n, 0.5) == float(c >= max(math.ceil(n / 2), 1))
            # k = 1: every threshold asks for the one attempt, which is right c/n of the time
            assert all(g_pass_at_k(n, c, 1, t) == pytest.approx(c / n) for t in G_PASS_THRESHOLDS)
            assert pass_hat_k(n, c, 1) == pytest.approx(c / n)
            assert mg_pass_at_k(n, c, 1) == 0.0  # the empty sum of lighteval's definition
    # mG-Pass@2 sums i = 2 only: it is pass^2
    assert mg_pass_at_k(7, 4, 2) == pytest.approx(pass_hat_k(7, 4, 2))


def test_threshold_zero_is_pass_at_k_and_one_is_pass_hat():
    for n, c, k in CASES:
        assert g_pass_at_k(n, c, k, 0.0) == pytest.approx(pass_at_k(n, c, k), abs=1e-13)
        assert g_pass_at_k(n, c, k, 1.0) == pytest.approx(pass_hat_k(n, c, k), abs=1e-13)


def test_thresholds_read_as_written():
    assert min_correct(10, 0.7) == 7  # 0.7 * 10 is 7.000000000000001 in floats
    assert min_correct(10, 0.1) == 1 and min_correct(3, 0.5) == 2 and min_correct(4, 0.0) == 1
    assert min_correct(8, 0.25) == 2 and min_correct(8, 0.75) == 6 and min_correct(8, 1.0) == 8


def test_lighteval_example():
    """``evaluate``'s gpassk card: 16 generations, 8 of them correct, k = 4 and 8."""
    n, c = 16, 8
    assert g_pass_at_k(n, c, 4, 0.25) == pytest.approx(0.9615384615384616)
    assert g_pass_at_k(n, c, 4, 0.5) == pytest.approx(0.7153846153846154)
    assert g_pass_at_k(n, c, 4, 0.75) == pytest.approx(0.2846153846153846)
    assert g_pass_at_k(n, c, 4, 1.0) == pytest.approx(0.038461538461538464)
    assert g_pass_at_k(n, c, 8, 1.0) == pytest.approx(7.77000777000777e-05)
    assert mg_pass_at_k(n, c, 4) == pytest.approx(0.16153846153846152)
    assert mg_pass_at_k(n, c, 8) == pytest.approx(0.09518259518259518)


def test_large_n_is_exact_where_binomials_overflow_floats():
    """C(2000, 1000) is about 1e600: far past float range. Compared with exact integer arithmetic."""
    n, c = 2000, 1300
    for k in (1, 7, 64, 500, 1000, 2000):
        total = math.comb(n, k)
        terms = [math.comb(c, j) * math.comb(n - c, k - j) for j in range(k + 1)]
        tails = at_least_array(np.array([n]), np.array([c]), k)[0]
        for m in {0, 1, k // 4, k // 2, (3 * k) // 4, k - 1, k}:
            want = sum(terms[m:]) / total  # int / int: correctly rounded
            assert tails[m] == pytest.approx(want, rel=1e-9, abs=1e-300), (k, m)
        assert pass_hat_k(n, c, k) == pytest.approx(math.comb(c, k) / total, rel=1e-9, abs=1e-300)
        assert np.isfinite(tails).all() and (np.diff(tails) <= 1e-15).all()  # non-increasing in m


def test_refuses_what_has_no_value():
    for fn in (pass_hat_k, mg_pass_at_k):
        with pytest.raises(ValueError, match="k > n"):
            fn(4, 2, 5)
        with pytest.raises(ValueError, match="0 <= c <= n"):
            fn(4, 5, 2)
        with pytest.raises(ValueError, match="1 <= k"):
            fn(4, 2, 0)
    with pytest.raises(ValueError, match="k > n"):
        g_pass_at_k(3, 1, 4, 0.5)
    with pytest.raises(ValueError, match="threshold"):
        g_pass_at_k(4, 1, 2, 1.5)
    with pytest.raises(ValueError, match="0 <= c <= n"):
        pass_hat_k_array(np.array([3]), np.array([4]), 2)


def test_arrays_keep_their_shape_and_accept_no_problems():
    n, c = np.array([[4, 4], [2, 8]]), np.array([[1, 4], [2, 3]])
    assert pass_hat_k_array(n, c, 3).shape == (2, 2) and np.isnan(pass_hat_k_array(n, c, 3)[1, 0])
    assert g_pass_at_k_array(n, c, 2, 0.5).shape == (2, 2)
    empty = np.array([], dtype=np.int64)
    assert pass_hat_k_array(empty, empty, 2).shape == (0,)
    assert mg_pass_at_k_array(empty, empty, 2).shape == (0,)
