"""--data formats (jsonl, json, parquet, csv, save_to_disk folders), limit and the fingerprint."""

from __future__ import annotations

import datasets
import pytest

from proctor.benchmarks import load_benchmark

ROWS = [
    {"id": "2024-I-1", "problem": "First?", "answer": "204", "url": "u1"},
    {"id": "2024-I-2", "problem": "Second?", "answer": "25", "url": "u2"},
    {"id": "2024-I-3", "problem": "Third?", "answer": "7", "url": "u3"},
]


def load(data, grader_for, **kw):
    return load_benchmark("aime24", data=data, grader=grader_for("integer"), **kw)


def triples(loaded):
    return [(p.id, p.question, p.answer, p.metadata.get("url")) for p in loaded.problems]


@pytest.fixture
def reference(tmp_path, grader_for):
    path = tmp_path / "aime.jsonl"
    datasets.Dataset.from_list(ROWS).to_json(path)
    return load(path, grader_for)


def test_jsonl_reference(reference):
    assert triples(reference) == [(r["id"], r["problem"], r["answer"], r["url"]) for r in ROWS]


@pytest.mark.parametrize("kind", ["json", "parquet", "csv", "disk", "disk_dict"])
def test_every_format_gives_the_same_problems(kind, tmp_path, grader_for, reference):
    ds = datasets.Dataset.from_list(ROWS)
    if kind == "json":
        path = tmp_path / "aime.json"
        path.write_text(ds.to_pandas().to_json(orient="records"))
    elif kind == "parquet":
        path = tmp_path / "aime.parquet"
        ds.to_parquet(path)
    elif kind == "csv":
        path = tmp_path / "aime.csv"  # csv turns the answers into integers; they read back the same
        ds.to_csv(path, index=False)
    elif kind == "disk":
        path = tmp_path / "aime_disk"
        ds.save_to_disk(path)
    else:
        path = tmp_path / "aime_dict"
        datasets.DatasetDict({"train": ds, "extra": ds.select([0])}).save_to_disk(path)
    loaded = load(path, grader_for)
    assert triples(loaded) == triples(reference)
    assert loaded.fingerprint == reference.fingerprint
    assert loaded.source.split(":", 1)[0] == ("disk" if kind.startswith("disk") else "file")


def test_disk_dict_without_the_split_is_refused(tmp_path, grader_for):
    ds = datasets.Dataset.from_list(ROWS)
    datasets.DatasetDict({"a": ds, "b": ds}).save_to_disk(tmp_path / "two")
    with pytest.raises(ValueError, match=r"holds splits \['a', 'b'\] but not 'train'"):
        load(tmp_path / "two", grader_for)


def test_fingerprint_changes_with_an_answer(tmp_path, grader_for, reference):
    changed = [dict(r) for r in ROWS]
    changed[1]["answer"] = "26"
    path = tmp_path / "changed.jsonl"
    datasets.Dataset.from_list(changed).to_json(path)
    other = load(path, grader_for)
    assert other.fingerprint != reference.fingerprint
    assert len(other.fingerprint) == 64 and int(other.fingerprint, 16) >= 0


def test_limit_keeps_the_first_problems(tmp_path, grader_for, reference):
    path = tmp_path / "aime.jsonl"
    limited = load(path, grader_for, limit=2)
    assert [p.id for p in limited.problems] == ["2024-I-1", "2024-I-2"]
    assert limited.fingerprint != reference.fingerprint
    assert load(path, grader_for, limit=10).fingerprint == reference.fingerprint
