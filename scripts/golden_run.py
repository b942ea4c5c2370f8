"""Compare two runs of the same command: identical apart from what a clock measures.

    python scripts/golden_run.py RUN_A RUN_B

A change that is meant to keep behaviour (a refactor, a move) is checked by running one seeded
command with the code before and after it, e.g. ``make demo``'s

    PYTHONPATH=OLD/src python -m proctor eval arith --limit 10 -n 2 --max-tokens 160 \\
        --temperature 0.7 --seed 0 --output RUN_A

and the same with the new code into RUN_B, then this script. The embedded model's seeded text is
reproducible, so everything a run records is the same except the clock's readings: ``wall_s`` and
``latency_s`` (the summary's block, each record's and each turn's), ``duration_s`` of tool calls.
Those values (``proctor.runs.clock``) are replaced by ``null`` in ``summary.json``, which is then
compared byte for byte as it was written (only the masked values are replaced in its text, nothing
else is re-encoded), and removed from ``samples.jsonl``'s records, compared line by line in (problem, sample) order, since concurrent workers write lines
in the order they finish. Exit status 0 when both are identical, 1 with the first difference.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from proctor.runs.clock import CLOCK_KEYS, without_clock

# In summary.json (indent=2): a clock key's number, or its block of numbers.
_CLOCK_VALUE = re.compile(r'("(?:' + "|".join(CLOCK_KEYS) + r'|latency_\w+_s)": )(-?[\d.eE+-]+|\{[^{}]*\})')


def masked_summary(path: Path) -> str:
    return _CLOCK_VALUE.sub(r"\1null", path.read_text(encoding="utf-8"))


def masked_records(path: Path) -> list[str]:
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    records.sort(key=lambda r: (str(r["problem_id"]), int(r["sample_index"])))
    return [json.dumps(without_clock(r), ensure_ascii=False) for r in records]


def first_difference(a: list[str], b: list[str]) -> str | None:
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            at = next(j for j, (p, q) in enumerate(zip(x, y, strict=False)) if p != q) if x[:1] else 0
            return f"line {i + 1}, character {at}: {x[max(0, at - 60) : at + 60]!r} vs {y[max(0, at - 60) : at + 60]!r}"
    if len(a) != len(b):
        return f"{len(a)} lines vs {len(b)} lines"
    return None


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    a, b = (Path(p) for p in argv)
    failed = False
    sa, sb = masked_summary(a / "summary.json"), masked_summary(b / "summary.json")
    diff = first_difference(sa.splitlines(), sb.splitlines())
    print(
        f"summary.json: {len(sa.encode())} bytes, clock values masked: "
        + ("identical" if diff is None else f"DIFFERENT at {diff}")
    )
    failed |= diff is not None
    ra, rb = masked_records(a / "samples.jsonl"), masked_records(b / "samples.jsonl")
    diff = first_difference(ra, rb)
    print(
        f"samples.jsonl: {len(ra)} records, clock values masked: "
        + ("identical" if diff is None else f"DIFFERENT at {diff}")
    )
    failed |= diff is not None
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
