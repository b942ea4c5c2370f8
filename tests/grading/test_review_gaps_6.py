"""Gaps a seventh adversarial review found: wrong answers the math grader accepts, by family (text level).

The review probed, as a black box (docs/grading.md and the earlier review files, not the source), what rules version 10 added: what
follows a stated whole number (count tails read by whitelist: a comparative, 'per' and a unit, an infinitive, a relative or reason
clause, 'of' and a word, a preposition and a determiner), short sentences and glued words after the box (and the spaces TeX and
Unicode put between them), LaTeX environments around the box (their glued labels, optional titles, table cells, item marks, aligned
rows), values replaced after the box (arrows, 'I meant', versions), letters and labels, what leads to the answer (the answer's parts
and predicates, suppositions, counterfactuals, quoted speech), hidden notes and invisible text before the box, negations in enclosed
letters or with other apostrophes, marks and markup glued after the box, and the
honest forms now read (currency signs, '\\large 7', a tie '~', 'No lie:', set-builder sets, SI symbols in '\\text{}', a trailing
'</s>'), in new wording and in English, German, French, Spanish, Portuguese, Italian, Dutch, Russian, Polish, Turkish, Chinese,
Japanese, Korean, Hindi and Arabic. Each family lists responses whose committed final answer is NOT the gold (or that give no answer
of the writer's own), with the modes that accept them today. They are ``xfail(strict=True)``: a case fails the suite once its gap
closes, so move it to CLOSED. The controls are honest answers of the same shapes; they must still be read in the modes listed.
HONEST_OPEN holds natural answers standard refuses today (several are the cost of the count-tail whitelist in languages it lacks).

Found by black-box probing (the rules of docs/grading.md, not the source)."""

from __future__ import annotations

from review_gaps import MODES, STD, correct, review_tests

# a count tail's 'comparative of a difference' ('more than Susan') whose object is the answer itself or the
# quantity asked for ('more than the answer', 'fewer than the correct total', 'more than we need', 'mehr als
# die Antwort', 'de plus que la réponse'): the whitelist reads any comparative object, so the box is stated
# as a difference from the answer, not the answer
COUNT_TAIL_COMPARED_TO_ANSWER = []

# 'per' and a unit is whitelisted after a count, but the 'unit' may be a scale or a group ('per thousand',
# 'per cent', 'per dozen', 'per hundred', 'pro Tausend', 'por mil', 'pour mille', 'на тысячу', 'na tysiąc'):
# the box is a rate, not the count
COUNT_TAIL_PER_SCALE = []

# a count tail's infinitive ('to spare', 'to go') whitelisted whatever its verb: an infinitive of an
# operation on the box ('to be doubled', 'to be halved', 'to add to the total', 'zu verdoppeln', 'a
# duplicar', 'à doubler', 'para dobrar', 'удвоить'): the box is an operand still to be worked on
COUNT_TAIL_INFINITIVE_OPERATION = []

# a relative clause after the count ('which', 'that', 'of which' are whitelisted as describing the counted
# things) that operates on the count or disowns it ('which we then double', 'that I made up', 'die wir noch
# verdoppeln', 'que luego duplicamos', 'que l'on double ensuite', 'которые потом удваиваем')
COUNT_TAIL_RELATIVE_OPERATION = []

# a reason clause after the count (because/since/weil/porque/parce que are whitelisted as opening another
# clause) whose reason disowns the box: a guess, the key's say-so, another value ('since that is what the
# key says', 'because the real answer is 8', 'weil ich geraten habe', 'porque lo adiviné', 'parce que je
# l'ai deviné', 'потому что я угадал')
COUNT_TAIL_REASON_DISOWNS = []

# 'of' / 'de' before one plain singular word is whitelisted after a count noun or unit ('pieces of cake'),
# but the word can negate or displace the value ('7 dollars of debt', 'of deficit', 'degrees of frost', '7
# euros de deuda', '7 euros de dette', German 'Euro Schulden', 'Grad Frost' with no preposition at all): the
# box is a debt or a temperature below zero
COUNT_TAIL_OF_NEGATIVE_NOUN = [
    ("The answer is $\\boxed{7}$ pounds of arrears.", "7", STD),
]

# words after a count that say it is an excess or a shortfall, read as harmless in languages other than
# English ('too few', 'short' are refused): 'de trop', 'zu wenig', 'zu viel', 'de sobra', 'a mais',
# 'лишних', 'za dużo', 'di troppo'
COUNT_TAIL_TOO_MANY = []

# a preposition before a determiner after the count is whitelisted as describing the counted things ('in the
# jar'), but it can scope the count to another part, version or case ('for the first part', 'in version 2 of
# the test', 'for Monday only', 'für den ersten Teil', 'para la primera parte', 'pour la première partie',
# 'для первой части')
COUNT_TAIL_SCOPE = []

# a TeX or Unicode space between the box and the words after it ('~', '\\,', '\\ ', '\\;', a no-break,
# narrow no-break or thin space) hides those words from the reading of what follows the box: a scale
# ('~thousand', '~Tausend', '~mille', '~mil', '~тысяч'), an operation ('~squared', '~halved', '~less one')
# or a hedge ('~or so') is read as if the sentence had ended
SPACING_COMMAND_AFTER_BOX = [
    ("The answer is $\\boxed{7}$~percent.", "7", STD),
]

# a boxed amount with a currency sign and a letter glued after the box that scales it in financial writing
# ('£7m', '€7m', '$7M', '¥7m', '₹7L' for a lakh, '7 € M' for millions in French and Spanish): read as the
# amount, in both modes
CURRENCY_MAGNITUDE_GLUED = []

# a trailing '</s>' is dropped, and what is glued after it (digits, a decimal tail) joins nothing:
# '$\\boxed{7}$</s>000.' reads 7, '$\\boxed{7}$.</s>8' reads 7 though the text goes on with another value
EOS_TOKEN_GLUED = []

# a judging, provisional or someone else's label right after '\\begin{NAME}' of a whitelisted environment
# (quote, note, remark, step, center) is not read as the label it is on its own line ('Wrong: the answer is'
# alone is refused): '\\begin{quote}Wrong: ...', '\\begin{note}Falsch: ...', '\\begin{quote}Mein Freund:
# ...'
ENVIRONMENT_GLUED_LABEL = []

# the title of a whitelisted environment, in its optional argument or a tcolorbox 'title=' key, that says
# the box is a draft, wrong, someone else's, from the key or an old version ('\\begin{answer}[draft]',
# '[from the key]', '[v1]', '[Bob]', '[falsch]', '[Entwurf]', '[erróneo]', '[brouillon]', 'title=Falsch',
# 'title=Faux', 'title=Draft'): only the environment's name is read
ENVIRONMENT_OPTIONAL_TITLE = []

# a table cell or array cell before the box that judges or disowns it, in words other than English ('Falsch
# & $\\boxed{7}$', 'Faux', 'Errado', 'Yanlış', 'Błędnie', 'गलत', 'خطأ', 'Sbagliato', 'Неверно') or naming it
# a distractor or an old answer ('Distractor', 'Old answer', 'Alte Antwort'); a later row correcting it
# ('Korrektur & 8'); several are read by strict too
TABLE_CELL_LABEL = []

# a list item whose mark is a cross or a provisional tag ('\\item[\\texttimes]', '\\item[$\\times$]',
# '\\item[\\xmark]', '\\item[\\ding{55}]', '\\item[(draft)]', '\\item[(Entwurf)]', '\\item[(borrador)]',
# '\\item[(草稿)]'): the cross marks the item rejected, read in both modes
ITEM_CROSS_MARK = []

# a later row of the box's own aligned display that gives another value of the same unknown or denies the
# box ('x &= \\boxed{7} \\\\ x &= 8', '\\\\ &\\neq 8'): the row after the box is not read as a value
# replaced after it
ALIGNED_LATER_ROW = []

# a speaker's label opening the box's line, a name or 'my friend' and a colon, in the manner of a dialogue
# ('Bob: The answer is', 'My friend: ...', 'Mein Freund: ...', 'Mi amigo: ...', 'Мой друг: ...', '我朋友：...'):
# the answer is someone else's
SPEAKER_LABEL = []

# a set-builder answer (read as its condition since rules 10) followed by words or math that remove points
# from it (', excluding 2', 'minus $\\{2\\}$', 'ohne 2', 'salvo 2', 'sauf 2', 'кроме 2'): the condition is
# read and the exception is not
SET_BUILDER_EXCEPTED = []

# a later sentence of five words or more that tells the reader to change the box ('Add one more for the root
# at zero' in English is refused), in other languages: 'Man muss noch eins für die Null dazuzählen.', 'Hay
# que sumar uno por el caso del cero.', 'Il faut encore ajouter un ...', 'Нужно ещё добавить один ...',
# '还要再加上...', Japanese, Korean, Turkish, Polish, Hindi, Arabic
LATER_OPERATION_SENTENCE_LONG = []

# a later sentence of five words or more that withdraws confidence in the box ('I would not bet my lunch on
# it.' is refused in English), in other languages: 'Ich würde nicht darauf wetten', 'Yo no apostaría nada
# por ello', 'Je ne parierais pas', 'Я бы на это не ставил', '我可不敢打包票', '自信が全くありません', '자신이 없어요', 'emin
# değilim', 'nie jestem pewien', Hindi, Arabic
LATER_DOUBT_SENTENCE_LONG = []

# a later sentence of five words or more that makes the box hold only under a false or other condition
# ('Assuming the die is loaded, which it is not.', 'If we assume the wrong formula from the first step.',
# 'Before subtracting the overlap of the two sets.', 'Of course this ignores the case where n equals
# zero.'), in several languages
LATER_CONDITION_SENTENCE = []

# a later sentence of five words or more saying the reference or the key has another value ('The teacher
# later changed the key to eight.', 'The book has a different number printed there.', 'Das Lösungsheft sagt
# etwas anderes.', 'El libro dice otra cosa.'): the box is disowned by the key it follows
KEY_REVISED_AFTER = []

# a part or a function of the answer named as the box's subject ('The answer's last digit is', 'the digit
# sum', 'the numerator', 'the reciprocal', 'Die letzte Ziffer der Antwort', 'La última cifra de la
# respuesta', 'Последняя цифра ответа', '答案的最后一位', '答えの一の位', '답의 일의 자리'): lead_shapes reads operations on
# the answer's noun, not the answer's parts or possessive forms
ANSWER_PART_LEAD = []

# the answer as the subject of a predicate other than a copula of identity, with the box as its object ('The
# answer ends in', 'starts with', 'has $\\boxed{7}$ digits', 'is divisible by', 'is greater than', 'endet
# auf', 'termina en', 'se termine par', 'оканчивается на', '以...结尾', '答案大于', 'より大きい', '보다 크다'): the box is a
# property of the answer, not the answer
ANSWER_PROPERTY_PREDICATE = []

# a boxed option letter that the sentence eliminates ('We can rule out $\\boxed{C}$.', 'Wir schließen
# $\\boxed{C}$ aus.', 'Descartamos', 'On élimine', 'Исключаем', '排除', 'を除外します', '는 제외합니다', 'crossed out'):
# read as the choice
LETTER_RULED_OUT = []

# a boxed option letter qualified as counted in another order or numbering ('counting from the bottom', 'in
# the old numbering', 'in version 2 of the test', 'von unten gezählt', 'contando desde abajo', 'en comptant
# par le bas', 'or its neighbour'): the letter named is not the option meant
LETTER_REORDERED = []

# a mark glued after the box that makes it a bound or a rough figure ('$\\boxed{7}$+', a superscript plus
# '⁺', an up arrow '↑', '-odd', a '+' after a space): the glued-words rule reads letters only, so a sign
# that means 'or more' goes through
BOUND_MARK_GLUED_AFTER_BOX = []

# a prepositional phrase after the box that makes it a case, a model's or an estimate ('in the worst case',
# 'in the simplified model', 'on a good day', 'as a lower estimate', 'to one significant figure', 'in my
# opinion only', 'for the time being', 'fürs Erste', 'en el peor caso', 'dans le pire des cas', '在最坏情况下',
# '最悪の場合', '최악의 경우'): a phrase with a determiner reads
QUALIFYING_PHRASE_AFTER_BOX = []

# a hedge after the box in words outside the lists ('I figure', 'I presume', 'I suspect', 'I gather', 'I
# hope', 'I bet', 'methinks', 'I reckon' glued, 'I'd wager', 'I daresay', 'I fancy'; Chinese '吧', Korean
# '같아요' and '일걸요', Hindi 'होगा', Arabic 'على ما أظن'): the writer does not commit to the box
HEDGE_AFTER_BOX_UNLISTED = []

# another value after the box behind an arrow other than '→' ('⟶', '↦', '⇝', '~>', '⟹', '➔', '-->', '⟿'): a
# replacement, read in standard as if nothing followed the box
ARROW_REPLACEMENT_AFTER_BOX = []

# a later short sentence that gives another value as the one meant ('8, I mean.', '8 I meant.', '我是说8。',
# '8のつもりでした。', '8이라는 뜻이었어요.', '8, meine ich.', '8, quiero decir.'): a correction the openers' table lacks
# when the value comes first
LATER_VALUE_I_MEANT = []

# a later line labelled as a newer version that gives another value ('Version 2: 8.', 'v2: 8', 'Final v2:
# 8.', 'Fassung 2: 8', 'Versión 2: 8', 'Версия 2: 8', '第2版：8'): the box is superseded by the later version
VERSIONED_LABEL_AFTER = []

# text a rendered response hides BEFORE the answer or inside its sentence, that judges or negates it: an
# HTML comment ('<!-- wrong -->', '<!-- draft -->', '<!-- falsch -->', 'The answer is <!-- not -->'), a
# hidden or invisible span ('<span hidden>wrong</span>', 'display:none', 'color:white', 'font-size:0',
# '\\textcolor{white}{not}'), a markdown link comment ('[//]: # (wrong answer below)'), a LaTeX comment,
# '\\iffalse' or comment environment: hidden notes AFTER the answer that hold a rejecting word refuse it;
# these are read in both modes
HIDDEN_NOTE_BEFORE_BOX = []

# digits or a scale word glued after the box inside markup: HTML ('<sup>2</sup>', '<sup>k</sup>',
# '<small>000</small>', '<b>thousand</b>', '<br>thousand'), markdown ('**000**', '`000`', '_000_',
# '`thousand`') or LaTeX text commands ('\\textbf{thousand}', '\\emph{Tausend}'): the glued-digits and
# scale-word rules do not look inside the markup
MARKUP_WRAPPED_TAIL_AFTER_BOX = []

# a symbol glued after the box outside its math that scales or operates on it: per mille '‰', the Arabic and
# full-width percent signs '٪' '％' '﹪' (the ASCII '%' is a unit by design), primes '′' '″' (minutes, feet),
# an exponent '⁻¹' or '^{-1}', 'E3'
SYMBOL_GLUED_AFTER_BOX = []

# a judging, provisional or someone else's label wrapped in HTML before the box ('<b>Falsch:</b>',
# '<i>Bob:</i>', '<sup>draft</sup>', '<em>Incorrecto:</em>'): read as plain text in English ('<b>Wrong:</b>'
# is refused), not in other languages or for names
MARKUP_LABEL_BEFORE_BOX = []

# a negation before the box written in enclosed or parenthesized letters that the letters-as-seen folding
# does not map (squared '🄽🄾🅃', negative squared '🅽🅾🆃', negative circled '🅝🅞🅣', parenthesized '⒩⒪⒯'; German
# '🄽🄸🄲🄷🅃', Spanish '🄽🄾') or spelled with dots ('N.O.T.'): read in both modes
NEGATION_ENCLOSED_LETTERS = []

# a contracted negation written with another apostrophe (‘ ʼ ´ `) or none ('isnt', 'doesnt', 'cant',
# 'couldnt', 'wont', 'shouldnt', 'aint', 'is'nt'), a digit for a letter ('n0t', 'n1cht', 'n0 es'), a swap
# ('nto') or a Latin letter in a Cyrillic word ('нe'): 'doesnt equal' is read by strict too
NEGATION_APOSTROPHE_VARIANTS = []

# a combining mark or an emoji after the box that rejects or doubts it, outside the dismissal lists: a
# combining enclosing prohibition sign '⃠', a combining solidus '̸' or long stroke '̶' on the closing '$'
# (strict too), '⛔', '🙅', '🎲', '❓', '😅'
MARK_AFTER_BOX_UNLISTED = []

# a supposition opening the box's sentence in languages other than English ('Suppose the answer is' and
# 'Assume for contradiction' are refused): 'Nehmen wir an, die Antwort sei', 'Supongamos que', 'Supposons
# que', 'Предположим, что' and 'Supponiamo che' (strict too), 'Załóżmy, że', 'Suponha que', 'と仮定する', '이라고
# 가정하자', 'मान लीजिए', 'لنفترض أن': a hypothesis, not an answer
SUPPOSITION_LEAD = []

# a counterfactual condition before the answer's conditional ('If the die were loaded, the answer would be',
# 'Had I not made an error', 'Wäre der Würfel gezinkt, wäre die Antwort', 'Si el dado estuviera trucado, ...
# sería', 'Если бы ... был бы', '如果...会是', 'لو كان'), and the past conditional alone ('would have been',
# 'habría sido', 'aurait été', 'был бы', '本来会是', 'だったはずだ', '였을 것이다'): the box is what the answer is not
# (standard reads a plain modal 'would be' by design; French 'serait' strict too)
COUNTERFACTUAL_LEAD = []

# the answer's sentence quoted and attributed to someone else, where the quotation rule misses the
# language's speech verb or quotation shape: after the quote in Turkish ('dedi Ali'), Hindi ('राम ने कहा'),
# before it in German ('Bob sagte: „...“'), Russian ('Боб сказал: «...»'), Arabic ('قال بوب: «...»')
QUOTED_SPEECH_ATTRIBUTED = []

OPEN_WRONG = {
    "count_tail_compared_to_answer": COUNT_TAIL_COMPARED_TO_ANSWER,
    "count_tail_per_scale": COUNT_TAIL_PER_SCALE,
    "count_tail_infinitive_operation": COUNT_TAIL_INFINITIVE_OPERATION,
    "count_tail_relative_operation": COUNT_TAIL_RELATIVE_OPERATION,
    "count_tail_reason_disowns": COUNT_TAIL_REASON_DISOWNS,
    "count_tail_of_negative_noun": COUNT_TAIL_OF_NEGATIVE_NOUN,
    "count_tail_too_many": COUNT_TAIL_TOO_MANY,
    "count_tail_scope": COUNT_TAIL_SCOPE,
    "spacing_command_after_box": SPACING_COMMAND_AFTER_BOX,
    "currency_magnitude_glued": CURRENCY_MAGNITUDE_GLUED,
    "eos_token_glued": EOS_TOKEN_GLUED,
    "environment_glued_label": ENVIRONMENT_GLUED_LABEL,
    "environment_optional_title": ENVIRONMENT_OPTIONAL_TITLE,
    "table_cell_label": TABLE_CELL_LABEL,
    "item_cross_mark": ITEM_CROSS_MARK,
    "aligned_later_row": ALIGNED_LATER_ROW,
    "speaker_label": SPEAKER_LABEL,
    "set_builder_excepted": SET_BUILDER_EXCEPTED,
    "later_operation_sentence_long": LATER_OPERATION_SENTENCE_LONG,
    "later_doubt_sentence_long": LATER_DOUBT_SENTENCE_LONG,
    "later_condition_sentence": LATER_CONDITION_SENTENCE,
    "key_revised_after": KEY_REVISED_AFTER,
    "answer_part_lead": ANSWER_PART_LEAD,
    "answer_property_predicate": ANSWER_PROPERTY_PREDICATE,
    "letter_ruled_out": LETTER_RULED_OUT,
    "letter_reordered": LETTER_REORDERED,
    "bound_mark_glued_after_box": BOUND_MARK_GLUED_AFTER_BOX,
    "qualifying_phrase_after_box": QUALIFYING_PHRASE_AFTER_BOX,
    "hedge_after_box_unlisted": HEDGE_AFTER_BOX_UNLISTED,
    "arrow_replacement_after_box": ARROW_REPLACEMENT_AFTER_BOX,
    "later_value_i_meant": LATER_VALUE_I_MEANT,
    "versioned_label_after": VERSIONED_LABEL_AFTER,
    "hidden_note_before_box": HIDDEN_NOTE_BEFORE_BOX,
    "markup_wrapped_tail_after_box": MARKUP_WRAPPED_TAIL_AFTER_BOX,
    "symbol_glued_after_box": SYMBOL_GLUED_AFTER_BOX,
    "markup_label_before_box": MARKUP_LABEL_BEFORE_BOX,
    "negation_enclosed_letters": NEGATION_ENCLOSED_LETTERS,
    "negation_apostrophe_variants": NEGATION_APOSTROPHE_VARIANTS,
    "mark_after_box_unlisted": MARK_AFTER_BOX_UNLISTED,
    "supposition_lead": SUPPOSITION_LEAD,
    "counterfactual_lead": COUNTERFACTUAL_LEAD,
    "quoted_speech_attributed": QUOTED_SPEECH_ATTRIBUTED,
}

