// proctor view: the page script. Every text from a run (model output, ids, configs) reaches the DOM
// through textContent or a text node, never as HTML; links are built from encoded ids only.
"use strict";

const FILTERS = ["correct", "wrong", "no_answer", "truncated", "looped", "errored", "tool_errors"];
const PAGE = 100;
let timer = null; // the live poll of the current view

function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "onclick") el.addEventListener("click", v);
    else if (k === "onchange") el.addEventListener("change", v);
    else if (k === "onkeydown") el.addEventListener("keydown", v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.appendChild(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

function enc(path) { return path.split("/").map(encodeURIComponent).join("/"); }
function runUrl(run) { return "/runs/" + enc(run); }
function sampleUrl(run, pid, i) {
  return runUrl(run) + "/samples/" + encodeURIComponent(pid) + "/" + encodeURIComponent(i);
}
function pct(x) { return x === null || x === undefined ? "–" : (100 * x).toFixed(1) + "%"; }
function ci(c) { return c && c[0] !== null && c[0] !== undefined ? "[" + pct(c[0]) + ", " + pct(c[1]) + "]" : ""; }
function pval(p) { return p === null || p === undefined ? "–" : p < 0.001 ? p.toExponential(1) : p.toFixed(3); }
function signed(x) { return x === null || x === undefined ? "–" : (x >= 0 ? "+" : "") + (100 * x).toFixed(1) + " pts"; }

async function api(path, params) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params || {})) {
    if (Array.isArray(v)) v.forEach((x) => q.append(k, x));
    else if (v !== null && v !== undefined && v !== "") q.append(k, v);
  }
  const res = await fetch("/api/" + path + "?" + q.toString(), { credentials: "same-origin" });
  const data = await res.json();
  if (!res.ok) throw new Error(data.error || res.statusText);
  return data;
}

function link(href, ...children) {
  return h("a", { href: href, onclick: (e) => {
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault(); go(href);
  } }, ...children);
}

function go(href) { history.pushState(null, "", href); route(); }

// replaceChildren would show a null or false as the text "null": leave them out
function fill(el, ...nodes) { el.replaceChildren(...nodes.flat().filter((n) => n !== null && n !== undefined && n !== false)); }

function setMain(...nodes) { fill(document.getElementById("main"), ...nodes); }

function crumbs(...items) {
  document.getElementById("crumbs").replaceChildren(...items.flatMap((x) => [h("span", { class: "sep" }, "/"), x]));
}

function fail(e) { setMain(h("p", { class: "error" }, "error: " + e.message)); }

// ---------------------------------------------------------------- runs list
async function listView() {
  crumbs();
  document.title = "proctor view";
  const table = h("table", { id: "runs" });
  const pickA = h("select", { id: "pick-a" }), pickB = h("select", { id: "pick-b" });
  const compareBtn = h("button", { id: "compare-go", onclick: () => {
    if (pickA.value && pickB.value) go("/compare?a=" + encodeURIComponent(pickA.value) + "&b=" + encodeURIComponent(pickB.value));
  } }, "compare A vs B");
  const sets = h("ul", { id: "sets" });
  setMain(h("h1", {}, "Runs"), table,
    h("section", { class: "picker" }, h("h2", {}, "A vs B"), h("label", {}, "A ", pickA), h("label", {}, " B ", pickB), " ", compareBtn),
    h("h2", {}, "Sweep sets"), sets);
  let filled = false;
  async function refresh() {
    const data = await api("runs");
    const head = h("tr", {}, ["run", "status", "benchmark", "model", "env", "N", "samples", "headline", "interval"].map((c) => h("th", {}, c)));
    const rows = data.runs.map((r) => {
      const metric = r.metrics ? r.metrics["mean@" + r.n] : null;
      const headline = metric ? ["mean@" + r.n + " " + pct(metric.value), ci(metric.ci)]
        : r.correct_so_far !== null && r.correct_so_far !== undefined ? ["so far " + pct(r.correct_so_far), "(live, no interval)"] : ["–", ""];
      return h("tr", { "data-run": r.name },
        h("td", { class: "l" }, link(runUrl(r.name), r.name)),
        h("td", {}, h("span", { class: "badge st-" + r.status }, r.status)),
        h("td", { class: "l" }, r.benchmark || ""), h("td", { class: "l" }, r.model || ""), h("td", { class: "l" }, r.env || ""),
        h("td", {}, r.n || ""),
        h("td", { class: "count" }, (r.finished ?? "") + (r.expected ? " / " + r.expected : "")),
        h("td", {}, headline[0]), h("td", { class: "muted" }, headline[1]));
    });
    table.replaceChildren(head, ...rows);
    if (!filled) {
      for (const [sel, k] of [[pickA, 0], [pickB, 1]]) {
        sel.replaceChildren(...data.runs.map((r) => h("option", { value: r.name }, r.name)));
        if (data.runs.length > k) sel.selectedIndex = k;
      }
      sets.replaceChildren(...(data.sets.length ? data.sets.map((s) => h("li", {}, link("/sets/" + enc(s.name), s.name))) : [h("li", { class: "muted" }, "none")]));
      filled = true;
    }
  }
  await refresh();
  timer = setInterval(() => refresh().catch(() => {}), 2000);
}

