"""Long traces: the cost of grading a long reasoning response, stage by stage, at growing lengths.

    PYTHONPATH=src python perf/long_traces.py [--sizes 2,10,30,100,300] [--repeats 30] [--base REF] [--json OUT]

A reasoning model's response is up to 32k tokens (about 100 KB). Grading it must stay linear in its
length: the issue's target is a 100 KB response graded in p99 < 50 ms. This script grades realistic
long responses (step-by-step reasoning with numbers, LaTeX, false starts and retractions, code, a
restated problem) of several shapes through the path ``proctor eval`` takes (``grade_text`` with the
prompt the model saw and whether it was cut), and times each stage apart:

- ``reasoning``: ``<think>`` blocks removed, the tail kept (``extract.strip_reasoning``, ``extract.tail``);
- ``echo``: copies of the prompt blanked (``echo.mask_copies``);
- ``commitment``: withdrawn answers blanked (``blank_code`` then ``commitment.committed``);
- ``finality``: standard mode's ``finality.stands`` and strict mode's ``finality.ends_on_box`` on the last box;
- ``loops``: the degenerate-repetition check (``metrics.loops.is_loop``);
- ``extract``: the whole of ``extract_answer`` (standard mode);
- ``grade``/``strict``: ``grade_text`` with math500's grader in standard and strict mode; ``gsm8k``: with
  gsm8k's grader (its ``####`` and last-number fallbacks read the whole text);
- ``record``: the record as ``samples.jsonl`` holds it (``Trajectory.model_dump_json``);
- ``total``: reasoning + loops + grade + strict + record, what one sample costs.

Shapes (each response is different: caches never answer): ``boxed`` (a final ``\\boxed{}``), ``clean``
(the same without any false start: no retraction or hedge ends the reading of what it withdraws), ``none``
(no answer: cut at the token limit, or, every other one, stopped without marking one, so the fallbacks
read it all), ``retracted`` (a box withdrawn by a later "Wait, that's wrong"),
``echo`` (the problem restated every few KB), ``loop`` (the last third a degenerate repetition, cut).

Printed per size: p50 and p99 in ms of each stage (all shapes together) and the time per KB of the
total against the 2 KB baseline of the same run (linear: the ratio stays near 1 or falls). The times
are this process's CPU time (``--clock cpu``, the default: on a shared machine wall time measures the
other processes' load) or elapsed time (``--clock wall``, what a user waits for on a free machine;
grading is single-threaded, so there the two agree). Under each row: the three slowest ``grade`` calls
(shape/seed: which traces make the p99) and the garbage collections of the run by generation, with their
time (a collection of the whole heap, gen2, lands in some response's time: one reason a p99 is far above
its p50).

``--base REF`` measures the sources of a git ref too (exported with ``git archive``, in a child process,
size by size in turn with this checkout's, the same responses) and prints its row and the ratios
this/base of every p50 and p99: on a shared machine, compare those, not figures of different runs.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def _src_dir(argv: list[str]) -> str:
    """The sources measured: ``--src DIR`` (how ``--base`` measures a base ref's), else this checkout's."""
    if "--src" in argv[:-1]:
        return argv[argv.index("--src") + 1]
    return str(Path(__file__).resolve().parents[1] / "src")


sys.path.insert(0, _src_dir(sys.argv))

from proctor.benchmarks.registry import REGISTRY  # noqa: E402
from proctor.envs.base import Trajectory, Turn  # noqa: E402
from proctor.grading import get_grader  # noqa: E402
from proctor.grading.base import grade_text  # noqa: E402
from proctor.grading.commitment import committed  # noqa: E402
from proctor.grading.echo import mask_copies  # noqa: E402
from proctor.grading.extract import blank_code, extract_answer, find_boxed, strip_reasoning, tail  # noqa: E402
from proctor.grading.finality import ends_on_box, stands  # noqa: E402
from proctor.metrics.loops import is_loop  # noqa: E402

SHAPES = ("boxed", "clean", "none", "retracted", "echo", "loop")
PROBLEM = (
    "Let $f(x) = x^3 - 6x^2 + 11x - 6$. Find the sum of the squares of the roots of $f$, "
    "then add the number of integers $n$ with $1 \\le n \\le 30$ such that $n^2 + 1$ is divisible by 5."
)
STEPS = (
    "First, by Vieta's formulas the roots $r_1, r_2, r_3$ satisfy $r_1 + r_2 + r_3 = {a}$ and "
    "$r_1 r_2 + r_2 r_3 + r_3 r_1 = {b}$, so $\\sum r_i^2 = {a}^2 - 2 \\cdot {b} = {c}$.\n\n",
    "Let me compute step by step: {a} + {b} = {s}, then {s} \\times 2 = {d}. So far we have {d} apples "
    "in the second basket, and {b} were eaten, leaving {e}.\n\n",
    "We can also write \\[ \\frac{{{a}}}{{{b}}} + \\sqrt{{{c}}} = \\frac{{{a} + {b}\\sqrt{{{c}}}}}{{{b}}}, \\]"
    " which does not simplify further since ${c}$ is not a perfect square.\n\n",
    "Wait, that's not right. I made a mistake in the sign: the coefficient is $-{a}$, not ${a}$. "
    "Let me redo this part carefully.\n\n",
    "Hmm, maybe the answer is {e}? No, let me check again: $n^2 + 1 \\equiv 0 \\pmod 5$ means "
    "$n \\equiv 2$ or $n \\equiv 3 \\pmod 5$, which gives {f} values up to 30.\n\n",
    "Check: $({a} - 1)({a} - 2)({a} - 3) = {g}$, and ${g} \\neq 0$ unless $x \\in \\{{1, 2, 3\\}}$.\n"
    "\\begin{{align}} S &= {a}^2 - 2({b}) \\\\ &= {c} \\end{{align}}\n\n",
    "```python\nroots = [1, 2, 3]\nprint(sum(r * r for r in roots) + {f})\n```\n```output\n{h}\n```\n\n",
    "Alternatively, consider the case $n = {f}$: then $n^2 + 1 = {i}$, and ${i} / 5 = {j}$ with "
    "remainder {k}. Actually, this approach is slower; let's go back to the congruence.\n\n",
)


def reasoning(rng: random.Random, size: int, clean: bool = False) -> str:
    """About ``size`` characters of step-by-step reasoning, different for every seed; ``clean``: without
    false starts (no retraction, no hedge), so that every sentence of it is read for what it withdraws."""
    steps = [s for i, s in enumerate(STEPS) if not (clean and i in (3, 4))]
    out, n = [], 0
    while n < size:
        a, b = rng.randint(2, 99), rng.randint(2, 99)
        step = rng.choice(steps).format(
            a=a, b=b, c=a * a - 2 * b, s=a + b, d=2 * (a + b), e=2 * (a + b) - b, f=rng.randint(1, 30),
            g=(a - 1) * (a - 2) * (a - 3), h=rng.randint(10, 99), i=a * a + 1, j=(a * a + 1) // 5,
            k=(a * a + 1) % 5,
        )  # fmt: skip
        out.append(step)
        n += len(step)
    return "".join(out)[:size]


def response(shape: str, size: int, seed: int) -> tuple[str, bool]:
    """A response of ``shape`` about ``size`` characters long, and whether it was cut."""
    rng = random.Random(f"{shape}-{size}-{seed}")
    final = "\n\nTherefore, the final answer is $\\boxed{26}$."
    if shape in ("boxed", "clean"):
        return reasoning(rng, size - len(final), clean=shape == "clean") + final, False
    if shape == "none":  # cut at the token limit, or stopped without marking an answer
        return reasoning(rng, size), seed % 2 == 0
    if shape == "retracted":
        end = (
            "\n\nSo the answer is $\\boxed{24}$.\n\nWait, that's wrong: I dropped the 12 from the "
            "congruence count. Redoing it gives 14 + 12 = 26." + final
        )
        return reasoning(rng, size - len(end)) + end, False
    if shape == "echo":
        parts, n = [], 0
        while n < size - len(final):
            chunk = f"Restating the problem: {PROBLEM}\n\n" + reasoning(rng, 3000)
            parts.append(chunk)
            n += len(chunk)
        return "".join(parts)[: size - len(final)] + final, False
    if shape == "loop":
        head = reasoning(rng, size * 2 // 3)
        unit = "Wait, let me check the sum of squares again. It is 14, so we add 12. "
        return head + (unit * (size // len(unit) + 1))[: size - len(head)], True
    raise ValueError(shape)


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def measure(
    size: int, repeats: int, prompt: str, graders: dict[str, object], clock=time.process_time
) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {}
    worst: list[tuple[float, str]] = []  # (grade ms, "shape/seed"): which traces make the p99
    collected = {0: [0, 0.0], 1: [0, 0.0], 2: [0, 0.0]}  # generation -> [collections, ms]
    started = [0.0]

    def on_gc(phase: str, info: dict) -> None:
        if phase == "start":
            started[0] = time.perf_counter()
        else:
            entry = collected[info["generation"]]
            entry[0] += 1
            entry[1] += 1000 * (time.perf_counter() - started[0])

    def timed(stage: str, fn, *args, **kw):
        t = clock()
        out = fn(*args, **kw)
        times.setdefault(stage, []).append(1000 * (clock() - t))
        return out

    gc.callbacks.append(on_gc)
    try:
        _measure(size, repeats, prompt, graders, timed, times, worst)
    finally:
        gc.callbacks.remove(on_gc)
    times["worst"] = [w for w in sorted(worst, reverse=True)[:3]]  # type: ignore[misc]
    times["gc"] = [[g, n, ms] for g, (n, ms) in collected.items()]  # type: ignore[misc]
    return times


def _measure(size, repeats, prompt, graders, timed, times, worst) -> None:
    for seed in range(repeats):
        for shape in SHAPES:
            text, cut = response(shape, size, seed)
            total = 0.0
            base = timed("reasoning", lambda t: tail(strip_reasoning(t)), text)
            total += times["reasoning"][-1]
            masked = timed("echo", mask_copies, base, prompt)
            shown = blank_code(masked)
            view = timed("commitment", committed, shown)
            boxes = [b for b in find_boxed(view) if b[2]]
            if boxes:
                timed(
                    "finality",
                    lambda v, s, b: (stands(v, b[0], b[1]), ends_on_box(s, *b)),
                    view,
                    shown,
                    boxes[-1],
                )
            timed("loops", is_loop, text)
            total += times["loops"][-1]
            committed.cache_clear()  # each stage below pays for its own reading, as a fresh sample would
            timed("extract", extract_answer, text, ("answer_is", "expression"), prompt=prompt, truncated=cut)
            for stage, grader in graders.items():
                committed.cache_clear()
                timed(stage, grade_text, grader, text, "26", prompt=prompt, truncated=cut)
                total += times[stage][-1] if stage != "gsm8k" else 0.0
                if stage == "grade":
                    worst.append((times[stage][-1], f"{shape}/{seed}"))
            record = Trajectory(
                problem_id=f"p{seed}", seed=seed, final_text=text, answer="26",
                messages=[{"role": "user", "content": prompt}, {"role": "assistant", "content": text}],
                turns=[Turn(text=text, finish_reason="length" if cut else "stop")],
            )  # fmt: skip
            timed("record", record.model_dump_json)
            total += times["record"][-1]
            times.setdefault("total", []).append(total)


STAGES = (
    "reasoning",
    "echo",
    "commitment",
    "finality",
    "loops",
    "extract",
    "grade",
    "strict",
    "gsm8k",
    "record",
)


def _cells(row: dict[str, dict[str, float]]) -> str:
    return " ".join(
        f"{row[s]['p50']:>7.2f}/{row[s]['p99']:<7.2f}" if s in row else f"{'-':>15}"
        for s in (*STAGES, "total")
    )


def _notes(row: dict) -> str:
    """The slowest grades (shape/seed) and the garbage collections (generation: how many, their time)."""
    slow = ", ".join(f"{name} {ms:.1f} ms" for ms, name in row["worst"])
    collections = ", ".join(f"gen{g} {n} ({ms:.1f} ms)" for g, n, ms in row["gc"])
    return f"slowest grades: {slow}; collections: {collections}"


def _run(args: argparse.Namespace, sizes: list[int]) -> dict[str, dict]:
    """Measure every size in this process (the sources on the path: this checkout's, or --src)."""
    prompt = REGISTRY["math500"].render(PROBLEM)
    graders = {
        "grade": get_grader(REGISTRY["math500"].grader),
        "strict": get_grader(REGISTRY["math500"].grader, mode="strict"),
        "gsm8k": get_grader(REGISTRY["gsm8k"].grader),
    }
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    measure(2048, 2, prompt, graders, clock)  # warm-up: imports, compiled patterns, the prompt's tables
    results: dict[str, dict] = {}
    for size in sizes:
        times = measure(size, args.repeats, prompt, graders, clock)
        worst, collected = times.pop("worst"), times.pop("gc")
        row: dict = {s: {"p50": pct(v, 0.5), "p99": pct(v, 0.99)} for s, v in times.items()}
        row["worst"] = worst
        row["gc"] = collected
        results[str(size)] = row
    return results


def _base_results(ref: str, args: argparse.Namespace, size: int, out: Path) -> dict[str, dict]:
    """One size measured on the sources of ``ref`` (exported to ``out``), in a child process."""
    repo = Path(__file__).resolve().parents[1]
    if not (out / "src").exists():
        archive = subprocess.run(
            ["git", "-C", str(repo), "archive", ref, "src"], capture_output=True, check=True
        )
        subprocess.run(["tar", "-x", "-C", str(out)], input=archive.stdout, check=True)
    figures = out / f"base-{size}.json"
    subprocess.run(
        [sys.executable, __file__, "--src", str(out / "src"), "--sizes", str(size / 1024), "--repeats",
         str(args.repeats), "--clock", args.clock, "--json", str(figures)],
        check=True, stdout=subprocess.DEVNULL,
    )  # fmt: skip
    return json.loads(figures.read_text())


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--sizes", default="2,10,30,100,300", help="response sizes in KB (the first is the baseline)"
    )
    ap.add_argument("--repeats", type=int, default=30, help="responses per shape and size")
    ap.add_argument(
        "--clock",
        choices=("cpu", "wall"),
        default="cpu",
        help="cpu: this process's CPU time (what counts on a shared machine); wall: elapsed time",
    )
    ap.add_argument(
        "--base",
        metavar="REF",
        help="also measure the sources of this git ref (a child process per size, in turn with this "
        "checkout's) and print the ratios this/base",
    )
    ap.add_argument(
        "--src", type=Path, help=argparse.SUPPRESS
    )  # the sources measured (read before the imports)
    ap.add_argument("--json", type=Path, help="write the figures here too")
    args = ap.parse_args(argv)
    sizes = [int(float(s) * 1024) for s in args.sizes.split(",")]
    if args.src is not None and args.base:
        ap.error("--src and --base do not go together")
    print(
        f"{len(SHAPES)} shapes x {args.repeats} responses per size; {args.clock} ms per response (p50 / p99)"
        + (f"; this checkout against {args.base}" if args.base else "")
    )
    print(f"{'KB':>5} " + " ".join(f"{s:>15}" for s in (*STAGES, "total")) + "  total ms/KB vs base")
    results: dict[str, dict] = {}
    base: dict[str, dict] = {}
    base_per_kb = None
    with tempfile.TemporaryDirectory() as tmp:
        for size in sizes:
            if args.base:
                base.update(_base_results(args.base, args, size, Path(tmp)))
            row = _run(args, [size])[str(size)]
            per_kb = row["total"]["p50"] / (size / 1024)
            base_per_kb = base_per_kb or per_kb
            row["total"]["ms_per_kb_ratio"] = per_kb / base_per_kb
            results[str(size)] = row
            if args.base:
                was = base[str(size)]
                print(f"{'base':>5} {_cells(was)}")
                print(f"{'':>5} {_notes(was)}")
            print(f"{size / 1024:>5.0f} {_cells(row)}  {per_kb:.3f} x{per_kb / base_per_kb:.2f}")
            if args.base:
                ratios = " ".join(
                    f"{row[s]['p50'] / max(was[s]['p50'], 1e-9):>7.2f}/{row[s]['p99'] / max(was[s]['p99'], 1e-9):<7.2f}"
                    if s in row and s in was
                    else f"{'-':>15}"
                    for s in (*STAGES, "total")
                )
                print(f"{'ratio':>5} {ratios}  (this/base)")
            print(f"{'':>5} {_notes(row)}")
    big, was = results.get(str(100 * 1024)), base.get(str(100 * 1024))
    if big:
        print(
            f"100 KB: grade p99 {big['grade']['p99']:.1f} ms, strict p99 {big['strict']['p99']:.1f} ms, "
            f"total p99 {big['total']['p99']:.1f} ms (target: grade p99 < 50 ms: {big['grade']['p99'] < 50})"
            + (
                f"; base: grade p99 {was['grade']['p99']:.1f} ms, strict p99 {was['strict']['p99']:.1f} ms"
                if was
                else ""
            )
        )
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
