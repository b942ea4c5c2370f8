"""The ``openai:`` sampler: one model served by one or more OpenAI-compatible endpoints.

What each kind of server takes, how seeds, errors and the context are handled: the package doc
(:mod:`proctor.models.openai`). The request bodies and responses are in
:mod:`proctor.models.openai.wire`, the errors servers answer with in :mod:`proctor.models.openai.errors`.
"""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import aiohttp
import httpx

from proctor.models.base import (
    Completion,
    ContextOverflow,
    FatalError,
    Message,
    Prompt,
    PromptTooLong,
    SampleError,
    SamplingParams,
    effective_params,
    fit_context,
    mark_shrunk,
)
from proctor.models.chat_template import ChatTemplate, load_template_file, template_sha256
from proctor.models.endpoints import EndpointPool, parse_base_urls, redact
from proctor.models.openai.client import ServerClient
from proctor.models.openai.errors import status_error
from proctor.models.openai.wire import (
    FORCE_SERVERS,
    N_PER_REQUEST,
    SERVER_KINDS,
    TOP_K,
    check_thinking_budget,
    completions,
    request_body,
    server_kind,
    server_root,
    silently_shrunk,
    thinking_budget_fields,
    tool_support,
)

DEFAULT_BASE_URL = "https://api.openai.com/v1"
# model.extra.thinking_budget: how sampling.max_thinking_tokens is applied. auto: the server's own cap
# where it has one (vLLM, SGLang), else forced over token ids; server: the server's or an error; force:
# always forced by proctor (token ids over /completions)
THINKING_BUDGET_MODES = ("auto", "server", "force")
_TOKENIZE_CACHE_CHARS = 64  # texts this short (tags, the forcing cue) are tokenized once per run


