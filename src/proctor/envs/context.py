"""What an env is built from: the run's prompts, sampling parameters and helpers to make its own models."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ValidationError

from proctor.models.base import SamplingParams
from proctor.suggest import unknown_key_hint

# Prompt + completion tokens of one trajectory, the same default in every env so that text-only and
# tool runs of a benchmark have the same total budget unless the user changes it.
DEFAULT_MAX_TOTAL_TOKENS = 8192


class EnvError(ValueError):
    """Bad env configuration (raised before any model call)."""


@dataclass
class EnvContext:
    system_prompt: str | None  # already resolved (config > per-model > benchmark > none)
    sampling: SamplingParams
    benchmark: str = ""
    model_ref: str = ""
    raw_prompt: bool = False  # prompt.raw: the problem's prompt as a plain completion text (text-only)
    extras: dict[str, Any] = field(default_factory=dict)  # e.g. a shared sandbox, a model loader


def parse_options(model: type[BaseModel], options: dict[str, Any], env: str) -> Any:
    """Validate an env's options; an unknown or bad key names itself and the env."""
    try:
        return model.model_validate(options)
    except ValidationError as e:
        lines = [
            f"  env.{'.'.join(str(p) for p in err['loc'])}: {err['msg']}"
            + (unknown_key_hint(model, err["loc"], "env.") if err["type"] == "extra_forbidden" else "")
            for err in e.errors()
        ]
        raise EnvError(f"invalid options for env {env!r}:\n" + "\n".join(lines)) from None
