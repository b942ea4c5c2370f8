"""``proctor sweep SET_DIR``: many runs (cells) over models or checkpoints x benchmarks x envs x
settings; the work is in ``proctor.sweep`` (plan.py, manifest.py, run.py; docs/sweep.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from proctor.cli.console import console, fail

SetDir = Annotated[
    Path, typer.Argument(help="the sweep's folder: manifest.json and one run directory per cell")
]
ConfigFile = Annotated[
    Path | None, typer.Option("--config", help="sweep.toml: \\[sweep], \\[shared] (docs/sweep.md)")
]
Models = Annotated[
    list[str] | None, typer.Option("--model", "-m", help="a model reference (repeat for more)")
]
Base = Annotated[str | None, typer.Option(help="base model of --adapter, or step 0 of --checkpoints")]
Adapters = Annotated[list[str] | None, typer.Option("--adapter", help="a LoRA adapter of --base (repeat)")]
Checkpoints = Annotated[str | None, typer.Option(help="glob of checkpoint folders/files, e.g. 'ckpt/step-*'")]
Benchmarks = Annotated[
    list[str] | None,
    typer.Option("--benchmark", "-b", help="a benchmark, or NAME=PATH with its data file (repeat)"),
]
Envs = Annotated[list[str] | None, typer.Option("--env", help="an env: text-only, tool, ... (repeat)")]
Axes = Annotated[
    list[str] | None,
    typer.Option("--axis", help="KEY=[V1, V2]: one axis, e.g. 'sampling.temperature=[0.2, 0.6]'"),
]
Sets = Annotated[
    list[str] | None, typer.Option("--set", help="a setting every cell shares: --set sampling.n=4")
]
Repeats = Annotated[int | None, typer.Option(min=1, help="each cell R times, seeds seed..seed+R-1")]
N = Annotated[int | None, typer.Option("-n", help="samples per problem (sampling.n)")]
Limit = Annotated[int | None, typer.Option(help="the first K problems (benchmark.limit)")]
MaxTokens = Annotated[int | None, typer.Option(help="completion tokens per call (sampling.max_tokens)")]
Seed = Annotated[int | None, typer.Option(help="the run seed of every cell (run.seed)")]
Parallel = Annotated[int, typer.Option(min=1, help="cells at once, each a `proctor eval` process")]
Watch = Annotated[bool, typer.Option("--watch", help="evaluate each new complete checkpoint as it appears")]
PollS = Annotated[float, typer.Option(min=0.01, help="--watch: seconds between looks at the glob")]
SettleS = Annotated[
    float,
    typer.Option(min=0, help="--watch: a folder without a marker file is complete when unchanged this long"),
]
IdleS = Annotated[float | None, typer.Option(help="--watch: stop after this long without a new checkpoint")]
StopFile = Annotated[
    Path | None, typer.Option(help="--watch: stop when this file exists \\[default: SET_DIR/STOP]")
]

SHORTCUTS = {
    "n": "sampling.n",
    "limit": "benchmark.limit",
    "max_tokens": "sampling.max_tokens",
    "seed": "run.seed",
}


def sweep_cmd(
    set_dir: SetDir,
    config: ConfigFile = None,
    model: Models = None,
    base: Base = None,
    adapter: Adapters = None,
    checkpoints: Checkpoints = None,
    benchmark: Benchmarks = None,
    env: Envs = None,
    axis: Axes = None,
    set_: Sets = None,
    repeats: Repeats = None,
    n: N = None,
    limit: Limit = None,
    max_tokens: MaxTokens = None,
    seed: Seed = None,
    parallel: Parallel = 1,
    watch: Watch = False,
    poll_s: PollS = 30.0,
    settle_s: SettleS = 60.0,
    idle_timeout_s: IdleS = None,
    stop_file: StopFile = None,
) -> None:
    """Run a sweep: one run directory per cell under SET_DIR, a manifest.json; run it again to resume.

    proctor sweep SET --checkpoints 'ckpt/step-*' --base llamacpp:smollm2 -b gsm8k --parallel 2
    Exit status: the number of cells that failed (2 also for a bad sweep config, before any work).
    """
    from proctor.sweep import SweepOptions

    overrides = {"models": model, "base": base, "adapters": adapter, "checkpoints": checkpoints}
    names, data = _benchmarks(benchmark or [])
    overrides |= {
        "benchmarks": names,
        "data": data,
        "envs": env,
        "repeats": repeats,
        "axes": _axes(axis or []),
    }
    shared = [f"{SHORTCUTS[k]}={v}" for k, v in (("n", n), ("limit", limit), ("max_tokens", max_tokens), ("seed", seed)) if v is not None]  # fmt: skip
    options = SweepOptions(parallel, watch, poll_s, settle_s, idle_timeout_s, stop_file)
    result = _run(set_dir, config, overrides, shared + (set_ or []), options)
    console.print(
        f"{set_dir}: {result.done} cells done now, {result.skipped} done before, {result.failed} failed",
        highlight=False,
    )
    if result.failed:
        console.print("failed: " + ", ".join(result.names_failed), highlight=False, soft_wrap=True)
        raise typer.Exit(min(result.failed, 100))


def _benchmarks(given: list[str]) -> tuple[list[str], dict[str, str]]:
    """``-b gsm8k=data/gsm8k_test.jsonl -b arith``: the names, and the data of those that give one."""
    names, data = [], {}
    for text in given:
        name, sep, path = text.partition("=")
        names.append(name.strip())
        if sep:
            data[name.strip()] = path.strip()
    return names, data


def _axes(given: list[str]) -> dict[str, Any]:
    from proctor.config import parse_value

    axes = {}
    for text in given:
        key, sep, values = text.partition("=")
        value = parse_value(values.strip())
        if not sep or not key.strip():
            fail(f"--axis {text!r}: expected KEY=[V1, V2], e.g. --axis 'sampling.temperature=[0.2, 0.6]'")
        axes[key.strip()] = value if isinstance(value, list) else [value]
    return axes


def _run(set_dir: Path, config: Path | None, overrides: dict, sets: list[str], options: Any) -> Any:
    from proctor.sweep import ManifestError, SweepError, load_sweep_config, run_sweep

    try:
        cfg = load_sweep_config(config, overrides, sets)
        return run_sweep(set_dir, cfg, options, say=lambda line: console.print(line, highlight=False))
    except (SweepError, ManifestError, ValueError) as e:
        fail(str(e))
    except KeyboardInterrupt:
        fail("interrupted; finished cells and samples are saved. Continue with the same command", 130)
