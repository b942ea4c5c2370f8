"""Strict: a rival answer before the final one, found by its SHAPE rather than by its wording.

Strict's one-answer rule (:mod:`proctor.grading.one_answer`) reads commitments by their words; word tables alone do
not scale to the ways an answer is marked. This module reads, before the sentence of the final box (math grader) or
the final ``####`` line (number grader), any clause of the shape

    ``[markup] [up to 3 words] <answer label> [up to 3 words, separators] <value> <clause end>``

where the label is an answer word in any of ~50 languages (a finite table: :data:`_LABEL_STEMS`), an abbreviation
(``Ans``, ``Soln``, ``A:``) or a conclusion word (``Bottom line``, ``TL;DR``, ``Conclusion``), and the clause ENDS on
the value (a period, a line end, a closing bracket, a table bar, a copula suffix: ``8입니다``, ``8'dir``, ``8 है``);
the value-first form ``8 is the answer.``, ``B is correct.``, ``B şıkkı doğru.``; a table whose header names an
answer column (CSV, Markdown); an answer frame other than the final box (``\\fbox``, ``\\framebox``, ``\\colorbox``,
``\\bbox``, a double underline, a ``####`` line). Such a clause is a competing answer when its value, normalised
(CJK and Roman numerals, brackets, an expression evaluated by the grader's own equivalence), is proved different
from the final one: ``Final answer: 6+1`` before a box of 7 reads, ``Final answer: 7+1`` does not. A clause crossed
out or revised before the box (``Actually no, ...``) is left, as in the one-answer rule. Intermediate labels
(``Step 1: 8``, ``Result of step 2: 8``, ``n = 8``) hold no answer word and are never read.
"""

from __future__ import annotations

import re

from proctor.grading.one_answer import _SUPPOSED, _other, committed_before, trie_pattern
from proctor.grading.plain_words import struck_out
from proctor.grading.spans import brace_closes
from proctor.grading.stated import _inner
from proctor.grading.value_words import _cjk_value
from proctor.grading.withdrawal import revised

# The answer word in ~50 languages (lowercase stems; a Latin stem starts a word, a suffix may follow: "cevabım",
# "jawabannya", "svaret", "vastaukseni"; a stem in another script may also follow a short prefix: "الإجابة",
# "إجابتي", "התשובה").
_LATIN_STEMS = (
    "answer", "ans", "soln", "solution", "final", "conclusion", "summary", "bottom line", "tl;dr", "tldr",
    "in short", "committed value", "conclu", "kotae", "kaitou", "kaitō", "dap an", "dap_an",
    "respuest", "respost", "répons", "repons", "rispost", "antwort", "antwoord", "svar", "vastau", "vastaus",
    "odpowied", "odpov", "vastus", "răspuns", "raspuns", "válasz", "valasz", "cevap", "cevab",
    "yanıt", "yanit", "odgovor", "atsakym", "atbild", "jawab", "jawapan", "sagot", "jibu", "đáp án", "đáp_án",
    "câu trả lời", "trả lời", "erantzun", "freagra", "ateb", "përgjigj", "pergjigj", "idahun", "amsa",
    "jawaab", "impendulo", "karabo", "mhinduro", "valasz", "svör", "resposta", "risposta", "respuesta",
    "réponse", "lösung", "losung", "solución", "solucion", "solução", "soluzione",
)  # fmt: skip
_OTHER_STEMS = (
    "ответ", "відповід", "отговор", "одговор", "адказ", "απάντησ", "απαντησ", "תשוב", "إجاب", "اجاب", "جواب",
    "پاسخ", "उत्तर", "जवाब", "উত্তর", "ਜਵਾਬ", "ਉੱਤਰ", "ઉત્તર", "ଉତ୍ତର", "பதில்", "విడ", "సమాధాన", "ಉತ್ತರ",
    "ഉത്തര", "උත්තර", "პასუხ", "պատասխան", "คำตอบ", "ຄຳຕອບ", "ចម្លើយ", "အဖြေ", "መልስ", "答案", "答え",
    "解答", "正解", "정답", "답", "해답", "最终答案", "最終答案", "答",
)  # fmt: skip
# "correct" and "option" words: a letter (or a value) named the correct one ("B is correct.", "Correct option: B")
_CORRECT = (
    "correct", "right", "richtig", "bonne", "correct", "correcta", "correcto", "correta", "correto", "corretta",
    "corretto", "doğru", "dogru", "đúng", "sahihi", "benar", "juist", "správn", "poprawn", "helyes", "oikea",
    "riktig", "rigtig", "corect", "tama", "sahih", "правильн", "вірн", "правилн", "σωστ", "נכונ", "الصحيح",
    "صحيح", "सही", "সঠিক", "正确", "正確", "올바른", "옳은", "맞는", "ถูกต้อง", "درست",
)  # fmt: skip
_OPTION = (
    "option", "choice", "opción", "opcion", "opção", "opcao", "opzione", "wahl", "antwortmöglichkeit", "seçenek",
    "secenek", "şık", "sik", "선택", "보기", "विकल्प", "الخيار", "خيار", "phương án", "lựa chọn", "chaguo",
    "pilihan", "jawaban", "选项", "選項", "選択肢", "вариант", "варіант", "επιλογ", "אפשרות", "alternativ",
    "valinta", "opcja", "možnost", "moznost", "variant",
)  # fmt: skip


