"""``openai:MODEL`` — any OpenAI-compatible server (vLLM, SGLang, llama.cpp, hosted APIs), over httpx.

Prompts
- chat messages go to ``/chat/completions``;
- token ids go to ``/completions`` as a token-id prompt (token-in/token-out), except on
  llama-cpp-python's server, which takes text only: there the ids are detokenized by the server
  (``/extras/detokenize``) and the text is sent only if it tokenizes back to exactly the same ids
  (``/extras/tokenize``); otherwise the sample fails with :class:`SampleError`.

What each server takes (``ModelOptions.extra["server"]``, or ``"auto"``, the default: read from
``GET /models``'s ``owned_by`` — ``vllm``, ``sglang``, ``llamacpp`` (llama.cpp's llama-server),
``me`` (llama-cpp-python's server); anything else is treated as ``openai``):

==================  =======  ==================  ===========================  ==================
server              top_k    n in one request    completion token ids          token-id prompts
==================  =======  ==================  ===========================  ==================
vllm                extra    yes                 yes (``return_token_ids``)    yes
sglang              extra    yes                 no                           yes
llama.cpp           extra    no (one per sample) no                           yes
llama-cpp-python    extra    no (one per sample) no                           via detokenize
openai              dropped  yes                 no                           yes
==================  =======  ==================  ===========================  ==================

Samplers nobody asked for: llama.cpp's servers apply top-k 40 and min-p 0.05 to a request that does
not name them, and llama-cpp-python's server a repeat penalty of 1.1 (which changes even greedy text);
the backend sends ``top_k: 0`` (off, unless ``top_k`` is set), ``min_p: 0`` and ``repeat_penalty: 1``
to both, so a request samples exactly as its ``SamplingParams`` say.

Seeds: with ``n`` in one request, the request carries ``seed`` and the server draws the n samples
from it (the texts then depend on n, as in vLLM's own ``n``). Without, sample ``i`` is a request of
its own with seed ``seed + i`` (as every other backend numbers them). ``extra["n_per_request"]``
(true/false) overrides the table.

Seeds and llama.cpp: a server that reuses the KV cache of the previous request's shared prompt prefix
gives slightly different logits, so the same seed can give another text. For llama.cpp's llama-server
the backend sends ``cache_prompt: false``; llama-cpp-python's server has no such switch (its same-seed
texts match only from the same cache state). vLLM's prefix caching is meant not to change results.

Errors: 429, 408, 409, 5xx, timeouts (``ModelOptions.request_timeout_s``, whole request), connection
errors and unreadable bodies raise :class:`TransientError` (``Retry-After`` / ``retry-after-ms``
honoured by the retry layer); 401,
403, 404 and other 4xx raise :class:`FatalError` saying what to fix. The API key is read from the
environment variable ``ModelOptions.api_key_env`` at each request and never stored or logged.

Context: prompt + max_tokens beyond the model's context is not a failure. Where the context length is
known (``GET /models``' ``max_model_len``: vLLM, SGLang; or a previous context-length error) and the
prompt's tokens too (token-id prompts), the budget is shrunk before the request. Otherwise a server's
context-length error (HTTP 400) that names the context and the prompt's tokens is answered by one retry
with the budget shrunk to fit. A server that shrinks on its own (llama-cpp-python's) is seen by its
``length`` finish before max_tokens. Each shrunk completion records ``max_tokens_effective``; a prompt
that alone does not fit raises :class:`PromptTooLong` (the sample's stop reason ``prompt_too_long``).
"""

from __future__ import annotations

import asyncio
import email.utils
import json
import os
import re
import threading
import time
from typing import Any

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
    TransientError,
    effective_params,
    fit_context,
    mark_shrunk,
)
from proctor.models.endpoints import Endpoint, EndpointPool, affinity_key, parse_base_urls, redact

