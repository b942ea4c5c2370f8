"""Standard mode: what follows the box in its sentence must be proven harmless (:func:`box_tail_unproven`).

The other rules after the box read WORDS (count tails, glosses, qualifiers, dismissals) and left every other
character to lists of bad marks: a sign, a mark, markup, an arrow or a token glued after the box that no list
held (``$\\boxed{7}$+``, ``⁺``, ``‰``, ``％``, ``′``, ``E3``, ``^{-1}``, ``<sup>2</sup>``, ``**000**``, ``\\textbf{
thousand}``, ``⟶ 8``, ``~> 8``, ``⃠``, ``🎲``, ``~000``, ``</s>000``) was read as if the sentence had ended.
Here the characters after the box are read by **whitelist**, up to the first word or the end of its sentence:
the box is read only where each thing between them is proven harmless:

- white space and the spaces TeX writes (``~``, ``\\,``, ``\\;``, ``\\ ``, ``\\quad``), which are read as a space;
- the end of the box's sentence: the text's end, a line break (``<br>``, ``\\\\``; not ``<br>`` before a lower-case
  word that goes on with the sentence), ``.``, ``!``, ``。``, ``！``, ``।`` (a stop glued to a digit, ``.5``, ``.000``,
  ``.</s>8``, goes on), or an end-of-sequence token of a chat template with nothing but white space after it
  (``</s>``, ``<|im_end|>``: a model's stop, not text). A sentence that ends on a question mark of any script
  (``?``, ``？``, ``؟``: ``$\\boxed{7}$ 个？``) asks: not proven;
- a clause's end (``,``, ``;``, ``:``, ``，``, a dash between spaces), a bracket or a table cell's edge: the rules that
  read clauses and brackets read what follows (a comma glued to digits, ``,000``, is no clause's end), but the
  writer's stance after a comma (``, I figure.``) is read as the phrases below;
- the math that closes around the box, emphasis that closes what opened right before it (``**$\\boxed{7}$**``,
  ``<b>$\\boxed{7}$</b>``, ``\\(\\boxed{7}\\)``), closing brackets and quotation marks, the end of an environment;
- a unit sign (``%``, ``\\%``, ``°``, ``℃``, a currency sign) and a closing mark that affirms (``✓``, ``✅``,
  ``👍``, ``😊``, ``∎``, ``\\checkmark``, ``\\blacksquare``);
- markup that wraps words after the box (``**apples**``, ``<b>cm</b>``, ``\\textbf{apples}``): only where every
  word it wraps is a plain count noun or a unit (:func:`proctor.grading.proven_forms.plain_count_noun`), not a
  scale, an operation or a hedge (``**thousand**``, ``<i>squared</i>``, ``\\emph{Tausend}``);
- an arrow of any shape only before the box's own value again (``$\\boxed{B}$ → (B) 42``); ``⟶ 8``, ``~> 8``,
  ``→ 8`` are not proven;
- a word: the rules that read words read it (count tails, glosses, after_sentence), except three shapes proven
  here by whitelist: a **phrase opened by a word of a closed class** that scopes or qualifies what it follows (a
  preposition or subordinator of the languages models answer in: ``in``, ``on``, ``as``, ``for``, ``with``,
  ``when``, ``im``, ``für``, ``en``, ``dans``, ``nel``, ``в``, ``w``, ``في``...; the writer as subject: ``I``,
  ``I'd``, ``methinks``, ``ich``, ``je``, ``я``): its words to the sentence's end must gloss the value as a bracket's
  may (:func:`proctor.grading.after_box._words_gloss`: ``in total``, ``in cm``, ``in square units``) or be one
  of a few honest shapes (``when divided by 4``, ``for all $i \\ge 5$``, ``on average``, ``in interval notation``,
  ``after 5 years``, ``at the end of the period``), and the writer's stance is proven only as a closing
  (``I hope it is correct``); a **unit** right after the box (with its notation, ``km/h``, ``m²``, ``kg·m/s^2``):
  the rest of the sentence must be what the count tails prove after a counted noun (its end, ``in total``, ``per
  hour``, ``, which ...``) with at most a bracket of glossing words (``(rounded)``); ``m² (approx)``, ``km/h or
  so``, ``m² or more``, ``dollars-ish`` are not proven; a **suffix glued with an apostrophe** (Turkish
  ``$\\boxed{7}$'dir``) only before the sentence's end or a clause (``'dir sanırım``, ``'dir değil`` are not);
  a **Devanagari tail** only where it ends on the present copula (``है``, ``हैं``; Nepali ``हो``, Marathi ``आहे``) with
  no postposition, other form of the copula, modal or approximation before it (``होगा``, ``था``, ``से ज़्यादा है``, ``लगभग
  है``); a **Chinese or Japanese tail** that ends on no modal or quotative particle (``吧``, ``而已``, ``だって``) and
  holds no "as" or bound suffix (``作为估计``, ``個未満``).

Anything else (a sign, an arrow, a mark, a combining character, an emoji of doubt, digits, a tag, a command, a
letter and digits glued, ``-odd``) is not proven harmless: the box is not proven final in its sentence, and
standard refuses it (strict refuses any text after its box already).

A **restatement** of the box's value in a later sentence near it that names the answer (``The final answer is
$7$ ...``, ``Die Antwort lautet $7$ ...``, ``答案是$7$...``) is read by the same proof: after the restated value
only its sentence's end, or a unit or plain count noun and then the end, is proven (``$7$ thousand``, ``$7$
squared``, ``$7$ (wrong)``, ``$7$?``, ``$7$... or 8``, ``$7$千`` are not): it is read in the text before the commitment
pass, which blanks a restatement it withdraws (a question, a judging bracket) and so hid what it said.

One bounded scan after the box (``_WINDOW`` characters) and a ``str.find`` of its value near it; a reply whose box
is followed by a stop or the text's end costs a few character tests. Where no span holds the box (the commitment
pass blanked its opening ``$`` with a withdrawn clause, or an inline span opened on an earlier line), math that goes
on after it on its line up to a closer (``\\pmod{7}$``, ``\\text{ cm}^2.$``, ``{eV}`` before ``\\end{aligned}``) is
read as its math (``box_is_operand``'s to read), not as prose.
"""

