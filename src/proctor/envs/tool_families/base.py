"""What every native tool-call family shares: the parsed call, its checks, the messages a chat
template reads (OpenAI-style ``tool_calls`` and ``tool`` messages).

A family (``env.tool_format=native``) is one way chat templates advertise tools, write a call and
render the tool's answer. Each family module defines a :class:`Family`: how to recognise its
templates, how to read calls out of the generated text (special tokens kept), and how its templates
render a call (``call_text``), so the env can find where the model's turn ends in the template's
own rendering and take the observation turn from there (``proctor.envs.tool_families.native``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from proctor.envs.tool_protocol import TOOL_NAME, ToolCall


@dataclass(frozen=True)
class FamilyCall(ToolCall):
    """A parsed call with what the template needs to render it again: the call id the model gave
    (Mistral) and the arguments as parsed (``{}`` when they were malformed)."""

    call_id: str | None = None
    arguments: dict[str, Any] | None = None


def args_call(name: Any, args: Any, hint: str, call_id: str | None = None) -> FamilyCall:
    """A call from a parsed name and arguments: code when they are the code interpreter's, else the
    error the model gets back (with ``hint``, how to write the call)."""
    if isinstance(args, str):  # some models double-encode the arguments
        try:
            args = json.loads(args)
        except json.JSONDecodeError:
            return FamilyCall(None, f"the arguments are not a JSON object; {hint}", call_id, {})
    kept = args if isinstance(args, dict) else {}
    if name != TOOL_NAME:
        return FamilyCall(None, f"unknown tool {name!r}; the only tool is {TOOL_NAME!r}", call_id, kept)
    if not isinstance(args, dict) or not isinstance(args.get("code"), str):
        return FamilyCall(
            None, f'the arguments must be an object with a string "code"; {hint}', call_id, kept
        )
    return FamilyCall(args["code"], None, call_id, args)


def json_call(body: str, hint: str, args_key: str = "arguments") -> FamilyCall:
    """A call written as one JSON object ``{"name": ..., args_key: {...}}``."""
    try:
        obj = json.loads(body.strip())
    except json.JSONDecodeError as e:
        return FamilyCall(
            None, f"the tool call is not valid JSON ({e.msg} at char {e.pos}); {hint}", None, {}
        )
    if not isinstance(obj, dict):
        return FamilyCall(None, f"the tool call must be a JSON object; {hint}", None, {})
    args = obj.get(args_key, obj.get("arguments", obj.get("parameters")))
    return args_call(obj.get("name"), args, hint, obj.get("id") if isinstance(obj.get("id"), str) else None)


def tojson(x: Any) -> str:
    """How templates' ``tojson`` writes a value (transformers', llama-cpp-python's)."""
    return json.dumps(x, ensure_ascii=False)


class Family:
    """A native tool-call family. Subclasses set the class attributes and the three methods."""

    name: str = ""
    models: str = ""  # which models' templates use it (docs, errors)
    syntax: str = ""  # how a call is written (docs, hints)
    one_call: bool = False  # the template renders one call per assistant turn (the first is kept)
    rerender_hint: str = ""  # what to change when the template re-renders earlier turns (errors)

    def detect(self, source: str) -> bool:
        """Whether a template's Jinja source is this family's."""
        raise NotImplementedError

    def parse(self, text: str) -> list[FamilyCall]:
        """The calls of a generated turn (special tokens kept), in order; malformed ones carry an error."""
        raise NotImplementedError

    def call_text(self, calls: list[dict[str, Any]]) -> str:
        """How the family's templates render an assistant turn's ``tool_calls``, up to where the model's
        generation stops (the end-of-turn token that follows belongs to the observation turn)."""
        raise NotImplementedError

    def for_template(self, source: str) -> Family:
        """The family as this template writes it (a variant of it where templates differ)."""
        return self

    def call_id(self, call: FamilyCall, turn: int, index: int) -> str:
        """The id of a call: the model's own when it gave one, else ``c`` + turn + index (9 characters,
        alphanumeric: what Mistral's templates require)."""
        if call.call_id and call.call_id.isalnum() and len(call.call_id) == 9:
            return call.call_id
        return f"c{turn:04d}{index:04d}"

    def tool_call(self, call: FamilyCall, call_id: str) -> dict[str, Any]:
        """One entry of an assistant message's ``tool_calls``, as templates read it."""
        return {
            "id": call_id,
            "type": "function",
            "function": {"name": TOOL_NAME, "arguments": dict(call.arguments or {})},
        }

    def tool_message(self, output: str, call_id: str) -> dict[str, Any]:
        """The ``tool`` message that carries one call's result."""
        return {"role": "tool", "tool_call_id": call_id, "name": TOOL_NAME, "content": output}

    def assistant_message(self, tool_calls: list[dict[str, Any]]) -> dict[str, Any]:
        """The assistant turn that made the calls (its text is in the turn's record; the template
        renders the calls alone)."""
        return {"role": "assistant", "content": "", "tool_calls": tool_calls}
