"""How the ``tool`` env talks to a model: the tool's description, call parsers, observation formats.

Tool formats, chosen by ``env.tool_format``:

- ``qwen``: the native format of Qwen-style chat templates. The system prompt lists the tool as a
  JSON function signature inside ``<tools>``; the model answers ``<tool_call>{"name": ...,
  "arguments": {"code": ...}}</tool_call>``; results come back as ``<tool_response>...</tool_response>``
  in a user turn (which is how those templates render a ``tool`` message).
- ``native``: the chat template's own tool calls (``proctor.envs.tool_families``).
- ``fenced``: for models without a native tool format. Code in a fenced ```python block; the result
  comes back as an ```output block in the next user turn.

Also here: the chat template's turn markers, used to render an observation turn as text for
token-in/token-out continuation (``TurnMarkers``), and the observation truncation helper.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from proctor.models.base import FatalError

TOOL_NAME = "code_interpreter"
ToolFormat = Literal[
    "qwen", "fenced", "openai", "native"
]  # openai: envs.tool_openai; native: envs.tool_families

TOOL_DESCRIPTION = (
    "Run Python 3 code in a sandbox without network access and return what it prints (stdout), "
    "or the error. {state} Use print() to see values."
)
STATEFUL = "Variables and imports persist between calls of the same conversation."
STATELESS = "Each call starts a fresh interpreter: nothing persists between calls."


@dataclass(frozen=True)
class ToolCall:
    """One parsed call: ``code`` when well formed, else ``error`` says what was wrong (fed back)."""

    code: str | None
    error: str | None = None


# -- system prompts ---------------------------------------------------------------------------------
def tool_schema(stateful: bool) -> dict[str, Any]:
    desc = TOOL_DESCRIPTION.format(state=STATEFUL if stateful else STATELESS)
    return {
        "type": "function",
        "function": {
            "name": TOOL_NAME,
            "description": desc,
            "parameters": {
                "type": "object",
                "properties": {"code": {"type": "string", "description": "the Python code to run"}},
                "required": ["code"],
            },
        },
    }


def qwen_tools_text(stateful: bool) -> str:
    """The tools section exactly as Qwen2.5/Qwen3 chat templates render it for one function."""
    return (
        "# Tools\n\nYou may call one or more functions to assist with the user query.\n\n"
        "You are provided with function signatures within <tools></tools> XML tags:\n<tools>\n"
        + json.dumps(tool_schema(stateful), ensure_ascii=False)
        + "\n</tools>\n\nFor each function call, return a json object with function name and arguments "
        "within <tool_call></tool_call> XML tags:\n<tool_call>\n"
        '{"name": <function-name>, "arguments": <args-json-object>}\n</tool_call>'
    )


def fenced_tools_text(stateful: bool) -> str:
    state = STATEFUL if stateful else STATELESS
    return (
        "You have a Python 3 interpreter (no network access). To run code, write it in a fenced block\n"
        "```python\n# your code\n```\n"
        "and end your message there. What the code prints (stdout), or its error, comes back in the "
        f"next message as\n```output\n...\n```\n{state} Use print() to see values. "
        "When you know the answer, give it as the final answer."
    )


def system_prompt(fmt: ToolFormat, base: str | None, stateful: bool) -> str | None:
    """The run's system prompt (if any) followed by the tool's description, as Qwen templates do;
    with ``openai`` the tool goes in the request (``tools``) and with ``native`` the chat template
    renders it, so the run's system prompt alone."""
    if fmt in ("openai", "native"):
        return base
    tools = qwen_tools_text(stateful) if fmt == "qwen" else fenced_tools_text(stateful)
    return f"{base}\n\n{tools}" if base else tools


# -- parsers ----------------------------------------------------------------------------------------
_QWEN_CALL = re.compile(r"<tool_call>(.*?)(?:</tool_call>|\Z)", re.DOTALL)
_FENCED = re.compile(r"```(?:python|py)[ \t]*\n(.*?)(```|\Z)", re.DOTALL)


