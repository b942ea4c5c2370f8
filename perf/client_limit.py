"""The client's own limit: proctor, lm-eval and Inspect against a zero-latency OpenAI-compatible server.

    python perf/client_limit.py [--samples 3200] [--n 16] [--concurrency 64,256,1024]
                                [--sizes 2048,102400] [--tools proctor,lm-eval,inspect] [--sleep 0 | 2-20]
                                [--data ../shared/data/math500.jsonl] [--profile]
                                [--inspect-python /work/venvs/inspect/bin/python] [--workdir DIR]

With the server answering at once, what is left of the wall time is the client: building requests,
HTTP, parsing the response, grading, writing. The server (``perf/fake_server.py``, uvicorn + starlette
in a process of its own) answers every request with the same realistic reply (``--sizes`` bytes of
step-by-step reasoning ending in ``\\boxed{42}``, with ``usage``; ``BYTES-think``: a reasoning model's
reply served without a reasoning parser, ``<think>`` all but the last 2 KB ``</think>`` then the answer,
which every tool gets as its content), counts the requests in flight and reports its own CPU.

The job: ``--samples / --n`` problems, ``--n`` samples each (default 200 x 16 = 3,200), so every tool
sends exactly ``--samples`` requests. The problems are the first ones of ``--data`` (MATH-500,
``../shared/data/math500.jsonl``; where it is missing, problems in its format are generated, half the
answers 42), copied to a local file every tool reads:
- proctor: ``proctor eval math500 --data FILE -n N -m openai:fake-SIZE --concurrency C`` (graded by
  the math500 grader, records in samples.jsonl); ``proctor@base``: the same command from the source
  tree ``--base-src`` (another checkout's ``src``), for a before / after in one run;
- lm-eval: ``local-chat-completions`` with ``num_concurrent=C`` on a task written here (the same
  prompt, ``repeats: N``, a ``\\boxed{}`` regex filter, exact match; ``--log_samples``);
- Inspect: ``inspect eval`` of a task written here (``generate()`` then ``match()``, ``--epochs N``)
  through its OpenAI-compatible provider (``openai-api/fake/...``) with ``--max-connections C
  --max-samples C``, run by ``--inspect-python`` (Inspect may want package versions of its own: a
  separate venv).

Each pass is a fresh process of the tool's CLI, timed from spawn to exit (start-up included: what a
user waits for; proctor's sources are compiled to .pyc first, as an install compiles the peers', unless
``--no-compile``); its CPU seconds (user + system) and peak RSS come from ``wait4``. The server's stats
give the in-flight count it saw (peak, and the time-weighted mean from the first request's arrival to
the last one's) and its own CPU. ``rate@srv`` is samples / the server's busy window (first arrival to
last answer), i.e. without the tools' start-up.

Baseline, in the same run: the rate of grading the same texts in-process (proctor's grader for the
benchmark, ``grade_text`` in a loop over the same reply, answers and prompts as proctor's records),
measured right before and right after each proctor pass (a shared machine's load moves; the mean of
the two is the baseline). Its CPU (this process and the grader's sympy workers) gives a second,
load-proof ratio: proctor's samples per CPU second (its wait4 CPU, start-up included) over the
baseline's texts per CPU second. Ratios printed: proctor / the fastest peer (goal >= 3), proctor /
in-process grading (goal >= 0.5), and with ``--sleep A-B`` (a slow server) the mean in flight / C
(goal >= 0.9).

Where proctor's wall goes: the server's clock (CLOCK_MONOTONIC, one for every process) places the
first request's arrival and the last answer between proctor's spawn and exit: start-up (spawn to the
first request: imports, config, data, the client), sampling (the first request to the last answer:
HTTP, parsing, grading and record writing, interleaved) and the end (the last answer to exit: the
last records, the summary and its table). ``--profile`` adds one more proctor pass per setting under
cProfile on every thread (not counted in the rates; the profiler slows it) and prints the CPU
seconds in start-up, grading, record writing, the summary and the rest of the sampling loop, with
the top functions by own time.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fake_server import reply_text  # noqa: E402

BENCH = "math500"


# -- the server --------------------------------------------------------------------------------------------
class Server:
    def __init__(self, size: int, sleep: str, extra: list[str] | None = None):
        cmd = [sys.executable, str(HERE / "fake_server.py"), "--size", str(size), "--sleep", sleep]
        self.proc = subprocess.Popen(cmd + (extra or []), stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        line = self.proc.stdout.readline().decode()  # type: ignore[union-attr]
        if not line.startswith("PORT "):
            self.close()
            raise SystemExit(f"the fake server did not start: {line!r}")
        self.port = int(line.split()[1])
        self.url = f"http://127.0.0.1:{self.port}"

    def get(self, path: str) -> dict[str, Any]:
        with urllib.request.urlopen(f"{self.url}{path}", timeout=60) as r:
            return json.loads(r.read())

    def reset(self) -> None:
        req = urllib.request.Request(f"{self.url}/reset", data=b"{}", method="POST")
        urllib.request.urlopen(req, timeout=60).read()

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def __enter__(self) -> Server:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# -- the job ------------------------------------------------------------------------------------------------
MATH500 = HERE.parent.parent / "shared" / "data" / "math500.jsonl"


def write_data(path: Path, problems: int, source: Path) -> list[dict[str, str]]:
    """The first ``problems`` of ``source`` (MATH-500's fields), or generated ones where it is missing."""
    rows: list[dict[str, str]] = []
    if source.is_file():
        with open(source, encoding="utf-8") as f:
            for line in f:
                if len(rows) == problems:
                    break
                r = json.loads(line)
                rows.append({"id": str(r["id"]), "problem": r["problem"], "answer": str(r["answer"])})
        if len(rows) < problems:
            raise SystemExit(f"{source} has {len(rows)} problems, fewer than the {problems} asked")
    else:
        for i in range(problems):
            answer = "42" if i % 2 == 0 else "17"
            problem = f"Problem {i}: find the positive root of $x^2 - {i + 5}x + {6 * (i + 1)} = 0$."
            rows.append({"id": f"p{i:05d}", "problem": problem, "answer": answer})
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r) + "\n")
    return rows