# a first-person choice of a value ("I choose 8", "Tôi chọn 8.", "8'i seçiyorum.", "मैं 8 चुनता हूँ।")
_CHOOSE = (
    "choose", "pick", "select", "go with", "going with", "chọn", "أختار", "اختار", "nachagua", "ninachagua",
    "chagua", "चुन", "seçiyorum", "seçerim", "seçtim", "seçiyoruz", "pilih", "memilih", "wybieram", "vybírám",
    "vyberu", "выбираю", "обираю", "kies", "wähle", "choisis", "elijo", "escolho", "scelgo", "väljer", "velger",
    "vælger", "valitsen", "választom", "aleg", "selecciono", "選ぶ", "選びます", "选择", "고르", "선택합니다",
    "เลือก", "επιλέγω", "בוחר", "בוחרת", "انتخاب", "pinipili", "pipiliin", "nachagua",
)  # fmt: skip


def _alt(words) -> str:
    return "|".join(
        re.escape(w).replace(r"\ ", r"[\s_]+") for w in sorted(set(words), key=lambda w: (-len(w), w))
    )


_MARKED = r"(?:[^\W\d_]|[\u0300-\u036f\u0900-\u0dff\u0e00-\u0eff]){0,6}"  # a suffix, its combining marks
_LABEL = (
    r"(?:(?:(?<![^\W\d_])|(?<=set)|(?<=get)|(?<=final)|(?<=my)|(?<=_))(?:"
    + _alt(_LATIN_STEMS)
    + r")(?:[^\W\d_]{0,6})"
    r"|[^\W\d_]{0,3}(?:" + _alt(_OTHER_STEMS) + r")" + _MARKED + r"|(?<![^\W\d_])a(?=[ \t]*[:：]))"
)
_CORRECT_RE = r"(?:[^\W\d_]{0,3}(?:" + _alt(_CORRECT) + r")" + _MARKED + ")"
_CHOOSE_RE = r"(?:[^\W\d_]{0,3}(?:" + _alt(_CHOOSE) + r")" + _MARKED + ")"
_OPTION_RE = r"(?:[^\W\d_]{0,3}(?:" + _alt(_OPTION) + r")" + _MARKED + ")"
# the stems, as one trie (a scan costs one first-character test a place), and the trigger of the short label "A:"
_STEM = re.compile(
    "(?i)(?:"
    + trie_pattern(sorted({w for ws in (_LATIN_STEMS, _OTHER_STEMS, _CORRECT, _CHOOSE, _OPTION) for w in ws}))
    + r")|(?<![^\W\d_])(?-i:A)[ \t]*[:：]"
)

