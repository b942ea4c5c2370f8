"""The Env contract and the Trajectory record (one line of samples.jsonl).

An env runs one rollout of the model under test on one problem and returns a Trajectory. It owns
its extra models and tools; the model under test is the only model passed in. Grading happens
outside the env (graders are pure functions of the final text and the answer), so a saved run
can be regraded without any model call.
"""

from __future__ import annotations

from typing import Any, Literal, Protocol, runtime_checkable

from pydantic import BaseModel, Field

from proctor.benchmarks.problem import Problem
from proctor.models.base import Sampler

StopReason = Literal[
    "stop",
    "length",
    "truncated_in_thinking",  # the token budget ran out inside a reasoning model's thinking
    "turn_budget",
    "token_budget",
    "tool_budget",
    "prompt_too_long",
    "error",
    "done",
]


class Turn(BaseModel):
    """One model call inside a rollout."""

    role: str = "assistant"  # which agent spoke (multi-agent envs name theirs)
    text: str
    finish_reason: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    seed: int | None = None
    latency_s: float = 0.0  # wall-clock seconds of the request (shared by its n > 1 completions)
    prompt_token_ids: list[int] | None = None
    token_ids: list[int] | None = None
    reasoning: str | None = None  # the model's thinking: kept in the transcript, never graded
    reasoning_tokens: int | None = None
    think_state: str | None = None  # none | closed | unclosed | forced (proctor.models.thinking)
    # the completion budget after the backend shrank it to fit the model's context; None: as asked
    max_tokens_effective: int | None = None

    @classmethod
    def of(cls, c: Any, seed: int | None, role: str = "assistant", **token_ids: Any) -> Turn:
        """The turn of one Completion ``c``; token ids are recorded only where the env passes them."""
        return cls(
            role=role,
            text=c.text,
            finish_reason=c.finish_reason,
            prompt_tokens=c.prompt_tokens,
            completion_tokens=c.completion_tokens,
            seed=seed,
            latency_s=c.latency_s,
            reasoning=getattr(c, "reasoning", None),
            reasoning_tokens=getattr(c, "reasoning_tokens", None),
            think_state=getattr(c, "think_state", None),
            max_tokens_effective=getattr(c, "max_tokens_effective", None),
            **token_ids,
        )


class Trajectory(BaseModel):
    """Everything about one (problem, sample) generation. Env fills the rollout part, runner the rest."""

    problem_id: str
    sample_index: int = 0
    seed: int
    # rollout
    messages: list[dict[str, Any]] = Field(default_factory=list)  # full transcript as the model saw it
    turns: list[Turn] = Field(default_factory=list)
    final_text: str = ""
    stop_reason: StopReason = "stop"
    finish_reason: str | None = None  # of the last model call
    prompt_tokens: int = 0  # sum over the calls of the model under test (each call's whole prompt)
    completion_tokens: int = 0  # sum over the calls of the model under test
    tool_calls: int = 0
    tool_errors: int = 0
    tool_timeouts: int = 0
    # wall-clock seconds this sample waited for its model calls; the completions of one request with
    # n > 1 (or of one batched engine call) share that request's time, so sums over samples overcount
    latency_s: float = 0.0
    retries: int = 0
    retry_log: list[str] = Field(default_factory=list)
    error: str | None = None  # set when the sample failed; the runner reruns errored samples on resume
    info: dict[str, Any] = Field(default_factory=dict)  # env-specific data (tool transcript, roles...)
    # grading (runner)
    answer: str | None = None
    extracted: str | None = None
    correct: bool = False
    formatted: bool = False
    grade_status: str | None = None
    grader: str | None = None
    grader_version: str | None = None

    @property
    def n_turns(self) -> int:
        return len(self.turns)


@runtime_checkable
class Env(Protocol):
    name: str

    async def rollout(self, sampler: Sampler, problem: Problem, seed: int) -> Trajectory:
        """One rollout. ``seed`` is the sample seed; turn k uses ``proctor.seeds.turn_seed(seed, k)``."""
        ...
