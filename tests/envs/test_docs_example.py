"""The custom env of docs/envs.md runs as printed."""

from __future__ import annotations

import asyncio
import re
import types
from pathlib import Path

from proctor.benchmarks.problem import Problem
from proctor.envs import EnvContext
from proctor.models.base import SamplingParams
from proctor.models.mock import MockSampler

DOC = Path(__file__).resolve().parents[2] / "docs" / "envs.md"


def load_example() -> types.ModuleType:
    section = DOC.read_text().split("## A custom env in 30 lines", 1)[1]
    code = re.search(r"```python\n(.*?)```", section, re.DOTALL).group(1)
    assert len(code.strip().splitlines()) <= 40
    module = types.ModuleType("self_check_example")
    exec(compile(code, str(DOC), "exec"), module.__dict__)
    return module


def test_docs_custom_env_runs():
    mod = load_example()
    ctx = EnvContext(system_prompt="Be careful.", sampling=SamplingParams(max_tokens=16))
    env = mod.build({}, ctx)
    model = MockSampler(["\\boxed{5}", "\\boxed{4}"])
    t = asyncio.run(env.rollout(model, Problem(id="p", question="2+2", prompt="2+2?", answer="4"), seed=9))
    assert t.final_text == "\\boxed{4}" and t.stop_reason == "done"
    assert [tr.role for tr in t.turns] == ["solver", "solver"]
    second = model.calls[1]["prompt"]
    assert second[0] == {"role": "system", "content": "Be careful."}
    assert second[-2:] == [
        {"role": "assistant", "content": "\\boxed{5}"},
        {"role": "user", "content": "Check your answer once more, then give the final answer in \\boxed{}."},
    ]
