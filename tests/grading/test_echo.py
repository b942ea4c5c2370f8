"""The question is not an answer: text a response copied from its prompt is never read as its answer
(grading/echo.py), while a box the model wrote and an answer after a restated question still count."""

from __future__ import annotations

import asyncio
import time

import pytest

import proctor
from proctor.benchmarks import load_benchmark
from proctor.envs.base import Trajectory, Turn
from proctor.envs.grading import agrade_record, prompt_of, truncated_of
from proctor.grading import get_grader, grade
from proctor.grading.echo import copied_spans, mask_copies
from proctor.grading.graders import CustomGrader
from proctor.rewards import GraderReward

SQRT = "Simplify $\\sqrt{242}$.\n\nPlease reason step by step, and put your final answer within \\boxed{}."
EGGS = (
    "Janet’s ducks lay 16 eggs per day. She eats three for breakfast every morning and bakes muffins for "
    "her friends every day with four. She sells the remainder at the farmers' market daily for $2 per "
    "fresh duck egg. How much in dollars does she make every day at the farmers' market?"
)


def test_the_issue_example_reward_of_an_echo_is_zero(shared_data) -> None:
    bench = load_benchmark("math500", data=shared_data / "math500.jsonl")
    (problem,) = [p for p in bench.problems if p.question.startswith("Simplify $\\sqrt{242}$")]
    prompt = problem.prompt
    reward = GraderReward("math")
    assert reward(completions=[prompt], answer=["11\\sqrt2"], prompts=[prompt]) == [0.0]
    # conversational prompts and completions, as TRL passes them
    chat = [{"role": "user", "content": prompt}]
    assert reward(
        completions=[[{"role": "assistant", "content": prompt}]], answer=["11\\sqrt2"], prompts=[chat]
    ) == [0.0]
    # an answer of its own after the echo still counts
    own = prompt + "\n\n$\\sqrt{242} = \\sqrt{121 \\cdot 2} = 11\\sqrt{2}$."
    standard = GraderReward("math", mode="standard")  # the reward default, strict, reads only a box
    assert standard(completions=[own], answer=["11\\sqrt2"], prompts=[prompt]) == [1.0]
    assert reward(completions=[own], answer=["11\\sqrt2"], prompts=[prompt]) == [0.0]
    boxed = prompt + "\n\n$\\sqrt{242} = \\sqrt{121 \\cdot 2} = \\boxed{11\\sqrt{2}}$."
    assert reward(completions=[boxed], answer=["11\\sqrt2"], prompts=[prompt]) == [1.0]


@pytest.mark.parametrize(
    "grader, gold, response",
    [
        ("math", "11\\sqrt2", SQRT),
        ("math", "11\\sqrt2", "We need to simplify $\\sqrt{242}$."),  # a restated expression, not an echo
        ("math", "11\\sqrt2", "So the answer is $\\sqrt{242}$."),
        ("number", "18", EGGS),
        ("number", "18", EGGS + "\n#### 2"),  # the echo is blanked; its "2" is the model's own
        ("integer", "16", EGGS + " Answer: The ducks lay 16 eggs per day."),
    ],
)
def test_a_copy_of_the_prompt_is_not_graded_correct(grader: str, gold: str, response: str) -> None:
    prompt = SQRT if grader == "math" else EGGS
    assert not grade(response, gold, grader, prompt=prompt).correct


def test_an_echo_alone_is_no_answer() -> None:
    short = "Simplify $\\sqrt{242}$."  # a prompt of two words: its one sentence
    for name, gold, prompt in [
        ("math", "11\\sqrt2", SQRT),
        ("math", "11\\sqrt2", short),
        ("number", "18", EGGS),
        ("integer", "18", EGGS),
    ]:
        g = grade(prompt, gold, name, prompt=prompt)
        assert (g.correct, g.status, g.extracted) == (False, "no_answer", None), name


