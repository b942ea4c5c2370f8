"""``text-only``: one model call on the rendered prompt; the final text is the completion."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from proctor.benchmarks.problem import Problem
from proctor.envs.base import Trajectory, Turn
from proctor.envs.context import DEFAULT_MAX_TOTAL_TOKENS, EnvContext, EnvError, parse_options
from proctor.models.base import Message, Prompt, Sampler, SamplingParams


class SingleTurnOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

    max_total_tokens: int = Field(
        DEFAULT_MAX_TOTAL_TOKENS,
        ge=2,
        description="prompt + completion (the tool env's default too); enforced where the backend "
        "knows the prompt's tokens before the call (local backends)",
    )


def initial_messages(system_prompt: str | None, problem: Problem) -> list[Message]:
    """The first prompt of every env: optional system message, the problem's context turns (few-shot
    exemplars as chat), then its rendered prompt."""
    messages: list[Message] = [{"role": "system", "content": system_prompt}] if system_prompt else []
    messages.extend({"role": t["role"], "content": t["content"]} for t in problem.context)  # type: ignore[misc]
    messages.append({"role": "user", "content": problem.prompt})
    return messages


class SingleTurnEnv:
    name = "text-only"

    def __init__(
        self,
        system_prompt: str | None,
        sampling: SamplingParams,
        options: SingleTurnOptions,
        raw_prompt: bool = False,
    ):
        self.system_prompt = system_prompt
        self.sampling = sampling
        self.options = options
        self.raw_prompt = raw_prompt

    async def rollout(self, sampler: Sampler, problem: Problem, seed: int) -> Trajectory:
        params = self.sampling
        prompt: Prompt
        if self.raw_prompt:  # prompt.raw: the rendered text alone, as a completion (the record shows
            # it as the one user message; config.toml's prompt.raw says how it was sent)
            if problem.context or self.system_prompt:
                raise EnvError("a raw completion prompt is one text: it has no system prompt or chat turns")
            messages: list[Message] = [{"role": "user", "content": problem.prompt}]
            prompt = problem.prompt
            ids = sampler.tokenize_completion(prompt)  # None: the server tokenizes the text
        else:
            messages = prompt = initial_messages(self.system_prompt, problem)
            ids = sampler.tokenize_chat(messages)  # None where the backend cannot say (chat APIs)
        if ids is not None:
            room = self.options.max_total_tokens - len(ids)
            if room < 1:
                return Trajectory(
                    problem_id=problem.id,
                    seed=seed,
                    messages=messages,
                    stop_reason="prompt_too_long",
                    prompt_tokens=len(ids),
                    info={
                        "detail": f"prompt of {len(ids)} tokens is over "
                        f"env.max_total_tokens={self.options.max_total_tokens}"
                    },
                )
            if room < params.max_tokens:
                params = params.model_copy(update={"max_tokens": room})
        # the tokens just counted are the prompt (a local backend would tokenize the messages again)
        (c,) = await sampler.sample(ids if ids is not None else prompt, params, n=1, seed=seed)
        messages = [*messages, {"role": "assistant", "content": c.text}]
        # with sampling.logprobs the record is a trace a trainer reads (Trajectory.trace): token ids too
        ids_kw = {"prompt_token_ids": c.prompt_token_ids, "token_ids": c.token_ids} if params.logprobs else {}
        return Trajectory(
            problem_id=problem.id,
            sample_index=0,
            seed=seed,
            messages=messages,
            turns=[Turn.of(c, seed, **ids_kw)],
            final_text=c.text,
            stop_reason=c.finish_reason,
            finish_reason=c.finish_reason,
            prompt_tokens=c.prompt_tokens,
            completion_tokens=c.completion_tokens,
            latency_s=c.latency_s,
            retries=c.retries,
            retry_log=list(c.retry_log),
        )


def build(options: dict[str, Any], ctx: EnvContext) -> SingleTurnEnv:
    return SingleTurnEnv(
        ctx.system_prompt,
        ctx.sampling,
        parse_options(SingleTurnOptions, options, "text-only"),
        raw_prompt=ctx.raw_prompt,
    )