DEFAULT_BASE_URL = "https://api.openai.com/v1"
SERVER_KINDS = ("vllm", "sglang", "llama.cpp", "llama-cpp-python", "openai")
_OWNED_BY = {"vllm": "vllm", "sglang": "sglang", "llamacpp": "llama.cpp", "me": "llama-cpp-python"}
_TOP_K = {"vllm", "sglang", "llama.cpp", "llama-cpp-python"}
_N_PER_REQUEST = {"vllm", "sglang", "openai"}
_CONTEXT_RE = re.compile(
    r"context.length|context_length_exceeded|maximum context|context window|too many tokens|"
    r"prompt is too long|input is too long|exceeds? the (?:model|max)|exceeds? the available context",
    re.IGNORECASE,
)
# what servers say in that error: the context length, and (most of them) the prompt's tokens
_CONTEXT_LEN_RE = re.compile(
    r"(?:maximum context length (?:is|of)|context window of|context (?:size|length) of)\s*(\d+)",
    re.IGNORECASE,
)
_PROMPT_LEN_RE = re.compile(
    r"(\d+) (?:tokens )?in (?:the messages|your prompt|the prompt)|request has (\d+) input tokens|"
    r"messages resulted in (\d+) tokens|(\d+) tokens from the input|Requested tokens \((\d+)\)",
    re.IGNORECASE,
)
_RETRYABLE = {408, 409, 425, 429}
# llama.cpp's servers apply samplers of their own to a request that does not name them: top-k 40 and
# min-p 0.05 (both), repeat penalty 1.1 (llama-cpp-python's server). Even greedy text changes with a
# repeat penalty. These values turn each off (top_k 0 is "off" on both), so a request gets exactly the
# sampling its SamplingParams say; a top_k the user gave is sent as given.
LLAMA_NEUTRAL = {"top_k": 0, "min_p": 0.0, "repeat_penalty": 1.0}
_NEUTRAL = {"llama.cpp": LLAMA_NEUTRAL, "llama-cpp-python": LLAMA_NEUTRAL}


