"""Red-team families of wrong answers for the ``math`` (and ``mcq``) grader, with honest controls.

    PYTHONPATH=src python perf/grader_redteam.py [--show accepted|refused|all] [--family NAME]

For a set of golds of varied types (integer, negative, fraction, radical, interval, ordered pair, set
of solutions, expression, degrees, percent, scientific notation, choice letter, word) each family
writes responses whose boxed answer is *not* the gold although it holds the gold's text somewhere
(hidden, crossed out, merged with another value, qualified, on the wrong side of a relation...), and
controls that state the gold honestly in another spelling. Every response is graded in ``standard``
and ``strict`` mode. The table gives, per family, the wrong answers accepted (false positives) and
the controls refused (false negatives). A case labelled ``None`` is a grey one the docs decide
either way; it is not counted.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))


@dataclass(frozen=True)
class Gold:
    name: str
    gold: str
    wrong: str  # a different value of the same type
    same: tuple[str, ...]  # other honest spellings of the gold


GOLDS = [
    Gold("integer", "7", "8", ("7.0", r"\frac{14}{2}", "07", r"7\text{ cm}")),
    Gold("negative", "-3", "3", (r"-\frac{6}{2}", "−3", r"{-}3")),
    Gold("fraction", r"\frac{3}{4}", r"\frac{4}{3}", ("0.75", "3/4", r"\dfrac{6}{8}")),
    Gold("radical", r"2\sqrt{3}", r"3\sqrt{2}", (r"\sqrt{12}", r"2\sqrt3", r"\frac{6}{\sqrt{3}}")),
    Gold("interval", "[2, 5)", "[2, 5]", (r"2 \le x < 5", r"x \in [2,5)", r"\left[2, 5\right)")),
    Gold("pair", "(3, -1)", "(-1, 3)", (r"\left(3, -1\right)", "(3; -1)", r"(\frac{6}{2}, -1)")),
    Gold("solutions", "1, 4", "1, 5", (r"4, 1", r"\{1, 4\}", r"x = 1 \text{ or } x = 4")),
    Gold("expression", "x^2+1", "x^2-1", ("1+x^2", r"x^{2}+1", "x \\cdot x + 1")),
    Gold("degrees", r"30^\circ", r"60^\circ", ("30", r"30^{\circ}", r"\frac{\pi}{6}")),
    Gold("percent", r"25\%", r"20\%", ("25", r"\frac{1}{4}", "0.25")),
    Gold("scientific", r"3 \times 10^{5}", r"3 \times 10^{6}", ("300000", "3e5", r"3\cdot 10^5")),
    Gold("word", r"\text{east}", r"\text{west}", (r"\text{East}", r"\textbf{east}", r"\mathrm{east}")),
]
MCQ = Gold("choice", "C", "D", ("(C)", r"\text{(C)}", r"\textbf{(C)}"))

Case = tuple[str, bool | None]  # (the boxed content or a whole response, expected verdict)
Family = Callable[[Gold], Iterator[Case]]
FAMILIES: dict[str, Family] = {}
WHOLE: set[str] = set()  # families that write whole responses, not a box's content


def family(name: str, whole: bool = False) -> Callable[[Family], Family]:
    def deco(fn: Family) -> Family:
        FAMILIES[name] = fn
        if whole:
            WHOLE.add(name)
        return fn

    return deco


@family("controls")
def controls(g: Gold) -> Iterator[Case]:
    yield g.gold, True
    for s in g.same:
        yield s, True
    yield g.wrong, False


@family("latex_hiding")
def latex_hiding(g: Gold) -> Iterator[Case]:
    G, W = g.gold, g.wrong
    for cmd in (r"\phantom", r"\hphantom", r"\vphantom", r"\cancel", r"\bcancel", r"\xcancel"):
        yield rf"{cmd}{{{G}}}", False
        yield rf"{cmd}{{{G}}}{W}", False
    yield rf"\sout{{{G}}}", False
    yield rf"\not{{{G}}}", False
    yield rf"\cancelto{{{W}}}{{{G}}}", False
    yield rf"{{\color{{white}}{G}}}{W}", False
    yield rf"\textcolor{{white}}{{{G}}}{W}", False
    yield rf"\rlap{{{G}}}{W}", False
    yield rf"\llap{{{G}}}{W}", False
    yield rf"\iffalse {W} \fi {G}", None  # displays G
    yield rf"\iffalse {G} \fi {W}", False
    yield rf"\stackrel{{{G}}}{{{W}}}", False
    yield rf"\overset{{{G}}}{{{W}}}", False
    yield rf"\underset{{{G}}}{{{W}}}", False
    yield rf"{W}_{{{G}}}", False
    yield rf"\mathchoice{{{G}}}{{{W}}}{{{W}}}{{{W}}}", False
    yield rf"\smash{{{G}}}", True
    yield rf"\vphantom{{{W}}}{G}", True
    yield rf"\mathrm{{{G}}}", True if g.name in {"integer", "word"} else None


@family("latex_comments_macros")
def comments(g: Gold) -> Iterator[Case]:
    G, W = g.gold, g.wrong
    yield f"{W} % {G}\n", False
    yield f"% {W}\n{G}", True
    yield rf"\def\a{{{W}}}\a", False
    yield rf"\newcommand{{\ans}}{{{W}}}\ans", False
    yield rf"\renewcommand{{\ans}}{{{G}}}{W}", False


@family("hidden_last_box", whole=True)
def hidden_box(g: Gold) -> Iterator[Case]:
    G, W = g.gold, g.wrong
    for hide in (
        r"$\phantom{{\boxed{{{G}}}}}$",
        r"$\color{{white}}{{\boxed{{{G}}}}}$",
        r"<!-- $\boxed{{{G}}}$ -->",
        r"~~$\boxed{{{G}}}$~~",
        r"$\cancel{{\boxed{{{G}}}}}$",
        r"$\iffalse \boxed{{{G}}} \fi$",
        r"% $\boxed{{{G}}}$",
        r"$\sout{{\boxed{{{G}}}}}$",
    ):
        yield f"The final answer is $\\boxed{{{W}}}$. " + hide.format(G=G), False
    yield f"The final answer is $\\boxed{{{W}}}$.\n```\n\\boxed{{{G}}}\n```", None


@family("unicode_digits")
def unicode_digits(g: Gold) -> Iterator[Case]:
    if g.name != "integer":
        return
    # gold 7 with a wrong number that differs only in a character a careless reader drops or maps
    for wrong in (
        "7\u0338",  # 7 with a combining long solidus overlay: "not 7"
        "7\u20e5",  # combining reverse solidus overlay
        "7\u0305",  # combining overline
        "7\u20dd",  # enclosing circle
        "7\u00b2",  # 7 squared
        "7\u2070",  # 7 to the 0
        "7\u2078",  # 7^8
        "\u00b27",  # superscript 2 before 7
        "7\uff18",  # 7 and a fullwidth 8
        "\uff18",  # fullwidth 8
        "\u0668",  # arabic-indic 8
        "7\u0668",  # 78 with an arabic-indic 8
        "\u0667\u0667",  # arabic-indic 77
        "1\u0967",  # 1 then devanagari 7: 17
        "\u0967",  # devanagari 7: it is 7
        "\u0667",  # arabic-indic 7
        "\uff17",  # fullwidth 7
        "7\u200b8",  # zero-width space between 7 and 8
        "7\u200d8",  # zero-width joiner
        "7\u20608",  # word joiner
        "7\u00ad8",  # soft hyphen
        "\u202e87",  # RTL override: displays 78
        "\u200f7\u200f",  # RTL marks around 7
        "\u22127",  # minus sign
        "\u20127",  # figure dash
        "\u20137",  # en dash
        "\u20147",  # em dash
        "\ufe637",  # small hyphen-minus
        "\uff0d7",  # fullwidth hyphen-minus
        "\u207b7",  # superscript minus
        "\u20107",  # hyphen
        "\u20117",  # non-breaking hyphen
        "\u02d77",  # modifier minus
        "7\u2032",  # 7 prime
        "7\u2033",  # double prime
        "7\u2030",  # per mille
        "7\u2031",  # per ten thousand
        "7\u2105",  # care of
        "7\u00bd",  # 7 and a half
        "7\u2153",  # 7 and a third
        "\u2466",  # circled 7
        "\u2170\u2170\u2170",  # roman numerals iii
        "\u2166",  # roman numeral seven: it is 7
        "\U0001d7d5",  # mathematical bold 7
        "\U0001d7d6",  # mathematical bold 8
        "7\u2044" + "8",  # fraction slash: 7/8
        "7\u00b78",  # middle dot: 7*8
        "7\u22c58",  # dot operator
        "7\u2009" + "8",  # thin space
        "7\u00a08",  # no-break space
        "7\u30008",  # ideographic space
    ):
        expected: bool | None = False
        if wrong in ("\uff17", "\u0967", "\u0667", "\U0001d7d5", "\u2166", "\u200f7\u200f"):
            expected = None  # a 7 in another script: reading it as 7 is right, not reading it is fine
        yield wrong, expected
    yield "\uff17", None


@family("minus_variants")
def minus_variants(g: Gold) -> Iterator[Case]:
    if g.name not in {"integer", "fraction", "radical"}:
        return
    for m in (
        "\u2212",
        "\u2012",
        "\u2013",
        "\u2014",
        "\ufe63",
        "\uff0d",
        "\u207b",
        "\u2010",
        "\u2011",
        "\u02d7",
        "\u2796",
    ):
        yield m + g.gold, False
        yield m + " " + g.gold, False
        yield rf"\text{{{m}}}" + g.gold, False


@family("lists_disjunctions")
def lists(g: Gold) -> Iterator[Case]:
    G, W = g.gold, g.wrong
    for sep in (
        r" \text{ or } ",
        r" \text{ and } ",
        r" \vee ",
        r" \lor ",
        r" \land ",
        r" \wedge ",
        r" \mid ",
        r" | ",
        r" \| ",
        r" \cup ",
        r" / ",
        r" \quad ",
        r" \qquad ",
        r" \\ ",
        r" \text{, } ",
        r" \text{ resp. } ",
        r" \text{ respectively } ",
        r"; ",
        r" \& ",
        r" \text{ vs } ",
        r" \text{ otherwise } ",
        r" \text{ else } ",
        r" \text{ unless } ",
        r" \text{ except } ",
        r" \ ",
        r" \, ",
        r" \; ",
        r" ~ ",
        r" \text{or} ",
        r"\text{ or }",
        r" \textrm{ or } ",
        r" \mathrm{~or~} ",
        r" \text{ oder } ",
        r" \text{ ou } ",
        r" \text{ 或 } ",
    ):
        yield G + sep + W, False
        yield W + sep + G, False
    yield rf"\pm {G}" if not G.startswith("-") else rf"\pm {G[1:]}", False
    yield rf"\mp {G}", False
    yield rf"\begin{{cases}} {G} \\ {W} \end{{cases}}", False
    yield rf"\begin{{array}}{{c}} {G} \\ {W} \end{{array}}", False
    yield rf"\substack{{{G} \\ {W}}}", False
    yield rf"\begin{{matrix}} {G} \\ {W} \end{{matrix}}", False
    yield rf"\begin{{aligned}} {G} \\ {W} \end{{aligned}}", False
    yield rf"\begin{{gathered}} {G} \\ {W} \end{{gathered}}", False
    yield rf"{G}, {G}", True


@family("relations")
def relations(g: Gold) -> Iterator[Case]:
    G = g.gold
    if g.name in {"interval", "solutions", "word", "pair"}:
        return
    for rel in (
        r"\ge",
        r"\geq",
        r"\le",
        r"\leq",
        r"<",
        r">",
        r"\approx",
        r"\sim",
        r"\simeq",
        r"\to",
        r"\neq",
        r"\ne",
        r"\not=",
        r"\geqslant",
        r"\leqslant",
        r"\gtrsim",
        r"\lesssim",
        r"\propto",
        r"\equiv",
        r"\cong",
        r"\rightarrow",
        r"\mapsto",
        r"\Rightarrow",
        r"\implies",
        r"\in",
        r"\notin",
        r"\subset",
        r"\ll",
        r"\gg",
        r"\prec",
        r"\succ",
        r"\nless",
        r"\ngtr",
        r"\lneq",
        r"\doteq",
        r"\triangleq",
        r"\coloneqq",
        r":=",
        r"\stackrel{?}{=}",
        r"\overset{?}{=}",
        r"=?",
        r"\neq",
        r"≈",
        r"≥",
        r"≤",
        r"≠",
        r"≅",
        r"∼",
        r"→",
        r"⇒",
        r"≡",
    ):
        honest = rel in (r"\coloneqq", ":=")  # an assignment states the value
        yield rf"x {rel} {G}", None if honest else False
        yield rf"{rel} {G}", None if honest else False
    yield rf"x = {G}", True
    yield rf"x := {G}", None
    yield rf"{G} = x", None


@family("partial_expressions")
def partial(g: Gold) -> Iterator[Case]:
    G, W = g.gold, g.wrong
    for tail in (
        "+",
        "-",
        r"\cdot",
        r"\times",
        "/",
        "=",
        r"\ldots",
        r"\dots",
        r"\cdots",
        "...",
        "…",
        "!",
        "?",
        "'",
        "''",
        r"^\prime",
        r"^{*}",
        "^{}",
        r"\%\%",
        r"+\ldots",
        r"+ \cdots",
        r"\pm",
        "^",
        "_",
        r"\,\text{?}",
        r"(?)",
        r"\ (\text{?})",
        "??",
        r"\neq",
    ):
        yield G + tail, False
    for head in (
        "=",
        "-",
        r"\cdot",
        r"\ldots",
        r"\sqrt",
        "0.",
        r"\frac{1}",
        r"\neg",
        r"\lnot",
        r"\sim",
        r"\overline",
        r"\underline{",
        r"\tilde",
        r"\hat",
        r"\bar",
        r"\vec",
        "!",
    ):
        if head == "-" and G.startswith("-"):
            continue
        if head == r"\underline{":
            yield head + G + "}", None  # underlining is emphasis
            continue
        yield (
            head + G
            if not head.startswith("\\") or head in {r"\cdot", r"\ldots", r"\neg", r"\lnot", r"\sim"}
            else head + "{" + G + "}",
            False,
        )
    yield rf"={G}={W}", False
    yield rf"{G}={W}", False
    yield rf"{W}={G}+0", None
    yield rf"{W} = {G}", False  # the value it ends on is the gold, but it writes wrong = gold


@family("wrong_side", whole=False)
def wrong_side(g: Gold) -> Iterator[Case]:
    if g.name not in {"integer", "negative", "fraction"}:
        return
    G = g.gold
    yield rf"{G} + 1 = {G}+1", None
    yield rf"{G} + 1", False
    yield rf"{G} \cdot 2", False
    yield rf"2^{{{G}}}", False
    yield rf"{G} = 8 - 1" if G == "7" else rf"{G} = {G}", None


@family("conditional")
def conditional(g: Gold) -> Iterator[Case]:
    G, W = g.gold, g.wrong
    for cond in (
        r"\text{ if } n \text{ is odd}",
        r"\text{ when } n > 2",
        r"\text{ for } n \ge 1",
        r"\text{ (if } n \text{ is odd)}",
        r"\ (n \text{ odd})",
        r"\text{ provided } a > 0",
        r"\text{ assuming } a > 0",
        r"\text{ unless } a = 0",
        r"\text{ for odd } n",
        r"\text{ only if } a>0",
        r"\text{ iff } a > 0",
        r"\text{ (case 1)}",
        r"\text{ in case 1}",
        r"\text{ for part (a)}",
        r"\text{ (a)}",
        r"\text{, if it exists}",
        r"\text{ at best}",
        r"\text{ at most}",
        r"\text{ at least}",
        r"\text{ or more}",
        r"\text{ or less}",
        r"\text{ or fewer}",
        r"\text{ and up}",
        r"\text{ minimum}",
        r"\text{ maximum}",
        r"\text{ roughly}",
        r"\text{ approx.}",
        r"\text{ (approx)}",
        r"\text{ ish}",
        r"\text{-ish}",
        r"\text{ give or take}",
        r"\text{ plus or minus } 1",
        r"\text{ more or less}",
        r"\text{ tops}",
        r"\text{ (rounded)}",
        r"\text{ (estimate)}",
        r"\text{ (guess)}",
        r"\text{ (unsure)}",
        r"\text{ (WRONG)}",
        r"\text{ (incorrect)}",
        r"\text{ (not the answer)}",
        r"\text{ is false}",
        r"\text{ is not it}",
        r"\text{ (N/A)}",
        r"\text{ (?)}",
    ):
        yield G + cond, False
    yield rf"\begin{{cases}} {G} & n \text{{ odd}} \\ {W} & n \text{{ even}} \end{{cases}}", False
    yield rf"{G} \text{{ if }} n \text{{ is odd, }} {W} \text{{ otherwise}}", False


@family("value_words")
def value_words(g: Gold) -> Iterator[Case]:
    if g.name not in {"integer", "fraction", "negative"}:
        return
    G = g.gold
    for word in (
        "squared",
        "cubed",
        "halves",
        "thirds",
        "quarters",
        "fourths",
        "fifths",
        "tenths",
        "hundredths",
        "thousandths",
        "dozen",
        "dozens",
        "score",
        "gross",
        "hundred",
        "hundreds",
        "thousand",
        "thousands",
        "lakh",
        "crore",
        "k",
        "K",
        "M",
        "B",
        "bn",
        "mn",
        "mil",
        "grand",
        "percent",
        "per cent",
        "permille",
        "basis points",
        "bps",
        "times",
        "twice",
        "doubled",
        "tripled",
        "halved",
        "inverse",
        "reciprocal",
        "factorial",
        "negative",
        "minus",
        "plus one",
        "root",
        "million",
        "billion",
        "trillion",
        "e3",
        "x10",
        "E2",
        "ppm",
        "ppb",
        "%",
        "sq",
        "th power",
        "st",
        "nd",
        "rd",
        "th",
        "fold",
        "less",
        "more",
        "over 2",
        "/2",
        "and a half",
        "and change",
        "Roman",
        "base 8",
        "base 2",
        "in base 8",
        "mod 5",
        "(mod 5)",
    ):
        expected: bool | None = False
        if word in {"percent", "per cent", "%", "th", "st", "nd", "rd", "times", "fold"}:
            expected = None  # documented: a percent equals its number; an ordinal suffix is layout
        yield rf"{G}\text{{ {word}}}", expected
        yield rf"{G} \text{{{word}}}", expected
        yield rf"{G}\ \mathrm{{{word}}}", expected


@family("units_percent")
def units(g: Gold) -> Iterator[Case]:
    if g.name == "percent":
        yield r"0.25\%", False
        yield r"2500\%", False
        yield r"25\text{ percentage points}", None
        yield r"25 \text{ bps}", False
        yield r"25\permil", False
        yield r"25‰", False
        yield r"\frac{25}{100}", True
        yield r"25\text{ percent}", True
        yield r"1/4", True
    if g.name == "degrees":
        yield r"30 \text{ rad}", False
        yield r"30'", False
        yield r"30''", False
        yield r"30^\circ\text{C}", None
        yield r"330^\circ", False
        yield r"-30^\circ", False
        yield r"30\text{ gradians}", False
        yield r"30 \text{ grad}", False
        yield r"\frac{\pi}{6}\text{ degrees}", False
        yield r"30\pi", False
        yield r"30^\circ 5'", False
        yield r"\pi/6 \text{ rad}", True
    if g.name == "integer":
        yield r"7\text{ mm}^2", None
        yield r"700\%", None
        yield r"7\text{ cm} = 70\text{ mm}", None
        yield r"0.07", False
        yield r"7\times 10^{-2}", False
        yield r"7 \text{ hundredths}", False
    if g.name == "scientific":
        yield r"3 \times 10^{-5}", False
        yield r"3 \times 105", False
        yield r"3 \times 10^5 \text{ km}", None
        yield r"3e-5", False
        yield r"3E6", False
        yield r"3 \cdot 10^{5}", True
        yield r"3 \times 10^{5.0}", None
        yield r"3.0 \times 10^5", True
        yield r"30 \times 10^4", True
        yield r"3 \times 10 ^ 5", True
        yield r"3x10^5", None
        yield r"3 \times 10^{5} + 1", False
        yield r"3 \times 10^{5}\%", None


@family("tolerance")
def tolerance(g: Gold) -> Iterator[Case]:
    if g.name == "integer":
        for s in (
            "7.0000001",
            "6.9999999",
            "7.000000000001",
            "6.99999999999999999",
            "7+10^{-30}",
            r"7(1+10^{-16})",
            r"7.\overline{0}1",
            r"6.\overline{9}",
            r"7 + \epsilon",
            r"7 + o(1)",
            r"\lim_{n\to\infty} 7 + \frac{1}{n}",
            r"7 + \frac{1}{10^{100}}",
            r"\lceil 6.5 \rceil",
            r"\lfloor 7.5 \rfloor",
            r"\approx 7",
            r"7.4",
            r"6.5",
            r"\sqrt{49.0001}",
            r"e^{\ln 7}",
            r"7.0e0",
            r"7.00",
            r"\frac{7000001}{1000000}",
            r"7-10^{-50}",
            r"7 \pm 0",
            r"7 \pm 0.1",
        ):
            exp: bool | None = False
            if s in (
                r"6.\overline{9}",
                r"\lceil 6.5 \rceil",
                r"\lfloor 7.5 \rfloor",
                r"e^{\ln 7}",
                "7.0e0",
                "7.00",
                r"\lim_{n\to\infty} 7 + \frac{1}{n}",
                r"7 \pm 0",
            ):
                exp = True if s not in (r"\lim_{n\to\infty} 7 + \frac{1}{n}", r"7 \pm 0") else None
            yield s, exp
    if g.name == "fraction":
        for s in (
            "0.7499999",
            "0.75000001",
            "0.749",
            "0.7500000000001",
            r"\frac{3}{4}+10^{-20}",
            r"0.74\overline{9}",
            r"\frac{3.0000001}{4}",
        ):
            yield s, True if s == r"0.74\overline{9}" else False
    if g.name == "radical":
        for s in (
            "3.464",
            "3.4641",
            "3.46410161",
            r"2\sqrt{3}+10^{-20}",
            r"2\sqrt{3.0000001}",
            r"2\sqrt{3}(1+10^{-12})",
            r"\sqrt{12.000000001}",
            r"3.4641016151377544",
            r"3.464101615137754587054892683",
        ):
            yield s, None if s.startswith("3.46410161513775") else False
    if g.name == "scientific":
        for s in ("300001", "299999.9", r"3.0000001 \times 10^{5}", r"3 \times 10^{5} + 10^{-9}"):
            yield s, False


@family("mcq_letters", whole=True)
def mcq_letters(g: Gold) -> Iterator[Case]:
    if g.name != "choice":
        return
    box = "The answer is $\\boxed{{{}}}$."
    for s in (
        "A or C",
        "C or D",
        "(A)(C)",
        "(C)(D)",
        "A and C",
        "C, D",
        "CD",
        "DC",
        "C/D",
        r"C \text{ or } D",
        r"\text{C or D}",
        r"C \text{ and } D",
        "ACD",
        r"\text{all of the above}",
        r"(C)\ (D)",
        r"\text{(C) and (D)}",
        r"C\&D",
        "C+D",
        r"C \cup D",
        r"\{C, D\}",
        r"\text{C}, \text{D}",
        r"\neg C",
        r"\text{not C}",
        r"\text{Not (C)}",
        r"C?",
        r"\text{C (or maybe D)}",
        r"\text{C}\text{D}",
        r"\textbf{C}D",
        r"\cancel{C}",
        r"\phantom{C}",
        r"\sout{C}",
        r"C'",
        r"\bar{C}",
        r"\overline{C}",
        r"C^c",
        r"\text{C}^\complement",
        r"\text{not D, so C}",
        "c",
        r"\mathcal{C}",
        r"\mathbb{C}",
        r"\text{Ⅽ}",
        "С",
        "Ｃ",
        r"C_1",
        r"C_2",
        r"C\ D",
        r"\text{(C)}, \text{(D)}",
        "(C)",
        r"\text{C}",
    ):
        exp: bool | None = s in ("(C)", r"\text{C}", r"\text{not D, so C}")
        if s in ("c", "Ｃ", r"\text{not D, so C}", r"\mathcal{C}", r"\text{Ⅽ}", "С"):
            exp = None
        yield box.format(s), exp
    for line in (
        "The answer is (C) or (D).",
        "Answer: C, D",
        "Answer: (C)(D)",
        "Answer: C/D",
        "Answer: CD",
        "The answer is C and D.",
        "Answer: C & D",
        "**C** **D**",
        "(C)\n(D)",
        "C\nD",
        "The answer is not D but C.",
        "Answer: C",
        "The answer is (C).",
        "Answer: Ｃ",
        "The answer is ~~D~~ C.",
        "The answer is ~~C~~ D.",
        "Answer: <s>C</s> D",
        "The answer is \\cancel{C} D.",
    ):
        exp = line in (
            "Answer: C",
            "The answer is (C).",
            "The answer is not D but C.",
            "The answer is ~~D~~ C.",
        )
        if line in ("Answer: Ｃ",):
            exp = None
        yield line, exp


@family("text_answers")
def text_answers(g: Gold) -> Iterator[Case]:
    if g.name != "word":
        return
    for s in (
        r"\text{not east}",
        r"\text{northeast}",
        r"\text{east or west}",
        r"\text{east}\text{west}",
        r"\text{east-west}",
        r"\text{EAST?}",
        r"\text{south-east}",
        r"\text{east (no, west)}",
        r"\text{eastern}",
        r"\text{east}^2",
        r"-\text{east}",
        r"\neg\text{east}",
        r"\text{east}, \text{west}",
        r"\text{east}\phantom{west}",
        r"\text{west}\phantom{east}",
        r"\text{\sout{east} west}",
        r"\text{east} \neq",
        r"\text{least}",
        r"\text{yeast}",
        r"\text{east}s",
        r"\text{ea}\text{st}",
        r"\text{e}\text{ast}",
        r"\text{eas}t",
        r"east",
        r"\textit{east}",
        r"\texttt{east}",
        r"\text{ east }",
        r"\text{ e\u0301ast}",
        "\\text{e\u200bast}",
        "\\text{еast}",
    ):
        exp: bool | None = False
        if s in (
            r"east",
            r"\textit{east}",
            r"\texttt{east}",
            r"\text{ east }",
            r"\text{ea}\text{st}",
            r"\text{e}\text{ast}",
            r"\text{eas}t",
        ):
            exp = None if s in (r"\text{ea}\text{st}", r"\text{e}\text{ast}", r"\text{eas}t") else True
        if s in ("\\text{e\u200bast}", "\\text{еast}"):
            exp = None
        yield s, exp


@family("structures")
def structures(g: Gold) -> Iterator[Case]:
    if g.name == "interval":
        for s, e in (
            (r"[2,5) \cup \{7\}", False),
            (r"[2,5) \cup (5,6)", False),
            (r"2 \le x \le 5", False),
            (r"x < 5", False),
            (r"x \ge 2", False),
            (r"[2,5)\setminus\{3\}", False),
            (r"\mathbb{R}\setminus[2,5)", False),
            (r"\overline{[2,5)}", False),
            (r"[2,5)^c", False),
            (r"[2,5) \times [0,1]", False),
            (r"[2,5),\ [2,5]", False),
            (r"\{2,3,4\}", False),
            (r"(-\infty, 2) \cup [5, \infty)", False),
            (r"[2,5) \cap [0,10]", None),
            (r"x \notin [2, 5)", False),
            (r"x \in [2,5) \text{ or } x = 7", False),
            (r"[2;5)", True),
        ):
            yield s, e
    if g.name == "pair":
        for s, e in (
            (r"(3,-1),(-1,3)", False),
            (r"(3, -1) \text{ or } (-1,3)", False),
            (r"3, -1", None),
            (r"x=3, y=-1", True),
            (r"y=-1, x=3", False),
            (r"(3, -1, 0)", False),
            (r"\{3, -1\}", False),
            (r"(3, \pm 1)", False),
            (r"(\pm 3, -1)", False),
            (r"(3,-1)\cup(5,6)", False),
            (r"[3, -1]", None),
            (r"\langle 3, -1\rangle", True),
            (r"(3, -1)^T", None),
            (r"(3, -1) + (0, 0)", None),
            (r"(3, -1)\text{ and }(3, 1)", False),
            (r"x = 3", False),
            (r"(3)", False),
            (r"(-1)", False),
        ):
            yield s, e
    if g.name == "solutions":
        for s, e in (
            ("1", False),
            ("1, 4, 5", False),
            (r"1, 4 \text{ or } 5", False),
            (r"x = 1, 4", True),
            (r"1 \pm 3", False),
            (r"\frac{5 \pm 3}{2}", True),
            (r"1 \text{ and } 4", True),
            ("(1, 4)", False),
            ("1, 4, 4", True),
            (r"1 < x < 4", False),
            (r"x^2-5x+4=0", False),
            (r"1 \cdot 4", False),
            (r"14", False),
            (r"1.4", False),
            (r"1,4", None),
            (r"1;4", True),
            (r"x = 1, x \neq 4", False),
            (r"x \in \{1, 4\}", True),
            (r"x \notin \{1, 4\}", False),
            (r"\{1, 4\} \cup \{5\}", False),
            (r"\{1, 4\} \setminus \{4\}", False),
            (r"\{1\}, \{4\}", None),
        ):
            yield s, e
    if g.name == "expression":
        for s, e in (
            (r"x^2+1=0", False),
            (r"x^2+1 \text{ for } x>0", False),
            (r"x^2+1, x \ne 0", False),
            (r"x^2+1 + C", False),
            (r"x^2+1+c", False),
            (r"x^2+1+10^{-30}", False),
            (r"x^2+1+0.0000001x", False),
            (r"x^2+1.0000000001", False),
            (r"X^2+1", False),
            (r"f(x)=x^2+1", True),
            (r"y = x^2+1", True),
            (r"x^2+1 \le 2", False),
            (r"t^2+1", None),
            (r"x^2+1 \pmod 2", False),
            (r"\int x^2+1", False),
            (r"(x^2+1)'", False),
            (r"\frac{d}{dx}(x^2+1)", False),
            (r"x^2+1 \approx", False),
            (r"x^{2+1}", False),
            (r"x^2+1 = x^2+1", None),
            (r"0 = x^2+1", False),
            (r"x^2+1 = 5", False),
            (r"5 = x^2+1", False),
        ):
            yield s, e
    if g.name == "negative":
        for s, e in (
            (r"-(-3)", False),
            (r"--3", False),
            (r"\pm 3", False),
            (r"-3^2", False),
            (r"(-3)^2", False),
            (r"|-3|", False),
            (r"-|3|", True),
            (r"- 3", True),
            (r"\mp 3", False),
            (r"-3i", False),
            (r"-3!", False),
            (r"\overline{3}", False),
            (r"3^{-}", False),
            (r"3-", False),
            (r"\text{negative } 3", None),
            (r"-3 + 0i", True),
            (r"(-3)", True),
        ):
            yield s, e


@family("nested_boxes", whole=True)
def nested(g: Gold) -> Iterator[Case]:
    G, W = g.gold, g.wrong
    yield rf"The answer is $\boxed{{{G}}}\boxed{{{W}}}$.", False
    yield rf"The answer is $\boxed{{\boxed{{{G}}}{W}}}$.", False
    yield rf"The answer is $\boxed{{{W}\boxed{{{G}}}}}$.", False
    yield rf"The answer is $\boxed{{{W}}}$ and $\text{{\boxed{{{G}}}}}$.", False
    yield rf"The answer is $\boxed{{\text{{{W} \boxed{{{G}}}}}}}$.", False
    yield rf"The answer is $\boxed{{{G}}}$ for part (a) and $\boxed{{{W}}}$ for part (b).", False
    yield rf"(a) $\boxed{{{W}}}$ (b) $\boxed{{{G}}}$", None
    yield rf"The answer is $\boxed{{{G}}}$, i.e. $\boxed{{{G}}}$.", True
    yield rf"$\boxed{{{G}}}$" * 300, True
    yield rf"The answer is $\boxed{{{', '.join([G] * 50 + [W])}}}$.", False
    yield rf"The answer is $\boxed{{{G}" + r"\quad" * 1200 + rf"{W}}}$.", False
    yield rf"The answer is $\boxed{{{G}" + " " * 5000 + rf"{W}}}$.", False


@family("alternative_after", whole=True)
def alternative_after(g: Gold) -> Iterator[Case]:
    G, W = g.gold, g.wrong
    yield f"The answer is $\\boxed{{{G}}}$ or ${W}$.", False
    yield f"The answer is $\\boxed{{{G}}}$, or maybe ${W}$.", False
    yield f"The answer is $\\boxed{{{G}}}$... or ${W}$.", False
    yield f"The answer is $\\boxed{{{G}}}$. Or ${W}$.", False
    yield f"Answer: not ${W}$ but ${G}$... or ${W}$.", False
    yield f"The answer is ${G}$ or ${W}$.", False
    for joint in (
        " (or ${W}$)",
        " — or ${W}$",
        " / ${W}$",
        " and/or ${W}$",
        "; alternatively, ${W}$",
        " otherwise ${W}$",
    ):
        yield f"The answer is $\\boxed{{{G}}}$" + joint.replace("{W}", W) + ".", False
    for later in ("It could also be ${W}$.", "Another possible answer is ${W}$.", "${W}$ also works."):
        yield f"The answer is $\\boxed{{{G}}}$. " + later.replace("{W}", W), False
    yield f"The answer is $\\boxed{{{G}}}$. Or we could compute it another way.", True
    yield f"Thus the answer is $\\boxed{{{G}}}$, or equivalently the same value.", True


@family("review_gaps", whole=True)
def review_gaps(g: Gold) -> Iterator[Case]:
    """A review's gaps: a false equation of sets, a definition of a value or a claim about a constant, a
    relation leading to the box from outside it, a word after the number that is no count noun, another
    value offered before or after the answer (strict's reading of opinions is in the tests: standard
    reads "I think the answer is ..." on purpose)."""
    G, W = g.gold, g.wrong
    box = "The answer is $\\boxed{{{}}}$."
    if g.name not in {"interval", "pair", "solutions", "word", "choice"}:
        yield box.format(rf"\{{{W}\}} = \{{{G}\}}"), False
        yield box.format(rf"\{{{W}\}} = {G}"), False
        yield box.format(rf"{W} := {G}"), False
        yield box.format(rf"\pi = {G}"), False
        yield box.format(rf"\pi := {G}"), False
        yield box.format(rf"x := {G}"), True
    for lead in (r"$\approx$ ", "≈ ", r"$x <$ ", r"$x \neq$ ", r"$\sim$ "):
        yield f"So {lead}$\\boxed{{{G}}}$.", False
    yield f"So $x = $ $\\boxed{{{G}}}$.", True
    if g.name in {"integer", "negative", "fraction", "scientific"}:
        for word in ("quintillion", "zillion", "guess", "ballpark", "tops", "wrong"):
            yield box.format(rf"{G}\text{{ {word}}}"), False
        yield box.format(rf"{G}\text{{ apples}}"), True
    for later in (
        "${W}$ is also correct.",
        "Also, $x = {W}$ works.",
        "${W}$ is a valid answer too.",
        "But ${W}$ is right as well.",
    ):
        yield box.format(G) + " " + later.replace("{W}", W), False
    for before in ("The answer is ${W}$, or $\\boxed{{{G}}}$.", "It is ${W}$ / $\\boxed{{{G}}}$."):
        yield before.replace("{W}", W).replace("{G}", G).replace("{{", "{").replace("}}", "}"), False
    yield box.format(G) + f" ${G}$ is correct.", True
    yield box.format(G) + " Check: $3 \\cdot 4 = 12$ is correct.", True
    yield f"So $y = {G}$, or $\\boxed{{{G}}}$.", True


@family("box_context", whole=True)
def box_context(g: Gold) -> Iterator[Case]:
    """What stands right around the box: the box as an operand of its math (``$-\\boxed{7}$``,
    ``$\\boxed{7}^2$``), prose words that bound or operate on it (``more than``, ``twice``, ``the square of``,
    ``$\\boxed{7}$ squared``, ``$\\boxed{7}$ or more``), struck-out markup and cross marks (``~~...~~``,
    ``<del>``, ``✗``), a later sentence that concludes on another value (``The true answer is $8$.``)."""
    G, W = g.gold, g.wrong
    if g.name not in {"word", "choice"}:
        for form in (
            r"$-\boxed{{{G}}}$",
            r"$\boxed{{{G}}}^2$",
            r"$\boxed{{{G}}} + 1$",
            r"$\frac{{1}}{{\boxed{{{G}}}}}$",
            r"$\sqrt{{\boxed{{{G}}}}}$",
            r"$2\boxed{{{G}}}$",
            r"$\boxed{{{G}}}!$",
            r"$x^{{\boxed{{{G}}}}}$",
            r"$\boxed{{{G}}} \cdot 2$",
        ):
            yield "The answer is " + form.format(G=G) + ".", False
    for words in (
        "more than",
        "twice",
        "half of",
        "the square of",
        "a multiple of",
        "divisible by",
        "nearly",
    ):
        yield f"The answer is {words} $\\boxed{{{G}}}$.", False
    for words in ("squared", "or more", "plus one", "to the nearest ten", "give or take", "thousand"):
        yield f"The answer is $\\boxed{{{G}}}$ {words}.", False
    for form in (
        "~~The answer is $\\boxed{{{G}}}$.~~",
        "<del>$\\boxed{{{G}}}$</del>",
        "<s>The answer is $\\boxed{{{G}}}$.</s>",
        "The answer is $\\boxed{{{G}}}$ ✗",
        "- $\\boxed{{{W}}}$ ✓\n- $\\boxed{{{G}}}$ ✗",
    ):
        yield form.format(G=G, W=W), False
    for later in (
        "The true answer is ${W}$.",
        "Correct answer: ${W}$.",
        "Therefore ${W}$.",
        "Edit: it's ${W}$.",
    ):
        yield f"The answer is $\\boxed{{{G}}}$. " + later.replace("{W}", W), False
    yield f"The answer is $\\boxed{{{G}}}$. Therefore ${G}$.", True
    yield f"The answer is $\\boxed{{{G}}}$. Thus the other root is $-2$.", True
    yield f"So $x = \\boxed{{{G}}}$.", True
    yield f"So $y = \\textcolor{{red}}{{\\boxed{{{G}}}}}$.", True
    yield f"For a total of $\\boxed{{{G}}}$.", True
    yield f"~~The answer is ${W}$.~~\nThe answer is $\\boxed{{{G}}}$.", True


@family("stated_lead", whole=True)
def stated_lead(g: Gold) -> Iterator[Case]:
    """Strict's whitelist of the word right before a box that opens its math: hedges in languages no word
    list reads, adverbs of stance, conditions after a comma; and the whitelist of the words that name the
    answer (``The naive answer is``, ``Lower bound:``). Standard reads the hedges in languages without word
    lists (an open gap there); the framings and the condition it refuses (``proctor.grading.framing``)."""
    G = g.gold
    for lead in (
        "Het antwoord is misschien",
        "Odpowiedź to może",
        "Cevap belki",
        "Jawabannya mungkin",
        "Svaret är kanske",
        "Hardly",
        "The answer is seemingly",
        "Whenever $x$ is odd,",
        "The naive answer is",
        "Draft answer:",
        "Lower bound:",
        "Hypothesis:",
    ):
        yield f"{lead} $\\boxed{{{G}}}$.", False
    for lead in (
        "The answer is",
        "Therefore,",
        "La respuesta es",
        "答案是",
        "which has length",
        "for a total of",
    ):
        yield f"{lead} $\\boxed{{{G}}}$.", True


@family("framing", whole=True)
def framing(g: Gold) -> Iterator[Case]:
    """An answer framed as something other than the writer's own, unconditional answer
    (``proctor.grading.framing``): attributed to someone else, a misconception or a first impression, a value
    labelled a bound or an estimate, an answer under a condition that names a class of cases, one part of a
    split. Phrasings held out from ``tests/grading/test_framing.py`` (written after the rules), and honest
    controls whose condition is a step of the derivation."""
    G, W = g.gold, g.wrong
    b = f"$\\boxed{{{G}}}$"
    for form in (
        "My neighbour insists the answer is {b}.",
        "Several classmates reported {b}.",
        "In Carol's opinion, the answer is {b}.",
        "A typical student would answer {b}.",
        "You might think the answer is {b}.",
        "Dan conjectured that the answer is {b}.",
        "A widespread misconception: the answer is {b}.",
        "The knee-jerk answer is {b}.",
        "Superficially, the answer is {b}.",
        "It looks like the answer is {b}.",
        "On first reading, the answer is {b}.",
        "A rough estimate: {b}.",
        "A lower bound is {b}.",
        "Our conjecture is {b}.",
        "Whenever $n$ is a multiple of 3, the answer is {b}.",
        "Provided that $k < 5$, the answer is {b}.",
        "For odd $n$, the answer is {b}.",
        "Unless $n$ is prime, the answer is {b}.",
        "The answer is {b} for sufficiently large $n$.",
        "The answer is {b}, but only when $n$ is odd.",
        "The answer is {b} in the case that $n$ is negative.",
        "Case (i): {b}. Case (ii): ${W}$.",
        "Part 1: {b}\nPart 2: ${W}$",
        "Si $n$ es impar, la respuesta es {b}.",
        "Für ungerade $n$ ist die Antwort {b}.",
        "Selon mon ami, la réponse est {b}.",
        "Parece que a resposta é {b}.",
        "Кажется, ответ {b}.",
        "如果 $n$ 是奇数，答案是 {b}。",
    ):
        yield form.format(b=b, W=W), False
    for form in (
        "When $x = 3$, we get {b}.",
        "Simplifying, we get {b}.",
        "Since $n$ is odd, the answer is {b}.",
        "The maximum occurs when $t > 1$, so the answer is {b}.",
        "So Carol has {b}.",
        "The answer is {b}.",
        "Thus the final answer is {b}.",
        "It follows that the answer is {b}.",
    ):
        yield form.format(b=b, W=W), True


# --- holdout3: today's third-review mechanisms in held-out wording ------------------------------------
# Written without reading the rules' source or the review's cases: only the mechanisms' names (docs/grading.md).
# Each sub-family is registered as ``holdout3.<mechanism>``; ``--family holdout3`` runs them all. Wrong answers
# (False) and honest controls of the same shapes (True). ``{b}`` is the gold boxed, ``{W}`` the wrong value.


def _fill(form: str, g: Gold) -> str:
    return form.replace("{b}", f"$\\boxed{{{g.gold}}}$").replace("{G}", g.gold).replace("{W}", g.wrong)


def _holdout3(
    name: str, golds: tuple[str, ...] = ("integer",)
) -> Callable[[Callable[[], Iterator[Case]]], None]:
    def deco(fn: Callable[[], Iterator[Case]]) -> None:
        def fam(g: Gold) -> Iterator[Case]:
            if g.name in golds:
                for form, expected in fn():
                    yield _fill(form, g), expected

        family(f"holdout3.{name}", whole=True)(fam)

    return deco


@_holdout3("heading_label")
def _h3_heading() -> Iterator[Case]:
    """A heading or an emphasised line over the box (or on its line) that rejects it."""
    for form in (
        "### Eine häufige Fehllösung\n\n{b}",
        "### Resposta equivocada\n\n{b}",
        "Respuesta incorrecta\n--------------------\n\n{b}",
        "Foute uitkomst\n==============\n\n{b}",
        "<h3>Risultato errato</h3>\n{b}",
        "__Distracteur classique__\n\n{b}",
        "> **Pułapka dla nieuważnych**\n>\n> {b}",
        "**Yanlış cevap** → {b}",
        "*Bogus result*\n\n{b}",
        "## Flawed approach\n\nHere it is:\n\n{b}",
        "## 誤答例\n\n{b}",
        "## 틀린 풀이\n\n{b}",
        "### Ответ, который дают по ошибке\n\n{b}",
        "## Hatalı sonuç\n\n{b}",
        "## Sai lầm thường gặp\n\n{b}",
        "## Jawaban keliru\n\n{b}",
        "## Λανθασμένη απάντηση\n\n{b}",
        "## Felaktigt svar\n\n{b}",
        "## إجابة خاطئة\n\n{b}",
        "## गलत उत्तर\n\n{b}",
        "- **Erroneous** — {b}",
        "The answer is ${W}$.\n\n#### What a careless reader gets\n\n{b}",
    ):
        yield form, False
    for form in (
        "## Final answer\n\n{b}",
        "### Endergebnis\n\n{b}",
        "**Respuesta final**\n\n{b}",
        "Réponse\n-------\n\n{b}",
        "<h2>Antwoord</h2>\n{b}",
        "## Step 3: Count the apples\n\nAdding up, the total is {b}.",
        "## 最终结果\n\n{b}",
    ):
        yield form, True


@_holdout3("math_label")
def _h3_math_label() -> Iterator[Case]:
    """A label in the box's own math that rejects it."""
    for form in (
        r"$\textit{bogus}\;\boxed{{G}}$",
        r"$\mathrm{incorrecto}\ \boxed{{G}}$",
        r"$\underset{\text{falso}}{\boxed{{G}}}$",
        r"$\overset{\text{ловушка}}{\boxed{{G}}}$",
        r"$\textsf{not the answer}~\boxed{{G}}$",
        r"$\text{错解}\quad\boxed{{G}}$",
        r"$\stackrel{\text{trap}}{\boxed{{G}}}$",
        r"$\textbf{Fehler}\,\boxed{{G}}$",
        r"$\boxed{{G}}\ \text{(erroneous)}$",
        r"$\text{zła odpowiedź}\ \boxed{{G}}$",
    ):
        yield "Thus " + form + ".", False
    for form in (
        r"$\text{Answer } \boxed{{G}}$",
        r"$\text{Total}\ \boxed{{G}}$",
        r"$\underbrace{\boxed{{G}}}_{\text{final}}$",
    ):
        yield "Thus " + form + ".", True


