"""Huge exact values: n + 1 is never n, however large n is (floats stop telling them apart at 2**53,
and a relative tolerance swallows a difference of 1)."""

from __future__ import annotations

import pytest

import proctor


@pytest.mark.parametrize(
    ("a", "b", "equal"),
    [
        ("10^{20}+1", "10^{20}", False),
        ("\\frac{10^{30}+1}{3}", "\\frac{10^{30}}{3}", False),
        ("(x+y+z)^{12}", "(z+y+x)^{12}+1", False),
        ("2^{2^{26}}+1", "2^{2^{26}}", False),
        ("\\pi^{40}+1", "\\pi^{40}", False),
        ("2^{100}", "1267650600228229401496703205376", True),
        ("10^{20}", "100000000000000000000", True),
        ("(x+y+z)^{12}", "(z+y+x)^{12}", True),
        ("3.14159265358979", "\\pi", False),  # a written decimal is the number it writes
    ],
)
def test_huge_values_differ_by_one(a, b, equal):
    assert proctor.is_equivalent(a, b) is equal
    assert proctor.is_equivalent(b, a) is equal
