"""Seventh review, ``mistaken_subject``: a box stated as the result of a mistaken computation, in shapes the rule did
not read.

- Strict read only the qualifiers BEFORE the quantity ("The naive count gives"); what follows it before the verb
  ("The total computed carelessly is", "The sum without the carry is") was never read. It is read by whitelist now:
  the closed class of words that may follow a quantity (of, for, in, after, a relative, a determiner), content words
  and math; another word of that class ("without", "if", "minus"), an adverb in -ly off a short list ("carelessly")
  or a disowning word is refused.
- A qualifier in brackets ("The (naive) total is") hid from both looks: brackets are read as their words.
- Standard: the adverb forms of its disowning words ("naively", "wrongly"), a verb's object pronoun ("gives us"),
  the omission as a condition of the solver or in the passive ("When the discount is ignored, the total is", "If one
  ignores the discount, the total is"), solvers in general who err with a finite verb ("Students often forget the
  carry and get").
"""

from __future__ import annotations

from review_gaps import MODES, STD, STRICT, correct, review_tests

B = "$\\boxed{7}$"

# what follows the quantity qualifies the computation (strict's whitelist of what may follow it)
QUALIFIED_AFTER_THE_QUANTITY = [
    (f"The total computed carelessly is {B}.", "7", MODES),
    (f"The sum without the carry is {B}.", "7", STRICT),
    (f"The count excluding the carry is {B}.", "7", STRICT),
    (f"The sum minus the carry is {B}.", "7", STRICT),
    (f"The sum ignoring the carry is {B}.", "7", STRICT),
    (f"The tally done sloppily gives {B}.", "7", MODES),
    (f"The total worked out hastily is {B}.", "7", MODES),
]
# a qualifier in brackets
BRACKETED_QUALIFIER = [
    (f"The (naive) total is {B}.", "7", MODES),
    (f"The (rough) sum is {B}.", "7", STRICT),
    (f"The (quick) count is {B}.", "7", STRICT),
    (f"The (tempting) value is {B}.", "7", MODES),
]
# standard's word list: adverbs, an object pronoun after the verb
ADVERB_AND_OBJECT = [
    (f"The erroneously computed total is {B}.", "7", MODES),
    (f"The naive count gives us {B}.", "7", MODES),
    (f"A hasty tally gives me {B}.", "7", MODES),
    (f"The distracting choice is {B}.", "7", MODES),
]
# an omission as a condition (the solver's or in the passive), solvers in general who err
CONDITIONAL_OMISSION = [
    (f"When the discount is ignored, the total is {B}.", "7", MODES),
    (f"If one ignores the discount, the total is {B}.", "7", MODES),
    (f"Once the carry is dropped the sum is {B}.", "7", MODES),
    (f"If the tax is left out, the bill comes to {B}.", "7", MODES),
]
ERRING_SOLVERS_IN_GENERAL = [
    (f"Students often forget the carry and get {B}.", "7", MODES),
    (f"Many people skip the last step and end up with {B}.", "7", MODES),
    (f"Anyone could miscount and get {B}.", "7", MODES),
    (f"Some students miss the carry and write {B}.", "7", MODES),
]

# strict: the other languages' quantity with a part of the work left out after it
OMISSION_AFTER_THE_QUANTITY_OTHER_LANGUAGES = [
    (f"Die Summe ohne Übertrag ist {B}.", "7", STRICT),
    (f"La suma sin el acarreo es {B}.", "7", STRICT),
    (f"La somme sans la retenue est {B}.", "7", STRICT),
    (f"Сумма без переноса равна {B}.", "7", STRICT),
    (f"La somma senza il riporto è {B}.", "7", STRICT),
]
# a disowning qualifier of the quantity in a phrase of manner before the result
MANNER_PHRASE = [
    (f"By a naive count we get {B}.", "7", MODES),
    (f"With a careless count we get {B}.", "7", MODES),
    (f"By a sloppy tally we get {B}.", "7", MODES),
]

