"""Test doubles for the tool env: a fake code runner, a toy local backend (ChatML, char tokens), and
local backends that render a real chat template with one token per character (native tool calls)."""

from __future__ import annotations

import contextlib
import io
from dataclasses import dataclass
from pathlib import Path

from proctor.models.base import Completion
from proctor.models.chat_template import ChatTemplate
from proctor.models.mock import MockSampler


@dataclass
class Result:
    status: str
    stdout: str = ""
    stderr: str = ""
    exit_code: int | None = 0
    duration_s: float = 0.01
    truncated: bool = False


class FakeRunner:
    """Runs code in-process (tests only); code containing ``# hang`` reports a timeout."""

    def __init__(self):
        self.codes: list[str] = []
        self.sessions: list[FakeSession] = []
        self.globals: dict | None = None  # None: a fresh namespace per call

    def session(self) -> FakeSession:
        s = FakeSession(self)
        self.sessions.append(s)
        return s

    async def arun(self, code: str, timeout_s: float | None = None) -> Result:
        return self._run(code, timeout_s, {})

    def _run(self, code: str, timeout_s: float | None, namespace: dict) -> Result:
        self.codes.append(code)
        if "# hang" in code:
            return Result("timeout", exit_code=None, duration_s=timeout_s or 0)
        buf = io.StringIO()
        try:
            with contextlib.redirect_stdout(buf):
                exec(code, namespace)
        except Exception as e:
            return Result("error", buf.getvalue(), f"{type(e).__name__}: {e}\n", exit_code=1)
        return Result("ok", buf.getvalue())

    def stats(self) -> dict:
        return {"runs": len(self.codes)}


class FakeSession:
    """A stateful session of the fake runner: one namespace for its calls."""

    def __init__(self, runner: FakeRunner):
        self.runner, self.namespace, self.closed = runner, {}, False

    async def arun(self, code: str, timeout_s: float | None = None) -> Result:
        assert not self.closed, "a closed session was used"
        return self.runner._run(code, timeout_s, self.namespace)

    async def __aenter__(self) -> FakeSession:
        return self

    async def __aexit__(self, *exc) -> None:
        self.closed = True


class ToyTokenizer:
    """ChatML with the two specials as single tokens; every other character is one token."""

    SPECIAL = {"<|im_start|>": 1, "<|im_end|>": 2}

    def tokenize(self, text: str) -> list[int]:
        out, i = [], 0
        while i < len(text):
            for s, tok in self.SPECIAL.items():
                if text.startswith(s, i):
                    out.append(tok)
                    i += len(s)
                    break
            else:
                out.append(ord(text[i]) + 10)
                i += 1
        return out

    def decode(self, ids: list[int]) -> str:
        names = {v: k for k, v in self.SPECIAL.items()}
        return "".join(names.get(t) or chr(t - 10) for t in ids)

    def tokenize_chat(self, messages, add_generation_prompt=True):
        text = "".join(f"<|im_start|>{m['role']}\n{m['content']}<|im_end|>\n" for m in messages)
        return self.tokenize(text + ("<|im_start|>assistant\n" if add_generation_prompt else ""))


class ToyTokenSampler(ToyTokenizer, MockSampler):
    """A local-backend stand-in: token-id prompts in, completion ids out (without the end-of-turn token).

    The script sees the conversation as messages decoded from the prompt tokens, so scripts written
    for the chat-mode mock work unchanged.
    """

    def __init__(self, script):
        MockSampler.__init__(self, script, ref="toy:chatml")

    def _messages(self, ids: list[int]) -> list[dict]:
        text = self.decode(ids)
        out = []
        for part in text.split("<|im_start|>")[1:]:
            role, _, content = part.partition("\n")
            out.append({"role": role, "content": content.removesuffix("<|im_end|>\n")})
        return out[:-1] if out and out[-1]["role"] == "assistant" and not out[-1]["content"] else out

    async def sample(self, prompt, params, n=1, seed=None):
        assert prompt and isinstance(prompt[0], int), "a local backend continues from token ids"
        text = self._text(self._messages(prompt), seed)
        ids = self.tokenize(text)
        finish = "stop"
        if len(ids) > params.max_tokens:
            ids, finish = ids[: params.max_tokens], "length"
        c = Completion(
            text=self.decode(ids),
            finish_reason=finish,
            prompt_tokens=len(prompt),
            completion_tokens=len(ids),
            token_ids=ids,
            prompt_token_ids=list(prompt),
        )
        self.calls.append({"prompt": list(prompt), "params": params, "seed": seed, "completion": c})
        return [c]


TEMPLATES = Path(__file__).with_name("templates")  # vendored chat templates (see its README)
SPECIAL = {"bos_token": "<s>", "eos_token": "</s>"}


class TextSampler:
    """The parts of a local sampler NativeTools uses, with one token per character: a stand-in for
    a backend whose own rendering is this template (the backend check then compares like with like)."""

    def __init__(self, source: str, variables: dict | None = None):
        self.ref = "text:test"
        self.source = source
        self.variables = {**SPECIAL, **(variables or {})}

    def chat_template(self) -> str:
        return self.source

    def template_vars(self) -> dict:
        return self.variables

    def token_text(self, ids: list[int]) -> str:
        return "".join(map(chr, ids))

    def tokenize(self, text: str) -> list[int]:
        return [ord(c) for c in text]

    def tokenize_chat(self, messages, add_generation_prompt=True):
        return self.tokenize(
            ChatTemplate(self.source, self.variables).render(messages, None, add_generation_prompt)
        )


class ScriptedTextSampler(TextSampler):
    """A local backend whose turns are scripted texts, one token per character; the strings in
    ``special`` are left out of a completion's ``text``, as backends drop special tokens there."""

    def __init__(self, source: str, script: list[str], special: tuple[str, ...] = ()):
        super().__init__(source)
        self.script = list(script)
        self.special = special
        self.prompts: list[list[int]] = []

    async def sample(self, prompt, params, n=1, seed=None):
        self.prompts.append(list(prompt))
        text = self.script.pop(0) if self.script else "\\boxed{42}"
        ids = self.tokenize(text)
        for s in self.special:
            text = text.replace(s, "")
        return [Completion(text=text, finish_reason="stop", completion_tokens=len(ids), token_ids=ids)]

    def info(self):
        return {"ref": self.ref}
