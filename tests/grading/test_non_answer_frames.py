"""The second review's last open families, closed by mechanisms (docs/grading.md, "Known open gaps"):

- a negative quantifier or an exclusion of the writer as the subject of an attribution ("Nobody should think",
  "Everyone except me says", "Nessuno pensa che", "Alle außer mir sagen"): framing._NEG_SUBJECT, _EXCLUDING;
- a quotation closed after the box and attributed by a speech tag ("..." he said, 」と彼は言った, », dit-il,
  ", sagte er): framing.speech_tagged;
- the box as the bare answer to a question, asked right before it, that asks for a non-answer ("Q: what is not the
  answer?", "Which value is rejected?"): framing.answers_non_answer_question;
- a bound in a bare bracket ("(min)", "(max)"), read as the least or the most, not a unit: after_box._words_gloss;
- a check after the box that ends on another value and never names the box's: after_box.check_disagrees;
- a box labelled a draft ("$\\boxed{7}$ was my draft.", "Draft:"): framing._DRAFT_LABEL, _DRAFT_LABEL_AFTER;
- honest shapes: a double negative ("Nobody doubts the answer is"), a bracket that affirms the answer in strict
  ("(confident)"), "(in minutes)", checks that confirm the box or plug it in, real </think> traces.
"""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[mode], response, gold).correct


NEGATIVE_SUBJECT = [
    "Nobody should think the answer is $\\boxed{7}$",
    "No one would say the answer is $\\boxed{7}$.",
    "None of us believe the answer is $\\boxed{7}$.",
    "Few people would claim the answer is $\\boxed{7}$.",
    "Hardly anyone thinks the answer is $\\boxed{7}$.",
    "Not a single expert believes the answer is $\\boxed{7}$.",
    "Everyone except me says the answer is $\\boxed{7}$",
    "Everyone but me says the answer is $\\boxed{7}$.",
    "All except me think the answer is $\\boxed{7}$.",
    "The others, apart from me, claim the answer is $\\boxed{7}$.",
    "Nadie cree que la respuesta sea $\\boxed{7}$.",
    "Todos menos yo dicen que la respuesta es $\\boxed{7}$.",
    "Niemand glaubt, dass die Antwort $\\boxed{7}$ ist.",
    "Alle außer mir sagen, die Antwort ist $\\boxed{7}$.",
    "Personne ne pense que la réponse est $\\boxed{7}$.",
    "Tout le monde sauf moi dit que la réponse est $\\boxed{7}$.",
    "Nessuno pensa che la risposta sia $\\boxed{7}$.",
    "Tutti tranne me dicono che la risposta è $\\boxed{7}$.",
    "Ninguém acha que a resposta é $\\boxed{7}$.",
    "Никто не считает, что ответ $\\boxed{7}$.",
    "Niemand denkt dat het antwoord $\\boxed{7}$ is.",
    "Nikt nie uważa, że odpowiedź to $\\boxed{7}$.",
    "Marco pensa che la risposta sia $\\boxed{7}$.",
    "没有人认为答案是$\\boxed{7}$。",
    "Everyone else says the answer is $\\boxed{7}$.",
    "No student would ever say the answer is $\\boxed{7}$.",
    "Nobody in their right mind would claim the answer is $\\boxed{7}$.",
    "Hardly anybody would guess the answer is $\\boxed{7}$.",
    "Everybody apart from me concluded the answer was $\\boxed{7}$.",
    "Except for me, everyone says the answer is $\\boxed{7}$.",
    "Other than me, everybody thinks the answer is $\\boxed{7}$.",
    "Nessuno crede che la risposta sia $\\boxed{7}$.",
    "Nikt nie twierdzi, że odpowiedź to $\\boxed{7}$.",
    "Niemand zou zeggen dat het antwoord $\\boxed{7}$ is.",
    "誰も答えが$\\boxed{7}$だとは言わない。",
    "Hiç kimse cevabın $\\boxed{7}$ olduğunu söylemez.",
    "Według Ani odpowiedź to $\\boxed{7}$.",
    "Secondo Marco la risposta è $\\boxed{7}$.",
    "Volgens Jan is het antwoord $\\boxed{7}$.",
    "Jan zegt dat het antwoord $\\boxed{7}$ is.",
]

