"""``proctor eval`` (and ``proctor benchmarks``, the names it takes).

The command is its steps, in order: the options become a run (started, or resumed from its
directory: :func:`start`), :func:`announce` says what will run, :func:`run_with_progress` runs it
(``runner.execute``) under a progress bar, :func:`finish` prints the summary and
:func:`send_to_trackers` sends the finished run where its ``[tracking]`` asks.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

from proctor.cli.console import console, fail, out
from proctor.models.base import BackendError

USER_ERRORS: tuple[type[Exception], ...] = (ValueError, FileNotFoundError, BackendError)

EVAL_FLAGS = {
    "model": "model.ref",
    "n": "sampling.n",
    "limit": "benchmark.limit",
    "problems": "benchmark.problems",
    "sample": "benchmark.sample",
    "sample_seed": "benchmark.sample_seed",
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
    "protocol": "prompt.protocol",
    "protocol_data": "prompt.protocol_data",
    "raw_prompt": "prompt.raw",
    "adapter": "model.adapter",
    "base_url": "model.base_url",
    "api_key_env": "model.api_key_env",
    "benchmark": "benchmark.name",
    "log_to": "tracking.to",
    "push_to_hub": "tracking.push_to_hub",
}

# The options of `proctor eval`, one type each (the command's signature stays one line per option).
Benchmark = Annotated[str | None, typer.Argument(help="benchmark name (see `proctor benchmarks`)")]
Model = Annotated[
    str | None, typer.Option("--model", "-m", help="BACKEND:SPEC; default llamacpp:smollm2 (embedded)")
]
N = Annotated[int | None, typer.Option("-n", help="samples per problem \\[default: 1]")]
Limit = Annotated[int | None, typer.Option(help="evaluate the first K problems only")]
Problems = Annotated[
    str | None,
    typer.Option(
        help="only these problem ids: ID,ID,... or @FILE, one id per line (proctor compare --flipped-out)"
    ),
]
Sample = Annotated[
    int | None, typer.Option(help="a random K of the problems, drawn by --sample-seed (after --limit)")
]
SampleSeed = Annotated[int | None, typer.Option(help="seed of the --sample draw \\[default: 0]")]
Seed = Annotated[
    int | None, typer.Option(help="run seed; each generation's seed derives from it \\[default: 0]")
]
Temperature = Annotated[float | None, typer.Option(help="sampling temperature, 0 = greedy \\[default: 0.6]")]
TopP = Annotated[float | None, typer.Option(help="nucleus sampling \\[default: 1.0]")]
TopK = Annotated[int | None, typer.Option(help="top-k sampling \\[default: off]")]
MaxTokens = Annotated[int | None, typer.Option(help="completion tokens per model call \\[default: 1024]")]
Concurrency = Annotated[
    int | None,
    typer.Option(
        help="generations in flight \\[default: auto for openai: models (sized from the servers' /metrics, "
        "else 4), 4 for local backends; --set runner.concurrency=auto asks for it]"
    ),
]
Data = Annotated[str | None, typer.Option(help="local file/folder replacing the benchmark's hub source")]
Env = Annotated[str | None, typer.Option(help="environment: text-only (default), tool, ...")]
Grader = Annotated[str | None, typer.Option(help="grader name or module:function \\[default: benchmark's]")]
SystemPrompt = Annotated[
    str | None, typer.Option(help="system prompt ('' for none) \\[default: benchmark's]")
]
Fewshot = Annotated[
    int | None,
    typer.Option(help="K worked exemplars before each problem, for base models \\[default: 0]"),
]
FewshotAsChat = Annotated[
    bool | None,
    typer.Option("--fewshot-as-chat", help="give the exemplars as chat turns instead of one prompt"),
]
ProtocolName = Annotated[
    str | None,
    typer.Option(
        "--protocol",
        help="a peer's protocol preset: its prompt, exemplars, stop, budget, metrics (`proctor protocols`)",
    ),
]
ProtocolData = Annotated[
    str | None, typer.Option(help="local copy of the protocol's exemplar split (e.g. gsm8k_train.jsonl)")
]
RawPrompt = Annotated[
    bool | None,
    typer.Option(
        "--raw-prompt",
        help="send the prompt as plain text to the model's completion, without a chat template (base "
        "models, lm-eval's default); exemplars go in the text, no system prompt",
    ),
]
Adapter = Annotated[str | None, typer.Option(help="LoRA adapter of a fine-tuned checkpoint")]
BaseUrl = Annotated[str | None, typer.Option(help="OpenAI-compatible endpoint(s), comma-separated or @file")]
ApiKeyEnv = Annotated[
    str | None, typer.Option(help="env var holding the API key \\[default: OPENAI_API_KEY]")
]
ConfigFile = Annotated[Path | None, typer.Option("--config", help="TOML file with any of the settings")]
Sets = Annotated[
    list[str] | None, typer.Option("--set", help="override any setting: --set sampling.top_p=0.95")
]
Output = Annotated[
    Path | None,
    typer.Option(help="run directory to create \\[default: runs/<bench>--<model>--<env>/<time-id>]"),
]
Resume = Annotated[
    Path | None,
    typer.Option(
        help="continue RUN_DIR from its config.toml (no other option but --set sampling.n=M, which grows it)"
    ),
]
ShardOption = Annotated[
    str | None,
    typer.Option(help="I/K: run shard I of K into --output (or --resume) RUN_DIR; then `proctor merge`"),
]
LogTo = Annotated[
    list[str] | None,
    typer.Option(help="log the finished run to wandb and/or mlflow (tracking.to; `proctor log`)"),
]
PushToHub = Annotated[
    str | None,
    typer.Option(help="upload the finished run to this Hugging Face dataset repo (`proctor push`)"),
]
Quiet = Annotated[
    bool,
    typer.Option("--quiet", "-q", help="no progress bar, no progress lines on stderr (eval.log keeps them)"),
]


def eval_cmd(
    benchmark: Benchmark = None,
    model: Model = None,
    n: N = None,
    limit: Limit = None,
    problems: Problems = None,
    sample: Sample = None,
    sample_seed: SampleSeed = None,
    seed: Seed = None,
    temperature: Temperature = None,
    top_p: TopP = None,
    top_k: TopK = None,
    max_tokens: MaxTokens = None,
    concurrency: Concurrency = None,
    data: Data = None,
    env: Env = None,
    grader: Grader = None,
    system_prompt: SystemPrompt = None,
    fewshot: Fewshot = None,
    fewshot_as_chat: FewshotAsChat = None,
    protocol: ProtocolName = None,
    protocol_data: ProtocolData = None,
    raw_prompt: RawPrompt = None,
    adapter: Adapter = None,
    base_url: BaseUrl = None,
    api_key_env: ApiKeyEnv = None,
    config: ConfigFile = None,
    set_: Sets = None,
    output: Output = None,
    resume: Resume = None,
    shard: ShardOption = None,
    log_to: LogTo = None,
    push_to_hub: PushToHub = None,
    quiet: Quiet = False,
) -> None:
    """Evaluate a model on a benchmark; writes a run directory (config.toml, samples.jsonl, summary.json)."""
    from proctor.runs.tracking import split_names

    if log_to is not None:
        log_to = split_names(log_to)
    given = {k: v for k, v in locals().items() if k in EVAL_FLAGS and v is not None}
    prep, run_dir, done = start(given, config, set_ or [], output, resume, shard)
    todo = announce(prep, run_dir, done)
    result = run_with_progress(prep, run_dir, done, todo, quiet)
    finish(prep, run_dir, result)


def _flag_name(key: str) -> str:
    return {"benchmark": "BENCHMARK", "n": "-n"}.get(key, f"--{key.replace('_', '-')}")


def start(
    given: dict[str, Any],
    config: Path | None,
    sets: list[str],
    output: Path | None,
    resume: Path | None,
    shard: str | None,
) -> tuple[Any, Path, dict]:
    """The run the options ask for, prepared: ``resume`` reloads RUN_DIR (and takes no other option),
    else ``given`` (EVAL_FLAGS keys), ``config`` and ``sets`` make a new one. (prep, run_dir, done).

    A bad option or setting, a missing file, a model that cannot load, a folder that refuses a write
    exit 2 before anything runs; so does a tracker whose package is missing."""
    try:
        if resume is not None:
            grow_to, given, sets = growth(given, sets)
            extra = (
                [_flag_name(k) for k in sorted(given)]
                + (["--config"] if config else [])
                + [f"--set {s}" for s in sets]
                + (["--output"] if output else [])
            )
            if extra:
                fail(
                    f"--resume reloads {resume}/config.toml and takes no other option; remove: "
                    + ", ".join(extra)
                    + ". A different setting is a new run: start one with it (proctor eval ... "
                    "--output NEW_DIR); only the samples per problem may grow on a resume "
                    "(--set sampling.n=M)"
                )
            return resume_run(resume, shard, grow_to)
        return start_run({EVAL_FLAGS[k]: v for k, v in given.items()}, config, sets, output, shard)
    except typer.Exit:
        raise
    except USER_ERRORS as e:
        fail(str(e))
    except OSError as e:  # the output folder refused a write before anything ran
        fail(f"{e.strerror or e}: {e.filename or ''}".rstrip(": "))


def start_run(
    settings: dict[str, Any], config: Path | None, sets: list[str], output: Path | None, shard: str | None
) -> tuple[Any, Path, dict]:
    """A new run (or shard ``I/K`` of one) from ``settings`` (dotted keys), a TOML file and --set pairs."""
    from proctor import runner
    from proctor.config import build_config
    from proctor.runs.shards import Shard
    from proctor.runs.tracking import require_for

    if isinstance(settings.get("benchmark.problems"), str):  # its own error, not a pydantic one
        from proctor.benchmarks.select import parse_ids

        settings = {**settings, "benchmark.problems": parse_ids(settings["benchmark.problems"])}
    cfg = build_config(config, settings, sets)
    require_for(cfg.tracking.model_dump())
    if shard:
        return runner.start_shard(cfg, output, Shard.parse(shard))
    return runner.start_run(cfg, output)


def growth(given: dict[str, Any], sets: list[str]) -> tuple[int | None, dict[str, Any], list[str]]:
    """A resume's ``-n M`` / ``--set sampling.n=M`` (the one setting that may change: the run grows),
    and the options and assignments left, which a resume refuses."""
    from proctor.config import ConfigError, parse_value

    given, rest, n = dict(given), [], given.get("n")
    given.pop("n", None)
    for s in sets:
        key, sep, value = s.partition("=")
        if sep and key.strip() == "sampling.n":
            n = parse_value(value.strip())
        else:
            rest.append(s)
    if n is not None and (isinstance(n, bool) or not isinstance(n, int) or n < 1):
        raise ConfigError(f"sampling.n={n!r}: give a whole number of samples per problem, 1 or more")
    return n, given, rest


def resume_run(run_dir: Path, shard: str | None, n: int | None = None) -> tuple[Any, Path, dict]:
    """``run_dir`` (or its shard ``I/K``) continued from its config.toml; with ``n``, grown to
    ``n`` samples per problem."""
    from proctor import runner
    from proctor.runs import read_config
    from proctor.runs.shards import Shard
    from proctor.runs.tracking import require_for

    require_for(read_config(run_dir).get("tracking", {}))  # before the model loads
    if shard:
        return runner.resume_shard(run_dir, Shard.parse(shard), n)
    return runner.resume_run(run_dir, n)


def announce(prep: Any, run_dir: Path, done: dict) -> int:
    """Print the run directory, its size and the work estimate; returns the generations to make."""
    from proctor import runner

    todo = runner.pending_count(prep, done)
    console.print(
        f"run directory: [bold]{run_dir}[/]  ({len(prep.bench.problems)} problems x "
        f"{prep.cfg.sampling.n} samples, {todo} to generate)",
        highlight=False,
        soft_wrap=True,
    )
    console.print(runner.work_estimate(prep, run_dir, done), highlight=False, soft_wrap=True)
    return todo


def progress_bar(quiet: bool) -> Progress:
    """The bar on a terminal (or with PROCTOR_PROGRESS set); none with --quiet."""
    return Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[rate]}"),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=console,
        disable=quiet or not console.is_terminal and "PROCTOR_PROGRESS" not in os.environ,
    )


def run_with_progress(prep: Any, run_dir: Path, done: dict, todo: int, quiet: bool) -> Any:
    """``runner.execute`` with a progress bar (or progress lines on stderr off a terminal); an
    interrupt exits 130, a storage or fatal model error 3 (every finished sample is saved)."""
    from proctor import runner
    from proctor.interrupts import run_until_interrupted
    from proctor.models.base import FatalError
    from proctor.runs.storage import StorageError

    progress = progress_bar(quiet)
    with progress, _progress_lines_on_stderr(not quiet and not console.is_terminal):
        task = progress.add_task("generations", total=todo, rate="")
        bar = BarCounts(progress, task)
        try:  # `kill PID` stops the run as Ctrl-C does, logged in eval.log
            return run_until_interrupted(runner.execute(prep, run_dir, done, bar.record))
        except KeyboardInterrupt:
            fail(
                f"interrupted; every finished sample is saved. Continue with: proctor eval --resume {run_dir}",
                130,
            )
        except StorageError as e:
            fail(str(e), 3)
        except FatalError as e:
            fail(
                f"{e}\nthe run stopped; nothing was summarized. Fix it, then: proctor eval --resume {run_dir}",
                3,
            )
        finally:
            bar.show()


class BarCounts:
    """The bar's count and accuracy, kept per record and handed to the bar at most every
    :attr:`every_s` (it draws 10 times a second) and once at the end: a bar update per record
    (a lock, a speed sample, the accuracy formatted) cost 8-20 us, thousands of times a second
    against a fast server. A disabled bar (--quiet, off a terminal) gets nothing."""

    every_s = 0.05

    def __init__(self, progress: Any, task: Any) -> None:
        self.progress, self.task = progress, task
        self.done = self.correct = self.shown = 0
        self.due = 0.0
        self.live = not progress.disable

    def record(self, traj: Any) -> None:
        self.done += 1
        self.correct += bool(traj.correct)
        if self.live and time.monotonic() >= self.due:
            self.show()

    def show(self) -> None:
        if self.live and self.done != self.shown:
            self.due = time.monotonic() + self.every_s
            self.shown = self.done
            self.progress.update(self.task, completed=self.done, rate=f"acc {self.correct / self.done:.1%}")


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


def finish(prep: Any, run_dir: Path, result: Any) -> None:
    """The end of a run: its pace, then a shard's next step, or the summary table and the trackers.
    Errored samples exit 1 (no summary; ``--resume`` reruns them)."""
    console.print(
        f"{result.generated} generations in {result.wall_s:.1f}s "
        f"({result.generated / max(result.wall_s, 1e-9):.2f}/s)",
        highlight=False,
    )
    if prep.shard is not None:
        shard_finished(run_dir, result)
        return
    if result.summary is None:
        fail(
            f"{result.errored} samples errored (see {run_dir}/eval.log); rerun them with: "
            f"proctor eval --resume {run_dir}",
            1,
        )
    from proctor.report import table as summary_table

    title = f"{prep.cfg.benchmark.name} · {prep.cfg.model.ref} · {prep.cfg.env.name}"
    out.print(summary_table(result.summary, title=title))
    if "peer" in result.summary:
        from proctor.cli.protocols import peer_line

        out.print(peer_line(result.summary["peer"]), highlight=False)
    out.print(f"[dim]{run_dir}[/]", highlight=False)
    send_to_trackers(run_dir, prep.cfg.tracking.model_dump())


def shard_finished(shard_dir: Path, result: Any) -> None:
    """What ``proctor eval --shard`` prints at the end (a shard has no summary of its own)."""
    root = shard_dir.parent.parent
    name = shard_dir.name.replace("-of-", "/")
    if result.errored:
        fail(
            f"{result.errored} samples of shard {name} errored (see {shard_dir}/eval.log); rerun them with: "
            f"proctor eval --resume {root} --shard {name}",
            1,
        )
    console.print(f"shard {name} done; when every shard is: [bold]proctor merge {root}[/]", highlight=False)


def send_to_trackers(run_dir: Path, tracking: dict[str, Any]) -> None:
    """Log / push a finished run as its ``[tracking]`` asks (``proctor eval``, ``proctor merge``); a
    failure exits 4 (the run is complete and untouched; ``proctor log`` / ``proctor push`` retry)."""
    from proctor.runs.publish import send_results
    from proctor.runs.tracking import TrackingError

    try:
        for line in send_results(run_dir, tracking):
            console.print(line, highlight=False, soft_wrap=True)
    except TrackingError as e:
        fail(f"the run is complete, but {e}", 4)
