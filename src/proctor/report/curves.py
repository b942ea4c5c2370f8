"""Learning curves of a set directory: each metric against the checkpoint step, per benchmark and mode.

Computed once here and drawn by both ``proctor report SET_DIR`` (HTML) and ``proctor compare
SET_DIR`` (terminal, JSON). A *curve* is one benchmark in one mode (the env plus the cells' other
``set`` overrides); its *points* are the base model and the checkpoints in step order. A point's
value is its run's summary value with the summary's 95% interval; repeats of a point (cells with
``repeat`` > 0) are averaged, their intervals' ends averaged, and their spread reported
(:func:`proctor.metrics.spread_across_runs`).

Each checkpoint is compared with the base and with the previous checkpoint by the paired test of
``proctor compare`` (:func:`proctor.metrics.paired_difference`: the sign-flip test over problems,
McNemar's exact test on 0/1 values, and the interval that inverts it) on mean@N, pass@k and maj@N;
with repeats, each problem's values are averaged over the repeats first. A difference is marked
when p < 0.05. The best point of a curve is the one with the highest mean@N; when the paired test
cannot tell it from the runner-up (p >= 0.05) the curve says so.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from proctor.metrics import paired_difference, spread_across_runs
from proctor.metrics.compare import small_sample_warning
from proctor.metrics.estimators import k_values
from proctor.metrics.summary import metric_columns
from proctor.report.sets import Cell, RunSet

ALPHA = 0.05  # a paired difference with p below this is marked significant
CHECKPOINT_KEYS = ("model.ref", "model.adapter")  # the checkpoint axis, never a mode
LABELS = {
    "mean@N": "mean@N",
    "maj@N": "maj@N",
    "format_rate": "format rate",
    "truncation_rate": "truncation rate",
    "tokens": "completion tokens",
    "tool_calls": "tool calls / sample",
}
RATES = ("format_rate", "truncation_rate")


@dataclass
class Point:
    label: str  # "base" or "step 100"
    step: int | None
    base: bool
    cells: list[Cell]
    n: int
    values: dict[str, dict[str, Any]]  # metric -> {value, ci, spread (repeats only)}
    vs_base: dict | None = None  # compare_points(base, this)
    vs_prev: dict | None = None  # compare_points(previous checkpoint, this)

    @property
    def x(self) -> int:
        return self.step if self.step is not None else 0


@dataclass
class Curve:
    benchmark: str
    mode: str
    points: list[Point]
    best: dict | None = None
    warnings: list[str] = field(default_factory=list)

    @property
    def title(self) -> str:
        return f"{self.benchmark} · {self.mode}" if self.mode else self.benchmark

    def all_warnings(self) -> list[str]:
        """The curve's warnings, then its comparisons' (each once: few or differing problems)."""
        out = list(self.warnings)
        for p in self.points:
            for c in (p.vs_base, p.vs_prev):
                out += [f"{c['b']} vs {c['a']}: {w}" for w in (c or {}).get("warnings", [])]
        return list(dict.fromkeys(out))

    def metrics(self) -> list[str]:
        """The metrics any point has, in display order (mean@N, pass@k by k, maj@N, rates, tokens)."""
        names: list[str] = []
        for p in self.points:
            names += [m for m in p.values if m not in names]
        order = ["mean@N"] + sorted((m for m in names if m.startswith("pass@")), key=_k) + ["maj@N"]
        order += [*RATES, "tokens", "tool_calls"]
        return [m for m in order if m in names]


def _k(name: str) -> int:
    return int(name.split("@")[1])


def generic(name: str, n: int) -> str | None:
    """A summary metric's name in a curve (mean@8 -> mean@N), None for one a curve does not plot."""
    if name == f"mean@{n}":
        return "mean@N"
    if name == f"maj@{n}":
        return "maj@N"
    if (re.fullmatch(r"pass@\d+", name) and name != "pass@1") or name in RATES:  # pass@1 is mean@N
        return name
    return None


def mode_of(cell: Cell) -> str:
    """The mode a cell's curve is drawn in: its env and its other ``set`` overrides."""
    parts = [f"env={cell.env}"] if cell.env else []
    parts += [f"{k}={v}" for k, v in sorted(cell.set.items()) if k not in CHECKPOINT_KEYS]
    return ", ".join(parts)


def cell_values(cell: Cell, tools: bool) -> dict[str, dict[str, Any]]:
    """A done cell's plotted metrics: {value, ci} from its summary (tokens: completion tokens)."""
    v = cell.view
    assert v is not None
    out: dict[str, dict[str, Any]] = {}
    for name, m in v.summary["metrics"].items():
        g = generic(name, v.n)
        if g and m.get("value") is not None:
            out[g] = {"value": m["value"], "ci": list(m.get("ci") or [None, None])}
    tok = v.summary.get("tokens", {}).get("completion", {})
    if tok.get("value") is not None:
        out["tokens"] = {"value": tok["value"], "ci": list(tok.get("ci") or [None, None])}
    if tools:
        calls = (v.summary.get("tools") or {}).get("mean_tool_calls", 0.0)
        out["tool_calls"] = {"value": calls, "ci": [None, None]}
    return out