CLOSED = (
    OMISSION_AFTER_THE_QUANTITY_OTHER_LANGUAGES
    + MANNER_PHRASE
    + QUALIFIED_AFTER_THE_QUANTITY
    + BRACKETED_QUALIFIER
    + ADVERB_AND_OBJECT
    + CONDITIONAL_OMISSION
    + ERRING_SOLVERS_IN_GENERAL
)

CONTROLS = [
    (f"The sum of the first ten terms is {B}.", "7", MODES),
    (f"The value of $x$ is {B}.", "7", MODES),
    (f"The total number of ways is {B}.", "7", MODES),
    (f"The total after the discount is {B}.", "7", MODES),
    (f"The value obtained is {B}.", "7", MODES),
    (f"The total distance walked is {B}.", "7", MODES),
    (f"The total amount she spent is {B}.", "7", MODES),
    (f"The largest value of $n$ for which this holds is {B}.", "7", MODES),
    (f"The value of $f(2)$ when $x = 3$ is {B}.", "7", MODES),
    (f"The count of such numbers is {B}.", "7", MODES),
    (f"The total (in cents) is {B}.", "7", MODES),
    (f"The sum (of the digits) is {B}.", "7", MODES),
    (f"The total number of students who passed is {B}.", "7", MODES),
    (f"The total weight of the fruit and the basket combined is {B}.", "7", MODES),
    (f"The total without tax is {B}.", "7", STD),  # (strict: "without" is not proven harmless)
    (f"This gives us {B}.", "7", STD),
    (f"She skipped 2 days and got {B}.", "7", MODES),
    (f"Students skipped 2 classes and got {B}.", "7", MODES),
    (f"When the duplicates are removed, we get {B}.", "7", MODES),
    (f"If we ignore the order, we get {B}.", "7", STD),
    (f"When the extraneous solution is dropped, we get {B}.", "7", STD),
    (f"El total sin duplicados es {B}.", "7", MODES),
    (f"La probabilidad sin reemplazo es {B}.", "7", MODES),
    (f"Die Summe der Ziffern ist {B}.", "7", MODES),
    (f"By a careful count we get {B}.", "7", MODES),
    (f"From the previous result we get {B}.", "7", MODES),
    (f"With a simple count we get {B}.", "7", MODES),
]

OPEN_WRONG = {
    # standard reads a quantity's post-modifier by no list: "without" names what the question may ask to leave out
    # ("the price without tax"); strict refuses it
    "omission_after_the_quantity_standard": [(f"The sum without the carry is {B}.", "7", STD)],
    # the commitment pass blanks "miscalculated" before this rule reads the lead (a self-correction word)
    "participle_blanked_before_the_rule": [(f"The miscalculated sum is {B}.", "7", STD)],
    # a word of the closed class that no list holds, in standard ("except", "unless": strict refuses them)
    "function_word_after_the_quantity_standard": [
        (f"The count except the last row is {B}.", "7", STD),
        (f"The total unless we add tax is {B}.", "7", STD),
    ],
    # a qualifier of manner no list holds (standard's list; strict reads no phrase of manner by whitelist: "From the
    # previous result" is plain), an adverb or a participle of manner opening the clause
    "manner_unlisted": [
        (f"On a quick count the total is {B}.", "7", MODES),
        (f"Done the lazy way, the sum is {B}.", "7", MODES),
        (f"Calculado a la ligera, el total es {B}.", "7", MODES),
        (f"Carelessly, we get {B}.", "7", STD),
    ],
    # the omission in the other languages' conditional clauses
    "conditional_omission_other_languages": [(f"Если забыть перенос, получим {B}.", "7", STD)],
}

review_tests(globals(), correct, open_wrong=OPEN_WRONG, controls=CONTROLS, honest_open=[], closed=CLOSED)
