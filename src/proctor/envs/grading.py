"""Grading a saved or fresh record: the one path ``proctor eval``, ``proctor regrade`` and the RL step
API share, so a sample gets the same grade whichever of them grades it.

It stands beside the envs because it reads a Trajectory (the prompt the model saw, whether it was
cut); the graders under it know nothing of trajectories (docs/design.md, Layers)."""

from __future__ import annotations

import asyncio
import functools
import os
import queue
import threading
import weakref
from concurrent.futures import Executor, Future
from typing import Any

from proctor.envs.base import Trajectory, is_truncated
from proctor.envs.reading_batches import BATCH_MAX, ReadingBatches, batches_in_flight
from proctor.grading.base import Grade, Grader, context_kwargs, grade_text
from proctor.grading.pool import reading_pool

# A response this long or longer is read by a rule grader in a reading worker process
# (``proctor.grading.pool.reading_pool``), in parallel on every core; a shorter one right here, on the
# event loop (:func:`agrade_record`), its symbolic step (if any) then in a thread.
# Handing an item to a worker costs this process about 0.1 ms (0.6 ms at 100 KB: the JSON of the
# text) and the machine about 0.3 ms more CPU than reading it here (JSON both ways, pipes), plus
# 0.25 s to start each worker; reading here costs 0.33 ms at 2 KB, 0.6 ms at 4 KB, 14 ms at 100 KB.
# perf/client_limit.py: at 100 KB the workers make the run 1.55x faster; at 2 KB they cost 35% more
# CPU a sample for a wall time that the noise of a shared 2-core machine hides, so short replies stay here,
# one at a time; a burst of them goes to the workers in batches (reading_batches.py: 0.02 ms a reading).
READ_APART_CHARS = 4096
# The CPU seconds a reading worker may spend on one item (a 100 KB response takes about 0.015 s):
# past it the worker is killed and the sample recorded as an error, never graded.
READING_CPU_S = 30.0


def question_of(record: Trajectory) -> str:
    """The question a judge needs: the user message just before the model's first turn (few-shot
    exemplars given as chat turns come before it), else the first user message."""
    own = _own_texts(record)
    last_user = None
    for m in record.messages:
        if m.get("role") == "user":
            last_user = m
        elif m.get("role") == "assistant" and _content(m) in own and last_user is not None:
            return _content(last_user)
    for m in record.messages:
        if m.get("role") == "user":
            return _content(m)
    return ""


def apply_grade(record: Trajectory, grade: Grade) -> Trajectory:
    """The record with ``grade`` written on it (a grader's details go to ``info.grade_details``)."""
    info = {k: v for k, v in record.info.items() if k != "grade_details"}
    if grade.details:
        info["grade_details"] = grade.details
    return record.model_copy(
        update={
            "extracted": grade.extracted,
            "correct": grade.correct,
            "formatted": grade.formatted,
            "grade_status": grade.status,
            "grader": grade.grader,
            "grader_version": grade.version,
            "info": info,
        }
    )


def _own_texts(record: Trajectory) -> list[str]:
    """The texts of the model's turns, to tell its own messages by (``in``: by identity, else equal
    text; a list, not a set: a set hashed every reply once a record, 45 us at 100 KB, where the reply
    in the messages is the turn's own text and a message of another length differs at once)."""
    return [t.text for t in record.turns]


def _content(message: dict) -> str:
    content = message.get("content", "")
    if isinstance(content, list):  # content parts
        return "".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return str(content or "")


def prompt_of(record: Trajectory) -> str:
    """All the text the model saw before its final completion that it did not write itself: the
    system prompt, the instructions, few-shot exemplars (assistant turns included) and the problem;
    not its own earlier turns, nor tool results (what its code printed is its own work)."""
    own = _own_texts(record)
    messages = list(record.messages)
    for i in range(len(messages) - 1, -1, -1):  # the final completion and what follows it
        if messages[i].get("role") == "assistant" and _content(messages[i]) == record.final_text:
            messages = messages[:i]
            break
    return "\n\n".join(
        _content(m)
        for m in messages
        if m.get("role") not in ("tool", "ipython")
        and not (m.get("role") == "assistant" and _content(m) in own)
    )