def _average(per_cell: list[dict[str, dict[str, Any]]]) -> dict[str, dict[str, Any]]:
    if len(per_cell) == 1:
        return per_cell[0]
    out: dict[str, dict[str, Any]] = {}
    for name in per_cell[0]:
        entries = [c[name] for c in per_cell if name in c]
        values = [e["value"] for e in entries]
        ends = [[e["ci"][j] for e in entries if e["ci"][j] is not None] for j in (0, 1)]
        ci = [float(np.mean(x)) if len(x) == len(entries) else None for x in ends]
        out[name] = {"value": float(np.mean(values)), "ci": ci, "spread": spread_across_runs(values)}
    return out


def _point(cells: list[Cell], tools: bool) -> Point:
    first = cells[0]
    label = "base" if first.base else f"step {first.step}" if first.step is not None else first.name
    return Point(
        label=label,
        step=first.step,
        base=first.base,
        cells=sorted(cells, key=lambda c: c.repeat),
        n=first.view.n if first.view else 0,
        values=_average([cell_values(c, tools) for c in cells]),
    )


def shared_problems(a: Point, b: Point) -> list[str]:
    """The problems every repeat of both points finished, in the first run's order."""
    tables = [c.view.table for c in a.cells + b.cells if c.view]
    sets = [{pid for pid, m in zip(t.ids, t.n, strict=True) if m > 0} for t in tables]
    common = set.intersection(*sets)
    return [pid for pid in tables[0].ids if pid in common]


def _finished(point: Point) -> int:
    """Problems with a finished sample in every repeat of the point."""
    tables = [c.view.table for c in point.cells if c.view]
    return len(set.intersection(*[{pid for pid, m in zip(t.ids, t.n, strict=True) if m > 0} for t in tables]))


def _columns(point: Point, ids: list[str]) -> dict[str, np.ndarray]:
    """Per-problem values of the compared metrics (generic names), averaged over the repeats."""
    per_cell = []
    for c in point.cells:
        v = c.view
        assert v is not None
        names, values = metric_columns(v.table, v.n)
        where = v.table.index()
        rows = values[[where[pid] for pid in ids]]
        per_cell.append({generic(name, v.n) or name: rows[:, j] for j, name in enumerate(names)})
    shared = [name for name in per_cell[0] if all(name in c for c in per_cell)]  # repeats of other N
    return {name: np.mean([c[name] for c in per_cell], axis=0) for name in shared}


def _maj_defined(point: Point) -> bool:
    return all(c.view is not None and c.view.table.maj_undefined is None for c in point.cells)


def compare_points(a: Point, b: Point, seed: int = 0) -> dict[str, Any]:
    """The paired difference b - a per metric, as ``proctor compare`` computes it for two runs
    (:func:`proctor.metrics.paired_compare`'s metrics: mean@N, pass@k for k > 1 both report, maj@N
    when both have the same N and a defined vote)."""
    ids = shared_problems(a, b)
    names = ["mean@N"] + [f"pass@{k}" for k in sorted(set(k_values(a.n)) & set(k_values(b.n))) if k > 1]
    if a.n == b.n and _maj_defined(a) and _maj_defined(b):
        names.append("maj@N")
    out: dict[str, Any] = {"a": a.label, "b": b.label, "problems": len(ids), "metrics": {}, "warnings": []}
    if not ids:
        out["warnings"].append(f"{a.label} and {b.label} share no finished problem: not compared")
        return out
    sizes = [_finished(a), _finished(b)]
    if len(ids) < max(sizes):
        out["warnings"].append(
            f"compared on the {len(ids)} problems both finished ({a.label}: {sizes[0]}, {b.label}: {sizes[1]})"
        )
    ca, cb = _columns(a, ids), _columns(b, ids)
    results = paired_difference(
        np.stack([ca[m] for m in names], axis=1), np.stack([cb[m] for m in names], axis=1), seed=seed
    )
    out["metrics"] = dict(zip(names, results, strict=True))
    warning = small_sample_warning(len(ids), results[0]["min_p"])
    if warning:
        out["warnings"].append(warning)
    return out


def significant(comparison: dict | None, metric: str = "mean@N") -> bool:
    m = (comparison or {}).get("metrics", {}).get(metric)
    return bool(m and m.get("p_value") is not None and m["p_value"] < ALPHA)


def _order(p: Point) -> tuple:
    return (not p.base, p.step is None, p.step or 0, p.label)