class OpenAISampler(ServerClient):
    """A Sampler for one model served by one or more OpenAI-compatible endpoints."""

    def __init__(
        self,
        model: str,
        endpoints: list[str] | EndpointPool,
        api_key_env: str = "OPENAI_API_KEY",
        request_timeout_s: float = 600.0,
        server: str = "auto",
        n_per_request: bool | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
        template_kwargs: dict[str, Any] | None = None,
        reasoning_effort: str | None = None,
        thinking_budget: str = "auto",
        chat_template: str | None = None,
    ):
        if not model:
            raise FatalError("openai: needs a model name, e.g. --model openai:Qwen/Qwen2.5-0.5B-Instruct")
        if server not in (*SERVER_KINDS, "auto"):
            raise FatalError(f"model.extra.server={server!r} is not one of auto, {', '.join(SERVER_KINDS)}")
        super().__init__(model, endpoints, api_key_env, request_timeout_s, transport)
        self.ref = f"openai:{model}"
        self._server = None if server == "auto" else server
        if thinking_budget not in THINKING_BUDGET_MODES:
            raise FatalError(
                f"model.extra.thinking_budget={thinking_budget!r} is not one of {', '.join(THINKING_BUDGET_MODES)}"
            )
        self.thinking_budget_mode = thinking_budget
        # sampling.max_thinking_tokens where the server caps the thinking itself (set_thinking_budget)
        self.thinking_budget: int | None = None
        # proctor forces the budget (set_thinking_budget): prompts become token ids, rendered here
        self.forcing = False
        self.template_path = chat_template  # model.chat_template: what a forced budget renders with
        self._template: ChatTemplate | None = None
        self._template_lock = threading.Lock()
        self.template_source: dict[str, Any] | None = None  # where it came from (config.toml)
        self._token_cache: dict[str, list[int]] = {}
        self._n_per_request = n_per_request
        self.template_kwargs = dict(template_kwargs or {})
        self.reasoning_effort = reasoning_effort
        self._lock = threading.Lock()
        # the model's context in tokens, where the server said it (/models' max_model_len, or a
        # context-length error): budgets are then shrunk to fit before the request where the prompt's
        # tokens are known
        self.context_length: int | None = None

    # --- what the server is -------------------------------------------------------------------

    @property
    def server(self) -> str:
        """The server kind; detected once from ``GET /models`` when configured as ``auto``."""
        if self._server is not None:  # known: no lock (read for every request)
            return self._server
        with self._lock:
            if self._server is None:
                self._server = self._detect()
            return self._server

    def _detect(self) -> str:
        url = self.pool.endpoints[0].url
        try:
            r = self._get(f"{url}/models", min(30.0, self.request_timeout_s))
        except httpx.HTTPError as e:
            raise FatalError(
                f"cannot reach {redact(url)}/models to tell which server it is ({type(e).__name__}: {e}); "
                "start the server or check --base-url, or name it with --set model.extra.server=vllm|sglang|"
                "llama.cpp|llama-cpp-python|openai"
            ) from e
        if r.status_code >= 400:
            raise status_error(r, url, self.model, self.api_key_env)
        kind, context_length = server_kind(r, self.model)
        if context_length is not None:
            self.context_length = context_length
        return kind

    def tool_support(self, timeout_s: float = 5.0) -> tuple[bool | None, str]:
        """Whether the server says it takes ``tools`` (llama.cpp's llama-server: ``GET /props``), and
        why; ``(None, why)`` where it does not say (vLLM, SGLang, llama-cpp-python: no /props) or
        cannot be asked within ``timeout_s``. One cheap GET, never an error."""
        url = f"{server_root(self.pool.endpoints[0].url)}/props"
        try:
            r = self._get(url, min(timeout_s, self.request_timeout_s))
        except httpx.HTTPError as e:
            return None, f"GET /props failed ({type(e).__name__})"
        return tool_support(r)

    def set_thinking_budget(self, budget: int) -> dict[str, Any] | None:
        """Have the server cap the thinking at ``budget`` tokens (vLLM, SGLang: the request fields this
        returns, sent with every sampling request); None where it cannot (another server, or
        ``model.extra.thinking_budget=force``): proctor then forces the budget itself
        (:class:`~proctor.models.thinking.ThinkingSampler`) over token ids — the chat template rendered
        here (:meth:`tokenize_chat`), token-id prompts to ``/completions``, the completion's token ids
        back — which needs a server that takes and gives token ids (vLLM, llama.cpp's llama-server)."""
        fields = None if self.thinking_budget_mode == "force" else thinking_budget_fields(self.server, budget)
        if fields is not None:
            self.thinking_budget = budget
            return fields
        if self.thinking_budget_mode == "server":
            raise FatalError(
                f"model.extra.thinking_budget=server, but the {self.server} server has no thinking "
                "budget of its own (vLLM and SGLang have); drop the option to force it over token ids"
            )
        if self.server not in FORCE_SERVERS:
            raise FatalError(
                f"sampling.max_thinking_tokens: the {self.server} server has no thinking budget of its own "
                "(vLLM and SGLang have), and proctor forces one only where the server takes token-id "
                "prompts and returns the completion's token ids (vLLM, llama.cpp's llama-server); serve "
                "the model with one of those, or drop the budget"
            )
        self.forcing = True
        if self.template_path or self.server == "llama.cpp":
            self.chat_template_obj()  # read (and recorded) before the run; a missing one refused now
        return None

    def n_per_request(self) -> bool:
        if self._n_per_request is not None:
            return self._n_per_request
        return self.server in N_PER_REQUEST

    def effective(self, params: SamplingParams) -> dict[str, Any]:
        out = effective_params(params)
        if self.server not in TOP_K:
            out.pop("top_k", None)
        return out

    def info(self) -> dict[str, Any]:
        return {
            "ref": self.ref,
            "backend": "openai",
            "model": self.model,
            "server": self.server,
            "base_urls": [redact(e.url) for e in self.pool.endpoints],
            "n_per_request": self.n_per_request(),
            **(
                {
                    "thinking_budget": "server",
                    "thinking_budget_fields": thinking_budget_fields(self.server, self.thinking_budget),
                }
                if self.thinking_budget is not None
                else {}
            ),
            **(
                {
                    "thinking_budget": "forced",
                    "forced_prompt": "token ids to /completions, the chat template rendered by proctor",
                    **({"chat_template": self.template_source} if self.template_source else {}),
                }
                if self.forcing
                else {}
            ),
            "api_key_env": self.api_key_env,
            "aiohttp": aiohttp.__version__,
        }

    # --- sampling ------------------------------------------------------------------------------

    def _body(self, params: SamplingParams, n: int, seed: int | None, chat: bool) -> dict[str, Any]:
        return request_body(
            self.model,
            self.server,
            params,
            n,
            seed,
            chat,
            template_kwargs=self.template_kwargs,
            reasoning_effort=self.reasoning_effort,
            thinking_budget=self.thinking_budget,
            return_tokens=self.forcing,
        )

    async def sample(
        self, prompt: Prompt, params: SamplingParams, n: int = 1, seed: int | None = None
    ) -> list[Completion]:
        if not prompt:
            raise SampleError("empty prompt")
        if self._server is None:
            await asyncio.to_thread(lambda: self.server)
        chat = not isinstance(prompt, str) and isinstance(prompt[0], dict)
        prompt_ids: list[int] | None = None
        if chat:
            path, payload = "/chat/completions", {"messages": prompt}
        elif isinstance(prompt, str):  # a raw completion: the server tokenizes the text its own way
            path, payload = "/completions", {"prompt": prompt}
        else:
            path, prompt_ids = "/completions", list(prompt)  # type: ignore[arg-type]
            payload = {"prompt": await self._prompt_for_ids(prompt_ids)}
        if n == 1 or self.n_per_request():
            return await self._request(path, payload, params, n, seed, chat, prompt_ids)
        parts = await asyncio.gather(
            *(
                self._request(path, payload, params, 1, None if seed is None else seed + i, chat, prompt_ids)
                for i in range(n)
            )
        )
        return [c for part in parts for c in part]

    async def _request(
        self,
        path: str,
        payload: dict[str, Any],
        params: SamplingParams,
        n: int,
        seed: int | None,
        chat: bool,
        prompt_ids: list[int] | None,
    ) -> list[Completion]:
        fit = params
        if self.context_length is not None and prompt_ids is not None:  # refuse or shrink before sending
            fit = fit_context(len(prompt_ids), params, self.context_length, f" of {self.ref}")
        try:
            data, latency = await self._post(path, {**self._body(fit, n, seed, chat), **payload})
        except ContextOverflow as e:  # the server said how long its context is: shrink, retry once
            fit = self._fit_after_overflow(e, params, prompt_ids)
            data, latency = await self._post(path, {**self._body(fit, n, seed, chat), **payload})
        out = mark_shrunk(completions(data, n, chat, latency, prompt_ids), params, fit)
        if self.thinking_budget is not None:
            for c in out:
                check_thinking_budget(c, self.thinking_budget, self.server)
        return [silently_shrunk(c, fit, n) for c in out]

    def _fit_after_overflow(
        self, e: ContextOverflow, params: SamplingParams, prompt_ids: list[int] | None
    ) -> SamplingParams:
        """The budget that fits the context the server's error names; PromptTooLong when the prompt
        alone does not fit, or when the error does not say enough to shrink."""
        if e.context_length is not None:
            self.context_length = e.context_length
        prompt = e.prompt_tokens if e.prompt_tokens is not None else (len(prompt_ids) if prompt_ids else None)
        if self.context_length is None or prompt is None:
            raise PromptTooLong(f"{e} (the server's error names no context length and prompt size to fit)")
        fit = fit_context(prompt, params, self.context_length, f" of {self.ref}")
        if fit.max_tokens >= params.max_tokens:  # nothing to shrink: the server counts otherwise
            raise e
        return fit

    async def _prompt_for_ids(self, ids: list[int]) -> list[int] | str:
        if self.server != "llama-cpp-python":
            return ids
        text = (await self._post("/extras/detokenize", {"tokens": ids}, root=True))[0].get("text", "")
        back = (await self._post("/extras/tokenize", {"input": text}, root=True))[0].get("tokens")
        if back != ids:
            raise SampleError(
                "llama-cpp-python's server takes text prompts only, and these token ids do not survive a "
                "detokenize/tokenize round trip; use a server that takes token ids (vLLM, SGLang, llama-server)"
            )
        return text

    # --- tokenization (servers that expose it) -------------------------------------------------
    # vLLM's /tokenize always; where proctor forces a thinking budget, llama-server's /tokenize and the
    # chat template rendered here (the server's own, from GET /props, or model.chat_template)

    def tokenize_chat(self, messages: list[Message], add_generation_prompt: bool = True) -> list[int] | None:
        if self.forcing and (self.template_path or self.server == "llama.cpp"):
            text = self.chat_template_obj().render(messages, add_generation_prompt=add_generation_prompt)
            # as each server tokenizes a rendered chat prompt: llama-server adds the vocabulary's
            # special tokens (BOS where it asks for one), vLLM leaves them to the template
            return self._tokenize_text(text, add_special=self.server == "llama.cpp")
        if self.server != "vllm":
            return None
        body = {"model": self.model, "messages": messages, "add_generation_prompt": add_generation_prompt}
        out = self._sync_post("/tokenize", body)
        return out.get("tokens") if out else None

    def tokenize(self, text: str) -> list[int] | None:
        if len(text) > _TOKENIZE_CACHE_CHARS:
            return self._tokenize_plain(text)
        cached = self._token_cache.get(text)
        if cached is None:  # a failed call is not kept: the next one asks again
            cached = self._tokenize_plain(text)
            if cached is None:
                return None
            self._token_cache[text] = cached
        return list(cached)

    def _tokenize_plain(self, text: str) -> list[int] | None:
        if self.server == "llama-cpp-python":
            out = self._sync_post("/extras/tokenize", {"input": text})
            return out.get("tokens") if out else None
        return self._tokenize_text(text, add_special=False)

    def tokenize_completion(self, text: str) -> list[int] | None:
        # else the text goes to /completions as it is, and the server adds its special tokens
        return self._tokenize_text(text, add_special=True)

    def _tokenize_text(self, text: str, add_special: bool) -> list[int] | None:
        """The server's own tokens of ``text`` (``/tokenize``: vLLM, and llama-server where proctor
        forces a budget); None where it has none."""
        if self.server == "vllm":
            body: dict[str, Any] = {"model": self.model, "prompt": text, "add_special_tokens": add_special}
        elif self.server == "llama.cpp" and self.forcing:
            body = {"content": text, "add_special": add_special, "parse_special": True}
        else:
            return None
        out = self._sync_post("/tokenize", body)
        tokens = out.get("tokens") if out else None
        if not isinstance(tokens, list) or not all(type(t) is int for t in tokens):
            return None
        return tokens

    def chat_template_obj(self) -> ChatTemplate:
        """The chat template a forced budget renders prompts with: ``model.chat_template`` where given,
        else the server's own (llama-server's ``GET /props``: ``chat_template``, ``bos_token``,
        ``eos_token``), with ``model.chat_template_kwargs`` as its variables."""
        with self._template_lock:
            if self._template is None:
                self._template = self._load_template()
            return self._template

    def _load_template(self) -> ChatTemplate:
        props: dict[str, Any] = {}
        if self.server == "llama.cpp":
            props = self._sync_get_root("/props") or {}
        specials = {k: props[k] for k in ("bos_token", "eos_token") if isinstance(props.get(k), str)}
        if self.template_path:
            source = load_template_file(self.template_path)
            where = {"file": self.template_path}
        else:
            source = props.get("chat_template")
            if not isinstance(source, str) or not source.strip():
                raise FatalError(
                    f"proctor forces sampling.max_thinking_tokens over token ids and renders the chat "
                    f"template itself, but {redact(self.pool.endpoints[0].url)} gave none (GET /props has no "
                    "chat_template); name the model's template file with --set model.chat_template=PATH"
                )
            where = {"server": "GET /props"}
        self.template_source = {**where, "sha256": template_sha256(source)}
        return ChatTemplate(source, {**specials, **self.template_kwargs})


