"""Run metrics: unbiased pass@k, maj@N over equivalent answers, intervals, paired comparison."""

from proctor.config import config_differences
from proctor.metrics.answers import AnswerEquivalence, answer_equivalence
from proctor.metrics.bootstrap import (
    bootstrap_means,
    interval,
    mcnemar_pvalue,
    mean_ci,
    sign_flip_pvalue,
    standard_error,
)
from proctor.metrics.compare import (
    ProblemMismatch,
    align,
    paired_compare,
    paired_difference,
)
from proctor.metrics.estimators import (
    Vote,
    default_equivalence,
    exact_match,
    k_values,
    majority_vote,
    pass_at_k,
    pass_at_k_array,
)
from proctor.metrics.loops import is_loop, record_loops
from proctor.metrics.permutation import SignFlip, sign_flip_tests
from proctor.metrics.proportion import rate_interval, wilson
from proctor.metrics.robustness import (
    G_PASS_THRESHOLDS,
    g_pass_at_k,
    g_pass_at_k_array,
    mg_pass_at_k,
    mg_pass_at_k_array,
    pass_hat_k,
    pass_hat_k_array,
)
from proctor.metrics.spread import spread_across_runs
from proctor.metrics.summary import summarize, summarize_table
from proctor.metrics.table import ProblemTable, problem_table

__all__ = [
    "G_PASS_THRESHOLDS",
    "AnswerEquivalence",
    "SignFlip",
    "answer_equivalence",
    "rate_interval",
    "sign_flip_tests",
    "wilson",
    "ProblemMismatch",
    "ProblemTable",
    "Vote",
    "align",
    "bootstrap_means",
    "config_differences",
    "default_equivalence",
    "exact_match",
    "g_pass_at_k",
    "g_pass_at_k_array",
    "interval",
    "is_loop",
    "k_values",
    "majority_vote",
    "mcnemar_pvalue",
    "mean_ci",
    "mg_pass_at_k",
    "mg_pass_at_k_array",
    "paired_compare",
    "paired_difference",
    "pass_at_k",
    "pass_at_k_array",
    "pass_hat_k",
    "pass_hat_k_array",
    "problem_table",
    "record_loops",
    "sign_flip_pvalue",
    "spread_across_runs",
    "standard_error",
    "summarize",
    "summarize_table",
]
