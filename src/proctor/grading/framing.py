"""Framing: an answer the response states as something other than its own, unconditional answer.

A sentence can hold a value and the words "the answer is" and still not give it as the answer:

- **attributed** to someone else: "Bob claims the answer is 7", "According to Alice, ...", "Many students
  answer 7", "One might think that ...", "It is tempting to say ...", "Bob's answer is 7"; denied by a negative
  quantifier or set apart from the writer by an exclusion ("Nobody should think", "Everyone except me says",
  "Nessuno pensa che"); a quotation the rest of its sentence attributes ("\"...7,\" he said.", "」と彼は言った");
- **an answer to another question**: only the answer to a question right before it that asks for a non-answer
  ("Q: What is not the answer?\nA: 7", "Which value is rejected? 7");
- **framed** as a misconception or a first impression: "A common misconception is that ...", "At first
  glance the answer appears to be 7", "It seems the answer is 7", "Naively, ...";
- **labelled** as something other than the answer: "Lower bound: 7", "An estimate is 7", "One example
  is 7", "Conjecture: 7", a draft ("Draft: 7", "7 was my draft.");
- **conditioned** on a case: "When $n$ is even the answer is 7", "7 when $n$ is even", "7 for even $n$",
  "7 if $n > 2$", "For $n$ odd, the answer is 7": a condition that names a class of cases (a parity, a
  sign, a relation) governs the answer's clause;
- **one part of a split**: "Part (a): 7. Part (b): 8.", "Case 1: 7" then "Case 2: 8": the value answers
  one labelled part or case of several.

Each is a mechanism read on the prose view (boxes and math spans opaque) around the answer, in a bounded
window: the lead of its sentence (from the last conclusion or contrast word before it: "Bob claims 8,
but the answer is 7" states 7), the rest of its sentence, and the sentence right after it when that one
refers back to it ("That is a common misconception."). A condition that is a step of the derivation
states no case: a value substituted ("When $x = 2$, we get $f(2) = 5$"), a fact established ("Since $n$
is even, ..."), a conclusion drawn from it ("The minimum occurs when $x > 3$, so the answer is 9").
The same words in Spanish, German, French, Portuguese, Russian and Chinese. Both modes refuse such an
answer (:func:`proctor.grading.finality.stands`, :func:`proctor.grading.finality.ends_on_box`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from proctor.grading import lexicon
from proctor.grading.commitment import OPAQUE, _by_first_character

LEAD = 300  # characters of the sentence read before the answer
TAIL = 200  # characters read after it

# Words after which the lead states the writer's own conclusion again: a contrast ("Bob claims 8, but
# ..."), a conclusion ("..., so the answer is 7"), the answer named as the true one ("the correct answer").
_REANCHOR_WORDS = (
    r"but however yet though although whereas actually in\s+fact in\s+reality really so therefore thus hence "
    r"consequently accordingly ultimately instead correct true real actual right pero sin\s+embargo aber jedoch "
    r"also mais cependant donc mas porém portanto но однако поэтому"
).split()
_REANCHOR = re.compile(
    r"(?i)(?<![^\W\d_])(?:" + _by_first_character(tuple(_REANCHOR_WORDS)) + r")(?![^\W\d_])"
    r"|[但因所]|然而|其实|实际上|實際上"
)

# Someone other than the writer: a name, a person noun, a pronoun of the third or second person.
_NOT_NAMES = (
    r"The|This|That|These|Those|It|Its|We|I|Our|My|So|Thus|Hence|Therefore|Then|Now|Finally|Since|Because|"
    r"Theorem|Lemma|Formula|Rule|Law|Identity|Principle|Equation|Problem|Question|Definition|Step|Table|Figure|"
    r"Part|Case|Answer|Solution|Method|Note|Hint|Proof|Corollary|Proposition|Remark|Example|Exercise|Algorithm|"
    r"Inequality|Property|Condition|Statement|Result|Which|What|Here|There|If|When|And|Or|But|Also|Each|Every|"
    r"All|Both|Either|Neither|One|Some|Many|Most|Let|Given|Using|By|From|In|On|At|For|With|As|To|Adding|"
    r"Substituting|Multiplying|Dividing|Subtracting|Plugging|Solving|Simplifying|Combining|Putting|Taking|"
    r"Final|Short|Correct|Complete|Full|Expected|Required|Desired|True|Real|Actual|Exact|Numerical|Total|"
    r"Overall|Unique|Clearly|Indeed|Hence|Note|Recall|Notice|Observe|Suppose|Assume|Check|Verify|Verification"
)
_NAME = r"(?!(?:" + _NOT_NAMES + r")\b)[A-Z][a-z]+"
_PEOPLE = (
    r"(?i:(?:(?:many|most|some|several|few|other|a\s+lot\s+of|lots\s+of|the|a|an|my|his|her|their|your|"
    r"naive|careless|typical|several|both)\s+)*(?:students?|neighbou?rs?|relatives?|parents?|siblings?|brothers?|sisters?|"
    r"uncles?|aunts?|cousins?|coworkers?|co-workers?|peers?|observers?|commentators?|reviewers?|graders?|"
    r"people|persons?|pupils?|learners?|kids|children|readers?|"
    r"solvers?|contestants?|participants?|teachers?|tutors?|professors?|experts?|critics?|skeptics?|"
    r"sceptics?|friends?|classmates?|colleagues?|users?|authors?|textbooks?|books?|sources?|websites?|"
    r"others|(?:everyone|everybody|someone|somebody|anyone)(?:\s+else)?|folks|he|she|they|one|you|opponents?|proponents?|"
    r"beginners?|novices?|mathematicians?))"
)
_PERSON = r"(?:" + _NAME + r"|" + _PEOPLE + r")"
_ATTRIBUTING_VERB = (
    r"(?i:(?:(?:would|might|may|could|will|often|usually|typically|mistakenly|wrongly|incorrectly|falsely|"
    r"naively|initially|first|also|still|once)\s+)*(?:claims?|claimed|says?|said|saying|thinks?|thought|believe[sd]?|"
    r"argue[sd]?|suggest\w*|guess(?:es|ed)?|conjectur\w*|reports?|reported|asserts?|asserted|insists?|"
    r"insisted|contends?|contended|maintains?|maintained|propos\w*|answers?|answered|stat(?:e|es|ed)|writes?|"
    r"wrote|reckons?|reckoned|predicts?|predicted|posits?|posited|hypothes\w*|alleges?|"
    r"alleged|tells?|told|swears?|swore|feels?|felt|assumes?|assumed|concludes?|concluded|submit\w*|"
    r"be\s+tempted|think|say|guess|answer|conclude|assume))"
)
# (after a name, only verbs of claiming or believing: "Frank answered 56 questions", "Bob wrote 7 letters" state
# a fact of the problem)
_NAME_VERB = (
    r"(?i:(?:(?:would|might|may|could|will|often|usually|mistakenly|wrongly|incorrectly|falsely|naively|"
    r"initially|first|also|still|once)\s+)*(?:claims?|claimed|says|said|thinks|thought|believes|believed|argues|"
    r"argued|suggests|suggested|guesses|guessed|conjectures|conjectured|asserts|asserted|insists|insisted|"
    r"contends|contended|maintains|maintained|proposes|proposed|reckons|reckoned|predicts|predicted|posits|"
    r"alleges|alleged|swears|swore|feels|felt|assumes|assumed|concludes|concluded|hypothesizes|hypothesized))"
)
# (after any noun with a determiner, "My neighbour insists", "A classmate claimed": verbs of claiming only, never
# of stating, which a theorem or a formula does too: "The theorem says that ...")
_CLAIM_VERB = (
    r"(?i:(?:(?:would|might|may|could|will|often|usually|mistakenly|wrongly|incorrectly|falsely|naively|"
    r"initially|first|also|still|once)\s+)*(?:claims?|claimed|insists?|insisted|believes?|believed|thinks|thought|"
    r"argues|argued|contends|contended|guesses|guessed|conjectures|conjectured|alleges|alleged|swears|swore|"
    r"reckons|reckoned|asserts|asserted|suspects|suspected))"
)
_MODALS = (
    r"(?:,?\s+(?:would|might|may|could|will|often|usually|typically|mistakenly|wrongly|incorrectly|falsely|"
    r"naively|initially|first|also|still|once))*,?"
)
# A negative quantifier or an exclusion as the subject ("Nobody should think", "None of us would say", "Few
# people believe", "Everyone except me says", "All but me think"): the writer denies the claim or sets it apart
# as others'. Any modal may stand between it and the verb ("should", "can", "must": "One can conclude" states a
# result, "No one can conclude" does not).
_NEG_SUBJECT = (
    r"(?i:(?:"
    + lexicon.LABEL_FEW["en"]
    + r"|none(?:\s+of\s+(?:us|them|you|(?:the|my|our|your)\s+[^\W\d_]+))?|"
    r"no\s+(?:sane\s+|reasonable\s+|serious\s+|competent\s+)?(?:students?|persons?|people|readers?|solvers?|"
    r"mathematicians?|experts?|teachers?|one)|"
    r"not\s+(?:everyone|everybody|many(?:\s+[^\W\d_]+)?|a\s+single\s+[^\W\d_]+|all\s+[^\W\d_]+)|"
    r"neither\s+of\s+(?:us|them)))"
)
_EXCLUDING = (
    r"(?i:(?:everyone|everybody|all|all\s+of\s+(?:them|you|us)|(?:the\s+)?others|the\s+rest(?:\s+of\s+(?:them|you|us))?|"
    r"(?:all\s+)?(?:the\s+)?(?:other\s+)?(?:people|students|kids|classmates|teachers|books|sources)|they)"
    r"(?:\s+else)?,?\s+(?:but|except(?:\s+for)?|besides|save(?:\s+for)?|other\s+than|apart\s+from|aside\s+from|"
    r"excluding|bar)\s+(?:me|myself|us|ourselves|i|yours\s+truly|(?:the|this)\s+(?:writer|author)),?)"
)
_ANY_MODALS = (
    r"(?:,?\s+(?:would|might|may|could|can|will|should|must|shall|ever|really|seriously|honestly|actually|truly|"
    r"else|still|now|today|mistakenly|wrongly|naively|in\s+(?:their|his|her|your|our)\s+right\s+mind))*,?"
)
_RIGHT_MIND = re.compile(r"\s+(?i:mind)\b")
_EXCLUSION_FOLLOWS = re.compile(r"\s+(?i:me|myself|us|ourselves|yours\s+truly)\b")
# A subject before an attributing verb (read on the few words right before the verb), with the verbs it may take.
# (a negative subject denies a value by accepting it too: "Few would accept", "Hardly anyone agrees")
_ACCEPTING_VERB = r"(?i:(?:(?:would|might|may|could|will|should|ever)\s+)*(?:accept\w*|agree\w*|endors\w*))"
_SUBJECTS = (
    (re.compile(_NEG_SUBJECT + _ANY_MODALS), re.compile(_ATTRIBUTING_VERB + "|" + _ACCEPTING_VERB)),
    (re.compile(_EXCLUDING + _ANY_MODALS), re.compile(_ATTRIBUTING_VERB + "|" + _ACCEPTING_VERB)),
    (re.compile(r"(?i:" + _PEOPLE + r")" + _MODALS), re.compile(_ATTRIBUTING_VERB)),
    (re.compile(_NAME + _MODALS), re.compile(_NAME_VERB)),
    (
        re.compile(
            r"(?i:(?:my|his|her|their|your|our|a|the|one|some|another|every|each)\s+[^\W\d_]+)" + _MODALS
        ),
        re.compile(_CLAIM_VERB),
    ),
)
_VERB = re.compile(
    r"(?=[^\W\d_])(?<![\w'’-])(?i:claim\w*|says?|said|saying|think\w*|thought|believ\w*|argu\w*|suggest\w*|"
    r"guess\w*|conjectur\w*|report\w*|assert\w*|insist\w*|contend\w*|maintain\w*|propos\w*|answer\w*|"
    r"stat(?:e|es|ed)|writes?|wrote|reckon\w*|predict\w*|posit\w*|hypothes\w*|alleg\w*|tells?|told|swears?|"
    r"swore|feels?|felt|assum\w*|conclud\w*|submit\w*|suspect\w*|be\s+tempted|accept\w*|agree\w*|endors\w*)\b"
)
# The negative quantifiers of the lexicon's other languages (:data:`proctor.grading.lexicon.LABEL_FEW`), and the
# verbs of believing, saying and accepting they take there.
_FEW_OTHERS = "|".join(f for lang, f in lexicon.LABEL_FEW.items() if lang != "en")
_OTHER_VERBS = (
    r"acept\w*|akzeptier\w*|zustimm\w*|accept\w*|accett\w*|aceit\w*|соглас\w*|приму\w*|примет|zaakceptuj\w*|"
    r"przyjmie|przyjmą|zgodzi\w*|zgadza\w*|accepte\w*|aanvaard\w*|denkt|vindt|tror|säger|anser|siger|sier|mener|"
    r"düşün\w*|söyle\w*|kabul|inan\w*|usko\w*|sano\w*|ajattel\w*|hyväksy\w*|myslí|tvrdí|říká|souhlasí|mysli|tvrdi|"
    r"gondol\w*|mond\w*|hiszi?|crede|spune|consideră|acceptă|πιστεύ\w*|λέει|θεωρεί|δέχεται|percaya|berpikir|"
    r"mengatakan|menerima|setuju|tin|nghĩ|nói|chấp\s+nhận|đồng\s+ý|вважа\w*|дума\w*|каже|кажуть|погодж\w*|прийм\w*"
)
_NEG_SUBJECT_CUES = (
    *lexicon._fragment_cues(_FEW_OTHERS),
    "nadie", "ningun", "pocos", "pocas", "menos", "excepto", "salvo", "niemand", "keine", "wenige", "außer",
    "ausser", "bis auf", "personne", "aucun", "peu de", "sauf", "hormis", "nessun", "pochi", "tranne", "eccetto",
    "fuorché", "ninguém", "poucos", "exceto", "никто", "немногие", "кроме", "weinigen", "behalve", "nikt",
    "oprócz", "poza",
)  # fmt: skip
# Attributions that are not a subject and a verb, each read only where one of its words stands (a literal test).
_ATTRIBUTIONS = tuple(
    (cues, re.compile(r"(?=[^\W\d_])(?<![\w-])(?:" + pattern + ")"))  # (after an elision too: "d'élèves")
    for cues, pattern in (
        (("according",), r"(?i:according\s+to\s+)" + _PERSON),
        (
            ("view", "opinion", "words", "eyes", "mind", "estimation", "account", "book"),
            r"(?i:in\s+(?:(?:" + _PERSON + r")['’]s?|his|her|their|your|(?:many|some|most)\s+\w+['’]s?)\s+"
            r"(?:view|opinion|words|eyes|mind|estimation|account|book))",
        ),
        (
            ("'s", "’s"),
            r"(?!(?:"
            + _NOT_NAMES
            + r")['’])[A-Z][a-z]+['’]s\s+(?i:answer|guess|claim|estimate|result|solution|"
            r"conjecture|value|number)s?\b",
        ),
        (
            ("his ", "her ", "their ", "your "),
            r"(?i:(?:his|her|their|your)\s+(?:answer|guess|claim|estimate|result|solution|conjecture)s?\b)",
        ),
        (
            ("'s", "’s", "s'", "s’"),
            r"(?i:"
            + _PEOPLE
            + r")(?:['’]s?|s['’])\s+(?i:answer|guess|claim|estimate|result|solution|conjecture)s?\b",
        ),
        (
            ("tempt", "natural", "easy", "common", "popular", "inclined"),
            r"(?i:it(?:\s+is|['’]s|\s+was|\s+would\s+be|\s+might\s+be|\s+may\s+be)\s+(?:\w+\s+)?(?:tempting|natural|easy|"
            r"common|popular)\s+to\s+(?:say|think|guess|answer|conclude|assume|believe|suppose|claim|write)"
            r"|(?:tempted|inclined)\s+to\s+(?:say|think|guess|answer|conclude|assume|believe|write))",
        ),
        (
            ("some ",),
            r"(?i:some(?:\s+people)?\s+(?:(?:would|might|may|often|still)\s+)?(?:say|think|argue|claim|guess|"
            r"answer|believe|insist)\b)",
        ),
        (
            (
                "sense",
                "wisdom",
                "gut",
                "intuition",
                "instinct",
                "folklore",
                "rumo",
                "legend",
                "hearsay",
                "tradition",
            ),
            r"(?i:(?:common\s+sense|conventional\s+wisdom|(?:my|the|a|your)\s+gut(?:\s+feeling)?|intuition|"
            r"(?:my|the|your)\s+instinct|folklore|rumou?r|legend|hearsay|tradition)\s+(?:says|said|suggests|"
            r"suggested|tells\s+(?:us|me)|has\s+it|holds|dictates))",
        ),
        (
            ("said", "believed", "thought", "claimed", "assumed", "held", "reported"),
            r"(?i:it\s+(?:is|was|has\s+been)\s+(?:often\s+|commonly\s+|widely\s+|generally\s+|sometimes\s+|"
            r"frequently\s+|usually\s+)?(?:said|believed|thought|claimed|assumed|held|reported|rumou?red)\s+"
            r"(?:that\b)?)",
        ),
        # Spanish, German, French, Portuguese, Russian
        (
            (
                "estudiant",
                "alumn",
                "persona",
                "gente",
                "schüler",
                "studenten",
                "leute",
                "élèves",
                "étudiant",
                "gens",
                "aluno",
                "estudante",
                "pessoa",
                "студент",
                "ученик",
                "люди",
            ),
            r"(?i:(?:estudiantes|alumnos|personas|gente|Schüler(?:innen)?|Studenten|Leute|élèves|étudiants|gens|"
            r"alunos|estudantes|pessoas|студенты|ученики|люди)\s+(?:\w+\s+){0,2}?(?:responden|contestan|dicen|"
            r"creen|piensan|eligen|antworten|sagen|glauben|meinen|répondent|disent|pensent|croient|respondem|dizem|"
            r"acham|acreditam|отвечают|говорят|считают|думают)\b)",
        ),
        (
            (
                "según",
                "segun",
                "laut",
                "selon",
                "après",
                "segundo",
                "acordo",
                "по ",
                "według",
                "secondo",
                "volgens",
                "enligt",
                "ifølge",
                "menurut",
            ),
            r"(?i:(?:según|segun|laut|selon|d['’]après|segundo|de\s+acordo\s+com|по\s+(?:мнению|словам)|według|"
            r"secondo|volgens|enligt|ifølge|menurut)\s+)"
            r"(?:(?i:mon|ma|mes|mi|mis|tu|tus|meu|minha|meus|seu|sua|son|sa|ses|su|sus|le|la|el|o|a|der|die|"
            r"il|mio|mia|suo|sua|mojego|mojej|mijn|zijn|haar|min|mitt|sin|sitt|"
            r"dem|unser\w*|mein\w*|dein\w*|sein\w*|ihr\w*|моему|моей|его|её|их)\s+(?i:ami\w*|amig\w*|"
            r"freund\w*|prof\w*|lehrer\w*|maestr\w*|enseignant\w*|élève\w*|alumn\w*|alun\w*|estudiant\w*|"
            r"étudiant\w*|schüler\w*|coll\w*|coleg\w*|voisin\w*|vecin\w*|vizinh\w*|nachbar\w*|друг\w*|"
            r"учител\w*|студент\w*|сосед\w*|amic\w*|insegnant\w*|vriend\w*|leraar\w*|przyjaci\w*|"
            r"nauczyciel\w*|kolega\w*|koleżank\w*|vän\w*|lärare\w*|venn\w*|lærer\w*|teman\w*|guru\w*)|[A-Z]\w+)",
        ),
        (
            (
                "afirma",
                "dice",
                "dijo",
                "cree",
                "piensa",
                "opina",
                "behauptet",
                "sagt",
                "glaubt",
                "meint",
                "affirme",
                "dit",
                "pense",
                "croit",
                "prétend",
                "diz",
                "acha",
                "acredita",
                "утверждает",
                "говорит",
                "считает",
                "думает",
                "полагает",
            ),
            r"(?i:(?:afirma|dice|dijo|cree|piensa|opina|behauptet|sagt|glaubt|meint|affirme|dit|pense|croit|"
            r"prétend|diz|acha|acredita|утверждает|говорит|считает|думает|полагает)\b)",
        ),
        # a negative quantifier or an exclusion of the writer as the subject, in the other languages ("Nadie cree
        # que", "Alle außer mir sagen", "Personne ne pense", "Nessuno pensa", "Tutti tranne me dicono", "Никто не
        # считает", "Niemand denkt", "Nikt nie uważa"), then a verb of saying or believing within three words
        (
            _NEG_SUBJECT_CUES,
            r"(?i:(?:nadie|ninguno|ninguna|pocos|pocas|tod[oa]s\s+(?:menos|excepto|salvo)\s+yo|"
            r"todo\s+el\s+mundo\s+(?:menos|excepto|salvo)\s+yo|niemand|keiner|keine|wenige|"
            r"(?:alle|jeder|jede)\s+(?:au(?:ß|ss)er|bis\s+auf)\s+(?:mir|mich|uns)|personne|aucune?|peu\s+de\s+gens|"
            r"(?:tout\s+le\s+monde|tous|toutes)\s+(?:sauf|excepté|hormis)\s+moi|nessuno|nessuna|pochi|"
            r"tutti\s+(?:tranne|eccetto|fuorché|salvo)\s+(?:me|noi)|ninguém|poucos|tod[oa]s\s+(?:menos|exceto|salvo)\s+eu|"
            r"никто|немногие|все\s+кроме\s+(?:меня|нас)|weinigen|iedereen\s+behalve\s+(?:ik|mij|ons)|nikt|"
            r"wszyscy\s+(?:oprócz|poza)\s+(?:mną|mnie|nami)|" + _FEW_OTHERS + ")"
            r"[\s,]+(?:[^\W\d_]+[\s,]+){0,3}?"
            r"(?:cree\w*|piens\w*|dic\w*|dir\w*|opin\w*|afirm\w*|respond\w*|contest(?:a|an|ó|aron|aría|arían)(?!\w)|glaub\w*|sag\w*|mein(?:t|en|te|ten)|"
            r"denk\w*|behaupt\w*|antwortet\w*|würde\w*|pens\w*|croi\w*|dit|disent|dirai\w*|affirm\w*|prétend\w*|"
            r"répond\w*|cred\w*|sostien\w*|sosteng\w*|riten\w*|ach(?:a|am|ou|aram)|acredit\w*|diz\w*|diri\w*|"
            r"счита\w*|дума\w*|говор\w*|скаж\w*|утвержда\w*|полага\w*|ответ(?:ил\w*|ит|ят|ает|ают)|zeg\w*|geloo\w*|gelov\w*|"
            r"bewee\w*|beweer\w*|myśl\w*|uważ\w*|twierdz\w*|mówi\w*|sądz\w*|powie\w*|"
            + _OTHER_VERBS
            + r")(?![\w-]))",
        ),
        # a verb of saying or believing in the third person in Italian, Dutch and Polish ("Marco pensa che la
        # risposta sia", "Jan beweert dat", "Ania twierdzi, że")
        (
            (
                "pensa",
                "crede",
                "dicono",
                "sostien",
                "ritien",
                "afferma",
                "beweert",
                "gelooft",
                "zegt",
                "denkt",
                "twierdzi",
                "uważa",
                "sądzi",
            ),
            r"(?i:(?:pensa|pensano|crede|credono|dicono|sostiene|sostengono|ritiene|ritengono|afferma|affermano|"
            r"beweert|beweren|gelooft|geloven|zegt|zeggen|denkt|twierdzi|twierdzą|uważa|uważają|sądzi|sądzą)\b)",
        ),  # fmt: skip
    )
)
_ATTRIBUTED_CJK = re.compile(
    r"(?<![我就话話所来來是如再])说|(?<![我])(?:認為|认为|声称|聲稱|觉得|覺得)"
    r"|(?:学生|學生|人们|人們|很多人|有人|大家)(?:们|們)?(?:常|往往|通常|会|會)?(?:回答|答|猜)"
)


def _attributed(view: str, lo: int, hi: int) -> bool:
    """Whether ``view[lo:hi]`` attributes what it says to someone other than the writer: a person, a name or a
    noun with a determiner before a verb of saying or believing ("Bob claims", "Many students answer", "My
    neighbour insists"), or "according to Bob", "in Carol's opinion", "Bob's answer", "it is tempting to say"."""
    low = view[lo:hi].lower()
    for cues, pattern in _ATTRIBUTIONS:
        if any(c in low for c in cues) and pattern.search(view, lo, hi):
            return True
    if not low.isascii() and _ATTRIBUTED_CJK.search(view, lo, hi):
        return True
    for verb in _VERB.finditer(view, lo, hi):
        words = view[max(lo, verb.start() - 80) : verb.start()].split()[-6:]
        said = " ".join(verb.group(0).split())
        for k in range(1, len(words) + 1):
            subject = " ".join(words[-k:]).lstrip("(\"'*_“")
            for pattern, verbs in _SUBJECTS:
                if pattern.fullmatch(subject) and verbs.fullmatch(said):
                    return True
    return False


# A misconception, a trap, a first impression, an appearance.
_FRAMED = (
    r"(?i:\b(?:misconceptions?|myths?|fallac(?:y|ies)|traps?|pitfalls?|red\s+herrings?|misunderstandings?|"
    r"mistaken\s+(?:belief|impression|view)|(?:widely|commonly|generally|popularly)\s+(?:held|believed|"
    r"accepted|assumed|given|cited)|(?:common|popular|typical|frequent|classic|widespread|usual)\s+"
    r"(?:mistakes?|errors?|answers?|guess(?:es)?|beliefs?|slips?|blunders?|responses?|reply|replies|wrong)"
    r"|(?:naive|naïve|intuitive|tempting|superficial|hasty|knee-jerk|gut|instinctive|initial|careless|draft|"
    r"preliminary|interim|working|"
    r"obvious)\s+(?:answers?|guess(?:es)?|responses?|impressions?|reactions?|readings?|"
    r"assumptions?|thoughts?|feelings?|instincts?|estimates?)"
    r"|first\s+(?:impressions?|guess(?:es)?|thoughts?|instincts?|reactions?)|gut\s+(?:feeling|reaction|instinct|check)|folk\s+wisdom|urban\s+legend|"
    r"at\s+(?:a\s+)?(?:first\s+)?(?:glance|sight|blush)|at\s+first\s+look|on\s+(?:the\s+)?surface|on\s+first\s+"
    r"(?:reading|inspection|look|sight)|superficially|prima\s+facie|naively|naïvely|intuitively|offhand|"
    r"(?:appears?|appeared|seems?|seemed|looks?|looked)\s+(?:to\s+be|like|as\s+(?:if|though)|that)"
    r"|(?:it|this|that)\s+(?:appears|seems|looks|would\s+seem)\b|apparently|seemingly|ostensibly|supposedly|"
    r"allegedly|purportedly|reportedly"
    r"|\b(?:i|we)\s+(?:initially\s+|first\s+|originally\s+|once\s+)?(?:thought|guessed|believed|"
    r"suspected)\b(?!\s+(?:about|of|through|carefully|again)))(?![\w-]))"
    r"|(?i:\b(?:error\s+común|idea\s+errónea|a\s+primera\s+vista|parece(?:\s+ser|\s+que)?|"
    r"häufige[rn]?\s+(?:Fehler|Irrtum)|verbreitete[rn]?\s+Irrtum|Irrtum|auf\s+den\s+ersten\s+Blick|scheint|scheinbar|anscheinend|"
    r"apparemment|aparentemente|al\s+parecer|по-видимому|видимо|"
    r"idée\s+reçue|erreur\s+(?:courante|fréquente|classique)|à\s+première\s+vue|semble|paraît|"
    r"equívoco\s+comum|erro\s+comum|à\s+primeira\s+vista|заблуждение|на\s+первый\s+взгляд|кажется|похоже)\b)"
    r"|误解|誤解|误区|陷阱|乍一?看|初看|表面上|似乎|看起来|看起來|好像"
)
# A draft: "Draft: $\boxed{7}$", "$\boxed{7}$ was my draft.", "That was just a rough draft.", "Preliminary result:",
# "Wstępny wynik:" (the lexicon's table, :data:`proctor.grading.lexicon.LABEL_DRAFT`: its words of languages written
# with spaces here, those of scripts without spaces in _DRAFT_CJK)
_DRAFT_NOUN = lexicon.DRAFT.spaced
_DRAFT_CJK = lexicon.DRAFT.anywhere
# A value named as something other than the answer: a bound, an estimate, an example, a conjecture (the
# label's noun is the subject of the answer: "Lower bound: 7", "An upper bound for $n$ is 7", "One example is
# 7"; not "the least upper bound", the extreme value asked for).
_LABEL_NOUN = (
    r"(?i:(?<!least\s)(?<!greatest\s)(?<!best\s)(?<!tight\s)(?<!tightest\s)(?<!sharp\s)(?<!optimal\s)"
    r"(?<!exact\s)(?:(?:lower|upper)\s+bounds?|(?<!upper\s)(?<!lower\s)bounds?)|(?:lower|upper)\s+limits?|estimates?|estimations?|approximations?|guess(?:es)?|"
    r"hypothes[ie]s|conjectures?|(?<!for\s)(?:counter)?examples?|samples?|(?:trial|test)\s+values?|assumptions?|heuristics?|ballparks?|"
    r"cota(?:\s+(?:inferior|superior))?|estimaci[oó]n|conjetura|hip[oó]tesis|ejemplo|"
    r"(?:untere|obere)\s+Schranke|Schranke|Schätzung|Vermutung|Beispiel|"
    r"borne(?:\s+(?:inférieure|supérieure))?|estimation|exemple|"
    r"limite\s+(?:inferior|superior)|estimativa|exemplo|"
    r"(?:нижняя|верхняя)\s+(?:оценка|граница)|оценка|гипотеза|пример)"
    r"|下界|上界|估计值?|估計值?|猜想|例子"
)
_LABELLED = re.compile(
    r"(?=[^\W\d_])(?<![\w-])(?:"
    + _LABEL_NOUN
    + r")(?![\w-])(?:[^.;:,!?\n]{0,40}?(?i:\b(?:is|are|was|would\s+be|"
    r"will\s+be|equals?|es|ist|est|é|это|равн\w+)\b|[=＝])|[\s*_]*[:：])[\s*_:]*$"
    r"|(?:" + _LABEL_NOUN + r")[是为為：:]\s*$"
    r"|(?i:\b(?:for\s+(?:example|instance)|e\.\s?g\.|such\s+as|por\s+ejemplo|zum\s+Beispiel|z\.\s?B\.|"
    r"par\s+exemple|por\s+exemplo|например))[\s,:]*$|例如[，,：:]?\s*$"
)
# a draft as the label right before the answer ("Draft: $\boxed{7}$", "My draft answer is") or named after it, by a
# copula ("$\boxed{7}$ was my draft.", "$\boxed{7}$ era mi borrador.", "$\boxed{7}$ war mein Entwurf.")
_DRAFT_LABEL = lexicon._Lazy(
    r"(?i:(?<![\w-])(?:"
    + _DRAFT_NOUN
    + r")(?![\w-])(?:\s+(?:answer|result|value|solution|[^\W\d_]+))?)[\s*_]*"
    r"(?:[:：]|(?i:is|was|are|were|es|era|ist|war|est|était|é|è|是)(?![\w-]))[\s*_:]*$"
    r"|(?:" + _DRAFT_CJK + r")(?:の)?(?:答え|答案|回答|结果|結果|解答|值|値|답|정답|คำตอบ)?[是为為：:は]?\s*$"
)
# a draft as the source of what its sentence states: "In my draft, the answer is", "My draft said"
_DRAFT_SOURCE = lexicon._Lazy(
    r"(?i:\b(?:in|from|per|according\s+to)\s+(?:my|the|a|our|this|that|his|her|their)\s+(?:rough\s+|first\s+|"
    r"earlier\s+|previous\s+|initial\s+)?(?:"
    + _DRAFT_NOUN
    + r")\b|(?<![\w-])(?:"
    + _DRAFT_NOUN
    + r")\s+(?:said|says|"
    r"had|has|gave|gives|reads?|showed|shows|claimed|claims)\b)"
)
_DRAFT_LABEL_AFTER = lexicon._Lazy(
    r"[\s,;:*_(\[—–" + OPAQUE + r"-]*(?i:(?:which|that|lo\s+cual|que|das|ce\s+qui|o\s+que|che|что)\s+)?"
    r"(?i:is|was|being|as|es|era|fue|ist|war|est|était|é|foi|è|было|был|была|это|是|だった|です|は)?[\s*_]*"
    r"(?i:(?:only|just|merely|still|solo|sólo|nur|seulement|apenas|solo|только|a|an|the|my|our|one|mi|un|una|el|"
    r"mein|meine|ein|eine|der|mon|ma|un|une|le|la|meu|minha|um|uma|o|il|mio|la\s+mia|мой|мою|моим|我的|一个|一個)\s*)*"
    r"(?i:" + _DRAFT_NOUN + r"|" + _DRAFT_CJK + r")(?![\w-])"
)
_LABELLED_AFTER = re.compile(
    r"[\s,;:*_(\[—–"
    + OPAQUE
    + r"-]*(?i:(?:which\s+|that\s+)?(?:is|was|being|as)?\s*(?:only|just|merely|simply)?\s*"
    r"(?:an?|the|our|my|one)?\s*(?:rough\s+|crude\s+|first\s+|initial\s+)?)(?:" + _LABEL_NOUN + r")(?![\w-])"
)

# A condition that names a class of cases: a parity, a sign, a kind of number, a relation.
_CASE_WORDS = (
    r"(?i:even|odd|positive|negative|non-?negative|non-?positive|prime|composite|irrational|"
    r"rational|large|small|sufficiently|divisible|multiples?|(?:greater|less|larger|smaller|bigger|more|fewer)\s+"
    r"than|exceeds?|between|at\s+(?:least|most)|(?:(?<=es\s)|(?<=sea\s)|(?<=é\s)|(?<="
    + OPAQUE
    + r"\s))par|impar|positiv[oae]?|negativ[oae]?|primo|gerade|ungerade|pair|impaire?|"
    r"ímpar|чётн\w*|четн\w*|нечётн\w*|нечетн\w*|положительн\w*|отрицательн\w*|простое|больше|меньше)"
)
_CASE_CJK = r"偶数|奇数|偶數|奇數|正数|负数|正數|負數|质数|質數|素数|大于|小于|大於|小於"
_NONZERO = re.compile(r"(?:≠|\\neq?(?![a-zA-Z]))\s*0(?![\d.])")
_RELATION_IN_MATH = re.compile(r"[<>≤≥≠]|\\(?:le|ge|leq|geq|lt|gt|neq?|leqslant|geqslant|ll|gg)(?![a-zA-Z])")
_CONDITION_WORD = (
    r"(?i:\b(?:when|whenever|if(?!\s+and\s+only\s+if)|in\s+(?:the\s+)?case(?:\s+(?:that|where|of))?|provided(?:\s+that)?|"
    r"assuming(?:\s+that)?|unless|as\s+long\s+as|so\s+long\s+as|only\s+if|only\s+when|"
    r"cuando|si|wenn|falls|quand|lorsque|quando|se|когда|если)\b)"
)
# "for even n", "for n odd", "para n par", "für gerade n", "при чётном n" (a universal "for all n" is no case)
_FOR_CASE = (
    r"(?i:\b(?:for|para|für|pour|при)\s+(?!(?:all|every|each|any|todo|toda|todos|alle|tout|tous|toute|всех|"
    r"любого)\b)(?:[\w" + OPAQUE + r"]+\s+){0,2}?" + _CASE_WORDS + r"\b)"
)
_CONDITION = re.compile(
    _CONDITION_WORD + r"|" + _FOR_CASE + r"|当|若|如果|假如|对于|對於|(?:" + _CASE_CJK + r")时"
)
_NEAR_AFTER = re.compile(
    r"[\s,;:*_()\[\]" + OPAQUE + r"—–-]*(?i:(?:but\s+)?(?:only|just|exactly|precisely)\s+)?"
)
_CLAUSE_STOP = re.compile(r"[,;:，；：]|(?i:\b(?:then|we|I|so|therefore|thus|hence)\b)")

# A sentence that refers back to the answer before it: "That is a common misconception.", "This is only a
# lower bound.", "This holds when $n$ is even.", "That's what Bob claims."
_COPULA_AFTER_BACK = re.compile(r"\s*(?i:is|was|'s|’s|are|were|would\s+be|es|ist|est|é|—)\b")
_BACK = re.compile(
    r"[\s*_(\[]*(?i:(?:but|and|however|though|yet|although|note|well|hmm|still)\b[\s,:]*)?"
    r"(?i:that|this|it|which|the\s+above|such|these|those|esto|eso|das|dies|cela|"
    r"ceci|isso|isto|это|这|這)\b"
)


def _condition_states_case(text: str, view: str, start: int, end: int) -> bool:
    """Whether the condition ``view[start:end]`` (from its word to the end of its reach) names a class of
    cases: a parity, a sign, a kind of number, a relation in its math; a value substituted names none."""
    if _CASE.search(view, start, end):
        return True
    if OPAQUE not in view[start:end]:
        return False
    segment = text[start:end]
    # (a caveat that keeps a quantity off zero, "as long as $T \\neq 0$", names no case)
    return any(not _NONZERO.match(segment, m.start()) for m in _RELATION_IN_MATH.finditer(segment))


def _conditioned(text: str, view: str, lo: int, hi: int, before: bool) -> bool:
    """Whether a case condition governs the answer from ``view[lo:hi]``: the lead before it (``before``) or
    the rest of its sentence after it."""
    for m in _CONDITION.finditer(view, lo, hi):
        if m.group(0) and m.group(0)[0] in "当若如假对對":
            reach = min(hi, m.end() + 40)
            stop = _CJK_CLAUSE_STOP.search(view, m.end(), reach)
            if _condition_states_case(text, view, m.start(), stop.end() if stop else reach):
                return True
            continue
        if _CASE_CJK_RE.search(m.group(0)):
            return True  # "n 为偶数时"
        if m.group(0).lower().startswith(("for", "para", "für", "pour", "при")):
            return True  # the case is in the match: "for even n"
        reach = min(hi, m.end() + 60)
        stop = _CLAUSE_STOP.search(view, m.end() + 1, reach) if not before else None
        if before:
            # the condition's clause: up to its comma or its "then", or up to the answer's noun phrase
            stop = _CLAUSE_STOP.search(view, m.end() + 1, reach) or _ANSWER_NAME.search(view, m.end(), reach)
        if _condition_states_case(text, view, m.end(), stop.start() if stop else reach):
            return True
    return False


# (each alternative starts a word: two quick tests reject every other place before the alternatives are tried)
_CASE = re.compile(r"\b" + _CASE_WORDS + r"\b|" + _CASE_CJK)
_CASE_CJK_RE = re.compile(_CASE_CJK)
_CJK_CLAUSE_STOP = re.compile(r"[，,；;：:时時]")
_ANSWER_NAME = re.compile(r"(?i)\b(?:the|our|my)\s+(?:final\s+)?(?:answer|result|value)\b")
_SENTENCE_STOP = re.compile(r"[.!?](?=\s|$)|[。！？\n]")
_ONLY = re.compile(r"(?i)\b(?:only|just|merely)\b")
_LABEL_NOUN_RE = re.compile(_LABEL_NOUN)
_HOLDS = re.compile(r"(?i)\b(?:holds?|works?|applies|is\s+true|is\s+valid)\s+")
_LINE_STOP = re.compile(r"[.!?。](?=\s|$)|\n")
_VALUE = re.compile(OPAQUE + r"|\d")
_ENDORSED = re.compile(
    r"[\s,;:*_)\]"
    + OPAQUE
    + r"—–-]*(?i:(?:which|that|and\s+(?:this|that|it|they|he|she))\s+(?:is|are|was|were)\s+"
    r"(?:indeed\s+|in\s+fact\s+)?(?:right|correct|true)\b|(?:and|which)\s+(?:rightly|correctly)\b)"
)
_CONCLUSION = re.compile(r"(?i)\b(?:so|therefore|thus|hence|consequently|but|however|since|because|which)\b")
_DRAFT_AFTER = lexicon._Lazy(
    r"[\s*_]*(?i:(?:only|just|merely|still|a|an|the|my|our|one)\s+)*(?i:" + _DRAFT_NOUN + r")(?![\w-])"
)
_FRAMED_RE = re.compile(r"(?=[^\W\d_])(?<![\w'’-])(?:" + _FRAMED + ")")


# Cheap cues: each rule above runs only where a word of its family stands in the text it reads (a stem of
# one of its words, or a Chinese word); most sentences hold none, and a set lookup per word costs far less
# than the rules' alternations at each place of the text.
ATTRIBUTION, FRAMING, LABEL, CONDITION = 1, 2, 4, 8
_STEMS: dict[str, int] = {}
_CJK_CHAR_RE = re.compile("[\u3400-\u9fff]")
for _bit, _words in (
    (
        ATTRIBUTION,
        "claim say says said saying think thinks thought believ argu sugges guess conject report assert insist "
        "conten mainta propos stat writ wrote student people person pupil learner kids child reader solver contest "
        "partici teacher tutor profess expert critic skeptic sceptic friend classm colleag user author textb source "
        "website other everyo someon somebo anyone folks he she they one you neighb relati parent siblin brother "
        "sister uncle aunt cousin cowork peer observ comment review grader mathem beginn novice opponen propon reckon predic posit hypoth alleg tell tells told swear swore "
        "feel feels felt assum conclu submit tempt inclin accord opinio view words eyes mind estim accou book "
        "según segun laut selon après segundo acordo мнению словам afirma dice dijo cree piensa opina behaup sagt "
        "glaubt meint affirm dit pense croit prétend diz acha acredi утвержд говори счита дума полага his her "
        "their your estudiant alumn persona gente schüler studenten leute élèves étudiant gens aluno estudante "
        "pessoa студент ученик люди some sense wisdom gut intuition instinct folklore rumo legend hearsay tradit "
        "held nobody noone none few nadie ningun pocos pocas todos todas niemand keiner keine wenige alle jeder "
        "personne aucun aucune tous toutes nessuno nessuna pochi tutti ninguém poucos никто немногие все weinigen "
        "iedereen nikt wszyscy pensa pensano crede credono dicono sostien ritien afferm beweer geloof gelov zegt "
        "zegge denkt twierd uważa sądzi sądzą według secondo volgens enligt ifølge menurut",
    ),
    (
        FRAMING,
        "misconc myth fallac trap traps pitfal herring misund mistak common popular typical freque classic widesp "
        "usual naive naïve intuit tempti superf hasty knee gut instin initia carele draft prelim interi workin "
        "obviou first folk urban glance sight blush look looks looked surfac readin prima offhan appear seem "
        "appare seemin ostens suppos alleg purpor report thought guesse believ suspec error idea primera parece "
        "häufig verbre irrtum ersten schein idée erreur premiè semble paraît equívo erro primei заблуж первый "
        "кажет похоже aparent apparem schein anschein видим widely commonly generally popularly",
    ),
    (
        LABEL,
        "bound bounds limit limits estim approx guess hypoth conjec exampl counte assump heuris ballpa cota "
        "conjet hipóte hipote ejempl schran schätz vermut beispi borne exempl оценк границ гипот пример sampl "
        "trial test instan such наприм draft scratc borrad entwur entwür brouil rascun bozza bozze чернов szkic",
    ),
    (
        CONDITION,
        "when whenev if case provid assumi unless long only cuando si wenn falls quand lorsqu quando se когда "
        "если for para für pour при",
    ),
):
    for _w in _words.split():
        _STEMS[_w] = _STEMS.get(_w, 0) | _bit
for _w in lexicon.DRAFT.cues[0] + lexicon.DRAFT.cues[1]:  # (the drafts of every language of the lexicon)
    if not _CJK_CHAR_RE.search(_w):
        _STEMS[_w] = _STEMS.get(_w, 0) | LABEL
for _w in (*lexicon._fragment_cues(_FEW_OTHERS), "accep", "agree", "endor"):  # (its negative quantifiers)
    _STEMS[_w] = _STEMS.get(_w, 0) | ATTRIBUTION
_STEM_LENGTHS = sorted({len(w) for w in _STEMS})
_CJK_CUES = (
    (
        ATTRIBUTION,
        (
            "说",
            "認為",
            "认为",
            "声称",
            "聲稱",
            "觉得",
            "覺得",
            "据",
            "学生",
            "學生",
            "人们",
            "人們",
            "大家",
            "有人",
        ),
    ),
    (FRAMING, ("误解", "誤解", "误区", "陷阱", "乍", "初看", "表面上", "似乎", "看起来", "看起來", "好像")),
    (LABEL, ("下界", "上界", "估计", "估計", "猜想", "例子", *lexicon.DRAFT.cues[1])),
    (CONDITION, ("当", "若", "如果", "假如", "对于", "對於", "时")),
)
# (a word that starts with a stem: the scan tries one branch per character, see commitment._by_first_character)
_CUE_WORD = re.compile(r"(?<![^\W\d_])(?:" + _by_first_character(tuple(sorted(_STEMS))) + r")[^\W\d_]*")
_CJK_CHAR = re.compile("[\u3400-\u9fff]")


def _cues(segment: str) -> int:
    """The families (bits) whose words stand in ``segment``."""
    low = segment.lower()
    bits = ATTRIBUTION if ("'s" in low or "’s" in low) else 0
    for m in _CUE_WORD.finditer(low):
        w = m.group(0)
        for k in _STEM_LENGTHS:
            if k > len(w):
                break
            bits |= _STEMS.get(w[:k], 0)
    if _CJK_CHAR.search(segment):
        for bit, words in _CJK_CUES:
            if not bits & bit and any(w in segment for w in words):
                bits |= bit
    return bits


# A sentence that opens on the case the sentence before it supposed: "Assume $n$ is even. Then the answer is 7.",
# "Suppose $n$ is odd. In this case, the answer is 7."
_IN_THIS_CASE = re.compile(
    r"[\s*_#>-]*(?i:then|in\s+(?:this|that|which|such\s+a)\s+(?:case|scenario|situation)|here|for\s+(?:this|that|such\s+a)\s+"
    r"case|so\s+in\s+(?:this|that)\s+case|en\s+este\s+caso|in\s+diesem\s+fall|dans\s+ce\s+cas|neste\s+caso|"
    r"в\s+этом\s+случае|тогда|entonces|dann|alors|então)\b|[\s*_]*(?:此时|这时|这种情况下)"
)
_SUPPOSING = re.compile(
    r"(?i:\b(?:assume|assuming|suppose|supposing|let|if|when|whenever|consider|supongamos|si|angenommen|"
    r"wenn|falls|supposons|si|suponha|se|предположим|пусть|если|когда)\b)|假设|假設|设|若|如果|当"
)


def _case_opened_before(text: str, view: str, sentence: int) -> bool:
    """Whether the sentence at ``sentence`` opens on the case the sentence before it supposes (see above)."""
    if sentence == 0 or _IN_THIS_CASE.match(view, sentence) is None:
        return False
    low = max(0, sentence - LEAD)
    prev = low
    for m in _SENTENCE_STOP.finditer(view, low, sentence - 1):
        prev = m.end()
    supposed = _SUPPOSING.search(view, prev, sentence)
    return supposed is not None and _condition_states_case(text, view, supposed.end(), sentence)


# A speech tag after the answer: the answer closes a quotation that the rest of its sentence attributes to a speaker
# ("\"The answer is 7,\" he said.", "« La réponse est 7 », dit-il.", "„Die Antwort ist 7“, sagte er.", "「答えは7」と彼は
# 言った", "“答案是7，”他说。"), or, after a comma or a dash, a tag in its inverted order ("..., said Bob."). Read
# only where a closing quotation mark, a comma or a dash follows the answer within a few characters.
_QUOTE_CLOSERS = "\"”»“」』’'„«"
_SPEECH_VERBS_EN = (
    r"said|says|say|asked|asks|replied|replies|answered|answers|wrote|writes|claimed|claims|insisted|insists|"
    r"added|adds|shouted|whispered|explained|explains|argued|argues|exclaimed|muttered|declared|declares|"
    r"announced|suggested|suggests|remarked|thought|thinks|yelled|cried|retorted|responded|responds|guessed|"
    r"guesses|told\s+\w+|tells\s+\w+|offered|offers|proposed|proposes|reported|reports|concluded|concludes"
)
_SPEAKER_EN = r"(?:he|she|they|i|we|you|someone|somebody|(?:the|my|our|his|her|their|a)\s+[^\W\d_]+|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)"
_SPEECH_TAG = re.compile(
    r"[\s,，、;:.—–-]*(?:"
    r"(?i:" + _SPEAKER_EN + r"\s+(?:[^\W\d_]+ly\s+|then\s+|once\s+|also\s+)?(?:" + _SPEECH_VERBS_EN + r")"
    r"|(?:" + _SPEECH_VERBS_EN + r")\s+" + _SPEAKER_EN + r""
    r"|(?:that['’]?s|that\s+is|this\s+is|so)\s+what\s+" + _SPEAKER_EN + r"\s+(?:" + _SPEECH_VERBS_EN + r")"
    # de, fr, es, pt, it, ru, nl, pl: the verb (then its subject) right after the quotation
    r"|(?:sagte|sagt|meinte|meint|antwortete|schrieb|rief|erklärte|behauptete|behauptet|fragte|dachte|murmelte|"
    r"flüsterte|entgegnete)\s+(?:er|sie|[^\W\d_]+)|(?:er|sie)\s+(?:sagte|sagt|meinte|meint|antwortete|schrieb)"
    r"|(?:dit|répondit|répond|affirma|affirme|déclara|déclare|écrivit|écrit|ajouta|ajoute|demanda|pensa|"
    r"s['’]exclama|murmura|lança|cria|expliqua|insista|rétorqua|prétend)(?:-t)?-(?:il|elle|ils|elles|on)"
    r"|a-t-(?:il|elle)\s+(?:dit|répondu|écrit|affirmé)|(?:il|elle|ils|elles)\s+(?:a|ont)\s+(?:dit|répondu|écrit|affirmé)"
    r"|(?:dijo|respondió|contestó|afirmó|escribió|exclamó|añadió|pensó|preguntó|insistió|gritó|explicó|declaró|"
    r"disse|respondeu|afirmou|escreveu|perguntou|pensou|exclamou|acrescentou|gritou|explicou|rispose|affermò|"
    r"scrisse|chiese|pensò|esclamò|aggiunse|gridò|spiegò|сказал\w*|ответил\w*|написал\w*|заявил\w*|"
    r"подумал\w*|произн[её]с\w*|воскликнул\w*|спросил\w*|zei|antwoordde|schreef|riep|dacht|vroeg|"
    r"powiedział\w*|odpowiedział\w*|napisał\w*|stwierdził\w*|krzyknął)(?![\w-]))"
    # ja, ko, zh: a quotative particle or a speaker and a verb of saying right after the quotation
    r"|(?:だ|である|です|だった)?と(?:は|も)?(?:[^\s。、！？]{0,8}?[はが])?(?:言|い[っういわ]|述べ|答え|書い|書く|叫|主張|話|思|"
    r"考え|語)"
    r"|(?:이?라고|고)\s*(?:[^\s.]+\s+)?(?:말했|말한|했다|답했|썼|주장|생각)"
    r"|\s*(?:olduğunu|olacağını|diye)\s+(?:[^\W\d_]+\s+)?(?:söyle|düşün|iddia|san|de[dm]|yaz)\w*"
    r"|[^\s。！？\d]{0,6}?(?:说|說|写道|寫道|答道|回答|表示|问道|問道|认为|認為|声称|聲稱)"
    r")"
)


# what may stand between the answer and the closing mark of its quotation: punctuation, a copula or a particle
# ("だ」", "です」", "입니다\""), at most three words and no value ("$\\boxed{7}$ apples,\" he said")
_QUOTE_TAIL = re.compile(r"[\s,.!?，、。！？*_$" + OPAQUE + r"]*(?:[^\W\d_]+[\s,.!?，、。！？*_]*){0,3}")


# a quotative with no quotation marks and no speaker whose verb is the writer's own: a potential form ("と言える",
# "といえます": it can be said) or a verb of thinking ("と思う", "と考える": I think)
_OWN_QUOTATIVE = re.compile(r"\s*(?:だ|である|です)?と(?:は|も)?(?:言え|いえ|思|考え)")

_QUOTATIVES = (
    "と",
    "だと",
    "であると",
    "ですと",
    "だったと",
    "라고",
    "이라고",
    "olduğunu",
    "olacağını",
    "diye",
)


def speech_tagged(text: str, view: str, end: int, stop_at: int) -> bool:
    """Whether the rest of the answer's sentence (``view[end:stop_at]``) is a speech tag that makes it a quotation
    (see ``_SPEECH_TAG``): a closing quotation mark within a few characters of the answer and a speaker after
    it, or, after a comma or a dash, a verb of saying and its subject."""
    reach = view[end : min(stop_at, end + 40)]
    close = next((i for i, c in enumerate(reach) if c in _QUOTE_CLOSERS), -1)
    if close >= 0 and _QUOTE_TAIL.fullmatch(reach, 0, close) is None:
        close = -1  # (the quotation closes after more words or values: not the answer's own quotation)
    if close < 0:
        rest = reach.lstrip(OPAQUE + " \t$")
        if rest.startswith(
            _QUOTATIVES
        ):  # "答えは7だと言った", "7이라고 말했다", "7 olduğunu söyledi": no marks
            at = end + len(reach) - len(rest)
        elif not rest.startswith((",", "—", "–", " -", "，")):
            return False
        else:
            at = end
    else:
        at = end + close + 1
    tag = _SPEECH_TAG.match(view, at, min(len(view), at + 80))
    if tag is None:
        return False
    if close < 0 and _OWN_QUOTATIVE.match(view, tag.start(), tag.end() + 2):
        return (
            False  # "答えは7だと言える。", "7だと思う。": no quotation and no speaker, the writer's own words
        )
    # the tag ends the sentence: at most a few words after it ("he said with a smile.")
    return len(_PREAMBLE_WORD.findall(view, tag.end(), max(tag.end(), stop_at))) <= 5


def framed(text: str, view: str, sentence: int, start: int, end: int, after: bool = True) -> bool:
    """Whether the answer at ``text[start:end]`` (``view`` its prose view, ``sentence`` where its sentence
    starts) is framed as something other than the writer's own, unconditional answer (see the module
    docstring). ``after``: also read the rest of its sentence and the sentence after it (standard mode;
    strict refuses any text after its answer already)."""
    low = max(sentence, start - LEAD)
    cues = _cues(view[low:start])
    if cues & (ATTRIBUTION | FRAMING) and _ENDORSED.match(view, end, min(len(view), end + TAIL)):
        cues &= ~(
            ATTRIBUTION | FRAMING
        )  # "Many students answer $\\boxed{7}$, which is right.": the writer's too
    anchor = low
    if cues & (ATTRIBUTION | FRAMING | LABEL):
        for m in _REANCHOR.finditer(view, low, start):
            if _EXCLUSION_FOLLOWS.match(view, m.end()) or _RIGHT_MIND.match(view, m.end()):
                continue  # "Everyone but me says ...": an exclusion, not a contrast; "in their right mind"
            anchor = m.end()
        cues = (cues & CONDITION) | _cues(view[anchor:start])
    if anchor < start and cues:
        if (cues & ATTRIBUTION and _attributed(view, anchor, start)) or (
            cues & FRAMING and _FRAMED_RE.search(view, anchor, start)
        ):
            return True
        if cues & LABEL:
            lead = view[anchor:start].rstrip(OPAQUE).rstrip(" \t*_$\\([")
            if _LABELLED.search(lead) or _DRAFT_LABEL.search(lead) or _DRAFT_SOURCE.search(lead):
                return True
    # the condition reads the whole lead: a "so" or a "then" inside the condition's clause does not end it,
    # only one after it does ("If $n$ is even, then the answer is 7" is conditioned; "The minimum occurs when
    # $x > 3$, so the answer is 9" concludes)
    if cues & CONDITION:
        cond_low = low
        for m in _CONCLUSION.finditer(view, low, start):
            cond_low = m.end()
        own = start  # (the condition ends before the math that holds the answer: "if and only if $x \\ge 5 = \\boxed{5}$")
        while own > cond_low and view[own - 1] == OPAQUE:
            own -= 1
        if _conditioned(text, view, cond_low, own, before=True):
            return True
    if _case_opened_before(text, view, sentence):
        return True
    if not after:
        return False
    stop = _SENTENCE_STOP.search(view, end, min(len(view), end + TAIL))
    stop_at = stop.start() if stop else min(len(view), end + TAIL)
    if speech_tagged(text, view, end, stop_at):
        return (
            True  # "\"The answer is 7,\" he said.", "「答えは7」と彼は言った": a quotation, someone's words
        )
    cues = _cues(view[end:stop_at])
    if (cues & ATTRIBUTION and _attributed(view, end, stop_at)) or (
        cues & FRAMING and _FRAMED_RE.search(view, end, stop_at)
    ):
        return True
    if cues & LABEL and (
        _LABELLED_AFTER.match(view, end, stop_at) or _DRAFT_LABEL_AFTER.match(view, end, stop_at)
    ):
        return True  # "\\boxed{7}, which is only an estimate", "\\boxed{7} was my draft."
    # a condition right after the answer ("\\boxed{7} when $n$ is even", "7, but only for even $n$"); one after
    # what the answer counts qualifies that ("a total of $\\boxed{3}$ values of $f(x)$ when $x \\ge 0$")
    near = _NEAR_AFTER.match(view, end, stop_at) if cues & CONDITION else None
    if near is not None and _CONDITION.match(view, near.end(), stop_at):
        if _conditioned(text, view, near.end(), stop_at, before=False):
            return True
    if stop is None:
        return False
    nxt = stop.end()
    m = _BACK.match(view, nxt, min(len(view), nxt + TAIL))
    if m is None:
        return False
    stop2 = _SENTENCE_STOP.search(view, m.end(), min(len(view), m.end() + TAIL))
    e2 = stop2.start() if stop2 else min(len(view), m.end() + TAIL)
    if not _cues(view[m.end() : e2]):
        return False
    copula = _COPULA_AFTER_BACK.match(view, m.end(), e2)
    return bool(
        copula is not None
        and (
            _attributed(view, copula.end(), e2)
            or _FRAMED_RE.search(view, copula.end(), e2)
            or _DRAFT_AFTER.match(view, copula.end(), e2)  # "That was my draft."
        )
        or _ONLY.search(view, m.end(), e2)
        and (_LABEL_NOUN_RE.search(view, m.end(), e2) or _conditioned(text, view, m.end(), e2, before=False))
        or _HOLDS.search(view, m.end(), e2)
        and _conditioned(text, view, m.end(), e2, before=False)
    )


# The answer to a question the response asks just before it, when that question asks for a non-answer: "Q: What is
# not the answer?\nA: $\boxed{7}$", "Which value is rejected? $\boxed{7}$", "Was ist nicht die Antwort? Antwort: 7",
# "哪个不是答案？答：7". The box's own sentence must be only the answer (nothing, or a label "A:", "Answer:"), the
# sentence before it a question with a question word and a word that negates or rejects.
_ANSWER_ONLY = re.compile(
    r"[\s*_#>-]*(?:(?i:a|ans|answer|antwort|respuesta|réponse|resposta|risposta|ответ|odpowiedź|jawaban|cevap|"
    r"antwoord|svar|vastaus)[\s*_]*[:：.)]|答案?[\s*_]*[:：]?|回答[:：]|解答[:：]|답[:：])?[\s*_$"
    + OPAQUE
    + r"]*$"
)
_QUESTION_WORD = re.compile(
    r"(?i:\b(?:what|which|who|whom|how\s+many|how\s+much|qué|que|cuál\w*|cuánt\w*|was|welche\w*|wie\s+viele?|"
    r"quel\w*|quoi|qual|quais|quant\w*|quale|quali|cosa|che|что|как\w*|сколько|wat|welke|hoeveel|co|któr\w*|"
    r"ile|apa|berapa|hangi|ne|kaç)\b)|哪|什么|什麼|多少|何|どれ|どの|무엇|어떤|몇"
)
# (a negator or a judgement; or a verb of excluding: the lexicon's table, :data:`proctor.grading.lexicon.LABEL_EXCLUDE`)
_ASKS_NON_ANSWER = lexicon._Lazy(
    r"(?i:\b(?:not|never|no\s+longer|isn['’]t|aren['’]t|wasn['’]t|doesn['’]t|don['’]t|cannot|can['’]t|"
    r"wrong|incorrect\w*|invalid|false|bogus|erroneous|mistaken|spurious|extraneous|decoy|distractor|nicht|kein\w*|"
    r"falsch\w*|no|errónea|erróneo|pas|faux|fausse|não|errad\w*|non|sbagliat\w*|не|неверн\w*|неправильн\w*|nie|"
    r"niet|fout\w*|błędn\w*|bukan|salah|değil\w*|yanlış)(?!\w))"
    r"|不是|不对|不對|错误|錯誤|不正确|不正確|ではない|じゃない|違う|間違|誤り|아닌|아니|틀린|"
    + lexicon.EXCLUDE.words
)
_QUESTION_START = re.compile(r"[.!?。！？\n][^.!?。！？\n]*$")


def answers_non_answer_question(view: str, sentence: int, start: int) -> bool:
    """Whether the answer at ``start`` (its sentence at ``sentence``) only answers a question asked right before
    it that asks for a non-answer (see ``_ANSWER_ONLY``)."""
    q_end = len(view[:sentence].rstrip(" \t\n*_#>"))
    if q_end == 0 or view[q_end - 1] not in "?？" or start - sentence > 40:
        return False  # (most answers: no question right before their sentence)
    if _ANSWER_ONLY.fullmatch(view, sentence, start) is None:
        return False
    low = max(0, q_end - 1 - LEAD)
    opened = _QUESTION_START.search(view, low, q_end - 1)
    q_start = opened.start() + 1 if opened else low
    return bool(_QUESTION_WORD.search(view, q_start, q_end) and _ASKS_NON_ANSWER.search(view, q_start, q_end))


_PROMPT_WINDOW = 2000  # the end of the prompt, where the problem's own question is (after any exemplars)
_PROMPT_QUESTION = re.compile(r"[^.!?。！？\n]{1,300}[?？]")


@lru_cache(maxsize=64)
def prompt_asks_non_answer(prompt: str) -> bool:
    """Whether the prompt itself asks a question whose answer is a non-answer, by the test of
    :func:`answers_non_answer_question` (a question word and a word that negates or rejects): "Which of the
    following is not a prime number?", "What is the largest integer that is not a sum of two squares?". Then
    a response that restates that question in its own words before its answer ("Which option is not
    prime?\n\nAnswer: $\\boxed{C}$") answers the problem's own question, and that rule does not apply (a
    verbatim copy is masked as an echo already: :mod:`proctor.grading.echo`). Read in the prompt's prose
    view (its math is opaque), in its last ``_PROMPT_WINDOW`` characters."""
    if "?" not in prompt and "？" not in prompt:
        return False
    from proctor.grading.commitment import prose_view

    view = prose_view(prompt[-_PROMPT_WINDOW:])
    return any(_QUESTION_WORD.search(q) and _ASKS_NON_ANSWER.search(q) for q in _prompt_questions(view))


_PROMPT_STOP = re.compile(r"[.!?。！？\n]")


def _prompt_questions(view: str) -> list[str]:
    """``[m.group(0) for m in _PROMPT_QUESTION.finditer(view)]`` (test_prefilters_5), read from the stops: a
    match runs up to the first stop after its start, so each is the question mark it ends on and at most 300
    characters before it, after the stop before it (the pattern, tried at each place and reading up to 300
    characters there, cost ~0.1 ms on a 2 KB prompt)."""
    out: list[str] = []
    before = -1  # the last stop
    for m in _PROMPT_STOP.finditer(view):
        q = m.start()
        lo = max(before + 1, q - 300)
        if lo < q and view[q] in "?？":
            out.append(view[lo : q + 1])
        before = q
    return out


# Labelled parts and cases: "Part (a):", "Case 1:", "(ii)", "Subcase 2.", "Fall 1:", "情况一".
# (where one starts: a line's start, a sentence's end, a space before "(a) ")
_PART_ANCHOR = r"(?:^|(?<=[.;!?。；]\s)|(?<=[.;!?。；])|(?<=\s)(?=\((?:[a-h]|[ivx]{1,4})\)\s))"
_PART_BODY = (
    r"[ \t>*#_-]*"
    r"(?:(?i:(?:in\s+)?(part|case|subcase|scenario|teil|fall|parte|caso|cas|partie|случай|часть)\s*\(?([a-z]|\d{1,2}|"
    r"[ivx]{1,4})\)?)(?![\w])|(?i:(?:for\s+|if\s+)?(?:(even|odd|positive|negative)\s+[\w" + OPAQUE + r"]+|"
    r"[\w"
    + OPAQUE
    + r"]+\s+(?:is\s+)?(even|odd|positive|negative))[ \t*_]*(?=[:：]))|\(([a-h]|[ivx]{1,4})\)(?=\s)|(?<![^\s>*#_-])([a-h])\)|(情况|情形)\s*([一二三四五六\d]))"
    r"[ \t*_]*[:.)：]?"
)
_PART_LABEL = re.compile(_PART_ANCHOR + _PART_BODY, re.MULTILINE)
# The same labels, found by the character before their anchor (the line break, the sentence's end, the space
# before "(a) "), which the scan skips to: a search of this in ``view[near:start]`` finds a label that starts
# after ``near + 1``, several times faster than a search of _PART_LABEL, which tries its anchor everywhere.
_PART_LABEL_AFTER = re.compile(
    r"(?:\n|[.;!?。；]\s?|\s(?=\((?:[a-h]|[ivx]{1,4})\)\s))(?:" + _PART_BODY + ")", re.MULTILINE
)
# _PART_LABEL_AFTER, one pattern for each character before the anchor: whether a label is found is read, and the
# alternation finds one where one of its branches does, so the searches of the branches apart find one where it
# does. Each skips to its own character in C: a line break (a literal), an ASCII stop (a set of one byte), and the
# CJK stops and the space before "(a) " only where the window holds one (the alternation's set, with a category and
# two CJK characters, was tested at every character, and the space's branch tried at every space; about a third
# faster on long_traces' 2 KB replies; tests/grading/test_gradespeed.py checks the two agree).
_PART_AFTER_BREAK = re.compile(r"\n(?:" + _PART_BODY + ")", re.MULTILINE)
_PART_AFTER_STOP = re.compile(r"[.;!?]\s?(?:" + _PART_BODY + ")", re.MULTILINE)
_PART_AFTER_CJK_STOP = re.compile(r"[。；]\s?(?:" + _PART_BODY + ")", re.MULTILINE)
_PART_AFTER_SPACE = re.compile(r"\s(?=\((?:[a-h]|[ivx]{1,4})\)\s)(?:" + _PART_BODY + ")", re.MULTILINE)
_PART_WINDOW = 4000
_OWN_LABEL_WINDOW = 600  # the label the answer stands under is this close before it
_PART_WORDS = (
    "part", "case", "(a)", "(b)", "(i)", "(ii)", "teil", "fall", "cas ", "scenario", "случай", "часть", "情况", "情形",
    "a)", "b)", "c)", "d)", "(c)", "(d)", "(iii)", "(iv)", "(v)", "even", "odd", "positive", "negative",
)  # fmt: skip


def _part_label_in(view: str, near: int, start: int) -> bool:
    """Whether ``_PART_LABEL.search(view, near, start)`` finds a label: one that starts at ``near`` or
    ``near + 1`` (its anchor's character may be before ``near``), or one after the character of its anchor."""
    return bool(
        _PART_LABEL.match(view, near, start)
        or (near < start and _PART_LABEL.match(view, near + 1, start))
        or _part_label_after(view, near, start)
    )


def _part_label_after(view: str, near: int, start: int) -> bool:
    """Whether ``_PART_LABEL_AFTER.search(view, near, start)`` finds a label (its branches searched apart: see
    ``_PART_AFTER_BREAK``; the match of each starts on its character, in the window)."""
    return bool(
        _PART_AFTER_BREAK.search(view, near, start)
        or _PART_AFTER_STOP.search(view, near, start)
        or (
            (view.find("。", near, start) >= 0 or view.find("；", near, start) >= 0)
            and _PART_AFTER_CJK_STOP.search(view, near, start)
        )
        or (view.find("(", near, start) >= 0 and _PART_AFTER_SPACE.search(view, near, start))
    )


def split_part(text: str, view: str, start: int, end: int) -> bool:
    """Whether the answer at ``text[start:end]`` is one labelled part or case of several: the label it stands
    under is followed, later in the response, by another label of its kind; or the answer is the value that
    ends a short labelled line (``Case 2: 8``) and another label of its kind before it ends on a value of
    its own (``Case 1: 7``)."""
    near = max(0, start - _OWN_LABEL_WINDOW)
    if not _part_label_in(view, near, start) or not any(w in view[near:start].lower() for w in _PART_WORDS):
        return False  # no label stands shortly before the answer (most responses: a cheap look)
    low = max(0, start - _PART_WINDOW)
    high = min(len(view), end + _PART_WINDOW)
    labels = []
    for m in _PART_LABEL.finditer(view, low, high):
        if m.group(1):
            kind, ident = m.group(1).lower(), m.group(2).lower()
        elif m.group(3) or m.group(4):
            kind, ident = "class", (m.group(3) or m.group(4)).lower()
        elif m.group(5):
            kind, ident = "paren", m.group(5).lower()
        elif m.group(6):
            kind, ident = "half-paren", m.group(6).lower()
        else:
            kind, ident = "zh", m.group(8)
        labels.append((m.start(), m.end(), kind, ident))
    own = None
    for lab in labels:
        if lab[1] <= start:
            own = lab
    if own is None:
        return False
    _s, own_end, kind, ident = own
    others_after = [lab for lab in labels if lab[0] >= end and lab[2] == kind and lab[3] != ident]
    if others_after:
        return True
    # a short labelled line that gives a value: "Case 2: \\boxed{8}" after "Case 1: 7"
    between = view[own_end:start]
    if len(between) > 60 or _LINE_STOP.search(between):
        return False
    for lab in labels:
        if lab[1] <= own[0] and lab[2] == kind and lab[3] != ident:
            seg = view[lab[1] : min(lab[1] + 60, own[0])]
            stop = _LINE_STOP.search(seg)
            if _VALUE.search(seg, 0, stop.start() if stop else len(seg)):
                return True
    return False


# Strict mode: what opens the sentence before the answer's name. "Bob claims the answer is 7", "A common
# misconception is that the answer is 7", "At first glance the answer is 7", "Rumour has it the answer is 7":
# a list of framings always misses one, so in strict mode the words between the start of the answer's clause
# (its sentence, or its last comma) and the noun that names the answer must end on a word that concludes
# (a whitelist: "so", "thus", "this means that", "it follows that", "we find that", "in conclusion") or be
# nothing. A lead set off by a comma ("By Vieta's formulas, the answer is") is read by the rules above.
_ANSWER_NP = re.compile(
    r"(?i:\b(?:the|our|my|this|its|their|a|an|final)\s+(?:(?:final|correct|desired|required|requested|exact|"
    r"numerical|resulting|unique)\s+)*(?:answer|result|solution|value)s?\b"
    r"|\b(?:la|el|le|die|das|a|o)\s+(?:(?:final|finale|endgültige)\s+)?(?:respuesta|réponse|antwort|resposta|"
    r"resultado|résultat|ergebnis|lösung|solución|solution|solução)\b|\bответ\b)|答案|结果|結果"
)
_CONCLUDING = frozenset(
    "so thus therefore hence and then now finally consequently overall altogether ultimately accordingly "
    "conclusion summary short total sum all means mean meant implies imply implied shows show showed shown "
    "gives give gave yields yield follows follow proves prove proved confirms confirmed establishes "
    "established tells us see saw seen find finds found get gets got obtain obtained conclude concluded "
    "know knew known have has had deduce deduced infer inferred derive derived compute computed calculate "
    "calculated determine determined which whence clearly thereby here but however yet actually instead "
    "write writes wrote written express expressed state stated box boxed put report reported "
    "entonces luego así tanto consiguiente daher somit folglich also deshalb damit donc ainsi alors "
    "portanto logo assim então поэтому итак следовательно образом значит".split()
)
_COPULA_FIRST = frozenset("ist est es é è".split())  # V2 order: "Also ist die Antwort 7", "Donc est ..."
_CONCLUDING_CJK = (
    "所以",
    "因此",
    "因而",
    "故",
    "综上",
    "總之",
    "总之",
    "于是",
    "於是",
    "从而",
    "從而",
    "则",
    "則",
)
_PREAMBLE_WORD = re.compile(r"[^\W\d_]+")
_CLAUSE_BREAK = re.compile(r"[,;:，；：]")
# The noun that names the answer, then its copula or a colon, right before the answer
_NAMES_ANSWER = re.compile(
    r"(?:" + _ANSWER_NP.pattern + r")(?:\s+(?i:to|for|of)\s+(?i:the|this|that|our)\s+[^\W\d_]+)?[\s*_]*"
    r"(?i:is|was|are|will\s+be|would\s+be|equals|as|es|est|ist|é|è|是|为|為|:|：|=)[\s*_:]*$"
)


def preamble_concludes(view: str, sentence: int, start: int) -> bool:
    """Strict: whether the words before the noun that names the answer in its clause (the answer at
    ``start``, its sentence at ``sentence``) are nothing or end on a concluding word (see ``_CONCLUDING``)."""
    low = max(sentence, start - LEAD)
    lead = view[low:start].rstrip(OPAQUE + " \t\n*_$\\([")
    named = _NAMES_ANSWER.search(lead)
    if named is None:
        return True  # no noun names the answer right before it ("the answer is", "the result:")
    last = _ANSWER_NP.search(view, low + named.start(), low + named.end())
    if last is None:
        return True
    clause = low
    for m in _CLAUSE_BREAK.finditer(view, low, last.start()):
        clause = m.end()
    preamble = view[clause : last.start()]
    preamble = preamble[preamble.rfind(OPAQUE) + 1 :].strip(" \t\n*_#>-—–(")  # (what follows its last math)
    if not preamble:
        return True
    if preamble.endswith(_CONCLUDING_CJK):
        return True
    words = _PREAMBLE_WORD.findall(preamble)
    if not words:
        return OPAQUE not in preamble  # a math span before the answer's name is no conclusion
    if "\u3040" <= words[-1][-1] <= "\u9fff":
        return False
    stripped = False
    while words and words[-1].lower() in ("that", "dass", "que", "что", "qu"):
        words.pop()
        stripped = True
    if not words:
        return True
    word = words[-1].lower()
    return word in _CONCLUDING or (not stripped and word in _COPULA_FIRST)
