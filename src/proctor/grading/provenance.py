"""Provenance: a boxed value stated as a result, but not the writer's own, final result for this problem.

The framing rules (:mod:`proctor.grading.framing`) read verbs of *saying* ("Bob claims the answer is"). A
result has three more owners than the writer's final statement, each read here in the lead of the answer's
clause (from the last word that concludes or contrasts, or a semicolon: "My classmate got $8$, but I get
$\\boxed{7}$" states 7) and, for the languages that put the verb last, right after it:

- **someone else's result** (:func:`_others_result`): a verb of obtaining or giving ("got", "found", "gives",
  "yields", "a obtenu", "obtuvo", "erhielt", "получил", "得到") whose subject is not the writer, the problem's
  quantity or the writer's own computation: a person of the writer's circle or of a population of solvers ("My
  classmate", "Most students", "A careless solver", "Mon ami", "我同学", "Kolega"), another solver or model
  ("ChatGPT", "The previous assistant", "The other model's answer"), a method or a step the writer disowns ("The
  naive method", "A flawed approach", "Der naive Ansatz", "朴素方法"), a named error ("Forgetting the carry",
  "Double counting", "A common mistake", "Un errore comune"); a correction before the error ("Fixing the sign
  error, we get", "Without double counting") disowns nothing. A name takes no verb of obtaining ("Janet gets
  $\\boxed{18}$ dollars" is the problem's quantity), nor does a person of the problem ("Each student gets").
- **hearsay** (:func:`_hearsay`): what the writer was told, heard or read, or what "they say", with no named
  source ("I was told", "I heard", "Word is", "Dicen que", "Говорят,", "Mówią, że", "听说", "だそうです",
  "이라고 들었다"), when it governs the answer's clause ("I heard the question wrong at first; the answer is" states).
- **an earlier result** (:func:`_superseded`): a marker of a first attempt ("Initially", "At first",
  "Originally", "In my first pass", "Before the fix", "Yesterday", "Anfangs", "Сначала", "起初", "最初は") over
  the writer's own past result ("I got", "we had", "obtuve", "j'ai obtenu", "я получил", "我得到"), or right
  before the box ("Originally $\\boxed{7}$"), a possessive of an earlier answer ("My earlier answer was"), a
  label ("Superseded:", "Old answer:") or a bracket after the box ("(old)"): an implicit retraction. A problem's
  earlier state is no attempt ("Initially there are $3$ apples", "At first, she had $\\boxed{7}$ marbles").
- **another problem** (:func:`_other_problem`): a lead that changes the problem's scope (a variant, a
  relaxation, a false premise, a sample, an old version, a warm-up: "For the easier variant", "Ignoring the
  constraint", "Under the false assumption", "For the sample input", "In last year's version", "Для
  упрощённой задачи", "对于简化版本") or names an intermediate quantity ("Intermediate result:", "Subtotal:",
  "For the first step", "Zwischenergebnis:", "中间结果：") or an appendix ("Appendix:"). "For the original
  problem", "For the given data", "Without loss of generality", "With $x = 2$ substituted" keep it.

Both modes refuse such an answer (:func:`proctor.grading.finality.stands`, :func:`proctor.grading.finality.ends_on_box`).
Each rule runs only where one of its cue words stands in the lead (one scan of at most ``LEAD`` characters).
"""

from __future__ import annotations

import re

from proctor.grading import lexicon
from proctor.grading.ascii_gate import Gate
from proctor.grading.commitment import OPAQUE
from proctor.grading.framing import _ENDORSED

LEAD = 300  # characters of the sentence read before the answer
TAIL = 160  # characters read after it (the languages that put the verb last)


def _alt(words: str) -> str:
    return "|".join(words.split())


# Words after which the lead states the writer's own conclusion again ("My classmate got 8, but I get 7").
_ANCHOR = re.compile(
    r"(?i)(?<![^\W\d_])(?:but|however|yet|though|although|whereas|actually|in\s+fact|in\s+reality|really|so|"
    r"therefore|thus|hence|consequently|accordingly|ultimately|instead|correct|correctly|true|real|actual|right|"
    r"pero|sin\s+embargo|aber|jedoch|doch|mais|cependant|donc|mas|porém|portanto|però|quindi|dunque|но|однако|"
    r"поэтому|maar|dus|ale|więc|zatem)(?![^\W\d_])|[,，]\s*(?-i:and|then|und|y|et|e|и|en|i)(?![^\W\d_])|[;；]|但|所以|因此|然而|其实|實際上|实际上|不过|不過|でも|しかし|だから"
)

# --------------------------------------------------------------------------------------------------------
# Cue stems: a lead without one of them is not read by the rules below.
# Cue words of each rule (stems, and short words read whole): a lead without one of its rule's is not read by it.
OTHERS, HEARSAY, EARLIER, PROBLEM = 1, 2, 4, 8
_CUE_STEMS = {
    OTHERS: (
        "tempting superficial misguided botched defective garbled simple-minded neglect misplac mistyp miscop "
        "tippfehler rechenfehler verrechn errata coquille refuso svista опечатк częsty verkeerd onjuist vergiss "
        "unutarak unutursan response repl "
        "classm friend buddy roomm collea cowork co-work tutor teach profes instru peer solver poster asker answerer "
        "commenter reddit respondent examin taker student pupil people person everyo someon somebo typical brother "
        "sister father mother parent cousin uncle aunt neighb daughter husband partner alguien quelqu jemand qualcun "
        "alguém кто-то iemand ktoś birisi girlfr boyfr contest partici learner reader folks mathem beginner novice "
        "careless naive naïve sloppy lazy hasty chatgpt gpt claude gemini bard copilot llama mistral qwen deepseek "
        "assist model chatbot textbook manual wrong incorrect false mistak erron faulty flawed bogus buggy broken "
        "invalid typo misread misinterp misunder miscal miscount mistake error slip blunder oversight bug forget "
        "forgot omitt overlook double overcount undercount confus mixing swapp dropp misappl freund kolleg mitschül "
        "klassenk lehrer naiv falsch fehler vergess amig compañ coleg profesor ingenu incorrect equivoc erróne olvid "
        "ami amie amis camarad collègue profess naïf naïve erron erreur oubli amic compagn colleg sbagli errat errore "
        "dimentic ingênu errad incorret esquec erro друг друзья подруг одноклас одноку коллег учител преподав наивн "
        "неверн неправил ошибоч ошибк забыв забыл vriend klasgen leraar naïef naïeve fout verkeer vergeet vergeten "
        "przyjac kolega koleż koledz znajom nauczyc naiwn błędn błąd zapomin zapomn arkadaş yanlış hatalı "
    ).split(),
    HEARSAY: (
        "told heard rumor rumour dicen dice cuentan coment dijer dicho oído oí escuch leí dicono detto sentito letto "
        "dizem diz-se contam disser ouvi paraît paraît-il entendu raconte heißt heisst gehört hörte gesagt angeblich "
        "говорят говорил рассказ поговар сказали слышал слухам слухи якобы будто читал пишут hoorde gehoord zegt "
        "zeggen verluidt verteld schijnt słyszał mówią mówi podobno ponoć powiedz czytał duydum derler diyorlar söyle "
        "hörde säger sägs hørte siger sier katanya kabarnya konon dengar prý říká slyšel állítólag mondják hallottam "
        "spune auzit кажуть чув "
    ).split(),
    EARLIER: (
        "korrektur correction correzione correção correctie poprawk avant replaced retired veraltet anterior "
        "obsolet ancienne précédent vecchia precedente superato старый прежний устарел "
        "initial originally yesterday earlier previous supersed outset obsolete outdated deprecat former stale draft "
        "attempt anfangs zuerst zunächst ursprüng anfängl anfang ersten gestern principio inicialmente originalmente "
        "comienzo inicio primero primer début départ initialement origine originellement premier première auparavant "
        "inizialmente inizio primo originariamente ieri dapprima início começo princípio ontem primeiro primeira "
        "сначала вначале изначально первоначально поначалу сперва первый первой вчера раньше прежде исправления "
        "aanvankelijk eerst begin oorspronkelijk eerste gisteren eerder początku początkowo najpierw pierwotnie "
        "pierwszym pierwszej wczoraj wcześniej başta başlangıçta dün först inledningsvis ursprungligen awalnya semula "
        "kemarin sebelumnya "
    ).split(),
    PROBLEM: (
        "easier easy simpler simplified relaxed unconstrained unrestricted modified altered hypothetical toy similar "
        "analogous sample warm dummy version variant edition without ignoring neglecting dropping disregard removing "
        "relaxing lifting assumption premise intermediate subtotal sub-total partial running appendix addendum aside "
        "bonus sidenote unrelated off-topic digression different another example einfacher vereinfacht leichter "
        "ähnlich beispiel vorjahr ohne vernachläss aufwärm zwischen teilergeb teilsum anhang exkurs simplifié facile "
        "similaire analogue exemple sans ignorant échauffement intermédi partiel sous-total annexe simplificad fácil "
        "facil sencill similar ejemplo ignorando calentamiento parcial intermedio apéndice semplific simil esempio "
        "senza riscaldamento intermedi parzial subtotale appendice semelhante exemplo aquecimento intermediár apêndice "
        "упрощ облегч прост похож аналогич пример прошлогод игнорир учитыв разминк тренировоч промежуточ частичн "
        "подытог приложени eenvoudig vereenvoud makkelijk vergelijkba voorbeeld zonder tussen subtotaal deelres "
        "uproszcz łatwiejsz prostsz podobn przykład pomijaj ignoruj rozgrzewk pośredni częściow basitleştir kolay "
        "örnek subproblem sub-problem pretend "
    ).split(),
}
_CUE_WORDS = {
    OTHERS: (
        "ai ais bot bots llm op gpt key book books people others most many some several other typical dad mom mum son "
        "wife boss guy guys kids prof forum forums website websites reference official online ta tas "
    ).split(),
    HEARSAY: (
        "read saw word hear they say says people man lu dit rumeur rumor rumour gerücht слух слухи "
    ).split(),
    EARLIER: ("hier ayer antes prima first last before start beginning beginn pass old abord ").split(),
    PROBLEM: (
        "step steps sin sem bez без different another aside bonus sample practice warm-up warmup mock smaller instance "
        "halfway midway far first stage stages "
    ).split(),
}
# (a set lookup per word: the lowercased words of the lead, their first three, four and five letters)
_CUE_EXACT: dict[str, int] = {}
_CUE_PREFIX: dict[int, dict[str, tuple[tuple[str, int], ...]]] = {3: {}, 4: {}, 5: {}}
for _bit, _words in _CUE_WORDS.items():
    for _w in _words:
        _CUE_EXACT[_w] = _CUE_EXACT.get(_w, 0) | _bit
