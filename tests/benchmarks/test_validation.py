"""Bad input: one BenchmarkError before any model call, naming the rows or columns and the fix."""

from __future__ import annotations

import json
import time

import pytest

from proctor.benchmarks import REGISTRY, BenchmarkError, load_benchmark


def write_jsonl(path, rows):
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def aime_row(i, **over):
    return {"id": f"2024-I-{i}", "problem": f"Problem {i}?", "answer": str(100 + i), **over}


def load(name, data, grader_for, **kw):
    """Load with the benchmark's own grader (the default, resolved by name through proctor.grading)."""
    return load_benchmark(name, data=data, **kw)


def test_unknown_benchmark_lists_known_ones():
    with pytest.raises(BenchmarkError) as err:
        load_benchmark("aime2024")
    message = str(err.value)
    assert "unknown benchmark 'aime2024'" in message
    assert ", ".join(REGISTRY) in message


def test_missing_data_path(tmp_path, grader_for):
    with pytest.raises(BenchmarkError, match=r"--data path not found: .*nope\.jsonl") as err:
        load("aime24", tmp_path / "nope.jsonl", grader_for)
    assert "Fix: pass an existing .jsonl/.json/.parquet/.csv file" in str(err.value)


def test_unsupported_file_type(tmp_path, grader_for):
    path = tmp_path / "aime.txt"
    path.write_text("hello")
    with pytest.raises(BenchmarkError, match=r"--data file type '\.txt' is not supported") as err:
        load("aime24", path, grader_for)
    assert ".jsonl, .json, .parquet, .csv" in str(err.value)


def test_unreadable_json(tmp_path, grader_for):
    path = tmp_path / "broken.jsonl"
    path.write_text('{"id": "a", "problem": "x", "answer": "1"}\n{"id": "b", "problem": \n')
    with pytest.raises(BenchmarkError, match=r"broken\.jsonl could not be read as json") as err:
        load("aime24", path, grader_for)
    assert "line 2 is not valid JSON: Expecting value at character 24" in str(err.value)
    assert "check that the file is valid jsonl" in str(err.value)


def test_folder_that_is_not_save_to_disk(tmp_path, grader_for):
    (tmp_path / "stuff").mkdir()
    with pytest.raises(BenchmarkError, match=r"is not a dataset saved with save_to_disk"):
        load("aime24", tmp_path / "stuff", grader_for)


def test_empty_file(tmp_path, grader_for):
    path = tmp_path / "empty.jsonl"
    path.write_text("")
    with pytest.raises(BenchmarkError, match=r"--data file .*empty\.jsonl is empty"):
        load("aime24", path, grader_for)


def test_missing_columns_name_found_and_expected_and_the_mapping(tmp_path, grader_for):
    rows = [{"qid": "a", "text": "What is 1+1?", "gold": "2"}]
    path = write_jsonl(tmp_path / "odd.jsonl", rows)
    with pytest.raises(BenchmarkError) as err:
        load("gsm8k", path, grader_for)
    message = str(err.value)
    assert "missing column(s) for benchmark gsm8k" in message
    assert "problem (looked for 'question' or 'problem')" in message
    assert "answer (looked for 'answer')" in message
    assert "Columns found: qid, text, gold." in message
    assert "problem=<column>, answer=<column>" in message
    # The fix it names works:
    loaded = load("gsm8k", path, grader_for, columns={"id": "qid", "problem": "text", "answer": "gold"})
    assert [(p.id, p.question, p.answer) for p in loaded.problems] == [("a", "What is 1+1?", "2")]


def test_mapping_of_an_unknown_field_is_refused(tmp_path, grader_for):
    path = write_jsonl(tmp_path / "a.jsonl", [aime_row(1)])
    with pytest.raises(BenchmarkError, match=r"unknown field\(s\) \['question'\]"):
        load("aime24", path, grader_for, columns={"question": "problem"})


def test_all_bad_rows_in_one_error(tmp_path, grader_for):
    rows = [
        aime_row(1),
        aime_row(2, problem="   "),  # empty problem
        aime_row(3),
        aime_row(1, problem="again"),  # duplicate of row 0's id
        aime_row(5, answer="12.5"),  # not an integer: AIME's grader cannot read it
        aime_row(6, answer=""),  # empty answer
        aime_row(7, answer=None),  # missing answer
    ]
    path = write_jsonl(tmp_path / "aime.jsonl", rows)
    with pytest.raises(BenchmarkError) as err:
        load("aime24", path, grader_for)
    message = str(err.value)
    assert "benchmark aime24 has bad rows (rows counted from 0) (5 problems):" in message
    assert "row 1 (id '2024-I-2'): empty problem text in column 'problem'" in message
    assert "row 3 (id '2024-I-1'): duplicate id (first used by row 0)" in message
    assert "row 4 (id '2024-I-5'): answer '12.5' cannot be read by the integer grader" in message
    assert "row 5 (id '2024-I-6'): empty answer in column 'answer'" in message
    assert "row 6 (id '2024-I-7'): empty answer in column 'answer'" in message
    assert "row 0 " not in message and "row 2 " not in message
    assert "Fix: correct or remove these rows" in message


def test_many_bad_rows_are_capped(tmp_path, grader_for):
    rows = [aime_row(i, answer=f"{i}.5") for i in range(25)]
    path = write_jsonl(tmp_path / "aime.jsonl", rows)
    with pytest.raises(BenchmarkError) as err:
        load("aime24", path, grader_for)
    message = str(err.value)
    assert "(25 problems)" in message
    assert "row 9 (id '2024-I-9')" in message and "row 10 " not in message
    assert "... and 15 more" in message


