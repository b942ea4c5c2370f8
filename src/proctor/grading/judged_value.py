"""Standard mode: three ways a response takes back the answer it just gave, read after the answer (the second
lives in after_box and the left side of a judged equation in commitment.equated_left: both are read by
modules this one imports, so they sit below it).

- **the value judged** (:func:`value_judged`): a later sentence whose subject is the box's own value (its
  digits, ``$7$``, or the value in words: ``Seven``, ``sept``, ``sieben``) and whose predicate judges it
  (``7 is wrong.``, ``7 is not right.``, ``Seven is not correct.``, ``7 ist falsch.``, ``7 n'est pas
  correct.``, ``7 no es la respuesta.``, ``7是错的。``), or the rest of the box's own sentence with the box
  as its subject (``14/2 = $\\boxed{7}$ is wrong.``), withdraws the box as ``That is not right.`` does. A
  predicate that names a property (``7 is not prime``, ``7 is not divisible by 2``) judges nothing: only the
  judging words below count, and only after copulas, adverbs, articles and negators; a judging word after a
  negator (``7 is not wrong``) and a question (``7 is wrong?``) withdraw nothing.
- **a check with a copula** (:func:`proctor.grading.after_box.check_copula_disagrees`, beside the check it extends): a check after the box (``Let me double-check:
  $3+4$ is 8.``) whose result follows a copula (``is``, ``equals``, ``gives``, ``makes``, ``ist``, ``est``,
  ``es``, ``là``, ``是``) or an ``=`` written after a math span is read as :func:`proctor.grading.after_box.
  check_disagrees` reads ``$3 + 4 = 8$``; only a left side that is a computation of numbers is joined.
- **a correction to another option** (:func:`corrected_choice`): after the stated choice, a sentence opened
  by a word of correction (``Actually,``, ``Correction:``, ``I mean``, ``Wait,``, ``No —``, ``Eigentlich``,
  ``En fait``, ``実は``, ...) that names another option letter withdraws the choice (``The answer is C.
  Actually, B.``); one that names the same letter (``Actually, C is the only one that works.``) keeps it.
"""

from __future__ import annotations

import re

from proctor.grading import tails

