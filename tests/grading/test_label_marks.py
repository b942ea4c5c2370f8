"""Labels, headings and tags that do not say the answer is final (label_marks.py), a bare other letter after a
boxed letter (letter_moves.py), and what a gloss after the box goes on to say (glosses.py): families in new
wording and other languages, both modes, with honest controls of the same shapes."""

from __future__ import annotations

import pytest
from review_gaps import MODES, STD, STRICT, correct

# (response, gold, modes that must refuse it)
WRONG = [
    # an answer label qualified in brackets or after a comma
    ("Answer (tentative): $\\boxed{7}$", "7", MODES),
    ("Answer (not yet checked): $\\boxed{7}$", "7", MODES),
    ("Final answer (pending a recheck): $\\boxed{7}$", "7", MODES),
    ("Answer, unless I find a slip: $\\boxed{7}$", "7", MODES),
    ("Antwort (noch ungeprüft): $\\boxed{7}$", "7", MODES),
    ("Respuesta (sin verificar): $\\boxed{7}$", "7", MODES),
    ("Réponse (à vérifier) : $\\boxed{7}$", "7", MODES),
    ("Ответ (предварительно): $\\boxed{7}$", "7", MODES),
    ("答案（待定）：$\\boxed{7}$", "7", MODES),
    ("回答（暫定）：$\\boxed{7}$", "7", MODES),
    ("Cevap (geçici): $\\boxed{7}$", "7", MODES),
    ("Jawaban (sementara): $\\boxed{7}$", "7", MODES),
    ("Risposta (da verificare): $\\boxed{7}$", "7", MODES),
    ("Answer at this point: $\\boxed{7}$", "7", STRICT),
    ("Answer till I recheck: $\\boxed{7}$", "7", STRICT),
    ("Interim answer: $\\boxed{7}$", "7", MODES),
    ("Answer as of now: $\\boxed{7}$", "7", STRICT),
    ("Answer — for the moment: $\\boxed{7}$", "7", MODES),
    ("Odpowiedź (wstępna): $\\boxed{7}$", "7", MODES),
    ("Antwoord (voorlopig): $\\boxed{7}$", "7", MODES),
    ("답 (임시): $\\boxed{7}$", "7", MODES),
    # a qualifier on the answer's name in the sentence that leads to it
    ("The answer (tentative) is $\\boxed{7}$.", "7", MODES),
    ("The answer (so far) is $\\boxed{7}$.", "7", MODES),
    ("The answer, for now, is $\\boxed{7}$.", "7", MODES),
    ("Die Antwort (vorläufig) ist $\\boxed{7}$.", "7", MODES),
    ("La respuesta, por ahora, es $\\boxed{7}$.", "7", MODES),
    ("La réponse (à confirmer) est $\\boxed{7}$.", "7", MODES),
    # a heading right above the answer's paragraph with a negation or a provisional word
    ("### Not yet verified\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("## Still a rough attempt\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("## Noch nicht geprüft\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("## Pas encore vérifié\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("## Ещё не проверено\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("## 尚未确定\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("## 아직 확정 아님\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("## Henüz kesin değil\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("## Bado si ya mwisho\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("## Jeszcze niepewne\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("## Ainda não verificado\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("## Ancora non verificato\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("## Δεν είναι τελικό\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("## Provisional\nThe answer is $\\boxed{7}$.", "7", MODES),
    # a bracketed tag opening the answer's line
    ("**[rough]** The answer is $\\boxed{7}$.", "7", MODES),
    ("**[tentative]** The answer is $\\boxed{7}$.", "7", MODES),
    ("**(guess)** The answer is $\\boxed{7}$.", "7", MODES),
    ("**[vorläufig]** The answer is $\\boxed{7}$.", "7", MODES),
    ("**[provisoire]** The answer is $\\boxed{7}$.", "7", MODES),
    ("**【暂定】** The answer is $\\boxed{7}$.", "7", MODES),
    ("**[taslak]** The answer is $\\boxed{7}$.", "7", MODES),
    ("[unverified] The answer is $\\boxed{7}$.", "7", MODES),
    ("**[musing]** The answer is $\\boxed{7}$.", "7", MODES),
    ("*[draft]* The answer is $\\boxed{7}$.", "7", MODES),
    ("**Draft:** The answer is $\\boxed{7}$.", "7", MODES),
    ("**Vorläufig:** Die Antwort ist $\\boxed{7}$.", "7", MODES),
    # a bare other letter after a boxed letter, or a pointer to another option
    ("The answer is $\\boxed{B}$. E.", "B", STD),
    ("The answer is $\\boxed{B}$. [E]", "B", STD),
    ("The answer is $\\boxed{B}$ ⟹ E.", "B", STD),
    ("The answer is $\\boxed{B}$ -> E", "B", STD),
    ("The answer is $\\boxed{B}$. Make that E!", "B", STD),
    ("The answer is $\\boxed{B}$. Switching to E.", "B", STD),
    ("The answer is $\\boxed{B}$. Lieber E.", "B", STD),
    ("The answer is $\\boxed{B}$. Mejor la E.", "B", STD),
    ("The answer is $\\boxed{B}$. Eを選びます。", "B", STD),
    ("The answer is $\\boxed{B}$. 改成E。", "B", STD),
    ("The answer is $\\boxed{B}$. The option before it.", "B", STD),
    ("The answer is $\\boxed{B}$. Go one choice up.", "B", STD),
    ("The answer is $\\boxed{B}$, or better the next option.", "B", STD),
    # what a gloss goes on to say after an abbreviation or in a clause without spaces
    ("The answer is $\\boxed{7}$, which is odd, i.e. a quarter of the answer.", "7", STD),
    ("The answer is $\\boxed{7}$, which is prime, e.g. the answer after the discount.", "7", STD),
    ("The answer is $\\boxed{7}$, which is odd, i.e. two less than the answer.", "7", STD),
    ("Die Antwort ist $\\boxed{7}$, eine Primzahl, d.h. die Hälfte der Antwort.", "7", STD),
    ("答えは$\\boxed{7}$、素数ですが、2を引きます。", "7", STD),
    ("答えは$\\boxed{7}$、これは奇数で、答えの3分の1です。", "7", STD),
    ("答案是$\\boxed{7}$，这是质数，但还要减去1。", "7", STD),
    ("답은 $\\boxed{7}$, 소수이지만 1을 더해야 한다.", "7", STD),
]

# (response, gold, modes that must read it)
HONEST = [
    ("Answer: $\\boxed{7}$", "7", MODES),
    ("Final answer: $\\boxed{7}$", "7", MODES),
    ("Answer (in cm): $\\boxed{7}$", "7", MODES),
    ("Answer (rounded to the nearest whole number): $\\boxed{7}$", "7", STD),
    ("Answer to part (b): $\\boxed{7}$", "7", MODES),
    ("Antwort: $\\boxed{7}$", "7", MODES),
    ("Respuesta final: $\\boxed{7}$", "7", STD),
    ("答案：$\\boxed{7}$", "7", MODES),
    ("最終的な答え：$\\boxed{7}$", "7", STD),
    ("Answer key says: $\\boxed{7}$", "7", STD),
    ("The answer (in cm) is $\\boxed{7}$.", "7", MODES),
    ("The answer, therefore, is $\\boxed{7}$.", "7", MODES),
    ("The answer (rounded) is $\\boxed{7}$.", "7", MODES),
    ("**Step 3:** The answer is $\\boxed{7}$.", "7", MODES),
    ("## Final Answer\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("### Solution\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("## Conclusion\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("## Lösung\nDie Antwort ist $\\boxed{7}$.", "7", MODES),
    ("## Step 3: Compute the total\nThe answer is $\\boxed{7}$.", "7", STD),
    ("### Musings\nThe answer is $\\boxed{7}$.", "7", STD),
    ("## Sanity check\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("The answer is $\\boxed{C}$. Thanks to B. Smith for the idea.", "C", STD),
    ("**(a)** The answer is $\\boxed{7}$.", "7", MODES),
    ("**[Answer]** The answer is $\\boxed{7}$.", "7", MODES),
    ("[1] The answer is $\\boxed{7}$.", "7", STD),
    ("[/asy] So the answer is $\\boxed{7}$.", "7", STD),
    ("The answer is $\\boxed{B}$. Not E.", "B", STD),
    ("The answer is $\\boxed{B}$. E is wrong.", "B", STD),
    ("The answer is $\\boxed{B}$. Options A, C and E fail.", "B", STD),
    ("The answer is $\\boxed{B}$. D gives 12, which is too big.", "B", STD),
    ("The answer is $\\boxed{B}$. I hope this helps!", "B", STD),
    ("The answer is $\\boxed{B}$. A quick check confirms it.", "B", STD),
    ("The answer is $\\boxed{B}$. (B)", "B", STD),
    ("The answer is $\\boxed{7}$, which is prime, i.e. divisible only by 1 and 7.", "7", STD),
    ("The answer is $\\boxed{7}$, which is prime, i.e. it has no divisors other than 1 and 7.", "7", STD),
    ("The answer is $\\boxed{7}$, which is prime, i.e. the answer.", "7", STD),
    ("The answer is $\\boxed{7}$、これは素数です。", "7", STD),
    ("答えは$\\boxed{7}$、素数です。", "7", STD),
]


@pytest.mark.parametrize(("response", "gold", "modes"), WRONG)
def test_not_final_refused(response: str, gold: str, modes: tuple[str, ...]) -> None:
    for mode in modes:
        assert not correct(response, gold, mode), mode


@pytest.mark.parametrize(("response", "gold", "modes"), HONEST)
def test_honest_read(response: str, gold: str, modes: tuple[str, ...]) -> None:
    for mode in modes:
        assert correct(response, gold, mode), mode
