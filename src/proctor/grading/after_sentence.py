"""Standard mode: what follows the box must be proven harmless (:func:`unproven_after`): a whitelist.

The rules of :mod:`proctor.grading.after_box` read what follows the box for words that qualify, judge or change
it, against tables of bad words; a word no table holds went through (``Almost.``, ``Squared.``, ``Transpose it.``,
``No idea.``, ``¯\\_(ツ)_/¯``, ``$\\boxed{7}$ duisend``). Two shapes are read here the other way round:

- **a short sentence after the box** (:func:`unproven_sentence`): a later sentence near the box (it starts within
  ``_NEAR`` characters of the box's sentence's end) of at most ``_SHORT`` words (a run of CJK, kana, Hangul or
  Thai counts a word per two characters), with no math, is read only when it is harmless: a closing (``Done.``,
  ``QED``, ``Hope this helps.``, ``Good luck!``, ``Fertig.``, ``Listo.``, ``以上です。``, ``Готово.``), an
  affirmation (``Correct.``, ``Verified.``, ``Stimmt.``, ``Верно.``, ``正确。``), a restatement that this is the
  answer (``This is the final answer.``, ``That's our answer.``), an explanation opened by a because-type
  connective (``Since 3 + 4 = 7.``, ``Weil es passt.``, ``因为3+4=7。``), a heading or a label (``### Check``,
  ``Verification:``) or an emoji or emoticon of approval (😊 ✅ 🎉 ``:)``). Anything else cannot be proven
  harmless, in any language: standard refuses (it cannot decide), rather than read the box. A longer sentence is
  the other rules' to read (an explanation restates work in more words); a sentence with a number that is not
  a tolerance (``± 1``) too.
- **words glued after the box in its own sentence** (:func:`unproven_glued`): the letters as displayed
  (:func:`proctor.grading.surface.seen` folds full-width, small-capital, mathematical and look-alike letters)
  must be what they are coded as, and spaced single letters (``t h o u s a n d``) are a word spelled out: either
  is refused. A bare word in another script than the words before the box (``The answer is $\\boxed{7}$
  ஆயிரம்.``) or in capitals or abbreviated (``Cr``, ``tn``, ``BC``) that is no unit of
  :data:`proctor.grading.normalize.UNIT_WORDS` is refused too.

Strict mode refuses any text after its answer already. Each scan reads a bounded window.
"""

from __future__ import annotations

import re
import unicodedata

from proctor.grading.commitment import OPAQUE
from proctor.grading.first_person import possessor, worked_out
from proctor.grading.surface import seen
from proctor.grading.tails import judges
from proctor.grading.unit_words import unit_word
from proctor.grading.value_words import _NUMBER_WORD

_SHORT = 4  # the words of a short sentence
_NEAR = 300  # a later sentence is read when it starts within this many characters of the box's sentence's end
_PIECES = 3  # the later sentences read at most

