"""``[env]`` options of ``--env tool`` (``ToolOptions``): its budgets, formats and sandbox settings,
every one recorded in config.toml."""

from __future__ import annotations

import logging
import re
from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, field_validator

from proctor.envs import tool_openai as oai
from proctor.envs import tool_protocol as tp
from proctor.envs.context import DEFAULT_MAX_TOTAL_TOKENS, EnvContext
from proctor.models.base import FatalError

log = logging.getLogger("proctor")


class ToolOptions(BaseModel):
    """``[env]`` options of ``--env tool``; every budget here is recorded in config.toml."""

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

    tool_format: Literal["auto", "qwen", "fenced", "openai", "native"] = Field(
        "auto",
        description="auto: openai when an openai: server says it takes tools (GET /props), else qwen "
        "when the model reference names a Qwen model, else fenced; native: the chat "
        "template's own tools and tool calls (local backends)",
    )
    tool_choice: str | None = Field(
        None,
        description="tool_format=openai: the request's tool_choice, auto | required | none | "
        f"{tp.TOOL_NAME} (that function); None: not sent",
    )
    tool_choice_turns: int | None = Field(
        None, ge=1, description="turns that send tool_choice; default: 1 for required or a name, else all"
    )
    max_tool_calls: int = Field(4, ge=0, description="tool calls per trajectory")
    max_turns: int = Field(6, ge=1, description="model calls per trajectory")
    max_total_tokens: int = Field(
        DEFAULT_MAX_TOTAL_TOKENS, ge=2, description="per trajectory, prompt included"
    )
    max_tokens_per_turn: int | None = Field(None, ge=1, description="default: sampling.max_tokens")
    max_observation_tokens: int = Field(512, ge=16, description="per tool result, truncated with a marker")
    max_reminders: int = Field(2, ge=0, description="reminders when a turn neither calls nor answers")
    reminder: str | None = Field(None, description="reminder text; default depends on tool_format")
    final_answer_pattern: str = Field(r"\\boxed\s*\{", description="regex: the turn gives a final answer")
    turn_markers: str | tp.TurnMarkers = Field(
        "auto", description="auto | chatml | llama3 | {assistant_end, user_start, user_end, assistant_start}"
    )
    stateful: bool = Field(False, description="variables persist across the calls of a trajectory")
    timeout_s: float = Field(10.0, gt=0, description="sandbox timeout per tool call")
    memory_mb: int = Field(1024, ge=256, description="sandbox memory limit per call")
    workers: int = Field(4, ge=1, description="sandbox worker processes")
    max_output_bytes: int = Field(65536, ge=256, description="sandbox cap on stdout/stderr")
    sandbox_url: str | None = Field(
        None, pattern=r"^https?://", description="a `proctor sandbox serve` service to run the calls on"
    )
    sandbox_token_env: str = Field(
        "PROCTOR_SANDBOX_TOKEN",
        description="env var holding the service's token (the token is never recorded)",
    )

    @field_validator("final_answer_pattern")
    @classmethod
    def _regex(cls, v: str) -> str:
        try:
            re.compile(v)
        except re.error as e:
            raise ValueError(f"not a valid regular expression ({e})") from None
        return v

    @field_validator("tool_choice")
    @classmethod
    def _choice(cls, v: str | None) -> str | None:
        if v is not None and v not in ("auto", "required", "none", tp.TOOL_NAME):
            raise ValueError(f"use auto, required, none or {tp.TOOL_NAME} (the only function)")
        return v

    @field_validator("turn_markers")
    @classmethod
    def _markers(cls, v: str | tp.TurnMarkers) -> str | tp.TurnMarkers:
        if isinstance(v, str) and v != "auto" and v not in tp.MARKER_PRESETS:
            raise ValueError(f"use auto, {', '.join(tp.MARKER_PRESETS)} or a table of the four markers")
        return v


def resolve_format(fmt: str, ctx: EnvContext) -> tuple[tp.ToolFormat, str | None]:
    """The format ``env.tool_format`` names, and why ``auto`` chose it (None when it was given)."""
    if fmt != "auto":
        return fmt, None  # type: ignore[return-value]
    says, why = oai.server_says_tools(ctx)
    named = "qwen" in ctx.model_ref.lower()
    rule = f"the model reference {'names' if named else 'names no'} Qwen model"
    why_not = f"auto: {why}; {rule}" if why else f"auto: {rule}"
    out = ("openai", f"auto: {why}") if says else ("qwen" if named else "fenced", why_not)
    log.info("env.tool_format=%s (%s)", *out)
    return out  # type: ignore[return-value]


def check_format(opts: ToolOptions, fmt: str, ctx: EnvContext) -> None:
    """Refuse, before the run starts, a format the model's backend cannot serve."""
    if fmt == oai.OPENAI and not ctx.model_ref.startswith("openai:"):
        fmts = get_args(ToolOptions.model_fields["tool_format"].annotation)
        text = [f for f in fmts if f not in ("auto", oai.OPENAI)]
        raise FatalError(
            f"env.tool_format=openai needs an openai: model (a server's structured tool calling); "
            f"{ctx.model_ref or 'this model'} takes env.tool_format={' | '.join(['auto', *text])}"
        )
    if opts.tool_choice is not None and fmt != oai.OPENAI:
        raise FatalError(
            f"env.tool_choice={opts.tool_choice} applies to env.tool_format=openai only (this run uses "
            f"{fmt}); drop env.tool_choice or set env.tool_format=openai"
        )
