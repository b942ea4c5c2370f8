"""AReaL: ``reward_fn(prompt, completions, prompt_ids, completion_ids, **data) -> float``, the signature
AReaL's workflows call (``RLVRWorkflow(reward_fn=...)``, wrapped in its ``AsyncRewardWrapper``).

``completions`` is one completion's text; ``data`` the dataset row (``answer`` is the gold; also
read: ``solution``, ``grader``, ``grader_options``, ``max_new_tokens`` or ``max_tokens``: a completion
of that many ids was cut, so ``truncated``). AReaL takes a float, so a sample with no verdict (a
timeout, an unparsable answer, an infrastructure error) returns ``fallback`` (default 0.0): it is
counted (``proctor.rewards.core.default_rewarder().counts``) and logged as a warning naming it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from proctor.rewards.core import Item, default_rewarder


def reward_fn(
    prompt: str,
    completions: str,
    prompt_ids: Sequence[int] | None = None,
    completion_ids: Sequence[int] | None = None,
    *,
    fallback: float = 0.0,
    **data: Any,
) -> float:
    gold = data.get("answer", data.get("solution"))
    if gold is None:
        raise ValueError(
            "reward_fn: the dataset row needs an 'answer' (or 'solution') column with the gold answer"
        )
    limit = data.get("max_new_tokens") or data.get("max_tokens")
    truncated = bool(data.get("truncated", False))
    if limit and completion_ids is not None and len(completion_ids) >= int(limit):
        truncated = True
    sid = data.get("query_id", data.get("id"))
    item = Item.from_dict(
        {
            "response": completions,
            "answer": gold,
            "prompt": prompt if isinstance(prompt, str) else "",
            "truncated": truncated,
            "grader": data.get("grader"),
            "options": data.get("grader_options"),
            "id": None if sid is None else str(sid),
        },
        "AReaL sample",
    )
    rewarder = default_rewarder()
    (outcome,) = rewarder.grade([item])
    return rewarder.fallback(outcome, fallback, item, "proctor.rewards.areal")
