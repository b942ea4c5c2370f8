"""The seventh review of the rules merged last and never attacked: ``prior_block``, ``lead_shapes``, ``lead_remarks``,
``after_sentence`` (its ``_sourced`` and ``_PAST_ANSWER``) and the approximated unboxed value. Each family is a
shape the rule's author did not foresee, in which the box equals the gold but the text says it is not the writer's
answer; closed families are plain tests (with honest controls of the same shapes that must stay read), the families
that no safe mechanism closes yet are ``xfail(strict=True)``.
"""

from __future__ import annotations

import pytest
from review_gaps import MODES, STD, correct

B = "$\\boxed{7}$"

# ---------------------------------------------------------------------------------------------------------------
# closed: strict, a bare box after a paragraph whose last value is written in the decimal digits of another script
# (prior_block reads them as the value they are: full-width, Arabic-Indic, Devanagari, Thai, mathematical bold)
OTHER_SCRIPT_DIGITS = [
    f"Grand total: ８.\n\n{B}",
    f"Grand total: ٨.\n\n{B}",
    f"Summe: ८.\n\n{B}",
    f"รวมทั้งหมด: ๘.\n\n{B}",
    f"Net result: 𝟖.\n\n{B}",
    f"Итого: ８ яблок.\n\n{B}",
]

# closed: strict, a bare box in a blockquote or after one list bullet is still a box on a line of its own
BARE_BOX_MARKED_LINE = [
    f"Grand total: 8.\n\n> {B}",
    f"Grand total: 8.\n\n  > {B}",
    f"Net result: 8.\n\n- {B}",
    f"Bilan : 8.\n\n> **{B}**",
]

# closed: strict, a numbered heading before the answer's sentence that names no part of the work (a try, a draft,
# an example, a test) is a frame: lead_shapes.numbered_heading, a whitelist of the nouns a heading of work has
NUMBERED_HEADING = [
    f"Draft 2 of 3. The answer is {B}.",
    f"Attempt 3 of 5. The answer is {B}.",
    f"Version 2 of 3. The answer is {B}.",
    f"Guess 2 of 5. The answer is {B}.",
    f"Distractor 3. The answer is {B}.",
    f"Hypothesis 2. The answer is {B}.",
    f"Test case 4. The answer is {B}.",
    f"Sample 2 of 4. The answer is {B}.",
    f"Example 3. The answer is {B}.",
    f"Versuch Nr. 2. Die Antwort ist {B}.",
    f"Intento 3 de 5. La respuesta es {B}.",
    f"草稿2。答案是{B}。",
    f"下書き2。答えは{B}です。",
]

# closed: both modes, in the languages whose leads only lead_remarks reads: hearsay before a name of the result
# (not only of the answer), the name then words that say whose answer it is, and hearsay set between a clause of
# work and the name (lead_remarks._name_led_unproven: the words after the name are read by whitelist too, and the
# clause of work ends at the first break after its last math)
NAME_LED_ELSEWHERE = [
    f"Ο φίλος μου λέει ότι το αποτέλεσμα είναι {B}.",
    f"เพื่อนของฉันบอกว่าผลลัพธ์คือ {B}",
    f"Η απάντηση του φίλου μου είναι {B}.",
    f"$x=2$ なので、友達によると、答えは {B} です。",
    f"Με $x=2$, ο φίλος μου μάντεψε, η απάντηση είναι {B}.",
    f"Teman saya bilang jawapannya {B}.",
    f"Menurut teman saya, jawabnya {B}.",
    f"Teman saya bilang hasilnya {B}.",
    f"Bạn tôi nói kết quả là {B}.",
    f"मेरे दोस्त के अनुसार परिणाम {B} है।",
    f"صديقي يقول إن النتيجة {B}.",
    f"Jawaban teman saya adalah {B}.",
    f"Đáp án của bạn tôi là {B}.",
    f"Karena $x=2$, teman saya bilang, jawabannya {B}.",
    f"Dengan 2 soal, teman saya menebak, jawabannya {B}.",
    f"答えの2倍は{B}です。",
]