from __future__ import annotations

import re

from proctor.grading.after_box import _LABEL_NOTE, _words_gloss
from proctor.grading.after_sentence import _HARMLESS
from proctor.grading.count_tails import _tail_proven
from proctor.grading.proven_forms import plain_count_noun
from proctor.grading.spans import span_holding
from proctor.grading.unit_words import unit_word
from proctor.grading.value_tails import _SCALE_WORDS

_WINDOW = 200  # the characters read after the box (a longer run of marks is not proven)
_BOX = re.compile(r"\\(?:boxed|fbox)\s*\{")
# white space, and the spaces of TeX and Unicode
_SPACE = re.compile(
    r"(?:[ \t\u00a0\u2000-\u200a\u202f\u205f\u3000]|~(?![~>])|\\[,;: !](?![a-zA-Z])|\\(?:quad|qquad|enspace|"
    r"thinspace|medspace|thickspace|hfill|hspace\*?\s*\{[^{}\n]{0,12}\})(?![a-zA-Z]))+"
)
# the end of the box's sentence: a run of stops not glued to digits after it (".5", ".000", ".</s>8" go on)
_STOP = re.compile(r"[.!?…]+(?![\d,]|<[^<>\s]{1,20}>\S*\d)|[。！？．।॥؟۔]")
_LINE_BREAK = re.compile(
    r"[\n\r\u2028\u2029\u0085]|<br\s*/?>|</?p>|\\\\(?![a-zA-Z])|\\(?:newline|par)(?![a-zA-Z])", re.IGNORECASE
)
# a model's end-of-sequence token, with nothing but white space after it
_EOS = re.compile(r"(?:</s>|<eos>|<\|(?:im_end|endoftext|eot_id|end)\|>|<end_of_turn>)\s*\Z")
# a clause's end (the rules that read clauses read what follows): not a comma glued to digits (",000"); a dash
# between spaces before a word
_CLAUSE = re.compile(r"[,;:](?!\d)|[，；：、]")
_DASH = re.compile(r"[-–—]{1,2}[ \t]+(?=[^\W\d_])")
# an arrow: what follows it must be the box's own value again ("$\\boxed{B}$ → (B) 42")
_ARROW = re.compile(r"(?:[\u2190-\u21ff\u27f0-\u27ff\u2900-\u297f\u2b00-\u2b4f➔-➾]|[-=~]+>)[\ufe0f]?")
_NOTE = re.compile(r"[ \t]*([^\W\d_]+(?:[ \t]+[^\W\d_]+){0,3})[ \t]*(?:[.!。]|\n|\Z)")
_RESTATED = re.compile(r"[ \t]*(?:\$|\\\(|\*\*|\()?[ \t]*")
# a bracket (after_box.qualified reads it by whitelist), a table cell's edge
_OPENS_READ = re.compile(r"[(\[（【&|]")
# closing punctuation, quotation marks and brackets (not one glued to a letter: "'dir")
_CLOSING = re.compile(r"[)\]}）】」』\"'”’»›]+(?![^\W\d_])")
# the math that closes around the box, the end of an environment
_MATH_CLOSE = re.compile(r"\$\$|\$|\\\)|\\\]|\\end\s*\{[a-zA-Z]+\*?\}")
# a unit sign, a currency sign, a closing mark that affirms (and the variation selector an emoji may carry)
_UNIT_SIGN = re.compile(r"(?:\\%|%|°[CF]?|℃|℉|[€£¥₹₩₽₺₫¢₴₦₱₪])")
_AFFIRMING = re.compile(
    r"(?:[✓✔☑✅∎□■◻◼▪⬛👍👌👏🙌🎉🥳✨💯🏆⭐🌟😊🙂😀😃😄😁☺🤓🎯🥇💪😎🚀]"
    r"|\\(?:checkmark|blacksquare|square|Box|qed|surd)(?![a-zA-Z]))[\ufe0f\U0001f3fb-\U0001f3ff]*"
)
# emphasis and markup: a run of marks, an HTML tag, a text command
_MARKS = re.compile(r"\*{1,3}|_{1,3}|`+|~~|==")
_TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9]*)(?:\s[^<>\n]{0,80})?\s*/?>")
_OPEN_TAG_AT_END = re.compile(r"<([a-zA-Z][a-zA-Z0-9]*)(?:\s[^<>\n]{0,80})?>$")
_COMMAND_WRAP = re.compile(r"\\(?:textbf|textit|emph|text|textrm|textsf|mathrm|mathbf|mbox|underline)\s*\{")
_WRAPPING_TAGS = frozenset("b strong i em u span mark small big".split())
_WRAPPED_WORDS = re.compile(r"\s*([^\W\d_]+(?:[ \t]+[^\W\d_]+){0,3})\.?\s*")
_WORD = re.compile(r"[^\W\d_]")
_QUESTION = re.compile(r"[?？؟]")
_FOOTNOTE = re.compile(r"(?:\*|†|‡)(?=[ \t]*(?:\n|\Z|[.!](?:\s|\Z)))")
_DEGREE = re.compile(r"\^\s*\{?\\circ\}?")
_TEXT_UNIT = re.compile(
    r"\\(?:text|mathrm|mbox|textrm|operatorname)\s*\{\s*([^\W\d_]+(?:[ \t]+[^\W\d_]+){0,2})\s*\}"
)
_PLAIN_END = re.compile(r"[.!](?:\s|\Z)|[。！]")
_FIRST_STOP = re.compile(r"[.!?](?![\d.,])|[。！？؟।]|\n")
_SUFFIX = re.compile(r"['’][^\W\d_]+")
_LOWER_NEXT = re.compile(r"[ \t]*[a-zà-ÿα-ωа-я]")
# a letter glued to the box with digits in its run ("E3", "e-3"): a notation, not a word
_GLUED_NOTATION = re.compile(r"[^\W\d_]{1,3}[-+]?\d")
_BEFORE = 60  # the characters read before the box for the markup that opens around it
# a math span lost: its closer on the box's line, what math holds (commands and braces), a prose word
_LOST_CLOSER = re.compile(r"\$\$|\$|\\\)|\\\]")
_COMMANDS = re.compile(r"\\[a-zA-Z]+|\{[^{}\n]*\}")
_PROSE_WORD = re.compile(r"[^\W\d_]{2,}")
_DISPLAY_CLOSES = re.compile(r"\s*(?:\\end\s*\{|\\\]|\$\$|\\\\)")

