"""Both modes: what leads to the box, or surrounds it in its sentence, that makes it something other than the
writer's answer (:func:`lead_unproven`), read by the shape of the sentence, not by words that judge:

- **a label before a clause that names the answer** (``Bob: the answer is``, ``Mein Freund: Die Antwort ist``,
  ``<b>Falsch:</b> Die Antwort ist``, ``<sup>draft</sup> The answer is``, ``小明：答案是``): the clause states the
  answer in full with its own name, so the label before it is a frame (a speaker, a judgement, a status). It is
  read only where the label is the answer's own name, a conclusion, a section or an affirmation (``Final Answer:
  The final answer is``, ``Conclusion: the answer is``, ``Step 3: the answer is``, ``Honestly: the answer is``):
  a whitelist of labels; a label with a number or math is the other rules'.
- **a quotation around the box** that holds words of its own, with words outside it on its line
  (``Bob sagte: „Die Antwort ist 7.“``, ``“Cevap 7” dedi Ali.``): a quoted statement, attributed.
- **a supposition about the answer** (``Angenommen, die Antwort ist``, ``Допустим, ответ``, ``答えが 7 だと仮定する``):
  a verb of supposing governs the clause that names the answer.
- **a counterfactual**: a past conditional (``would have been``, ``habría sido``, ``aurait été``, ``был бы``,
  ``だったはずだ``), or a conditional modal before the box under a condition opening the sentence (``If the die
  were loaded, the answer would be``, ``Had I not ..., ... would be``, ``Wäre der Würfel gezinkt, wäre``).
- **the answer's noun as a modifier, not the subject**: a part or a function of it named before (``The last digit
  of the answer``, ``Die letzte Ziffer der Antwort``, ``Числитель ответа``, ``One more than the answer``), a
  possessive after it (``The answer's last digit``, ``उत्तर का अंतिम अंक``, ``答案的最后一位``, ``Cevabın son basamağı``),
  a place (``В ответе``, ``in the answer``), a possession (``The answer has``), a comma aside between it and its
  copula (``The answer, rounded up, is``), or the box as a preposition's object (``ends in``, ``starts with``,
  ``endet auf``, ``termina en``, ``оканчивается на``; after it: ``7 で終わります``, ``7 से बड़ा है``).
- **a boxed option letter** is read only when what leads to it in its clause chooses it (nothing, a conclusion
  word, the answer's or an option's name, a verb of choosing) and nothing but a closer, a bracket or a reason
  follows it in its sentence: ``We can rule out C``, ``Descartamos C``, ``C scheidet aus``, ``C counting from the
  bottom``, ``C in the old numbering`` are not a choice of C.

Each look reads the box's line or sentence (bounded), and starts only where its trigger is present.
"""

from __future__ import annotations

import re

from proctor.grading import lexicon
from proctor.grading.ascii_gate import Gate
from proctor.grading.commitment import OPAQUE
from proctor.grading.plain_closers import closer_at

_LOOK = 240  # the characters before the box read
_W = r"(?<![^\W\d_])"
_E = r"(?![^\W\d_])"

# the answer's noun, in the languages models answer in
_NOUN = (
    r"(?i:"
    + _W
    + r"(?:answers?|results?|respuesta|resultado|antwort|ergebnis|réponse|résultat|risposta|risultato|"
    r"antwoord|odpowied\w*|wynik\w*|ответ\w*|jawaban\w*|ceva[pb]\w*|svar\w*|resposta|đáp\s+án|απάντηση|उत्तर|"
    r"الإجابة|الجواب)" + _E + r")|答案|答え|(?<![가-힣])(?:정)?답(?=[은는이의을]|\s)|คำตอบ"
)
_ANSWER = re.compile(_NOUN)

