"""Both modes: what leads to the box in its sentence must be proven the writer's plain lead where its shape says it
is something else (:func:`lead_remark_unproven`), read by whitelist, not by lists of words that disown:

- **a remark as the label** before the box (``Phew, that was made up: $\\boxed{7}$``, ``Ha, das war gelogen:``,
  ``Vaya, eso fue inventado:``, ``Уф, это выдумка:``, ``哈，这是编的：``): a label that opens (after an optional
  interjection) on a demonstrative and a copula is a clause that comments on something, not a name of the value.
  It is proven only as strict's remark on how the problem went (:func:`proctor.grading.honest_leads.remark_aside`:
  ``Ha, that was easier than it looked:``) or where it names the answer (``This is the answer:``, ``这是答案：``).
- **a bracket in the label** (``No lie (jk):``, ``Total (lol):``): its words must be a qualifier the label may hold
  (a part, a form, rounding, a unit: ``Answer (in cm):``, ``Final answer (rounded):``).
- **the answer's name then words before the colon** (``Jibu la kubahatisha:`` the guessed answer, ``Sagot ng kaibigan
  ko:`` my friend's answer, ``Answer of my friend:``): the words after the noun must qualify it harmlessly (final,
  correct, a part, a form: ``Jibu la mwisho:``, ``Answer to part (a):``).
- **the words before the answer's name** in the languages whose reporting verbs and qualifiers no table of the
  other rules holds (Korean, Japanese, Indonesian, Vietnamese, Greek, Hindi, Arabic, Thai, Turkish, Swahili,
  Tagalog): ``Teman saya bilang jawabannya``, ``Bạn tôi nói đáp án là``, ``Ο φίλος μου λέει ότι η απάντηση``,
  ``मेरे दोस्त का कहना है कि उत्तर``, ``صديقي يقول إن الإجابة``, ``เพื่อนของฉันบอกว่าคำตอบคือ``, ``가짜 정답은``,
  ``내 친구의 정답은``, ``偽の答えは``: every word between the sentence's start and the name must be a conclusion
  word, a determiner, the writer's possessive, the problem's name or a qualifier of finality or correctness
  (``Jadi jawabannya``, ``Vậy đáp án là``, ``Άρα η απάντηση``, ``अतः उत्तर``, ``따라서 최종 정답은``, ``よって答えは``),
  or math.

- standard: **an unboxed value** read from a plain sentence right after a word of approximation or of nearly
  reaching it (``So Tom has almost 7 apples.``, ``roughly 7``, ``fast 7``, ``почти 7``, ``将近7``): not stated
  (:func:`approximated_value`; a bound, ``at most $n+1$ knights``, states an extremal answer and is read).

Each look reads the lead of the box's sentence (at most ``_LOOK`` characters) and starts only where its trigger
(a colon at its end, or an answer's name of those languages in it) is present.
"""

from __future__ import annotations

import re

from proctor.grading import lexicon
from proctor.grading.after_sentence import _PAST_ANSWER
from proctor.grading.commitment import OPAQUE
from proctor.grading.honest_leads import remark_aside
from proctor.grading.label_marks import _HARMLESS as _LABEL_HARMLESS
from proctor.grading.lead_shapes import _ASIDE_WORDS as _SHAPES_ASIDE
from proctor.grading.plain_words import _LABELS, _STATING_WORDS
from proctor.grading.surface import seen
from proctor.grading.unit_words import unit_word

_LOOK = 240  # the characters of the lead read
_END = " \t*_#>$" + OPAQUE
_LETTERS = r"(?:[^\W\d_]|[\u0300-\u036f\u0900-\u0dff\u0e00-\u0e7f\u064b-\u065f])"
_TOKEN = re.compile(_LETTERS + r"+(?:['’]" + _LETTERS + r"+)*")

