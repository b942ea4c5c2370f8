"""Strict: more shapes of another value stated before the final box (``proctor.grading.strict_rivals``).

Written in wordings and languages of their own (none of the review files' strings): a value the paragraph before a
bare box states in a wrapper, after a reaffirmation or an idiom, a choice named by number or verdict, a mixed number,
a CJK number word; anywhere before the box, a code fence, a named element or a labelled brace that states another
answer; an inline tag that labels the box with no answer's name; a unit after a boxed letter. Strict refuses each
(standard reads a later box as superseding an earlier value: its documented design, so only the controls are checked
in both modes). The break-check (``test_each_family_needs_the_rule``) grades each family with the rule's hooks
switched off: some case of every family must then be read, so the rule is what refuses it.
"""

from __future__ import annotations

import pytest
from review_gaps import correct

from proctor.grading import extract, finality, get_grader, graders
from proctor.grading.base import grade_text

_OTHER = {(n, m): get_grader(n, mode=m) for n in ("mcq", "number") for m in ("standard", "strict")}


def _graded(grader: str, response: str, gold: str, mode: str) -> bool:
    if grader == "math":
        return correct(response, gold, mode)
    return grade_text(_OTHER[grader, mode], response, gold).correct


# a value before a bare box in a wrapper read as an operator or left on it: emphasis, angle brackets, quotation marks
# of other scripts, the danda, a leading point, an arrow opening the line, a relation after an answer's name
WRAPPED_VALUE = [
    ("math", "__9__\n\n$\\boxed{4}$", "4"),
    ("math", "==9==\n\n$\\boxed{4}$", "4"),
    ("math", "<9>\n\n$\\boxed{4}$", "4"),
    ("math", "‚9‘\n\n$\\boxed{4}$", "4"),
    ("math", "『9』\n\n$\\boxed{4}$", "4"),
    ("math", "〈9〉\n\n$\\boxed{4}$", "4"),
    ("math", "योग 9।\n\n$\\boxed{4}$", "4"),
    ("math", "इस प्रकार 9॥\n\n$\\boxed{4}$", "4"),
    ("math", "Net: .4\n\n$\\boxed{4}$", "4"),
    ("math", "==> 9\n\n$\\boxed{4}$", "4"),
    ("math", "⇒ 9\n\n$\\boxed{4}$", "4"),
    ("math", "Ответ ≈ 9.\n\n$\\boxed{4}$", "4"),
    ("math", "Réponse ~ 9.\n\n$\\boxed{4}$", "4"),
    ("number", "__9__\n#### 4", "4"),
    ("number", "योग 9।\n#### 4", "4"),
    ("number", "==> 9\n#### 4", "4"),
]

# a value before a bare box followed by a clause that judges nothing or reaffirms it (no withdrawal proven)
REAFFIRMED_VALUE = [
    ("math", "So 9, no question about it.\n\n$\\boxed{4}$", "4"),
    ("math", "Así que 9. Sin duda alguna.\n\n$\\boxed{4}$", "4"),
    ("math", "Also 9. Kein Zweifel.\n\n$\\boxed{4}$", "4"),
    ("math", "Итого 9. Без ошибки.\n\n$\\boxed{4}$", "4"),
    ("math", "Quindi 9. Nessun errore.\n\n$\\boxed{4}$", "4"),
    ("number", "So 9, no question about it.\n#### 4", "4"),
]

# the words step, part, case in an idiom, not a label, or in a label that names itself final
IDIOM_WORDS = [
    ("math", "In either case, 9.\n\n$\\boxed{4}$", "4"),
    ("math", "Case solved: 9.\n\n$\\boxed{4}$", "4"),
    ("math", "For every case: 9.\n\n$\\boxed{4}$", "4"),
    ("math", "Just in case, 9.\n\n$\\boxed{4}$", "4"),
    ("math", "Stage 4 (final): 9.\n\n$\\boxed{4}$", "4"),
    ("math", "Round 2 — final: 9.\n\n$\\boxed{4}$", "4"),
    ("number", "In either case, 9.\n#### 4", "4"),
]

