"""TRL (1.16) on the embedded SmolLM2-135M with proctor's tool env and tool chat template.

The template test: SmolLM2's own template cannot render tools and TRL's
``GRPOTrainer(environment_factory=...)`` refuses it ("does not support tool calling");
:func:`proctor.rewards.tool_template.use_tool_template` gives the tokenizer proctor's ChatML tool
template and the ``response_template`` TRL parses the sampled tokens with. TRL's own checks
(``supports_tool_calling``, ``is_chat_template_prefix_preserving``) and its parser of sampled tool
calls (``trl.chat_template_utils.parse_response``) are run on the tokenizer the template is put on.

The training test: ``GRPOTrainer(environment_factory=MathToolEnv)``, TRL's own tool loop. The 135M
model does not call tools from a prompt alone (0 calls in 4 rollouts per step with GSM8K prompts, and
with five worked exchanges in the prompt), so the test does what tool-RL pipelines do (ReTool: SFT
before RL): a cold start of a few steps of TRL's own ``SFTTrainer`` on a handful of transcripts in the
template's syntax (``run_python`` on the sum, its output, ``submit_answer`` with it), on other
numbers than the RL problems; then GRPO from those weights. Every call in the RL rollouts is sampled
by the model, parsed by TRL, run by TRL on the rollout's env, and its output spliced back by TRL. To
keep the CPU cost down, the lower 20 of the 30 decoder layers and the (tied) embeddings are frozen in
both phases: the forward pass is whole, the backward pass stops at layer 20.
"""

from __future__ import annotations

import copy
import functools
import json
import math
import re
import time

import pytest

trl = pytest.importorskip("trl")

from proctor.rewards.tool_template import use_tool_template  # noqa: E402
from proctor.rewards.trl_env import ANSWER_RECORDED, MathToolEnv  # noqa: E402

pytestmark = [pytest.mark.model, pytest.mark.slow]


def test_tool_template_is_what_trl_asks_of_a_tokenizer(smollm2):
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


# the cold start's transcripts and the RL problems (other numbers: the model must copy them)
SFT_PROBLEMS = [("37 * 12", "444"), ("918 - 259", "659"), ("45 + 78", "123"), ("23 * 31", "713"),
                ("1000 - 387", "613"), ("56 + 89", "145"), ("17 * 19", "323"), ("604 - 78", "526")]  # fmt: skip
RL_PROBLEMS = [("26 * 14", "364"), ("812 - 397", "415")]
GENERATIONS = 2  # rollouts per problem (a GRPO group)
STEPS = 2
SFT_STEPS = 8
MAX_COMPLETION = 112  # tokens: two calls (~22 each), their answers, a last sentence
FROZEN_LAYERS = 20  # of 30: the backward pass stops above them (CPU cost)
ARITHMETIC = re.compile(r"print\((\d+) ([-+*]) (\d+)\)\s*")


def question(expr: str) -> str:
    return f"What is {expr}?"


def tool_turn(name: str, **arguments) -> dict:
    call = {"name": name, "arguments": json.dumps(arguments)}
    return {"role": "assistant", "content": "", "tool_calls": [{"type": "function", "function": call}]}


def transcript(expr: str, value: str, tools: str) -> dict:
    """A solved problem in the template's syntax, as SFTTrainer takes it (prompt, completion, tools)."""
    return {
        "prompt": [{"role": "user", "content": question(expr)}],
        "completion": [
            tool_turn("run_python", code=f"print({expr})"),
            {"role": "tool", "name": "run_python", "content": value + "\n"},
            tool_turn("submit_answer", answer=value),
            {"role": "tool", "name": "submit_answer", "content": ANSWER_RECORDED},
            {"role": "assistant", "content": f"The answer is {value}."},
        ],
        "tools": tools,
    }


def freeze_lower_layers(model) -> list[str]:
    """Freeze the embeddings and the lower decoder layers; returns the names of the trained weights."""
    trained = []
    for name, param in model.named_parameters():
        layer = int(name.split(".layers.")[1].split(".")[0]) if ".layers." in name else -1
        param.requires_grad_(layer >= FROZEN_LAYERS)
        if param.requires_grad:
            trained.append(name)
    return trained


def python_value(code: str) -> str | None:
    """What ``print(a op b)`` prints, computed here (not by the sandbox); None for other code."""
    m = ARITHMETIC.fullmatch(code)
    if not m:
        return None
    a, op, b = int(m[1]), m[2], int(m[3])
    return f"{a * b if op == '*' else a + b if op == '+' else a - b}\n"


