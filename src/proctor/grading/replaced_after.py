"""Standard mode: after the box, the writer marks the box's value replaced by another one (:func:`replaced_after`).

:func:`proctor.grading.after_box.disowned_after` reads what follows the box for a qualifier, another value at a
sentence's end, an instruction to change it, a dismissal and a disagreeing check. These shapes replace or judge the
box's value with no judging word those rules read, and are refused here (each read on the text right after the box
or on the few sentences after it, within :data:`REACH` characters):

- **the box's value replaced by another** in a later sentence: an arrow from it to another value (``(7 → 8)``,
  ``7 -> 8``), a substitution (``s/7/8/``), a cross mark on it (``7 ✗ 8 ✓``, ``7 ❌``), the value negated right
  before it (``Not 7.``, ``No es 7 sino 8.``, ``Ce n'est pas 7 mais 8.``, ``Bukan 7, tapi 8.``, ``ليس 7 بل 8.``,
  ``Không phải 7, mà là 8.``, ``不是7，而是8``) or right after it where the language negates after the value (``7
  değil, 8.``, ``7 नहीं, 8``, ``7ではなく8``, ``7이 아니라 8``) and another value ending the sentence; or the value as the
  subject of a failing predicate (``7 doesn't satisfy it``, ``7 fails``, ``7 funktioniert nicht``) followed by a
  conclusion on another value (``, so 8.``). A negated value standing alone (``Not 7.``) is enough. A value that is
  the box's is never the one negated in an honest remark of these shapes: ``7, not 8.``, ``8 değil, 7.``, ``(8 → 7)``,
  ``Not 8.``, ``7 is not divisible by 2.`` (no conclusion on another value) stay read.
- **a later answer line with a version mark** (``Answer v2 = 8``, ``Revised answer: 8``) or an answer noun of the
  lexicon (:data:`proctor.grading.lexicon.ANSWER_NOUNS`, ``Câu trả lời của tôi là 8.``, ``मेरा उत्तर 8 है।``) with at
  most four words between it and another value that ends its sentence (a copula after the value may follow).
- **another value glued to the box** by ``=`` or a gloss word (``\\boxed{7} = 8``, ``\\boxed{7} i.e. 8``, ``, es
  decir 41``, ``，即 41``), after a comma, a semicolon or a dash (``; i.e. 8``, `` — in other words 8``): the writer
  says the box is another value. A rounding of the box (``\\boxed{\\frac{22}{3}} =
  7.33``) is not another value.
- **an addition in words right after the box** (the first bracket or line after it, or the rest of its sentence)
  that opens on a word or sign of arithmetic: ``(plus the one we forgot)``, ``+1 for the leftover``, ``+ the
  leftover one``, ``(and then one more for Sam)``, ``(más uno por Sam)``, ``(плюс один за Сэма)``, ``(再加上小明的一个)``,
  ``, then add the carry``. Its value is not the box's.
- **a status cell in the box's table row** that rejects it, while a later row holds another value: ``| \\boxed{7} |
  verworfen |`` ⏎ ``| 8 | angenommen |`` (status words of :data:`_REJECTED`, in the lexicon's languages). A row that
  accepts the box (``| \\boxed{7} | angenommen |``) keeps it.

Honest remarks of the same shapes (``7, not 8, as the table shows.``, ``Check: 14/2 = 7 ✓``, ``(in cm)``) name the
box's value as the one kept: they stay read. The scans cost nothing where their trigger characters are absent.
"""

from __future__ import annotations

import re

from proctor.grading import lexicon, tails
from proctor.grading.judged_value import _BAD, _NEGATOR
from proctor.grading.unit_words import unit_word

REACH = (
    600  # the later sentences read: those that start within this many characters of the box's sentence end
)
_MAX_PIECES = 4

# ---------------------------------------------------------------------------------------------------------
# values: plain numbers (digits, inside or outside math) and choice letters
_NUMBER = re.compile(r"(?<![\w.])[-−]?\d+(?:\.\d+)?(?![\w]|\.\d)")
_LETTER = re.compile(r"(?<![\w\\])[A-J](?![\w'’])")


def _value(token: str) -> float | str | None:
    t = token.strip().strip("$ ").replace("−", "-")
    if re.fullmatch(r"[A-J]", t):
        return t
    if re.fullmatch(r"\(?([A-J])\)?", t):
        return t.strip("()")
    try:
        return float(t)
    except ValueError:
        return None


def _values(piece: str, letters: bool) -> list[tuple[int, int, float | str]]:
    """The values of ``piece`` in order, as (start, end, value)."""
    found = [(m.start(), m.end(), float(m.group().replace("−", "-"))) for m in _NUMBER.finditer(piece)]
    if letters:
        found += [(m.start(), m.end(), m.group()) for m in _LETTER.finditer(piece)]
        found.sort()
    return found


