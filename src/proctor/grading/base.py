"""The Grader contract: a thread-safe, bounded function of (response, answer) -> Grade."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from functools import lru_cache
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


CONTEXT = ("prompt", "truncated")  # what a grade may know besides the response and the gold


@lru_cache(maxsize=1024)
def _accepted(fn: Callable[..., object]) -> frozenset[str]:
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):  # a builtin without a signature: the two positional arguments
        return frozenset()
    if any(p.kind is p.VAR_KEYWORD for p in params):
        return frozenset(CONTEXT)
    return frozenset(p.name for p in params if p.name in CONTEXT and p.kind is not p.POSITIONAL_ONLY)


def context_kwargs(fn: Callable[..., object], prompt: str, truncated: bool) -> dict[str, object]:
    """The keywords of ``prompt`` and ``truncated`` that ``fn`` declares (a grade function written as
    ``(response, answer)`` gets neither)."""
    accepted = _accepted(getattr(fn, "__func__", fn)) if callable(fn) else frozenset()
    given = {"prompt": prompt, "truncated": truncated}
    return {k: v for k, v in given.items() if k in accepted}


@runtime_checkable
class Grader(Protocol):
    """``grade`` is deterministic for the string graders; a judge grader asks a model, so its verdict
    is as repeatable as that model's sampling (see docs/grading.md). ``needs_question``: the grader
    also takes ``question=`` (the problem text) in ``grade`` and, when it has one, in an async
    ``agrade`` (see ``proctor.envs.grading.agrade_record``).

    The built-in graders' ``grade`` also takes ``prompt=`` (the whole text the model saw: copies of it
    in the response are not its answer) and ``truncated=`` (it stopped at the token limit); callers
    pass them only to a ``grade`` that declares them (:func:`context_kwargs`)."""

    name: str
    version: str
    needs_question: bool

    def grade(self, response: str, answer: str) -> Grade: ...

    def check_gold(self, answer: str) -> str | None:
        """None when the gold answer is readable by this grader, else why not (for load-time errors)."""
        ...


def grade_text(
    grader: Grader, response: str, answer: str, *, prompt: str = "", truncated: bool = False, **extra: object
) -> Grade:
    """``grader.grade(response, answer)`` with ``prompt`` and ``truncated`` where it takes them."""
    return grader.grade(response, answer, **extra, **context_kwargs(grader.grade, prompt, truncated))  # type: ignore[call-arg]
