"""A step API over any env, for token-level RL trainers.

``StepEnv.reset(problem, seed)`` starts the env's own ``rollout`` (the code ``proctor eval`` runs) with
an *external* model under test: each time the env asks the model for a reply, the rollout pauses and
the prompt's tokens are handed to the trainer as the observation. ``step(tokens)`` gives the policy's
completion tokens back to the env, which continues until it asks again (observation, reward 0.0,
done False) or finishes (reward from the same grader as ``proctor eval``, done True).

Observations extend exactly: observation k+1 is observation k + the action tokens of step k + new
tokens (the end of the model's turn, what the env added, the start of the next reply), never a
re-rendered transcript, so the log-probabilities a trainer computes on it are those of the tokens the
policy produced. The external model offers the trainer's tokenizer to the env, so an env that
continues token-in/token-out on a local backend (``tool``) does the same here; for an env that sends
chat messages (multi-agent envs), the new tokens are the chat template's rendering of the new
messages (the rendering with them minus the rendering without them). An env or template that would
break the extension (rewriting earlier messages, a template that renders a history differently once
more follows) raises ``ObservationMismatch``, never a silently re-tokenized observation. When the
policy plays several roles (self-play), each role's prompts form their own sequence:
``info["conversation"]`` numbers it (0 for the model under test's first prompt).

Each ``step`` result's info also describes the step just taken: ``prompt_ids`` (the observation it
answered), ``action_ids``, ``logprobs`` (those the policy passed to ``step``, else None) and
``appended_ids`` (the tokens the env added after the action before the next observation; None when the
episode ended or another conversation asks next). ``StepEnv.trace()`` gives the episode as
per-step (prompt ids, completion ids, logprobs, reward): one rollout feeds both an eval record
(``info["trajectory"]``, whose turns carry the same logprobs) and a policy-gradient update.

``info["messages"]`` has the prompt as chat messages when the env sent messages. Env-owned roles
should name their own model (``[env.roles.NAME] model = ...``): a role without one is played by the
model under test, i.e. by the trainer's policy (self-play), and its turns arrive through ``step`` too.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from proctor.benchmarks.problem import Problem
from proctor.envs.base import Env, Trajectory, TurnTrace
from proctor.envs.grading import agrade_record, apply_grade
from proctor.grading.base import Grader
from proctor.models.base import Completion, Message, Prompt, SamplingParams


class ChatTokenizer(Protocol):
    """What the step API needs from a tokenizer (the llama.cpp sampler has all three). ``tokenize``
    (a plain text fragment, no special tokens added) lets token-in/token-out envs such as ``tool``
    continue without re-rendering; a tokenizer without it gets those envs' message path."""

    def tokenize_chat(self, messages: list[Message], add_generation_prompt: bool = True) -> list[int]: ...

    def detokenize(self, tokens: list[int]) -> str: ...


class ObservationMismatch(RuntimeError):
    """The next prompt does not extend the last observation + action (the env or template re-rendered)."""


class HFTokenizer:
    """Adapts a Hugging Face tokenizer (``apply_chat_template`` / ``decode``) to :class:`ChatTokenizer`."""

    def __init__(self, tokenizer: Any):
        self.tok = tokenizer

    def tokenize_chat(self, messages: list[Message], add_generation_prompt: bool = True) -> list[int]:
        from proctor.models.hf import chat_token_ids

        return chat_token_ids(self.tok, messages, add_generation_prompt)

    def tokenize(self, text: str) -> list[int]:
        from proctor.models.hf import text_token_ids

        return text_token_ids(self.tok, text)

    def detokenize(self, tokens: list[int]) -> str:
        return self.tok.decode(tokens, skip_special_tokens=True)


@dataclass
class StepResult:
    observation: list[int]  # the next prompt's token ids; [] when done
    reward: float
    done: bool
    info: dict[str, Any] = field(default_factory=dict)  # messages / trajectory / grade


@dataclass
class _Conversation:
    """One sequence of observations: the last prompt (messages when sent so) and prompt + action."""

    messages: list[Message] | None
    ids: list[int]
    context: list[int] | None = None  # ids + the policy's action, once ``step`` gave it
    first: list[int] = field(default_factory=list)  # its first observation


