"""Every trainer adapter gives `proctor eval`'s grade for the same texts (real SmolLM2 outputs), marks
a failure instead of scoring it 0, and is driven by the trainer's own code where it installs
(skyrl-gym's make + step, TRL's environment contract, verl's NaiveRewardManager where verl imports)."""

from __future__ import annotations

import asyncio
import importlib.util
import logging
import threading
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from proctor.envs.grading import agrade_record, prompt_of, truncated_of
from proctor.grading import get_grader
from proctor.rewards import areal, openrlhf, slime, trl_env, verl
from proctor.rewards.core import Item, Rewarder, default_rewarder
from proctor.runs import read_run

RUN = Path(__file__).resolve().parents[2] / "perf" / "reproductions" / "smollm2-gsm8k" / "lighteval"
SLOW = "so the answer is \\boxed{9^{9^{9^9}}+1}"  # the grader pool's CPU limit ends it: a timeout


@pytest.fixture(scope="module")
def real():
    """40 real SmolLM2-135M answers to GSM8K, each with the grade `proctor eval`'s own path gives now
    with the grader a reward uses (strict mode: `--set grader.options.mode=strict` in a run)."""
    records = read_run(RUN).records[:40]
    grader = get_grader("number", mode="strict")
    expected = [asyncio.run(agrade_record(grader, r)) for r in records]
    assert 0 < sum(g.correct for g in expected) < len(expected)  # both outcomes: equality means something
    return records, [float(g.correct) for g in expected]


def _opts(r):
    return {"prompt": prompt_of(r), "truncated": truncated_of(r), "grader": "number"}


def test_verl_single_batch_and_async_equal_eval(real):
    records, want = real
    single = [verl.compute_score("gsm8k", r.final_text, r.answer, _opts(r))["score"] for r in records]
    batch = verl.compute_score(
        data_sources=["gsm8k"] * len(records),
        solution_strs=[r.final_text for r in records],
        ground_truths=[r.answer for r in records],
        extra_infos=[_opts(r) for r in records],
    )
    one = asyncio.run(
        verl.acompute_score("gsm8k", records[0].final_text, records[0].answer, _opts(records[0]))
    )
    assert single == want and [d["score"] for d in batch] == want and one["score"] == want[0]
    assert {d["proctor_status"] for d in batch} <= {"graded", "no_answer"}
    assert all(set(d) == {"score", "acc", "proctor_failed", "proctor_status"} for d in batch)


def test_areal_slime_openrlhf_skyrl_equal_eval(real):
    records, want = real
    assert [areal.reward_fn(prompt_of(r), r.final_text, None, None, answer=r.answer, grader="number",
                            truncated=truncated_of(r)) for r in records] == want  # fmt: skip
    samples = [
        SimpleNamespace(prompt=prompt_of(r), response=r.final_text, label=r.answer, metadata={"grader": "number"},
                        status="truncated" if truncated_of(r) else "completed", index=i)
        for i, r in enumerate(records)
    ]  # fmt: skip
    assert asyncio.run(slime.batched_custom_rm(None, samples)) == want
    assert {s.metadata["proctor_status"] for s in samples} <= {"graded", "no_answer"}
    # OpenRLHF: query = prompt + response + end-of-sequence token (a cut one has none)
    eos = [("" if truncated_of(r) else "<|im_end|>") for r in records]
    queries = [f"<|im_start|>{prompt_of(r)}{r.final_text}{e}" for r, e in zip(records, eos, strict=True)]
    rewarder = default_rewarder()
    old = rewarder.grader
    rewarder.grader = "number"  # the reward file grades with the Rewarder's default grader
    try:
        out = openrlhf.reward_func(
            queries, [f"<|im_start|>{prompt_of(r)}" for r in records], [r.answer for r in records]
        )
    finally:
        rewarder.grader = old
    assert [float(x) for x in out["rewards"]] == want  # tensors where torch is installed, lists otherwise
    assert sum(float(x) for x in out["extra_logs"]["proctor_failed"]) == 0


