"""``env.tool_format=openai``: structured tool calls over a chat API, against the fake OpenAI server on
127.0.0.1 (scripted replies, every request body kept) and the fake code runner: what the requests
carry, how each call is answered, malformed calls, budgets, and ``auto``'s probe of ``GET /props``."""

from __future__ import annotations

import asyncio
import json
import time

import pytest
from fake_openai import FakeOpenAI
from proctor_cli import run_proctor
from tool_fakes import FakeRunner

from proctor.benchmarks.problem import Problem
from proctor.envs import EnvContext, EnvError, make_env
from proctor.envs import tool_openai as oai
from proctor.envs.tool import BUDGET_NOTE, REMINDERS
from proctor.envs.tool_protocol import TOOL_NAME, tool_schema
from proctor.models.base import FatalError, SamplingParams, TransientError
from proctor.models.openai import OpenAISampler
from proctor.models.openai.wire import completions
from proctor.runs import read_run

PROBLEM = Problem(
    id="p1", question="17 * 23?", prompt="What is 17 * 23? Put the answer in \\boxed{}.", answer="391"
)
FORCED = {"type": "function", "function": {"name": TOOL_NAME}}


def call(i: int, code=None, *, name=TOOL_NAME, arguments=None) -> dict:
    args = json.dumps({"code": code}) if arguments is None else arguments
    return {"id": f"call_{i}", "type": "function", "function": {"name": name, "arguments": args}}


def scripted(*turns):
    """A reply function: turn k (counted by the assistant messages sent) gets ``turns[k]``, a list of
    tool calls (finish ``tool_calls``) or a text (finish ``stop``)."""

    def reply(body):
        k = sum(1 for m in body["messages"] if m["role"] == "assistant")
        t = turns[min(k, len(turns) - 1)]
        if isinstance(t, str):
            return {"role": "assistant", "content": t}, "stop"
        return {"role": "assistant", "content": None, "tool_calls": t}, "tool_calls"

    return reply


@pytest.fixture
def fake():
    servers = []

    def start(*turns, **kw):
        s = FakeOpenAI(reply=scripted(*turns) if turns else None, **kw)
        servers.append(s)
        return s

    yield start
    for s in servers:
        s.close()


def env_for(server, options=None, ref="openai:fake", runner=None):
    sampler = OpenAISampler("fake", [server.url], server="openai")
    ctx = EnvContext(
        system_prompt=None,
        sampling=SamplingParams(temperature=0.0, max_tokens=64),
        model_ref=ref,
        extras={"sandbox": runner or FakeRunner(), "load_sampler": lambda r, **kw: sampler},
    )
    return make_env("tool", {"tool_format": "openai", **(options or {})}, ctx), sampler


def rollout(env, sampler):
    return asyncio.run(env.rollout(sampler, PROBLEM, 3))


def test_calls_run_in_order_each_answered_by_a_tool_message(fake):
    turn0 = [call(0, "print(17 * 23)"), call(1, arguments='{"code": "print(1'), call(2, "print(2 + 2)")]
    server = fake(turn0, "So it is \\boxed{391}.")
    runner = FakeRunner()
    env, sampler = env_for(server, {"tool_choice": TOOL_NAME}, runner=runner)
    traj = rollout(env, sampler)

    first, second = server.bodies
    assert first["tools"] == [tool_schema(False)] and first["tool_choice"] == FORCED
    assert second["tools"] == [tool_schema(False)] and "tool_choice" not in second  # forced: turn 0 only
    assert [m["role"] for m in first["messages"]] == ["user"]  # no tool text in the prompt
    sent = second["messages"]
    assert sent[1] == {"role": "assistant", "content": "", "tool_calls": turn0}  # verbatim
    assert [m["role"] for m in sent[2:]] == ["tool", "tool", "tool"]
    assert [m["tool_call_id"] for m in sent[2:]] == ["call_0", "call_1", "call_2"]
    assert sent[2]["content"] == "391" and sent[4]["content"] == "4"
    assert sent[3]["content"].startswith("Error: the arguments are not valid JSON")
    assert runner.codes == ["print(17 * 23)", "print(2 + 2)"]  # the malformed one never ran

    assert traj.messages == [*sent, {"role": "assistant", "content": "So it is \\boxed{391}."}]
    assert traj.stop_reason == "stop" and traj.final_text == "So it is \\boxed{391}."
    assert (traj.tool_calls, traj.tool_errors) == (3, 1)
    step = traj.info["steps"][0]
    assert [c["status"] for c in step["calls"]] == ["ok", "malformed", "ok"]
    assert [c["id"] for c in step["calls"]] == ["call_0", "call_1", "call_2"]
    assert step["calls"][1]["arguments"] == '{"code": "print(1' and step["calls"][1]["code"] is None
    assert step["finish_reason_raw"] == "tool_calls" and traj.turns[0].finish_reason == "stop"
    assert step["observation"] == "\n".join(m["content"] for m in sent[2:])
    assert traj.info["tool_format"] == "openai" and traj.info["tools"] == [tool_schema(False)]