# a choice named by its number, ordinal or Roman numeral, or an enclosed letter, before a boxed letter
CHOICE_NUMBERED = [
    ("math", "Hence option 4.\n\n$\\boxed{B}$", "B"),
    ("math", "So the 4th choice.\n\n$\\boxed{B}$", "B"),
    ("math", "Thus (iv).\n\n$\\boxed{B}$", "B"),
    ("math", "Therefore option number 4.\n\n$\\boxed{B}$", "B"),
    ("math", "Ⓓ\n\n$\\boxed{B}$", "B"),
    ("math", "Clearly 🅳.\n\n$\\boxed{B}$", "B"),
    ("mcq", "Hence option 4.\n\n$\\boxed{B}$", "B"),
    ("mcq", "Thus (iv).\n\n$\\boxed{B}$", "B"),
]

# a verdict per option that marks another option right
OPTION_VERDICTS = [
    ("math", "A: yes. B: no. C: no. D: no.\n\n$\\boxed{C}$", "C"),
    ("math", "A: ja. B: nein. C: nein.\n\n$\\boxed{C}$", "C"),
    ("math", "Option D works; A, B and C fail.\n\n$\\boxed{C}$", "C"),
    ("math", "| Choice | OK? |\n|---|---|\n| A | ✓ |\n| C | ✗ |\n\n$\\boxed{C}$", "C"),
    ("math", "A) 4\nD) 9 ✓\nC) 1\n\n$\\boxed{C}$", "C"),
    ("math", "A - wrong, B - wrong, C - wrong, D - right.\n\n$\\boxed{B}$", "B"),
    ("math", "A) false B) false C) false D) true\n\n$\\boxed{B}$", "B"),
    ("math", "A and C are wrong; D is not wrong either.\n\n$\\boxed{C}$", "C"),
    ("mcq", "A: yes. B: no. C: no. D: no.\n\n$\\boxed{C}$", "C"),
    ("mcq", "Option D works; A, B and C fail.\n\n$\\boxed{C}$", "C"),
]

# a mixed number committed before the box whose whole part is the box's, or a dozen
MIXED_NUMBER = [
    ("math", "The answer is 4 and a quarter.\n\n$\\boxed{4}$", "4"),
    ("math", "La réponse est 4 et demie.\n\n$\\boxed{4}$", "4"),
    ("math", "La respuesta es 4 y media.\n\n$\\boxed{4}$", "4"),
    ("math", "Answer: 4 1/2\n\n$\\boxed{4}$", "4"),
    ("math", "Result: 4½\n\n$\\boxed{4}$", "4"),
    ("math", "The result is two dozen.\n\n$\\boxed{4}$", "4"),
    ("number", "The answer is 4 and a quarter.\n#### 4", "4"),
]

# a CJK number word glued to its copula before the box
CJK_NUMBER_WORD = [
    ("math", "答えは九です。\n\n$\\boxed{4}$", "4"),
    ("math", "結局、九だ。\n\n$\\boxed{4}$", "4"),
    ("math", "결국 아홉이다.\n\n$\\boxed{4}$", "4"),
    ("number", "答えは九です。\n#### 4", "4"),
]

# anywhere before the box: a code fence, a named element or a labelled brace that states another answer
STRUCTURED_ANSWER = [
    ("math", "```python\nfinal_answer = 9\n```\n\n$\\boxed{4}$", "4"),
    ("math", "```python\ntotal = 9  # answer\n```\n\nSo we are done.\n\n$\\boxed{4}$", "4"),
    ("math", "```js\nconsole.log(9); // the answer\n```\n\n$\\boxed{4}$", "4"),
    ("math", "```ruby\nputs 9 # final answer\n```\n\n$\\boxed{4}$", "4"),
    ("math", "```python\nres = 9\nprint(res)  # Antwort\n```\n\n$\\boxed{4}$", "4"),
    ("math", '<field name="answer" value="9"/>\n\n$\\boxed{4}$', "4"),
    ("math", '<meta name="resultado" content="9">\n\n$\\boxed{4}$', "4"),
    ("math", '<data name="Antwort" value="9">\n\n$\\boxed{4}$', "4"),
    ("math", "$$\\underbrace{9}_{\\text{Antwort}}$$\n\n$\\boxed{4}$", "4"),
    ("math", "$$\\underset{\\text{answer}}{9}$$\n\n$\\boxed{4}$", "4"),
    ("number", "```python\nfinal_answer = 9\n```\n#### 4", "4"),
    ("number", '<field name="answer" value="9"/>\n#### 4', "4"),
]