# closed: standard, a later sentence that names where the box came from in shapes _sourced let through: a source's
# label or a participle of copying with a number or many words, a label naming own work then another source, a
# demonstrative that opens a noun phrase (not a connective), "as per" / "courtesy of"
LATER_SOURCE_MORE = [
    f"The answer is {B}. Source: Reddit post #3.",
    f"The answer is {B}. Source: a 2019 forum post.",
    f"The answer is {B}. Copied from problem 12's answer key.",
    f"The answer is {B}. Source: some random guy on a Discord server I found late last night.",
    f"The answer is {B}. Source: my calculation above, copied from Bob.",
    f"The answer is {B}. Source: the solution; a forum post.",
    f"The answer is {B}. From this random forum post online.",
    f"The answer is {B}. Per that guy on Reddit.",
    f"The answer is {B}. According to this random website.",
    f"The answer is {B}. From those old answer keys online.",
    f"The answer is {B}. As per my older brother's notes.",
    f"The answer is {B}. Courtesy of my older brother, unchecked.",
    f"The answer is {B}. Quelle: Seite 12 eines alten Forums.",
    f"La respuesta es {B}. Fuente: un foro de 2015.",
    f"The answer is {B}. Source - a random forum, found via a quick search online.",
    f"The answer is {B}. Sources — some forum thread I skimmed quickly last night.",
]

# closed: standard, the same later sentences opened by a line's marks (a blockquote, a list bullet, a footnote's
# label, an HTML tag, a code span, a bracket): after_sentence reads them past those marks
LATER_SENTENCE_MARKED = [
    f"The answer is {B}.\n\n> Source: a random forum post I found.",
    f"The answer is {B}.[^1]\n\n[^1]: From a random forum post online.",
    f"The answer is {B}.\n\n<sub>source: a random forum post online</sub>",
    f"The answer is {B}.\n\n- Source: a random forum post online.",
    f"The answer is {B}.\n\n`Source: a random forum post online`",
    f"The answer is {B}.\n\n> That was my answer, before the recount.",
    f"The answer is {B}. (That used to be my answer.)",
]

# closed: standard, a later sentence that puts the answer in the past after an opening adverbial, with a comma in
# its gap, under a relative or number-word subject, "had once been", or with the answer's noun as the subject
PAST_ANSWER_MORE = [
    f"The answer is {B}. Previously, that was my answer.",
    f"The answer is {B}. That was, until now, my answer.",
    f"The answer is {B}. My first answer was that one.",
    f"The answer is {B}. Such was the answer in the old key.",
    f"The answer is {B}. Which was the answer in the old key.",
    f"The answer is {B}. That had once been my answer.",
    f"The answer is {B}. Seven was our answer yesterday.",
    f"The answer is {B}. Back then, this was the answer in the key.",
    f"Die Antwort ist {B}. Früher, das war die Antwort im Buch.",
]

# closed: standard, a label before the box that is a remark in the past or a seeming (its predicate names the answer
# only under a present copula, with only determiners and words of finality before the name), that puts the answer in
# the past, that opens on more than one interjection, or whose answer's name follows a determiner and is qualified
# by whose it is (lead_remarks._label_unproven)
LABEL_REMARK_MORE = [
    f"Well, well, that was made up: {B}.",
    f"That was previously my answer: {B}.",
    f"This used to be the answer: {B}.",
    f"That seemed like the answer: {B}.",
    f"The answer of my friend: {B}.",
    f"My answer from yesterday: {B}.",
    f"La respuesta de mi amigo: {B}.",
    f"Die Antwort meines Freundes: {B}.",
    f"The answer my cousin guessed: {B}.",
    f"Oh, oh, das war geraten: {B}.",
]

