"""The tool env's loop with the scripted mock model (deterministic) and a fake code runner."""

from __future__ import annotations

import asyncio
import json
import re

import pytest
from tool_fakes import FakeRunner, ToyTokenSampler

from proctor.benchmarks.problem import Problem
from proctor.envs import ENVS, EnvContext, EnvError, make_env
from proctor.envs.tool import BUDGET_REMINDER, ToolEnv, approx_tokens
from proctor.metrics import summarize
from proctor.models.base import FatalError, PromptTooLong, SampleError, SamplingParams
from proctor.models.mock import MockSampler
from proctor.seeds import turn_seed

PROBLEM = Problem(
    id="p1", question="17 * 23?", prompt="What is 17 * 23? Put the answer in \\boxed{}.", answer="391"
)


def make(options=None, model_ref="mock:", runner=None, max_tokens=1024) -> ToolEnv:
    ctx = EnvContext(
        system_prompt=None,
        sampling=SamplingParams(temperature=0.0, max_tokens=max_tokens),
        model_ref=model_ref,
        extras={"sandbox": runner if runner is not None else FakeRunner()},
    )
    return make_env("tool", options or {}, ctx)


def run(env, sampler, seed=7):
    return asyncio.run(env.rollout(sampler, PROBLEM, seed))


def fenced(code: str) -> str:
    return f"I will compute it.\n```python\n{code}\n```"


def qwen_call(code: str) -> str:
    return (
        "<tool_call>\n"
        + json.dumps({"name": "code_interpreter", "arguments": {"code": code}})
        + "\n</tool_call>"
    )


def answer_from_output(prompt, seed):
    """Calls the tool first, then answers with whatever the tool printed (proves it was fed back)."""
    last = prompt[-1]["content"]
    m = re.search(r"```output\n(.*?)\n```", last, re.DOTALL)
    return f"So the product is \\boxed{{{m.group(1)}}}." if m else fenced("print(17 * 23)")


def test_computes_with_code_then_answers():
    runner = FakeRunner()
    env = make(runner=runner)
    sampler = MockSampler(answer_from_output)
    t = run(env, sampler)
    assert runner.codes == ["print(17 * 23)\n"]
    assert (t.stop_reason, t.tool_calls, t.tool_errors, t.n_turns) == ("stop", 1, 0, 2)
    assert t.final_text == "So the product is \\boxed{391}."
    assert [m["role"] for m in t.messages] == ["system", "user", "assistant", "user", "assistant"]
    assert t.messages[3]["content"] == "```output\n391\n```"
    step = t.info["steps"][0]
    assert step["calls"][0]["status"] == "ok" and step["calls"][0]["stdout"] == "391\n"
    assert step["observation"] == t.messages[3]["content"] and step["observation_kind"] == "tool"
    assert t.info["continuation"] == "messages" and t.info["tool_format"] == "fenced"
    # each turn has its own seed, a function of the sample seed and the turn only
    assert [c["seed"] for c in sampler.calls] == [turn_seed(7, 0), turn_seed(7, 1)]
    assert [turn.seed for turn in t.turns] == [turn_seed(7, 0), turn_seed(7, 1)]
    assert t.completion_tokens == sum(turn.completion_tokens for turn in t.turns) > 0
    # prompt_tokens counts every call's prompt (the summary reports their total), not the first only
    assert t.prompt_tokens == sum(turn.prompt_tokens for turn in t.turns) > t.turns[0].prompt_tokens
    assert t.info["total_tokens"] >= t.turns[-1].prompt_tokens + t.turns[-1].completion_tokens


class Flaky(MockSampler):
    """Reports one backend retry on every call, as the retrying wrapper does."""

    async def sample(self, prompt, params, n=1, seed=None):
        out = await super().sample(prompt, params, n, seed)
        return [
            c.model_copy(update={"retries": 1, "retry_log": [f"call {len(self.calls)}: 503"]}) for c in out
        ]


def test_backend_retries_of_every_turn_are_recorded():
    t = run(make(), Flaky([fenced("print(1)"), "\\boxed{1}"]))
    assert t.retries == 2 and t.retry_log == ["call 1: 503", "call 2: 503"]


