"""proctor and lm-eval side by side: the same GSM8K job against the same llama.cpp server.

    python perf/vs_lmeval.py [--problems 50] [--max-tokens 256] [--repeats 3] [--concurrency 1]
                                   [--data /work/shared/data/gsm8k_test.jsonl] [--no-embedded] [--workdir DIR]
                                   [--server PATH/llama-server --parallel 4]

Needs lm-eval with its API extra (``pip install 'proctor[bench]'``).

The job: the first P problems of the offline GSM8K copy, one greedy generation each, at most
``--max-tokens`` tokens, no stop string, zero-shot, the SmolLM2 chat template (the server applies the
GGUF's own), and the same user message on both sides: proctor's gsm8k prompt (the problem, then
"Please reason step by step, and put your final answer within \\boxed{}.") and no system message (the
spec recommends none). lm-eval gets a local task written here from proctor's own spec
(``dataset_path: json`` with ``dataset_kwargs.data_files``, ``doc_to_text`` = proctor's template,
``--include_path``); the script checks that every message lm-eval sent (its logged ``arguments``)
equals the one proctor recorded, and exits 1 if one differs.

Sampling is pinned on both sides: temperature 0, top_p 1, top_k 0 (off), min_p 0, repeat_penalty 1
(llama-cpp-python's server applies 1.1 to a request that does not name it; proctor's openai backend
sends these values to llama.cpp's servers, lm-eval gets them as ``generation_kwargs``).

The server: ``python -m llama_cpp.server`` with the embedded GGUF on 127.0.0.1 (one model, one request
at a time: it has no parallel slots), decoding on as many threads as the embedded backend uses. Both
tools send ``--concurrency`` requests at a time (lm-eval's ``num_concurrent``, proctor's
``--concurrency``). Passes alternate, lm-eval first in even repeats and proctor first in odd ones, each
a fresh process of the tool's own CLI, timed from spawn to exit (start-up, data loading, requests,
grading and writing included: what a user waits for). Ratio = lm-eval's wall time / proctor's, per
repeat (so above 1 means proctor is faster); the median and the spread over repeats are printed.
A third line runs proctor's embedded backend (``llamacpp:smollm2``) on the same job, for scale.

``--server`` names llama.cpp's own ``llama-server`` binary instead: ``--parallel`` slots, continuous
batching, a unified KV cache, the GGUF's chat template through its jinja engine, decoding on every
core. On a server that batches, a client's scheduling decides how full the slots stay: a poller reads
the server's ``/metrics`` (``requests_processing``) every 0.1 s, and each pass reports its mean busy
slots and the share of its wall time with every slot busy and with none (start-up, data loading,
grading and writing leave them empty; so does a client that waits for a batch to finish before
sending the next). The server runs with its prompt cache off (``--no-cache-prompt``) unless
``--server-cache``: proctor sends ``cache_prompt: false`` with every request (so a seed's text does not
depend on a cached prefix), lm-eval sends nothing, and llama-server keeps earlier prompts in host
memory, so with the cache on lm-eval's later passes skip almost all prompt work (measured: 104 prompt
tokens evaluated in a repeat against 3,273 for proctor's) and the race compares different work.

On a shared machine the server's speed swings with the load, and the wall-time ratio with it. So both
tools reach the server through a pass-through proxy (``llama_server.timing_proxy``) that times every
request, and each pass's wall time is split into time at the server (with several requests in flight,
the time at least one was there) and the tool's own time
(start-up, data loading, building and reading requests, grading, writing): the second is what a tool
controls. The report also gives the wall ratio the two tools would show had both spent the same
(median) time at the server.

Answers: per problem, lm-eval's filtered response (a regex filter taking the last ``\\boxed{...}``, and
where there is none lm-eval's own GSM8K ``flexible-extract`` filter, the last number) against
proctor's recorded ``extracted`` answer (its ``number`` grader: ``\\boxed{}``, ``####``, "answer is",
the last number), both normalised (spaces, ``$``, thousands commas and a final period dropped); each
disagreement is listed with whether the generated texts differ too. The server reuses the KV cache of
the previous request's shared prompt prefix, which shifts the logits slightly, and the two tools send
the problems in different orders (lm-eval sorts them longest first), so a greedy text can differ
between tools, and between repeats of one tool, without either tool being at fault; the counts of
such differences are printed.

``--workdir DIR`` keeps both tools' outputs (and ``walls.json``); ``--report-from DIR`` prints the
report of such a folder again without running anything.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from llama_server import (
    cpp_llama_server,
    default_threads,
    llama_server,
    occupancy,
    slot_poller,
    timing_proxy,
    union_seconds,
)

from proctor.grading import get_grader
from proctor.models.openai import LLAMA_NEUTRAL

DEFAULT_DATA = "/work/shared/data/gsm8k_test.jsonl"
TASK = "proctor_gsm8k"
PINNED = {"top_p": 1.0, **LLAMA_NEUTRAL}  # what proctor sends llama.cpp's servers, plus top_p


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f} {five:.2f} {fifteen:.2f}"


def lmeval_task(folder: Path, data: str, max_tokens: int) -> None:
    """The lm-eval task: proctor's gsm8k prompt on the local file, greedy, every sampler pinned."""
    from proctor.benchmarks.registry import REGISTRY

    spec = REGISTRY["gsm8k"]
    if spec.system_prompt:  # lm-eval would need --system_instruction; gsm8k recommends none
        raise SystemExit("proctor's gsm8k spec now has a system prompt: pass it to lm-eval too")
    task = {
        "task": TASK,
        "dataset_path": "json",
        "dataset_kwargs": {"data_files": {"test": str(Path(data).resolve())}},
        "test_split": "test",
        "output_type": "generate_until",
        "doc_to_text": spec.render("{{problem}}"),  # jinja; the rendered problem is never re-parsed
        "doc_to_target": "{{answer}}",
        "generation_kwargs": {
            "until": [],
            "do_sample": False,
            "temperature": 0.0,
            "max_gen_toks": max_tokens,
            **PINNED,
        },
        "metric_list": [{"metric": "exact_match", "aggregation": "mean", "higher_is_better": True}],
        "filter_list": [
            {
                "name": "boxed",
                "filter": [
                    {"function": "regex", "regex_pattern": r"\\boxed\{([^{}]*)\}", "group_select": -1},
                    {"function": "take_first"},
                ],
            },
            {  # lm-eval's own gsm8k fallback: the last number-like span
                "name": "flexible-extract",
                "filter": [
                    {
                        "function": "regex",
                        "regex_pattern": r"(-?[$0-9.,]{2,})|(-?[0-9]+)",
                        "group_select": -1,
                    },
                    {"function": "take_first"},
                ],
            },
        ],
    }
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{TASK}.yaml").write_text(json.dumps(task, indent=2), encoding="utf-8")  # JSON is YAML


