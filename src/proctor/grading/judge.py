"""``judge``: an LLM scores a response on a rubric (``--grader judge``).

The judge prompt is a template with ``{question}``, ``{response}``, ``{reference}`` and ``{rubric}``;
the judge's reply is read by a score parser (``score``: the final "Score: N" line on a 0..``scale``
scale; ``verdict``: the final "Verdict: CORRECT / INCORRECT" line, read with negations and hedges
by :mod:`proctor.grading.verdicts`; or any regex whose first group is the score) and the response is
correct when score / scale >= ``threshold``. A reply with no clear score or verdict (none given, or
hedged) is ``no_answer`` — never a pass, and kept apart from "incorrect". The judge's raw output, score and model go on ``Grade.details`` (the
runner writes them on the sample).

Judge calls go through :class:`proctor.models.retry.RetryingSampler` (the one retry mechanism), so
they are retried like any backend call. ``grade`` is the sync form of ``agrade``.
"""

from __future__ import annotations

import asyncio
import hashlib
import re
import threading
from typing import Any

from proctor.grading.base import Grade
from proctor.grading.verdicts import parse_score_value, parse_verdict
from proctor.grading.version import JUDGE_SOURCES, source_digest
from proctor.models.base import Sampler, SamplingParams
from proctor.seeds import stable_hash

DEFAULT_TEMPLATE = """You are grading a response to a question.

Question:
{question}

Reference answer:
{reference}

Response:
{response}

{rubric}
End your reply with "Score: N", where N is a whole number from 0 to 10."""
VERDICT_TEMPLATE = DEFAULT_TEMPLATE.replace(
    'End your reply with "Score: N", where N is a whole number from 0 to 10.',
    'End your reply with a final line "Verdict: CORRECT" or "Verdict: INCORRECT" (one of the two, nothing else).',
)
DEFAULT_RUBRIC = (
    "Give 10 if the response's final answer matches the reference answer, 0 if it does not or if there "
    "is no final answer."
)
NO_REFERENCE = "(not shown)"


class JudgeError(ValueError):
    """Bad judge configuration."""


def parse_score(text: str, parser: str, scale: float) -> float | None:
    """The judge's score in [0, 1], or None when the reply does not state one."""
    if parser == "verdict":
        verdict = parse_verdict(text)
        return None if verdict is None else float(verdict)
    if parser == "score":
        value = parse_score_value(text)
        if value is None:
            return None
    else:
        m = re.search(parser, text, re.IGNORECASE | re.DOTALL)
        if not m or not m.groups():
            return None
        try:
            value = float(m.group(1))
        except ValueError:
            return None
    if not 0 <= value <= scale:
        return None
    return value / scale


_loop: asyncio.AbstractEventLoop | None = None
_loop_lock = threading.Lock()


def _grading_loop() -> asyncio.AbstractEventLoop:
    """The one event loop (in a daemon thread) that every synchronous grade runs on: a model
    client bound to a loop (an HTTP connection pool) is made once and reused, never left behind
    by a loop per grade."""
    global _loop
    with _loop_lock:
        if _loop is None or _loop.is_closed():
            _loop = asyncio.new_event_loop()
            threading.Thread(target=_loop.run_forever, name="proctor-grading-loop", daemon=True).start()
        return _loop


def run_sync(coro: Any) -> Any:
    """Run a grader's coroutine to completion from sync code, inside an event loop or not, on the
    process's one grading loop (:func:`_grading_loop`)."""
    loop = _grading_loop()
    try:
        running = asyncio.get_running_loop()
    except RuntimeError:
        running = None
    if running is loop:
        coro.close()
        raise RuntimeError("a synchronous grade inside an async grade: await agrade() instead")
    return asyncio.run_coroutine_threadsafe(coro, loop).result()


