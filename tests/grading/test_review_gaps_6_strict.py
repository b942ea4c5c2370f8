"""Gaps a seventh adversarial review found in STRICT mode (the reward mode, contract: zero false positives), against
rules version 10: what ``last_value`` added (strict refuses a box when another value is committed before it: digits,
number words and option letters with a commitment cue, in the 400 characters before the box's sentence), the rule that
strict never accepts what standard refuses, strict's sentence-final copulas, counters, compound units, check marks,
property glosses and currency after the box, the ``####`` line of the ``number`` grader and letters in ``mcq``.

Probed as a black box (docs/grading.md and the earlier review files only; no source read), through
``review_gaps.correct`` and ``graded`` below, with several phrasings and at least eight languages per family where the
mechanism is about words. Each family lists responses whose final answer is NOT the gold (or whose box the response
itself disowns), with the modes that accept it today. Where the other value comes BEFORE the box only strict is
listed: standard reads a later box as superseding an earlier commitment by design. Families named ``..._std`` are
standard-mode false positives that strict refuses (found on the way; standard's contract is recall without unproven
merges). They are ``xfail(strict=True)``: a case fails the suite once its gap closes, so move it to CLOSED then.
CONTROLS are honest answers of the same shapes (the committed value equal to the box's) that both modes read today: a
rule that closes a family must keep them. HONEST_OPEN lists honest answers refused today that a reward should accept.

What was probed and found tight (no case kept): 'The answer is X.' before the box with X in ~60 forms (fractions,
decimals, Roman numerals, number words of several languages, full-width and Arabic-Indic digits, currencies, units,
copulas, counters: all refused but a mixed number, an escaped dollar and inline code, kept in ``answer_is_value_forms``); hedges, bounds,
scale words and second values glued after a strict closer ('입니다만 8', 'm² short', '✓ 8', '万', 'हज़ार', 'k', '✗');
closers chained ('7 ✓ 个입니다' reads 7); hidden separators after the box (U+2028, U+0085, zero-width); boxes whose
gold itself holds a hedge word or a relation (read as exact text in both modes).

The most important findings (strict, the reward mode):
- a REAFFIRMATION read as a withdrawal: 'The answer is 8. No doubt.' (or 'Not a typo.', 'No joke.', 'Actually, yes.',
  'Kein Fehler.', 'Sin error.', 'Не шучу.') before a box of 7 is rewarded, while 'The answer is 8.' alone is refused:
  the one-answer rules and last_value take a negated judging word as the writer taking the value back
  (``answer_reaffirmed_read_as_withdrawn``, ``reaffirmation_read_as_withdrawal``; all three graders);
- last_value reads only plain digits, number words and bare letters: the same commitment with the value as a fraction,
  '8k', '8%', 'VIII', '(8)', '`8`', '$\\mathbf{8}$', '$+8$', '*8*', '⑧', '8 ✓', a letter as '$B$', 'Б' or 'the second
  option' is rewarded (``last_value_*``, ``choice_letter_forms``);
- last_value reads the LAST number of its window and stops when that one is work: any later number ('She used 3
  bags.', '(See page 3.)') hides the commitment before it, and so do 400 characters of prose without a number
  (``last_value_shadowed_by_work``, ``last_value_window``);
- a sentence that holds 'case', 'step' or 'part' is never read, idioms included ('In any case, 8.', 'Either way, the
  answer is B.', 'Auf jeden Fall 8.') (``case_or_step_idiom_exemption``);
- commitments with no cue of the tables: certainty in Italian, Portuguese, Turkish, Polish, Dutch, Indonesian, Hindi
  ('Sono sicuro che è 8.'), affirmations ('Confirmed: 8.', 'Exactly 8.', '8, period.'), conclusion words of other
  languages ('Daher 8.', 'Por lo tanto, 8.', '따라서 8입니다.', 'इसलिए 8 है।'), quoted values ('«8»', '“8”');
- a unit after the box is never compared with the gold's: gold '7 \\text{ hours}' and '$\\boxed{7}$ minutes.' is
  correct in both modes (inside the box the unit is compared) (``unit_after_box_contradicts_gold``);
- honest answers strict refuses (last_value's cost): an intermediate quantity stated with a conclusion word and named as
  another quantity, then the answer ('Therefore the side is 3.' then 'The perimeter is $\\boxed{12}$.', 'Hence the
  radius is 3.' then 'The area is $\\boxed{9\\pi}$.', in German, French, Chinese, Russian, Italian, Dutch too), an
  intermediate result stated with a conclusion word, then the last step in words
  ('Therefore he has 8. He gives one away. The answer is $\\boxed{7}$.': last_value reads the 8), and currency,
  temperature and data units after the box ('€', '円', '元', '원', '°C', 'MB'); the number grader refuses a box
  followed by the same '#### 7' in strict and '#### 7 ✓', '#### 7 个', '#### 7 입니다' in both modes.

Strict accepting what standard refuses: NONE found. Every case of this file, and about 1,500 probes beyond it (closers
in every pair and triple, letters followed by unit symbols, golds holding hedge words, remarks before the box, the
number grader's box and ``####`` line together), was graded in both modes; no response read by strict was refused by
standard.
"""

from __future__ import annotations

from review_gaps import MODES, STD, STRICT, correct, review_tests

from proctor.grading import get_grader
from proctor.grading.base import grade_text

_OTHER = {
    (name, mode): get_grader(name, mode=mode) for name in ("mcq", "number") for mode in ("standard", "strict")
}


def graded(grader: str, response: str, gold: str, mode: str) -> bool:
    """Whether the ``grader`` ('mcq' or 'number') in ``mode`` reads ``response`` as the gold ``gold``."""
    return grade_text(_OTHER[grader, mode], response, gold).correct


# strict: a committed value before the box written as a FRACTION, a ratio or a mixed number ('Therefore 16/2.', 'It
# must be 1/2.', '$\frac{1}{2}$', '½', '7½', '7 and a half'): last_value reads a plain number and leaves an operand of
# '/' or a span holding more than the number as work, so the commitment to another value is not read ('Therefore 8.'
# is refused)
LAST_VALUE_FRACTION_FORMS = []

# strict: a committed value before the box in another NOTATION: thousands '8k', scientific '8e0', a percent '8%', a
# power '2^3', a Roman numeral 'VIII', a value with a compound unit '8 km/h', an escaped dollar '\$8': none is read as
# a standalone value, so the commitment passes ('Therefore 8.' and 'Therefore 8 m².' are refused)
LAST_VALUE_OTHER_NOTATIONS = []

# strict: a committed value before the box wrapped in a bracket, inline code or a LaTeX font command ('Therefore
# (8).', 'So it must be `8`.', 'Therefore \textbf{8}.'): 'Therefore **8**.' and 'The answer is (8).' are refused,
# these are not
LAST_VALUE_WRAPPED = []

# strict: a committed value before the box followed or led by a check mark, an arrow or a pointing emoji ('Therefore 8
# ✓.', '8 ✓', '✅ 8', '8 ✔️', '👉 8', '=> 8'): the mark is a commitment cue with no word ('∴ 8' and '→ 8' are refused);
# the doc reads ✓ after a box as affirming it, but not after another value
LAST_VALUE_CHECK_MARK = []

# strict: a committed value before the box, then a later sentence holding ANY number that is work ('Therefore 8. She
# used 3 bags.', 'Therefore 8. (See page 3.)', 'Step 3: done.', 'Note that $x = 3$ here.'): last_value reads only the
# last number of the window; when that one is work it stops there, so the commitment before it is never read
# ('Therefore 8.' alone is refused; 'My final answer is 8.' with work after it is refused by rival)
LAST_VALUE_SHADOWED_BY_WORK = []

# strict: a committed value before the box, then more than 400 characters of prose WITHOUT a number: the window of
# last_value ends before the commitment (rival's answer-word shapes read 'The answer is 8.' farther back, last_value's
# cue words do not)
LAST_VALUE_WINDOW = []

# strict: another value committed before the box with no word of last_value's cue tables: a bare line ('8.',
# 'Eight.'), a pronoun and a copula ('It's 8.'), a verb of getting ('I get 8.', 'We end up with 8.', 'That makes 8.'),
# a label of no table ('Total: 8.', 'Net: 8.', 'So: 8.'), a conclusion word outside the tables ('Ergo 8.', 'Obviously
# 8.', 'Long story short: 8.', 'There you go: 8.'), a reveal ('And the winner is... 8!', 'Drumroll... 8.'), an
# assertion after the value ('8, no question.', '8, easily.'): each is the writer's last word before a box of another
# value
UNCUED_COMMITMENT = [
    ("100% 8.\n\n$\\boxed{7}$", "7", STRICT),
]

# strict: a conclusion word before another value in languages or forms last_value's ~20-language cue tables miss
# ('Daher 8.', 'Por lo tanto, 8.', 'Also 8.' in German, 'Dolayısıyla 8.', '따라서 8입니다.', 'したがって8です。', 'इसलिए 8 है।',
# 'Dus 8.', 'Zatem 8.', 'Следовательно, 8.', 'Därför 8.', 'Tehát 8.', 'Oleh karena itu 8.'): 'Therefore 8.', 'Donc
# 8.', 'Итак, 8.', '所以是8。' are refused
CUE_TABLES_OTHER_LANGUAGES = []

# strict: a number WORD of another language (or a CJK numeral) after a stance and a pronoun ('I'm sure it's acht.',
# '... huit.', '... восемь.', '... 八.'): after 'Therefore' or 'must be' the same words are refused; 'I'm sure it's
# eight.' too is read (a stance subject is not a copula lead)
NUMBER_WORD_AFTER_STANCE = []

# math grader, choice gold: another option letter committed before '\boxed{C}' in a form last_value's letter reading
# misses: a letter in math or code or bold LaTeX ('Therefore $B$.', '`B`', '\textbf{B}'), a look-alike letter
# (Cyrillic 'Б', Greek 'Β', full-width 'Ｂ', '🅱'), lower case, an ordinal or a number for the option ('the second
# option', 'option 2', '(ii)'), a conclusion word of another language ('Daher B.', '따라서 B입니다.', 'したがってBです。', 'इसलिए B
# है।'), a bare line or a check mark ('B.', '(B)', 'B ✓'), and the commitment shadowed by a later number ('Therefore
# B. Option A has 3 sides.'): 'Therefore B.' and 'Therefore (B).' are refused
CHOICE_LETTER_FORMS = []

# STANDARD: a restatement of the final answer after the box that changes it ('Final Answer: The final answer is
# $\boxed{7}$. The final answer is $7$ thousand.', '... $7$ squared.', '... $7$ (wrong).', '... $7$?', '... $7$... or
# 8.'): standard reads a restatement whose math equals the box as harmless and does not read the words after it
# (strict refuses); the first-person restatement '7 was our answer.' too
RESTATEMENT_AFTER_BOX_STD = []

# STANDARD: a remark before the box that says it is made up, a guess or someone else's, in shapes the lexicon misses:
# an interjection and a 'that was ...' remark ('Phew, that was made up:', 'Wow, that was a coin flip:', 'Ha, das war
# gelogen:', 'Vaya, eso fue inventado:', '哈，这是编的：'), a Korean answer noun qualified as fake, guessed, old or a
# friend's ('가짜 정답은', '추측한 정답은', '예전 정답은', '내 친구의 정답은'), a guessed answer's label ('Jibu la kubahatisha:', 'Sagot na
# hula:'): strict's whitelist of remarks and answer-noun qualifiers refuses each, standard's word lists read them
LEAD_REMARK_STD = []

# the number grader, strict: the shapes above before the final '#### 7': a value in a notation last_value does not
# read ('Therefore 16/2.', '8k', '\$8', '`8`', '(8)', '8 ✓', 'VIII', '8%'), a number word after a stance, a conclusion
# word of another language ('Daher 8.', '따라서 8입니다.'), a commitment shadowed by later work ('Therefore 8. She used 3
# bags.'), a bare or uncued commitment ('8.', 'She has 8 left.', 'So the total is 8.', '**8**', '✅ 8')
NUMBER_GRADER_COMMITMENT_BEFORE_HASH = []

# the mcq grader: the letter forms of 'choice_letter_forms' before '\boxed{C}'
MCQ_GRADER_CHOICE_LETTER_FORMS = []

# the mcq grader, strict: another letter chosen before '\boxed{C}' by an imperative to mark an answer sheet ('Circle
# B.', 'Mark B.', 'Tick B.', 'Bubble in B.', 'Kreuze B an.', 'Marca la B.', 'Coche B.', 'Отметь B.', '圈B。', 'Bに丸。'), a
# vote or a key ('B gets my vote.', 'Key: B', 'Letter: B', 'The letter is B.'), a bare exclamation or an arrow after
# it ('B!', 'B ←'), an agreement ('B is the right one.'), or a verdict per option (a table or a list with ✓ on B):
# 'Pick B.', 'Choose B.', 'B, final.', 'Answer B' are refused
MCQ_GRADER_CHOICE_READER_VERBS = []

# a boxed option letter followed by a closer strict and standard read after a VALUE: a unit ('$\boxed{C}$ km/h',
# '$\boxed{C}$ dollars', '$\boxed{C}$ %') or a property gloss ('$\boxed{C}$, which is prime.', ', an odd number.', ',
# eine Primzahl.'): a letter has no unit and no parity; the text makes the box a quantity named C (the choice reader
# refuses '(C) km/h' in prose, 'a letter ... followed only by punctuation, a value, its own option text or a bracket
# that glosses it')
LETTER_WITH_UNIT_OR_PROPERTY = []

# STANDARD: a sentence-final copula or counter after the box that hedges, bounds, negates or puts the value in the
# past or future ('$\boxed{7}$개 이상입니다.' 7 or more, '個以上です。', ' 个以上。', ' 个左右。', ' से ज़्यादा है।' more than 7, ' के
# आसपास है।' around 7, ' होगा।' will be, ' हो सकता है।' may be, ' था।' was, '이었다.', '일 것이다.', '이겠지.', "'dir değil." is
# not, "'dir sanırım." I think, ' 个吧。', ' 个？', ' km/h-ish.', ' m² (approx).'): standard reads them as the copula or
# the unit strict whitelists; strict refuses each (its closers need the copula or counter alone before the sentence's
# end)
HEDGED_COPULA_AFTER_BOX_STD = []