# a value: a box, a math span, a number (an expression of numbers), a CJK or Roman numeral, a choice letter,
# "x = 8", in brackets, quotes or bold
_NUM = r"[-−]?\$?\d[\d,]*(?:\.\d+)?"
_CORE = (
    r"\\boxed\s*\{[^{}\n]{1,60}\}"
    r"|\$\\boxed\s*\{[^{}\n]{1,60}\}\$"
    r"|\$[^$\n]{1,60}\$"
    r"|(?:[a-z][ \t]*=[ \t]*)?" + _NUM + r"(?:[ \t]*[-+*/×·][ \t]*\d+(?:\.\d+)?)*"
    r"|[〇零一二两三四五六七八九十百]{1,4}"
    r"|(?<![A-Za-z0-9])(?-i:[IVXLC]{2,7})(?![A-Za-z0-9])"
    r"|(?<![A-Za-z0-9])(?-i:[A-J])(?![A-Za-z0-9])"
)
# a character every value (``_CORE``) holds: a digit, "$", a backslash, a CJK numeral, a capital choice letter or
# Roman numeral; a clause without one states none (the prefilter of ``_window``: most clauses of a long reply are
# blanked by the commitment pass, and ``_BACKWARD`` reads a blank one place by place; one character class is
# scanned fastest)
_VALUE_START = re.compile(r"[\d$\\〇零一二两三四五六七八九十百A-JVXLC]")
_VALUE = r"(?P<open>[(\[«\"'“‘*_]{0,3})(?P<v>" + _CORE + r")(?P<close>[)\]»\"'”’*_]{0,3})"
# what may end the clause after the value: a stop, a closing mark, the line's end, or a copula suffix
_SUFFIX = (
    r"(?:입니다|이다|이에요|예요|이야|야|다|です|だ|である|이|[ \t]+(?:है|हैं|ہے|है।|ni|ndiyo|olacak|oldu"
    r"|imiz|olur|dir)|['’](?:[dt][ıiuü]r|[ıiuü]|y[ıiuü]))?"
)
_END = r"(?=[ \t]*(?:$|\.(?!\d)|[。!！?？|)\]}»」』<;；।۔]|\*\*|\n))"
_SEPS = r"[ \t:：=\-–—−→⟶»>|/;\t{}\[\]()<>~!@#%*_\"',.【】〔〕「」『』（）、]"
_WORD = r"(?:[^\W\d_]|[\u0300-\u036f\u0900-\u0dff\u0e00-\u0eff])++"  # (a word with its combining marks)

