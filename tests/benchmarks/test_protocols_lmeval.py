"""The lm-eval presets against lm-evaluation-harness itself: its own task objects (TaskManager, the
installed task YAMLs, ``build_all_requests`` with the evaluator's few-shot seed) render the same
problems, read from the offline copies instead of the hub, and every context must equal proctor's
prompt byte for byte; its own filters and metrics must give the peer scores proctor records.

Needs lm-eval (the ``bench`` extra); skipped without it."""

from __future__ import annotations

import importlib.metadata
import json
from pathlib import Path

import pytest

lm_eval = pytest.importorskip("lm_eval")

from lm_eval.tasks import TaskManager  # noqa: E402

from proctor.benchmarks import load_benchmark  # noqa: E402
from proctor.benchmarks.peer_metrics import MinervaMatch  # noqa: E402
from proctor.benchmarks.protocol_presets import PROTOCOLS  # noqa: E402
from proctor.benchmarks.protocols import with_protocol  # noqa: E402
from proctor.envs.single_turn import initial_messages  # noqa: E402

TASKS = Path(lm_eval.__file__).parent / "tasks"
FEWSHOT_SEED = 1234  # lm_eval.defaults.DEFAULT_OTHER_SEED: simple_evaluate's fewshot_random_seed
N = 40  # problems compared per task


def _hub_layout(shared_data: Path, out: Path) -> dict[str, str]:
    """The offline GSM8K copies in the hub's layout (question; answer = the rationale ending in ####)."""
    files = {}
    for split, name in (("train", "gsm8k_train.jsonl"), ("test", "gsm8k_test.jsonl")):
        rows = [json.loads(line) for line in (shared_data / name).open(encoding="utf-8")]
        path = out / f"gsm8k_{split}.jsonl"
        path.write_text(
            "".join(json.dumps({"question": r["problem"], "answer": r["solution"]}) + "\n" for r in rows)
        )
        files[split] = str(path)
    return files


def _answer_antlr_check(patch: pytest.MonkeyPatch) -> None:
    """minerva's utils.py insists on antlr4 4.11 when imported; its prompt functions never touch
    antlr, so that one check is answered while lm-eval imports it."""
    real = importlib.metadata.version
    patch.setattr(
        importlib.metadata, "version", lambda d: "4.11.0" if d == "antlr4-python3-runtime" else real(d)
    )


@pytest.fixture(scope="module")
def lm_tasks(tmp_path_factory, shared_data):
    """lm-eval's installed tasks (each YAML included whole) reading the local files, no network; one
    TaskManager for all (building its index takes half a minute)."""
    folder = tmp_path_factory.mktemp("lm_eval_tasks")
    gsm8k = _hub_layout(shared_data, folder)
    local = {
        "gsm8k": ("gsm8k/gsm8k.yaml", gsm8k),
        "gsm8k_cot": ("gsm8k/gsm8k-cot.yaml", gsm8k),
        "minerva_math500": (
            "minerva_math/minerva_math500.yaml",
            {"test": str(shared_data / "math500.jsonl")},
        ),
    }
    for name, (base, files) in local.items():
        config = {"include": str(TASKS / base), "task": f"local_{name}", "tag": []}
        config |= {"dataset_path": "json", "dataset_name": None, "dataset_kwargs": {"data_files": files}}
        (folder / f"local_{name}.yaml").write_text(json.dumps(config))
    with pytest.MonkeyPatch.context() as patch:
        _answer_antlr_check(patch)
        manager = TaskManager(include_path=str(folder))
        loaded = manager.load([f"local_{name}" for name in local])["tasks"]
    return {name: loaded[f"local_{name}"] for name in local}


def _contexts(task, **kwargs) -> list:
    task.set_fewshot_seed(seed=FEWSHOT_SEED)  # as simple_evaluate does before building requests
    task.build_all_requests(limit=N, rank=0, world_size=1, **kwargs)
    return [inst.args[0] for inst in sorted(task.instances, key=lambda i: i.doc_id)]


def _proctor(key, data: Path, pool: Path | None, grader_for, protocol=None):
    protocol = protocol or PROTOCOLS[key]
    from proctor.benchmarks import REGISTRY

    grader = grader_for(REGISTRY[protocol.benchmark].grader)
    full = load_benchmark(protocol.benchmark, data=data, grader=grader)
    return with_protocol(full, protocol, pool, N).problems


