"""The one error type of benchmark loading: raised before any model call, naming every bad row."""

from __future__ import annotations

from collections.abc import Sequence

MAX_SHOWN = 10


class BenchmarkError(ValueError):
    """A benchmark could not be loaded or did not validate. The message says what and how to fix it."""


def list_issues(header: str, issues: Sequence[str], fix: str | None = None) -> BenchmarkError:
    """One error for many bad rows: the first ``MAX_SHOWN`` are named, the rest counted."""
    lines = [f"{header} ({len(issues)} problem{'s' if len(issues) != 1 else ''}):"]
    lines += [f"  - {issue}" for issue in issues[:MAX_SHOWN]]
    if len(issues) > MAX_SHOWN:
        lines.append(f"  ... and {len(issues) - MAX_SHOWN} more")
    if fix:
        lines.append(f"Fix: {fix}")
    return BenchmarkError("\n".join(lines))