# ---------------------------------------------------------------------------------------------------------
# the value judged
_BAD = frozenset(
    (
        "wrong incorrect false erroneous mistaken invalid bogus mistake error typo miscalculation blunder "
        "falsch fehlerhaft fehler inkorrekt unrichtig faux fausse erroné erronée incorrecte erreur "
        "incorrecto incorrecta erróneo errónea equivocado equivocada errado errada incorreto incorreta "
        "sbagliato sbagliata errato errata scorretto scorretta errore fout onjuist verkeerd "
        "неверно неверный неверное неправильно неправильный неправильное ошибка ошибочно ошибочный "
        "błędne błędny błędna źle błąd yanlış hatalı salah keliru fel felaktigt feil forkert väärin "
        "λάθος sai गलत ग़लत خطأ خاطئ خاطئة غلط שגוי טעות"
    ).split()
)
_GOOD = frozenset(
    (
        "right correct true valid answer solution result richtig korrekt stimmt antwort lösung juste vrai "
        "bon bonne réponse solution résultat correcto correcta cierto respuesta correto correta certo "
        "resposta corretto corretta giusto giusta risposta juist goed antwoord верно верный правильно "
        "правильный правильным ответ ответом poprawne poprawny poprawna odpowiedź doğru cevap benar "
        "jawaban rätt riktig rigtig oikein đúng सही"
    ).split()
)
_NEGATOR = frozenset(
    "not never no n't isn't wasn't nicht kein keine nie pas non ne no nunca ni nem não niet geen "
    "nie inte ikke ei tidak bukan değil не нет không नहीं".split()
)
_FILLER = frozenset(
    (
        "is was be been 's are seems seem looks look appears appear must definitely clearly certainly "
        "surely obviously actually also simply just totally completely plainly indeed in fact still "
        "a an the my our this that final ist war sind scheint leider est était c'est n'est semble "
        "es era parece è era sembra é está is lijkt jest wydaje się to är er on olla "
        "является является было была был всё все это и ja "
        "là rõ ràng"
    ).split()
)
# words that may open the sentence before its subject ("So 7 is wrong.", "The answer 7 is not right.")
_LEADS = frozenset(
    (
        "so but and hmm well oh wait actually however also then thus hence therefore now sorry ok okay "
        "the answer value result number boxed final my our this that above i mean "
        "also aber doch die antwort donc mais la réponse pero entonces la respuesta ma quindi però "
        "no não então но так ответ"
    ).split()
)
_WORDS = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*|['’]\w+")
_SUBJECT_DIGITS = re.compile(r"[-−]?\d+(?:[.,]\d+)?")
_OPERAND = r"\(?[ \t]*[-−]?\d+(?:\.\d+)?[ \t]*\)?"
_SUBJECT_COMPUTATION = re.compile(  # a plain computation of numbers, with its result or without
    _OPERAND + r"(?:[ \t]*[-+−*/×÷·^][ \t]*" + _OPERAND + r")+(?:[ \t]*=[ \t]*" + _OPERAND + r")?(?![\w.])"
)
_CJK_BAD = re.compile(
    r"\s*(?:的|这个|這個)?\s*(?:是|为|為|は|는|은|이|가)?\s*(?:错|錯|不对|不對|不正确|不正確|有误|有誤|間違|誤り|正しくない|"
    r"正解ではない|答えではない|틀렸|틀린|잘못|정답이 아니|맞지 않)"
)
_PREFILTER = re.compile(
    r"(?i:"
    + "|".join(
        sorted(
            (re.escape(w) for w in _BAD | {"right", "correct", "true", "valid", "answer"}),
            key=lambda w: (-len(w), w),  # (ties by text: the same pattern in every process)
        )
    )
    + r"|richtig|correct|juste|vrai|giust|juist|верн|правильн|poprawn|doğru|benar|rätt|riktig|oikein|đúng|सही)"
    r"|错|錯|不对|不對|不正|有误|有誤|間違|誤り|正しく|틀|잘못|맞지"
)
_SCAN = 1500  # the later sentences read: those that start within this many characters of the box's sentence


def _judges(rest: str) -> bool:
    """Whether ``rest``, what follows a subject up to its clause's end, is a predicate that judges it."""
    if _CJK_BAD.match(rest):
        return True
    m = re.match(r"[^,;:.!?。！？，；：\n]*", rest)
    clause = rest[: m.end()] if m else rest
    if rest[m.end() : m.end() + 1] in ("?", "？") if m else False:
        return False  # "7 is wrong?": a question
    negated = False
    for w in _WORDS.findall(clause.lower())[:8]:
        if w in _NEGATOR or w.startswith("n't") or w.endswith("n't") or w.endswith("n’t"):
            negated = True
            continue
        if w in _BAD:
            return not negated  # "7 is wrong." (never "7 is not wrong.")
        if w in _GOOD:
            return negated  # "7 is not right.", "7 is not the answer." (never "7 is right.")
        if w in _FILLER:
            continue
        return False  # another word: a property ("7 is not prime"), or something else
    return False


def _is_value(token: str, answer: str) -> bool:
    from proctor.grading.compare import fast_equivalent

    return fast_equivalent(token.replace("−", "-"), answer) is True


def _subject_end(text: str, view: str, s: int, e: int, answer: str) -> int | None:
    """Where the subject of the sentence ``view[s:e]`` ends when it is the box's value, else None."""
    from proctor.grading.commitment import OPAQUE
    from proctor.grading.stated import _inner
    from proctor.grading.value_words import _NUMBER_WORD

    pos = s
    for _ in range(4):
        while pos < e and (
            view[pos] in " \t\n*_>#–—,\"'“”«»(.!?。！？:;"
            or view[pos] == "-"
            and view[pos + 1 : pos + 2].isspace()
        ):
            pos += 1
        if pos >= e:
            return None
        if view[pos] == OPAQUE:
            q = pos
            while q < e and view[q] == OPAQUE:
                q += 1
            inner = _inner(text[pos:q]).strip().strip("$").strip()
            if inner.startswith("\\(") and inner.endswith("\\)"):
                inner = inner[2:-2].strip()
            return q if len(inner) <= 40 and _is_value(inner, answer) else None
        c = _SUBJECT_COMPUTATION.match(text, pos)  # (the text: the view blanks a '*' as emphasis)
        if c:  # "14/2 is incorrect here.", "3 + 4 = 7 is not what was asked."
            return c.end() if all(_is_value(side, answer) for side in c.group().split("=")) else None
        d = _SUBJECT_DIGITS.match(view, pos)
        if d:
            return d.end() if _is_value(d.group().replace(",", "."), answer) else None
        w = _WORDS.match(view, pos)
        if w is None:
            return None
        word = w.group().lower()
        n = _NUMBER_WORD.get(word)
        if n is not None and _is_value(str(n), answer):
            return w.end()
        if word not in _LEADS:
            return None
        pos = w.end()
    return None


def value_judged(text: str, start: int, end: int, stop_at: int) -> bool:
    """Standard mode: whether the rest of the sentence of the box at ``text[start:end]`` (to ``stop_at``; the
    box its subject) or a later sentence whose subject is the box's value judges it (see the module's doc).
    ``text``: the response as written (the commitment pass blanks a judged value's sentence)."""
    from proctor.grading.commitment import prose_view
    from proctor.grading.stated import _inner, _pieces_after

    answer = _inner(text[start:end])
    view = prose_view(text)
    if _PREFILTER.search(text, end):  # (most responses: no judging word after the box)
        lead = re.match(
            r"[\s,$]*(?:(?i:which|and\s+(?:this|that|it)|but\s+(?:this|that|it))\b)?", view[end:stop_at]
        )
        if lead and _judges(view[end + lead.end() : stop_at + 1]):
            return True  # "14/2 = $\\boxed{7}$ is wrong."
    for s, e in _pieces_after(view, stop_at):
        if s - stop_at > _SCAN:
            break
        at = _subject_end(text, view, s, e, answer)
        if at is not None and (_judges(view[at : e + 1]) or tails.judges(view[at:e])):
            return True  # "$\\boxed{7}$. 7 is wrong.", "7 is too small.", "7 passt nicht." (proctor.grading.tails)
    return False


# ---------------------------------------------------------------------------------------------------------
# a correction to another option letter: "The answer is C. Actually, B."
_CORRECTION = re.compile(
    r"[\s*_>#]*(?:(?i:actually|correction|i\s+mean|i\s+meant|wait|no|sorry|oops|rather|make\s+that|scratch\s+that|"
    r"on\s+second\s+thought|eigentlich|nein|korrektur|ich\s+meine|en\s+fait|non|correction|je\s+veux\s+dire|"
    r"en\s+realidad|corrección|quiero\s+decir|anzi|in\s+realtà|correzione|cioè|na\s+verdade|correção|"
    r"właściwie|poprawka|на\s+самом\s+деле|нет|поправка|точнее|eigenlijk|nee|correctie|aslında|hayır|"
    r"sebenarnya|koreksi|faktiskt|nej)|実は|いや|訂正|其实|其實|不对|不對|更正|아니|사실)"
    r"[\s,:;.!—–\-…]*(?:(?i:it's|it\s+is|the\s+answer\s+is|answer|option|choice|make\s+it|it\s+should\s+be|"
    r"should\s+be|c'est|es|ist|è|é|是|选|選)[\s:]*)?"
    r"(?:\\text(?:bf)?\{)?\**\$?\(?\s*([A-Z])\s*\)?\$?\**\}?(?![A-Za-z0-9])"
)
# what may follow the other letter for it to be chosen: the sentence's end, or a word that makes it the answer
_CHOSEN = re.compile(
    r"[\s*_]*(?:[.!。！;)\n]|$|(?i:,?\s*(?:is|would\s+be|should\s+be|ist|est|es|è)\s+(?:the\s+)?"
    r"(?:correct|right|answer|better|best|richtig|correcte?|correcta|corretta|la\s+bonne|la\s+correcta)\b|"
    r",?\s*(?:not|rather\s+than|instead\s+of|nicht|pas|no)\s+\(?[A-Z]\b|,?\s*instead\b))"
)
_AFTER_START = re.compile(r"[.!?。！？\n]\s*|[,;]\s*(?=(?i:actually|wait|no|i\s+mean|rather)\b)")


def corrected_choice(text: str, end: int, letter: str) -> str | None:
    """Another option letter that a correction after ``end`` (where ``letter`` was stated) names, else None."""
    rest = text[end : end + 600]
    for m in _AFTER_START.finditer(rest):
        c = _CORRECTION.match(rest, m.end())
        if c is None:
            continue
        if c.group(1) != letter:
            if _CHOSEN.match(rest, c.end()) is None:
                continue  # "Actually, B is wrong.", "No, A and B fail.": a remark on another option, no choice
            return c.group(1)
        return None  # "Actually, C is the only one that works.": the same choice
    return None