def timed(cmd: list[str], log: Path, env: dict[str, str] | None = None) -> float:
    t0 = time.perf_counter()
    with open(log, "wb") as out:
        proc = subprocess.run(cmd, stdout=out, stderr=subprocess.STDOUT, env=env)
    seconds = time.perf_counter() - t0
    if proc.returncode != 0:
        raise SystemExit(f"{cmd[2]} failed ({proc.returncode}):\n{log.read_text(errors='replace')[-3000:]}")
    return seconds


def lmeval_command(
    args: argparse.Namespace, url: str, task_dir: Path, out: Path, task: str = TASK, cache: Path | None = None
) -> tuple[list[str], dict[str, str]]:
    """lm-eval's CLI on ``task`` (found in ``task_dir``) against ``url``, chat template applied, and its
    environment (offline). ``cache``: lm-eval's ``--use_cache`` database, which keeps every answer as it
    comes, so a stopped run picks up where it was."""
    model_args = (
        f"model=smollm2,base_url={url}/chat/completions,num_concurrent={args.concurrency},"
        "max_retries=1,timeout=3600"
    )
    cmd = [sys.executable, "-m", "lm_eval", "--model", "local-chat-completions", "--model_args", model_args,
           "--tasks", task, "--include_path", str(task_dir), "--apply_chat_template", "--log_samples",
           "--output_path", str(out), "--limit", str(args.problems)]  # fmt: skip
    if cache is not None:
        cmd += ["--use_cache", str(cache)]
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false"}
    return cmd, env


