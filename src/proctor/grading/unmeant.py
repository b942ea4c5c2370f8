"""Answers the writer does not mean or does not assert: a joke or sarcasm marker around the value, and a
value inside an open question or an unproven claim. :func:`withdrawn` returns the spans of the prose view
it withdraws; :func:`proctor.grading.commitment.committed` blanks them with the rest, so both modes read
them (strict mode reads the committed view too).

- **non-commitment by joke or sarcasm** (:data:`JOKES`, :data:`JOKE_CLAUSES`, :data:`KIDDING`): a marker
  that frames the statement as not meant ("Yeah right,", "Sarcastically,", "April Fools!", "Poisson d'avril !",
  "Aprilscherz:", "Inocentada:", "/s", "/j", "lol jk", "Said no one ever.", "Ja klar,", "Sí, claro,", "Ну да,
  конечно,", "是啊是啊", "😂") withdraws the value of the sentence it opens (or of the next sentence, when it
  stands alone: "April Fools! The answer is 7.") and everything before it; a marker that takes back what was
  said ("just kidding", "jk", "je plaisante", "шучу", "żartuję", "冗談") withdraws everything before it. A
  marker that is also a plain word elsewhere ("as if", "sure", "right", "c'est ça") counts only as a whole
  clause of its own, with an interjection at most ("As if.", "Oh sure,", "Ha, sure,", "Mon œil."); "Yeah, the
  answer is", "Sure, the answer is", "Right, the answer is" stand. A marker that is negated or set aside ("not
  kidding", "no joke", "joking aside", "Spaß beiseite", "blague à part") says the opposite: it withdraws
  nothing.
- **an open question** (:data:`WHETHER`, :data:`WHETHER_AFTER`, :data:`IF_WORDS`, :data:`NOT_KNOWING`): a
  complementiser of an open question that governs the value's clause ("whether", "ob", "czy", "ли", "чи",
  "是否", "apakah", "acaba", "vajon", "est-ce que", "¿"; after the value: "かどうか", "여부", "인지", "mi/mı",
  "吗"), or a complementiser that is also "if" ("if", "si", "se", "of", "om", "hogy", "dacă", "αν", "אם")
  after a word of not knowing, wondering, asking or testing in the same sentence ("I wonder if", "no sé si",
  "non so se", "ik weet niet of", "nem tudom, hogy"), and interrogative word order without its question
  mark ("Could the answer be 7", "Is the answer 7.", "Ist die Antwort 7"): the value's clause states nothing
  (it is blanked; a later answer is read: "We check whether the answer is 7: it is. The answer is
  \\boxed{7}."). A "whether ... or ..." clause is concessive ("Whether we add first or multiply first, the
  answer is 7"): it withdraws nothing.
- **an epistemic label** (:data:`EPISTEMIC`): "Conjecture:", "Hypothesis:", "Guess:", "Unproven:",
  "Untested:", "Open question:", "Vermutung:", "Conjetura:", "Гипотеза:", "猜想：", "予想：", "추측:", or any
  label with such a qualifier in brackets ("Claim (unproven):", "Answer (a guess):"), opening a clause before
  a colon, labels the rest of its sentence as a claim, not an answer (blanked); the same word in brackets
  right after a value ("\\boxed{7} (conjecture)") withdraws it and everything before it.

Cheap where nothing is found: the text's tokens are intersected with the cue tokens of every phrase (set
operations in C), and the patterns run only around the cues found.
"""

from __future__ import annotations

import re
from functools import lru_cache

from proctor.grading.lexicon import _NA, _NB, _SPACELESS, OPAQUE, _by_first, _Lazy, regions
from proctor.grading.plain_words import trie_pattern
from proctor.grading.spans import SENTENCE_END

