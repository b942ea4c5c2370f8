"""Preparing a run: everything it needs (data, grader, model, env), built and validated before the
first model call, and the effective configuration config.toml records."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from proctor import __version__
from proctor.benchmarks import BenchmarkSpec, LoadedBenchmark, get_spec, load_spec
from proctor.benchmarks.fewshot import FEWSHOT_SETS
from proctor.benchmarks.loader import Validation
from proctor.benchmarks.problem import Problem
from proctor.benchmarks.protocol_presets import get_protocol
from proctor.benchmarks.protocols import Protocol, with_protocol
from proctor.benchmarks.select import Selection
from proctor.config import ConfigError, RunConfig
from proctor.envs import Env, EnvContext, make_env
from proctor.envs.grading import start_readers
from proctor.grading import Grader, get_grader
from proctor.models import ModelOptions, RetryingSampler, load_sampler
from proctor.models.base import SampleError, Sampler, SamplingParams
from proctor.models.chat_template import require_chat_template
from proctor.models.thinking import ThinkingSampler
from proctor.models.watch import watched
from proctor.seeds import sample_seed

log = logging.getLogger(__name__)


def resolve_system_prompt(
    cfg: RunConfig, benchmark_prompt: str | None, source: str = "benchmark"
) -> tuple[str | None, str]:
    """Explicit config > per-model override > the benchmark's (or protocol's) recommended prompt > none."""
    if cfg.prompt.system is not None:
        return cfg.prompt.system or None, "config"
    if cfg.model.ref in cfg.prompt.per_model:
        return cfg.prompt.per_model[cfg.model.ref], "per_model"
    if benchmark_prompt:
        return benchmark_prompt, source
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
            sampler: Sampler = RetryingSampler(load_sampler(ref, options), options.retry_policy)
            self._cache[f"{ref}#{id(sampler)}"] = sampler  # closed with the others
        else:
            if ref not in self._cache:
                self._cache[ref] = RetryingSampler(
                    load_sampler(ref, self._options), self._options.retry_policy
                )
            sampler = self._cache[ref]
        require_chat_template(sampler)  # env-owned models always get chat messages
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
    grown_from_n: int | None = None  # a resume that grew sampling.n from this (``runner.start.grow``)
    protocol: Protocol | None = None  # a peer's protocol (``--protocol``): prompts, sampling, peer metrics
    concurrency: dict[str, Any] | None = None  # how runner.concurrency was chosen ([resolved.concurrency])

    @property
    def problems(self) -> list[Problem]:
        """The run's problems, validated and chosen (``--limit``, ``--problems``, ``--sample``)."""
        return self.bench.problems

    def close(self) -> None:
        """Free the models (a llama.cpp model left to the interpreter's exit prints a traceback);
        ``with prepare(cfg) as prep:`` calls it. Not for use inside a running event loop."""
        import asyncio

        asyncio.run(self.samplers.aclose())

    def __enter__(self) -> Prepared:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def owns(self, problem: Problem, index: int) -> bool:
        if self.shard is None:
            return True
        return self.shard.owns(sample_seed(self.cfg.run.seed, self.cfg.benchmark.name, problem.id, index))

    def _prompt_format(self) -> dict[str, Any]:
        """The user prompt's format: the template, or with few-shot exemplars K, their form, the set
        and the exemplar ids shown (the set's own format replaces the template)."""
        if self.protocol is not None:
            return protocol_record(self.protocol, self.cfg.prompt.protocol_data)
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
        if cfg.model.chat_template:  # absolute, so a resume finds it from any folder
            model["chat_template"] = str(Path(cfg.model.chat_template).expanduser().absolute())
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
            | ({"per_model": cfg.prompt.per_model} if cfg.prompt.per_model else {})
            | ({"raw": True} if cfg.prompt.raw else {}),
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
                **({"concurrency": self.concurrency} if self.concurrency else {}),
                "system_prompt_source": self.system_prompt_source,
                # why env.tool_format=auto chose the format it did (the tool env)
                **({"tool_format_reason": why} if (why := getattr(self.env, "format_reason", None)) else {}),
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
    start_readers(grader, cfg.runner.concurrency)  # a fast server's burst finds them ready
    protocol = _protocol(cfg, spec)
    spec = _with_template(cfg, spec)
    selection = Selection(
        problems=cfg.benchmark.problems, sample=cfg.benchmark.sample, sample_seed=cfg.benchmark.sample_seed
    )
    # a served model's start (imports, a request to tell the server) overlaps the grader's reading
    # of the gold answers, which can wait for a worker process to start; a local model loads after it
    pending: list[Validation] = []
    bench = load_spec(  # a protocol's draws depend on every row: it selects after them
        spec,
        data=cfg.benchmark.data,
        limit=None if protocol else cfg.benchmark.limit,
        grader=grader,
        columns=cfg.benchmark.columns or None,
        fewshot=cfg.prompt.fewshot,
        fewshot_as_chat=cfg.prompt.fewshot_as_chat,
        selection=None if protocol else selection,
        pending=pending if cfg.model.ref.startswith("openai:") else None,
    )
    try:
        if cfg.prompt.raw:
            protocol = _raw_prompt(cfg, protocol)
        if protocol is not None:
            bench = with_protocol(bench, protocol, cfg.prompt.protocol_data, cfg.benchmark.limit, selection)
            system_prompt, source = resolve_system_prompt(cfg, protocol.system, "protocol")
        else:
            system_prompt, source = resolve_system_prompt(cfg, bench.spec.system_prompt)
        if cfg.prompt.raw and system_prompt:
            raise ConfigError(
                f"--raw-prompt sends one plain text, which has no place for a system prompt (this one is the "
                f"{source}'s); drop the system prompt (--system-prompt '') or --raw-prompt"
            )
        params = sampling_params(cfg, bench.spec, protocol)
        options = ModelOptions.model_validate(cfg.model.model_dump(exclude={"ref"}))
        sampler: Sampler = RetryingSampler(load_sampler(cfg.model.ref, options), options.retry_policy)
        if cfg.prompt.raw:
            _check_raw_model(cfg, sampler, params)
        else:
            require_chat_template(sampler)
        sampler = _thinking(
            sampler, options.think_tags, cfg.sampling.max_thinking_tokens, cfg.env.keep_thinking
        )
        samplers = SamplerCache(sampler, options)
        env_options = cfg.env.model_dump(exclude={"name", "keep_thinking"})
        ctx = EnvContext(
            system_prompt=system_prompt,
            sampling=params,
            benchmark=cfg.benchmark.name,
            model_ref=cfg.model.ref,
            raw_prompt=cfg.prompt.raw,
            extras={"load_sampler": samplers, "grader": grader},
        )
        env = make_env(cfg.env.name, env_options, ctx)
        check = getattr(env, "check_model", None)
        if callable(check):  # e.g. the tool env's native tool calls need a template it can read
            check(sampler)
        cfg, concurrency = _concurrency(cfg, sampler)
        prep = Prepared(cfg, bench, grader, sampler, env, params, system_prompt, source, samplers)
        prep.protocol = protocol
        prep.concurrency = concurrency
        if pending:  # a served model tells what server it is (a request) while the gold answers are read
            sampler.effective(params)
    except Exception:  # (an interrupt goes at once)
        for validation in pending:  # bad data is the error to report, as where it is checked first
            validation.result()
        raise
    for validation in pending:  # the gold answers' checks, read meanwhile
        validation.result()
    return prep


