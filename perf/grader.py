"""Grader benchmark: proctor's graders against Math-Verify, on cases neither was written for.

    PYTHONPATH=src python perf/grader.py [--data-dir ../shared/data] [--show-errors] [--json OUT]
    PYTHONPATH=src python perf/grader.py --import-run RUN_DIR --setting NAME   # add model outputs

Two workloads, graded by both systems in the same process, sequentially in the main thread (Math-Verify's
signal-based timeouts need it), each paying its own time limit (--time-limit, default 2 s):

1. The conformance corpus, ``perf/grader_data/conformance/*.jsonl``: (response, gold) cases ported from
   other graders' published tests (Math-Verify, Hendrycks MATH, PRM800K, Qwen2.5-Math, lm-eval's
   Minerva), each with the upstream verdict. Reported per source and per category: accuracy against
   the upstream labels with 95% Wilson intervals, false positives and false negatives.
2. Real model outputs, ``perf/grader_data/outputs/*.jsonl`` (responses only; the gold answers are
   joined from the benchmark files in --data-dir). Reported: agreement between the two systems, and
   the accuracy of each against the hand labels of ``grader_data/outputs/labels.jsonl`` (every case where
   the two disagreed when it was written, plus agreements labelled alongside). New, unlabelled disagreements are counted and listed.

Then throughput (cases/s) and latency (p50/p99/max) of both on all those cases, the number of cases
beyond the time limit + 0.5 s, proctor's time on pathological inputs, and the issue's targets.
Cases where proctor disagrees with an upstream label on purpose are listed in
``grader_data/conformance/DISAGREEMENTS.md``; they still count as errors here.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from pathlib import Path

from scipy.stats import binomtest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))

from proctor.benchmarks.loader import get_spec, load_benchmark  # noqa: E402
from proctor.grading import get_grader  # noqa: E402
from proctor.grading.base import grade_text  # noqa: E402
from proctor.grading.pool import default_pool  # noqa: E402
from proctor.runs.rundir import path_slug, read_config  # noqa: E402
from proctor.runs.samples import iter_dicts  # noqa: E402

CONFORMANCE = REPO / "perf" / "grader_data" / "conformance"
OUTPUTS = REPO / "perf" / "grader_data" / "outputs"
LABELS = OUTPUTS / "labels.jsonl"
DISAGREEMENTS = CONFORMANCE / "DISAGREEMENTS.md"
DATA_FILES = {"math500": "math500.jsonl", "gsm8k": "gsm8k_test.jsonl"}
TIME_LIMIT_S = 2.0
CASE_FIELDS = {"source", "category", "response", "gold", "expected"}
OUTPUT_FIELDS = {"id", "benchmark", "problem_id", "sample_index", "model", "setting", "response"}
LABEL_FIELDS = {"id", "proctor", "math_verify", "label", "reason"}
SOURCE_RE = re.compile(r"^[\w.-]+/[\w.-]+@[0-9a-f]{40}:\S")
LETTER_RE = re.compile(r"\(?([A-J])\)?")
PATHOLOGICAL = [
    ("tower", "\\boxed{9^{9^{9^9}}}"),
    ("huge-cancel", "\\boxed{10^{10^{10^{10}}} - 10^{10^{10^{10}}} + 2}"),
    ("big-expand", "\\boxed{(x+1)^{100000} - (x-1)^{100000}}"),
    ("nested-sqrt", "\\boxed{" + "\\sqrt{" * 600 + "2" + "}" * 600 + "}"),
    ("nested-braces", "\\boxed{" + "{" * 3000 + "x" + "}" * 3000 + "}"),
    ("100kB-sum", "\\boxed{" + "1+" * 50000 + "1}"),
    ("100kB-junk", "x" * 100_000 + "\\boxed{" * 5000),
]


@dataclass(frozen=True)
class Case:
    """One (response, gold) pair. ``expected`` is the upstream label (None for model outputs);
    ``grader`` is the proctor grader the benchmark uses; ``group`` is the source repo or the run."""

    id: str
    group: str
    category: str
    response: str
    gold: str
    expected: bool | None
    grader: str = "math"
    # what the runner gives the grader beside the response (model outputs only): the problem's
    # prompt, and whether the completion was cut at the token limit
    prompt: str = ""
    truncated: bool = False


def _jsonl(path: Path, fields: set[str]) -> Iterable[tuple[int, dict]]:
    for lineno, line in enumerate(path.read_text().splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ValueError(f"{path}:{lineno}: not JSON ({exc}); fix or delete the line") from None
        missing = fields - row.keys()
        if missing:
            raise ValueError(
                f"{path}:{lineno}: missing field(s) {sorted(missing)}; every line needs {sorted(fields)}"
            )
        yield lineno, row


def load_conformance(folder: Path = CONFORMANCE) -> list[Case]:
    """Every case of ``folder/*.jsonl``; raises ValueError naming the file and line of a bad case
    (missing field, unnamed source, non-boolean label, duplicate (response, gold))."""
    cases: list[Case] = []
    seen: dict[tuple[str, str], str] = {}
    for path in sorted(folder.glob("*.jsonl")):
        for lineno, row in _jsonl(path, CASE_FIELDS):
            where = f"{path.name}:{lineno}"
            if not SOURCE_RE.match(row["source"]):
                raise ValueError(
                    f"{where}: source {row['source']!r} must be '<owner/repo>@<40-hex commit>:<path>'"
                )
            if not isinstance(row["expected"], bool):
                raise ValueError(f"{where}: expected must be true or false, got {row['expected']!r}")
            key = (row["response"], row["gold"])
            if key in seen:
                raise ValueError(f"{where}: duplicate of {seen[key]} (same response and gold)")
            seen[key] = where
            repo = row["source"].split("@", 1)[0]
            cases.append(Case(where, repo, row["category"], row["response"], row["gold"], row["expected"]))
    return cases


_DISAGREEMENT_ROW = re.compile(
    r"^\|\s*([\w.-]+\.jsonl:\d+)\s*\|[^|]*\|\s*`(.*)`\s*\|\s*`(.*)`\s*\|\s*(true|false)\s*\|\s*(true|false)\s*\|"
)


@dataclass(frozen=True)
class Disagreement:
    gold: str  # as the table shows it (between backticks, escapes as in the jsonl's text)
    verdict: bool  # proctor's intended verdict


def load_disagreements(path: Path = DISAGREEMENTS) -> dict[str, Disagreement]:
    """``file:line`` -> the gold and proctor's intended verdict, from the tables of DISAGREEMENTS.md
    (columns: file:line, source, `response`, `gold`, upstream, proctor, reason). A table row that
    names a case (``| x.jsonl:N |``) but does not read so is an error, not a row skipped."""
    found = {}
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not re.match(r"^\|\s*[\w.-]+\.jsonl:\d+\s*\|", line):
            continue
        m = _DISAGREEMENT_ROW.match(line)
        if m is None:
            raise ValueError(
                f"{path.name}:{n}: a case row must read | file:line | source | `response` | `gold` | upstream | proctor | reason |"
            )
        found[m.group(1)] = Disagreement(gold=m.group(3), verdict=m.group(5) == "true")
    return found


def load_outputs(folder: Path = OUTPUTS, data_dir: Path | None = None) -> list[Case]:
    """Model outputs of ``folder/*.jsonl`` (not labels.jsonl) with their gold answers joined from the
    benchmark files in ``data_dir`` by problem id; the grader is the benchmark's own."""
    golds: dict[str, dict[str, str]] = {}
    cases: list[Case] = []
    for path in sorted(folder.glob("*.jsonl")):
        if path.name == LABELS.name:
            continue
        for lineno, row in _jsonl(path, OUTPUT_FIELDS):
            bench = row["benchmark"]
            if bench not in golds:
                if data_dir is None or bench not in DATA_FILES or not (data_dir / DATA_FILES[bench]).exists():
                    raise ValueError(
                        f"{path.name}:{lineno}: no gold answers for benchmark {bench!r}; "
                        f"pass --data-dir holding {DATA_FILES.get(bench, '<its file>')}"
                    )
                loaded = load_benchmark(bench, data=data_dir / DATA_FILES[bench])
                golds[bench] = {p.id: (p.answer, p.prompt) for p in loaded.problems}
            gold, prompt = golds[bench].get(str(row["problem_id"]), (None, ""))
            if gold is None:
                raise ValueError(
                    f"{path.name}:{lineno}: problem {row['problem_id']!r} is not in {bench}'s data"
                )
            cases.append(
                Case(
                    row["id"],
                    f"{bench} / {row['model']} / {row['setting']}",
                    bench,
                    row["response"],
                    gold,
                    None,
                    get_spec(bench).grader,
                    prompt=prompt,
                    truncated=row.get("finish_reason") == "length",
                )
            )
    return cases


def load_labels(path: Path = LABELS) -> dict[str, dict]:
    if not path.exists():
        return {}
    labels = {}
    for lineno, row in _jsonl(path, LABEL_FIELDS):
        if not isinstance(row["label"], bool):
            raise ValueError(f"{path.name}:{lineno}: label must be true or false")
        labels[row["id"]] = row
    return labels


def export_run(run_dir: Path, setting: str, out_dir: Path = OUTPUTS) -> Path:
    """Write the responses of RUN_DIR's samples.jsonl (ids, benchmark, model, setting; no gold, no
    problem text) to ``out_dir/<benchmark>-<setting>.jsonl``."""
    config = read_config(run_dir)
    bench, model = config["benchmark"]["name"], config["model"]["ref"]
    slug = path_slug(setting)
    out = out_dir / f"{bench}-{slug}.jsonl"
    with out.open("w") as f:
        for d in iter_dicts(run_dir / "samples.jsonl"):
            if d.get("error"):
                continue
            row = {
                "id": f"{bench}/{slug}/{d['problem_id']}/{d['sample_index']}",
                "benchmark": bench,
                "problem_id": d["problem_id"],
                "sample_index": d["sample_index"],
                "model": model,
                "setting": setting,
                "finish_reason": d.get("finish_reason"),
                "response": d["final_text"],
            }
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    return out


def proctor_grader(time_limit: float, mode: str = "standard") -> Callable[[Case], bool]:
    graders: dict[str, object] = {}

    def run(case: Case) -> bool:
        if case.grader not in graders:
            graders[case.grader] = (
                get_grader(case.grader, timeout=time_limit, mode=mode)
                if case.grader == "math"
                else get_grader(case.grader, mode=mode)
            )
        grader = graders[case.grader]
        return grade_text(
            grader, case.response, case.gold, prompt=case.prompt, truncated=case.truncated
        ).correct  # type: ignore[arg-type]

    return run


def math_verify_grader(time_limit: float) -> Callable[[Case], bool]:
    """Math-Verify configured per answer type: its string extraction where the gold is a letter,
    LaTeX + expression extraction otherwise; the gold is read as ``\\boxed{gold}``."""
    from math_verify import ExprExtractionConfig, LatexExtractionConfig, StringExtractionConfig, parse, verify

    limit = max(1, round(time_limit))  # Math-Verify's timeouts are whole seconds
    math_cfg = [LatexExtractionConfig(), ExprExtractionConfig()]
    letter_cfg = [StringExtractionConfig()]

    def run(case: Case) -> bool:
        letter = LETTER_RE.fullmatch(case.gold.strip())
        try:
            if letter:
                gold = parse(letter.group(1), letter_cfg, parsing_timeout=limit)
                pred = parse(case.response, letter_cfg, parsing_timeout=limit)
            else:
                gold = parse(f"\\boxed{{{case.gold}}}", math_cfg, parsing_timeout=limit)
                pred = parse(case.response, math_cfg, parsing_timeout=limit)
            return bool(verify(gold, pred, timeout_seconds=limit))
        except Exception:
            return False

    return run


def measure(fn: Callable[[Case], bool], cases: list[Case]) -> tuple[list[bool], list[float]]:
    verdicts, latencies = [], []
    for case in cases:
        start = time.perf_counter()
        verdicts.append(fn(case))
        latencies.append(time.perf_counter() - start)
    return verdicts, latencies


def wilson(right: int, n: int) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    ci = binomtest(right, n).proportion_ci(confidence_level=0.95, method="wilson")
    return (float(ci.low), float(ci.high))


@dataclass(frozen=True)
class Score:
    n: int
    right: int
    fp: int
    fn: int

    @property
    def accuracy(self) -> float:
        return self.right / self.n if self.n else float("nan")

    def cell(self) -> str:
        lo, hi = wilson(self.right, self.n)
        return f"{self.accuracy:6.1%} [{lo:4.0%},{hi:4.0%}] {self.fp:>3} {self.fn:>3}"


def score(expected: list[bool], verdicts: list[bool]) -> Score:
    fp = sum(v and not e for e, v in zip(expected, verdicts, strict=True))
    fn = sum(e and not v for e, v in zip(expected, verdicts, strict=True))
    return Score(len(expected), len(expected) - fp - fn, fp, fn)


def by_key(
    cases: list[Case], mine: list[bool], theirs: list[bool], key: Callable[[Case], str]
) -> dict[str, tuple[Score, Score]]:
    groups: dict[str, list[int]] = defaultdict(list)
    for i, case in enumerate(cases):
        groups[key(case)].append(i)
    out = {}
    for name, idx in sorted(groups.items()):
        expected = [bool(cases[i].expected) for i in idx]
        out[name] = (score(expected, [mine[i] for i in idx]), score(expected, [theirs[i] for i in idx]))
    return out


def print_table(title: str, rows: dict[str, tuple[Score, Score]], width: int = 34) -> list[str]:
    """Print one accuracy table; returns the row names where proctor is below Math-Verify."""
    print(f"\n{title}")
    head = "accuracy [95% Wilson]  FP  FN"
    print(f"  {'':{width}}{'n':>5}   proctor {head:28}   math-verify {head}")
    losses = []
    for name, (p, m) in rows.items():
        mark = ""
        if p.accuracy < m.accuracy:
            mark, _ = "  << proctor behind", losses.append(name)
        print(f"  {name[:width]:{width}}{p.n:>5}   {p.cell():36}   {m.cell()}{mark}")
    return losses


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def timing(latencies: list[float], limit: float) -> dict[str, float]:
    total = sum(latencies)
    return {
        "cases_per_s": len(latencies) / total if total else float("inf"),
        "p50_ms": 1000 * statistics.median(latencies),
        "p99_ms": 1000 * pct(latencies, 0.99),
        "max_ms": 1000 * max(latencies),
        "beyond_limit": sum(t > limit + 0.5 for t in latencies),
    }


def model_output_report(
    cases: list[Case], mine: list[bool], theirs: list[bool], labels: dict[str, dict], show: bool
) -> dict[str, object]:
    print(f"\nmodel outputs: {len(cases)} responses")
    groups: dict[str, list[int]] = defaultdict(list)
    for i, c in enumerate(cases):
        groups[c.group].append(i)
    for name, idx in sorted(groups.items()):
        agree = sum(mine[i] == theirs[i] for i in idx)
        print(
            f"  {name:54} n={len(idx):4}  agreement {agree / len(idx):6.1%}  "
            f"correct: proctor {sum(mine[i] for i in idx):3}, math-verify {sum(theirs[i] for i in idx):3}"
        )
    agree = sum(a == b for a, b in zip(mine, theirs, strict=True))
    lo, hi = wilson(agree, len(cases))
    print(f"  overall agreement {agree}/{len(cases)} = {agree / max(1, len(cases)):.1%} [{lo:.0%}, {hi:.0%}]")
    index = {c.id: i for i, c in enumerate(cases)}
    labelled = [(index[k], v) for k, v in labels.items() if k in index]
    p_right = sum(mine[i] == v["label"] for i, v in labelled)
    m_right = sum(theirs[i] == v["label"] for i, v in labelled)
    print(
        f"  hand labels ({LABELS.name}): {len(labelled)} cases (every disagreement, and agreements labelled alongside)"
    )
    for title, subset in (
        ("all labelled", labelled),
        ("labelled disagreements", [(i, v) for i, v in labelled if mine[i] != theirs[i]]),
    ):
        if not subset:
            continue
        print(f"    {title} ({len(subset)}):")
        for name, verdicts in (("proctor", mine), ("math-verify", theirs)):
            right = sum(verdicts[i] == v["label"] for i, v in subset)
            lo, hi = wilson(right, len(subset))
            print(
                f"      {name:12} right on {right}/{len(subset)} = {right / len(subset):.1%} [{lo:.0%}, {hi:.0%}]"
            )
    unlabelled = [i for i in range(len(cases)) if mine[i] != theirs[i] and cases[i].id not in labels]
    print(
        f"  disagreements without a hand label: {len(unlabelled)}" + (" (label them)" if unlabelled else "")
    )
    if show or unlabelled:
        for i in unlabelled if not show else [i for i in range(len(cases)) if mine[i] != theirs[i]]:
            c = cases[i]
            tail = c.response[-160:].replace("\n", " ")
            print(f"    {c.id}: proctor={mine[i]} math-verify={theirs[i]} gold={c.gold!r} ...{tail!r}")
    return {
        "n": len(cases),
        "agreement": agree / max(1, len(cases)),
        "labelled": len(labelled),
        "proctor_right_on_labels": p_right,
        "math_verify_right_on_labels": m_right,
        "unlabelled_disagreements": len(unlabelled),
    }


def pathological(limit: float) -> float:
    print(f"\npathological inputs (proctor, time limit {limit:g} s):")
    worst = 0.0
    g = get_grader("math", timeout=limit)
    for name, response in PATHOLOGICAL:
        default_pool().warm()  # workers killed by the previous input are replaced first
        start = time.perf_counter()
        result = g.grade(response, "1")
        elapsed = time.perf_counter() - start
        worst = max(worst, elapsed)
        print(f"  {name:16} {elapsed * 1000:8.1f} ms  status={result.status:10} correct={result.correct}")
    print(f"  max {worst:.3f} s (limit + 0.5 s = {limit + 0.5:g} s): {worst <= limit + 0.5}")
    return worst


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument(
        "--data-dir",
        type=Path,
        default=REPO.parent / "shared" / "data",
        help="folder with math500.jsonl and gsm8k_test.jsonl (gold answers of the model outputs)",
    )
    ap.add_argument("--conformance", type=Path, default=CONFORMANCE)
    ap.add_argument("--outputs", type=Path, default=OUTPUTS)
    ap.add_argument("--labels", type=Path, default=LABELS)
    ap.add_argument("--time-limit", type=float, default=TIME_LIMIT_S)
    ap.add_argument(
        "--mode",
        choices=("standard", "strict"),
        default="standard",
        help="proctor's grader mode (standard: the eval default; strict: the reward default)",
    )
    ap.add_argument("--limit", type=int, help="grade only the first K cases of each workload (a quick look)")
    ap.add_argument("--no-pathological", action="store_true")
    ap.add_argument("--show-errors", action="store_true", help="list every case either system gets wrong")
    ap.add_argument("--json", type=Path, help="also write the figures to this file")
    ap.add_argument(
        "--import-run", type=Path, metavar="RUN_DIR", help="export a run's responses to --outputs and exit"
    )
    ap.add_argument("--setting", help="name of the run's setting for --import-run (e.g. 't0' or 'temp0.8')")
    args = ap.parse_args(argv)

    if args.import_run:
        if not args.setting:
            ap.error("--import-run needs --setting NAME (what distinguishes this run, e.g. 'temp0.8')")
        print(export_run(args.import_run, args.setting, args.outputs))
        return 0

    conformance = load_conformance(args.conformance)[: args.limit]
    outputs = (
        load_outputs(args.outputs, args.data_dir)[: args.limit]
        if any(p.name != LABELS.name for p in args.outputs.glob("*.jsonl"))
        else []
    )
    labels = load_labels(args.labels)
    cases = conformance + outputs
    print(
        f"workload: {len(conformance)} conformance cases, {len(outputs)} model outputs; "
        f"time limit {args.time_limit:g} s; proctor mode {args.mode}"
    )

    default_pool().warm()
    mine_fn, theirs_fn = proctor_grader(args.time_limit, args.mode), math_verify_grader(args.time_limit)
    warm = Case("warm", "", "", "\\boxed{\\frac{\\sqrt{8}}{2}}", "\\sqrt{2}", True)
    mine_fn(warm), theirs_fn(warm)
    mine, p_lat = measure(mine_fn, cases)
    theirs, m_lat = measure(theirs_fn, cases)

    nc = len(conformance)
    c_mine, c_theirs = mine[:nc], theirs[:nc]
    overall = by_key(conformance, c_mine, c_theirs, lambda c: "all conformance cases")
    print_table("conformance corpus, against the upstream labels:", overall)
    print_table("per source:", by_key(conformance, c_mine, c_theirs, lambda c: c.group))
    per_cat = by_key(conformance, c_mine, c_theirs, lambda c: c.category)
    losses = print_table("per category:", per_cat)
    # The same comparison with the deliberate disagreements adjudicated: both systems scored against
    # the labels of DISAGREEMENTS.md where it lists a case, the upstream label elsewhere.
    adjudicated = load_disagreements()
    unknown = sorted(set(adjudicated) - {c.id for c in conformance})
    if unknown and args.limit is None:
        raise SystemExit(f"DISAGREEMENTS.md names cases that are not in the corpus: {', '.join(unknown)}")
    ruled = [
        replace(c, expected=adjudicated[c.id].verdict) if c.id in adjudicated else c for c in conformance
    ]
    adj = by_key(ruled, c_mine, c_theirs, lambda c: "all conformance cases")
    print_table(
        f"the same, with the {len(adjudicated)} cases of DISAGREEMENTS.md scored by its labels (both systems):",
        adj,
    )
    if args.show_errors:
        for name, verdicts in (("proctor", c_mine), ("math-verify", c_theirs)):
            wrong = [c for c, v in zip(conformance, verdicts, strict=True) if v != c.expected]
            print(f"\n{name} wrong on {len(wrong)}:")
            for c in wrong:
                print(
                    f"  {c.id} [{c.category}] expected={c.expected} gold={c.gold!r} response=...{c.response[-100:]!r}"
                )

    out_report = (
        model_output_report(outputs, mine[nc:], theirs[nc:], labels, args.show_errors) if outputs else {}
    )

    p_t, m_t = timing(p_lat, args.time_limit), timing(m_lat, args.time_limit)
    print(f"\nspeed on the same {len(cases)} cases (sequential, same process):")
    print(f"  {'':24}{'proctor':>12}{'math-verify':>14}{'proctor/mv':>12}")
    print(
        f"  {'cases/s':24}{p_t['cases_per_s']:>12.1f}{m_t['cases_per_s']:>14.1f}{p_t['cases_per_s'] / m_t['cases_per_s']:>11.2f}x"
    )
    for k in ("p50_ms", "p99_ms", "max_ms"):
        print(
            f"  {k.replace('_ms', ' latency (ms)'):24}{p_t[k]:>12.2f}{m_t[k]:>14.2f}{p_t[k] / max(m_t[k], 1e-9):>11.2f}x"
        )
    print(f"  {'beyond limit + 0.5 s':24}{p_t['beyond_limit']:>12}{m_t['beyond_limit']:>14}")
    print(f"  proctor worker pool: {default_pool().stats}")

    worst = None if args.no_pathological else pathological(args.time_limit)

    p_all, m_all = overall["all conformance cases"]
    big_losses = [k for k in losses if per_cat[k][0].n >= 10]
    print("\nissue 14 targets (proctor):")
    print(
        f"  accuracy >= math-verify overall: {p_all.accuracy >= m_all.accuracy} ({p_all.accuracy:.1%} vs {m_all.accuracy:.1%})"
    )
    print(f"  no category with 10+ cases behind math-verify: {not big_losses} {big_losses or ''}")
    p_adj, m_adj = adj["all conformance cases"]
    print(
        f"  false positives <= math-verify's: {p_all.fp <= m_all.fp} ({p_all.fp} vs {m_all.fp}; "
        f"with DISAGREEMENTS.md's labels: {p_adj.fp <= m_adj.fp} ({p_adj.fp} vs {m_adj.fp}))"
    )
    print(f"  throughput >= 2x math-verify: {p_t['cases_per_s'] >= 2 * m_t['cases_per_s']}")
    print(f"  p99 < 50 ms: {p_t['p99_ms'] < 50};  no case beyond limit + 0.5 s: {p_t['beyond_limit'] == 0}")

    if args.json:
        args.json.write_text(
            json.dumps(
                {
                    "conformance": {
                        k: {"proctor": vars(p), "math_verify": vars(m)} for k, (p, m) in per_cat.items()
                    },
                    "overall": {"proctor": vars(p_all), "math_verify": vars(m_all)},
                    "overall_adjudicated": {"proctor": vars(p_adj), "math_verify": vars(m_adj)},
                    "categories_behind": losses,
                    "model_outputs": out_report,
                    "speed": {"proctor": p_t, "math_verify": m_t},
                    "pathological_max_s": worst,
                },
                indent=2,
            )
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
