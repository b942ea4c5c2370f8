"""``proctor report SET_DIR``: the learning curves of a set directory as one offline HTML file.

Per curve (benchmark and mode): the best point's sentence, one inline SVG chart per metric
(``proctor.report.svg``), and a table of the points with each paired difference, its interval,
p-value and test. The cells left off the curves are listed first, with their errors.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

from proctor import __version__
from proctor.report.curves import ALPHA, LABELS, Curve, diff_text, not_plotted, significant
from proctor.report.html import CSS, esc
from proctor.report.sets import RunSet
from proctor.report.svg import chart
from proctor.report.tables import ci_text, pct

CURVE_CSS = """
.charts{display:flex;flex-wrap:wrap;gap:8px}.charts svg{border:1px solid #eee;background:#fff}
.best{background:#eef7ee;border-left:4px solid #2a9d4a;padding:6px 12px;margin:6px 0}
.best.tie{background:#fff4e5;border-left-color:#f0a020}
td.up{color:#2a9d4a;font-weight:bold}td.down{color:#c0392b;font-weight:bold}
"""


def _value(metric: str, entry: dict | None) -> str:
    if not entry or entry.get("value") is None:
        return "–"
    scale = 1.0 if metric in ("tokens", "tool_calls") else 100.0
    value = f"{entry['value']:.1f}" if scale == 1.0 else pct(entry["value"])
    text = f"{value} <span class='muted'>{ci_text(entry.get('ci'), scale)}</span>"
    spread = entry.get("spread") or {}
    if spread.get("std_dev_across_runs") is not None:
        text += f"<br><span class='muted'>±{scale * spread['std_dev_across_runs']:.1f} sd over {spread['runs']} repeats</span>"
    return text


def _diff_cell(comparison: dict | None) -> str:
    m = (comparison or {}).get("metrics", {}).get("mean@N")
    if not m:
        return "<td>–</td>"
    cls = (" class='up'" if m["diff"] > 0 else " class='down'") if significant(comparison) else ""
    return f"<td{cls}>{esc(diff_text(m))}</td>"


def _points_table(curve: Curve, i: int) -> str:
    metrics = curve.metrics()
    head = (
        "<tr><th class='l'>point</th><th>N</th><th class='l'>cells</th>"
        "<th>mean@N Δ vs base (95% CI, p, test)</th><th>mean@N Δ vs previous</th>"
        + "".join(f"<th>{esc(LABELS.get(m, m))}</th>" for m in metrics)
        + "</tr>"
    )
    rows = [head]
    for p in curve.points:
        best = " ★" if curve.best and curve.best["label"] == p.label else ""
        rows.append(
            f"<tr><td class='l'>{esc(p.label)}{best}</td><td>{p.n}</td>"
            f"<td class='l'>{esc(', '.join(c.name for c in p.cells))}</td>"
            + ("<td>–</td>" if p.base else _diff_cell(p.vs_base))
            + ("<td>–</td>" if p.base else _diff_cell(p.vs_prev))
            + "".join(f"<td>{_value(m, p.values.get(m))}</td>" for m in metrics)
            + "</tr>"
        )
    return f"<table id='curve-{i}-points' class='points'>" + "".join(rows) + "</table>"


def _curve_section(curve: Curve, i: int) -> str:
    best = curve.best or {}
    tie = "" if best.get("distinguishable", True) else " tie"
    parts = [f"<section class='curve' id='curve-{i}'><h2>{esc(curve.title)}</h2>"]
    if best:
        parts.append(f"<div class='best{tie}' id='curve-{i}-best'>{esc(best['sentence'])}</div>")
    parts += [f"<div class='warn'>{esc(w)}</div>" for w in curve.all_warnings()]
    parts.append("<div class='charts'>" + "".join(chart(curve, m) for m in curve.metrics()) + "</div>")
    parts.append(_points_table(curve, i))
    return "".join(parts) + "</section>"


def _unplotted(runset: RunSet) -> str:
    rows = not_plotted(runset)
    if not rows:
        return ""
    body = "".join(
        f"<tr><td class='l'>{esc(r['name'])}</td><td class='l'>{esc(r['benchmark'])}</td><td>{esc(r['step'])}</td>"
        f"<td class='l'>{esc(r['status'])}</td><td class='l'>{esc(r['error'])}</td></tr>"
        for r in rows
    )
    return (
        "<h2>Cells not plotted</h2><table id='unplotted'><tr><th class='l'>cell</th><th class='l'>benchmark</th>"
        f"<th>step</th><th class='l'>status</th><th class='l'>error</th></tr>{body}</table>"
    )


def build_set_html(runset: RunSet, curves: Sequence[Curve]) -> str:
    """The learning-curve report of a set directory as one HTML string (no script, no network)."""
    created = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    intro = (
        "Each metric of each benchmark and mode against the checkpoint step, with its 95% interval "
        "(the run summary's: Wilson for rates, bootstrap over problems for tokens) as a band and error "
        "bars; repeats of a point are averaged. Each checkpoint is compared with the base and with the "
        "previous checkpoint by the paired test of proctor compare (sign-flip test over problems, "
        f"McNemar's exact test on 0/1 values) on mean@N, pass@k and maj@N; p &lt; {ALPHA}: a ring "
        "(vs base) or a triangle (vs previous), green up, red down. ★: the best point by mean@N."
    )
    body = [
        f"<h1>proctor learning curves</h1><div class='muted'>{esc(runset.path)} · created "
        f"{esc(runset.manifest.get('created'))} · {len(runset.done)} of {len(runset.cells)} cell(s) plotted · "
        f"proctor {esc(__version__)} · {created}</div><p>{intro}</p>",
        _unplotted(runset),
    ]
    body += [_curve_section(c, i) for i, c in enumerate(curves)]
    if not curves:
        body.append("<div class='warn'>no done cell: nothing to plot</div>")
    return (
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>proctor learning curves</title>"
        f"<style>{CSS}{CURVE_CSS}</style></head><body>{''.join(body)}</body></html>"
    )
