"""TRL: ``GRPOTrainer(..., environment_factory=MathToolEnv)``, one env per rollout, beside the reward
functions of ``proctor.rewards.trl``.

TRL exposes the env's public methods as tools, calls ``reset(**row)`` before each rollout (the row's
``answer`` column is the gold) and, at its end, ``get_reward()``. The tools: ``run_python(code)``
runs code in proctor's sandbox and returns its output; ``submit_answer(answer)`` records the final
answer. ``get_reward`` grades the submitted answer with the grader (``grader``, ``grader_options``
columns or class attributes): 1.0 / 0.0, and **None** where there is no verdict (a timeout, an
unparsable answer, an infrastructure error): TRL turns None into NaN and leaves the rollout out of
the reward, so a failure is never a silent 0. A rollout that submitted nothing scores 0.0.
``env.calls`` keeps the rollout's calls (tool, arguments, what it returned) and ``env.last_status``
the grading status (``graded``, ``no_answer``, ``unparsable``, ``timeout``, ``error``); a sandbox run
that failed returns its status first (``[error]``, ``[timeout]``, ...), never an empty output.

TRL reads the tool calls from the sampled tokens with the tokenizer's chat template and
``response_template``; a model whose template cannot render tools (SmolLM2's) gets one from
:func:`proctor.rewards.tool_template.use_tool_template` (tests/rewards/test_trl_env_grpo.py trains
the embedded SmolLM2 this way, after a cold start with TRL's SFTTrainer on tool transcripts: a model
that has never called tools does not start in RL).
"""

from __future__ import annotations

from typing import Any

from proctor.rewards.core import Item, default_rewarder
from proctor.rewards.tools import shared_sandbox
from proctor.rewards.trl import _full_prompt

MAX_TOOL_CALLS = 8
ANSWER_RECORDED = "answer recorded"


class MathToolEnv:
    grader: str | None = None
    grader_options: dict[str, Any] | None = None

    def __init__(self) -> None:
        self._answer: str | None = None
        self._gold: str | None = None
        self._prompt = ""
        self._calls = 0
        self.tool_calls = 0  # calls of either tool in this rollout (TRL's parser found them)
        self.calls: list[dict[str, Any]] = []  # this rollout's calls: tool, arguments, what it returned
        self.last_status: str | None = None

    def reset(self, **row: Any) -> None:
        gold = row.get("answer", row.get("solution"))
        if gold is None:
            raise ValueError("MathToolEnv: the dataset needs an 'answer' column (the gold answer)")
        self._gold, self._answer, self._calls, self.tool_calls = str(gold), None, 0, 0
        self.calls, self.last_status = [], None
        self._prompt = _full_prompt(row.get("prompt", ""))  # text or chat messages
        self._grader = row.get("grader") or self.grader
        self._options = row.get("grader_options", self.grader_options)
        return None

    def run_python(self, code: str) -> str:
        """Run Python code in an isolated sandbox and return what it printed.

        Args:
            code: The Python source to run.
        """
        self.tool_calls += 1
        if self._calls >= MAX_TOOL_CALLS:
            out = f"[no more tool calls: the limit is {MAX_TOOL_CALLS}]"
        else:
            self._calls += 1
            result = shared_sandbox().run(code)
            out = (result.stdout + result.stderr)[:2000]
            if result.status != "ok":  # a failure reads as one, never as an empty output
                out = f"[{result.status}]\n{out}"
        self.calls.append({"tool": "run_python", "arguments": {"code": code}, "output": out})
        return out

    def submit_answer(self, answer: str) -> str:
        """Submit the final answer to the problem.

        Args:
            answer: The final answer, e.g. a number or a LaTeX expression.
        """
        self.tool_calls += 1
        self._answer = str(answer)
        self.calls.append(
            {"tool": "submit_answer", "arguments": {"answer": answer}, "output": ANSWER_RECORDED}
        )
        return ANSWER_RECORDED

    def get_reward(self) -> float | None:
        if self._gold is None:
            raise RuntimeError("MathToolEnv.get_reward before reset")
        if self._answer is None:
            self.last_status = "no_answer"
            return 0.0
        item = Item(
            response=f"\\boxed{{{self._answer}}}",
            answer=self._gold,
            prompt=self._prompt,
            grader=self._grader,
            options=self._options,
        )
        (outcome,) = default_rewarder().grade([item])
        self.last_status = outcome.status
        return outcome.reward  # None where there is no verdict
