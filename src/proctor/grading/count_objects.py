"""Standard mode: what follows a counting noun in a tail that says what the answer counts (:func:`object_unproven`).

The tails whitelist (:mod:`proctor.grading.tails`) reads a clause that names what the value counts as harmless
(``, which is the number of ways``, ``7 is the number of apples Tom has left``, ``7 est le nombre de façons``).
A counting noun (``number``, ``count``, ``total``, ``sum``, ``Anzahl``, ``nombre``, ``количество``...) can also be
qualified so that it names another quantity: a part, a time, a rate, a scale or a grouping (``the number of ways
for one colour``, ``the count before Sam joins``, ``the count per row``, ``the total in thousands``, ``the number of
pairs``, ``die Anzahl vor Sams Ankunft``, ``le total avant taxes``, ``количество до прихода Сэма``). So what
follows the counting noun must be proven a description of the counted things, by grammar, not by a list of bad
words:

- a preposition (a closed class) is read only where it describes the counted things: ``of`` and its forms in the
  languages read (``de``, ``di``, ``von``, ``der``...), membership and place (``in``, ``on``, ``among``, ``between``,
  ``from``, ``with``, ``to``, ``at``, ``around``...), or a relative (``for which``, ``such that``); any other one
  (``for``, ``per``, ``before``, ``after``, ``until``, ``vor``, ``avant``, ``antes``, ``до``, ``przed``...) scopes the
  count to a part, a time or a rate;
- every other word must be a plain word (``count_tails._plain_word``, handed in by count_tails: no scale, fraction,
  grouping or numeral noun, ``pairs``, ``dozens``, ``thousands``; no bound, hedge or operation) that selects no
  other part or version (``first``, ``other``, ``previous``, ``part``, ``case``) and does not restrict the count
  (``only``);
- math and numbers are the description's own (``the number of divisors of $12$``);
- a time scopes the count (a closed class of the names of times and of the adverbs that place a count before or
  after the asked one, :data:`_TIMES`; a clock's hour after a number; a unit of a time span before a number):
  ``at noon``, ``on Monday``, ``in the morning``, ``am Montag``, ``later``, ``at 3 pm``, ``on day 3``;
- the object of a preposition after the counted things is a noun phrase, not a clause: a subject of its own and a
  word of its predicate (``with Sam still away``), or a demonstrative that a relative clause or a subject follows
  (``among those Tom later gave away``), selects some of them or sets a condition (:func:`_subject_in`).

Negations and changing words are read by the tails whitelist itself. In a check that confirms the answer
(:func:`proctor.grading.tails.check_is_plain`) the counting noun may take no object at all (:func:`object_named`):
``$3+4=7$ is the number of boys`` checks the arithmetic of another quantity, not the answer.
"""

from __future__ import annotations

import re

from proctor.grading.normalize import _NOT_COUNTED

