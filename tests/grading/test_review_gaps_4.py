"""Gaps a fifth adversarial review found: wrong answers the math grader accepts, by family (text level).

The review probed the exceptions that rules version 8 added to READ honest answers (a confirming check after `Wait`, a
property gloss after the box, `7 is not prime` after it, strict's whitelist of the adverb opening the answer's clause,
markdown bold in the fallbacks, a later box superseding an earlier statement in standard) and the families the fourth
review closed (tests/grading/test_review_gaps_3.py) in new wording and other languages. Each family lists responses whose
committed final answer is NOT the gold (or that give no answer of the writer's own), with the modes that accept them
today. They are ``xfail(strict=True)``: a case fails the suite once its gap closes, so move it to CLOSED. The controls
are honest answers of the same shapes; they must still be read in the modes listed. HONEST_OPEN holds natural answers a
mode refuses today (false negatives found on the way; strict's are listed with strict only).

Found by black-box probing (the rules of docs/grading.md, not the source)."""

from __future__ import annotations

from review_gaps import MODES, correct, review_tests

# a check after `Wait`/`Hmm` (rechecks.py) that confirms a computation equal to the box and then REVISES it in words
# with no value or judging word: 'then plus one is the total', 'but we need twice that', 'that is the half, so double it',
# 'dazu kommt noch Sam', 'il faut encore ajouter Sam', '还要加上小明', 'さらにサムを足す'; or one whose last value equals the box
# but which computes another value first ('$3+5=8$, minus the overlap gives $7$', '$3+5=8$，而 $7$ 是错误的'); the recheck
# exception asks only that the check's last value equal the answer and that no listed word follow
RECHECK_REVISES = [
    (
        "The answer is $\\boxed{7}$. Wait, let me recheck: I misread, there were 5. So $3+5 = 8$, hmm, and $7$ was for the old data.",
        "7",
        ("standard",),
    ),
]

# a property gloss after the box (glosses.names_a_property: ', which is prime', ', qui est premier', ', eine Primzahl')
# followed, in the same clause or after a comma or dash, by a consequence that excludes it ('hence excluded', 'donc
# exclu', 'also ausgeschlossen', 'así que queda descartado', 'поэтому исключается', 'but the answer must be even', 'mais
# faux', 'но неверно'), or a gloss that places it relative to the true answer ('which is one less than the true answer');
# the property exception reads the gloss and does not look at what follows it
GLOSS_THEN_VERDICT = []

# a later sentence whose subject is the box's value and whose predicate rejects it in words outside judged_value's
# judging list: a size ('7 is too small', '7 ist zu klein', '7 est trop petit', '7太小了', '7 çok küçük'), a fit ('7 passt
# nicht', '7 no cuadra', '7 ne colle pas', '7 не подходит', '7 nie pasuje', '7 uymuyor', '7 tidak cocok'), an impossibility
# ('7 is impossible', '7 невозможно', '7是不可能的'), a non-identity ('7 isn't it', '7 ist nicht die Lösung', '7 no es la
# respuesta', '7不是正确答案', '7は正解ではない', '7은 정답이 아니다', '7 bukan jawabannya', '7 không phải là đáp án'), a failed
# check ('7 fails the check', '7 doesn't satisfy the equation'); the property exception ('7 is not prime' reads) lets any
# predicate that is not a judging word through, and the negated answer noun of other languages is not read
VALUE_JUDGED_PREDICATE = []

# a negated PROPERTY of the box's value (read on purpose: '7 is not prime') followed in the same sentence by the
# verdict it implies ('so it is not our answer', 'so it can't work', 'which rules it out', 'also scheidet es aus', 'así que se
# descarta', 'donc il est exclu', 'значит не подходит', '所以排除', 'więc odpada'): the exception stops at the property
PROPERTY_THEN_VERDICT = []

# a joke, sarcasm or non-assertion marker outside unmeant.py's lists, in the sentence before the answer's or as the
# lead of its clause: an interjection or aside sentence before a whitelisted adverb ('Ha. Clearly,', 'Pfft. Clearly,',
# '*rolls eyes* Obviously,', 'Trust me, bro. Clearly,', 'Spoiler: not really. Obviously,'), a lead that says the
# statement is play ('Just for fun,', 'Tongue firmly in cheek,', 'Devil's advocate:', 'Hot take:', 'Zum Spaß:', 'Por
# diversión,', 'Per scherzo,', 'Ради шутки:', 'Dla żartu:', '开个玩笑，', 'ふざけて言うと、', '농담으로,', 'Bercanda,'), an
# irony word inside the adverb's clause ('Claramente, y lo digo con ironía,', 'Évidemment (ironie),', '显然（反话），'), a joke
# aside after a connective of conclusion ('Therefore — said no one —', 'Thus, as a joke,', 'Donc, pour rigoler,', 'Поэтому, в
# шутку,', 'Quindi, per gioco,'); strict's
# adverb whitelist reads only the adverb and the framing whitelist only the words between the clause start and the noun
JOKE_PREFACE = []

# the answer's noun is qualified as a wrong, naive, apparent or joke answer in another language or a compound:
# 'Die falsche Antwort ist', 'La respuesta equivocada es', 'La mauvaise réponse est', 'La risposta sbagliata è', 'Ошибочный
# ответ равен', 'Het foute antwoord is', 'Błędna odpowiedź to', 'Đáp án sai là', 'الإجابة الخاطئة هي', 'गलत उत्तर ... है',
# '間違った答えは', '오답은', 'La respuesta aparente es', 'Die naive Antwort ist', 'The too-good-to-be-true answer is', 'Scherzantwort:',
# '搞笑答案：'; strict's named_plainly whitelist of qualifiers is English's (a post-nominal adjective, or one before the noun
# in another language, is not read), and standard's judging list does not hold these as qualifiers of the noun
JUDGED_ANSWER_NOUN = []

# hearsay in words or languages the provenance cues lack: rumour as a source ('Según los rumores,', 'D'après la
# rumeur,', 'Gerüchten zufolge', 'Secondo voci,', 'Z plotek wynika, że', 'Dizem por aí que', '传闻', '소문에 따르면', 'Nghe
# nói', 'Word on the forum is'), what I heard ('Duyduğuma göre', 'سمعت أن', 'सुना है कि')
HEARSAY = []

# the only box is an earlier result, marked by a time adverb outside provenance's first-attempt markers ('Previously:',
# 'Back then I wrote', 'My answer an hour ago was', 'Before reading the constraint properly, I had', 'Vorher hatte ich',
# 'Antes tenía', 'Avant, j'avais', 'Раньше у меня было', 'Wcześniej miałem', '以前我得到的是', '前は ... だった', 'Dulu saya dapat',
# 'Trước đó tôi ra', 'Önceden ... bulmuştum', 'Em uma versão anterior, obtive')
SUPERSEDED = []

# the box answers a toy or trivial instance, in words outside provenance's scope lexicon ('For the toy example,', 'For
# the trivial case,', 'Für das Spielzeugbeispiel', 'Para el ejemplo de juguete,', 'Pour l'exemple jouet,', 'Nel caso
# banale', 'В игрушечном примере', '在玩具例子中', 'Oyuncak örnekte', 'Untuk contoh mainan,')
OTHER_PROBLEM = []

# the writer commits to ANOTHER value before a bare box in a phrasing or language strict's one-answer rule does not
# read as an answer ('I stand by 8.', '8 — final.', '私の最終回答は 8 です。', 'Jawaban akhir saya 8.', 'Đáp án cuối cùng của tôi là
# 8.', '내 최종 답은 8이다.', 'Son cevabım 8.', 'Ich bleibe bei 8.', 'Je maintiens 8.', a program that prints or selects it:
# 'print("Answer:", 8)', 'SELECT 8 AS answer;'); listed for strict only: standard reads the later box as superseding by design
ANSWER_STATED_BEFORE = []

# a heading that tells the reader not to use what follows, with no rejecting label word ('## Don't submit this', '##
# Ignore', '## Skip this', '## Nicht einreichen', '## No enviar', '## Ne pas soumettre', '## Не отправлять', '## 不要提交',
# '## 提出しないこと', '## 제출하지 마세요', '## Jangan dikirim', '## Don't trust this', '## Avoid this', '**Don't submit this**',
# '**Bitte ignorieren**'); labels.py reads headings through the rejecting lexicon, and the
# imperatives to disregard are read only as sentences pointing back, not as a heading over the box
IMPERATIVE_HEADING = []

# a bracket or line after the box that adds to it in words, not as an operator then a value ('(plus the one we
# forgot)', '+1 for the leftover', '+ the leftover one', '(and then one more for Sam)', '(más uno por Sam)', '(plus un pour
# Sam)', '(più uno per Sam)', '(плюс один за Сэма)', '(再加上小明的一个)', '(+ jeden za Sama)'): after_box's qualifier whitelist
# and operator rules read '(add one)' and '$+1$' alone
CORRECTION_AFTER = []

# a table that marks the box's row rejected and another row accepted, in a status word of another language
# ('verworfen'/'angenommen', 'descartado'/'aceptado', 'rejeté'/'retenu', 'scartato', 'отклонено', 'odrzucone', 'descartada',
# '放弃'/'采用', '却下'/'採用', 'reddedildi'): the docs list the status cell in the box's row as open outside English
STATUS_TABLE = []

# the writer states the answer (8), then boxes an unrelated number in an aside ('P.S. my lucky number is', 'This took
# me ... minutes', 'Recall the problem starts with ... apples', 'Übrigens: Glückszahl', 'Dato curioso:', 'Au passage, mon
# chiffre porte-bonheur est', 'Кстати, моё счастливое число —', 'ちなみに、ラッキーナンバーは'); standard reads a later box
# as superseding an earlier statement, and strict's one-answer rule misses some languages' statements
LATER_ASIDE_BOX = [
    ("Final answer: 8\n\nThis took me $\\boxed{7}$ minutes.", "7", ("standard",)),
]

# the markdown-bold fallback reads the first bold value where a retraction word outside the lists then gives another
# bold value ('The answer is **7**. Sike! It's **8**.', 'Nope: **8**', 'Quatsch, **8**', 'Mentira, **8**', 'Bof, **8**',
# 'Macché, **8**', 'Ерунда, **8**', '胡说，**8**'), or a bold value after an earlier bold commitment ('**8** is my answer.' then
# '**7**'); the later-conclusion rule reads conclusion words and boxes, not a bold value after an interjection
BOLD_RETRACTED = [
    ("**8** is my answer.\n\n**7**", "7", ("standard",)),
]

# the box is addressed to a machine reader named outside labels._GRADER ('For the bot:', 'Für den Bot:', 'Para el
# bot:', 'Pour le bot :', 'Для бота:', '给机器人看的：', 'So the regex matches:', 'The string the scorer looks for is', 'للمصحح:')
GRADER_DIRECTED = []

# an open or unverified status in a language or shape unmeant.py lacks: Turkish '-ip -madığını merak ediyorum',
# Arabic 'لا أعرف إن', an 'unverified' label before a colon in Russian, Turkish, Japanese, Hindi, Arabic ('Непроверено:',
# 'Doğrulanmadı:', '検証していない：', 'अपुष्ट:', 'غير مؤكد:')
OPEN_QUESTION = []

