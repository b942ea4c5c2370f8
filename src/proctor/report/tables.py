"""Rich tables for the terminal: one run's summary, several runs side by side, a paired comparison."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.markup import escape
from rich.table import Table

RATE_LABELS = {
    "format_rate": "format rate",
    "truncation_rate": "truncation rate",
    "no_answer_rate": "no-answer rate",
    "grader_timeout_rate": "grader timeout rate",
    "loop_rate": "loop rate",
}
# pass^k, G-Pass@k_τ, mG-Pass@k: every k is in summary.json; the tables show pass^N and mG-Pass@N
_ROBUSTNESS = ("pass^", "G-Pass@", "mG-Pass@")


def pct(x: float | None, digits: int = 1) -> str:
    return "–" if x is None else f"{100 * x:.{digits}f}%"


def ci_text(ci: Sequence[float | None] | None, scale: float = 100.0, digits: int = 1) -> str:
    if not ci or ci[0] is None or ci[1] is None:
        return "–"
    return f"[{scale * ci[0]:.{digits}f}, {scale * ci[1]:.{digits}f}]"


def metric_cell(m: Mapping[str, Any] | None) -> str:
    """``41.2% [38.0, 44.5]`` for a metric entry of a summary (``undefined`` for a metric without a value)."""
    if m and m.get("undefined"):
        return "undefined"
    if not m or m.get("value") is None:
        return "–"
    return f"{pct(m['value'])} {ci_text(m.get('ci'))}"


def shown(name: str, n: int | None) -> bool:
    """Whether a table shows the metric ``name`` of a run with N = ``n`` (all but the robustness
    metrics of k < N and G-Pass@N_τ, which stay in summary.json)."""
    return not name.startswith(_ROBUSTNESS) or name in (f"pass^{n}", f"mG-Pass@{n}")


def headline(summary: Mapping[str, Any]) -> list[tuple[str, Mapping[str, Any]]]:
    """(label, entry) of the rate metrics of a summary, in display order."""
    metrics = summary.get("metrics", {})
    n = summary.get("n")
    return [(RATE_LABELS.get(name, name), entry) for name, entry in metrics.items() if shown(name, n)]


def health_lines(summary: Mapping[str, Any]) -> list[str]:
    """The summary's health warnings (``health`` block), one line each with its fix (rich markup)."""
    return [
        f"[bold yellow]warning:[/] {escape(w['warning'])} (threshold {pct(w['threshold'], 0)}): {escape(w['fix'])}"
        for w in (summary.get("health") or {}).get("warnings", [])
    ]


def _spread(block: Mapping[str, Any]) -> str:
    return f"{block['mean']:.1f} / {block['p50']:.0f} / {block['p95']:.0f}"


