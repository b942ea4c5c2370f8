"""verifiers / prime-rl: ``load_environment(**kw)`` returns a ``verifiers`` environment whose rubric is
proctor's grader (``vf-eval``, prime-rl's ``--env``); ``tool=True`` gives the multi-turn tool env
(fenced Python run in proctor's sandbox, its output fed back as the next user turn).

The reward function, :func:`proctor_reward`, is an async rubric function with the arguments
verifiers passes by name (``completion``, ``answer``, ``prompt``, ``state``): it awaits proctor's
grading threads (never blocking the rollout loop) and writes ``state["proctor_status"]``.
verifiers needs a float, so a rollout with no verdict gets ``fallback`` (0.0), counted and logged
with a warning naming it.

Follows verifiers' environment API (``vf.SingleTurnEnv(dataset=, rubric=)``,
``vf.MultiTurnEnv.env_response``, ``vf.Rubric(funcs=)``) of verifiers 0.1.x, the one prime-rl's
environments use; tested with verifiers 0.1.14's own ``Rubric.score_rollout``. verifiers 0.4 (its
newest release) moved to another API (``verifiers.v1``: tasksets and harnesses) that this module
does not target.
"""

from __future__ import annotations

from typing import Any

from proctor.rewards.core import Item, default_rewarder
from proctor.rewards.tools import feedback, last_code, shared_sandbox
from proctor.rewards.trl import _full_prompt, completion_text


def make_reward(
    grader: str | None = None, grader_options: dict[str, Any] | None = None, fallback: float = 0.0
) -> Any:
    """A verifiers rubric function grading with ``grader`` (default: math)."""

    async def proctor_reward(
        completion: Any, answer: Any, prompt: Any = None, state: Any = None, **kw: Any
    ) -> float:
        item = Item(
            response=completion_text(completion),
            answer=str(answer),
            prompt=_full_prompt(prompt) if prompt is not None else "",
            truncated=bool((state or {}).get("truncated", False)) if isinstance(state, dict) else False,
            grader=grader,
            options=grader_options,
        )
        rewarder = default_rewarder()
        (outcome,) = await rewarder.agrade([item])
        if isinstance(state, dict):
            state["proctor_status"] = outcome.status
        return rewarder.fallback(outcome, fallback, item, "proctor.rewards.verifiers")

    return proctor_reward


proctor_reward = make_reward()


def load_environment(
    dataset: Any = None,
    *,
    grader: str | None = None,
    grader_options: dict[str, Any] | None = None,
    fallback: float = 0.0,
    tool: bool = False,
    max_turns: int = 4,
    **kw: Any,
) -> Any:
    """A verifiers environment over ``dataset`` (rows with ``prompt`` or ``question``, and ``answer``)."""
    import verifiers as vf

    rubric = vf.Rubric(funcs=[make_reward(grader, grader_options, fallback)], weights=[1.0])
    if not tool:
        return vf.SingleTurnEnv(dataset=dataset, rubric=rubric, **kw)

    class ProctorToolEnv(vf.MultiTurnEnv):
        async def env_response(self, messages: Any, state: Any, **kwargs: Any) -> Any:
            code = last_code(completion_text(messages))
            if code is None:
                return []
            result = await shared_sandbox().arun(code)
            return [{"role": "user", "content": feedback(result)}]

        async def is_completed(self, messages: Any, state: Any, **kwargs: Any) -> bool:
            last = completion_text(messages) if messages else ""
            return bool(messages) and messages[-1].get("role") == "assistant" and last_code(last) is None

    return ProctorToolEnv(dataset=dataset, rubric=rubric, max_turns=max_turns, **kw)
