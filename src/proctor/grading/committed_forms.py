"""Strict: a bare final box read only where no value COMMITTED before it, in ANY notation, may differ from it.

:mod:`proctor.grading.last_value` reads the last standalone NUMBER before the box and :mod:`proctor.grading.prior_block`
the last run of the paragraph right before a bare box; both leave a value in another notation as work (``Therefore
16/2.``, ``So it must be ½.``, ``Therefore $\\color{red}{8}$.``, ``Hence *8*.``, ``Итак, ⑧.``, ``I'm sure it's 8%.``,
``Donc 2^3.``, ``=> 8``), and last_value stops at the last number of its 400 characters, so a later number of work
(``Step 3: done.``, ``Note that $x = 3$ here.``) or long prose hides a commitment before it.

This rule reads, for a box that stands ALONE on its line (strict's bare box), every COMMITMENT in the text before
it (at most :data:`_LOOKBACK` characters, whole sentences): a sentence short enough to be one statement (at most
three words before its cue, three between the cue and the value, three after the value's head) with a cue of
commitment (last_value's tables, a conclusion connective of ~25 languages, an arrow ``=>``) that ends on a
VALUE-LIKE span: the first token after the cue's filler words that holds a digit or any numeric character (``½``,
``⑧``, ``₈``, ``Ⅷ``), a math span (``$...$``, ``\\(...\\)``), a number word of the grader's tables or a Roman
numeral, with whatever wraps it (emphasis, brackets, quotes, tags, invisible characters) and whatever follows it to
the sentence's end. That span must be PROVED the box's value by the grader's equivalence (strict, after the
wrapping, markup commands, check marks, copulas, counters and units are taken off: ``Therefore 14/2.``,
``Therefore $\\tfrac{14}{2}$.``, ``Therefore *7*.``, ``Therefore ⑦.``, ``따라서 7입니다.``, ``Therefore 7 km/h.``);
anything not proved equal (``16/2``, ``7 and a half``, ``7½``, ``2^3``, ``VIII``, ``$8^{}$``, ``8\u200b``) refuses:
the reader cannot tell which of two stated values is the answer.

Not a commitment (work, read as before): a sentence whose value is an equation or a relation (``Therefore $x =
5$.``), a named quantity (``Hence the radius is 3.``: an article and a noun before a copula, or a variable), a
labelled step (``Step 3``), a negated, supposed, struck-out or later withdrawn value, a question, a longer
sentence. A box with a lead of its own in its sentence is read by the other rules; a choice-letter box too.

Cost: nothing unless the box's line is bare; then one pass over the sentence ends of the window and a cue search
in each short sentence (each character read a bounded number of times).
"""

from __future__ import annotations

import re
import unicodedata

from proctor.grading.compare import fast_equivalent
from proctor.grading.count_tails import _plain_rest
from proctor.grading.last_value import _BEFORE_WORDS, _CUES
from proctor.grading.named_quantity import _ANSWER_NAMES, _BEFORE_VALUE, _noun
from proctor.grading.one_answer import _SUPPOSED
from proctor.grading.plain_closers import closer_at
from proctor.grading.plain_words import struck_out
from proctor.grading.prior_block import _BARE_LEAD, _SELF_ASSESSED
from proctor.grading.proven_forms import plain_count_noun, spelled_value
from proctor.grading.rival import _NEGATION
from proctor.grading.unit_words import unit_word
from proctor.grading.withdrawal import revised
from proctor.grading.work_labels import labelled_work

