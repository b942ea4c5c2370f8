"""A Rewarder counts each item once, by the status it was returned with (what /metrics reports)."""

import asyncio
import threading
import time

from proctor.rewards.core import Item, Outcome, Rewarder


def _slow_rewarder(release: threading.Event, done: threading.Event) -> Rewarder:
    r = Rewarder("math", deadline_s=0.2)

    def slow(item: Item, on_start=None) -> Outcome:  # a grading that ends after its deadline has passed
        if on_start is not None:
            on_start()  # its deadline runs from here
        release.wait(10)
        try:
            return Outcome(1.0, True, "graded", extracted="4")
        finally:
            done.set()

    r._grade = slow  # type: ignore[method-assign]
    return r


def _after_late_grading_ends(r: Rewarder, release: threading.Event, done: threading.Event) -> dict:
    release.set()
    assert done.wait(10)
    time.sleep(0.2)  # the grading thread has returned its (late) outcome
    return r.counts.snapshot()["statuses"]


def test_a_late_item_is_counted_once_as_a_timeout_not_again_when_its_grading_ends():
    release, done = threading.Event(), threading.Event()
    r = _slow_rewarder(release, done)
    [out] = r.grade([Item(response="\\boxed{4}", answer="4")])
    assert out.status == "timeout" and out.reward is None
    assert _after_late_grading_ends(r, release, done) == {"timeout": 1}


def test_the_async_form_counts_a_late_item_once_too():
    release, done = threading.Event(), threading.Event()
    r = _slow_rewarder(release, done)
    [out] = asyncio.run(r.agrade([Item(response="\\boxed{4}", answer="4")]))
    assert out.status == "timeout"
    assert _after_late_grading_ends(r, release, done) == {"timeout": 1}


def test_items_returned_in_time_are_counted_by_their_status():
    r = Rewarder("math")
    items = [Item(response="so \\boxed{4}", answer="4"), Item(response="no answer here", answer="4")]
    outs = r.grade(items) + r.grade(items[:1])
    assert [o.status for o in outs] == ["graded", "no_answer", "graded"]
    assert r.counts.snapshot()["statuses"] == {"graded": 2, "no_answer": 1}
    assert r.grade_one(items[0]).status == "graded"
    assert r.counts.snapshot()["statuses"]["graded"] == 3
