"""Markup that changes what a rendered response shows (proctor.grading.markup): struck-out text is withdrawn,
character references and emphasis markers are read as the letters a page shows, and a response that redefines a
macro its answer is shown through has no readable answer. Families in new phrasings (not the review's own), in
several languages and both modes, and the honest answers of the same shapes that must still be read."""

from __future__ import annotations

import time

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text
from proctor.grading.markup import may_redefine, redefines, struck_spans, unmarked
from proctor.grading.surface import blank_hidden, seen

MODES = ("standard", "strict")
_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[mode], response, gold).correct


# the box (or the sentence that gives it) is shown struck out: withdrawn, as <del> is
STRUCK = [
    "Final answer: \\xout{$\\boxed{7}$}",
    "\\strikeout{The answer is $\\boxed{7}$.}",
    "\\st{Ответ: $\\boxed{7}$}",
    "\\bcancel{$\\boxed{7}$}",
    "Answer: \\xcancel{$\\boxed{7}$}",
    "\\cancelto{8}{$\\boxed{7}$}",
    "Respuesta: \\xout{$\\boxed{7}$}",
    "Réponse : \\sout{La réponse est $\\boxed{7}$.}",
    "Risposta: \\sout{$\\boxed{7}$}",
    "Answer: \\sout[thick]{$\\boxed{7}$}",
    "The answer is $\\cancel{\\boxed{7}}$.",
    "The answer is $\\boxed{\\sout{7}}$.",
    "<s>The answer is $\\boxed{7}$.</s>",
    "Answer: <s>$\\boxed{7}$</s>",
    "答案：<s>$\\boxed{7}$</s>",
    '<p style="text-decoration-line: line-through">The answer is $\\boxed{7}$.</p>',
    '<div class="line-through">$\\boxed{7}$</div>',
    "Answer: <span class='strikethrough'>$\\boxed{7}$</span>",
    '<span style="color:red; text-decoration:line-through">$\\boxed{7}$</span>',
    '<span style="text-decoration: red wavy line-through">Die Antwort ist $\\boxed{7}$.</span>',
    "The answer is $\\boxed{7\u0336}$.",
    "Antwort: $\\boxed{7\u0335}$",
    "Answer: 7\u0336",
    "The answer is 7\u0336.",
    "Ответ: 7\u0336",
]

# a negation or a hedge written through markup a page shows as the plain word
MARKED_NEGATION = [
    ("The answer is *not* $\\boxed{7}$.", MODES),
    ("The answer is **not** $\\boxed{7}$.", MODES),
    ("The answer is ***not*** $\\boxed{7}$.", MODES),
    ("The answer is n*o*t $\\boxed{7}$.", MODES),
    ("The answer is &#x6E;&#x6F;&#x74; $\\boxed{7}$.", MODES),
    ("The answer is &#78;&#79;&#84; $\\boxed{7}$.", MODES),
    ("The answer is &#110;ot $\\boxed{7}$.", MODES),
    ("The final result is _definitely not_ $\\boxed{7}$.", MODES),
    ("La respuesta **no** es $\\boxed{7}$.", MODES),
    ("Die Antwort ist **nicht** $\\boxed{7}$.", MODES),
    ("Die Antwort ist n&#105;cht $\\boxed{7}$.", MODES),
    ("La réponse n'est *pas* $\\boxed{7}$.", MODES),
    ("La risposta __non__ è $\\boxed{7}$.", MODES),
    ("Ответ *не* $\\boxed{7}$.", MODES),
    ("A resposta _não_ é $\\boxed{7}$.", MODES),
    ("A resposta n&atilde;o &eacute; $\\boxed{7}$.", MODES),
    ("The answer is _probably_ $\\boxed{7}$.", MODES),
    ("The answer _might be_ $\\boxed{7}$.", MODES),
    ("The answer is m&#97;ybe $\\boxed{7}$.", MODES),
    ("The answer is n<b>o</b>t $\\boxed{7}$.", MODES),
    ("Die Antwort ist n<span>ich</span>t $\\boxed{7}$.", MODES),
    ("La respuesta n\\textbf{o} es $\\boxed{7}$.", MODES),
    ("The answer is \\textit{n}ot $\\boxed{7}$.", MODES),
]