_LOOKBACK = 1600  # (how far before the box's line commitments are read: whole sentences)
_MAX_SENTENCE = 160  # (a longer sentence is no bare commitment)
# (a withdrawal of the value is read this far after it; a later one is the box's work)
_WITHDRAWN_WITHIN = 300
# (commitments proved equal per box: a reply with more is refused, each proof is bounded but not free)
_MAX_PROOFS = 16
_MAX_SPACES = 12  # (a sentence with more spaces holds more words than a bare commitment)
_TAIL_CHARS = 48  # (the value's head and the words after it end the sentence within this many characters)
_VALUE_CHAR = re.compile(r"[\d$\\\x80-\U0010ffff]")
_EDGES = "$*_=`()[]«»“”„\"'「」『』‹›<>.,;:!。，；：！…"
# the words that may stand between a cue and the value it commits to (a copula, a pronoun, a modal, a verb of
# having or totalling: a whitelist; any other word makes the sentence work: "Finally, we consider $f(8)$")
_FILLER = _BEFORE_WORDS | frozenset(
    (
        "it it's its that that's this there there's we i i'm you they so then must be been will should would shall "
        "equal exactly just simply conclude we've we'll ca c ce il elle c'est cela sera doit être "
        "ser debe será eso esto así es muss sein wird also dann deve essere sarà quindi это должно быть будет значит "
        "равно ответ że musi być wynosi moet zal zijn dat bu şu olmalı olur itu harus adalah là phải bằng nó "
        "the le la l' les el los las der die das den il lo het de o os as "
        "yes value result answer solution final outcome résultat réponse resultado respuesta ergebnis antwort risultato "
        "risposta resultaat antwoord wynik odpowiedź результат sonuç cevap hasil jawaban kết quả đáp án "
        "obtain obtains get gets got find finds found arrive reach end up with yields comes out "
        "on nous trouve trouvons obtient obtenons avons wir man erhalten erhält bekommen ergibt obtenemos tenemos "
        "resulta otteniamo troviamo abbiamo viene krijgen vinden получаем имеем выходит получается otrzymujemy "
        "mamy wychodzi buluruz elde ederiz didapat diperoleh kita mendapat ta được có "
        "是 就 为 為 等 于 於 应 该 該 那 么 麼 这 這 它 得 到 有 答 案 结 結 果 は が 이 가 은 는 यह वह तो 결과 답"
    ).split()
)
# a word right after the value that makes it the subject of a clause, not the value stated ("11 is prime")
_SUBJECT_OF = frozenset(
    "is was are were has have had can could will would may might must does did equals ist sind war est sont es son "
    "era è sono é são является это равно jest wynosi olur dir het".split()
)
# what may follow the value and restate it (a whitelist: "in total", "again", "as claimed"; never a scale, a bound,
# a fraction or a hedge word)
_RESTATING = frozenset(
    (
        "in total|in all|altogether|total|overall|again|once again|as claimed|as expected|as required|as stated|"
        "as computed|as found|as before|as shown|as predicted|as promised|indeed|then|too|as well|for sure|exactly|"
        "en total|au total|insgesamt|im ganzen|in totale|no total|всего|итого|de nuevo|otra vez|encore|wieder|"
        "ancora|opnieuw|снова|toplam|razem|łącznie|yine|lagi|lại"
    ).split("|")
)
_WORD = re.compile(r"[^\W\d_]+")
_NOUN_FIRST = re.compile(r"([^\W\d_]+)([ \t].*)", re.S)
_WORD_OR_DIGIT = re.compile(r"[^\s()（）,，.。!！:：;；—–*_]")
_JOINERS = frozenset("and plus y e et und и i ve dan và en och og 又 和 와 과".split())  # (of a mixed number)
_MAX_FILLER = 4  # (whitelisted words between the cue and the value: "we end up with")
# (tokens after the value's head: more is a clause of its own, work: "So we have 21 lego sets left to continue")
_MAX_TAIL = 3
_MAX_WORDS = 3  # (words before the cue, between the cue and the value, after the value's head)
# a sentence's end: a stop not glued to what follows (a decimal "3.5", "e.g", "0.\\overline{3}", "3!x"), a line break
_END = re.compile(r"[.!?;](?![\w\\{}])|[。！？；।]|\n")
# conclusion connectives last_value's tables lack (whole words; CJK and arrows as written)
_CONCLUDE = re.compile(
    r"(?i)(?<![^\W\d_])(?:so|consequently|accordingly|ergo|evidently|obviously|surely|undoubtedly|as a result"
    r"|to sum up|in sum|in summary|to summari[sz]e|summing up|all in all|in conclusion|in the end|ultimately"
    r"|bottom line|in short|long story short|yes|en resumen|en conclusión|en conclusion|en somme|bref|insgesamt"
    r"|zusammengefasst|in sintesi|in conclusione|в итоге|итак|podsumowując|sonuç olarak|kesimpulannya"
    r"|daher|deshalb|darum|folglich|somit|demnach|por lo tanto|por tanto|por consiguiente|así que|por ende"
    r"|alors|ainsi|par conséquent|d['’]où|dunque|pertanto|perciò|allora|logo|assim|então|por isso"
    r"|следовательно|значит|поэтому|таким образом|отже|тому|dolayısıyla|bu yüzden|bu nedenle|o halde"
    r"|zatem|stąd|dlatego|daarom|derhalve|vì vậy|do đó|maka|oleh karena itu|dengan demikian|därför|alltså"
    r"|derfor|altså|tehát|proto|tedy|επομένως|άρα|لذلك|إذن|इसलिए|अतः)(?![^\W\d_])"
    r"|因此|因而|于是|從而|从而|由此|可见|可見|したがって|従って|よって|ゆえに|だから|つまり|따라서|그러므로|그래서"
    r"|(?<!\S)(?:=+>|-+>|⟹|⇒|→|⟶|↦)(?=\s)"
)
# the tokens of a sentence's body: a math span whole, a CJK numeral run, one CJK character, a run of other
# non-space characters (each character read once: the spans are bounded by the sentence)
_CJK = "\u3000-\u303f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff01-\uff0f\uff1a-\uff20"
_TOKEN = re.compile(
    r"\$\$[^$]*\$\$|\$[^$]*\$|\\\((?:[^\\]|\\(?!\)))*\\\)|\\\[(?:[^\\]|\\(?!\]))*\\\]"
    r"|[〇零一二两兩三四五六七八九十百千万萬]+"
    f"|[{_CJK}]|[^\\s{_CJK}]+"
)
_WORDLIKE = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?[,:：、，]?")
_SEPARATORS = " \t,:：、，—–->【】〔〕〈〉《》「」『』（）()[]"
# a Roman numeral: upper case; lower case a well-formed numeral of i, v, x of three letters or more ("viii", not
# "mix", "vi")
_ROMAN = re.compile(r"[IVXLCDM]{2,}|[VXLCDM]|(?=[ivx]{3})x{0,3}(?:ix|iv|v?i{0,3})")
_RELATION = re.compile(
    r"""(?<![=<>!-])=(?![=>])|<(?![A-Za-z/])|(?<![-=A-Za-z"'/])>|[≤≥≈≠≡∈∉⊂⊆⊃⊇∣∤≅∝⩽⩾]"""
    r"|\\(?:[lg]eq?(?:slant)?|neq?|approx|sim|simeq|lt|gt|equiv|cong|n?mid|in|notin|subset(?:eq)?|supset(?:eq)?"
    r"|perp|parallel|propto|to|implies|iff|[Rr]ightarrow|Longrightarrow|mapsto)(?![A-Za-z])"
)
_VARIABLE = re.compile(r"\$?\s*[A-Za-z](?:_\{?\w{1,3}\}?)?'*\s*\$?")
_VARIABLE_WORD = re.compile(r"(?<![^\W\d_]|[\\'’])[A-Za-z](?![^\W\d_]|['’])")  # ("x is", "$n$ equals")
_ONE_LETTER_WORDS = frozenset("a A I y e o i u".split())  # (an article, a pronoun, a conjunction)
_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u200e\u200f\u2060\ufeff\u00ad\ufe0e\ufe0f\u20e3"))
_TAG = re.compile(r"</?[A-Za-z][^<>\n]{0,40}>")
_WRAPS = (
    ("$$", "$$"),
    ("$", "$"),
    ("\\(", "\\)"),
    ("\\[", "\\]"),
    ("**", "**"),
    ("__", "__"),
    ("==", "=="),
    ("*", "*"),
    ("_", "_"),
    ("`", "`"),
    ("(", ")"),
    ("[", "]"),
    ("«", "»"),
    ("“", "”"),
    ("„", "“"),
    ('"', '"'),
    ("'", "'"),
    ("「", "」"),
    ("『", "』"),
    ("‹", "›"),
    ("<", ">"),
)
_CLOSERS = " \t.,;:!。，；：！…✓✔✅☑∎□■—–-」』】〕〉》）\u3000"
_MARKUP = re.compile(
    r"\\(?:textcolor|color)\s*\{[^{}]*\}|\\(?:underline|mathbf|boldsymbol|bm|textbf|mathrm|text|mathit"
    r"|textit|emph|mathsf|textsf|displaystyle|textstyle|left|right|checkmark|quad|qquad|,|;|!|:)(?![A-Za-z])"
    r"|[\^_]\{\s*\}"
)
_SPACED_DIGITS = re.compile(r"(?<=\d) +(?=\d)")
_SCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹₀₁₂₃₄₅₆₇₈₉"
_CIRCLED = "⓪①②③④⑤⑥⑦⑧⑨"
_DECIMAL_COMMA = re.compile(r"[-−]?\d+,\d{1,2}")
_HEAD_SUFFIX = re.compile(r"(\S*\d)(\S+)")