def best_point(points: Sequence[Point], seed: int = 0) -> dict | None:
    """The point with the highest mean@N, its interval, and the paired test against the runner-up."""
    ranked = sorted(
        (p for p in points if "mean@N" in p.values), key=lambda p: (-p.values["mean@N"]["value"], _order(p))
    )
    if not ranked:
        return None
    best = ranked[0]
    out: dict[str, Any] = {"label": best.label, "step": best.step, **best.values["mean@N"]}
    if len(ranked) < 2:
        out["sentence"] = f"best: {best.label} (the only point)"
        return out
    runner = ranked[1]
    cmp = compare_points(runner, best, seed)
    m = cmp["metrics"].get("mean@N") or {}
    out["runner_up"] = runner.label
    out["vs_runner_up"] = cmp
    out["distinguishable"] = significant(cmp)
    out["sentence"] = best_sentence(best.label, out, runner.label, m)
    return out


def _pct(x: float | None) -> str:
    return "–" if x is None else f"{100 * x:.1f}%"


def _ci(ci: Sequence[float | None] | None) -> str:
    if not ci or ci[0] is None or ci[1] is None:
        return "[–]"
    return f"[{100 * ci[0]:.1f}, {100 * ci[1]:.1f}]"


def diff_text(m: dict | None) -> str:
    """``+12.5 pt [4.0, 21.0], p=0.003 (exact McNemar)`` for one paired difference."""
    if not m or m.get("diff") is None:
        return "not compared"
    p = m.get("p_value")
    return f"{100 * m['diff']:+.1f} pt {_ci(m.get('ci'))}, p={p:.3g} ({m.get('test')})"


def best_sentence(label: str, best: dict, runner: str, m: dict) -> str:
    head = f"best by mean@N: {label}, {_pct(best['value'])} {_ci(best['ci'])}"
    if best.get("distinguishable"):
        return f"{head}; better than the runner-up {runner}: {diff_text(m)}."
    return (
        f"{head}; not distinguishable from the runner-up {runner} (paired test p ≥ {ALPHA}): {diff_text(m)}."
    )


def build_curves(runset: RunSet, seed: int = 0) -> list[Curve]:
    """One curve per benchmark and mode over the set's done cells, each point compared with the
    base and the previous checkpoint, and its best point named."""
    groups: dict[tuple[str, str], list[Cell]] = {}
    for c in runset.done:
        groups.setdefault((c.benchmark, mode_of(c)), []).append(c)
    curves = []
    for (benchmark, mode), cells in groups.items():
        tools = any((c.view.summary.get("tools") if c.view else None) for c in cells)
        by_point: dict[tuple[bool, int | None, str], list[Cell]] = {}
        for c in cells:
            key = (c.base, c.step, "" if c.base or c.step is not None else c.name)
            by_point.setdefault(key, []).append(c)
        points = sorted((_point(cs, tools) for cs in by_point.values()), key=_order)
        curve = Curve(benchmark=benchmark, mode=mode, points=points)
        base = next((p for p in points if p.base), None)
        if base is None:
            curve.warnings.append("no base cell: checkpoints are compared only with the previous one")
        for i, p in enumerate(points):
            if p.base:
                continue
            p.vs_base = compare_points(base, p, seed) if base else None
            prev = points[i - 1] if i > 0 else None
            p.vs_prev = compare_points(prev, p, seed) if prev is not None and not prev.base else None
        curve.best = best_point(points, seed)
        curves.append(curve)
    return sorted(curves, key=lambda c: (c.benchmark, c.mode))


def not_plotted(runset: RunSet) -> list[dict[str, Any]]:
    """The cells left off the curves: failed ones with their error, the others with their status."""
    return [
        {
            "name": c.name,
            "dir": str(c.path),
            "benchmark": c.benchmark,
            "step": c.step,
            "status": c.status,
            "error": c.error or c.problem,
        }
        for c in runset.not_plotted
    ]


def curves_json(runset: RunSet, curves: Sequence[Curve]) -> dict[str, Any]:
    """What ``proctor compare SET_DIR --json`` writes: every point, comparison and best point."""
    return {
        "set": str(runset.path),
        "created": runset.manifest.get("created"),
        "alpha": ALPHA,
        "curves": [
            {
                "benchmark": c.benchmark,
                "mode": c.mode,
                "points": [
                    {
                        "label": p.label,
                        "step": p.step,
                        "base": p.base,
                        "n": p.n,
                        "cells": [{"name": x.name, "dir": str(x.path), "repeat": x.repeat} for x in p.cells],
                        "values": p.values,
                        "vs_base": p.vs_base,
                        "vs_prev": p.vs_prev,
                    }
                    for p in c.points
                ],
                "best": c.best,
                "warnings": c.warnings,
            }
            for c in curves
        ],
        "not_plotted": not_plotted(runset),
    }