# ---------------------------------------------------------------------------------------------------------
# a phrase right after the box opened by a word of a closed class that qualifies what it follows (a preposition, a
# subordinator of time or manner, the writer as subject): its words must gloss the value as a bracket's may
# (after_box's whitelist: a unit, a form, a reference, "in total"), or be one of the few honest shapes below
_QUALIFYING_OPENERS = frozenset(
    (
        "in on at to as for with within under over by from upon into via without after before during throughout "
        "across beyond until till near when whenever once i i'd i'm i'll i've i’d i’m me my methinks imo imho "
        "except excepting excluding unless außer ausgenommen sauf excepté excepto salvo menos tranne eccetto кроме "
        "oprócz behalve "
        "im ins am auf für fürs bei beim mit als nach vor unter über ab zum zur ich "
        "en con para por como bajo sobre tras según desde hasta yo "
        "dans pour avec comme sous sur selon depuis je j'ai "
        "em no na nos nas com sob segundo eu "
        "nel nella con come sotto sopra io "
        "op voor met bij onder ik "
        "в во на при для как со по под над я "
        "w we przy dla jako ze pod nad "
        "في على عند مع من حسب "
    ).split()
)
_FIRST_PERSON = frozenset(
    "i i'd i'm i'll i've i’d i’m me my methinks imo imho ich yo je j'ai eu io ik я".split()
)
_CLAUSE_WORD = re.compile(r".[ \t]*([^\W\d_]+(?:['’][^\W\d_]+)?)")
_TO_PREPOSITION = re.compile(
    r"\s+(?:the|a|an|my|our|its|one|two|three|four|five|six|seven|eight|nine|ten|\d|\$)\b"
)
_PHRASE_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
_SENTENCE_REST = re.compile(r"[^\n.!?。！？]{0,160}(?:[.!?。！？]|\n|\Z)")
# honest shapes whose words no gloss list holds: a condition written as math ("at $x = 2$", "for $n \\ge 1$"), a
# rounding ("when rounded to the nearest integer", "to two decimal places"), a span of time the problem names ("over
# the weekend"), "as well", a reference to the work ("as shown above in the table"), a total in another language ("в
# сумме", "au total"), a remainder ("when divided by 4"), a universal condition ("for all $i \\ge 5$", "for every
# n"), an average, the time or amount the problem gives ("after 5 years", "at the end of the 5-year period")
# a word that opens an exception, a condition, a subset, another clause or an operation: no universal condition's
# word ("for all cases except n=2", "for each day only", "for every n but one")
_NOT_OPENING = (
    r"(?!(?:except|excepting|excluding|but|unless|save|besides|apart|other|others|otherwise|where|when|whenever|if|"
    r"or|and|plus|minus|times|then|which|that|so|doubled|halved|tripled|squared|cubed|negated|instead|not|only|of|"
    r"but|later|after|before|until|in|on|at|with|without|to|from)(?![\w'’-]))"
)
_HONEST_PHRASE = re.compile(
    r"(?i:(?:when|upon|on|after)\s+(?:it\s+is\s+)?divi(?:ded|sion)\s+by\s+\S+"
    # (no open rest: "for each of the first two days only", "in 2 of the 3 cases", "after 3 days it becomes 9"; a
    # universal condition takes one word, or up to two words before its variable (one letter or math), none of
    # which opens an exception, a condition, a subset or an operation: "for every positive integer n", "for all real
    # $x$", "for all n"; "for all small values", "for each apple eaten" are not proven)
    r"|for\s+(?:all|every|each|any)\s+(?:(?:"
    + _NOT_OPENING
    + r"[^\W\d_]+\s+){0,2}(?:\$[^$]+\$?|[^\W\d_](?![\w'’-]))|"
    + _NOT_OPENING
    + r"[^\W\d_]+)"
    r"|on\s+average|in\s+(?:the\s+)?(?:\w+\s+)?(?:form|notation|terms)"
    r"|(?:after|in|within|over|at|by)\s+(?:the\s+end\s+of(?:\s+(?:the|a|this|that|its|their))?\s+[^\W_][\w-]*(?:\s+[^\W\d_]+)?"
    r"|\$?\d[\d.,:]*\$?(?:\s+[^\W\d_]+){0,2})"
    r"|(?:at|for|when|with|on|over|in|where)\s+\$[^$]+\$"
    r"|to\s+(?:\d+|one|two|three|four|five|six)\s+decimal\s+places?"
    r"|with\s+(?:the\s+|its\s+)?units?"
    r"|(?:when\s+)?rounded\s+to\s+(?:the\s+nearest\s+\w+|(?:\d+|\w+)\s+decimal\s+places?)|as\s+well"
    r"|(?:over|during|throughout|in|within|for)\s+(?:the|a|one|each|every|this|that|last|next|its|their)\s+"
    r"(?:whole\s+|entire\s+|same\s+)?(?:weekend|week|day|month|year|hour|minute|second|period|season|trip|game|"
    r"semester|term|journey|race|session|interval|process)s?"
    r"|as\s+(?:shown|computed|found|derived|calculated|stated|given|noted|required|expected|claimed)"
    r"(?:\s+(?:above|below|earlier|before))?(?:\s+in\s+(?:the|our|my)\s+(?:table|figure|diagram|graph|work|solution|"
    r"steps?|calculation|computation|proof|derivation|section)(?:\s+of\s+[^\W\d_]+)?)?"
    r"|(?:в|w|im|in|en|au|no|ao|na)\s+(?:сумме|итоге|целом|sumie|ganzen|summe|tout|total|todo|totale|tutto|totaal))\s*"
)

