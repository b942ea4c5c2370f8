"""verifiers / prime-rl: ``load_environment(**kw)`` returns a ``verifiers`` environment whose rubric is
proctor's grader (``vf-eval``, prime-rl's ``--env``); ``tool=True`` gives the multi-turn tool env
(fenced Python run in proctor's sandbox, its output fed back as the next user turn).

The reward function, :func:`proctor_reward`, is an async rubric function with the arguments
verifiers passes by name (``completion``, ``answer``, ``prompt``, ``state``): it awaits proctor's
grading threads (never blocking the rollout loop) and writes ``state["proctor_status"]``.
verifiers needs a float, so a rollout with no verdict gets ``fallback`` (0.0), counted and logged
with a warning naming it. The completion is graded as truncated when verifiers marked the rollout so
(``state["is_truncated"]``: the server's ``finish_reason`` was ``length``).

Targets verifiers 0.1.14's environment API (``vf.SingleTurnEnv(dataset=, rubric=)``,
``vf.MultiTurnEnv.env_response`` with ``@vf.stop`` conditions, ``vf.Rubric(funcs=)``, messages as
verifiers' pydantic message objects), the one prime-rl's environments use; tested with verifiers
0.1.14's own ``Environment.evaluate`` against the embedded model's server
(tests/rewards/test_verifiers_eval.py). verifiers 0.4 moved to another API (``verifiers.v1``:
tasksets and harnesses) that this module does not target.
"""

from __future__ import annotations

from typing import Any

from proctor.rewards.core import Item, default_rewarder
from proctor.rewards.tools import feedback, last_code, shared_sandbox
from proctor.rewards.trl import _full_prompt, completion_text


def plain(messages: Any) -> Any:
    """verifiers' messages (pydantic objects, content parts included) as the plain dicts proctor reads;
    a string or dicts pass through."""
    if isinstance(messages, str) or messages is None:
        return messages
    return [m.model_dump(exclude_none=True) if hasattr(m, "model_dump") else m for m in messages]


def truncated(state: Any) -> bool:
    """Whether verifiers marked the rollout truncated (``is_truncated``; ``truncated`` before 0.1.14)."""
    if not isinstance(state, dict):
        return False
    return bool(state.get("is_truncated", False) or state.get("truncated", False))


def make_reward(
    grader: str | None = None, grader_options: dict[str, Any] | None = None, fallback: float = 0.0
) -> Any:
    """A verifiers rubric function grading with ``grader`` (default: math)."""

    async def proctor_reward(
        completion: Any, answer: Any, prompt: Any = None, state: Any = None, **kw: Any
    ) -> float:
        item = Item(
            response=completion_text(plain(completion)),
            answer=str(answer),
            prompt=_full_prompt(plain(prompt)) if prompt is not None else "",
            truncated=truncated(state),
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


def benchmark_rows(benchmark: str, data: str | None, limit: int | None, tool: bool) -> list[dict[str, Any]]:
    """A proctor benchmark as verifiers rows: ``prompt`` (the messages ``proctor eval`` sends: the
    benchmark's system prompt, with the fenced code tool's description for the tool env) and
    ``answer``."""
    from proctor.benchmarks.loader import load_benchmark
    from proctor.envs.single_turn import initial_messages
    from proctor.envs.tool_protocol import system_prompt

    bench = load_benchmark(benchmark, data=data, limit=limit)
    system = (
        system_prompt("fenced", bench.spec.system_prompt, stateful=False)
        if tool
        else bench.spec.system_prompt
    )
    return [{"prompt": initial_messages(system, p), "answer": p.answer} for p in bench.problems]


def load_environment(
    dataset: Any = None,
    *,
    benchmark: str | None = None,
    data: str | None = None,
    limit: int | None = None,
    grader: str | None = None,
    grader_options: dict[str, Any] | None = None,
    fallback: float = 0.0,
    tool: bool = False,
    max_turns: int = 4,
    **kw: Any,
) -> Any:
    """A verifiers environment over ``dataset`` (rows with ``prompt`` or ``question``, and ``answer``),
    or over proctor's ``benchmark`` (``data``: its file, ``limit``: the first K problems; the grader
    defaults to the benchmark's), which is what ``vf-eval proctor.rewards.verifiers -a '{...}'`` and
    prime-rl's env args can name."""
    import verifiers as vf

    if (dataset is None) == (benchmark is None):
        raise ValueError(
            "proctor.rewards.verifiers.load_environment: give either dataset= (rows with prompt and answer) "
            "or benchmark= (a proctor benchmark name, e.g. 'gsm8k', with data= its file)"
        )
    if benchmark is not None:
        from datasets import Dataset

        from proctor.benchmarks.loader import get_spec

        grader = grader or get_spec(benchmark).grader
        dataset = Dataset.from_list(benchmark_rows(benchmark, data, limit, tool))
    rubric = vf.Rubric(funcs=[make_reward(grader, grader_options, fallback)], weights=[1.0])
    if not tool:
        return vf.SingleTurnEnv(dataset=dataset, rubric=rubric, **kw)

    def last_turn_code(state: Any) -> str | None:
        steps = state.get("trajectory") or []
        return last_code(completion_text(plain(steps[-1]["completion"]))) if steps else None

    class ProctorToolEnv(vf.MultiTurnEnv):
        """Each assistant turn's last fenced Python block runs in proctor's sandbox; its output comes
        back as a user turn. A turn without code ends the rollout (``answered``); ``state["tool_calls"]``
        counts the blocks run."""

        async def setup_state(self, state: Any) -> None:
            state["tool_calls"] = 0

        async def env_response(self, messages: Any, state: Any, **kwargs: Any) -> Any:
            code = last_code(completion_text(plain(messages)))
            if code is None:  # not reached: ``answered`` stops the rollout first
                return []
            state["tool_calls"] += 1
            result = await shared_sandbox().arun(code)
            return [vf.UserMessage(content=feedback(result))]

        @vf.stop
        async def answered(self, state: Any, **kwargs: Any) -> bool:
            return bool(state.get("trajectory")) and last_turn_code(state) is None

    return ProctorToolEnv(dataset=dataset, rubric=rubric, max_turns=max_turns, **kw)
