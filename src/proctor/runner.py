"""The orchestration loop: validated problems x N samples -> env rollouts -> grades -> samples.jsonl.

A bounded pool of asyncio workers pulls (problem, sample) pairs; each generation's seed is a stable
hash of what identifies it, so results do not depend on concurrency, ordering, limit or resume.
One sample's error is recorded on that sample (a resume reruns it); a FatalError stops the run.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from proctor import __version__
from proctor.benchmarks import BenchmarkSpec, LoadedBenchmark, get_spec, load_spec
from proctor.benchmarks.fewshot import FEWSHOT_SETS
from proctor.benchmarks.problem import Problem
from proctor.config import ConfigError, RunConfig
from proctor.envs import Env, EnvContext, Trajectory, make_env
from proctor.grading import Grader, get_grader
from proctor.grading.record import agrade_record, apply_grade
from proctor.models import ModelOptions, RetryingSampler, load_sampler
from proctor.models.base import FatalError, PromptTooLong, SampleError, Sampler, SamplingParams
from proctor.models.thinking import ThinkingSampler
from proctor.models.watch import Failures, watched, watching
from proctor.runs import (
    LOG,
    SAMPLES,
    SUMMARY,
    SampleWriter,
    compact_samples,
    iter_dicts,
    new_run_dir,
    read_config,
    storage,
    write_config,
    write_summary,
)
from proctor.runs.progress import PROGRESS_LOGGER, ProgressLog, estimate, rate_from_log
from proctor.runs.rundir import claim_run_dir, lock_run_dir
from proctor.runs.shards import Shard, ShardError, finish_shard, open_shard, refuse_unmerged
from proctor.seeds import sample_seed

log = logging.getLogger("proctor")
progress_log = logging.getLogger(PROGRESS_LOGGER)


class ResumeError(ValueError):
    pass


@dataclass
class RunResult:
    run_dir: Path
    summary: dict[str, Any] | None  # None when samples errored (the run is partial: --resume it)
    generated: int  # trajectories produced by this invocation
    errored: int
    wall_s: float


def resolve_system_prompt(cfg: RunConfig, benchmark_prompt: str | None) -> tuple[str | None, str]:
    """Explicit config > per-model override > the benchmark's recommended prompt > none."""
    if cfg.prompt.system is not None:
        return cfg.prompt.system or None, "config"
    if cfg.model.ref in cfg.prompt.per_model:
        return cfg.prompt.per_model[cfg.model.ref], "per_model"
    if benchmark_prompt:
        return benchmark_prompt, "benchmark"
    return None, "none"


class SamplerCache:
    """Env-owned models with the same reference and options as the model under test share it."""

    def __init__(self, main: Sampler, options: ModelOptions):
        self._cache: dict[str, Sampler] = {main.ref: main}
        self._options = options

    def __call__(
        self, ref: str, options: ModelOptions | None = None, *, tolerate_failure: bool = False
    ) -> Sampler:
        """The env-owned model ``ref`` (retried like the model under test); its failed calls fail
        the sample (models/watch.py) unless the env tolerates them (``tolerate_failure``)."""
        if options is not None and options != self._options:
            sampler: Sampler = RetryingSampler(load_sampler(ref, options), options.retry)
            self._cache[f"{ref}#{id(sampler)}"] = sampler  # closed with the others
        else:
            if ref not in self._cache:
                self._cache[ref] = RetryingSampler(load_sampler(ref, self._options), self._options.retry)
            sampler = self._cache[ref]
        return sampler if tolerate_failure else watched(sampler, "env model")

    async def aclose(self) -> None:
        for s in self._cache.values():
            await s.aclose()


