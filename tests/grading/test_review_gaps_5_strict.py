"""Gaps a sixth adversarial review found in STRICT mode (the reward mode, contract: zero false positives), against
rules version 9: the writer's committed final answer is a different value, or the box is disowned, yet a grader
reads the gold.

Each family lists responses whose final answer is NOT the gold, with the modes that accept it today. Where the
other value comes BEFORE the answer only strict is listed: standard reads a later box (or ``####`` line) as
superseding an earlier commitment by design ("Known open gaps"), strict's one-answer rule does not. Where the box
itself is disowned (an environment, a label line, a frame sentence, a tail) both modes are listed where they accept.
The mechanism is in the family's comment. They are ``xfail(strict=True)``: a case fails the suite once its gap
closes, so move it to CLOSED then. CONTROLS are honest answers of the same shapes that are read today, in the modes
listed: a rule that closes a family must keep them. HONEST_OPEN lists honest answers refused today, mostly by
strict, that a reward should accept.

The ``mcq`` and ``number`` graders have families of their own (``OTHER_OPEN_WRONG``, keyed by grader), graded by
``graded`` below; the ``math`` grader's are in ``OPEN_WRONG`` and use ``review_gaps.correct``.

Found by probing the graders as a black box (only docs/grading.md and the earlier review files read for format).
Left out as debatable: a bare earlier box (the documented supersede), text after an end-of-text token, a box in
``\\begin{example}`` / ``{hint}`` / ``{problem}`` (read as the writer's own?), a line that is only a bold or
highlighted number (``**8**``, ``==8==``, ``<mark>8</mark>``: emphasis of a step), ``$\\boxed{7}$!`` (an exclamation
or a factorial), ``$\\boxed{7}$%`` and ``M`` (the third review's).
"""

from __future__ import annotations

from review_gaps import MODES, STRICT, correct, review_tests

from proctor.grading import get_grader
from proctor.grading.base import grade_text

_OTHER = {
    (name, mode): get_grader(name, mode=mode) for name in ("mcq", "number") for mode in ("standard", "strict")
}


def graded(grader: str, response: str, gold: str, mode: str) -> bool:
    """Whether the ``grader`` ('mcq' or 'number') in ``mode`` reads ``response`` as the gold ``gold``."""
    return grade_text(_OTHER[grader, mode], response, gold).correct


# strict: another value stated in a sentence of work, then committed by a PRONOUN in the next sentence or a relative
# clause ('She has 8 left. That's my final answer.', 'The total is 8, which is my final answer.', '... (my answer)'), in
# any language: the rival shapes need the value to follow the label or precede 'is the answer', never a pronoun that
# points back to it
ANAPHORIC_COMMITMENT = []


# strict: 'The answer, <an aside set off by commas>, is 8.' before the box: the rival clause gives up at a comma
# between label and value ('Never read: a label with ... a comma'), so an aside of any length hides the commitment
# ('The answer is 8.' alone is refused); also a qualifier after 'is' ('The final answer ... is definitely going to be
# 8', 'turns out to be 8')
INTERRUPTED_ANSWER_CLAUSE = []


# strict: a plain statement of another value with a word of certainty or necessity and no answer noun ('It must be
# 8.', 'I'm sure it's 8.', 'Definitely 8.', 'No doubt about it: 8.'), in any language: the committed-view lexicon
# holds choosing and deciding verbs, not assertions of certainty, which commit a reader at least as firmly
STANCE_COMMITMENT = []


# strict: the writer reports or submits another value in a pseudo-cleft or a relative clause ('What I'd submit: 8.',
# 'Eight is what I'm handing in.', 'The result we report is 8.', '8 is the value we want.') or under a label no table
# holds ('Grand total: 8.', 'Output: 8', 'Reply: 8'): 'I submit 8.', 'Final count: 8.', 'End result: 8.' are refused
REPORTING_CLAUSE = []


# strict: a conclusion on another value written with a mark or a closing word instead of an answer word ('QED: 8.',
# '∴ 8', '8, done.', 'So 8 — that's it.', 'Therefore 8.') right before the box
CONCLUSION_MARK = [
    ("∴ x = 8\n\n$\\boxed{7}$", "7", STRICT),
]


# strict: another value under an answer heading or label written as a line of its own ('**Answer**' then '8', a
# setext heading, '<h2>Answer</h2><p>8</p>'), in a LaTeX answer environment, a spoiler or a details block, an HTML
# comment: the field reader wants the value on the label's line ('**Answer**: **8**', '<b>Answer:</b> 8' are refused)
ANSWER_HEADING_BEFORE_BOX = []


# strict: another value framed by a box DRAWN in text before the final box (ASCII or Unicode box-drawing characters):
# the writer's framed 8 is a marked final answer as much as '\fbox{8}' is (refused)
DRAWN_FRAME_BEFORE_BOX = []


# strict: another value marked as the final answer in a code fence by a comment or a variable (known open for fields
# in a programming language's fence; these name it final in the comment)
CODE_COMMENT_ANSWER = []


# a box inside a LaTeX environment whose NAME disowns it (\begin{wrong}, {draft}, {decoy}, {distractor},
# {counterexample}, {rejected}, {scratch}, {joke}): strict reads the box and its '\end{...}' tail as markup (standard
# refuses some of the names, none is read by strict's whitelist of what leads to the answer)
DISOWNING_ENVIRONMENT = []


# strict only: a label line before the box that NEGATES or judges the answer's name ('Not my answer:', 'NOT the
# final answer:', 'Incorrect final answer:', 'Pas la réponse :', '不是答案：'): strict's label-line whitelist looks at
# the last word (an answer name) and reads past the negation or the rejecting qualifier before it (standard
# refuses all of them)
STRICT_NEGATED_LABEL_LINE = []


# strict: the sentence before the answer's uses a whitelisted verb of work (state, write, compute, derive, check,
# choose, add) to announce that what follows is wrong or fake ('Let me state a deliberately wrong answer.', 'I now
# write down the answer I know is false.', 'Je calcule volontairement de travers.', '我故意算错一下。'): the verb
# passes the lead whitelist whatever the sentence says about the answer
WORK_VERB_FRAME = []


# strict: the box's sentence names a MISTAKEN computation as its subject with a verb of deriving ('The naive count
# gives', 'Without the carry we get', 'Ignoring the discount we get', 'A student who forgets the carry gets', 'The
# decoy gives'), alone or after the writer's own different answer: the answer-noun qualifier whitelist applies only
# to the noun 'answer', not to 'count', 'total', 'value' or a gerund clause
MISTAKEN_QUANTITY_SUBJECT = []


# math grader, choice gold: another letter committed before '\boxed{C}' by the shapes above (an aside in the answer
# clause, certainty, a pronoun, a cleft), or by an option verdict list: a checked box, ✓/✗ marks, 'B: yes.', a
# verdict table
CHOICE_COMMITMENT_BEFORE_BOX = []


# a tail after the box that closes a disowning environment ('\end{wrong}', '\end{joke}', '\end{decoy}') or hides a
# correction or a verdict in an HTML comment or a TeX conditional ('<!-- actually 8 -->', '\iffalse wrong \fi'):
# strict's tail whitelist passes '\end{...}' whatever it names, and comments as unseen markup (the raw text a
# reward reads says the box is wrong)
DISOWNING_MARKUP_TAIL = []


# strict: 'The answer <a phrase of more than three words> is 8.' before the box: the answer noun's post-nominal phrase
# ('to the original question posed at the top', 'that I will submit to the grader', 'auf die gestellte Frage') puts
# the value past rival's three-word bound, so the commitment is not read (the same clause with a box would be a
# plainly named final answer)
LONG_ANSWER_PHRASE = [
    ("The answer for part (b) of this problem is 8.\n\n$\\boxed{7}$", "7", STRICT),
]


# a box the writer marks as NOT the final answer of this problem: an example ('E.g. $\boxed{7}$.', 'Z. B.', 'P. ej.',
# 'Par ex.'; 'For example,' is refused), a provisional answer ('The answer (for now) is', 'As a first pass,', 'Die
# Antwort (vorläufig) ist', '答案（暂定）是'), a recalled earlier result ('Recall that in part (a) we found', 'Earlier we
# had'), or the answer of an example rather than the problem ('In the example above, the answer is'): strict's
# whitelists of asides and of the answer noun's qualifiers read a bracket or an abbreviation as plain
PROVISIONAL_OR_EXAMPLE_BOX = []


# strict: the sentence before the answer's frames it as a lie, a joke, a decoy or a guess, and holds a NUMBER ('Lie
# number 2 of 3.', 'Decoy 1 of 2.', 'April 1st!', 'I'm 0% sure.', 'Trust level: 0/10.', 'Scherz Nr. 2.'): the lead
# whitelist reads any sentence that holds math or a number as plain work, whatever its words say
NUMBERED_FRAME_SENTENCE = []


# a confidence below certainty stated before the box in words outside the confidence labels ('Reliability: 2/10.',
# 'Sure: 5%.', 'Odds I'm right: 1 in 20.', 'P(correct) = 0.05', '5% sure.', '{"confidence": 0.05}', 'Confidence
# (0-100): 5', 'Wahrscheinlichkeit richtig: 5%.', '把握：5%。'): 'Confidence: 5%.' is refused in both modes
LOW_CONFIDENCE_OTHER_WORDS = []


# strict WEAKER than standard: the doc's own lead frames ('Ha.', 'Pfft.', 'Trust me, bro.', 'Opposite day!', 'Ich
# lüge jetzt.', 'Je vais mentir.', '开个玩笑：') are refused before 'The answer is $\boxed{7}$', but before a BARE box
# on its own line strict reads them (the lead whitelist applies only where the answer's sentence opens on its own
# lead): standard refuses most by its lexicon, strict none; and jokes outside the lexicon ('Bazinga!', 'Psych!',
# 'Sike!', '😜', 'Not.') in both modes
LEAD_FRAME_BEFORE_BARE_BOX = []


# strict: 'My answer is 8.' / 'Answer: 8' before the box in languages outside rival's ~50-language table, or with a
# copula after the value it does not know: Nepali ('मेरो उत्तर 8 हो।': उत्तर is known, 'हो' is not), Marathi, Punjabi,
# Gujarati, Amharic, Yoruba, Burmese, Khmer, Mongolian, Kazakh, Uzbek, Azerbaijani, Armenian, Basque, Esperanto,
# Latin, Maltese, Irish
COMMITMENT_LANGS_MORE = []


