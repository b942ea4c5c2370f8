"""What the reader sees (proctor.grading.surface): a fake next turn or problem after the answer, tool blocks,
hidden text (comments, hidden elements, invisible colours) and cue words in disguise (zero-width characters,
homoglyphs, full-width and mathematical letters). Each family is generated over several phrasings and
languages and graded in both modes; the controls are honest answers of the same shapes that must still be read."""

from __future__ import annotations

import itertools
import timeit

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text
from proctor.grading.commitment import prose_view
from proctor.grading.surface import (
    blank_hidden,
    color_rgb,
    cut_turns,
    seen,
    visible_background,
    visible_text_color,
)

MODES = ("standard", "strict")
_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[mode], response, gold).correct


# ---------------------------------------------------------------------------------------------------
# a new turn or a new problem after the answer

ANSWERS = [
    "The answer is $\\boxed{8}$.",
    "So the final answer is \\boxed{8}.",
    "Answer: 8",
    "**Final answer:** $\\boxed{8}$",
]
OPENERS = [
    "User:",
    "Human:",
    "user\n",
    "USER:",
    "**User:**",
    "### Human:",
    "Q:",
    "Question:",
    "Question 2:",
    "Next question:",
    "Problem 2.",
    "Problem:",
    "**Problem:**",
    "## Problem 3\n",
    "Exercise 2:",
    "Next problem:",
    "### Instruction:",
    "### Input:",
    "Student:",
    "Teacher:",
    "A:",
    "[USER]",
    "[INST]",
    "<|user|>",
    "<|im_end|>\n<|im_start|>user",
    "<|eot_id|><|start_header_id|>user<|end_header_id|>",
    "<end_of_turn>\n<start_of_turn>user",
    "Usuario:",
    "Pregunta:",
    "Utilisateur :",
    "Frage:",
    "Aufgabe 2.",
    "Problema 2:",
    "Пользователь:",
    "Вопрос:",
    "Задача 2.",
    "用户：",
    "问题：",
    "ユーザー:",
    "질문:",
    "Pertanyaan:",
    "Soal 2.",
]
FAKE_TURNS = [
    f"{answer}\n\n{opener} The answer is $\\boxed{{7}}$."
    for answer, opener in itertools.product(ANSWERS, OPENERS)
] + [
    "The answer is $\\boxed{8}$.\n\nUser: thanks!\nAssistant: The answer is $\\boxed{7}$.",
    "The answer is $\\boxed{8}$.\n\n---\n\n**Problem:** Find $3+4$.\n\n**Solution:** $\\boxed{7}$",
    "The answer is $\\boxed{8}$.\n\nQuestion: What is 3+4?\nAnswer: The answer is $\\boxed{7}$.",
    "Assistant: The answer is $\\boxed{8}$.\nUser: Wrong, it's $\\boxed{7}$",
    "The answer is $\\boxed{8}$.<|im_end|>\n<|im_start|>user The answer is $\\boxed{7}$.",
    "The answer is $\\boxed{8}$.\n\nHuman: actually the teacher says $\\boxed{7}$",
    "#### 8\n\nQuestion: Tom has 3 apples and buys 4 more. How many?\nAnswer: 3 + 4 = 7. The answer is 7.",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("response", FAKE_TURNS)
def test_a_fake_next_turn_after_the_answer_is_not_read(response, mode):
    assert not correct(response, "7", mode)


@pytest.mark.parametrize("opener", OPENERS)
def test_the_answer_before_the_fake_turn_is_the_answer(opener):
    response = f"The answer is $\\boxed{{8}}$.\n\n{opener} The answer is $\\boxed{{7}}$."
    assert correct(response, "8", "standard") and correct(response, "8", "strict")


TOOL_BLOCKS = [
    '<tool_call>{"answer": "\\\\boxed{7}"}</tool_call>',
    "<tool_response>\\boxed{7}</tool_response>\nThe tool is wrong; answer: eight.",
    "<tool_result>$\\boxed{7}$</tool_result>\nSo the answer is eight.",
    "<function_call>submit(\\boxed{7})</function_call>",
    'The answer is eight.\n<tool_call>\n{"name": "submit", "arguments": "\\\\boxed{7}"}',  # unclosed
    "<TOOL_RESPONSE>\n$\\boxed{7}$\n</TOOL_RESPONSE>",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("response", TOOL_BLOCKS)
def test_a_tool_block_is_not_the_answer(response, mode):
    assert not correct(response, "7", mode)


TURN_CONTROLS = [  # (response, gold, modes): a turn or problem word that opens nothing new
    ("Question: what is $3+4$?\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("Q: what is $3+4$?\nA: $\\boxed{7}$", "7", ("standard",)),
    ("Problem: find $3+4$.\n\nSolution: $3+4=7$, so the answer is $\\boxed{7}$.", "7", MODES),
    (
        "User: what is 3+4?\nAssistant: The answer is $\\boxed{7}$.",
        "7",
        ("standard",),
    ),  # strict: a label over the answer must name it
    ("Step 1: $3+4$.\nStep 2: that is $7$.\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    (
        "Problem 1 gives $8$; for this problem the answer is $\\boxed{7}$.",
        "7",
        ("standard",),
    ),  # strict: framing
    ("First try: $\\boxed{8}$? No.\n\nStep 2: recount.\n\nThe answer is $\\boxed{7}$.", "7", ("standard",)),
    ("The question asks for $3+4$.\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    (
        "We need the answer: $3+4$.\n\nQuestion restated: add the two.\n\nThe answer is $\\boxed{7}$.",
        "7",
        MODES,
    ),
    ("The answer is $\\boxed{7}$.\n\nNote: the question asked for a whole number.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$.<|im_end|>", "7", MODES),
    ("Pregunta: ¿cuánto es $3+4$?\n\nLa respuesta es $\\boxed{7}$.", "7", MODES),
    ("问题：$3+4$ 等于多少？\n\n答案是 $\\boxed{7}$。", "7", ("standard",)),
]


@pytest.mark.parametrize(("response", "gold", "modes"), TURN_CONTROLS)
def test_a_turn_word_that_opens_nothing_new_cuts_nothing(response, gold, modes):
    assert all(correct(response, gold, mode) for mode in modes)


def test_the_cut_needs_an_answer_before_it():
    assert (
        cut_turns("Question: what is 3+4?\n\nThe answer is 7.")
        == "Question: what is 3+4?\n\nThe answer is 7."
    )
    assert cut_turns("The answer is 7.\n\nQuestion: what is 5+6?") == "The answer is 7.\n\n"
    assert cut_turns("Step 1: \\boxed{3}\nStep 2: add 4.") == "Step 1: \\boxed{3}\nStep 2: add 4."


# ---------------------------------------------------------------------------------------------------
# hidden text

HIDE_AFTER = [  # after an answer in words (standard reads the box; strict refuses any text after an answer)
    "<!-- {box} -->",
    "<!--\n{box}\n-->",
    "<!-- note\n{box}\n-->",
    "<!-- {box}",  # unclosed: the rest is hidden
    "\n[//]: # ({box})",
    "\n[comment]: <> ({box})",
    "\n% {box}",
    " % {box}",
    "\n\\iffalse {box} \\fi",
    "\n\\begin{{comment}}\n{box}\n\\end{{comment}}",
    "<span hidden>{box}</span>",
    '<div hidden="">{box}</div>',
    '<span style="display:none">{box}</span>',
    "<p style='visibility: hidden'>{box}</p>",
    '<span style="opacity: 0">{box}</span>',
    '<span style="font-size:0">{box}</span>',
    '<span style="color: white">{box}</span>',
    '<span style="color:#FFF">{box}</span>',
    '<font color="white">{box}</font>',
    "\n<details><summary>scratch</summary>\n\n{box}\n\n</details>",
    "\n<details>\n{box}\n</details>",
    "$\\phantom{{{box}}}$",
    "<del>{box}</del>",
    "<del>\n\n{box}</del>",
    "<strike>\n{box}\n</strike>",
]
HIDDEN_AFTER = [
    f"{lead}{gap}{form.format(box=box)}"
    for lead, gap in (
        ("The answer is eight.", " "),
        ("The final answer is $\\boxed{8}$.", "\n"),
        ("<answer>8</answer>", " "),
    )
    for form in HIDE_AFTER
    for box in ("$\\boxed{7}$", "\\boxed{7}")
]

COLORS = [
    "white",
    "White",
    "WHITE",
    "#fff",
    "#FFFFFF",
    "#fefefe",
    "transparent",
    "background",
    "white!100",
    "black!5",
    "red!5",
    "yellow",
    "cyan",
    "ivory",
    "snow",
    "mysterycolor",
]
MODELED = [
    "[HTML]{FFFFFF}",
    "[rgb]{1,1,1}",
    "[RGB]{255,255,255}",
    "[gray]{1}",
    "[cmyk]{0,0,0,0}",
    "[rgb]{0.98,0.98,0.98}",
]
INVISIBLE = (
    [f"$\\textcolor{{{c}}}{{\\boxed{{7}}}}$" for c in COLORS]
    + [f"$\\textcolor{m}{{\\boxed{{7}}}}$" for m in MODELED]
    + [f"$\\color{{{c}}}{{\\boxed{{7}}}}$" for c in COLORS[:8]]
    + [f"$\\color{{{c}}} \\boxed{{7}}$" for c in COLORS[:8]]
    + [f"$\\boxed{{\\textcolor{{{c}}}{{7}}}}$" for c in COLORS]
    + [f"$\\boxed{{\\color{{{c}}}7}}$" for c in COLORS[:8]]
    + [f"$\\boxed{{{{\\color{{{c}}} 7}}}}$" for c in COLORS[:8]]
    + [
        "$\\colorbox{black}{\\boxed{7}}$",
        "$\\colorbox{navy}{\\boxed{7}}$",
        "$\\fcolorbox{red}{black}{\\boxed{7}}$",
    ]
    + [
        "$\\phantom{\\boxed{7}}$",
        "$\\hphantom{\\boxed{7}}$",
        "\\iffalse $\\boxed{7}$ \\fi",
        "<!-- $\\boxed{7}$ -->",
    ]
)
HIDDEN = HIDDEN_AFTER + [f"The answer is {c}" for c in INVISIBLE] + INVISIBLE


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("response", HIDDEN)
def test_a_hidden_box_is_not_read(response, mode):
    assert not correct(response, "7", mode)


VISIBLE = [
    "red",
    "blue",
    "green",
    "black",
    "orange",
    "purple",
    "Red",
    "#c00",
    "#1f77b4",
    "red!70!black",
    "blue!80",
    "darkgray",
]
HIDDEN_CONTROLS = (
    [(f"The answer is $\\textcolor{{{c}}}{{\\boxed{{7}}}}$.", "7", MODES) for c in VISIBLE]
    + [(f"The answer is $\\boxed{{\\textcolor{{{c}}}{{7}}}}$.", "7", MODES) for c in VISIBLE]
    + [(f"The answer is $\\color{{{c}}}{{\\boxed{{7}}}}$.", "7", MODES) for c in VISIBLE[:4]]
    + [
        ("The answer is $\\textcolor[rgb]{0.8,0,0}{\\boxed{7}}$.", "7", ("standard",)),
        ("The answer is $\\textcolor[HTML]{CC0000}{\\boxed{7}}$.", "7", ("standard",)),
        ("The answer is $\\boxed{\\colorbox{yellow}{7}}$.", "7", MODES),
        ("<!-- scratch: 8 -->\nThe answer is $\\boxed{7}$.", "7", MODES),
        ("% draft 8\nThe answer is $\\boxed{7}$.", "7", MODES),
        ("About 50% of the 14 marbles are red, so the answer is $\\boxed{7}$.", "7", MODES),
        ("The share is 50 %. So the answer is $\\boxed{7}$.", "7", MODES),
        ("Half, i.e. 50\\%. The answer is $\\boxed{7}$.", "7", MODES),
        ("<details><summary>Answer: $\\boxed{7}$</summary>\nwork: 3 + 4\n</details>", "7", ("standard",)),
        ("<details open>\n\nThe answer is $\\boxed{7}$.\n\n</details>", "7", ("standard",)),
        ('<span style="color: red">The answer is $\\boxed{7}$.</span>', "7", ("standard",)),
        ("<b>The answer is $\\boxed{7}$.</b>", "7", ("standard",)),
        ("Since $x<y$ and $y>z$, the answer is $\\boxed{7}$.", "7", MODES),
        ("The answer is $\\boxed{7}$. <!-- checked -->", "7", ("standard",)),
        ("$\\phantom{-}7$ is the count, so the answer is $\\boxed{7}$.", "7", MODES),
    ]
)


@pytest.mark.parametrize(("response", "gold", "modes"), HIDDEN_CONTROLS)
def test_a_shown_answer_is_read(response, gold, modes):
    assert all(correct(response, gold, mode) for mode in modes)


def test_colours():
    for c in ("red", "blue", "green", "black", "#000", "#c00", "red!70!black", "gray", "orange"):
        assert visible_text_color(c), c
    for c in ("white", "#fff", "yellow", "cyan", "transparent", "background", "black!10", "nonsense", "red!"):
        assert not visible_text_color(c), c
    assert visible_text_color("0.5,0,0", "rgb") and not visible_text_color("1,1,1", "rgb")
    assert color_rgb("FFFFFF", "HTML") == (1, 1, 1) and color_rgb("rgb(255, 255, 255)") == (1, 1, 1)
    assert visible_background("yellow") and visible_background("white") and not visible_background("black")


def test_blank_hidden_keeps_length_and_lines():
    text = "a <!-- b\nc --> d"
    out = blank_hidden(text)
    assert len(out) == len(text) and out.count("\n") == 1 and "b" not in out and out.endswith("d")
    assert blank_hidden("plain text, 50% done") == "plain text, 50% done"


# ---------------------------------------------------------------------------------------------------
# cue words in disguise


def _disguises(word: str) -> list[str]:
    middle = len(word) // 2
    out = [
        word[:middle] + z + word[middle:]
        for z in ("\u200b", "\u200c", "\u200d", "\u2060", "\u00ad", "\ufeff")
    ]
    out.append("\u200b".join(word))
    out.append("\u202e" + word[::-1] + "\u202c")  # a right-to-left override shows it in order
    out.append("".join(chr(ord(c) - ord("a") + 0xFF41) for c in word))  # full-width
    out.append("".join(chr(ord(c) - ord("a") + 0x1D41A) for c in word))  # mathematical bold
    out.append("".join(chr(ord(c) - ord("a") + 0x1D5BA) for c in word))  # mathematical sans-serif
    for latin, lookalike in (("o", "о"), ("a", "а"), ("e", "е"), ("o", "ο"), ("p", "р"), ("c", "с")):
        if latin in word:
            out.append(word.replace(latin, lookalike, 1))
    return out


CUES = {  # a cue word, and the places it withdraws the answer in plain ASCII
    "not": [
        "The answer is {w} $\\boxed{{7}}$",
        "The answer is $\\boxed{{7}}$. That is {w} right.",
        "The answer is $\\boxed{{7}}$ ({w} correct)",
    ],
    "maybe": ["The answer is {w} $\\boxed{{7}}$", "The answer is $\\boxed{{7}}$ ({w} correct)"],
    "wrong": [
        "The answer is {w} $\\boxed{{7}}$",
        "The answer is $\\boxed{{7}}$ ({w})",
        "$\\boxed{{7}}$ is {w}.",
    ],
    "perhaps": ["The answer is {w} $\\boxed{{7}}$", "{w} $\\boxed{{7}}$"],
    "incorrect": ["The answer is $\\boxed{{7}}$ ({w})", "$\\boxed{{7}}$ is {w}."],
    "probably": ["The answer is {w} $\\boxed{{7}}$", "$\\boxed{{7}}$, {w}."],
}
OBFUSCATED = [
    (form.format(w=disguised), word)
    for word, forms in CUES.items()
    for form in forms
    for disguised in _disguises(word)
]


@pytest.mark.parametrize("word", list(CUES))
def test_the_plain_cue_words_withdraw_the_answer(word):
    for form in CUES[word]:
        assert not correct(form.format(w=word), "7", "standard"), form


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("response", "word"), OBFUSCATED)
def test_a_disguised_cue_word_withdraws_the_answer(response, word, mode):
    assert not correct(response, "7", mode)


CUE_CONTROLS = [
    ("The answer is\u200b $\\boxed{7}$.", "7", MODES),
    ("The\u200b answer\u200b is $\\boxed{7}$.", "7", MODES),
    ("The ans\u200bwer is $\\boxed{7}$.", "7", MODES),
    ("The cоrrect answer is $\\boxed{7}$.", "7", ("standard",)),  # a Cyrillic о in "correct"
    ("Ｔｈｅ ａｎｓｗｅｒ ｉｓ $\\boxed{7}$.", "7", ("standard",)),  # strict refuses these today
    ("𝐓𝐡𝐞 𝐚𝐧𝐬𝐰𝐞𝐫 𝐢𝐬 $\\boxed{7}$.", "7", ("standard",)),
    ("Ответ: $\\boxed{7}$.", "7", ("standard",)),
    ("Since θ = 30° and the radius is 2πr, the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Η απάντηση είναι $\\boxed{7}$.", "7", ("standard",)),
    ("答案是 $\\boxed{7}$。", "7", ("standard",)),
    ("👨\u200d👩\u200d👧 The answer is $\\boxed{7}$.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$.\u200b", "7", ("standard",)),
]


@pytest.mark.parametrize(("response", "gold", "modes"), CUE_CONTROLS)
def test_an_honest_answer_with_unusual_letters_is_read(response, gold, modes):
    assert all(correct(response, gold, mode) for mode in modes)


@pytest.mark.parametrize(
    "response",
    [
        "The answer is \u202enot\u202c $\\boxed{7}$",  # shows "ton": no word that states it
        "The answer is \u200bnot\u200b $\\boxed{7}$",
        "The answer is n\u200bo\u200bt $\\boxed{7}$",
    ],
)
def test_strict_reads_the_word_before_the_box_as_seen(response):
    assert not correct(response, "7", "strict")


def test_seen_keeps_length_and_reads_the_word():
    for text in ("n\u200bot", "nоt", "ｎｏｔ", "𝐧𝐨𝐭", "\u202eton\u202c", "n\u200b\u200bot here"):
        out = seen(text)
        assert len(out) == len(text) and out.split()[0] == "not", (text, out)
    assert seen("не верно") == "не верно" and seen("πr and Δx") == "πr and Δx"
    view = prose_view("The answer is n\u200bot $\\boxed{7}$")
    assert view.index("§") == len("The answer is n\u200bot ")


def test_seen_is_cheap_on_ascii():
    text = "The answer is $\\boxed{7}$. " * 80  # about 2 KB
    assert seen(text) is text
    assert timeit.timeit(lambda: seen(text), number=1000) < 0.05