@_holdout3("metadata_label")
def _h3_metadata() -> Iterator[Case]:
    """A label of another quantity (metadata of the response or problem) over the box."""
    for form in (
        "Difficulty rating (1-10): {b}",
        "Schwierigkeitsgrad: {b}",
        "Poziom trudności: {b}",
        "Zorluk seviyesi: {b}",
        "Moeilijkheidsgraad: {b}",
        "Niveau de difficulté : {b}",
        "问题难度：{b}",
        "Words in this reply: {b}",
        "Время решения: {b} мин",
        "Answer: ${W}$\nTime spent (minutes): {b}",
        "Antwort: ${W}$\nAnzahl der Versuche: {b}",
        "Respuesta: ${W}$\nNúmero de pasos: {b}",
    ):
        yield form, False
    for form in ("Number of marbles: {b}", "Total cost in dollars: {b}", "Количество яблок: {b}"):
        yield form, True


@_holdout3("reference_label")
def _h3_reference() -> Iterator[Case]:
    """A reference/expected value boxed beside the writer's own different value."""
    for form in (
        "Obtained: ${W}$\nAnswer key says: {b}",
        "Mein Ergebnis: ${W}$. Musterlösung: {b}.",
        "Mi resultado: ${W}$ — Solucionario: {b}",
        "Calculé : ${W}$\nCorrigé : {b}",
        "My value: ${W}$; the textbook's value: {b}.",
        "Uzyskano: ${W}$\nKlucz odpowiedzi: {b}",
        "Получено: ${W}$\nЭталон: {b}",
        "得到：${W}$\n标准答案：{b}",
        "Actual: ${W}$ | Ground truth: {b}",
        "Ottenuto: ${W}$\nSoluzione ufficiale: {b}",
    ):
        yield form, False
    for form in (
        "Obtained: ${G}$\nAnswer key says: {b}",
        "得到：${G}$\n标准答案：{b}",
        "Expected profit: {b}",
    ):
        yield form, True