@pytest.mark.parametrize(
    "grader, gold, response",
    [
        ("math", "11\\sqrt2", SQRT + "\n\n$\\boxed{11\\sqrt{2}}$"),
        ("math", "11\\sqrt2", "Simplify $\\sqrt{242}$: since $242 = 121 \\cdot 2$, it is $11\\sqrt{2}$."),
        ("math", "\\sqrt{242}", "\\boxed{\\sqrt{242}}"),  # a box the model wrote counts, whatever it holds
        ("number", "18", EGGS + "\n16 - 3 - 4 = 9 eggs, 9 * 2 = 18.\n#### 18"),
        ("number", "18", "She sells the remainder at the farmers' market daily, 9 eggs, so she makes 18."),
        ("integer", "18", EGGS + "\nThe answer is 18."),
    ],
)
def test_an_answer_of_its_own_after_a_copy_still_counts(grader: str, gold: str, response: str) -> None:
    prompt = SQRT if grader == "math" else EGGS
    assert grade(response, gold, grader, prompt=prompt).correct


def test_copied_spans_are_word_runs_and_whole_sentences() -> None:
    prompt = "A train leaves at 3 pm and travels 60 miles per hour for 2 hours. How far does it go?"
    text = "A train leaves at 3 pm and travels 60 miles. How far does it go? It goes 120 miles."
    spans = [text[a:b] for a, b in copied_spans(text, prompt)]  # a word run, then a sentence (merged)
    assert spans == ["A train leaves at 3 pm and travels 60 miles. How far does it go?"]
    assert [
        text[a:b] for a, b in copied_spans("So: how far does it go? 120.", prompt)
    ] == []  # not a sentence
    assert [text[a:b] for a, b in copied_spans("Well. How far does it go? 120.", prompt)] != []
    # five shared words are a phrase, not a copy; "(B) 14" restates an option, it is no echo
    assert copied_spans("the total is 60 miles per hour", prompt) == []
    assert copied_spans("(B) 14", "Options:\n(A) 12\n(B) 14") == []
    # a blanked copy keeps the length and breaks the line: the text around it is not one sentence
    masked = mask_copies(text, prompt)
    assert len(masked) == len(text) and masked.strip() == "It goes 120 miles."


def test_masking_is_linear_in_the_response_and_the_prompt() -> None:
    prompt = " ".join(f"w{i % 997}" for i in range(20_000))
    response = " ".join(f"w{i % 991}" for i in range(20_000))
    t0 = time.perf_counter()
    mask_copies(response, prompt)
    assert time.perf_counter() - t0 < 2.0


def test_few_shot_exemplars_and_the_instruction_are_prompt_text(shared_data) -> None:
    bench = load_benchmark("gsm8k", data=shared_data / "gsm8k_test.jsonl", limit=1, fewshot=8)
    prompt = bench.problems[0].prompt
    assert "The answer is 6." in prompt  # the first exemplar's answer
    g = grade(prompt, "6", "number", prompt=prompt)
    assert (g.correct, g.status) == (False, "no_answer")


def _record(final: str, stop: str = "stop") -> Trajectory:
    messages = [
        {"role": "system", "content": "You are a careful solver. Answer with \\boxed{}."},
        {"role": "user", "content": "Q: What is 2 + 2?"},
        {"role": "assistant", "content": "2 + 2 = 4. The answer is 4."},  # an exemplar
        {"role": "user", "content": "Q: " + EGGS},
        {"role": "assistant", "content": final},
    ]
    return Trajectory(
        problem_id="0",
        seed=0,
        messages=messages,
        turns=[Turn(text=final, finish_reason=stop)],
        final_text=final,
        stop_reason=stop,
        finish_reason=stop,
        answer="18",
    )


def test_the_record_prompt_is_everything_before_the_completion() -> None:
    record = _record("So she makes 18 dollars.")
    prompt = prompt_of(record)
    for part in ("You are a careful solver", "Q: What is 2 + 2?", "The answer is 4.", "Janet’s ducks"):
        assert part in prompt
    assert "So she makes" not in prompt
    assert truncated_of(record) is False and truncated_of(_record("x", "length")) is True