def test_rollouts_are_deterministic_and_seeded_per_sample():
    script = lambda prompt, seed: fenced(f"print({seed % 97})") if len(prompt) < 4 else "\\boxed{1}"  # noqa: E731
    a = run(make(), MockSampler(script), seed=1)
    b = run(make(), MockSampler(script), seed=1)
    c = run(make(), MockSampler(script), seed=2)
    assert [t.text for t in a.turns] == [t.text for t in b.turns] and a.info == b.info
    assert a.messages == b.messages and a.messages != c.messages


def test_tool_budget_stops_a_model_that_keeps_calling():
    runner = FakeRunner()
    sampler = MockSampler([fenced(f"print({i})") for i in range(10)])
    t = run(make({"max_turns": 20}, runner=runner), sampler)
    assert t.tool_calls == 4 and len(runner.codes) == 4
    assert t.stop_reason == "tool_budget" and t.n_turns == 5
    assert "You have used all 4 tool calls" in t.info["steps"][3]["observation"]
    assert "used all" not in t.info["steps"][2]["observation"]
    assert t.info["steps"][4]["calls"] == []  # the fifth call was never run


def test_calls_beyond_the_budget_in_one_turn_are_skipped_not_run():
    runner = FakeRunner()
    turn = "\n".join(fenced(f"print({i})") for i in range(3))
    t = run(make({"max_tool_calls": 2}, runner=runner), MockSampler([turn, "\\boxed{1}"]))
    statuses = [c["status"] for c in t.info["steps"][0]["calls"]]
    assert statuses == ["ok", "ok", "skipped"] and len(runner.codes) == 2 and t.tool_calls == 2
    assert "not run" in t.messages[3]["content"] and t.stop_reason == "stop"


def test_model_that_never_answers_gets_reminders_then_the_turn_budget():
    t = run(make({"max_reminders": 10}), MockSampler("Hmm, let me think about it."))
    assert t.stop_reason == "turn_budget" and t.n_turns == 6
    assert t.info["reminders"] == 5
    reminders = [m["content"] for m in t.messages[3::2]]
    assert reminders == [env_reminder()] * 5
    assert t.final_text == "Hmm, let me think about it."


def env_reminder() -> str:
    return make().options.reminder


def test_reminders_are_bounded_and_configurable():
    t = run(make({"max_reminders": 1, "reminder": "Answer now."}), MockSampler("thinking"))
    assert t.info["reminders"] == 1 and t.n_turns == 2 and t.stop_reason == "stop"
    assert t.messages[3] == {"role": "user", "content": "Answer now.", "observation": "reminder"}


def test_malformed_tool_calls_get_an_error_observation():
    script = ["<tool_call>{print(1)}</tool_call>", qwen_call("print(6 * 7)"), "\\boxed{42}"]
    runner = FakeRunner()
    t = run(make({"tool_format": "qwen"}, runner=runner), MockSampler(script))
    assert t.stop_reason == "stop" and t.final_text == "\\boxed{42}"
    assert (t.tool_calls, t.tool_errors, len(runner.codes)) == (2, 1, 1)
    assert t.messages[3]["content"].startswith("<tool_response>\nError: the tool call is not valid JSON")
    assert t.messages[5]["content"] == "<tool_response>\n42\n</tool_response>"
    assert t.info["steps"][0]["calls"][0]["status"] == "malformed"


def test_code_errors_are_fed_back_and_counted():
    t = run(make(), MockSampler([fenced("1/0"), "\\boxed{0}"]))
    assert t.tool_errors == 1 and "ZeroDivisionError" in t.messages[3]["content"]


def test_long_observation_is_truncated_to_its_budget():
    t = run(make({"max_observation_tokens": 100}), MockSampler([fenced("print('ab' * 5000)"), "\\boxed{1}"]))
    call = t.info["steps"][0]["calls"][0]
    assert call["output_truncated"] and len(call["stdout"]) == 10001
    assert approx_tokens(call["output"]) <= 100 and "characters truncated" in call["output"]
    assert call["output"] in t.messages[3]["content"]


