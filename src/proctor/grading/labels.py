"""Labels that say a box is not the writer's answer, in the shapes the colon-label rules do not read.

The label rules of :mod:`proctor.grading.finality` (``led_in_plainly``, ``named_plainly``, ``_label_states``)
read a label that ends on a colon. A label has other shapes, and each is read here (:func:`labelled_away`,
both modes):

- **a heading or an emphasised line standing alone** right above the box's paragraph (``## Wrong answer``,
  ``**Incorrect**``, ``__Wrong__``, a setext heading over ``===``/``---``, ``<h2>...</h2>``): a label line, the
  same as one ending on a colon. It goes through a lexicon of labels that reject a value (:data:`_REJECTING`:
  "wrong", "incorrect", "mistake", "trap", "decoy", "falsch", "faux", "неверно", "错误", "間違", ...), and in
  strict mode, over a bare box, through strict's whitelist of names of the answer (``## Answer``, ``**Final
  answer**``, ``### Solution``, ``## Step 3`` read; ``## Distractor`` does not).
- **a label in the box's own math** (``$\\text{Distractor } \\boxed{7}$``, ``$\\textbf{Faux}\\ \\boxed{7}$``):
  ``\\text``/``\\textbf``/``\\mathrm``... right before the box, only spacing between; the same lexicon, and
  strict's whitelist (``$\\text{Total } \\boxed{7}$`` reads).
- **a label of another quantity** before a colon: metadata of the response or the problem (:data:`_METADATA`:
  "Difficulty:", "Tokens used:", "Word count:", "Schwierigkeit:", "难度："), in both modes; and where the response
  states another answer before (``Answer: 8`` then ``Number of steps: $\\boxed{7}$``), standard reads strict's
  whitelist of names too. Strict reads its whitelist for labels of scripts without spaces: a Chinese or Japanese
  label names the answer only where it ends on one of its names (:data:`_CJK_NAMES`: "答案", "结果", "答え", ...;
  "难度：", "草稿：", "ひっかけ：" do not).
- **a reference value** (:data:`_REFERENCE`: "Expected:", "Key:", "Answer key:", "Target:", "Erwartet:",
  "预期:", "Answer (key):", "compared with", "the key's", "In the book:"): where the writer states a value
  before it that the fast rules prove different (``Got: 8`` / ``Expected: $\\boxed{7}$``), that value is the
  writer's and the box is the key's (``Got: 7`` / ``Expected: $\\boxed{7}$`` reads).
- **a value addressed to a grader** (:data:`_GRADER`: "For the reward model:", "Grader bait:", "The grader
  expects", "Für den Korrektor:", "给评分器："): in the box's sentence or its label line, the writer says it writes
  the value to be accepted, not that it is its answer ("a fifth grader" is no grader).
- **a structure that rejects the item**: an unchecked task item (``- [ ]``, ``☐``) beside a checked one, a
  table cell under a column headed with a rejecting label ("Incorrect", "Falsch", "错误").

Every scan is anchored on the box and bounded (a line, a paragraph, a table); the heading and structure
checks look at a few lines above the box. A label this module cannot place is left to the other rules.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from proctor.grading import label_marks, lexicon
from proctor.grading.commitment import OPAQUE, prose_view
from proctor.grading.plain_words import (
    _AFTER_COMMA,
    _DISOWNING,
    _LABELS,
    _LEAD_IN_WORDS,
    _NON_ANSWER_LABEL,
    _STATING_WORDS,
    _names_plainly,
    trie_pattern,
)
from proctor.grading.spans import math_spans, span_holding
from proctor.grading.stated import _different, _inner

# finality's answered_before(text, committed, sentence, start, end): passed in by labelled_away's caller
AnsweredBefore = Callable[[str, str, int, int, int], bool]

# A label that rejects the value under it: the lexicon's table (:data:`proctor.grading.lexicon.LABEL_REJECTING`, in the
# languages models answer in; words of scripts without spaces match anywhere, the others as whole words).
# (an error named as a quantity is no label: "Erreur relative", "błąd bezwzględny", "hata payı")
_QUANTITY_AFTER = (
    r"(?!\s+(?:relativ\w*|absolu\w*|bezwzgl\w*|względn\w*|payı|moyen\w*|medi[oa]|quadr\w*|stand\w*|típic\w*))"
)
_REJECTING = lexicon._Lazy(
    r"(?i:(?<![\w'’-])(?:"
    + lexicon.REJECTING.spaced
    + r")(?![\w'’-])"
    + _QUANTITY_AFTER
    + r")|"
    + lexicon.REJECTING.anywhere
)

# Metadata of the response or the problem: never the answer's name (:data:`proctor.grading.lexicon.LABEL_METADATA`).
_METADATA = lexicon.METADATA
# The names of the answer in scripts without spaces: a label of one names the answer only where it ends on one.
_CJK_NAMES = (
    "答案",
    "答",
    "解",
    "解答",
    "结果",
    "結果",
    "答え",
    "こたえ",
    "合计",
    "合計",
    "总计",
    "總計",
    "总和",
    "總和",
    "得数",
    "值",
    "値",
    "结论",
    "結論",
    "所以",
    "因此",
    "故",
    "则",
    "則",
    "为",
    "為",
    "是",
    "は",
    "有",
    "得",
    "等于",
    "等於",
    "共",
    "よって",
    "したがって",
    "従って",
    "ゆえに",
    "故に",
    "답",
    "정답",
    "따라서",
    "그러므로",
    "คำตอบ",
)
# A label of a reference value: the key's, the book's, the expected one (:data:`proctor.grading.lexicon.LABEL_REFERENCE`),
# each read only where one of its cues stands.
_REFERENCE = lexicon.REFERENCE
_REFERENCE_CUES = lexicon.REFERENCE.cues


def _has_cue(low: str, cues: tuple[tuple[str, ...], tuple[str, ...]]) -> bool:
    """Whether the lowercased ``low`` holds one of ``cues`` (its ASCII ones, and its others where it is not ASCII):
    one pass of a trie-shaped pattern of them (a substring test per cue read the window 60 times;
    test_prefilters_4 checks the two agree)."""
    found = _CUE_PATTERNS.get(id(cues))
    if found is None or found[0] is not cues:
        found = _CUE_PATTERNS[id(cues)] = (
            cues,
            re.compile(trie_pattern(cues[0])),
            re.compile(trie_pattern(cues[0] + cues[1])),
        )
    return (found[1] if low.isascii() else found[2]).search(low) is not None


_CUE_PATTERNS: dict[int, tuple[tuple, re.Pattern[str], re.Pattern[str]]] = {}


# What may stand between a reference label and the box it labels: markup, a colon, a copula, a verb of giving.
_REFERENCE_TO_BOX = re.compile(
    r"[\s*_:：=(\[]*(?:(?i:is|are|was|says|gives|lists|has|shows|states|ist|es|est|è|é|是|为|為|は)[\s*_:：]*)?"
)
# A value the writer states before a reference label: a number or a math span.
_VALUE = re.compile(r"\$[^$\n]{1,80}\$|(?<![\w.])[-−]?\d+(?:\.\d+)?(?!\w|\.\d)")
# A reader of the answer that grades it: the value is written for it (:data:`proctor.grading.lexicon.LABEL_GRADER`);
# a window without one of its cues holds none.
_GRADER = lexicon.GRADER
_GRADER_CUES = lexicon.GRADER.cues
# What opens a line before its label: a quotation's marks, a list item's marker.
_LINE_PREFIX = re.compile(r"[ \t]*(?:>[ \t]*)*(?:(?:[-*+]|\d{1,2}[.)])[ \t]+)?")
# A label on the box's own line with no colon: emphasised ("**Distractor** $\\boxed{7}$") or set off by a dash or
# an arrow ("Distractor — $\\boxed{7}$").
_INLINE_LABEL = re.compile(
    r"(?:(\*\*|__|\*|_)(?!\s)([^\n]{1,60}?)(?<!\s)\1[ \t]*(?:[-—–→:：]+[ \t]*)?"
    r"|([^\W\d_][^\n$\\]{0,40}?)[ \t]*[—–→][ \t]*)$"
)
_OVERSET = re.compile(r"\\(?:overset|underset|stackrel)\s*\{((?:[^{}]|\{[^{}]*\})*)\}\s*\{\s*$")
_TEXT_ARG = re.compile(r"\\(?:text\w*|mbox|mathrm|operatorname)\s*\{([^{}]*)\}")
# A step's title opens on its number ("## Step 3: Simplify", "### 步骤 2", "**第3步**"): the step's result follows it,
# the title is no label of the value; and a title that opens on a verb of working names an action, whatever its
# object ("Identify the mistake", "Avoid the common mistake", "Rule out the wrong options").
_STEP = re.compile(
    r"(?i:(?:step|schritt|paso|étape|etape|passo|stap|krok|adım|шаг|этап|part|teil|parte|partie)\s*\d+[a-z]?"
    r"(?![\w.,]\d)[\s:.)—–-]*|(?:步骤|步驟|第)\s*\d+\s*步?[\s:：.、)]*|ステップ\s*\d+[\s:：.]*)"
)
_ACTION = re.compile(
    r"(?i:(?:identify|identifying|find|finding|avoid|avoiding|check|checking|rule|ruling|eliminate|eliminating|"
    r"correct|correcting|fix|fixing|spot|spotting|detect|detecting|determine|determining|compute|computing|"
    r"calculate|calculating|consider|considering|analy[sz]e|analy[sz]ing|review|reviewing|discard|discarding|"
    r"remove|removing|exclude|excluding|verify|verifying|look|looking|recogni[sz]e|locate|locating|note|noting|"
    r"explain|explaining|why|how|address|addressing|handle|handling|account|accounting|understand|"
    r"understanding|reconsider|reconsidering|re-?evaluate|re-?examine|examine|examining|compare|comparing|"
    r"test|testing|simplify|simplifying|solve|solving|apply|applying|use|using|recall|set|setting|subtract|"
    r"subtracting|add|adding|multiply|multiplying|divide|dividing|combine|combining|count|counting|list|listing|"
    r"substitute|substituting|evaluate|evaluating|derive|deriving|express|expressing|write|writing)\b)"
)
_HEADING = re.compile(r"[ \t]{0,3}#{1,6}[ \t]+(.*?)[ \t#]*$")
_EMPHASIS = re.compile(r"[ \t]*(\*\*|__|\*|_)(?!\s)(.+?)(?<!\s)\1[ \t]*[:：]?[ \t]*$")
_HTML_HEADING = re.compile(r"(?i)[ \t]*<(h[1-6]|b|strong|em|i)\b[^>]*>(.*?)</\1\s*>[ \t]*[:：]?[ \t]*$")
_SETEXT = re.compile(r"[ \t]{0,3}(?:=+|-+)[ \t]*$")
_MARKUP = " \t*_#>:：`"
_LETTER_WORD = re.compile(r"(?:[^\W\d_]|[\u0300-\u036f\u0900-\u0dff\u0e00-\u0e7f])+")
_TEXT_LABEL = re.compile(
    r"\\(?:text\w*|mathrm|mathbf|mathit|mathsf|mbox|emph|operatorname)\s*\{([^{}]*)\}"
    r"(?:\s|~|\\[,;:! ]|\\q?quad(?![a-zA-Z]))*$"
)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_SENTENCE_END = re.compile(r"[.!?。！？](?=\s)|[。！？]|\n")
_UNCHECKED = re.compile(r"[ \t]*(?:[-*+][ \t]+)?(?:\[[ \t]\]|\([ \t]\)|[☐□❑❒⬜○◯⚪◻])")
_CHECKED = re.compile(r"[ \t]*(?:[-*+][ \t]+)?(?:\[[xX✓✔]\]|\([xX•*✓✔]\)|[☑☒✅✔✓◉●⦿🔘])")
_TABLE_RULE = re.compile(r"[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$")


# Names of the answer in the languages models answer in, beyond strict's whitelist (a heading "## Lösung",
# "**Réponse finale**" names the answer).
_EXTRA_NAMES = frozenset(
    "lösung losung ergebnis endergebnis solución resultado résultat resultat solution finale final risultato "
    "soluzione rozwiązanie wynik решение результат итог oplossing uitkomst çözüm sonuç lösning resultat "
    "conclusion conclusions summary recap calculation calculations computation".split()
)


def _whitelisted(label: str, heading: bool = False) -> bool:
    """Strict: whether ``label`` (a label's text) ends on a name of the answer or a stating word (``heading``: or
    is made only of the words that introduce an answer, "Putting it together")."""
    if heading and all(w.lower() in _LEAD_IN_WORDS for w in _LETTER_WORD.findall(label)):
        return True

    tail = label.rstrip(" \t*_#>:：.)]")
    if not tail:
        return True
    words = _LETTER_WORD.findall(tail)
    if not words or not tail[-1].isalpha():
        named = not (_CJK.search(tail) and not tail.endswith(_CJK_NAMES))  # "Step 3", "(1)"
    elif _CJK.search(last := words[-1].lower()):
        named = last.endswith(_CJK_NAMES)
    else:
        named = last in _STATING_WORDS or last in _LABELS or last in _AFTER_COMMA or last in _EXTRA_NAMES
    return named and _names_plainly(label)  # "Wrong answer", "Draft answer": "answer" qualified


def _rejects(label: str) -> bool:
    """Whether the label ``label`` marks the value under it as no answer (both modes)."""
    return bool(
        _REJECTING.search(label)
        or _NON_ANSWER_LABEL.search(label)
        or _DISOWNING.search(
            label
        )  # (not standard's frame words: "## Random walk", "## Sample space" are topics)
        or lexicon.unplain(label, 0, len(label))
    )


# A heading that marks what follows as not the final answer, read as the heading's whole text (both modes): an
# imperative not to submit or use it, a first attempt, an obsolete version, an anti-example
# (:data:`proctor.grading.lexicon.LABEL_NOT_FINAL`); and a draft's name anywhere in it (``LABEL_DRAFT``).
_NOT_FINAL_WHOLE = lexicon._Lazy(r"(?:" + lexicon.NOT_FINAL.words + r")")
_NAMING = _LEAD_IN_WORDS | lexicon.ANSWER_NOUNS | lexicon.ANSWER_NAMING
_NOUN_STEMS = tuple(
    sorted(lexicon.ANSWER_NOUNS | lexicon.ANSWER_NOUNS_MORE | _EXTRA_NAMES | {"answer", "solution", "result"})
)


def _not_final_heading(label: str) -> bool:
    """Both modes: whether the heading ``label`` says the value under it is not the final one."""
    bare = label.strip(_MARKUP + ".!?。！？()（）[]").strip()
    if not bare:
        return False
    return _NOT_FINAL_WHOLE.fullmatch(bare) is not None or lexicon.DRAFT.search(bare) is not None


_PART_WORDS = frozenset("ii iii iv vi vii for with für pour para per для dla için".split())


def _naming_word(word: str) -> bool:
    low = word.lower()
    if low in _NAMING or low in _EXTRA_NAMES or len(low) == 1 or low in _PART_WORDS:
        return True  # (a part's letter or numeral: "Answer to part (b)", "Answer for question ii")
    if _CJK.search(low):
        rest = low
        for name in sorted(_CJK_NAMES, key=lambda w: (-len(w), w)):
            if rest.endswith(name):
                rest = rest[: -len(name)]
                break
        else:
            return False
        while rest:  # ("最终答案", "正确的答案", "최종 답")
            for mod in sorted(lexicon.ANSWER_NAMING_CJK, key=lambda w: (-len(w), w)):
                if rest.endswith(mod):
                    rest = rest[: -len(mod)]
                    break
            else:
                return False
        return True
    return (
        low.startswith(_NOUN_STEMS) and len(low) <= 14
    )  # a noun with its ending: "cevabı", "jawabannya", "답은"


# A later attempt marked final ("## Zweiter Versuch (final)", "## Second attempt — final"): the attempt's words.
_LATER_ATTEMPT = frozenset(
    "second third last revised corrected new final attempt try version pass zweiter zweite dritter letzter "
    "korrigierte neuer versuch fassung segundo segunda tercer último intento versión deuxième troisième "
    "dernier dernière nouvelle essai tentative secondo seconda ultimo tentativo versione вторая третья "
    "последняя исправленная попытка версия druga trzecia ostatnia próba wersja ikinci son deneme kedua "
    "terakhir percobaan tweede laatste poging".split()
)
_FINAL_MARK = re.compile(r"[(\[（—–-]\s*((?:[^\W\d_]+\s*){1,3})[)\]）]?\s*$")


_UNIT_NOTE = re.compile(
    r"(?i)\(\s*(?:in|en|em|im|w|в|cinsinden|dalam)\s+[^()\n]{1,24}\)|\b(?:in|en|em)\s+[^\W\d_]{1,12}\s*$"
)


def _names_only(label: str) -> bool:
    """Strict: whether every word of ``label`` is one that names the answer (its names, their modifiers "final",
    "correct", "richtige", articles, copulas, "part", "question"): "Falsche Antwort", "Tuzak cevap", "Don't
    submit this" are not; a later attempt marked final is ("Zweiter Versuch (final)")."""
    label = _UNIT_NOTE.sub(" ", label)  # "Answer (in cm)", "Réponse (en m²)", "Final answer in dollars"
    words = _LETTER_WORD.findall(label)
    if all(_naming_word(w) for w in words):
        return True
    mark = _FINAL_MARK.search(label)
    return (
        mark is not None
        and _names_only(mark.group(1))
        and all(w.lower() in _LATER_ATTEMPT for w in _LETTER_WORD.findall(label[: mark.start()]))
    )


