"""A boxed value stated as the result of a MISTAKEN computation: the subject of the box's clause says the value is
not the writer's answer, read in both modes.

- **A qualified quantity** (strict: a whitelist): the subject is a quantity of the computation ("count", "total",
  "value", "result", "sum", "tally", "estimate") qualified by a word the rule cannot prove harmless ("The naive count
  gives", "The sloppy total gives", "The off-by-one value is", "The tempting value is"). Strict reads the qualifiers
  as ``finality.named_plainly`` reads those of the noun "answer": each must be one of a whitelist (``final``,
  ``total``, ``correct``, ``expected``, ``minimum``, a possessive, math); standard refuses a qualifier that disowns
  the computation (a list: ``naive``, ``careless``, ``tempting``, ``Der naive Zählwert``, ``El conteo ingenuo``).
- **An omission before the writer's result**: the clause opens on leaving a part of the work out ("Without the
  carry we get", "Skipping the last step we get", "Ignoring the discount we get", "Ohne den Übertrag erhalten wir",
  "Sin el descuento obtenemos", "Без переноса получаем", "不考虑进位，我们得到"): the value is the result of another
  computation. A correction keeps it ("Without double counting", "Without loss of generality", "Ignoring the
  duplicates we counted twice": what is left out is an error).
- **A solver who errs**: the subject is someone defined by an error ("A student who forgets the carry gets", "Anyone
  who skips the last step gets", "Wer den Übertrag vergisst, erhält"), or a decoy ("The decoy gives", "The
  distractor is").

Each look reads the box's sentence (at most ``LEAD`` characters before it) and starts only where a cheap test of
its trigger passes (a verb of giving or a copula right before the box for the first, a cue word for the others).
"""

from __future__ import annotations

import re

from proctor.grading.commitment import OPAQUE
from proctor.grading.provenance import _OTHER_PERSON

LEAD = 240  # characters of the box's sentence read before it

_W = r"(?<![^\W\d_])"
_E = r"(?![^\W\d_])"

# a verb of giving or a copula that ends the lead right before the box
_VERB_END = (
    r"(?:is|are|was|were|be|gives?|gave|yields?|yielded|comes?\s+(?:out\s+)?to|came\s+(?:out\s+)?to|equals?|"
    r"becomes?|makes?|totals?|reads?|produces?|returns?|leads?\s+to|results?\s+in|turns?\s+out\s+to\s+be|"
    r"ergibt|ergab|ist|war|beträgt|liefert|lautet|da|dio|es|fue|resulta|sale|donne|est|vaut|fait|dà|è|é|dá|"
    r"deu|равно|равен|равна|дает|даёт|составляет|получается|geeft|wynosi|daje|jest)"
)
_TAIL = r"[\s:=*_]*$"
# quantity nouns of a computation (not "answer": ``finality.named_plainly`` reads its qualifiers)
_HEAD = (
    r"(?:counts?|totals?|tall(?:y|ies)|values?|results?|sums?|estimates?|figures?|computations?|calculations?|"
    r"outcomes?|outputs?|reckonings?)"
)
_DET = r"(?:the|a|an|this|that|our|my|your|its|one|his|her|their)"
_QUANTITY_SUBJECT = re.compile(
    r"(?i)(?:^|[,;:(]|" + _W + r"(?:and|but|so|then|thus|hence|therefore|now))\s*[*_]*" + _DET + r"\s+"
    r"(?P<mods>(?:[^\s,;:.!?()]+\s+){0,4}?)(?P<head>" + _HEAD + r")\s+" + _VERB_END + _TAIL
)
# the qualifiers strict proves harmless (what the problem asks for, how it is computed plainly, an extremum)
_PLAIN_MODIFIERS = frozenset(
    "final total correct careful exact required desired resulting overall actual true complete full entire whole "
    "same requested unique numerical numeric net grand combined new expected minimum maximum minimal maximal "
    "smallest largest greatest least biggest lowest highest optimal possible positive negative nonnegative "
    "non-negative integer real absolute average mean median remaining common only sought given corresponding "
    "right proper simplified exact precise accurate verified checked confirmed updated revised total "
    "infinite finite alternating weighted digit numerical original asked requested answer same last ultimate "
    "such all both each every whole approximate rounded decimal fractional percentage monetary dollar cash "
    "daily weekly monthly yearly annual hourly per total complete combined overall".split()
)
_WORD_CHARS = re.compile(r"[^\W_]")


