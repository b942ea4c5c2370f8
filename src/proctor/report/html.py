"""The self-contained HTML report: inline CSS, PNG plots as data URIs, transcripts in the same page.

Nothing in the page refers to the network: it opens from a file on an offline machine.
"""

from __future__ import annotations

import html
import json
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from proctor import __version__
from proctor.envs.base import Trajectory
from proctor.metrics.table import dedupe, natural_key
from proctor.report import plots
from proctor.report.runs import RunView
from proctor.report.tables import RATE_LABELS, ci_text, pct, reasoning_grid, shown

CSS = """
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:24px auto;max-width:1200px;color:#222;padding:0 16px;overflow-wrap:break-word}
h1{margin-bottom:4px}h2{border-bottom:1px solid #ddd;padding-bottom:4px;margin-top:32px}
table{border-collapse:collapse;font-size:13px;margin:8px 0;max-width:100%}
th,td{border:1px solid #ddd;padding:3px 8px;text-align:right;vertical-align:top;overflow-wrap:normal;word-break:normal;hyphens:none}
td.path,th.path{overflow-wrap:anywhere}.scroll{overflow-x:auto;max-width:100%}
th{background:#f4f4f4}td.l,th.l{text-align:left}
.warn{background:#fff4e5;border-left:4px solid #f0a020;padding:6px 12px;margin:4px 0}
.muted{color:#777;font-size:12px}
img.plot{max-width:100%;display:block;margin:8px 0}
a.s{display:inline-block;min-width:1.4em;text-align:center;margin:1px;border-radius:3px;text-decoration:none;color:#fff;font-size:11px}
a.ok{background:#2a9d4a}a.bad{background:#c0392b}a.err{background:#777}
details{border:1px solid #ddd;border-radius:4px;margin:4px 0;padding:4px 8px}
details:target,details.hit{border-color:#2a6fd0;box-shadow:0 0 0 2px #2a6fd040}
summary{cursor:pointer;font-size:13px}
pre{white-space:pre-wrap;word-break:break-word;background:#f8f8f8;padding:6px;margin:4px 0;font-size:12px}
.role{font-weight:bold;font-size:12px;color:#555;margin-top:6px}
"""

JS = """
function openTarget(){var id=decodeURIComponent(location.hash.slice(1));if(!id)return;
var el=document.getElementById(id);if(el&&el.tagName==='DETAILS'){el.open=true;el.classList.add('hit');el.scrollIntoView();}}
window.addEventListener('hashchange',openTarget);window.addEventListener('load',openTarget);
"""


def esc(x: Any) -> str:
    return html.escape("" if x is None else str(x))


def anchor(run: int, problem: int, sample: int) -> str:
    return f"s{run}-{problem}-{sample}"


def _img(b64: str, alt: str) -> str:
    return f'<img class="plot" alt="{esc(alt)}" src="data:image/png;base64,{b64}">'