def test_code_that_times_out():
    t = run(make({"timeout_s": 0.5}), MockSampler([fenced("while True: pass  # hang"), "\\boxed{1}"]))
    assert (t.tool_timeouts, t.tool_errors, t.tool_calls) == (1, 0, 1)
    assert "longer than 0.5 s" in t.messages[3]["content"]
    assert t.info["steps"][0]["calls"][0]["status"] == "timeout"


def test_stateful_trajectories_get_their_own_session():
    runner = FakeRunner()
    env = make({"stateful": True}, runner=runner)
    script = [fenced("x = 6 * 7"), fenced("print(x)"), "\\boxed{42}"]
    t = run(env, MockSampler(script))
    assert t.messages[5]["content"] == "```output\n42\n```"  # x survived between the calls
    assert len(runner.sessions) == 1 and runner.sessions[0].closed
    run(env, MockSampler(script))
    assert len(runner.sessions) == 2 and runner.sessions[0].namespace is not runner.sessions[1].namespace
    stateless = run(make(runner=FakeRunner()), MockSampler(script))
    assert "NameError" in stateless.messages[5]["content"]


def test_prompt_over_the_total_budget_is_recorded_not_dropped():
    sampler = MockSampler("\\boxed{1}")
    t = run(make({"max_total_tokens": 10}), sampler)
    assert t.stop_reason == "prompt_too_long" and t.n_turns == 0 and sampler.calls == []
    assert t.problem_id == "p1" and t.final_text == "" and t.info["total_tokens"] > 10


class TooLong(MockSampler):
    """A backend whose context holds the first ``fits`` prompts only."""

    def __init__(self, script, fits: int):
        super().__init__(script)
        self.fits = fits

    async def sample(self, prompt, params, n=1, seed=None):
        if len(self.calls) >= self.fits:
            raise PromptTooLong("prompt of 5000 tokens does not fit the context of 4096")
        return await super().sample(prompt, params, n, seed)


def test_backend_context_overflow_ends_the_trajectory():
    t = run(make(), TooLong("\\boxed{1}", fits=0))
    assert t.stop_reason == "prompt_too_long" and "does not fit" in t.info["sample_error"] and t.n_turns == 0
    t = run(make(), TooLong(fenced("print(1)"), fits=2))
    assert t.stop_reason == "token_budget" and "does not fit" in t.info["sample_error"] and t.n_turns == 2


def test_a_backend_that_gave_up_fails_the_sample_instead_of_ending_it():
    class GaveUp(MockSampler):
        async def sample(self, prompt, params, n=1, seed=None):
            if self.calls:
                raise SampleError("gave up after 0 retries (max_retries=0); last error: HTTP 500")
            return await super().sample(prompt, params, n, seed)

    with pytest.raises(SampleError, match="gave up"):  # was recorded as token_budget, then graded
        run(make(), GaveUp(fenced("print(1)")))


def test_total_token_budget_caps_turns_and_ends_the_trajectory():
    sampler = MockSampler([fenced("print('word ' * 300)")] * 10)
    t = run(make({"max_total_tokens": 600, "max_tokens_per_turn": 400}), sampler)
    assert t.stop_reason == "token_budget"
    sent = [c["params"].max_tokens for c in sampler.calls]
    assert sent[0] == 400 and all(m <= 400 for m in sent) and min(sent) < 400
    assert t.info["total_tokens"] >= 600 - 8


def test_per_turn_length_limit_is_passed_to_the_model():
    sampler = MockSampler(" ".join(["word"] * 50))
    t = run(make({"max_tokens_per_turn": 10, "max_reminders": 0}), sampler)
    assert t.stop_reason == "length" and t.turns[0].completion_tokens == 10