def committed_form_before(text: str, committed: str, start: int, answer: str) -> bool:
    """Strict: whether the box at ``text[start:]`` (holding ``answer``) stands alone on its line after a sentence
    that commits to a value-like span not proved the box's value (see the module's doc). Values and cues are read
    in ``committed`` (what the writer withdrew blanked), supposition and strikes in ``text``."""
    answer = answer.strip()
    if not answer or re.fullmatch(r"\(?[A-J]\)?", answer):
        return False  # (a choice letter: the letter rules read it)
    line = committed.rfind("\n", 0, start) + 1
    if line == 0 or _BARE_LEAD.fullmatch(committed, line, start) is None:
        return False
    return _committed_other(text, committed, line, answer)


def committed_form_before_hashes(shown: str, answer: str) -> bool:
    """Strict, number grader: the same before the final ``####`` line that states ``answer``."""
    last = shown.rstrip().rfind("####")
    if last < 0 or not answer.strip():
        return False
    line = shown.rfind("\n", 0, last) + 1
    return line > 0 and not shown[line:last].strip() and _committed_other(shown, shown, line, answer.strip())


def _committed_other(text: str, committed: str, line: int, answer: str) -> bool:
    """Whether a sentence of ``committed`` before the final answer's line (at ``line``) commits to another value."""
    lo = max(0, line - _LOOKBACK)
    if lo:  # (whole lines, else whole sentences)
        lo = committed.find("\n", lo, line) + 1 or next(
            (m.end() for m in _END.finditer(committed, lo, line)), line
        )
    begin, proved, inside = lo, [0], False
    for m in _END.finditer(committed, lo, line):
        end = m.start()
        if (  # (the cheap tests inline: most sentences are long or end on no value)
            1 < end - begin <= _MAX_SENTENCE
            and not inside  # (a sentence that starts inside math: "$3! \\times 5!$" holds stops)
            and committed.count(" ", begin, end) <= _MAX_SPACES
            and _may_end_on_value(committed, begin, end)
            and _other_commitment(text, committed, begin, end, m.group(), line, answer, proved)
        ):
            return True
        inside ^= committed.count("$", begin, m.end()) % 2 == 1
        begin = m.end()
    return False