def _concurrency(cfg: RunConfig, sampler: Sampler) -> tuple[RunConfig, dict[str, Any]]:
    """runner.concurrency: auto by default for openai: models (proctor.models.openai.load)."""
    from proctor.models.openai.load import endpoint_urls, resolve_concurrency

    runner = cfg.runner
    explicit = "concurrency" in runner.model_fields_set
    urls = endpoint_urls(sampler)  # no request: only where auto is chosen are their /metrics read
    chosen, record = resolve_concurrency(cfg.model.ref, runner.concurrency, explicit, urls)
    if chosen != runner.concurrency:
        cfg = cfg.model_copy(update={"runner": runner.model_copy(update={"concurrency": chosen})})
    return cfg, record


RAW_ENVS = ("text-only",)  # the envs that send one prompt, so can send it as a raw completion text


def _raw_prompt(cfg: RunConfig, protocol: Protocol | None) -> Protocol | None:
    """``prompt.raw``: refused where the prompt is more than one text (chat exemplars, a conversation,
    a protocol's system prompt); a chat-form protocol gives its prompt form, the text the peer sends
    a model without a chat template (lm-eval without ``--apply_chat_template``)."""
    if cfg.env.name not in RAW_ENVS:
        raise ConfigError(
            f"--raw-prompt sends one plain completion text; env {cfg.env.name!r} holds a conversation "
            f"of turns. Use it with env {', '.join(RAW_ENVS)}, or drop --raw-prompt"
        )
    if cfg.prompt.fewshot_as_chat:
        raise ConfigError(
            "--raw-prompt puts the exemplars in the prompt's text; --fewshot-as-chat makes them chat "
            "turns. Drop one of them"
        )
    if protocol is None:
        return None
    # what was checked is how the preset is sent: as a raw text, only a preset whose peer's own raw
    # contexts were compared (raw_verified) stays verified
    return protocol.model_copy(update={"form": "prompt", "verified": protocol.raw_verified})


# model settings that only a chat template or a chat API reads: a raw prompt would ignore them
CHAT_ONLY_MODEL_SETTINGS = ("chat_template", "chat_template_kwargs", "reasoning_effort")