# ---------------------------------------------------------------------------------------------------------
# a restatement of the box's value in a later sentence that names the answer ("The final answer is $7$ ..."): what
# follows the restated value in its sentence is read by the same proof, and only its end, a unit or a plain count
# noun before it is proven harmless ("$7$ thousand", "$7$ squared", "$7$ (wrong)", "$7$?", "$7$ Tausend", "$7$千")
_RESTATED_WINDOW = 400
_ANSWER_NAME = re.compile(
    r"(?i:answer|result|antwort|ergebnis|respuesta|resultado|réponse|résultat|resposta|risposta|antwoord|"
    r"odpowied\w*|wynik|ответ|cevap|jawaban|svar\w*)|答案|答え|正解|정답|답"
)
_RESTATED_END = re.compile(
    r"(?:[ \t]*(?:\*\*|__))?[ \t]*(?:[.!。．](?![.…]|\S*\d)|\n|\Z)"
    r"|[ \t]+([^\W\d_]+(?:[ \t]+[^\W\d_]+)?)[ \t]*(?:\*\*|__)?[ \t]*(?:[.!。．](?![.…]|\S*\d)|\n|\Z)"
)
_LATER_SENTENCE_END = re.compile(r"[.!?](?=\s)|[。！？]|\n")

# ---------------------------------------------------------------------------------------------------------
# a unit right after the box (with its notation: "km/h", "m²", "m^2"), then the rest of the sentence: proven by the
# count tails' whitelist (its end, "in total", "per hour", ", which ...") and a bracket of glossing words only
# ("(rounded)"); "m² (approx)", "km/h or so", "m², roughly", "m² or more", "km/h max" are not proven
_UNIT_RUN = re.compile(
    r"(?:(?i:square|cubic|sq|cu)\.?[ \t]+)?([^\W\d_²³¹]+)((?:[/·⋅*][^\W\d_²³¹]+|\^\{?-?\d\}?|[²³]|⁻[¹²³])*)(?![\w'’])"
)
_NOT_UNIT = frozenset("a an the is or and as at in i s t".split())
_BRACKET = re.compile(r"[ \t]*\(([^()\n]{0,60})\)")

