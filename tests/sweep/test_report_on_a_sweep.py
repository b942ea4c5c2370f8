"""What ``proctor sweep`` writes is what ``proctor compare SET_DIR`` and ``proctor report SET_DIR`` read:
one manifest format, read by one reader (``proctor.sweep.manifest``)."""

from __future__ import annotations

from proctor_cli import run_proctor

from proctor.report.sets import load_set
from proctor.sweep import read_manifest


def test_a_sweeps_set_directory_is_read_by_compare_and_report(tmp_path):
    s = tmp_path / "set"
    run_proctor(
        "sweep",
        str(s),
        "-m",
        "mock:seeded",
        "-m",
        "mock:the answer is 4",
        "-b",
        "arith",
        "--limit",
        "3",
        "-n",
        "2",
    )
    cells = read_manifest(s).cells
    loaded = load_set(s)
    assert [c.name for c in loaded.cells] == [c.name for c in cells]
    assert all(c.view is not None and c.view.complete for c in loaded.cells)  # every cell done and read
    r = run_proctor("compare", str(s), env={"COLUMNS": "100"})
    assert all(cell.name in r.stdout for cell in cells)
    assert max(len(line) for line in r.stdout.splitlines()) <= 100
    out = tmp_path / "curves.html"
    run_proctor("report", str(s), "-o", str(out))
    page = out.read_text(encoding="utf-8")
    assert "<svg" in page and all(cell.name in page for cell in cells)