# closed classes count_clauses reads too (it imports them from here: this module cannot import count_clauses,
# which imports box_tail, which reads the tails through after_box)
_RESTRICTING = frozenset(
    (
        "only just alone solely merely nur bloß solo solamente seulement uniquement apenas soltanto только лишь tylko"
    ).split()
)
_SELECTING = frozenset(
    (
        "first second third fourth fifth last other another previous next old new original earlier former latter "
        "alternative easier harder simpler erste ersten zweite zweiten dritte letzte letzten andere anderen vorherige "
        "vorherigen alte alten neue neuen leichtere leichteren primera primer primero segunda segundo tercera última "
        "último otra otro anterior siguiente vieja antigua nueva première premier deuxième seconde troisième dernière "
        "dernier autre précédente précédent ancienne nouvelle primeira primeiro terceira outra outro antiga nova prima "
        "primo seconda secondo altra altro precedente vecchia первой первая первый второй второе другой другом "
        "предыдущей старой pierwszej pierwsza drugiej innej poprzedniej starej eerste tweede vorige oude"
    ).split()
)
_PARTS = frozenset(
    (
        "part parts version versions variant variants subproblem subquestion item scenario case cases teil teils "
        "version variante teilaufgabe fall parte partes versión variante caso partie cas часть части вариант варианте "
        "случай случае część części wersja wersji przypadek przypadku deel versie geval"
    ).split()
)
_PREPOSITIONS = frozenset(
    (
        "of for in on at from with to into inside within among between after before during across along over "
        "für in im am an auf bei mit von vom zum zur aus nach vor para en por de del con sin a al pour dans sur "
        "avec à au aux chez per nel nella nei su sul sulla da dal dalla della di no na nos nas em do dos das com "
        "для в во на из у за по при w we z ze dla przy o po met voor op bij van aan uit"
    ).split()
)
# the counting nouns of lexicon.TAIL_FREEING (the verbs of satisfying there free their object by other rules)
_COUNTING = frozenset(
    "number count total sum amount product area length perimeter volume anzahl nombre número numero количество "
    "число liczba aantal".split()
)
_PREFILTER = re.compile(
    r"(?i:number|count|total|sum|amount|product|area|length|perimeter|volume|anzahl|nombre|número|numero|"
    r"количество|число|liczba|aantal)"
)
_TOKEN = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*|\d+(?:[.,]\d+)*|\S")
# prepositions that describe the counted things: "of" and its forms, membership, place, what they are made of
_DESCRIBING = frozenset(
    (
        "of in on at among amongst between from with within inside into onto to around across along through "
        "throughout near beside behind a an am o "
        "de del des du d' d’ di dei degli delle della dello do dos da das dans en entre sur com con avec "
        "von vom der aus mit im auf unter zwischen bei "
        "в во на из среди между с со у "
        "w we z ze na wśród między "
        "van in op uit met tussen"
    ).split()
)
# prepositions of a time, a part, a purpose or a rate (a closed class, on top of count_clauses' own): scope the count
_SCOPING = frozenset(
    (
        "for per before after until till during since except without besides "
        "für pro vor nach bis während seit außer ohne "
        "pour par avant après jusqu jusqu' jusqu’ pendant depuis sauf sans "
        "para por antes después despues hasta durante desde excepto sin "
        "per prima dopo fino durante senza tranne "
        "antes depois até durante sem exceto "
        "для до после перед при за по без кроме "
        "dla do przed po podczas bez oprócz "
        "voor na tot tijdens zonder"
    ).split()
)
_PREPOSITION_CLASS = _PREPOSITIONS | _DESCRIBING | _SCOPING
# distributive and singular determiners: after a describing preposition they make the count one unit's part or a
# rate ("in each basket", "in a single box", "en cada cesta", "dans un seul panier", "in jedem Korb", "в каждой")
_DISTRIBUTIVE = frozenset(
    (
        "each every single sole individual any jede jeder jedem jeden jedes einzigen einzelnen einzige einzelne "
        "chaque seul seule chacun chacune cada sola solo cualquier ogni ciascun ciascuna ciascuno singolo singola "
        "qualquer каждом каждой каждый каждого каждая одном одной одного отдельном każdym każdej każdy jednym jednej "
        "pojedynczym elke ieder iedere"
    ).split()
)
# articles that may stand between the preposition and a distributive ("in a single box", "dans un seul panier")
_ARTICLES = frozenset("a an the un une ein einem einer einen el la le l' l’ il lo uma um".split())
# two-word conditions that describe the counted things ("for which", "such that", "para los que")
_CONDITION_LEADS = frozenset(
    "for in of on to with from among para por pour dans en de für in bei при для".split()
)
_CONDITION_HEADS = frozenset(
    "which whom whose what que quien quienes cual cuales lequel laquelle lesquels lesquelles quoi die denen welche "
    "welchen которых которым которой который".split()
)

