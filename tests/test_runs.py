import json

import pytest

from proctor.envs.base import Trajectory
from proctor.runs import SampleWriter, compact_samples, iter_records, read_run, write_config, write_summary
from proctor.runs.rundir import RunDirError, claim_run_dir, new_run_dir


def _rec(pid, i, error=None, text="x"):
    return Trajectory(problem_id=pid, sample_index=i, seed=i, final_text=text, error=error)


def test_torn_last_line_is_ignored_and_compacted(tmp_path):
    path = tmp_path / "samples.jsonl"
    with SampleWriter(path) as w:
        w.write(_rec("a", 0))
        w.write(_rec("a", 1, error="boom"))
        w.write(_rec("b", 0))
    with open(path, "ab") as f:
        f.write(b'{"problem_id": "b", "sample_in')  # a kill mid-write
    recs = list(iter_records(path))
    assert [(r.problem_id, r.sample_index) for r in recs] == [("a", 0), ("a", 1), ("b", 0)]
    done = compact_samples(path)
    assert set(done) == {("a", 0), ("b", 0)}  # the errored one is rerun
    lines = path.read_bytes().splitlines()
    assert len(lines) == 2 and all(json.loads(line)["error"] is None for line in lines)


def test_duplicates_keep_last_finished(tmp_path):
    path = tmp_path / "samples.jsonl"
    with SampleWriter(path) as w:
        w.write(_rec("a", 0, text="first"))
        w.write(_rec("a", 0, text="second"))
    compact_samples(path)
    assert [r.final_text for r in iter_records(path)] == ["second"]


def test_run_dir_layout_and_read_back(tmp_path):
    d = new_run_dir(tmp_path, "aime24", "llamacpp-smollm2", "text-only")
    assert d.parent.name == "aime24--llamacpp-smollm2--text-only"
    write_config(d, {"run": {"seed": 1}, "model": {"adapter": None, "ref": "m"}})
    with SampleWriter(d / "samples.jsonl") as w:
        w.write(_rec("a", 0))
    data = read_run(d)
    assert data.config == {"run": {"seed": 1}, "model": {"ref": "m"}}  # None did not take effect
    assert not data.complete
    write_summary(d, {"mean@n": 0.5})
    assert read_run(d).summary == {"mean@n": 0.5}


def test_output_never_overwrites_a_run(tmp_path):
    d = tmp_path / "run"
    d.mkdir()
    (d / "config.toml").write_text("")
    with pytest.raises(RunDirError, match="already exists and is not empty.*--resume"):
        claim_run_dir(d)
    claim = claim_run_dir(tmp_path / "fresh")
    assert claim.path.is_dir() and claim.made_dir
    claim.release()


def test_read_run_refuses_a_non_run(tmp_path):
    with pytest.raises(RunDirError, match="config.toml is missing"):
        read_run(tmp_path)


def _schema_invalid_in_the_middle(path):
    with SampleWriter(path) as w:
        w.write(_rec("a", 0))
    with open(path, "ab") as f:
        f.write(b'{"problem_id": "a", "sample_index": "one", "seed": 1}\n')  # valid JSON, not a record
    with SampleWriter(path) as w:
        w.write(_rec("b", 0))


@pytest.mark.parametrize("reader", ["iter_records", "iter_dicts", "compact_samples"])
def test_a_bad_line_in_the_middle_is_an_error_naming_file_and_line_in_every_reader(tmp_path, reader):
    import proctor.runs as runs

    path = tmp_path / "samples.jsonl"
    _schema_invalid_in_the_middle(path)
    before = path.read_bytes()
    with pytest.raises(RunDirError, match=r"samples\.jsonl:2: not a valid sample record"):
        out = getattr(runs, reader)(path)
        list(out) if reader != "compact_samples" else out
    assert path.read_bytes() == before  # nothing rewritten or lost


def test_bad_json_in_the_middle_is_an_error_but_a_torn_last_line_is_not(tmp_path):
    from proctor.runs import iter_dicts

    path = tmp_path / "samples.jsonl"
    with SampleWriter(path) as w:
        w.write(_rec("a", 0))
    with open(path, "ab") as f:
        f.write(b'{"problem_id": "a", "sampl\n')
    with SampleWriter(path) as w:
        w.write(_rec("b", 0))
    with pytest.raises(RunDirError, match=r":2: "):
        list(iter_dicts(path))
    path.write_bytes(path.read_bytes().replace(b'{"problem_id": "a", "sampl\n', b""))
    with open(path, "ab") as f:
        f.write(b'{"problem_id": "c", "sample_in')  # torn last line: tolerated by both readers alike
    assert (
        [r["problem_id"] for r in iter_dicts(path)]
        == [r.problem_id for r in iter_records(path)]
        == ["a", "b"]
    )


def test_summary_and_report_see_the_same_run(tmp_path):
    from proctor.metrics import summarize
    from proctor.runs import iter_dicts

    path = tmp_path / "samples.jsonl"
    _schema_invalid_in_the_middle(path)
    with pytest.raises(RunDirError, match=r"samples\.jsonl:2"):
        summarize(iter_dicts(path), n=1)
    write_config(tmp_path, {"run": {"seed": 1}, "model": {"ref": "m"}})
    with pytest.raises(RunDirError, match=r"samples\.jsonl:2"):
        read_run(tmp_path)


def test_summary_is_written_streamed_with_the_bytes_of_one_dump(tmp_path):
    """write_summary streams the JSON (a big run's summary is never one string): same bytes as before."""
    summary = {
        "schema": 1,
        "x": [1.5, None, "é\ud83d"],
        "per_problem": [{"problem_id": f"p{i}"} for i in range(3)],
    }
    write_summary(tmp_path, summary)
    assert (tmp_path / "summary.json").read_bytes() == (json.dumps(summary, indent=2) + "\n").encode()
    assert not list(tmp_path.glob("*.tmp"))