# ---------------------------------------------------------------------------------------------------------
# the scripts whose closing words follow the value: Devanagari (Hindi's copula closes the sentence: "$\boxed{7}$ है।";
# Nepali's हो, Marathi's आहे)
# and the scripts written without spaces. The tail to the sentence's end is proven in Devanagari only where it ends
# on the present copula (है, हैं) and none of its words before it is a postposition that makes the box an object
# (से, के, में: "से ज़्यादा", "के आसपास"), another form of the copula or a modal (होगा, था, हो सकता, होना चाहिए) or
# an approximation (लगभग); in Chinese and Japanese it may not end on a modal or quotative particle (吧, 而已, だって,
# かも) nor hold "as" (作为, として) or a bound suffix (未満)
_DEVANAGARI = re.compile(r"[\u0900-\u097f]")
_DEVANAGARI_TAIL = re.compile(r"([\u0900-\u097f \t]{1,80}?)[ \t]*(?:[।॥.!,;:]|\n|\Z)")
_COPULA_HI = frozenset("है हैं हो आहे आहेत छ छन्".split())  # (Hindi; Nepali's हो, छ; Marathi's आहे)
_NOT_BEFORE_COPULA_HI = frozenset(
    "से के की का को में पर तक हो होगा होगी होंगे होना होनी था थे थी सकता सकती सकते चाहिए लगभग करीब आसपास".split()
)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]")
_CJK_TAIL = re.compile(r"([^\n。！？.!?]{1,40})(?:[。！？.!?]|\n|\Z)")
_CJK_UNPROVEN = re.compile(
    r"(?:[吧呢吗嗎啊呀嘛啦]|而已|罢了|罷了|って|かも|かな|じゃね|とか)\s*$|作为|作為|として|未満|未滿"
)


def _plain_words(words: str) -> bool:
    """Whether every word of ``words`` (the content of markup after the box) is a plain count noun or a unit."""
    for word in words.split():
        low = word.lower()
        if low in _SCALE_WORDS:
            return False
        if not (plain_count_noun(word) or unit_word(low, plurals=True)):
            return False
    return True


def _wrapped_end(text: str, at: int, close: str, limit: int) -> int | None:
    """Where the markup opened before ``at`` closes with ``close``, when what it wraps is plain words (else None)."""
    stop = text.find(close, at, limit)
    if stop < 0:
        return None
    inner = _WRAPPED_WORDS.fullmatch(text, at, stop)
    if inner is None or not _plain_words(inner.group(1)):
        return None
    return stop + len(close)


def _box_content(text: str, start: int, end: int) -> str:
    """The text the box holds (its braces' content, stripped)."""
    return text[_BOX.match(text, start).end() : end - 1].strip()


def _harmless_math(text: str, at: int) -> int | None:
    """Where a math span that opens at ``at`` ends, when it holds only an affirming mark or a unit (``$\\checkmark$``,
    ``$\\blacksquare$``, ``$^\\circ$``, ``$\\text{cm}$``); else None."""
    if text[at] not in "$\\":
        return None
    span = span_holding(text, at)
    if span is None or span[0] != at:
        return None
    content = span[2].strip()
    if content.startswith("(") and content.endswith(")"):
        content = content[1:-1].strip()  # "$(\\text{dollars})$"
    if _AFFIRMING.fullmatch(content) or _UNIT_SIGN.fullmatch(content) or _DEGREE.fullmatch(content):
        return span[1]
    unit = _TEXT_UNIT.fullmatch(content)
    return span[1] if unit is not None and _plain_words(unit.group(1)) else None


