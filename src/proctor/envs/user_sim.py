"""``user-sim``: a simulated user (``user``, an env-owned model) with a goal talks to the model under
test (``assistant``).

The user opens with the problem's prompt; then the assistant and the user take turns. The
conversation ends when the user's reply contains ``stop_token`` (``done``) or after ``max_turns``
assistant replies (``turn_budget``). The final text is the assistant's last reply, graded by the
run's grader like any other env's. The user's goal is ``problem.metadata["goal"]`` when present,
else "get a correct final answer to the question". An empty user reply is a user failure (counted
in ``info.role_failures.user``, asked again ``user_retries`` times, then the conversation ends).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from proctor.benchmarks.problem import Problem
from proctor.envs.agents import Agent, AgentFailure, MultiAgentEnv, RoleOptions, Rollout, load_one_role
from proctor.envs.base import Trajectory
from proctor.envs.context import EnvContext, parse_options
from proctor.models.base import Sampler, SamplingParams
from proctor.models.thinking import seen_text

USER, ASSISTANT = "user", "assistant"
STOP = "###STOP###"
USER_PROMPT = (
    "You are a user talking to an AI assistant. Your goal: {goal}\n"
    "The question you asked was:\n{question}\n"
    "Reply briefly as the user. If the assistant has not given a final answer, ask for it. "
    "When the assistant has given a final answer, reply with only {stop}."
)
DEFAULT_GOAL = "get a correct final answer to your question"


class UserSimOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

    max_turns: int = Field(3, ge=1, le=50, description="assistant replies per conversation")
    stop_token: str = Field(STOP, min_length=1, description="the user says this to end the conversation")
    user_retries: int = Field(1, ge=0, le=10, description="re-asks of an empty user reply")
    roles: dict[str, RoleOptions] = Field(default_factory=lambda: {USER: RoleOptions(max_tokens=96)})


class UserSimEnv(MultiAgentEnv):
    name = "user-sim"

    def __init__(
        self,
        options: UserSimOptions,
        sampling: SamplingParams,
        system_prompt: str | None = None,
        user: Sampler | None = None,
    ):
        self.options = options
        self.sampling = sampling
        self.system_prompt = system_prompt
        self.user_sampler = user  # None: the model under test's sampler plays the user
        role = options.roles.get(USER, RoleOptions())
        self.user_params = role.params()
        self.user_system = role.system or USER_PROMPT

    def _user_system(self, problem: Problem) -> str:
        goal = str(problem.metadata.get("goal") or DEFAULT_GOAL)
        return (
            self.user_system.replace("{goal}", goal)
            .replace("{question}", problem.question or problem.prompt)
            .replace("{stop}", self.options.stop_token)
        )

    async def rollout(self, sampler: Sampler, problem: Problem, seed: int) -> Trajectory:
        o = self.options
        r = Rollout(problem, seed, under_test=ASSISTANT, tally=self.tally)
        assistant = Agent(ASSISTANT, sampler, self.sampling, self.system_prompt)
        user = Agent(USER, self.user_sampler or sampler, self.user_params, self._user_system(problem))
        r.conv.add(USER, problem.prompt)
        last, stop = "", "turn_budget"
        try:
            for turn in range(o.max_turns):
                said = await r.call(assistant)
                last = said.text
                r.conv.add(ASSISTANT, seen_text(sampler, said))
                if turn == o.max_turns - 1:
                    break
                reply = await self._ask_user(r, user)
                if reply is None or o.stop_token in reply:
                    stop = "done"
                    before = (reply or "").split(o.stop_token)[0].strip()
                    if before:
                        r.conv.add(USER, before)
                    break
                r.conv.add(USER, reply)
        except AgentFailure as f:
            return r.finish(last, "prompt_too_long", f)
        r.info["assistant_turns"] = sum(1 for t in r.turns if t.role == ASSISTANT)
        r.info["user_stopped"] = stop == "done"
        return r.finish(last, stop)

    async def _ask_user(self, r: Rollout, user: Agent) -> str | None:
        for _ in range(1 + self.options.user_retries):
            text = (await r.call(user)).text.strip()
            if text:
                return text
            r.fail(USER, "empty reply")
        return None


def build(options: dict[str, Any], ctx: EnvContext) -> UserSimEnv:
    opts: UserSimOptions = parse_options(UserSimOptions, options, "user-sim")
    user, owned = load_one_role("user-sim", USER, opts.roles, ctx)
    env = UserSimEnv(opts, ctx.sampling, ctx.system_prompt, user)
    env.owned = owned
    return env