@dataclass
class Prepared:
    """Everything a run needs, built and validated before the first model call."""

    cfg: RunConfig
    bench: LoadedBenchmark
    grader: Grader
    sampler: Sampler
    env: Env
    params: SamplingParams
    system_prompt: str | None
    system_prompt_source: str
    samplers: SamplerCache
    lock: Any = None  # the run directory's lock, held until execute() returns
    shard: Any = None  # runs.shards.Shard: only the pairs it owns are generated (``--shard i/K``)

    def owns(self, problem: Problem, index: int) -> bool:
        if self.shard is None:
            return True
        return self.shard.owns(sample_seed(self.cfg.run.seed, self.cfg.benchmark.name, problem.id, index))

    def _prompt_format(self) -> dict[str, Any]:
        """The user prompt's format: the template, or with few-shot exemplars K, their form, the set
        and the exemplar ids shown (the set's own format replaces the template)."""
        k = self.cfg.prompt.fewshot
        if not k:
            return {"template": self.bench.spec.prompt_template}
        fs = FEWSHOT_SETS[self.bench.spec.fewshot or ""]
        return {
            "fewshot": k,
            "fewshot_as_chat": self.cfg.prompt.fewshot_as_chat,
            "fewshot_set": fs.name,
            "fewshot_ids": [e.id for e in fs.exemplars[:k]],
        }

    def effective_config(self) -> dict[str, Any]:
        cfg = self.cfg
        model = cfg.model.model_dump(exclude_defaults=True)
        model["ref"] = cfg.model.ref
        model["think_tags"] = list(cfg.model.think_tags)  # how completions were split (none: [])
        if cfg.model.ref.startswith("llamacpp:"):
            model["n_ctx"] = cfg.model.n_ctx
        env_opts = getattr(self.env, "options", None)
        env = {
            "name": cfg.env.name,
            "keep_thinking": cfg.env.keep_thinking,
            **(env_opts.model_dump() if env_opts is not None else {}),
        }
        return {
            "run": cfg.run.model_dump(),
            "benchmark": cfg.benchmark.model_dump() | recorded_data_path(cfg.benchmark.data),
            "model": model,
            "sampling": {"n": cfg.sampling.n, **self.sampler.effective(self.params)}
            | ({"max_thinking_tokens": m} if (m := cfg.sampling.max_thinking_tokens) else {}),
            "prompt": {"system": self.system_prompt or "", **self._prompt_format()}
            | ({"per_model": cfg.prompt.per_model} if cfg.prompt.per_model else {}),
            "env": env,
            "grader": {"name": self.grader.name, "options": cfg.grader.options},
            "runner": cfg.runner.model_dump(),
            **({"tracking": t} if (t := cfg.tracking.model_dump(exclude_defaults=True)) else {}),
            "resolved": {
                "proctor_version": __version__,
                "model": self.sampler.info(),
                "dataset": {
                    "data_given": cfg.benchmark.data,  # as typed; source: symlinks resolved
                    "source": self.bench.source,
                    "fingerprint": self.bench.fingerprint,
                    "problems": len(self.bench.problems),
                },
                "grader_version": self.grader.version,
                "system_prompt_source": self.system_prompt_source,
            },
        }


def recorded_data_path(data: str | None) -> dict[str, Any]:
    """``--data`` as config.toml records it: absolute, so a resume works from any folder, with the
    user's own path kept (symlinks not resolved; ``[resolved.dataset]`` holds the typed text and the
    resolved source)."""
    return {"data": str(Path(data).absolute())} if data else {}


def with_benchmark_env(cfg: RunConfig, spec: BenchmarkSpec) -> RunConfig:
    """A benchmark made for one env (``twenty-questions``) runs in it unless the env was chosen."""
    if spec.env is None or "name" in cfg.env.model_fields_set:
        return cfg
    return cfg.model_copy(update={"env": cfg.env.model_copy(update={"name": spec.env})})


