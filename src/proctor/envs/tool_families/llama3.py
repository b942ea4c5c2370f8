"""Llama 3.1 / 3.2 / 3.3 JSON tool calls: ``{"name": ..., "parameters": {...}}``.

The templates put the tools (JSON, indented) in the first user turn (``tools_in_user_message``,
the default) and announce ``Environment: ipython``; the model answers with one JSON object,
sometimes after ``<|python_tag|>``; the result comes back in an ``ipython`` turn, JSON-encoded by the
template. The templates render one call per assistant turn: the first call of a turn is kept.
"""

from __future__ import annotations

import json
import re
from typing import Any

from proctor.envs import tool_protocol as tp
from proctor.envs.tool_families.base import Family, FamilyCall, json_call, tojson

HINT = f'answer with {{"name": "{tp.TOOL_NAME}", "parameters": {{"code": "..."}}}} and nothing else'
PYTHON_TAG = "<|python_tag|>"
_STARTS_CALL = re.compile(r'\{\s*"(?:name|type)"')


class Llama3Json(Family):
    name = "llama3"
    models = "Llama 3.1, 3.2, 3.3 Instruct"
    syntax = '[<|python_tag|>]{"name": "code_interpreter", "parameters": {"code": "..."}}'
    one_call = True

    def detect(self, source: str) -> bool:
        return "<|start_header_id|>" in source and '"parameters": ' in source

    def parse(self, text: str) -> list[FamilyCall]:
        body = text.strip()
        tagged = body.startswith(PYTHON_TAG)
        if tagged:
            body = body[len(PYTHON_TAG) :].strip()
        if not _STARTS_CALL.match(body):
            # after <|python_tag|>, raw code is Llama's built-in code interpreter call
            return [FamilyCall(body, None, None, {"code": body})] if tagged and body else []
        try:
            obj, _ = json.JSONDecoder().raw_decode(body)  # text after the object (``; {...}``) is dropped
        except json.JSONDecodeError:
            return [json_call(body, HINT)]  # the error says where the JSON breaks
        return [json_call(json.dumps(obj), HINT, args_key="parameters")]

    def call_text(self, calls: list[dict[str, Any]]) -> str:
        (c,) = calls
        return (
            '{"name": "'
            + c["function"]["name"]
            + '", "parameters": '
            + tojson(c["function"]["arguments"])
            + "}"
        )