for _bit, _words in _CUE_STEMS.items():
    for _stem in _words:
        if len(_stem) < 3:
            _CUE_EXACT[_stem] = _CUE_EXACT.get(_stem, 0) | _bit
            continue
        _k = min(len(_stem), 5)
        _CUE_PREFIX[_k][_stem[:_k]] = _CUE_PREFIX[_k].get(_stem[:_k], ()) + ((_stem, _bit),)
_CUE_KEYS = {k: frozenset(stems) for k, stems in _CUE_PREFIX.items()}
_CUE_EXACT_KEYS = frozenset(_CUE_EXACT)
_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)?")
ALL = OTHERS | HEARSAY | EARLIER | PROBLEM


def _cued(low: str) -> int:
    """The rules (bits) whose cue words the lowercased ``low`` holds (a necessary condition of each)."""
    words = set(_WORD.findall(low))
    bits = 0
    for w in words & _CUE_EXACT_KEYS:
        bits |= _CUE_EXACT[w]
    for k, stems in _CUE_PREFIX.items():
        hits = {w[:k] for w in words} & _CUE_KEYS[k]  # (set operations: most leads hold no prefix of a stem)
        if hits:
            for w in words:
                if w[:k] in hits:
                    for stem, bit in stems[w[:k]]:
                        if w.startswith(stem):
                            bits |= bit
    return bits


_CJK_CUE = re.compile(
    r"以为|以為|传闻|傳聞|同学|同學|朋友|同事|室友|老师|老師|别人|別人|其他人|有人|大多数|大多數|很多人|许多人|許多人|朴素|樸素|天真|错误|錯誤|"
    r"粗心|直觉|直覺|忘|漏|重复|重複|算错|算錯|听说|聽說|据说|據說|传说|傳說|据传|據傳|被告知|告诉我|告訴我|起初|最初|"
    r"开始|開始|起先|原先|原本|本来|本來|第一次|之前|先前|昨天|修正前|改正前|简化|簡化|简单|簡單|简易|簡易|类似|類似|"
    r"样例|樣例|示例|热身|熱身|去年|旧|舊|变体|變體|约束|約束|限制|条件|條件|中间|中間|小计|小計|部分|第一步|附录|附錄|"
    r"友達|友人|同級生|クラスメート|先生|誰か|他の人|多くの人|素朴|単純|間違|誤|ナイーブ|よくある|典型|初め|はじめ|当初|"
    r"もともと|元々|以前|昨日|一回目|簡略|サンプル|ウォームアップ|練習|制約|途中|付録|番外|余談|噂|聞|言|答え|得|出|"
    r"친구|동료|선생님|처음|원래|어제|이전|들었|라고|래요|대요|더라|소문"
)

# --------------------------------------------------------------------------------------------------------
# Negations and corrections before a disowning word: "Fixing the sign error, we get", "Without double counting".
_NEUTRAL = re.compile(
    r"(?i)(?<![^\W\d_])(?:avoid\w*|without|not|never|no|fix\w*|correct\w*|instead\s+of|rather\s+than|unlike|"
    r"prevent\w*|careful\w*|remember\w*|account\w*\s+for|eliminat\w*|remov\w*|catch\w*|caught|spot\w*|"
    r"notic\w*|repair\w*|resolv\w*|undo\w*|ohne|vermeid\w*|korrigier\w*|berichtig\w*|nicht|kein\w*|statt|anstatt|"
    r"sin|evit\w*|corrig\w*|en\s+vez|en\s+lugar|sans|ne|pas|au\s+lieu|senza|correg\w*|corrett\w*|non|invece|sem|"
    r"não|em\s+vez|без|избег\w*|исправ\w*|не|вместо|zonder|vermijd\w*|gecorrigeerd|niet|bez|unik\w*|poprawi\w*|"
    r"nie|zamiast)(?![^\W\d_])|n['’]t\b|避免|没|沒|不|纠正|糾正|修正|改正|更正|訂正|避け|ない"
)