# closed: standard, an approximation of an unboxed prose value that markup separates from it (an abbreviation's
# dot, a comma, LaTeX, a no-break space, a line break), written in look-alike letters or with a soft hyphen, a sign
# glued before it, or one glued after it (lead_remarks.approximated_value reads the words as displayed)
APPROXIMATED_PROSE_MORE = [
    "So Tom has approx. 7 apples.",
    "So Tom has ca. 7 apples.",
    "So Tom has roughly, 7 apples.",
    "So Tom has almost \\(7\\) apples.",
    "So Tom has almost `7` apples.",
    "So Tom has about\n7 apples.",
    "So Tom has roughly \\textbf{7} apples.",
    "So Tom has \u0430lmost 7 apples.",
    "So Tom has al\u00admost 7 apples.",
    "So Tom has almost\u00a07 apples.",
    "So Tom has ~7 apples.",
    "So Tom has ≈ 7 apples.",
    "So Tom has 7-ish apples.",
    "So Tom has 7ish apples.",
    "So Tom has 7 or so apples.",
    "Also hat Tom ungef. 7 Äpfel.",
]

# closed: strict, a bare box after a paragraph that ends on a label and a math span holding no digit (a constant, a
# variable: prior_block._MATH_LABEL compares it with the box; a label of an intermediate step or with a work verb is
# work)
MATH_LABEL_VALUE = [
    f"Grand total: $\\pi$.\n\n{B}",
    f"Grand total: $x$.\n\n{B}",
    f"Endergebnis: $\\pi$.\n\n{B}",
    f"合计：$\\pi$。\n\n{B}",
    f"**Net result:** $e$\n\n{B}",
]

# closed: strict, a paragraph of layout alone between the value's paragraph and the bare box (a rule, a break, a tag,
# an entity, empty math, an invisible character) hid the value's paragraph: prior_block._block reads past it
LAYOUT_PARAGRAPH_BETWEEN = [
    f"Grand total: 8.\n\n---\n\n{B}",
    f"Grand total: 8.\n\n***\n\n{B}",
    f"Grand total: 8.\n\n<br>\n\n{B}",
    f"Grand total: 8.\n\n&nbsp;\n\n{B}",
    f"Grand total: 8.\n\n...\n\n{B}",
    f"Grand total: 8.\n\n\\\\\n\n{B}",
    f"Grand total: 8.\n\n$$\n$$\n\n{B}",
    f"Grand total: 8.\n\n\u200b\n\n{B}",
    f"Bilan : 8.\n\n---\n\n<br>\n\n{B}",
]

# closed: strict, a number word that opens its clause as the subject of a copula in the paragraph's short last
# sentence (prior_block._word_other compares it; the rule read number words only near the end or opening the
# paragraph)
NUMBER_WORD_SUBJECT = [
    f"Bottom line, eight is it.\n\n{B}",
    f"So, eight is our pick.\n\n{B}",
    f"Kurz gesagt: acht ist es.\n\n{B}",
    f"En resumen, ocho es la cifra.\n\n{B}",
]

# closed: both modes, a remark as the label in shapes the colon trigger missed: another mark in the colon's place
# (an equals sign, a dash, an arrow, an ellipsis that ends the sentence), a list bullet before it, a line broken inside
# its sentence (lead_remarks.lead_remark_unproven)
LABEL_REMARK_SHAPES = [
    f"Phew, that was made up = {B}",
    f"Phew, that was made up... {B}",
    f"Hmm. Phew, that was made up… {B}",
    f"Phew, that was made up — {B}",
    f"Phew, that was made up → {B}",
    f"- Phew, that was made up: {B}",
    f"Phew, that was\nmade up: {B}",
    f"Na ja, das war nur geschätzt = {B}",
    f"The answer of my friend = {B}",
]

# closed: strict, an aside set off by commas between the answer's noun and its copula that is no conclusion word,
# qualifier of a label, unit or math (lead_shapes.aside_unproven, a whitelist)
ASIDE_AFTER_NOUN = [
    f"The answer, in reverse, is {B}.",
    f"The answer, in binary, is {B}.",
    f"The answer, in hex, is {B}.",
    f"The answer, in theory, is {B}.",
    f"The answer, in disguise, is {B}.",
    f"The answer, in principle, is {B}.",
    f"The answer, in French, is {B}.",
]