# someone of the writer's family got the box (documented open in English, 'My brother got'), in other languages: 'Mi
# hermano obtuvo', 'Mein Bruder hat ... herausbekommen', 'Mon frère a trouvé', 'Мой брат получил', 'Mój brat dostał',
# 'Ağabeyim ... buldu', 'Kakakku mendapat', 'Anh tôi ra', 'أخي حصل على', 'भाई को ... मिला'
OTHERS_FAMILY = []

# a one- or two-word dismissal after the answer, outside the dismissal and sarcasm lists ('Figurati.', 'Wohl kaum.',
# 'Вряд ли.', 'Pek sanmam.', 'Mana mungkin.', 'Không đời nào.', '别逗了。', 'まさか。', '설마.', 'हरगिज़ नहीं।', 'مستحيل.', 'Hardly.',
# 'Jamais de la vie.', 'Niemals.', 'Ни за что.', 'ありえない。', '말도 안 돼.', 'Asla.', 'Tidak mungkin.', 'Mai.', 'Nigdy.', 'Way off.')
DISMISSAL_AFTER = []

# a heading over the box that marks it a draft, a first attempt, an obsolete version or an anti-example with no
# rejecting word ('## Erster Versuch', '## Primer intento', '## Premier essai', '## Первая попытка', '## 第一次尝试', '## İlk
# deneme', '## Entwurf', '## Borrador', '## Brouillon', '## Черновик', '## Before the fix', '## v1 (obsolete)', '## Obsolète',
# '## 已作废', '## What not to write', '## Anti-example', '## Scratch work'); labels.py reads a heading through the rejecting
# lexicon (strict's whitelist refuses them); the draft and earlier-result words are read only before a colon or a verb
HEADING_NOT_FINAL = []

# strict's closing sentence 'I hope it is correct.' read as plain continuation in standard, then taken back in the
# same sentence ('— it isn't', ', but I know it isn't', ', though it surely is not', ', but the real one is 8') or inverted ('I
# hope it is wrong', 'Ich hoffe, es stimmt nicht.', 'Espero que sea incorrecto.', 'J'espère que c'est faux.', 'Надеюсь, это
# неверно.', '希望是错的。', '間違っていてほしい。', 'Semoga salah.'), or a P.S. with another value after it
CLOSING_RETRACTED = []

# a sentence after the box that attributes it to a key, a book or another model ('That's what the key says, anyway.',
# 'Or so the key claims.', 'So says the key.', 'At least that's what ChatGPT told me.', 'Laut Lösungsheft.', 'Según el
# solucionario.', 'D'après le corrigé.', '据答案册。', 'Так в ответах.', 'Tak podaje klucz.', '解答集によると。'): provenance reads
# the lead of the box's clause, and the hearsay tail ', or so I'm told' only in English
ATTRIBUTED_AFTER = []

# a sentence before the answer line that calls what follows made up, in words outside the forward-pointing frame
# lists ('Alles Folgende ist ausgedacht.', 'Lo que sigue es inventado.', 'Ce qui suit est inventé.', 'Quanto segue è
# inventato.', 'Wszystko poniżej jest zmyślone.', 'Aşağıdakiler uydurmadır.', 'The next line is made up.', 'What follows is
# fiction.'); `_frames_forward` reads pointers with a judging word or a frame noun
FORWARD_FRAME = []

# the families above with a choice-letter gold, through the readings of a letter (`The final answer is $C$.`, a
# letter in math; `**C**`; `(C)` in a statement; a boxed letter): a later judgement or dismissal ('C passt nicht.', 'C isn't
# it.', 'Wohl kaum.', 'まさか。'), a retracted closing, an attribution after it, a joke lead, a wrong-answer noun ('Die falsche
# Antwort ist C.', 'La mauvaise réponse est **C**.'), a draft heading, an earlier result, hearsay, a toy example
CHOICE_LETTER = []

# a gloss the exceptions read (a reason bracket whose computation ends on the answer, `glosses.computes_answer`:
# '(since 3+4=7)', '(da 3+4=7)', '(ya que 3+4=7)', '(因为3+4=7)'; or ', which is prime.') stands between the box and a qualifier
# that the after-box rules refuse when it stands right after the box (', one short', ', eins zu wenig', ', uno de menos', ', un
# de moins', '，少了一个', ', an undercount', '— off by one though'), or before a sentence that excludes the property ('Primes are
# excluded here.', 'But the problem wants a composite.'): the gloss shields what follows it
REASON_GLOSS_SHIELDS = []

# the sentence before the answer's announces that the writer is about to lie or speak in reverse ('I'm about to lie.',
# 'Let me tell you a lie.', 'Opposite day!', 'Ich lüge jetzt.', 'Voy a mentir.', 'Je vais mentir.', 'Сейчас совру.', 'Zaraz
# skłamię.', '我要撒谎了。', '今から嘘をつきます。', 'Tôi sẽ nói dối.'); led_in_plainly reads a label line or a forward pointer,
# and unmeant.py a joke marker; a plain sentence that says the next statement is a lie is neither
LIE_ANNOUNCED = []

# the answer is stated in a role the writer plays ('Role-play as a bad student:', 'In character as a careless
# student,', 'Pretending to be wrong on purpose,', 'Als schlechter Schüler:', 'Haciendo de mal alumno,', 'En jouant le mauvais
# élève,', 'Изображая двоечника:', '扮演粗心的学生：'): provenance reads verbs of obtaining with another subject, and the
# framing rules verbs of saying; a role the writer takes on is neither
ROLE_PLAY = []

# the answer is scoped to an imagined world ('In my dreams,', 'On opposite day,', 'In Bizarro world,', 'In a world where
# 3+4=8,', 'In einem Paralleluniversum', 'En un universo paralelo,', 'Dans un univers parallèle,', 'В параллельной вселенной',
# '在平行宇宙中', 'パラレルワールドでは', 'Paralel evrende'); provenance's other-problem lexicon names variants and relaxations of the
# problem, not a fiction, and strict's preamble whitelist reads only the words between the clause start and the noun
COUNTERFACTUAL_WORLD = []

# a restrictive subject that disowns the statement ('Only a fool says', 'Only someone who skipped the constraint
# gets', 'Solo un tonto diría que', 'Seul un idiot dirait que', 'Только дурак скажет, что', 'Tylko głupiec powie, że', 'Hanya
# orang bodoh yang bilang'); the negative-quantifier rule reads 'few', 'nobody', 'hardly anyone', not 'only' + a fool
ONLY_A_FOOL = []

# a wish, not an assertion ('I want the answer to be', 'I'd love the answer to be', 'Ich wünschte, die Antwort wäre',
# 'Ojalá la respuesta fuera', 'J'aimerais que la réponse soit', 'Vorrei che', 'Хотелось бы, чтобы', 'Oby', '真希望', 'だったら
# いいのに', 'Keşke', 'Ước gì', 'काश', 'ليت'); the hedge lexicon holds 'maybe', 'I think', not the optative
WISH = []

# the answer's noun is followed by a phrase that makes it the answer of an error or another version ('The answer
# without the carry is', 'The answer with the sign error is', 'The answer before correction is', 'The answer of the misprinted
# version is', 'Die Antwort ohne Übertrag ist', 'La respuesta sin el acarreo es', 'La réponse sans la retenue est', 'La
# risposta senza riporto è', 'Ответ без переноса:', '繰り上がりを忘れた答えは'); named_plainly's whitelist reads the words before
# the noun, provenance's named errors read a lead before a verb of obtaining
POSTNOMINAL_QUALIFIER = []

# a later sentence judges a plain-text computation whose value is the box's ('14/2 is incorrect here.', '21/3 is
# wrong.', '3 + 4 is not right here.', '3+4 = 7 is not what was asked.', '14/2 ist falsch.', '14/2 está mal.', '14/2 est faux.',
# '3+4 здесь неверно.', '14/2 jest błędne.', '14/2 salah.', '14/2 是错的。'): judged_value reads the box's own value (digits,
# math, number words) as the subject, and the negated expression of the 12/5 exception is blanked, not read as the answer
JUDGED_EXPRESSION = []

OPEN_WRONG = {
    "recheck_revises": RECHECK_REVISES,
    "gloss_then_verdict": GLOSS_THEN_VERDICT,
    "value_judged_predicate": VALUE_JUDGED_PREDICATE,
    "property_then_verdict": PROPERTY_THEN_VERDICT,
    "joke_preface": JOKE_PREFACE,
    "judged_answer_noun": JUDGED_ANSWER_NOUN,
    "hearsay": HEARSAY,
    "superseded": SUPERSEDED,
    "other_problem": OTHER_PROBLEM,
    "answer_stated_before": ANSWER_STATED_BEFORE,
    "imperative_heading": IMPERATIVE_HEADING,
    "correction_after": CORRECTION_AFTER,
    "status_table": STATUS_TABLE,
    "later_aside_box": LATER_ASIDE_BOX,
    "bold_retracted": BOLD_RETRACTED,
    "grader_directed": GRADER_DIRECTED,
    "open_question": OPEN_QUESTION,
    "others_family": OTHERS_FAMILY,
    "dismissal_after": DISMISSAL_AFTER,
    "heading_not_final": HEADING_NOT_FINAL,
    "closing_retracted": CLOSING_RETRACTED,
    "attributed_after": ATTRIBUTED_AFTER,
    "forward_frame": FORWARD_FRAME,
    "choice_letter": CHOICE_LETTER,
    "reason_gloss_shields": REASON_GLOSS_SHIELDS,
    "lie_announced": LIE_ANNOUNCED,
    "role_play": ROLE_PLAY,
    "counterfactual_world": COUNTERFACTUAL_WORLD,
    "only_a_fool": ONLY_A_FOOL,
    "wish": WISH,
    "postnominal_qualifier": POSTNOMINAL_QUALIFIER,
    "judged_expression": JUDGED_EXPRESSION,
}

