"""Two runs executing at once in one process each write only their own eval.log."""

from __future__ import annotations

import asyncio
import threading

from proctor.config import build_config
from proctor.runner import execute, start_run


def _start(tmp_path, name):
    cfg = build_config(None, None, ["model.ref=mock:x", "benchmark.limit=3", "sampling.n=2"])
    return start_run(cfg, tmp_path / name)


def _own_lines_only(tmp_path):
    for me, other in (("a", "b"), ("b", "a")):
        text = (tmp_path / me / "eval.log").read_text()
        assert str(tmp_path / me) in text, text
        assert str(tmp_path / other) not in text, f"{me}/eval.log holds the other run's lines:\n{text}"


def test_concurrent_runs_on_one_loop_keep_their_logs_apart(tmp_path):
    a, b = _start(tmp_path, "a"), _start(tmp_path, "b")

    async def both():
        return await asyncio.gather(execute(*a), execute(*b))

    results = asyncio.run(both())
    assert all(r.summary is not None for r in results)
    _own_lines_only(tmp_path)


def test_concurrent_runs_in_two_threads_keep_their_logs_apart(tmp_path):
    runs = [_start(tmp_path, "a"), _start(tmp_path, "b")]
    threads = [threading.Thread(target=lambda r=r: asyncio.run(execute(*r))) for r in runs]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    _own_lines_only(tmp_path)
