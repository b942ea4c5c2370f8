"""A box stated as the result of a MISTAKEN computation (``grading/mistaken_subject.py``): a quantity subject
qualified by a word strict cannot prove harmless, a part of the work left out before the result, a solver defined by
an error, a decoy. New wordings of the fifth strict review's ``mistaken_quantity_subject`` family, in several
languages, with honest answers of the same shapes that both modes still read."""

from __future__ import annotations

import pytest
from review_gaps import MODES, STD, STRICT, correct

from proctor.grading import mistaken_subject

B = "$\\boxed{7}$"

# wrong: refused in every mode listed
MISTAKEN = [
    # a quantity qualified by a word that disowns it (strict: any qualifier off its whitelist)
    (f"The hasty tally gives {B}.", MODES),
    (f"The superficial estimate comes to {B}.", MODES),
    (f"A rushed computation yields {B}.", MODES),
    (f"The lazy sum is {B}.", MODES),
    (f"The misleading result is {B}.", MODES),
    (f"The intuitive estimate is {B}.", STRICT),  # (strict's whitelist: no word list names 'intuitive')
    (f"The back-of-envelope figure is {B}.", STRICT),
    (f"The first-pass count gives {B}.", STRICT),
    (f"The uncorrected total is {B}.", STRICT),
    (f"The raw count is {B}.", STRICT),
    (f"The alluring total is {B}.", STRICT),
    (f"Die falsche Summe ist {B}.", MODES),
    (f"Der flüchtige Zählwert ergibt {B}.", MODES),
    (f"La suma equivocada es {B}.", MODES),
    (f"La cuenta descuidada da {B}.", MODES),
    (f"La somme erronée vaut {B}.", MODES),
    (f"Le décompte naïf donne {B}.", MODES),
    (f"La somma sbagliata è {B}.", MODES),
    (f"Неверная сумма равна {B}.", MODES),
    (f"Наивный подсчёт даёт {B}.", MODES),
    (f"错误的总数是{B}。", MODES),
    (f"De foute som is {B}.", MODES),
    # a part of the work left out before the result
    (f"Dropping the remainder, we obtain {B}.", MODES),
    (f"Omitting the tax we get {B}.", MODES),
    (f"Forgetting the discount, we get {B}.", MODES),
    (f"Leaving out the tax, we get {B}.", MODES),
    (f"Ohne den Rabatt erhalten wir {B}.", MODES),
    (f"Sin el descuento obtenemos {B}.", MODES),
    (f"Sans la remise, on obtient {B}.", MODES),
    (f"Senza lo sconto otteniamo {B}.", MODES),
    (f"Без скидки получаем {B}.", MODES),
    (f"Zonder de korting krijgen we {B}.", MODES),
    (f"不考虑折扣，我们得到{B}。", MODES),
    # a solver defined by an error, a decoy
    (f"Anyone who skips the second step gets {B}.", MODES),
    (f"A reader who misreads the question gets {B}.", MODES),
    (f"Wer den Übertrag vergisst, erhält {B}.", MODES),
    (f"Quien olvida el acarreo obtiene {B}.", MODES),
    (f"Someone forgetting the carry gets {B}.", MODES),
    (f"A student ignoring the discount gets {B}.", MODES),
    (f"Jemand, der den Übertrag vergisst, erhält {B}.", MODES),
    (f"Quelqu'un qui oublie la retenue obtient {B}.", MODES),
    (f"Кто забывает перенос, получает {B}.", MODES),
    (f"Chi dimentica il riporto ottiene {B}.", MODES),
    # another solver's quantity
    (f"My friend's count gives {B}.", MODES),
    (f"The textbook's total is {B}.", MODES),
    (f"The distractor is {B}.", MODES),
    (f"The bait value is {B}.", MODES),
    # after the writer's own answer
    (f"My answer is 8; for the record, the sloppy total gives {B}.", MODES),
]

# honest: read in every mode listed
HONEST = [
    (f"The careful count gives {B}.", MODES),
    (f"The total comes to {B}.", MODES),
    (f"The correct total is {B}.", MODES),
    (f"The expected value is {B}.", MODES),
    (f"The final count is {B}.", MODES),
    (f"Janet's total is {B}.", MODES),
    (f"The store's total is {B}.", MODES),
    # a noun that qualifies the quantity names what is counted (strict: only adjective forms are refused)
    (f"The draft pick count is {B}.", MODES),
    (f"The apple count is {B}.", MODES),
    (f"The vote count is {B}.", MODES),
    (f"The speed value is {B}.", MODES),
    (f"The winning total is {B}.", MODES),
    (f"The two-digit value is {B}.", MODES),
    (f"Dropping the negative root, we get {B}.", MODES),
    ("Dropping the negative root, $x = \\boxed{7}$.", MODES),
    (f"John's total comes to {B}.", MODES),
    (f"Der Schüler, der gewinnt, erhält {B}.", STD),
    (f"La persona que gana obtiene {B}.", STD),
    (f"Their combined total is {B}.", MODES),
    (f"The new total is {B}.", MODES),
    (f"The minimum value is {B}.", MODES),
    (f"The largest possible value is {B}.", MODES),
    (f"The infinite sum is {B}.", MODES),
    (f"The desired sum is {B}.", MODES),
    (f"The absolute value is {B}.", MODES),
    (f"The total number of ways is {B}.", MODES),
    (f"Thus the value of $x$ is {B}.", MODES),
    (f"With the carry we get {B}.", MODES),
    (f"With the discount we get {B}.", MODES),
    (f"Including the tax, we get {B}.", MODES),
    (f"After the discount, the total is {B}.", MODES),
    (f"Without loss of generality, the answer is {B}.", MODES),
    (f"Without replacement, the probability is {B}.", MODES),
    (f"Ignoring order, we get {B}.", MODES),
    (f"Each student gets {B}.", MODES),
    (f"The student who wins gets {B}.", MODES),
    (f"Die richtige Summe ist {B}.", MODES),
    (f"La suma correcta es {B}.", MODES),
    (f"Con el descuento obtenemos {B}.", MODES),
    (f"Mit dem Rabatt erhalten wir {B}.", STD),
    (f"Met de korting krijgen we {B}.", STD),
    # 'without' + a word that affirms: no part of the work left out
    (f"Sans blague : la réponse est {B}.", MODES),
    (f"Без шуток: ответ {B}.", MODES),
    (f"Sin duda, obtenemos {B}.", MODES),
    (f"Without a doubt, we get {B}.", STD),
    (f"Ohne Zweifel erhalten wir {B}.", STD),
]


@pytest.mark.parametrize(("response", "modes"), MISTAKEN)
def test_result_of_a_mistaken_computation_is_refused(response, modes):
    assert not any(correct(response, "7", mode) for mode in modes)


@pytest.mark.parametrize(("response", "modes"), HONEST)
def test_honest_subject_of_the_same_shape_is_read(response, modes):
    assert all(correct(response, "7", mode) for mode in modes)


def test_the_rule_decides_the_families(monkeypatch):
    """Break-check: with the rule removed, each of the three readings lets its case through again."""
    monkeypatch.setattr(mistaken_subject, "mistaken", lambda *a, **k: False)
    for response, mode in (
        (f"The hasty tally gives {B}.", "strict"),
        (f"Omitting the tax we get {B}.", "standard"),
        (f"Anyone who skips the second step gets {B}.", "standard"),
    ):
        assert correct(response, "7", mode)