# a time the count is taken at: a closed class of the names of times (parts of the day, days of the week, months,
# seasons, the days named from today) and of the adverbs that place a count before or after the asked one, in the
# languages read ("at noon", "on Monday", "in the morning", "am Montag", "en la mañana", "later", "initially"); the
# words of a count's own time span ("hours in a day") are no name of a time. (Names of another reading are left
# out: "may" a modal, "fall" and "spring" verbs, "Mars" a planet, "été" and "sera" forms of "être", "estate".)
_TIMES = frozenset(
    (
        "morning mornings afternoon evening night tonight noon midday midnight dawn dusk sunrise sunset daybreak "
        "monday tuesday wednesday thursday friday saturday sunday mondays weekend "
        "january february march april june july august september october november december "
        "summer autumn winter today yesterday tomorrow "
        "later earlier initially originally previously formerly beforehand afterwards afterward start beginning "
        "outset anfang beginn début principio inicio comienzo начале inizio início begin "
        "morgen morgens vormittag vormittags nachmittag nachmittags abend abends nacht nachts mittag mittags "
        "mitternacht montag dienstag mittwoch donnerstag freitag samstag sonnabend sonntag wochenende januar "
        "februar märz april mai juni juli august september oktober november dezember frühling sommer herbst "
        "heute gestern später früher anfangs ursprünglich vorher nachher damals zuvor "
        "matin matinée après-midi soir soirée nuit midi minuit lundi mardi mercredi jeudi vendredi samedi dimanche "
        "janvier février avril juin juillet août septembre octobre novembre décembre printemps automne "
        "hiver aujourd'hui hier demain tard auparavant initialement ensuite autrefois "
        "mañana tarde noche mediodía medianoche madrugada lunes martes miércoles jueves viernes sábado domingo "
        "enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre "
        "primavera verano otoño invierno hoy ayer luego inicialmente originalmente "
        "mattina mattino pomeriggio notte mezzogiorno mezzanotte lunedì martedì mercoledì giovedì venerdì "
        "sabato domenica gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre autunno "
        "inverno oggi ieri domani inizialmente "
        "manhã noite madrugada feira janeiro fevereiro março maio junho julho setembro outubro novembro dezembro "
        "verão outono hoje ontem amanhã depois "
        "утро утром утра вечер вечером вечера ночь ночью полдень полночь понедельник вторник среда среду четверг "
        "пятница пятницу суббота субботу воскресенье январе феврале марте апреле мае июне июле августе сентябре "
        "октябре ноябре декабре весной летом осенью зимой сегодня вчера завтра позже потом раньше сначала "
        "изначально "
        "rano rana popołudnie popołudniu wieczór wieczorem noc nocy południe północ poniedziałek poniedziałku "
        "wtorek wtorku środa środę czwartek czwartku piątek piątku sobota sobotę niedziela niedzielę dzisiaj dziś "
        "wczoraj jutro później potem wcześniej początkowo pierwotnie "
        "ochtend middag avond middernacht maandag dinsdag woensdag donderdag vrijdag zaterdag zondag vandaag "
        "gisteren eerder aanvankelijk oorspronkelijk daarna"
    ).split()
)
# a clock's hour after a number ("at 3 pm", "um 3 Uhr", "à 3 heures", "a las 3")
_CLOCK = frozenset(
    "pm o'clock o’clock uhr heure heures horas hora ore часов часа godzinie godzina uur".split()
)
# the units of a count's time span: numbered, they name one time of it ("on day 3", "in week 2", "am Tag 3")
_TIME_UNITS = frozenset(
    "day week month year hour minute round tag woche monat jahr stunde runde jour semaine mois année heure "
    "día semana mes año hora ronda giorno settimana mese anno ora dia ano день неделя месяц год час dzień "
    "tydzień miesiąc rok godzina dag week maand jaar".split()
)
# a subject of its own in the object of a preposition after the counted things, followed by a word of its own
# predicate: a clause that selects some of them or sets a condition ("among those Tom later gave away", "with Sam
# still away", "with him still away"). A subject is a personal pronoun (the forms that are no article, possessive,
# preposition or copula of another language read) or a name: a capitalised word after no article
_PERSONAL = frozenset(
    (
        "he she they him them us you me er ich du ihn ihnen uns il elle ils elles nous je tu eux lui "
        "él ella ellos ellas nosotros yo tú lei noi io ele ela eles elas nós eu "
        "он она они мы я ты него неё нее них нас ona oni ja ty niego niej nich hij zij wij ik jij hem hen"
    ).split()
)
# demonstrative pronouns (and "ones") that a clause may follow as the object of a preposition: a subset
_DEMONSTRATIVES = frozenset(
    "those these ones ceux celles celui celle aquellos aquellas aquel aquella quelli quelle denen jenen тех те "
    "tych tamtych degenen".split()
)
# relative words that open a clause after a noun or a demonstrative
_RELATIVES = _CONDITION_HEADS | frozenset(
    "that who where when which que qui cui che dont donde cuyo cuyos quem onde dove где kto który która które "
    "którzy die dat wie waar".split()
)
_NAME_AFTER = _ARTICLES | frozenset(
    "im am zum zur vom beim ins ans aufs der die das dem den des eine einem einer eines del al du des au aux".split()
)
# what may follow such a subject inside the object: the clause's own verb (a copula) or a join
_OBJECT_ENDS = frozenset(
    "is are was were ist sind war waren est sont était es son era eran è sono é são foi jest są было это "
    "and or und oder et ou y o e и или lub en".split()
)

