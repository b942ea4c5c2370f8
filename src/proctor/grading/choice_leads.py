"""Standard mode: what leads to a choice letter stated without a box says it is not the writer's own answer
(:func:`letter_led_away`).

The ``mcq`` grader (and the ``math`` grader for a choice gold) reads a stated choice with
:func:`proctor.grading.choice.final_choice`, not through :func:`proctor.grading.finality.stands`, so the rules that
read what leads to an answer did not see a letter. Here they do, the lead rules only (what follows the letter is
:func:`proctor.grading.replaced_after.letter_disowned_after`'s): a joke or a lie announced before it (``Zum Spaß:
Die Antwort ist C.``, ``Per scherzo, la risposta è (C).``: :func:`proctor.grading.leads.unmeant_before`), the
answer's noun judged (``Die falsche Antwort ist C.``, ``La mauvaise réponse est **C**.``:
:func:`proctor.grading.leads.judged_noun`), a label or a heading that disowns it (``## Erster Versuch`` over
``**C**``: :func:`proctor.grading.labels.labelled_away`), and someone else's result, hearsay, an earlier result or
another problem (``Según los rumores, la respuesta es (C).``, ``For the toy example, the answer is (C).``:
:func:`proctor.grading.provenance.disowned`). A plain statement (``The answer is (C).``, ``Answer: **C**``, ``The
correct option is **C**.``) is read as before.
"""

from __future__ import annotations

from proctor.grading import leads
from proctor.grading.finality import _sentence_start, _stated_view, answered_before
from proctor.grading.labels import labelled_away
from proctor.grading.provenance import disowned


def letter_led_away(text: str, end: int, letter: str | None) -> bool:
    """Whether the choice ``letter`` stated up to ``text[:end]`` is led by words that make it no answer of the
    writer's own (see the module's doc)."""
    if letter is None:
        return False
    at = text.rfind(letter, max(0, end - 8), end)
    if at < 0:
        return False
    view = _stated_view(text)
    sentence = _sentence_start(view, at)
    return bool(
        leads.unmeant_before(view, sentence, at, None)
        or leads.judged_noun(view, sentence, at)
        or labelled_away(text, at, at + 1, answered_before)
        or disowned(text, view, sentence, at, at + 1)
    )
