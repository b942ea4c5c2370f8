"""--protocol NAME: every preset renders its benchmark's problems; the presets whose peer formats a
template string are checked against that template, as the peer formats it; a run records the
protocol and the peer's metrics beside proctor's grade. (lm-eval's own rendering:
test_protocols_lmeval.py.)"""

from __future__ import annotations

import json
import tomllib

import pytest
from proctor_cli import run_proctor

from proctor.benchmarks import BenchmarkError, load_benchmark
from proctor.benchmarks.peer_metrics import RegexMatch
from proctor.benchmarks.protocol_presets import PROTOCOLS, get_protocol
from proctor.benchmarks.protocols import Pool, draw_indices, with_protocol
from proctor.envs.single_turn import initial_messages
from proctor.models.llamacpp.engine import embedded_path

from .test_registry import SHARED_FILES

GSM8K_TRAIN = "gsm8k_train.jsonl"

# The peers' template strings, copied verbatim from their files at the commits the presets name.
# Qwen2.5-Math evaluation/utils.py PROMPT_TEMPLATES["qwen25-math-cot"] and ["tool-integrated"]:
QWEN25_MATH_COT = (
    "<|im_start|>system\nPlease reason step by step, and put your final answer within \\boxed{{}}.<|im_end|>\n"
    "<|im_start|>user\n{input}<|im_end|>\n"
    "<|im_start|>assistant\n",
    "{output}",
    "\n\n",
)
QWEN_TOOL_INTEGRATED = ("Question: {input}\n\nSolution:\n", "{output}", "\n---\n")
# construct_prompt's prefix when prompt_type is "tora" (a plain string in their source: "\b" is a backspace)
QWEN_TORA_PREFIX = """Integrate step-by-step reasoning and Python code to solve math problems using the following guidelines:

- Analyze the question and write functions to solve the problem; the function should not take any arguments.
- Present the final result in LaTeX using a `\boxed{}` without any units.
- Utilize the `pi` symbol and `Rational`` from Sympy for $\\pi$ and fractions, and simplify all fractions and square roots without converting them to decimal values.

Here are some examples you may refer to:

---

"""
# NeMo-Skills nemo_skills/prompt/config/generic/math.yaml, `user: |-` (a YAML block: no escapes)
NEMO_GENERIC_MATH_USER = (
    "Solve the following math problem. Make sure to put the answer (and only answer) inside \\boxed{{}}.\n\n"
    "{examples}{problem}"
)


def _loaded(name, shared_data, grader_for, limit=3):
    file, _ = SHARED_FILES[name]
    return load_benchmark(name, data=shared_data / file, grader=grader_for(_spec_grader(name)), limit=limit)


def _spec_grader(name):
    from proctor.benchmarks import REGISTRY

    return REGISTRY[name].grader


def _under(key, shared_data, grader_for, limit=3):
    """The first ``limit`` problems of the preset's benchmark (offline copy), under the preset."""
    protocol = PROTOCOLS[key]
    file, _ = SHARED_FILES[protocol.benchmark]
    full = load_benchmark(
        protocol.benchmark, data=shared_data / file, grader=grader_for(_spec_grader(protocol.benchmark))
    )
    pool_data = shared_data / GSM8K_TRAIN if protocol.pool else None
    return full, with_protocol(full, protocol, pool_data, limit)


@pytest.mark.parametrize("key", sorted(PROTOCOLS), ids=lambda k: f"{k[0]}:{k[1]}")
def test_every_preset_renders_its_benchmark(key, shared_data, grader_for):
    protocol = PROTOCOLS[key]
    assert protocol.reason and protocol.definition and protocol.peer
    full, bench = _under(key, shared_data, grader_for)
    assert len(bench.problems) == 3 and bench.fingerprint != full.fingerprint
    for before, p in zip(full.problems, bench.problems, strict=False):
        assert p.id == before.id and p.answer == before.answer
        assert before.question.strip() in p.prompt
        assert (
            "Please reason step by step, and put your final answer" not in p.prompt
        )  # not proctor's template
        assert p.prompt == protocol._stripped(protocol.block(before.question)) or protocol.form == "prompt"
        assert p.prompt.endswith(protocol.block(before.question).strip(protocol.strip or ""))
        if protocol.form == "chat":
            assert len(p.context) == 2 * protocol.shots
        else:  # each exemplar's query, then the problem's
            assert p.prompt.count(protocol.query.split("{question}")[0]) >= protocol.shots + 1
            assert p.context == []


