"""One reward for every trainer: an item ``{response, answer, prompt?, truncated?, grader?, options?}``
graded by proctor's graders, bounded, and never a silent 0.

Every grading runs on a thread of :class:`Rewarder` (its symbolic steps in proctor's grader worker
pool, with a CPU-time limit per case and a hard kill), under a wall-clock deadline per item: a
pathological item ends as ``timeout`` at its deadline and never delays the others in its batch.
``grade`` (sync) is safe from any thread; ``agrade`` awaits the same threads, so it never blocks an
event loop.

An :class:`Outcome`'s ``status`` keeps apart what a trainer must not confuse:

- ``graded``: the grader read an answer and decided (reward 1.0 or 0.0);
- ``no_answer``: the response states no answer (reward 0.0: that is the model's doing);
- ``unparsable``, ``timeout``, ``error``: no verdict (``reward`` None). ``error`` is an
  infrastructure failure (a worker pool that cannot start, a grader that raised); the message says
  which. An adapter whose trainer can mark a sample invalid does so; otherwise it returns its
  documented fallback, counts it, and logs a warning naming the sample.
"""

from __future__ import annotations

import asyncio
import json
import logging
import threading
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import asdict, dataclass, field
from typing import Any

from proctor.grading.base import Grade, grade_text
from proctor.grading.pool import reading_workers

log = logging.getLogger("proctor.rewards")

STATUSES = ("graded", "no_answer", "unparsable", "timeout", "error")
FAILED = frozenset({"unparsable", "timeout", "error"})  # no verdict: never a score
DEFAULT_DEADLINE_S = 10.0  # wall-clock seconds an item may take (its CPU limit is the grader's own)
FIELDS = ("response", "answer", "prompt", "truncated", "grader", "options", "id")


class ItemError(ValueError):
    """A reward item that cannot be graded as given (a missing field, a wrong type)."""


@dataclass(frozen=True)
class Item:
    response: str
    answer: str
    prompt: str = ""
    truncated: bool = False
    grader: str | None = None  # None: the Rewarder's default
    options: Mapping[str, Any] | None = None  # None: the Rewarder's default options
    id: str | None = None  # names the sample in warnings

    @classmethod
    def from_dict(cls, raw: Any, where: str = "item") -> Item:
        """An item from JSON-like input; ItemError naming the field otherwise."""
        if not isinstance(raw, Mapping):
            raise ItemError(
                f"{where} must be an object with 'response' and 'answer', got {type(raw).__name__}"
            )
        unknown = sorted(set(raw) - set(FIELDS))
        if unknown:
            raise ItemError(f"{where}: unknown field(s) {unknown}; the fields are {', '.join(FIELDS)}")
        for name in ("response", "answer"):
            if name not in raw:
                raise ItemError(f"{where}: the field {name!r} is missing")
        response, answer = raw["response"], raw["answer"]
        if not isinstance(response, str):
            raise ItemError(f"{where}: 'response' must be a string, got {type(response).__name__}")
        if isinstance(answer, int | float) and not isinstance(answer, bool):
            answer = str(answer)
        if not isinstance(answer, str):
            raise ItemError(f"{where}: 'answer' must be a string (or a number), got {type(answer).__name__}")
        prompt = raw.get("prompt") or ""
        if not isinstance(prompt, str):
            raise ItemError(f"{where}: 'prompt' must be a string, got {type(prompt).__name__}")
        truncated = raw.get("truncated", False)
        if not isinstance(truncated, bool):
            raise ItemError(f"{where}: 'truncated' must be true or false, got {truncated!r:.40}")
        grader = raw.get("grader")
        if grader is not None and (not isinstance(grader, str) or not grader):
            raise ItemError(f"{where}: 'grader' must be a grader name such as 'math', got {grader!r:.40}")
        options = raw.get("options")
        if options is not None and not isinstance(options, Mapping):
            raise ItemError(f"{where}: 'options' must be an object of grader options, got {options!r:.40}")
        sid = raw.get("id")
        return cls(response, answer, prompt, truncated, grader, options, None if sid is None else str(sid))


