"""Both modes: a unit written right AFTER the final box is compared with the gold's unit like a unit inside it
(:func:`contradicts_gold`).

Gold ``7 \\text{ hours}`` and ``$\\boxed{7}$ minutes.``: the box holds 7, the response says 7 minutes. A unit inside
the box is compared with the gold's (``$\\boxed{7 \\text{ min}}$`` is refused); after the box it was dropped as a
closer. Now, when the gold has a unit and the box none, the rest of the box's clause (up to its stop, comma or line
end, math delimiters dropped) is read as a unit of the box's value: when ALL of it reads as a unit
(``minutes``, ``\\text{ kg}``, ``$\\mathrm{kg}$``, ``m/s``, ``cents``, ``radians``) and that unit differs from the
gold's, the answer is wrong. Words that are not a unit as a whole ("in total", "hours of work", "Minuten") prove no
unit and change nothing, and a gold without a unit leaves the text after the box harmless as before.
"""

from __future__ import annotations

import re

from proctor.grading.normalize import UNIT_WORDS, units
from proctor.grading.plain_closers import si_unit

_KNOWN = frozenset(UNIT_WORDS.values()) | {"%", "degree"}

_AFTER = re.compile(
    r"(?:\s*(?:\$\$|\$|\\\)|\\\]))?([^.,;:!?\n]{1,40}?)[ \t]*(?:[.,;:!?](?=\s|$)|\.{2,}|…|\n|$)"
)  # (an ellipsis ends the clause too: "minutes...")
_BOX = re.compile(r"\\(?:boxed|fbox)\s*\{")


def _box_end(text: str, start: int) -> int | None:
    """The index past the ``}`` that closes the box whose ``{`` ends at ``start``, or None."""
    depth = 1
    i = start
    n = len(text)
    while i < n:
        c = text[i]
        if c == "\\":
            i += 2
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return None


def contradicts_gold(response: str, pred: str, gold: str) -> bool:
    """Whether the unit written right after the response's last box (holding ``pred``) differs from the unit of
    ``gold`` (see the module's doc); False where the gold has no unit, the box has one, or no unit follows."""
    at = response.rfind("\\boxed")
    if at < 0:
        at = response.rfind("\\fbox")
        if at < 0:
            return False
    ug = units(gold)
    if not ug or units(pred):
        return False
    m = _BOX.match(response, at)
    if m is None:
        return False
    end = _box_end(response, m.end())
    if end is None or response[m.end() : end - 1].strip() != pred.strip():
        return False
    tail = _unit_tail(response, end)
    if not tail or any(c.isdigit() for c in _EXPONENT.sub("", tail)):
        return (
            False  # (a number after the box: another value, not a unit; a unit's exponent is its own, "cm^2")
        )
    if "\\" not in tail:
        tail = "\\text{ " + tail + "}"
    # (a unit's name in another language first: "horas" is hours, not a unit "hora" that differs from every gold's)
    up = _foreign_unit(pred, tail) or units(pred + " " + tail)
    return bool(up) and up != ug


# the box's clause ends at once, and a unit follows after a comma ("$\\boxed{7}$, in minutes.") or alone on the next line
_COMMA_IN = re.compile(
    r"(?:\s*(?:\$\$|\$|\\\)|\\\]))?[ \t]*,[ \t]*(?:(?:measured|expressed|given|written|counted)[ \t]+)?in[ \t]+"
    r"([^.,;:!?\n]{1,40}?)[ \t]*(?:[.,;:!?](?=\s|$)|\n|$)",
    re.IGNORECASE,
)
_NEXT_LINE = re.compile(r"(?:\s*(?:\$\$|\$|\\\)|\\\]))?[ \t]*\n[ \t]*([^\n]{1,40}?)[ \t.!]*(?:\n|$)")
_EXPONENT = re.compile(r"\^\s*\{?\s*-?\d\s*\}?|[²³]")
_TEX_SPACE = re.compile(r"^(?:\\[,;:! ]|\\quad|\\qquad|~|\s)+")
_TEX_SPACE_AT = re.compile(r"(?:\\[,;:! ]|\\quad|\\qquad|~)+")
# what may follow a unit in the box's clause and says nothing of it ("minutes in total", "min each")
_CLOSER = re.compile(
    r"(?i)(?:^|\s+)(?:in\s+total|in\s+all|total|altogether|overall|each|combined|exactly|in\s+all|insgesamt|"
    r"en\s+total|au\s+total|in\s+totale|em\s+total|всего|в\s+сумме|in\s+totaal|łącznie)$"
)


def _unit_tail(response: str, end: int) -> str:
    """What stands after the box that ends at ``end`` in its clause, as a unit would be written there: its math
    delimiters, emphasis and brackets dropped (``*minutes*``, ``(minutes)``), a TeX space before it (``\\,``), a
    closer after it (``in total``, ``each``); where the clause ends at once, the words after a comma and ``in``
    (``, in minutes``) or the next line alone (``minutes``)."""
    space = _TEX_SPACE_AT.match(response, end)
    end = space.end() if space is not None else end  # ("$\\boxed{7}\\,\\mathrm{min}$")
    if response.startswith("$", end) and (space := _TEX_SPACE_AT.match(response, end + 1)) is not None:
        end = space.end()  # ("$\\boxed{7}$\\,min": a TeX space after the math, before the unit)
    t = _AFTER.match(response, end)
    tail = t.group(1).replace("$", "").strip() if t is not None else ""
    if not tail:
        t = _COMMA_IN.match(response, end) or _NEXT_LINE.match(response, end)
        tail = t.group(1).replace("$", "").strip() if t is not None else ""
    tail = _TEX_SPACE.sub("", tail.strip(" \t*_()[]`")).strip(" \t*_()[]`")
    return _CLOSER.sub("", tail).strip(" \t*_")