# an inline tag or inline code right before the box that labels it with no answer's name
MARKUP_LABEL = [
    ("math", "<em>trap</em> $\\boxed{4}$", "4"),
    ("math", "<sup>fake</sup> $\\boxed{4}$", "4"),
    ("math", "`wrong` $\\boxed{4}$", "4"),
    ("math", "<i>falso</i> $\\boxed{4}$", "4"),
    ("math", "<small>неверно</small> $\\boxed{4}$", "4"),
    ("math", "<mark>只是猜测</mark> $\\boxed{4}$", "4"),
]

# a box introduced as an example, a provisional answer or a recalled earlier result (both modes)
EXAMPLE_OR_PROVISIONAL = [
    ("math", "E. g. $\\boxed{4}$.", "4"),
    ("math", "Bspw. $\\boxed{4}$.", "4"),
    ("math", "Bijv. $\\boxed{4}$.", "4"),
    ("math", "Np. $\\boxed{4}$.", "4"),
    ("math", "例えば $\\boxed{4}$。", "4"),
    ("math", "In the sample example, the result is $\\boxed{4}$.", "4"),
    ("math", "Dans l'exemple précédent, la réponse est $\\boxed{4}$.", "4"),
    ("math", "Nell'esempio sopra, la risposta è $\\boxed{4}$.", "4"),
    ("math", "As a rough estimate, the answer is $\\boxed{4}$.", "4"),
    ("math", "At first glance, the total is $\\boxed{4}$.", "4"),
    ("math", "For the time being, the answer is $\\boxed{4}$.", "4"),
    ("math", "Die Antwort ist vorerst $\\boxed{4}$.", "4"),
    ("math", "La respuesta, por ahora, es $\\boxed{4}$.", "4"),
    ("math", "答案暂定为 $\\boxed{4}$。", "4"),
    ("math", "Previously, we found $\\boxed{4}$.", "4"),
    ("math", "Remember that we got $\\boxed{4}$.", "4"),
    ("math", "Rappelons que nous avions $\\boxed{4}$.", "4"),
]

# a unit after a boxed letter
UNIT_AFTER_LETTER = [
    ("mcq", "The correct option is $\\boxed{B}$ L.", "B"),
    ("mcq", "So we pick $\\boxed{D}$ S.", "D"),
    ("math", "The correct option is $\\boxed{B}$ L.", "B"),
]

# one letter alone after a boxed choice letter, in the mcq grader (both modes): a unit symbol or another letter
LONE_LETTER_AFTER = [
    ("mcq", "The correct option is $\\boxed{B}$ M", "B"),
    ("mcq", "The correct option is $\\boxed{A}$ R", "A"),
    ("mcq", "The correct option is $\\boxed{D}$ U", "D"),
    ("mcq", "The correct option is $\\boxed{C}$ y", "C"),
]

# a label line right before a bare box that names the answer with words that do not all name it (strict)
QUALIFIED_LABEL_LINE = [
    ("math", "Fausse réponse :\n$\\boxed{4}$", "4"),
    ("math", "> Неправильный ответ:\n> $\\boxed{4}$", "4"),
    ("math", "Risposta sbagliata:\n\n$\\boxed{4}$", "4"),
    ("math", "> Respuesta equivocada:\n>\n> $\\boxed{4}$", "4"),
    ("math", "Niet het antwoord:\n\n$\\boxed{4}$", "4"),
    ("math", "Zła odpowiedź:\n\n$\\boxed{4}$", "4"),
]

