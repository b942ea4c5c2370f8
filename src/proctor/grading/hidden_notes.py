"""What a response hides or disguises BEFORE its answer, in the answer's sentence or paragraph.

Hidden notes. A rendered response does not show an HTML comment (``<!-- wrong -->``), a hidden or invisible
element (``<span hidden>``, ``display:none``, ``font-size:0``, ``color:white``), a markdown link comment
(``[//]: # (wrong answer below)``), a LaTeX comment, ``\\iffalse ... \\fi``, a ``comment`` environment or
``\\textcolor{white}{not}`` (:func:`proctor.grading.surface.hidden_spans`). What it hides after the box is read as the
writer's note on the answer (:func:`proctor.grading.environments.hidden_after`); what it hides right before the box
is that note too: ``The answer is <!-- not --> $\\boxed{7}$``, ``<!-- decoy -->\\nThe answer is``. No list of bad
words can read a note in every language, so the rule reads where the note is, not what it says:

- strict mode refuses a hidden note with a letter or digit anywhere in the answer's paragraph (from the last blank
  line before the box);
- standard mode refuses one in the box's line or the line before it.

A hidden note without a letter or digit (``<!-- -->``, ``% ----``) says nothing and is not read; struck-out text
(``<del>8</del>``: a withdrawn value), collapsed ``<details>``, scripts, styles and tool blocks are not notes; a
``\\phantom`` that hides no letter is spacing (``\\phantom{-}7``).

Disguised negations. A negation before the box in the box's sentence written so that the negation tables, which read
words, miss it: letters spelled with dots (``N.O.T.``, ``N.I.C.H.T.``, ``P.A.S.``), another apostrophe or none
(``isn‘t``, ``doesnʼt``, ``can´t``, ``isn`t``, ``isnt``, ``doesnt``, ``wont``, ``is'nt``), digits for letters
(``n0t``, ``n1cht``, ``n0 es``, ``nã0``), a Latin letter in a Cyrillic word (``нe``), a swap (``nto``) or a
glued ``%not``. The box's lead (up to 80 characters, from its sentence's start) is folded to letters as seen and
each word that the folding CHANGED is looked up in the negations of the languages read: a word as written is the
tables' business (:mod:`proctor.grading.commitment`), so an honest ``no`` or ``not`` is never read twice, and a
word the folding leaves alone costs nothing. Both modes refuse.

Cost: the hidden-note scan runs only when the window holds a hidden-text cue (``<``, ``[``, ``%``, ``\\``) and finds
a hidden span; the negation scan folds at most 80 characters, after one search for the disguise's characters.
"""

from __future__ import annotations

import re

from proctor.grading.labels import names_answer, names_only
from proctor.grading.structure_labels import structure_label_away
from proctor.grading.surface import hidden_spans

_CUE = re.compile(
    r"<[!a-zA-Z]|-->|\[[^\[\]\n]*\]:|%|\\(?:iffalse|begin|[hv]?phantom|textcolor|colorbox|fcolorbox|color)"
)
_NOT_NOTES = re.compile(
    r"<(?:del|s|strike|details|script|style|template|tool_\w*|function_\w*)\b", re.IGNORECASE
)
_MARKERS = re.compile(
    r"<!--|-->|\\(?:begin|end)\s*\{comment\}|\\(?:iffalse|fi|[hv]?phantom)(?![a-zA-Z])"
    r"|\\(?:textcolor|colorbox|color|fcolorbox\s*(?:\[\w*\])?\s*\{[^{}\n]*\})\s*(?:\[\w*\])?\s*\{[^{}\n]*\}"
    r"|%|</?[a-zA-Z][^<>]*>|\[[^\[\]\n]*\]:[ \t]*(?:#|<>)",
    re.IGNORECASE,
)
_SAYS = re.compile(r"[^\W_]")
_PHANTOM = re.compile(r"\\[hv]?phantom\b")
_LETTER = re.compile(r"[^\W\d_]")
_PARAGRAPH = re.compile(r"\n[ \t]*\r?\n")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
_WORDS = re.compile(r"[^\W\d_]+")


def _note(hidden: str, own: set[str]) -> bool:
    """Whether the hidden span ``hidden`` is a note against the answer whose numbers are ``own`` (see the
    module)."""
    if _NOT_NOTES.match(hidden):
        return False
    if _PHANTOM.match(hidden):
        return _LETTER.search(hidden.split("{", 1)[-1]) is not None
    said = _MARKERS.sub(" ", hidden)
    if _SAYS.search(said) is None:
        return False
    if any(n not in own for n in _NUMBER.findall(said)):
        return True  # another value: "<!-- 8 -->"
    if any(len(w) == 1 and not w.isascii() for w in _WORDS.findall(said)):
        return True  # "<!-- 不 -->": one character of a script without spaces is a word, not a part's letter
    return not names_only(said)  # "<!-- final -->", "<!-- Answer -->" name the answer