def prepare(cfg: RunConfig) -> Prepared:
    """Load and validate data, grader, model and env; raises a clear error before any model call."""
    spec = get_spec(cfg.benchmark.name)
    cfg = with_benchmark_env(cfg, spec)
    grader = get_grader(cfg.grader.name or spec.grader, **cfg.grader.options)
    if cfg.prompt.fewshot and cfg.prompt.template and cfg.prompt.template != spec.prompt_template:
        raise ConfigError(
            "prompt.template and --fewshot both set the prompt's format (few-shot prompts use the "
            "exemplar set's format); drop one of them"
        )
    if cfg.prompt.fewshot_as_chat and not cfg.prompt.fewshot:
        raise ConfigError("--fewshot-as-chat needs --fewshot K (K >= 1)")
    if cfg.prompt.template and cfg.prompt.template != spec.prompt_template:
        try:  # the problems are rendered once, with the template in force
            spec = BenchmarkSpec.model_validate({**spec.model_dump(), "prompt_template": cfg.prompt.template})
        except ValidationError as e:
            raise ConfigError(f"prompt.template: {e.errors()[0]['msg']}") from None
    bench = load_spec(
        spec,
        data=cfg.benchmark.data,
        limit=cfg.benchmark.limit,
        grader=grader,
        columns=cfg.benchmark.columns or None,
        fewshot=cfg.prompt.fewshot,
        fewshot_as_chat=cfg.prompt.fewshot_as_chat,
    )
    system_prompt, source = resolve_system_prompt(cfg, bench.spec.system_prompt)
    s = cfg.sampling
    stop = list(s.stop)
    if cfg.prompt.fewshot and not cfg.prompt.fewshot_as_chat:  # a base model goes on to the next exemplar
        stop += [x for x in FEWSHOT_SETS[bench.spec.fewshot or ""].stop if x not in stop]
    params = SamplingParams(
        temperature=s.temperature, top_p=s.top_p, top_k=s.top_k, max_tokens=s.max_tokens, stop=tuple(stop)
    )
    options = ModelOptions.model_validate(cfg.model.model_dump(exclude={"ref"}))
    sampler: Sampler = RetryingSampler(load_sampler(cfg.model.ref, options), options.retry)
    sampler = _thinking(sampler, options.think_tags, s.max_thinking_tokens, cfg.env.keep_thinking)
    samplers = SamplerCache(sampler, options)
    env_options = cfg.env.model_dump(exclude={"name", "keep_thinking"})
    ctx = EnvContext(
        system_prompt=system_prompt,
        sampling=params,
        benchmark=cfg.benchmark.name,
        model_ref=cfg.model.ref,
        extras={"load_sampler": samplers, "grader": grader},
    )
    env = make_env(cfg.env.name, env_options, ctx)
    return Prepared(cfg, bench, grader, sampler, env, params, system_prompt, source, samplers)


def _thinking(sampler: Sampler, tags: list[str], budget: int | None, keep: bool = False) -> Sampler:
    """Reasoning models: the grader reads the answer part only; an optional thinking budget; whether
    multi-turn envs show the earlier thinking (``env.keep_thinking``)."""
    if not tags:
        if budget is not None:
            raise ConfigError(
                "sampling.max_thinking_tokens needs thinking tags (model.think_tags = [open, close])"
            )
        return sampler
    wrapped = ThinkingSampler(sampler, (tags[0], tags[1]), budget, keep_thinking=keep)
    try:
        wrapped.check_budget_support()
    except SampleError as e:
        raise ConfigError(str(e)) from None
    return wrapped


def _pending(prep: Prepared, done: dict[tuple[str, int], bool]) -> Iterator[tuple[Problem, int]]:
    for p in prep.bench.problems:
        for i in range(prep.cfg.sampling.n):
            if (p.id, i) not in done and prep.owns(p, i):
                yield p, i


async def _rollout(prep: Prepared, problem: Problem, index: int) -> Trajectory:
    seed = sample_seed(prep.cfg.run.seed, prep.cfg.benchmark.name, problem.id, index)
    t0 = time.perf_counter()
    with watching() as failures:  # every failed model call of this rollout, whatever the env did
        traj = await _env_rollout(prep, problem, index, seed)
    traj = _enforce_policy(traj, failures)
    update: dict[str, Any] = {
        "problem_id": problem.id,
        "sample_index": index,
        "seed": seed,
        "answer": problem.answer,
    }
    if not traj.latency_s:
        update["latency_s"] = time.perf_counter() - t0
    if traj.turns and traj.turns[-1].think_state == "unclosed" and traj.stop_reason in ("stop", "length"):
        update["stop_reason"] = "truncated_in_thinking"  # never mined for an answer: the answer part is empty
    traj = traj.model_copy(update=update)
    if traj.error is None:  # the same grading path as `proctor regrade`
        try:
            grade = await agrade_record(prep.grader, traj)
        except Exception as e:  # a grader bug is the same on every sample: stop, keep what is written
            raise FatalError(
                f"grader {prep.grader.name!r} failed on {problem.id}#{index}: {type(e).__name__}: {e}; "
                "fix the grader, then resume"
            ) from e
        traj = apply_grade(traj, grade)
    return traj