# --------------------------------------------------------------------------------------------------------
# Someone else's result.
_PERSON_NOUN = (  # (the writer's circle of solvers: "my brother has" may be the problem's own first person)
    r"(?:classmates?|friends?|buddy|buddies|pals?|roommates?|colleagues?|coworkers?|co-workers?|tutors?|teachers?|"
    r"professors?|instructors?|TAs?|peers?|study\s+(?:partners?|group|buddy)|lab\s+partners?|students?|pupils?|"
    r"solvers?|people|persons?|guys?|contestants?|participants?|test-?takers?|examinees?|learners?|readers?|"
    r"users?|posters?|commenters?|redditors?|respondents?|answerers?|folks|mathematicians?|beginners?|novices?)"
)
_QUANTIFIER = (
    r"(?:most|many|some|several|few|a\s+lot\s+of|lots\s+of|plenty\s+of|typical|average|careless|naive|naïve|"
    r"sloppy|lazy|hasty|weaker|weak|inexperienced|confused|unwary|novice|beginning|struggling)"
)
_SOLVER = (
    r"(?:solvers?|posters?|OP|askers?|answerers?|commenters?|redditors?|respondents?|test-?takers?|examinees?|"
    r"(?:language\s+|AI\s+|other\s+|another\s+|previous\s+|earlier\s+|last\s+|different\s+)(?:models?|"
    r"assistants?|AIs?|bots?|chatbots?|LLMs?|responders?|responses?|replies|reply|solvers?|graders?)|"
    r"assistants?|chatbots?|bots?|LLMs?|AIs?|ChatGPT|GPT(?:-?\d[\w.-]*)?|Claude|Gemini|Bard|Copilot|Llama[\w.-]*|"
    r"Mistral|Qwen[\w.-]*|DeepSeek[\w.-]*|original\s+poster|answer\s+key|textbook|solutions?\s+manual|"
    r"back\s+of\s+the\s+book|classmates?|roommates?|study\s+(?:partners?|group|buddy)|lab\s+partners?|"
    r"reference\s+solution(?:\s+\w+){0,3}|official\s+(?:solution|answer)s?|"
    r"(?:another|other|a\s+different)\s+(?:site|website|source|book|forum)|"
    + _PERSON_NOUN
    + r"\s+(?:online|on\s+(?:the\s+)?(?:forum|internet|web|reddit|discord|stack\s*exchange|aops|quora|youtube|"
    r"twitter|chat)|in\s+(?:my|our)\s+(?:class|group|study\s+group)|from\s+(?:my|our)\s+class))"
)
_OTHER_PERSON = re.compile(
    r"(?i)(?<![^\W\d_])(?:"
    r"(?:my|our)\s+(?:\w+\s+){0,2}?" + _PERSON_NOUN + r"|"
    r"(?:" + _QUANTIFIER + r"\s+)+(?:\w+\s+)?" + _PERSON_NOUN + r"|"
    r"(?:(?:the|a|an|one|another|some|any|my|our)\s+)?(?:\w+\s+)?" + _SOLVER + r"|"
    r"(?:a|one|another|some)\s+(?:\w+\s+)?(?:friend|colleague|coworker|tutor)|"
    r"everyone|everybody|someone|somebody|others|most\s+people|many\s+people|"
    # German, Spanish, French, Italian, Portuguese, Russian, Dutch, Polish, Turkish
    r"(?:mein\w*|unser\w*)\s+(?:\w+\s+)?(?:freund\w*|kolleg\w*|mitschüler\w*|klassenkamerad\w*|lehrer\w*|tutor\w*|"
    r"bruder|schwester|nachbar\w*)|(?:die\s+meisten|viele|andere|einige)\s+(?:\w+\s+)?(?:schüler\w*|studenten|"
    r"leute|menschen|löser)|jemand|"
    r"(?:mi|mis|nuestr[oa]s?)\s+(?:\w+\s+)?(?:amig[oa]s?|compañer[oa]s?|coleg[ao]s?|profesor[a]?|tutor[a]?|"
    r"herman[oa]|vecin[oa])|(?:la\s+mayoría\s+de\s+(?:los\s+)?|muchos\s+|otros\s+)(?:estudiantes|alumnos|"
    r"personas)|alguien|"
    r"(?:mon|ma|mes|notre|nos)\s+(?:\w+\s+)?(?:ami[e]?s?|camarade\w*|collègue\w*|professeur\w*|prof|tuteur\w*|"
    r"frère|sœur|voisin\w*)|(?:la\s+plupart\s+des|beaucoup\s+d['’]|d['’]autres)\s*(?:élèves|étudiants|gens)|"
    r"quelqu['’]un|"
    r"(?:il\s+mio|la\s+mia|i\s+miei|le\s+mie|mio|mia|nostr[oaie])\s+(?:\w+\s+)?(?:amic[oaie]|compagn[oaie]|"
    r"colleg[ahie]|professor[ei]?|professoressa|fratello|sorella)|(?:la\s+maggior\s+parte\s+degli|molti|altri)\s+"
    r"(?:studenti|alunni)|qualcuno|"
    r"(?:o\s+meu|a\s+minha|meu|minha|nosso|nossa)\s+(?:\w+\s+)?(?:amig[oa]s?|colega\w*|professor[a]?|irmão|irmã)|"
    r"(?:a\s+maioria\s+dos|muitos|outros)\s+(?:alunos|estudantes)|alguém|"
    r"(?:мой|моя|мои|наш|наша|наши)\s+(?:\w+\s+)?(?:друг\w*|подруг\w*|одноклассни\w*|однокурсни\w*|коллег\w*|"
    r"учител\w*|преподавател\w*|брат|сестра)|друг|подруга|одноклассни\w*|коллега|(?:большинство|многие|другие)\s+"
    r"(?:\w+\s+)?(?:студент\w*|учени\w*|школьник\w*|люд\w*)?|кто-то|"
    r"(?:mijn|onze|ons)\s+(?:\w+\s+)?(?:vriend\w*|klasgeno\w*|collega\w*|leraar|docent)|iemand|"
    r"(?:mój|moja|moi|mojego|nasz\w*)\s+(?:\w+\s+)?(?:przyjaciel\w*|kolega\w*|koleżank\w*|znajom\w*|"
    r"nauczyciel\w*)|kolega|koleżanka|koledzy|przyjaciel|znajomy|ktoś|wielu\s+uczniów|większość|"
    r"arkadaşım|arkadaşımız|sınıf\s+arkadaşım|birisi"
    r")(?![^\W\d_])"
)
_OTHER_PERSON_CJK = re.compile(
    r"我(?:的)?(?:同学|同學|朋友|同事|室友|老师|老師|哥哥|姐姐)|(?:同学|同學|同事|室友|别人|別人|其他人|他人|有人|大多数人|"
    r"大多數人|很多人|许多人|許多人|一些人|有些人|其他同学|其他同學)"
)
_OBTAIN_VERB = re.compile(
    r"(?i)(?<![^\W\d_])(?:gets?|got|gotten|finds?|found|obtains?|obtained|computes?|computed|calculates?|calculated|"
    r"comes?\s+up\s+with|came\s+up\s+with|arrives?\s+at|arrived\s+at|ends?\s+up\s+with|ended\s+up\s+with|"
    r"reach(?:es|ed)?|derives?|derived|answers?|answered|writes?|wrote|gives?|gave|yields?|yielded|produces?|"
    r"produced|returns?|returned|outputs?|leads?\s+to|led\s+to|results?\s+in|resulted\s+in|puts?\s+down|"
    r"goes\s+with|went\s+with|picks?|picked|chooses?|chose|submits?|submitted|reports?|reported|"
    r"predicts?|predicted|lands?\s+on|landed\s+on|spits?\s+out|spat\s+out|shows?|showed|lists?|listed|"
    r"erhielt\w*|erhält|erhalten|bekam\w*|bekommt|bekommen|fand\w*|findet|finden|kam\s+auf|kommt\s+auf|kommen\s+auf|"
    r"ergibt|ergab|ergeben|liefert\w*|berechnete\w*|hat|hatte\w*|haben|schrieb\w*|antwortete\w*|gibt|gab|geben|"
    r"obtuvo|obtiene\w*|obtuvieron|consigui\w*|consigue\w*|sacó|saca\w*|encontró|encuentra\w*|halló|calculó|"
    r"llegó\s+a|llegan?\s+a|da|dan|dio|dieron|arroja\w*|produce\w*|devuelve\w*|respondió|escribió|"
    r"ha\s+obtenido|han\s+obtenido|a\s+obtenu|obtient|obtiennent|ont\s+obtenu|a\s+trouvé|trouve\w*|ont\s+trouvé|"
    r"a\s+eu|a\s+calculé|calcule\w*|donne\w*|a\s+donné|aboutit\s+à|conduit\s+à|mène\s+à|a\s+répondu|répond\w*|"
    r"a\s+écrit|renvoie\w*|ha\s+ottenuto|ottiene|ottengono|hanno\s+ottenuto|ha\s+trovato|trova\w*|ha\s+calcolato|"
    r"calcola\w*|dà|danno|ha\s+dato|dava\w*|fornisce\w*|restituisce\w*|porta\s+a|ha\s+risposto|ha\s+scritto|"
    r"obteve|obtém|obtêm|obtiveram|encontrou|achou|calculou|chegou\s+a|deu|dá|dão|fornece\w*|retorna\w*|"
    r"respondeu|escreveu|leva\s+a|получил\w*|получает|получают|нашёл|нашел|нашла|нашли|находит|вычислил\w*|"
    r"насчитал\w*|посчитал\w*|даёт|дает|дают|дал[аои]?|выдаёт|выдает|выдал\w*|приводит\s+к|привёл\s+к|"
    r"ответил\w*|написал\w*|kreeg|krijgt|kregen|vond|vindt|vonden|berekende\w*|kwam\s+uit\s+op|komt\s+uit\s+op|"
    r"geeft|gaf|levert|leverde|antwoordde|schreef|otrzymał\w*|otrzymuje|dostał\w*|uzyskał\w*|znalazł\w*|"
    r"obliczył\w*|policzył\w*|daje|dał\w*|dają|wyszło|prowadzi\s+do|odpowiedział\w*|napisał\w*|buldu|"
    r"hesapladı|verdi|verir)(?![^\W\d_])"
)
_OBTAIN_CJK = re.compile(
    r"得到|得出|算出|算得|求得|求出|给出|給出|的答案|的结果|的結果|回答|答的是|写的是|寫的是|得了|算的是"
)
# What may stand between the verb and the box: a few words ("the answer", "that the answer is", "x =").
_SHORT_REST = re.compile(r"[\s,:—–-]*(?:[^\W\d_'’]+(?:['’][^\W\d_]*)?[\s,:—–-]+){0,8}[\s,:=*_$\\(\[—–-]*$")
_POSSESSIVE_RESULT = re.compile(
    r"(?i)['’]s?\s+(?:final\s+)?(?:answer|result|value|solution|output|guess|number|pick|response|reply)s?\b"
)
# A method, a step or a reading the writer disowns; a named error.
_METHOD_NOUN = (
    r"(?:methods?|approach(?:es)?|techniques?|strateg(?:y|ies)|reasoning|logic|formulas?|formulae|"
    r"calculations?|computations?|assumptions?|premises?|readings?|interpretations?|understanding|models?|"
    r"solutions?|attempts?|algorithms?|procedures?|arguments?|analys[ie]s|estimates?|shortcuts?|heuristics?|"
    r"rules?|applications?|substitutions?|setups?|set-ups?|idea|intuition)"
)
_DISOWN_ADJ = (
    r"(?:naive|naïve|wrong|incorrect|false|mistaken|erroneous|faulty|flawed|careless|sloppy|bogus|buggy|broken|"
    r"invalid|lazy|hasty|misguided|botched|defective|incorrectly\s+applied|wrongly\s+applied|misapplied|"
    r"misread|mistyped|typo['’]?d|garbled|simple-minded|superficial|tempting|obvious\s+but\s+wrong)"
)
_DISOWNED = re.compile(
    r"(?i)(?<![^\W\d_])(?:" + _DISOWN_ADJ + r"\s+(?:\w+\s+){0,2}?" + _METHOD_NOUN + r"|"
    r"(?:a|an|one|common|typical|classic|frequent|usual|popular|silly|careless|sloppy|naive|simple|arithmetic|"
    r"sign|computational|calculation|counting|off-by-one)\s+(?:\w+\s+)?(?:mistakes?|blunders?|miscalculations?|"
    r"missteps?|oversights?|typos?)|(?:common|typical|classic|frequent|usual|popular|silly|careless|sloppy|naive|"
    r"simple|arithmetic|sign|computational|calculation|counting|off-by-one)\s+(?:errors?|slips?)|"
    r"(?:the|this|that|my)\s+(?:mistake|blunder|miscalculation|misstep|oversight|typo)s?|typo|"
    r"(?:the|a|this|my)\s+(?:misreading|misinterpretation|misunderstanding|miscalculation|miscount)|"
    # German, Spanish, French, Italian, Portuguese, Russian, Dutch, Polish, Turkish
    r"naiv\w*\s+(?:\w+\s+)?(?:ansatz|methode|weg|rechnung|vorgehen|lösung)|falsch\w*\s+(?:\w+\s+)?(?:ansatz|"
    r"methode|weg|rechnung|formel|annahme|lesart|lösung)|fehlerhaft\w*|(?:häufig\w*|typisch\w*)\s+fehler|"
    r"tippfehler|rechenfehler|verrechn\w*|"
    r"(?:método|enfoque|cálculo|razonamiento|planteamiento)\s+(?:\w+\s+)?(?:ingenu[oa]|incorrect[oa]|"
    r"equivocad[oa]|erróne[oa])|(?:ingenu[oa]|incorrect[oa]|equivocad[oa]|erróne[oa])\s+(?:método|enfoque|"
    r"cálculo)|error\s+(?:común|típico|frecuente)|errata|"
    r"(?:méthode|approche|calcul|raisonnement)\s+(?:\w+\s+)?(?:naïve|naive|naïf|incorrecte?|erronée?|fausse?)|"
    r"(?:erreur|faute)\s+(?:courante|fréquente|classique|typique)|coquille|"
    r"(?:metodo|approccio|calcolo|ragionamento)\s+(?:\w+\s+)?(?:ingenuo|sbagliato|errato|erroneo)|"
    r"errore\s+(?:comune|tipico|frequente|classico)|refuso|svista|"
    r"(?:método|abordagem|cálculo|raciocínio)\s+(?:\w+\s+)?(?:ingênu[oa]|ingenu[oa]|errad[oa]|incorret[oa])|"
    r"erro\s+(?:comum|típico|frequente)|"
    r"(?:наивн\w*|неверн\w*|неправильн\w*|ошибочн\w*)\s+(?:\w+\s+)?(?:метод\w*|подход\w*|способ\w*|расч[её]т\w*|"
    r"решени\w*|рассуждени\w*|предположени\w*|прочтени\w*)|(?:типичн\w*|частая|частой|распростран[её]нн\w*|"
    r"обычн\w*)\s+ошибк\w*|опечатк\w*|"
    r"(?:naïeve|naïef|foute|verkeerde|onjuiste)\s+(?:\w+\s+)?(?:methode|aanpak|berekening|aanname)|"
    r"(?:naiwn\w*|błędn\w*|zł\w*)\s+(?:\w+\s+)?(?:metod\w*|podejści\w*|rachun\w*|założeni\w*)|częsty\s+błąd|"
    r"(?:naif|yanlış|hatalı)\s+(?:\w+\s+)?(?:yöntem\w*|yaklaşım\w*|hesap\w*)"
    r")(?![^\W\d_])"
)
_DISOWNED_CJK = re.compile(
    r"(?:朴素|樸素|天真|错误|錯誤|粗心|直觉|直覺|简单粗暴)(?:的)?(?:方法|做法|算法|思路|解法|计算|計算|假设|假設|理解)|"
    r"(?:常见|常見|典型|经典|經典)(?:的)?(?:错误|錯誤)|算错|算錯|笔误|筆誤|误读|誤讀|重复计算|重複計算|"
    r"(?:素朴|単純|間違った|誤った|ナイーブ)な?(?:方法|やり方|解法|計算|仮定)|(?:よくある|典型的な)(?:間違い|ミス|誤り)|誤植"
)
# A named error as the subject: "Forgetting the carry gives", "If you forget the carry, you get".
_ERROR_SUBJECT = re.compile(
    r"(?i)^[\s*_#>(\"“'-]*(?:(?:if|when|once)\s+(?:you|we|one|someone|somebody|they|he|she|i)\s+|by\s+|just\s+)?"
    r"(?:forget\w*|forgot|overlook\w*|neglect\w*\s+to|misread\w*|miscount\w*|miscalculat\w*|misinterpret\w*|"
    r"misappl\w*|misplac\w*|misunderst\w*|mistyp\w*|miscop\w*|double[\s-]count\w*|over-?count\w*|"
    r"under-?count\w*|mix\w*\s+up|"
    r"olvid\w*|si\s+(?:se\s+)?olvida\w*|oubli\w*|en\s+oubliant|si\s+on\s+oublie|vergiss\w*|vergisst\s+man|"
    r"vergessen|wer\s+\w+\s+vergisst|dimentic\w*|se\s+si\s+dimentica|esquec\w*|se\s+esquecer\w*|забыв\w*|"
    r"забыл\w*|если\s+забыть|zapomin\w*|zapomniawszy|vergeet|vergeten|unutarak|unutursan\w*)(?![^\W\d_])"
)
_ERROR_SUBJECT_CJK = re.compile(
    r"^[\s*_#>]*(?:如果)?(?:忘记|忘記|忘了|漏掉|漏了|遗漏|遺漏|重复计算|重複計算)|忘れると|忘れた場合|빼먹으면|잊으면"
)
# SOV languages: the verb of saying or obtaining after the box ("友達は答えが $\\boxed{7}$ だと言った。").
_SAID_AFTER = re.compile(
    r"[\s"
    + OPAQUE
    + r"]*(?:だ|です|である|だった|でした)?\s*(?:と|って)\s*(?:言った|言って|言いました|言われ|答えた|答えて|"
    r"答えました|主張|書いた|書いて|書きました|話して|話した)|(?i:buldu|elde\s+etti|hesapladı|dedi|söyledi|yazdı)\b|[\s"
    + OPAQUE
    + r"]*(?:を|が)\s*(?:得た|出した|出しました|"
    r"得ました)|[\s" + OPAQUE + r"]*(?:이?라고|라는|다고)\s*(?:했|말했|답했|주장|썼)"
)
_SUBJECT_CJK_BEFORE = re.compile(
    r"(?:友達|友人|同級生|クラスメート|先生|誰か|他の人|多くの人|みんな|친구|동료|선생님|누군가|(?i:arkadaşım\w*|"
    r"öğretmenim\w*|birisi|başkaları))"
)


