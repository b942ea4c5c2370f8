"""Standard mode reads what stands between the answer's noun and its value, and what follows a whole number in a
script written without spaces, by whitelist (value_gap.py, spaceless_tails.py): families in wordings and languages
the review files do not hold, with the honest answers of the same shapes that must still be read."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

_STD = get_grader("math")
_STRICT = get_grader("math", mode="strict")


def _read(response: str, gold: str, grader=_STD) -> bool:
    return grade_text(grader, response, gold).correct


# a scale, bound or approximation glued after the number in Chinese, Japanese, Korean (spaceless_tails)
SPACELESS_TAILS = [
    ("所以答案是 9 万。", "9"),
    ("最终结果为 12 千克多。", "12"),
    ("答えは 5 万円です。", "5"),
    ("정답은 3 천 원입니다.", "3"),
    ("The result is 4 百万.", "4"),
    ("合計 8 以上。", "8"),
    ("답은 6 이상이다.", "6"),
    ("答案为 $\\boxed{5}$ 左右。", "5"),
    ("答えは $\\boxed{3}$ 以下です。", "3"),
    ("結果は $\\boxed{4}$ 前後だ。", "4"),
    ("답은 $\\boxed{9}$ 미만입니다.", "9"),
    ("He has 11 亿 dollars in total.", "11"),
]

SPACELESS_HONEST = [
    ("面积是 $\\boxed{9}$ 平方米。", "9"),
    ("答えは$\\boxed{9}$と求まる。", "9"),
    ("答案是 9。", "9"),
    ("所以他有 9 个苹果。", "9"),
    ("答えは 5 円です。", "5"),
    ("정답은 3 개입니다.", "3"),
    ("총 12명이다.", "12"),
    ("答案为 $\\boxed{5}$ 元。", "5"),
    ("답은 $\\boxed{6}$입니다.", "6"),
    ("答えは $\\boxed{8}$ になります。", "8"),
    ("一共需要 $\\boxed{14}$ 天。", "14"),
]

# a word between the answer's noun (and its copula) and the value that no whitelist proves harmless (value_gap)
GAP_WRONG = [
    ("La solución es apenas $\\boxed{9}$.", "9"),
    ("Odpowiedź wynosi niemal $\\boxed{9}$.", "9"),
    ("Svaret är nästan $\\boxed{9}$.", "9"),
    ("Le résultat est tout juste $\\boxed{9}$.", "9"),
    ("Kết quả là gần như $\\boxed{9}$.", "9"),
    ("Het resultaat is ruim $\\boxed{9}$.", "9"),
    ("Ergebnis ist mindestens $\\boxed{9}$.", "9"),
    ("Il risultato è circa 9.", "9"),
    ("Cevap yaklaşık 9.", "9"),
    ("答案大约是 9。", "9"),
    ("答えは約 9 です。", "9"),
    ("정답은 대략 9이다.", "9"),
    ("Resultado: cerca de 9", "9"),
    ("The result is ~9.", "9"),
]

GAP_HONEST = [
    ("The answer is — as computed — $\\boxed{9}$.", "9"),
    ("The answer is~$9$.", "9"),
    ("答案不是6，而是 $\\boxed{9}$。", "9"),
    ("Die Antwort ist daher $\\boxed{9}$.", "9"),
    ("La respuesta es, por lo tanto, $\\boxed{9}$.", "9"),
    ("Ответ: $\\boxed{9}$.", "9"),
    ("Odpowiedź to $\\boxed{9}$.", "9"),
    ("答案就是 $\\boxed{9}$。", "9"),
    ("答えは $\\boxed{9}$ です。", "9"),
    ("Svaret är $\\boxed{9}$.", "9"),
    ("Jawabannya adalah $\\boxed{9}$.", "9"),
    ("The answer is therefore simply $\\boxed{9}$.", "9"),
    ("The answer is approximately $\\boxed{9}$.", "9"),
    ("Die Antwort ist etwa $\\boxed{9}$.", "9"),
    ("La réponse est donc $\\boxed{9}$.", "9"),
    ("Het resultaat is dus $\\boxed{9}$.", "9"),
    ("Le résultat est exactement $\\boxed{9}$.", "9"),
    ("The answer we get is $\\boxed{9}$.", "9"),
    ("The final answer, after simplifying, is $\\boxed{9}$.", "9"),
    ("Answer: $9$", "9"),
    ("The answer is $x = \\boxed{9}$.", "9"),
    ("The answer becomes $\\boxed{9}$.", "9"),
    ("The solution yields $\\boxed{9}$.", "9"),
    ("La réponse vaut $\\boxed{9}$.", "9"),
    ("Das Ergebnis beträgt $\\boxed{9}$.", "9"),
    ("Il risultato fa $\\boxed{9}$.", "9"),
    ("Ответ получается $\\boxed{9}$.", "9"),
    ("答案应为 $\\boxed{9}$。", "9"),
    ("정답은 바로 $\\boxed{9}$이다.", "9"),
    ("Jadi, jawabannya yaitu $\\boxed{9}$.", "9"),
    ("La solución vale $\\boxed{9}$.", "9"),
]

# honest heads before the answer's noun (connectives of several languages, V2 copulas, a clause of work)
HEAD_HONEST = [
    ("Jadi jawabannya adalah $\\boxed{9}$.", "9"),
    ("Vậy đáp án là $\\boxed{9}$.", "9"),
    ("Επομένως η απάντηση είναι $\\boxed{9}$.", "9"),
    ("ดังนั้นคำตอบคือ $\\boxed{9}$", "9"),
    ("Therefore we conclude that the answer is $\\boxed{9}$.", "9"),
    ("Zatem odpowiedź to $\\boxed{9}$.", "9"),
    ("لذلك الإجابة هي $\\boxed{9}$", "9"),
    ("इसलिए उत्तर $\\boxed{9}$ है।", "9"),
    ("Adding these up the answer is $\\boxed{9}$.", "9"),
    ("Alltså är svaret $\\boxed{9}$.", "9"),
    ("I think the answer is $\\boxed{9}$.", "9"),
    ("It is clear that the answer is $\\boxed{9}$.", "9"),
    ("Either way the answer is $\\boxed{9}$.", "9"),
    ("We can now state the answer as $\\boxed{9}$.", "9"),
    ("We get an answer of $\\boxed{9}$.", "9"),
]


@pytest.mark.parametrize(("response", "gold"), SPACELESS_TAILS + GAP_WRONG)
def test_unproven_qualifier_is_refused_in_both_modes(response, gold):
    assert not _read(response, gold)
    assert not _read(response, gold, _STRICT)


@pytest.mark.parametrize(("response", "gold"), SPACELESS_HONEST + GAP_HONEST + HEAD_HONEST)
def test_honest_answer_of_the_same_shape_is_read(response, gold):
    assert _read(response, gold)