def test_agrade_record_passes_prompt_and_truncation_to_graders_that_take_them() -> None:
    seen: list[tuple] = []

    def takes_both(response: str, answer: str, prompt: str = "", truncated: bool = False) -> bool:
        seen.append((prompt, truncated))
        return True

    def plain(response: str, answer: str) -> bool:  # written before the keywords existed
        return response.endswith("18 dollars.")

    record = _record("So she makes 18 dollars.", stop="length")
    assert asyncio.run(agrade_record(CustomGrader("t:both", takes_both), record)).correct
    assert seen == [(prompt_of(record), True)]
    assert asyncio.run(agrade_record(CustomGrader("t:plain", plain), record)).correct
    assert proctor.grade("So she makes 18 dollars.", "18", prompt="p", truncated=True).correct is False
    # the runner's grader reads the echo of the exemplar as prompt text
    echo = _record("Q: What is 2 + 2?\n2 + 2 = 4. The answer is 4.")
    g = asyncio.run(agrade_record(get_grader("number"), echo.model_copy(update={"answer": "4"})))
    assert (g.correct, g.status) == (False, "no_answer")


def test_a_judge_still_gets_the_question() -> None:
    class Judge:
        name, version, needs_question = "j", "j-1", True

        def grade(self, response: str, answer: str, question: str = "") -> proctor.Grade:
            return proctor.Grade(
                correct=question == "Q: " + EGGS,
                formatted=True,
                extracted=None,
                status="ok",
                grader="j",
                version="j-1",
            )

        def check_gold(self, answer: str) -> None:
            return None

    assert asyncio.run(agrade_record(Judge(), _record("18"))).correct


OPTIONS = (
    "Which organelle makes energy?\n(A) The nucleus holds the genetic material of the cell.\n"
    "(B) The ribosome builds all the proteins of the cell.\n(C) The mitochondria is the powerhouse of the cell.\n"
    "(D) None of them is the powerhouse of the cell."
)


@pytest.mark.parametrize(
    "response",
    [
        "The answer is (C) The mitochondria is the powerhouse of the cell.",
        "Answer: **(C)** The mitochondria is the powerhouse of the cell.",
        "(C) The mitochondria is the powerhouse of the cell.",
        "Cells respire there.\n(C) The mitochondria is the powerhouse of the cell.",
    ],
)
def test_a_choice_named_by_restating_its_option_is_a_choice(response: str) -> None:
    for grader in ("mcq", "math"):
        assert grade(response, "C", grader, prompt=OPTIONS).correct
        assert not grade(response, "D", grader, prompt=OPTIONS).correct


@pytest.mark.parametrize(
    "response", [OPTIONS, OPTIONS.split("\n", 1)[1], "Hmm.\n" + OPTIONS.split("\n", 1)[1]]
)
def test_the_options_echoed_are_no_choice(response: str) -> None:
    for gold in "ABCD":
        assert grade(response, gold, "mcq", prompt=OPTIONS).status == "no_answer"


def test_a_copied_chinese_sentence_is_a_copy() -> None:
    prompt = "小明有 12 个苹果，他又买了 5 个。小明现在一共有多少个苹果？"
    assert grade(prompt, "12", "number", prompt=prompt).status == "no_answer"
    assert grade("我们知道：小明有 12 个苹果，他又买了", "12", "number", prompt=prompt).status == "no_answer"
    assert grade(prompt + "\n12 + 5 = 17，答案是 17。", "17", "number", prompt=prompt).correct


def test_an_answer_sentence_like_an_exemplar_is_the_model_own(shared_data) -> None:
    """GSM8K's 8-shot exemplars end "The answer is 6." (and 5, 39, 8, 9, 29, 33, 8): a model whose answer
    is the same writes the same short sentence, and it is its answer; the exemplar copied is not."""
    bench = load_benchmark("gsm8k", data=shared_data / "gsm8k_test.jsonl", limit=1, fewshot=8)
    prompt = bench.problems[0].prompt
    own = "She has 16 - 3 - 4 = 9 eggs left, and 9 * 2 = 18 dollars. The answer is 8."
    assert grade(own, "8", "number", prompt=prompt).correct
    assert grade("The answer is 8.", "8", "integer", prompt=prompt).correct
    exemplar = (
        "Shawn started with 5 toys. If he got 2 toys each from his mom and dad, then that is 4 more toys."
    )
    assert exemplar in prompt
    assert grade(
        exemplar + " So 5 + 4 gives 9 toys in all. The answer is 9.", "9", "number", prompt=prompt
    ).correct
    for copy in (exemplar, exemplar + " 5 + 4 = 9. The answer is 9."):  # the exemplar's own words
        assert grade(copy, "9", "number", prompt=prompt).status == "no_answer"
