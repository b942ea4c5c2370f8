"""Benchmark verification: a benchmark is labelled verified only by a whole-benchmark run under a
peer's protocol whose 95% interval holds the published figure; every benchmark has a label, shown by
``proctor benchmarks`` and docs/benchmarks.md."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from proctor_cli import run_proctor
from typer.testing import CliRunner

from proctor.benchmarks import REGISTRY
from proctor.benchmarks.verification import VERIFICATIONS, Reproduction, reproduction_from_run, verification
from proctor.cli import app

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
