"""Gaps a third adversarial review found at the VALUE level: the committed final answer is a different value
(or no answer) than the gold, yet it compares equal.

Each family lists responses whose final answer is NOT the gold, with the modes that accept it today. The
mechanism is in the family's comment: a word or mark that changes the value is dropped or read as a count
noun, a LaTeX grouping changes how the value is parsed, a notation is read by another convention than the one
a reader uses, or text next to the value is not read at all. They are ``xfail(strict=True)``: a case fails the
suite once its gap closes, so move it to CLOSED then (as test_review_gaps_2.py does). The controls are honest
answers of the same shapes; they must still be read in the modes listed. HONEST_OPEN lists honest answers
refused today.

Found by probing the grader as a black box (only docs/grading.md read). Not repeated here: the cases of
test_review_gaps.py, test_review_gaps_2.py and test_values.py. Left out as debatable (see the report): the
percent reading of a whole-number gold (``700\\%`` and ``7\\%`` both equal 7), a unit word against a gold
without one (``7 \\text{ cents}`` for 7), ``\\Delta x = 7`` and ``dx = 7`` (test_values.py reads ``\\Delta x``
as a name on purpose), ``2^3!`` (``(2^3)!`` as rendered vs ``2^{3!}`` by convention), a unit ``M`` after a box
(``$\\boxed{7}\\text{M}$``: million or molar), count nouns of groups (``7 \\text{ pairs}``, ``7 \\text{ twenties}``)."""

from __future__ import annotations

from review_gaps import MODES, STD, correct, review_tests

# a plural fraction word after a number is read as a count noun and dropped: '7 eighths' is 7/8, not 7
# ('halves', 'thirds', 'quarters', 'tenths', 'hundredths' are refused; the other denominators are not)
FRACTION_WORDS = []

# a scale word is read as a count noun and dropped when it is plural, abbreviated or in another language:
# 'million', 'lakh', 'gross', 'thousand' are refused, 'millones', 'lacs', 'grosses', 'thous.' are not
SCALE_WORDS = []

# the plural of a word the lists refuse in the singular because it operates on the number ('reciprocal',
# 'inverse', 'permille') is read as a count noun: '7 reciprocals' is not 7
OPERATOR_PLURALS = []

# a degree mark on a fraction written with a slash is dropped, so pi/6 degrees equals pi/6 radians
# ('\frac{\pi}{6}^\circ' and '\frac{\pi}{6}\text{ degrees}' are refused: degrees follow a plain number only)
DEGREE_ON_SLASH = []

# a mixed number whose fraction is in a brace group ('3{\frac12}', '{3}\frac12', rendered 3½ exactly as
# '3\frac12' is) is read as the product 3 * 1/2, while '3\frac12' is read as 3.5
BRACED_MIXED_NUMBER = []

# n!! is read as (n!)!, not as the double factorial a reader knows (3!! = 3, 5!! = 15, 6!! = 48)
DOUBLE_FACTORIAL = []

# 'N% equals N' (meant for golds that drop their percent sign) also applies when the gold is a fraction or a
# probability: half a percent is read as one half ('\frac{3}{4}\%' against 3/4 is refused, '0.75\%' is not)
PERCENT_OF_FRACTION = []

# the name on the left of an assignment is a label no rule reads: a subscript or name that disowns the value
# (a bound, an error, an estimate) passes; strict's 'every word of three letters or more must be accounted
# for' misses two-letter abbreviations, non-Latin words, words with a non-ASCII letter and symbols
DISOWNING_LABEL = []

# standard: what follows the box INSIDE its own math span (or glued to it as bare LaTeX) is not read: a value
# word, a thousands group, an exponent, an alternative or a retraction after '\boxed{7}' leaves 7 (the prose
# rules read '$\boxed{7}$ thousand' and '$\boxed{7}$ or 8', not '$\boxed{7}\text{ thousand}$')
BOX_MATH_TAIL = []

# standard: an unboxed answer (the 'answer is' and expression fallbacks) is read as its math span alone; words
# after the span that scale, operate on or bound the value are not read ('$7$ million', '$7$ squared')
SPAN_TAIL = []

# standard, a choice-letter gold: the math grader's choice reader takes the letter of an unboxed statement and
# ignores what is glued to it or follows it: a prime, a complement, a subscript, an operation, a second letter,
# another option's text, or a judgement in brackets
CHOICE_DECORATED = []