def _others_result(view: str, lo: int, start: int, end: int, hi: int) -> bool:
    """Whether the lead ``view[lo:start]`` gives the box as someone else's result (see the module docstring)."""
    lead = view[lo:start]
    # a method, a reading or an error the writer disowns, not corrected before it
    for m in _DISOWNED.finditer(view, lo, start):
        if not _NEUTRAL.search(view, lo, m.start()):
            return True
    if not lead.isascii():
        for m in _DISOWNED_CJK.finditer(view, lo, start):
            if not _NEUTRAL.search(view, lo, m.start()):
                return True
        if _ERROR_SUBJECT_CJK.search(lead) and not _NEUTRAL.search(lead[:5]):
            return True
    if _ERROR_SUBJECT.match(lead):
        return True
    # a person other than the writer, before a verb of obtaining or a possessive of a result
    for verb in _OBTAIN_VERB.finditer(view, lo, start):
        if not _SHORT_REST.match(view, verb.end(), start):
            continue
        subject = view[max(lo, verb.start() - 80) : verb.start()]
        words = subject.split()[-6:]
        for k in range(1, len(words) + 1):
            phrase = " ".join(words[-k:]).strip("(\"'*_“”,")
            m = _OTHER_PERSON.fullmatch(phrase) or _OTHER_PERSON.fullmatch(
                re.sub(
                    r"(?i)\s+(?:also|too|all|"
                    r"initially|first|once|then|mistakenly|wrongly|incorrectly|supposedly|apparently|just|only|"
                    r"probably|likely|usually|often|typically)$",
                    "",
                    phrase,
                )
            )
            if m:
                return not _COUNT_AFTER.match(view, end)  # (not "My friend got $\\boxed{7}$ apples")
    for m in _POSSESSIVE_RESULT.finditer(view, lo, start):
        if not _SHORT_REST.match(view, m.end(), start):
            continue
        words = view[max(lo, m.start() - 60) : m.start()].split()[-5:]
        for k in range(1, len(words) + 1):
            if _OTHER_PERSON.fullmatch(" ".join(words[-k:]).strip("(\"'*_“”,")):
                return True
    if not lead.isascii():
        verb = None
        for found in _OBTAIN_CJK.finditer(lead):
            verb = found  # (the last verb before the box)
        if verb is not None and _OTHER_PERSON_CJK.search(lead, max(0, verb.start() - 12), verb.start()):
            if len(lead) - verb.end() <= 12:
                return True
        if _SUBJECT_CJK_BEFORE.search(lead) and _SAID_AFTER.search(view, end, hi):
            return True
    return False