def _check_raw_model(cfg: RunConfig, sampler: Sampler, params: SamplingParams) -> None:
    """``prompt.raw`` with this model: settings it would ignore are refused, and a thinking budget
    needs the prompt's tokens (budget forcing continues token-in/token-out)."""
    ignored = [f"model.{k}" for k in CHAT_ONLY_MODEL_SETTINGS if getattr(cfg.model, k, None)]
    if ignored:
        raise ConfigError(
            f"--raw-prompt sends no chat template, so {', '.join(ignored)} would be recorded but never "
            "applied; drop it, or drop --raw-prompt"
        )
    if cfg.sampling.max_thinking_tokens is not None and sampler.tokenize_completion("x") is None:
        raise ConfigError(
            f"sampling.max_thinking_tokens continues a prompt token by token, and {cfg.model.ref} does not "
            "say a raw prompt's tokens; use a local backend or a vLLM server, or drop the budget"
        )
    if not params.stop:
        log.warning(
            "--raw-prompt with no stop strings: a base model writes on past its answer (often the next "
            "question and answer) until max_tokens; give exemplars (--fewshot K, --protocol) or "
            "sampling.stop"
        )


def _protocol(cfg: RunConfig, spec: BenchmarkSpec) -> Protocol | None:
    """The ``--protocol`` preset for this benchmark, refused beside another way of setting the prompt."""
    if cfg.prompt.protocol is None:
        if cfg.prompt.protocol_data is not None:
            raise ConfigError(
                "--protocol-data names the exemplar split of a --protocol; give --protocol NAME"
            )
        return None
    taken = [
        name
        for name, given in (
            ("--fewshot", cfg.prompt.fewshot),
            ("--fewshot-as-chat", cfg.prompt.fewshot_as_chat),
            ("prompt.template", cfg.prompt.template and cfg.prompt.template != spec.prompt_template),
        )
        if given
    ]
    if taken:
        raise ConfigError(
            f"--protocol {cfg.prompt.protocol} sets the prompt and its exemplars; drop {', '.join(taken)}"
        )
    return get_protocol(cfg.prompt.protocol, spec.name)


def _with_template(cfg: RunConfig, spec: BenchmarkSpec) -> BenchmarkSpec:
    """The spec with ``prompt.template`` in force (problems are rendered once, with it)."""
    if cfg.prompt.fewshot and cfg.prompt.template and cfg.prompt.template != spec.prompt_template:
        raise ConfigError(
            "prompt.template and --fewshot both set the prompt's format (few-shot prompts use the "
            "exemplar set's format); drop one of them"
        )
    if cfg.prompt.fewshot_as_chat and not cfg.prompt.fewshot:
        raise ConfigError("--fewshot-as-chat needs --fewshot K (K >= 1)")
    if not cfg.prompt.template or cfg.prompt.template == spec.prompt_template:
        return spec
    try:
        return BenchmarkSpec.model_validate({**spec.model_dump(), "prompt_template": cfg.prompt.template})
    except ValidationError as e:
        raise ConfigError(f"prompt.template: {e.errors()[0]['msg']}") from None


def sampling_params(cfg: RunConfig, spec: BenchmarkSpec, protocol: Protocol | None) -> SamplingParams:
    """The run's sampling: its settings, plus the few-shot set's or the protocol's stop strings; a
    protocol's token budget and temperature apply unless the run sets them."""
    s = cfg.sampling
    stop = list(s.stop)
    extra: tuple[str, ...] = ()
    if cfg.prompt.fewshot and not cfg.prompt.fewshot_as_chat:  # a base model goes on to the next exemplar
        extra = FEWSHOT_SETS[spec.fewshot or ""].stop
    max_tokens, temperature = s.max_tokens, s.temperature
    if protocol is not None:
        extra = protocol.stop
        given = s.model_fields_set
        if protocol.max_tokens is not None and "max_tokens" not in given:
            max_tokens = protocol.max_tokens
        if protocol.temperature is not None and "temperature" not in given:
            temperature = protocol.temperature
    stop += [x for x in extra if x not in stop]
    return SamplingParams(
        temperature=temperature,
        top_p=s.top_p,
        top_k=s.top_k,
        max_tokens=max_tokens,
        stop=tuple(stop),
        logprobs=s.logprobs,
    )


def protocol_record(protocol: Protocol, data: str | None) -> dict[str, Any]:
    """What config.toml's ``[prompt]`` says of a run under a protocol."""
    return {
        "protocol": protocol.name,
        **recorded_protocol_data(data),
        "protocol_peer": protocol.peer,
        "protocol_task": protocol.task,
        "protocol_definition": protocol.definition,
        "protocol_verified": protocol.verified,
        "protocol_shots": protocol.shots,
        "protocol_form": protocol.form,
    }


def recorded_protocol_data(data: str | None) -> dict[str, Any]:
    return {"protocol_data": str(Path(data).absolute())} if data else {}


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
