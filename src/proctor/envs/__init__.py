"""Environments: how the model under test meets a problem (one turn, a tool loop, other agents).

Every env is built by ``make_env(name, options, ctx)``; each env module defines
``build(options: dict, ctx: EnvContext) -> Env``, validating its own options with a pydantic model.
"""

from __future__ import annotations

import importlib
from typing import Any

from proctor.envs.base import Env, StopReason, Trajectory, Turn, TurnTrace
from proctor.envs.context import EnvContext, EnvError
from proctor.suggest import did_you_mean

# env name -> module with ``build(options, ctx)``
ENVS: dict[str, str] = {
    "text-only": "proctor.envs.single_turn",
    "tool": "proctor.envs.tool",
    "twenty-questions": "proctor.envs.twenty_questions",
    "user-sim": "proctor.envs.user_sim",
    "best-of-n": "proctor.envs.best_of_n",
    "judge": "proctor.envs.judge",
}


def make_env(name: str, options: dict[str, Any], ctx: EnvContext) -> Env:
    if name not in ENVS:
        raise EnvError(
            f"unknown env {name!r}{did_you_mean(name, ENVS)}; known envs: {', '.join(sorted(ENVS))} "
            "(set with --env NAME)"
        )
    return importlib.import_module(ENVS[name]).build(options, ctx)


__all__ = [
    "ENVS",
    "Env",
    "EnvContext",
    "EnvError",
    "StopReason",
    "Trajectory",
    "Turn",
    "TurnTrace",
    "make_env",
]