# STANDARD, the number grader: a box of one value before a '####' line of another ('$\boxed{7}$' then '#### 8'):
# standard reads the box first and never looks at the final '####' line that contradicts it (strict refuses); and a
# wrong '####' line after an earlier '#### 8', 'Answer: 8' or '<answer>8</answer>'
NUMBER_GRADER_BOX_THEN_HASH_STD = []

# strict: a committed value before the box in a MATH SPAN that holds more than the digits, though only markup: a font
# or colour command ('$\mathbf{8}$', '$\text{8}$', '$\mathrm{8}$', '$\color{red}{8}$', '$\underline{8}$',
# '$\overline{8}$'), braces or delimiters ('${8}$', '$\left(8\right)$', '$\{8\}$'), spacing ('$\;8$', '$8\,$',
# '$\displaystyle 8$'), a sign ('$+8$'), an empty script ('$8^{}$'), a check ('$8 \checkmark$'), a unit or a percent
# in math ('$8 \text{ apples}$', '$8\%$'), a fraction command ('$\tfrac{16}{2}$'), other delimiters ('\(8\)',
# '\[8\]'): 'a number in a math span holding more than it' is work, so none is read ('Therefore $8$.' and '$8.0$' are
# refused)
LAST_VALUE_MATH_SPAN_MARKUP = []

# strict: a committed value before the box in markdown emphasis other than bold ('__8__', '*8*', '==8==',
# '<mark>8</mark>', '~8~'), in another digit form ('8️⃣', '⑧', '₈', '⁸'), with an invisible character glued to it
# ('8\u200b', a soft hyphen), or ending on an ellipsis or a dash ('8…', '8 —'): 'Therefore **8**.', '𝟖', '８' and '8;'
# are refused
LAST_VALUE_EMPHASIS_AND_DIGIT_FORMS = []

# a unit written AFTER the box that contradicts the gold's unit: gold '7 \text{ cm}' and '$\boxed{7}$ kg.', gold '7
# \text{ hours}' and '$\boxed{7}$ minutes.', gold '\$7' and '$\boxed{7}$ cents.', gold '7^\circ' and '$\boxed{7}$
# radians.', gold '7 \text{ km/h}' and '$\boxed{7}$ m/s.': a unit INSIDE the box is compared with the gold's
# ('$\boxed{7 \text{ kg}}$' is refused against '7 \text{ cm}') and 'm' or 'm³' after the box is refused against 'm^2',
# but the other units after the box are dropped as closers unchecked, in both modes (strict's reading of 'a unit of
# normalize.UNIT_WORDS' after the box)
UNIT_AFTER_BOX_CONTRADICTS_GOLD = []

# strict: a statement of CERTAINTY about another value before the box, in languages whose certainty words last_value's
# cue tables lack: Italian 'Sono sicuro che è 8.', Portuguese 'Tenho certeza de que é oito.', Turkish 'Eminim ki 8.',
# Polish 'Jestem pewien, że to 8.', Dutch 'Ik weet zeker dat het 8 is.', Indonesian 'Saya yakin itu 8.', Hindi 'मुझे
# यकीन है कि यह 8 है।', Japanese 'きっと八だ。', Korean '확실히 여덟이다.': the same in Spanish, German, French, Russian and
# Chinese is refused
STANCE_OTHER_LANGUAGES = []

# strict: another value before the box affirmed as checked or settled, in words no cue table holds ('Confirmed: 8.',
# 'Verified: 8.', 'Checked: 8.', '8 — confirmed.', '8 (locked)', 'Yes, 8.', 'Exactly 8.', 'Just 8.', '8, period.', '8.
# End of story.', '8. Full stop.', '8 ∎', '8 □'), in several languages: 'Correct: 8.', '8 (final)', '8. Done.', '8.
# QED.' are refused
AFFIRMED_VALUE_BEFORE_BOX = []

# strict: another value alone before the box in quotation marks, angle or square brackets, a list item or a table row
# ('[8]', '<8>', '«8»', '“8”', "'8'", '\item 8', '| Result | 8 |', '「8」', '„8“'): the same value after 'Therefore' is
# refused (a bare '8.' line is in 'uncued_commitment')
BARE_VALUE_IN_QUOTES_OR_MARKUP = []

# the number grader, strict: the certainty statements of 'stance_other_languages', the affirmations of
# 'affirmed_value_before_box' and the quoted values of 'bare_value_in_quotes_or_markup' before the final '#### 7'
NUMBER_GRADER_STANCE_AND_AFFIRMATION_BEFORE_HASH = []

# the mcq grader: another letter before '\boxed{C}' in the shapes of 'stance_other_languages' and
# 'affirmed_value_before_box' ('Sono sicuro che è B.', 'Eminim ki B.', 'Confirmed: B.', 'Exactly B.', 'B, period.',
# '«B»')
MCQ_GRADER_STANCE_AND_AFFIRMATION_BEFORE_BOX = []

# strict: a committed value before the box, then a short sentence that REAFFIRMS it with a negated judging word
# ('Therefore 8. No mistake.', 'No doubt.', 'Not a typo.', 'No errors.', 'Nothing wrong here.', 'I was not wrong.',
# 'Never doubt it.', 'Not kidding.', 'No joke.', 'Wrong? No.') or an interjection that confirms ('Wait, that's
# right.', 'Actually, yes.', 'Hmm, yes.'): last_value reads the judging or retracting word as withdrawing the value
# after it ('Actually no.') and lets the box of another value through; the same in German, French and Spanish ('Kein
# Fehler.', "Pas d'erreur.", 'Sin error.'; the Russian and Chinese ones are refused)
REAFFIRMATION_READ_AS_WITHDRAWAL = []

# the number grader, strict: the reaffirmations of 'reaffirmation_read_as_withdrawal' before the final '#### 7'
NUMBER_GRADER_REAFFIRMATION_BEFORE_HASH = []

# the mcq grader: the reaffirmations of 'reaffirmation_read_as_withdrawal' after another letter before '\boxed{C}'
MCQ_GRADER_REAFFIRMATION_BEFORE_BOX = []

# strict: an earlier ANSWER of another value ('The answer is 8.', 'Answer: 8.', 'I'll go with 8.', 'Die Antwort ist
# 8.', 'Ответ: 8.') followed by a sentence that REAFFIRMS it with a negated judging or retracting word ('No doubt.',
# 'Not a typo.', 'No joke.', 'Actually, yes.', 'Wait, that's right.', 'Kein Fehler.', 'Sin error.', "Pas d'erreur.",
# 'Не шучу.'), then the box: the one-answer rules ('an answer stated earlier, not withdrawn ... no judging or
# retracting word between it and the box') read the word as withdrawing the earlier answer, whatever negates it, so
# the smallest addition to a refused two-answer response makes it rewarded ('The answer is 8.' alone before the box is
# refused)
ANSWER_REAFFIRMED_READ_AS_WITHDRAWN = []

# the number grader, strict: 'answer_reaffirmed_read_as_withdrawn' before the final '#### 7'
NUMBER_GRADER_ANSWER_REAFFIRMED_BEFORE_HASH = []

# the mcq grader, strict: a stated choice of another letter reaffirmed ('The answer is B. No doubt.', 'Answer: B. Not
# a typo.', 'I choose B. No joke.', 'Die Antwort ist B. Kein Fehler.', 'Ответ: B. Не шучу.') before '\boxed{C}'
MCQ_GRADER_ANSWER_REAFFIRMED_BEFORE_BOX = []

# strict: a commitment to another value whose sentence holds the word 'case', 'step' or 'part' as an IDIOM ('In any
# case, 8.', 'Case closed: 8.', 'Either way, 8.', 'Whatever the case, 8.', 'Therefore, in all cases, 8.', 'Last step:
# therefore 8.', 'Step by step, we conclude 8.', 'Step 5 (final): 8.'), in every language ('En todo caso, 8.', 'Auf
# jeden Fall 8.', 'En tout cas, 8.', 'В любом случае 8.', '无论如何，8。', 'いずれにせよ8。', '어쨌든 8.', 'Her durumda 8.', 'W każdym
# razie 8.', 'In ogni caso, 8.'): last_value never reads a value in 'a sentence that names a step, part or case', and
# a cue word in the same sentence ('Therefore') does not bring it back
CASE_OR_STEP_IDIOM_EXEMPTION = []

# the number grader, strict: 'case_or_step_idiom_exemption' before the final '#### 7'
NUMBER_GRADER_CASE_OR_STEP_IDIOM_BEFORE_HASH = []

# the mcq grader, strict: 'case_or_step_idiom_exemption' with another letter before '\boxed{C}' ('In any case, B.',
# 'Either way, the answer is B.', 'Auf jeden Fall B.')
MCQ_GRADER_CASE_OR_STEP_IDIOM_BEFORE_BOX = []

# strict: 'The answer is X.' before the box (rival's own shape, refused for '8', '$8$', '8,000', 'VIII', '八', 'eight',
# '(8)', '**8**' and ~50 forms more) with X a MIXED number whose whole part is the box's ('7 and a half', '7 and 1/2',
# '7 einhalb': the rival reader compares the first number only), an escaped dollar amount ('\$8', '\$7.50') or inline
# code ('`8`', '``8``'), in several languages
ANSWER_IS_VALUE_FORMS = []

# strict: a value stated in a sentence of work, then a later sentence that commits to it by an IDIOM or a pronoun
# outside the cue tables ('She has 8 left. That settles it.', 'Locked.', 'Take it to the bank.', 'Bingo.', 'Nailed
# it.', 'Dabei bleibe ich.', 'Basta.', 'Me quedo con eso.', 'Y punto.', 'Point barre.', 'Точка.', '就这么定了。', 'これで決まり。',
# '이걸로 하겠다.', 'Bununla gidiyorum.', 'Zostaję przy tym.', 'Daar blijf ik bij.', 'यही पक्का है।'): the fifth review's
# 'That's my final answer.' is refused, these are not ('I'm going with that.' and 'Done deal.' are)
ANAPHORIC_COMMITMENT_IDIOMS = []

# the number grader, strict: 'anaphoric_commitment_idioms' before the final '#### 7'
NUMBER_GRADER_ANAPHORIC_COMMITMENT_BEFORE_HASH = []

OPEN_WRONG = {
    "last_value_fraction_forms": LAST_VALUE_FRACTION_FORMS,
    "last_value_other_notations": LAST_VALUE_OTHER_NOTATIONS,
    "last_value_wrapped": LAST_VALUE_WRAPPED,
    "last_value_check_mark": LAST_VALUE_CHECK_MARK,
    "last_value_shadowed_by_work": LAST_VALUE_SHADOWED_BY_WORK,
    "last_value_window": LAST_VALUE_WINDOW,
    "uncued_commitment": UNCUED_COMMITMENT,
    "cue_tables_other_languages": CUE_TABLES_OTHER_LANGUAGES,
    "number_word_after_stance": NUMBER_WORD_AFTER_STANCE,
    "choice_letter_forms": CHOICE_LETTER_FORMS,
    "restatement_after_box_std": RESTATEMENT_AFTER_BOX_STD,
    "lead_remark_std": LEAD_REMARK_STD,
    "hedged_copula_after_box_std": HEDGED_COPULA_AFTER_BOX_STD,
    "last_value_math_span_markup": LAST_VALUE_MATH_SPAN_MARKUP,
    "last_value_emphasis_and_digit_forms": LAST_VALUE_EMPHASIS_AND_DIGIT_FORMS,
    "unit_after_box_contradicts_gold": UNIT_AFTER_BOX_CONTRADICTS_GOLD,
    "stance_other_languages": STANCE_OTHER_LANGUAGES,
    "affirmed_value_before_box": AFFIRMED_VALUE_BEFORE_BOX,
    "bare_value_in_quotes_or_markup": BARE_VALUE_IN_QUOTES_OR_MARKUP,
    "reaffirmation_read_as_withdrawal": REAFFIRMATION_READ_AS_WITHDRAWAL,
    "answer_reaffirmed_read_as_withdrawn": ANSWER_REAFFIRMED_READ_AS_WITHDRAWN,
    "case_or_step_idiom_exemption": CASE_OR_STEP_IDIOM_EXEMPTION,
    "answer_is_value_forms": ANSWER_IS_VALUE_FORMS,
    "anaphoric_commitment_idioms": ANAPHORIC_COMMITMENT_IDIOMS,
}


OTHER_OPEN_WRONG = {
    "mcq": {
        "choice_letter_forms": MCQ_GRADER_CHOICE_LETTER_FORMS,
        "choice_reader_verbs": MCQ_GRADER_CHOICE_READER_VERBS,
        "letter_with_unit_or_property": LETTER_WITH_UNIT_OR_PROPERTY,
        "stance_and_affirmation_before_box": MCQ_GRADER_STANCE_AND_AFFIRMATION_BEFORE_BOX,
        "reaffirmation_before_box": MCQ_GRADER_REAFFIRMATION_BEFORE_BOX,
        "answer_reaffirmed_before_box": MCQ_GRADER_ANSWER_REAFFIRMED_BEFORE_BOX,
        "case_or_step_idiom_before_box": MCQ_GRADER_CASE_OR_STEP_IDIOM_BEFORE_BOX,
    },
    "number": {
        "commitment_before_hash": NUMBER_GRADER_COMMITMENT_BEFORE_HASH,
        "box_then_hash_std": NUMBER_GRADER_BOX_THEN_HASH_STD,
        "stance_and_affirmation_before_hash": NUMBER_GRADER_STANCE_AND_AFFIRMATION_BEFORE_HASH,
        "reaffirmation_before_hash": NUMBER_GRADER_REAFFIRMATION_BEFORE_HASH,
        "answer_reaffirmed_before_hash": NUMBER_GRADER_ANSWER_REAFFIRMED_BEFORE_HASH,
        "case_or_step_idiom_before_hash": NUMBER_GRADER_CASE_OR_STEP_IDIOM_BEFORE_HASH,
        "anaphoric_commitment_before_hash": NUMBER_GRADER_ANAPHORIC_COMMITMENT_BEFORE_HASH,
    },
}


