"""gpt-oss (OpenAI harmony): a ``commentary`` message addressed ``to=functions.NAME``.

The template writes the tools as a TypeScript ``namespace functions`` in the developer message; the
model calls with ``<|start|>assistant<|channel|>commentary to=functions.code_interpreter
<|constrain|>json<|message|>{"code": "..."}<|call|>`` (the template itself writes the recipient in
the header, ``<|start|>assistant to=functions.code_interpreter<|channel|>commentary json<|message|>``:
both are harmony); the result comes back as a ``functions.code_interpreter to=assistant`` message on
the commentary channel, JSON-encoded. One call per message: the first call of a turn is kept.
"""

from __future__ import annotations

import json
import re
from typing import Any

from proctor.envs import tool_protocol as tp
from proctor.envs.tool_families.base import Family, FamilyCall, args_call, tojson

HINT = (
    f"write <|start|>assistant<|channel|>commentary to=functions.{tp.TOOL_NAME} <|constrain|>json"
    '<|message|>{"code": "..."}<|call|>'
)
_RECIPIENT = re.compile(r"to=(?:functions\.)?([\w.\-]+)")


class Harmony(Family):
    name = "harmony"
    models = "gpt-oss-20b, gpt-oss-120b"
    syntax = '<|channel|>commentary to=functions.code_interpreter <|constrain|>json<|message|>{"code": "..."}<|call|>'
    one_call = True

    def detect(self, source: str) -> bool:
        return "<|channel|>" in source and "<|call|>" in source

    def parse(self, text: str) -> list[FamilyCall]:
        for message in text.split("<|start|>"):
            header, sep, body = message.partition("<|message|>")
            m = _RECIPIENT.search(header)
            if not sep or not m:
                continue
            body = re.split(r"<\|call\|>|<\|end\|>|<\|return\|>", body, maxsplit=1)[0]
            try:
                args = json.loads(body.strip())
            except json.JSONDecodeError as e:
                return [FamilyCall(None, f"the call's message is not valid JSON ({e.msg}); {HINT}", None, {})]
            return [args_call(m.group(1), args, HINT)]
        return []

    def call_text(self, calls: list[dict[str, Any]]) -> str:
        (c,) = calls
        return (
            "<|start|>assistant to=functions." + c["function"]["name"] + "<|channel|>commentary json<|message|>"
            + tojson(c["function"]["arguments"])
        )  # fmt: skip
