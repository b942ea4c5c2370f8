"""RunConfig: every knob of a run, from a TOML file plus dotted ``--set a.b=c`` overrides.

The effective configuration is written to the run directory's ``config.toml``; ``--resume`` reloads
that file and nothing else. Precedence: defaults < ``--config FILE`` < command-line flags < ``--set``.
Saved configs are compared key by key (:func:`config_differences`): shards and merge refuse a
difference, ``proctor compare`` warns about one.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from proctor.models import DEFAULT_MODEL, ModelOptions
from proctor.models.base import StopStrings
from proctor.suggest import unknown_key_hint
from proctor.textfile import read_utf8


class ConfigError(ValueError):
    """A configuration problem, with a message that says what to change."""


def parse_ids(text: str) -> list[str]:
    """``ID,ID`` or ``@FILE`` -> ids in the order given, duplicates dropped; an empty list is refused."""
    if text.startswith("@"):
        path = Path(text[1:])
        if not path.is_file():
            raise ConfigError(
                f"--problems {text}: no such file {path}.\n"
                "Fix: give a file of problem ids, one per line (proctor compare --flipped-out FILE writes one)."
            )
        lines = read_utf8(path, ConfigError).splitlines()
        parts = [line for line in lines if not line.lstrip().startswith("#")]
        where = f"file {path}"
    else:
        parts, where = text.split(","), f"{text!r}"
    ids = list(dict.fromkeys(p.strip() for p in parts if p.strip()))
    if not ids:
        raise ConfigError(
            f"--problems {where} names no problem id.\nFix: give ids separated by commas, or @FILE "
            "with one id per line."
        )
    return ids


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)  # inf / nan are no setting


class RunSection(_Section):
    seed: int = Field(0, ge=0, description="run seed (>= 0); each generation's seed is a stable hash of it")
    output: str = Field("runs", description="root folder of run directories")


class BenchmarkSection(_Section):
    name: str = Field("arith", description="registry name (see `proctor benchmarks`)")
    data: str | None = Field(None, description="local file or save_to_disk folder replacing the hub source")
    problems: list[str] | None = Field(
        None, description="only these problem ids (or '@FILE', one id per line); recorded as the list"
    )
    limit: int | None = Field(None, ge=1, description="first K problems only")
    sample: int | None = Field(None, ge=1, description="a seeded random K of the problems (after limit)")
    sample_seed: int = Field(0, ge=0, description="seed of the --sample draw")
    columns: dict[str, str] = Field(
        default_factory=dict, description="source column per field, e.g. {problem = 'question'}"
    )

    @field_validator("problems", mode="before")
    @classmethod
    def _read_ids(cls, value: Any) -> Any:
        """``"a,b"`` or ``"@FILE"`` (a config file, ``--set``, ``--problems``) become the id list."""
        return parse_ids(value) if isinstance(value, str) else value


class ModelSection(ModelOptions):
    ref: str = Field(DEFAULT_MODEL, description="BACKEND:SPEC, e.g. llamacpp:smollm2")


class SamplingSection(_Section):
    n: int = Field(1, ge=1, description="samples per problem")
    temperature: float = Field(0.6, ge=0.0)
    top_p: float = Field(1.0, gt=0.0, le=1.0)
    top_k: int | None = Field(None, ge=1)
    max_tokens: int = Field(1024, ge=1, description="completion tokens per model call")
    max_thinking_tokens: int | None = Field(
        None, ge=1, description="a reasoning model's thinking budget: then close it and force the answer"
    )
    stop: StopStrings = Field(default_factory=list, description="stop strings (each non-empty)")
    logprobs: bool = Field(
        False, description="record each generated token's log-probability on the turns (the text is the same)"
    )


class PromptSection(_Section):
    system: str | None = Field(None, description="system prompt; wins over everything else")
    per_model: dict[str, str] = Field(default_factory=dict, description="system prompt per model ref")
    template: str | None = Field(
        None, description="user prompt template with {problem}; default: benchmark's"
    )
    fewshot: int = Field(0, ge=0, description="worked exemplars before each problem (base models)")
    fewshot_as_chat: bool = Field(False, description="few-shot exemplars as chat turns, not one prompt")
    protocol: str | None = Field(
        None,
        description="a peer's protocol preset (`proctor protocols`): its prompt, exemplars, stop strings, "
        "budget and metrics",
    )
    protocol_data: str | None = Field(
        None, description="the file holding the protocol's exemplar split (default: the hub split)"
    )
    raw: bool = Field(
        False,
        description="send the prompt as plain text to the model's completion, without any chat template "
        "(base models; lm-eval without --apply_chat_template): no system prompt, exemplars in the text",
    )


class EnvSection(BaseModel):
    """``name`` picks the env; the other keys are that env's own options (validated by the env)."""

    model_config = ConfigDict(extra="allow")

    name: str = Field("text-only", description="text-only | tool | ... (see proctor.envs)")
    keep_thinking: bool = Field(
        False,
        description="multi-turn envs: a reasoning model's earlier thinking stays in what the other agents, "
        "the env and its own later turns see (default: dropped, as reasoning models' chat templates do)",
    )


