"""``judge``: the model under test answers once; a judge model (``judge``, env-owned) scores the answer
on a rubric, and may see the reference answer (``show_reference``).

The judge is the same code as the ``judge`` grader (:class:`proctor.grading.judge.JudgeGrader`); here
it runs inside the rollout with the env's judge model, and its verdict is recorded on the trajectory
(``info.judge``: raw output, score, verdict; ``info.score``: the score in [0, 1]). The run's grader
still grades the final text as usual. An unreadable judge reply is a judge failure
(``info.role_failures.judge``), not a zero for the model under test (``info.score`` is then null).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from proctor.benchmarks.problem import Problem
from proctor.envs.agents import (
    UNDER_TEST,
    Agent,
    AgentFailure,
    MultiAgentEnv,
    RoleOptions,
    Rollout,
    load_one_role,
)
from proctor.envs.base import Trajectory
from proctor.envs.context import EnvContext, EnvError, parse_options
from proctor.grading.judge import DEFAULT_RUBRIC, DEFAULT_TEMPLATE, JudgeError, JudgeGrader
from proctor.models.base import PromptTooLong, Sampler, SamplingParams
from proctor.models.thinking import seen_text

JUDGE = "judge"


class JudgeEnvOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

    rubric: str = Field(DEFAULT_RUBRIC)
    template: str = Field(DEFAULT_TEMPLATE, description="with {question}, {response}, {reference}, {rubric}")
    parser: str = Field("score", description="score | verdict | a regex whose group 1 is the score")
    scale: float = Field(10.0, gt=0)
    threshold: float = Field(0.5, ge=0.0, le=1.0)
    show_reference: bool = True
    roles: dict[str, RoleOptions] = Field(
        default_factory=lambda: {JUDGE: RoleOptions(temperature=0.0, max_tokens=96)}
    )


class JudgeEnv(MultiAgentEnv):
    name = "judge"

    def __init__(
        self,
        options: JudgeEnvOptions,
        sampling: SamplingParams,
        system_prompt: str | None = None,
        judge: Sampler | None = None,
    ):
        self.options = options
        self.sampling = sampling
        self.system_prompt = system_prompt
        self.judge_sampler = judge  # None: the model under test's sampler is the judge too
        self.judge_role = options.roles.get(JUDGE, RoleOptions(temperature=0.0))
        self._judge(None)  # validate the template and parser now, before any model call

    def _judge(self, sampler: Sampler | None) -> JudgeGrader:
        o, role = self.options, self.judge_role
        return JudgeGrader(
            model=role.model or "self",
            sampler=sampler,
            temperature=role.temperature,
            max_tokens=role.max_tokens,
            template=role.system or o.template,
            rubric=o.rubric,
            parser=o.parser,
            scale=o.scale,
            threshold=o.threshold,
            show_reference=o.show_reference,
        )

    async def rollout(self, sampler: Sampler, problem: Problem, seed: int) -> Trajectory:
        r = Rollout(problem, seed, tally=self.tally)
        r.conv.add("system", problem.prompt)
        try:
            said = await r.call(Agent(UNDER_TEST, sampler, self.sampling, self.system_prompt))
        except AgentFailure as f:
            return r.finish("", "prompt_too_long", f)
        answer = said.text  # the judge grades the answer part, whatever the transcript shows
        r.conv.add(UNDER_TEST, seen_text(sampler, said))
        judge = self._judge(self.judge_sampler or sampler)
        try:  # a failed judge call fails the sample (the runner records it): a verdict never made is no score
            grade = await judge.agrade(answer, problem.answer, problem.question or problem.prompt)
        except PromptTooLong as e:
            return r.finish(answer, "stop", AgentFailure(JUDGE, e))
        details = dict(grade.details or {})
        r.info["judge"] = {**details, "correct": grade.correct, "status": grade.status}
        r.info["score"] = details.get("judge_score")
        if grade.status != "ok":
            r.fail(JUDGE, f"unreadable judge reply: {details.get('judge_output', '')[:80]!r}")
        r.conv.add(JUDGE, str(details.get("judge_output", "")))
        return r.finish(answer, "length" if r.turns[0].finish_reason == "length" else "stop")


def build(options: dict[str, Any], ctx: EnvContext) -> JudgeEnv:
    opts: JudgeEnvOptions = parse_options(JudgeEnvOptions, options, "judge")
    judge, owned = load_one_role("judge", JUDGE, opts.roles, ctx)
    try:
        env = JudgeEnv(opts, ctx.sampling, ctx.system_prompt, judge)
    except JudgeError as e:
        raise EnvError(f"invalid options for env 'judge': {e}") from None
    env.owned = owned
    return env
