"""Protocols: a peer's measurement of a benchmark, as data (``--protocol NAME``).

A published number is the product of a protocol: the prompt and its few-shot exemplars, stop
strings, token budget, answer extraction and metric. proctor's own protocol per benchmark is the
spec's (the ``\\boxed{}`` directive, ``--fewshot``); a :class:`Protocol` is another tool's, ported
from that tool's published task definition as data (``protocol_presets.py`` names the file and
commit of each). proctor's grader still grades every sample; the peer's metrics
(:mod:`proctor.benchmarks.peer_metrics`) are recorded beside it.

Rendering follows the peer's definition: each exemplar is ``query`` (the question) +
``target_delimiter`` + ``target`` (its answer), the exemplars joined by ``fewshot_delimiter``, then the
evaluated question's ``query``; in the ``chat`` form each exemplar is a user turn (the query) and an
assistant turn (``chat_target``). Exemplars are fixed, or drawn from a split of the benchmark's own
source (GSM8K's train split) by the peer's sampler:

- ``first_n``: the first K rows of the split, for every problem;
- ``lm-eval``: lm-evaluation-harness's default sampler, one ``random.Random(seed)`` drawing K rows
  (``Random.sample``) for each problem in turn, in data order (its few-shot seed is 1234);
- ``lighteval``: lighteval's ``random_sampling_from_train``: ``random.Random(42)`` shuffles the
  evaluated problems, then the same generator draws K rows for each problem in that shuffled order.

So a problem's exemplars depend on its place in the whole benchmark: they are drawn for every row of
the source, before ``--limit`` keeps the first K problems.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict

from proctor.benchmarks.errors import BenchmarkError
from proctor.benchmarks.loader import LoadedBenchmark, fingerprint, read_rows
from proctor.benchmarks.peer_metrics import PeerMetric
from proctor.benchmarks.problem import Problem
from proctor.benchmarks.select import Selection
from proctor.benchmarks.spec import BenchmarkSpec, cell_text

Sampler = Literal["first_n", "lm-eval", "lighteval"]


class Pool(BaseModel):
    """Exemplars drawn from a split of the benchmark's source: the hub split, or the file
    ``--protocol-data`` names (its question and worked answer columns, the first present wins)."""

    model_config = ConfigDict(frozen=True)

    split: str
    question: tuple[str, ...]
    target: tuple[str, ...]
    sampler: Sampler
    seed: int = 0


class Protocol(BaseModel):
    model_config = ConfigDict(frozen=True)

    name: str  # what --protocol takes
    benchmark: str  # the registry benchmark it measures
    peer: str  # the tool, and its version
    task: str  # the peer's own name for the task
    definition: str  # the file (and commit) the data below is ported from
    system: str | None = None
    query: str  # the question block, with {question}
    target: str = "{target}"  # an exemplar's answer in the prompt form, with {target}
    chat_target: str = "{target}"  # an exemplar's answer as an assistant turn (chat form)
    target_delimiter: str = " "
    fewshot_delimiter: str = "\n\n"
    shots: int = 0
    exemplars: tuple[tuple[str, str], ...] = ()  # fixed (question, answer) pairs, in order
    pool: Pool | None = None  # else exemplars drawn from a split
    form: Literal["prompt", "chat"] = "prompt"
    strip_question: bool = False  # the question's surrounding whitespace dropped before rendering
    strip: str | None = None  # characters stripped from both ends of the rendered prompt
    stop: tuple[str, ...] = ()
    max_tokens: int | None = None
    temperature: float | None = None
    metrics: tuple[PeerMetric, ...] = ()
    verified: bool
    # its prompt form sent as a raw text (--raw-prompt) was compared with the peer's own raw contexts
    raw_verified: bool = False
    reason: str  # what the rendering test checks against, or why it cannot
    # where that test runs: CI (every submission), or when and how it was run by hand
    checked: str = "ci"

    def block(self, question: str) -> str:
        return self.query.format(question=question.strip() if self.strip_question else question)

    def solved(self, question: str, answer: str) -> str:
        return self.block(question) + self.target_delimiter + self.target.format(target=answer)

    def render(self, question: str, shots: Sequence[tuple[str, str]]) -> tuple[str, list[dict[str, str]]]:
        """(the user prompt, the chat turns before it) for one question and its exemplars."""
        if self.form == "chat":
            turns: list[dict[str, str]] = []
            for q, a in shots:
                turns += [
                    {"role": "user", "content": self.block(q)},
                    {"role": "assistant", "content": self.chat_target.format(target=a)},
                ]
            return self._stripped(self.block(question)), turns
        text = "".join(self.solved(q, a) + self.fewshot_delimiter for q, a in shots) + self.block(question)
        return self._stripped(text), []

    def _stripped(self, text: str) -> str:
        return text.strip(self.strip) if self.strip is not None else text


def draw_indices(pool: Pool, k: int, pool_size: int, problems: int) -> list[list[int]]:
    """The pool rows (by index) each of ``problems`` problems gets, in data order, by the pool's sampler."""
    if k > pool_size:
        raise BenchmarkError(f"the protocol takes {k} exemplars, but its pool has {pool_size} rows.")
    if pool.sampler == "first_n":
        return [list(range(k)) for _ in range(problems)]
    rnd = random.Random(pool.seed)
    order = list(range(problems))
    if pool.sampler == "lighteval":
        rnd.shuffle(order)
    drawn: list[list[int]] = [[] for _ in range(problems)]
    for position in order:
        drawn[position] = rnd.sample(range(pool_size), k)
    return drawn