@dataclass
class Outcome:
    reward: float | None
    correct: bool | None
    status: str
    extracted: str | None = None
    grader_version: str | None = None
    error: str | None = None

    @property
    def failed(self) -> bool:
        return self.status in FAILED

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        if out["error"] is None:
            del out["error"]
        return out


def outcome_of(grade: Grade) -> Outcome:
    """The outcome of a grader's verdict."""
    status = {"ok": "graded", "no_answer": "no_answer"}.get(grade.status, grade.status)
    if status in FAILED:
        detail = (grade.details or {}).get("error") if isinstance(grade.details, dict) else None
        why = detail or ("no verdict within the grader's time limit" if status == "timeout" else status)
        return Outcome(None, None, status, grade.extracted, grade.version, str(why))
    return Outcome(float(grade.correct), bool(grade.correct), status, grade.extracted, grade.version)


@dataclass
class Counts:
    """What a Rewarder has graded, by status (thread-safe)."""

    by_status: Counter[str] = field(default_factory=Counter)
    fallbacks: int = 0
    in_flight: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def add(self, status: str) -> None:
        with self.lock:
            self.by_status[status] += 1

    def snapshot(self) -> dict[str, Any]:
        with self.lock:
            return {
                "statuses": dict(self.by_status),
                "fallbacks": self.fallbacks,
                "in_flight": self.in_flight,
            }