@pytest.mark.parametrize(
    "tc, error",
    [
        (call(0, arguments="{not json"), "not valid JSON"),
        (call(0, arguments='{"source": "print(1)"}'), 'a string "code"'),
        (call(0, arguments='{"code": 42}'), 'a string "code"'),
        (call(0, arguments='["print(1)"]'), 'a string "code"'),
        (call(0, arguments=""), 'a string "code"'),
        (call(0, "print(1)", name="python"), "unknown tool 'python'"),
        ({**call(0, "print(1)"), "type": "retrieval"}, "of type 'retrieval'"),
        ({"id": "call_0", "type": "function"}, "unknown tool None"),
    ],
)
def test_malformed_calls_are_errors_with_a_hint(tc, error):
    parsed = oai.parse_call(tc, "call_0")
    assert parsed.code is None and error in parsed.error and parsed.id == "call_0"


def test_well_formed_arguments_as_a_string_or_an_object():
    assert oai.parse_call(call(0, "print(1)"), "x").code == "print(1)"
    as_object = {"id": "x", "type": "function", "function": {"name": TOOL_NAME, "arguments": {"code": "1"}}}
    assert oai.parse_call(as_object, "x").code == "1"


def test_a_malformed_call_counts_as_a_call_and_an_error_and_is_answered(fake):
    server = fake([call(0, name="bash", arguments='{"cmd": "ls"}')], "\\boxed{1}")
    env, sampler = env_for(server)
    traj = rollout(env, sampler)
    assert (traj.tool_calls, traj.tool_errors) == (1, 1)
    tool = traj.messages[2]
    assert tool["role"] == "tool" and tool["tool_call_id"] == "call_0"
    assert tool["content"] == f"Error: unknown tool 'bash'; the only tool is {TOOL_NAME!r}"


def test_calls_past_the_budget_are_answered_not_run_and_the_note_ends_the_last(fake):
    server = fake([call(0, "print(1)"), call(1, "print(2)")], "\\boxed{1}")
    runner = FakeRunner()
    env, sampler = env_for(server, {"max_tool_calls": 1}, runner=runner)
    traj = rollout(env, sampler)
    tools = [m for m in server.bodies[1]["messages"] if m["role"] == "tool"]
    assert [m["tool_call_id"] for m in tools] == ["call_0", "call_1"]  # every call gets its answer
    assert tools[0]["content"] == "1" and tools[1]["content"].startswith("not run: all 1 tool calls")
    assert tools[1]["content"].endswith(BUDGET_NOTE.format(n=1))
    assert runner.codes == ["print(1)"] and traj.tool_calls == 1 and traj.stop_reason == "stop"


def test_a_turn_calling_with_no_call_left_ends_on_the_tool_budget(fake):
    server = fake([call(0, "print(1)")])  # calls on every turn
    env, sampler = env_for(server, {"max_tool_calls": 2})
    traj = rollout(env, sampler)
    assert traj.stop_reason == "tool_budget" and traj.tool_calls == 2 and len(traj.turns) == 3


def test_a_turn_without_calls_or_answer_gets_the_reminder_as_a_user_turn(fake):
    server = fake("Let me think.", "\\boxed{391}")
    env, sampler = env_for(server, {"tool_choice": "auto"})
    traj = rollout(env, sampler)
    assert [b["tool_choice"] for b in server.bodies] == ["auto", "auto"]  # auto: every turn
    assert traj.messages[2] == {"role": "user", "content": REMINDERS["openai"], "observation": "reminder"}
    # the transcript's mark is the record's: what the server got is the plain user turn
    assert server.bodies[1]["messages"][2] == {"role": "user", "content": REMINDERS["openai"]}
    assert traj.stop_reason == "stop" and traj.tool_calls == 0 and traj.info["reminders"] == 1


def test_a_call_without_an_id_gets_one_in_the_transcript(fake):
    server = fake(
        [{"type": "function", "function": {"name": TOOL_NAME, "arguments": '{"code": "print(5)"}'}}],
        "\\boxed{5}",
    )
    env, sampler = env_for(server)
    traj = rollout(env, sampler)
    assert traj.messages[1]["tool_calls"][0]["id"] == "call_0_0"
    assert traj.messages[2] == {"role": "tool", "tool_call_id": "call_0_0", "content": "5"}


@pytest.mark.parametrize(
    "choice, turns, sent",
    [
        ("required", None, ["required", None, None]),
        (TOOL_NAME, None, [FORCED, None, None]),
        (TOOL_NAME, 2, [FORCED, FORCED, None]),
        ("none", None, ["none", "none", "none"]),
        (None, None, [None, None, None]),
    ],
)
def test_which_turns_send_tool_choice(choice, turns, sent):
    from proctor.envs.tool_options import ToolOptions

    o = ToolOptions(tool_format="openai", tool_choice=choice, tool_choice_turns=turns)
    assert [oai.request_params(o, k)["tool_choice"] for k in range(3)] == sent
    assert oai.request_params(ToolOptions(tool_format="fenced"), 0) == {}


