"""slime: ``--custom-rm-path proctor.rewards.slime.custom_rm`` (one sample) or, with
``--group-rm``, ``proctor.rewards.slime.batched_custom_rm`` (a group).

slime awaits ``custom_rm(args, sample)`` on its rollout event loop: it awaits proctor's grading
threads, never blocking the loop. The sample's ``prompt``, ``response`` and ``label`` are graded;
a sample slime marked ``TRUNCATED`` is graded as cut; ``sample.metadata`` may name ``grader`` and
``grader_options``. The reward is a float; a sample with no verdict gets ``PROCTOR_FALLBACK``
(0.0), is counted and logged with a warning naming it, and its ``metadata["proctor_status"]`` says
why (``graded``, ``no_answer``, ``unparsable``, ``timeout``, ``error``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from proctor.rewards.core import Item, default_rewarder

PROCTOR_FALLBACK = 0.0


def _item(sample: Any) -> Item:
    meta = sample.metadata if isinstance(getattr(sample, "metadata", None), dict) else {}
    status = getattr(sample, "status", None)
    truncated = str(getattr(status, "value", status) or "").lower() == "truncated"
    prompt = sample.prompt
    if isinstance(prompt, list):  # chat messages
        prompt = "\n\n".join(str(m.get("content", "")) for m in prompt if isinstance(m, dict))
    sid = getattr(sample, "index", None)
    return Item.from_dict(
        {
            "response": sample.response,
            "answer": sample.label,
            "prompt": prompt or "",
            "truncated": truncated,
            "grader": meta.get("grader"),
            "options": meta.get("grader_options"),
            "id": None if sid is None else str(sid),
        },
        "slime sample",
    )


async def batched_custom_rm(args: Any, samples: Sequence[Any], **kwargs: Any) -> list[float]:
    items = [_item(s) for s in samples]
    rewarder = default_rewarder()
    outcomes = await rewarder.agrade(items)
    rewards = []
    for sample, item, outcome in zip(samples, items, outcomes, strict=True):
        if isinstance(getattr(sample, "metadata", None), dict):
            sample.metadata["proctor_status"] = outcome.status
        rewards.append(rewarder.fallback(outcome, PROCTOR_FALLBACK, item, "proctor.rewards.slime"))
    return rewards


async def custom_rm(args: Any, sample: Any, **kwargs: Any) -> float:
    (reward,) = await batched_custom_rm(args, [sample])
    return reward
