"""The words of values and of changes to them: the number words of the languages models answer in
(``_NUMBER_WORD``), CJK numerals (``_cjk_value``), the instructions that change a value (``_CHANGES``) and the
notes about a box (``_BOX_NOTE``). Moved down from :mod:`after_box` so that :mod:`one_answer` reads them
without importing it (after_box imports one_answer); it imports nothing above :mod:`commitment`."""

from __future__ import annotations

import re

from proctor.grading.commitment import OPAQUE

# ---------------------------------------------------------------------------------------------------------
# number words: the value each states (0 to 20 and the tens in English; 0 to 10 in the other languages)
_WORDS_EN = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen twenty"
).split()
_TENS_EN = {"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_WORDS_0_10 = (  # one list per language, from zero (or "" where the language's zero is left out) to ten
    "zero uno due tre quattro cinque sei sette otto nove dieci",  # it
    "nul een twee drie vier vijf zes zeven acht negen tien",  # nl
    "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć dziesięć",  # pl
    "nol satu dua tiga empat lima enam tujuh delapan sembilan sepuluh",  # id / ms
    "noll ett två tre fyra fem sex sju åtta nio tio",  # sv
    "sıfır bir iki üç dört beş altı yedi sekiz dokuz on",  # tr
    "cero uno dos tres cuatro cinco seis siete ocho nueve diez",  # es
    "null eins zwei drei vier fünf sechs sieben acht neun zehn",  # de
    "zéro un deux trois quatre cinq six sept huit neuf dix",  # fr
    "zero um dois três quatro cinco seis sete oito nove dez",  # pt
    "ноль один два три четыре пять шесть семь восемь девять десять",  # ru
    "нуль один два три чотири п'ять шість сім вісім дев'ять десять",  # uk
    "nolla yksi kaksi kolme neljä viisi kuusi seitsemän kahdeksan yhdeksän kymmenen",  # fi
    "sifuri moja mbili tatu nne tano sita saba nane tisa kumi",  # sw
    "शून्य एक दो तीन चार पांच छह सात आठ नौ दस",  # hi
    "صفر واحد اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة عشرة",  # ar
    "nulla egy kettő három négy öt hat hét nyolc kilenc tíz",  # hu
    "nula jedna dva tři čtyři pět šest sedm osm devět deset",  # cs
    "zero unu doi trei patru cinci șase șapte opt nouă zece",  # ro
    "μηδέν ένα δύο τρία τέσσερα πέντε έξι επτά οκτώ εννέα δέκα",  # el
    "אפס אחת שתיים שלוש ארבע חמש שש שבע שמונה תשע עשר",  # he
    "ศูนย์ หนึ่ง สอง สาม สี่ ห้า หก เจ็ด แปด เก้า สิบ",  # th
    "không một hai ba bốn năm sáu bảy tám chín mười",  # vi
    "영 하나 둘 셋 넷 다섯 여섯 일곱 여덟 아홉 열",  # ko (native)
)
_NUMBER_WORD: dict[str, int] = {w: n for n, w in enumerate(_WORDS_EN)}
_NUMBER_WORD.update(_TENS_EN)
_NUMBER_WORD.update({"hundred": 100, "thousand": 1000, "dozen": 12})
for _line in _WORDS_0_10:
    for _n, _w in enumerate(_line.split()):
        _NUMBER_WORD.setdefault(_w, _n)
# words that are also articles or other words where they would be read: "the one", "un", "ein" are left out
for _w in ("un", "um", "bir", "on", "sex", "ba", "hai", "năm", "một", "không", "열", "ett", "een", "egy"):
    _NUMBER_WORD.pop(_w, None)
_CJK_DIGIT = {c: n for n, c in enumerate("〇一二三四五六七八九")} | {"零": 0, "两": 2, "兩": 2}


def _cjk_value(s: str) -> int | None:
    """The value of a CJK numeral below 100 (``八``, ``十二``, ``二十``), else None."""
    if s in _CJK_DIGIT:
        return _CJK_DIGIT[s]
    if "十" in s and len(s) <= 3:
        tens, _, units = s.partition("十")
        t = _CJK_DIGIT.get(tens, None) if tens else 1
        u = _CJK_DIGIT.get(units, None) if units else 0
        return None if t is None or u is None else 10 * t + u
    return None


# ---------------------------------------------------------------------------------------------------------
# an instruction to change the value, or a note about the box
_CHANGE_VERBS = (
    r"add|subtract|multiply|divide|double|triple|halve|square|cube|negate|increase|decrease|increment|"
    r"decrement|deduct|minus|plus|take\s+away|"
    r"aggiungi|sottrai|raddoppia|moltiplica|dividi|addiere|subtrahiere|verdopple|multipliziere|teile|"
    r"suma|sumar|resta|restar|duplica|multiplica|divide|ajoute[rz]?|soustrai[st]?|multiplie[rz]?|"
    r"tel|trek|verdubbel|vermenigvuldig|dodaj|odejmij|pomnóż|podziel|tambahkan|kurangi|kalikan|bagi|"
    r"ekle|çıkar|addera|subtrahera|dubbla|прибавь|вычти|умножь|раздели|удвой"
)
_CHANGES = re.compile(
    r"[\s*_>#.!?。！？:;,(]*(?i:(?:then|now|next|finally|and|so|but|also|lastly|just|please|dann|poi|luego|puis|"
    r"потом|sonra|lalu|(?:you|we|i)\s+(?:still\s+)?(?:need|have|must|should|ought)(?:\s+to)?|remember\s+to|"
    r"(?:don['’]t\s+)?forget\s+to|make\s+sure\s+to)[\s,]+)*(?i:" + _CHANGE_VERBS + r")(?![\w-])[\s,]*"
    # what it changes or by how much: "Add 1 to that.", "Then double it.", "Now subtract one." (never
    # "Double-check: ...", "Multiply back to check", "Square both sides")
    r"(?="
    + OPAQUE
    + r"|[-+−]?\d|(?i:it|that|this|these|those|the\s+(?:box|boxed|answer|result|value)|"
    + "|".join(re.escape(w) for w in sorted(_NUMBER_WORD, key=len, reverse=True))
    + r")(?!\w))"
)
_ABOUT_BOX = re.compile(
    r"(?i:\b(?:box(?:ed|es)?|caja|recuadro|kasten|riquadro|casella|cadre|encadré|ramka|kutu|kotak|рамк\w*|"
    r"обвед\w*|caixa)\b)|框"
)
_BOX_NOTE = re.compile(
    r"(?i:\b(?:typo|ignore\w*|disregard\w*|wrong|mistake\w*|error|incorrect|not|off|add\w*|subtract\w*|"
    r"plus|minus|correct(?:ed|ion)|replace\w*|meant|should|instead|fake|decoy|scratch|void|invalid|"
    r"refuso|errore|sbagliat\w*|tippfehler|falsch|fehler|erreur|faute|errónea|erróneo|incorrecto|errata|"
    r"fout|błąd|błędn\w*|literówka|yanlış|hata|ошибк\w*|опечатк\w*|неверн\w*|salah|kesalahan|sai)\b)"
    r"|错|錯|误|誤|間違"
)