class GraderSection(_Section):
    name: str | None = Field(None, description="default: the benchmark's grader")
    options: dict[str, Any] = Field(default_factory=dict)


class RunnerSection(_Section):
    concurrency: Annotated[int, Field(ge=1)] | Literal["auto"] = Field(
        4,
        description="generations in flight at once; auto: as many as keep the servers busy, read from "
        "their /metrics (proctor.models.openai.load; fixed at 4 where they have none). Default: auto for "
        "openai: models, 4 for local backends",
    )
    progress_every_s: float = Field(
        30.0,
        ge=0.0,
        description="seconds between progress lines in eval.log (and stderr off a terminal); 0: none",
    )


class TrackingSection(_Section):
    """Where a finished run is sent (``runs/tracking.py``, ``runs/hub.py``); never changes a record."""

    to: list[Literal["wandb", "mlflow"]] = Field(
        default_factory=list, description="experiment trackers to log the finished run to"
    )
    project: str = Field("proctor", description="W&B project / MLflow experiment")
    mlflow_uri: str | None = Field(None, description="MLflow tracking URI; default: MLFLOW_TRACKING_URI")
    transcripts: bool = Field(False, description="add the transcript columns to the logged table")
    push_to_hub: str | None = Field(None, description="Hugging Face dataset repo to upload the run to")
    hub_private: bool = Field(False, description="create that repo private")


class RunConfig(_Section):
    run: RunSection = Field(default_factory=RunSection)
    benchmark: BenchmarkSection = Field(default_factory=BenchmarkSection)
    model: ModelSection = Field(default_factory=ModelSection)
    sampling: SamplingSection = Field(default_factory=SamplingSection)
    prompt: PromptSection = Field(default_factory=PromptSection)
    env: EnvSection = Field(default_factory=EnvSection)
    grader: GraderSection = Field(default_factory=GraderSection)
    runner: RunnerSection = Field(default_factory=RunnerSection)
    tracking: TrackingSection = Field(default_factory=TrackingSection)


def parse_value(text: str) -> Any:
    """A ``--set`` value as TOML (numbers, booleans, lists, quoted strings); bare words stay strings."""
    try:
        return tomllib.loads(f"v = {text}")["v"]
    except tomllib.TOMLDecodeError:
        return text


def apply_set(data: dict[str, Any], assignment: str) -> None:
    """Apply one ``a.b.c=value`` to a nested dict in place."""
    key, sep, value = assignment.partition("=")
    key = key.strip()
    if not sep or not key or any(not part for part in key.split(".")):
        raise ConfigError(
            f"--set {assignment!r}: expected KEY.PATH=VALUE, e.g. --set sampling.temperature=0.2"
        )
    _assign(data, key, parse_value(value.strip()), assignment)


def _assign(data: dict[str, Any], key: str, value: Any, assignment: str) -> None:
    """``data[a][b][c] = value`` for the dotted ``key``, creating sections on the way."""
    *parents, leaf = key.split(".")
    node = data
    for part in parents:
        child = node.setdefault(part, {})
        if not isinstance(child, dict):
            raise ConfigError(f"--set {assignment!r}: {part!r} is a value, not a section")
        node = child
    node[leaf] = value


def read_toml(path: str | Path) -> dict[str, Any]:
    p = Path(path)
    if not p.is_file():
        raise ConfigError(f"config file {p} does not exist")
    try:
        return tomllib.loads(read_utf8(p, ConfigError))
    except tomllib.TOMLDecodeError as e:
        raise ConfigError(f"config file {p} is not valid TOML: {e}") from e


def build_config(
    file: str | Path | None = None, flags: dict[str, Any] | None = None, sets: list[str] | None = None
) -> RunConfig:
    """Defaults < file < flags (dotted keys, None = not given) < --set assignments."""
    data: dict[str, Any] = read_toml(file) if file else {}
    data.pop("resolved", None)  # facts written by a run, not inputs
    for key, value in (flags or {}).items():
        if value is not None:
            _assign(data, key, value, f"{key}=__placeholder__")
    for s in sets or []:
        apply_set(data, s)
    try:
        return RunConfig.model_validate(data)
    except ValidationError as e:
        lines = []
        for err in e.errors():
            loc = ".".join(str(p) for p in err["loc"])
            hint = unknown_key_hint(RunConfig, err["loc"]) if err["type"] == "extra_forbidden" else ""
            got = "" if err["type"] == "extra_forbidden" else f" (got {err['input']!r})"
            lines.append(f"  {loc}: {err['msg']}{got}{hint}")
        raise ConfigError("invalid configuration:\n" + "\n".join(lines)) from None