FAMILIES = {
    "wrapped_value": WRAPPED_VALUE,
    "reaffirmed_value": REAFFIRMED_VALUE,
    "idiom_words": IDIOM_WORDS,
    "choice_numbered": CHOICE_NUMBERED,
    "option_verdicts": OPTION_VERDICTS,
    "mixed_number": MIXED_NUMBER,
    "cjk_number_word": CJK_NUMBER_WORD,
    "structured_answer": STRUCTURED_ANSWER,
    "markup_label": MARKUP_LABEL,
    "unit_after_letter": UNIT_AFTER_LETTER,
    "example_or_provisional": EXAMPLE_OR_PROVISIONAL,
    "lone_letter_after": LONE_LETTER_AFTER,
    "qualified_label_line": QUALIFIED_LABEL_LINE,
}

# the families refused in standard mode too (an example, a provisional answer, a tag that labels the box)
BOTH_MODES = ("markup_label", "example_or_provisional", "lone_letter_after")

# honest answers of the same shapes: both modes read them
CONTROLS = [
    ("math", "__4__\n\n$\\boxed{4}$", "4"),
    ("math", "<4>\n\n$\\boxed{4}$", "4"),
    ("math", "『4』\n\n$\\boxed{4}$", "4"),
    ("math", "योग 4।\n\n$\\boxed{4}$", "4"),
    ("math", "We need n > 8.\n\n$\\boxed{9}$", "9"),
    ("math", "==> 4\n\n$\\boxed{4}$", "4"),
    ("math", "Ответ ≈ 4.\n\n$\\boxed{4}$", "4"),
    ("math", "So 4, no question about it.\n\n$\\boxed{4}$", "4"),
    ("math", "Also 4. Kein Zweifel.\n\n$\\boxed{4}$", "4"),
    ("math", "She had 9. Scratch that, recount.\n\n$\\boxed{4}$", "4"),
    ("math", "In case 2, we get 9.\n\n$\\boxed{4}$", "4"),
    ("math", "Case 3: 9.\n\n$\\boxed{4}$", "4"),
    ("math", "In either case, 4.\n\n$\\boxed{4}$", "4"),
    ("math", "Stage 4 (final): 4.\n\n$\\boxed{4}$", "4"),
    ("math", "Stage 4: 9.\n\n$\\boxed{4}$", "4"),
    ("math", "She bought a dozen eggs.\n\n$\\boxed{12}$", "12"),
    ("math", "Hence option 2.\n\n$\\boxed{B}$", "B"),
    ("math", "Thus (ii).\n\n$\\boxed{B}$", "B"),
    ("math", "A: no. B: no. C: yes. D: no.\n\n$\\boxed{C}$", "C"),
    ("math", "Option C works; A, B and D fail.\n\n$\\boxed{C}$", "C"),
    ("math", "A fails, B fails, D fails.\n\n$\\boxed{C}$", "C"),
    ("math", "B is not right; C is right.\n\n$\\boxed{C}$", "C"),
    ("math", "A) false B) false C) true D) false\n\n$\\boxed{C}$", "C"),
    ("math", "Since A holds, C.\n\n$\\boxed{C}$", "C"),
    ("math", "答えは四です。\n\n$\\boxed{4}$", "4"),
    ("math", "결국 넷이다.\n\n$\\boxed{4}$", "4"),
    ("math", "```python\nfinal_answer = 4\n```\n\n$\\boxed{4}$", "4"),
    ("math", "```python\nanswer = 3 + 1\nprint(answer)  # 4\n```\n\n$\\boxed{4}$", "4"),
    ("math", "```python\nfor i in range(10):  # answer loop\n    pass\n```\n\n$\\boxed{4}$", "4"),
    ("math", '<field name="answer" value="4"/>\n\n$\\boxed{4}$', "4"),
    ("math", "$$\\underbrace{4}_{\\text{answer}}$$\n\n$\\boxed{4}$", "4"),
    ("math", "<b>Answer</b> $\\boxed{4}$", "4"),
    ("math", "<strong>Réponse</strong> $\\boxed{4}$", "4"),
    ("math", "<b>答案</b> $\\boxed{4}$", "4"),
    ("math", "`Answer:` $\\boxed{4}$", "4"),
    ("math", "In this example, the answer is $\\boxed{4}$.", "4"),
    ("math", "In diesem Beispiel ist die Antwort $\\boxed{4}$.", "4"),
    ("math", "Wie im Beispiel ist die Antwort $\\boxed{4}$.", "4"),
    ("math", "For example, if $n=2$ we get 9. In our problem, the answer is $\\boxed{4}$.", "4"),
    ("math", "We compute $3+1$, i.e. $\\boxed{4}$.", "4"),
    ("math", "As a first step, we add: the answer is $\\boxed{4}$.", "4"),
    ("math", "Recall the formula. The answer is $\\boxed{4}$.", "4"),
    ("math", "<b>Solution:</b> $\\boxed{4}$", "4"),
    ("math", "Bonne réponse :\n$\\boxed{4}$", "4"),
    ("math", "> Правильный ответ:\n> $\\boxed{4}$", "4"),
    ("math", "最终答案：\n\n$\\boxed{4}$", "4"),
    ("math", "The answer to the question is:\n\n$\\boxed{4}$", "4"),
    ("math", "Thus, the area of the right triangle is:\n\n\\[ \\boxed{4} \\]", "4"),
    ("math", "Hence the solution in interval notation is:\n\n\\[ \\boxed{4} \\]", "4"),
    ("mcq", "The correct option is $\\boxed{B}$.", "B"),
    ("mcq", "Hence option 2.\n\n$\\boxed{B}$", "B"),
    ("mcq", "My choice is $\\boxed{B}$.", "B"),
    ("mcq", "My choice is $\\boxed{B}$ ✓", "B"),
    ("number", "__4__\n#### 4", "4"),
    ("number", "In either case, 4.\n#### 4", "4"),
    ("number", "```python\nfinal_answer = 4\n```\n#### 4", "4"),
    ("number", "She has 3 + 1 = 4 apples.\n#### 4", "4"),
]

