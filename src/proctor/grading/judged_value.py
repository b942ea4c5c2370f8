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
- **a correction to another option** (:func:`corrected_choice`, and :func:`box_corrected` after a box that holds a
  choice letter): after the stated choice, a sentence or clause opened by a word of correction of the lexicon
  (:data:`proctor.grading.lexicon.CORRECTION_OPENERS`: ``Actually,``, ``Erratum:``, ``I meant``, ``Sorry,``,
  ``Eigentlich``, ``En fait``, ``其实``, ``訂正``, ... in 29 languages), then a short bridge (``it should read``,
  ``the right option is``) and another option letter that the rest of its clause chooses, withdraws the choice
  (``The answer is C. Actually, B.``, ``$\\boxed{C}$. Erratum: it should read D.``); so does a sentence with no
  correction word that ends on another letter after a short lead naming nothing else (``Make it D.``, ``The
  correct option is D.``). One that chooses the same letter (``Actually, C is the only one that works.``) keeps
  it, and so does a remark on another option (``In fact, B is wrong.``, ``Sorry, not D.``).
"""

from __future__ import annotations

import re

from proctor.grading import lexicon, tails
from proctor.grading.letter_moves import letter_moved

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
    if box_corrected(text, start, end):
        return True  # "$\\boxed{C}$. Erratum: it should read D.": a correction to another option letter
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
# a correction to another option letter: "The answer is C. Actually, B.", "$\\boxed{C}$. Erratum: it should read D."
# A sentence (or a clause after a comma, a colon, a semicolon or a dash) opened by a correction word of the lexicon
# (:data:`proctor.grading.lexicon.CORRECTION_OPENERS`), then a short bridge of words (``it should read``, ``the
# right value is``, ``I meant``, ``答案应为``) and an option letter that the rest of its clause chooses.
_OPENS_AT = re.compile(r"[.!?。！？\n,;:，；：—–]")
_SKIP = re.compile(r"[\s*_>#:;,.!?。！？，；：—–\-…$)\]}(\[\"'“”«»]*")
_GAP = re.compile(r"[\s,:;，；：、—–\-…*_\"'“”«»]*")
# an option letter ("D", "(D)", "**D**", "$D$", "\\textbf{D}"): a capital alone, not glued to a Latin letter or digit
_LETTER = re.compile(r"(?:\\text(?:bf)?\s*\{)?[*_]*\$?\(?[ \t]*([A-Z])[ \t]*\)?\$?[*_]*\}?(?![A-Za-z0-9])")
# a bridge word: a run of letters (a Latin capital only inside a Latin word: "答案应为D" is a word, then "D")
_WORD = re.compile(r"(?:[^\W\d_A-Z]|[A-Z](?=[A-Za-z]))+(?:['’](?:[^\W\d_A-Z]|[A-Z](?=[A-Za-z]))+)*")
# more letters joined to the first: "C and D", "C/D", "C or D"
_JOINED = re.compile(
    r"[ \t]*(?:,|/|&|(?i:,?[ \t]*(?:or|and|oder|und|ou|et|o|y|e|или|и|veya|ve|atau|dan)(?![^\W\d_]))|或|和|或者)"
    r"[ \t]*" + _LETTER.pattern
)
_PRONOUN = re.compile(r"[AI](?![A-Za-z0-9])")
# "A" and "I" before a word other than a verb are the article and the pronoun ("A better choice is D", "I meant D")
_LETTER_VERB = frozenset(
    "is was would should must could can might will works work fails fail seems looks also too and or has gives "
    "satisfies holds fits makes remains instead".split()
)
# words of a bridge that make the sentence no correction to the letter after them: a negation, a condition, a
# remark about another option ("Actually, not D.", "Sorry, if D ...", "In fact, the distractor is D.")
_BRIDGE_STOP = (
    frozenset(
        (
            "not never no none nor n't neither either both also except unlike than versus vs between besides if "
            "whether unless suppose supposing assume assuming when while although though because since "
            "wrong incorrect false distractor distractors decoy trap tempting eliminate eliminated eliminates rule "
            "ruled rules exclude excluded excludes reject rejected rejects fails fail failed fake invalid "
            "thought considered originally initially first earlier previously before "
            "nicht kein keine wenn falls falsch auch außer pas ne si sauf aussi faux fausse nunca tampoco también "
            "excepto salvo falso falsa non anche tranne sbagliato sbagliata errato nem também exceto errado errada "
            "не нет если кроме тоже также неверно неправильно niet geen als ook behalve fout nie jeśli także też "
            "oprócz błędne inte om också utom fel ikke hvis også undtagen feil ei jos myös väärin değil eğer "
            "yanlış bukan tidak jika juga kecuali salah không nếu cũng sai nem ha szintén nu dacă și δεν όχι αν "
            "επίσης नहीं अगर भी गलत لا ليس إذا أيضا خطأ לא אם גם שגוי نه اگر هم غلط"
        ).split()
    )
    | frozenset(_NEGATOR)
    | frozenset(_BAD)
)
_BRIDGE_STOP_CJK = re.compile(r"[不没沒非别別错錯误誤也或如若假]|ではな|じゃな|아니|않|틀|만약")
# what the rest of the letter's clause may be for the letter to be chosen: copulas, articles and words that make it
# the answer ("D is the correct one", "D is the only one that works", "D is also correct": a second answer)
_CHOSEN_WORDS = (
    _GOOD
    | (_FILLER - {"to"})
    | frozenset(
        (
            "only one ones that which works work fits satisfies holds best better choice option pick instead then "
            "here really also too well as final indeed sure it's that's one's richtige richtig bonne buena giusta "
            "certa верный правильный juiste właściwa prawidłowa doğru oikea rätta rigtige riktige "
            "what i we meant intended possible acceptable fine ok okay "
            # (copulas and verbs of languages that put them last: "es sollte D heißen", "D olmalı", "D है")
            "heißen heissen lauten sein zijn wezen olmalı olmalıdır olacak है हैं था باشد است هست"
        ).split()
    )
)
_CHOSEN_CJK = re.compile(
    r"[\s]*(?:才是|就是|是|为|為|才|也)?(?:正确|正確|对|對|正解|答案|的|选项|選項|です|だ|である|입니다|이다|가|이|정답|"
    r"맞습니다|맞다|맞아요)*[\s]*(?:[。！.!；;\n]|$)"
)
_CLOSERS = re.compile(r"[ \t*_)\]}$]*")
_CLAUSE = re.compile(r"[^.!?。！？;；।\n,，:：]*")
_REASON = re.compile(
    r"(?i:[ \t]*,[ \t]*(?:because|since|as|weil|da|denn|car|puisque|porque|perché|poiché|потому|так\s+как|"
    r"omdat|ponieważ|çünkü|eftersom|fordi|koska|mert|deoarece|karena|vì|因为|因為))(?![^\W\d_])"
)
_EXCLUDED = re.compile(
    r"(?i:[ \t]*,?[ \t]*(?:not|rather\s+than|instead\s+of|nicht|statt|anstatt|pas|au\s+lieu\s+de|no|en\s+lugar\s+de|"
    r"en\s+vez\s+de|non|invece\s+di|não|em\s+vez\s+de|не|вместо|niet|nie|zamiast|değil|inte|ikke|ei|bukan|"
    r"không\s+phải))[ \t]+"
    + _LETTER.pattern
    + r"|[ \t]*,?[ \t]*(?:而不是|不是|ではなく)[ \t]*"
    + _LETTER.pattern
)
_INSTEAD = re.compile(
    r"(?i:[ \t]*,?[ \t]*(?:instead|stattdessen|plutôt|en\s+cambio|invece|вместо\s+этого))(?![^\W\d_])"
)
_OPTION_TEXT = re.compile(r"[ \t:—–-]*(?:\$[^$\n]{1,40}\$|[-−]?\d[\d.,/]*)[ \t]*(?:[.!。！;\n]|$)")
MAX_BRIDGE = 6  # words between the correction word and the letter
# a negator right before a letter names the letter replaced ("not C, but D"); a contrast after one goes on to the
# letter meant ("I wrote C but meant D", "Не C, а D")
_NEGATES_NEXT = frozenset(
    "not nicht pas no non não не ні niet nie inte ikke ei nem nu değil bukan không 不是 不".split()
)
_CONTRAST = re.compile(
    r"(?i:[ \t]*,?[ \t]*(?:but|aber|sondern|mais|pero|sino|ma|mas|но|а|maar|men|ale|ama|tapi|dar|alla))"
    r"(?![^\W\d_])|[ \t]*[，,]?[ \t]*(?:但是|但|而是|是)"
)
# a letter that may end a sentence read bare: a lone capital before its end, a comma, "instead", "not" or a CJK copula
_BARE_CANDIDATE = re.compile(
    r"(?<![A-Za-z0-9])[A-Z][*_)\]}$]*(?:[ \t]*(?:[.!。！;；।\n]|$)|,|[ \t]+(?i:instead|not|rather)|[^\x00-\u024f])"
)
_SENTENCE_END = re.compile(r"[.!?。！？\n]|$")
_CAPITAL = re.compile(r"[A-Z](?![A-Za-z0-9])")  # (a lone capital: the one before it is checked apart, faster)
_LATIN = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
MAX_BARE_LEAD = 4  # words before the letter of a sentence with no correction word
_SENTENCE_ENDS = frozenset(".!?。！？\n")
_BARE_SKIP = re.compile(r"[\s*_>#]*")  # (a sentence read bare opens on its words: not "(A) 12", "- D")
# a lead that names its subject before a copula: the subject must name the answer ("The correct option is D."), not
# another quantity ("The largest is D.")
_BARE_SUBJECT = re.compile(
    r"(?i:[\W_]*(?:(?:so|thus|hence|then|and|but|therefore|now)[\s,]+)?(?:the|a|an|my|our|its|this|that|el|la|le|"
    r"il|lo|het|de|die|der|das|den|o)\s+([^\W\d_][\w\s'’-]*?)\s+(?:is|are|was|were|would\s+be|should\s+be|must\s+be|"
    r"equals|è|es|est|ist|är|er|é|será|sera|will\s+be|becomes)[\s:]*)$"
)
_ANSWER_NOUN = re.compile(
    r"(?i:\b(?:answer|answers|option|choice|result|solution|pick|letter|one|respuesta|opción|antwort|lösung|wahl|"
    r"réponse|choix|risposta|scelta|antwoord|keuze|resposta|opção|escolha|ответ|вариант|odpowiedź|cevap|seçenek|"
    r"jawaban|pilihan|svar|svaret|alternativ|vastaus)\b)"
)
_INITIAL = re.compile(r"[*_)\]}$]*\.[ \t]+([A-Z][a-z]+)[ \t]+[a-z]")
# words of a lead that make a sentence with no correction word no conclusion on its letter: an analysis, another
# party's choice, another point or quantity named ("Now consider D.", "Many students pick D.", "Call this point D.")
_BARE_STOP = frozenset(
    (
        "consider considering check checking verify test testing try look examine compare compared evaluate note "
        "recall analyze analyse see cf about with for from like similarly similar other another second third next "
        "alternative alternatives runner closest nearest students student people many most some others they he "
        "she someone everyone anyone key book textbook reference source point points vertex vertices angle line "
        "segment side triangle circle figure diagram set matrix label labelled labeled call denote let name named "
        "at in on by into through between case cases part question problem step example options choices "
        "letters letter between each every any all few largest smallest biggest greatest least highest lowest "
        "minimum maximum max min"
    ).split()
)


def _chosen(rest: str, pos: int, bare: bool = False) -> bool:
    """Whether the clause from ``rest[pos:]`` (right after a letter) chooses it: its sentence ends, a word that makes
    it the answer follows, "not C", "instead", its option text; not a remark about it ("is wrong", "fails the second
    condition", a question). ``bare``: the letter opens a sentence with no correction word, so a predicate must
    choose it ("D is what I meant.", not "A. 12 is too small.")."""
    at = _CLOSERS.match(rest, pos).end()
    ch = rest[at : at + 1]
    if bare:
        clause = _CLAUSE.match(rest, at)
        words = _WORDS.findall(rest[at : clause.end()].lower())
        tail = rest[clause.end() : clause.end() + 1]
        return (
            bool(words)
            and len(words) <= 8
            and tail not in ("?", "？")
            and all(w in _CHOSEN_WORDS for w in words)
        )
    if ch == "" or ch in ".!。！;；।\n":
        return True  # "Actually, B.", "其实是D。"
    if ch in "?？":
        return False  # "Wait, B?": a question
    if _EXCLUDED.match(rest, at) or _INSTEAD.match(rest, at) or _REASON.match(rest, at):
        return True  # "D, not C.", "D instead.", "D, because it is smaller."
    if _OPTION_TEXT.match(rest, at):
        return True  # "Correction: (D) 42."
    if _CHOSEN_CJK.match(rest, at):
        return True  # "Dです。", "D才是正确答案。"
    clause = _CLAUSE.match(rest, at)
    tail = rest[clause.end() : clause.end() + 1]
    if tail in ("?", "？"):
        return False
    words = _WORDS.findall(rest[at : clause.end()].lower())
    if not words or len(words) > 8:
        return False
    return all(w in _CHOSEN_WORDS for w in words)  # "D is the correct answer.", "D ist richtig."


def _bare_chosen(rest: str, at: int) -> bool:
    """Whether the letter before ``rest[at:]`` ends its sentence as a conclusion does ("Make it D.", "Er, D.",
    "D, not C.", "Dです。"), not as an initial before a name ("Thanks to B. Smith for the idea.")."""
    if _EXCLUDED.match(rest, at) or _INSTEAD.match(rest, at):
        return True
    m = _INITIAL.match(rest, at)
    if m is not None and lexicon.correction_opener(rest, m.start(1)) is None:
        return False  # "B. Smith proved": an initial (not "D. Sorry for the confusion.")
    return _CHOSEN_CJK.match(rest, at) is not None


def _correction_at(rest: str, pos: int, bare: bool = False) -> str:
    """The letters the correction opened at ``rest[pos:]`` chooses ("" when it opens none or chooses nothing).
    ``bare``: a sentence with no correction word that ends on a letter after a short lead ("Make it D.",
    "Should've been D.", "The correct option is D."), read as ``ends_on_other_value`` reads a number."""
    start = pos
    if bare:
        words, skip_next, previous, most = 0, False, "", MAX_BARE_LEAD
    else:
        opener = lexicon.correction_opener(rest, pos)
        if opener is None:
            return ""
        pos, words, skip_next, previous, most = opener.end(), 0, False, "", MAX_BRIDGE
    while words <= most:
        pos = _GAP.match(rest, pos).end()
        lm = (
            _LETTER.match(rest, pos)
            if not (pos and rest[pos - 1].isascii() and rest[pos - 1].isalnum())
            else None
        )
        if lm is not None and lm.group(1) in "AI" and (w := _WORD.match(rest, lm.end() + 1)) is not None:
            if rest[lm.end() : lm.end() + 1] == " " and w.group().islower() and w.group() not in _LETTER_VERB:
                lm = None  # "I meant D", "A better choice is D": the pronoun, the article (a word of the bridge)
        if lm is not None:
            letters, at = [lm.group(1)], lm.end()
            while (j := _JOINED.match(rest, at)) is not None:
                letters.append(j.group(1))
                at = j.end()
            if skip_next:  # "instead of C, D", "not C, but D": the letter after them is the one replaced
                skip_next, pos = False, at
                words += 1
                continue
            if bare and len(letters) > 1:
                return ""  # "Options: A, B, C, D."
            if (
                bare
                and (subject := _BARE_SUBJECT.match(rest, start, lm.start()))
                and not _ANSWER_NOUN.search(subject.group(1))
            ):
                return ""  # "The largest is D.", "The foot of the altitude is D.": another quantity named
            if (bare and words and _bare_chosen(rest, at)) or (
                (not bare or not words) and _chosen(rest, at, bare)
            ):
                return "".join(letters)  # "Actually, B.", "Make it D.", "D is what I meant."
            if (c := _CONTRAST.match(rest, at)) is not None:
                pos, words = c.end(), words + 1  # "I wrote C but meant D."
                continue
            # "Actually, B is wrong.", "In fact, A and B fail the second condition.", "A. First, ..."
            return ""
        w = _WORD.match(rest, pos) or _PRONOUN.match(rest, pos)
        if w is None:
            return ""  # a digit, math, the sentence's end: no letter in reach
        word = w.group().lower()
        if word.endswith(("n't", "n’t")):
            return ""  # "So it can't be D."
        if (not bare and (word == "than" or (word == "of" and previous == "instead"))) or (
            word in _NEGATES_NEXT and _LETTER.match(rest, _GAP.match(rest, w.end()).end()) is not None
        ):
            # "rather than C, D", "instead of C, D", "Не C, а D.", "Sorry, not D." (then none)
            skip_next = True
        elif word in _BRIDGE_STOP or _BRIDGE_STOP_CJK.search(word) or bare and word in _BARE_STOP:
            return ""  # "Actually, not D.", "In fact, the distractor is D.", "其实D也不对", "Now consider D."
        words += 1 if word.isascii() else max(1, len(word) // 4)
        previous, pos = word, w.end()
    return ""


def corrected_choice(text: str, end: int, letter: str) -> str | None:
    """Another option letter that a correction after ``end`` (where ``letter`` was stated) names, else None: read
    from each sentence or clause after it, in order; one that chooses ``letter`` again confirms it, and the reading
    goes on (a later correction still counts)."""
    rest = text[end : end + 600]
    highest = max("J", letter)
    if not any(
        m.group() != letter and m.group() <= highest and not (m.start() and rest[m.start() - 1] in _LATIN)
        for m in _CAPITAL.finditer(rest)
    ):
        return None  # (most texts: no other option letter after the choice)
    if end + 600 < len(text):  # (the window's last sentence, cut, is not read: "Option A" is no "Option A.")
        rest = rest[: max(rest.rfind(c) for c in ".!?。！？\n") + 1]
    starts = [(0, False)] + [(m.end(), m.group() in _SENTENCE_ENDS) for m in _OPENS_AT.finditer(rest)]
    for start, sentence in starts:
        at = _SKIP.match(rest, start).end()
        if at >= len(rest):
            break
        chosen = _correction_at(rest, at)
        if (
            not chosen
            and sentence
            and at == _BARE_SKIP.match(rest, start).end()
            and (
                _BARE_CANDIDATE.search(rest, at, _SENTENCE_END.search(rest, at).end())
                or _LETTER.match(rest, at)  # "D is what I meant."
            )
        ):
            chosen = _correction_at(rest, at, bare=True)
        for other in chosen:
            if other != letter and other <= highest:
                return other  # "Actually, B.", "Correction: C or D."
    return None


def box_corrected(text: str, start: int, end: int) -> bool:
    """Standard: whether the box at ``text[start:end]`` holds a choice letter that a correction after it takes back
    for another (``$\\boxed{C}$. Erratum: it should read D.``; see :func:`corrected_choice`)."""
    m = _BOXED_LETTER.match(text, start, end)
    return m is not None and (
        corrected_choice(text, end, m.group(1) or m.group(2)) is not None
        or letter_moved(text, end, m.group(1) or m.group(2))
    )


_BOXED_LETTER = re.compile(
    r"\\(?:boxed|fbox)\s*\{\s*(?:\\(?:text|textbf|mathrm|mathbf)\s*\{\s*)?(?:\(\s*([A-Z])\s*\)|([A-Z])(?=\s*\}))"
)