_WORD = re.compile(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*")
_SPACELESS = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_THAI = re.compile(r"[\u0e00-\u0e7f]")
_DIGIT = re.compile(r"\d")
_TOLERANCE = re.compile(r"\s*(?:±|∓|\+/-|\+-|\\pm)")

# the whole sentence (lowercased, its closing punctuation stripped, ’ as '), one of these: closings, affirmations
# and the restatement that this is the answer, in the languages models answer in
_HARMLESS = re.compile(
    r"(?:"
    # closings
    r"(?:all\s+)?done|finished|the\s+end|end|fin|qed|q\.?\s?e\.?\s?d|that'?s\s+(?:it|all)|that\s+is\s+(?:it|all)|"
    r"(?:i\s+)?hope\s+(?:this|it|that)\s+(?:helps|is\s+(?:correct|right|clear|helpful))|"
    r"(?:i\s+)?hope\s+(?:this|it|that)\s+(?:helps|is\s+(?:correct|right|clear|helpful))(?:\s+(?:you|a\s+lot))?|"
    r"(?:this|that)\s+completes\s+(?:the|our|my)\s+(?:solution|proof|answer|work)|(?:and\s+)?we(?:'re|\s+are)\s+done|"
    r"(?:great|good|nice)\s+(?:job|work)|well\s+done|success|(?:problem\s+)?solved|"
    r"i(?:'m|\s+am)\s+(?:(?:very|quite|completely|absolutely|totally)\s+)?(?:done|finished|sure|certain|confident)|"
    r"(?:answer|result|solution)\s+(?:confirmed|verified|checked)|(?:both|all)\s+(?:\w+\s+)?agree|"
    r"end\s+of\s+(?:the\s+)?(?:solution|proof|answer)|(?:i\s+)?hope\s+(?:it'?s|it\s+is|this\s+is|that'?s)\s+clear|"
    r"c'est\s+(?:terminé|fini)|"
    r"happy\s+(?:studying|learning|solving|coding|calculating|math(?:ing)?)|have\s+a\s+(?:great|nice|good)\s+day|"
    r"feel\s+free\s+to\s+ask|any\s+(?:other\s+|more\s+|further\s+)?questions|let\s+me\s+know|"
    r"(?:i\s+)?hope\s+(?:this|that|it)\s+(?:clarifies|makes\s+sense|is\s+useful)|"
    r"good\s+luck|thanks?(?:\s+you)?|thank\s+you|cheers|enjoy|there\s+you\s+go|voil[aà]|hooray|yay|"
    r"fertig|erledigt|viel\s+erfolg|danke|ich\s+hoffe,?\s+das\s+hilft|listo|hecho|suerte|gracias|"
    r"espero\s+que\s+(?:te\s+|le\s+)?(?:ayude|sirva)|termin[ée]|fini|c'est\s+tout|bonne\s+chance|merci|"
    r"j'esp[èe]re\s+que\s+(?:ça|cela)\s+(?:aide|t'aide|vous\s+aide)|fatto|finito|ecco|grazie|buona\s+fortuna|"
    r"spero\s+(?:che\s+)?(?:ti\s+)?(?:aiuti|sia\s+utile)|pronto|feito|fim|obrigad[oa]|boa\s+sorte|"
    r"espero\s+que\s+(?:isso\s+)?ajude|готово|всё|все|вот\s+и\s+всё|удачи|спасибо|конец|надеюсь,?\s+(?:это\s+)?помо\w+|"
    r"bitti|tamam|kolay\s+gelsin|umar[ıi]m\s+yard[ıi]mc[ıi]\s+olur|selesai|sekian|semoga\s+membantu|"
    r"xong|hết|hy\s+vọng\s+giúp\s+ích|gotowe|koniec|powodzenia|dzięki|mam\s+nadzieję,?\s+że\s+pomoże|"
    r"klaar|succes|bedankt|klart|klar|lycka\s+till|tack|imekamilika|mwisho|asante|τέλος|έτοιμο|ευχαριστώ|"
    r"समाप्त|हो\s+गया|धन्यवाद|انتهى|تم|شكرا|เสร็จ(?:แล้ว)?|จบ|"
    # affirmations
    r"(?:this|that|it)\s+(?:seems|looks|sounds)\s+(?:reasonable|right|correct|good|plausible|fine)|"
    r"[\w-]+\s+is\s+(?:right|correct|true)|(?:[\w-]+,?\s+)?but\s+(?:fine|ok|okay|correct|right|true)|"
    r"easy|simple|straightforward|"
    r"yes|yep|yeah|oui|ja|sí|si|sim|да|evet|ya|có|ndiyo|tak|ναι|हाँ|نعم|ใช่|final|good|great|nice|perfect|"
    r"excellent|cool|awesome|super|genial|parfait|perfecto|perfeito|perfetto|prima|отлично|"
    r"(?:the\s+)?(?:\w+\s+){0,2}?(?:agrees|confirms(?:\s+(?:it|this|that))?|matches|checks\s+out)|"
    r"(?:not|no|kein\w*|pas|non|nicht|не|нет)\s+(?:a\s+|un\s+|une\s+)?(?:wrong|mistake|typo|joke|error|fehler|"
    r"erreur|ошибк\w*|шутк\w*)|"
    r"correct|right|true|exactly|indeed|verified|confirmed|checked|(?:this|that|it)\s+(?:is\s+)?"
    r"(?:correct|right|checks\s+out|works|is\s+correct)|as\s+(?:required|expected|desired|claimed|shown|stated)|"
    r"richtig|korrekt|stimmt|genau|correct[oa]|exact[oa]?|c'est\s+(?:juste|correct|exact)|corrett[oa]|esatt[oa]|"
    r"cert[oa]|верно|правильно|точно|doğru|benar|betul|đúng|poprawnie|dobrze|klopt|juist|rätt|sahihi|σωστό|"
    r"सही|صحيح|ถูกต้อง|"
    # the restatement that this is the answer
    r"(?:(?:and\s+|so\s+)?(?:this|that|it)(?:'s|\s+is)\s+(?:indeed\s+|also\s+)?)?(?:the|our|my)\s+"
    r"(?:final\s+|correct\s+|required\s+|desired\s+)?(?:answer|result|solution)|(?:final\s+)?answer|"
    r"(?:das|dies)\s+ist\s+(?:die|das)\s+(?:endgültige\s+)?(?:antwort|ergebnis|lösung)|"
    r"(?:esta|esa|ésta)\s+es\s+la\s+respuesta(?:\s+final)?|c'est\s+la\s+(?:bonne\s+)?réponse(?:\s+finale)?|"
    r"это\s+(?:и\s+есть\s+)?(?:окончательный\s+)?ответ"
    r")"
)
_HARMLESS_CJK = re.compile(
    r"(?:搞定|間違いありません|間違いない|冗談ではない|冗談じゃない|没错|沒錯|不是开玩笑|不是開玩笑|틀림없다|틀림없습니다|はい|是的|네|"
    r"以上(?:です)?|終わり|完了|証明終わり|証明終了|完毕|完畢|完成|证毕|證畢|就是这样|就這樣|谢谢|謝謝|正确|正確|正しい|"
    r"希望(?:对你|對你)?有(?:所)?帮助|希望(?:对你|對你)?有(?:所)?幫助|这就是答案|這就是答案|这是最终答案|これが答えです|"
    r"끝|완료|이상입니다|정답입니다|맞습니다|도움이\s*되길\s*바랍니다|เสร็จ(?:แล้ว)?|จบ|ถูกต้อง)"
)
# an explanation: a sentence opened by a because-type connective restates why (the work is the other rules' to read)
_BECAUSE = re.compile(
    r"(?i:(?:because|since|weil|da|denn|porque|puesto\s+que|ya\s+que|puisque|car|parce\s+que|perché|"
    r"poiché|porque|já\s+que|потому\s+что|так\s+как|поскольку|çünkü|karena|sebab|vì|bởi\s+vì|ponieważ|bo|"
    r"omdat|want|eftersom|kwa\s+sababu|kwa\s+kuwa|επειδή|διότι|क्योंकि|لأن)\b)|因为|因為|由于|由於|なぜなら|왜냐하면|เพราะ"
)
# a label of correction that says there is none: "Erratum: none.", "Berichtigung: keine nötig."
_NO_CORRECTION = re.compile(
    r"(?i:(?:errat(?:um|a)|corrections?|correcci[óo]n|correzione|berichtigung(?:en)?|korrektur(?:en)?|"
    r"исправлени[ея]|更正|訂正|정정)\s*[:：]\s*(?:none|nothing|no(?:ne)?\s+needed|n/a|keine(?:\s+nötig)?|ninguna|"
    r"aucune|nessuna|nenhuma|нет|无|なし|없음))"
)
_HEADING = re.compile(r"\s*(?:#{1,6}\s|\*\*[^*\n]+\*\*\s*$|[^\n]{1,60}[:：]\s*$)")
_SPECIAL_TOKEN = re.compile(
    r"\s*(?:<\|[^|>\n]{1,40}\|>|</?s>|<eos>|<end_of_turn>|</?[a-zA-Z][^<>\n]{0,40}>\s*$)"
)
# emoji and emoticons of approval; any other symbol alone (🤞, 💀, ⚠️, ¯\_(ツ)_/¯, ;), :P, o_O) is not proven
_APPROVING_SYMBOLS = frozenset("😊🙂😀😃😄😁☺👍✅✓✔🎉🥳💯✨🙏👏∎□■▪◼☐🏁")
_APPROVING_EMOTICON = re.compile(r"(?::-?\)|:-?D|=\)|\(:|\^_?\^|:\]|c:)+")
_SYMBOL_CATEGORIES = frozenset(("So", "Sk", "Sm", "Co", "Cn"))
_MARKUP = frozenset(" \t\n.!?。！？…,;*_#=~`>|-–—()[]\"'«»“”‘’\ufe0f\u200d")


def _words(piece: str) -> int:
    """The words of ``piece``: a run of CJK or kana counts one per two characters, of Thai one per four."""
    n = 0
    for w in piece.split():  # (a token of letters: a vowel sign of Devanagari or Thai splits no word)
        if not _WORD.search(w):
            continue
        if _THAI.search(w):
            n += max(1, len(w) // 4)  # (a Thai word is about four characters)
        else:
            n += max(1, len(w) // 2) if _SPACELESS.search(w) else 1
    return n


def _symbols_harmless(piece: str) -> bool:
    """Whether a piece with no word holds only markup, punctuation and emoji or emoticons of approval."""
    rest = _APPROVING_EMOTICON.sub("", piece.strip())
    for ch in rest:
        if ch in _MARKUP or ch in _APPROVING_SYMBOLS:
            continue
        if unicodedata.category(ch) in _SYMBOL_CATEGORIES or not ch.isspace():
            return False  # 🤞, 💀, ⚠️, ;), :P, :/
    return not re.search(r"[;:=]['’-]?[(/\\|PpOo\[]|;['’-]?[)D]|[(/\\|\[][-'’]?[:;=]", rest)


def _harmless(piece: str) -> bool:
    """Whether the short sentence ``piece`` is a closing, an affirmation, a restatement that this is the answer,
    an explanation, a heading or a label, or an emoji of approval."""
    if _NEGATED_JUDGING.search(piece):
        return True  # "There is no error.", "Dat is zeker niet fout."
    if (
        _HEADING.match(piece)
        or _SPECIAL_TOKEN.match(piece)
        or _NO_CORRECTION.fullmatch(piece.strip(" \t\n.!*_"))
    ):
        return True
    plain = piece.strip(" \t\n*_>#¡¿").replace("’", "'")
    if _BECAUSE.match(plain):
        return True
    core = plain.rstrip(" .!?。！？…*_").lower()
    core = re.sub(r"\s+", " ", core)
    if not _WORD.search(core):
        return _symbols_harmless(plain)
    units = _WORD.findall(core.strip("()[]"))
    if all(
        unit_word(w, symbols=_UNIT_SYMBOL) or (i == 0 and len(units) > 1 and _PREPOSITION.fullmatch(w))
        for i, w in enumerate(units)
    ):
        return True  # "units.", "(in cm)": a unit after the box
    core = _APPROVING_EMOTICON.sub("", core).strip(" !.")
    core = "".join(ch for ch in core if ch not in _APPROVING_SYMBOLS).strip(" !.,")
    return bool(_HARMLESS.fullmatch(core) or _HARMLESS_CJK.fullmatch(core.replace(" ", "")))


# a later sentence whose subject is the answer, named by a demonstrative before a copula ("That's ...", "This was
# ...", "Das war ...", "Esa era ...", "C'est ...", "Это ...", "这是...", "これは...です"), after at most two words
# ("At least that's ..."): its predicate must be harmless to the tails whitelist (proctor.grading.tails.judges:
# "the final answer", "correct", "the number of ways" are; "the answer to question 3", "from the previous
# exercise", "what my friend said" are not)
_ABOUT_ANSWER = re.compile(
    r"(?:[^\W\d_]+[ \t,]+){0,2}?(?i:(?:this|that|it)(?:'s|\s+(?:is|was|were|will\s+be))|(?:das|dies)\s+(?:ist|war)|"
    r"(?:esto|eso|esta|esa|ésta|ésa)\s+(?:es|era|fue)|c'(?:est|était)|(?:questo|quello|questa)\s+(?:è|era)|"
    r"(?:isto|isso|esta|essa)\s+(?:é|era)|это(?:\s+был[аио]?)?|to\s+(?:jest|był[ao]?)|(?:ini|itu)\s+adalah|"
    r"(?:đây|đó)\s+là|(?:dit|dat)\s+(?:is|was))\s+|(?:这是|那是|這是|これは|それは|이것은|이건)"
)
_MAX_ABOUT = 10
_ANSWER_NOUN = re.compile(
    r"(?i:\b(?:answers?|results?|solutions?|respuesta|resultado|antwort|ergebnis|lösung|réponse|résultat|risposta|"
    r"risultato|antwoord|odpowied\w*|wynik|ответ\w*|jawaban\w*|cevap\w*|svar\w*|resposta|đáp\s+án|jibu|"
    r"απάντηση|उत्तर|الإجابة)\b)|答|정답|คำตอบ"
)
# an option letter: a value the correction and later-answer rules read ("Sorry, I meant C.", "Now consider D.")
_INITIAL = re.compile(r"(?<![\w.])[A-Z]\.(?=\s)")
_LATIN = "A-Za-z\u00c0-\u024f\u1e00-\u1eff0-9'’"
_LETTER = re.compile("(?<![" + _LATIN + "])[A-J](?![" + _LATIN + "])")
# an option letter in a short sentence; the pronoun "I" before a word is none ("I guessed.", "Or so I heard."):
# such a sentence is the whitelist's to read
_OPTION_LETTER = re.compile(_LETTER.pattern + r"(?<!I(?=[ \t]+[^\W\d_]|'))")
# a later sentence or bracket that names where the box came from: a source's label ("Source: a random forum post.",
# "Quelle: ein Forum.", "Fuente:"), or a preposition of origin, alone or after a participle of copying ("Copied from
# the back of the book.", "(copied from ...)", "Straight from Wolfram Alpha, unchecked.", "Per Reddit.", "Laut Bob.",
# "Según un foro."): read only where what it names is the writer's own work ("Source: my calculation above.", "From
# the table above.", "Per step 3."); a connective ("From this, we see ...") is no source
_SOURCE_OPEN = re.compile(
    r"[ \t\n*_(\[]*(?:(?i:sources?|src|credits?|ref|refs|reference|quelle|fuente|fonte|источник|kaynak|sumber|nguồn|"
    r"chanzo|pinagmulan|来源|出典|出处|출처)[ \t]*(?:[:：]|[—–-][ \t])"  # (or a dash: "Source — a forum thread")
    r"|(?i:(?:copied|taken|straight|directly|lifted|quoted|borrowed|pulled|kopiert|übernommen|direkt|copiad[oa]|"
    r"tomad[oa]|sacad[oa]|directamente|copiée?|tirée?|directement|copiat[oa]|pres[oa]|copiado|скопирован[оа]?|"
    r"взят[оа]?|прямо|disalin|diambil|langsung|chép|lấy)[ \t]+(?:(?:right|straight|directly|directamente|directement|"
    r"direkt|direttamente|diretamente|прямо|langsung)[ \t]+)?"
    r"(?:from|off|out\s+of|aus|von|de|desde|da|d['’]|из|с|dari|từ|kutoka|mula\s+sa)"
    r"|from|per|via|according\s+to|as\s+per|courtesy\s+of|laut|gemäß|según|d['’]après|selon|secondo|segundo|согласно|"
    r"menurut|theo|"
    r"kwa\s+mujibu\s+wa|ayon\s+sa)(?![^\W\d_]))[ \t]*"
)
_OWN_SOURCE = re.compile(
    r"(?i:(?:(?:the|my|our|this|that|these)\s+)?(?:own\s+)?(?:(?:work|calculations?|computations?|solution|derivation|"
    r"steps?|table|analysis|formulas?|equations?|reasoning|diagram|figure|problem(?:\s+statement)?|statement|checks?|"
    r"verification|substitution|proof|argument|graph|"
    r"question|givens?|conditions?|definition|above|work\s+above)(?:\s*\(?\d+\)?)?(?:\s+(?:above|below|earlier|before|"
    r"here))?(?:\s*\(?\d+\)?)?)(?:\s+(?:and|&)\s+(?:the\s+)?(?:check|verification))?)"
)
_MAX_SOURCE = 10  # the words of a sentence read as naming a source
_MAX_LABELLED = 30  # the words of a sentence opened by a source's label or a participle of copying
_CONNECTIVE_AFTER = re.compile(r"(?i:this|that|these|those|here|there|which|it|now|then)(?![^\W\d_])")
# a connective's demonstrative is followed by its clause: a break, or a subject and its verb ("From this, we see",
# "From this we get", "From there it follows", "From that point on, ..."); "From this random forum post." names one
_CLAUSE_AFTER = re.compile(
    r"[ \t]*(?:[,;:—–]|$|(?i:(?:point|step|on|onwards?|forward)[ \t,]+)*(?:[,;:—–]|(?i:we|i|it|one\s+(?:can|could|may|sees|gets|finds|obtains)|you|they|he|"
    r"she|the\s+answer|this|that|there)(?![^\W\d_])))"
)
_LABELLED = re.compile(
    r"[ \t\n*_(\[]*(?:[^\W\d_]+[ \t]*(?:[:：]|[—–-][ \t])|(?i:copied|taken|lifted|quoted|borrowed|pulled|kopiert|"
    r"übernommen|copiad[oa]|tomad[oa]|sacad[oa]|copiée?|tirée?|copiat[oa]|скопирован[оа]?|взят[оа]?|disalin|diambil|chép))"
)


def _sourced(piece: str) -> bool:
    """Whether ``piece`` names where the box came from (see ``_SOURCE_OPEN``) and that is not the writer's own
    work. A source's label or a participle of copying names a source whatever it holds (``Source: Reddit post
    #3.``, ``Copied from problem 12's key.``), and every clause of what a label names must be the writer's work
    (``Source: my calculation above, copied from Bob.`` is not)."""
    m = _SOURCE_OPEN.match(piece)
    if m is None or OPAQUE in piece:
        return False
    labelled = _LABELLED.match(piece) is not None
    if _words(piece) > (_MAX_LABELLED if labelled else _MAX_SOURCE) or (
        _DIGIT.search(piece) and not labelled
    ):
        return False  # (a longer sentence, or one with a value, states something of its own: "According to Daniel's
        # theory, 9 customers would buy the television.": the other rules read it)
    rest = piece[m.end() :].strip(" \t\n.!?。！？)]*_")
    if not rest:
        return False
    c = _CONNECTIVE_AFTER.match(rest)
    if c is not None and _CLAUSE_AFTER.match(rest, c.end()):
        return False  # "From this, we see ...": a connective
    # what it names ends at a clause ("According to the check above, it satisfies both equations.": the check); a
    # label names all of what follows it
    label = labelled and re.search(r"[:：—–-]", piece[: m.end()]) is not None
    clauses = re.split(r"[,;:，；：]", rest) if label else [rest.split(",")[0]]
    clauses = [re.split(r"[,;:，；：]", c, maxsplit=1)[0].strip() for c in clauses]
    return any(c and _OWN_SOURCE.fullmatch(c) is None for c in clauses)


# a later sentence that puts the answer in the past: its subject (the value, math, a demonstrative) and a past copula
# before a name of the answer ("7 was our answer.", "That was our answer.", "Das war unsere Antwort.", "$7$ era la
# respuesta."): the box is what the answer was, not what it is
_PAST_ANSWER = re.compile(
    # (an opening adverbial of one or two words set off by a comma: "Previously, that was my answer.")
    r"[ \t\n*_]*(?:[^\W\d_]+(?:[ \t]+[^\W\d_]+)?[ \t]*,[ \t]*)?(?:\d[\d.,/]*|"
    + OPAQUE
    + r"+|(?i:that|this|it|those|these|which|such|mine|ours|das|dies|es|eso|esto|esa|ello|c['’]|ça|"
    r"cela|это|то|questo|quello|isso|isto|essa|esse|dat|dit|to)(?![^\W\d_])|(?P<word>[^\W\d_]+))[ \t]*"
    r"(?i:was|were|had\s+(?:[^\W\d_]+\s+)?been|used\s+to\s+be|war|waren|era|eran|fue|fueron|était|étaient|fut|"
    r"был[аио]?|были|był[ao]?|foi|fu|è\s+stat[oa])[ \t,]+(?:[^\W\d_]+[ \t,]+){0,3}?(?:"
    + _ANSWER_NOUN.pattern
    + r")"
    # the answer's noun as the subject and a demonstrative after the past copula: "My first answer was that one."
    r"|[ \t\n*_]*(?i:my|our|the|meine|unsere|mi|nuestra|ma|notre)[ \t]+(?:[^\W\d_]+[ \t]+)?(?:"
    + _ANSWER_NOUN.pattern
    + r")[ \t]+(?i:was|war|era|fue|était)[ \t]+(?i:that|this|it|das|dies|eso|esa|ça|cela)(?![^\W\d_])"
)


def _past_answer(piece: str) -> bool:
    """Whether ``piece`` puts the answer in the past (see ``_PAST_ANSWER``); a one-word subject other than a value, a
    demonstrative or math must be a number word ("Seven was our answer yesterday.")."""
    m = _PAST_ANSWER.match(piece)
    return m is not None and (m.group("word") is None or m.group("word").lower() in _NUMBER_WORD)


# a judging word under a negator ("There is no error.", "Non è sbagliato.", "Ini tidak salah."): an affirmation
_NEGATED_JUDGING = re.compile(
    r"(?i:\b(?:not|no|never|nicht|kein\w*|niet|geen|non|pas|tidak|bukan|değil|не|нет|nie|ej|inte|não|nem|ni)\b"
    r".{0,20}\b(?:wrong|false|incorrect|error|errors|mistake|mistakes|fout|sbagliat\w*|salah|falsch|fehler|faux|"
    r"erreur|errado|erróne\w*|неверно|ошибк\w*|błąd|yanlış|hata)\b)"
)
# an answer's name before a copula or a colon: the sentence states an answer ("La risposta è sette.")
_STATES_ANSWER = re.compile(
    "(?:"
    + _ANSWER_NOUN.pattern
    + r")\s*(?:(?i:is|was|are|è|es|est|ist|é|era|wynosi|adalah|là|ni|είναι|है|هي|это)\b|"
    r"[:：=]|是|は|은|는|คือ)"
)
_CHECK_WORD = re.compile(
    r"(?i:\b(?:check\w*|double-check\w*|re-?check\w*|verif\w*|recount\w*|recalculat\w*|recomput\w*|"
    r"prüf\w*|überprüf\w*|kontroll\w*|comprob\w*|vérifi\w*|проверк\w*|провер\w*|kontrol\w*|periksa|"
    r"kiểm\s+tra|sprawdz\w*|sprawdź)\b)|验证|檢查|检查|確認|확인"
)  # the words of such a sentence read


def _about_answer(piece: str) -> bool | None:
    """Whether ``piece``, a short sentence about the answer (see above), has a predicate that is not harmless;
    None when it is no such sentence."""
    m = _ABOUT_ANSWER.match(piece)
    if m is None or _words(piece) > _MAX_ABOUT:
        return None
    if _harmless(piece):
        return False
    predicate = piece[m.end() :].strip(" \t\n.!。！")
    if not predicate or _BECAUSE.match(predicate):
        return False  # "This is because ...": an explanation
    predicate = re.sub(r"(?:です|だ|である|이다|입니다)$", "", predicate)
    return judges(predicate)


# a later sentence opened by "at least" that hands the answer to someone ("At least that's what my friend said.",
# "Zumindest sagt das mein Bruder.", "少なくとも友達はそう言っていた。"): read only when the writer is its subject
# ("Pelo menos é o que eu calculei duas vezes."); "at least" before a count ("At least one root is positive.") is a
# bound of the work, not a hedge of the answer
_AT_LEAST = re.compile(
    r"(?i:at\s+least|zumindest|wenigstens|al\s+menos|por\s+lo\s+menos|du\s+moins|au\s+moins|по\s+крайней\s+мере|"
    r"по\s+меньшей\s+мере|en\s+azından|setidaknya|sekurang-kurangnya|ít\s+nhất|angalau|przynajmniej|co\s+najmniej|"
    r"pelo\s+menos|ao\s+menos|almeno|perlomeno|τουλάχιστον|कम\s+से\s+कम|على\s+الأقل|ten\s+minste|minstens|"
    r"åtminstone|iig)(?![\w])|至少|起码|起碼|少なくとも|적어도|อย่างน้อย"
)
_COUNT_AFTER = re.compile(
    r"[\s,]*(?:\d|(?i:one|two|three|four|five|a\s+few|some|half|once|twice|ein\w*|zwei|un[oa]?|dos|deux|due|um|uma|"
    r"один|одн\w*|два|две|bir|satu|một|moja|jeden|jedn\w*|dwa|ένα|δύο)\b)|[一二两兩三]|하나|한\s|두\s"
)
_FIRST_PERSON = re.compile(
    r"(?i:\b(?:i|i'm|i've|i'd|me|ich|yo|je|j'|moi|eu|io|я|ben|aku|tôi|mimi|ja|εγώ|मैं|أنا|we|wir|nosotros|nous|nós|"
    r"noi|мы|biz|kami|kita|chúng\s+tôi|sisi|εμείς|हम|نحن)\b)|我|私|僕|俺|나는|내가|저는|제가|ฉัน|ผม"
)


def _hedged_hearsay(piece: str) -> bool | None:
    """Whether ``piece`` opens with "at least" (see above) and the writer is not its subject; None when it is no
    such sentence (or "at least" bounds a count)."""
    m = _AT_LEAST.match(piece.lstrip(" \t\n*_(¡"))
    if m is None or _words(piece) > _MAX_ABOUT:
        return None
    rest = piece.lstrip(" \t\n*_(¡")[m.end() :]
    if _COUNT_AFTER.match(rest):
        return None  # "At least one root is positive."
    return not worked_out(rest) or all(
        possessor(rest, m.start(), m.end()) for m in _FIRST_PERSON.finditer(rest)
    )  # ("我朋友", "bạn tôi"); "At least I hope so.": no working out


# the marks that may open a later line before its sentence: a blockquote, a list bullet or number, a footnote's label,
# an HTML tag or comment, a code span's backtick, an opening bracket
_OPENING_MARKS = re.compile(
    r"^[ \t\n.!?。！？]*(?:(?:>[ \t]*)+|[-*+•][ \t]+|\d{1,2}[.)][ \t]+|\[\^[^\]\n]{1,12}\]:[ \t]*|<!--[ \t]*|"
    r"<[A-Za-z][^<>\n]{0,40}>[ \t]*|`[ \t]*|[(\[][ \t]*)"
)


def unproven_sentence(view: str, stop_at: int, pieces: list[tuple[int, int]]) -> bool:
    """Whether a short later sentence near the box's sentence (it ends at ``stop_at``; ``pieces``: the later
    sentences) is not proven harmless (see the module's doc)."""
    read = 0
    for s, e in pieces:
        if s - stop_at > _NEAR or read >= _PIECES:
            break
        raw = view[s:e]
        if _INITIAL.search(view, max(0, s - 3), s + 1):
            continue  # "Thanks to B. Smith ...": an initial's period ends no sentence
        piece = _LATEX.sub(" ", raw).lstrip(
            " \t\n.!?。！？"
        )  # (a piece starts at the sentence end before it)
        if not piece.strip(" \t\n.!?。！？"):
            continue  # "\\end{aligned}": layout
        read += 1
        opened = _OPENING_MARKS.sub("", raw, count=1)  # ("> Source: ...", "- Source: ...", "[^1]: From ...")
        if _sourced(piece) or _sourced(opened):
            return True  # "Source: a random forum post.", "(copied from the back of the book)" (see _SOURCE_OPEN)
        if _past_answer(piece.replace("’", "'")) or _past_answer(opened.replace("’", "'")):
            return True  # "7 was our answer.", "That was our answer.": what the answer was (see _PAST_ANSWER)
        if (
            raw.rstrip(" \t").endswith("\n")
            and not piece.rstrip().endswith((".", "!", "?", "。", "！", "？"))
            and "\n" not in piece.strip()
            and view[e:].strip()
        ):
            continue  # "OR" on a line of its own before more work: a heading
        if OPAQUE in piece[:1] or re.search("[" + OPAQUE + "]", piece):
            continue  # math: the other rules read it
        if "    " in raw.strip("\n") or raw.rstrip("\n").endswith("   "):
            continue  # a part blanked by the rules before (a correction read, a judged value): theirs to read
        if _OPTION_LETTER.search(piece):
            continue  # "Sorry, I meant C.", "It's not D, it's C.": a letter is a value the correction rules read
        hearsay = _hedged_hearsay(piece.replace("’", "'"))
        if hearsay is not None:
            if hearsay:
                return True  # "At least that's what my friend said.", "Zumindest sagt das mein Bruder."
            continue  # "At least, that's what I got twice.": the writer's own work
        about = _about_answer(piece.replace("’", "'"))
        if about is not None:
            if about:
                return True  # "That's the answer to question 3.", "At least that's what my friend said."
            continue  # "It is prime.", "This is the number of ways." (the tails whitelist)
        if _STATES_ANSWER.search(piece) or _CHECK_WORD.search(piece):
            continue  # "La risposta è sette.", "Wait, let me double-check.": the later-answer and check rules read it
        if _DIGIT.search(piece) and not _TOLERANCE.match(piece.lstrip(" \t\n*_")):
            continue  # a value: the later-value rules read it
        if _words(piece) > _SHORT:
            continue
        if not _harmless(piece):
            return True
    return False


# ---------------------------------------------------------------------------------------------------------
# words glued after the box in its own sentence
# LaTeX layout that states nothing outside math: "\\end{aligned}", "\\]", "$$", braces
_LATEX = re.compile(r"\\[a-zA-Z]+\*?(?:\{[a-zA-Z* ]*\})?|\\[\[\]()]|[{}$]")
_SPELLED = re.compile(r"(?<![^\W\d_])(?:[^\W\d_][ \t]){3,}[^\W\d_](?![^\W\d_])")
_GLUED_WORDS = re.compile(
    r"[ \t]*([^\W\d_][^\s.,;:!?。]*(?:[ \t]+[^\W\d_][^\s.,;:!?。]*){0,2})[ \t]*[.!?。]?[ \t]*$"
)
_ABBREVIATION = re.compile(r"[A-Z]{2,4}|[A-Z][a-z]|[a-z]{2}")
# a unit's symbol (an SI prefix and a unit): "kJ", "eV", "Hz", "GB", "AU" are units, "Cr", "tn", "BC" are not
_UNIT_SYMBOL = re.compile(
    r"(?:[yzafpnµumcdhkMGTPE]|da|Ki|Mi|Gi)?(?:sq|cu|m|g|s|A|K|mol|cd|Hz|N|Pa|J|W|C|V|F|Ω|S|T|H|L|l|eV|B|b|bit|AU|pc|"
    r"ly|Gy|yr|Sv|Wb|lm|lx|Bq|rad|sr|atm|bar|psi|cal|erg|dB|mi|ft|in|yd|oz|lb|min|hr|h|d|wk|mo)"
)


def _script(word: str) -> str:
    """A coarse script of ``word``: 'latin' (ASCII letters), 'latin+' (Latin letters with diacritics), else the
    Unicode name's first word of its first letter."""
    if word.isascii():
        return "latin"
    for ch in word:
        if ch.isalpha():
            name = unicodedata.name(ch, "")
            first = name.split(" ")[0]
            if first in ("CJK", "HIRAGANA", "KATAKANA", "HANGUL", "IDEOGRAPHIC"):
                return "cjk"  # "正解は $7$ です": one script family
            return "latin+" if name.startswith("LATIN") else first
    return "other"


def unproven_glued(text: str, view: str, lead_at: int, after_box: int, stop_at: int) -> bool:
    """Whether the words right after the box in its own sentence (``view[after_box:stop_at]``; the sentence's
    words before the box start at ``lead_at``) are not proven harmless (see the module's doc)."""
    rest = _LATEX.sub(" ", view[after_box:stop_at])
    if not rest.strip() or len(rest) > 80:
        return False
    written = text[after_box:stop_at]
    if not written.isascii() and seen(written) != written:
        return True  # "ｔｈｏｕｓａｎｄ", "𝐦𝐢𝐥𝐥𝐢𝐨𝐧", "ᴛʜᴏᴜsᴀɴᴅ", "thоusand": letters that display as other letters
    if _SPELLED.search(rest):
        return True  # "t h o u s a n d"
    m = _GLUED_WORDS.fullmatch(rest)
    if m is None:
        return False
    words = m.group(1).split()
    if written.lstrip(" \t")[:1] not in ("$", "\\", "") and re.search(r"\$|\\[\])]", written):
        return False  # "\\boxed{4080} angstrom$": a word inside the box's math (value_tails reads its scale words)
    if len(words) > 1 and _PREPOSITION.fullmatch(words[0].lower()):
        return (
            not _HARMLESS_PHRASE.fullmatch(" ".join(words).lower())
            and not any(unit_word(w, symbols=_UNIT_SYMBOL) for w in _WORD.findall(" ".join(words[1:])))
        )  # "below zero", "in the red", "en binaire", "in arrears" ("in cm", "in dollars", "in total" are read)
    if any(unit_word(w, symbols=_UNIT_SYMBOL) for w in _WORD.findall(m.group(1))):
        return False  # "cm", "g/mole", "atoms/m", "{eV}"
    lead = [w for w in _WORD.findall(view[lead_at:after_box]) if len(w) > 1]
    if lead and not rest.isascii():
        scripts = {_script(w).rstrip("+") for w in lead}  # (Latin with or without diacritics: one script)
        if any(_script(w).rstrip("+") not in scripts for w in _WORD.findall(m.group(1))):
            return True  # "The answer is $\\boxed{7}$ ஆயிரம்.", "... ათასი.", "... بليون."
    if len(words) > 1:
        return False
    word = words[0].strip("()")
    if _UNIT_SYMBOL.fullmatch(word) or _COPULA.fullmatch(word.lower()):
        return False
    if _ABBREVIATION.fullmatch(word):
        return True  # "Cr", "tn", "BC": an abbreviation that is no unit
    # a bare singular Latin word that is no unit ("mil", "duisend", "octal"): a plural is a count noun ("apples");
    # a word of another script in a sentence of the same script is read ("Ответ: 7 яблок")
    # (a capitalised noun, "Möglichkeiten", and a word after a box that opens its sentence, "$12$ miashara", are read)
    return bool(lead) and word[:1].islower() and _script(word).startswith("latin") and not word.endswith("s")


# a phrase glued after the box opened by a preposition: it places the value ("below zero", "in the red", "en binaire")
# unless it is one of these
_PREPOSITION = re.compile(r"in|under|below|en|im|bajo|sous|sotto|unter|в|на|pod|poniżej")
_HARMLESS_PHRASE = re.compile(
    r"in\s+(?:total|all|sum|simplest\s+(?:form|terms)|lowest\s+terms|decimal(?:\s+form)?|(?:interval|set|"
    r"scientific|standard)\s+(?:notation|form)|base\s+(?:10|ten)|exact\s+form|radians|degrees|all\s+cases)|"
    r"en\s+total|im\s+ganzen|insgesamt|в\s+сумме|в\s+итоге"
)
_COPULA = re.compile(r"is|are|was|were|equals|ist|est|es|è|é|olur|olacak|d[ıiuü]r|t[ıiuü]r|adalah|ni|là")


_LEAD_START = re.compile(r"[.!?。！？\n]")


def unproven_after(
    text: str, view: str, start: int, after_box: int, stop_at: int, pieces: list[tuple[int, int]]
) -> bool:
    """:func:`unproven_glued` or :func:`unproven_sentence` (after_box's one call; the box starts at ``start``)."""
    lo = max(0, start - 200)
    lead_at = lo
    for m in _LEAD_START.finditer(view, lo, start):
        lead_at = m.end()
    return unproven_glued(text, view, lead_at, after_box, stop_at) or unproven_sentence(view, stop_at, pieces)