# ---------------------------------------------------------------------------------------------------------
# a label that opens on a remark: an optional interjection and a comma, then a demonstrative and a copula
_INTERJECTION_AT = re.compile(
    r"[ \t*_]*(?:(?:[^\W\d_]{1,14}[ \t]+)?[^\W\d_]{1,14}[ \t]*[,，!！][ \t]*){1,3}"
)  # (up to three: "Well, well, that was made up:")
_DEMONSTRATIVE = re.compile(
    r"(?i:(?:that|this|it)(?:['’]s|[ \t]+(?:was|is|were|seemed|seems|looks|looked|felt|feels|sounds|"
    r"sounded|turned|ended|became|remains))(?![^\W\d_])"
    r"|(?:das|dies|es)[ \t]+(?:war|ist|wäre|schien)(?![^\W\d_])"
    r"|(?:eso|esto|ello)[ \t]+(?:fue|era|es|sería|parece)(?![^\W\d_])|(?:fue|era)[ \t]+"
    r"|(?:c['’]|ça[ \t]+|cela[ \t]+)(?:était|est|étais|serait|fut)(?![^\W\d_])"
    r"|(?:quello|questo|ciò)[ \t]+(?:era|è|fu)(?![^\W\d_])|(?:isso|isto)[ \t]+(?:foi|era|é)(?![^\W\d_])"
    r"|(?:dat|dit|het)[ \t]+(?:was|is)(?![^\W\d_])|to[ \t]+(?:było|jest|był)(?![^\W\d_])"
    r"|(?:это|оно)(?:[ \t]+(?:было|был|была|есть))?(?![^\W\d_]))"
    r"|这是|那是|這是|這個是|这个是|就是|それは|これは|あれは|이건|그건|이것은|그것은"
    # a demonstrative and a noun before the copula ("this number is invented"), the writer as the subject of a
    # clause ("I made this up", "ich habe geraten", "je l'ai inventé"): a clause, not a name of the value
    r"|(?i:(?:this|that|these|those|dieser|diese|dieses|esta|este|ese|esa|ce|cette|этот|эта|это)[ \t]+"
    r"[^\W\d_]+[ \t]+(?:is|was|were|ist|war|es|era|fue|est|était|был[аио]?)(?![^\W\d_])"
    r"|(?:i|ich|je|j['’]|yo|я|eu|io|ik)(?:[ \t]+|(?<=['’]))(?!(?:get|got|find|found|obtain|obtained|have|had|conclude|"
    r"compute|computed|calculate|calculated|derive|derived|arrive|arrived|see|say|think|believe|claim|state|answer|"
    r"erhalte|bekomme|finde|habe[ \t]+(?:erhalten|berechnet|gefunden)|obtengo|tengo|encuentro|obtiens|trouve|"
    r"получаю|получил|нашёл|нашел|obtenho|ottengo|krijg|vind)(?![^\W\d_]))[^\W\d_])"
    r"|我(?!得到|算出|求得|的答案)"
)
# the words of a remark's predicate that name the answer ("This is the answer:", "That is our result:")
_NAMES = _LABELS | _STATING_WORDS | frozenset("答案 答え 정답 답".split())
# a present copula ending the demonstrative ("This is", "That's", "Das ist", "C'est", "Это"): a past or seeming
# one says what the value was or looked like ("That was previously my answer:")
_PRESENT = re.compile(
    r"(?i:['’]s|(?<![^\W\d_])(?:is|ist|es|est|è|é|jest|это|оно))$|这是|那是|這是|就是|それは|これは|이건|이것은"
)
# the words a predicate or a label may hold before the answer's name: determiners, the writer's possessive, words of
# finality or correctness ("the", "our", "final", "la", "die", "endgültige")
_PREDICATE_WORDS = frozenset(
    "the a an our my this that also indeed exactly precisely then so thus therefore hence la el le les los las die "
    "der das den dem il lo mi nuestra nuestro notre mon ma meine unsere unser mein o os minha nossa".split()
) | frozenset(
    "final finale finalen finaler endgültige endgültig correct correcte correcta correcto correta correto corretta "
    "corretto richtige richtig right true exact exacte exacta definitive definitiva definitivo".split()
)
# the answer's own names (a label "The value of x:" names a quantity, read by the label rules)
_ANSWER_NAMES = frozenset("answer antwort respuesta réponse risposta resposta antwoord ответ".split())
_DETERMINERS = frozenset(
    "the our my this that la el le les los las die der das den dem il lo mi nuestra nuestro notre mon ma meine "
    "unsere unser mein o os minha nossa".split()
)  # (a label opened by one: "Final answer for the record:" is the label rules')
_SUBJECTS = frozenset("we i wir ich nous je nosotros yo мы я".split())  # ("The answer we get:")
_NAMES_CJK = re.compile(r"(?:答案|答え|正解|解答|结果|結果|정답|답)[\s：:]*$")