def _qwen_call(body: str, closed: bool) -> ToolCall:
    hint = f'write <tool_call>{{"name": "{TOOL_NAME}", "arguments": {{"code": "..."}}}}</tool_call>'
    if not closed:
        return ToolCall(None, f"the <tool_call> is not closed with </tool_call>; {hint}")
    try:
        obj = json.loads(body.strip())
    except json.JSONDecodeError as e:
        return ToolCall(None, f"the tool call is not valid JSON ({e.msg} at char {e.pos}); {hint}")
    if not isinstance(obj, dict):
        return ToolCall(None, f"the tool call must be a JSON object; {hint}")
    if obj.get("name") != TOOL_NAME:
        return ToolCall(None, f"unknown tool {obj.get('name')!r}; the only tool is {TOOL_NAME!r}")
    args = obj.get("arguments")
    if isinstance(args, str):  # some models double-encode the arguments
        try:
            args = json.loads(args)
        except json.JSONDecodeError:
            args = None
    if not isinstance(args, dict) or not isinstance(args.get("code"), str):
        return ToolCall(None, f'the arguments must be an object with a string "code"; {hint}')
    return ToolCall(args["code"])


def parse_qwen(text: str) -> list[ToolCall]:
    """Every ``<tool_call>`` of a turn, in order; malformed ones carry an error instead of code."""
    return [_qwen_call(m.group(1), m.group(0).endswith("</tool_call>")) for m in _QWEN_CALL.finditer(text)]


def parse_fenced(text: str) -> list[ToolCall]:
    """Every ```python block of a turn, in order; an unclosed block is a malformed call."""
    calls = []
    for m in _FENCED.finditer(text):
        if m.group(2) != "```":
            calls.append(ToolCall(None, "the ```python block is not closed with ```"))
        elif not m.group(1).strip():
            calls.append(ToolCall(None, "the ```python block is empty"))
        else:
            calls.append(ToolCall(m.group(1)))
    return calls


PARSERS: dict[str, Callable[[str], list[ToolCall]]] = {"qwen": parse_qwen, "fenced": parse_fenced}


# -- observations -----------------------------------------------------------------------------------
def result_text(status: str, stdout: str, stderr: str, timeout_s: float | None = None) -> str:
    """What one call returns to the model: stdout, then the error (traceback) if it failed."""
    out = stdout.rstrip("\n")
    if status == "ok":
        return out if out else "(no output; use print() to see values)"
    err = stderr.rstrip("\n")
    if status == "timeout":
        err = f"TimeoutError: the code ran longer than {timeout_s:g} s and was stopped"
    elif status == "memory":
        err = "MemoryError: the code exceeded the memory limit and was stopped"
    elif status == "killed":
        err = err or "the code was killed"
    return f"{out}\n{err}" if out else err


def error_text(message: str) -> str:
    return f"Error: {message}"


def observation(fmt: ToolFormat, results: list[str]) -> str:
    """The content of the user turn carrying a turn's tool results."""
    if fmt == "native":  # the record's summary; each result goes to the template in its own tool message
        return "\n".join(results)
    if fmt == "qwen":
        return "\n".join(f"<tool_response>\n{r}\n</tool_response>" for r in results)
    return "\n".join(f"```output\n{r}\n```" for r in results)


def truncate(text: str, budget: int, count: Callable[[str], int]) -> tuple[str, bool]:
    """Keep the head and the tail of ``text`` so that it counts at most ``budget`` tokens."""
    if count(text) <= budget:
        return text, False

    def cut(k: int) -> str:
        marker = f"[... {len(text) - 2 * k} characters truncated ...]"
        return f"{text[:k]}\n{marker}\n{text[len(text) - k :]}" if k else marker

    lo, hi = 0, len(text) // 2
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if count(cut(mid)) <= budget:
            lo = mid
        else:
            hi = mid - 1
    return cut(lo), True