# ---------------------------------------------------------------------------------------------------------
# a label opening the box's line: words and a colon, or an inline HTML element of words
_TAG = (
    r"<(?:b|i|u|em|strong|small|big|sup|sub|mark|span|font|s|del|ins|code|kbd|var|cite|q)(?:\s[^<>]{0,60})?>"
)
_LABEL = re.compile(
    r"[ \t>*_#-]*(?:" + _TAG + r"[ \t]*(?P<tagged>[^<>\n" + OPAQUE + r"]{1,40}?)[ \t]*</\w+>[ \t*_]*[:：]?"
    r"|(?P<plain>[^\W\d_][^:：\n" + OPAQUE + r"<>]{0,40}?)[ \t*_]*[:：])[ \t*_]*"
)
# labels that are the answer's own name, a conclusion, a section or an affirmation (whole label, lowercased)
_LABEL_OK = re.compile(
    r"(?:(?:the|my|our|final|correct|short|full|complete|detailed)\s+)*(?:final\s+)?(?:answers?|results?|solutions?|"
    r"conclusions?|summary|in\s+summary|in\s+short|in\s+conclusion|therefore|thus|so|hence|then|finally|overall|"
    r"answer\s+key\s+check|final|explanation|reasoning|verification|check|note|remark|proof|calculation|"
    r"computation|step|work|response|output|total|assistant|ai|model|system|bot|user|bottom\s+line|tl;?dr|honestly|seriously|frankly|truly|really|"
    r"to\s+be\s+(?:honest|clear|sure)|of\s+course|sure|certainly|claro(?:\s+que\s+s[íi])?|por\s+supuesto|"
    r"natürlich|klar|bien\s+s[ûu]r|évidemment|конечно|certo|certamente|oczywiście|tabii|elbette|"
    r"no\s+(?:lie|joke|kidding)|not\s+lying|for\s+real|indeed|yes|ok(?:ay)?|"
    r"endgültige\s+antwort|antwort|lösung|ergebnis|fazit|zusammenfassung|schluss(?:folgerung)?|also|somit|daher|"
    r"ehrlich(?:\s+gesagt)?|im\s+ernst|kein\s+witz|respuesta(?:\s+final)?|soluci[óo]n|resultado|conclusi[óo]n|resumen|"
    r"por\s+lo\s+tanto|entonces|en\s+serio|sinceramente|réponse(?:\s+finale)?|solution|résultat|conclusion|résumé|"
    r"donc|sérieusement|franchement|risposta(?:\s+finale)?|soluzione|risultato|conclusione|riepilogo|quindi|"
    r"sul\s+serio|resposta(?:\s+final)?|solução|conclusão|resumo|portanto|sério|ответ|решение|результат|вывод|итог|"
    r"итак|таким\s+образом|серь[её]зно|честно|odpowied[źz]|rozwiązanie|wynik|wniosek|podsumowanie|zatem|"
    r"naprawdę|cevap|çözüm|sonuç|özet|gerçekten|उत्तर|हल|निष्कर्ष|الإجابة|الجواب|الحل|النتيجة|الخلاصة|"
    r"antwoord|oplossing|conclusie|dus|答案|解答|解|结论|結論|总结|總結|所以|因此|综上|綜上|最终答案|说真的|說真的|"
    r"答え|まとめ|よって|したがって|正直|정답|답|풀이|결론|요약|따라서|솔직히|đáp\s+án|kết\s+luận|jawaban|kesimpulan)"
)


_LABEL_WORDS = 3  # a speaker's or a status's label: a name or a noun phrase of at most three words
# the shape of a name or a noun phrase that names someone or a status: one word (not an adverb or a participle),
# or a possessive or an article and its noun, or capitalised words ("Teacher Anna")
_SPEAKER = re.compile(
    r"(?i:(?!\w+(?:ly|ed|ing)$)[^\W\d_'’-]+|(?:my|our|the|his|her|their|mein\w*|unser\w*|der|die|das|mi|mis|"
    r"nuestr[oa]|el|la|mon|ma|notre|le|meu|minha|o|a|il\s+mio|la\s+mia|mio|mia|мой|моя|наш\w*|mój|moja|nasz\w*|"
    r"mijn|de|het|मेरा|मेरी|हमारा)\s+[^\W\d_'’-]+(?:\s+[^\W\d_'’-]+)?)|(?-i:[A-ZÀ-ÖØ-Þ][^\W\d_]*(?:\s+[A-ZÀ-ÖØ-Þ][^\W\d_]*){1,2})|[\u0900-\u097f]+(?:\s+[\u0900-\u097f]+)?"
)
_AFFIRMING = re.compile(r"(?i:" + lexicon.LEAD_AFFIRMING + r")")


