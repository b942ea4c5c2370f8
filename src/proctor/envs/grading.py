"""Grading a saved or fresh record: the one path ``proctor eval``, ``proctor regrade`` and the RL step
API share, so a sample gets the same grade whichever of them grades it.

It stands beside the envs because it reads a Trajectory (the prompt the model saw, whether it was
cut); the graders under it know nothing of trajectories (docs/design.md, Layers)."""

from __future__ import annotations

import asyncio

from proctor.envs.base import Trajectory, is_truncated
from proctor.grading.base import Grade, Grader, context_kwargs, grade_text


def question_of(record: Trajectory) -> str:
    """The question a judge needs: the user message just before the model's first turn (few-shot
    exemplars given as chat turns come before it), else the first user message."""
    own = {t.text for t in record.turns}
    last_user = None
    for m in record.messages:
        if m.get("role") == "user":
            last_user = m
        elif m.get("role") == "assistant" and _content(m) in own and last_user is not None:
            return _content(last_user)
    for m in record.messages:
        if m.get("role") == "user":
            return _content(m)
    return ""


def apply_grade(record: Trajectory, grade: Grade) -> Trajectory:
    """The record with ``grade`` written on it (a grader's details go to ``info.grade_details``)."""
    info = {k: v for k, v in record.info.items() if k != "grade_details"}
    if grade.details:
        info["grade_details"] = grade.details
    return record.model_copy(
        update={
            "extracted": grade.extracted,
            "correct": grade.correct,
            "formatted": grade.formatted,
            "grade_status": grade.status,
            "grader": grade.grader,
            "grader_version": grade.version,
            "info": info,
        }
    )


def _content(message: dict) -> str:
    content = message.get("content", "")
    if isinstance(content, list):  # content parts
        return "".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return str(content or "")


def prompt_of(record: Trajectory) -> str:
    """All the text the model saw before its final completion that it did not write itself: the
    system prompt, the instructions, few-shot exemplars (assistant turns included) and the problem;
    not its own earlier turns, nor tool results (what its code printed is its own work)."""
    own = {t.text for t in record.turns}
    messages = list(record.messages)
    for i in range(len(messages) - 1, -1, -1):  # the final completion and what follows it
        if messages[i].get("role") == "assistant" and _content(messages[i]) == record.final_text:
            messages = messages[:i]
            break
    return "\n\n".join(
        _content(m)
        for m in messages
        if m.get("role") not in ("tool", "ipython")
        and not (m.get("role") == "assistant" and _content(m) in own)
    )


def truncated_of(record: Trajectory) -> bool:
    """Whether the final completion stopped at the token limit (inside its thinking, too): the
    truncation rate's rule, :func:`proctor.envs.base.is_truncated`."""
    return is_truncated(record.stop_reason, record.finish_reason)


async def agrade_record(grader: Grader, record: Trajectory) -> Grade:
    """One grade of ``record.final_text`` against ``record.answer``: async judges awaited, pure graders
    in a thread. A grader gets the prompt (:func:`prompt_of`) and whether the completion was cut
    (:func:`truncated_of`) where its ``grade`` takes them; one with ``needs_question`` also gets the
    question (:func:`question_of`)."""
    answer = record.answer or ""
    prompt, truncated = prompt_of(record), truncated_of(record)
    if getattr(grader, "needs_question", False):  # a grader written before the flag has none: False
        agrade = getattr(grader, "agrade", None)
        if agrade is not None:
            context = context_kwargs(agrade, prompt, truncated)
            return await agrade(record.final_text, answer, question=question_of(record), **context)
        return await asyncio.to_thread(
            grade_text,
            grader,
            record.final_text,
            answer,
            prompt=prompt,
            truncated=truncated,
            question=question_of(record),
        )
    return await asyncio.to_thread(
        grade_text, grader, record.final_text, answer, prompt=prompt, truncated=truncated
    )