# Markers of a joke or of sarcasm that frame the statement around them (whole words; "*": a stem).
JOKES: dict[str, tuple[str, ...]] = {
    "en": ("yeah right", "yeah, right", "yea right", "ya right", "yeah riiight", "april fool", "april fools",
           "april fool's", "april fools'", "sarcastically", "sarcasm", "sarcastic", "ironically", "satirically",
           "satire", "prank", "pranked", "trolling", "trolled", "troll answer", "tongue in cheek",
           "tongue-in-cheek", "jokingly", "facetiously", "mockingly", "wryly", "teasingly", "cheekily", "snarkily",
           "playfully", "in jest", "mock answer", "joke's on you", "joke answer", "said no one ever", "said nobody ever",
           "in a parallel universe", "in an alternate universe", "in another universe", "when pigs fly",
           "in your dreams", "fat chance", "wink wink", "nudge nudge", "for the lulz", "lol as if", "as if lol",
           "/s", "/j", "/jk", "/sarcasm", "haha no", "lol no", "lol nope", "sure, jan", "yeah, sure", "yeah sure",
           "oh sure", "oh, sure", "ha, sure", "ha sure"),
    "de": ("aprilscherz", "ja klar", "ja, klar", "na klar doch", "sarkastisch", "ironisch", "scherzhaft",
           "witzigerweise", "spöttisch", "ironischerweise",
           "schön wär's", "schön wärs", "wer's glaubt", "wers glaubt", "träum weiter", "im paralleluniversum"),
    "es": ("inocentada", "sí, claro", "si, claro", "sí claro", "sarcásticamente", "irónicamente", "en broma",
           "burlonamente", "ya quisieras",
           "en tus sueños", "ni en sueños", "es broma", "era broma", "es una broma", "es coña"),
    "fr": ("poisson d'avril", "poisson d’avril", "sarcastiquement", "ironiquement", "malicieusement", "pour rire", "mon œil", "mon oeil",
           "c'est une blague", "c’est une blague", "dans tes rêves", "tu parles", "mdr"),
    "it": ("pesce d'aprile", "pesce d’aprile", "sì, come no", "si, come no", "come no", "sarcasticamente",
           "ironicamente", "è uno scherzo", "nei tuoi sogni", "burlonamente", "scherzosamente"),
    "pt": ("mentira de primeiro de abril", "dia da mentira", "só que não", "so que nao", "até parece",
           "sarcasticamente", "ironicamente", "é brincadeira", "nos teus sonhos", "nos seus sonhos"),
    "ru": ("ну да, конечно", "ну да конечно", "ага, конечно", "ага конечно", "первоапрельская",
           "с первым апреля", "саркастически", "иронично", "это шутка", "размечтался", "держи карман шире"),
    "uk": ("ага, звісно", "ну так, звичайно", "саркастично", "іронічно", "це жарт", "першоквітнев*"),
    "pl": ("prima aprilis", "no jasne", "jasne, jasne", "sarkastycznie", "ironicznie", "to żart",
           "chyba śnisz", "w twoich snach"),
    "nl": ("ja hoor", "ja, hoor", "aprilgrap", "sarcastisch", "ironisch", "het is een grap",
           "ammehoela", "dat had je gedacht"),
    "sv": ("aprilskämt", "sarkastiskt", "ironiskt", "det är ett skämt"),
    "da": ("aprilsnar", "sarkastisk", "ironisk", "det er en joke"),
    "no": ("aprilspøk", "sarkastisk", "ironisk", "det er en spøk"),
    "fi": ("aprillipila", "sarkastisesti", "ironisesti", "just joo"),
    "cs": ("aprílový žertík", "no jasně", "jasně, jasně", "sarkasticky", "ironicky", "to je vtip"),
    "sk": ("aprílový žart", "no jasné", "sarkasticky", "ironicky", "to je vtip"),
    "hu": ("áprilisi tréfa", "persze, persze", "szarkasztikusan", "ironikusan", "ez vicc"),
    "ro": ("păcăleală", "pacaleala", "sarcastic", "e o glumă"),
    "tr": ("nisan şakası", "tabii canım", "hadi canım", "alaycı bir şekilde", "ironik olarak",
           "rüyanda görürsün", "şaka şaka"),
    "el": ("πρωταπριλιάτικ*", "ναι, καλά", "ναι καλά", "σαρκαστικά", "ειρωνικά", "είναι αστείο"),
    "id": ("april mop", "sarkas", "bercanda doang", "cuma bercanda", "hanya bercanda"),
    "vi": ("cá tháng tư", "mỉa mai", "đùa thôi", "nói đùa"),
    "hi": ("अप्रैल फूल", "व्यंग्य", "मज़ाक है", "मजाक है"),
    "ar": ("كذبة أبريل", "كذبة نيسان", "بسخرية", "مجرد مزحة"),
    "he": ("מתיחה", "כן, בטח", "בציניות", "באירוניה", "סתם צחוק"),
    "fa": ("دروغ سیزده", "آره جون خودت", "به طعنه", "شوخی است"),
    "th": ("เมษาหน้าโง่", "ประชด", "ล้อเล่น"),
    "zh": ("愚人节", "愚人節", "是啊是啊", "呵呵", "才怪", "讽刺地", "諷刺地", "反讽", "反諷",
           "开玩笑的", "開玩笑的", "逗你玩", "逗你的"),
    "ja": ("エイプリルフール", "なんてね", "なーんて", "皮肉", "はいはい", "冗談だよ", "冗談です", "うそだよ", "嘘だよ",
           "ウソだよ"),
    "ko": ("만우절", "퍽이나", "비꼬", "반어", "ㅋㅋ"),
}  # fmt: skip
# Adverbs that give the statement as unasserted ("Conjecturally, the answer is 7"): read as a joke marker.
UNASSERTED: dict[str, tuple[str, ...]] = {
    "en": ("conjecturally", "hypothetically", "speculatively", "for the sake of argument"),
    "de": ("hypothetisch", "rein spekulativ"), "es": ("hipotéticamente", "especulativamente"),
    "fr": ("hypothétiquement",), "it": ("ipoteticamente",), "pt": ("hipoteticamente",), "ru": ("гипотетически",),
    "pl": ("hipotetycznie",), "nl": ("hypothetisch",), "sv": ("hypotetiskt",),
}  # fmt: skip
# Labels that give the statement as a joke ("Joke:", "This is a joke:", "Ironie:"): read as epistemic labels.
JOKE_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("joke", "irony", "sarcasm", "satire", "troll", "prank", "parody"),
    "de": ("witz", "scherz", "ironie", "sarkasmus", "satire"), "es": ("broma", "chiste", "ironía", "sarcasmo"),
    "fr": ("blague", "plaisanterie", "ironie", "sarcasme"), "it": ("scherzo", "battuta", "ironia", "sarcasmo"),
    "pt": ("piada", "brincadeira", "ironia", "sarcasmo"), "ru": ("шутка", "ирония", "сарказм"),
    "uk": ("жарт", "іронія", "сарказм"), "pl": ("żart", "dowcip", "ironia", "sarkazm"),
    "nl": ("grap", "ironie", "sarcasme"), "sv": ("skämt", "ironi", "sarkasm"), "tr": ("şaka", "ironi"),
    "zh": ("笑话", "笑話", "玩笑", "讽刺", "諷刺"), "ja": ("冗談", "ジョーク", "皮肉"), "ko": ("농담", "풍자"),
}  # fmt: skip
# Markers only as a whole clause of their own ("As if.", "Oh sure,", "Gotcha!"): elsewhere plain words.
JOKE_CLAUSES: dict[str, tuple[str, ...]] = {
    "en": ("as if", "sure thing, not", "gotcha", "psych", "dream on", "not!"),
    "de": ("reingelegt", "ätsch", "klar doch"),
    "fr": ("c'est ça", "c’est ça", "ouais, c'est ça", "ouais c'est ça"),
    "es": ("te pillé", "caíste", "ya, claro"),
    "it": ("ci sei cascato", "come no"),
    "pt": ("pegadinha", "até parece"),
    "ru": ("ну-ну", "щас", "как же"),
    "pl": ("akurat", "już to widzę"),
    "uk": ("авжеж",),
}  # fmt: skip
# Laughter right after a value, as a clause of its own ("7 lol", "7. Haha.").
JOKE_AFTER: dict[str, tuple[str, ...]] = {
    "en": ("lol", "lmao", "rofl", "haha", "hahaha", "hehe", "xd"), "es": ("jaja", "jajaja"), "fr": ("mdr",),
    "pt": ("kkk", "kkkk", "rsrs"), "ko": ("ㅋㅋ", "ㅋㅋㅋ"), "zh": ("哈哈", "哈哈哈"), "ja": ("笑", "ｗｗ"),
    "ru": ("хаха", "ахах"),
}  # fmt: skip
# Markers that take back what was said before them.
KIDDING: dict[str, tuple[str, ...]] = {
    "en": ("kidding", "jk", "j/k", "joking", "just a joke", "only joking", "i jest"),
    "de": ("nur spaß", "nur ein scherz", "war nur spaß", "kleiner scherz", "scherz"),
    "es": ("es broma", "bromeaba", "bromeo", "estoy bromeando", "solo bromeaba"),
    "fr": ("je plaisante", "je blague", "je rigole", "c'était une blague", "c’était une blague"),
    "it": ("scherzo", "scherzavo", "sto scherzando"),
    "pt": ("brincadeira", "tô brincando", "to brincando", "estou brincando", "brincadeirinha"),
    "ru": ("шучу", "шутка", "я пошутил", "я пошутила", "пошутил", "пошутила", "шутю"),
    "uk": ("жартую", "жарт"),
    "pl": ("żartuję", "żartowałem", "żartowałam", "żart"),
    "nl": ("grapje", "ik maak een grapje", "geintje"),
    "sv": ("skojar", "skämtar", "skämt"),
    "da": ("for sjov", "bare for sjov", "pjat"),
    "no": ("tuller", "bare tull"),
    "fi": ("vitsi", "leikilläni", "pilailen"),
    "cs": ("dělám si srandu", "žertuji", "žertuju", "vtip"),
    "sk": ("žartujem", "robím si srandu"),
    "hu": ("csak viccelek", "viccelek", "csak vicc"),
    "ro": ("glumesc", "glumeam", "doar glumesc"),
    "tr": ("şaka", "şakaydı", "şaka yapıyorum", "şakaydı tabii"),
    "el": ("πλάκα κάνω", "αστειεύομαι"),
    "id": ("bercanda", "becanda", "cuma becanda"),
    "vi": ("đùa đấy", "đùa thôi", "giỡn thôi"),
    "hi": ("मज़ाक कर रहा", "मजाक कर रहा", "मज़ाक था", "मजाक था"),
    "ar": ("أمزح", "امزح", "كنت أمزح"),
    "he": ("צוחק", "צוחקת", "סתם צוחק"),
    "fa": ("شوخی کردم", "شوخی"),
    "th": ("ล้อเล่น", "แค่ล้อเล่น"),
    "zh": ("开玩笑", "開玩笑", "骗你的", "騙你的", "逗你"),
    "ja": ("冗談", "うそうそ", "嘘嘘", "ウソウソ", "なんちゃって"),
    "ko": ("농담*", "장난이*", "장난입*", "뻥이*"),
}  # fmt: skip
# Before a joke marker: it is denied or set aside ("not kidding", "no joke"); after it: set aside.
_DENIED_BEFORE = re.compile(
    r"(?i:(?:\b(?:not|no|without|beyond|nicht|kein|keine|pas|sans|no\s+es|non|não|не|nie|niet|geen|ingen|inte|ikke|ei|nem|"
    r"nu|δεν|bukan|không)|n['’]t|不是|不)[\s,]*(?:(?:a|just|only|ein|une|un|uno|una|um|uma|das|ist|eine)\s+)?$)"
)
_ASIDE_AFTER = re.compile(
    r"(?i:^[\s,]*(?:ではな|じゃな|ではあり|じゃあり|でもな|가\s*아니|이\s*아니|아니|नहीं|نیست|ไม่ใช่|"
    r"(?:değil|aside|apart|beiseite|à\s+part|a\s+part|aparte|a\s+parte|à\s+parte|в\s+сторону|na\s+bok|"
    r"terzijde|åt\s+sidan|bir\s+yana|放一边|放一邊|はさておき|はさて置き|는\s*제쳐두고)\b))"
)
# Interjections that may stand with a marker that is a whole clause ("Ha, sure.", "Oh, right.").
_FILLER = (
    r"(?:oh|ah|ha|haha|hah|lol|lmao|yeah|yea|ya|yes|well|hmm|sure|right|ja|na|si|sí|oui|ouais|ну|да|ага|"
    r"no|tak|jo|ok|okay|mhm|hehe)"
)