def test_build_resolves_and_validates_options():
    assert ENVS["tool"] == "proctor.envs.tool"
    env = make(model_ref="openai:Qwen/Qwen2.5-7B-Instruct", max_tokens=300)
    assert env.options.tool_format == "qwen" and env.options.max_tokens_per_turn == 300
    assert "code_interpreter tool" in env.options.reminder
    dumped = env.options.model_dump()
    for key, value in {"max_tool_calls": 4, "max_turns": 6, "max_total_tokens": 8192}.items():
        assert dumped[key] == value
    assert make(model_ref="llamacpp:smollm2").options.tool_format == "fenced"
    with pytest.raises(EnvError, match="env.max_turns"):
        make({"max_turns": 0})
    with pytest.raises(EnvError, match="env.max_tool_cals"):
        make({"max_tool_cals": 3})
    with pytest.raises(EnvError, match="env.final_answer_pattern: .*regular expression"):
        make({"final_answer_pattern": "(["})
    with pytest.raises(EnvError, match="env.turn_markers"):
        make({"turn_markers": "mistral"})


def test_summary_metrics():
    env = make({"max_turns": 20})
    ts = [
        run(env, MockSampler([fenced("print(1)")] * 10)),
        run(env, MockSampler([fenced("1/0"), "\\boxed{1}"])),
    ]
    ts = [t.model_copy(update={"problem_id": f"p{i}"}) for i, t in enumerate(ts)]
    full = summarize(ts, n=1)
    s = full["tools"]
    assert s["tool_calls"] == 5 and s["mean_tool_calls"] == 2.5
    assert s["mean_turns"] == (5 + 2) / 2
    assert s["tool_success_rate"] == 4 / 5 and s["tool_error_rate"] == 1 / 5 and s["tool_timeout_rate"] == 0
    assert full["stop_reasons"] == {"stop": 0.5, "tool_budget": 0.5}
    assert env.stats() == {"runs": 5}


def test_token_in_token_out_continuation():
    """Local backends: turn k+1's prompt is exactly turn k's prompt + completion + observation tokens."""
    sampler = ToyTokenSampler(answer_from_output)
    t = run(make(), sampler)
    assert t.stop_reason == "stop" and t.final_text == "So the product is \\boxed{391}."
    assert t.info["continuation"] == "tokens" and t.info["turn_markers"] == "chatml"
    (p0, c0), (p1, c1) = [(c["prompt"], c["completion"]) for c in sampler.calls]
    assert p0 == t.info["prompt_token_ids"] == t.turns[0].prompt_token_ids
    assert p1[: len(p0) + len(c0.token_ids)] == p0 + c0.token_ids
    obs = t.info["steps"][0]["observation_token_ids"]
    assert p1 == p0 + c0.token_ids + obs
    assert (
        sampler.decode(obs)
        == "<|im_end|>\n<|im_start|>user\n```output\n391\n```<|im_end|>\n<|im_start|>assistant\n"
    )
    assert t.info["total_tokens"] == len(p1) + len(c1.token_ids)
    assert t.turns[1].token_ids == c1.token_ids and t.turns[1].prompt_token_ids is None


def test_token_mode_budget_counts_real_tokens():
    sampler = ToyTokenSampler([fenced("print('x' * 3000)"), "\\boxed{1}"])
    t = run(make({"max_observation_tokens": 64}), sampler)
    call = t.info["steps"][0]["calls"][0]
    assert call["output_truncated"] and len(sampler.tokenize(call["output"])) <= 64


class SmallContextToy(ToyTokenSampler):
    def info(self):
        return {"ref": self.ref, "n_ctx": 4096}


def test_a_context_below_the_token_budget_is_flagged(caplog):
    with caplog.at_level("WARNING", logger="proctor"):
        run(make(), SmallContextToy("\\boxed{1}"))
    assert "context of 4096 tokens, below env.max_total_tokens=8192" in caplog.text
    caplog.clear()
    with caplog.at_level("WARNING", logger="proctor"):
        run(make({"max_total_tokens": 4096}), SmallContextToy("\\boxed{1}"))
    assert "context" not in caplog.text


def test_wrong_turn_markers_are_a_clear_error():
    with pytest.raises(FatalError, match="env.turn_markers='llama3' does not match"):
        run(make({"turn_markers": "llama3"}), ToyTokenSampler("\\boxed{1}"))


@pytest.fixture(scope="module")
def sandbox():
    from proctor.sandbox import Sandbox

    with Sandbox(workers=2, timeout_s=5, memory_mb=512) as box:
        yield box


