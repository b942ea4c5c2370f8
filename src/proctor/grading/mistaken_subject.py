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
_TAIL = r"(?:\s+(?:us|me|you|them))?[\s:=*_]*$"  # (a verb's object pronoun: "The naive count gives us")
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
# strict: the same subject with words after its head ("The total computed carelessly is", "The sum without the carry
# is", "The value of $x$ is"), read by ``_plain_after``
_QUANTITY_SUBJECT_AFTER = re.compile(
    r"(?i)(?:^|[,;:]|" + _W + r"(?:and|but|so|then|thus|hence|therefore|now))\s*[*_]*" + _DET + r"\s+"
    r"(?P<mods>(?:[^\s,;:.!?]+\s+){0,4}?)(?P<head>"
    + _HEAD
    + r")(?P<after>(?:\s+[^\s,;:.!?]+){1,8}?)\s+"
    + _VERB_END
    + _TAIL
)
# strict: a quantity of the other languages with a part of the work left out after it ("Die Summe ohne Übertrag ist",
# "La suma sin el acarreo es", "La somme sans la retenue est", "Сумма без переноса равна"): English's is read by the
# whitelist of what may follow the quantity
_FOREIGN_QUANTITY_WITHOUT = re.compile(
    r"(?i)"
    + _W
    + r"(?:summe|gesamt\w*|wert|ergebnis|betrag|suma|total|valor|resultado|cuenta|cantidad|somme|valeur|"
    r"résultat|compte|montant|сумм\w*|итог\w*|значени\w*|результат\w*|количеств\w*|somma|totale|valore|risultato|"
    r"soma|conta|som|totaal|waarde|uitkomst|suma|wynik|wartość)" + _E + r"(?:\s+[^\s,;:.!?]+){0,2}?\s+"
    r"(?:ohne|sin|sans|без|senza|sem|zonder|bez)\s+(?P<object>[^,;:.!?\n]{1,40}?)\s+" + _VERB_END + _TAIL
)
# both modes: a quantity with a disowning qualifier in a phrase of manner before the result ("By a naive count we
# get", "With a sloppy estimate, the total is", "Using the wrong formula gives")
_MANNER_QUANTITY = re.compile(
    r"(?i)(?:^|[,;:]\s*|"
    + _W
    + r"(?:and|but|so|then|thus|hence|now)\s+)[*_]*(?:by|with|on|using|via|through|from|"
    r"after|per|mit|con|avec|con|по|при)\s+(?:(?:a|an|the|this|that|my|our|einer?|einem|una?|el|la|le|une?)\s+)?"
    r"(?P<mods>(?:[^\s,;:.!?()]+\s+){1,3}?)(?:"
    + _HEAD
    + r"|approach|method|formula|reading|guess|way|shortcut|"
    r"rechnung|zählung|schätzung|cuenta|estimación|conteo|cálculo|calcul|compte|estimation|подсчёт\w*|подсчет\w*|"
    r"расчёт\w*|расчет\w*)[\s,]+(?:[^,;:.!?\n]{0,40}?\s)?(?:"
    + _VERB_END[3:-1]
    + r"|get|gets|got|obtain|obtains|"
    r"obtained|find|finds|found|have|has|arrive\s+at|end\s+up\s+with)" + _TAIL
)
# the closed class of words that open what follows a quantity (prepositions, conjunctions, relatives, determiners,
# pronouns) and that strict proves harmless there: what the quantity is of, for, in, after; not "without", "except",
# "if", "minus", "but", "or", "not" (what the computation left out, a condition, a correction)
_PLAIN_AFTER = frozenset(
    "of for in on at per from to into over across by with within among between after during including throughout "
    "the a an this that these those its their our his her my your such each every all both any some no other "
    "we i you she he they it one who whom whose which where when there here "
    "is are was were be been being has have had do does did can will would should may might must".split()
)
# the closed class itself: a word of it outside ``_PLAIN_AFTER`` is refused after the head
_FUNCTION_WORDS = _PLAIN_AFTER | frozenset(
    "without except excluding ignoring omitting neglecting disregarding forgetting skipping dropping leaving minus "
    "less save barring but or nor not if unless instead rather than before until versus vs via sans though although "
    "yet however".split()
)
# the adverbs of manner that say how plainly it was computed (an adverb in -ly otherwise qualifies the computation:
# "carelessly", "naively", "hastily")
_PLAIN_ADVERBS = frozenset(
    "only exactly precisely altogether overall together finally directly fully correctly properly accurately "
    "actually really totally daily weekly monthly yearly hourly quarterly annually respectively".split()
)