// ---------------------------------------------------------------- a run's samples
function runState() {
  const q = new URLSearchParams(location.search);
  return { filter: q.getAll("filter"), q: q.get("q") || "", problem: q.get("problem") || "", flipped: q.get("flipped") === "1",
    sort: q.get("sort") || "problem", desc: q.get("desc") === "1", offset: parseInt(q.get("offset") || "0", 10) || 0,
    group: q.get("group") === "1" };
}

function stateQuery(s) {
  const q = new URLSearchParams();
  s.filter.forEach((f) => q.append("filter", f));
  if (s.q) q.set("q", s.q);
  if (s.problem) q.set("problem", s.problem);
  if (s.flipped) q.set("flipped", "1");
  if (s.sort !== "problem") q.set("sort", s.sort);
  if (s.desc) q.set("desc", "1");
  if (s.offset) q.set("offset", String(s.offset));
  if (s.group) q.set("group", "1");
  const t = q.toString();
  return t ? "?" + t : "";
}

function infoLine(r) {
  return [r.benchmark, r.model, r.env, "N=" + r.n, "grader " + (r.grader || "?") + (r.grader_version ? " v" + r.grader_version : "")].filter(Boolean).join(" · ");
}

async function runView(run) {
  const s = runState();
  crumbs(link(runUrl(run), run));
  document.title = run + " · proctor view";
  const head = h("div", { id: "run-head" });
  const filters = h("div", { class: "filters", id: "filters" });
  const search = h("input", { id: "search", type: "search", placeholder: "search responses…", value: s.q,
    onkeydown: (e) => { if (e.key === "Enter") update({ q: search.value, offset: 0 }); } });
  const table = h("table", { id: "samples" });
  const pager = h("div", { class: "pager", id: "pager" });
  const problems = h("table", { id: "problems" });
  setMain(head, filters, h("div", { class: "searchbar" }, search, h("button", { onclick: () => update({ q: search.value, offset: 0 }) }, "search")),
    s.group ? problems : null, table, pager);

  function update(change) {
    const next = Object.assign(runState(), change);
    history.replaceState(null, "", runUrl(run) + stateQuery(next));
    route();
  }

  let info = await api("run", { run: run });
  function drawHead() {
    const metric = info.metrics["mean@" + info.n];
    fill(head, h("h1", {}, run),
      h("p", { class: "muted" }, infoLine(info)),
      h("p", {}, h("span", { class: "badge st-" + info.status, id: "status" }, info.status), " ",
        h("span", { id: "count" }, String(info.samples)), " samples",
        info.expected ? " of " + info.expected : "", " · ",
        metric ? "mean@" + info.n + " " + pct(metric.value) + " " + ci(metric.ci) : "correct so far " + pct(info.correct_so_far)));
    const c = info.counts;
    fill(filters,
      ...FILTERS.map((f) => h("button", { class: "filter" + (s.filter.includes(f) ? " on" : ""), "data-filter": f,
        onclick: () => update({ filter: s.filter.includes(f) ? s.filter.filter((x) => x !== f) : s.filter.concat([f]), offset: 0 }) },
        f.replace("_", " ") + " (" + c[f] + ")")),
      h("button", { class: "filter" + (s.flipped ? " on" : ""), "data-filter": "flipped", onclick: () => update({ flipped: !s.flipped, offset: 0 }) },
        "problems that flip (" + c.flipped_problems + ")"),
      h("button", { class: "filter" + (s.group ? " on" : ""), id: "group", onclick: () => update({ group: !s.group }) }, "group by problem"),
      s.problem ? h("button", { class: "filter on", onclick: () => update({ problem: "", offset: 0 }) }, "problem " + s.problem + " ×") : null);
  }
  drawHead();

  const cols = [["problem", "problem"], ["sample", "sample"], ["verdict", "verdict"], [null, "status"], [null, "extracted"],
    ["tokens", "tokens"], ["turns", "turns"], ["tools", "tool calls"], [null, "stop reason"]];
  async function drawPage() {
    const data = await api("samples", { run: run, filter: s.filter, q: s.q, problem: s.problem, flipped: s.flipped ? "1" : "",
      sort: s.sort, desc: s.desc ? "1" : "", offset: s.offset, limit: PAGE });
    const header = h("tr", {}, cols.map(([key, label]) => key
      ? h("th", { class: "sortable" + (s.sort === key ? " sorted" : ""), onclick: () => update({ sort: key, desc: s.sort === key ? !s.desc : false, offset: 0 }) },
        label + (s.sort === key ? (s.desc ? " ▼" : " ▲") : ""))
      : h("th", {}, label)));
    const rows = data.rows.map((r) => h("tr", { class: "v-" + r.verdict + (r.flipped ? " flip" : "") },
      h("td", { class: "l" }, r.flipped ? h("span", { class: "flipmark", title: "this problem's samples disagree" }, "⇄ ") : null, r.problem_id),
      h("td", {}, link(sampleUrl(run, r.problem_id, r.sample_index), "#" + r.sample_index)),
      h("td", {}, h("span", { class: "badge v-" + r.verdict }, r.verdict)),
      h("td", { class: "l" }, r.flags.filter((f) => f !== "correct" && f !== "wrong").join(", ")),
      h("td", { class: "l mono" }, r.extracted === null ? h("span", { class: "muted" }, "none") : r.extracted),
      h("td", {}, r.tokens), h("td", {}, r.turns), h("td", {}, r.tool_calls), h("td", { class: "l" }, r.stop_reason)));
    table.replaceChildren(header, ...rows);
    const last = Math.min(data.offset + PAGE, data.total);
    pager.replaceChildren(
      h("button", { disabled: s.offset <= 0 ? true : null, onclick: () => update({ offset: Math.max(0, s.offset - PAGE) }) }, "‹ prev"),
      h("span", { id: "shown" }, data.total ? (data.offset + 1) + "–" + last + " of " + data.total : "0 of " + data.all),
      h("button", { disabled: last >= data.total ? true : null, onclick: () => update({ offset: s.offset + PAGE }) }, "next ›"));
    table.setAttribute("data-total", String(data.total));
  }
  async function drawProblems() {
    const data = await api("problems", { run: run });
    problems.replaceChildren(h("tr", {}, ["problem", "correct", "errored", ""].map((c) => h("th", {}, c))),
      ...data.problems.map((p) => h("tr", { class: p.flipped ? "flip" : "" },
        h("td", { class: "l" }, p.flipped ? "⇄ " : "", p.problem_id),
        h("td", {}, p.correct + " of " + p.n), h("td", {}, p.errored || ""),
        h("td", {}, h("button", { onclick: () => update({ problem: p.problem_id, offset: 0 }) }, "samples")))));
  }
  await drawPage();
  if (s.group) await drawProblems();
  let seen = info.samples;
  timer = setInterval(async () => {
    try {
      info = await api("run", { run: run });
      if (info.samples !== seen || info.status !== document.getElementById("status").textContent) {
        seen = info.samples; await drawPage(); drawHead(); // the count changes with the rows it counts
        if (s.group) await drawProblems();
      }
    } catch (e) { /* the next poll tries again */ }
  }, 1500);
}

