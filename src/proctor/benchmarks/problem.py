"""The Problem contract: frozen task data, kept apart from behaviour."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class Problem(BaseModel):
    """One validated benchmark row.

    ``prompt`` is the rendered user message (template applied); ``question`` is the raw problem text
    (for judges and reports); ``answer`` is the gold answer as the grader reads it. ``context`` holds
    chat turns that come before the prompt (few-shot exemplars as chat, ``--fewshot-as-chat``).
    """

    model_config = ConfigDict(frozen=True)

    id: str
    question: str
    prompt: str
    answer: str
    metadata: dict[str, Any] = Field(default_factory=dict)
    context: list[dict[str, str]] = Field(default_factory=list)