def _plain_after(words: str) -> bool:
    """Strict: whether each of ``words`` (what follows the quantity before its verb, as written) is proven harmless:
    a word of ``_PLAIN_AFTER``, math or a number, a possessive, a content word (a noun, a verb); not another word of
    the closed class (``without``, ``if``, ``minus``), an adverb in -ly off ``_PLAIN_ADVERBS`` (``carelessly``) or a
    qualifier ``_plain_modifier`` refuses that is no ordinal ("The sum of the first ten terms is")."""
    for word in words.split():
        w = word.strip("*_\"'“”()[]").lower()
        if not w or OPAQUE in w or any(c.isdigit() for c in w):
            continue
        if w in _FUNCTION_WORDS:
            if w not in _PLAIN_AFTER:
                return False
            continue
        if w.endswith("ly") and w.isascii() and w not in _PLAIN_ADVERBS and w not in _NOUN_FORMS:
            return False
        if _DISOWNING.search(w):
            return False
    return True


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
    r"carelessly|naively|naïvely|hastily|sloppily|lazily|hurriedly|wrongly|incorrectly|falsely|mistakenly|erroneously|"
    r"superficially|miscalculated|miscounted|misread|misapplied|distracting|distractors?|"
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
    r"(?:is|of))(?:\s+|$))?" + _TAIL
)
# what is left out is an error (the correction keeps the result): "Without double counting", "Without loss of
# generality"
_LEFT_OUT_ERROR = re.compile(
    r"(?i)" + _W + r"(?:loss\s+of\s+generality|double[\s-]?count\w*|over-?count\w*|repeat\w*|repetitions?|"
    r"duplica\w*|doppelt\w*|doublons?|повтор\w*|errors?|mistakes?|typos?|slips?|rounding\s+errors?|wlog|perte\s+de\s+généralité|"
    r"beschränkung\s+der\s+allgemeinheit|pérdida\s+de\s+generalidad|ограничения\s+общности|"
    r"order|ordering|the\s+order|reihenfolge|orden|ordre|ordine|порядк\w*|units?|signs?|"
    r"roots?|solutions?|extraneous|negative|trivial|invalid|impossible|spurious|degenerate|"
    r"doubts?|question|jok\w*|kidding|exaggerat\w*|blague\w*|doute\w*|zweifel\w*|witz\w*|scherz\w*|duda\w*|"
    r"broma\w*|dubbio|scherz\w*|dúvida\w*|brincadeira\w*|сомнени\w*|шут\w*|twijfel\w*|grap\w*|wątpliwości|"
    r"żart\w*)" + _E
)
# the same omission as a condition before the result, by the solver (the writer, "one", "you") or in the passive:
# "When the discount is ignored, the total is", "If one ignores the discount, we get", "Once the carry is dropped the
# sum is" (a character of the problem who skips a meal is the problem's condition: "If Tom skips lunch, he saves")
_GET = (
    r"(?:get|gets|got|obtain|obtains|obtained|find|finds|found|have|has|had|arrive\s+at|end\s+up\s+with|would\s+get|"
    r"will\s+get|" + _VERB_END[3:-1] + r")"
)
_CONDITIONAL_OMISSION = re.compile(
    r"(?i)(?:^|[,;:]\s*|" + _W + r"(?:and|but|so|then|now)\s+)[*_]*(?:if|when|once|whenever)\s+"
    r"(?:(?:we|one|you|i)\s+(?:\w+\s+)?(?:ignore|omit|forget|skip|drop|neglect|overlook|disregard|leave\s+out)"
    r"(?P<object>[^,;:.!?\n]{1,60}?)|(?P<passive>[^,;:.!?\n]{1,60}?)\s(?:is|are|was|were|gets?|got)\s+(?:\w+\s+)?"
    r"(?:ignored|omitted|forgotten|skipped|dropped|neglected|overlooked|disregarded|left\s+out))"
    + _E
    + r",?\s*"
    r"(?:[^,;:.!?\n]{0,50}?\s)?" + _GET + _TAIL
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
# a solver defined by an error with a finite verb, said of solvers in general (a quantifier, an adverb of frequency, a
# modal, an indefinite pronoun: a character of the problem who skips a day is not): "Students often forget the carry
# and get", "Many people skip the last step and end up with", "Anyone could miscount and get"
_ERRING_FINITE = re.compile(
    r"(?i)" + _W + r"(?P<many>(?:many|most|some|a\s+lot\s+of)\s+)?(?P<who>students?|pupils?|people|solvers?|"
    r"readers?|beginners?|novices?|test[- ]takers?|someone|somebody|anyone|anybody)\s+(?P<how>(?:often|usually|"
    r"commonly|typically|frequently|sometimes|might|may|would|could|will|tend\s+to)\s+)?(?:forget|forgets|forgot|"
    r"skip|skips|skipped|ignore|ignores|ignored|omit|omits|omitted|neglect|neglects|neglected|drop|drops|dropped|"
    r"overlook|overlooks|overlooked|miss|misses|missed|misread|misreads|miscount|miscounts|miscounted|miscalculate|"
    r"miscalculates|miscalculated|confuse|confuses|confused|rush|rushes|rushed|guess|guesses|guessed)"
    + _E
    + r"[^.!?\n]{0,80}?\s(?:and|then|so|to)\s+(?:\w+\s+)?(?:gets?|got|obtains?|obtained|finds?|found|arrives?\s+at|"
    r"arrived\s+at|ends?\s+up\s+with|ended\s+up\s+with|writes?|wrote|answers?|answered|comes?\s+up\s+with|"
    r"came\s+up\s+with|obtain|write|answer)" + _TAIL
)


def _erring_in_general(lead: str, at: int) -> bool:
    """Whether ``lead`` ends on a result got by solvers in general who err (``_ERRING_FINITE``)."""
    m = _ERRING_FINITE.search(lead, at)
    return m is not None and bool(
        m.group("many") or m.group("how") or m.group("who").lower().startswith(("some", "any"))
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
    "answers answered of wir we us me you them".split()
)
# cheap tests first: substrings of the lowercased lead (one ``in`` each, no regex), per reading; a lead of Latin
# letters is tested with its keys only
_HEAD_KEYS = tuple(
    "count total tall value result sum estimat figure computation calculation outcome output reckoning".split()
)
_DISOWN_KEYS = tuple(
    "hastil sloppil lazil hurriedl miscalc miscount misread misappl distract "
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
) + ("sin ", "sem ", "bez ", "left out")
_SOLVER_KEYS = (" who", " that", " which", " if ", " wer ", " qui ", " chi ") + tuple(
    "quien кто decoy distract herring trap bait lure köder falle señuelo trampa leurre piège esca приманк "
    "ловушк".split()
)
_FINITE_KEYS = tuple(
    "forget forgot skip ignor omit neglect drop overlook miss misread miscount miscalc confus rush guess".split()
)
_ASCII = tuple(tuple(k for k in keys if k.isascii()) for keys in (_DISOWN_KEYS, _OMIT_KEYS, _SOLVER_KEYS))
_ALL = (_DISOWN_KEYS, _OMIT_KEYS, _SOLVER_KEYS)
_WITHOUT_KEYS = (" ohne ", " sin ", " sans ", " без ", " senza ", " sem ", " zonder ", " bez ")
_TAIL_LOOK = 90  # (a subject and its verb end the lead within this many characters)
_AFTER_LOOK = 160  # (strict: a subject with words after its head and its verb, within this many)


_BRACKETED = re.compile(r"[(\[]([^()\[\]\n]{1,40})[)\]]")
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
    # (the sentence's leading space dropped: the readings anchored at its start ("Without the carry we get") read a
    # sentence after another on its line as one that opens a line)
    lead = view[max(sentence, start - LEAD) : start].lstrip().rstrip(" \t$\\([")
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
    lead = _BRACKETED.sub(lambda m: " " + m.group(1) + " ", lead)  # "The (naive) total is" (the same length)
    low = " " + lead.lower()
    tail = low[-_TAIL_LOOK:]
    disown, omit, solver = _ASCII if low.replace(OPAQUE, "").isascii() else _ALL
    if strict and any(
        w.strip("(*_").startswith(_HEAD_KEYS) for w in low[-_AFTER_LOOK:].split()[-11:]
    ):  # (the head: among the last words)
        prose = lead[lead.rfind(OPAQUE) + 1 :]  # (the prose after the last math)
        quantity = _QUANTITY_SUBJECT.search(prose, max(0, len(prose) - _TAIL_LOOK))
        if quantity is not None and not all(_plain_modifier(m) for m in quantity.group("mods").split()):
            return True  # "The naive count gives", "The off-by-one value is": a qualifier not proven harmless
        quantity = _QUANTITY_SUBJECT_AFTER.search(
            lead, max(0, len(lead) - _AFTER_LOOK)
        )  # ("The value of $x$ is")
        if quantity is not None and not (
            all(_plain_modifier(m) for m in quantity.group("mods").split())
            and _plain_after(quantity.group("after"))
        ):
            return True  # "The total computed carelessly is", "The sum without the carry is"
    if ("'s " in tail or "’s " in tail) and any(w.startswith(_HEAD_KEYS) for w in tail.split()[-5:]):
        quantity = _QUANTITY_SUBJECT.search(lead, max(0, len(lead) - _TAIL_LOOK))
        if quantity is not None and _others(quantity.group(0)):
            return True  # "My friend's count gives", "The textbook's total is": another solver's result
    at = max(0, len(lead) - _TAIL_LOOK)
    if strict and any(k in low for k in _WITHOUT_KEYS):
        m = _FOREIGN_QUANTITY_WITHOUT.search(lead, max(0, len(lead) - _AFTER_LOOK))
        if m is not None and not _LEFT_OUT_ERROR.search(m.group("object")):
            return True  # "Die Summe ohne Übertrag ist", "La suma sin el acarreo es"
    if (
        any(k in tail for k in disown)
        and (m := _MANNER_QUANTITY.search(lead, at)) is not None
        and _DISOWNING.search(m.group("mods"))
    ):
        return True  # "By a naive count we get", "Using the wrong formula gives"
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
    if omitted and (m := _CONDITIONAL_OMISSION.search(lead, at)) and not _LEFT_OUT_ERROR.search(m.group(0)):
        return True  # "When the discount is ignored, the total is", "If one ignores the discount, we get"
    if (omitted or any(k in low for k in _FINITE_KEYS)) and _erring_in_general(lead, at):
        return True  # "Students often forget the carry and get", "Many people miscount and end up with"
    if any(k in low for k in solver):
        return _ERRING_SOLVER.search(lead) is not None or _DECOY_SUBJECT.search(lead, at) is not None
    return False