# a boxed choice label '(C)' is read as the choice whatever follows it in the box: a judgement ('is wrong',
# '(wrong)', '不对'), a hedge ('probably', '?'), a cross mark, a prime, an exponent or subscript, or another value
# ('9 eighths' against the option text 9); a bare 'C' so decorated is refused, a label in brackets is not read further
BOXED_CHOICE_TAIL = []

OPEN_WRONG = {
    "fraction_words": FRACTION_WORDS,
    "scale_words": SCALE_WORDS,
    "operator_plurals": OPERATOR_PLURALS,
    "degree_on_slash": DEGREE_ON_SLASH,
    "braced_mixed_number": BRACED_MIXED_NUMBER,
    "double_factorial": DOUBLE_FACTORIAL,
    "percent_of_fraction": PERCENT_OF_FRACTION,
    "disowning_label": DISOWNING_LABEL,
    "box_math_tail": BOX_MATH_TAIL,
    "span_tail": SPAN_TAIL,
    "choice_decorated": CHOICE_DECORATED,
    "boxed_choice_tail": BOXED_CHOICE_TAIL,
}

CONTROLS = [  # (response, gold, modes that read it): honest answers of the same shapes
    ("\\boxed{7 \\text{ eggs}}", "7", MODES),
    ("\\boxed{7 \\text{ students}}", "7", MODES),
    ("\\boxed{\\frac78 \\text{ cups}}", "\\frac78", MODES),
    ("\\boxed{7 \\text{ million}}", "7000000", MODES),
    ("\\boxed{2.5 \\text{ billion}}", "2500000000", MODES),
    ("\\boxed{\\$7\\text{ million}}", "7000000", MODES),
    ("\\boxed{30^\\circ}", "\\frac{\\pi}{6}", MODES),
    ("\\boxed{\\frac{\\pi}{6}}", "30^\\circ", MODES),
    ("\\boxed{\\pi/6}", "\\frac{\\pi}{6}", MODES),
    ("\\boxed{45^\\circ}", "\\frac{\\pi}{4}", MODES),
    ("\\boxed{3\\frac12}", "3.5", MODES),
    ("\\boxed{3\\,\\frac12}", "\\frac72", MODES),
    ("\\boxed{3 \\tfrac12}", "3.5", MODES),
    ("\\boxed{3\\left(\\frac12\\right)}", "\\frac32", MODES),
    ("\\boxed{3\\cdot\\frac12}", "\\frac32", MODES),
    ("\\boxed{(3!)!}", "720", MODES),
    ("\\boxed{6!}", "720", MODES),
    ("\\boxed{3!}", "6", MODES),
    ("\\boxed{50\\%}", "\\frac12", MODES),
    ("\\boxed{12.5\\%}", "\\frac18", MODES),
    ("\\boxed{0.5}", "50\\%", MODES),
    ("\\boxed{7\\%}", "0.07", MODES),
    ("\\boxed{x_{\\max} = 7}", "7", MODES),
    ("\\boxed{x_0 = 7}", "7", MODES),
    ("\\boxed{a_1 = 7}", "7", MODES),
    ("\\boxed{x = 7}", "7", MODES),
    ("$\\boxed{7}\\text{ cm}$", "7", MODES),
    ("$\\boxed{7}^\\circ$", "7", MODES),
    ("$\\boxed{7}\\%$", "7", MODES),
    ("The answer is $\\boxed{7}$.", "7", MODES),
    ("The answer is $7$.", "7", STD),
    ("The answer is $7$ cm.", "7", STD),
    ("The answer is $7,000$.", "7000", STD),
    ("\\boxed{C}", "C", MODES),
    ("\\boxed{(C) 9}", "C", MODES),
    ("\\boxed{\\textbf{(C) }9}", "C", MODES),
    ("The answer is C.", "C", STD),
    ("The answer is (C).", "C", STD),
    ("Answer: C", "C", STD),
    ("\\boxed{9}", "(C) 9", MODES),
    ("\\boxed{\\text{(C) 9}}", "C", MODES),
    ("\\boxed{(C)\\ 9}", "(C) 9", MODES),
    ("\\boxed{\\text{(B)}}", "(B)", MODES),
    ("\\boxed{5!!}", "15", MODES),
    ("\\boxed{6!!}", "48", MODES),
    ("\\boxed{7 \\text{ eighths}}", "\\frac78", MODES),
    ("\\boxed{3{\\frac12}}", "3.5", MODES),
    # a choice letter in math (tests/grading/test_honest_3.py)
    ("The final answer is $C$.", "C", STD),
    ("Final Answer: The final answer is $(C)$. I hope it is correct.", "C", STD),
    # repeating decimals with a marked period, unicode roots and the fraction slash (tests/grading/test_honest_3.py)
    ("\\boxed{0.\\bar{3}}", "\\frac13", MODES),
    ("\\boxed{0.(3)}", "\\frac13", MODES),
    ("\\boxed{∛8}", "2", MODES),
    ("\\boxed{7⁄8}", "\\frac78", MODES),
    ("\\boxed{\\begin{pmatrix}-1\\\\2\\\\5\\end{pmatrix}}", "(-1,2,5)", ("strict",)),  # was HONEST_OPEN
    ("\\boxed{f^{-1}(x) = \\frac{x-1}{2}}", "\\frac{x-1}{2}", ("standard", "strict")),  # was HONEST_OPEN
    ("\\boxed{\\{x \\mid x > 1\\}}", "(1,\\infty)", ("standard", "strict")),  # was HONEST_OPEN
    ("\\boxed{\\text{Alina}}", "(D) Alina", ("standard", "strict")),  # was HONEST_OPEN
    ("\\boxed{ℝ}", "\\mathbb{R}", ("standard", "strict")),  # was HONEST_OPEN
    ("\\boxed{7\\,\\text{N}}", "7", ("standard", "strict")),  # was HONEST_OPEN
    ("\\boxed{7 \\text{ eV}}", "7", ("standard", "strict")),  # was HONEST_OPEN
    ("\\boxed{7\\text{ mol}}", "7", ("standard", "strict")),  # was HONEST_OPEN
    ("\\boxed{f(t) = 2t+1}", "f(x) = 2x+1", ("standard", "strict")),  # was HONEST_OPEN
]

