"""Rendering a model's own Jinja chat template, with the variables the backends give it.

Local backends render prompts with the chat template the model ships (llama.cpp: the GGUF's
``tokenizer.chat_template`` through llama-cpp-python's ``Jinja2ChatFormatter``; hf and vLLM:
``tokenizer.apply_chat_template``). Both compile it in a sandboxed Jinja environment with
``trim_blocks`` and ``lstrip_blocks``, the ``loopcontrols`` extension and a pass-through
``{% generation %}`` tag, a ``tojson`` filter that is ``json.dumps`` (``ensure_ascii=False``, no HTML
escaping), and the globals ``raise_exception`` and ``strftime_now``; they pass ``messages``,
``add_generation_prompt``, ``tools`` and the special tokens (``bos_token``, ``eos_token``, ...).
:class:`ChatTemplate` does the same, so the ``tool`` env can render ``tools=[schema]`` through the
template's own ``tools`` variable (``env.tool_format=native``); the env checks once per model that
this rendering gives the backend's own prompt tokens.
"""

from __future__ import annotations

import json
from datetime import datetime
from functools import cached_property
from typing import Any

from proctor.models.base import FatalError


def tojson(
    x: Any,
    ensure_ascii: bool = False,
    indent: int | None = None,
    separators: tuple[str, str] | None = None,
    sort_keys: bool = False,
) -> str:
    """transformers' ``tojson`` (and llama-cpp-python's since 0.3.x): plain ``json.dumps``."""
    return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)


def raise_exception(message: str) -> None:
    raise TemplateError(message)


def strftime_now(fmt: str) -> str:
    return datetime.now().strftime(fmt)


class TemplateError(ValueError):
    """The template itself refused the conversation (its ``raise_exception``)."""


def _environment() -> Any:
    import jinja2
    import jinja2.ext
    from jinja2.sandbox import ImmutableSandboxedEnvironment

    class GenerationTag(jinja2.ext.Extension):
        """transformers' ``{% generation %}`` marks assistant text for training masks: pass through."""

        tags = {"generation"}

        def parse(self, parser: Any) -> Any:
            parser.stream.skip(1)
            return parser.parse_statements(("name:endgeneration",), drop_needle=True)

    env = ImmutableSandboxedEnvironment(
        trim_blocks=True, lstrip_blocks=True, extensions=[GenerationTag, jinja2.ext.loopcontrols]
    )
    env.filters["tojson"] = tojson
    env.globals["raise_exception"] = raise_exception
    env.globals["strftime_now"] = strftime_now
    return env


class ChatTemplate:
    """A Jinja chat template with its special tokens and template variables (``chat_template_kwargs``)."""

    def __init__(self, source: str, variables: dict[str, Any] | None = None):
        if not source or not source.strip():
            raise FatalError("the chat template is empty")
        self.source = source
        self.variables = dict(variables or {})  # bos_token, eos_token, ..., enable_thinking

    @cached_property
    def _compiled(self) -> Any:
        import jinja2

        try:
            return _environment().from_string(self.source)
        except jinja2.TemplateSyntaxError as e:
            raise FatalError(f"the chat template does not compile ({e.message}, line {e.lineno})") from e

    def render(
        self,
        messages: list[dict[str, Any]],
        tools: list[dict[str, Any]] | None = None,
        add_generation_prompt: bool = True,
    ) -> str:
        """The prompt text, as the backends render it (a template's own refusal: :class:`TemplateError`)."""
        context = dict(self.variables)
        # as the backends do: ``tools`` is always defined (None without tools)
        context.update(messages=messages, tools=tools, add_generation_prompt=add_generation_prompt)
        return self._compiled.render(**context)


def load_template_file(path: str) -> str:
    """``model.chat_template``: the Jinja text of a template file that replaces the model's own."""
    from pathlib import Path

    p = Path(path).expanduser()
    if not p.is_file():
        raise FatalError(
            f"model.chat_template={path!r} is not a file; give the path of a Jinja chat template"
        )
    text = p.read_text(encoding="utf-8")
    if not text.strip():
        raise FatalError(f"model.chat_template={path!r} is empty")
    return text


def template_sha256(source: str) -> str:
    """What identifies a template in config.toml (``model.chat_template``)."""
    import hashlib

    return hashlib.sha256(source.encode("utf-8")).hexdigest()


def template_of(sampler: Any) -> ChatTemplate | None:
    """The chat template a local backend renders with (``sampler.chat_template()``), with its
    variables (``sampler.template_vars()``); None for a backend without one (chat APIs, mock)."""
    get = getattr(sampler, "chat_template", None)
    source = get() if callable(get) else None
    if not source:
        return None
    get_vars = getattr(sampler, "template_vars", None)
    return ChatTemplate(source, get_vars() if callable(get_vars) else {})


def require_chat_template(sampler: Any) -> None:
    """Before a run that sends chat messages: a local model without a chat template (a base model's
    file) is refused, with the fixes; a chat API renders its own (no template known here, no refusal)."""
    backend = sampler
    while getattr(backend, "inner", None) is not None:  # through the wrappers (retry, thinking)
        backend = backend.inner
    get = getattr(backend, "chat_template", None)
    if not callable(get) or get() is not None:  # a chat API (no template of its own here), or one known
        return
    try:
        sampler.tokenize_chat([{"role": "user", "content": "?"}])
    except ValueError as e:  # transformers: the tokenizer has no chat_template
        raise FatalError(
            f"{sampler.ref} has no chat template ({e}); send its prompts as raw completions "
            "(--raw-prompt, prompt.raw = true), or name a template file (--set model.chat_template=PATH)"
        ) from None