# words the tails whitelist reads itself (negations, joins) and determiners: not the description's to prove
_NEUTRAL = frozenset(
    (
        "not no never and und et y e i и or nicht pas no não не nie "
        "the this that these those each every all his her their its our my your la le les l' l’ el los las un "
        "una une um uma il lo gli die der das den dem des ein eine einem einer eines o os as het"
    ).split()
)
# a bound on the counted things: a comparative, "than" and a number or math ("integers less than 20")
_THAN = frozenset("than als que che чем niż".split())
_BOUNDS = frozenset(
    "less more fewer greater smaller larger weniger mehr größer kleiner moins plus menos más".split()
)


def _not_counted(word: str) -> bool:
    """Whether ``word`` is plain by normalize's own words of magnitude and hedging only (the fallback of
    :data:`_PLAIN_WORD` before count_tails hands in its test)."""
    return _NOT_COUNTED.fullmatch(word) is None


# the test of a plain word: count_tails' ``_plain_word`` (no scale, fraction, grouping or numeral noun of the value
# tables, no bound, hedge or operation). Those tables sit above the tails whitelist in the import graph (value_tails
# reads after_box, which reads the tails), so count_tails hands its test in when it is imported (:func:`use_plain_word`),
# as every grader does before it reads a tail (the package imports the graders, finality imports count_tails)
_PLAIN_WORD = [_not_counted]


def use_plain_word(test) -> None:
    """Read a plain word with ``test`` (count_tails' ``_plain_word``) from now on."""
    _PLAIN_WORD[0] = test


# prepositions of the idiom that restates a total ("in total for the trip", "en total", "au total", "in sum")
_IDIOM_LEADS = frozenset("in en au im em no ao w в".split())


def _words(clause: str) -> list[str]:
    return [t.lower() for t in _TOKEN.findall(clause.replace("\u00a7", " 7 "))]


def _counting_at(words: list[str]) -> int | None:
    """The index after the last counting noun of the first run of them ("the total number" reads after "number")."""
    for i, w in enumerate(words):
        if w in _COUNTING and not (
            i and words[i - 1] in _IDIOM_LEADS
        ):  # ("in total", "en total", "au total")
            j = i + 1
            while j < len(words) and words[j] in _COUNTING:
                j += 1
            return j
    return None


def _distributive_after(words: list[str], j: int) -> bool:
    """Whether a distributive or singular determiner opens the object of the preposition before ``words[j]``."""
    while j < len(words) and words[j] in _ARTICLES:
        j += 1
    return j < len(words) and words[j] in _DISTRIBUTIVE


def _timed(words: list[str], i: int) -> bool:
    """Whether ``words[i]`` names a time the count is taken at: a name of a time, a clock's hour after a number
    ("3 pm"), a unit of a time span before a number ("day 3")."""
    w = words[i]
    if w in _TIMES:
        return True
    if w in _CLOCK and i and words[i - 1][0].isdigit():
        return True
    return w in _TIME_UNITS and i + 1 < len(words) and words[i + 1][0].isdigit()


def _named(words: list[str], raw: list[str], j: int) -> bool:
    """Whether ``words[j]`` is a subject of its own: a personal pronoun, or a name (a capitalised word after no
    article; not a possessive, "Tom's basket")."""
    return words[j] in _PERSONAL or (
        raw[j][:1].isupper()
        and raw[j][1:2].islower()
        and words[j - 1] not in _NAME_AFTER
        and not words[j].endswith(("'s", "’s"))
    )


