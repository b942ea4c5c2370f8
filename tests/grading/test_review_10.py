"""Review 10: the whitelists the last rounds added to keep honest shapes read, attacked with wrong answers of their
own shapes (the box holds the gold, the text disowns it), beside honest controls of the same shapes.

1. ``lead_shapes.numbered_heading``: a line indented as code was never a heading, so an indented heading
   (``    Draft 2 of 3``, ``\\tAttempt 3``) passed strict. Code now opens on a small letter or holds code's marks,
   and an indexed heading (``of 3``, ``#2``) is a heading whatever its indentation.
2. ``lead_remarks._CORRECTED``: the negated rival dropped before the after-name whitelist could hold any one word
   between its negator and value, so "not only 8, but" (``bukan hanya 8, tetapi``, ``όχι μόνο 8 αλλά``) and "not
   sure 100, but" (``saya tidak yakin 100, tapi``) were dropped as corrected rivals. Only a copula may stand there.
3. ``replaced_after._GLUED``: another value glued to the box by a gloss word was read after a comma only; after a
   semicolon or a dash (the separators the ninth round made asides) ``; i.e. 8`` passed, and ``in other words``
   was no gloss word.
4. ``replaced_after._value_clause_other``: another value opening the clause after the box, then a few words that
   relate it to nothing (``, 8 instead.``, ``; 8 really.``) was read by no rule.
5. ``later_sentences``: "or so" followed by the writer's own work was read whatever came after the verb (``Or so I
   calculated before finding my error.``); what follows the verb is now proven by a whitelist, before the check
   words' exemption (``Or so I verified, I hope.``).
"""

from __future__ import annotations

import pytest
from review_gaps import MODES, correct

B = "$\\boxed{7}$"
ANSWER = f"The answer is {B}"

# 1. strict: an indented numbered heading before the answer's sentence
INDENTED_HEADING_WRONG = [
    f"    Draft 2 of 3\n\nThe answer is {B}.",
    f"\tAttempt 3\nThe answer is {B}.",
    f"    Guess 2 of 3\nThe answer is {B}.",
    f"    Example 3\n\nThe answer is {B}.",
]
INDENTED_CODE_HONEST = [
    f"    x = 0\n\nThe answer is {B}.",
    f"    print(f(3))\n\nThe answer is {B}.",
    f"    sleep 2\n\nThe answer is {B}.",
    f"def f(n):\n    return 0\n\nThe answer is {B}.",
]

# 2. standard: "not only 8, but" / "not sure 100, but" read as a corrected rival
NOT_ONLY_RIVAL_WRONG = [
    f"Jawabannya bukan hanya 8, tetapi {B}.",
    f"Jawabannya tidak hanya 8, tapi {B}.",
    f"Jawabannya bukan cuma 8, melainkan {B}.",
    f"Đáp án không chỉ 8 mà {B}.",
    f"Η απάντηση όχι μόνο 8 αλλά {B}.",
    f"Ang sagot ay hindi lang 8 kundi {B}.",
    f"Jibu sio tu 8, bali {B}.",
    f"الإجابة ليست فقط 8 بل {B}.",
    f"התשובה לא רק 8 אלא {B}.",
    f"Jawabannya, saya tidak yakin 100, tapi {B}.",
]
# 2b. standard: another value left standing right before the box after the answer's name (the gap's words were read,
# its value was not)
VALUE_BEFORE_BOX_WRONG = [
    f"Jawabannya 8, {B}.",
    f"Cevap tam olarak 8, {B}.",
    "정답은 바로 8, $\\boxed{7}$이다.",
]
CORRECTED_RIVAL_HONEST = [
    f"Jawabannya untuk soal 3 adalah {B}.",
    f"Jawabannya bukan 8, tetapi {B}.",
    f"Jawabannya bukan lah 8, tetapi {B}.",
    f"Jibu si 8, bali {B}.",
    f"Ang sagot ay hindi 8 kundi {B}.",
    f"Cevap 8 değil, {B}.",
]

