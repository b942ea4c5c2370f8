"""Reward functions with the signature TRL's ``GRPOTrainer`` calls: ``fn(completions, answer, **kwargs)``.

TRL passes ``prompts``, ``completions`` and every dataset column as keyword arguments; ``answer`` is
the dataset's answer column. The graders read ``prompts`` (text a completion copied from its prompt
is not its answer) and ``truncated`` (one bool per completion: it stopped at the token limit, so only
a final-answer marker states an answer). TRL passes no finish reason but passes ``completion_ids``:
give the reward ``eos_token_ids`` and a completion whose ids do not end in one of them counts as cut,
the rule TRL's own ``completions/clipped_ratio`` uses and the one ``proctor eval`` records as a
``length`` finish; another trainer passes ``truncated=``. A completion is a string (plain) or a list of messages (conversational);
its text is the last assistant message, as ``final_text`` is in ``proctor eval``. Each reward grades
with the same grader objects as ``proctor eval`` (``proctor.grading.get_grader``), so the reward of a
completion is exactly the ``correct`` that ``proctor eval`` records for it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from proctor.grading.base import Grade, Grader, grade_text


def completion_text(completion: str | Sequence[dict[str, Any]]) -> str:
    """The graded text: the completion itself, or its last assistant message's content."""
    if isinstance(completion, str):
        return completion
    for message in reversed(list(completion)):
        if message.get("role", "assistant") == "assistant":
            content = message.get("content", "")
            if isinstance(content, list):  # content parts
                return "".join(p.get("text", "") for p in content if isinstance(p, dict))
            return str(content or "")
    return ""


def _content(message: dict[str, Any]) -> str:
    content = message.get("content", "")
    if isinstance(content, list):  # content parts
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return str(content or "")


def _prompt_text(prompt: Any) -> str:
    """The question a judge reads: the prompt's last user message."""
    if isinstance(prompt, str):
        return prompt
    users = [m for m in prompt or [] if isinstance(m, dict) and m.get("role") == "user"]
    return _content(users[-1]) if users else ""


def _full_prompt(prompt: Any) -> str:
    """Everything the model saw (system prompt, exemplars, the problem), as the graders read it."""
    if isinstance(prompt, str):
        return prompt
    return "\n\n".join(_content(m) for m in prompt or [] if isinstance(m, dict))


def _per_completion(reward: str, name: str, values: Any, n: int, default: Any) -> list[Any]:
    if values is None:
        return [default] * n
    if isinstance(values, str | bytes) or not isinstance(values, Sequence) or len(values) != n:
        raise ValueError(f"{reward}: `{name}` must be a list with one entry per completion ({n})")
    return list(values)


def batch_answers(reward: str, completions: Sequence[Any], answer: Any) -> list[Any]:
    """``answer`` as one gold answer per completion (a list or tuple of the batch's length, as TRL
    passes a dataset column); a single value is refused rather than applied to every completion."""
    if isinstance(answer, str | bytes) or not isinstance(answer, Sequence):
        raise ValueError(
            f"{reward}: `answer` must be a list with one gold answer per completion, got "
            f"{type(answer).__name__} {answer!r:.40} for {len(completions)} completions; "
            "to grade every completion against the same answer, pass [answer] * len(completions)"
        )
    if len(answer) != len(completions):
        raise ValueError(
            f"{reward}: {len(completions)} completions but {len(answer)} answers; pass one gold answer "
            "per completion"
        )
    return list(answer)