# ---------------------------------------------------------------------------------------------------------
# the box's value replaced in a later sentence
_ARROW = re.compile(r"[\s$*]*(?:→|->|=>|⇒|⟶|⟹|↦|~>|➔|➜)[\s$*]*")
_SED = re.compile(r"(?<![\w/])s/([^/\n]{1,20})/([^/\n]{1,20})/")
_CROSS = re.compile(r"[\s$*]*(?:✗|✘|❌|❎|🗙)")  # (not "⨯", a cross product)
# a negator right before the value (a copula or an article between: "Ce n'est pas 7", "No es 7")
_NEGATED_BEFORE = re.compile(
    r"(?i:(?<![\w'’])(?:not|never|nicht|kein|keine|pas|no\s+es|no\s+son|non\s+è|não\s+é|не|не\s+равно|ليس|ليست|"
    r"không\s+phải(?:\s+là)?|chứ\s+không\s+phải|bukan|bukanlah|nie|niet|geen|inte|ikke|ei|değil|non|não|nem)"
    r"(?:\s+(?:is|it|it's|est|es|ist|é|è|the|a|an|option|answer|la|le|el|die|der|das))?)[\s$*(]*$"
    r"|(?:不是|并非|並非|而非|不等于)[\s$*(]*$"
)
# a negator right after the value, in the languages that negate after it
_NEGATED_AFTER = re.compile(
    r"[\s$*)]*(?:değil|नहीं|ではなく|じゃなく|ではない|(?:이|가)?\s*아니(?:라|고|다)|नही)"
)
# the value as the subject of a failing predicate ("7 doesn't satisfy it", "7 fails", "7 funktioniert nicht")
_FAILS = re.compile(
    r"[\s$*)]*(?i:(?:(?:does\s+not|doesn['’]t|did\s+not|didn['’]t|won['’]t|will\s+not|can['’]t|cannot)\s+"
    r"(?:work|satisfy|fit|hold|check\s+out|pass|be\s+(?:right|it|the\s+answer))|fails\b|failed\b|"
    r"geht\s+nicht|funktioniert\s+nicht|passt\s+nicht|no\s+(?:funciona|sirve|cumple|cuadra)|ne\s+(?:marche|convient|"
    r"fonctionne|vérifie)\s+pas|не\s+(?:подходит|работает|удовлетворяет)|nie\s+(?:pasuje|działa)|不满足|不成立|不行))"
)
# a conclusion on another value after the failing predicate
_SO = re.compile(
    r"(?i:(?<![\w])(?:so|thus|hence|therefore|instead|rather|then|donc|alors|also|daher|así\s+que|entonces|por\s+tanto|"
    r"quindi|dunque|поэтому|значит|więc|dus|så|yani|jadi|nên|vậy|इसलिए|لذا|所以|因此|故|だから|그래서))"
)
# a contrast connective before the other value after a negated one ("Not 7 but 8", "No es 7 sino 8")
_BUT = re.compile(
    r"(?i:(?<![\w])(?:but|sino|mais|sondern|ma|а|но|بل|mà|tapi|tetapi|melainkan|ama|fakat|maar|men|ale|"
    r"utan|tylko|mas|sed|而是|而|但是|但|でなく|で)|[,，;；、—–])"
)
_END_AFTER = re.compile(
    r"[\s$*_.!?。！？।)\]）」…]*(?:(?:है|हैं|です|だ|입니다|이다|이야|ạ|dir|dır)[\s.!?。！？।]*)?$"
)


def _last_other(piece: str, values: list, after: int, answer: float | str) -> tuple[int, int] | None:
    """The last value of ``piece`` if it starts at or after ``after``, differs from ``answer`` and ends the
    piece (closing marks and a copula after it), as (start, end)."""
    if not values:
        return None
    s, e, v = values[-1]
    if s < after or v == answer or not _END_AFTER.match(piece, e):
        return None
    if type(v) is not type(answer):
        return None
    return s, e


def _replaces(piece: str, answer: float | str, values: list, ends_line: bool = True) -> bool:
    """Whether the later sentence ``piece`` (its ``values``) replaces or judges the value ``answer``; ``ends_line``:
    nothing but its line's end follows it (a letter alone before more text, ``B. Smith proved``, is an initial)."""
    letters = isinstance(answer, str)
    if _SED.search(piece) and _sed_replaces(piece, answer):
        return True  # "s/7/8/"
    if letters and ends_line and _another_letter_alone(piece, values, answer):
        return True  # "B", "**B**", "(B)", "Kwa kweli ni B." after "\\boxed{C}"
    if not any(v == answer for _s, _e, v in values):
        return False
    for i, (s, e, v) in enumerate(values):
        if v != answer:
            continue
        nxt = values[i + 1] if i + 1 < len(values) else None
        if nxt is not None and nxt[2] != answer and type(nxt[2]) is type(answer):
            if _ARROW.fullmatch(piece, e, nxt[0]):
                return True  # "(7 → 8)"
        if _CROSS.match(piece, e):
            return True  # "7 ✗ 8 ✓"
        negated = _NEGATED_BEFORE.search(piece[max(0, s - 40) : s]) is not None
        if negated and not _prior_value(values, i, s, piece):
            rest = piece[e:]
            if (
                _END_AFTER.match(rest)
                and len(_WORDS.findall(piece[:s])) <= 4
                and not piece.endswith(("?", "？"))
            ):
                return True  # "Not 7.", "Nicht 7!"
            other = _last_other(piece, values, e, answer)
            if other and _BUT.search(piece, e, other[0]):
                return True  # "No es 7 sino 8.", "Bukan 7, tapi 8."
        post = _NEGATED_AFTER.match(piece, e)
        if post:
            other = _last_other(piece, values, post.end(), answer)
            if other and _BUT.search(piece, post.end(), other[0]):
                return True  # "7 değil, 8.", "7ではなく8"
        fails = _FAILS.match(piece, e)
        if fails:
            other = _last_other(piece, values, fails.end(), answer)
            if other and _SO.search(piece, fails.end(), other[0]):
                return True  # "7 doesn't satisfy it, so 8."
    return False


