"""A run's first visit does not wait for its whole index: the build runs in a thread of its own,
a page is answered once the records it shows are indexed, a filter from what is indexed (and says
it is partial), another run is answered meanwhile, and once the build is over the answers are the
full ones. The build is paused by a hook on its publications (never timed)."""

from __future__ import annotations

import threading

import pytest
from starlette.testclient import TestClient
from view_runs import RARE, big_run

from proctor.view import runindex as index_mod
from proctor.view.app import build_app
from proctor.view.catalog import Catalog

PROBLEMS, N = 40, 20  # 800 records


@pytest.fixture
def paused(tmp_path, monkeypatch):
    """A server over two runs whose builds stop at their first publication until released."""
    monkeypatch.setattr(index_mod, "GRACE", 0.0)  # answer from what is indexed at once
    big_run(tmp_path / "big", PROBLEMS, N, seed=5)
    big_run(tmp_path / "other", 3, 2, seed=6)
    catalog = Catalog([tmp_path])
    gate = threading.Event()
    seen: list[int] = []

    def hold(snap):
        seen.append(len(snap))
        assert gate.wait(60), "the test never released the build"

    catalog.on_publish = hold
    client = TestClient(build_app(catalog))
    yield client, catalog, gate, seen
    gate.set()
    catalog.close()


def _full(tmp_path, **params):
    """The same request to a server whose index of the run was built to the end first."""
    catalog = Catalog([tmp_path])
    catalog.run_index("big").refresh()
    return TestClient(build_app(catalog)).get("/api/samples", params={"run": "big", **params}).json()


def test_a_first_page_is_answered_while_the_run_is_being_indexed(paused, tmp_path):
    client, catalog, gate, seen = paused
    page = client.get("/api/samples", params={"run": "big", "limit": 100}).json()
    idx = catalog.run_index("big")
    assert idx.building and seen  # answered while the build is held at its first publication
    assert page["partial"] is True and page["indexed"] < PROBLEMS * N
    assert page["indexed"] >= 100 and len(page["rows"]) == 100
    assert page["expected"] >= page["indexed"]  # "indexing... N of about M"
    # another run is answered, whole, while this build is held
    other = client.get("/api/samples", params={"run": "other"}).json()
    assert other["total"] == 6
    assert catalog.run_index("big").building


def test_a_filter_and_a_search_say_they_are_partial_then_equal_the_full_answers(paused, tmp_path):
    client, catalog, gate, seen = paused
    asks = [
        {"filter": "wrong", "limit": 500},
        {"filter": ["no_answer", "truncated"], "sort": "tokens", "desc": "1"},
        {"q": RARE, "limit": 500},
        {"flipped": "1", "limit": 500},
    ]
    partial = [client.get("/api/samples", params={"run": "big", **a}).json() for a in asks]
    info = client.get("/api/run", params={"run": "big"}).json()
    assert catalog.run_index("big").building
    assert info["indexing"]["partial"] is True and info["samples"] < PROBLEMS * N
    for answer in partial:
        assert answer["partial"] is True and answer["all"] == answer["indexed"] < PROBLEMS * N
    assert partial[0]["total"] > 0  # the records indexed so far are filtered
    idx = catalog.run_index("big")
    gate.set()
    idx.wait(grace=60)
    assert not idx.building and not idx.snapshot().partial
    for a, before in zip(asks, partial, strict=True):
        after = client.get("/api/samples", params={"run": "big", **a}).json()
        assert after["partial"] is False and after["all"] == PROBLEMS * N
        full = _full(tmp_path, **a)
        assert after == full
        assert before["total"] <= after["total"]
    info = client.get("/api/run", params={"run": "big"}).json()
    assert info["indexing"]["partial"] is False and info["samples"] == PROBLEMS * N


def test_a_deep_page_waits_for_its_records_only(paused, tmp_path):
    """A page past what is published asks the build for a publication that covers it."""
    client, catalog, gate, seen = paused
    client.get("/api/samples", params={"run": "big", "limit": 1})
    assert catalog.run_index("big").building
    gate.set()  # publications go on from here; the request below needs 600 records
    page = client.get("/api/samples", params={"run": "big", "offset": 500, "limit": 100}).json()
    assert page["indexed"] >= 600 and len(page["rows"]) == 100


def test_closing_the_catalog_stops_a_build_in_progress(tmp_path):
    """A server that stops leaves no build behind: it ends at its next records, saving nothing."""
    big_run(tmp_path / "big", PROBLEMS, N, seed=5)
    catalog = Catalog([tmp_path])
    closers: list[threading.Thread] = []

    def close_once(snap):
        if not closers:
            closers.append(threading.Thread(target=catalog.close))
            closers[0].start()

    catalog.on_publish = close_once
    idx = catalog.run_index("big")
    idx.wait(grace=60)
    closers[0].join(60)
    assert not closers[0].is_alive() and not idx.building and not idx._thread.is_alive()
    assert idx.snapshot().progress.records < PROBLEMS * N  # it stopped before the end
    assert not (tmp_path / "big" / ".view" / "samples.jsonl.index.json").exists()