_FORWARD = re.compile(
    r"(?i)(?P<label>" + _LABEL + r"|" + _CORRECT_RE + r"[\s_]*" + _OPTION_RE + r"|" + _OPTION_RE + r"[\s_]*"
    + r"(?:[\s_]+" + _WORD + r")?[\s_]+" + _CORRECT_RE + r"|" + _OPTION_RE + r"(?=[ \t]*[:：=])|" + _CHOOSE_RE
    + r")(?P<gap>(?:" + _SEPS + r"|" + _WORD + r"){0,24}?)[ \t]*" + _VALUE + _SUFFIX + _END,
    re.M,
)  # fmt: skip
_BACKWARD = re.compile(
    r"(?i)(?:^|(?<=[\n.!?。！？;:：,，]))[ \t*_>-]*(?:" + _WORD + r",?[ \t]+){0,3}?" + _VALUE
    + r"(?:['’]y?[ıiuü])?(?P<gap>(?:[ \t]+(?:is|as|was|will|would|be|the|my|our|final|şıkkı|seçeneği|ist|est|es|é|è|là|ni|adalah"
    r"|ialah|il|la|le|die|der|het|de))*)[ \t]+(?P<label>" + _LABEL + r"|" + _CORRECT_RE + r"|" + _CHOOSE_RE + r")"
    + r"(?:[ \t]+(?:हूँ|हूं|है|हैं|ہوں|ہے))?" + _END,
    re.M,
)  # fmt: skip
# "The answer is not 7 but 8.": the value after the "but" is the one stated
_BUT = (
    r"(?:but|sino|mais|aber|sondern|ma|mas|mais|ama|fakat|mà là|mà|tapi|melainkan|но|а|而是|但是|بل|אלא|बल्कि"
    r"|lakini|men|vaan|hanem|ale|ci|dar)"
)
_NOT_BUT = re.compile(
    r"(?i)(?P<label>" + _LABEL + r")[^\n\d.!?。]{0,30}?(?<![^\W\d_])(?:not|no|nicht|pas|değil|không|bukan|не|ليس"
    r"|नहीं|不是|ei|inte|ikke|nem|nu)(?![^\W\d_])[ \t]*" + _VALUE.replace("?P<", "?P<a_") + r"[ \t,，]*" + _BUT
    + r"[ \t]+" + _VALUE + _SUFFIX + _END,
    re.M,
)  # fmt: skip
# the words a forward gap may hold: a copula, a possessive, "final", an abbreviation's point (no verb, no clause)
_GAP_WORDS = re.compile(_WORD)
_MAX_GAP_WORDS = 3
_NEGATION = re.compile(
    r"(?i)(?<![^\W\d_])(?:not|no|never|isn|wasn|nicht|kein|pas|non|nie|não|nao|değil|degil|không|khong|bukan"
    r"|tidak|si|sio|не|ні|δεν|לא|ليس|ليست|नहीं|না|不|非|아니|아닌|ไม่|nem|ei|inte|ikke|ne)(?![^\W\d_])"
)
_FRAME = re.compile(
    r"\\(?:fbox|framebox(?:\[[^\]\n]*\])*|colorbox\{[^{}\n]*\}|fcolorbox\{[^{}\n]*\}\{[^{}\n]*\}|bbox(?:\[[^\]\n]*\])?"
    r"|ovalbox|Ovalbox|doublebox|shadowbox|Boxed|tcbox(?:\[[^\]\n]*\])?|underline\s*\{\s*\\underline)\s*\{"
)
_HASH_LINE = re.compile(r"^[ \t]*####[ \t]*([^\n]*?)[ \t.]*$", re.M)
_CELL_MARK = re.compile(r"[,|\t;]")  # (a header line parts its cells by one)
_TABLE_SPLIT = re.compile(r"[ \t]*[|,\t;][ \t]*")
_LABEL_CELL = re.compile(r"(?i)[ \t*_]*(?:final[ _]?)?(?:" + _LABEL + r")[ \t*_:]*")
_WEAK = re.compile(r"(?:conclu\w*|summary|bottom[\s_]+line|tl;?dr|in[\s_]+short|final|" + _CHOOSE_RE + ")")
_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}


def _roman(s: str) -> int | None:
    total = 0
    for i, ch in enumerate(s):
        v = _ROMAN[ch]
        total += -v if i + 1 < len(s) and _ROMAN[s[i + 1]] > v else v
    return total if total > 0 else None


def _normal(v: str) -> str | None:
    """The value as the grader's comparison reads it (a number for a numeral), None where it states none."""
    v = v.strip().strip("*_")
    if v.startswith("$") and v.endswith("$") and len(v) > 1:
        v = v[1:-1].strip()
    v = _inner(v)
    if re.fullmatch(r"[〇零一二两三四五六七八九十百]{1,4}", v):
        n = _cjk_value(v.replace("两", "二"))
        return str(n) if n is not None else None
    if re.fullmatch(r"[IVXLC]{2,7}", v):
        n = _roman(v)
        return str(n) if n is not None else None
    m = re.fullmatch(r"[a-z]\s*=\s*(.+)", v)
    if m:
        v = m.group(1)
    v = v.lstrip("$").replace("−", "-").replace("×", "*").replace("·", "*")
    if re.fullmatch(r"-?\d{1,3}(?:,\d{3})+(?:\.\d+)?", v):
        v = v.replace(",", "")
    return v or None