def _metrics_table(views: Sequence[RunView]) -> str:
    names: list[str] = []
    for v in views:
        for name in v.summary["metrics"]:
            if not shown(name, v.n):
                continue
            generic = name.replace(f"@{v.n}", "@N") if name.startswith(("mean@", "maj@")) else name
            if generic not in names:
                names.append(generic)
    rows = [
        "<tr><th class='l'>metric</th>"
        + "".join(f"<th class='path'>{esc(v.label)}</th>" for v in views)
        + "</tr>"
    ]
    for name in names:
        cells = []
        for v in views:
            m = v.summary["metrics"].get(name.replace("@N", f"@{v.n}"))
            cells.append(
                f"<td>{pct(m['value'])} <span class='muted'>{ci_text(m['ci'])}</span></td>"
                if m and m.get("value") is not None
                else f"<td title='{esc(m['undefined'])}'>undefined</td>"
                if m and m.get("undefined")
                else "<td>–</td>"
            )
        rows.append(f"<tr><td class='l'>{esc(RATE_LABELS.get(name, name))}</td>{''.join(cells)}</tr>")
    extra = {
        "completion tokens mean [CI]": lambda s: (
            f"{s['tokens']['completion']['value']:.1f} "
            f"<span class='muted'>{ci_text(s['tokens']['completion']['ci'], 1.0)}</span>"
        ),
        "tokens p50 / p95": lambda s: (
            f"{s['tokens']['completion']['p50']:.0f} / {s['tokens']['completion']['p95']:.0f}"
        ),
        "sample latency s mean / p95": lambda s: (
            f"{s['latency_s']['mean']:.2f} / {s['latency_s']['p95']:.2f}"
        ),
        "problems / samples / errored": lambda s: (
            f"{s['counts']['problems']} / {s['counts']['samples']} / {s['counts']['errored']}"
        ),
    }
    if any(v.summary.get("tools") for v in views):  # a multi-turn tool env: what the terminal shows
        extra |= {
            "tool calls / sample": lambda s: f"{s['tools']['mean_tool_calls']:.2f}",
            "turns / sample": lambda s: f"{s['tools']['mean_turns']:.2f}",
            "tool error rate": lambda s: pct(s["tools"]["tool_error_rate"]),
            "tool timeout rate": lambda s: pct(s["tools"]["tool_timeout_rate"]),
        }
    for label, fmt in extra.items():
        cells = []
        for v in views:
            try:
                cells.append(f"<td>{fmt(v.summary)}</td>")
            except (TypeError, KeyError):
                cells.append("<td>–</td>")
        rows.append(f"<tr><td class='l'>{esc(label)}</td>{''.join(cells)}</tr>")
    for label, values in reasoning_grid([v.summary for v in views]):
        rows.append(
            f"<tr><td class='l'>{esc(label)}</td>{''.join(f'<td>{esc(x)}</td>' for x in values)}</tr>"
        )
    return "<table id='metrics'>" + "".join(rows) + "</table>"


def _compare_tables(comparisons: Sequence[tuple[RunView, RunView, dict]]) -> str:
    out = []
    for a, b, res in comparisons:
        rows = [
            "<tr><th class='l'>metric</th><th>A</th><th>B</th><th>Δ (B − A)</th><th>95% CI</th><th>p</th><th class='l'>test</th></tr>"
        ]
        for name, m in res["metrics"].items():
            d = m.get("diff")
            p = m.get("p_value")
            bold = " style='font-weight:bold'" if p is not None and p < 0.05 else ""
            rows.append(
                f"<tr><td class='l'>{esc(name)}</td><td>{pct(m.get('a'))}</td><td>{pct(m.get('b'))}</td>"
                f"<td{bold}>{'–' if d is None else f'{100 * d:+.1f} pt'}</td><td>{ci_text(m.get('ci'))}</td>"
                f"<td{bold}>{'–' if p is None else f'{p:.3g}'}</td><td class='l'>{esc(m.get('test'))}</td></tr>"
            )
        notes = [f"{name}: {why}" for name, why in res.get("skipped", {}).items()] + res.get("warnings", [])
        out.append(
            f"<h3>B = {esc(b.label)} vs A = {esc(a.label)} <span class='muted'>({res['problems']} shared problems)</span></h3>"
            f"<table class='compare'>{''.join(rows)}</table>"
            + "".join(f"<div class='muted'>{esc(n)}</div>" for n in notes)
        )
    return "".join(out)


def _spp(counts: dict) -> str:
    spp = counts["samples_per_problem"]
    return str(spp["min"]) if spp["min"] == spp["max"] else f"{spp['min']}–{spp['max']}"


def _by_problem(view: RunView, limit: int | None) -> dict[str, list[Trajectory]]:
    recs, _, _ = dedupe(view.records)
    grouped: dict[str, list[Trajectory]] = {}
    for r in sorted(recs, key=lambda r: r.sample_index):
        grouped.setdefault(r.problem_id, []).append(r)
    if limit is not None:
        grouped = {pid: rs[:limit] for pid, rs in grouped.items()}
    return grouped


def _changed(
    views: Sequence[RunView], comparisons: Sequence[tuple[RunView, RunView, dict]]
) -> dict[str, None]:
    """The problems whose accuracy changed in a comparison (two runs given: the one pair), in
    the order :func:`changed_problems` gives (largest change first)."""
    from proctor.report.compare import changed_problems

    out: dict[str, None] = {}
    for a, b, _ in comparisons:
        shared = [pid for pid in a.table.ids if pid in b.table.index()]
        out.update(dict.fromkeys(c["id"] for c in changed_problems(a, b, shared)))
    return out