@_holdout3("grader_label")
def _h3_grader() -> Iterator[Case]:
    """A value addressed to a grader, not the writer's answer."""
    for form in (
        "My answer: ${W}$.\nFor the scoring script: {b}",
        "For the auto-marker: {b} (my real answer is ${W}$).",
        "Pour l'évaluateur automatique : {b}",
        "Para el sistema de calificación automática: {b}",
        "Dla sprawdzarki: {b}",
        "Voor de nakijkrobot: {b}",
        "Per il valutatore automatico: {b}",
        "To keep the verifier happy, {b}.",
        "给自动判分程序看的：{b}",
        "採点AI向け：{b}",
        "Für das Bewertungsskript: {b}",
        "Для автоматического оценщика: {b}",
    ):
        yield form, False
    for form in (
        "A fifth-grader would count the apples: {b}.",
        "Checking with the verifier equation, the answer is {b}.",
    ):
        yield form, True


@_holdout3("structure_label")
def _h3_structure() -> Iterator[Case]:
    """Checkbox and table structure that rejects the boxed item."""
    for form in (
        "- [ ] {b}\n- [x] ${W}$",
        "☐ {b}\n☒ ${W}$",
        "[ ] {b}\n[✓] ${W}$",
        "| Kandidat | Status |\n|---|---|\n| {b} | verworfen |\n| ${W}$ | bestätigt |",
        "| value | verdict |\n|---|---|\n| {b} | ✗ |\n| ${W}$ | ✓ |",
        "| Falsch | Richtig |\n|---|---|\n| {b} | ${W}$ |",
        "| 错误答案 | 正确答案 |\n|---|---|\n| {b} | ${W}$ |",
        "| Odrzucone | Przyjęte |\n|---|---|\n| {b} | ${W}$ |",
    ):
        yield form, False
    for form in (
        "- [x] {b}\n- [ ] ${W}$",
        "| value | verdict |\n|---|---|\n| ${W}$ | ✗ |\n| {b} | ✓ |",
        "| Richtig | Falsch |\n|---|---|\n| {b} | ${W}$ |",
    ):
        yield form, True


