"""Reports: rich tables for the terminal and the self-contained HTML report (``proctor.report.html``)."""

from proctor.report.tables import compare_table, runs_table, table

__all__ = ["compare_table", "runs_table", "table"]
