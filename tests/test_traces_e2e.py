"""``sampling.logprobs`` through the real CLI on the embedded model: config.toml records it, the same
seed gives the same records' text with it on or off, and every record of samples.jsonl reads back as
a trace a trainer consumes (the tool env's compact multi-turn record and the single-turn one)."""

from __future__ import annotations

import pytest
from proctor_cli import EMBEDDED_ARGS
from proctor_cli import run_proctor as proctor

from proctor.runs import read_run

pytestmark = pytest.mark.model

COMMON = ["arith", "--temperature", "0.8", "--seed", "3", "--max-tokens", "16", "-q"]
TEXT = list(EMBEDDED_ARGS)  # without logprobs: the session's shared run (tests/conftest.py)
TOOL = [*COMMON, "--limit", "1", "--env", "tool", "--set", "env.max_turns=3", "--set", "env.max_reminders=2"]


@pytest.mark.slow
@pytest.mark.parametrize("env", [TEXT, TOOL], ids=["text-only", "tool"])
def test_a_run_with_logprobs_records_traces_and_the_same_text(tmp_path, env, request):
    on, off = tmp_path / "on", tmp_path / "off"
    proctor("eval", *env, "--set", "sampling.logprobs=true", "--output", str(on))
    if env is TEXT:
        off = request.getfixturevalue("embedded_run")  # read only
    else:
        proctor("eval", *env, "--output", str(off))
    run, plain = read_run(on), read_run(off)
    assert run.config["sampling"]["logprobs"] is True and "logprobs" not in plain.config["sampling"]
    key = lambda r: (r.problem_id, r.sample_index)  # noqa: E731
    assert sorted((key(r), r.final_text) for r in run.records) == sorted(
        (key(r), r.final_text) for r in plain.records
    )
    for r in run.records:
        trace = r.trace()
        assert len(trace) == r.n_turns >= 1
        for k, t in enumerate(trace):
            assert t.prompt_ids and len(t.logprobs) == len(t.completion_ids) == r.turns[k].completion_tokens
            assert all(lp <= 0 for lp in t.logprobs)
        assert trace[-1].reward == float(r.correct)
    for r in plain.records:
        assert all(t.logprobs is None for t in r.turns)