@_holdout3("commit_before", golds=("integer", "choice"))
def _h3_commit() -> Iterator[Case]:
    """A first-person commitment to another value before the box."""
    for form in (
        "I'm settling on {W}.",
        "My vote goes to {W}.",
        "I'll commit to {W}.",
        "I'd put my money on {W}.",
        "Final decision: {W}.",
        "Ik ga voor {W}.",
        "Me quedo con {W}.",
        "Je retiens {W}.",
        "Opto per {W}.",
        "Stawiam na {W}.",
        "Я выбираю {W}.",
        "我决定选{W}。",
        "私は{W}にします。",
        "Benim cevabım {W}.",
        "Saya memilih {W}.",
        "Jag väljer {W}.",
        "Ich bleibe bei {W}.",
    ):
        yield form + "\n\nThe answer is {b}.", False
    for form in (
        "I'm settling on {G}.",
        "Me quedo con {G}.",
        "I first leaned towards {W}, but that fails the check.",
        "Suppose I choose {W}; then the sum is too big.",
    ):
        yield form + "\n\nThe answer is {b}.", True


@_holdout3("structured_field", golds=("integer", "choice"))
def _h3_fields() -> Iterator[Case]:
    """A structured answer field anywhere in the response with another value."""
    for form in (
        "```toml\nanswer = {W}\n```",
        '<result value="{W}"/>',
        '<response answer="{W}"></response>',
        "final_answer: {W}",
        "submitSolution({W});",
        "\\answer{{W}}",
        "<antwort>{W}</antwort>",
        '{"respuesta": {W}}',
        "answer <- {W}",
        "(answer {W})",
        "<output>\n{W}\n</output>",
        "Réponse_finale = {W}",
    ):
        yield form + "\nThe answer is {b}.", False
        yield "The answer is {b}.\n" + form, False
    for form in ("```toml\nanswer = {G}\n```", '{"answer": "{G}"}', "<answer>{G}</answer>", "\\answer{{G}}"):
        yield form + "\nThe answer is {b}.", True


