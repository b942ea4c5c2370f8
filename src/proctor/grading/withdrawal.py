"""Strict: whether the text between an earlier committed value and the final answer PROVES that the writer
withdrew the value (:func:`revised`), instead of any judging or retracting word there counting as a withdrawal.

The strict rules that refuse a box when another value is committed before it (``one_answer.committed_before``,
``finality.answered_before``, ``rival``, ``last_value``) let the earlier value go when the writer revised it
before the box ("I'll go with 8. Wait, no."). A judging or retracting word alone proves nothing: "The answer is 8.
No doubt." REAFFIRMS the 8 ("Not a typo.", "No joke.", "Never wrong.", "Actually, yes.", "Wait, that's right.",
"Kein Fehler.", "Sin error.", "Не шучу."). So each sentence that holds such a word is read for its judgement, clause
by clause (a clause ends at a comma, a semicolon, a colon or a dash):

- a clause's judgement is the product of its judging words' signs (a negative word "wrong", "mistake", "doubt",
  "typo", "Fehler", "шучу" is -1; a positive one "right", "yes", "correct", "sure", "richtig" is +1), flipped once per
  negator ("not", "no", "never", "nothing", "n't", "kein", "sin", "pas", "не"): "No doubt" is +1, "not right" -1,
  "I was not wrong" +1, "There is no doubt I was wrong" -1; a clause of negators only ("No.", "Wait, no.") is -1;
- a sentence PROVES a withdrawal when one of its clauses judges negatively, or when it holds no judgement at all
  (only a retracting interjection: "Wait.", "Hmm, let me recompute.", "Actually, the answer is 7." — a correction);
  a sentence whose clauses judge only positively ("Actually, yes.", "No doubt.") is a reaffirmation;
- a question judges nothing by itself when the next sentence answers it ("Wrong? No.", "Is it wrong? No." reaffirm;
  "Right? No." withdraws); a question left unanswered ("Wait, is that right?") is a doubt: it withdraws.

Only a sentence some judging or retracting word of ``plain_words._REVISED`` marks is read (the rules' trigger is
unchanged), so a reply with none of them costs the one search those rules made before.
"""

from __future__ import annotations

import re
import threading

from proctor.grading.plain_words import _REVISED

_NEGATORS = frozenset(
    "not no nor never none neither cannot nothing nobody nowhere without nope nicht kein keine keinen keiner keines "
    "nichts nie niemals ohne pas jamais rien sans non sin sem nada nunca ningún ninguna ningun ningún senza niente mai "
    "nessun nessuno nessuna niet geen zonder nooit nie bez żadnego żadnej żaden не нет ни ничего никогда без "
    "não nao nem ni никакой никакая никакое никаких nessuna nenhum nenhuma".split()
)
_NEGATIVE = frozenset(
    "wrong incorrect mistake mistaken mistakes error errors erroneous false invalid bogus kidding joking joke jokes "
    "joked doubt doubts doubted doubtful unsure uncertain unlikely placeholder provisional ruled extraneous typo "
    "typos irrtümer oops scratch correction bad off fehler falsch falsche witz witze irrtum quatsch erreur erreurs faux fausse "
    "blague errónea erróneo equivocado equivocada falso falsa broma errore errori sbagliato sbagliata scherzo fout "
    "fouten erro erros grap błąd błędu pomyłka żart шучу шутка шутки шутить ошибка ошибки ошибку неверно неправильно".split()
)
_NEGATIVE_STEMS = (
    "wrong",
    "incorrect",
    "mistak",
    "contradict",
    "reject",
    "doubt",
    "uncertain",
    "ошибк",
    "неверн",
)
_POSITIVE = frozenset(
    "yes yeah yep yup right correct correctly true sure certain certainly confident confirmed indeed exactly ok okay "
    "valid fine good ja richtig korrekt stimmt genau sicher oui vrai juste exact exacte sí correcto correcta cierto "
    "verdad seguro certo giusto vero corretto sicuro klopt juist zeker tak dobrze pewno да верно правильно точно "
    "конечно sim".split()
)
_ANSWERS = frozenset("yes yeah yep yup no nope nah ja nein oui non sí si да нет sim não nao tak nie".split())
_WORD = re.compile(r"\w+n['’]t\b|\w+")
# a sentence's end: a stop, a question or exclamation mark followed by a space or the end, or a line break
_SENTENCE_END = re.compile(r"[.!?？！。]+(?=\s|$)|[？！。]+|\n")
_CLAUSE = re.compile(r"[,;:—–]|\s-\s")