def _plain_modifier(word: str) -> bool:
    """Whether ``word`` (a qualifier of the quantity, as written) is one strict proves harmless."""
    w = word.strip("*_\"'“”").lower()
    if not w or OPAQUE in w or any(c.isdigit() for c in w):
        return True  # math ("the $x$ value"), a number ("the 3 values")
    if w.endswith(("'s", "’s", "s'", "s’")):
        return True  # a possessive: "Janet's total"
    if (
        w in _PLAIN_MODIFIERS
        or "-" in w
        and all(p in _PLAIN_MODIFIERS or p in _NUMBER_WORDS for p in w.split("-"))
    ):
        return True
    if "-" in w:
        return False  # an adjective compound ("off-by-one", "first-pass", "back-of-envelope")
    if w in _BARE_ADJECTIVES:
        return False  # "quick", "rough", "raw", "first", "other"
    return (
        not _ADJECTIVE_FORM.search(w) or w in _NOUN_FORMS
    )  # a noun used as a modifier reads ("apple count")


# the forms of an adjective or a participle (a noun that qualifies the quantity, "the apple count", "the draft pick
# count", names what is counted and reads); the nouns of those forms that qualify a count in word problems
_ADJECTIVE_FORM = re.compile(r"(?:ive|less|ous|ful|ible|able|ish|ial|[^e]ed|ing)$")
_NOUN_FORMS = frozenset(
    "relative detective native executive olive handful cupful spoonful mouthful table cable vegetable variable stable "
    "fish dish wish trial material official hundred winning losing matching existing following ending closing "
    "selling buying spending shopping parking building housing living king ring wing string thing spring swing "
    "evening morning wedding clothing painting reading rating seating ceiling".split()
)
_BARE_ADJECTIVES = frozenset(
    "naive naïve quick rough raw crude wrong false fake bad first initial early earlier old simple easy lazy hasty "
    "sloppy shaky iffy dodgy sketchy other preliminary temporary arbitrary approximate tentative provisional partial "
    "intermediate interim draft-like half".split()
)
_NUMBER_WORDS = frozenset("one two three four five six seven eight nine ten digit".split())


# standard: a qualifier that disowns the computation (several languages)
_DISOWNING = re.compile(
    r"(?i)"
    + _W
    + r"(?:naive|naïve|naiv\w*|naïf|naïve|ingenu[oa]s?|ingênu[oa]s?|наивн\w*|naiwn\w*|naïef|naïeve|"
    r"careless|sloppy|hasty|rushed|hurried|lazy|tempting|off-by-one|off-by-1|wrong|incorrect|false|mistaken|erroneous|faulty|"
    r"flawed|bogus|buggy|botched|decoy|fake|trap|bait|misleading|superficial|"
    r"falsch\w*|fehlerhaft\w*|flüchtig\w*|schlampig\w*|verlockend\w*|erróne[oa]s?|equivocad[oa]s?|"
    r"incorrect[oa]s?|descuidad[oa]s?|tentador[a]?|faux|fausse|erroné\w*|inexact\w*|bâclé\w*|tentant\w*|"
    r"sbagliat\w*|errat[oi]|error?e[oi]|frettolos\w*|allettant\w*|errad[oa]s?|incorret[oa]s?|"
    r"неверн\w*|неправильн\w*|ошибочн\w*|небрежн\w*|błędn\w*|nieprawidłow\w*|fout\w*|verkeerd\w*|onjuist\w*|"
    r"yanlış|hatalı)" + _E + r"|朴素|天真|错误|錯誤|粗心|马虎|誤った|間違った|素朴な"
)
_SUBJECT_LOOK = re.compile(
    r"(?i)(?:^|[,;:(]|" + _W + r"(?:and|but|so|then|thus|hence|therefore|now))\s*[*_]*"
    r"(?P<subject>(?:[^\s,;:.!?()]+\s+){1,5}?)" + _VERB_END + _TAIL
)

