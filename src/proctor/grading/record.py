"""Grading a saved or fresh record: the one path ``proctor eval``, ``proctor regrade`` and the RL step
API share, so a sample gets the same grade whichever of them grades it."""

from __future__ import annotations

import asyncio

from proctor.envs.base import Trajectory
from proctor.grading.base import Grade, Grader


def question_of(record: Trajectory) -> str:
    """The question a judge needs: the first user message the model under test saw."""
    for m in record.messages:
        if m.get("role") == "user":
            return str(m.get("content", ""))
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


async def agrade_record(grader: Grader, record: Trajectory) -> Grade:
    """One grade of ``record.final_text`` against ``record.answer``: async judges awaited, pure graders
    in a thread; a grader with ``needs_question`` also gets the question (:func:`question_of`)."""
    answer = record.answer or ""
    if getattr(grader, "needs_question", False):  # a grader written before the flag has none: False
        agrade = getattr(grader, "agrade", None)
        if agrade is not None:
            return await agrade(record.final_text, answer, question=question_of(record))
        return await asyncio.to_thread(grader.grade, record.final_text, answer, question=question_of(record))  # type: ignore[call-arg]
    return await asyncio.to_thread(grader.grade, record.final_text, answer)