# a bracket in a label: its words must be what a qualifier of the answer's label may hold, or a unit
# (the prepositions of other languages before a unit, their common units, a part's letter or Roman numeral)
_BRACKET_MORE = frozenset(
    (
        "en em im dans в во w na op metros metro centímetros kilómetros minutos segundos horas días dólares pesos "
        "grados mètres centimètres kilomètres secondes heures jours degrés meter metern zentimeter kilometer "
        "minuten sekunden stunden tage grad metri minuti secondi ore giorni gradi metros minutos segundos horas "
        "dias graus reais метров метра метры сантиметров километров минут минуты секунд часов часа дней градусов "
        "рублей рубля"
    ).split()
)
_PART = re.compile(r"[a-h]|[ivx]{1,4}")
_BRACKET = re.compile(r"[(（]([^()（）\n]{0,60})[)）]")  # (round: "[/asy]" before a label is a tag)

# ---------------------------------------------------------------------------------------------------------
# the answer's name as a label's first word, then words before the colon: the words that qualify it harmlessly
_FINAL = frozenset(
    (
        "final finale finalen finaler endgültige endgültig correct correcte correcta correcto correta correto "
        "corretta corretto richtige richtig right true exact exacte exacta exato esatta esatto definitive "
        "definitiva definitivo official complete full mwisho sahihi kamili ya la cha wa tama wasto pangwakas "
        "huling na ng sa akhir benar tepat cuối cùng đúng chính xác son doğru nihai τελική σωστή अंतिम सही "
        "النهائية النهائي الصحيحة الصحيح สุดท้าย ที่ถูกต้อง"
    ).split()
)
_HARMLESS_AFTER_NOUN = (
    _LABEL_HARMLESS
    | _FINAL
    | frozenset(
        "my our mine ours key sheet zu zur aufgabe frage de la del pregunta ejercicio problema à question exercice "
        "к задаче задачи на вопрос".split()
    )
)
_SAYS = _STATING_WORDS | frozenset("says said states stated reads shows showed sagt dice dit говорит".split())
_LABEL_NOUNS = (
    frozenset("answer answers antwort respuesta réponse ответ resposta".split())
    | lexicon.ANSWER_NOUNS
    | lexicon.ANSWER_NOUNS_MORE
)

