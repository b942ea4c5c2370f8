"""Learning-curve charts as inline SVG: no image file, no script, no network (the report stays one
offline file, and a test can find each curve, band and mark in the page's DOM)."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from proctor.report.curves import ALPHA, LABELS, RATES, Curve, Point, diff_text

W, H = 380, 250
LEFT, RIGHT, TOP, BOTTOM = 52, 24, 26, 38
UP, DOWN, LINE = "#2a9d4a", "#c0392b", "#2a6fd0"


def _esc(x: Any) -> str:
    return html.escape(str(x), quote=True)


def _fmt(metric: str, x: float | None) -> str:
    if x is None:
        return "–"
    return f"{x:.1f}" if metric in ("tokens", "tool_calls") else f"{100 * x:.1f}%"


def _mark(comparison: dict | None, metric: str) -> tuple[str, dict] | None:
    m = (comparison or {}).get("metrics", {}).get(metric)
    if m and m.get("p_value") is not None and m["p_value"] < ALPHA and m.get("diff"):
        return ("up" if m["diff"] > 0 else "down"), m
    return None


def _scale(points: Sequence[Point], metric: str) -> tuple[float, float]:
    if metric.startswith(("mean@", "pass@", "maj@")) or metric in RATES:
        return 0.0, 1.0
    highs = [
        x for p in points for x in [p.values[metric]["value"], p.values[metric]["ci"][1]] if x is not None
    ]
    return 0.0, max(highs + [1e-9]) * 1.1


def chart(curve: Curve, metric: str) -> str:
    """One metric of one curve against the step: the interval as a band and error bars, each point's
    value, the significant paired differences to the base (ring) and the previous checkpoint
    (triangle), and a star on the best point (mean@N)."""
    points = [p for p in curve.points if metric in p.values]
    xs = sorted({p.x for p in points})
    lo_y, hi_y = _scale(points, metric)

    def px(x: float) -> float:
        if len(xs) < 2:
            return LEFT + (W - LEFT - RIGHT) / 2
        return LEFT + (x - xs[0]) / (xs[-1] - xs[0]) * (W - LEFT - RIGHT)

    def py(y: float) -> float:
        return TOP + (1 - (y - lo_y) / ((hi_y - lo_y) or 1)) * (H - TOP - BOTTOM)

    parts = [
        f"<svg class='curve-chart' data-metric='{_esc(metric)}' "
        f"width='{W}' height='{H}' viewBox='0 0 {W} {H}' role='img' aria-label='{_esc(LABELS.get(metric, metric))} by step'>",
        f"<text x='{LEFT}' y='16' font-size='13' font-weight='bold'>{_esc(LABELS.get(metric, metric))}</text>",
    ]
    for j in range(5):  # y grid
        y = lo_y + j * (hi_y - lo_y) / 4
        parts.append(
            f"<line x1='{LEFT}' x2='{W - RIGHT}' y1='{py(y):.1f}' y2='{py(y):.1f}' stroke='#eee'/>"
            f"<text x='{LEFT - 4}' y='{py(y) + 4:.1f}' font-size='10' text-anchor='end'>{_fmt(metric, y)}</text>"
        )
    for p in points:  # x ticks
        parts.append(
            f"<text x='{px(p.x):.1f}' y='{H - BOTTOM + 14}' font-size='10' text-anchor='middle'>"
            f"{'base' if p.base else _esc(p.step if p.step is not None else p.label)}</text>"
        )
    parts.append(
        f"<text x='{(LEFT + W - RIGHT) / 2}' y='{H - 6}' font-size='10' text-anchor='middle'>step</text>"
    )
    banded = [p for p in points if None not in p.values[metric]["ci"]]
    if len(banded) > 1:
        upper = [f"{px(p.x):.1f},{py(p.values[metric]['ci'][1]):.1f}" for p in banded]
        lower = [f"{px(p.x):.1f},{py(p.values[metric]['ci'][0]):.1f}" for p in reversed(banded)]
        parts.append(
            f"<polygon class='band' points='{' '.join(upper + lower)}' fill='{LINE}' fill-opacity='0.15'/>"
        )
    path = " ".join(
        f"{'M' if i == 0 else 'L'}{px(p.x):.1f},{py(p.values[metric]['value']):.1f}"
        for i, p in enumerate(points)
    )
    parts.append(f"<path class='curve' d='{path}' fill='none' stroke='{LINE}' stroke-width='2'/>")
    best = curve.best["label"] if curve.best and metric == "mean@N" else None
    for p in points:
        parts += _point(p, metric, px(p.x), py, best)
    return "".join(parts) + "</svg>"


def _point(p: Point, metric: str, x: float, py, best: str | None) -> list[str]:
    v = p.values[metric]
    lo, hi = v["ci"]
    out = []
    if lo is not None and hi is not None:
        out.append(
            f"<line class='errbar' x1='{x:.1f}' x2='{x:.1f}' y1='{py(lo):.1f}' y2='{py(hi):.1f}' stroke='{LINE}'/>"
        )
    tip = f"{p.label}: {_fmt(metric, v['value'])}"
    if lo is not None and hi is not None:
        tip += f" [{_fmt(metric, lo)}, {_fmt(metric, hi)}]"
    out.append(
        f"<circle class='point' data-label='{_esc(p.label)}' cx='{x:.1f}' cy='{py(v['value']):.1f}' r='3.5' "
        f"fill='{LINE}'><title>{_esc(tip)}</title></circle>"
    )
    y = py(v["value"])
    base_mark = _mark(p.vs_base, metric)
    if base_mark:
        kind, m = base_mark
        out.append(
            f"<circle class='mark mark-base {kind}' data-label='{_esc(p.label)}' cx='{x:.1f}' cy='{y:.1f}' r='7' "
            f"fill='none' stroke='{UP if kind == 'up' else DOWN}' stroke-width='2'>"
            f"<title>{_esc(f'{p.label} vs base: {diff_text(m)}')}</title></circle>"
        )
    prev_mark = _mark(p.vs_prev, metric)
    if prev_mark:
        kind, m = prev_mark
        tri = (
            f"{x - 5:.1f},{y - 9:.1f} {x + 5:.1f},{y - 9:.1f} {x:.1f},{y - 17:.1f}"
            if kind == "up"
            else f"{x - 5:.1f},{y - 17:.1f} {x + 5:.1f},{y - 17:.1f} {x:.1f},{y - 9:.1f}"
        )
        out.append(
            f"<polygon class='mark mark-prev {kind}' data-label='{_esc(p.label)}' points='{tri}' "
            f"fill='{UP if kind == 'up' else DOWN}'><title>{_esc(f'{p.label} vs previous: {diff_text(m)}')}</title></polygon>"
        )
    if best == p.label:
        out.append(
            f"<text class='best' x='{x + 8:.1f}' y='{y - 8:.1f}' font-size='14' fill='#d4a000'>★"
            f"<title>best by mean@N</title></text>"
        )
    return out