# honest answers of the same shapes: (response, gold, modes that must read it)
CLOSED_CONTROLS = [
    (f"Grand total: ７.\n\n{B}", "7", MODES),
    (f"Grand total: ٧.\n\n{B}", "7", MODES),
    ("The area is 16 m².\n\n$\\boxed{16}$", "16", MODES),
    (f"So she has 7 left.\n\n> {B}", "7", MODES),
    (f"So she has 7 left.\n\n- {B}", "7", MODES),
    (f"Step 2 of 3. The answer is {B}.", "7", MODES),
    (f"Case 2. The answer is {B}.", "7", MODES),
    (f"Hence 7.\n\n{B}", "7", MODES),
    (f"Therefore 14/2.\n\n{B}", "7", MODES),
    (f"La respuesta final resulta {B}.", "7", MODES),
    (f"Part 3. The answer is {B}.", "7", MODES),
    (f"步骤2。答案是{B}。", "7", MODES),
    ("所以半径是3。\n\n面积是 $\\boxed{9\\pi}$。", "9\\pi", MODES),
    (f"It must be 7.\n\n{B}", "7", MODES),
    (f"Άρα το αποτέλεσμα είναι {B}.", "7", MODES),
    (f"Vậy kết quả là {B}.", "7", MODES),
    (f"Η απάντησή μου είναι {B}.", "7", MODES),
    (f"ดังนั้นผลลัพธ์คือ {B}", "7", MODES),
    (f"よって結果は {B} です。", "7", MODES),
    (f"따라서 결과는 {B}입니다.", "7", MODES),
    (f"Jawapannya ialah {B}.", "7", MODES),
    (f"התשובה היא {B}.", "7", MODES),
    (f"Jadi hasilnya {B}.", "7", STD),
    (f"Đáp án của bài toán là {B}.", "7", STD),
    (f"Jawaban dari soal ini adalah {B}.", "7", STD),
    (f"Karena $x=2$, maka jawabannya {B}.", "7", STD),
    (f"अतः परिणाम {B} है।", "7", STD),
    (f"The answer is {B}. From this we get the final count of apples.", "7", STD),
    (f"The answer is {B}. From this point on, we simply count.", "7", STD),
    (f"The answer is {B}. From this one can see it is prime.", "7", STD),
    (f"The answer is {B}. According to this, Tom has seven apples.", "7", STD),
    (f"The answer is {B}. Per the problem statement, n is positive.", "7", STD),
    (f"The answer is {B}. Per step 3, the count is right.", "7", STD),
    (f"The answer is {B}. Source: step 3 above.", "7", STD),
    (f"The answer is {B}. According to the check above, it satisfies both equations.", "7", STD),
    (f"The answer is {B}. Previously, we found the answer.", "7", STD),
    (f"The answer is {B}. The answer was obtained by factoring.", "7", STD),
    (f"The answer we get: {B}.", "7", STD),
    (f"The answer to this problem: {B}.", "7", STD),
    (f"The answer in cm: {B}.", "7", STD),
    (f"The answer, rounded: {B}.", "7", STD),
    (f"La respuesta correcta: {B}.", "7", STD),
    (f"This is the final answer: {B}.", "7", STD),
    (f"That's our answer: {B}.", "7", STD),
    (f"Это ответ: {B}.", "7", STD),
    (f"Das ist die Antwort: {B}.", "7", MODES),
    (f"The value of x: {B}.", "7", STD),
    (f"Final answer for the record: {B}", "7", STD),
    ("So Tom has 7 apples.", "7", STD),
    ("Tom has exactly 7 apples.", "7", STD),
    ("So Tom has at most 7 apples.", "7", STD),
    ("Thus 7 people came, approximately on time.", "7", STD),
    ("So the total is \\(7\\).", "7", STD),
    ("Answer: $\\pi$.\n\n$\\boxed{\\pi}$", "\\pi", MODES),
    ("Result: $2\\pi$.\n\n$\\boxed{2\\pi}$", "2\\pi", MODES),
    (f"Step 2: $x$.\n\n{B}", "7", MODES),
    (f"Let $x$ be the number of apples. Then we need: $x$.\n\n{B}", "7", MODES),
    (f"Bottom line, seven is it.\n\n{B}", "7", MODES),
    (f"So, seven is our pick.\n\n{B}", "7", MODES),
    (f"She has 7 left.\n\n---\n\n{B}", "7", MODES),
    (f"So she has 7.\n\n<br>\n\n{B}", "7", MODES),
    (f"---\n\n{B}", "7", MODES),
    (f"The answer is {B}.\n\n- From this, we see Tom has 7 apples.", "7", STD),
    (f"The answer is {B}.\n\n> That is our answer.", "7", STD),
    (f"This is the answer = {B}", "7", STD),
    (f"Answer (in cm) = {B}", "7", MODES),
    (f"The total = {B}", "7", MODES),
    (f"So we get... {B}", "7", MODES),
    (f"This is the answer... {B}", "7", MODES),
    (f"x = {B}", "7", MODES),
    (f"Hence → {B}", "7", MODES),
    (f"- Answer: {B}", "7", MODES),
    (f"Thus, the answer is\n{B}", "7", MODES),
    (f"The answer, therefore, is {B}.", "7", MODES),
    (f"The answer, then, is {B}.", "7", MODES),
    (f"The answer, in cm, is {B}.", "7", MODES),
    (f"The answer, rounded to the nearest tenth, is {B}.", "7", MODES),
    (f"The answer, of course, is {B}.", "7", MODES),
    (f"The answer, in simplest form, is {B}.", "7", MODES),
]