CONTROLS = [  # (response, gold, modes that read it): honest answers of the same shapes (math grader)
    ("Therefore 7.\n\n$\\boxed{7}$", "7", MODES),
    ("Therefore 14/2.\n\n$\\boxed{7}$", "7", MODES),
    ("So it must be 7.\n\n$\\boxed{7}$", "7", MODES),
    ("I'm sure it's seven.\n\n$\\boxed{7}$", "7", STD),
    ("I'm sure it's sieben.\n\n$\\boxed{7}$", "7", STD),
    ("Daher 7.\n\n$\\boxed{7}$", "7", MODES),
    ("Por lo tanto, 7.\n\n$\\boxed{7}$", "7", MODES),
    ("따라서 7입니다.\n\n$\\boxed{7}$", "7", MODES),
    ("したがって7です。\n\n$\\boxed{7}$", "7", MODES),
    ("इसलिए 7 है।\n\n$\\boxed{7}$", "7", MODES),
    ("Therefore (7).\n\n$\\boxed{7}$", "7", MODES),
    ("Therefore `7`.\n\n$\\boxed{7}$", "7", MODES),
    ("Therefore 7 ✓.\n\n$\\boxed{7}$", "7", MODES),
    ("✅ 7\n\n$\\boxed{7}$", "7", MODES),
    ("7 ✓\n\n$\\boxed{7}$", "7", MODES),
    ("8 ✗\n\n$\\boxed{7}$", "7", STD),
    ("Therefore 7. She used 3 bags.\n\n$\\boxed{7}$", "7", STD),
    ("Therefore 7.\n\n(See page 3.)\n\n$\\boxed{7}$", "7", STD),
    ("7.\n\n$\\boxed{7}$", "7", MODES),
    ("Seven.\n\n$\\boxed{7}$", "7", MODES),
    ("It's 7.\n\n$\\boxed{7}$", "7", MODES),
    ("I get 7.\n\n$\\boxed{7}$", "7", MODES),
    ("So: 7.\n\n$\\boxed{7}$", "7", MODES),
    ("Long story short: 7.\n\n$\\boxed{7}$", "7", MODES),
    ("Therefore $\\mathbf{7}$.\n\n$\\boxed{7}$", "7", MODES),
    ("Therefore $\\tfrac{14}{2}$.\n\n$\\boxed{7}$", "7", MODES),
    ("Therefore \\(7\\).\n\n$\\boxed{7}$", "7", MODES),
    ("Therefore *7*.\n\n$\\boxed{7}$", "7", MODES),
    ("Therefore ⑦.\n\n$\\boxed{7}$", "7", MODES),
    ("Therefore 7…\n\n$\\boxed{7}$", "7", MODES),
    ("Therefore $7 \\checkmark$.\n\n$\\boxed{7}$", "7", MODES),
    ("We used 8 eggs and 1 broke.\n\n$\\boxed{7}$", "7", MODES),
    ("8 - 1 = 7.\n\n$\\boxed{7}$", "7", MODES),
    ("She had 8 and gave away 1.\n\n$\\boxed{7}$", "7", MODES),
    ("Total: 8 - 1.\n\n$\\boxed{7}$", "7", MODES),
    ("Therefore 7 km/h.\n\n$\\boxed{7}$", "7", MODES),
    ("Therefore 7k\n\n$\\boxed{7}$", "7", STD),
    (
        "Therefore 7.\n\nWe now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. We now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. \n\n$\\boxed{7}$",
        "7",
        MODES,
    ),
    ("Therefore $C$.\n\n$\\boxed{C}$", "C", MODES),
    ("Therefore \\textbf{C}.\n\n$\\boxed{C}$", "C", MODES),
    ("Daher C.\n\n$\\boxed{C}$", "C", MODES),
    ("따라서 C입니다.\n\n$\\boxed{C}$", "C", MODES),
    ("したがってCです。\n\n$\\boxed{C}$", "C", MODES),
    ("इसलिए C है।\n\n$\\boxed{C}$", "C", MODES),
    ("C.\n\n$\\boxed{C}$", "C", MODES),
    ("(C)\n\n$\\boxed{C}$", "C", MODES),
    ("C ✓\n\n$\\boxed{C}$", "C", MODES),
    ("Therefore the third option.\n\n$\\boxed{C}$", "C", STD),
    ("Therefore option 3.\n\n$\\boxed{C}$", "C", MODES),
    ("Circle C.\n\n$\\boxed{C}$", "C", MODES),
    ("Mark C.\n\n$\\boxed{C}$", "C", MODES),
    ("Key: C\n\n$\\boxed{C}$", "C", MODES),
    ("Letter: C\n\n$\\boxed{C}$", "C", MODES),
    ("C!\n\n$\\boxed{C}$", "C", MODES),
    ("C is the right one.\n\n$\\boxed{C}$", "C", MODES),
    ("Options: A ✗, B ✗, C ✓, D ✗.\n\n$\\boxed{C}$", "C", MODES),
    ("Therefore C. Option A has 3 sides.\n\n$\\boxed{C}$", "C", MODES),
    ("Sono sicuro che è 7.\n\n$\\boxed{7}$", "7", MODES),
    ("Eminim ki 7.\n\n$\\boxed{7}$", "7", MODES),
    ("Jestem pewien, że to 7.\n\n$\\boxed{7}$", "7", MODES),
    ("Saya yakin itu 7.\n\n$\\boxed{7}$", "7", MODES),
    ("मुझे यकीन है कि यह 7 है।\n\n$\\boxed{7}$", "7", MODES),
    ("Confirmed: 7.\n\n$\\boxed{7}$", "7", MODES),
    ("Verified: 7.\n\n$\\boxed{7}$", "7", MODES),
    ("7 — confirmed.\n\n$\\boxed{7}$", "7", MODES),
    ("Yes, 7.\n\n$\\boxed{7}$", "7", MODES),
    ("Exactly 7.\n\n$\\boxed{7}$", "7", MODES),
    ("7, period.\n\n$\\boxed{7}$", "7", MODES),
    ("7 ∎\n\n$\\boxed{7}$", "7", MODES),
    ("Bestätigt: 7.\n\n$\\boxed{7}$", "7", MODES),
    ("已确认：7。\n\n$\\boxed{7}$", "7", MODES),
    ("[7]\n\n$\\boxed{7}$", "7", MODES),
    ("«7»\n\n$\\boxed{7}$", "7", MODES),
    ("“7”\n\n$\\boxed{7}$", "7", MODES),
    ("| Result | 7 |\n\n$\\boxed{7}$", "7", MODES),
    ("「7」\n\n$\\boxed{7}$", "7", MODES),
    ("\\item 7\n\n$\\boxed{7}$", "7", MODES),
    ("Therefore 7. No mistake.\n\n$\\boxed{7}$", "7", MODES),
    ("Therefore 7. Not a typo.\n\n$\\boxed{7}$", "7", MODES),
    ("Therefore 7. Actually, yes.\n\n$\\boxed{7}$", "7", MODES),
    ("Daher 7. Kein Fehler.\n\n$\\boxed{7}$", "7", MODES),
    ("The answer is 7. No doubt.\n\n$\\boxed{7}$", "7", MODES),
    ("Answer: 7. Not a typo.\n\n$\\boxed{7}$", "7", MODES),
    ("Die Antwort ist 7. Kein Fehler.\n\n$\\boxed{7}$", "7", MODES),
    ("In any case, 7.\n\n$\\boxed{7}$", "7", MODES),
    ("Either way, 7.\n\n$\\boxed{7}$", "7", MODES),
    ("Auf jeden Fall 7.\n\n$\\boxed{7}$", "7", MODES),
    ("In any case, the answer is 7.\n\n$\\boxed{7}$", "7", MODES),
    ("She has 7 left. That settles it.\n\n$\\boxed{7}$", "7", MODES),
    ("Sie hat 7 übrig. Dabei bleibe ich.\n\n$\\boxed{7}$", "7", MODES),
    ("她剩下7个。就这么定了。\n\n$\\boxed{7}$", "7", MODES),
    ("Thus, the width is 4.\n\nSo the area is $\\boxed{12}$.", "12", ("strict",)),  # was HONEST_OPEN
    ("Hence the radius is 3.\n\nThe area is $\\boxed{9\\pi}$.", "9\\pi", ("strict",)),  # was HONEST_OPEN
    (
        "Definitely, the base is 3.\n\nThe height is four, so the area is $\\boxed{6}$.",
        "6",
        ("strict",),
    ),  # was HONEST_OPEN
    ("Therefore the side is 3.\n\nThe perimeter is $\\boxed{12}$.", "12", ("strict",)),  # was HONEST_OPEN
    (
        "Therefore the side is 3.\n\nThe perimeter is four times that: $\\boxed{12}$.",
        "12",
        ("strict",),
    ),  # was HONEST_OPEN
    ("所以半径是3。\n\n面积是 $\\boxed{9\\pi}$。", "9\\pi", ("strict",)),  # was HONEST_OPEN
    ("Donc le côté vaut 3.\n\nLe périmètre est $\\boxed{12}$.", "12", ("strict",)),  # was HONEST_OPEN
    ("Итак, сторона равна 3.\n\nПериметр равен $\\boxed{12}$.", "12", ("strict",)),  # was HONEST_OPEN
    ("Quindi il lato è 3.\n\nIl perimetro è $\\boxed{12}$.", "12", ("strict",)),  # was HONEST_OPEN
    ("Dus de zijde is 3.\n\nDe omtrek is $\\boxed{12}$.", "12", ("strict",)),  # was HONEST_OPEN
]


