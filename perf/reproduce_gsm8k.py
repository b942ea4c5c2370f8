"""lm-eval's gsm8k and proctor's ``--protocol lm-eval`` on the same model through the same local server.

    python perf/reproduce_gsm8k.py [--problems 1319] [--server PATH/llama-server] [--parallel 4]
                                   [--concurrency 4] [--data-dir /work/shared/data] [--workdir DIR]
                                   [--lighteval-run RUN_DIR]

Needs lm-eval with its API extra (``pip install 'proctor[bench]'``).

The job: lm-eval 0.4.13's own ``gsm8k`` task (its YAML included whole: 5 exemplars drawn per problem
from the train split with the evaluator's seed 1234, ``Question: ...\\nAnswer:``, its stop strings,
``strict-match`` and ``flexible-extract``), reading the offline GSM8K copies in the hub's layout, sent as
one user message through the model's chat template (``local-chat-completions --apply_chat_template``);
and ``proctor eval gsm8k --protocol lm-eval`` on the same problems, which renders the same messages
(tests/benchmarks/test_protocols_lmeval.py). Sampling is pinned on both sides as in vs_lmeval.py
(temperature 0, top_k 0, min_p 0, repeat_penalty 1; lm-eval gets them in the task's
``generation_kwargs`` beside gsm8k's own ``until``), so both tools ask the server for the same greedy
text. The server: llama.cpp's ``llama-server`` with ``--parallel`` slots when ``--server`` names the
binary, else ``python -m llama_cpp.server`` (one slot). A server that batches requests, or reuses the
previous request's cached prompt prefix, computes a greedy text with numbers that depend on what else
it was doing (docs/performance.md measured 27-30 of 30 texts changing between passes of one tool on 4
slots), so ``--deterministic`` serves one slot with no prompt cache: each text then depends on its
request alone and the two tools' texts can be compared problem by problem. Each tool runs once, as a fresh process of its
own CLI, ``--concurrency`` requests at a time, timed from spawn to exit.

Reported: each tool's ``strict-match`` and ``flexible-extract`` accuracy (lm-eval's with its stderr;
proctor's from the peer metrics it records per sample) and proctor's own grade with its interval; per
problem, whether the two tools sent the same messages, got the same text, and extracted the same answer
under each filter; the disagreements listed. ``--lighteval-run`` adds a finished
``proctor eval gsm8k --protocol lighteval`` run (SmolLM2's model-card protocol, 1.4 published): its
figure and interval, whether the interval holds 1.4, and how often its extracted answer agrees with
lm-eval's flexible-extract answer on the same problem (different prompts: a measure of how much the
protocol moves answers, not of either tool).

``--report-from DIR`` prints the report of a finished ``--workdir`` again without running anything.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

import lm_eval
import vs_lmeval
from llama_server import cpp_llama_server, default_threads, llama_server
from vs_lmeval import PINNED, _one, load, norm, timed

from proctor.metrics import wilson

LM_EVAL_GSM8K = Path(lm_eval.__file__).parent / "tasks" / "gsm8k" / "gsm8k.yaml"
TASK = "local_gsm8k"
FILTERS = ("strict-match", "flexible-extract")
SMOLLM2_GSM8K = 1.4  # SmolLM2-135M-Instruct's model card, GSM8K 5-shot (lighteval)


def lmeval_task(folder: Path, data_dir: Path) -> None:
    """lm-eval's gsm8k YAML included whole, its dataset the offline copies in the hub's layout."""
    files = {}
    for split in ("train", "test"):
        rows = [json.loads(line) for line in (data_dir / f"gsm8k_{split}.jsonl").open(encoding="utf-8")]
        path = folder / f"gsm8k_{split}.jsonl"
        with path.open("w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps({"question": r["problem"], "answer": r["solution"]}) + "\n")
        files[split] = str(path)
    config = {
        "include": str(LM_EVAL_GSM8K),
        "task": TASK,
        "tag": [],
        "dataset_path": "json",
        "dataset_name": None,
        "dataset_kwargs": {"data_files": files},
        # gsm8k's own until and greedy decoding, with the servers' own samplers turned off
        "generation_kwargs": {
            "until": ["Question:", "</s>", "<|im_end|>"],
            "do_sample": False,
            "temperature": 0.0,
            "max_gen_toks": 256,
            **PINNED,
        },
    }
    (folder / f"{TASK}.yaml").write_text(json.dumps(config, indent=2), encoding="utf-8")


def run_lmeval(args: argparse.Namespace, url: str, task_dir: Path, out: Path) -> float:
    return vs_lmeval.run_lmeval(args, url, task_dir, out, task=TASK)


def run_proctor(args: argparse.Namespace, url: str, out: Path) -> float:
    data, train = args.data_dir / "gsm8k_test.jsonl", args.data_dir / "gsm8k_train.jsonl"
    cmd = [sys.executable, "-m", "proctor", "eval", "gsm8k", "--protocol", "lm-eval", "--data", str(data),
           "--protocol-data", str(train), "--limit", str(args.problems), "--concurrency", str(args.concurrency),
           "--model", "openai:smollm2", "--base-url", url, "--output", str(out), "-q"]  # fmt: skip
    return timed(cmd, out.with_suffix(".log"))


# -- reading what each tool wrote ------------------------------------------------------------------------
def lmeval_rows(out: Path) -> tuple[dict[str, dict], dict]:
    (samples,) = out.rglob(f"samples_{TASK}_*.jsonl")
    (results,) = out.rglob("results_*.json")
    rows: dict[str, dict] = {}
    for raw in samples.read_text(encoding="utf-8").splitlines():
        if raw.strip():
            r = json.loads(raw)  # one row per problem and filter
            row = rows.setdefault(
                str(r["doc_id"]),
                {
                    "messages": json.loads(_one(r["arguments"]["gen_args_0"]["arg_0"])),
                    "text": r["resps"][0][0],
                },
            )
            row[r["filter"]] = {"extracted": r["filtered_resps"][0], "correct": bool(r["exact_match"])}
    return rows, json.loads(results.read_text(encoding="utf-8"))["results"][TASK]


def proctor_rows(out: Path) -> dict[str, dict]:
    rows = {}
    for line in (out / "samples.jsonl").read_text(encoding="utf-8").splitlines():
        r = json.loads(line)
        rows[str(r["problem_id"])] = {
            # what was sent: every message but the response (exemplar answers are assistant turns too)
            "messages": r["messages"][:-1] if r["messages"][-1]["role"] == "assistant" else r["messages"],
            "text": r["final_text"],
            "extracted": r.get("extracted"),
            "correct": bool(r.get("correct")),
            "error": r.get("error"),
            **{f: r["info"]["peer"][f] for f in FILTERS if f in r.get("info", {}).get("peer", {})},
        }
    return rows


def pct(k: int, n: int) -> str:
    lo, hi = (float(x) for x in wilson(k / n, n))
    return f"{100 * k / n:.2f}% [{100 * lo:.2f}, {100 * hi:.2f}] ({k}/{n})"


def report(args: argparse.Namespace, tmp: Path, walls: dict[str, float]) -> None:
    lm, lm_results = lmeval_rows(tmp / "lmeval")
    pr = proctor_rows(tmp / "proctor")
    ids = sorted(pr, key=int)
    n = len(ids)
    print(
        f"\nproblems: {n} (lm-eval {len(lm)}); errors in proctor's records: {sum(bool(pr[i]['error']) for i in ids)}"
    )
    if sorted(lm, key=int) != ids:
        print(f"  problems on one side only: {sorted(set(lm) ^ set(pr), key=int)[:10]}")
        ids = [i for i in ids if i in lm]
        n = len(ids)
    print(f"wall time: lm-eval {walls['lm-eval']:.0f} s, proctor {walls['proctor']:.0f} s "
          f"(ratio lm-eval / proctor {walls['lm-eval'] / walls['proctor']:.3f})")  # fmt: skip
    print("\naccuracy (95% Wilson interval):")
    for f in FILTERS:
        lm_k = sum(lm[i][f]["correct"] for i in ids)
        pr_k = sum(pr[i][f]["correct"] for i in ids)
        m = lm_results.get(f"exact_match,{f}")
        se = lm_results.get(f"exact_match_stderr,{f}")
        print(f"  {f:17s} lm-eval {pct(lm_k, n)}   (its own results.json: {m:.4f} ± {se:.4f})")
        print(f"  {f:17s} proctor {pct(pr_k, n)}")
    print(f"  proctor's grader  proctor {pct(sum(pr[i]['correct'] for i in ids), n)}")

    same_msgs = [i for i in ids if lm[i]["messages"] == pr[i]["messages"]]
    same_text = [i for i in ids if lm[i]["text"] == pr[i]["text"]]
    print("\nper problem:")
    print(f"  messages sent identical: {len(same_msgs)}/{n}")
    print(f"  generated text identical: {len(same_text)}/{n}")
    for f in FILTERS:
        agree = [i for i in ids if norm(lm[i][f]["extracted"]) == norm(pr[i][f]["extracted"])]
        verdict = [i for i in ids if lm[i][f]["correct"] == pr[i][f]["correct"]]
        print(f"  {f}: extracted answers agree {len(agree)}/{n}, verdicts agree {len(verdict)}/{n}")
        same_text_disagree = [i for i in same_text if i not in agree]
        if same_text_disagree:  # the same text read otherwise: a porting error of the filter
            print(f"    on the same text, answers differ for {same_text_disagree[:20]}")
    differ = [i for i in ids if i not in same_text]
    for i in differ[:15]:
        print(f"    problem {i}: texts differ; flexible-extract lm-eval {norm(lm[i]['flexible-extract']['extracted'])!r}, "
              f"proctor {norm(pr[i]['flexible-extract']['extracted'])!r}")  # fmt: skip
    if args.lighteval_run:
        lighteval(args, lm)


def lighteval(args: argparse.Namespace, lm: dict[str, dict]) -> None:
    from proctor.benchmarks.verification import reproduction_from_run

    run = Path(args.lighteval_run)
    summary = json.loads((run / "summary.json").read_text(encoding="utf-8"))
    rows = proctor_rows(run)
    m = summary["metrics"]["mean@1"]
    print(f"\n--protocol lighteval run {run}: {summary['problems']} problems, "
          f"{sum(r['correct'] for r in rows.values())} correct, mean@1 {100 * m['value']:.2f}% "
          f"[{100 * m['ci'][0]:.2f}, {100 * m['ci'][1]:.2f}]; published {SMOLLM2_GSM8K}")  # fmt: skip
    try:
        r = reproduction_from_run(run, "SmolLM2-135M-Instruct", SMOLLM2_GSM8K, "model card", "", "")
        print(f"  REPRODUCED: {r.line()}")
    except ValueError as e:
        print(f"  NOT REPRODUCED: {e}")
    both = [i for i in rows if i in lm]
    agree = sum(norm(rows[i]["extracted"]) == norm(lm[i]["flexible-extract"]["extracted"]) for i in both)
    correct_both = sum(rows[i]["correct"] and lm[i]["flexible-extract"]["correct"] for i in both)
    print(f"  its extracted answer equals lm-eval gsm8k's flexible-extract answer on {agree}/{len(both)} problems; "
          f"both correct on {correct_both}")  # fmt: skip


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--problems", type=int, default=1319)
    ap.add_argument("--server", help="llama.cpp's llama-server binary (default: python -m llama_cpp.server)")
    ap.add_argument("--parallel", type=int, default=4, help="llama-server's slots")
    ap.add_argument(
        "--deterministic", action="store_true",
        help="llama-server with one slot and no prompt cache: each greedy text depends on its request alone, "
        "so the two tools' texts can be compared problem by problem (implies --parallel 1)",
    )  # fmt: skip
    ap.add_argument("--concurrency", type=int, default=4, help="requests in flight, both tools")
    ap.add_argument("--data-dir", type=Path, default=Path("/work/shared/data"))
    ap.add_argument("--workdir", type=Path, help="keep both tools' outputs here (an empty or new folder)")
    ap.add_argument(
        "--lighteval-run", help="a finished proctor eval gsm8k --protocol lighteval run to report"
    )
    ap.add_argument("--report-from", type=Path, help="print the report of a finished --workdir again")
    args = ap.parse_args()
    if args.report_from:
        saved = json.loads((args.report_from / "walls.json").read_text(encoding="utf-8"))
        args.problems = saved["problems"]
        report(args, args.report_from, saved["walls"])
        return
    for f in ("gsm8k_test.jsonl", "gsm8k_train.jsonl"):
        if not (args.data_dir / f).is_file():
            raise SystemExit(f"--data-dir {args.data_dir}: no {f} (the offline GSM8K copies)")
    if args.server and not os.access(args.server, os.X_OK):
        raise SystemExit(f"--server {args.server}: not an executable (build llama.cpp's llama-server)")
    print(f"load average at start: {load()} ({os.cpu_count()} CPUs); lm-eval {lm_eval.__version__}")
    with tempfile.TemporaryDirectory(prefix="proctor-gsm8k-") as d:
        tmp = args.workdir or Path(d)
        if args.workdir and tmp.exists() and any(tmp.iterdir()):
            raise SystemExit(f"--workdir {tmp} is not empty")
        (tmp / "task").mkdir(parents=True)
        lmeval_task(tmp / "task", args.data_dir)
        if args.deterministic:
            args.parallel = 1
        if args.server:
            server = cpp_llama_server(
                args.server,
                parallel=args.parallel,
                log=tmp / "server.log",
                cache_prompt=not args.deterministic,
            )
            cache = ", no prompt cache" if args.deterministic else ""
            print(f"server: llama-server, {args.parallel} slot(s){cache}, {os.cpu_count()} threads")
        else:
            server = llama_server(n_ctx=4096)
            print(f"server: llama_cpp.server, one slot, {default_threads()} threads")
        walls: dict[str, float] = {}
        with server as url:
            for side in ("lm-eval", "proctor"):
                t0 = time.strftime("%H:%M:%S")
                if side == "lm-eval":
                    walls[side] = run_lmeval(args, url, tmp / "task", tmp / "lmeval")
                else:
                    walls[side] = run_proctor(args, url, tmp / "proctor")
                print(f"  {side:8s} {walls[side]:7.1f} s (from {t0}; load {load()})", flush=True)
                (tmp / "walls.json").write_text(json.dumps({"problems": args.problems, "walls": walls}))
        report(args, tmp, walls)
    print(f"\nload average at end: {load()}")


if __name__ == "__main__":
    main()
