"""The words and leaf helpers that decide whether a statement of an answer is plain: the lists of judging,
retracting, conditional, hedging and loose words (``_NOT_PLAIN``, ``_JUDGEMENT``), the words that state or
name an answer (``_STATING_WORDS``, ``_LABELS``, ``_LEAD_IN_WORDS``, ``_names_plainly``), the labels that
disown one, and the box's edges and struck-out markup. Moved down from :mod:`finality` so that
:mod:`labels`, :mod:`one_answer`, :mod:`rechecks` and :mod:`value_tails` read them without importing it
(finality imports those modules); it imports nothing above :mod:`spans` and :mod:`lexicon`."""

from __future__ import annotations

import re

from proctor.grading import lexicon
from proctor.grading.spans import span_holding

# The broad list of words that make a sentence something other than a plain statement of its answer,
# by kind (one definition: strict mode reads all of it, standard mode the kinds named in :func:`stands`).
# Words that judge an answer negatively or doubt it; the same in the languages models answer in.
_JUDGING_WORDS = (
    r"not|no|nor|never|none|neither|cannot|can't|"
    r"wrong\w*|incorrect\w*|mistak\w*|errors?|erroneous|false|invalid|bogus|kidding|joking|joke|"
    r"doubt\w*|unsure|uncertain\w*|unlikely|confident|placeholder|provisional|ruled|"
    r"reject\w*|extraneous|contradict\w*|"
    r"nicht|kein\w*|pas|não|nao|nem|ni|не|нет"
)
# Interjections that take back what came before them: before an answer they choose it ("Actually, the
# answer is 6."), after it they withdraw it ("Wait, no.").
_RETRACTING_WORDS = r"wait|actually|hmm+|oops|scratch|correction"
# Conditional and hypothetical words (a supposition).
_CONDITIONAL_WORDS = (
    r"if|iff|unless|whether|suppos\w*|assum\w*|hypothetical\w*|imagine|pretend|wenn|falls|si|если"
)
# Hedging and doubting words (a guess, a check still to do).
_HEDGING_WORDS = (
    r"maybe|perhaps|possibly|probably|likely|guess\w*|tentative\w*|"
    r"sure|\w*verif\w*|check\w*|try|trying|tried|attempt\w*|say|"
    r"vielleicht|peut|tal|quiz[aá]s?|может"
)
# Modal verbs, alternatives and approximations: in worked solutions they often state a plain value ("she
# would have saved $550$ gallons", "..., or $x = \\boxed{120}$", "worth approximately $\\boxed{16386.16}$
# dollars"), so standard mode leaves them to commitment's hedge rule ("either 4 or 5", "probably about 6").
_LOOSE_WORDS = (
    r"were|would|could|should|might|may|or|either|else|instead|rather|except|oder|ou|или|"
    r"estimat\w*|approximate(?:ly)?|roughly"
)
_JUDGING_CJK = (
    r"[不没沒非否错錯误誤✗✘❌✖❎]"  # (and the cross marks that judge an answer wrong: "$\\boxed{7}$ ✗")
)
_HEDGING_CJK = r"[吗嗎若如假設设也许許可能]"
_NOT_PLAIN = re.compile(
    r"[?？¿]|(?i:n't\b|n’t\b|\b(?:"
    + "|".join((_JUDGING_WORDS, _RETRACTING_WORDS, _CONDITIONAL_WORDS, _HEDGING_WORDS, _LOOSE_WORDS))
    + r")\b)"
    r"|" + _JUDGING_CJK + "|" + _HEDGING_CJK + "|或"
    r"|[≈≃∼]|(?<![^\s(])~"  # "≈ \boxed{7}", "~7" (a tilde after a space; "is~$7$" is LaTeX's tie, a space)
)
# Standard mode's sentence rule: the broad list without its loose words after the answer ("7 if we ignore
# the tax"), and without its conditional words as well before it, in the clause that leads to it (there
# "If she sells 9 eggs she makes 18 dollars." computes; commitment reads "Suppose the answer is 10").
_NOT_STATED_AFTER = re.compile(
    r"[?？¿]|(?i:n't\b|n’t\b|\b(?:"
    + "|".join((_JUDGING_WORDS, _RETRACTING_WORDS, _CONDITIONAL_WORDS, _HEDGING_WORDS))
    + r")\b)"
    r"|" + _JUDGING_CJK + "|" + _HEDGING_CJK
)
_NOT_STATED_BEFORE = re.compile(
    r"[?？¿]|(?i:n't\b|n’t\b|\b(?:" + _JUDGING_WORDS + "|" + _HEDGING_WORDS + r")\b)|" + _JUDGING_CJK
)
# A later sentence that opens on a judgement judges what came before it: its first word is a judging or
# retracting one ("Hmm, ...", "Wait, no.", "**Correction**: ...", "No, ...") or one follows its subject
# when that subject is the writer or the answer ("I can't decide.", "That is wrong.", "This can't be
# it."); a sentence about something else ("Ringo didn't ...", "Note: we count points, not squares.")
# judges nothing. (The lead is possessive: every branch after it starts on a letter, or on ``\w*`` that matches
# the same with the lead's underscores or without them, so giving characters back never makes a match; with it
# backtracking, a sentence of thousands of underscores took seconds, each length of the lead scanned to the end.)
_JUDGEMENT = r"(?i:\w*n't\b|\w*n’t\b|\b(?:" + _JUDGING_WORDS + "|" + _RETRACTING_WORDS + r")\b)"
_OPENS_JUDGING = re.compile(
    r"[\s\W_]*+(?:(?i:(?:i|i'm|i’m|that|this|it|which|my\s+answer|the\s+answer|our\s+answer)\b)"
    r"[\s\W_]*(?:\w+[\s\W_]+)?)?" + _JUDGEMENT + r"|[\s\W_]*" + _JUDGING_CJK
)
_TEXT_ARG = re.compile(r"\\(?:text\w*|mbox|mathrm|operatorname)\s*\{([^{}]*)\}")
_BOX_WRAP = re.compile(r"\\(?:boxed|fbox)\s*")
_OPENING = re.compile(r"^(?:\$\$|\$|\\\(|\\\[)")
_OPERATOR_AFTER = re.compile(
    r"(?i)[ \t]*(?:squared|cubed|factorial|inverse|inverted|reciprocal|negated|halved|doubled|"
    r"tripled|(?:plus|minus|times|over|divided\s+by|multiplied\s+by)\s+(?:[\d$\\(−-]|(?:one|two|three|four|five|six|"
    r"seven|eight|nine|ten|a|an|half|itself|pi)\b)|raised|to\s+the\s+(?:power|nearest|\w+\s+power)|"
    r"(?:or|and)\s+(?:more|less|fewer|greater|larger|smaller|higher|lower|above|below|over|under|up|down|so|"
    r"thereabouts|counting|beyond|upwards?|downwards?)|and\s+(?:above|up|beyond)|at\s+(?:least|most|best|worst)|"
    r"give\s+or\s+take|plus\s+or\s+minus|more\s+or\s+less|up\s+to|modulo|mod|in\s+(?:absolute\s+value|magnitude|"
    r"base|binary|hex\w*|octal|log|logarithm\w*|units\s+of|hundreds|thousands|millions|billions|tens|percent|"
    r"degrees|radians)|thousand|hundred|million|billion|trillion|dozen|gross|lakh|crore|"
    r"k\b|th\s+power|(?:st|nd|rd|th)\s+(?:power|root))\b"
)


