"""How long `summarize` and `paired_compare` take on a large run, against a plain-Python baseline.

The baseline is the first-cut summary (mean@N, pass@N, format and truncation rates, mean tokens in
one pure-Python pass, no intervals); the ratio says what the full summary (all pass@k, maj@N,
2000 bootstrap resamples over problems for every metric) costs on top of reading the records.

    PYTHONPATH=src python perf/metrics_scale.py [--problems 12500] [--n 8]
"""

from __future__ import annotations

import argparse
import time
from collections import defaultdict

import numpy as np

from proctor.metrics import paired_compare, summarize
from proctor.metrics.estimators import exact_match
from proctor.metrics.simulate import difficulties, simulate_records


def baseline(records, n):
    per = defaultdict(list)
    for r in records:
        per[r.problem_id].append(r)
    total = max(len(records), 1)
    return {
        "mean": sum(r.correct for r in records) / total,
        "pass": sum(any(r.correct for r in rs) for rs in per.values()) / max(len(per), 1),
        "format": sum(r.formatted for r in records) / total,
        "trunc": sum(r.finish_reason == "length" for r in records) / total,
        "tokens": sum(r.completion_tokens for r in records) / total,
    }


def timed(fn, *args, **kw):
    t = time.perf_counter()
    out = fn(*args, **kw)
    return out, time.perf_counter() - t


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--problems", type=int, default=12500)
    ap.add_argument("--n", type=int, default=8)
    args = ap.parse_args()
    p = difficulties(args.problems, 0.4, seed=0)
    a, t_build = timed(simulate_records, p, args.n, 1)
    b = simulate_records(np.clip(p + 0.02, 0, 1), args.n, 2)
    print(f"{len(a)} records ({args.problems} problems x N={args.n}); building them took {t_build:.2f}s")
    _, t_base = timed(baseline, a, args.n)
    s, t_sum = timed(summarize, a, args.n, equivalent=exact_match)
    _, t_default = timed(summarize, a, args.n)
    c, t_cmp = timed(paired_compare, a, b, args.n, args.n, equivalent=exact_match)
    print(f"baseline (first-cut, pure Python)       {t_base:7.2f}s  1.00x")
    print(f"summarize (exact-match maj@N)           {t_sum:7.2f}s  {t_sum / t_base:5.2f}x")
    print(f"summarize (default equivalence)         {t_default:7.2f}s  {t_default / t_base:5.2f}x")
    print(f"paired_compare (aggregate both + tests) {t_cmp:7.2f}s  {t_cmp / t_base:5.2f}x")
    m = s["metrics"][f"mean@{args.n}"]
    print(
        f"mean@{args.n} = {m['value']:.4f} [{m['ci'][0]:.4f}, {m['ci'][1]:.4f}]; "
        f"diff {c['metrics']['mean@N']['diff']:+.4f} p={c['metrics']['mean@N']['p_value']:.3g}"
    )


if __name__ == "__main__":
    main()
