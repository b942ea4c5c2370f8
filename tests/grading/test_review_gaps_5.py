"""Gaps a sixth adversarial review found: wrong answers the math grader accepts, by family (text level).

The review probed the mechanisms rules version 9 added (docs/grading.md): the forms proven the gold's (spelled numbers, a number and a
plural count noun, `Result: 7`, `\\text{}` words, pmatrix for bmatrix), the tails whitelist that lets an exception (a recheck, a property
gloss, a reason bracket, a later sentence about the box's value) through, corrections after a boxed letter, the tilde "about" rule, the
middle dot between digits, scale words after the box, the provenance / dismissal / attribution tables and the labels that say "not
final", in new wording and other languages. Each family lists responses whose committed final answer is NOT the gold (or that give no
answer of the writer's own), with the modes that accept them today. They are ``xfail(strict=True)``: a case fails the suite once its gap
closes, so move it to CLOSED. The controls are honest answers of the same shapes; they must still be read in the modes listed.
HONEST_OPEN holds natural answers standard refuses today.

Found by black-box probing (the rules of docs/grading.md, not the source)."""

from __future__ import annotations

from review_gaps import MODES, STD, correct, review_tests

# a whole number and a plural count noun (proven_forms: read as the number) followed by words that change the value:
# a fraction ('and a half', 'and a quarter', 'et demie', 'und ein halber'), an operation ('minus one', 'plus one', 'less one', 'times two',
# 'menos una', 'moins une'), a bound ('at most', 'or more', 'or fewer', 'au moins', 'como mínimo') or a hedge ('or thereabouts', 'more or
# less', 'and change'); the count-noun reading checks the noun and does not read what follows it (also after a box and in a plain sentence)
COUNT_NOUN_TAIL = []

# a plural noun after the number that scales, groups, negates or exponentiates it and is in no table: below zero / in
# debt ('7 degrees below zero', '7 Grad unter Null', '7 grados bajo cero', '7 stopni poniżej zera'), powers ('7 orders of magnitude', '7
# órdenes de magnitud', '7 powers of ten'), grouping nouns of languages the tables lack or rarer words (Catalan 'centenars', 'desenes',
# 'dotzenes', 'parells', Galician 'milleiros', Spanish 'miríades', 'lustros', 'quinquenios', 'pentads', 'chiliads', 'reams', 'sixpacks',
# 'tenners'), fraction words used as nouns ('7 quarts de tarte', '7 cuartos de pizza', '7 quintos del total')
COUNT_NOUN_SCALES = []

# a scale word after the box in a language value_tails._SCALE_PHRASE lacks: Spanish/Portuguese/Catalan 'mil' (a
# thousand: the unit 'mil' shields it), Afrikaans 'duisend', Icelandic 'þúsund', Albanian 'mijë', Irish 'míle', Latin 'milia', Tamil,
# Telugu, Punjabi, Gujarati, Burmese, Khmer, Lao, Georgian, Armenian, Kazakh, Uzbek, Mongolian, Hausa, Yoruba, Zulu, Somali; the
# abbreviations 'mn', 'tn', 'Cr' (crore), 'arab', 'खरब', 'بليون' (billion), 'лакх'
SCALE_AFTER_BOX_UNLISTED = []

# a CJK scale character after an unboxed number with a space between ('7 万', '7 千', '7 億', Korean '7 만', '7 천'):
# the answer-is and expression fallbacks read 7, though the box tail reads 万 as a scale
CJK_SCALE_IN_PROSE = []

# 'almost' / 'just under' / 'over' right before the box in the languages of the lexicon (English 'almost', 'nearly'
# are in finality._OPERATOR_LEAD and refused): knapp, fast, beinahe, über, presque, casi, quasi, quase, почти, prawie, neredeyse, hampir,
# gần, bijna, σχεδόν, เกือบ, 将近, ほぼ, 거의; and the CJK suffixes that bound the value after it (7弱 'a bit under 7', 7強 'a bit over', 7多 /
# 7余 'more than 7')
ALMOST_BEFORE_BOX = []

# 'about' glued to an unboxed answer in Chinese, Korean, Indonesian (English 'The answer is about 7.', '~7', German
# 'etwa 7' are refused in standard): 左右, 差不多, 약, 정도, 쯤, kira-kira; and 'roughly/about N nouns' in a plain sentence
APPROX_IN_PROSE_CJK = []

# a one-word later sentence saying the box is only close ('Almost.', 'Nearly.', 'Close enough?', 'Presque.', 'Casi.',
# 'Почти.', '差一点。', '惜しい。', '아깝다.', 'Hampir.', 'Neredeyse.', 'Gần đúng.', 'Prawie.', 'Quase.', 'Σχεδόν.', 'लगभग।', 'تقريبًا.',
# 'เกือบ'): not in the dismissal lists
ALMOST_SENTENCE_AFTER = []

# a later sentence that is only a hedge or a tolerance ('More or less.' and 'Give or take.' are refused in English):
# '± 1.', 'Mehr oder weniger.', 'Más o menos.', 'Plus ou moins.', 'Più o meno.', 'Более или менее.', 'たぶんね。', '아마도.', 'Kurang
# lebih.', 'Aşağı yukarı.', 'Khoảng vậy.', 'Takriban.', 'Mniej więcej.', 'Mais ou menos.', 'Πάνω κάτω.', 'कमोबेश।', 'تقريبا.', 'ประมาณนั้น'
MORE_OR_LESS_AFTER = []

# a later verbless sentence that operates on the box ('Doubled.', 'Halved.', 'Squared.', 'Thousand.', 'In
# thousands.', 'Or one more.', 'Plus Sam.', 'Add Sam.') in English and the lexicon's languages; after_box.changes_box wants an arithmetic
# verb with an object ('Then double it.'), operates_on_box reads only the box's own sentence
OPERATION_SENTENCE_AFTER = []

# the tails whitelist lets 'the number of ways' / 'the count' / 'the total' through as an affirmation of the box
# even when a qualifier makes it a different quantity: 'before tax', 'before Sam joins', 'for one colour', 'per box', 'per row', 'for part
# (a)', 'for Monday only', 'in thousands', 'in dozens', 'the number of pairs / dozens'; in a gloss after the box, in a later sentence about
# 7, and after a recheck's equation
COUNTING_NOUN_QUALIFIED = []

# a property gloss followed by 'i.e.' and a relation of the box to the answer ('half of the answer', 'one less
# than the answer', 'the answer before rounding', 'the answer in dozens'), or a Japanese gloss after 、 that goes on to change it ('さらに1を
# 足します', '答えはその2倍です', '答えの半分です'): 'the answer' is an affirmation to the whitelist whatever relation precedes it
GLOSS_RELATES_TO_ANSWER = []

# after a boxed letter, a later correction to another letter that judged_value.box_corrected does not read: a bare
# letter with a mark ('(D)', 'D!', '→ D', '⇒ D', 'D, rather.'), a relative move ('The letter after it.', 'Shift it one letter down.', 'or
# rather the option after it', 'Choose the option below it.'), a verb of changing ('I'd change it to D.'), Turkish and Japanese choosing
# ('D'yi seçiyorum.', 'Dにします。')
LETTER_CORRECTION = []

# a later sentence that hands the answer to someone else with 'at least' ('At least that's what my friend said.'):
# the attribution table reads 'So says the key.' but not a hedge of this shape, in any language
ATTRIBUTED_AT_LEAST = []

# a later note naming an outside or unchecked source of the box in forms the source table lacks: 'Source: a random forum
# post.', '(copied from the back of the book)', 'Copied from Chegg.', 'Per Reddit.', 'Straight from Wolfram Alpha, unchecked.', 'Bob's
# answer, not mine.', 'Credit: Bob's guess.'
SOURCE_AFTER = []

# a later sentence placing the box in another problem or an earlier version: 'That's the answer to question 3.', 'That
# was for the old version of the problem.', 'That was last year's answer.', 'This is from the previous exercise.', 'Das war die Lösung von
# Aufgabe 3.', 'Esa era la respuesta del ejercicio 3.', '这是第3题的答案。', 'これは問3の答えです。'
OTHER_PROBLEM_AFTER = []

# 'my friend says the answer is' in languages whose reporting verbs provenance lacks (Turkish, Indonesian, Vietnamese,
# Greek, Hindi, Arabic, Thai; English, German, Spanish, French, Russian, Chinese, Japanese, Korean, Polish, Portuguese, Italian, Swahili are
# refused); Greek and Thai are read by strict too
HEARSAY_BEFORE = []

# a label or heading that says the box is not final in words the draft table lacks: a bracket after the answer's
# name ('Answer (for now):', '(WIP)', '(to be revised)', 'Antwort (vorerst):', 'Respuesta (por ahora):', 'Réponse (pour l'instant) :',
# 'Ответ (пока):', '答案（暂时）：', '答え（仮）：', 'Cevap (şimdilik):', 'Đáp án (tạm):', 'Jibu (kwa sasa):', 'Odpowiedź (na razie):',
# 'Resposta (por enquanto):', 'Risposta (per ora):'), a qualifier after it ('Answer so far:', 'Answer for now:', 'Answer, subject to
# change:'), 'Non-final answer:', 'Pending review:', 'Back-of-envelope:', a heading '### Not final'; several are read by strict
PROVISIONAL_LABEL = []

# a one-line 'Result: 7' (proven_forms.named_value) whose name is qualified as interim, partial or another
# part in words the qualifier check lacks ('Result so far:', 'Result at this stage:', 'Resultado hasta ahora:', 'Résultat jusqu'ici :',
# 'Matokeo ya awali:' (Swahili: preliminary), 'Result for part (a):', 'Result (bonus question):'), or followed by a dismissal ('Result: 7
# (off by one)')
NAMED_VALUE_QUALIFIED = [
    ("Result for part (a): 7", "7", STD),
]