SPEECH_TAG = [
    "「答えは$\\boxed{7}$」と彼は言った",
    "「答えは$\\boxed{7}$」と言った。",
    '"The answer is $\\boxed{7}$," he said.',
    '"The answer is $\\boxed{7}$", said Bob.',
    "The answer is $\\boxed{7}$, said Bob.",
    '"The answer is $\\boxed{7}$" — that\'s what she wrote.',
    "« La réponse est $\\boxed{7}$ », dit-il.",
    "„Die Antwort ist $\\boxed{7}$“, sagte er.",
    '"La respuesta es $\\boxed{7}$", dijo él.',
    "“La risposta è $\\boxed{7}$”, disse Marco.",
    '"Ответ $\\boxed{7}$", — сказал он.',
    '"De uitkomst is $\\boxed{7}$", zei Jan.',
    "“答案是$\\boxed{7}$，”他说。",
    '"답은 $\\boxed{7}$"이라고 그가 말했다.',
    "'$\\boxed{7}$!' shouted the crowd.",
    '"The answer is $\\boxed{7}$," the teacher replied.',
    '"The answer is $\\boxed{7}$ apples," he said.',
    "« $\\boxed{7}$ », répondit-elle.",
    '"Respuesta: $\\boxed{7}$", contestó Ana.',
    "「答えは$\\boxed{7}$だ」と先生が言った。",
    "“最终答案是$\\boxed{7}$”，老师说道。",
    "田中さんは答えは$\\boxed{7}$だと言った。",
    "Ali, cevabın $\\boxed{7}$ olduğunu söyledi.",
]

NON_ANSWER_QUESTION = [
    "Q: what is not the answer?\nA: $\\boxed{7}$",
    "Q: Which value is rejected?\nA: $\\boxed{7}$",
    "Q: What is wrong here?\nA: $\\boxed{7}$",
    "Which value is excluded? $\\boxed{7}$",
    "Which candidate is ruled out?\n\n**Answer:** $\\boxed{7}$",
    "Frage: Was ist nicht die Antwort?\nAntwort: $\\boxed{7}$",
    "¿Qué valor se descarta? $\\boxed{7}$",
    "Quelle valeur est rejetée ? $\\boxed{7}$",
    "Какое значение не является ответом? $\\boxed{7}$",
    "问：哪个不是答案？\n答：$\\boxed{7}$",
    "Q: Which option should be eliminated?\nA: $\\boxed{7}$",
    "Question: Which of these is incorrect?\nAnswer: $\\boxed{7}$",
    "Welcher Wert ist falsch? $\\boxed{7}$",
    "Q: Which number is NOT the answer?\nA: $\\boxed{7}$",
    "**Q:** What value did we discard?\n**A:** $\\boxed{7}$",
]

BOUND_BRACKET = [
    "The answer is $\\boxed{7}$ (min)",
    "The answer is $\\boxed{7}$ (max.)",
    "The answer is $\\boxed{7}$ [min]",
    "The answer is $\\boxed{7}$, min.",
    "The answer is $\\boxed{7}$ (at least)",
    "The answer is $\\boxed{7}$ (or more)",
    "The answer is $\\boxed{7}$ (upper bound)",
    "The answer is $\\boxed{7}$ (mínimo)",
    "The answer is $\\boxed{7}$ (au moins)",
    "The answer is $\\boxed{7}$ (mindestens)",
    "The answer is $\\boxed{7}$ (не менее)",
    "The answer is $\\boxed{7}$ (至少)",
]

CHECK_DISAGREES = [
    "$\\boxed{7}$\n\nDouble-check: $3 + 4 = 8$.",
    "$\\boxed{7}$\n\nVerification: $4 + 4 = 8$.",
    "$\\boxed{7}$\n\nVerify: 2 + 6 = 8",
    "$\\boxed{7}$\n\nSanity check: $2 \\times 4 = 8$.",
    "The answer is $\\boxed{7}$.\n\nLet me verify: $10 - 2 = 8$, so there are 8.",
    "Die Antwort ist $\\boxed{7}$.\n\nProbe: $3 + 4 = 8$.",
    "$\\boxed{7}$\n\nПроверка: $3 + 4 = 8$.",
    "答案是$\\boxed{7}$。\n\n验证：$3+4=8$。",
    "$\\boxed{7}$\n\nDouble-check: $3 + 4 = 8$ ✓",  # (its left side is the box's value: affirmed or not)
    "$\\boxed{7}$\n\nCheck: $2 \\cdot 3 + 1 = 8$, correct.",
    "$\\boxed{7}$\n\nRecheck: $3 + 4 = 8$.",
    "$\\boxed{7}$\n\nLet me double check: $3 + 4 = 8$",
    "$\\boxed{7}$\n\nCheck again: $5 + 3 = 8$.",
    "$\\boxed{7}$\n\nRe-verifying: $3+4=8$.",
]

