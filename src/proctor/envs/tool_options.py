"""``[env]`` options of ``--env tool`` (``ToolOptions``): its budgets, formats and sandbox settings,
every one recorded in config.toml."""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from proctor.envs import tool_protocol as tp
from proctor.envs.context import DEFAULT_MAX_TOTAL_TOKENS


class ToolOptions(BaseModel):
    """``[env]`` options of ``--env tool``; every budget here is recorded in config.toml."""

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

    tool_format: Literal["auto", "qwen", "fenced", "native"] = Field(
        "auto",
        description="auto: qwen when the model reference names a Qwen model, else fenced; native: the chat "
        "template's own tools and tool calls (local backends)",
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

    @field_validator("turn_markers")
    @classmethod
    def _markers(cls, v: str | tp.TurnMarkers) -> str | tp.TurnMarkers:
        if isinstance(v, str) and v != "auto" and v not in tp.MARKER_PRESETS:
            raise ValueError(f"use auto, {', '.join(tp.MARKER_PRESETS)} or a table of the four markers")
        return v