def truncated_of(record: Trajectory) -> bool:
    """Whether the final completion stopped at the token limit (inside its thinking, too): the
    truncation rate's rule, :func:`proctor.envs.base.is_truncated`."""
    return is_truncated(record.stop_reason, record.finish_reason)


def _made_for_reading(grader: Grader) -> tuple[str, dict[str, object]] | None:
    """How a reading worker makes ``grader`` again (its name and options): a rule grader made by
    ``get_grader`` whose options travel as JSON; None for any other."""
    from proctor.grading.registry import made_as
    from proctor.grading.worker import READS_APART, travels

    made = made_as(grader)
    return made if made is not None and made[0] in READS_APART and travels(made[1]) else None


def _memory_mb(grader: Grader) -> int:
    """The memory of ``grader``'s comparison workers (what its reading twin measures against), 0 for a
    grader without them."""
    return grader.pool.memory_mb if _is_math(grader) else 0  # type: ignore[attr-defined]


def reads_apart(grader: Grader, record: Trajectory) -> bool:
    """Whether :func:`agrade_record` grades ``record`` in a reading worker: a rule grader made by
    ``get_grader`` whose options travel as JSON, and a response of :data:`READ_APART_CHARS` or more."""
    if record.error is not None or len(record.final_text or "") < READ_APART_CHARS:
        return False
    return _made_for_reading(grader) is not None


def reads_here(grader: Grader, record: Trajectory) -> bool:
    """Whether :func:`agrade_record` reads ``record`` itself, on the event loop or in a batch to a
    reading worker (a rule grader's short response): it needs no grading thread."""
    return _reader_here(grader, record) is not None


def _reader_here(grader: Grader, record: Trajectory) -> Grader | None:
    """The reading twin of ``grader`` for a response shorter than :data:`READ_APART_CHARS`: the
    grader a reading worker builds (``proctor.grading.worker``), whose symbolic steps raise
    ``Deferred`` instead of waiting on the comparison pool, so reading never blocks on a process
    (about 0.3 ms at 2 KB, 0.6 ms at 4 KB). None where there is none of the same version."""
    if record.error is not None or len(record.final_text or "") >= READ_APART_CHARS:
        return None
    try:
        return _twins[grader]
    except KeyError:
        pass
    except TypeError:  # a grader that cannot be weakly referenced (or hashed): looked up each time
        return _twin_of(grader)
    twin = _twins[grader] = _twin_of(grader)
    return twin


def start_readers(grader: Grader, concurrency: int | str) -> None:
    """Start, in the background, the reading workers a burst of ``grader``'s readings will use (one
    per batch in flight, :func:`~proctor.envs.reading_batches.batches_in_flight`), where a burst can
    come: a rule grader that reads apart and a fixed concurrency of at least a batch. Called as the
    run is prepared, their start (the graders' imports, about 0.4 s of CPU each) runs while this
    process is still starting on one core (imports, data, the client) instead of in the middle of
    the sampling, where both cores are busy and the first batches waited for it."""
    if not isinstance(concurrency, int) or concurrency < BATCH_MAX or _made_for_reading(grader) is None:
        return
    pool = reading_pool()
    pool.start(min(batches_in_flight(), pool.size))


def _twin_of(grader: Grader) -> Grader | None:
    from proctor.grading.worker import _reader as reader  # (the reading workers' own twins)

    made = _made_for_reading(grader)
    if made is None:
        return None
    twin = reader(made[0], made[1], _memory_mb(grader))
    return twin if getattr(twin, "version", None) == grader.version else None  # type: ignore[return-value]


# each grader's reading twin (None: it has none), and its batches of short readings (reading_batches),
# kept as long as the grader lives
_twins: weakref.WeakKeyDictionary[Any, Grader | None] = weakref.WeakKeyDictionary()
_batches: weakref.WeakKeyDictionary[Any, weakref.WeakKeyDictionary[Any, ReadingBatches]] = (
    weakref.WeakKeyDictionary()
)


def _is_math(grader: Grader) -> bool:
    from proctor.grading.mathgrader import MathGrader

    return isinstance(grader, MathGrader)


