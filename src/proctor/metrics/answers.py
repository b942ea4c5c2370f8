"""Which answers maj@N counts as the same: the equivalence of the grader that graded the run.

A grader offers its equivalence as ``same_answer(a, b) -> bool`` on two extracted answers (math:
symbolic equivalence; integer and number: the same number; mcq: the same letter; a custom grader
function may carry one as its ``same_answer`` attribute). A grader without one (the judge, whose
"extracted" values are scores, or a custom function without ``same_answer``) has no maj@N: it is
reported as undefined with the reason, never computed on a stand-in equivalence.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from proctor.metrics.estimators import Equivalence, exact_match


@dataclass(frozen=True)
class AnswerEquivalence:
    """The equivalence maj@N uses (None: maj@N is undefined, ``reason`` says why)."""

    same: Equivalence | None
    reason: str | None = None


def answer_equivalence(graders: Iterable[str | None]) -> AnswerEquivalence:
    """The equivalence for answers extracted by the graders named on a run's records.

    Records that name no grader (hand-made records) vote by exact match. Records of several
    graders have no single equivalence: maj@N is undefined.
    """
    names = sorted({g for g in graders if g}, key=str)
    if not names:
        return AnswerEquivalence(exact_match)
    if len(names) > 1:
        return AnswerEquivalence(None, f"samples were graded by several graders ({', '.join(names)})")
    return grader_equivalence(names[0])


def grader_equivalence(name: str) -> AnswerEquivalence:
    """The ``same_answer`` hook of the grader called ``name``, or why it has none."""
    if name == "judge":
        return AnswerEquivalence(None, "the judge grader scores responses; it has no answer equivalence")
    from proctor.grading import get_grader  # imported on use: metrics do not need the graders otherwise

    try:
        grader = get_grader(name)
    except (ValueError, ImportError) as e:
        return AnswerEquivalence(None, f"grader {name!r} cannot be loaded here ({e})")
    same = getattr(grader, "same_answer", None)
    if same is None:
        return AnswerEquivalence(None, f"grader {name!r} has no same_answer(a, b) equivalence")
    return AnswerEquivalence(same)
