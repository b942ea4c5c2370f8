"""The fake server's reasoning-model reply (``fake-<bytes>-think``), which perf/client_limit.py measures beside
the plain one: its size, its one ``<think>`` block, and the answer the graders read after it."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "perf"))

from client_limit import parse_size  # noqa: E402
from fake_server import ANSWER_PART, reply_text, size_of  # noqa: E402

from proctor.grading import get_grader  # noqa: E402
from proctor.grading.extract import strip_reasoning  # noqa: E402


@pytest.mark.parametrize("size", [8192, 102400])
def test_think_reply_is_a_think_block_then_the_answer(size):
    text = reply_text(size, think=True)
    assert len(text) == size
    assert text.startswith("<think>\n") and text.count("<think>") == 1 and text.count("</think>") == 1
    answer = text.split("</think>", 1)[1].strip()
    assert answer == reply_text(ANSWER_PART) and answer.endswith("\\boxed{42}$.")
    assert strip_reasoning(text).strip() == answer  # the graders read the answer part alone


def test_think_reply_is_graded_on_its_answer_part():
    grader = get_grader("math")
    text = reply_text(102400, think=True)
    assert grader.grade(text, "42").correct
    assert not grader.grade(text, "41").correct
    # a box inside the thinking alone is not an answer: the plain reply's answer, thought and never given
    thought_only = "<think>\n" + reply_text(4096) + "\n</think>\n\nI could not finish."
    assert not grader.grade(thought_only, "42").correct


def test_small_think_reply_stays_plain():  # too small to hold an answer part and a thought
    assert reply_text(2048, think=True) == reply_text(2048)


@pytest.mark.parametrize(
    ("model", "size"),
    [("fake-102400-think", 102400), ("fake-2048", 2048), ("fake", 777), ("fake-think", 777)],
)
def test_size_of_reads_the_model_name(model, size):
    assert size_of(model, 777) == size


def test_parse_size():
    assert parse_size("2048") == (2048, False)
    assert parse_size("102400-think") == (102400, True)
    for bad in ("think", "-think", "2k", "0", "102400-thinking"):
        with pytest.raises(SystemExit, match="BYTES or BYTES-think"):
            parse_size(bad)