// ---------------------------------------------------------------- a sample
function pre(text, cls) { return h("pre", { class: cls || "" }, text === null || text === undefined ? "" : typeof text === "string" ? text : JSON.stringify(text, null, 2)); }

function transcript(rec) {
  const out = [];
  const msgs = rec.messages || [];
  const turns = rec.turns || [];
  // the messages hold the prompt, then the conversation the turns below show (with their tool calls)
  let cut = msgs.length;
  if (turns.length) {
    const i = msgs.findIndex((m) => m.role === "assistant" && m.content === turns[0].text);
    if (i >= 0) cut = i;
  }
  out.push(h("h3", {}, "Prompt (" + cut + " messages)"));
  msgs.slice(0, cut).forEach((m) => out.push(h("div", { class: "msg role-" + String(m.role || "").replace(/[^a-z_]/g, "") },
    h("div", { class: "role" }, String(m.role || "?")), pre(m.content))));
  if (turns.length) out.push(h("h3", {}, "Model turns (" + turns.length + ")"));
  const steps = (rec.info && Array.isArray(rec.info.steps)) ? rec.info.steps : [];
  turns.forEach((t, k) => {
    const turn = h("div", { class: "turn" },
      h("div", { class: "role" }, "turn " + (k + 1) + " · " + (t.role || "assistant") + " · finish " + t.finish_reason + " · " + t.completion_tokens + " tokens"));
    if (t.reasoning) turn.appendChild(h("details", { class: "thinking" }, h("summary", {}, "thinking (" + (t.reasoning_tokens ?? t.reasoning.length + " chars") + ")"), pre(t.reasoning)));
    turn.appendChild(pre(t.text, "model"));
    const step = steps[k];
    if (step && Array.isArray(step.calls)) {
      step.calls.forEach((c, j) => turn.appendChild(h("div", { class: "call st-" + String(c.status || "").replace(/[^a-z_]/g, "") },
        h("div", { class: "role" }, "tool call " + (j + 1) + " · " + (c.status || "?") + (c.exit_code !== undefined ? " · exit " + c.exit_code : "")),
        h("div", { class: "label" }, "code"), pre(c.code, "code"),
        h("div", { class: "label" }, "output"), pre(c.output))));
      if (step.observation) turn.appendChild(h("div", { class: "msg obs" }, h("div", { class: "role" }, "observation (what the model saw next)"), pre(step.observation)));
    }
    out.push(turn);
  });
  if (!turns.length) out.push(h("h3", {}, "Final text"), pre(rec.final_text, "model"));
  return out;
}