def _opens_span(text: str, at: int) -> bool:
    """Whether a math span starts at ``at`` (a ``$`` that opens math after the box, not a stray closer)."""
    span = span_holding(text, at)
    return span is not None and span[0] == at


def _lost_close(text: str, end: int) -> int | None:
    """Where the math that holds a box closes when no span was found for it (the committed view blanks an opening
    ``$`` with a withdrawn clause; an inline span opened on an earlier line): the first math closer on its line
    after a stretch of math only (commands, braces, signs: no prose word), or -1 where the line ends in a display
    (the next line closes it: ``\\end{aligned}``, ``\\]``); None where the box stands in prose."""
    line_end = text.find("\n", end, end + _WINDOW)
    if line_end < 0:
        line_end = min(len(text), end + _WINDOW)
    m = _LOST_CLOSER.search(text, end, line_end)
    stretch = text[end : m.start() if m is not None else line_end]
    if _PROSE_WORD.search(_COMMANDS.sub(" ", stretch)) is not None:
        return None
    if m is not None:
        return m.end()
    return -1 if _DISPLAY_CLOSES.match(text, line_end) is not None else None


def _ends_here(text: str, at: int, limit: int) -> bool:
    """Whether the box's sentence ends at ``at`` (past spaces), not on a question, or a clause ends there."""
    space = _SPACE.match(text, at, limit)
    at = space.end() if space is not None else at
    if at >= len(text) or _LINE_BREAK.match(text, at) is not None or _CLAUSE.match(text, at) is not None:
        return True
    stop = _STOP.match(text, at)
    return stop is not None and _QUESTION.search(stop.group(0)) is None


def _script_tail_unproven(text: str, at: int) -> bool:
    """Whether the words at ``at`` after the box, in Devanagari or a script written without spaces, go on to the
    sentence's end with anything not proven (see above); False for other scripts."""
    if _DEVANAGARI.match(text, at):
        tail = _DEVANAGARI_TAIL.match(text, at)
        if tail is None:
            return True
        words = tail.group(1).split()
        return not (
            0 < len(words) <= 4
            and words[-1] in _COPULA_HI
            and not any(w in _NOT_BEFORE_COPULA_HI for w in words[:-1])
        )
    if _CJK.match(text, at):
        tail = _CJK_TAIL.match(text, at)
        return tail is not None and _CJK_UNPROVEN.search(tail.group(1)) is not None
    return False


def _unit_tail_unproven(text: str, at: int) -> bool:
    """Whether the word at ``at`` is a unit (with its notation) that the rest of the sentence goes on after with
    anything not proven harmless (see above); False where it is no unit."""
    unit = _UNIT_RUN.match(text, at)
    if unit is None:
        return False
    low = unit.group(1).lower()
    if low in _NOT_UNIT or low in _QUALIFYING_OPENERS or not unit_word(low, plurals=True):
        return False
    pos = unit.end()
    if (bracket := _BRACKET.match(text, pos)) is not None:
        if not _words_gloss(bracket.group(1)):
            return True  # "m² (approx)": a bracket after the unit that qualifies it
        pos = bracket.end()
    return not _tail_proven(text, pos)


def _phrase_unproven(text: str, at: int) -> bool:
    """Whether the words at ``at``, right after the box, open a phrase of a qualifying class (a preposition, a
    subordinator, the writer) that is not proven harmless: its words up to the sentence's end gloss the value only
    (after_box's whitelist: ``in total``, ``in cm``, ``in simplest form``) or form an honest shape (``when divided by
    4``, ``for all $i$``), never the writer's stance (``I figure``, ``I presume``)."""
    first = _PHRASE_WORD.match(text, at)
    if first is None or (low := first.group(0).lower()) not in _QUALIFYING_OPENERS:
        return False  # a noun, a verb, a clause: the rules that read words read it
    if low == "to" and _TO_PREPOSITION.match(text, first.end()) is None:
        return False  # "to spare", "to share": an infinitive (count tails read it)
    rest = _SENTENCE_REST.match(text, at)
    phrase = rest.group(0).rstrip(".!?。！？\n").rstrip(" \t*_)\"'”’") if rest is not None else ""
    if low in _FIRST_PERSON:
        # "$\\boxed{7}$ I figure.", "methinks", "je crois": the writer's stance on it (not a closing: "I hope it is
        # correct")
        return _HARMLESS.fullmatch(phrase.lower().replace("’", "'")) is None
    if rest is None:
        return False  # (a long sentence: the rules that read words read it)
    return _HONEST_PHRASE.fullmatch(phrase) is None and not _words_gloss(phrase)