class JudgeGrader:
    """Scores responses with a judge model. ``sampler`` overrides ``model`` (tests, the runner's wrapper)."""

    name = "judge"
    needs_question = True  # the runner passes ``question=`` (the problem text) to grade/agrade

    def __init__(
        self,
        model: str = "llamacpp:smollm2",
        sampler: Sampler | None = None,
        temperature: float = 0.0,
        max_tokens: int = 96,
        template: str = DEFAULT_TEMPLATE,
        rubric: str = DEFAULT_RUBRIC,
        parser: str = "score",
        scale: float = 10.0,
        threshold: float = 0.5,
        show_reference: bool = True,
    ):
        missing = [k for k in ("{response}",) if k not in template]
        if missing:
            raise JudgeError(
                f"judge template must contain {missing[0]} (and may use {{question}}, {{reference}})"
            )
        if parser not in ("score", "verdict"):
            try:
                if re.compile(parser).groups < 1:
                    raise JudgeError(f"judge parser regex {parser!r} needs a group capturing the score")
            except re.error as e:
                raise JudgeError(f"judge parser must be 'score', 'verdict' or a regex: {e}") from None
        if not 0.0 <= threshold <= 1.0 or scale <= 0:
            raise JudgeError("judge threshold must be within [0, 1] (a fraction of the scale) and scale > 0")
        if parser == "verdict" and template == DEFAULT_TEMPLATE:
            template = VERDICT_TEMPLATE  # the default prompt asks for the line the parser reads
        self.model = sampler.ref if sampler is not None else model
        self._sampler = sampler
        self._lock = threading.Lock()
        self.params = SamplingParams(temperature=temperature, max_tokens=max_tokens)
        self.template, self.rubric, self.parser = template, rubric, parser
        self.scale, self.threshold, self.show_reference = scale, threshold, show_reference
        ident = "\x1f".join(
            map(
                str,
                (
                    self.model,
                    temperature,
                    max_tokens,
                    template,
                    rubric,
                    parser,
                    scale,
                    threshold,
                    show_reference,
                    source_digest(JUDGE_SOURCES),
                ),
            )
        )
        self.version = "judge-" + hashlib.sha256(ident.encode()).hexdigest()[:12]

    @property
    def sampler(self) -> Sampler:
        with self._lock:
            if self._sampler is None:
                from proctor.models import load_sampler
                from proctor.models.retry import RetryingSampler

                self._sampler = RetryingSampler(load_sampler(self.model))
            return self._sampler

    def check_gold(self, answer: str) -> str | None:
        return None if isinstance(answer, str) else "the reference answer is not text"

    def prompt(self, response: str, answer: str, question: str = "") -> str:
        reference = answer if self.show_reference else NO_REFERENCE
        return (
            self.template.replace("{rubric}", self.rubric)
            .replace("{question}", question or "(not given)")
            .replace("{reference}", reference)
            .replace("{response}", response)
        )

    async def agrade(self, response: str, answer: str, question: str = "") -> Grade:
        prompt = self.prompt(response, answer, question)
        seed = stable_hash("proctor-judge", prompt)
        (c,) = await self.sampler.sample([{"role": "user", "content": prompt}], self.params, n=1, seed=seed)
        score = parse_score(c.text, self.parser, self.scale)
        details: dict[str, Any] = {
            "judge_model": self.model,
            "judge_output": c.text,
            "judge_score": score,
            "judge_seed": seed,
            "judge_retries": c.retries,
            "judge_prompt_tokens": c.prompt_tokens,
            "judge_completion_tokens": c.completion_tokens,
        }
        return Grade(
            correct=score is not None and score >= self.threshold,
            formatted=score is not None,
            extracted=None if score is None else f"{score * self.scale:g}/{self.scale:g}",
            status="ok" if score is not None else "no_answer",
            grader=self.name,
            version=self.version,
            details=details,
        )

    def grade(self, response: str, answer: str, question: str = "") -> Grade:
        return run_sync(self.agrade(response, answer, question))

    def __repr__(self) -> str:
        return f"JudgeGrader(model={self.model!r}, parser={self.parser!r}, threshold={self.threshold})"