def _label_frames(view: str, text: str, line: int, start: int) -> bool:
    """Whether a label opening the box's line (``view[line:start]``) frames a clause that names the answer."""
    m = _LABEL.match(text, line, start)
    if m is None:
        return False
    label = (m.group("tagged") or m.group("plain") or "").strip(" \t*_()[]:：").lower()
    if not label or re.search(r"\d|[=$\\]", label) or OPAQUE in view[m.start() : m.end()]:
        return False  # "Step 3:", "$x$:": the other rules read a label with a number or math
    if _SENTENCE_END.search(view, m.end(), start):
        return False  # the label's line holds another sentence before the box's
    words = len(label.split()) + sum(1 for ch in label if "\u3040" <= ch <= "\u9fff") // 2
    written = (m.group("tagged") or m.group("plain") or "").strip(" \t*_()[]:：")
    if not _SPEAKER.fullmatch(written):
        return False  # "Wistfully:", "Verified:", "Possiamo forse semplificare:", "I'm not kidding:": no name
    if words > _LABEL_WORDS or re.search(r"[,，;]", label) or _AFFIRMING.fullmatch(label):
        return False  # "Only one value works:", "Phew, that was tricky:", "All jokes aside:": a clause, no speaker
    noun = _ANSWER.search(view, m.end(), start)
    if noun is None or OPAQUE in view[m.end() : noun.start()]:
        return False  # "<b>Answer:</b> $\\boxed{7}$", "Total: $\\boxed{7}$": the label names the value
    return not _LABEL_OK.fullmatch(re.sub(r"\s+", " ", label).strip(" .,!"))


# ---------------------------------------------------------------------------------------------------------
# a quotation around the box
_OPENERS = {"“": "”", "„": "“”", "«": "»", "「": "」", "『": "』", '"': '"', "»": "«", "”": "”", "‘": "’"}


def _quoted(view: str, line: int, start: int, end: int, line_end: int) -> bool:
    """Whether the box stands in a quotation that holds words of its own, with words outside it on its line."""
    before = view[line:start]
    at = max(before.rfind(q) for q in _OPENERS)
    if at < 0:
        return False
    opener = before[at]
    closers = _OPENERS[opener]
    close = min((i for i in (view.find(c, end, line_end) for c in closers) if i >= 0), default=-1)
    if close < 0:
        return False
    inside = view[line + at + 1 : close]
    if not re.search(r"[^\W\d_]{2}", inside.replace(OPAQUE, " ")):
        return False  # 'The answer is "$7$".': the quote holds the value alone
    outside = view[line : line + at] + view[close + 1 : line_end]
    return re.search(r"[^\W\d_]", outside.replace(OPAQUE, " ")) is not None


# ---------------------------------------------------------------------------------------------------------
# a supposition that governs the clause naming the answer
_SUPPOSE = re.compile(
    r"(?i:" + _W + r"(?:suppose|supposing|assume|assuming|let'?s\s+say|say|angenommen|nehmen\s+wir\s+an|"
    r"gesetzt\s+den\s+fall|supongamos|suponiendo|suponga(?:mos)?|admettons|supposons|en\s+supposant|mettons|"
    r"предположим|допустим|пусть|załóżmy|przypuśćmy|suponhamos|suponha|supondo|supponiamo|supponendo|ammettiamo|"
    r"stel\s+dat|veronderstel|giả\s+sử|misalkan|andaikan|varsayalım|farz\s+edelim|मान\s+लीजिए|मान\s+लो|لنفترض|"
    r"افترض|نفترض)" + _E + r")|假设|假設|假定|設答案|仮定|とする|と仮定|가정"
)
_SUPPOSE_TAIL = re.compile(r"\s*(?:[,，:：]\s*)?(?:(?i:that|que|dass|что|że|che|dat|ki|أن)\s+)?")


