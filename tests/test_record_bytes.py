"""samples.jsonl's lines are written by orjson from a record's Python form (``runs.samples._line``): the
same bytes as pydantic-core's ``model_dump_json`` for every record it writes, and where orjson will not
write one (an integer past 64 bits, a type of its own in ``info``, a lone surrogate) the line still reads
back to the same record."""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

import pytest

from proctor.envs import Trajectory
from proctor.runs.samples import _RECORD, _line, iter_records

HERE = Path(__file__).resolve().parent
REPRODUCTION = HERE.parent / "perf" / "reproductions" / "smollm2-gsm8k" / "lighteval" / "samples.jsonl"


def _traj(**kw) -> Trajectory:
    base = {"problem_id": "p", "seed": 0}
    return Trajectory(**{**base, **kw})


EDGES = [
    _traj(final_text="plain"),
    _traj(latency_s=1.5e-5, info={"f": 1e-06, "g": 1e300, "h": 0.1, "neg": -0.0, "i": 7, "big": 2**63 - 1}),
    _traj(info={"inf": math.inf, "nan": math.nan}),  # both serializers write null
    _traj(final_text='\x00\x01\x1f\x7f\u2028\u2029\b\f\n\r\t"\\/ é 答 𝟓 \U0001f600'),
    _traj(
        messages=[{"role": "user", "content": [{"type": "text", "text": "é"}]}], info={"t": (1, 2), "n": None}
    ),
    _traj(
        turns=[{"text": "x", "finish_reason": "stop", "token_ids": [1, 2], "logprobs": [-0.5, -1e-9]}],
        info={"steps": [{"observation_token_ids": [3]}]},
    ),
]


@pytest.mark.parametrize("record", EDGES, ids=range(len(EDGES)))
def test_a_line_is_the_bytes_of_model_dump_json(record):
    assert _line(record) == _RECORD.dump_json(record)


def test_the_committed_reproduction_s_records_are_written_as_they_were():
    with open(REPRODUCTION, "rb") as f:
        for k, raw in enumerate(f):
            if k == 300:
                break
            record = Trajectory.model_validate_json(raw)
            assert _line(record) == _RECORD.dump_json(record) == raw.rstrip(b"\n")


def test_a_long_reply_s_record_is_the_same_bytes():
    sys.path.insert(0, str(HERE.parent / "perf"))
    from fake_server import reply_text

    for think in (False, True):
        text = reply_text(102400, think=think)
        record = _traj(
            messages=[{"role": "user", "content": "Find x."}, {"role": "assistant", "content": text}],
            turns=[{"text": text, "finish_reason": "stop", "reasoning": text[:5000]}],
            final_text=text,
        )
        assert _line(record) == _RECORD.dump_json(record)


ODD = [
    _traj(info={"big": 2**70}),  # orjson: past 64 bits
    _traj(info={"s": {1, 2}}),  # orjson: a set
    _traj(final_text="lone \ud800 surrogate", turns=[{"text": "\udc00", "finish_reason": "stop"}]),
]


@pytest.mark.parametrize("record", ODD, ids=range(len(ODD)))
def test_what_orjson_will_not_write_reads_back_the_same(record, tmp_path):
    line = _line(record)
    json.loads(line)  # one JSON line
    path = tmp_path / "samples.jsonl"
    path.write_bytes(line + b"\n")
    [back] = iter_records(path)
    assert back.final_text == record.final_text and back.turns == record.turns
    expected = _RECORD.dump_python(record, mode="json")["info"]
    assert back.info == expected