def test_skyrl_env_through_skyrl_gym_make(real):
    import skyrl_gym

    from proctor.rewards import skyrl

    skyrl.register()
    records, want = real
    got = []
    for r in records[:10]:
        env = skyrl_gym.make("proctor-math", env_config={}, extras={"reward_spec": {"ground_truth": r.answer},
                                                                      "grader": "number"})  # fmt: skip
        env.init([{"role": "user", "content": prompt_of(r)}])
        step = env.step(r.final_text)
        assert step["done"] is True and step["metadata"]["proctor_status"] in ("graded", "no_answer")
        got.append(step["reward"])
    assert got == want[:10]
    env = skyrl_gym.make("proctor-math", env_config={}, extras={"reward_spec": {"ground_truth": "1"}})
    env.init([{"role": "user", "content": "q"}])
    step = env.step(SLOW)
    assert step["reward"] == 0.0 and "rollout_error" in step["metadata"], step


def test_a_pathological_item_is_a_timeout_and_delays_no_one():
    rewarder = Rewarder("math", deadline_s=8)
    try:
        items = [Item(SLOW, "1")] + [Item(f"\\boxed{{{i}}}", str(i)) for i in range(6)]
        start = time.monotonic()
        out = rewarder.grade(items)
        took = time.monotonic() - start
        assert [o.status for o in out] == ["timeout"] + ["graded"] * 6
        assert out[0].reward is None and out[0].correct is None and out[0].error
        assert [o.reward for o in out[1:]] == [1.0] * 6
        assert took < 8 + 1  # the batch ends by the slow item's own limit
        assert rewarder.counts.snapshot()["statuses"]["timeout"] == 1
    finally:
        rewarder.close()


def test_async_grading_never_blocks_the_event_loop():
    """While a pathological item is graded, the loop keeps ticking (a blocking call would stall it)."""

    async def main():
        ticks = 0

        async def tick():
            nonlocal ticks
            while True:
                ticks += 1
                await asyncio.sleep(0.01)

        ticker = asyncio.create_task(tick())
        (outcome,) = await default_rewarder().agrade([Item(SLOW, "1")])
        ticker.cancel()
        return outcome, ticks

    outcome, ticks = asyncio.run(main())
    assert outcome.status == "timeout" and ticks > 50  # >= 2 s of CPU for the case: ~200 ticks


def test_sync_entry_points_work_from_threads():
    out = []
    threads = [threading.Thread(target=lambda i=i: out.append(verl.compute_score("x", f"\\boxed{{{i}}}", str(i))))
               for i in range(8)]  # fmt: skip
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert len(out) == 8 and all(d["score"] == 1.0 for d in out)


def test_failures_are_marked_not_scored(caplog):
    with caplog.at_level(logging.WARNING, logger="proctor.rewards"):
        d = verl.compute_score("math", SLOW, "1", {"index": 7})
        r = areal.reward_fn("q", SLOW, [1], [2], answer="1", query_id="q-9", fallback=-1.0)
    assert d["score"] == 0.0 and d["proctor_failed"] == 1.0 and d["proctor_status"] == "timeout"
    assert r == -1.0  # AReaL's documented fallback, as given
    assert "sample '7'" in caplog.text and "sample 'q-9'" in caplog.text  # the warning names the sample
    env = trl_env.MathToolEnv()
    env.reset(answer="1", prompt="q")
    env.submit_answer("9^{9^{9^9}}+1")
    assert env.get_reward() is None and env.last_status == "timeout"  # TRL: None, left out of the mean
    env.reset(answer="12")
    env.submit_answer("12")
    assert env.get_reward() == 1.0
    env.reset(answer="12")
    assert env.get_reward() == 0.0 and env.last_status == "no_answer"


def test_trl_environment_contract():
    """What GRPOTrainer checks of an environment_factory env: a `reset`, a `get_reward`, and public
    methods that become tools (their docstrings are the tool schemas)."""
    import inspect

    get_json_schema = pytest.importorskip("transformers.utils").get_json_schema

    env = trl_env.MathToolEnv()
    names = [
        n for n, _ in inspect.getmembers(type(env), predicate=inspect.isfunction) if not n.startswith("_")
    ]
    assert {"reset", "get_reward"} <= set(names)
    tools = [getattr(env, n) for n in names if n not in ("reset", "get_reward")]
    schemas = {get_json_schema(t)["function"]["name"] for t in tools}
    assert schemas == {"run_python", "submit_answer"}


