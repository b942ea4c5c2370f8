"""sampling.max_thinking_tokens on openai: servers without a budget of their own (llama-server), or
with ``model.extra.thinking_budget=force``: proctor forces the budget itself over token ids — the chat
template rendered locally, the prompt's token ids to ``/completions`` with ``max_tokens`` = the budget,
the closing tag and cue appended as token ids where the thinking ran on, then the rest of
``max_tokens`` — with the same logic as the local backends (``ThinkingSampler``). Checked here against
a strict fake server in both roles (tests/fake_token_server.py: it refuses any field the server it plays
does not take, and a prompt that is not token ids); the real llama-server is in
test_forced_thinking_llama_server.py."""

from __future__ import annotations

import asyncio
import tomllib

import pytest
from fake_token_server import CLOSE, FakeTokenServer, render, tokenize
from proctor_cli import run_proctor as proctor

from proctor.models import ModelOptions, load_sampler
from proctor.models.base import FatalError, SamplingParams
from proctor.models.openai.wire import completions, request_body
from proctor.models.thinking import FORCE_CUE, ThinkingSampler
from proctor.runs import read_run

pytestmark = pytest.mark.server

FORCED = tokenize("</think>" + FORCE_CUE)


def forced_sampler(srv: FakeTokenServer, mode: str = "auto", budget: int = 8) -> ThinkingSampler:
    s = load_sampler("openai:fake", ModelOptions(base_url=srv.url, extra={"thinking_budget": mode}))
    t = ThinkingSampler(s, max_thinking_tokens=budget)
    t.check_budget_support()
    return t


def sample(t: ThinkingSampler, text: str, seed: int, max_tokens: int = 64):
    async def go():
        try:
            (c,) = await t.sample(t.tokenize_chat([{"role": "user", "content": text}]),
                                  SamplingParams(max_tokens=max_tokens), 1, seed)  # fmt: skip
            return c
        finally:
            await t.aclose()

    return asyncio.run(go())


def check_forced_pair(first: dict, second: dict, prompt: list[int], budget: int, max_tokens: int) -> None:
    """The two requests of one forced sample: the budget, then prompt + thinking + forced close."""
    assert first["prompt"] == prompt and first["max_tokens"] == budget
    thought = second["prompt"][len(prompt) : len(prompt) + budget]
    assert second["prompt"] == [*prompt, *thought, *FORCED]
    assert CLOSE not in thought  # the thinking ran on: the close was forced
    assert second["max_tokens"] == max_tokens - budget - len(FORCED)
    assert "thinking_token_budget" not in first and "custom_params" not in first


@pytest.mark.parametrize("kind", ["vllm", "llama.cpp"])
def test_a_forced_budget_end_to_end_records_what_was_forced(kind, tmp_path):
    out = tmp_path / "run"
    with FakeTokenServer(kind) as srv:
        proctor("eval", "arith", "--limit", "2", "--max-tokens", "64", "-m", "openai:fake", "--base-url",
                srv.url, "--output", str(out), "-q", "--set", "sampling.max_thinking_tokens=8",
                *(["--set", "model.extra.thinking_budget=force"] if kind == "vllm" else []))  # fmt: skip
        bodies = list(srv.bodies)
    run = read_run(out)
    assert len(run.records) == 2 and len(bodies) == 4  # two requests a sample: budget, then the rest
    by_prompt = {tuple(b["prompt"]): b for b in bodies}
    for r in run.records:
        assert r.error is None
        # the prompt sent is the chat template rendered over the record's messages, as token ids
        asked = [m for m in r.messages if m["role"] != "assistant"]
        prompt = ([5] if kind == "llama.cpp" else []) + tokenize(render(asked))
        first = by_prompt[tuple(prompt)]
        second = next(b for b in bodies if b is not first and b["prompt"][: len(prompt)] == prompt)
        check_forced_pair(first, second, prompt, 8, 64)
        turn = r.turns[-1]
        assert turn.think_state == "forced" and turn.reasoning_tokens == 8
        assert r.final_text == "Final answer: \\boxed{42}"  # the answer after the forced close
    config = tomllib.loads((out / "config.toml").read_text())
    assert config["sampling"]["max_thinking_tokens"] == 8
    resolved = config["resolved"]["model"]
    assert resolved["thinking_budget"] == "forced" and "thinking_budget_fields" not in resolved
    if kind == "llama.cpp":  # the server's own template (GET /props), by hash
        assert resolved["chat_template"]["server"] == "GET /props"
    else:
        assert config["model"]["extra"]["thinking_budget"] == "force"