# Complementisers of an open question before the value it governs ("whether the answer is 7").
WHETHER: dict[str, tuple[str, ...]] = {
    "en": ("whether",), "de": ("ob",), "pl": ("czy",), "ru": ("ли", "ль", "неужели", "разве"),
    "uk": ("чи", "невже", "хіба"), "pt": ("será que",),
    "fr": ("est-ce que", "est-ce qu", "~[^\\W\\d_]++-(?:t-)?(?:il|elle|ce|on)"), "id": ("apakah", "adakah"), "tr": ("acaba",), "hu": ("vajon",),
    "cs": ("zda", "zdali", "jestli"), "sk": ("či", "či je"), "vi": ("liệu", "có phải"), "ar": ("هل", "ما إذا"),
    "he": ("האם",), "fa": ("آیا",), "hi": ("क्या",), "zh": ("是否", "是不是", "能否", "有没有", "有沒有"),
    "ko": ("과연",), "es": ("¿",), "it": ("chissà se", "chissà"),
}  # fmt: skip
# ... after the value ("答えが 7 かどうか", "답이 7인지", "cevap 7 mi", "答案是7吗。").
WHETHER_AFTER: dict[str, tuple[str, ...]] = {
    "ja": ("かどうか", "か否か", "ですか", "でしょうか", "だろうか", "なのか", "かな", "かしら"),
    "ko": ("인지*", "일지*", "여부*", "입니까", "인가요", "일까*", "인가*", "이니", "이냐"),
    "tr": ("mi", "mı", "mu", "mü", "midir", "mıdır", "mudur", "müdür", "mi acaba", "mı acaba"),
    "zh": ("吗", "嗎", "与否", "與否"),
    "th": ("หรือไม่", "หรือเปล่า", "ไหม", "มั้ย"),
    "hi": ("या नहीं",),
}  # fmt: skip
# Complementisers that are also "if": an open question only after a word of NOT_KNOWING in their sentence.
IF_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("if",), "es": ("si",), "fr": ("si", "s'il", "s’il"), "it": ("se",), "pt": ("se",), "nl": ("of",),
    "sv": ("om",), "da": ("om",), "no": ("om",), "hu": ("hogy",), "ro": ("dacă", "daca"), "el": ("αν", "εάν"),
    "he": ("אם",), "fa": ("که",), "th": ("ว่า",), "hi": ("कि",), "ar": ("إذا", "اذا"), "fi": ("onko", "onkö"),
    "id": ("kalau",), "ko": ("지",), "tr": ("olup olmadığı*",), "vi": ("có",), "de": ("ob",),
}  # fmt: skip
# Words of not knowing, wondering, asking, doubting or testing (they govern an open question).
NOT_KNOWING: dict[str, tuple[str, ...]] = {
    "en": ("wonder", "wondering", "unclear", "uncertain", "unsure", "not sure", "not certain", "unknown",
           "don't know", "do not know", "doesn't know", "does not know", "no idea", "not clear", "can't tell",
           "cannot tell", "hard to say", "hard to tell", "remains to be seen", "question is", "open question",
           "ask", "asking", "asked", "check", "checking", "test", "testing", "verify", "see", "decide",
           "determine", "doubt", "curious", "investigate", "examine", "nobody knows", "no one knows", "who knows"),
    "es": ("no sé", "no se sabe", "no está claro", "no queda claro", "no es claro", "me pregunto", "pregunta es",
           "comprobar", "comprobemos", "verificar", "verifiquemos", "veamos", "decidir", "determinar", "incierto",
           "dudo", "no estoy seguro", "no estoy segura", "desconozco"),
    "fr": ("ne sais pas", "ne sait pas", "sais pas", "pas clair", "pas sûr", "pas certain", "me demande",
           "se demander", "question est", "vérifier", "vérifions", "voyons", "reste à voir", "incertain",
           "ignore", "j'ignore", "j’ignore", "doute"),
    "it": ("non so", "non si sa", "non è chiaro", "non è certo", "mi chiedo", "mi domando", "domanda è",
           "verificare", "verifichiamo", "vediamo", "resta da vedere", "incerto", "dubito", "non sono sicuro",
           "non sono sicura", "chissà"),
    "pt": ("não sei", "não se sabe", "não está claro", "não é claro", "pergunto-me", "me pergunto",
           "questão é", "pergunta é", "verificar", "verifiquemos", "vejamos", "resta saber", "incerto",
           "duvido", "não tenho certeza"),
    "nl": ("weet niet", "weet ik niet", "onduidelijk", "onzeker", "vraag me af", "vraag is", "controleren",
           "controleer", "nagaan", "kijken", "onbekend", "niet zeker", "betwijfel"),
    "sv": ("vet inte", "oklart", "osäkert", "undrar", "frågan är", "kontrollera", "inte säker"),
    "da": ("ved ikke", "uklart", "usikkert", "undrer", "spørgsmålet er", "kontroller", "ikke sikker"),
    "no": ("vet ikke", "uklart", "usikkert", "lurer på", "spørsmålet er", "sjekk", "ikke sikker"),
    "hu": ("nem tudom", "nem tudni", "nem világos", "nem egyértelmű", "kérdés", "kíváncsi vagyok",
           "nem biztos", "ellenőrizzük", "kétséges"),
    "ro": ("nu știu", "nu stiu", "nu e clar", "nu este clar", "mă întreb", "întrebarea este", "verificăm",
           "nu sunt sigur", "incert"),
    "el": ("δεν ξέρω", "δεν είναι σαφές", "δεν είναι σαφές", "αναρωτιέμαι", "ερώτημα είναι", "ελέγξουμε",
           "δεν είμαι σίγουρ*"),
    "he": ("לא יודע", "לא יודעת", "לא ברור", "תוהה", "השאלה היא", "נבדוק", "לא בטוח"),
    "fa": ("نمی‌دانم", "نمیدانم", "معلوم نیست", "مشخص نیست", "نامشخص", "مطمئن نیستم"),
    "th": ("ไม่รู้", "ไม่แน่ใจ", "ไม่ชัดเจน", "สงสัย", "ตรวจสอบ"),
    "hi": ("पता नहीं", "नहीं पता", "स्पष्ट नहीं", "नहीं जानता", "सोच रहा"),
    "ar": ("لا أعلم", "لا أعرف", "غير واضح", "أتساءل", "نتحقق", "لست متأكد*"),
    "fi": ("en tiedä", "epäselvää", "epävarmaa", "ihmettelen", "kysymys on", "tarkistetaan"),
    "id": ("tidak tahu", "tak tahu", "nggak tahu", "belum jelas", "tidak jelas", "bertanya-tanya",
           "tidak yakin", "periksa"),
    "ko": ("모르겠*", "모른*", "불확실*", "궁금*", "확실하지 않*", "확인해"),
    "tr": ("bilmiyorum", "belli değil", "belirsiz", "emin değilim", "merak ediyorum", "kontrol edelim"),
    "vi": ("không biết", "không rõ", "chưa rõ", "không chắc", "tự hỏi", "kiểm tra"),
    "de": ("weiß nicht", "weiss nicht", "unklar", "fraglich", "frage ist", "prüfen", "ungewiss"),
}  # fmt: skip
# Words of doubt: they govern a "that" clause too ("I doubt that", "Non sono sicuro che", "Не уверен, что").
DOUBT: dict[str, tuple[str, ...]] = {
    "en": ("doubt", "doubtful", "not sure", "unsure", "not certain", "not convinced", "unconvinced", "unclear"),
    "de": ("nicht sicher", "bezweifle", "zweifle", "unklar", "nicht überzeugt"),
    "es": ("no estoy seguro", "no estoy segura", "dudo", "no está claro", "no es seguro", "no creo"),
    "fr": ("pas sûr", "pas sûre", "pas certain", "pas certaine", "doute", "pas clair", "pas convaincu"),
    "it": ("non sono sicuro", "non sono sicura", "dubito", "non è chiaro", "non è detto", "non credo"),
    "pt": ("não tenho certeza", "não estou certo", "não estou seguro", "duvido", "não está claro", "não acho"),
    "ru": ("не уверен", "не уверена", "не уверены", "сомневаюсь", "неясно", "не факт", "не думаю"),
    "uk": ("не впевнений", "не впевнена", "сумніваюся", "не факт"),
    "pl": ("nie jestem pewien", "nie jestem pewna", "wątpię", "nie wiadomo", "nie sądzę"),
    "nl": ("niet zeker", "twijfel", "betwijfel", "niet duidelijk"),
    "sv": ("inte säker", "tvivlar", "osäker på"), "da": ("ikke sikker", "tvivler"), "no": ("ikke sikker", "tviler"),
    "cs": ("nejsem si jist", "nejsem si jistý", "pochybuji"), "hu": ("nem vagyok biztos", "kétlem"),
    "ro": ("nu sunt sigur", "mă îndoiesc"), "tr": ("emin değilim", "şüpheliyim"), "id": ("tidak yakin", "ragu"),
}  # fmt: skip
THAT_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("that",), "de": ("dass", "daß"), "es": ("que", "de que"), "fr": ("que", "qu"), "it": ("che",),
    "pt": ("que", "de que"), "ru": ("что",), "uk": ("що",), "pl": ("że", "iż"), "nl": ("dat",), "sv": ("att",),
    "da": ("at",), "no": ("at",), "cs": ("že",), "hu": ("hogy",), "ro": ("că",), "tr": ("ki",), "id": ("bahwa",),
}  # fmt: skip
# Labels that give a claim as unproven ("Conjecture:", "Claim (unproven):").
EPISTEMIC: dict[str, tuple[str, ...]] = {
    "en": ("conjecture", "conjectured", "conjectural", "hypothesis", "hypothetically", "guess", "my guess",
           "educated guess", "wild guess", "best guess", "speculation", "speculative", "hunch", "unproven",
           "unproved", "untested", "unverified", "unconfirmed", "unchecked", "not proven", "not verified",
           "not yet proven", "not yet verified", "unsubstantiated", "open question", "open problem", "unclear",
           "unknown", "uncertain", "to be verified", "to be proven", "tbd", "tbc", "pending verification"),
    "de": ("vermutung", "hypothese", "schätzung", "unbewiesen", "ungeprüft", "nicht bewiesen", "spekulation",
           "offene frage", "unklar", "geraten"),
    "es": ("conjetura", "hipótesis", "suposición", "sin demostrar", "no demostrado", "no verificado",
           "sin verificar", "especulación", "pregunta abierta", "corazonada", "adivinanza"),
    "fr": ("conjecture", "hypothèse", "supposition", "non prouvé", "non démontré", "non vérifié",
           "spéculation", "question ouverte", "intuition", "pari"),
    "it": ("congettura", "ipotesi", "supposizione", "non dimostrato", "non verificato", "speculazione",
           "domanda aperta", "intuizione"),
    "pt": ("conjectura", "conjetura", "hipótese", "suposição", "não provado", "não demonstrado",
           "não verificado", "especulação", "palpite", "chute", "questão em aberto"),
    "ru": ("гипотеза", "предположение", "догадка", "не доказано", "недоказанн*", "не проверено",
           "непроверенн*", "открытый вопрос"),
    "uk": ("гіпотеза", "припущення", "здогадка", "не доведено", "не перевірено"),
    "pl": ("hipoteza", "przypuszczenie", "domysł", "niesprawdzone", "nieudowodnione", "otwarte pytanie",
           "zgadywanie", "strzał"),
    "nl": ("vermoeden", "hypothese", "gok", "onbewezen", "niet bewezen", "ongetest", "open vraag"),
    "sv": ("förmodan", "hypotes", "gissning", "obevisat", "overifierat", "öppen fråga"),
    "da": ("formodning", "hypotese", "gæt", "ubevist", "åbent spørgsmål"),
    "no": ("formodning", "hypotese", "gjetning", "ubevist", "åpent spørsmål"),
    "fi": ("arvaus", "hypoteesi", "konjektuuri", "todistamaton", "avoin kysymys"),
    "cs": ("domněnka", "hypotéza", "nedokázáno", "neověřeno"),
    "sk": ("domnienka", "hypotéza", "nedokázané", "neoverené"),
    "hu": ("sejtés", "hipotézis", "feltevés", "bizonyítatlan", "ellenőrizetlen"),
    "ro": ("conjectură", "ipoteză", "presupunere", "nedemonstrat", "neverificat"),
    "el": ("εικασία", "υπόθεση", "μαντεψιά", "αναπόδεικτο", "ανεπιβεβαίωτο"),
    "tr": ("varsayım", "tahmin", "hipotez", "sanı", "kanıtlanmamış", "doğrulanmamış"),
    "id": ("dugaan", "hipotesis", "tebakan", "belum terbukti", "belum diverifikasi"),
    "vi": ("giả thuyết", "phỏng đoán", "chưa chứng minh", "chưa kiểm chứng"),
    "hi": ("अनुमान", "परिकल्पना", "अप्रमाणित"),
    "ar": ("تخمين", "فرضية", "حدسية", "غير مثبت"),
    "he": ("השערה", "ניחוש", "לא מוכח"),
    "fa": ("حدس", "فرضیه", "اثبات نشده"),
    "th": ("สมมติฐาน", "การคาดเดา", "ข้อคาดการณ์"),
    "zh": ("猜想", "猜测", "猜測", "推测", "推測", "假设", "假設", "未证明", "未證明", "未经证明", "待证", "待證",
           "未验证", "未驗證", "臆测"),
    "ja": ("予想", "仮説", "推測", "未証明", "憶測", "未検証"),
    "ko": ("추측", "가설", "추정", "미증명", "예상", "미검증"),
}  # fmt: skip
# (the lexicon's words of an open or unverified status the tables above lack: lexicon.py's block of such words)
for _table, _more in (
    (
        EPISTEMIC,
        {
            "en": ("not yet checked", "unverifiable", "needs verification", "needs checking"),
            "de": ("unverifiziert", "nicht überprüft", "nicht verifiziert", "nicht geprüft", "unbestätigt"),
            "es": ("sin comprobar", "no comprobado", "no confirmado", "sin confirmar", "por verificar"),
            "fr": ("non confirmé", "à vérifier", "non contrôlé", "pas vérifié"),
            "it": ("non controllato", "da verificare", "non confermato"),
            "pt": ("não confirmado", "a verificar", "sem verificar", "não conferido"),
            "ru": (
                "непроверено",
                "не проверено",
                "не подтверждено",
                "неподтверждено",
                "не проверен",
                "требует проверки",
            ),
            "uk": ("неперевірено", "не перевірено", "не підтверджено"),
            "pl": (
                "niezweryfikowane",
                "niezweryfikowany",
                "niezweryfikowana",
                "niepotwierdzone",
                "niepotwierdzony",
                "nie sprawdzono",
                "do sprawdzenia",
            ),
            "nl": ("niet geverifieerd", "ongeverifieerd", "onbevestigd", "niet gecontroleerd"),
            "cs": ("neověřeno", "neověřený", "nepotvrzeno"),
            "sk": ("neoverené", "neoverený", "nepotvrdené"),
            "tr": (
                "doğrulanmadı",
                "doğrulanmamış",
                "kontrol edilmedi",
                "kontrol edilmemiş",
                "teyit edilmedi",
                "kanıtlanmadı",
            ),
            "sv": ("obekräftat", "ej verifierat", "inte verifierat"),
            "da": ("ubekræftet", "ikke verificeret"),
            "no": ("ubekreftet", "ikke verifisert"),
            "fi": ("tarkistamaton", "vahvistamaton", "tarkistamatta"),
            "hu": ("nem ellenőrzött", "megerősítetlen"),
            "ro": ("neconfirmat", "neverificat"),
            "el": ("ανεπαλήθευτο", "μη επαληθευμένο"),
            "id": ("belum dicek", "belum diperiksa", "belum dikonfirmasi", "tidak terverifikasi"),
            "vi": ("chưa xác minh", "chưa kiểm tra", "chưa xác nhận", "chưa được kiểm chứng"),
            "hi": ("अपुष्ट", "असत्यापित", "सत्यापित नहीं", "जाँचा नहीं", "अप्रमाणित"),
            "ar": ("غير مؤكد", "غير مؤكدة", "غير متحقق منه", "لم يتم التحقق", "لم يتحقق منه", "غير مثبتة"),
            "he": ("לא מאומת", "לא נבדק", "לא אומת"),
            "fa": ("تأیید نشده", "بررسی نشده"),
            "th": ("ยังไม่ได้ตรวจสอบ", "ยังไม่ยืนยัน"),
            "zh": (
                "未核实",
                "未核實",
                "未确认",
                "未確認",
                "没验证",
                "沒驗證",
                "未检验",
                "未檢驗",
                "尚未验证",
                "待验证",
                "待驗證",
            ),
            "ja": (
                "検証していない",
                "検証してない",
                "未確認",
                "確認していない",
                "確認してない",
                "検算していない",
            ),
            "ko": ("확인되지 않음", "검증되지 않음", "미확인", "검증 안 됨"),
        },
    ),
    (WHETHER_AFTER, {"tr": ("olup olmadığı*", "olup olmayacağı*")}),
    (IF_WORDS, {"ar": ("إن", "ان", "لو")}),
    (NOT_KNOWING, {"ar": ("لست متأكدا", "لست متأكداً", "لست متأكدة", "لا أدري")}),
):
    for _lang, _words in _more.items():
        _table[_lang] = tuple(_table.get(_lang, ())) + _words

