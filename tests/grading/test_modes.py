"""The two grader modes (``strict`` for rewards, ``standard`` for eval) and the mechanisms each rule
must not use to call two different answers equal: text thrown away, values merged without a proof."""

import pytest

import proctor
from proctor.grading import get_grader
from proctor.grading.graders import GraderError
from proctor.grading.registry import reward_options

GRADERS = ("math", "integer", "number", "mcq")


@pytest.mark.parametrize("name", GRADERS)
def test_mode_is_an_option_recorded_in_the_version(name):
    standard, strict = get_grader(name), get_grader(name, mode="strict")
    assert standard.mode == "standard" and strict.mode == "strict"
    assert standard.version != strict.version
    assert strict.fallbacks == ()  # strict reads only the marked final answer
    assert get_grader(name, mode="strict", fallbacks=("answer_is",)).fallbacks == ()
    with pytest.raises(GraderError, match="mode must be 'strict' or 'standard'"):
        get_grader(name, mode="loose")


def test_the_math_time_limit_is_part_of_the_version():
    assert get_grader("math", timeout=2.0).version != get_grader("math", timeout=5.0).version
    assert get_grader("math").version == get_grader("math", timeout=2.0).version  # 2 s is the default


def test_rewards_default_to_strict_and_eval_to_standard():
    from proctor.rewards.trl import GraderReward

    assert GraderReward("math").grader.mode == "strict"
    assert GraderReward("number").grader.mode == "strict"
    assert GraderReward("math", mode="standard").grader.mode == "standard"
    assert reward_options("math+judge", {}) == {"mode": "strict"}
    assert reward_options("pkg.mod:fn", {}) == {}  # a custom function has no modes
    assert proctor.grade("The answer is 5", "5").correct  # eval: standard, fallbacks on
    assert GraderReward("math")(["The answer is 5"], ["5"]) == [0.0]  # reward: strict, no fallback
    assert GraderReward("math")(["so \\boxed{5}"], ["5"]) == [1.0]


@pytest.mark.parametrize(
    ("response", "gold", "grader"),
    [
        ("\\boxed{5}", "5", "math"),
        ("#### 18", "18", "number"),  # GSM8K's stated format
        ("\\boxed{\\frac{\\sqrt8}{2}}", "\\sqrt2", "math"),
        ("\\boxed{(x+1)^2}", "x^2+2x+1", "math"),  # a grid proof (rational functions)
        ("\\boxed{\\frac{\\cos x}{\\sin x}}", "\\cot x", "math"),  # simplify proves it
        ("\\boxed{50\\%}", "\\frac12", "math"),
        ("\\boxed{30^\\circ}", "\\frac{\\pi}{6}", "math"),
        ("\\boxed{x = 3}", "3", "math"),
        ("\\boxed{B}", "B", "mcq"),
    ],
)
def test_strict_keeps_what_it_can_prove(response, gold, grader):
    assert proctor.grade(response, gold, grader=grader, mode="strict").correct


@pytest.mark.parametrize(
    ("response", "gold", "grader"),
    [
        ("The answer is 5.", "5", "math"),  # no marked final answer
        ("so 15 in total", "15", "number"),
        ("\\boxed{1.4142135624}", "\\sqrt2", "math"),  # agreement to some digits is not a proof
        ("\\boxed{0.3333333333}", "\\frac13", "math"),  # a long decimal is the number it writes
        ("\\boxed{a = 2, b = 3}", "(2, 3)", "math"),  # the order of a pair is a convention
        ("\\boxed{1,22}", "1.22", "math"),  # a decimal comma may be a list
        ("\\boxed{e^{10^{-50}}}", "1", "math"),
        ("\\boxed{\\sqrt{2}+10^{-70}}", "\\sqrt{2}", "math"),
    ],
)
def test_strict_refuses_what_it_cannot_prove(response, gold, grader):
    assert not proctor.grade(response, gold, grader=grader, mode="strict").correct


def test_strict_reads_the_marked_answer_completely_or_calls_it_unparsable():
    g = proctor.grade("\\boxed{5, \\text{possibly } 6}", "5", mode="strict")
    assert (g.correct, g.status) == (False, "unparsable")
    assert proctor.grade("\\boxed{5 \\text{ apples}}", "5", mode="strict").correct  # a count noun: a unit
    assert proctor.grade("\\boxed{\\gcd(12, 18)}", "6", mode="strict").correct
    assert proctor.grade("\\boxed{\\text{Monday}}", "\\text{Monday}", mode="strict").correct
    # "and" joins a list: the parser reads it
    assert proctor.grade(
        "\\boxed{p = -1 \\text{ and } p = \\dfrac{15}{8}}", "p=-1,p=\\frac{15}{8}", mode="strict"
    ).correct


