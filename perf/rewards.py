"""RL rewards at scale: proctor's batch reward against verl's default math reward, same completions.

    PYTHONPATH=src python perf/rewards.py --verl-path /path/to/verl-pkgs [--n 2000] [--pathological 0.01]
        [--threads-baseline] [--json OUT] [--verdicts OUT.jsonl]

(``--verl-path``: where verl 0.9.1 is installed ``--no-deps``, put after this environment's packages, so
its own pins (antlr4 4.9.3) do not replace proctor's in this process or its grader workers.)

The workload: ``--n`` realistic completions, each 2-30 KB of reasoning text (sentences with numbers,
LaTeX, false starts) ending in a final ``\\boxed{}`` answer, the gold answers being MATH-500's
(``--data-dir``); half the final answers are right, some rewritten in an equivalent form. A fraction
(``--pathological``, 1%) are pathological: a tower of powers sympy cannot finish, or a degenerate
repetition with a huge boxed expression.

Sides, each run on the same ``--n`` completions (pathological ones included) in this process, on the
same cores:

- **proctor**: ``Rewarder.grade`` (the in-process batch form every adapter uses): each item read in a
  reading worker (one per core) under its CPU limit and hard kill, the symbolic steps in the grader
  worker pool with theirs. ``--threads-baseline`` adds the same Rewarder reading every item on its
  own threads (``read_apart=False``: one interpreter, one core for the reading).
- **verl default**: verl's ``NaiveRewardManager`` loop (read from verl 0.9.1's source,
  ``verl/workers/reward_manager/naive.py``): one ``compute_score`` after another in the main thread,
  under its ``SIGALRM`` timeout (``--verl-timeout``), a timeout assigned 0.0, with verl's
  ``default_compute_score`` (data source ``lighteval/MATH``: ``math_reward``, verl's string rules).
- **verl math_verify**: the same loop with verl's ``math_verify.compute_score`` (Math-Verify inside a
  spawn process pool, a 30 s timeout scored 0), the Math-Verify reward verl offers for MATH.
  Without verl importable, Math-Verify's ``parse``/``verify`` are called in the same loop (said so).

Reported per side: rewards/s, p50/p99 latency per item, CPU milliseconds per item (this process,
its workers and pools, on all cores), the time of a 100-item batch holding one
pathological item, and **silent zeros**: items whose reward is 0 because grading failed (a timeout,
an exception), not because the answer was wrong, and nothing marks them (proctor must be 0: its
failures are ``status`` timeout/error with no reward). The machine may be shared: ratios count.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import sys
import tempfile
import time
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))

from proctor.rewards.core import Item, Rewarder  # noqa: E402

WORDS = (
    "We first note that the expression simplifies once we factor the common term. Let x denote the "
    "unknown; substituting gives 3x + 7 = 22, so x = 5. Checking: 3 \\cdot 5 + 7 = 22, which holds. "
    "Wait, let me reconsider the case where n is even: then n = 2k and the sum becomes \\frac{k(k+1)}{2}. "
    "Alternatively, by the AM-GM inequality, a + b \\ge 2\\sqrt{ab} with equality when a = b. "
    "Hmm, that does not match the earlier value of 12; recomputing 4 \\times 3 = 12 confirms it. "
    "So the probability is \\frac{3}{8} in this branch, and the remaining branch contributes \\frac{1}{8}. "
)
EQUIVALENT = {"\\frac{1}{2}": "0.5", "\\frac12": "\\frac{1}{2}", "2": "2.0", "\\sqrt{2}": "\\sqrt 2"}
PATHOLOGICAL = (
    "so the answer is \\boxed{9^{9^{9^{9}}}}",
    "the answer is the answer is " * 400 + "\\boxed{" + "(" * 60 + "x+1" + ")" * 60 + "^{99^{99}}}",
)


def workload(n: int, frac: float, data_dir: Path, seed: int = 0) -> list[tuple[str, str, bool]]:
    """(completion, gold, pathological) triples."""
    rng = random.Random(seed)
    golds = [json.loads(line)["answer"] for line in (data_dir / "math500.jsonl").read_text().splitlines()]
    golds = [g for g in golds if len(g) < 60]
    bad = set(rng.sample(range(n), max(1, round(n * frac)))) if frac > 0 else set()
    out = []
    for i in range(n):
        gold = rng.choice(golds)
        if i in bad:
            out.append((rng.choice(PATHOLOGICAL), gold, True))
            continue
        size = rng.randint(2_000, 30_000)
        text = (WORDS * (size // len(WORDS) + 1))[:size]
        final = gold if rng.random() < 0.5 else rng.choice(golds)
        final = EQUIVALENT.get(final, final) if rng.random() < 0.3 else final
        out.append((text + f"\n\nTherefore, the final answer is $\\boxed{{{final}}}$.", gold, False))
    return out


def cpu_now() -> float:
    """CPU seconds (user + system) of this process, its live children (grader workers, Math-Verify's
    pool) and its reaped ones (workers killed at a limit): the CPU a side spends, on any core."""
    import resource

    import psutil

    own = resource.getrusage(resource.RUSAGE_SELF)
    gone = resource.getrusage(resource.RUSAGE_CHILDREN)
    total = own.ru_utime + own.ru_stime + gone.ru_utime + gone.ru_stime
    for child in psutil.Process().children(recursive=True):
        try:
            t = child.cpu_times()
            total += t.user + t.system
        except psutil.Error:
            pass
    return total


def pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    return s[min(len(s) - 1, int(q / 100 * len(s)))]


# -- proctor ------------------------------------------------------------------------------------


def run_proctor(work: list[tuple[str, str, bool]], deadline: float, read_apart: bool = True) -> dict:
    rewarder = Rewarder("math", deadline_s=deadline, read_apart=read_apart)
    from proctor.grading.pool import default_pool, reading_pool

    default_pool().warm()
    if read_apart:
        reading_pool().warm()
    rewarder.grade([Item("\\boxed{1}", "1")] * 8)
    latencies: list[float] = []  # each item's grading time, as verl's loop's are measured
    grade = rewarder._grade  # what each grading thread runs for one item

    def timed(item: Item, *args):
        t0 = time.monotonic()
        try:
            return grade(item, *args)
        finally:
            latencies.append(time.monotonic() - t0)

    rewarder._grade = timed  # type: ignore[method-assign]
    items = [Item(t, g, id=str(i)) for i, (t, g, _) in enumerate(work)]
    cpu0, start = cpu_now(), time.monotonic()
    outcomes = rewarder.grade(items)
    took, cpu = time.monotonic() - start, cpu_now() - cpu0
    silent = sum(1 for o in outcomes if o.failed and o.reward == 0.0)
    statuses: dict[str, int] = {}
    for o in outcomes:
        statuses[o.status] = statuses.get(o.status, 0) + 1
    rewards = [o.reward for o in outcomes]
    rewarder.close()
    return {"seconds": took, "rate": len(work) / took, "latencies": latencies, "silent_zeros": silent,
            "cpu_ms_per_item": 1000 * cpu / len(work), "statuses": statuses, "rewards": rewards,
            "outcomes": outcomes}  # fmt: skip


# -- verl's loop --------------------------------------------------------------------------------


@contextmanager
def score_timeout(seconds: float | None):
    """verl's ``_score_timeout`` (naive.py): SIGALRM in the main thread, a no-op elsewhere."""
    if not seconds:
        yield
        return

    def handler(signum, frame):
        raise TimeoutError(f"compute_score timed out after {seconds}s")

    old = signal.signal(signal.SIGALRM, handler)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def scorers() -> tuple[dict[str, Callable[[str, str], float]], str]:
    try:
        from verl.utils.reward_score import default_compute_score
        from verl.utils.reward_score import math_verify as verl_math_verify

        note = "verl " + __import__("importlib.metadata").metadata.version("verl")
        return {
            "verl default": lambda s, g: default_compute_score("lighteval/MATH", s, g),
            "verl math_verify": lambda s, g: verl_math_verify.compute_score(s, g),
        }, note
    except ImportError:
        from math_verify import parse, verify

        def mv(s: str, g: str) -> float:
            gold, pred = parse("\\boxed{" + g + "}"), parse(s)
            return 1.0 if gold and pred and verify(gold, pred) else 0.0

        return {"math_verify (verl not installed)": mv}, "verl not importable: Math-Verify in verl's loop"