def _read_apart(grader: Grader, response: str, answer: str, prompt: str, truncated: bool) -> Grade:
    """``response`` graded in a reading worker under :data:`READING_CPU_S`, its symbolic step (if any)
    then in the comparison pool from this thread, as an in-process grading does it: the same Grade.
    A worker killed or crashed on the item twice, or past the CPU limit, raises
    :class:`GraderInfrastructureError` (the sample is an error, rerun on resume). A grader that raised
    there, or a worker of another version, is graded again here (so a failure is raised as it is
    in-process)."""
    from proctor.grading.pool import GraderInfrastructureError, reading_pool

    request = _request(grader, "grade", response=response, answer=answer, prompt=prompt, truncated=truncated)
    reply = reading_pool().run(request, READING_CPU_S)
    if reply is None:
        raise GraderInfrastructureError(
            f"the reading worker grading this sample was killed, or spent more than {READING_CPU_S:g} s "
            "of CPU time on it; no verdict was recorded: rerun (proctor eval --resume)"
        )
    return _from_reply(grader, reply, response, answer, prompt, truncated)


def _request(grader: Grader, op: str, **fields: Any) -> dict[str, Any]:
    """A reading worker's request for ``grader`` (which it builds again from its name and options)."""
    from proctor.grading.registry import made_as

    name, options = made_as(grader) or ("", {})
    return {
        "op": op,
        "grader": name,
        "options": options,
        "version": grader.version,
        "memory_mb": _memory_mb(grader),
        **fields,
    }


def _from_reply(
    grader: Grader, reply: dict[str, Any], response: str, answer: str, prompt: str, truncated: bool
) -> Grade:
    """A reading worker's answer for one item as a Grade: its grade, its symbolic step finished by
    ``grader`` (the comparison pool), or, where it raised or is of another version, the item graded
    again here (so a failure is raised as it is in-process). Blocking: call it from a thread."""
    from proctor.grading.mathgrader import MathGrader

    if "grade" in reply:
        return Grade(**reply["grade"])
    if "pending" in reply and isinstance(grader, MathGrader):
        return grader.finish(**reply["pending"])
    return grade_text(grader, response, answer, prompt=prompt, truncated=truncated)