# Different answers that a rule merged by throwing text away or by sampling: never equal, in either mode.
NOT_EQUAL = [
    ("5\\text{, possibly 6}", "5"),  # trailing text that is not a unit
    ("3+2\\text{i}", "5"),
    ("1\\text{0}", "1"),
    ("5\\text{!}", "5"),
    ("6yz", "6xy"),  # letters after a number are not a unit word
    ("6", "6xy"),
    ("6ab", "6"),
    ("5\\text{ m}", "5\\text{ cm}"),  # different units on both sides
    ("45 \\text{ radians}", "45^\\circ"),
    ("3 \\text{ minutes}", "3 \\text{ hours}"),
    ("7 \\text{ kg}", "7 \\text{ apples}"),
    ("1\\,000+1", "1"),  # a thin space between digit groups
    ("e^{10^{-50}}", "1"),  # a value within the digits kept
    ("e^{10^{-500}}", "1"),
    ("\\cos(10^{-30})", "1"),
    ("9\\cos(10^{-24})", "9"),  # cos(x) - 1 is x^2/2: below 45 digits from x < 1e-23
    ("20.39e^{10^{-84}}", "20.39"),  # a gold decimal is no tolerance for a prediction with its own
    ("9\\cos(10^{-14})", "9.0"),
    ("2^{10^{-40}}", "1"),
    ("4.0000000001\\arctan 1", "\\pi"),  # a decimal inside an expression is exact
    ("\\gcd(2n,6)", "2"),  # number theory of a variable
    ("\\operatorname{lcm}(n, 4)", "4n"),
    ("\\max(x, 1)", "x"),
    ("\\lfloor x \\rfloor", "x"),
    ("b = 2, a = 3", "(2, 3)"),  # assignments out of order
    ("x > 1 \\text{ and } x < 3", "x > 1 \\text{ or } x < 3"),  # "and" is not "or"
    ("\\begin{vmatrix}1&2\\\\3&4\\end{vmatrix}", "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}"),
    ("\\begin{Vmatrix}1&2\\\\3&4\\end{Vmatrix}", "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}"),
    ("\\langle 1, 2\\rangle", "\\{2, 1\\}"),  # a vector is not a set
    ("\\langle 2, 1\\rangle", "(1, 2)"),
    ("(E) 5", "e"),  # choice E is not Euler's number
    ("Abc", "abc"),  # symbols, not a word
    ("\\{\\emptyset\\}", "\\emptyset"),
    ("\\emptyset", "\\{\\emptyset\\}"),
    ("25\\%", "0.25\\%"),
    ("2.718281828", "e"),  # a letter is not a number
]


@pytest.mark.parametrize("mode", ["standard", "strict"])
@pytest.mark.parametrize(("pred", "gold"), NOT_EQUAL)
def test_not_equal_in_either_mode(pred, gold, mode):
    assert not proctor.grade(f"\\boxed{{{pred}}}", gold, mode=mode).correct


# What those rules still prove: the same mechanisms on the equal side.
EQUAL = [
    ("5\\text{ cm}", "5"),
    ("5", "5\\text{ cm}"),
    ("5\\text{ cm}", "5 \\text{ centimeters}"),
    ("864 \\text{ square inches}", "864 \\mbox{ inches}^2"),
    ("18 \\text{ eggs}", "18"),
    ("30 \\text{ degrees}", "30^\\circ"),
    ("1\\,000+1", "1001"),
    ("1\\,000\\,000", "10^6"),
    ("e^{1}", "e"),
    ("\\sin(10^{30}\\pi)", "0"),  # exactly 0 (sympy proves it)
    ("\\gcd(12, 18)", "6"),
    ("\\lfloor 2.5 \\rfloor", "2"),
    ("\\langle 1, 2\\rangle", "(1, 2)"),
    ("(E) 5", "E"),
    ("\\text{East}", "\\text{east}"),
    ("Evelyn", "evelyn"),
    ("\\{\\emptyset\\}", "\\{\\emptyset\\}"),
    ("25\\%", "25\\%"),
    ("12 \\mathrm{th}", "12"),
]


