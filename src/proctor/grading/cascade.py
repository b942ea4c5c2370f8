"""``RULES+judge`` (e.g. ``--grader math+judge``): the rule grader first, a judge model only where the
rules say wrong or could not grade.

Rules are cheap, exact and reproducible but miss answers written in ways they do not know; a judge
reads anything but costs a model call and can be wrong. The cascade keeps the rules' verdict when it
is *correct* and asks the judge otherwise, so the judge can only turn a rule-negative into a positive
(or confirm it); both verdicts are kept on the record (``info.grade_details``: ``rules``, and the
judge's output when it was called). The summary's ``judge`` block counts the calls, the flips and
the judge's tokens (:func:`proctor.metrics.run_summary.judge_summary`).

Judge replies are cached on disk by (judge version, judge prompt): the judge version covers the judge
model and every judge setting, the prompt covers question, reference and response. A regrade or a
resumed run never pays twice for the same judgement. The cache is one SQLite file
(``$PROCTOR_CACHE_DIR/judge.sqlite``, default ``~/.cache/proctor``); ``cache=""`` turns it off.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import threading
from pathlib import Path
from typing import Any

from proctor.grading.base import Grade, Grader, grade_text


def cache_root() -> Path:
    """proctor's cache folder: ``$PROCTOR_CACHE_DIR``, else ``$XDG_CACHE_HOME/proctor``, else
    ``~/.cache/proctor`` (the judge's verdicts, the gold checks)."""
    return Path(
        os.environ.get("PROCTOR_CACHE_DIR")
        or os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "proctor")
    )


def default_cache_path() -> Path:
    return cache_root() / "judge.sqlite"


class JudgeCache:
    """(judge version, prompt) -> the judge's Grade, in one SQLite file shared by every run."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(str(self.path), check_same_thread=False, timeout=30)
        with self._lock, self._db:
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS judge (version TEXT, prompt TEXT, grade TEXT, "
                "PRIMARY KEY (version, prompt))"
            )

    def get(self, version: str, prompt: str) -> Grade | None:
        with self._lock:
            row = self._db.execute(
                "SELECT grade FROM judge WHERE version = ? AND prompt = ?", (version, prompt)
            ).fetchone()
        return Grade.model_validate_json(row[0]) if row else None

    def put(self, version: str, prompt: str, grade: Grade) -> None:
        with self._lock, self._db:
            self._db.execute(
                "INSERT OR REPLACE INTO judge VALUES (?, ?, ?)", (version, prompt, grade.model_dump_json())
            )


class CascadeGrader:
    """``rules`` first; ``judge`` (an async grader with a ``prompt`` method) where the rules did not
    find the response correct."""

    needs_question = True  # for the judge

    def __init__(self, rules: Grader, judge: Any, cache: str | Path | None = None):
        self.rules = rules
        self.judge = judge
        self.name = f"{rules.name}+judge"
        self.version = f"{rules.version}+{judge.version}"
        path = default_cache_path() if cache is None else cache
        self._cache_path = Path(path) if str(path) else None
        self._cache_db: JudgeCache | None = None
        self._lock = threading.Lock()
        same = getattr(rules, "same_answer", None)
        if same is not None:  # maj@N votes on the rules' extracted answers, with the rules' equivalence
            self.same_answer = same

    @property
    def _cache(self) -> JudgeCache | None:
        """The cache file, opened at the first judgement (building the grader writes nothing)."""
        if self._cache_path is None:
            return None
        with self._lock:
            if self._cache_db is None:
                self._cache_db = JudgeCache(self._cache_path)
            return self._cache_db

    def check_gold(self, answer: str) -> str | None:
        # a gold answer the rules cannot read still goes to the judge, who reads any text
        return self.judge.check_gold(answer)

    async def _judge(self, response: str, answer: str, question: str) -> tuple[Grade, bool]:
        prompt = self.judge.prompt(response, answer, question)
        if self._cache is not None:
            hit = await asyncio.to_thread(self._cache.get, self.judge.version, prompt)
            if hit is not None:
                return hit, True
        verdict = await self.judge.agrade(response, answer, question)
        if self._cache is not None and verdict.status == "ok":  # an unreadable reply may read next time
            await asyncio.to_thread(self._cache.put, self.judge.version, prompt, verdict)
        return verdict, False

    async def agrade(
        self, response: str, answer: str, question: str = "", *, prompt: str = "", truncated: bool = False
    ) -> Grade:
        rule = await asyncio.to_thread(
            grade_text, self.rules, response, answer, prompt=prompt, truncated=truncated
        )
        rules = {"correct": rule.correct, "status": rule.status, "extracted": rule.extracted}
        if rule.correct:
            return self._combined(rule, rule, {"rules": rules, "judge_called": False})
        verdict, cached = await self._judge(response, answer, question)
        details = {
            "rules": rules,
            "judge_called": True,
            "judge_cached": cached,
            "judge_flipped": verdict.correct,
            **(verdict.details or {}),
        }
        return self._combined(rule, verdict, details)

    def _combined(self, rule: Grade, final: Grade, details: dict[str, Any]) -> Grade:
        return Grade(
            correct=final.correct,
            formatted=rule.formatted,  # the format rate is about the response, not about the judge
            extracted=rule.extracted,  # an answer, never the judge's score: maj@N votes on these
            status=final.status,
            grader=self.name,
            version=self.version,
            details=details,
        )

    def grade(
        self, response: str, answer: str, question: str = "", *, prompt: str = "", truncated: bool = False
    ) -> Grade:
        from proctor.grading.judge import run_sync

        return run_sync(self.agrade(response, answer, question, prompt=prompt, truncated=truncated))

    def __repr__(self) -> str:
        return f"CascadeGrader({self.rules!r}, {self.judge!r})"
