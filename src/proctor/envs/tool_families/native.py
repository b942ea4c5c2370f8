"""``env.tool_format=native``: the chat template advertises the tool, renders the call and the answer.

For one model (:meth:`NativeTools.check`, before the run):

1. the template (``sampler.chat_template()``) is one of the families proctor can read
   (:mod:`proctor.envs.tool_families.registry`), else a :class:`FatalError` lists them;
2. it renders ``tools=[schema]`` (the tool's description appears in the prompt);
3. proctor's rendering without tools gives the backend's own prompt tokens (``tokenize_chat``), so
   the prompts proctor renders with tools are the ones the backend would;
4. a probe conversation (a call, its answer, a second call, and a reminder when reminders are on)
   continues token for token: the template renders the earlier turns the same once later ones follow.

During a rollout the first prompt is ``render(messages, tools)``; a turn's calls are read from the
generated tokens in the family's syntax (special tokens kept, thinking left out); the observation
turn is ``render(history + [assistant with tool_calls] + tool messages, add_generation_prompt)``
minus everything up to the end of the assistant's calls as the template renders them (the history,
its opening of the assistant turn and ``family.call_text``), checked to start with the history's
own rendering. The next prompt is the previous prompt ids + the generated ids + the observation's
ids: the model's own text is never re-rendered.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from proctor.envs import tool_protocol as tp
from proctor.envs.tool_families.base import Family, FamilyCall
from proctor.envs.tool_families.registry import detect_family, known_families
from proctor.models.base import FatalError
from proctor.models.chat_template import ChatTemplate, template_of

TURN_PLACEHOLDER = "PROCTOR-TURN-TEXT-7f3a"  # stands for a turn's text when only what follows it matters
PROBE_CALLS = ("print(6 * 7)", "x = [i * i for i in range(4)]\nprint(sum(x))")


@dataclass(frozen=True)
class Observation:
    """What one observation adds: the messages (assistant turn included) and the rendered turn."""

    messages: list[dict[str, Any]]
    text: str


def find_end(full: str, said: str, start: int) -> int | None:
    """Where ``said`` ends in ``full`` (searched from ``start``): exactly, else up to whitespace (some
    templates indent the calls they render, e.g. vLLM's DeepSeek tool templates); None if absent."""
    at = full.find(said, start)
    if at >= 0:
        return at + len(said)
    loose = re.compile(r"\s*".join(re.escape(ch) for ch in said if not ch.isspace()))
    m = loose.search(full, start)
    return m.end() if m else None


class NativeTools:
    """One model's native tool calls: its template, its family, the tools advertised."""

    def __init__(self, sampler: Any, family: Family, template: ChatTemplate, tools: list[dict[str, Any]]):
        self.ref = sampler.ref
        self.family = family
        self.template = template
        self.tools = tools
        self._tokenize = sampler.tokenize
        self._token_text = getattr(sampler, "token_text", None)
        self._tags = getattr(sampler, "tags", None)  # a ThinkingSampler's think tags
        self.lead: list[int] = []  # tokens the backend puts before the rendered text (a BOS)

    @classmethod
    def check(cls, sampler: Any, stateful: bool, system_prompt: str | None, reminders: bool) -> NativeTools:
        """The native tools of ``sampler``, every check done (a :class:`FatalError` names the fix)."""
        template = template_of(sampler)
        if template is None or not callable(getattr(sampler, "token_text", None)):
            raise FatalError(
                f"env.tool_format=native renders the model's own chat template; {sampler.ref} has none "
                "proctor can read (native needs llamacpp:, hf: or vllm:); use env.tool_format=qwen or fenced"
            )
        family = detect_family(template.source)
        if family is None:
            raise FatalError(
                f"env.tool_format=native: the chat template of {sampler.ref} has no tool-call syntax proctor "
                f"can read. Known families: {known_families()}. Give a tool-calling template with "
                "model.chat_template=PATH, or use env.tool_format=fenced"
            )
        native = cls(sampler, family, template, [tp.tool_schema(stateful)])
        probe = ([{"role": "system", "content": system_prompt}] if system_prompt else []) + [
            {"role": "user", "content": "What is 6 * 7? Use the tool."}
        ]
        native._check_tools(probe)
        native.lead = native._check_backend(sampler, probe)
        native._check_round_trip(probe, reminders)
        return native

    @classmethod
    def for_env(cls, sampler: Any, options: Any, system_prompt: str | None) -> NativeTools:
        """:meth:`check` with the tool env's options (``ToolOptions``)."""
        return cls.check(sampler, options.stateful, system_prompt, options.max_reminders > 0)

    # -- rendering ------------------------------------------------------------------------------------
    def render(
        self, messages: list[dict[str, Any]], add_generation_prompt: bool = True, tools: bool = True
    ) -> str:
        try:
            return self.template.render(messages, self.tools if tools else None, add_generation_prompt)
        except FatalError:
            raise
        except Exception as e:  # the template's raise_exception, or a Jinja error on these messages
            raise FatalError(
                f"the {self.family.name} chat template of {self.ref} refuses the tool conversation: {e}"
            ) from e

    def prompt_ids(self, messages: list[dict[str, Any]]) -> list[int]:
        """The first prompt: the messages and the tools, rendered by the template."""
        return self.lead + list(self._tokenize(self.render(messages)) or [])

    def tokens(self, text: str) -> list[int]:
        return list(self._tokenize(text) or [])

    # -- a turn ---------------------------------------------------------------------------------------
    def answer_text(self, c: Any) -> str:
        """A completion's text with the special tokens written out (a family's calls are special
        tokens; ``c.text`` drops them), the thinking left out."""
        text = self._token_text(c.token_ids) if c.token_ids is not None and self._token_text else c.text
        if c.reasoning is not None and self._tags:
            close = self._tags[1]
            text = text.split(close, 1)[1] if close in text else ""
        return text

    def parse(self, c: Any) -> list[FamilyCall]:
        """The calls of a completion, in its family's syntax."""
        calls = self.family.parse(self.answer_text(c))
        return calls[:1] if self.family.one_call else calls

    def seen_ids(self, c: Any, said: list[int] | None) -> list[int] | None:
        """The tokens continued when the thinking is dropped: the answer part with its special tokens
        (``seen_token_ids`` re-tokenizes ``c.text``, which has lost them)."""
        if said is None or said == c.token_ids:
            return said
        return self.tokens(self.answer_text(c).strip()) if c.text else []

    def observe(
        self, messages: list[dict[str, Any]], calls: list[Any], step: dict[str, Any], content: str
    ) -> str:
        """The tool env's observation turn after the turn ``step`` records: the template's messages
        replace the plain assistant message at the end of ``messages``; returns the rendered turn."""
        said = messages.pop()
        if step["observation_kind"] == "reminder":
            obs = self.reminder_turn(messages, said["content"], content)
        else:
            outputs = [rec["output"] for rec in step["calls"]]
            extra = content[len("\n".join(outputs)) :]  # what the env added (the budget note)
            if extra and outputs:
                outputs[-1] += extra
            obs = self.tool_turn(messages, calls, outputs, step["turn"])
        messages.extend(obs.messages)
        step["observation_text"] = obs.text
        return obs.text

    def tool_turn(
        self, history: list[dict[str, Any]], calls: list[FamilyCall], outputs: list[str], turn: int
    ) -> Observation:
        """The assistant turn with ``calls``, one tool message per output, and the observation turn."""
        f = self.family
        ids = [f.call_id(c, turn, i) for i, c in enumerate(calls)]
        tool_calls = [f.tool_call(c, cid) for c, cid in zip(calls, ids, strict=True)]
        assistant = f.assistant_message(tool_calls)
        after = [f.tool_message(out, cid) for out, cid in zip(outputs, ids, strict=True)]
        text = self._suffix(history, assistant, after, f.call_text(tool_calls), "tool")
        return Observation([assistant, *after], text)

    def reminder_turn(self, history: list[dict[str, Any]], said: str, reminder: str) -> Observation:
        """A turn without a call, then ``reminder`` as a user turn."""
        user = {"role": "user", "content": reminder}
        probe = {"role": "assistant", "content": TURN_PLACEHOLDER}
        text = self._suffix(history, probe, [user], TURN_PLACEHOLDER, "user")
        return Observation([{"role": "assistant", "content": said}, user], text)

    def _suffix(
        self,
        history: list[dict[str, Any]],
        assistant: dict[str, Any],
        after: list[dict[str, Any]],
        said: str,
        kind: str,
    ) -> str:
        """What the template renders after the assistant's ``said`` text: the observation turn."""
        # up to whitespace at its very end, which some templates only write when the conversation
        # ends there (SGLang's DeepSeek template ends a conversation ending in tool outputs with "\n")
        head = self.render(history, add_generation_prompt=False).rstrip()
        full = self.render([*history, assistant, *after])
        name = f"the {self.family.name} chat template of {self.ref}"
        if not full.startswith(head):
            at = next((i for i, (a, b) in enumerate(zip(head, full, strict=False)) if a != b), len(full))
            fix = f" {self.family.rerender_hint}" if self.family.rerender_hint else ""
            raise FatalError(
                f"{name} renders the earlier turns differently once a {kind} turn follows (from "
                f"{head[at : at + 40]!r} to {full[at : at + 40]!r}), so the conversation cannot continue "
                f"token for token.{fix} Or use env.tool_format=fenced"
            )
        end = find_end(full, said, len(head))
        if end is None:
            raise FatalError(
                f"{name} does not render the assistant's {kind} turn as the {self.family.name} family writes it "
                f"({said[:60]!r} is not in its rendering); use env.tool_format=fenced"
            )
        return full[end:]

    # -- the checks -----------------------------------------------------------------------------------
    def _check_tools(self, probe: list[dict[str, Any]]) -> None:
        text = self.render(probe)
        description = self.tools[0]["function"]["description"]
        try:
            bare = self.render(probe, tools=False)
        except FatalError:  # a tool-only template: _check_backend says so
            bare = None
        if description not in text or text == bare:
            raise FatalError(
                f"the chat template of {self.ref} has {self.family.name} tool calls but does not render the "
                "`tools` it is given, so the model would never see the tool; give a tool-calling template "
                "with model.chat_template=PATH, or use env.tool_format=fenced"
            )

    def _check_backend(self, sampler: Any, probe: list[dict[str, Any]]) -> list[int]:
        """The tokens the backend puts before a rendered prompt; proctor's rendering must be the backend's."""
        try:
            ours = self.tokens(self.render(probe, tools=False))
        except FatalError as e:
            raise FatalError(
                f"{e}. proctor checks its rendering against the backend's on a conversation without tools, "
                "and this template cannot render one (a tool-only template, such as a tokenizer's "
                "`tool_use` one); native tool calls do not support it yet"
            ) from e
        backend = list(sampler.tokenize_chat(probe, add_generation_prompt=True) or [])
        lead = backend[: len(backend) - len(ours)] if len(backend) >= len(ours) else None
        if lead is None or len(lead) > 1 or backend[len(lead) :] != ours:
            raise FatalError(
                f"proctor's rendering of the chat template of {self.ref} does not give the backend's own "
                f"prompt tokens ({len(ours)} vs {len(backend)} tokens), so native tool prompts would differ "
                "from the backend's; use env.tool_format=qwen or fenced"
            )
        return lead

    def _check_round_trip(self, probe: list[dict[str, Any]], reminders: bool) -> None:
        history = list(probe)
        for turn, code in enumerate(PROBE_CALLS):
            call = FamilyCall(code, None, None, {"code": code})
            history += self.tool_turn(history, [call], [str(turn)], turn).messages
        if reminders:
            self.reminder_turn(history, "I will check.", "Continue.")