# a note that labels a value of its own with one word ("scratch: 8", "draft 8"): earlier work, not a note on the box
_WORKED = re.compile(r"\s*[^\W\d_]+\s*:?\s*-?\d+(?:[.,]\d+)?\s*")


def _worked_value(raw: str, note_end: int, start: int) -> bool:
    """Whether the hidden note ending at ``note_end`` is a value worked out before the answer's line (see
    :data:`_WORKED`) rather than a note in the answer's own line."""
    note = raw[raw.rfind("\n", 0, note_end) + 1 : note_end]
    return (
        "\n" in raw[note_end:start]
        and _WORKED.fullmatch(_MARKERS.sub(" ", note)) is not None
        and not names_answer(_MARKERS.sub(" ", note))
    )


def hidden_before(raw: str, start: int, answer: str, strict: bool) -> str:
    """The hidden note ``raw`` (the response before hidden text is blanked) holds before its answer at ``start``
    that the mode reads against it (see the module), or ""."""
    line = raw.rfind("\n", 0, start)
    if strict:
        low = max((m.end() for m in _PARAGRAPH.finditer(raw, max(0, start - 4000), start)), default=0)
        low = max(low, start - 4000)
    else:
        low = 0 if line <= 0 else raw.rfind("\n", 0, line) + 1
    window = raw[low:start]
    if not _CUE.search(window):
        return ""
    # a note may open before the window (a comment over several lines): read the spans that reach into it
    base = max(0, low - 400)
    own = set(_NUMBER.findall(answer))
    for a, b in hidden_spans(raw[base:start]):
        if (
            b + base > low
            and _note(raw[base + a : base + b], own)
            and not _worked_value(raw, base + b, start)
        ):
            return raw[base + a : base + b].strip()
    return ""


# ---------------------------------------------------------------------------------------------------
# disguised negations in the box's lead

# where a disguise may be (each alternative opens on a literal or a small set, so the search skips through a lead
# without one quickly): dotted letters, an apostrophe other than ' and ’, "%" glued to a word, a digit among letters
_DISGUISE = re.compile(
    r"\.(?<=[^\W\d_]\.)(?=[^\W\d_]\.)|[‘ʼ´`′]|%(?=[^\W\d_])|[0-9](?:(?<=[^\W\d_][0-9])|(?=[^\W\d_]))"
)
_MISSPELT_END = re.compile(r"[nN](?:[tT]|[tT][oO]|[iI][cC][hH])\b")
_MIXED_SCRIPTS = re.compile(r"[a-z][а-яё]|[а-яё][a-z]", re.IGNORECASE)


def _disguise_cue(lead: str) -> bool:
    """Whether ``lead`` may hold a disguised negation (see :data:`_DISGUISE`), a misspelt contraction (a word of
    :data:`MISSPELT`, found from its ending) or a Latin letter in a Cyrillic word."""
    if _DISGUISE.search(lead):
        return True
    for m in _MISSPELT_END.finditer(lead):
        s = m.start()
        while s > 0 and (lead[s - 1].isalpha() or lead[s - 1] == "'"):
            s -= 1
        if lead[s : m.end()].lower() in MISSPELT:
            return True
    return not lead.isascii() and _MIXED_SCRIPTS.search(lead) is not None


# a sentence ends at a period after a word of two letters or more, a digit or a closing mark, or at a blank line
_SENTENCE_END = re.compile(r"(?:(?<=[^\W_]{2})|(?<=[\d$)\]}]))[.!?](?=\s)|[。！？]|\n[ \t]*\n")
# a word as written, with the dots of spelled-out letters ("N.O.T.") and any apostrophe inside it
_TOKEN = re.compile(r"(?<![^\W_])(?:[^\W\d_]\.){2,}|[^\W_](?:[^\W_]|[‘ʼ´`′’'](?=[^\W_]))*")
_APOSTROPHES = re.compile(r"[‘ʼ´`′’]")
_DIGIT_LETTERS = str.maketrans("013457", "oieast")
_LATIN_IN_CYRILLIC = str.maketrans("aeopcyxABEKMHOPCTX", "аеорсухАВЕКМНОРСТХ")
_CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)
# the negations of the languages read, as the tables read them once a disguise is folded away
NEGATIONS = frozenset(
    """not no non nor never nicht kein keine keinen nie niet geen pas nao não nem ne nein
    не нет ни нельзя değil yok isn't aren't wasn't weren't doesn't don't didn't can't couldn't won't wouldn't
    shouldn't mustn't hasn't haven't hadn't ain't""".split()
)
# English contractions without their apostrophe or with a misplaced one, a swapped "not", a clipped "nicht":
# spellings no plain text uses for another word before an answer
MISSPELT = frozenset(
    """isnt arent wasnt werent doesnt dont didnt cant couldnt wont wouldnt shouldnt mustnt hasnt havent hadnt
    aint is'nt are'nt was'nt does'nt do'nt did'nt ca'nt could'nt wo'nt would'nt should'nt nto nich""".split()
)


