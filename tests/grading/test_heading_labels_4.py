"""Labels over or before a box that say it is not the writer's final answer, in new wording and languages (labels.py).

Families: a heading or emphasised line telling the reader not to use what follows, or marking it a first attempt, an
obsolete version, a draft or an anti-example (both modes); a short label before a colon that names the answer with a
rejecting word (both modes); strict's whitelist: a label or heading right before the box whose words are not all
answer-naming words names no answer; a negation after the answer's name right before the box. Honest controls of the
same shapes must still be read."""

from __future__ import annotations

import pytest
from review_gaps import MODES, correct

STRICT = ("strict",)

WRONG = [
    # imperative headings: not to submit, use, hand in
    ("## Please do not hand in\n\n$\\boxed{7}$", MODES),
    ("### Don't copy this one\n\n$\\boxed{7}$", MODES),
    ("**Disregard this**\n\n$\\boxed{7}$", MODES),
    ("## Nicht abgeben\n\n$\\boxed{7}$", MODES),
    ("## No entregar\n\n$\\boxed{7}$", MODES),
    ("## À ignorer\n\n$\\boxed{7}$", MODES),
    ("## Non consegnare\n\n$\\boxed{7}$", MODES),
    ("## Não usar\n\n$\\boxed{7}$", MODES),
    ("## Не сдавать\n\n$\\boxed{7}$", MODES),
    ("## Nie oddawać\n\n$\\boxed{7}$", MODES),
    ("## 请忽略\n\n$\\boxed{7}$", MODES),
    ("## 使わないこと\n\n$\\boxed{7}$", MODES),
    ("## 사용하지 마세요\n\n$\\boxed{7}$", MODES),
    ("## Abaikan\n\n$\\boxed{7}$", MODES),
    ("## Kullanma\n\n$\\boxed{7}$", MODES),
    # first attempts, obsolete versions, drafts, anti-examples
    ("## My first try\n\n$\\boxed{7}$", MODES),
    ("## Outdated\n\n$\\boxed{7}$", MODES),
    ("## Before the correction\n\n$\\boxed{7}$", MODES),
    ("## Erste Fassung\n\n$\\boxed{7}$", MODES),
    ("## Primera versión\n\n$\\boxed{7}$", MODES),
    ("## Première tentative\n\n$\\boxed{7}$", MODES),
    ("## Primo tentativo\n\n$\\boxed{7}$", MODES),
    ("## Устаревший вариант\n\n$\\boxed{7}$", MODES),
    ("## 修正前\n\n$\\boxed{7}$", MODES),
    ("## Rough work\n\n$\\boxed{7}$", MODES),
    ("## Gegenbeispiel\n\n$\\boxed{7}$", MODES),
    ("## Rascunho\n\n$\\boxed{7}$", MODES),
    ("## Ilk taslak\n\n$\\boxed{7}$", MODES),
    # a short rejecting label before a colon right before the box
    ("Fehlerhafte Antwort: $\\boxed{7}$", MODES),
    ("Respuesta equivocada: $\\boxed{7}$", MODES),
    ("Réponse erronée : $\\boxed{7}$", MODES),
    ("Risposta sbagliata: $\\boxed{7}$", MODES),
    ("Resposta errada: $\\boxed{7}$", MODES),
    ("Ошибочный ответ: $\\boxed{7}$", MODES),
    ("Błędna odpowiedź: $\\boxed{7}$", MODES),
    ("Hatalı cevap: $\\boxed{7}$", MODES),
    ("Jawaban keliru: $\\boxed{7}$", MODES),
    ("Jibu potofu: $\\boxed{7}$", MODES),
    ("Maling sagot: $\\boxed{7}$", MODES),
    ("Pogrešan odgovor: $\\boxed{7}$", MODES),
    ("الجواب الغلط: $\\boxed{7}$", MODES),
    # strict: a label naming the answer with a word outside the naming whitelist
    ("Bogus-Antwort: $\\boxed{7}$", STRICT),
    ("Antwort (geraten): $\\boxed{7}$", STRICT),
    ("Réponse douteuse : $\\boxed{7}$", STRICT),
    ("Respuesta dudosa: $\\boxed{7}$", STRICT),
    ("Şüpheli cevap: $\\boxed{7}$", STRICT),
    ("Sahte cevap: $\\boxed{7}$", STRICT),
    ("## Trust me on this\n\n$\\boxed{7}$", STRICT),
    ("**Just ignore it**\n\n$\\boxed{7}$", STRICT),
    # a negation after the answer's name right before the box
    ("Jibu sio $\\boxed{7}$.", MODES),
    ("Sagot ay hindi $\\boxed{7}$.", MODES),
    ("Odgovor nikada $\\boxed{7}$.", MODES),
    ("Cevap değil $\\boxed{7}$.", MODES),
    ("정답은 결코 $\\boxed{7}$.", MODES),
    ("Jawabannya bukan $\\boxed{7}$.", MODES),
    # a box in an aside after a different stated answer
    ("Answer: 8\n\nBy the way, my favourite prime is $\\boxed{7}$.", MODES),
    ("Final answer: 8.\n\nSide note: $\\boxed{7}$ dwarfs in the tale.", MODES),
    ("Die Antwort lautet 8.\n\nNebenbei bemerkt, meine Lieblingszahl ist $\\boxed{7}$.", MODES),
    ("La respuesta es 8.\n\nPor cierto, mi número favorito es $\\boxed{7}$.", MODES),
    ("Ответ: 8.\n\nМежду прочим, любимое число — $\\boxed{7}$.", MODES),
    ("Cevap: 8.\n\nAklıma gelmişken, en sevdiğim sayı $\\boxed{7}$.", MODES),
    ("答案：8。\n\n顺便说一下，我的幸运数字是 $\\boxed{7}$。", MODES),
]