class OpenAISampler:
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
    ):
        if not model:
            raise FatalError("openai: needs a model name, e.g. --model openai:Qwen/Qwen2.5-0.5B-Instruct")
        if server not in (*SERVER_KINDS, "auto"):
            raise FatalError(f"model.extra.server={server!r} is not one of auto, {', '.join(SERVER_KINDS)}")
        self.model = model
        self.ref = f"openai:{model}"
        self.api_key_env = api_key_env
        self.request_timeout_s = request_timeout_s
        self.pool = endpoints if isinstance(endpoints, EndpointPool) else EndpointPool(endpoints)
        self._server = None if server == "auto" else server
        self._n_per_request = n_per_request
        self._transport = transport
        self.template_kwargs = dict(template_kwargs or {})
        self.reasoning_effort = reasoning_effort
        self._sync_transport: httpx.BaseTransport | None = None  # tests put a fake server here
        self._client: httpx.AsyncClient | None = None
        self._sync_client: httpx.Client | None = None  # server detection and tokenizer routes
        self._client_loop: asyncio.AbstractEventLoop | None = None
        self._lock = threading.Lock()
        # the model's context in tokens, where the server said it (/models' max_model_len, or a
        # context-length error): budgets are then shrunk to fit before the request where the prompt's
        # tokens are known
        self.context_length: int | None = None

    # --- what the server is -------------------------------------------------------------------

    @property
    def server(self) -> str:
        """The server kind; detected once from ``GET /models`` when configured as ``auto``."""
        with self._lock:
            if self._server is None:
                self._server = self._detect()
            return self._server

    def _detect(self) -> str:
        url = self.pool.endpoints[0].url
        try:
            r = self._sync_http().get(
                f"{url}/models", headers=self._headers(), timeout=min(30.0, self.request_timeout_s)
            )
        except httpx.HTTPError as e:
            raise FatalError(
                f"cannot reach {redact(url)}/models to tell which server it is ({type(e).__name__}: {e}); "
                "start the server or check --base-url, or name it with --set model.extra.server=vllm|sglang|"
                "llama.cpp|llama-cpp-python|openai"
            ) from e
        if r.status_code >= 400:
            raise _status_error(r, url, self)
        try:
            models = [m for m in r.json().get("data", []) if isinstance(m, dict)]
        except (ValueError, AttributeError):
            models = []
        owners = {m.get("owned_by") for m in models}
        for m in models:  # vLLM and SGLang list the served model's max_model_len
            if m.get("id") == self.model and isinstance(m.get("max_model_len"), int):
                self.context_length = m["max_model_len"]
        for owner, kind in _OWNED_BY.items():
            if owner in owners:
                return kind
        return "openai"

    def n_per_request(self) -> bool:
        if self._n_per_request is not None:
            return self._n_per_request
        return self.server in _N_PER_REQUEST

    def effective(self, params: SamplingParams) -> dict[str, Any]:
        out = effective_params(params)
        if self.server not in _TOP_K:
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
            "api_key_env": self.api_key_env,
            "httpx": httpx.__version__,
        }

    # --- HTTP ----------------------------------------------------------------------------------

    def _headers(self) -> dict[str, str]:
        key = os.environ.get(self.api_key_env)
        return {"Authorization": f"Bearer {key}"} if key else {}

    def _http(self) -> httpx.AsyncClient:
        loop = asyncio.get_running_loop()
        if self._client is None or self._client_loop is not loop:
            self._client = httpx.AsyncClient(
                transport=self._transport,
                timeout=httpx.Timeout(self.request_timeout_s, connect=min(10.0, self.request_timeout_s)),
                limits=httpx.Limits(max_connections=None, max_keepalive_connections=512),
            )
            self._client_loop = loop
        return self._client

    async def _post(
        self, path: str, body: dict[str, Any], root: bool = False
    ) -> tuple[dict[str, Any], float]:
        """POST to the chosen endpoint; returns (json, seconds). Maps every failure to our errors.

        ``path`` is relative to the base URL (``/chat/completions``), or to the server root with ``root``
        (``/tokenize``: the base URL less its ``/v1``)."""
        with self.pool.use(affinity_key(body)) as ep:
            t0 = time.perf_counter()
            url = f"{_root(ep.url) if root else ep.url}{path}"
            try:
                async with asyncio.timeout(self.request_timeout_s):
                    r = await self._http().post(url, json=body, headers=self._headers())
                    raw = r.content
            except (TimeoutError, httpx.TimeoutException) as e:
                raise self._transient(
                    ep, f"timeout after {self.request_timeout_s:g}s at {redact(ep.url)}"
                ) from e
            except httpx.TransportError as e:
                raise self._transient(
                    ep, f"connection error at {redact(ep.url)}: {type(e).__name__} {e}"
                ) from e
            if r.status_code >= 400:
                err = _status_error(r, ep.url, self)
                if isinstance(err, TransientError):
                    self.pool.failed(ep)
                raise err
            try:
                data = json.loads(raw)
                if not isinstance(data, dict):
                    raise ValueError("not a JSON object")
            except ValueError as e:
                raise self._transient(ep, f"unreadable response body from {redact(ep.url)} ({e})") from e
            self.pool.ok(ep)
            return data, time.perf_counter() - t0

    def _transient(self, ep: Endpoint, message: str, retry_after: float | None = None) -> TransientError:
        if self.pool.failed(ep):
            message += f" (endpoint cooling down for {self.pool.cooldown_s:g}s)"
        return TransientError(message, retry_after=retry_after)

    # --- sampling ------------------------------------------------------------------------------

    def _body(self, params: SamplingParams, n: int, seed: int | None, chat: bool) -> dict[str, Any]:
        kind = self.server
        body: dict[str, Any] = {"model": self.model, "temperature": params.temperature, "top_p": params.top_p}
        body["max_completion_tokens" if chat and kind == "openai" else "max_tokens"] = params.max_tokens
        if params.stop:
            body["stop"] = list(params.stop)
        if params.top_k is not None and kind in _TOP_K:
            body["top_k"] = params.top_k
        if kind in _NEUTRAL:  # samplers the user did not ask for are off, not the server's defaults
            body.update({k: v for k, v in _NEUTRAL[kind].items() if k not in body})
        if seed is not None:
            body["seed"] = seed
        if n != 1:
            body["n"] = n
        if chat and self.template_kwargs:  # vLLM, SGLang: template switches (enable_thinking)
            body["chat_template_kwargs"] = dict(self.template_kwargs)
        if chat and self.reasoning_effort:
            body["reasoning_effort"] = self.reasoning_effort
        if kind == "vllm":
            body["return_token_ids"] = True
        if kind == "llama.cpp":
            body["cache_prompt"] = (
                False  # KV reuse across requests changes the logits: seeds would not reproduce
            )
        return body

    async def sample(
        self, prompt: Prompt, params: SamplingParams, n: int = 1, seed: int | None = None
    ) -> list[Completion]:
        if not prompt:
            raise SampleError("empty prompt")
        if self._server is None:
            await asyncio.to_thread(lambda: self.server)
        chat = isinstance(prompt[0], dict)
        if chat:
            path, payload = "/chat/completions", {"messages": prompt}
            prompt_ids = None
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
        out = mark_shrunk(_completions(data, n, chat, latency, prompt_ids), params, fit)
        return [_silently_shrunk(c, fit, n) for c in out]

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

    def _sync_http(self) -> httpx.Client:
        """One blocking client for the whole run: a tokenizer call per rollout reuses its connection."""
        if self._sync_client is None:
            self._sync_client = httpx.Client(transport=self._sync_transport)
        return self._sync_client

    def _sync_post(self, path: str, body: dict[str, Any]) -> dict[str, Any] | None:
        """POST to the server root of the first endpoint (tokenizer routes); None when it fails."""
        url = _root(self.pool.endpoints[0].url)
        try:
            r = self._sync_http().post(
                f"{url}{path}", json=body, headers=self._headers(), timeout=self.request_timeout_s
            )
            r.raise_for_status()
            return r.json()
        except (httpx.HTTPError, ValueError):
            return None

    def tokenize_chat(self, messages: list[Message], add_generation_prompt: bool = True) -> list[int] | None:
        if self.server != "vllm":
            return None
        body = {"model": self.model, "messages": messages, "add_generation_prompt": add_generation_prompt}
        out = self._sync_post("/tokenize", body)
        return out.get("tokens") if out else None

    def tokenize(self, text: str) -> list[int] | None:
        if self.server == "vllm":
            out = self._sync_post(
                "/tokenize", {"model": self.model, "prompt": text, "add_special_tokens": False}
            )
        elif self.server == "llama-cpp-python":
            out = self._sync_post("/extras/tokenize", {"input": text})
        else:
            return None
        return out.get("tokens") if out else None

    async def aclose(self) -> None:
        if self._sync_client is not None:
            self._sync_client.close()
            self._sync_client = None
        if self._client is not None:
            try:
                await self._client.aclose()
            except RuntimeError:  # its event loop is gone; nothing left to close
                pass
            self._client = None