# --------------------------------------------------------------------------------------------------------
# Hearsay: reported with no named source.
_HEARSAY = re.compile(
    r"(?i)(?<![^\W\d_])(?:"
    r"(?:i|we)(?:\s+(?:was|were|have\s+been|am|got|had\s+been|once\s+was)|['’]ve\s+been|['’]m)\s+(?:\w+\s+)?told|"
    r"(?:i|we)(?:\s+have|['’]ve|\s+had|['’]d)?\s+(?:\w+\s+)?(?:heard|hear)(?:\s+(?:it\s+)?(?:said|claimed|"
    r"rumou?red|mentioned))?(?:\s+(?:online|somewhere|on\s+\w+(?:\s+\w+)?|in\s+(?:a|an|the|some|class)(?:\s+\w+)?|"
    r"from\s+(?:a\s+|some\s+)?\w+(?:\s+\w+)?|through\s+the\s+grapevine|around))?|"
    r"(?:i|we)(?:\s+have|['’]ve|\s+had|['’]d)?\s+(?:read|saw|seen)\s+(?:it\s+)?(?:online|somewhere|on\s+\w+(?:\s+"
    r"\w+)?|in\s+(?:a|an|the|some)\s+\w+(?:\s+\w+)?|(?=that\b))|"
    r"(?<!the\s)(?<!this\s)(?<!that\s)(?<!a\s)word\s+(?:is|has\s+it|on\s+the\s+street\s+is|"
    r"around\s+(?:here|campus|town)\s+is)|"
    r"rumou?rs?\s+(?:is|are|say|says|has\s+it|have\s+it)|(?:so\s+)?(?:i['’]m|i\s+am|we['’]re)\s+told|"
    r"they\s+(?:say|said|tell\s+me|told\s+me|claim)|people\s+(?:say|said|tell\s+me)|"
    r"from\s+what\s+(?:i|we)(?:['’]ve|\s+have)?\s+(?:hear|heard|read|been\s+told)|"
    r"(?:somebody|someone|a\s+friend|they|people|a\s+guy)\s+told\s+(?:me|us)|i\s+was\s+informed|"
    r"it\s+(?:is|was|['’]s)\s+(?:rumou?red|whispered|said|reported)|the\s+(?:internet|grapevine)\s+says|"
    r"legend\s+has\s+it|gossip\s+(?:is|says)|"
    # Spanish, Italian, Portuguese, French, German, Russian, Dutch, Polish, Turkish, Nordic, Indonesian,
    # Czech/Slovak, Hungarian, Romanian, Ukrainian, Vietnamese
    r"dicen|se\s+dice|cuentan|comentan|me\s+(?:dijeron|han\s+dicho|contaron|comentaron)|(?:he\s+)?o[íi]do|"
    r"escuch[ée]|he\s+escuchado|le[íi]\s+(?:en\s+\w+\s+)?que|según\s+dicen|por\s+lo\s+visto|"
    r"dicono|si\s+dice|raccontano|mi\s+(?:hanno|è\s+stato)\s+detto|ho\s+sentito(?:\s+dire)?|ho\s+letto|"
    r"a\s+quanto\s+(?:pare|dicono)|si\s+vocifera|corre\s+voce|pare|"
    r"dizem|diz-se|contam|me\s+disseram|disseram-me|ouvi(?:\s+dizer)?|li\s+(?:em\s+\w+\s+)?que|segundo\s+dizem|"
    r"pelo\s+visto|"
    r"on\s+(?:dit|raconte|prétend|m['’]a\s+dit|murmure)|il\s+para[îi]t|para[îi]t-il|"
    r"j['’]ai\s+(?:entendu(?:\s+dire)?|lu|ouï\s+dire)|il\s+se\s+dit|à\s+ce\s+qu['’]il\s+para[îi]t|"
    r"d['’]après\s+(?:ce\s+qu['’]on\s+dit|les\s+rumeurs)|"
    r"es\s+heißt|heißt\s+es|man\s+sagt|sagt\s+man|(?:ich\s+)?(?:habe|hab)\s+(?:\w+\s+)?gehört|ich\s+hörte|"
    r"mir\s+wurde\s+(?:gesagt|erzählt)|angeblich|gerüchteweise|wie\s+man\s+hört|ich\s+habe\s+gelesen|"
    r"говорят|говорили|рассказывают|поговаривают|мне\s+(?:сказали|говорили)|я\s+слышал[аи]?|слышал[аи]?|"
    r"по\s+слухам|ходят\s+слухи|якобы|будто\s+бы|я\s+читал[аи]?|пишут|"
    r"ik\s+(?:hoorde|heb\s+gehoord|las|heb\s+gelezen)|men\s+zegt|ze\s+zeggen|zeggen\s+ze|naar\s+verluidt|"
    r"er\s+wordt\s+gezegd|mij\s+(?:werd|is)\s+verteld|het\s+schijnt|"
    r"słyszał(?:em|am|eś|aś)|mówią|mówi\s+się|podobno|ponoć|powiedziano\s+mi|czytał(?:em|am)|"
    r"duydum|derler|diyorlar|söylenene\s+göre|rivayete\s+göre|"
    r"jag\s+hörde|man\s+säger|de\s+säger|det\s+sägs|jeg\s+hørte|man\s+(?:siger|sier)|de\s+(?:siger|sier)|"
    r"det\s+(?:siges|sies)|katanya|kabarnya|konon|(?:saya|aku)\s+dengar|dengar-dengar|kata\s+orang|"
    r"prý|říká\s+se|slyšel(?:a)?\s+jsem|vraj|hovorí\s+sa|állítólag|azt\s+mondják|hallottam|se\s+spune|"
    r"am\s+auzit|cică|кажуть|я\s+чув|nghe\s+nói|người\s+ta\s+nói"
    r")(?![^\W\d_])"
    r"|听说|聽說|据说|據說|听人说|聽人說|据传|據傳|传说|傳說|有人告诉我|有人告訴我|我被告知|听别人说|聽別人說|"
    r"噂では|噂によると|聞いた話では|聞くところによると|듣기로는|소문에\s*의하면|소문으로는"
)
# After the hearsay phrase, the answer's clause follows: a complementizer, a comma, the answer's name, "it's".
_HEARSAY_TAIL = re.compile(
    r"(?i)[\s,:：，—–-]*(?:(?:that|que|qu['’]|che|dass|что|że|dat|ki|bahwa)(?![^\W\d_])|"
    r"(?:(?:the|a|la|el|le|l['’]|die|der|das|het|o|il)\s+)?(?:final\s+)?(?:answer|result|solution|value|total|"
    r"respuesta|réponse|risposta|resposta|antwort|ergebnis|lösung|antwoord|odpowiedź|ответ|resultado|résultat|"
    r"risultato|wynik|cevap|svaret|jawaban(?:nya)?)(?![^\W\d_])|it(?:['’]s|\s+is|\s+was|\s+should\s+be)\b|"
    + OPAQUE
    + r"|答案|结果|結果|答え|답)"
)
_HEARSAY_AFTER = re.compile(
    r"[\s"
    + OPAQUE
    + r"]*(?:だ|です|である)?\s*(?:そうです|そうだ|そうな|らしい|とのこと|と聞いた|と聞きました|って聞いた|"
    r"と言われている|と言われています|と噂)|[\s"
    + OPAQUE
    + r"]*(?:이?라고|다고|이?라는)\s*(?:들었|한다|합니다|하더|하던데)|"
    r"[\s"
    + OPAQUE
    + r"]*(?:이?래요|이?래|이?라더라|이?라던데|대요)|[\s"
    + OPAQUE
    + r"]*(?:olduğunu|diye)\s+(?:duydum|"
    r"söylediler|söylüyorlar)"
)
_HEARSAY_AFTER_WORDS = re.compile(
    r"(?i)[\s"
    + OPAQUE
    + r",;:(—–-]*(?:or\s+so\s+)?(?:(?:i['’]m|i\s+am|i\s+was|i['’]ve\s+been|we\s+were)\s+told|"
    r"(?:i|we)\s+(?:heard|hear)|they\s+say|people\s+say|i\s+read\s+(?:online|somewhere)|"
    r"(?:so\s+)?(?:i['’]ve|i\s+have)\s+heard|según\s+dicen|dicen|paraît-il|on\s+dit|dicono|dizem|говорят|"
    r"wie\s+man\s+hört|heißt\s+es|podobno|mówią|katanya)(?![^\W\d_])"
)


_HEARSAY_LABEL = re.compile(
    r"(?i)[\s*_#>-]*(?:rumou?rs?|hearsay|gossip|word\s+on\s+the\s+street|heard|gerücht\w*|rumeurs?|rumores?|"
    r"rumore|boatos?|слух\w*|传闻|傳聞|据说|據說|噂|소문)[\s*_]*[:：]"
)


def _hearsay(view: str, lo: int, start: int, end: int, hi: int) -> bool:
    """Whether the answer's clause is reported as hearsay (see the module docstring)."""
    if _HEARSAY_LABEL.match(view, lo, start):
        return True  # "Rumour: $\\boxed{7}$"
    for m in _HEARSAY.finditer(view, lo, start):
        if _HEARSAY_TAIL.match(view, m.end(), start) or not view[m.end() : start].strip(" ,:" + OPAQUE):
            return True
    if not view[lo:start].isascii() or not view[end:hi].isascii():
        if _HEARSAY_AFTER.search(view, end, hi):
            return True
    return bool(_HEARSAY_AFTER_WORDS.match(view, end, hi))


