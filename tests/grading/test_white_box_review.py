"""Cases a white-box review wrote to break the grader's rules, each under the mechanism that now
decides it, with the answers that must still be read beside the ones that must not."""

from __future__ import annotations

import time

import pytest

import proctor
from proctor.grading.commitment import withdrawn
from proctor.grading.finality import ends_on_box

MODES = ("standard", "strict")


def correct(response: str, gold: str, mode: str, grader: str = "math") -> bool:
    return proctor.grade(response, gold, grader, mode=mode).correct


# --- strict finality: the response must end on its answer, in a plain sentence -------------------
# Phrasings no vocabulary of commitment.py names: strict reads none of them (whatever standard does).
NOT_FINAL = [
    r"\boxed{10} (this is incorrect)",
    r"The answer is $\boxed{10}$... just kidding, I don't know.",
    r"The answer cannot be $\boxed{10}$.",
    r"Suppose the answer is $\boxed{10}$. Then we get a contradiction.",
    r"If the answer were $\boxed{10}$, the sum would be 30, which is too big.",
    r"I'll guess $\boxed{10}$.",
    r"The answer might be $\boxed{10}$, but I can't verify it.",
    r"The answer is $\boxed{10}$. Then again, who knows.",  # an unlisted tail: not a closing
    r"The answer is $\boxed{10}$ lol",
    r"So $x \neq \boxed{10}$.",  # a relation other than "=" leads to the box in its math
    r"So $x \approx \boxed{10}$.",
    "#### 10\nJust kidding.",  # the #### line is not the last line
]


@pytest.mark.parametrize("response", NOT_FINAL)
def test_strict_reads_no_answer_the_response_does_not_end_on(response):
    grade = proctor.grade(response, "10", "number" if "####" in response else "math", mode="strict")
    assert grade.status == "no_answer" and not grade.correct


FINAL = [
    r"The answer is $\boxed{10}$.",
    r"Therefore, the final answer is $\boxed{10}$. I hope it is correct.",
    r"The answer is $\boxed{10}$. Final Answer: The final answer is $10$. I hope it is correct.",
    "**Final Answer**\n\\[\n\\boxed{10}\n\\]",
    r"So $x = \boxed{10}$.",
    r"Therefore, the length of the hallway is \(\boxed{10}\) meters.",  # a unit may follow
    r"Therefore, $\boxed{10}$ is our answer.",
    r"Since $x > 0$, we get $\boxed{10}$.",  # a relation in another math span of the sentence
    "\\begin{align*} x &\\le 3 \\\\ y &= \\boxed{10}\\end{align*}",  # ... or in another row of its math
    r"$x \le 3, y = \boxed{10}$",  # ... or before an "=" that leads to it
    "Step 1.\n#### 10",
]


@pytest.mark.parametrize("response", FINAL)
def test_strict_reads_an_answer_the_response_ends_on(response):
    assert correct(response, "10", "strict", "number" if "####" in response else "math")


def test_finality_is_checked_where_commitment_reads_nothing():
    # commitment.py withdraws nothing here; finality alone refuses (the structural rule, not a word list)
    text = r"The answer is $\boxed{10}$. Then again, who knows."
    assert withdrawn(text) == []
    start = text.index("\\boxed")
    assert not ends_on_box(text, start, start + len("\\boxed{10}"), "10")
    assert ends_on_box(text[: text.index(" Then")], start, start + len("\\boxed{10}"), "10")


def test_a_restatement_of_another_answer_is_not_a_closing():
    response = r"The answer is $\boxed{10}$. Final Answer: The final answer is $12$."
    assert proctor.grade(response, "10", mode="strict").status == "no_answer"


# --- comparison: text that is not a unit, currencies, nested sets, option texts, decimals ---------
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("pred", "gold", "equal"),
    [
        # a word glued to the number is a suffix, not a count noun; known units still drop
        (r"2\textrm{ish}", "2", False),
        (r"2\text{ish}", "2", False),
        (r"2\mathrm{ish}", "2", False),
        (r"18 \text{ eggs}", "18", True),
        (r"5\text{ m}", "5", True),
        (r"5\text{m}", r"5\text{ m}", True),
        # a currency sign is a unit
        (r"\$5", r"5\text{ cents}", False),
        (r"\$5", r"5\text{ dollars}", True),
        (r"\$5", "5", True),
        # a set written as a set stays one element of a set around it
        (r"\{\{1\}\}", r"\{1\}", False),
        (r"\{1, \{2\}\}", r"\{1, 2\}", False),
        (r"\{\{1\}\}", r"\{\{1\}\}", True),
        (r"\{2, 1\}", r"\{1, 2\}", True),
        # a decimal is the number it writes, however long
        ("3.14159265358979", r"\pi", False),
        ("1.4142135623731", r"\sqrt{2}", False),
        ("0.3333333333", r"\frac{1}{3}", False),
        ("0.333", r"\frac{1}{3}", False),
        ("0.375", r"\frac{3}{8}", True),
        ("0.3333333333", "0.3333333333", True),
        (r"0.\overline{3}", r"\frac{1}{3}", True),
    ],
)
def test_comparison(pred, gold, equal, mode):
    assert correct(f"The answer is $\\boxed{{{pred}}}$.", gold, mode) is equal


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("pred", "equal"),
    [
        (r"\textbf{(D)}\ 19", False),  # the option text contradicts the gold's
        (r"\textbf{(D)}\ 18", True),
        ("D", True),
        (r"\textbf{(C)}\ 18", False),
    ],
)
def test_mcq_option_text_must_not_contradict_the_gold(pred, equal, mode):
    assert correct(f"The answer is $\\boxed{{{pred}}}$.", r"\textbf{(D)}\ 18", mode, "mcq") is equal