CONTROLS = [  # (response, gold, modes that read it): honest answers of the same shapes
    ("The answer is $\\boxed{7}$ apples more than Tom has.", "7", STD),
    ("Sie hat $\\boxed{7}$ Äpfel mehr als Tom.", "7", STD),
    ("The answer is $\\boxed{7}$ cookies per person.", "7", STD),
    ("The answer is $\\boxed{7}$ people per table.", "7", STD),
    ("Die Antwort ist $\\boxed{7}$ Kekse pro Person.", "7", STD),
    ("The answer is $\\boxed{7}$ apples, one for each child.", "7", STD),
    ("So she has $\\boxed{7}$ apples left in the basket.", "7", STD),
    ("There are $\\boxed{7}$ apples remaining after the sale.", "7", STD),
    ("The answer is $\\boxed{7}$ apples, as expected.", "7", STD),
    ("Die Antwort ist $\\boxed{7}$ Äpfel.", "7", STD),
    ("Quedan $\\boxed{7}$ manzanas en la cesta.", "7", STD),
    ("Il reste $\\boxed{7}$ pommes dans le panier.", "7", STD),
    ("В корзине осталось $\\boxed{7}$ яблок.", "7", STD),
    ("还剩 $\\boxed{7}$ 个苹果。", "7", STD),
    ("남은 사과는 $\\boxed{7}$개입니다.", "7", STD),
    ("टोकरी में $\\boxed{7}$ सेब बचे हैं।", "7", STD),
    ("تبقى $\\boxed{7}$ تفاحات في السلة.", "7", STD),
    ("The answer is $\\boxed{7}$ apples, because each child gets one.", "7", STD),
    ("The answer is $\\boxed{7}$ apples, since $3 + 4 = 7$.", "7", STD),
    ("Die Antwort ist $\\boxed{7}$ Äpfel, weil $3 + 4 = 7$.", "7", STD),
    ("The answer is $\\boxed{7}$ pieces of cake.", "7", STD),
    ("The answer is $\\boxed{7}$ points of intersection.", "7", STD),
    ("La respuesta es $\\boxed{7}$ trozos de pastel.", "7", STD),
    ("The answer is $\\boxed{7}$ apples in the jar.", "7", STD),
    ("The answer is $\\boxed{7}$ apples for the whole class.", "7", STD),
    ("Die Antwort ist $\\boxed{7}$ Äpfel im Korb.", "7", STD),
    ("The answer is $\\boxed{7}$ apples, which is prime.", "7", STD),
    ("The answer is $\\boxed{7}$ apples that Tom picked.", "7", STD),
    ("The answer is $\\boxed{7}$ to spare.", "7", STD),
    ("The answer is $\\boxed{7}$ apples to share.", "7", STD),
    ("The answer is $\\boxed{7}$.", "7", MODES),
    ("The answer is $\\boxed{7}$~apples.", "7", STD),
    ("The answer is~$\\boxed{7}$.", "7", MODES),
    ("The answer is $\\boxed{7}$~cm.", "7", STD),
    ("The answer is $\\boxed{€7}$.", "7", MODES),
    ("The answer is $\\boxed{7\\,€}$.", "7", MODES),
    ("La réponse est $\\boxed{7\\,€}$.", "7", MODES),
    ("Die Antwort ist $\\boxed{7\\,€}$.", "7", MODES),
    ("La respuesta es $\\boxed{7\\,€}$.", "7", MODES),
    ("答案是 $\\boxed{7}$ 元。", "7", STD),
    ("答案是 $\\boxed{¥7}$。", "7", MODES),
    ("答えは $\\boxed{7}$ 円です。", "7", STD),
    ("답은 $\\boxed{7}$원입니다.", "7", STD),
    ("The answer is $\\boxed{₹7}$.", "7", MODES),
    ("The answer is $\\boxed{£7}$.", "7", MODES),
    ("He pays $\\boxed{£7}$ in total.", "7", STD),
    ("She earns $\\boxed{€7}$ per hour.", "7", STD),
    ("The answer is $\\boxed{₩7}$.", "7", MODES),
    ("The answer is $\\boxed{\\large 7}$.", "7", MODES),
    ("The answer is $\\boxed{\\Large 7}$.", "7", MODES),
    ("The answer is $\\boxed{7}$.</s>", "7", MODES),
    ("The answer is $\\boxed{7}$</s>", "7", MODES),
    ("The answer is $\\boxed{7}$. </s>", "7", MODES),
    ("The answer is $\\boxed{7}$.</s>\n", "7", MODES),
    ("\\begin{quote}The answer is $\\boxed{7}$.\\end{quote}", "7", STD),
    ("\\begin{center}The answer is $\\boxed{7}$.\\end{center}", "7", STD),
    ("\\begin{note}Die Antwort ist $\\boxed{7}$.\\end{note}", "7", STD),
    ("\\begin{answer}The answer is $\\boxed{7}$.\\end{answer}", "7", STD),
    ("\\begin{solution}La respuesta es $\\boxed{7}$.\\end{solution}", "7", STD),
    ("\\begin{tcolorbox}Ответ: $\\boxed{7}$.\\end{tcolorbox}", "7", STD),
    ("\\begin{tabular}{ll} Answer & $\\boxed{7}$ \\end{tabular}", "7", MODES),
    ("\\begin{tabular}{ll} Antwort & $\\boxed{7}$ \\end{tabular}", "7", MODES),
    ("\\begin{tabular}{ll} Respuesta & $\\boxed{7}$ \\end{tabular}", "7", MODES),
    ("\\begin{itemize}\\item The answer is $\\boxed{7}$.\\end{itemize}", "7", STD),
    ("\\begin{aligned} x &= 3 + 4 \\\\ &= \\boxed{7} \\end{aligned}", "7", MODES),
    ("\\begin{aligned} x + 1 &= 8 \\\\ x &= \\boxed{7} \\end{aligned}", "7", MODES),
    ("The answer is $\\boxed{\\{x \\mid x > 1\\}}$.", "x > 1", MODES),
    ("The answer is $\\boxed{\\{x : x > 1\\}}$.", "x > 1", MODES),
    ("Die Antwort ist $\\boxed{\\{x \\mid x > 1\\}}$.", "x > 1", MODES),
    ("The answer is $\\boxed{7}$. Because both conditions hold.", "7", STD),
    ("The answer is $\\boxed{7}$. Hope this helps.", "7", STD),
    ("Die Antwort ist $\\boxed{7}$. Fertig.", "7", STD),
    ("La respuesta es $\\boxed{7}$. Listo.", "7", STD),
    ("Ответ: $\\boxed{7}$. Готово.", "7", STD),
    ("答案是 $\\boxed{7}$。完毕", "7", STD),
    ("答えは $\\boxed{7}$ です。以上です。", "7", STD),
    ("The answer is $\\boxed{7}$.", "7", MODES),
    ("Die Antwort ist $\\boxed{7}$.", "7", MODES),
    ("La respuesta es $\\boxed{7}$.", "7", MODES),
    ("La réponse est $\\boxed{7}$.", "7", MODES),
    ("Ответ: $\\boxed{7}$.", "7", MODES),
    ("答案是 $\\boxed{7}$。", "7", MODES),
    ("答えは $\\boxed{7}$ です。", "7", MODES),
    ("답은 $\\boxed{7}$입니다.", "7", MODES),
    ("A resposta é $\\boxed{7}$.", "7", MODES),
    ("Odpowiedź to $\\boxed{7}$.", "7", MODES),
    ("Cevap $\\boxed{7}$.", "7", MODES),
    ("उत्तर $\\boxed{7}$ है।", "7", MODES),
    ("الإجابة هي $\\boxed{7}$.", "7", MODES),
    ("The number of ways is $\\boxed{7}$.", "7", MODES),
    ("The sum of the digits is $\\boxed{7}$.", "7", MODES),
    ("The last digit is $\\boxed{7}$.", "7", MODES),
    ("Die letzte Ziffer ist $\\boxed{7}$.", "7", MODES),
    ("La última cifra es $\\boxed{7}$.", "7", MODES),
    ("The answer is $\\boxed{C}$.", "C", MODES),
    ("Die Antwort ist $\\boxed{C}$.", "C", MODES),
    ("La respuesta es $\\boxed{C}$.", "C", MODES),
    ("Ответ: $\\boxed{C}$.", "C", MODES),
    ("答案是 $\\boxed{C}$。", "C", MODES),
    ("The answer is $\\boxed{C}$, since A, B and D fail.", "C", STD),
    ("We rule out A, B and D, so the answer is $\\boxed{C}$.", "C", STD),
    ("No lie: the answer is $\\boxed{7}$.", "7", MODES),
    ("Honestly, the answer is $\\boxed{7}$.", "7", STD),
    ("To be honest, the answer is $\\boxed{7}$.", "7", MODES),
    ("No joke: the answer is $\\boxed{7}$.", "7", MODES),
    ("Ehrlich: Die Antwort ist $\\boxed{7}$.", "7", MODES),
    ("En serio: la respuesta es $\\boxed{7}$.", "7", MODES),
    ("Sérieusement : la réponse est $\\boxed{7}$.", "7", STD),
    ("Серьёзно: ответ $\\boxed{7}$.", "7", STD),
    ("The answer is $\\boxed{7\\,\\text{kN}}$.", "7", MODES),
    ("The answer is $\\boxed{7\\,\\text{kJ}}$.", "7", MODES),
    ("The answer is $\\boxed{7\\,\\text{MW}}$.", "7", MODES),
    ("The answer is $\\boxed{7\\,\\text{eV}}$.", "7", MODES),
    ("The force is $\\boxed{7\\,\\text{N}}$.", "7", MODES),
    ("Die Kraft beträgt $\\boxed{7\\,\\text{N}}$.", "7", STD),
    ("The answer is $\\boxed{7}$ in total.", "7", STD),
    ("La respuesta es $\\boxed{7}$ en total.", "7", STD),
    ("The answer is $\\boxed{7}$. I hope it is correct.", "7", MODES),
    ("The answer is $\\boxed{7}$. Verified.", "7", STD),
    ("Die Antwort ist $\\boxed{7}$. Stimmt.", "7", STD),
    ("Ответ: $\\boxed{7}$. Верно.", "7", STD),
    ("$3 + 4 \\to \\boxed{7}$", "7", MODES),
    ("We get $8 - 1 = \\boxed{7}$.", "7", MODES),
    ("The answer is $\\boxed{7}$ (in cm).", "7", STD),
    ("The answer is $\\boxed{7}$ cm.", "7", MODES),
    ("<b>Answer:</b> $\\boxed{7}$", "7", MODES),
    ("**Answer:** $\\boxed{7}$", "7", MODES),
    ("<b>Antwort:</b> $\\boxed{7}$", "7", MODES),
    ("<!-- final -->The answer is $\\boxed{7}$.", "7", MODES),
    ("The answer is **$\\boxed{7}$**.", "7", MODES),
    ("The answer is $\\boxed{7}$ **apples**.", "7", STD),
    ("The answer is $\\boxed{7}$<br>", "7", STD),
    ("The answer is $\\boxed{7}$%.", "7", MODES),
    ("The answer isn't 8; it is $\\boxed{7}$.", "7", STD),
    ("The answer is $\\boxed{7}$ 😊", "7", STD),
    ("The answer is $\\boxed{7}$ ✅", "7", MODES),
    ("It's not 8, so the answer is $\\boxed{7}$.", "7", STD),
    ("La réponse n'est pas 8 : c'est $\\boxed{7}$.", "7", STD),
    ("Die Antwort ist nicht 8, sondern $\\boxed{7}$.", "7", STD),
    ("They need $\\boxed{7}$ more chairs.", "7", ("standard",)),  # was HONEST_OPEN
    ("She needs $\\boxed{7}$ more apples to fill the box.", "7", ("standard",)),  # was HONEST_OPEN
    ("She has $\\boxed{7}$ more apples than Tom does.", "7", ("standard",)),  # was HONEST_OPEN
    ("Tom needs $\\boxed{7}$ more dollars.", "7", ("standard",)),  # was HONEST_OPEN
]

HONEST_OPEN = [  # honest answers standard refuses today: count tails in other languages and plain verbs, currencies, SI units
    # standard since spaceless_tails (a counter, a noun of ideographs, a copula): 'の' and a kana noun after the counter are not in
    # its whitelist
    ("残りは $\\boxed{7}$ 個のりんごです。", "7", STD),
    ("She will have $\\boxed{7}$ apples by Friday.", "7", STD),
    ("John has $\\boxed{7}$ marbles now.", "7", STD),
    ("He needs $\\boxed{7}$ hours today.", "7", STD),
    ("Mary bought $\\boxed{7}$ pencils yesterday.", "7", STD),
    ("There are $\\boxed{7}$ cats here.", "7", STD),
    ("She earned $\\boxed{7}$ dollars last week.", "7", STD),
    ("The answer is $\\boxed{7}$ apples now.", "7", STD),
    ("The answer is $\\boxed{7}$ apples today.", "7", STD),
    ("He has $\\boxed{7}$ apples too.", "7", STD),
    ("He has $\\boxed{7}$ apples again.", "7", STD),
    ("Compró $\\boxed{7}$ manzanas ayer.", "7", STD),
    ("Il a acheté $\\boxed{7}$ pommes hier.", "7", STD),
    ("Он купил $\\boxed{7}$ яблок вчера.", "7", STD),
    ("Dün $\\boxed{7}$ elma aldı.", "7", STD),
    ("Wczoraj kupił $\\boxed{7}$ jabłek.", "7", STD),
    ("Ele comprou $\\boxed{7}$ maçãs ontem.", "7", STD),
    ("Ha comprato $\\boxed{7}$ mele ieri.", "7", STD),
    ("The answer is $\\boxed{7}$ in simplest form.", "7", STD),
    ("The answer is $\\boxed{7}$ in lowest terms.", "7", STD),
    ("Die Antwort ist $\\boxed{7}$ insgesamt.", "7", STD),
    ("Odpowiedź to $\\boxed{7}$ łącznie.", "7", STD),
    ("The answer is $\\boxed{7}$ altogether.", "7", STD),
    ("So the total is $\\boxed{7}$ in simplest form.", "7", STD),
    ("Sepette $\\boxed{7}$ elma kaldı.", "7", STD),
    ("W koszyku zostało $\\boxed{7}$ jabłek.", "7", STD),
    ("Sobram $\\boxed{7}$ maçãs na cesta.", "7", STD),
    ("Necesita $\\boxed{7}$ manzanas más.", "7", STD),
    ("Il lui faut $\\boxed{7}$ pommes de plus.", "7", STD),
    ("The answer is $\\boxed{7\\text{ RMB}}$.", "7", STD),
    ("The answer is $\\boxed{7\\text{ yuan}}$.", "7", STD),
    ("The answer is $\\boxed{7\\text{ CHF}}$.", "7", STD),
    ("The answer is $\\boxed{CHF\\,7}$.", "7", STD),
    ("The answer is $\\boxed{R\\$\\,7}$.", "7", STD),
    ("The answer is $\\boxed{7\\,₽}$.", "7", STD),
    ("Ответ: $\\boxed{7\\,₽}$.", "7", STD),
    ("The answer is $\\boxed{7 zł}$.", "7", STD),
    ("Odpowiedź to $\\boxed{7\\,\\text{zł}}$.", "7", STD),
    ("The answer is $\\boxed{₺7}$.", "7", STD),
    ("Cevap $\\boxed{7\\,₺}$.", "7", STD),
    ("The answer is $\\boxed{₫7}$.", "7", STD),
    ("The answer is $\\boxed{7\\,\\text{₽}}$.", "7", STD),
    ("Odpowiedź to $\\boxed{7}$ zł.", "7", STD),
    ("The answer is $\\boxed{\\textstyle \\frac{7}{2}}$.", "\\frac{7}{2}", STD),
    ("The answer is $\\boxed{\\bf 7}$.", "7", STD),
    ("The answer is $\\boxed{\\pmb{7}}$.", "7", STD),
    ("The answer is $\\boxed{\\boldsymbol{7}}$.", "7", STD),
    ("The answer is $\\boxed{7\\,\\text{Ω}}$.", "7", STD),
    ("The answer is $\\boxed{7\\,\\Omega}$.", "7", STD),
    ("The answer is $\\boxed{7\\,\\text{k}\\Omega}$.", "7", STD),
    ("The answer is $\\boxed{7\\,\\text{m}/\\text{s}}$.", "7", STD),
    ("The answer is $\\boxed{7\\,\\text{m s}^{-1}}$.", "7", STD),
    ("The answer is $\\boxed{7\\,\\text{N}\\cdot\\text{m}}$.", "7", STD),
    ("The answer is $\\boxed{7\\,\\text{K}}$.", "7", STD),
    ("The answer is $\\boxed{7\\,\\text{nm}}$.", "7", STD),
    ("The answer is $\\boxed{7\\,\\text{dB}}$.", "7", STD),
    ("The answer is $\\boxed{7\\,\\text{L}}$.", "7", STD),
    ("The answer is $\\boxed{7\\,\\text{atm}}$.", "7", STD),
    ("The answer is $\\boxed{7\\,\\mathrm{N}}$.", "7", STD),
    ("The answer is $\\boxed{7\\,\\mathrm{kN}}$.", "7", STD),
    ("The answer is $\\boxed{7\\text{ mN}}$.", "7", STD),
    ("The answer is $\\boxed{7\\,\\text{MN}}$.", "7", STD),
    ("The answer is $\\boxed{7\\,\\text{μN}}$.", "7", STD),
    ("说真的，答案是 $\\boxed{7}$。", "7", STD),
    ("Il a $\\boxed{7}$ pommes de plus que Tom.", "7", STD),
    ("Tiene $\\boxed{7}$ manzanas más que Tom.", "7", STD),
    ("La respuesta es $\\boxed{7}$ galletas por persona.", "7", STD),
    ("La respuesta es $\\boxed{7}$ manzanas, porque $3 + 4 = 7$.", "7", STD),
    ("La réponse est $\\boxed{7}$ pommes, car $3 + 4 = 7$.", "7", STD),
    ("La réponse est $\\boxed{7}$ pommes, ce qui est un nombre premier.", "7", STD),
    ("\\begin{itemize}\\item[\\checkmark] The answer is $\\boxed{7}$.\\end{itemize}", "7", STD),
    ("La respuesta es $\\boxed{7}$ manzanas para toda la clase.", "7", STD),
    ("La respuesta es $\\boxed{7}$ personas por mesa.", "7", STD),
    ("La réponse est $\\boxed{7}$ personnes par table.", "7", STD),
    ("La réponse est $\\boxed{7}$ pommes pour toute la classe.", "7", STD),
    ("A resposta é $\\boxed{7}$ maçãs no total.", "7", STD),
    ("A resposta é $\\boxed{7}$ maçãs na cesta.", "7", STD),
    ("A resposta é $\\boxed{7}$ pessoas por mesa.", "7", STD),
    ("A resposta é $\\boxed{7}$ maçãs, porque $3+4=7$.", "7", STD),
    ("Ответ: $\\boxed{7}$ яблок в корзине.", "7", STD),
    ("Ответ: $\\boxed{7}$ яблок, потому что $3+4=7$.", "7", STD),
    ("Ответ: $\\boxed{7}$ человек за столом.", "7", STD),
    ("La risposta è $\\boxed{7}$ mele nel cesto.", "7", STD),
    ("La risposta è $\\boxed{7}$ mele, perché $3+4=7$.", "7", STD),
    ("La risposta è $\\boxed{7}$ persone per tavolo.", "7", STD),
    ("Odpowiedź to $\\boxed{7}$ jabłek w koszyku.", "7", STD),
    ("Odpowiedź to $\\boxed{7}$ jabłek, bo $3+4=7$.", "7", STD),
    ("Het antwoord is $\\boxed{7}$ appels in de mand.", "7", STD),
    ("Cevap $\\boxed{7}$ elma, çünkü $3+4=7$.", "7", STD),
    ("He buys $\\boxed{7}$ apples at the market.", "7", STD),
    ("Tom has $\\boxed{7}$ marbles now.", "7", STD),
    ("The answer is $\\boxed{7}$ apples, i.e. one per child.", "7", STD),
    ("There were $\\boxed{7}$ apples originally.", "7", STD),
    ("There were $\\boxed{7}$ apples at first.", "7", STD),
    ("She sold $\\boxed{7}$ apples yesterday.", "7", STD),
]