_SUPPOSE_GATED = Gate(_SUPPOSE)  # (its words tested as substrings first: ascii_gate)


def _supposed(view: str, sentence: int, start: int, stop: int) -> bool:
    """Whether a verb of supposing governs the box's clause that names the answer (before it, or after the box
    in the languages that put it there)."""
    for m in _SUPPOSE_GATED.finditer(view, sentence, start):
        rest = view[m.end() : start]
        lead = _SUPPOSE_TAIL.match(rest)
        tail = rest[lead.end() :] if lead else rest
        noun = _ANSWER.search(tail)
        if noun and len(re.findall(r"\S+", tail[: noun.start()])) <= 2:
            return True  # "Supongamos que la respuesta es", "Допустим, ответ"
    if _ANSWER.search(view, sentence, start):
        after = view[start:stop]
        if re.search(r"仮定|가정|假设|假設|とする|と仮定", after):
            return True  # "答えが 7 だと仮定する。", "답이 7이라고 가정하자."
    return False


# ---------------------------------------------------------------------------------------------------------
# a counterfactual
_PAST_CONDITIONAL = re.compile(
    r"(?i:" + _W + r"(?:would\s+have\s+been|would'?ve\s+been|habr[íi]a\s+sido|hubiera\s+sido|hubiese\s+sido|"
    r"aurait\s+été|wäre\s+gewesen|sarebbe\s+stat[oa]|teria\s+sido|teria\s+sido|był[aoy]?\s+by|było\s+by|"
    r"был[аио]?\s+бы|бы\s+был[аио]?|zou\s+zijn\s+geweest|olurdu|olacaktı)" + _E + r")|"
    r"本来会是|本來會是|本来应该是|だったはず|だっただろう|だったでしょう|였을\s*것|이었을\s*것|होता|होती|لكان|لكانت"
)
_MODAL = re.compile(
    r"(?i:"
    + _W
    + r"(?:would|wäre|würde|sería|serait|sarebbe|seria|byłaby|byłby|было\s+бы|был[аио]?\s+бы|бы|zou)"
    + _E
    + r")|会是|會是|だろう|일\s*것"
)
_CONDITION_OPENS = re.compile(
    r"[\s*_>#]*(?i:(?:if|had|were|wäre|hätte|wenn|falls|si|se|если\s+бы|gdyby|als|eğer|अगर|यदि|لو|ولو)"
    + _E
    + r")"
    r"|[\s*_>#]*(?:如果|要是|假如|もし|만약)"
)


_PAST_GATED, _MODAL_GATED = Gate(_PAST_CONDITIONAL), Gate(_MODAL)


def _counterfactual(view: str, sentence: int, start: int, stop: int) -> bool:
    """Whether the box's sentence states what the answer would have been, or would be under a condition."""
    if _PAST_GATED.search(view, sentence, stop) and _ANSWER.search(view, sentence, start):
        return True  # "La respuesta habría sido" ("The total would have been" names another quantity)
    return bool(_MODAL_GATED.search(view, sentence, start) and _CONDITION_OPENS.match(view, sentence))