def test_qwen_math_cot_is_their_chatml_string(shared_data, grader_for):
    """The embedded model's ChatML chat template over proctor's messages gives the string
    Qwen2.5-Math's construct_prompt formats (str.format(input=question), then strip(" "))."""
    from llama_cpp import Llama
    from llama_cpp.llama_chat_format import Jinja2ChatFormatter

    llm = Llama(model_path=str(embedded_path()), vocab_only=True, verbose=False)
    chat = Jinja2ChatFormatter(llm.metadata["tokenizer.chat_template"], eos_token="", bos_token="")
    for bench in ("math500", "aime24", "gsm8k"):
        protocol = get_protocol("qwen-math", bench)
        _, loaded = _under(("qwen-math", bench), shared_data, grader_for, limit=5)
        for p in loaded.problems:
            messages = initial_messages(protocol.system, p)
            theirs = QWEN25_MATH_COT[0].format(input=p.question.strip()).strip(" ")
            assert chat(messages=messages).prompt == theirs


def test_qwen_math_tir_prompt_is_construct_prompt(shared_data, grader_for):
    _, loaded = _under(("qwen-math-tir", "math500"), shared_data, grader_for, limit=5)
    for p in loaded.problems:
        theirs = (QWEN_TORA_PREFIX + QWEN_TOOL_INTEGRATED[0].format(input=p.question.strip())).strip(" ")
        assert p.prompt == theirs and "\x08oxed{}" in p.prompt and p.context == []


def test_nemo_skills_user_message_is_their_template(shared_data, grader_for):
    for bench in ("math500", "aime24"):
        _, loaded = _under(("nemo-skills", bench), shared_data, grader_for, limit=5)
        for p in loaded.problems:
            assert p.prompt == NEMO_GENERIC_MATH_USER.format(examples="", problem=p.question)
            assert initial_messages(None, p) == [{"role": "user", "content": p.prompt}]


def test_lighteval_gsm8k_turns(shared_data, grader_for):
    _, loaded = _under(("lighteval", "gsm8k"), shared_data, grader_for, limit=4)
    train = [json.loads(line) for line in (shared_data / GSM8K_TRAIN).open(encoding="utf-8")]
    solutions = {r["solution"] for r in train}
    for p in loaded.problems:
        assert p.prompt == f"Question: {p.question}\nAnswer:"
        users, assistants = p.context[0::2], p.context[1::2]
        assert [t["role"] for t in p.context] == ["user", "assistant"] * 5
        assert all(
            t["content"].startswith("Question: ") and t["content"].endswith("\nAnswer:") for t in users
        )
        assert all(t["content"][0] == " " and t["content"][1:] in solutions for t in assistants)
    assert len({json.dumps(p.context) for p in loaded.problems}) == 4  # drawn per problem


def test_samplers_draw_per_problem_and_first_n_does_not():
    lm = Pool(split="train", question=("q",), target=("a",), sampler="lm-eval", seed=1234)
    draws = draw_indices(lm, 5, 7473, 10)
    assert all(len(set(d)) == 5 for d in draws) and len({tuple(d) for d in draws}) == 10
    assert draw_indices(lm, 5, 7473, 3) == draws[:3]  # the first problems' draws do not depend on the rest
    light = lm.model_copy(update={"sampler": "lighteval", "seed": 42})
    assert draw_indices(light, 5, 7473, 3) != draw_indices(light, 5, 7473, 10)[:3]  # shuffled order
    first = lm.model_copy(update={"sampler": "first_n"})
    assert draw_indices(first, 5, 7473, 3) == [[0, 1, 2, 3, 4]] * 3
    with pytest.raises(BenchmarkError, match="its pool has 4 rows"):
        draw_indices(lm, 5, 4, 3)


def test_gsm8k_gold_reads_the_same_from_rationale_or_answer(shared_data):
    """lm-eval's reference is the hub's rationale ("... #### 1,234"); proctor's gold is the number.
    Under the strict-match metric's cleaning the two agree on every test and train row."""
    metric = PROTOCOLS[("lm-eval", "gsm8k")].metrics[0]
    assert isinstance(metric, RegexMatch)
    for file in ("gsm8k_test.jsonl", GSM8K_TRAIN):
        for line in (shared_data / file).open(encoding="utf-8"):
            row = json.loads(line)
            assert metric._clean(row["solution"]) == metric._clean(row["answer"]), row["id"]