def pool_rows(spec: BenchmarkSpec, pool: Pool, data: str | Path | None) -> list[tuple[str, str]]:
    """The pool split as (question, answer) pairs, from ``data`` or the spec's hub source."""
    split_spec = spec.model_copy(update={"split": pool.split, "hub_filter": None, "data_filter": None})
    rows, columns, source = read_rows(split_spec, data)
    question = next((c for c in pool.question if c in columns), None)
    target = next((c for c in pool.target if c in columns), None)
    if question is None or target is None:
        raise BenchmarkError(
            f"{source}: the exemplar pool needs a question column ({' or '.join(pool.question)}) and a "
            f"worked-answer column ({' or '.join(pool.target)}); found {', '.join(columns)}.\n"
            f"Fix: point --protocol-data at {spec.name}'s {pool.split} split."
        )
    return [(cell_text(r[question]) or "", cell_text(r[target]) or "") for r in rows]


def apply_protocol(
    protocol: Protocol, problems: list[Problem], pool: Sequence[tuple[str, str]] = ()
) -> list[Problem]:
    """Every problem with the protocol's prompt (and chat turns); ``pool``: the exemplar split's rows
    (needed when the protocol draws from one). Give all the benchmark's problems: the draws depend
    on each problem's place."""
    if protocol.pool is not None:
        if not pool:
            raise BenchmarkError(
                f"protocol {protocol.name} draws exemplars from a split, and none was given."
            )
        draws = draw_indices(protocol.pool, protocol.shots, len(pool), len(problems))
        shots = [[pool[i] for i in drawn] for drawn in draws]
    else:
        shots = [list(protocol.exemplars[: protocol.shots])] * len(problems)
    out = []
    for problem, chosen in zip(problems, shots, strict=True):
        prompt, turns = protocol.render(problem.question, chosen)
        out.append(problem.model_copy(update={"prompt": prompt, "context": turns}))
    return out


def with_protocol(
    bench: LoadedBenchmark,
    protocol: Protocol,
    data: str | Path | None,
    limit: int | None,
    selection: Selection | None = None,
) -> LoadedBenchmark:
    """``bench`` (all its problems) under ``protocol``, then its first ``limit`` problems (and the
    ``selection``'s); the exemplar split is read from ``data`` (else the spec's hub source)."""
    pool: list[tuple[str, str]] = []
    if protocol.pool is not None:
        try:
            pool = pool_rows(bench.spec, protocol.pool, data)
        except BenchmarkError as exc:
            if data is not None:
                raise
            raise BenchmarkError(
                f"protocol {protocol.name} draws its exemplars from {bench.spec.name}'s {protocol.pool.split} "
                f"split, which could not be read: {exc}\nFix: pass --protocol-data with a local copy of "
                f"that split (e.g. gsm8k_train.jsonl)."
            ) from exc
    problems = apply_protocol(protocol, bench.problems, pool)
    problems = (selection or Selection()).apply(problems, limit, bench.spec.name)
    return bench.model_copy(update={"problems": problems, "fingerprint": fingerprint(problems)})