def _restatement_unproven(text: str, start: int, end: int) -> bool:
    """Whether a later sentence near the box that names the answer restates the box's value as math or emphasis
    (``$7$``, ``**7**``) and goes on after it with anything but its end, a unit or a plain count noun (see above)."""
    inner = text[_BOX.match(text, start).end() : end - 1].strip()
    if not inner or "$" in inner:
        return False
    stop = min(len(text), end + _RESTATED_WINDOW)
    if text.find(inner, end, stop) < 0:
        return False  # (the common case: the value is not written again near the box)
    for form in ("$" + inner + "$", "\\(" + inner + "\\)", "**" + inner + "**", "`" + inner + "`"):
        at = text.find(form, end, stop)
        while at >= 0:
            sentence = at
            for m in _LATER_SENTENCE_END.finditer(text, end, at):
                sentence = m.end()
            if sentence > end and _ANSWER_NAME.search(text, sentence, at):
                after = at + len(form)
                tail = _RESTATED_END.match(text, after)
                if tail is None or (tail.group(1) is not None and not _plain_words(tail.group(1))):
                    return True  # "The final answer is $7$ thousand.", "... $7$ (wrong)."
            at = text.find(form, at + 1, stop)
    return False


def box_tail_unproven(text: str, start: int, end: int, shown: str | None = None) -> bool:
    """Standard mode: whether what follows the box ``text[start:end]`` in its sentence, up to its first word or the
    sentence's end, holds anything not proven harmless, or a restatement of its value in a later sentence goes on
    with anything not proven harmless (see the module): then the box is not read. ``shown``: the same text before
    the commitment pass (same length), where a restatement it withdrew ("$7$ (wrong)", "$7$?") is still read."""
    if end <= start or end > len(text) or text[end - 1] != "}" or _BOX.match(text, start) is None:
        return False
    if _sentence_tail_unproven(text, start, end):
        return True
    source = shown if shown is not None and len(shown) == len(text) and _BOX.match(shown, start) else text
    if source is not text and source[end : end + _WINDOW] != text[end : end + _WINDOW]:
        # the commitment pass blanked part of the sentence ("for every n except 3": the exception): the rest is
        # proven as written
        if _sentence_tail_unproven(source, start, end):
            return True
    return _restatement_unproven(source, start, end)


