"""RL rewards built on the same graders and envs as ``proctor eval``.

- TRL ``GRPOTrainer``-style reward functions, ``fn(completions, answer, **kwargs) -> list[float]``,
  for plain (``str``) and conversational (``[{"role": "assistant", ...}]``) completions:
  :class:`GraderReward` (1.0 when the grader says correct), :class:`FormattedReward` (1.0 when the
  answer is given in the grader's format, e.g. ``\\boxed{}``), :class:`RegexReward`; ready-made
  :func:`math_reward` and :func:`boxed_format_reward`.
- A step API for token-level trainers: :class:`StepEnv` (``reset(problem, seed)`` -> observation
  tokens; ``step(tokens, logprobs)`` -> observation tokens, reward, done), driving the env's own
  ``rollout``; ``trace()`` -> the episode as :class:`~proctor.envs.TurnTrace` per step.
"""

from proctor.rewards.step import ChatTokenizer, HFTokenizer, StepEnv, StepResult
from proctor.rewards.trl import (
    FormattedReward,
    GraderReward,
    RegexReward,
    boxed_format_reward,
    completion_text,
    math_reward,
)

__all__ = [
    "ChatTokenizer",
    "FormattedReward",
    "HFTokenizer",
    "GraderReward",
    "RegexReward",
    "StepEnv",
    "StepResult",
    "boxed_format_reward",
    "completion_text",
    "math_reward",
]