# ---------------------------------------------------------------------------------------------------------
# the answer's name in the languages whose leads no other table reads, and the words that may lead to it
_NAME_ELSEWHERE = re.compile(
    r"(?i:(?<![^\W\d_])(?:jawab(?:an(?:nya)?|nya)?|jawapan(?:nya)?|hasil(?:nya)?|đáp[ \t]+án|câu[ \t]+trả[ \t]+lời|"
    r"kết[ \t]+quả|απάντηση|απάντησή|αποτέλεσμα|cevap|cevabı|sonuç|sonucu|jibu|matokeo|sagot)(?![^\W\d_]))"
    r"|उत्तर|जवाब|परिणाम|नतीजा|الإجابة|الجواب|الاجابة|النتيجة|پاسخ|نتیجه|התשובה|תשובה|התוצאה|উত্তর|ফলাফল|คำตอบ|ผลลัพธ์|"
    r"答え|解答|結果|(?<![^\s\W])(?:정답|답|결과)(?=[은는이가:\s]|$)"
)
# what may stand between the answer's name and the box: a copula, a particle, a word of _LEADING or _FINAL, a unit
_AFTER_NAME = frozenset(
    (
        "adalah ialah yaitu yakni ini untuk pertanyaan là cho câu hỏi bằng είναι ήταν στο στην στη πρόβλημα "
        "ερώτηση το है हैं था थी होगा का की के هي هو يساوي تساوي است היא הוא הם হল হলো ay ang ng ni ise olarak "
        "dir dır tir tır 은 는 이 가 요 입니다 이다 です だ である"
        # (adverbs of exactness: "정답은 바로", "Cevap tam olarak", "Jawabannya persis")
        " 바로 즉 곧 결국 정확히 최종적으로 tam tamamen persis memang ακριβώς ठीक बिल्कुल بالضبط دقیقا בדיוק hasa"
    ).split()
)
_AFTER_NAME_SPACELESS = re.compile(
    r"(?:は|が|คือ|เท่ากับ|ได้|สุดท้าย|ที่ถูกต้อง|です|である|だ|まさに|ずばり|ก็|[:：、，,]|\s)*"
)
# a rival value the gap after the name corrects: a negated value, then a word of contrast (or, where the negator
# follows the value, a comma) before the box: "Jawabannya bukan 8, tetapi", "Đáp án không phải 8 mà là",
# "Η απάντηση δεν είναι 8 αλλά", "Cevap 8 değil,"; the value and its negator are dropped, the other words are read
_NEGATOR_BEFORE = r"bukan|tidak|tak|không(?:[ \t]+phải)?|δεν|όχι|नहीं|ليس|ليست|نیست|לא|না|hindi|si|sio"
_NEGATOR_AFTER = r"değil|değildir|नहीं|নয়|না|sio"
_CONTRAST = (
    r"tetapi|tapi|melainkan|namun|mà|nhưng|αλλά|ama|fakat|lakini|bali|ngunit|kundi|लेकिन|बल्कि|بل|لكن|ولكن|"
    r"اما|بلکه|אלא|אבל|কিন্তু|বরং"
)
_CORRECTED = re.compile(
    r"(?i:(?<![^\W\d_])(?:"
    + _NEGATOR_BEFORE
    + r")(?![^\W\d_])[ \t]+(?:(?P<copula>[^\W\d_]+)[ \t]+)?(?:\d[\d.,/]*|"
    + OPAQUE
    + r"+)[ \t]*[,，]?[ \t]*(?:"
    + _CONTRAST
    + r")(?![^\W\d_])|(?:\d[\d.,/]*|"
    + OPAQUE
    + r"+)[ \t]+(?:"
    + _NEGATOR_AFTER
    + r")(?![^\W\d_])[ \t]*(?:[,，][ \t]*(?:(?:"
    + _CONTRAST
    + r")(?![^\W\d_]))?|(?:"
    + _CONTRAST
    + r")(?![^\W\d_])))"
)
# the one word a negator may have before the rival's value: a copula ("δεν είναι 8 αλλά", "không phải là 8 mà");
# "bukan hanya 8, tetapi", "όχι μόνο 8 αλλά" (not only 8 but) add the box to the rival, and "tidak yakin 100, tapi"
# (not sure) negates the writer's certainty, not a value: such a gap is read word by word
_RIVAL_COPULAS = frozenset(
    "là lah είναι ήταν adalah ialah ay ang ni ndio है हैं था थी هي هو است היא הוא হল হলো".split()
)


def _corrected(m: re.Match[str]) -> str:
    """The gap ``m`` (a match of ``_CORRECTED``) dropped where the word after its negator, if any, is a copula."""
    copula = m.group("copula")
    return m.group(0) if copula is not None and copula.lower() not in _RIVAL_COPULAS else " "


# a value left standing right before the box, set off by a comma, a semicolon or a dash ("Jawabannya 8,", "정답은 바로
# 8,"): the gap states another value (a label's number, "untuk soal 3:" to problem 3, ends on a colon: read as words)
_VALUE_BEFORE_BOX = re.compile(r"(?<![^\s(])\d[\d.,/]*[ \t]*(?:[,，;；]|[ \t][—–-]{1,2})[ \t]*\Z")


