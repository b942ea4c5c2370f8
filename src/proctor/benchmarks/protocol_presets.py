"""The protocol presets: each peer's task definition ported as data (docs/benchmarks.md, Protocols).

Each names the file and commit it was read from. ``verified`` says whether a test renders the same
problems with the peer's own code and finds every prompt byte-identical; ``reason`` says what that
test is, or why there is none.
"""

from __future__ import annotations

from proctor.benchmarks.errors import BenchmarkError
from proctor.benchmarks.fewshot import FEWSHOT_SETS
from proctor.benchmarks.peer_metrics import MinervaMatch, RegexMatch
from proctor.benchmarks.protocols import Pool, Protocol
from proctor.suggest import did_you_mean

LM_EVAL = "lm-evaluation-harness 0.4.13 (the PyPI release, lm_eval/tasks)"
LIGHTEVAL = "lighteval 0.13.0 (the PyPI release, lighteval/tasks)"
QWEN_MATH = "Qwen2.5-Math evaluation (QwenLM/Qwen2.5-Math@a45202bd)"
NEMO_SKILLS = "NeMo-Skills (NVIDIA/NeMo-Skills@0b012df8)"

# Where a preset's rendering test runs (``Protocol.checked``): lm-eval's in CI (the bench extra);
# the peers below cannot be installed beside proctor, so their tests ran by hand, then, like this.
_LIGHTEVAL_CHECK = (
    "by hand on 2026-12-03 (lighteval 0.13.0 installed apart: CI cannot install it beside proctor); "
    "rerun: pip install --no-deps --target DIR lighteval==0.13.0 inspect_ai latex2sympy2_extended==1.0.6, "
    "then PYTHONPATH=DIR pytest tests/benchmarks/test_protocols_lighteval.py"
)
_QWEN_CHECK = (
    "by hand on 2026-12-03 (QwenLM/Qwen2.5-Math@a45202bd: no package, CI has no checkout); rerun: "
    "QWEN25_MATH_EVALUATION=CHECKOUT/evaluation pytest tests/benchmarks/test_protocols_qwen.py"
)
_NEMO_CHECK = (
    "by hand on 2026-12-03 (NVIDIA/NeMo-Skills@0b012df8: no PyPI distribution, CI has no checkout); "
    "rerun: PYTHONPATH=CHECKOUT (with fire, termcolor) pytest tests/benchmarks/test_protocols_nemo.py"
)

# lm-eval's gsm8k exact_match: regexes_to_ignore, ignore_case true, ignore_punctuation false
_GSM8K_IGNORE = (",", "\\$", "(?s).*#### ", "\\.$")
_FLEXIBLE = RegexMatch(
    name="flexible-extract", pattern=r"(-?[$0-9.,]{2,})|(-?[0-9]+)", group_select=-1, ignore=_GSM8K_IGNORE, ignore_case=True
)  # fmt: skip
_TRAIN = Pool(split="train", question=("question", "problem"), target=("solution", "answer"), sampler="lm-eval", seed=1234)  # fmt: skip
_LM_EVAL_VERIFIED = (
    "the chat messages equal those lm-eval's own task objects (TaskManager, fewshot_context with "
    "apply_chat_template and fewshot_as_multiturn, what lm_eval --apply_chat_template does by default "
    "in 0.4.13; the evaluator's few-shot seed) build on the offline copies, and its raw contexts equal the "
    "same preset's prompt form: tests/benchmarks/test_protocols_lmeval.py"
)

# lm-eval's minerva_math exemplars (utils.py list_fewshot_samples, task version 3.1) are proctor's
# minerva-math set, character for character (earlier versions had a stray "}" and single backslashes).
_MINERVA = tuple((e.question, e.solution) for e in FEWSHOT_SETS["minerva-math"].exemplars)

