"""Does a finished run reproduce a published figure? Prints the verification entry, or the gap.

    python perf/reproduction.py RUN_DIR --model NAME --published 1.4 --source "SmolLM2 model card"

Reads the run's mean@1 and 95% interval (summary.json) and its protocol (config.toml). Exit 0 with the
``Reproduction(...)`` entry to add to ``proctor.benchmarks.verification.VERIFICATIONS`` when the
published figure lies inside the interval; exit 1 with the measured figure, the interval and the gap
when it does not (the benchmark then stays unverified, with that gap as its reason).
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
from pathlib import Path

from proctor.benchmarks.verification import reproduction_from_run


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("run_dir", type=Path)
    ap.add_argument("--model", required=True, help="the model the figure was published for")
    ap.add_argument("--published", type=float, required=True, help="the published accuracy, in percent")
    ap.add_argument("--source", required=True, help="where the figure is published")
    ap.add_argument("--command", default="", help="the command that made the run (default: config.toml's)")
    args = ap.parse_args()
    summary = json.loads((args.run_dir / "summary.json").read_text(encoding="utf-8"))
    measured, (lo, hi) = 100 * summary["metrics"]["mean@1"]["value"], summary["metrics"]["mean@1"]["ci"]
    try:
        entry = reproduction_from_run(
            args.run_dir, args.model, args.published, args.source, args.command or f"see {args.run_dir}/config.toml",
            datetime.date.today().isoformat(),
        )  # fmt: skip
    except ValueError as e:
        print(f"NOT REPRODUCED: {e}")
        print(
            f"  proctor {measured:.2f} [{100 * lo:.2f}, {100 * hi:.2f}] on {summary['problems']} problems; "
            f"published {args.published:g}; gap {measured - args.published:+.2f} points"
        )
        sys.exit(1)
    print(f"REPRODUCED: {entry.line()}")
    print(repr(entry))


if __name__ == "__main__":
    main()