# --------------------------------------------------------------------------------------------------------
# An earlier result: a first attempt's marker over the writer's own past result.
_FIRST_MARKER = (
    r"initially|at\s+first|originally|at\s+the\s+(?:start|beginning|outset)|(?:back\s+)?when\s+(?:i|we)\s+first|"
    r"(?:in|on|during|with)\s+(?:my|our|the|a)\s+first\s+(?:pass|attempt|try|draft|go|run|reading|read|round|"
    r"iteration|version|submission|calculation|computation|shot|sweep)|the\s+first\s+time(?:\s+(?:around|through))?|"
    r"first\s+time\s+(?:around|through)|yesterday|last\s+(?:time|night|week)|earlier\s+today|the\s+other\s+day|"
    r"in\s+(?:an?|my|our)\s+(?:earlier|previous|prior|old|older|original|initial)\s+(?:attempt|pass|try|draft|"
    r"version|solution|submission|run|answer|response)|"
    r"anfangs|zuerst|zunächst|ursprünglich|anfänglich|am\s+anfang|zu\s+beginn|beim\s+ersten\s+(?:versuch|"
    r"durchgang|mal|anlauf)|gestern|"
    r"al\s+principio|inicialmente|originalmente|en\s+un\s+principio|al\s+comienzo|al\s+inicio|primero|"
    r"en\s+(?:mi|el)\s+primer\s+intento|ayer|"
    r"au\s+début|au\s+départ|initialement|d['’]abord|à\s+l['’]origine|originellement|au\s+premier\s+(?:essai|"
    r"abord)|(?:lors\s+de|à)\s+ma\s+première\s+tentative|hier|auparavant|dans\s+un\s+premier\s+temps|"
    r"inizialmente|all['’]inizio|in\s+un\s+primo\s+momento|originariamente|al\s+primo\s+tentativo|ieri|dapprima|"
    r"in\s+principio|prima|no\s+início|no\s+começo|a\s+princípio|na\s+primeira\s+tentativa|ontem|de\s+início|"
    r"primeiro|сначала|вначале|изначально|первоначально|поначалу|сперва|в\s+первый\s+раз|с\s+первой\s+попытки|"
    r"в\s+первой\s+попытке|вчера|aanvankelijk|eerst|in\s+het\s+begin|oorspronkelijk|"
    r"bij\s+(?:mijn|de)\s+eerste\s+poging|gisteren|in\s+eerste\s+instantie|na\s+początku|początkowo|"
    r"najpierw|pierwotnie|za\s+pierwszym\s+razem|w\s+pierwszej\s+próbie|wczoraj|z\s+początku|başta|"
    r"ilk\s+başta|başlangıçta|ilk\s+denememde|dün|först|inledningsvis|ursprungligen|från\s+början|"
    r"i\s+början|igår|awalnya|pada\s+awalnya|mula-mula|semula|kemarin"
)
# A correction that makes the attempt explicit (any subject, any verb): "Before the fix we had".
_EXPLICIT_EARLIER = re.compile(
    r"(?i)(?<![^\W\d_])(?:before\s+(?:the|my|our|this|that)\s+(?:fix|correction|edit|revision|update|"
    r"bug-?fix)|before\s+(?:fixing|correcting|revising|noticing|catching|spotting|realizing|realising|"
    r"the\s+error\s+was\s+(?:fixed|found))|before\s+(?:i|we)\s+(?:fixed|corrected|caught|noticed|spotted|"
    r"realized|realised|found|revised)|"
    r"(?:my|our)\s+(?:earlier|previous|prior|old|older|original|initial|first|former|preliminary|"
    r"provisional|last)\s+(?:answer|attempt|guess|draft|submission|response|try)s?|my\s+(?:earlier|previous|prior|"
    r"old|older|original|initial|first|former|preliminary|provisional)\s+(?:calculation|computation|result|"
    r"solution|pass|run|estimate|value|working|version)s?|superseded|"
    r"no\s+longer\s+valid|vor\s+der\s+(?:korrektur|berichtigung)|antes\s+de\s+(?:corregir|la\s+corrección|"
    r"arreglar)|avant\s+(?:la\s+correction|de\s+corriger)|prima\s+(?:della\s+correzione|di\s+correggere)|"
    r"antes\s+(?:da\s+correção|de\s+corrigir)|до\s+исправления|voor\s+de\s+correctie|przed\s+poprawką|"
    r"(?:meine|unsere)\s+(?:frühere|vorherige|erste|alte)\s+antwort|mi\s+respuesta\s+(?:anterior|original)|"
    r"ma\s+(?:réponse\s+précédente|première\s+réponse|réponse\s+initiale)|la\s+mia\s+(?:risposta\s+precedente|"
    r"prima\s+risposta)|мой\s+(?:прежний|предыдущий|первый|старый)\s+ответ)(?![^\W\d_])"
    r"|修正前|改正前|之前的答案|原来的答案|原來的答案|修正前は|以前の答え|수정\s*전"
)
_FIRST_MARKER_RE = re.compile(r"(?i)(?<![^\W\d_])(?:" + _FIRST_MARKER + r")(?![^\W\d_])")
_FIRST_MARKER_CJK = re.compile(
    r"起初|最初|一开始|一開始|刚开始|剛開始|开始时|開始時|起先|原先|原本|本来|本來|第一次|之前|先前|昨天|"
    r"初めは|はじめは|当初|もともと|元々|以前は|昨日|一回目は|처음에는|처음엔|처음에|원래|어제|이전에는"
)
_OWN_PAST = re.compile(
    r"(?i)(?<![^\W\d_])(?:(?:i|we)\s+(?:\w+\s+)?(?:got|obtained|found|had|computed|calculated|came\s+up\s+with|"
    r"arrived\s+at|reached|derived|wrote|answered|put|submitted|ended\s+up\s+with|gave|said|guessed|figured|"
    r"concluded|boxed|chose|picked|went\s+with|thought)|"
    r"(?:ich|wir)\s+(?:erhielt(?:en)?|bekam(?:en)?|hatte[n]?|fand(?:en)?|berechnete[n]?|kam(?:en)?|dachte[n]?|"
    r"habe|haben|hab)|(?:erhielt(?:en)?|bekam(?:en)?|hatte[n]?|fand(?:en)?|berechnete[n]?|kam(?:en)?|dachte[n]?|"
    r"habe|haben|hab)\s+(?:ich|wir)|"
    r"obtuve|obtuvimos|conseguí|conseguimos|saqué|encontré|encontramos|calculé|calculamos|tuve|tuvimos|tenía|"
    r"teníamos|llegué|llegamos|pensé|creí|(?:había|habíamos|he|hemos)\s+(?:obtenido|calculado|encontrado|"
    r"sacado|conseguido)|me\s+(?:salió|dio|daba)|"
    r"j['’]ai\s+(?:obtenu|trouvé|eu|calculé|pensé|cru|répondu|écrit)|j['’]avais|nous\s+(?:avons|avions)\s+"
    r"(?:obtenu|trouvé|calculé|eu)|on\s+avait|je\s+trouvais|j['’]obtenais|j['’]obtins|je\s+pensais|"
    r"(?:ho|abbiamo|avevo|avevamo)\s+(?:ottenuto|trovato|calcolato|pensato|scritto|risposto)|avevo|avevamo|"
    r"ottenni|mi\s+(?:veniva|è\s+venuto|era\s+venuto|usciva|è\s+uscito)|pensavo|"
    r"obtive|obtivemos|encontrei|calculei|calculamos|tive|tivemos|tinha|tínhamos|achei|cheguei|pensei|"
    r"(?:tinha|havia)\s+(?:obtido|calculado|encontrado)|"
    r"я\s+(?:\w+\s+)?(?:получил[аи]?|нашёл|нашел|нашла|вычислил[а]?|посчитал[а]?|насчитал[а]?|думал[а]?|"
    r"ответил[а]?)|(?:получил[аи]?|нашёл|нашел|нашла|вычислил[а]?|посчитал[а]?)\s+я|мы\s+(?:получили|нашли|"
    r"вычислили|посчитали|думали)|у\s+(?:меня|нас)\s+(?:было|вышло|получилось|выходило|получалось)|"
    r"(?:ik|we|wij)\s+(?:kreeg|kregen|vond|vonden|had|hadden|berekende|berekenden|dacht|dachten|kwam|kwamen)|"
    r"(?:kreeg|kregen|vond|vonden|had|hadden|berekende|dacht|kwam)\s+(?:ik|we|wij)|"
    r"otrzymał(?:em|am)|otrzymaliśmy|dostał(?:em|am)|uzyskał(?:em|am)|uzyskaliśmy|miał(?:em|am)|mieliśmy|"
    r"obliczył(?:em|am)|policzył(?:em|am)|znalazł(?:em|am)|wyszło\s+(?:mi|nam)|myślał(?:em|am)|"
    r"buldum|bulduk|elde\s+ettim|hesapladım|"
    r"(?:jag|vi)\s+(?:fick|hade|räknade)|(?:fick|hade)\s+(?:jag|vi)|saya\s+(?:mendapat\w*|memperoleh|dapat))(?![^\W\d_])"
)
_OWN_PAST_CJK = re.compile(
    r"(?:我|我们|我們)(?:先|当时|當時|就)?(?:得到|得出|算出|算得|求得|求出|以为|以為|认为|認為|写了|寫了|得了|算的是|算了)"
)
_THOUGHT_CJK = re.compile(r"我(?:们|們)?[^\s，,。]{0,3}以[为為]")
_OWN_PAST_AFTER = re.compile(
    r"[\s"
    + OPAQUE
    + r"]*(?:に|と)?(?:なった|なりました|出た|出ました|だった|でした|思った|思いました|計算した|答えた)|"
    r"[\s"
    + OPAQUE
    + r"]*(?:을|를|이|가)?\s*(?:얻었|나왔|였|이었|생각했)|[\s"
    + OPAQUE
    + r"]*(?:buldum|bulmuştum|"
    r"elde\s+ettim|hesapladım|çıktı)"
)
_EARLIER_LABEL = re.compile(
    r"(?i)[\s*_#>-]*(?:superseded|obsolete|outdated|deprecated|old|previous|earlier|former|"
    r"before|was|replaced|retired|stale|initial|first\s+(?:try|draft|pass|guess)|attempt\s+(?:1|one|#1)|"
    r"old\s+(?:answer|result|value|version)|previous\s+(?:result|value|version)|earlier\s+(?:answer|result)|"
    r"former\s+answer|initial\s+(?:answer|guess|attempt|result)|veraltet|alte\s+antwort|vorher|anterior|"
    r"respuesta\s+anterior|obsoleto|ancienne\s+réponse|obsolète|précédente?|vecchia\s+risposta|precedente|"
    r"superato|старый\s+ответ|прежний\s+ответ|устарело|устаревш\w*|было|旧答案|旧的答案|以前的答案|旧|旧回答|"
    r"古い答え|以前の答え)[\s*_]*[:：][\s*_]*$"
)
_EARLIER_BRACKET = re.compile(
    r"(?i)\s*[(\[（]\s*(?:old|outdated|superseded|obsolete|previous|earlier|former|first\s+attempt|initial|"
    r"draft|before\s+the\s+fix|stale|deprecated|replaced|old\s+answer|previous\s+answer|alt|veraltet|anterior|"
    r"antiguo|antigua|ancien|ancienne|vecchio|vecchia|старый|старое|устарел\w*|旧|旧的|以前|古い)\s*[)\]）]"
)
_SPACING_MATH = re.compile(r"(?:\s|\$|\\(?:quad|qquad|,|;|:|!|enspace|hfill|hspace\*?\{[^{}]*\})|~|\\\s)*")


# A word after the box that makes it a count of the problem ("My friend got $\\boxed{7}$ apples", "Initially we
# had $\\boxed{7}$ marbles"): the problem's quantity, not a result of someone's.
_COUNT_AFTER = re.compile(
    r"[\s" + OPAQUE + r"]*(?!(?i:as|for|on|in|which|but|and|too|also|this|that|here|there|while|when|whereas|"
    r"though|although|at|initially|earlier|yesterday|before|first|originally|then|now|instead|erhalten|bekommen|"
    r"berechnet|gefunden|heraus|raus|ist|sei|est|es|is|was|buldum|buldu|elde|hesapladım|hesapladı|dedi)(?![^\W\d_]))[A-Za-zÀ-ɏЀ-ӿ]{2,}"
)


def _superseded(text: str, view: str, lo: int, start: int, end: int, hi: int) -> bool:
    """Whether the answer is marked as an earlier, abandoned result (see the module docstring)."""
    if _EXPLICIT_EARLIER.search(view, lo, start):
        return True
    lead = view[lo:start]
    if _EARLIER_LABEL.match(lead):
        return True
    marker = _FIRST_MARKER_RE.search(view, lo, start)
    cjk = _FIRST_MARKER_CJK.search(lead) if not lead.isascii() else None
    if marker is not None or cjk is not None:
        if _COUNT_AFTER.match(view, end):
            return False  # "Initially we had $\\boxed{7}$ marbles": the problem's earlier state
        if _OWN_PAST.search(view, lo, start) or (not lead.isascii() and _OWN_PAST_CJK.search(lead)):
            return True
        if (
            marker is not None
            and not view[lo : marker.start()].strip(" \t*_#>-")
            and not view[marker.end() : start].strip(" \t,:—–-")
        ):
            return True  # "Originally $\\boxed{7}$": the marker alone leads to the box
        if (
            cjk is not None
            and not lead[: cjk.start()].strip(" \t*_#>-")
            and not lead[cjk.end() :].strip(" \t,:，：")
        ):
            return True  # "最初は $\\boxed{7}$ になった"
        if _OWN_PAST_AFTER.match(view, end, hi):
            return True
    elif not lead.isascii() and _THOUGHT_CJK.search(lead):
        return True  # "我以为是 $\\boxed{7}$": what the writer once (wrongly) thought
    elif _OWN_PAST.search(view, lo, start) and _FIRST_MARKER_RE.search(view, end, hi):
        return not _COUNT_AFTER.match(view, end)  # "I got $\\boxed{7}$ at first"
    return False