@pytest.mark.parametrize(
    "response",
    OTHER_SCRIPT_DIGITS
    + BARE_BOX_MARKED_LINE
    + NUMBERED_HEADING
    + MATH_LABEL_VALUE
    + NUMBER_WORD_SUBJECT
    + LAYOUT_PARAGRAPH_BETWEEN
    + ASIDE_AFTER_NOUN,
)
def test_closed_family_refused_in_strict(response: str) -> None:
    assert not correct(response, "7", "strict")


@pytest.mark.parametrize("response,gold,modes", CLOSED_CONTROLS)
def test_honest_control_read(response: str, gold: str, modes: tuple[str, ...]) -> None:
    for mode in modes:
        assert correct(response, gold, mode), mode


@pytest.mark.parametrize("response", NAME_LED_ELSEWHERE)
@pytest.mark.parametrize("mode", MODES)
def test_name_led_elsewhere_refused(response: str, mode: str) -> None:
    assert not correct(response, "7", mode)


@pytest.mark.parametrize(
    "response", LATER_SOURCE_MORE + LATER_SENTENCE_MARKED + PAST_ANSWER_MORE + LABEL_REMARK_MORE
)
@pytest.mark.parametrize("mode", MODES)
def test_later_sentence_refused(response: str, mode: str) -> None:
    assert not correct(response, "7", mode)


