"""Honest answers the math grader refused, read now by mechanism (each a whitelist of harmless forms), with the
nearest wrong shapes of each, which must stay refused.

1. Strict: a sentence-final copula or a counter after the box (``정답은 $\\boxed{7}$입니다.``, ``$\\boxed{7}$です。``,
   ``$\\boxed{7}$ है।``, ``Sonuç $\\boxed{7}$'dir.``, ``$\\boxed{7}$개``), and Korean's answer noun with its topic
   particle as the lead (``정답은``, not ``오답은``, ``순진한 답은``): :mod:`proctor.grading.plain_closers`.
2. Strict: a compound unit (``m²``, ``km/h``, ``cm^3``, ``ms``, ``μm``), a check mark, a property gloss (``, which is
   prime``) after the box: ``plain_closers``.
3. Both modes: a currency sign other than ``\\$`` (``€7``, ``7€``, ``\\pounds 7``, ``7\\,\\text{€}``), a size command
   (``\\large 7``), LaTeX's tie inside math (``The answer is $~7$.``, standard; a tilde in prose is still "about"):
   :mod:`proctor.grading.display_marks`; an SI symbol in ``\\text{}`` (``7\\,\\text{N}``, ``7\\text{ eV}``); ``ℝ``;
   ``\\mathrm{Monday}`` and ``\\text{Monday.}`` for ``\\text{Monday}``; a ``pmatrix`` for a tuple in strict; an
   option's text in ``\\text{}`` for its choice (``\\text{Alina}`` for ``(D) Alina``); an inverse function's name
   on the left of an equation (``f^{-1}(x) = ...``); a set by a condition on its one variable (``\\{x \\mid x > 1\\}``); a
   function's variable renamed to the gold's (``f(t) = 2t+1`` for ``f(x) = 2x+1``).
4. Both modes: an affirmation as a label (``No lie:``, ``Kein Witz:``); strict: a remark on the problem set off
   before the answer's clause (``Ha, that was easier than it looked:``), the answer's name in Swahili/Tagalog/
   Croatian as a label (``Jibu:``), a first-person verb of having in other languages (``juntos tenemos``):
   :mod:`proctor.grading.honest_leads`.

The cases of HONEST_OPEN of test_review_gaps_4.py, _4_strict.py and _3_values.py that read now are kept here.
"""

from __future__ import annotations

import pytest
from review_gaps import MODES, STD, STRICT, correct

# 1. strict: copulas and counters after the box, the Korean topic lead
COPULAS = [
    ("정답은 $\\boxed{7}$입니다.", "7", STRICT),  # HONEST_OPEN
    ("$\\boxed{7}$です。", "7", STRICT),  # HONEST_OPEN
    ("$\\boxed{7}$ है।", "7", STRICT),  # HONEST_OPEN
    ("$\\boxed{7}$।", "7", STRICT),  # HONEST_OPEN
    ("Sonuç $\\boxed{7}$'dir.", "7", STRICT),  # HONEST_OPEN
    ("所以答案为$\\boxed{7}$个。", "7", STRICT),  # HONEST_OPEN
    ("$\\boxed{7}$개", "7", STRICT),  # HONEST_OPEN
    ("正解は $\\boxed{7}$ です。", "7", STRICT),  # HONEST_OPEN (test_review_gaps_4)
    ("따라서 답은 $\\boxed{7}$개입니다.", "7", MODES),
    ("최종 답은 $\\boxed{7}$이다.", "7", MODES),
    ("계산하면 $3+4=7$이다. 그러므로 정답은 $\\boxed{7}$입니다.", "7", MODES),
    ("答えは $\\boxed{7}$ 個です。", "7", MODES),
    ("よって、答えは $\\boxed{7}$ である。", "7", MODES),
    ("उत्तर $\\boxed{7}$ है।", "7", MODES),
    ("Cevap $\\boxed{7}$’dür.", "7", MODES),
    ("Cevap $\\boxed{7}$'tir.", "7", MODES),
    ("所以答案是$\\boxed{7}$人。", "7", MODES),
    ("उत्तर $\\boxed{7}$ हो।", "7", MODES),
    ("उत्तर $\\boxed{7}$ आहे.", "7", MODES),
    ("விடை $\\boxed{7}$ ஆகும்.", "7", MODES),
    ("$\\boxed{7}$ است.", "7", MODES),
    ("$\\boxed{7}$ ہے", "7", MODES),
]
COPULAS_WRONG = [
    ("정답은 $\\boxed{7}$입니다만 8입니다.", "7", STRICT),  # "is 7, but 8"
    ("$\\boxed{7}$ですが、8です。", "7", STRICT),
    ("$\\boxed{7}$ですか？", "7", STRICT),
    ("$\\boxed{7}$ नहीं है।", "7", MODES),
    ("$\\boxed{7}$ है?", "7", STRICT),
    ("Cevap $\\boxed{7}$ değildir.", "7", MODES),
    ("$\\boxed{7}$개가 아닙니다.", "7", STRICT),
    ("$\\boxed{7}$个吗？", "7", STRICT),
    ("答案是$\\boxed{7}$个，不对。", "7", MODES),
    ("오답은 $\\boxed{7}$입니다.", "7", MODES),
    ("순진한 답은 $\\boxed{7}$입니다.", "7", STRICT),
    ("이전 답은 $\\boxed{7}$입니다.", "7", STRICT),
    ("흔한 오답: 답은 $\\boxed{7}$입니다.", "7", MODES),
    ("정답은 아마 $\\boxed{7}$입니다.", "7", MODES),
    ("농담으로, 정답은 $\\boxed{7}$입니다.", "7", MODES),
    ("$\\boxed{7}$だと思う。", "7", STRICT),
    ("उत्तर $\\boxed{7}$ हो सकता है।", "7", STRICT),  # "could be"
    ("جواب $\\boxed{7}$ نیست.", "7", MODES),  # "is not"
    ("$\\boxed{7}$ではない。", "7", MODES),
    ("$\\boxed{7}$だった。", "7", STRICT),  # "was"
    ("$\\boxed{7}$でしょう。", "7", MODES),
    ("$\\boxed{7}$かもしれない。", "7", MODES),
    ("정답은 $\\boxed{7}$이 아닙니다.", "7", MODES),
    ("정답은 $\\boxed{7}$입니까?", "7", MODES),
]

