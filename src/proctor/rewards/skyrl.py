"""SkyRL-gym: ``proctor.rewards.skyrl.register()`` registers ``proctor-math`` (one turn: the
response is graded) and ``proctor-math-tool`` (turns with fenced Python run in proctor's sandbox,
then the final answer); ``skyrl_gym.make("proctor-math", extras={"reward_spec": {"ground_truth": ...}})``.

``step`` returns ``{observations, reward, done, metadata}``; ``metadata["proctor_status"]`` is the
grade's status. SkyRL takes a float reward, so a response with no verdict (a timeout, an unparsable
answer, an infrastructure error) gets ``fallback`` (0.0), is counted and logged, and its metadata
carries ``rollout_error`` (the reason) for the generator to drop the sample.
"""

from __future__ import annotations

from typing import Any

from skyrl_gym.envs.base_text_env import BaseTextEnv, BaseTextEnvStepOutput

from proctor.rewards.core import Item, default_rewarder
from proctor.rewards.tools import feedback, last_code, shared_sandbox


class ProctorMathEnv(BaseTextEnv):
    """One turn: the response is the answer."""

    def __init__(self, env_config: Any = None, extras: dict[str, Any] | None = None):
        super().__init__()
        extras = extras or {}
        spec = extras.get("reward_spec") or {}
        if "ground_truth" not in spec:
            raise ValueError("proctor-math: extras needs reward_spec.ground_truth (the gold answer)")
        self.gold = spec["ground_truth"]
        cfg = env_config if isinstance(env_config, dict) else dict(env_config or {})
        self.grader = extras.get("grader") or cfg.get("grader")
        self.grader_options = extras.get("grader_options") or cfg.get("grader_options")
        self.fallback = float(cfg.get("fallback", 0.0))
        self.prompt = ""

    def init(self, prompt: Any) -> tuple[Any, dict[str, Any]]:
        msgs = prompt if isinstance(prompt, list) else []
        self.prompt = "\n\n".join(str(m.get("content", "")) for m in msgs if isinstance(m, dict))
        return prompt, {}

    def _grade(self, action: str, truncated: bool = False) -> BaseTextEnvStepOutput:
        item = Item.from_dict(
            {"response": action, "answer": self.gold, "prompt": self.prompt, "truncated": truncated,
             "grader": self.grader, "options": self.grader_options},
            "SkyRL sample",
        )  # fmt: skip
        rewarder = default_rewarder()
        (outcome,) = rewarder.grade([item])
        reward = rewarder.fallback(outcome, self.fallback, item, "proctor.rewards.skyrl")
        meta: dict[str, Any] = {"proctor_status": outcome.status, "extracted": outcome.extracted}
        if outcome.failed:
            meta["rollout_error"] = f"{outcome.status}: {outcome.error}"
        return BaseTextEnvStepOutput(observations=[], reward=reward, done=True, metadata=meta)

    def step(self, action: str) -> BaseTextEnvStepOutput:
        return self._grade(action)


class ProctorMathToolEnv(ProctorMathEnv):
    """Turns: fenced Python in an action runs in the sandbox (its output is the next observation),
    up to ``max_turns``; an action without code is the final answer."""

    def __init__(self, env_config: Any = None, extras: dict[str, Any] | None = None):
        super().__init__(env_config, extras)
        cfg = env_config if isinstance(env_config, dict) else dict(env_config or {})
        self.max_turns = int((extras or {}).get("max_turns", cfg.get("max_turns", 4)))

    def step(self, action: str) -> BaseTextEnvStepOutput:
        self.turns += 1
        code = last_code(action)
        if code is None or self.turns >= self.max_turns:
            return self._grade(action)
        result = shared_sandbox().run(code)
        obs = [{"role": "user", "content": feedback(result)}]
        return BaseTextEnvStepOutput(
            observations=obs, reward=0.0, done=False, metadata={"tool": result.status}
        )


def register() -> None:
    """Register both envs with skyrl_gym (idempotent)."""
    from skyrl_gym.envs.registration import register as _register
    from skyrl_gym.envs.registration import registry

    for env_id, cls in (("proctor-math", ProctorMathEnv), ("proctor-math-tool", ProctorMathToolEnv)):
        if env_id not in registry:
            _register(id=env_id, entry_point=f"{__name__}:{cls.__name__}")
