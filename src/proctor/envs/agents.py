"""Shared pieces of the multi-agent envs: env-owned roles, the speaker-labelled conversation, agents.

- A **role** (``[env.roles.NAME]``) is a model the env owns: its reference and sampling parameters.
  ``model`` left unset means "the model under test's model": the env then reuses the sampler it is
  given at rollout time (one loaded llama.cpp model plays every role).
- A :class:`Conversation` holds what each speaker said (``player``, ``gamemaster``, ``system`` for
  env notes...). Each time an agent is called, the transcript is rewritten from its point of view:
  its own messages become ``assistant``, everything else ``user`` (consecutive ones merged).
- A :class:`Rollout` is created fresh for every sample: it owns the conversation, the turns, the
  per-role failure counts and the seeds, so nothing leaks between samples running concurrently.
- What an agent *does* is data (a malformed reply, a bad move, a refusal: ``Rollout.fail``); a
  model call that *fails* is not. The model under test's or an env-owned role's backend failure
  (after its retries) propagates out of the rollout and the runner records the sample as an error
  (docs/design.md, error policy; the runner enforces it even if an env catches it). The one agent
  failure kept as data is an env-owned role whose prompt outgrew its context (:class:`AgentFailure`:
  the trajectory ends with ``stop_reason="prompt_too_long"`` and ``info["agent_error"]``, as the
  model under test's own overflow does); a :class:`FatalError` stops the run.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from proctor.benchmarks.problem import Problem
from proctor.envs.base import StopReason, Trajectory, Turn
from proctor.envs.context import EnvContext, EnvError
from proctor.models.base import Completion, Message, PromptTooLong, Sampler, SamplingParams, StopStrings
from proctor.seeds import turn_seed

UNDER_TEST = "player"  # default speaker name of the model under test


class RoleOptions(BaseModel):
    """One env-owned model: ``[env.roles.NAME]`` in config.toml."""

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

    model: str | None = Field(None, description="model reference; unset: the model under test's model")
    temperature: float = Field(0.6, ge=0.0)
    top_p: float = Field(1.0, gt=0.0, le=1.0)
    max_tokens: int = Field(128, ge=1)
    stop: StopStrings = Field(default_factory=list, description="stop strings (each non-empty)")
    system: str | None = Field(None, description="replaces the env's built-in prompt for this role")

    def params(self) -> SamplingParams:
        return SamplingParams(
            temperature=self.temperature, top_p=self.top_p, max_tokens=self.max_tokens, stop=tuple(self.stop)
        )


def load_role_samplers(
    roles: dict[str, RoleOptions], ctx: EnvContext
) -> tuple[dict[str, Sampler | None], list[Sampler]]:
    """One sampler per role (None: the role plays with the model under test's sampler), and the
    samplers the env owns (must close).

    Uses ``ctx.extras["load_sampler"]`` (the runner's cache, which also closes them) when present,
    else :func:`proctor.models.load_sampler` wrapped in the project's :class:`RetryingSampler`.
    """
    out: dict[str, Sampler | None] = {}
    loaded: dict[str, Sampler] = {}
    for name, role in roles.items():
        ref = role.model
        if ref is None or ref == ctx.model_ref:
            out[name] = None
            continue
        if ref not in loaded:
            loaded[ref] = _load(ref, ctx)
        out[name] = loaded[ref]
    owned = [] if "load_sampler" in ctx.extras else list(loaded.values())
    return out, owned


def load_one_role(
    env_name: str, role: str, roles: dict[str, RoleOptions], ctx: EnvContext
) -> tuple[Sampler | None, list[Sampler]]:
    """For an env with a single role besides the model under test: refuse any other role, then load it."""
    unknown = set(roles) - {role}
    if unknown:
        raise EnvError(f"env {env_name} has one role, {role!r}; remove [env.roles.{sorted(unknown)[0]}]")
    samplers, owned = load_role_samplers(roles, ctx)
    return samplers.get(role), owned


class MultiAgentEnv:
    """Mixin: run-level ``stats()`` of the env-owned roles (the runner puts them in summary.json under
    ``env``) and ``close()``, which releases the role models the env loaded itself."""

    owned: list[Sampler]

    @property
    def tally(self) -> dict[str, Any]:
        if "_tally" not in self.__dict__:
            self._tally: dict[str, Any] = {
                "samples": 0,
                "agent_errors": {},
                "role_failures": {},
                "role_tokens": {},
            }
        return self._tally

    def stats(self) -> dict[str, Any]:
        """Env-model failures per role, kept apart from the model under test's score."""
        return {k: (dict(v) if isinstance(v, dict) else v) for k, v in self.tally.items()}

    async def close(self) -> None:
        owned, self.owned = getattr(self, "owned", []), []
        for s in owned:
            await s.aclose()


def _load(ref: str, ctx: EnvContext) -> Sampler:
    """A role's sampler, always behind the project's one retry mechanism."""
    from proctor.models import ModelRefError, load_sampler
    from proctor.models.retry import RetryingSampler

    loader = ctx.extras.get("load_sampler") or load_sampler
    try:
        sampler = loader(ref)
    except ModelRefError as e:
        raise EnvError(f"env role model: {e}") from None
    return sampler if _retried(sampler) else RetryingSampler(sampler)


def _retried(sampler: Any) -> bool:
    """Whether ``sampler`` or a sampler it wraps is a RetryingSampler (the runner's cache wraps it)."""
    from proctor.models.retry import RetryingSampler

    while sampler is not None:
        if isinstance(sampler, RetryingSampler):
            return True
        sampler = sampler.__dict__.get("inner") if hasattr(sampler, "__dict__") else None
    return False


@dataclass
class Said:
    speaker: str
    content: str


@dataclass
class Conversation:
    """What was said, by whom. ``view(me)`` is the chat prompt as agent ``me`` sees it."""

    log: list[Said] = field(default_factory=list)

    def add(self, speaker: str, content: str) -> None:
        self.log.append(Said(speaker, content))

    def view(self, me: str, system: str | None = None, kickoff: str = "Begin.") -> list[Message]:
        """Own messages -> ``assistant``, all others (other agents, env notes) -> ``user``.

        Consecutive messages of the same role are merged (chat templates expect alternation); a view
        that would open with the agent's own message gets ``kickoff`` as a user message first.
        """
        messages: list[Message] = [{"role": "system", "content": system}] if system else []
        for said in self.log:
            role = "assistant" if said.speaker == me else "user"
            if len(messages) > (1 if system else 0) and messages[-1]["role"] == role:
                messages[-1] = {"role": role, "content": messages[-1]["content"] + "\n\n" + said.content}
            else:
                messages.append({"role": role, "content": said.content})
        first = 1 if system else 0
        if len(messages) == first or messages[first]["role"] == "assistant":
            messages.insert(first, {"role": "user", "content": kickoff})
        return messages

    def dump(self) -> list[dict[str, str]]:
        return [{"speaker": s.speaker, "content": s.content} for s in self.log]


@dataclass
class Agent:
    """A speaker backed by a model: its name in the conversation, sampler, parameters and prompt."""

    name: str
    sampler: Sampler
    params: SamplingParams
    system: str | None = None


class AgentFailure(Exception):
    """An env-owned role's prompt outgrew its context: the rollout ends, recorded as data."""

    def __init__(self, role: str, error: BaseException):
        super().__init__(f"{role}: {type(error).__name__}: {error}")
        self.role = role
        self.error = error


class Rollout:
    """The mutable state of one rollout: conversation, turns, seeds, role failures. Never shared."""

    def __init__(
        self, problem: Problem, seed: int, under_test: str = UNDER_TEST, tally: dict[str, Any] | None = None
    ):
        self.problem = problem
        self.tally = tally  # the env's run-level counters, updated once when the rollout finishes
        self.seed = seed
        self.under_test = under_test
        self.conv = Conversation()
        self.turns: list[Turn] = []
        self.role_failures: dict[str, int] = {}
        self.failure_log: list[dict[str, str]] = []
        self.last_prompt: list[Message] = []  # the model under test's last prompt (for messages)
        self.info: dict[str, Any] = {}
        self.retries = 0

    def fail(self, role: str, why: str) -> None:
        """Count a malformed reply or refusal of an env-owned role (never blamed on the model under test)."""
        self.role_failures[role] = self.role_failures.get(role, 0) + 1
        self.failure_log.append({"role": role, "why": why})

    async def call(self, agent: Agent, kickoff: str = "Begin.") -> Completion:
        """One model call of ``agent`` on its view of the conversation; the turn is recorded."""
        prompt = self.conv.view(agent.name, agent.system, kickoff)
        seed = turn_seed(self.seed, len(self.turns))
        try:
            (c,) = await agent.sampler.sample(prompt, agent.params, n=1, seed=seed)
        except PromptTooLong as e:  # any other failure propagates: the runner records the sample as an error
            if agent.name == self.under_test:
                raise
            raise AgentFailure(agent.name, e) from e
        if agent.name == self.under_test:
            self.last_prompt = prompt
        self.turns.append(
            Turn.of(c, seed, agent.name, prompt_token_ids=c.prompt_token_ids, token_ids=c.token_ids)
        )
        self.retries += c.retries
        return c

    def finish(
        self, final_text: str, stop_reason: StopReason, failure: AgentFailure | None = None
    ) -> Trajectory:
        """The trajectory: token counts and latency are the model under test's only."""
        mine = [t for t in self.turns if t.role == self.under_test]
        role_tokens: dict[str, int] = {}
        for t in self.turns:
            if t.role != self.under_test:
                role_tokens[t.role] = role_tokens.get(t.role, 0) + t.completion_tokens
        info = {
            **self.info,
            "transcript": self.conv.dump(),
            "role_failures": dict(self.role_failures),
            "role_tokens": role_tokens,
        }
        if self.failure_log:
            info["role_failure_log"] = list(self.failure_log)
        if failure is not None:
            stop_reason = "prompt_too_long"
            info["agent_error"] = {
                "role": failure.role,
                "error": f"{type(failure.error).__name__}: {failure.error}",
            }
            if failure.role != self.under_test:
                self.role_failures[failure.role] = self.role_failures.get(failure.role, 0) + 1
                info["role_failures"] = dict(self.role_failures)
        if self.tally is not None:
            _add_counts(self.tally, info, failure)
        messages = list(self.last_prompt)
        if mine:
            messages.append({"role": "assistant", "content": mine[-1].text})
        return Trajectory(
            problem_id=self.problem.id,
            seed=self.seed,
            messages=messages,
            turns=self.turns,
            final_text=final_text,
            stop_reason=stop_reason,
            finish_reason=mine[-1].finish_reason if mine else None,
            prompt_tokens=sum(t.prompt_tokens for t in mine),
            completion_tokens=sum(t.completion_tokens for t in mine),
            latency_s=sum(t.latency_s for t in mine),
            retries=self.retries,
            info=info,
        )


def _add_counts(tally: dict[str, Any], info: dict[str, Any], failure: AgentFailure | None) -> None:
    tally["samples"] += 1
    for key in ("role_failures", "role_tokens"):
        for role, n in info[key].items():
            tally[key][role] = tally[key].get(role, 0) + n
    if failure is not None:
        tally["agent_errors"][failure.role] = tally["agent_errors"].get(failure.role, 0) + 1