def from_ref(spec: str, options: Any) -> OpenAISampler:
    extra = dict(options.extra)
    server = extra.pop("server", "auto")
    n_per_request = extra.pop("n_per_request", None)
    thinking_budget = str(extra.pop("thinking_budget", "auto"))
    pool = EndpointPool(
        parse_base_urls(options.base_url, default=DEFAULT_BASE_URL),
        fail_threshold=int(extra.pop("fail_threshold", 3)),
        cooldown_s=float(extra.pop("cooldown_s", 30.0)),
    )
    if options.adapter:
        raise FatalError(
            "--adapter does not apply to openai: servers; serve the LoRA on the server (e.g. vLLM "
            "--lora-modules NAME=PATH) and pass --model openai:NAME"
        )
    if extra:
        raise FatalError(
            f"unknown model.extra option(s) for openai: {sorted(extra)}; known: server, n_per_request, "
            "fail_threshold, cooldown_s, thinking_budget"
        )
    return OpenAISampler(
        spec,
        pool,
        api_key_env=options.api_key_env,
        request_timeout_s=options.request_timeout_s,
        server=server,
        n_per_request=n_per_request,
        template_kwargs=options.chat_template_kwargs,
        reasoning_effort=options.reasoning_effort,
        thinking_budget=thinking_budget,
        chat_template=options.chat_template,
    )