def test_openrlhf_agent_runs_code_then_grades():
    agent = openrlhf.AgentInstance()

    async def episode():
        await agent.reset({"observation": "What is 6*7?", "label": "42"})
        first = await agent.step({"action_text": "```python\nprint(6*7)\n```", "label": "42"})
        last = await agent.step({"action_text": "So the answer is \\boxed{42}.", "label": "42"})
        return first, last

    first, last = asyncio.run(episode())
    assert first["done"] is False and "42" in first["environment_feedback"] and float(first["rewards"]) == 0.0
    assert last["done"] is True and float(last["rewards"]) == 1.0


def test_verifiers_reward_function_signature():
    """verifiers calls rubric functions with the arguments they name; verifiers itself is not in this
    venv (it upgrades openai), so the documented call is made here."""
    from proctor.rewards.verifiers import proctor_reward

    state: dict = {}
    completion = [{"role": "assistant", "content": "It is \\boxed{7}."}]
    assert asyncio.run(proctor_reward(completion=completion, answer="7", prompt=[{"role": "user", "content": "q"}],
                                      state=state)) == 1.0  # fmt: skip
    assert state["proctor_status"] == "graded"


@pytest.mark.skipif(
    importlib.util.find_spec("verl") is None, reason="verl is not installed (see docs/rewards.md)"
)
def test_verl_naive_reward_manager_drives_compute_score():  # pragma: no cover - needs verl
    import torch
    from verl import DataProto
    from verl.workers.reward_manager.naive import NaiveRewardManager

    class Tok:
        def decode(self, ids, skip_special_tokens=True):
            return "".join(chr(int(i)) for i in ids)

    texts, golds = ["so \\boxed{4}", "it is \\boxed{5}", "hmm \\boxed{9^{9^{9^9}}+1}"], ["4", "6", "1"]
    width = max(map(len, texts))
    responses = torch.tensor([[ord(c) for c in t.ljust(width)] for t in texts])
    prompts = torch.tensor([[ord("q")]] * 3)
    mask = torch.cat(
        [torch.ones(3, 1), torch.tensor([[1] * len(t) + [0] * (width - len(t)) for t in texts])], 1
    )
    data = DataProto.from_dict(
        tensors={"prompts": prompts, "responses": responses, "attention_mask": mask.long()},
        non_tensors={
            "data_source": ["math"] * 3,
            "reward_model": [{"ground_truth": g} for g in golds],
            "extra_info": [{"index": i} for i in range(3)],
        },  # fmt: skip
    )
    manager = NaiveRewardManager(Tok(), 0, compute_score=verl.compute_score)
    out = manager(data, return_dict=True)
    assert out["reward_tensor"].sum(-1).tolist() == [1.0, 0.0, 0.0]
    assert out["reward_extra_info"]["proctor_status"] == ["graded", "graded", "timeout"]


def _legacy_verifiers() -> bool:
    try:
        import verifiers as vf
    except ImportError:
        return False
    return hasattr(vf, "Rubric")


@pytest.mark.skipif(not _legacy_verifiers(), reason="verifiers 0.1.x is not installed (see docs/rewards.md)")
def test_verifiers_own_rubric_scores_the_environment():  # pragma: no cover - needs verifiers 0.1
    from datasets import Dataset
    from verifiers.types import State

    from proctor.rewards.verifiers import load_environment

    ds = Dataset.from_list([{"prompt": [{"role": "user", "content": "What is 6*7?"}], "answer": "42"}])
    env = load_environment(dataset=ds)

    async def score(text: str, gold: str):
        st = State()
        st.update({"prompt": [{"role": "user", "content": "q"}], "completion": [{"role": "assistant", "content": text}],
                   "answer": gold, "task": "default", "info": {}, "example_id": 0})  # fmt: skip
        await env.rubric.score_rollout(st)
        return st["reward"], st["proctor_status"]

    got = [
        asyncio.run(score(t, g))
        for t, g in (("It is \\boxed{42}.", "42"), ("It is \\boxed{41}.", "42"), (SLOW, "1"))
    ]
    assert got == [(1.0, "graded"), (0.0, "graded"), (0.0, "timeout")]
    assert type(load_environment(dataset=ds, tool=True)).__name__ == "ProctorToolEnv"