# Interrogative word order: a verb, then its subject, opening the value's clause ("Could the answer be 7").
_INVERTED = re.compile(
    r"(?i:(?:is|are|was|were|could|can|would|should|might|may|must|does|did|shall|isn't|"
    r"aren't|couldn't|wouldn't|ist|sind|wäre|könnte|kann|muss|sollte|is|zijn|zou|kan|moet|är|blir|er|"
    r"blir|est-il|est-elle|serait-ce|pourrait-il|pourrait-elle)\s+(?:the|it|this|that|our|my|its|there|"
    r"[a-z]|die|der|das|es|unsere|het|de|dit|dat|svaret|det|svaret|la|le)\b|(?:is|are|was|could|can|would|"
    r"should|might|must|ist|wäre|könnte|är)\s+(?=[$" + OPAQUE + r"\d]))"
)

_CLAUSE_END = re.compile(r"[.!?;](?=\s|$)|[,:](?=\s)|[。！？，；：、]|\n|\s(?i:but|however|then|so)\s")
_SENTENCE_END = SENTENCE_END
_VALUE_AT = re.compile(OPAQUE + r"|(?<![\w.])[-+−]?\$?\d")
_OR_WORD = re.compile(
    r"(?i:\b(?:or|oder|ou|o|или|albo|lub|of|eller|vagy|sau|veya|yoksa|atau|hay|或|还是|還是)\b)|或|还是|還是"
)
_REGARDLESS = re.compile(
    r"(?i:\b(?:regardless\s+of|irrespective\s+of|no\s+matter|independent(?:ly)?\s+of|unabhängig\s+davon|"
    r"egal)\s*$)"
)
LOOK = 300