@contextmanager
def stderr_lines(out: list[str]):
    """What this process and the workers it starts meanwhile write on fd 2 (Math-Verify logs its own
    timeouts there, then returns False: a 0 nothing marks)."""
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile(mode="w+b") as f:
        os.dup2(f.fileno(), 2)
        try:
            yield
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            f.seek(0)
            out.extend(f.read().decode(errors="replace").splitlines())


def run_verl(
    score: Callable[[str, str], float], work: list[tuple[str, str, bool]], timeout: float | None
) -> dict:
    logged: list[str] = []
    with stderr_lines(logged):
        result = _run_verl(score, work, timeout)
    # Math-Verify's own timeouts: logged, then the comparison is False (a 0 nothing marks)
    timeouts = sum("Timeout during" in line for line in logged)
    result["silent_zeros"] += timeouts
    result["failures"] += timeouts
    return result


def _run_verl(
    score: Callable[[str, str], float], work: list[tuple[str, str, bool]], timeout: float | None
) -> dict:
    latencies, rewards, silent, failures = [], [], 0, 0
    cpu0, start = cpu_now(), time.monotonic()
    for text, gold, _ in work:
        t0 = time.monotonic()
        failed = False
        try:
            with score_timeout(timeout):
                reward = score(text, gold)
        except TimeoutError:
            reward, failed = 0.0, True  # NaiveRewardManager: "assigning reward 0.0 and continuing"
        except Exception:
            reward, failed = 0.0, True  # a crashing scorer: verl's reward loop would stop; counted here
        took = time.monotonic() - t0
        if isinstance(reward, dict):
            reward = reward["score"]
        # math_verify.compute_score returns 0 on its own timeout without raising: seen as a 0 that took
        # its full 30 s
        failed = failed or (reward == 0.0 and took >= 29.5)
        failures += failed
        silent += failed and reward == 0.0
        latencies.append(took)
        rewards.append(float(reward))
    took, cpu = time.monotonic() - start, cpu_now() - cpu0
    return {"seconds": took, "rate": len(work) / took, "latencies": latencies, "silent_zeros": silent,
            "cpu_ms_per_item": 1000 * cpu / len(work), "failures": failures, "rewards": rewards}  # fmt: skip


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--pathological", type=float, default=0.01)
    ap.add_argument("--deadline", type=float, default=10.0, help="proctor's wall-clock limit per item")
    ap.add_argument(
        "--verl-timeout", type=float, default=10.0, help="NaiveRewardManager's compute_score_timeout"
    )
    ap.add_argument("--data-dir", type=Path, default=REPO.parent / "shared" / "data")
    ap.add_argument("--json", type=Path)
    ap.add_argument("--verdicts", type=Path, help="write proctor's outcome of each item here (JSON lines)")
    ap.add_argument(
        "--threads-baseline",
        action="store_true",
        help="also run proctor with every item read on this process's threads (Rewarder(read_apart=False))",
    )
    ap.add_argument("--verl-path", type=Path, help="a folder holding verl (added after installed packages)")
    args = ap.parse_args()

    if args.verl_path is not None:
        sys.path.append(str(args.verl_path))
    work = workload(args.n, args.pathological, args.data_dir)
    kb = [len(t) / 1024 for t, _, p in work if not p]
    print(
        f"{len(work)} completions ({sum(p for *_, p in work)} pathological), {min(kb):.1f}-{max(kb):.1f} KB"
    )
    batch = workload(100, 0.0, args.data_dir, seed=1)
    batch[37] = (PATHOLOGICAL[0], "1", True)

    results: dict[str, dict] = {}
    t = time.monotonic()
    results["proctor"] = run_proctor(work, args.deadline)
    results["proctor"]["batch_with_pathological_s"] = run_proctor(batch, args.deadline)["seconds"]
    print(f"proctor done in {time.monotonic() - t:.0f} s")
    if args.threads_baseline:
        t = time.monotonic()
        results["proctor, read on threads"] = run_proctor(work, args.deadline, read_apart=False)
        results["proctor, read on threads"]["batch_with_pathological_s"] = run_proctor(
            batch, args.deadline, read_apart=False
        )["seconds"]
        print(f"proctor, read on threads done in {time.monotonic() - t:.0f} s")
    if args.verdicts:
        with args.verdicts.open("w") as f:
            for i, o in enumerate(results["proctor"]["outcomes"]):
                row = {"i": i, "status": o.status, "reward": o.reward, "extracted": o.extracted}
                f.write(json.dumps(row) + "\n")
    sides, note = scorers()
    for name, score in sides.items():
        t = time.monotonic()
        results[name] = run_verl(score, work, args.verl_timeout)  # every side: the same items
        results[name]["batch_with_pathological_s"] = run_verl(score, batch, args.verl_timeout)["seconds"]
        print(f"{name} done in {time.monotonic() - t:.0f} s")

    print(
        f"\n{note}; proctor deadline {args.deadline:g} s; verl compute_score_timeout {args.verl_timeout:g} s"
    )
    print(
        f"{'side':34} {'rewards/s':>10} {'p50 ms':>8} {'p99 ms':>9} {'100-batch+1 slow s':>19} "
        f"{'silent 0s':>10} {'CPU ms/item':>12}"
    )
    for name, r in results.items():
        lat = r["latencies"]
        print(f"{name:34} {r['rate']:10.1f} {1000 * pct(lat, 50):8.1f} {1000 * pct(lat, 99):9.1f} "
              f"{r['batch_with_pathological_s']:19.2f} {r['silent_zeros']:10d} {r['cpu_ms_per_item']:12.2f}")  # fmt: skip
    print(f"\n{len(work)} items on every side, the same ones; {os.cpu_count()} cores")
    for name in (*sides, *(k for k in results if k.startswith("proctor,"))):
        ratio = results["proctor"]["rate"] / results[name]["rate"]
        print(f"proctor / {name}: {ratio:.2f}x rewards/s")
    print(f"proctor statuses: {results['proctor']['statuses']}")
    for name in sides:
        base = results[name]
        agree = sum(
            (a is not None and a == b)
            for a, b in zip(results["proctor"]["rewards"], base["rewards"], strict=True)
        )
        print(f"agreement with {name} on the same items: {agree}/{len(base['rewards'])}")
    if args.json:
        slim = {
            k: {kk: vv for kk, vv in v.items() if kk not in ("latencies", "rewards", "outcomes")}
            for k, v in results.items()
        }
        args.json.write_text(json.dumps(slim, indent=2))


if __name__ == "__main__":
    main()
