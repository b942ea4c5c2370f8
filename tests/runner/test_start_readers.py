"""The reading workers a burst of short replies will use start while the run is prepared (one core
idle then), only where a burst can come: a rule grader that reads apart at a fixed concurrency of at
least a batch (envs/grading.py ``start_readers``)."""

from __future__ import annotations

import pytest

from proctor.envs import grading as grading_mod
from proctor.envs.reading_batches import BATCH_MAX
from proctor.grading import get_grader


class FakePool:
    size = 4

    def __init__(self) -> None:
        self.started: list[int] = []  # the workers asked of each start

    def start(self, workers: int) -> None:
        self.started.append(workers)


@pytest.fixture
def pool(monkeypatch):
    fake = FakePool()
    monkeypatch.setattr(grading_mod, "reading_pool", lambda: fake)
    monkeypatch.setattr(grading_mod, "batches_in_flight", lambda: 2)
    return fake


def test_a_burst_finds_one_worker_per_batch_started(pool):
    grading_mod.start_readers(get_grader("math"), 256)
    assert pool.started == [2]  # one worker per batch in flight


@pytest.mark.parametrize("concurrency", [1, 4, BATCH_MAX - 1, "auto"])
def test_no_worker_where_no_burst_can_come(pool, concurrency):
    grading_mod.start_readers(get_grader("math"), concurrency)
    assert pool.started == []


def test_no_worker_for_a_grader_that_does_not_read_apart(pool, monkeypatch):
    monkeypatch.setattr(grading_mod, "_made_for_reading", lambda grader: None)
    grading_mod.start_readers(get_grader("math"), 256)
    assert pool.started == []


def test_never_more_than_the_pool_holds(pool, monkeypatch):
    monkeypatch.setattr(grading_mod, "batches_in_flight", lambda: 16)
    grading_mod.start_readers(get_grader("math"), 1024)
    assert pool.started == [pool.size]