function facts(rec, run) {
  const verdict = rec.error ? "error" : rec.correct ? "correct" : "wrong";
  const why = rec.error ? "errored: " + rec.error
    : rec.extracted === null || rec.extracted === undefined ? "no answer extracted (grade status: " + (rec.grade_status || "none") + ")"
    : "decided by " + (rec.grader || "?") + " (" + (rec.grade_status || "ok") + ")";
  const rows = [["verdict", h("span", { class: "badge v-" + verdict }, verdict)], ["gold", rec.answer], ["extracted", rec.extracted ?? "none"],
    ["grading", why], ["grader", (rec.grader || run.grader || "?") + " · version " + (rec.grader_version || run.grader_version || "?")],
    ["stop reason", rec.stop_reason + (rec.finish_reason ? " (finish " + rec.finish_reason + ")" : "")],
    ["tokens", rec.prompt_tokens + " prompt · " + rec.completion_tokens + " completion"],
    ["tool calls", rec.tool_calls + " (" + rec.tool_errors + " errors, " + rec.tool_timeouts + " timeouts)"], ["seed", rec.seed]];
  return h("table", { class: "facts" }, rows.map(([k, v]) => h("tr", {}, h("th", { class: "l" }, k), h("td", { class: "l mono" }, v))));
}

async function sampleView(run, pid, index) {
  crumbs(link(runUrl(run), run), link(runUrl(run) + "?problem=" + encodeURIComponent(pid), pid), h("span", {}, "#" + index));
  document.title = pid + " #" + index + " · " + run;
  const data = await api("sample", { run: run, problem: pid, sample: index });
  const rec = data.record;
  const nav = h("p", {}, index > 0 ? link(sampleUrl(run, pid, index - 1), "‹ sample " + (index - 1)) : null, " ",
    index + 1 < data.run.n ? link(sampleUrl(run, pid, index + 1), "sample " + (index + 1) + " ›") : null);
  setMain(h("h1", {}, "Problem " + pid + ", sample " + index), nav, facts(rec, data.run),
    h("section", { id: "transcript" }, transcript(rec)));
}

