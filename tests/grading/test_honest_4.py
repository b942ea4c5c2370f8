"""Honest answers whose form differs from the gold's, read where a rule proves them the same answer
(:mod:`proctor.grading.proven_forms`), with the nearest wrong shapes that must stay refused in both modes.

1. A spelled number that is the whole answer (standard): ``The answer is seven.``, ``sieben``, ``twenty-one``, ``七``.
2. A whole number and one plural count noun (standard): ``7 apples``, ``7 manzanas``, ``seven apples``; never a
   scale, fraction, unit, collective, hedge or judging word, a singular, or a number that is not whole.
3. A one-word name of the answer and its value as the whole response (standard): ``Result: 7``, ``Ergebnis: 7``;
   never a name with a qualifier (``Intermediate result: 7``, ``Expected result: 7``), nor the result of the first
   step (``Result of step 1: 7``, read before in both modes with a box: provenance's other-problem leads).
4. A word in ``\\text{}`` and the same word bare (both modes): ``\\boxed{Monday}`` against ``\\text{Monday}``.
5. A matrix in brackets and the same matrix in parentheses (both modes): ``bmatrix`` and ``pmatrix``; never a
   determinant (``vmatrix``), a norm, other entries or another shape.

The cases of ``HONEST_OPEN`` of test_review_gaps_3.py and test_review_gaps_3_values.py that read now are kept here.
"""

from __future__ import annotations

import pytest
from review_gaps import MODES, STD, correct

PM = "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}"
BM = "\\begin{bmatrix}1&2\\\\3&4\\end{bmatrix}"

# 1. spelled numbers (a gold that is a number)
SPELLED = [
    ("The answer is seven.", "7"),  # HONEST_OPEN
    ("Answer: seven", "7"),  # HONEST_OPEN
    ("Answer: seven.", "7"),
    ("The answer is Seven.", "7"),
    ("The final answer is **seven**.", "7"),
    ("The answer is $\\boxed{seven}$.", "7"),
    ("The answer is $\\boxed{\\text{seven}}$.", "7"),
    ("seven", "7"),
    ("The answer is twenty-one.", "21"),
    ("The answer is seventy.", "70"),
    ("The answer is zero.", "0"),
    ("Die Antwort ist sieben.", "7"),
    ("Die Antwort lautet acht.", "8"),
    ("La respuesta es siete.", "7"),
    ("La réponse est huit.", "8"),
    ("A resposta é cinco.", "5"),
    ("La risposta è sette.", "7"),
    ("Het antwoord is $\\boxed{zeven}$.", "7"),
    ("Svaret är $\\boxed{sju}$.", "7"),
    ("Cevap: $\\boxed{yedi}$", "7"),
    ("Ответ: семь", "7"),
    ("Odpowiedź: siedem", "7"),
    ("答案是$\\boxed{七}$。", "7"),
]

# 2. a whole number and a plural count noun (a gold that is a number)
COUNT_NOUNS = [
    ("Answer: 7 apples", "7"),  # HONEST_OPEN
    ("7 apples", "7"),  # HONEST_OPEN
    ("So the answer is 7 apples.", "7"),  # HONEST_OPEN
    ("The answer is 7 apples.", "7"),  # HONEST_OPEN
    ("The answer is 12 marbles.", "12"),
    ("The answer is 12 children.", "12"),
    ("The final answer is 1,200 tickets.", "1200"),
    ("Answer: seven apples", "7"),
    ("The answer is 0 solutions.", "0"),
    ("La respuesta es 7 manzanas.", "7"),
    ("La réponse est 7 pommes.", "7"),
    ("A resposta é 7 maçãs.", "7"),
    ("A resposta é 7 laranjas.", "7"),
    ("The answer is 7 squares.", "7"),
]

# 3. a one-word name of the answer and its value
NAMED = [
    ("Result: 7", "7"),  # HONEST_OPEN
    ("Final result: 7", "7"),
    ("**Result:** 7", "7"),
    ("Result: seven", "7"),
    ("Result: 7 apples", "7"),
    ("Solution: 7", "7"),
    ("Ergebnis: 7", "7"),
    ("Resultado: 7", "7"),
    ("Résultat : 7", "7"),
    ("Risultato: 7", "7"),
    ("Wynik: 7", "7"),
    ("Результат: 7", "7"),
    ("Resultado final: 7", "7"),
]