def _differs(raw: str, answer: str) -> bool:
    v = _normal(raw)
    return v is not None and _other(v, answer)


def _kept(text: str, at: int, end: int, stop: int) -> bool:
    """Whether the clause at ``at`` still stands at ``stop``: not crossed out, not revised after it."""
    return not struck_out(text, at) and not revised(text, end, stop)


def _clause_start(text: str, at: int) -> int:
    # (the stops are looked for after the line's start only: one before it ends before it, and the text need
    # not be read back to its start where its line holds none)
    line = text.rfind("\n", 0, at) + 1
    dot = text.rfind(". ", line, at)
    return max(line, dot + 2 if dot >= 0 else 0, text.rfind("。", line, at) + 1)


def _frames(text: str, stop: int, answer: str) -> int | None:
    for m in _FRAME.finditer(text, 0, stop):
        opened = m.end() - 1
        close = brace_closes(text, [opened]).get(opened)
        if close is None or close > stop:
            continue
        inner = text[opened + 1 : close - 1].strip().strip("$").strip()
        inner = re.sub(r"(?i)^[^\W\d_]+(?:[ \t][^\W\d_]+)?[ \t]*[:：][ \t]*", "", inner)  # "Answer: 8"
        if _differs(inner, answer):
            return m.start()
    hashes = text.find("####", 0, stop) >= 0  # (every "####" line holds one)
    for m in _HASH_LINE.finditer(text, 0, stop) if hashes else ():
        if _differs(m.group(1), answer) and re.fullmatch(r"[-−$]?[\d,.]+", m.group(1).strip()):
            return m.start()
    return None


def _lines_after(text: str, at: int, most: int) -> list[str]:
    """The first ``most`` lines of ``text[at:]`` (``text[at:].split("\\n")[:most]``), read without copying and
    splitting the rest of the text: a reply of thousands of table headers read it once per header (quadratic)."""
    lines = []
    while len(lines) < most:
        nl = text.find("\n", at)
        if nl < 0:
            lines.append(text[at:])
            break
        lines.append(text[at:nl])
        at = nl + 1
    return lines


def _table(text: str, ls: int, le: int, answer: str) -> int | None:
    """A table (CSV, Markdown, tabs, ';') whose header line ``text[ls:le]`` names an answer column, with another
    value in that column of a row below (before the end of ``text``)."""
    if _CELL_MARK.search(text, ls, le) is None:
        return None
    header = text[ls:le]
    cells = _TABLE_SPLIT.split(header.strip().strip("|"))
    if re.search(r"\d|[.:：]\s*$", header) or any(len(_GAP_WORDS.findall(c)) > 3 for c in cells):
        return None  # "Finally, we factorize 85:": prose with a comma, no header of short cells
    cols = [
        k
        for k, c in enumerate(cells)
        if _LABEL_CELL.fullmatch(c) and not c.strip().lower().startswith("finally")
    ]
    if not cols or len(cells) < 2:
        return None
    for row in _lines_after(text, le + 1, 12):
        if not row.strip():
            break
        if re.fullmatch(r"[\s|:\-]+", row):
            continue
        vals = _TABLE_SPLIT.split(row.strip().strip("|"))
        if len(vals) == len(cells) and _differs(vals[cols[0]], answer):
            return ls
    return None