# a matrix written between vertical bars (a determinant: `\left|...\right|`, `|...|`, `\lvert...\rvert`,
# `\Bigg|`, an `array` with `{|cc|}` rules) is read as the matrix for a pmatrix gold; the pmatrix/bmatrix renaming refuses `vmatrix` but
# not the same determinant written with delimiters; a matrix in braces or angle brackets is read too
DETERMINANT_BARS = []

# a tilde standing before a `$...$` span or an escaped dollar in prose ('The answer is ~$7$.', '~ $7$', 'Answer: ~\\$7',
# 'It costs ~\\$7.'): the tilde rule reads only a tilde glued to the number
TILDE_BEFORE_MATH = []

# U+2219 (bullet operator) between digits, which renders as the middle dot the rules refuse (`3·14` may be 3.14):
# read as a product in both modes ('3∙14' for 42)
BULLET_OPERATOR_DECIMAL = []

# a Markdown heading right above the answer that says it is not final, in English words the heading rule lacks
# ('### Not final', '### Unfinished', '### WIP', '### Incomplete', '### To be continued', '### Work in progress', '### TODO: verify') and in
# the lexicon's languages ('Nicht endgültig', 'No definitivo', 'Pas définitif', 'Не окончательно', '非最终', '最終ではない', '최종 아님',
# 'Kesin değil', 'Belum final', 'Chưa phải cuối cùng', 'Si ya mwisho', 'Nieostateczne', 'Não definitivo', 'Non definitivo', 'Όχι τελικό',
# 'अंतिम नहीं', 'ليس نهائيا', 'ยังไม่ใช่คำตอบสุดท้าย'); several are read by strict
HEADING_NOT_FINAL = []

# a bold bracketed tag opening the answer's line that marks it a draft ('**[draft]**', '**[WIP]**', '**[TODO]**',
# '**(scratch)**', '**[Entwurf]**', '**[borrador]**', '**[brouillon]**', '**[черновик]**', '**【草稿】**', '**【下書き】**'): the draft label
# table reads a label before a colon, not a tag
DRAFT_TAG = []

# a later 'sentence' that is only an emoticon, kaomoji or emoji of doubt, lying, hoping or embarrassment outside the
# dismissal list (which holds 🙃 😉 🤔 🤷 🙄 👎 ❌): the shrug and wink written as text ('¯\\_(ツ)_/¯', ';)', ':P', ':/', 'o_O'), 🧢 / 'Cap.'
# (slang: a lie), 🤞 (fingers crossed), 🤥-like 🙊 🫣 🙈 🤦 💀 🫠 😅 🥴 🥲, ❓ ⁉️ ⚠️ ⛔
EMOTICON_DISMISSAL = []

# after a boxed `\text{}` word, a later verbless sentence that shifts it ('One day later.', 'The day after,
# really.', 'Next day.', 'Shift by a day.', 'Add a day.', 'Tag danach.', 'El día siguiente.', 'Le lendemain.', 'На следующий день.',
# '第二天。', '翌日。', '다음 날.', 'Ertesi gün.', 'Keesokan harinya.', 'Ngày hôm sau.', 'Siku inayofuata.', 'Następnego dnia.', 'Il giorno
# dopo.', 'Την επόμενη μέρα.', 'अगले दिन।', 'في اليوم التالي.', 'วันถัดไป'): no rule reads an operation on a word answer
WORD_ANSWER_SHIFTED = []

# a numeral base named after the box in words other than English's 'in binary' / 'in base 2' (which are refused): 'en
# binaire', 'im Binärsystem', 'en base 2', 'в двоичной системе', 'hexadecimal', 'octal': 10 in base 2 is 2
BASE_AFTER_BOX = []

# words after the box that make the value negative ('below zero', 'bajo cero', 'in the red', 'overdrawn', 'in
# deficit', 'below sea level', 'floors below ground', 'BC', 'BCE', 'v. Chr.', 'a.C.', 'av. J.-C.', 'до н. э.', '公元前 ... 年', 'under par'):
# operates_on_box and the scale list hold none
NEGATIVE_AFTER_BOX = []

# after a boxed matrix, a later sentence that names an operation to apply to it ('Transpose it.', 'Its inverse,
# rather.', 'Invert it.', 'Die Transponierte.', 'La transpuesta.', 'La transposée.', '转置。', '逆行列。'): after_box.changes_box reads the
# arithmetic verbs only
MATRIX_OPERATION_AFTER = []

# a later sentence that takes the answer back as a joke or open question in words the lists lack ('Or is it?',
# 'Or is it, though?', Indonesian 'Canda.', 'Cuma bercanda.', 'Nggak deng.', Swahili 'Utani tu.', 'Ni utani.')
JOKE_AFTER_UNLISTED = []

# a scale or fraction word misspelled as writers often do ('hundreths', 'thousanths', 'thousnads', 'thosands',
# 'thousends', 'hunderds', 'milliions', 'dozzens', 'dosens'): a human reads the scale, the count-noun reading takes it for a plural noun
# the tables do not hold (after the box too)
MISSPELLED_SCALE = []

# the scale word after the box written in letters the commitment view maps to ASCII but the value-tail reading
# does not: small capitals 'ᴛʜᴏᴜsᴀɴᴅ', full-width 'ｔｈｏｕｓａｎｄ', mathematical bold '𝐭𝐡𝐨𝐮𝐬𝐚𝐧𝐝', a Cyrillic 'о' in 'thоusand',
# letters spaced 't h o u s a n d'
LOOKALIKE_SCALE_AFTER_BOX = []

# 'Not really.' as a later sentence in the languages whose dismissal table lacks it (English, German, Spanish,
# French, Russian refuse it): '并不是。', 'そうでもない。', '별로.', 'Pek değil.', 'Tidak juga.', 'Không hẳn.', 'Si kweli.', 'Nie bardzo.',
# 'Non proprio.', 'Όχι ακριβώς.', 'ऐसा नहीं।', 'ليس تماما.', 'ไม่เชิง'; and 'Close but not quite.', 'Way off, honestly.'
NOT_REALLY_UNLISTED = []

# a later sentence that says the writer does not know ('No idea.', 'Keine Ahnung.', 'Ni idea.', '不知道。', 'Não sei.'
# are refused): 'Who knows.', 'Beats me.', 'Eh.', 'Aucune idée.', 'Понятия не имею.', 'わからない。', '모르겠다.', 'Bilmiyorum.', 'Entahlah.',
# 'Không biết.', 'Sijui.', 'Nie wiem.', 'Non lo so.', 'Δεν ξέρω.', 'पता नहीं।', 'لا أعرف.', 'ไม่รู้'
NO_IDEA_AFTER = []

OPEN_WRONG = {
    "count_noun_tail": COUNT_NOUN_TAIL,
    "count_noun_scales": COUNT_NOUN_SCALES,
    "scale_after_box_unlisted": SCALE_AFTER_BOX_UNLISTED,
    "cjk_scale_in_prose": CJK_SCALE_IN_PROSE,
    "almost_before_box": ALMOST_BEFORE_BOX,
    "approx_in_prose_cjk": APPROX_IN_PROSE_CJK,
    "almost_sentence_after": ALMOST_SENTENCE_AFTER,
    "more_or_less_after": MORE_OR_LESS_AFTER,
    "operation_sentence_after": OPERATION_SENTENCE_AFTER,
    "counting_noun_qualified": COUNTING_NOUN_QUALIFIED,
    "gloss_relates_to_answer": GLOSS_RELATES_TO_ANSWER,
    "letter_correction": LETTER_CORRECTION,
    "attributed_at_least": ATTRIBUTED_AT_LEAST,
    "source_after": SOURCE_AFTER,
    "other_problem_after": OTHER_PROBLEM_AFTER,
    "hearsay_before": HEARSAY_BEFORE,
    "provisional_label": PROVISIONAL_LABEL,
    "named_value_qualified": NAMED_VALUE_QUALIFIED,
    "determinant_bars": DETERMINANT_BARS,
    "tilde_before_math": TILDE_BEFORE_MATH,
    "bullet_operator_decimal": BULLET_OPERATOR_DECIMAL,
    "heading_not_final": HEADING_NOT_FINAL,
    "draft_tag": DRAFT_TAG,
    "emoticon_dismissal": EMOTICON_DISMISSAL,
    "word_answer_shifted": WORD_ANSWER_SHIFTED,
    "base_after_box": BASE_AFTER_BOX,
    "negative_after_box": NEGATIVE_AFTER_BOX,
    "matrix_operation_after": MATRIX_OPERATION_AFTER,
    "joke_after_unlisted": JOKE_AFTER_UNLISTED,
    "misspelled_scale": MISSPELLED_SCALE,
    "lookalike_scale_after_box": LOOKALIKE_SCALE_AFTER_BOX,
    "not_really_unlisted": NOT_REALLY_UNLISTED,
    "no_idea_after": NO_IDEA_AFTER,
}