def prompt_template() -> str:
    from proctor.benchmarks.registry import REGISTRY

    return REGISTRY[BENCH].render("{{problem}}")


def cpu_with_children() -> float:
    """CPU seconds of this process and its live children (the grader's sympy workers)."""
    import psutil

    me = psutil.Process()
    total = sum(me.cpu_times()[:2])
    for child in me.children(recursive=True):
        try:
            total += sum(child.cpu_times()[:2])
        except psutil.Error:
            pass
    return total


def parse_size(size: str) -> tuple[int, bool]:
    """``2048`` -> (2048, False); ``102400-think`` -> (102400, True): the reply's bytes, and whether it is a
    reasoning model's (``<think>`` all but the last 2 KB, then the answer; the fake server's ``-think``)."""
    number, think = size.removesuffix("-think"), size.endswith("-think")
    if not number.isdigit() or int(number) < 1:
        raise SystemExit(f"--sizes: {size!r} is not BYTES or BYTES-think (e.g. 2048,102400,102400-think)")
    return int(number), think


def inprocess_rate(size: str, rows: list[dict[str, str]], samples: int) -> dict[str, float]:
    """The same texts graded in a plain loop (proctor's grader for the benchmark, the reply against
    each record's answer with its prompt, as ``proctor eval`` grades them): texts per second of wall
    and of CPU, and p99 ms."""
    from proctor.benchmarks.registry import REGISTRY
    from proctor.envs.grading import grade_text
    from proctor.grading import get_grader

    spec = REGISTRY[BENCH]
    grader = get_grader(spec.grader)
    text = reply_text(*parse_size(size))
    pairs = [(r["answer"], spec.render(r["problem"])) for r in rows]
    per_problem = max(1, samples // len(pairs))
    grade_text(grader, text, pairs[0][0], prompt=pairs[0][1])  # the first call's imports are start-up
    times = []
    c0, t0 = cpu_with_children(), time.perf_counter()
    for i in range(samples):
        answer, prompt = pairs[(i // per_problem) % len(pairs)]
        t = time.perf_counter()
        grade_text(grader, text, answer, prompt=prompt)
        times.append(time.perf_counter() - t)
    wall, cpu = time.perf_counter() - t0, cpu_with_children() - c0
    times.sort()
    return {
        "rate": samples / wall,
        "cpu_rate": samples / max(cpu, 1e-9),
        "p99_ms": 1000 * times[min(len(times) - 1, int(0.99 * len(times)))],
    }


def lmeval_task(folder: Path, data: Path, n: int) -> str:
    name = "client_limit"
    task = {
        "repeats": n,
        "task": name,
        "dataset_path": "json",
        "dataset_kwargs": {"data_files": {"test": str(data)}},
        "test_split": "test",
        "output_type": "generate_until",
        "doc_to_text": prompt_template(),
        "doc_to_target": "{{answer}}",
        "generation_kwargs": {"until": [], "do_sample": False, "temperature": 0.0, "max_gen_toks": 4096},
        "metric_list": [{"metric": "exact_match", "aggregation": "mean", "higher_is_better": True}],
        "filter_list": [
            {
                "name": "boxed",
                "filter": [
                    {"function": "regex", "regex_pattern": r"\\boxed\{([^{}]*)\}", "group_select": -1},
                    {"function": "take_first"},
                ],
            }
        ],
    }
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.yaml").write_text(json.dumps(task, indent=2), encoding="utf-8")
    return name


INSPECT_TASK = """
from inspect_ai import Task, task
from inspect_ai.dataset import FieldSpec, json_dataset
from inspect_ai.scorer import match
from inspect_ai.solver import generate

TEMPLATE = {template!r}


@task
def client_limit():
    def record(r):
        from inspect_ai.dataset import Sample
        return Sample(id=r["id"], input=TEMPLATE.replace("{{{{problem}}}}", r["problem"]), target=r["answer"])

    return Task(dataset=json_dataset({data!r}, record), solver=generate(), scorer=match(location="end"))
"""


# -- one pass --------------------------------------------------------------------------------------------
PROFILED = """
import atexit, cProfile, marshal, runpy, sys, threading, time
profiles = [cProfile.Profile(time.thread_time)]


def _enable(*_):  # a new thread's first event: a profiler of its own (it replaces this hook there)
    prof = cProfile.Profile(time.thread_time)
    profiles.append(prof)
    prof.enable()


def _dump():  # at exit: python -m proctor ends with os._exit once its atexit handlers have run
    threading.setprofile(None)
    for prof in profiles:
        prof.disable()
    prof = profiles[0]
    prof.create_stats()
    for other in profiles[1:]:
        other.create_stats()
        for k, v in other.stats.items():  # merged by hand: pstats.add keeps no thread apart anyway
            cc, nc, tt, ct, callers = prof.stats.get(k, (0, 0, 0.0, 0.0, {}))
            prof.stats[k] = (cc + v[0], nc + v[1], tt + v[2], ct + v[3], {**callers, **v[4]})
    with open(out, "wb") as f:  # not dump_stats: it would snapshot the main thread's alone again
        marshal.dump(prof.stats, f)
    print(f"profiled threads: {len(profiles)}", file=sys.stderr)


threading.setprofile(_enable)
out, sys.argv = sys.argv[1], ["proctor", *sys.argv[2:]]
atexit.register(_dump)  # the first registered: it runs last
profiles[0].enable()
runpy.run_module("proctor", run_name="__main__", alter_sys=True)
"""

# (label, file suffix, function): CPU seconds under each, from the merged profile of every thread
PHASES = [
    ("start-up: imports (all, any time)", "<frozen importlib._bootstrap>", "_find_and_load"),
    ("start-up: config, data, client", "proctor/cli/eval.py", "start"),
    ("grading (grade_text)", "proctor/grading/base.py", "grade_text"),
    ("request, response, record (generate)", "proctor/runner/records.py", "generate"),
    ("record writing (write_many)", "proctor/runs/samples.py", "write_many"),
    ("progress (on_record)", "proctor/cli/eval.py", "on_record"),
    ("summary tally, as records are written", "proctor/runner/execution.py", "written"),
    ("summary at the end (summarize_run)", "proctor/runner/execution.py", "summarize_run"),
    ("summary table, trackers (finish)", "proctor/cli/eval.py", "finish"),
]


def profile_report(path: Path, top: int = 25) -> str:
    import pstats

    st = pstats.Stats(str(path))
    stats: dict[tuple[str, int, str], tuple[Any, ...]] = st.stats  # type: ignore[attr-defined]
    total = sum(v[2] for v in stats.values())

    def cum(suffix: str, name: str) -> float:
        return sum(v[3] for (f, _, fn), v in stats.items() if f.endswith(suffix) and fn == name)

    lines = [f"   profiled CPU, every thread: {total:.2f} s"]
    for label, suffix, name in PHASES:
        t = cum(suffix, name)
        lines.append(f"   {label:42} {t:7.2f} s  {t / max(total, 1e-9):5.1%}")
    lines.append(f"   top {top} by own time:")
    ranked = sorted(stats.items(), key=lambda kv: -kv[1][2])[:top]
    for (f, ln, fn), v in ranked:
        where = f if f.startswith("<") or f.startswith("~") else "/".join(Path(f).parts[-3:])
        lines.append(f"     {v[2]:6.2f} s {v[1]:8d} calls  {fn} ({where}:{ln})")
    return "\n".join(lines)


def timed(cmd: list[str], log: Path, env: dict[str, str], cwd: Path | None = None) -> dict[str, float]:
    t0 = time.perf_counter()
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            cmd, stdout=out, stderr=subprocess.STDOUT, env=env, stdin=subprocess.DEVNULL, cwd=cwd
        )
        _, status, usage = os.wait4(proc.pid, 0)
    t1 = time.perf_counter()
    wall = t1 - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        tail = log.read_text(errors="replace")[-3000:]
        raise RuntimeError(f"{cmd[:4]} failed ({proc.returncode}):\n{tail}")
    cpu = usage.ru_utime + usage.ru_stime
    return {"wall_s": wall, "cpu_s": cpu, "rss_mb": usage.ru_maxrss / 1024, "spawn_t": t0, "exit_t": t1}


def count_lines(path: Path) -> int:
    """Lines of ``path``, read in chunks: reading a 1 GB samples file whole would raise this process's peak
    RSS, and every tool spawned after it inherits that peak as its own ``ru_maxrss`` (Linux keeps the
    parent's high-water mark across fork and exec), so the tools' RSS column would read this script's."""
    n = 0
    with open(path, "rb") as f:
        while chunk := f.read(1 << 20):
            n += chunk.count(b"\n")
    return n


def run_tool(
    tool: str, args: argparse.Namespace, server: Server, size: str, c: int, work: Path, profile: bool = False
) -> dict:
    out = work / f"{tool}-{size}-{c}{'-profiled' if profile else ''}"
    out.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false"}
    # the passes run in the work folder: a relative PYTHONPATH (``PYTHONPATH=src``) is made absolute here, else
    # it names nothing there and ``proctor`` is whichever checkout the venv has installed, not this one
    env["PYTHONPATH"] = os.pathsep.join(
        os.path.abspath(p) for p in env.get("PYTHONPATH", "").split(os.pathsep) if p
    )
    env["OPENAI_API_KEY"] = env["FAKE_API_KEY"] = "none"
    model = f"fake-{size}"
    if tool == "proctor@base":  # the same command from another source tree: before / after
        if not args.base_src:
            raise SystemExit("the tool proctor@base needs --base-src DIR (a proctor checkout's src)")
        env["PYTHONPATH"] = os.pathsep.join([str(Path(args.base_src).resolve()), env["PYTHONPATH"]])
    if tool in ("proctor", "proctor@base"):
        head = [sys.executable, "-m", "proctor"]
        if profile:
            (work / "profiled.py").write_text(PROFILED, encoding="utf-8")
            head = [sys.executable, str(work / "profiled.py"), str(out / "profile.out")]
        cmd = [*head, "eval", BENCH, "--data", str(args.data), "-m", f"openai:{model}",
               "--base-url", f"{server.url}/v1", "-n", str(args.n), "--temperature", "0", "--max-tokens", "4096",
               "--concurrency", str(c), "--output", str(out / "run"), "-q",
               "--set", "runner.progress_every_s=0"]  # fmt: skip
        cmd += [x for s in args.proctor_set for x in ("--set", s)]
    elif tool == "lm-eval":
        model_args = (
            f"model={model},base_url={server.url}/v1/chat/completions,num_concurrent={c},"
            "max_retries=1,timeout=3600,tokenized_requests=False"
        )
        cmd = [sys.executable, "-m", "lm_eval", "--model", "local-chat-completions", "--model_args", model_args,
               "--tasks", args.lmeval_task, "--include_path", str(args.work / "lmeval_task"),
               "--apply_chat_template", "--log_samples", "--output_path", str(out)]  # fmt: skip
    elif tool == "inspect":
        env["FAKE_BASE_URL"] = f"{server.url}/v1"
        cmd = [args.inspect_python, "-m", "inspect_ai", "eval", "inspect_task.py",
               "--model", f"openai-api/fake/{model}", "--max-connections", str(c), "--max-samples", str(c),
               "--log-dir", str(out / "logs"), "--display", "none", "--max-tokens", "4096",
               "--temperature", "0", "--epochs", str(args.n)]  # fmt: skip
    else:
        raise SystemExit(f"unknown tool {tool!r}: proctor, proctor@base, lm-eval, inspect")
    server.reset()
    res = timed(cmd, out / "tool.log", env, cwd=args.work)
    stats = server.get("/stats")
    res.update({k: stats[k] for k in ("requests", "peak_inflight", "mean_inflight", "window_s")})
    first, last = stats.get("first_arrival_t"), stats.get("last_done_t")
    if first is not None and last is not None:  # one clock (CLOCK_MONOTONIC) for both processes
        res["phases"] = {
            "startup_s": first - res["spawn_t"],
            "sampling_s": last - first,
            "end_s": res["exit_t"] - last,
        }
    res["server_cpu_s"] = stats["cpu_s"]
    res["timeline"] = stats["timeline"]
    if tool in ("proctor", "proctor@base"):
        lines = count_lines(out / "run" / "samples.jsonl")
        if lines != args.samples:
            raise RuntimeError(f"proctor wrote {lines} records, expected {args.samples}")
    if stats["requests"] < args.samples:
        raise RuntimeError(f"{tool} sent {stats['requests']} requests, expected {args.samples}")
    return res


def compile_sources(args: argparse.Namespace) -> str:
    """Compile the proctor source trees the passes run (this one's, ``--base-src``'s) to .pyc, as a pip
    install does for the peers' packages: a checkout run where PYTHONDONTWRITEBYTECODE is set never
    writes them, so every process (``proctor eval`` and each grader worker) compiled its modules
    again, about 0.2 s of CPU each (measured: 0.85 s of start-up CPU without them, 0.65 s with)."""
    import compileall
    import importlib.util

    spec = importlib.util.find_spec("proctor")
    trees = [Path(spec.origin).parent] if spec is not None and spec.origin else []
    if args.base_src:
        trees.append(Path(args.base_src) / "proctor")
    done = [str(t) for t in trees if compileall.compile_dir(str(t), quiet=1)]
    return f"proctor's sources compiled (.pyc, as an install does; --no-compile: not): {', '.join(done)}"


def phases_row(tool: str, r: dict) -> str:
    ph = r.get("phases")
    if not ph:
        return ""
    return (
        f"  {tool:8} wall {r['wall_s']:.2f} s = start-up to the first request {ph['startup_s']:.2f} s"
        f" + sampling (first request to last answer) {ph['sampling_s']:.2f} s"
        f" + end (last answer to exit: summary, table) {ph['end_s']:.2f} s"
    )


def row(tool: str, r: dict, samples: int, c: int) -> str:
    if "error" in r:
        return f"  {tool:8} failed: {r['error'].splitlines()[0][:120]}"
    rate = samples / r["wall_s"]
    srv = samples / r["window_s"] if r["window_s"] else float("nan")
    mean = r["mean_inflight"] or 0.0
    return (
        f"  {tool:8} {rate:9.1f} {srv:9.1f} {1000 * r['cpu_s'] / samples:10.2f} {r['rss_mb']:8.0f} "
        f"{r['peak_inflight']:6d} {mean:8.1f} ({mean / c:4.0%}) {r['server_cpu_s']:7.1f} {r['wall_s']:7.1f}"
    )


HEADER = "  tool        samp/s  rate@srv  cpu ms/smp   rss MB   peak   mean in flight  srv cpu  wall s"


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--samples", type=int, default=3200, help="requests in all: --samples / --n problems")
    p.add_argument("--n", type=int, default=16, help="samples per problem")
    p.add_argument(
        "--data", type=Path, default=MATH500, help="problems in MATH-500's fields (the first ones)"
    )
    p.add_argument("--concurrency", default="64,256,1024")
    p.add_argument(
        "--sizes",
        default="2048,102400",
        help="reply bytes, comma-separated; BYTES-think: a reasoning model's reply (<think> all but the last 2 KB)",
    )
    p.add_argument("--tools", default="proctor,lm-eval,inspect")
    p.add_argument("--sleep", default="0", help="server seconds per request: 0 or A-B (uniform)")
    p.add_argument("--inspect-python", default="/work/venvs/inspect/bin/python")
    p.add_argument("--baseline-samples", type=int, default=0, help="texts graded in-process (0: --samples)")
    p.add_argument("--proctor-set", action="append", default=[], help="extra --set for proctor")
    p.add_argument("--profile", action="store_true", help="one more proctor pass under cProfile, reported")
    p.add_argument(
        "--base-src", type=Path, default=None, help="the tool proctor@base runs proctor from this src folder"
    )
    p.add_argument("--workdir", type=Path, default=None, help="keep every output here (default: a temp dir)")
    p.add_argument("--json", type=Path, default=None, help="write every figure here")
    p.add_argument(
        "--no-compile",
        action="store_true",
        help="leave proctor's sources uncompiled (no .pyc: each process compiles them again where "
        "PYTHONDONTWRITEBYTECODE is set)",
    )
    args = p.parse_args()
    concurrencies = [int(x) for x in args.concurrency.split(",")]
    sizes = args.sizes.split(",")
    for size in sizes:
        parse_size(size)  # a bad one stops here, before any pass
    tools = args.tools.split(",")
    if args.n < 1 or args.samples % args.n:
        raise SystemExit(f"--samples {args.samples} is not a multiple of --n {args.n}")
    problems = args.samples // args.n
    baseline_samples = args.baseline_samples or args.samples

    with tempfile.TemporaryDirectory() as tmp:
        args.work = (args.workdir or Path(tmp)).resolve()
        args.work.mkdir(parents=True, exist_ok=True)
        source, args.data = args.data, args.work / "problems.jsonl"
        rows = write_data(args.data, problems, source)
        args.lmeval_task = lmeval_task(args.work / "lmeval_task", args.data, args.n)
        (args.work / "inspect_task.py").write_text(
            INSPECT_TASK.format(template=prompt_template(), data=str(args.data)), encoding="utf-8"
        )
        what = source if source.is_file() else "generated problems"
        if not args.no_compile and any(t.startswith("proctor") for t in tools):
            print(compile_sources(args))
        print(
            f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs; {problems} problems of {what}"
            f" x {args.n} = {args.samples} samples"
        )
        results: dict[str, Any] = {}
        for size in sizes:
            results[str(size)] = {}
            with Server(parse_size(size)[0], args.sleep) as server:
                for c in concurrencies:
                    print(f"\nreply {size} bytes, concurrency {c}:\n{HEADER}")
                    got: dict[str, dict] = {}
                    bases = []
                    for tool in tools:
                        if tool == "proctor":  # the baseline on either side of proctor's pass
                            bases.append(inprocess_rate(size, rows, baseline_samples))
                        try:
                            got[tool] = run_tool(tool, args, server, size, c, args.work)
                        except RuntimeError as e:
                            got[tool] = {"error": str(e)}
                        print(row(tool, got[tool], args.samples, c), flush=True)
                        if tool == "proctor":
                            bases.append(inprocess_rate(size, rows, baseline_samples))
                    if not bases:
                        bases.append(inprocess_rate(size, rows, baseline_samples))
                    base = {k: sum(b[k] for b in bases) / len(bases) for k in ("rate", "cpu_rate", "p99_ms")}
                    passes = ", ".join(f"{b['rate']:.1f}" for b in bases)
                    print(
                        f"  in-process grading of the same {baseline_samples} texts: {base['rate']:.1f} texts/s "
                        f"({passes} before/after proctor), {base['cpu_rate']:.1f} texts per CPU s, "
                        f"p99 {base['p99_ms']:.1f} ms"
                    )
                    for tool, r in got.items():
                        if phases_row(tool, r):
                            print(phases_row(tool, r))
                    print(ratios(got, args.samples, base, c, args.sleep != "0"))
                    if args.profile and "proctor" in tools:
                        try:
                            prof = run_tool("proctor", args, server, size, c, args.work, profile=True)
                            print(f"  proctor under cProfile ({prof['wall_s']:.1f} s wall):")
                            print(profile_report(args.work / f"proctor-{size}-{c}-profiled" / "profile.out"))
                        except RuntimeError as e:
                            print(f"  proctor under cProfile failed: {str(e).splitlines()[0][:200]}")
                    results[str(size)][str(c)] = {"tools": got, "inprocess": base, "inprocess_passes": bases}
        if args.json:
            args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")


def ratios(got: dict[str, dict], samples: int, base: dict[str, float], c: int, slow: bool) -> str:
    pr = got.get("proctor")
    if not pr or "error" in pr:
        return "  (no proctor figure)"
    rate = samples / pr["wall_s"]
    peers = {
        t: samples / r["wall_s"] for t, r in got.items() if not t.startswith("proctor") and "error" not in r
    }
    parts = []
    if peers:
        best = max(peers, key=peers.__getitem__)
        parts.append(f"proctor / fastest peer ({best}) = {rate / peers[best]:.2f}x (goal >= 3)")
    parts.append(f"proctor / in-process grading = {rate / base['rate']:.2f} (goal >= 0.5)")
    old = got.get("proctor@base")
    if old and "error" not in old:
        parts.append(
            f"proctor / proctor@base: wall {old['wall_s'] / pr['wall_s']:.2f}x, CPU {old['cpu_s'] / pr['cpu_s']:.2f}x"
        )
    cpu_rate = samples / max(pr["cpu_s"], 1e-9)
    parts.append(
        f"per CPU second {cpu_rate:.1f} / {base['cpu_rate']:.1f} = {cpu_rate / base['cpu_rate']:.2f}"
    )
    if slow:
        parts.append(f"proctor mean in flight / {c} = {(pr['mean_inflight'] or 0) / c:.2f} (goal >= 0.9)")
    return "  " + "; ".join(parts)


if __name__ == "__main__":
    main()