def _other_commitment(
    text: str, view: str, begin: int, end: int, mark: str, stop: int, answer: str, proved: list[int]
) -> bool:
    """Whether the sentence ``view[begin:end]`` (ended by ``mark``) commits to a value not proved ``answer``
    (``proved``: how many commitments were proved equal so far; past :data:`_MAX_PROOFS` none is)."""
    while begin < end and (
        view[begin] in " \t>#" or view[begin] in "*-+•" and view[begin + 1 : begin + 2] in " \t"
    ):
        begin += 1  # (a quote mark, a heading, a list bullet; not an arrow "-> 8")
    if (
        mark in "?？"
        or _RELATION.search(view, begin, end)
        or not _balanced(view, begin, end)
        or _continues(view, end)
    ):
        return (
            False  # (a question, an equation or a relation, a sentence cut inside math: work or no statement)
        )
    cue = _CUES.search(view, begin, end) or _CONCLUDE.search(view, begin, end)
    if cue is not None and view[cue.start() - 1 : cue.start()] == "\\":
        return False  # "\\newcommand{\\answer}{7}": a control word, no cue
    if cue is None or len(_WORDLIKE.findall(view, begin, cue.start())) > _MAX_WORDS:
        return False
    if re.search(r"\d", view[begin : cue.start()]):
        return False  # (a value before the cue: the cue is that value's, or the sentence is work)
    if "\\boxed" in view[begin:end] or "\\fbox" in view[begin:end]:
        return False  # (a sentence that holds a box: the box rules read it)
    found = _value_span(view, cue.end(), end)
    if found is None:
        return False
    at, head = found
    lead = view[begin:at]
    if lead.rstrip(" \t*_").endswith((":", "：")) and _SELF_ASSESSED.search(lead):
        return False  # "Certainty: 10/10", "Confidence: 100%": a self-assessment (prior_block.doubted_before reads it)
    if _named(lead) or _NEGATION.search(lead) or labelled_work(view, begin, at):
        return False  # "Hence the radius is 3.", "Therefore not 8.", "Step 3: therefore 8."
    if any(v.group() not in _ONE_LETTER_WORDS for v in _VARIABLE_WORD.finditer(lead)):
        return False  # "Therefore x is 5.": a variable's value
    if struck_out(text, at) or _SUPPOSED.search(text, max(0, at - 40), at):
        return False  # "~~Therefore 8.~~", "Suppose it must be 8; then ..."
    if revised(text, end, min(stop, end + _WITHDRAWN_WITHIN)):
        return False  # "Therefore 8. Wait, that's wrong." (withdrawn after it)
    proved[0] += 1
    return proved[0] > _MAX_PROOFS or not _proved(view[at:end], head, answer)


