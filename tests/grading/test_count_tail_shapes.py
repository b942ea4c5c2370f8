"""Three shapes of the rest of a sentence after a stated whole number that count_tails proves harmless
(proctor.grading.count_tails: ``_subject_of_plain_verb``, ``_unit_of_noun``, ``_times_that_of``): the counted things
are the subject of a plain present-tense verb, a one-letter unit measures one plain noun, a multiplying word names
what it multiplies; each only where the rest of the sentence is plain words (no digit, no math, no word that states,
scales, bounds, hedges, negates or operates on a value). Families in new wording and several languages, both modes,
with adversarial controls of the same shapes that stay refused."""

from __future__ import annotations

import pytest
from review_gaps import MODES, correct

# honest: standard reads the number (strict refuses prose after its answer: its own rule)
HONEST = [
    # the counted things do something (MATH-500 prealgebra/1247; English only: the other languages' hedges that
    # the tables lack would read as verbs, so "7 élèves participent à la fête" stays refused)
    ("The other $21-16=\\boxed{5}$ science club participants participate in MATHCOUNTS as well.", "5"),
    ("So $\\boxed{12}$ students play in the school band.", "12"),
    ("So $\\boxed{4}$ cats live in the house.", "4"),
    ("Therefore $\\boxed{6}$ friends share the pizza.", "6"),
    # a one-letter unit of a plain noun (MATH-500 geometry/702)
    ("So the shortest rope is 120 m, which saves $130+150-120 = \\boxed{160}$ m of rope.", "160"),
    ("She needs $\\boxed{3}$ l of water.", "3"),
    ("We use $\\boxed{250}$ g of flour.", "250"),
    ("Il faut $\\boxed{250}$ g de farine.", "250"),
    ("Se necesitan $\\boxed{250}$ g de harina.", "250"),
    # a multiplying word and what it multiplies (Minerva 46)
    (
        "Power output goes as $T^4r^2$, so the power output of this star is $\\boxed{15625}$ times that of the Sun.",
        "15625",
    ),
    ("The mass is $\\boxed{80}$ times the mass of the Moon.", "80"),
    ("Sirius is $\\boxed{25}$ times as bright as the Sun.", "25"),
    ("La masse vaut $\\boxed{7}$ fois celle du Soleil.", "7"),
    ("La masa es $\\boxed{7}$ veces la del Sol.", "7"),
    ("Sie ist $\\boxed{7}$ mal so groß wie die Sonne.", "7"),
    ("A massa é $\\boxed{7}$ vezes a do Sol.", "7"),
]

# the same shapes carrying another value, a bound, a hedge or a negation: refused in both modes
WRONG = [
    ("So $\\boxed{7}$ students participate minus one.", "7"),
    ("So $\\boxed{7}$ students participate twice.", "7"),
    ("So $\\boxed{7}$ students attend, plus two teachers.", "7"),
    ("So $\\boxed{7}$ apples double in the oven.", "7"),
    ("So $\\boxed{7}$ students participate, not counting Ann.", "7"),
    ("So $\\boxed{7}$ students don't participate.", "7"),
    ("So $\\boxed{7}$ students attend thousand times.", "7"),
    ("So $\\boxed{7}$ students attend hundreds of classes.", "7"),
    ("So $\\boxed{7}$ apples cost half.", "7"),
    ("So $\\boxed{7}$ apples weigh approximately nothing.", "7"),
    ("So $\\boxed{7}$ apples minus one.", "7"),
    ("The answer is 7 manzanas como mínimo.", "7"),
    ("La respuesta es 7 manzanas aproximadamente en total.", "7"),
    ("La réponse est 7 pommes environ dans la caisse.", "7"),
    ("Die Antwort ist 7 Autos ungefähr im Hof.", "7"),
    ("The answer is $\\boxed{7}$ apples atmost in the box.", "7"),
    ("The answer is $\\boxed{7}$ apples atleast in the box.", "7"),
    ("The answer is $\\boxed{7}$ apples ormore in the box.", "7"),
    ("So $\\boxed{7}$ students participate in roughly half of the clubs.", "7"),
    ("The answer is 7 manzanas como máximo en la cesta.", "7"),
    ("The answer is $\\boxed{7}$ apples tops.", "7"),
    ("The answer is 7 apples give or take a few.", "7"),
    ("The answer is 7 pommes tout au plus.", "7"),
    ("The answer is $\\boxed{7}$ students max in the room.", "7"),
    ("Donc $\\boxed{7}$ élèves participent deux fois.", "7"),
    ("Así que $\\boxed{7}$ alumnos participan, menos uno.", "7"),
    ("$\\boxed{7}$ m of 8 m.", "7"),
    ("$\\boxed{7}$ m of it.", "7"),
    ("$\\boxed{7}$ m of rope minus two.", "7"),
    ("$\\boxed{7}$ m of rope or more.", "7"),
    ("$\\boxed{7}$ M of funding.", "7"),
    ("$\\boxed{7}$ m of rope, squared.", "7"),
    ("$\\boxed{7}$ m of thousands.", "7"),
    ("$\\boxed{7}$ g de 8 g.", "7"),
    ("$\\boxed{7}$ times two.", "7"),
    ("$\\boxed{7}$ times that of 8.", "7"),
    ("$\\boxed{7}$ times that of the Sun squared.", "7"),
    ("$\\boxed{7}$ times that of the Sun minus one.", "7"),
    ("$\\boxed{7}$ times as bright as eight stars.", "7"),
    ("$\\boxed{7}$ fois celle de 8.", "7"),
    ("$\\boxed{7}$ times the mass of two suns.", "7"),
    ("$\\boxed{7}$ times that of the Sun, roughly.", "7"),
    ("$\\boxed{7}$ times that of the Sun or less.", "7"),
    ("$\\boxed{7}$ veces la del Sol, más o menos.", "7"),
    ("$\\boxed{7}$ times that of the Sun, not more.", "7"),
    ("La masse vaut $\\boxed{7}$ fois celle du Soleil environ.", "7"),
    ("The area is $\\boxed{7}$ times the square of the radius.", "7"),
    ("The mass is $\\boxed{7}$ times the half of the Moon.", "7"),
    ("La masa es $\\boxed{7}$ veces la del Sol aproximadamente.", "7"),
    ("Sie ist $\\boxed{7}$ mal so groß wie die Sonne ungefähr.", "7"),
    ("Il faut $\\boxed{7}$ g de farine environ.", "7"),
    ("We need $\\boxed{7}$ m of rope approximately.", "7"),
    ("So $\\boxed{7}$ students participate in the club approximately.", "7"),
]


@pytest.mark.parametrize(("response", "gold"), HONEST)
def test_honest_shape_is_read_in_standard(response: str, gold: str) -> None:
    assert correct(response, gold, "standard")


@pytest.mark.parametrize(("response", "gold"), WRONG)
@pytest.mark.parametrize("mode", MODES)
def test_changed_value_in_the_shape_is_refused(response: str, gold: str, mode: str) -> None:
    assert not correct(response, gold, mode)