# ---------------------------------------------------------------------------------------------------------
# the answer's noun as a modifier: a part or a function of it, a possession, a place, an aside, a preposition
_OF_BEFORE = re.compile(
    r"(?i:[^\W\d_]{2,}[ \t]+(?:(?:of|than)(?:[ \t]+(?:the|this|our|my|your))?|de[ \t]+la|de[ \t]+l'|de|del|du|des|"
    r"della|dell'|dello|di|da|do|der|von[ \t]+der|des|van[ \t]+het|من|than[ \t]+the|als[ \t]+die|чем)[ \t]*)$"
)
_VALUE_WORDS = re.compile(r"(?i:value|form|wert|valor|valeur|valore|значение|wartość|değer)")
_GENITIVE_AFTER = re.compile(
    r"(?:['’]s|[ \t]+(?:का|की|के)|的|の|의|(?<=[ıiuü]n)|(?<=ceva[bp][ıi]n))(?=[ \t]*[^\W\d_])"
)
_CASE_GENITIVE = re.compile(r"(?i:(?:[^\W\d_]{3,})[ \t]+(?:ответа|odpowiedzi|wyniku|результата|cevabın))")
_PLACE_BEFORE = re.compile(
    r"(?i:" + _W + r"(?:in|im|en|dans|nella|na|no|w|в|во)[ \t]+(?:the[ \t]+|la[ \t]+|der[ \t]+)?$)"
)
_HAS_AFTER = re.compile(
    r"(?i:[ \t]+(?:has|had|hat|tiene|tenía|a|avait|ha|aveva|tem|tinha|ma|имеет|heeft))[ \t]"
    r"(?!(?i:to|zu|que|à|da|de)(?![^\W\d_]))"
)
_ASIDE = re.compile(r"[ \t]*[,，(][^,，()\n]{1,40}[,，)]")
_ASIDE_OK = re.compile(
    r"(?i)[ \t]*[,，(][ \t]*(?:then|therefore|thus|hence|of\s+course|indeed|finally|again|also|so|clearly|"
    r"obviously|after\s+simplif\w*|simplified|once\s+simplified|(?:in|en|em|im|dans|w|в)\s+[^\W\d_]+|"
    r"rounded(?:\s+to\s+the\s+nearest(?:\s+[^\W\d_]+){1,2})?|in\s+(?:simplest|lowest|exact|decimal|fraction)\s+"
    r"(?:form|terms)|as\s+an?\s+(?:whole\s+number|integer|fraction|decimal|percent(?:age)?|mixed\s+number|"
    r"common\s+fraction|number)|in\s+(?:dollars|cents|euros|units|degrees|radians|meters|metres|cm|km|kg|"
    r"square\s+units|total|all)|exactly|expressed\s+as\s+an?\s+[^\W\d_]+|in\s+(?:this|that)\s+case|as\s+(?:expected|claimed|shown|computed|before)|in\s+(?:short|"
    r"summary|total)|also|daher|somit|also|entonces|por\s+tanto|donc|alors|quindi|dunque|portanto|итак|"
    r"следовательно|таким\s+образом|zatem|więc)[ \t]*[,，)]"
)
_PREPOSITION = re.compile(
    r"(?i:" + _W + r"(?:in|with|by|on|auf|mit|durch|en|con|por|par|na|на|em|z|ze|przez|ile)" + _E + r")"
)
_COPULA = re.compile(
    r"(?i:"
    + _W
    + r"(?:is|was|are|were|be|been|equals?|ist|war|wäre|lautet|beträgt|es|era|fue|será|sería|est|"
    r"était|sera|serait|vaut|è|era|sarà|sarebbe|é|foi|seria|jest|wynosi|to|это|равн\w*|составляет|будет|dır|dir|"
    r"olur|adalah|là|is|zijn|hoort)" + _E + r")|[=:：—]|是|为|為|は|は|는|은|है|هي|هو"
)
_COPULA_ONLY = re.compile(r"[ \t]*(?:" + _COPULA.pattern + r")[ \t]*")
_POSTPOSITION_AFTER_BOX = re.compile(
    r"[ \t]*(?:で(?!す|あ)|より|から|未満|以上|以下|로|으로|보다|से|में|तक|ile\b)"
)


def _last(matches):
    """The last of ``matches``, or None."""
    last = None
    for last in matches:  # noqa: B007 - the last one is what is wanted
        pass
    return last


