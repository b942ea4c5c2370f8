"""The public surface of proctor.benchmarks (what the runner and CLI import)."""

from __future__ import annotations

import inspect

import proctor.benchmarks as benchmarks


def test_public_api_is_pinned():
    assert sorted(benchmarks.__all__) == sorted(
        [
            "REGISTRY",
            "BenchmarkError",
            "BenchmarkSpec",
            "LoadedBenchmark",
            "Problem",
            "fingerprint",
            "generate_arith",
            "get_spec",
            "load_benchmark",
            "load_spec",
        ]
    )
    assert issubclass(benchmarks.BenchmarkError, ValueError)
    params = list(inspect.signature(benchmarks.load_benchmark).parameters)
    assert params == [
        "name",
        "data",
        "limit",
        "seed",
        "grader",
        "columns",
        "fewshot",
        "fewshot_as_chat",
        "selection",
    ]
    assert list(benchmarks.LoadedBenchmark.model_fields) == ["spec", "problems", "source", "fingerprint"]


def test_importing_fills_nothing_but_the_literal_registry():
    """The registry is one literal; loading benchmarks does not add to it."""
    before = dict(benchmarks.REGISTRY)
    benchmarks.generate_arith(seed=5, per_level=2)
    assert benchmarks.REGISTRY == before
    assert len(before) == 16
