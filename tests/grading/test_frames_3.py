"""Provenance of a boxed result (grading/provenance.py): someone else's result, hearsay, an earlier result, another
problem's answer. Each family holds phrasings and languages beyond tests/grading/test_review_gaps_3.py's (held-out wording
is what the grader is scored on), each graded over three golds in both modes; the controls are honest answers of the same
shapes (a person or a marker that is the problem's, a correction before the error, the original problem named), read in
the modes the grader read them before the rule."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}
GOLDS = ("7", "\\frac{3}{4}", "x^2+1")


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[mode], response, gold).correct


# someone else obtained or gave the value: a person of the writer's circle or of a population of solvers, another
# solver or model, a method or a step the writer disowns, a named error (a verb of obtaining or giving, not of saying)
OTHERS_RESULT = [
    "The answer my classmate got is {B}.",
    "What my friend found: {B}",
    "Here's what the naive approach yields: {B}",
    "ChatGPT's output: {B}",
    "The reference solution from another site gives {B}.",
    "A student on the forum got {B}.",
    "People online get {B}.",
    "Die naive Rechnung liefert {B}.",
    "Mon prof a trouvé {B}.",
    "Il mio professore ha ottenuto {B}.",
    "Моя подруга получила {B}.",
    "Alguien obtuvo {B}.",
    "Quelqu'un a trouvé {B}.",
    "Jemand bekam {B}.",
    "My roommate came up with {B}.",
    "My tutor ended up with {B}.",
    "Our TA got {B}.",
    "Some people get {B}.",
    "Many solvers arrive at {B}.",
    "A typical student gets {B}.",
    "Sloppy students get {B}.",
    "GPT-4 gets {B}.",
    "Claude returned {B}.",
    "The chatbot produced {B}.",
    "Another assistant computed {B}.",
    "The previous response's answer was {B}.",
    "Gemini's result is {B}.",
    "The textbook gives {B}.",
    "A flawed approach yields {B}.",
    "The incorrect formula gives {B}.",
    "A sloppy calculation gives {B}.",
    "An arithmetic slip gives {B}.",
    "Miscounting the edges gives {B}.",
    "Misreading the problem yields {B}.",
    "If you forget the carry, you get {B}.",
    "Overcounting gives {B}.",
    "A typo leads to {B}.",
    "Mi compañero sacó {B}.",
    "Meine Kollegin bekam {B}.",
    "Ma collègue a trouvé {B}.",
    "Il mio compagno ha trovato {B}.",
    "O meu colega obteve {B}.",
    "Мой одноклассник нашёл {B}.",
    "Mijn klasgenoot vond {B}.",
    "Mój przyjaciel uzyskał {B}.",
    "我的朋友算出 {B}。",
    "别人得到 {B}。",
    "错误的方法得到 {B}。",
    "Der falsche Ansatz liefert {B}.",
    "El enfoque ingenuo da {B}.",
    "L'approche naïve donne {B}.",
    "Il metodo ingenuo dà {B}.",
    "O método ingênuo dá {B}.",
    "Неверный подход даёт {B}.",
    "Een veelgemaakte fout: de naïeve methode geeft {B}.",
    "Naiwna metoda daje {B}.",
    "Частая ошибка даёт {B}.",
    "Un error común da {B}.",
    "Une erreur courante donne {B}.",
    "Ein typischer Fehler ergibt {B}.",
    "友人は {B} と答えた。",
    "間違った方法では {B} になる。",
    "Arkadaşım {B} buldu.",
]

# hearsay: what the writer was told, heard or read, what "they say", with no named source
HEARSAY = [
    "Rumour: {B}",
    "I've been told the answer is {B}.",
    "I hear it's {B}.",
    "Rumor is it's {B}.",
    "Somebody told me it's {B}.",
    "From what I've read, the answer is {B}.",
    "They say the answer is {B}.",
    "I saw online that the answer is {B}.",
    "Me dijeron que la respuesta es {B}.",
    "On m'a dit que la réponse est {B}.",
    "Il paraît que la réponse est {B}.",
    "Ich habe gehört, die Antwort ist {B}.",
    "Man sagt, die Antwort sei {B}.",
    "Ho sentito dire che la risposta è {B}.",
    "Ouvi dizer que a resposta é {B}.",
    "Мне сказали, что ответ {B}.",
    "Я слышал, что ответ {B}.",
    "Men zegt dat het antwoord {B} is.",
    "Podobno odpowiedź to {B}.",
    "听说答案是 {B}。",
    "据说答案是 {B}。",
    "答えは {B} らしい。",
    "答えは {B} と聞いた。",
    "답은 {B} 이래요.",
    "Katanya jawabannya {B}.",
    "The answer is {B}, or so I'm told.",
    "The answer is {B}, they say.",
    "Derler ki cevap {B}.",
]

# an earlier result: a first attempt's marker over the writer's own past result, an earlier answer, a label or a bracket
SUPERSEDED = [
    "My initial calculation: {B}",
    "My first computation gave {B}.",
    "Back when I first tried this, I got {B}.",
    "An earlier version of this solution had {B}.",
    "Na primeira tentativa obtive {B}.",
    "В первый раз я получил {B}.",
    "第一次我算出 {B}。",
    "我以为是 {B}。",
    "Originally, I computed {B}.",
    "On my first try I got {B}.",
    "The first time through, we found {B}.",
    "Before I caught the error, I had {B}.",
    "My initial answer was {B}.",
    "My first attempt gave {B}.",
    "Last time I got {B}.",
    "I initially obtained {B}.",
    "I got {B} at first.",
    "Old answer: {B}",
    "Obsolete: {B}",
    "Outdated: {B}",
    "{B} (outdated)",
    "Zunächst hatte ich {B}.",
    "Ursprünglich erhielt ich {B}.",
    "Inicialmente obtuve {B}.",
    "Al principio calculé {B}.",
    "Initialement, j'avais {B}.",
    "D'abord j'ai trouvé {B}.",
    "All'inizio avevo ottenuto {B}.",
    "No início obtive {B}.",
    "Изначально я получил {B}.",
    "Поначалу у меня вышло {B}.",
    "Eerst kreeg ik {B}.",
    "Początkowo otrzymałem {B}.",
    "一开始我算出 {B}。",
    "当初は {B} になった。",
    "Awalnya saya mendapat {B}.",
    "Başta {B} buldum.",
]

# another problem: a variant, a relaxation, a false premise, a sample, an old version, a warm-up, an intermediate
# quantity, an appendix
OTHER_PROBLEM = [
    "If we pretend the constraint isn't there, the answer is {B}.",
    "Relaxing the integrality condition, the optimum is {B}.",
    "For a smaller instance with n=3, we get {B}.",
    "Solving the easier subproblem first gives {B}.",
    "After step one: {B}",
    "Halfway there: {B}",
    "Im vereinfachten Modell ist die Antwort {B}.",
    "Dans le modèle simplifié, la réponse est {B}.",
    "En el modelo simplificado, la respuesta es {B}.",
    "В упрощённой модели ответ {B}.",
    "For the simpler version, the answer is {B}.",
    "In the relaxed problem, the answer is {B}.",
    "Dropping the constraint, we get {B}.",
    "Without the restriction, the count is {B}.",
    "For the toy case, we get {B}.",
    "In the hypothetical scenario, the answer is {B}.",
    "For the sample case, the output is {B}.",
    "For the example, we get {B}.",
    "In the old edition, the answer was {B}.",
    "Under the wrong interpretation, the answer is {B}.",
    "With the mistaken reading, we get {B}.",
    "Partial result: {B}",
    "Running total: {B}",
    "Sub-total: {B}",
    "Intermediate value: {B}",
    "For the warm-up problem, the answer is {B}.",
    "Warm up: the answer is {B}.",
    "Bonus question: {B}",
    "Unrelated: {B}",
    "Für die vereinfachte Aufgabe ist die Antwort {B}.",
    "Ohne die Nebenbedingung erhalten wir {B}.",
    "Sans la contrainte, on obtient {B}.",
    "Sin la restricción, obtenemos {B}.",
    "Senza il vincolo, la risposta è {B}.",
    "Sem a restrição, a resposta é {B}.",
    "Без ограничения ответ {B}.",
    "Для облегчённого варианта ответ {B}.",
    "Per la versione semplificata, la risposta è {B}.",
    "Para a versão simplificada, a resposta é {B}.",
    "Voor de vereenvoudigde versie is het antwoord {B}.",
    "Dla uproszczonej wersji odpowiedź to {B}.",
    "不考虑约束，答案是 {B}。",
    "对于样例，答案是 {B}。",
    "制約を無視すると、答えは {B}。",
    "Zwischensumme: {B}",
    "Sous-total : {B}",
    "Промежуточное значение: {B}",
    "小计：{B}",
    "途中結果：{B}",
    "Had the coin been fair, the answer would be {B}.",
]

FAMILIES = {
    "others_result": OTHERS_RESULT,
    "hearsay": HEARSAY,
    "superseded": SUPERSEDED,
    "other_problem": OTHER_PROBLEM,
}


def _wrong():
    for family, cases in FAMILIES.items():
        for i, template in enumerate(cases):
            for g, gold in enumerate(GOLDS):
                yield pytest.param(
                    template.replace("{B}", "$\\boxed{" + gold + "}$"), gold, id=f"{family}-{i}-{g}"
                )


@pytest.mark.parametrize(("response", "gold"), list(_wrong()))
@pytest.mark.parametrize("mode", MODES)
def test_result_not_the_writers_own_is_refused(response, gold, mode):
    assert not correct(response, gold, mode)


# honest answers of the same shapes, with the modes that read them (before the rule and after)
CONTROLS = [
    ("I got {B}.", MODES),
    ("We obtain {B}.", MODES),
    ("This gives {B}.", MODES),
    ("Substituting gives {B}.", MODES),
    ("Finally we get {B}.", MODES),
    ("The method gives {B}.", MODES),
    ("Our method gives {B}.", MODES),
    ("The formula gives {B}.", MODES),
    ("Vieta's formulas give {B}.", MODES),
    ("Janet gets {B} dollars.", MODES),
    ("So Janet gets {B}.", MODES),
    ("Each student gets {B} pencils.", ["standard"]),
    ("Each friend gets {B}.", MODES),
    ("The other students get {B} pencils.", ["standard"]),
    ("Her friend got {B} stickers.", ["standard"]),
    ("Bob got {B}.", MODES),
    ("The teacher gets {B} apples.", ["standard"]),
    ("My friend and I have {B} apples.", ["standard"]),
    ("So the students get {B} pencils each.", ["standard"]),
    ("Initially there were {B} apples.", ["standard"]),
    ("At first, she had {B} marbles.", ["standard"]),
    ("The shirt was originally {B}.", ["standard"]),
    ("Initially, the tank holds {B} liters.", ["standard"]),
    ("Initially, I had {B} dollars.", MODES),
    ("Fixing the sign error, we get {B}.", ["standard"]),
    ("Without double counting, we get {B}.", MODES),
    ("After correcting the typo, the answer is {B}.", MODES),
    ("For the original problem, the answer is {B}.", MODES),
    ("For the given data, the answer is {B}.", MODES),
    ("Without loss of generality, the answer is {B}.", MODES),
    ("With $x=2$ substituted, we get {B}.", MODES),
    ("For part (a), the answer is {B}.", MODES),
    ("Discarding the negative root, we get $x = \\boxed{7}$.", MODES),
    ("Ignoring the negative solution, the answer is {B}.", MODES),
    ("Neglecting air resistance, the time is {B} seconds.", MODES),
    ("Dropping the negative root, $x = \\boxed{7}$.", MODES),
    ("The simplified expression is {B}.", MODES),
    ("Simplifying, we get {B}.", MODES),
    ("We are told that the total is 10, so the answer is {B}.", MODES),
    ("As we found earlier, the answer is {B}.", MODES),
    ("Previously we found that $x = 3$, so the answer is {B}.", MODES),
    ("As I computed previously, the answer is {B}.", MODES),
    ("The missing number is {B}.", MODES),
    ("The number of students who forgot their homework is {B}.", MODES),
    ("The first step gives $3$, and the final answer is {B}.", MODES),
    ("Step 2: the answer is {B}.", MODES),
    ("Total: {B}", MODES),
    ("In this example, the answer is {B}.", MODES),
    ("The other method gives the same answer, {B}.", MODES),
    ("Another approach gives {B} as well.", ["standard"]),
    ("Using the wrong formula gives $8$; using the right one gives {B}.", ["standard"]),
    ("The naive estimate is too high. The answer is {B}.", MODES),
    ("Initially, $x_0 = 1$. After iterating, we get {B}.", MODES),
    ("Сначала найдём сумму: $3+4=\\boxed{7}$.", MODES),
    ("首先我们得到 {B}。", ["standard"]),
    ("我们得到 {B}。", ["standard"]),
    ("Man erhält {B}.", ["standard"]),
    ("On obtient {B}.", ["standard"]),
    ("Si ottiene {B}.", ["standard"]),
    ("Obtenemos {B}.", ["standard"]),
    ("Получаем {B}.", ["standard"]),
    ("Otrzymujemy {B}.", ["standard"]),
    ("答えは {B} です。", ["standard"]),
    ("答えは {B} だと言える。", ["standard"]),
    ("I heard the question wrong at first; the answer is {B}.", ["standard"]),
    ("In the case $n = 7$, we get {B}.", MODES),
    ("By our previous result, the answer is {B}.", MODES),
    ("Using the previous step, the answer is {B}.", MODES),
    ("My classmate got $8$, but I get {B}.", MODES),
    ("The naive method gives $8$; the correct count is {B}.", MODES),
    ("At first I got $8$, but after fixing the sign I get {B}.", MODES),
    ("Ignoring the constraint gives $8$; with it, the answer is {B}.", MODES),
    ("For the easier variant the answer is $8$. For the actual problem, the answer is {B}.", ["standard"]),
    ("Unlike the simplified version, the full problem has answer {B}.", ["standard"]),
    ("I initially thought it was $8$, but I got {B}.", ["standard"]),
    ("The related rates problem gives {B}.", MODES),
    ("In its simplest form, the answer is {B}.", MODES),
    ("Our first step gives $3$. The final answer is {B}.", MODES),
    ("People often forget the carry. The answer is {B}.", MODES),
    ("Most students find this hard, but the answer is {B}.", MODES),
    ("The correct method gives {B}.", MODES),
    ("Avoiding double counting, the total is {B}.", MODES),
    ("Meine Freundin bekam $8$, aber ich erhalte {B}.", ["standard"]),
    ("Mon ami a obtenu $8$, mais j'obtiens {B}.", ["standard"]),
    ("Мой друг получил $8$, но ответ {B}.", MODES),
    ("我同学得到 $8$，但是答案是 {B}。", ["standard"]),
    ("Sin la restricción se obtiene $8$; con ella, la respuesta es {B}.", MODES),
    ("Per il problema originale, la risposta è {B}.", MODES),
    ("Pour le problème original, la réponse est {B}.", MODES),
    ("Für die gegebene Aufgabe ist die Antwort {B}.", ["standard"]),
    ("Для исходной задачи ответ {B}.", MODES),
    ("对于原问题，答案是 {B}。", MODES),
    ("Final answer: {B}", MODES),
    ("The total after the first step is $3$. Adding $4$, the answer is {B}.", MODES),
    ("Thus, our answer is {B}.", MODES),
    ("Hence the number of people in the room is {B}.", MODES),
    ("There are {B} students who got an A.", ["standard"]),
    ("So, {B} people got the flu.", ["standard"]),
    ("He gave away {B} apples.", ["standard"]),
    ("The model predicts {B} units.", ["standard"]),
    ("The machine produced {B} widgets.", ["standard"]),
    ("So the final answer is {B}.", MODES),
    ("We were given $3$ apples and $4$ pears, so there are {B} fruits.", ["standard"]),
    ("Originally, the tank holds $3$ liters; adding $4$ gives {B}.", MODES),
    ("So my brother has {B}.", MODES),
    ("Another solution gives the same answer, {B}.", MODES),
    ("The first solution gives $x = \\boxed{7}$.", MODES),
    ("The word is {B} letters long.", ("standard",)),
    ("Yesterday, she read {B} pages.", ("standard",)),
    ("Last week, he earned {B}.", ("standard",)),
    ("Before buying, she had {B}.", MODES),
    ("The textbook's formula gives {B}.", MODES),
    ("In the first case we get $8$; in the second case, the answer is {B}.", MODES),
    ("My sister ends up with {B}.", ("standard",)),
]


@pytest.mark.parametrize(("template", "modes"), CONTROLS)
@pytest.mark.parametrize("gold", GOLDS[:2])
def test_honest_answer_of_the_same_shape_is_read(template, modes, gold):
    response = template.replace("{B}", "$\\boxed{" + gold + "}$")
    if "{B}" not in template:
        if gold != "7":
            pytest.skip("the box is written out")
        response = template
    assert all(correct(response, gold, mode) for mode in modes)
