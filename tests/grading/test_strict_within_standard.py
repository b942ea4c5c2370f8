"""Strict mode never accepts what standard mode refuses (docs/grading.md "Modes"), and the environments and hidden
notes around a final answer (:mod:`proctor.grading.environments`).

The property: for every built-in grader (``math``, ``mcq``, ``number``), a strict verdict of correct implies the
standard verdict on the same text is correct. It holds by construction (strict runs standard's refusal of the box
and of the ``####`` line, ``finality.stands``, on top of its own whitelist) and is checked here over every case of
the review files and the human solutions of MATH-500. The families below are the shapes strict read and standard
refused before (a negated label line, a frame sentence before a bare box or a ``####`` line), in new wording and
several languages, with honest controls of the same shapes.
"""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

HERE = Path(__file__).resolve().parent
GRADERS = {
    (name, mode): get_grader(name, mode=mode)
    for name in ("math", "mcq", "number")
    for mode in ("standard", "strict")
}
MODES = ("standard", "strict")


def accepts(grader: str, response: str, gold: str, mode: str) -> bool:
    return grade_text(GRADERS[grader, mode], response, gold).correct


def _review_cases() -> list[tuple[str, str, str]]:
    """(grader, response, gold) of every list of every review file (math cases also graded by ``number``)."""
    sys.path[:0] = [str(HERE.parent), str(HERE)]
    cases: set[tuple[str, str, str]] = set()
    for path in sorted(HERE.glob("test_review_gaps*.py")):
        mod = importlib.import_module(path.stem)
        for name in ("OPEN_WRONG", "CONTROLS", "HONEST_OPEN", "CLOSED"):
            value = getattr(mod, name, None) or []
            items = [c for fam in value.values() for c in fam] if isinstance(value, dict) else value
            for c in items:
                if isinstance(c, tuple) and len(c) >= 2 and isinstance(c[0], str):
                    cases |= {("math", c[0], c[1]), ("number", c[0], c[1])}
        for name in ("OTHER_OPEN_WRONG", "OTHER_CONTROLS", "OTHER_HONEST_OPEN", "OTHER_CLOSED"):
            value = getattr(mod, name, None) or []
            if isinstance(value, dict):
                cases |= {(g, c[0], c[1]) for g, fams in value.items() for fam in fams.values() for c in fam}
            else:
                cases |= {(c[0], c[1], c[2]) for c in value}
    return sorted(cases)


def _violations(cases) -> list[tuple[str, str, str]]:
    return [(g, r, a) for g, r, a in cases if accepts(g, r, a, "strict") and not accepts(g, r, a, "standard")]


def test_strict_correct_implies_standard_correct_on_the_review_cases():
    cases = _review_cases()
    assert len(cases) > 5000
    bad = _violations(cases)
    assert not bad, f"{len(bad)} texts strict accepts and standard refuses, e.g. {bad[:5]}"


def test_strict_correct_implies_standard_correct_on_human_solutions(shared_data: Path):
    with open(shared_data / "math500.jsonl", encoding="utf-8") as f:
        rows = [json.loads(line) for line in f]
    cases = [("math", r["solution"], r["answer"]) for r in rows]
    assert not _violations(cases)
    gsm = shared_data / "gsm8k_test.jsonl"
    with open(gsm, encoding="utf-8") as f:
        rows = [json.loads(line) for _, line in zip(range(300), f, strict=False)]
    cases = [("number", r.get("solution") or r.get("full_answer") or "", str(r["answer"])) for r in rows]
    assert not _violations(cases)