def reasoning_rows(summary: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(label, value) rows of a reasoning model's summary (its ``thinking`` block) and of budgets shrunk
    to fit the context (``budget_shrunk``); none for a run without either."""
    rows: list[tuple[str, str]] = []
    samples = summary.get("counts", {}).get("samples", 0)
    think = summary.get("thinking")
    if think:
        rows.append(("thinking tokens mean / p50 / p95", _spread(think["thinking_tokens"])))
        rows.append(("answer tokens mean / p50 / p95", _spread(think["answer_tokens"])))
        truncated = think.get("truncated_in_thinking")
        if truncated is not None:
            rows.append(("truncated in thinking", f"{truncated} of {think['samples']} samples"))
        for k, b in enumerate(think.get("accuracy_by_thinking_tokens", []), 1):
            lo, hi = b["thinking_tokens"]
            rows.append(
                (
                    f"accuracy, thinking bin {k}",
                    f"{pct(b['accuracy'])} ({lo:.0f}–{hi:.0f} tok, n={b['samples']})",
                )
            )
    shrunk = summary.get("budget_shrunk")
    if shrunk:
        rows.append(("budget shrunk to fit context", f"{shrunk['samples']} of {samples} samples"))
    return rows


def table(summary: Mapping[str, Any], title: str | None = None) -> Table:
    """The headline metrics of one summary with their 95% intervals and standard errors."""
    counts = summary.get("counts", {})
    n = summary.get("n")
    spp = counts.get("samples_per_problem", {})
    caption = (
        f"{counts.get('problems', 0)} problems × N={n}, {counts.get('samples', 0)} samples"
        f"{', ' + str(counts['errored']) + ' errored (left out)' if counts.get('errored') else ''}.\n"
        "95% CI: rates Wilson (effective n), tokens bootstrap."
    )
    if counts.get("unequal_n"):
        caption += (
            f" Unequal N ({spp.get('min')}–{spp.get('max')} per problem): each problem weighs the same."
        )
    for line in health_lines(summary):
        caption += "\n" + line
    t = Table(title=title or "Results", caption=caption, caption_justify="left")
    t.add_column("metric", style="bold")
    t.add_column("value", justify="right")
    t.add_column("95% CI", justify="right")
    t.add_column("SE", justify="right")
    for label, entry in headline(summary):
        if entry.get("undefined"):
            t.add_row(label, "undefined", entry["undefined"], "")
            continue
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
        t.add_row("sample latency s (mean/p95)", f"{lat['mean']:.2f} / {lat['p95']:.2f}", "", "")
    stops = summary.get("stop_reasons", {})
    if stops:
        t.add_row("stop reasons", ", ".join(f"{k} {pct(v, 0)}" for k, v in stops.items()), "", "")
    tools = summary.get("tools")
    if tools:
        t.add_row("tool calls / sample", f"{tools['mean_tool_calls']:.2f}", "", "")
        t.add_row("turns / sample", f"{tools['mean_turns']:.2f}", "", "")
        t.add_row("tool error rate", pct(tools["tool_error_rate"]), "", "")
        t.add_row("tool timeout rate", pct(tools["tool_timeout_rate"]), "", "")
    for label, value in reasoning_rows(summary):
        t.add_row(label, value, "", "")
    return t


def run_letters(count: int) -> list[str]:
    """Short column names for runs: A, B, ..., Z, AA, AB, ..."""
    out = []
    for i in range(count):
        name, i = "", i + 1
        while i:
            i, r = divmod(i - 1, 26)
            name = chr(65 + r) + name
        out.append(name)
    return out


def legend(
    labels: Sequence[str], paths: Sequence[str] | None = None, models: Sequence[str] | None = None
) -> Table:
    """Which run each letter stands for: its label, its model where the label does not say it, its
    directory (full labels stay readable however narrow the terminal)."""
    t = Table(title="Runs", show_header=False, box=None, pad_edge=False)
    t.add_column("", style="bold", no_wrap=True)
    t.add_column("", overflow="fold")
    for i, (letter, label) in enumerate(zip(run_letters(len(labels)), labels, strict=True)):
        words = [label]
        if models and models[i] not in label:
            words.append(models[i])
        if paths:
            words.append(paths[i])
        t.add_row(letter, escape("  ".join(words)))
    return t


def runs_table(labels: Sequence[str], summaries: Sequence[Mapping[str, Any]]) -> Table:
    """Several runs side by side: one row per metric, ``value [CI]`` per run, runs named by letter."""
    t = Table(title="Metrics (95% CI: rates Wilson, effective n over problems)")
    t.add_column("metric", style="bold", no_wrap=True)
    for letter in run_letters(len(labels)):
        t.add_column(letter, justify="right")
    names: list[str] = []
    for s in summaries:
        for name in s.get("metrics", {}):
            if name not in names and shown(name, s.get("n")):
                names.append(name)
    for name in names:
        t.add_row(
            RATE_LABELS.get(name, name), *[metric_cell(s.get("metrics", {}).get(name)) for s in summaries]
        )
    t.add_row("problems", *[str(s.get("counts", {}).get("problems", 0)) for s in summaries])
    t.add_row("samples", *[str(s.get("counts", {}).get("samples", 0)) for s in summaries])
    for label, cells in reasoning_grid(summaries):
        t.add_row(label, *cells)
    return t


def reasoning_grid(summaries: Sequence[Mapping[str, Any]]) -> list[tuple[str, list[str]]]:
    """:func:`reasoning_rows` of several runs side by side ("–" where a run has no such row)."""
    per_run = [dict(reasoning_rows(s)) for s in summaries]
    labels: list[str] = []
    for rows in per_run:
        labels += [label for label in rows if label not in labels]
    return [(label, [rows.get(label, "–") for rows in per_run]) for label in labels]


def compare_table(result: Mapping[str, Any], letter_a: str = "A", letter_b: str = "B") -> Table:
    """A paired comparison (``proctor.metrics.paired_compare``): B - A per metric, with CI and p-value.

    The interval inverts the same sign-flip test as the p-value, so it excludes 0 exactly when p < 0.05.
    """
    caption = [f"{name}: {why}" for name, why in result.get("skipped", {}).items()]
    caption += list(result.get("warnings", []))
    t = Table(
        title=f"{letter_b} vs {letter_a} ({result['problems']} shared problems, difference {letter_b} - {letter_a})",
        caption="\n".join(caption) or None,
        caption_justify="left",
    )
    t.add_column("metric", style="bold", no_wrap=True)
    t.add_column(letter_a, justify="right")
    t.add_column(letter_b, justify="right")
    t.add_column(f"Δ {letter_b} - {letter_a}", justify="right")
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


def _two_lines(entry: Mapping[str, Any] | None, scale: float = 100.0, mark: str = "") -> str:
    """``41.2%`` over ``[38.0, 44.5]`` (a value and its interval in a narrow cell); a repeated point's
    spread (± the standard deviation across repeats) on a third line."""
    if not entry or entry.get("value") is None:
        return "–"
    value = (pct(entry["value"]) if scale == 100.0 else f"{entry['value']:.1f}") + mark
    ci = ci_text(entry.get("ci"), scale)
    out = f"{value}\n{ci}" if ci != "–" else value
    spread = entry.get("spread") or {}
    if spread.get("std_dev_across_runs") is not None:
        out += f"\n±{scale * spread['std_dev_across_runs']:.1f} sd ×{spread['runs']}"
    return out


def _mark(comparison: Mapping[str, Any] | None, metric: str) -> str:
    """`` ▲`` / `` ▼`` when the paired difference on ``metric`` has p < 0.05, else nothing."""
    m = (comparison or {}).get("metrics", {}).get(metric)
    if not m or m.get("diff") is None or m["p_value"] >= 0.05:
        return ""
    return " [green]▲[/green]" if m["diff"] > 0 else " [red]▼[/red]"


def _delta(comparison: Mapping[str, Any] | None, metric: str = "mean@N") -> str:
    """``+12.5 pt [4.0, 21.0]`` over ``▲ p=0.003``: a paired difference, marked when p < 0.05."""
    m = (comparison or {}).get("metrics", {}).get(metric)
    if not m or m.get("diff") is None:
        return "–"
    return (
        f"{100 * m['diff']:+.1f} pt {ci_text(m.get('ci'))}\n{_mark(comparison, metric)} p={m['p_value']:.2g}"
    )


def _tests(curve: Any) -> str:
    names = {
        m["test"]
        for p in curve.points
        for c in (p.vs_base, p.vs_prev)
        for m in (c or {}).get("metrics", {}).values()
    }
    return ", ".join(sorted(names)) or "paired sign-flip"


def curve_table(curve: Any) -> Table:
    """One learning curve (``proctor.report.curves.Curve``): a row per point in step order, mean@N
    with its interval and its paired difference to the base and to the previous checkpoint; the
    best point's sentence in the caption."""
    caption = [
        f"▲/▼: paired difference with p < 0.05 ({_tests(curve)} test over problems, the 95% interval "
        "inverts it); Δ prev: vs the previous checkpoint."
    ]
    caption += [escape(curve.best["sentence"])] if curve.best else []
    caption += [f"[yellow]warning:[/yellow] {escape(w)}" for w in curve.all_warnings()]
    t = Table(title=escape(curve.title), caption="\n".join(caption), caption_justify="left")
    t.add_column("point", no_wrap=True, style="bold")
    t.add_column("N", justify="right")
    t.add_column("mean@N [95% CI]", justify="right")
    t.add_column("Δ vs base", justify="right")
    t.add_column("Δ vs prev", justify="right")
    best = curve.best["label"] if curve.best else None
    for p in curve.points:
        entry = p.values.get("mean@N") or {}
        spread = (entry.get("spread") or {}).get("std_dev_across_runs")
        value = f"{pct(entry.get('value'))} {ci_text(entry.get('ci'))}"
        if spread is not None:
            value += f"\n±{100 * spread:.1f} sd over {entry['spread']['runs']} repeats"
        t.add_row(
            p.label + ("\n[bold green]best[/bold green]" if p.label == best else ""),
            str(p.n),
            value,
            "–" if p.base else _delta(p.vs_base),
            "–" if p.base or p.vs_prev is None else _delta(p.vs_prev),
        )
    return t


def curve_metrics_table(curve: Any) -> Table:
    """The curve's other metrics per point, each with its interval (▲/▼: vs the base, p < 0.05);
    of pass@k the largest k (every k is in the JSON and the HTML report)."""
    metrics = [m for m in curve.metrics() if m != "mean@N"]
    passes = [m for m in metrics if m.startswith("pass@")]
    metrics = [m for m in metrics if m not in passes[:-1]]
    t = Table(title=escape(f"{curve.title}: other metrics [95% CI]"))
    t.add_column("point", no_wrap=True, style="bold")
    labels = {"tokens": "tokens", "tool_calls": "tool calls", "truncation_rate": "truncated"}
    for m in metrics:
        t.add_column(labels.get(m, RATE_LABELS.get(m, m).replace(" rate", "")), justify="right")
    for p in curve.points:
        t.add_row(
            p.label,
            *[
                _two_lines(
                    p.values.get(m), 1.0 if m in ("tokens", "tool_calls") else 100.0, _mark(p.vs_base, m)
                )
                for m in metrics
            ],
        )
    return t


def unplotted_table(rows: Sequence[Mapping[str, Any]]) -> Table:
    """The cells of a set left off its curves (failed, partial, pending, unreadable), with the error."""
    t = Table(title="Cells not plotted")
    t.add_column("cell", overflow="fold")
    t.add_column("status")
    t.add_column("error", overflow="fold")
    for r in rows:
        t.add_row(escape(str(r["name"])), r["status"], escape(str(r.get("error") or "")))
    return t
