"""Records finished together are written together, and each is in samples.jsonl before it is counted."""

from __future__ import annotations

import asyncio
import json

import pytest

from proctor.config import build_config
from proctor.runner import execute, start_run
from proctor.runner import execution as execution_mod
from proctor.runs import read_run


def test_records_finished_together_share_a_write_and_are_on_disk_before_they_are_counted(
    tmp_path, monkeypatch
):
    cfg = build_config(
        None,
        None,
        ["model.ref=mock:\\boxed{7}", "benchmark.limit=20", "sampling.n=3", "runner.concurrency=16"],
    )
    prep, run_dir, done = start_run(cfg, tmp_path / "run")
    writers: list[execution_mod.BatchWriter] = []
    real = execution_mod.BatchWriter

    def spy(writer, *rest):
        writers.append(real(writer, *rest))
        return writers[-1]

    monkeypatch.setattr(execution_mod, "BatchWriter", spy)
    seen_in_file: list[bool] = []

    def on_record(traj) -> None:  # when a record is counted, its line is already in the file
        text = (run_dir / "samples.jsonl").read_text(encoding="utf-8")
        seen_in_file.append(f'"seed":{traj.seed},' in text)

    result = asyncio.run(execute(prep, run_dir, done, on_record))
    assert result.generated == 60 and result.errored == 0
    assert len(seen_in_file) == 60 and all(seen_in_file)
    (batches,) = writers
    assert 1 <= batches.writes < 60  # the mock answers at once: many records finish in one loop turn
    keys = [(r.problem_id, r.sample_index) for r in read_run(run_dir).records]
    assert len(keys) == len(set(keys)) == 60


def test_a_failed_batch_write_fails_the_run_and_leaves_only_complete_records(tmp_path, monkeypatch):
    cfg = build_config(
        None, None, ["model.ref=mock:\\boxed{7}", "benchmark.limit=20", "runner.concurrency=8"]
    )
    prep, run_dir, done = start_run(cfg, tmp_path / "run")
    from proctor.runs import samples as samples_mod

    real = samples_mod.SampleWriter.write_many
    calls = [0]

    def flaky(self, records):
        calls[0] += 1
        if calls[0] == 2:
            raise OSError(28, "No space left on device")
        real(self, records)

    monkeypatch.setattr(samples_mod.SampleWriter, "write_many", flaky)
    counted: list[str] = []
    with pytest.raises(Exception, match="space|No space"):
        asyncio.run(execute(prep, run_dir, done, lambda t: counted.append(t.problem_id)))
    lines = (run_dir / "samples.jsonl").read_text(encoding="utf-8").splitlines()
    assert lines and all(json.loads(line) for line in lines)  # complete records only
    in_file = [json.loads(line)["problem_id"] for line in lines]
    assert counted and set(counted) <= set(in_file)  # nothing counted that is not in the file
    assert len(in_file) < 20  # the failed batch is not in the file


def test_a_written_line_is_the_records_model_dump_json(tmp_path):
    """write_many takes the serializer's bytes as they are: each line is byte for byte the record's
    ``model_dump_json()`` (non-ASCII text, escapes and floats included), and reads back equal."""
    from proctor.envs.base import Trajectory
    from proctor.runs.samples import SampleWriter, iter_records

    records = [
        Trajectory(
            problem_id=f"p{i}",
            sample_index=i,
            seed=i,
            messages=[{"role": "user", "content": 'Ünïcødé \\boxed{x} "q"\n\t'}],
            final_text="答案是 $\\frac{1}{2}$ \u2028 " * (i + 1),
            latency_s=0.1 * i + 1e-9,
            info={"grade_details": {"k": [1, 2.5, None]}},
        )
        for i in range(5)
    ]
    path = tmp_path / "samples.jsonl"
    with SampleWriter(path) as w:
        w.write_many(records[:3])
        w.write(records[3])
        w.write_many(records[4:])
    lines = path.read_bytes().splitlines()
    assert lines == [r.model_dump_json().encode("utf-8") for r in records]
    assert list(iter_records(path)) == records


def test_a_batch_is_written_whole_through_short_writes_and_more_buffers_than_one_writev_takes(
    tmp_path, monkeypatch
):
    """The lines of a batch go by writev, not joined first: a short write goes on where it stopped
    (mid-line), and a batch of more lines than one writev takes (IOV_MAX) is written in order."""
    import os

    from proctor.envs.base import Trajectory
    from proctor.runs import samples as samples_mod
    from proctor.runs.samples import SampleWriter, iter_records

    real, calls = os.writev, []

    def short(fd, buffers):  # at most 1,000 bytes a call, as a filesystem may cut a write
        calls.append(len(buffers))
        out, left = [], 1000
        for b in buffers:
            out.append(bytes(b)[:left])
            left -= len(out[-1])
            if not left:
                break
        return real(fd, out)

    monkeypatch.setattr(samples_mod.os, "writev", short)
    records = [Trajectory(problem_id=f"p{i}", seed=i, final_text="x" * (i % 7) * 100) for i in range(700)]
    path = tmp_path / "samples.jsonl"
    with SampleWriter(path) as w:
        w.write_many(records)
    assert path.read_bytes().splitlines() == [r.model_dump_json().encode() for r in records]
    assert list(iter_records(path)) == records
    assert max(calls) == samples_mod._IOV_MAX and len(calls) > len(records) // 4
