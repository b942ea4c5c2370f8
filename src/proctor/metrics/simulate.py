"""Simulated runs with known true accuracy: for estimator tests, the paired-test studies and benchmarks."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from proctor.envs.base import Trajectory


def difficulties(problems: int, mean: float, seed: int, concentration: float = 2.0) -> np.ndarray:
    """Per-problem solve probabilities drawn from a Beta distribution with the given mean."""
    rng = np.random.default_rng(seed)
    return rng.beta(mean * concentration, (1 - mean) * concentration, size=problems)


def simulate_records(
    solve_prob: Sequence[float],
    n: int,
    seed: int,
    ids: Sequence[str] | None = None,
    max_tokens: int = 512,
) -> list[Trajectory]:
    """``n`` samples per problem; sample j of problem i is correct with probability ``solve_prob[i]``.

    Correct samples answer ``"42"``; wrong ones one of a few wrong answers; tokens and latency vary,
    and samples reaching ``max_tokens`` stop with ``length`` and give no answer.
    """
    rng = np.random.default_rng(seed)
    p = np.asarray(solve_prob, dtype=np.float64)
    ids = list(ids) if ids is not None else [f"p{i}" for i in range(len(p))]
    correct = rng.random((len(p), n)) < p[:, None]
    tokens = np.minimum(rng.geometric(1 / 150, size=(len(p), n)) + 20, max_tokens)
    wrong = rng.integers(0, 3, size=(len(p), n))
    out = []
    for i, pid in enumerate(ids):
        for j in range(n):
            truncated = bool(tokens[i, j] >= max_tokens)
            ok = bool(correct[i, j]) and not truncated
            extracted = None if truncated else ("42" if ok else str(7 + wrong[i, j]))
            out.append(
                Trajectory(
                    problem_id=pid,
                    sample_index=j,
                    seed=int(rng.integers(0, 2**31)),
                    messages=[{"role": "user", "content": f"Problem {pid}: what is 6 x 7?"}],
                    final_text=f"The answer is \\boxed{{{extracted}}}" if extracted else "I think",
                    stop_reason="length" if truncated else "stop",
                    finish_reason="length" if truncated else "stop",
                    prompt_tokens=30,
                    completion_tokens=int(tokens[i, j]),
                    latency_s=float(tokens[i, j]) / 100.0,
                    answer="42",
                    extracted=extracted,
                    correct=ok,
                    formatted=extracted is not None,
                    grade_status="ok" if extracted else "no_answer",
                    grader="integer",
                    grader_version="1",
                )
            )
    return out