def _read_batch(grader: Grader, items: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
    """A batch of short readings graded by a reading worker in one request: one answer per item (as
    ``{"op": "grade"}`` answers), or None where the worker did not answer (killed, past its CPU
    limit, the pool closed): its items then go to the one-item path (:func:`_read_apart`)."""
    from proctor.grading.pool import GraderInfrastructureError, reading_pool

    request = _request(grader, "grade_many", items=items)
    try:
        reply = reading_pool().run(request, READING_CPU_S)
    except GraderInfrastructureError:
        return None
    answers = reply.get("answers") if reply is not None else None
    return answers if isinstance(answers, list) else None


def _read_here(grader: Grader, twin: Grader, response: str, answer: str, prompt: str, truncated: bool):
    """One short reading by ``grader``'s twin, on the loop: ("grade", Grade), or ("pending", the
    arguments of the symbolic step it left to ``grader.finish``)."""
    from proctor.grading.mathgrader import Deferred

    try:
        return "grade", grade_text(twin, response, answer, prompt=prompt, truncated=truncated)
    except Deferred as deferred:
        if deferred.pending is None or not _is_math(grader):
            raise RuntimeError(f"grader {grader.name!r} deferred a step it cannot finish") from deferred
        return "pending", deferred.pending


def _batches_of(grader: Grader, twin: Grader) -> ReadingBatches:
    """The batches of ``grader``'s short readings (made with its twin) on the running event loop: one
    per grader and loop, kept as long as both live (a loop's readings and turns are its own: a run
    that ends between two turns leaves nothing to the next run's loop)."""
    loop = asyncio.get_running_loop()
    try:
        per_loop = _batches[grader]
    except KeyError:
        per_loop = _batches[grader] = weakref.WeakKeyDictionary()
    except TypeError:  # a grader that cannot be weakly referenced: a batcher each time (none batched)
        per_loop = weakref.WeakKeyDictionary()
    batches = per_loop.get(loop)
    if batches is None:
        batches = per_loop[loop] = ReadingBatches(
            functools.partial(_read_here, grader, twin),
            functools.partial(_read_batch, grader),
            _waiting_threads,
        )
    return batches


class _Waiters(Executor):
    """Daemon threads, as many as the reading workers, each waiting on one worker's answer at a time
    (more would only wait for a worker; fewer would leave one idle). Daemon, so an interrupted run
    exits without waiting for the items in flight (their workers are killed at exit)."""

    def __init__(self, size: int) -> None:
        self.size, self.pid = size, os.getpid()
        self._jobs: queue.SimpleQueue[tuple[Any, tuple[Any, ...], Future[Any]]] = queue.SimpleQueue()
        for i in range(size):
            threading.Thread(target=self._serve, name=f"proctor-reading-{i}", daemon=True).start()

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        self._jobs.put((functools.partial(fn, *args, **kwargs), (), future))
        return future

    def _serve(self) -> None:
        while True:
            fn, args, future = self._jobs.get()
            if not future.set_running_or_notify_cancel():
                continue
            try:
                future.set_result(fn(*args))
            except BaseException as exc:  # noqa: BLE001 - handed to the awaiting caller
                future.set_exception(exc)


_waiters: _Waiters | None = None
_waiters_lock = threading.Lock()


def _waiting_threads() -> _Waiters:
    global _waiters
    from proctor.grading.pool import reading_pool

    with _waiters_lock:
        if _waiters is None or _waiters.pid != os.getpid():
            _waiters = _Waiters(reading_pool().size)
        return _waiters


async def agrade_record(grader: Grader, record: Trajectory) -> Grade:
    """One grade of ``record.final_text`` against ``record.answer``: async judges awaited, pure graders
    in a thread, a rule grader's short response read on the event loop (its symbolic step, if any, in a
    thread) and its long response (:func:`reads_apart`) in a reading worker process.
    A grader gets the prompt (:func:`prompt_of`) and whether the completion was cut
    (:func:`truncated_of`) where its ``grade`` takes them; one with ``needs_question`` also gets the
    question (:func:`question_of`)."""
    answer = record.answer or ""
    prompt, truncated = prompt_of(record), truncated_of(record)
    twin = _reader_here(grader, record)
    if twin is not None:  # read on the loop: a thread would cost the loop more (GIL hand-offs) than it saves
        batches = _batches_of(grader, twin)
        text = record.final_text or ""
        if batches.inline():
            kind, value = _read_here(grader, twin, text, answer, prompt, truncated)
        else:  # a burst: read at the loop's next turn, here or batched to a reading worker
            kind, value = await batches.read(text, answer, prompt, truncated)
        if kind == "grade":
            return value
        if kind == "pending":  # the symbolic step waits on the comparison pool: in a thread
            return await asyncio.to_thread(grader.finish, **value)  # type: ignore[attr-defined]
        if kind == "reply" and "grade" in value:
            return Grade(**value["grade"])
        if kind == "reply":
            return await asyncio.to_thread(_from_reply, grader, value, text, answer, prompt, truncated)
        return await asyncio.get_running_loop().run_in_executor(  # the batch failed: this item alone
            _waiting_threads(), _read_apart, grader, text, answer, prompt, truncated
        )
    if reads_apart(grader, record):
        return await asyncio.get_running_loop().run_in_executor(
            _waiting_threads(), _read_apart, grader, record.final_text, answer, prompt, truncated
        )
    if getattr(grader, "needs_question", False):  # a grader written before the flag has none: False
        agrade = getattr(grader, "agrade", None)
        if agrade is not None:
            context = context_kwargs(agrade, prompt, truncated)
            return await agrade(record.final_text, answer, question=question_of(record), **context)
        return await asyncio.to_thread(
            grade_text,
            grader,
            record.final_text,
            answer,
            prompt=prompt,
            truncated=truncated,
            question=question_of(record),
        )
    return await asyncio.to_thread(
        grade_text, grader, record.final_text, answer, prompt=prompt, truncated=truncated
    )