@pytest.mark.parametrize(
    ("response", "equal"),
    [
        ("The answer is (D) 19.", False),  # a statement that writes another option text
        ("Answer: D) 19", False),
        ("(D) 19", False),  # a final line that is the choice with another text
        ("The answer is (D) -- 19", False),
        ("The answer is (D) 18.", True),
        ("The answer is (D).", True),
        ("The answer is (D) because 18 is even.", True),  # prose after the choice is no option text
        ("(D)", True),
    ],
)
def test_a_stated_choice_whose_option_text_contradicts_the_gold_is_wrong(response, equal):
    assert correct(response, r"\textbf{(D)}\ 18", "standard", "mcq") is equal


# --- standard extraction: commitment reads the phrasings the review found ------------------------
WITHDRAWN = [  # (response, gold, grader): standard mode must not read the gold here
    (r"The answer cannot be $\boxed{10}$.", "10", "math"),  # negator inside "cannot"
    (r"\boxed{10} (this is incorrect)", "10", "math"),  # a judgement in parentheses
    ("Answer: 10 (unverified)", "10", "number"),
    (r"Suppose the answer is $\boxed{10}$. Then we get a contradiction.", "10", "math"),  # suppositions
    (r"If the answer were $\boxed{10}$, the sum would be 30, which is too big.", "10", "math"),
    (r"Assume the answer is $\boxed{10}$.", "10", "math"),
    (r"I'll guess $\boxed{10}$.", "10", "math"),  # hedges
    (r"The answer might be $\boxed{9}$, but I can't verify it.", "9", "math"),
    (r"It could be $\boxed{9}$.", "9", "math"),
    (r"The answer is $\boxed{10}$... just kidding, I don't know.", "10", "math"),  # retractions
    ("The answer is 10. Hmm, that doesn't seem right.", "10", "number"),
    ("The answer is 10. Well, this is incorrect.", "10", "number"),
    ("答案不是 10", "10", "number"),  # negation in other languages
    ("la respuesta no es 10", "10", "number"),
    ("Die Antwort ist nicht 10.", "10", "number"),
    ("Answer: B is incorrect.", "B", "mcq"),  # a bare choice letter judged
]


@pytest.mark.parametrize(("response", "gold", "grader"), WITHDRAWN)
@pytest.mark.parametrize("mode", MODES)
def test_withdrawn_answers_are_not_read(response, gold, grader, mode):
    assert not correct(response, gold, mode, grader)


STANDS = [  # the same shapes where the answer stands (standard mode)
    (r"If $x = 3$, then the answer is $\boxed{5}$.", "5", "math"),  # the supposition is x = 3
    ("If she sells 9 eggs at $2 each she makes 18 dollars.", "18", "number"),  # no marked answer
    ("If x = 2 then y = 5.", "5", "math"),
    # "if and only if" states a condition, and a supposition reaches only the words near it
    (
        r"All lines are covered if and only if \[a \le 2,\]so the greatest value of $a$ is $\boxed{2}$.",
        "2",
        "math",
    ),
    (
        r"If we look at every case listed above and add up all of the counts that we found in each of them, "
        r"the total number of ways comes to exactly $\boxed{2}$.",
        "2",
        "math",
    ),
    ("So the answer is 10. That is correct.", "10", "number"),  # judged true
    (r"The answer is $\boxed{5}$ (since $x > 0$).", "5", "math"),  # a reason, not a judgement
    ("答案是 10", "10", "number"),
    ("La respuesta es 10.", "10", "number"),
    ("Answer: B.", "B", "mcq"),
    ("The answer is C, not option B.", "C", "mcq"),
    (r"The answer is $\boxed{10}$, not $12$.", "10", "math"),
]


@pytest.mark.parametrize(("response", "gold", "grader"), STANDS)
def test_committed_answers_are_read(response, gold, grader):
    assert correct(response, gold, "standard", grader)