@pytest.mark.parametrize(("pred", "gold"), EQUAL)
def test_equal_in_standard_mode(pred, gold):
    assert proctor.grade(f"\\boxed{{{pred}}}", gold).correct


@pytest.mark.parametrize(
    ("pred", "gold"),
    [
        ("x = 2, y = 3", "(2, 3)"),  # names in the order of the pair
        ("\\sin^2 x + \\cos^2 x", "1"),
    ],
)
def test_standard_conventions_kept(pred, gold):
    assert proctor.grade(f"\\boxed{{{pred}}}", gold).correct


@pytest.mark.parametrize("grader", ["number", "integer"])
def test_numeric_graders_compare_units(grader):
    assert not proctor.grade("\\boxed{5 \\text{ m}}", "5 \\text{ cm}", grader=grader).correct
    assert proctor.grade("\\boxed{5 \\text{ m}}", "5", grader=grader).correct
    assert not proctor.grade("\\boxed{6yz}", "6", grader=grader).correct
    assert not proctor.grade("\\boxed{5\\text{, possibly 6}}", "5", grader=grader).correct


# Recall where the reading is provable (both modes): equal, and the near miss beside each.
RECALL = [
    ("\\boxed{G}", "G", True),  # choice letters past E
    ("\\boxed{F}", "G", False),
    ("\\boxed{\\cos 60^\\circ}", "\\frac12", True),  # degrees inside a function
    ("\\boxed{\\sin(30^{\\circ})}", "\\frac12", True),
    ("\\boxed{\\cos 60^\\circ}", "\\cos 60", False),
    ("\\boxed{\\text{no solution}}", "\\emptyset", True),
    ("\\boxed{\\emptyset}", "\\text{no solution}", True),
    ("\\boxed{\\text{no solution}}", "0", False),
    ("\\boxed{\\text{all real numbers}}", "(-\\infty, \\infty)", True),
    ("\\boxed{\\text{all real numbers}}", "(0, \\infty)", False),
    ("\\boxed{x \\neq 1}", "(-\\infty, 1) \\cup (1, \\infty)", True),
    ("\\boxed{(-\\infty, 1) \\cup (1, \\infty)}", "x \\neq 1", True),
    ("\\boxed{x \\neq 2}", "(-\\infty, 1) \\cup (1, \\infty)", False),
    ("\\boxed{[0, 1) \\cup [1, 2]}", "[0, 2]", True),  # merged interval unions
    ("\\boxed{(-\\infty, 0] \\cup (0, \\infty)}", "(-\\infty, \\infty)", True),
    ("\\boxed{[0, 1) \\cup (1, 2]}", "[0, 2]", False),
    ("\\boxed{[0, 1] \\cup [2, 3]}", "[0, 3]", False),
    ("\\boxed{0.333\\ldots}", "\\frac13", True),  # repeating decimals
    ("\\boxed{0.1666\\ldots}", "\\frac16", True),
    ("\\boxed{0.\\dot{3}}", "\\frac13", True),
    ("\\boxed{0.\\dot{1}4285\\dot{7}}", "\\frac17", True),
    ("\\boxed{0.33\\ldots}", "\\frac13", False),  # two digits do not show a period
    ("\\boxed{0.3334\\ldots}", "\\frac13", False),
    ("\\boxed{30^\\circ 15'}", "30.25^\\circ", True),  # degrees and minutes
    ("\\boxed{30^\\circ 15'}", "30.15^\\circ", False),
    ("\\boxed{\\textcolor{red}{5}}", "5", True),
    ("\\boxed{\\textcolor{red}{5}}", "6", False),
    ("\\boxed{\\sqrt[3]{-8}}", "-2", True),  # the real odd root
    ("\\boxed{\\sqrt[3]{-8}}", "2", False),
    ("\\boxed{D}", "\\textbf{(D)}\\ 18", True),  # a choice gold with its option text
    ("\\boxed{18}", "\\textbf{(D)}\\ 18", True),
    ("\\boxed{C}", "\\textbf{(D)}\\ 18", False),
    ("\\boxed{28 \\text{ percent}}", "28\\%", True),
]


@pytest.mark.parametrize("mode", ["standard", "strict"])
@pytest.mark.parametrize(("response", "gold", "expected"), RECALL)
def test_recall_where_the_reading_is_provable(response, gold, expected, mode):
    assert proctor.grade(response, gold, mode=mode).correct is expected