# --------------------------------------------------------------------------------------------------------
# Another problem: a variant, a relaxation, a sample, an old version, a warm-up, a step, an appendix.
_SCOPE_ADJ = (
    r"(?:easier|easy|simpler|simplest|simplified|relaxed|unconstrained|unrestricted|modified|altered|changed|"
    r"hypothetical|toy|smaller|similar|analogous|sample|warm-?up|dummy|mock|"
    r"einfacher\w*|vereinfacht\w*|leichter\w*|relaxiert\w*|abgewandelt\w*|geändert\w*|hypothetisch\w*|ähnlich\w*|"
    r"simplifié\w*|facile|plus\s+simple|relâché\w*|modifié\w*|hypothétique\w*|similaire\w*|analogue\w*|"
    r"simplificad\w*|fácil\w*|sencill\w*|relajad\w*|modificad\w*|hipotétic\w*|similar(?:es)?|análog[oa]s?|"
    r"semplificat\w*|più\s+semplice|modificat\w*|ipotetic\w*|simil[ei]|analog[oaie]|facil[ei]|relaxad\w*|"
    r"semelhante\w*|упрощ\w*|облегч\w*|простейш\w*|модифицир\w*|изменённ\w*|измененн\w*|гипотетич\w*|"
    r"похож\w*|аналогичн\w*|тренировочн\w*|eenvoudiger\w*|vereenvoudigd\w*|makkelijker\w*|gewijzigd\w*|"
    r"vergelijkbar\w*|uproszczon\w*|łatwiejsz\w*|prostsz\w*|zmodyfikowan\w*|podobn\w*|przykładow\w*|"
    r"basitleştirilmiş|kolay\w*|benzer)"
)
_PROBLEM_NOUN = (
    r"(?:variants?|versions?|problems?|sub-?problems?|questions?|models?|settings?|instances?|inputs?|puzzles?|"
    r"exercises?|tasks?|"
    r"scenarios?|cases?|editions?|exams?|test\s+cases?|formulations?|wordings?|"
    r"variante\w*|version\w*|aufgabe\w*|problem\w*|modell\w*|fall|falle|fälle\w*|fassung\w*|frage\w*|"
    r"problème\w*|modèle\w*|cas|exercice\w*|énoncé\w*|versión|versiones|problema\w*|modelo\w*|caso\w*|"
    r"ejercicio\w*|pregunta\w*|enunciado\w*|versione\w*|modello\w*|esercizio\w*|domanda\w*|versão|versões|"
    r"exercício\w*|questão|задач\w*|верси\w*|вариант\w*|модел\w*|случа\w*|постановк\w*|вопрос\w*|versie\w*|"
    r"opgave\w*|probleem\w*|geval\w*|vraag\w*|wersj\w*|wariant\w*|zadani\w*|przypad\w*|pytani\w*|soru\w*|"
    r"versiyon\w*|sürüm\w*|durum\w*)"
)
_OLD_VERSION = (
    r"(?:previous|prior|old|older|earlier|last\s+year['’]s|previous\s+year['’]s|alte[nrs]?|früher\w*|ancien\w*|"
    r"antigu\w*|vecchi\w*|стар\w*|прошлогодн\w*|oude|original)\s+(?:\w+\s+)?(?:versions?|editions?|variants?|"
    r"wordings?|formulations?|versión|version\w*|versione|versão|верси\w*|редакци\w*|versie|wersj\w*|fassung|"
    r"ausgabe|édition|edición|edizione|edição)|last\s+year['’]s\s+(?:\w+\s+)?" + _PROBLEM_NOUN
)
# (the variant is what the answer's clause is about: after a preposition, or the clause's subject)
_PREPOSITION = (
    r"(?:(?:for|in|on|with|under|to|of|from|at|within|solving|considering|treating|taking|using|tackling|für|bei|im|in|zur|zum|pour|dans|sur|para|en|con|per|nel|"
    r"nella|nello|na|no|nas|nos|com|для|в|во|при|на|voor|bij|met|dla|w|we|przy|için)\s+(?:[^\W\d_]+['’]?s?\s+){0,2}?"
    r"|^[\s*_#>-]*(?:(?:the|a|an|die|der|das|la|le|el|il|lo|o|het|de|l['’])\s*)?)"
)
_OTHER_PROBLEM = re.compile(
    r"(?i)(?<![^\W\d_])(?:"
    + _PREPOSITION
    + r"(?:"
    + _SCOPE_ADJ
    + r"\s+(?:[^\W\d_]+\s+){0,2}?"
    + _PROBLEM_NOUN
    + r"|"
    + _PROBLEM_NOUN
    + r"\s+(?:[^\W\d_]+\s+)?"
    + _SCOPE_ADJ
    + r"|(?:sample|example)\s+(?:inputs?|outputs?|cases?|tests?|data)|"
    r"(?:the|that)\s+(?:given\s+)?(?:examples?|samples?|illustrations?)(?=\s*(?:[,:]|$|in\s+the\s+(?:problem\s+)?"
    r"(?:statement|question))))|"
    + _OLD_VERSION
    + r"|(?:without|ignoring|neglecting|dropping|disregarding|removing|relaxing|lifting|forgetting\s+about|"
    r"sans|en\s+ignorant|ohne|unter\s+vernachlässigung|sin|ignorando|senza|sem|без|игнорируя|не\s+учитывая|"
    r"zonder|bez|pomijając|ignorując)\s+(?:(?:the|this|that|any|all|its|la|el|le|les|los|las|die|der|den|das|"
    r"dem|il|lo|a|o|as|os|de|het|l['’]|une?|ein\w*)\s*)?(?:[^\W\d_]+\s+)?(?:constraints?|conditions?|"
    r"restrictions?|requirements?|hypothes[ie]s|limitations?|caps?|bedingung\w*|einschränkung\w*|"
    r"nebenbedingung\w*|contrainte\w*|restricci\w*|condici\w*|restrizion\w*|vincol\w*|condizion\w*|restriç\w*|"
    r"condiç\w*|ограничени\w*|услови\w*|beperking\w*|voorwaarde\w*|ograniczeni\w*|warun\w*)|"
    r"(?:false|wrong|incorrect|mistaken|erroneous|faulty|flawed|bogus|naive|naïve)\s+(?:\w+\s+)?"
    r"(?:assumptions?|premises?|readings?|interpretations?|hypothes[ie]s|understanding)|"
    r"(?:pretend\w*|imagin\w*)\s+(?:that\s+)?(?:the|there\s+(?:is|are|were|was)\s+no)\s+(?:\w+\s+)?"
    r"(?:constraints?|conditions?|restrictions?|requirements?)|"
    r"after\s+(?:step\s+(?:1|one|i)|the\s+first\s+step)\s*[:,]|"
    r"^[\s*_#>-]*(?:halfway(?:\s+there)?|midway|so\s+far|thus\s+far|for\s+now|work\s+in\s+progress|wip|"
    r"checkpoint)[\s*_]*[:：]|"
    r"(?:^|(?<=,)\s*)had\s+(?:the|a|an|he|she|they|we|it|there)\s+(?:\w+\s+){0,3}?(?:been|not|n['’]t)|"
    r"warm[\s-]?up|aufwärm\w*|échauffement|calentamiento|riscaldamento|aquecimento|разминк\w*|rozgrzewk\w*|"
    r"intermediate\s+(?:results?|values?|answers?|steps?|totals?|sums?|quantit(?:y|ies))|sub-?totals?|"
    r"partial\s+(?:answers?|results?|sums?|totals?|products?|solutions?)|running\s+totals?|"
    r"(?:step|stage)\s+(?:1|one|i)\s+(?:answers?|results?|values?)|(?:for|in|at|after)\s+(?:the|this|our)\s+first\s+step|"
    r"(?:answers?|results?|values?)\s+(?:of|for|from|after)\s+(?:the\s+)?(?:step|stage)\s+(?:1|one|i)|"
    r"zwischen(?:ergebnis|summe|wert|resultat)\w*|teilergebnis\w*|teilsumme\w*|"
    r"résultats?\s+(?:intermédiaires?|partiels?)|sous-totals?|valeurs?\s+intermédiaires?|"
    r"resultados?\s+(?:parcial|parciales|intermedios?|intermediários?)|subtotal|sumas?\s+parcial\w*|"
    r"risultat[oi]\s+(?:intermedi|parzial)\w*|subtotale|промежуточн\w*|частичн\w+\s+(?:результат|сумм)\w*|"
    r"подытог|tussen(?:resultaat|uitkomst|totaal)|subtotaal|deel(?:resultaat|totaal)|"
    r"wynik\w*\s+(?:pośredni|częściow)\w*|ara\s+(?:sonuç|toplam)\w*|"
    r"(?:different|another|other|unrelated|separate|distinct)\s+(?:problem|question|exercise|puzzle|task)|"
    r"not\s+(?:this|the\s+same|our)\s+(?:problem|question)"
    r")(?![^\W\d_])"
)
_OTHER_PROBLEM_CJK = re.compile(
    r"(?:简化|簡化|简单|簡單|简易|簡易|类似|類似|变体|變體|旧版|舊版|去年)(?:的)?(?:版本|版|问题|問題|题|題|情况|情況|情形|模型|题目|題目)|"
    r"(?:不考虑|不考慮|忽略|忽视|忽視|去掉|去除|没有|沒有)(?:[^\s，,。]{0,4})?(?:约束|約束|限制|条件|條件)|"
    r"样例|樣例|示例|热身|熱身|中间结果|中間結果|中间值|中間值|小计|小計|部分结果|部分結果|第一步|"
    r"簡単な(?:場合|問題|バージョン|ケース)|簡略(?:化|版)|簡易版|類似(?:の)?問題|制約(?:を無視|なし)|サンプル|ウォームアップ|"
    r"途中(?:結果|経過)|中間(?:結果|値)|付録|番外|余談|부록|중간\s*결과|소계|예제|간단한\s*(?:경우|문제)"
)
_APPENDIX = re.compile(
    r"(?i)[\s>*#_-]*(?:appendix|addendum|aside|bonus(?:\s+(?:question|problem|round|exercise))?|side\s*note|"
    r"unrelated|off-topic|digression|extra\s+credit|anhang|exkurs|apéndice|anexo|annexe|appendice|apêndice|"
    r"приложени\w*|отступлени\w*|bijlage|dodatek)(?![^\W\d_])(?:[^\n:：]{0,40}[:：]|[\s*_#)]*$)"
    r"|[\s>*#_-]*(?:附录|附錄|付録|番外|余談|부록)"
)


