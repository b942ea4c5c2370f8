"""The judge grader with a scripted judge model: prompt, parsing, threshold, details, retries."""

from __future__ import annotations

import asyncio

import pytest

from proctor.grading import GraderError, get_grader
from proctor.grading.judge import JudgeError, JudgeGrader, parse_score
from proctor.models.base import TransientError
from proctor.models.mock import MockSampler
from proctor.models.retry import RetryingSampler, RetryPolicy


@pytest.mark.parametrize(
    ("text", "parser", "expected"),
    [
        ("The response is right.\nScore: 8", "score", 0.8),
        ("Score: 3 ... on reflection **Score: 10**", "score", 1.0),
        ("score = 11", "score", None),  # out of scale: unreadable, not clipped
        ("no number here", "score", None),
        ("Verdict: INCORRECT", "verdict", 0.0),
        ("looks CORRECT to me", "verdict", 1.0),
        ("rating 4/5", r"rating (\d)/5", 0.8),
    ],
)
def test_parse_score(text, parser, expected):
    scale = 5.0 if "/5" in parser else 10.0
    assert parse_score(text, parser, scale) == expected


def test_judge_sees_question_response_reference_and_records_raw_output():
    judge_model = MockSampler(lambda prompt, seed: "Matches the reference. Score: 7")
    g = JudgeGrader(sampler=judge_model, threshold=0.7)
    grade = g.grade("It is 42.", "42", question="What is 6*7?")
    prompt = judge_model.calls[0]["prompt"][0]["content"]
    assert "What is 6*7?" in prompt and "It is 42." in prompt and "Reference answer:\n42" in prompt
    assert grade.correct and grade.status == "ok" and grade.extracted == "7/10"
    assert grade.details["judge_output"] == "Matches the reference. Score: 7"
    assert grade.details["judge_score"] == 0.7
    assert not JudgeGrader(sampler=judge_model, threshold=0.75).grade("It is 42.", "42").correct


def test_hidden_reference_and_no_verdict_is_not_incorrect():
    judge_model = MockSampler("I cannot decide.")
    g = JudgeGrader(sampler=judge_model, show_reference=False)
    grade = g.grade("It is 42.", "42")
    assert "42" not in judge_model.calls[0]["prompt"][0]["content"].split("Response:")[0]
    assert grade.status == "no_answer" and not grade.correct and not grade.formatted
    assert grade.details["judge_output"] == "I cannot decide."


def test_same_prompt_same_seed_and_version_tracks_settings():
    judge_model = MockSampler("Score: 9")
    a = JudgeGrader(sampler=judge_model)
    a.grade("x", "y")
    a.grade("x", "y")
    assert judge_model.calls[0]["seed"] == judge_model.calls[1]["seed"]
    assert a.version != JudgeGrader(sampler=judge_model, threshold=0.9).version
    assert a.version == JudgeGrader(sampler=judge_model).version


def test_judge_calls_are_retried_like_backend_calls():
    class Flaky(MockSampler):
        fails = 2

        async def sample(self, prompt, params, n=1, seed=None):
            if self.fails:
                self.fails -= 1
                raise TransientError("503 service unavailable")
            return await super().sample(prompt, params, n, seed)

    async def no_sleep(_s):
        return None

    wrapped = RetryingSampler(Flaky("Score: 10"), RetryPolicy(base_delay_s=0), sleep=no_sleep)
    grade = JudgeGrader(sampler=wrapped).grade("r", "a")
    assert grade.correct and grade.details["judge_retries"] == 2


def test_sync_grade_works_inside_a_running_loop():
    g = JudgeGrader(sampler=MockSampler("Score: 6"))

    async def inside():
        return g.grade("r", "a"), await g.agrade("r", "a")

    sync, async_ = asyncio.run(inside())
    assert sync == async_ and sync.correct


def test_get_grader_judge_and_bad_options():
    g = get_grader("judge", model="mock:Score: 2", threshold=0.3)
    assert g.name == "judge" and not g.grade("r", "a").correct
    with pytest.raises(GraderError, match="temprature"):
        get_grader("judge", temprature=0.1)
    with pytest.raises(JudgeError, match="\\{response\\}"):
        JudgeGrader(template="no placeholder")
    with pytest.raises(JudgeError, match="group"):
        JudgeGrader(parser="score \\d")


def test_sync_grades_share_one_http_client(monkeypatch):
    """A judge served over HTTP and graded synchronously (regrade, a sync reward) makes one client
    for all its grades, not one per grade left open with its event loop (sampling requests go over
    the lean client to a plain http:// endpoint, aiohttp to others, the rest over httpx: every kind is
    counted)."""
    import aiohttp
    import httpx
    from fake_openai import FakeOpenAI

    from proctor.models.openai import OpenAISampler
    from proctor.models.openai.lean_http import LeanClient

    made = []
    for cls in (httpx.AsyncClient, aiohttp.ClientSession, LeanClient):
        real_init = cls.__init__

        def counting(self, *a, _real=real_init, **k):
            made.append(type(self).__name__)
            _real(self, *a, **k)

        monkeypatch.setattr(cls, "__init__", counting)
    server = FakeOpenAI(reply=lambda body: ({"role": "assistant", "content": "Score: 9"}, "stop"))
    try:
        g = JudgeGrader(sampler=OpenAISampler("judge", [server.url]))
        grades = [g.grade(f"response {i}", "a") for i in range(5)]
    finally:
        server.close()
    assert all(gr.correct for gr in grades) and server.posts == 5
    assert len(made) == 1, f"{len(made)} HTTP clients for 5 grades"