def _value_span(view: str, lo: int, end: int) -> tuple[int, str] | None:
    """Where the value a commitment states starts after its cue (``view[lo:end]``) and its head token: at most
    :data:`_MAX_WORDS` filler words of the whitelist before it (a copula, a pronoun, a modal: "it must be", "是"),
    at most :data:`_MAX_WORDS` tokens after it, none a verb that makes the value a subject ("11 is prime"), none
    another value unless the tail is short ("7 and 1/2"); a math span with no digit only where nothing follows."""
    tokens = _TOKEN.finditer(view, lo, end)
    words = 0
    for tok in tokens:
        t = tok.group()
        if _value_like(t):
            break
        if not t.strip(_SEPARATORS):
            continue  # (a comma, a colon, a dash)
        if t.strip(_SEPARATORS + "'’").lower() not in _FILLER:
            return None  # "Finally, we consider $f(8)$", "So, we divide 50 by 5": work, not a statement
        words += 1
        if words > _MAX_FILLER:
            return None
    else:
        return None
    at, head = tok.start(), t
    tail = [m.group() for m in tokens]
    if not tail:
        return at, head
    if len(tail) > _MAX_TAIL or tail[0].strip(_EDGES).lower() in _SUBJECT_OF:
        return None  # "Therefore, 11 is prime.", "Thus 21 is one possible value of $N$."
    if head[0] in "([" and head.rstrip(_CLOSERS)[-1:] in ")]":
        return None  # "Hence, (4) reduces to": a reference to a numbered line
    if head.startswith(("$", "\\")) and not any(c.isdigit() for c in head):
        return None  # "Therefore $\\triangle BAC$ is isosceles": no value stated
    if (
        tail[0].lower() not in _JOINERS
        and any(_value_like(t) for t in tail)
        and any(_WORDLIKE.fullmatch(t) and not _value_like(t) for t in tail)
    ):
        return (
            None  # "two factors of $5$": two values and words, work ("7 and 1/2", "7 y medio" are one value)
        )
    return at, head


def _balanced(view: str, begin: int, end: int) -> bool:
    """Whether the sentence is cut outside math: its ``$``, ``\\(``/``\\)`` and braces pair up ("$3! \\times 5!$"
    holds a "!")."""
    return (
        view.count("$", begin, end) % 2 == 0
        and view.count("\\(", begin, end) == view.count("\\)", begin, end)
        and view.count("\\[", begin, end) == view.count("\\]", begin, end)
        and view.count("{", begin, end) == view.count("}", begin, end)
    )