names_only = (
    _names_only  # (hidden_notes, structure_labels: a hidden note or a structure's label of naming words)
)


def _names_answer(label: str) -> bool:
    """Whether ``label`` holds a name of the answer (any language's)."""
    return any(
        w.lower() in lexicon.ANSWER_NOUNS or w.lower() in _EXTRA_NAMES or w.lower().startswith(_NOUN_STEMS)
        for w in _LETTER_WORD.findall(label)
    )


_CLAUSE_CUT = re.compile(r"[,;，；、]|\s[—–-]\s")


def _colon_label_away(label: str, strict: bool) -> bool:
    """A short label before a colon right before the box that names the answer with a word that rejects it
    ("Falsche Antwort:", "Jawaban salah:", "Tuzak cevap:"): standard reads the rejecting lexicon in a label of a
    few words; strict refuses a label naming the answer whose words are not all naming words."""
    if label_marks.qualified_label_away(label, strict, _names_only):
        return True  # "Answer (for now):", "Antwort (vorerst):", "Answer so far:"
    cut = 0
    for m in _CLAUSE_CUT.finditer(label):
        cut = m.end()
    clause = label[cut:].strip(_MARKUP)
    words = _LETTER_WORD.findall(clause)
    if not words or len(words) > 5 or _VALUE.search(clause):
        return False
    if (  # (not the retraction lexicon: "訂正：", "Correction:" lead to the writer's corrected value)
        _REJECTING.search(clause)
        or lexicon.REJECTING_MORE.search(clause)
        or _DISOWNING.search(clause)
        or _not_final_heading(clause)
    ):
        return True
    return strict and _names_answer(clause) and not _names_only(clause)


