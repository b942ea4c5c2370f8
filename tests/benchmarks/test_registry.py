"""The registry, and each registry benchmark loaded from its real offline copy in shared/data."""

from __future__ import annotations

import json
import string

import pytest

from proctor.benchmarks import REGISTRY, BenchmarkError, BenchmarkSpec, load_benchmark, load_spec

SHARED_FILES = {
    "aime24": ("aime_2024.jsonl", 30),
    "aime25": ("aime_2025.jsonl", 30),
    "math500": ("math500.jsonl", 500),
    "gsm8k": ("gsm8k_test.jsonl", 1319),
    "amc23": ("amc23.jsonl", 40),
    "minerva_math": ("minerva_math.jsonl", 272),
    "olympiadbench": ("olympiadbench.jsonl", 675),
}


# Newer competition sets: no offline copy in shared/data (tests/benchmarks/test_recent_sets.py loads
# each from a small local folder laid out like its hub source).
HUB_ONLY = (
    "aime25_i",
    "aime25_ii",
    "hmmt_feb25",
    "brumo25",
    "omni_math",
    "olymmath_en_easy",
    "olymmath_en_hard",
)


def test_registry_names_and_fields():
    assert sorted(REGISTRY) == sorted([*SHARED_FILES, *HUB_ONLY, "arith", "twenty-questions"])
    built_in = {"arith", "twenty-questions"}
    for name, spec in REGISTRY.items():
        assert spec.name == name
        assert {"problem", "answer"} <= set(spec.columns)
        fields = {f for _, f, _, _ in string.Formatter().parse(spec.prompt_template) if f}
        assert fields == {"problem"}, name
        assert spec.grader in {"integer", "number", "math"} or name == "twenty-questions"
        assert (spec.hub_id is None) == (name in built_in)
    assert REGISTRY["twenty-questions"].env == "twenty-questions"
    assert REGISTRY["gsm8k"].hub_id == "openai/gsm8k" and REGISTRY["gsm8k"].hub_config == "main"
    assert REGISTRY["aime24"].grader == REGISTRY["amc23"].grader == "integer"


def test_spec_is_frozen_and_checks_its_template():
    with pytest.raises(Exception, match="frozen"):
        REGISTRY["aime24"].split = "test"
    with pytest.raises(ValueError, match=r"\{problem\}"):
        BenchmarkSpec(**{**REGISTRY["aime24"].model_dump(), "prompt_template": "no placeholder"})
    with pytest.raises(ValueError, match=r"placeholder other than \{problem\}"):
        BenchmarkSpec(**{**REGISTRY["aime24"].model_dump(), "prompt_template": "{problem} in \\boxed{}"})


@pytest.mark.parametrize("name", list(SHARED_FILES))
def test_shared_copy_loads_and_validates(name, shared_data, grader_for):
    filename, count = SHARED_FILES[name]
    spec = REGISTRY[name]
    grader = grader_for(spec.grader)
    loaded = load_benchmark(name, data=shared_data / filename, grader=grader)
    assert len(loaded.problems) == count == spec.size
    assert loaded.source == f"file:{(shared_data / filename).resolve()}"
    assert len({p.id for p in loaded.problems}) == count
    raw = [json.loads(line) for line in (shared_data / filename).read_text().splitlines()]
    for problem, row in zip(loaded.problems, raw, strict=True):
        assert problem.id == str(row["id"]) if name != "math500" else problem.id == row["unique_id"]
        assert problem.question == row["problem"]
        assert problem.prompt == spec.prompt_template.format(problem=row["problem"])
        assert problem.answer == row["answer"].strip()
        assert grader.check_gold(problem.answer) is None


def test_known_first_answers(shared_data, grader_for):
    firsts = {"aime24": "204", "aime25": "70", "gsm8k": "18", "amc23": "27"}
    for name, answer in firsts.items():
        filename, _ = SHARED_FILES[name]
        loaded = load_benchmark(name, data=shared_data / filename, limit=1, grader=grader_for("integer"))
        assert [p.answer for p in loaded.problems] == [answer]


def _write_jsonl(path, rows):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))