_LM_EVAL = [
    Protocol(
        name="lm-eval",
        benchmark="gsm8k",
        peer=LM_EVAL,
        task="gsm8k",
        definition="lm_eval/tasks/gsm8k/gsm8k.yaml (task version 3.0)",
        query="Question: {question}\nAnswer:",
        shots=5,
        pool=_TRAIN,
        form="chat",  # lm_eval --apply_chat_template: the exemplars as turns (fewshot_as_multiturn)
        stop=("Question:", "</s>", "<|im_end|>"),
        max_tokens=256,  # no max_gen_toks in the task: the models' default
        temperature=0.0,
        metrics=(
            RegexMatch(
                name="strict-match", pattern=r"#### (\-?[0-9\.\,]+)", ignore=_GSM8K_IGNORE, ignore_case=True
            ),
            _FLEXIBLE,
        ),  # fmt: skip
        verified=True,
        raw_verified=True,  # its raw contexts are checked too (test_protocols_lmeval.py)
        reason=_LM_EVAL_VERIFIED,
    ),
    Protocol(
        name="lm-eval-cot",
        benchmark="gsm8k",
        peer=LM_EVAL,
        task="gsm8k_cot",
        definition="lm_eval/tasks/gsm8k/gsm8k-cot.yaml (task version 3.0)",
        query="Q: {question}\nA:",
        shots=8,
        exemplars=tuple((e.question, e.solution) for e in FEWSHOT_SETS["gsm8k-cot"].exemplars),
        form="chat",
        stop=("Q:", "</s>", "<|im_end|>"),
        max_tokens=256,
        temperature=0.0,
        metrics=(
            RegexMatch(
                name="strict-match",
                pattern=r"The answer is (\-?[0-9\.\,]+).",
                ignore=_GSM8K_IGNORE,
                ignore_case=True,
            ),
            _FLEXIBLE,
        ),  # fmt: skip
        verified=True,
        raw_verified=True,  # its raw contexts are checked too (test_protocols_lmeval.py)
        reason=_LM_EVAL_VERIFIED,
    ),
    Protocol(
        name="lm-eval",
        benchmark="math500",
        peer=LM_EVAL,
        task="minerva_math500",
        definition="lm_eval/tasks/minerva_math/minerva_math500.yaml + minerva_math_algebra.yaml, utils.py (version 3.1)",
        query="Problem:\n{question}\n\nSolution:",
        shots=4,
        exemplars=_MINERVA,
        form="chat",
        stop=("Problem:",),
        max_tokens=256,
        temperature=0.0,
        metrics=(MinervaMatch(),),
        verified=True,
        raw_verified=True,  # its raw contexts are checked too (test_protocols_lmeval.py)
        reason=_LM_EVAL_VERIFIED + "; the exact_match peer metric leaves out lm-eval's sympy "
        "equivalence (normalised strings only) and its math_verify metric",
    ),
]