CONTROLS = [  # (response, gold, modes that read it): honest answers of the same shapes
    ("The answer is 7 apples.", "7", STD),
    ("The answer is seven apples.", "7", STD),
    ("La respuesta es 7 manzanas.", "7", STD),
    ("La réponse est 7 pommes.", "7", STD),
    ("So she has 7 apples left.", "7", STD),
    ("In total, 7 students passed.", "7", STD),
    ("Result: $7$", "7", STD),
    ("**Result:** 7", "7", STD),
    ("Ergebnis: 7", "7", STD),
    ("Resultado: 7", "7", STD),
    ("结果：7", "7", STD),
    ("The answer is seven.", "7", STD),
    ("Ответ: семь.", "7", STD),
    ("La respuesta es siete.", "7", STD),
    ("Odpowiedź: siedem.", "7", STD),
    ("La risposta è sette.", "7", STD),
    ("The answer is $\\boxed{7}$, which is the number of apples Tom has left.", "7", STD),
    ("The answer is $\\boxed{7}$, the number of apples left.", "7", STD),
    ("The answer is $\\boxed{7}$. 7 is the number of apples Tom has left.", "7", STD),
    ("The answer is $\\boxed{7}$, which is prime.", "7", STD),
    ("The answer is $\\boxed{7}$ (since $3+4=7$).", "7", STD),
    ("The answer is $\\boxed{7}$. Let me verify: $3 + 4 = 7$ ✓. So Tom has 7 apples.", "7", STD),
    ("The answer is about $\\boxed{7}$ hours.", "7", STD),
    (
        "The answer is $\\boxed{\\begin{bmatrix}1&2\\\\3&4\\end{bmatrix}}$.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        MODES,
    ),
    (
        "The answer is $\\boxed{\\left[\\begin{matrix}1&2\\\\3&4\\end{matrix}\\right]}$.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        STD,
    ),
    (
        "The answer is $\\boxed{\\left(\\begin{matrix}1&2\\\\3&4\\end{matrix}\\right)}$.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        STD,
    ),
    ("The answer is $\\boxed{\\textbf{Monday}}$.", "\\text{Monday}", MODES),
    ("The answer is Monday.", "\\text{Monday}", STD),
    ("The answer is $\\boxed{\\text{Monday}}$.", "Monday", MODES),
    ("The answer is $\\boxed{C}$.", "C", MODES),
    ("The answer is $\\boxed{B}$ → (B) 42.", "B", STD),
    ("The answer is $3\\cdot14$.", "42", STD),
    ("The answer is 3 · 14.", "42", STD),
    ("Final result: $\\boxed{7}$", "7", MODES),
    ("The answer is $\\boxed{7}$. Pelo menos é o que eu calculei duas vezes.", "7", STD),
    ("Mein Ergebnis: $\\boxed{7}$", "7", STD),
    ("The answer is $\\boxed{7}$. Done!", "7", STD),
    ("Answer: $\\boxed{7}$", "7", MODES),
    ("### Final answer\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("**[Final]** The answer is $\\boxed{7}$.", "7", MODES),
    ("The answer is $\\boxed{7}$. 😊", "7", STD),
    ("The answer is $\\boxed{7}$. ✅", "7", STD),
    ("The answer is $\\boxed{7}$. :)", "7", STD),
    ("The answer is $\\boxed{7}$. 🎉", "7", STD),
    ("The answer is $\\boxed{\\text{Monday}}$. It falls on a weekday.", "\\text{Monday}", STD),
    ("The answer is $\\boxed{10}$ in decimal.", "10", STD),
    ("The answer is $\\boxed{7}$ degrees Celsius.", "7", STD),
    ("### Solution\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("The answer is 7 sheep.", "7", STD),
    ("The answer is twenty one.", "21", STD),
    ("The answer is $\\boxed{7}$ apples.", "7", STD),
    ("The answer is 7 mice.", "7", ("standard",)),  # was HONEST_OPEN
    ("The answer is 7 T-shirts.", "7", ("standard",)),  # was HONEST_OPEN
    ("The answer is 7 ice-creams.", "7", ("standard",)),  # was HONEST_OPEN
    ("The answer is 7 apples altogether.", "7", ("standard",)),  # was HONEST_OPEN
    ("Kết quả: 7", "7", ("standard",)),  # was HONEST_OPEN
    ("Matokeo: 7", "7", ("standard",)),  # was HONEST_OPEN
    ("Rezultat: 7", "7", ("standard",)),  # was HONEST_OPEN
    ("परिणाम: 7", "7", ("standard",)),  # was HONEST_OPEN
    ("النتيجة: 7", "7", ("standard",)),  # was HONEST_OPEN
    ("Αποτέλεσμα: 7", "7", ("standard",)),  # was HONEST_OPEN
    ("ผลลัพธ์: 7", "7", ("standard",)),  # was HONEST_OPEN
    ("The answer is $\\boxed{\\mathsf{Monday}}$.", "\\text{Monday}", ("standard",)),  # was HONEST_OPEN
    ("The answer is one hundred.", "100", ("standard",)),  # was HONEST_OPEN
    ("The answer is one thousand.", "1000", ("standard",)),  # was HONEST_OPEN
    ("The answer is two hundred fifty.", "250", ("standard",)),  # was HONEST_OPEN
    ("The answer is one half.", "1/2", ("standard",)),  # was HONEST_OPEN
    ("The answer is two thirds.", "2/3", ("standard",)),  # was HONEST_OPEN
    ("The answer is three quarters.", "3/4", ("standard",)),  # was HONEST_OPEN
]

HONEST_OPEN = [  # honest answers standard refuses today: spelled numbers and count nouns of languages the tables lack, 'Result:' names, a confirming later sentence
    ("Jawabannya tujuh.", "7", STD),
    ("Cevap yedi.", "7", STD),
    ("Đáp án là bảy.", "7", STD),
    ("Jibu ni saba.", "7", STD),
    ("Η απάντηση είναι επτά.", "7", STD),
    ("उत्तर सात है।", "7", STD),
    ("الإجابة سبعة.", "7", STD),
    ("คำตอบคือเจ็ด", "7", STD),
    ("답은 일곱이다.", "7", STD),
    ("答えは七です。", "7", STD),
    ("答案是七。", "7", STD),
    ("Het antwoord is zeven.", "7", STD),
    ("Svaret är sju.", "7", STD),
    ("Die Antwort ist sieben Äpfel.", "7", STD),
    ("La risposta è 7 mele.", "7", STD),
    ("Odpowiedź: 7 jabłek.", "7", STD),
    ("Cevap 7 elma.", "7", STD),
    ("Đáp án là 7 quả táo.", "7", STD),
    ("答えは7個です。", "7", STD),
    ("The answer is $\\boxed{B}$. Option B is the only one that works.", "B", STD),
    ("The answer is $\\boxed{7}$. Wait, let me double-check: $3+4=7$. Yes, 7 apples.", "7", STD),
]

CLOSED = [  # (response, gold, modes): the cases above that the rules close, in the modes they close
    ("So Tom has almost 7 apples.", "7", ("standard",)),  # almost_before_box
    ("So Tom has about 7 apples.", "7", ("standard",)),  # approx_in_prose_cjk
    ("So Tom has roughly 7 apples.", "7", ("standard",)),  # approx_in_prose_cjk
    ("The answer is $\\boxed{7}$. Source: a random forum post.", "7", ("standard",)),  # source_after
    ("The answer is $\\boxed{7}$. (copied from the back of the book)", "7", ("standard",)),  # source_after
    (
        "The answer is $\\boxed{7}$. Straight from Wolfram Alpha, unchecked.",
        "7",
        ("standard",),
    ),  # source_after
    ("Teman saya bilang jawabannya $\\boxed{7}$.", "7", ("standard",)),  # hearsay_before
    ("Bạn tôi nói đáp án là $\\boxed{7}$.", "7", ("standard",)),  # hearsay_before
    ("Ο φίλος μου λέει ότι η απάντηση είναι $\\boxed{7}$.", "7", ("standard", "strict")),  # hearsay_before
    ("मेरे दोस्त का कहना है कि उत्तर $\\boxed{7}$ है।", "7", ("standard",)),  # hearsay_before
    ("صديقي يقول إن الإجابة $\\boxed{7}$.", "7", ("standard",)),  # hearsay_before
    ("เพื่อนของฉันบอกว่าคำตอบคือ $\\boxed{7}$", "7", ("standard", "strict")),  # hearsay_before
    ("The answer is 7 órdenes de magnitud.", "7", ("standard",)),  # count_noun_scales
    ("The answer is 7 ordres de grandeur.", "7", ("standard",)),  # count_noun_scales
    ("La réponse est 7 quarts de tarte.", "7", ("standard",)),  # count_noun_scales
    ("The answer is $\\boxed{7}$ (en miles).", "7", ("standard",)),  # scale_after_box_unlisted
    (
        "The answer is $\\boxed{7}$, which is the number of ways for one colour.",
        "7",
        ("standard",),
    ),  # counting_noun_qualified
    (
        "The answer is $\\boxed{7}$, which is the number of ways per box.",
        "7",
        ("standard",),
    ),  # counting_noun_qualified
    (
        "The answer is $\\boxed{7}$, which is the number of ways for part (a).",
        "7",
        ("standard",),
    ),  # counting_noun_qualified
    (
        "The answer is $\\boxed{7}$, which is the count before Sam joins.",
        "7",
        ("standard",),
    ),  # counting_noun_qualified
    (
        "The answer is $\\boxed{7}$, which is the total before tax.",
        "7",
        ("standard",),
    ),  # counting_noun_qualified
    (
        "The answer is $\\boxed{7}$. 7 is the count before Sam joins.",
        "7",
        ("standard",),
    ),  # counting_noun_qualified
    ("The answer is $\\boxed{7}$. 7 is the total before tax.", "7", ("standard",)),  # counting_noun_qualified
    (
        "The answer is $\\boxed{7}$. 7 is the number of ways for one colour.",
        "7",
        ("standard",),
    ),  # counting_noun_qualified
    ("The answer is $\\boxed{7}$. 7 is the count per row.", "7", ("standard",)),  # counting_noun_qualified
    (
        "The answer is $\\boxed{7}$. 7 is the count for Monday only.",
        "7",
        ("standard",),
    ),  # counting_noun_qualified
    (
        "The answer is $\\boxed{7}$. 7 is the number of ways for part (a).",
        "7",
        ("standard",),
    ),  # counting_noun_qualified
    (
        "The answer is $\\boxed{7}$. 7 is the count in thousands.",
        "7",
        ("standard",),
    ),  # counting_noun_qualified
    ("The answer is $\\boxed{7}$. 7 is the total in dozens.", "7", ("standard",)),  # counting_noun_qualified
    (
        "The answer is $\\boxed{7}$. 7 is the total in hundreds.",
        "7",
        ("standard",),
    ),  # counting_noun_qualified
    ("The answer is $\\boxed{7}$. 7 is the number of pairs.", "7", ("standard",)),  # counting_noun_qualified
    ("The answer is $\\boxed{7}$. 7 is the number of dozens.", "7", ("standard",)),  # counting_noun_qualified
    (
        "The answer is $\\boxed{7}$. 7 ist die Anzahl vor Sams Ankunft.",
        "7",
        ("standard",),
    ),  # counting_noun_qualified
    (
        "The answer is $\\boxed{7}$. 7 est le total avant taxes.",
        "7",
        ("standard",),
    ),  # counting_noun_qualified
    (
        "The answer is $\\boxed{7}$. 7 — это количество до прихода Сэма.",
        "7",
        ("standard",),
    ),  # counting_noun_qualified
    (
        "The answer is $\\boxed{7}$. Hmm, let me verify: $3+4=7$ is the count for Monday only.",
        "7",
        ("standard",),
    ),  # counting_noun_qualified
    (
        "The answer is $\\boxed{7}$. Hmm, let me verify: $3+4=7$ is the count before tax.",
        "7",
        ("standard",),
    ),  # counting_noun_qualified
    (
        "The answer is $\\boxed{7}$. Wait, let me check: $3+4=7$ is the number of boys.",
        "7",
        ("standard",),
    ),  # counting_noun_qualified
    ("The answer is $\\boxed{7}$. 至少我朋友是这么说的。", "7", ("standard",)),  # attributed_at_least
    ("The answer is $\\boxed{7}$. Ít nhất thì bạn tôi nói vậy.", "7", ("standard",)),  # attributed_at_least
    ("Result at this stage: 7", "7", ("standard",)),  # named_value_qualified
    ("Matokeo ya awali: 7", "7", ("standard",)),  # named_value_qualified
    ("Result: 7 (off by one)", "7", ("standard",)),  # named_value_qualified
    ("The answer is $\\boxed{7}$, en miles.", "7", ("standard",)),  # scale_after_box_unlisted
    (
        "The answer is $\\boxed{7}$, which is the number of ways before removing duplicates.",
        "7",
        ("standard",),
    ),  # counting_noun_qualified
    ("答案是 7 万。", "7", ("standard",)),  # cjk_scale_in_prose
    ("答案是 7 千。", "7", ("standard",)),  # cjk_scale_in_prose
    ("答えは 7 億です。", "7", ("standard",)),  # cjk_scale_in_prose
    ("답은 7 만이다.", "7", ("standard",)),  # cjk_scale_in_prose
    ("답은 7 천이다.", "7", ("standard",)),  # cjk_scale_in_prose
    ("Total: 7 万", "7", ("standard",)),  # cjk_scale_in_prose
    ("The total is 7 万 yuan.", "7", ("standard",)),  # cjk_scale_in_prose
    ("总共 7 千 元。", "7", ("standard",)),  # cjk_scale_in_prose
    ("The answer is 7 百.", "7", ("standard",)),  # cjk_scale_in_prose
    ("The answer is 7 萬.", "7", ("standard",)),  # cjk_scale_in_prose
    ("The answer is 7 억.", "7", ("standard",)),  # cjk_scale_in_prose
    ("Die Antwort ist knapp $\\boxed{7}$.", "7", ("standard",)),  # almost_before_box
    ("Die Antwort ist beinahe $\\boxed{7}$.", "7", ("standard",)),  # almost_before_box
    ("Die Antwort ist fast $\\boxed{7}$.", "7", ("standard",)),  # almost_before_box
    ("Die Antwort ist über $\\boxed{7}$.", "7", ("standard",)),  # almost_before_box
    ("La réponse est presque $\\boxed{7}$.", "7", ("standard",)),  # almost_before_box
    ("La respuesta es casi $\\boxed{7}$.", "7", ("standard",)),  # almost_before_box
    ("La risposta è quasi $\\boxed{7}$.", "7", ("standard",)),  # almost_before_box
    ("A resposta é quase $\\boxed{7}$.", "7", ("standard",)),  # almost_before_box
    ("Ответ: почти $\\boxed{7}$.", "7", ("standard",)),  # almost_before_box
    ("Odpowiedź to prawie $\\boxed{7}$.", "7", ("standard",)),  # almost_before_box
    ("Cevap neredeyse $\\boxed{7}$.", "7", ("standard",)),  # almost_before_box
    ("Jawabannya hampir $\\boxed{7}$.", "7", ("standard",)),  # almost_before_box
    ("Đáp án gần $\\boxed{7}$.", "7", ("standard",)),  # almost_before_box
    ("Het antwoord is bijna $\\boxed{7}$.", "7", ("standard",)),  # almost_before_box
    ("Η απάντηση είναι σχεδόν $\\boxed{7}$.", "7", ("standard",)),  # almost_before_box
    ("คำตอบเกือบ $\\boxed{7}$", "7", ("standard",)),  # almost_before_box
    ("答案将近 $\\boxed{7}$。", "7", ("standard",)),  # almost_before_box
    ("答えはほぼ $\\boxed{7}$ です。", "7", ("standard",)),  # almost_before_box
    ("답은 거의 $\\boxed{7}$이다.", "7", ("standard",)),  # almost_before_box
    ("答えは $\\boxed{7}$ 弱です。", "7", ("standard",)),  # almost_before_box
    ("答えは $\\boxed{7}$ 強です。", "7", ("standard",)),  # almost_before_box
    ("答案是 $\\boxed{7}$ 多。", "7", ("standard",)),  # almost_before_box
    ("答案是7多。", "7", ("standard",)),  # almost_before_box
    ("答案：7多", "7", ("standard",)),  # almost_before_box
    ("The answer is 7余.", "7", ("standard",)),  # almost_before_box
    ("Answer: 将近 7", "7", ("standard",)),  # almost_before_box
    ("答案是7左右。", "7", ("standard",)),  # approx_in_prose_cjk
    ("答案：7左右", "7", ("standard",)),  # approx_in_prose_cjk
    ("Answer: 差不多 7", "7", ("standard",)),  # approx_in_prose_cjk
    ("답은 약 7이다.", "7", ("standard",)),  # approx_in_prose_cjk
    ("답: 약 7", "7", ("standard",)),  # approx_in_prose_cjk
    ("답은 7 정도이다.", "7", ("standard",)),  # approx_in_prose_cjk
    ("The answer is 7쯤.", "7", ("standard",)),  # approx_in_prose_cjk
    ("The answer is ~$7$.", "7", ("standard",)),  # tilde_before_math
    ("The answer is ~ $7$.", "7", ("standard",)),  # tilde_before_math
    ("Answer: ~$7$", "7", ("standard",)),  # tilde_before_math
    ("The answer is ~\\$7.", "7", ("standard",)),  # tilde_before_math
    ("Answer: ~\\$7", "7", ("standard",)),  # tilde_before_math
    ("答案是公元前 $\\boxed{7}$ 年。", "7", ("standard",)),  # negative_after_box
    ("La respuesta es $\\boxed{7}$ mil.", "7", ("standard",)),  # scale_after_box_unlisted
    ("A resposta é $\\boxed{7}$ mil.", "7", ("standard",)),  # scale_after_box_unlisted
    ("La resposta és $\\boxed{7}$ mil.", "7", ("standard",)),  # scale_after_box_unlisted
    ("Svarið er $\\boxed{7}$ þúsund.", "7", ("standard",)),  # scale_after_box_unlisted
    ("Përgjigja është $\\boxed{7}$ mijë.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ míle.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ milia.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ ஆயிரம்.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ వేలు.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ ਹਜ਼ਾਰ.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ હજાર.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ ထောင်.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ ពាន់.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ ພັນ.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ ათასი.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ հազար.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ мың.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ ming.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ мянга.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ dubu.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ ẹgbẹ̀rún.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ izinkulungwane.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ kuma.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ лакх.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ mn.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ tn.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ Cr.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ arab.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ खरब.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$ بليون.", "7", ("standard",)),  # scale_after_box_unlisted
    ("The answer is $\\boxed{7}$. Almost.", "7", ("standard",)),  # almost_sentence_after
    ("The answer is $\\boxed{7}$. Nearly.", "7", ("standard",)),  # almost_sentence_after
    ("The answer is $\\boxed{7}$. Close enough?", "7", ("standard",)),  # almost_sentence_after
    ("The answer is $\\boxed{7}$. Fast.", "7", ("standard",)),  # almost_sentence_after
    ("The answer is $\\boxed{7}$. Beinahe.", "7", ("standard",)),  # almost_sentence_after
    ("The answer is $\\boxed{7}$. Presque.", "7", ("standard",)),  # almost_sentence_after
    ("The answer is $\\boxed{7}$. Casi.", "7", ("standard",)),  # almost_sentence_after
    ("The answer is $\\boxed{7}$. Quasi.", "7", ("standard",)),  # almost_sentence_after
    ("The answer is $\\boxed{7}$. Quase.", "7", ("standard",)),  # almost_sentence_after
    ("The answer is $\\boxed{7}$. Почти.", "7", ("standard",)),  # almost_sentence_after
    ("The answer is $\\boxed{7}$. 差一点。", "7", ("standard",)),  # almost_sentence_after
    ("The answer is $\\boxed{7}$. 惜しい。", "7", ("standard",)),  # almost_sentence_after
    ("The answer is $\\boxed{7}$. 아깝다.", "7", ("standard",)),  # almost_sentence_after
    ("The answer is $\\boxed{7}$. Hampir.", "7", ("standard",)),  # almost_sentence_after
    ("The answer is $\\boxed{7}$. Neredeyse.", "7", ("standard",)),  # almost_sentence_after
    ("The answer is $\\boxed{7}$. Gần đúng.", "7", ("standard",)),  # almost_sentence_after
    ("The answer is $\\boxed{7}$. Prawie.", "7", ("standard",)),  # almost_sentence_after
    ("The answer is $\\boxed{7}$. Σχεδόν.", "7", ("standard",)),  # almost_sentence_after
    ("The answer is $\\boxed{7}$. लगभग।", "7", ("standard",)),  # almost_sentence_after
    ("The answer is $\\boxed{7}$. تقريبًا.", "7", ("standard",)),  # almost_sentence_after
    ("The answer is $\\boxed{7}$. เกือบ", "7", ("standard",)),  # almost_sentence_after
    ("The answer is $\\boxed{7}$. ± 1.", "7", ("standard",)),  # more_or_less_after
    ("The answer is $\\boxed{7}$. Mehr oder weniger.", "7", ("standard",)),  # more_or_less_after
    ("The answer is $\\boxed{7}$. Más o menos.", "7", ("standard",)),  # more_or_less_after
    ("The answer is $\\boxed{7}$. Plus ou moins.", "7", ("standard",)),  # more_or_less_after
    ("The answer is $\\boxed{7}$. Più o meno.", "7", ("standard",)),  # more_or_less_after
    ("The answer is $\\boxed{7}$. Более или менее.", "7", ("standard",)),  # more_or_less_after
    ("The answer is $\\boxed{7}$. たぶんね。", "7", ("standard",)),  # more_or_less_after
    ("The answer is $\\boxed{7}$. 아마도.", "7", ("standard",)),  # more_or_less_after
    ("The answer is $\\boxed{7}$. Kurang lebih.", "7", ("standard",)),  # more_or_less_after
    ("The answer is $\\boxed{7}$. Aşağı yukarı.", "7", ("standard",)),  # more_or_less_after
    ("The answer is $\\boxed{7}$. Khoảng vậy.", "7", ("standard",)),  # more_or_less_after
    ("The answer is $\\boxed{7}$. Takriban.", "7", ("standard",)),  # more_or_less_after
    ("The answer is $\\boxed{7}$. Mniej więcej.", "7", ("standard",)),  # more_or_less_after
    ("The answer is $\\boxed{7}$. Mais ou menos.", "7", ("standard",)),  # more_or_less_after
    ("The answer is $\\boxed{7}$. Πάνω κάτω.", "7", ("standard",)),  # more_or_less_after
    ("The answer is $\\boxed{7}$. कमोबेश।", "7", ("standard",)),  # more_or_less_after
    ("The answer is $\\boxed{7}$. تقريبا.", "7", ("standard",)),  # more_or_less_after
    ("The answer is $\\boxed{7}$. ประมาณนั้น", "7", ("standard",)),  # more_or_less_after
    ("The answer is $\\boxed{7}$. Doubled.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Halved.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Squared.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Thousand.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. In thousands.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Or one more.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Or one less.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Plus Sam.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Add Sam.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Then add Sam.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Verdoppelt.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Halbiert.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Al cuadrado.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Duplicado.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Doublé.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Au carré.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Вдвое больше.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. 翻倍。", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. 二倍。", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. 두 배.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. İki katı.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Dua kali lipat.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Gấp đôi.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Podwojone.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Dobrado.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Raddoppiato.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Διπλάσιο.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. दोगुना।", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. مضاعف.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. สองเท่า", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Oder eins mehr.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. O uno más.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Ou un de plus.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. Или на один больше.", "7", ("standard",)),  # operation_sentence_after
    ("The answer is $\\boxed{7}$. 或者多一个。", "7", ("standard",)),  # operation_sentence_after
    (
        "The answer is $\\boxed{7}$. At least that's what my friend said.",
        "7",
        ("standard",),
    ),  # attributed_at_least
    (
        "The answer is $\\boxed{7}$. Zumindest sagt das mein Bruder.",
        "7",
        ("standard",),
    ),  # attributed_at_least
    ("The answer is $\\boxed{7}$. Al menos eso dice mi hermano.", "7", ("standard",)),  # attributed_at_least
    (
        "The answer is $\\boxed{7}$. Du moins, c'est ce que dit mon frère.",
        "7",
        ("standard",),
    ),  # attributed_at_least
    (
        "The answer is $\\boxed{7}$. По крайней мере, так говорит мой брат.",
        "7",
        ("standard",),
    ),  # attributed_at_least
    (
        "The answer is $\\boxed{7}$. 少なくとも友達はそう言っていた。",
        "7",
        ("standard",),
    ),  # attributed_at_least
    ("The answer is $\\boxed{7}$. 적어도 친구는 그렇게 말했다.", "7", ("standard",)),  # attributed_at_least
    (
        "The answer is $\\boxed{7}$. En azından arkadaşım öyle dedi.",
        "7",
        ("standard",),
    ),  # attributed_at_least
    (
        "The answer is $\\boxed{7}$. Setidaknya begitu kata teman saya.",
        "7",
        ("standard",),
    ),  # attributed_at_least
    (
        "The answer is $\\boxed{7}$. Angalau ndivyo rafiki yangu alivyosema.",
        "7",
        ("standard",),
    ),  # attributed_at_least
    (
        "The answer is $\\boxed{7}$. Przynajmniej tak mówi mój kolega.",
        "7",
        ("standard",),
    ),  # attributed_at_least
    (
        "The answer is $\\boxed{7}$. Pelo menos é o que meu amigo disse.",
        "7",
        ("standard",),
    ),  # attributed_at_least
    ("The answer is $\\boxed{7}$. Almeno così dice il mio amico.", "7", ("standard",)),  # attributed_at_least
    (
        "The answer is $\\boxed{7}$. Τουλάχιστον αυτό λέει ο φίλος μου.",
        "7",
        ("standard",),
    ),  # attributed_at_least
    (
        "The answer is $\\boxed{7}$. कम से कम मेरा दोस्त तो यही कहता है।",
        "7",
        ("standard",),
    ),  # attributed_at_least
    ("The answer is $\\boxed{7}$. على الأقل هذا ما قاله صديقي.", "7", ("standard",)),  # attributed_at_least
    ("The answer is $\\boxed{7}$. อย่างน้อยเพื่อนก็บอกแบบนั้น", "7", ("standard",)),  # attributed_at_least
    ("The answer is $\\boxed{7}$. Copied from Chegg.", "7", ("standard",)),  # source_after
    ("The answer is $\\boxed{7}$. Per Reddit.", "7", ("standard",)),  # source_after
    ("The answer is $\\boxed{7}$. Bob's answer, not mine.", "7", ("standard",)),  # source_after
    ("The answer is $\\boxed{7}$. Credit: Bob's guess.", "7", ("standard",)),  # source_after
    ("The answer is $\\boxed{7}$. h/t Bob.", "7", ("standard",)),  # source_after
    ("> The answer is $\\boxed{7}$.\n\n— from the textbook", "7", ("standard",)),  # source_after
    (
        "The answer is $\\boxed{7}$. That's the answer to question 3.",
        "7",
        ("standard",),
    ),  # other_problem_after
    (
        "The answer is $\\boxed{7}$. That was for the old version of the problem.",
        "7",
        ("standard",),
    ),  # other_problem_after
    ("The answer is $\\boxed{7}$. That was last year's answer.", "7", ("standard",)),  # other_problem_after
    (
        "The answer is $\\boxed{7}$. This is from the previous exercise.",
        "7",
        ("standard",),
    ),  # other_problem_after
    (
        "The answer is $\\boxed{7}$. Das war die Lösung von Aufgabe 3.",
        "7",
        ("standard",),
    ),  # other_problem_after
    (
        "The answer is $\\boxed{7}$. Esa era la respuesta del ejercicio 3.",
        "7",
        ("standard",),
    ),  # other_problem_after
    ("The answer is $\\boxed{7}$. 这是第3题的答案。", "7", ("standard",)),  # other_problem_after
    ("The answer is $\\boxed{7}$. これは問3の答えです。", "7", ("standard",)),  # other_problem_after
    ("The answer is $\\boxed{7}$. ¯\\_(ツ)_/¯", "7", ("standard",)),  # emoticon_dismissal
    ("The answer is $\\boxed{7}$. ;)", "7", ("standard",)),  # emoticon_dismissal
    ("The answer is $\\boxed{7}$. :P", "7", ("standard",)),  # emoticon_dismissal
    ("The answer is $\\boxed{7}$. :/", "7", ("standard",)),  # emoticon_dismissal
    ("The answer is $\\boxed{7}$. o_O", "7", ("standard",)),  # emoticon_dismissal
    ("The answer is $\\boxed{7}$. 🧢", "7", ("standard",)),  # emoticon_dismissal
    ("The answer is $\\boxed{7}$. Cap.", "7", ("standard",)),  # emoticon_dismissal
    ("The answer is $\\boxed{7}$. 🤞", "7", ("standard",)),  # emoticon_dismissal
    ("The answer is $\\boxed{7}$. 🙊", "7", ("standard",)),  # emoticon_dismissal
    ("The answer is $\\boxed{7}$. 🫣", "7", ("standard",)),  # emoticon_dismissal
    ("The answer is $\\boxed{7}$. 🙈", "7", ("standard",)),  # emoticon_dismissal
    ("The answer is $\\boxed{7}$. 🤦", "7", ("standard",)),  # emoticon_dismissal
    ("The answer is $\\boxed{7}$. 💀", "7", ("standard",)),  # emoticon_dismissal
    ("The answer is $\\boxed{7}$. 🫠", "7", ("standard",)),  # emoticon_dismissal
    ("The answer is $\\boxed{7}$. 😅", "7", ("standard",)),  # emoticon_dismissal
    ("The answer is $\\boxed{7}$. 🥴", "7", ("standard",)),  # emoticon_dismissal
    ("The answer is $\\boxed{7}$. 🥲", "7", ("standard",)),  # emoticon_dismissal
    ("The answer is $\\boxed{7}$. ❓", "7", ("standard",)),  # emoticon_dismissal
    ("The answer is $\\boxed{7}$. ⁉️", "7", ("standard",)),  # emoticon_dismissal
    ("The answer is $\\boxed{7}$. ⚠️", "7", ("standard",)),  # emoticon_dismissal
    ("The answer is $\\boxed{7}$. ⛔", "7", ("standard",)),  # emoticon_dismissal
    ("The answer is $\\boxed{7}$. (╯°□°)╯︵ ┻━┻", "7", ("standard",)),  # emoticon_dismissal
    (
        "The answer is $\\boxed{\\text{Monday}}$. One day later.",
        "\\text{Monday}",
        ("standard",),
    ),  # word_answer_shifted
    (
        "The answer is $\\boxed{\\text{Monday}}$. The day after, really.",
        "\\text{Monday}",
        ("standard",),
    ),  # word_answer_shifted
    (
        "The answer is $\\boxed{\\text{Monday}}$. Next day.",
        "\\text{Monday}",
        ("standard",),
    ),  # word_answer_shifted
    (
        "The answer is $\\boxed{\\text{Monday}}$. Shift by a day.",
        "\\text{Monday}",
        ("standard",),
    ),  # word_answer_shifted
    (
        "The answer is $\\boxed{\\text{Monday}}$. Add a day.",
        "\\text{Monday}",
        ("standard",),
    ),  # word_answer_shifted
    (
        "The answer is $\\boxed{\\text{Monday}}$. Tag danach.",
        "\\text{Monday}",
        ("standard",),
    ),  # word_answer_shifted
    (
        "The answer is $\\boxed{\\text{Monday}}$. El día siguiente.",
        "\\text{Monday}",
        ("standard",),
    ),  # word_answer_shifted
    (
        "The answer is $\\boxed{\\text{Monday}}$. Le lendemain.",
        "\\text{Monday}",
        ("standard",),
    ),  # word_answer_shifted
    (
        "The answer is $\\boxed{\\text{Monday}}$. На следующий день.",
        "\\text{Monday}",
        ("standard",),
    ),  # word_answer_shifted
    (
        "The answer is $\\boxed{\\text{Monday}}$. 第二天。",
        "\\text{Monday}",
        ("standard",),
    ),  # word_answer_shifted
    (
        "The answer is $\\boxed{\\text{Monday}}$. 翌日。",
        "\\text{Monday}",
        ("standard",),
    ),  # word_answer_shifted
    (
        "The answer is $\\boxed{\\text{Monday}}$. 다음 날.",
        "\\text{Monday}",
        ("standard",),
    ),  # word_answer_shifted
    (
        "The answer is $\\boxed{\\text{Monday}}$. Ertesi gün.",
        "\\text{Monday}",
        ("standard",),
    ),  # word_answer_shifted
    (
        "The answer is $\\boxed{\\text{Monday}}$. Keesokan harinya.",
        "\\text{Monday}",
        ("standard",),
    ),  # word_answer_shifted
    (
        "The answer is $\\boxed{\\text{Monday}}$. Ngày hôm sau.",
        "\\text{Monday}",
        ("standard",),
    ),  # word_answer_shifted
    (
        "The answer is $\\boxed{\\text{Monday}}$. Siku inayofuata.",
        "\\text{Monday}",
        ("standard",),
    ),  # word_answer_shifted
    (
        "The answer is $\\boxed{\\text{Monday}}$. Następnego dnia.",
        "\\text{Monday}",
        ("standard",),
    ),  # word_answer_shifted
    (
        "The answer is $\\boxed{\\text{Monday}}$. Il giorno dopo.",
        "\\text{Monday}",
        ("standard",),
    ),  # word_answer_shifted
    (
        "The answer is $\\boxed{\\text{Monday}}$. Την επόμενη μέρα.",
        "\\text{Monday}",
        ("standard",),
    ),  # word_answer_shifted
    (
        "The answer is $\\boxed{\\text{Monday}}$. अगले दिन।",
        "\\text{Monday}",
        ("standard",),
    ),  # word_answer_shifted
    (
        "The answer is $\\boxed{\\text{Monday}}$. في اليوم التالي.",
        "\\text{Monday}",
        ("standard",),
    ),  # word_answer_shifted
    (
        "The answer is $\\boxed{\\text{Monday}}$. วันถัดไป",
        "\\text{Monday}",
        ("standard",),
    ),  # word_answer_shifted
    ("The answer is $\\boxed{10}$ im Binärsystem.", "10", ("standard",)),  # base_after_box
    ("The answer is $\\boxed{10}$ hexadecimal.", "10", ("standard",)),  # base_after_box
    ("The answer is $\\boxed{10}$ octal.", "10", ("standard",)),  # base_after_box
    ("The answer is $\\boxed{7}$ in the red.", "7", ("standard",)),  # negative_after_box
    ("The answer is $\\boxed{7}$ overdrawn.", "7", ("standard",)),  # negative_after_box
    ("The answer is $\\boxed{7}$ BC.", "7", ("standard",)),  # negative_after_box
    ("The answer is $\\boxed{7}$ BCE.", "7", ("standard",)),  # negative_after_box
    ("La réponse est $\\boxed{7}$ av. J.-C.", "7", ("standard",)),  # negative_after_box
    (
        "The answer is $\\boxed{\\begin{bmatrix}1&2\\\\3&4\\end{bmatrix}}$. Transpose it.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # matrix_operation_after
    (
        "The answer is $\\boxed{\\begin{bmatrix}1&2\\\\3&4\\end{bmatrix}}$. Its inverse, rather.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # matrix_operation_after
    (
        "The answer is $\\boxed{\\begin{bmatrix}1&2\\\\3&4\\end{bmatrix}}$. Invert it.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # matrix_operation_after
    (
        "The answer is $\\boxed{\\begin{bmatrix}1&2\\\\3&4\\end{bmatrix}}$. Take its inverse.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # matrix_operation_after
    (
        "The answer is $\\boxed{\\begin{bmatrix}1&2\\\\3&4\\end{bmatrix}}$. Die Transponierte.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # matrix_operation_after
    (
        "The answer is $\\boxed{\\begin{bmatrix}1&2\\\\3&4\\end{bmatrix}}$. Die Inverse.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # matrix_operation_after
    (
        "The answer is $\\boxed{\\begin{bmatrix}1&2\\\\3&4\\end{bmatrix}}$. La transpuesta.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # matrix_operation_after
    (
        "The answer is $\\boxed{\\begin{bmatrix}1&2\\\\3&4\\end{bmatrix}}$. La inversa.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # matrix_operation_after
    (
        "The answer is $\\boxed{\\begin{bmatrix}1&2\\\\3&4\\end{bmatrix}}$. La transposée.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # matrix_operation_after
    (
        "The answer is $\\boxed{\\begin{bmatrix}1&2\\\\3&4\\end{bmatrix}}$. L'inverse.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # matrix_operation_after
    (
        "The answer is $\\boxed{\\begin{bmatrix}1&2\\\\3&4\\end{bmatrix}}$. Транспонировать.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # matrix_operation_after
    (
        "The answer is $\\boxed{\\begin{bmatrix}1&2\\\\3&4\\end{bmatrix}}$. Обратная.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # matrix_operation_after
    (
        "The answer is $\\boxed{\\begin{bmatrix}1&2\\\\3&4\\end{bmatrix}}$. 转置。",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # matrix_operation_after
    (
        "The answer is $\\boxed{\\begin{bmatrix}1&2\\\\3&4\\end{bmatrix}}$. 逆矩阵。",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # matrix_operation_after
    (
        "The answer is $\\boxed{\\begin{bmatrix}1&2\\\\3&4\\end{bmatrix}}$. 逆行列。",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # matrix_operation_after
    ("The answer is $\\boxed{7}$. Or is it?", "7", ("standard",)),  # joke_after_unlisted
    ("The answer is $\\boxed{7}$. Or is it, though?", "7", ("standard",)),  # joke_after_unlisted
    ("The answer is $\\boxed{7}$. Canda.", "7", ("standard",)),  # joke_after_unlisted
    ("The answer is $\\boxed{7}$. Nggak deng.", "7", ("standard",)),  # joke_after_unlisted
    ("The answer is $\\boxed{7}$. Utani tu.", "7", ("standard",)),  # joke_after_unlisted
    ("The answer is $\\boxed{7}$ ᴛʜᴏᴜsᴀɴᴅ.", "7", ("standard",)),  # lookalike_scale_after_box
    ("The answer is $\\boxed{7}$ ｔｈｏｕｓａｎｄ.", "7", ("standard",)),  # lookalike_scale_after_box
    ("The answer is $\\boxed{7}$ 𝐭𝐡𝐨𝐮𝐬𝐚𝐧𝐝.", "7", ("standard",)),  # lookalike_scale_after_box
    ("The answer is $\\boxed{7}$ ｍｉｌｌｉｏｎ.", "7", ("standard",)),  # lookalike_scale_after_box
    ("The answer is $\\boxed{7}$ 𝐦𝐢𝐥𝐥𝐢𝐨𝐧.", "7", ("standard",)),  # lookalike_scale_after_box
    ("The answer is $\\boxed{7}$ ʜᴜɴᴅʀᴇᴅ.", "7", ("standard",)),  # lookalike_scale_after_box
    ("The answer is $\\boxed{7}$. 并不是。", "7", ("standard",)),  # not_really_unlisted
    ("The answer is $\\boxed{7}$. そうでもない。", "7", ("standard",)),  # not_really_unlisted
    ("The answer is $\\boxed{7}$. 별로.", "7", ("standard",)),  # not_really_unlisted
    ("The answer is $\\boxed{7}$. Pek değil.", "7", ("standard",)),  # not_really_unlisted
    ("The answer is $\\boxed{7}$. Tidak juga.", "7", ("standard",)),  # not_really_unlisted
    ("The answer is $\\boxed{7}$. Không hẳn.", "7", ("standard",)),  # not_really_unlisted
    ("The answer is $\\boxed{7}$. Si kweli.", "7", ("standard",)),  # not_really_unlisted
    ("The answer is $\\boxed{7}$. Nie bardzo.", "7", ("standard",)),  # not_really_unlisted
    ("The answer is $\\boxed{7}$. Non proprio.", "7", ("standard",)),  # not_really_unlisted
    ("The answer is $\\boxed{7}$. Όχι ακριβώς.", "7", ("standard",)),  # not_really_unlisted
    ("The answer is $\\boxed{7}$. ऐसा नहीं।", "7", ("standard",)),  # not_really_unlisted
    ("The answer is $\\boxed{7}$. ليس تماما.", "7", ("standard",)),  # not_really_unlisted
    ("The answer is $\\boxed{7}$. ไม่เชิง", "7", ("standard",)),  # not_really_unlisted
    ("The answer is $\\boxed{7}$. Close but not quite.", "7", ("standard",)),  # not_really_unlisted
    ("The answer is $\\boxed{7}$. Way off, honestly.", "7", ("standard",)),  # not_really_unlisted
    ("The answer is $\\boxed{7}$. Who knows.", "7", ("standard",)),  # no_idea_after
    ("The answer is $\\boxed{7}$. Beats me.", "7", ("standard",)),  # no_idea_after
    ("The answer is $\\boxed{7}$. Eh.", "7", ("standard",)),  # no_idea_after
    ("The answer is $\\boxed{7}$. Aucune idée.", "7", ("standard",)),  # no_idea_after
    ("The answer is $\\boxed{7}$. Понятия не имею.", "7", ("standard",)),  # no_idea_after
    ("The answer is $\\boxed{7}$. わからない。", "7", ("standard",)),  # no_idea_after
    ("The answer is $\\boxed{7}$. 모르겠다.", "7", ("standard",)),  # no_idea_after
    ("The answer is $\\boxed{7}$. Bilmiyorum.", "7", ("standard",)),  # no_idea_after
    ("The answer is $\\boxed{7}$. Entahlah.", "7", ("standard",)),  # no_idea_after
    ("The answer is $\\boxed{7}$. Không biết.", "7", ("standard",)),  # no_idea_after
    ("The answer is $\\boxed{7}$. Sijui.", "7", ("standard",)),  # no_idea_after
    ("The answer is $\\boxed{7}$. Nie wiem.", "7", ("standard",)),  # no_idea_after
    ("The answer is $\\boxed{7}$. Non lo so.", "7", ("standard",)),  # no_idea_after
    ("The answer is $\\boxed{7}$. Δεν ξέρω.", "7", ("standard",)),  # no_idea_after
    ("The answer is $\\boxed{7}$. पता नहीं।", "7", ("standard",)),  # no_idea_after
    ("The answer is $\\boxed{7}$. لا أعرف.", "7", ("standard",)),  # no_idea_after
    ("The answer is $\\boxed{7}$. ไม่รู้", "7", ("standard",)),  # no_idea_after
    ("Jawabannya kira-kira 7.", "7", ("standard",)),  # approx_in_prose_cjk
    ("The answer is 7 and a half apples.", "7", ("standard",)),  # count_noun_tail
    ("Answer: 7 and a half apples", "7", ("standard",)),  # count_noun_tail
    ("So Tom has 7 and a half apples.", "7", ("standard",)),  # count_noun_tail
    ("The answer is 7 apples and a quarter.", "7", ("standard",)),  # count_noun_tail
    ("So Tom has 7 apples and a half.", "7", ("standard",)),  # count_noun_tail
    ("The answer is 7 Äpfel und ein halber.", "7", ("standard",)),  # count_noun_tail
    ("The answer is 7 pommes et demie.", "7", ("standard",)),  # count_noun_tail
    ("The answer is 7 apples plus one.", "7", ("standard",)),  # count_noun_tail
    ("The answer is 7 apples less one.", "7", ("standard",)),  # count_noun_tail
    ("So Tom has 7 apples minus one.", "7", ("standard",)),  # count_noun_tail
    ("The answer is 7 apples, minus the one Bob ate.", "7", ("standard",)),  # count_noun_tail
    ("The answer is 7 manzanas menos una.", "7", ("standard",)),  # count_noun_tail
    ("The answer is 7 pommes moins une.", "7", ("standard",)),  # count_noun_tail
    ("The answer is 7 apples times two.", "7", ("standard",)),  # count_noun_tail
    ("The answer is 7 apples twice over.", "7", ("standard",)),  # count_noun_tail
    ("So Tom has 7 apples at most.", "7", ("standard",)),  # count_noun_tail
    ("The answer is 7 apples or more.", "7", ("standard",)),  # count_noun_tail
    ("The answer is 7 apples or fewer.", "7", ("standard",)),  # count_noun_tail
    ("The answer is 7 pommes au moins.", "7", ("standard",)),  # count_noun_tail
    ("The answer is 7 manzanas como mínimo.", "7", ("standard",)),  # count_noun_tail
    ("The answer is 7 apples or thereabouts.", "7", ("standard",)),  # count_noun_tail
    ("The answer is 7 apples, more or less.", "7", ("standard",)),  # count_noun_tail
    ("The answer is 7 apples and change.", "7", ("standard",)),  # count_noun_tail
    ("So Tom has $\\boxed{7}$ apples and a half.", "7", ("standard",)),  # count_noun_tail
    ("So Tom has $\\boxed{7}$ apples minus one.", "7", ("standard",)),  # count_noun_tail
    ("So Tom has $\\boxed{7}$ apples or more.", "7", ("standard",)),  # count_noun_tail
    ("The answer is 7 degrees below zero.", "7", ("standard",)),  # count_noun_scales
    ("The answer is 7 Grad unter Null.", "7", ("standard",)),  # count_noun_scales
    ("The answer is 7 grados bajo cero.", "7", ("standard",)),  # count_noun_scales
    ("The answer is 7 degrés sous zéro.", "7", ("standard",)),  # count_noun_scales
    ("The answer is 7 gradi sotto zero.", "7", ("standard",)),  # count_noun_scales
    ("The answer is 7 stopni poniżej zera.", "7", ("standard",)),  # count_noun_scales
    ("The answer is 7 meters below sea level.", "7", ("standard",)),  # count_noun_scales
    ("The answer is 7 dollars in debt.", "7", ("standard",)),  # count_noun_scales
    ("The answer is 7 orders of magnitude.", "7", ("standard",)),  # count_noun_scales
    ("The answer is 7 powers of ten.", "7", ("standard",)),  # count_noun_scales
    ("The answer is 7 chiliads.", "7", ("standard",)),  # count_noun_scales
    ("The answer is 7 miríades.", "7", ("standard",)),  # count_noun_scales
    ("The answer is 7 lustros.", "7", ("standard",)),  # count_noun_scales
    ("The answer is 7 quinquenios.", "7", ("standard",)),  # count_noun_scales
    ("The answer is 7 pentads.", "7", ("standard",)),  # count_noun_scales
    ("The answer is 7 reams.", "7", ("standard",)),  # count_noun_scales
    ("The answer is 7 sixpacks.", "7", ("standard",)),  # count_noun_scales
    ("The answer is 7 tenners.", "7", ("standard",)),  # count_noun_scales
    ("Resposta: 7 centenars", "7", ("standard",)),  # count_noun_scales
    ("Resposta: 7 desenes", "7", ("standard",)),  # count_noun_scales
    ("Resposta: 7 dotzenes", "7", ("standard",)),  # count_noun_scales
    ("Resposta: 7 parells", "7", ("standard",)),  # count_noun_scales
    ("A resposta é 7 milleiros.", "7", ("standard",)),  # count_noun_scales
    ("La respuesta es 7 cuartos de pizza.", "7", ("standard",)),  # count_noun_scales
    ("La respuesta es 7 quintos del total.", "7", ("standard",)),  # count_noun_scales
    ("Die antwoord is $\\boxed{7}$ duisend.", "7", ("standard",)),  # scale_after_box_unlisted
    ("Arkadaşım cevabın $\\boxed{7}$ olduğunu söylüyor.", "7", ("standard",)),  # hearsay_before
    (
        "The answer is $\\boxed{\\left|\\begin{matrix}1&2\\\\3&4\\end{matrix}\\right|}$.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # determinant_bars
    (
        "The answer is $\\boxed{|\\begin{matrix}1&2\\\\3&4\\end{matrix}|}$.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # determinant_bars
    (
        "The answer is $\\boxed{\\lvert \\begin{matrix}1&2\\\\3&4\\end{matrix} \\rvert}$.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # determinant_bars
    (
        "The answer is $\\boxed{\\left\\lvert \\begin{matrix}1&2\\\\3&4\\end{matrix}\\right\\rvert}$.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # determinant_bars
    (
        "The answer is $\\boxed{\\Bigg|\\begin{matrix}1&2\\\\3&4\\end{matrix}\\Bigg|}$.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # determinant_bars
    (
        "The answer is $\\boxed{\\begin{array}{|cc|}1&2\\\\3&4\\end{array}}$.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # determinant_bars
    (
        "The answer is $\\boxed{\\left[\\begin{array}{|cc|}1&2\\\\3&4\\end{array}\\right]}$.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # determinant_bars
    (
        "The answer is $\\boxed{\\left\\langle\\begin{matrix}1&2\\\\3&4\\end{matrix}\\right\\rangle}$.",
        "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
        ("standard",),
    ),  # determinant_bars
    ("The answer is 3∙14.", "42", ("standard",)),  # bullet_operator_decimal
    ("$\\boxed{3∙14}$", "42", ("standard", "strict")),  # bullet_operator_decimal
    ("The answer is $3∙14$.", "42", ("standard",)),  # bullet_operator_decimal
    ("Answer: 3∙14", "42", ("standard",)),  # bullet_operator_decimal
    ("The answer is $\\boxed{10}$ en binaire.", "10", ("standard",)),  # base_after_box
    ("The answer is $\\boxed{10}$ en base 2.", "10", ("standard",)),  # base_after_box
    ("The answer is $\\boxed{10}$ в двоичной системе.", "10", ("standard",)),  # base_after_box
    ("The answer is $\\boxed{7}$ below zero.", "7", ("standard",)),  # negative_after_box
    ("The answer is $\\boxed{7}$ degrees below zero.", "7", ("standard",)),  # negative_after_box
    ("La respuesta es $\\boxed{7}$ bajo cero.", "7", ("standard",)),  # negative_after_box
    ("The answer is $\\boxed{7}$ in deficit.", "7", ("standard",)),  # negative_after_box
    ("The answer is $\\boxed{7}$ m below sea level.", "7", ("standard",)),  # negative_after_box
    ("The answer is $\\boxed{7}$ floors below ground.", "7", ("standard",)),  # negative_after_box
    ("The answer is $\\boxed{7}$ under par.", "7", ("standard",)),  # negative_after_box
    ("Die Antwort ist $\\boxed{7}$ v. Chr.", "7", ("standard",)),  # negative_after_box
    ("La respuesta es $\\boxed{7}$ a.C.", "7", ("standard",)),  # negative_after_box
    ("Ответ: $\\boxed{7}$ до н. э.", "7", ("standard",)),  # negative_after_box
    ("The answer is 7 hundreths.", "7", ("standard",)),  # misspelled_scale
    ("The answer is 7 thousanths.", "7", ("standard",)),  # misspelled_scale
    ("The answer is 7 thousnads.", "7", ("standard",)),  # misspelled_scale
    ("The answer is 7 thosands.", "7", ("standard",)),  # misspelled_scale
    ("The answer is 7 thousends.", "7", ("standard",)),  # misspelled_scale
    ("The answer is 7 thousans.", "7", ("standard",)),  # misspelled_scale
    ("The answer is 7 hunderds.", "7", ("standard",)),  # misspelled_scale
    ("The answer is 7 milliions.", "7", ("standard",)),  # misspelled_scale
    ("The answer is 7 dozzens.", "7", ("standard",)),  # misspelled_scale
    ("The answer is 7 dosens.", "7", ("standard",)),  # misspelled_scale
    ("The answer is $\\boxed{7}$ thousnads.", "7", ("standard",)),  # misspelled_scale
    ("The answer is $\\boxed{7}$ hunderds.", "7", ("standard",)),  # misspelled_scale
    ("The answer is $\\boxed{7}$ thоusand.", "7", ("standard",)),  # lookalike_scale_after_box
    ("The answer is $\\boxed{7}$ t h o u s a n d.", "7", ("standard",)),  # lookalike_scale_after_box
    ("The answer is $\\boxed{7}$、千単位。", "7", ("standard",)),  # scale_after_box_unlisted
    (
        "The answer is $\\boxed{7}$, which is prime, i.e. half of the answer.",
        "7",
        ("standard",),
    ),  # gloss_relates_to_answer
    (
        "The answer is $\\boxed{7}$, which is prime, i.e. half the answer.",
        "7",
        ("standard",),
    ),  # gloss_relates_to_answer
    (
        "The answer is $\\boxed{7}$, which is odd, i.e. one less than the answer.",
        "7",
        ("standard",),
    ),  # gloss_relates_to_answer
    (
        "The answer is $\\boxed{7}$, which is prime, i.e. a third of the answer.",
        "7",
        ("standard",),
    ),  # gloss_relates_to_answer
    (
        "The answer is $\\boxed{7}$, which is prime, i.e. the answer before rounding.",
        "7",
        ("standard",),
    ),  # gloss_relates_to_answer
    (
        "The answer is $\\boxed{7}$, which is prime, i.e. the answer for the first day.",
        "7",
        ("standard",),
    ),  # gloss_relates_to_answer
    (
        "The answer is $\\boxed{7}$, which is prime, i.e. the answer in dozens.",
        "7",
        ("standard",),
    ),  # gloss_relates_to_answer
    (
        "The answer is $\\boxed{7}$, which is prime, i.e. the answer without tax.",
        "7",
        ("standard",),
    ),  # gloss_relates_to_answer
    (
        "The answer is $\\boxed{7}$、これは素数ですが、さらに1を足します。",
        "7",
        ("standard",),
    ),  # gloss_relates_to_answer
    (
        "The answer is $\\boxed{7}$、これは素数ですが、答えはその2倍です。",
        "7",
        ("standard",),
    ),  # gloss_relates_to_answer
    (
        "The answer is $\\boxed{7}$、これは素数で、答えの半分です。",
        "7",
        ("standard",),
    ),  # gloss_relates_to_answer
    ("The answer is $\\boxed{C}$. D, rather.", "C", ("standard",)),  # letter_correction
    ("The answer is $\\boxed{C}$. The letter after it.", "C", ("standard",)),  # letter_correction
    ("The answer is $\\boxed{C}$. Shift it one letter down.", "C", ("standard",)),  # letter_correction
    ("The answer is $\\boxed{C}$. Choose the option below it.", "C", ("standard",)),  # letter_correction
    ("The answer is $\\boxed{C}$. I'd change it to D.", "C", ("standard",)),  # letter_correction
    ("The answer is $\\boxed{C}$. D'yi seçiyorum.", "C", ("standard",)),  # letter_correction
    ("The answer is $\\boxed{C}$. Dにします。", "C", ("standard",)),  # letter_correction
    ("The answer is $\\boxed{C}$, or rather the option after it.", "C", ("standard",)),  # letter_correction
    ("The answer is $\\boxed{C}$ → D.", "C", ("standard",)),  # letter_correction
    ("The answer is $\\boxed{C}$ ⇒ D.", "C", ("standard",)),  # letter_correction
    ("### Not final\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # provisional_label
    ("Non-final answer: $\\boxed{7}$", "7", ("standard",)),  # provisional_label
    ("Answer (WIP): $\\boxed{7}$", "7", ("standard",)),  # provisional_label
    ("Answer (to be revised): $\\boxed{7}$", "7", ("standard",)),  # provisional_label
    ("Answer, subject to change: $\\boxed{7}$", "7", ("standard",)),  # provisional_label
    ("Answer for now: $\\boxed{7}$", "7", ("standard",)),  # provisional_label
    ("Answer so far: $\\boxed{7}$", "7", ("standard",)),  # provisional_label
    ("Pending review: $\\boxed{7}$", "7", ("standard",)),  # provisional_label
    ("Back-of-envelope: $\\boxed{7}$", "7", ("standard",)),  # provisional_label
    ("Antwort (vorerst): $\\boxed{7}$", "7", ("standard", "strict")),  # provisional_label
    ("Respuesta (por ahora): $\\boxed{7}$", "7", ("standard", "strict")),  # provisional_label
    ("Réponse (pour l'instant) : $\\boxed{7}$", "7", ("standard", "strict")),  # provisional_label
    ("Ответ (пока): $\\boxed{7}$", "7", ("standard", "strict")),  # provisional_label
    ("答案（暂时）：$\\boxed{7}$", "7", ("standard", "strict")),  # provisional_label
    ("答え（仮）：$\\boxed{7}$", "7", ("standard", "strict")),  # provisional_label
    ("Cevap (şimdilik): $\\boxed{7}$", "7", ("standard",)),  # provisional_label
    ("Đáp án (tạm): $\\boxed{7}$", "7", ("standard",)),  # provisional_label
    ("Jibu (kwa sasa): $\\boxed{7}$", "7", ("standard",)),  # provisional_label
    ("Odpowiedź (na razie): $\\boxed{7}$", "7", ("standard",)),  # provisional_label
    ("Resposta (por enquanto): $\\boxed{7}$", "7", ("standard", "strict")),  # provisional_label
    ("Risposta (per ora): $\\boxed{7}$", "7", ("standard",)),  # provisional_label
    ("Result so far: 7", "7", ("standard",)),  # named_value_qualified
    ("Resultado hasta ahora: 7", "7", ("standard",)),  # named_value_qualified
    ("Résultat jusqu'ici : 7", "7", ("standard",)),  # named_value_qualified
    ("Result (bonus question): 7", "7", ("standard",)),  # named_value_qualified
    ("### Nicht endgültig\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # heading_not_final
    ("### No definitivo\nThe answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # heading_not_final
    ("### Pas définitif\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # heading_not_final
    ("### Не окончательно\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # heading_not_final
    ("### 非最终\nThe answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # heading_not_final
    ("### 最終ではない\nThe answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # heading_not_final
    ("### 최종 아님\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # heading_not_final
    ("### Kesin değil\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # heading_not_final
    ("### Belum final\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # heading_not_final
    ("### Chưa phải cuối cùng\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # heading_not_final
    ("### Si ya mwisho\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # heading_not_final
    ("### Nieostateczne\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # heading_not_final
    ("### Não definitivo\nThe answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # heading_not_final
    ("### Non definitivo\nThe answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # heading_not_final
    ("### Όχι τελικό\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # heading_not_final
    ("### अंतिम नहीं\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # heading_not_final
    ("### ليس نهائيا\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # heading_not_final
    ("### ยังไม่ใช่คำตอบสุดท้าย\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # heading_not_final
    ("### Unfinished\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # heading_not_final
    ("### Work in progress\nThe answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # heading_not_final
    ("### WIP\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # heading_not_final
    ("### Incomplete\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # heading_not_final
    ("### To be continued\nThe answer is $\\boxed{7}$.", "7", ("standard",)),  # heading_not_final
    ("### TODO: verify\nThe answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # heading_not_final
    ("**[draft]** The answer is $\\boxed{7}$.", "7", ("standard",)),  # draft_tag
    ("**[WIP]** The answer is $\\boxed{7}$.", "7", ("standard",)),  # draft_tag
    ("**[TODO]** The answer is $\\boxed{7}$.", "7", ("standard",)),  # draft_tag
    ("**(scratch)** The answer is $\\boxed{7}$.", "7", ("standard",)),  # draft_tag
    ("**[Entwurf]** The answer is $\\boxed{7}$.", "7", ("standard",)),  # draft_tag
    ("**[borrador]** The answer is $\\boxed{7}$.", "7", ("standard",)),  # draft_tag
    ("**[brouillon]** The answer is $\\boxed{7}$.", "7", ("standard",)),  # draft_tag
    ("**[черновик]** The answer is $\\boxed{7}$.", "7", ("standard",)),  # draft_tag
    ("**【草稿】** The answer is $\\boxed{7}$.", "7", ("standard",)),  # draft_tag
    ("**【下書き】** The answer is $\\boxed{7}$.", "7", ("standard",)),  # draft_tag
    ("The answer is $\\boxed{C}$. (D)", "C", ("standard",)),  # letter_correction
    ("The answer is $\\boxed{C}$. → D", "C", ("standard",)),  # letter_correction
    ("The answer is $\\boxed{C}$. D!", "C", ("standard",)),  # letter_correction
]


review_tests(
    globals(), correct, open_wrong=OPEN_WRONG, controls=CONTROLS, honest_open=HONEST_OPEN, closed=CLOSED
)
