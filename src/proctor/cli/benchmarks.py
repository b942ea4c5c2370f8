"""``proctor benchmarks``: the registry, with each benchmark's verification against a published figure."""

from __future__ import annotations

from rich.table import Table

from proctor.cli.console import out


def benchmarks_cmd() -> None:
    """List the benchmark registry: source, size, grader, and whether a published figure was reproduced."""
    from proctor.benchmarks import REGISTRY
    from proctor.benchmarks.verification import verification

    t = Table(title="benchmarks")
    for col in ("name", "source", "size", "grader", "verified", "description"):
        t.add_column(col)
    notes: list[str] = []
    for name, spec in REGISTRY.items():
        src = spec.hub_id or "built-in"
        if spec.hub_id and spec.hub_config:
            src += f" ({spec.hub_config})"
        if spec.hub_id:
            src += f" [{spec.split}]"
        v = verification(name)
        t.add_row(name, src, str(spec.size or ""), spec.grader, v.status, spec.description)
        notes.append(f"{name}: {v.summary()}")
        notes += [f"  {line}" for line in v.details()]
    out.print(t)
    out.print(
        "verified = proctor, run with a peer's protocol, measured the published figure of a model within its "
        "95% interval (docs/benchmarks.md, Verification):",
        highlight=False,
    )
    for line in notes:
        out.print(f"  {line}", highlight=False, soft_wrap=True)