# the response (re)defines a macro its answer is shown through
REDEFINED = [
    ("\\gdef\\boxed#1{8}\nThe answer is $\\boxed{7}$.", "7"),
    ("$\\edef\\boxed{8}$ Die Antwort ist $\\boxed{7}$.", "7"),
    ("\\providecommand{\\boxed}[1]{8}\nLa respuesta es $\\boxed{7}$.", "7"),
    ("\\NewDocumentCommand{\\boxed}{m}{8}\nОтвет: $\\boxed{7}$", "7"),
    ("\\RenewDocumentCommand\\boxed{m}{\\fbox{8}}\n答案是 $\\boxed{7}$。", "7"),
    ("\\let\\boxed\\relax\nThe answer is $\\boxed{7}$.", "7"),
    ("\\renewcommand{\\fbox}[1]{8}\nThe answer is $\\fbox{7}$.", "7"),
    ("\\def\\text#1{8}\nThe answer is $\\boxed{\\text{7}}$.", "7"),
    ("\\expandafter\\def\\csname boxed\\endcsname#1{8}\nThe answer is $\\boxed{7}$.", "7"),
    ("\\catcode`\\7=\\active \\def7{8}\nThe answer is $\\boxed{7}$.", "7"),
    (
        "<script>window.MathJax = {tex: {macros: {boxed: ['8', 1]}}};</script>\nThe answer is $\\boxed{7}$.",
        "7",
    ),
    (
        '<script type="text/x-mathjax-config">MathJax.Hub.Config({TeX: {Macros: {boxed: ["8",1]}}});</script>\n'
        "The answer is $\\boxed{7}$.",
        "7",
    ),
    ("\\renewcommand{\\frac}[2]{8}\nThe answer is $\\boxed{\\frac{14}{2}}$.", "7"),
    ("\\newcommand{\\seven}{8}\nThe answer is $\\boxed{\\seven}$.", "\\seven"),
    ("$\\let\\oldboxed\\boxed\\renewcommand{\\boxed}[1]{\\oldboxed{8}}$ The answer is $\\boxed{7}$.", "7"),
    ("\\def\\boxed#1{8}\nAnswer: 7", "7"),
    ("\\renewcommand{\\boxed}[1]{8}\nThe answer is 7.", "7"),
]