def _word(w: str, lang: str) -> str:
    """A word's pattern: its parts parted by white space or a comma; whole words ("~": a pattern as it is;
    "*" at its end: a stem)."""
    if w.startswith("~"):
        return _NB + w[1:] + _NA
    stem = w.endswith("*")
    w = w.rstrip("*")
    body = r"[\s,]+".join(re.escape(p) for p in w.split(" "))
    if lang in _SPACELESS:
        return body
    if not w[:1].isalnum():
        return (
            r"(?<![\w/<])" + body + (_NA + "(?!>)" if w[-1:].isalnum() else "")
        )  # ("/s", not "m/s", "</s>")
    return _NB + body + ("" if stem else _NA)


def _alts(table: dict[str, tuple[str, ...]], glued: tuple[str, ...] = ()) -> str:
    """One alternation of ``table``'s words, the longest first (the languages in ``glued`` without a left
    edge: a Korean particle is written onto its value, "7인지")."""
    # (ties by text: the same pattern in every process, whatever the set's order; regex_cache keeps it)
    words = sorted({(w, lang) for lang, ws in table.items() for w in ws}, key=lambda x: (-len(x[0]), x))
    return "|".join(
        (_word(w, lang)[len(_NB) :] if lang in glued and _word(w, lang).startswith(_NB) else _word(w, lang))
        for w, lang in words
    )


# "I wonder if", "no sé si", "nem tudom, hogy", "I don't know if": the complementiser right after the word
_IF_BODY = (
    r"[\s,:]*(?:(?:myself|ourselves|me|us|you|ourself|pas|well|now)[\s,]+)?(?:" + _alts(IF_WORDS) + r")"
)
_IF = _Lazy(r"(?i:" + _IF_BODY + r")")
_GOVERNED = r"(?=" + _IF_BODY + r")"
_THAT_BODY = r"[\s,:]*(?:(?:of|de|about)[\s,]+)?(?:" + _alts(THAT_WORDS) + r")"
_THAT = _Lazy(r"(?i:" + _THAT_BODY + r")")
_DOUBTED = (
    r"(?=" + _THAT_BODY + r"|" + _IF_BODY + r")"
)  # (a word of NOT_KNOWING is read only before its complementiser)
_KINDS = (
    ("joke", JOKES, (), ""), ("joke", UNASSERTED, (), ""), ("kidding", KIDDING, (), ""), ("label", EPISTEMIC, (), ""),
    ("label", JOKE_LABELS, (), ""), ("whether", WHETHER, (), ""),
    ("know", NOT_KNOWING, (), _GOVERNED), ("doubt", DOUBT, (), _DOUBTED), ("clause", JOKE_CLAUSES, (), ""), ("laugh", JOKE_AFTER, (), ""),
    ("after", WHETHER_AFTER, ("ko",), ""),
)  # fmt: skip
# Each kind's words (read only where _FIND found one: the longest match of them says what it is)
_KIND_PATTERNS = tuple(
    (kind, _Lazy(r"(?i:(?:" + _alts(table, glued) + r")" + then + r")"))
    for kind, table, glued, then in _KINDS
)


def _find_pattern(only: str | None = None) -> _Lazy:
    """One scan for every word above: the words grouped by their first character (a place costs a
    character-class test), those of a spaced script behind one left edge, NOT_KNOWING's before the
    lookahead of its complementiser. (``only``: the part of the scan for the words read before that
    lookahead, alone.)"""
    parts: list[str] = []
    for edge, then in ((True, ""), (True, _GOVERNED), (True, _DOUBTED), (False, "")):
        if only is not None and (not edge or then != only):
            continue
        bodies: set[str] = set()
        for _kind, table, glued, kind_then in _KINDS:
            if kind_then != then:
                continue
            for lang, ws in table.items():
                for w in ws:
                    word = _word(w, lang)
                    edged = word.startswith(_NB) and lang not in glued
                    if edged == edge:
                        bodies.add(word[len(_NB) :] if word.startswith(_NB) else word)
        if not bodies:
            continue
        ordered = sorted(bodies, key=lambda b: (b[:1], -len(b), b))  # (ties by text: as in _alts)
        heads = "".join(sorted({re.escape(b[0].lower()) for b in ordered if b[:1].isalnum()}))
        parts.append(
            (_NB if edge else "")
            + r"(?=["
            + heads
            + r"])(?:"
            + _by_first([b for b in ordered if b[:1].isalnum()])
            + r")"
            + then
        )
        parts += _guarded([b + then for b in ordered if not b[:1].isalnum()])
    return _Lazy(r"(?i:" + "|".join(parts) + r")")


_UNEDGED = r"(?<![\w/<])"  # (the left edge :func:`_word` gives a word that does not start with a letter)


def _guarded(bodies: list[str]) -> list[str]:
    """``bodies`` (neighbouring alternatives of one scan) as one alternative behind a lookahead of the characters
    they start with (``/``, ``¿``: a word that starts with a letter is never one of them), when each is
    ``_UNEDGED`` then such a character that no case folds: the same matches (where the lookahead fails none of
    them can match, and the alternatives around them are tried as before), one test a place instead of a
    lookbehind each (test_prefilters_5)."""
    heads: set[str] = set()
    for b in bodies:
        c = b[len(_UNEDGED) : len(_UNEDGED) + 1]
        if not b.startswith(_UNEDGED) or not c or c.isalnum() or c in "\\[](){}.*+?^$|-&~#" or c.isspace():
            return bodies
        if c.lower() != c or c.upper() != c or c.casefold() != c:
            return bodies
        heads.add(c)
    if len(bodies) < 2:
        return bodies
    return ["(?=[" + "".join(sorted(heads)) + "])(?:" + "|".join(bodies) + ")"]