# 4-5. read in both modes
BOTH_MODES = [
    ("Cevabım $\\boxed{7}$.", "7"),  # review 4 HONEST_OPEN: strict reads it now
    ("$\\boxed{Monday}$", "\\text{Monday}"),  # HONEST_OPEN (values)
    ("$\\boxed{\\text{Monday}}$", "Monday"),
    ("The day is $\\boxed{Friday}$.", "\\textrm{Friday}"),
    ("$\\boxed{\\mathrm{North}}$", "North"),
    (f"$\\boxed{{{BM}}}$", PM),  # HONEST_OPEN (values)
    (f"$\\boxed{{{PM}}}$", BM),  # HONEST_OPEN (values)
    ("$\\boxed{\\begin{bmatrix}-1\\\\2\\\\5\\end{bmatrix}}$", "\\begin{pmatrix}-1\\\\2\\\\5\\end{pmatrix}"),
    ("$\\boxed{\\begin{bmatrix}\\frac{1}{2}&0\\end{bmatrix}}$", "\\begin{pmatrix}\\frac12&0\\end{pmatrix}"),
    (
        "So $A = \\boxed{\\begin{bmatrix}0&1\\\\1&0\\end{bmatrix}}$.",
        "\\begin{pmatrix}0&1\\\\1&0\\end{pmatrix}",
    ),
    ("The result of step 1 is 3, so the answer is $\\boxed{7}$.", "7"),
]

# a boxed answer labelled by its step: standard reads it; strict cannot prove the step is the last one (its
# whitelist of what qualifies the answer's name, proctor.grading.leads) and refuses it
STEP_LABELLED = [("Result of step 3: $\\boxed{7}$", "7"), ("At this stage, the answer is $\\boxed{7}$.", "7")]

HONEST = [(r, g, STD) for r, g in SPELLED + COUNT_NOUNS + NAMED + STEP_LABELLED] + [
    (r, g, MODES) for r, g in BOTH_MODES
]