def _problem_table(
    views: Sequence[RunView],
    ids: Sequence[str],
    groups: list[dict[str, list[Trajectory]]],
    changed: dict[str, None] | None = None,
) -> str:
    head = "<tr><th class='l'>problem</th><th class='l'>answer</th>" + "".join(
        f"<th class='l path'>{esc(v.label)}</th>" for v in views
    )
    rows = [head + "</tr>"]
    indexes = [v.table.index() for v in views]
    for p, pid in enumerate(ids):
        gold = next((g[pid][0].answer for g in groups if pid in g and g[pid]), None)
        cells = []
        for r, (v, g) in enumerate(zip(views, groups, strict=True)):
            i = indexes[r].get(pid)
            if i is None:
                cells.append("<td class='l muted'>not run</td>")
                continue
            vote = v.table.votes[i]
            links = "".join(
                f"<a class='s {'err' if s.error else ('ok' if s.correct else 'bad')}' href='#{anchor(r, p, s.sample_index)}' "
                f"title='sample {s.sample_index}: {esc(s.extracted)}'>{s.sample_index}</a>"
                for s in g.get(pid, [])
            )
            cells.append(
                f"<td class='l'>{int(v.table.correct[i])}/{int(v.table.n[i])} "
                f"<span class='muted'>maj: {esc(vote.answer)}{' ✓' if vote.correct else ''}</span><br>{links}</td>"
            )
        mark = (
            " <span title='accuracy changed between the compared runs'>⇄</span>"
            if pid in (changed or {})
            else ""
        )
        rows.append(
            f"<tr><td class='l'>{esc(pid)}{mark}</td><td class='l'>{esc(gold)}</td>{''.join(cells)}</tr>"
        )
    return "<table id='problems'>" + "".join(rows) + "</table>"


def _content(content: Any) -> str:
    if isinstance(content, str):
        return content
    return json.dumps(content, ensure_ascii=False, indent=1)


FORCED_NOTE = "closed by the thinking budget: the closing tag and the answer cue were forced"


def _thinking(rec: Trajectory) -> list[str]:
    """Each turn's thinking (kept on the record, never graded; the messages hold the answer part)."""
    out = []
    for k, t in enumerate(rec.turns):
        if t.reasoning is None:
            continue
        state = FORCED_NOTE if t.think_state == "forced" else t.think_state
        tokens = f" · {t.reasoning_tokens} tokens" if t.reasoning_tokens is not None else ""
        out.append(
            f"<div class='role'>{esc(t.role)} thinking, turn {k} · {esc(state)}{tokens}</div>"
            f"<pre class='muted'>{esc(t.reasoning)}</pre>"
        )
    return out


OBSERVATION_ROLES = {"tool": "tool output", "reminder": "env reminder"}


def message_role(m: dict) -> str:
    """A transcript message's label: its role, and for a turn the env wrote in a text format (sent as
    a user turn, as that format does) what it carries: ``tool output (user turn)``."""
    role = str(m.get("role"))
    kind = m.get("observation")
    return f"{OBSERVATION_ROLES.get(kind, kind)} ({role} turn)" if kind else role


def _transcript(run: int, p: int, view: RunView, rec: Trajectory) -> str:
    verdict = "error" if rec.error else ("correct" if rec.correct else "incorrect")
    parts = [
        f"<details id='{anchor(run, p, rec.sample_index)}'><summary>{esc(view.label)} · {esc(rec.problem_id)} · "
        f"sample {rec.sample_index} · <b>{verdict}</b> · extracted {esc(rec.extracted)} · answer {esc(rec.answer)} · "
        f"stop {esc(rec.stop_reason)} · {rec.completion_tokens} tokens · seed {rec.seed}</summary>"
    ]
    if rec.error:
        parts.append(f"<div class='role'>error</div><pre>{esc(rec.error)}</pre>")
    for m in rec.messages:
        parts.append(
            f"<div class='role'>{esc(message_role(m))}</div><pre>{esc(_content(m.get('content')))}</pre>"
        )
    parts += _thinking(rec)
    last = rec.messages[-1] if rec.messages else {}
    if rec.final_text and not (last.get("role") == "assistant" and last.get("content") == rec.final_text):
        parts.append(f"<div class='role'>assistant (final)</div><pre>{esc(rec.final_text)}</pre>")
    parts.append(
        f"<div class='muted'>grader {esc(rec.grader)} {esc(rec.grader_version)} · status {esc(rec.grade_status)} · "
        f"formatted {rec.formatted} · turns {len(rec.turns)} · tool calls {rec.tool_calls} · latency {rec.latency_s:.2f}s</div>"
    )
    return "".join(parts) + "</details>"


