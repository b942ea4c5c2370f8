"""What goes over the wire to an OpenAI-compatible server and comes back: what each kind of server
takes, the body of a sampling request, what ``GET /models`` says, and the completions a response holds
(the table in :mod:`proctor.models.openai`)."""

from __future__ import annotations

from typing import Any

import httpx

from proctor.models.base import Completion, FatalError, SamplingParams, TransientError

SERVER_KINDS = ("vllm", "sglang", "llama.cpp", "llama-cpp-python", "openai")
# GET /models' owned_by -> the server kind
OWNED_BY = {"vllm": "vllm", "sglang": "sglang", "llamacpp": "llama.cpp", "me": "llama-cpp-python"}
# servers that take top_k (elsewhere it is dropped)
TOP_K = {"vllm", "sglang", "llama.cpp", "llama-cpp-python"}
# servers that draw n samples in one request (elsewhere each sample is a request)
N_PER_REQUEST = {"vllm", "sglang", "openai"}
# servers proctor can force a thinking budget on (token-id prompts in, the completion's token ids out:
# vLLM's return_token_ids, llama-server's return_tokens)
FORCE_SERVERS = ("vllm", "llama.cpp")
# llama.cpp's servers apply samplers of their own to a request that does not name them: top-k 40 and
# min-p 0.05 (both), repeat penalty 1.1 (llama-cpp-python's server). Even greedy text changes with a
# repeat penalty. These values turn each off (top_k 0 is "off" on both), so a request gets exactly the
# sampling its SamplingParams say; a top_k the user gave is sent as given.
LLAMA_NEUTRAL = {"top_k": 0, "min_p": 0.0, "repeat_penalty": 1.0}
NEUTRAL = {"llama.cpp": LLAMA_NEUTRAL, "llama-cpp-python": LLAMA_NEUTRAL}


def thinking_budget_fields(kind: str, budget: int) -> dict[str, Any] | None:
    """The request fields that make a server of ``kind`` cap the thinking at ``budget`` tokens itself,
    on chat and completions requests alike; None where the server has no such cap (proctor then forces
    the budget over token ids, :mod:`proctor.models.thinking`).

    - vLLM: ``thinking_token_budget`` (the server needs ``--reasoning-config``; a build without it
      ignores the field, which :func:`check_thinking_budget` catches from ``usage``);
    - SGLang: ``custom_params.thinking_budget`` (strict thinking: ``--enable-strict-thinking``)."""
    if kind == "vllm":
        return {"thinking_token_budget": budget}
    if kind == "sglang":
        return {"custom_params": {"thinking_budget": budget}}
    return None


def check_thinking_budget(c: Completion, budget: int, kind: str) -> None:
    """A server that says it thought longer than the budget did not apply it (vLLM without
    ``--reasoning-config``, older builds): a FatalError naming the fix, before any such sample is
    graded. Where the server does not count its reasoning tokens nothing can be checked."""
    used = c.reasoning_tokens
    if used is not None and used > budget + 1:  # +1: the end-of-thinking marker, counted by some builds
        raise FatalError(
            f"sampling.max_thinking_tokens={budget} was sent to the {kind} server as "
            f"{thinking_budget_fields(kind, budget)}, and it answered with {used} reasoning tokens: the "
            "server ignores the field (vLLM needs --reasoning-config with the model's reasoning parser; "
            "SGLang --enable-strict-thinking). Start it so, or set model.extra.thinking_budget=force to "
            "have proctor force the budget over token ids"
        )