# -- turn markers (token-in/token-out continuation) ------------------------------------------------
class TurnMarkers(BaseModel):
    """Text a chat template puts around turns; renders an observation turn without re-rendering."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    assistant_end: str
    user_start: str
    user_end: str
    assistant_start: str

    def user_turn(self, content: str) -> str:
        """Close the model's turn, add a user turn, open the next assistant turn."""
        return f"{self.assistant_end}{self.user_start}{content}{self.user_end}{self.assistant_start}"


MARKER_PRESETS: dict[str, TurnMarkers] = {
    "chatml": TurnMarkers(
        assistant_end="<|im_end|>\n",
        user_start="<|im_start|>user\n",
        user_end="<|im_end|>\n",
        assistant_start="<|im_start|>assistant\n",
    ),
    "llama3": TurnMarkers(
        assistant_end="<|eot_id|>",
        user_start="<|start_header_id|>user<|end_header_id|>\n\n",
        user_end="<|eot_id|>",
        assistant_start="<|start_header_id|>assistant<|end_header_id|>\n\n",
    ),
}


def markers_match(markers: TurnMarkers, tokenize_chat: Callable, tokenize: Callable) -> bool:
    """Whether the chat template renders a later user turn exactly as ``markers`` do (token check)."""
    probe = [
        {"role": "user", "content": "What is 2 + 3?"},
        {"role": "assistant", "content": "It is 5."},
        {"role": "user", "content": "And 4 + 4?"},
    ]
    try:
        full = tokenize_chat(probe, add_generation_prompt=True)
    except Exception:  # a template that rejects the probe cannot be used by these markers either
        return False
    answer, tail = tokenize("It is 5."), tokenize(markers.user_turn("And 4 + 4?"))
    return full[-len(tail) - len(answer) :] == answer + tail


def renders_tool_responses(tokenize_chat: Callable, tokenize: Callable) -> bool:
    """Whether the chat template renders a ``tool`` message in Qwen's ``<tool_response>`` format."""
    probe = [
        {"role": "user", "content": "Run it."},
        {"role": "assistant", "content": "Running."},
        {"role": "tool", "content": "42"},
    ]
    try:
        full = tokenize_chat(probe, add_generation_prompt=True)
    except Exception:  # templates without a tool role may refuse the probe
        return False
    tag = tokenize("<tool_response>")
    return bool(tag) and any(full[i : i + len(tag)] == tag for i in range(len(full) - len(tag) + 1))


def detect_markers(tokenize_chat: Callable, tokenize: Callable) -> tuple[str, TurnMarkers] | None:
    for name, markers in MARKER_PRESETS.items():
        if markers_match(markers, tokenize_chat, tokenize):
            return name, markers
    return None


def template_markers(want: str | TurnMarkers, sampler: Any) -> tuple[str, TurnMarkers]:
    """The turn markers of ``sampler``'s chat template: ``want`` (a preset name or a table) checked
    against the template's own tokens, or (``auto``) the preset that matches; a :class:`FatalError`
    names the fix when none does."""
    if isinstance(want, TurnMarkers) or want != "auto":
        name, markers = ("custom", want) if isinstance(want, TurnMarkers) else (want, MARKER_PRESETS[want])
        if not markers_match(markers, sampler.tokenize_chat, sampler.tokenize):
            raise FatalError(
                f"env.turn_markers={name!r} does not match the chat template of {sampler.ref}; "
                "set env.turn_markers to auto or to the template's four markers"
            )
        return name, markers
    found = detect_markers(sampler.tokenize_chat, sampler.tokenize)
    if found is None:
        raise FatalError(
            f"the chat template of {sampler.ref} matches none of the known turn markers "
            f"({', '.join(MARKER_PRESETS)}); set env.turn_markers to a table with "
            "assistant_end, user_start, user_end and assistant_start"
        )
    return found
