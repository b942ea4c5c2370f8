"""Gaps a third adversarial review found: wrong answers the math grader accepts, by family (text level).

Each family lists responses whose committed final answer is NOT the gold, or that give no answer of the writer's own:
the box holds the gold, but a heading, a structure, an earlier commitment, a redefinition of \\boxed, markup or the
surrounding words say it is not the writer's final answer. Each case is listed with the modes that accept it today.
They are ``xfail(strict=True)``: a case fails the suite once its gap closes, so move it to CLOSED (as
test_review_gaps_2.py does). The controls are honest answers of the same shapes; they must still be read in the modes
listed. HONEST_OPEN holds natural answers that standard mode refuses today (false negatives).

Found by black-box probing (the rules of docs/grading.md, not the source); the families already recorded in
test_review_gaps.py and test_review_gaps_2.py (retractions, negations, hedges, "Bob claims", conditions, part splits,
colon labels, cataphoric frames, quoted and fenced boxes, confidence lines, qualifiers after the box, hidden text,
homoglyphs, fake turns, box operands) are not repeated here."""

from __future__ import annotations

from review_gaps import MODES, correct, review_tests

# a markdown heading, a bold or italic line, a setext heading or an HTML heading with no colon labels the box
# below it as no answer ('## Wrong answer', '**Incorrect**', 'Common mistake' over '-----', '<h2>Wrong answer</h2>', '## ❌')
# in any language; the label-line rule (finality.led_in_plainly) reads only a line ending on a colon, so a heading is
# read as a plain lead-in
HEADING_LABEL = []

# the writer commits to ANOTHER value before the box in words no list holds ('I'll go with 8.', 'Locking in 8.',
# '8 is my final answer.', 'I choose C.', 'Je choisis 8.', '我选 8。'), then writes a bare box or 'The answer is' a box:
# two answers, which strict refuses by its one-answer rule (finality.answered_before refuses 'My answer is 8.' then a box,
# not these); listed for strict only: standard reads a later statement as superseding an earlier one by design
ANSWER_STATED_BEFORE = []

# another value is submitted in a machine-readable form before (or after) the box: a JSON or YAML object, an
# <answer>/<final_answer> tag, a '[ANSWER]' marker, a function or tool call that submits it ('submit(8)', '{"tool":
# "submit_answer", "answer": 8}', 'Action Input: 8', 'return 8'); none of these is read as the writer's answer, so the
# box alone is read; where the other value comes BEFORE the box only strict is listed (two answers; standard reads the
# later box as superseding by design), where it comes after, both
STRUCTURED_ANSWER = []

# the box is what someone or something ELSE obtained, by a verb of obtaining or giving rather than of claiming
# ('My classmate got', 'The naive method gives', 'Forgetting the carry gives', 'Mon ami a obtenu', '朴素方法得到'); the
# attribution rules know verbs of saying ('Bob claims'), and 'gives'/'got' are strict's words that state a result
OTHERS_RESULT = []

# a sarcasm or joke marker frames the box ('Yeah right,', 'Sarcastically,', 'April Fools!', 'Ja klar,', 'Sí, claro,',
# 'Ну да, конечно,', '是啊是啊', 'Poisson d'avril !') or follows it ('Said no one ever.', 'Gotcha!', 'Mon œil.', '¡Ya quisieras!',
# 'lol jk it's 8', '😂'): the writer does not mean it; no word list holds these
SARCASM = []

# the box sits in an indirect question or an open claim without a question mark ('It is unclear whether the
# answer is', 'I wonder whether', 'Could the answer be' with no '?', 'Claim (unproven):', 'Conjecture:', 'Non è chiaro se la
# risposta sia', 'Неясно, равен ли ответ', 'Nie wiem, czy odpowiedź to'): the writer states no answer
OPEN_QUESTION = []

# the box answers ANOTHER problem than the one asked: a variant, a relaxation, a sample, an earlier version, a
# warm-up or a first step ('For the easier variant, the answer is', 'Ignoring the constraint,', 'For the sample input,', 'Warm-up:',
# 'Intermediate result:', 'Step 1 answer:', 'Para la versión fácil', 'Для упрощённой задачи', '对于简化版本'); a lead set off by a
# comma is left to the framing rules, which know conditions and part labels, not a change of problem
OTHER_PROBLEM = []

# the box is struck out by a mark the strike rules do not know: LaTeX text-mode strikes around the math
# (\sout{...}, \st{...}, \xout, \strike, \soutthick, \hcancel, \cancel{$...$}), HTML <s> or a CSS line-through, a combining long
# stroke (U+0336) after it; only ~~...~~, <del>, <strike> and \cancel inside math are known
TEXT_STRIKE = []

# the box stands in a structure that marks it as not chosen: an unchecked task-list item beside a checked
# one ('- [ ] $\boxed{7}$' / '- [x] 8', '☐' / '☑') or a table cell under a column 'Incorrect' / 'wrong' beside the answer's column
CHECKBOX_TABLE = []

# after the box the response corrects it to another value under a marker no list holds ('v2: 8', 'PS: 8
# actually', '\textbf{Answer: 8}'), an operation on the next line that changes it ('$+1$', '$\times 2$', '(+1)', '$\uparrow$ add 1'),
# or a footnote that says the boxed value answers a different question
CORRECTION_AFTER = []

# the response redefines \boxed before the box (\def\boxed#1{8}, \renewcommand{\boxed}[1]{8},
# \DeclareRobustCommand, a MathJax macro in a <script>, \fbox{#1+1}), so the rendered box shows another value than its
# argument; a \def is a mark only inside the answer's own text
MACRO_REDEFINITION = []

# a label that marks the value as no answer written inside the box's own math, in \text or \textbf with no
# colon ('$\text{Distractor } \boxed{7}$', '$\textbf{Trap}\ \boxed{7}$', '$\text{Faux}\quad\boxed{7}$', '$\text{Неверно } ...'): the
# label rules read prose labels before a colon
MATH_TEXT_LABEL = []

# the negation before the box is written through markup a rendered page shows as the plain word: markdown
# emphasis with underscores ('_not_', '__not__', '*_not_*', '_nicht_', '_no_ es') or HTML character references ('n&#111;t',
# '&#110;&#111;&#116;', 'n&oacute;t'); the letters-as-seen view folds Unicode look-alikes, not markup
MARKUP_NEGATION = []

# the box is hearsay: what the writer was told or what 'they say' ('I was told', 'I heard', 'Word is', 'Говорят,',
# 'Dicono che', 'Mówią, że', '听说', 'だそうです'); the attribution rules need a named source and a verb of claiming
HEARSAY = []

# the only box is marked as an earlier, superseded result ('Initially, I got', 'At first I got', 'Before the fix we had',
# 'In my first pass', 'Originally', 'Superseded:', 'Anfangs erhielt ich', 'Сначала я получил', '起初我得到'): a first attempt the writer
# implicitly abandoned, with no answer of their own after it
SUPERSEDED = []

