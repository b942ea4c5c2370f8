"""Model backends behind one reference syntax: ``BACKEND:SPEC``.

- ``llamacpp:smollm2`` (the embedded default), ``llamacpp:/path/model.gguf``
- ``openai:MODEL`` (any OpenAI-compatible server; ``--base-url``), ``hf:NAME_OR_PATH``, ``vllm:NAME_OR_PATH``
- ``mock:TEXT`` (scripted, for tests)

A fine-tuned checkpoint differs from its base only in the reference and ``ModelOptions.adapter``.
"""

from __future__ import annotations

import importlib
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from proctor.models.base import (
    BackendError,
    Completion,
    FatalError,
    Message,
    Prompt,
    SampleError,
    Sampler,
    SamplingParams,
    TransientError,
)
from proctor.models.retry import RetryingSampler, RetryPolicy

DEFAULT_MODEL = "llamacpp:smollm2"

# backend name -> module that defines ``from_ref(spec: str, options: ModelOptions) -> Sampler``
BACKENDS: dict[str, str] = {
    "llamacpp": "proctor.models.llamacpp",
    "mock": "proctor.models.mock",
    "openai": "proctor.models.openai",
    "hf": "proctor.models.hf",
    "vllm": "proctor.models.vllm",
}


RETRY_BUDGET_TIMEOUTS = 3  # the default retry budget, in request timeouts: a timeout is retried twice


class ModelOptions(BaseModel):
    """Backend options beside the reference. Only what a backend actually uses is recorded."""

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

    adapter: str | None = Field(None, description="LoRA adapter path (a fine-tuned checkpoint of the base)")
    base_url: str | None = Field(None, description="OpenAI-compatible endpoint(s), comma-separated, or @file")
    api_key_env: str = Field("OPENAI_API_KEY", description="environment variable holding the API key")
    n_ctx: int = Field(4096, ge=256, description="context window for local backends")
    n_threads: int | None = Field(
        None, ge=1, description="CPU threads for local backends (default: half the cores)"
    )
    batch_decode: bool = Field(
        False,
        description="llamacpp: decode concurrent requests in one batch (faster; a seed's text then depends "
        "on which requests shared the batch, see docs/backends.md)",
    )
    flash_attn: bool = Field(
        False,
        description="llamacpp: flash attention in every context of the model (faster, mostly for "
        "batch_decode; other, equally valid texts than without it, see docs/backends.md)",
    )
    request_timeout_s: float = Field(600.0, gt=0, description="wall-clock limit of one HTTP request")
    retry: RetryPolicy = Field(default_factory=RetryPolicy, description="retries of transient faults")
    extra: dict[str, Any] = Field(default_factory=dict, description="backend-specific options")
    think_tags: list[str] = Field(
        default_factory=lambda: ["<think>", "</think>"],
        description="a reasoning model's [open, close] thinking tags; [] reads every completion as an answer",
    )
    chat_template_kwargs: dict[str, Any] = Field(
        default_factory=dict,
        description="variables for the chat template, e.g. {enable_thinking = false} (Qwen3); local "
        "backends render with them, openai: sends them as chat_template_kwargs",
    )
    chat_template: str | None = Field(
        None,
        description="local backends: a Jinja chat template file that replaces the model's own (e.g. a "
        "tool-calling template for env.tool_format=native)",
    )
    reasoning_effort: str | None = Field(
        None, description="low | medium | high, for APIs that take it (openai: reasoning_effort)"
    )

    @model_validator(mode="after")
    def _budget_outlasts_a_timeout(self) -> ModelOptions:
        """A retry budget no longer than one request's timeout spends itself on the first timeout,
        so a timed-out request would never be retried: such a budget, set explicitly, is refused."""
        retry = self.retry
        if (
            "budget_s" in retry.model_fields_set
            and retry.max_retries
            and retry.budget_s <= self.request_timeout_s
        ):
            raise ValueError(
                f"model.retry.budget_s ({retry.budget_s:g}) is not longer than model.request_timeout_s "
                f"({self.request_timeout_s:g}): a request that times out would never be retried; raise "
                f"model.retry.budget_s above {self.request_timeout_s:g} (e.g. "
                f"{RETRY_BUDGET_TIMEOUTS * self.request_timeout_s:g}) or lower model.request_timeout_s"
            )
        return self

    @property
    def retry_policy(self) -> RetryPolicy:
        """``retry`` as a run uses it: a budget left at its default covers at least
        :data:`RETRY_BUDGET_TIMEOUTS` request timeouts, so a timed-out request is retried."""
        retry, floor = self.retry, RETRY_BUDGET_TIMEOUTS * self.request_timeout_s
        if "budget_s" in retry.model_fields_set or retry.budget_s >= floor:
            return retry
        return retry.model_copy(update={"budget_s": floor})

    @field_validator("think_tags")
    @classmethod
    def _two_tags(cls, value: list[str]) -> list[str]:
        if value and (len(value) != 2 or not all(value)):
            raise ValueError("think_tags is [open, close] (two non-empty strings), or [] for none")
        return value


class ModelRefError(ValueError):
    pass


def split_ref(ref: str) -> tuple[str, str]:
    backend, sep, spec = ref.partition(":")
    if not sep or backend not in BACKENDS:
        known = ", ".join(f"{b}:..." for b in BACKENDS)
        raise ModelRefError(
            f"model reference {ref!r} is not BACKEND:SPEC with a known backend ({known}); "
            f"e.g. --model {DEFAULT_MODEL} or --model llamacpp:/path/model.gguf"
        )
    return backend, spec


def load_sampler(ref: str, options: ModelOptions | None = None) -> Sampler:
    """Build the sampler a model reference names (imports the backend lazily)."""
    backend, spec = split_ref(ref)
    module = importlib.import_module(BACKENDS[backend])
    return module.from_ref(spec, options or ModelOptions())


__all__ = [
    "BACKENDS",
    "DEFAULT_MODEL",
    "BackendError",
    "Completion",
    "FatalError",
    "Message",
    "ModelOptions",
    "ModelRefError",
    "RetryPolicy",
    "RetryingSampler",
    "Prompt",
    "SampleError",
    "Sampler",
    "SamplingParams",
    "TransientError",
    "load_sampler",
    "split_ref",
]