def run_lmeval(args: argparse.Namespace, url: str, task_dir: Path, out: Path, task: str = TASK) -> float:
    """lm-eval's CLI (:func:`lmeval_command`), timed from spawn to exit."""
    cmd, env = lmeval_command(args, url, task_dir, out, task)
    out.mkdir(parents=True)
    return timed(cmd, out / "lm_eval.log", env)


def run_proctor(args: argparse.Namespace, model: str, out: Path, url: str | None = None) -> float:
    cmd = [sys.executable, "-m", "proctor", "eval", "gsm8k", "--data", args.data, "--limit", str(args.problems),
           "-n", "1", "--temperature", "0", "--max-tokens", str(args.max_tokens),
           "--concurrency", str(args.concurrency), "--model", model, "--output", str(out), "-q"]  # fmt: skip
    if url:
        cmd += ["--base-url", url]
    log = out.with_suffix(".log")
    return timed(cmd, log)


# -- reading what each tool wrote ------------------------------------------------------------------------
def lmeval_samples(out: Path) -> dict[str, dict]:
    (path,) = out.rglob(f"samples_{TASK}_*.jsonl")
    rows: dict[str, dict] = {}
    for raw in path.read_text(encoding="utf-8").split("\n"):
        if not raw.strip():
            continue
        r = json.loads(raw)  # one row per problem and filter
        row = rows.setdefault(
            str(r["doc"]["id"]),
            {"messages": json.loads(_one(r["arguments"]["gen_args_0"]["arg_0"])), "text": r["resps"][0][0]},
        )
        row[r["filter"]] = r["filtered_resps"][0]
    for row in rows.values():  # the boxed answer, else lm-eval's flexible fallback
        boxed = norm(row.get("boxed"))
        row["answer"] = row.get("boxed") if boxed != "(none)" else row.get("flexible-extract")
    return rows


def _one(arg: str | list[str]) -> str:
    """lm-eval logs a chat request's messages as a JSON string, inside a one-item list in 0.4.x."""
    return arg[0] if isinstance(arg, list) else arg


def proctor_samples(out: Path) -> dict[str, dict]:
    rows = [
        json.loads(line) for line in (out / "samples.jsonl").read_text(encoding="utf-8").split("\n") if line
    ]
    return {
        str(r["problem_id"]): {
            # what was sent: every message but the response (a few-shot exemplar's answer is an assistant turn)
            "messages": r["messages"][:-1] if r["messages"][-1]["role"] == "assistant" else r["messages"],
            "text": r["messages"][-1]["content"] if r["messages"][-1]["role"] == "assistant" else "",
            "answer": r.get("extracted"),
            "tokens": r.get("completion_tokens", 0),
            "latency_s": r.get("latency_s", 0.0),
        }
        for r in rows
    }


def norm(answer: str | None) -> str:
    if answer is None or answer == "[invalid]":
        return "(none)"
    return re.sub(r"[\s$,]", "", answer).rstrip(".") or "(none)"


# -- the report ------------------------------------------------------------------------------------------
def line(name: str, walls: list[float], problems: int) -> str:
    rates = [problems / w for w in walls]
    return (
        f"  {name:24s} wall {statistics.median(walls):7.1f} s (median; {', '.join(f'{w:.1f}' for w in walls)})"
        f"   {statistics.median(rates):.3f} generations/s"
    )


