"""``proctor protocols`` (the presets ``proctor eval --protocol`` takes) and the line a run under one
prints about its peer metrics."""

from __future__ import annotations

from typing import Any

from rich.table import Table

from proctor.cli.console import out


def peer_line(peer: dict[str, Any]) -> str:
    """One line for a protocol's peer metrics: each one's accuracy and the samples graded otherwise."""
    scores = ", ".join(f"{name} {m['accuracy']:.1%}" for name, m in peer["metrics"].items())
    return (
        f"{peer['protocol']} metrics on the same samples: {scores}; {peer['disagreeing_samples']} of "
        f"{peer['samples']} samples graded otherwise than proctor's grader (summary.json: peer.disagreements)"
    )


def verified_label(p: Any) -> str:
    """What the ``verified`` column claims: "yes (CI)" only where CI runs the rendering test;
    one checked by hand says when and how to rerun it."""
    if not p.verified:
        return "no"
    return "yes (CI)" if p.checked == "ci" else f"yes, {p.checked}"


def protocols_cmd() -> None:
    """List the protocol presets: a peer's prompt, exemplars, stop and metric per benchmark, verified or not."""
    from proctor.benchmarks.protocol_presets import PROTOCOLS

    t = Table(title="protocols (proctor eval BENCHMARK --protocol NAME)")
    for col in ("name", "benchmark", "peer task", "shots", "metrics", "verified", "why"):
        t.add_column(col)
    for p in PROTOCOLS.values():
        metrics = ", ".join(m.name for m in p.metrics) or "proctor's grader"
        t.add_row(p.name, p.benchmark, p.task, str(p.shots), metrics, verified_label(p), p.reason)
    out.print(t)
