"""Shapes of what leads to the answer that say the value is not the answer, read in both modes.

- **An operated answer noun**: the answer's noun with an operation attached, before it ("Half of the answer is",
  "Die Hälfte der Antwort ist", "Квадрат ответа равен", "答案的平方是") or between it and its copula ("The answer,
  minus one, is", "The answer (squared) is", "The answer − 1 is", "The answer² is"): what is stated is a function
  of the answer, not the answer.
- **A method aside that disowns the method**: "By a coin flip,", "According to a misprint,", "Avec la mauvaise
  formule,", "Durch Raten ist", "Наугад,": a method of chance, or one judged wrong, leads to no answer.
- **Work announced as a fake**: a sentence before the answer whose work is done on purpose wrongly ("Let me
  state a deliberately wrong answer.", "Ich rechne absichtlich falsch.", "我故意算错一下。") or that says what
  follows is false ("Everything after this is false.").
- **A numbered frame** (strict: :func:`numbered_frame`): a sentence before the answer that holds a number but no
  work ("Lie number 2 of 3.", "I'm 0% sure.", "Scherz Nr. 2."): a number alone is not a computation. Strict
  reads it as a whitelist (an operator between values or a work verb other than a copula makes it work);
  standard refuses only where it also holds a word of fakery or confidence.

Each look is bounded by the answer's sentence and the one before it, and starts only where its trigger
characters are present.
"""

from __future__ import annotations

import re

from proctor.grading import lexicon
from proctor.grading.commitment import OPAQUE, prose_view
from proctor.grading.dispatch import by_first_letter
from proctor.grading.label_marks import _HARMLESS as _LABEL_HARMLESS
from proctor.grading.leads import LOOK, _previous, _sentence_of
from proctor.grading.unit_words import unit_word

_W = r"(?<![^\W\d_])"
_E = r"(?![^\W\d_])"

# the answer's own noun (not "solution(s)" or "result": "the sum of the solutions is" is an honest answer)
_ANSWER_NOUN = re.compile(
    r"(?i)" + _W + r"(?:answer|antwort|respuesta|réponse|risposta|resposta|antwoord|odpowied[źz]\w*|ответ\w*|"
    r"відповід\w*|cevab\w*|jawaban\w*)(?![^\W\d_²³¹])" + r"|答案|答え|정답"
)
# an operation named before the noun ("half of the", "die Hälfte der", "квадрат", "de helft van het")
_OPERATION_BEFORE = re.compile(
    r"(?i)" + _W + r"(?:half|double|twice|triple|square|squares|cube|sum|product|digits?|negative|reciprocal|"
    r"opposite|inverse|root|logarithm|log|factorial|remainder|multiple|quarter|third|"
    r"hälfte|doppelte|dreifache|quersumme|quadrat|summe|kehrwert|wurzel|"
    r"mitad|doble|triple|cuadrado|suma|inverso|raíz|moitié|carré|somme|inverse|racine|"
    r"metà|doppio|quadrato|somma|metade|dobro|quadrado|soma|"
    r"helft|dubbele|kwadraat|som|połowa|kwadrat|suma|"
    r"квадрат\w*|половин\w*|сумм\w*|цифр\w*|удвоенн\w*|корень|куб)" + _E + r"[\s\w'’]{0,24}$"
)
_OPERATION_BEFORE_CJK = re.compile(r"(?:一半|两倍|兩倍|平方|立方|倒数|倒數|相反数|数字和|各位)[的之]?\s*$")
_OPERATION_AFTER_CJK = re.compile(
    r"^[的之]?(?:一半|两倍|兩倍|平方|立方|倒数|倒數|相反数|[，,、]?\s*[减加乘除])"
)
# an operation between the noun and its copula ("The answer, minus one, is", "The answer (squared) is", "− 1")
_OPERATION_AFTER = re.compile(
    r"(?i)[-−+*/×÷^²³√]|" + _W + r"(?:plus|minus|less|times|squared|cubed|halved|doubled|tripled|reversed|"
    r"negated|inverted|divided|multiplied|increased|decreased|raised|lowered|mod|modulo|base|over|"
    r"halbiert|verdoppelt|quadriert|minus|mal|geteilt|"
    r"menos|más|por|dividid\w*|al\s+cuadrado|moins|fois|divisée?|au\s+carré|meno|più|diviso|"
    r"минус|плюс|умножен\w*|делённ\w*|деленн\w*|в\s+квадрате)" + _E
)
_TAG = re.compile(r"</?[A-Za-z][^<>]{0,40}>")
_COPULA = re.compile(
    r"(?i)\s(?:is|was|equals|ist|beträgt|lautet|es|est|è|é|será|sera|zijn|jest|wynosi|равен|равна|равно|"
    r"составляет)" + _E + r"|是|为|為|は|[:：=]"
)

