"""Gaps a fifth adversarial review found in STRICT mode (the reward mode, contract: zero false positives) and at
the value level: the writer's committed final answer is a different value (or there is none), yet a grader reads
the gold.

Each family lists responses whose final answer is NOT the gold, with the modes that accept it today. Where the
other value comes BEFORE the answer only strict is listed: standard reads a later box (or ``####`` line) as
superseding an earlier commitment by design ("Known open gaps"), strict's one-answer rule does not. The mechanism is
in the family's comment. They are ``xfail(strict=True)``: a case fails the suite once its gap closes, so move it to
CLOSED then. CONTROLS are honest answers of the same shapes that are read today, in the modes listed: a rule that
closes a family must keep them. HONEST_OPEN lists honest answers refused today, mostly by strict, that a reward
should accept.

The ``mcq`` and ``number`` graders have families of their own (``OTHER_OPEN_WRONG``, keyed by grader), graded by
``graded`` below; the ``math`` grader's are in ``OPEN_WRONG`` and use ``review_gaps.correct``.

Found by probing the graders as a black box (only docs/grading.md and the earlier review files read). Left out as
debatable: ``\\boxed{7}\\%`` and ``$\\boxed{7}$ M`` against 7 (the third review's percent and unit ``M``), an ordinal
(``\\boxed{7\\text{th}}``), ``\\text{~}`` (TeX's tie), ``7^{+1}_{-1}`` and ``7(1)`` (error bars around 7), text after
an end-of-text token (another turn), ``$\\boxed{7}$ mil``/``mn``/``tn`` (a unit: a thousandth of an inch, minutes,
tonnes), a later ``####`` after a draft or scratched one (the writer's own correction), and a bare earlier box
(``\\boxed{8}`` then ``\\boxed{7}``: the documented supersede)."""

from __future__ import annotations

from review_gaps import STRICT, correct, review_tests

from proctor.grading import get_grader
from proctor.grading.base import grade_text

_OTHER = {
    (name, mode): get_grader(name, mode=mode) for name in ("mcq", "number") for mode in ("standard", "strict")
}


def graded(grader: str, response: str, gold: str, mode: str) -> bool:
    """Whether the ``grader`` ('mcq' or 'number') in ``mode`` reads ``response`` as the gold ``gold``."""
    return grade_text(_OTHER[grader, mode], response, gold).correct


# strict: a commitment to another value before the box in a language (or a phrasing) outside strict's commitment
# lexicon: Turkish with a suffix or a value-first verb ('Cevap 8'dir.', '8'i seçiyorum.'), Korean, Hindi, Arabic,
# Vietnamese, Indonesian, Swahili, Japanese, Thai, Greek, Hebrew, Ukrainian, Nordic, Finnish, Tagalog, Czech,
# Romanian, Hungarian, Persian, Bengali, Tamil, Georgian, Basque, Irish; and '答案是8。' without '我的' (with it, refused)
STRICT_COMMITMENT_LANGS = []

# strict: an English conclusion on another value before the box in words outside the lexicon ('Bottom
# line: 8.', 'TL;DR: 8', 'Conclusion: 8.', 'Therefore, 8 is the answer.'): 'The answer is 8.', 'Final answer: 8', 'I'm
# going with 8.' are refused, these are not
STRICT_COMMITMENT_EN = []

# strict: an answer field for another value before the box in a format the field reader does not parse: CSV header
# + row, a Markdown table column, '\newcommand{\answer}{8}' (refused as a mark only INSIDE the box), '\setanswer{8}',
# Lisp '(setq answer 8)', protobuf text 'answer { value: 8 }', YAML tags, Tcl 'set answer 8', Ruby/Perl '=>', Clojure
# ':answer 8', a tab or ';' separator, Mathematica 'FinalAnswer[8]', '@answer'/'#answer' tags, a '%' comment,
# attribute/index targets ('answer.value = 8', "result['answer'] = 8"), abbreviations ('ans', 'soln', 'Ans.',
# 'A:'), non-Latin keys ('उत्तर = 8', 'الجواب = 8', 'jibu = 8', 'kotae = 8'), arrows and dashes ('Answer -> 8',
# 'Answer — 8'); 'answer = 8', 'answer: 8', '<answer>8</answer>', "{'answer': 8}" are refused
STRICT_ANSWER_FIELDS = []

# strict: a commitment the one-answer rule would refuse ('Final answer: 8', 'My final answer is 8.') is read past when
# its value is written in another form: a Chinese or Roman numeral ('Answer: 八', 'Answer: VIII'), 'x = 8' outside
# math, brackets or guillemets ('(8)', '[8]', '«8»'), a currency sign ('$8'), an expression ('7+1'), or a negated
# first value ('The answer is not 7 but 8.'): the rule seems to compare only a plain leading number after the label
# ('7+1' passes as 7, while the honest 'Final answer: 6+1' before a box of 7 is refused in strict: see CONTROLS)
STRICT_COMMITTED_VALUE_FORM = []

# strict: a final answer stated IN A BOX for another value before the last box ('My final answer is $\boxed{8}$.'):
# the one-answer rule refuses the same statement without a box, but a box on an earlier line is superseded by the
# last line's (the Hedging rule) even when its sentence names it the final answer, in any language
EARLIER_BOXED_ANSWER = []

# standard: a later sentence that judges the box's value or replaces it in words no list holds: 'Not 7.', '7 is
# off.', '7 doesn't work.', '7 fails the check.', an arrow '(7 → 8)', marks '7 ✗ 8 ✓', sed 's/7/8/', 'Answer v2 = 8',
# 'X değil, Y', 'X이 아니라 Y', 'X नहीं, Y', 'ليس X بل Y', 'Không phải X, mà là Y', 'Bukan X, tapi Y', 'No es X sino Y',
# 'Ce n'est pas X mais Y', 'XではなくY'; a commitment after the box in Hindi or Vietnamese; '= 8' or 'i.e. 8' glued
# after the box. (Strict refuses all of these: nothing but a whitelist may follow its box.)
JUDGED_AFTER_BOX = []