def _other_problem(view: str, lo: int, start: int) -> bool:
    """Whether the lead of the answer's clause changes the problem it answers (see the module docstring)."""
    lead = view[lo:start]
    for m in _OTHER_PROBLEM.finditer(lead):
        if not _NEUTRAL.search(lead, 0, m.start()):
            return True  # (not "Unlike the simplified version, ...")
    if not lead.isascii() and (m := _OTHER_PROBLEM_CJK.search(lead)):
        if not _NEUTRAL.search(lead, 0, m.start()):
            return True
    m = _APPENDIX.match(lead)
    return m is not None and (":" in m.group(0) or "：" in m.group(0) or not m.group(0).isascii())


def _label_before(view: str, lo: int) -> str | None:
    """The short line right before the answer's sentence (a label or a heading: "## Appendix", "Superseded:"),
    when that sentence opens its line; None otherwise."""
    if lo and view[lo - 1] != "\n" and view[max(0, lo - 2) : lo].strip(" \t") != "":
        return None
    lines = view[max(0, lo - 240) : lo].split("\n")
    for line in reversed(lines[:-1] if lines and not lines[-1].strip() else lines):
        line = line.strip()
        if not line or set(line) <= set("-=*_ "):
            continue  # a blank line, a rule ("---") or a setext underline
        return line if len(line) <= 80 and OPAQUE not in line else None
    return None


def _label_disowns(label: str) -> bool:
    """Whether a label line before the answer's sentence names another problem, a part of it or an earlier result."""
    bare = label.strip(" \t*_#>-")
    if not (_cued(bare) or (not bare.isascii() and _CJK_CUE.search(bare))):
        return False
    if _APPENDIX.match(bare) or _EARLIER_LABEL.match(bare if bare.endswith((":", "：")) else bare + ":"):
        return True
    m = _OTHER_PROBLEM.search(bare)
    return m is not None and not _NEUTRAL.search(bare, 0, m.start())


def disowned(text: str, view: str, sentence: int, start: int, end: int, after: bool = True) -> bool:
    """Whether the answer at ``text[start:end]`` (``view`` its prose view, ``sentence`` where its sentence
    starts) is someone else's result, hearsay, an earlier result or the answer to another problem (see the
    module docstring). ``after``: also read the rest of its sentence (standard)."""
    lo = max(sentence, start - LEAD)
    own = start  # (the lead ends where the math that holds the box starts)
    while own > lo and view[own - 1] == OPAQUE:
        own -= 1
    low = view[lo:own].lower()
    cue = _cued(low)
    if not low.isascii() and _CJK_CUE.search(low) is not None:
        cue = ALL  # (the scripts without spaces: every rule)
    if low.lstrip(" *_#>-").startswith("had "):
        cue |= PROBLEM  # "Had the die been fair, ..."
    if cue:
        for m in _ANCHOR.finditer(view, lo, own):
            lo = m.end()
    hi = end
    if after:
        hi = min(len(view), end + TAIL)
        for mark in "\n.!?。！？":
            p = view.find(mark, end, hi)
            if p >= 0:
                hi = p
    if after and cue & (OTHERS | HEARSAY) and _ENDORSED.match(view, end, min(len(view), end + TAIL)):
        cue &= ~(OTHERS | HEARSAY)  # "Many students answer $\\boxed{7}$, which is right.": the writer's too
    if hi > end + 1 and _cued(view[end:hi].lower()) & EARLIER:
        cue |= EARLIER  # "I got $\\boxed{7}$ at first"
    if (
        (cue & OTHERS and _others_result(view, lo, own, end, hi))
        or (cue & HEARSAY and _hearsay(view, lo, own, end, hi))
        or (cue & EARLIER and _superseded(text, view, lo, own, end, hi))
        or (cue & PROBLEM and _other_problem(view, lo, own))
    ):
        return True
    if _lexicon_disowns(view, max(sentence, start - LEAD), own, end, hi):
        return True  # "Según los rumores,", "Mi hermano obtuvo", "Vorher hatte ich", "Nel caso banale" (lexicon's tables)
    if (
        lo == sentence
        and (label := _label_before(view, sentence)) is not None
        and _label_disowns(label.lower())
    ):
        return True  # "## Appendix\n\n$\\boxed{7}$", "Superseded:\n$\\boxed{7}$"
    if not after:
        return False
    rest = _SPACING_MATH.match(text, end)
    if _EARLIER_BRACKET.match(text, rest.end() if rest else end):
        return True  # "$\\boxed{7}$ $\\quad$ (old)"
    if _HEARSAY_AFTER_WORDS.match(view, end, hi):
        return True  # "$\\boxed{7}$, or so I'm told"
    return not view[end:hi].isascii() and _HEARSAY_AFTER.match(view, end, hi) is not None


# --------------------------------------------------------------------------------------------------------
# The same four owners in the words of the lexicon's tables (:mod:`proctor.grading.lexicon`: LABEL_HEARSAY,
# LABEL_FAMILY with LABEL_OBTAINED, LABEL_EARLIER with LABEL_OWN_PAST, LABEL_TOY), by language and stem.
_LEXICON_KINDS = (lexicon.HEARSAY_LEAD, lexicon.FAMILY, lexicon.EARLIER, lexicon.TOY)
_CLAUSE_STOP = re.compile(r"[\d.!?;。！？；\n]")
_SKIP_TO_AFTER = re.compile(r"[\s" + OPAQUE + r"$*_]*")
_PLACE_WORDS = frozenset(("no", "na", "nos", "nas", "num", "numa", "em"))  # (Portuguese: "no caso")
_REST = 60  # characters at most between a lead's phrase and the box


def _rest_clear(view: str, pos: int, start: int) -> bool:
    """Whether ``view[pos:start]`` is short and ends no clause and holds no value (the phrase governs the box)."""
    return start - pos <= _REST and _CLAUSE_STOP.search(view, pos, start) is None


_KIND_GATES: dict[int, tuple[Gate, ...]] = {}


def _kind_may(kind: lexicon.LabelConcept, view: str, lo: int, start: int) -> bool:
    """Whether a pattern ``kind``'s reading below uses may match in ``view[lo:start]`` (its literal gate,
    :mod:`proctor.grading.ascii_gate`; each reading matches inside that window: the earlier result's, its own pattern
    or the writer's own past). A word start of a cue ("now", "in") lets most windows through; the patterns cost
    about half a microsecond a character."""
    gates = _KIND_GATES.get(id(kind))
    if gates is None:
        both = (kind, lexicon.OWN_PAST) if kind is lexicon.EARLIER else (kind,)
        gates = _KIND_GATES[id(kind)] = tuple(Gate(k) for k in both)  # type: ignore[arg-type]
    return any(g.may(view, lo, start) for g in gates)


def _lexicon_disowns(view: str, lo: int, start: int, end: int, hi: int) -> bool:
    """Whether the lead of the answer's clause (from its last anchor) gives it as hearsay ("Según los rumores, la
    respuesta es"), a family member's result ("Mi hermano obtuvo", "Ağabeyim $7$ buldu"), the writer's earlier
    result ("Vorher hatte ich", "Previously:", "My answer an hour ago was") or the answer of a toy or trivial
    instance ("For the toy example,", "Nel caso banale")."""
    low = view[lo:start].lower()
    kinds = [c for c in _LEXICON_KINDS if _kind_may(c, view, lo, start)]
    if not kinds:
        return False
    starts = lexicon.word_starts(low)
    kinds = [c for c in kinds if lexicon.cued_at_words(c, low, starts)]
    if not kinds:
        return False
    for m in _ANCHOR.finditer(view, lo, start):
        lo = m.end()
    if lexicon.HEARSAY_LEAD in kinds:
        for m in lexicon.HEARSAY_LEAD.finditer(view, lo, start):
            if not _NEUTRAL.search(view, lo, m.start()) and _rest_clear(view, m.end(), start):
                return True
    opening = lo + len(view[lo:start]) - len(view[lo:start].lstrip(" \t*_#>-,:\"'“”«»¡¿("))
    if lexicon.FAMILY in kinds and (m := lexicon.FAMILY.match(view, opening, start)):
        after = lexicon.OBTAINED_AFTER.match(view, _SKIP_TO_AFTER.match(view, end).end())
        if after is not None and _rest_clear(view, m.end(), start):
            return True  # "Ağabeyim $\\boxed{7}$ buldu", "Mein Bruder hat $\\boxed{7}$ herausbekommen"
        verb = lexicon.OBTAINED.search(view, m.end(), start) or _OBTAIN_VERB.search(view, m.end(), start)
        if verb is not None and _rest_clear(view, verb.end(), start) and not _COUNT_AFTER.match(view, end):
            return True  # "Mi hermano obtuvo", "Мой брат получил" (not "... получил $7$ яблок")
    if lexicon.EARLIER in kinds:
        m = lexicon.EARLIER.match(view, opening, start)
        own = lexicon.OWN_PAST.match(view, opening, start)
        if m is None and own is not None and lexicon.EARLIER.search(view, own.start(), own.end()):
            return not _COUNT_AFTER.match(view, end)  # "My answer an hour ago was"
        if m is not None:
            if _OWN_PAST_AFTER.match(view, end, hi):
                return True  # "Önceden $\\boxed{7}$ bulmuştum"
            if _COUNT_AFTER.match(view, end):
                return False  # "Vorher hatte Anna $\\boxed{7}$ Äpfel": the problem's earlier state
            if not view[m.end() : start].strip(" \t,:—–-"):
                return True  # "Previously: $\\boxed{7}$"
            if (
                lexicon.OWN_PAST.search(view, m.end(), start)
                or _OWN_PAST.search(view, m.end(), start)
                or (not view[lo:start].isascii() and _OWN_PAST_CJK.search(view, m.end(), start))
            ):
                return True  # "Back then I wrote", "Vorher hatte ich", "以前我得到的是"
    if lexicon.TOY in kinds and (m := lexicon.TOY.search(view, lo, start)):
        before = view[lo : m.start()]
        if before.strip(" \t*_#>-,:").lower() in _PLACE_WORDS:
            return True  # "No caso trivial," (Portuguese "in the", not a negation)
        return not _NEUTRAL.search(before)
    return False
