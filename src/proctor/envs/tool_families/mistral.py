"""Mistral: ``[TOOL_CALLS][{"name": ..., "arguments": {...}, "id": "..."}]`` or ``[TOOL_CALLS]name[ARGS]{...}``.

Mistral 7B v0.3 / Nemo templates list the tools in ``[AVAILABLE_TOOLS]`` before the last user turn
and render the calls as a JSON list after ``[TOOL_CALLS]`` with 9-character call ids; each result
comes back as ``[TOOL_RESULTS]{"content": ..., "call_id": ...}[/TOOL_RESULTS]``. The template pastes
``content`` as it is, so the result is passed JSON-encoded (as mistral-common encodes it). The newer
templates (Small 3.1+, Devstral, Ministral 3: :class:`MistralArgs`) write ``[TOOL_CALLS]name[ARGS]{...}``
per call (``[CALL_ID]id`` in some) and ``[TOOL_RESULTS]...[/TOOL_RESULTS]`` with the content as it is.
Both forms are read whatever the template. Because ``[AVAILABLE_TOOLS]`` (and in Nemo's the system
prompt) move to the last user turn, a user turn after the first re-renders the prompt: reminders
cannot continue token for token (``env.max_reminders=0``).
"""

from __future__ import annotations

import json
import re
from typing import Any

from proctor.envs import tool_protocol as tp
from proctor.envs.tool_families.base import Family, FamilyCall, args_call, tojson

TAG = "[TOOL_CALLS]"
HINT = f'write {TAG}[{{"name": "{tp.TOOL_NAME}", "arguments": {{"code": "..."}}}}]'
_NEW_FORM = re.compile(r"\s*([\w.\-]+)(?:\[CALL_ID\]([A-Za-z0-9]+))?\[ARGS\]")


class Mistral(Family):
    name = "mistral"
    models = "Mistral 7B v0.3, Nemo (a JSON list); Small 3.1+, Devstral, Ministral 3 (name[ARGS]{...})"
    rerender_hint = (
        "Mistral templates move the system prompt and [AVAILABLE_TOOLS] to the last user turn: run without "
        "a system prompt (--set prompt.system='') and with --set env.max_reminders=0."
    )
    syntax = '[TOOL_CALLS][{"name": "code_interpreter", "arguments": {"code": "..."}, "id": "..."}]'

    def detect(self, source: str) -> bool:
        return TAG in source

    def parse(self, text: str) -> list[FamilyCall]:
        calls: list[FamilyCall] = []
        for part in text.split(TAG)[1:]:
            calls.extend(self._part(part))
        return calls

    def _part(self, part: str) -> list[FamilyCall]:
        dec = json.JSONDecoder()
        if part.lstrip().startswith("["):
            try:
                items, _ = dec.raw_decode(part.lstrip())
            except json.JSONDecodeError as e:
                return [
                    FamilyCall(None, f"the tool calls are not a valid JSON list ({e.msg}); {HINT}", None, {})
                ]
            if not isinstance(items, list):
                items = [items]
            return [self._item(x) for x in items]
        m = _NEW_FORM.match(part)
        if not m:
            return [FamilyCall(None, f"no tool call follows {TAG}; {HINT}", None, {})]
        try:
            args, _ = dec.raw_decode(part[m.end() :].lstrip())
        except json.JSONDecodeError as e:
            return [FamilyCall(None, f"the arguments are not valid JSON ({e.msg}); {HINT}", m.group(2), {})]
        return [args_call(m.group(1), args, HINT, m.group(2))]

    def _item(self, x: Any) -> FamilyCall:
        if not isinstance(x, dict):
            return FamilyCall(None, f"each tool call must be a JSON object; {HINT}", None, {})
        cid = x.get("id") if isinstance(x.get("id"), str) else None
        return args_call(x.get("name"), x.get("arguments"), HINT, cid)

    def call_text(self, calls: list[dict[str, Any]]) -> str:
        items = [tojson(c["function"])[:-1] + ', "id": "' + c["id"] + '"}' for c in calls]
        return TAG + "[" + ", ".join(items) + "]"

    def tool_message(self, output: str, call_id: str) -> dict[str, Any]:
        return super().tool_message(tojson(output), call_id)

    def for_template(self, source: str) -> Family:
        return MistralArgs("[CALL_ID]" in source) if "[ARGS]" in source else self


class MistralArgs(Mistral):
    """The newer Mistral templates (Small 3.1+, Devstral, Ministral 3): ``[TOOL_CALLS]name[ARGS]{...}``
    per call (with ``[CALL_ID]id`` in some), the result as ``[TOOL_RESULTS]...[/TOOL_RESULTS]`` with
    the content as it is (the system prompt stays first, in ``[SYSTEM_PROMPT]``)."""

    syntax = '[TOOL_CALLS]code_interpreter[ARGS]{"code": "..."}'
    rerender_hint = (
        "Mistral templates move [AVAILABLE_TOOLS] to the last user turn: run with --set env.max_reminders=0."
    )

    def __init__(self, call_ids: bool):
        self.call_ids = call_ids

    def call_text(self, calls: list[dict[str, Any]]) -> str:
        return "".join(
            TAG + c["function"]["name"] + (f"[CALL_ID]{c['id']}" if self.call_ids else "") + "[ARGS]"
            + tojson(c["function"]["arguments"])
            for c in calls
        )  # fmt: skip

    def tool_message(self, output: str, call_id: str) -> dict[str, Any]:
        return Family.tool_message(self, output, call_id)