_WORDS = re.compile(r"[^\W\d_]+")


def _ends_line(text: str, at: int) -> bool:
    """Whether only spaces stand between ``text[at]`` and its line's end."""
    rest = text[at : at + 200].lstrip(" \t")
    return not rest or rest[0] == "\n"


def _prior_value(values: list, i: int, s: int, piece: str) -> bool:
    """Whether a value stands just before the negated one in its sentence ("9, not 7": the contrast of the kept 9)."""
    return i > 0 and not re.search(r"[.!?。！？\n]", piece[values[i - 1][1] : s])


def _sed_replaces(piece: str, answer: float | str) -> bool:
    for m in _SED.finditer(piece):
        if _value(m.group(1)) == answer and _value(m.group(2)) != answer:
            return True
    return False


# the words that may lead another letter alone: a label of the final answer (a correction opener is read by
# judged_value.corrected_choice)
_LETTER_LEAD = frozenset(
    "final answer choice option so thus hence endgültig antwort also respuesta final opción réponse finale donc "
    "risposta quindi resposta então ответ итак jawaban jadi jibu cevap odpowiedź więc svar antwoord dus 答案 答 "
    "所以 正解 答え 정답 답".split()
)


_COPULAS = frozenset("is it's its ni es ist est è é là adalah 是 wa".split())


def _another_letter_alone(piece: str, values: list, answer: str) -> bool:
    """Whether ``piece`` is another choice letter alone (``B``, ``**B**``, ``(B)``), or after a label of the final
    answer only (``Final: B``, ``Endgültig: B``): the last choice written decides. (A whitelist: ``Now consider D.``,
    ``Many students pick D.``, ``Thanks to B. Smith`` name another letter for another reason.)"""
    other = _last_other(piece, values, 0, answer)
    if other is None or len(values) != 1:
        return False
    lead = piece[: other[0]]
    if re.search(r"[\d=<>+\\{}?？]", lead):
        return False
    stripped = lead.lstrip(" \t\n*_#>")
    opener = lexicon.correction_opener(stripped, 0) if stripped else None
    if opener is not None:  # "Kwa kweli ni B.", "In Wahrheit D.": a correction opener, a copula at most
        words = _WORDS.findall(stripped[opener.end() :])
        return len(words) <= 1 and all(w.lower() in _COPULAS for w in words)
    return all(w.lower() in _LETTER_LEAD for w in _WORDS.findall(lead))


# ---------------------------------------------------------------------------------------------------------
# a later answer line
_VERSIONED = re.compile(
    r"(?i)[\s*#>_]*(?:(?:final|corrected|revised|new|updated|true|real|fixed)\s+)?answer\s*"
    r"(?:\(?(?:v|version\s*)\d+\)?|#\s*\d+|2\.0)\s*(?:=|:|->|→)\s*"
)


def _answer_noun_line(piece: str, values: list, answer: float | str) -> bool:
    other = _last_other(piece, values, 0, answer)
    if other is None:
        return False
    if _VERSIONED.match(piece) and _VERSIONED.match(piece).end() >= other[0] - 2:
        return True  # "Answer v2 = 8"
    lead = piece[: other[0]]
    if re.search(r"[\d=<>+\\{}]", lead) or len(_WORDS.findall(lead)) > 8:
        return False
    words = [w.lower() for w in _WORDS.findall(lead)]
    for j, w in enumerate(words):
        if w in lexicon.ANSWER_NOUNS or (
            w == "trả" and j + 1 < len(words) and words[j + 1] == "lời" and j > 0 and words[j - 1] == "câu"
        ):
            return len(words) - j - 1 <= 4  # "मेरा उत्तर 8 है।", "Câu trả lời của tôi là 8."
    return False


