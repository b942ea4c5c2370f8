"""A reasoning model's earlier thinking is private in multi-turn envs: by default the other agents, the
env and the model's own later turns see the answer part only (as R1's and Qwen3's chat templates drop
it); ``env.keep_thinking`` shows it. The transcripts record what each agent saw."""

from __future__ import annotations

import asyncio
import tomllib

import pytest
from tool_fakes import FakeRunner, ToyTokenSampler

from proctor.api import evaluate
from proctor.benchmarks.problem import Problem
from proctor.envs import EnvContext, make_env
from proctor.models.base import SamplingParams
from proctor.models.mock import MockSampler
from proctor.models.thinking import ThinkingSampler
from proctor.runs import read_run

SAMPLING = SamplingParams(temperature=0.0, max_tokens=256)
SECRET = "PRIVATE-PLAN"


def ctx(**extras) -> EnvContext:
    return EnvContext(system_prompt=None, sampling=SAMPLING, model_ref="mock:", extras=extras)


def seen_by(calls) -> list[str]:
    """Every message content of every prompt a mock was given."""
    return [m["content"] for call in calls for m in call["prompt"]]


@pytest.mark.parametrize("keep", [False, True])
def test_user_sim_the_user_and_the_assistants_later_turns_see_the_thinking_only_when_kept(keep):
    asst = MockSampler(
        [f"<think>{SECRET} one</think>Let me think.", f"<think>{SECRET} two</think>It is \\boxed{{4}}."]
    )
    user = MockSampler(["(opening)", "Please give the final number.", "Thanks! ###STOP###"])
    env = make_env("user-sim", {"max_turns": 5}, ctx())
    env.user_sampler = user
    p = Problem(id="q", question="What is 2+2?", prompt="What is 2+2? Box it.", answer="4")
    t = asyncio.run(env.rollout(ThinkingSampler(asst, keep_thinking=keep), p, seed=11))

    assert t.final_text == "It is \\boxed{4}." and t.stop_reason == "done"  # graded: the answer part
    assert [tr.reasoning for tr in t.turns if tr.role == "assistant"] == [f"{SECRET} one", f"{SECRET} two"]
    first = "<think>\nPRIVATE-PLAN one\n</think>\n\nLet me think." if keep else "Let me think."
    # what the user saw of the assistant's first turn, and what the assistant saw of its own later
    assert {"role": "user", "content": first} in user.calls[0]["prompt"]
    assert {"role": "assistant", "content": first} in asst.calls[1]["prompt"]
    assert any(SECRET in c for c in seen_by(user.calls) + seen_by(asst.calls)) is keep
    # the transcript is what was said as the others saw it
    said = [e["content"] for e in t.info["transcript"] if e["speaker"] == "assistant"]
    assert said[0] == first and (SECRET in said[1]) is keep


@pytest.mark.parametrize("keep", [False, True])
def test_twenty_questions_the_game_master_never_reads_the_players_thinking_unless_kept(keep):
    player = MockSampler(
        [f"<think>{SECRET}: animals first</think>Is it alive?", "<think>cat?</think>Guess: cat"]
    )
    gm = MockSampler("Yes.")
    env = make_env("twenty-questions", {"max_questions": 5}, ctx())
    env.gm_sampler = gm
    t = asyncio.run(
        env.rollout(
            ThinkingSampler(player, keep_thinking=keep),
            Problem(id="w", question="", prompt="", answer="cat"),
            seed=3,
        )
    )
    assert t.info["guessed"] is True and t.final_text == "Guess: cat"
    assert any(SECRET in c for c in seen_by(gm.calls)) is keep
    assert any(SECRET in c for c in seen_by(player.calls[1:])) is keep
    assert any(SECRET in e["content"] for e in t.info["transcript"]) is keep


def _tool_script(prompt, seed):
    """Thinks, calls the tool; after the output, thinks again and answers with it."""
    last = prompt[-1]["content"]
    if "```output" in last:
        return f"<think>the tool said {last.split()[1]}</think>So it is \\boxed{{391}}."
    return f"<think>{SECRET}: use python</think>I will compute it.\n```python\nprint(17 * 23)\n```"


PROBLEM = Problem(
    id="p1", question="17 * 23?", prompt="What is 17 * 23? Put the answer in \\boxed{}.", answer="391"
)


def _tool_env():
    return make_env("tool", {}, ctx(sandbox=FakeRunner()))


@pytest.mark.parametrize("keep", [False, True])
def test_tool_env_token_continuation_drops_the_thinking_tokens_unless_kept(keep):
    toy = ToyTokenSampler(_tool_script)
    t = asyncio.run(_tool_env().rollout(ThinkingSampler(toy, keep_thinking=keep), PROBLEM, 7))
    assert t.final_text == "So it is \\boxed{391}." and t.info["continuation"] == "tokens"
    (p0, c0), (p1, _) = [(c["prompt"], c["completion"]) for c in toy.calls]
    step = t.info["steps"][0]
    said = c0.token_ids if keep else toy.tokenize("I will compute it.\n```python\nprint(17 * 23)\n```")
    assert p1 == p0 + said + step["observation_token_ids"]  # exactly what the model saw next
    assert (SECRET in toy.decode(p1)) is keep
    assert ("continued_token_ids" in step) is not keep and step.get("continued_token_ids", said) == said
    assert (SECRET in t.messages[2]["content"]) is keep and t.messages[2]["role"] == "assistant"


@pytest.mark.parametrize("keep", [False, True])
def test_tool_env_chat_continuation_drops_the_thinking_unless_kept(keep):
    model = MockSampler(_tool_script)
    t = asyncio.run(_tool_env().rollout(ThinkingSampler(model, keep_thinking=keep), PROBLEM, 7))
    assert t.final_text == "So it is \\boxed{391}."
    assert any(SECRET in c for c in seen_by(model.calls[1:])) is keep
    assert model.calls[1]["prompt"][:3] == t.messages[:3]  # the record is what the model saw


def test_keep_thinking_is_set_from_the_config_and_recorded(tmp_path):
    ref = "mock:<think>" + SECRET + "</think>The answer is \\boxed{4}"
    base = {"model.ref": ref, "env.name": "user-sim", "env.max_turns": 2, "benchmark.limit": 1}
    for keep in (False, True):
        out = tmp_path / f"keep-{keep}"
        evaluate("arith", settings={**base, "env.keep_thinking": keep}, output=out)
        config = tomllib.loads((out / "config.toml").read_text())
        assert config["env"]["keep_thinking"] is keep and config["env"]["name"] == "user-sim"
        (rec,) = read_run(out).records
        assert rec.final_text == "The answer is \\boxed{4}" and rec.turns[0].reasoning == SECRET
        assert any(SECRET in e["content"] for e in rec.info["transcript"]) is keep
        # the user (played by the same model) saw the assistant's turn as the transcript records it
        said = next(e["content"] for e in rec.info["transcript"] if e["speaker"] == "assistant")
        assert said == (
            "<think>\n" + SECRET + "\n</think>\n\nThe answer is \\boxed{4}" if keep else rec.final_text
        )