def _gsm8k(key, shared_data, grader_for, protocol=None):
    test, train = shared_data / "gsm8k_test.jsonl", shared_data / "gsm8k_train.jsonl"
    return _proctor(key, test, train, grader_for, protocol)


@pytest.mark.parametrize(
    ("key", "task"), [(("lm-eval", "gsm8k"), "gsm8k"), (("lm-eval-cot", "gsm8k"), "gsm8k_cot")], ids=str
)
def test_gsm8k_contexts_are_lm_evals(key, task, lm_tasks, shared_data, grader_for):
    """lm-eval's raw context (a base model's prompt) is the preset's prompt form, byte for byte."""
    task = lm_tasks[task]
    ours, theirs = _gsm8k(key, shared_data, grader_for, _prompt_form(key)), _contexts(task)
    assert len(theirs) == len(ours) == N
    for p, context in zip(ours, theirs, strict=True):
        assert p.prompt == context, p.id
    protocol = PROTOCOLS[key]
    assert all(context.count("\n\n") >= protocol.shots for context in theirs)
    kwargs = task.config.generation_kwargs  # the sampling settings are the task's own
    assert tuple(kwargs["until"]) == protocol.stop and kwargs.get("temperature", 0.0) == protocol.temperature
    assert task.config.num_fewshot == protocol.shots


def test_a_raw_prompt_run_sends_lm_evals_contexts(lm_tasks, shared_data):
    """``--protocol lm-eval --raw-prompt`` prepares, for a model without a chat template, exactly the
    texts lm-eval sends one (its contexts), with nothing before them."""
    from proctor.config import RunConfig
    from proctor.runner.prepared import prepare

    for raw in (True, False):
        cfg = RunConfig.model_validate(
            {
                "benchmark": {"name": "gsm8k", "data": str(shared_data / "gsm8k_test.jsonl"), "limit": N},
                "model": {"ref": "mock:"},
                "prompt": {"protocol": "lm-eval", "protocol_data": str(shared_data / "gsm8k_train.jsonl")}
                | {"raw": raw},
            }
        )
        prep = prepare(cfg)
        theirs = _contexts(lm_tasks["gsm8k"])
        ours = [p.prompt for p in prep.bench.problems]
        if raw:
            assert ours == theirs and not any(p.context for p in prep.bench.problems)
            assert prep.system_prompt is None and prep.env.raw_prompt
        else:  # the chat form: the problem's query alone, the exemplars are turns
            assert all(t.endswith(o) and t != o for o, t in zip(ours, theirs, strict=True))


def test_another_fewshot_seed_would_not_match(lm_tasks, shared_data, grader_for):
    """The comparison can fail: with another seed proctor's exemplars are no longer lm-eval's."""
    protocol = _prompt_form(("lm-eval", "gsm8k"))
    other = protocol.model_copy(update={"pool": protocol.pool.model_copy(update={"seed": FEWSHOT_SEED + 1})})
    ours, theirs = _gsm8k(None, shared_data, grader_for, other), _contexts(lm_tasks["gsm8k"])
    assert sum(p.prompt != context for p, context in zip(ours, theirs, strict=True)) == N


def _prompt_form(key):
    return PROTOCOLS[key].model_copy(update={"form": "prompt"})


def _messages(task, multiturn: bool) -> list[list[dict]]:
    contexts = _contexts(
        task, apply_chat_template=True, fewshot_as_multiturn=multiturn, chat_template=lambda m, **_: json.dumps(m)
    )  # fmt: skip
    return [json.loads(c) for c in contexts]


@pytest.mark.parametrize(
    ("key", "task"),
    [(("lm-eval", "gsm8k"), "gsm8k"), (("lm-eval-cot", "gsm8k"), "gsm8k_cot"), (("lm-eval", "math500"), "minerva_math500")],
    ids=str,
)  # fmt: skip
def test_chat_messages_are_lm_evals(key, task, lm_tasks, shared_data, grader_for):
    """``lm_eval --apply_chat_template`` (0.4.13 turns fewshot_as_multiturn on with it): each exemplar a
    user and an assistant turn, then the problem; the messages it hands the chat template are the ones
    proctor sends. The one-message form (``--fewshot_as_multiturn false``) is the preset's prompt form."""
    if task == "minerva_math500":
        ours = _proctor(key, shared_data / "math500.jsonl", None, grader_for)
        single = _proctor(key, shared_data / "math500.jsonl", None, grader_for, _prompt_form(key))
    else:
        ours = _gsm8k(key, shared_data, grader_for)
        single = _gsm8k(key, shared_data, grader_for, _prompt_form(key))
    multi = _messages(lm_tasks[task], multiturn=True)
    for p, theirs in zip(ours, multi, strict=True):
        assert initial_messages(None, p) == theirs, p.id
        assert len(theirs) == 2 * PROTOCOLS[key].shots + 1
    for p, theirs in zip(single, _messages(lm_tasks[task], multiturn=False), strict=True):
        assert initial_messages(None, p) == theirs, p.id
    assert all(initial_messages(None, p) != m for p, m in zip(single, multi, strict=True))  # the forms differ


