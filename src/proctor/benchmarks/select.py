"""Which of a benchmark's problems a run takes: ``--problems`` (ids), ``--limit`` (first K),
``--sample K --sample-seed S`` (a seeded random K), applied in that order.

The choice is a pure function of the config (``[benchmark] problems / limit / sample /
sample_seed``), so a resumed run, every shard and a merge take the same problems; the problems
keep their source order. An id file (``--problems @FILE``) holds one id per line (blank lines and
``#`` comments skipped): what ``proctor compare --flipped-out`` writes.
"""

from __future__ import annotations

import difflib
import hashlib
from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict

from proctor.benchmarks.errors import BenchmarkError
from proctor.benchmarks.problem import Problem
from proctor.config import parse_ids

__all__ = ["Selection", "parse_ids", "select_problems"]


def select_problems(
    problems: Sequence[Problem],
    ids: Sequence[str] | None = None,
    limit: int | None = None,
    sample: int | None = None,
    sample_seed: int = 0,
    benchmark: str = "the benchmark",
) -> list[Problem]:
    """``problems`` restricted to ``ids`` (each must exist), then the first ``limit``, then ``sample``
    of those drawn without replacement by ``sample_seed`` (source order kept)."""
    chosen = list(problems)
    if ids:
        known = {p.id for p in chosen}
        unknown = [i for i in ids if i not in known]
        if unknown:
            shown = "; ".join(f"{i!r}{_closest(i, known)}" for i in unknown[:5])
            more = f" and {len(unknown) - 5} more" if len(unknown) > 5 else ""
            examples = ", ".join(p.id for p in chosen[:3])
            raise BenchmarkError(
                f"--problems: {len(unknown)} id(s) not in {benchmark}: {shown}{more}.\n"
                f"Fix: use the ids of this data (e.g. {examples}; `proctor export RUN` lists a run's), "
                "or point --data at the file they come from."
            )
        wanted = set(ids)
        chosen = [p for p in chosen if p.id in wanted]
    if limit is not None:
        chosen = chosen[:limit]
    if sample is not None:
        if sample > len(chosen):
            raise BenchmarkError(
                f"--sample {sample}: only {len(chosen)} problems to draw from"
                f"{' (after --problems/--limit)' if ids or limit else ''}.\n"
                f"Fix: ask for at most {len(chosen)}, or drop --sample to take them all."
            )
        chosen = sorted(chosen, key=lambda p: _draw_key(sample_seed, p.id))[:sample]
        order = {p.id: i for i, p in enumerate(problems)}
        chosen.sort(key=lambda p: order[p.id])
    return chosen


class Selection(BaseModel):
    """``[benchmark] problems / sample / sample_seed`` (``limit`` travels on its own, as it did)."""

    model_config = ConfigDict(frozen=True)

    problems: list[str] | None = None
    sample: int | None = None
    sample_seed: int = 0

    def apply(self, problems: Sequence[Problem], limit: int | None, benchmark: str) -> list[Problem]:
        return select_problems(problems, self.problems, limit, self.sample, self.sample_seed, benchmark)


def _closest(word: str, known: set[str]) -> str:
    """`` (did you mean A, B or C?)``: ids differ in a digit or two, so the best three, not one."""
    close = difflib.get_close_matches(word, sorted(known), n=3, cutoff=0.6)
    if not close:
        return ""
    return f" (did you mean {', '.join(close[:-1]) + ' or ' if len(close) > 1 else ''}{close[-1]}?)"


def _draw_key(seed: int, pid: str) -> bytes:
    """A stable per-problem random key: the same draw on every machine and Python version, and a
    problem's membership does not depend on the other problems' order."""
    return hashlib.sha256(f"proctor-sample:{seed}:{pid}".encode()).digest()
