"""How an OpenAI-compatible server's failures become proctor's errors: retryable statuses a
:class:`TransientError` (with the server's ``Retry-After``), a context-length error a
:class:`ContextOverflow` with the sizes it names, every other refusal a :class:`FatalError` that says
what to fix."""

from __future__ import annotations

import email.utils
import os
import re
import time

import httpx

from proctor.models.base import ContextOverflow, FatalError, TransientError
from proctor.models.endpoints import redact

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


def status_error(r: httpx.Response, url: str, model: str, api_key_env: str) -> Exception:
    """The error an HTTP error status from ``url`` is: TransientError (retried), ContextOverflow
    (the budget may shrink to fit), or FatalError saying what to fix."""
    code, where, msg = r.status_code, redact(url), _server_message(r)
    if code in _RETRYABLE or code >= 500:
        return TransientError(f"HTTP {code} from {where}: {msg}", retry_after=_retry_after(r.headers))
    if code in (400, 413, 422) and _CONTEXT_RE.search(msg):
        return _context_overflow(r, code, msg)
    if code in (401, 403):
        has_key = "is set" if os.environ.get(api_key_env) else "is NOT set"
        return FatalError(
            f"HTTP {code} from {where}: the server refused the API key ({msg}). Put a valid key in the "
            f"environment variable {api_key_env} (it {has_key}), or name another with --api-key-env NAME."
        )
    if code == 404:
        return FatalError(
            f"HTTP 404 from {where}: model {model!r} or the endpoint was not found ({msg}). Check the model "
            "name (--model openai:NAME, as the server's /models lists it) and that --base-url ends in /v1."
        )
    return FatalError(
        f"HTTP {code} from {where}: the server rejected the request ({msg}). Check the sampling parameters "
        "and model options for this server."
    )