def _modifier(view: str, sentence: int, clause: int, start: int, stop: int) -> bool:
    """Whether the answer's noun in the box's clause is a modifier, not the subject (see the module's doc)."""
    found = _last(_ANSWER.finditer(view, clause, start))
    if found is None:
        found = _last(_ANSWER.finditer(view, sentence, clause))
        aside = found and _ASIDE.match(view, found.end(), start)
        if aside and _COPULA_ONLY.fullmatch(view, aside.end(), start):
            return not _ASIDE_OK.match(view, found.end(), start)  # "The answer, rounded up, is"
        return False
    before = view[max(clause, found.start() - 60) : found.start()]
    between = view[found.end() : start]
    m = _OF_BEFORE.search(before)
    if m and not _VALUE_WORDS.search(m.group()):
        return True  # "The last digit of the answer", "Die letzte Ziffer der Antwort", "One more than the answer"
    if _CASE_GENITIVE.search(view, max(clause, found.start() - 40), found.end()):
        return True  # "Числитель ответа", "Ostatnia cyfra odpowiedzi"
    if _GENITIVE_AFTER.match(view, found.end()) and re.search(r"[^\W\d_]", between):
        return (
            True  # "The answer's last digit is", "उत्तर का अंतिम अंक", "答案的最后一位", "Cevabın son basamağı"
        )
    if _PLACE_BEFORE.search(before):
        return True  # "В ответе 7 цифр", "in the answer"
    if _HAS_AFTER.match(view, found.end()):
        return True  # "The answer has 7 digits", "La respuesta tiene"
    aside = _ASIDE.match(view, found.end(), start)
    if aside and not _ASIDE_OK.match(view, found.end(), start):
        return True  # "The answer, rounded up, is"
    if _PREPOSITION.search(between) and not _COPULA.search(between):
        return True  # "The answer ends in", "starts with", "endet auf", "termina en", "оканчивается на"
    return _POSTPOSITION_AFTER_BOX.match(view, _box_end(view, start), stop) is not None


def _box_end(view: str, start: int) -> int:
    """Where the opaque run of the box at ``view[start]`` ends."""
    at = start
    while at < len(view) and view[at] == OPAQUE:
        at += 1
    return at


# ---------------------------------------------------------------------------------------------------------
# a boxed option letter: what leads to it must choose it, what follows it in its sentence must close it
_LETTER_BOX = re.compile(r"\\boxed\s*\{\s*(?:\\text(?:bf)?\s*\{\s*)?\(?[A-J]\)?\s*\}?\s*\}")
_CHOOSING = re.compile(
    r"(?i:"
    + _W
    + r"(?:so|thus|hence|therefore|then|finally|overall|and|we|i|the|a|an|this|that|it|is|are|was|be|"
    r"will|must|should|correct|right|best|final|true|only|one|our|my|answer|answers|option|options|choice|choices|"
    r"alternative|letter|choose|chosen|choosing|select|selected|pick|picked|go|going|with|mark|circle|opt|for|"
    r"get|gives?|obtain|conclude|have|has|to|of|as|also|hence|here|which|matches|fits|meant|mean|sorry|"
    r"also|somit|daher|die|der|das|ist|richtige|korrekte|antwort|option|wahl|lösung|wähle|wählen|wir|ich|"
    r"así|entonces|por|tanto|la|el|es|correcta|respuesta|opción|elijo|elegimos|elegir|donc|ainsi|réponse|bonne|"
    r"est|je|choisis|choisit|choisissons|on|quindi|risposta|corretta|è|scelgo|scegliamo|portanto|resposta|é|"
    r"escolho|escolhemos|итак|поэтому|ответ|правильный|вариант|выбираем|выбор|это|zatem|więc|odpowiedź|to|"
    r"poprawna|wybieram|wybór|cevap|doğru|şık|seçenek|yani|het|antwoord|juiste|is|dus|kies)" + _E + r"|"
    r"答案|答え|正解|选|選|是|为|為|は|です|故|所以|因此|よって|답|정답|은|는|선택|उत्तर|सही|है|الإجابة|هي|الجواب|"
    r"or|oder|ou|o|или|[\s,，:：*_#>()\[\]=." + OPAQUE + r"-])*"
)
# a word that states what the letter is ("the correct graph is", "So Carol has", "for a total of"): no verb of its own
_STATES = re.compile(
    r"(?i:"
    + _W
    + r"(?:is|are|was|were|be|has|have|had|of|equals?|ist|sind|war|hat|es|son|era|tiene|est|sont|"
    r"était|è|sono|é|são|tem|это|jest|wynosi|ma|dır|dir|adalah|là)"
    + _E
    + r")|[=:：]|是|为|為|は|が|은|는|है|هي|هو"
)
_REASON = re.compile(
    r"[ \t]*+(?:[,;，；—–-][ \t]*+)?(?i:because|since|as|for|weil|da|denn|porque|ya\s+que|puisque|car|parce\s+que|perché|"
    r"poiché|потому\s+что|так\s+как|ponieważ|bo|çünkü|omdat|क्योंकि|لأن|i\.e\.|that\s+is)"
    + _E
    + r"|[ \t]*+(?:[,，][ \t]*+)?(?:因为|因為|なぜなら|왜냐하면)"
)
_LETTER_TAIL_OK = re.compile(
    r"[ \t]*(?:\([^()\n]{0,80}\)|\[[^\[\]\n]{0,80}\]|[:：=—–-][ \t]*[" + OPAQUE + r"\d(][^\n]{0,80}|"
    r"(?:→|->|⇒|=>)[^\n]{0,80}|,?[ \t]*(?i:or[ \t]+)?equivalently[^\n]{0,80})?[ \t*_$]*"
    r"(?:(?i:is|was)[ \t]+(?:the[ \t]+)?(?:correct|right|answer|correct\s+(?:answer|option|choice)|"
    r"best\s+(?:answer|option|choice))|(?i:option|choice)|选项|項|番|번)?[ \t*_$]*[.!。！]?[ \t*_$]*$"
)