def _completions(
    data: dict[str, Any], n: int, chat: bool, latency: float, prompt_ids: list[int] | None
) -> list[Completion]:
    try:
        choices = sorted(data["choices"], key=lambda c: c.get("index", 0))
        texts = [(c["message"].get("content") or "") if chat else (c.get("text") or "") for c in choices]
        # reasoning parsers (vLLM, SGLang, llama-server) return the thinking apart from the answer
        thoughts = [
            (c["message"].get("reasoning_content") or c["message"].get("reasoning")) if chat else None
            for c in choices
        ]
    except (KeyError, TypeError, AttributeError) as e:
        raise TransientError(f"response without choices/text ({type(e).__name__}: {e})") from e
    if len(choices) != n:
        raise TransientError(f"asked for {n} completions, the server returned {len(choices)}")
    usage = data.get("usage") or {}
    prompt_tokens = int(usage.get("prompt_tokens") or 0)
    total_completion = int(usage.get("completion_tokens") or 0)
    ids_prompt = data.get("prompt_token_ids") or prompt_ids
    out = []
    details = usage.get("completion_tokens_details") or {}
    for c, text, thought in zip(choices, texts, thoughts, strict=True):
        token_ids = c.get("token_ids")
        if token_ids is not None:
            count = len(token_ids)
        elif n == 1:
            count = total_completion
        else:  # usage is a total over the n choices: split it by text length (an estimate)
            chars = sum(len(t) for t in texts)
            count = round(total_completion * len(text) / chars) if chars else total_completion // n
        out.append(
            Completion(
                text=text,
                finish_reason="length" if c.get("finish_reason") == "length" else "stop",
                prompt_tokens=prompt_tokens or (len(ids_prompt) if ids_prompt else 0),
                completion_tokens=count,
                token_ids=token_ids,
                prompt_token_ids=c.get("prompt_token_ids") or ids_prompt,
                latency_s=latency,
                reasoning=thought,
                reasoning_tokens=details.get("reasoning_tokens") if thought is not None and n == 1 else None,
                think_state="closed" if thought is not None else None,
            )
        )
    return out