def _box_edges(text: str, start: int, end: int) -> tuple[int, int]:
    """Where the prose around the box ``text[start:end]`` meets it: the edges of its math span when the box
    is all that span states (``$\\boxed{7}$``), else the box's own; the end is -1 where the span's punctuation
    after the box ends its clause (``$\\boxed{7}.$``)."""
    if (held := span_holding(text, start, end)) is not None:
        s, e, _content = held
        lead = text[s:start]
        opening = _OPENING.match(lead)
        if lead[opening.end() if opening else 0 :].strip():
            return start, end
        tail = text[end:e]
        if tail.strip(" \t\n$\\)]") == "":
            return s, e
        return s, (-1 if tail.strip(" \t\n$.,;:\\)]") == "" else end)  # "$\\boxed{7}.$": its clause ends
    return start, end


# Struck-out text: the answer inside markdown's ``~~...~~`` or HTML's ``<s>``, ``<del>``, ``<strike>`` (an
# opener before it in its paragraph that nothing closes before it) is shown crossed out, withdrawn.
_STRIKE_TAG = re.compile(r"(?i)<(/?)(s|del|strike)\s*>")
_PARAGRAPH = re.compile(r"\n[ \t]*\n")
MAX_PARAGRAPH = 4000


def struck_out(text: str, start: int) -> bool:
    """Whether the answer at ``text[start]`` stands inside struck-out markup (see ``_STRIKE_TAG``)."""
    low = max(0, start - MAX_PARAGRAPH)
    para = text.rfind("\n\n", low, start)
    low = para + 2 if para >= 0 else low
    before = text[low:start]
    if before.count("~~") % 2 == 1:
        return True
    open_tags: dict[str, int] = {}
    for m in _STRIKE_TAG.finditer(before):
        name = m.group(2).lower()
        open_tags[name] = open_tags.get(name, 0) + (-1 if m.group(1) else 1)
    return any(n > 0 for n in open_tags.values())


