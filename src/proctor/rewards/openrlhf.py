"""OpenRLHF: ``--remote_rm_url /path/to/proctor/rewards/openrlhf.py`` (a reward function file; or
point ``--remote_rm_url`` at ``proctor serve``'s ``/openrlhf`` route), and ``--agent_func_path`` to
this file for the tool env (``AgentInstance``).

``reward_func(queries, prompts, labels, **kw)``: each query is prompt + response decoded with their
special tokens; the response is split off the way ``/openrlhf`` does (``proctor.rewards.payloads``),
truncated when no end-of-sequence token closes it. Returns ``{"rewards", "scores", "extra_logs"}``
(tensors when torch is there). OpenRLHF needs a number per sample, so a sample with no verdict gets
``fallback`` (0.0), counted in ``extra_logs["proctor_failed"]`` and logged with a warning naming it.

``AgentInstance``: ``reset`` keeps the prompt; each ``step`` runs the last fenced Python block of the
action in proctor's sandbox and feeds its output back (at most ``MAX_TOOL_CALLS``); an action
without code is the final answer, graded against the label (``done``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from proctor.rewards.core import Item, default_rewarder
from proctor.rewards.payloads import openrlhf_items
from proctor.rewards.tools import feedback, last_code, shared_sandbox

MAX_TOOL_CALLS = 4

try:  # OpenRLHF's executor asserts its agent class subclasses this
    from openrlhf.utils.agent import AgentInstanceBase as _Base  # type: ignore[import-not-found]
except Exception:  # OpenRLHF (vllm, deepspeed) is not installed here
    _Base = object  # type: ignore[assignment,misc]


def _tensor(values: list[float]) -> Any:
    try:
        import torch
    except ImportError:
        return values
    return torch.tensor(values, dtype=torch.float32)


def reward_func(
    queries: Sequence[str], prompts: Sequence[str], labels: Sequence[Any], **kw: Any
) -> dict[str, Any]:
    fallback = float(kw.get("fallback", 0.0))
    items = openrlhf_items(
        {"query": list(queries), "prompts": list(prompts), "labels": list(labels)}, 1 << 24
    )
    rewarder = default_rewarder()
    outcomes = rewarder.grade(items)
    rewards = [
        rewarder.fallback(o, fallback, it, "proctor.rewards.openrlhf")
        for o, it in zip(outcomes, items, strict=True)
    ]
    extra = {
        "proctor_failed": _tensor([float(o.failed) for o in outcomes]),
        "proctor_truncated": _tensor([float(it.truncated) for it in items]),
    }
    return {"rewards": _tensor(rewards), "scores": _tensor(rewards), "extra_logs": extra}


class AgentInstance(_Base):  # type: ignore[misc,valid-type]
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.calls = 0
        self.fallback = float(kwargs.get("fallback", 0.0))

    async def reset(self, states: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        self.prompt = states.get("observation", "")
        return {"observation": self.prompt}

    async def step(self, states: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        action = states.get("action_text", "")
        code = last_code(action)
        if code is not None and self.calls < MAX_TOOL_CALLS:
            self.calls += 1
            result = await shared_sandbox().arun(code)
            return self._answer(0.0, feedback(result), False, states, {"proctor_tool_calls": self.calls})
        item = Item(response=action, answer=str(states.get("label", "")), prompt=self.prompt)
        rewarder = default_rewarder()
        (outcome,) = await rewarder.agrade([item])
        reward = rewarder.fallback(outcome, self.fallback, item, "proctor.rewards.openrlhf.AgentInstance")
        logs = {"proctor_failed": float(outcome.failed), "proctor_tool_calls": self.calls}
        return self._answer(reward, "", True, states, logs)

    @staticmethod
    def _answer(
        reward: float, text: str, done: bool, states: dict[str, Any], logs: dict[str, Any]
    ) -> dict[str, Any]:
        return {
            "rewards": _tensor([reward])[0] if not isinstance(_tensor([reward]), list) else reward,
            "scores": reward,
            "environment_feedback": text,
            "done": done,
            "sampling_params": states.get("sampling_params"),
            "extra_logs": {k: _tensor([float(v)]) for k, v in logs.items()},
        }