def build_html(
    views: Sequence[RunView],
    comparisons: Sequence[tuple[RunView, RunView, dict]] = (),
    warnings: Sequence[str] = (),
    transcripts_per_problem: int | None = None,
) -> str:
    """The whole report as one HTML string."""
    ids = sorted({pid for v in views for pid in v.table.ids}, key=natural_key)
    changed = _changed(views, comparisons)
    ids = [pid for pid in changed if pid in set(ids)] + [pid for pid in ids if pid not in changed]
    groups = [_by_problem(v, transcripts_per_problem) for v in views]
    runs_rows = "".join(
        f"<tr><td class='l path'>{esc(v.label)}</td><td class='l path'>{esc(v.model)}</td><td class='l path'>{esc(v.path)}</td>"
        f"<td class='l'>{esc(v.config.get('benchmark', {}).get('name'))}</td><td>{v.n}</td>"
        f"<td>{v.summary['counts']['problems']}</td><td>{_spp(v.summary['counts'])}</td>"
        f"<td class='l'>{'complete' if v.complete else 'partial'}</td></tr>"
        for v in views
    )
    warn = "".join(f"<div class='warn'>{esc(w)}</div>" for w in warnings)
    transcripts = []
    for r, (v, g) in enumerate(zip(views, groups, strict=True)):
        transcripts.append(f"<h3>{esc(v.label)}</h3>")
        for p, pid in enumerate(ids):
            transcripts.extend(_transcript(r, p, v, rec) for rec in g.get(pid, []))
    created = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    body = [
        f"<h1>proctor report</h1><div class='muted'>{len(views)} run(s) · {len(ids)} problems · "
        f"proctor {esc(__version__)} · {created} · 95% intervals: Wilson (effective n) for rates, bootstrap over problems for tokens</div>",
        "<h2>Runs</h2><div class='scroll'><table id='runs'><tr><th class='l'>run</th><th class='l'>model</th><th class='l'>directory</th><th class='l'>benchmark</th>"
        f"<th>N</th><th>problems</th><th>samples / problem</th><th class='l'>state</th></tr>{runs_rows}</table></div>{warn}",
        "<h2>Metrics</h2>" + _metrics_table(views),
        _img(plots.accuracy_bars(views), "accuracy per run"),
        _img(plots.pass_at_k_curves(views), "pass@k curves"),
    ]
    if comparisons:
        body.append("<h2>Paired comparisons</h2>" + _compare_tables(comparisons))
    body += [
        "<h2>Per-problem solve rate</h2>"
        + _img(plots.solve_heatmap(views, ids), "per-problem solve rate heatmap"),
        "<h2>Response length</h2>" + _img(plots.length_histograms(views), "response length histograms"),
        "<h2>Stop reasons</h2>" + _img(plots.stop_reason_bars(views), "stop reason shares"),
        "<h2>Problems</h2><div class='muted'>correct/samples, the majority answer, and one link per sample "
        "(green correct, red incorrect, grey errored) to its transcript below."
        + (
            f" The {len(changed)} problems whose accuracy changed between the compared runs come first "
            "(largest change first), marked ⇄."
            if changed
            else ""
        )
        + "</div>"
        + _problem_table(views, ids, groups, changed),
        "<h2>Transcripts</h2>" + "".join(transcripts),
    ]
    return (
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>proctor report</title>"
        f"<style>{CSS}</style></head><body>{''.join(body)}<script>{JS}</script></body></html>"
    )


def write_report(path: str | Path, html_text: str) -> Path:
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(html_text, encoding="utf-8")
    return p