def test_unknown_or_mismatched_protocol_is_refused():
    with pytest.raises(BenchmarkError, match=r"unknown protocol 'lm-evl' \(did you mean lm-eval\?\)"):
        get_protocol("lm-evl", "gsm8k")
    with pytest.raises(BenchmarkError, match="protocol 'lm-eval-cot' has no preset for benchmark 'aime24'"):
        get_protocol("lm-eval-cot", "aime24")


def test_cli_records_protocol_and_peer_metrics(tmp_path, shared_data):
    out = tmp_path / "run"
    args = ["eval", "gsm8k", "--data", str(shared_data / "gsm8k_test.jsonl"), "--protocol", "lm-eval"]
    args += ["--protocol-data", str(shared_data / GSM8K_TRAIN), "--limit", "2", "-q", "--output", str(out)]
    # proctor's grader reads the box; lm-eval's strict-match wants "#### N", and its flexible-extract
    # takes the last run of [$0-9.,]: the "$." after the box, which its cleaning leaves empty
    r = run_proctor(*args, "--model", "mock:She makes 9 * 2 = 18 dollars. The answer is $\\boxed{18}$.")
    cfg = tomllib.loads((out / "config.toml").read_text())
    assert cfg["prompt"]["protocol"] == "lm-eval" and cfg["prompt"]["protocol_verified"] is True
    assert cfg["prompt"]["protocol_data"] == str(shared_data / GSM8K_TRAIN)
    assert cfg["sampling"]["max_tokens"] == 256 and cfg["sampling"]["temperature"] == 0.0
    assert cfg["sampling"]["stop"] == ["Question:", "</s>", "<|im_end|>"]
    records = [json.loads(line) for line in (out / "samples.jsonl").read_text().splitlines()]
    by_id = {rec["problem_id"]: rec for rec in records}
    first = by_id["0"]  # gold 18
    assert first["correct"] is True and first["extracted"] == "18"
    assert first["info"]["peer"]["strict-match"] == {"extracted": "[invalid]", "correct": False}
    assert first["info"]["peer"]["flexible-extract"] == {"extracted": "$.", "correct": False}
    users = [m["content"] for m in first["messages"] if m["role"] == "user"]  # 5 exemplars as turns, then it
    assert len(users) == 6 and all(u.startswith("Question: ") and u.endswith("\nAnswer:") for u in users)
    assert by_id["1"]["correct"] is False  # gold 3: every metric says wrong
    peer = json.loads((out / "summary.json").read_text())["peer"]
    assert peer["protocol"] == "lm-eval" and peer["samples"] == 2
    assert peer["metrics"]["strict-match"] == {"correct": 0, "accuracy": 0.0, "disagree_with_proctor": 1}
    assert peer["disagreeing_samples"] == 1
    (listed,) = peer["disagreements"]
    assert listed["problem_id"] == "0" and listed["proctor"] == {"extracted": "18", "correct": True}
    assert listed["strict-match"]["extracted"] == "[invalid]"
    assert "strict-match 0.0%, flexible-extract 0.0%; 1 of 2 samples graded otherwise" in r.stdout
    (out / "summary.json").unlink()  # a resume reloads the protocol: same prompts, same fingerprint
    run_proctor("eval", "--resume", str(out), "-q")
    assert tomllib.loads((out / "config.toml").read_text()) == cfg


def test_cli_refuses_protocol_beside_fewshot(tmp_path, shared_data):
    data = str(shared_data / "gsm8k_test.jsonl")
    r = run_proctor(
        "eval", "gsm8k", "--data", data, "--protocol", "lm-eval", "--fewshot", "2", "--model", "mock:x",
        "--output", str(tmp_path / "a"), check=False,
    )  # fmt: skip
    assert (
        r.returncode == 2
        and "--protocol lm-eval sets the prompt and its exemplars; drop --fewshot" in r.stderr
    )
    r = run_proctor("protocols")
    assert "lm-eval-cot" in r.stdout and "nemo-skills" in r.stdout