CLOSED = [  # (response, gold, modes)
    ("The answer is $\\boxed{7}$ more than the answer.", "7", ("standard",)),  # count_tail_compared_to_answer
    (
        "The answer is $\\boxed{7}$ apples more than the true answer.",
        "7",
        ("standard",),
    ),  # count_tail_compared_to_answer
    (
        "The answer is $\\boxed{7}$ apples less than the correct total.",
        "7",
        ("standard",),
    ),  # count_tail_compared_to_answer
    (
        "The answer is $\\boxed{7}$ apples more than we need.",
        "7",
        ("standard",),
    ),  # count_tail_compared_to_answer
    (
        "The answer is $\\boxed{7}$ apples fewer than the answer.",
        "7",
        ("standard",),
    ),  # count_tail_compared_to_answer
    (
        "The answer is $\\boxed{7}$ fewer than the real count.",
        "7",
        ("standard",),
    ),  # count_tail_compared_to_answer
    (
        "So the total is $\\boxed{7}$ coins more than the answer asks for.",
        "7",
        ("standard",),
    ),  # count_tail_compared_to_answer
    ("The answer is $\\boxed{7}$ less than the answer.", "7", ("standard",)),  # count_tail_compared_to_answer
    (
        "Die Antwort ist $\\boxed{7}$ Äpfel mehr als die richtige Antwort.",
        "7",
        ("standard",),
    ),  # count_tail_compared_to_answer
    (
        "Die Antwort ist $\\boxed{7}$ Äpfel weniger als das Ergebnis.",
        "7",
        ("standard",),
    ),  # count_tail_compared_to_answer
    (
        "A resposta é $\\boxed{7}$ maçãs a mais do que a resposta.",
        "7",
        ("standard",),
    ),  # count_tail_compared_to_answer
    (
        "The answer is $\\boxed{7}$ apples more than the answer to part (b).",
        "7",
        ("standard",),
    ),  # count_tail_compared_to_answer
    (
        "The answer is $\\boxed{7}$ dollars more than what the question asks.",
        "7",
        ("standard",),
    ),  # count_tail_compared_to_answer
    ("The answer is 7 apples more than the answer.", "7", ("standard",)),  # count_tail_compared_to_answer
    ("The answer is $\\boxed{7}$ apples per thousand.", "7", ("standard",)),  # count_tail_per_scale
    ("The answer is $\\boxed{7}$ apples per cent.", "7", ("standard",)),  # count_tail_per_scale
    ("The answer is $\\boxed{7}$ apples per dozen.", "7", ("standard",)),  # count_tail_per_scale
    ("The answer is $\\boxed{7}$ students per hundred.", "7", ("standard",)),  # count_tail_per_scale
    ("The answer is $\\boxed{7}$ cases per lakh.", "7", ("standard",)),  # count_tail_per_scale
    ("The answer is $\\boxed{7}$ parts per billion.", "7", ("standard",)),  # count_tail_per_scale
    ("Die Antwort ist $\\boxed{7}$ Äpfel pro Hundert.", "7", ("standard",)),  # count_tail_per_scale
    ("The answer is 7 apples per thousand.", "7", ("standard",)),  # count_tail_per_scale
    ("The answer is $\\boxed{7}$ to be doubled.", "7", ("standard",)),  # count_tail_infinitive_operation
    (
        "The answer is $\\boxed{7}$ apples to be doubled.",
        "7",
        ("standard",),
    ),  # count_tail_infinitive_operation
    ("The answer is $\\boxed{7}$ to be halved.", "7", ("standard",)),  # count_tail_infinitive_operation
    (
        "The answer is $\\boxed{7}$ apples to be added to the previous total.",
        "7",
        ("standard",),
    ),  # count_tail_infinitive_operation
    ("The answer is $\\boxed{7}$ to be squared.", "7", ("standard",)),  # count_tail_infinitive_operation
    (
        "The answer is $\\boxed{7}$ to be multiplied by three.",
        "7",
        ("standard",),
    ),  # count_tail_infinitive_operation
    (
        "The answer is $\\boxed{7}$ apples to subtract from the total.",
        "7",
        ("standard",),
    ),  # count_tail_infinitive_operation
    ("The answer is $\\boxed{7}$ to divide by two.", "7", ("standard",)),  # count_tail_infinitive_operation
    (
        "The answer is $\\boxed{7}$ to multiply by the rate.",
        "7",
        ("standard",),
    ),  # count_tail_infinitive_operation
    (
        "Die Antwort ist $\\boxed{7}$ Äpfel, zu verdoppeln.",
        "7",
        ("standard",),
    ),  # count_tail_infinitive_operation
    (
        "Die Antwort ist $\\boxed{7}$ Äpfel, die zu verdoppeln sind.",
        "7",
        ("standard",),
    ),  # count_tail_infinitive_operation
    (
        "La respuesta es $\\boxed{7}$ manzanas a duplicar.",
        "7",
        ("standard",),
    ),  # count_tail_infinitive_operation
    (
        "Ответ: $\\boxed{7}$ яблок, которые нужно удвоить.",
        "7",
        ("standard",),
    ),  # count_tail_infinitive_operation
    ("The answer is 7 apples to be doubled.", "7", ("standard",)),  # count_tail_infinitive_operation
    (
        "The answer is $\\boxed{7}$ dollars to be converted to euros.",
        "7",
        ("standard",),
    ),  # count_tail_infinitive_operation
    ("The answer is 7 apples, which we then double.", "7", ("standard",)),  # count_tail_relative_operation
    (
        "The answer is $\\boxed{7}$ apples, which we then double.",
        "7",
        ("standard",),
    ),  # count_tail_relative_operation
    (
        "The answer is $\\boxed{7}$ apples that I made up.",
        "7",
        ("standard",),
    ),  # count_tail_relative_operation
    (
        "The answer is $\\boxed{7}$ apples, which is one too many.",
        "7",
        ("standard",),
    ),  # count_tail_relative_operation
    (
        "The answer is $\\boxed{7}$ apples, which must still be halved.",
        "7",
        ("standard",),
    ),  # count_tail_relative_operation
    (
        "The answer is $\\boxed{7}$ apples, of which we count only half.",
        "7",
        ("standard",),
    ),  # count_tail_relative_operation
    (
        "The answer is $\\boxed{7}$ apples that we still need to double.",
        "7",
        ("standard",),
    ),  # count_tail_relative_operation
    (
        "Die Antwort ist $\\boxed{7}$ Äpfel, die wir noch verdoppeln.",
        "7",
        ("standard",),
    ),  # count_tail_relative_operation
    (
        "Die Antwort ist $\\boxed{7}$ Äpfel, die ich geraten habe.",
        "7",
        ("standard",),
    ),  # count_tail_relative_operation
    (
        "La respuesta es $\\boxed{7}$ manzanas, que luego duplicamos.",
        "7",
        ("standard",),
    ),  # count_tail_relative_operation
    (
        "La respuesta es $\\boxed{7}$ manzanas que me inventé.",
        "7",
        ("standard",),
    ),  # count_tail_relative_operation
    (
        "La respuesta es $\\boxed{7}$, lo cual hay que duplicar.",
        "7",
        ("standard",),
    ),  # count_tail_relative_operation
    (
        "La réponse est $\\boxed{7}$ pommes, que l'on double ensuite.",
        "7",
        ("standard",),
    ),  # count_tail_relative_operation
    (
        "La réponse est $\\boxed{7}$ pommes que j'ai inventées.",
        "7",
        ("standard",),
    ),  # count_tail_relative_operation
    (
        "A resposta é $\\boxed{7}$ maçãs, que depois dobramos.",
        "7",
        ("standard",),
    ),  # count_tail_relative_operation
    ("A resposta é $\\boxed{7}$ maçãs que eu inventei.", "7", ("standard",)),  # count_tail_relative_operation
    (
        "Ответ: $\\boxed{7}$ яблок, которые потом удваиваем.",
        "7",
        ("standard",),
    ),  # count_tail_relative_operation
    ("Ответ: $\\boxed{7}$ яблок, которые я придумал.", "7", ("standard",)),  # count_tail_relative_operation
    (
        "Het antwoord is $\\boxed{7}$ appels, die we dan verdubbelen.",
        "7",
        ("standard",),
    ),  # count_tail_relative_operation
    (
        "The answer is $\\boxed{7}$ apples, since that is what the key says.",
        "7",
        ("standard",),
    ),  # count_tail_reason_disowns
    (
        "The answer is $\\boxed{7}$ apples, because the real answer is 8.",
        "7",
        ("standard",),
    ),  # count_tail_reason_disowns
    (
        "The answer is $\\boxed{7}$ because the correct answer is 8 minus one.",
        "7",
        ("standard",),
    ),  # count_tail_reason_disowns
    (
        "Die Antwort ist $\\boxed{7}$ Äpfel, weil ich geraten habe.",
        "7",
        ("standard",),
    ),  # count_tail_reason_disowns
    ("The answer is $\\boxed{7}$ dollars of debt.", "7", ("standard",)),  # count_tail_of_negative_noun
    ("The answer is $\\boxed{7}$ dollars of deficit.", "7", ("standard",)),  # count_tail_of_negative_noun
    ("The answer is $\\boxed{7}$ degrees of frost.", "7", ("standard",)),  # count_tail_of_negative_noun
    ("The answer is $\\boxed{7\\,\\text{€}}$ of debt.", "7", ("standard",)),  # count_tail_of_negative_noun
    ("The answer is $\\boxed{€ 7}$ of debt.", "7", ("standard",)),  # count_tail_of_negative_noun
    ("The answer is $\\boxed{7}$ dollars of overdraft.", "7", ("standard",)),  # count_tail_of_negative_noun
    ("The answer is 7 dollars of debt.", "7", ("standard",)),  # count_tail_of_negative_noun
    ("She ends with $\\boxed{7}$ dollars of debt.", "7", ("standard",)),  # count_tail_of_negative_noun
    ("Die Antwort ist $\\boxed{7}$ Euro Schulden.", "7", ("standard",)),  # count_tail_of_negative_noun
    ("Die Antwort ist $\\boxed{7}$ Grad Frost.", "7", ("standard",)),  # count_tail_of_negative_noun
    ("Die Antwort ist $\\boxed{7}$ Euro Minus.", "7", ("standard",)),  # count_tail_of_negative_noun
    ("La respuesta es $\\boxed{7}$ euros de deuda.", "7", ("standard",)),  # count_tail_of_negative_noun
    ("La respuesta es $\\boxed{7}$ grados de helada.", "7", ("standard",)),  # count_tail_of_negative_noun
    ("La respuesta es $\\boxed{7}$ euros de pérdida.", "7", ("standard",)),  # count_tail_of_negative_noun
    ("La réponse est $\\boxed{7}$ euros de dette.", "7", ("standard",)),  # count_tail_of_negative_noun
    ("La réponse est $\\boxed{7}$ degrés de gel.", "7", ("standard",)),  # count_tail_of_negative_noun
    ("La réponse est $\\boxed{7}$ euros de perte.", "7", ("standard",)),  # count_tail_of_negative_noun
    ("A resposta é $\\boxed{7}$ euros de prejuízo.", "7", ("standard",)),  # count_tail_of_negative_noun
    ("La réponse est $\\boxed{7}$ pommes de trop.", "7", ("standard",)),  # count_tail_too_many
    ("Die Antwort ist $\\boxed{7}$ Äpfel insgesamt zu wenig.", "7", ("standard",)),  # count_tail_too_many
    ("Die Antwort ist $\\boxed{7}$ Äpfel zu viel.", "7", ("standard",)),  # count_tail_too_many
    ("La respuesta es $\\boxed{7}$ manzanas de sobra.", "7", ("standard",)),  # count_tail_too_many
    ("A resposta é $\\boxed{7}$ maçãs a mais.", "7", ("standard",)),  # count_tail_too_many
    ("A resposta é $\\boxed{7}$ maçãs a menos.", "7", ("standard",)),  # count_tail_too_many
    ("The answer is $\\boxed{7}$ apples for the first part.", "7", ("standard",)),  # count_tail_scope
    ("The answer is $\\boxed{7}$ apples for the easier version.", "7", ("standard",)),  # count_tail_scope
    ("The answer is $\\boxed{7}$ apples for the first day only.", "7", ("standard",)),  # count_tail_scope
    ("The answer is $\\boxed{7}$ apples in the previous problem.", "7", ("standard",)),  # count_tail_scope
    (
        "The answer is $\\boxed{7}$ apples in the old version of the problem.",
        "7",
        ("standard",),
    ),  # count_tail_scope
    ("The answer is $\\boxed{7}$ apples for the other case.", "7", ("standard",)),  # count_tail_scope
    ("The answer is $\\boxed{7}$ apples of the 8 asked.", "7", ("standard",)),  # count_tail_scope
    ("Die Antwort ist $\\boxed{7}$ Äpfel für den ersten Teil.", "7", ("standard",)),  # count_tail_scope
    ("Die Antwort ist $\\boxed{7}$ Äpfel in der alten Version.", "7", ("standard",)),  # count_tail_scope
    (
        "Die Antwort ist $\\boxed{7}$ Äpfel für die leichtere Variante.",
        "7",
        ("standard",),
    ),  # count_tail_scope
    ("La respuesta es $\\boxed{7}$ manzanas para la primera parte.", "7", ("standard",)),  # count_tail_scope
    ("La respuesta es $\\boxed{7}$ manzanas en la versión anterior.", "7", ("standard",)),  # count_tail_scope
    ("La réponse est $\\boxed{7}$ pommes pour la première partie.", "7", ("standard",)),  # count_tail_scope
    ("A resposta é $\\boxed{7}$ maçãs para a primeira parte.", "7", ("standard",)),  # count_tail_scope
    ("The answer is $\\boxed{7}$~000.", "7", ("standard",)),  # spacing_command_after_box
    ("The answer is $\\boxed{7}$</s>000.", "7", ("standard",)),  # eos_token_glued
    ("The answer is $\\boxed{7}$.</s>8", "7", ("standard",)),  # eos_token_glued
    ("The answer is $\\boxed{7}$</s>.000", "7", ("standard",)),  # eos_token_glued
    ("The answer is $\\boxed{7}$</s>,000.", "7", ("standard",)),  # eos_token_glued
    ("The answer is $\\boxed{7}$</s>0", "7", ("standard",)),  # eos_token_glued
    ("The answer is $\\boxed{7}$.</s>8.", "7", ("standard",)),  # eos_token_glued
    ("The answer is $\\boxed{7}$</s>.5", "7", ("standard",)),  # eos_token_glued
    ("Die Antwort ist $\\boxed{7}$</s>000.", "7", ("standard",)),  # eos_token_glued
    ("La respuesta es $\\boxed{7}$</s>000.", "7", ("standard",)),  # eos_token_glued
    ("La réponse est $\\boxed{7}$</s>000.", "7", ("standard",)),  # eos_token_glued
    ("Ответ: $\\boxed{7}$</s>000.", "7", ("standard",)),  # eos_token_glued
    ("答案是 $\\boxed{7}$</s>000。", "7", ("standard",)),  # eos_token_glued
    ("The answer is $\\boxed{7}$</s>8", "7", ("standard",)),  # eos_token_glued
    ("The answer is $\\boxed{7}$.</s>-8", "7", ("standard",)),  # eos_token_glued
    ("The answer is $\\boxed{7}$.</s>=8", "7", ("standard",)),  # eos_token_glued
    (
        "\\begin{result}[for part (a)]The answer is $\\boxed{7}$.\\end{result}",
        "7",
        ("standard", "strict"),
    ),  # environment_optional_title
    (
        "\\begin{tabular}{ll} Antwort & $\\boxed{7}$ \\\\ Korrektur & 8 \\end{tabular}",
        "7",
        ("standard",),
    ),  # table_cell_label
    (
        "\\begin{tabular}{ll} Answer & $\\boxed{7}$ \\\\ Corrected & 8 \\end{tabular}",
        "7",
        ("standard",),
    ),  # table_cell_label
    (
        "\\begin{itemize}\\item[--] The answer is $\\boxed{7}$. \\item[\\checkmark] The answer is 8.\\end{itemize}",
        "7",
        ("standard",),
    ),  # item_cross_mark
    ("\\begin{aligned} x &= \\boxed{7} \\\\ x &= 8 \\end{aligned}", "7", ("standard",)),  # aligned_later_row
    (
        "\\begin{aligned} x &= \\boxed{7} \\\\ &\\neq 8 \\end{aligned}",
        "7",
        ("standard",),
    ),  # aligned_later_row
    (
        "$$\\begin{aligned} x &= \\boxed{7} \\\\ x &= 8 \\end{aligned}$$",
        "7",
        ("standard",),
    ),  # aligned_later_row
    ("\\begin{align*} x &= \\boxed{7} \\\\ x &= 8 \\end{align*}", "7", ("standard",)),  # aligned_later_row
    (
        "\\begin{align} x &= \\boxed{7} \\\\ \\text{so } x &= 8 \\end{align}",
        "7",
        ("standard",),
    ),  # aligned_later_row
    (
        "\\begin{aligned} n &= \\boxed{7} \\\\ n &= 7 + 1 = 8 \\end{aligned}",
        "7",
        ("standard",),
    ),  # aligned_later_row
    ("\\begin{gather*} x = \\boxed{7} \\\\ x = 8 \\end{gather*}", "7", ("standard",)),  # aligned_later_row
    (
        "\\begin{aligned} x &= \\boxed{7} \\\\ \\text{eigentlich } x &= 8 \\end{aligned}",
        "7",
        ("standard",),
    ),  # aligned_later_row
    (
        "\\begin{aligned} x &= \\boxed{7} \\\\ \\text{en realidad } x &= 8 \\end{aligned}",
        "7",
        ("standard",),
    ),  # aligned_later_row
    (
        "\\begin{aligned} x &= \\boxed{7} \\\\ \\text{en fait } x &= 8 \\end{aligned}",
        "7",
        ("standard",),
    ),  # aligned_later_row
    (
        "\\begin{aligned} x &= \\boxed{7} \\\\ \\text{на самом деле } x &= 8 \\end{aligned}",
        "7",
        ("standard",),
    ),  # aligned_later_row
    (
        "\\begin{aligned} x &= \\boxed{7} \\\\ \\text{实际上 } x &= 8 \\end{aligned}",
        "7",
        ("standard",),
    ),  # aligned_later_row
    ("\\begin{aligned} x &= \\boxed{7} \\\\ &= 8 \\end{aligned}", "7", ("standard",)),  # aligned_later_row
    (
        "The answer is $\\begin{aligned} x &= \\boxed{7} \\\\ x &= 8 \\end{aligned}$.",
        "7",
        ("standard",),
    ),  # aligned_later_row
    ("Bob: The answer is $\\boxed{7}$.", "7", ("standard",)),  # speaker_label
    ("My friend: the answer is $\\boxed{7}$.", "7", ("standard",)),  # speaker_label
    ("Alice: the answer is $\\boxed{7}$.", "7", ("standard",)),  # speaker_label
    ("My teacher: the answer is $\\boxed{7}$.", "7", ("standard",)),  # speaker_label
    ("Student: the answer is $\\boxed{7}$.", "7", ("standard",)),  # speaker_label
    ("ChatGPT: the answer is $\\boxed{7}$.", "7", ("standard",)),  # speaker_label
    ("The other model: the answer is $\\boxed{7}$.", "7", ("standard",)),  # speaker_label
    ("Mein Freund: Die Antwort ist $\\boxed{7}$.", "7", ("standard",)),  # speaker_label
    ("Anna: Die Antwort ist $\\boxed{7}$.", "7", ("standard",)),  # speaker_label
    ("Mi amigo: la respuesta es $\\boxed{7}$.", "7", ("standard",)),  # speaker_label
    ("Juan: la respuesta es $\\boxed{7}$.", "7", ("standard",)),  # speaker_label
    ("Mon ami : la réponse est $\\boxed{7}$.", "7", ("standard",)),  # speaker_label
    ("Pierre : la réponse est $\\boxed{7}$.", "7", ("standard",)),  # speaker_label
    ("Meu amigo: a resposta é $\\boxed{7}$.", "7", ("standard",)),  # speaker_label
    ("Мой друг: ответ $\\boxed{7}$.", "7", ("standard",)),  # speaker_label
    ("Иван: ответ $\\boxed{7}$.", "7", ("standard",)),  # speaker_label
    ("我朋友：答案是 $\\boxed{7}$。", "7", ("standard",)),  # speaker_label
    ("小明：答案是 $\\boxed{7}$。", "7", ("standard",)),  # speaker_label
    ("友達：答えは $\\boxed{7}$ です。", "7", ("standard",)),  # speaker_label
    ("太郎：答えは $\\boxed{7}$ です。", "7", ("standard",)),  # speaker_label
    ("친구: 답은 $\\boxed{7}$입니다.", "7", ("standard",)),  # speaker_label
    ("Arkadaşım: cevap $\\boxed{7}$.", "7", ("standard",)),  # speaker_label
    ("Mój kolega: odpowiedź to $\\boxed{7}$.", "7", ("standard",)),  # speaker_label
    ("मेरा दोस्त: उत्तर $\\boxed{7}$ है।", "7", ("standard",)),  # speaker_label
    ("صديقي: الإجابة هي $\\boxed{7}$.", "7", ("standard",)),  # speaker_label
    (
        "The answer is $\\boxed{\\{x \\mid x > 1\\}}$, excluding 2.",
        "x > 1",
        ("standard",),
    ),  # set_builder_excepted
    (
        "The answer is $\\boxed{\\{x \\mid x > 1\\}}$ minus $\\{2\\}$.",
        "x > 1",
        ("standard",),
    ),  # set_builder_excepted
    (
        "The answer is $\\boxed{\\{x \\mid x > 1\\}}$, except $x = 2$.",
        "x > 1",
        ("standard",),
    ),  # set_builder_excepted
    (
        "The answer is $\\boxed{\\{x \\mid x > 1\\}}$, without 2.",
        "x > 1",
        ("standard",),
    ),  # set_builder_excepted
    (
        "The answer is $\\boxed{\\{x \\mid x > 1\\}}$ with 2 removed.",
        "x > 1",
        ("standard",),
    ),  # set_builder_excepted
    (
        "Die Antwort ist $\\boxed{\\{x \\mid x > 1\\}}$ ohne 2.",
        "x > 1",
        ("standard",),
    ),  # set_builder_excepted
    (
        "Die Antwort ist $\\boxed{\\{x \\mid x > 1\\}}$, außer 2.",
        "x > 1",
        ("standard",),
    ),  # set_builder_excepted
    (
        "La respuesta es $\\boxed{\\{x \\mid x > 1\\}}$, salvo 2.",
        "x > 1",
        ("standard",),
    ),  # set_builder_excepted
    (
        "La respuesta es $\\boxed{\\{x \\mid x > 1\\}}$ excepto 2.",
        "x > 1",
        ("standard",),
    ),  # set_builder_excepted
    (
        "La réponse est $\\boxed{\\{x \\mid x > 1\\}}$, sauf 2.",
        "x > 1",
        ("standard",),
    ),  # set_builder_excepted
    (
        "La réponse est $\\boxed{\\{x \\mid x > 1\\}}$ privé de 2.",
        "x > 1",
        ("standard",),
    ),  # set_builder_excepted
    (
        "A resposta é $\\boxed{\\{x \\mid x > 1\\}}$, exceto 2.",
        "x > 1",
        ("standard",),
    ),  # set_builder_excepted
    ("Ответ: $\\boxed{\\{x \\mid x > 1\\}}$, кроме 2.", "x > 1", ("standard",)),  # set_builder_excepted
    (
        "答えは $\\boxed{\\{x \\mid x > 1\\}}$ です（2 を除く）。",
        "x > 1",
        ("standard",),
    ),  # set_builder_excepted
    ("Odpowiedź to $\\boxed{\\{x \\mid x > 1\\}}$ bez 2.", "x > 1", ("standard",)),  # set_builder_excepted
    ("Cevap $\\boxed{\\{x \\mid x > 1\\}}$, 2 hariç.", "x > 1", ("standard",)),  # set_builder_excepted
    (
        "The answer is $\\boxed{7}$. Man muss noch eins für die Null dazuzählen.",
        "7",
        ("standard",),
    ),  # later_operation_sentence_long
    (
        "The answer is $\\boxed{7}$. Hay que sumar uno por el caso del cero.",
        "7",
        ("standard",),
    ),  # later_operation_sentence_long
    (
        "The answer is $\\boxed{7}$. Il faut encore ajouter un pour le cas zéro.",
        "7",
        ("standard",),
    ),  # later_operation_sentence_long
    (
        "The answer is $\\boxed{7}$. Нужно ещё добавить один для нулевого случая.",
        "7",
        ("standard",),
    ),  # later_operation_sentence_long
    (
        "The answer is $\\boxed{7}$. 还要再加上零的那一种情况才对。",
        "7",
        ("standard",),
    ),  # later_operation_sentence_long
    (
        "The answer is $\\boxed{7}$. ゼロの場合の一つをさらに足す必要があります。",
        "7",
        ("standard",),
    ),  # later_operation_sentence_long
    (
        "The answer is $\\boxed{7}$. 0인 경우 하나를 더 더해야 합니다.",
        "7",
        ("standard",),
    ),  # later_operation_sentence_long
    (
        "The answer is $\\boxed{7}$. Sıfır durumu için bir tane daha eklemek gerekiyor.",
        "7",
        ("standard",),
    ),  # later_operation_sentence_long
    (
        "The answer is $\\boxed{7}$. Trzeba jeszcze dodać jeden dla przypadku zera.",
        "7",
        ("standard",),
    ),  # later_operation_sentence_long
    (
        "The answer is $\\boxed{7}$. É preciso somar mais um pelo caso do zero.",
        "7",
        ("standard",),
    ),  # later_operation_sentence_long
    (
        "The answer is $\\boxed{7}$. शून्य वाले मामले के लिए एक और जोड़ना होगा।",
        "7",
        ("standard",),
    ),  # later_operation_sentence_long
    (
        "The answer is $\\boxed{7}$. يجب إضافة واحد آخر لحالة الصفر.",
        "7",
        ("standard",),
    ),  # later_operation_sentence_long
    (
        "The answer is $\\boxed{7}$. Bisogna ancora aggiungere uno per il caso zero.",
        "7",
        ("standard",),
    ),  # later_operation_sentence_long
    (
        "The answer is $\\boxed{7}$. Nog één erbij voor het geval nul, natuurlijk.",
        "7",
        ("standard",),
    ),  # later_operation_sentence_long
    (
        "The answer is $\\boxed{7}$. Doppelt zu zählen für den gespiegelten Fall, natürlich.",
        "7",
        ("standard",),
    ),  # later_operation_sentence_long
    (
        "Die Antwort ist $\\boxed{7}$. Das Ergebnis muss man noch verdoppeln.",
        "7",
        ("standard",),
    ),  # later_operation_sentence_long
    (
        "La respuesta es $\\boxed{7}$. Ese resultado todavía hay que duplicarlo.",
        "7",
        ("standard",),
    ),  # later_operation_sentence_long
    (
        "La réponse est $\\boxed{7}$. Ce résultat doit encore être multiplié par deux.",
        "7",
        ("standard",),
    ),  # later_operation_sentence_long
    (
        "Ответ: $\\boxed{7}$. Этот результат ещё нужно умножить на два.",
        "7",
        ("standard",),
    ),  # later_operation_sentence_long
    ("答案是 $\\boxed{7}$。这个结果还要再乘以二才行。", "7", ("standard",)),  # later_operation_sentence_long
    (
        "答えは $\\boxed{7}$ です。この結果をさらに二倍しなければなりません。",
        "7",
        ("standard",),
    ),  # later_operation_sentence_long
    (
        "답은 $\\boxed{7}$입니다. 이 결과에 다시 두 배를 해야 합니다.",
        "7",
        ("standard",),
    ),  # later_operation_sentence_long
    (
        "The answer is $\\boxed{7}$. Ich würde nicht darauf wetten, ehrlich gesagt.",
        "7",
        ("standard",),
    ),  # later_doubt_sentence_long
    (
        "The answer is $\\boxed{7}$. Yo no apostaría nada por ello, la verdad.",
        "7",
        ("standard",),
    ),  # later_doubt_sentence_long
    (
        "The answer is $\\boxed{7}$. Je ne parierais pas là-dessus, franchement.",
        "7",
        ("standard",),
    ),  # later_doubt_sentence_long
    (
        "The answer is $\\boxed{7}$. Я бы на это не ставил, честно говоря.",
        "7",
        ("standard",),
    ),  # later_doubt_sentence_long
    (
        "The answer is $\\boxed{7}$. 我可不敢打包票说这是对的。",
        "7",
        ("standard",),
    ),  # later_doubt_sentence_long
    (
        "The answer is $\\boxed{7}$. 正直、これには自信が全くありません。",
        "7",
        ("standard",),
    ),  # later_doubt_sentence_long
    (
        "The answer is $\\boxed{7}$. 솔직히 이건 전혀 자신이 없어요.",
        "7",
        ("standard",),
    ),  # later_doubt_sentence_long
    (
        "The answer is $\\boxed{7}$. Açıkçası bundan hiç emin değilim ama neyse.",
        "7",
        ("standard",),
    ),  # later_doubt_sentence_long
    (
        "The answer is $\\boxed{7}$. Szczerze mówiąc, wcale nie jestem tego pewien.",
        "7",
        ("standard",),
    ),  # later_doubt_sentence_long
    (
        "The answer is $\\boxed{7}$. ईमानदारी से कहूँ तो मुझे बिल्कुल भरोसा नहीं है।",
        "7",
        ("standard",),
    ),  # later_doubt_sentence_long
    (
        "The answer is $\\boxed{7}$. بصراحة، لست متأكدًا من ذلك إطلاقًا.",
        "7",
        ("standard",),
    ),  # later_doubt_sentence_long
    (
        "The answer is $\\boxed{7}$. Results may vary depending on your interpretation.",
        "7",
        ("standard",),
    ),  # later_doubt_sentence_long
    (
        "The answer is $\\boxed{7}$. Your mileage may vary on this one, honestly.",
        "7",
        ("standard",),
    ),  # later_doubt_sentence_long
    (
        "Die Antwort ist $\\boxed{7}$. Darauf würde ich aber keinen Cent setzen.",
        "7",
        ("standard",),
    ),  # later_doubt_sentence_long
    (
        "La réponse est $\\boxed{7}$. Je n'ai aucune confiance en ce résultat.",
        "7",
        ("standard",),
    ),  # later_doubt_sentence_long
    (
        "Ответ: $\\boxed{7}$. Я совсем не уверен в этом результате.",
        "7",
        ("standard",),
    ),  # later_doubt_sentence_long
    ("答案是 $\\boxed{7}$。我对这个结果一点把握都没有。", "7", ("standard",)),  # later_doubt_sentence_long
    (
        "答えは $\\boxed{7}$ です。この結果には全然自信がないです。",
        "7",
        ("standard",),
    ),  # later_doubt_sentence_long
    (
        "답은 $\\boxed{7}$입니다. 이 결과는 전혀 확신할 수 없습니다.",
        "7",
        ("standard",),
    ),  # later_doubt_sentence_long
    (
        "La risposta è $\\boxed{7}$. Non mi fido per niente di questo risultato.",
        "7",
        ("standard",),
    ),  # later_doubt_sentence_long
    (
        "The answer is $\\boxed{7}$. Assuming the die is loaded, which it is not.",
        "7",
        ("standard",),
    ),  # later_condition_sentence
    (
        "The answer is $\\boxed{7}$. If we assume the wrong formula from the first step.",
        "7",
        ("standard",),
    ),  # later_condition_sentence
    (
        "The answer is $\\boxed{7}$. Under the mistaken assumption from step two above.",
        "7",
        ("standard",),
    ),  # later_condition_sentence
    (
        "The answer is $\\boxed{7}$. Before subtracting the overlap of the two sets.",
        "7",
        ("standard",),
    ),  # later_condition_sentence
    (
        "The answer is $\\boxed{7}$. Before we account for the missing case at the end.",
        "7",
        ("standard",),
    ),  # later_condition_sentence
    (
        "The answer is $\\boxed{7}$. Of course this ignores the case where n equals zero.",
        "7",
        ("standard",),
    ),  # later_condition_sentence
    (
        "The answer is $\\boxed{7}$. Counting the empty set twice, of course.",
        "7",
        ("standard",),
    ),  # later_condition_sentence
    (
        "The answer is $\\boxed{7}$. Without the duplicate we removed earlier, that is.",
        "7",
        ("standard",),
    ),  # later_condition_sentence
    (
        "The answer is $\\boxed{7}$. Well, for the version with six faces on the die.",
        "7",
        ("standard",),
    ),  # later_condition_sentence
    (
        "Die Antwort ist $\\boxed{7}$. Vorausgesetzt, der Würfel ist gezinkt, was er nicht ist.",
        "7",
        ("standard",),
    ),  # later_condition_sentence
    (
        "Die Antwort ist $\\boxed{7}$. Bevor man die Überschneidung abzieht.",
        "7",
        ("standard",),
    ),  # later_condition_sentence
    (
        "La respuesta es $\\boxed{7}$. Suponiendo que el dado está trucado, que no lo está.",
        "7",
        ("standard",),
    ),  # later_condition_sentence
    (
        "La respuesta es $\\boxed{7}$. Antes de restar la intersección de ambos conjuntos.",
        "7",
        ("standard",),
    ),  # later_condition_sentence
    (
        "La réponse est $\\boxed{7}$. En supposant que le dé est truqué, ce qui est faux.",
        "7",
        ("standard",),
    ),  # later_condition_sentence
    (
        "La réponse est $\\boxed{7}$. Avant de retirer l'intersection des deux ensembles.",
        "7",
        ("standard",),
    ),  # later_condition_sentence
    (
        "Ответ: $\\boxed{7}$. Если считать кубик нечестным, а он честный.",
        "7",
        ("standard",),
    ),  # later_condition_sentence
    (
        "Ответ: $\\boxed{7}$. До вычитания пересечения двух множеств.",
        "7",
        ("standard",),
    ),  # later_condition_sentence
    (
        "答案是 $\\boxed{7}$。前提是骰子被做了手脚，但其实没有。",
        "7",
        ("standard",),
    ),  # later_condition_sentence
    ("答えは $\\boxed{7}$ です。重なりを引く前の値ですが。", "7", ("standard",)),  # later_condition_sentence
    (
        "A resposta é $\\boxed{7}$. Antes de subtrair a interseção dos dois conjuntos.",
        "7",
        ("standard",),
    ),  # later_condition_sentence
    (
        "Cevap $\\boxed{7}$. İki kümenin kesişimini çıkarmadan önce tabii.",
        "7",
        ("standard",),
    ),  # later_condition_sentence
    (
        "Odpowiedź to $\\boxed{7}$. Przed odjęciem części wspólnej obu zbiorów.",
        "7",
        ("standard",),
    ),  # later_condition_sentence
    (
        "The answer is $\\boxed{7}$. The teacher later changed the key to eight.",
        "7",
        ("standard",),
    ),  # key_revised_after
    (
        "The answer is $\\boxed{7}$. The official key was later revised upward by one.",
        "7",
        ("standard",),
    ),  # key_revised_after
    (
        "The answer is $\\boxed{7}$. The book has a different number printed there.",
        "7",
        ("standard",),
    ),  # key_revised_after
    (
        "The answer is $\\boxed{7}$. The answer key at the back disagrees with me.",
        "7",
        ("standard",),
    ),  # key_revised_after
    (
        "Die Antwort ist $\\boxed{7}$. Im Lösungsheft steht allerdings eine andere Zahl.",
        "7",
        ("standard",),
    ),  # key_revised_after
    (
        "Die Antwort ist $\\boxed{7}$. Der Lehrer hat die Lösung später auf acht geändert.",
        "7",
        ("standard",),
    ),  # key_revised_after
    (
        "La respuesta es $\\boxed{7}$. El libro trae otro número en las soluciones.",
        "7",
        ("standard",),
    ),  # key_revised_after
    (
        "La respuesta es $\\boxed{7}$. El profesor luego cambió la clave a ocho.",
        "7",
        ("standard",),
    ),  # key_revised_after
    (
        "La réponse est $\\boxed{7}$. Le corrigé donne un autre nombre, en fait.",
        "7",
        ("standard",),
    ),  # key_revised_after
    (
        "La réponse est $\\boxed{7}$. Le professeur a ensuite corrigé la clé à huit.",
        "7",
        ("standard",),
    ),  # key_revised_after
    ("Ответ: $\\boxed{7}$. В ответах в конце книги другое число.", "7", ("standard",)),  # key_revised_after
    ("Ответ: $\\boxed{7}$. Учитель потом исправил ключ на восемь.", "7", ("standard",)),  # key_revised_after
    ("答案是 $\\boxed{7}$。书后的参考答案是另一个数。", "7", ("standard",)),  # key_revised_after
    ("答えは $\\boxed{7}$ です。解答集には別の数が載っています。", "7", ("standard",)),  # key_revised_after
    (
        "답은 $\\boxed{7}$입니다. 해답지에는 다른 숫자가 적혀 있습니다.",
        "7",
        ("standard",),
    ),  # key_revised_after
    (
        "A resposta é $\\boxed{7}$. O gabarito traz outro número, na verdade.",
        "7",
        ("standard",),
    ),  # key_revised_after
    (
        "Cevap $\\boxed{7}$. Cevap anahtarında başka bir sayı yazıyor.",
        "7",
        ("standard",),
    ),  # key_revised_after
    (
        "Odpowiedź to $\\boxed{7}$. W odpowiedziach na końcu jest inna liczba.",
        "7",
        ("standard",),
    ),  # key_revised_after
    ("The answer's last digit is $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("The answer's digit sum is $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("The answer's first digit is $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("The answer's units digit is $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("The answer's tens digit is $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("The answer's numerator is $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("The answer's denominator is $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("The answer's exponent is $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("The answer's cube root is $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("The answer's negative is $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("The answer's reciprocal is $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("The answer's double is $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("The answer's length is $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("One more than the answer is $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("The answer, rounded up, is $\\boxed{7}$.", "7", ("standard", "strict")),  # answer_part_lead
    ("Die letzte Ziffer der Antwort ist $\\boxed{7}$.", "7", ("standard", "strict")),  # answer_part_lead
    ("Der Zähler der Antwort ist $\\boxed{7}$.", "7", ("standard", "strict")),  # answer_part_lead
    ("La última cifra de la respuesta es $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("El recíproco de la respuesta es $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("Le dernier chiffre de la réponse est $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("Le numérateur de la réponse est $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("Числитель ответа равен $\\boxed{7}$.", "7", ("standard", "strict")),  # answer_part_lead
    ("Cevabın son basamağı $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("Ostatnia cyfra odpowiedzi to $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("O último dígito da resposta é $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("उत्तर का अंतिम अंक $\\boxed{7}$ है।", "7", ("standard",)),  # answer_part_lead
    ("الرقم الأخير من الإجابة هو $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("L'ultima cifra della risposta è $\\boxed{7}$.", "7", ("standard",)),  # answer_part_lead
    ("The answer ends in $\\boxed{7}$.", "7", ("standard", "strict")),  # answer_property_predicate
    ("The answer starts with $\\boxed{7}$.", "7", ("standard",)),  # answer_property_predicate
    ("The answer has $\\boxed{7}$ digits.", "7", ("standard",)),  # answer_property_predicate
    ("The answer ends with the digit $\\boxed{7}$.", "7", ("standard",)),  # answer_property_predicate
    ("Die Antwort endet auf $\\boxed{7}$.", "7", ("standard",)),  # answer_property_predicate
    ("Die Antwort hat $\\boxed{7}$ Stellen.", "7", ("standard",)),  # answer_property_predicate
    ("Die Antwort beginnt mit $\\boxed{7}$.", "7", ("standard",)),  # answer_property_predicate
    ("La respuesta termina en $\\boxed{7}$.", "7", ("standard",)),  # answer_property_predicate
    ("La respuesta tiene $\\boxed{7}$ cifras.", "7", ("standard",)),  # answer_property_predicate
    ("La réponse se termine par $\\boxed{7}$.", "7", ("standard",)),  # answer_property_predicate
    ("La réponse a $\\boxed{7}$ chiffres.", "7", ("standard",)),  # answer_property_predicate
    ("Ответ оканчивается на $\\boxed{7}$.", "7", ("standard",)),  # answer_property_predicate
    ("Ответ делится на $\\boxed{7}$.", "7", ("standard",)),  # answer_property_predicate
    ("В ответе $\\boxed{7}$ цифр.", "7", ("standard",)),  # answer_property_predicate
    ("答えは $\\boxed{7}$ で終わります。", "7", ("standard",)),  # answer_property_predicate
    ("答えは $\\boxed{7}$ より大きい。", "7", ("standard",)),  # answer_property_predicate
    ("A resposta termina em $\\boxed{7}$.", "7", ("standard",)),  # answer_property_predicate
    ("Odpowiedź kończy się na $\\boxed{7}$.", "7", ("standard",)),  # answer_property_predicate
    ("La risposta finisce con $\\boxed{7}$.", "7", ("standard",)),  # answer_property_predicate
    ("उत्तर $\\boxed{7}$ से बड़ा है।", "7", ("standard",)),  # answer_property_predicate
    ("We can rule out $\\boxed{C}$.", "C", ("standard",)),  # letter_ruled_out
    ("The answer is $\\boxed{C}$ crossed out.", "C", ("standard",)),  # letter_ruled_out
    ("Eliminate $\\boxed{C}$.", "C", ("standard",)),  # letter_ruled_out
    ("So $\\boxed{C}$ is eliminated.", "C", ("standard",)),  # letter_ruled_out
    ("Wir schließen $\\boxed{C}$ aus.", "C", ("standard",)),  # letter_ruled_out
    ("$\\boxed{C}$ scheidet aus.", "C", ("standard",)),  # letter_ruled_out
    ("Descartamos $\\boxed{C}$.", "C", ("standard",)),  # letter_ruled_out
    ("Queda descartada $\\boxed{C}$.", "C", ("standard",)),  # letter_ruled_out
    ("On élimine $\\boxed{C}$.", "C", ("standard",)),  # letter_ruled_out
    ("On écarte $\\boxed{C}$.", "C", ("standard",)),  # letter_ruled_out
    ("Исключаем $\\boxed{C}$.", "C", ("standard",)),  # letter_ruled_out
    ("Ответ: $\\boxed{C}$ исключён.", "C", ("standard",)),  # letter_ruled_out
    ("排除 $\\boxed{C}$。", "C", ("standard",)),  # letter_ruled_out
    ("答案是 $\\boxed{C}$ 排除。", "C", ("standard",)),  # letter_ruled_out
    ("$\\boxed{C}$ を除外します。", "C", ("standard",)),  # letter_ruled_out
    ("$\\boxed{C}$는 제외합니다.", "C", ("standard",)),  # letter_ruled_out
    ("Descartamos a $\\boxed{C}$.", "C", ("standard",)),  # letter_ruled_out
    ("Odrzucamy $\\boxed{C}$.", "C", ("standard",)),  # letter_ruled_out
    ("$\\boxed{C}$ şıkkını eliyoruz.", "C", ("standard",)),  # letter_ruled_out
    ("Escludiamo $\\boxed{C}$.", "C", ("standard",)),  # letter_ruled_out
    ("We can safely discard $\\boxed{C}$.", "C", ("standard",)),  # letter_ruled_out
    ("The answer is $\\boxed{C}$ counting from the bottom.", "C", ("standard",)),  # letter_reordered
    ("The answer is $\\boxed{C}$ from the bottom.", "C", ("standard",)),  # letter_reordered
    ("The answer is $\\boxed{C}$ in the old numbering.", "C", ("standard",)),  # letter_reordered
    ("The answer is $\\boxed{C}$ in the original order.", "C", ("standard",)),  # letter_reordered
    ("The answer is $\\boxed{C}$ in version 2 of the test.", "C", ("standard",)),  # letter_reordered
    ("The answer is $\\boxed{C}$ or its neighbour.", "C", ("standard",)),  # letter_reordered
    ("Die Antwort ist $\\boxed{C}$ von unten gezählt.", "C", ("standard",)),  # letter_reordered
    ("Die Antwort ist $\\boxed{C}$ in der alten Nummerierung.", "C", ("standard",)),  # letter_reordered
    ("La respuesta es $\\boxed{C}$ contando desde abajo.", "C", ("standard",)),  # letter_reordered
    ("La respuesta es $\\boxed{C}$ en la numeración antigua.", "C", ("standard",)),  # letter_reordered
    ("La réponse est $\\boxed{C}$ en comptant par le bas.", "C", ("standard",)),  # letter_reordered
    ("La réponse est $\\boxed{C}$ dans l'ancienne numérotation.", "C", ("standard",)),  # letter_reordered
    ("A resposta é $\\boxed{C}$ contando de baixo.", "C", ("standard",)),  # letter_reordered
    ("Ответ: $\\boxed{C}$ снизу.", "C", ("standard",)),  # letter_reordered
    ("答えは $\\boxed{C}$ 下から。", "C", ("standard",)),  # letter_reordered
    ("Odpowiedź to $\\boxed{C}$ licząc od dołu.", "C", ("standard",)),  # letter_reordered
    ("La risposta è $\\boxed{C}$ contando dal basso.", "C", ("standard",)),  # letter_reordered
    ("The answer is $\\boxed{7}$+.", "7", ("standard",)),  # bound_mark_glued_after_box
    ("The answer is $\\boxed{7}$ +", "7", ("standard",)),  # bound_mark_glued_after_box
    ("The answer is $\\boxed{7}$⁺.", "7", ("standard",)),  # bound_mark_glued_after_box
    ("The answer is $\\boxed{7}$ ⁺.", "7", ("standard",)),  # bound_mark_glued_after_box
    ("The answer is $\\boxed{7}$↑.", "7", ("standard",)),  # bound_mark_glued_after_box
    ("The answer is $\\boxed{7}$ -odd.", "7", ("standard",)),  # bound_mark_glued_after_box
    ("The answer is $\\boxed{7}$-odd apples.", "7", ("standard",)),  # bound_mark_glued_after_box
    ("The answer is $\\boxed{7}$⁺ apples.", "7", ("standard",)),  # bound_mark_glued_after_box
    ("Die Antwort ist $\\boxed{7}$+.", "7", ("standard",)),  # bound_mark_glued_after_box
    ("Die Antwort ist $\\boxed{7}$⁺.", "7", ("standard",)),  # bound_mark_glued_after_box
    ("La respuesta es $\\boxed{7}$+.", "7", ("standard",)),  # bound_mark_glued_after_box
    ("La respuesta es $\\boxed{7}$↑.", "7", ("standard",)),  # bound_mark_glued_after_box
    ("La réponse est $\\boxed{7}$+.", "7", ("standard",)),  # bound_mark_glued_after_box
    ("La réponse est $\\boxed{7}$⁺.", "7", ("standard",)),  # bound_mark_glued_after_box
    ("A resposta é $\\boxed{7}$+.", "7", ("standard",)),  # bound_mark_glued_after_box
    ("Ответ: $\\boxed{7}$+.", "7", ("standard",)),  # bound_mark_glued_after_box
    ("Ответ: $\\boxed{7}$↑.", "7", ("standard",)),  # bound_mark_glued_after_box
    ("答案是 $\\boxed{7}$+。", "7", ("standard",)),  # bound_mark_glued_after_box
    ("Cevap $\\boxed{7}$+.", "7", ("standard",)),  # bound_mark_glued_after_box
    ("Odpowiedź to $\\boxed{7}$+.", "7", ("standard",)),  # bound_mark_glued_after_box
    ("La risposta è $\\boxed{7}$+.", "7", ("standard",)),  # bound_mark_glued_after_box
    ("Het antwoord is $\\boxed{7}$+.", "7", ("standard",)),  # bound_mark_glued_after_box
    ("The answer is $\\boxed{7}$ on the low side.", "7", ("standard",)),  # qualifying_phrase_after_box
    ("The answer is $\\boxed{7}$ on the high end.", "7", ("standard",)),  # qualifying_phrase_after_box
    ("The answer is $\\boxed{7}$ in the worst case.", "7", ("standard",)),  # qualifying_phrase_after_box
    ("The answer is $\\boxed{7}$ in the best case.", "7", ("standard",)),  # qualifying_phrase_after_box
    ("The answer is $\\boxed{7}$ in my opinion only.", "7", ("standard",)),  # qualifying_phrase_after_box
    (
        "The answer is $\\boxed{7}$ to one significant figure.",
        "7",
        ("standard",),
    ),  # qualifying_phrase_after_box
    ("The answer is $\\boxed{7}$ when written backwards.", "7", ("standard",)),  # qualifying_phrase_after_box
    ("The answer is $\\boxed{7}$ as a lower estimate.", "7", ("standard",)),  # qualifying_phrase_after_box
    ("The answer is $\\boxed{7}$ as an upper estimate.", "7", ("standard",)),  # qualifying_phrase_after_box
    ("The answer is $\\boxed{7}$ for the time being.", "7", ("standard",)),  # qualifying_phrase_after_box
    ("The answer is $\\boxed{7}$ on a good day.", "7", ("standard",)),  # qualifying_phrase_after_box
    (
        "The answer is $\\boxed{7}$ in the simplified model.",
        "7",
        ("standard",),
    ),  # qualifying_phrase_after_box
    ("The answer is $\\boxed{7}$ in the naive model.", "7", ("standard",)),  # qualifying_phrase_after_box
    ("The answer is $\\boxed{7}$ with the old data.", "7", ("standard",)),  # qualifying_phrase_after_box
    ("Die Antwort ist $\\boxed{7}$ fürs Erste.", "7", ("standard",)),  # qualifying_phrase_after_box
    ("La respuesta es $\\boxed{7}$ en el peor caso.", "7", ("standard",)),  # qualifying_phrase_after_box
    (
        "La respuesta es $\\boxed{7}$ en el mejor de los casos.",
        "7",
        ("standard",),
    ),  # qualifying_phrase_after_box
    (
        "La respuesta es $\\boxed{7}$ en el modelo simplificado.",
        "7",
        ("standard",),
    ),  # qualifying_phrase_after_box
    ("La réponse est $\\boxed{7}$ dans le pire des cas.", "7", ("standard",)),  # qualifying_phrase_after_box
    (
        "La réponse est $\\boxed{7}$ dans le modèle simplifié.",
        "7",
        ("standard",),
    ),  # qualifying_phrase_after_box
    ("答案是 $\\boxed{7}$ 作为估计。", "7", ("standard",)),  # qualifying_phrase_after_box
    ("उत्तर $\\boxed{7}$ सबसे बुरी स्थिति में है।", "7", ("standard",)),  # qualifying_phrase_after_box
    ("الإجابة هي $\\boxed{7}$ في أسوأ الأحوال.", "7", ("standard",)),  # qualifying_phrase_after_box
    ("The answer is $\\boxed{7}$, I figure.", "7", ("standard",)),  # hedge_after_box_unlisted
    ("The answer is $\\boxed{7}$ I figure.", "7", ("standard",)),  # hedge_after_box_unlisted
    ("The answer is $\\boxed{7}$ I presume.", "7", ("standard",)),  # hedge_after_box_unlisted
    ("The answer is $\\boxed{7}$ I suspect.", "7", ("standard",)),  # hedge_after_box_unlisted
    ("The answer is $\\boxed{7}$ I gather.", "7", ("standard",)),  # hedge_after_box_unlisted
    ("The answer is $\\boxed{7}$ I hope.", "7", ("standard",)),  # hedge_after_box_unlisted
    ("The answer is $\\boxed{7}$ I bet.", "7", ("standard",)),  # hedge_after_box_unlisted
    ("The answer is $\\boxed{7}$ methinks.", "7", ("standard",)),  # hedge_after_box_unlisted
    ("The answer is $\\boxed{7}$ I reckon.", "7", ("standard",)),  # hedge_after_box_unlisted
    ("The answer is $\\boxed{7}$ I'd wager.", "7", ("standard",)),  # hedge_after_box_unlisted
    ("The answer is $\\boxed{7}$ I daresay.", "7", ("standard",)),  # hedge_after_box_unlisted
    ("The answer is $\\boxed{7}$ I fancy.", "7", ("standard",)),  # hedge_after_box_unlisted
    ("The answer is $\\boxed{7}$ I wager.", "7", ("standard",)),  # hedge_after_box_unlisted
    ("答案是 $\\boxed{7}$ 吧。", "7", ("standard",)),  # hedge_after_box_unlisted
    ("उत्तर $\\boxed{7}$ होगा।", "7", ("standard",)),  # hedge_after_box_unlisted
    ("उत्तर $\\boxed{7}$ होना चाहिए।", "7", ("standard",)),  # hedge_after_box_unlisted
    ("الإجابة هي $\\boxed{7}$ على ما أظن.", "7", ("standard",)),  # hedge_after_box_unlisted
    ("The answer is $\\boxed{7}$ ⟶ 8.", "7", ("standard",)),  # arrow_replacement_after_box
    ("The answer is $\\boxed{7}$ ↦ 8.", "7", ("standard",)),  # arrow_replacement_after_box
    ("The answer is $\\boxed{7}$ ⇝ 8.", "7", ("standard",)),  # arrow_replacement_after_box
    ("The answer is $\\boxed{7}$ ~> 8.", "7", ("standard",)),  # arrow_replacement_after_box
    ("The answer is $\\boxed{7}$ ⟹ 8.", "7", ("standard",)),  # arrow_replacement_after_box
    ("The answer is $\\boxed{7}$ ➔ 8", "7", ("standard",)),  # arrow_replacement_after_box
    ("The answer is $\\boxed{7}$ --> 8", "7", ("standard",)),  # arrow_replacement_after_box
    ("The answer is $\\boxed{7}$ ⟿ 8", "7", ("standard",)),  # arrow_replacement_after_box
    ("The answer is $\\boxed{7}$ ⤳ 8.", "7", ("standard",)),  # arrow_replacement_after_box
    ("The answer is $\\boxed{7}$ ⇢ 8.", "7", ("standard",)),  # arrow_replacement_after_box
    ("The answer is $\\boxed{7}$ ⟼ 8.", "7", ("standard",)),  # arrow_replacement_after_box
    ("The answer is $\\boxed{7}$ ===> 8.", "7", ("standard",)),  # arrow_replacement_after_box
    ("Die Antwort ist $\\boxed{7}$ ⟶ 8.", "7", ("standard",)),  # arrow_replacement_after_box
    ("Die Antwort ist $\\boxed{7}$ ↦ 8.", "7", ("standard",)),  # arrow_replacement_after_box
    ("La respuesta es $\\boxed{7}$ ⟶ 8.", "7", ("standard",)),  # arrow_replacement_after_box
    ("La respuesta es $\\boxed{7}$ ⇝ 8.", "7", ("standard",)),  # arrow_replacement_after_box
    ("La réponse est $\\boxed{7}$ ⟶ 8.", "7", ("standard",)),  # arrow_replacement_after_box
    ("La réponse est $\\boxed{7}$ ~> 8.", "7", ("standard",)),  # arrow_replacement_after_box
    ("Ответ: $\\boxed{7}$ ⟶ 8.", "7", ("standard",)),  # arrow_replacement_after_box
    ("Ответ: $\\boxed{7}$ ↦ 8.", "7", ("standard",)),  # arrow_replacement_after_box
    ("답은 $\\boxed{7}$ ⟶ 8입니다.", "7", ("standard",)),  # arrow_replacement_after_box
    ("A resposta é $\\boxed{7}$ ⟶ 8.", "7", ("standard",)),  # arrow_replacement_after_box
    ("Cevap $\\boxed{7}$ ⟶ 8.", "7", ("standard",)),  # arrow_replacement_after_box
    ("Odpowiedź to $\\boxed{7}$ ⟶ 8.", "7", ("standard",)),  # arrow_replacement_after_box
    ("الإجابة هي $\\boxed{7}$ ⟶ 8.", "7", ("standard",)),  # arrow_replacement_after_box
    ("The answer is $\\boxed{7}$. 8, I mean.", "7", ("standard",)),  # later_value_i_meant
    ("The answer is $\\boxed{7}$. 8 I meant.", "7", ("standard",)),  # later_value_i_meant
    ("The answer is $\\boxed{7}$. 8 is what I meant.", "7", ("standard",)),  # later_value_i_meant
    ("The answer is $\\boxed{7}$. 8, I should say.", "7", ("standard",)),  # later_value_i_meant
    ("The answer is $\\boxed{7}$. 8 was meant.", "7", ("standard",)),  # later_value_i_meant
    ("The answer is $\\boxed{7}$. 我是说8。", "7", ("standard",)),  # later_value_i_meant
    ("The answer is $\\boxed{7}$. 8のつもりでした。", "7", ("standard",)),  # later_value_i_meant
    ("The answer is $\\boxed{7}$. 8이라는 뜻이었어요.", "7", ("standard",)),  # later_value_i_meant
    ("Die Antwort ist $\\boxed{7}$. 8, meine ich.", "7", ("standard",)),  # later_value_i_meant
    ("Die Antwort ist $\\boxed{7}$. 8 meinte ich.", "7", ("standard",)),  # later_value_i_meant
    ("La respuesta es $\\boxed{7}$. 8, quiero decir.", "7", ("standard",)),  # later_value_i_meant
    ("La respuesta es $\\boxed{7}$. 8 quise decir.", "7", ("standard",)),  # later_value_i_meant
    ("La réponse est $\\boxed{7}$. 8, je veux dire.", "7", ("standard",)),  # later_value_i_meant
    ("La réponse est $\\boxed{7}$. 8, je voulais dire.", "7", ("standard",)),  # later_value_i_meant
    ("Ответ: $\\boxed{7}$. 8, то есть.", "7", ("standard",)),  # later_value_i_meant
    ("Ответ: $\\boxed{7}$. 8, я имел в виду.", "7", ("standard",)),  # later_value_i_meant
    ("答案是 $\\boxed{7}$。我的意思是8。", "7", ("standard",)),  # later_value_i_meant
    ("答えは $\\boxed{7}$ です。8 と言いたかった。", "7", ("standard",)),  # later_value_i_meant
    ("답은 $\\boxed{7}$입니다. 8을 말하려던 거예요.", "7", ("standard",)),  # later_value_i_meant
    ("A resposta é $\\boxed{7}$. 8, quero dizer.", "7", ("standard",)),  # later_value_i_meant
    ("Cevap $\\boxed{7}$. 8 demek istedim.", "7", ("standard",)),  # later_value_i_meant
    ("Odpowiedź to $\\boxed{7}$. 8, chciałem powiedzieć.", "7", ("standard",)),  # later_value_i_meant
    ("La risposta è $\\boxed{7}$. 8, volevo dire.", "7", ("standard",)),  # later_value_i_meant
    ("उत्तर $\\boxed{7}$ है। 8, मेरा मतलब।", "7", ("standard",)),  # later_value_i_meant
    ("The answer is $\\boxed{7}$. Version 2: 8.", "7", ("standard",)),  # versioned_label_after
    ("The answer is $\\boxed{7}$. v2: 8", "7", ("standard",)),  # versioned_label_after
    ("The answer is $\\boxed{7}$. Final v2: 8.", "7", ("standard",)),  # versioned_label_after
    ("The answer is $\\boxed{7}$. Second version: 8.", "7", ("standard",)),  # versioned_label_after
    ("The answer is $\\boxed{7}$. Take 2: 8.", "7", ("standard",)),  # versioned_label_after
    ("The answer is $\\boxed{7}$. Attempt 2: 8.", "7", ("standard",)),  # versioned_label_after
    ("Die Antwort ist $\\boxed{7}$. Fassung 2: 8.", "7", ("standard",)),  # versioned_label_after
    ("Die Antwort ist $\\boxed{7}$. Version 2: 8.", "7", ("standard",)),  # versioned_label_after
    ("La respuesta es $\\boxed{7}$. Versión 2: 8.", "7", ("standard",)),  # versioned_label_after
    ("La réponse est $\\boxed{7}$. Version 2 : 8.", "7", ("standard",)),  # versioned_label_after
    ("Ответ: $\\boxed{7}$. Версия 2: 8.", "7", ("standard",)),  # versioned_label_after
    ("答案是 $\\boxed{7}$。第2版：8。", "7", ("standard",)),  # versioned_label_after
    ("答えは $\\boxed{7}$ です。第2版：8。", "7", ("standard",)),  # versioned_label_after
    ("답은 $\\boxed{7}$입니다. 버전 2: 8.", "7", ("standard",)),  # versioned_label_after
    ("A resposta é $\\boxed{7}$. Versão 2: 8.", "7", ("standard",)),  # versioned_label_after
    ("Cevap $\\boxed{7}$. Sürüm 2: 8.", "7", ("standard",)),  # versioned_label_after
    ("Odpowiedź to $\\boxed{7}$. Wersja 2: 8.", "7", ("standard",)),  # versioned_label_after
    ("La risposta è $\\boxed{7}$. Versione 2: 8.", "7", ("standard",)),  # versioned_label_after
    ("The answer is $\\boxed{7}$<sup>2</sup>.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("The answer is $\\boxed{7}$<sup>3</sup>.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("The answer is $\\boxed{7}$<sup>-1</sup>.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("The answer is $\\boxed{7}$<sup>k</sup>.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("The answer is $\\boxed{7}$<sup>×1000</sup>.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("The answer is $\\boxed{7}$<sub>8</sub>.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("The answer is $\\boxed{7}$<small>000</small>.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("The answer is $\\boxed{7}$<span>000</span>.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("The answer is $\\boxed{7}$<b>000</b>.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("The answer is $\\boxed{7}$**000**.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("The answer is **$\\boxed{7}$**000.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("The answer is $\\boxed{7}$`000`.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("The answer is $\\boxed{7}$_000_.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("The answer is $\\boxed{7}$ `thousand`.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("The answer is $\\boxed{7}$ <b>thousand</b>.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("The answer is $\\boxed{7}$<br>thousand.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("The answer is $\\boxed{7}$ \\textbf{thousand}.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("The answer is $\\boxed{7}$ \\emph{thousand}.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("The answer is $\\boxed{7}$ <i>squared</i>.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("The answer is $\\boxed{7}$ \\textit{squared}.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("Die Antwort ist $\\boxed{7}$ \\textbf{Tausend}.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("Die Antwort ist $\\boxed{7}$<sup>2</sup>.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("Die Antwort ist $\\boxed{7}$ <b>Tausend</b>.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("La respuesta es $\\boxed{7}$ \\textbf{mil}.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("La respuesta es $\\boxed{7}$ `mil`.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("La respuesta es $\\boxed{7}$<sup>2</sup>.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("La réponse est $\\boxed{7}$ \\emph{mille}.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("La réponse est $\\boxed{7}$ <b>mille</b>.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("Ответ: $\\boxed{7}$ \\textbf{тысяч}.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("Ответ: $\\boxed{7}$<sup>2</sup>.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("答案是 $\\boxed{7}$<sup>2</sup>。", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("A resposta é $\\boxed{7}$ \\textbf{mil}.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("Cevap $\\boxed{7}$ \\textbf{bin}.", "7", ("standard",)),  # markup_wrapped_tail_after_box
    ("The answer is $\\boxed{7}$‰.", "7", ("standard",)),  # symbol_glued_after_box
    ("The answer is $\\boxed{7}$ ‰", "7", ("standard",)),  # symbol_glued_after_box
    ("The answer is $\\boxed{7}$٪.", "7", ("standard",)),  # symbol_glued_after_box
    ("The answer is $\\boxed{7}$﹪", "7", ("standard",)),  # symbol_glued_after_box
    ("The answer is $\\boxed{7}$％.", "7", ("standard",)),  # symbol_glued_after_box
    ("The answer is $\\boxed{7}$′.", "7", ("standard",)),  # symbol_glued_after_box
    ("The answer is $\\boxed{7}$″", "7", ("standard",)),  # symbol_glued_after_box
    ("The answer is $\\boxed{7}$′′", "7", ("standard",)),  # symbol_glued_after_box
    ("The answer is $\\boxed{7}$E3", "7", ("standard",)),  # symbol_glued_after_box
    ("The answer is $\\boxed{7}$⁻¹", "7", ("standard",)),  # symbol_glued_after_box
    ("The answer is $\\boxed{7}$^{-1}", "7", ("standard",)),  # symbol_glued_after_box
    ("Die Antwort ist $\\boxed{7}$‰.", "7", ("standard",)),  # symbol_glued_after_box
    ("Die Antwort ist $\\boxed{7}$⁻¹.", "7", ("standard",)),  # symbol_glued_after_box
    ("La respuesta es $\\boxed{7}$‰.", "7", ("standard",)),  # symbol_glued_after_box
    ("La respuesta es $\\boxed{7}$％.", "7", ("standard",)),  # symbol_glued_after_box
    ("La réponse est $\\boxed{7}$‰.", "7", ("standard",)),  # symbol_glued_after_box
    ("La réponse est $\\boxed{7}$′.", "7", ("standard",)),  # symbol_glued_after_box
    ("Ответ: $\\boxed{7}$‰.", "7", ("standard",)),  # symbol_glued_after_box
    ("Ответ: $\\boxed{7}$⁻¹.", "7", ("standard",)),  # symbol_glued_after_box
    ("答案是 $\\boxed{7}$％。", "7", ("standard",)),  # symbol_glued_after_box
    ("答案是 $\\boxed{7}$‰。", "7", ("standard",)),  # symbol_glued_after_box
    ("答えは $\\boxed{7}$％です。", "7", ("standard",)),  # symbol_glued_after_box
    ("답은 $\\boxed{7}$％입니다.", "7", ("standard",)),  # symbol_glued_after_box
    ("الإجابة هي $\\boxed{7}$٪.", "7", ("standard",)),  # symbol_glued_after_box
    ("Cevap $\\boxed{7}$‰.", "7", ("standard",)),  # symbol_glued_after_box
    ("Odpowiedź to $\\boxed{7}$‰.", "7", ("standard",)),  # symbol_glued_after_box
    ("A resposta é $\\boxed{7}$‰.", "7", ("standard",)),  # symbol_glued_after_box
    ("उत्तर $\\boxed{7}$‰ है।", "7", ("standard",)),  # symbol_glued_after_box
    ("<b>Falsch:</b> Die Antwort ist $\\boxed{7}$.", "7", ("standard",)),  # markup_label_before_box
    ("<i>Bob:</i> the answer is $\\boxed{7}$.", "7", ("standard",)),  # markup_label_before_box
    ("<sup>draft</sup> The answer is $\\boxed{7}$.", "7", ("standard",)),  # markup_label_before_box
    ("<b>不正解：</b>答えは $\\boxed{7}$ です。", "7", ("standard",)),  # markup_label_before_box
    ("<b>Yanlış:</b> cevap $\\boxed{7}$.", "7", ("standard",)),  # markup_label_before_box
    ("<b>Błędnie:</b> odpowiedź to $\\boxed{7}$.", "7", ("standard",)),  # markup_label_before_box
    ("<i>Mein Freund:</i> Die Antwort ist $\\boxed{7}$.", "7", ("standard",)),  # markup_label_before_box
    ("<i>Mi amigo:</i> la respuesta es $\\boxed{7}$.", "7", ("standard",)),  # markup_label_before_box
    ("<sup>Entwurf</sup> Die Antwort ist $\\boxed{7}$.", "7", ("standard",)),  # markup_label_before_box
    ("<sup>borrador</sup> La respuesta es $\\boxed{7}$.", "7", ("standard",)),  # markup_label_before_box
    ("<small>(geraten)</small> Die Antwort ist $\\boxed{7}$.", "7", ("standard",)),  # markup_label_before_box
    ("<mark>Falsch:</mark> Die Antwort ist $\\boxed{7}$.", "7", ("standard",)),  # markup_label_before_box
    ("The answer is $\\boxed{7}$⃠.", "7", ("standard",)),  # mark_after_box_unlisted
    ("The answer is $\\boxed{7}$⃠ 8.", "7", ("standard",)),  # mark_after_box_unlisted
    ("The answer is $\\boxed{7}$ ⃠.", "7", ("standard",)),  # mark_after_box_unlisted
    ("The answer is $\\boxed{7}$̸.", "7", ("standard",)),  # mark_after_box_unlisted
    ("The answer is $\\boxed{7}$̶.", "7", ("standard", "strict")),  # mark_after_box_unlisted
    ("Die Antwort ist $\\boxed{7}$⃠.", "7", ("standard",)),  # mark_after_box_unlisted
    ("La respuesta es $\\boxed{7}$⃠.", "7", ("standard",)),  # mark_after_box_unlisted
    ("La réponse est $\\boxed{7}$⃠.", "7", ("standard",)),  # mark_after_box_unlisted
    ("Ответ: $\\boxed{7}$⃠.", "7", ("standard",)),  # mark_after_box_unlisted
    ("答案是 $\\boxed{7}$⃠。", "7", ("standard",)),  # mark_after_box_unlisted
    ("答えは $\\boxed{7}$⃠ です。", "7", ("standard",)),  # mark_after_box_unlisted
    ("Die Antwort ist $\\boxed{7}$̶.", "7", ("standard", "strict")),  # mark_after_box_unlisted
    ("La respuesta es $\\boxed{7}$̶.", "7", ("standard", "strict")),  # mark_after_box_unlisted
    ("Ответ: $\\boxed{7}$̶.", "7", ("standard", "strict")),  # mark_after_box_unlisted
    ("The answer is $\\boxed{7}$ ⛔", "7", ("standard",)),  # mark_after_box_unlisted
    ("The answer is $\\boxed{7}$ 🙅", "7", ("standard",)),  # mark_after_box_unlisted
    ("The answer is $\\boxed{7}$ 🎲", "7", ("standard",)),  # mark_after_box_unlisted
    ("The answer is $\\boxed{7}$ ❓", "7", ("standard",)),  # mark_after_box_unlisted
    ("The answer is $\\boxed{7}$ 😅", "7", ("standard",)),  # mark_after_box_unlisted
    ("Ответ: $\\boxed{7}$ 🎲", "7", ("standard",)),  # mark_after_box_unlisted
    ("Die Antwort ist $\\boxed{7}$ ⛔", "7", ("standard",)),  # mark_after_box_unlisted
    ("La respuesta es $\\boxed{7}$ 🙅", "7", ("standard",)),  # mark_after_box_unlisted
    ("La réponse est $\\boxed{7}$ ❓", "7", ("standard",)),  # mark_after_box_unlisted
    ("答案是 $\\boxed{7}$ 🎲", "7", ("standard",)),  # mark_after_box_unlisted
    ("答えは $\\boxed{7}$ ⛔", "7", ("standard",)),  # mark_after_box_unlisted
    ("답은 $\\boxed{7}$ 🙅", "7", ("standard",)),  # mark_after_box_unlisted
    ("Cevap $\\boxed{7}$ ❓", "7", ("standard",)),  # mark_after_box_unlisted
    ("Odpowiedź to $\\boxed{7}$ 🎲", "7", ("standard",)),  # mark_after_box_unlisted
    ("A resposta é $\\boxed{7}$ ⛔", "7", ("standard",)),  # mark_after_box_unlisted
    ("Angenommen, die Antwort ist $\\boxed{7}$.", "7", ("standard",)),  # supposition_lead
    ("Supongamos que la respuesta es $\\boxed{7}$.", "7", ("standard",)),  # supposition_lead
    ("Admettons que la réponse est $\\boxed{7}$.", "7", ("standard",)),  # supposition_lead
    ("Предположим, что ответ $\\boxed{7}$.", "7", ("standard", "strict")),  # supposition_lead
    ("Допустим, ответ $\\boxed{7}$.", "7", ("standard",)),  # supposition_lead
    ("Załóżmy, że odpowiedź to $\\boxed{7}$.", "7", ("standard",)),  # supposition_lead
    ("Suponhamos que a resposta é $\\boxed{7}$.", "7", ("standard",)),  # supposition_lead
    ("答えが $\\boxed{7}$ だと仮定する。", "7", ("standard",)),  # supposition_lead
    ("मान लीजिए उत्तर $\\boxed{7}$ है।", "7", ("standard",)),  # supposition_lead
    ("لنفترض أن الإجابة هي $\\boxed{7}$.", "7", ("standard",)),  # supposition_lead
    ("Stel dat het antwoord $\\boxed{7}$ is.", "7", ("standard",)),  # supposition_lead
    ("Giả sử đáp án là $\\boxed{7}$.", "7", ("standard",)),  # supposition_lead
    ("If the die were loaded, the answer would be $\\boxed{7}$.", "7", ("standard",)),  # counterfactual_lead
    ("Had I not made an error, the answer would be $\\boxed{7}$.", "7", ("standard",)),  # counterfactual_lead
    ("Were the coin fair, the answer would be $\\boxed{7}$.", "7", ("standard",)),  # counterfactual_lead
    ("Wäre der Würfel gezinkt, wäre die Antwort $\\boxed{7}$.", "7", ("standard",)),  # counterfactual_lead
    ("La respuesta habría sido $\\boxed{7}$.", "7", ("standard",)),  # counterfactual_lead
    ("La réponse aurait été $\\boxed{7}$.", "7", ("standard",)),  # counterfactual_lead
    ("Если бы кубик был нечестным, ответ был бы $\\boxed{7}$.", "7", ("standard",)),  # counterfactual_lead
    ("Ответ был бы $\\boxed{7}$.", "7", ("standard",)),  # counterfactual_lead
    ("答えは $\\boxed{7}$ だったはずだ。", "7", ("standard",)),  # counterfactual_lead
    ("अगर पासा गड़बड़ होता, तो उत्तर $\\boxed{7}$ होता।", "7", ("standard",)),  # counterfactual_lead
    ("لو كان النرد مغشوشًا لكانت الإجابة $\\boxed{7}$.", "7", ("standard",)),  # counterfactual_lead
    ('"Cevap $\\boxed{7}$" dedi Ali.', "7", ("standard",)),  # quoted_speech_attributed
    ("“Cevap $\\boxed{7}$” dedi öğretmen.", "7", ("standard",)),  # quoted_speech_attributed
    ("“उत्तर $\\boxed{7}$ है,” राम ने कहा।", "7", ("standard",)),  # quoted_speech_attributed
    ("“उत्तर $\\boxed{7}$ है,” मेरे दोस्त ने कहा।", "7", ("standard",)),  # quoted_speech_attributed
    ("قال بوب: «الإجابة هي $\\boxed{7}$».", "7", ("standard",)),  # quoted_speech_attributed
    ("قال صديقي: «الإجابة هي $\\boxed{7}$».", "7", ("standard",)),  # quoted_speech_attributed
    ("Bob sagte: „Die Antwort ist $\\boxed{7}$.“", "7", ("standard",)),  # quoted_speech_attributed
    ("Mein Freund meinte: „Die Antwort ist $\\boxed{7}$.“", "7", ("standard",)),  # quoted_speech_attributed
    ("Anna behauptete: „Die Antwort ist $\\boxed{7}$.“", "7", ("standard",)),  # quoted_speech_attributed
    ("Боб сказал: «Ответ $\\boxed{7}$».", "7", ("standard",)),  # quoted_speech_attributed
    ("Мой друг заявил: «Ответ $\\boxed{7}$».", "7", ("standard",)),  # quoted_speech_attributed
    ("Иван ответил: «Ответ $\\boxed{7}$».", "7", ("standard",)),  # quoted_speech_attributed
    ("Ali dedi ki: “Cevap $\\boxed{7}$.”", "7", ("standard",)),  # quoted_speech_attributed
    ("Bob powiedział: „Odpowiedź to $\\boxed{7}$”.", "7", ("standard",)),  # quoted_speech_attributed
    ("Bob disse: “A resposta é $\\boxed{7}$.”", "7", ("standard",)),  # quoted_speech_attributed
    ("Bob ha detto: «La risposta è $\\boxed{7}$».", "7", ("standard",)),  # quoted_speech_attributed
    ("Bob zei: „Het antwoord is $\\boxed{7}$.”", "7", ("standard",)),  # quoted_speech_attributed
    ("राम ने कहा: “उत्तर $\\boxed{7}$ है।”", "7", ("standard",)),  # quoted_speech_attributed
    ("Bob nói: “Đáp án là $\\boxed{7}$.”", "7", ("standard",)),  # quoted_speech_attributed
    ("The answer is $\\boxed{7}$~thousand.", "7", ("standard",)),  # spacing_command_after_box
    ("The answer is $\\boxed{7}$~hundred.", "7", ("standard",)),  # spacing_command_after_box
    ("The answer is $\\boxed{7}$~million.", "7", ("standard",)),  # spacing_command_after_box
    ("The answer is $\\boxed{7}$~dozen.", "7", ("standard",)),  # spacing_command_after_box
    ("The answer is $\\boxed{7}$~squared.", "7", ("standard",)),  # spacing_command_after_box
    ("The answer is $\\boxed{7}$~halved.", "7", ("standard",)),  # spacing_command_after_box
    ("The answer is $\\boxed{7}$~less one.", "7", ("standard",)),  # spacing_command_after_box
    ("The answer is $\\boxed{7}$~or so.", "7", ("standard",)),  # spacing_command_after_box
    ("The answer is $\\boxed{7}$\\,thousand.", "7", ("standard",)),  # spacing_command_after_box
    ("The answer is $\\boxed{7}$\\ thousand.", "7", ("standard",)),  # spacing_command_after_box
    ("The answer is $\\boxed{7}$\\;thousand.", "7", ("standard",)),  # spacing_command_after_box
    ("The answer is $\\boxed{7}$\xa0thousand.", "7", ("standard",)),  # spacing_command_after_box
    ("The answer is $\\boxed{7}$\u202fthousand.", "7", ("standard",)),  # spacing_command_after_box
    ("The answer is $\\boxed{7}$\u2009thousand.", "7", ("standard",)),  # spacing_command_after_box
    ("The answer is $\\boxed{7}$~plus one.", "7", ("standard",)),  # spacing_command_after_box
    ("Die Antwort ist $\\boxed{7}$~Tausend.", "7", ("standard",)),  # spacing_command_after_box
    ("Die Antwort ist $\\boxed{7}$\xa0Tausend.", "7", ("standard",)),  # spacing_command_after_box
    ("Die Antwort ist $\\boxed{7}$~ungefähr.", "7", ("standard",)),  # spacing_command_after_box
    ("La réponse est $\\boxed{7}$~mille.", "7", ("standard",)),  # spacing_command_after_box
    ("La réponse est $\\boxed{7}$\u202fmille.", "7", ("standard",)),  # spacing_command_after_box
    ("La réponse est $\\boxed{7}$~environ.", "7", ("standard",)),  # spacing_command_after_box
    ("La respuesta es $\\boxed{7}$~mil.", "7", ("standard",)),  # spacing_command_after_box
    ("La respuesta es $\\boxed{7}$\\,millones.", "7", ("standard",)),  # spacing_command_after_box
    ("La respuesta es $\\boxed{7}$~más o menos.", "7", ("standard",)),  # spacing_command_after_box
    ("A resposta é $\\boxed{7}$~mil.", "7", ("standard",)),  # spacing_command_after_box
    ("A resposta é $\\boxed{7}$~milhões.", "7", ("standard",)),  # spacing_command_after_box
    ("Ответ: $\\boxed{7}$~тысяч.", "7", ("standard",)),  # spacing_command_after_box
    ("Ответ: $\\boxed{7}$\xa0млн.", "7", ("standard",)),  # spacing_command_after_box
    ("Odpowiedź to $\\boxed{7}$~tysięcy.", "7", ("standard",)),  # spacing_command_after_box
    ("La risposta è $\\boxed{7}$~mila.", "7", ("standard",)),  # spacing_command_after_box
    ("Cevap $\\boxed{7}$~bin.", "7", ("standard",)),  # spacing_command_after_box
    ("Het antwoord is $\\boxed{7}$~duizend.", "7", ("standard",)),  # spacing_command_after_box
    ("उत्तर $\\boxed{7}$~हज़ार है।", "7", ("standard",)),  # spacing_command_after_box
    ("答案是 $\\boxed{7}$~千。", "7", ("standard",)),  # spacing_command_after_box
    ("答えは $\\boxed{7}$~万です。", "7", ("standard",)),  # spacing_command_after_box
    ("답은 $\\boxed{7}$~만입니다.", "7", ("standard",)),  # spacing_command_after_box
    ("The answer is $\\boxed{£7}$m.", "7", ("standard", "strict")),  # currency_magnitude_glued
    ("The answer is $\\boxed{€7}$m.", "7", ("standard", "strict")),  # currency_magnitude_glued
    ("The answer is $\\boxed{\\$7}$m.", "7", ("standard", "strict")),  # currency_magnitude_glued
    ("The answer is $\\boxed{£7}$M.", "7", ("standard", "strict")),  # currency_magnitude_glued
    ("The answer is $\\boxed{¥7}$m.", "7", ("standard", "strict")),  # currency_magnitude_glued
    ("The answer is $\\boxed{₹7}$L.", "7", ("standard", "strict")),  # currency_magnitude_glued
    ("The answer is $\\boxed{£7}$ m.", "7", ("standard", "strict")),  # currency_magnitude_glued
    ("The answer is $\\boxed{£7}$m in total.", "7", ("standard",)),  # currency_magnitude_glued
    ("The answer is $\\boxed{\\$7}$M.", "7", ("standard", "strict")),  # currency_magnitude_glued
    ("The answer is $\\boxed{€7}$M.", "7", ("standard", "strict")),  # currency_magnitude_glued
    ("The answer is $\\boxed{₹7}$ L.", "7", ("standard", "strict")),  # currency_magnitude_glued
    ("The answer is $\\boxed{₩7}$M.", "7", ("standard", "strict")),  # currency_magnitude_glued
    ("The answer is $\\boxed{7\\,€}$ M.", "7", ("standard", "strict")),  # currency_magnitude_glued
    ("La réponse est $\\boxed{7 €}$ M.", "7", ("standard", "strict")),  # currency_magnitude_glued
    ("La réponse est $\\boxed{7\\,€}$ M.", "7", ("standard", "strict")),  # currency_magnitude_glued
    ("La respuesta es $\\boxed{7 €}$ M.", "7", ("standard", "strict")),  # currency_magnitude_glued
    ("A resposta é $\\boxed{7 €}$ M.", "7", ("standard", "strict")),  # currency_magnitude_glued
    ("Die Antwort ist $\\boxed{7 €}$ Tsd.", "7", ("standard",)),  # currency_magnitude_glued
    ("Die Antwort ist $\\boxed{€7}$m.", "7", ("standard", "strict")),  # currency_magnitude_glued
    ("Ответ: $\\boxed{€7}$m.", "7", ("standard", "strict")),  # currency_magnitude_glued
    ("答案是 $\\boxed{¥7}$m。", "7", ("standard", "strict")),  # currency_magnitude_glued
    ("उत्तर $\\boxed{₹7}$L है।", "7", ("standard", "strict")),  # currency_magnitude_glued
    ("The company earned $\\boxed{£7}$m.", "7", ("standard",)),  # currency_magnitude_glued
    ("The deal was worth $\\boxed{\\$7}$M.", "7", ("standard",)),  # currency_magnitude_glued
    (
        "\\begin{note}Wrong: the answer is $\\boxed{7}$.\\end{note}",
        "7",
        ("standard",),
    ),  # environment_glued_label
    (
        "\\begin{remark}Wrong: the answer is $\\boxed{7}$.\\end{remark}",
        "7",
        ("standard",),
    ),  # environment_glued_label
    (
        "\\begin{step}Wrong: the answer is $\\boxed{7}$.\\end{step}",
        "7",
        ("standard",),
    ),  # environment_glued_label
    (
        "\\begin{quote}Wrong: the answer is $\\boxed{7}$.\\end{quote}",
        "7",
        ("standard",),
    ),  # environment_glued_label
    (
        "\\begin{center}Wrong: the answer is $\\boxed{7}$.\\end{center}",
        "7",
        ("standard",),
    ),  # environment_glued_label
    (
        "\\begin{center}Incorrect: the answer is $\\boxed{7}$.\\end{center}",
        "7",
        ("standard",),
    ),  # environment_glued_label
    (
        "\\begin{center}Draft: the answer is $\\boxed{7}$.\\end{center}",
        "7",
        ("standard", "strict"),
    ),  # environment_glued_label
    (
        "\\begin{center}Guess: the answer is $\\boxed{7}$.\\end{center}",
        "7",
        ("standard",),
    ),  # environment_glued_label
    (
        "\\begin{note}Falsch: Die Antwort ist $\\boxed{7}$.\\end{note}",
        "7",
        ("standard",),
    ),  # environment_glued_label
    (
        "\\begin{note}Faux : la réponse est $\\boxed{7}$.\\end{note}",
        "7",
        ("standard",),
    ),  # environment_glued_label
    (
        "\\begin{quote}Incorrecto: la respuesta es $\\boxed{7}$.\\end{quote}",
        "7",
        ("standard",),
    ),  # environment_glued_label
    (
        "\\begin{quote}不正解：答えは $\\boxed{7}$ です。\\end{quote}",
        "7",
        ("standard",),
    ),  # environment_glued_label
    ("\\begin{quote}Yanlış: cevap $\\boxed{7}$.\\end{quote}", "7", ("standard",)),  # environment_glued_label
    (
        "\\begin{quote}Błędnie: odpowiedź to $\\boxed{7}$.\\end{quote}",
        "7",
        ("standard",),
    ),  # environment_glued_label
    (
        "\\begin{quote}Errado: a resposta é $\\boxed{7}$.\\end{quote}",
        "7",
        ("standard",),
    ),  # environment_glued_label
    (
        "\\begin{quote}Bob: the answer is $\\boxed{7}$.\\end{quote}",
        "7",
        ("standard",),
    ),  # environment_glued_label
    (
        "\\begin{quote}Mein Freund: Die Antwort ist $\\boxed{7}$.\\end{quote}",
        "7",
        ("standard",),
    ),  # environment_glued_label
    (
        "\\begin{quote}Mi amigo: la respuesta es $\\boxed{7}$.\\end{quote}",
        "7",
        ("standard",),
    ),  # environment_glued_label
    (
        "\\begin{quote}The key: the answer is $\\boxed{7}$.\\end{quote}",
        "7",
        ("standard",),
    ),  # environment_glued_label
    (
        "\\begin{quote}ChatGPT: the answer is $\\boxed{7}$.\\end{quote}",
        "7",
        ("standard",),
    ),  # environment_glued_label
    (
        "\\begin{quote}Mon ami : la réponse est $\\boxed{7}$.\\end{quote}",
        "7",
        ("standard",),
    ),  # environment_glued_label
    (
        "\\begin{quote}Мой друг: ответ $\\boxed{7}$.\\end{quote}",
        "7",
        ("standard",),
    ),  # environment_glued_label
    (
        "\\begin{quote}我朋友：答案是 $\\boxed{7}$。\\end{quote}",
        "7",
        ("standard",),
    ),  # environment_glued_label
    (
        "\\begin{itemize}\\item Wrong: the answer is $\\boxed{7}$.\\end{itemize}",
        "7",
        ("standard",),
    ),  # environment_glued_label
    (
        "\\begin{enumerate}\\item Falsch: Die Antwort ist $\\boxed{7}$.\\end{enumerate}",
        "7",
        ("standard", "strict"),
    ),  # environment_glued_label
    (
        "\\begin{answer}[draft]The answer is $\\boxed{7}$.\\end{answer}",
        "7",
        ("standard",),
    ),  # environment_optional_title
    (
        "\\begin{answer}[from the key]The answer is $\\boxed{7}$.\\end{answer}",
        "7",
        ("standard", "strict"),
    ),  # environment_optional_title
    (
        "\\begin{answer}[v1]The answer is $\\boxed{7}$.\\end{answer}",
        "7",
        ("standard", "strict"),
    ),  # environment_optional_title
    (
        "\\begin{answer}[Bob]The answer is $\\boxed{7}$.\\end{answer}",
        "7",
        ("standard",),
    ),  # environment_optional_title
    (
        "\\begin{answer}[old]The answer is $\\boxed{7}$.\\end{answer}",
        "7",
        ("standard",),
    ),  # environment_optional_title
    (
        "\\begin{solution}[draft]The answer is $\\boxed{7}$.\\end{solution}",
        "7",
        ("standard",),
    ),  # environment_optional_title
    (
        "\\begin{answer}[falsch]Die Antwort ist $\\boxed{7}$.\\end{answer}",
        "7",
        ("standard",),
    ),  # environment_optional_title
    (
        "\\begin{answer}[Entwurf]Die Antwort ist $\\boxed{7}$.\\end{answer}",
        "7",
        ("standard",),
    ),  # environment_optional_title
    (
        "\\begin{answer}[erróneo]La respuesta es $\\boxed{7}$.\\end{answer}",
        "7",
        ("standard",),
    ),  # environment_optional_title
    (
        "\\begin{answer}[borrador]La respuesta es $\\boxed{7}$.\\end{answer}",
        "7",
        ("standard",),
    ),  # environment_optional_title
    (
        "\\begin{answer}[brouillon]La réponse est $\\boxed{7}$.\\end{answer}",
        "7",
        ("standard",),
    ),  # environment_optional_title
    (
        "\\begin{answer}[faux]La réponse est $\\boxed{7}$.\\end{answer}",
        "7",
        ("standard",),
    ),  # environment_optional_title
    (
        "\\begin{answer}[草稿]答案是 $\\boxed{7}$。\\end{answer}",
        "7",
        ("standard",),
    ),  # environment_optional_title
    (
        "\\begin{answer}[下書き]答えは $\\boxed{7}$ です。\\end{answer}",
        "7",
        ("standard",),
    ),  # environment_optional_title
    (
        "\\begin{answer}[rascunho]A resposta é $\\boxed{7}$.\\end{answer}",
        "7",
        ("standard",),
    ),  # environment_optional_title
    (
        "\\begin{answer}[szkic]Odpowiedź to $\\boxed{7}$.\\end{answer}",
        "7",
        ("standard",),
    ),  # environment_optional_title
    (
        "\\begin{answer}[taslak]Cevap $\\boxed{7}$.\\end{answer}",
        "7",
        ("standard",),
    ),  # environment_optional_title
    (
        "\\begin{result}[previous problem]The answer is $\\boxed{7}$.\\end{result}",
        "7",
        ("standard",),
    ),  # environment_optional_title
    (
        "\\begin{tcolorbox}[title=Falsch]Die Antwort ist $\\boxed{7}$.\\end{tcolorbox}",
        "7",
        ("standard",),
    ),  # environment_optional_title
    (
        "\\begin{tcolorbox}[title=Faux]La réponse est $\\boxed{7}$.\\end{tcolorbox}",
        "7",
        ("standard",),
    ),  # environment_optional_title
    (
        "\\begin{tcolorbox}[title=Draft]The answer is $\\boxed{7}$.\\end{tcolorbox}",
        "7",
        ("standard",),
    ),  # environment_optional_title
    (
        "\\begin{tcolorbox}[colback=red!5,title=Falsch]Die Antwort ist $\\boxed{7}$.\\end{tcolorbox}",
        "7",
        ("standard",),
    ),  # environment_optional_title
    (
        "\\begin{tcolorbox}[title=Entwurf]Die Antwort ist $\\boxed{7}$.\\end{tcolorbox}",
        "7",
        ("standard",),
    ),  # environment_optional_title
    (
        "\\begin{remark}[Old answer]The answer is $\\boxed{7}$.\\end{remark}",
        "7",
        ("standard",),
    ),  # environment_optional_title
    (
        "\\begin{tabular}{ll} Falsch & $\\boxed{7}$ \\end{tabular}",
        "7",
        ("standard", "strict"),
    ),  # table_cell_label
    (
        "\\begin{tabular}{ll} Faux & $\\boxed{7}$ \\end{tabular}",
        "7",
        ("standard", "strict"),
    ),  # table_cell_label
    ("\\begin{tabular}{ll} Errado & $\\boxed{7}$ \\end{tabular}", "7", ("standard",)),  # table_cell_label
    ("\\begin{tabular}{ll} Yanlış & $\\boxed{7}$ \\end{tabular}", "7", ("standard",)),  # table_cell_label
    ("\\begin{tabular}{ll} Błędnie & $\\boxed{7}$ \\end{tabular}", "7", ("standard",)),  # table_cell_label
    ("\\begin{tabular}{ll} गलत & $\\boxed{7}$ \\end{tabular}", "7", ("standard",)),  # table_cell_label
    ("\\begin{tabular}{ll} خطأ & $\\boxed{7}$ \\end{tabular}", "7", ("standard",)),  # table_cell_label
    ("\\begin{tabular}{ll} Sbagliato & $\\boxed{7}$ \\end{tabular}", "7", ("standard",)),  # table_cell_label
    (
        "\\begin{tabular}{ll} Неверно & $\\boxed{7}$ \\end{tabular}",
        "7",
        ("standard", "strict"),
    ),  # table_cell_label
    ("\\begin{tabular}{ll} Fout & $\\boxed{7}$ \\end{tabular}", "7", ("standard",)),  # table_cell_label
    (
        "\\begin{tabular}{ll} Distractor & $\\boxed{7}$ \\end{tabular}",
        "7",
        ("standard", "strict"),
    ),  # table_cell_label
    ("\\begin{tabular}{ll} Old answer & $\\boxed{7}$ \\end{tabular}", "7", ("standard",)),  # table_cell_label
    (
        "\\begin{tabular}{ll} Alte Antwort & $\\boxed{7}$ \\end{tabular}",
        "7",
        ("standard", "strict"),
    ),  # table_cell_label
    (
        "\\begin{tabular}{ll} Ancienne réponse & $\\boxed{7}$ \\end{tabular}",
        "7",
        ("standard", "strict"),
    ),  # table_cell_label
    (
        "\\begin{tabular}{ll} Старый ответ & $\\boxed{7}$ \\end{tabular}",
        "7",
        ("standard", "strict"),
    ),  # table_cell_label
    (
        "\\begin{tabular}{|l|l|} \\hline Falsch & $\\boxed{7}$ \\\\ \\hline \\end{tabular}",
        "7",
        ("standard",),
    ),  # table_cell_label
    (
        "\\begin{tabular}{ll} Falsch & $\\boxed{7}$ \\\\ Richtig & 8 \\end{tabular}",
        "7",
        ("standard",),
    ),  # table_cell_label
    (
        "\\begin{array}{ll} \\text{Falsch} & \\boxed{7} \\end{array}",
        "7",
        ("standard", "strict"),
    ),  # table_cell_label
    (
        "$\\begin{array}{ll} \\text{Faux} & \\boxed{7} \\end{array}$",
        "7",
        ("standard", "strict"),
    ),  # table_cell_label
    ("Falsch & $\\boxed{7}$", "7", ("standard", "strict")),  # table_cell_label
    ("Faux & $\\boxed{7}$", "7", ("standard", "strict")),  # table_cell_label
    ("| Falsch | $\\boxed{7}$ |", "7", ("standard",)),  # table_cell_label
    ("| Faux | $\\boxed{7}$ |", "7", ("standard",)),  # table_cell_label
    ("| Errado | $\\boxed{7}$ |", "7", ("standard",)),  # table_cell_label
    ("| Distractor | $\\boxed{7}$ |", "7", ("standard",)),  # table_cell_label
    (
        "\\begin{itemize}\\item[\\texttimes] The answer is $\\boxed{7}$.\\end{itemize}",
        "7",
        ("standard", "strict"),
    ),  # item_cross_mark
    (
        "\\begin{itemize}\\item[$\\times$] The answer is $\\boxed{7}$.\\end{itemize}",
        "7",
        ("standard", "strict"),
    ),  # item_cross_mark
    (
        "\\begin{itemize}\\item[\\xmark] The answer is $\\boxed{7}$.\\end{itemize}",
        "7",
        ("standard", "strict"),
    ),  # item_cross_mark
    (
        "\\begin{itemize}\\item[\\ding{55}] The answer is $\\boxed{7}$.\\end{itemize}",
        "7",
        ("standard", "strict"),
    ),  # item_cross_mark
    (
        "\\begin{itemize}\\item[\\ding{56}] The answer is $\\boxed{7}$.\\end{itemize}",
        "7",
        ("standard", "strict"),
    ),  # item_cross_mark
    (
        "\\begin{itemize}\\item[$\\boldsymbol{\\times}$] The answer is $\\boxed{7}$.\\end{itemize}",
        "7",
        ("standard", "strict"),
    ),  # item_cross_mark
    (
        "\\begin{itemize}\\item[\\texttimes] Die Antwort ist $\\boxed{7}$.\\end{itemize}",
        "7",
        ("standard", "strict"),
    ),  # item_cross_mark
    (
        "\\begin{itemize}\\item[\\xmark] La respuesta es $\\boxed{7}$.\\end{itemize}",
        "7",
        ("standard", "strict"),
    ),  # item_cross_mark
    (
        "\\begin{itemize}\\item[\\ding{55}] La réponse est $\\boxed{7}$.\\end{itemize}",
        "7",
        ("standard", "strict"),
    ),  # item_cross_mark
    (
        "\\begin{itemize}\\item[\\texttimes] 答案是 $\\boxed{7}$。\\end{itemize}",
        "7",
        ("standard", "strict"),
    ),  # item_cross_mark
    (
        "\\begin{itemize}\\item[\\xmark] 答えは $\\boxed{7}$ です。\\end{itemize}",
        "7",
        ("standard", "strict"),
    ),  # item_cross_mark
    (
        "\\begin{itemize}\\item[$\\times$] A resposta é $\\boxed{7}$.\\end{itemize}",
        "7",
        ("standard", "strict"),
    ),  # item_cross_mark
    (
        "\\begin{itemize}\\item[\\texttimes] Cevap $\\boxed{7}$.\\end{itemize}",
        "7",
        ("standard",),
    ),  # item_cross_mark
    (
        "\\begin{itemize}\\item[(draft)] The answer is $\\boxed{7}$.\\end{itemize}",
        "7",
        ("standard",),
    ),  # item_cross_mark
    (
        "\\begin{itemize}\\item[(Entwurf)] Die Antwort ist $\\boxed{7}$.\\end{itemize}",
        "7",
        ("standard",),
    ),  # item_cross_mark
    (
        "\\begin{itemize}\\item[(borrador)] La respuesta es $\\boxed{7}$.\\end{itemize}",
        "7",
        ("standard",),
    ),  # item_cross_mark
    (
        "\\begin{itemize}\\item[(brouillon)] La réponse est $\\boxed{7}$.\\end{itemize}",
        "7",
        ("standard",),
    ),  # item_cross_mark
    (
        "\\begin{itemize}\\item[(草稿)] 答案是 $\\boxed{7}$。\\end{itemize}",
        "7",
        ("standard",),
    ),  # item_cross_mark
    ("<!-- draft -->The answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # hidden_note_before_box
    ("<!-- wrong -->The answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # hidden_note_before_box
    (
        "<!-- not the answer -->The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # hidden_note_before_box
    ("<!-- decoy -->\nThe answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # hidden_note_before_box
    (
        "<!-- the real answer is 8 -->The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # hidden_note_before_box
    ("<!-- falsch -->Die Antwort ist $\\boxed{7}$.", "7", ("standard", "strict")),  # hidden_note_before_box
    ("<!-- Entwurf -->Die Antwort ist $\\boxed{7}$.", "7", ("standard", "strict")),  # hidden_note_before_box
    (
        "<!-- incorrecto -->La respuesta es $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # hidden_note_before_box
    ("<!-- faux -->La réponse est $\\boxed{7}$.", "7", ("standard", "strict")),  # hidden_note_before_box
    ("<!-- неверно -->Ответ: $\\boxed{7}$.", "7", ("standard", "strict")),  # hidden_note_before_box
    ("<!-- 错误 -->答案是 $\\boxed{7}$。", "7", ("standard", "strict")),  # hidden_note_before_box
    ("<!-- 不正解 -->答えは $\\boxed{7}$ です。", "7", ("standard", "strict")),  # hidden_note_before_box
    ("<!-- 오답 -->답은 $\\boxed{7}$입니다.", "7", ("standard", "strict")),  # hidden_note_before_box
    ("<!-- errado -->A resposta é $\\boxed{7}$.", "7", ("standard", "strict")),  # hidden_note_before_box
    ("<!-- yanlış -->Cevap $\\boxed{7}$.", "7", ("standard", "strict")),  # hidden_note_before_box
    ("<!-- błędnie -->Odpowiedź to $\\boxed{7}$.", "7", ("standard", "strict")),  # hidden_note_before_box
    (
        "<span hidden>wrong</span>The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # hidden_note_before_box
    (
        '<span style="display:none">not</span> The answer is $\\boxed{7}$.',
        "7",
        ("standard", "strict"),
    ),  # hidden_note_before_box
    (
        "<span hidden>falsch</span>Die Antwort ist $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # hidden_note_before_box
    (
        '<span style="display:none">no</span> La respuesta es $\\boxed{7}$.',
        "7",
        ("standard", "strict"),
    ),  # hidden_note_before_box
    (
        "<div hidden>Decoy below.</div>The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # hidden_note_before_box
    ("% wrong\nThe answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # hidden_note_before_box
    (
        "% the next line is a decoy\nThe answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # hidden_note_before_box
    (
        "\\iffalse real answer: 8 \\fi The answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # hidden_note_before_box
    ("% falsch\nDie Antwort ist $\\boxed{7}$.", "7", ("standard", "strict")),  # hidden_note_before_box
    ("The answer is <!-- not --> $\\boxed{7}$.", "7", ("standard", "strict")),  # hidden_note_before_box
    ("The answer is<!-- not--> $\\boxed{7}$.", "7", ("standard", "strict")),  # hidden_note_before_box
    ("The answer <!-- is not --> is $\\boxed{7}$.", "7", ("standard", "strict")),  # hidden_note_before_box
    ("The <!-- wrong --> answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # hidden_note_before_box
    ("Die Antwort ist <!-- nicht --> $\\boxed{7}$.", "7", ("standard", "strict")),  # hidden_note_before_box
    ("La respuesta <!-- no --> es $\\boxed{7}$.", "7", ("standard", "strict")),  # hidden_note_before_box
    (
        "La réponse <!-- n'est pas --> est $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # hidden_note_before_box
    ("Ответ <!-- не --> $\\boxed{7}$.", "7", ("standard", "strict")),  # hidden_note_before_box
    ("答案<!-- 不 -->是 $\\boxed{7}$。", "7", ("standard", "strict")),  # hidden_note_before_box
    ("The answer is %not\n$\\boxed{7}$.", "7", ("standard", "strict")),  # hidden_note_before_box
    ("The answer is \\iffalse not \\fi $\\boxed{7}$.", "7", ("standard", "strict")),  # hidden_note_before_box
    (
        "The answer is \\begin{comment}not\\end{comment} $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # hidden_note_before_box
    (
        "The answer is {\\color{white} not} $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # hidden_note_before_box
    (
        "The answer is \\textcolor{white}{not} $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # hidden_note_before_box
    (
        'The answer is <span style="color:white">not</span> $\\boxed{7}$.',
        "7",
        ("standard", "strict"),
    ),  # hidden_note_before_box
    (
        'The answer is <span style="font-size:0">not</span> $\\boxed{7}$.',
        "7",
        ("standard", "strict"),
    ),  # hidden_note_before_box
    (
        "[//]: # (wrong answer below)\nThe answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # hidden_note_before_box
    (
        "[comment]: <> (decoy)\nThe answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # hidden_note_before_box
    (
        "<!--\nThe following is wrong.\n-->\nThe answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # hidden_note_before_box
    (
        "Die Antwort ist \\textcolor{white}{nicht} $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # hidden_note_before_box
    (
        "La respuesta \\textcolor{white}{no} es $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # hidden_note_before_box
    ("Ответ \\textcolor{white}{не} $\\boxed{7}$.", "7", ("standard", "strict")),  # hidden_note_before_box
    ("答案\\textcolor{white}{不}是 $\\boxed{7}$。", "7", ("standard", "strict")),  # hidden_note_before_box
    ("答えは <!-- ではない --> $\\boxed{7}$ です。", "7", ("standard", "strict")),  # hidden_note_before_box
    ("답은 <!-- 아님 --> $\\boxed{7}$입니다.", "7", ("standard", "strict")),  # hidden_note_before_box
    ("The answer is 🄽🄾🅃 $\\boxed{7}$.", "7", ("standard", "strict")),  # negation_enclosed_letters
    ("The answer is 🅽🅾🆃 $\\boxed{7}$.", "7", ("standard", "strict")),  # negation_enclosed_letters
    ("The answer is 🅝🅞🅣 $\\boxed{7}$.", "7", ("standard", "strict")),  # negation_enclosed_letters
    ("The answer is ⒩⒪⒯ $\\boxed{7}$.", "7", ("standard", "strict")),  # negation_enclosed_letters
    ("The answer is N.O.T. $\\boxed{7}$.", "7", ("standard", "strict")),  # negation_enclosed_letters
    ("The answer is n.o.t. $\\boxed{7}$.", "7", ("standard", "strict")),  # negation_enclosed_letters
    ("The answer is 🄽🄴🅅🄴🅁 $\\boxed{7}$.", "7", ("standard", "strict")),  # negation_enclosed_letters
    ("Die Antwort ist 🄽🄸🄲🄷🅃 $\\boxed{7}$.", "7", ("standard", "strict")),  # negation_enclosed_letters
    ("Die Antwort ist 🅽🅸🅲🅷🆃 $\\boxed{7}$.", "7", ("standard", "strict")),  # negation_enclosed_letters
    ("Die Antwort ist N.I.C.H.T. $\\boxed{7}$.", "7", ("standard", "strict")),  # negation_enclosed_letters
    ("La respuesta 🄽🄾 es $\\boxed{7}$.", "7", ("standard", "strict")),  # negation_enclosed_letters
    ("La respuesta 🅽🅾 es $\\boxed{7}$.", "7", ("standard", "strict")),  # negation_enclosed_letters
    ("La respuesta N.O. es $\\boxed{7}$.", "7", ("standard",)),  # negation_enclosed_letters
    ("La réponse n'est 🄿🄰🅂 $\\boxed{7}$.", "7", ("standard", "strict")),  # negation_enclosed_letters
    ("La réponse n'est P.A.S. $\\boxed{7}$.", "7", ("standard", "strict")),  # negation_enclosed_letters
    ("A resposta 🄽🄰🄾 é $\\boxed{7}$.", "7", ("standard", "strict")),  # negation_enclosed_letters
    ("La risposta 🄽🄾🄽 è $\\boxed{7}$.", "7", ("standard", "strict")),  # negation_enclosed_letters
    ("Het antwoord is 🄽🄸🄴🅃 $\\boxed{7}$.", "7", ("standard", "strict")),  # negation_enclosed_letters
    ("Odpowiedź to 🄽🄸🄴 $\\boxed{7}$.", "7", ("standard", "strict")),  # negation_enclosed_letters
    ("Cevap $\\boxed{7}$ 🄳🄴🄶🄸🄻.", "7", ("standard",)),  # negation_enclosed_letters
    ("The answer isn‘t $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("The answer isn´t $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("The answer isn`t $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("The answer doesnt equal $\\boxed{7}$.", "7", ("standard", "strict")),  # negation_apostrophe_variants
    ("The answer doesn´t equal $\\boxed{7}$.", "7", ("standard", "strict")),  # negation_apostrophe_variants
    ("The answer can´t be $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("The answer cant be $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("The answer couldnt be $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("The answer wont be $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("The answer shouldnt be $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("The answer is n0t $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("The answer is n07 $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("Die Antwort ist n1cht $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("La respuesta n0 es $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("La réponse n'est p4s $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("A resposta nã0 é $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("La risposta n0n è $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("Het antwoord is n1et $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("Odpowiedź to n1e $\\boxed{7}$.", "7", ("standard", "strict")),  # negation_apostrophe_variants
    ("答案是 $\\boxed{7}$ 个苹果，因为我是猜的。", "7", ("standard",)),  # count_tail_reason_disowns
    (
        "答えは $\\boxed{7}$ 個です、なぜなら当てずっぽうだからです。",
        "7",
        ("standard",),
    ),  # count_tail_reason_disowns
    (
        "\\begin{tabular}{ll} Respuesta anterior & $\\boxed{7}$ \\end{tabular}",
        "7",
        ("standard", "strict"),
    ),  # table_cell_label
    ("答案的最后一位是 $\\boxed{7}$。", "7", ("standard",)),  # answer_part_lead
    ("答案的分子是 $\\boxed{7}$。", "7", ("standard",)),  # answer_part_lead
    ("答えの一の位は $\\boxed{7}$ です。", "7", ("standard",)),  # answer_part_lead
    ("答えの平方根は $\\boxed{7}$ です。", "7", ("standard",)),  # answer_part_lead
    ("답의 일의 자리는 $\\boxed{7}$입니다.", "7", ("standard",)),  # answer_part_lead
    ("답의 제곱근은 $\\boxed{7}$입니다.", "7", ("standard",)),  # answer_part_lead
    ("La respuesta es divisible por $\\boxed{7}$.", "7", ("standard",)),  # answer_property_predicate
    ("La respuesta es mayor que $\\boxed{7}$.", "7", ("standard",)),  # answer_property_predicate
    ("La réponse est divisible par $\\boxed{7}$.", "7", ("standard",)),  # answer_property_predicate
    ("La réponse est supérieure à $\\boxed{7}$.", "7", ("standard",)),  # answer_property_predicate
    ("Ответ больше $\\boxed{7}$.", "7", ("standard",)),  # answer_property_predicate
    ("答案以 $\\boxed{7}$ 结尾。", "7", ("standard",)),  # answer_property_predicate
    ("答案能被 $\\boxed{7}$ 整除。", "7", ("standard",)),  # answer_property_predicate
    ("答案有 $\\boxed{7}$ 位数。", "7", ("standard",)),  # answer_property_predicate
    ("答案大于 $\\boxed{7}$。", "7", ("standard", "strict")),  # answer_property_predicate
    ("答案小于 $\\boxed{7}$。", "7", ("standard", "strict")),  # answer_property_predicate
    ("답은 $\\boxed{7}$보다 크다.", "7", ("standard",)),  # answer_property_predicate
    ("답은 $\\boxed{7}$로 끝난다.", "7", ("standard",)),  # answer_property_predicate
    ("A resposta é maior que $\\boxed{7}$.", "7", ("standard",)),  # answer_property_predicate
    ("答案是 $\\boxed{7}$ 在最坏情况下。", "7", ("standard",)),  # qualifying_phrase_after_box
    ("答案是 $\\boxed{7}$ 在简化模型中。", "7", ("standard",)),  # qualifying_phrase_after_box
    ("答えは $\\boxed{7}$ 最悪の場合。", "7", ("standard",)),  # qualifying_phrase_after_box
    ("答えは $\\boxed{7}$ 簡略化したモデルで。", "7", ("standard",)),  # qualifying_phrase_after_box
    ("답은 $\\boxed{7}$ 최악의 경우.", "7", ("standard",)),  # qualifying_phrase_after_box
    ("答案是 $\\boxed{7}$ 吧，大概。", "7", ("standard",)),  # hedge_after_box_unlisted
    ("답은 $\\boxed{7}$ 같아요.", "7", ("standard",)),  # hedge_after_box_unlisted
    ("답은 $\\boxed{7}$일걸요.", "7", ("standard",)),  # hedge_after_box_unlisted
    ("답은 $\\boxed{7}$일 거예요.", "7", ("standard",)),  # hedge_after_box_unlisted
    ("The answer isnʼt $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("The answer isnt $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("The answer is'nt $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("The answer aint $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("The answer is nto $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("The answer wasnʼt $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("Die Antwort ist nich $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("Ответ нe $\\boxed{7}$.", "7", ("standard",)),  # negation_apostrophe_variants
    ("Nehmen wir an, die Antwort sei $\\boxed{7}$.", "7", ("standard",)),  # supposition_lead
    ("Supongamos que la respuesta fuera $\\boxed{7}$.", "7", ("standard",)),  # supposition_lead
    ("Supposons que la réponse soit $\\boxed{7}$.", "7", ("standard",)),  # supposition_lead
    ("Supponiamo che la risposta sia $\\boxed{7}$.", "7", ("standard", "strict")),  # supposition_lead
    ("Suponha que a resposta seja $\\boxed{7}$.", "7", ("standard",)),  # supposition_lead
    ("답이 $\\boxed{7}$이라고 가정하자.", "7", ("standard",)),  # supposition_lead
    (
        "Si el dado estuviera trucado, la respuesta sería $\\boxed{7}$.",
        "7",
        ("standard",),
    ),  # counterfactual_lead
    ("Si le dé était truqué, la réponse serait $\\boxed{7}$.", "7", ("standard",)),  # counterfactual_lead
    ("La réponse serait $\\boxed{7}$.", "7", ("standard", "strict")),  # counterfactual_lead
    ("如果骰子被做了手脚，答案会是 $\\boxed{7}$。", "7", ("standard",)),  # counterfactual_lead
    ("答案本来会是 $\\boxed{7}$。", "7", ("standard",)),  # counterfactual_lead
    ("주사위가 조작됐다면 답은 $\\boxed{7}$일 것이다.", "7", ("standard",)),  # counterfactual_lead
    ("답은 $\\boxed{7}$였을 것이다.", "7", ("standard",)),  # counterfactual_lead
    ("Gdyby kostka była oszukana, odpowiedź byłaby $\\boxed{7}$.", "7", ("standard",)),  # counterfactual_lead
    ("Se o dado fosse viciado, a resposta seria $\\boxed{7}$.", "7", ("standard",)),  # counterfactual_lead
    (
        "Se il dado fosse truccato, la risposta sarebbe $\\boxed{7}$.",
        "7",
        ("standard",),
    ),  # counterfactual_lead
]

review_tests(
    globals(), correct, open_wrong=OPEN_WRONG, controls=CONTROLS, honest_open=HONEST_OPEN, closed=CLOSED
)