def test_hub_loader_on_a_hub_shaped_gsm8k_folder(tmp_path, grader_for):
    """The hub code path, datasets.load_dataset(hub_id, "main", split="test"), on a local folder laid out
    like openai/gsm8k (a dataset card declaring config "main"; question + a rationale ending in
    '#### N'; no id column). Only hub_id differs from the registry spec."""
    rows = [
        {"question": "Two plus two?", "answer": "2 + 2 = <<2+2=4>>4\n#### 4"},
        {"question": "A big sum?", "answer": "It is 1,000 + 234.\n#### 1,234"},
        {"question": "A debt?", "answer": "#### -7"},
    ]
    hub = tmp_path / "gsm8k_hub"
    _write_jsonl(hub / "main" / "test.jsonl", rows)
    _write_jsonl(hub / "socratic" / "test.jsonl", [{"question": "other config", "answer": "#### 1"}])
    card = "---\nconfigs:\n"
    for config in ("main", "socratic"):
        card += f"- config_name: {config}\n  data_files:\n  - split: test\n    path: {config}/test.jsonl\n"
    (hub / "README.md").write_text(card + "---\n")
    spec = REGISTRY["gsm8k"].model_copy(update={"hub_id": str(hub)})
    loaded = load_spec(spec, grader=grader_for("number"))
    assert loaded.source == f"hub:{hub} config=main split=test"
    assert [(p.id, p.question, p.answer) for p in loaded.problems] == [
        ("0", "Two plus two?", "4"),
        ("1", "A big sum?", "1234"),
        ("2", "A debt?", "-7"),
    ]


def test_hub_load_failure_is_a_clear_error(tmp_path, grader_for):
    spec = REGISTRY["gsm8k"].model_copy(update={"hub_id": str(tmp_path / "empty")})
    (tmp_path / "empty").mkdir()
    with pytest.raises(BenchmarkError) as err:
        load_spec(spec, grader=grader_for("number"))
    message = str(err.value)
    assert f"could not load {tmp_path / 'empty'} config=main split=test from the Hugging Face hub" in message
    assert "pass --data with a local copy" in message


def test_hub_loader_filters_amc_2023_and_reads_float_answers(tmp_path, grader_for):
    """AI-MO/aimo-validation-amc holds 2022 and 2023 with float answers; amc23 keeps the 2023 rows."""
    url = "https://artofproblemsolving.com/wiki/index.php/{}_AMC_12A_Problems/Problem_{}"
    rows = [
        {"id": 0, "problem": "p2022", "answer": 5.0, "url": url.format(2022, 1)},
        {"id": 1, "problem": "p2023a", "answer": 27.0, "url": url.format(2023, 1)},
        {"id": 2, "problem": "p2023b", "answer": -3.0, "url": url.format(2023, 2)},
    ]
    _write_jsonl(tmp_path / "amc_hub" / "train.jsonl", rows)
    spec = REGISTRY["amc23"].model_copy(update={"hub_id": str(tmp_path / "amc_hub")})
    loaded = load_spec(spec, grader=grader_for("integer"))
    assert [(p.id, p.answer) for p in loaded.problems] == [("1", "27"), ("2", "-3")]
    assert loaded.problems[0].metadata["url"] == url.format(2023, 1)


def test_hub_loader_reads_matharena_columns(tmp_path, grader_for):
    """MathArena/aime_2025 names its ids problem_idx and stores answers as integers."""
    _write_jsonl(
        tmp_path / "ma" / "train.jsonl",
        [{"problem_idx": i, "problem": f"p{i}", "answer": i * 7} for i in (1, 2)],
    )
    spec = REGISTRY["aime25"].model_copy(update={"hub_id": str(tmp_path / "ma")})
    loaded = load_spec(spec, grader=grader_for("integer"))
    assert [(p.id, p.answer) for p in loaded.problems] == [("1", "7"), ("2", "14")]


def test_hub_olympiadbench_list_answers_are_joined(tmp_path, grader_for):
    rows = [
        {"id": 5, "question": "q", "final_answer": ["(1, 2)"]},
        {"id": 6, "question": "r", "final_answer": ["3", "4"]},
    ]
    _write_jsonl(tmp_path / "ob" / "train.jsonl", rows)
    spec = REGISTRY["olympiadbench"].model_copy(update={"hub_id": str(tmp_path / "ob"), "hub_config": None})
    loaded = load_spec(spec, grader=grader_for("math"))
    assert [p.answer for p in loaded.problems] == ["(1, 2)", "3, 4"]