_LEADING = frozenset(
    (
        # Indonesian, Malay
        "jadi maka sehingga oleh karena itu dengan demikian akhirnya sebab kesimpulannya kesimpulan yang kita "
        "saya kami benar akhir nya adalah soal ini dari untuk "
        # Vietnamese
        "vậy do đó nên vì thế như tóm lại cuối cùng kết luận của bài toán này ta chúng "
        # Greek
        "η άρα επομένως συνεπώς οπότε τελικά τελική σωστή λοιπόν και μας μου του προβλήματος "
        # Hindi
        "अतः इसलिए तो अंततः अंतिम सही इस प्रश्न का की सवाल हमारा मेरा अत हम "
        # Arabic
        "إذن إذًا اذن لذلك لذا وبالتالي بالتالي ف و فإن إن أن النهائية الصحيحة هذه المسألة السؤال "
        # Persian, Hebrew, Bengali
        "بنابراین پس نهایی درست لذا صحیح ה לכן אז הסופית הנכונה סופית সুতরাং তাই অতএব চূড়ান্ত সঠিক "
        # (Greek's neuter article: "Άρα το αποτέλεσμα")
        "το "
        # Turkish
        "bu yüzden böylece dolayısıyla sonuç olarak sonuçta o halde doğru son nihai sorunun problemin cevabı "
        "benim bizim "
        # Swahili, Tagalog
        "kwa hiyo hivyo basi hivyo ni ang kaya samakatuwid sa madaling salita tamang huling "
        # Korean
        "따라서 그러므로 그래서 결국 즉 최종 최종적인 최종적으로 이 문제의 올바른 정확한 우리의 나의 제 내 "
        "구하는 구한 결론적으로 요약하면 그러면 그럼 마지막으로 이제"
    ).split()
)
_CLAUSE_BREAKS = (
    ",，、;；"  # (the first after its last math or value ends a clause of work before the answer's)
)
_DIGIT = re.compile(r"\d")
_ASCII_NAMES = re.compile(
    "jawa[bp]|hasil|ceva[pb]|jibu|matokeo|sagot"
)  # (the names of _NAME_ELSEWHERE written in ASCII)
# the same in scripts written without spaces (Thai, Japanese): a run of these and punctuation only
_LEADING_SPACELESS = re.compile(
    r"(?:ดังนั้น|ดังนั้นแล้ว|สรุป|ได้ว่า|ว่า|โดยสรุป|เพราะฉะนั้น|ฉะนั้น|จึง|แล้ว|ของโจทย์|ข้อนี้|"
    r"よって|したがって|従って|ゆえに|故に|だから|つまり|結局|以上より|以上から|以上|最終的な|最終的に|求める|この|"
    r"問題の|正しい|私の|我々の|の|、|，|,|\s)*"
)
_SPACELESS_SCRIPT = re.compile(r"[\u0e00-\u0e7f\u3040-\u30ff\u4e00-\u9fff]")


def _label_unproven(label: str) -> bool:
    """Whether the label ``label`` (the lead of the box's sentence up to the colon right before the box) is a
    remark, holds a bracket, or qualifies the answer's name, in a shape not proven harmless (see the module)."""
    for m in _BRACKET.finditer(label):
        words = _TOKEN.findall(m.group(1).lower())
        if words and not all(
            w in _LABEL_HARMLESS or w in _BRACKET_MORE or _PART.fullmatch(w) or unit_word(w, plurals=True)
            for w in words
        ):
            return True  # "No lie (jk):", "Total (lol):"
    interjection = _INTERJECTION_AT.match(label)
    body = label[interjection.end() :] if interjection is not None else label
    body = body.lstrip(" \t*_")
    if _DEMONSTRATIVE.match(body):
        # a remark: strict's whitelist of remarks on how the problem went, or a predicate naming the answer
        parts = [label[: interjection.end()].strip(" \t,，")] if interjection is not None else []
        if remark_aside([*parts, body]):
            return False
        said = _DEMONSTRATIVE.match(body)
        predicate = _TOKEN.findall(body[said.end() :].lower())
        if not predicate:
            return False  # "That is:", "Das ist:": no remark made
        if _NAMES_CJK.search(body):
            return False  # "这是答案："
        # a predicate that names the answer: a present copula, then only determiners and words of finality before
        # the name ("This is the answer:", "That is our final result:"; not "That was previously my answer:")
        return not (
            _PRESENT.search(said.group(0).rstrip()) is not None
            and predicate[-1] in _NAMES
            and predicate[-1] not in ("is", "was", "es", "est", "ist", "это")
            and all(w in _PREDICATE_WORDS for w in predicate[:-1])
        )
    if _PAST_ANSWER.match(body):
        return True  # "This used to be the answer:", "That was previously my answer:"
    words = _TOKEN.findall(_BRACKET.sub(" ", body).lower())  # (a bracket is proven above)
    if len(words) >= 2 and words[0] in _LABEL_NOUNS:
        # "Jibu la kubahatisha:", "Answer of my friend:": what follows the answer's name qualifies it
        return not (
            _pointing(words[1:])
            or all(w in _HARMLESS_AFTER_NOUN or w in _LABEL_NOUNS or w in _SAYS for w in words[1:])
        )
    k = 0
    while k < len(words) - 1 and (words[k] in _PREDICATE_WORDS):
        k += 1
    if k and words[0] in _DETERMINERS and words[k] in _ANSWER_NAMES and len(words) > k + 1:
        # "The answer of my friend:", "My answer from yesterday:", "La respuesta de mi amigo:": the same, after the
        # determiners and words of finality before the answer's own name
        return not (
            _pointing(words[k + 1 :])
            or all(
                w in _HARMLESS_AFTER_NOUN
                or w in _LABEL_NOUNS
                or w in _SAYS
                or w in _SUBJECTS
                or unit_word(w, plurals=True)
                for w in words[k + 1 :]
            )
        )
    return False