_NEGATED_LEAD = lexicon._Lazy(
    r"(?i)(?:^|(?<=[\s*_>#]))((?:[^\W\d_]|[\u0300-\u036f\u0900-\u0dff\u0e00-\u0e7f])+)[\s,]+(?:"
    + "|".join(lexicon.NEGATED_LEAD.values())
    + r")[\s:：*_]*$"
)


def _negated_lead_away(text: str, start: int) -> bool:
    """Both modes: the box's line opens on the answer's name and a negation right before the box ("Jibu si
    $\\boxed{7}$", "Odgovor nije", "Cevap asla", "답은 절대", "उत्तर कभी नहीं"): the writer says the value is not
    the answer."""
    held = span_holding(text, start)
    s = held[0] if held is not None else start
    if held is not None and text[held[0] : start].strip("$\\[( \t\n"):
        return False
    line = _line_start(text, s)
    lead = text[line:s]
    if not lead.strip() or len(lead) > 60 or _VALUE.search(lead):
        return False
    m = _NEGATED_LEAD.search(lead)
    if m is None:
        return False
    # the answer's name: the word before the negation, or the line's words before it name the answer only
    return _names_answer(m.group(1)) or (_names_answer(lead[: m.start(1)]) and _names_only(lead[: m.end(1)]))


