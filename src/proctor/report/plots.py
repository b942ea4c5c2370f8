"""The report's figures, drawn with matplotlib (Agg) and returned as base64 PNG for embedding."""

from __future__ import annotations

import base64
import io
import textwrap
from collections.abc import Sequence

try:
    import matplotlib
except ImportError as e:  # the report's one dependency the rest of proctor does not need
    raise ImportError(
        "the HTML report draws its figures with matplotlib, which is not installed: "
        "pip install 'proctor[report]'"
    ) from e

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

from proctor.metrics.estimators import k_values  # noqa: E402
from proctor.report.runs import RunView  # noqa: E402

COLORS = plt.get_cmap("tab10").colors


def to_png(fig) -> str:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=96, bbox_inches="tight")
    plt.close(fig)
    return base64.b64encode(buf.getvalue()).decode("ascii")


def _short(label: str, width: int = 28) -> str:
    return label if len(label) <= width else "…" + label[-(width - 1) :]


def _wrapped(label: str, width: int = 22) -> str:
    return "\n".join(textwrap.wrap(label, width, break_long_words=True)[:3])


def accuracy_bars(views: Sequence[RunView]) -> str:
    """mean@N, maj@N and pass@N per run with their 95% intervals as error bars."""
    fig, ax = plt.subplots(figsize=(max(5, 2.0 * len(views) + 2), 3.8))
    kinds = ["mean", "maj", "pass"]
    width = 0.8 / len(kinds)
    x = np.arange(len(views))
    for j, kind in enumerate(kinds):
        vals, lo, hi = [], [], []
        for v in views:
            m = v.summary["metrics"].get(f"{kind}@{v.n}") or {}
            val = np.nan if m.get("undefined") else m.get("value") or 0.0  # undefined maj@N: no bar
            ci = m.get("ci") or [val, val]
            vals.append(100 * val)
            lo.append(100 * (val - (ci[0] if ci[0] is not None else val)))
            hi.append(100 * ((ci[1] if ci[1] is not None else val) - val))
        ax.bar(x + (j - 1) * width, vals, width, yerr=[lo, hi], capsize=3, label=f"{kind}@N", color=COLORS[j])
    ax.set_xticks(x, [_wrapped(v.label) for v in views], fontsize=8)
    ax.set_ylabel("% (95% CI)")
    ax.set_ylim(0, 100)
    ax.legend(loc="upper left", fontsize=8)
    ax.set_title("Accuracy per run")
    ax.grid(axis="y", alpha=0.3)
    return to_png(fig)


def pass_at_k_curves(views: Sequence[RunView]) -> str:
    """pass@k against k (log2 axis) per run, with the 95% interval as a band."""
    fig, ax = plt.subplots(figsize=(6, 3.6))
    for i, v in enumerate(views):
        ks = k_values(v.n)
        vals = np.array([100 * (v.summary["metrics"][f"pass@{k}"]["value"] or 0.0) for k in ks])
        lo = np.array([100 * (v.summary["metrics"][f"pass@{k}"]["ci"][0] or 0.0) for k in ks])
        hi = np.array([100 * (v.summary["metrics"][f"pass@{k}"]["ci"][1] or 0.0) for k in ks])
        color = COLORS[i % len(COLORS)]
        ax.plot(ks, vals, marker="o", color=color, label=_short(v.label, 40))
        ax.fill_between(ks, lo, hi, color=color, alpha=0.15)
    ax.set_xscale("log", base=2)
    ax.set_xlabel("k")
    ax.set_ylabel("pass@k (%)")
    ax.set_ylim(0, 100)
    ax.set_title("pass@k (unbiased estimator, 95% CI band)")
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8)
    return to_png(fig)


def solve_heatmap(views: Sequence[RunView], ids: Sequence[str]) -> str:
    """Per-problem solve rate (correct / samples) across runs; problems sorted from easy to hard."""
    rates = np.full((len(views), len(ids)), np.nan)
    for r, v in enumerate(views):
        where = v.table.index()
        for c, pid in enumerate(ids):
            i = where.get(pid)
            if i is not None and v.table.n[i] > 0:
                rates[r, c] = v.table.correct[i] / v.table.n[i]
    order = np.argsort(
        -np.nan_to_num(np.nanmean(rates, axis=0) if len(ids) else rates, nan=-1), kind="stable"
    )
    rates = rates[:, order]
    fig, ax = plt.subplots(figsize=(min(14, max(6, 0.12 * len(ids) + 3)), 0.5 * len(views) + 1.6))
    cmap = plt.get_cmap("viridis").with_extremes(bad="#dddddd")
    im = ax.imshow(
        np.ma.masked_invalid(rates), aspect="auto", cmap=cmap, vmin=0, vmax=1, interpolation="nearest"
    )
    ax.set_yticks(range(len(views)), [_short(v.label, 36) for v in views])
    if len(ids) <= 40:
        ax.set_xticks(range(len(ids)), [ids[i] for i in order], rotation=90, fontsize=7)
    else:
        ax.set_xlabel(f"{len(ids)} problems, sorted by mean solve rate (grey: no sample)")
    fig.colorbar(im, ax=ax, label="solve rate", fraction=0.03)
    ax.set_title("Per-problem solve rate")
    return to_png(fig)


def length_histograms(views: Sequence[RunView]) -> str:
    """Completion-token histograms per run (same bins for every run)."""
    all_tokens = np.concatenate([v.table.samples["completion_tokens"] for v in views])
    top = float(all_tokens.max()) if all_tokens.size else 1.0
    bins = np.linspace(0, max(top, 1.0), 31)
    fig, axes = plt.subplots(len(views), 1, figsize=(6, 1.6 * len(views) + 0.8), sharex=True, squeeze=False)
    for i, (v, ax) in enumerate(zip(views, axes[:, 0], strict=True)):
        tokens = v.table.samples["completion_tokens"]
        ax.hist(tokens, bins=bins, color=COLORS[i % len(COLORS)], alpha=0.8)
        if tokens.size:
            ax.axvline(np.median(tokens), color="black", linestyle="--", linewidth=1)
        ax.set_ylabel("samples", fontsize=8)
        ax.set_title(_short(v.label, 60), fontsize=9, loc="left")
    axes[-1, 0].set_xlabel("completion tokens (dashed: median)")
    fig.suptitle("Response length")
    return to_png(fig)


def stop_reason_bars(views: Sequence[RunView]) -> str:
    """Share of each stop reason per run, as stacked horizontal bars."""
    reasons = sorted({r for v in views for r in v.summary["stop_reasons"]})
    fig, ax = plt.subplots(figsize=(7, 0.5 * len(views) + 1.4))
    left = np.zeros(len(views))
    for j, reason in enumerate(reasons):
        shares = np.array([100 * v.summary["stop_reasons"].get(reason, 0.0) for v in views])
        ax.barh(range(len(views)), shares, left=left, label=reason, color=COLORS[j % len(COLORS)])
        left += shares
    ax.set_yticks(range(len(views)), [_short(v.label, 36) for v in views])
    ax.invert_yaxis()  # first run on top, as in the tables
    ax.set_xlim(0, 100)
    ax.set_xlabel("% of samples")
    ax.legend(ncol=min(len(reasons), 6), fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.35))
    ax.set_title("Stop reasons")
    return to_png(fig)