async def _env_rollout(prep: Prepared, problem: Problem, index: int, seed: int) -> Trajectory:
    """The env's rollout with the model under test behind the runner's watch; a raised error becomes
    the sample's record."""
    try:
        return await prep.env.rollout(watched(prep.sampler), problem, seed)
    except FatalError:
        raise
    except PromptTooLong as e:  # data, not an error: rerunning cannot help
        return Trajectory(
            problem_id=problem.id,
            sample_index=index,
            seed=seed,
            stop_reason="prompt_too_long",
            info={"detail": str(e)},
        )
    except SampleError as e:
        return Trajectory(
            problem_id=problem.id, sample_index=index, seed=seed, stop_reason="error", error=str(e)
        )
    except Exception as e:  # an env or backend bug: record it on this sample, keep the run going
        log.error("sample %s#%d failed: %s", problem.id, index, traceback.format_exc())
        return Trajectory(
            problem_id=problem.id,
            sample_index=index,
            seed=seed,
            stop_reason="error",
            error=f"{type(e).__name__}: {e}",
        )


def _enforce_policy(traj: Trajectory, failures: Failures) -> Trajectory:
    """A model call that failed fails the sample, even when the env caught it and returned a
    trajectory (docs/design.md, error policy): recorded as an error, never graded, rerun on resume."""
    if failures.fatal is not None:
        raise failures.fatal
    if failures.first is None or traj.error is not None:
        return traj
    info = {**traj.info, "env_stop_reason": traj.stop_reason, "failed_calls": failures.errors}
    return traj.model_copy(update={"stop_reason": "error", "error": failures.first, "info": info})


async def run_samples(
    prep: Prepared,
    run_dir: Path,
    done: dict[tuple[str, int], bool],
    on_record: Callable[[Trajectory], None] | None = None,
) -> tuple[int, int]:
    """Generate every pending (problem, sample) pair; returns (generated, errored)."""
    pending = _pending(prep, done)
    counts = [0, 0]
    with (
        storage.writes_during_run(run_dir / SAMPLES, run_dir, lambda: len(done) + counts[0]),
        SampleWriter(run_dir / SAMPLES) as writer,
    ):

        async def worker() -> None:
            for problem, index in pending:  # a shared iterator: each pair goes to exactly one worker
                traj = await _rollout(prep, problem, index)
                writer.write(traj)
                counts[0] += 1
                counts[1] += traj.error is not None
                if on_record:
                    on_record(traj)

        tasks = [asyncio.create_task(worker()) for _ in range(prep.cfg.runner.concurrency)]
        try:
            await asyncio.gather(*tasks)
        finally:
            for t in tasks:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
    return counts[0], counts[1]


def summarize_run(prep: Prepared, run_dir: Path) -> dict[str, Any]:
    from proctor.metrics.run_summary import summarize_run_records

    summary = summarize_run_records(
        iter_dicts(run_dir / SAMPLES), n=prep.cfg.sampling.n, seed=prep.cfg.run.seed
    )
    stats = getattr(prep.env, "stats", None)  # e.g. sandbox or role-model statistics
    if callable(stats):
        summary["env"] = stats()
    return summary


