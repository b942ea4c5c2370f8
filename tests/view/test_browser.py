"""``proctor view`` end to end in headless Chromium (Selenium, Debian's chromium-driver): the run list,
a filter on a 32,000-sample run, a transcript from its deep link (a real run of the embedded model,
and a tool-env transcript), the A/B view against ``proctor compare``, a live run growing while the
page is open, and hostile model output that must execute nothing. One server and one browser for
the module; screenshots of each view go to the folder the ``screens`` fixture prints."""

from __future__ import annotations

import json
import shutil
import time

import numpy as np
import pytest
from conftest import viewer, wait_for
from proctor_cli import run_proctor
from set_dirs import write_set
from view_runs import big_run, record, tool_record, write_records

from proctor.runs.load import iter_run
from proctor.runs.rundir import lock_run_dir

pytestmark = [pytest.mark.slow, pytest.mark.model]  # the module's site holds a run of the embedded model

CANARY = "__proctor_canary"
PAYLOADS = [
    f"<script>window.{CANARY}='script'</script>",
    f"<img src=x onerror=\"window.{CANARY}='img'\">",
    f"<a href=\"javascript:window.{CANARY}='link'\">click me</a>",
    f"<svg onload=\"window.{CANARY}='svg'\"></svg>",
]
HOSTILE = "Here is my answer. " + " ".join(PAYLOADS)


@pytest.fixture(scope="module")
def site(tmp_path_factory, embedded_run):
    root = tmp_path_factory.mktemp("runs")
    shutil.copytree(embedded_run, root / "model")  # the session's embedded-model run (a copy: indexed)
    big_run(root / "big")  # 500 x 64
    rng = np.random.default_rng(1)
    for name, skill in (("a", 0.35), ("b", 0.65)):
        recs = []
        for p in range(24):
            for i in range(2):
                ok = bool(rng.random() < skill)
                recs.append(
                    tool_record(f"t{p}", i, ok)
                    if name == "b"
                    else record(f"t{p}", i, "correct" if ok else "wrong")
                )
        write_records(root / "ab" / name, recs, n=2)
    xss = [record("x<b>1</b>", 0, "wrong", text=HOSTILE, extracted=PAYLOADS[1])]
    xss[0]["messages"][1]["content"] = PAYLOADS[0] + PAYLOADS[2]
    tool = tool_record("x2", 0)
    tool["info"]["steps"][0]["calls"][0].update(code=PAYLOADS[1], output=PAYLOADS[2])
    write_records(root / "xss", [*xss, tool], n=1)
    write_records(root / "live", [record("l1", i, "correct") for i in range(3)], n=8, complete=False)
    write_set(root / "sweep")
    with viewer(str(root)) as v:
        # the 32,000-sample run indexed first (its first visit is test_indexing's): these tests
        # read its whole counts
        wait_for(lambda: not v.get("/api/run", run="big").json()["indexing"]["partial"], 300, "the index")
        yield root, v


def _open(browser, v, path: str, timeout: float = 30.0) -> float:
    t0 = time.perf_counter()
    browser.get(v.url + path)
    wait_for(
        lambda: browser.find_element("tag name", "body").get_attribute("data-ready"),
        timeout,
        f"{path} to render",
    )
    return time.perf_counter() - t0


def _css(browser, selector: str):
    return browser.find_elements("css selector", selector)


def test_run_list_loads_with_status(site, browser, screens):
    root, v = site
    _open(browser, v, "/", timeout=120)  # the first visit builds every run's offset index
    rows = {r.get_attribute("data-run"): r for r in _css(browser, "#runs tr[data-run]")}
    assert {r for r in rows if not r.startswith("sweep/")} == {"model", "big", "ab/a", "ab/b", "xss", "live"}
    assert "complete" in rows["model"].text and "mean@2" in rows["model"].text
    assert "errored" in rows["big"].text and " / 32000" in rows["big"].text  # a few samples errored
    assert "partial" in rows["live"].text
    browser.save_screenshot(str(screens / "run-list.png"))


def test_a_filter_narrows_the_32000_sample_table(site, browser, screens):
    root, v = site
    seconds = _open(browser, v, "/runs/big")
    print(f"\nfirst page of 32,000 samples in Chromium: {seconds:.2f} s")
    assert _css(browser, "#shown")[0].text == "1–100 of 32000"
    wrong = v.get("/api/samples", run="big", filter="wrong", limit=1).json()["total"]
    assert 0 < wrong < 32000
    t0 = time.perf_counter()
    _css(browser, "button[data-filter=wrong]")[0].click()
    wait_for(lambda: _css(browser, "#samples")[0].get_attribute("data-total") == str(wrong), 30, "the filter")
    print(f"filter 'wrong' in Chromium: {time.perf_counter() - t0:.2f} s ({wrong} rows)")
    verdicts = {td.text for td in _css(browser, "#samples tr td:nth-child(3)")}
    assert verdicts == {"wrong"}
    assert "filter=wrong" in browser.current_url  # the filtered table has its own link
    browser.save_screenshot(str(screens / "samples-filtered.png"))


