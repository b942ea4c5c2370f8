"""The client's own limit: proctor, lm-eval and Inspect against a zero-latency OpenAI-compatible server.

    python perf/client_limit.py [--samples 3200] [--concurrency 64,256,1024] [--sizes 2048,102400]
                                [--tools proctor,lm-eval,inspect] [--sleep 0 | 2-20]
                                [--inspect-python /work/venvs/inspect/bin/python] [--workdir DIR]

With the server answering at once, what is left of the wall time is the client: building requests,
HTTP, parsing the response, grading, writing. The server (``perf/fake_server.py``, uvicorn + starlette
in a process of its own) answers every request with the same realistic reply (``--sizes`` bytes of
step-by-step reasoning ending in ``\\boxed{42}``, with ``usage``), counts the requests in flight and
reports its own CPU.

The job: ``--samples`` distinct problems in MATH-500's format (a generated local file, half the answers
42), one sample each, so every tool sends exactly ``--samples`` requests:
- proctor: ``proctor eval math500 --data FILE -m openai:fake-SIZE --concurrency C`` (graded by the
  math500 grader, records in samples.jsonl);
- lm-eval: ``local-chat-completions`` with ``num_concurrent=C`` on a task written here (the same
  prompt, a ``\\boxed{}`` regex filter, exact match; ``--log_samples``);
- Inspect: ``inspect eval`` of a task written here (``generate()`` then ``match()``) through its
  OpenAI-compatible provider (``openai-api/fake/...``) with ``--max-connections C --max-samples C``,
  run by ``--inspect-python`` (Inspect may want package versions of its own: a separate venv).

Each pass is a fresh process of the tool's CLI, timed from spawn to exit (start-up included: what a
user waits for); its CPU seconds (user + system) and peak RSS come from ``wait4``. The server's stats
give the in-flight count it saw (peak, and the time-weighted mean from the first request's arrival to
the last one's) and its own CPU. ``rate@srv`` is samples / the server's busy window (first arrival to
last answer), i.e. without the tools' start-up.

Baseline, in the same run: the rate of grading the same texts in-process (proctor's grader for the
benchmark, ``grade_text`` in a loop). Ratios printed: proctor / the fastest peer (goal >= 3), proctor
/ in-process grading (goal >= 0.5), and with ``--sleep A-B`` (a slow server) the mean in flight / C
(goal >= 0.9).
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
def write_data(path: Path, samples: int) -> None:
    with open(path, "w", encoding="utf-8") as f:
        for i in range(samples):
            answer = "42" if i % 2 == 0 else "17"
            problem = f"Problem {i}: find the positive root of $x^2 - {i + 5}x + {6 * (i + 1)} = 0$."
            f.write(json.dumps({"id": f"p{i:05d}", "problem": problem, "answer": answer}) + "\n")


def prompt_template() -> str:
    from proctor.benchmarks.registry import REGISTRY

    return REGISTRY[BENCH].render("{{problem}}")


def inprocess_rate(size: int, samples: int) -> tuple[float, float]:
    """Texts graded per second in a plain loop (proctor's grader for the benchmark), and p99 ms."""
    from proctor.benchmarks.registry import REGISTRY
    from proctor.envs.grading import grade_text
    from proctor.grading import get_grader

    grader = get_grader(REGISTRY[BENCH].grader)
    text = reply_text(size)
    times = []
    t0 = time.perf_counter()
    for i in range(samples):
        t = time.perf_counter()
        grade_text(grader, text, "42" if i % 2 == 0 else "17")
        times.append(time.perf_counter() - t)
    wall = time.perf_counter() - t0
    times.sort()
    return samples / wall, 1000 * times[min(len(times) - 1, int(0.99 * len(times)))]


def lmeval_task(folder: Path, data: Path) -> str:
    name = "client_limit"
    task = {
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
def timed(cmd: list[str], log: Path, env: dict[str, str], cwd: Path | None = None) -> dict[str, float]:
    t0 = time.perf_counter()
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            cmd, stdout=out, stderr=subprocess.STDOUT, env=env, stdin=subprocess.DEVNULL, cwd=cwd
        )
        _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        tail = log.read_text(errors="replace")[-3000:]
        raise RuntimeError(f"{cmd[:4]} failed ({proc.returncode}):\n{tail}")
    return {"wall_s": wall, "cpu_s": usage.ru_utime + usage.ru_stime, "rss_mb": usage.ru_maxrss / 1024}


def run_tool(tool: str, args: argparse.Namespace, server: Server, size: int, c: int, work: Path) -> dict:
    out = work / f"{tool}-{size}-{c}"
    out.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false"}
    env["OPENAI_API_KEY"] = env["FAKE_API_KEY"] = "none"
    model = f"fake-{size}"
    if tool == "proctor":
        cmd = [sys.executable, "-m", "proctor", "eval", BENCH, "--data", str(args.data), "-m", f"openai:{model}",
               "--base-url", f"{server.url}/v1", "-n", "1", "--temperature", "0", "--max-tokens", "4096",
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
               "--temperature", "0"]  # fmt: skip
    else:
        raise SystemExit(f"unknown tool {tool!r}: proctor, lm-eval, inspect")
    server.reset()
    res = timed(cmd, out / "tool.log", env, cwd=args.work)
    stats = server.get("/stats")
    res.update({k: stats[k] for k in ("requests", "peak_inflight", "mean_inflight", "window_s")})
    res["server_cpu_s"] = stats["cpu_s"]
    res["timeline"] = stats["timeline"]
    if tool == "proctor":
        lines = (out / "run" / "samples.jsonl").read_bytes().count(b"\n")
        if lines != args.samples:
            raise RuntimeError(f"proctor wrote {lines} records, expected {args.samples}")
    if stats["requests"] < args.samples:
        raise RuntimeError(f"{tool} sent {stats['requests']} requests, expected {args.samples}")
    return res


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
    p.add_argument("--samples", type=int, default=3200)
    p.add_argument("--concurrency", default="64,256,1024")
    p.add_argument("--sizes", default="2048,102400", help="reply bytes, comma-separated")
    p.add_argument("--tools", default="proctor,lm-eval,inspect")
    p.add_argument("--sleep", default="0", help="server seconds per request: 0 or A-B (uniform)")
    p.add_argument("--inspect-python", default="/work/venvs/inspect/bin/python")
    p.add_argument("--baseline-samples", type=int, default=400, help="texts graded in-process")
    p.add_argument("--proctor-set", action="append", default=[], help="extra --set for proctor")
    p.add_argument("--workdir", type=Path, default=None, help="keep every output here (default: a temp dir)")
    p.add_argument("--json", type=Path, default=None, help="write every figure here")
    args = p.parse_args()
    concurrencies = [int(x) for x in args.concurrency.split(",")]
    sizes = [int(x) for x in args.sizes.split(",")]
    tools = args.tools.split(",")

    with tempfile.TemporaryDirectory() as tmp:
        args.work = (args.workdir or Path(tmp)).resolve()
        args.work.mkdir(parents=True, exist_ok=True)
        args.data = args.work / "problems.jsonl"
        write_data(args.data, args.samples)
        args.lmeval_task = lmeval_task(args.work / "lmeval_task", args.data)
        (args.work / "inspect_task.py").write_text(
            INSPECT_TASK.format(template=prompt_template(), data=str(args.data)), encoding="utf-8"
        )
        print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs; {args.samples} samples")
        results: dict[str, Any] = {}
        for size in sizes:
            base, p99 = inprocess_rate(size, args.baseline_samples)
            print(f"\nreply {size} bytes; in-process grading: {base:.1f} texts/s (p99 {p99:.1f} ms)")
            results[str(size)] = {"inprocess_rate": base, "inprocess_p99_ms": p99}
            with Server(size, args.sleep) as server:
                for c in concurrencies:
                    print(f" concurrency {c}:\n{HEADER}")
                    got: dict[str, dict] = {}
                    for tool in tools:
                        try:
                            got[tool] = run_tool(tool, args, server, size, c, args.work)
                        except RuntimeError as e:
                            got[tool] = {"error": str(e)}
                        print(row(tool, got[tool], args.samples, c), flush=True)
                    results[str(size)][str(c)] = got
                    print(ratios(got, args.samples, base, c, args.sleep != "0"))
        if args.json:
            args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")


def ratios(got: dict[str, dict], samples: int, base: float, c: int, slow: bool) -> str:
    pr = got.get("proctor")
    if not pr or "error" in pr:
        return "  (no proctor figure)"
    rate = samples / pr["wall_s"]
    peers = {t: samples / r["wall_s"] for t, r in got.items() if t != "proctor" and "error" not in r}
    parts = []
    if peers:
        best = max(peers, key=peers.__getitem__)
        parts.append(f"proctor / fastest peer ({best}) = {rate / peers[best]:.2f}x (goal >= 3)")
    parts.append(f"proctor / in-process grading = {rate / base:.2f} (goal >= 0.5)")
    if slow:
        parts.append(f"proctor mean in flight / {c} = {(pr['mean_inflight'] or 0) / c:.2f} (goal >= 0.9)")
    return "  " + "; ".join(parts)


if __name__ == "__main__":
    main()
