"""lm-eval's gsm8k and proctor's ``--protocol lm-eval`` on the same model through the same local server.

    python perf/reproduce_gsm8k.py [--problems 1319] [--server PATH/llama-server] [--parallel 4]
                                   [--concurrency 4] [--data-dir /work/shared/data] [--workdir DIR]
                                   [--sides lm-eval,proctor,lighteval] [--together]
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

``--sides`` names what runs (default ``lm-eval,proctor``): ``lighteval`` adds that proctor run here,
against the same server, and reports it as ``--lighteval-run`` does. ``--together`` starts the sides
at the same time (each with ``--concurrency`` requests in flight) instead of one after another: on a
server with several slots the machine then stays busy with both jobs, at the price of texts that
depend on the batch they shared (so per-problem text identity is only measured one side at a time,
with ``--deterministic``).

``--report-from DIR`` prints the report of a finished ``--workdir`` again without running anything.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import lm_eval
import vs_lmeval
from llama_server import cpp_llama_server, default_threads, free_port, llama_server
from vs_lmeval import PINNED, _one, load, norm, timed

from proctor.lifetime import spawn
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


# -- running each side, over as many sessions as it takes ------------------------------------------------
SIDES = ("lm-eval", "proctor", "lighteval")
SESSIONS = "sessions.jsonl"  # one line per side and session: when, for how long, finished or stopped
SERVER = "server.json"  # the server every session starts: port (recorded in proctor's runs), slots, flags


def proctor_command(args: argparse.Namespace, url: str, out: Path, protocol: str, limit: int) -> list[str]:
    data, train = args.data_dir / "gsm8k_test.jsonl", args.data_dir / "gsm8k_train.jsonl"
    return [sys.executable, "-m", "proctor", "eval", "gsm8k", "--protocol", protocol, "--data", str(data),
            "--protocol-data", str(train), "--limit", str(limit), "--concurrency", str(args.concurrency),
            "--model", "openai:smollm2", "--base-url", url, "--output", str(out), "-q"]  # fmt: skip


def protocol_of(side: str) -> str:
    return "lm-eval" if side == "proctor" else "lighteval"


def side_command(
    side: str, args: argparse.Namespace, url: str, tmp: Path
) -> tuple[list[str], dict | None, Path]:
    """(command, environment, log) of one side's next session: a fresh start, or where it stopped."""
    stamp = time.strftime("%Y%m%dT%H%M%S")
    if side == "lm-eval":
        out = tmp / "lmeval"
        out.mkdir(parents=True, exist_ok=True)
        (tmp / "lmeval-cache").mkdir(exist_ok=True)
        cmd, env = vs_lmeval.lmeval_command(
            args, url, tmp / "task", out, TASK, cache=tmp / "lmeval-cache" / "smollm2"
        )
        # as a child that dies with this script (lm-eval does not watch its parent itself)
        return [sys.executable, "-m", "proctor.lifetime", *cmd[2:]], env, out / f"lm_eval-{stamp}.log"
    out = tmp / side
    if (out / "config.toml").is_file():  # started in an earlier session: its records stay, the rest runs
        return (
            [sys.executable, "-m", "proctor", "eval", "--resume", str(out), "-q"],
            None,
            tmp / f"{side}-{stamp}.log",
        )
    return (
        proctor_command(args, url, out, protocol_of(side), args.problems),
        None,
        tmp / f"{side}-{stamp}.log",
    )


def run_until(
    cmd: list[str], log: Path, env: dict | None, deadline: float | None
) -> tuple[float, int | None]:
    """Run ``cmd`` to its end, or stop it at ``deadline`` (epoch seconds) as Ctrl-C would: proctor keeps
    every finished record, lm-eval's cache every answer. (seconds it ran, its exit code, or None when
    the deadline stopped it)."""
    t0 = time.perf_counter()
    with open(log, "wb") as out:
        proc = spawn(
            cmd, stdout=out, stderr=subprocess.STDOUT, **({"env": env} if env else {}),
            # a script started in the background by a shell without job control has SIGINT ignored,
            # and a child keeps that: the deadline's Ctrl-C would then do nothing
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
        )  # fmt: skip
        try:
            while proc.poll() is None:
                if deadline is not None and time.time() > deadline:
                    proc.send_signal(signal.SIGINT)
                    try:
                        proc.wait(120)
                    except subprocess.TimeoutExpired:
                        proc.kill()
                        proc.wait()
                    return time.perf_counter() - t0, None
                time.sleep(1)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    return time.perf_counter() - t0, proc.returncode