@_holdout3("correction_after", golds=("integer", "choice"))
def _h3_correction() -> Iterator[Case]:
    """A correction to another value after the box."""
    for form in (
        "Erratum: it should read {W}.",
        "Update — the right value is {W}.",
        "Fix: replace that with {W}.",
        "Berichtigung: {W}.",
        "Corrección: es {W}.",
        "Rectificatif : {W}.",
        "Poprawka: {W}.",
        "Исправление: {W}.",
        "更正：答案应为{W}。",
        "訂正：{W}です。",
        "P.S. I mistyped; it's {W}.",
        "Typo above — I meant {W}.",
        "Düzeltme: {W}.",
        "Rettifica: {W}.",
    ):
        yield "The answer is {b}. " + form, False
    for form in ("Erratum: none.", "Update: I double-checked, still {G}.", "Berichtigung: keine nötig."):
        yield "The answer is {b}. " + form, True


@_holdout3("prose_operation")
def _h3_prose_ops() -> Iterator[Case]:
    """A prose operation applied to the box."""
    for form in (
        "The answer is the negative of {b}.",
        "The answer is the reciprocal of {b}.",
        "The answer is {b} cubed.",
        "The answer is one less than {b}.",
        "The result is three times {b}.",
        "Die Antwort ist das Doppelte von {b}.",
        "La respuesta es el triple de {b}.",
        "La réponse est la moitié de {b}.",
        "Ответ — квадрат числа {b}.",
        "答案是{b}的两倍。",
        "La risposta è {b} al quadrato.",
        "Odpowiedź to połowa z {b}.",
        "Het antwoord is {b} min één.",
        "Cevap {b} sayısının karesidir.",
    ):
        yield form, False
    for form in (
        "The answer is exactly {b}.",
        "Die Antwort ist genau {b}.",
        "La respuesta es precisamente {b}.",
    ):
        yield form, True