CONTROLS = [  # (response, gold, modes that read it): honest answers of the same shapes
    ("The answer is $\\boxed{7}$ (not 8).", "7", ("standard",)),  # a bracket the commitment pass leaves whole
    ("The answer is $\\boxed{7}$ [since 3+4=7].", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Wait, let me double-check: $3+4=7$. Yes.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Hmm, let me recheck: $14/2 = 7$.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Warte, ich prüfe nochmal: $3+4=7$. Stimmt.", "7", ("standard",)),
    ("La réponse est $\\boxed{7}$. Attends, je vérifie : $3+4=7$. Oui.", "7", ("standard",)),
    ("答案是 $\\boxed{7}$。等等，验算一下：$3+4=7$。", "7", ("standard",)),
    ("Ответ: $\\boxed{7}$. Подожди, проверю: $3+4=7$. Верно.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$, which is prime.", "7", ("standard",)),
    ("La réponse est $\\boxed{7}$, qui est premier.", "7", ("standard",)),
    ("Die Antwort ist $\\boxed{7}$, eine Primzahl.", "7", ("standard",)),
    ("La respuesta es $\\boxed{7}$, que es primo.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. 7 is not divisible by 2.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. 7 is odd.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. 7 is not prime-looking, but it is prime.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. 7 ist eine Primzahl.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. 7 no es par.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. 7 n'est pas pair.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. 7不是偶数。", "7", ("standard",)),
    ("Clearly, the answer is $\\boxed{7}$.", "7", MODES),
    ("Obviously, the answer is $\\boxed{7}$.", "7", MODES),
    ("We add the parts. Clearly, the answer is $\\boxed{7}$.", "7", MODES),
    ("Offensichtlich ist die Antwort $\\boxed{7}$.", "7", ("standard",)),
    ("Evidentemente, la respuesta es $\\boxed{7}$.", "7", MODES),
    ("Évidemment, la réponse est $\\boxed{7}$.", "7", MODES),
    ("所以，答案是 $\\boxed{7}$。", "7", MODES),
    ("Die richtige Antwort ist $\\boxed{7}$.", "7", MODES),
    ("La respuesta correcta es $\\boxed{7}$.", "7", MODES),
    ("La bonne réponse est $\\boxed{7}$.", "7", MODES),
    ("La risposta corretta è $\\boxed{7}$.", "7", MODES),
    ("A resposta correta é $\\boxed{7}$.", "7", MODES),
    ("Het juiste antwoord is $\\boxed{7}$.", "7", MODES),
    ("Poprawna odpowiedź to $\\boxed{7}$.", "7", MODES),
    ("Правильный ответ: $\\boxed{7}$.", "7", ("standard",)),
    ("正确答案是 $\\boxed{7}$。", "7", ("standard",)),
    ("正解は $\\boxed{7}$ です。", "7", ("standard",)),
    ("Đáp án đúng là $\\boxed{7}$.", "7", MODES),
    ("Según el teorema de Pitágoras, la respuesta es $\\boxed{7}$.", "7", MODES),
    ("D'après le théorème de Pythagore, la réponse est $\\boxed{7}$.", "7", MODES),
    ("Nach dem Satz des Pythagoras ist die Antwort $\\boxed{7}$.", "7", ("standard",)),
    ("Vorher hatte Anna 3 Äpfel; jetzt hat sie $\\boxed{7}$.", "7", ("standard",)),
    ("Antes había 3 manzanas; ahora hay $\\boxed{7}$.", "7", ("standard",)),
    ("For the original problem, the answer is $\\boxed{7}$.", "7", MODES),
    ("Para el problema original, la respuesta es $\\boxed{7}$.", "7", MODES),
    ("Pour le problème initial, la réponse est $\\boxed{7}$.", "7", MODES),
    ("We compute $3+4$.\n\n$\\boxed{7}$", "7", MODES),
    ("Ich rechne $3+4$.\n\nDie Antwort ist $\\boxed{7}$.", "7", MODES),
    ("## Antwort\n\n$\\boxed{7}$", "7", MODES),
    ("## Respuesta final\n\n$\\boxed{7}$", "7", MODES),
    ("## Réponse\n\n$\\boxed{7}$", "7", MODES),
    ("## 答案\n\n$\\boxed{7}$", "7", MODES),
    ("## Final answer\n\n$\\boxed{7}$", "7", MODES),
    ("$\\boxed{7}$\n\n(in cm)", "7", ("standard",)),
    ("$\\boxed{7}$ (the number of ways)", "7", ("standard",)),
    ("| Versuch | Status |\n|---|---|\n| 8 | verworfen |\n| $\\boxed{7}$ | angenommen |", "7", ("standard",)),
    ("| Intento | Estado |\n|---|---|\n| 8 | descartado |\n| $\\boxed{7}$ | aceptado |", "7", ("standard",)),
    ("Answer: 7.\n\nThus $\\boxed{7}$.", "7", MODES),
    ("La respuesta es 7.\n\nPor lo tanto, $\\boxed{7}$.", "7", ("standard",)),
    ("The answer is **7**.", "7", ("standard",)),
    ("Antwort: **7**.", "7", ("standard",)),
    ("Respuesta: **7**.", "7", ("standard",)),
    ("Final answer for the record: $\\boxed{7}$", "7", ("standard",)),
    ("Ответ: $\\boxed{7}$.", "7", MODES),
    ("Cevap $\\boxed{7}$.", "7", ("standard",)),
    ("Jawabannya $\\boxed{7}$.", "7", ("standard",)),
    ("Mi hermano tiene 3 manzanas y yo 4, así que juntos tenemos $\\boxed{7}$.", "7", ("standard",)),
    ("My brother has 3 apples and I have 4, so together we have $\\boxed{7}$.", "7", MODES),
    ("Answer: 7", "7", ("standard",)),
    ("Final Answer: The final answer is $7$. I hope it is correct.", "7", ("standard",)),
    ("The final answer is $7$. Ich hoffe, es stimmt.", "7", ("standard",)),
    ("Wir rechnen $3+4$.\nAntwort: 7", "7", ("standard",)),
    ("Calculamos $3+4$.\nRespuesta: 7", "7", ("standard",)),
    ("## Lösung\n\n$\\boxed{7}$", "7", MODES),
    ("## Zweiter Versuch (final)\n\n$\\boxed{7}$", "7", MODES),
    ("The answer is $\\boxed{7}$. Nice.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Fertig.", "7", ("standard",)),
    ("The final answer is $\\boxed{7}$. The key agrees.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. 7 passt.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. 7 ist ungerade.", "7", ("standard",)),
    ("Just to be safe, we check: $3+4=7$. The answer is $\\boxed{7}$.", "7", MODES),
    ("The answer is $\\boxed{7}$ (since 3+4=7).", "7", ("standard",)),
    ("Die Antwort ist $\\boxed{7}$ (da 3+4=7).", "7", ("standard",)),
    ("La respuesta es $\\boxed{7}$ (ya que 3+4=7).", "7", ("standard",)),
    ("I'll be honest. The answer is $\\boxed{7}$.", "7", MODES),
    ("Ich rechne nach. Die Antwort ist $\\boxed{7}$.", "7", MODES),
    ("Je vérifie. La réponse est $\\boxed{7}$.", "7", MODES),
    ("我来验算。答案是 $\\boxed{7}$。", "7", MODES),
    ("As a careful student would, we check each case: the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("In our problem, the answer is $\\boxed{7}$.", "7", MODES),
    ("In this world of integers, the answer is $\\boxed{7}$.", "7", MODES),
    ("Only one value works: the answer is $\\boxed{7}$.", "7", MODES),
    ("Only $x = 7$ satisfies both equations, so the answer is $\\boxed{7}$.", "7", MODES),
    ("We want the smallest such $n$. The answer is $\\boxed{7}$.", "7", MODES),
    ("Wir suchen die kleinste Zahl. Die Antwort ist $\\boxed{7}$.", "7", MODES),
    ("The answer to the problem is $\\boxed{7}$.", "7", MODES),
    ("The answer in simplest form is $\\boxed{7}$.", "7", MODES),
    ("The answer with the carry is $\\boxed{7}$.", "7", MODES),
    ("Die Antwort mit Übertrag ist $\\boxed{7}$.", "7", MODES),
    ("La respuesta con el acarreo es $\\boxed{7}$.", "7", MODES),
    ("The answer is $\\boxed{7}$. 14/2 = 7 is correct.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. 3+4 = 7 checks out.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Check: 14/2 = 7 ✓", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. 3+5 is wrong here, so 3+4.", "7", ("standard",)),
    ("正解は $\\boxed{7}$ です。", "7", ("strict",)),  # was HONEST_OPEN
    (
        "Mi hermano tiene 3 manzanas y yo 4, así que juntos tenemos $\\boxed{7}$.",
        "7",
        ("strict",),
    ),  # was HONEST_OPEN
    ("No lie: the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # was HONEST_OPEN
    ("Kein Witz: Die Antwort ist $\\boxed{7}$.", "7", ("strict",)),  # was HONEST_OPEN
]

HONEST_OPEN = [  # honest answers a mode refuses today (strict's: a plain statement of the answer it does not whitelist)
]


CLOSED = [  # (response, gold, modes): the cases above that the rules close, in the modes they close
    ("私の最終回答は 8 です。\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("Đáp án cuối cùng của tôi là 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("8 — final.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("I stand by 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("Je maintiens 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("Me mantengo en 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("$\\boxed{7}$\n\n(plus the one we forgot)", "7", ("standard",)),  # correction_after
    ("$\\boxed{7}$\n\n+1 for the leftover", "7", ("standard",)),  # correction_after
    ("$\\boxed{7}$ + the leftover one", "7", ("standard",)),  # correction_after
    ("$\\boxed{7}$\n\n(and then one more for Sam)", "7", ("standard",)),  # correction_after
    ("$\\boxed{7}$\n\n(más uno por Sam)", "7", ("standard",)),  # correction_after
    ("$\\boxed{7}$\n\n(plus un pour Sam)", "7", ("standard",)),  # correction_after
    ("$\\boxed{7}$\n\n(più uno per Sam)", "7", ("standard",)),  # correction_after
    ("$\\boxed{7}$\n\n(плюс один за Сэма)", "7", ("standard",)),  # correction_after
    ("$\\boxed{7}$\n\n(再加上小明的一个)", "7", ("standard",)),  # correction_after
    ("$\\boxed{7}$\n\n(+ jeden za Sama)", "7", ("standard",)),  # correction_after
    (
        "| Versuch | Status |\n|---|---|\n| $\\boxed{7}$ | verworfen |\n| 8 | angenommen |",
        "7",
        ("standard",),
    ),  # status_table
    (
        "| Intento | Estado |\n|---|---|\n| $\\boxed{7}$ | descartado |\n| 8 | aceptado |",
        "7",
        ("standard",),
    ),  # status_table
    (
        "| Essai | Statut |\n|---|---|\n| $\\boxed{7}$ | rejeté |\n| 8 | retenu |",
        "7",
        ("standard",),
    ),  # status_table
    (
        "| Tentativo | Stato |\n|---|---|\n| $\\boxed{7}$ | scartato |\n| 8 | accettato |",
        "7",
        ("standard",),
    ),  # status_table
    (
        "| Попытка | Статус |\n|---|---|\n| $\\boxed{7}$ | отклонено |\n| 8 | принято |",
        "7",
        ("standard",),
    ),  # status_table
    (
        "| Próba | Status |\n|---|---|\n| $\\boxed{7}$ | odrzucone |\n| 8 | przyjęte |",
        "7",
        ("standard",),
    ),  # status_table
    (
        "| Tentativa | Estado |\n|---|---|\n| $\\boxed{7}$ | descartada |\n| 8 | aceita |",
        "7",
        ("standard",),
    ),  # status_table
    ("| 试 | 状态 |\n|---|---|\n| $\\boxed{7}$ | 放弃 |\n| 8 | 采用 |", "7", ("standard",)),  # status_table
    ("| 試行 | 状態 |\n|---|---|\n| $\\boxed{7}$ | 却下 |\n| 8 | 採用 |", "7", ("standard",)),  # status_table
    (
        "| Deneme | Durum |\n|---|---|\n| $\\boxed{7}$ | reddedildi |\n| 8 | kabul |",
        "7",
        ("standard",),
    ),  # status_table
    ("The answer is **7**. Sike! It's **8**.", "7", ("standard",)),  # bold_retracted
    ("The answer is **7**. Nope: **8**.", "7", ("standard",)),  # bold_retracted
    ("Antwort: **7**. Quatsch, **8**.", "7", ("standard",)),  # bold_retracted
    ("Respuesta: **7**. Mentira, **8**.", "7", ("standard",)),  # bold_retracted
    ("Réponse : **7**. Bof, **8**.", "7", ("standard",)),  # bold_retracted
    ("Risposta: **7**. Macché, **8**.", "7", ("standard",)),  # bold_retracted
    ("Ответ: **7**. Ерунда, **8**.", "7", ("standard",)),  # bold_retracted
    ("答案：**7**。胡说，**8**。", "7", ("standard",)),  # bold_retracted
    ("The answer is **7**. Ha, no: **8**.", "7", ("standard",)),  # bold_retracted
    ("The answer is **7**. Yeah no, **8**.", "7", ("standard",)),  # bold_retracted
    (
        "Final Answer: The final answer is $7$. I hope it is correct.\n\nP.S.: 8.",
        "7",
        ("standard",),
    ),  # closing_retracted
    ("The final answer is $C$. C passt nicht.", "C", ("standard",)),  # choice_letter
    ("The final answer is $C$. C isn't it.", "C", ("standard",)),  # choice_letter
    ("The final answer is $C$. C no cuadra.", "C", ("standard",)),  # choice_letter
    ("The final answer is $C$. C не подходит.", "C", ("standard",)),  # choice_letter
    ("The final answer is $C$. Wohl kaum.", "C", ("standard",)),  # choice_letter
    ("The final answer is $C$. まさか。", "C", ("standard",)),  # choice_letter
    ("The final answer is $C$. I hope it is correct — it isn't.", "C", ("standard",)),  # choice_letter
    ("The final answer is $C$. Or so the key claims.", "C", ("standard",)),  # choice_letter
    ("La mauvaise réponse est **C**.", "C", ("standard",)),  # choice_letter
    ("Die falsche Antwort ist C.", "C", ("standard",)),  # choice_letter
    ("Zum Spaß: Die Antwort ist C.", "C", ("standard",)),  # choice_letter
    ("Per scherzo, la risposta è (C).", "C", ("standard",)),  # choice_letter
    ("## Erster Versuch\n\n**C**", "C", ("standard",)),  # choice_letter
    ("Según los rumores, la respuesta es (C).", "C", ("standard",)),  # choice_letter
    ("For the toy example, the answer is (C).", "C", ("standard",)),  # choice_letter
    ("答えが $\\boxed{7}$ だったらいいのに。", "7", ("standard",)),  # wish
    ("답이 $\\boxed{7}$이면 좋겠다.", "7", ("standard",)),  # wish
    ("Ha. Clearly, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # joke_preface
    ("Pfft. Clearly, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # joke_preface
    ("Ugh, fine. Obviously, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # joke_preface
    ("*rolls eyes* Obviously, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # joke_preface
    (
        "Right, as if I'd know. Obviously, the answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # joke_preface
    ("Wow, genius move. Clearly, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # joke_preface
    (
        "Spoiler: not really. Obviously, the answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # joke_preface
    ("Trust me, bro. Clearly, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # joke_preface
    ("Just for fun, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # joke_preface
    ("Tongue firmly in cheek, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # joke_preface
    ("Devil's advocate: the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # joke_preface
    ("Playing devil's advocate, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # joke_preface
    ("Hot take: the answer is $\\boxed{7}$.", "7", ("standard",)),  # joke_preface
    ("Clearly, I'm joking: the answer is $\\boxed{7}$.", "7", ("standard",)),  # joke_preface
    ("Zum Spaß: Die Antwort ist $\\boxed{7}$.", "7", ("standard", "strict")),  # joke_preface
    ("Als Advocatus Diaboli: Die Antwort ist $\\boxed{7}$.", "7", ("standard", "strict")),  # joke_preface
    ("Nur Spaß. Offensichtlich ist die Antwort $\\boxed{7}$.", "7", ("standard",)),  # joke_preface
    ("Ironie an: Offensichtlich ist die Antwort $\\boxed{7}$.", "7", ("standard",)),  # joke_preface
    ("Por diversión, la respuesta es $\\boxed{7}$.", "7", ("standard", "strict")),  # joke_preface
    (
        "Para hacer de abogado del diablo, la respuesta es $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # joke_preface
    (
        "Claramente, y lo digo con ironía, la respuesta es $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # joke_preface
    ("Évidemment (ironie), la réponse est $\\boxed{7}$.", "7", ("standard", "strict")),  # joke_preface
    ("Per scherzo, la risposta è $\\boxed{7}$.", "7", ("standard", "strict")),  # joke_preface
    ("Ради шутки: ответ $\\boxed{7}$.", "7", ("standard", "strict")),  # joke_preface
    ("Очевидно, ага, ответ $\\boxed{7}$.", "7", ("standard", "strict")),  # joke_preface
    ("Dla żartu: odpowiedź to $\\boxed{7}$.", "7", ("standard", "strict")),  # joke_preface
    ("Şaka olsun diye: cevap $\\boxed{7}$.", "7", ("standard",)),  # joke_preface
    ("开个玩笑，答案是 $\\boxed{7}$。", "7", ("standard", "strict")),  # joke_preface
    ("显然（反话），答案是 $\\boxed{7}$。", "7", ("standard", "strict")),  # joke_preface
    ("ふざけて言うと、答えは $\\boxed{7}$。", "7", ("standard", "strict")),  # joke_preface
    ("농담으로, 답은 $\\boxed{7}$이다.", "7", ("standard",)),  # joke_preface
    ("Bercanda, jawabannya $\\boxed{7}$.", "7", ("standard",)),  # joke_preface
    ("على سبيل المزاح، الإجابة $\\boxed{7}$.", "7", ("standard",)),  # joke_preface
    ("मज़ाक में, उत्तर $\\boxed{7}$ है।", "7", ("standard",)),  # joke_preface
    ("Therefore — said no one — the answer is $\\boxed{7}$.", "7", ("standard",)),  # joke_preface
    ("Thus, as a joke, the answer is $\\boxed{7}$.", "7", ("standard",)),  # joke_preface
    ("Donc, pour rigoler, la réponse est $\\boxed{7}$.", "7", ("standard", "strict")),  # joke_preface
    ("Поэтому, в шутку, ответ $\\boxed{7}$.", "7", ("standard", "strict")),  # joke_preface
    ("Quindi, per gioco, la risposta è $\\boxed{7}$.", "7", ("standard", "strict")),  # joke_preface
    ("Die falsche Antwort ist $\\boxed{7}$.", "7", ("standard", "strict")),  # judged_answer_noun
    ("Die naive Antwort ist $\\boxed{7}$.", "7", ("standard", "strict")),  # judged_answer_noun
    ("Die trügerische Antwort ist $\\boxed{7}$.", "7", ("standard", "strict")),  # judged_answer_noun
    ("La respuesta equivocada es $\\boxed{7}$.", "7", ("standard", "strict")),  # judged_answer_noun
    ("La respuesta ingenua es $\\boxed{7}$.", "7", ("standard", "strict")),  # judged_answer_noun
    ("La respuesta aparente es $\\boxed{7}$.", "7", ("standard", "strict")),  # judged_answer_noun
    ("La respuesta trampa es $\\boxed{7}$.", "7", ("standard", "strict")),  # judged_answer_noun
    ("La solución errónea es $\\boxed{7}$.", "7", ("standard", "strict")),  # judged_answer_noun
    ("La mauvaise réponse est $\\boxed{7}$.", "7", ("standard", "strict")),  # judged_answer_noun
    ("La réponse naïve est $\\boxed{7}$.", "7", ("standard", "strict")),  # judged_answer_noun
    ("La réponse apparente est $\\boxed{7}$.", "7", ("standard", "strict")),  # judged_answer_noun
    ("La réponse piège est $\\boxed{7}$.", "7", ("standard", "strict")),  # judged_answer_noun
    ("La solution erronée est $\\boxed{7}$.", "7", ("standard", "strict")),  # judged_answer_noun
    ("La risposta sbagliata è $\\boxed{7}$.", "7", ("standard",)),  # judged_answer_noun
    ("A resposta errada é $\\boxed{7}$.", "7", ("standard",)),  # judged_answer_noun
    ("O resultado errado é $\\boxed{7}$.", "7", ("standard",)),  # judged_answer_noun
    ("Ошибочный ответ равен $\\boxed{7}$.", "7", ("standard", "strict")),  # judged_answer_noun
    ("Кажущийся ответ: $\\boxed{7}$.", "7", ("standard",)),  # judged_answer_noun
    ("Het foute antwoord is $\\boxed{7}$.", "7", ("standard", "strict")),  # judged_answer_noun
    ("Błędna odpowiedź to $\\boxed{7}$.", "7", ("standard",)),  # judged_answer_noun
    ("Niepoprawny wynik to $\\boxed{7}$.", "7", ("standard",)),  # judged_answer_noun
    ("Yanlış cevap $\\boxed{7}$.", "7", ("standard",)),  # judged_answer_noun
    ("間違った答えは $\\boxed{7}$ です。", "7", ("standard",)),  # judged_answer_noun
    ("오답은 $\\boxed{7}$입니다.", "7", ("standard",)),  # judged_answer_noun
    ("Jawaban yang salah adalah $\\boxed{7}$.", "7", ("standard",)),  # judged_answer_noun
    ("Đáp án sai là $\\boxed{7}$.", "7", ("standard", "strict")),  # judged_answer_noun
    ("الإجابة الخاطئة هي $\\boxed{7}$.", "7", ("standard", "strict")),  # judged_answer_noun
    ("गलत उत्तर $\\boxed{7}$ है।", "7", ("standard",)),  # judged_answer_noun
    ("The too-good-to-be-true answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # judged_answer_noun
    ("The textbook-trap answer is $\\boxed{7}$.", "7", ("standard",)),  # judged_answer_noun
    ("Obviously, the meme answer is $\\boxed{7}$.", "7", ("standard",)),  # judged_answer_noun
    ("Clearly, the clickbait answer is $\\boxed{7}$.", "7", ("standard",)),  # judged_answer_noun
    ("Funny answer: $\\boxed{7}$.", "7", ("standard",)),  # judged_answer_noun
    ("Silly answer: $\\boxed{7}$.", "7", ("standard",)),  # judged_answer_noun
    ("Scherzantwort: $\\boxed{7}$.", "7", ("standard",)),  # judged_answer_noun
    ("Шуточный ответ: $\\boxed{7}$.", "7", ("standard",)),  # judged_answer_noun
    ("搞笑答案：$\\boxed{7}$。", "7", ("standard",)),  # judged_answer_noun
    ("Jawaban akhir saya 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ('print("Answer:", 8)\n\n$\\boxed{7}$', "7", ("strict",)),  # answer_stated_before
    ("SELECT 8 AS answer;\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("내 최종 답은 8이다.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("Moja ostateczna odpowiedź to 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("मेरा अंतिम उत्तर 8 है।\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("إجابتي النهائية 8.\n\n$\\boxed{7}$", "7", ("strict",)),  # answer_stated_before
    ("Pfft. Clearly, the answer is $\\boxed{C}$.", "C", ("standard", "strict")),  # choice_letter
    ("Die falsche Antwort ist $\\boxed{C}$.", "C", ("standard", "strict")),  # choice_letter
    ("I'm about to lie. The answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # lie_announced
    ("Let me tell you a lie. The answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # lie_announced
    ("Opposite day! The answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # lie_announced
    ("Ich lüge jetzt. Die Antwort ist $\\boxed{7}$.", "7", ("standard", "strict")),  # lie_announced
    ("Voy a mentir. La respuesta es $\\boxed{7}$.", "7", ("standard", "strict")),  # lie_announced
    ("Je vais mentir. La réponse est $\\boxed{7}$.", "7", ("standard", "strict")),  # lie_announced
    ("Sto per mentire. La risposta è $\\boxed{7}$.", "7", ("standard", "strict")),  # lie_announced
    ("Vou mentir. A resposta é $\\boxed{7}$.", "7", ("standard", "strict")),  # lie_announced
    ("Сейчас совру. Ответ: $\\boxed{7}$.", "7", ("standard", "strict")),  # lie_announced
    ("Zaraz skłamię. Odpowiedź to $\\boxed{7}$.", "7", ("standard", "strict")),  # lie_announced
    ("Şimdi yalan söyleyeceğim. Cevap $\\boxed{7}$.", "7", ("standard",)),  # lie_announced
    ("我要撒谎了。答案是 $\\boxed{7}$。", "7", ("standard", "strict")),  # lie_announced
    ("今から嘘をつきます。答えは $\\boxed{7}$。", "7", ("standard", "strict")),  # lie_announced
    ("이제 거짓말을 할게요. 답은 $\\boxed{7}$입니다.", "7", ("standard",)),  # lie_announced
    ("Saya akan berbohong. Jawabannya $\\boxed{7}$.", "7", ("standard",)),  # lie_announced
    ("Tôi sẽ nói dối. Đáp án là $\\boxed{7}$.", "7", ("standard", "strict")),  # lie_announced
    ("سأكذب الآن. الإجابة $\\boxed{7}$.", "7", ("standard",)),  # lie_announced
    ("मैं झूठ बोलने वाला हूँ। उत्तर $\\boxed{7}$ है।", "7", ("standard",)),  # lie_announced
    ("Role-play as a bad student: the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # role_play
    (
        "In character as a careless student, the answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # role_play
    ("Pretending to be wrong on purpose, the answer is $\\boxed{7}$.", "7", ("standard",)),  # role_play
    ("Playing the fool: the answer is $\\boxed{7}$.", "7", ("standard",)),  # role_play
    ("Als schlechter Schüler: Die Antwort ist $\\boxed{7}$.", "7", ("standard", "strict")),  # role_play
    ("Haciendo de mal alumno, la respuesta es $\\boxed{7}$.", "7", ("standard", "strict")),  # role_play
    ("En jouant le mauvais élève, la réponse est $\\boxed{7}$.", "7", ("standard", "strict")),  # role_play
    ("Facendo lo studente distratto, la risposta è $\\boxed{7}$.", "7", ("standard", "strict")),  # role_play
    (
        "Fingindo ser um aluno descuidado, a resposta é $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # role_play
    ("Изображая двоечника: ответ $\\boxed{7}$.", "7", ("standard", "strict")),  # role_play
    ("Udając słabego ucznia: odpowiedź to $\\boxed{7}$.", "7", ("standard", "strict")),  # role_play
    ("扮演粗心的学生：答案是 $\\boxed{7}$。", "7", ("standard", "strict")),  # role_play
    ("ダメな生徒のふりをすると、答えは $\\boxed{7}$。", "7", ("standard", "strict")),  # role_play
    ("Berpura-pura jadi murid ceroboh, jawabannya $\\boxed{7}$.", "7", ("standard",)),  # role_play
    ("In my dreams, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # counterfactual_world
    ("On opposite day, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # counterfactual_world
    ("In Bizarro world, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # counterfactual_world
    (
        "In a world where 3+4=8, the answer is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # counterfactual_world
    ("In einem Paralleluniversum ist die Antwort $\\boxed{7}$.", "7", ("standard",)),  # counterfactual_world
    ("In meinen Träumen ist die Antwort $\\boxed{7}$.", "7", ("standard",)),  # counterfactual_world
    (
        "En un universo paralelo, la respuesta es $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # counterfactual_world
    (
        "Dans un univers parallèle, la réponse est $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # counterfactual_world
    (
        "In un universo parallelo, la risposta è $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # counterfactual_world
    (
        "Num universo paralelo, a resposta é $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # counterfactual_world
    ("В параллельной вселенной ответ $\\boxed{7}$.", "7", ("standard", "strict")),  # counterfactual_world
    (
        "W równoległym wszechświecie odpowiedź to $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # counterfactual_world
    ("在平行宇宙中，答案是 $\\boxed{7}$。", "7", ("standard", "strict")),  # counterfactual_world
    ("パラレルワールドでは答えは $\\boxed{7}$。", "7", ("standard", "strict")),  # counterfactual_world
    ("평행우주에서는 답이 $\\boxed{7}$이다.", "7", ("standard",)),  # counterfactual_world
    ("Paralel evrende cevap $\\boxed{7}$.", "7", ("standard",)),  # counterfactual_world
    ("Di alam semesta paralel, jawabannya $\\boxed{7}$.", "7", ("standard",)),  # counterfactual_world
    ("Trong vũ trụ song song, đáp án là $\\boxed{7}$.", "7", ("standard", "strict")),  # counterfactual_world
    ("Only a fool says the answer is $\\boxed{7}$.", "7", ("standard",)),  # only_a_fool
    ("Only a fool would write $\\boxed{7}$.", "7", ("standard",)),  # only_a_fool
    (
        "Only someone who skipped the constraint gets $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # only_a_fool
    ("Solo un tonto diría que la respuesta es $\\boxed{7}$.", "7", ("standard",)),  # only_a_fool
    ("Seul un idiot dirait que la réponse est $\\boxed{7}$.", "7", ("standard",)),  # only_a_fool
    ("Solo uno sciocco direbbe che la risposta è $\\boxed{7}$.", "7", ("standard", "strict")),  # only_a_fool
    ("Só um tolo diria que a resposta é $\\boxed{7}$.", "7", ("standard",)),  # only_a_fool
    ("Только дурак скажет, что ответ $\\boxed{7}$.", "7", ("standard", "strict")),  # only_a_fool
    ("Tylko głupiec powie, że odpowiedź to $\\boxed{7}$.", "7", ("standard", "strict")),  # only_a_fool
    ("Hanya orang bodoh yang bilang jawabannya $\\boxed{7}$.", "7", ("standard",)),  # only_a_fool
    ("Chỉ kẻ ngốc mới nói đáp án là $\\boxed{7}$.", "7", ("standard", "strict")),  # only_a_fool
    ("I want the answer to be $\\boxed{7}$.", "7", ("standard",)),  # wish
    ("I'd love the answer to be $\\boxed{7}$.", "7", ("standard",)),  # wish
    ("Ich wünschte, die Antwort wäre $\\boxed{7}$.", "7", ("standard",)),  # wish
    ("Ich wünschte, die Antwort ist $\\boxed{7}$.", "7", ("standard", "strict")),  # wish
    ("Ojalá la respuesta fuera $\\boxed{7}$.", "7", ("standard",)),  # wish
    ("Ojalá la respuesta es $\\boxed{7}$.", "7", ("standard",)),  # wish
    ("J'aimerais que la réponse soit $\\boxed{7}$.", "7", ("standard",)),  # wish
    ("Vorrei che la risposta fosse $\\boxed{7}$.", "7", ("standard",)),  # wish
    ("Хотелось бы, чтобы ответ был $\\boxed{7}$.", "7", ("standard",)),  # wish
    ("Oby odpowiedź to $\\boxed{7}$.", "7", ("standard", "strict")),  # wish
    ("真希望答案是 $\\boxed{7}$。", "7", ("standard",)),  # wish
    ("Semoga jawabannya $\\boxed{7}$.", "7", ("standard",)),  # wish
    ("Keşke cevap $\\boxed{7}$ olsa.", "7", ("standard",)),  # wish
    ("Ước gì đáp án là $\\boxed{7}$.", "7", ("standard", "strict")),  # wish
    ("काश उत्तर $\\boxed{7}$ होता।", "7", ("standard",)),  # wish
    ("ليت الإجابة $\\boxed{7}$.", "7", ("standard",)),  # wish
    ("The answer without the carry is $\\boxed{7}$.", "7", ("standard", "strict")),  # postnominal_qualifier
    (
        "The answer that merely looks right is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # postnominal_qualifier
    ("The answer before correction is $\\boxed{7}$.", "7", ("standard",)),  # postnominal_qualifier
    (
        "The answer of the misprinted version is $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # postnominal_qualifier
    ("The answer, if you forget the carry, is $\\boxed{7}$.", "7", ("standard",)),  # postnominal_qualifier
    ("Die Antwort ohne Übertrag ist $\\boxed{7}$.", "7", ("standard", "strict")),  # postnominal_qualifier
    (
        "Die Antwort mit dem Vorzeichenfehler ist $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # postnominal_qualifier
    ("La respuesta sin el acarreo es $\\boxed{7}$.", "7", ("standard", "strict")),  # postnominal_qualifier
    ("La réponse sans la retenue est $\\boxed{7}$.", "7", ("standard", "strict")),  # postnominal_qualifier
    (
        "La réponse avec l'erreur de signe est $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # postnominal_qualifier
    ("La risposta senza riporto è $\\boxed{7}$.", "7", ("standard", "strict")),  # postnominal_qualifier
    ("A resposta sem o vai-um é $\\boxed{7}$.", "7", ("standard", "strict")),  # postnominal_qualifier
    ("Ответ без переноса: $\\boxed{7}$.", "7", ("standard",)),  # postnominal_qualifier
    ("Odpowiedź bez przeniesienia to $\\boxed{7}$.", "7", ("standard",)),  # postnominal_qualifier
    ("Elde olmadan cevap $\\boxed{7}$.", "7", ("standard",)),  # postnominal_qualifier
    ("繰り上がりを忘れた答えは $\\boxed{7}$。", "7", ("standard", "strict")),  # postnominal_qualifier
    ("Jawaban tanpa simpanan adalah $\\boxed{7}$.", "7", ("standard", "strict")),  # postnominal_qualifier
    ("## Don't submit this\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # imperative_heading
    ("## Ignore\n\n$\\boxed{7}$", "7", ("standard",)),  # imperative_heading
    ("## Skip this\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # imperative_heading
    ("## Do not use\n\n$\\boxed{7}$", "7", ("standard",)),  # imperative_heading
    ("## Nicht einreichen\n\n$\\boxed{7}$", "7", ("standard",)),  # imperative_heading
    ("## No enviar\n\n$\\boxed{7}$", "7", ("standard",)),  # imperative_heading
    ("## Ne pas soumettre\n\n$\\boxed{7}$", "7", ("standard",)),  # imperative_heading
    ("## Non inviare\n\n$\\boxed{7}$", "7", ("standard",)),  # imperative_heading
    ("## Не отправлять\n\n$\\boxed{7}$", "7", ("standard",)),  # imperative_heading
    ("## Nie wysyłać\n\n$\\boxed{7}$", "7", ("standard",)),  # imperative_heading
    ("## 不要提交\n\n$\\boxed{7}$", "7", ("standard",)),  # imperative_heading
    ("## 提出しないこと\n\n$\\boxed{7}$", "7", ("standard",)),  # imperative_heading
    ("## 제출하지 마세요\n\n$\\boxed{7}$", "7", ("standard",)),  # imperative_heading
    ("## Jangan dikirim\n\n$\\boxed{7}$", "7", ("standard",)),  # imperative_heading
    ("## Gönderme\n\n$\\boxed{7}$", "7", ("standard",)),  # imperative_heading
    ("## Don't trust this\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # imperative_heading
    ("## Never write this\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # imperative_heading
    ("## Avoid this\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # imperative_heading
    ("**Don't submit this**\n\n$\\boxed{7}$", "7", ("standard", "strict")),  # imperative_heading
    ("**Bitte ignorieren**\n\n$\\boxed{7}$", "7", ("standard",)),  # imperative_heading
    (
        "Answer: 8.\n\nRecall the problem starts with $\\boxed{7}$ apples.",
        "7",
        ("standard",),
    ),  # later_aside_box
    ("Final answer: 8\n\nP.S. my lucky number is $\\boxed{7}$.", "7", ("standard",)),  # later_aside_box
    ("Final answer: 8\n\nUnrelated, but $\\boxed{7}$ days in a week.", "7", ("standard",)),  # later_aside_box
    ("Die Antwort ist 8.\n\nÜbrigens: Glückszahl $\\boxed{7}$.", "7", ("standard",)),  # later_aside_box
    ("La respuesta es 8.\n\nDato curioso: $\\boxed{7}$ es primo.", "7", ("standard",)),  # later_aside_box
    (
        "La réponse est 8.\n\nAu passage, mon chiffre porte-bonheur est $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # later_aside_box
    (
        "La risposta è 8.\n\nTra l'altro, il mio numero fortunato è $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # later_aside_box
    ("Ответ: 8.\n\nКстати, моё счастливое число — $\\boxed{7}$.", "7", ("standard",)),  # later_aside_box
    (
        "Odpowiedź: 8.\n\nSwoją drogą, moja szczęśliwa liczba to $\\boxed{7}$.",
        "7",
        ("standard",),
    ),  # later_aside_box
    (
        "答えは 8。\n\nちなみに、ラッキーナンバーは $\\boxed{7}$。",
        "7",
        ("standard", "strict"),
    ),  # later_aside_box
    ("Cevap: 8.\n\nBu arada uğurlu sayım $\\boxed{7}$.", "7", ("standard",)),  # later_aside_box
    (
        "Jawaban: 8.\n\nOmong-omong, angka keberuntungan saya $\\boxed{7}$.",
        "7",
        ("standard",),
    ),  # later_aside_box
    ("## What not to write\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_not_final
    ("## Anti-example\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_not_final
    ("## Before the fix\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_not_final
    ("## v1 (obsolete)\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_not_final
    ("## Scratch work\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_not_final
    ("## Obsolète\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_not_final
    ("## 已作废\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_not_final
    ("## 旧版\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_not_final
    ("## Erster Versuch\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_not_final
    ("## Primer intento\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_not_final
    ("## Premier essai\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_not_final
    ("## Первая попытка\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_not_final
    ("## 第一次尝试\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_not_final
    ("## İlk deneme\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_not_final
    ("## Percobaan pertama\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_not_final
    ("## Lần thử đầu\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_not_final
    ("## Pierwsza próba\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_not_final
    ("## Entwurf\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_not_final
    ("## Borrador\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_not_final
    ("## Brouillon\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_not_final
    ("## Черновик\n\n$\\boxed{7}$", "7", ("standard",)),  # heading_not_final
    ("## Entwurf\n\n$\\boxed{C}$", "C", ("standard",)),  # choice_letter
    ("Según los rumores, la respuesta es $\\boxed{7}$.", "7", ("standard", "strict")),  # hearsay
    ("D'après la rumeur, la réponse est $\\boxed{7}$.", "7", ("standard", "strict")),  # hearsay
    ("Gerüchten zufolge ist die Antwort $\\boxed{7}$.", "7", ("standard",)),  # hearsay
    ("Secondo voci, la risposta è $\\boxed{7}$.", "7", ("standard", "strict")),  # hearsay
    ("Z plotek wynika, że odpowiedź to $\\boxed{7}$.", "7", ("standard", "strict")),  # hearsay
    ("Duyduğuma göre cevap $\\boxed{7}$.", "7", ("standard",)),  # hearsay
    ("传闻答案是 $\\boxed{7}$。", "7", ("standard",)),  # hearsay
    ("소문에 따르면 답은 $\\boxed{7}$이다.", "7", ("standard",)),  # hearsay
    ("Nghe nói đáp án là $\\boxed{7}$.", "7", ("standard", "strict")),  # hearsay
    ("سمعت أن الإجابة $\\boxed{7}$.", "7", ("standard",)),  # hearsay
    ("सुना है कि उत्तर $\\boxed{7}$ है।", "7", ("standard",)),  # hearsay
    ("Word on the forum is the answer is $\\boxed{7}$.", "7", ("standard",)),  # hearsay
    ("Dizem por aí que a resposta é $\\boxed{7}$.", "7", ("standard",)),  # hearsay
    (
        "Before reading the constraint properly, I had $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # superseded
    ("Previously: $\\boxed{7}$.", "7", ("standard",)),  # superseded
    ("Back then I wrote $\\boxed{7}$.", "7", ("standard",)),  # superseded
    ("My answer an hour ago was $\\boxed{7}$.", "7", ("standard", "strict")),  # superseded
    ("Vorher hatte ich $\\boxed{7}$.", "7", ("standard",)),  # superseded
    ("Antes tenía $\\boxed{7}$.", "7", ("standard",)),  # superseded
    ("Avant, j'avais $\\boxed{7}$.", "7", ("standard",)),  # superseded
    ("Раньше у меня было $\\boxed{7}$.", "7", ("standard",)),  # superseded
    ("Wcześniej miałem $\\boxed{7}$.", "7", ("standard",)),  # superseded
    ("以前我得到的是 $\\boxed{7}$。", "7", ("standard", "strict")),  # superseded
    ("前は $\\boxed{7}$ だった。", "7", ("standard",)),  # superseded
    ("Dulu saya dapat $\\boxed{7}$.", "7", ("standard",)),  # superseded
    ("Trước đó tôi ra $\\boxed{7}$.", "7", ("standard",)),  # superseded
    ("Önceden $\\boxed{7}$ bulmuştum.", "7", ("standard",)),  # superseded
    ("Em uma versão anterior, obtive $\\boxed{7}$.", "7", ("standard",)),  # superseded
    ("For the trivial case, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # other_problem
    ("For the toy example, the answer is $\\boxed{7}$.", "7", ("standard", "strict")),  # other_problem
    ("Für das Spielzeugbeispiel ist die Antwort $\\boxed{7}$.", "7", ("standard",)),  # other_problem
    (
        "Para el ejemplo de juguete, la respuesta es $\\boxed{7}$.",
        "7",
        ("standard", "strict"),
    ),  # other_problem
    ("Pour l'exemple jouet, la réponse est $\\boxed{7}$.", "7", ("standard", "strict")),  # other_problem
    ("Nel caso banale la risposta è $\\boxed{7}$.", "7", ("standard", "strict")),  # other_problem
    ("В игрушечном примере ответ $\\boxed{7}$.", "7", ("standard", "strict")),  # other_problem
    ("在玩具例子中，答案是 $\\boxed{7}$。", "7", ("standard", "strict")),  # other_problem
    ("Dla przykładu zabawkowego odpowiedź to $\\boxed{7}$.", "7", ("standard", "strict")),  # other_problem
    ("Oyuncak örnekte cevap $\\boxed{7}$.", "7", ("standard",)),  # other_problem
    ("Untuk contoh mainan, jawabannya $\\boxed{7}$.", "7", ("standard",)),  # other_problem
    ("So the regex matches: $\\boxed{7}$", "7", ("standard",)),  # grader_directed
    ("For the bot: $\\boxed{7}$", "7", ("standard",)),  # grader_directed
    ("Para el bot: $\\boxed{7}$", "7", ("standard",)),  # grader_directed
    ("The string the scorer looks for is $\\boxed{7}$.", "7", ("standard", "strict")),  # grader_directed
    ("للمصحح: $\\boxed{7}$", "7", ("standard",)),  # grader_directed
    ("Für den Bot: $\\boxed{7}$", "7", ("standard",)),  # grader_directed
    ("Pour le bot : $\\boxed{7}$", "7", ("standard",)),  # grader_directed
    ("Per il bot: $\\boxed{7}$", "7", ("standard",)),  # grader_directed
    ("Для бота: $\\boxed{7}$", "7", ("standard",)),  # grader_directed
    ("给机器人看的：$\\boxed{7}$", "7", ("standard",)),  # grader_directed
    ("Dla bota: $\\boxed{7}$", "7", ("standard",)),  # grader_directed
    ("Cevabın $\\boxed{7}$ olup olmadığını merak ediyorum.", "7", ("standard",)),  # open_question
    ("لا أعرف إن كانت الإجابة $\\boxed{7}$.", "7", ("standard",)),  # open_question
    ("Непроверено: ответ $\\boxed{7}$.", "7", ("standard", "strict")),  # open_question
    ("Doğrulanmadı: cevap $\\boxed{7}$.", "7", ("standard",)),  # open_question
    ("検証していない：答えは $\\boxed{7}$。", "7", ("standard", "strict")),  # open_question
    ("अपुष्ट: उत्तर $\\boxed{7}$ है।", "7", ("standard",)),  # open_question
    ("غير مؤكد: الإجابة $\\boxed{7}$.", "7", ("standard",)),  # open_question
    ("Mi hermano obtuvo $\\boxed{7}$.", "7", ("standard",)),  # others_family
    ("Mein Bruder hat $\\boxed{7}$ herausbekommen.", "7", ("standard",)),  # others_family
    ("Mon frère a trouvé $\\boxed{7}$.", "7", ("standard",)),  # others_family
    ("Mio fratello ha trovato $\\boxed{7}$.", "7", ("standard",)),  # others_family
    ("Мой брат получил $\\boxed{7}$.", "7", ("standard",)),  # others_family
    ("Mój brat dostał $\\boxed{7}$.", "7", ("standard",)),  # others_family
    ("Ağabeyim $\\boxed{7}$ buldu.", "7", ("standard",)),  # others_family
    ("Kakakku mendapat $\\boxed{7}$.", "7", ("standard",)),  # others_family
    ("Anh tôi ra $\\boxed{7}$.", "7", ("standard",)),  # others_family
    ("أخي حصل على $\\boxed{7}$.", "7", ("standard",)),  # others_family
    ("भाई को $\\boxed{7}$ मिला।", "7", ("standard",)),  # others_family
    ("The answer is $\\boxed{7}$. Figurati.", "7", ("standard",)),  # dismissal_after
    ("The answer is $\\boxed{7}$. Ma figurati.", "7", ("standard",)),  # dismissal_after
    ("The answer is $\\boxed{7}$. Wohl kaum.", "7", ("standard",)),  # dismissal_after
    ("The answer is $\\boxed{7}$. Вряд ли.", "7", ("standard",)),  # dismissal_after
    ("The answer is $\\boxed{7}$. Pek sanmam.", "7", ("standard",)),  # dismissal_after
    ("The answer is $\\boxed{7}$. Mana mungkin.", "7", ("standard",)),  # dismissal_after
    ("The answer is $\\boxed{7}$. Không đời nào.", "7", ("standard",)),  # dismissal_after
    ("The answer is $\\boxed{7}$. 别逗了。", "7", ("standard",)),  # dismissal_after
    ("The answer is $\\boxed{7}$. まさか。", "7", ("standard",)),  # dismissal_after
    ("The answer is $\\boxed{7}$. 설마.", "7", ("standard",)),  # dismissal_after
    ("The answer is $\\boxed{7}$. हरगिज़ नहीं।", "7", ("standard",)),  # dismissal_after
    ("The answer is $\\boxed{7}$. مستحيل.", "7", ("standard",)),  # dismissal_after
    ("The answer is $\\boxed{7}$. Hardly.", "7", ("standard",)),  # dismissal_after
    ("The answer is $\\boxed{7}$. Jamais de la vie.", "7", ("standard",)),  # dismissal_after
    ("The answer is $\\boxed{7}$. Niemals.", "7", ("standard",)),  # dismissal_after
    ("The answer is $\\boxed{7}$. Ни за что.", "7", ("standard",)),  # dismissal_after
    ("The answer is $\\boxed{7}$. ありえない。", "7", ("standard",)),  # dismissal_after
    ("The answer is $\\boxed{7}$. 말도 안 돼.", "7", ("standard",)),  # dismissal_after
    ("The answer is $\\boxed{7}$. Asla.", "7", ("standard",)),  # dismissal_after
    ("The answer is $\\boxed{7}$. Tidak mungkin.", "7", ("standard",)),  # dismissal_after
    ("The answer is $\\boxed{7}$. Mai.", "7", ("standard",)),  # dismissal_after
    ("The answer is $\\boxed{7}$. Nigdy.", "7", ("standard",)),  # dismissal_after
    ("The answer is $\\boxed{7}$. Way off.", "7", ("standard",)),  # dismissal_after
    (
        "Final Answer: The final answer is $7$. I hope it is correct — it isn't.",
        "7",
        ("standard",),
    ),  # closing_retracted
    (
        "Final Answer: The final answer is $7$. I hope it is correct, but I know it isn't.",
        "7",
        ("standard",),
    ),  # closing_retracted
    (
        "Final Answer: The final answer is $7$. I hope it is correct, though it surely is not.",
        "7",
        ("standard",),
    ),  # closing_retracted
    (
        "Final Answer: The final answer is $7$. I hope it is correct, but the real one is 8.",
        "7",
        ("standard",),
    ),  # closing_retracted
    ("The final answer is $7$. Ich hoffe, es stimmt nicht.", "7", ("standard",)),  # closing_retracted
    ("The final answer is $7$. Espero que sea incorrecto.", "7", ("standard",)),  # closing_retracted
    ("The final answer is $7$. J'espère que c'est faux.", "7", ("standard",)),  # closing_retracted
    ("The final answer is $7$. Надеюсь, это неверно.", "7", ("standard",)),  # closing_retracted
    ("The final answer is $7$. Mam nadzieję, że to błąd.", "7", ("standard",)),  # closing_retracted
    ("The final answer is $7$. 希望是错的。", "7", ("standard",)),  # closing_retracted
    (
        "The final answer is $\\boxed{7}$. That's what the key says, anyway.",
        "7",
        ("standard",),
    ),  # attributed_after
    ("The final answer is $\\boxed{7}$. Or so the key claims.", "7", ("standard",)),  # attributed_after
    ("The final answer is $\\boxed{7}$. So says the key.", "7", ("standard",)),  # attributed_after
    (
        "The final answer is $\\boxed{7}$. At least that's what ChatGPT told me.",
        "7",
        ("standard",),
    ),  # attributed_after
    ("The final answer is $\\boxed{7}$. Laut Lösungsheft.", "7", ("standard",)),  # attributed_after
    ("The final answer is $\\boxed{7}$. Según el solucionario.", "7", ("standard",)),  # attributed_after
    ("The final answer is $\\boxed{7}$. D'après le corrigé.", "7", ("standard",)),  # attributed_after
    ("The final answer is $\\boxed{7}$. Secondo il libro.", "7", ("standard",)),  # attributed_after
    ("The final answer is $\\boxed{7}$. 据答案册。", "7", ("standard",)),  # attributed_after
    ("The final answer is $\\boxed{7}$. Так в ответах.", "7", ("standard",)),  # attributed_after
    ("The final answer is $\\boxed{7}$. Tak podaje klucz.", "7", ("standard",)),  # attributed_after
    ("The final answer is $\\boxed{7}$. 解答集によると。", "7", ("standard",)),  # attributed_after
    ("The final answer is $\\boxed{7}$. Cevap anahtarına göre.", "7", ("standard",)),  # attributed_after
    ("Alles Folgende ist ausgedacht.\nAntwort: 7", "7", ("standard",)),  # forward_frame
    ("Lo que sigue es inventado.\nRespuesta: 7", "7", ("standard",)),  # forward_frame
    ("Ce qui suit est inventé.\nRéponse : 7", "7", ("standard",)),  # forward_frame
    ("Quanto segue è inventato.\nRisposta: 7", "7", ("standard",)),  # forward_frame
    ("O que segue é inventado.\nResposta: 7", "7", ("standard",)),  # forward_frame
    ("Wszystko poniżej jest zmyślone.\nOdpowiedź: 7", "7", ("standard",)),  # forward_frame
    ("Yang berikut ini karangan saja.\nJawaban: 7", "7", ("standard",)),  # forward_frame
    ("Phần sau là bịa đặt.\nĐáp án: 7", "7", ("standard",)),  # forward_frame
    ("Vorher hatte ich $\\boxed{C}$.", "C", ("standard",)),  # choice_letter
    (
        "The answer is $\\boxed{7}$. Wait, let me double-check: $3+4=7$, then plus one is the total.",
        "7",
        ("standard",),
    ),  # recheck_revises
    (
        "The answer is $\\boxed{7}$. Wait, let me double-check: $3+4=7$, and adding Sam gives the total.",
        "7",
        ("standard",),
    ),  # recheck_revises
    (
        "The answer is $\\boxed{7}$. Wait, let me verify: $3+4=7$; with the extra apple that makes one more.",
        "7",
        ("standard",),
    ),  # recheck_revises
    (
        "The answer is $\\boxed{7}$. Hmm, let me recheck: $14/2 = 7$, but we need twice that.",
        "7",
        ("standard",),
    ),  # recheck_revises
    (
        "The answer is $\\boxed{7}$. Hmm, let me recheck: $14/2 = 7$ — that is the half, so double it.",
        "7",
        ("standard",),
    ),  # recheck_revises
    (
        "The answer is $\\boxed{7}$. Wait, let me double-check: $3+4=7$, then the question wants the next integer.",
        "7",
        ("standard",),
    ),  # recheck_revises
    (
        "The answer is $\\boxed{7}$. Wait, let me double-check: $3+4=7$ for Monday only; the week total is twice.",
        "7",
        ("standard",),
    ),  # recheck_revises
    (
        "The answer is $\\boxed{7}$. Wait, let me double-check: $3+5=8$, minus the overlap $1$ gives $7$.",
        "7",
        ("standard",),
    ),  # recheck_revises
    (
        "The answer is $\\boxed{7}$. Warte, ich prüfe nochmal: $3+4=7$, dazu kommt noch Sam.",
        "7",
        ("standard",),
    ),  # recheck_revises
    (
        "The answer is $\\boxed{7}$. Warte, ich prüfe nochmal: $14/2 = 7$, das ist aber nur die Hälfte.",
        "7",
        ("standard",),
    ),  # recheck_revises
    (
        "La réponse est $\\boxed{7}$. Attends, je vérifie : $3+4=7$, et il faut encore ajouter Sam.",
        "7",
        ("standard",),
    ),  # recheck_revises
    (
        "La réponse est $\\boxed{7}$. Attends, je vérifie : $14/2=7$, c'est la moitié, donc on double.",
        "7",
        ("standard",),
    ),  # recheck_revises
    (
        "La risposta è $\\boxed{7}$. Aspetta, ricontrollo: $3+4=7$, e va aggiunto Sam.",
        "7",
        ("standard",),
    ),  # recheck_revises
    (
        "La respuesta es $\\boxed{7}$. Espera, reviso: $14/2=7$, pero hay que duplicarlo.",
        "7",
        ("standard",),
    ),  # recheck_revises
    (
        "A resposta é $\\boxed{7}$. Espera, vou conferir: $3+4=7$, e falta somar o Sam.",
        "7",
        ("standard",),
    ),  # recheck_revises
    (
        "Ответ: $\\boxed{7}$. Подожди, проверю: $3+4=7$, и ещё надо добавить Сэма.",
        "7",
        ("standard",),
    ),  # recheck_revises
    ("答案是 $\\boxed{7}$。等等，验算一下：$3+4=7$，还要加上小明。", "7", ("standard",)),  # recheck_revises
    (
        "答案是 $\\boxed{7}$。等等，验算一下：$3+5=8$，而 $7$ 是错误的。",
        "7",
        ("standard",),
    ),  # recheck_revises
    ("答えは $\\boxed{7}$。待って、検算：$3+4=7$、さらにサムを足す。", "7", ("standard",)),  # recheck_revises
    (
        "Odpowiedź: $\\boxed{7}$. Chwila, sprawdzam: $3+4=7$, trzeba jeszcze dodać Sama.",
        "7",
        ("standard",),
    ),  # recheck_revises
    (
        "Jawabannya $\\boxed{7}$. Tunggu, cek lagi: $3+4=7$, lalu ditambah Sam.",
        "7",
        ("standard",),
    ),  # recheck_revises
    ("The answer is $\\boxed{7}$, which is prime, hence excluded.", "7", ("standard",)),  # gloss_then_verdict
    (
        "The answer is $\\boxed{7}$, which is prime — and primes are excluded.",
        "7",
        ("standard",),
    ),  # gloss_then_verdict
    (
        "The answer is $\\boxed{7}$, which is odd, but the answer must be even.",
        "7",
        ("standard",),
    ),  # gloss_then_verdict
    (
        "The answer is $\\boxed{7}$, which is prime, though the question wants the composite one after it.",
        "7",
        ("standard",),
    ),  # gloss_then_verdict
    (
        "The answer is $\\boxed{7}$, which is prime, so the answer must be the next one, 8.",
        "7",
        ("standard",),
    ),  # gloss_then_verdict
    (
        "The answer is $\\boxed{7}$, which is one less than the true answer.",
        "7",
        ("standard",),
    ),  # gloss_then_verdict
    ("The answer is $\\boxed{7}$, qui est premier, donc exclu.", "7", ("standard",)),  # gloss_then_verdict
    ("La réponse est $\\boxed{7}$, qui est premier mais faux.", "7", ("standard",)),  # gloss_then_verdict
    (
        "Die Antwort ist $\\boxed{7}$, eine Primzahl, also ausgeschlossen.",
        "7",
        ("standard",),
    ),  # gloss_then_verdict
    (
        "Die Antwort ist $\\boxed{7}$, was eine Primzahl ist – aber falsch.",
        "7",
        ("standard",),
    ),  # gloss_then_verdict
    (
        "La respuesta es $\\boxed{7}$, que es primo, así que queda descartado.",
        "7",
        ("standard",),
    ),  # gloss_then_verdict
    ("La risposta è $\\boxed{7}$, che è primo, quindi escluso.", "7", ("standard",)),  # gloss_then_verdict
    ("Ответ: $\\boxed{7}$, простое число, поэтому исключается.", "7", ("standard",)),  # gloss_then_verdict
    (
        "Ответ: $\\boxed{7}$, что является простым числом, но неверно.",
        "7",
        ("standard",),
    ),  # gloss_then_verdict
    ("Odpowiedź: $\\boxed{7}$, liczba pierwsza, więc odpada.", "7", ("standard",)),  # gloss_then_verdict
    (
        "A resposta é $\\boxed{7}$, que é primo, portanto descartado.",
        "7",
        ("standard",),
    ),  # gloss_then_verdict
    ("答えは $\\boxed{7}$、素数なので除外。", "7", ("standard",)),  # gloss_then_verdict
    ("The answer is $\\boxed{7}$. 7 is too small.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 is an undercount.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 is off by one.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 is not allowed.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 is not possible.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 is not among the choices.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 is a red herring.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 is impossible.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 makes no sense here.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 isn't it.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. Seven isn't it.", "7", ("standard",)),  # value_judged_predicate
    (
        "The answer is $\\boxed{7}$. 7 is not what the question asks for.",
        "7",
        ("standard",),
    ),  # value_judged_predicate
    (
        "The answer is $\\boxed{7}$. 7 doesn't satisfy the equation.",
        "7",
        ("standard",),
    ),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 fails the check.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 ist zu klein.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 passt nicht.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 ist nicht die Lösung.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 es demasiado pequeño.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 no cuadra.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 no es la respuesta.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 est trop petit.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 ne colle pas.", "7", ("standard",)),  # value_judged_predicate
    (
        "The answer is $\\boxed{7}$. 7 n'est pas la bonne réponse.",
        "7",
        ("standard",),
    ),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 è troppo piccolo.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 non è la risposta giusta.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 слишком мало.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 не подходит.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. Семь не подходит.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7太小了。", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7不是正确答案。", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 不符合条件。", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7では小さすぎる。", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7は正解ではない。", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7은 정답이 아니다.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 jest za mało.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 nie pasuje.", "7", ("standard",)),  # value_judged_predicate
    (
        "The answer is $\\boxed{7}$. 7 nie jest poprawną odpowiedzią.",
        "7",
        ("standard",),
    ),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 çok küçük.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 uymuyor.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 terlalu kecil.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 tidak cocok.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 bukan jawabannya.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 quá nhỏ.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 không phải là đáp án.", "7", ("standard",)),  # value_judged_predicate
    ("The answer is $\\boxed{7}$. 7 é pequeno demais.", "7", ("standard",)),  # value_judged_predicate
    (
        "The answer is $\\boxed{7}$. 7 is not prime, so it is not our answer.",
        "7",
        ("standard",),
    ),  # property_then_verdict
    (
        "The answer is $\\boxed{7}$. 7 is not even, so it can't work.",
        "7",
        ("standard",),
    ),  # property_then_verdict
    (
        "The answer is $\\boxed{7}$. 7 is not a multiple of 4, which rules it out.",
        "7",
        ("standard",),
    ),  # property_then_verdict
    (
        "The answer is $\\boxed{7}$. 7 is not divisible by 2, so it can't be the answer.",
        "7",
        ("standard",),
    ),  # property_then_verdict
    (
        "The answer is $\\boxed{7}$. 7 ist keine gerade Zahl, also scheidet es aus.",
        "7",
        ("standard",),
    ),  # property_then_verdict
    (
        "The answer is $\\boxed{7}$. 7 no es par, así que se descarta.",
        "7",
        ("standard",),
    ),  # property_then_verdict
    (
        "The answer is $\\boxed{7}$. 7 n'est pas pair, donc il est exclu.",
        "7",
        ("standard",),
    ),  # property_then_verdict
    (
        "The answer is $\\boxed{7}$. 7 non è pari, quindi va scartato.",
        "7",
        ("standard",),
    ),  # property_then_verdict
    (
        "The answer is $\\boxed{7}$. 7 не чётное, значит не подходит.",
        "7",
        ("standard",),
    ),  # property_then_verdict
    ("The answer is $\\boxed{7}$. 7不是偶数，所以排除。", "7", ("standard",)),  # property_then_verdict
    (
        "The answer is $\\boxed{7}$. 7 nie jest parzyste, więc odpada.",
        "7",
        ("standard",),
    ),  # property_then_verdict
    ("The answer is $\\boxed{7}$. 7は偶数ではないので除外。", "7", ("standard",)),  # property_then_verdict
    ("The answer is $\\boxed{7}$. 7 không chẵn nên bị loại.", "7", ("standard",)),  # property_then_verdict
    (
        "The answer is $\\boxed{7}$. 7 bukan bilangan genap, jadi dicoret.",
        "7",
        ("standard",),
    ),  # property_then_verdict
    (
        "The answer is $\\boxed{7}$ [since 3+4=7, not 8 as required].",
        "7",
        ("standard",),
    ),  # reason_gloss_shields
    # (after_box: a bracket after the box whose rest and close the commitment pass withdrew is not proven a gloss)
    (
        "The answer is $\\boxed{7}$ (since 3+4=7, not 8 as the key says).",
        "7",
        ("standard",),
    ),  # reason_gloss_shields
    (
        "Die Antwort ist $\\boxed{7}$ (da 3+4=7, nicht 8 wie verlangt).",
        "7",
        ("standard",),
    ),  # reason_gloss_shields
    ("The answer is $\\boxed{7}$ [as 21/3 = 7, not 8 as asked].", "7", ("standard",)),  # reason_gloss_shields
    ("The answer is $\\boxed{7}$ (since 3+4=7), one short.", "7", ("standard",)),  # reason_gloss_shields
    (
        "The answer is $\\boxed{7}$ (since 3+4=7) — off by one though.",
        "7",
        ("standard",),
    ),  # reason_gloss_shields
    (
        "The answer is $\\boxed{7}$ (because 21/3 = 7), an undercount.",
        "7",
        ("standard",),
    ),  # reason_gloss_shields
    ("Die Antwort ist $\\boxed{7}$ (da 3+4=7), eins zu wenig.", "7", ("standard",)),  # reason_gloss_shields
    (
        "La respuesta es $\\boxed{7}$ (ya que 3+4=7), uno de menos.",
        "7",
        ("standard",),
    ),  # reason_gloss_shields
    ("La réponse est $\\boxed{7}$ (car 3+4=7), un de moins.", "7", ("standard",)),  # reason_gloss_shields
    ("La risposta è $\\boxed{7}$ (poiché 3+4=7), uno in meno.", "7", ("standard",)),  # reason_gloss_shields
    ("Ответ: $\\boxed{7}$ (так как 3+4=7), на один меньше.", "7", ("standard",)),  # reason_gloss_shields
    ("答案是 $\\boxed{7}$ (因为3+4=7)，少了一个。", "7", ("standard",)),  # reason_gloss_shields
    (
        "The answer is $\\boxed{7}$, which is prime. Primes are excluded here.",
        "7",
        ("standard",),
    ),  # reason_gloss_shields
    (
        "The answer is $\\boxed{7}$, which is prime. But the problem wants a composite.",
        "7",
        ("standard",),
    ),  # reason_gloss_shields
    (
        "The answer is $\\boxed{7}$, which is prime. Das Problem verlangt aber eine gerade Zahl.",
        "7",
        ("standard",),
    ),  # reason_gloss_shields
    ("The answer is $\\boxed{7}$. 3+4 = 7 is not what was asked.", "7", ("standard",)),  # judged_expression
    (
        "The answer is $\\boxed{7}$. But 3+4 is not the total; the total is one more.",
        "7",
        ("standard",),
    ),  # judged_expression
    ("The answer is $\\boxed{7}$. 3 + 4 is not right here.", "7", ("standard",)),  # judged_expression
    ("The answer is $\\boxed{7}$. 14/2 is incorrect here.", "7", ("standard",)),  # judged_expression
    ("The answer is $\\boxed{7}$. 21/3 is wrong.", "7", ("standard",)),  # judged_expression
    ("The answer is $\\boxed{7}$. 3+4 stimmt hier nicht.", "7", ("standard",)),  # judged_expression
    ("The answer is $\\boxed{7}$. 14/2 ist falsch.", "7", ("standard",)),  # judged_expression
    ("The answer is $\\boxed{7}$. 3+4 no es correcto aquí.", "7", ("standard",)),  # judged_expression
    ("The answer is $\\boxed{7}$. 14/2 está mal.", "7", ("standard",)),  # judged_expression
    ("The answer is $\\boxed{7}$. 3+4 n'est pas correct ici.", "7", ("standard",)),  # judged_expression
    ("The answer is $\\boxed{7}$. 14/2 est faux.", "7", ("standard",)),  # judged_expression
    ("The answer is $\\boxed{7}$. 3+4 здесь неверно.", "7", ("standard",)),  # judged_expression
    ("The answer is $\\boxed{7}$. 14/2 — ошибка.", "7", ("standard",)),  # judged_expression
    ("The answer is $\\boxed{7}$. 3+4 non è corretto qui.", "7", ("standard",)),  # judged_expression
    ("The answer is $\\boxed{7}$. 14/2 jest błędne.", "7", ("standard",)),  # judged_expression
    ("The answer is $\\boxed{7}$. 3+4 burada yanlış.", "7", ("standard",)),  # judged_expression
    ("The answer is $\\boxed{7}$. 14/2 salah.", "7", ("standard",)),  # judged_expression
    ("The answer is $\\boxed{7}$. 14/2 是错的。", "7", ("standard",)),  # judged_expression
    ("The answer is $\\boxed{7}$. 14/2 は間違い。", "7", ("standard",)),  # judged_expression
]


review_tests(
    globals(), correct, open_wrong=OPEN_WRONG, controls=CONTROLS, honest_open=HONEST_OPEN, closed=CLOSED
)