# Strict mode: the word right before the box states it. A hedge, a bound or a judgement has phrasings in every
# language ("Het antwoord is misschien", "Cevap belki", "Odpowiedź to może", "Hardly"), so the last word of the
# prose that leads to a box which opens its math must be one that states a value: a copula or a verb of
# deriving or giving ("is", "are", "be", "being", "get", "gives", "yields", "has [length]", "of", "by", "in"),
# a connective of conclusion ("therefore", "thus", "so", "and"; also before a comma: "Therefore, "), the
# answer's name ("Answer:", "Ответ:"), or the copula of another language ("es", "est", "ist", "é", "是", "は").
# Punctuation other than a comma, a math span and the start of the sentence lead to it plainly.
_STATING_WORDS = frozenset(
    "is are was were be being been equals equal equaling equalling get gets got obtain obtains obtained find "
    "finds found give gives gave giving yield yields yielding has have had of by in as to and then therefore "
    "thus hence so finally becomes become became makes make made leaves leave leaving left remains remain "
    "totals total totaling totalling reaches reach reaching facing answer answers value result solution "
    "conclusion consequently sum all equals es est ist sind sont son são é è será sera serait wird ответ "
    "равен равна равно равны это составляет".split()
)
_STATING_WORDS |= lexicon.STATING  # (and the other languages' copulas)
_STATING_CJK = frozenset("是为為得于於等はがで")
_AFTER_COMMA = frozenset(
    "therefore thus hence so finally conclusion consequently result total sum all answer ответ then "
    "summary short overall".split()
)
# Strict mode: what names the answer in its sentence names it plainly. A word that qualifies the noun
# "answer" is one of a whitelist ("the", "final", "our", "desired", "correct"; not "naive", "trap", "draft",
# "tentative", "plausible"), and a label before a colon right before the box is the answer's name or a copula
# ("Answer:", "Final answer:", "The area is:"; not "Lower bound:", "Hypothesis:", "TODO:", "Distractor:").
_ANSWER_MODIFIERS = frozenset(
    "the final our my your desired required a an correct this that its their resulting unique exact numerical "
    "short complete full overall total same requested right true actual one following simplified".split()
)
_MODIFIED_ANSWER = re.compile(r"(?i)\b([^\W\d_]+)[\s*_]+answers?\b")
_LABELS = frozenset(  # (and a pronoun: "Let's box it: \\boxed{7}")
    "answer answers solution solutions result total ответ respuesta réponse antwort resposta it this that them "
    "these those".split()
)
_LABELS |= (
    lexicon.ANSWER_NOUNS | lexicon.ANSWER_NOUNS_MORE
)  # (and the other languages' names of the answer: "Jibu:")
_LEAD_IN_WORDS = (
    _STATING_WORDS
    | _LABELS
    | _AFTER_COMMA
    | _ANSWER_MODIFIERS
    | frozenset(
        "here s is are goes comes below following follows as what now let us me we i present presented write "
        "written show shown given stated boxed step steps by detailed work working calculation calculations "
        "computation reasoning explanation derivation putting together combining everything altogether".split()
    )
)
# "It's a myth that the answer is", "Nobody denies that the answer is": a "that" clause stating the answer
# is the writer's only after a verb of deriving or seeing; "The opposite of the answer is", "The sum of the
# digits of the answer is": what is named is something of the answer, not the answer.
_THAT_ANSWER = re.compile(
    r"(?i)\b([^\W\d_]+)[\s,]+that[\s,]+(?:(?:the|our|my|this|its)\s+(?:[^\W\d_]+\s+){0,2}?(?:answer|result|solution)s?\b"
    r")"
)
_THAT_VERBS = frozenset(
    "find finds found see sees saw seen show shows showed shown note notes noted notice noticed conclude concludes "
    "concluded know knows known get gets got obtain obtains obtained deduce deduces deduced follows means implies "
    "proves proved proven confirms confirmed establish establishes established ensures guarantees clear evident "
    "obvious recall given so".split()
)
_OF_ANSWER = re.compile(
    r"(?i)\b([^\W\d_]+)\s+of\s+(?:the|our|my|this|that|your|its)\s+(?:[^\W\d_]+\s+)?answers?\b"
)
# a label that opens the sentence, over a statement of the answer ("Refuted: the answer is"; not "Distance
# modulus: $DM = \\boxed{27.39}$", a label naming the quantity)
_IN_SENTENCE_LABEL = re.compile(
    r"^[\s*_#>]*(?:[^\W\d_]+[\s-]+){0,2}([^\W\d_]+)[\s*_)\]]*[:：](?=\s)(?=.*\b(?i:answer|result|solution)s?\b)",
    re.DOTALL,
)