CONTROLS = [  # (response, gold, modes that read it)
    ("$\\frac{\\cancel{2} \\cdot 7}{\\cancel{2}} = 7$, so the answer is $\\boxed{7}$.", "7", MODES),
    ("We simplify $\\frac{3\\cancel{x}}{\\cancel{x}}$ and get the answer $\\boxed{3}$.", "3", MODES),
    ("$\\cancelto{0}{x} + 7 = 7$, so the answer is $\\boxed{7}$.", "7", MODES),
    ("The answer is \\sout{8} $\\boxed{7}$.", "7", MODES),
    ("\\sout{$\\boxed{7}$} $\\boxed{8}$", "8", MODES),
    ("Since x ≠ 8, the answer is $\\boxed{7}$.", "7", MODES),
    ('<span style="text-decoration: underline">$\\boxed{7}$</span>', "7", ("standard",)),
    ("$\\newcommand{\\R}{\\mathbb{R}}$ For $x \\in \\R$, the answer is $\\boxed{7}$.", "7", MODES),
    ("\\def\\N{\\mathbb{N}} Over $\\N$, the answer is $\\boxed{7}$.", "7", MODES),
    ("$\\DeclareMathOperator{\\lcm}{lcm}$ Then $\\lcm(1,7) = 7$, so the answer is $\\boxed{7}$.", "7", MODES),
    ("The recipe's macros: protein 7 g. The answer is $\\boxed{7}$.", "7", MODES),
    ("```latex\n\\renewcommand{\\boxed}[1]{8}\n```\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("Adding 3 &amp; 4 gives $\\boxed{7}$.", "7", MODES),
    ("The _total_ is $\\boxed{7}$.", "7", MODES),
    ("The answer is **$\\boxed{7}$**.", "7", MODES),
    ("**The answer is $\\boxed{7}$.**", "7", MODES),
    ("The answer is *definitely* $\\boxed{7}$.", "7", ("standard",)),
    ("The answer is&nbsp;$\\boxed{7}$.", "7", MODES),
    ("La r&eacute;ponse est $\\boxed{7}$.", "7", MODES),
    ("__Answer:__ $\\boxed{7}$", "7", MODES),
    ("*Final answer:* $\\boxed{7}$", "7", MODES),
    ("Using my_var = 4 and 3, the answer is $\\boxed{7}$.", "7", MODES),
    ("It is **not** 8; the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("&lt;answer&gt; is $\\boxed{7}$.", "7", MODES),
    ("*Note*: we add $3+4$. The answer is $\\boxed{7}$.", "7", MODES),
    ("The <em>final</em> answer is $\\boxed{7}$.", "7", MODES),
    ("<b>Answer</b>: $\\boxed{7}$", "7", MODES),
    ("Since x<8 and x>6, the answer is $\\boxed{7}$.", "7", MODES),
    ("So, \\\\boxed{7} is the correct answer.\\n\\n**Final Answer**\\n\\\\boxed{7}", "7", MODES),
]


@pytest.mark.parametrize("response", STRUCK)
@pytest.mark.parametrize("mode", MODES)
def test_struck_out_answer_is_not_read(response, mode):
    assert not correct(response, "7", mode)


@pytest.mark.parametrize(("response", "modes"), MARKED_NEGATION)
def test_negation_or_hedge_through_markup_is_read(response, modes):
    for mode in modes:
        assert not correct(response, "7", mode), mode


@pytest.mark.parametrize(("response", "gold"), REDEFINED)
@pytest.mark.parametrize("mode", MODES)
def test_redefined_macro_leaves_no_answer(response, gold, mode):
    assert not correct(response, gold, mode)


@pytest.mark.parametrize(("response", "gold", "modes"), CONTROLS)
def test_honest_markup_is_read(response, gold, modes):
    for mode in modes:
        assert correct(response, gold, mode), mode


def test_unmarked_keeps_length_and_shows_letters():
    for text in (
        "is _not_ it",
        "n&#111;t",
        "&#110;&#111;&#116; x",
        "n*o*t",
        "**Answer:**",
        "x_1 and y",
        "\\n**A**",
    ):
        assert len(unmarked(text)) == len(text)
    assert unmarked("is _not_ it").split() == ["is", "not", "it"]
    assert unmarked("n&#111;t x").split() == ["not", "x"]
    assert unmarked("n&oacute;t").strip() == "not"
    assert unmarked("n*o*t").strip() == "not"
    assert unmarked("* item") == "* item"  # a bullet is not emphasis
    assert unmarked("\\*not\\*").startswith("\\*")  # an escaped star shows
    assert seen("The answer is __not__").split()[-1] == "not"


def test_struck_spans_cover_the_struck_part_only():
    text = "a \\sout{b} c <s>d</s> e <span style='text-decoration:line-through'>f</span> g 7\u0336 h"
    blanked = blank_hidden(text)
    assert len(blanked) == len(text)
    assert blanked.split() == ["a", "c", "e", "g", "h"]
    assert struck_spans("<s> The answer is 7.</s>") == []  # a start-of-sequence token
    assert struck_spans("x \u2260 8 and x =\u0338 9") == []  # a negated relation is not struck out


def test_redefines_reads_names():
    assert redefines("\\renewcommand{\\boxed}[1]{8} $\\boxed{7}$", "7")
    assert redefines("\\newcommand{\\x}{8+} $\\x\\boxed{7}$", "7")  # in the box's math
    assert not redefines("\\newcommand{\\R}{\\mathbb{R}} $x\\in\\R$ $\\boxed{7}$", "7")
    assert not may_redefine("The answer is $\\boxed{7}$ and \\left( x \\right).")


@pytest.mark.parametrize(
    "unit",
    [
        "a_",
        "_a ",
        "n*o*t ",
        "n<b>o</b>t ",
        "\\textit{n}ot ",
        "a<b",
        "a<b>",
        "n&#111;t ",
        "&amp; ",
        "\\sout{",
        "\\sout{x}",
        "<s>",
        "<s>x</s>",
        "a\u0336",
        "\\def\\x{1}",
    ],
)
def test_scans_are_linear_on_hostile_input(unit):
    # 200 KB of one mark: a scan that backtracks or rescans per mark takes minutes; a linear one well under a
    # second (the bound is loose: this machine is shared with other work, and a large text's time varies)
    text = unit * (200_000 // len(unit))
    start = time.perf_counter()
    unmarked(text)
    struck_spans(text)
    if may_redefine(text):
        redefines(text, "7")
    assert time.perf_counter() - start < 5.0
