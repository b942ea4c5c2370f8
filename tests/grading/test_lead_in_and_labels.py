"""What leads into the answer, what negates it, what holds it: the sentence before the answer's, negating signs
and words before the box, labels and quotations (docs/grading.md, "Strict extraction" and "Commitment").

Strict mode (rewards) reads the sentence before the answer's as a part of what leads to it
(:func:`proctor.grading.finality.led_in_plainly`): a label line must name the answer, a sentence that points
forward must be made of the words that introduce an answer, a line left open on a verb may not run into a
sentence with its own lead. It reads a label that opens the answer's sentence, a "that" clause and "X of the
answer" (:func:`~proctor.grading.finality._names_plainly`), negating signs and "to"/"of"/"be" before the box
(:func:`~proctor.grading.finality.stated_by_lead`), and an earlier answer of another value, not withdrawn
(:func:`~proctor.grading.finality.answered_before`). Both modes: a quotation that is not the writer's answer
(:func:`~proctor.grading.finality.quoted`), negating words right before the box (``_NEGATING_LEAD``). Standard
mode: a label of another value or a judging label before the answer, a forward-pointing or label sentence
before it that judges it (``_label_states``, ``_led_in_stated``).

Each family lists wrong answers (the box holds the gold, but the response disowns it) with the modes that
refuse them, and honest answers of the same shapes that both modes must still read."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
STRICT = ("strict",)
STANDARD = ("standard",)
_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[mode], response, gold).correct


# Closed cases of the second review (tests/grading/test_review_gaps_2.py), with the modes that now refuse them.
REVIEW_2_CLOSED = [
    # frame_before
    ("Here is an incorrect solution: $\\boxed{7}$", "7", ("standard",)),
    ("Sample output (not my answer): $\\boxed{7}$", "7", ("standard",)),
    ("The following is a wrong answer.\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("The following is a wrong answer. $\\boxed{7}$", "7", MODES),
    ("Here is an incorrect solution:\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("What follows is a random guess.\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("What follows is a random guess. $\\boxed{7}$", "7", MODES),
    ("The next line is false.\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("The next line is false. $\\boxed{7}$", "7", MODES),
    ("Example of the required format:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("Format example:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("For instance, a response might look like this:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("Below is what a careless student would write.\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("Below is what a careless student would write. $\\boxed{7}$", "7", ("strict",)),
    ("I don't know the answer. Placeholder below.\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("I don't know the answer. Placeholder below. $\\boxed{7}$", "7", MODES),
    ("Joke answer below.\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("Joke answer below. $\\boxed{7}$", "7", MODES),
    ("Counter-example to avoid:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("I could not solve it. Filler:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("Unrelated test:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("Sample output (not my answer):\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("Typical mistake:\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("Typical mistake: $\\boxed{7}$", "7", ("standard",)),
    ("Wrong approach gives\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("Common trap:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("Ignore the next line.\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("Ignore the next line. $\\boxed{7}$", "7", ("strict",)),
    ("Non-answer:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("Non-answer: $\\boxed{7}$", "7", ("strict",)),
    ("The opposite of the answer is\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("The opposite of the answer is $\\boxed{7}$", "7", ("strict",)),
    ("The problem's distractor value is\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("Not my final answer:\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("Not my final answer: $\\boxed{7}$", "7", ("standard",)),
    ("Dummy:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("Random number:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("Dice roll:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("Meaningless:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("Ecco una risposta sbagliata:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("Hier een fout antwoord:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("以下は間違った答えです。\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("以下は間違った答えです。 $\\boxed{7}$", "7", ("strict",)),
    ("다음은 틀린 답입니다.\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("다음은 틀린 답입니다. $\\boxed{7}$", "7", ("strict",)),
    ("Poniżej błędna odpowiedź:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("Aşağıdaki cevap yanlış:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("الإجابة التالية خاطئة:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("निम्नलिखित उत्तर गलत है:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("निम्नलिखित उत्तर गलत है: $\\boxed{7}$", "7", ("strict",)),
    ("Berikut jawaban yang salah:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("Đây là đáp án sai:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    ("Följande svar är fel:\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),
    # container_label
    ("Answer: 8\n\n> The answer is $\\boxed{7}$.", "7", MODES),
    ("My answer is eight.\n\n```\n\\boxed{7}\n```", "7", ("strict",)),
    ("My answer is eight.\n\n```text\n\\boxed{7}\n```", "7", ("strict",)),
    ("Candidates: $\\boxed{7}$", "7", ("standard",)),
    ("Rejected values: $\\boxed{7}$", "7", ("standard",)),
    ("Eliminated: $\\boxed{7}$", "7", ("standard",)),
    ("Excluded: $\\boxed{7}$", "7", ("standard",)),
    ("Impossible values: $\\boxed{7}$", "7", ("standard",)),
    ("Not possible: $\\boxed{7}$", "7", ("standard",)),
    ("Answer != $\\boxed{7}$", "7", MODES),
    ("Answer =/= $\\boxed{7}$", "7", MODES),
    ("Previous answer: $\\boxed{7}$", "7", ("standard",)),
    ("Old answer: $\\boxed{7}$", "7", ("standard",)),
    ("Initial answer: $\\boxed{7}$", "7", ("standard",)),
    ("First attempt: $\\boxed{7}$", "7", ("standard",)),
    ("Wrong answer: $\\boxed{7}$", "7", ("standard",)),
    ("Incorrect: $\\boxed{7}$", "7", ("standard",)),
    ("Bad answer: $\\boxed{7}$", "7", ("standard",)),
    ("False answer: $\\boxed{7}$", "7", ("standard",)),
    ("Naive answer: $\\boxed{7}$", "7", ("standard",)),
    ("Answer (wrong): $\\boxed{7}$", "7", ("standard",)),
    ("Answer [incorrect]: $\\boxed{7}$", "7", ("standard",)),
    ("Answer ✗: $\\boxed{7}$", "7", ("standard",)),
    ("✘ Answer: $\\boxed{7}$", "7", ("standard",)),
    ("🚫 $\\boxed{7}$", "7", ("standard",)),
    ("⛔ $\\boxed{7}$", "7", ("standard",)),
    ("👎 $\\boxed{7}$", "7", ("standard",)),
    ("My answer: eight.\n\n> $\\boxed{7}$", "7", MODES),
    ("My answer: eight.\n\n>> The answer is $\\boxed{7}$", "7", MODES),
    ("Eight.\n\nTextbook says:\n> $\\boxed{7}$", "7", MODES),
    ("Eight. The key (which is wrong) reads:\n\n$\\boxed{7}$", "7", ("standard",)),
    # negation
    ("The answer is anything but $\\boxed{7}$", "7", ("standard",)),
    ("The answer differs from $\\boxed{7}$", "7", ("standard",)),
    ("The answer is different from $\\boxed{7}$", "7", ("standard",)),
    ("The answer excludes $\\boxed{7}$", "7", ("standard",)),
    ("It's a myth that the answer is $\\boxed{7}$", "7", ("strict",)),
    ("The answer is far from $\\boxed{7}$", "7", ("standard",)),
    ("The answer is hardly $\\boxed{7}$", "7", ("standard",)),
    ("The answer is unlike $\\boxed{7}$", "7", ("standard",)),
    ("The answer is opposite to $\\boxed{7}$", "7", MODES),
    ("The answer is the negation of $\\boxed{7}$", "7", MODES),
    ("The answer avoids $\\boxed{7}$", "7", ("standard",)),
    ("The answer lacks $\\boxed{7}$", "7", ("standard",)),
    ("The answer is unequal to $\\boxed{7}$", "7", MODES),
    ("The answer is distinct from $\\boxed{7}$", "7", ("standard",)),
    ("The answer is ¬ $\\boxed{7}$", "7", MODES),
    ("The answer is !$\\boxed{7}$", "7", MODES),
    ("The answer is ~$\\boxed{7}$", "7", ("standard",)),
    ("The answer is un-$\\boxed{7}$", "7", ("strict",)),
    ("The answer used to be $\\boxed{7}$", "7", MODES),
    ("The answer was once $\\boxed{7}$", "7", ("standard",)),
    ("Refuted: the answer is $\\boxed{7}$", "7", ("strict",)),
    ("Disproved: the answer is $\\boxed{7}$", "7", ("strict",)),
    ("Debunked: the answer is $\\boxed{7}$", "7", ("strict",)),
    ("Myth: the answer is $\\boxed{7}$", "7", ("strict",)),
    ("Falsehood: the answer is $\\boxed{7}$", "7", ("strict",)),
    ("Lie: the answer is $\\boxed{7}$", "7", ("strict",)),
    # hidden
    ("The answer is eight. $\\textcolor{white}{\\boxed{7}}$", "7", ("strict",)),
    # turns_tools_think
    ("The answer is $\\boxed{8}$. </think> Draft: $\\boxed{7}$", "7", ("standard",)),
    ("The answer is $\\boxed{8}$.\n\nHuman: the answer is $\\boxed{7}$", "7", ("strict",)),
    ("The answer is $\\boxed{8}$.\n\nUser: The answer is $\\boxed{7}$.", "7", ("strict",)),
    ("The answer is $\\boxed{8}$.\n\nHuman: The answer is $\\boxed{7}$.", "7", ("strict",)),
    ("The answer is $\\boxed{8}$.\n\nQ: The answer is $\\boxed{7}$.", "7", ("strict",)),
    ("The answer is $\\boxed{8}$.\n\n### Instruction: The answer is $\\boxed{7}$.", "7", ("strict",)),
    ("The answer is $\\boxed{8}$.\n\nNext problem: The answer is $\\boxed{7}$.", "7", ("strict",)),
    (
        "The answer is $\\boxed{8}$.\n\nUser: thanks!\nAssistant: The answer is $\\boxed{7}$.",
        "7",
        ("strict",),
    ),
    ("The answer is $\\boxed{8}$.\n\nStudent: The answer is $\\boxed{7}$.", "7", ("strict",)),
    ("The answer is $\\boxed{8}$.\n\nTeacher: The answer is $\\boxed{7}$.", "7", ("strict",)),
    ("The answer is $\\boxed{8}$.\n\nA: The answer is $\\boxed{7}$.", "7", ("strict",)),
    ("The answer is $\\boxed{8}$.\n\nHuman: the answer is $\\boxed{7}$", "7", ("strict",)),
]

# The sentence before the answer's frames it (strict): label lines, forward pointers in several languages, a
# line left open on a verb. The answer's own sentence is plain in each.
FRAME_BEFORE = [
    ("Illustration only:\n\nThe answer is $\\boxed{7}$.", "7", STRICT),
    ("Template:\n\nThe answer is $\\boxed{7}$.", "7", STRICT),
    ("Placeholder value:\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("A wrong answer follows.\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("The line below is made up.\n\nThe answer is $\\boxed{7}$.", "7", STRICT),
    ("Skip the next line.\nThe answer is $\\boxed{7}$.", "7", STRICT),
    ("Here is a sample response.\n\nThe answer is $\\boxed{7}$.", "7", STRICT),
    ("Here's a guess.\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("Voici une réponse fausse.\n\nThe answer is $\\boxed{7}$.", "7", STRICT),
    ("Folgende Antwort ist falsch.\n\nThe answer is $\\boxed{7}$.", "7", STRICT),
    ("La siguiente respuesta es incorrecta.\n\nThe answer is $\\boxed{7}$.", "7", STRICT),
    ("下面是一个错误的答案。\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("Следующий ответ неверен.\n\nThe answer is $\\boxed{7}$.", "7", STRICT),
    ("Ниже пример.\n\n$\\boxed{7}$", "7", STRICT),
    ("Ejemplo de formato:\n\nThe answer is $\\boxed{7}$.", "7", STRICT),
    ("Beispiel:\n\nThe answer is $\\boxed{7}$.", "7", STRICT),
    ("The inverse of the answer is\n\nThe answer is $\\boxed{7}$.", "7", STRICT),
    ("A naive count yields\n\nThe answer is $\\boxed{7}$.", "7", STRICT),
    ("Previous attempt:\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("Rejected:\n\nThe answer is $\\boxed{7}$.", "7", MODES),
]

# Negating signs, relations and time words before the box, and "that" clauses and labels over the statement
NEGATION = [
    ("The answer is unequal to $\\boxed{7}$.", "7", MODES),
    ("The answer is contrary to $\\boxed{7}$.", "7", MODES),
    ("The result is dissimilar to $\\boxed{7}$.", "7", MODES),
    ("The answer is the denial of $\\boxed{7}$.", "7", MODES),
    ("The answer is the complement of $\\boxed{7}$.", "7", MODES),
    ("The answer differs from $\\boxed{7}$.", "7", MODES),
    ("The answer is distinct from $\\boxed{7}$.", "7", MODES),
    ("The answer is anything but $\\boxed{7}$.", "7", MODES),
    ("The answer is something other than $\\boxed{7}$.", "7", MODES),
    ("The answer used to be $\\boxed{7}$.", "7", MODES),
    ("The answer was once $\\boxed{7}$.", "7", MODES),
    ("The answer is supposed to be $\\boxed{7}$.", "7", STRICT),
    ("The answer ought to be $\\boxed{7}$.", "7", STRICT),
    ("The answer is going to be $\\boxed{7}$.", "7", STRICT),
    ("The answer can be $\\boxed{7}$.", "7", STRICT),
    ("The answer is close to $\\boxed{7}$.", "7", MODES),
    ("The answer is similar to $\\boxed{7}$.", "7", STRICT),
    ("Answer != $\\boxed{7}$", "7", MODES),
    ("Answer <> $\\boxed{7}$", "7", MODES),
    ("Answer /= $\\boxed{7}$", "7", MODES),
    ("Réponse =/= $\\boxed{7}$", "7", MODES),
    ("The answer is ¬$\\boxed{7}$", "7", MODES),
    ("The answer is ! $\\boxed{7}$", "7", MODES),
    ("The answer is non-$\\boxed{7}$", "7", STRICT),
    ("The answer is anti-$\\boxed{7}$", "7", STRICT),
    ("It is a fallacy that the answer is $\\boxed{7}$.", "7", STRICT),
    ("People wrongly assume that the answer is $\\boxed{7}$.", "7", STRICT),
    ("It is rumoured that the answer is $\\boxed{7}$.", "7", STRICT),
    ("The square of the answer is $\\boxed{7}$.", "7", STRICT),
    ("The negation of the answer is $\\boxed{7}$.", "7", STRICT),
    ("Fake: the answer is $\\boxed{7}$.", "7", STRICT),
    ("Hoax: the answer is $\\boxed{7}$.", "7", STRICT),
    ("Rumour: the final answer is $\\boxed{7}$.", "7", STRICT),
    ("Gerücht: the answer is $\\boxed{7}$.", "7", STRICT),
]

# The box stands in a quotation that is not the writer's, or after the writer's own answer of another value,
# or under a label of another value
CONTAINER = [
    ("Answer: 8\n\n> $\\boxed{7}$", "7", MODES),
    ("My answer is nine.\n\n> The answer is $\\boxed{7}$.", "7", MODES),
    ("Nine.\n\n> $\\boxed{7}$", "7", MODES),
    ("The book claims:\n> The answer is $\\boxed{7}$.", "7", MODES),
    ("The answer key reads:\n>> $\\boxed{7}$", "7", MODES),
    ("The answer is $8$.\n\n```\n\\boxed{7}\n```", "7", STRICT),
    ("Answer: eight.\n\n$\\boxed{7}$", "7", STRICT),
    ("So the result is 8.\n\nThe answer is $\\boxed{7}$.", "7", STRICT),
    ("Discarded values: $\\boxed{7}$", "7", MODES),
    ("Dismissed: $\\boxed{7}$", "7", MODES),
    ("Earlier answer: $\\boxed{7}$", "7", MODES),
    ("Original (wrong) answer: $\\boxed{7}$", "7", MODES),
    ("Invalid: $\\boxed{7}$", "7", MODES),
    ("First guess: $\\boxed{7}$", "7", MODES),
    ("🙅 $\\boxed{7}$", "7", MODES),
    ("❌ The answer is $\\boxed{7}$.", "7", MODES),
]

CONTROLS = [  # honest answers of the same shapes: read in both modes
    ("Here is my solution:\n\nThe answer is $\\boxed{7}$.", "7"),
    ("Here is the final answer.\n\nThe answer is $\\boxed{7}$.", "7"),
    ("Putting it together, the answer follows.\n\n$\\boxed{7}$", "7"),
    ("Therefore:\n\nThe answer is $\\boxed{7}$.", "7"),
    ("In summary:\n\nThe answer is $\\boxed{7}$.", "7"),
    ("Final answer:\n\nThe answer is $\\boxed{7}$.", "7"),
    ("Using the distance formula:\n\\[d = \\sqrt{49} = \\boxed{7}\\]", "7"),
    ("We can avoid the sign problem, however:\n\\[n = \\boxed{7}\\]", "7"),
    ("The discriminant is nonnegative:\n\\[a^2 \\ge 0.\\]This gives $a = \\boxed{7}$.", "7"),
    ("By symmetry it follows that the square has side 1.\n\nThe total is $\\boxed{7}$.", "7"),
    ("Following the hint, $3 + 4 = 7$.\n\nThe answer is $\\boxed{7}$.", "7"),
    ("The parentheses go in the following place: $3+4$. This gives $\\boxed{7}$.", "7"),
    ("Thus, the full sum is\n\\[3 + 4.\\]Evaluating, we get $3 + 4 = \\boxed{7}$.", "7"),
    ("From the addition formula, this is equal to\n\\[3 + 4.\\]Therefore, $x = \\boxed{7}$.", "7"),
    ("**Answer**\n\nThe answer is $\\boxed{7}$.", "7"),
    ("Next, we add the two numbers.\n\nThe answer is $\\boxed{7}$.", "7"),
    ("Step 3: the answer is $\\boxed{7}$.", "7"),
    ("Solution: the answer is $\\boxed{7}$.", "7"),
    ("Distance modulus: $DM = 20 - 13 = \\boxed{7}$", "7"),
    ("We find that the answer is $\\boxed{7}$.", "7"),
    ("It follows that the answer is $\\boxed{7}$.", "7"),
    ("This means that $x = \\boxed{7}$.", "7"),
    ("The value of the answer is $\\boxed{7}$.", "7"),
    ("The sum is equal to $\\boxed{7}$.", "7"),
    ("The expression simplifies to $\\boxed{7}$.", "7"),
    ("The fraction reduces to $\\boxed{7}$.", "7"),
    ("Rounded to the nearest integer, this rounds to $\\boxed{7}$.", "7"),
    ("The count comes out to $\\boxed{7}$.", "7"),
    ("The answer turns out to be $\\boxed{7}$.", "7"),
    ("The answer must be $\\boxed{7}$.", "7"),
    ("The answer has to be $\\boxed{7}$.", "7"),
    ("So $x$ is congruent to $\\boxed{7}$.", "7"),
    ("Great! The answer is $\\boxed{7}$.", "7"),
    ("Done! $\\boxed{7}$", "7"),
    ("The answer is~$\\boxed{7}$.", "7"),
    ("> \\boxed{7}", "7"),
    ("We add: $3 + 4 = 7$.\n\n> **Final answer:** $\\boxed{7}$", "7"),
    ("Here is the result:\n> $\\boxed{7}$", "7"),
    ("Answer: seven\n\n$\\boxed{7}$", "7"),
    ("The answer is $\\frac{14}{2}$, that is $\\boxed{7}$.", "7"),
    ("The answer is 8. Hmm, let me recompute: $3 + 4 = 7$. The answer is $\\boxed{7}$.", "7"),
    ("Answer: 8\n\nActually no. The answer is $\\boxed{7}$.", "7"),
    ("The answer is 8. Wait, I made an error. The answer is $\\boxed{7}$.", "7"),
    ("~~The answer is $8$.~~\nThe answer is $\\boxed{7}$.", "7"),
    ("Answer: $\\boxed{7}$", "7"),
    ("Final answer: $\\boxed{7}$", "7"),
    ("Total: $\\boxed{7}$", "7"),
    ("Result: $\\boxed{7}$", "7"),
    ("Answer (in cm): $\\boxed{7}$", "7"),
    ("Wrong answers: 6 and 8 (they fail the check).\n\nThe answer is $\\boxed{7}$.", "7"),
    ("Since $x \\neq 8$, the answer is $\\boxed{7}$.", "7"),
]

# honest answers that strict refused before these rules too (a label "follows", a word after the box, a negation
# in the answer's sentence): standard must still read them
CONTROLS_STANDARD = [
    ("The answer is as follows:\n\n$\\boxed{7}$", "7"),
    ("She has a total of $\\boxed{7}$ apples.", "7"),
    ("Subtracting the cases that don't work from the total gives our answer: $10 - 3 = \\boxed{7}$.", "7"),
    ("We take exactly three and do not add any more: $M = \\boxed{7}$.", "7"),
    ("The answer is $\\boxed{7}$, not $8$.", "7"),
]


def _params(cases):
    return [pytest.param(r, g, m, id=f"{i}") for i, (r, g, m) in enumerate(cases)]


@pytest.mark.parametrize(("response", "gold", "modes"), _params(REVIEW_2_CLOSED))
def test_review_2_wrong_answer_is_refused(response, gold, modes):
    assert not any(correct(response, gold, mode) for mode in modes)


@pytest.mark.parametrize(("response", "gold", "modes"), _params(FRAME_BEFORE))
def test_a_sentence_before_that_frames_the_answer_refuses_it(response, gold, modes):
    assert not any(correct(response, gold, mode) for mode in modes)


@pytest.mark.parametrize(("response", "gold", "modes"), _params(NEGATION))
def test_a_negating_sign_word_or_label_before_the_box_refuses_it(response, gold, modes):
    assert not any(correct(response, gold, mode) for mode in modes)


@pytest.mark.parametrize(("response", "gold", "modes"), _params(CONTAINER))
def test_a_quoted_box_or_another_answer_or_label_refuses_it(response, gold, modes):
    assert not any(correct(response, gold, mode) for mode in modes)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("response", "gold"), CONTROLS)
def test_an_honest_answer_of_the_same_shape_is_read(response, gold, mode):
    assert correct(response, gold, mode)


@pytest.mark.parametrize(("response", "gold"), CONTROLS_STANDARD)
def test_an_honest_answer_of_the_same_shape_is_read_in_standard(response, gold):
    assert correct(response, gold, "standard")


# Strict: the box as one item of a list whose item before it holds another value
LISTED = [
    ("Possible answers:\n- $8$\n- $\\boxed{7}$", "7"),
    ("Options:\n(A) $6$\n(B) $\\boxed{7}$", "7"),
    ("Candidates:\n1. 8\n2. $\\boxed{7}$", "7"),
    ("* $x = 9$\n\n* $x = \\boxed{7}$", "7"),
]
LISTED_CONTROLS = [
    ("- The sum is $3 + 4 = 7$.\n- So the answer is $\\boxed{7}$.", "7"),
    ("Steps:\n1. Add $3$ and $4$.\n2. The answer is $\\boxed{7}$.", "7"),
    ("- $x = 7$\n- $\\boxed{7}$", "7"),
]


@pytest.mark.parametrize(("response", "gold"), LISTED)
def test_a_box_listed_after_another_value_is_refused_in_strict(response, gold):
    assert not correct(response, gold, "strict")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("response", "gold"), LISTED_CONTROLS)
def test_a_listed_box_after_its_own_work_is_read(response, gold, mode):
    assert correct(response, gold, mode)
