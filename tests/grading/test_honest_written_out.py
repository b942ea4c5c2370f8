"""Honest answers standard reads by three whitelisted forms that state one value and nothing else: an English
number or fraction written out in several words as the whole answer (proven_forms.spelled_phrase: "one hundred",
"two hundred and fifty", "two thirds"), a one-line response that names the result in more languages
(proven_forms.named_value: "Kết quả: 7", "Matokeo: 7", "النتيجة: 7"), and a box whose answer is set in a
sans-serif or typewriter face (normalize: "\\mathsf{Monday}", "\\texttt{Monday}"). Adversarial controls of the
same shapes (another value, an operation, a bound, more words) stay refused in both modes."""

from __future__ import annotations

import pytest
from review_gaps import MODES, correct

HONEST = [  # read in standard (strict reads no spelled numbers nor prose)
    ("The answer is one hundred.", "100"),
    ("The answer is one thousand.", "1000"),
    ("The answer is two hundred fifty.", "250"),
    ("The answer is three hundred and twelve.", "312"),
    ("The answer is one thousand two hundred.", "1200"),
    ("Therefore the answer is forty-two thousand.", "42000"),
    ("The answer is one half.", "1/2"),
    ("The answer is two thirds.", "2/3"),
    ("The answer is two thirds.", "\\frac{2}{3}"),
    ("The answer is three quarters.", "3/4"),
    ("The answer is a third.", "1/3"),
    ("The answer is five eighths.", "5/8"),
    ("Kết quả: 7", "7"),
    ("Matokeo: 7", "7"),
    ("Rezultat: 7", "7"),
    ("परिणाम: 7", "7"),
    ("النتيجة: 7", "7"),
    ("Αποτέλεσμα: 7", "7"),
    ("ผลลัพธ์: 7", "7"),
    ("Jibu: 7", "7"),
    ("Đáp án: 7", "7"),
    ("The answer is $\\boxed{\\mathsf{Monday}}$.", "\\text{Monday}"),
    ("The answer is $\\boxed{\\texttt{Monday}}$.", "Monday"),
    ("The answer is $\\boxed{\\mathsf{7}}$.", "7"),
]

WRONG = [  # refused in both modes
    ("The answer is two hundred fifty.", "25"),
    ("The answer is two hundred fifty.", "205"),
    ("The answer is one hundred.", "1"),
    ("The answer is two hundred fifty or so.", "250"),
    ("The answer is two hundred minus fifty.", "250"),
    ("The answer is two hundred minus fifty.", "200"),
    ("The answer is two thirds squared.", "2/3"),
    ("The answer is two thirds of seven.", "2/3"),
    ("The answer is one half of 7.", "1/2"),
    ("The answer is two third.", "2/3"),
    ("The answer is one hundred thousand.", "100"),
    ("The answer is seven hundred, roughly.", "700"),
    ("The answer is about one hundred.", "100"),
    ("The answer is at least one thousand.", "1000"),
    ("Kết quả: 7 nghìn", "7"),
    ("Matokeo: si 7", "7"),
    ("النتيجة: 7 تقريبا", "7"),
    ("Rezultat: 7 или 8", "7"),
    ("The answer is $\\boxed{\\mathsf{Tuesday}}$.", "\\text{Monday}"),
    ("The answer is $\\boxed{\\mathsf{8}}$.", "7"),
]


@pytest.mark.parametrize(("response", "gold"), HONEST)
def test_written_out_answer_is_read_in_standard(response: str, gold: str) -> None:
    assert correct(response, gold, "standard")


@pytest.mark.parametrize(("response", "gold"), WRONG)
@pytest.mark.parametrize("mode", MODES)
def test_other_value_in_the_form_is_refused(response: str, gold: str, mode: str) -> None:
    assert not correct(response, gold, mode)