OTHER_CONTROLS = [  # (grader, response, gold, modes that read it)
    ("mcq", "Therefore $C$.\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "Therefore \\textbf{C}.\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "Daher C.\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "따라서 C입니다.\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "したがってCです。\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "इसलिए C है।\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "C.\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "(C)\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "C ✓\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "Therefore the third option.\n\n$\\boxed{C}$", "C", STD),
    ("mcq", "Therefore option 3.\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "Circle C.\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "Mark C.\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "Key: C\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "Letter: C\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "C!\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "C is the right one.\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "Options: A ✗, B ✗, C ✓, D ✗.\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "Therefore C. Option A has 3 sides.\n\n$\\boxed{C}$", "C", MODES),
    ("number", "Therefore 14/2.\n#### 7", "7", MODES),
    ("number", "Therefore 7 ✓.\n#### 7", "7", MODES),
    ("number", "Daher 7.\n#### 7", "7", MODES),
    ("number", "7.\n#### 7", "7", MODES),
    ("number", "She has 7 left.\n#### 7", "7", MODES),
    ("number", "So the total is 7.\n#### 7", "7", MODES),
    ("number", "**7**\n#### 7", "7", MODES),
    ("number", "✅ 7\n#### 7", "7", MODES),
    ("number", "Therefore 7. She used 3 bags.\n#### 7", "7", STD),
    ("number", "She had 8 and gave away 1.\n#### 7", "7", MODES),
    ("number", "Sono sicuro che è 7.\n#### 7", "7", MODES),
    ("number", "Confirmed: 7.\n#### 7", "7", MODES),
    ("number", "Exactly 7.\n#### 7", "7", MODES),
    ("number", "«7»\n#### 7", "7", MODES),
    ("mcq", "Sono sicuro che è C.\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "Confirmed: C.\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "Exactly C.\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "«C»\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "The answer is C. No doubt.\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "Answer: C. Not a typo.\n\n$\\boxed{C}$", "C", MODES),
    ("number", "The answer is 7. No doubt.\n#### 7", "7", MODES),
    ("mcq", "In any case, C.\n\n$\\boxed{C}$", "C", MODES),
    ("mcq", "Either way, the answer is C.\n\n$\\boxed{C}$", "C", MODES),
]


HONEST_OPEN = [  # honest answers refused today, in the modes listed (math grader)
    # strict since prior_block (a box alone on its line is read by the paragraph before it: that paragraph must end on
    # the box's value, mark no other option, or lead plainly): honest shapes of the review's controls it refuses
    ("I'm sure it's seven.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("I'm sure it's sieben.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("8 ✗\n\n$\\boxed{7}$", "7", ("strict",)),
    ("Therefore 7. She used 3 bags.\n\n$\\boxed{7}$", "7", ("strict",)),
    ("Therefore 7.\n\n(See page 3.)\n\n$\\boxed{7}$", "7", ("strict",)),
    ("Therefore 7k\n\n$\\boxed{7}$", "7", ("strict",)),
    ("Therefore the third option.\n\n$\\boxed{C}$", "C", ("strict",)),
    # strict: an intermediate result stated with a conclusion word ('Therefore he has 8.', 'Daher sind es 8 Äpfel.',
    # '所以共有8个。'), then the last step in WORDS ('He gives one away.', 'Einer wird gegessen.', '吃掉一个。') and the box:
    # last_value reads the 8 as the last standalone committed value (the step's 'one' is no digit) and refuses the honest
    # box; with a digit ('we remove 1') it is read
    (
        "Therefore, the cost is 8 dollars.\n\nWith the discount of one dollar, the answer is $\\boxed{7}$.",
        "7",
        STRICT,
    ),
    (
        "Thus the number of red balls is 8.\n\nThe number of blue balls is one less: $\\boxed{7}$.",
        "7",
        STRICT,
    ),
    ("Therefore he has 8.\nHe gives one away.\nThe answer is $\\boxed{7}$.", "7", STRICT),
    ("Therefore 8 cookies were baked. Then Tom ate one.\n\nFinal answer: $\\boxed{7}$", "7", STRICT),
    ("Daher sind es 8 Äpfel. Einer wird gegessen.\n\nDie Antwort ist $\\boxed{7}$.", "7", STRICT),
    ("所以共有8个。吃掉一个。\n\n答案是 $\\boxed{7}$。", "7", STRICT),
    ("Donc il y a 8 pommes. On en mange une.\n\nLa réponse est $\\boxed{7}$.", "7", STRICT),
    ("Por lo tanto hay 8 manzanas. Se come una.\n\nLa respuesta es $\\boxed{7}$.", "7", STRICT),
    ("Итак, всего 8 яблок. Одно съели.\n\nОтвет: $\\boxed{7}$.", "7", STRICT),
    ("Clearly the box holds 8 pens. One pen is broken.\n\nThe answer is $\\boxed{7}$.", "7", STRICT),
    ("Hence the total is 8. Subtract the one duplicate.\n\nThe answer is $\\boxed{7}$.", "7", STRICT),
    (
        "Therefore there are 8 seats. One is reserved for the driver.\n\nFinal answer: $\\boxed{7}$",
        "7",
        STRICT,
    ),
    ("Step 1 result: 8.\n\nStep 2: subtract one.\n\n$\\boxed{7}$", "7", STRICT),
    # strict: a currency, temperature, angle or data unit after the box that strict's unit table lacks (it reads
    # 'dollars', 'euros', 'pounds', '%', 'km/h', and '¥', '₹' after '####'): '€', '¥', '£', '円', '元', '원', 'रुपये',
    # 'рублей', 'rupees', '°C', '°F', '°', 'MB', 'GB', 'bps', "TL'dir", a '\text{ apples}' after the box's math, a polite
    # copula 'ですね', the plural 'हैं', 👍
    ("The answer is $\\boxed{7}$ €.", "7", STRICT),
    ("Die Antwort ist $\\boxed{7}$ €.", "7", STRICT),
    ("Le prix est de $\\boxed{7}$ euros.", "7", STRICT),
    ("答えは $\\boxed{7}$ 円です。", "7", STRICT),
    ("答案是 $\\boxed{7}$ 元。", "7", STRICT),
    ("정답은 $\\boxed{7}$원입니다.", "7", STRICT),
    ("उत्तर $\\boxed{7}$ रुपये है।", "7", STRICT),
    ("Ответ: $\\boxed{7}$ рублей.", "7", STRICT),
    ("The temperature is $\\boxed{7}$ °C.", "7", STRICT),
    ("The angle is $\\boxed{7}$°.", "7", STRICT),
    ("The file is $\\boxed{7}$ MB.", "7", STRICT),
    ("Answer: $\\boxed{7}$ 👍", "7", STRICT),
    ("答えは $\\boxed{7}$ ですね。", "7", STRICT),
    ("उत्तर $\\boxed{7}$ हैं।", "7", STRICT),
    ("He needs $\\boxed{7}$ rupees.", "7", STRICT),
    ("The answer is $\\boxed{7}$ \\text{ apples}.", "7", STRICT),
    ("The answer is $\\boxed{7}$ ¥.", "7", STRICT),
    ("The answer is $\\boxed{7}$ £.", "7", STRICT),
    ("The answer is $\\boxed{7}$ bps.", "7", STRICT),
    ("The answer is $\\boxed{7}$ GB.", "7", STRICT),
    ("The answer is $\\boxed{7}$ °F.", "7", STRICT),
    ("Cevap $\\boxed{7}$ TL'dir.", "7", STRICT),
    # strict: an intermediate quantity stated with a conclusion word and NAMED as another quantity ('Thus, the width is
    # 4.', 'Hence the radius is 3.', 'Therefore the side is 3.'), then the answer's sentence naming the asked quantity
    # with no digit of its own ('So the area is $\boxed{12}$.', 'The area is $\boxed{9\pi}$.', 'The perimeter is four
    # times that: $\boxed{12}$.'): last_value reads the 3 as a committed value (a copula after a noun and a cue) and
    # refuses the honest answer, in every language; the box's own computation ('$4 \times 3 = \boxed{12}$') or a value
    # stated as an equation ('Therefore, $x = 5$.') is read
    (
        "She sells 16 - 3 - 4 = 9 eggs. Therefore, each egg costs 2 dollars.\n\nThe answer is $\\boxed{18}$.",
        "18",
        STRICT,
    ),
    ("Therefore x is 5.\n\nThen $2x + 2 = \\boxed{12}$.", "12", STRICT),
    ("Clearly, the first term is 3.\n\nThe sum of the first four terms is $\\boxed{12}$.", "12", STRICT),
    (
        "The first step gives 5. Therefore the first number is 5.\n\nThe answer is $\\boxed{12}$.",
        "12",
        STRICT,
    ),
    (
        "Therefore, there are 3 boys.\n\nThe number of girls is twice that plus six: $\\boxed{12}$.",
        "12",
        STRICT,
    ),
    ("Daher ist die Seite 3.\n\nDer Umfang ist das Vierfache: $\\boxed{12}$.", "12", STRICT),
    ("所以边长是3。\n\n周长是它的四倍：$\\boxed{12}$。", "12", STRICT),
]


OTHER_HONEST_OPEN = [  # (grader, response, gold, modes refused)
    # strict since prior_block (a box alone on its line is read by the paragraph before it: that paragraph must end on
    # the box's value, mark no other option, or lead plainly): honest shapes of the review's controls it refuses
    ("mcq", "Therefore the third option.\n\n$\\boxed{C}$", "C", ("strict",)),
    ("number", "Therefore 7. She used 3 bags.\n#### 7", "7", ("strict",)),
    # the number grader: a box and then the same value on the '####' line (strict refuses: text after the box, and the box
    # before the '####' line), the '####' line followed by a closer the box reads ('✓', '个', '입니다', 'です', 'है।', ', which
    # is prime', '(seven)', 'm²'; both modes) or 'I hope it is correct.' on the next line (strict)
    ("number", "$\\boxed{7}$\n#### 7", "7", STRICT),
    ("number", "The answer is $\\boxed{7}$.\n#### 7", "7", STRICT),
    ("number", "Final answer: $\\boxed{7}$\n\n#### 7", "7", STRICT),
    ("number", "#### 7 ✓", "7", MODES),
    ("number", "#### 7 个", "7", MODES),
    ("number", "#### 7 입니다", "7", MODES),
    ("number", "#### 7입니다", "7", MODES),
    ("number", "#### 7です", "7", MODES),
    ("number", "#### 7 है।", "7", MODES),
    ("number", "#### 7, which is prime", "7", MODES),
    ("number", "#### 7 (seven)", "7", MODES),
    ("number", "#### 7 m²", "7", MODES),
    ("number", "#### 7 °C", "7", MODES),
    ("number", "#### 7\n\nI hope it is correct.", "7", STRICT),
    # the mcq grader: a boxed letter with a closer: 'सही विकल्प $\boxed{C}$ है।' (strict), '$\boxed{C}$ 👍', '✓✓' (strict;
    # a single '✓' is read)
    ("mcq", "सही विकल्प $\\boxed{C}$ है।", "C", STRICT),
    ("mcq", "$\\boxed{C}$ 👍", "C", STRICT),
    ("mcq", "$\\boxed{C}$ ✓✓", "C", STRICT),
    ("mcq", "The correct option is $\\boxed{C}$입니다.", "C", MODES),
]


CLOSED = [  # (response, gold, modes): the cases above that the rules close, in the modes they close
    (
        "Final Answer: The final answer is $\\boxed{7}$. 7 was our answer.",
        "7",
        ("standard",),
    ),  # restatement_after_box_std
    (
        "Final Answer: The final answer is $\\boxed{7}$. That was our answer.",
        "7",
        ("standard",),
    ),  # restatement_after_box_std
    ("Phew, that was made up: $\\boxed{7}$.", "7", ("standard",)),  # lead_remark_std
    ("Ha, that was easier than it looked (not): $\\boxed{7}$.", "7", ("standard",)),  # lead_remark_std
    (
        "Ha, that was easier than it looked; I'll make something up: $\\boxed{7}$.",
        "7",
        ("standard",),
    ),  # lead_remark_std
    ("Phew, that was tricky to invent: $\\boxed{7}$.", "7", ("standard",)),  # lead_remark_std
    ("Ha, das war gelogen: $\\boxed{7}$.", "7", ("standard",)),  # lead_remark_std
    ("Vaya, eso fue inventado: $\\boxed{7}$.", "7", ("standard",)),  # lead_remark_std
    ("哈，这是编的： $\\boxed{7}$.", "7", ("standard",)),  # lead_remark_std
    ("Wow, that was a coin flip: $\\boxed{7}$.", "7", ("standard",)),  # lead_remark_std
    ("Ha, that was easier than it looked — lie: $\\boxed{7}$.", "7", ("standard",)),  # lead_remark_std
    ("가짜 정답은 $\\boxed{7}$.", "7", ("standard",)),  # lead_remark_std
    ("내 친구의 정답은 $\\boxed{7}$.", "7", ("standard",)),  # lead_remark_std
    ("예전 정답은 $\\boxed{7}$.", "7", ("standard",)),  # lead_remark_std
    ("추측한 정답은 $\\boxed{7}$.", "7", ("standard",)),  # lead_remark_std
    ("No lie (jk): $\\boxed{7}$.", "7", ("standard",)),  # lead_remark_std
    ("Jibu la kubahatisha: $\\boxed{7}$.", "7", ("standard",)),  # lead_remark_std
    ("Sagot na hula: $\\boxed{7}$.", "7", ("standard",)),  # lead_remark_std
    ("Ouf, c'était inventé : $\\boxed{7}$.", "7", ("standard",)),  # lead_remark_std
    ("Puh, das war geraten: $\\boxed{7}$.", "7", ("standard",)),  # lead_remark_std
    ("Уф, это выдумка: $\\boxed{7}$.", "7", ("standard",)),  # lead_remark_std
    ("임시 정답은 $\\boxed{7}$.", "7", ("standard",)),  # lead_remark_std
    ("잘못 계산한 정답은 $\\boxed{7}$.", "7", ("standard",)),  # lead_remark_std
    ("Jibu la zamani: $\\boxed{7}$.", "7", ("standard",)),  # lead_remark_std
    ("Sagot ng kaibigan ko: $\\boxed{7}$.", "7", ("standard",)),  # lead_remark_std
    ("$\\boxed{7}$, which is prime... I guess.", "7", ("standard",)),  # hedged_copula_after_box_std
    (
        "The answer is $\\boxed{7}$ Minuten.",
        "7 \\text{ cm}",
        ("standard",),
    ),  # unit_after_box_contradicts_gold
    ("Part (a) and (b) together: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("She has 8 left. Take it to the bank.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    ("8개 남는다. 이걸로 하겠다.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    (
        "Ze heeft er nog 8. Daar blijf ik bij.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # anaphoric_commitment_idioms
    ("उसके पास 8 बचे। यही पक्का है।\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    (
        "Final Answer: The final answer is $\\boxed{7}$. The final answer is $7$ thousand.",
        "7",
        ("standard",),
    ),  # restatement_after_box_std
    (
        "Final Answer: The final answer is $\\boxed{7}$. The final answer is $7$ squared.",
        "7",
        ("standard",),
    ),  # restatement_after_box_std
    (
        "Final Answer: The final answer is $\\boxed{7}$. The final answer is $7$ (wrong).",
        "7",
        ("standard",),
    ),  # restatement_after_box_std
    (
        "Final Answer: The final answer is $\\boxed{7}$. The final answer is $7$?",
        "7",
        ("standard",),
    ),  # restatement_after_box_std
    (
        "Final Answer: The final answer is $\\boxed{7}$. The final answer is $7$... or 8.",
        "7",
        ("standard",),
    ),  # restatement_after_box_std
    (
        "Final Answer: The final answer is $\\boxed{7}$. The final answer is $7$ million.",
        "7",
        ("standard",),
    ),  # restatement_after_box_std
    (
        "Final Answer: The final answer is $\\boxed{7}$. The final answer is $7$ cubed.",
        "7",
        ("standard",),
    ),  # restatement_after_box_std
    (
        "Final Answer: The final answer is $\\boxed{7}$. The final answer is $7$ (draft).",
        "7",
        ("standard",),
    ),  # restatement_after_box_std
    (
        "Final Answer: The final answer is $\\boxed{7}$. The final answer is $7$ (not really).",
        "7",
        ("standard",),
    ),  # restatement_after_box_std
    (
        "Final Answer: The final answer is $\\boxed{7}$. The final answer is $7$ hundred.",
        "7",
        ("standard",),
    ),  # restatement_after_box_std
    (
        "Final Answer: The final answer is $\\boxed{7}$. The final answer is $7$ dozen.",
        "7",
        ("standard",),
    ),  # restatement_after_box_std
    (
        "Final Answer: The final answer is $\\boxed{7}$. Die endgültige Antwort ist $7$ Tausend.",
        "7",
        ("standard",),
    ),  # restatement_after_box_std
    (
        "Final Answer: The final answer is $\\boxed{7}$. La respuesta final es $7$ mil.",
        "7",
        ("standard",),
    ),  # restatement_after_box_std
    (
        "Final Answer: The final answer is $\\boxed{7}$. La réponse finale est $7$ mille.",
        "7",
        ("standard",),
    ),  # restatement_after_box_std
    (
        "Final Answer: The final answer is $\\boxed{7}$. 最终答案是$7$千。",
        "7",
        ("standard",),
    ),  # restatement_after_box_std
    ("$\\boxed{7}$個未満です。", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$じゃね？", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$だって。", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$ होगा।", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$ हो सकता है।", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$ था।", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$ से ज़्यादा है।", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$ के आसपास है।", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$ लगभग है।", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$ 个吧。", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$ 个而已。", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$ 个？", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$'dır herhalde.", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$'dir sanırım.", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$'dir galiba.", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$'dir değil.", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$ m² (approx).", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$ m², roughly.", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$ km/h or so.", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$ km/h-ish.", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$ dollars-ish.", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$ से कम है।", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$'dan fazladır.", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$ m² or more.", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$ km/h max.", "7", ("standard",)),  # hedged_copula_after_box_std
    ("8, no question.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Answer ≈ 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("**8**\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("कुल 8।\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Therefore 🅱.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Therefore 2nd option.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Therefore (ii).\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Therefore option 2.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("확실히 여덟이다.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("पुष्टि: 8।\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("<8>\n\n$\\boxed{7}$", "7", ("strict",)),  # bare_value_in_quotes_or_markup
    ("„8“\n\n$\\boxed{7}$", "7", ("strict",)),  # bare_value_in_quotes_or_markup
    ("‹8›\n\n$\\boxed{7}$", "7", ("strict",)),  # bare_value_in_quotes_or_markup
    ("Case closed: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("In every case, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("In any case, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("Step 5 (final): 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("Whatever the case, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("After every step: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("No matter the case: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("किसी भी स्थिति में 8।\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("My answer is 7 and a half.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_is_value_forms
    ("Therefore 16/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("So it must be 16/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("I'm sure it's 16/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Daher 16/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Por lo tanto, 16/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Donc 16/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Итак, 16/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("所以是16/2。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Therefore 1/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("So it must be 1/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("I'm sure it's 1/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Daher 1/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Por lo tanto, 1/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Donc 1/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Итак, 1/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("所以是1/2。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Therefore $\\frac{1}{2}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("So it must be $\\frac{1}{2}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("I'm sure it's $\\frac{1}{2}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Daher $\\frac{1}{2}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Por lo tanto, $\\frac{1}{2}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Donc $\\frac{1}{2}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Итак, $\\frac{1}{2}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("所以是$\\frac{1}{2}$。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("So it must be ½.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Por lo tanto, ½.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("所以是½。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Therefore 7 and a half.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("So it must be 7 and a half.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("I'm sure it's 7 and a half.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Daher 7 and a half.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Por lo tanto, 7 and a half.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Donc 7 and a half.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Итак, 7 and a half.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("所以是7 and a half。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Therefore 15/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("So it must be 15/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("I'm sure it's 15/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Daher 15/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Por lo tanto, 15/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Donc 15/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Итак, 15/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("所以是15/2。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("I'm sure it's 8%.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Therefore 2^3.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("So it must be 2^3.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("I'm sure it's 2^3.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Daher 2^3.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Por lo tanto, 2^3.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Donc 2^3.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Итак, 2^3.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("所以是2^3。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("So it must be VIII.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Por lo tanto, VIII.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("所以是VIII。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("=> 8\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_check_mark
    ("==> 8\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_check_mark
    ("Therefore 8.\n\nStep 3: done.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    (
        "Therefore 8.\n\nNote that $x = 3$ here.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_shadowed_by_work
    ("Clearly 8.\n\nStep 3: done.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    (
        "Clearly 8.\n\nNote that $x = 3$ here.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_shadowed_by_work
    ("Hence 8.\n\nStep 3: done.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    ("Hence 8.\n\nNote that $x = 3$ here.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    ("Thus, 8.\n\nStep 3: done.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    ("Thus, 8.\n\nNote that $x = 3$ here.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    ("Daher 8.\n\nStep 3: done.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    ("Daher 8.\n\nNote that $x = 3$ here.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    ("Donc 8.\n\nStep 3: done.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    ("Donc 8.\n\nNote that $x = 3$ here.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    ("Итак, 8.\n\nStep 3: done.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    ("Итак, 8.\n\nNote that $x = 3$ here.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    ("Por lo tanto, 8.\n\nStep 3: done.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    (
        "Por lo tanto, 8.\n\nNote that $x = 3$ here.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_shadowed_by_work
    ("所以是8。\n\nStep 3: done.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    ("所以是8。\n\nNote that $x = 3$ here.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    (
        "Therefore 8.\n\nWe now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. We now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. \n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_window
    (
        "Clearly 8.\n\nWe now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. We now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. \n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_window
    (
        "Hence 8.\n\nWe now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. We now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. \n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_window
    (
        "Thus, 8.\n\nWe now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. We now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. \n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_window
    (
        "Daher 8.\n\nWe now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. We now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. \n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_window
    (
        "Donc 8.\n\nWe now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. We now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. \n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_window
    (
        "Итак, 8.\n\nWe now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. We now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. \n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_window
    (
        "Por lo tanto, 8.\n\nWe now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. We now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. \n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_window
    (
        "所以是8。\n\nWe now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. We now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. \n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_window
    (
        "So it must be 8.\n\nWe now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. We now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. \n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_window
    (
        "I'm sure it's 8.\n\nWe now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. We now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. \n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_window
    (
        "Definitely 8.\n\nWe now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. We now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. \n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_window
    ("अतः 8।\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Therefore $\\color{red}{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Hence $\\color{red}{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Daher $\\color{red}{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Donc $\\color{red}{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Итак, $\\color{red}{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("所以是$\\color{red}{8}$。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Therefore $\\underline{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Hence $\\underline{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Daher $\\underline{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Donc $\\underline{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Итак, $\\underline{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("所以是$\\underline{8}$。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Therefore $\\left(8\\right)$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Hence $\\left(8\\right)$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Daher $\\left(8\\right)$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Donc $\\left(8\\right)$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Итак, $\\left(8\\right)$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("所以是$\\left(8\\right)$。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Therefore $8^{}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Hence $8^{}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Daher $8^{}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Donc $8^{}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Итак, $8^{}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("所以是$8^{}$。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Therefore $\\tfrac{16}{2}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Hence $\\tfrac{16}{2}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Daher $\\tfrac{16}{2}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Donc $\\tfrac{16}{2}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Итак, $\\tfrac{16}{2}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("所以是$\\tfrac{16}{2}$。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Therefore \\(8\\).\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Hence \\(8\\).\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Daher \\(8\\).\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Donc \\(8\\).\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Итак, \\(8\\).\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("所以是\\(8\\)。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Therefore *8*.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Hence *8*.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Daher *8*.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Donc *8*.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Итак, *8*.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("所以是*8*。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Therefore ==8==.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Hence ==8==.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Daher ==8==.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Donc ==8==.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Итак, ==8==.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("所以是==8==。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Therefore 8️⃣.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Hence 8️⃣.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Daher 8️⃣.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Donc 8️⃣.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Итак, 8️⃣.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("所以是8️⃣。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Therefore ⑧.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Hence ⑧.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Daher ⑧.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Donc ⑧.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Итак, ⑧.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("所以是⑧。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Therefore ₈.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Hence ₈.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Daher ₈.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Donc ₈.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Итак, ₈.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("所以是₈。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Therefore ⁸.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Hence ⁸.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Daher ⁸.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Donc ⁸.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Итак, ⁸.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("所以是⁸。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Therefore 8\u200b.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Hence 8\u200b.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Daher 8\u200b.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Donc 8\u200b.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Итак, 8\u200b.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("所以是8\u200b。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Therefore 8\xad.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Hence 8\xad.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Daher 8\xad.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Donc 8\xad.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Итак, 8\xad.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("所以是8\xad。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Therefore 8….\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Hence 8….\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Daher 8….\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Donc 8….\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Итак, 8….\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("所以是8…。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("所以是eight apples。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("きっと八だ。\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("Por lo tanto, 8. Sin error.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("The answer is 7 and a half.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_is_value_forms
    ("The answer is 7 and 1/2.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_is_value_forms
    ("Die Antwort ist 7 einhalb.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_is_value_forms
    ("La respuesta es 7 y medio.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_is_value_forms
    ("La réponse est 7 et demi.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_is_value_forms
    ("The answer is 7 and three quarters.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_is_value_forms
    (
        "The answer is $\\boxed{7}$ kg.",
        "7 \\text{ cm}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ km.",
        "7 \\text{ cm}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ hours.",
        "7 \\text{ cm}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ grams.",
        "7 \\text{ cm}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ m/s.",
        "7 \\text{ cm}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ liters.",
        "7 \\text{ cm}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ mm.",
        "7 \\text{ cm}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ inches.",
        "7 \\text{ cm}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ feet.",
        "7 \\text{ cm}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ mL.",
        "7 \\text{ cm}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ \\text{ kg}.",
        "7 \\text{ cm}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ $\\mathrm{kg}$.",
        "7 \\text{ cm}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ minutos.",
        "7 \\text{ cm}",
        ("standard",),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ dollars.",
        "7\\%",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    ("The answer is $\\boxed{7}$ cm.", "7\\%", ("standard", "strict")),  # unit_after_box_contradicts_gold
    ("The answer is $\\boxed{7}$ km/h.", "7\\%", ("standard", "strict")),  # unit_after_box_contradicts_gold
    ("The answer is $\\boxed{7}$ kg.", "7\\%", ("standard", "strict")),  # unit_after_box_contradicts_gold
    ("The answer is $\\boxed{7}$ hours.", "7\\%", ("standard", "strict")),  # unit_after_box_contradicts_gold
    ("The answer is $\\boxed{7}$ cm.", "7^\\circ", ("standard", "strict")),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ radians.",
        "7^\\circ",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ rad.",
        "7^\\circ",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ km/h.",
        "7^\\circ",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    ("The answer is $\\boxed{7}$ cents.", "\\$7", ("standard", "strict")),  # unit_after_box_contradicts_gold
    ("The answer is $\\boxed{7}$ euros.", "\\$7", ("standard", "strict")),  # unit_after_box_contradicts_gold
    ("The answer is $\\boxed{7}$ km.", "\\$7", ("standard", "strict")),  # unit_after_box_contradicts_gold
    ("The answer is $\\boxed{7}$ pounds.", "\\$7", ("standard", "strict")),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ minutes.",
        "7 \\text{ hours}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ min.",
        "7 \\text{ hours}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ days.",
        "7 \\text{ hours}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ seconds.",
        "7 \\text{ hours}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ weeks.",
        "7 \\text{ hours}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ years.",
        "7 \\text{ hours}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ ms.",
        "7 \\text{ hours}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ m/s.",
        "7 \\text{ km/h}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ mph.",
        "7 \\text{ km/h}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ km.",
        "7 \\text{ km/h}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ knots.",
        "7 \\text{ km/h}",
        ("standard",),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ cm/s.",
        "7 \\text{ km/h}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ mg.",
        "7 \\text{ kg}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ pounds.",
        "7 \\text{ kg}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ lb.",
        "7 \\text{ kg}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ tons.",
        "7 \\text{ kg}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "The answer is $\\boxed{7}$ cm.",
        "7 \\text{ kg}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "So the total is $\\boxed{7}$ kg.",
        "7 \\text{ cm}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "So the total is $\\boxed{7}$ km.",
        "7 \\text{ cm}",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "So the total is $\\boxed{7}$ dollars.",
        "7\\%",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    ("So the total is $\\boxed{7}$ cm.", "7\\%", ("standard", "strict")),  # unit_after_box_contradicts_gold
    (
        "So the total is $\\boxed{7}$ cm.",
        "7^\\circ",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    (
        "So the total is $\\boxed{7}$ radians.",
        "7^\\circ",
        ("standard", "strict"),
    ),  # unit_after_box_contradicts_gold
    ("Therefore 8. No mistake.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Therefore 8. No doubt.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Therefore 8. Not a typo.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    (
        "Therefore 8. Wait, that's right.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # reaffirmation_read_as_withdrawal
    ("Therefore 8. Actually, yes.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Therefore 8. Hmm, yes.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Therefore 8. No errors.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    (
        "Therefore 8. Nothing wrong here.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # reaffirmation_read_as_withdrawal
    ("Therefore 8. I was not wrong.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Therefore 8. Never doubt it.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Therefore 8. Not kidding.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Therefore 8. No joke.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Therefore 8. Wrong? No.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Therefore 8. Is it wrong? No.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Therefore 8. Scratch nothing.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Clearly 8. No mistake.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Clearly 8. No doubt.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Clearly 8. Not a typo.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Clearly 8. Wait, that's right.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Clearly 8. Actually, yes.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Clearly 8. Hmm, yes.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Clearly 8. No errors.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Clearly 8. Nothing wrong here.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Clearly 8. I was not wrong.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Clearly 8. Never doubt it.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Clearly 8. Not kidding.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Clearly 8. No joke.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Clearly 8. Wrong? No.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Clearly 8. Is it wrong? No.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Clearly 8. Scratch nothing.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Hence 8. No mistake.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Hence 8. No doubt.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Hence 8. Not a typo.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Hence 8. Wait, that's right.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Hence 8. Actually, yes.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Hence 8. Hmm, yes.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Hence 8. No errors.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Hence 8. Nothing wrong here.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Hence 8. I was not wrong.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Hence 8. Never doubt it.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Hence 8. Not kidding.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Hence 8. No joke.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Hence 8. Wrong? No.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Hence 8. Is it wrong? No.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Hence 8. Scratch nothing.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Daher 8. Kein Fehler.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Daher 8. Kein Witz.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Donc 8. Pas d'erreur.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("Итак, 8. Не шучу.\n\n$\\boxed{7}$", "7", ("strict",)),  # reaffirmation_read_as_withdrawal
    ("The answer is 8. No doubt.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    ("The answer is 8. Not a typo.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    ("The answer is 8. No joke.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    (
        "The answer is 8. Not kidding.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    (
        "The answer is 8. Actually, yes.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    (
        "The answer is 8. Wait, that's right.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    (
        "The answer is 8. Nothing wrong here.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    (
        "The answer is 8. No mistake about it.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    ("The answer is 8. No error.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    (
        "The answer is 8. Never wrong.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    ("Answer: 8. No doubt.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    ("Answer: 8. Not a typo.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    ("Answer: 8. No joke.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    ("Answer: 8. Not kidding.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    ("Answer: 8. Actually, yes.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    (
        "Answer: 8. Wait, that's right.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    (
        "Answer: 8. Nothing wrong here.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    (
        "Answer: 8. No mistake about it.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    ("Answer: 8. No error.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    ("Answer: 8. Never wrong.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    (
        "Final answer: 8. Not kidding.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    ("I'll go with 8. No doubt.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    ("I'll go with 8. Not a typo.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    ("I'll go with 8. No joke.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    ("I'll go with 8. Not kidding.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    (
        "I'll go with 8. Actually, yes.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    (
        "I'll go with 8. Wait, that's right.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    (
        "I'll go with 8. Nothing wrong here.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    (
        "I'll go with 8. No mistake about it.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    ("I'll go with 8. No error.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    ("I'll go with 8. Never wrong.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    ("I pick 8. No doubt.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    ("I pick 8. Not a typo.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    ("I pick 8. No joke.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    ("I pick 8. Not kidding.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    ("I pick 8. Actually, yes.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    (
        "I pick 8. Wait, that's right.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    (
        "I pick 8. Nothing wrong here.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    (
        "I pick 8. No mistake about it.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    ("I pick 8. No error.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    ("I pick 8. Never wrong.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    (
        "My answer is eight. Not a typo.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    (
        "My answer is eight. Not kidding.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    (
        "Die Antwort ist 8. Kein Fehler.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    (
        "Die Antwort ist 8. Kein Witz.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    (
        "La respuesta es 8. Sin error.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    (
        "La réponse est 8. Pas d'erreur.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    ("Ответ: 8. Не шучу.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    ("Last step: therefore 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("Therefore, in all cases, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("Step by step, we conclude 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("$\\boxed{7}$입니다 (아마도).", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$이었다.", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$일 것이다.", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$일걸요.", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$이겠지.", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$개 이상입니다.", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$개 미만입니다.", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$개쯤입니다.", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$개 정도입니다.", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$個以上です。", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$個くらいです。", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$個ほどです。", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$ 个左右。", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$ 个以上。", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$ 个多。", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$个，大概。", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$개 이하입니다.", "7", ("standard",)),  # hedged_copula_after_box_std
    ("$\\boxed{7}$個ぐらいだった。", "7", ("standard",)),  # hedged_copula_after_box_std
    ("Therefore ½.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("I'm sure it's ½.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Daher ½.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Donc ½.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Итак, ½.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Therefore 7½.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("So it must be 7½.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("I'm sure it's 7½.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Daher 7½.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Por lo tanto, 7½.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Donc 7½.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Итак, 7½.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("所以是7½。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_fraction_forms
    ("Therefore 8k.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("So it must be 8k.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("I'm sure it's 8k.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Daher 8k.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Por lo tanto, 8k.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Donc 8k.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Итак, 8k.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("所以是8k。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Therefore 8e0.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("So it must be 8e0.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("I'm sure it's 8e0.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Daher 8e0.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Por lo tanto, 8e0.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Donc 8e0.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Итак, 8e0.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("所以是8e0。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Therefore 8%.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("So it must be 8%.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Daher 8%.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Por lo tanto, 8%.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Donc 8%.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Итак, 8%.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("所以是8%。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Therefore VIII.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("I'm sure it's VIII.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Daher VIII.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Donc VIII.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Итак, VIII.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Therefore 8 km/h.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("So it must be 8 km/h.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("I'm sure it's 8 km/h.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Daher 8 km/h.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Por lo tanto, 8 km/h.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Donc 8 km/h.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Итак, 8 km/h.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("所以是8 km/h。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Therefore \\$8.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("So it must be \\$8.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("I'm sure it's \\$8.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Daher \\$8.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Por lo tanto, \\$8.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Donc \\$8.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Итак, \\$8.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("所以是\\$8。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Therefore 0x8.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("So it must be 0x8.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("I'm sure it's 0x8.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Daher 0x8.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Por lo tanto, 0x8.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Donc 0x8.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Итак, 0x8.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("所以是0x8。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Daher 8 mph.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Por lo tanto, 8 mph.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_other_notations
    ("Therefore (8).\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("So it must be (8).\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("I'm sure it's (8).\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Daher (8).\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Por lo tanto, (8).\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Donc (8).\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Итак, (8).\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("所以是(8)。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Therefore `8`.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("So it must be `8`.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Daher `8`.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Por lo tanto, `8`.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Donc `8`.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Итак, `8`.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("所以是`8`。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Therefore \\textbf{8}.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("So it must be \\textbf{8}.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Daher \\textbf{8}.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Por lo tanto, \\textbf{8}.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Donc \\textbf{8}.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Итак, \\textbf{8}.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("所以是\\textbf{8}。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Therefore [8].\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("So it must be [8].\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Daher [8].\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Por lo tanto, [8].\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Donc [8].\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Итак, [8].\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("所以是[8]。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Therefore \\mathbf{8}.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("So it must be \\mathbf{8}.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Daher \\mathbf{8}.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Por lo tanto, \\mathbf{8}.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Donc \\mathbf{8}.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Итак, \\mathbf{8}.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("所以是\\mathbf{8}。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Therefore {8}.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("So it must be {8}.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Daher {8}.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Por lo tanto, {8}.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Donc {8}.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Итак, {8}.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("所以是{8}。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Therefore <b>8</b>.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("So it must be <b>8</b>.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Daher <b>8</b>.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Por lo tanto, <b>8</b>.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Donc <b>8</b>.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Итак, <b>8</b>.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("所以是<b>8</b>。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_wrapped
    ("Therefore 8 ✓.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_check_mark
    ("So it must be 8 ✓.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_check_mark
    ("8 ✓\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_check_mark
    ("✅ 8\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_check_mark
    ("8 ✔️\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_check_mark
    ("👉 8\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_check_mark
    ("⟹ 8\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_check_mark
    ("☑ 8\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_check_mark
    ("8 ☑\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_check_mark
    ("8 ✅\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_check_mark
    ("✔ 8\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_check_mark
    ("Daher 8 ✓.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_check_mark
    ("所以是8 ✓。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_check_mark
    ("8 👍\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_check_mark
    ("👍 8\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_check_mark
    ("🎯 8\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_check_mark
    ("8 🎯\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_check_mark
    ("⭐ 8\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_check_mark
    ("📌 8\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_check_mark
    (
        "Therefore 8.\n\nThere were 3 boxes at the start.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_shadowed_by_work
    ("Therefore 8.\n\nWe used 3 apples.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    ("Therefore 8.\n\n(See page 3.)\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    (
        "Clearly 8.\n\nThere were 3 boxes at the start.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_shadowed_by_work
    ("Clearly 8.\n\nWe used 3 apples.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    ("Clearly 8.\n\n(See page 3.)\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    (
        "Hence 8.\n\nThere were 3 boxes at the start.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_shadowed_by_work
    ("Hence 8.\n\nWe used 3 apples.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    ("Hence 8.\n\n(See page 3.)\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    (
        "Thus, 8.\n\nThere were 3 boxes at the start.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_shadowed_by_work
    ("Thus, 8.\n\nWe used 3 apples.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    ("Thus, 8.\n\n(See page 3.)\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    (
        "Daher 8.\n\nThere were 3 boxes at the start.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_shadowed_by_work
    ("Daher 8.\n\nWe used 3 apples.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    ("Daher 8.\n\n(See page 3.)\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    (
        "Donc 8.\n\nThere were 3 boxes at the start.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_shadowed_by_work
    ("Donc 8.\n\nWe used 3 apples.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    ("Donc 8.\n\n(See page 3.)\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    (
        "Итак, 8.\n\nThere were 3 boxes at the start.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_shadowed_by_work
    ("Итак, 8.\n\nWe used 3 apples.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    ("Итак, 8.\n\n(See page 3.)\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    (
        "Por lo tanto, 8.\n\nThere were 3 boxes at the start.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_shadowed_by_work
    (
        "Por lo tanto, 8.\n\nWe used 3 apples.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_shadowed_by_work
    ("Por lo tanto, 8.\n\n(See page 3.)\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    (
        "所以是8。\n\nThere were 3 boxes at the start.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # last_value_shadowed_by_work
    ("所以是8。\n\nWe used 3 apples.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    ("所以是8。\n\n(See page 3.)\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_shadowed_by_work
    ("8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Eight.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("8\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("= 8\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("So we get 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("That gives 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("She has 8 left.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Total: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Sum: 8\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Got 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("It's 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("It is 8, obviously.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Obviously 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Ergo 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("So: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Long story short: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("It comes to 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("That makes 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("8, easily.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Easy: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Boom, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("There you go: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Behold, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Drumroll... 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("And the winner is... 8!\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("I get 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("I count 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("We end up with 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Net: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("# 8\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("> 8\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Das macht 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Ça fait 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Eso da 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Получается 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("一共8个。\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("全部で8個。\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("총 8개.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Toplam 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Razem 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Totale: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Jumlah: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # uncued_commitment
    ("Daher 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Deshalb 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Somit 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Also 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Folglich 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Por lo tanto, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Por tanto, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Así que 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Par conséquent, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Ainsi, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Dunque 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Pertanto 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Logo, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Então 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Dolayısıyla 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Bu yüzden 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("따라서 8입니다.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("그러므로 8이다.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("したがって8です。\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("よって8。\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("इसलिए 8 है।\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Daarom 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Zatem 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Следовательно, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Поэтому 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Значит, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Därför 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Så 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Tehát 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Oleh karena itu 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Do đó 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("لذلك 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("故8。\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("ดังนั้น 8\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Επομένως 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Prin urmare 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Tudíž 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("Siis 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # cue_tables_other_languages
    ("I'm sure it's eight.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I bet it's eight.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I know it's eight.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I'm sure it's acht.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I bet it's acht.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I know it's acht.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I'm sure it's huit.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I bet it's huit.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I know it's huit.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I'm sure it's ocho.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I bet it's ocho.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I know it's ocho.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I'm sure it's otto.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I bet it's otto.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I know it's otto.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I'm sure it's oito.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I bet it's oito.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I know it's oito.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I'm sure it's восемь.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I bet it's восемь.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I know it's восемь.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I'm sure it's 八.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I bet it's 八.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I know it's 八.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I'm sure it's osiem.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I bet it's osiem.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I know it's osiem.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I'm sure it's sekiz.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I bet it's sekiz.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I know it's sekiz.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I'm sure it's delapan.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I bet it's delapan.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I know it's delapan.\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I bet it's acht (8).\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("I know it's acht (8).\n\n$\\boxed{7}$", "7", ("strict",)),  # number_word_after_stance
    ("Therefore $B$.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Therefore \\textbf{B}.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Therefore `B`.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Therefore b.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Therefore Б.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Therefore Β.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Therefore Ｂ.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Therefore the second option.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Therefore option two.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Also B.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Daher B.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Por lo tanto B.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("따라서 B입니다.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("したがってBです。\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("इसलिए B है।\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Dolayısıyla B.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("B.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("(B)\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("B ✓\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("✅ B\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("B ✔️\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Therefore B. We used 3 of the 4 options.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Therefore B. Option A has 3 sides.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("So: B.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Ergo B.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("It's B.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Clearly $\\mathrm{B}$.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Hence $(B)$ ✓.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Definitely $B$.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("I'm sure it's $B$.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Deshalb B.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Zatem B.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Därför B.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Следовательно, B.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("よってB。\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("그러므로 B이다.\n\n$\\boxed{C}$", "C", ("strict",)),  # choice_letter_forms
    ("Therefore $\\mathbf{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Hence $\\mathbf{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Daher $\\mathbf{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Donc $\\mathbf{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Итак, $\\mathbf{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("所以是$\\mathbf{8}$。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Therefore $\\text{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Hence $\\text{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Daher $\\text{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Donc $\\text{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Итак, $\\text{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("所以是$\\text{8}$。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Therefore $\\mathrm{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Hence $\\mathrm{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Daher $\\mathrm{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Donc $\\mathrm{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Итак, $\\mathrm{8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("所以是$\\mathrm{8}$。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Therefore ${8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Hence ${8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Daher ${8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Donc ${8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Итак, ${8}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("所以是${8}$。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Therefore $\\;8$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Hence $\\;8$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Daher $\\;8$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Donc $\\;8$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Итак, $\\;8$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("所以是$\\;8$。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Therefore $+8$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Hence $+8$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Daher $+8$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Donc $+8$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Итак, $+8$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("所以是$+8$。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Therefore $8 \\checkmark$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Hence $8 \\checkmark$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Daher $8 \\checkmark$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Donc $8 \\checkmark$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Итак, $8 \\checkmark$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("所以是$8 \\checkmark$。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Therefore $8 \\text{ apples}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Hence $8 \\text{ apples}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Daher $8 \\text{ apples}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Donc $8 \\text{ apples}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Итак, $8 \\text{ apples}$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("所以是$8 \\text{ apples}$。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Therefore $8\\%$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Hence $8\\%$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Daher $8\\%$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Donc $8\\%$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Итак, $8\\%$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("所以是$8\\%$。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Therefore $\\displaystyle 8$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Hence $\\displaystyle 8$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Daher $\\displaystyle 8$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Donc $\\displaystyle 8$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Итак, $\\displaystyle 8$.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("所以是$\\displaystyle 8$。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_math_span_markup
    ("Therefore __8__.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Hence __8__.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Daher __8__.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Donc __8__.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Итак, __8__.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("所以是__8__。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Therefore <mark>8</mark>.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Hence <mark>8</mark>.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Daher <mark>8</mark>.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Donc <mark>8</mark>.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Итак, <mark>8</mark>.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("所以是<mark>8</mark>。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Therefore ~8~.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Hence ~8~.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Daher ~8~.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Donc ~8~.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Итак, ~8~.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("所以是~8~。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Therefore 8 —.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Hence 8 —.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Daher 8 —.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Donc 8 —.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Итак, 8 —.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("所以是8 —。\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Therefore eight apples.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Hence eight apples.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Daher eight apples.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Donc eight apples.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Итак, eight apples.\n\n$\\boxed{7}$", "7", ("strict",)),  # last_value_emphasis_and_digit_forms
    ("Sono sicuro che è 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("Sono certo che sia 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("Sono sicuro che è otto.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("Tenho certeza de que é 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("Tenho certeza de que é oito.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("Com certeza é 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("Eminim ki 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("Eminim ki sekiz.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("Jestem pewien, że to 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("Na pewno 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("Jestem pewien, że to osiem.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("Ik weet zeker dat het 8 is.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("Zeker weten: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("Ik weet zeker dat het acht is.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("Saya yakin itu 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("Saya yakin itu delapan.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("मुझे यकीन है कि यह 8 है।\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("पक्का 8 है।\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("मुझे यकीन है कि यह आठ है।\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("確実に8だ。\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("틀림없이 8이다.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("Jag är säker på att det är 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("Olen varma, että se on 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("Biztos vagyok benne, hogy 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("Sigur este 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("Είμαι σίγουρος ότι είναι 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("אני בטוח שזה 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("متأكد أنه 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # stance_other_languages
    ("Confirmed: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Verified: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Checked: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("OK: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Yes: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("8 — confirmed.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("8, confirmed.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("8 (confirmed)\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("8 (locked)\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Yes, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Yep, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Exactly 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Precisely 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Just 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Simply 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Only 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("8 exactly.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("8, period.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("8. Period.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("8. Full stop.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("8. End of story.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("8. Boom.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("8 ∎\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("8 □\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("8 ■\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Bestätigt: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Genau 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("8, Punkt.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Confirmado: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Exactamente 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("8, punto.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Confirmé : 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Exactement 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Подтверждено: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Ровно 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("8, и точка.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("已确认：8。\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("正好8。\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("確認済み：8。\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("ちょうど8。\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("확인됨: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("정확히 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Onaylandı: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Potwierdzone: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Bevestigd: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Confermato: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("Terkonfirmasi: 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # affirmed_value_before_box
    ("[8]\n\n$\\boxed{7}$", "7", ("strict",)),  # bare_value_in_quotes_or_markup
    ("«8»\n\n$\\boxed{7}$", "7", ("strict",)),  # bare_value_in_quotes_or_markup
    ("“8”\n\n$\\boxed{7}$", "7", ("strict",)),  # bare_value_in_quotes_or_markup
    ("'8'\n\n$\\boxed{7}$", "7", ("strict",)),  # bare_value_in_quotes_or_markup
    ("\\item 8\n\n$\\boxed{7}$", "7", ("strict",)),  # bare_value_in_quotes_or_markup
    ("| Result | 8 |\n\n$\\boxed{7}$", "7", ("strict",)),  # bare_value_in_quotes_or_markup
    ("「8」\n\n$\\boxed{7}$", "7", ("strict",)),  # bare_value_in_quotes_or_markup
    ("『8』\n\n$\\boxed{7}$", "7", ("strict",)),  # bare_value_in_quotes_or_markup
    ("【8】\n\n$\\boxed{7}$", "7", ("strict",)),  # bare_value_in_quotes_or_markup
    ("(8)\n\n$\\boxed{7}$", "7", ("strict",)),  # bare_value_in_quotes_or_markup
    ("{8}\n\n$\\boxed{7}$", "7", ("strict",)),  # bare_value_in_quotes_or_markup
    ("| Total | 8 |\n\n$\\boxed{7}$", "7", ("strict",)),  # bare_value_in_quotes_or_markup
    ("| Ergebnis | 8 |\n\n$\\boxed{7}$", "7", ("strict",)),  # bare_value_in_quotes_or_markup
    ("| 合计 | 8 |\n\n$\\boxed{7}$", "7", ("strict",)),  # bare_value_in_quotes_or_markup
    ("\\item[] 8\n\n$\\boxed{7}$", "7", ("strict",)),  # bare_value_in_quotes_or_markup
    ("1. 8\n\n$\\boxed{7}$", "7", ("strict",)),  # bare_value_in_quotes_or_markup
    (
        "My answer is eight. No doubt.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    ("My answer is eight. No joke.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_reaffirmed_read_as_withdrawn
    (
        "My answer is eight. Actually, yes.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    (
        "My answer is eight. Wait, that's right.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    (
        "My answer is eight. Nothing wrong here.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    (
        "My answer is eight. No mistake about it.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    (
        "My answer is eight. No error.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    (
        "My answer is eight. Never wrong.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # answer_reaffirmed_read_as_withdrawn
    ("Case closed. 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("Either way, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("En todo caso, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("Auf jeden Fall 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("En tout cas, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("В любом случае 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("无论如何，8。\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("いずれにせよ8。\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("어쨌든 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("Her durumda 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("W każdym razie 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("Hoe dan ook, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("In ogni caso, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("Em todo caso, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("Bagaimanapun, 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # case_or_step_idiom_exemption
    ("The answer is \\$8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_is_value_forms
    ("The answer is \\$7.50.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_is_value_forms
    ("Answer: \\$8\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_is_value_forms
    ("La respuesta es \\$8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_is_value_forms
    ("The answer is `8`.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_is_value_forms
    ("The answer is ``8``.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_is_value_forms
    ("My answer is `8`.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_is_value_forms
    ("Die Antwort ist `8`.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_is_value_forms
    ("La respuesta es `8`.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_is_value_forms
    ("La réponse est `8`.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_is_value_forms
    ("Ответ: `8`.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_is_value_forms
    ("答案是`8`。\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_is_value_forms
    ("La risposta è `8`.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_is_value_forms
    ("Cevap `8`.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_is_value_forms
    ("She has 8 left. That settles it.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    ("She has 8 left. Locked.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    ("She has 8 left. Write that down.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    ("She has 8 left. Mark my words.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    ("She has 8 left. That's the one.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    ("She has 8 left. Bingo.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    ("She has 8 left. Nailed it.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    ("Sie hat 8 übrig. Dabei bleibe ich.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    ("Sie hat 8 übrig. Basta.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    ("Le quedan 8. Me quedo con eso.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    ("Le quedan 8. Y punto.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    ("Il lui en reste 8. Je garde ça.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    ("Il lui en reste 8. Point barre.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    (
        "У неё осталось 8. На этом и остановлюсь.\n\n$\\boxed{7}$",
        "7",
        ("strict",),
    ),  # anaphoric_commitment_idioms
    ("У неё осталось 8. Точка.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    ("她剩下8个。就这样吧。\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    ("她剩下8个。就这么定了。\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    ("8個残る。これで決まり。\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    ("8 kaldı. Bununla gidiyorum.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    ("Zostało jej 8. Zostaję przy tym.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    ("Le restano 8. Resto su questo.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
    ("Dia punya 8 tersisa. Itu dia.\n\n$\\boxed{7}$", "7", ("strict",)),  # anaphoric_commitment_idioms
]

OTHER_CLOSED = [  # (grader, response, gold, modes)
    ("number", "$\\boxed{7}$\n#### 8", "7", ("standard",)),  # number-box_then_hash_std
    ("number", "The answer is $\\boxed{7}$.\n#### 8", "7", ("standard",)),  # number-box_then_hash_std
    ("number", "$\\boxed{7}$ apples.\n#### 8", "7", ("standard",)),  # number-box_then_hash_std
    ("number", "\\boxed{7}\n#### 8", "7", ("standard",)),  # number-box_then_hash_std
    ("number", "Final answer: $\\boxed{7}$\n\n#### 8", "7", ("standard",)),  # number-box_then_hash_std
    ("number", "**8**\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("mcq", "Therefore 🅱.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Therefore 2nd option.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Therefore (ii).\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Therefore option 2.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    (
        "mcq",
        "| Option | Correct? |\n|---|---|\n| B | ✓ |\n| C | ✗ |\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-choice_reader_verbs
    ("mcq", "A: 3\nB: 7 ✓\nC: 9\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "(A) 3 (B) 7 ← correct (C) 9\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    (
        "mcq",
        "The correct option is $\\boxed{C}$ L",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$ S",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    ("mcq", "The correct option is $\\boxed{C}$ T", "C", ("standard",)),  # mcq-letter_with_unit_or_property
    ("mcq", "The correct option is $\\boxed{C}$ b", "C", ("standard",)),  # mcq-letter_with_unit_or_property
    ("mcq", "The correct option is $\\boxed{C}$ d", "C", ("standard",)),  # mcq-letter_with_unit_or_property
    ("number", "In any case, 8.\n#### 7", "7", ("strict",)),  # number-case_or_step_idiom_before_hash
    ("number", "Case closed: 8.\n#### 7", "7", ("strict",)),  # number-case_or_step_idiom_before_hash
    ("number", "Therefore 16/2.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Therefore 1/2.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "=> 8\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    (
        "number",
        "Therefore 8.\n\nWe now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. We now write out the justification in full prose so that the reader can follow every step of the argument without any gaps, checking each intermediate claim carefully against the statement of the problem and the definitions involved. \n#### 7",
        "7",
        ("strict",),
    ),  # number-commitment_before_hash
    ("number", "Por lo tanto, 8. Sin error.\n#### 7", "7", ("strict",)),  # number-reaffirmation_before_hash
    (
        "mcq",
        "The correct option is $\\boxed{C}$ km/h",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$ dollars",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$ %",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$, which is prime.",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$, an odd number.",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$, qui est premier.",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$, eine Primzahl.",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$ mph",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$ ms",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$ kg",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$ percent",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$ degrees",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$, which is even.",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$, which is positive.",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$ mol",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$ Hz",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$ g",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$ m",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$ s",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$ h",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$ min",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$ Pa",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    (
        "mcq",
        "The correct option is $\\boxed{C}$ mA",
        "C",
        ("standard", "strict"),
    ),  # mcq-letter_with_unit_or_property
    ("mcq", "The correct option is $\\boxed{C}$ N", "C", ("standard",)),  # mcq-letter_with_unit_or_property
    ("mcq", "The correct option is $\\boxed{C}$ V", "C", ("standard",)),  # mcq-letter_with_unit_or_property
    ("mcq", "The correct option is $\\boxed{C}$ W", "C", ("standard",)),  # mcq-letter_with_unit_or_property
    ("number", "Therefore 8. No mistake.\n#### 7", "7", ("strict",)),  # number-reaffirmation_before_hash
    ("number", "Therefore 8. No doubt.\n#### 7", "7", ("strict",)),  # number-reaffirmation_before_hash
    ("number", "Therefore 8. Not a typo.\n#### 7", "7", ("strict",)),  # number-reaffirmation_before_hash
    ("number", "Therefore 8. Actually, yes.\n#### 7", "7", ("strict",)),  # number-reaffirmation_before_hash
    ("number", "Therefore 8. No joke.\n#### 7", "7", ("strict",)),  # number-reaffirmation_before_hash
    ("number", "Daher 8. Kein Fehler.\n#### 7", "7", ("strict",)),  # number-reaffirmation_before_hash
    ("number", "Donc 8. Pas d'erreur.\n#### 7", "7", ("strict",)),  # number-reaffirmation_before_hash
    ("mcq", "Clearly B. Not kidding.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-reaffirmation_before_box
    (
        "number",
        "The answer is 8. No doubt.\n#### 7",
        "7",
        ("strict",),
    ),  # number-answer_reaffirmed_before_hash
    (
        "number",
        "The answer is 8. Not a typo.\n#### 7",
        "7",
        ("strict",),
    ),  # number-answer_reaffirmed_before_hash
    ("number", "The answer is 8. No joke.\n#### 7", "7", ("strict",)),  # number-answer_reaffirmed_before_hash
    (
        "number",
        "The answer is 8. Not kidding.\n#### 7",
        "7",
        ("strict",),
    ),  # number-answer_reaffirmed_before_hash
    (
        "number",
        "The answer is 8. Actually, yes.\n#### 7",
        "7",
        ("strict",),
    ),  # number-answer_reaffirmed_before_hash
    ("number", "Answer: 8. No doubt.\n#### 7", "7", ("strict",)),  # number-answer_reaffirmed_before_hash
    ("number", "Answer: 8. Not a typo.\n#### 7", "7", ("strict",)),  # number-answer_reaffirmed_before_hash
    ("number", "Answer: 8. No joke.\n#### 7", "7", ("strict",)),  # number-answer_reaffirmed_before_hash
    ("number", "Answer: 8. Not kidding.\n#### 7", "7", ("strict",)),  # number-answer_reaffirmed_before_hash
    ("number", "Answer: 8. Actually, yes.\n#### 7", "7", ("strict",)),  # number-answer_reaffirmed_before_hash
    (
        "number",
        "Final answer: 8. No doubt.\n#### 7",
        "7",
        ("strict",),
    ),  # number-answer_reaffirmed_before_hash
    (
        "number",
        "Final answer: 8. Not a typo.\n#### 7",
        "7",
        ("strict",),
    ),  # number-answer_reaffirmed_before_hash
    ("number", "Final answer: 8. No joke.\n#### 7", "7", ("strict",)),  # number-answer_reaffirmed_before_hash
    (
        "number",
        "Final answer: 8. Not kidding.\n#### 7",
        "7",
        ("strict",),
    ),  # number-answer_reaffirmed_before_hash
    (
        "number",
        "Final answer: 8. Actually, yes.\n#### 7",
        "7",
        ("strict",),
    ),  # number-answer_reaffirmed_before_hash
    ("number", "I'll go with 8. No doubt.\n#### 7", "7", ("strict",)),  # number-answer_reaffirmed_before_hash
    (
        "number",
        "I'll go with 8. Not a typo.\n#### 7",
        "7",
        ("strict",),
    ),  # number-answer_reaffirmed_before_hash
    ("number", "I'll go with 8. No joke.\n#### 7", "7", ("strict",)),  # number-answer_reaffirmed_before_hash
    (
        "number",
        "I'll go with 8. Not kidding.\n#### 7",
        "7",
        ("strict",),
    ),  # number-answer_reaffirmed_before_hash
    (
        "number",
        "I'll go with 8. Actually, yes.\n#### 7",
        "7",
        ("strict",),
    ),  # number-answer_reaffirmed_before_hash
    (
        "number",
        "Die Antwort ist 8. Kein Fehler.\n#### 7",
        "7",
        ("strict",),
    ),  # number-answer_reaffirmed_before_hash
    (
        "number",
        "La respuesta es 8. Sin error.\n#### 7",
        "7",
        ("strict",),
    ),  # number-answer_reaffirmed_before_hash
    ("number", "Ответ: 8. Не шучу.\n#### 7", "7", ("strict",)),  # number-answer_reaffirmed_before_hash
    (
        "mcq",
        "The answer is B. Not kidding.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-answer_reaffirmed_before_box
    ("mcq", "Answer: B. Not kidding.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-answer_reaffirmed_before_box
    (
        "mcq",
        "Final answer: B. Not kidding.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-answer_reaffirmed_before_box
    (
        "mcq",
        "I'll go with B. Not kidding.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-answer_reaffirmed_before_box
    ("mcq", "I pick B. Not kidding.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-answer_reaffirmed_before_box
    (
        "mcq",
        "My answer is B. Not kidding.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-answer_reaffirmed_before_box
    (
        "number",
        "Therefore, in all cases, 8.\n#### 7",
        "7",
        ("strict",),
    ),  # number-case_or_step_idiom_before_hash
    (
        "number",
        "In any case, the answer is 8.\n#### 7",
        "7",
        ("strict",),
    ),  # number-case_or_step_idiom_before_hash
    ("number", "Therefore 8k.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Therefore \\$8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Therefore `8`.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Therefore (8).\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Therefore 8 ✓.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Therefore VIII.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Therefore 8%.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Therefore 7½.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "I'm sure it's eight.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "I'm sure it's acht.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Daher 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Por lo tanto, 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "따라서 8입니다.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "したがって8です。\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "इसलिए 8 है।\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Dolayısıyla 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Следовательно, 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Therefore 8. She used 3 bags.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Clearly 8. (See page 3.)\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "She has 8 left.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "I get 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "So: 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "So the total is 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "8 ✓\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "✅ 8\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Long story short: 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "Ergo 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("number", "There you go: 8.\n#### 7", "7", ("strict",)),  # number-commitment_before_hash
    ("mcq", "Therefore $B$.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Therefore \\textbf{B}.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Therefore `B`.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Therefore b.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Therefore Б.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Therefore Β.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Therefore Ｂ.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Therefore the second option.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Therefore option two.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Also B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Daher B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Por lo tanto B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "따라서 B입니다.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "したがってBです。\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "इसलिए B है।\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Dolayısıyla B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "(B)\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "B ✓\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "✅ B\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "B ✔️\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    (
        "mcq",
        "Therefore B. We used 3 of the 4 options.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-choice_letter_forms
    (
        "mcq",
        "Therefore B. Option A has 3 sides.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-choice_letter_forms
    ("mcq", "So: B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Ergo B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "It's B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Clearly $\\mathrm{B}$.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Hence $(B)$ ✓.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Definitely $B$.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "I'm sure it's $B$.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Deshalb B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Zatem B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Därför B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Следовательно, B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "よってB。\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "그러므로 B이다.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_letter_forms
    ("mcq", "Circle B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "Mark B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "Tick B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "Bubble in B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "Shade B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "Highlight B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "Kreuze B an.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "Marca la B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "Coche B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "Cochez B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "Segna B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "Zaznacz B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "Отметь B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "Обведи B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "圈B。\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "涂B。\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "Bに丸。\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "B에 표시.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "B'yi işaretle.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "B gets my vote.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "Key: B\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "My key: B\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "Letter: B\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "Letter B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "The letter is B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "B!\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "B!!\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "B ←\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "Option B ✓\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "B is the right one.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "B is the one that works.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "B es la buena.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("mcq", "Options: A ✗, B ✓, C ✗, D ✗.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-choice_reader_verbs
    ("number", "Sono sicuro che è 8.\n#### 7", "7", ("strict",)),  # number-stance_and_affirmation_before_hash
    ("number", "Eminim ki 8.\n#### 7", "7", ("strict",)),  # number-stance_and_affirmation_before_hash
    (
        "number",
        "Jestem pewien, że to 8.\n#### 7",
        "7",
        ("strict",),
    ),  # number-stance_and_affirmation_before_hash
    (
        "number",
        "Ik weet zeker dat het 8 is.\n#### 7",
        "7",
        ("strict",),
    ),  # number-stance_and_affirmation_before_hash
    ("number", "Saya yakin itu 8.\n#### 7", "7", ("strict",)),  # number-stance_and_affirmation_before_hash
    ("number", "मुझे यकीन है कि यह 8 है।\n#### 7", "7", ("strict",)),  # number-stance_and_affirmation_before_hash
    ("number", "Confirmed: 8.\n#### 7", "7", ("strict",)),  # number-stance_and_affirmation_before_hash
    ("number", "Verified: 8.\n#### 7", "7", ("strict",)),  # number-stance_and_affirmation_before_hash
    ("number", "8 — confirmed.\n#### 7", "7", ("strict",)),  # number-stance_and_affirmation_before_hash
    ("number", "Yes, 8.\n#### 7", "7", ("strict",)),  # number-stance_and_affirmation_before_hash
    ("number", "Exactly 8.\n#### 7", "7", ("strict",)),  # number-stance_and_affirmation_before_hash
    ("number", "8, period.\n#### 7", "7", ("strict",)),  # number-stance_and_affirmation_before_hash
    ("number", "8. End of story.\n#### 7", "7", ("strict",)),  # number-stance_and_affirmation_before_hash
    ("number", "8 ∎\n#### 7", "7", ("strict",)),  # number-stance_and_affirmation_before_hash
    ("number", "Bestätigt: 8.\n#### 7", "7", ("strict",)),  # number-stance_and_affirmation_before_hash
    ("number", "已确认：8。\n#### 7", "7", ("strict",)),  # number-stance_and_affirmation_before_hash
    ("number", "[8]\n#### 7", "7", ("strict",)),  # number-stance_and_affirmation_before_hash
    ("number", "«8»\n#### 7", "7", ("strict",)),  # number-stance_and_affirmation_before_hash
    ("number", "“8”\n#### 7", "7", ("strict",)),  # number-stance_and_affirmation_before_hash
    ("number", "| Result | 8 |\n#### 7", "7", ("strict",)),  # number-stance_and_affirmation_before_hash
    ("number", "「8」\n#### 7", "7", ("strict",)),  # number-stance_and_affirmation_before_hash
    (
        "mcq",
        "Sono sicuro che è B.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-stance_and_affirmation_before_box
    ("mcq", "Eminim ki B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-stance_and_affirmation_before_box
    (
        "mcq",
        "Jestem pewien, że to B.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-stance_and_affirmation_before_box
    (
        "mcq",
        "Ik weet zeker dat het B is.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-stance_and_affirmation_before_box
    ("mcq", "Saya yakin itu B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-stance_and_affirmation_before_box
    (
        "mcq",
        "मुझे यकीन है कि यह B है।\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-stance_and_affirmation_before_box
    ("mcq", "Confirmed: B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-stance_and_affirmation_before_box
    ("mcq", "Verified: B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-stance_and_affirmation_before_box
    ("mcq", "B — confirmed.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-stance_and_affirmation_before_box
    ("mcq", "Yes, B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-stance_and_affirmation_before_box
    ("mcq", "Exactly B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-stance_and_affirmation_before_box
    ("mcq", "B, period.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-stance_and_affirmation_before_box
    ("mcq", "B. End of story.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-stance_and_affirmation_before_box
    ("mcq", "B ∎\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-stance_and_affirmation_before_box
    ("mcq", "Bestätigt: B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-stance_and_affirmation_before_box
    ("mcq", "已确认：B。\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-stance_and_affirmation_before_box
    ("mcq", "«B»\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-stance_and_affirmation_before_box
    ("mcq", "“B”\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-stance_and_affirmation_before_box
    ("mcq", "「B」\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-stance_and_affirmation_before_box
    ("mcq", "[B]\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-stance_and_affirmation_before_box
    ("mcq", "Therefore B. No mistake.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-reaffirmation_before_box
    ("mcq", "Therefore B. No doubt.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-reaffirmation_before_box
    ("mcq", "Therefore B. Not a typo.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-reaffirmation_before_box
    ("mcq", "Therefore B. Actually, yes.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-reaffirmation_before_box
    ("mcq", "Therefore B. No joke.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-reaffirmation_before_box
    ("mcq", "Hence B. Nothing wrong here.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-reaffirmation_before_box
    ("mcq", "Daher B. Kein Fehler.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-reaffirmation_before_box
    (
        "mcq",
        "The answer is B. No doubt.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-answer_reaffirmed_before_box
    (
        "mcq",
        "The answer is B. Not a typo.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-answer_reaffirmed_before_box
    (
        "mcq",
        "The answer is B. No joke.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-answer_reaffirmed_before_box
    (
        "mcq",
        "The answer is B. Actually, yes.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-answer_reaffirmed_before_box
    ("mcq", "Answer: B. No doubt.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-answer_reaffirmed_before_box
    ("mcq", "Answer: B. Not a typo.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-answer_reaffirmed_before_box
    ("mcq", "Answer: B. No joke.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-answer_reaffirmed_before_box
    (
        "mcq",
        "Answer: B. Actually, yes.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-answer_reaffirmed_before_box
    (
        "mcq",
        "Final answer: B. No doubt.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-answer_reaffirmed_before_box
    (
        "mcq",
        "Final answer: B. Not a typo.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-answer_reaffirmed_before_box
    (
        "mcq",
        "Final answer: B. No joke.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-answer_reaffirmed_before_box
    (
        "mcq",
        "Final answer: B. Actually, yes.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-answer_reaffirmed_before_box
    (
        "mcq",
        "I'll go with B. No doubt.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-answer_reaffirmed_before_box
    (
        "mcq",
        "I'll go with B. Not a typo.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-answer_reaffirmed_before_box
    ("mcq", "I'll go with B. No joke.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-answer_reaffirmed_before_box
    (
        "mcq",
        "I'll go with B. Actually, yes.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-answer_reaffirmed_before_box
    ("mcq", "I pick B. No doubt.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-answer_reaffirmed_before_box
    ("mcq", "I pick B. Not a typo.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-answer_reaffirmed_before_box
    ("mcq", "I pick B. No joke.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-answer_reaffirmed_before_box
    ("mcq", "I pick B. Actually, yes.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-answer_reaffirmed_before_box
    (
        "mcq",
        "My answer is B. No doubt.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-answer_reaffirmed_before_box
    (
        "mcq",
        "My answer is B. Not a typo.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-answer_reaffirmed_before_box
    ("mcq", "My answer is B. No joke.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-answer_reaffirmed_before_box
    (
        "mcq",
        "My answer is B. Actually, yes.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-answer_reaffirmed_before_box
    ("mcq", "I choose B. No joke.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-answer_reaffirmed_before_box
    (
        "mcq",
        "Die Antwort ist B. Kein Fehler.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-answer_reaffirmed_before_box
    (
        "mcq",
        "La respuesta es B. Sin error.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-answer_reaffirmed_before_box
    (
        "mcq",
        "La réponse est B. Pas d'erreur.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-answer_reaffirmed_before_box
    ("mcq", "Ответ: B. Не шучу.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-answer_reaffirmed_before_box
    ("number", "Either way, 8.\n#### 7", "7", ("strict",)),  # number-case_or_step_idiom_before_hash
    ("number", "Auf jeden Fall 8.\n#### 7", "7", ("strict",)),  # number-case_or_step_idiom_before_hash
    ("number", "En tout cas, 8.\n#### 7", "7", ("strict",)),  # number-case_or_step_idiom_before_hash
    ("number", "无论如何，8。\n#### 7", "7", ("strict",)),  # number-case_or_step_idiom_before_hash
    ("mcq", "In any case, B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-case_or_step_idiom_before_box
    ("mcq", "Case closed: B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-case_or_step_idiom_before_box
    ("mcq", "Either way, B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-case_or_step_idiom_before_box
    (
        "mcq",
        "Therefore, in all cases, B.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-case_or_step_idiom_before_box
    (
        "mcq",
        "In any case, the answer is B.\n\n$\\boxed{C}$",
        "C",
        ("strict",),
    ),  # mcq-case_or_step_idiom_before_box
    ("mcq", "Auf jeden Fall B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-case_or_step_idiom_before_box
    ("mcq", "En tout cas, B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-case_or_step_idiom_before_box
    ("mcq", "В любом случае B.\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-case_or_step_idiom_before_box
    ("mcq", "无论如何，选B。\n\n$\\boxed{C}$", "C", ("strict",)),  # mcq-case_or_step_idiom_before_box
    (
        "number",
        "She has 8 left. That settles it.\n#### 7",
        "7",
        ("strict",),
    ),  # number-anaphoric_commitment_before_hash
    (
        "number",
        "She has 8 left. Write that down.\n#### 7",
        "7",
        ("strict",),
    ),  # number-anaphoric_commitment_before_hash
    ("number", "She has 8 left. Bingo.\n#### 7", "7", ("strict",)),  # number-anaphoric_commitment_before_hash
    (
        "number",
        "Sie hat 8 übrig. Basta.\n#### 7",
        "7",
        ("strict",),
    ),  # number-anaphoric_commitment_before_hash
    (
        "number",
        "Il lui en reste 8. Je garde ça.\n#### 7",
        "7",
        ("strict",),
    ),  # number-anaphoric_commitment_before_hash
    (
        "number",
        "У неё осталось 8. Точка.\n#### 7",
        "7",
        ("strict",),
    ),  # number-anaphoric_commitment_before_hash
    (
        "number",
        "8個残る。これで決まり。\n#### 7",
        "7",
        ("strict",),
    ),  # number-anaphoric_commitment_before_hash
    (
        "number",
        "Zostało jej 8. Zostaję przy tym.\n#### 7",
        "7",
        ("strict",),
    ),  # number-anaphoric_commitment_before_hash
    (
        "number",
        "Dia punya 8 tersisa. Itu dia.\n#### 7",
        "7",
        ("strict",),
    ),  # number-anaphoric_commitment_before_hash
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