# math grader, choice gold: another letter chosen before '\boxed{C}' in shapes outside the 'correct option' pairs
# and the choice verbs: a verb that agrees in other languages ('B jest poprawna.', 'Die B stimmt.', 'B가 맞다.',
# '选B。', 'Bを選ぶ。'), a mark or an arrow ('B ✓', '✅ B', '(B) ← this one', '→ B'), a winner ('The winner is B.',
# 'B wins.'), an elimination ('By elimination, B.', '排除法得B。', 'That leaves B.')
CHOICE_LETTER_SHAPES = []


# the box is stated as the value of an OPERATION on the answer, not the answer: an operation set off as an aside
# ('The answer, minus one, is', 'The answer, squared, is', 'La réponse, moins un, est', '答案，减一，是'), in a bracket
# ('The answer (halved) is'), by a sign glued to the noun ('The answer − 1 is', 'The answer² is', 'The answer/2 is'),
# or as a head noun of which the answer is the genitive ('Die Hälfte der Antwort ist', 'Квадрат ответа равен',
# 'Сумма цифр ответа равна', 'De helft van het antwoord is'): strict's aside whitelist reads math and
# its operands as plain, and 'answer' anywhere in the subject as its name; both modes
OPERATED_ANSWER_NOUN = []


# strict: another value labelled the answer INSIDE math before the box: '$\text{Answer: } 8$', '$$\text{Answer} = 8$$',
# '$\text{ans} = 8$', '$x_{\text{final}} = 8$', '\underbrace{8}_{\text{answer}}', '\overbrace', '8 \tag{answer}',
# '8 \quad (\text{answer})', in other languages too: the field and rival readers look at prose, and math spans are
# values, not labels
ANSWER_LABEL_IN_MATH = []


# strict: another value in a structured answer field of a shape the field reader does not parse: an INI section
# ('[answer]' then 'value = 8'), nested YAML ('answer:' then '  value: 8'), a JSON string with a unit ('{"answer":
# "8 apples"}'), a key outside the lexicon ('{"prediction": 8}'), an XML element whose NAME attribute names the
# answer ('<entry name="final_answer" value="8"/>', '<input name="answer" value="8">', '<meta name="answer"
# content="8">'), a LaTeX tabular row ('Answer & 8')
ANSWER_FIELD_SHAPES = []


# strict: right before the box the writer REJECTS the box's own value for another one, in shapes other than 'not X but
# Y': 'It's 8, not 7.', '8 rather than 7.', '8 instead of 7.', 'Not 7 — 8.', '7? No, 8.', an arrow '7 → 8', '7 ⇒ 8', a
# strike '~~7~~ 8', '7 (typo, 8)'; ('7 is wrong; 8 is right.' is refused)
REJECTS_BOX_VALUE_BEFORE = [
    ("7 (typo, 8)\n\n$\\boxed{7}$", "7", STRICT),
]


# strict: a correction to another value on the line right before the box, under a correction label or word ('Correction:
# 8.', 'Edit: it's 8.', 'Update: 8.', 'Make that 8.', 'Scratch that, 8.', 'On second thought, 8.', 'Oops, 8.', 'Should
# be 8.', '更正：8。', 'Исправление: 8.'): the writer's last stated answer is 8, and the box after it is a second answer
# (standard's supersede reads the box by design)
CORRECTION_LABEL_BEFORE = []


# the aside before 'the answer is' names a FLAWED or random method or source ('By bad reasoning,', 'By a coin flip,',
# 'By vibes,', 'By circular reasoning,', 'According to my broken calculator,', 'According to a misprint,', 'Con la
# fórmula equivocada,', 'Avec la mauvaise formule,', 'Durch Raten', 'Наугад,'): strict's aside whitelist reads any
# 'By <noun phrase>,' / 'According to ...,' as a method or a source, whatever its words say of it; both modes
FLAWED_METHOD_ASIDE = []


# a rejecting label before the box that strict reads elsewhere, written inside an HTML tag or inline code right
# before it ('<b>Decoy</b> $\boxed{7}$', '<small>decoy</small>', '`decoy`', '<small>falsch</small>'), or as a label
# line inside a markdown quotation ('> Wrong:' then '> $\boxed{7}$', '> Decoy:', '> 错误答案：'): strict reads the
# quoted box as the writer's formatting and the tag as markup (standard refuses the quoted ones)
LABEL_IN_MARKUP_OR_QUOTE = []


# strict: 'The answer is X.' before the box, where X is another value in a form the rival reader cannot prove
# different: a number word beyond English's first twenty or a phrase ('seventy', 'seven hundred', 'a dozen', 'half
# a dozen', 'minus seven', 'seven squared', 'none'), a number word of another language ('La respuesta es ocho.', 'Die
# Antwort ist acht.', 'La réponse est huit.', 'Cevap sekiz.', 'उत्तर आठ है।', 'Ответ: двадцать один.'), or a plain
# notation ('7k', '7e3', '.7', '7 1/2', '7½', '√7', '7²')
COMMITTED_VALUE_FORM_MORE = [
    ("La réponse est vingt et un.\n\n$\\boxed{7}$", "7", STRICT),
]


OPEN_WRONG = {
    "anaphoric_commitment": ANAPHORIC_COMMITMENT,
    "interrupted_answer_clause": INTERRUPTED_ANSWER_CLAUSE,
    "stance_commitment": STANCE_COMMITMENT,
    "reporting_clause": REPORTING_CLAUSE,
    "conclusion_mark": CONCLUSION_MARK,
    "answer_heading_before_box": ANSWER_HEADING_BEFORE_BOX,
    "drawn_frame_before_box": DRAWN_FRAME_BEFORE_BOX,
    "code_comment_answer": CODE_COMMENT_ANSWER,
    "disowning_environment": DISOWNING_ENVIRONMENT,
    "strict_negated_label_line": STRICT_NEGATED_LABEL_LINE,
    "work_verb_frame": WORK_VERB_FRAME,
    "mistaken_quantity_subject": MISTAKEN_QUANTITY_SUBJECT,
    "choice_commitment_before_box": CHOICE_COMMITMENT_BEFORE_BOX,
    "disowning_markup_tail": DISOWNING_MARKUP_TAIL,
    "long_answer_phrase": LONG_ANSWER_PHRASE,
    "provisional_or_example_box": PROVISIONAL_OR_EXAMPLE_BOX,
    "numbered_frame_sentence": NUMBERED_FRAME_SENTENCE,
    "low_confidence_other_words": LOW_CONFIDENCE_OTHER_WORDS,
    "lead_frame_before_bare_box": LEAD_FRAME_BEFORE_BARE_BOX,
    "commitment_langs_more": COMMITMENT_LANGS_MORE,
    "choice_letter_shapes": CHOICE_LETTER_SHAPES,
    "operated_answer_noun": OPERATED_ANSWER_NOUN,
    "answer_label_in_math": ANSWER_LABEL_IN_MATH,
    "answer_field_shapes": ANSWER_FIELD_SHAPES,
    "rejects_box_value_before": REJECTS_BOX_VALUE_BEFORE,
    "correction_label_before": CORRECTION_LABEL_BEFORE,
    "flawed_method_aside": FLAWED_METHOD_ASIDE,
    "label_in_markup_or_quote": LABEL_IN_MARKUP_OR_QUOTE,
    "committed_value_form_more": COMMITTED_VALUE_FORM_MORE,
}


# the mcq grader: the same choice commitments before '\boxed{C}'
MCQ_GRADER_COMMITMENT_BEFORE_BOX = []


# the mcq grader: the same frames before a bare '\boxed{C}'
MCQ_GRADER_LEAD_FRAME_BEFORE_BARE_BOX = []


# the mcq grader: the same letter choices before '\boxed{C}'
MCQ_GRADER_CHOICE_LETTER_SHAPES = []


# the number grader, strict: the shapes above before the final '#### 7' (an interrupted answer clause, a pronoun,
# certainty, a cleft, a drawn frame, an answer environment)
NUMBER_GRADER_COMMITMENT_BEFORE_HASH = []


# the number grader, strict: another value in an HTML comment after the '####' value
NUMBER_GRADER_HIDDEN_TAIL = []


# the number grader, STRICT weaker than standard: a line before the final '#### 7' that frames it as a decoy, a
# draft, a format example, a joke, a lie or bait for the grader ('Decoy:', 'Ignore the next line.', 'The following
# is a wrong answer.', 'For the grader:', '## Don't submit this', '错误答案：'): standard refuses each (the frame rules of
# 'Strict extraction' run on its '####' line), strict reads the '####' line with none of them; and the lead rules'
# frames ('Let me state a deliberately wrong answer.', 'Lie number 2 of 3.', 'E.g.') in both modes
NUMBER_GRADER_FRAME_BEFORE_HASH = []


OTHER_OPEN_WRONG = {
    "mcq": {
        "commitment_before_box": MCQ_GRADER_COMMITMENT_BEFORE_BOX,
        "lead_frame_before_bare_box": MCQ_GRADER_LEAD_FRAME_BEFORE_BARE_BOX,
        "choice_letter_shapes": MCQ_GRADER_CHOICE_LETTER_SHAPES,
    },
    "number": {
        "commitment_before_hash": NUMBER_GRADER_COMMITMENT_BEFORE_HASH,
        "hidden_tail": NUMBER_GRADER_HIDDEN_TAIL,
        "frame_before_hash": NUMBER_GRADER_FRAME_BEFORE_HASH,
    },
}