_PRONOUN = r"(?:we|i|you|one|they|he|she|it|this|that|wir|man|ich|on|nous|je|мы|я|wij|we|noi|nós|my)"
# leaving a part of the work out, at the start of the clause, before the writer's (or anyone's) result
_OMISSION = re.compile(
    r"(?i)(?:^|[,;:(]\s*|"
    + _W
    + r"(?:and|but|so|then|now)\s+)[*_]*(?P<cue>without|skipping|ignoring|omitting|"
    r"neglecting|dropping|leaving\s+out|forgetting(?:\s+about)?|overlooking|disregarding|sans|"
    r"en\s+(?:ignorant|oubliant|omettant|négligeant)|ohne|unter\s+vernachlässigung|sin|ignorando|omitiendo|"
    r"olvidando|senza|trascurando|dimenticando|sem|esquecendo|без|игнорируя|не\s+учитывая|забыв|пропустив|"
    r"zonder|bez|pomijając|ignorując|zapominając)" + _E + r"(?P<object>[^,;:.!?\n]{1,60}?),?\s*"
    r"(?:" + _PRONOUN + r"\s+)?"
    r"(?:(?:get|gets|got|obtain|obtains|obtained|find|finds|found|have|has|had|arrive\s+at|end\s+up\s+with|"
    r"would\s+get|comes?\s+to|gives?|is|are|erhalten|erhält|bekommen|bekommt|kommt|ergibt|ist|obtenemos|"
    r"obtiene|tenemos|da|es|sale|obtient|obtenons|trouve|trouvons|donne|est|otteniamo|ottiene|dà|è|obtemos|"
    r"obtém|dá|é|получаем|получим|получается|выходит|krijgen|krijgt|geeft|is|otrzymujemy|dostajemy|daje|"
    r"jest)(?:\s+|$))?(?:"
    + _PRONOUN
    + r"(?:\s+|$))?"
    + r"(?:(?:a\s+(?:total|count|sum|value|result)\s+of|the\s+(?:total|count|sum|value|result)\s+"
    r"(?:is|of))\s+)?" + _TAIL
)
# what is left out is an error (the correction keeps the result): "Without double counting", "Without loss of
# generality"
_LEFT_OUT_ERROR = re.compile(
    r"(?i)" + _W + r"(?:loss\s+of\s+generality|double[\s-]?count\w*|over-?count\w*|repeat\w*|repetitions?|"
    r"duplicat\w*|errors?|mistakes?|typos?|slips?|rounding\s+errors?|wlog|perte\s+de\s+généralité|"
    r"beschränkung\s+der\s+allgemeinheit|pérdida\s+de\s+generalidad|ограничения\s+общности|"
    r"order|ordering|the\s+order|reihenfolge|orden|ordre|ordine|порядк\w*|units?|signs?|"
    r"roots?|solutions?|extraneous|negative|trivial|invalid|impossible|spurious|degenerate|"
    r"doubts?|question|jok\w*|kidding|exaggerat\w*|blague\w*|doute\w*|zweifel\w*|witz\w*|scherz\w*|duda\w*|"
    r"broma\w*|dubbio|scherz\w*|dúvida\w*|brincadeira\w*|сомнени\w*|шут\w*|twijfel\w*|grap\w*|wątpliwości|"
    r"żart\w*)" + _E
)
_OMISSION_CJK = re.compile(
    r"(?:不考虑|不考慮|忽略|忽视|忽視|去掉|漏掉|忘记|忘記|跳过|跳過|没有|沒有)[^，,。；;]{1,20}[，,]?\s*"
    r"(?:我们|我們|我|则|則|就)?(?:得到|得出|算出|可得|得|是|为|為)\s*$"
)
# a solver defined by an error, or a decoy, as the subject of the result
_ERRING_SOLVER = re.compile(
    r"(?i)"
    + _W
    + r"(?:(?:who|that|which|if\s+(?:he|she|they|you|one))\s+(?:\w+\s+)?(?:forgets?|forgot|skips?|"
    r"skipped|ignores?|ignored|omits?|omitted|neglects?|neglected|drops?|dropped|overlooks?|overlooked|misses|"
    r"missed|misreads?|miscounts?|miscounted|miscalculates?|miscalculated|confuses?|confused|mixes\s+up|"
    r"leaves?\s+out|left\s+out|rushes|rushed|guesses|guessed)|(?:someone|somebody|anyone|anybody|one|people|"
    r"students?|solvers?|readers?|\w+)\s+(?:forgetting|skipping|ignoring|omitting|neglecting|dropping|"
    r"overlooking|missing|misreading|miscounting|confusing|rushing|guessing))" + _E + r"[^.!?\n]{0,80}?\s"
    r"(?:gets?|got|obtains?|obtained|finds?|found|arrives?\s+at|ends?\s+up\s+with|will\s+get|would\s+get|"
    r"writes?|wrote|answers?|answered|comes?\s+up\s+with|came\s+up\s+with)"
    + _TAIL
    + r"|"
    + _W
    + r"(?:wer|quien|celui\s+qui|chi|кто|der|die|que|qui|che|который|которая|которые|wie)\s+[^.!?\n]{0,60}?"
    + _W
    + r"(?:vergisst|übersieht|ignoriert|olvida|omite|ignora|oublie|néglige|dimentica|trascura|забыва\w*|"
    r"пропуска\w*)"
    + _E
    + r"[^.!?\n]{0,60}?\s(?:erhält|bekommt|kommt\s+auf|obtiene|saca|obtient|trouve|ottiene|"
    r"trova|получает|получит)" + _TAIL
)
_DECOY_SUBJECT = re.compile(
    r"(?i)(?:^|[,;:(]|" + _W + r"(?:and|but|so|then))\s*[*_]*(?:the|a|an|this|that|our|my)\s+(?:\w+\s+)?"
    r"(?:decoy|distractor|red\s+herring|trap|bait|lure|köder|falle|señuelo|trampa|leurre|piège|esca|trappola|"
    r"приманк\w*|ловушк\w*)s?(?:\s+(?:answer|value|option|result|number))?\s+" + _VERB_END + _TAIL
)
_END_WORDS = frozenset(
    "is are was were be gives give gave yields yield yielded to equals equal becomes become makes make totals total "
    "reads read produces produce returns return in ergibt ergab ist war beträgt liefert lautet da dio es fue resulta "
    "sale donne est vaut fait dà è é dá deu равно равен равна дает даёт составляет получается geeft wynosi daje jest "
    "get gets got obtain obtains obtained find finds found have has had with at erhalten erhält bekommen bekommt "
    "kommt auf obtenemos obtiene tenemos saca obtient obtenons trouve trouvons otteniamo ottiene trova obtemos obtém "
    "получаем получим получает получит выходит krijgen krijgt otrzymujemy dostajemy write writes wrote answer "
    "answers answered of wir we".split()
)
# cheap tests first: substrings of the lowercased lead (one ``in`` each, no regex), per reading; a lead of Latin
# letters is tested with its keys only
_HEAD_KEYS = tuple(
    "count total tall value result sum estimat figure computation calculation outcome output reckoning".split()
)
_DISOWN_KEYS = tuple(
    "naiv naïv naïf ingenu ingênu наивн naiwn naïe careless sloppy hasty rushed hurried lazy tempting off-by wrong "
    "incorrect false mistaken erroneous faulty flawed bogus buggy botched decoy fake trap bait misleading superficial "
    "falsch fehlerhaft flüchtig schlampig verlockend erróne equivocad descuidad tentador faux fausse erroné inexact "
    "bâclé tentant sbagliat errat error frettolos allettant errad incorret неверн неправильн ошибочн небрежн błędn "
    "nieprawidłow fout verkeerd onjuist yanlış hatalı 朴素 天真 错误 錯誤 粗心 马虎 誤った 間違った 素朴".split()
)
_OMIT_KEYS = tuple(
    "without skipp ignor omit neglect dropp leaving forget forgot overlook disregard sans oubli omett néglig ohne vergiss "
    "vergess übersieh "
    "vernachl olvid senza trascur dimentic esquec без учит забы пропуст zonder pomij zapomi 不考 忽 去掉 漏 忘 跳过 "
    "跳過 没有 沒有".split()
) + ("sin ", "sem ", "bez ")
_SOLVER_KEYS = (" who", " that", " which", " if ", " wer ", " qui ", " chi ") + tuple(
    "quien кто decoy distract herring trap bait lure köder falle señuelo trampa leurre piège esca приманк "
    "ловушк".split()
)
_ASCII = tuple(tuple(k for k in keys if k.isascii()) for keys in (_DISOWN_KEYS, _OMIT_KEYS, _SOLVER_KEYS))
_ALL = (_DISOWN_KEYS, _OMIT_KEYS, _SOLVER_KEYS)
_TAIL_LOOK = 90  # (a subject and its verb end the lead within this many characters)