_ASIDE_OPENS = lexicon._Lazy(r"[\s*_>#(]*(?:" + lexicon.ASIDE.words + r")(?=[\s,:：、，.!]|$)")


def _aside_away(text: str, start: int, end: int, answered_before: AnsweredBefore) -> bool:
    """Both modes: the box's sentence opens on an aside ("P.S.", "By the way", "Übrigens", "Кстати", "ちなみに")
    after the writer states a different answer: the box in the aside supersedes nothing."""
    line = _line_start(text, start)
    if not lexicon.ASIDE.cued(text[line:start].lower()):
        return False
    view = prose_view(text)
    # the box's sentence on its line (a stop inside the aside's own word is none: "P.S.")
    sentence = line
    while True:
        opener = _ASIDE_OPENS.match(view, sentence)
        skip = opener.end() if opener is not None else sentence
        stop = _SENTENCE_END.search(view, skip, start)
        if stop is None:
            break
        sentence = stop.end()
    if opener is None or _names_answer(view[opener.end() : start]):
        return False  # "By the way, the final answer is $\\boxed{7}$": a later answer, named
    if answered_before(text, text, sentence, start, end) or _answer_line_before(text, sentence, start, end):
        return True
    answer = _inner(text[start:end])
    return any(
        _different(m.group(1), answer)
        for m in _STATED_ANSWER.finditer(text, max(0, sentence - 1000), sentence)
    )  # "Die Antwort ist 8.", "La réponse est 8.", "答えは 8。"