# 2. strict: compound units, check marks, property glosses after the box
AFTER_BOX = [
    ("$\\boxed{7}$ m²", "7", STRICT),  # HONEST_OPEN
    ("$\\boxed{7}$ cm²", "7", STRICT),  # HONEST_OPEN
    ("$\\boxed{7}$ m^2", "7", STRICT),  # HONEST_OPEN
    ("$\\boxed{7}$ μm", "7", STRICT),  # HONEST_OPEN
    ("$\\boxed{7}$ ms", "7", STRICT),  # HONEST_OPEN
    ("$\\boxed{7}$ km/h", "7", STRICT),  # HONEST_OPEN
    ("$\\boxed{7}$ m/s", "7", STRICT),  # HONEST_OPEN
    ("$\\boxed{7}$ cm³", "7", STRICT),  # HONEST_OPEN
    ("$\\boxed{7}$ ✓", "7", STRICT),  # HONEST_OPEN
    ("The answer is $\\boxed{7}$, which is prime.", "7", STRICT),  # HONEST_OPEN
    ("The speed is $\\boxed{7}$ km/h.", "7", MODES),
    ("The area is $\\boxed{7}$ ft^2.", "7", MODES),
    ("The force is $\\boxed{7}$ kg·m/s^2.", "7", MODES),
    ("The volume is $\\boxed{7}$ cm^{3}.", "7", MODES),
    ("Die Antwort ist $\\boxed{7}$ ✔", "7", MODES),
    ("The answer is $\\boxed{7}$, an odd number.", "7", MODES),
    ("La réponse est $\\boxed{7}$, qui est premier.", "7", MODES),
    ("La respuesta es $\\boxed{7}$, que es primo.", "7", MODES),
    ("Die Antwort ist $\\boxed{7}$, eine Primzahl.", "7", MODES),
]
AFTER_BOX_WRONG = [
    ("$\\boxed{7}$ m² short", "7", STRICT),  # (standard reads "$\\boxed{7}$ short" on main: not this rule's)
    ("$\\boxed{7}$ km/h, or rather 8", "7", MODES),
    ("$\\boxed{7}$ m/s too slow", "7", STRICT),
    ("$\\boxed{7}$ ✗", "7", MODES),
    ("$\\boxed{7}$ ❌", "7", MODES),
    ("$\\boxed{7}$ A", "7", STRICT),
    ("The answer is $\\boxed{7}$, which is prime, hence excluded.", "7", MODES),
    ("The answer is $\\boxed{7}$, which is not prime.", "7", STRICT),
    ("The answer is $\\boxed{7}$, which is prime, but the answer must be even.", "7", MODES),
    ("The answer is $\\boxed{7}$, which is one less than the true answer.", "7", MODES),
    ("The answer is $\\boxed{7}$, which is prime, so 8.", "7", MODES),
    ("The answer is $\\boxed{7}$, which is prime. So it is excluded.", "7", STRICT),
    ("The answer is $\\boxed{7}$, which is wrong.", "7", MODES),
]