def _forward(m: re.Match, text: str, stop: int, answer: str) -> bool:
    gap = m.group("gap")
    if len(_GAP_WORDS.findall(gap)) > _MAX_GAP_WORDS or "\n" in gap:
        return False
    if _NEGATION.search(gap) or re.search(r"[,，](?![ \t]*$)", gap.rstrip()) and "," not in gap[:2]:
        return False  # "The answer is not 8", "To answer this, we need 8": no statement of the value
    lead = text[_clause_start(text, m.start()) : m.start()]
    if len(_GAP_WORDS.findall(lead)) > 3 or _NEGATION.search(lead) or re.search(r"\d", lead):
        return False  # "If the answer were ..., the answer ...": a label deep in a clause, no heading
    if _SUPPOSED.search(text, max(0, m.start() - 40), m.start()):
        return False  # "Suppose I choose 8; then ...": a test value, no answer
    label = m.group("label").lower()
    if label.startswith("finally") or (_WEAK.fullmatch(label) and "=" in m.group("v")):
        return False  # "Finally, 8 ...": no label; "Conclusion: $n = 8$": a derived unknown, no answer
    return _differs(m.group("v"), answer) and _kept(text, m.start(), m.end(), stop)


def _window(text: str, written: str, p: int, le: int, stop: int, answer: str) -> bool:
    """Whether the clause of the stem at ``p`` (its line ends at ``le``) states a competing answer."""
    cs = _clause_start(text, p)
    valued = _VALUE_START.search(text, cs, le) is not None  # (else neither _FORWARD nor _BACKWARD match)
    m = _FORWARD.match(text, p, le) if valued else None
    if m is not None and _forward(m, text, stop, answer):
        return True
    m = _NOT_BUT.match(written, p, le)  # (as written: the commitment pass blanks "not 7")
    if m is not None and _differs(m.group("v"), answer) and _kept(text, m.start(), m.end(), stop):
        return True
    for at in {cs, max(text.rfind(",", cs, p), text.rfind("，", cs, p)) + 1 or cs} if valued else ():
        m = _BACKWARD.match(text, at, le)
        if (
            m is not None
            and not _SUPPOSED.search(text, max(0, m.start() - 40), m.start())
            and _differs(m.group("v"), answer)
            and _kept(text, m.start(), m.end(), stop)
        ):
            return True
    return _table(text, written.rfind("\n", 0, p) + 1, le, answer) is not None


_SPAN = 240  # (how far around a stem its clause is read, on a line without breaks)
_ALL_STEMS = sorted({w for ws in (_LATIN_STEMS, _OTHER_STEMS, _CORRECT, _CHOOSE, _OPTION) for w in ws})
_ASCII_STEMS = [w for w in _ALL_STEMS if w.isascii()]
_SHORT_LABELS = ("A:", "A :", "A：")


def _prefix_free(words: list[str]) -> list[str]:
    """``words`` without those that start with another one (where one starts, its prefix starts: the same places).
    One pass over them sorted: a word's shortest prefix among them comes before it and every word between the two
    starts with that prefix, so a word starts with another one exactly where it starts with the last word kept (the
    pairwise test this replaces read ~68,000 pairs at every import of the graders, ~60 ms of each process's start)."""
    prefixed: set[str] = set()
    kept: str | None = None
    for w in sorted(set(words)):
        if kept is not None and w.startswith(kept):
            prefixed.add(w)
        else:
            kept = w
    return [w for w in words if w not in prefixed]


_ASCII_FIRST = _prefix_free(_ASCII_STEMS)
_ALL_FIRST = _prefix_free(_ALL_STEMS)
_ASCII_TRIE = re.compile(trie_pattern(_ASCII_FIRST))
_ALL_TRIE = re.compile(trie_pattern(_ALL_FIRST))
# (from this length the stems are found by one pass of their trie, below by a find each: the pass costs less at
# every length, 2.5 to 3x less from 100 characters to 2 KB (human solutions, long_traces' replies; CPython 3.11),
# so every text is read by it; the finds stay for tests that compare the two)
_ONE_PASS_FROM = 0