CONTROLS = [  # (response, gold, modes that read it): honest answers of the same shapes (math grader)
    ("So she has 7 apples left. That's my final answer.\n\n$\\boxed{7}$", "7", MODES),
    ("The total is 7, which is my final answer.\n\n$\\boxed{7}$", "7", MODES),
    ("Die Summe ist 7. Das ist meine Antwort.\n\n$\\boxed{7}$", "7", MODES),
    ("所以她还剩7个苹果。这就是我的最终答案。\n\n$\\boxed{7}$", "7", MODES),
    ("The answer, after all that work, is clearly 7.\n\n$\\boxed{7}$", "7", MODES),
    ("La respuesta, después de todo, es 7.\n\n$\\boxed{7}$", "7", MODES),
    ("It must be 7.\n\n$\\boxed{7}$", "7", MODES),
    ("I'm sure it's 7.\n\n$\\boxed{7}$", "7", MODES),
    ("What I'd submit: 7.\n\n$\\boxed{7}$", "7", MODES),
    ("QED: 7.\n\n$\\boxed{7}$", "7", MODES),
    ("**Answer**\n7\n\n$\\boxed{7}$", "7", MODES),
    ("\\begin{answer}\n7\n\\end{answer}\n\n$\\boxed{7}$", "7", MODES),
    ("+---+\n| 7 |\n+---+\n\n$\\boxed{7}$", "7", MODES),
    ("```python\nanswer = 7  # final\n```\n\n$\\boxed{7}$", "7", MODES),
    ("\\begin{solution}\nThe answer is $\\boxed{7}$.\n\\end{solution}", "7", MODES),
    ("Final answer:\n\n$\\boxed{7}$", "7", MODES),
    ("My answer:\n\n$\\boxed{7}$", "7", MODES),
    ("We add the two counts. The answer is $\\boxed{7}$.", "7", MODES),
    ("I check the result by substitution. The answer is $\\boxed{7}$.", "7", MODES),
    ("The careful count gives $\\boxed{7}$.", "7", MODES),
    ("With the carry we get $\\boxed{7}$.", "7", MODES),
    ("She has 3 + 4 = 7 apples.\n\n**Answer:** $\\boxed{7}$", "7", MODES),
    ("Checking $n=8$ gives $65 > 64$, which fails.\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("My first attempt gave 8; that was wrong. The correct answer is $\\boxed{7}$.", "7", MODES),
    ("The total comes to $\\boxed{7}$.", "7", MODES),
    ("Ответ составляет $\\boxed{7}$.", "7", MODES),
    ("The answer to the question as stated is 7.\n\n$\\boxed{7}$", "7", MODES),
    ("In this problem, the answer is $\\boxed{7}$.", "7", MODES),
    ("The answer (rounded) is $\\boxed{7}$.", "7", MODES),
    ("We use 2 of the 3 equations. The answer is $\\boxed{7}$.", "7", MODES),
    ("Confidence: 100%.\n\n$\\boxed{7}$", "7", MODES),
    ("Done.\n\n$\\boxed{7}$", "7", MODES),
    ("Hence:\n\n$\\boxed{7}$", "7", MODES),
    ("Great, that checks out.\n\n$\\boxed{7}$", "7", MODES),
    ("Example: $2 + 2 = 4$. Here, $3 + 4 = \\boxed{7}$.", "7", MODES),
    ("$\\boxed{7}$ \\end{document}", "7", MODES),
    ("\\begin{align}\nx &= 3 + 4 \\\\\n&= \\boxed{7}\n\\end{align}", "7", MODES),
    ("The answer, in simplest form, is $\\boxed{7}$.", "7", MODES),
    ("The answer, as a whole number, is $\\boxed{7}$.", "7", MODES),
    ("The answer (in dollars) is $\\boxed{7}$.", "7", MODES),
    ("By elimination, C.\n\n$\\boxed{C}$", "C", MODES),
    ("C ✓\n\n$\\boxed{C}$", "C", MODES),
    ("That leaves C.\n\n$\\boxed{C}$", "C", MODES),
    ("It's 7, not 8.\n\n$\\boxed{7}$", "7", MODES),
    ("7 rather than 8.\n\n$\\boxed{7}$", "7", MODES),
    ("8 → 7\n\n$\\boxed{7}$", "7", MODES),
    ("Correction: 7.\n\n$\\boxed{7}$", "7", MODES),
    ("By Vieta's formulas, the answer is $\\boxed{7}$.", "7", MODES),
    ("According to the remainder theorem, the answer is $\\boxed{7}$.", "7", MODES),
    ("By symmetry, the answer is $\\boxed{7}$.", "7", MODES),
    ("> **Final answer:**\n> $\\boxed{7}$", "7", MODES),
    ("<b>Answer</b> $\\boxed{7}$", "7", MODES),
    ("La respuesta es siete.\n\n$\\boxed{7}$", "7", MODES),
    ("Die Antwort ist sieben.\n\n$\\boxed{7}$", "7", MODES),
    ("The answer is seven.\n\n$\\boxed{7}$", "7", MODES),
    ("It must be C.\n\n$\\boxed{C}$", "C", MODES),
    ("A fails, B fails, D fails.\n\n$\\boxed{C}$", "C", MODES),
    ("- [ ] B\n- [x] C\n\n$\\boxed{C}$", "C", MODES),
    ("La respuesta final resulta $\\boxed{7}$.", "7", ("strict",)),  # was HONEST_OPEN
    ("答えは $\\boxed{7}$ です。", "7", ("strict",)),  # was HONEST_OPEN
    ("したがって、答えは $\\boxed{7}$ となる。", "7", ("strict",)),  # was HONEST_OPEN
    ("따라서 답은 $\\boxed{7}$.", "7", ("strict",)),  # was HONEST_OPEN
    ("정답은 $\\boxed{7}$이다.", "7", ("strict",)),  # was HONEST_OPEN
    ("उत्तर $\\boxed{7}$ है।", "7", ("strict",)),  # was HONEST_OPEN
    ("答案为 $\\boxed{7}$ 个。", "7", ("strict",)),  # was HONEST_OPEN
    ("$\\boxed{7}$ ✅", "7", ("strict",)),  # was HONEST_OPEN
]


OTHER_CONTROLS = [  # (grader, response, gold, modes that read it)
    ("mcq", "It must be C.\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "A fails, B fails, D fails.\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "The correct option is $\\boxed{C}$.", "C", MODES),
    ("number", "So she has 7 apples left. That's my final answer.\n#### 7", "7", MODES),
    ("number", "It must be 7.\n#### 7", "7", MODES),
    ("number", "**Answer**\n7\n#### 7", "7", MODES),
    ("number", "Answer:\n#### 7", "7", MODES),
    ("number", "Final answer:\n#### 7", "7", MODES),
    ("number", "Check: 3 + 4 = 7.\n#### 7", "7", MODES),
    ("number", "**Final Answer**\n#### 7", "7", MODES),
    ("mcq", "Final answer:\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "By elimination, C.\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "C ✓\n\n$\\boxed{C}$", "C", MODES),
    ("number", "She buys 8 and gives away 1, so 8 - 1 = 7.\n#### 7", "7", MODES),
]


HONEST_OPEN = [  # honest answers refused today, in the modes listed (math grader)
    ("It takes $\\boxed{7}$ days.", "7", STRICT),
    ("There are $\\boxed{7}$ ways.", "7", STRICT),
    ("That leaves her with $\\boxed{7}$.", "7", STRICT),
    ("She needs $\\boxed{7}$.", "7", STRICT),
    ("She ends up with $\\boxed{7}$.", "7", STRICT),
    ("Initially I got 8. Fixing the sign, the answer is $\\boxed{7}$.", "7", STRICT),
    ("So the final answer is $\\boxed{7}$ (seven).", "7", STRICT),
    ("Die Antwort lautet $\\boxed{7}$.", "7", STRICT),
    ("Das Ergebnis lautet $\\boxed{7}$.", "7", STRICT),
    ("Die gesuchte Zahl beträgt $\\boxed{7}$.", "7", STRICT),
    ("La réponse vaut $\\boxed{7}$.", "7", STRICT),
    ("Il reste donc $\\boxed{7}$ pommes.", "7", STRICT),
    ("A resposta é igual a $\\boxed{7}$.", "7", STRICT),
    ("Il risultato vale $\\boxed{7}$.", "7", STRICT),
    ("Het antwoord luidt $\\boxed{7}$.", "7", STRICT),
    ("Jibu ni $\\boxed{7}$.", "7", MODES),
    ("Ang sagot ay $\\boxed{7}$.", "7", STRICT),
    ("A válasz $\\boxed{7}$.", "7", STRICT),
    ("پاسخ $\\boxed{7}$ است.", "7", STRICT),
    ("$$x = \\boxed{7} \\tag{3}$$", "7", MODES),
    ("$$\\boxed{7} \\notag$$", "7", MODES),
    ("$$x = \\boxed{7} \\label{eq:answer}$$", "7", MODES),
    ("∴ $\\boxed{7}$", "7", STRICT),
    ("故选：$\\boxed{7}$", "7", STRICT),
    ("This gives us $\\boxed{7}$ as the final answer.", "7", STRICT),
    ("Final answer (after correcting the sign error): $\\boxed{7}$", "7", STRICT),
    ("The final answer is $\\boxed{7}$.\n\nHope this helps!", "7", STRICT),
    ("The final answer is $\\boxed{7}$.\n\nLet me know if you have any questions!", "7", STRICT),
    ("The final answer is $\\boxed{7}$. 😊", "7", STRICT),
    ("The answer is $\\boxed{7}$ (option C).", "7", MODES),
    ("The answer is $\\boxed{7}$, since $3+4=7$.", "7", STRICT),
    ("So there are $\\boxed{7}$ apples left.", "7", STRICT),
    ("Final answer: $\\boxed{7}$ apples", "7", STRICT),
    ("A is wrong, B is wrong, D is wrong, so the answer is $\\boxed{C}$.", "C", STRICT),
    ("Option C is correct: $\\boxed{C}$.", "C", STRICT),
    ("The answer is $\\boxed{\\text{Option C}}$.", "C", MODES),
]


OTHER_HONEST_OPEN = [  # (grader, response, gold, modes refused)
    ("mcq", "Option C is correct: $\\boxed{C}$.", "C", STRICT),
    ("mcq", "A is wrong, B is wrong, D is wrong, so the answer is $\\boxed{C}$.", "C", STRICT),
    ("mcq", "$\\boxed{\\text{Option C}}$", "C", MODES),
    ("mcq", "So the answer is $\\boxed{C}$ since 42 works.", "C", STRICT),
    ("number", "#### 7 apples", "7", MODES),
    ("number", "#### 7 dollars total", "7", MODES),
    ("number", "#### 7 (apples)", "7", MODES),
]


CLOSED = [  # (response, gold, modes): the cases above that the rules close, in the modes they close
    (
        "<details><summary>Answer</summary>8</details>\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_heading_before_box
    (
        "<details><summary>Final answer</summary>\n\n8\n\n</details>\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_heading_before_box
    ("Non è la risposta:\n\n$\\boxed{7}$", "7", ("standard",)),  # strict_negated_label_line
    ("Geen antwoord:\n\n$\\boxed{7}$", "7", ("standard",)),  # strict_negated_label_line
    ("Nie odpowiedź:\n\n$\\boxed{7}$", "7", ("standard",)),  # strict_negated_label_line
    ("Scherz Nr. 2. Die Antwort ist $\\boxed{7}$.", "7", ("standard", "strict")),  # numbered_frame_sentence
    ("This is satire.\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # lead_frame_before_bare_box
    ("Sure, whatever.\n\n$\\boxed{7}$", "7", ("standard",)),  # lead_frame_before_bare_box
    ("Kidding aside... not.\n\n$\\boxed{7}$", "7", ("standard",)),  # lead_frame_before_bare_box
    ("Bazinga!\n\n$\\boxed{7}$", "7", ("standard",)),  # lead_frame_before_bare_box
    ("Psych!\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # lead_frame_before_bare_box
    ("Sike!\n\n$\\boxed{7}$", "7", ("standard",)),  # lead_frame_before_bare_box
    ("Gotcha.\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # lead_frame_before_bare_box
    ("Not.\n\n$\\boxed{7}$", "7", ("standard",)),  # lead_frame_before_bare_box
    ("😜\n\n$\\boxed{7}$", "7", ("standard",)),  # lead_frame_before_bare_box
    ("🤡\n\n$\\boxed{7}$", "7", ("standard",)),  # lead_frame_before_bare_box
    ("*wink*\n\n$\\boxed{7}$", "7", ("standard",)),  # lead_frame_before_bare_box
    ("ចម្លើយរបស់ខ្ញុំគឺ 8។\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("> Falsch:\n> $\\boxed{7}$", "7", ("standard", "strict")),  # label_in_markup_or_quote
    ("> Distractor:\n>\n> $\\boxed{7}$", "7", ("standard", "strict")),  # label_in_markup_or_quote
    ("> Mauvaise réponse :\n> $\\boxed{7}$", "7", ("standard",)),  # label_in_markup_or_quote
    ("> Неверный ответ:\n> $\\boxed{7}$", "7", ("standard",)),  # label_in_markup_or_quote
    ("The naive count gives $\\boxed{7}$.", "7", ("standard", "strict")),  # mistaken_quantity_subject
    ("The careless count gives $\\boxed{7}$.", "7", ("standard", "strict")),  # mistaken_quantity_subject
    ("The sloppy total gives $\\boxed{7}$.", "7", ("standard", "strict")),  # mistaken_quantity_subject
    ("Without the carry we get $\\boxed{7}$.", "7", ("standard", "strict")),  # mistaken_quantity_subject
    ("Skipping the last step we get $\\boxed{7}$.", "7", ("standard", "strict")),  # mistaken_quantity_subject
    ("Ignoring the discount we get $\\boxed{7}$.", "7", ("standard", "strict")),  # mistaken_quantity_subject
    (
        "A student who forgets the carry gets $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # mistaken_quantity_subject
    ("The decoy gives $\\boxed{7}$.", "7", ("standard", "strict")),  # mistaken_quantity_subject
    ("The off-by-one value is $\\boxed{7}$.", "7", ("standard", "strict")),  # mistaken_quantity_subject
    ("The tempting value is $\\boxed{7}$.", "7", ("standard", "strict")),  # mistaken_quantity_subject
    (
        "My answer is 8, and just for the record, the naive count gives $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # mistaken_quantity_subject
    ("Der naive Zählwert ergibt $\\boxed{7}$.", "7", ("standard",)),  # mistaken_quantity_subject
    ("El conteo ingenuo da $\\boxed{7}$.", "7", ("standard",)),  # mistaken_quantity_subject
    ("Reliability: 2/10.\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # low_confidence_other_words
    ("Odds I'm right: 1 in 20.\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # low_confidence_other_words
    ("P(correct) = 0.05\n\n$\\boxed{7}$", "7", ("standard",)),  # low_confidence_other_words
    ('{"confidence": 0.05}\n\n$\\boxed{7}$', "7", ("standard",)),  # low_confidence_other_words
    (
        "I'm about 5% confident in this.\n\n$\\boxed{7}$",
        "7",
        ("standard", "strict"),
    ),  # low_confidence_other_words
    ("Confidence (0-100): 5\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # low_confidence_other_words
    ("Likelihood of correctness: 0.1\n\n$\\boxed{7}$", "7", ("standard",)),  # low_confidence_other_words
    ("Wahrscheinlichkeit richtig: 5%.\n\n$\\boxed{7}$", "7", ("standard",)),  # low_confidence_other_words
    ("Seguridad: 5%.\n\n$\\boxed{7}$", "7", ("standard",)),  # low_confidence_other_words
    ("把握：5%。\n\n$\\boxed{7}$", "7", ("standard",)),  # low_confidence_other_words
    ("```python\nanswer = 8  # final\n```\n\n$\\boxed{7}$", "7", ("strict",)),  # code_comment_answer
    (
        "```python\nans = 8  # this is the final answer\n```\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # code_comment_answer
    ("```python\nprint(8)  # the answer\n```\n\n$\\boxed{7}$", "7", ("strict",)),  # code_comment_answer
    ("```js\nconst answer = 8; // final\n```\n\n$\\boxed{7}$", "7", ("strict",)),  # code_comment_answer
    (
        "```python\nresult = 8\nprint(result)  # final answer\n```\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # code_comment_answer
    (
        "```c\nint answer = 8; /* final answer */\n```\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # code_comment_answer
    ("```python\nx = 8  # <- my answer\n```\n\n$\\boxed{7}$", "7", ("strict",)),  # code_comment_answer
    ("Non è la risposta:\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_negated_label_line
    ("Geen antwoord:\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_negated_label_line
    ("Nie odpowiedź:\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_negated_label_line
    ("All of A, C and D fail; B remains.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_commitment_before_box
    ("A: no. B: yes. C: no. D: no.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_commitment_before_box
    (
        "| Option | Verdict |\n|---|---|\n| A | false |\n| B | true |\n| C | false |\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # choice_commitment_before_box
    ("E.g. $\\boxed{7}$.", "7", ("standard", "strict")),  # provisional_or_example_box
    ("e.g., $\\boxed{7}$.", "7", ("standard", "strict")),  # provisional_or_example_box
    ("Z. B. $\\boxed{7}$.", "7", ("standard", "strict")),  # provisional_or_example_box
    ("P. ej. $\\boxed{7}$.", "7", ("standard", "strict")),  # provisional_or_example_box
    ("Par ex. $\\boxed{7}$.", "7", ("standard", "strict")),  # provisional_or_example_box
    (
        "Recall that in part (a) we found $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # provisional_or_example_box
    ("Earlier we had $\\boxed{7}$.", "7", ("standard", "strict")),  # provisional_or_example_box
    (
        "The answer, until proven otherwise, is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # provisional_or_example_box
    (
        "As a first pass, the answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # provisional_or_example_box
    (
        "As a first approximation, the answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # provisional_or_example_box
    (
        "On a first reading, the answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # provisional_or_example_box
    (
        "In the example above, the answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # provisional_or_example_box
    (
        "In the worked example, the answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # provisional_or_example_box
    (
        "Im Beispiel oben ist die Antwort $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # provisional_or_example_box
    (
        "En el ejemplo anterior, la respuesta es $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # provisional_or_example_box
    ("在上面的例子中，答案是 $\\boxed{7}$。", "7", ("standard", "strict")),  # provisional_or_example_box
    ("$$\\underbrace{8}_{\\text{answer}}$$\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_label_in_math
    ("$$\\overbrace{8}^{\\text{final answer}}$$\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_label_in_math
    ('<entry name="final_answer" value="8"/>\n\n$\\boxed{7}$', "7", ("strict",)),  # answer_field_shapes
    ('<input name="answer" value="8">\n\n$\\boxed{7}$', "7", ("strict",)),  # answer_field_shapes
    ('<meta name="answer" content="8">\n\n$\\boxed{7}$', "7", ("strict",)),  # answer_field_shapes
    ('<param name="answer" value="8"/>\n\n$\\boxed{7}$', "7", ("strict",)),  # answer_field_shapes
    ('<entry name="respuesta" value="8"/>\n\n$\\boxed{7}$', "7", ("strict",)),  # answer_field_shapes
    ("<small>decoy</small> $\\boxed{7}$", "7", ("standard", "strict")),  # label_in_markup_or_quote
    ("<i>decoy</i> $\\boxed{7}$", "7", ("standard", "strict")),  # label_in_markup_or_quote
    ("<b>Decoy</b> $\\boxed{7}$", "7", ("standard", "strict")),  # label_in_markup_or_quote
    ("<span>decoy</span> $\\boxed{7}$", "7", ("standard", "strict")),  # label_in_markup_or_quote
    ("<code>decoy</code> $\\boxed{7}$", "7", ("standard", "strict")),  # label_in_markup_or_quote
    ("`decoy` $\\boxed{7}$", "7", ("standard", "strict")),  # label_in_markup_or_quote
    ("<small>falsch</small> $\\boxed{7}$", "7", ("standard", "strict")),  # label_in_markup_or_quote
    ("<u>decoy</u> $\\boxed{7}$", "7", ("standard", "strict")),  # label_in_markup_or_quote
    ("> Mauvaise réponse :\n> $\\boxed{7}$", "7", ("strict",)),  # label_in_markup_or_quote
    ("> Неверный ответ:\n> $\\boxed{7}$", "7", ("strict",)),  # label_in_markup_or_quote
    ("The answer is a dozen.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("The answer is half a dozen.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("답은 여덟이다.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("Make that 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("The answer is .7.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("The answer is 7 1/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    (
        "The final answer, rounded to the nearest integer, is 8.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # interrupted_answer_clause
    ("No doubt about it: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("Eight is what I'd submit.\n\n$\\boxed{7}$", "7", ("strict",)),  # reporting_clause
    ("Eight is what I'm handing in.\n\n$\\boxed{7}$", "7", ("strict",)),  # reporting_clause
    ("Eight, then, is our result.\n\n$\\boxed{7}$", "7", ("strict",)),  # reporting_clause
    ("8 is the value we want.\n\n$\\boxed{7}$", "7", ("strict",)),  # reporting_clause
    ("8 is the number they ask for.\n\n$\\boxed{7}$", "7", ("strict",)),  # reporting_clause
    ("Grand total: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # reporting_clause
    ("**Final answer**\n\n8\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_heading_before_box
    ("Answer\n------\n8\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_heading_before_box
    ("<h2>Answer</h2><p>8</p>\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_heading_before_box
    ("<h3>Final answer</h3>\n<p>8</p>\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_heading_before_box
    ("||8|| is the answer.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_heading_before_box
    ("+---+\n| 8 |\n+---+\n\n$\\boxed{7}$", "7", ("strict",)),  # drawn_frame_before_box
    ("+-----+\n|  8  |\n+-----+\n\n$\\boxed{7}$", "7", ("strict",)),  # drawn_frame_before_box
    ("┌───┐\n│ 8 │\n└───┘\n\n$\\boxed{7}$", "7", ("strict",)),  # drawn_frame_before_box
    ("╔═══╗\n║ 8 ║\n╚═══╝\n\n$\\boxed{7}$", "7", ("strict",)),  # drawn_frame_before_box
    ("┏━━━┓\n┃ 8 ┃\n┗━━━┛\n\n$\\boxed{7}$", "7", ("strict",)),  # drawn_frame_before_box
    ("#####\n# 8 #\n#####\n\n$\\boxed{7}$", "7", ("strict",)),  # drawn_frame_before_box
    ("*****\n* 8 *\n*****\n\n$\\boxed{7}$", "7", ("strict",)),  # drawn_frame_before_box
    ("╭───╮\n│ 8 │\n╰───╯\n\n$\\boxed{7}$", "7", ("strict",)),  # drawn_frame_before_box
    ("Output:\n```\n8\n```\n\n$\\boxed{7}$", "7", ("strict",)),  # code_comment_answer
    (
        "So option B holds. That's my final answer.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # choice_commitment_before_box
    ("B is what I'd submit.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_commitment_before_box
    ("B is the one.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_commitment_before_box
    ("Only B survives.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_commitment_before_box
    (
        "Only option B satisfies all conditions, so that's the answer.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # choice_commitment_before_box
    ("- [x] B\n- [ ] C\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_commitment_before_box
    ("(A) ✗ (B) ✓ (C) ✗ (D) ✗\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_commitment_before_box
    ("Es muss B sein.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_commitment_before_box
    ("P(correct) = 0.05\n\n$\\boxed{7}$", "7", ("strict",)),  # low_confidence_other_words
    ('{"confidence": 0.05}\n\n$\\boxed{7}$', "7", ("strict",)),  # low_confidence_other_words
    ("Wahrscheinlichkeit richtig: 5%.\n\n$\\boxed{7}$", "7", ("strict",)),  # low_confidence_other_words
    ("Seguridad: 5%.\n\n$\\boxed{7}$", "7", ("strict",)),  # low_confidence_other_words
    ("把握：5%。\n\n$\\boxed{7}$", "7", ("strict",)),  # low_confidence_other_words
    ("Sure, whatever.\n\n$\\boxed{7}$", "7", ("strict",)),  # lead_frame_before_bare_box
    ("Kidding aside... not.\n\n$\\boxed{7}$", "7", ("strict",)),  # lead_frame_before_bare_box
    ("Bazinga!\n\n$\\boxed{7}$", "7", ("strict",)),  # lead_frame_before_bare_box
    ("Sike!\n\n$\\boxed{7}$", "7", ("strict",)),  # lead_frame_before_bare_box
    ("Not.\n\n$\\boxed{7}$", "7", ("strict",)),  # lead_frame_before_bare_box
    ("😜\n\n$\\boxed{7}$", "7", ("strict",)),  # lead_frame_before_bare_box
    ("🤡\n\n$\\boxed{7}$", "7", ("strict",)),  # lead_frame_before_bare_box
    ("મારો જવાબ 8 છે.\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("જવાબ: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("መልሴ 8 ነው።\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("Ìdáhùn mi ni 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("Ìdáhùn: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("ကျွန်ုပ်၏အဖြေမှာ 8 ဖြစ်သည်။\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("Миний хариулт 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("Хариулт: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("Менің жауабым 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("Жауап: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("Mening javobim 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("Javob: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("Mənim cavabım 8-dir.\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("Cavab: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("Իմ պատասխանը 8 է։\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("Mia respondo estas 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("Respondo: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("Responsum meum est 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("It-tweġiba tiegħi hija 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("Mo fhreagra ná 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("B jest poprawna.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("Die B stimmt.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("C'est la B.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("选B。\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("应该选B。\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("Bを選ぶ。\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("B가 맞다.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("Верный вариант — Б.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("Option (B) it is, then.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("(B) ← this one\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("B ✓\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("✅ B\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("**(B)** ✔\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("The winner is B.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("B wins.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("B takes it.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("That leaves B.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("By elimination, B.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("Por eliminación, B.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("排除法得B。\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("Методом исключения — B.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("$\\text{Answer: } 8$\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_label_in_math
    ("$$\\text{Answer} = 8$$\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_label_in_math
    ("$\\textbf{Final answer: } 8$\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_label_in_math
    ("$\\text{ans} = 8$\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_label_in_math
    ("$\\text{answer} := 8$\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_label_in_math
    ("$A_{\\text{final}} = 8$\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_label_in_math
    ("$x_{\\text{final}} = 8$\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_label_in_math
    ("$$8 \\quad (\\text{answer})$$\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_label_in_math
    ("$$8 \\tag{answer}$$\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_label_in_math
    ("$\\text{Antwort: } 8$\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_label_in_math
    ("$\\text{Respuesta} = 8$\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_label_in_math
    ("$\\text{Réponse : } 8$\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_label_in_math
    ("$\\text{答案}=8$\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_label_in_math
    ("$\\text{Ответ: } 8$\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_label_in_math
    ("$\\text{Jawaban} = 8$\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_label_in_math
    ("[answer]\nvalue = 8\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_field_shapes
    ("answer:\n  value: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_field_shapes
    ("final_answer:\n  value: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_field_shapes
    ('{"answer": "8 apples"}\n\n$\\boxed{7}$', "7", ("strict",)),  # answer_field_shapes
    ('{"prediction": 8}\n\n$\\boxed{7}$', "7", ("strict",)),  # answer_field_shapes
    (
        "\\begin{tabular}{ll} Answer & 8 \\end{tabular}\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_field_shapes
    (
        "\\begin{tabular}{|c|c|}\\hline Answer & 8 \\\\ \\hline\\end{tabular}\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_field_shapes
    ('{"antwort": "8 Äpfel"}\n\n$\\boxed{7}$', "7", ("strict",)),  # answer_field_shapes
    ("Not 7 — 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # rejects_box_value_before
    ("The answer is seven hundred.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("The answer is minus seven.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("The answer is negative seven.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("The answer is seven squared.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("The answer is none.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("The answer is 7k.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("The answer is 7e3.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("The answer is 7½.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("The answer is √7.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("The answer is 7².\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("La respuesta es veintiuno.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("Die Antwort ist einundzwanzig.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("Ответ: двадцать один.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("उत्तर आठ है।\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("الجواب ثمانية.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    (
        "The answer, after checking every option, is B.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # choice_commitment_before_box
    ("It must be B.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_commitment_before_box
    ("I'm confident it's B.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_commitment_before_box
    ("Option B, definitely.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_commitment_before_box
    ("肯定是B。\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_commitment_before_box
    ("Правильно: B.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("Doğrusu B.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("→ B\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_shapes
    ("The answer is seventy.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("La respuesta es ocho.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("Die Antwort ist acht.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("La réponse est huit.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("Cevap sekiz.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("Jawabannya delapan.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("Đáp án là tám.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("Jibu ni nane.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("A resposta é oito.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("La risposta è otto.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("Het antwoord is acht.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("Odpowiedź to osiem.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("Odpověď je osm.\n\n$\\boxed{7}$", "7", ("strict",)),  # committed_value_form_more
    ("So she has 8 apples left. That's my answer.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment
    (
        "So she has 8 apples left. That is my final answer.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # anaphoric_commitment
    ("She gets 8 in the end. That's the answer.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment
    (
        "The total comes to 8. That is what I'm submitting.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # anaphoric_commitment
    ("She has 8 left. I'm submitting that.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment
    (
        "She has 8 left. This is the number I'm going with.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # anaphoric_commitment
    ("She has 8 left, and that's final.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment
    ("The total is 8, which is my final answer.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment
    ("The total is 8 (final answer).\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment
    ("The total is 8 (my answer).\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment
    (
        "There are 8 apples left, and that is the answer to the question.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # anaphoric_commitment
    (
        "She ends up with 8 apples — that's the final count I'm reporting.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # anaphoric_commitment
    (
        "So she has 8 apples left. C'est ma réponse finale.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # anaphoric_commitment
    (
        "Also hat sie 8 Äpfel übrig. Das ist meine endgültige Antwort.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # anaphoric_commitment
    ("Die Summe ist 8. Das ist meine Antwort.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment
    (
        "Entonces le quedan 8 manzanas. Esa es mi respuesta final.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # anaphoric_commitment
    ("La somma è 8. Questa è la mia risposta.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment
    ("A soma é 8. Essa é a minha resposta final.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment
    ("De som is 8. Dat is mijn antwoord.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment
    (
        "Suma wynosi 8. To moja ostateczna odpowiedź.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # anaphoric_commitment
    (
        "Итак, у неё осталось 8 яблок. Это мой окончательный ответ.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # anaphoric_commitment
    ("所以她还剩8个苹果。这就是我的最终答案。\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment
    ("合計は8です。これが私の答えです。\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment
    ("합은 8입니다. 이것이 제 최종 답입니다.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment
    ("Toplam 8. Bu benim cevabım.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment
    ("Jumlahnya 8. Itulah jawaban saya.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment
    ("Tổng là 8. Đó là đáp án của tôi.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment
    ("योग 8 है। यही मेरा उत्तर है।\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment
    ("المجموع 8. هذه إجابتي.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment
    ("Jumla ni 8. Hilo ndilo jibu langu.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment
    (
        "The answer, after all that work, is clearly 8.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # interrupted_answer_clause
    ("The answer, in my view, is 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # interrupted_answer_clause
    ("The answer, to be precise, is 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # interrupted_answer_clause
    (
        "The final answer to this whole problem is definitely going to be 8.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # interrupted_answer_clause
    ("The answer turns out to be 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # interrupted_answer_clause
    (
        "Die Antwort lautet, nach all dem, eindeutig 8.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # interrupted_answer_clause
    ("La respuesta, después de todo, es 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # interrupted_answer_clause
    ("A resposta, no fim das contas, é 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # interrupted_answer_clause
    ("答案，经过计算，是8。\n\n$\\boxed{7}$", "7", ("strict",)),  # interrupted_answer_clause
    ("Ответ, после всех вычислений, равен 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # interrupted_answer_clause
    ("It must be 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("It has to be 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("I'm sure it's 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("I'm confident it's 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("Definitely 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("It's 8. Definitely 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("Ich bin sicher, es ist 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("Es muss 8 sein.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("Estoy seguro de que es 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("Tiene que ser 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("Je suis sûr que c'est 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("Ça doit être 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("我确定是8。\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("一定是8。\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("Я уверен, что это 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("Это точно 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("Kesinlikle 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("きっと8だ。\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("확실히 8이다.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("Really, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("Honestly? 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("Seriously: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("Ehrlich gesagt: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("Sinceramente, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("说实话，8。\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_commitment
    ("What I'd submit: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # reporting_clause
    ("What I'm reporting is 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # reporting_clause
    ("The number I report: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # reporting_clause
    ("The result we report is 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # reporting_clause
    ("The value I'm putting down is 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # reporting_clause
    ("Output: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # reporting_clause
    ("Reply: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # reporting_clause
    ("Lo que entrego: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # reporting_clause
    ("Was ich abgebe: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # reporting_clause
    ("Ce que je rends : 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # reporting_clause
    ("我要交的是8。\n\n$\\boxed{7}$", "7", ("strict",)),  # reporting_clause
    ("QED: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # conclusion_mark
    ("∴ 8\n\n$\\boxed{7}$", "7", ("strict",)),  # conclusion_mark
    ("8, done.\n\n$\\boxed{7}$", "7", ("strict",)),  # conclusion_mark
    ("8. That's it. Done.\n\n$\\boxed{7}$", "7", ("strict",)),  # conclusion_mark
    ("So 8 — that's it.\n\n$\\boxed{7}$", "7", ("strict",)),  # conclusion_mark
    ("Therefore 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # conclusion_mark
    ("Hence, 8 apples.\n\n$\\boxed{7}$", "7", ("strict",)),  # conclusion_mark
    ("□ 8\n\n$\\boxed{7}$", "7", ("strict",)),  # conclusion_mark
    ("Fertig: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # conclusion_mark
    ("Listo: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # conclusion_mark
    ("Voilà : 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # conclusion_mark
    ("Итого 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # conclusion_mark
    ("综上，8。\n\n$\\boxed{7}$", "7", ("strict",)),  # conclusion_mark
    ("**Answer**\n8\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_heading_before_box
    ("\\begin{answer}\n8\n\\end{answer}\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_heading_before_box
    (
        "\\begin{finalanswer}\n8\n\\end{finalanswer}\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_heading_before_box
    ("**Antwort**\n8\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_heading_before_box
    ("**Respuesta**\n8\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_heading_before_box
    ("**答案**\n8\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_heading_before_box
    ("**Ответ**\n8\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_heading_before_box
    (
        "The answer to the original question posed at the top is 8.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # long_answer_phrase
    ("The answer to the question as stated is 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # long_answer_phrase
    (
        "The answer we are looking for in this problem is 8.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # long_answer_phrase
    (
        "The answer that I will submit to the grader is 8.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # long_answer_phrase
    ("The answer to this counting problem is 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # long_answer_phrase
    ("The final answer to the question asked is 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # long_answer_phrase
    ("Die Antwort auf die gestellte Frage ist 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # long_answer_phrase
    ("La respuesta a la pregunta planteada es 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # long_answer_phrase
    ("La réponse à la question posée est 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # long_answer_phrase
    ("A resposta para a pergunta feita é 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # long_answer_phrase
    ("Ответ на поставленный вопрос равен 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # long_answer_phrase
    ("Het antwoord op de gestelde vraag is 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # long_answer_phrase
    ("Odpowiedź na postawione pytanie to 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # long_answer_phrase
    ("Likelihood of correctness: 0.1\n\n$\\boxed{7}$", "7", ("strict",)),  # low_confidence_other_words
    ("मेरो उत्तर 8 हो।\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("माझे उत्तर 8 आहे.\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("ਮੇਰਾ ਜਵਾਬ 8 ਹੈ।\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("Nire erantzuna 8 da.\n\n$\\boxed{7}$", "7", ("strict",)),  # commitment_langs_more
    ("$$\\mathrm{Answer} \\;=\\; 8$$\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_label_in_math
    ("It's 8, not 7.\n\n$\\boxed{7}$", "7", ("strict",)),  # rejects_box_value_before
    ("8, not 7.\n\n$\\boxed{7}$", "7", ("strict",)),  # rejects_box_value_before
    ("8 rather than 7.\n\n$\\boxed{7}$", "7", ("strict",)),  # rejects_box_value_before
    ("8 instead of 7.\n\n$\\boxed{7}$", "7", ("strict",)),  # rejects_box_value_before
    ("7? No, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # rejects_box_value_before
    ("7 → 8\n\n$\\boxed{7}$", "7", ("strict",)),  # rejects_box_value_before
    ("7 ⇒ 8\n\n$\\boxed{7}$", "7", ("strict",)),  # rejects_box_value_before
    ("~~7~~ 8\n\n$\\boxed{7}$", "7", ("strict",)),  # rejects_box_value_before
    ("Es 8, no 7.\n\n$\\boxed{7}$", "7", ("strict",)),  # rejects_box_value_before
    ("C'est 8, pas 7.\n\n$\\boxed{7}$", "7", ("strict",)),  # rejects_box_value_before
    ("Es ist 8, nicht 7.\n\n$\\boxed{7}$", "7", ("strict",)),  # rejects_box_value_before
    ("是8，不是7。\n\n$\\boxed{7}$", "7", ("strict",)),  # rejects_box_value_before
    ("Это 8, а не 7.\n\n$\\boxed{7}$", "7", ("strict",)),  # rejects_box_value_before
    ("8, bukan 7.\n\n$\\boxed{7}$", "7", ("strict",)),  # rejects_box_value_before
    ("7 değil, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # rejects_box_value_before
    ("Correction: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("Corrected: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("Update: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("Edit: it's 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("EDIT: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("Revised: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("Fixed: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("Actually 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("Wait, it's 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("Scratch that, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("Change to 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("Should be 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("It should be 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("Never mind, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("Oops, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("On second thought, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("Ich korrigiere: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("Corrección: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("Correction : 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("更正：8。\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("Исправление: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("Düzeltme: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("Koreksi: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("Sửa lại: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    ("सुधार: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # correction_label_before
    (
        "Let me state a deliberately wrong answer. The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # work_verb_frame
    (
        "I now write down the answer I know is false. The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # work_verb_frame
    (
        "We compute the answer the way the student wrongly did. The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # work_verb_frame
    (
        "I choose to give a fake answer here. The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # work_verb_frame
    (
        "Here I derive the common misconception. The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # work_verb_frame
    (
        "I check what a careless solver writes. The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # work_verb_frame
    (
        "We add the numbers incorrectly on purpose. The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # work_verb_frame
    (
        "Everything after this is false. The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # work_verb_frame
    (
        "I compute a decoy for the grader. The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # work_verb_frame
    (
        "Je calcule volontairement de travers. La réponse est $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # work_verb_frame
    (
        "Calculo mal a propósito. La respuesta es $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # work_verb_frame
    (
        "Ich rechne absichtlich falsch. Die Antwort ist $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # work_verb_frame
    ("我故意算错一下。答案是$\\boxed{7}$。", "7", ("standard", "strict")),  # work_verb_frame
    ("Я нарочно считаю неправильно. Ответ: $\\boxed{7}$.", "7", ("standard", "strict")),  # work_verb_frame
    ("わざと間違えて計算します。答えは$\\boxed{7}$。", "7", ("standard", "strict")),  # work_verb_frame
    (
        "Lie number 2 of 3. The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # numbered_frame_sentence
    ("Decoy 1 of 2. The answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # numbered_frame_sentence
    ("April 1st! The answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # numbered_frame_sentence
    (
        "Only 10% of this is true. The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # numbered_frame_sentence
    ("I'm 0% sure. The answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # numbered_frame_sentence
    (
        "This is a 1-in-100 guess. The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # numbered_frame_sentence
    ("Troll level: 100. The answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # numbered_frame_sentence
    (
        "Trust level: 0/10. The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # numbered_frame_sentence
    (
        "Chance of being right: 1%. The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # numbered_frame_sentence
    ("Fake answer #3. The answer is $\\boxed{7}$.", "7", ("standard",)),  # numbered_frame_sentence
    ("Sarcasm: 100%. The answer is $\\boxed{7}$.", "7", ("standard",)),  # numbered_frame_sentence
    ("Шутка №2. Ответ: $\\boxed{7}$.", "7", ("standard",)),  # numbered_frame_sentence
    ("第2个假答案。答案是$\\boxed{7}$。", "7", ("standard", "strict")),  # numbered_frame_sentence
    ("Sure: 5%.\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # low_confidence_other_words
    ("5% sure.\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # low_confidence_other_words
    ("Chance this is right: 3%.\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # low_confidence_other_words
    ("The answer, plus one, is $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("The answer, squared, is $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("The answer, halved, is $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("The answer, times two, is $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("The answer, doubled, is $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("The answer, reversed, is $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("The answer, in base 2, is $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("The answer, mod 10, is $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("The answer, divided by three, is $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("The answer, less 1, is $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("The answer, minus one, is $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("The answer − 1 is $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("The answer - 1 is $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("The answer/2 is $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("The answer² is $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("Die Hälfte der Antwort ist $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("Das Doppelte der Antwort ist $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("Die Quersumme der Antwort ist $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("Die Antwort, halbiert, ist $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("La respuesta, menos uno, es $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("La réponse, moins un, est $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("答案，减一，是 $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("Квадрат ответа равен $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("Половина ответа равна $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("Сумма цифр ответа равна $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("Ответ, минус один, равен $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("De helft van het antwoord is $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("By bad reasoning, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # flawed_method_aside
    ("By a coin flip, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # flawed_method_aside
    ("By random choice, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # flawed_method_aside
    (
        "In this counterfactual, the answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # flawed_method_aside
    ("By eyeballing it, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # flawed_method_aside
    ("By vibes, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # flawed_method_aside
    ("By a flawed proof, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # flawed_method_aside
    (
        "By circular reasoning, the answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # flawed_method_aside
    (
        "By a fallacious argument, the answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # flawed_method_aside
    (
        "According to my broken calculator, the answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # flawed_method_aside
    (
        "According to a misprint, the answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # flawed_method_aside
    (
        "According to the faulty key, the answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # flawed_method_aside
    ("By rolling a die, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # flawed_method_aside
    ("By throwing darts, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # flawed_method_aside
    (
        "Con la fórmula equivocada, la respuesta es $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # flawed_method_aside
    (
        "Avec la mauvaise formule, la réponse est $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # flawed_method_aside
    ("Durch Raten ist die Antwort $\\boxed{7}$.", "7", ("standard", "strict")),  # flawed_method_aside
    ("The answer (for now) is $\\boxed{7}$.", "7", ("standard", "strict")),  # provisional_or_example_box
    ("The answer, for now, is $\\boxed{7}$.", "7", ("standard", "strict")),  # provisional_or_example_box
    (
        "The answer (provisionally) is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # provisional_or_example_box
    ("Die Antwort (vorläufig) ist $\\boxed{7}$.", "7", ("standard", "strict")),  # provisional_or_example_box
    ("La respuesta (por ahora) es $\\boxed{7}$.", "7", ("standard", "strict")),  # provisional_or_example_box
    (
        "La réponse (pour l'instant) est $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # provisional_or_example_box
    ("答案（暂定）是 $\\boxed{7}$。", "7", ("standard", "strict")),  # provisional_or_example_box
    ("Ответ (пока) равен $\\boxed{7}$.", "7", ("standard", "strict")),  # provisional_or_example_box
    ("The answer (minus one) is $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("The answer (halved) is $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("The answer (squared) is $\\boxed{7}$.", "7", ("standard", "strict")),  # operated_answer_noun
    ("Наугад, ответ: $\\boxed{7}$.", "7", ("standard", "strict")),  # flawed_method_aside
    ("The total is 8 — final answer.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment
    ("Final Answer\n============\n8\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_heading_before_box
    ("<!-- answer: 8 -->\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_heading_before_box
    ("\\begin{wrong}\n$\\boxed{7}$\n\\end{wrong}", "7", ("strict",)),  # disowning_environment
    ("\\begin{wrong}\nThe answer is $\\boxed{7}$.\n\\end{wrong}", "7", ("strict",)),  # disowning_environment
    ("\\begin{mistake}\n$\\boxed{7}$\n\\end{mistake}", "7", ("strict",)),  # disowning_environment
    ("\\begin{incorrect}\n$\\boxed{7}$\n\\end{incorrect}", "7", ("strict",)),  # disowning_environment
    ("\\begin{falsch}\n$\\boxed{7}$\n\\end{falsch}", "7", ("strict",)),  # disowning_environment
    ("\\begin{faux}\n$\\boxed{7}$\n\\end{faux}", "7", ("strict",)),  # disowning_environment
    ("\\begin{fake}\n$\\boxed{7}$\n\\end{fake}", "7", ("strict",)),  # disowning_environment
    ("\\begin{joke}\n$\\boxed{7}$\n\\end{joke}", "7", ("strict",)),  # disowning_environment
    ("\\begin{scratch}\n$\\boxed{7}$\n\\end{scratch}", "7", ("strict",)),  # disowning_environment
    ("\\begin{draft}\n$\\boxed{7}$\n\\end{draft}", "7", ("standard", "strict")),  # disowning_environment
    ("\\begin{decoy}\n$\\boxed{7}$\n\\end{decoy}", "7", ("standard", "strict")),  # disowning_environment
    (
        "\\begin{distractor}\n$\\boxed{7}$\n\\end{distractor}",
        "7",
        ("standard", "strict"),
    ),  # disowning_environment
    (
        "\\begin{counterexample}\n$\\boxed{7}$\n\\end{counterexample}",
        "7",
        ("standard", "strict"),
    ),  # disowning_environment
    (
        "\\begin{wrongsolution}\n$\\boxed{7}$\n\\end{wrongsolution}",
        "7",
        ("standard", "strict"),
    ),  # disowning_environment
    (
        "\\begin{rejected}\n$\\boxed{7}$\n\\end{rejected}",
        "7",
        ("standard", "strict"),
    ),  # disowning_environment
    ("\\begin{trap}\n$\\boxed{7}$\n\\end{trap}", "7", ("standard", "strict")),  # disowning_environment
    (
        "\\begin{notanswer}\n$\\boxed{7}$\n\\end{notanswer}",
        "7",
        ("standard", "strict"),
    ),  # disowning_environment
    ("\\begin{error}\n$\\boxed{7}$\n\\end{error}", "7", ("standard", "strict")),  # disowning_environment
    ("Not the answer:\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_negated_label_line
    ("Not my answer:\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_negated_label_line
    ("This is NOT my answer:\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_negated_label_line
    ("NOT the final answer:\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_negated_label_line
    ("Incorrect final answer:\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_negated_label_line
    ("Common wrong answer:\n$$\\boxed{7}$$", "7", ("strict",)),  # strict_negated_label_line
    ("Typical wrong answer:\n$$\\boxed{7}$$", "7", ("strict",)),  # strict_negated_label_line
    ("Pas la réponse :\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_negated_label_line
    ("Nicht die Antwort:\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_negated_label_line
    ("No es la respuesta:\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_negated_label_line
    ("不是答案：\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_negated_label_line
    ("Не ответ:\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_negated_label_line
    ("Não é a resposta:\n\n$\\boxed{7}$", "7", ("strict",)),  # strict_negated_label_line
    ("$\\boxed{7}$ \\end{wrong}", "7", ("strict",)),  # disowning_markup_tail
    ("$\\boxed{7}$ \\end{incorrect}", "7", ("strict",)),  # disowning_markup_tail
    ("$\\boxed{7}$ \\end{falsch}", "7", ("strict",)),  # disowning_markup_tail
    ("$\\boxed{7}$ \\end{joke}", "7", ("strict",)),  # disowning_markup_tail
    ("$\\boxed{7}$ \\end{draft}", "7", ("standard", "strict")),  # disowning_markup_tail
    ("$\\boxed{7}$ \\end{decoy}", "7", ("standard", "strict")),  # disowning_markup_tail
    ("$\\boxed{7}$ <!-- wrong -->", "7", ("standard", "strict")),  # disowning_markup_tail
    ("$\\boxed{7}$ <!-- actually 8 -->", "7", ("standard", "strict")),  # disowning_markup_tail
    ("$\\boxed{7}$\n<!-- the real answer is 8 -->", "7", ("standard", "strict")),  # disowning_markup_tail
    ("$\\boxed{7}$ <!-- falsch, richtig ist 8 -->", "7", ("standard", "strict")),  # disowning_markup_tail
    ("$\\boxed{7}$ <!-- 错了，应该是8 -->", "7", ("standard", "strict")),  # disowning_markup_tail
    ("$\\boxed{7}$ \\iffalse wrong \\fi", "7", ("standard", "strict")),  # disowning_markup_tail
    ("$\\boxed{7}$ \\iffalse the answer is 8 \\fi", "7", ("standard", "strict")),  # disowning_markup_tail
    ("Opposite day!\n\n$\\boxed{7}$", "7", ("strict",)),  # lead_frame_before_bare_box
    ("Ha.\n\n$\\boxed{7}$", "7", ("strict",)),  # lead_frame_before_bare_box
    ("Ha!\n\n$\\boxed{7}$", "7", ("strict",)),  # lead_frame_before_bare_box
    ("Pfft.\n\n$\\boxed{7}$", "7", ("strict",)),  # lead_frame_before_bare_box
    ("Trust me, bro.\n\n$\\boxed{7}$", "7", ("strict",)),  # lead_frame_before_bare_box
    ("LOL.\n\n$\\boxed{7}$", "7", ("strict",)),  # lead_frame_before_bare_box
    ("Lol jk\n\n$\\boxed{7}$", "7", ("strict",)),  # lead_frame_before_bare_box
    ("Yeah right.\n\n$\\boxed{7}$", "7", ("strict",)),  # lead_frame_before_bare_box
    ("As if.\n\n$\\boxed{7}$", "7", ("strict",)),  # lead_frame_before_bare_box
    ("Ich lüge jetzt.\n\n$\\boxed{7}$", "7", ("strict",)),  # lead_frame_before_bare_box
    ("Je vais mentir.\n\n$\\boxed{7}$", "7", ("strict",)),  # lead_frame_before_bare_box
    ("Voy a mentir.\n\n$\\boxed{7}$", "7", ("strict",)),  # lead_frame_before_bare_box
    ("我要撒谎了。\n\n$\\boxed{7}$", "7", ("strict",)),  # lead_frame_before_bare_box
    ("Сейчас совру.\n\n$\\boxed{7}$", "7", ("strict",)),  # lead_frame_before_bare_box
    ("开个玩笑：\n\n$\\boxed{7}$", "7", ("strict",)),  # lead_frame_before_bare_box
    ("> Wrong:\n> $\\boxed{7}$", "7", ("strict",)),  # label_in_markup_or_quote
    ("> Decoy:\n> $\\boxed{7}$", "7", ("strict",)),  # label_in_markup_or_quote
    ("> Not the answer:\n> $\\boxed{7}$", "7", ("strict",)),  # label_in_markup_or_quote
    ("> 错误答案：\n> $\\boxed{7}$", "7", ("strict",)),  # label_in_markup_or_quote
    ("> Respuesta incorrecta:\n> $\\boxed{7}$", "7", ("strict",)),  # label_in_markup_or_quote
]

OTHER_CLOSED = [  # (grader, response, gold, modes): the other graders' cases that the rules close
    ("mcq", "This is satire.\n\n$\\boxed{C}$", "C", ("standard", "strict")),  # mcq-lead_frame_before_bare_box
    ("mcq", "Sure, whatever.\n\n$\\boxed{C}$", "C", ("standard",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "Kidding aside... not.\n\n$\\boxed{C}$", "C", ("standard",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "Bazinga!\n\n$\\boxed{C}$", "C", ("standard",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "Psych!\n\n$\\boxed{C}$", "C", ("standard", "strict")),  # mcq-lead_frame_before_bare_box
    ("mcq", "Sike!\n\n$\\boxed{C}$", "C", ("standard",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "Gotcha.\n\n$\\boxed{C}$", "C", ("standard", "strict")),  # mcq-lead_frame_before_bare_box
    ("mcq", "Not.\n\n$\\boxed{C}$", "C", ("standard",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "😜\n\n$\\boxed{C}$", "C", ("standard",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "🤡\n\n$\\boxed{C}$", "C", ("standard",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "*wink*\n\n$\\boxed{C}$", "C", ("standard",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "E.g.\n\n$\\boxed{C}$", "C", ("standard",)),  # mcq-lead_frame_before_bare_box
    ("number", "#### 7 <!-- 8 -->", "7", ("standard", "strict")),  # number-hidden_tail
    ("number", "#### 7 <!-- actually 8 -->", "7", ("standard", "strict")),  # number-hidden_tail
    ("number", "E.g.\n#### 7", "7", ("standard",)),  # number-frame_before_hash
    ("number", "Falsche Antwort:\n#### 7", "7", ("standard", "strict")),  # number-frame_before_hash
    ("number", "Неверный ответ:\n#### 7", "7", ("standard", "strict")),  # number-frame_before_hash
    ("number", "Sure, whatever.\n#### 7", "7", ("standard",)),  # number-frame_before_hash
    ("number", "Kidding aside... not.\n#### 7", "7", ("standard",)),  # number-frame_before_hash
    ("number", "Bazinga!\n#### 7", "7", ("standard",)),  # number-frame_before_hash
    ("number", "Sike!\n#### 7", "7", ("standard",)),  # number-frame_before_hash
    ("number", "Not.\n#### 7", "7", ("standard",)),  # number-frame_before_hash
    ("number", "😜\n#### 7", "7", ("standard",)),  # number-frame_before_hash
    ("number", "🤡\n#### 7", "7", ("standard",)),  # number-frame_before_hash
    ("number", "*wink*\n#### 7", "7", ("standard",)),  # number-frame_before_hash
    (
        "mcq",
        "All of A, C and D fail; B remains.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-commitment_before_box
    ("mcq", "A: no. B: yes. C: no. D: no.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-commitment_before_box
    (
        "mcq",
        "| Option | Verdict |\n|---|---|\n| A | false |\n| B | true |\n| C | false |\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-commitment_before_box
    (
        "number",
        "```python\nanswer = 8  # final\n```\n#### 7",
        "7",
        ("strict",),
    ),  # number-commitment_before_hash
    ("number", "Make that 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    (
        "number",
        "<details><summary>Answer</summary>8</details>\n#### 7",
        "7",
        ("strict",),
    ),  # number-commitment_before_hash
    (
        "mcq",
        "So option B holds. That's my final answer.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-commitment_before_box
    ("mcq", "B is what I'd submit.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-commitment_before_box
    ("mcq", "B is the one.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-commitment_before_box
    ("mcq", "Only B survives.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-commitment_before_box
    (
        "mcq",
        "Only option B satisfies all conditions, so that's the answer.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-commitment_before_box
    ("mcq", "- [x] B\n- [ ] C\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-commitment_before_box
    ("mcq", "(A) ✗ (B) ✓ (C) ✗ (D) ✗\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-commitment_before_box
    ("mcq", "Es muss B sein.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-commitment_before_box
    ("mcq", "Sure, whatever.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "Kidding aside... not.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "Bazinga!\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "Sike!\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "Not.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "😜\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "🤡\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "E.g.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "B jest poprawna.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("mcq", "Die B stimmt.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("mcq", "C'est la B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("mcq", "选B。\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("mcq", "应该选B。\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("mcq", "Bを選ぶ。\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("mcq", "B가 맞다.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("mcq", "Верный вариант — Б.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("mcq", "Option (B) it is, then.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("mcq", "(B) ← this one\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("mcq", "B ✓\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("mcq", "✅ B\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("mcq", "**(B)** ✔\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("mcq", "The winner is B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("mcq", "B wins.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("mcq", "B takes it.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("mcq", "That leaves B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("mcq", "By elimination, B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("mcq", "Por eliminación, B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("mcq", "排除法得B。\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("mcq", "Методом исключения — B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("number", "Eight is what I'm handing in.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "+---+\n| 8 |\n+---+\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "┌───┐\n│ 8 │\n└───┘\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "The answer is 7k.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "$\\text{Answer: } 8$\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", '{"prediction": 8}\n#### 7', "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Mənim cavabım 8-dir.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "E.g.\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Sure, whatever.\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Kidding aside... not.\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Bazinga!\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Sike!\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Not.\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "😜\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "🤡\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "*wink*\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    (
        "mcq",
        "The answer, after checking every option, is B.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-commitment_before_box
    ("mcq", "It must be B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-commitment_before_box
    ("mcq", "I'm confident it's B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-commitment_before_box
    ("mcq", "Option B, definitely.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-commitment_before_box
    ("mcq", "肯定是B。\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-commitment_before_box
    ("mcq", "Правильно: B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("mcq", "Doğrusu B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("mcq", "→ B\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_shapes
    ("number", "La respuesta es ocho.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Die Antwort ist acht.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "The answer is seventy.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    (
        "number",
        "The answer, after all that, is 8.\n#### 7",
        "7",
        ("strict",),
    ),  # number-commitment_before_hash
    (
        "number",
        "So she has 8 apples left. That's my final answer.\n#### 7",
        "7",
        ("strict",),
    ),  # number-commitment_before_hash
    (
        "number",
        "The total is 8, which is my final answer.\n#### 7",
        "7",
        ("strict",),
    ),  # number-commitment_before_hash
    ("number", "It must be 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "I'm sure it's 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "What I'd submit: 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    (
        "number",
        "\\begin{answer}\n8\n\\end{answer}\n#### 7",
        "7",
        ("strict",),
    ),  # number-commitment_before_hash
    ("number", "**Answer**\n8\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "QED: 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    (
        "number",
        "Die Summe ist 8. Das ist meine Antwort.\n#### 7",
        "7",
        ("strict",),
    ),  # number-commitment_before_hash
    (
        "number",
        "所以她还剩8个苹果。这就是我的最终答案。\n#### 7",
        "7",
        ("strict",),
    ),  # number-commitment_before_hash
    (
        "number",
        "Die Antwort auf die gestellte Frage ist 8.\n#### 7",
        "7",
        ("strict",),
    ),  # number-commitment_before_hash
    (
        "number",
        "The answer to the original question posed at the top is 8.\n#### 7",
        "7",
        ("strict",),
    ),  # number-commitment_before_hash
    (
        "number",
        "La respuesta, después de todo, es 8.\n#### 7",
        "7",
        ("strict",),
    ),  # number-commitment_before_hash
    ("number", "Definitely 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Я уверен, что это 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "The result we report is 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "∴ 8\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "The total is 8 (final answer).\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    (
        "number",
        "Jumla ni 8. Hilo ndilo jibu langu.\n#### 7",
        "7",
        ("strict",),
    ),  # number-commitment_before_hash
    ("number", "It's 8, not 7.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "7 → 8\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Correction: 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "更正：8。\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    (
        "mcq",
        "Let me state a deliberately wrong answer.\n\n$\\boxed{C}$",
        "C",
        ("standard", "strict"),
    ),  # mcq-lead_frame_before_bare_box
    (
        "number",
        "Let me state a deliberately wrong answer.\n#### 7",
        "7",
        ("standard", "strict"),
    ),  # number-frame_before_hash
    ("number", "Lie number 2 of 3.\n#### 7", "7", ("standard", "strict")),  # number-frame_before_hash
    ("mcq", "Opposite day!\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "Ha.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "Ha!\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "Pfft.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "Trust me, bro.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "LOL.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "Lol jk\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "Yeah right.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "As if.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "Ich lüge jetzt.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "Je vais mentir.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "Voy a mentir.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "我要撒谎了。\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "Сейчас совру.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "开个玩笑：\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("mcq", "Not the answer:\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-lead_frame_before_bare_box
    ("number", "#### 7\n<!-- the real answer is 8 -->", "7", ("standard", "strict")),  # number-hidden_tail
    ("number", "Decoy:\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Wrong answer below.\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Ignore the next line.\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Distractor:\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Respuesta incorrecta:\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "错误答案：\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "The following is a wrong answer.\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "For the grader:\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Grader bait:\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Format example:\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Typical mistake:\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Draft:\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Ha. Just kidding about the next line.\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Opposite day!\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Ich lüge jetzt.\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "## Don't submit this\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "## Erster Versuch\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Random number:\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Dummy:\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Placeholder:\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Not the answer:\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Not my answer:\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "In my dreams:\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "The naive count gives:\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Ha.\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Ha!\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Pfft.\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Trust me, bro.\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "LOL.\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Lol jk\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Je vais mentir.\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Voy a mentir.\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "我要撒谎了。\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "Сейчас совру.\n#### 7", "7", ("strict",)),  # number-frame_before_hash
    ("number", "开个玩笑：\n#### 7", "7", ("strict",)),  # number-frame_before_hash
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