def _sentence_tail_unproven(text: str, start: int, end: int) -> bool:
    """Whether what follows the box ``text[start:end]`` in its sentence, up to its first word or the
    sentence's end, holds anything not proven harmless (see the module): then the box is not read."""
    at = end
    opened = start
    span = span_holding(text, start, end)
    close = span[1] if span is not None else _lost_close(text, end)
    if close is not None:
        inner = text[end:close]
        if close < 0 or "\n" in inner or _STOP.search(inner):
            return False  # "$\\boxed{7}.$": its sentence ends in its own math (box_is_operand reads the rest)
        at = close
        opened = span[0] if span is not None else start
    if at >= len(text) or text[at] == "\n" or _PLAIN_END.match(text, at) is not None:
        return False  # (the common case: the sentence ends right after the box)
    question = _FIRST_STOP.search(text, at, min(len(text), at + _WINDOW))
    if question is not None and _QUESTION.match(question.group(0)):
        return True  # "$\\boxed{7}$ 个？", "$\\boxed{7}$ apples?": its sentence asks (any script's question mark)
    # the markup that opens right before the box (or its math), innermost last: what may close after it
    before = text[max(0, opened - _BEFORE) : opened].rstrip(" \t")
    limit = min(len(text), at + _WINDOW)
    glued = True
    while at < limit:
        if (m := _SPACE.match(text, at, limit)) is not None:
            at, glued = m.end(), False
            continue
        if (m := _LINE_BREAK.match(text, at)) is not None:
            # a line ends; the markup of a break that a lower-case word goes on after ("<br>thousand") hides the
            # word from the rules that read words
            return text[at] not in "\n\r" and _LOWER_NEXT.match(text, m.end()) is not None
        if _EOS.match(text, at):
            return False  # the sentence ends (a model's stop token)
        if (m := _STOP.match(text, at)) is not None:
            # the sentence ends; on a question mark of any script it asks ("$\\boxed{7}$ 个？", as "?" is read)
            return _QUESTION.search(m.group(0)) is not None
        if _CLAUSE.match(text, at):
            # a clause: the rules that read clauses read it, but a phrase after a comma that opens on a preposition or
            # the writer ("$\\boxed{7}$, in the very worst possible case.", ", I figure.") is read as right after the box
            word = _CLAUSE_WORD.match(text, at)
            return word is not None and text[at] in ",，" and _phrase_unproven(text, word.start(1))
        if _OPENS_READ.match(text, at) or (not glued and _DASH.match(text, at)):
            return False  # a bracket, a cell, a dash: the rules that read those read it
        if text[at] in "'’" and (suffix := _SUFFIX.match(text, at)) is not None:
            # "$\\boxed{7}$'dir.": a copula or case suffix glued to the value, then the sentence's end or a clause;
            # anything else after it is not proven ("'dir sanırım", "'dir değil", "'dan fazladır")
            return not _ends_here(text, suffix.end(), limit)
        if (m := _ARROW.match(text, at)) is not None:
            # an arrow: before the box's own value again ("→ (B) 42"), or before words that only point at it ("←
            # final answer", "→ done")
            value = _box_content(text, start, end)
            again = _RESTATED.match(text, m.end()).end()
            if (
                value
                and text.startswith(value, again)
                and not text[again + len(value) : again + len(value) + 1].isalnum()
            ):
                return False
            note = _NOTE.match(text, m.end())
            return note is None or not all(w.lower() in _LABEL_NOTE for w in note.group(1).split())
        if text[at] == "=" and not text.startswith("==", at):
            # "$\\boxed{7}$ = 7": the box's own value again, then what the count tails prove after a number ("= 7 in
            # total"; not "= 7 thousand"); another value after "=" is the rules' that compare values ("= 7.33" after
            # 22/3, "= 8")
            value = _box_content(text, start, end)
            again = _RESTATED.match(text, at + 1).end()
            after = again + len(value)
            if value and text.startswith(value, again) and not text[after : after + 1].isalnum():
                return not _tail_proven(text, after)
            return False
        if _WORD.match(text, at):
            # a word: the rules that read words read it, unless it is glued to the box with digits ("E3")
            return (
                (glued and _GLUED_NOTATION.match(text, at) is not None)
                or _phrase_unproven(text, at)
                or _unit_tail_unproven(text, at)
                or _script_tail_unproven(text, at)
            )
        if (m := _CLOSING.match(text, at)) is not None:
            at = m.end()
            continue
        if (math := _harmless_math(text, at)) is not None:
            at = math  # "$\\boxed{7}$ \\hfill $\\blacksquare$", "$\\text{cm}$", "$^\\circ$": a mark or a unit in math
            continue
        if (m := _MATH_CLOSE.match(text, at)) is not None and (
            m.group(0)[0] != "$" or not _opens_span(text, at)
        ):
            at = m.end()
            continue
        if (m := _UNIT_SIGN.match(text, at) or _AFFIRMING.match(text, at)) is not None:
            at = m.end()
            continue
        if (m := _FOOTNOTE.match(text, at)) is not None:
            at = m.end()
            continue  # "$\\boxed{7}$*" then the note on a later line: a footnote mark (the note is read as a sentence)
        if (m := _MARKS.match(text, at)) is not None:
            mark = m.group(0)
            if before.endswith(mark):
                before = before[: -len(mark)].rstrip(
                    " \t"
                )  # "**$\\boxed{7}$**": it closes what wrapped the box
                at = m.end()
                continue
            close = _wrapped_end(text, m.end(), mark, limit)
            if close is None:
                return True  # "**000**", "`thousand`", "_000_": what the markup wraps is not proven
            at = close
            continue
        if (m := _TAG.match(text, at)) is not None:
            name = m.group(2).lower()
            if m.group(1):
                opening = _OPEN_TAG_AT_END.search(before)
                if opening is not None and opening.group(1).lower() == name:
                    before = before[: opening.start()].rstrip(" \t")  # "<b>$\\boxed{7}$</b>"
                    at = m.end()
                    continue
            elif name in _WRAPPING_TAGS:
                close = _wrapped_end(text, m.end(), f"</{m.group(2)}>", limit)
                if close is not None:
                    at = close  # "<b>cm</b>"
                    continue
            return True  # "<sup>2</sup>", "<b>thousand</b>", "</s>000": a tag not proven harmless
        if (m := _COMMAND_WRAP.match(text, at)) is not None:
            close = _wrapped_end(text, m.end(), "}", limit)
            if close is None:
                return True  # "\\textbf{thousand}", "\\emph{Tausend}"
            at = close
            continue
        if text[at] == "\\" and (at + 1 >= len(text) or text[at + 1].isspace()):
            at += 1  # a stray backslash ("\\boxed{5}\\" at the end): it shows nothing
            continue
        return True  # a sign, an arrow, a mark, digits, a command: not proven harmless
    return limit < len(text)  # (the window ran out before the sentence ended)