def _names_plainly(lead: str) -> bool:
    """Strict: whether the prose ``lead`` (a sentence leading to the answer) names the answer plainly: a word
    qualifying "answer" is a whitelisted one, a "that" clause follows a verb of deriving (``_THAT_VERBS``),
    nothing "of the answer" is named, and each label before a colon is the answer's name."""
    for m in _MODIFIED_ANSWER.finditer(lead):
        if m.group(1).lower() not in _ANSWER_MODIFIERS:
            return False  # "The naive answer is", "Draft answer:"
    for m in _THAT_ANSWER.finditer(lead):
        if m.group(1).lower() not in _THAT_VERBS:
            return False  # "It's a myth that the answer is"
    for m in _OF_ANSWER.finditer(lead):
        if m.group(1).lower() not in ("value", "form"):
            return False  # "The opposite of the answer is"
    for m in _IN_SENTENCE_LABEL.finditer(lead):
        word = m.group(1).lower()
        if not (
            word in _STATING_WORDS
            or word in _LABELS
            or word in _AFTER_COMMA
            or "\u3040" <= word[-1] <= "\u9fff"
        ):
            return False  # "Refuted: the answer is", "Myth: the answer is"
    return True


_REVISED = re.compile(
    _JUDGEMENT
)  # a judging or retracting word between the two: a revision ("Hmm, let me recompute.")
_NON_ANSWER_LABEL = re.compile(
    r"(?i)\b(?:previous|old|older|earlier|initial|prior|former|bad|naive|naïve|rejected|eliminated|excluded|"
    r"discarded|dismissed|impossible|infeasible|inadmissible|candidates?|attempt\w*|draft|rough|first\s+(?:try|"
    r"guess|attempt|answer|pass))\b"
)
_DISOWNING = re.compile(
    r"(?i:\b(?:dummy|placeholders?|filler|non-?answers?|meaningless|nonsense|joke|decoy|distractor|careless|"
    r"wrong|incorrect|bogus|fake|trap)\b)"
)


def trie_pattern(words) -> str:
    """An alternation of the literal ``words`` with their shared prefixes factored (``pick|pi `` is
    ``pi(?:ck| )``): it matches where one of them starts, and ``sre`` tries its branches one first character
    at a time instead of every word in turn."""
    root: dict = {}
    for word in words:
        node = root
        for c in word:
            node = node.setdefault(c, {})
        node[""] = {}

    def emit(node: dict) -> str:
        alts = [re.escape(c) + emit(node[c]) for c in sorted(k for k in node if k)]
        if not alts:
            return ""
        if len(alts) == 1 and "" not in node:
            return alts[0]
        return "(?:" + "|".join(alts) + ")" + ("?" if "" in node else "")

    return emit(root)
