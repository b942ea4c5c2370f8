"""The public grading API: names, custom graders, errors, versions, gold checks on real benchmarks."""

import json
import sys
import textwrap
from pathlib import Path

import pytest

import proctor.grading as grading
from proctor.grading import Grade, Grader, GraderError, get_grader, grade, is_equivalent


def test_public_names() -> None:
    assert set(grading.__all__) == {
        "GRADER_NAMES",
        "Grade",
        "GradeStatus",
        "Grader",
        "GraderError",
        "get_grader",
        "grade",
        "is_equivalent",
    }
    assert grading.GRADER_NAMES == ("math", "integer", "number", "mcq")


@pytest.mark.parametrize("name", ["math", "integer", "number", "mcq"])
def test_named_graders_follow_the_protocol(name: str) -> None:
    g = get_grader(name)
    assert isinstance(g, Grader)
    assert g.name == name
    result = g.grade("\\boxed{B}" if name == "mcq" else "\\boxed{7}", "B" if name == "mcq" else "7")
    assert isinstance(result, Grade)
    assert (result.correct, result.formatted, result.status, result.grader) == (True, True, "ok", name)
    assert result.version == g.version


def test_versions_differ_by_grader_and_options_and_are_stable() -> None:
    versions = {get_grader(n).version for n in ("math", "integer", "number", "mcq")}
    assert len(versions) == 4
    assert get_grader("math").version == get_grader("math").version
    assert get_grader("math", fallbacks=()).version != get_grader("math").version
    assert get_grader("math").version.startswith("math-")


def test_unknown_grader_is_a_clear_error() -> None:
    with pytest.raises(GraderError, match="unknown grader 'maths'.*math, integer, number, mcq"):
        get_grader("maths")


@pytest.mark.parametrize(
    "path,message",
    [
        ("no_such_module_xyz:fn", "cannot import module 'no_such_module_xyz'"),
        ("json:no_such_function", "has no function 'no_such_function'"),
        ("json.dumps", "unknown grader"),
        ("a b:c", "unknown grader"),
    ],
)
def test_bad_dotted_path_is_a_clear_error(path: str, message: str) -> None:
    with pytest.raises(GraderError, match=message):
        get_grader(path)


def test_bad_options_are_clear_errors() -> None:
    with pytest.raises(GraderError, match="unknown fallback 'guess'"):
        get_grader("math", fallbacks=("guess",))
    with pytest.raises(GraderError, match="timeout must be a finite, positive number"):
        get_grader("math", timeout=0)
    with pytest.raises(GraderError, match="bad options"):
        get_grader("integer", colour="red")


@pytest.fixture()
def custom_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    (tmp_path / "my_graders_mod.py").write_text(
        textwrap.dedent(
            """
            from proctor.grading import Grade

            def exact(response, answer):
                return response.strip() == answer.strip()

            def score(response, answer):
                return 1.0 if answer in response else 0.0

            def full(response, answer):
                return Grade(correct=True, formatted=False, extracted="x", status="ok",
                             grader="mine", version="7")

            def broken(response, answer):
                return "yes"
            """
        )
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    yield "my_graders_mod"
    sys.modules.pop("my_graders_mod", None)


def test_custom_grader_from_dotted_path(custom_module: str) -> None:
    exact = get_grader(f"{custom_module}:exact")
    assert exact.grade(" 42 ", "42").correct is True
    assert exact.grade("41", "42").correct is False
    assert exact.grade("41", "42").grader == f"{custom_module}:exact"
    assert grade("the answer 42", "42", grader=f"{custom_module}:score").correct is True
    assert grade("the answer 41", "42", grader=f"{custom_module}:score").correct is False
    full = grade("", "", grader=f"{custom_module}:full")
    assert (full.grader, full.version, full.extracted) == ("mine", "7", "x")
    with pytest.raises(GraderError, match="returned str"):
        grade("a", "b", grader=f"{custom_module}:broken")


def test_is_equivalent_on_bare_answers() -> None:
    assert is_equivalent("\\frac{\\sqrt{8}}{2}", "\\sqrt{2}") is True
    assert is_equivalent("0.333", "\\frac{1}{3}") is False
    assert is_equivalent("(1,2)", "(2,1)") is False
    assert is_equivalent("\\{1,2\\}", "\\{2,1\\}") is True


def _rows(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


@pytest.mark.parametrize(
    "file,grader",
    [
        ("aime_2024.jsonl", "integer"),
        ("aime_2025.jsonl", "integer"),
        ("gsm8k_test.jsonl", "number"),
        ("math500.jsonl", "math"),
    ],
)
def test_real_gold_answers_are_readable_and_grade_against_themselves(
    shared_data: Path, file: str, grader: str
) -> None:
    g = get_grader(grader)
    rows = _rows(shared_data / file)
    assert [r["id"] for r in rows if g.check_gold(str(r["answer"])) is not None] == []
    assert [r["id"] for r in rows if not g.grade(f"\\boxed{{{r['answer']}}}", str(r["answer"])).correct] == []


def test_gsm8k_solutions_grade_correct_against_their_answers(shared_data: Path) -> None:
    g = get_grader("number")
    rows = _rows(shared_data / "gsm8k_test.jsonl")
    assert [r["id"] for r in rows if not g.grade(r["solution"], r["answer"]).correct] == []
    wrong = [r for r in rows[:200] if g.grade(r["solution"], str(int(r["answer"]) + 1)).correct]
    assert wrong == []


# Human solutions whose answer's sentence goes on with a negating word about something else: standard
# mode's structural reading (proctor.grading.finality.stands) does not read them (a false negative). (The two
# whose counted noun went on with a present verb or a one-letter unit of a noun read now: count_tails' shapes.)
MATH500_SENTENCE_GOES_ON = [
    "test/counting_and_probability/761.json",  # "This leaves $10-7 = \\boxed{3}$ with neither."
    "test/counting_and_probability/10.json",  # "$n=\\boxed{4}$ works and no value of $n$ less than 4 works"
]


def test_math500_solutions_grade_correct_against_their_answers(shared_data: Path) -> None:
    g = get_grader("math")
    rows = _rows(shared_data / "math500.jsonl")
    missed = [r["id"] for r in rows if not g.grade(r["solution"], r["answer"]).correct]
    assert missed == MATH500_SENTENCE_GOES_ON


def test_top_level_is_equivalent_compares_answers_without_extraction() -> None:
    import proctor

    assert proctor.is_equivalent("x = 1", "1") is True
    assert proctor.is_equivalent("50\\%", "0.5") is True
    assert proctor.is_equivalent("a \\le b", "b \\ge a") is True
    assert proctor.is_equivalent("x = 1", "x = 2") is False
    assert proctor.is_equivalent("-5", "5") is False
    assert "is_equivalent" in dir(proctor)


def test_top_level_grade() -> None:
    import proctor

    result = proctor.grade("\\boxed{\\dfrac{1}{2}}", "0.5")
    assert (result.correct, result.grader) == (True, "math")