# 3. standard: another value glued by a gloss word after a semicolon or a dash
GLOSS_AFTER_SEPARATOR_WRONG = [
    f"{ANSWER}; i.e. 8.",
    f"{ANSWER} — i.e. 8.",
    f"{ANSWER} – i.e. 8.",
    f"{ANSWER} - i.e. 8.",
    f"{ANSWER}； i.e. 8.",
    f"{ANSWER}; in other words 8.",
    f"{ANSWER} — in other words 8.",
    f"{ANSWER}; i.e. $8$.",
]
GLOSS_AFTER_SEPARATOR_HONEST = [
    f"{ANSWER}; in other words, 7.",
    f"{ANSWER} — in other words, seven apples.",
    f"{ANSWER}; i.e. 7.",
    f"{ANSWER} - that is the count.",
]

# 4. standard: another value opening the clause after the box, then words that relate it to nothing
VALUE_CLAUSE_WRONG = [
    f"{ANSWER}, 8 instead.",
    f"{ANSWER}; 8 really.",
    f"{ANSWER}, 8 really.",
    f"{ANSWER}, 8 in fact.",
    f"{ANSWER}; 8 in fact.",
    f"{ANSWER}, 8 I mean.",
    f"{ANSWER}, 8 honestly.",
    f"{ANSWER}, 8 in truth.",
    f"{ANSWER}, 8 in total.",
    f"{ANSWER}， 8 really.",
    f"{ANSWER}； 8 in fact.",
]
VALUE_CLAUSE_HONEST = [
    f"{ANSWER}, 7 really.",
    f"{ANSWER}, 2 more than Tom.",
    f"{ANSWER}, 3 of which are red.",
    f"{ANSWER}, 1 less.",
    f"{ANSWER}, 2 each.",
    f"{ANSWER}, 2 apples each.",
]

# 4b. standard: a later clause of the box's sentence names "the real one" (the answer) and gives it another value;
# after_box read "one" as another quantity's noun
REAL_ONE_WRONG = [
    f"{ANSWER}; the real one is 8.",
    f"{ANSWER}; the correct one is 8.",
    f"{ANSWER}, the right one is 8.",
    f"{ANSWER} — the actual one is 8.",
]
REAL_ONE_HONEST = [
    f"{ANSWER}; the other one is 3.",
    f"{ANSWER}; the smaller one is 3.",
    f"{ANSWER}; the real one is 7.",
]

# 4c. standard: Spanish's or Portuguese's thousand before a noun ("7 mil euros" is 7000); "mil" was a scale only
# before "millones"
MIL_SCALE_WRONG = [
    "The answer is $\\boxed{7}$ mil euros.",
    "The answer is $\\boxed{7}$ mil dólares.",
    "La respuesta es $\\boxed{7}$ mil personas.",
]

# 5. standard: "or so" then the writer's work, then words that take it back
OR_SO_OWN_WORK_WRONG = [
    f"{ANSWER}. Or so I calculated, twice, wrongly.",
    f"{ANSWER}. Or so I calculated before finding my error.",
    f"{ANSWER}. Or so I calculated at first.",
    f"{ANSWER}. Or so I verified, I hope.",
    f"{ANSWER}. Or so I computed in my dream.",
]
OR_SO_OWN_WORK_HONEST = [
    f"{ANSWER}. Or so I calculated twice.",
    f"{ANSWER}. Or so I calculated, twice.",
    f"{ANSWER}. Or so we computed above.",
]