def _subject_in(words: list[str], raw: list[str], i: int) -> bool:
    """Whether the object of the preposition at ``words[i]`` is a clause that selects some of the counted things or
    sets a condition (see ``_PERSONAL``): a subject of its own followed by a word of its predicate ("with Sam still
    away"), or a demonstrative pronoun that a relative clause or a subject follows ("among those Tom gave away",
    "among those that Tom kept"). A relative clause after a noun describes the noun ("on the shelf that Tom owns"):
    the object ends there, as at the next preposition."""
    n = len(words)
    j = i + 1
    while j < n and words[j] not in _PREPOSITION_CLASS:
        w = words[j]
        nxt = words[j + 1] if j + 1 < n else None
        if w in _DEMONSTRATIVES and nxt is not None and (nxt in _RELATIVES or _named(words, raw, j + 1)):
            return True  # "among those Tom later gave away", "among the ones that Sam kept"
        if j > i + 1 and w in _RELATIVES:
            return False  # "on the shelf that Tom owns": the relative clause describes the noun
        if (
            _named(words, raw, j)
            and nxt is not None
            and nxt[0].isalpha()
            and nxt not in _OBJECT_ENDS
            and nxt not in _NEUTRAL
            and nxt not in _RELATIVES
            and nxt not in _PREPOSITION_CLASS
            and not raw[j + 1][:1].isupper()
        ):
            return True  # "with Sam still away", "with him already gone"
        j += 1
    return False


def _scoped(words: list[str], i: int, raw: list[str] | None = None) -> bool:
    """Whether the words from ``i`` (after the counting noun) are not proven a description of the counted things."""
    n = len(words)
    raw = words if raw is None else raw
    first = i
    while i < n:
        w = words[i]
        if not w[0].isalpha():
            i += 1  # math, a number, a bracket: the description's own
            continue
        if _timed(words, i):
            return True  # "at noon", "on Monday", "am Montag", "later", "at 3 pm", "on day 3"
        if w in _BOUNDS and i + 2 < n and words[i + 1] in _THAN and not words[i + 2][0].isalpha():
            i += 3  # "integers less than 20", "an odd number greater than $5$": a bound on the counted things
            continue
        if w in _CONDITION_LEADS and i + 1 < n and words[i + 1] in _CONDITION_HEADS:
            i += 2  # "for which", "para los que", "при которых": a condition on the counted things
            continue
        if w in _PREPOSITION_CLASS and w not in _DESCRIBING:
            return True  # "for one colour", "per box", "before tax", "vor Sams Ankunft", "до прихода"
        if w in _DESCRIBING and _distributive_after(words, i + 1):
            return True  # "in each basket", "in a single box", "en cada cesta": one unit's part, a rate
        if w in _DESCRIBING and i > first and _subject_in(words, raw, i):
            return True  # "among those Tom later gave away", "with Sam still away": a clause selects or conditions
        if w in _SELECTING or w in _PARTS or w in _RESTRICTING:
            return True  # "in the first case", "for part (a)", "for Monday only"
        if w not in _DESCRIBING and not _PLAIN_WORD[0](w) and w not in _NEUTRAL:
            return True  # "of pairs", "in thousands", "of dozens": a grouping or a scale, not what is counted
        i += 1
    return False


def object_unproven(clause: str) -> bool:
    """Whether ``clause`` (one clause of a tail) holds a counting noun whose object is not proven a description
    of the counted things (see the module)."""
    if _PREFILTER.search(clause) is None:
        return False
    words = _words(clause)
    at = _counting_at(words)
    return at is not None and _scoped(words, at, _TOKEN.findall(clause.replace("\u00a7", " 7 ")))


def object_named(clause: str) -> bool:
    """Whether ``clause`` holds a counting noun followed by any word (an object: ``the number of boys``): in a check
    that confirms the answer, what the checked value counts is not the check's to say."""
    if _PREFILTER.search(clause) is None:
        return False
    words = _words(clause)
    at = _counting_at(words)
    return at is not None and any(w[0].isalpha() for w in words[at:])
