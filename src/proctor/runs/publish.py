"""Sending a finished run where its ``[tracking]`` asks: its trackers (:mod:`proctor.runs.tracking`)
and its hub repo (:mod:`proctor.runs.hub`); above both, so neither imports the other."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from proctor.runs.hub import push_run
from proctor.runs.tracking import TrackerChoiceError, TrackingError, log_run


def send_results(run_dir: str | Path, tracking: dict[str, Any]) -> list[str]:
    """What ``[tracking]`` of a run's config asks for once the run is finished (``proctor eval``,
    ``proctor merge``): log to its trackers, push to its hub repo. Returns one line per destination."""
    lines, failed = [], []
    to = list(tracking.get("to") or [])
    if to:
        try:
            where = log_run(
                run_dir,
                to,
                project=tracking.get("project") or "proctor",
                mlflow_uri=tracking.get("mlflow_uri"),
                transcripts=bool(tracking.get("transcripts")),
            )
            lines += [f"logged to {name}: {place}" for name, place in where.items()]
        except (TrackingError, TrackerChoiceError) as e:
            failed.append(str(e))
    repo = tracking.get("push_to_hub")
    if repo:
        try:
            url = push_run(run_dir, repo, private=bool(tracking.get("hub_private")))
            lines.append(f"pushed to {repo}: {url}")
        except (TrackingError, TrackerChoiceError) as e:
            failed.append(str(e))
    if failed:
        raise TrackingError("\n".join(lines + failed))
    return lines