# the nearest wrong shapes: refused in both modes
WRONG = [
    # a spelled number that is not the value, or not only it
    ("The answer is seventy.", "7"),
    ("The answer is seventeen.", "7"),
    ("The answer is twenty-seven.", "7"),
    ("The answer is seven-eighths.", "7"),
    ("The answer is seven eighths.", "7"),
    ("The answer is seven hundredths.", "7"),
    ("The answer is seven thousand.", "7"),
    ("The answer is seven million.", "7"),
    ("The answer is seven dozen.", "7"),
    ("The answer is seven percent.", "7"),
    ("The answer is seven squared.", "7"),
    ("The answer is seven and a half.", "7"),
    ("The answer is not seven.", "7"),
    ("The answer is maybe seven.", "7"),
    ("The answer is about seven.", "7"),
    ("The answer is seven or eight.", "7"),
    ("Answer: seven?", "7"),
    ("The answer is seven, not eight.", "8"),
    ("Die Antwort ist nicht sieben.", "7"),
    ("La respuesta no es siete.", "7"),
    ("La respuesta es siete mil.", "7"),
    ("Die Antwort ist siebzehn.", "7"),
    # words that are number words elsewhere and common words here
    ("The answer is null.", "0"),
    ("The answer is hat.", "6"),
    ("The answer is Sept.", "7"),
    ("The answer is due.", "2"),
    # a word after the number that scales, divides, groups, repeats, bounds, hedges or judges it
    ("7 thousand", "7"),
    ("7 thousands", "7"),
    ("7 dozen", "7"),
    ("7 dozens", "7"),
    ("7 hundredths", "7"),
    ("7 eighths", "7"),
    ("7 sevenths", "7"),
    ("7 halves", "7"),
    ("7 thirds", "7"),
    ("7 millones", "7"),
    ("7 Millionen", "7"),
    ("7 milliards", "7"),
    ("7 mila", "7"),
    ("7 lakhs", "7"),
    ("7 crores", "7"),
    ("7 grand", "7"),
    ("7 Tausend", "7"),
    ("7 тысяч", "7"),
    ("The answer is 7 decenas.", "7"),
    ("The answer is 7 docenas.", "7"),
    ("La réponse est 7 dizaines.", "7"),
    ("La réponse est 7 douzaines.", "7"),
    ("A resposta é 7 dezenas.", "7"),
    ("The answer is 7 pairs.", "7"),
    ("The answer is 7 times.", "7"),
    ("7 fois", "7"),
    ("7 veces", "7"),
    ("7 guesses", "7"),
    ("7 estimates", "7"),
    ("7 tops", "7"),
    ("7 errors", "7"),
    ("7 fails", "7"),
    ("7 exceeds", "7"),
    ("7 equals", "7"),
    ("7 quizás", "7"),
    ("7 reciprocals", "7"),
    ("7 inverses", "7"),
    ("7 multiples", "7"),
    ("7 twenties", "7"),
    ("La réponse est 7 vingtaines.", "7"),
    ("La respuesta es 7 veintenas.", "7"),
    ("La respuesta es 7 décimas.", "7"),
    ("La respuesta es 7 octavas.", "7"),
    ("La respuesta es 7 mitades.", "7"),
    ("A resposta é 7 metades.", "7"),
    ("La réponse est 7 moitiés.", "7"),
    ("The answer is 7 sevens.", "7"),
    ("The answer is 7 Achtels.", "7"),  # a word of the tables with a plural ending added
    ("The answer is 7 milas.", "7"),
    ("The answer is 7 jutas.", "7"),
    ("The answer is 7 miljoens.", "7"),
    ("The answer is 7 keers.", "7"),
    ("The answer is 7 voltes.", "7"),
    ("The answer is 7 prozents.", "7"),
    ("The answer is 7 zeros.", "7"),
    ("7 minus", "7"),
    ("7 plus", "7"),
    ("7 less", "7"),
    ("7 apple", "7"),  # a singular after 7: not what 7 things are called
    ("7.5 apples", "7.5"),  # count nouns count whole things
    ("1 apples", "1"),
    ("Answer: 7 apples maybe", "7"),
    ("Answer: 7 apples or 8", "7"),
    ("The answer is 7 apples, not 8.", "8"),
    ("The answer is 7 apples?", "7"),
    ("The answer is 7 red apples.", "7"),
    ("The answer is 7 apples.", "8"),
    # a name of the answer with a qualifier, or a value it withdraws
    ("Intermediate result: 7", "7"),
    ("Expected result: 7", "7"),
    ("Partial result: 7", "7"),
    ("Wrong result: 7", "7"),
    ("Draft result: 7", "7"),
    ("Zwischenergebnis: 7", "7"),
    ("Resultado parcial: 7", "7"),
    ("Result: 7?", "7"),
    ("Result: not 7", "7"),
    ("Result: 7 or 8", "7"),
    ("Result: maybe 7", "7"),
    ("Result: 7 thousand", "7"),
    ("Result: 7 (wrong)", "7"),
    ("Result: 70", "7"),
    ("Result: at least 7", "7"),  # (read before: the last number of a two-word "expression")
    ("Ergebnis: ungefähr 7", "7"),
    ("Result: 7 bilhões", "7"),
    # the result of the first step: an intermediate value, not the answer (provenance's other-problem leads)
    ("Result of step 1: 7", "7"),
    ("Result of step 1: $7$", "7"),
    ("Result of step 1: $\\boxed{7}$", "7"),
    ("The result of step 1 is $\\boxed{7}$.", "7"),
    ("Answer for step 1: 7", "7"),
    ("Value from stage one: $\\boxed{7}$", "7"),
    ("Stage one value: $\\boxed{7}$", "7"),
    # a word that is not the gold's
    ("$\\boxed{Monday?}$", "\\text{Monday}"),
    ("$\\boxed{\\text{not Monday}}$", "\\text{Monday}"),
    ("$\\boxed{\\text{not Monday}}$", "Monday"),
    ("$\\boxed{Mon}$", "\\text{Monday}"),
    ("$\\boxed{\\text{Tuesday}}$", "Monday"),
    ("$\\boxed{Monday Tuesday}$", "\\text{Monday}"),
    ("$\\boxed{\\text{Monday}?}$", "Monday"),
    # a determinant, a norm, other entries, another shape, an operation on the matrix
    (f"$\\boxed{{{BM.replace('bmatrix', 'vmatrix')}}}$", PM),
    (f"$\\boxed{{{BM.replace('bmatrix', 'Vmatrix')}}}$", PM),
    (f"$\\boxed{{{BM}}}$", PM.replace("pmatrix", "vmatrix")),
    (f"$\\boxed{{{PM}}}$", PM.replace("pmatrix", "vmatrix")),
    ("$\\boxed{\\begin{bmatrix}1&2\\\\3&5\\end{bmatrix}}$", PM),
    ("$\\boxed{\\begin{bmatrix}1&3\\\\2&4\\end{bmatrix}}$", PM),
    ("$\\boxed{\\begin{bmatrix}1&2\\end{bmatrix}}$", "\\begin{pmatrix}1\\\\2\\end{pmatrix}"),
    ("$\\boxed{\\begin{bmatrix}1&2&3&4\\end{bmatrix}}$", PM),
    (f"$\\boxed{{{BM}^2}}$", PM),
    (f"$\\boxed{{-{BM}}}$", PM),
    (f"$\\boxed{{\\det{BM}}}$", PM),
]


@pytest.mark.parametrize(("response", "gold", "modes"), HONEST)
def test_honest_answer_is_read(response, gold, modes):
    assert all(correct(response, gold, mode) for mode in modes)


@pytest.mark.parametrize(("response", "gold"), WRONG)
def test_wrong_twin_is_refused(response, gold):
    assert not any(correct(response, gold, mode) for mode in MODES)