def test_real_sandbox_runs_the_calls(sandbox):
    runner_env = make({"max_tool_calls": 3}, runner=sandbox)
    t = run(runner_env, MockSampler(answer_from_output))
    assert t.stop_reason == "stop" and t.final_text == "So the product is \\boxed{391}."
    call = t.info["steps"][0]["calls"][0]
    assert call["status"] == "ok" and call["exit_code"] == 0 and call["duration_s"] > 0


def test_code_that_times_out_in_the_real_sandbox(sandbox):
    script = [fenced("import time\nprint('started', flush=True)\nwhile True: time.sleep(0.01)"), "\\boxed{1}"]
    t = run(make({"timeout_s": 1.0}, runner=sandbox), MockSampler(script))
    call = t.info["steps"][0]["calls"][0]
    assert call["status"] == "timeout" and 1.0 <= call["duration_s"] < 4
    assert (t.tool_timeouts, t.tool_errors, t.tool_calls) == (1, 0, 1)
    assert (
        t.messages[3]["content"]
        == "```output\nstarted\nTimeoutError: the code ran longer than 1 s and was stopped\n```"
    )
    assert t.stop_reason == "stop"  # the model saw the timeout and answered


def test_real_sandbox_errors_and_sessions(sandbox):
    script = [fenced("x = 6 * 7"), fenced("print(x)\nprint(1/0)"), "\\boxed{42}"]
    t = run(make({"stateful": True}, runner=sandbox), MockSampler(script))
    out = t.messages[5]["content"]
    assert out.startswith("```output\n42\n") and "ZeroDivisionError" in out
    assert t.tool_errors == 1 and t.info["steps"][1]["calls"][0]["status"] == "error"


class QwenTemplateToy(ToyTokenSampler):
    """A local model whose template renders tool messages as Qwen does, under a name without 'qwen'."""

    def tokenize_chat(self, messages, add_generation_prompt=True):
        wrap = lambda m: {"role": "user", "content": f"<tool_response>\n{m['content']}\n</tool_response>"}  # noqa: E731
        return super().tokenize_chat(
            [wrap(m) if m["role"] == "tool" else m for m in messages], add_generation_prompt
        )


def test_a_guessed_format_is_checked_against_the_template(caplog):
    with caplog.at_level("WARNING", logger="proctor"):
        run(make(), QwenTemplateToy("\\boxed{1}"))
    assert "set env.tool_format=qwen" in caplog.text
    caplog.clear()
    with caplog.at_level("WARNING", logger="proctor"):
        run(make({"tool_format": "fenced"}), QwenTemplateToy("\\boxed{1}"))
        run(make(), ToyTokenSampler("\\boxed{1}"))
    assert "tool_format" not in caplog.text


@pytest.mark.parametrize("fmt", ["fenced", "qwen"])
def test_after_the_budget_is_spent_no_message_invites_another_call(fmt):
    """Budget note, then a turn that neither calls nor answers: the reminder asks for the answer
    only (the format's own reminder says 'run Python' / 'call the tool', which would contradict it)."""
    call = fenced("print(1)") if fmt == "fenced" else qwen_call("print(1)")
    env = make({"tool_format": fmt, "max_tool_calls": 1, "max_reminders": 2})
    t = run(env, MockSampler([call, "Let me think.", "Still thinking.", "\\boxed{1}"]))
    observations = [m for m in t.messages if m.get("observation")]
    kinds = [m["observation"] for m in observations]
    assert kinds == ["tool", "reminder", "reminder"]
    assert "no more code will be run" in observations[0]["content"]
    for m in observations[1:]:
        assert m["content"] == BUDGET_REMINDER
        assert "Continue" not in m["content"] and "run Python" not in m["content"]
    assert all(m["role"] == "user" for m in observations)  # as the text formats send them


def test_before_the_budget_is_spent_the_reminder_is_the_formats_own():
    env = make({"max_tool_calls": 2, "max_reminders": 1})
    t = run(env, MockSampler([fenced("print(1)"), "Let me think.", "\\boxed{1}"]))
    reminders = [m["content"] for m in t.messages if m.get("observation") == "reminder"]
    assert reminders == [env.options.reminder] and "run Python" in reminders[0]