# standard: a scale word after the box's math span in a language or script outside the magnitude list is read as a
# unit or count noun and dropped: 'bin' (Turkish thousand), 'elfu' (Swahili), 'हज़ार', 'ألف', 'ngàn'/'nghìn'/'triệu'
# (Vietnamese), 'tisíc', 'ezer', 'хиляди', 'тисяч', 'אלף', 'هزار', 'হাজার', 'พัน', 'ล้าน', 'χιλιάδες', '백만',
# 'мільйонів', 'miljoner' ('thousand', 'million', 'lakh', 'crore', 'ribu', 'juta', '千', '천', 'млн', 'millones' are
# refused)
SCALE_WORD_AFTER_BOX = []

# math grader, choice gold: strict reads '\boxed{C}' after a statement that ANOTHER letter is correct or is the
# answer, in English ('B is correct.', 'Correct option: B') and in 13 other languages, and after fields ('ans = B',
# 'Answer -> B'): the one-answer rule knows commitments to values, not statements that a letter is correct
MCQ_LETTER_BEFORE_BOX = []

# math grader, choice gold, standard: a correction to another letter after '\boxed{C}' (known open: 'Actually, B.'
# is refused, 'Erratum: it should read D.' and 'Actually' in 13 other languages are not), 'Not C.', and a final line
# that is another letter alone ('B', '**B**', '(B)': the doc says the last choice decides)
MCQ_CORRECTION_AFTER_BOX = []

# math grader, gold with an option text, standard: the letter is the gold's but the writer's own gloss gives another
# option value ('$\boxed{C}$ since the value is 41.', 'The answer is (C), which is 41.', 'i.e. 41', in Spanish and
# Chinese) for gold '(C) 42': a box that writes another option text is refused, a gloss after it is not read
MCQ_OTHER_OPTION_VALUE = []

# a middle dot between digits (U+00B7, also '⋅' and '∙') is read as a product, never as the decimal point it is in
# British, Irish and older typesetting ('3·14', '0·5', '2·54'): a writer's 0.5 is graded as 0 and 3.14 as 42. The
# notation is ambiguous, so a proof-only mode should refuse it, or read '·' between digits as a decimal point
MIDDLE_DOT_PRODUCT = []

# a label or negation before the box in words outside the lexicon's tables (known open: "a label in words outside
# the tables"): strict reads 'Antwort (falsch):', 'Mauvaise réponse :', 'Foute antwoord:', 'Chybná odpověď:',
# 'Falsche Antwort:', Finnish, Czech, Polish, Turkish 'Tuzak cevap:' (decoy) and Hindi 'कभी नहीं' (never); standard
# also reads negations before the value in Swahili ('si'), Tagalog ('hindi'), Croatian ('nije'), Turkish ('asla'),
# Korean ('절대') and wrong-answer or decoy labels in a dozen languages
DISOWNING_LABEL_BEFORE_BOX = []

# strict: another marked-answer format for another value before the box: the number grader's '#### 8', and the frame
# commands other than '\boxed' ('\fbox', '\framebox', '\colorbox', '\fcolorbox', MathJax '\bbox', fancybox's
# '\ovalbox'/'\doublebox'/'\shadowbox', '\tcbox', a double underline): a writer's framed 8 is a final answer as
# much as an earlier '\boxed{8}' is (a bare earlier '\boxed{8}' is left out: the documented supersede)
OTHER_MARKED_FORMAT_BEFORE_BOX = []

# strict: an answer label in markup or wording the field and commitment readers do not parse: a two-column Markdown
# row '| Answer | 8 |', '\textbf{Answer:} 8', '\section*{Answer} 8', '\paragraph{Answer} 8', '\answer 8',
# '<final>8</final>', Chinese exam labels '【答案】8', '〔答〕8', '答：8', traditional '最終答案：8', '答案為8。',
# abbreviations 'ANS:', 'Soln:', 'Ans =', contractions "Answer's 8", and separators '-', '⟶', '»', '>>', '|', '/'
STRICT_MARKUP_LABEL_FIELDS = []

# a tilde that marks an approximation in plain text (not LaTeX's tie: outside math, or in a '####' line) is dropped:
# standard reads 'The answer is ~7.', 'Answer: ~7', '~$\boxed{7}$' and a full-width '～' before the box as 7 (strict
# refuses a tilde before its box, doc "Strict extraction")
APPROX_TILDE = []

OPEN_WRONG = {
    "strict_commitment_langs": STRICT_COMMITMENT_LANGS,
    "strict_commitment_en": STRICT_COMMITMENT_EN,
    "strict_answer_fields": STRICT_ANSWER_FIELDS,
    "strict_markup_label_fields": STRICT_MARKUP_LABEL_FIELDS,
    "other_marked_format_before_box": OTHER_MARKED_FORMAT_BEFORE_BOX,
    "strict_committed_value_form": STRICT_COMMITTED_VALUE_FORM,
    "earlier_boxed_answer": EARLIER_BOXED_ANSWER,
    "judged_after_box": JUDGED_AFTER_BOX,
    "scale_word_after_box": SCALE_WORD_AFTER_BOX,
    "mcq_letter_before_box": MCQ_LETTER_BEFORE_BOX,
    "mcq_correction_after_box": MCQ_CORRECTION_AFTER_BOX,
    "mcq_other_option_value": MCQ_OTHER_OPTION_VALUE,
    "middle_dot_product": MIDDLE_DOT_PRODUCT,
    "disowning_label_before_box": DISOWNING_LABEL_BEFORE_BOX,
    "approx_tilde": APPROX_TILDE,
}

# the mcq grader: the same three choice families as the math grader above, same mechanisms
MCQ_GRADER_LETTER_BEFORE_BOX = []

MCQ_GRADER_CORRECTION_AFTER_BOX = []

