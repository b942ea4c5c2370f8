"""What follows the box must be proven harmless (proctor.grading.after_sentence): a short later sentence that is
no closing, affirmation, restatement or explanation, and words glued after the box that are look-alike letters,
spelled-out letters, another script, an abbreviation, a bare singular word or a phrase that places the value, are
refused in standard mode (strict refuses any text after its answer already). Families in new wording and other
languages than the review's, both modes; honest controls of the same shapes are still read."""

from __future__ import annotations

import pytest
from review_gaps import MODES, correct

B = "The answer is $\\boxed{7}$"

# a short later sentence that is in no table of bad words: a hedge, an operation, a doubt, a source, a joke, in any
# language; none is a closing, an affirmation, a restatement that this is the answer or an explanation
SHORT_SENTENCE_AFTER = [
    f"{B}. Roughly.",
    f"{B}. Ungefähr.",
    f"{B}. Aproximadamente.",
    f"{B}. À peu près.",
    f"{B}. Примерно.",
    f"{B}. 大概吧。",
    f"{B}. Sort of.",
    f"{B}. Ish.",
    f"{B}. Tripled.",
    f"{B}. Cubed.",
    f"{B}. Flip the sign.",
    f"{B}. Its reciprocal.",
    f"{B}. Verdreifacht.",
    f"{B}. Al cubo.",
    f"{B}. Утроить.",
    f"{B}. 取倒数。",
    f"{B}. Maybe.",
    f"{B}. Vielleicht.",
    f"{B}. Quizás.",
    f"{B}. Peut-être.",
    f"{B}. Может быть.",
    f"{B}. 也许。",
    f"{B}. Mungkin.",
    f"{B}. Belki.",
    f"{B}. Allegedly.",
    f"{B}. Supposedly.",
    f"{B}. Via Quora.",
    f"{B}. Straight off a forum.",
    f"{B}. In hundreds.",
    f"{B}. Or two fewer.",
    f"{B}. Or is that wrong?",
    f"{B}. Labda.",
    f"{B}. ± 2.",
    f"{B}. 🫤",
    f"{B}. 🤨",
    f"{B}. ;-)",
    f"{B}. :-/",
    f"{B}. XD",
]

# words glued after the box that change or place the value and that no list holds
GLUED_AFTER_BOX = [
    f"{B} arivo.",  # Malagasy: thousand
    f"{B} gazillion.",
    f"{B} ሺ.",  # Amharic
    f"{B} ಸಾವಿರ.",  # Kannada
    f"{B} ആയിരം.",  # Malayalam
    f"{B} 𝑡ℎ𝑜𝑢𝑠𝑎𝑛𝑑.",  # mathematical italic
    f"{B} ⓣⓗⓞⓤⓢⓐⓝⓓ.",  # circled
    f"{B} bіllion.",  # a Cyrillic і
    f"{B} m i l l i o n.",
    f"{B} Mn.",
    f"{B} Bn.",
    f"{B} below freezing.",
    f"{B} in arrears.",
    f"{B} unter Null.",
    f"{B} en hexadécimal.",
]

# a later sentence about the answer (a demonstrative before a copula) whose predicate places it in another problem or
# hands it to someone else: the predicate must be harmless to the tails whitelist
ABOUT_ANSWER_AFTER = [
    f"{B}. That was the answer for the easier version.",
    f"{B}. This is from last week's worksheet.",
    f"{B}. That's what the teacher wrote on the board.",
    f"{B}. Das ist die Lösung der Vorübung.",
    f"{B}. Esto es de la tarea anterior.",
    f"{B}. C'est la réponse de l'exercice suivant.",
    f"{B}. Это ответ к другой задаче.",
    f"{B}. 这是上一题的答案。",
    f"{B}. Itu adalah jawaban soal lain.",
]

# "at least" before someone else's word for it: read only when the writer is the subject
AT_LEAST_HEARSAY = [
    f"{B}. At least, so claims my tutor.",
    f"{B}. Wenigstens behauptet das meine Lehrerin.",
    f"{B}. Al menos eso afirma mi profesor.",
    f"{B}. Au moins, d'après mon voisin.",
    f"{B}. По крайней мере, так считает учитель.",
    f"{B}. 少なくとも先生はそう言った。",
    f"{B}. Przynajmniej tak twierdzi nauczyciel.",
    f"{B}. Almeno secondo il libro.",
]

HONEST_AFTER = [
    f"{B}. At least, that's what I got twice.",
    f"{B}. At least one of the roots is positive.",
    f"{B}. Zumindest habe ich das zweimal nachgerechnet.",
    f"{B}. Al menos eso obtuve yo.",
    f"{B}. 至少我自己验算过。",
    f"{B}. This is the number of ways.",
    f"{B}. That's the final answer.",
    f"{B}. This is because both conditions hold.",
    f"{B}. C'est la réponse finale.",
    f"{B}. Hope that helps!",
    f"{B}. Good luck!",
    f"{B}. That's it.",
    f"{B}. QED.",
    f"{B}. ∎",
    f"{B}. Verified.",
    f"{B}. This is the final answer.",
    f"{B}. Because both conditions hold.",
    f"{B}. Weil beide Bedingungen gelten.",
    f"{B}. Listo.",
    f"{B}. 以上です。",
    f"{B}. Готово.",
    f"{B}. 正确。",
    f"{B}. Thanks!",
    f"{B}. 👍",
    f"{B}. :-)",
    f"{B}. I hope it is correct.",
    f"{B}. Happy studying!",
    f"{B}. Have a great day!",
    f"{B}. Any questions?",
    f"{B}. Hope that clarifies!",
    f"{B}. Let me know if anything is unclear.",
    f"{B}.\n\n**Final Answer**",
    f"{B}. ¡Listo!",
    f"{B}. This completes the proof.",
    f"{B}. Well done!",
    f"{B}. Problem solved.",
    f"{B}. Both approaches agree.",
    f"{B}. C'est fini.",
    f"{B}. Ringo had counted them twice before.",
    f"{B}.\n\n### Verification\n\nAdding the two parts gives the same total again.",
    f"{B} apples.",
    f"{B} cm.",
    f"{B} kJ.",
    f"{B} eV.",
    f"{B} in total.",
    f"{B} students.",
    f"{B} in dollars.",
    "La respuesta es $\\boxed{7}$ manzanas.",
    "Ответ: $\\boxed{7}$ яблок.",
    "答案是 $\\boxed{7}$ 个。",
]


@pytest.mark.parametrize(
    "response", SHORT_SENTENCE_AFTER + GLUED_AFTER_BOX + ABOUT_ANSWER_AFTER + AT_LEAST_HEARSAY
)
def test_what_follows_the_box_unproven_is_refused(response):
    assert not any(correct(response, "7", mode) for mode in MODES)


@pytest.mark.parametrize("response", HONEST_AFTER)
def test_harmless_after_the_box_is_read(response):
    assert correct(response, "7", "standard")
