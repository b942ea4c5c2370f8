"""Grading from many threads (and from asyncio) gives the same results as grading sequentially."""

import asyncio
import importlib.util
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from proctor.grading import Grade, grade

_spec = importlib.util.spec_from_file_location("_labels", Path(__file__).with_name("_labels.py"))
assert _spec is not None and _spec.loader is not None
_labels = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_labels)


def _workload(n: int = 200) -> list[tuple[str, str, str, bool]]:
    cases = [(r, g, grader, e) for _cat, r, g, e, grader in _labels.labelled_cases()]
    # Spread over every category, symbolic ones included.
    step = max(1, len(cases) // n)
    picked = cases[::step][:n]
    assert len(picked) == n
    return picked


def _one(case: tuple[str, str, str, bool]) -> Grade:
    response, gold, grader, _ = case
    return grade(response, gold, grader)


def test_200_cases_from_8_threads_match_sequential() -> None:
    cases = _workload(200)
    sequential = [_one(c) for c in cases]
    with ThreadPoolExecutor(max_workers=8) as pool:
        threaded = list(pool.map(_one, cases))
    assert threaded == sequential
    assert all(s.status == "ok" or s.status == "no_answer" for s in sequential)
    assert [s.correct for s in sequential] == [c[3] for c in cases]


def test_asyncio_callers_get_the_same_results() -> None:
    cases = _workload(200)[:60]

    async def main() -> list[Grade]:
        return await asyncio.gather(*(asyncio.to_thread(_one, c) for c in cases))

    assert asyncio.run(main()) == [_one(c) for c in cases]