def _letter_unproven(text: str, view: str, clause: int, start: int, end: int, stop: int) -> bool:
    """Whether a boxed option letter is led to by words that do not choose it, or followed in its sentence by
    words that do not close it (see the module's doc)."""
    lead = view[clause:start]
    if not _CHOOSING.fullmatch(lead) and not _STATES.search(lead):
        return True  # "We can rule out", "Eliminate", "Wir schließen", "Descartamos", "Исключаем", "排除"
    after = _box_end(view, start)
    rest = view[after:stop]
    if not rest.strip(" \t.!。！*_$"):
        return False
    if _REASON.match(rest):
        return False  # ", since A, B and D fail."
    closer = closer_at(view, after)
    if closer != after and not view[closer:stop].strip(" \t.!。！*_$"):
        return False  # "Cです。", "C입니다."
    return _LETTER_TAIL_OK.fullmatch(rest) is None


# ---------------------------------------------------------------------------------------------------------
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|[。！？]|\n")
_CLAUSE_END = re.compile(r"[,;:](?=\s)|[，；：]")


def lead_unproven(text: str, view: str, sentence: int, start: int, end: int) -> bool:
    """Whether what leads to the box ``text[start:end]`` (``view``: the stated view, the box opaque; its sentence
    starts at ``sentence``) or surrounds it in its sentence makes it something other than the writer's answer."""
    box = start
    while start > 0 and view[start - 1] == OPAQUE:
        start -= 1  # (the box's math opens before it)
    if start - sentence > _LOOK:
        sentence = start - _LOOK
    line = max(view.rfind("\n", 0, start) + 1, start - _LOOK)
    line_end = view.find("\n", end)
    line_end = len(view) if line_end < 0 else line_end
    stop_m = _SENTENCE_END.search(view, _box_end(view, start))
    stop = stop_m.start() if stop_m else len(view)
    clause = sentence
    for m in _CLAUSE_END.finditer(view, sentence, start):
        clause = m.end()
    if _LETTER_BOX.fullmatch(text, box, end):
        if _letter_unproven(text, view, clause, start, end, stop):
            return True
    if _label_frames(view, text, max(line, sentence), start):
        return True  # "Bob: the answer is", "<b>Falsch:</b> Die Antwort ist"
    if _quoted(view, line, start, end, line_end):
        return True  # "Bob sagte: „Die Antwort ist 7.“", "“Cevap 7” dedi Ali."
    if _supposed(view, sentence, start, stop) or _counterfactual(view, sentence, start, stop):
        return True
    return _modifier(view, sentence, clause, start, stop)