def test_a_transcript_opens_from_its_deep_link(site, browser, screens):
    root, v = site
    rec = next(iter_run(root / "model"))
    pid, i = rec["problem_id"], rec["sample_index"]
    _open(browser, v, f"/runs/model/samples/{pid}/{i}")
    page = _css(browser, "main")[0].text
    assert f"Problem {pid}, sample {i}" in page
    facts = _css(browser, "table.facts")[0].text
    assert f"gold {rec['answer']}" in facts and f"version {rec['grader_version']}" in facts
    shown = [p.text for p in _css(browser, "pre.model")]
    assert rec["final_text"].strip()[:40] in " ".join(shown)  # what the model wrote, as it wrote it
    # a tool-env transcript: thinking collapsed, the call's code and output shown
    _open(browser, v, "/runs/ab/b/samples/t0/0")
    thinking = _css(browser, "details.thinking")[0]
    assert thinking.get_attribute("open") is None
    assert "print(6 * 7)" in _css(browser, ".call pre.code")[0].text
    assert "tool call 1 · ok · exit 0" in _css(browser, ".call .role")[0].text
    browser.save_screenshot(str(screens / "transcript-tools.png"))


def test_ab_view_lists_flipped_problems_and_agrees_with_proctor_compare(site, browser, screens, tmp_path):
    root, v = site
    out = tmp_path / "compare.json"
    run_proctor("compare", str(root / "ab/a"), str(root / "ab/b"), "--json", str(out))
    cli = json.loads(out.read_text())["comparisons"][0]["metrics"]["mean@N"]
    _open(browser, v, "/compare?a=ab/a&b=ab/b", timeout=60)
    row = next(r for r in _css(browser, "#paired tr") if r.text.startswith("mean@N"))
    cells = [td.text for td in row.find_elements("tag name", "td")]
    p = cli["p_value"]
    assert cells[5] == (f"{p:.1e}" if p < 0.001 else f"{p:.3f}") and cells[6] == cli["test"]
    assert cells[3] == f"{'+' if cli['diff'] >= 0 else ''}{100 * cli['diff']:.1f} pts"
    a = {(r["problem_id"], r["sample_index"]): r["correct"] for r in iter_run(root / "ab/a")}
    b = {(r["problem_id"], r["sample_index"]): r["correct"] for r in iter_run(root / "ab/b")}
    flipped = {
        f"t{p}" for p in range(24) if a[(f"t{p}", 0)] + a[(f"t{p}", 1)] != b[(f"t{p}", 0)] + b[(f"t{p}", 1)]
    }
    listed = {r.get_attribute("data-problem") for r in _css(browser, "#outcomes tr[data-problem]")}
    assert flipped and listed == flipped
    browser.save_screenshot(str(screens / "ab-view.png"))
    _css(browser, "#outcomes tr[data-problem] button.open")[0].click()
    wait_for(lambda: len(_css(browser, "#side .col table.facts")) == 2, 30, "the side-by-side transcripts")
    assert _css(browser, "#side .col")[1].find_elements("css selector", ".call")  # B's tool calls
    browser.save_screenshot(str(screens / "ab-side-by-side.png"))


def test_a_live_run_count_grows_while_the_page_is_open(site, browser):
    root, v = site
    run = root / "live"
    lock = lock_run_dir(run)  # as a running `proctor eval` holds it
    try:
        _open(browser, v, "/runs/live")
        assert _css(browser, "#count")[0].text == "3"
        wait_for(lambda: _css(browser, "#status")[0].text == "running", 10, "the running status")
        lines = [json.dumps(record("l2", i, "wrong")).encode() + b"\n" for i in range(2)]
        with open(run / "samples.jsonl", "ab") as f:
            f.write(lines[0] + lines[1][:30])  # one whole record, one being written
            f.flush()
            wait_for(lambda: _css(browser, "#count")[0].text == "4", 15, "the count to grow")
            f.write(lines[1][30:])
        wait_for(lambda: _css(browser, "#count")[0].text == "5", 15, "the torn line, completed")
        assert _css(browser, "#shown")[0].text == "1–5 of 5"  # the table grew with the count
    finally:
        lock.close()
    wait_for(lambda: _css(browser, "#status")[0].text == "partial", 10, "the run to stop running")


def test_hostile_model_output_executes_nothing(site, browser, screens):
    root, v = site
    for path in ("/runs/xss", "/runs/xss/samples/x%3Cb%3E1%3C%2Fb%3E/0", "/runs/xss/samples/x2/0"):
        _open(browser, v, path)
        time.sleep(0.3)  # an onerror or onload would have fired by now
        assert browser.execute_script(f"return window.{CANARY}") is None, path
        assert not _css(browser, "main img, main script, main svg, main b, main iframe"), path
        links = [a.get_attribute("href") or "" for a in _css(browser, "a")]
        assert not [h for h in links if h.lower().startswith("javascript")], path
    text = _css(browser, "main")[0].text
    assert PAYLOADS[1] in text and PAYLOADS[2] in text  # shown as the text the model wrote
    _open(browser, v, "/runs/xss/samples/x%3Cb%3E1%3C%2Fb%3E/0")
    assert PAYLOADS[0] in _css(browser, "main")[0].text and "x<b>1</b>" in _css(browser, "h1")[0].text
    browser.save_screenshot(str(screens / "xss-as-text.png"))


def test_a_sweep_set_shows_its_learning_curves_and_cells(site, browser, screens):
    root, v = site
    _open(browser, v, "/")
    _css(browser, "#sets a")[0].click()
    wait_for(lambda: _css(browser, ".curves img"), 60, "the set page")
    img = _css(browser, ".curves img")[0]
    wait_for(
        lambda: browser.execute_script("return arguments[0].complete && arguments[0].naturalWidth", img),
        30,
        "the chart",
    )
    links = [a.get_attribute("href") for a in _css(browser, "main table a")]
    assert links and all("/runs/sweep/cells/" in h for h in links)
    browser.save_screenshot(str(screens / "sweep-set.png"))
