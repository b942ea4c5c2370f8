"""Benchmark verification: a benchmark is labelled verified only by a whole-benchmark run under a
peer's protocol whose 95% interval holds the published figure; every benchmark has a label, shown by
``proctor benchmarks`` and docs/benchmarks.md."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest
from proctor_cli import run_proctor
from typer.testing import CliRunner

from proctor.benchmarks import REGISTRY
from proctor.benchmarks.verification import VERIFICATIONS, Reproduction, reproduction_from_run, verification
from proctor.cli import app
from proctor.runs.samples import iter_dicts

DOCS = Path(__file__).resolve().parents[2] / "docs" / "benchmarks.md"
GOOD = dict(
    benchmark="gsm8k", model="m", protocol="lighteval", published=1.4, published_source="card",
    measured=1.7, interval=(1.1, 2.5), problems=1319, date="2026-12-03", command="proctor eval ...",
)  # fmt: skip


def test_a_reproduction_must_hold_the_published_figure_on_the_whole_benchmark():
    assert Reproduction(**GOOD).line().startswith("m, --protocol lighteval: published 1.4, proctor 1.70")
    with pytest.raises(ValueError, match="published 3.0 lies outside proctor's interval"):
        Reproduction(**GOOD | {"published": 3.0})
    with pytest.raises(ValueError, match="gsm8k has 1319 problems and the run graded 100"):
        Reproduction(**GOOD | {"problems": 100, "interval": (0.0, 6.0)})
    with pytest.raises(ValueError, match="outside its own interval"):
        Reproduction(**GOOD | {"measured": 0.5})


def test_every_benchmark_has_a_label_and_no_label_names_an_unknown_benchmark():
    assert set(VERIFICATIONS) <= set(REGISTRY)
    for name in REGISTRY:
        v = verification(name)
        assert v.status in ("verified", "unverified")
        for r in v.reproductions:
            assert r.benchmark == name


@pytest.fixture(scope="module")
def full_run(tmp_path_factory, shared_data) -> Path:
    """All 1319 GSM8K problems under the lm-eval protocol, a mock model always answering 18."""
    out = tmp_path_factory.mktemp("verify") / "run"
    data, train = shared_data / "gsm8k_test.jsonl", shared_data / "gsm8k_train.jsonl"
    run_proctor("eval", "gsm8k", "--data", str(data), "--protocol", "lm-eval", "--protocol-data", str(train),
                "--model", "mock:so #### 18", "-q", "--output", str(out))  # fmt: skip
    return out


def test_a_run_reproduces_exactly_the_figures_its_interval_holds(full_run: Path, shared_data: Path):
    golds = [json.loads(line)["answer"] for line in (shared_data / "gsm8k_test.jsonl").open(encoding="utf-8")]
    expected = 100 * sum(g.strip() == "18" for g in golds) / len(golds)  # what answering 18 scores
    r = reproduction_from_run(full_run, "mock", round(expected, 2), "here", "cmd", "2026-12-03")
    assert r.measured == pytest.approx(expected, abs=0.01) and r.protocol == "lm-eval" and r.problems == 1319
    lo, hi = r.interval
    assert lo < r.measured < hi and hi - lo < 2.0
    reproduction_from_run(full_run, "mock", lo, "here", "cmd", "2026-12-03")  # the bounds themselves hold
    for outside in (lo - 0.05, hi + 0.05):
        with pytest.raises(ValueError, match="lies outside proctor's interval"):
            reproduction_from_run(full_run, "mock", round(outside, 2), "here", "cmd", "2026-12-03")


def test_a_run_with_errors_or_without_a_protocol_reproduces_nothing(full_run: Path, tmp_path: Path):
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "config.toml").write_text((full_run / "config.toml").read_text())
    summary = json.loads((full_run / "summary.json").read_text())
    summary["counts"]["errored"] = 3
    (broken / "summary.json").write_text(json.dumps(summary))
    with pytest.raises(ValueError, match="3 errored samples .* resume it"):
        reproduction_from_run(broken, "mock", 1.0, "here", "cmd", "2026-12-03")
    (broken / "config.toml").write_text(
        re.sub(r"(?m)^protocol = .*$", "", (full_run / "config.toml").read_text())
    )
    with pytest.raises(ValueError, match="ran no --protocol"):
        reproduction_from_run(broken, "mock", 1.0, "here", "cmd", "2026-12-03")


def test_proctor_benchmarks_and_the_docs_show_every_label():
    r = CliRunner().invoke(app, ["benchmarks"], env={"COLUMNS": "250"})
    assert r.exit_code == 0
    docs = DOCS.read_text(encoding="utf-8")
    for name in REGISTRY:
        v = verification(name)
        row = next(line for line in r.output.splitlines() if f" {name} " in line)
        assert f" {v.status} " in row
        assert f"  {name}: {v.status}: " in r.output
        # the registry table comes first; later tables (few-shot sets, protocols) name benchmarks too
        doc_row = next(line for line in docs.splitlines() if line.startswith(f"| `{name}` |"))
        assert doc_row.rstrip(" |").endswith(v.status), doc_row
        for rep in v.reproductions:
            assert f"{rep.measured:.2f}" in docs and str(rep.published) in docs


REPRODUCTION = Path(__file__).resolve().parents[2] / "perf" / "reproductions" / "smollm2-gsm8k"


def test_the_gsm8k_reproduction_in_progress_goes_on_with_its_prompts_and_grader(shared_data: Path):
    """The SmolLM2 GSM8K reproduction takes longer than one sitting on a 2-core machine, so its run is
    committed and each sitting resumes it (perf/reproductions/smollm2-gsm8k/README.md). A resume
    refuses a run whose rendered prompts or grader changed; this says so the day the change is made,
    and checks that every record so far was sent the prompt proctor renders now and graded by it."""
    from proctor.benchmarks import get_spec, load_spec
    from proctor.benchmarks.protocol_presets import get_protocol
    from proctor.benchmarks.protocols import with_protocol
    from proctor.grading import get_grader

    run = REPRODUCTION / "lighteval"
    config = tomllib.loads((run / "config.toml").read_text(encoding="utf-8"))
    assert config["prompt"]["protocol"] == "lighteval" and config["benchmark"]["name"] == "gsm8k"
    assert config.get("benchmark", {}).get("limit") in (None, 1319), "a reproduction runs every problem"
    spec = get_spec("gsm8k")
    grader = get_grader(spec.grader)
    bench = load_spec(spec, data=shared_data / "gsm8k_test.jsonl", limit=None, grader=grader)
    bench = with_protocol(bench, get_protocol("lighteval", "gsm8k"), shared_data / "gsm8k_train.jsonl", None)
    assert bench.fingerprint == config["resolved"]["dataset"]["fingerprint"], (
        "the lighteval preset or the GSM8K loader now renders other prompts than the committed reproduction "
        "was sent: its resume would refuse. Restart it (an empty perf/reproductions/smollm2-gsm8k) or undo the change"
    )
    assert grader.version == config["resolved"]["grader_version"], (
        "the grader changed since the reproduction started: its resume would refuse. Regrade it "
        "(proctor regrade perf/reproductions/smollm2-gsm8k/lighteval, then put the new run in its place)"
    )
    problems = {str(p.id): p for p in bench.problems}
    # JSON lines end at "\n" only: a completion may hold U+2028, which str.splitlines() splits at
    text = (run / "samples.jsonl").read_text(encoding="utf-8")
    records = [json.loads(line) for line in text.split("\n") if line]
    assert records and len({r["problem_id"] for r in records}) == len(records)
    for r in records:
        p = problems[str(r["problem_id"])]
        sent = [m for m in r["messages"][:-1] if m["role"] != "system"]
        assert sent == [*p.context, {"role": "user", "content": p.prompt}], r["problem_id"]
        assert r["grader_version"] == grader.version


def test_the_gsm8k_label_is_what_the_committed_reproduction_measured():
    """gsm8k's lighteval entry is not typed in: it must be the figure and interval the committed run's
    summary holds, on every problem with no error, and exist only once that run is complete."""
    run = REPRODUCTION / "lighteval"
    mine = [r for r in verification("gsm8k").reproductions if r.protocol == "lighteval"]
    if not (run / "summary.json").is_file():
        assert not mine, "gsm8k is labelled with a lighteval reproduction whose run is not complete"
        return
    assert len(mine) == 1, (
        "the complete lighteval run is not in VERIFICATIONS: add perf/reproduction.py's entry"
    )
    rep = mine[0]
    again = reproduction_from_run(
        run, rep.model, rep.published, rep.published_source, rep.command, rep.date, rep.note
    )
    assert again == rep
    records = list(iter_dicts(run / "samples.jsonl"))  # proctor's own reader, validated as a resume reads
    assert len(records) == rep.problems and not any(r["error"] for r in records)
    assert round(100 * sum(r["correct"] for r in records) / len(records), 2) == rep.measured


def test_the_lm_eval_figures_and_the_agreement_in_the_docs_are_what_the_committed_runs_hold(monkeypatch):
    """docs/benchmarks.md sets lm-eval's own gsm8k beside the lighteval reproduction: both filters' figures
    and intervals, and how often the two runs' answers agree. Each number is recomputed here from the
    committed lm-eval samples and the lighteval records, with the report's own answer normalization."""
    monkeypatch.syspath_prepend(str(REPRODUCTION.parents[1]))
    from vs_lmeval import norm

    from proctor.metrics import wilson

    out = REPRODUCTION / "lmeval"
    (results,) = out.rglob("results_*.json")  # written once, when the last sitting finished
    (samples,) = out.rglob("samples_local_gsm8k_*.jsonl")
    measured = json.loads(results.read_text(encoding="utf-8"))["results"]["local_gsm8k"]
    rows: dict[tuple[int, str], dict] = {}
    for line in samples.read_text(encoding="utf-8").split("\n"):  # JSON lines end at "\n" only
        if line:
            r = json.loads(line)
            assert (r["doc_id"], r["filter"]) not in rows
            rows[r["doc_id"], r["filter"]] = r
    docs = " ".join(DOCS.read_text(encoding="utf-8").split())  # the figures may wrap across lines
    for f in ("strict-match", "flexible-extract"):
        mine = {d: r for (d, g), r in rows.items() if g == f}
        assert sorted(mine) == list(range(1319)), (
            f"lm-eval's {f} rows do not cover GSM8K's 1319 problems once"
        )
        k = sum(bool(r["exact_match"]) for r in mine.values())
        assert measured[f"exact_match,{f}"] == pytest.approx(k / 1319)
        lo, hi = (100 * float(x) for x in wilson(k / 1319, 1319))
        assert f"{100 * k / 1319:.2f} [{lo:.2f}, {hi:.2f}] ({f}, {k} of 1319)" in docs, f

    lighteval = {int(r["problem_id"]): r for r in iter_dicts(REPRODUCTION / "lighteval" / "samples.jsonl")}
    flexible = {d: r for (d, g), r in rows.items() if g == "flexible-extract"}
    assert sorted(lighteval) == sorted(flexible)
    agree = sum(
        norm(lighteval[i].get("extracted")) == norm(flexible[i]["filtered_resps"][0]) for i in lighteval
    )
    cells = [
        sum(bool(lighteval[i]["correct"]) == a and bool(flexible[i]["exact_match"]) == b for i in lighteval)
        for a, b in ((True, True), (True, False), (False, True), (False, False))
    ]
    assert f"flexible-extract answer on {agree} of 1319 problems" in docs
    assert (
        "both are correct on {}, only lighteval on {}, only lm-eval on {}, neither on {}".format(*cells)
        in docs
    )


def test_proctor_benchmarks_never_says_verified_and_still_to_run_on_one_line():
    r = CliRunner().invoke(app, ["benchmarks"], env={"COLUMNS": "250"})
    lines = r.output.splitlines()
    assert not [line for line in lines if "verified:" in line and "still to run" in line]
    gsm8k = next(i for i, line in enumerate(lines) if line.startswith("  gsm8k: verified: "))
    v = verification("gsm8k")
    assert lines[gsm8k + 1 : gsm8k + 3] == [f"    {line}" for line in v.details()]
    assert v.to_run and lines[gsm8k + 2].startswith("    still to run: ")