def flatten(config: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    """``{"a": {"b": 1}}`` -> ``{"a.b": 1}``."""
    out: dict[str, Any] = {}
    for key, value in config.items():
        path = f"{prefix}{key}"
        if isinstance(value, Mapping):
            out.update(flatten(value, path + "."))
        else:
            out[path] = value
    return out


# Keys that differ between runs without making a comparison of them unfair: the model (what is
# compared: its reference, adapter and what its backend resolved them to), where it was served
# from and with which key, how long a request may take and how it is retried, how many requests
# were in flight, where results were sent. Every other model setting (think_tags,
# chat_template_kwargs, chat_template, n_ctx, reasoning_effort, ...) can change a result: it is named.
_IGNORED_PREFIXES = ("model.ref", "model.adapter", "model.base_url", "model.api_key_env", "model.request_timeout_s", "model.retry.", "resolved.model.", "runner.concurrency", "resolved.concurrency", "runner.progress_every_s", "tracking.")  # fmt: skip
_IGNORED_LEAVES = {"id", "run_id", "created", "created_at", "started", "started_at", "finished", "output", "dir", "path", "timestamp", "host", "hostname"}  # fmt: skip


def fair_to_differ(key: str) -> bool:
    """Whether two compared runs may differ in the dotted ``key`` (the model and run bookkeeping)."""
    return key.startswith(_IGNORED_PREFIXES) or key.rsplit(".", 1)[-1] in _IGNORED_LEAVES


UNSET = object()  # a key a config leaves out that has no default (an env's own option)


def default_settings() -> dict[str, Any]:
    """Every setting's default, dotted (``sampling.n``: 1): what a config.toml that leaves a key out
    means (TOML has no null, so an unset ``top_k`` is absent; an older run lacks newer keys)."""
    return flatten(RunConfig().model_dump(mode="json"))


def setting_values(
    configs: Sequence[Mapping[str, Any]], *, ignore: Callable[[str], bool] = fair_to_differ
) -> dict[str, list[Any]]:
    """The dotted keys (sorted; ``ignore`` aside) on which the configs disagree, with each config's
    value; a key a config leaves out counts as its default, so unset and default are no difference
    (a key with no default, left out: :data:`UNSET`)."""
    defaults = default_settings()
    flat = [flatten(c) for c in configs]
    out: dict[str, list[Any]] = {}
    for key in sorted(set().union(*flat)) if flat else []:
        if ignore(key):
            continue
        values = [f[key] if key in f else defaults.get(key, UNSET) for f in flat]
        if not all(v is values[0] or v == values[0] for v in values[1:]):
            out[key] = values
    return out


def config_differences(
    configs: Sequence[Mapping[str, Any]],
    names: Sequence[str] | None = None,
    *,
    ignore: Callable[[str], bool] = fair_to_differ,
) -> list[str]:
    """One line per dotted key (sorted; keys ``ignore`` accepts aside) whose value differs
    (:func:`setting_values`: a key left out is at its default, so unset vs default is no difference).

    With ``names`` (one per config), a warning: ``key differs (A: 0.2, B: 1.0)``, a key a config
    lacks (and has no value by default) shown as ``'<unset>'``. Without, two configs, the expected
    and the found: ``key: 0.2 -> 1.0``, a lacking key shown as ``(unset)``, a long value cut to 60
    characters.
    """
    if names is None and len(configs) != 2:
        raise ValueError(f"config_differences: without names, give two configs (got {len(configs)})")
    out = []
    for key, values in setting_values(configs, ignore=ignore).items():
        if names is None:
            out.append(f"{key}: {_short(values[0])} -> {_short(values[1])}")
        else:
            shown = ", ".join(
                f"{name}: {'<unset>' if v is UNSET or v is None else v!r}"
                for name, v in zip(names, values, strict=True)
            )
            out.append(f"{key} differs ({shown})")
    return out


def _short(v: Any) -> str:
    text = "(unset)" if v is None or v is UNSET else repr(v)
    return text if len(text) <= 60 else text[:57] + "..."


def model_name(config: dict[str, Any]) -> str:
    """The model under test: its reference, plus the LoRA adapter when one was loaded on the base."""
    model = config.get("model", {})
    ref = str(model.get("ref", "?"))
    return f"{ref} + {model['adapter']}" if model.get("adapter") else ref


# A checkpoint's step in a model or adapter name: ``step-200``, ``checkpoint-1000``, ``ckpt_50``,
# ``global_step300``, ``iter-4000``; the last such in the name.
STEP_PATTERN = re.compile(
    r"(?<![A-Za-z])(?:global[_-]?step|checkpoint|ckpt|step|iter)[-_=@]?(\d+)(?!\d)", re.I
)


def checkpoint_step(name: str) -> int | None:
    """The checkpoint step a model reference (or ``ref + adapter``) names, or None."""
    found = list(STEP_PATTERN.finditer(name))
    return int(found[-1].group(1)) if found else None