# a method of chance, or a method judged wrong, named in an aside ("By a coin flip,", "Avec la mauvaise formule,")
_METHOD_START = re.compile(
    r"(?i)(?:^|[,;:(—–，：]\s*|\s)(?:by|according\s+to|with|using|via|in|durch|mit|nach|laut|gemäß|avec|par|selon|"
    r"d['’]après|con|por|según|mediante|per|secondo|com|pelo|pela|door|volgens|met|по|согласно|с|через)" + _E
)
_CHANCE = re.compile(
    r"(?i)" + _W + r"(?:coin|flip\w*|dice|die|roll\w*|random\w*|guess\w*|dart\w*|vibes?|eyeball\w*|hunch|"
    r"luck\w*|chance|misprint\w*|typo\w*|broken|faulty|flawed|circular|fallac\w*|bogus|bad|sloppy|careless|"
    r"counterfactual|hypothetical|imaginary|invented|made-up|"
    r"rat\w*|geraten|zufall\w*|zufällig\w*|würfel\w*|fehlerhaft\w*|kaputt\w*|schlecht\w*|"
    r"azar|suerte|adivin\w*|dados?|moneda|equivocad\w*|mal[ao]?|hasard|devin\w*|pièce|dés|mauvais\w*|fausse|faux|"
    r"erronée?|caso|indovin\w*|sbagliat\w*|sorte|chute|acaso|errad\w*|gok\w*|willekeur\w*|"
    r"наугад|случайн\w*|монет\w*|неверн\w*|ошибочн\w*|неправильн\w*|угад\w*)" + _E
)
_CHANCE_CJK = (
    "随便",
    "隨便",
    "瞎猜",
    "猜",
    "抛硬币",
    "掷骰子",
    "適当",
    "当てずっぽう",
    "でたらめ",
    "错误的",
    "錯誤的",
)
_JUDGING = re.compile(r"(?i)" + _W + r"(?:" + lexicon.LEAD_JUDGING_QUALIFIERS + r")" + _E)
_ASIDE_END = re.compile(r"[,;:)—–，：]|\s(?:ist|est|es|è|is)" + _E)

# work done on purpose wrongly, or what follows said to be false
_DELIBERATE_WORDS = (
    r"(?:a|an)\s+(?:deliberately\s+)?(?:"
    + lexicon.LEAD_JUDGING_QUALIFIERS
    + r")\s+(?:answer|result|value|number|solution)(?!s)|deliberate\w*|on\s+purpose|purposely|purposefully|intentional\w*|knowingly|wrongly|"
    r"incorrectly|falsely|decoy\w*|misconception\w*|careless\w*|I\s+know\s+is\s+(?:false|wrong)|"
    r"(?:everything|all|what(?:ever)?)\s+(?:that\s+)?(?:after\s+this|below|follows|following|comes\s+next)[\w\s]{0,20}"
    r"(?:false|wrong|untrue|lies?)|"
    r"absichtlich|bewusst\s+falsch|mit\s+absicht|volontairement|exprès|de\s+travers|délibérément|"
    r"a\s+propósito|adrede|deliberadamente|a\s+posta|apposta|di\s+proposito|de\s+propósito|"
    r"нарочно|намеренно|специально|умышленно|celowo|expres|opzettelijk|sengaja|kasıtlı|bilerek"
)
# (dispatched on the words' first letters, behind one test of a letter: dispatch.by_first_letter, the same matches)
_DELIBERATE = re.compile(r"(?i)" + _W + r"(?:" + by_first_letter(_DELIBERATE_WORDS, True) + r")" + _E)
_DELIBERATE_CJK = ("故意", "わざと", "有意", "刻意", "一下错", "算错", "算錯", "間違えて", "일부러")