_FIND = _find_pattern()
_FIND_GOVERNED = _find_pattern(_GOVERNED)  # (NOT_KNOWING's words before their complementiser: see _quiet)


def _kind_at(view: str, at: int, end: int) -> tuple[str, int] | None:
    """The kind of the word of the tables that starts at ``at`` (the longest; the first kind on a tie), and
    its end."""
    best: tuple[str, int] | None = None
    for kind, pattern in _KIND_PATTERNS:
        m = pattern.match(view, at, end)
        if m is not None and (best is None or m.end() > best[1]):
            best = (kind, m.end())
    return best


GOVERNS = 30  # characters between a word of NOT_KNOWING and the complementiser it governs
_VALUE_BEFORE = re.compile(r"(?:" + OPAQUE + r"|\d)[\s*$.!,]*$")
_PARTICLE_AFTER = re.compile(r"(?:" + OPAQUE + r"|\d)[\s*$)'’]*[^\s\d" + OPAQUE + r".!?,;:]{0,3}[ \t]*$")
_EMOJI_CHARS = "\U0001f602\U0001f923\U0001f61c\U0001f92a\U0001f643\U0001f60f"
_EMOJI = re.compile("[" + _EMOJI_CHARS + "]")
# A label: what opens the clause, the label word, a bracket, then a colon ("Conjecture:", "Claim (unproven):")
_LABEL_OPENS = re.compile(
    r"[\s*_#>\-•]*(?i:(?:(?:this|that|it|here)\s+(?:is|was)\s+)?(?:the|a|an|my|our|this|one|mi|mia|ma|mon|meine?|"
    r"minha|meu|moja|mijn|моя|мой)\s+)?$"
)
_LABEL_COLON = re.compile(
    r"(?:[\s*_]+(?i:answers?|results?|values?|solutions?|respuesta|réponse|antwort|risposta|resposta|ответ|"
    r"odpowiedź|antwoord|svar))?[\s*_]*(?:[(（][^()（）\n]{0,40}[)）])?[\s*_]*(?:[:：]|[\s*_]+(?i:is|was|would\s+be|"
    r"es|est|ist|è|é|era|to|jest|на|—)(?:[\s,]+(?i:that|que|dass|che|что|że|dat|att))?(?=[\s,]+(?i:that|que|"
    r"dass|che|что|że|dat|att)\b|[\s$*]*(?:" + OPAQUE + r"|\d)))"
)  # ("Conjecture:", "Conjectured answer:", "My conjecture is that", "My guess is 7")
_LABELLED = re.compile(r"[\s*_#>\-•]*(?:[^\W\d_]+[\s*_]*){1,3}")  # (a label of three words at most)
_BRACKET_LABEL = re.compile(r"[(（\[][^()（）\[\]\n]{0,40}$")
_BRACKET_CLOSE = re.compile(r"[^()（）\[\]\n]{0,40}[)）\]]")
# What opens a clause that a word of JOKE_CLAUSES is the whole of (interjections at most on either side)
_CLAUSE_ALONE_BEFORE = re.compile(r"(?i:[\s*_>\"'“”«»¡¿(]*(?:" + _FILLER + r"[\s,!.…]+)*)$")
_CLAUSE_ALONE_AFTER = re.compile(r"(?i:[\s,]*(?:" + _FILLER + r"[\s,]*)*(?:[.!?…;:)\]]|$|\n|,\s))")


_RAW_CUES = ("-il", "-elle", "-ce", "-on")  # (French inversion: "La réponse serait-elle 7")
# Words too common to stand for their phrase (the phrase's rarest word is looked for: "universe", not "in")
_COMMON_CUES = frozenset(
    """as if right answer when just does do not no know knows problem question the a an is in it that this of to
    for yeah oh ha on you your one said ever parallel alternate another thing sure argument sake open was be its
    my our la le de des di da se si""".split()
)


def _cue_tokens(tables: tuple[dict[str, tuple[str, ...]], ...]) -> tuple[frozenset[str], tuple[str, ...]]:
    """One token of each word of ``tables`` (its longest), or a substring where tokens do not tell (a word
    of a script without spaces, a stem, a sign)."""
    tokens: set[str] = set()
    subs: set[str] = set()
    for table in tables:
        for lang, ws in table.items():
            for w in ws:
                if w.startswith("~"):
                    subs.update(_RAW_CUES)
                    continue
                low = w.lower()
                parts = [p for p in re.split(r"[\s,'’-]+", low.rstrip("*")) if p]
                rare = [p for p in parts if p not in _COMMON_CUES]
                cue = max(rare or parts, key=len)
                if not rare and len(parts) > 1:
                    subs.add(low.rstrip("*"))  # ("as if", "does not know": the phrase itself)
                elif lang in _SPACELESS or lang == "ko" or not low[:1].isalnum() or low.endswith("*"):
                    subs.add(cue[:3] if lang in _SPACELESS or lang == "ko" else cue)
                elif not cue.isalnum():
                    subs.add(cue)  # ("j/k")
                else:
                    tokens.add(cue)
    return frozenset(tokens), tuple(sorted(subs))


_TOKENS, _SUBSTRINGS = _cue_tokens(
    (
        JOKES,
        UNASSERTED,
        JOKE_LABELS,
        JOKE_CLAUSES,
        JOKE_AFTER,
        KIDDING,
        WHETHER,
        WHETHER_AFTER,
        NOT_KNOWING,
        EPISTEMIC,
        DOUBT,
    )
)
_SUBSTRINGS_ASCII = tuple(w for w in _SUBSTRINGS if w.isascii())
_ANY_SUBSTRING = _Lazy(trie_pattern(_SUBSTRINGS))  # (compiled at its first use)
_ANY_SUBSTRING_ASCII = _Lazy(trie_pattern(_SUBSTRINGS_ASCII))
# The cues of NOT_KNOWING alone ("check", "see", "test"): they count only where a complementiser is too.
_KNOW_ONLY = (
    _cue_tokens((NOT_KNOWING,))[0]
    - _cue_tokens(
        (
            JOKES,
            UNASSERTED,
            JOKE_LABELS,
            JOKE_CLAUSES,
            JOKE_AFTER,
            KIDDING,
            WHETHER,
            WHETHER_AFTER,
            EPISTEMIC,
            DOUBT,
        )
    )[0]
)
_IF_TOKENS, _IF_SUBSTRINGS = _cue_tokens((IF_WORDS,))


@lru_cache(maxsize=4096)
def _ascii_letter(c: str) -> str | None:
    """The ASCII letter that ``c`` matches without case (dotless "ı": "i"; Kelvin's "K": "k"), ``c`` itself when
    it is ASCII, None when it matches no ASCII character (only a letter can: case joins letters)."""
    if c.isascii():
        return c
    if not c.isalpha():
        return None
    pattern = re.compile("(?i)" + re.escape(c))
    forms = {
        x.lower()
        for x in "abcdefghijklmnopqrstuvwxyz"
        if pattern.fullmatch(x) or pattern.fullmatch(x.upper())
    }
    return forms.pop() if len(forms) == 1 else None


def _ascii_form(cue: str) -> str | None:
    """The text an ASCII window holds where a word that holds ``cue`` matches without case: ``cue`` with each
    letter replaced by the ASCII one it matches ("sanı": "sani"); None where a character matches none (such a cue
    never stands in an ASCII window)."""
    out = [_ascii_letter(c) for c in cue]
    return None if None in out else "".join(out)  # type: ignore[arg-type]


@lru_cache(maxsize=1)
def _quiet_cues() -> tuple[frozenset[bytes], re.Pattern[str]]:
    """The cues a window is told quiet without (see :func:`_quiet`): every token but NOT_KNOWING's own, and every
    substring, as an ASCII window holds them. (Made at the first use.)"""
    tokens = {f for f in map(_ascii_form, _TOKENS - _KNOW_ONLY) if f is not None}
    subs = {f for f in map(_ascii_form, _SUBSTRINGS) if f is not None}
    return frozenset(t.encode() for t in tokens), re.compile(trie_pattern(sorted(subs)))