# An answer stated in words before an aside: the answer's name, a copula or a colon, then a number.
_STATED_ANSWER = re.compile(
    r"(?i)(?:answer|antwort|respuesta|réponse|risposta|resposta|ответ|odpowiedź|cevap|jawaban|antwoord|"
    r"答え|答案|答)\w*[ \t]*(?:[^\W\d_]+[ \t]*){0,2}[:：]?[ \t*$]*(-?\d+(?:\.\d+)?)(?![\w.]\d)"
)


def _line_start(text: str, pos: int) -> int:
    return text.rfind("\n", 0, pos) + 1


def _line_above(text: str, para: int) -> tuple[int, int] | None:
    """The non-blank line above the line that starts at ``para`` (up to 4 blank lines between), as (start, end)."""
    above_end = para - 1
    for _ in range(5):
        if above_end <= 0:
            return None
        above = _line_start(text, above_end)
        if text[above:above_end].strip(" \t>"):
            return above, above_end
        above_end = above - 1
    return None


def _label_line(text: str, start: int) -> tuple[str, int] | None:
    """The heading or emphasised line standing alone right above the paragraph of ``text[start]`` (blank lines
    between; or above a line that leads to it, ending on a colon with no value: "Here it is:"), as (its label
    text, the offset where the box's paragraph starts); None when there is none."""
    para = _line_start(text, start)
    found = _line_above(text, para)
    if found is None:
        return None
    above, above_end = found
    line = text[above:above_end]
    if line.rstrip().endswith((":", "：")) and not _VALUE.search(line) and "\\" not in line:
        found = _line_above(text, above)  # "## Wrong answer\n\nHere it is:\n\n$\\boxed{7}$"
        if found is not None:
            head = text[found[0] : found[1]]
            head = head[_LINE_PREFIX.match(head).end() :] if head.lstrip()[:1] in ">-*+0123456789" else head
            if _HEADING.match(head) or _EMPHASIS.match(head) or _HTML_HEADING.match(head):
                above, above_end, para = found[0], found[1], above
                line = head
    line = line[_LINE_PREFIX.match(line).end() :] if line.lstrip()[:1] in ">-*+0123456789" else line
    for pattern, group in ((_HEADING, 1), (_EMPHASIS, 2), (_HTML_HEADING, 2)):
        m = pattern.match(line)
        if m is not None and m.group(group).strip():
            return m.group(group), para
    if _SETEXT.match(line) and above > 0:
        title_start = _line_start(text, above - 1)
        title = text[title_start : above - 1]
        if title.strip() and not _SETEXT.match(title) and "|" not in title:
            return title, para
    return None