# open: a clause with a value before the answer's name is read as work and skipped, whatever it says
# (lead_remarks._name_led_unproven's cut; in English the lead rules read "I guessed 3 times" as work too)
WORK_CLAUSE_CUT_OPEN = [
    f"Saya menebak 3 kali, jadi jawabannya {B}.",
    f"I guessed 3 times, so the answer is {B}.",
]
# open: a value before the box in its sentence, after a dash or a comma, where no answer's name of the name-led
# languages stands (the label rules read its words, not its values; rival values of the box's own sentence are
# another module's)
VALUE_BEFORE_BOX_OPEN = [
    (f"The answer is — 8 — {B}.", MODES),
    (f"Phew — 8 — {B}.", MODES),
    (f"The answer is as follows (8): {B}", MODES),
    (f"The answer is as follows, 8: {B}", MODES),
    (f"The answer is 8, {B}.", ("standard",)),
]
# open: the box alone on its line, then a paragraph that goes on with its sentence and disowns it
PARAGRAPH_PREDICATE_OPEN = [
    f"The answer is as follows:\n\n{B}\n\nis what I first thought.",
    f"{B}\n\nis what I first thought.",
]
# open (strict): an indented heading written in small letters reads as a line of code ("    sleep 2" is one): nothing
# in one line tells a lower-case heading from a command
LOWER_CASE_HEADING_OPEN = [
    f"    draft 2\n\nThe answer is {B}.",
    f"    guess 2\n\nThe answer is {B}.",
]
# open: an equation glued by a gloss word names another value of a variable ("; i.e. $x = 8$")
GLUED_EQUATION_OPEN = [
    f"{ANSWER}; i.e. $x = 8$.",
]


@pytest.mark.parametrize("response", INDENTED_HEADING_WRONG)
def test_an_indented_heading_is_refused_in_strict(response: str) -> None:
    assert not correct(response, "7", "strict")


@pytest.mark.parametrize("response", INDENTED_CODE_HONEST)
@pytest.mark.parametrize("mode", MODES)
def test_a_line_of_code_before_the_answer_is_read(response: str, mode: str) -> None:
    assert correct(response, "7", mode)


@pytest.mark.parametrize(
    "response",
    NOT_ONLY_RIVAL_WRONG
    + VALUE_BEFORE_BOX_WRONG
    + GLOSS_AFTER_SEPARATOR_WRONG
    + VALUE_CLAUSE_WRONG
    + REAL_ONE_WRONG
    + MIL_SCALE_WRONG
    + OR_SO_OWN_WORK_WRONG,
)
@pytest.mark.parametrize("mode", MODES)
def test_a_disowned_box_is_refused(response: str, mode: str) -> None:
    assert not correct(response, "7", mode)


@pytest.mark.parametrize(
    "response",
    CORRECTED_RIVAL_HONEST
    + GLOSS_AFTER_SEPARATOR_HONEST
    + VALUE_CLAUSE_HONEST
    + REAL_ONE_HONEST
    + OR_SO_OWN_WORK_HONEST,
)
def test_an_honest_control_is_read_in_standard(response: str) -> None:
    assert correct(response, "7", "standard")


@pytest.mark.xfail(
    strict=True, reason="open: a clause holding a value before the answer's name is read as work"
)
@pytest.mark.parametrize("response", WORK_CLAUSE_CUT_OPEN)
def test_open_work_clause_cut(response: str) -> None:
    assert not correct(response, "7", "standard")


@pytest.mark.xfail(strict=True, reason="open: an equation glued by a gloss word is not read as another value")
@pytest.mark.parametrize("response", GLUED_EQUATION_OPEN)
def test_open_glued_equation(response: str) -> None:
    assert not correct(response, "7", "standard")


@pytest.mark.xfail(
    strict=True, reason="open: a value before the box in its sentence outside the name-led languages"
)
@pytest.mark.parametrize("response,modes", VALUE_BEFORE_BOX_OPEN)
def test_open_value_before_box(response: str, modes: tuple[str, ...]) -> None:
    assert not any(correct(response, "7", mode) for mode in modes)


@pytest.mark.xfail(
    strict=True, reason="open: a paragraph that goes on with the box's sentence is not read with it"
)
@pytest.mark.parametrize("response", PARAGRAPH_PREDICATE_OPEN)
def test_open_paragraph_predicate(response: str) -> None:
    assert not correct(response, "7", "standard")


@pytest.mark.xfail(strict=True, reason="open: a lower-case indented heading reads as a line of code")
@pytest.mark.parametrize("response", LOWER_CASE_HEADING_OPEN)
def test_open_lower_case_heading(response: str) -> None:
    assert not correct(response, "7", "strict")
