"""The grader benchmark's data and functions. This is a sanity test, not an accuracy test: the corpus
is well-formed, the model outputs join their gold answers, and perf/grader.py's core functions
give the right counts on a tiny slice. What proctor scores on the corpus is measured by the script."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SOURCES = {
    "huggingface/Math-Verify",
    "hendrycks/math",
    "openai/prm800k",
    "QwenLM/Qwen2.5-Math",
    "EleutherAI/lm-evaluation-harness",
}
CATEGORIES = {
    "integers", "fractions", "decimals", "number formats", "percent", "currency", "units", "degrees",
    "relations/equations", "inequalities/intervals", "sets", "tuples/points", "matrices", "expressions",
    "radicals", "complex", "text/letters", "lists/multiple answers", "base-n",
}  # fmt: skip


GOOD = {
    "source": "a/b@" + "f" * 40 + ":t.py",
    "category": "integers",
    "response": "2",
    "gold": "2",
    "expected": True,
}


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("grader_bench", REPO / "perf" / "grader.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["grader_bench"] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


def test_corpus_is_well_formed_and_names_its_sources(bench):
    cases = bench.load_conformance()
    assert len(cases) >= 300
    assert {c.group for c in cases} == SOURCES
    assert {c.category for c in cases} <= CATEGORIES
    # both verdicts occur in every source with more than a handful of cases
    for source in SOURCES:
        verdicts = {c.expected for c in cases if c.group == source}
        assert verdicts == {True, False}, source
    assert all(c.response.strip() or c.expected is False for c in cases)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ({k: v for k, v in GOOD.items() if k != "source"} | {"response": "1"}, "missing field"),
        (GOOD | {"source": "somewhere", "response": "1"}, "source"),
        (GOOD | {"response": "1", "expected": 1}, "true or false"),
    ],
)  # fmt: skip
def test_bad_case_is_refused_naming_file_and_line(bench, tmp_path, line, message):
    good = GOOD
    (tmp_path / "x.jsonl").write_text(json.dumps(good) + "\n" + json.dumps(line) + "\n")
    with pytest.raises(ValueError, match=message) as err:
        bench.load_conformance(tmp_path)
    assert "x.jsonl:2" in str(err.value)


def test_duplicate_case_is_refused(bench, tmp_path):
    row = GOOD
    (tmp_path / "a.jsonl").write_text(json.dumps(row) + "\n")
    (tmp_path / "b.jsonl").write_text(json.dumps(row | {"source": "c/d@" + "e" * 40 + ":u.py"}) + "\n")
    with pytest.raises(ValueError, match=r"b.jsonl:1: duplicate of a.jsonl:1"):
        bench.load_conformance(tmp_path)


def test_model_outputs_join_gold_and_hand_labels_name_real_outputs(bench, shared_data):
    outputs = bench.load_outputs(bench.OUTPUTS, shared_data)
    assert {c.category for c in outputs} == {"math500", "gsm8k"}
    assert len({c.group.split(" / ")[2] for c in outputs}) >= 2  # at least two settings
    assert all(c.gold for c in outputs)
    for path in bench.OUTPUTS.glob("*.jsonl"):  # responses and ids only: no benchmark text copied in
        for line in path.read_text().splitlines():
            assert not {"problem", "question", "answer", "solution", "gold"} & json.loads(line).keys()
    ids = {c.id for c in outputs}
    labels = bench.load_labels()
    assert labels and set(labels) <= ids


def test_core_functions_on_a_tiny_slice(bench):
    Case = bench.Case
    cases = [
        Case("t1", "s", "integers", "So the answer is $\\boxed{42}$.", "42", True),
        Case("t2", "s", "integers", "So the answer is $\\boxed{41}$.", "42", False),
        Case("t3", "s", "fractions", "Thus $\\boxed{\\frac{1}{2}}$.", "\\frac12", True),
        Case("t4", "s", "text/letters", "The answer is B.", "B", True, "mcq"),
    ]
    for grader in (bench.proctor_grader(2.0), bench.math_verify_grader(2.0)):
        verdicts, latencies = bench.measure(grader, cases)
        assert verdicts == [True, False, True, True]
        assert len(latencies) == 4 and all(t > 0 for t in latencies)
    # counts: one false positive (t2 judged correct), one false negative (t3 judged wrong)
    s = bench.score([c.expected for c in cases], [True, True, False, True])
    assert (s.n, s.right, s.fp, s.fn) == (4, 2, 1, 1)
    rows = bench.by_key(cases, [True, False, True, True], [True, True, True, False], lambda c: c.category)
    assert rows["integers"][0].right == 2 and rows["integers"][1].fp == 1
    assert rows["text/letters"][1].fn == 1
    lo, hi = bench.wilson(2, 4)
    assert lo < 0.5 < hi and 0 < lo and hi < 1
    assert bench.timing([0.001, 0.002, 3.0], limit=2.0)["beyond_limit"] == 1


def test_every_listed_disagreement_names_a_case_and_goes_against_its_upstream_label(bench):
    listed = bench.load_disagreements()
    cases = {c.id: c for c in bench.load_conformance()}
    text = bench.DISAGREEMENTS.read_text()
    assert len(listed) == text.count(".jsonl:") >= 5  # every row read, none skipped
    for where, row in listed.items():
        assert where in cases, f"DISAGREEMENTS.md names {where}, which is not in the corpus"
        assert row.verdict != cases[where].expected, f"{where} is listed but agrees with its upstream label"
        # the row is about this case (a line number that slipped would name another)
        assert row.gold.replace("\\n", "\n") == cases[where].gold, (where, row.gold, cases[where].gold)


def test_a_disagreement_row_that_does_not_read_is_an_error(bench, tmp_path):
    bad = tmp_path / "DISAGREEMENTS.md"
    bad.write_text(
        "| a.jsonl:3 | src | `|x|` | `1` | true | false | why |\n| b.jsonl:4 | src | no backticks | 1 | true |\n"
    )
    with pytest.raises(ValueError, match="DISAGREEMENTS.md:2"):
        bench.load_disagreements(bad)
