"""matplotlib is the report extra's: without it `proctor report` says which extra to install, and
nothing else of proctor needs it."""

from __future__ import annotations

import subprocess
import sys

PROBE = """
import sys
sys.modules["matplotlib"] = None  # as if not installed
sys.argv = ["proctor", "report", sys.argv[1], "-o", sys.argv[2]]
from proctor.cli import app
app()
"""


def test_report_without_matplotlib_names_the_extra(tmp_path):
    r = subprocess.run(
        [sys.executable, "-c", PROBE, str(tmp_path), str(tmp_path / "r.html")], capture_output=True, text=True
    )
    assert r.returncode == 2, r.stderr
    assert "pip install 'proctor[report]'" in r.stderr and "Traceback" not in r.stderr


def test_the_core_imports_no_matplotlib():
    probe = (
        "import sys\nsys.modules['matplotlib'] = None\n"
        "import proctor, proctor.runner, proctor.metrics, proctor.report.compare, proctor.api\nprint('ok')"
    )
    r = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert r.stdout.strip() == "ok", r.stderr