def _sign(word: str) -> int:
    """-1 for a negative judging word, +1 for a positive one, 0 for another word."""
    if word in _NEGATIVE or word.startswith(_NEGATIVE_STEMS):
        return -1
    return 1 if word in _POSITIVE else 0


def _judgement(sentence: str) -> int:
    """The judgement a sentence makes: -1 when one of its clauses judges negatively, +1 when some judge and
    all positively, 0 when none judges."""
    seen = 0
    for clause in _CLAUSE.split(sentence):
        negators, product, judged = 0, 1, False
        for w in _WORD.findall(clause.lower()):
            if w in _NEGATORS or w.endswith(("n't", "n’t")):
                negators += 1
            elif s := _sign(w):
                product *= s
                judged = True
        if not judged and not negators:
            continue
        value = product * (-1) ** negators if judged else -1
        if value < 0:
            return -1
        seen = 1
    return seen


_REACH = 400  # (how far a sentence is read around its judging word)


def _sentence_at(text: str, at: int, lo: int, hi: int) -> tuple[int, int]:
    """The bounds of the sentence of ``text[lo:hi]`` that holds ``at`` (read at most ``_REACH`` each way)."""
    start = lo
    for e in _SENTENCE_END.finditer(text, max(lo, at - _REACH), at):
        start = e.end()
    e = _SENTENCE_END.search(text, at, min(hi, at + _REACH))
    return start, (e.end() if e is not None else min(hi, at + _REACH))


# The last search for a judging or retracting word, per thread and per text: {id(text): (text, hi, from, match
# or None)}. The rules call :func:`revised` once per earlier value, each time from that value to the same final
# sentence (one_answer alternates two texts, the committed view and the text as written): a search from anywhere
# in [from, match start] finds the same match (none starts before it), so a reply of thousands of earlier values is
# searched about once per text, not once per value (quadratic: 3.5 s at 16 KB of repeated answers, 27 s of
# "Answer: 8" lines). At most 4 texts are kept a thread.
_LAST = threading.local()


def _next_revised(text: str, at: int, hi: int) -> re.Match[str] | None:
    """``_REVISED.search(text, at, hi)``, reusing this thread's last search in ``text`` where it answers this one."""
    kept = getattr(_LAST, "searches", None)
    if kept is None:
        kept = _LAST.searches = {}
    last = kept.get(id(text))
    if last is not None:
        last_text, last_hi, last_from, m = last
        if last_text is text and last_hi == hi and last_from <= at and (m is None or at <= m.start()):
            return m
    m = _REVISED.search(text, at, hi)
    if len(kept) >= 4 and id(text) not in kept:
        kept.clear()
    kept[id(text)] = (text, hi, at, m)
    return m


def revised(text: str, lo: int, hi: int) -> bool:
    """Strict: whether ``text[lo:hi]`` (between an earlier committed value and the final answer's sentence)
    proves the writer withdrew the value (see the module's doc); a judging or retracting word that does not
    (a reaffirmation: "No doubt.", "Not a typo.", "Actually, yes.") leaves it committed. Only the sentences
    that hold a judging or retracting word are read, from the first, up to the first that proves it."""
    at = lo
    while (m := _next_revised(text, at, hi)) is not None:
        s, e = _sentence_at(text, m.start(), lo, hi)
        at = max(e, m.end())
        sentence = text[s:e]
        if sentence.rstrip().endswith(("?", "？")):
            asked = _judgement(sentence) or 1  # "Is it 8?" asks whether it holds
            n = _SENTENCE_END.search(text, e, min(hi, e + 40))
            reply = _WORD.findall(text[e : n.end() if n else min(hi, e + 40)].lower())
            if reply and all(w in _ANSWERS for w in reply):
                at = max(at, n.end() if n else e)
                sign = -1 if reply[-1] in _NEGATORS or reply[-1] in ("nein", "non", "nah") else 1
                if asked * sign < 0:
                    return True  # "Right? No."
                continue  # "Wrong? No.", "Is it wrong? No.": answered, reaffirmed
            return True  # "Wait, is that right?": a doubt left open
        if _judgement(sentence) <= 0:
            return True  # "Wait, no.", "That's wrong.", "Hmm, let me recompute."
    return False