MCQ_GRADER_OTHER_OPTION_VALUE = []

# the number grader (GSM8K), strict: the '####' line is read with no one-answer check at all: a commitment, an
# 'Answer:' line, a field or an earlier '#### 8' line for another value before the final '#### 7' is accepted in
# every form (the math grader's strict mode refuses most of the same lines before a box)
NUMBER_COMMITMENT_BEFORE_HASH = []

# the number grader: the middle dot between digits read as a product, as in the math grader
NUMBER_MIDDLE_DOT_PRODUCT = []

# the number grader: a tilde of approximation in the '####' line (plain text, not LaTeX) is dropped in standard, and
# in strict too after a currency sign ('#### $~7') or after the number ('#### 7~', also Japanese "7 and up")
NUMBER_APPROX_TILDE = []

OTHER_OPEN_WRONG = {
    "mcq": {
        "letter_before_box": MCQ_GRADER_LETTER_BEFORE_BOX,
        "correction_after_box": MCQ_GRADER_CORRECTION_AFTER_BOX,
        "other_option_value": MCQ_GRADER_OTHER_OPTION_VALUE,
    },
    "number": {
        "commitment_before_hash": NUMBER_COMMITMENT_BEFORE_HASH,
        "middle_dot_product": NUMBER_MIDDLE_DOT_PRODUCT,
        "approx_tilde": NUMBER_APPROX_TILDE,
    },
}

