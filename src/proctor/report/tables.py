"""Rich tables for the terminal: one run's summary, several runs side by side, a paired comparison."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.table import Table

RATE_LABELS = {
    "format_rate": "format rate",
    "truncation_rate": "truncation rate",
    "no_answer_rate": "no-answer rate",
    "grader_timeout_rate": "grader timeout rate",
}


def pct(x: float | None, digits: int = 1) -> str:
    return "–" if x is None else f"{100 * x:.{digits}f}%"


def ci_text(ci: Sequence[float | None] | None, scale: float = 100.0, digits: int = 1) -> str:
    if not ci or ci[0] is None or ci[1] is None:
        return "–"
    return f"[{scale * ci[0]:.{digits}f}, {scale * ci[1]:.{digits}f}]"


def metric_cell(m: Mapping[str, Any] | None) -> str:
    """``41.2% [38.0, 44.5]`` for a metric entry of a summary."""
    if not m or m.get("value") is None:
        return "–"
    return f"{pct(m['value'])} {ci_text(m.get('ci'))}"


def headline(summary: Mapping[str, Any]) -> list[tuple[str, Mapping[str, Any]]]:
    """(label, entry) of the rate metrics of a summary, in display order."""
    metrics = summary.get("metrics", {})
    return [(RATE_LABELS.get(name, name), entry) for name, entry in metrics.items()]


def table(summary: Mapping[str, Any], title: str | None = None) -> Table:
    """The headline metrics of one summary with their 95% intervals and standard errors."""
    counts = summary.get("counts", {})
    n = summary.get("n")
    spp = counts.get("samples_per_problem", {})
    caption = (
        f"{counts.get('problems', 0)} problems × N={n}, {counts.get('samples', 0)} samples"
        f"{', ' + str(counts['errored']) + ' errored (left out)' if counts.get('errored') else ''}. "
        "95% CI: bootstrap over problems."
    )
    if counts.get("unequal_n"):
        caption += (
            f" Unequal N ({spp.get('min')}–{spp.get('max')} per problem): each problem weighs the same."
        )
    t = Table(title=title or "Results", caption=caption, caption_justify="left")
    t.add_column("metric", style="bold")
    t.add_column("value", justify="right")
    t.add_column("95% CI", justify="right")
    t.add_column("SE", justify="right")
    for label, entry in headline(summary):
        t.add_row(label, pct(entry.get("value")), ci_text(entry.get("ci")), pct(entry.get("se"), 2))
    tok = summary.get("tokens", {}).get("completion", {})
    if tok.get("value") is not None:
        t.add_row(
            "completion tokens",
            f"{tok['value']:.1f}",
            ci_text(tok.get("ci"), scale=1.0),
            f"{tok['se']:.2f}" if tok.get("se") is not None else "–",
        )
        t.add_row("tokens p50 / p95", f"{tok.get('p50', 0):.0f} / {tok.get('p95', 0):.0f}", "", "")
    lat = summary.get("latency_s", {})
    if lat.get("mean") is not None:
        t.add_row("latency s (mean / p95)", f"{lat['mean']:.2f} / {lat['p95']:.2f}", "", "")
    stops = summary.get("stop_reasons", {})
    if stops:
        t.add_row("stop reasons", ", ".join(f"{k} {pct(v, 0)}" for k, v in stops.items()), "", "")
    tools = summary.get("tools")
    if tools:
        t.add_row("tool calls / sample", f"{tools['mean_tool_calls']:.2f}", "", "")
        t.add_row("turns / sample", f"{tools['mean_turns']:.2f}", "", "")
        t.add_row("tool error rate", pct(tools["tool_error_rate"]), "", "")
        t.add_row("tool timeout rate", pct(tools["tool_timeout_rate"]), "", "")
    return t


def runs_table(labels: Sequence[str], summaries: Sequence[Mapping[str, Any]]) -> Table:
    """Several runs side by side: one row per metric, ``value [CI]`` per run."""
    t = Table(title="Runs (95% CI, bootstrap over problems)")
    t.add_column("metric", style="bold")
    for label in labels:
        t.add_column(label, justify="right")
    names: list[str] = []
    for s in summaries:
        for name in s.get("metrics", {}):
            if name not in names:
                names.append(name)
    for name in names:
        t.add_row(
            RATE_LABELS.get(name, name), *[metric_cell(s.get("metrics", {}).get(name)) for s in summaries]
        )
    t.add_row("problems", *[str(s.get("counts", {}).get("problems", 0)) for s in summaries])
    t.add_row("samples", *[str(s.get("counts", {}).get("samples", 0)) for s in summaries])
    return t


def compare_table(result: Mapping[str, Any], label_a: str, label_b: str) -> Table:
    """A paired comparison (``proctor.metrics.paired_compare``): B - A per metric, with CI and p-value."""
    t = Table(title=f"{label_b}  vs  {label_a}  ({result['problems']} shared problems, difference B - A)")
    t.add_column("metric", style="bold")
    t.add_column(label_a, justify="right")
    t.add_column(label_b, justify="right")
    t.add_column("Δ B - A", justify="right")
    t.add_column("95% CI", justify="right")
    t.add_column("p", justify="right")
    t.add_column("test")
    for name, m in result["metrics"].items():
        diff = m.get("diff")
        p = m.get("p_value")
        style = "green" if p is not None and p < 0.05 and diff and diff > 0 else ""
        style = "red" if p is not None and p < 0.05 and diff and diff < 0 else style
        delta = "–" if diff is None else f"{100 * diff:+.1f} pt"
        t.add_row(
            name,
            pct(m.get("a")),
            pct(m.get("b")),
            f"[{style}]{delta}[/{style}]" if style else delta,
            ci_text(m.get("ci")),
            f"{p:.3g}" if p is not None else "–",
            m.get("test", ""),
        )
    return t
