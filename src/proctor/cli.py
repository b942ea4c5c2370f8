"""The ``proctor`` command line."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from proctor.models.base import BackendError

app = typer.Typer(
    name="proctor",
    help="Evaluate language models on problems with verifiable answers (AIME, MATH-500, GSM8K, ...).",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
console = Console(stderr=True)
out = Console()

USER_ERRORS: tuple[type[Exception], ...] = (ValueError, FileNotFoundError, BackendError)


def _fail(message: str, code: int = 2) -> None:
    console.print(f"[bold red]error:[/] {escape(message)}", highlight=False, soft_wrap=True)
    raise typer.Exit(code)


def _flag_name(key: str) -> str:
    return {"benchmark": "BENCHMARK", "n": "-n"}.get(key, f"--{key.replace('_', '-')}")


EVAL_FLAGS = {
    "model": "model.ref",
    "n": "sampling.n",
    "limit": "benchmark.limit",
    "seed": "run.seed",
    "temperature": "sampling.temperature",
    "top_p": "sampling.top_p",
    "top_k": "sampling.top_k",
    "max_tokens": "sampling.max_tokens",
    "concurrency": "runner.concurrency",
    "data": "benchmark.data",
    "env": "env.name",
    "grader": "grader.name",
    "system_prompt": "prompt.system",
    "fewshot": "prompt.fewshot",
    "fewshot_as_chat": "prompt.fewshot_as_chat",
    "adapter": "model.adapter",
    "base_url": "model.base_url",
    "api_key_env": "model.api_key_env",
    "benchmark": "benchmark.name",
    "log_to": "tracking.to",
    "push_to_hub": "tracking.push_to_hub",
}


@app.command("eval")
def eval_cmd(
    benchmark: Annotated[str | None, typer.Argument(help="benchmark name (see `proctor benchmarks`)")] = None,
    model: Annotated[
        str | None, typer.Option("--model", "-m", help="BACKEND:SPEC; default llamacpp:smollm2 (embedded)")
    ] = None,
    n: Annotated[int | None, typer.Option("-n", help="samples per problem \\[default: 1]")] = None,
    limit: Annotated[int | None, typer.Option(help="evaluate the first K problems only")] = None,
    seed: Annotated[
        int | None, typer.Option(help="run seed; each generation's seed derives from it \\[default: 0]")
    ] = None,
    temperature: Annotated[
        float | None, typer.Option(help="sampling temperature, 0 = greedy \\[default: 0.6]")
    ] = None,
    top_p: Annotated[float | None, typer.Option(help="nucleus sampling \\[default: 1.0]")] = None,
    top_k: Annotated[int | None, typer.Option(help="top-k sampling \\[default: off]")] = None,
    max_tokens: Annotated[
        int | None, typer.Option(help="completion tokens per model call \\[default: 1024]")
    ] = None,
    concurrency: Annotated[int | None, typer.Option(help="generations in flight \\[default: 4]")] = None,
    data: Annotated[
        str | None, typer.Option(help="local file/folder replacing the benchmark's hub source")
    ] = None,
    env: Annotated[str | None, typer.Option(help="environment: text-only (default), tool, ...")] = None,
    grader: Annotated[
        str | None, typer.Option(help="grader name or module:function \\[default: benchmark's]")
    ] = None,
    system_prompt: Annotated[
        str | None, typer.Option(help="system prompt ('' for none) \\[default: benchmark's]")
    ] = None,
    fewshot: Annotated[
        int | None,
        typer.Option(help="K worked exemplars before each problem, for base models \\[default: 0]"),
    ] = None,
    fewshot_as_chat: Annotated[
        bool | None,
        typer.Option("--fewshot-as-chat", help="give the exemplars as chat turns instead of one prompt"),
    ] = None,
    adapter: Annotated[str | None, typer.Option(help="LoRA adapter of a fine-tuned checkpoint")] = None,
    base_url: Annotated[
        str | None, typer.Option(help="OpenAI-compatible endpoint(s), comma-separated or @file")
    ] = None,
    api_key_env: Annotated[
        str | None, typer.Option(help="env var holding the API key \\[default: OPENAI_API_KEY]")
    ] = None,
    config: Annotated[
        Path | None, typer.Option("--config", help="TOML file with any of the settings")
    ] = None,
    set_: Annotated[
        list[str] | None, typer.Option("--set", help="override any setting: --set sampling.top_p=0.95")
    ] = None,
    output: Annotated[
        Path | None,
        typer.Option(help="run directory to create \\[default: runs/<bench>--<model>--<env>/<time-id>]"),
    ] = None,
    resume: Annotated[
        Path | None, typer.Option(help="continue RUN_DIR from its config.toml (no other option)")
    ] = None,
    shard: Annotated[
        str | None,
        typer.Option(help="I/K: run shard I of K into --output (or --resume) RUN_DIR; then `proctor merge`"),
    ] = None,
    log_to: Annotated[
        list[str] | None,
        typer.Option(help="log the finished run to wandb and/or mlflow (tracking.to; `proctor log`)"),
    ] = None,
    push_to_hub: Annotated[
        str | None,
        typer.Option(help="upload the finished run to this Hugging Face dataset repo (`proctor push`)"),
    ] = None,
    quiet: Annotated[
        bool,
        typer.Option(
            "--quiet", "-q", help="no progress bar, no progress lines on stderr (eval.log keeps them)"
        ),
    ] = False,
) -> None:
    """Evaluate a model on a benchmark; writes a run directory (config.toml, samples.jsonl, summary.json)."""
    from proctor import runner
    from proctor.config import build_config
    from proctor.runs import read_config
    from proctor.runs.tracking import require_for, split_names
    from proctor.scale import cli as scale

    if log_to is not None:
        log_to = split_names(log_to)
    given = {k: v for k, v in locals().items() if k in EVAL_FLAGS and v is not None}
    try:
        if resume is not None:
            extra = (
                [_flag_name(k) for k in sorted(given)]
                + (["--config"] if config else [])
                + (["--set"] if set_ else [])
                + (["--output"] if output else [])
            )
            if extra:
                _fail(
                    f"--resume reloads {resume}/config.toml and takes no other option; remove: "
                    + ", ".join(extra)
                )
            require_for(read_config(resume).get("tracking", {}))  # before the model loads
            prep, run_dir, done = scale.resume_shard(resume, shard) if shard else runner.resume_run(resume)
        else:
            flags = {EVAL_FLAGS[k]: v for k, v in given.items()}
            cfg = build_config(config, flags, set_ or [])
            require_for(cfg.tracking.model_dump())
            prep, run_dir, done = (
                scale.start_shard(cfg, output, shard) if shard else runner.start_run(cfg, output)
            )
    except typer.Exit:
        raise
    except USER_ERRORS as e:
        _fail(str(e))
    except OSError as e:  # the output folder refused a write before anything ran
        _fail(f"{e.strerror or e}: {e.filename or ''}".rstrip(": "))
    todo = runner.pending_count(prep, done)
    console.print(
        f"run directory: [bold]{run_dir}[/]  ({len(prep.bench.problems)} problems x "
        f"{prep.cfg.sampling.n} samples, {todo} to generate)",
        highlight=False,
        soft_wrap=True,
    )
    console.print(runner.work_estimate(prep, run_dir, done), highlight=False, soft_wrap=True)
    progress = Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[rate]}"),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=console,
        disable=quiet or not console.is_terminal and "PROCTOR_PROGRESS" not in __import__("os").environ,
    )
    from proctor.models.base import FatalError
    from proctor.runs.storage import StorageError

    with progress, _progress_lines_on_stderr(not quiet and not console.is_terminal):
        task = progress.add_task("generations", total=todo, rate="")
        state = {"correct": 0, "done": 0}

        def on_record(traj: Any) -> None:
            state["done"] += 1
            state["correct"] += bool(traj.correct)
            progress.update(task, advance=1, rate=f"acc {state['correct'] / state['done']:.1%}")

        try:
            result = asyncio.run(runner.execute(prep, run_dir, done, on_record))
        except KeyboardInterrupt:
            _fail(
                f"interrupted; every finished sample is saved. Continue with: proctor eval --resume {run_dir}",
                130,
            )
        except StorageError as e:
            _fail(str(e), 3)
        except FatalError as e:
            _fail(
                f"{e}\nthe run stopped; nothing was summarized. Fix it, then: proctor eval --resume {run_dir}",
                3,
            )
    console.print(
        f"{result.generated} generations in {result.wall_s:.1f}s "
        f"({result.generated / max(result.wall_s, 1e-9):.2f}/s)",
        highlight=False,
    )
    if prep.shard is not None:
        scale.shard_finished(run_dir, result, _fail)
        return
    if result.summary is None:
        _fail(
            f"{result.errored} samples errored (see {run_dir}/eval.log); rerun them with: "
            f"proctor eval --resume {run_dir}",
            1,
        )
    from proctor.report import table as summary_table

    title = f"{prep.cfg.benchmark.name} · {prep.cfg.model.ref} · {prep.cfg.env.name}"
    out.print(summary_table(result.summary, title=title))
    out.print(f"[dim]{run_dir}[/]", highlight=False)
    send_results(run_dir, prep.cfg.tracking.model_dump(), _fail)


def send_results(run_dir: Path, tracking: dict[str, Any], fail: Any) -> None:
    """Log / push a finished run as its ``[tracking]`` asks; a failure exits 4 (the run is complete
    and untouched; ``proctor log`` / ``proctor push`` retry)."""
    from proctor.runs.publish import send_results as send
    from proctor.runs.tracking import TrackingError

    try:
        for line in send(run_dir, tracking):
            console.print(line, highlight=False, soft_wrap=True)
    except TrackingError as e:
        fail(f"the run is complete, but {e}", 4)


@contextlib.contextmanager
def _progress_lines_on_stderr(enabled: bool) -> Iterator[None]:
    """Off a terminal (output redirected, a background job) the periodic progress lines that go to
    eval.log are also written to stderr; a terminal gets the progress bar instead."""
    if not enabled:
        yield
        return
    from proctor.runs.progress import PROGRESS_LOGGER

    logger = logging.getLogger(PROGRESS_LOGGER)
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(message)s"))
    logger.addHandler(handler)
    try:
        yield
    finally:
        logger.removeHandler(handler)


@app.command("benchmarks")
def benchmarks_cmd() -> None:
    """List the benchmark registry: source, size and grader of each."""
    from proctor.benchmarks import REGISTRY

    t = Table(title="benchmarks")
    for col in ("name", "source", "size", "grader", "description"):
        t.add_column(col)
    for name, spec in REGISTRY.items():
        src = spec.hub_id or "built-in"
        if spec.hub_id and spec.hub_config:
            src += f" ({spec.hub_config})"
        if spec.hub_id:
            src += f" [{spec.split}]"
        t.add_row(name, src, str(spec.size or ""), spec.grader, spec.description)
    out.print(t)


from proctor.grading.cli import regrade_cmd  # noqa: E402
from proctor.report.cli import compare, report  # noqa: E402
from proctor.sandbox.cli import app as sandbox_app  # noqa: E402
from proctor.scale.cli import (  # noqa: E402
    export_cmd,
    launch_cmd,
    log_cmd,
    merge_cmd,
    push_cmd,
    slurm_cmd,
    status_cmd,
)

app.command("regrade")(regrade_cmd)
app.command("compare")(compare)
app.command("report")(report)
app.command("merge")(merge_cmd)
app.command("status")(status_cmd)
app.command("export")(export_cmd)
app.command("log")(log_cmd)
app.command("push")(push_cmd)
_PASS_THROUGH = {"allow_extra_args": True, "ignore_unknown_options": True}  # eval arguments after --
app.command("slurm", context_settings=_PASS_THROUGH)(slurm_cmd)
app.command("launch", context_settings=_PASS_THROUGH)(launch_cmd)

app.add_typer(sandbox_app, name="sandbox", help="Run Python in the isolated sandbox used by tool envs.")


def main() -> None:  # pragma: no cover
    sys.exit(app())
