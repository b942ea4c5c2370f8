"""``env.tool_format = "openai"``: the code interpreter through a chat API's structured tool calling.

The request carries the tool (``tools = [tool_protocol.tool_schema(stateful)]``) and, when
``env.tool_choice`` is set, a ``tool_choice``; the server's chat template renders the tool and its
tool-call parser returns the model's calls as ``message.tool_calls`` (OpenAI's shape ``{id, type:
"function", function: {name, arguments}}``), which the backend keeps verbatim on the completion.

Each call is answered by a ``{"role": "tool", "tool_call_id": id, "content": result}`` message, in
the order of the calls; the assistant message stays in the transcript as the server returned it:
its ``content`` (``""`` where the server said null, which llama-cpp-python's server refuses in a
request) and its ``tool_calls``, verbatim. A call whose arguments are not a JSON
object with a string ``code``, or that names another function, is not run: its tool message is the
error, and it counts as a tool call and a tool error, as the text formats' malformed calls do.

``tool_choice``: ``auto`` and ``none`` are sent on every turn; ``required`` or the function's name
force a call, so they are sent on the first ``env.tool_choice_turns`` turns only (default 1) and
later turns carry no ``tool_choice`` (the server's default, ``auto``), which leaves the model free
to answer.

``auto`` (``env.tool_format``) on an ``openai:`` model asks the server first: llama.cpp's
llama-server says in ``GET /props`` whether its chat template takes tools
(``chat_template_caps.supports_tools``); where it says yes the format is ``openai``. vLLM, SGLang
and llama-cpp-python's server have no /props, and the model-name rule of the text formats decides.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Any

from proctor.envs import tool_protocol as tp
from proctor.models.base import Completion

log = logging.getLogger("proctor")

OPENAI = "openai"
CHOICES = ("auto", "required", "none")
FORCING = ("required", tp.TOOL_NAME)  # choices that force a call: sent on the first turns only
HINT = f'call the function {tp.TOOL_NAME!r} with the arguments {{"code": "..."}} (a JSON object)'


@dataclass(frozen=True)
class OpenAIToolCall(tp.ToolCall):
    """One structured call: ``code`` (or ``error``) plus the call's id, function name and raw arguments."""

    id: str = ""
    name: Any = None
    arguments: Any = None


# -- the request ------------------------------------------------------------------------------------
def tool_choice_value(choice: str | None) -> str | dict[str, Any] | None:
    """``env.tool_choice`` as the request's ``tool_choice``: a function name becomes OpenAI's object."""
    if choice is None or choice in CHOICES:
        return choice
    return {"type": "function", "function": {"name": choice}}


def request_params(options: Any, turn: int) -> dict[str, Any]:
    """What turn ``turn``'s request adds to the sampling parameters (``ToolOptions`` ``options``): the
    tool, and its tool_choice where it applies; nothing for the text formats."""
    if options.tool_format != OPENAI:
        return {}
    choice, turns = options.tool_choice, options.tool_choice_turns
    out: dict[str, Any] = {"tools": (tp.tool_schema(options.stateful),), "tool_choice": None}
    if turns is None and choice in FORCING:
        turns = 1
    if choice is not None and (turns is None or turn < turns):
        out["tool_choice"] = tool_choice_value(choice)
    return out


# -- the response ----------------------------------------------------------------------------------
def parse_call(tc: dict[str, Any], call_id: str) -> OpenAIToolCall:
    """One entry of ``message.tool_calls``; malformed ones carry an error instead of code."""
    fn = tc.get("function") if isinstance(tc.get("function"), dict) else {}
    name, raw = fn.get("name"), fn.get("arguments")
    ident = {"id": call_id, "name": name, "arguments": raw}
    if tc.get("type", "function") != "function":
        return OpenAIToolCall(None, f"a tool call of type {tc.get('type')!r}; {HINT}", **ident)
    if name != tp.TOOL_NAME:
        return OpenAIToolCall(None, f"unknown tool {name!r}; the only tool is {tp.TOOL_NAME!r}", **ident)
    args = raw
    if isinstance(raw, str):
        try:
            args = json.loads(raw) if raw.strip() else {}
        except json.JSONDecodeError as e:
            msg = f"the arguments are not valid JSON ({e.msg} at char {e.pos}); {HINT}"
            return OpenAIToolCall(None, msg, **ident)
    if not isinstance(args, dict) or not isinstance(args.get("code"), str):
        return OpenAIToolCall(None, f'the arguments must be an object with a string "code"; {HINT}', **ident)
    return OpenAIToolCall(args["code"], **ident)


def assistant_turn(fmt: str, c: Completion, text: str, turn: int) -> tuple[dict[str, Any], list]:
    """Turn ``turn``'s assistant message (``text``: what later turns see of it) and its tool calls.
    The text formats parse ``c.text``; ``openai`` keeps the content (``""`` for the server's null:
    llama-cpp-python's server refuses a null content in a request) and the tool calls as the server
    returned them, parsed; a call without an id gets ``call_<turn>_<i>`` in the transcript, so that
    its tool message can name it."""
    if fmt != OPENAI:
        return {"role": "assistant", "content": text}, tp.PARSERS[fmt](c.text)
    if not c.tool_calls:
        return {"role": "assistant", "content": text}, []
    raw = [
        tc if isinstance(tc.get("id"), str) and tc["id"] else {**tc, "id": f"call_{turn}_{i}"}
        for i, tc in enumerate(c.tool_calls)
    ]
    message = {"role": "assistant", "content": text, "tool_calls": raw}
    return message, [parse_call(tc, tc["id"]) for tc in raw]


def call_record(call: tp.ToolCall) -> dict[str, Any]:
    """What a step record keeps of a structured call beside its code (nothing for the text formats)."""
    if not isinstance(call, OpenAIToolCall):
        return {}
    return {"id": call.id, "name": call.name, "arguments": call.arguments}


# -- the observation -------------------------------------------------------------------------------
def observation(fmt: str, calls: list, results: list[str], note: str | None):
    """A turn's tool results as fed back: ``(content, None)`` for the text formats (one user turn,
    ``note`` on its last line); for ``openai`` one ``tool`` message per call, in order (``note`` added
    to the last), as ``(their contents joined, the messages)``."""
    if fmt != OPENAI:
        content = tp.observation(fmt, results)  # type: ignore[arg-type]
        return (f"{content}\n{note}" if note else content), None
    messages = [
        {"role": "tool", "tool_call_id": call.id, "content": result}
        for call, result in zip(calls, results, strict=True)
    ]
    if note and messages:
        messages[-1]["content"] += "\n" + note
    return "\n".join(m["content"] for m in messages), messages


# -- choosing the format ---------------------------------------------------------------------------
def server_says_tools(ctx: Any) -> tuple[bool | None, str | None]:
    """Whether the server of an ``openai:`` model says it takes tools (``tool_support`` of the
    openai backend, behind the runner's wrappers), and why; None where it cannot say."""
    loader = ctx.extras.get("load_sampler")
    if not ctx.model_ref.startswith("openai:"):
        return None, None
    if loader is None:
        return None, "no server to ask"
    sampler = loader(ctx.model_ref)
    while not hasattr(sampler, "tool_support") and hasattr(sampler, "inner"):
        sampler = sampler.inner
    probe = getattr(sampler, "tool_support", None)
    if probe is None:
        return None, "the backend cannot say"
    return probe()
