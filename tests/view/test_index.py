"""The offset index: built once and kept next to the run, extended when the file grows (never
re-reading what it indexed), a torn last line left out until it is complete, a rewritten file
rebuilt, and records read back by offset equal to the file's lines."""

from __future__ import annotations

import json

from view_runs import RARE, record, write_records

from proctor.runs.load import iter_run
from proctor.view.index import FileIndex, RunIndex


def _lines(recs) -> bytes:
    return b"".join(json.dumps(r).encode() + b"\n" for r in recs)


def test_index_matches_the_runs_reader_and_is_kept_next_to_the_run(tmp_path):
    recs = [
        record(f"p{p}", i, kind) for p, kind in enumerate(("correct", "wrong", "no_answer")) for i in range(3)
    ]
    recs.append(record("p0", 1, "errored"))  # an errored duplicate of a finished pair: the finished one wins
    run = write_records(tmp_path / "run", recs, n=3)
    idx = RunIndex([run / "samples.jsonl"])
    idx.refresh()
    assert len(idx) == 9
    expected = {(r["problem_id"], r["sample_index"]): r for r in iter_run(run)}
    for i in range(len(idx)):
        rec = idx.record(i)
        assert expected[(rec["problem_id"], rec["sample_index"])] == rec
    assert idx.counts()["correct"] == 3 and idx.counts()["no_answer"] == 3 and idx.counts()["errored"] == 0
    assert (run / ".view" / "samples.jsonl.index.json").is_file()
    # a second reader (a new server) loads the saved index: nothing is parsed again
    again = RunIndex([run / "samples.jsonl"])
    again.refresh()
    assert again.files[0].parsed == 0 and len(again) == 9


def test_growth_is_indexed_by_extension_and_a_torn_line_waits(tmp_path):
    path = tmp_path / "samples.jsonl"
    path.write_bytes(_lines([record("p1", i, "correct") for i in range(4)]))
    fi = FileIndex(path)
    assert fi.refresh() and len(fi.rows) == 4 and fi.parsed == 4 and fi.builds == 1
    whole = json.dumps(record("p2", 0, "wrong", text=f"{RARE} appended")).encode()
    with open(path, "ab") as f:
        f.write(whole[:40])  # torn: a write in progress, or cut by a kill
    assert not fi.refresh() and len(fi.rows) == 4
    with open(path, "ab") as f:
        f.write(whole[40:] + b"\n")
    assert fi.refresh() and len(fi.rows) == 5
    assert fi.parsed == 5 and fi.builds == 1  # extended, the first four never re-read
    assert fi.read_record(4)["problem_id"] == "p2"
    assert fi.search(RARE.upper()) == {4}  # case-insensitive, over the generated text only
    assert fi.search("what is 6 times 7") == set()  # the prompt is not a response
    # a rewrite (a resume's compaction drops lines): the index is rebuilt, not extended
    path.write_bytes(_lines([record("p9", 0, "wrong")]))
    assert fi.refresh() and [r[3] for r in fi.rows] == ["p9"] and fi.builds == 2


def test_a_read_only_run_keeps_its_index_in_memory(tmp_path):
    run = tmp_path / "run"
    run.mkdir()
    (run / "samples.jsonl").write_bytes(_lines([record("p1", 0, "correct", text=f"see {RARE}")]))
    (run / ".view").write_text("not a folder")  # the index cannot be written there
    fi = FileIndex(run / "samples.jsonl")
    assert fi.refresh() and not fi.persistent and len(fi.rows) == 1
    assert fi.search(RARE) == {0}


def test_filters_sort_and_problem_groups(tmp_path):
    recs = [record("p1", i, "correct" if i < 2 else "wrong") for i in range(4)]  # flips
    recs += [record("p2", i, "correct") for i in range(4)]
    recs += [record("p10", i, "truncated") for i in range(4)]
    run = write_records(tmp_path / "run", recs, n=4)
    idx = RunIndex([run / "samples.jsonl"])
    idx.refresh()
    assert idx.problems == ["p1", "p2", "p10"]  # natural order
    wrong = idx.select(["wrong"])
    assert [idx.row(int(i))["problem_id"] for i in wrong] == ["p1", "p1"]
    assert len(idx.select(["truncated", "no_answer"])) == 4 and len(idx.select(["correct", "wrong"])) == 0
    assert len(idx.select(flipped=True)) == 4 and idx.counts()["flipped_problems"] == 1
    by_verdict = idx.select(sort="verdict", descending=True)
    assert idx.row(int(by_verdict[0]))["verdict"] == "correct"
    rows = {p["problem_id"]: p for p in idx.problem_rows()}
    assert rows["p1"]["correct"] == 2 and rows["p1"]["flipped"] and not rows["p2"]["flipped"]


def test_search_reads_the_text_file_in_blocks(tmp_path, monkeypatch):
    """A hit is found wherever the blocks end, and a record longer than a block is read whole."""
    import proctor.view.index as index

    path = tmp_path / "samples.jsonl"
    long = "many words " * 30 + RARE
    recs = [
        record(f"p{i}", 0, "wrong", text=(f"{RARE} short" if i % 3 == 0 else long if i == 4 else "plain"))
        for i in range(9)
    ]
    path.write_bytes(_lines(recs))
    fi = FileIndex(path)
    fi.refresh()
    for chunk in range(16, 96):  # block ends fall everywhere, inside the word too
        monkeypatch.setattr(index, "CHUNK", chunk)
        assert fi.search(RARE) == {0, 3, 4, 6}, chunk