def request_body(
    model: str,
    kind: str,
    params: SamplingParams,
    n: int,
    seed: int | None,
    chat: bool,
    *,
    template_kwargs: dict[str, Any],
    reasoning_effort: str | None,
    thinking_budget: int | None = None,
    return_tokens: bool = False,
) -> dict[str, Any]:
    """A sampling request's body (less its prompt or messages) for a server of ``kind``;
    ``thinking_budget``: the server caps the thinking itself (:func:`thinking_budget_fields`);
    ``return_tokens``: the completion's token ids are needed (budget forcing continues from them):
    llama-server gives them, on ``/completions``, with ``return_tokens`` in its ``__verbose`` part
    (vLLM always gets ``return_token_ids``)."""
    body: dict[str, Any] = {"model": model, "temperature": params.temperature, "top_p": params.top_p}
    body["max_completion_tokens" if chat and kind == "openai" else "max_tokens"] = params.max_tokens
    if params.stop:
        body["stop"] = list(params.stop)
    if params.top_k is not None and kind in TOP_K:
        body["top_k"] = params.top_k
    if kind in NEUTRAL:  # samplers the user did not ask for are off, not the server's defaults
        body.update({k: v for k, v in NEUTRAL[kind].items() if k not in body})
    if seed is not None:
        body["seed"] = seed
    if n != 1:
        body["n"] = n
    if chat and template_kwargs:  # vLLM, SGLang: template switches (enable_thinking)
        body["chat_template_kwargs"] = dict(template_kwargs)
    if chat and reasoning_effort:
        body["reasoning_effort"] = reasoning_effort
    if chat and params.tools:  # structured tool calling (the tool env's tool_format=openai)
        body["tools"] = [dict(t) for t in params.tools]
        if params.tool_choice is not None:
            body["tool_choice"] = params.tool_choice
    if params.logprobs:  # the sampled tokens' log-probabilities (chat: a switch; completions: top-k 1)
        # top_logprobs 0: no alternatives, and llama-cpp-python's server sends none without it
        body.update({"logprobs": True, "top_logprobs": 0} if chat else {"logprobs": 1})
    if kind == "vllm":
        body["return_token_ids"] = True
    if thinking_budget is not None:
        fields = thinking_budget_fields(kind, thinking_budget)
        if fields is None:
            raise FatalError(f"the {kind} server has no thinking budget of its own")
        body.update(fields)
    if return_tokens and not chat and kind == "llama.cpp":
        body.update({"return_tokens": True, "verbose": True})
    if kind == "llama.cpp":
        body["cache_prompt"] = False  # KV reuse across requests changes the logits: seeds would not reproduce
    return body


def server_kind(r: httpx.Response, model: str) -> tuple[str, int | None]:
    """What ``GET /models`` says: the server kind (by ``owned_by``; ``openai`` when none is known),
    and ``model``'s context length where the server lists it (``max_model_len``: vLLM, SGLang)."""
    try:
        models = [m for m in r.json().get("data", []) if isinstance(m, dict)]
    except (ValueError, AttributeError):
        models = []
    owners = {m.get("owned_by") for m in models}
    context_length = None
    for m in models:  # vLLM and SGLang list the served model's max_model_len
        if m.get("id") == model and isinstance(m.get("max_model_len"), int):
            context_length = m["max_model_len"]
    for owner, kind in OWNED_BY.items():
        if owner in owners:
            return kind, context_length
    return "openai", context_length


