"""Benchmarks: the registry of named specs, loaders (hub, files, save_to_disk folders), row validation
and the built-in offline benchmark."""

from proctor.benchmarks.arith import generate_arith
from proctor.benchmarks.errors import BenchmarkError
from proctor.benchmarks.loader import LoadedBenchmark, fingerprint, get_spec, load_benchmark, load_spec
from proctor.benchmarks.problem import Problem
from proctor.benchmarks.registry import REGISTRY
from proctor.benchmarks.spec import BenchmarkSpec

__all__ = [
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
