"""The Grader contract: a thread-safe, bounded function of (response, answer) -> Grade."""

from __future__ import annotations

from typing import Any, Literal, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict

GradeStatus = Literal["ok", "timeout", "unparsable", "no_answer"]


class Grade(BaseModel):
    """The verdict on one response. ``status`` keeps "could not grade" apart from "incorrect"."""

    model_config = ConfigDict(frozen=True)

    correct: bool
    formatted: bool  # the response gave its answer in the expected format (e.g. a \\boxed{})
    extracted: str | None
    status: GradeStatus
    grader: str
    version: str
    details: dict[str, Any] | None = None  # grader-specific record, e.g. a judge's raw output (optional)


@runtime_checkable
class Grader(Protocol):
    """``grade`` is deterministic for the string graders; a judge grader asks a model, so its verdict
    is as repeatable as that model's sampling (see docs/grading.md). ``needs_question``: the grader
    also takes ``question=`` (the problem text) in ``grade`` and, when it has one, in an async
    ``agrade`` (see ``proctor.grading.record.agrade_record``)."""

    name: str
    version: str
    needs_question: bool

    def grade(self, response: str, answer: str) -> Grade: ...

    def check_gold(self, answer: str) -> str | None:
        """None when the gold answer is readable by this grader, else why not (for load-time errors)."""
        ...