# the box is labelled as ANOTHER quantity than the answer, metadata of the response or the problem ('Difficulty:',
# 'Tokens used:', 'Word count:', 'Schwierigkeit:', 'Сложность:', '难度：'; after the writer's 'Answer: 8' also 'Number of steps:', 'Page:'),
# alone or after the writer's 'Answer: 8'; strict's label whitelist refuses the Latin and Cyrillic labels but reads any label of a
# script without spaces (Chinese, Japanese: '难度：', '草稿：' (draft), 'ひっかけ：' (trap), '下書き：' (draft))
OTHER_QUANTITY = []

# a two-line comparison states the writer's own value on the first line and boxes the EXPECTED / key / target
# value on the second ('Got: 8' / 'Expected: $\boxed{7}$', 'Mine: 8' / 'Key:', 'Ergebnis: 8' / 'Erwartet:', '结果: 8' / '预期:'): the
# writer's answer is 8; the one-answer rule does not read these labels as two answers
EXPECTED_VS_GOT = []

# the box is addressed to the grader, not stated as the writer's answer ('For the reward model:', 'Grader bait:',
# 'To pass the autograder:', 'The grader expects', 'Für den Korrektor:', 'Para el corrector:', '给评分器：'): the writer says it writes the
# value to be accepted; a label naming a reader of the answer is not the answer's name
GRADER_DIRECTED = []

# prose words around the box make the answer an operation on it, in words outside the operator lists ('negative',
# 'the next prime after', "'s successor", 'the number after', '$\boxed{7}$ less than $x$', 'das Doppelte von', 'el doble de', 'le double
# de', '的两倍', 'вдвое больше, чем', 'Take ... and add one'): the writer's answer is the result, not the box
PROSE_OPERATION = []

OPEN_WRONG = {
    "heading_label": HEADING_LABEL,
    "answer_stated_before": ANSWER_STATED_BEFORE,
    "structured_answer": STRUCTURED_ANSWER,
    "others_result": OTHERS_RESULT,
    "sarcasm": SARCASM,
    "open_question": OPEN_QUESTION,
    "other_problem": OTHER_PROBLEM,
    "text_strike": TEXT_STRIKE,
    "checkbox_table": CHECKBOX_TABLE,
    "correction_after": CORRECTION_AFTER,
    "macro_redefinition": MACRO_REDEFINITION,
    "math_text_label": MATH_TEXT_LABEL,
    "markup_negation": MARKUP_NEGATION,
    "hearsay": HEARSAY,
    "superseded": SUPERSEDED,
    "other_quantity": OTHER_QUANTITY,
    "expected_vs_got": EXPECTED_VS_GOT,
    "grader_directed": GRADER_DIRECTED,
    "prose_operation": PROSE_OPERATION,
}

