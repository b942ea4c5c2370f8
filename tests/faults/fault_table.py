"""The fault table: what each test injected and what came of it, summed over the session and printed
at its end (tests/faults/conftest.py), also written to $PROCTOR_FAULT_TABLE (default:
fault-table.txt in pytest's temporary folder root) for whoever runs the suite."""

from __future__ import annotations

from collections import defaultdict

COLUMNS = ("faults", "completed", "resumed", "records_lost", "summaries_with_errors", "orphans")
HEADERS = (
    "faults injected",
    "runs completed",
    "left partial, resumed",
    "records lost",
    "summaries counting an error",
    "orphans",
)
ROWS: dict[str, dict[str, int]] = defaultdict(lambda: dict.fromkeys(COLUMNS, 0))


def tally(kind: str, **counts: int) -> None:
    row = ROWS[kind]
    for name, n in counts.items():
        if name not in row:
            raise KeyError(f"fault table has no column {name!r}; choose one of {COLUMNS}")
        row[name] += n


def render() -> str:
    widths = [max(len("kind"), *(len(k) for k in ROWS))] + [len(h) for h in HEADERS]
    lines = [" | ".join(h.ljust(w) for h, w in zip(("kind", *HEADERS), widths, strict=True))]
    lines.append("-+-".join("-" * w for w in widths))
    total = dict.fromkeys(COLUMNS, 0)
    for kind in sorted(ROWS):
        row = ROWS[kind]
        for c in COLUMNS:
            total[c] += row[c]
        cells = [kind, *(str(row[c]) for c in COLUMNS)]
        lines.append(
            " | ".join(
                c.rjust(w) if i else c.ljust(w) for i, (c, w) in enumerate(zip(cells, widths, strict=True))
            )
        )
    cells = ["total", *(str(total[c]) for c in COLUMNS)]
    lines.append(
        " | ".join(
            c.rjust(w) if i else c.ljust(w) for i, (c, w) in enumerate(zip(cells, widths, strict=True))
        )
    )
    return "\n".join(lines)