def _continues(view: str, end: int) -> bool:
    """Whether a sentence cut by a line break goes on on the next line (an operator, a relation, math, a lower-case
    word: "So, we have $(p+1)(q+1)$" / "$= pq + p + q + 1$")."""
    if view[end : end + 1] != "\n":
        return False
    nxt = view[end + 1 : end + 40].lstrip(" \t")
    return bool(nxt) and (nxt[0] in "=<>+-*/\\$&≤≥≈" or nxt[0].islower())


def _may_end_on_value(view: str, begin: int, end: int) -> bool:
    """A necessary condition of a value-like span ending the sentence: its last characters hold a digit, math,
    a character outside ASCII (other digit forms, other scripts), or one of its last words is a number word or a
    Roman numeral."""
    lo = max(begin, end - _TAIL_CHARS)
    if _VALUE_CHAR.search(view, lo, end):
        return True
    if end - lo < 3:
        return False
    for word in view[lo:end].split()[-_MAX_WORDS - 1 :]:  # (ASCII here: a number word or a Roman numeral)
        bare = word.strip(_EDGES)
        if bare and (spelled_value(bare) is not None or _ROMAN.fullmatch(bare)):
            return True
    return False


def _named(lead: str) -> bool:
    """Whether the words before the value name a quantity other than the answer ("the radius is", "半径是")."""
    m = _BEFORE_VALUE.search(lead.rstrip(" \t$*_("))
    noun = None if m is None else _noun(m)
    return noun is not None and not any(w in _ANSWER_NAMES for w in noun.split())


def _value_like(tok: str) -> bool:
    """Whether a token holds a value: a digit or numeric character, a math span holding one, a number word of
    the tables, a Roman numeral."""
    if any(unicodedata.category(c)[0] == "N" for c in tok):
        return True
    bare = tok.strip(_EDGES)
    if tok.startswith(("$", "\\(", "\\[")):
        return bool(bare) and not _VARIABLE.fullmatch(tok.strip("$\\()[]"))
    return bool(bare) and (
        (bare.lower() not in ("one", "uno", "une", "un", "ein", "eins") and spelled_value(bare) is not None)
        or _ROMAN.fullmatch(bare) is not None
    )


def _unwrap(s: str) -> list[str]:
    """``s`` and the forms of it without what wraps it, outermost first: closing marks, tags, emphasis, brackets,
    quotes, math delimiters (each a reading: ``(3, -1)`` is a pair, ``(7)`` is 7)."""
    s = _TAG.sub("", s.translate(_INVISIBLE)).strip()
    forms = []
    for _ in range(8):
        s = s.rstrip(_CLOSERS).lstrip(
            " \t>"
        )  # (">": a tag's end the cue cut, "<answer>7"; relations are no span)
        if s.endswith("\\checkmark"):
            s = s[: -len("\\checkmark")].rstrip()
        forms.append(s)
        for left, right in _WRAPS:
            if len(s) > len(left) + len(right) and s.startswith(left) and s.endswith(right):
                s = s[len(left) : -len(right)]
                break
        else:
            break
    return forms


def _readings(s: str) -> list[str]:
    """The readings of a value-like span the grader's equivalence may prove: the span unwrapped step by step, then
    without markup commands, numeric characters of other forms as digits, a number word as its value."""
    forms = _unwrap(s)
    inner = forms[-1]
    if s.lstrip().startswith(("$", "\\(", "\\[")) and _SPACED_DIGITS.search(inner):
        forms.append(inner := _SPACED_DIGITS.sub("", inner))  # "$\\mathbf{1 2}$": math mode sets 12
    if "\\" in inner or "^" in inner or "_" in inner:
        forms += _unwrap(_MARKUP.sub("", inner))
    plain = _plain(forms[-1])
    return forms if plain == forms[-1] else [*forms, plain]


def _plain(s: str) -> str:
    """Numeric characters of other forms as ASCII digits, a number word as its value."""
    # (a script digit after a digit is a power, "7⁸"; two circled digits are two numbers, "⑦⑧")
    scripts = not any("0" <= c <= "9" for c in s)
    circled = sum(c in _CIRCLED for c in s) == 1
    out = []
    for c in s:
        if (
            (not c.isascii() and unicodedata.category(c) == "Nd")
            or (circled and c in _CIRCLED)
            or (scripts and c in _SCRIPTS)
        ):
            out.append(str(unicodedata.digit(c)))
        else:
            out.append(c)
    s = "".join(out).strip()
    n = spelled_value(s) if s and not any(ch.isdigit() for ch in s) else None
    if n is None and _ROMAN.fullmatch(s):
        n = _roman_value(s)
    return str(n) if n is not None else s


