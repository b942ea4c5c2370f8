"""The words after a number that are units (``UNIT_WORDS``, by the name they are compared under) and those
that never are (``_NOT_UNITS``: words that change or hedge the number). Moved down from :mod:`normalize` so
that :mod:`value_marks`, which normalize imports, reads them without importing it."""

from __future__ import annotations

import re

# Words after a number that change it or hedge it: never stripped as a unit ("2 hundred", "3 squared",
# "18 or more", "5 BC"); the answer then does not read as the bare number.
_NOT_UNITS = re.compile(
    r"(?i)\b(?:hundreds?|thousands?|millions?|billions?|trillions?|dozens?|scores?|halves|half|thirds?|"
    r"quarters?|fourths?|fifths?|tenths?|hundredths?|thousandths?|millionths?|squared|cubed|factorial|"
    r"times|plus|minus|over|or|and|more|less|fewer|least|most|approximately|approx|about|around|roughly|"
    r"nearly|almost|under|above|below|at|not|no|bc|bce|possibly|maybe|perhaps|probably|either|"
    # scales, ratios and operations that change the number; bounds and qualifiers that hedge it
    r"lakhs?|crores?|grand|gross|mil|mn|bn|k|ppm|ppb|ppt|bps|permille|per ?mille|basis|fold|twice|thrice|"
    r"doubled?|tripled?|quadrupled?|halved|inverse|reciprocal|negative|opposite|roots?|powers?|"
    r"min(?:imum|imal)|max(?:imum|imal)?|tops|ish)\b"
)

# Known units, by the name they are compared under: a unit is removed only from this list (or a plain
# word written in \text{}, a count noun: "18 \text{ eggs}"), and two answers with different units are
# different (``units_differ``): "5 m" is not "5 cm", "3 minutes" not "3 hours", "45 radians" not 45°.
_UNIT_NAMES = {
    "meter": "m meter meters metre metres",
    "centimeter": "cm centimeter centimeters centimetre centimetres",
    "millimeter": "mm millimeter millimeters millimetre millimetres",
    "kilometer": "km kilometer kilometers kilometre kilometres",
    "inch": "in inch inches",
    "foot": "ft foot feet",
    "yard": "yd yds yard yards",
    "mile": "mi mile miles",
    "acre": "acre acres",
    "hectare": "ha hectare hectares",
    "gram": "g gram grams",
    "kilogram": "kg kilogram kilograms kilo kilos",
    "milligram": "mg milligram milligrams",
    "pound": "lb lbs pound pounds",
    "ounce": "oz ounce ounces",
    "ton": "ton tons tonne tonnes",
    "liter": "l liter liters litre litres",
    "milliliter": "ml milliliter milliliters millilitre millilitres",
    "gallon": "gal gallon gallons",
    "quart": "qt quart quarts",
    "pint": "pt pint pints",
    "cup": "cup cups",
    "second": "s sec secs second seconds",
    "minute": "min mins minute minutes",
    "hour": "h hr hrs hour hours",
    "day": "day days",
    "week": "wk week weeks",
    "month": "month months",
    "year": "yr yrs year years",
    "dollar": "dollar dollars usd",
    "cent": "cent cents",
    "euro": "euro euros",
    "degree": "deg degree degrees",
    "radian": "rad rads radian radians",
    "unit": "unit units",
    "%": "pct percent percents percentage",
    "mph": "mph",
    "ordinal": "st nd rd th",  # "12 \\mathrm{th}" is the 12th
    "kph": "kph",
}
UNIT_WORDS = {w: name for name, words in _UNIT_NAMES.items() for w in words.split()}


def unit_word(word: str, *, plurals: bool = False, symbols: re.Pattern[str] | None = None) -> bool:
    """Whether ``word`` names a unit: a word of ``UNIT_WORDS`` in any letter case; with ``plurals``, also the word
    without a plural ending (a word over three letters in ``-s``: without the ``s``, and without ``es``); with
    ``symbols``, also a symbol that pattern matches whole, its case as written (the callers' SI symbols)."""
    low = word.lower()
    if low in UNIT_WORDS:
        return True
    if plurals and len(low) > 3 and low.endswith("s"):
        if low[:-1] in UNIT_WORDS or (low.endswith("es") and low[:-2] in UNIT_WORDS):
            return True
    return symbols is not None and symbols.fullmatch(word) is not None