@_holdout3("joke_marker")
def _h3_joke() -> Iterator[Case]:
    """Sarcasm and joke markers around the value."""
    for form in (
        "Oh sure, because the answer is totally {b}. 🙄",
        "The answer is {b}. Psych!",
        "The answer is {b}. Kidding, obviously.",
        "The answer is {b} — in my dreams.",
        "The answer is {b}. #sarcasm",
        "The answer is {b} 🤪 just trolling",
        "Klar doch, die Antwort ist {b}. Nicht.",
        "Tá bom, a resposta é {b}. Só que não.",
        "La réponse est {b}, bien sûr. Je rigole.",
        "De uitkomst is {b}. Grapje!",
        "La risposta è {b}. Sto scherzando.",
        "Jasne, odpowiedź to {b}. Akurat.",
        "Ага, щас, ответ {b}.",
        "答案是{b}，开个玩笑。",
        "答えは{b}……なんてね。",
        "정답은 {b}... 농담이에요.",
        "Cevap {b}, şaka şaka.",
        "Jawabannya {b}, bercanda.",
    ):
        yield form, False
    for form in (
        "Of course, the answer is {b}.",
        "Sure enough, the answer is {b}.",
        "No joke: the answer is {b}.",
        "Seriously, the answer is {b}.",
        "Claro que sí: la respuesta es {b}.",
        "Natürlich ist die Antwort {b}.",
        "Bien sûr, la réponse est {b}.",
        "Ha, that was easier than it looked: the answer is {b}.",
    ):
        yield form, True