// ---------------------------------------------------------------- A vs B
async function compareView(a, b) {
  crumbs(h("span", {}, "A vs B"));
  document.title = "A vs B · proctor view";
  setMain(h("p", { class: "muted" }, "comparing…"));
  const d = await api("compare", { a: a, b: b });
  const cmp = d.comparisons[0];
  const stats = h("table", { id: "paired" }, h("tr", {}, ["metric", "A", "B", "B − A", "95% interval", "p-value", "test", "problems"].map((c) => h("th", {}, c))),
    Object.entries(cmp.metrics).map(([name, m]) => h("tr", {}, h("td", { class: "l" }, name), h("td", {}, pct(m.a)), h("td", {}, pct(m.b)),
      h("td", { class: m.p_value !== null && m.p_value < 0.05 ? (m.diff > 0 ? "up" : "down") : "" }, signed(m.diff)),
      h("td", {}, ci(m.ci)), h("td", { class: "pvalue" }, pval(m.p_value)), h("td", { class: "l test" }, m.test), h("td", {}, m.problems))));
  const t = d.tally;
  const detail = h("div", { id: "side", class: "side" });
  const list = h("table", { id: "outcomes" });
  let shown = "changed";
  function drawList() {
    const rows = d.outcomes.filter((r) => shown === "all" || (shown === "changed" ? r.outcome === "won" || r.outcome === "lost" : r.outcome === shown));
    list.replaceChildren(h("tr", {}, ["problem", "A correct", "B correct", "outcome", ""].map((c) => h("th", {}, c))),
      ...rows.map((r) => h("tr", { class: "o-" + r.outcome, "data-problem": r.problem_id },
        h("td", { class: "l" }, r.problem_id), h("td", {}, r.a[0] + " of " + r.a[1]), h("td", {}, r.b[0] + " of " + r.b[1]),
        h("td", {}, h("span", { class: "badge o-" + r.outcome }, r.outcome === "won" ? "B won" : r.outcome === "lost" ? "B lost" : r.outcome)),
        h("td", {}, h("button", { class: "open", onclick: () => side(r) }, "side by side")))));
  }
  const tabs = h("div", { class: "filters" }, [["changed", t.won + t.lost], ["won", t.won], ["lost", t.lost], ["both", t.both], ["neither", t.neither], ["all", d.outcomes.length]]
    .map(([k, n]) => h("button", { class: "filter tab" + (k === shown ? " on" : ""), "data-tab": k, onclick: (e) => {
      shown = k; tabs.querySelectorAll("button").forEach((x) => x.classList.toggle("on", x === e.target)); drawList(); } }, k + " (" + n + ")")));
  async function column(run, label, pid, n) {
    const box = h("div", { class: "col" });
    const pick = h("select", { onchange: () => show(parseInt(pick.value, 10)) }, Array.from({ length: Math.max(n, 1) }, (_, i) => h("option", { value: i }, "sample " + i)));
    async function show(i) {
      const data = await api("sample", { run: run, problem: pid, sample: i });
      fill(box, h("h3", {}, label + ": ", link(runUrl(run), run)), pick, " ", link(sampleUrl(run, pid, i), "open"),
        facts(data.record, data.run), ...transcript(data.record));
    }
    await show(0).catch((e) => box.replaceChildren(h("p", { class: "error" }, e.message)));
    return box;
  }
  async function side(r) {
    detail.replaceChildren(h("h2", {}, "Problem " + r.problem_id + " side by side"));
    const [ca, cb] = await Promise.all([column(a, "A", r.problem_id, r.a[1]), column(b, "B", r.problem_id, r.b[1])]);
    detail.appendChild(h("div", { class: "cols" }, ca, cb));
    detail.scrollIntoView();
  }
  drawList();
  const exportHref = "/api/compare/export?a=" + encodeURIComponent(a) + "&b=" + encodeURIComponent(b);
  setMain(h("h1", {}, "A vs B"),
    h("p", {}, "A: ", link(runUrl(a), a), h("br"), "B: ", link(runUrl(b), b)),
    h("p", { class: "muted" }, d.problems.length + " shared problems · N: A " + cmp.n_a + ", B " + cmp.n_b + " · ",
      h("a", { href: exportHref, id: "export", download: "comparison.html" }, "export as one-file HTML report")),
    h("h2", {}, "Paired statistics (as proctor compare)"), stats,
    h("ul", { class: "warnings" }, [...d.warnings, ...cmp.warnings].map((w) => h("li", { class: "warn" }, w))),
    h("h2", {}, "Problems whose outcome changed"),
    h("p", { id: "tally" }, "B won " + t.won + " · B lost " + t.lost + " · both solved " + t.both + " · neither " + t.neither),
    tabs, list, detail);
}

