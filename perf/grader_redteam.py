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
    yield "#### ~7", None  # a LaTeX tie or "about": read as the tie
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
        if args.family and fam != args.family:
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