class _External:
    """The model under test as the env sees it; its replies come from ``StepEnv.step``.

    Each prompt continues the conversation whose observation + action it extends. A prompt that
    extends none starts a new conversation (self-play: each role the policy plays has its own) unless
    it holds a reply of the model already (chat messages) or opens with a known conversation's first
    observation: then the env re-rendered or rewrote one, and ``ObservationMismatch`` says so."""

    ref = "external:policy"

    def __init__(self, tokenizer: ChatTokenizer) -> None:
        self.tokenizer = tokenizer
        self.requested = asyncio.Event()
        self.reply: asyncio.Future[Completion] | None = None
        self.conversations: list[_Conversation] = []
        self.current: _Conversation | None = None  # the one the pending request belongs to
        self.params: SamplingParams | None = None

    async def sample(
        self, prompt: Prompt, params: SamplingParams, n: int = 1, seed: int | None = None
    ) -> list[Completion]:
        if n != 1 or not prompt:
            raise ValueError("the step API drives one completion at a time (n=1, a non-empty prompt)")
        if isinstance(prompt, str):
            raise ValueError(
                "the step API drives chat or token-id prompts; a raw completion text has no turns"
            )
        messages = list(prompt) if isinstance(prompt[0], dict) else None
        conv = self._continued(messages, prompt)  # type: ignore[arg-type]
        if conv is None:
            ids = (
                list(self.tokenizer.tokenize_chat(messages, add_generation_prompt=True))  # type: ignore[arg-type]
                if messages is not None
                else [int(t) for t in prompt]  # type: ignore[arg-type]
            )
            replied = messages is not None and any(m.get("role") == "assistant" for m in messages)
            if replied or any(
                c.context is not None and ids[: len(c.first)] == c.first for c in self.conversations
            ):
                raise ObservationMismatch(
                    "the env's next prompt starts like an earlier conversation but does not extend its last "
                    "observation + action tokens (it re-rendered or rewrote the conversation); an RL "
                    "observation must extend the last one exactly"
                )
            conv = _Conversation(messages, ids, first=ids)  # type: ignore[arg-type]
            self.conversations.append(conv)
        self.current, self.params = conv, params
        self.reply = asyncio.get_running_loop().create_future()
        self.requested.set()
        return [await self.reply]

    def _continued(self, messages: list[Message] | None, prompt: list[int]) -> _Conversation | None:
        """The conversation this prompt extends (updated to it), or None."""
        for conv in self.conversations:
            if conv.context is None:
                continue
            if messages is None:
                if prompt[: len(conv.context)] != conv.context:
                    continue
                conv.ids = [int(t) for t in prompt]
            else:
                prev = conv.messages
                k = len(prev) if prev is not None else -1
                if prev is None or messages[:k] != prev or len(messages) <= k:
                    continue
                if messages[k].get("role") != "assistant":
                    continue
                conv.ids = self._extend(conv, messages)
            conv.messages, conv.context = messages, None
            return conv
        return None

    def _extend(self, conv: _Conversation, messages: list[Message]) -> list[int]:
        """Token ids for a chat prompt: the last observation + action + the new messages' tokens."""
        tok, prev = self.tokenizer, conv.messages or []
        assert conv.context is not None
        k = len(prev)
        with_reply = list(tok.tokenize_chat(messages[: k + 1], add_generation_prompt=False))
        full = list(tok.tokenize_chat(messages, add_generation_prompt=True))
        opened = list(tok.tokenize_chat(prev, add_generation_prompt=True))
        closed = list(
            tok.tokenize_chat([*prev, {"role": "assistant", "content": ""}], add_generation_prompt=False)
        )
        if full[: len(with_reply)] != with_reply or closed[: len(opened)] != opened:
            raise ObservationMismatch(
                "the chat template renders a conversation differently once more messages follow; "
                "observations cannot extend exactly (use an env that continues token-in/token-out)"
            )
        turn_end = closed[len(opened) :]  # what the template puts after the model's reply
        action = conv.context[len(conv.ids) :]
        kept = next((j for j in range(len(turn_end), 0, -1) if action[-j:] == turn_end[:j]), 0)
        return conv.context + turn_end[kept:] + full[len(with_reply) :]

    def effective(self, params: SamplingParams) -> dict[str, Any]:
        return params.model_dump()

    def info(self) -> dict[str, Any]:
        return {"ref": self.ref}

    def tokenize_chat(self, messages: list[Message], add_generation_prompt: bool = True) -> list[int] | None:
        if getattr(self.tokenizer, "tokenize", None) is None:
            return None  # without plain-text tokens an env cannot continue token-in/token-out
        return list(self.tokenizer.tokenize_chat(messages, add_generation_prompt=add_generation_prompt))

    def tokenize(self, text: str) -> list[int] | None:
        tokenize = getattr(self.tokenizer, "tokenize", None)
        return None if tokenize is None else list(tokenize(text))

    def tokenize_completion(self, text: str) -> list[int] | None:
        return None

    async def aclose(self) -> None:
        return None


