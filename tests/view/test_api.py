"""``proctor view``'s JSON API on a real server: pages, filters and search against the runs' own
reader, the A/B figures against ``proctor compare --json``, traversal attempts, token and headers."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import httpx
import numpy as np
import pytest
from conftest import viewer
from set_dirs import write_set
from view_runs import RARE, big_run, record, write_records

from proctor.runs.load import iter_run
from proctor.view.server import is_loopback

SECRET = "outside-the-served-folder"


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    root = tmp_path_factory.mktemp("served")
    big_run(root / "mid", problems=50, n=40, seed=3)  # 2,000 samples
    rng = np.random.default_rng(0)
    for name, skill in (("a", 0.3), ("b", 0.6)):
        recs = [
            record(f"q{p}", i, "correct" if rng.random() < skill else "wrong")
            for p in range(30)
            for i in range(2)
        ]
        write_records(root / "pair" / name, recs, n=2)
    outside = tmp_path_factory.mktemp("outside")
    (outside / "secret.txt").write_text(SECRET)
    write_records(outside / "run", [record("x", 0, "correct", text=SECRET)], n=1)
    os.symlink(outside / "run", root / "linked-run")  # a symlink out of the served folder
    (root / "leaky").mkdir()
    (root / "leaky" / "config.toml").write_text((root / "pair" / "a" / "config.toml").read_text())
    os.symlink(outside / "run" / "samples.jsonl", root / "leaky" / "samples.jsonl")
    write_set(root / "sweep")
    write_records(root / "untouched", [record("u", i, "correct" if i else "errored") for i in range(5)], n=5)
    with viewer(str(root)) as v:
        yield root, v


def test_pages_cover_the_run_once_in_order(served):
    root, v = served
    seen = []
    for offset in range(0, 2000, 500):
        page = v.get("/api/samples", run="mid", offset=offset, limit=500).json()
        assert page["total"] == 2000 and len(page["rows"]) == 500
        seen += [(r["problem_id"], r["sample_index"]) for r in page["rows"]]
    assert len(set(seen)) == 2000
    assert seen == sorted(seen, key=lambda k: (int(k[0][1:]), k[1]))  # problem then sample order
    assert v.get("/api/samples", run="mid", offset=2000).json()["rows"] == []
    assert v.get("/api/samples", run="mid", limit=100000).status_code == 400


def test_filters_and_search_agree_with_the_runs_reader(served):
    root, v = served
    recs = list(iter_run(root / "mid"))
    finished = [r for r in recs if r.get("error") is None]
    expected = {
        "correct": sum(r["correct"] for r in finished),
        "errored": len(recs) - len(finished),
        "no_answer": sum(r["extracted"] is None for r in finished),
        "wrong": sum(not r["correct"] and r["extracted"] is not None for r in finished),
        "truncated": sum(r["stop_reason"] == "length" for r in finished),
    }
    assert all(expected.values())
    for name, count in expected.items():
        page = v.get("/api/samples", run="mid", filter=name, limit=500).json()
        assert page["total"] == count, name
        assert all(name in row["flags"] for row in page["rows"])
    both = v.get("/api/samples", run="mid", filter=["wrong", "truncated"])
    assert both.json()["total"] == 0  # filters combine with AND
    hits = v.get("/api/samples", run="mid", q=RARE.title(), limit=500).json()
    want = {(r["problem_id"], r["sample_index"]) for r in recs if RARE in r["final_text"]}
    assert want and {(r["problem_id"], r["sample_index"]) for r in hits["rows"]} == want
    assert v.get("/api/samples", run="mid", filter="nonsense").status_code == 400


def test_a_sample_is_the_record_on_disk(served):
    root, v = served
    rec = v.get("/api/sample", run="pair/b", problem="q3", sample=1).json()["record"]
    assert rec == next(
        r for r in iter_run(root / "pair" / "b") if r["problem_id"] == "q3" and r["sample_index"] == 1
    )
    assert v.get("/api/sample", run="pair/b", problem="q3", sample=7).status_code == 404


def test_ab_figures_are_proctor_compares(served, tmp_path):
    root, v = served
    out = tmp_path / "cmp.json"
    done = subprocess.run(
        [sys.executable, "-m", "proctor", "compare", str(root / "pair/a"), str(root / "pair/b"), "--json", str(out)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    cli = json.loads(out.read_text())
    ab = v.get("/api/compare", a="pair/a", b="pair/b").json()
    assert ab["comparisons"][0]["metrics"] == cli["comparisons"][0]["metrics"]
    assert ab["problems"] == cli["problems"]
    flips = {r["problem_id"] for r in ab["outcomes"] if r["outcome"] in ("won", "lost")}
    a = {(r["problem_id"], r["sample_index"]): r["correct"] for r in iter_run(root / "pair/a")}
    b = {(r["problem_id"], r["sample_index"]): r["correct"] for r in iter_run(root / "pair/b")}
    rate = lambda d, p: sum(d[(p, i)] for i in range(2))  # noqa: E731
    assert flips == {p for p in ab["problems"] if rate(a, p) != rate(b, p)} and flips
    report = v.get("/api/compare/export", a="pair/a", b="pair/b")
    assert report.status_code == 200 and "attachment" in report.headers["content-disposition"]
    assert "<html" in report.text[:200].lower() and "pair" in report.text


TRAVERSALS = [
    ("/api/run", {"run": "../outside"}),
    ("/api/run", {"run": "/etc"}),
    ("/api/samples", {"run": "pair/../../outside/run"}),
    ("/api/samples", {"run": "linked-run"}),
    ("/api/sample", {"run": "pair/a", "problem": "../../../etc/passwd", "sample": "0"}),
    ("/api/compare", {"a": "pair/a", "b": "../../etc"}),
    ("/api/compare/export", {"a": "/etc", "b": "pair/a"}),
]


def test_traversal_attempts_reach_nothing_outside(served):
    root, v = served
    names = {r["name"] for r in v.get("/api/runs").json()["runs"]}
    assert "linked-run" not in names  # a symlink out of the folder is not a run here
    for path, params in TRAVERSALS:
        res = v.get(path, **params)
        assert res.status_code == 404 and SECRET not in res.text, (path, params, res.text[:200])
    # the run whose samples file is a symlink out of the folder: its records are not read
    # (a run with a link where proctor writes is refused outright, naming the link)
    leaky = v.get("/api/samples", run="leaky")
    assert leaky.status_code == 400 and "symbolic link" in leaky.json()["error"] and SECRET not in leaky.text
    assert SECRET not in v.get("/api/sample", run="leaky", problem="x", sample=0).text
    for raw in (
        "/static/../catalog.py",
        "/static/%2e%2e/catalog.py",
        "/static/..%2fcatalog.py",
        "/static//etc/passwd",
    ):
        res = httpx.get(v.url + raw)
        assert res.status_code == 404 and "Catalog" not in res.text, raw


def test_headers_host_check_and_token(served):
    root, v = served
    for path in ("/", "/runs/pair/a", "/api/runs", "/static/app.js"):
        res = v.get(path)
        assert res.status_code == 200
        assert "script-src 'self'" in res.headers["content-security-policy"]
        assert "unsafe-inline" not in res.headers["content-security-policy"]
    assert v.get("/").text.count("<script") == 1 and 'src="/static/app.js"' in v.get("/").text
    evil = httpx.get(v.url + "/api/runs", headers={"Host": "attacker.example"})
    assert evil.status_code == 400  # DNS rebinding: a page of another site cannot read the runs
    assert is_loopback("127.0.0.1") and is_loopback("::1") and is_loopback("localhost")
    assert not is_loopback("0.0.0.0") and not is_loopback("192.168.1.4")
    with viewer(str(root / "pair"), "--token", "s3cret") as t:
        assert t.get("/api/runs").status_code == 403
        assert t.get("/").status_code == 403
        ok = t.get("/api/runs", token="s3cret")
        assert ok.status_code == 200 and "proctor_view_token=s3cret" in ok.headers["set-cookie"]
        assert httpx.get(t.url + "/api/runs", cookies={"proctor_view_token": "s3cret"}).status_code == 200
        assert t.get("/api/runs", token="wrong").status_code == 403


def test_a_folder_that_is_not_there_is_a_clear_error(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "proctor", "view", str(tmp_path / "nope"), "--port", "0"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 2 and "not a folder" in done.stderr


def test_a_sweep_set_with_its_cells_and_learning_curves(served):
    root, v = served
    listing = v.get("/api/runs").json()
    assert [s["name"] for s in listing["sets"]] == ["sweep"]
    runs = {r["name"] for r in listing["runs"]}
    data = v.get("/api/set", set="sweep").json()
    done = [c for c in data["cells"] if c["status"] == "done"]
    assert done and all(c["run"] in runs for c in done)  # each done cell links to its run
    failed = [c for c in data["cells"] if c["status"] == "failed"]
    assert failed and failed[0]["run"] is None
    assert data["curves"]
    svg = v.get("/api/set/curve.svg", set="sweep", i=0)
    assert svg.headers["content-type"].startswith("image/svg+xml")
    assert svg.text.startswith("<svg xmlns='http://www.w3.org/2000/svg'")  # an image file needs it
    assert v.get("/api/set", set="../sweep").status_code == 404
    a, b = done[0]["run"], done[1]["run"]
    assert v.get("/api/compare", a=a, b=b).json()["comparisons"]  # two cells of a sweep, A vs B


def test_the_list_describes_a_complete_run_without_building_its_index(served):
    root, v = served
    listing = {r["name"]: r for r in v.get("/api/runs").json()["runs"]}
    assert listing["untouched"]["samples"] == 5 and listing["untouched"]["status"] == "errored"
    assert not (root / "untouched" / ".view").exists()  # its summary.json said enough
    assert v.get("/api/run", run="untouched").json()["counts"]["errored"] == 1
    assert (root / "untouched" / ".view" / "samples.jsonl.index.json").is_file()
