"""verl: ``custom_reward_function.path=<this file or module>`` ``custom_reward_function.name=compute_score``.

``compute_score(data_source, solution_str, ground_truth, extra_info=None, **kw)`` is what verl's
``NaiveRewardManager`` (and the reward loop) calls per sample; given ``data_sources=``,
``solution_strs=``, ``ground_truths=``, ``extra_infos=`` (verl's ``BatchRewardManager``) it grades
the whole batch in parallel and returns one dict per sample. ``acompute_score`` is the async twin
(verl's reward loop awaits a coroutine function): it awaits proctor's grading threads and never
blocks the event loop.

Each answer is a dict, which verl keeps per sample in ``reward_extra_info``: ``score`` (the reward;
the ``fallback`` for a sample with no verdict), ``acc`` (1.0 when correct), ``proctor_failed`` (1.0
when no verdict: a timeout, an unparsable answer, an infrastructure error; counted, with a warning
naming the sample) and ``proctor_status``. What the grader needs from ``extra_info``: ``prompt``
(the text the model saw, for the echo mask), ``truncated`` or ``finish_reason == "length"``,
``grader`` and ``grader_options`` (a per-sample grader); keyword arguments ``grader=``,
``grader_options=``, ``fallback=`` set them for every sample (verl passes
``custom_reward_function.reward_kwargs`` as keywords).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from proctor.rewards.core import Item, Outcome, default_rewarder


def _item(solution_str: str, ground_truth: Any, extra_info: Any, grader: str | None, options: Any) -> Item:
    info = extra_info if isinstance(extra_info, Mapping) else {}
    truncated = bool(info.get("truncated", False)) or info.get("finish_reason") == "length"
    prompt = info.get("prompt") if isinstance(info.get("prompt"), str) else ""
    gold = ground_truth[0] if isinstance(ground_truth, list | tuple) and ground_truth else ground_truth
    sid = info.get("index", info.get("id"))
    return Item.from_dict(
        {
            "response": solution_str,
            "answer": gold,
            "prompt": prompt,
            "truncated": truncated,
            "grader": info.get("grader") or grader,
            "options": info.get("grader_options", options),
            "id": None if sid is None else str(sid),
        },
        "verl sample",
    )


def _answer(outcome: Outcome, item: Item, fallback: float) -> dict[str, Any]:
    return {
        "score": default_rewarder().fallback(outcome, fallback, item, "proctor.rewards.verl"),
        "acc": float(bool(outcome.correct)),
        "proctor_failed": float(outcome.failed),
        "proctor_status": outcome.status,
    }


def _items(kw: dict[str, Any], grader: str | None, options: Any) -> list[Item]:
    strs: Sequence[str] = kw["solution_strs"]
    golds = kw.get("ground_truths") or [None] * len(strs)
    infos = kw.get("extra_infos") or [None] * len(strs)
    return [_item(s, g, e, grader, options) for s, g, e in zip(strs, golds, infos, strict=True)]


def _request(
    solution_str: str | None,
    ground_truth: Any,
    extra_info: Any,
    grader: str | None,
    options: Any,
    kw: dict[str, Any],
    name: str,
) -> list[Item]:
    """The items of one call: the batch (``solution_strs=``) or the one sample."""
    if kw.get("solution_strs") is not None:
        return _items(kw, grader, options)
    if solution_str is None:
        raise TypeError(f"{name} needs solution_str (one sample) or solution_strs= (a batch)")
    return [_item(solution_str, ground_truth, extra_info, grader, options)]


def compute_score(
    data_source: Any = None,
    solution_str: str | None = None,
    ground_truth: Any = None,
    extra_info: Any = None,
    *,
    grader: str | None = None,
    grader_options: Mapping[str, Any] | None = None,
    fallback: float = 0.0,
    **kw: Any,
) -> dict[str, Any] | list[dict[str, Any]]:
    """One sample's reward dict, or (batch form, ``solution_strs=``) a list of them. Any thread."""
    items = _request(solution_str, ground_truth, extra_info, grader, grader_options, kw, "compute_score")
    answers = [_answer(o, it, fallback) for o, it in zip(default_rewarder().grade(items), items, strict=True)]
    return answers if kw.get("solution_strs") is not None else answers[0]


async def acompute_score(
    data_source: Any = None,
    solution_str: str | None = None,
    ground_truth: Any = None,
    extra_info: Any = None,
    *,
    grader: str | None = None,
    grader_options: Mapping[str, Any] | None = None,
    fallback: float = 0.0,
    **kw: Any,
) -> dict[str, Any] | list[dict[str, Any]]:
    """``compute_score`` for verl's async reward loop: the event loop only awaits."""
    items = _request(solution_str, ground_truth, extra_info, grader, grader_options, kw, "acompute_score")
    outcomes = await default_rewarder().agrade(items)
    answers = [_answer(o, it, fallback) for o, it in zip(outcomes, items, strict=True)]
    return answers if kw.get("solution_strs") is not None else answers[0]
