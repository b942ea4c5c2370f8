"""Where grading stops being linear: replies that degenerate into a run of one short unit, and the rules' patterns
matched on such runs.

    PYTHONPATH=src python perf/degenerate_runs.py [--sizes 4000,16000] [--graders math,mcq,number] [--patterns]

A model that loops until its token limit writes thousands of empty lines, underscores, digits, ". " or restated
answers. Part 1 grades each unit of ``UNITS`` repeated to each size, after the answer, before it and on both sides,
with every grader in both modes, and prints the cases whose time grows more than 1.6x faster than the length (the
ratio of the two sizes' times against the ratio of the sizes) and takes over 50 ms: a quadratic read shows as a
ratio near the square of the sizes' ratio. Part 2 (``--patterns``) matches every compiled pattern of
``proctor.grading``'s modules at the start of each pumped string (one position: what a rule's ``.match`` does)
and prints those over 10 ms at 4,000 characters: adjacent repeats over the same characters (``\\s*X?\\s*``), the
shape that makes a single match quadratic or worse. The figures are CPU-bound wall times of this process: compare
within one run.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import re
import time

import proctor.grading as grading
from proctor.grading import get_grader
from proctor.grading.base import grade_text

UNITS = [
    "\n", " ", "\t", ". ", "- \n", "* ", "#", "$", "$$\n", "\\\\\n", "|", "=", "...", "…", "。", "，", "、", "?",
    "0", "7", "7 ", "7, ", "A", "A. ", "(A) ", "**", "__", "_", "```\n", "\\quad ", "&", "{", "}", "\\boxed{7} ",
    "Answer: 7\n", "The answer is 7. ", "So the answer is $\\boxed{7}$.\n", "Wait, no. ", "Let me check. ",
    "</think>", "\u200b", "\u00a0", "—", "->", ":", ";", ",", "'", '"', "`", "~", "^", "/", "\\", "%", "x", "a ",
    "the ", "no ", "not ", "Step 1: ", "(", ")", "[", "]", "\\(", "\\)", "1. ", "\\frac{1}{2}", "\\left(",
    "ok\n\n", "7\n", "-7", "+", "×", "·", "\r\n", ">", "<br>",
]  # fmt: skip
_BOX = {"math": ("\\boxed{7}", "7"), "mcq": ("\\boxed{A}", "A"), "number": ("#### 7", "7")}


def _reply(grader: str, unit: str, where: str, size: int) -> str:
    box = _BOX[grader][0]
    run = unit * (size // len(unit))
    stated = f"So the answer is {box}.\n"
    return {"after": stated + run, "before": run + "\n" + stated, "middle": run + "\n" + stated + run}[where]


def _seconds(grader, reply: str, gold: str) -> float:
    t = time.perf_counter()
    grade_text(grader, reply, gold)
    return time.perf_counter() - t


def runs(sizes: tuple[int, int], names: list[str]) -> int:
    small, large = sizes
    found = 0
    print(f"part 1: graded runs, {small} -> {large} characters (linear: x{large / small:.1f})")
    for unit in UNITS:
        for name in names:
            gold = _BOX[name][1]
            for mode in ("standard", "strict"):
                g = get_grader(name, mode=mode)
                for where in ("after", "before", "middle"):
                    a = _seconds(g, _reply(name, unit, where, small), gold)
                    if a < 0.005:
                        continue
                    b = _seconds(g, _reply(name, unit, where, large), gold)
                    if b > 0.05 and b / a > (large / small) * 1.6:
                        found += 1
                        print(
                            f"  {unit!r:14} {name:6} {mode:8} {where:6} {a:.3f}s -> {b:.3f}s x{b / a:.1f}",
                            flush=True,
                        )
    return found


def _patterns() -> dict[tuple[str, int], tuple[re.Pattern, str]]:
    found: dict[tuple[str, int], tuple[re.Pattern, str]] = {}

    def add(p, where: str) -> None:
        if isinstance(p, re.Pattern) and isinstance(p.pattern, str):
            found.setdefault((p.pattern, p.flags), (p, where))

    for info in pkgutil.walk_packages(grading.__path__, "proctor.grading."):
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            add(value, f"{info.name}.{name}")
            if isinstance(value, (list, tuple, set, frozenset)):
                for item in value:
                    add(item, f"{info.name}.{name}[]")
            elif isinstance(value, dict):
                for item in value.values():
                    add(item, f"{info.name}.{name}{{}}")
    return found


def patterns(size: int = 4000, limit: float = 0.01) -> int:
    base = " \t\n.,:;!?-_*$#>()[]{}\\/=+'\"a1"
    pats = _patterns()
    slow = []
    for (source, _flags), (p, where) in pats.items():
        chars = sorted({c for c in source if c.isprintable() or c in "\n\t"} | set(base))
        pumps = chars + [a + b for a in " \n_*" for b in " \n_*.-1a"]
        worst = (0.0, "")
        for pump in pumps:
            s = pump * (size // len(pump)) + "\x00"
            t = time.perf_counter()
            p.match(s)
            dt = time.perf_counter() - t
            worst = max(worst, (dt, pump))
            if dt > limit:
                break
        if worst[0] > limit:
            slow.append((worst[0], where, worst[1], source))
    print(
        f"part 2: {len(pats)} patterns matched at one position of {size} pumped characters; over {limit * 1000:g} ms:"
    )
    for dt, where, pump, source in sorted(slow, reverse=True):
        print(f"  {dt * 1000:9.1f} ms  {where}  pump={pump!r}  {source[:100]!r}")
    return len(slow)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument(
        "--sizes", default="4000,16000", help="two reply lengths in characters (default 4000,16000)"
    )
    ap.add_argument("--graders", default="math,mcq,number")
    ap.add_argument("--patterns", action="store_true", help="also match every rule pattern on pumped strings")
    args = ap.parse_args()
    small, large = (int(x) for x in args.sizes.split(","))
    n = runs((small, large), args.graders.split(","))
    print(f"{n} graded cases grew faster than linear")
    if args.patterns:
        patterns()


if __name__ == "__main__":
    main()