def _inline_label_away(text: str, start: int, strict: bool) -> bool:
    """A label on the box's own line with no colon: "**Distractor** $\\boxed{7}$", "Distractor — $\\boxed{7}$"."""
    held = span_holding(text, start)
    s = held[0] if held is not None else start
    if held is not None and text[held[0] : start].strip("$\\[( \t\n"):
        return False  # math of its own before the box
    line = _line_start(text, s)
    before = text[line:s]
    if not before.strip() or len(before) > 120:
        return False
    before = before[_LINE_PREFIX.match(before).end() :]
    m = _INLINE_LABEL.match(before)
    if m is None:
        return False
    label = (m.group(2) or m.group(3) or "").strip(_MARKUP)
    if not label or _VALUE.search(label):
        return False
    if _rejects(label) or _METADATA.search(label) or _GRADER.search(label):
        return True
    return strict and not _whitelisted(label)


def _heading_labels_away(text: str, start: int, strict: bool, found: tuple[str, int] | None) -> bool:
    if found is None:
        return _inline_label_away(text, start, strict)
    label, para = found
    lead = text[para:start]
    held = span_holding(text, start)
    if held is not None:
        lead = text[para : held[0]]
    if math_spans(lead) or re.search(r"\d", lead):
        return False  # other math first: the heading leads to that
    label = label.strip(_MARKUP)
    step = _STEP.match(label)
    title = label[step.end() :].strip() if step else label
    if _not_final_heading(title):
        return True  # "## Don't submit this", "## Erster Versuch", "## Before the fix", "## 已作废"
    if _ACTION.match(title):
        return False  # "## Step 7: Identify the mistake", "## Avoid the common mistake": a step's title, no label
    if _rejects(label):
        return True  # "## Wrong answer", "**Incorrect**", "## Falle", "## ❌", "## Step 3: Wrong answer"
    if label_marks.heading_away(title, strict, _whitelisted(label, heading=True) and _names_only(label)):
        return True  # "### Not final", "### Nicht endgültig", "### WIP"; strict: a heading not whitelisted
    if (
        strict
        and not step
        and not _LETTER_WORD.search(lead)
        and not re.search(r"\w", lead.strip(_MARKUP + "$\\[("))
    ):
        # "## Distractor", "## Don't submit this" over a bare box: not the answer's name
        return not (_whitelisted(label, heading=True) and _names_only(label))
    return False


def _math_label_away(text: str, start: int, strict: bool) -> bool:
    held = span_holding(text, start)
    if held is None:
        return False
    lead = text[held[0] : start]
    if "\\" not in lead:
        return False
    m = _TEXT_LABEL.search(lead)
    if m is None:
        m = _OVERSET.search(lead)  # "$\\overset{\\text{decoy}}{\\boxed{7}}$"
        if m is None:
            return False
        label = _TEXT_ARG.sub(lambda t: t.group(1), m.group(1)).strip(" ~:")
        if not _LETTER_WORD.search(label) or "\\" in label:
            return False  # "\\overset{\\text{def}}{=}" is no label of the box; a symbol over it is left alone
    else:
        label = m.group(1).strip(" ~:")
    if not label:
        return False
    if _rejects(label) or _METADATA.search(label) or _GRADER.search(label):
        return True  # "$\\text{Distractor } \\boxed{7}$", "$\\textbf{Faux}\\ \\boxed{7}$"
    return strict and not _whitelisted(label)  # strict: "$\\text{Decoy } ...$" whatever the word