_POSSESSOR = re.compile(r"(?i)^[\s,;:(*_]*((?:[^\W\d_]+\s+){0,3}?[^\W\d_]+)['’]s\s")


def _others(subject: str) -> bool:
    """Whether the quantity ``subject`` ("My friend's count gives") is owned by another solver than the writer (a
    person of the writer's circle, a model, a book: ``provenance``'s people)."""
    m = _POSSESSOR.match(subject)
    if m is None:
        return False
    words = m.group(1).split()
    return any(_OTHER_PERSON.fullmatch(" ".join(words[-k:])) for k in range(1, len(words) + 1))


def mistaken(view: str, sentence: int, start: int, strict: bool = False) -> bool:
    """Whether the box at ``view[start]`` (``view`` the prose view, ``sentence`` where its sentence starts) is
    stated as the result of a mistaken computation (see the module docstring); ``strict`` reads the qualifiers of
    a quantity subject by whitelist."""
    lead = view[max(sentence, start - LEAD) : start].rstrip(" \t$\\([")
    bare = lead.rstrip(OPAQUE)
    if len(lead) - len(bare) > 2:
        return (
            False  # (the box stands in math after more of it, "$x = \\boxed{7}$": what leads to it is math)
        )
    lead = bare.rstrip(" \t$\\([")
    if not lead or lead[-1] == OPAQUE:
        return False
    words = lead[-40:].rstrip(" \t\n:=*_").rsplit(None, 1)
    if not words or (
        words[-1].isascii() and words[-1].lower().strip(":=*_") not in _END_WORDS and lead[-1] not in ",，"
    ):
        return (
            False  # (cheap: the lead ends on no verb of the readings below; a script without spaces is read)
        )
    low = " " + lead.lower()
    tail = low[-_TAIL_LOOK:]
    disown, omit, solver = _ASCII if low.replace(OPAQUE, "").isascii() else _ALL
    if strict and any(
        w.startswith(_HEAD_KEYS) for w in tail.split()[-5:]
    ):  # (the head: among the last words)
        prose = lead[lead.rfind(OPAQUE) + 1 :]  # (the prose after the last math)
        quantity = _QUANTITY_SUBJECT.search(prose, max(0, len(prose) - _TAIL_LOOK))
        if quantity is not None and not all(_plain_modifier(m) for m in quantity.group("mods").split()):
            return True  # "The naive count gives", "The off-by-one value is": a qualifier not proven harmless
    if ("'s " in tail or "’s " in tail) and any(w.startswith(_HEAD_KEYS) for w in tail.split()[-5:]):
        quantity = _QUANTITY_SUBJECT.search(lead, max(0, len(lead) - _TAIL_LOOK))
        if quantity is not None and _others(quantity.group(0)):
            return True  # "My friend's count gives", "The textbook's total is": another solver's result
    at = max(0, len(lead) - _TAIL_LOOK)
    if any(k in tail for k in disown):
        subject = _SUBJECT_LOOK.search(lead, at)
        if subject is not None and _DISOWNING.search(subject.group("subject")):
            return True  # "The careless count gives", "Der naive Zählwert ergibt", "El conteo ingenuo da"
    omitted = any(k in low for k in omit)
    if omitted:
        omission = _OMISSION.search(lead)
        if omission is not None and not _LEFT_OUT_ERROR.search(omission.group("object")):
            return True  # "Without the carry we get", "Ignoring the discount we get", "Ohne den Übertrag erhalten wir"
        if (
            not lead.isascii()
            and (m := _OMISSION_CJK.search(lead))
            and not _LEFT_OUT_ERROR.search(m.group(0))
        ):
            return True  # "不考虑进位，我们得到"
    if omitted and _ERRING_SOLVER.search(lead) is not None:
        return True  # "Someone forgetting the carry gets"
    if any(k in low for k in solver):
        return _ERRING_SOLVER.search(lead) is not None or _DECOY_SUBJECT.search(lead, at) is not None
    return False
