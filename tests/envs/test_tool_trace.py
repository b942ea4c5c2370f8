"""The tool env's token trace on the embedded model, for every tool format that continues token-in/
token-out: a recorder between the env and the model captures the exact prompt ids of each ``sample()``
call, and (a) each prompt is the previous one + the tokens the model sees of its turn + the observation's
tokens, (b) the trajectory's compact record (samples.jsonl, read back) rebuilds every one of them, with
the completion ids and logprobs of every turn."""

from __future__ import annotations

import asyncio
from typing import get_args

import pytest

from proctor.benchmarks.problem import Problem
from proctor.envs import EnvContext, make_env
from proctor.envs import tool_protocol as tp
from proctor.envs.base import Trajectory
from proctor.envs.tool_options import ToolOptions
from proctor.models.base import Completion, SamplingParams
from proctor.models.thinking import ThinkingSampler, split_thinking

pytestmark = pytest.mark.model

FORMATS = [f for f in get_args(ToolOptions.model_fields["tool_format"].annotation) if f != "auto"]
# a first turn that calls the tool, where the format's call syntax is known here (a format added later
# runs on the model's own turns only)
CALLS = {
    "qwen": '<tool_call>\n{"name": "code_interpreter", "arguments": {"code": "print(12 * 34)"}}\n</tool_call>',
    "fenced": "```python\nprint(12 * 34)\n```",
}
# native: the embedded model with Qwen3's template (hermes calls; SmolLM2's own renders no tools)
CALLS["native"] = CALLS["qwen"]
# formats whose prompts are chat messages a server renders: no prompt token ids to continue
MESSAGE_FORMATS = {"openai": "the server renders chat messages (tests/models/test_tool_openai_server.py)"}
THINK = "<think>\nI will let Python multiply.\n</think>\n\n"
PARAMS = SamplingParams(temperature=0.7, max_tokens=16, logprobs=True)


class Recorder:
    """Between the env and the model: keeps the exact prompt ids of every call and what came back;
    the first call's reply is ``first`` (a scripted tool call) when given."""

    def __init__(self, sampler, first: str | None):
        self.inner, self.ref, self.first = sampler, sampler.ref, first
        self.prompts: list[list[int]] = []
        self.replies: list[Completion] = []

    def __getattr__(self, name):
        return getattr(self.inner, name)

    async def sample(self, prompt, params, n=1, seed=None):
        assert n == 1 and isinstance(prompt[0], int), "the tool env continues with token ids"
        self.prompts.append(list(prompt))
        if self.first is not None and len(self.prompts) == 1:
            ids = self.inner.tokenize(self.first)
            out = [Completion(text=self.first, finish_reason="stop", completion_tokens=len(ids),
                              token_ids=ids, prompt_token_ids=list(prompt))]  # fmt: skip
        else:
            out = await self.inner.sample(prompt, params, n, seed)
        self.replies.append(out[0])
        return out


_ROLLOUTS: dict[tuple[str, bool], tuple[Recorder, Trajectory]] = {}  # one rollout per case, shared


def rollout(smollm2, sandbox, fmt: str, thinking: bool) -> tuple[Recorder, Trajectory]:
    if (fmt, thinking) not in _ROLLOUTS:
        _ROLLOUTS[fmt, thinking] = _rollout(smollm2, sandbox, fmt, thinking)
    rec, traj = _ROLLOUTS[fmt, thinking]
    if traj.info["continuation"] != "tokens":
        pytest.skip(f"tool_format={fmt} continues with chat messages, not token ids")
    return rec, traj


def _rollout(smollm2, sandbox, fmt: str, thinking: bool) -> tuple[Recorder, Trajectory]:
    call = CALLS.get(fmt)
    rec = Recorder(smollm2, None if call is None else (THINK + call if thinking else call))
    model = ThinkingSampler(rec) if thinking else rec  # the thinking is dropped from what the model sees
    ctx = EnvContext(system_prompt=None, sampling=PARAMS, model_ref=rec.ref, extras={"sandbox": sandbox})
    options = {"tool_format": fmt, "max_turns": 3, "max_reminders": 3, "final_answer_pattern": "(?!)",
               "max_total_tokens": 2048}  # fmt: skip
    env = make_env("tool", options, ctx)
    problem = Problem(id="t", question="", prompt="Compute 12 * 34 with Python.", answer="408")
    traj = asyncio.run(env.rollout(model, problem, seed=3))
    return rec, Trajectory.model_validate_json(traj.model_dump_json())  # as samples.jsonl reads it