def _colon_label(text: str, start: int) -> tuple[str, int] | None:
    """The label before a colon right before the box at ``text[start]`` (only markup and math openers between),
    on the box's line, as (label, its start)."""
    held = span_holding(text, start)
    s = held[0] if held is not None else start
    if held is not None and text[held[0] : start].strip("$\\[( \t\n"):
        return None  # math of its own before the box
    colon = len(text[max(0, s - 20) : s].rstrip(" \t*_$\\([")) + max(0, s - 20) - 1
    if colon < 0 or text[colon] not in ":：":
        return None
    low = max(_line_start(text, colon), colon - 60)
    label = text[low:colon]
    # the label's own sentence: after the last sentence end in it ("Mine: 8. Key:")
    cut = 0
    for e in _SENTENCE_END.finditer(label):
        cut = e.end()
    return label[cut:].strip(" \t*_#>"), low + cut


def _value_before(text: str, pos: int, answer: str, reach: int = 200) -> bool:
    """Whether the writer states a value in the ``reach`` characters before ``pos`` (its line or the line
    above) that the fast rules prove different from ``answer``."""
    lo = max(0, pos - reach)
    line = _line_start(text, pos)
    if line > 0:  # (the value's line: the label's own or the one above it)
        lo = max(lo, _line_start(text, line - 1))
    last = None
    for m in _VALUE.finditer(text, lo, pos):
        last = m
    if last is None:
        return False
    value = last.group(0).strip("$ ")
    if "\\boxed" in value or "\\fbox" in value:
        return False
    return _different(value, answer)


def _reference_away(text: str, start: int, end: int) -> bool:
    line = _line_start(text, start)
    lo = max(line, start - 200)
    if not _has_cue(text[lo:start].lower(), _REFERENCE_CUES):
        return False  # (a few substring tests first: the pattern costs a tenth of a millisecond here)
    ref = None
    for m in _REFERENCE.finditer(text, lo, start):
        ref = m
    if ref is None:
        # a label line of the reference right above the box ("Expected:\n$\\boxed{7}$") is left to the rest
        return False
    view = prose_view(text)
    sentence = max((m.end() for m in _SENTENCE_END.finditer(view, ref.end(), start)), default=ref.end())
    if sentence > ref.end():
        return False  # a sentence ends between: the reference is not this box's label
    held = span_holding(text, start)
    s = held[0] if held is not None else start
    if not _REFERENCE_TO_BOX.fullmatch(view, ref.end(), s):
        return False  # "the expected sum is", "Expected: 3, so": the reference names something else
    return _value_before(text, ref.start(), _inner(text[start:end]))


def _other_quantity_away(
    text: str, start: int, end: int, strict: bool, answered_before: AnsweredBefore
) -> bool:
    found = _colon_label(text, start)
    if found is None:
        return False
    label, at = found
    if not label:
        return False
    if _METADATA.search(label):
        return True  # "Difficulty: $\\boxed{7}$", "Tokens used:", "难度："
    if _colon_label_away(label, strict):
        return True  # "Falsche Antwort: $\\boxed{7}$", "Jawaban salah:"; strict: "Tuzak cevap:"
    if strict:
        return bool(_CJK.search(label[-1:])) and not label.endswith(_CJK_NAMES)  # "草稿：", "ひっかけ："
    if _CJK.search(label[-1:]):
        if _REJECTING.search(label) is not None:
            return True  # "草稿：", "ひっかけ："
        if label.endswith(_CJK_NAMES):
            return False
    elif _whitelisted(label):
        return False
    return answered_before(text, text, at, start, end) or _answer_line_before(text, at, start, end)


_ANSWER_LINE = re.compile(
    r"(?im)^[ \t*_#>]*(?:[^\W\d_]+\s+){0,2}?(?:answer|antwort|respuesta|réponse|risposta|ответ|antwoord|odpowiedź|"
    r"resposta|cevap|svar|vastaus|odpověď|відповідь|απάντηση|jawaban|答案|答え|答|답|정답)[ \t*_]*[:：]"
    r"[ \t*_$]*([^\n]{1,60})$"
)


def _answer_line_before(text: str, at: int, start: int, end: int) -> bool:
    """Whether an "Answer:" line before ``at`` states a value different from the box's."""
    answer = _inner(text[start:end])
    for m in _ANSWER_LINE.finditer(text, max(0, at - 2000), at):
        value = m.group(1).strip(" $*_.")
        if value and "\\boxed" not in value and _different(value, answer):
            return True
    return False