_LIGHTEVAL_VERIFIED = (
    "every problem's messages equal those lighteval 0.13.0's own code builds ({task} task config, "
    "LightevalTask.get_docs, PromptManager) on the offline copies: tests/benchmarks/"
    "test_protocols_lighteval.py, which needs lighteval installed apart (pip would downgrade "
    "latex2sympy2_extended 1.11 to 1.0.6, which math-verify and proctor's math grader use); {metric}"
)
# lighteval's math prompts (src/lighteval/tasks/tasks/math_500.py MATH_QUERY_TEMPLATE, aime.py
# MATH_PROMPT_TEMPLATE, which dedent keeps between newlines), with {prompt} as {question}
_LIGHTEVAL_MATH500 = (
    "Solve the following problem. The final line of your response MUST be of the following format:\n"
    '"ANSWER: $ANSWER" (without quotes) where $ANSWER is the final answer. Think step by step before '
    "answering.\n\n{question}"
)
_LIGHTEVAL_AIME = (
    "\nSolve the following math problem efficiently and clearly.  The last line of your response should be "
    "of the following format: 'Therefore, the final answer is: $\\boxed{{ANSWER}}$. I hope it is correct' "
    "(without quotes) where ANSWER is just the final number or expression that solves the problem. Think "
    "step by step before answering.\n\n{question}\n"
)
_LIGHTEVAL = [
    Protocol(
        name="lighteval",
        benchmark="gsm8k",
        peer=LIGHTEVAL,
        task="gsm8k (SmolLM2's 5-shot protocol, --use-chat-template)",
        definition="src/lighteval/tasks/tasks/gsm8k.py gsm8k_prompt, few_shots_select random_sampling_from_train",
        query="Question: {question}\nAnswer:",
        chat_target=" {target}",  # the gold choice is f" {answer}": the assistant turn keeps the space
        shots=5,
        pool=_TRAIN.model_copy(update={"sampler": "lighteval", "seed": 42}),
        form="chat",
        stop=("Question:",),
        max_tokens=256,  # generation_size
        temperature=0.0,
        verified=True,
        checked=_LIGHTEVAL_CHECK,
        reason=_LIGHTEVAL_VERIFIED.format(
            task="gsm8k, num_fewshots=5", metric="proctor's grader stands in for its expr_gold_metric"
        ),
    ),
    Protocol(
        name="lighteval",
        benchmark="math500",
        peer=LIGHTEVAL,
        task="math_500",
        definition="src/lighteval/tasks/tasks/math_500.py math_500_prompt (version 2)",
        query=_LIGHTEVAL_MATH500,
        form="chat",
        max_tokens=32768,  # generation_size
        verified=True,
        checked=_LIGHTEVAL_CHECK,
        reason=_LIGHTEVAL_VERIFIED.format(
            task="math_500", metric="proctor's grader stands in for its pass@k math metric"
        ),
    ),
    Protocol(
        name="lighteval",
        benchmark="aime24",
        peer=LIGHTEVAL,
        task="aime24",
        definition="src/lighteval/tasks/tasks/aime.py aime_prompt (version 2)",
        query=_LIGHTEVAL_AIME,
        form="chat",
        verified=True,
        checked=_LIGHTEVAL_CHECK,
        reason=_LIGHTEVAL_VERIFIED.format(
            task="aime24", metric="proctor's grader stands in for its math metrics"
        ),
    ),
]

# Qwen2.5-Math evaluation/utils.py PROMPT_TEMPLATES["qwen25-math-cot"]: a ChatML string holding this
# system message and the question as the user turn; construct_prompt strips the question.
QWEN_COT_SYSTEM = "Please reason step by step, and put your final answer within \\boxed{}."
# construct_prompt's prefix for "tool-integrated" (a plain string in their source, so its "\b" is a
# backspace character: kept), before PROMPT_TEMPLATES["tool-integrated"]
QWEN_TIR_PREFIX = """Integrate step-by-step reasoning and Python code to solve math problems using the following guidelines:

- Analyze the question and write functions to solve the problem; the function should not take any arguments.
- Present the final result in LaTeX using a `\boxed{{}}` without any units.
- Utilize the `pi` symbol and `Rational`` from Sympy for $\\pi$ and fractions, and simplify all fractions and square roots without converting them to decimal values.

Here are some examples you may refer to:

---

"""
_QWEN_STOP = ("</s>", "<|im_end|>", "<|endoftext|>")
_QWEN_BENCHMARKS = ("gsm8k", "math500", "aime24", "amc23", "minerva_math", "olympiadbench")
NEMO_MATH_USER = (
    "Solve the following math problem. Make sure to put the answer (and only answer) inside \\boxed{{}}.\n\n"
    "{question}"
)
_NEMO_BENCHMARKS = ("gsm8k", "math500", "aime24", "aime25", "amc23", "minerva_math", "olympiadbench")