def sessions(tmp: Path) -> list[dict]:
    path = tmp / SESSIONS
    if not path.is_file():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").split("\n") if line.strip()]


def finished(tmp: Path) -> set[str]:
    return {s["side"] for s in sessions(tmp) if s["finished"]}


def walls_of(tmp: Path) -> dict[str, float]:
    """Each side's wall time, added up over its sessions."""
    walls: dict[str, float] = {}
    for s in sessions(tmp):
        walls[s["side"]] = walls.get(s["side"], 0.0) + s["seconds"]
    return walls


def check_build(args: argparse.Namespace, url: str, tmp: Path, side: str) -> None:
    """Before a proctor side goes on in another session: its first ``--check`` problems again on this
    session's server must give the texts the run recorded, or the run would mix two builds' numbers."""
    out = tmp / side
    rows = proctor_rows(out) if (out / "samples.jsonl").is_file() else {}
    if args.check <= 0 or not rows:
        return
    again = Path(tempfile.mkdtemp(prefix=f"check-{side}-"))
    timed(proctor_command(args, url, again / "run", protocol_of(side), args.check), again / "log")
    redone = proctor_rows(again / "run")
    both = sorted(set(redone) & set(rows), key=int)
    differ = [i for i in both if redone[i]["text"] != rows[i]["text"]]
    if differ:
        raise SystemExit(
            f"{out}: problems {differ} came out otherwise on this server than the run recorded (again: {again}). "
            "A resumed run would mix two builds' numbers: build llama-server as the README beside the run "
            "says, or start a new --workdir"
        )
    print(f"  {side}: problems {both} gave the recorded texts again (build check)", flush=True)


def run_sides(args: argparse.Namespace, sides: list[str], url: str, tmp: Path) -> bool:
    """Run what is left of each side, one after another (or together), until done or the deadline;
    append each session to sessions.jsonl. True when every side has finished."""
    deadline = time.time() + 60 * args.minutes if args.minutes else None
    todo = [side for side in sides if side not in finished(tmp)]
    for side in todo:
        if side != "lm-eval":
            check_build(args, url, tmp, side)

    def one(side: str) -> None:
        cmd, env, log = side_command(side, args, url, tmp)
        started, load0 = time.strftime("%Y-%m-%dT%H:%M:%S%z"), load()
        seconds, code = run_until(cmd, log, env, deadline)
        entry = {"side": side, "started": started, "seconds": round(seconds, 1), "finished": code == 0,
                 "load_start": load0, "load_end": load(), "cpus": os.cpu_count()}  # fmt: skip
        if code:  # the sitting's time is counted; what it finished is kept (proctor resumes, lm-eval's cache)
            entry["exit_code"] = code
        with (tmp / SESSIONS).open("a", encoding="utf-8") as f:
            f.write(json.dumps(entry) + "\n")
        if code:
            raise SystemExit(f"{side} failed ({code}):\n{log.read_text(errors='replace')[-3000:]}")
        print(f"  {side:9s} {seconds:7.1f} s from {started}: {'finished' if code == 0 else 'stopped at the deadline'} "
              f"(load {entry['load_end']})", flush=True)  # fmt: skip

    if args.together:
        with ThreadPoolExecutor(max(1, len(todo))) as pool:
            list(pool.map(one, todo))
    else:
        for side in todo:
            if deadline is not None and time.time() > deadline:
                break
            one(side)
    return all(side in finished(tmp) for side in sides)


# -- reading what each tool wrote ------------------------------------------------------------------------
def lmeval_rows(out: Path) -> tuple[dict[str, dict], dict]:
    # a run over several sessions writes these once, when it finishes (timestamped names sort by time)
    samples = max(out.rglob(f"samples_{TASK}_*.jsonl"), key=lambda f: f.name)
    results = max(out.rglob("results_*.json"), key=lambda f: f.name)
    rows: dict[str, dict] = {}
    for raw in samples.read_text(encoding="utf-8").split("\n"):
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
    for line in (out / "samples.jsonl").read_text(encoding="utf-8").split("\n"):
        if not line.strip():
            continue
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
    print("\nwall time: " + ", ".join(f"{side} {w:.0f} s" for side, w in walls.items()))
    if "proctor" in walls and "lm-eval" in walls:
        print(f"  ratio lm-eval / proctor {walls['lm-eval'] / walls['proctor']:.3f}")
    if (tmp / "proctor" / "samples.jsonl").is_file():
        compare_lmeval(lm, lm_results, proctor_rows(tmp / "proctor"))
    else:
        n = len(lm)
        print(f"\nlm-eval gsm8k on {n} problems (95% Wilson interval):")
        for f in FILTERS:
            m, se = lm_results.get(f"exact_match,{f}"), lm_results.get(f"exact_match_stderr,{f}")
            own = f"{m:.4f} ± {se:.4f}" if isinstance(se, float) else f"{m} ± {se}"  # N/A for one problem
            print(f"  {f:17s} {pct(sum(r[f]['correct'] for r in lm.values()), n)}   (results.json: {own})")
    if (tmp / "lighteval" / "summary.json").is_file() and not args.lighteval_run:
        args.lighteval_run = tmp / "lighteval"
    if args.lighteval_run:
        lighteval(args, lm)