// ---------------------------------------------------------------- a sweep set
async function setView(name) {
  crumbs(h("span", {}, "set " + name));
  const d = await api("set", { set: name });
  const curves = d.curves.map((c, i) => h("figure", {}, h("img", { src: "/api/set/curve.svg?set=" + encodeURIComponent(name) + "&i=" + i, alt: "learning curve " + (c.title || i) }),
    h("figcaption", {}, c.title || c.benchmark || "")));
  const cells = h("table", {}, h("tr", {}, ["cell", "step", "benchmark", "env", "status", ""].map((c) => h("th", {}, c))),
    d.cells.map((c) => h("tr", {}, h("td", { class: "l" }, c.run ? link(runUrl(c.run), c.name) : c.name), h("td", {}, c.step ?? "base"),
      h("td", { class: "l" }, c.benchmark), h("td", { class: "l" }, c.env), h("td", {}, h("span", { class: "badge st-" + c.status }, c.status)),
      h("td", { class: "l muted" }, c.problem || ""))));
  setMain(h("h1", {}, "Sweep set " + name), h("h2", {}, "Learning curves"), h("div", { class: "curves" }, curves.length ? curves : h("p", { class: "muted" }, "no done cell to plot")),
    h("h2", {}, "Cells"), cells);
}

// ---------------------------------------------------------------- router
function route() {
  if (timer) { clearInterval(timer); timer = null; }
  const parts = location.pathname.split("/").filter((x) => x !== "").map(decodeURIComponent);
  let job;
  if (parts.length === 0) job = listView();
  else if (parts[0] === "compare") {
    const q = new URLSearchParams(location.search);
    job = compareView(q.get("a") || "", q.get("b") || "");
  } else if (parts[0] === "sets") job = setView(parts.slice(1).join("/"));
  else if (parts[0] === "runs") {
    const rest = parts.slice(1);
    const at = rest.length - 3;
    if (at >= 1 && rest[at] === "samples") job = sampleView(rest.slice(0, at).join("/"), rest[at + 1], parseInt(rest[at + 2], 10) || 0);
    else job = runView(rest.join("/"));
  } else job = Promise.reject(new Error("no such page: " + location.pathname));
  job.then(() => document.body.setAttribute("data-ready", location.pathname + location.search)).catch(fail);
}

window.addEventListener("popstate", route);
document.addEventListener("DOMContentLoaded", route);
