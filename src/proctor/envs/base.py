"""The Env contract and the Trajectory record (one line of samples.jsonl).

An env runs one rollout of the model under test on one problem and returns a Trajectory. It owns
its extra models and tools; the model under test is the only model passed in. Grading happens
outside the env (graders are pure functions of the final text and the answer), so a saved run
can be regraded without any model call.

Token traces (what a trainer consumes: :meth:`Trajectory.trace`). An env that continues
token-in/token-out (``tool`` on a local backend) records each turn's ``token_ids`` and, with
``sampling.logprobs``, their ``logprobs``; a turn's prompt is stored compactly, since a multi-turn
prompt grows with every turn and storing each in full would make samples.jsonl quadratic in the
number of turns: turn 0 keeps ``prompt_token_ids`` in full, and a later turn keeps them only when
its prompt does not extend the previous one exactly (None otherwise). The extension is recorded in
``info["steps"][k]``: ``observation_token_ids`` (what the env appended after turn k) and, where the
model's later turns see other tokens than it generated (a reasoning model's thinking dropped),
``continued_token_ids``. :meth:`Trajectory.turn_prompt_ids` rebuilds the exact prompt of any turn.
"""

from __future__ import annotations

from typing import Any, Literal, NamedTuple, Protocol, runtime_checkable

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

TRUNCATED_STOPS = frozenset({"length", "truncated_in_thinking"})


def is_truncated(stop_reason: str | None, finish_reason: str | None) -> bool:
    """The one truncation rule (the grader's ``truncated`` context and the truncation rate): the
    token budget ended the sample, in its answer or inside its thinking."""
    return stop_reason in TRUNCATED_STOPS or finish_reason == "length"


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
    # sampling.logprobs: each of ``token_ids``' log-probability (models.base.Completion.logprobs)
    logprobs: list[float] | None = None

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
            logprobs=getattr(c, "logprobs", None),
            **token_ids,
        )


class TurnTrace(NamedTuple):
    """One model call as a policy-gradient update reads it: the exact prompt and completion token ids,
    the completion's log-probabilities (None where not recorded) and the reward of that step."""

    prompt_ids: list[int]
    completion_ids: list[int]
    logprobs: list[float] | None
    reward: float


def next_prompt_ids(prompt: list[int], turn: Turn, step: dict[str, Any]) -> list[int] | None:
    """The prompt after ``turn``, when it extends ``prompt`` (that turn's own) exactly: the tokens of
    the turn the model sees (``continued_token_ids``, else its ``token_ids``), then what the env
    appended (``observation_token_ids``); None where the step does not record them."""
    seen = step.get("continued_token_ids", turn.token_ids)
    appended = step.get("observation_token_ids")
    if seen is None or appended is None:
        return None
    return [*prompt, *seen, *appended]


def compact_prompt(
    prompt: list[int] | None, previous: list[int] | None, turns: list[Turn], steps: list[dict[str, Any]]
) -> list[int] | None:
    """What a turn stores of its ``prompt`` ids, given the ``previous`` turn's prompt and the turns and
    steps so far: None when the prompt extends the previous one as the steps record it (rebuilt by
    :meth:`Trajectory.turn_prompt_ids`), else the ids in full (the first turn, a re-rendered prompt)."""
    if prompt is None or previous is None or not turns or len(steps) < len(turns):
        return prompt
    return None if next_prompt_ids(previous, turns[-1], steps[len(turns) - 1]) == prompt else prompt


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

    def turn_prompt_ids(self, k: int) -> list[int] | None:
        """The exact prompt token ids of turn ``k`` (the compact record rebuilt: see the module doc);
        None where the env recorded no token ids (chat APIs, message envs)."""
        steps = self.info.get("steps") or []
        prompt: list[int] | None = None
        for j, turn in enumerate(self.turns[: k + 1]):
            if turn.prompt_token_ids is not None:
                prompt = list(turn.prompt_token_ids)
            elif prompt is not None and j - 1 < len(steps):
                prompt = next_prompt_ids(prompt, self.turns[j - 1], steps[j - 1])
            else:
                prompt = None
        return prompt

    def trace(self, reward: float | None = None) -> list[TurnTrace]:
        """Every turn as (prompt ids, completion ids, logprobs, reward) (a multi-agent env's turns name
        their speaker in ``Turn.role``): the reward (default: 1.0 when graded correct, else 0.0) on the
        last turn, 0.0 on the others.
        ValueError when a turn's token ids were not recorded (a chat API, a message env)."""
        final = float(self.correct) if reward is None else reward
        out: list[TurnTrace] = []
        for k, turn in enumerate(self.turns):
            prompt = self.turn_prompt_ids(k)
            if prompt is None or turn.token_ids is None:
                raise ValueError(
                    f"turn {k} of {self.problem_id!r} has no token ids: traces need a backend that gives "
                    "them (llamacpp:, hf:, vllm:) and an env that continues token-in/token-out (tool)"
                )
            last = k == len(self.turns) - 1
            out.append(TurnTrace(prompt, list(turn.token_ids), turn.logprobs, final if last else 0.0))
        return out


@runtime_checkable
class Env(Protocol):
    name: str

    async def rollout(self, sampler: Sampler, problem: Problem, seed: int) -> Trajectory:
        """One rollout. ``seed`` is the sample seed; turn k uses ``proctor.seeds.turn_seed(seed, k)``."""
        ...