# ---------------------------------------------------------------------------------------------------------
# another value glued to the box
# (after the box, a comma, a semicolon or a dash, as an aside is set off: "; i.e. 8", " — in other words 8")
_GLUED = re.compile(
    r"[ \t]*(?:=|(?:[,;，；][ \t]*|[—–][ \t]*|-{1,2}[ \t]+)?(?i:i\.?\s?e\.?|that\s+is|namely|viz\.?|"
    r"in\s+other\s+words|to\s+wit|es\s+decir|o\s+sea|en\s+otras\s+palabras|c['’]est-à-dire|autrement\s+dit|"
    r"d\.\s?h\.|mit\s+anderen\s+worten|cioè|in\s+altre\s+parole|то\s+есть|т\.\s?е\.|иначе\s+говоря|"
    r"другими\s+словами)[,:]?|[，,;；]?\s*(?:即|也就是|也就是说|つまり))[ \t]*"
)
# the other value ends its clause (a unit of words of totalling aside): "= 3 \\times 4" is a computation, not a value
_GLUED_VALUE = re.compile(
    r"\$?\s*([-−]?\d+(?:\.\d+)?)\s*\$?(?:[ \t]+(?i:in\s+total|total|altogether|overall|in\s+all))?"
    r"(?=[ \t]*(?:[.!?。！？,;)]|\n|$))"
)


def _glued_other(text: str, after_box: int, answer: float | str) -> bool:
    m = _GLUED.match(text, after_box)
    if m is None or m.end() == after_box:
        return False
    v = _GLUED_VALUE.match(text, m.end())
    if v is None:
        return False
    value = _value(v.group(1))
    if value is None or value == answer or not isinstance(answer, float):
        return False
    return round(answer, _decimals(v.group(1))) != value  # (a rounding of the box is the box: "= 7.33")


# another value opening the clause after the box, set off as an aside is (a comma, a semicolon, a dash), then at most
# three words that end the sentence: "$\\boxed{7}$, 8 instead.", "; 8 really.", ", 8 in truth.": the writer gives
# another value for the box's. A word that relates the value to something ("2 more than Tom", "3 of which are red",
# "1 less", "2 each") makes it a remark on another quantity; such a clause is left to the other rules
_VALUE_CLAUSE = re.compile(
    r"[ \t]*(?:[,;，；]|[—–]|-{1,2}(?=[ \t]))[ \t]*\$?[ \t]*([-−]?\d+(?:\.\d+)?)[ \t]*\$?"
    r"((?:[ \t]+[^\W\d_]+(?:['’][^\W\d_]+)?){1,3})[ \t]*(?:[.!。！]|\n|\Z)"
)
_RELATING = frozenset(
    (
        "more less fewer than greater smaller larger bigger higher lower times of which each per apiece every from to "
        "over under above below before after ago left remaining short plus minus and or by for out with if when "
        "since because as at on into between among cm mm km m kg g s h min"
    ).split()
)


def _value_clause_other(text: str, after_box: int, answer: float | str) -> bool:
    """Whether another value opens the clause right after the box and ends its sentence in at most three words
    that relate it to nothing (see ``_VALUE_CLAUSE``)."""
    m = _VALUE_CLAUSE.match(text, after_box)
    if m is None or not isinstance(answer, float):
        return False
    value = _value(m.group(1))
    if value is None or value == answer or round(answer, _decimals(m.group(1))) == value:
        return False
    words = m.group(2).lower().split()
    return not any(w in _RELATING or (len(w) > 2 and unit_word(w, plurals=True)) for w in words)


def _decimals(s: str) -> int:
    return len(s.split(".")[1]) if "." in s else 0


# ---------------------------------------------------------------------------------------------------------
# an addition in words right after the box
_ADDS = re.compile(
    r"[ \t]*(?:[,;]\s*|\n\s*)?[(\[（]?\s*(?:"
    r"\+\s*(?=[\d(]|[^\W\d_A-Z])"  # "+1 for the leftover", "+ the leftover one" (not a "+ Item" bullet)
    r"|(?i:(?:and\s+)?then\s+(?:add|plus|subtract|one\s+more|take\s+away|multiply|double|halve))"
    r"|(?i:plus|minus|más|menos|moins|più|meno|плюс|минус|dazu|zuzüglich|abzüglich|artı|eksi|ditambah|dikurangi|"
    r"cộng|trừ|mais\s+(?:um|uma|dois))(?![\w-])"
    r"|再加|加上|再减|减去|さらに|足す|더하기|빼기)"
    r"(?![ \t]*[,，、:：])"  # ("Plus, ...", "さらに、...": a connective of discourse, not an addition)
)


def _adds_in_words(text: str, after_box: int) -> bool:
    """Whether the first bracket, line or clause after the box opens on a word or sign of arithmetic."""
    m = _ADDS.match(text, after_box)
    if m is None:
        return False
    between = text[after_box : m.start() + len(m.group()) - len(m.group().lstrip(" \t,;\n([（"))]
    return between.count("\n") <= 2