# 3. marks that change how the answer is shown (both modes)
SHOWN = [
    ("\\boxed{€7}", "7", MODES),  # HONEST_OPEN
    ("\\boxed{7€}", "7", MODES),  # HONEST_OPEN
    ("\\boxed{₹7}", "7", MODES),  # HONEST_OPEN
    ("\\boxed{¥7}", "7", MODES),  # HONEST_OPEN
    ("\\boxed{£7}", "7", MODES),  # HONEST_OPEN
    ("\\boxed{\\pounds 7}", "7", MODES),  # HONEST_OPEN
    ("\\boxed{7 \\text{元}}", "7", MODES),  # HONEST_OPEN
    ("\\boxed{7\\,\\text{€}}", "7", MODES),  # HONEST_OPEN
    ("\\boxed{\\large 7}", "7", MODES),  # HONEST_OPEN
    ("Die Antwort ist $\\boxed{7\\,€}$.", "7", MODES),
    ("La respuesta es $\\boxed{€ 7}$.", "7", MODES),
    ("\\boxed{₩7,000}", "7000", MODES),
    ("\\boxed{£7}", "£7", MODES),
    ("\\boxed{\\Huge 7}", "7", MODES),
    ("The answer is $~7$.", "7", STD),
    ("The answer is $7~$.", "7", STD),
    ("La respuesta es $~7$.", "7", STD),
    ("\\boxed{7\\,\\text{N}}", "7", MODES),  # HONEST_OPEN (test_review_gaps_3_values)
    ("\\boxed{7 \\text{ eV}}", "7", MODES),  # HONEST_OPEN (test_review_gaps_3_values)
    ("\\boxed{7\\text{ mol}}", "7", MODES),  # HONEST_OPEN (test_review_gaps_3_values)
    ("\\boxed{7\\text{ kJ}}", "7", MODES),
    ("\\boxed{ℝ}", "\\mathbb{R}", MODES),  # HONEST_OPEN (test_review_gaps_3_values)
    ("\\boxed{ℝ}", "(-\\infty,\\infty)", MODES),
    ("\\boxed{\\mathrm{Monday}}", "\\text{Monday}", STRICT),  # HONEST_OPEN
    ("\\boxed{\\text{Monday.}}", "\\text{Monday}", STRICT),  # HONEST_OPEN
    ("\\boxed{\\begin{pmatrix}-1\\\\2\\\\5\\end{pmatrix}}", "(-1,2,5)", STRICT),  # HONEST_OPEN (3_values)
    ("\\boxed{\\text{Alina}}", "(D) Alina", MODES),  # HONEST_OPEN (3_values)
    ("\\boxed{\\text{Alina Smith}}", "(D) Alina Smith", MODES),
    ("\\boxed{f^{-1}(x) = \\frac{x-1}{2}}", "\\frac{x-1}{2}", MODES),  # HONEST_OPEN (3_values)
    ("The inverse is $\\boxed{g^{-1}(t) = 3t+1}$.", "3t+1", MODES),
    ("\\boxed{\\{x \\mid x > 1\\}}", "(1,\\infty)", MODES),  # HONEST_OPEN (3_values)
    ("\\boxed{\\{x : x \\ge 2\\}}", "[2,\\infty)", MODES),
    ("\\boxed{\\{x \\in \\mathbb{R} \\mid 1 < x < 3\\}}", "(1,3)", MODES),
    ("\\boxed{(1,\\infty)}", "\\{x \\mid x > 1\\}", MODES),
    ("\\boxed{\\{x \\mid x > 1\\}}", "\\{x \\mid x > 1\\}", MODES),
    ("\\boxed{f(t) = 2t+1}", "f(x) = 2x+1", MODES),  # HONEST_OPEN (3_values)
    ("\\boxed{f(t) = \\sqrt{t}}", "f(x) = \\sqrt{x}", MODES),
    ("The function is $\\boxed{g(u) = \\frac{u}{2} + \\tan u}$.", "g(x) = \\frac{x}{2} + \\tan x", MODES),
]
SHOWN_WRONG = [
    ("\\boxed{€7 million}", "7", MODES),
    ("\\boxed{-€7}", "7", MODES),
    ("\\boxed{€7-8}", "7", MODES),
    ("\\boxed{€7 or €8}", "7", MODES),
    ("\\boxed{€7}", "\\$7", MODES),  # another currency
    ("\\boxed{£7}", "€7", MODES),
    ("\\boxed{€8}", "7", MODES),
    ("\\boxed{\\large 8}", "7", MODES),
    ("The answer is ~7.", "7", MODES),  # prose: about 7
    ("The answer is (~7).", "7", MODES),
    ("The answer is $～7$.", "7", MODES),
    ("The answer is $~~7~~$.", "7", MODES),
    ("The answer is $\\sim 7$.", "7", MODES),
    ("#### ~7", "7", MODES),
    ("\\boxed{7\\text{ kJ}}", "7\\text{ J}", MODES),  # another unit
    ("\\boxed{7 \\text{ eV}}", "7 \\text{ MeV}", MODES),
    ("\\boxed{7\\text{ A}}", "7", MODES),  # a lone "A" may be a choice
    ("\\boxed{ℝ^+}", "\\mathbb{R}", MODES),
    ("\\boxed{\\text{Monday}}", "\\text{Tuesday}", MODES),
    ("\\boxed{\\text{not Monday}}", "\\text{Monday}", MODES),
    ("\\boxed{\\text{Monday?}}", "\\text{Monday}", MODES),
    ("\\boxed{\\begin{pmatrix}-1\\\\2\\\\6\\end{pmatrix}}", "(-1,2,5)", MODES),
    ("\\boxed{\\begin{vmatrix}-1\\\\2\\\\5\\end{vmatrix}}", "(-1,2,5)", MODES),
    ("\\boxed{\\begin{pmatrix}-1\\\\2\\\\5\\end{pmatrix} \\text{ roughly}}", "(-1,2,5)", MODES),
    ("\\boxed{\\text{Bob}}", "(D) Alina", MODES),
    ("\\boxed{\\text{not Alina}}", "(D) Alina", MODES),
    ("\\boxed{\\text{Alina?}}", "(D) Alina", MODES),
    ("\\boxed{\\text{(C) Alina}}", "(D) Alina", MODES),
    ("\\boxed{f^{-1}(x) = \\frac{x-1}{3}}", "\\frac{x-1}{2}", MODES),
    ("\\boxed{x^{-1} = 5}", "5", MODES),  # x is 1/5
    ("\\boxed{f^{-1}(5) = 7}", "7", MODES),  # a value at 5, not the function
    ("\\boxed{\\{x \\mid x > 2\\}}", "(1,\\infty)", MODES),
    ("\\boxed{\\{x \\mid x \\ge 1\\}}", "(1,\\infty)", MODES),
    ("\\boxed{\\{x \\mid y > 1\\}}", "(1,\\infty)", MODES),
    ("\\boxed{\\{x \\mid x > y\\}}", "(1,\\infty)", MODES),
    ("\\boxed{\\{x \\mid x > 1, x > 5\\}}", "(1,\\infty)", MODES),
    ("\\boxed{\\{x \\mid x > 1 \\text{ or } x < 0\\}}", "(1,\\infty)", MODES),
    ("\\boxed{\\{x \\mid x > 1\\}}", "\\{x \\mid x > 2\\}", MODES),
    ("\\boxed{f(t) = 2t+2}", "f(x) = 2x+1", MODES),
    ("\\boxed{g(t) = 2t+1}", "f(x) = 2x+1", MODES),  # another function's name
    ("\\boxed{f(t) = 2x+1}", "f(x) = 2x+1", MODES),  # x is not its variable
    ("\\boxed{f(t) = 2t+x}", "f(x) = 2x+1", MODES),
    ("\\boxed{f(t) = \\sqrt{t+1}}", "f(x) = \\sqrt{x+2}", MODES),
]

