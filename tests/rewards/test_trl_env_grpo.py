"""TRL's ``GRPOTrainer(environment_factory=MathToolEnv)`` (``proctor.rewards.trl_env``) on the embedded
SmolLM2-135M, two optimisation steps on the CPU.

SmolLM2's own chat template cannot render tools, and TRL refuses it ("does not support tool
calling"); :func:`proctor.rewards.tool_template.use_tool_template` gives the tokenizer proctor's
ChatML tool template and the ``response_template`` TRL parses the sampled tokens with. TRL then lists
the env's methods (``run_python``, ``submit_answer``) as tools in the prompt, reads each
``<tool_call>`` the model samples with ``tokenizer.parse_response``, calls the env's method, splices
the result back and lets the model continue, and finally asks each env for ``get_reward``.

The prompt shows five worked exchanges (a call of ``submit_answer`` and its result) before the GSM8K
problem: with none or one the 135M model never called a tool in 8 samples on this machine, with five
it wrote a well-formed call in about half of them; every call is sampled by the model being trained
and parsed by TRL. Checked:

- the env's tools were really called, as often as TRL counted (``tools/call_frequency`` and
  ``tools/failure_frequency``: a call TRL could not make, e.g. a made-up tool name, reaches no env);
- each rollout's reward is proctor's grade of what it submitted (a fresh grader: 1.0 / 0.0, None
  where the grader has no verdict, 0.0 for no submission), and the reward TRL logged for the env
  (``rewards/MathToolEnv/mean``, NaN left out) is the mean of those.
"""

from __future__ import annotations

import copy
import math
import time

import pytest

trl = pytest.importorskip("trl")
from rewards.test_trl_grpo import grpo_config, logged, smollm2  # noqa: E402,F401  (the fixture, reused)

from proctor.benchmarks.loader import load_benchmark  # noqa: E402
from proctor.grading import get_grader  # noqa: E402
from proctor.grading.base import grade_text  # noqa: E402
from proctor.rewards.tool_template import use_tool_template  # noqa: E402
from proctor.rewards.trl_env import MathToolEnv  # noqa: E402

pytestmark = [pytest.mark.model, pytest.mark.slow]

GENERATIONS = 2
SYSTEM = "Solve the problem. Give the final answer by calling the submit_answer function."
SHOTS = [  # worked exchanges: the call the model is to imitate, and the tool's answer
    ("Ann reads 6 pages a day. How many pages does she read in 2 days?", "12"),
    ("There are 9 birds and 4 fly away. How many birds remain?", "5"),
    ("Tom has 2 apples and buys 3 more. How many apples does he have?", "5"),
    ("A box holds 4 pens. How many pens are in 3 boxes?", "12"),
    ("Sara had 10 dollars and spent 7. How many dollars are left?", "3"),
]
EXAMPLES = [
    message
    for question, answer in SHOTS
    for message in (
        {"role": "user", "content": question},
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [
                {"type": "function", "function": {"name": "submit_answer", "arguments": {"answer": answer}}}
            ],
        },
        {"role": "tool", "name": "submit_answer", "content": "answer recorded"},
    )  # fmt: skip
]
MAX_COMPLETION = 64  # a call (~25 tokens), the tool's answer spliced in, and what follows


def test_tool_template_is_what_trl_asks_of_a_tokenizer(smollm2):  # noqa: F811
    """TRL's own checks refuse SmolLM2's template and accept proctor's; a call the model writes in the
    template's syntax parses back to the call the template renders; without tools the text is exactly
    SmolLM2's own; proctor's tool env reads the syntax as the hermes family."""
    from trl.chat_template_utils import (
        is_chat_template_prefix_preserving,
        parse_response,
        supports_tool_calling,
    )

    from proctor.envs.tool_families.registry import detect_family
    from proctor.rewards.tool_template import CHATML_TOOLS_TEMPLATE

    _, original = smollm2
    tok = use_tool_template(copy.deepcopy(original))
    assert not supports_tool_calling(original) and supports_tool_calling(tok)
    assert is_chat_template_prefix_preserving(tok)
    for convo in (
        [{"role": "user", "content": "hi"}],
        [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "hi"},
         {"role": "assistant", "content": "Hello."}, {"role": "user", "content": "2+2?"}],
    ):  # fmt: skip
        assert tok.apply_chat_template(convo, tokenize=False, add_generation_prompt=True) == (
            original.apply_chat_template(convo, tokenize=False, add_generation_prompt=True)
        )
    env = MathToolEnv()
    tools = [env.run_python, env.submit_answer]
    calls = [
        {"type": "function", "function": {"name": "run_python", "arguments": {"code": "print(6 * 7)"}}},
        {"type": "function", "function": {"name": "submit_answer", "arguments": {"answer": "42"}}},
    ]
    asked = [{"role": "user", "content": "What is 6 * 7?"}]
    prompt = tok.apply_chat_template(asked, tools=tools, tokenize=False, add_generation_prompt=True)
    assert "<tools>" in prompt and '"name": "submit_answer"' in prompt
    turn = tok.apply_chat_template(
        [*asked, {"role": "assistant", "content": "", "tool_calls": calls}], tools=tools, tokenize=False
    )
    assert turn.startswith(prompt)
    written = turn[len(prompt) :].rstrip("\n")  # what the model would sample, up to <|im_end|>
    prefix = tok(prompt, add_special_tokens=False)["input_ids"]
    parsed = parse_response(
        tok, tok(written, add_special_tokens=False)["input_ids"], prefix=prefix, tools=tools
    )
    assert parsed["tool_calls"] == calls and parsed["content"] == ""
    plain = parse_response(
        tok, tok("It is 42.<|im_end|>", add_special_tokens=False)["input_ids"], prefix=prefix
    )
    assert plain == {"role": "assistant", "content": "It is 42."}
    assert detect_family(CHATML_TOOLS_TEMPLATE).name == "hermes"

    class NotChatML:
        def get_vocab(self):
            return {"<s>": 1}

    with pytest.raises(ValueError, match="no <\\|im_start\\|>"):
        use_tool_template(NotChatML())