class Rewarder:
    """Grades items on its own threads, each under a wall-clock ``deadline_s``.

    ``grader`` and ``options``: the default grader of an item that names none (options are passed to
    ``proctor.grading.get_grader``; a rule grader is in ``mode="strict"`` unless the options name a
    mode: :func:`proctor.grading.registry.reward_options`); ``threads``: grading
    threads (default twice the workers of a pool and four: a thread whose item timed out stays busy
    until the pool's own limit ends it). ``read_apart``: the rule graders (math, integer, number,
    mcq) grade each item in a reading worker process (``proctor.grading.pool.reading_pool``), under a
    CPU limit of ``deadline_s`` and a hard kill, so reading long responses uses every core; False
    grades them on this process's threads (the same verdicts).
    """

    def __init__(
        self,
        grader: str = "math",
        options: Mapping[str, Any] | None = None,
        *,
        deadline_s: float = DEFAULT_DEADLINE_S,
        threads: int | None = None,
        read_apart: bool = True,
    ):
        if not isinstance(deadline_s, int | float) or not deadline_s > 0:
            raise ValueError(f"deadline_s must be a positive number of seconds, got {deadline_s!r}")
        self.grader, self.options, self.deadline_s = grader, dict(options or {}), float(deadline_s)
        self.threads = threads or 2 * reading_workers() + 4
        self.read_apart = read_apart
        self.counts = Counts()
        self._executor: ThreadPoolExecutor | None = None
        self._lock = threading.Lock()
        self.check_grader(None, None)  # a bad default grader is refused now, with its reason

    # -- grading ----------------------------------------------------------------------------
    def check_grader(self, name: str | None, options: Mapping[str, Any] | None) -> None:
        """Raise ItemError (naming the grader) when it cannot be made."""
        from proctor.grading import get_grader
        from proctor.grading.graders import GraderError
        from proctor.grading.registry import reward_options

        try:
            name = name or self.grader
            get_grader(name, **reward_options(name, dict(self.options if options is None else options)))
        except GraderError as exc:
            raise ItemError(str(exc)) from None

    def grade_one(self, item: Item) -> Outcome:
        """Grade ``item`` in the calling thread (no deadline of its own: see :meth:`grade`)."""
        return self._delivered(self._grade(item))

    def _delivered(self, outcome: Outcome) -> Outcome:
        """Count ``outcome`` by its status: once per item, when it is returned (a late item is
        counted as the timeout it was returned as, never again when its grading ends)."""
        self.counts.add(outcome.status)
        return outcome

    def _grade(self, item: Item, on_start: Callable[[], None] | None = None) -> Outcome:
        """``item``'s outcome; ``on_start()`` is called when its grading starts (for a rule grader:
        when a reading worker takes it)."""
        from proctor.grading import get_grader
        from proctor.grading.registry import reward_options

        def start() -> None:
            if on_start is not None:
                on_start()

        with self.counts.lock:
            self.counts.in_flight += 1
        try:
            name = item.grader or self.grader
            options = reward_options(name, dict(self.options if item.options is None else item.options))
            g = get_grader(name, **options)
            grade = self._read_apart(g, name, options, item, start) if self.read_apart else None
            if grade is None:
                start()
                grade = grade_text(
                    g, item.response, item.answer, prompt=item.prompt, truncated=item.truncated
                )
            outcome = outcome_of(grade)
        except _Late as late:
            outcome = Outcome(None, None, "timeout", error=str(late))
        except _Raised as exc:  # "Type: message", as raised in the reading worker
            log.warning("reward: grading %s failed: %s", _name(item), exc)
            outcome = Outcome(None, None, "error", error=str(exc)[:500])
        except Exception as exc:  # an infrastructure failure: recorded as such, never a score
            log.warning("reward: grading %s failed: %s: %s", _name(item), type(exc).__name__, exc)
            outcome = Outcome(None, None, "error", error=f"{type(exc).__name__}: {exc}"[:500])
        finally:
            with self.counts.lock:
                self.counts.in_flight -= 1
        return outcome

    def _read_apart(
        self, g: Any, name: str, options: dict[str, Any], item: Item, start: Callable[[], None]
    ) -> Grade | None:
        """``item`` graded in a reading worker (``proctor.grading.pool.reading_pool``), under a CPU
        limit of the deadline and a hard kill; its symbolic step, if any, then in the comparison pool
        from this thread, as an in-process grading does it. None when the grader is not one a reading
        worker grades (or its options do not travel as JSON): the caller grades it in this thread."""
        from proctor.grading.mathgrader import MathGrader
        from proctor.grading.pool import reading_pool
        from proctor.grading.worker import READS_APART

        if name not in READS_APART or not _travels(options):
            return None
        request = {
            "op": "grade",
            "grader": name,
            "options": options,
            "version": g.version,
            "response": item.response,
            "answer": item.answer,
            "prompt": item.prompt,
            "truncated": item.truncated,
            "memory_mb": g.pool.memory_mb if isinstance(g, MathGrader) else 0,
        }
        reply = reading_pool().run(request, self.deadline_s, on_checkout=start)
        if reply is None:  # past its CPU limit (the deadline), killed with its worker
            raise _Late(f"reading the response took more than {self.deadline_s:g} s of CPU time")
        if "grade" in reply:
            return Grade(**reply["grade"])  # type: ignore[arg-type]
        if "pending" in reply and isinstance(g, MathGrader):
            return g.finish(**reply["pending"])  # type: ignore[arg-type]
        if "raised" in reply:
            raise _Raised(str(reply["raised"]))
        return None  # a version mismatch (a worker of another installation): graded here

    def _pool(self) -> ThreadPoolExecutor:
        with self._lock:
            if self._executor is None:
                self._executor = ThreadPoolExecutor(self.threads, thread_name_prefix="proctor-reward")
            return self._executor

    def submit(self, item: Item, on_start: Callable[[float], None] | None = None) -> Future[Outcome]:
        """Grade ``item`` on a grading thread; ``on_start(t)`` is called (on that thread) with the
        monotonic time it starts: an item's deadline runs from then, not while it waits its turn.
        For an item a reading worker grades, that is when a worker takes it. The outcome is not
        counted: whoever returns it does (:meth:`_delivered` or :meth:`_late`)."""

        begun = threading.Lock()

        def start() -> None:  # once: when the grading starts, at the latest when it ends
            if begun.acquire(blocking=False) and on_start is not None:
                on_start(time.monotonic())

        def run() -> Outcome:
            try:
                return self._grade(item, start)
            finally:
                start()

        return self._pool().submit(run)

    def _late(self, item: Item) -> Outcome:
        self.counts.add("timeout")  # its grading, when it ends, is not counted again
        log.warning(
            "reward: %s had no verdict within %g s; reported as a timeout", _name(item), self.deadline_s
        )
        return Outcome(None, None, "timeout", error=f"no verdict within the {self.deadline_s:g} s deadline")

    def grade(self, items: Sequence[Item]) -> list[Outcome]:
        """Grade ``items`` in parallel; each ends by its own deadline (from its start). Any thread."""
        starts: list[float | None] = [None] * len(items)
        events = [threading.Event() for _ in items]

        def started(i: int) -> Callable[[float], None]:
            def mark(t: float) -> None:
                starts[i] = t
                events[i].set()

            return mark

        futures = [self.submit(it, started(i)) for i, it in enumerate(items)]
        out = []
        for i, (fut, item) in enumerate(zip(futures, items, strict=True)):
            while not events[i].wait(0.5):  # every running item is bounded, so each one's turn comes
                if fut.done():  # cancelled before it started (the Rewarder was closed)
                    break
            if starts[i] is None:
                out.append(
                    Outcome(None, None, "error", error="the reward grader was closed before this item ran")
                )
                continue
            try:
                left = max(0.0, starts[i] + self.deadline_s - time.monotonic())  # type: ignore[operator]
                out.append(self._delivered(fut.result(timeout=left)))
            except FutureTimeout:
                out.append(self._late(item))
        return out

    async def agrade(self, items: Sequence[Item]) -> list[Outcome]:
        """``grade`` for asyncio: the event loop only awaits the grading threads."""
        loop = asyncio.get_running_loop()

        async def one(item: Item) -> Outcome:
            begun: asyncio.Future[float] = loop.create_future()

            def mark(t: float) -> None:
                loop.call_soon_threadsafe(lambda: begun.done() or begun.set_result(t))

            fut = asyncio.wrap_future(self.submit(item, mark))
            await asyncio.wait({begun, fut}, return_when=asyncio.FIRST_COMPLETED)
            if not begun.done():  # cancelled before it started (the Rewarder was closed)
                return Outcome(None, None, "error", error="the reward grader was closed before this item ran")
            t0 = begun.result()
            try:
                return self._delivered(
                    await asyncio.wait_for(
                        asyncio.shield(fut), max(0.0, t0 + self.deadline_s - time.monotonic())
                    )
                )
            except TimeoutError:
                return self._late(item)

        return list(await asyncio.gather(*(one(it) for it in items)))

    def fallback(self, outcome: Outcome, value: float, item: Item, where: str) -> float:
        """``outcome``'s reward, or ``value`` (counted, with a warning naming the sample) when it has none."""
        if outcome.reward is not None:
            return outcome.reward
        with self.counts.lock:
            self.counts.fallbacks += 1
        log.warning(
            "%s: %s got no reward (%s: %s); returning the fallback %g",
            where,
            _name(item),
            outcome.status,
            outcome.error,
            value,
        )
        return value

    def close(self) -> None:
        with self._lock:
            executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)


class _Late(Exception):  # noqa: N818
    """A reading worker was killed at the item's CPU limit: a timeout, never a verdict."""


class _Raised(RuntimeError):
    """The grader raised in a reading worker (the message names the exception as raised there)."""


def _travels(options: Mapping[str, Any]) -> bool:
    """Whether ``options`` reach a worker unchanged through JSON (a tuple becomes a list: not)."""
    try:
        return json.loads(json.dumps(options)) == options
    except (TypeError, ValueError):
        return False


def _name(item: Item) -> str:
    if item.id is not None:
        return f"sample {item.id!r}"
    head = item.response[-60:].replace("\n", " ")
    return f"the sample ending {head!r} (gold {item.answer[:40]!r})"


_default: Rewarder | None = None
_default_lock = threading.Lock()


def default_rewarder() -> Rewarder:
    """The process-wide Rewarder the in-process adapters share (made on first use)."""
    global _default
    with _default_lock:
        if _default is None:
            _default = Rewarder()
        return _default
