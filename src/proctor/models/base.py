"""The Sampler contract shared by every backend.

A backend turns a prompt (chat messages, token ids for token-in/token-out continuation, or a plain
text sent as a raw completion, without any chat template: ``prompt.raw``) into completions. It is async; blocking engines run in a worker thread. Errors are typed by what the
runner should do with them: retry (:class:`TransientError`), record on the sample
(:class:`SampleError`), or stop the run (:class:`FatalError`).
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Annotated, Any, Literal, Protocol, runtime_checkable

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

Message = dict[str, Any]  # {"role": "system"|"user"|"assistant"|"tool", "content": str, ...}
# chat messages | token ids (continued as they are) | a raw completion text (tokenized as the
# backend's completions endpoint would: the model's own special tokens, its BOS where it adds one)
Prompt = list[Message] | list[int] | str


def check_stops(stops: Any) -> Any:
    """Stop strings are non-empty: an empty one would end every completion before its first token."""
    if any(isinstance(s, str) and not s for s in stops):
        raise ValueError(
            "a stop string is empty, which would end every completion before its first token; "
            "remove it (e.g. stop = [] for none)"
        )
    return stops


StopStrings = Annotated[list[str], AfterValidator(check_stops)]


class SamplingParams(BaseModel):
    """What the user asked for. A backend reports which of these took effect (``Sampler.effective``)."""

    # finite numbers only: temperature=inf or a NaN budget would be accepted and sample nonsense
    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    temperature: float = Field(0.6, ge=0.0, description="0 means greedy")
    top_p: float = Field(1.0, gt=0.0, le=1.0)
    top_k: int | None = Field(None, ge=1, description="None: the backend's 'off'")
    max_tokens: int = Field(1024, ge=1, description="limits the completion only, never the prompt")
    stop: Annotated[tuple[str, ...], AfterValidator(check_stops)] = ()
    # function tools offered to a chat API, in OpenAI's shape ({"type": "function", "function": ...}),
    # and its tool_choice ("auto" | "required" | "none" | {"type": "function", ...}); only the openai:
    # backend sends them (the tool env refuses tool_format=openai on every other backend)
    tools: tuple[dict[str, Any], ...] | None = None
    tool_choice: str | dict[str, Any] | None = None
    logprobs: bool = Field(
        False, description="record each sampled token's log-probability (Completion.logprobs); same text"
    )


class Completion(BaseModel):
    """One generation, with the same fields from every backend."""

    text: str
    finish_reason: Literal["stop", "length"]
    prompt_tokens: int = 0
    completion_tokens: int = 0
    token_ids: list[int] | None = None  # completion token ids, when the backend knows them
    prompt_token_ids: list[int] | None = None  # the exact prompt tokens, when known
    latency_s: float = 0.0  # wall-clock seconds of the request: the n completions of one request share it
    retries: int = 0  # retries spent inside the backend (HTTP backends)
    retry_log: list[str] = Field(default_factory=list)
    # reasoning models (proctor.models.thinking): the thinking, apart from ``text`` (the answer)
    reasoning: str | None = None
    reasoning_tokens: int | None = None
    think_state: str | None = None  # none | closed | unclosed | forced
    # the completion budget after it was shrunk to fit the model's context (prompt + max_tokens was
    # more than the context); None when max_tokens fit as asked
    max_tokens_effective: int | None = None
    # the calls of a chat API's structured tool calling (``message.tool_calls``), verbatim in
    # OpenAI's shape [{"id", "type": "function", "function": {"name", "arguments"}}]; None: none
    tool_calls: list[dict[str, Any]] | None = None
    # the server's own finish reason where ``finish_reason`` maps it ("tool_calls" is "stop": the
    # model ended its turn itself); None where it is one of stop | length
    finish_reason_raw: str | None = None
    # with SamplingParams.logprobs: the log-probability of each token of ``token_ids`` (one per id, in
    # order) under the model's own distribution at temperature 1, before any sampling transform
    # (temperature, top-k, top-p, penalties); a server that reports other ones says so in docs/backends.md
    logprobs: list[float] | None = None


class BackendError(Exception):
    """Base class of backend errors."""


class TransientError(BackendError):
    """Worth retrying (rate limit, 5xx, reset connection, timeout). ``retry_after`` in seconds if known."""

    def __init__(self, message: str, retry_after: float | None = None):
        super().__init__(message)
        self.retry_after = retry_after


class SampleError(BackendError):
    """This one sample cannot be generated (e.g. its prompt exceeds the context); record it, go on."""


class PromptTooLong(SampleError):
    """The prompt does not fit the model's context: recorded as data (stop reason ``prompt_too_long``)."""


class ContextOverflow(PromptTooLong):
    """A server refused prompt + max_tokens as longer than its context, and said by how much: its
    context length and, where it says it, the prompt's tokens (the openai backend then retries once
    with the budget shrunk to fit)."""

    def __init__(self, message: str, context_length: int | None = None, prompt_tokens: int | None = None):
        super().__init__(message)
        self.context_length = context_length
        self.prompt_tokens = prompt_tokens


class FatalError(BackendError):
    """Nothing will work until the user fixes something (bad key, unknown model): stop the run now."""


