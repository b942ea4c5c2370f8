"""Local JSON-lines and parquet files are read without `datasets` where `datasets` would read them back
unchanged, and by `datasets` everywhere else (its rows and errors stay the reference)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import datasets
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from proctor.benchmarks import load_benchmark
from proctor.benchmarks.plainfiles import read_json_lines, read_parquet

SHARED = Path(__file__).resolve().parents[3] / "shared" / "data"

# (name, file text, whether the fast path takes it)
CASES = [
    (
        "plain",
        '{"id": "a", "problem": "p", "answer": "1"}\n{"id": "b", "problem": "q", "answer": "2"}\n',
        True,
    ),
    (
        "blank lines, crlf, no final newline",
        '{"id": "a", "answer": "1"}\r\n\n  \n{"id": "b", "answer": "2"}',
        True,
    ),
    (
        "a column some rows lack",
        '{"id": "a", "answer": "1"}\n{"id": "b", "answer": "2", "x": 5}\n',
        True,
    ),
    (
        "keys in another order",
        '{"id": "a", "answer": "1"}\n{"answer": "2", "id": "b"}\n',
        True,
    ),
    (
        "nulls, bools, ints, floats",
        '{"a": null, "b": true, "c": 3, "d": 1.5}\n{"a": "s", "b": false, "c": null, "d": 2.0}\n',
        True,
    ),
    ("unicode", '{"id": "é", "problem": "\\u2028 x \u2028 y", "answer": "π"}\n', True),
    (
        "ints and floats in a column",
        '{"id": "a", "answer": 1}\n{"id": "b", "answer": 2.5}\n',
        False,
    ),
    (
        "nested values",
        '{"id": "a", "m": {"k": 1}}\n{"id": "b", "m": {"j": "x"}}\n',
        False,
    ),
    ("a list", '{"id": "a", "m": [1, 2]}\n', False),
    ("a JSON array", '[{"id": "a", "answer": "1"}]\n', False),
    ("ints and strings in a column", '{"id": 1}\n{"id": "b"}\n', False),
    ("an int beyond int64", '{"id": 18446744073709551616}\n', False),
    ("NaN", '{"id": "a", "x": NaN}\n', False),
]


def _as_datasets_reads(got, builder: str, path, tmp_path, *, types: bool = True) -> None:
    """``got`` has the columns and rows ``datasets``' ``builder`` reads from ``path`` (``types``: and
    each value's Python type: 2 and 2.0 are equal but differ in a record)."""
    datasets.disable_progress_bars()
    ref = datasets.load_dataset(builder, data_files=str(path), split="train", cache_dir=str(tmp_path / "c"))
    assert got.column_names == ref.column_names
    assert got.to_list() == ref.to_list()
    if types:
        for mine, theirs in zip(got.to_list(), ref.to_list(), strict=True):
            assert [type(v) for v in mine.values()] == [type(v) for v in theirs.values()]


@pytest.mark.parametrize("name,text,fast", CASES, ids=[c[0] for c in CASES])
def test_rows_are_those_datasets_reads(name, text, fast, tmp_path):
    path = tmp_path / "data.jsonl"
    path.write_text(text, encoding="utf-8", newline="")
    got = read_json_lines(path)
    assert (got is not None) == fast
    if got is None:
        return
    _as_datasets_reads(got, "json", path, tmp_path)


@pytest.mark.skipif(not (SHARED / "math500.jsonl").is_file(), reason="needs ../shared/data")
@pytest.mark.parametrize("name", ["math500", "aime_2024", "gsm8k_test"])
def test_shared_benchmark_files_read_as_datasets_reads_them(name, tmp_path):
    path = SHARED / f"{name}.jsonl"
    got = read_json_lines(path)
    assert got is not None
    _as_datasets_reads(got, "json", path, tmp_path, types=False)


PARQUET = [
    (
        "scalars",
        {
            "id": ["a", "b"],
            "n": pa.array([1, None], pa.int32()),
            "f": pa.array([1.1, 2.5], pa.float32()),
            "b": [True, False],
            "z": pa.array([None, None], pa.null()),
            "s": pa.array(["x", None], pa.large_string()),
        },
        True,
    ),
    ("a list column", {"id": ["a"], "m": [[1, 2]]}, False),
    ("a struct column", {"id": ["a"], "m": [{"k": 1}]}, False),
    ("a date column", {"id": ["a"], "d": pa.array([19000], pa.date32())}, False),
]


@pytest.mark.parametrize("name,columns,fast", PARQUET, ids=[c[0] for c in PARQUET])
def test_parquet_rows_are_those_datasets_reads(name, columns, fast, tmp_path):
    path = tmp_path / "data.parquet"
    pq.write_table(pa.table(columns), path)
    got = read_parquet(path)
    assert (got is not None) == fast
    if got is None:
        return
    _as_datasets_reads(got, "parquet", path, tmp_path)


def test_a_damaged_parquet_file_keeps_the_error_of_datasets(tmp_path):
    path = tmp_path / "bad.parquet"
    path.write_bytes(b"PAR1 not really parquet")
    assert read_parquet(path) is None
    with pytest.raises(ValueError, match="could not be read as parquet"):
        load_benchmark("math500", data=path)


def test_a_file_datasets_must_read_still_loads_through_it(tmp_path, monkeypatch):
    calls = []
    real = datasets.load_dataset
    monkeypatch.setattr(datasets, "load_dataset", lambda *a, **k: calls.append(a) or real(*a, **k))
    path = tmp_path / "mixed.jsonl"  # ints and floats: `datasets` makes them floats, as before
    path.write_text('{"id": "a", "problem": "p", "answer": 4}\n{"id": "b", "problem": "q", "answer": 2.5}\n')
    loaded = load_benchmark("math500", data=path)
    assert [p.answer for p in loaded.problems] == ["4", "2.5"]
    assert calls == [("json",)]
    plain = tmp_path / "plain.jsonl"
    plain.write_text('{"id": "a", "problem": "p", "answer": "4"}\n')
    assert [p.answer for p in load_benchmark("math500", data=plain).problems] == ["4"]
    assert calls == [("json",)]  # the plain file did not go through it


def test_a_bad_line_keeps_the_error_that_names_it(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"id": "a", "problem": "p", "answer": "1"}\n{"id": "b", oops\n')
    with pytest.raises(ValueError, match="line 2 is not valid JSON"):
        load_benchmark("math500", data=path)


@pytest.mark.parametrize("kind", ["jsonl", "parquet"])
def test_loading_a_local_file_imports_no_datasets(kind, tmp_path):
    rows = [{"id": f"p{i}", "problem": f"P{i}?", "answer": str(i)} for i in range(3)]
    path = tmp_path / f"aime.{kind}"
    if kind == "jsonl":
        path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    else:
        pq.write_table(pa.Table.from_pylist(rows), path)
    code = (
        "import sys\n"
        "from proctor.benchmarks import load_benchmark\n"
        f"b = load_benchmark('aime24', data={str(path)!r})\n"
        "print(len(b.problems), b.source.split(':')[0], 'datasets' in sys.modules, 'pandas' in sys.modules)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=os.environ.copy(),
        check=True,
    )
    # pyarrow may bring pandas along for parquet; a JSON-lines file needs neither
    assert out.stdout.split()[:3] == ["3", "file", "False"]
    if kind == "jsonl":
        assert out.stdout.split()[3] == "False"