def compare_lmeval(lm: dict[str, dict], lm_results: dict, pr: dict[str, dict]) -> None:
    """lm-eval's gsm8k against proctor's ``--protocol lm-eval``, problem by problem."""
    ids = sorted(pr, key=int)
    n = len(ids)
    print(
        f"\nproblems: {n} (lm-eval {len(lm)}); errors in proctor's records: {sum(bool(pr[i]['error']) for i in ids)}"
    )
    if sorted(lm, key=int) != ids:
        print(f"  problems on one side only: {sorted(set(lm) ^ set(pr), key=int)[:10]}")
        ids = [i for i in ids if i in lm]
        n = len(ids)
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
    both = sorted((i for i in rows if i in lm), key=int)
    agree = sum(norm(rows[i]["extracted"]) == norm(lm[i]["flexible-extract"]["extracted"]) for i in both)
    mine = [rows[i]["correct"] for i in both]
    theirs = [lm[i]["flexible-extract"]["correct"] for i in both]
    cells = {
        (a, b): sum(x == a and y == b for x, y in zip(mine, theirs, strict=True))
        for a in (1, 0)
        for b in (1, 0)
    }
    print(
        f"  its extracted answer equals lm-eval gsm8k's flexible-extract answer on {agree}/{len(both)} problems"
    )
    print(f"  correct under both {cells[1, 1]}, lighteval only {cells[1, 0]}, lm-eval only {cells[0, 1]}, "
          f"neither {cells[0, 0]} (different prompts: how much the protocol moves answers)")  # fmt: skip


def progress(tmp: Path, sides: list[str], problems: int) -> str:
    """How far each side is: records written (proctor) or answers cached (lm-eval)."""
    done = finished(tmp)
    parts = []
    for side in sides:
        if side == "lm-eval":
            cached = tmp / "lmeval-cache" / "smollm2_rank0.db"
            if cached.is_file():
                from sqlitedict import SqliteDict

                with SqliteDict(str(cached), flag="r") as db:
                    n = len(db)
            else:
                n = 0
        else:
            path = tmp / side / "samples.jsonl"
            n = (
                path.read_text(encoding="utf-8").count("\n") if path.is_file() else 0
            )  # records: one per "\n" line
        parts.append(f"{side} " + ("finished" if side in done else f"{n}/{problems}"))
    return ", ".join(parts)