# ---------------------------------------------------------------------------------------------------------
# a status cell in the box's table row
_REJECTED = re.compile(
    r"(?i:rejected|discarded|dropped|wrong|invalid|verworfen|abgelehnt|falsch|descartad[oa]|rechazad[oa]|"
    r"rejeté[e]?|écarté[e]?|refusé[e]?|scartat[oa]|rifiutat[oa]|отклонен[оа]?|отброшен[оа]?|неверно|odrzucon[eya]|"
    r"descartad[oa]|rejeitad[oa]|verworpen|afgewezen|reddedildi|ditolak|bị\s+loại|loại|放弃|放棄|舍弃|否决|排除|"
    r"却下|不採用|棄却|기각|탈락|✗|✘|❌)"
)
_ACCEPTED = re.compile(
    r"(?i:accepted|kept|final|chosen|correct|angenommen|gewählt|richtig|aceptad[oa]|elegid[oa]|acept[oa]|retenu[e]?|"
    r"accepté[e]?|accettat[oa]|scelt[oa]|принят[оа]?|выбран[оа]?|przyjęt[eya]|wybran[eya]|aceit[oa]|aceite|"
    r"aangenomen|kabul|diterima|chấp\s+nhận|采用|採用|接受|选定|채택|✓|✔|✅)"
)
_ROW = re.compile(r"[^\n]*")


def _status_row_rejects(text: str, after_box: int, answer: float | str) -> bool:
    """Whether the box stands in a table row whose later cell rejects it while a later row accepts another value."""
    row_end = text.find("\n", after_box)
    row_end = len(text) if row_end < 0 else row_end
    cells = text[after_box:row_end]
    if "|" not in cells or not _REJECTED.search(cells) or _ACCEPTED.search(cells):
        return False
    for line in text[row_end + 1 : row_end + 1 + REACH].split("\n")[:8]:
        if "|" not in line:
            break
        if _ACCEPTED.search(line) and not _REJECTED.search(line):
            vals = _values(line, isinstance(answer, str))
            if any(v != answer and type(v) is type(answer) for _s, _e, v in vals):
                return True
    return False


# ---------------------------------------------------------------------------------------------------------
# the literal cues of the shapes above, looked up in the lowercased window (a plain substring test per cue: a few
# microseconds on a 2 KB reply; the shapes are read only where one is found)
_TRIGGER = tuple(
    "→ ⇒ ⟶ ⟹ ↦ ➔ ➜ ✗ ✘ ❌ ❎ 🗙 ☒ ⨯ | = + -> => ~> s/ not não nem nicht kein pas no не ليس không bukan nie niet geen "
    "inte ikke ei değil नही answer then plus minus más menos moins più meno плюс минус dazu zuzüglich abzüglich artı "
    "eksi ditambah dikurangi cộng trừ mais i.e ie that namely viz wit words decir sea palabras c'est c’est autrement "
    "d.h d. worten cioè parole то т. говоря словами doesn does did "
    "won will can fail geht funktioniert passt marche convient fonctionne vérifie 不 并非 並非 而非 即 也就是 つまり "
    "ではな じゃな 아니 再 加上 减去 さらに 足す 더하기 빼기 उत्तर lời jawab jibu cevap".split()
) + tuple(sorted(lexicon.ANSWER_NOUNS))


def _cued(part: str) -> bool:
    low = part.lower()
    return any(c in low for c in _TRIGGER)


# a wish in the languages that put the optative after the value (the hedge lexicon reads "ojalá", "I wish" before it)
_WISH_AFTER = re.compile(
    r"[ \t]*(?:(?:だったら|なら|ならば|であれば|であったら|だと)(?:いい|良い|よい)(?:のに|な|なあ|んだけど)|"
    r"(?:이|가)?(?:면|라면|이라면)\s*좋겠|(?:이었|였)으면|就好了|(?:該|该)多好|(?:olsa|olsaydı)\s+keşke)"
)
_CLOSE_MATH = re.compile(r"[ \t]*(?:\$\$|\$|\\\]|\\\))?")
_BOX_INNER = re.compile(r"\\(?:boxed|fbox)\s*\{(.*)\}", re.DOTALL)


def replaced_after(text: str, start: int, end: int, stop_at: int, pieces: list[tuple[int, int]]) -> bool:
    """Standard mode: whether what follows the box at ``text[start:end]`` (the response as written, before the
    commitment pass blanks a negated value) replaces or judges its value in one of the module's shapes.
    ``stop_at``: where the box's sentence ends; ``pieces``: the later sentences, as (start, end)."""
    inner = _BOX_INNER.fullmatch(text, start, end)
    if inner is None:
        return False
    answer = inner.group(1)
    after_box = _CLOSE_MATH.match(text, end).end()
    value = _value(answer)
    if value is None:
        return False
    if _WISH_AFTER.match(text, after_box):
        return True  # "答えが $\\boxed{7}$ だったらいいのに。", "답이 $\\boxed{7}$이면 좋겠다.": a wish, not a statement
    if _value_clause_other(text, after_box, value):
        return True  # "$\\boxed{7}$, 8 instead.", "; 8 really.": another value opens the clause after the box
    window = text[after_box : min(len(text), stop_at + REACH)]
    if not isinstance(value, str) and not _cued(window):
        return False  # (a choice letter's later letter alone has no trigger word: its few pieces are read)
    if _glued_other(text, after_box, value) or _adds_in_words(text, after_box):
        return True
    if _status_row_rejects(text, after_box, value):
        return True
    tail = text[after_box:stop_at]
    read = [(after_box, stop_at)] if tail.strip() else []
    read += [(s, e) for s, e in pieces[:_MAX_PIECES] if s - stop_at <= REACH]
    for s, e in read:
        piece = text[s:e].strip()
        if not piece or not (isinstance(value, str) or _cued(piece)):
            continue
        values = _values(piece, isinstance(value, str))
        if not values:
            continue
        if _replaces(piece, value, values, _ends_line(text, e)) or _answer_noun_line(piece, values, value):
            return True
    return False