# Shapes standard refused and strict read (strict's whitelists read the label line or the frame sentence as a
# plain lead): new wording, several languages. Each is (grader, response, gold): refused in both modes now.
REFUSED_IN_BOTH = [
    # a negated label line before a bare box
    ("math", "Definitely not the answer:\n\n$\\boxed{12}$", "12"),
    ("math", "Not what I'd submit:\n\n$\\boxed{12}$", "12"),
    ("math", "Keine Lösung:\n\n$\\boxed{12}$", "12"),
    ("math", "Ce n'est pas la réponse :\n\n$\\boxed{12}$", "12"),
    ("math", "No es mi respuesta:\n\n$\\boxed{12}$", "12"),
    ("number", "Не мой ответ:\n\n$\\boxed{12}$", "12"),
    ("number", "Wrong result:\n\n$\\boxed{12}$", "12"),
    # a frame sentence before a bare box
    ("math", "Nur ein Scherz.\n\n$\\boxed{12}$", "12"),
    ("math", "Just kidding.\n\n$\\boxed{12}$", "12"),
    ("mcq", "Just kidding.\n\n$\\boxed{B}$", "B"),
    ("math", "Ich scherze nur.\n\n$\\boxed{12}$", "12"),
    ("math", "C'est une blague.\n\n$\\boxed{12}$", "12"),
    ("mcq", "Es broma.\n\n$\\boxed{B}$", "B"),
    # a frame before the #### line
    ("number", "Just kidding:\n#### 12", "12"),
    ("number", "Bait for the checker:\n#### 12", "12"),
    ("number", "Not the answer:\n#### 12", "12"),
    ("number", "Nicht die Antwort:\n#### 12", "12"),
    ("number", "Ce n'est pas la réponse :\n#### 12", "12"),
    ("number", "错误的答案：\n#### 12", "12"),
    # an environment that disowns the box, in any language; its closing tag as the box's tail
    ("math", "\\begin{bogus}\n$\\boxed{12}$\n\\end{bogus}", "12"),
    ("math", "\\begin{entwurf}\nDie Antwort ist $\\boxed{12}$.\n\\end{entwurf}", "12"),
    ("math", "\\begin{brouillon}\n$\\boxed{12}$\n\\end{brouillon}", "12"),
    ("math", "\\begin{борьба}\n$\\boxed{12}$\n\\end{борьба}", "12"),
    ("number", "\\begin{misleading}\n$\\boxed{12}$\n\\end{misleading}", "12"),
    ("number", "\\begin{guess}\n#### 12\n\\end{guess}", "12"),
    ("math", "$\\boxed{12}$ \\end{irrelevant}", "12"),
    ("math", "The answer is $\\boxed{12}$.\n\\end{nonsense}", "12"),
    # a hidden note after the box that holds another value, or a rejecting word
    ("math", "$\\boxed{12}$ <!-- really 13 -->", "12"),
    ("math", "The answer is $\\boxed{12}$.\n<!-- in Wahrheit 13 -->", "12"),
    ("number", "$\\boxed{12}$ \\iffalse true value 13 \\fi", "12"),
    ("math", "$\\boxed{12}$ <!-- fake -->", "12"),
    ("math", "$\\boxed{12}$ <!-- 这是错误的 -->", "12"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("grader", "response", "gold"), REFUSED_IN_BOTH)
def test_disowned_answers_are_refused(grader: str, response: str, gold: str, mode: str):
    assert not accepts(grader, response, gold, mode)


# Strict only: what standard reads as a named block of a mathematical text, or a hidden note with words and no
# other value, is not proven plain.
REFUSED_IN_STRICT = [
    ("math", "\\begin{theorem}\nThe answer is $\\boxed{12}$.\n\\end{theorem}", "12"),
    ("math", "The answer is $\\boxed{12}$. <!-- double-check this -->", "12"),
    ("math", "The answer is $\\boxed{12}$. \\iffalse todo \\fi", "12"),
]


@pytest.mark.parametrize(("grader", "response", "gold"), REFUSED_IN_STRICT)
def test_unproven_markup_is_refused_in_strict(grader: str, response: str, gold: str):
    assert not accepts(grader, response, gold, "strict")
    assert accepts(grader, response, gold, "standard")


# Honest controls of the same shapes: read in the modes listed.
CONTROLS = [
    ("math", "Adding the parts:\n\n$\\boxed{12}$", "12", ("standard",)),
    ("math", "Final answer:\n\n$\\boxed{12}$", "12", MODES),
    ("math", "Antwort:\n\n$\\boxed{12}$", "12", MODES),
    ("number", "She has 5 + 7 = 12 apples.\n#### 12", "12", MODES),
    ("mcq", "The answer is $\\boxed{B}$.", "B", MODES),
    ("math", "\\begin{align*}\nx &= 5 + 7 \\\\\n&= \\boxed{12}\n\\end{align*}", "12", MODES),
    ("math", "\\begin{equation*}\n\\boxed{12}\n\\end{equation*}", "12", MODES),
    ("math", "\\begin{solution}\nAdding, we get $\\boxed{12}$.\n\\end{solution}", "12", MODES),
    ("math", "\\begin{proof}[Solution]\nSo the answer is $\\boxed{12}$.\n\\end{proof}", "12", MODES),
    (
        "math",
        "We have\n\\[\n\\begin{aligned} a &= 5 \\\\ b &= 7 \\end{aligned}\n\\]\nso $a+b = \\boxed{12}$.",
        "12",
        MODES,
    ),
    ("math", "\\begin{document}\nThe answer is $\\boxed{12}$.\n\\end{document}", "12", MODES),
    ("math", "\\begin{scratch}\n$x = 13$? No.\n\\end{scratch}\nThe answer is $\\boxed{12}$.", "12", MODES),
    ("math", "\\begin{theorem}\nThe answer is $\\boxed{12}$.\n\\end{theorem}", "12", ("standard",)),
    ("math", "The answer is $\\boxed{12}$.\n<!-- 12 -->", "12", MODES),
    ("math", "The answer is $\\boxed{12}$.\n<!-- $\\boxed{12}$ -->", "12", MODES),
    ("math", "The answer is $\\boxed{12}$. <!-- checked twice -->", "12", ("standard",)),
    ("number", "$\\boxed{12}$", "12", MODES),
]


@pytest.mark.parametrize(("grader", "response", "gold", "modes"), CONTROLS)
def test_honest_controls_are_read(grader: str, response: str, gold: str, modes: tuple[str, ...]):
    for mode in modes:
        assert accepts(grader, response, gold, mode), mode