# 4. leads: affirmations, remarks, labels, verbs of having
LEADS = [
    ("No lie: the answer is $\\boxed{7}$.", "7", MODES),  # HONEST_OPEN
    ("Kein Witz: Die Antwort ist $\\boxed{7}$.", "7", MODES),  # HONEST_OPEN
    ("Not lying: the answer is $\\boxed{7}$.", "7", MODES),
    ("No kidding: the final answer is $\\boxed{7}$.", "7", MODES),
    ("All jokes aside: the answer is $\\boxed{7}$.", "7", MODES),
    ("No lie: we add $3+4$, so the answer is $\\boxed{7}$.", "7", MODES),
    ("Sans blague : la réponse est $\\boxed{7}$.", "7", MODES),
    ("Без шуток: ответ $\\boxed{7}$.", "7", MODES),
    ("Ha, that was easier than it looked: the answer is $\\boxed{7}$.", "7", MODES),
    ("Phew, that was tricky: the answer is $\\boxed{7}$.", "7", MODES),
    ("Oh, this turned out to be simple: the answer is $\\boxed{7}$.", "7", MODES),
    ("Ha, das war leichter als gedacht: Die Antwort ist $\\boxed{7}$.", "7", MODES),
    ("Vaya, eso fue más fácil de lo que parecía: la respuesta es $\\boxed{7}$.", "7", MODES),
    ("Bon, c'était plus facile que prévu : la réponse est $\\boxed{7}$.", "7", MODES),
    ("Jibu: $\\boxed{7}$", "7", STRICT),  # HONEST_OPEN
    ("Sagot: $\\boxed{7}$", "7", MODES),
    ("Odgovor: $\\boxed{7}$", "7", MODES),
    ("Mi hermano tiene 3 manzanas y yo 4, así que juntos tenemos $\\boxed{7}$.", "7", STRICT),  # HONEST_OPEN
    ("Somando, obtemos $\\boxed{7}$.", "7", MODES),
    ("Zusammen erhalten $\\boxed{7}$ Punkte.", "7", STD),
]
LEADS_WRONG = [
    ("Here is a lie: the answer is $\\boxed{7}$.", "7", MODES),
    ("Lie: the answer is $\\boxed{7}$.", "7", MODES),
    ("No lie: lie: the answer is $\\boxed{7}$.", "7", MODES),
    ("No lie: I am lying, the answer is $\\boxed{7}$.", "7", MODES),
    ("No joke: joking, the answer is $\\boxed{7}$.", "7", MODES),
    ("No lie: the answer is $\\boxed{7}$. Just kidding, that was a lie.", "7", MODES),
    ("I'll lie now. No lie: the answer is $\\boxed{7}$.", "7", MODES),
    ("This is satire. No lie: the answer is $\\boxed{7}$.", "7", MODES),
    ("No lie: false answer: $\\boxed{7}$.", "7", MODES),
    ("No joke: the wrong answer is $\\boxed{7}$.", "7", MODES),
    ("No lie: Bob says the answer is $\\boxed{7}$.", "7", MODES),
    ("No lie: maybe the answer is $\\boxed{7}$.", "7", MODES),
    ("No lie: myth: the answer is $\\boxed{7}$.", "7", MODES),
    ("No kidding: the naive answer is $\\boxed{7}$.", "7", MODES),
    ("Sarcastically, no lie: the answer is $\\boxed{7}$.", "7", MODES),
    ("Ha, genius move: the answer is $\\boxed{7}$.", "7", MODES),
    ("Ha, that was a joke: the answer is $\\boxed{7}$.", "7", MODES),
    ("Ha, just kidding, that was easy: the answer is $\\boxed{7}$.", "7", MODES),
    ("Ha. Clearly, the answer is $\\boxed{7}$.", "7", MODES),
    ("Ha, that was easy, not: the answer is $\\boxed{7}$.", "7", STRICT),
    ("Ha, that was easy, said no one: the answer is $\\boxed{7}$.", "7", MODES),
    ("Ha, that was easier than it looked, as if: the answer is $\\boxed{7}$.", "7", MODES),
    ("Jibu si $\\boxed{7}$", "7", MODES),
    ("Jibu la uongo: $\\boxed{7}$", "7", MODES),
    ("Tal vez tenemos $\\boxed{7}$.", "7", MODES),
    ("No tenemos $\\boxed{7}$.", "7", MODES),
    ("Si tuviéramos 5, tenemos $\\boxed{7}$.", "7", STRICT),
    ("Bob dice que tenemos $\\boxed{7}$.", "7", MODES),
]


def _params(cases):
    return [pytest.param(r, g, m, id=f"{i}-{r[:40]}") for i, (r, g, m) in enumerate(cases)]


@pytest.mark.parametrize(("response", "gold", "modes"), _params(COPULAS + AFTER_BOX + SHOWN + LEADS))
def test_honest_form_is_read(response, gold, modes):
    assert all(correct(response, gold, mode) for mode in modes)


@pytest.mark.parametrize(
    ("response", "gold", "modes"), _params(COPULAS_WRONG + AFTER_BOX_WRONG + SHOWN_WRONG + LEADS_WRONG)
)
def test_wrong_twin_is_refused(response, gold, modes):
    assert not any(correct(response, gold, mode) for mode in modes)