def server_settings(args: argparse.Namespace, tmp: Path) -> dict:
    """The server of this --workdir: made from the flags on its first session, read back on later ones
    (proctor's runs record the server's URL, and a text depends on the server's flags)."""
    path = tmp / SERVER
    if path.is_file():
        saved = json.loads(path.read_text(encoding="utf-8"))
        print(f"server settings of {tmp} (its first session's): {saved}")
        return saved
    settings = {
        "binary": "llama-server" if args.server else "llama_cpp.server",
        "parallel": 1 if args.deterministic else args.parallel,
        "deterministic": args.deterministic,
        "port": args.port or free_port(),  # proctor's runs record the URL: later sessions serve there
        "flash_attn": args.flash_attn,
        "problems": args.problems,
        "sides": args.sides,
        "concurrency": args.concurrency,
    }
    path.write_text(json.dumps(settings, indent=1), encoding="utf-8")
    return settings


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
    ap.add_argument(
        "--workdir", type=Path,
        help="keep every side's outputs here: a new or empty folder, or one an earlier session of this "
        "script stopped in (what is left runs, on that folder's server settings)",
    )  # fmt: skip
    ap.add_argument(
        "--lighteval-run", help="a finished proctor eval gsm8k --protocol lighteval run to report"
    )
    ap.add_argument(
        "--sides", default="lm-eval,proctor",
        help="what runs, comma-separated: lm-eval (its own gsm8k), proctor (--protocol lm-eval), "
        "lighteval (proctor's --protocol lighteval); lm-eval is always among them",
    )  # fmt: skip
    ap.add_argument(
        "--together", action="store_true",
        help="start the sides at the same time instead of one after another (a server with several slots "
        "stays full; texts then depend on the batch they shared)",
    )  # fmt: skip
    ap.add_argument(
        "--minutes", type=float,
        help="stop the running side after this long (as Ctrl-C: nothing finished is lost) and exit 3; run "
        "again with the same --workdir to go on (a job longer than one sitting)",
    )  # fmt: skip
    ap.add_argument("--port", type=int, help="the server's port (default: a free one; kept in --workdir)")
    ap.add_argument("--flash-attn", choices=("on", "off", "auto"), help="llama-server's --flash-attn")
    ap.add_argument(
        "--check", type=int, default=2,
        help="on a later session, run this many recorded problems again first and stop unless their texts "
        "come out the same (0: no check)",
    )  # fmt: skip
    ap.add_argument("--report-from", type=Path, help="print the report of a finished --workdir again")
    args = ap.parse_args()
    if args.report_from:
        # a --workdir keeps its settings and sessions (committed); walls.json is this machine's copy only
        settings = json.loads((args.report_from / SERVER).read_text(encoding="utf-8"))
        args.problems = settings["problems"]
        report(args, args.report_from, walls_of(args.report_from))
        return
    for f in ("gsm8k_test.jsonl", "gsm8k_train.jsonl"):
        if not (args.data_dir / f).is_file():
            raise SystemExit(f"--data-dir {args.data_dir}: no {f} (the offline GSM8K copies)")
    if args.server and not os.access(args.server, os.X_OK):
        raise SystemExit(f"--server {args.server}: not an executable (build llama.cpp's llama-server)")
    print(f"load average at start: {load()} ({os.cpu_count()} CPUs); lm-eval {lm_eval.__version__}")
    with tempfile.TemporaryDirectory(prefix="proctor-gsm8k-") as d:
        tmp = args.workdir or Path(d)
        again = (tmp / SERVER).is_file()
        if args.workdir and tmp.exists() and any(tmp.iterdir()) and not again:
            raise SystemExit(f"--workdir {tmp} is neither empty nor a folder this script stopped in")
        tmp.mkdir(parents=True, exist_ok=True)
        settings = server_settings(args, tmp)
        args.problems, args.concurrency = settings["problems"], settings["concurrency"]
        sides = [x.strip() for x in settings["sides"].split(",") if x.strip()]
        if "lm-eval" not in sides or set(sides) - set(SIDES) or len(set(sides)) != len(sides):
            raise SystemExit(
                f"--sides {args.sides}: name lm-eval and any of {', '.join(SIDES[1:])}, each once"
            )
        (tmp / "task").mkdir(parents=True, exist_ok=True)
        lmeval_task(tmp / "task", args.data_dir)
        if settings["binary"] == "llama-server":
            if not args.server:
                raise SystemExit(f"{tmp} runs on llama.cpp's llama-server: name its binary with --server")
            server = cpp_llama_server(
                args.server,
                parallel=settings["parallel"],
                log=tmp / f"server-{time.strftime('%Y%m%dT%H%M%S')}.log",
                cache_prompt=not settings["deterministic"],
                port=settings["port"],
                flash_attn=settings["flash_attn"],
            )
            cache = ", no prompt cache" if settings["deterministic"] else ""
            print(f"server: llama-server, {settings['parallel']} slot(s){cache}, {os.cpu_count()} threads")
        else:
            server = llama_server(n_ctx=4096)
            print(f"server: llama_cpp.server, one slot, {default_threads()} threads")
        if again:
            print(f"going on: {progress(tmp, sides, args.problems)}")
        with server as url:
            complete = run_sides(args, sides, url, tmp)
        walls = walls_of(tmp)
        (tmp / "walls.json").write_text(json.dumps({"problems": args.problems, "walls": walls}))
        if not complete:
            print(f"\nstopped at the deadline: {progress(tmp, sides, args.problems)}.\n"
                  f"Go on with the same command (--workdir {tmp}).")  # fmt: skip
            raise SystemExit(3)
        report(args, tmp, walls)
    print(f"\nload average at end: {load()}")


if __name__ == "__main__":
    main()