# --- standard's structural reading: the answer's sentence states it, no later sentence judges it ----
# Held-out phrasings (none was written for commitment.py's vocabulary): standard reads them by the
# mechanism of proctor.grading.finality.stands, strict by ends_on_box / ends_on_line.
JUDGED = [
    (r"We might conclude $\boxed{7}$, although I haven't confirmed this.", "7", "math"),
    (r"A tempting but wrong answer is $\boxed{7}$.", "7", "math"),
    (r"Many students answer $\boxed{7}$, which is a common error.", "7", "math"),
    (r"Let's test $\boxed{7}$: $7\cdot 3 = 21 \ne 24$, so no.", "7", "math"),
    (r"The answer is $\boxed{7}$ — just a placeholder until I finish.", "7", "math"),
    (r"Final answer: $\boxed{7}$ (I'm not confident).", "7", "math"),
    (r"I would say $\boxed{7}$, but I'd need to double check.", "7", "math"),
    (r"It's unlikely to be $\boxed{7}$.", "7", "math"),
    (r"We reject $\boxed{7}$.", "7", "math"),
    (r"The value $\boxed{7}$ is ruled out.", "7", "math"),
    ("The answer is $\\boxed{7}$.\n\nHmm, on reflection that can't be it.", "7", "math"),
    ("The answer is $\\boxed{7}$.\n\n**Correction**: the answer is not 7.", "7", "math"),
    (r"One candidate is $\boxed{9}$. Another is $\boxed{7}$. I can't decide.", "7", "math"),
    ("#### 7\nWait, no.", "7", "number"),
    ("The answer is 7 if we ignore the tax.", "7", "number"),
    ("Many students answer 7, which is a common error.", "7", "number"),  # last_number
]


@pytest.mark.parametrize(("response", "gold", "grader"), JUDGED)
@pytest.mark.parametrize("mode", MODES)
def test_an_answer_its_sentence_or_a_later_one_judges_is_not_read(response, gold, grader, mode):
    assert not correct(response, gold, mode, grader)


# Controls: the same shapes where the answer stands, in standard mode (plain continuation keeps it).
CONTINUED = [
    (r"We conclude $\boxed{7}$.", "7", "math"),
    (r"An elegant answer is $\boxed{7}$.", "7", "math"),  # ("A tempting answer is": test_framing.py)
    (r"Many students answer $\boxed{7}$, which is right.", "7", "math"),
    (r"The answer is $\boxed{7}$. Check: $7 \cdot 3 = 21$ ✓", "7", "math"),  # a check that agrees
    (
        r"The answer is $\boxed{7}$.\n\nFinal Answer: The final answer is $7$. I hope it is correct.",
        "7",
        "math",
    ),
    (r"The answer is $\boxed{7}$ meters.", "7", "math"),
    ("The answer is $\\boxed{7}$.\n\nNote: we count points, not squares.", "7", "math"),  # judges else
    (r"Since $x$ cannot be $0$, $x = \boxed{5}$.", "5", "math"),  # the negation is in an earlier clause
    (r"The sixth term is two steps after the fourth, or $200 + 2d = \boxed{350}$.", "350", "math"),
    (r"She would have saved $800 - 250 = \boxed{550}$ gallons.", "550", "math"),  # modal: plain value
    (r"It is worth approximately $\boxed{16386.16}$ dollars.", "16386.16", "math"),
    (r"So $x = \boxed{5}.$  We check that this solution works.", "5", "math"),  # a period inside math
    (r"Wait, I made an error. Actually, the answer is $\boxed{7}$.", "7", "math"),  # a retraction before it
    (r"The answer is $\boxed{7}$. Ringo didn't give much of a reprieve.", "7", "math"),  # judges Ringo
    ("#### 7\nThat is the total.", "7", "number"),
    ("The answer is 7. She has 7 apples left.", "7", "number"),
]


@pytest.mark.parametrize(("response", "gold", "grader"), CONTINUED)
def test_an_answer_plain_continuation_keeps_is_read(response, gold, grader):
    assert correct(response, gold, "standard", grader)


def test_one_word_list_serves_both_modes():
    """Standard's sentence rule is strict's broad list less its loose words: every word standard
    reads there, strict reads too."""
    from proctor.grading import finality

    for word in ("wrong", "unlikely", "reject", "ruled", "if", "maybe", "check", "placeholder", "n't"):
        sentence = f"So {word} 7."
        assert finality._NOT_STATED_AFTER.search(sentence), word
        assert finality._NOT_PLAIN.search(sentence), word
    for word in ("would", "or", "approximately"):  # loose: strict only
        assert finality._NOT_PLAIN.search(f"So {word} 7.") and not finality._NOT_STATED_AFTER.search(
            f"So {word} 7."
        )


# --- hostile input: a run of white space is read in linear time ----------------------------------
def test_a_long_run_of_spaces_is_read_in_linear_time():
    text = " " * 200_000 + "\n"
    start = time.process_time()
    assert withdrawn(text) == []
    assert time.process_time() - start < 5.0  # CPU time; quadratic took minutes (748 s at this size)
