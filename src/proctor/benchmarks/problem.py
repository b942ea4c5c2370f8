"""The Problem contract: frozen task data, kept apart from behaviour."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class Problem(BaseModel):
    """One validated benchmark row.

    ``prompt`` is the rendered user message (template applied); ``question`` is the raw problem text
    (for judges and reports); ``answer`` is the gold answer as the grader reads it.
    """

    model_config = ConfigDict(frozen=True)

    id: str
    question: str
    prompt: str
    answer: str
    metadata: dict[str, Any] = Field(default_factory=dict)