# the aside whitelist of lead_shapes less its number words ("The answer is — ten — " names another value)
_ASIDE_WORDS = _SHAPES_ASIDE - frozenset("ten hundred thousand million".split())
# a present copula right after the answer's name in a label, and the words of a predicate that points to what follows
# it ("The answer is as follows:", "Die Antwort ist wie folgt:", "La réponse est la suivante :")
_NAME_COPULA = frozenset("is are ist lautet lauten es est è é".split())
_POINTING = frozenset(
    "as follows following below given shown here this these simply just the la le el wie folgt folgende folgendes "
    "siguiente siguientes sigue suivante suivantes suit seguente segue seguinte".split()
)


def _pointing(words: list[str]) -> bool:
    """Whether ``words`` (what follows the answer's name in a label) are a present copula and a predicate that points
    to the box (``_POINTING``, or the aside whitelist's conclusion words: "is therefore", "is as computed")."""
    return (
        len(words) >= 2
        and words[0] in _NAME_COPULA
        and all(w in _POINTING or w in _ASIDE_WORDS for w in words[1:])
    )


def _name_led_unproven(lead: str) -> bool:
    """Whether the words before the answer's name in ``lead`` (languages whose leads no other table reads) hold
    anything but the words that lead to it plainly (see the module)."""
    probe = lead.replace(OPAQUE, " ") if OPAQUE in lead else lead
    if (
        probe.isascii()
    ):  # (the common case: only the Latin names can be there, looked for as substrings first)
        low = probe.lower()
        if _ASCII_NAMES.search(low) is None:
            return False
    names = list(_NAME_ELSEWHERE.finditer(lead))
    if not names:
        return False
    name = names[-1]
    before = lead[: name.start()]
    work = max(before.rfind(OPAQUE), *(before.rfind(d) for d in "0123456789"))
    if work >= 0:
        # "$x$は負ではないので、答えは": a clause of work before the answer's own ends at the first break after its
        # last math or value; what follows it is read ("Karena $x=2$, teman saya bilang, jawabannya" is not plain)
        cut = min((i for i in (before.find(c, work) for c in _CLAUSE_BREAKS) if i >= 0), default=-1)
        if cut >= 0:
            before = before[cut + 1 :]
    before = before.replace(OPAQUE, " ")
    after = lead[name.end() :]
    if _DIGIT.search(after) or OPAQUE in after:
        after = _CORRECTED.sub(_corrected, after)  # "bukan 8, tetapi": the rival corrected (see _CORRECTED)
        if _VALUE_BEFORE_BOX.search(after):
            return True  # "Jawabannya 8, $\\boxed{7}$", "Cevap tam olarak 8,": another value stated before the box
    after = after.replace(OPAQUE, " ")
    if _SPACELESS_SCRIPT.search(name.group(0)):
        return (
            _LEADING_SPACELESS.fullmatch(
                _TOKEN.sub(lambda w: "" if w.group(0).lower() in _LEADING else w.group(0), before)
            )
            is None
            or _AFTER_NAME_SPACELESS.fullmatch(
                _TOKEN.sub(lambda w: "" if _after_word(w.group(0)) else w.group(0), after)
            )
            is None
        )
    return (
        any(w.lower() not in _LEADING for w in _TOKEN.findall(before))
        or not all(_after_word(w) for w in _TOKEN.findall(after))
    )  # "Jawaban teman saya adalah", "Η απάντηση του φίλου μου είναι": the name's words say whose answer it is