_TOKENS_B = frozenset(t.encode() for t in _TOKENS)
_KNOW_ONLY_B = frozenset(t.encode() for t in _KNOW_ONLY)
_IF_TOKENS_B = frozenset(t.encode() for t in _IF_TOKENS)
_SPLIT_AT = b"!\"#$%&()*+,./:;<=>?@[\\]^_`{|}~\t\n\r'-"
_SPLIT = bytes.maketrans(_SPLIT_AT, b" " * len(_SPLIT_AT))
_PUNCT = tuple(p.encode() for p in "’‘«»“”„¡¿…—–。，！？：；、（）")


# what a window's tokens are split at (see _quiet): ASCII without control characters, where every character that
# is not a word's is white space or punctuation that _SPLIT blanks
_UNSPLIT = re.compile(r"[\x00-\x08\x0e-\x1f\x7f]")


def _quiet(view: str, lo: int, hi: int) -> bool:
    """Whether ``_FIND.finditer(view, lo, hi)`` finds nothing, told cheaply where it can be (a necessary
    condition of a match failing: False is always safe). In an ASCII window every word of the tables holds its
    cue as a token or a substring (``_cue_tokens``), so a window without any cue but a word of not knowing's
    ("check", "see", "determine": ``_KNOW_ONLY``, which only NOT_KNOWING's words hold) can match only one of
    NOT_KNOWING's words, and those only before their complementiser: ``_FIND_GOVERNED``, the part of ``_FIND``
    that reads them, decides (in a fifth of the time: a common word of not knowing in an English reply, "we need
    to determine the number of", otherwise costs a scan of every table around it). test_fast2k checks it."""
    low = view[lo:hi].replace(OPAQUE, " ").lower()
    if not low.isascii() or _UNSPLIT.search(low) is not None:
        return False
    tokens, substrings = _quiet_cues()
    if not tokens.isdisjoint(low.encode("utf-8", "surrogatepass").translate(_SPLIT).split()):
        return False
    # (a phrase of common words is looked for as written, "as if", where its pattern reads any white space)
    spaced = " ".join(low.split())
    return substrings.search(spaced) is None and _FIND_GOVERNED.search(view, lo, hi) is None


def _cues_in(low: str) -> list[str]:
    """The cue tokens and substrings that ``low`` (a lowercased text) holds: every word of the tables above
    holds one (a necessary condition; set operations in C first)."""
    low = low.replace(OPAQUE, " ")  # (a box or math span: no word)
    ascii_only = low.isascii()
    data = low.encode("utf-8", "surrogatepass")  # a lone surrogate (model text) encodes as no cue does
    if not ascii_only:
        for p in _PUNCT:
            if p in data:
                data = data.replace(p, b" ")
    words = set(data.translate(_SPLIT).split())
    found = _TOKENS_B.intersection(words)
    if found & _KNOW_ONLY_B and _IF_TOKENS_B.isdisjoint(words) and not any(w in low for w in _IF_SUBSTRINGS):
        found -= _KNOW_ONLY_B  # "check the result": no complementiser follows a word of not knowing
    subs, any_sub = (_SUBSTRINGS_ASCII, _ANY_SUBSTRING_ASCII) if ascii_only else (_SUBSTRINGS, _ANY_SUBSTRING)
    # (one pass of a trie of the substrings first: most texts hold none, and a test per substring read the text
    # 29 times, 173 where it is not ASCII; test_prefilters_4 checks the pass finds one where a test does)
    return [*(w.decode() for w in found), *((w for w in subs if w in low) if any_sub.search(low) else ())]


@lru_cache(maxsize=256)
def _cue_pattern(cues: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join(re.escape(c) for c in sorted(cues, key=lambda c: (-len(c), c))))


WINDOW = 48  # characters on either side of a cue where a word that holds it may start


def _bounds(view: str, pos: int, pattern: re.Pattern[str]) -> tuple[int, int]:
    low = max(0, pos - LOOK)
    start = low
    for m in pattern.finditer(view, low, pos):
        start = m.end()
    m = pattern.search(view, pos, min(len(view), pos + LOOK))
    return start, (m.end() if m is not None else min(len(view), pos + LOOK))


def _value_in(view: str, a: int, b: int) -> re.Match[str] | None:
    return _VALUE_AT.search(view, a, b)


def _next_sentence_value_end(view: str, pos: int) -> int | None:
    """The end of the sentence that holds the first value after ``pos``: in ``pos``'s sentence, or in the
    next one when ``pos``'s sentence holds no more words of its own ("April Fools! The answer is 7.")."""
    s_start, s_end = _bounds(view, pos, _SENTENCE_END)
    v = _value_in(view, pos, s_end)
    if v is not None:
        return _bounds(view, v.start(), _SENTENCE_END)[1]
    if len(re.findall(r"[^\W\d_]+", view[s_start:s_end])) > 6:
        return None
    n_end = _bounds(view, min(len(view), s_end + 1), _SENTENCE_END)[1] if s_end < len(view) else s_end
    v = _value_in(view, s_end, n_end)
    return n_end if v is not None else None


def _read(view: str, kind: str, s: int, e: int) -> tuple[str, int, int] | None:
    """What the word of ``kind`` at ``view[s:e]`` does: ("prefix", 0, b): everything through ``b`` is
    withdrawn; ("blank", a, b): ``view[a:b]`` is; None: nothing."""
    c_start, c_end = _bounds(view, s, _CLAUSE_END)
    if kind in ("joke", "kidding", "clause", "laugh"):
        if _DENIED_BEFORE.search(view, max(0, s - 20), s) or _ASIDE_AFTER.match(view[e : e + 20]):
            return None  # "not kidding", "no joke", "joking aside"
        if kind == "laugh":  # "7 lol", "7. Haha.": right after a value, a clause of its own
            if not _CLAUSE_ALONE_AFTER.match(view, e):
                return None
            if _VALUE_BEFORE.search(view, max(0, s - 20), s) or (
                _CLAUSE_ALONE_BEFORE.fullmatch(view, c_start, s)
                and _value_in(view, max(0, c_start - 40), c_start)
            ):
                return "prefix", 0, c_end
            return None
        if kind == "clause" and not (
            _CLAUSE_ALONE_BEFORE.fullmatch(view, c_start, s) and _CLAUSE_ALONE_AFTER.match(view, e)
        ):
            return None  # "as if it were", "certainly not"
        if kind == "kidding":
            return "prefix", 0, c_end
        end = _next_sentence_value_end(view, e)
        return "prefix", 0, max(c_end, end or 0)
    if kind == "label":
        if _LABEL_COLON.match(view, e) and _LABEL_OPENS.fullmatch(view, c_start, s):
            colon = _LABEL_COLON.match(view, e).end()  # type: ignore[union-attr]
            s_end = _bounds(view, colon, _SENTENCE_END)[1]
            return ("blank", c_start, s_end) if _value_in(view, colon, s_end) else None
        opened = _BRACKET_LABEL.search(view, max(0, s - 40), s)
        close = _BRACKET_CLOSE.match(view, e)
        if opened is None or close is None:
            return None
        colon = re.match(r"[\s*_]*[:：]", view[close.end() : close.end() + 8])
        if colon is not None and _LABELLED.fullmatch(view, c_start, opened.start()):  # "Claim (unproven):"
            s_end = _bounds(view, close.end(), _SENTENCE_END)[1]
            return ("blank", c_start, s_end) if _value_in(view, close.end(), s_end) else None
        if _VALUE_BEFORE.search(view, max(0, opened.start() - 20), opened.start()):  # "7 (conjecture)"
            return "prefix", 0, close.end()
        return None
    if kind == "whether":
        if _REGARDLESS.search(view, max(0, s - 40), s):
            return None
        v = _value_in(view, e, c_end)
        if v is None or _OR_WORD.search(view, e, v.start()) or _OR_WORD.search(view, v.end(), c_end):
            return None  # "Whether we add first or multiply first, ..."
        return "blank", c_start, c_end
    if kind == "after":
        if not _PARTICLE_AFTER.search(view, max(c_start, s - 12), s):
            return None
        if (
            view[s].isascii()
            and not _CLAUSE_ALONE_AFTER.match(view, e)
            and not view[s:e].lower().startswith("olup")
        ):
            return None  # (Turkish "mi" closes its clause: "Cevap 7 mi."; "olup olmadığını" governs a verb)
        return "blank", c_start, c_end
    if kind in ("know", "doubt"):
        if kind == "doubt" and _DENIED_BEFORE.search(view, max(0, s - 20), s):
            return None  # "no doubt that", "without doubt"
        c = _IF.match(view, e, min(len(view), e + GOVERNS))
        if c is None and kind == "doubt":
            c = _THAT.match(view, e, min(len(view), e + GOVERNS))
        if c is None:
            return None
        cs, ce = _bounds(view, c.end() - 1, _CLAUSE_END)
        v = _value_in(view, c.end(), ce)
        if v is None or _OR_WORD.search(view, c.end(), v.start()):
            return None
        return "blank", cs, ce
    return None