def test_rows_without_an_id_column_get_their_index(tmp_path, grader_for):
    rows = [{"problem": "p", "answer": "1"}, {"problem": "q", "answer": "2"}]
    loaded = load("math500", write_jsonl(tmp_path / "m.jsonl", rows), grader_for)
    assert [p.id for p in loaded.problems] == ["0", "1"]


def test_limit_must_be_positive(tmp_path, grader_for):
    path = write_jsonl(tmp_path / "a.jsonl", [aime_row(1)])
    with pytest.raises(BenchmarkError, match="limit must be a positive number of problems, got 0"):
        load("aime24", path, grader_for, limit=0)


class OnlyEven:
    """A grader object passed in explicitly: it replaces the spec's grader for the gold check."""

    name = "only-even"
    version = "1"

    def check_gold(self, answer):
        return None if int(answer) % 2 == 0 else "odd answers are not allowed here"


def test_an_explicit_grader_is_used_for_the_gold_check(tmp_path):
    path = write_jsonl(tmp_path / "a.jsonl", [aime_row(1), aime_row(2), aime_row(4)])  # answers 101, 102, 104
    with pytest.raises(BenchmarkError) as err:
        load_benchmark("aime24", data=path, grader=OnlyEven())
    message = str(err.value)
    assert "(1 problem):" in message
    assert (
        "row 0 (id '2024-I-1'): answer '101' cannot be read by the only-even grader: odd answers" in message
    )
    assert (
        len(load_benchmark("aime24", data=path).problems) == 3
    )  # the default integer grader reads all three


BAD_ROWS = [
    aime_row(1),
    aime_row(2, problem="   "),
    aime_row(1, problem="again"),
    aime_row(5, answer="12.5"),  # the integer grader cannot read it
    aime_row(6, answer=""),
]


def test_gold_checks_in_the_background_give_the_same_error_and_problems(tmp_path):
    from proctor.benchmarks.loader import load_spec

    bad = write_jsonl(tmp_path / "bad.jsonl", BAD_ROWS)
    with pytest.raises(BenchmarkError) as inline:
        load_benchmark("aime24", data=bad)
    pending: list = []
    load_spec(REGISTRY["aime24"], data=bad, pending=pending)  # returns; the golds are read meanwhile
    (validation,) = pending
    with pytest.raises(BenchmarkError) as background:
        validation.result()
    assert str(background.value) == str(inline.value)  # every bad row, in row order, the same words
    assert "row 3 (id '2024-I-5'): answer '12.5' cannot be read" in str(background.value)
    good = write_jsonl(tmp_path / "good.jsonl", [aime_row(1), aime_row(2)])
    pending = []
    loaded = load_spec(REGISTRY["aime24"], data=good, pending=pending)
    assert pending[0].result() == loaded.problems == load_benchmark("aime24", data=good).problems


class Blocked:
    """A grader whose reading of a gold answer waits until the test lets it go (a worker's start)."""

    name = "blocked"
    version = "1"

    def __init__(self):
        import threading

        self.go = threading.Event()
        self.read: list[str] = []

    def check_gold(self, answer):
        assert self.go.wait(30)
        self.read.append(answer)
        return None if answer != "104" else "not this one"


def test_background_gold_checks_let_the_start_go_on_and_are_waited_for(tmp_path):
    from proctor.benchmarks.loader import load_spec

    path = write_jsonl(tmp_path / "a.jsonl", [aime_row(1), aime_row(4)])
    grader, pending = Blocked(), []
    loaded = load_spec(REGISTRY["aime24"], data=path, grader=grader, pending=pending)
    assert len(loaded.problems) == 2 and grader.read == []  # returned while the checks wait
    grader.go.set()
    deadline = time.monotonic() + 30
    while len(grader.read) < 2 and time.monotonic() < deadline:  # read on their own, not by result()
        time.sleep(0.01)
    assert grader.read == ["101", "104"]
    with pytest.raises(
        BenchmarkError,
        match=r"row 1 \(id '2024-I-4'\): answer '104' cannot be read by the blocked grader: not this one",
    ):
        pending[0].result()
    assert grader.read == ["101", "104"]


def test_a_served_run_with_a_bad_gold_stops_before_any_request_and_leaves_no_folder(tmp_path):
    from fake_openai import FakeOpenAI
    from proctor_cli import run_proctor

    path = write_jsonl(tmp_path / "a.jsonl", [aime_row(1), aime_row(5, answer="12.5")])
    server = FakeOpenAI()
    out = tmp_path / "run"
    try:
        res = run_proctor(
            "eval", "aime24", "--data", str(path), "-m", "openai:fake", "--base-url",
            f"http://127.0.0.1:{server.port}/v1", "--output", str(out), "-q",
            check=False, timeout=300,
        )  # fmt: skip
    finally:
        server.close()
    assert res.returncode == 2, res.stdout + res.stderr
    assert "row 1 (id '2024-I-5'): answer '12.5' cannot be read by the integer grader" in res.stderr
    assert server.posts == 0  # no model call
    assert not out.exists() or not any(out.iterdir())


def test_a_bad_gold_is_the_error_reported_even_when_the_server_is_down(tmp_path):
    from fake_openai import FakeOpenAI
    from proctor_cli import run_proctor

    probe = FakeOpenAI()  # a free port, then nothing listening on it
    port = probe.port
    probe.close()
    path = write_jsonl(tmp_path / "a.jsonl", [aime_row(1), aime_row(5, answer="12.5")])
    res = run_proctor(
        "eval", "aime24", "--data", str(path), "-m", "openai:fake", "--base-url",
        f"http://127.0.0.1:{port}/v1", "--output", str(tmp_path / "run"), "-q",
        check=False, timeout=300,
    )  # fmt: skip
    assert res.returncode == 2, res.stdout + res.stderr
    assert "answer '12.5' cannot be read by the integer grader" in res.stderr  # the data first, as before
