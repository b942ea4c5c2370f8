"""Leads of an answer's sentence that affirm it, read past where a rule would read their words as a frame.

:func:`affirming_label` reads a label that opens the answer's sentence and is, in full, one of the lexicon's
affirmations (``LEAD_AFFIRMING``: ``No lie:``, ``Not lying:``, ``No joke:``, ``Kein Witz:``, ``Sin bromas:``,
``Без шуток:``): the judging-label rule reads ``lie`` in ``No lie:`` as it reads ``Lie:``. The whole label must be
the affirmation (a whitelist of one form): ``Here's a lie:``, ``No lie, just a myth:``, ``A lie:``, ``Lie, no
joke:`` are not one, and the judging-label rule refuses them as before. Nor is an affirmation the rest of whose
sentence speaks of lies or jokes again (``No lie: I am lying, the answer is``): it is read as written.
"""

from __future__ import annotations

import re

from proctor.grading import lexicon

_AFFIRMING_LABEL = re.compile(
    r"(?i)[ \t*_#>]*(?:" + lexicon.LEAD_AFFIRMING + r")[ \t*_]*[:：,，!！—–-][ \t*_]*"
)

# the words of lies and jokes again after it (any form: "lying", "joking", "Scherz", "mentira", "шучу")
_AGAIN = re.compile(
    r"(?i)\b(?:lie|lies|lied|liar|liars|lying|jok\w*|kid(?:ding|d)?|fib\w*|witz\w*|scherz\w*|lüg\w*|l[uü]ge\w*|"
    r"brom\w*|ment(?:ir|irai|ira|e|s)\b|mensonge\w*|mient\w*|blag\w*|rigol\w*|brincadeir\w*|шут\w*|шуч\w*|лж\w*|"
    r"вр(?:у|ёт|ешь|ал|ать)\b|żart\w*|kłam\w*|şaka\w*|yalan\w*|bercand\w*|bohong\w*|đùa|nói dối|ironi\w*|sarcas\w*|"
    r"satir\w*)"
)


def affirming_label(view: str, sentence: int, start: int | None = None) -> int:
    """Where an affirming label that opens the sentence at ``view[sentence]`` ends (its colon, comma or
    exclamation mark and the spaces after it), or ``sentence`` when it opens on none or when the rest of the
    sentence up to ``start`` (the answer; the sentence's end when not given) speaks of lies or jokes again."""
    m = _AFFIRMING_LABEL.match(view, sentence)
    if m is None:
        return sentence
    stop = start if start is not None else len(view)
    return sentence if _AGAIN.search(view, m.end(), stop) else m.end()


# Strict: a remark on how the problem went, set off before the answer's clause, after an optional interjection
# ("Ha, that was easier than it looked: the answer is", "Phew, that was tricky. ...", "Oh, this turned out simple:"):
# a whitelist of one shape (that/this/it, was/is/turned out to be, an adjective of ease or difficulty, an optional
# "than it looked"), in English, German, Spanish and French; "Ha, genius move", "Ha, as if", "Ha, that was a
# joke" are not one
_INTERJECTION = frozenset(
    "ha hah aha ah oh ooh phew whew wow okay ok well alright nice great hm hmm uff puh vaya bueno bon eh".split()
)
_EASE = (
    r"(?:easier|simpler|quicker|faster|shorter|harder|trickier|longer|easy|simple|quick|straightforward|tricky|"
    r"hard|neat|fun)"
)
_REMARK = re.compile(
    r"(?i)\s*(?:"
    r"(?:that|this|it)(?:['’]s|\s+(?:was|is|turned\s+out(?:\s+to\s+be)?|ended\s+up))\s+"
    r"(?:(?:much|a\s+lot|way|quite|pretty|rather|surprisingly|actually|really|a\s+bit)\s+)?"
    + _EASE
    + r"(?:\s+than\s+(?:it\s+looked|it\s+seemed|expected|i\s+expected|i\s+thought|it\s+first\s+(?:looked|seemed)))?"
    r"|das\s+war\s+(?:ja\s+|doch\s+)?(?:viel\s+|ganz\s+)?(?:leichter|einfacher|schwerer|kniffliger|leicht|einfach|"
    r"knifflig)(?:\s+als\s+(?:gedacht|erwartet))?"
    r"|(?:eso\s+)?(?:fue|era|result[óo])\s+(?:mucho\s+)?(?:más\s+)?(?:fácil|sencillo|difícil)"
    r"(?:\s+de\s+lo\s+que\s+parec[íi]a)?"
    r"|c['’](?:était|est)\s+(?:bien\s+)?(?:plus\s+)?(?:facile|simple|difficile)(?:\s+que\s+prévu)?"
    r")[\s!.]*"
)


def remark_aside(parts: list[str]) -> bool:
    """Whether the asides ``parts`` set off before the answer's clause are an optional interjection and one remark
    on how the problem went (see ``_REMARK``)."""
    if parts and parts[0].strip(" \t*_!").lower() in _INTERJECTION:
        parts = parts[1:]
    return len(parts) == 1 and _REMARK.fullmatch(parts[0]) is not None


# Strict: a verb of having or obtaining in the first person plural, which states a result as English's "we have",
# "we get" do ("así que juntos tenemos $\\boxed{7}$", "also erhalten wir", "donc nous obtenons"): the last word
# before the box, as ``finality.stated_by_lead`` reads it
RESULT_VERBS = frozenset(
    """tenemos obtenemos conseguimos resulta obtenemos sumamos haben erhalten bekommen avons obtenons trouvons
    abbiamo otteniamo troviamo temos obtemos encontramos получаем получим имеем mamy otrzymujemy hebben krijgen
    vinden""".split()
)
