"""One sweep on the embedded model: the base and two perturbed checkpoints (real GGUF files that
load and write other text for the same seeds), each cell a valid run directory, the manifest whole."""

from __future__ import annotations

import hashlib

import pytest
from gguf_checkpoints import checkpoint_folders
from proctor_cli import run_proctor

from proctor.runs import read_run
from proctor.sweep import read_manifest

pytestmark = [pytest.mark.model, pytest.mark.slow]


def test_base_and_two_perturbed_checkpoints(tmp_path):
    checkpoint_folders(tmp_path / "ckpt", [1000, 200])  # step 200 comes before step 1000
    s = tmp_path / "set"
    tiny = ("--limit", "2", "-n", "2", "--max-tokens", "16")
    r = run_proctor(
        "sweep", str(s), "--base", "llamacpp:smollm2", "--checkpoints", str(tmp_path / "ckpt" / "step-*"),
        "-b", "arith", *tiny, "--parallel", "2", "--set", "runner.concurrency=1", "--set", "model.n_ctx=512",
    )  # fmt: skip
    assert "3 cells done now, 0 done before, 0 failed" in r.stderr
    m = read_manifest(s)
    assert [(c.name, c.step, c.base, c.status, c.error) for c in m.cells] == [
        ("arith--text-only--base", 0, True, "done", None),
        ("arith--text-only--step-0200", 200, False, "done", None),
        ("arith--text-only--step-1000", 1000, False, "done", None),
    ]
    assert m.cells[2].model == f"llamacpp:{tmp_path / 'ckpt' / 'step-1000' / 'model.gguf'}"
    texts, shas = [], set()
    for cell in m.cells:
        run = read_run(s / cell.dir)
        assert run.complete and run.summary is not None and len(run.records) == 4
        assert cell.config_hash == hashlib.sha256((s / cell.dir / "config.toml").read_bytes()).hexdigest()
        assert run.config["sampling"]["max_tokens"] == 16 and run.config["run"]["seed"] == cell.seed == 0
        shas.add(run.config["resolved"]["model"]["sha256"])
        records = sorted(run.records, key=lambda t: (t.problem_id, t.sample_index))
        assert [t.seed for t in records] == [t.seed for t in sorted(read_run(s / m.cells[0].dir).records, key=lambda t: (t.problem_id, t.sample_index))]  # fmt: skip
        texts.append([t.final_text for t in records])
    assert len(shas) == 3  # three model files
    assert texts[0] != texts[2]  # the same seeds, another model: other text
    r = run_proctor("compare", str(s / m.cells[0].dir), str(s / m.cells[2].dir))
    assert "step-1000" in r.stdout

    # the learning curve of these real checkpoints: each point's paired difference to the base is
    # what `proctor compare BASE CELL` computes for the same two cells
    from proctor.metrics import paired_compare
    from proctor.report.curves import build_curves
    from proctor.report.sets import load_set

    (curve,) = build_curves(load_set(s))
    base, *checkpoints = curve.points
    assert [p.step for p in checkpoints] == [200, 1000]
    for p in checkpoints:
        va, vb = base.cells[0].view, p.cells[0].view
        expected = paired_compare(va.table, vb.table, va.n, vb.n, seed=0)
        renamed = {("maj@N" if k.startswith("maj@") else k): v for k, v in expected["metrics"].items()}
        assert p.vs_base["metrics"] == renamed