# ---------------------------------------------------------------------------------------------------------
# a bold value retracted by a later bold one (the markdown-bold fallback, :mod:`proctor.grading.extract`)
_BOLD = re.compile(r"(?<![\w*\\])\*\*(?=[^\s*])([^\n*]{1,40}?)(?<=[^\s*\\])\*\*(?![\w*])")


def bold_replaced(text: str, at: int, found: str) -> bool:
    """Whether the stated value ``found``, written in bold right after ``text[:at]`` (an "answer is"), is followed
    within :data:`REACH` characters by another bold value (``The answer is **7**. Sike! It's **8**.``, ``Antwort:
    **7**. Quatsch, **8**.``, ``答案：**7**。胡说，**8**。``): the later emphasis replaces it. A later bold value equal to
    it (``3 + 4 = **7**``), and bold words (``**Check:**``), keep it."""
    if at < 0 or "**" not in text[max(0, at - 4) : at + 8]:
        return False
    own = _BOLD.search(text, max(0, at - 4), at + len(found) + 8)
    value = _value(found.strip(" .*"))
    if own is None or value is None or _value(own.group(1).strip(" .,:;!$")) != value:
        return False
    close = own.end() - 2
    for m in _BOLD.finditer(text, close + 2, min(len(text), close + 2 + REACH)):
        other = _value(m.group(1).strip(" .,:;!$"))
        if other is not None and type(other) is type(value) and other != value:
            return True
    return False


# ---------------------------------------------------------------------------------------------------------
# a choice glossed with another option's value (the mcq grader, a gold with an option text)
_CHOICE_GLOSS = re.compile(
    r"[\s$}*)\]]*[,，:]?\s*(?i:which\s+is|that\s+is|i\.\s?e\.|namely|since|because|as|given\s+that|"
    r"es\s+decir|o\s+sea|que\s+es|ya\s+que|porque|c['’]est-à-dire|qui\s+est|car|puisque|d\.\s?h\.|also|weil|da|"
    r"cioè|ovvero|poiché|т\.\s?е\.|то\s+есть|так\s+как|isto\s+é|pois|yani|yaitu|karena|即|也就是说|也就是|因为|因為|"
    r"つまり|なぜなら)[\s,:]*"
)
_GLOSS_END = re.compile(r"[.!?。！？](?:\s|$)|\n")
_BOX_OF = re.compile(r"\\boxed\s*\{\s*(?:\\text(?:bf)?\s*\{)?\s*\(?\s*([A-Z])\s*\)?\s*\}?\s*\}")


def glossed_other_option(text: str, end: int, option_text: str) -> bool:
    """Whether the choice stated up to ``text[:end]`` is glossed with a value other than its option's
    (``option_text``, a plain value): ``$\\boxed{C}$ since the value is 41.``, ``The answer is (C), which is 41.``,
    ``(C)，即 41。`` for the gold ``(C) 42``. The gloss must never name the option's value (``(C), since 6 \\cdot 7 =
    42``, ``(C), as 42 > 41`` keep it) and must end on the other value."""
    option = _value(option_text.strip(" .$"))
    if not isinstance(option, float) or end < 0:
        return False
    m = _CHOICE_GLOSS.match(text, end)
    if m is None or m.end() == end:
        return False
    stop = _GLOSS_END.search(text, m.end(), min(len(text), m.end() + 200))
    gloss = text[m.end() : stop.start() if stop else min(len(text), m.end() + 200)]
    values = _values(gloss, False)
    if not values or any(v == option for _s, _e, v in values):
        return False
    return _END_AFTER.match(gloss, values[-1][1]) is not None


def box_glossed_other_option(text: str, letter: str, option_text: str) -> bool:
    """:func:`glossed_other_option` after the last box that holds ``letter`` (the box the mcq grader read)."""
    last = None
    for m in _BOX_OF.finditer(text):
        last = m
    if last is None or last.group(1) != letter:
        return False
    return glossed_other_option(text, last.end(), option_text)


