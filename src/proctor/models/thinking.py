"""Reasoning models: split the thinking from the answer, and cap the thinking (budget forcing).

A reasoning model writes ``<think> ... </think>`` before its answer (DeepSeek-R1 and its distills,
Qwen3, QwQ, Phi-4-reasoning, ...), or a server's reasoning parser returns the thinking apart, as
``reasoning_content``. Either way the grader must read the answer alone: an answer written inside the
thinking and never restated is no answer.

:class:`ThinkingSampler` wraps any backend. Each completion's ``text`` becomes the answer part (what
the grader reads and what the env puts in the transcript, so earlier thinking never reaches the other
agents or the model's own later turns); ``reasoning`` keeps the thinking (recorded on the turn, never
graded); ``think_state`` says how the thinking ended:

- ``none``: no thinking in the text; ``closed``: thinking, then the closing tag, then the answer;
- ``unclosed``: the token budget ran out inside the thinking: the answer is empty (never mined from
  the thinking) and the sample's stop reason is ``truncated_in_thinking``;
- ``forced``: the thinking reached ``max_thinking_tokens``, the closing tag and a short cue were
  appended and the model went on to answer (budget forcing).

Where the server caps the thinking itself (vLLM's ``thinking_token_budget``, SGLang's strict
thinking; :func:`proctor.models.openai.wire.thinking_budget_fields`), the budget goes to it with every
request and nothing is forced here. Otherwise budget forcing is token-in/token-out: it needs a backend
that gives the prompt's and the completion's token ids (llama.cpp, transformers, vLLM; behind
``openai:``, a vLLM server or llama.cpp's llama-server, where the chat template is rendered locally and
the prompt goes to ``/completions`` as token ids); elsewhere it is refused before the run. The same
code below forces the budget on every one of them.
Completions that start inside the thinking because the chat template opened it (R1's template ends
the prompt with ``<think>\\n``) are read the same way: a closing tag with no opening one still
splits, and when the prompt is token ids that end with the opening tag (local backends, vLLM behind
``openai:``), a completion without a closing tag is ``unclosed``. For a chat prompt rendered by a
server, that is the server's reasoning parser's job.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from proctor.models.base import (
    Completion,
    Prompt,
    PromptTooLong,
    SampleError,
    Sampler,
    SamplingParams,
    WrappedSampler,
)

DEFAULT_THINK_TAGS = ("<think>", "</think>")
FORCE_CUE = "\n\nFinal answer: "


class ThinkSplit(NamedTuple):
    reasoning: str | None
    answer: str
    state: str  # none | closed | unclosed


def split_thinking(text: str, tags: tuple[str, str] = DEFAULT_THINK_TAGS, opened: bool = False) -> ThinkSplit:
    """The thinking and the answer of a completion's text (see the module doc). ``opened``: the prompt
    ended with the opening tag (R1's chat template), so the text starts inside the thinking."""
    open_tag, close_tag = tags
    end = text.rfind(close_tag)
    if end >= 0:
        thinking = text[:end]
        start = thinking.find(open_tag)
        if start >= 0:
            thinking = thinking[start + len(open_tag) :]
        return ThinkSplit(thinking.strip(), text[end + len(close_tag) :].strip(), "closed")
    start = text.find(open_tag)
    if start >= 0 and not text[:start].strip():
        return ThinkSplit(text[start + len(open_tag) :].strip(), "", "unclosed")
    if opened:
        return ThinkSplit(text.strip(), "", "unclosed")
    return ThinkSplit(None, text, "none")


class ThinkingSampler(WrappedSampler):
    """A backend whose completions are split into thinking and answer, with an optional thinking budget."""

    def __init__(
        self,
        inner: Sampler,
        tags: tuple[str, str] = DEFAULT_THINK_TAGS,
        max_thinking_tokens: int | None = None,
        cue: str = FORCE_CUE,
        keep_thinking: bool = False,
    ):
        super().__init__(inner)
        self.tags = tags
        self.max_thinking_tokens = max_thinking_tokens
        self.cue = cue
        self.keep_thinking = keep_thinking  # multi-turn envs show the thinking (seen_text, seen_token_ids)
        self._open_ids: list[list[int]] | None = None  # the opening tag's tokens (opened_by)
        # the request fields with which the server caps the thinking itself (vLLM, SGLang behind
        # openai:); None: the budget, if any, is forced here over token ids
        self.server_budget: dict[str, Any] | None = None

    def __getattr__(self, name: str) -> Any:  # anything else a backend offers (stats, reuse counters)
        return getattr(self.inner, name)

    def check_budget_support(self) -> None:
        """A server that caps the thinking itself gets the budget (:meth:`server_budget`); otherwise
        budget forcing continues from token ids: refuse a backend that cannot say them."""
        if self.max_thinking_tokens is None:
            return
        base: Any = self.inner
        while isinstance(base, WrappedSampler):
            base = base.inner
        set_budget = getattr(base, "set_thinking_budget", None)
        if callable(set_budget):
            self.server_budget = set_budget(self.max_thinking_tokens)
            if self.server_budget is not None:
                return
        probe = self.inner.tokenize(self.tags[1])
        if not probe:
            raise SampleError(
                f"sampling.max_thinking_tokens needs token ids (budget forcing continues token-in/token-out); "
                f"{self.ref} does not give them. Use a local backend (llamacpp:, hf:, vllm:), a vLLM server "
                "or llama.cpp's llama-server behind openai:, or drop the budget."
            )

    async def sample(
        self, prompt: Prompt, params: SamplingParams, n: int = 1, seed: int | None = None
    ) -> list[Completion]:
        budget = self.max_thinking_tokens
        if budget is None or budget >= params.max_tokens or self.server_budget is not None:
            opened = self.opened_by(prompt)
            return [self._split(c, opened) for c in await self.inner.sample(prompt, params, n, seed)]
        return [await self._forced(prompt, params, None if seed is None else seed + i) for i in range(n)]

    async def _forced(self, prompt: Prompt, params: SamplingParams, seed: int | None) -> Completion:
        """Generate at most ``budget`` tokens; still thinking then: close, cue, and continue."""
        budget = self.max_thinking_tokens or 0
        if isinstance(prompt, str):
            ids = self.inner.tokenize_completion(prompt)
        elif prompt and isinstance(prompt[0], int):
            ids = list(prompt)  # type: ignore[arg-type]
        else:
            ids = self.inner.tokenize_chat(prompt)  # type: ignore[arg-type]
        if ids is None:
            raise SampleError(f"{self.ref} gives no prompt token ids: budget forcing is not possible")
        opened = self.opened_by(ids)
        (first,) = await self.inner.sample(ids, params.model_copy(update={"max_tokens": budget}), 1, seed)
        if first.max_tokens_effective is not None:  # the context is full: nothing can follow
            return self._split(first, opened)
        if first.finish_reason == "stop" or self.tags[1] in first.text or first.token_ids is None:
            if first.finish_reason == "stop" or first.token_ids is None:
                return self._split(first, opened)
            forced: list[int] = []  # the thinking closed within the budget: let the answer continue
        else:
            forced = list(self.inner.tokenize(self.tags[1] + self.cue) or [])
        used = len(first.token_ids) + len(forced)
        rest = params.max_tokens - used
        if rest < 1:
            return self._split(first, opened)
        try:
            (second,) = await self.inner.sample(
                [*ids, *first.token_ids, *forced], params.model_copy(update={"max_tokens": rest}), 1, seed
            )
        except PromptTooLong:  # the thinking filled the context: no room left for the answer
            return self._split(
                first.model_copy(update={"max_tokens_effective": len(first.token_ids)}), opened
            )
        glue = (self.tags[1] + self.cue) if forced else ""
        joined = Completion(
            text=first.text + glue + second.text,
            finish_reason=second.finish_reason,
            prompt_tokens=first.prompt_tokens,
            completion_tokens=first.completion_tokens + len(forced) + second.completion_tokens,
            token_ids=[*first.token_ids, *forced, *(second.token_ids or [])],
            prompt_token_ids=first.prompt_token_ids,
            latency_s=first.latency_s + second.latency_s,
            retries=first.retries + second.retries,
            retry_log=[*first.retry_log, *second.retry_log],
            max_tokens_effective=None
            if second.max_tokens_effective is None
            else used + second.max_tokens_effective,
            # the forced tokens were not sampled: no logprob of the model's own for them
            logprobs=None
            if forced or first.logprobs is None or second.logprobs is None
            else [*first.logprobs, *second.logprobs],
        )
        out = self._split(joined)
        if forced:
            out = out.model_copy(update={"think_state": "forced", "reasoning_tokens": len(first.token_ids)})
        return out

    def opened_by(self, prompt: Prompt) -> bool:
        """Whether a token-id prompt ends with the opening tag (R1's chat template opens the thinking
        for the model): its completion then starts inside the thinking, closing tag or not."""
        if isinstance(prompt, str):  # a raw completion text that opens the thinking itself
            return any(prompt.endswith(self.tags[0] + tail) for tail in ("", "\n", "\n\n"))
        if not prompt or not isinstance(prompt[0], int):
            return False  # chat messages: the server renders them (and its reasoning parser splits)
        if self._open_ids is None:
            forms = (self.inner.tokenize(self.tags[0] + tail) for tail in ("", "\n", "\n\n"))
            self._open_ids = [f for f in forms if f]
        return any(list(prompt[-len(f) :]) == f for f in self._open_ids)

    def _split(self, c: Completion, opened: bool = False) -> Completion:
        if c.reasoning is not None:  # the server split it already (reasoning_content)
            return c.model_copy(update={"think_state": c.think_state or "closed"})
        part = split_thinking(c.text, self.tags, opened)
        if part.state == "none":
            return c.model_copy(update={"think_state": "none"})
        tokens = None
        if part.reasoning is not None:
            counted = self.inner.tokenize(self.tags[0] + part.reasoning + self.tags[1])
            tokens = len(counted) if counted is not None else None
        if part.state == "unclosed":
            tokens = c.completion_tokens
        return c.model_copy(
            update={
                "text": part.answer,
                "reasoning": part.reasoning,
                "reasoning_tokens": tokens,
                "think_state": part.state,
            }
        )


def seen_text(sampler: Any, c: Completion) -> str:
    """What a multi-turn env passes on of a completion (to the other agents, the env, the model's own
    later turns): the answer part, as reasoning models' chat templates drop earlier thinking; with
    ``env.keep_thinking`` (a :class:`ThinkingSampler` with ``keep_thinking``) the thinking too, in its
    tags, before the answer."""
    if c.reasoning is None or not getattr(sampler, "keep_thinking", False):
        return c.text
    open_tag, close_tag = sampler.tags
    if c.think_state == "unclosed":
        return f"{open_tag}\n{c.reasoning}"
    return f"{open_tag}\n{c.reasoning}\n{close_tag}\n\n{c.text}"


def seen_token_ids(sampler: Any, c: Completion) -> list[int]:
    """The tokens a token-in/token-out continuation carries on with (the tool env): the generated ones
    when there was no thinking or it is kept, else the answer part's tokens only."""
    ids = list(c.token_ids or [])
    if c.reasoning is None or getattr(sampler, "keep_thinking", False):
        return ids
    return list(sampler.tokenize(c.text) or []) if c.text else []
