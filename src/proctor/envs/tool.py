"""``tool``: tool-integrated reasoning with a Python code interpreter (the multi-turn ``text-only``).

The loop (``ToolEnv.rollout``): generate -> parse tool calls -> run them in the sandbox -> append
the observation -> generate again, until the model gives a final answer or a budget ends it. The
trajectory's ``stop_reason`` says what ended it (see docs/tool_env.md).

Local backends (``sampler.tokenize_chat`` returns token ids) continue token-in/token-out: the
next prompt is the exact previous prompt tokens + the generated tokens + the observation turn's
tokens, never a re-rendered transcript. Chat APIs continue with messages.

The sandbox is created on first use from the env's options (or shared via ``ctx.extras["sandbox"]``);
the runner closes it at the end of the run and puts ``env.stats()`` (the sandbox's) into summary.json;
the tool metrics come from ``proctor.metrics.summarize`` like every other metric.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from proctor.benchmarks.problem import Problem
from proctor.envs import tool_openai as oai
from proctor.envs import tool_protocol as tp
from proctor.envs.base import Trajectory, Turn, compact_prompt
from proctor.envs.context import EnvContext, parse_options
from proctor.envs.single_turn import initial_messages
from proctor.envs.tool_families import NativeTools
from proctor.envs.tool_options import ToolOptions, check_format, resolve_format
from proctor.envs.tool_sandbox import make_sandbox
from proctor.models.base import FatalError, PromptTooLong, Sampler, SamplingParams
from proctor.models.thinking import seen_text, seen_token_ids
from proctor.seeds import turn_seed

log = logging.getLogger("proctor")

REMINDERS = {
    "qwen": "Continue: call the code_interpreter tool, or give your final answer.",
    "fenced": "Continue: run Python in a ```python block, or give your final answer.",
    "openai": "Continue: call the code_interpreter tool, or give your final answer.",
    "native": "Continue: call the code_interpreter tool, or give your final answer.",
}
BUDGET_NOTE = "You have used all {n} tool calls; no more code will be run. Give your final answer."
# the reminder once the tool budget is spent: the format's own would invite another call
BUDGET_REMINDER = "No tool calls are left; no more code will be run. Give your final answer."
ERROR_STATUSES = ("error", "memory", "killed", "malformed")


class CodeRunner(Protocol):
    """What the env needs of the sandbox (``proctor.sandbox.Sandbox`` or a session of it)."""

    async def arun(self, code: str, timeout_s: float | None = None) -> Any: ...


def approx_tokens(text: str) -> int:
    """Token estimate where the backend has no tokenizer (chat APIs): about 4 characters a token."""
    return (len(text) + 3) // 4


@dataclass
class _Rollout:
    """One trajectory's state between turns."""

    messages: list[dict[str, Any]]
    ids: list[int] | None  # the next prompt's token ids (local backends), None on a chat API
    markers: tuple[str, tp.TurnMarkers] | None
    count: Callable[[str], int]  # tokens of a text
    prompt_len: int
    used: int
    info: dict[str, Any]
    turns: list[Turn] = field(default_factory=list)
    steps: list[dict[str, Any]] = field(default_factory=list)
    stats: dict[str, Any] = field(
        default_factory=lambda: {
            "calls": 0,
            "errors": 0,
            "timeouts": 0,
            "reminders": 0,
            "retries": 0,
            "retry_log": [],
        }
    )
    stop: str | None = None
    native: NativeTools | None = None  # env.tool_format=native: the template's own tool calls
    calls: list[tp.ToolCall] = field(default_factory=list)  # the last turn's calls
    last_prompt: list[int] | None = None  # the last turn's prompt ids (the compact trace, envs/base.py)
    # text formats send observations as user turns: which messages (by index) are, and of what kind
    observed: dict[int, str] = field(default_factory=dict)


