"""A scripted model for fast, offline, deterministic tests.

``MockSampler(script)`` where ``script`` is one of:
- a string: every completion is that text;
- a list of strings: turn k of a conversation gets item k (counted by assistant messages so far);
- a callable ``(prompt, seed) -> str``.
References: ``mock:TEXT`` (constant), ``mock:`` (echo the last user message), ``mock:seeded`` (text that
depends on the seed only, for determinism tests).
``n_ctx`` (``model.n_ctx`` for a reference) is its context in whitespace tokens: prompt + max_tokens
beyond it shrinks the budget (``max_tokens_effective``), a prompt alone beyond it is ``PromptTooLong``,
as on the local backends.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

from proctor.models.base import (
    Completion,
    Message,
    Prompt,
    SamplingParams,
    fit_context,
    mark_shrunk,
    path_sha256,
)

Script = str | list[str] | Callable[[Prompt, int | None], str]
CALL_LOG = 1000  # calls the mock keeps for tests to inspect: a long `mock:` run must not grow with them


def _words(text: str) -> list[str]:
    return text.split(" ")


class MockSampler:
    """Whitespace 'tokens'; honours max_tokens and stop like a real backend; no I/O unless delay_s."""

    def __init__(
        self, script: Script | None = None, ref: str = "mock:", delay_s: float = 0.0, n_ctx: int | None = None
    ):
        self.ref = ref
        self.script = script
        self.delay_s = delay_s
        self.n_ctx = n_ctx  # None: no context limit
        self.calls: list[dict[str, Any]] = []  # the latest CALL_LOG to CALL_LOG * 2 calls, oldest first
        self.adapter: str | None = None  # a LoRA path, as ModelOptions.adapter (recorded, not applied)

    def _text(self, prompt: Prompt, seed: int | None) -> str:
        s = self.script
        if callable(s):
            return s(prompt, seed)
        if isinstance(s, list):
            k = sum(1 for m in prompt if isinstance(m, dict) and m.get("role") == "assistant")
            return s[min(k, len(s) - 1)]
        if isinstance(s, str):
            return s
        if isinstance(prompt, str):  # a raw completion prompt: echo its last line
            return prompt.rstrip("\n").rsplit("\n", 1)[-1]
        users = [m for m in prompt if isinstance(m, dict) and m.get("role") == "user"]
        return str(users[-1]["content"]) if users else ""

    async def sample(
        self, prompt: Prompt, params: SamplingParams, n: int = 1, seed: int | None = None
    ) -> list[Completion]:
        self.calls.append({"prompt": prompt, "params": params, "n": n, "seed": seed})
        if len(self.calls) >= 2 * CALL_LOG:
            del self.calls[:CALL_LOG]  # amortized O(1) per call; memory bounded whatever the run's size
        if self.delay_s:
            await asyncio.sleep(self.delay_s)
        prompt_tokens = (
            len(_words(prompt))
            if isinstance(prompt, str)
            else len(prompt)
            if prompt and isinstance(prompt[0], int)
            else sum(
                len(_words(str(m.get("content", ""))))
                for m in prompt  # type: ignore[union-attr]
            )
        )
        asked = params
        if self.n_ctx is not None:
            params = fit_context(prompt_tokens, params, self.n_ctx)
        out = []
        for i in range(n):
            t0 = time.perf_counter()
            text = self._text(prompt, None if seed is None else seed + i)
            finish = "stop"
            for s in params.stop:
                if s in text:
                    text = text[: text.index(s)]
            words = _words(text)
            if len(words) > params.max_tokens:
                text, finish = " ".join(words[: params.max_tokens]), "length"
            out.append(
                Completion(
                    text=text,
                    finish_reason=finish,
                    prompt_tokens=prompt_tokens,
                    completion_tokens=len(_words(text)) if text else 0,
                    latency_s=time.perf_counter() - t0,
                )
            )
        return mark_shrunk(out, asked, params)

    def effective(self, params: SamplingParams) -> dict[str, Any]:
        return params.model_dump(exclude_none=True, exclude=None if params.logprobs else {"logprobs"})

    def info(self) -> dict[str, Any]:
        info: dict[str, Any] = {"ref": self.ref, "backend": "mock"}
        if self.adapter:  # recorded like a real backend's, so resume checks can be tested offline
            info["adapter"] = self.adapter
            info["adapter_sha256"] = path_sha256(self.adapter)
        return info

    def tokenize_chat(self, messages: list[Message], add_generation_prompt: bool = True) -> list[int] | None:
        return None

    def tokenize(self, text: str) -> list[int] | None:
        return None

    def tokenize_completion(self, text: str) -> list[int] | None:
        return None

    async def aclose(self) -> None:
        return None


def seeded_text(prompt: Prompt, seed: int | None) -> str:
    """Deterministic text from the seed alone (a stand-in for sampling)."""
    import random

    rng = random.Random(seed)
    return f"The answer is \\boxed{{{rng.randint(0, 20)}}}"


def from_ref(spec: str, options: object = None) -> MockSampler:
    """``mock:`` echoes, ``mock:seeded`` answers from the seed, ``mock:TEXT`` always says TEXT."""
    sampler = (
        MockSampler(seeded_text, ref="mock:seeded")
        if spec == "seeded"
        else MockSampler(spec or None, ref=f"mock:{spec}")
    )
    sampler.adapter = getattr(options, "adapter", None)
    sampler.n_ctx = getattr(options, "n_ctx", None)
    return sampler