def _attach_log(run_dir: Path) -> logging.Handler:
    handler = storage.QuietFileHandler(run_dir / LOG, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    return handler


def pending_count(prep: Prepared, done: dict[tuple[str, int], bool]) -> int:
    if prep.shard is None:
        return len(prep.bench.problems) * prep.cfg.sampling.n - len(done)
    return sum(1 for _ in _pending(prep, done))


def work_estimate(prep: Prepared, run_dir: Path, done: dict[tuple[str, int], bool]) -> str:
    """The up-front size of the work (with a duration when a resumed run's eval.log gives a rate)."""
    rate = rate_from_log(run_dir / LOG) if done else None
    multi_turn = prep.cfg.env.name != "text-only"
    return estimate(pending_count(prep, done), prep.cfg.sampling.max_tokens, multi_turn, rate)


async def _with_progress(
    prep: Prepared,
    run_dir: Path,
    done: dict[tuple[str, int], bool],
    on_record: Callable[[Trajectory], None] | None,
) -> tuple[int, int]:
    """run_samples with periodic progress lines in eval.log (see runs/progress.py)."""
    progress = ProgressLog(pending_count(prep, done), prep.cfg.runner.progress_every_s, progress_log)
    log.info("%s", work_estimate(prep, run_dir, done))  # eval.log only: the CLI prints its own

    def record(traj: Trajectory) -> None:
        progress.record(traj)
        if on_record:
            on_record(traj)

    ticker = asyncio.create_task(progress.tick())
    try:
        return await run_samples(prep, run_dir, done, record)
    finally:
        ticker.cancel()
        if progress.done:
            progress.emit()


async def execute(
    prep: Prepared,
    run_dir: Path,
    done: dict[tuple[str, int], bool],
    on_record: Callable[[Trajectory], None] | None = None,
) -> RunResult:
    t0 = time.perf_counter()
    handler = _attach_log(run_dir)
    try:
        log.info(
            "run %s: %d problems x %d samples, %d already done",
            run_dir,
            len(prep.bench.problems),
            prep.cfg.sampling.n,
            len(done),
        )
        try:
            generated, errored = await _with_progress(prep, run_dir, done, on_record)
        except FatalError as e:
            log.error("stopped: %s", e)
            raise
        finally:
            close = getattr(prep.env, "close", None)
            if callable(close):
                res = close()
                if asyncio.iscoroutine(res):
                    await res
            await prep.samplers.aclose()
        summary = None
        if prep.shard is not None:  # a shard marks itself done; `proctor merge` writes the summary
            if errored == 0:
                finish_shard(prep, run_dir, time.perf_counter() - t0)
        elif generated == 0 and (run_dir / SUMMARY).is_file():  # resuming a complete run: nothing changed
            summary = json.loads((run_dir / SUMMARY).read_text(encoding="utf-8"))
        elif errored == 0:
            summary = summarize_run(prep, run_dir)
            summary["wall_s"] = time.perf_counter() - t0
            with storage.writes_during_run(run_dir / SUMMARY, run_dir):
                write_summary(run_dir, summary)
            log.info("complete: %s", {k: v for k, v in summary.items() if isinstance(v, int | float)})
        else:
            log.warning("%d samples errored; rerun them with: proctor eval --resume %s", errored, run_dir)
        return RunResult(run_dir, summary, generated, errored, time.perf_counter() - t0)
    finally:
        log.removeHandler(handler)
        handler.close()
        if prep.lock is not None:
            prep.lock.close()


RETRY = "then run the same command again"  # how a refused resume continues


def start_run(cfg: RunConfig, output: str | Path | None = None) -> tuple[Prepared, Path, dict]:
    """Validate and prepare a new run, create its directory and write config.toml (no model call yet)."""
    storage.check_writable(output or cfg.run.output)  # before the model loads
    prep = prepare(cfg)
    with storage.writes_before_run(output or cfg.run.output):
        if output:
            run_dir = claim_run_dir(output)
        else:
            model_name = cfg.model.ref.replace(":", "-").replace("/", "_")
            run_dir = new_run_dir(cfg.run.output, cfg.benchmark.name, model_name, prep.cfg.env.name)
    try:  # a start that fails (a write refused, a server that does not answer) leaves nothing behind
        with storage.writes_before_run(run_dir, undo=lambda: _unclaim(prep, run_dir)):
            prep.lock = lock_run_dir(run_dir)
            write_config(run_dir, prep.effective_config())
    except BaseException:
        _unclaim(prep, run_dir)
        raise
    return prep, run_dir, {}


def _unclaim(prep: Prepared, run_dir: Path) -> None:
    """Release and remove what a failed start made, so the same --output can be used again."""
    if prep.lock is not None:
        prep.lock.close()
    for name in (".lock", "config.toml.tmp"):
        (run_dir / name).unlink(missing_ok=True)
    with contextlib.suppress(OSError):
        run_dir.rmdir()  # only when empty: nothing else is touched


def resume_run(run_dir: str | Path) -> tuple[Prepared, Path, dict]:
    """Reload config.toml alone, check the data and model are the same, drop torn/errored records."""
    p = Path(run_dir)
    refuse_unmerged(p)
    saved = read_config(p)
    storage.check_writable(p, RETRY)  # before the model loads
    resolved = saved.pop("resolved", {})
    cfg = RunConfig.model_validate(config_from_saved(saved))
    lock = lock_run_dir(p)  # before anything reads samples.jsonl: one process per run directory
    try:
        prep = check_resume(p, cfg, resolved)
        with storage.writes_before_run(p / SAMPLES, RETRY):
            done = compact_samples(p / SAMPLES)
    except BaseException:
        lock.close()
        raise
    prep.lock = lock
    return prep, p, done


def check_resume(p: Path, cfg: RunConfig, resolved: dict[str, Any]) -> Prepared:
    """Prepare the saved config; refuse when the data or the model changed since the run started."""
    prep = prepare(cfg)
    then = resolved.get("dataset", {}).get("fingerprint")
    if then and then != prep.bench.fingerprint:
        raise ResumeError(
            f"the benchmark data changed since {p} started (fingerprint {then[:12]} -> "
            f"{prep.bench.fingerprint[:12]}); start a new run instead of resuming"
        )
    now = prep.sampler.info()
    for key, what in (("sha256", "model file"), ("adapter_sha256", "adapter")):
        then_sha, now_sha = resolved.get("model", {}).get(key), now.get(key)
        if then_sha != now_sha and (then_sha or now_sha):
            raise ResumeError(f"the {what} changed since {p} started; start a new run instead of resuming")
    then_grader = resolved.get("grader_version")
    if then_grader and then_grader != prep.grader.version:  # resuming would mix two graders' verdicts
        raise ResumeError(
            f"the grader changed since {p} started (version {then_grader} -> {prep.grader.version}); "
            "resuming would mix grades of two versions. Grade the finished samples with the current "
            f"grader with `proctor regrade {p}` (it writes a new run directory), or resume with the "
            "grader version the run started with"
        )
    return prep


def config_from_saved(saved: dict[str, Any]) -> dict[str, Any]:
    """config.toml sections back into RunConfig inputs (the effective values become explicit)."""
    data = dict(saved)
    prompt = data.get("prompt", {})
    data["prompt"] = {
        "system": prompt.get("system", ""),
        "per_model": prompt.get("per_model", {}),
        "template": prompt.get("template"),
        "fewshot": prompt.get("fewshot", 0),
        "fewshot_as_chat": prompt.get("fewshot_as_chat", False),
    }
    return data


def start_shard(cfg: RunConfig, output: Path | None, shard: Shard) -> tuple[Prepared, Path, dict]:
    """Prepare shard ``i/K`` of the run in ``output`` (created by the first shard, resumed by a rerun)."""
    if output is None:
        raise ShardError(
            "--shard needs --output RUN_DIR: every shard of a run writes into the same directory"
        )
    return open_shard(prepare(cfg), Path(output), shard)


def resume_shard(run_dir: Path, shard: Shard) -> tuple[Prepared, Path, dict]:
    """``proctor eval --resume RUN --shard i/K``: the shard from RUN/config.toml."""
    saved = read_config(run_dir)
    resolved = saved.pop("resolved", {})
    cfg = RunConfig.model_validate(config_from_saved(saved))
    prep = check_resume(run_dir, cfg, resolved)
    # the saved prompt is explicit now; where it came from is what the first start recorded
    prep.system_prompt_source = resolved.get("system_prompt_source", prep.system_prompt_source)
    return open_shard(prep, run_dir, shard)