class Capturing(trl.GRPOTrainer):
    """GRPOTrainer that keeps, per generation batch, what TRL sampled, parsed and logged, and each
    rollout's env as TRL left it (TRL reuses the env objects from batch to batch)."""

    def _generate_and_score_completions(self, inputs):
        out = super()._generate_and_score_completions(inputs)
        ids, mask = out["completion_ids"], out["completion_mask"]
        self.batches.append(
            {
                "step": self.state.global_step,
                "rows": [dict(x) for x in inputs],
                "envs": [
                    (id(e), e._prompt, e._gold, list(e.calls), e.last_status) for e in self.environments
                ],
                "completions": list(self._logs["completion"]),
                "rewards": list(self._logs["rewards"]["MathToolEnv"]),
                "texts": [self.processing_class.decode(i[m.bool()]) for i, m in zip(ids, mask, strict=True)],
            }  # fmt: skip
        )
        last = self.batches[-1]
        print(
            f"step {last['step']}: calls {[e[3] for e in last['envs']]}, rewards {last['rewards']}",
            flush=True,
        )
        return out


def test_grpo_environment_factory_runs_proctor_tools_and_rewards_proctor_grades(smollm2, tmp_path):
    """A cold start with TRL's SFTTrainer, then TRL's GRPOTrainer with ``environment_factory=MathToolEnv``
    for two steps. Checked on every rollout: its own env, reset with its row; the calls TRL parsed are
    the calls the env ran, in order; a ``run_python`` output is what the code prints (computed here,
    not by the sandbox) and it is in the completion's tokens inside ``<tool_response>``; TRL's reward is
    proctor's grade of the submitted answer (a fresh grader); the weights moved exactly when some
    group's rewards differed."""
    import torch
    from datasets import Dataset
    from transformers.utils import get_json_schema

    from proctor.grading import get_grader
    from proctor.grading.base import grade_text

    t0 = time.perf_counter()
    base, original = smollm2
    model, tok = copy.deepcopy(base), use_tool_template(copy.deepcopy(original))
    trained = freeze_lower_layers(model)
    schema = MathToolEnv()
    tools = json.dumps([get_json_schema(schema.run_python), get_json_schema(schema.submit_answer)])
    common = dict(use_cpu=True, bf16=False, fp16=False, gradient_checkpointing=False, logging_steps=1,
                  report_to="none", save_strategy="no", disable_tqdm=True, seed=0)  # fmt: skip
    sft = trl.SFTTrainer(
        model=model,
        args=trl.SFTConfig(
            output_dir=str(tmp_path / "sft"),
            max_steps=SFT_STEPS,
            per_device_train_batch_size=4,
            learning_rate=5e-4,
            lr_scheduler_type="constant",
            completion_only_loss=True,
            **common,
        ),  # fmt: skip
        train_dataset=Dataset.from_list([transcript(e, v, tools) for e, v in SFT_PROBLEMS]),
        processing_class=tok,
    )
    sft.train()
    t_sft = time.perf_counter() - t0

    rows = [{"prompt": [{"role": "user", "content": question(e)}], "answer": v} for e, v in RL_PROBLEMS]
    args = trl.GRPOConfig(
        output_dir=str(tmp_path / "grpo"), max_steps=STEPS, per_device_train_batch_size=len(rows) * GENERATIONS,
        num_generations=GENERATIONS, max_completion_length=MAX_COMPLETION, temperature=1.0, beta=0.0,
        learning_rate=1e-5, shuffle_dataset=False, max_tool_calling_iterations=3, **common,
    )  # fmt: skip
    before = {n: p.detach().clone() for n, p in model.named_parameters() if p.requires_grad}
    trainer = Capturing(
        model=model, reward_funcs=[], args=args, train_dataset=Dataset.from_list(rows),
        processing_class=tok, environment_factory=MathToolEnv,
    )  # fmt: skip
    trainer.batches = []
    ids_of = functools.partial(tok.encode, add_special_tokens=False)
    trainer.train()

    grader = get_grader("math", mode="strict")  # a fresh one, as the Rewarder builds its default
    per_step_calls, rewards_seen, varied = [], [], False
    assert len(trainer.batches) == STEPS
    for batch in trainer.batches:
        n = len(batch["rows"])
        assert n == len(rows) * GENERATIONS
        assert len({env_id for env_id, *_ in batch["envs"]}) == n  # one env per rollout
        calls_here = {"run_python": 0, "submit_answer": 0, "answered": 0, "checked": 0}
        for i in range(n):
            row, (_, prompt, gold, calls, status) = batch["rows"][i], batch["envs"][i]
            completion, reward, text = batch["completions"][i], batch["rewards"][i], batch["texts"][i]
            assert gold == row["answer"] and row["prompt"][-1]["content"] in prompt  # reset with its row
            # TRL answers the parsed calls with one tool message each, in order; a call it could not
            # make (an unknown tool, wrong arguments) gets {'error': ...} and never reaches the env; a
            # last answer that would overrun the completion budget is dropped (the env did run it)
            parsed = [
                c["function"]
                for m in completion
                if m["role"] == "assistant"
                for c in m.get("tool_calls") or []
            ]
            returned = [m["content"] for m in completion if m["role"] == "tool"]
            assert len(parsed) >= len(returned)
            kept = [(c, r) for c, r in zip(parsed, returned, strict=False) if not r.startswith("{'error'")]
            dropped = parsed[len(returned) :]
            ran = [(c["tool"], c["arguments"]) for c in calls]
            assert ran == [(c["name"], c["arguments"]) for c, _ in kept + [(d, None) for d in dropped]]
            if dropped:
                assert len(ids_of(text)) > MAX_COMPLETION - 48, (text, dropped)
            for c in calls:
                calls_here[c["tool"]] += 1  # the calls the env ran (TRL parsed them all, as checked above)
            for c, (_, r) in zip(calls, kept, strict=False):
                assert c["output"] == r  # what the env returned is what TRL spliced back
                calls_here["answered"] += 1
                assert f"<tool_response>\n{r}\n</tool_response>" in text  # in the trained tokens
                if c["tool"] == "run_python" and (value := python_value(c["arguments"]["code"])) is not None:
                    assert r == value, c  # the sandbox ran the code the model wrote
                    calls_here["checked"] += 1
            submitted = [c["arguments"]["answer"] for c in calls if c["tool"] == "submit_answer"]
            if not submitted:
                assert (reward, status) == (0.0, "no_answer")
            else:
                g = grade_text(grader, f"\\boxed{{{submitted[-1]}}}", gold)
                expected = {"ok": "graded"}.get(g.status, g.status)
                assert status == expected
                if expected in ("graded", "no_answer"):
                    assert reward == float(g.correct)
                else:  # no verdict: None, which TRL logs as NaN (never a 0)
                    assert math.isnan(reward)
            rewards_seen.append(reward)
        per_step_calls.append(calls_here)
        groups = [batch["rewards"][j : j + GENERATIONS] for j in range(0, n, GENERATIONS)]
        varied |= any(len(set(g)) > 1 for g in groups)
        mean = {
            e["step"]: e["rewards/MathToolEnv/mean"]
            for e in trainer.state.log_history
            if "rewards/MathToolEnv/mean" in e
        }
        scored = [r for r in batch["rewards"] if not math.isnan(r)]
        assert mean[batch["step"] + 1] == pytest.approx(sum(scored) / len(scored))

    # the cold start took: most rollouts ran code in the sandbox and submitted an answer
    for calls_here in per_step_calls:
        assert calls_here["run_python"] >= len(rows) * GENERATIONS // 2, per_step_calls
        assert calls_here["submit_answer"] >= 1 and calls_here["checked"] >= 1, per_step_calls
    changed = [n for n in trained if not torch.equal(before[n], dict(model.named_parameters())[n].detach())]
    assert bool(changed) == varied, (len(changed), varied)
    print(
        f"\nenvironment_factory GRPO: SFT {t_sft:.0f} s, all {time.perf_counter() - t0:.0f} s; calls per step "
        f"{per_step_calls}; rewards {rewards_seen}; groups varied {varied}, {len(changed)} tensors changed"
    )


def test_env_failures_read_as_failures_never_as_zero():
    """What TRL gets from the env when something fails: a sandbox error reads as one in the tool's
    output (status first, then what the code printed and its traceback), never as an empty output; an
    answer the grader cannot decide is None (TRL: NaN, left out of the reward), not 0.0; no submission
    is the model's doing (0.0, ``no_answer``)."""
    env = MathToolEnv()
    env.reset(prompt=[{"role": "user", "content": question("26 * 14")}], answer="364")
    out = env.run_python("print(1)\n1/0")
    assert out.startswith("[error]\n1\n") and "ZeroDivisionError" in out
    assert env.run_python("print(26 * 14)") == "364\n"
    assert env.get_reward() == 0.0 and env.last_status == "no_answer"
    env.submit_answer("x^^2")
    assert env.get_reward() is None and env.last_status == "unparsable"
    env.submit_answer("364")
    assert env.get_reward() == 1.0 and env.last_status == "graded"
    assert [c["tool"] for c in env.calls] == ["run_python"] * 2 + ["submit_answer"] * 2
    env.reset(prompt="again", answer="5")
    assert (env.calls, env.tool_calls, env.last_status) == ([], 0, None)