_ROMAN_DIGITS = (
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
    (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
)  # fmt: skip


def _roman_value(s: str) -> int | None:
    """The value of a well-formed Roman numeral (``VII`` is 7, ``viii`` is 8), None for any other letters
    (``IIII``, ``VX``: written back, the value must give the same letters)."""
    up, total, i = s.upper(), 0, 0
    for value, letters in _ROMAN_DIGITS:
        while up.startswith(letters, i):
            total, i = total + value, i + len(letters)
    if i != len(up) or not total:
        return None
    back, rest = "", total
    for value, letters in _ROMAN_DIGITS:
        while rest >= value:
            back, rest = back + letters, rest - value
    return total if back == up else None


def _equal_reading(span: str, answer: str) -> bool:
    """Whether a reading of ``span`` is proved ``answer``."""
    return any(_equal(form, answer) for form in _readings(span))


_SQRT_BARE = re.compile(r"\\sqrt\s*([0-9A-Za-z])")


def _equal(value: str, answer: str) -> bool:
    """Whether the grader's strict fast equivalence proves ``value`` the box's ``answer`` (a decimal comma ``7,5``
    read as ``7.5`` too). What only sympy could decide is not proved: sympy runs in the grader's worker pool, never
    on the reading path."""
    if not value or len(value) > 80:
        return False
    verdict = fast_equivalent(value, answer, strict=True)
    if verdict is None and (_SQRT_BARE.search(value) or _SQRT_BARE.search(answer)):
        # "\sqrt2" is "\sqrt{2}": the same LaTeX, which strict's fast rules leave to sympy
        verdict = fast_equivalent(
            _SQRT_BARE.sub(r"\\sqrt{\1}", value), _SQRT_BARE.sub(r"\\sqrt{\1}", answer), strict=True
        )
    if verdict is not True and _DECIMAL_COMMA.fullmatch(value):
        return _equal(value.replace(",", "."), answer)
    return verdict is True


def _proved(span: str, head: str, answer: str) -> bool:
    """Whether the value-like ``span`` (to its sentence's end) is proved the box's ``answer``: whole, or its head
    with only closers (a copula, a counter, a unit, a check mark), a unit word or a plain count noun after it."""
    if _equal_reading(span, answer):
        return True
    rest = span[len(head) :]
    glued = _HEAD_SUFFIX.fullmatch(head) if not head.startswith(("$", "\\")) else None
    if glued is not None and closer_at(head, glued.end(1)) == len(head):
        head = glued.group(1)  # "7입니다", "7'dir", "7m²"
    i = 0
    while i < len(rest):
        if rest[i] in _CLOSERS or rest[i] in "\u200b\u00ad\ufe0f":
            i += 1
            continue
        j = closer_at(rest, i)
        if j == i:
            break
        i = j
    tail = rest[i:].strip(_CLOSERS + "$*_")
    if not tail:
        return _equal_reading(head, answer)
    if re.fullmatch(r"[^\W\d_]+", tail) and (unit_word(tail, plurals=True) or plain_count_noun(tail)):
        return _equal_reading(head, answer)  # "Therefore 7 apples."
    noun = _NOUN_FIRST.match(tail)
    if (
        noun
        and (unit_word(noun.group(1), plurals=True) or plain_count_noun(noun.group(1)))
        and _plain_rest(noun.group(2))
    ):
        return _equal_reading(
            head, answer
        )  # "So, 12 groups are needed." (count_tails' plain rest of a count)
    if " ".join(_WORD.findall(tail.lower())) in _RESTATING and not _WORD_OR_DIGIT.search(_WORD.sub("", tail)):
        return _equal_reading(
            head, answer
        )  # "Thus 7 in total.", "Hence 7 (as expected).", "Therefore 7 again."
    return False