def _after_word(word: str) -> bool:
    """Whether ``word``, between the answer's name and the box, is a copula, a particle, a word that may lead to the
    name (a determiner, the problem's name, the writer's possessive), a word of finality or a unit."""
    w = word.lower()
    return w in _AFTER_NAME or w in _LEADING or w in _FINAL or unit_word(w, plurals=True)


def lead_remark_unproven(view: str, sentence: int, start: int) -> bool:
    """Whether what leads to the box at ``start`` in its sentence (``view[sentence:start]``, the prose view) is a
    remark, a bracket, a qualified answer's name or a lead to the answer's name not proven harmless (see the
    module): then the box is not read as the writer's answer."""
    lo = max(sentence, start - _LOOK)
    if lo > 1 and view[lo - 1] == "\n" and (view[lo - 2].isalpha() or view[lo - 2] == ","):
        # a line broken inside its sentence ("Phew, that was\nmade up:"): the lead opens on the line before
        lo = max(view.rfind("\n", max(0, lo - _LOOK), lo - 1) + 1, start - _LOOK)
    lead = view[lo:start].rstrip(_END)
    if not lead.strip():
        # an ellipsis ended the sentence before the box ("Phew, that was made up... $\\boxed{7}$"): it leads to it
        p = len(view[:lo].rstrip())
        if not view[:p].endswith(("...", "…")):
            return False
        low = max(0, p - _LOOK)
        lead = view[max(low, *(view.rfind(c, low, p - 3) + 1 for c in ".!?\n")) : p]
    mark = _LABEL_MARK.search(lead)
    if mark is not None:
        label = lead[: mark.start()]
        aside = _dash_aside(label, mark.group(0).strip())
        if aside is not None:
            # "The answer is — as computed —": the dash closes an aside, not a label; the label rules read what
            # stands before the aside's opening dash (the aside's words are proven by the aside whitelist)
            label = aside
            if not label.strip():
                return False
            lead = label.rstrip()
        if _label_unproven(_LINE_MARKS.sub("", label).rstrip(" \t*_")):
            return True  # (a colon, or what stands for one: "=", "—", "→", "...")
    return _name_led_unproven(lead)


# an aside set off by dashes right before the box: the opening dash, spaced like the closing one, and the aside
_DASH_ASIDE = re.compile(r"(?:^|[ \t])(—|–|--?)[ \t]+([^—–\n]{1,60}?)[ \t]*\Z")
_PLAIN_ASIDE = re.compile(
    r"[^\W\d_]+(?:['’][^\W\d_]+)*(?:[ \t,]+[^\W\d_]+(?:['’][^\W\d_]+)*)*"
)  # words alone


def _dash_aside(label: str, dash: str) -> str | None:
    """Where ``label`` (the lead up to a closing ``dash`` before the box) ends on an aside opened by the same dash
    whose words are all words of an aside (lead_shapes' whitelist: conclusion words, a label's qualifiers, units;
    "— as computed —", "— after simplifying —"): the text before the opening dash; else None."""
    if dash not in ("—", "–", "-", "--"):
        return None
    m = _DASH_ASIDE.search(label)
    if m is None or m.group(1) != dash or not _PLAIN_ASIDE.fullmatch(m.group(2)):
        return None  # (math, a value or a mark in it: "— 8 —", "— as computed? —", "— as computed 🙃 —")
    words = [w.lower() for w in _TOKEN.findall(m.group(2))]
    if not words or not all(
        w in _ASIDE_WORDS or w in _LABEL_HARMLESS or unit_word(w, plurals=True) for w in words
    ):
        return None
    return label[: m.start(1)]