# honest answers strict refused before this rule and reads now (strict only: standard read them already)
STRICT_NOW_READ: list = []


@pytest.mark.parametrize(
    ("grader", "response", "gold"),
    [
        pytest.param(*case, id=f"{family}-{i}")
        for family, cases in FAMILIES.items()
        for i, case in enumerate(cases)
    ],
)
def test_strict_refuses_another_value(grader, response, gold):
    assert not _graded(grader, response, gold, "strict")


@pytest.mark.parametrize(
    ("grader", "response", "gold"),
    [
        pytest.param(*case, id=f"{family}-{i}")
        for family in BOTH_MODES
        for i, case in enumerate(FAMILIES[family])
    ],
)
def test_standard_refuses_it_too(grader, response, gold):
    assert not _graded(grader, response, gold, "standard")


@pytest.mark.parametrize(("grader", "response", "gold"), CONTROLS + STRICT_NOW_READ)
@pytest.mark.parametrize("mode", ("standard", "strict"))
def test_honest_answer_of_the_same_shape_is_read(grader, response, gold, mode):
    assert _graded(grader, response, gold, mode)


_HOOKS = (
    (finality, "other_before_bare_more"),
    (finality, "markup_label_before"),
    (finality, "unit_after_letter"),
    (finality, "example_or_provisional"),
    (finality, "qualified_label_line"),
    (graders, "lone_letter_after"),
    (extract, "structured_before"),
    (extract, "other_before_hashes_more"),
    # rules merged beside these close some of the same cases (committed_forms: a mixed number before a bare box;
    # box_tail, answer_leads, later_sentences: a letter after a boxed letter): off too, so that each family shows a
    # case no rule but these refuses
    (finality, "committed_form_before"),
    (extract, "committed_form_before_hashes"),
    (finality, "box_tail_unproven"),
    (finality, "lead_unproven"),
    (finality, "later_unproven"),
    (finality, "joined_refuses"),  # (bare_leads: a label line over a bare box read as on its line)
)


@pytest.mark.parametrize("family", list(FAMILIES))
def test_each_family_needs_the_rule(family, monkeypatch):
    """Break-check: with the rule's hooks switched off, strict reads some case of each family."""
    for module, name in _HOOKS:
        monkeypatch.setattr(module, name, lambda *args, **kwargs: False)
    assert any(_graded(*case, "strict") for case in FAMILIES[family])
