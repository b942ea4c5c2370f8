"""A run's summary needs neither scipy.special nor its import (0.15 s of every eval's wall, numpy's f2py
pulled in with it): the normal quantile and the log-factorials come from the stdlib, to scipy's values."""

from __future__ import annotations

import math
import subprocess
import sys

import numpy as np
import pytest
from scipy.special import gammaln, ndtri

from proctor.metrics.proportion import _QUANTILES, normal_quantile
from proctor.metrics.robustness import _log_comb, _log_factorials


def test_a_summary_imports_no_scipy():
    code = (
        "import sys\n"
        "from proctor.metrics.run_summary import summarize_run_records\n"
        "recs = [{'problem_id': f'p{i}', 'sample_index': s, 'correct': (i + s) % 3 == 0, 'extracted': str(s % 2)}\n"
        "        for i in range(5) for s in range(4)]\n"
        "summary = summarize_run_records(iter(recs), n=4, seed=0)\n"
        "assert summary['metrics'], summary\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'scipy'))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("q", sorted(_QUANTILES))
def test_the_quantiles_written_out_are_scipys(q):
    assert normal_quantile(q) == float(ndtri(q))


@pytest.mark.parametrize("q", [0.5, 0.6, 0.841, 0.9, 0.9999, 1e-9])
def test_other_quantiles_agree_with_scipy(q):
    assert normal_quantile(q) == pytest.approx(float(ndtri(q)), rel=1e-14, abs=1e-15)


def test_log_factorials_agree_with_gammaln():
    m = 6000
    got = _log_factorials(m)
    want = gammaln(np.arange(m + 1, dtype=np.float64) + 1.0)
    np.testing.assert_allclose(got, want, rtol=1e-14, atol=0)
    a = np.array([[10.0, 64.0, 3.0, 5.0]])
    b = np.array([[3.0, 64.0, 4.0, -1.0]])
    out = _log_comb(a, b)
    assert out[0, 0] == pytest.approx(math.log(math.comb(10, 3)), rel=1e-14)
    assert out[0, 1] == 0.0
    assert out[0, 2] == -np.inf and out[0, 3] == -np.inf