HONEST_OPEN = [  # honest answers refused today (false negatives found on the way; bmatrix/pmatrix and
    # \boxed{Monday} for \text{Monday} in strict read now: tests/grading/test_honest_4.py)
    ("\\boxed{7}\\text{ million}", "7000000", STD),
    ("The answer is $7$ million.", "7000000", STD),
]


CLOSED = [  # (response, gold, modes): gaps of the families above that the rules now close
    ("$\\boxed{7},000$", "7", ("standard",)),  # box_math_tail
    ("$\\boxed{7}\\,000$", "7", ("standard",)),  # box_math_tail
    ("$\\boxed{7}\\text{ thousand}$", "7", ("standard",)),  # box_math_tail
    ("$\\boxed{7}\\text{ million}$", "7", ("standard",)),  # box_math_tail
    ("\\boxed{7}\\text{ billion}", "7", ("standard",)),  # box_math_tail
    ("$\\boxed{7}\\,\\mathrm{hundred}$", "7", ("standard",)),  # box_math_tail
    ("$\\boxed{7}\\text{k}$", "7", ("standard",)),  # box_math_tail
    ("$\\boxed{7}\\text{e}3$", "7", ("standard",)),  # box_math_tail
    ("$\\boxed{7}\\text{ \\times 10^3}$", "7", ("standard",)),  # box_math_tail
    ("$\\boxed{7}\\text{ squared}$", "7", ("standard",)),  # box_math_tail
    ("$\\boxed{7}\\text{ eighths}$", "7", ("standard",)),  # box_math_tail
    ("$\\boxed{7}\\text{ dozen}$", "7", ("standard",)),  # box_math_tail
    ("$\\boxed{7}\\text{ or } 8$", "7", ("standard",)),  # box_math_tail
    ("$\\boxed{7}, 8$", "7", ("standard",)),  # box_math_tail
    ("$\\boxed{7}\\text{ and } 8$", "7", ("standard",)),  # box_math_tail
    ("$\\boxed{7}\\text{ or more}$", "7", ("standard",)),  # box_math_tail
    ("$\\boxed{7}\\text{ at least}$", "7", ("standard",)),  # box_math_tail
    ("$\\boxed{7}\\text{ (approx.)}$", "7", ("standard",)),  # box_math_tail
    ("$\\boxed{7}\\text{ (lower bound)}$", "7", ("standard",)),  # box_math_tail
    ("$\\boxed{7}\\text{ (typo)}$", "7", ("standard",)),  # box_math_tail
    ("The answer is $\\boxed{7}\\text{ nope}$.", "7", ("standard",)),  # box_math_tail
    ("\\boxed{7} halves", "7", ("standard",)),  # box_math_tail
    ("\\boxed{7} less one", "7", ("standard",)),  # box_math_tail
    ("\\boxed{7} x 10", "7", ("standard",)),  # box_math_tail
    ("\\boxed{7} -fold", "7", ("standard",)),  # box_math_tail
    ("$\\boxed{\\frac12},000$", "\\frac12", ("standard",)),  # box_math_tail
    ("$\\boxed{2\\pi}\\text{ thousand}$", "2\\pi", ("standard",)),  # box_math_tail
    ("$\\boxed{\\sqrt2}\\text{ squared}$", "\\sqrt2", ("standard",)),  # box_math_tail
    ("$\\boxed{(3,4)}\\text{ or } (4,3)$", "(3,4)", ("standard",)),  # box_math_tail
    ("$\\boxed{x = 7}\\text{ or } x = 8$", "7", ("standard",)),  # box_math_tail
    ("The answer is $7$ million.", "7", ("standard",)),  # span_tail
    ("The answer is $7$ thousand.", "7", ("standard",)),  # span_tail
    ("Answer: $7$ dozen", "7", ("standard",)),  # span_tail
    ("So we get $7$ halves.", "7", ("standard",)),  # span_tail
    ("The final answer is $7$ eighths. I hope it is correct.", "7", ("standard",)),  # span_tail
    ("Therefore, the answer is \\(7\\) squared.", "7", ("standard",)),  # span_tail
    ("$7$ less one", "7", ("standard",)),  # span_tail
    ("The answer is $7$ times ten.", "7", ("standard",)),  # span_tail
    ("The answer is $7$ minus 1.", "7", ("standard",)),  # span_tail
    ("The answer is $7$ k.", "7", ("standard",)),  # span_tail
    ("The answer is $7$ or more.", "7", ("standard",)),  # span_tail
    ("Answer: $7$ at most", "7", ("standard",)),  # span_tail
    ("The answer is $7$ and 8.", "7", ("standard",)),  # span_tail
    ("The answer is $\\frac{1}{2}$ million.", "\\frac12", ("standard",)),  # span_tail
    ("The answer is $\\sqrt{2}$ squared.", "\\sqrt2", ("standard",)),  # span_tail
    ("The answer is $2\\pi$ thousand.", "2\\pi", ("standard",)),  # span_tail
    ("The answer is $(3, 4)$ eighths.", "(3,4)", ("standard",)),  # span_tail
    ("So the answer is $x = 7$ dozen.", "7", ("standard",)),  # span_tail
    ("The answer is $-3$ squared.", "-3", ("standard",)),  # span_tail
    ("The answer is C'.", "C", ("standard",)),  # choice_decorated
    ("Answer: C^c", "C", ("standard",)),  # choice_decorated
    ("The answer is C_1.", "C", ("standard",)),  # choice_decorated
    ("Final answer: C^{-1}", "C", ("standard",)),  # choice_decorated
    ("The answer is C + 1.", "C", ("standard",)),  # choice_decorated
    ("Answer: C/2", "C", ("standard",)),  # choice_decorated
    ("The answer is C D.", "C", ("standard",)),  # choice_decorated
    ("Answer: C \\cup D", "C", ("standard",)),  # choice_decorated
    ("The correct option is C?.", "C", ("standard",)),  # choice_decorated
    ("The answer is C (wrong).", "C", ("standard",)),  # choice_decorated
    ("Answer: C (maybe)", "C", ("standard",)),  # choice_decorated
    ("Final answer: C (guess)", "C", ("standard",)),  # choice_decorated
    ("The answer is C (not sure).", "C", ("standard",)),  # choice_decorated
    ("The answer is (C) Bob.", "(C) Alina", ("standard",)),  # choice_decorated
    ("The answer is \\text{(C) Bob}.", "(C) Alina", ("standard",)),  # choice_decorated
    ("The answer is (B)'.", "B", ("standard",)),  # choice_decorated
    ("The answer is B^c.", "(B)", ("standard",)),  # choice_decorated
    ("Answer: E_1", "E", ("standard",)),  # choice_decorated
    ("The answer is A + 1.", "A", ("standard",)),  # choice_decorated
    ("The answer is A (wrong).", "\\text{(A)}", ("standard",)),  # choice_decorated
    ("\\boxed{7} tenths", "7", ("standard",)),  # box_math_tail
    ("\\boxed{7 \\text{ eighths}}", "7", ("standard", "strict")),  # fraction_words
    ("\\boxed{3\\text{ eighths}}", "3", ("standard", "strict")),  # fraction_words
    ("\\boxed{12 \\text{ sixteenths}}", "12", ("standard", "strict")),  # fraction_words
    ("\\boxed{5 \\text{ ninths}}", "5", ("standard", "strict")),  # fraction_words
    ("\\boxed{7 \\text{ sevenths}}", "7", ("standard", "strict")),  # fraction_words
    ("\\boxed{7 \\text{ sixths}}", "7", ("standard", "strict")),  # fraction_words
    ("\\boxed{7 \\text{ elevenths}}", "7", ("standard", "strict")),  # fraction_words
    ("\\boxed{7 \\text{ twelfths}}", "7", ("standard", "strict")),  # fraction_words
    ("\\boxed{7 \\text{ fifteenths}}", "7", ("standard", "strict")),  # fraction_words
    ("\\boxed{7 \\text{ twentieths}}", "7", ("standard", "strict")),  # fraction_words
    ("\\boxed{7 \\text{ sixtieths}}", "7", ("standard", "strict")),  # fraction_words
    ("\\boxed{7 \\text{ billionths}}", "7", ("standard", "strict")),  # fraction_words
    ("\\boxed{1 \\text{ eighth}}", "1", ("standard", "strict")),  # fraction_words
    ("\\boxed{1 \\text{ sixth}}", "1", ("standard", "strict")),  # fraction_words
    ("\\boxed{1 \\text{ billionth}}", "1", ("standard", "strict")),  # fraction_words
    ("\\boxed{\\frac{3}{8}\\text{ eighths}}", "\\frac38", ("standard", "strict")),  # fraction_words
    ("\\boxed{7 \\mbox{ eighths}}", "7", ("standard", "strict")),  # fraction_words
    ("\\boxed{7 \\textrm{ eighths}}", "7", ("standard", "strict")),  # fraction_words
    ("\\boxed{7~\\text{sevenths}}", "7", ("standard", "strict")),  # fraction_words
    ("The answer is $\\boxed{7\\,\\text{eighths}}$.", "7", ("standard", "strict")),  # fraction_words
    ("\\boxed{-7 \\text{ eighths}}", "-7", ("standard", "strict")),  # fraction_words
    ("\\boxed{\\frac12\\text{ sixths}}", "\\frac12", ("standard", "strict")),  # fraction_words
    ("\\boxed{2\\pi \\text{ eighths}}", "2\\pi", ("standard", "strict")),  # fraction_words
    ("\\boxed{(3, 4)\\text{ eighths}}", "(3,4)", ("standard", "strict")),  # fraction_words
    ("\\boxed{x = 7 \\text{ eighths}}", "7", ("standard", "strict")),  # fraction_words
    ("\\boxed{7 \\text{ millones}}", "7", ("standard", "strict")),  # scale_words
    ("\\boxed{7 \\text{ billones}}", "7", ("standard", "strict")),  # scale_words
    ("\\boxed{7 \\text{ trillones}}", "7", ("standard", "strict")),  # scale_words
    ("\\boxed{7 \\text{ milliones}}", "7", ("standard", "strict")),  # scale_words
    ("\\boxed{7 \\text{ milions}}", "7", ("standard", "strict")),  # scale_words
    ("\\boxed{7 \\text{ milliers}}", "7", ("standard", "strict")),  # scale_words
    ("\\boxed{7 \\text{ centaines}}", "7", ("standard", "strict")),  # scale_words
    ("\\boxed{7 \\text{ cientos}}", "7", ("standard", "strict")),  # scale_words
    ("\\boxed{7 \\text{ centenas}}", "7", ("standard", "strict")),  # scale_words
    ("\\boxed{7 \\text{ tys.}}", "7", ("standard", "strict")),  # scale_words
    ("\\boxed{7 \\text{ mln.}}", "7", ("standard", "strict")),  # scale_words
    ("\\boxed{7 \\text{ mld.}}", "7", ("standard", "strict")),  # scale_words
    ("\\boxed{7 \\text{ grosses}}", "7", ("standard", "strict")),  # scale_words
    ("\\boxed{7 \\text{ lacs}}", "7", ("standard", "strict")),  # scale_words
    ("\\boxed{2 \\text{ thous.}}", "2", ("standard", "strict")),  # scale_words
    ("\\boxed{\\$7\\text{ lacs}}", "7", ("standard", "strict")),  # scale_words
    ("\\boxed{\\$7MM}", "7", ("standard", "strict")),  # scale_words
    ("\\boxed{\\$7\\text{MM}}", "7", ("standard", "strict")),  # scale_words
    ("\\boxed{7\\,\\text{millones}}", "7", ("standard", "strict")),  # scale_words
    ("\\boxed{7 \\mbox{ millones}}", "7", ("standard", "strict")),  # scale_words
    ("La respuesta es $\\boxed{7 \\text{ millones}}$.", "7", ("standard", "strict")),  # scale_words
    ("\\boxed{2.5 \\text{ millones}}", "2.5", ("standard", "strict")),  # scale_words
    ("\\boxed{\\frac{3}{4} \\text{ billones}}", "\\frac34", ("standard", "strict")),  # scale_words
    ("\\boxed{\\sqrt{3}\\text{ millones}}", "\\sqrt3", ("standard", "strict")),  # scale_words
    ("\\boxed{12 \\text{ cientos}}", "12", ("standard", "strict")),  # scale_words
    ("\\boxed{(3,4) \\text{ millones}}", "(3,4)", ("standard", "strict")),  # scale_words
    ("\\boxed{7 \\text{ reciprocals}}", "7", ("standard", "strict")),  # operator_plurals
    ("\\boxed{2 \\text{ inverses}}", "2", ("standard", "strict")),  # operator_plurals
    ("\\boxed{7 \\text{ inverses}}", "7", ("standard", "strict")),  # operator_plurals
    ("\\boxed{7 \\text{ permilles}}", "7", ("standard", "strict")),  # operator_plurals
    ("\\boxed{\\pi/6^\\circ}", "\\frac{\\pi}{6}", ("standard", "strict")),  # degree_on_slash
    ("\\boxed{\\pi/6^{\\circ}}", "\\frac{\\pi}{6}", ("standard", "strict")),  # degree_on_slash
    ("\\boxed{\\pi/6°}", "\\frac{\\pi}{6}", ("standard", "strict")),  # degree_on_slash
    ("\\boxed{\\pi/4^\\circ}", "\\pi/4", ("standard", "strict")),  # degree_on_slash
    ("\\boxed{\\pi/3^\\circ}", "\\pi/3", ("standard", "strict")),  # degree_on_slash
    ("\\boxed{\\pi/2^\\circ}", "\\pi/2", ("standard", "strict")),  # degree_on_slash
    ("\\boxed{\\pi/12^\\circ}", "\\pi/12", ("standard", "strict")),  # degree_on_slash
    ("\\boxed{2\\pi/3^\\circ}", "2\\pi/3", ("standard", "strict")),  # degree_on_slash
    ("\\boxed{5\\pi/6^\\circ}", "\\frac{5\\pi}{6}", ("standard", "strict")),  # degree_on_slash
    ("The answer is $\\boxed{\\pi/3^\\circ}$.", "\\pi/3", ("standard", "strict")),  # degree_on_slash
    ("\\boxed{\\pi/180^\\circ}", "\\frac{\\pi}{180}", ("standard", "strict")),  # degree_on_slash
    ("\\boxed{\\sqrt{2}/2^\\circ}", "\\frac{\\sqrt2}{2}", ("standard", "strict")),  # degree_on_slash
    ("\\boxed{x/2^\\circ}", "\\frac{x}{2}", ("standard", "strict")),  # degree_on_slash
    ("\\boxed{\\pi/6^\\circ + 1}", "\\frac\\pi6 + 1", ("standard", "strict")),  # degree_on_slash
    ("\\boxed{3{\\frac12}}", "\\frac32", ("standard", "strict")),  # braced_mixed_number
    ("\\boxed{3{\\frac{1}{2}}}", "\\frac32", ("standard", "strict")),  # braced_mixed_number
    ("\\boxed{{3}\\frac12}", "\\frac32", ("standard", "strict")),  # braced_mixed_number
    ("\\boxed{{3}{\\frac{1}{2}}}", "\\frac32", ("standard", "strict")),  # braced_mixed_number
    ("\\boxed{3{\\tfrac12}}", "\\frac32", ("standard", "strict")),  # braced_mixed_number
    ("\\boxed{3{\\dfrac{1}{2}}}", "\\frac32", ("standard", "strict")),  # braced_mixed_number
    ("\\boxed{3 {\\frac12}}", "\\frac32", ("standard", "strict")),  # braced_mixed_number
    ("\\boxed{1{\\frac12}}", "\\frac12", ("standard", "strict")),  # braced_mixed_number
    ("\\boxed{2{\\frac{3}{4}}}", "\\frac32", ("standard", "strict")),  # braced_mixed_number
    ("\\boxed{10{\\frac{1}{3}}}", "\\frac{10}{3}", ("standard", "strict")),  # braced_mixed_number
    ("\\boxed{5{\\frac{2}{3}}}", "\\frac{10}{3}", ("standard", "strict")),  # braced_mixed_number
    ("\\boxed{-3{\\frac12}}", "-\\frac32", ("standard", "strict")),  # braced_mixed_number
    (
        "The answer is $\\boxed{1{\\frac{1}{2}}}$ cups.",
        "\\frac12",
        ("standard", "strict"),
    ),  # braced_mixed_number
    ("\\boxed{4{\\frac{1}{4}}}", "1", ("standard", "strict")),  # braced_mixed_number
    ("\\boxed{3!!}", "720", ("standard", "strict")),  # double_factorial
    ("\\boxed{3!!}", "6!", ("standard", "strict")),  # double_factorial
    ("\\boxed{3!!}", "(3!)!", ("standard", "strict")),  # double_factorial
    ("\\boxed{4!!}", "24!", ("standard", "strict")),  # double_factorial
    ("\\boxed{5!!}", "120!", ("standard", "strict")),  # double_factorial
    ("\\boxed{6!!}", "720!", ("standard", "strict")),  # double_factorial
    ("\\boxed{n!!}", "(n!)!", ("standard", "strict")),  # double_factorial
    ("The answer is $\\boxed{3!!}$.", "720", ("standard", "strict")),  # double_factorial
    ("\\boxed{10!!}", "3628800!", ("standard", "strict")),  # double_factorial
    ("\\boxed{(2n)!!}", "((2n)!)!", ("standard", "strict")),  # double_factorial
    ("\\boxed{\\frac12\\%}", "\\frac12", ("standard", "strict")),  # percent_of_fraction
    ("\\boxed{0.5\\%}", "\\frac12", ("standard", "strict")),  # percent_of_fraction
    ("\\boxed{0.75\\%}", "\\frac34", ("standard", "strict")),  # percent_of_fraction
    ("\\boxed{0.625\\%}", "\\frac58", ("standard", "strict")),  # percent_of_fraction
    ("\\boxed{\\frac{1}{2} \\text{ percent}}", "\\frac12", ("standard", "strict")),  # percent_of_fraction
    ("\\boxed{\\frac{3}{4}\\text{ percent}}", "\\frac34", ("standard", "strict")),  # percent_of_fraction
    ("\\boxed{\\tfrac34\\%}", "\\tfrac34", ("standard", "strict")),  # percent_of_fraction
    ("\\boxed{3/4\\%}", "3/4", ("standard", "strict")),  # percent_of_fraction
    ("The probability is $\\boxed{0.5\\%}$.", "\\frac{1}{2}", ("standard", "strict")),  # percent_of_fraction
    ("\\boxed{x_{\\text{LB}} = 7}", "7", ("standard", "strict")),  # disowning_label
    ("\\boxed{x_{\\text{UB}} = 7}", "7", ("standard", "strict")),  # disowning_label
    ("\\boxed{x_{\\text{lb}} = 7}", "7", ("standard", "strict")),  # disowning_label
    ("\\boxed{\\text{LB} = 7}", "7", ("standard", "strict")),  # disowning_label
    ("\\boxed{\\mathrm{LB} = 7}", "7", ("standard", "strict")),  # disowning_label
    ("\\boxed{x_{\\text{错}} = 7}", "7", ("standard", "strict")),  # disowning_label
    ("\\boxed{x_{\\text{错误}} = 7}", "7", ("standard", "strict")),  # disowning_label
    ("\\boxed{x_{\\text{估计}} = 7}", "7", ("standard", "strict")),  # disowning_label
    ("\\boxed{x_{\\text{下界}} = 7}", "7", ("standard", "strict")),  # disowning_label
    ("\\boxed{x_{\\text{上限}} = 7}", "7", ("standard", "strict")),  # disowning_label
    ("\\boxed{x_{\\text{誤り}} = 7}", "7", ("standard", "strict")),  # disowning_label
    ("\\boxed{x_{\\text{틀림}} = 7}", "7", ("standard", "strict")),  # disowning_label
    ("\\boxed{x_{\\text{ошибка}} = 7}", "7", ("standard", "strict")),  # disowning_label
    ("\\boxed{x_{\\text{неверно}} = 7}", "7", ("standard", "strict")),  # disowning_label
    ("\\boxed{x_{\\text{naïve}} = 7}", "7", ("standard", "strict")),  # disowning_label
    ("\\boxed{x_{\\text{❌}} = 7}", "7", ("standard", "strict")),  # disowning_label
    ("\\boxed{x_{\\text{✗}} = 7}", "7", ("standard", "strict")),  # disowning_label
    ("\\boxed{P_{\\text{LB}} = (3,4)}", "(3,4)", ("standard", "strict")),  # disowning_label
    ("\\boxed{A_{\\text{错}} = \\{1,2\\}}", "\\{1,2\\}", ("standard", "strict")),  # disowning_label
    ("\\boxed{r_{\\text{UB}} = \\sqrt{2}}", "\\sqrt2", ("standard", "strict")),  # disowning_label
    ("\\boxed{S_{\\text{❌}} = \\frac{3}{4}}", "\\frac34", ("standard", "strict")),  # disowning_label
    ("\\boxed{y_{\\text{UB}} = 2x+1}", "2x+1", ("standard", "strict")),  # disowning_label
    ("\\boxed{x_{\\text{wrong}} = 7}", "7", ("standard",)),  # disowning_label
    ("\\boxed{x_{wrong} = 7}", "7", ("standard",)),  # disowning_label
    ("\\boxed{x_{\\text{guess}} = 7}", "7", ("standard",)),  # disowning_label
    ("\\boxed{x_{\\text{approx}} = 7}", "7", ("standard",)),  # disowning_label
    ("\\boxed{x_{\\text{lower}} = 7}", "7", ("standard",)),  # disowning_label
    ("\\boxed{x_{\\text{decoy}} = 7}", "7", ("standard",)),  # disowning_label
    ("\\boxed{\\text{lower bound} = 7}", "7", ("standard",)),  # disowning_label
    ("\\boxed{\\text{wrong answer} = 7}", "7", ("standard",)),  # disowning_label
    ("\\boxed{\\text{naive answer} = 7}", "7", ("standard",)),  # disowning_label
    ("\\boxed{\\text{(C) is wrong}}", "C", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{\\text{(C) (wrong)}}", "C", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{\\text{(C) probably}}", "C", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{\\text{(C)?}}", "C", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{(C)❌}", "C", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{(C) ✗}", "C", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{(C)'}", "C", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{(C)^{-1}}", "C", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{\\text{(C)}_1}", "C", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{\\textbf{(C)}\\text{ not}}", "C", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{\\textbf{(C)}\\ \\text{lol}}", "C", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{(C)\\ 9\\text{ eighths}}", "(C) 9", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{\\text{(B) is incorrect}}", "B", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{\\text{(B) is wrong}}", "(B)", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{\\text{(B) maybe}}", "\\text{(B)}", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{\\text{(A) -- not sure}}", "A", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{\\text{(D) es incorrecta}}", "D", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{\\text{(D) 错}}", "D", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{\\text{(D) 不对}}", "D", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{\\text{(E) is a trap}}", "E", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{\\text{(A) is the distractor}}", "A", ("standard", "strict")),  # boxed_choice_tail
    ("The answer is $\\boxed{\\text{(B) is wrong}}$.", "B", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{\\text{(B), not}}", "B", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{\\textbf{(B) }\\text{ is a guess}}", "B", ("standard", "strict")),  # boxed_choice_tail
    ("\\boxed{(B)\\,\\text{nope}}", "B", ("standard", "strict")),  # boxed_choice_tail
]


review_tests(
    globals(), correct, open_wrong=OPEN_WRONG, controls=CONTROLS, honest_open=HONEST_OPEN, closed=CLOSED
)