@runtime_checkable
class Sampler(Protocol):
    """The model under test, as the runner and the envs see it."""

    ref: str

    async def sample(
        self, prompt: Prompt, params: SamplingParams, n: int = 1, seed: int | None = None
    ) -> list[Completion]:
        """Return ``n`` completions of ``prompt``. Same prompt, params and seed give the same text."""
        ...

    def effective(self, params: SamplingParams) -> dict[str, Any]:
        """The sampling parameters that actually take effect on this backend (for config.toml)."""
        ...

    def info(self) -> dict[str, Any]:
        """What identifies the model (ref, file hash, adapter, backend version) for config.toml."""
        ...

    def tokenize_chat(self, messages: list[Message], add_generation_prompt: bool = True) -> list[int] | None:
        """The prompt tokens the backend would feed for ``messages``; None where unknown (chat APIs)."""
        ...

    def tokenize(self, text: str) -> list[int] | None:
        """Tokens of a plain text fragment (no special tokens added); None where unknown."""
        ...

    def tokenize_completion(self, text: str) -> list[int] | None:
        """The tokens a raw completion prompt (``str``) is fed as: the text with the special tokens
        the model's tokenizer adds to a document (its BOS where it adds one), as a server's
        ``/completions`` tokenizes it; None where unknown (the server then tokenizes the text)."""
        ...

    async def aclose(self) -> None: ...


class WrappedSampler:
    """A sampler that changes what ``sample`` does (retries, thinking) and hands everything else to
    the sampler it wraps."""

    def __init__(self, inner: Sampler):
        self.inner = inner
        self.ref = inner.ref

    def effective(self, params: SamplingParams) -> dict[str, Any]:
        return self.inner.effective(params)

    def info(self) -> dict[str, Any]:
        return self.inner.info()

    def tokenize_chat(self, messages: list[Message], add_generation_prompt: bool = True) -> list[int] | None:
        return self.inner.tokenize_chat(messages, add_generation_prompt)

    def tokenize(self, text: str) -> list[int] | None:
        return self.inner.tokenize(text)

    def tokenize_completion(self, text: str) -> list[int] | None:
        return self.inner.tokenize_completion(text)

    def detokenize(self, tokens: list[int]) -> str:
        """The text of ``tokens`` (local backends; what the step API needs of a tokenizer)."""
        inner = getattr(self.inner, "detokenize", None)
        if not callable(inner):
            raise AttributeError(
                f"{self.ref} has no tokenizer of its own to detokenize with (a served model); give the "
                "step API your model's tokenizer instead: proctor.rewards.HFTokenizer(tokenizer)"
            )
        return inner(tokens)

    # local backends' chat template (proctor.models.chat_template; env.tool_format=native)
    def chat_template(self) -> str | None:
        get = getattr(self.inner, "chat_template", None)
        return get() if callable(get) else None

    def template_vars(self) -> dict[str, Any]:
        get = getattr(self.inner, "template_vars", None)
        return get() if callable(get) else {}

    def token_text(self, tokens: list[int]) -> str | None:
        get = getattr(self.inner, "token_text", None)
        return get(tokens) if callable(get) else None

    async def aclose(self) -> None:
        await self.inner.aclose()


def local_prompt_ids(sampler: Sampler, prompt: Prompt) -> list[int]:
    """The token ids a local backend feeds for ``prompt``: token ids as they are, chat messages through
    the chat template, a raw completion text through ``tokenize_completion``."""
    if not prompt:
        raise SampleError("empty prompt")
    if isinstance(prompt, str):
        ids = sampler.tokenize_completion(prompt)
    elif isinstance(prompt[0], dict):
        ids = sampler.tokenize_chat(prompt)  # type: ignore[arg-type]
    else:
        ids = list(prompt)  # type: ignore[arg-type]
    if ids is None:
        raise SampleError(f"{sampler.ref} gave no token ids for the prompt")
    return ids


def fit_context(prompt_tokens: int, params: SamplingParams, context: int, hint: str = "") -> SamplingParams:
    """``params`` with ``max_tokens`` shrunk so that prompt + completion fit a context of ``context``
    tokens (the same params when they fit); :class:`PromptTooLong` when the prompt alone leaves no
    room for one token."""
    room = context - prompt_tokens
    if room < 1:
        raise PromptTooLong(
            f"prompt of {prompt_tokens} tokens does not fit the model's context of {context} tokens{hint}"
        )
    return params if params.max_tokens <= room else params.model_copy(update={"max_tokens": room})


def mark_shrunk(
    completions: list[Completion], asked: SamplingParams, used: SamplingParams
) -> list[Completion]:
    """Record on each completion the budget it really had when :func:`fit_context` shrank it."""
    if used.max_tokens >= asked.max_tokens:
        return completions
    return [c.model_copy(update={"max_tokens_effective": used.max_tokens}) for c in completions]


def effective_params(params: SamplingParams) -> dict[str, Any]:
    """The sampling parameters as given, for a backend that applies every one of them."""
    out = params.model_dump(exclude_none=True)
    out["stop"] = list(params.stop)
    if not params.logprobs:  # recorded when asked for, like max_thinking_tokens: off changes nothing
        out.pop("logprobs")
    return out


def adapter_sha256(adapter: str | None) -> str | None:
    """Digest of a local adapter (file or directory), so resume can refuse a checkpoint that changed;
    None without an adapter or for one named on the hub."""
    return path_sha256(adapter) if adapter and Path(adapter).exists() else None


def path_sha256(path: str | Path, chunk: int = 1 << 20) -> str:
    """sha256 of a checkpoint: a file's bytes, or for a directory (a LoRA adapter saved by peft, a model
    folder) every file's relative path and bytes, in sorted order. Recorded so resume can tell that the
    weights changed."""
    root = Path(path)
    files = sorted(p for p in root.rglob("*") if p.is_file()) if root.is_dir() else [root]
    h = hashlib.sha256()
    for f in files:
        if root.is_dir():
            h.update(f.relative_to(root).as_posix().encode() + b"\0")
        with open(f, "rb") as fh:
            while block := fh.read(chunk):
                h.update(block)
    return h.hexdigest()