def _reward_grader(prep: Any) -> Grader:
    """The eval config's grader in strict mode (the reward default), unless the config names a mode."""
    from proctor.grading.registry import get_grader, reward_options

    options = dict(getattr(getattr(prep.cfg, "grader", None), "options", None) or {})
    strict = reward_options(prep.grader.name, options)
    return prep.grader if strict == options else get_grader(prep.grader.name, **strict)


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
        self._steps: list[tuple[list[int], list[int], list[float] | None]] = []  # this episode's
        self._reward: float | None = None  # once the episode ended

    @classmethod
    def from_prepared(cls, prep: Any, tokenizer: ChatTokenizer, **kw: Any) -> StepEnv:
        """From ``proctor.runner.prepare(cfg)``: the env, prompts and grader of that eval config."""
        if getattr(getattr(prep.cfg, "prompt", None), "raw", False):
            raise ValueError(
                "the step API drives chat or token-id prompts; prepare the config without prompt.raw"
            )
        return cls(prep.env, _reward_grader(prep), tokenizer, **kw)

    def reset(self, problem: Problem, seed: int) -> list[int]:
        """Start a rollout; returns the first observation (prompt token ids)."""
        self._cancel()
        self._problem = problem
        self._steps, self._reward = [], None
        self._ext = _External(self.tokenizer)
        self._task = self._loop.create_task(self.env.rollout(self._ext, problem, seed))
        result = self._advance()
        if result.done:
            raise RuntimeError(f"env {self.env.name!r} finished without asking the model under test")
        return result.observation

    def step(self, tokens: list[int], logprobs: list[float] | None = None) -> StepResult:
        """The policy's completion (token ids) for the last observation, and optionally its
        log-probabilities (one per token: recorded on the trajectory's turn and in :meth:`trace`)."""
        ext = self._ext
        if ext is None or ext.reply is None or ext.reply.done():
            raise RuntimeError("step() before reset(), or after the episode ended; call reset(problem, seed)")
        if logprobs is not None and len(logprobs) != len(tokens):
            raise ValueError(
                f"step() got {len(logprobs)} logprobs for {len(tokens)} tokens; give one per token, or none"
            )
        text = self.tokenizer.detokenize(list(tokens))
        params = ext.params
        finish = "length" if params is not None and len(tokens) >= params.max_tokens else "stop"
        ext.requested.clear()
        conv = ext.current
        assert conv is not None
        prompt, action = list(conv.ids), list(tokens)
        lps = None if logprobs is None else [float(x) for x in logprobs]
        conv.context = prompt + action
        self._steps.append((prompt, action, lps))
        ext.reply.set_result(
            Completion(
                text=text,
                finish_reason=finish,
                prompt_tokens=len(prompt),
                completion_tokens=len(action),
                token_ids=action,
                prompt_token_ids=prompt,
                logprobs=lps,
            )
        )
        result = self._advance()
        same = not result.done and ext.current is conv  # the next observation continues this one
        appended = conv.ids[len(prompt) + len(action) :] if same else None
        result.info.update(prompt_ids=prompt, action_ids=action, logprobs=lps, appended_ids=appended)
        return result

    def trace(self) -> list[TurnTrace]:
        """This episode's steps so far as (prompt ids, completion ids, logprobs, reward): the episode's
        reward on the last step once it ended, 0.0 on every other step (and on all before the end)."""
        last = len(self._steps) - 1
        return [
            TurnTrace(p, a, lp, self._reward if k == last and self._reward is not None else 0.0)
            for k, (p, a, lp) in enumerate(self._steps)
        ]

    def _advance(self) -> StepResult:
        assert self._task is not None and self._ext is not None
        task, ext = self._task, self._ext

        async def until_asked_or_done() -> None:
            waiter = asyncio.ensure_future(ext.requested.wait())
            await asyncio.wait({task, waiter}, return_when=asyncio.FIRST_COMPLETED)
            waiter.cancel()

        self._loop.run_until_complete(until_asked_or_done())
        if not task.done():
            conv = ext.current
            assert conv is not None
            info: dict[str, Any] = {"conversation": ext.conversations.index(conv)}
            if conv.messages is not None:
                info["messages"] = conv.messages
            return StepResult(list(conv.ids), 0.0, False, info)
        traj = task.result()  # an env bug raises here, as it fails the sample in `proctor eval`
        return self._finish(traj)

    def _finish(self, traj: Trajectory) -> StepResult:
        assert self._problem is not None
        traj = traj.model_copy(update={"answer": self._problem.answer})
        grade = None
        if traj.error is None:
            grade = self._loop.run_until_complete(agrade_record(self.grader, traj))
            traj = apply_grade(traj, grade)
        reward = self.reward_fn(traj) if self.reward_fn else float(traj.correct)
        self._reward = reward
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