class GraderReward:
    """1.0 where the grader says correct, else 0.0 (``ungradable`` where it could not grade)."""

    def __init__(
        self,
        grader: str | Grader = "math",
        ungradable: float | None = 0.0,
        eos_token_ids: int | Sequence[int] | None = None,
        **options: Any,
    ):
        if isinstance(grader, str):
            from proctor.grading.registry import reward_options

            options = reward_options(grader, options)  # rewards grade in strict mode unless told otherwise
        self._spec, self._options, self._grader = grader, options, None if isinstance(grader, str) else grader
        self.ungradable = ungradable
        # the ids that end a completion (tokenizer.eos_token_id): without one at its end a completion was cut
        ids = [eos_token_ids] if isinstance(eos_token_ids, int) else eos_token_ids
        self.eos_token_ids = None if ids is None else frozenset(int(i) for i in ids)
        name = grader if isinstance(grader, str) else grader.name
        self.__name__ = re.sub(r"\W+", "_", f"{name}_correct")  # TRL logs rewards by __name__

    @property
    def grader(self) -> Grader:
        if self._grader is None:
            from proctor.grading import get_grader

            self._grader = get_grader(self._spec, **self._options)  # type: ignore[arg-type]
        return self._grader

    def grades(self, completions: Sequence[Any], answer: Any = None, **kwargs: Any) -> list[Grade]:
        if answer is None:
            raise ValueError(
                f"{self.__name__}: no `answer` given; the dataset needs an 'answer' column "
                "(TRL passes dataset columns to reward functions by name)"
            )
        answers = batch_answers(self.__name__, completions, answer)
        n = len(completions)
        prompts = _per_completion(self.__name__, "prompts", kwargs.get("prompts"), n, "")
        truncated = _per_completion(self.__name__, "truncated", self._truncated(kwargs), n, False)
        g = self.grader
        judge = getattr(g, "needs_question", False)
        return [
            grade_text(
                g,
                completion_text(c),
                str(a),
                prompt=_full_prompt(p),
                truncated=bool(t),
                **({"question": _prompt_text(p)} if judge else {}),
            )
            for c, a, p, t in zip(completions, answers, prompts, truncated, strict=True)
        ]

    def _truncated(self, kwargs: dict[str, Any]) -> Any:
        """``truncated=`` as given; else, with ``eos_token_ids``, read from TRL's ``completion_ids``."""
        given, ids = kwargs.get("truncated"), kwargs.get("completion_ids")
        if given is not None or self.eos_token_ids is None or ids is None:
            return given
        return [not list(c) or int(list(c)[-1]) not in self.eos_token_ids for c in ids]

    def __call__(self, completions: Sequence[Any], answer: Any = None, **kwargs: Any) -> list[float | None]:
        return [
            self.ungradable if g.status in ("timeout", "unparsable") else float(g.correct)
            for g in self.grades(completions, answer, **kwargs)
        ]


class FormattedReward(GraderReward):
    """1.0 where the response gives its answer in the grader's expected format (e.g. ``\\boxed{}``)."""

    def __init__(self, grader: str | Grader = "math", **options: Any):
        super().__init__(grader, **options)
        self.__name__ = self.__name__.replace("_correct", "_formatted")

    def __call__(self, completions: Sequence[Any], answer: Any = None, **kwargs: Any) -> list[float | None]:
        if answer is None:
            answer = ["0"] * len(completions)  # the format does not depend on the answer (any gold will do)
        return [float(g.formatted) for g in self.grades(completions, answer, **kwargs)]


class RegexReward:
    """``value`` where the completion matches ``pattern`` (e.g. ``r"^<think>.*</think>"``), else 0.0."""

    def __init__(self, pattern: str, value: float = 1.0, name: str = "format"):
        self.pattern = re.compile(pattern, re.DOTALL)
        self.value = value
        self.__name__ = name

    def __call__(self, completions: Sequence[Any], **kwargs: Any) -> list[float]:
        return [self.value if self.pattern.search(completion_text(c)) else 0.0 for c in completions]


def math_reward(completions: Sequence[Any], answer: Any = None, **kwargs: Any) -> list[float | None]:
    """Correctness under the ``math`` grader (the one MATH-500 runs use)."""
    return GraderReward("math")(completions, answer, **kwargs)


def boxed_format_reward(completions: Sequence[Any], **kwargs: Any) -> list[float | None]:
    """1.0 where the final answer is in ``\\boxed{}`` (as the ``math`` grader reads it)."""
    return FormattedReward("math")(completions, kwargs.pop("answer", None), **kwargs)