class RecordedEnv(MathToolEnv):
    """MathToolEnv that keeps, for every rollout TRL scored, what was submitted and the reward."""

    rollouts: list[dict] = []

    def get_reward(self):
        reward = super().get_reward()
        self.rollouts.append(
            {
                "answer": self._answer,
                "gold": self._gold,
                "calls": self.tool_calls,
                "reward": reward,
                "status": self.last_status,
            }  # fmt: skip
        )
        return reward


def test_grpo_environment_factory_calls_the_env_tools_and_rewards_proctor_grades(
    smollm2,  # noqa: F811 (the fixture imported above)
    shared_data,
    tmp_path,
):
    from datasets import Dataset

    t0 = time.perf_counter()
    base, tok = smollm2
    model, tok = copy.deepcopy(base), use_tool_template(copy.deepcopy(tok))
    bench = load_benchmark("gsm8k", data=shared_data / "gsm8k_test.jsonl", limit=2)
    rows = [
        {
            "prompt": [
                {"role": "system", "content": SYSTEM},
                *EXAMPLES,
                {"role": "user", "content": p.prompt},
            ],
            "answer": p.answer,
        }  # fmt: skip
        for p in bench.problems
    ]
    RecordedEnv.rollouts = []
    args = grpo_config(tmp_path, max_tool_calling_iterations=2)
    args.max_completion_length = MAX_COMPLETION
    trainer = trl.GRPOTrainer(
        model=model,
        reward_funcs=[],
        args=args,
        train_dataset=Dataset.from_list(rows),
        processing_class=tok,
        environment_factory=RecordedEnv,
    )
    trainer.train()

    rollouts = RecordedEnv.rollouts
    assert len(rollouts) == 2 * 2 * GENERATIONS  # 2 steps x 2 prompts x GENERATIONS
    calls = sum(r["calls"] for r in rollouts)
    freq, failures = logged(trainer, "tools/call_frequency"), logged(trainer, "tools/failure_frequency")
    per_step = len(rollouts) // 2
    trl_calls = [round(freq[s] * per_step) for s in (1, 2)]
    trl_failed = [round(failures[s] * n) for s, n in zip((1, 2), trl_calls, strict=True)]
    assert calls == sum(trl_calls) - sum(trl_failed)  # every call TRL made reached an env's tool
    assert calls > 0, rollouts  # the model called the env's tools, through TRL's parser

    grader = get_grader(bench.spec.grader, mode="strict")  # a fresh one, as the rewarder builds it
    for r in rollouts:
        if r["answer"] is None:
            assert (r["reward"], r["status"]) == (0.0, "no_answer")
            continue
        g = grade_text(grader, f"\\boxed{{{r['answer']}}}", r["gold"])
        status = {"ok": "graded"}.get(g.status, g.status)
        expected = float(g.correct) if status in ("graded", "no_answer") else None
        assert (r["reward"], r["status"]) == (expected, status), r
    mean = logged(trainer, "rewards/RecordedEnv/mean")
    for step in (1, 2):
        got = [
            r["reward"] for r in rollouts[(step - 1) * per_step : step * per_step] if r["reward"] is not None
        ]
        if got:
            assert mean[step] == pytest.approx(sum(got) / len(got))
        else:
            assert math.isnan(mean[step])
    print(
        f"\nenvironment_factory GRPO: {time.perf_counter() - t0:.0f} s; tool calls per rollout "
        f"{[r['calls'] for r in rollouts]}; submitted {[r['answer'] for r in rollouts]}; rewards "
        f"{[r['reward'] for r in rollouts]}; TRL call frequency {freq}, failures {failures}"
    )