DRAFT = [
    "The answer is $\\boxed{8}$.\n</think>\n$\\boxed{7}$ was my draft.",
    "The answer is $\\boxed{8}$.\n</think>\nDraft: $\\boxed{7}$",
    "$\\boxed{7}$ was my draft.",
    "$\\boxed{7}$ is just a rough draft.",
    "The answer is $\\boxed{7}$.\n\nThat was my draft.",
    "$\\boxed{7}$ era mi borrador.",
    "$\\boxed{7}$ war mein Entwurf.",
    "$\\boxed{7}$ était mon brouillon.",
    "$\\boxed{7}$ 是我的草稿。",
    "The answer is 8.\n</think>\nMy draft said $\\boxed{7}$.",
    "In my draft, the answer is $\\boxed{7}$.",
    "$\\boxed{7}$ was just scratch work.",
]

FAMILIES = {
    "negative_subject": NEGATIVE_SUBJECT,
    "speech_tag": SPEECH_TAG,
    "non_answer_question": NON_ANSWER_QUESTION,
    "bound_bracket": BOUND_BRACKET,
    "check_disagrees": CHECK_DISAGREES,
    "draft": DRAFT,
}


def _wrong():
    for family, cases in FAMILIES.items():
        for i, response in enumerate(cases):
            yield pytest.param(response, id=f"{family}-{i}")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("response", list(_wrong()))
def test_wrong_answer_is_refused(response, mode):
    assert not correct(response, "7", mode)


