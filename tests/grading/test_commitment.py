"""Extraction reads what a response commits to, not what comes last: retracted, negated, hedged and
questioned answers, numbers that are givens or sit in code that never ran, are not read
(proctor.grading.commitment); committed answers beside them still are. Strict extraction reads only
an explicitly marked final answer."""

import pytest

import proctor
from proctor.grading.choice import final_choice
from proctor.grading.commitment import committed, withdrawn
from proctor.grading.extract import extract_answer

# (response, grader, gold that must NOT be read as correct)
WITHDRAWN = [
    (
        "The answer is 3. Wait, that's wrong: I dropped a term. The correct value needs more work.",
        "math",
        "3",
    ),
    ("The answer is 3. Wait, that's wrong.", "number", "3"),
    ("So $\\boxed{7}$. Actually, this is incorrect; let me redo it.", "math", "7"),
    ("$\\boxed{7}$. Hmm, I made a mistake in the second line.", "integer", "7"),
    ("So we get \\boxed{12} instead of \\boxed{10}.", "math", "10"),
    ("So we get \\boxed{12} instead of \\boxed{10}.", "integer", "10"),
    ("Therefore x = 5. Note that x = 3 does not work.", "math", "3"),
    ("Therefore x = 5. Note that $x = 3$ does not work.", "math", "3"),
    ("So the value is 5. The other candidate, 4, is extraneous.", "number", "4"),
    ("The answer is C, not option B.", "mcq", "B"),
    ("The answer is C, not option B.", "math", "B"),
    ("4, or maybe 5", "number", "4"),
    ("4, or maybe 5", "number", "5"),
    ("The answer is either 4 or 5.", "number", "4"),
    ("The answer is possibly $\\frac12$.", "math", "\\frac12"),
    ("Is the answer 3?", "number", "3"),
    ("Could the answer be $\\boxed{3}$?", "math", "3"),
    ("It is not 18.", "number", "18"),
    ("15 - 3 = 12 apples remain, since 3 were eaten", "number", "3"),
    ("15 - 3 = 12 apples remain, since 3 were eaten", "math", "3"),
    ("Let me compute it:\n```python\nprint(6 * 7)\n```", "number", "7"),
    ("Let me compute it:\n```python\nx = 42\nprint(x)\n```", "number", "42"),
]


@pytest.mark.parametrize(("response", "grader", "gold"), WITHDRAWN)
def test_a_withdrawn_answer_is_not_read(response: str, grader: str, gold: str) -> None:
    grade = proctor.grade(response, gold, grader=grader)
    assert grade.correct is False, grade


# (response, grader, gold that must be read)
COMMITTED = [
    ("The answer is 3. Wait, that's wrong. The correct answer is \\boxed{4}.", "math", "4"),
    ("So we get \\boxed{12} instead of \\boxed{10}.", "math", "12"),
    ("Therefore x = 5. Note that x = 3 does not work.", "math", "5"),
    ("So the value is 5. The other candidate, 4, is extraneous.", "number", "5"),
    ("The answer is C, not option B.", "mcq", "C"),
    ("The answer is 4, not 5.", "number", "4"),
    ("The answer is 4, which is not 5.", "number", "4"),
    ("Is the answer 3? No. The answer is $\\boxed{4}$.", "math", "4"),
    ("Maybe we can factor it. $(x-1)(x-2) = 0$, so $\\boxed{1, 2}$.", "math", "1, 2"),
    ("Since 7 does not divide 12, the remainder is 5.", "number", "5"),
    ("The answers are 1 and 2", "math", "1, 2"),
    ("La respuesta es 12", "math", "12"),
    ("Die Antwort ist 12", "math", "12"),
    ("答案是 12", "math", "12"),
    ("\\boxed{\\textcolor{red}{12}}", "math", "12"),
    ("The answer is $\\textcolor{blue}{\\frac{1}{2}}$.", "math", "\\frac12"),
    ("```python\nprint(6 * 7)\n```\n```output\n42\n```\nSo 42 apples.", "number", "42"),
    ("Final Answer: The final answer is $24$. I hope it is correct.", "math", "24"),
    ("$\\boxed{5}$. Let me verify: 2 + 3 = 5. Correct.", "math", "5"),
]


@pytest.mark.parametrize(("response", "grader", "gold"), COMMITTED)
def test_a_committed_answer_is_read(response: str, grader: str, gold: str) -> None:
    grade = proctor.grade(response, gold, grader=grader)
    assert grade.correct is True, grade


def test_blanking_keeps_positions_and_line_breaks() -> None:
    text = "The answer is 3.\nWait, that's wrong.\nThe answer is 4."
    out = committed(text)
    assert len(out) == len(text) and out.count("\n") == 2
    assert "3" not in out and out.endswith("The answer is 4.")
    assert withdrawn("The answer is 4.") == []


def test_punctuation_inside_math_does_not_split_a_clause() -> None:
    # the comma inside the set is not a clause boundary: "not" does not reach the set
    assert committed("So the set is $\\{1, 2\\}$, and 3 is not in it.").startswith(
        "So the set is $\\{1, 2\\}$"
    )


STRICT = [
    ("\\boxed{7}", "7"),
    ("The sum is 7.\nAnswer: 7", "7"),
    ("Final Answer: The final answer is $7$. I hope it is correct.", "7"),
    ("The answer is 7.", "7"),  # the final line states it (GSM8K's few-shot format)
    ("The answer is 7. Let me explain why.\nIt is the sum.", None),  # not on the final line
    ("So the sum is 7", None),
    ("Answer: 7\nLet me double check this.", None),  # not the final line
    ("\\boxed{7}. Wait, that's wrong.", None),
    ("\\boxed{7} or maybe \\boxed{8}", None),
]


@pytest.mark.parametrize(("response", "expected"), STRICT)
def test_strict_extraction_reads_only_a_marked_final_answer(response: str, expected: str | None) -> None:
    found = extract_answer(response, ("answer_is", "expression", "last_number"), strict=True)
    assert (found.text if found else None) == expected
    standard = extract_answer(response, ("answer_is", "expression", "last_number"))
    if expected is not None:
        assert standard is not None and standard.text == expected


def test_strict_gsm8k_reads_its_hashes_and_nothing_else() -> None:
    assert extract_answer("So 18.\n#### 18", ("answer_is", "last_number"), ("boxed", "hashes"), strict=True)
    assert (
        extract_answer("So she makes 18 dollars.", ("last_number",), ("boxed", "hashes"), strict=True) is None
    )


def test_strict_choice_reads_only_a_statement() -> None:
    assert final_choice("Let me think.\n(B)").letter == "B"
    assert final_choice("Let me think.\n(B)", strict=True).letter is None
    assert final_choice("The answer is (B).", strict=True).letter == "B"
    assert final_choice("The answer is (B). Wait, that's wrong.", strict=True).letter is None
    assert final_choice("The answer is C, not option B.", strict=True).letter == "C"