# what ends a label before the box: a colon, or an equals sign, a dash, an arrow or an ellipsis in its place
_LABEL_MARK = re.compile(r"[ \t]*(?:[:：=—–→⇒]|-{1,2}>?|=>|\.{3}|…)\Z")
# the marks that open a line before its label: a blockquote, a list bullet or number
_LINE_MARKS = re.compile(r"^[ \t]*(?:>[ \t]*)*(?:[-*+•][ \t]+|\d{1,2}[.)][ \t]+)?")


# ---------------------------------------------------------------------------------------------------------
# an unboxed value read from a plain sentence (the expression fallback: "So Tom has 7 apples."), right after a word
# that approximates it or says it is nearly reached ("So Tom has almost 7 apples.", "roughly 7", "fast 7", "casi 7",
# "почти 7", "将近7"); a bound ("at most $n+1$ knights", "at least 3 minutes") is how an extremal answer is stated
_APPROX_BEFORE = re.compile(
    r"(?i:(?<![^\W\d_])(?:almost|nearly|about|around|roughly|approximately|approx|circa|ca|"
    r"just\s+(?:over|under|above|below|shy\s+of)|close\s+to|give\s+or\s+take|something\s+like|"
    r"knapp|fast|beinahe|etwa|ungefähr|rund|presque|environ|quasi|près\s+de|casi|cerca\s+de|alrededor\s+de|"
    r"aproximadamente|quase|circa|почти|около|примерно|приблизительно|prawie|około|niemal|neredeyse|yaklaşık|"
    r"hampir|sekitar|kira-kira|gần|khoảng|bijna|ongeveer|σχεδόν|περίπου|karibu|takriban|halos|lagbhag|लगभग|करीब|"
    r"تقريبا|تقريبًا|حوالي|نحو|"
    # an abbreviation's dot ("approx. 7", "ca. 7", "ungef. 7", "env. 7", "прибл. 7")
    r"(?:approx|ca|env|ungef|aprox|apprx|прибл|ок)\.)[\s,$*_(`]*)\Z"
    # a sign of approximation glued before the value ("~7", "≈ 7", "±7")
    r"|[~≈≃∼±][ \t]*\Z"
    r"|(?:将近|接近|差不多|大约|大約|约|約|ほぼ|およそ|거의|약|대략|เกือบ|ประมาณ)[ \t]*[$*_]*[ \t]*\Z"
)


def approximated_value(text: str, start: int, end: int) -> bool:
    """Whether the unboxed value at ``text[start:end]`` (read from a plain sentence) follows a word that
    approximates it (see ``_APPROX_BEFORE``) or is followed by one (``7-ish``, ``7 or so``); False for a box (standard
    reads a boxed rounded value). The words before it are read as displayed: look-alike letters folded, a soft
    hyphen or a zero-width character dropped, LaTeX's openers of math and emphasis and any space (``\\(``,
    ``\\textbf{``, a no-break space, a line break) read as a space."""
    if text.startswith(("\\boxed", "\\fbox"), start) or "\\boxed" in text[start:end]:
        return False
    if _APPROX_AFTER.match(text, end):
        return True
    before = text[max(0, start - 40) : start]
    if not before.isascii():
        before = _INVISIBLE.sub("", seen(before))
    return _APPROX_BEFORE.search(_OPENERS.sub(" ", before)) is not None


_INVISIBLE = re.compile("[\u00ad\u200b-\u200d\u2060\ufeff]")
_OPENERS = re.compile(r"\\[(\[]|\\(?:text(?:bf|it)?|math(?:bf|rm)|emph|mathit|bm|boldsymbol)\{|\s")
# an approximation glued after the value: "7-ish", "7ish", "7 or so", "7-odd", "7 give or take", "7 (approx.)"
_APPROX_AFTER = re.compile(
    r"(?i:-?ish(?![^\W\d_])|[ \t]+or[ \t]+so(?![^\W\d_])|-odd(?![^\W\d_])|[ \t]+give[ \t]+or[ \t]+take|"
    r"[ \t]*\(?(?:approx|approximately|roughly|circa|ca\.|ungefähr|environ|aprox)(?![^\W\d_]))"
)
