"""The fault-injection suite: helpers in this folder, and the fault table printed after the run."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # fault_procs, fault_table, driver


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    import os

    from fault_table import ROWS, render

    if not ROWS:
        return
    table = render()
    terminalreporter.write_sep("=", "fault table")
    terminalreporter.write_line(table)
    where = os.environ.get("PROCTOR_FAULT_TABLE")
    if not where:
        base = config._tmp_path_factory.getbasetemp() if hasattr(config, "_tmp_path_factory") else None
        where = str((base.parent if base else Path("/tmp")) / "fault-table.txt")
    Path(where).write_text(table + "\n", encoding="utf-8")
    terminalreporter.write_line(f"(also written to {where})")