def compare(lm: dict[str, dict], pr: dict[str, dict], label: str) -> bool:
    """Print prompt, text and answer agreement; False when a prompt differs (the race is then void)."""
    ids = sorted(pr, key=int)
    missing = sorted(set(ids) ^ set(lm))
    if missing:
        print(f"  {label}: problems on one side only: {missing[:10]}")
        return False
    bad_prompts = [i for i in ids if lm[i]["messages"] != pr[i]["messages"]]
    print(
        f"  {label}: messages sent identical for {len(ids) - len(bad_prompts)}/{len(ids)} problems"
        + (f" (differ: {bad_prompts[:10]})" if bad_prompts else "")
    )
    texts = [i for i in ids if lm[i]["text"] != pr[i]["text"]]
    disagree = [i for i in ids if norm(lm[i]["answer"]) != norm(pr[i]["answer"])]
    # the same number written differently ("45" and "45 years"): read by the number grader's own rule
    number = get_grader("number")
    in_value = [i for i in disagree if not number.same_answer(lm[i]["answer"] or "", pr[i]["answer"] or "")]
    print(f"  {label}: generated texts differ for {len(texts)}/{len(ids)} problems: {texts}")
    print(
        f"  {label}: extracted answers differ for {len(disagree)}/{len(ids)} problems as written, "
        f"{len(in_value)} in value"
    )
    for i in disagree:
        same = "same text" if i not in texts else "texts differ"
        value = "different values" if i in in_value else "same value"
        print(
            f"    problem {i}: lm-eval {norm(lm[i]['answer'])!r}, proctor {norm(pr[i]['answer'])!r} ({same}; {value})"
        )
    return not bad_prompts


def race(args: argparse.Namespace, tmp: Path) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    """Every pass, alternating. Returns each side's wall times and, for the two server sides, the
    seconds its requests spent at the server (timed by a pass-through proxy both tools talk to); both
    are also written to ``walls.json`` after each pass."""
    walls: dict[str, list[float]] = {"lm-eval": [], "proctor (openai)": [], "proctor (embedded)": []}
    at_server: dict[str, list[float]] = {"lm-eval": [], "proctor (openai)": []}
    slots: dict[str, list[dict[str, float]]] = {"lm-eval": [], "proctor (openai)": []}

    def done(side: str, w: float, server_s: float | None = None, occ: dict[str, float] | None = None) -> None:
        walls[side].append(w)
        if server_s is not None:
            at_server[side].append(server_s)
        if occ is not None:
            slots[side].append(occ)
        busy = f", slots busy {occ['mean_busy']:.2f} of {args.parallel} on average" if occ else ""
        print(f"  {side:20s} {w:7.1f} s   (load {load()}{busy})", flush=True)
        saved = {"args": vars(args), "walls": walls, "at_server": at_server, "slots": slots}
        (tmp / "walls.json").write_text(json.dumps(saved), encoding="utf-8")

    lmeval_task(tmp / "task", args.data, args.max_tokens)
    if args.server:
        server = cpp_llama_server(
            args.server, parallel=args.parallel, log=tmp / "server.log", cache_prompt=args.server_cache
        )
    else:
        server = llama_server(n_ctx=4096)
    with server as upstream, timing_proxy(upstream) as (url, seconds), _poller(args, upstream) as samples:
        for i in range(args.repeats):
            for side in ("lm-eval", "proctor") if i % 2 == 0 else ("proctor", "lm-eval"):
                before, t0 = len(seconds), time.monotonic()
                if side == "lm-eval":
                    w = run_lmeval(args, url, tmp / "task", tmp / f"lmeval-{i}")
                    name = "lm-eval"
                else:
                    w = run_proctor(args, "openai:smollm2", tmp / f"proctor-{i}", url)
                    name = "proctor (openai)"
                occ = occupancy(samples, t0, time.monotonic(), args.parallel) if args.server else None
                done(name, w, union_seconds(seconds[before:]), occ)
    if not args.no_embedded:  # after the server is gone: it would hold memory and threads
        done("proctor (embedded)", run_proctor(args, "llamacpp:smollm2", tmp / "embedded"))
    return walls, at_server


@contextlib.contextmanager
def _poller(args: argparse.Namespace, url: str):
    """llama-server's slot occupancy samples (llama_cpp.server has no /metrics: an empty list)."""
    if not args.server:
        yield []
        return
    with slot_poller(url) as samples:
        yield samples


def saved_slots(tmp: Path) -> dict[str, list[dict[str, float]]]:
    path = tmp / "walls.json"
    return json.loads(path.read_text(encoding="utf-8")).get("slots", {}) if path.is_file() else {}


