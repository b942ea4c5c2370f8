"""A step API over any env, for token-level RL trainers.

``StepEnv.reset(problem, seed)`` starts the env's own ``rollout`` (the code ``proctor eval`` runs) with
an *external* model under test: each time the env asks the model for a reply, the rollout pauses and
the prompt's tokens are handed to the trainer as the observation. ``step(tokens)`` gives the policy's
completion tokens back to the env, which continues until it asks again (observation, reward 0.0,
done False) or finishes (reward from the same grader as ``proctor eval``, done True).

Observations are the full prompt token ids of the model under test (``tokenizer.tokenize_chat``);
``info["messages"]`` has the same prompt as chat messages. Env-owned roles should name their own
model (``[env.roles.NAME] model = ...``): a role without one is played by the model under test,
i.e. by the trainer's policy (self-play), and its turns arrive through ``step`` too.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from proctor.benchmarks.problem import Problem
from proctor.envs.base import Env, Trajectory
from proctor.grading.base import Grader
from proctor.models.base import Completion, Message, Prompt, SamplingParams


class ChatTokenizer(Protocol):
    """What the step API needs from a tokenizer (the llama.cpp sampler has both)."""

    def tokenize_chat(self, messages: list[Message], add_generation_prompt: bool = True) -> list[int]: ...

    def detokenize(self, tokens: list[int]) -> str: ...


class HFTokenizer:
    """Adapts a Hugging Face tokenizer (``apply_chat_template`` / ``decode``) to :class:`ChatTokenizer`."""

    def __init__(self, tokenizer: Any):
        self.tok = tokenizer

    def tokenize_chat(self, messages: list[Message], add_generation_prompt: bool = True) -> list[int]:
        from proctor.models.hf import chat_token_ids

        return chat_token_ids(self.tok, messages, add_generation_prompt)

    def detokenize(self, tokens: list[int]) -> str:
        return self.tok.decode(tokens, skip_special_tokens=True)


@dataclass
class StepResult:
    observation: list[int]  # the next prompt's token ids; [] when done
    reward: float
    done: bool
    info: dict[str, Any] = field(default_factory=dict)  # messages / trajectory / grade


class _External:
    """The model under test as the env sees it; its replies come from ``StepEnv.step``."""

    ref = "external:policy"

    def __init__(self) -> None:
        self.requested = asyncio.Event()
        self.reply: asyncio.Future[Completion] | None = None
        self.prompt: list[Message] = []
        self.params: SamplingParams | None = None

    async def sample(
        self, prompt: Prompt, params: SamplingParams, n: int = 1, seed: int | None = None
    ) -> list[Completion]:
        if n != 1 or not prompt or not isinstance(prompt[0], dict):
            raise ValueError("the step API drives one chat completion at a time (n=1, chat messages)")
        self.prompt, self.params = list(prompt), params  # type: ignore[arg-type]
        self.reply = asyncio.get_running_loop().create_future()
        self.requested.set()
        return [await self.reply]

    def effective(self, params: SamplingParams) -> dict[str, Any]:
        return params.model_dump()

    def info(self) -> dict[str, Any]:
        return {"ref": self.ref}

    def tokenize_chat(self, messages: list[Message], add_generation_prompt: bool = True) -> list[int] | None:
        return None

    def tokenize(self, text: str) -> list[int] | None:
        return None

    async def aclose(self) -> None:
        return None


class StepEnv:
    """``reset`` / ``step`` over ``env.rollout``; rewards from ``grader`` (or ``reward_fn(trajectory)``)."""

    def __init__(
        self,
        env: Env,
        grader: Grader,
        tokenizer: ChatTokenizer,
        reward_fn: Callable[[Trajectory], float] | None = None,
    ):
        self.env, self.grader, self.tokenizer, self.reward_fn = env, grader, tokenizer, reward_fn
        self._loop = asyncio.new_event_loop()
        self._task: asyncio.Task[Trajectory] | None = None
        self._ext: _External | None = None
        self._problem: Problem | None = None

    @classmethod
    def from_prepared(cls, prep: Any, tokenizer: ChatTokenizer, **kw: Any) -> StepEnv:
        """From ``proctor.runner.prepare(cfg)``: the env, prompts and grader of that eval config."""
        return cls(prep.env, prep.grader, tokenizer, **kw)

    def reset(self, problem: Problem, seed: int) -> list[int]:
        """Start a rollout; returns the first observation (prompt token ids)."""
        self._cancel()
        self._problem = problem
        self._ext = _External()
        self._task = self._loop.create_task(self.env.rollout(self._ext, problem, seed))
        result = self._advance()
        if result.done:
            raise RuntimeError(f"env {self.env.name!r} finished without asking the model under test")
        return result.observation

    def step(self, tokens: list[int]) -> StepResult:
        """The policy's completion (token ids) for the last observation."""
        ext = self._ext
        if ext is None or ext.reply is None or ext.reply.done():
            raise RuntimeError("step() before reset(), or after the episode ended; call reset(problem, seed)")
        text = self.tokenizer.detokenize(list(tokens))
        params = ext.params
        finish = "length" if params is not None and len(tokens) >= params.max_tokens else "stop"
        ext.requested.clear()
        ext.reply.set_result(
            Completion(text=text, finish_reason=finish, completion_tokens=len(tokens), token_ids=list(tokens))
        )
        return self._advance()

    def _advance(self) -> StepResult:
        assert self._task is not None and self._ext is not None
        task, ext = self._task, self._ext

        async def until_asked_or_done() -> None:
            waiter = asyncio.ensure_future(ext.requested.wait())
            await asyncio.wait({task, waiter}, return_when=asyncio.FIRST_COMPLETED)
            waiter.cancel()

        self._loop.run_until_complete(until_asked_or_done())
        if not task.done():
            obs = self.tokenizer.tokenize_chat(ext.prompt, add_generation_prompt=True)
            return StepResult(list(obs), 0.0, False, {"messages": ext.prompt})
        traj = task.result()  # an env bug raises here, as it fails the sample in `proctor eval`
        return self._finish(traj)

    def _finish(self, traj: Trajectory) -> StepResult:
        from proctor.runs.regrade import agrade_record, apply_grade

        assert self._problem is not None
        traj = traj.model_copy(update={"answer": self._problem.answer})
        grade = None
        if traj.error is None:
            grade = self._loop.run_until_complete(agrade_record(self.grader, traj))
            traj = apply_grade(traj, grade)
        reward = self.reward_fn(traj) if self.reward_fn else float(traj.correct)
        return StepResult([], reward, True, {"trajectory": traj, "grade": grade})

    def _cancel(self) -> None:
        if self._task is not None and not self._task.done():
            self._task.cancel()
            self._loop.run_until_complete(asyncio.gather(self._task, return_exceptions=True))
        self._task = None

    def close(self) -> None:
        self._cancel()
        close = getattr(self.env, "close", None)
        if callable(close):
            res = close()
            if asyncio.iscoroutine(res):
                self._loop.run_until_complete(res)
        self._loop.close()