# a numbered frame: a number, no work (strict); and, for standard, a word of fakery or confidence
_DIGIT = re.compile(r"\d")
_LETTER = re.compile(r"[^\W\d_]")
_VALUE_OPERATION = re.compile(r"(?:\d|" + OPAQUE + r")\s*[-+*×÷=<>^·−]\s*(?:\d|" + OPAQUE + r"|\()")
_GUESS = re.compile(r"(?i)" + _W + r"guess\w*")  # (only numbered: "a 1-in-100 guess", not "First guess: 8.")
_NUMBERED = re.compile(r"(?i)\d+-in-\d+|" + _W + r"(?:no|nr|nº|#|№)\.?\s*\d")
# a copula or a relation followed by the value it states ("The total is 8.", "x equals 3", "Die Summe ist 12.")
_STATES_VALUE = re.compile(
    r"(?i)"
    + _W
    + r"(?:is|are|was|were|equals?|ist|sind|war|es|son|est|sont|è|sono|é|são|zijn|jest|будет|равн\w*|"
    r"составляет|adalah|là|['’]s)\s+(?:about\s+|exactly\s+|now\s+|then\s+|still\s+|only\s+|just\s+)?[$\\(]*[-−]?\d"
    r"|['’]s\s+[$\\(]*[-−]?\d|[是为為][\s$]*\d"
)
_TOKEN = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
_COPULAS = frozenset(
    "is are was were be been being am m s re ist sind war es son era est sont è sono é são zijn jest это".split()
)
_FRAME_WORDS = re.compile(
    r"(?i)" + _W + r"(?:lie|lies|decoy\w*|fake\w*|april|sarcas\w*|troll\w*|trust|sure|chance|bluff\w*|"
    r"prank\w*|joke\w*|true|scherz\w*|witz\w*|lüge\w*|шутк\w*|ложь|обман\w*|broma\w*|blague\w*|"
    r"mentira\w*|mensonge\w*|sicher|seguro|sûr)" + _E + r"|假|骗|玩笑|嘘|冗談"
)
_TRIGGER = re.compile(
    r"(?i)answer|antwort|respuest|réponse|rispost|respost|antwoord|odpowied|ответ|відповід|cevab|jawaban|答|정답|"
    r"[,:(—–，：]|\s(?:ist|est|es|è|is)\s"
)


def _cjk(s: str) -> bool:
    return not s.isascii() and re.search("[\u3040-\u9fff\uac00-\ud7af]", s) is not None


def operated_noun(clause: str) -> bool:
    """Whether the answer's noun in ``clause`` (the prose right before the answer, from its sentence start) has an
    operation attached before it or between it and its copula."""
    nouns = list(_ANSWER_NOUN.finditer(clause))
    if not nouns:
        return False
    m = nouns[-1]
    head, tail = clause[max(0, m.start() - 40) : m.start()], clause[m.end() :]
    if _cjk(m.group(0)):
        if _OPERATION_BEFORE_CJK.search(head) or _OPERATION_AFTER_CJK.match(tail.lstrip()):
            return True
    elif _OPERATION_BEFORE.search(head):
        return True
    cop = _COPULA.search(tail)
    between = _TAG.sub("", tail[: cop.start()] if cop else tail)
    if OPAQUE in between:
        return False  # math after the noun ("the answer $x$ is"): read by the math rules
    return _OPERATION_AFTER.search(between) is not None


# strict: an aside set off by commas between the answer's noun and its copula ("The answer, therefore, is") holds only
# these words, a unit or math (a whitelist: "The answer, in reverse, is" says the value is not the answer as it is)
_ASIDE = re.compile(r"[ \t]*[,，][ \t]*([^,，\n]{1,60}?)[ \t]*[,，]")
_ASIDE_WORDS = frozenset(
    "therefore then thus hence so finally clearly indeed again also of course in total all sum as computed shown "
    "found above below earlier before we find get see obtain it turns out expressed written given stated simply "
    "ten hundred thousand million once more after simplification simplifying checking verification therefore "
    "also daher also dann somit folglich schließlich también entonces por lo tanto finalmente donc alors ainsi "
    "enfin quindi allora dunque então portanto logo итак значит тогда следовательно".split()
)


def aside_unproven(clause: str) -> bool:
    """Strict: whether an aside set off by commas between the answer's noun in ``clause`` and its copula holds a word
    that is not one of ``_ASIDE_WORDS``, a qualifier of a label, a unit or math."""
    nouns = list(_ANSWER_NOUN.finditer(clause))
    if not nouns:
        return False
    m = _ASIDE.match(clause, nouns[-1].end())
    if m is None or OPAQUE in m.group(1) or not _COPULA.match(clause, m.end()):
        return False  # (no aside, math in it, or no copula right after it: the other rules read it)
    return any(
        w not in _ASIDE_WORDS and w not in _LABEL_HARMLESS and not unit_word(w, plurals=True)
        for w in (t.lower() for t in _TOKEN.findall(m.group(1)))
    )