def test_a_thinking_closed_within_the_budget_continues_with_nothing_forced():
    with FakeTokenServer("llama.cpp") as srv:
        c = sample(forced_sampler(srv), "quick: what is 6*7?", seed=1)
        first, second = srv.bodies
    assert c.think_state == "closed" and c.reasoning == "ok." and c.text == "The answer is \\boxed{42}."
    gen = second["prompt"][len(first["prompt"]) :]
    assert len(gen) == 8 and CLOSE in gen  # the model's own 8 tokens, its own close among them
    assert second["max_tokens"] == 64 - 8


def test_the_same_seed_gives_the_same_text_and_another_seed_another():
    with FakeTokenServer("llama.cpp") as srv:
        a, b, c = (sample(forced_sampler(srv), "What is 6*7?", seed=s) for s in (3, 3, 4))
    assert a.reasoning == b.reasoning and a.text == b.text and a.token_ids == b.token_ids
    assert a.reasoning != c.reasoning and a.reasoning_tokens == c.reasoning_tokens == 8


def test_a_budget_as_large_as_max_tokens_is_one_plain_request():
    with FakeTokenServer("llama.cpp") as srv:
        c = sample(forced_sampler(srv, budget=64), "What is 6*7?", seed=3, max_tokens=64)
        assert len(srv.bodies) == 1 and srv.bodies[0]["max_tokens"] == 64
    assert c.think_state == "unclosed" and c.text == ""  # 120 characters of thinking do not fit in 64


def test_servers_that_cannot_force_are_refused_before_the_run(tmp_path):
    with FakeTokenServer("llama.cpp") as srv:  # a server that says it is another kind
        s = load_sampler(
            "openai:fake",
            ModelOptions(base_url=srv.url, extra={"server": "llama-cpp-python", "thinking_budget": "force"}),
        )
        with pytest.raises(FatalError, match="forces one only where the server takes token-id prompts"):
            ThinkingSampler(s, max_thinking_tokens=8).check_budget_support()
        r = proctor("eval", "arith", "--limit", "1", "-m", "openai:fake", "--base-url", srv.url, "--output",
                    str(tmp_path / "run"), "--set", "sampling.max_thinking_tokens=8", "--set",
                    "model.extra.server=openai", check=False)  # fmt: skip
        assert r.returncode != 0 and "llama.cpp's llama-server" in r.stderr
        assert srv.bodies == []  # nothing was sampled


def test_llama_server_token_ids_come_back_through_verbose_only_when_asked():
    params = SamplingParams(max_tokens=8)
    kw = {"template_kwargs": {}, "reasoning_effort": None}
    body = request_body("m", "llama.cpp", params, 1, 0, False, return_tokens=True, **kw)
    assert body["return_tokens"] is True and body["verbose"] is True
    assert "return_tokens" not in request_body("m", "llama.cpp", params, 1, 0, False, **kw)
    assert "return_tokens" not in request_body("m", "llama.cpp", params, 1, 0, True, return_tokens=True, **kw)
    data = {"choices": [{"index": 0, "text": "ab", "finish_reason": "length"}], "usage": {"completion_tokens": 2},
            "__verbose": {"tokens": [7, 9]}}  # fmt: skip
    (c,) = completions(data, 1, False, 0.1, [1, 2])
    assert c.token_ids == [7, 9] and c.completion_tokens == 2
    data["__verbose"] = {"tokens": ["7", None]}  # not token ids: none are taken
    assert completions(data, 1, False, 0.1, [1, 2])[0].token_ids is None