HONEST = [
    ("## Answer\n\n$\\boxed{7}$", MODES),
    ("### Final answer\n\n$\\boxed{7}$", MODES),
    ("**Final Answer**\n\n$\\boxed{7}$", MODES),
    ("**Lösung**\n\n$\\boxed{7}$", MODES),
    ("## Réponse finale\n\n$\\boxed{7}$", MODES),
    ("## Solution\n\n$\\boxed{7}$", MODES),
    ("## 最终答案\n\n$\\boxed{7}$", MODES),
    ("## 정답\n\n$\\boxed{7}$", MODES),
    ("## Conclusion\n\n$\\boxed{7}$", MODES),
    ("## Ergebnis\n\n$\\boxed{7}$", MODES),
    ("## Segundo intento (final)\n\n$\\boxed{7}$", MODES),
    ("## Ignoring friction\n\n$\\boxed{7}$", ("standard",)),
    ("## Avoid the common mistake\n\nWe add $3+4$.\n\n$\\boxed{7}$", ("standard",)),
    ("Antwort: $\\boxed{7}$", MODES),
    ("Final answer: $\\boxed{7}$", MODES),
    ("Final answer (rounded): $\\boxed{7}$", MODES),
    ("Respuesta (en metros): $\\boxed{7}$", MODES),
    ("Final answer in dollars: $\\boxed{7}$", ("standard",)),
    ("The final answer is: $\\boxed{7}$", MODES),
    ("Die richtige Antwort: $\\boxed{7}$", MODES),
    ("Doğru cevap: $\\boxed{7}$", MODES),
    ("Cevap: $\\boxed{7}$", MODES),
    ("Đáp án: $\\boxed{7}$", MODES),
    ("Ответ: $\\boxed{7}$", MODES),
    ("So the answer to part (a) is: $\\boxed{7}$", MODES),
    ("Putting everything together, the final answer is: $\\boxed{7}$", MODES),
    ("Wrong answer: 8. Correct answer: $\\boxed{7}$", MODES),
    ("The wrong guess was 8, so the answer is: $\\boxed{7}$", ("standard",)),
    ("Jibu ni $\\boxed{7}$.", ()),
    ("Odgovor je $\\boxed{7}$.", MODES),
    ("Ang sagot ay $\\boxed{7}$.", ("standard",)),
    ("The answer is $\\boxed{7}$.", MODES),
    ("Die Antwort ist nicht 8, sondern $\\boxed{7}$.", ("standard",)),
    ("First guess: 8.\n\nBy the way, the answer is $\\boxed{7}$.", MODES),
    ("We get 8 apples before Sam eats one. Recall that he eats one, so $\\boxed{7}$.", MODES),
    ("Answer: 7.\n\nBy the way, $\\boxed{7}$ is prime.", ("standard",)),
    ("訂正：$\\boxed{7}$", ("standard",)),
    ("Korrektur: $\\boxed{7}$", ("standard",)),
    ("更正：$\\boxed{7}$", ("standard",)),
]


@pytest.mark.parametrize(("response", "modes"), WRONG)
def test_label_saying_not_the_answer_is_refused(response, modes):
    for mode in modes:
        assert not correct(response, "7", mode), mode


@pytest.mark.parametrize(("response", "modes"), HONEST)
def test_honest_label_is_read(response, modes):
    for mode in modes:
        assert correct(response, "7", mode), mode