def in_requests(run: dict[str, dict]) -> float:
    """Seconds proctor spent waiting for its model calls (the sum of the records' latencies)."""
    return sum(r["latency_s"] for r in run.values())


def wall_ratio_at_equal_server(own: dict[str, list[float]], at_server: dict[str, list[float]]) -> float:
    """lm-eval's wall / proctor's wall had both spent the same (median) time at the server."""
    server = statistics.median(at_server["lm-eval"] + at_server["proctor (openai)"])
    return (statistics.median(own["lm-eval"]) + server) / (
        statistics.median(own["proctor (openai)"]) + server
    )


def decode_rate(run: dict[str, dict]) -> str:
    tokens = sum(r["tokens"] for r in run.values())
    return (
        f"{tokens} completion tokens, {tokens / in_requests(run):.1f} tokens/s over the requests' own latency"
    )


def report(
    args: argparse.Namespace, tmp: Path, walls: dict[str, list[float]], at_server: dict[str, list[float]]
) -> bool:
    """Speed and answers; False when the two tools sent different messages (the race is then void)."""
    print("\nspeed (wall time from spawn to exit; generations/s = problems / wall):")
    for name, ws in walls.items():
        if ws:
            print(line(name, ws, args.problems))
    ratios = [lw / pw for lw, pw in zip(walls["lm-eval"], walls["proctor (openai)"], strict=True)]
    print(
        f"  ratio proctor/lm-eval (generations/s, per repeat): {', '.join(f'{r:.3f}' for r in ratios)}; "
        f"median {statistics.median(ratios):.3f}, spread {min(ratios):.3f}-{max(ratios):.3f} (target >= 1.1)"
    )
    if walls["proctor (embedded)"]:
        e = statistics.median(walls["proctor (embedded)"])
        print(f"  ratio proctor embedded / lm-eval: {statistics.median(walls['lm-eval']) / e:.3f}")
    lms = [lmeval_samples(tmp / f"lmeval-{i}") for i in range(args.repeats)]
    prs = [proctor_samples(tmp / f"proctor-{i}") for i in range(args.repeats)]
    emb = proctor_samples(tmp / "embedded") if walls["proctor (embedded)"] else None
    print(f"  proctor (openai), repeat 0: {decode_rate(prs[0])}")
    # where each pass's wall time went: at the server (the proxy's timing of every request) vs
    # everywhere else (start-up, data loading, building requests, grading, writing): the second part
    # is the tool's own; the first depends on the server and on what else the machine was doing
    if at_server.get("lm-eval"):
        print("  wall = at the server + the tool's own time (start-up, requests built and read, grading):")
        own: dict[str, list[float]] = {}
        for side in ("lm-eval", "proctor (openai)"):
            own[side] = [w - a for w, a in zip(walls[side], at_server[side], strict=True)]
            for i, (w, a) in enumerate(zip(walls[side], at_server[side], strict=True)):
                print(
                    f"    {side:18s} repeat {i}: {w:7.1f} s = {a:7.1f} s at the server + {w - a:5.1f} s own"
                )
        print(
            f"  own time, median: lm-eval {statistics.median(own['lm-eval']):.1f} s, proctor "
            f"{statistics.median(own['proctor (openai)']):.1f} s; ratio of walls with the server time "
            "taken as equal (lm-eval own + S) / (proctor own + S), S = the median time at the server: "
            f"{wall_ratio_at_equal_server(own, at_server):.3f}"
        )
    if emb:
        print(f"  proctor (embedded): {decode_rate(emb)}")
    for side, occs in (saved_slots(tmp)).items():
        for i, o in enumerate(occs):
            w = walls[side][i]
            print(
                f"  slots, {side:18s} repeat {i}: {o['mean_busy']:.2f} of {args.parallel} busy on average; all busy "
                f"{o['all_busy']:.0%} of the pass, none busy {o['none_busy']:.0%}; the server generated "
                f"{o['tokens']:.0f} tokens, {o['tokens'] / w:.1f} per second of wall"
            )

    print("\nanswers (per problem: lm-eval's filtered response vs proctor's extracted answer):")
    ok = True
    for i in range(args.repeats):
        ok = compare(lms[i], prs[i], f"repeat {i}") and ok
    for name, runs in (("lm-eval", lms), ("proctor", prs)):
        drift = {i for r in runs[1:] for i in r if r[i]["text"] != runs[0][i]["text"]}
        print(f"  {name}: texts that changed between its own repeats: {len(drift)} {sorted(drift, key=int)}")
    if emb:
        diff = [i for i in emb if emb[i]["text"] != prs[0][i]["text"]]
        agree = sum(norm(emb[i]["answer"]) == norm(prs[0][i]["answer"]) for i in emb)
        print(
            f"  proctor embedded vs proctor openai (repeat 0): texts differ for {len(diff)}/{len(emb)}, "
            f"answers agree for {agree}/{len(emb)}"
        )
    boxed = [sum(norm(r[i].get("boxed")) != "(none)" for i in r) for r in lms]
    print(f"  lm-eval: a \\boxed{{}} answer found in {boxed} of {args.problems} texts (per repeat)")
    return ok


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--problems", type=int, default=50)
    ap.add_argument("--max-tokens", type=int, default=256)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--concurrency", type=int, default=1, help="requests in flight, both tools")
    ap.add_argument("--data", default=DEFAULT_DATA)
    ap.add_argument("--no-embedded", action="store_true", help="skip proctor's embedded backend line")
    ap.add_argument("--server", help="llama.cpp's llama-server binary (default: python -m llama_cpp.server)")
    ap.add_argument("--parallel", type=int, default=1, help="llama-server's slots (with --server)")
    ap.add_argument(
        "--server-cache", action="store_true",
        help="leave llama-server's prompt cache on: a tool that does not turn it off per request (lm-eval) then "
        "reuses the prompts an earlier pass left there, and the two tools no longer do the same work",
    )  # fmt: skip
    ap.add_argument("--workdir", help="keep both tools' outputs here (an empty or new folder)")
    ap.add_argument("--report-from", help="print the report of a finished --workdir again, running nothing")
    args = ap.parse_args()
    if args.report_from:
        tmp = Path(args.report_from)
        saved = json.loads((tmp / "walls.json").read_text(encoding="utf-8"))
        run_args = argparse.Namespace(**saved["args"])
        walls, at_server = saved["walls"], saved.get("at_server", {})
        # an interrupted race: report the repeats both tools finished
        run_args.repeats = min(len(walls["lm-eval"]), len(walls["proctor (openai)"]))
        for d in (walls, at_server):
            for side in ("lm-eval", "proctor (openai)"):
                if side in d:
                    d[side] = d[side][: run_args.repeats]
        print(f"report of {tmp}: {run_args.repeats} complete repeat(s)")
        ok = report(run_args, tmp, walls, at_server)
    else:
        if not Path(args.data).is_file():
            raise SystemExit(f"--data {args.data}: no such file (the offline GSM8K copy, gsm8k_test.jsonl)")
        try:
            import lm_eval
        except ImportError:
            raise SystemExit("needs lm-eval: pip install 'proctor[bench]'") from None
        print(f"load average at start: {load()} ({os.cpu_count()} CPUs); lm-eval {lm_eval.__version__}")
        if args.server:
            served = f"llama-server, {args.parallel} slots on {os.cpu_count()} threads"
        else:
            served = f"llama_cpp.server on {default_threads()} thread(s)"
        print(
            f"job: gsm8k, first {args.problems} problems of {args.data}, greedy, max_tokens {args.max_tokens}, "
            f"concurrency {args.concurrency}, server {served}, {args.repeats} repeat(s), sampling pinned {PINNED}"
        )
        with tempfile.TemporaryDirectory(prefix="proctor-vs-lmeval-") as d:
            tmp = Path(args.workdir or d)
            if args.workdir and tmp.exists() and any(tmp.iterdir()):
                raise SystemExit(f"--workdir {tmp} is not empty")
            tmp.mkdir(parents=True, exist_ok=True)
            ok = report(args, tmp, *race(args, tmp))
        print(f"\nload average at end: {load()}")
    if not ok:
        sys.exit("FAIL: the two tools sent different messages for some problems: the race is void")


if __name__ == "__main__":
    main()