# ---------------------------------------------------------------------------------------------------------
# strict: a commitment to another value before the box (shapes outside one_answer's and rival's tables)
_COMMITS = re.compile(
    r"(?i:(?<![\w'’])(?:stand(?:ing)?\s+by|stick(?:ing)?\s+with|lock(?:ing)?\s+in|commit(?:ting)?\s+to|"
    r"(?:my|our)\s+(?:final\s+|definitive\s+)?(?:answer|pick|choice|verdict)|final\s+(?:answer|pick|choice|verdict)|"
    r"je\s+maintiens|je\s+m['’]en\s+tiens\s+à|je\s+reste\s+sur|ma\s+réponse|"
    r"me\s+mantengo\s+en|me\s+quedo\s+con|mi\s+respuesta|ich\s+bleibe\s+bei|meine\s+antwort|"
    r"resto\s+su|confermo|la\s+mia\s+risposta|fico\s+com|mantenho|minha\s+resposta|"
    r"я\s+остаюсь\s+при|мой\s+ответ|jawaban\s+(?:akhir\s+)?saya|son\s+cevabım|cevabım|"
    r"(?:đáp\s+án|câu\s+trả\s+lời)(?:\s+cuối\s+cùng)?\s+của\s+tôi|cuối\s+cùng\s+của\s+tôi)(?![\w'’])"
    r"|[—–-]+\s*(?i:final|definitive|definitivo|definitiva|endgültig|définitif|définitive)\b"
    r"|最終回答|最終的な答え|私の答え|僕の答え|我的答案|我的最终答案|내\s*최종\s*답|내\s*답)"
)
_COMMENT_FIELD = re.compile(
    r"(?m)^[ \t]*(?:%+|//+|;;+|<!--)[ \t]*(?i:(?:final[ _]?)?(?:answer|ans|result|solution))[ \t]*(?:=|:|->|→)[ \t]*"
    r"\$?([-−]?\d+(?:\.\d+)?)"
)
_BEFORE_SCAN = 4000
# the committed value: right after the cue (at most two words and a copula between) and ending its statement, or
# right before a dash
_VALUE_NEXT = re.compile(
    r"[\s:：,、は은는이가是为為=]*(?:[^\W\d_]+[\s:：,]+){0,2}?\$?\s*([-−]?\d+(?:\.\d+)?)(?!\w|\.\d)"
    r"(?=\$?[ \t]*(?:[.!。！]|です|だ|입니다|이다|\n|$))"  # the value ends the statement ("our answer is $7 + 2$" does not)
)
_VALUE_BEFORE = re.compile(r"(?<![\w.])\$?([-−]?\d+(?:\.\d+)?)\$?[ \t]*$")


_COMMIT_CUES = (
    "stand", "stick", "lock", "commit", "my ", "our ", "final", "definitiv", "endgültig", "définitiv", "maintiens",
    "tiens", "reste", "mantengo", "quedo", "respuesta", "bleibe", "antwort", "resto", "confermo", "risposta", "fico",
    "mantenho", "resposta", "остаюсь", "мой", "saya", "cevab", "của tôi", "最終", "私の答え", "僕の答え", "我的", "내",
    "réponse",
)  # fmt: skip


def _commit_matches(text: str, low: str, lo: int, hi: int):
    """The matches of :data:`_COMMITS` in ``text[lo:hi]`` (``low``: that part lowercased), read only near a cue."""
    seen = -1
    for cue in _COMMIT_CUES:
        at = low.find(cue)
        while at >= 0:
            m = _COMMITS.search(text, max(lo, lo + at - 16), min(hi, lo + at + len(cue) + 40))
            if m is not None and m.start() > seen:
                seen = m.start()
                yield m
            at = low.find(cue, at + 1)


def _commented(low: str) -> bool:
    """Whether the lowercased ``low`` may hold a comment's answer field (a cheap test before the pattern)."""
    return any(c in low for c in ("%", "//", ";;", "<!--")) and any(
        w in low for w in ("answer", "ans", "result", "solution")
    )


def committed_other_before(text: str, start: int, content: str) -> bool:
    """Strict mode: whether, before the box at ``text[start]`` (holding ``content``), the writer commits to another
    value in a sentence or line of its own (``I stand by 8.``, ``8 — final.``, ``Je maintiens 8.``, ``Me mantengo en
    8.``, ``私の最終回答は 8 です。``, ``Đáp án cuối cùng của tôi là 8.``) or writes it in an answer field of a comment
    (``% answer = 8``, ``// answer: 8``, ``<!-- answer: 8 -->``): two answers, so no answer."""
    value = _value(content)
    if not isinstance(value, float):
        return False
    lo = max(0, start - _BEFORE_SCAN)
    low = text[lo:start].lower()
    for m in _COMMENT_FIELD.finditer(text, lo, start) if _commented(low) else ():
        if _value(m.group(1)) != value:
            return True  # "% answer = 8"
    for m in _commit_matches(text, low, lo, start):
        if m.group().lstrip().startswith(("—", "–", "-")):
            got = _VALUE_BEFORE.search(text, max(lo, m.start() - 30), m.start())  # "8 — final."
        else:
            got = _VALUE_NEXT.match(text, m.end())  # "I stand by 8", "私の最終回答は 8 です"
        if got is not None and _value(got.group(1)) not in (None, value):
            return True
    return False