def test_raw_prompt_sends_the_prompt_form_as_one_text(tmp_path, shared_data, grader_for):
    """--raw-prompt: what lm-eval sends a model without a chat template (its raw context, which
    test_protocols_lmeval.py checks is the prompt form), as one plain text; a resume keeps it."""
    out = tmp_path / "run"
    args = ["eval", "gsm8k", "--data", str(shared_data / "gsm8k_test.jsonl"), "--protocol", "lm-eval"]
    args += ["--protocol-data", str(shared_data / GSM8K_TRAIN), "--limit", "2", "-q", "--output", str(out)]
    run_proctor(*args, "--raw-prompt", "--model", "mock:")  # the mock echoes a raw prompt's last line
    cfg = tomllib.loads((out / "config.toml").read_text())
    assert cfg["prompt"]["raw"] is True and cfg["prompt"]["protocol_form"] == "prompt"
    assert cfg["prompt"]["protocol_verified"] is True  # lm-eval's raw contexts are checked
    assert cfg["prompt"]["system"] == ""
    full = load_benchmark("gsm8k", data=shared_data / "gsm8k_test.jsonl", grader=grader_for("math"))
    prompt_form = get_protocol("lm-eval", "gsm8k").model_copy(update={"form": "prompt"})
    expected = {
        p.id: p.prompt for p in with_protocol(full, prompt_form, shared_data / GSM8K_TRAIN, 2).problems
    }
    records = [json.loads(line) for line in (out / "samples.jsonl").read_text().splitlines()]
    for rec in records:
        user, assistant = rec["messages"]
        assert user == {"role": "user", "content": expected[rec["problem_id"]]}
        assert user["content"].count("Question: ") == 6  # five exemplars and the problem, in the text
        assert assistant["content"] == "Answer:"  # the raw text's last line: the mock saw a string
    chat_out = tmp_path / "chat"  # the same protocol without --raw-prompt: chat turns
    run_proctor(*[a if a != str(out) else str(chat_out) for a in args], "--model", "mock:")
    chat_rec = json.loads((chat_out / "samples.jsonl").read_text().splitlines()[0])
    *turns, last_user, reply = chat_rec["messages"]
    assert (
        len(turns) == 10
        and last_user["content"].startswith("Question: ")
        and "\n\n" not in last_user["content"]
    )
    assert reply["content"] == ""  # the echo of the whole question, cut at the stop string "Question:"
    (out / "summary.json").unlink()
    run_proctor("eval", "--resume", str(out), "-q")
    assert tomllib.loads((out / "config.toml").read_text()) == cfg


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--env", "tool"], "env 'tool' holds a conversation of turns"),
        (["--fewshot", "2", "--fewshot-as-chat"], "Drop one of them"),
        (["--system-prompt", "Be brief."], "no place for a system prompt (this one is the config's)"),
        (["--protocol", "qwen-math"], "no place for a system prompt (this one is the protocol's)"),
        (
            ["--set", "model.reasoning_effort=high"],
            "model.reasoning_effort would be recorded but never applied",
        ),
        (["--set", "sampling.max_thinking_tokens=64"], "does not say a raw prompt's tokens"),
    ],
    ids=["env", "chat-exemplars", "system", "protocol-system", "chat-setting", "thinking-budget"],
)
def test_raw_prompt_refuses_what_is_more_than_one_text(extra, message, tmp_path, shared_data):
    data = str(shared_data / "gsm8k_test.jsonl")
    r = run_proctor(
        "eval", "gsm8k", "--data", data, "--raw-prompt", *extra, "--model", "mock:x",
        "--output", str(tmp_path / "a"), check=False,
    )  # fmt: skip
    assert r.returncode == 2 and message in r.stderr, r.stderr
    assert not (tmp_path / "a").exists()


def test_a_protocol_sent_raw_is_verified_only_where_the_peers_raw_contexts_were_compared(shared_data):
    from proctor.config import RunConfig
    from proctor.runner.prepared import prepare

    def prepared(protocol, raw):
        return prepare(
            RunConfig.model_validate(
                {
                    "benchmark": {"name": "gsm8k", "data": str(shared_data / "gsm8k_test.jsonl"), "limit": 2},
                    "model": {"ref": "mock:"},
                    "prompt": {
                        "protocol": protocol,
                        "protocol_data": str(shared_data / GSM8K_TRAIN),
                        "raw": raw,
                    },
                }
            )
        )

    lighteval = prepared("lighteval", True)
    assert (
        lighteval.protocol.form == "prompt"
        and lighteval.effective_config()["prompt"]["protocol_verified"] is False
    )
    assert prepared("lighteval", False).effective_config()["prompt"]["protocol_verified"] is True
    assert prepared("lm-eval", True).effective_config()["prompt"]["protocol_verified"] is True
    from proctor.rewards.step import StepEnv

    with pytest.raises(ValueError, match="without prompt.raw"):
        StepEnv.from_prepared(lighteval, tokenizer=None)
