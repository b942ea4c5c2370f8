"""The line a grading worker is sent (``pool.request_line``) and how it reads it (``worker.read_request``):
every request comes back as it was sent, whatever its text holds, and a long response graded in a
reading worker through that line gets the grade it gets here."""

from __future__ import annotations

import asyncio
import json
import math

import pytest

from proctor.envs import Trajectory
from proctor.envs import grading as grading_mod
from proctor.grading import get_grader
from proctor.grading.base import grade_text
from proctor.grading.pool import request_line
from proctor.grading.worker import read_request

TEXTS = [
    "plain ascii $\\boxed{5}$",
    'line\nbreaks\tand \\frac{1}{2} "quotes" \\\\ backslashes',
    "non-ASCII: é, ß, 答案是 5, Ответ: 5, 𝟓, \u200b zero width, \x00 NUL, \x7f DEL",
    "a lone surrogate \ud800 and a reversed pair \udc00\ud800 in model text",
]


@pytest.mark.parametrize("text", TEXTS)
def test_a_request_reads_back_as_it_was_sent(text):
    request = {"op": "read", "text": text, "gold": "5", "options": {"mode": "strict"}, "cpu_s": 2.0}
    line = request_line(request)
    assert line.endswith(b"\n") and line.count(b"\n") == 1  # one line, whatever the text holds
    assert read_request(line) == request


def test_numbers_read_back_as_json_dumps_writes_them():
    request = {"big": 12345678901234567890123, "inf": math.inf, "ninf": -math.inf, "tol": 1e-6, "x": 0.1}
    got = read_request(request_line({**request, "nan": math.nan}))
    assert math.isnan(got.pop("nan"))
    assert got == request
    assert read_request(json.dumps(request).encode()) == request  # a line of the older writer reads too


@pytest.mark.parametrize("text", TEXTS[:3])
def test_a_line_is_the_bytes_pydantic_core_writes(text):
    from pydantic_core import to_json

    request = {"items": [{"text": text, "gold": "5", "tol": 1e-6}] * 3, "cpu_s": 2.0, "big": 2**40}
    assert request_line(request) == to_json(request, inf_nan_mode="constants") + b"\n"


def test_a_line_with_a_lone_surrogate_goes_through_json_escapes():
    line = request_line({"text": "a\ud800b"})
    assert b"\\ud800" in line  # UTF-8 cannot hold it: json.dumps's escape keeps it


def _record(text: str) -> Trajectory:
    return Trajectory(
        problem_id="p",
        seed=0,
        answer="5",
        messages=[{"role": "user", "content": "Find x."}, {"role": "assistant", "content": text}],
        turns=[{"text": text, "finish_reason": "stop"}],
        final_text=text,
    )


PAD = "Since 3x + 7 = 22 we get x = 5; let me check each step again, carefully. " * 120  # ~9 KB


@pytest.mark.parametrize(
    "tail",
    [
        "Therefore $\\boxed{5}$.",
        "Donc la réponse est $\\boxed{5}$ — 答案是 5.",
        "Stray \ud800 half of a pair, then the answer $\\boxed{5}$.",
        "I first wrote $\\boxed{3}$. Wait, that is wrong: the answer is $\\boxed{5}$ \ud800.",
        "The answer is $\\boxed{7}$.",
    ],
)
def test_a_long_response_graded_in_a_worker_gets_the_grade_given_here(tail):
    grader = get_grader("math")
    record = _record(PAD + tail)
    assert grading_mod.reads_apart(grader, record)  # long enough to go to a reading worker
    apart = asyncio.run(grading_mod.agrade_record(grader, record))
    assert apart == grade_text(grader, record.final_text, "5", prompt="Find x.")


@pytest.mark.parametrize("name", ["math", "integer", "number", "mcq"])
@pytest.mark.parametrize("mode", ["standard", "strict"])
def test_a_lone_surrogate_in_model_text_is_read_as_an_unknown_character(name, mode):
    """A served model's JSON may carry ``\\ud800``, a str no UTF-8 encoding holds: the grader reads it as
    it reads any character no rule knows (U+FFFD), never raises (a grader error stops the whole run)."""
    grader = get_grader(name, mode=mode)
    gold = "B" if name == "mcq" else "5"
    pad = "Let me weigh each option carefully before I choose. " * 180  # ~9 KB: read apart in an eval
    for text in (
        f"\ud800 so the answer is $\\boxed{{{gold}}}$.",
        f"The answer is $\\boxed{{{gold}}}$ \udfff",
        pad + f"\udc00 Therefore $\\boxed{{{gold}}}$.",
        pad + f"Therefore $\\boxed{{{gold}}}$.\ud83d",
    ):
        unknown = text.encode("utf-8", "surrogatepass").decode("utf-8", "replace")
        got = grade_text(grader, text, gold, prompt="Find x. \ud800")
        assert got == grade_text(grader, unknown, gold, prompt="Find x. \ufffd")