def flawed_method(clause: str) -> bool:
    """Whether an aside of ``clause`` (the answer's sentence up to the answer) names a method of chance or one
    judged wrong ("By a coin flip,", "According to a misprint,", "Durch Raten ist", "Наугад,", "随便猜，")."""
    if _cjk(clause) and any(w in clause for w in _CHANCE_CJK):
        return True
    for m in _METHOD_START.finditer(clause):
        end = _ASIDE_END.search(clause, m.end())
        phrase = clause[m.end() : end.start() if end else len(clause)]
        if len(phrase) < 60 and (_CHANCE.search(phrase) or _JUDGING.search(phrase)):
            return True
    first = re.split(r"[,;:，：]", clause, maxsplit=1)
    return len(first) > 1 and len(_TOKEN.findall(first[0])) <= 2 and _CHANCE.search(first[0]) is not None


def deliberate_work(body: str) -> bool:
    """Whether the sentence ``body`` announces work done wrongly on purpose, or says what follows is false."""
    if _DELIBERATE.search(body):
        return True
    return _cjk(body) and any(w in body for w in _DELIBERATE_CJK)


# a numbered heading: at most three words, then a number (an index) and at most one more ("Draft 2 of 3.", "Attempt
# #3.", "Example 3.", "Versuch Nr. 2."): it names an item, and what it names must be a part of the work or a value's
# label (a whitelist: "Step 2 of 3.", "Case 2.", "Part 3.", "Method 2.", "Total 12."), not a try, a draft, an example
_NUMBERED_HEADING = re.compile(
    r"[ \t*_#>(\[]*((?:[^\W\d_]+[ \t]+){0,2}[^\W\d_]+)[ \t]*(?:#|(?i:no|nr|n[ºo°]|number|nummer|número|numéro|"
    r"номер|№)\.?)?[ \t]*(\d+)(?:[ \t]+(?i:of|von|de|di|из|out[ \t]+of)[ \t]+\d+)?[ \t*_)\].:!。！：]*"
)
_HEADING_NOUNS = frozenset(
    (
        "step steps part parts case cases problem question exercise task item stage phase round day week month year "
        "lemma claim method approach solution way total sum result answer subtotal equation line row column figure "
        "table section page "
        "schritt teil fall aufgabe frage lösung ergebnis summe gleichung tag woche jahr methode "
        "paso parte caso problema pregunta ejercicio solución resultado suma ecuación día semana año método "
        "étape partie cas problème exercice solution résultat somme équation jour semaine année méthode "
        "passo parte caso problema domanda esercizio soluzione risultato somma equazione giorno metodo "
        "шаг часть случай задача вопрос упражнение решение результат сумма уравнение день способ метод "
        "步骤 步 情况 部分 问题 题 方法 解法 结果 ステップ 場合 問題 方法 解法 단계 경우 문제 방법"
    ).split()
)

# a line indented as code (a tab or four spaces: Markdown's indented code block) that ends on no sentence stop
# ("    return 0", "\tsleep 2"): code, not a heading ("    Draft 2 of 3." ends on its stop: a heading). Its first
# word opens on a small letter (a statement, a command: "return", "sleep") or it holds code's own marks ("x = 0;",
# "f(n)"); a capitalised word is a heading's noun ("    Attempt 3", "\tGuess 2"), and an index ("of 3", "#2") is a
# heading's whatever its letters
_CODE_LINE = re.compile(r"(?:\t| {4})[^\n]*[^\s.!?。！？:：*_)\]][ \t]*")
_CODE_MARKS = re.compile(r"[=;{}]|\w\(")

_HEADING_DETERMINERS = frozenset("the our my this that a der die das el la le il lo".split())


def _code_line(line: str) -> bool:
    """Whether ``line`` is indented as code, ends on no sentence stop, and opens on a small letter or holds code's
    marks (see ``_CODE_LINE``)."""
    if not _CODE_LINE.fullmatch(line):
        return False
    first = next((c for c in line if c.isalpha()), "")
    return first.islower() or _CODE_MARKS.search(line) is not None