_FACTORIAL = re.compile(r"[\d" + OPAQUE + r")}]\s*!$")


def _inverted(view: str, a: int, b: int) -> list[tuple[int, int]]:
    """Clauses in interrogative word order that hold a value, their sentence not ending on "?"."""
    out: list[tuple[int, int]] = []
    for m in re.finditer(r"(?:^|(?<=[.!:;\n]))[\s*_>#]*(?=[A-Za-zÄäÖöÜü])", view[a:b]):
        at = a + m.end()
        inv = _INVERTED.match(view, at)
        if inv is None:
            continue
        before = view[max(0, at - 200) : at].rstrip(" \t\n*_>#")
        if (
            (before[-1:] not in (".", "!", "?", ":", ";") or _FACTORIAL.search(before))
            if before
            else (at > 8 or not view[at].isupper())
        ):
            continue  # a line break inside a sentence, a copy of the prompt blanked, "13 ! is 13", "is 7" alone
        c_start, c_end = _bounds(view, at, _CLAUSE_END)
        v = _value_in(view, inv.end(), c_end)
        if v is None or _OR_WORD.search(view, inv.end(), c_end):
            continue
        out.append((at, c_end))
    return out


def withdrawn(text: str, view: str) -> list[tuple[int, int]]:
    """The spans of the prose view ``view`` (of ``text``) that a joke or sarcasm marker, an open question or
    an epistemic label withdraws (see the module docstring), in order."""
    spans: list[tuple[int, int]] = []
    prefix = 0
    for a, b in regions(text):
        part = view[a:b]
        low = part.lower()
        cues = _cues_in(low)
        if cues:
            reach = a
            for c in _cue_pattern(tuple(cues)).finditer(low):
                lo, hi = max(reach, a + c.start() - WINDOW), min(b, a + c.end() + WINDOW)
                if lo >= hi:
                    continue
                if _quiet(view, lo, hi):
                    reach = max(reach, hi - WINDOW)  # (what the scan below leaves when it finds nothing)
                    continue
                for m in _FIND.finditer(view, lo, hi):
                    if m.start() < reach:
                        continue
                    found = _kind_at(view, m.start(), b)
                    if found is None:
                        continue
                    reach = found[1]
                    read = _read(view, found[0], m.start(), found[1])
                    if read is None:
                        continue
                    if read[0] == "prefix":
                        prefix = max(prefix, read[2])
                    else:
                        spans.append((read[1], read[2]))
                reach = max(reach, hi - WINDOW)
        if not part.isascii() and any(e in part for e in _EMOJI_CHARS):  # "7 😂" (a test of each, in C)
            for e in _EMOJI.finditer(view, a, b):
                if _value_in(view, max(0, e.start() - 60), e.start()):
                    prefix = max(prefix, e.end())
        if _maybe_inverted(part):
            spans += _inverted(view, a, b)
    if prefix:
        spans = [(0, prefix)] + [(max(x, prefix), y) for x, y in spans if y > prefix]
    return sorted(spans)


_INVERTED_VERB = (
    r"(?i:is|are|was|were|could|can|would|should|might|may|must|does|did|shall|"
    r"isn't|aren't|couldn't|wouldn't|ist|sind|wäre|könnte|kann|muss|sollte|zijn|zou|moet|är|blir|er|"
    r"est-il|est-elle|serait-ce|pourrait)\s"
)
_INVERTED_CUE = re.compile(
    r"(?:^|[.!:;\n])[\s*_>#]*" + _INVERTED_VERB
)  # (the cue as a pattern: the reference)
# the same, read from the LAST line break or stop before the verb (a run with a line break in it matches from the
# last one too), its run possessive (no verb starts with a lead character) and the text's start apart: a search
# that starts on a class ``sre`` skips to in C, each stop read over its own run once (the cue's pattern, tried at
# every place and backtracking over every run, cost ~0.3-4 ms on a 2 KB reply that blanking left with runs of spaces)
# (a lookahead of the verbs' first letters, as they are matched, before them: one test where the stop's run ends
# on another character, instead of one a verb; test_prefilters_5)
_VERB_HEADS = "".join(
    sorted({w[0] for w in _INVERTED_VERB[len("(?i:") : _INVERTED_VERB.rindex(")")].split("|")})
)
_INVERTED_AFTER_STOP = re.compile(
    r"[.!:;\n](?:[^\S\n]|[*_>#])*+(?=(?i:[" + _VERB_HEADS + r"]))" + _INVERTED_VERB
)
_INVERTED_AT_START = re.compile(r"(?:[^\S\n]|[*_>#])*+" + _INVERTED_VERB)


def _maybe_inverted(part: str) -> bool:
    """``_INVERTED_CUE.search(part) is not None`` (test_prefilters checks the two on generated texts)."""
    return _INVERTED_AT_START.match(part) is not None or _INVERTED_AFTER_STOP.search(part) is not None


# Strict: the adverb that opens the answer's sentence, set off by a comma, colon or exclamation mark, is one of
# the adverbs that conclude or point at the reasoning ("Finally,", "Clearly,", "Consequently,"); an adverb of
# manner or stance that is not ("Sarcastically,", "Mockingly,", "Wryly,", "Ironicamente,", "Witzigerweise,") says
# how the statement is meant, and strict cannot tell that it is meant plainly (a whitelist: an adverb no table
# above knows is refused too).
_OPENING_ADVERB = re.compile(r"[\s*_#>]*(?i:((?:[^\W\d_]+(?:ly|mente|ment|erweise))))[\s*_]*[,:!]")
_PLAIN_ADVERBS = frozenset(
    """finally clearly consequently accordingly similarly additionally ultimately lastly obviously evidently naturally
    certainly definitely surely notably importantly specifically explicitly numerically exactly precisely equivalently
    briefly formally generally simply mathematically algebraically geometrically analytically symbolically
    combinatorially recursively directly immediately subsequently correspondingly fortunately interestingly
    remarkably conveniently trivially eventually respectively overall altogether indeed thereby firstly secondly
    thirdly initially computationally explicitly concretely graphically arithmetically numerically logically
    finalmente claramente consecuentemente evidentemente obviamente naturalmente exactamente precisamente
    efectivamente simplemente directamente análogamente igualmente chiaramente conseguentemente ovviamente
    esattamente effettivamente semplicemente direttamente analogamente consequentemente exatamente efetivamente
    simplesmente diretamente finalement évidemment également clairement naturellement exactement précisément
    effectivement simplement directement forcément conséquemment glücklicherweise interessanterweise
    bemerkenswerterweise erstaunlicherweise überraschenderweise""".split()
)


def opens_unplainly(view: str, sentence: int, start: int) -> bool:
    """Strict: whether the answer's sentence (from ``sentence`` to the box at ``start``) opens on an adverb set
    off by a comma, a colon or an exclamation mark that is none of :data:`_PLAIN_ADVERBS`, in the box's own
    clause (a semicolon between them ends the adverb's reach)."""
    m = _OPENING_ADVERB.match(view, sentence, start)
    if m is None or m.group(1).lower() in _PLAIN_ADVERBS:
        return False
    return (
        view.find(";", m.end(), start) < 0
    )  # "Originally, the tank holds 3 L; adding 4 gives": another clause