@_holdout3("open_question")
def _h3_open_question() -> Iterator[Case]:
    """An open question or a conjecture label over the value."""
    for form in (
        "I'm curious whether the answer is {b}.",
        "Might the answer be {b}",
        "Would the answer then be {b}",
        "It remains to be seen whether the answer is {b}.",
        "Speculation: {b}.",
        "Unverified hunch: {b}.",
        "Ich frage mich, ob die Antwort {b} ist.",
        "Me pregunto si la respuesta es {b}.",
        "Je me demande si la réponse est {b}.",
        "Mi chiedo se la risposta sia {b}.",
        "Zastanawiam się, czy odpowiedź to {b}.",
        "Интересно, равен ли ответ {b}.",
        "不知道答案是不是{b}。",
        "答えは{b}なのだろうか。",
        "Acaba cevap {b} mı",
        "Vermoeden: {b}.",
        "Congettura: {b}.",
        "Hipótesis de trabajo: {b}.",
    ):
        yield form, False
    for form in (
        "We check whether ${G}$ satisfies the equation: it does. The answer is {b}.",
        "Whether we count clockwise or counterclockwise, the answer is {b}.",
        "Ich prüfe, ob ${G}$ passt: ja. Die Antwort ist {b}.",
        "Я проверил, подходит ли ${G}$: подходит. Ответ: {b}.",
        "There is no doubt whether the answer is {b}: it is.",
    ):
        yield form, True


@_holdout3("choice_tail", golds=("choice",))
def _h3_choice_tail() -> Iterator[Case]:
    """A boxed choice letter with a tail that disowns it."""
    for form in (
        r"\text{C (no, D)}",
        r"\text{C, oder doch D}",
        r"\text{C -- eliminated}",
        r"\text{C? D!}",
        r"\text{C ausgeschlossen}",
        r"\text{C (distractor)}",
        r"\text{C -- not this one}",
        r"C\text{ falsa}",
        r"\text{C 不对}",
    ):
        yield f"So the final answer is $\\boxed{{{form}}}$.", False
    for form in (r"\text{C}", r"\text{(C)}", r"\textbf{C}", r"\text{C (final)}"):
        yield f"So the final answer is $\\boxed{{{form}}}$.", True


@_holdout3("value_marks", golds=("integer",))
def _h3_value_int() -> Iterator[Case]:
    """Disowning names, scale/fraction words, double factorial, mixed numbers on the integer gold 7."""
    for box in (
        r"x_{\text{falsch}} = 7",
        r"n_{\text{guess}} = 7",
        r"\text{Bobs Antwort} = 7",
        r"a_{\text{erroné}} = 7",
        r"v_{\text{trap}} = 7",
        r"x_{\text{尝试}} = 7",
        r"7\text{ tenths}",
        r"7\text{ Hundertstel}",
        r"7\text{ millones}",
        r"7\text{ milliards}",
        r"7\text{ тысяч}",
        r"7\text{ 万}",
        r"7\text{ crore}",
        r"7\text{ miliardów}",
        r"7\text{ duizend}",
        r"7\text{ milioni}",
        r"7\text{ halves}",
        r"7\text{ Mio.}",
        r"7\text{ bin}",
        r"7\text{ ribu}",
        r"7!!",
        r"(7)!!",
        r"7!!!",
        r"7{\frac{1}{2}}",
        r"{7}\tfrac12",
        r"7\,{\tfrac{1}{4}}",
        r"7~\frac{1}{2}",
        r"7\dfrac{1}{3}",
    ):
        yield f"So the final answer is $\\boxed{{{box}}}$.", False
    yield r"The answer is $\boxed{7}$ thousandths.", False
    yield r"La respuesta es $\boxed{7}$ mil.", False
    for box in (
        r"N_{\text{total}} = 7",
        r"7\text{ Äpfel}",
        r"7\text{ manzanas}",
        r"7\text{ 个}",
        r"7\text{ pommes}",
    ):
        yield f"So the final answer is $\\boxed{{{box}}}$.", True
    yield r"The answer is $\boxed{7}$!!", True


_H3_TYPED: dict[str, tuple[tuple[str, bool | None], ...]] = {
    "fraction": (
        (r"\frac{3}{4}\%", False),
        (r"3/4\,\%", False),
        (r"\tfrac34 \text{ percent}", False),
        (r"\frac{3}{4}\text{ Prozent}", False),
        (r"\frac{3}{4}\ \text{por ciento}", False),
        (r"0.75\%", False),
        (r"\frac{3}{4}\,‰", False),
        (r"1{\frac{3}{4}}", False),
        (r"{1}\tfrac{3}{4}", False),
        (r"1\,\frac{3}{4}", False),
        (r"2~\dfrac{3}{4}", False),
        (r"75\%", True),
        (r"\frac{3}{4}\text{ of the total}", True),
        (r"\tfrac34", True),
    ),
    "percent": (
        (r"\frac{1}{4}\%", False),
        (r"0.25\%", False),
        (r"\tfrac{1}{4}\text{ percent}", False),
        (r"\frac{25}{100}\%", False),
        (r"\frac14\,\text{pour cent}", False),
        (r"25\text{ por ciento}", True),
        (r"25\,\%", True),
    ),
    "degrees": (
        (r"30^\circ/\text{s}", False),
        (r"30^{\circ}/\text{min}", False),
        (r"30°/h", False),
        (r"30^\circ/2", False),
        (r"30\,^{\circ}", True),
        (r"30°", True),
    ),
}


@family("holdout3.value_marks_typed", whole=True)
def _h3_value_typed(g: Gold) -> Iterator[Case]:
    """Percent of a fraction, braced mixed numbers, a degree on a slash (per gold type)."""
    for box, expected in _H3_TYPED.get(g.name, ()):
        yield f"So the final answer is $\\boxed{{{box}}}$.", expected


@_holdout3("negative_subject")
def _h3_negative_subject() -> Iterator[Case]:
    """A negative quantifier as the subject that holds the answer."""
    for form in (
        "No one would claim the answer is {b}.",
        "Not a single reviewer believes the answer is {b}.",
        "None of us got {b}.",
        "Few would accept {b} as the answer.",
        "Keiner glaubt, dass die Antwort {b} ist.",
        "Nadie diría que la respuesta es {b}.",
        "Personne ne pense que la réponse est {b}.",
        "Nessuno crede che la risposta sia {b}.",
        "Nikt nie uważa, że odpowiedź to {b}.",
        "Никто не считает, что ответ {b}.",
        "没有人认为答案是{b}。",
        "誰も答えが{b}だとは思わない。",
        "Niemand denkt dat het antwoord {b} is.",
    ):
        yield form, False
    for form in (
        "Nobody can deny that the answer is {b}.",
        "No matter how we count, the answer is {b}.",
        "Nadie puede negar que la respuesta es {b}.",
        "Everyone agrees the answer is {b}.",
    ):
        yield form, True