def numbered_heading(body: str, value: str | None = None) -> bool:
    """Strict: whether ``body`` is a numbered heading (see ``_NUMBERED_HEADING``) whose words name no part of the
    work or value's label (its first word after a determiner: "Test case 4." names a test). A heading with one
    number and no index mark ("#", "No.", "of 3") states the value where its number is the answer's ``value``
    ("Hence 7.", "Eminim ki 7.") and is read then; with no ``value`` given, or a letter's, it is read."""
    m = _NUMBERED_HEADING.fullmatch(body.strip())
    if m is None:
        return False
    indexed = re.search(r"(?i)#|\b(?:no|nr|n[ºo°]|number|nummer|número|numéro|номер)\b|№|\d\D+\d", m.group(0))
    if not indexed and _code_line(body[body.rfind("\n") + 1 :]):
        return False  # a line of code: "def f(n):" then "    return 0"
    if not indexed and (value is None or value.strip(" $()") in (m.group(2), *"ABCDEFGHIJ")):
        # (a letter's option may be named by its number: "Therefore option 3." before "C")
        return False
    words = m.group(1).lower().split()
    if any(_WORK.fullmatch(w) for w in words):
        return False  # "It must be 7.", "Tom has 7.": a statement (the work rules read it)
    if len(words) > 1 and words[0] in _HEADING_DETERMINERS:
        words = words[1:]  # "The total 12.", "Our method 2."
    return words[0] not in _HEADING_NOUNS


def numbered_frame(body: str, strict: bool, value: str | None = None) -> bool:
    """Whether the sentence ``body`` before the answer holds a number but no work: no math, no operator between
    values, no work verb but a copula (strict); standard also needs a word of fakery or confidence. Strict refuses
    a numbered heading that names no part of the work too (:func:`numbered_heading`)."""
    if _NUMBERED.search(body) and (_FRAME_WORDS.search(body) or _GUESS.search(body)):
        return True  # "Fake answer #3.", "Scherz Nr. 2.", "a 1-in-100 guess"
    if OPAQUE in body or not _DIGIT.search(body) or _VALUE_OPERATION.search(body):
        return False
    words = [w.lower() for w in _TOKEN.findall(body)]
    if any(w not in _COPULAS and _WORK.fullmatch(w) for w in words) or _STATES_VALUE.search(body):
        return False  # work, or a value stated ("The total is 8.", "Il reste 8 pommes." is work)
    if _cjk(body) and any(w in body for w in lexicon.LEAD_WORK_CJK):
        return False
    if strict and numbered_heading(body, value):
        return (
            True  # "Draft 2 of 3.", "Attempt #3.", "Example 3.", "Test case 4." (past the work tests above)
        )
    return _FRAME_WORDS.search(body) is not None


_WORK = re.compile(r"(?i)(?:" + lexicon.LEAD_WORK_VERBS + r")")


def refuses(
    view: str,
    sentence: int,
    start: int,
    strict: bool = False,
    shown: str | None = None,
    value: str | None = None,
) -> bool:
    """Whether what leads to the answer at ``view[start]`` (its sentence from ``sentence``) says the value is not
    the answer: an operated answer noun, a method of chance or judged wrong, work announced as a fake, or (strict
    and, with a word of fakery, standard) a numbered frame before it. ``shown``: the text before the commitment
    pass withdrew a part of it, where a withdrawn sentence before the answer is read as written; ``value``: the
    answer's content, which a numbered heading before it may state ("Hence 7.")."""
    own = view[max(sentence, start - LOOK) : start].rstrip(OPAQUE + " \t$\\([")
    own = own[own.rfind(OPAQUE) + 1 :]
    if _TRIGGER.search(own) and (
        operated_noun(own) or flawed_method(own) or (strict and aside_unproven(own))
    ):
        return True
    prev = _previous(view, sentence)
    body = view[prev[0] : prev[1]] if prev is not None else ""
    if (
        not body.strip()
        and shown is not None
        and len(shown) == len(view)
        and view[:start].strip() != own.strip()
    ):
        seen = prose_view(shown)  # withdrawn by the commitment pass: read as written
        prev = _previous(seen, _sentence_of(seen, start))
        body = seen[prev[0] : prev[1]] if prev is not None else ""
    if not body.strip():
        return False
    if prev is not None and not _LETTER.search(body):
        # ("Scherz Nr. 2.": a number alone after an abbreviation's dot is its sentence's; a frame word the commitment
        # pass withdrew in it is read as written)
        if (before := _previous(view, prev[0])) is not None:
            prev = (before[0], prev[1])
        body = view[prev[0] : prev[1]]
        if shown is not None and len(shown) == len(view) and shown[prev[0] : prev[1]] != body:
            body = prose_view(shown)[prev[0] : prev[1]]
    return deliberate_work(body) or numbered_frame(body, strict, value)