# a unit's name in another language, as a whole ("Minuten", "minutos", "минут", "分钟"): the English name the unit
# table reads, so "$\\boxed{7}$ Minuten." is compared with a gold of centimetres like "$\\boxed{7}$ minutes." is
_FOREIGN_UNITS = {
    "seconds": "sekunde sekunden segundo segundos seconde secondes secondo secondi секунда секунды секунд seconde "
    "seconden sekunda sekundy sekund 秒 秒钟 秒鐘",
    "minutes": "minute minuten minuto minutos minuti минута минуты минут minuut minuten minuta minuty 分 分钟 分鐘 分間",
    "hours": "stunde stunden hora horas heure heures ora ore час часа часов uur uren godzina godziny godzin 小时 小時 時間",
    "days": "tag tage tagen día días jour jours giorno giorni dia dias день дня дней dag dagen dzień dni 天 日",
    "weeks": "woche wochen semana semanas semaine semaines settimana settimane неделя недели недель week weken "
    "tydzień tygodnie tygodni 周 週 星期",
    "years": "jahr jahre jahren año años an ans année années anno anni ano anos год года лет jaar jaren rok lata "
    "lat 年",
    "centimeters": "zentimeter centímetro centímetros centimètre centimètres centimetro centimetri сантиметр "
    "сантиметра сантиметров centimeter centymetr centymetry centymetrów 厘米 公分 センチ",
    "meters": "meter metro metros mètre mètres metri метр метра метров metr metry metrów 米 公尺 メートル",
    "kilometers": "kilometer kilómetro kilómetros kilomètre kilomètres chilometro chilometri километр километра "
    "километров kilometr kilometry kilometrów 千米 公里 キロメートル",
    "grams": "gramm gramo gramos gramme grammes grammo grammi грамм грамма граммов gram gramy gramów 克 グラム",
    "kilograms": "kilogramm kilogramo kilogramos kilogramme kilogrammes chilogrammo chilogrammi килограмм "
    "килограмма килограммов kilogram kilogramy kilogramów 千克 公斤 キログラム",
    "liters": "liter litro litros litre litres litri литр литра литров litr litry litrów 升 公升 リットル",
    "millimeters": "millimeter milímetro milímetros millimètre millimètres millimetro millimetri миллиметр "
    "миллиметра миллиметров milimetr milimetry milimetrów 毫米 ミリメートル",
    "inches": "zoll pulgada pulgadas pouce pouces pollice pollici polegada polegadas дюйм дюйма дюймов duim cal "
    "cale 英寸 インチ",
    "feet": "fuß fuss pie pies pied pieds piede piedi pé pés фут фута футов voet stopa stopy stóp 英尺 フィート",
    "miles": "meile meilen milla millas mille milles miglio miglia milha milhas миля мили миль mijl mijlen mila "
    "mile 英里 マイル",
}
_FOREIGN = {word: english for english, words in _FOREIGN_UNITS.items() for word in words.split()}


def _foreign_unit(pred: str, tail: str) -> frozenset[str]:
    """The unit of ``pred`` followed by ``tail`` (the words after the box, wrapped in ``\\text{ }``) where ``tail``
    is a unit's name in another language as a whole; empty otherwise."""
    word = tail.removeprefix("\\text{").removesuffix("}").strip(" \t。，；：！？").lower()
    english = _FOREIGN.get(word)
    return units(pred + " \\text{ " + english + "}") if english else frozenset()


# a gloss after a letter's box that gives it a property of a number ("$\\boxed{C}$, which is prime.", ", an odd
# number.", ", eine Primzahl.", ", qui est premier."): a letter has no parity, sign or primality
_NUMBER_GLOSS = re.compile(
    r"(?i)(?:\s*(?:\$\$|\$|\\\)|\\\]))?\s*,\s*(?:which|that|it|qui|die|der|das|che|que)?\s*(?:is|ist|est|es|è|é)?\s*(?:an?|eine?|un|une|una|uno)?\s*"
    r"(?:prime|even|odd|positive|negative|integer|whole|(?:prime|odd|even|positive|negative|whole)\s+number|"
    r"primzahl|gerade|ungerade|premier|pair|impair|primo|par|impar|positiv\w*|negativ\w*)\b"
)


def last_box_end(text: str, boxed: str) -> int | None:
    """Where the last box of ``text`` ends, where it holds ``boxed``; None where there is none, or it holds another."""
    at = text.rfind("\\boxed")
    m = _BOX.match(text, at) if at >= 0 else None
    if m is None:
        return None
    end = _box_end(text, m.end())
    return end if end is not None and text[m.end() : end - 1].strip() == boxed.strip() else None


def letter_measured(text: str, boxed: str) -> bool:
    """Whether the last box of ``text`` (holding the option letter ``boxed``) is followed, in its clause, by a
    unit as a whole ("$\\boxed{C}$ km/h", "$\\boxed{C}$ dollars", "$\\boxed{C}$ %") or by a gloss that gives it a
    property of a number (", which is prime."): the box then names a quantity, not an option."""
    end = last_box_end(text, boxed)
    if end is None:
        return False
    if _NUMBER_GLOSS.match(text, end):
        return True
    t = _AFTER.match(text, end)
    if t is None:
        return False
    tail = t.group(1).replace("$", "").strip()
    if not tail or any(c.isdigit() for c in tail):
        return False
    if si_unit(tail):
        return True  # "ms", "mol", "Hz", "Pa", "mA"
    found = units("7 " + tail) or units("7 \\text{ " + tail + "}")
    return any(u in _KNOWN or "/" in u or "^" in u for u in found)  # a unit, not a count noun ("wins", "aus")
