"""unit_words.unit_word: the one reader of a unit word that count_tails, after_sentence and plain_closers share,
their differences as parameters (plural forms; a pattern of symbols, case as written)."""

from __future__ import annotations

import re

from proctor.grading.unit_words import UNIT_WORDS, unit_word

_SYMBOLS = re.compile(r"(?:k|M)?(?:m|g|N)")


def test_listed_words_in_any_case() -> None:
    word = next(iter(UNIT_WORDS))
    assert unit_word(word) and unit_word(word.upper()) and unit_word(word.capitalize())
    assert not unit_word("apples") and not unit_word("thousand")


def test_plural_forms_only_when_asked() -> None:
    singular = next(w for w in UNIT_WORDS if len(w) > 3 and w + "s" not in UNIT_WORDS)
    assert unit_word(singular + "s", plurals=True)
    assert not unit_word(singular + "s")
    assert not unit_word("ms" + "x", plurals=True)


def test_symbols_as_written_only_when_given() -> None:
    assert unit_word("kN", symbols=_SYMBOLS) and unit_word("Mm", symbols=_SYMBOLS)
    assert not unit_word("kN") or "kn" in UNIT_WORDS
    assert not unit_word("KN", symbols=_SYMBOLS) or "kn" in UNIT_WORDS
    assert not unit_word("kNx", symbols=_SYMBOLS)