def completions(
    data: dict[str, Any], n: int, chat: bool, latency: float, prompt_ids: list[int] | None
) -> list[Completion]:
    """The ``n`` completions of a response; TransientError when it has not the choices asked for."""
    try:
        choices = sorted(data["choices"], key=lambda c: c.get("index", 0))
        texts = [(c["message"].get("content") or "") if chat else (c.get("text") or "") for c in choices]
        # reasoning parsers (vLLM, SGLang, llama-server) return the thinking apart from the answer
        thoughts = [
            (c["message"].get("reasoning_content") or c["message"].get("reasoning")) if chat else None
            for c in choices
        ]
        calls = [c["message"].get("tool_calls") or None if chat else None for c in choices]
        if not all(k is None or (isinstance(k, list) and all(isinstance(x, dict) for x in k)) for k in calls):
            raise TypeError("message.tool_calls is not a list of objects")
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
    verbose = data.get("__verbose")  # llama-server's own fields, with return_tokens its token ids
    verbose_ids = verbose.get("tokens") if isinstance(verbose, dict) and n == 1 and not chat else None
    for c, text, thought, tool_calls in zip(choices, texts, thoughts, calls, strict=True):
        token_ids = c.get("token_ids")
        if token_ids is None and isinstance(verbose_ids, list) and all(type(t) is int for t in verbose_ids):
            token_ids = verbose_ids
        logprobs = choice_logprobs(c, chat)
        if logprobs is not None and token_ids is not None and len(logprobs) != len(token_ids):
            logprobs = None  # not one per token id: no alignment to trust
        if token_ids is not None:
            count = len(token_ids)
        elif n == 1:
            count = total_completion
        else:  # usage is a total over the n choices: split it by text length (an estimate)
            chars = sum(len(t) for t in texts)
            count = round(total_completion * len(text) / chars) if chars else total_completion // n
        finish = c.get("finish_reason")
        out.append(
            Completion(
                text=text,
                finish_reason="length" if finish == "length" else "stop",
                finish_reason_raw=finish if finish not in (None, "stop", "length") else None,
                tool_calls=tool_calls,
                prompt_tokens=prompt_tokens or (len(ids_prompt) if ids_prompt else 0),
                completion_tokens=count,
                token_ids=token_ids,
                prompt_token_ids=c.get("prompt_token_ids") or ids_prompt,
                latency_s=latency,
                reasoning=thought,
                reasoning_tokens=details.get("reasoning_tokens") if thought is not None and n == 1 else None,
                think_state="closed" if thought is not None else None,
                logprobs=logprobs,
            )
        )
    return out


def choice_logprobs(choice: dict[str, Any], chat: bool) -> list[float] | None:
    """The sampled tokens' log-probabilities of one choice: ``logprobs.content[*].logprob`` (chat) or
    ``logprobs.token_logprobs`` (completions); None when the server sent none (or an unreadable list)."""
    lp = choice.get("logprobs")
    if not isinstance(lp, dict):
        return None
    try:
        if chat:
            return [float(t["logprob"]) for t in lp.get("content") or []] if "content" in lp else None
        values = lp.get("token_logprobs")
        return None if values is None else [float(v) for v in values]
    except (KeyError, TypeError, ValueError):
        return None


def silently_shrunk(c: Completion, params: SamplingParams, n: int) -> Completion:
    """A server that shrinks the budget itself (llama-cpp-python's) stops at the context's end with
    finish_reason ``length`` before max_tokens: that budget is recorded too, where the count is exact."""
    exact = c.token_ids is not None or n == 1
    if c.max_tokens_effective is None and exact and c.finish_reason == "length":
        if 0 < c.completion_tokens < params.max_tokens:
            return c.model_copy(update={"max_tokens_effective": c.completion_tokens})
    return c


def server_root(url: str) -> str:
    """The server root of a base URL (its ``/v1`` removed): where tokenizer routes are."""
    return url[: -len("/v1")] if url.endswith("/v1") else url


def tool_support(r: httpx.Response) -> tuple[bool | None, str]:
    """What llama.cpp's llama-server says in ``GET /props`` of its chat template taking tools
    (``chat_template_caps.supports_tools``), and where that was read; None where the answer says
    nothing (other servers have no /props)."""
    if r.status_code != 200:
        return None, f"GET /props answered HTTP {r.status_code}"
    try:
        caps = r.json().get("chat_template_caps")
    except (ValueError, AttributeError):
        caps = None
    if not isinstance(caps, dict) or not isinstance(caps.get("supports_tools"), bool):
        return None, "GET /props has no chat_template_caps.supports_tools"
    return caps["supports_tools"], f"GET /props: chat_template_caps.supports_tools={caps['supports_tools']}"
