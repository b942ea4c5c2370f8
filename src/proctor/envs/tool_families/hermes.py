"""Hermes / Qwen: ``<tool_call>{"name": ..., "arguments": {...}}</tool_call>``.

Qwen2.5, Qwen3, QwQ and Hermes 2 Pro / Hermes 3 templates list the tools as JSON inside ``<tools>``
in the system turn; a call is a JSON object in ``<tool_call>`` tags (one per call, a newline
between them); each result comes back as ``<tool_response>`` in a user turn.
"""

from __future__ import annotations

from typing import Any

from proctor.envs import tool_protocol as tp
from proctor.envs.tool_families.base import Family, FamilyCall, json_call, tojson

HINT = f'write <tool_call>{{"name": "{tp.TOOL_NAME}", "arguments": {{"code": "..."}}}}</tool_call>'


class Hermes(Family):
    name = "hermes"
    models = "Qwen2.5, Qwen3, QwQ, Hermes 2 Pro / 3"
    syntax = '<tool_call>\\n{"name": "code_interpreter", "arguments": {"code": "..."}}\\n</tool_call>'

    def detect(self, source: str) -> bool:
        return "<tool_call>" in source

    def parse(self, text: str) -> list[FamilyCall]:
        calls = []
        for m in tp._QWEN_CALL.finditer(text):
            if not m.group(0).endswith("</tool_call>"):
                calls.append(
                    FamilyCall(None, f"the <tool_call> is not closed with </tool_call>; {HINT}", None, {})
                )
            else:
                calls.append(json_call(m.group(1), HINT))
        return calls

    def call_text(self, calls: list[dict[str, Any]]) -> str:
        return "\n".join(
            '<tool_call>\n{"name": "' + c["function"]["name"] + '", "arguments": '
            + tojson(c["function"]["arguments"]) + "}\n</tool_call>"
            for c in calls
        )  # fmt: skip