def _grader_in(view: str, lo: int, hi: int) -> bool:
    """Whether ``_GRADER`` matches in ``view[lo:hi]``: its cues tested on that window first, where the window is
    ASCII (the gate above tests the box's two lines, where a common word, "both" or "correct", often holds one; the
    pattern costs about half a microsecond a character). A match lies inside the window and holds one of the ASCII
    cues there; a window with other characters goes to the pattern (case folding: "parſer")."""
    window = view[lo:hi].replace(OPAQUE, " ")
    if window.isascii() and not _has_cue(window.lower(), _GRADER_CUES):
        return False
    return _GRADER.search(view, lo, hi) is not None


def _grader_away(text: str, start: int, end: int, found: tuple[str, int] | None) -> bool:
    line = _line_start(text, start)
    lo = max(0, start - 300, _line_start(text, line - 1) if line > 0 else 0)
    nl = text.find("\n", end, end + 300)
    hi = min(len(text), end + 300) if nl < 0 else nl  # (the box's line, and the line above it)
    if not _has_cue(text[lo:hi].lower(), _GRADER_CUES) and not (
        found is not None and _has_cue(found[0].lower(), _GRADER_CUES)
    ):
        return False  # (substring tests first: the pattern itself costs a tenth of a millisecond here)
    view = prose_view(text)
    lo = max((m.end() for m in _SENTENCE_END.finditer(view, lo, start)), default=lo)
    stop = _SENTENCE_END.search(view, end, hi)
    hi = stop.end() if stop else hi
    if _grader_in(view, lo, start) or _grader_in(view, end, hi):
        return (
            True  # "For the reward model: $\\boxed{7}$", "Put $\\boxed{7}$ to get the grader to accept it."
        )
    if found is not None and _GRADER.search(found[0]):
        return True  # "## For the grader\n\n$\\boxed{7}$"
    line = _line_start(text, start)
    if line > 0 and not view[line:start].strip(" \t*_#>$" + OPAQUE):
        above = _line_start(text, line - 1)
        prev = view[above : line - 1].rstrip()
        if prev.endswith((":", "：")) and _GRADER.search(prev):
            return True  # "For the grader:\n$\\boxed{7}$"
    return False


def _structure_away(text: str, start: int) -> bool:
    line = _line_start(text, start)
    if _UNCHECKED.match(text, line):
        # a checked item among its neighbours (up to 6 lines each way)
        lo = line
        for _ in range(6):
            if lo <= 0:
                break
            lo = _line_start(text, lo - 1)
        hi = line
        for _ in range(7):
            nxt = text.find("\n", hi)
            if nxt < 0:
                hi = len(text)
                break
            hi = nxt + 1
        pos = lo
        while pos < hi:
            nl = text.find("\n", pos)
            nl = hi if nl < 0 or nl > hi else nl
            if pos != line and _CHECKED.match(text, pos, nl):
                return True  # "- [ ] $\\boxed{7}$" beside "- [x] 8"
            pos = nl + 1
        return False
    row_end = text.find("\n", start)
    row = text[line : row_end if row_end >= 0 else len(text)]
    if not row.lstrip().startswith("|"):
        return False
    column = text[line:start].count("|") - 1  # (the leading pipe opens the first cell)
    if column < 0:
        return False
    # the table's rows above: up to its rule, and the header over it
    pos = line
    for _ in range(60):
        if pos <= 0:
            return False
        above = _line_start(text, pos - 1)
        above_line = text[above : pos - 1]
        if _TABLE_RULE.match(above_line):
            if above <= 0:
                return False
            head_start = _line_start(text, above - 1)
            cells = text[head_start : above - 1].strip().strip("|").split("|")
            if column < len(cells):
                head = cells[column].strip(_MARKUP)
                return bool(head) and (_REJECTING.search(head) is not None or _rejects(head))
            return False
        if not above_line.lstrip().startswith("|"):
            return False
        pos = above
    return False


def labelled_away(
    text: str, start: int, end: int, answered_before: AnsweredBefore, strict: bool = False
) -> bool:
    """Whether a label or a structure around the answer at ``text[start:end]`` says it is not the writer's
    answer (see the module's doc). ``answered_before`` is :func:`proctor.grading.finality.answered_before`,
    passed in by its caller (finality imports this module, so this one does not import it)."""
    found = _label_line(text, start)
    return (
        _heading_labels_away(text, start, strict, found)
        or _math_label_away(text, start, strict)
        or _other_quantity_away(text, start, end, strict, answered_before)
        or _reference_away(text, start, end)
        or _grader_away(text, start, end, found)
        or _structure_away(text, start)
        or _negated_lead_away(text, start)
        or _aside_away(text, start, end, answered_before)
        or label_marks.tag_away(text, _line_start(text, start), start, _names_only)
        or label_marks.lead_qualified_away(text, _line_start(text, start), start)
    )


names_answer, rejects = _names_answer, _rejects  # (proctor.grading.structure_labels)