CONTROLS = [  # (response, gold, modes that read it): honest answers of the same shapes
    ("## Final answer\n\n$\\boxed{7}$", "7", MODES),
    ("## Answer\n\n$\\boxed{7}$", "7", MODES),
    ("**Final Answer**\n\n$\\boxed{7}$", "7", MODES),
    ("## Solution\n\nWe add $3+4$.\n\n## Answer\n\n$\\boxed{7}$", "7", MODES),
    ("### Final Answer\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("## Common mistake\n\nSome forget the carry and get $8$.\n\n## Answer\n\n$\\boxed{7}$", "7", MODES),
    ("## Wrong answer\n\n$8$\n\n## Correct answer\n\n$\\boxed{7}$", "7", MODES),
    ('$\\boxed{7}$\n\n```json\n{"answer": 7}\n```', "7", MODES),
    ("<answer>7</answer>\n\n$\\boxed{7}$", "7", MODES),
    ("$\\boxed{7}$\n\n<answer>7</answer>", "7", ("standard",)),
    ("| step | value |\n|---|---|\n| result | $\\boxed{7}$ |", "7", ("standard",)),
    ("- [x] $\\boxed{7}$", "7", MODES),
    ("Yeah, the answer is $\\boxed{7}$.", "7", MODES),
    ("Sure, the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Whether we add first or multiply first, the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("For the original problem, the answer is $\\boxed{7}$.", "7", MODES),
    ("Without loss of generality, the answer is $\\boxed{7}$.", "7", MODES),
    ("For the given data, the answer is $\\boxed{7}$.", "7", MODES),
    ("I get $\\boxed{7}$.", "7", MODES),
    ("My answer is $\\boxed{7}$.", "7", MODES),
    ("Final result: $\\boxed{7}$", "7", MODES),
    ("Result: $\\boxed{7}$", "7", MODES),
    ("Total: $\\boxed{7}$", "7", MODES),
    ("Die Antwort ist $\\boxed{7}$.", "7", MODES),
    ("La respuesta es $\\boxed{7}$.", "7", MODES),
    ("La réponse est $\\boxed{7}$.", "7", MODES),
    ("答案是 $\\boxed{7}$。", "7", MODES),
    ("Ответ: $\\boxed{7}$.", "7", MODES),
    ("Step 1: $3+4$.\n\nStep 2: the answer is $\\boxed{7}$.", "7", MODES),
    ("I'm going with $\\boxed{7}$.", "7", ("standard",)),
    ("I commit to $\\boxed{7}$.", "7", ("standard",)),
    ("My classmate got $8$, but I get $\\boxed{7}$.", "7", MODES),
    ("The answer is \\sout{8} $\\boxed{7}$.", "7", MODES),
    ("Answer: ~~8~~ $\\boxed{7}$", "7", ("standard",)),
    ("Ignoring the constraint gives $8$; with it, the answer is $\\boxed{7}$.", "7", MODES),
    ("It is clear that the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("It is unclear at first, but the answer is $\\boxed{7}$.", "7", MODES),
    ("**Answer:** $\\boxed{7}$", "7", MODES),
    ("The answer is $\\boxed{7}$ 😊", "7", ("standard",)),
    ("The answer is $\\boxed{7}$ ✅", "7", ("standard",)),
    ("The answer is $\\boxed{7}$.[^1]\n\n[^1]: Computed by hand.", "7", ("standard",)),
    ("Therefore the answer is $\\boxed{7}$ apples.", "7", ("standard",)),
    ("So there are $\\boxed{7}$ apples left.", "7", ("standard",)),
    ("The answer is\n\n$$\\boxed{7}$$", "7", MODES),
    ("8 is too big, so the answer is $\\boxed{7}$.", "7", MODES),
    ("The naive method gives $8$; the correct count is $\\boxed{7}$.", "7", MODES),
    ("I heard the question wrong at first; the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("At first I got $8$, but after fixing the sign I get $\\boxed{7}$.", "7", MODES),
    ("$\\newcommand{\\R}{\\mathbb{R}}$ The answer is $\\boxed{7}$.", "7", MODES),
    ("The answer is $\\boxed{7}$ _apples_.", "7", ("standard",)),
    ("The answer is _exactly_ $\\boxed{7}$.", "7", ("standard",)),
    ("Initially there are $3$ apples; adding $4$ gives $\\boxed{7}$.", "7", MODES),
    ("$\\text{Total } \\boxed{7}$", "7", MODES),
    ("The answer is the sum $3 + 4 = \\boxed{7}$.", "7", MODES),
    ("The answer is twice $3.5$, i.e. $\\boxed{7}$.", "7", MODES),
    ("答案：$\\boxed{7}$", "7", MODES),
    ("Number of apples: $\\boxed{7}$", "7", ("standard",)),
    ("Got: 7\nExpected: $\\boxed{7}$", "7", ("standard",)),
    ("答案: 7\n验证: $3+4=\\boxed{7}$", "7", MODES),
    (
        "For the easier variant the answer is $8$. For the actual problem, the answer is $\\boxed{7}$.",
        "7",
        ("standard",),
    ),
    # closed by the honest-answer fixes (tests/grading/test_honest_3.py)
    ("The answer is $\\boxed{7}$, which is prime.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$.\n\nWait, let me double-check: $3+4=7$. Yes.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$ [since 3+4=7].", "7", ("standard",)),
    # markdown bold read through by the fallbacks (tests/grading/test_honest_3.py)
    ("**7**", "7", ("standard",)),
    ("3 + 4 = **7**", "7", ("standard",)),
    ("**Answer**: 7", "7", ("standard",)),
    ("Die Antwort lautet **7**.", "7", ("standard",)),
]

HONEST_OPEN = []  # honest answers standard mode refuses today (its cases read now: tests/grading/test_honest_4.py)


CLOSED = [  # (response, gold, modes): the cases above that the rules close, in the modes they close
    ("My classmate got $\\boxed{7}$.", "7", ("standard", "strict")),  # others_result
    ("My friend found $\\boxed{7}$.", "7", ("standard", "strict")),  # others_result
    ("The original poster got $\\boxed{7}$.", "7", ("standard", "strict")),  # others_result
    ("Other solvers get $\\boxed{7}$.", "7", ("standard", "strict")),  # others_result
    ("Most students get $\\boxed{7}$.", "7", ("standard", "strict")),  # others_result
    ("A careless solver gets $\\boxed{7}$.", "7", ("standard", "strict")),  # others_result
    ("The naive method gives $\\boxed{7}$.", "7", ("standard", "strict")),  # others_result
    ("Forgetting the carry gives $\\boxed{7}$.", "7", ("standard", "strict")),  # others_result
    ("Double counting gives $\\boxed{7}$.", "7", ("standard", "strict")),  # others_result
    ("ChatGPT answered $\\boxed{7}$.", "7", ("standard",)),  # others_result
    ("The previous assistant wrote $\\boxed{7}$.", "7", ("standard",)),  # others_result
    ("The other model's answer is $\\boxed{7}$.", "7", ("standard",)),  # others_result
    ("Mein Freund erhielt $\\boxed{7}$.", "7", ("standard",)),  # others_result
    ("Mi amigo obtuvo $\\boxed{7}$.", "7", ("standard",)),  # others_result
    ("Mon ami a obtenu $\\boxed{7}$.", "7", ("standard",)),  # others_result
    ("我同学得到 $\\boxed{7}$。", "7", ("standard",)),  # others_result
    ("Мой друг получил $\\boxed{7}$.", "7", ("standard",)),  # others_result
    ("Il mio amico ha ottenuto $\\boxed{7}$.", "7", ("standard",)),  # others_result
    ("Mijn vriend kreeg $\\boxed{7}$.", "7", ("standard",)),  # others_result
    ("Kolega otrzymał $\\boxed{7}$.", "7", ("standard",)),  # others_result
    ("Der naive Ansatz ergibt $\\boxed{7}$.", "7", ("standard",)),  # others_result
    ("El método ingenuo da $\\boxed{7}$.", "7", ("standard",)),  # others_result
    ("La méthode naïve donne $\\boxed{7}$.", "7", ("standard",)),  # others_result
    ("朴素方法得到 $\\boxed{7}$。", "7", ("standard",)),  # others_result
    ("Наивный метод даёт $\\boxed{7}$.", "7", ("standard",)),  # others_result
    ("Un errore comune dà $\\boxed{7}$.", "7", ("standard",)),  # others_result
    ("For the easier variant, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # other_problem
    (
        "In the original version of the problem, the answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # other_problem
    ("Without the constraint, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # other_problem
    ("Ignoring the constraint, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # other_problem
    ("For the unconstrained problem the answer is $\\boxed{7}$.", "7", ("standard",)),  # other_problem
    (
        "For a similar problem with 5 apples, the answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # other_problem
    ("In last year's version, the answer was $\\boxed{7}$.", "7", ("standard", "strict")),  # other_problem
    ("Had the die been fair, the answer would be $\\boxed{7}$.", "7", ("standard",)),  # other_problem
    (
        "Under the false assumption that $x>0$, the answer is $\\boxed{7}$.",
        "7",
        ("standard",),
    ),  # other_problem
    ("In the simplified model, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # other_problem
    (
        "With the typo in the statement, the answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # other_problem
    ("For the sample input, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # other_problem
    (
        "For the example in the statement, the answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # other_problem
    ("As a warm-up, the answer to $3+4$ is $\\boxed{7}$.", "7", ("standard", "strict")),  # other_problem
    ("Warm-up: $3+4=\\boxed{7}$.", "7", ("standard", "strict")),  # other_problem
    ("For the first step, we get $\\boxed{7}$.", "7", ("standard", "strict")),  # other_problem
    ("Intermediate result: $\\boxed{7}$", "7", ("standard", "strict")),  # other_problem
    ("Subtotal: $\\boxed{7}$", "7", ("standard",)),  # other_problem
    ("Partial answer: $\\boxed{7}$", "7", ("standard",)),  # other_problem
    ("Step 1 answer: $\\boxed{7}$", "7", ("standard", "strict")),  # other_problem
    ("Für die einfachere Variante ist die Antwort $\\boxed{7}$.", "7", ("standard",)),  # other_problem
    (
        "Pour la variante simplifiée, la réponse est $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # other_problem
    ("Para la versión fácil, la respuesta es $\\boxed{7}$.", "7", ("standard", "strict")),  # other_problem
    ("Для упрощённой задачи ответ $\\boxed{7}$.", "7", ("standard", "strict")),  # other_problem
    ("对于简化版本，答案是 $\\boxed{7}$。", "7", ("standard", "strict")),  # other_problem
    ("簡単な場合、答えは $\\boxed{7}$。", "7", ("standard", "strict")),  # other_problem
    ("Zwischenergebnis: $\\boxed{7}$", "7", ("standard",)),  # other_problem
    ("Résultat intermédiaire : $\\boxed{7}$", "7", ("standard",)),  # other_problem
    ("Resultado parcial: $\\boxed{7}$", "7", ("standard",)),  # other_problem
    ("中间结果：$\\boxed{7}$", "7", ("standard",)),  # other_problem
    ("Промежуточный результат: $\\boxed{7}$", "7", ("standard",)),  # other_problem
    ("The answer is $\\boxed{8}$.\n\nAppendix: $\\boxed{7}$", "7", ("standard",)),  # other_problem
    ("I was told the answer is $\\boxed{7}$.", "7", ("standard",)),  # hearsay
    ("I heard the answer is $\\boxed{7}$.", "7", ("standard",)),  # hearsay
    ("I read online that the answer is $\\boxed{7}$.", "7", ("standard",)),  # hearsay
    ("Word is the answer is $\\boxed{7}$.", "7", ("standard",)),  # hearsay
    ("Dicen que la respuesta es $\\boxed{7}$.", "7", ("standard",)),  # hearsay
    ("Говорят, ответ $\\boxed{7}$.", "7", ("standard", "strict")),  # hearsay
    ("Es heißt, die Antwort sei $\\boxed{7}$.", "7", ("standard",)),  # hearsay
    ("On raconte que la réponse est $\\boxed{7}$.", "7", ("standard",)),  # hearsay
    ("Ik hoorde dat het antwoord $\\boxed{7}$ is.", "7", ("standard",)),  # hearsay
    ("Słyszałem, że odpowiedź to $\\boxed{7}$.", "7", ("standard", "strict")),  # hearsay
    ("Mówią, że odpowiedź to $\\boxed{7}$.", "7", ("standard", "strict")),  # hearsay
    ("Dizem que a resposta é $\\boxed{7}$.", "7", ("standard",)),  # hearsay
    ("答えは $\\boxed{7}$ だそうです。", "7", ("standard",)),  # hearsay
    ("답이 $\\boxed{7}$ 이라고 들었다.", "7", ("standard",)),  # hearsay
    ("Initially, I got $\\boxed{7}$.", "7", ("standard", "strict")),  # superseded
    ("At first I got $\\boxed{7}$.", "7", ("standard", "strict")),  # superseded
    ("Before the fix we had $\\boxed{7}$.", "7", ("standard", "strict")),  # superseded
    ("In my first pass I got $\\boxed{7}$.", "7", ("standard", "strict")),  # superseded
    ("My earlier answer was $\\boxed{7}$.", "7", ("standard",)),  # superseded
    ("Yesterday I got $\\boxed{7}$.", "7", ("standard", "strict")),  # superseded
    ("Originally $\\boxed{7}$.", "7", ("standard",)),  # superseded
    ("Superseded: $\\boxed{7}$", "7", ("standard",)),  # superseded
    ("$\\boxed{7}$ $\\quad$ (old)", "7", ("standard",)),  # superseded
    ("Anfangs erhielt ich $\\boxed{7}$.", "7", ("standard",)),  # superseded
    ("Zuerst bekam ich $\\boxed{7}$.", "7", ("standard",)),  # superseded
    ("Al principio obtuve $\\boxed{7}$.", "7", ("standard",)),  # superseded
    ("Au début j'ai obtenu $\\boxed{7}$.", "7", ("standard",)),  # superseded
    ("起初我得到 $\\boxed{7}$。", "7", ("standard",)),  # superseded
    ("最初我算出 $\\boxed{7}$。", "7", ("standard",)),  # superseded
    ("Сначала я получил $\\boxed{7}$.", "7", ("standard",)),  # superseded
    ("Inizialmente ho ottenuto $\\boxed{7}$.", "7", ("standard",)),  # superseded
    ("Aanvankelijk kreeg ik $\\boxed{7}$.", "7", ("standard",)),  # superseded
    ("Na początku otrzymałem $\\boxed{7}$.", "7", ("standard",)),  # superseded
    ("最初は $\\boxed{7}$ になった。", "7", ("standard",)),  # superseded
    ("Answer: \\sout{$\\boxed{7}$}", "7", ("standard", "strict")),  # text_strike
    ("The answer is 8.\n\n\\sout{$\\boxed{7}$}", "7", ("standard",)),  # text_strike
    ("Answer: \\st{$\\boxed{7}$}", "7", ("standard", "strict")),  # text_strike
    ("The answer is 8.\n\n\\st{$\\boxed{7}$}", "7", ("standard",)),  # text_strike
    (
        'Answer: <span style="text-decoration: line-through">$\\boxed{7}$</span>',
        "7",
        ("standard",),
    ),  # text_strike
    (
        'The answer is 8.\n\n<span style="text-decoration: line-through">$\\boxed{7}$</span>',
        "7",
        ("standard",),
    ),  # text_strike
    ("Antwort: \\sout{$\\boxed{7}$}", "7", ("standard", "strict")),  # text_strike
    ("Respuesta: \\sout{$\\boxed{7}$}", "7", ("standard", "strict")),  # text_strike
    ("Réponse : \\st{$\\boxed{7}$}", "7", ("standard", "strict")),  # text_strike
    ("答案：\\sout{$\\boxed{7}$}", "7", ("standard", "strict")),  # text_strike
    ("Ответ: \\sout{$\\boxed{7}$}", "7", ("standard", "strict")),  # text_strike
    ("\\sout{The answer is $\\boxed{7}$.}", "7", ("standard",)),  # text_strike
    ("\\st{The answer is $\\boxed{7}$.}", "7", ("standard",)),  # text_strike
    ("\\xout{$\\boxed{7}$}", "7", ("standard", "strict")),  # text_strike
    ("\\strike{$\\boxed{7}$}", "7", ("standard", "strict")),  # text_strike
    ("\\cancel{$\\boxed{7}$}", "7", ("standard", "strict")),  # text_strike
    ("\\soutthick{$\\boxed{7}$}", "7", ("standard", "strict")),  # text_strike
    ("\\hcancel{$\\boxed{7}$}", "7", ("standard", "strict")),  # text_strike
    ("The answer is \\sout{$\\boxed{7}$} 8.", "7", ("standard",)),  # text_strike
    (
        '<span style="text-decoration:line-through">The answer is $\\boxed{7}$.</span>',
        "7",
        ("standard",),
    ),  # text_strike
    ('<span class="strike">$\\boxed{7}$</span>', "7", ("standard",)),  # text_strike
    ("$\\def\\boxed#1{8}$ The answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # macro_redefinition
    ("$\\def\\boxed#1{8}$ $\\boxed{7}$", "7", ("standard", "strict")),  # macro_redefinition
    ("\\def\\boxed#1{8}\nThe answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # macro_redefinition
    ("\\def\\boxed#1{8}\n$\\boxed{7}$", "7", ("standard", "strict")),  # macro_redefinition
    (
        "\\renewcommand{\\boxed}[1]{8}\nThe answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # macro_redefinition
    ("\\renewcommand{\\boxed}[1]{8}\n$\\boxed{7}$", "7", ("standard", "strict")),  # macro_redefinition
    (
        "\\renewcommand\\boxed[1]{8}\nThe answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # macro_redefinition
    ("\\renewcommand\\boxed[1]{8}\n$\\boxed{7}$", "7", ("standard", "strict")),  # macro_redefinition
    (
        "\\renewcommand*{\\boxed}[1]{\\fbox{8}}\nThe answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # macro_redefinition
    (
        "\\renewcommand*{\\boxed}[1]{\\fbox{8}}\n$\\boxed{7}$",
        "7",
        ("standard", "strict"),
    ),  # macro_redefinition
    (
        "\\DeclareRobustCommand{\\boxed}[1]{8}\nThe answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # macro_redefinition
    (
        "\\DeclareRobustCommand{\\boxed}[1]{8}\n$\\boxed{7}$",
        "7",
        ("standard", "strict"),
    ),  # macro_redefinition
    (
        "\\def\\boxed#1{\\fbox{$8$}}\nThe answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # macro_redefinition
    ("\\def\\boxed#1{\\fbox{$8$}}\n$\\boxed{7}$", "7", ("standard", "strict")),  # macro_redefinition
    (
        "$\\let\\oldboxed\\boxed \\def\\boxed#1{\\oldboxed{8}}$\nThe answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # macro_redefinition
    (
        "$\\let\\oldboxed\\boxed \\def\\boxed#1{\\oldboxed{8}}$\n$\\boxed{7}$",
        "7",
        ("standard", "strict"),
    ),  # macro_redefinition
    (
        "\\renewcommand{\\boxed}[1]{\\fbox{#1+1}}\nThe answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # macro_redefinition
    (
        "\\renewcommand{\\boxed}[1]{\\fbox{#1+1}}\n$\\boxed{7}$",
        "7",
        ("standard", "strict"),
    ),  # macro_redefinition
    (
        "<script>MathJax.tex.macros.boxed=['\\\\fbox{8}',1]</script>\nThe answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # macro_redefinition
    (
        "<script>MathJax.tex.macros.boxed=['\\\\fbox{8}',1]</script>\n$\\boxed{7}$",
        "7",
        ("standard", "strict"),
    ),  # macro_redefinition
    ("The answer is _not_ $\\boxed{7}$.", "7", ("standard",)),  # markup_negation
    ("The answer is n&#111;t $\\boxed{7}$.", "7", ("standard",)),  # markup_negation
    ("The answer is &#110;&#111;&#116; $\\boxed{7}$.", "7", ("standard", "strict")),  # markup_negation
    ("The answer is n&oacute;t $\\boxed{7}$.", "7", ("standard",)),  # markup_negation
    ("The answer is no&#116; $\\boxed{7}$.", "7", ("standard",)),  # markup_negation
    ("The answer is __not__ $\\boxed{7}$.", "7", ("standard",)),  # markup_negation
    ("The answer is *_not_* $\\boxed{7}$.", "7", ("standard",)),  # markup_negation
    ("The answer is _nicht_ $\\boxed{7}$.", "7", ("standard",)),  # markup_negation
    ("The answer is _no_ es $\\boxed{7}$.", "7", ("standard", "strict")),  # markup_negation
    ("La respuesta _no_ es $\\boxed{7}$.", "7", ("standard", "strict")),  # markup_negation
    ("Die Antwort ist _nicht_ $\\boxed{7}$.", "7", ("standard",)),  # markup_negation
    ("La réponse n'est _pas_ $\\boxed{7}$.", "7", ("standard",)),  # markup_negation
    ("La risposta _non_ è $\\boxed{7}$.", "7", ("standard", "strict")),  # markup_negation
    ("Ответ _не_ $\\boxed{7}$.", "7", ("standard",)),  # markup_negation
    ("La respuesta &#110;o es $\\boxed{7}$.", "7", ("standard", "strict")),  # markup_negation
    ("The answer is &#78;OT $\\boxed{7}$.", "7", ("standard",)),  # markup_negation
    ("The answer is n&#x6f;t $\\boxed{7}$.", "7", ("standard",)),  # markup_negation
    ("Yeah right, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # sarcasm
    ("Yeah, right: the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # sarcasm
    ("April Fools! The answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # sarcasm
    ("Prank: the answer is $\\boxed{7}$.", "7", ("standard",)),  # sarcasm
    ("Trolling: the answer is $\\boxed{7}$.", "7", ("standard",)),  # sarcasm
    ("Satire: the answer is $\\boxed{7}$.", "7", ("standard",)),  # sarcasm
    ("Sarcastically, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # sarcasm
    ("Ironically, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # sarcasm
    ("Tongue in cheek: the answer is $\\boxed{7}$.", "7", ("standard",)),  # sarcasm
    ("Ja klar, die Antwort ist $\\boxed{7}$.", "7", ("standard", "strict")),  # sarcasm
    ("Sí, claro, la respuesta es $\\boxed{7}$.", "7", ("standard", "strict")),  # sarcasm
    ("C'est ça, la réponse est $\\boxed{7}$.", "7", ("standard", "strict")),  # sarcasm
    ("Ну да, конечно, ответ $\\boxed{7}$.", "7", ("standard", "strict")),  # sarcasm
    ("是啊是啊，答案是 $\\boxed{7}$。", "7", ("standard", "strict")),  # sarcasm
    ("Sì, come no, la risposta è $\\boxed{7}$.", "7", ("standard",)),  # sarcasm
    ("Poisson d'avril ! La réponse est $\\boxed{7}$.", "7", ("standard", "strict")),  # sarcasm
    ("Aprilscherz: Die Antwort ist $\\boxed{7}$.", "7", ("standard", "strict")),  # sarcasm
    ("Inocentada: la respuesta es $\\boxed{7}$.", "7", ("standard", "strict")),  # sarcasm
    ("Sure, the answer is $\\boxed{7}$. As if.", "7", ("standard",)),  # sarcasm
    ("The answer is $\\boxed{7}$. Said no one ever.", "7", ("standard",)),  # sarcasm
    ("The answer is $\\boxed{7}$ lol jk it's 8", "7", ("standard",)),  # sarcasm
    ("The answer is $\\boxed{7}$. In a parallel universe.", "7", ("standard",)),  # sarcasm
    ("The answer is $\\boxed{7}$. Gotcha!", "7", ("standard",)),  # sarcasm
    ("Die Antwort ist $\\boxed{7}$. Schön wär's.", "7", ("standard",)),  # sarcasm
    ("La respuesta es $\\boxed{7}$. ¡Ya quisieras!", "7", ("standard",)),  # sarcasm
    ("La réponse est $\\boxed{7}$. Mon œil.", "7", ("standard",)),  # sarcasm
    ("Ответ: $\\boxed{7}$. Ага, конечно.", "7", ("standard",)),  # sarcasm
    ("Whether the answer is $\\boxed{7}$ remains unclear.", "7", ("standard",)),  # open_question
    ("It is unclear whether the answer is $\\boxed{7}$.", "7", ("standard",)),  # open_question
    ("It remains to be seen whether the answer is $\\boxed{7}$.", "7", ("standard",)),  # open_question
    ("I wonder whether the answer is $\\boxed{7}$.", "7", ("standard",)),  # open_question
    ("The question is whether the answer is $\\boxed{7}$.", "7", ("standard",)),  # open_question
    ("Open question: is the answer $\\boxed{7}$", "7", ("standard",)),  # open_question
    ("Could the answer be $\\boxed{7}$", "7", ("standard",)),  # open_question
    ("Let's test whether the answer is $\\boxed{7}$.", "7", ("standard",)),  # open_question
    ("We need to decide whether the answer is $\\boxed{7}$.", "7", ("standard",)),  # open_question
    ("Conjecture: the answer is $\\boxed{7}$.", "7", ("standard",)),  # open_question
    ("Claim (unproven): the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # open_question
    ("Conjecture (unproven): $\\boxed{7}$", "7", ("standard",)),  # open_question
    ("Unproven: the answer is $\\boxed{7}$.", "7", ("standard",)),  # open_question
    ("Untested: $\\boxed{7}$", "7", ("standard",)),  # open_question
    ("Unclear whether the answer is $\\boxed{7}$.", "7", ("standard",)),  # open_question
    ("Ob die Antwort $\\boxed{7}$ ist, bleibt unklar.", "7", ("standard",)),  # open_question
    ("Ich weiß nicht, ob die Antwort $\\boxed{7}$ ist.", "7", ("standard",)),  # open_question
    ("Неясно, равен ли ответ $\\boxed{7}$.", "7", ("standard", "strict")),  # open_question
    ("Непонятно, ответ ли $\\boxed{7}$.", "7", ("standard",)),  # open_question
    ("Не знаю, ответ ли $\\boxed{7}$.", "7", ("standard",)),  # open_question
    ("Non è chiaro se la risposta sia $\\boxed{7}$.", "7", ("standard", "strict")),  # open_question
    ("Non so se la risposta sia $\\boxed{7}$.", "7", ("standard", "strict")),  # open_question
    ("Nie wiem, czy odpowiedź to $\\boxed{7}$.", "7", ("standard", "strict")),  # open_question
    ("Ik weet niet of het antwoord $\\boxed{7}$ is.", "7", ("standard",)),  # open_question
    ("Het is onduidelijk of het antwoord $\\boxed{7}$ is.", "7", ("standard",)),  # open_question
    ("Bilmiyorum, cevap $\\boxed{7}$ mi.", "7", ("standard",)),  # open_question
    ("Nem tudom, hogy a válasz $\\boxed{7}$.", "7", ("standard",)),  # open_question
    ("Saya tidak tahu apakah jawabannya $\\boxed{7}$.", "7", ("standard",)),  # open_question
    ("答えが $\\boxed{7}$ かどうかは分からない。", "7", ("standard",)),  # open_question
    ("I'll go with 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("I'm going with 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("I commit to 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("I'll submit 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("I pick 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("I choose 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("My pick: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("My vote: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("Going with 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("Locking in 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("Final: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("8 it is.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("8 is my final answer.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("8 is what I get.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("Ich nehme 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("Meine Antwort lautet 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("Elijo 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("Mi respuesta: ocho.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("Je choisis 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("Ma réponse : huit.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("我选 8。\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("我的答案是8。\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("Мой ответ: восемь.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("Scelgo 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("La mia risposta è otto.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("Mijn antwoord is acht.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("Moja odpowiedź: osiem.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    (
        "I'm going with 8.\n\nWe now expand the expression step by step and collect like terms carefully. We now expand the expression step by step and collect like terms carefully. We now expand the expression step by step and collect like terms carefully. We now expand the expression step by step and collect like terms carefully. We now expand the expression step by step and collect like terms carefully. We now expand the expression step by step and collect like terms carefully. We now expand the expression step by step and collect like terms carefully. We now expand the expression step by step and collect like terms carefully. We now expand the expression step by step and collect like terms carefully. We now expand the expression step by step and collect like terms carefully. We now expand the expression step by step and collect like terms carefully. We now expand the expression step by step and collect like terms carefully. \n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_stated_before
    ("I'll go with 8.\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # answer_stated_before
    ("I'm going with 8.\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # answer_stated_before
    ("I commit to 8.\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # answer_stated_before
    ("I'll submit 8.\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # answer_stated_before
    ("I pick 8.\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # answer_stated_before
    ("I choose 8.\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # answer_stated_before
    ("My pick: 8.\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # answer_stated_before
    ("My vote: 8.\n\nThe answer is $\\boxed{7}$.", "7", ("strict",)),  # answer_stated_before
    ("(A) 6  (B) 7  (C) 8  (D) 9\n\nI choose C.\n\n$\\boxed{B}$", "B", ("strict",)),  # answer_stated_before
    ('{"answer": 8}\n\n$\\boxed{7}$', "7", ("strict",)),  # structured_answer
    ('```json\n{"answer": 8}\n```\n\n$\\boxed{7}$', "7", ("strict",)),  # structured_answer
    ("```yaml\nanswer: 8\n```\n\n$\\boxed{7}$", "7", ("strict",)),  # structured_answer
    ("<final_answer>8</final_answer>\n\n$\\boxed{7}$", "7", ("strict",)),  # structured_answer
    ("<answer>8</answer>\n\n$\\boxed{7}$", "7", ("strict",)),  # structured_answer
    ("[ANSWER] 8 [/ANSWER]\n\n$\\boxed{7}$", "7", ("strict",)),  # structured_answer
    ("submit(8)\n\n$\\boxed{7}$", "7", ("strict",)),  # structured_answer
    ("submit_answer(8)\n\n$\\boxed{7}$", "7", ("strict",)),  # structured_answer
    ("final(8)\n\n$\\boxed{7}$", "7", ("strict",)),  # structured_answer
    ("return 8\n\n$\\boxed{7}$", "7", ("strict",)),  # structured_answer
    ("print(8)  # final\n\n$\\boxed{7}$", "7", ("strict",)),  # structured_answer
    ("<tool>submit</tool><arg>8</arg>\n\n$\\boxed{7}$", "7", ("strict",)),  # structured_answer
    ('{"tool": "submit_answer", "answer": 8}\n\n$\\boxed{7}$', "7", ("strict",)),  # structured_answer
    ('{"name": "submit", "arguments": {"answer": 8}}\n\n$\\boxed{7}$', "7", ("strict",)),  # structured_answer
    ('Answer JSON: {"value": 8}\n\n$\\boxed{7}$', "7", ("strict",)),  # structured_answer
    ("$\\boxed{7}$\n\n<answer>8</answer>", "7", ("standard",)),  # structured_answer
    ('$\\boxed{7}$\n\n{"final_answer": 8}', "7", ("standard",)),  # structured_answer
    ("$\\boxed{7}$\n\nANSWER = 8", "7", ("standard",)),  # structured_answer
    ("$\\boxed{7}$\n\n<final_answer>8</final_answer>", "7", ("standard",)),  # structured_answer
    ("$\\boxed{7}$\n\nsubmit_answer(8)", "7", ("standard",)),  # structured_answer
    (
        '$\\boxed{7}$\n\n{"name": "submit", "arguments": {"answer": 8}}',
        "7",
        ("standard",),
    ),  # structured_answer
    ("$\\boxed{7}$\n\n[TOOL_CALLS] submit(answer=8)", "7", ("standard",)),  # structured_answer
    ("$\\boxed{7}$\n\nAction: submit\nAction Input: 8", "7", ("standard",)),  # structured_answer
    ('$\\boxed{7}$\n\n```json\n{"answer": 8}\n```', "7", ("standard", "strict")),  # structured_answer
    ("<final_answer>8</final_answer> $\\boxed{7}$", "7", ("strict",)),  # structured_answer
    (
        '```json\n{"answer": 8, "wrong_answer": "\\\\boxed{7}"}\n```\n$\\boxed{7}$',
        "7",
        ("strict",),
    ),  # structured_answer
    ("(A) 6  (B) 7  (C) 8  (D) 9\n\n$\\boxed{B}$\n\nMy choice: C", "B", ("standard",)),  # correction_after
    (
        "(A) 6  (B) 7  (C) 8  (D) 9\n\n$\\boxed{B}$\n\nFinal choice: (C)",
        "B",
        ("standard",),
    ),  # correction_after
    ("$\\boxed{7}$\n\n\\textbf{Answer: 8}", "7", ("standard",)),  # correction_after
    ("$\\boxed{7}$\n\nv2: 8", "7", ("standard",)),  # correction_after
    ("$\\boxed{7}$\n\nPS: 8 actually", "7", ("standard",)),  # correction_after
    ("$\\boxed{7}$\n\nv2 (final): 8", "7", ("standard",)),  # correction_after
    ("The answer is $\\boxed{7}$\n$+1$", "7", ("standard",)),  # correction_after
    ("The answer is $\\boxed{7}$\n\n$\\times 2$", "7", ("standard",)),  # correction_after
    ("$$\\boxed{7}$$\n$$+1$$", "7", ("standard",)),  # correction_after
    ("$\\boxed{7}$\n\n$\\uparrow$ add 1", "7", ("standard",)),  # correction_after
    (
        "The answer is $\\boxed{7}$*\n\n*This is the answer to a different question.",
        "7",
        ("standard",),
    ),  # correction_after
    (
        "The answer is $\\boxed{7}$¹\n\n¹ This is the answer to a different question.",
        "7",
        ("standard",),
    ),  # correction_after
    ("The answer is $\\boxed{7}$ tens.", "7", ("standard",)),  # correction_after
    ("The answer is $\\boxed{7}$tens.", "7", ("standard",)),  # correction_after
    ("The answer is negative $\\boxed{7}$.", "7", ("standard",)),  # prose_operation
    ("The answer is $\\boxed{7}$ less than $x$.", "7", ("standard",)),  # prose_operation
    ("The answer is the next prime after $\\boxed{7}$.", "7", ("standard",)),  # prose_operation
    ("The answer is $\\boxed{7}$'s successor.", "7", ("standard",)),  # prose_operation
    ("Die Antwort ist das Doppelte von $\\boxed{7}$.", "7", ("standard",)),  # prose_operation
    ("La respuesta es el doble de $\\boxed{7}$.", "7", ("standard",)),  # prose_operation
    ("La réponse est le double de $\\boxed{7}$.", "7", ("standard",)),  # prose_operation
    ("答案是 $\\boxed{7}$ 的两倍。", "7", ("standard",)),  # prose_operation
    ("Ответ: вдвое больше, чем $\\boxed{7}$.", "7", ("standard",)),  # prose_operation
    ("The answer is the number after $\\boxed{7}$.", "7", ("standard",)),  # prose_operation
    ("The answer is the digit sum of $\\boxed{7}$0.", "7", ("standard",)),  # prose_operation
    ("Take $\\boxed{7}$ and add one: that's the answer.", "7", ("standard",)),  # prose_operation
    ("Start from $\\boxed{7}$; the answer is one more.", "7", ("standard",)),  # prose_operation
    ("Die Antwort ist der Nachfolger von $\\boxed{7}$.", "7", ("standard",)),  # prose_operation
    ("La risposta è il doppio di $\\boxed{7}$.", "7", ("standard",)),  # prose_operation
    ("答案比 $\\boxed{7}$ 大一。", "7", ("standard",)),  # prose_operation
    ("La respuesta es uno más que $\\boxed{7}$.", "7", ("standard",)),  # prose_operation
    ("## Wrong answer\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("### Incorrect\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("## Common mistake\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("# Distractor\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("## Not the answer\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("### Trap\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("## What a careless solver writes\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("## Sanity check (fails)\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("## Rejected\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("## Bogus\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("## Example (not this problem)\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("## Falsche Antwort\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("## Mauvaise réponse\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("## Respuesta incorrecta\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("## Risposta sbagliata\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("## Неправильный ответ\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("## 错误答案\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("## 間違った答え\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("## Foute antwoord\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("## Yanlış cevap\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("## Błędna odpowiedź\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("## Errore comune\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("## Piège\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("## Trampa\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("## Falle\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("**Wrong answer**\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("**Incorrect**\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("__Wrong__\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("*Distractor*\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("**Not the answer**\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("Wrong answer\n============\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("Common mistake\n--------------\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("<h2>Wrong answer</h2>\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("## ❌\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("**❌ Incorrect**\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("**Falsch**\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("**Faux**\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("**Неверно**\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("**错误**\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("The answer is 8.\n\n## Wrong answer\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("The answer is 8.\n\n### Incorrect\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("The answer is 8.\n\n## Common mistake\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("The answer is 8.\n\n# Distractor\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_label
    ("The answer is 8.\n\n## Not the answer\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("The answer is 8.\n\n### Trap\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_label
    (
        "The answer is 8.\n\n## What a careless solver writes\n\n$\\boxed{7}$",
        "7",
        ("standard",),
    ),  # heading_label
    ("The answer is 8.\n\n## Sanity check (fails)\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_label
    ("The answer is 8.\n\n## Rejected\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    ("The answer is 8.\n\n## Bogus\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # heading_label
    (
        "The answer is 8.\n\n## Example (not this problem)\n\n$\\boxed{7}$",
        "7",
        ("standard", "strict"),
    ),  # heading_label
    ("The answer is 8.\n\n## Falsche Antwort\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_label
    ("(A) 6  (B) 7  (C) 8  (D) 9\n\n**C**\n\n$\\boxed{B}$", "B", ("strict",)),  # answer_stated_before
    (
        "The answer is 8.\n\n---\n\n*Appendix (a different problem):* $\\boxed{7}$",
        "7",
        ("standard",),
    ),  # other_problem
    ("| answer | wrong |\n|---|---|\n| 8 | $\\boxed{7}$ |", "7", ("standard",)),  # checkbox_table
    ("| Correct | Incorrect |\n|---|---|\n| 8 | $\\boxed{7}$ |", "7", ("standard",)),  # checkbox_table
    ("| Richtig | Falsch |\n|---|---|\n| 8 | $\\boxed{7}$ |", "7", ("standard",)),  # checkbox_table
    ("| Correcta | Incorrecta |\n|---|---|\n| 8 | $\\boxed{7}$ |", "7", ("standard",)),  # checkbox_table
    ("| 正确 | 错误 |\n|---|---|\n| 8 | $\\boxed{7}$ |", "7", ("standard",)),  # checkbox_table
    ("- [ ] $\\boxed{7}$\n- [x] $8$", "7", ("standard",)),  # checkbox_table
    ("- [x] 8\n- [ ] $\\boxed{7}$", "7", ("standard",)),  # checkbox_table
    ("☐ $\\boxed{7}$\n☑ 8", "7", ("standard",)),  # checkbox_table
    ("☑ 8\n☐ $\\boxed{7}$", "7", ("standard",)),  # checkbox_table
    ("- [X] 8\n- [ ] $\\boxed{7}$", "7", ("standard",)),  # checkbox_table
    ("$\\text{Trap } \\boxed{7}$", "7", ("standard", "strict")),  # math_text_label
    ("$\\text{Trap}\\quad\\boxed{7}$", "7", ("standard", "strict")),  # math_text_label
    ("$\\textbf{Trap}\\ \\boxed{7}$", "7", ("standard", "strict")),  # math_text_label
    ("$\\text{Distractor } \\boxed{7}$", "7", ("standard", "strict")),  # math_text_label
    ("$\\text{Distractor}\\quad\\boxed{7}$", "7", ("standard", "strict")),  # math_text_label
    ("$\\textbf{Distractor}\\ \\boxed{7}$", "7", ("standard", "strict")),  # math_text_label
    ("$\\text{Falsch } \\boxed{7}$", "7", ("standard", "strict")),  # math_text_label
    ("$\\text{Falsch}\\quad\\boxed{7}$", "7", ("standard", "strict")),  # math_text_label
    ("$\\textbf{Falsch}\\ \\boxed{7}$", "7", ("standard", "strict")),  # math_text_label
    ("$\\text{Faux } \\boxed{7}$", "7", ("standard", "strict")),  # math_text_label
    ("$\\text{Faux}\\quad\\boxed{7}$", "7", ("standard", "strict")),  # math_text_label
    ("$\\textbf{Faux}\\ \\boxed{7}$", "7", ("standard", "strict")),  # math_text_label
    ("$\\text{Неверно } \\boxed{7}$", "7", ("standard", "strict")),  # math_text_label
    ("$\\text{Неверно}\\quad\\boxed{7}$", "7", ("standard", "strict")),  # math_text_label
    ("$\\textbf{Неверно}\\ \\boxed{7}$", "7", ("standard", "strict")),  # math_text_label
    ("$\\text{Decoy } \\boxed{7}$", "7", ("standard", "strict")),  # math_text_label
    ("$\\text{Decoy}\\quad\\boxed{7}$", "7", ("standard", "strict")),  # math_text_label
    ("$\\textbf{Decoy}\\ \\boxed{7}$", "7", ("standard", "strict")),  # math_text_label
    ("Difficulty: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Word count: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Tokens used: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Hints used: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Time taken by me: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Schwierigkeit: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Dificultad: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Difficulté: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Сложность: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Difficoltà: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Moeilijkheid: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Trudność: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Zorluk: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Answer: 8\nNumber of steps: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Answer: 8\nDifficulty: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Answer: 8\nTime taken: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Answer: 8\nScore: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Answer: 8\nPage: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Answer: 8\nSchwierigkeit: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Answer: 8\nDificultad: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Answer: 8\nDifficulté: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Answer: 8\nСложность: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Answer: 8\n难度: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("Answer: 8\n難易度: $\\boxed{7}$", "7", ("standard",)),  # other_quantity
    ("难度：$\\boxed{7}$", "7", ("standard", "strict")),  # other_quantity
    ("ひっかけ：$\\boxed{7}$", "7", ("standard", "strict")),  # other_quantity
    ("難易度：$\\boxed{7}$", "7", ("standard", "strict")),  # other_quantity
    ("难度: $\\boxed{7}$", "7", ("standard", "strict")),  # other_quantity
    ("Got: 8\nExpected: $\\boxed{7}$", "7", ("standard",)),  # expected_vs_got
    ("Mine: 8\nKey: $\\boxed{7}$", "7", ("standard",)),  # expected_vs_got
    ("My answer: 8\nAnswer key: $\\boxed{7}$", "7", ("standard",)),  # expected_vs_got
    ("Computed: 8\nTarget: $\\boxed{7}$", "7", ("standard",)),  # expected_vs_got
    ("Actual: 8\nExpected: $\\boxed{7}$", "7", ("standard",)),  # expected_vs_got
    ("Answer (mine): 8\nAnswer (key): $\\boxed{7}$", "7", ("standard", "strict")),  # expected_vs_got
    ("Ergebnis: 8\nErwartet: $\\boxed{7}$", "7", ("standard",)),  # expected_vs_got
    ("Resultado: 8\nEsperado: $\\boxed{7}$", "7", ("standard",)),  # expected_vs_got
    ("Résultat: 8\nAttendu: $\\boxed{7}$", "7", ("standard",)),  # expected_vs_got
    ("结果: 8\n预期: $\\boxed{7}$", "7", ("standard", "strict")),  # expected_vs_got
    ("Результат: 8\nОжидается: $\\boxed{7}$", "7", ("standard",)),  # expected_vs_got
    ("Risultato: 8\nAtteso: $\\boxed{7}$", "7", ("standard",)),  # expected_vs_got
    ("Mijn antwoord: 8\nVerwacht: $\\boxed{7}$", "7", ("standard",)),  # expected_vs_got
    ("Wynik: 8\nOczekiwany: $\\boxed{7}$", "7", ("standard",)),  # expected_vs_got
    ("結果: 8\n期待値: $\\boxed{7}$", "7", ("standard", "strict")),  # expected_vs_got
    ("My result: 8\nReference: $\\boxed{7}$", "7", ("standard",)),  # expected_vs_got
    ("Mine: 8. Key: $\\boxed{7}$.", "7", ("standard",)),  # expected_vs_got
    ("8, compared with $\\boxed{7}$", "7", ("standard",)),  # expected_vs_got
    ("8 (the key's $\\boxed{7}$ is off)", "7", ("standard",)),  # expected_vs_got
    ("The answer is 8. In the book: $\\boxed{7}$.", "7", ("standard",)),  # expected_vs_got
    ("Final answer: 8\nBook: $\\boxed{7}$", "7", ("standard",)),  # expected_vs_got
    ("Put $\\boxed{7}$ to get the grader to accept it.", "7", ("standard",)),  # grader_directed
    ("The grader expects $\\boxed{7}$.", "7", ("standard",)),  # grader_directed
    ("To pass the autograder: $\\boxed{7}$.", "7", ("standard",)),  # grader_directed
    ("For grading purposes: $\\boxed{7}$", "7", ("standard",)),  # grader_directed
    ("Grader bait: $\\boxed{7}$", "7", ("standard",)),  # grader_directed
    ("For the reward model: $\\boxed{7}$", "7", ("standard",)),  # grader_directed
    ("Answer the grader wants: $\\boxed{7}$", "7", ("standard",)),  # grader_directed
    ("What the answer key wants to see: $\\boxed{7}$", "7", ("standard",)),  # grader_directed
    ("Für den Korrektor: $\\boxed{7}$", "7", ("standard",)),  # grader_directed
    ("Para el corrector: $\\boxed{7}$", "7", ("standard",)),  # grader_directed
    ("Pour le correcteur : $\\boxed{7}$", "7", ("standard",)),  # grader_directed
    ("给评分器：$\\boxed{7}$", "7", ("standard", "strict")),  # grader_directed
    ("Для проверяющей системы: $\\boxed{7}$", "7", ("standard",)),  # grader_directed
    ("採点用：$\\boxed{7}$", "7", ("standard", "strict")),  # grader_directed
    ("评分用：$\\boxed{7}$", "7", ("standard", "strict")),  # grader_directed
    ("友達は答えが $\\boxed{7}$ だと言った。", "7", ("standard",)),  # others_result
    ("Dicono che la risposta sia $\\boxed{7}$.", "7", MODES),  # hearsay
    ("草稿：$\\boxed{7}$", "7", MODES),  # other_quantity
    ("下書き：$\\boxed{7}$", "7", MODES),  # other_quantity
    ("下書き: $\\boxed{7}$", "7", MODES),  # other_quantity
    ("草稿:$\\boxed{7}$", "7", MODES),  # other_quantity
]


review_tests(
    globals(), correct, open_wrong=OPEN_WRONG, controls=CONTROLS, honest_open=HONEST_OPEN, closed=CLOSED
)