def _stem_places(low: str) -> list[int]:
    """Every place of ``low`` (lower-cased, ASCII or not) where a stem starts, in order: by a ``str.find`` loop
    per stem in a text shorter than ``_ONE_PASS_FROM``, by one pass of the stems' trie in a longer one (~110 finds
    read a 100 KB reply in ~7 ms, the pass in ~3 ms; on 2 KB the pass costs less too, ~0.07 ms against ~0.12)."""
    words = _ASCII_FIRST if low.isascii() else _ALL_FIRST
    if len(low) < _ONE_PASS_FROM:
        places = set()
        for word in words:
            i = low.find(word)
            while i >= 0:
                places.add(i)
                i = low.find(word, i + 1)
        return sorted(places)
    pattern = _ASCII_TRIE if words is _ASCII_FIRST else _ALL_TRIE
    places = []
    m = pattern.search(low)
    while m is not None:
        places.append(m.start())
        m = pattern.search(low, m.start() + 1)
    return places


def _stem_lines(written: str, stop: int) -> list[tuple[int, int]]:
    """The lines (``(start, end)``, at most ``_SPAN`` either side of a stem) that hold a stem: found in the
    lower-cased text (:func:`_stem_places`)."""
    low = written.lower()
    if len(low) != len(written):
        places = [m.start() for m in _STEM.finditer(written)]  # (the lower-cased text would not line up)
    else:
        places = _stem_places(low)
        for word in _SHORT_LABELS:
            i = written.find(word)
            while i >= 0:
                places.append(i)
                i = written.find(word, i + 1)
    hits: list[tuple[int, int]] = []
    for p in sorted(set(places)):
        le = written.find("\n", p)
        hits.append((p, min(stop if le < 0 else le, p + _SPAN)))
    return hits


def rival_before(text: str, committed: str, stop: int, answer: str) -> bool:
    """Strict: whether ``committed`` (the committed view of ``text``, same length) states, before ``stop`` (the
    final answer's sentence), a competing answer whose value is proved different from ``answer`` (the final one)."""
    head = committed[:stop]
    written = text[:stop]
    for p, le in _stem_lines(written, stop):  # (the prefilter: only the clauses that hold a stem are read)
        if _window(head, written, p, le, stop, answer):
            return True
    if "\\" not in written and "####" not in written:
        return False
    return _frames(head, stop, answer) is not None


_EXPRESSION_TAIL = re.compile(r"(?:[ \t]*[-+*/×·][ \t]*\d+(?:\.\d+)?)+(?=[ \t]*(?:$|[.。!?,;)\n]))")


def whole_value(text: str, start: int, end: int) -> str:
    """The value that starts at ``text[start:end]`` (a number) with the arithmetic that follows it to the clause's
    end: "Final answer: 6+1" states 7 (compared by the grader's equivalence), not its first number 6."""
    m = _EXPRESSION_TAIL.match(text, end)
    return text[start : m.end()] if m is not None else text[start:end]


def rival_before_box(text: str, committed: str, sentence: int, start: int, end: int) -> bool:
    """Strict, math grader: a competing answer before the sentence of the box ``text[start:end]``."""
    return rival_before(text, committed, sentence, _inner(text[start:end]))


def rival_before_hashes(shown: str, answer: str) -> bool:
    """Strict, number grader: a competing answer before the final ``####`` line that states ``answer``."""
    last = shown.rstrip().rfind("####")
    if last < 0:
        return False
    line = shown.rfind("\n", 0, last) + 1
    at = shown.find(answer, last) if answer else -1
    if at >= 0 and committed_before(shown, shown, line, at, at + len(answer)):
        return True  # "I'm going with 8.\n#### 7": strict's one-answer rule, as before a box
    return rival_before(shown, shown, line, answer)