def _silently_shrunk(c: Completion, params: SamplingParams, n: int) -> Completion:
    """A server that shrinks the budget itself (llama-cpp-python's) stops at the context's end with
    finish_reason ``length`` before max_tokens: that budget is recorded too, where the count is exact."""
    exact = c.token_ids is not None or n == 1
    if c.max_tokens_effective is None and exact and c.finish_reason == "length":
        if 0 < c.completion_tokens < params.max_tokens:
            return c.model_copy(update={"max_tokens_effective": c.completion_tokens})
    return c


def _root(url: str) -> str:
    return url[: -len("/v1")] if url.endswith("/v1") else url


def _retry_after(headers: httpx.Headers) -> float | None:
    ms = headers.get("retry-after-ms")
    if ms:
        try:
            return max(0.0, float(ms) / 1000.0)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:  # an HTTP date; an unreadable one is no hint (the backoff applies), never an error
        return max(0.0, email.utils.parsedate_to_datetime(value).timestamp() - time.time())
    except (TypeError, ValueError):
        return None


def _server_message(r: httpx.Response) -> str:
    try:
        body = r.json()
        err = body.get("error", body) if isinstance(body, dict) else body
        msg = err.get("message") or err.get("detail") or err if isinstance(err, dict) else err
    except ValueError:
        msg = r.text
    return " ".join(str(msg).split())[:300]


def _context_overflow(r: httpx.Response, code: int, msg: str) -> ContextOverflow:
    """The context length and prompt tokens a context-length error gives: in its message (vLLM,
    SGLang, OpenAI, llama-cpp-python) or as fields of the error (llama.cpp's llama-server)."""
    try:
        err = r.json().get("error")
    except (ValueError, AttributeError):
        err = None
    fields = err if isinstance(err, dict) else {}
    context = fields.get("n_ctx") if isinstance(fields.get("n_ctx"), int) else None
    prompt = fields.get("n_prompt_tokens") if isinstance(fields.get("n_prompt_tokens"), int) else None
    if context is None and (m := _CONTEXT_LEN_RE.search(msg)):
        context = int(m.group(1))
    if prompt is None and (m := _PROMPT_LEN_RE.search(msg)):
        prompt = int(next(g for g in m.groups() if g is not None))
    return ContextOverflow(
        f"prompt too long for the model's context (HTTP {code}: {msg})",
        context_length=context,
        prompt_tokens=prompt,
    )


def _status_error(r: httpx.Response, url: str, s: OpenAISampler) -> Exception:
    code, where, msg = r.status_code, redact(url), _server_message(r)
    if code in _RETRYABLE or code >= 500:
        return TransientError(f"HTTP {code} from {where}: {msg}", retry_after=_retry_after(r.headers))
    if code in (400, 413, 422) and _CONTEXT_RE.search(msg):
        return _context_overflow(r, code, msg)
    if code in (401, 403):
        has_key = "is set" if os.environ.get(s.api_key_env) else "is NOT set"
        return FatalError(
            f"HTTP {code} from {where}: the server refused the API key ({msg}). Put a valid key in the "
            f"environment variable {s.api_key_env} (it {has_key}), or name another with --api-key-env NAME."
        )
    if code == 404:
        return FatalError(
            f"HTTP 404 from {where}: model {s.model!r} or the endpoint was not found ({msg}). Check the model "
            "name (--model openai:NAME, as the server's /models lists it) and that --base-url ends in /v1."
        )
    return FatalError(
        f"HTTP {code} from {where}: the server rejected the request ({msg}). Check the sampling parameters "
        "and model options for this server."
    )


def from_ref(spec: str, options: Any) -> OpenAISampler:
    extra = dict(options.extra)
    server = extra.pop("server", "auto")
    n_per_request = extra.pop("n_per_request", None)
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
            "fail_threshold, cooldown_s"
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
    )