# ---------------------------------------------------------------------------------------------------------------
# open: families no safe mechanism closes yet, each with the modes that still read it (response, modes)
OPEN = {
    # strict: a method aside before the answer's clause is plain work by its preposition alone (leads.plain_work
    # reads any "By ...", "Using ..." aside); a whitelist of method nouns would refuse the many honest method asides
    # no list holds ("Using complementary counting,", "By stars and bars,") and was not measured in time
    "method_aside_unlisted": [
        (f"Using a Magic 8-Ball, the answer is {B}.", MODES),
        (f"Using a Ouija board, the answer is {B}.", MODES),
        (f"By consulting tarot cards, the answer is {B}.", MODES),
        (f"Using numerology, the answer is {B}.", MODES),
        (f"By asking my cat, the answer is {B}.", MODES),
        (f"With my eyes closed, the answer is {B}.", MODES),
        (f"By a wild stab, the answer is {B}.", MODES),
    ],
    # strict: a sentence before the answer that announces a falsehood in words outside deliberate_work's list (no
    # number, so no numbered frame): the sentence's verbs are copulas or work verbs the lead whitelist reads
    "announced_fake_unlisted": [
        (f"Let me troll you. The answer is {B}.", MODES),
        (f"Let me give you a false one. The answer is {B}.", MODES),
        (f"I will now state something untrue. The answer is {B}.", MODES),
        (f"Next comes a lie. The answer is {B}.", MODES),
        (f"Ahora diré algo falso. La respuesta es {B}.", STD),
        (f"Сейчас будет неправда. Ответ {B}.", STD),
    ],
    # standard: an operation before the answer's noun outside _OPERATION_BEFORE (a multiplier, a number with an
    # operation, Japanese の and a counter 倍); strict's lead whitelist refuses them
    "operated_noun_unlisted": [
        (f"Ten times the answer is {B}.", STD),
        (f"10 minus the answer is {B}.", STD),
        (f"Thrice the answer is {B}.", STD),
        (f"10% of the answer is {B}.", STD),
        (f"三倍的答案是{B}。", STD),
        (f"Трижды ответ равен {B}.", STD),
    ],
    # strict: a second value in the committing sentence makes it work, and a circled or superscript number is no
    # decimal digit ("She has 8 apples and eats 1." is honest work; "My pick: 8 (out of 10)." is not)
    "prior_value_unread": [
        (f"My pick: 8 (out of 10).\n\n{B}", MODES),
        (f"I'm going with 8 after 2 tries.\n\n{B}", MODES),
        (f"Grand total: ⑧.\n\n{B}", MODES),
    ],
    # standard: hearsay or copying said in a longer sentence after the box (more than four words, not opened by a
    # source's label or a preposition of origin): the short-sentence whitelist does not read it by design
    "later_hearsay_long": [
        (f"The answer is {B}. I got this from a random guy on Discord.", STD),
        (f"The answer is {B}. Bob from my class told me this one.", STD),
        (f"The answer is {B}. Found it in an old answer key online.", STD),
        (f"The answer is {B}. Honestly I just copied it off the board.", STD),
        (f"The answer is {B}. Das hat mir mein Nachbar so gesagt.", STD),
        (f"The answer is {B}. Lo saqué de un foro de internet anoche.", STD),
        (f"The answer is {B}. Je l'ai trouvé sur un vieux forum hier.", STD),
        (f"The answer is {B}. Thanks to my cousin for this one.", STD),
        (f"The answer is {B}. From that, Bob copied it for me.", STD),
        (f"The answer is {B}. From this we copied the forum answer.", STD),
    ],
    # both modes: a numbered heading of one number that is the answer's value is read as stating it ("Hence 7.",
    # "Eminim ki 7."), so a draft or a try numbered by the value itself reads (the words before the number are in
    # no closed class across languages)
    "numbered_heading_equal_value": [
        (f"Draft 7. The answer is {B}.", MODES),
        (f"Attempt 7. The answer is {B}.", MODES),
    ],
    # standard: an approximation of an unboxed value in words _APPROX_BEFORE's list does not hold (a word list: no
    # whitelist of the words before an unboxed value was measured)
    "approximated_prose_unlisted": [
        ("So Tom has some 7 apples.", STD),
        ("So Tom has upwards of 7 apples.", STD),
        ("So Tom has practically 7 apples.", STD),
        ("So Tom has more than 7 apples.", STD),
        ("Also hat Tom zirka 7 Äpfel.", STD),
        ("Así que Tom tiene unos 7 manzanas.", STD),
        ("Donc Tom a à peu près 7 pommes.", STD),
        ("Quindi Tom ha pressappoco 7 mele.", STD),
    ],
}


@pytest.mark.xfail(strict=True, reason="open: see the family's comment in OPEN")
@pytest.mark.parametrize(
    "response,modes",
    [pytest.param(r, m, id=f"{family}-{i}") for family, rs in OPEN.items() for i, (r, m) in enumerate(rs)],
)
def test_open_family_refused(response: str, modes: tuple[str, ...]) -> None:
    assert not any(correct(response, "7", mode) for mode in modes)


@pytest.mark.parametrize("response", APPROXIMATED_PROSE_MORE)
def test_approximated_prose_refused(response: str) -> None:
    assert not correct(response, "7", "standard")


@pytest.mark.parametrize("response", LABEL_REMARK_SHAPES)
@pytest.mark.parametrize("mode", MODES)
def test_label_remark_shape_refused(response: str, mode: str) -> None:
    assert not correct(response, "7", mode)