CONTROLS = [  # (response, gold, modes that read it): honest answers of the same shapes (math grader)
    ("Answer: 7\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("정답: 7\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("답: 7\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("उत्तर: 7\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("Jibu: 7\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("ans = 7\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("Hence 7.\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("\\newcommand{\\answer}{7}\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("| question | answer |\n|---|---|\n| q1 | 7 |\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("So $x = 8 - 1$.\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("Step 1: 8\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("Result of step 2: 8\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("n = 8\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("Kết quả trung gian: 8.\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("x = 8 so x - 1 = 7.\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("Total: 8 apples, minus 1.\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("$\\boxed{7}$\n\nThis checks out.", "7", ("standard",)),
    ("$\\boxed{7}$\n\n7 works.", "7", ("standard",)),
    ("$\\boxed{7}$\n\n7 satisfies the equation.", "7", ("standard",)),
    ("$\\boxed{7}$\n\nNot 8.", "7", ("standard",)),
    ("$\\boxed{7}$\n\n8 doesn't work.", "7", ("standard",)),
    ("$\\boxed{7}$\n\n7, not 8.", "7", ("standard",)),
    ("$\\boxed{7}$\n\n8 değil, 7.", "7", ("standard",)),
    ("$\\boxed{7}$\n\nNo es 8 sino 7.", "7", ("standard",)),
    ("$\\boxed{7}$\n\n(8 → 7)", "7", ("standard",)),
    ("$\\boxed{7}$ km", "7", ("standard", "strict")),
    ("$\\boxed{7}$ hours", "7", ("standard", "strict")),
    ("$\\boxed{7}$ dollars", "7", ("standard", "strict")),
    ("$\\boxed{7}$ square meters", "7", ("standard", "strict")),
    ("$\\boxed{7}$ sq. units", "7", ("standard", "strict")),
    ("$\\boxed{7}$ per cent", "7", ("standard", "strict")),
    ("Answer: C\n\n$\\boxed{C}$", "C", ("standard", "strict")),
    ("정답은 C입니다.\n\n$\\boxed{C}$", "C", ("standard", "strict")),
    ("B is wrong.\n\n$\\boxed{C}$", "C", ("standard", "strict")),
    ("B is tempting, but it fails.\n\n$\\boxed{C}$", "C", ("standard", "strict")),
    ("$\\boxed{C}$\n\nB is wrong.", "C", ("standard",)),
    ("$\\boxed{C}$\n\nNot B.", "C", ("standard",)),
    ("The answer is (C), which is 42.", "(C) 42", ("standard",)),
    ("$\\boxed{C}$ since the value is 42.", "(C) 42", ("standard",)),
    ("#### 7\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("\\fbox{7}\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("\\framebox{7}\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("\\underline{\\underline{7}}\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("| Answer | 7 |\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("\\textbf{Answer:} 7\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("【答案】7\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("答：7\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("ANS: 7\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("The answer's 7.\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("The answer is~$\\boxed{7}$.", "7", ("standard", "strict")),
    ("Thus~$x = 7$, so the answer is $\\boxed{7}$.", "7", ("standard", "strict")),
    ("Answer: 七\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("Final answer: x = 7\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("Final answer: (7)\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("Final answer: 6+1\n\n$\\boxed{7}$", "7", ("standard",)),
    ("The answer is not 8 but 7.\n\n$\\boxed{7}$", "7", ("standard", "strict")),
    ("\\boxed{7 \\cdot 5}", "35", ("standard", "strict")),
    ("\\boxed{7.5}", "7.5", ("standard", "strict")),
    ("\\boxed{3.14}", "3.14", ("standard", "strict")),
    ("Richtige Antwort: $\\boxed{7}$.", "7", ("standard", "strict")),
    ("Bonne réponse : $\\boxed{7}$.", "7", ("standard", "strict")),
    ("Juiste antwoord: $\\boxed{7}$.", "7", ("standard", "strict")),
    ("Správná odpověď: $\\boxed{7}$.", "7", ("standard", "strict")),
    ("Poprawna odpowiedź: $\\boxed{7}$.", "7", ("standard", "strict")),
    ("Doğru cevap: $\\boxed{7}$.", "7", ("standard", "strict")),
    ("सही उत्तर: $\\boxed{7}$.", "7", ("standard", "strict")),
    ("Jibu sahihi: $\\boxed{7}$.", "7", ("standard",)),
    ("Jawaban benar: $\\boxed{7}$.", "7", ("standard",)),
    ("Đáp án đúng: $\\boxed{7}$.", "7", ("standard",)),
    ("Правильный ответ: $\\boxed{7}$.", "7", ("standard",)),
    ("Respuesta correcta: $\\boxed{7}$.", "7", ("standard",)),
    ("정답은 $\\boxed{7}$입니다.", "7", ("strict",)),  # was HONEST_OPEN
    ("$\\boxed{7}$です。", "7", ("strict",)),  # was HONEST_OPEN
    ("$\\boxed{7}$ है।", "7", ("strict",)),  # was HONEST_OPEN
    ("$\\boxed{7}$।", "7", ("strict",)),  # was HONEST_OPEN
    ("Sonuç $\\boxed{7}$'dir.", "7", ("strict",)),  # was HONEST_OPEN
    ("Jibu: $\\boxed{7}$", "7", ("strict",)),  # was HONEST_OPEN
    ("所以答案为$\\boxed{7}$个。", "7", ("strict",)),  # was HONEST_OPEN
    ("$\\boxed{7}$개", "7", ("strict",)),  # was HONEST_OPEN
    ("$\\boxed{7}$ m²", "7", ("strict",)),  # was HONEST_OPEN
    ("$\\boxed{7}$ cm²", "7", ("strict",)),  # was HONEST_OPEN
    ("$\\boxed{7}$ m^2", "7", ("strict",)),  # was HONEST_OPEN
    ("$\\boxed{7}$ μm", "7", ("strict",)),  # was HONEST_OPEN
    ("$\\boxed{7}$ ms", "7", ("strict",)),  # was HONEST_OPEN
    ("$\\boxed{7}$ km/h", "7", ("strict",)),  # was HONEST_OPEN
    ("$\\boxed{7}$ m/s", "7", ("strict",)),  # was HONEST_OPEN
    ("$\\boxed{7}$ cm³", "7", ("strict",)),  # was HONEST_OPEN
    ("$\\boxed{7}$ ✓", "7", ("strict",)),  # was HONEST_OPEN
    ("The answer is $\\boxed{7}$, which is prime.", "7", ("strict",)),  # was HONEST_OPEN
    ("\\boxed{\\mathrm{Monday}}", "\\text{Monday}", ("strict",)),  # was HONEST_OPEN
    ("\\boxed{\\text{Monday.}}", "\\text{Monday}", ("strict",)),  # was HONEST_OPEN
    ("\\boxed{€7}", "7", ("standard", "strict")),  # was HONEST_OPEN
    ("\\boxed{7€}", "7", ("standard", "strict")),  # was HONEST_OPEN
    ("\\boxed{₹7}", "7", ("standard", "strict")),  # was HONEST_OPEN
    ("\\boxed{¥7}", "7", ("standard", "strict")),  # was HONEST_OPEN
    ("\\boxed{£7}", "7", ("standard", "strict")),  # was HONEST_OPEN
    ("\\boxed{\\pounds 7}", "7", ("standard", "strict")),  # was HONEST_OPEN
    ("\\boxed{7 \\text{元}}", "7", ("standard", "strict")),  # was HONEST_OPEN
    ("\\boxed{7\\,\\text{€}}", "7", ("standard", "strict")),  # was HONEST_OPEN
    ("\\boxed{\\large 7}", "7", ("standard", "strict")),  # was HONEST_OPEN
]

OTHER_CONTROLS = [  # (grader, response, gold, modes that read it)
    ("mcq", "Answer: C\n\n$\\boxed{C}$", "C", ("standard", "strict")),
    ("mcq", "B is wrong.\n\n$\\boxed{C}$", "C", ("standard", "strict")),
    ("mcq", "$\\boxed{C}$\n\nNot B.", "C", ("standard",)),
    ("mcq", "The answer is (C), which is 42.", "(C) 42", ("standard",)),
    ("mcq", "$\\boxed{C}$", "C", ("standard", "strict")),
    ("number", "#### 7", "7", ("standard", "strict")),
    ("number", "Answer: 7\n#### 7", "7", ("standard", "strict")),
    ("number", "The answer is 7.\n#### 7", "7", ("standard", "strict")),
    ("number", "She has 8 apples and eats 1.\n#### 7", "7", ("standard", "strict")),
    ("number", "8 - 1 = 7\n#### 7", "7", ("standard", "strict")),
    ("number", "Total = 8\n8 - 1 = 7\n#### 7", "7", ("standard", "strict")),
    ("number", "#### 7\n#### 7", "7", ("standard", "strict")),
    ("number", "#### 8 — scratch that\n#### 7", "7", ("standard", "strict")),
    ("number", "#### 7.5", "7.5", ("standard", "strict")),
    ("number", "#### 7 \\cdot 5", "35", ("standard", "strict")),
    ("number", "Draft: #### 8\n#### 7", "7", ("standard", "strict")),
]

HONEST_OPEN = [  # honest answers refused today, in the modes listed (math grader): strict's are reward recall
    # the doc's strict extraction says a last line with a final-answer marker is read ('Answer: 7', 'The answer is
    # 7.', Minerva's 'Final Answer: The final answer is $7$. I hope it is correct.'): strict reads none of them;
    # a copula, a danda, a suffix or a counter after the box (Korean, Japanese, Hindi, Turkish, Chinese); a label
    # before it strict does not know ('Jibu:', 'Cevabım'); compound and prefixed units ('m²', 'm^2', 'μm', 'km/h');
    # a check mark; a gloss; '\mathrm{Monday}' and a period inside '\text{}'; in both modes currency signs other
    # than '$' and a size command in the box
    ("Final Answer: The final answer is $7$. I hope it is correct.", "7", STRICT),
    ("The answer is 7.", "7", STRICT),
    ("Answer: 7", "7", STRICT),
    ("The final answer is $C$.", "C", STRICT),
]

OTHER_HONEST_OPEN = [  # (grader, response, gold, modes): the doc says the choice reader's strict mode reads a
    # stated choice and strict reads a final 'Answer:' line; strict reads neither in the mcq and number graders
    ("mcq", "The answer is (C).", "C", ("strict",)),
    ("mcq", "Answer: C", "C", ("strict",)),
    ("mcq", "**Answer: C**", "C", ("strict",)),
    ("mcq", "Final answer: (C)", "C", ("strict",)),
    ("mcq", "The correct option is **C**.", "C", ("strict",)),
    ("mcq", "The answer is (C) 42.", "(C) 42", ("strict",)),
    ("number", "The answer is 7.", "7", ("strict",)),
    ("number", "Answer: 7", "7", ("strict",)),
]


CLOSED = [  # (response, gold, modes): the cases above that the rules close, in the modes they close
    ("% answer = 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("$\\boxed{7}$\n\nNot 7.", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{7}$\n\n(7 → 8)", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{7}$\n\n7 ✗ 8 ✓", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{7}$\n\ns/7/8/", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{7}$\n\nPlugging back, 7 doesn't satisfy it, so 8.", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{7}$\n\nAnswer v2 = 8", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{7}$\n\n7 değil, 8.", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{7}$\n\nليس 7 بل 8.", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{7}$\n\nKhông phải 7, mà là 8.", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{7}$\n\nBukan 7, tapi 8.", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{7}$\n\nNo es 7 sino 8.", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{7}$\n\nCe n'est pas 7 mais 8.", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{7}$\n\nमेरा उत्तर 8 है।", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{7}$\n\nCâu trả lời của tôi là 8.", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{7}$ i.e. 8.", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{7}$ = 8", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{C}$\n\nKwa kweli ni B.", "C", ("standard",)),  # mcq_correction_after_box
    ("$\\boxed{C}$\n\nNot C.", "C", ("standard",)),  # mcq_correction_after_box
    ("$\\boxed{C}$\n\nB", "C", ("standard",)),  # mcq_correction_after_box
    ("$\\boxed{C}$\n\n**B**", "C", ("standard",)),  # mcq_correction_after_box
    ("$\\boxed{C}$\n\n(B)", "C", ("standard",)),  # mcq_correction_after_box
    ("$\\boxed{C}$ B", "C", ("standard",)),  # mcq_correction_after_box
    ("$\\boxed{C}$ since the value is 41.", "(C) 42", ("standard",)),  # mcq_other_option_value
    ("The answer is (C), which is 41.", "(C) 42", ("standard",)),  # mcq_other_option_value
    ("$\\boxed{C}$, i.e. 41", "(C) 42", ("standard",)),  # mcq_other_option_value
    ("The answer is (C) since x = 41.", "(C) 42", ("standard",)),  # mcq_other_option_value
    ("La respuesta es (C), es decir 41.", "(C) 42", ("standard",)),  # mcq_other_option_value
    ("答案是 (C)，即 41。", "(C) 42", ("standard",)),  # mcq_other_option_value
    ("Cevap 8'dir.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("Benim cevabım 8 olacak.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("8'i seçiyorum.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("Yanıtım 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("제 답은 8입니다.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("최종 답: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("내 답은 8이다.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("मेरा उत्तर 8 है।\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("अंतिम उत्तर: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("मैं 8 चुनता हूँ।\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("إجابتي هي 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("الإجابة النهائية 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("أختار 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("Câu trả lời của tôi là 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("Đáp án cuối cùng: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("Tôi chọn 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("Jawaban akhir: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("Jadi jawabannya 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("Jibu langu ni 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("Jibu la mwisho ni 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("Nachagua 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("私の答えは8です。\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("คำตอบของฉันคือ 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("Η απάντησή μου είναι 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("התשובה שלי היא 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("Відповідь: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("Svaret mitt er 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("Vastaukseni on 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("Ang sagot ko ay 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("Moje odpověď je 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("Răspunsul meu este 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("Válaszom: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("Mitt svar är 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("پاسخ: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("উত্তর: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("பதில்: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("პასუხი: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("Erantzuna: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("Freagra: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("答案是8。\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_langs
    ("We conclude 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_en
    ("Therefore, 8 is the answer.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_en
    ("Bottom line: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_en
    ("TL;DR: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_en
    ("Committed value = 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_en
    ("Conclusion: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_en
    ("So we get 8 as the answer.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_en
    ("In short, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_en
    ("Summary: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_commitment_en
    ("question,answer\nq1,8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    (
        "| question | answer |\n|---|---|\n| q1 | 8 |\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # strict_answer_fields
    ("\\newcommand{\\answer}{8}\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("\\setanswer{8}\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("\\final{8}\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("(setq answer 8)\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("(define answer 8)\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("answer { value: 8 }\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("answer: { value: 8 }\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("answer: !!int 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("set answer 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("answer => 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    (":answer 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("answer\t8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("answer;8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("FinalAnswer[8]\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("Answer[8]\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("@answer 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("#answer 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("answer.value = 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("result['answer'] = 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("ans = 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("soln = 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("उत्तर = 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("الجواب = 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("đáp_án = 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("jibu = 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("kotae = 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("Answer — 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("Answer -> 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("Answer→8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("A: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("Ans. 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_answer_fields
    ("Answer: 八\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_committed_value_form
    ("Answer: VIII\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_committed_value_form
    ("My final answer is 八.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_committed_value_form
    ("Final answer: x = 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_committed_value_form
    ("Final answer: (8)\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_committed_value_form
    ("Final answer: [8]\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_committed_value_form
    ("Final answer: «8»\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_committed_value_form
    ("Final answer: $8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_committed_value_form
    ("Final answer: 7+1\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_committed_value_form
    ("The answer is not 7 but 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_committed_value_form
    ("Mi respuesta final es VIII.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_committed_value_form
    ("最终答案：八。\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_committed_value_form
    ("My final answer is $\\boxed{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # earlier_boxed_answer
    ("So the answer is $\\boxed{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # earlier_boxed_answer
    ("Cevabım $\\boxed{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # earlier_boxed_answer
    ("答案是 $\\boxed{8}$。\n\n$\\boxed{7}$", "7", ("strict",)),  # earlier_boxed_answer
    ("Mi respuesta final es $\\boxed{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # earlier_boxed_answer
    ("정답은 $\\boxed{8}$입니다.\n\n$\\boxed{7}$", "7", ("strict",)),  # earlier_boxed_answer
    ("B is correct.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("Option B is correct.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("Correct option: B\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("Doğru seçenek B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("B şıkkı doğru.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("정답은 (B)\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("선택: B\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("सही विकल्प B है।\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("الخيار الصحيح هو B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("Phương án đúng là B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("Chaguo sahihi ni B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("Pilihan yang benar adalah B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("正确选项是B。\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("正解はBです。\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("Правильный вариант — B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("La opción correcta es B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("Die richtige Antwort ist B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("La bonne réponse est B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("ans = B\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("Answer -> B\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("उत्तर: B\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("الجواب: B\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("Đáp án: B\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("Jibu: B\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq_letter_before_box
    ("#### 8\n\n$\\boxed{7}$", "7", ("strict",)),  # other_marked_format_before_box
    ("\\fbox{8}\n\n$\\boxed{7}$", "7", ("strict",)),  # other_marked_format_before_box
    ("\\framebox{8}\n\n$\\boxed{7}$", "7", ("strict",)),  # other_marked_format_before_box
    ("$\\fbox{8}$\n\n$\\boxed{7}$", "7", ("strict",)),  # other_marked_format_before_box
    ("\\colorbox{yellow}{8}\n\n$\\boxed{7}$", "7", ("strict",)),  # other_marked_format_before_box
    ("\\fcolorbox{red}{white}{8}\n\n$\\boxed{7}$", "7", ("strict",)),  # other_marked_format_before_box
    ("$\\bbox[border:1px solid]{8}$\n\n$\\boxed{7}$", "7", ("strict",)),  # other_marked_format_before_box
    ("\\ovalbox{8}\n\n$\\boxed{7}$", "7", ("strict",)),  # other_marked_format_before_box
    ("\\doublebox{8}\n\n$\\boxed{7}$", "7", ("strict",)),  # other_marked_format_before_box
    ("\\shadowbox{8}\n\n$\\boxed{7}$", "7", ("strict",)),  # other_marked_format_before_box
    ("\\Boxed{8}\n\n$\\boxed{7}$", "7", ("strict",)),  # other_marked_format_before_box
    ("\\tcbox{8}\n\n$\\boxed{7}$", "7", ("strict",)),  # other_marked_format_before_box
    ("\\underline{\\underline{8}}\n\n$\\boxed{7}$", "7", ("strict",)),  # other_marked_format_before_box
    ("\\fbox{Answer: 8}\n\n$\\boxed{7}$", "7", ("strict",)),  # other_marked_format_before_box
    ("$\\fbox{$x = 8$}$\n\n$\\boxed{7}$", "7", ("strict",)),  # other_marked_format_before_box
    ("| Answer | 8 |\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("| Final answer | 8 |\n|---|---|\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("\\textbf{Answer:} 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("\\section*{Answer} 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("\\paragraph{Answer} 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("\\answer 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("<final>8</final>\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("【答案】8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("〔答〕8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("答：8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("最終答案：8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("答案為8。\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("ANS: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("Soln: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("Ans = 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("final answer - 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("Answer's 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("The answer's 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("Answer⟶ 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("Answer » 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("Answer >> 8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("answer|8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("answer/8\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_markup_label_fields
    ("Antwort (falsch): $\\boxed{7}$.", "7", ("standard", "strict")),  # disowning_label_before_box
    ("Mauvaise réponse : $\\boxed{7}$.", "7", ("standard", "strict")),  # disowning_label_before_box
    ("Foute antwoord: $\\boxed{7}$.", "7", ("standard", "strict")),  # disowning_label_before_box
    ("Chybná odpověď: $\\boxed{7}$.", "7", ("standard", "strict")),  # disowning_label_before_box
    ("Falsche Antwort: $\\boxed{7}$.", "7", ("standard", "strict")),  # disowning_label_before_box
    ("Väärä vastaus: $\\boxed{7}$.", "7", ("standard", "strict")),  # disowning_label_before_box
    ("Špatná odpověď: $\\boxed{7}$.", "7", ("standard", "strict")),  # disowning_label_before_box
    ("Zła odpowiedź: $\\boxed{7}$.", "7", ("standard", "strict")),  # disowning_label_before_box
    ("Tuzak cevap: $\\boxed{7}$.", "7", ("standard", "strict")),  # disowning_label_before_box
    ("उत्तर कभी नहीं $\\boxed{7}$.", "7", ("standard", "strict")),  # disowning_label_before_box
    ("Jibu si $\\boxed{7}$.", "7", ("standard",)),  # disowning_label_before_box
    ("Ang sagot ay hindi $\\boxed{7}$.", "7", ("standard",)),  # disowning_label_before_box
    ("Odgovor nije $\\boxed{7}$.", "7", ("standard",)),  # disowning_label_before_box
    ("Cevap asla $\\boxed{7}$.", "7", ("standard",)),  # disowning_label_before_box
    ("답은 절대 $\\boxed{7}$.", "7", ("standard",)),  # disowning_label_before_box
    ("Jawaban salah: $\\boxed{7}$.", "7", ("standard",)),  # disowning_label_before_box
    ("Yanlış cevap: $\\boxed{7}$.", "7", ("standard",)),  # disowning_label_before_box
    ("गलत उत्तर: $\\boxed{7}$.", "7", ("standard",)),  # disowning_label_before_box
    ("الإجابة الخاطئة: $\\boxed{7}$.", "7", ("standard",)),  # disowning_label_before_box
    ("Đáp án sai: $\\boxed{7}$.", "7", ("standard",)),  # disowning_label_before_box
    ("Fel svar: $\\boxed{7}$.", "7", ("standard",)),  # disowning_label_before_box
    ("Λάθος απάντηση: $\\boxed{7}$.", "7", ("standard",)),  # disowning_label_before_box
    ("Неправильный ответ: $\\boxed{7}$.", "7", ("standard",)),  # disowning_label_before_box
    ("Mtego: $\\boxed{7}$.", "7", ("standard",)),  # disowning_label_before_box
    ("Señuelo: $\\boxed{7}$.", "7", ("standard",)),  # disowning_label_before_box
    ("$\\boxed{C}$\n\nErratum: it should read D.", "C", ("standard",)),  # mcq_correction_after_box
    ("$\\boxed{C}$\n\nEn realidad, B.", "C", ("standard",)),  # mcq_correction_after_box
    ("$\\boxed{C}$\n\nEigentlich B.", "C", ("standard",)),  # mcq_correction_after_box
    ("$\\boxed{C}$\n\nEn fait, c'est B.", "C", ("standard",)),  # mcq_correction_after_box
    ("$\\boxed{C}$\n\n其实是B。", "C", ("standard",)),  # mcq_correction_after_box
    ("$\\boxed{C}$\n\n実はBです。", "C", ("standard",)),  # mcq_correction_after_box
    ("$\\boxed{C}$\n\n사실 B입니다.", "C", ("standard",)),  # mcq_correction_after_box
    ("$\\boxed{C}$\n\nAslında B.", "C", ("standard",)),  # mcq_correction_after_box
    ("$\\boxed{C}$\n\nНа самом деле B.", "C", ("standard",)),  # mcq_correction_after_box
    ("$\\boxed{C}$\n\nThực ra là B.", "C", ("standard",)),  # mcq_correction_after_box
    ("$\\boxed{C}$\n\nSebenarnya B.", "C", ("standard",)),  # mcq_correction_after_box
    ("$\\boxed{C}$\n\nदरअसल B.", "C", ("standard",)),  # mcq_correction_after_box
    ("$\\boxed{C}$\n\nفي الواقع B.", "C", ("standard",)),  # mcq_correction_after_box
    ("$\\boxed{7}$\n\nThe 7 above is off by one: 8.", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{7}$\n\n7 is off.", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{7}$\n\n7 doesn't work.", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{7}$\n\n7 fails the check.", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{7}$\n\n7이 아니라 8입니다.", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{7}$\n\n7 नहीं, 8।", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{7}$\n\n7ではなく8です。", "7", ("standard",)),  # judged_after_box
    ("$\\boxed{7}$ bin", "7", ("standard",)),  # scale_word_after_box
    ("$\\boxed{7}$ elfu", "7", ("standard",)),  # scale_word_after_box
    ("$\\boxed{7}$ हज़ार", "7", ("standard",)),  # scale_word_after_box
    ("$\\boxed{7}$ ألف", "7", ("standard",)),  # scale_word_after_box
    ("$\\boxed{7}$ ngàn", "7", ("standard",)),  # scale_word_after_box
    ("$\\boxed{7}$ nghìn", "7", ("standard",)),  # scale_word_after_box
    ("$\\boxed{7}$ tisíc", "7", ("standard",)),  # scale_word_after_box
    ("$\\boxed{7}$ ezer", "7", ("standard",)),  # scale_word_after_box
    ("$\\boxed{7}$ хиляди", "7", ("standard",)),  # scale_word_after_box
    ("$\\boxed{7}$ тисяч", "7", ("standard",)),  # scale_word_after_box
    ("$\\boxed{7}$ אלף", "7", ("standard",)),  # scale_word_after_box
    ("$\\boxed{7}$ هزار", "7", ("standard",)),  # scale_word_after_box
    ("$\\boxed{7}$ হাজার", "7", ("standard",)),  # scale_word_after_box
    ("$\\boxed{7}$ พัน", "7", ("standard",)),  # scale_word_after_box
    ("$\\boxed{7}$ χιλιάδες", "7", ("standard",)),  # scale_word_after_box
    ("$\\boxed{7}$ triệu", "7", ("standard",)),  # scale_word_after_box
    ("$\\boxed{7}$ ล้าน", "7", ("standard",)),  # scale_word_after_box
    ("$\\boxed{7}$ 백만", "7", ("standard",)),  # scale_word_after_box
    ("$\\boxed{7}$ мільйонів", "7", ("standard",)),  # scale_word_after_box
    ("$\\boxed{7}$ miljoner", "7", ("standard",)),  # scale_word_after_box
    ("\\boxed{0·5}", "0", ("standard", "strict")),  # middle_dot_product
    ("\\boxed{3·14}", "42", ("standard", "strict")),  # middle_dot_product
    ("\\boxed{1·5}", "5", ("standard", "strict")),  # middle_dot_product
    ("\\boxed{2·5}", "10", ("standard", "strict")),  # middle_dot_product
    ("\\boxed{7·5}", "35", ("standard", "strict")),  # middle_dot_product
    ("\\boxed{0·25}", "0", ("standard", "strict")),  # middle_dot_product
    ("\\boxed{1·25}", "25", ("standard", "strict")),  # middle_dot_product
    ("\\boxed{2·54}", "108", ("standard", "strict")),  # middle_dot_product
    ("The answer is ~7.", "7", ("standard",)),  # approx_tilde
    ("Answer: ~7", "7", ("standard",)),  # approx_tilde
    ("~$\\boxed{7}$", "7", ("standard",)),  # approx_tilde
    ("～$\\boxed{7}$", "7", ("standard",)),  # approx_tilde
    ("The answer is ~ 7.", "7", ("standard",)),  # approx_tilde
    ("So it is ～7.", "7", ("standard",)),  # approx_tilde
]


OTHER_CLOSED = [  # (grader, response, gold, modes): the other graders' cases that the rules close
    ("mcq", "$\\boxed{C}$\n\nKwa kweli ni B.", "C", ("standard",)),  # mcq-correction_after_box
    ("mcq", "$\\boxed{C}$\n\nNot C.", "C", ("standard",)),  # mcq-correction_after_box
    ("mcq", "$\\boxed{C}$\n\nB", "C", ("standard",)),  # mcq-correction_after_box
    ("mcq", "$\\boxed{C}$\n\n**B**", "C", ("standard",)),  # mcq-correction_after_box
    ("mcq", "$\\boxed{C}$\n\n(B)", "C", ("standard",)),  # mcq-correction_after_box
    ("mcq", "$\\boxed{C}$ B", "C", ("standard",)),  # mcq-correction_after_box
    ("mcq", "$\\boxed{C}$ since the value is 41.", "(C) 42", ("standard",)),  # mcq-other_option_value
    ("mcq", "The answer is (C), which is 41.", "(C) 42", ("standard",)),  # mcq-other_option_value
    ("mcq", "$\\boxed{C}$, i.e. 41", "(C) 42", ("standard",)),  # mcq-other_option_value
    ("mcq", "The answer is (C) since x = 41.", "(C) 42", ("standard",)),  # mcq-other_option_value
    ("mcq", "La respuesta es (C), es decir 41.", "(C) 42", ("standard",)),  # mcq-other_option_value
    ("mcq", "答案是 (C)，即 41。", "(C) 42", ("standard",)),  # mcq-other_option_value
    ("mcq", "B is correct.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "Option B is correct.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "Correct option: B\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "Doğru seçenek B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "B şıkkı doğru.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "정답은 (B)\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "선택: B\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "सही विकल्प B है।\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "الخيار الصحيح هو B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "Phương án đúng là B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "Chaguo sahihi ni B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "Pilihan yang benar adalah B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "正确选项是B。\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "正解はBです。\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "Правильный вариант — B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "La opción correcta es B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "Die richtige Antwort ist B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "La bonne réponse est B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "ans = B\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "Answer -> B\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "उत्तर: B\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "الجواب: B\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "Đáp án: B\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("mcq", "Jibu: B\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-letter_before_box
    ("number", "Answer: 8\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "The answer is 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "My final answer is 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Final answer: 8\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "I'm going with 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Cevabım 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Mi respuesta final: 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "答案是8。\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Ответ: 8\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "정답: 8\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Jibu: 8\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "answer = 8\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", '{"answer": 8}\n#### 7', "7", ("strict",)),  # number-commitment_before_hash
    ("number", "<answer>8</answer>\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "#### 8\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("mcq", "$\\boxed{C}$\n\nErratum: it should read D.", "C", ("standard",)),  # mcq-correction_after_box
    ("mcq", "$\\boxed{C}$\n\nEn realidad, B.", "C", ("standard",)),  # mcq-correction_after_box
    ("mcq", "$\\boxed{C}$\n\nEigentlich B.", "C", ("standard",)),  # mcq-correction_after_box
    ("mcq", "$\\boxed{C}$\n\nEn fait, c'est B.", "C", ("standard",)),  # mcq-correction_after_box
    ("mcq", "$\\boxed{C}$\n\n其实是B。", "C", ("standard",)),  # mcq-correction_after_box
    ("mcq", "$\\boxed{C}$\n\n実はBです。", "C", ("standard",)),  # mcq-correction_after_box
    ("mcq", "$\\boxed{C}$\n\n사실 B입니다.", "C", ("standard",)),  # mcq-correction_after_box
    ("mcq", "$\\boxed{C}$\n\nAslında B.", "C", ("standard",)),  # mcq-correction_after_box
    ("mcq", "$\\boxed{C}$\n\nНа самом деле B.", "C", ("standard",)),  # mcq-correction_after_box
    ("mcq", "$\\boxed{C}$\n\nThực ra là B.", "C", ("standard",)),  # mcq-correction_after_box
    ("mcq", "$\\boxed{C}$\n\nSebenarnya B.", "C", ("standard",)),  # mcq-correction_after_box
    ("mcq", "$\\boxed{C}$\n\nदरअसल B.", "C", ("standard",)),  # mcq-correction_after_box
    ("mcq", "$\\boxed{C}$\n\nفي الواقع B.", "C", ("standard",)),  # mcq-correction_after_box
    ("number", "#### 0·5", "0", ("standard", "strict")),  # number-middle_dot_product
    ("number", "#### 1·5", "5", ("standard", "strict")),  # number-middle_dot_product
    ("number", "#### 7·5", "35", ("standard", "strict")),  # number-middle_dot_product
    ("number", "#### 3·14", "42", ("standard", "strict")),  # number-middle_dot_product
    ("number", "#### 2·54", "108", ("standard", "strict")),  # number-middle_dot_product
    ("number", "#### ~7", "7", ("standard",)),  # number-approx_tilde
    ("number", "#### ~ 7", "7", ("standard",)),  # number-approx_tilde
    ("number", "#### ~$7", "7", ("standard",)),  # number-approx_tilde
    ("number", "#### $~7", "7", ("standard", "strict")),  # number-approx_tilde
    ("number", "#### ~7.0", "7", ("standard",)),  # number-approx_tilde
    ("number", "#### ~ 7 hours", "7", ("standard",)),  # number-approx_tilde
    ("number", "#### 7~", "7", ("standard", "strict")),  # number-approx_tilde
    ("number", "#### (~7)", "7", ("standard",)),  # number-approx_tilde
]


review_tests(
    globals(),
    correct,
    open_wrong=OPEN_WRONG,
    controls=CONTROLS,
    honest_open=HONEST_OPEN,
    closed=CLOSED,
    other_grade=graded,
    other_open_wrong=OTHER_OPEN_WRONG,
    other_controls=OTHER_CONTROLS,
    other_honest_open=OTHER_HONEST_OPEN,
    other_closed=OTHER_CLOSED,
)
