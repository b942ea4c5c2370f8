"""DeepSeek V3 / R1 tool-call tokens.

``<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>NAME\\n```json\\n{...}\\n```
<｜tool▁call▁end｜><｜tool▁calls▁end｜>`` (calls separated by a newline); the results come back between
``<｜tool▁outputs▁begin｜>`` and ``<｜tool▁outputs▁end｜>``, one ``<｜tool▁output▁begin｜>...<｜tool▁output▁end｜>``
each, and the model goes on right after them. The tool-calling templates (vLLM's and SGLang's
``tool_chat_template_deepseekv3/r1.jinja``) list the tools as JSON in the system prompt; the
templates shipped with the R1 distills render calls but never the tools, so they are refused.
"""

from __future__ import annotations

import json
import re
from typing import Any

from proctor.envs import tool_protocol as tp
from proctor.envs.tool_families.base import Family, FamilyCall, args_call, tojson

BEGIN, END = "<｜tool▁calls▁begin｜>", "<｜tool▁calls▁end｜>"
CALL_BEGIN, SEP, CALL_END = "<｜tool▁call▁begin｜>", "<｜tool▁sep｜>", "<｜tool▁call▁end｜>"
HINT = (
    f'write {BEGIN}{CALL_BEGIN}function{SEP}{tp.TOOL_NAME}\\n```json\\n{{"code": "..."}}\\n```{CALL_END}{END}'
)
_CALL = re.compile(
    re.escape(CALL_BEGIN)
    + r"\s*(\w+)\s*"
    + re.escape(SEP)
    + r"\s*([^\n]*)\n(.*?)("
    + re.escape(CALL_END)
    + r"|\Z)",
    re.DOTALL,
)
_FENCE = re.compile(r"^\s*```(?:json)?\s*\n?(.*?)\n?```\s*$", re.DOTALL)


class DeepSeek(Family):
    name = "deepseek"
    models = "DeepSeek V3, R1 (with a tool-calling template)"
    syntax = "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>code_interpreter\\n```json\\n{...}\\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>"

    def detect(self, source: str) -> bool:
        return BEGIN in source

    def parse(self, text: str) -> list[FamilyCall]:
        if BEGIN not in text:
            return []
        section = text.split(BEGIN, 1)[1].split(END, 1)[0]
        calls = []
        for m in _CALL.finditer(section):
            if m.group(4) != CALL_END:
                calls.append(
                    FamilyCall(None, f"the tool call is not closed with {CALL_END}; {HINT}", None, {})
                )
                continue
            fenced = _FENCE.match(m.group(3))
            body = fenced.group(1) if fenced else m.group(3)
            try:
                args = json.loads(body)
            except json.JSONDecodeError as e:
                calls.append(
                    FamilyCall(None, f"the arguments are not valid JSON ({e.msg} at char {e.pos}); {HINT}")
                )
                continue
            calls.append(args_call(m.group(2).strip(), args, HINT))
        return calls or [FamilyCall(None, f"no tool call after {BEGIN}; {HINT}", None, {})]

    def call_text(self, calls: list[dict[str, Any]]) -> str:
        items = [
            CALL_BEGIN + c["type"] + SEP + c["function"]["name"] + "\n```json\n"
            + tojson(c["function"]["arguments"]) + "\n```" + CALL_END
            for c in calls
        ]  # fmt: skip
        return BEGIN + "\n".join(items) + END