def test_the_response_s_tool_calls_and_finish_reason_on_the_completion():
    data = {
        "choices": [
            {
                "index": 0,
                "message": {"content": None, "tool_calls": [call(0, "1")]},
                "finish_reason": "tool_calls",
            }
        ],
        "usage": {"prompt_tokens": 5, "completion_tokens": 3},
    }
    (c,) = completions(data, 1, True, 0.1, None)
    assert c.text == "" and c.tool_calls == [call(0, "1")]
    assert c.finish_reason == "stop" and c.finish_reason_raw == "tool_calls"
    data["choices"][0]["message"]["tool_calls"] = "functions.code_interpreter"
    with pytest.raises(TransientError, match="tool_calls"):
        completions(data, 1, True, 0.1, None)


def test_local_backends_refuse_the_openai_format_before_the_run():
    ctx = EnvContext(system_prompt=None, sampling=SamplingParams(), model_ref="llamacpp:smollm2")
    with pytest.raises(FatalError, match=r"needs an openai: model.*auto \| qwen \| fenced"):
        make_env("tool", {"tool_format": "openai"}, ctx)
    with pytest.raises(FatalError, match="env.tool_choice=required applies to env.tool_format=openai only"):
        make_env("tool", {"tool_format": "fenced", "tool_choice": "required"}, ctx)
    with pytest.raises(EnvError, match="env.tool_choice"):
        make_env("tool", {"tool_format": "openai", "tool_choice": "python"}, ctx)


def built(server, ref="openai:fake"):
    sampler = OpenAISampler("fake", [server.url], server="llama.cpp")
    ctx = EnvContext(
        system_prompt=None,
        sampling=SamplingParams(),
        model_ref=ref,
        extras={"sandbox": FakeRunner(), "load_sampler": lambda r, **kw: sampler},
    )
    return make_env("tool", {}, ctx)


def test_auto_picks_openai_where_props_says_the_template_takes_tools(fake):
    server = fake(props={"chat_template_caps": {"supports_tools": True, "supports_tool_calls": True}})
    env = built(server)
    assert env.tool_format == "openai"
    assert env.format_reason == "auto: GET /props: chat_template_caps.supports_tools=True"


def test_auto_falls_back_to_the_name_rule_without_props(fake):
    env = built(fake())  # /props: 404, as on vLLM
    assert env.tool_format == "fenced"
    assert env.format_reason == "auto: GET /props answered HTTP 404; the model reference names no Qwen model"
    assert built(fake(), ref="openai:Qwen/Qwen2.5-7B").tool_format == "qwen"
    env = built(fake(props={"chat_template_caps": {"supports_tools": False}}))
    assert env.tool_format == "fenced" and "supports_tools=False" in env.format_reason


def test_the_probe_is_time_limited(fake):
    server = fake(props={"chat_template_caps": {"supports_tools": True}}, props_delay_s=3.0)
    sampler = OpenAISampler("fake", [server.url], server="llama.cpp")
    t0 = time.perf_counter()
    says, why = sampler.tool_support(timeout_s=0.5)
    assert says is None and "ReadTimeout" in why and time.perf_counter() - t0 < 3.0
    closed = OpenAISampler("fake", ["http://127.0.0.1:9/v1"], server="llama.cpp")
    assert closed.tool_support(timeout_s=0.5)[0] is None  # nothing listening: no answer, no error


def test_a_run_with_auto_on_a_server_that_takes_tools_records_why(fake, tmp_path):
    """Through the CLI and the runner (the sampler behind the retry and error-policy wrappers): auto
    asks /props, the run uses openai, config.toml says so and why, the records are graded."""
    server = fake(
        [call(0, "print(2 + 2)")], "\\boxed{4}", props={"chat_template_caps": {"supports_tools": True}}
    )
    out = tmp_path / "run"
    run_proctor(
        "eval", "arith", "--limit", "2", "--env", "tool", "--model", "openai:fake", "--base-url", server.url,
        "--concurrency", "1", "-q", "--set", "model.extra.server=llama.cpp", "--set", "env.workers=1",
        "--output", str(out),
    )  # fmt: skip
    run = read_run(out)
    assert run.config["env"]["tool_format"] == "openai"
    assert (
        run.config["resolved"]["tool_format_reason"]
        == "auto: GET /props: chat_template_caps.supports_tools=True"
    )
    assert len(run.records) == 2
    for r in run.records:
        assert r.info["tool_format"] == "openai" and r.tool_calls == 1 and r.stop_reason == "stop"
        assert r.info["steps"][0]["calls"][0]["stdout"] == "4\n"  # the real sandbox ran it
        (tool,) = [m for m in r.messages if m["role"] == "tool"]
        assert tool == {"role": "tool", "tool_call_id": "call_0", "content": "4"}
        assert r.grade_status and r.grader
    assert all(b["tools"] == [tool_schema(False)] for b in server.bodies)