class ToolEnv:
    name = "tool"

    def __init__(
        self,
        options: ToolOptions,
        system_prompt: str | None,
        sampling: SamplingParams,
        sandbox=None,
        format_guessed: bool = False,
        format_reason: str | None = None,
    ):
        self.options = options
        self.format_guessed = format_guessed  # tool_format was "auto": worth a check on the template
        self.format_reason = format_reason  # why auto chose the format (config.toml's [resolved])
        self.system_prompt = system_prompt
        self.sampling = sampling
        self._sandbox = sandbox
        self._owns_sandbox = sandbox is None
        self._answer = re.compile(options.final_answer_pattern)
        self._markers: dict[str, tuple[str, tp.TurnMarkers]] = {}
        self._native: dict[str, NativeTools] = {}
        self._lock = asyncio.Lock()
        self._last_stats: dict[str, Any] = {"calls": 0}  # a run whose model never calls a tool says so

    @property
    def tool_format(self) -> tp.ToolFormat:
        return self.options.tool_format  # resolved in build()

    # -- the loop -------------------------------------------------------------------------------------
    async def rollout(self, sampler: Sampler, problem: Problem, seed: int) -> Trajectory:
        t0 = time.perf_counter()
        r = self._start(sampler, problem)
        async with contextlib.AsyncExitStack() as stack:
            runner = None
            for k in range(self.options.max_turns):
                c = await self._generate(sampler, r, k, seed)
                if c is None:
                    break
                step, calls, said = self._record_turn(sampler, r, c, k, seed)
                ended, r.stop = self._ends(r, c, k, calls, step)
                if ended:
                    break
                if calls:
                    if runner is None:
                        runner = await self._runner(stack)
                    content, replies = await self._run_calls(runner, calls, step, r.stats, r.count)
                    kind = "tool"
                else:
                    content, replies, kind = self._reminder(r.stats), None, "reminder"
                    r.stats["reminders"] += 1
                step.update(observation=content, observation_kind=kind)
                self._observe(sampler, r, c, step, said, content, replies)
        r.info.update(steps=r.steps, reminders=r.stats["reminders"], total_tokens=r.used)
        messages = [  # the transcript says which user turns the env wrote, and what they carry
            {**m, "observation": r.observed[i]} if i in r.observed else m for i, m in enumerate(r.messages)
        ]
        return self._trajectory(problem, seed, messages, r.turns, r.steps, r.stats, r.stop, r.info, t0)

    def _reminder(self, stats: dict[str, Any]) -> str:
        """The turn after one that neither called nor answered: the format's invitation to run code,
        or, once every tool call is used, only to answer (the budget note said no more code runs)."""
        if stats["calls"] >= self.options.max_tool_calls:
            return BUDGET_REMINDER
        return self.options.reminder

    def _start(self, sampler: Sampler, problem: Problem) -> _Rollout:
        """A trajectory's state before its first turn: the prompt (tokens on a local backend)."""
        fmt = self.tool_format
        system = tp.system_prompt(fmt, self.system_prompt, self.options.stateful)
        messages = initial_messages(system, problem)
        native = self.check_model(sampler)
        ids = native.prompt_ids(messages) if native else sampler.tokenize_chat(messages, True)
        markers = self._turn_markers(sampler) if ids is not None and not native else None
        count = (lambda s: len(sampler.tokenize(s) or [])) if ids is not None else approx_tokens
        prompt_len = len(ids) if ids is not None else sum(approx_tokens(m["content"]) for m in messages)
        info: dict[str, Any] = {
            "tool_format": fmt,
            "continuation": "tokens" if ids is not None else "messages",
            "tools": [tp.tool_schema(self.options.stateful)],  # what the model is told it may call
        }
        if markers:
            info["turn_markers"] = markers[0]
            info["prompt_token_ids"] = list(ids)
        if native:
            info.update(tool_family=native.family.name, tools=native.tools, prompt_token_ids=list(ids))
        return _Rollout(messages, ids, markers, count, prompt_len, prompt_len, info, native=native)

    async def _generate(self, sampler: Sampler, r: _Rollout, k: int, seed: int):
        """Turn ``k``'s completion, or None (``r.stop`` set) when the prompt leaves it no room."""
        o = self.options
        room = o.max_total_tokens - r.prompt_len
        if room < 1:
            r.stop = "prompt_too_long" if k == 0 else "token_budget"
            return None
        update = {"max_tokens": min(o.max_tokens_per_turn, room), **oai.request_params(o, k)}
        params = self.sampling.model_copy(update=update)
        try:
            (c,) = await sampler.sample(
                r.ids if r.ids is not None else r.messages, params, 1, turn_seed(seed, k)
            )
        except PromptTooLong as e:  # the backend's context (n_ctx) cannot hold this prompt
            r.stop, r.info["sample_error"] = ("prompt_too_long" if k == 0 else "token_budget"), str(e)
            return None
        if r.ids is not None and c.token_ids is None:
            raise FatalError(f"{sampler.ref} returned no token ids for a token-id prompt")
        return c

    def _record_turn(self, sampler: Sampler, r: _Rollout, c, k: int, seed: int):
        """Write turn ``k`` into the state; returns its step, its tool calls and the tokens of it
        the model's later turns see (None on a chat API)."""
        if r.ids is None and c.prompt_tokens:
            r.prompt_len = c.prompt_tokens  # the API's own count beats our estimate
        r.used = r.prompt_len + c.completion_tokens
        r.stats["retries"] += c.retries
        r.stats["retry_log"].extend(c.retry_log)
        r.turns.append(self._turn(c, turn_seed(seed, k), r))
        # what the model's later turns see of this one: the answer part unless env.keep_thinking
        text = seen_text(sampler, c)
        if r.native:  # the template's own call syntax; native.observe rewrites the message
            message, calls = {"role": "assistant", "content": text}, r.native.parse(c)
        else:
            message, calls = oai.assistant_turn(self.tool_format, c, text, k)
        r.calls = calls
        r.messages.append(message)
        said = seen_token_ids(sampler, c) if r.ids is not None else None
        said = r.native.seen_ids(c, said) if r.native else said
        step: dict[str, Any] = {"turn": k, "calls": [], "observation": None, "answered": False}
        if c.finish_reason_raw:
            step["finish_reason_raw"] = c.finish_reason_raw
        r.steps.append(step)
        step["answered"] = bool(self._answer.search(c.text))
        return step, calls, said

    def _ends(self, r: _Rollout, c, k: int, calls, step) -> tuple[bool, str | None]:
        """Whether the trajectory ends after turn ``k``, and its stop reason."""
        o = self.options
        if not calls and step["answered"]:
            return True, c.finish_reason
        if calls and r.stats["calls"] >= o.max_tool_calls:
            return True, "tool_budget"
        if not calls and r.stats["reminders"] >= o.max_reminders:
            return True, c.finish_reason
        if k + 1 >= o.max_turns:  # no turn left to see an observation
            return True, "turn_budget"
        return False, r.stop

    def _observe(self, sampler: Sampler, r: _Rollout, c, step, said, content: str, replies=None) -> None:
        """Append the observation turn (``replies``, else a user turn of ``content``): the next prompt is the
        previous prompt, what the model said and the observation (tokens on a local backend), accounted."""
        replies = replies or [{"role": "user", "content": content}]
        if r.ids is not None:
            native = r.native  # env.tool_format=native: the template renders the observation turn
            text = (
                native.observe(r.messages, r.calls, step, content)
                if native
                else r.markers[1].user_turn(content)
            )
            obs_ids = sampler.tokenize(text) or []
            if said and obs_ids and said[-1] == obs_ids[0]:
                obs_ids = obs_ids[1:]  # the backend kept the end-of-turn token
            step["observation_token_ids"] = obs_ids
            if said != c.token_ids:  # the thinking was dropped from what the model sees next
                step["continued_token_ids"] = said
            next_len = len(r.ids) + len(said or []) + len(obs_ids)
        else:
            obs_ids = None
            fed = sum(approx_tokens(m["content"]) + 8 for m in replies)  # + turn markers
            next_len = r.prompt_len + c.completion_tokens + fed
        step["observation_tokens"] = (
            next_len - r.prompt_len - (len(said) if said is not None else c.completion_tokens)
        )
        if not r.native:
            if replies[0]["role"] == "user":  # a text format: the observation is a user turn
                r.observed[len(r.messages)] = step["observation_kind"]
            r.messages.extend(replies)
        if r.ids is not None:
            r.ids = r.ids + (said or []) + obs_ids
        r.prompt_len = r.used = next_len

    async def _run_calls(self, runner, calls, step, stats, count):
        """Run a turn's calls one after the other (within budget); see ``oai.observation``."""
        o, results = self.options, []
        for call in calls:
            rec: dict[str, Any] = {"code": call.code, **oai.call_record(call)}
            if stats["calls"] >= o.max_tool_calls:
                rec.update(status="skipped", output=f"not run: all {o.max_tool_calls} tool calls are used")
            elif call.code is None:
                stats["calls"] += 1
                stats["errors"] += 1
                rec.update(status="malformed", output=tp.error_text(call.error or "malformed tool call"))
            else:
                stats["calls"] += 1
                r = await runner.arun(call.code, timeout_s=o.timeout_s)
                status = getattr(r, "status", "error")
                stats["errors"] += status in ERROR_STATUSES
                stats["timeouts"] += status == "timeout"
                text = tp.result_text(status, r.stdout, r.stderr, o.timeout_s)
                out, cut = tp.truncate(text, o.max_observation_tokens, count)
                rec.update(
                    status=status,
                    stdout=r.stdout,
                    stderr=r.stderr,
                    exit_code=getattr(r, "exit_code", None),
                    duration_s=getattr(r, "duration_s", None),
                    sandbox_truncated=bool(getattr(r, "truncated", False)),
                    output=out,
                    output_truncated=cut,
                )
            step["calls"].append(rec)
            results.append(rec["output"])
        note = BUDGET_NOTE.format(n=o.max_tool_calls) if stats["calls"] >= o.max_tool_calls else None
        return oai.observation(self.tool_format, calls, results, note)

    # -- pieces ---------------------------------------------------------------------------------------
    def _turn(self, c, seed: int, r: _Rollout) -> Turn:  # prompt ids only where not rebuilt (envs/base.py)
        prompt = compact_prompt(c.prompt_token_ids, r.last_prompt, r.turns, r.steps)
        r.last_prompt = c.prompt_token_ids
        return Turn.of(c, seed, prompt_token_ids=prompt, token_ids=c.token_ids)

    def _trajectory(self, problem, seed, messages, turns, steps, stats, stop, info, t0):
        answered = [t for t, s in zip(turns, steps, strict=True) if s["answered"]]
        final = answered[-1].text if answered else (turns[-1].text if turns else "")
        return Trajectory(
            problem_id=problem.id,
            seed=seed,
            messages=messages,
            turns=turns,
            final_text=final,
            stop_reason=stop or "turn_budget",
            finish_reason=turns[-1].finish_reason if turns else None,
            prompt_tokens=sum(t.prompt_tokens for t in turns) if turns else info["total_tokens"],
            completion_tokens=sum(t.completion_tokens for t in turns),
            tool_calls=stats["calls"],
            tool_errors=stats["errors"],
            tool_timeouts=stats["timeouts"],
            latency_s=time.perf_counter() - t0,
            retries=stats["retries"],
            retry_log=stats["retry_log"],
            info=info,
        )

    def check_model(self, sampler: Sampler) -> NativeTools | None:
        """Before the run: env.tool_format=native needs a chat template proctor reads (else FatalError)."""
        if self.tool_format == "native" and sampler.ref not in self._native:
            self._native[sampler.ref] = NativeTools.for_env(sampler, self.options, self.system_prompt)
        return self._native.get(sampler.ref)

    def _turn_markers(self, sampler: Sampler) -> tuple[str, tp.TurnMarkers]:
        """The chat template's turn markers, checked against the template's own tokens once per model."""
        if sampler.ref in self._markers:
            return self._markers[sampler.ref]
        found = tp.template_markers(self.options.turn_markers, sampler)
        self._markers[sampler.ref] = found
        n_ctx = sampler.info().get("n_ctx")
        if isinstance(n_ctx, int) and n_ctx < self.options.max_total_tokens:
            log.warning(
                "%s has a context of %d tokens, below env.max_total_tokens=%d: long trajectories end "
                "at the context (token_budget); raise model.n_ctx or lower env.max_total_tokens",
                sampler.ref,
                n_ctx,
                self.options.max_total_tokens,
            )
        if self.format_guessed and self.tool_format == "fenced":
            if tp.renders_tool_responses(sampler.tokenize_chat, sampler.tokenize):
                log.warning(
                    "the chat template of %s has the Qwen tool format; this run uses fenced code blocks "
                    "(tool_format=auto guessed from the model name): set env.tool_format=qwen to use it",
                    sampler.ref,
                )
        return found

    async def _runner(self, stack: contextlib.AsyncExitStack) -> CodeRunner:
        """The sandbox, or a fresh session of it when ``stateful`` (closed with the rollout)."""
        async with self._lock:  # the first rollouts to need it wait for one sandbox to start
            if self._sandbox is None:
                self._sandbox = await asyncio.to_thread(self._make_sandbox)
        if not self.options.stateful:
            return self._sandbox
        session = self._sandbox.session()
        if hasattr(session, "__aenter__"):
            return await stack.enter_async_context(session)
        return stack.enter_context(session)

    def _make_sandbox(self):
        return make_sandbox(self.options)

    # -- what the runner calls ------------------------------------------------------------------------
    def stats(self) -> dict[str, Any]:
        """Sandbox statistics (``{"calls": 0}`` before any tool call; kept after ``close``)."""
        if self._sandbox is not None and hasattr(self._sandbox, "stats"):
            self._last_stats = dict(self._sandbox.stats())
        return dict(self._last_stats)

    async def aclose(self) -> None:
        self.close()

    def close(self) -> None:
        """Close the sandbox this env created (a shared one belongs to whoever passed it in)."""
        if self._sandbox is None or not self._owns_sandbox:
            return
        self.stats()  # the runner asks for them after closing
        box, self._sandbox = self._sandbox, None
        box.close()


def build(options: dict[str, Any], ctx: EnvContext) -> ToolEnv:
    opts = parse_options(ToolOptions, options, "tool")
    fmt, reason = resolve_format(opts.tool_format, ctx)
    check_format(opts, fmt, ctx)
    resolved = opts.model_copy(
        update={
            "tool_format": fmt,
            "max_tokens_per_turn": opts.max_tokens_per_turn or ctx.sampling.max_tokens,
            "reminder": opts.reminder or REMINDERS[fmt],
        }
    )
    return ToolEnv(
        resolved,
        ctx.system_prompt,
        ctx.sampling,
        sandbox=ctx.extras.get("sandbox"),
        format_guessed=opts.tool_format == "auto",
        format_reason=reason,
    )


__all__ = ["CodeRunner", "ToolEnv", "ToolOptions", "build"]
