"""Reward workers as a Ray actor pool on a local Ray cluster: the same outcomes as in-process, in
order, and a batch survives an actor killed from outside (Ray restarts it and retries its part)."""

from __future__ import annotations

import os
import signal
import threading
from pathlib import Path

import pytest

from proctor.rewards.core import Item, Rewarder
from proctor.rewards.ray_pool import RayRewardPool

ray = pytest.importorskip("ray")
pytestmark = [pytest.mark.slow, pytest.mark.timeout(600)]  # Ray starts slowly
SRC = Path(__file__).resolve().parents[2] / "src"


@pytest.fixture(scope="module")
def pool():
    mp = pytest.MonkeyPatch()
    mp.setenv("PYTHONPATH", str(SRC))
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    p = RayRewardPool(2, deadline_s=10)
    # warm each actor's workers (their sympy's first integral loads its integration modules, which took more than
    # the grader's 2 s sympy limit on a loaded CI machine: a timeout the warm in-process grader did not have)
    p.grade(_items()[:-1])
    yield p
    p.close()
    ray.shutdown()
    mp.undo()


def _items():
    items = [Item(f"so \\boxed{{\\int_0^{{{i}}} x dx}}", f"{i * i}/2") for i in range(1, 9)]
    items += [Item(f"\\boxed{{{i}}}", str(i + (i % 2))) for i in range(8)]
    return items + [Item("so \\boxed{9^{9^{9^9}}+1}", "1")]


def test_the_actor_pool_grades_as_in_process(pool):
    items = _items()
    local = Rewarder("math")
    try:
        # warm, as the pool's actors are: a cold first integral may pass the sympy limit
        local.grade(items[:-1])
        want = [(o.status, o.reward) for o in local.grade(items)]
    finally:
        local.close()
    got = [(o.status, o.reward) for o in pool.grade(items)]
    assert got == want and want[-1] == ("timeout", None) and want[0] == ("graded", 1.0)


def test_an_actor_starts_reading_workers_for_its_cpu_share_not_the_node(pool):
    # num_cpus=1 each: two reading workers an actor, where the node's default would be 2 per core
    assert ray.get([a.reading_workers.remote() for a in pool.actors]) == [2, 2]


def test_a_killed_actor_loses_no_reward(pool):
    pids = ray.get([a.pid.remote() for a in pool.actors])
    threading.Timer(0.5, lambda: os.kill(pids[0], signal.SIGKILL)).start()
    items = _items()
    got = pool.grade(items)
    assert len(got) == len(items)
    assert [o.reward for o in got[:8]] == [1.0] * 8  # every symbolic item answered, once, in order
    assert all(o.status in ("graded", "timeout") for o in got), [o.status for o in got]