def seen(smollm2, reply: Completion, thinking: bool) -> list[int]:
    """What the model's later turns see of a reply: all it generated, or the answer without thinking."""
    if not thinking:
        return list(reply.token_ids)
    part = split_thinking(reply.text)
    return list(reply.token_ids) if part.state == "none" else smollm2.tokenize(part.answer)


@pytest.mark.parametrize(
    ("fmt", "thinking"), [*((f, False) for f in FORMATS), ("fenced", True)], ids=lambda v: str(v)
)
def test_each_turn_s_prompt_continues_the_last_and_the_trace_rebuilds_it(request, sandbox, fmt, thinking):
    if fmt in MESSAGE_FORMATS:
        pytest.skip(f"tool_format={fmt}: {MESSAGE_FORMATS[fmt]}")
    smollm2 = request.getfixturevalue("smollm2_qwen3" if fmt == "native" else "smollm2")
    rec, traj = rollout(smollm2, sandbox, fmt, thinking)
    steps = traj.info["steps"]
    assert len(rec.prompts) == traj.n_turns == 3 and traj.stop_reason == "turn_budget"
    if fmt in CALLS:
        assert traj.tool_calls >= 1 and "408" in steps[0]["observation"]
    # (a) the recorder's prompts: prompt k+1 = prompt k + what the model sees of turn k + observation k
    for k in range(traj.n_turns - 1):
        head = rec.prompts[k] + seen(smollm2, rec.replies[k], thinking)
        nxt = rec.prompts[k + 1]
        assert nxt[: len(head)] == head, f"turn {k + 1}'s prompt does not continue turn {k}'s"
        obs = nxt[len(head) :]
        assert obs == steps[k]["observation_token_ids"] and len(obs) > 0
        assert steps[k]["observation"].strip() in smollm2.detokenize(obs)
    if thinking:
        assert steps[0]["continued_token_ids"] != rec.replies[0].token_ids  # the thinking was dropped
    # (b) the compact record rebuilds every prompt exactly; only the first is stored in full
    assert [traj.turn_prompt_ids(k) for k in range(traj.n_turns)] == rec.prompts
    assert traj.turns[0].prompt_token_ids == rec.prompts[0]
    assert all(t.prompt_token_ids is None for t in traj.turns[1:])
    trace = traj.trace()
    assert [t.prompt_ids for t in trace] == rec.prompts
    assert [t.completion_ids for t in trace] == [r.token_ids for r in rec.replies]
    assert [t.logprobs for t in trace] == [r.logprobs for r in rec.replies]
    model_turns = rec.replies[1:] if fmt in CALLS else rec.replies
    assert all(r.logprobs is not None and len(r.logprobs) == len(r.token_ids) for r in model_turns)
    assert [t.reward for t in trace] == [0.0, 0.0, 0.0]  # ungraded: not correct
    assert traj.info["tools"] == [tp.tool_schema(False)]
    assert traj.info["tools"][0]["function"]["name"] == tp.TOOL_NAME


def test_the_compact_record_is_smaller_than_every_prompt_in_full(smollm2, sandbox):
    _, traj = rollout(smollm2, sandbox, "fenced", False)
    compact = len(traj.model_dump_json())
    full = traj.model_copy(
        update={
            "turns": [
                t.model_copy(update={"prompt_token_ids": traj.turn_prompt_ids(k)})
                for k, t in enumerate(traj.turns)
            ]
        }
    )
    assert full.trace() == traj.trace()  # a full record reads the same
    print(f"samples.jsonl line: {compact} bytes compact, {len(full.model_dump_json())} with every prompt")
    assert compact < len(full.model_dump_json())