CONTROLS = [  # (response, gold, modes that read it)
    # a question whose words only contain a negating word ("nombre" holds "no", "nonzero" "non", "нечётное" "не")
    ("Quel est le nombre cherché ? $\\boxed{7}$", "7", MODES),
    ("Which nonzero value works?\n\nAnswer: $\\boxed{7}$", "7", MODES),
    ("Какое нечётное число подходит?\n\n$\\boxed{7}$", "7", MODES),
    ("Qual è il numero passato?\n\n$\\boxed{7}$", "7", MODES),
    # negative subjects that affirm, and quantifiers that state nothing about the answer
    ("Nobody doubts the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("No one can deny that the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("None of us would dispute that the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Personne ne conteste que la réponse est $\\boxed{7}$.", "7", ("standard",)),
    ("Niemand bezweifelt, dass die Antwort $\\boxed{7}$ ist.", "7", ("standard",)),
    ("Никто не сомневается, что ответ $\\boxed{7}$.", "7", ("standard",)),
    ("Nadie duda de que la respuesta es $\\boxed{7}$.", "7", ("standard",)),
    ("She said the answer is 8, but the right answer is $\\boxed{7}$.", "7", MODES),
    ("Everyone else has 3 apples, so the answer is $\\boxed{7}$.", "7", ("standard",)),
    ('"Hmm," I said. The answer is $\\boxed{7}$.', "7", MODES),
    ('We write the answer as "$\\boxed{7}$" with units.', "7", ("standard",)),
    ("Recheck: $3 + 4 = 7$. So $\\boxed{7}$.", "7", MODES),
    ("$\\boxed{7}$\n\nRecount: the sum is $3 + 4 = 7$.", "7", ("standard",)),
    ("The draft of the plan gives $\\boxed{7}$ options.", "7", ("standard",)),
    ("答えは$\\boxed{7}$です。", "7", ("standard",)),
    ("したがって、答えは$\\boxed{7}$となります。", "7", ("standard",)),
    ("答えは$\\boxed{7}$と求まる。", "7", ("standard",)),
    ("よって$x = \\boxed{7}$とわかる。", "7", ("standard",)),
    ("Secondo il teorema, la risposta è $\\boxed{7}$.", "7", MODES),
    ("Il secondo caso dà $\\boxed{7}$.", "7", ("standard",)),
    ("Cevap $\\boxed{7}$ olur.", "7", ("standard",)),
    ("답은 $\\boxed{7}$입니다.", "7", ("standard",)),
    ("Everyone agrees the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("None of the other values work, so the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Nobody else got it, but the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Few people realize that the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("One can conclude that the answer is $\\boxed{7}$.", "7", ("standard",)),
    # quotation marks and clauses after the box that attribute nothing
    ('The answer is "$\\boxed{7}$".', "7", ("standard",)),
    ("The answer is $\\boxed{7}$, the number of apples.", "7", ("standard",)),
    ("So $x = \\boxed{7}$, the answer says it all.", "7", ("standard",)),
    # questions before the box that ask for the answer
    ("Q: what is $3+4$?\nA: $\\boxed{7}$", "7", ("standard",)),
    ("What is $3+4$? $\\boxed{7}$", "7", ("standard",)),
    ("Why is 8 not correct? Because of double counting. The answer is $\\boxed{7}$.", "7", MODES),
    # units in brackets
    ("The answer is $\\boxed{7}$ (minutes)", "7", ("standard",)),
    ("The answer is $\\boxed{7}$ (in minutes)", "7", ("standard",)),
    ("The answer is $\\boxed{7}$ (in min)", "7", ("standard",)),
    ("The answer is $\\boxed{7}$ (mins)", "7", ("standard",)),
    ("The answer is $\\boxed{7}$ (7 min)", "7", ("standard",)),
    ("The answer is $\\boxed{7}$ minutes.", "7", MODES),
    ("The answer is $\\boxed{7}$ min.", "7", MODES),
    # checks that confirm the box or plug it in
    ("$\\boxed{7}$\n\nDouble-check: $3+4=7$ ✓", "7", ("standard",)),
    ("$\\boxed{7}$\n\nCheck: $7 \\cdot 3 = 21$.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Check: $3 + 4 = 7$.", "7", ("standard",)),
    ("$\\boxed{12}$\n\nCheck: $3 \\cdot 4 = 12$ and $3 + 4 = 7$ ✓", "12", ("standard",)),
    ("$x = \\boxed{3}$\n\nCheck: $2(3) + 1 = 7$ ✓", "3", ("standard",)),
    ("$\\boxed{\\frac{1}{2}}$\n\nCheck: $0.5 \\cdot 2 = 1$.", "1/2", ("standard",)),
    ("The answer is $\\boxed{7}$.\n\nCheck: $x = 7$ gives $2x + 1 = 15$.", "7", ("standard",)),
    ("The answer is $\\boxed{-3}$. Check: $3 \\cdot 4 = 12$ is correct.", "-3", ("standard",)),
    ("The answer is $\\boxed{x^2+1}$.\n\nVerification: $2 + 2 = 4$ ✓", "x^2+1", ("standard",)),
    # real </think> traces and the word "draft" elsewhere
    ("Reasoning draft above.\n</think>\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("Okay, let me think. 3+4=7.\n</think>\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("<think>First I add 3 and 4.</think>\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("After drafting a solution, the answer is $\\boxed{7}$.", "7", MODES),
    ("The draft pick count is $\\boxed{7}$.", "7", MODES),
    # a bracket that affirms the answer
    ("The answer is $\\boxed{7}$ (confident).", "7", MODES),
    ("The answer is $\\boxed{7}$ (verified)", "7", MODES),
]

AFFIRMED_THEN_QUALIFIED = [  # an affirming bracket does not hide what follows it, nor a negated one affirm
    "The answer is $\\boxed{7}$ (not confident).",
    "The answer is $\\boxed{7}$ (confident?)",
    "The answer is $\\boxed{7}$ (confident) (draft)",
    "The answer is $\\boxed{7}$ (confident). Actually 8.",
]


@pytest.mark.parametrize(("response", "gold", "modes"), CONTROLS)
def test_honest_answer_is_read(response, gold, modes):
    assert all(correct(response, gold, mode) for mode in modes)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("response", AFFIRMED_THEN_QUALIFIED)
def test_affirming_bracket_reads_on(response, mode):
    assert not correct(response, "7", mode)
