"""``best-of-n``: N independent attempts of the model under test on the same prompt; the env grades
each with the run's grader, marks the best, and records pass@n.

``select = "oracle"`` picks the first correct attempt (so the sample is correct exactly when pass@n
is); ``select = "majority"`` picks an attempt whose extracted answer is the most common one (never
looking at the reference, so the sample's ``correct`` is maj@n). Attempt ``i`` uses seed
``turn_seed(seed, i)``. The grader is ``grader = "NAME"``, else the run's (``ctx.extras["grader"]``),
else the benchmark's.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from proctor.benchmarks.problem import Problem
from proctor.envs.base import Trajectory, Turn
from proctor.envs.context import EnvContext, EnvError, parse_options
from proctor.envs.single_turn import initial_messages
from proctor.grading.base import Grade, Grader
from proctor.models.base import Sampler, SamplingParams
from proctor.seeds import turn_seed


class BestOfNOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

    n: int = Field(4, ge=1, le=256, description="independent attempts per sample")
    select: Literal["oracle", "majority"] = "oracle"
    grader: str | None = Field(None, description="grader name; default: the run's grader")


class BestOfNEnv:
    name = "best-of-n"

    def __init__(
        self,
        options: BestOfNOptions,
        sampling: SamplingParams,
        grader: Grader,
        system_prompt: str | None = None,
    ):
        self.options = options
        self.sampling = sampling
        self.grader = grader
        self.system_prompt = system_prompt

    async def rollout(self, sampler: Sampler, problem: Problem, seed: int) -> Trajectory:
        messages = initial_messages(self.system_prompt, problem)
        seeds = [turn_seed(seed, i) for i in range(self.options.n)]
        outs = await asyncio.gather(*(sampler.sample(messages, self.sampling, n=1, seed=s) for s in seeds))
        attempts = [c for (c,) in outs]
        grades = await asyncio.gather(
            *(asyncio.to_thread(self.grader.grade, c.text, problem.answer) for c in attempts)
        )
        best = self._select(grades)
        c = attempts[best]
        turns = [Turn.of(a, s, f"attempt-{i}") for i, (a, s) in enumerate(zip(attempts, seeds, strict=True))]
        info = {
            "n": self.options.n,
            "select": self.options.select,
            "best": best,
            "pass_at_n": any(g.correct for g in grades),
            "n_correct": sum(g.correct for g in grades),
            "attempts": [
                {
                    "extracted": g.extracted,
                    "correct": g.correct,
                    "status": g.status,
                    "finish_reason": a.finish_reason,
                }
                for g, a in zip(grades, attempts, strict=True)
            ],
            "score": float(any(g.correct for g in grades)),
        }
        return Trajectory(
            problem_id=problem.id,
            seed=seed,
            messages=[*messages, {"role": "assistant", "content": c.text}],
            turns=turns,
            final_text=c.text,
            stop_reason=c.finish_reason,
            finish_reason=c.finish_reason,
            prompt_tokens=c.prompt_tokens,
            completion_tokens=sum(a.completion_tokens for a in attempts),
            latency_s=max(a.latency_s for a in attempts),
            retries=sum(a.retries for a in attempts),
            info=info,
        )

    def _select(self, grades: list[Grade]) -> int:
        if self.options.select == "oracle":
            return next((i for i, g in enumerate(grades) if g.correct), 0)
        votes = Counter(g.extracted for g in grades if g.extracted is not None)
        if not votes:
            return 0
        top = votes.most_common(1)[0][0]
        return next(i for i, g in enumerate(grades) if g.extracted == top)


def build(options: dict[str, Any], ctx: EnvContext) -> BestOfNEnv:
    opts: BestOfNOptions = parse_options(BestOfNOptions, options, "best-of-n")
    grader = ctx.extras.get("grader")
    name = opts.grader
    if grader is None and name is None:
        from proctor.benchmarks.registry import REGISTRY

        spec = REGISTRY.get(ctx.benchmark)
        name = spec.grader if spec is not None else None
    if name is not None and (opts.grader is not None or grader is None):
        from proctor.grading import get_grader

        grader = get_grader(name)
    if grader is None:
        raise EnvError(
            'env best-of-n needs a grader to mark the best attempt: set [env] grader = "math" '
            "(default: the run's grader, or the benchmark's)"
        )
    return BestOfNEnv(opts, ctx.sampling, grader, ctx.system_prompt)