_QWEN = [
    Protocol(
        name="qwen-math",
        benchmark=bench,
        peer=QWEN_MATH,
        task=f"{bench}, prompt_type qwen25-math-cot, 0-shot",
        definition="evaluation/utils.py PROMPT_TEMPLATES['qwen25-math-cot'], construct_prompt; sh/eval.sh",
        system=QWEN_COT_SYSTEM,
        query="{question}",
        strip_question=True,
        form="chat",
        stop=_QWEN_STOP,
        max_tokens=2048,  # max_tokens_per_call
        temperature=0.0,
        verified=True,
        checked=_QWEN_CHECK,
        reason="the embedded model's ChatML chat template over proctor's messages gives the string their "
        "construct_prompt builds (tests/benchmarks/test_protocols_qwen.py against their evaluation/utils.py, "
        "QWEN25_MATH_EVALUATION naming it; test_protocols.py against a verbatim copy of the template); for "
        "models whose chat template is ChatML (Qwen2.5); proctor's grader stands in for theirs",
    )
    for bench in _QWEN_BENCHMARKS
] + [
    Protocol(
        name="qwen-math-tir",
        benchmark=bench,
        peer=QWEN_MATH,
        task=f"{bench}, prompt_type tool-integrated, 0-shot",
        definition="evaluation/utils.py PROMPT_TEMPLATES['tool-integrated'], construct_prompt; math_eval.py",
        query=QWEN_TIR_PREFIX + "Question: {question}\n\nSolution:\n",
        strip_question=True,
        strip=" ",
        form="chat",
        stop=(*_QWEN_STOP, "\n\n---", "```output"),
        max_tokens=2048,
        temperature=0.0,
        verified=False,
        checked=_QWEN_CHECK,
        reason="the prompt equals construct_prompt's (test_protocols_qwen.py), but math_eval.py sends it as raw text "
        "without a chat template and runs its own code loop (up to 4 calls, each cut at ```output); "
        "proctor sends it as the user turn, and code runs in proctor's tool env",
    )
    for bench in _QWEN_BENCHMARKS
]

_NEMO = [
    Protocol(
        name="nemo-skills",
        benchmark=bench,
        peer=NEMO_SKILLS,
        task=f"{bench}, prompt_config generic/math, 0-shot",
        definition="nemo_skills/prompt/config/generic/math.yaml (user; no few-shot examples)",
        query=NEMO_MATH_USER,
        form="chat",
        temperature=0.0,
        verified=True,
        checked=_NEMO_CHECK,
        reason="every problem's messages equal NeMo-Skills' own get_prompt('generic/math').fill() "
        "(tests/benchmarks/test_protocols_nemo.py, which needs nemo_skills importable: pip finds no "
        "distribution, so its repository's folder on PYTHONPATH); its generation defaults are greedy with "
        "no token limit of its own (proctor's max_tokens applies), and proctor's grader stands in for "
        "symbolic_correct (a missing answer is its no_answer)",
    )
    for bench in _NEMO_BENCHMARKS
]

PROTOCOLS: dict[tuple[str, str], Protocol] = {
    (p.name, p.benchmark): p for p in (*_LM_EVAL, *_LIGHTEVAL, *_QWEN, *_NEMO)
}


def protocols_for(benchmark: str) -> list[str]:
    return [name for name, bench in PROTOCOLS if bench == benchmark]


def get_protocol(name: str, benchmark: str) -> Protocol:
    """The preset ``name`` for ``benchmark``, or an error listing the ones there are."""
    if (name, benchmark) in PROTOCOLS:
        return PROTOCOLS[(name, benchmark)]
    names = sorted({n for n, _ in PROTOCOLS})
    here = protocols_for(benchmark)
    if name not in names:
        hint = did_you_mean(name, names)
        raise BenchmarkError(
            f"unknown protocol {name!r}{hint}. Protocols: {', '.join(names)}.\n"
            "Fix: use one of these (`proctor protocols` lists each with its benchmarks)."
        )
    benches = sorted(b for n, b in PROTOCOLS if n == name)
    raise BenchmarkError(
        f"protocol {name!r} has no preset for benchmark {benchmark!r}; it measures {', '.join(benches)}.\n"
        f"Fix: "
        + (
            f"for {benchmark}, use one of {', '.join(here)}"
            if here
            else f"{benchmark} has no protocol preset"
        )
        + ", or evaluate one of those benchmarks."
    )