def commented_answer(raw: str, content: str) -> bool:
    """Strict mode: whether the response as written (``raw``: before hidden text is blanked) holds, before its last
    box, an answer field for another value in a comment the rendering hides (``% answer = 8``, ``<!-- answer: 8
    -->``): the reader is shown one answer, the writer submitted two."""
    if not _commented(raw.lower()):
        return False
    value = _value(content)
    end = raw.rfind("\\boxed")
    if not isinstance(value, float) or end < 0:
        return False
    return any(
        _value(m.group(1)) != value for m in _COMMENT_FIELD.finditer(raw, max(0, end - _BEFORE_SCAN), end)
    )


# ---------------------------------------------------------------------------------------------------------
# a stated choice letter disowned after its sentence (the mcq grader's final choice, which finality does not read)
_PIECE_END = re.compile(r"[.!?。！？](?=\s|$)|[。！？]|\n")
_PREDICATE_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")


def letter_disowned_after(text: str, end: int, letter: str | None) -> bool:
    """Standard mode: whether the choice ``letter`` stated up to ``text[:end]`` is disowned by one of the few
    sentences after its own (within :data:`REACH` characters): a dismissal, an attribution or a hope that takes it
    back (:func:`proctor.grading.lexicon.disowning_sentence`: ``Wohl kaum.``, ``まさか。``, ``Or so the key
    claims.``, ``I hope it is correct — it isn't.``), a sentence whose subject is the letter and whose predicate
    judges it with a negation or a judging word (``C passt nicht.``, ``C isn't it.``, ``C no cuadra.``, ``C не
    подходит.``: :func:`proctor.grading.tails.judges` and a word of :data:`proctor.grading.judged_value._NEGATOR` or
    ``_BAD``; ``C is the only option that works.``, ``C satisfies both conditions.`` keep it), or a shape of
    :func:`_replaces` (``C → D``, ``Not C.``)."""
    if letter is None:
        return False
    stop = _PIECE_END.search(text, end, min(len(text), end + REACH))
    if stop is None:
        return False
    pos, hi = stop.end(), min(len(text), stop.end() + REACH)
    for _ in range(_MAX_PIECES):
        if pos >= hi:
            break
        nxt = _PIECE_END.search(text, pos, hi)
        piece_end = nxt.end() if nxt else hi
        piece = text[pos:piece_end].strip()
        pos = piece_end
        if not piece:
            continue
        if lexicon.disowning_sentence(piece):
            return True
        subject = re.match(r"[\s*_$(]*" + re.escape(letter) + r"(?![\w'’])[\s*_$)]*", piece)
        if subject is not None:
            predicate = piece[subject.end() :]
            words = {w.lower() for w in _PREDICATE_WORD.findall(predicate)}
            negated = words & (_NEGATOR | _BAD) or any(w.endswith(("n't", "n’t")) for w in words)
            if negated and tails.judges(" " + predicate):
                return True  # "C passt nicht.", "C isn't it."
        values = _values(piece, True)
        if values and _replaces(piece, letter, values, _ends_line(text, piece_end)):
            return True
    return False


# ---------------------------------------------------------------------------------------------------------
# a postscript with another value after a stated answer (the "answer is" fallback; after a box,
# after_box.ends_on_other_value reads it)
_POSTSCRIPT = re.compile(
    r"(?i)[ \t*_>#]*(?:p\.?[ \t]?s\.?|n\.?[ \t]?b\.?|post-?scriptum|nachtrag|update|edit|addendum|nota|注|追記)"
    r"[ \t]*[:：,.\-—–]*[ \t]*(?:[^\W\d_]+[ \t,:]+){0,4}?\$?[ \t]*([-−]?\d+(?:\.\d+)?)[ \t]*\$?[ \t*_.!。]*$"
)


_POSTSCRIPT_OPENS = (
    "p.s",
    "ps",
    "p s",
    "n.b",
    "nb",
    "post",
    "nachtrag",
    "update",
    "edit",
    "addendum",
    "nota",
    "注",
    "追記",
)
_POSTSCRIPT_REACH = 2000  # the lines read after the stated answer


def postscript_other(text: str, at: int, found: str) -> bool:
    """Whether a postscript line after the stated answer ``found`` (stated right after ``text[:at]``) ends on
    another value (``The final answer is $7$. I hope it is correct.`` ⏎ ``P.S.: 8.``, ``Edit: actually 8``): each
    line within :data:`_POSTSCRIPT_REACH` characters is tested for an opening word first."""
    value = None
    for line in text[at : at + _POSTSCRIPT_REACH].split("\n")[1:]:
        if not line.lstrip(" \t*_>#").lower().startswith(_POSTSCRIPT_OPENS):
            continue
        m = _POSTSCRIPT.match(line)
        if m is None:
            continue
        if value is None:
            value = _value(found.strip(" .$"))
            if value is None:
                return False
        if _value(m.group(1)) not in (None, value):
            return True
    return False
    value = _value(found.strip(" .$"))
    if value is None:
        return False
    for m in _POSTSCRIPT.finditer(text, at):
        if _value(m.group(1)) not in (None, value):
            return True
    return False