def test_minerva_math500_contexts_are_lm_evals(lm_tasks, shared_data, grader_for):
    task = lm_tasks["minerva_math500"]
    key = ("lm-eval", "math500")
    ours = _proctor(key, shared_data / "math500.jsonl", None, grader_for, _prompt_form(key))
    theirs = _contexts(task)
    assert len(theirs) == N
    for p, context in zip(ours, theirs, strict=True):
        assert p.prompt == context, p.id
    assert all(context.count("Final Answer: The final answer is") == 4 for context in theirs)
    assert tuple(task.config.generation_kwargs["until"]) == PROTOCOLS[("lm-eval", "math500")].stop


RESPONSES = [
    "She sells 9 eggs at $2 each, so 9 * 2 = 18.\n#### 18",
    "#### 1,234",
    "The total is $1,234.",
    "So the answer is 18.",
    "The answer is 18.\n\nQ: next",
    "#### -5",
    "It costs $3.50 per pound, 2 pounds: $7.00",
    "no number here",
    "#### 18 and then #### 20",
    "Answer: 18. Check: 18 + 0 = 18",
    "-3 apples",
    "",
    "#### $18",
    "The answer is 18",
    "She makes 9 * 2 = 18 dollars. The answer is $\\boxed{18}$.",
]
GOLDS = ["18", "1234", "-5", "7", "20", "3"]


def test_regex_metrics_are_lm_evals():
    """strict-match / flexible-extract: lm-eval's RegexFilter + take_first + exact_match on the same
    responses give the answers and verdicts proctor records."""
    from lm_eval.api.metrics import exact_match_hf_evaluate
    from lm_eval.filters.extraction import RegexFilter

    for key in (("lm-eval", "gsm8k"), ("lm-eval-cot", "gsm8k")):
        for metric in PROTOCOLS[key].metrics:
            regex = RegexFilter(
                regex_pattern=metric.pattern, group_select=metric.group_select, fallback=metric.fallback
            )
            for response in RESPONSES:
                (theirs,) = regex.apply([[response]], [{}])
                for gold in GOLDS:
                    extracted, correct = metric.score(response, gold)
                    expected = exact_match_hf_evaluate(
                        predictions=[theirs[0]],
                        references=[f"rationale\n#### {gold}"],  # lm-eval's reference: the hub answer
                        regexes_to_ignore=list(metric.ignore),
                        ignore_case=metric.ignore_case,
                        ignore_punctuation=metric.ignore_punctuation,
                    )["exact_match"]
                    assert (extracted, correct) == (theirs[0], bool(expected)), (metric.name, response, gold)


def test_minerva_answer_is_lm_evals(monkeypatch):
    _answer_antlr_check(monkeypatch)
    from lm_eval.tasks.minerva_math import utils

    responses = [
        "So $x=5$.\nFinal Answer: The final answer is $5$. I hope it is correct.",
        "Final Answer: The final answer is $\\frac{1}{2}$. I hope it is correct.",
        "Final Answer: The final answer is $\\boxed{10,000}$ dollars. I hope it is correct.",
        "Final Answer: The final answer is 3 inches",
        "No final answer line, just \\boxed{7}.",
        "Final Answer: The final answer is $\\text{(A)}$. I hope it is correct.",
        "Final Answer: The final answer is $x^2+1$.",
    ]
    metric = MinervaMatch()
    for response in responses:
        theirs = utils.normalize_final_answer(utils.get_unnormalized_answer(response))
        assert metric.extract(response) == theirs, response
        for gold in ("5", "\\frac{1}{2}", "10000", "3", "\\text{(A)}", "x^2+1"):
            _, correct = metric.score(response, gold)
            if correct:  # ours only accepts what lm-eval's is_equiv accepts (its first check)
                assert utils.is_equiv(theirs, utils.normalize_final_answer(gold))