@_holdout3("quote_attributed")
def _h3_quote() -> Iterator[Case]:
    """A quotation holding the box, attributed to someone else after it."""
    for form in (
        "> The answer is {b}.\n\n— from a forum post that turned out to be wrong",
        "“The answer is {b}” — my brother's claim, not mine.",
        "„Die Antwort ist {b}“, behauptete mein Kollege.",
        "«La respuesta es {b}», dijo mi profesor, equivocadamente.",
        "« La réponse est {b} », affirme le corrigé fautif.",
        "«Ответ {b}», — утверждает задачник с опечаткой.",
        "“答案是{b}”——这是同学的说法。",
        '"The answer is {b}," wrote the misprinted key.',
    ):
        yield form, False
    for form in (
        'As my teacher said, "the answer is {b}", and I agree.',
        "> **Final answer:** {b}",
    ):
        yield form, True


@_holdout3("non_answer_question")
def _h3_non_answer_question() -> Iterator[Case]:
    """A question asking for a value that is not the answer, then the box."""
    for form in (
        "What value is NOT the answer? {b}",
        "Which number should we rule out? {b}",
        "Which option is a distractor? {b}",
        "Welcher Wert ist falsch? {b}",
        "¿Qué valor no es la respuesta? {b}",
        "Quelle valeur est à exclure ? {b}",
        "Какое значение не подходит? {b}",
        "哪个数不是答案？{b}",
        "Hangi değer cevap değildir? {b}",
    ):
        yield form, False
    for form in (
        "Which value satisfies the equation? {b}",
        "Quel est le nombre cherché ? {b}",
        "What is the total? {b}",
    ):
        yield form, True


@_holdout3("bound_mark")
def _h3_bound() -> Iterator[Case]:
    """A bracket that marks the box a bound, not the value."""
    for form in (
        "{b} (at minimum)",
        "{b} (at most)",
        "{b} (mindestens)",
        "{b} (au moins)",
        "{b} (co najmniej)",
        "{b} (en az)",
        "{b} (最少)",
        "{b} (下限)",
        "{b} (ít nhất)",
        "{b} (как минимум)",
    ):
        yield "The answer is " + form + ".", False
    for form in ("{b} (exact)", "{b} (exactly)", "{b} (genau)"):
        yield "The answer is " + form + ".", True


@_holdout3("check_disagrees")
def _h3_check() -> Iterator[Case]:
    """A check after the box that disagrees with it."""
    for form in (
        "Verification: $2 \\cdot 7 = 14 \\neq 16$, so it fails.",
        "Sanity check: $7 \\times 3 = 21$, but we need $24$.",
        "Probe: $3 + 7 = 10 \\neq 11$.",
        "Kontrolle: $7 \\cdot 2 = 14 \\neq 16$.",
        "Comprobación: $7 + 1 = 8 \\neq 9$ ✗",
        "Vérification : $2 \\times 7 = 14$, or il faut $16$.",
        "Проверка: $7 \\cdot 3 = 21 \\ne 24$.",
        "验算：$7 \\times 2 = 14 \\ne 16$，不对。",
        "Sprawdzenie: $7 + 5 = 12$, a powinno być $13$.",
    ):
        yield "The answer is {b}. " + form, False
    for form in (
        "Check: $2 \\cdot 7 = 14$ ✓.",
        "Verification: $7 + 1 = 8$, as required.",
        "Kontrolle: $7 \\cdot 2 = 14$, stimmt.",
    ):
        yield "The answer is {b}. " + form, True


@_holdout3("draft_label")
def _h3_draft() -> Iterator[Case]:
    """A draft/preliminary label over the box."""
    for form in (
        "Rough draft — {b}",
        "First pass (unchecked): {b}",
        "Working value, not final: {b}",
        "Preliminary result: {b}",
        "Entwurf: {b}",
        "Borrador: {b}",
        "Brouillon : {b}",
        "Bozza: {b}",
        "Szkic: {b}",
        "Черновик: {b}",
        "草稿答案：{b}",
        "仮の答え：{b}",
        "Taslak: {b}",
    ):
        yield form, False
    for form in ("Final result: {b}", "Endergebnis: {b}", "Resultado definitivo: {b}"):
        yield form, True


NUMBER: set[str] = set()  # families graded by `number` and `integer` (GSM8K, AIME), not `math`


@family("number_graders", whole=True)
def number_graders(g: Gold) -> Iterator[Case]:
    if g.name != "integer":
        return
    for r in (
        r"\boxed{\approx 7}",
        r"\boxed{x \approx 7}",
        r"\boxed{7\ldots}",
        r"\boxed{8 = 7}",
        "#### 7 doubled",
        "#### ≈7",
        r"\boxed{7\text{ doubled}}",
        r"\boxed{7\text{ minimum}}",
        r"\boxed{\not= 7}",
        r"\boxed{\cancel{7}}",
        r"\boxed{\phantom{7}}",
        r"\boxed{7\text{ lakh}}",
        "#### 7...",
        "#### 7 or more",
        "#### at least 7",
        "#### 7+",
        r"\boxed{7+}",
        r"\boxed{\ge 7}",
        "#### >7",
        r"\boxed{7 \pm 1}",
        "#### 7\u0338",
        "#### \uff18",
        "#### 7k",
        "#### 7 (approx)",
        "#### 7/8",
        "#### 7 = 8",
        "#### 8 = 7",
        "#### 7 dozen",
        "#### 7 thousand",
        "#### 7-ish",
        "#### \u22127",
        r"\boxed{2 \times 4 = 7}",
        "#### 78",
        "#### 17",
        "#### 7.5",
        "#### 0.7",
        "#### 7 1/2",
        "#### 7,5",
        "#### 7, 8",
        "#### 7 and 8",
    ):
        yield f"So.\n{r}", False
    yield "#### ~7", None  # a LaTeX tie or "about": in a "####" line (plain text) "about", refused
    for r in (
        "#### 7",
        r"\boxed{7}",
        "#### 8 - 1 = 7",
        r"\boxed{x = 7}",
        "#### 7.0",
        r"#### \$7",
        "#### 7 dollars",
        r"\boxed{5 + 3 = 8 - 1 = 7}",
        "#### 007",
        "#### +7",
    ):
        yield f"So.\n{r}", True


NUMBER.add("number_graders")


def cases() -> Iterator[tuple[str, Gold, str, bool | None]]:
    for name, fam in FAMILIES.items():
        for g in (*GOLDS, MCQ):
            for text, expected in fam(g):
                yield name, g, text, expected


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--show", choices=("accepted", "refused", "all"), help="list the failing cases")
    ap.add_argument("--family", help="only this family")
    ap.add_argument("--mode", choices=("standard", "strict", "both"), default="both")
    args = ap.parse_args(argv)

    from proctor.grading import get_grader

    modes = ("standard", "strict") if args.mode == "both" else (args.mode,)
    graders = {(m, k): get_grader(k, mode=m) for m in modes for k in ("math", "mcq", "number", "integer")}
    rows: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    shown: list[str] = []
    for fam, g, text, expected in cases():
        if args.family and fam != args.family and not fam.startswith(args.family + "."):
            continue
        if expected is None:
            rows[fam]["grey"] += 1
            continue
        response = text if fam in WHOLE else f"So the final answer is $\\boxed{{{text}}}$."
        row = rows[fam]
        row["wrong" if expected is False else "right"] += 1
        for m in modes:
            kinds = (
                ("math", "mcq")
                if g.name == "choice"
                else ("number", "integer")
                if fam in NUMBER
                else ("math",)
            )
            for kind in kinds:
                if kind == "integer" and "####" in response and expected:
                    continue  # AIME's grader reads boxes, not GSM8K's "####": not a control for it
                grade = graders[(m, kind)].grade(response, g.gold)
                if grade.correct and expected is False:
                    row[f"fp_{m}"] += 1
                    if args.show in ("accepted", "all"):
                        shown.append(
                            f"FP {m:8} {kind:4} {fam:22} gold={g.gold!r:18} {response[:110]!r} -> {grade.extracted!r}"
                        )
                if not grade.correct and expected is True:
                    row[f"fn_{m}"] += 1
                    if args.show in ("refused", "all"):
                        shown.append(
                            f"FN {m:8} {kind:4} {fam:22} gold={g.gold!r:18} {response[:110]!r} -> {grade.status} {grade.extracted!r}"
                        )
    print(
        f"{'family':24} {'wrong':>6} {'FP std':>7} {'FP strict':>9} {'right':>6} {'FN std':>7} {'FN strict':>9} {'grey':>5}"
    )
    tot: dict[str, int] = defaultdict(int)
    for fam, row in rows.items():
        print(
            f"{fam:24} {row['wrong']:>6} {row['fp_standard']:>7} {row['fp_strict']:>9} {row['right']:>6} "
            f"{row['fn_standard']:>7} {row['fn_strict']:>9} {row['grey']:>5}"
        )
        for k, v in row.items():
            tot[k] += v
    print(
        f"{'total':24} {tot['wrong']:>6} {tot['fp_standard']:>7} {tot['fp_strict']:>9} {tot['right']:>6} "
        f"{tot['fn_standard']:>7} {tot['fn_strict']:>9} {tot['grey']:>5}"
    )
    print(
        "(mcq gold: graded by both `math` and `mcq`; number_graders: by `number` and `integer`; each counted)"
    )
    for line in shown:
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
