"""The newer competition sets (AIME 2025 I/II, HMMT Feb 2025, BRUMO 2025, Omni-MATH, OlymMATH): each read
through the hub code path from a local folder laid out like its hub source, since the hub cannot be
reached here. Only ``hub_id`` differs from the registry spec."""

from __future__ import annotations

import json

import pytest

from proctor.benchmarks import REGISTRY, BenchmarkError, load_benchmark, load_spec


def _write_jsonl(path, rows):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))


def _hub_spec(name, folder):
    return REGISTRY[name].model_copy(update={"hub_id": str(folder)})


@pytest.mark.parametrize("name", ["hmmt_feb25", "brumo25"])
def test_matharena_latex_answers_load_with_the_math_grader(name, tmp_path, grader_for):
    rows = [
        {
            "problem_idx": 1,
            "problem": "Compute $x$.",
            "answer": "\\frac{9\\sqrt{23}}{23}",
            "problem_type": ["Algebra"],
        },
        {
            "problem_idx": 2,
            "problem": "Count them.",
            "answer": "2^{25} \\cdot 26!",
            "problem_type": ["Combinatorics"],
        },
        {"problem_idx": 3, "problem": "Find r.", "answer": "103", "problem_type": ["Number Theory"]},
    ]
    _write_jsonl(tmp_path / "ma" / "train.jsonl", rows)
    spec = _hub_spec(name, tmp_path / "ma")
    assert spec.grader == "math"
    loaded = load_spec(spec, grader=grader_for("math"))
    assert [(p.id, p.answer) for p in loaded.problems] == [(str(r["problem_idx"]), r["answer"]) for r in rows]
    assert loaded.problems[0].metadata == {"problem_type": ["Algebra"]}
    assert loaded.source == f"hub:{tmp_path / 'ma'} split=train"


def test_omni_math_has_no_id_column_and_keeps_its_metadata(tmp_path, grader_for):
    rows = [
        {
            "domain": ["Mathematics -> Algebra"],
            "difficulty": 6.5,
            "problem": "Find n.",
            "solution": "...",
            "answer": "n = 3",
            "source": "imo",
        },
        {
            "domain": ["Mathematics -> Geometry"],
            "difficulty": 2.0,
            "problem": "Find the area.",
            "solution": "...",
            "answer": "\\frac{\\pi}{4}",
            "source": "amc",
        },
    ]
    _write_jsonl(tmp_path / "omni" / "test.jsonl", rows)
    loaded = load_spec(_hub_spec("omni_math", tmp_path / "omni"), grader=grader_for("math"))
    assert [p.id for p in loaded.problems] == ["0", "1"]
    assert loaded.problems[0].metadata == {
        "domain": ["Mathematics -> Algebra"],
        "difficulty": 6.5,
        "source": "imo",
    }
    assert [p.answer for p in loaded.problems] == ["n = 3", "\\frac{\\pi}{4}"]


@pytest.mark.parametrize("name, config", [("olymmath_en_easy", "en-easy"), ("olymmath_en_hard", "en-hard")])
def test_olymmath_reads_its_config(name, config, tmp_path, grader_for):
    hub = tmp_path / "olym"
    for cfg, answer in (("en-easy", "12"), ("en-hard", "\\sqrt{3}")):
        _write_jsonl(
            hub / cfg / "test.jsonl",
            [
                {
                    "unique_id": f"{cfg}-1",
                    "problem": f"a {cfg} problem",
                    "answer": answer,
                    "subject": "Algebra",
                }
            ],
        )
    card = "---\nconfigs:\n" + "".join(
        f"- config_name: {c}\n  data_files:\n  - split: test\n    path: {c}/test.jsonl\n"
        for c in ("en-easy", "en-hard")
    )
    (hub / "README.md").write_text(card + "---\n")
    loaded = load_spec(_hub_spec(name, hub), grader=grader_for("math"))
    assert [p.id for p in loaded.problems] == [f"{config}-1"]
    assert loaded.problems[0].question == f"a {config} problem"
    assert loaded.source == f"hub:{hub} config={config} split=test"


@pytest.mark.parametrize("name, part", [("aime25_i", "I"), ("aime25_ii", "II")])
def test_aime25_parts_from_the_combined_offline_copy(name, part, shared_data, grader_for):
    loaded = load_benchmark(name, data=shared_data / "aime_2025.jsonl", grader=grader_for("integer"))
    assert [p.id for p in loaded.problems] == [f"2025-{part}-{i}" for i in range(1, 16)]
    assert len(loaded.problems) == REGISTRY[name].size
    whole = load_benchmark("aime25", data=shared_data / "aime_2025.jsonl", grader=grader_for("integer"))
    by_id = {p.id: p for p in whole.problems}
    assert all(by_id[p.id] == p for p in loaded.problems)


def test_aime25_part_from_its_own_hub_shaped_file_is_taken_whole(tmp_path, grader_for):
    """MathArena/aime_2025_II has no 'id' column (problem_idx 1-15): the part filter does not apply."""
    _write_jsonl(tmp_path / "ii.jsonl", [{"problem_idx": i, "problem": f"p{i}", "answer": i} for i in (1, 2)])
    loaded = load_benchmark("aime25_ii", data=tmp_path / "ii.jsonl", grader=grader_for("integer"))
    assert [p.id for p in loaded.problems] == ["1", "2"]


def test_aime25_part_filter_that_matches_nothing_says_so(tmp_path, grader_for):
    _write_jsonl(tmp_path / "x.jsonl", [{"id": "2024-I-1", "problem": "p", "answer": "5"}])
    with pytest.raises(BenchmarkError, match="no row's 'id' contains '2025-I-'"):
        load_benchmark("aime25_i", data=tmp_path / "x.jsonl", grader=grader_for("integer"))