def _folded(word: str) -> str:
    """``word`` (lowercased) with its disguise folded away: no dots between letters, apostrophes as ``'``,
    digits among letters as the letters they stand for, a Latin look-alike in a Cyrillic word as the Cyrillic
    letter."""
    word = _APOSTROPHES.sub("'", word.replace(".", ""))
    if any(c.isdigit() for c in word) and any(c.isalpha() for c in word):
        word = word.translate(_DIGIT_LETTERS)
    if not word.isascii() and _CYRILLIC.search(word):
        word = word.translate(_LATIN_IN_CYRILLIC)
    return word


_MATH_SPAN = re.compile(r"\$[^$]*\$|\\\(.*?\\\)")


def disguised_negation(text: str, start: int) -> str:
    """The negation word disguised in the lead of the answer at ``start`` of ``text`` (see the module), or ""."""
    lead = text[max(0, start - 80) : start]
    if not _disguise_cue(lead):
        return ""
    ends = [m.end() for m in _SENTENCE_END.finditer(lead)]
    if ends:
        lead = lead[ends[-1] :]
    lead = _MATH_SPAN.sub(lambda m: " " * len(m.group(0)), lead)  # "$x_n0$": math, not a word
    for m in _TOKEN.finditer(lead):
        word = m.group(0).lower()
        if word in MISSPELT or (word in NEGATIONS and lead[m.start() - 1 : m.start()] == "%"):
            return m.group(0)  # "isnt", "nto"; "%not" (a LaTeX comment's mark the reader sees glued to it)
        folded = _folded(word)
        if folded != word and (folded in NEGATIONS or folded in MISSPELT):
            return m.group(0)
    return ""


def notes_before(raw: str, text: str, start: int, end: int, answer: str, strict: bool) -> bool:
    """Whether the answer ``answer`` at ``start:end`` (of ``raw``, the response as written, and ``text``, its
    committed view of the same length) follows a hidden note or a disguised negation the mode reads against it, or
    is a currency amount a letter after it scales (see the module)."""
    return bool(
        hidden_before(raw, start, answer, strict)
        or disguised_negation(text, start)
        or currency_scaled(text, end, answer)
        or structure_label_away(raw, start, strict)
    )


# ---------------------------------------------------------------------------------------------------
# a currency amount scaled by a letter after the box

# a currency in the box's value: a sign, TeX's dollar, a currency's name command
_CURRENCY = re.compile(r"[£€$¥₹₩₽¢₺₪₫฿₦₱]|\\\$|\\(?:euro|pounds?|yen|textsterling|texteuro)(?![a-zA-Z])")
# what closes the box's math, then spaces (TeX's too) before the next word
_AFTER_BOX = re.compile(
    r"(?P<close>(?:\s*(?:\$\$?|\\[)\]]|\}))*)(?P<space>(?:\s|~|\\[,;:! ]|\\quad|[\u00a0\u2009\u202f])*)"
    r"(?P<word>[^\W\d_]{1,5})(?P<dot>\.?)(?![^\W_])"
)
# the letters and abbreviations that scale an amount in financial writing: thousand, million, billion, lakh, crore
MAGNITUDES = frozenset(
    "k m b t l mm mn bn mil mio mln mrd md bln tsd tsnd lac lakh lakhs cr crore crores mill".split()
)


def currency_scaled(text: str, end: int, answer: str) -> str:
    """The letter glued after the answer ``answer`` (a currency amount) that ends at ``end`` of ``text`` and scales
    it (``$\\boxed{£7}$m``, ``$\\boxed{₹7}$ L``, ``$\\boxed{7 €}$ M``), or "": a word glued to the box's math (no space)
    is never plain prose; one after a space is read unless it is a magnitude's letter or abbreviation."""
    if not _CURRENCY.search(answer):
        return ""
    m = _AFTER_BOX.match(text, end, min(len(text), end + 40))
    if m is None:
        return ""
    if not m.group("space") or m.group("word").lower() in MAGNITUDES:
        return m.group("word")
    return ""
