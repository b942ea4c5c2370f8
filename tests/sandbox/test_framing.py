"""The frames between the host and a worker: a request or a reply larger than one read arrives
whole, and a worker that sends more than its reply is lost (never read as the next call's reply)."""

from __future__ import annotations

import sys

import pytest

from proctor.sandbox import Sandbox
from proctor.sandbox.worker import Worker, WorkerLost


@pytest.mark.parametrize("mode", ["root", "userns"])
def test_a_request_and_a_reply_larger_than_a_pipe_read_arrive_whole(mode):
    import os

    if mode == "root" and os.geteuid() != 0:
        pytest.skip("root mode needs the tests to run as root (CI does)")
    blob = "".join(f"{i:07d}" for i in range(60_000))  # 420 KB of code: several reads of the zygote's
    code = f"s = {blob!r}\nprint(len(s), s[-7:])\nprint('y' * 150_000)\nprint('after')"
    with Sandbox(workers=1, timeout_s=20, memory_mb=512, max_output_bytes=200_000, mode=mode) as sb:
        for _ in range(2):  # the second call finds the frames in step
            result = sb.run(code)
            assert result.status == "ok", result.stderr[-500:]
            assert result.stdout == f"420000 0059999\n{'y' * 150_000}\nafter\n"
        assert sb.run("print(2)").stdout == "2\n"


# a stand-in worker: ready, then one reply per request followed by a stray byte
CHATTY = r"""
import json, os, struct
def frame(obj):
    data = json.dumps(obj).encode()
    return struct.pack(">I", len(data)) + data
os.write(1, frame({"ready": True}))
while head := os.read(0, 4):
    os.read(0, struct.unpack(">I", head)[0])
    os.write(1, frame({"status": "ok"}) + b"X")
"""


def test_a_worker_that_sends_more_than_its_reply_is_lost():
    worker = Worker(0, [sys.executable, "-I", "-c", CHATTY], {}, frames=[])
    worker.start()
    try:
        with pytest.raises(WorkerLost, match="more than its reply"):
            worker.request({"op": "ping"}, 10)
        assert not worker.alive  # killed: it is restarted before its next call
    finally:
        worker.kill()
